/* sh_ebrowser [drives]: shell32's ExplorerBrowser as Wine's explorer.exe drives it, printed line by
 * line: CoCreateInstance of CLSID_ExplorerBrowser (and its class object), Initialize in a
 * window of ours, SetOptions/GetOptions, Advise with an IExplorerBrowserEvents sink that
 * prints each event, BrowseToIDList of a folder made here (C:\ebtest: a subfolder and two
 * files), GetCurrentView's IShellView and its window (SHELLDLL_DefView) holding a report
 * list view: its item count, column headers and item names; SetRect, Unadvise, Destroy.
 * With "drives" it browses to My Computer instead.
 * test/win32/shell/test_shell_ebrowser.py compares the lines with Wine 8's.
 */
#define COBJMACROS
#include <windows.h>
#include <commctrl.h>
#include <shlobj.h>
#include <shobjidl.h>
#include <stdio.h>

static ULONG events_refs = 1;

static HRESULT WINAPI ev_qi(IExplorerBrowserEvents *iface, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IExplorerBrowserEvents)) {
        *out = iface;
        events_refs++;
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG WINAPI ev_addref(IExplorerBrowserEvents *iface) { return ++events_refs; }
static ULONG WINAPI ev_release(IExplorerBrowserEvents *iface) { return --events_refs; }

static int count(LPCITEMIDLIST p)
{
    int n = 0;
    while (p && p->mkid.cb) {
        n++;
        p = (LPCITEMIDLIST)((const BYTE *)p + p->mkid.cb);
    }
    return n;
}

static LPITEMIDLIST target;

static HRESULT WINAPI ev_pending(IExplorerBrowserEvents *iface, PCIDLIST_ABSOLUTE pidl)
{
    printf("event pending items=%d equal=%d\n", count(pidl), ILIsEqual(pidl, target));
    return S_OK;
}
static HRESULT WINAPI ev_created(IExplorerBrowserEvents *iface, IShellView *view)
{
    printf("event viewcreated view=%d\n", view != NULL);
    return S_OK;
}
static HRESULT WINAPI ev_complete(IExplorerBrowserEvents *iface, PCIDLIST_ABSOLUTE pidl)
{
    printf("event complete items=%d equal=%d\n", count(pidl), ILIsEqual(pidl, target));
    return S_OK;
}
static HRESULT WINAPI ev_failed(IExplorerBrowserEvents *iface, PCIDLIST_ABSOLUTE pidl)
{
    printf("event failed\n");
    return S_OK;
}

static IExplorerBrowserEventsVtbl events_vtbl = {
    ev_qi, ev_addref, ev_release, ev_pending, ev_created, ev_complete, ev_failed
};
static IExplorerBrowserEvents events = { &events_vtbl };

static void touch(const WCHAR *path, const char *text)
{
    DWORD n;
    /* a fixed modification time (2021-03-04 05:06:07 UTC), so the Modified column can
     * be compared */
    SYSTEMTIME st = {2021, 3, 4, 4, 5, 6, 7, 0};
    FILETIME ft;
    HANDLE h = CreateFileW(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, text, strlen(text), &n, NULL);
    SystemTimeToFileTime(&st, &ft);
    SetFileTime(h, NULL, NULL, &ft);
    CloseHandle(h);
}

static void show_list(HWND view)
{
    WCHAR cls[64], text[128];
    HWND list = GetWindow(view, GW_CHILD);
    HWND header;
    int i, n, cols;

    GetClassNameW(list, cls, 64);
    printf("view child class=%ls report=%d\n", cls,
           (GetWindowLongW(list, GWL_STYLE) & LVS_TYPEMASK) == LVS_REPORT);
    header = (HWND)SendMessageW(list, LVM_GETHEADER, 0, 0);
    cols = (int)SendMessageW(header, HDM_GETITEMCOUNT, 0, 0);
    printf("columns=%d\n", cols);
    for (i = 0; i < cols; i++) {
        HDITEMW hd = {0};
        text[0] = 0;
        hd.mask = HDI_TEXT;
        hd.pszText = text;
        hd.cchTextMax = 128;
        SendMessageW(header, HDM_GETITEMW, i, (LPARAM)&hd);
        printf("column %d %ls\n", i, text);
    }
    n = (int)SendMessageW(list, LVM_GETITEMCOUNT, 0, 0);
    printf("items=%d\n", n);
    for (i = 0; i < n; i++) {
        LVITEMW it = {0};
        text[0] = 0;
        it.iSubItem = 0;
        it.pszText = text;
        it.cchTextMax = 128;
        SendMessageW(list, LVM_GETITEMTEXTW, i, (LPARAM)&it);
        printf("item %d %ls", i, text);
        /* the other columns (a folder's date is when the test made it: not printed) */
        for (it.iSubItem = 1; it.iSubItem < cols; it.iSubItem++) {
            text[0] = 0;
            SendMessageW(list, LVM_GETITEMTEXTW, i, (LPARAM)&it);
            if (it.iSubItem == 3 && cols == 5 && i == 0)
                printf("|(folder date: %d)", text[0] != 0);
            else
                printf("|%ls", text);
        }
        printf("\n");
    }
}

int main(int argc, char **argv)
{
    IExplorerBrowser *eb = NULL, *eb2 = NULL;
    IClassFactory *cf = NULL;
    IShellView *view = NULL;
    IShellBrowser *sb = NULL;
    FOLDERSETTINGS fs;
    EXPLORER_BROWSER_OPTIONS opts = 0;
    RECT rc = {0, 0, 400, 300};
    WCHAR cls[64];
    HWND host, child, vw = NULL, sbw = NULL;
    DWORD cookie = 0;
    HRESULT hr;
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_LISTVIEW_CLASSES};

    OleInitialize(NULL);
    InitCommonControlsEx(&icc);
    CreateDirectoryW(L"C:\\ebtest", NULL);
    CreateDirectoryW(L"C:\\ebtest\\sub", NULL);
    touch(L"C:\\ebtest\\a.txt", "hello");
    touch(L"C:\\ebtest\\b.txt", "hi");
    target = ILCreateFromPathW(L"C:\\ebtest");
    if (argc > 1 && !strcmp(argv[1], "drives")) {       /* My Computer's view instead */
        ILFree(target);
        SHGetSpecialFolderLocation(NULL, CSIDL_DRIVES, &target);
    }

    hr = CoGetClassObject(&CLSID_ExplorerBrowser, CLSCTX_INPROC_SERVER, NULL,
                          &IID_IClassFactory, (void **)&cf);
    printf("classobject hr=%lx\n", hr);
    if (cf) {
        hr = IClassFactory_CreateInstance(cf, NULL, &IID_IExplorerBrowser, (void **)&eb2);
        printf("factory create hr=%lx\n", hr);
        if (eb2) IExplorerBrowser_Release(eb2);
        IClassFactory_Release(cf);
    }
    hr = CoCreateInstance(&CLSID_ExplorerBrowser, NULL, CLSCTX_INPROC_SERVER,
                          &IID_IExplorerBrowser, (void **)&eb);
    printf("create hr=%lx\n", hr);
    if (FAILED(hr))
        return 1;
    hr = IExplorerBrowser_QueryInterface(eb, &IID_IShellBrowser, (void **)&sb);
    printf("qi shellbrowser hr=%lx\n", hr);

    host = CreateWindowW(L"STATIC", L"host", WS_OVERLAPPEDWINDOW, 0, 0, 500, 400,
                         NULL, NULL, NULL, NULL);
    fs.ViewMode = FVM_DETAILS;
    fs.fFlags = FWF_AUTOARRANGE;
    hr = IExplorerBrowser_Initialize(eb, host, &rc, &fs);
    child = GetWindow(host, GW_CHILD);
    GetClassNameW(child, cls, 64);
    printf("initialize hr=%lx child class=%ls\n", hr, cls);
    if (sb) {
        hr = IShellBrowser_GetWindow(sb, &sbw);
        printf("shellbrowser window hr=%lx is-child=%d\n", hr, sbw == child);
    }
    hr = IExplorerBrowser_SetOptions(eb, EBO_NOTRAVELLOG);
    IExplorerBrowser_GetOptions(eb, &opts);
    printf("setoptions hr=%lx options=%x\n", hr, opts);
    hr = IExplorerBrowser_GetCurrentView(eb, &IID_IShellView, (void **)&view);
    printf("view before browse hr=%lx\n", hr);
    hr = IExplorerBrowser_Advise(eb, &events, &cookie);
    printf("advise hr=%lx cookie=%d\n", hr, cookie != 0);
    hr = IExplorerBrowser_BrowseToIDList(eb, target, SBSP_ABSOLUTE);
    printf("browse hr=%lx\n", hr);
    hr = IExplorerBrowser_GetCurrentView(eb, &IID_IShellView, (void **)&view);
    printf("getcurrentview hr=%lx\n", hr);
    if (view) {
        RECT r, nr = {10, 20, 310, 220};
        hr = IShellView_GetWindow(view, &vw);
        GetClassNameW(vw, cls, 64);
        printf("view window hr=%lx class=%ls parent-is-browser=%d\n", hr, cls,
               GetParent(vw) == child);
        show_list(vw);
        hr = IExplorerBrowser_SetRect(eb, NULL, nr);
        GetWindowRect(child, &r);
        MapWindowPoints(NULL, host, (POINT *)&r, 2);
        printf("setrect hr=%lx rect=%ld,%ld,%ld,%ld\n", hr, r.left, r.top, r.right, r.bottom);
        IShellView_Release(view);
    }
    hr = IExplorerBrowser_Unadvise(eb, cookie);
    printf("unadvise hr=%lx\n", hr);
    hr = IExplorerBrowser_Unadvise(eb, cookie);
    printf("unadvise again hr=%lx\n", hr);
    if (sb) IShellBrowser_Release(sb);
    hr = IExplorerBrowser_Destroy(eb);
    printf("destroy hr=%lx window-gone=%d\n", hr, !IsWindow(child));
    IExplorerBrowser_Release(eb);
    DestroyWindow(host);
    ILFree(target);
    DeleteFileW(L"C:\\ebtest\\a.txt");
    DeleteFileW(L"C:\\ebtest\\b.txt");
    RemoveDirectoryW(L"C:\\ebtest\\sub");
    RemoveDirectoryW(L"C:\\ebtest");
    printf("done\n");
    return 0;
}
