/* sh_persist: a shell folder's IPersistFolder2 (GetClassID, GetCurFolder, Initialize) as
 * Wine's explorer and ExplorerBrowser reach it with QueryInterface, and the object's
 * identity across its interfaces, printed line by line for the desktop, My Computer and a
 * file-system folder (C:\persisttest, made here and removed at the end).
 * test/win32/shell/test_shell_persist.py compares the lines with Wine 8's.
 */
#define COBJMACROS
#include <windows.h>
#include <shlobj.h>
#include <stdio.h>

static int count(LPCITEMIDLIST p)
{
    int n = 0;
    while (p && p->mkid.cb) {
        n++;
        p = (LPCITEMIDLIST)((const BYTE *)p + p->mkid.cb);
    }
    return n;
}

static void show(const char *what, IShellFolder *sf, LPCITEMIDLIST expect)
{
    IPersistFolder2 *pf2 = NULL;
    IPersistFolder *pf = NULL;
    IPersist *p = NULL;
    IUnknown *u1 = NULL, *u2 = NULL;
    IShellFolder *back = NULL;
    LPITEMIDLIST cur = NULL;
    CLSID clsid;
    WCHAR text[64];
    HRESULT hr;

    hr = IShellFolder_QueryInterface(sf, &IID_IPersistFolder2, (void **)&pf2);
    printf("%s qi-persistfolder2 hr=%lx\n", what, hr);
    if (FAILED(hr))
        return;
    hr = IPersistFolder2_GetClassID(pf2, &clsid);
    StringFromGUID2(&clsid, text, 64);
    printf("%s classid hr=%lx %ls\n", what, hr, text);
    hr = IPersistFolder2_GetCurFolder(pf2, &cur);
    printf("%s curfolder hr=%lx items=%d equal=%d\n", what, hr, count(cur),
           cur && expect ? ILIsEqual(cur, expect) : -1);
    IPersistFolder2_QueryInterface(pf2, &IID_IShellFolder, (void **)&back);
    IShellFolder_QueryInterface(sf, &IID_IUnknown, (void **)&u1);
    IPersistFolder2_QueryInterface(pf2, &IID_IUnknown, (void **)&u2);
    printf("%s identity back=%d unknown=%d\n", what, back == sf, u1 == u2);
    hr = IShellFolder_QueryInterface(sf, &IID_IPersistFolder, (void **)&pf);
    printf("%s qi-persistfolder hr=%lx\n", what, hr);
    hr = IShellFolder_QueryInterface(sf, &IID_IPersist, (void **)&p);
    printf("%s qi-persist hr=%lx\n", what, hr);
    if (p) IUnknown_Release(p);
    if (pf) IUnknown_Release(pf);
    if (back) IShellFolder_Release(back);
    if (u1) IUnknown_Release(u1);
    if (u2) IUnknown_Release(u2);
    IPersistFolder2_Release(pf2);
    CoTaskMemFree(cur);
}

int main(void)
{
    IShellFolder *desk, *sub = NULL, *comp = NULL;
    LPITEMIDLIST path, deskpidl, drives, other;
    IPersistFolder2 *pf2;
    LPITEMIDLIST cur = NULL;
    HRESULT hr;

    CoInitialize(NULL);
    CreateDirectoryW(L"C:\\persisttest", NULL);
    CreateDirectoryW(L"C:\\persisttest\\inner", NULL);
    SHGetDesktopFolder(&desk);
    SHGetSpecialFolderLocation(NULL, CSIDL_DESKTOP, &deskpidl);
    show("desktop", desk, deskpidl);

    SHGetSpecialFolderLocation(NULL, CSIDL_DRIVES, &drives);
    hr = IShellFolder_BindToObject(desk, drives, NULL, &IID_IShellFolder, (void **)&comp);
    printf("bind computer hr=%lx\n", hr);
    if (comp) show("computer", comp, drives);

    path = ILCreateFromPathW(L"C:\\persisttest");
    hr = IShellFolder_BindToObject(desk, path, NULL, &IID_IShellFolder, (void **)&sub);
    printf("bind folder hr=%lx\n", hr);
    if (sub) show("folder", sub, path);

    /* IPersistFolder::Initialize points the folder object at another folder */
    other = ILCreateFromPathW(L"C:\\persisttest\\inner");
    if (sub && SUCCEEDED(IShellFolder_QueryInterface(sub, &IID_IPersistFolder2, (void **)&pf2))) {
        hr = IPersistFolder2_Initialize(pf2, other);
        IPersistFolder2_GetCurFolder(pf2, &cur);
        printf("initialize hr=%lx equal-inner=%d\n", hr, cur ? ILIsEqual(cur, other) : -1);
        CoTaskMemFree(cur);
        IPersistFolder2_Release(pf2);
    }
    if (sub) IShellFolder_Release(sub);
    if (comp) IShellFolder_Release(comp);
    IShellFolder_Release(desk);
    ILFree(path); ILFree(other); ILFree(drives); ILFree(deskpidl);
    RemoveDirectoryW(L"C:\\persisttest\\inner");
    RemoveDirectoryW(L"C:\\persisttest");
    CoUninitialize();
    printf("done\n");
    return 0;
}
