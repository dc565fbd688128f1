/* shelllink: the shell link object (CLSID_ShellLink) as installers and SnoreToast use it:
 * IShellLinkW / IShellLinkA's fields, IPropertyStore's AppUserModel ID, IPersistFile's
 * Save and Load of a .lnk file, IPersistStream over a memory stream, and
 * IShellLinkDataList's flags, printed line by line; then CoAddRefServerProcess and
 * CoReleaseServerProcess, which SnoreToast calls next.
 *
 *   shelllink.exe             everything, in C:\lnktest (made here, removed at the end)
 *   shelllink.exe save FILE   only make and save a link to FILE (its target: this program)
 *   shelllink.exe load FILE   only load FILE and print its fields
 *
 * test/win32/shell/test_shell_link.py compares the lines with Wine 8's; the save/load pair
 * is how a .lnk written under one was read under the other.
 */
#define COBJMACROS
#include <windows.h>
#include <shlobj.h>
#include <shobjidl.h>
#include <propsys.h>
#include <propidl.h>
#include <stdio.h>
#include <string.h>

static const CLSID clsid_link = {0x00021401, 0, 0, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const IID iid_linkw = {0x000214f9, 0, 0, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const IID iid_linka = {0x000214ee, 0, 0, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const IID iid_pfile = {0x0000010b, 0, 0, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const IID iid_pstream = {0x00000109, 0, 0, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const IID iid_store = {0x886d8eeb, 0x8cf2, 0x4446, {0x8d, 0x02, 0xcd, 0xba, 0x1d, 0xbd, 0xcf, 0x99}};
static const IID iid_datalist = {0x45e2b4ae, 0xb1c3, 0x11d0, {0xb9, 0x2f, 0x00, 0xa0, 0xc9, 0x03, 0x12, 0xe1}};
static const PROPERTYKEY key_aumid = {{0x9f4c2855, 0x9f79, 0x4b39, {0xa8, 0xd0, 0xe1, 0xd4, 0x2d, 0xe1, 0xd5, 0xf3}}, 5};

static IShellLinkW *new_link(void)
{
    IShellLinkW *sl = NULL;
    HRESULT hr = CoCreateInstance(&clsid_link, NULL, CLSCTX_INPROC_SERVER, &iid_linkw, (void **)&sl);
    if (FAILED(hr)) {
        printf("CoCreateInstance hr=%lx\n", hr);
        return NULL;
    }
    return sl;
}

/* the name part of a path (the directories differ between runs) */
static const WCHAR *tail(const WCHAR *p)
{
    const WCHAR *s = wcsrchr(p, L'\\');
    return s ? s + 1 : p;
}

static void show_aumid(const char *what, IShellLinkW *sl)
{
    IPropertyStore *ps = NULL;
    PROPVARIANT pv;
    HRESULT hr = IShellLinkW_QueryInterface(sl, &iid_store, (void **)&ps);
    printf("%s qi-propertystore hr=%lx\n", what, hr);
    if (FAILED(hr))
        return;
    PropVariantInit(&pv);
    hr = IPropertyStore_GetValue(ps, &key_aumid, &pv);
    printf("%s aumid hr=%lx vt=%d %ls\n", what, hr, pv.vt,
           pv.vt == VT_LPWSTR ? pv.pwszVal : L"-");
    PropVariantClear(&pv);
    IPropertyStore_Release(ps);
}

/* the fields of a link through IShellLinkW, then the path through IShellLinkA */
static void show(const char *what, IShellLinkW *sl)
{
    WCHAR buf[MAX_PATH];
    char abuf[MAX_PATH];
    WIN32_FIND_DATAW fd;
    IShellLinkA *sla = NULL;
    int icon = -1, show_cmd = -1;
    WORD hotkey = 0;
    HRESULT hr;

    memset(&fd, 0xcc, sizeof fd);
    buf[0] = 0;
    hr = IShellLinkW_GetPath(sl, buf, MAX_PATH, &fd, 0);
    printf("%s path hr=%lx %ls attrs=%lx size=%lu name=%ls\n", what, hr, tail(buf),
           fd.dwFileAttributes, fd.nFileSizeLow, fd.cFileName);
    buf[0] = 0;
    hr = IShellLinkW_GetArguments(sl, buf, MAX_PATH);
    printf("%s args hr=%lx [%ls]\n", what, hr, buf);
    wcscpy(buf, L"xxxxxxxx");
    hr = IShellLinkW_GetArguments(sl, buf, 4);
    printf("%s args(4) hr=%lx [%ls]\n", what, hr, buf);
    buf[0] = 0;
    hr = IShellLinkW_GetDescription(sl, buf, MAX_PATH);
    printf("%s description hr=%lx [%ls]\n", what, hr, buf);
    buf[0] = 0;
    hr = IShellLinkW_GetWorkingDirectory(sl, buf, MAX_PATH);
    printf("%s workdir hr=%lx [%ls]\n", what, hr, buf);
    buf[0] = 0;
    hr = IShellLinkW_GetIconLocation(sl, buf, MAX_PATH, &icon);
    printf("%s icon hr=%lx [%ls] %d\n", what, hr, buf, icon);
    hr = IShellLinkW_GetShowCmd(sl, &show_cmd);
    printf("%s showcmd hr=%lx %d\n", what, hr, show_cmd);
    hr = IShellLinkW_GetHotkey(sl, &hotkey);
    printf("%s hotkey hr=%lx %x\n", what, hr, hotkey);
    hr = IShellLinkW_QueryInterface(sl, &iid_linka, (void **)&sla);
    printf("%s qi-linka hr=%lx\n", what, hr);
    if (SUCCEEDED(hr)) {
        char *s;
        abuf[0] = 0;
        hr = IShellLinkA_GetPath(sla, abuf, MAX_PATH, NULL, 0);
        s = strrchr(abuf, '\\');
        printf("%s A path hr=%lx %s\n", what, hr, s ? s + 1 : abuf);
        abuf[0] = 0;
        hr = IShellLinkA_GetArguments(sla, abuf, MAX_PATH);
        printf("%s A args hr=%lx [%s]\n", what, hr, abuf);
        IShellLinkA_Release(sla);
    }
    show_aumid(what, sl);
}

static void fill(IShellLinkW *sl, const WCHAR *target, const WCHAR *dir)
{
    IPropertyStore *ps = NULL;
    PROPVARIANT pv;
    HRESULT hr;

    hr = IShellLinkW_SetPath(sl, target);
    printf("SetPath hr=%lx\n", hr);
    printf("SetArguments hr=%lx\n", IShellLinkW_SetArguments(sl, L"-t \"a b\" -m M"));
    printf("SetDescription hr=%lx\n", IShellLinkW_SetDescription(sl, L"A test link"));
    printf("SetWorkingDirectory hr=%lx\n", IShellLinkW_SetWorkingDirectory(sl, dir));
    printf("SetIconLocation hr=%lx\n", IShellLinkW_SetIconLocation(sl, L"C:\\icons.dll", 3));
    printf("SetShowCmd hr=%lx\n", IShellLinkW_SetShowCmd(sl, SW_SHOWMINNOACTIVE));
    printf("SetHotkey hr=%lx\n", IShellLinkW_SetHotkey(sl, MAKEWORD('K', HOTKEYF_CONTROL | HOTKEYF_ALT)));
    hr = IShellLinkW_QueryInterface(sl, &iid_store, (void **)&ps);
    if (SUCCEEDED(hr)) {
        pv.vt = VT_LPWSTR;
        pv.pwszVal = L"Snore.DesktopToasts.0.7.0";
        printf("SetValue hr=%lx\n", IPropertyStore_SetValue(ps, &key_aumid, &pv));
        printf("Commit hr=%lx\n", IPropertyStore_Commit(ps));
        IPropertyStore_Release(ps);
    }
}

static int save(const WCHAR *file, const WCHAR *target, const WCHAR *dir)
{
    IShellLinkW *sl = new_link();
    IPersistFile *pf = NULL;
    LPOLESTR cur = NULL;
    CLSID clsid;
    WCHAR text[64];
    HRESULT hr;

    if (!sl)
        return 1;
    hr = IShellLinkW_QueryInterface(sl, &iid_pfile, (void **)&pf);
    printf("qi-persistfile hr=%lx\n", hr);
    if (FAILED(hr))
        return 1;
    printf("IsDirty new hr=%lx\n", IPersistFile_IsDirty(pf));
    fill(sl, target, dir);
    printf("IsDirty filled hr=%lx\n", IPersistFile_IsDirty(pf));
    hr = IPersistFile_GetClassID(pf, &clsid);
    StringFromGUID2(&clsid, text, 64);
    printf("GetClassID hr=%lx %ls\n", hr, text);
    hr = IPersistFile_Save(pf, file, TRUE);
    printf("Save hr=%lx\n", hr);
    printf("IsDirty saved hr=%lx\n", IPersistFile_IsDirty(pf));
    hr = IPersistFile_GetCurFile(pf, &cur);
    printf("GetCurFile hr=%lx %ls\n", hr, cur ? tail(cur) : L"(null)");
    CoTaskMemFree(cur);
    show("saved", sl);
    IPersistFile_Release(pf);
    IShellLinkW_Release(sl);
    return 0;
}

static int load(const WCHAR *file)
{
    IShellLinkW *sl = new_link();
    IPersistFile *pf = NULL;
    LPOLESTR cur = NULL;
    HRESULT hr;

    if (!sl)
        return 1;
    IShellLinkW_QueryInterface(sl, &iid_pfile, (void **)&pf);
    hr = IPersistFile_Load(pf, file, STGM_READ);
    printf("Load hr=%lx\n", hr);
    printf("IsDirty loaded hr=%lx\n", IPersistFile_IsDirty(pf));
    hr = IPersistFile_GetCurFile(pf, &cur);
    printf("GetCurFile loaded hr=%lx %ls\n", hr, cur ? tail(cur) : L"(null)");
    CoTaskMemFree(cur);
    show("loaded", sl);
    IPersistFile_Release(pf);
    IShellLinkW_Release(sl);
    return 0;
}

static void empty(void)
{
    IShellLinkW *sl = new_link();
    IShellLinkA *sla = NULL;
    IPersistFile *pf = NULL;
    WCHAR buf[MAX_PATH];
    HRESULT hr;

    LPITEMIDLIST pidl = (LPITEMIDLIST)1;
    LPOLESTR cur = (LPOLESTR)1;

    if (!sl)
        return;
    show("empty", sl);
    hr = IShellLinkW_GetIDList(sl, &pidl);
    printf("empty GetIDList hr=%lx null=%d\n", hr, pidl == NULL);
    hr = IShellLinkW_QueryInterface(sl, &iid_pfile, (void **)&pf);
    if (SUCCEEDED(hr)) {
        hr = IPersistFile_GetCurFile(pf, &cur);
        printf("empty GetCurFile hr=%lx %ls\n", hr, cur == NULL ? L"(null)" : cur == (LPOLESTR)1 ? L"(unset)" : cur);
        if (cur != (LPOLESTR)1)
            CoTaskMemFree(cur);
        hr = IPersistFile_Load(pf, L"C:\\lnktest\\missing.lnk", STGM_READ);
        printf("Load missing hr=%lx\n", hr);
        IPersistFile_Release(pf);
    }
    hr = IShellLinkW_SetPath(sl, L"C:\\lnktest\\nothere.exe");
    buf[0] = 0;
    IShellLinkW_GetPath(sl, buf, MAX_PATH, NULL, 0);
    printf("SetPath missing hr=%lx %ls\n", hr, buf);
    pidl = (LPITEMIDLIST)1;
    hr = IShellLinkW_GetIDList(sl, &pidl);
    printf("missing GetIDList hr=%lx null=%d\n", hr, pidl == NULL);
    if (pidl != (LPITEMIDLIST)1)
        CoTaskMemFree(pidl);
    hr = IShellLinkW_SetPath(sl, L"");
    printf("SetPath empty hr=%lx\n", hr);
    IShellLinkW_QueryInterface(sl, &iid_linka, (void **)&sla);
    if (sla) {
        char abuf[MAX_PATH];
        hr = IShellLinkA_SetDescription(sla, "ansi desc");
        abuf[0] = 0;
        IShellLinkA_GetDescription(sla, abuf, MAX_PATH);
        buf[0] = 0;
        IShellLinkW_GetDescription(sl, buf, MAX_PATH);
        printf("A SetDescription hr=%lx A=[%s] W=[%ls]\n", hr, abuf, buf);
        hr = IShellLinkA_SetPath(sla, "C:\\lnktest\\target.exe");
        buf[0] = 0;
        IShellLinkW_GetPath(sl, buf, MAX_PATH, NULL, 0);
        printf("A SetPath hr=%lx %ls\n", hr, buf);
        pidl = NULL;
        hr = IShellLinkW_GetIDList(sl, &pidl);
        buf[0] = 0;
        SHGetPathFromIDListW(pidl, buf);
        printf("GetIDList hr=%lx path=%ls\n", hr, buf);
        CoTaskMemFree(pidl);
        hr = IShellLinkW_Resolve(sl, NULL, SLR_NO_UI);
        printf("Resolve hr=%lx\n", hr);
        IShellLinkA_Release(sla);
    }
    IShellLinkW_Release(sl);
}

static void streams(const WCHAR *target)
{
    IShellLinkW *sl = new_link(), *back = NULL;
    IPersistStream *ps = NULL, *ps2 = NULL;
    IShellLinkDataList *dl = NULL;
    IStream *stm = NULL;
    LARGE_INTEGER zero;
    STATSTG st;
    DWORD flags = 0;
    HRESULT hr;

    if (!sl)
        return;
    IShellLinkW_SetPath(sl, target);
    IShellLinkW_SetArguments(sl, L"stream args");
    hr = IShellLinkW_QueryInterface(sl, &iid_pstream, (void **)&ps);
    printf("qi-persiststream hr=%lx\n", hr);
    if (FAILED(hr))
        return;
    CreateStreamOnHGlobal(NULL, TRUE, &stm);
    hr = IPersistStream_Save(ps, stm, TRUE);
    IStream_Stat(stm, &st, STATFLAG_NONAME);
    printf("stream Save hr=%lx nonempty=%d\n", hr, st.cbSize.QuadPart > 0x4c);
    zero.QuadPart = 0;
    IStream_Seek(stm, zero, STREAM_SEEK_SET, NULL);
    back = new_link();
    IShellLinkW_QueryInterface(back, &iid_pstream, (void **)&ps2);
    hr = IPersistStream_Load(ps2, stm);
    printf("stream Load hr=%lx\n", hr);
    {
        WCHAR buf[MAX_PATH];
        buf[0] = 0;
        IShellLinkW_GetArguments(back, buf, MAX_PATH);
        printf("stream args [%ls]\n", buf);
        buf[0] = 0;
        IShellLinkW_GetPath(back, buf, MAX_PATH, NULL, 0);
        printf("stream path %ls\n", tail(buf));
    }
    hr = IShellLinkW_QueryInterface(back, &iid_datalist, (void **)&dl);
    printf("qi-datalist hr=%lx\n", hr);
    if (SUCCEEDED(hr)) {
        hr = IShellLinkDataList_GetFlags(dl, &flags);
        printf("GetFlags hr=%lx idlist=%d args=%d name=%d\n", hr,
               !!(flags & SLDF_HAS_ID_LIST), !!(flags & SLDF_HAS_ARGS),
               !!(flags & SLDF_HAS_NAME));
        IShellLinkDataList_Release(dl);
    }
    IPersistStream_Release(ps2);
    IShellLinkW_Release(back);
    IStream_Release(stm);
    IPersistStream_Release(ps);
    IShellLinkW_Release(sl);
}

int main(void)
{
    int argc;
    WCHAR **argv = CommandLineToArgvW(GetCommandLineW(), &argc);
    WCHAR self[MAX_PATH], dir[MAX_PATH];
    HANDLE h;
    int rc = 0;

    CoInitialize(NULL);
    GetModuleFileNameW(NULL, self, MAX_PATH);
    if (argc == 3 && !wcscmp(argv[1], L"save")) {
        GetCurrentDirectoryW(MAX_PATH, dir);
        rc = save(argv[2], self, dir);
    } else if (argc == 3 && !wcscmp(argv[1], L"load")) {
        rc = load(argv[2]);
    } else {
        CreateDirectoryW(L"C:\\lnktest", NULL);
        h = CreateFileW(L"C:\\lnktest\\target.exe", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
        WriteFile(h, "MZ0123456789", 12, (DWORD *)&argc, NULL);
        CloseHandle(h);
        save(L"C:\\lnktest\\test.lnk", L"C:\\lnktest\\target.exe", L"C:\\lnktest");
        load(L"C:\\lnktest\\test.lnk");
        empty();
        streams(L"C:\\lnktest\\target.exe");
        DeleteFileW(L"C:\\lnktest\\test.lnk");
        DeleteFileW(L"C:\\lnktest\\target.exe");
        printf("cleanup %d\n", RemoveDirectoryW(L"C:\\lnktest"));
        /* SnoreToast's COM server (WRL's module) counts itself next */
        {
            ULONG a = CoAddRefServerProcess(), b = CoAddRefServerProcess();
            ULONG r1 = CoReleaseServerProcess(), r2 = CoReleaseServerProcess();
            printf("server process refs %lu %lu %lu %lu\n", a, b, r1, r2);
        }
    }
    CoUninitialize();
    printf("done\n");
    return rc;
}
