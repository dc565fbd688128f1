/* sh_sysimages: what Wine's explorer asks of shell32 and comctl32 for its address box,
 * printed line by line: SHGetImageList's system lists (IImageList, also usable as an
 * HIMAGELIST), SHGetFileInfo's SHGFI_SYSICONINDEX (the small list and an index),
 * SHGetIDListFromObject of shell folders, and a ComboBoxEx's CBEM_SETITEM of item -1
 * (the edit box's text). test/win32/shell/test_shell_sysimages.py compares the lines
 * with Wine 8's.
 */
#define COBJMACROS
#include <windows.h>
#include <commctrl.h>
#include <initguid.h>
#include <commoncontrols.h>
#include <shlobj.h>
#include <stdio.h>

static void list_size(int kind)
{
    IImageList *il = NULL;
    int cx = 0, cy = 0, hx = 0, hy = 0, n = 0;
    HRESULT hr = SHGetImageList(kind, &IID_IImageList, (void **)&il);
    if (il) {
        IImageList_GetIconSize(il, &cx, &cy);
        ImageList_GetIconSize((HIMAGELIST)il, &hx, &hy);
        IImageList_GetImageCount(il, &n);
    }
    printf("imagelist %d hr=%lx size=%dx%d handle-size=%dx%d images=%d\n", kind, hr, cx, cy,
           hx, hy, n > 0);
    if (il) IImageList_Release(il);
}

int main(void)
{
    IImageList *small = NULL;
    IShellFolder *desk, *sub = NULL;
    LPITEMIDLIST deskpidl, dirpidl, got = NULL, filepidl;
    SHFILEINFOW info;
    DWORD_PTR ret;
    int dir_icon, file_icon;
    HRESULT hr;
    HWND host, box, edit;
    COMBOBOXEXITEMW item = {0};
    WCHAR text[64];
    INITCOMMONCONTROLSEX icc = {sizeof(icc), ICC_USEREX_CLASSES};
    HANDLE h;

    CoInitialize(NULL);
    InitCommonControlsEx(&icc);
    CreateDirectoryW(L"C:\\sysimg", NULL);
    h = CreateFileW(L"C:\\sysimg\\note.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);

    list_size(SHIL_SMALL);
    list_size(SHIL_LARGE);
    list_size(SHIL_EXTRALARGE);
    hr = SHGetImageList(99, &IID_IImageList, (void **)&small);
    printf("imagelist 99 hr=%lx out=%d\n", hr, small != NULL);
    SHGetImageList(SHIL_SMALL, &IID_IImageList, (void **)&small);

    SHGetSpecialFolderLocation(NULL, CSIDL_DESKTOP, &deskpidl);
    memset(&info, 0, sizeof(info));
    ret = SHGetFileInfoW((LPCWSTR)deskpidl, 0, &info, sizeof(info),
                         SHGFI_PIDL | SHGFI_SYSICONINDEX | SHGFI_SMALLICON);
    printf("fileinfo desktop small-list=%d icon>=0 %d\n", ret == (DWORD_PTR)small,
           info.iIcon >= 0);
    dirpidl = ILCreateFromPathW(L"C:\\sysimg");
    ret = SHGetFileInfoW((LPCWSTR)dirpidl, 0, &info, sizeof(info),
                         SHGFI_PIDL | SHGFI_SYSICONINDEX | SHGFI_SMALLICON);
    dir_icon = info.iIcon;
    printf("fileinfo folder small-list=%d\n", ret == (DWORD_PTR)small);
    filepidl = ILCreateFromPathW(L"C:\\sysimg\\note.txt");
    ret = SHGetFileInfoW((LPCWSTR)filepidl, 0, &info, sizeof(info),
                         SHGFI_PIDL | SHGFI_SYSICONINDEX | SHGFI_SMALLICON);
    file_icon = info.iIcon;
    printf("fileinfo file small-list=%d differs-from-folder=%d\n", ret == (DWORD_PTR)small,
           file_icon != dir_icon);
    ret = SHGetFileInfoW((LPCWSTR)filepidl, 0, &info, sizeof(info),
                         SHGFI_PIDL | SHGFI_SYSICONINDEX);
    printf("fileinfo file large-list=%d\n", ret != 0 && ret != (DWORD_PTR)small);

    SHGetDesktopFolder(&desk);
    hr = SHGetIDListFromObject((IUnknown *)desk, &got);
    printf("idlist desktop hr=%lx equal=%d\n", hr, got && ILIsEqual(got, deskpidl));
    CoTaskMemFree(got);
    got = NULL;
    IShellFolder_BindToObject(desk, dirpidl, NULL, &IID_IShellFolder, (void **)&sub);
    hr = SHGetIDListFromObject((IUnknown *)sub, &got);
    printf("idlist folder hr=%lx equal=%d\n", hr, got && ILIsEqual(got, dirpidl));
    CoTaskMemFree(got);
    hr = SHGetIDListFromObject(NULL, &got);
    printf("idlist null hr=%lx\n", hr);

    host = CreateWindowW(L"STATIC", L"host", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200, NULL, NULL, NULL, NULL);
    box = CreateWindowW(WC_COMBOBOXEXW, L"", WS_CHILD | WS_VISIBLE | CBS_DROPDOWN, 0, 0, 200,
                        150, host, NULL, NULL, NULL);
    SendMessageW(box, CBEM_SETIMAGELIST, 0, (LPARAM)small);
    printf("combo imagelist same=%d\n", SendMessageW(box, CBEM_GETIMAGELIST, 0, 0) == (LRESULT)small);
    item.mask = CBEIF_TEXT | CBEIF_IMAGE | CBEIF_INDENT;
    item.iItem = -1;
    item.pszText = L"Desktop";
    item.iImage = file_icon;
    printf("insert=%d\n", (int)SendMessageW(box, CBEM_INSERTITEMW, 0, (LPARAM)&item));
    item.pszText = L"Shown";
    printf("setitem -1 =%d\n", (int)SendMessageW(box, CBEM_SETITEMW, 0, (LPARAM)&item));
    edit = (HWND)SendMessageW(box, CBEM_GETEDITCONTROL, 0, 0);
    GetWindowTextW(edit, text, 64);
    printf("edit text=%ls count=%d\n", text, (int)SendMessageW(box, CB_GETCOUNT, 0, 0));
    DestroyWindow(host);

    IShellFolder_Release(sub);
    IShellFolder_Release(desk);
    IImageList_Release(small);
    ILFree(dirpidl);
    ILFree(filepidl);
    DeleteFileW(L"C:\\sysimg\\note.txt");
    RemoveDirectoryW(L"C:\\sysimg");
    printf("done\n");
    return 0;
}
