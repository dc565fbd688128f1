/* The Common Item Dialog (comdlg32): CLSID_FileOpenDialog / CLSID_FileSaveDialog, their
   settings and Show. Without arguments a second thread answers each dialog (WM_COMMAND
   IDOK or IDCANCEL posted to the first visible dialog window), so the run needs no
   input; with "typed" the open dialog waits for a name typed into it (the test types
   it). Works in C:\itemdlg (made and removed here). */
#define COBJMACROS
#include <windows.h>
#include <shobjidl.h>
#include <shlobj.h>
#include <stdio.h>

static volatile LONG answer;        /* what the helper thread posts: IDOK or IDCANCEL */

static DWORD WINAPI answerer(void *arg)
{
    int i;
    for (;;) {
        HWND dlg = NULL;
        while (!answer)
            Sleep(20);
        for (i = 0; i < 500 && !dlg; i++) {
            dlg = FindWindowA("#32770", NULL);
            if (dlg && !IsWindowVisible(dlg))
                dlg = NULL;
            if (!dlg)
                Sleep(20);
        }
        Sleep(200);
        if (dlg)
            PostMessageA(dlg, WM_COMMAND, answer, 0);
        answer = 0;
        /* a dialog the answer did not close (Wine 8's folder picker) is cancelled */
        for (i = 0; dlg && IsWindow(dlg) && IsWindowVisible(dlg); i++) {
            if (i == 150)
                PostMessageA(dlg, WM_COMMAND, IDCANCEL, 0);
            Sleep(20);
        }
    }
    return 0;
}

static void result(const char *what, IFileDialog *fd)
{
    IShellItem *item = NULL;
    LPWSTR s = NULL;
    HRESULT hr = IFileDialog_GetResult(fd, &item);
    if (SUCCEEDED(hr))
        IShellItem_GetDisplayName(item, SIGDN_FILESYSPATH, &s);
    printf("%s result: hr=%08lx %ls\n", what, (unsigned long)hr, s ? s : L"(none)");
    CoTaskMemFree(s);
    if (item)
        IShellItem_Release(item);
}

static HRESULT show(IFileDialog *fd, LONG how)
{
    answer = how;
    return IFileDialog_Show(fd, NULL);
}

/* an IFileDialogEvents sink: OnFileOk prints the offered item and accepts it */
static HRESULT STDMETHODCALLTYPE ev_qi(IFileDialogEvents *This, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IFileDialogEvents)) {
        *out = This;
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}
static LONG ev_refs = 1;
static ULONG STDMETHODCALLTYPE ev_addref(IFileDialogEvents *This) { return ++ev_refs; }
static ULONG STDMETHODCALLTYPE ev_release(IFileDialogEvents *This) { return --ev_refs; }
static HRESULT STDMETHODCALLTYPE ev_fileok(IFileDialogEvents *This, IFileDialog *fd)
{
    result("OnFileOk", fd);
    return S_OK;
}
static HRESULT STDMETHODCALLTYPE ev_other(IFileDialogEvents *This, IFileDialog *fd)
{
    return E_NOTIMPL;
}
static HRESULT STDMETHODCALLTYPE ev_folderchanging(IFileDialogEvents *This, IFileDialog *fd,
                                                   IShellItem *item)
{
    return S_OK;
}
static HRESULT STDMETHODCALLTYPE ev_share(IFileDialogEvents *This, IFileDialog *fd,
                                          IShellItem *item, FDE_SHAREVIOLATION_RESPONSE *r)
{
    return E_NOTIMPL;
}
static HRESULT STDMETHODCALLTYPE ev_overwrite(IFileDialogEvents *This, IFileDialog *fd,
                                              IShellItem *item, FDE_OVERWRITE_RESPONSE *r)
{
    return E_NOTIMPL;
}
static IFileDialogEventsVtbl ev_vtbl = {
    ev_qi, ev_addref, ev_release, ev_fileok, ev_folderchanging, ev_other, ev_other,
    ev_share, ev_other, ev_overwrite
};
static IFileDialogEvents events = { &ev_vtbl };

static IShellItem *folder_item(const WCHAR *path)
{
    IShellItem *item = NULL;
    SHCreateItemFromParsingName(path, NULL, &IID_IShellItem, (void **)&item);
    return item;
}

int main(int argc, char **argv)
{
    static const COMDLG_FILTERSPEC types[] = {
        { L"Text files", L"*.txt" }, { L"Logs", L"*.log;*.old" }, { L"All", L"*.*" } };
    IFileOpenDialog *od;
    IFileSaveDialog *sd;
    IFileDialog *fd;
    IShellItemArray *array;
    IShellItem *item;
    IUnknown *unk;
    LPWSTR s;
    DWORD opts, cookie, n;
    UINT index;
    HANDLE h;
    HRESULT hr;

    setvbuf(stdout, NULL, _IONBF, 0);
    CoInitialize(NULL);
    CreateDirectoryA("C:\\itemdlg", NULL);
    CreateDirectoryA("C:\\itemdlg\\sub", NULL);
    h = CreateFileA("C:\\itemdlg\\b.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    h = CreateFileA("C:\\itemdlg\\c.log", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    CloseHandle(CreateThread(NULL, 0, answerer, NULL, 0, NULL));

    hr = CoCreateInstance(&CLSID_FileOpenDialog, NULL, CLSCTX_INPROC_SERVER,
                          &IID_IFileOpenDialog, (void **)&od);
    printf("create open: hr=%08lx\n", (unsigned long)hr);
    fd = (IFileDialog *)od;
    hr = IFileDialog_QueryInterface(fd, &IID_IFileSaveDialog, (void **)&unk);
    printf("open as save: hr=%08lx\n", (unsigned long)hr);
    hr = IFileDialog_QueryInterface(fd, &IID_IModalWindow, (void **)&unk);
    printf("open as modal window: hr=%08lx same=%d\n", (unsigned long)hr,
           SUCCEEDED(hr) && unk == (IUnknown *)fd);
    if (SUCCEEDED(hr))
        IUnknown_Release(unk);
    IFileDialog_GetOptions(fd, &opts);
    printf("open options: %08lx\n", (unsigned long)opts);
    hr = IFileDialog_GetResult(fd, &item);
    printf("result before show: hr=%08lx\n", (unsigned long)hr);
    printf("types: hr=%08lx\n", (unsigned long)IFileDialog_SetFileTypes(fd, 3, types));
    printf("types again: hr=%08lx\n", (unsigned long)IFileDialog_SetFileTypes(fd, 3, types));
    printf("type index: hr=%08lx\n", (unsigned long)IFileDialog_SetFileTypeIndex(fd, 2));
    index = 0;
    IFileDialog_GetFileTypeIndex(fd, &index);
    printf("type index before: %u\n", index);
    item = folder_item(L"C:\\itemdlg");
    printf("folder: hr=%08lx\n", (unsigned long)IFileDialog_SetFolder(fd, item));
    IShellItem_Release(item);
    IFileDialog_SetTitle(fd, L"Pick a file");
    IFileDialog_SetOkButtonLabel(fd, L"Take");

    if (argc > 1 && !lstrcmpA(argv[1], "typed")) {
        IFileDialog_SetFileTypeIndex(fd, 1);
        hr = IFileDialog_Show(fd, NULL);
        printf("typed show: hr=%08lx\n", (unsigned long)hr);
        result("typed", fd);
        IFileDialog_GetFileTypeIndex(fd, &index);
        printf("typed type index: %u\n", index);
        IFileDialog_Release(fd);
        return 0;
    }

    IFileDialog_SetFileName(fd, L"b.txt");
    s = NULL;
    hr = IFileDialog_GetFileName(fd, &s);
    printf("name before: hr=%08lx %ls\n", (unsigned long)hr, s ? s : L"(none)");
    CoTaskMemFree(s);
    hr = show(fd, IDCANCEL);
    printf("cancelled show: hr=%08lx\n", (unsigned long)hr);
    result("cancelled", fd);
    hr = show(fd, IDOK);
    printf("open show: hr=%08lx\n", (unsigned long)hr);
    result("open", fd);
    IFileDialog_GetFileTypeIndex(fd, &index);
    printf("type index after: %u\n", index);
    hr = IFileOpenDialog_GetResults(od, &array);
    printf("results: hr=%08lx\n", (unsigned long)hr);
    IShellItemArray_GetCount(array, &n);
    printf("results count: %lu\n", n);
    IShellItemArray_Release(array);
    s = NULL;
    hr = IFileDialog_GetFileName(fd, &s);
    printf("name after: hr=%08lx %ls\n", (unsigned long)hr, s ? s : L"(none)");
    CoTaskMemFree(s);
    hr = IFileDialog_GetFolder(fd, &item);
    s = NULL;
    IShellItem_GetDisplayName(item, SIGDN_FILESYSPATH, &s);
    printf("folder after: hr=%08lx %ls\n", (unsigned long)hr, s);
    CoTaskMemFree(s);
    IShellItem_Release(item);

    /* an event sink hears OnFileOk */
    hr = IFileDialog_Advise(fd, &events, &cookie);
    printf("advise: hr=%08lx refs=%ld\n", (unsigned long)hr, ev_refs);
    hr = show(fd, IDOK);
    printf("advised show: hr=%08lx\n", (unsigned long)hr);
    hr = IFileDialog_Unadvise(fd, cookie);
    printf("unadvise: hr=%08lx refs=%ld\n", (unsigned long)hr, ev_refs);
    printf("unadvise again: hr=%08lx\n", (unsigned long)IFileDialog_Unadvise(fd, cookie));
    printf("release open: %lu\n", IFileDialog_Release(fd));

    /* a save dialog adds the default extension to a new name */
    hr = CoCreateInstance(&CLSID_FileSaveDialog, NULL, CLSCTX_INPROC_SERVER,
                          &IID_IFileSaveDialog, (void **)&sd);
    printf("create save: hr=%08lx\n", (unsigned long)hr);
    fd = (IFileDialog *)sd;
    IFileDialog_GetOptions(fd, &opts);
    printf("save options: %08lx\n", (unsigned long)opts);
    item = folder_item(L"C:\\itemdlg");
    IFileDialog_SetDefaultFolder(fd, item);
    IShellItem_Release(item);
    IFileDialog_SetFileTypes(fd, 3, types);
    IFileDialog_SetDefaultExtension(fd, L"txt");
    IFileDialog_SetFileName(fd, L"new");
    hr = show(fd, IDOK);
    printf("save show: hr=%08lx\n", (unsigned long)hr);
    result("save", fd);
    IFileDialog_Release(fd);

    /* FOS_PICKFOLDERS */
    CoCreateInstance(&CLSID_FileOpenDialog, NULL, CLSCTX_INPROC_SERVER, &IID_IFileDialog,
                     (void **)&fd);
    IFileDialog_SetOptions(fd, FOS_PICKFOLDERS | FOS_FORCEFILESYSTEM);
    IFileDialog_GetOptions(fd, &opts);
    printf("folder options: %08lx\n", (unsigned long)opts);
    item = folder_item(L"C:\\itemdlg\\sub");
    IFileDialog_SetFolder(fd, item);
    IShellItem_Release(item);
    hr = show(fd, IDOK);
    printf("folder show: hr=%08lx\n", (unsigned long)hr);
    result("folder", fd);
    hr = show(fd, IDCANCEL);
    printf("folder cancel: hr=%08lx\n", (unsigned long)hr);
    IFileDialog_Release(fd);

    DeleteFileA("C:\\itemdlg\\b.txt");
    DeleteFileA("C:\\itemdlg\\c.log");
    RemoveDirectoryA("C:\\itemdlg\\sub");
    printf("cleaned=%d\n", RemoveDirectoryA("C:\\itemdlg"));
    CoUninitialize();
    return 0;
}
