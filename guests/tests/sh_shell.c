/* sh_shell: the shell namespace and the NSIS stub's helpers, printed line by line.
 *
 * Builds C:\shtest (two folders, two files), walks it through SHGetDesktopFolder's
 * IShellFolder (ParseDisplayName, BindToObject, EnumObjects, GetDisplayNameOf,
 * GetAttributesOf, CompareIDs), SHBindToParent, the IL* helpers, SHGetFileInfo,
 * SHGetPathFromIDList, SHGetSpecialFolderLocation, then GetDiskFreeSpaceEx, the file
 * times and GetClassInfo, and removes what it made. test/win32/shell/test_shell_namespace.py
 * compares the lines with what Wine 8 prints for the same binary.
 */
#define COBJMACROS
#include <windows.h>
#include <shlobj.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

static void strret(IShellFolder *sf, LPCITEMIDLIST pidl, DWORD flags, WCHAR *out)
{
    STRRET sr;
    out[0] = 0;
    if (FAILED(IShellFolder_GetDisplayNameOf(sf, pidl, flags, &sr)))
        return;
    if (sr.uType == STRRET_WSTR) {
        lstrcpynW(out, sr.pOleStr, MAX_PATH);
        CoTaskMemFree(sr.pOleStr);
    } else if (sr.uType == STRRET_CSTR) {
        MultiByteToWideChar(CP_ACP, 0, sr.cStr, -1, out, MAX_PATH);
    } else {
        MultiByteToWideChar(CP_ACP, 0, (char *)pidl + sr.uOffset, -1, out, MAX_PATH);
    }
}

static void make_file(const WCHAR *path, const char *text)
{
    DWORD n;
    HANDLE h = CreateFileW(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, text, (DWORD)strlen(text), &n, NULL);
    CloseHandle(h);
}

struct child { WCHAR name[MAX_PATH]; ULONG attrs; };

static int by_name(const void *a, const void *b)
{
    return lstrcmpiW(((const struct child *)a)->name, ((const struct child *)b)->name);
}

int main(void)
{
    IShellFolder *desk, *folder, *parent;
    IEnumIDList *en;
    LPITEMIDLIST pidl, kid, kids[8], full, drives;
    LPCITEMIDLIST last;
    struct child seen[8];
    ULONG eaten, attrs, got;
    (void)eaten;
    WCHAR buf[MAX_PATH];
    SHFILEINFOW sfi;
    HRESULT hr;
    int n = 0, i;

    CoInitialize(NULL);
    CreateDirectoryW(L"C:\\shtest", NULL);
    CreateDirectoryW(L"C:\\shtest\\Beta", NULL);
    CreateDirectoryW(L"C:\\shtest\\Gamma", NULL);
    make_file(L"C:\\shtest\\alpha.dat", "alpha");
    make_file(L"C:\\shtest\\Beta\\inner.dat", "inner");
    make_file(L"C:\\shtest\\Beta\\second.dat", "second");

    hr = SHGetDesktopFolder(&desk);
    printf("desktop hr=%lx\n", hr);
    attrs = SFGAO_FOLDER | SFGAO_FILESYSTEM;
    hr = IShellFolder_ParseDisplayName(desk, NULL, NULL, L"C:\\shtest", &eaten, &pidl, &attrs);
    printf("parse hr=%lx attrs=%lx\n", hr, attrs & (SFGAO_FOLDER | SFGAO_FILESYSTEM));
    i = SHGetPathFromIDListW(pidl, buf);
    printf("path ok=%d %ls\n", i, buf);
    hr = IShellFolder_ParseDisplayName(desk, NULL, NULL, L"C:\\shtest\\nope", &eaten, &kid, NULL);
    printf("parse missing hr=%lx\n", hr);

    hr = IShellFolder_BindToObject(desk, pidl, NULL, &IID_IShellFolder, (void **)&folder);
    printf("bind hr=%lx\n", hr);
    hr = IShellFolder_EnumObjects(folder, NULL, SHCONTF_FOLDERS | SHCONTF_NONFOLDERS, &en);
    printf("enum hr=%lx\n", hr);
    while (n < 8 && IEnumIDList_Next(en, 1, &kid, &got) == S_OK && got == 1) {
        strret(folder, kid, SHGDN_INFOLDER, seen[n].name);
        seen[n].attrs = SFGAO_FOLDER | SFGAO_FILESYSTEM;
        IShellFolder_GetAttributesOf(folder, 1, (LPCITEMIDLIST *)&kid, &seen[n].attrs);
        kids[n++] = kid;
    }
    hr = IEnumIDList_Next(en, 1, &kid, &got);
    printf("next at end hr=%lx fetched=%lu\n", hr, got);
    IEnumIDList_Release(en);
    qsort(seen, n, sizeof(seen[0]), by_name);
    for (i = 0; i < n; i++)
        printf("child %ls attrs=%lx\n", seen[i].name,
               seen[i].attrs & (SFGAO_FOLDER | SFGAO_FILESYSTEM));

    /* CompareIDs: folders before files, then by name */
    {
        static const WCHAR *pairs[][2] = { { L"Beta", L"Gamma" }, { L"alpha.dat", L"Beta" },
                                           { L"Gamma", L"alpha.dat" }, { L"Beta", L"Beta" } };
        for (i = 0; i < 4; i++) {
            LPITEMIDLIST a, b;
            short r;
            IShellFolder_ParseDisplayName(folder, NULL, NULL, (LPWSTR)pairs[i][0], NULL, &a, NULL);
            IShellFolder_ParseDisplayName(folder, NULL, NULL, (LPWSTR)pairs[i][1], NULL, &b, NULL);
            r = (short)HRESULT_CODE(IShellFolder_CompareIDs(folder, 0, a, b));
            printf("compare %ls %ls %d\n", pairs[i][0], pairs[i][1], r < 0 ? -1 : r > 0 ? 1 : 0);
            CoTaskMemFree(a);
            CoTaskMemFree(b);
        }
    }

    /* a child's full parsing name, and back through SHBindToParent */
    hr = IShellFolder_ParseDisplayName(folder, NULL, NULL, L"alpha.dat", &eaten, &kid, NULL);
    printf("parse relative hr=%lx\n", hr);
    strret(folder, kid, SHGDN_FORPARSING, buf);
    printf("forparsing %ls\n", buf);
    full = ILCombine(pidl, kid);
    printf("sizes %d equal=%d clone-equal=%d\n",
           ILGetSize(full) == ILGetSize(pidl) + ILGetSize(kid) - 2,
           ILIsEqual(full, pidl), ILIsEqual(full, ILClone(full)));
    hr = SHBindToParent(full, &IID_IShellFolder, (void **)&parent, &last);
    strret(parent, last, SHGDN_NORMAL, buf);
    printf("bindtoparent hr=%lx last-is-tail=%d name=%ls\n", hr, last == ILFindLastID(full), buf);
    i = SHGetPathFromIDListW(full, buf);
    printf("path ok=%d %ls\n", i, buf);
    IShellFolder_Release(parent);

    /* SHGetFileInfo */
    memset(&sfi, 0, sizeof(sfi));
    i = (int)SHGetFileInfoW(L"C:\\shtest\\alpha.dat", 0, &sfi, sizeof(sfi),
                            SHGFI_DISPLAYNAME | SHGFI_ATTRIBUTES);
    printf("fileinfo ret=%d name=%ls attrs=%lx\n", i, sfi.szDisplayName,
           sfi.dwAttributes & (SFGAO_FOLDER | SFGAO_FILESYSTEM));
    i = (int)SHGetFileInfoW((LPCWSTR)full, 0, &sfi, sizeof(sfi), SHGFI_PIDL | SHGFI_DISPLAYNAME);
    printf("fileinfo pidl ret=%d name=%ls\n", i, sfi.szDisplayName);
    i = (int)SHGetFileInfoW(L"C:\\shtest\\nope.dat", 0, &sfi, sizeof(sfi), SHGFI_DISPLAYNAME);
    printf("fileinfo missing ret=%d\n", i);
    i = (int)SHGetFileInfoW(L"C:\\nope\\x.bin", FILE_ATTRIBUTE_NORMAL, &sfi, sizeof(sfi),
                            SHGFI_USEFILEATTRIBUTES | SHGFI_DISPLAYNAME);
    printf("fileinfo attributes-given ret=%d name=%ls\n", i, sfi.szDisplayName);

    /* My Computer has a parsing name and no path */
    hr = SHGetSpecialFolderLocation(NULL, CSIDL_DRIVES, &drives);
    strret(desk, drives, SHGDN_FORPARSING, buf);
    for (i = 0; buf[i]; i++)                /* Wine spells the CLSID in lower case */
        if (buf[i] >= 'A' && buf[i] <= 'Z')
            buf[i] += 'a' - 'A';
    printf("drives hr=%lx parse=%ls", hr, buf);
    i = SHGetPathFromIDListW(drives, buf);
    printf(" path ok=%d\n", i);
    ILFree(drives);

    /* free space needs an existing folder */
    {
        ULARGE_INTEGER a, t, f;
        BOOL ok = GetDiskFreeSpaceExW(L"C:\\shtest\\", &a, &t, &f);
        printf("diskfree ok=%d avail<=total=%d\n", ok, a.QuadPart <= t.QuadPart);
        SetLastError(0);
        ok = GetDiskFreeSpaceExW(L"C:\\shtest\\nope\\", &a, &t, &f);
        printf("diskfree missing ok=%d err=%lu\n", ok, GetLastError());
    }

    /* SetFileTime sticks through the close */
    {
        FILETIME ft = { 0xE1D58000u, 0x01C9A5BEu }, got_w;   /* 2009-03-01 */
        HANDLE h = CreateFileW(L"C:\\shtest\\alpha.dat", GENERIC_READ | GENERIC_WRITE, 0, NULL,
                               OPEN_EXISTING, 0, NULL);
        DWORD w;
        WriteFile(h, "x", 1, &w, NULL);
        BOOL ok = SetFileTime(h, NULL, NULL, &ft);
        printf("setfiletime ok=%d", ok);
        CloseHandle(h);
        h = CreateFileW(L"C:\\shtest\\alpha.dat", GENERIC_READ, FILE_SHARE_READ, NULL,
                        OPEN_EXISTING, 0, NULL);
        GetFileTime(h, NULL, NULL, &got_w);
        CloseHandle(h);
        printf(" same=%ld\n", CompareFileTime(&got_w, &ft));
    }

    /* GetClassInfo: a system class and a missing one */
    {
        WNDCLASSW wc;
        BOOL ok;
        memset(&wc, 0, sizeof(wc));
        ok = GetClassInfoW(NULL, L"#32770", &wc) != 0;
        printf("classinfo dialog ok=%d proc=%d extra=%d\n", ok, wc.lpfnWndProc != NULL,
               wc.cbWndExtra);
        SetLastError(0);
        ok = GetClassInfoW(NULL, L"NoSuchClass", &wc);
        printf("classinfo missing ok=%d err=%lu\n", ok, GetLastError());
    }

    /* GUID strings */
    {
        IID iid;
        WCHAR text[40];
        LPOLESTR alloc;
        hr = IIDFromString(L"{000214e6-0000-0000-c000-000000000046}", &iid);
        i = StringFromGUID2(&iid, text, 40);
        printf("iid hr=%lx shellfolder=%d len=%d %ls\n", hr, IsEqualIID(&iid, &IID_IShellFolder),
               i, text);
        printf("iid bad hr=%lx small=%d\n", IIDFromString(L"{nope}", &iid),
               StringFromGUID2(&iid, text, 38));
        hr = CLSIDFromString(L"{20D04FE0-3AEA-1069-A2D8-08002B30309D}", &iid);
        StringFromCLSID(&iid, &alloc);
        printf("clsid hr=%lx %ls\n", hr, alloc);
        CoTaskMemFree(alloc);
    }

    /* SHFileOperation: copy into a folder, a wildcard into a new folder, move, rename,
       delete, and a missing source */
    {
        SHFILEOPSTRUCTW op;
        WORD quiet = FOF_NOCONFIRMATION | FOF_SILENT | FOF_NOERRORUI | FOF_NOCONFIRMMKDIR;
        memset(&op, 0, sizeof(op));
        op.wFunc = FO_COPY; op.fFlags = quiet;
        op.pFrom = L"C:\\shtest\\alpha.dat\0"; op.pTo = L"C:\\shtest\\Gamma\0";
        i = SHFileOperationW(&op);
        printf("copy ret=%d there=%d\n", i,
               GetFileAttributesW(L"C:\\shtest\\Gamma\\alpha.dat") != INVALID_FILE_ATTRIBUTES);
        op.pFrom = L"C:\\shtest\\Beta\\*\0"; op.pTo = L"C:\\shtest\\Delta\0";
        i = SHFileOperationW(&op);
        printf("copy wildcard ret=%d there=%d\n", i,
               GetFileAttributesW(L"C:\\shtest\\Delta\\inner.dat") != INVALID_FILE_ATTRIBUTES);
        op.wFunc = FO_MOVE;
        op.pFrom = L"C:\\shtest\\Delta\0"; op.pTo = L"C:\\shtest\\Epsilon\0";
        i = SHFileOperationW(&op);
        printf("move ret=%d gone=%d there=%d\n", i,
               GetFileAttributesW(L"C:\\shtest\\Delta") == INVALID_FILE_ATTRIBUTES,
               GetFileAttributesW(L"C:\\shtest\\Epsilon\\inner.dat") != INVALID_FILE_ATTRIBUTES);
        op.wFunc = FO_RENAME;
        op.pFrom = L"C:\\shtest\\Gamma\\alpha.dat\0"; op.pTo = L"C:\\shtest\\Gamma\\renamed.dat\0";
        i = SHFileOperationW(&op);
        printf("rename ret=%d there=%d\n", i,
               GetFileAttributesW(L"C:\\shtest\\Gamma\\renamed.dat") != INVALID_FILE_ATTRIBUTES);
        op.wFunc = FO_DELETE;
        op.pFrom = L"C:\\shtest\\Epsilon\0C:\\shtest\\Gamma\\renamed.dat\0"; op.pTo = NULL;
        i = SHFileOperationW(&op);
        printf("delete ret=%d gone=%d,%d aborted=%d\n", i,
               GetFileAttributesW(L"C:\\shtest\\Epsilon") == INVALID_FILE_ATTRIBUTES,
               GetFileAttributesW(L"C:\\shtest\\Gamma\\renamed.dat") == INVALID_FILE_ATTRIBUTES,
               op.fAnyOperationsAborted);
    }

    /* _wsplitpath (winefile's) and CharUpper/CharLower */
    {
        WCHAR dr[4], dir[MAX_PATH], fn[MAX_PATH], ext[MAX_PATH], word[] = L"Stra\u00dfe ok";
        _wsplitpath(L"C:\\shtest\\sub/name.tar.gz", dr, dir, fn, ext);
        printf("split [%ls] [%ls] [%ls] [%ls]\n", dr, dir, fn, ext);
        _wsplitpath(L"plain", dr, dir, fn, ext);
        printf("split [%ls] [%ls] [%ls] [%ls]\n", dr, dir, fn, ext);
        CharUpperW(word);
        printf("upper %.4ls+%04x+%ls char=%c\n", word, word[4], word + 5,
               (char)(UINT_PTR)CharUpperW((LPWSTR)(UINT_PTR)'q'));
        i = CharLowerBuffW(word, 3);
        printf("lowerbuff %d %.4ls\n", i, word);
    }

    for (i = 0; i < n; i++)
        CoTaskMemFree(kids[i]);
    IShellFolder_Release(folder);
    IShellFolder_Release(desk);
    DeleteFileW(L"C:\\shtest\\Beta\\inner.dat");
    DeleteFileW(L"C:\\shtest\\Beta\\second.dat");
    DeleteFileW(L"C:\\shtest\\alpha.dat");
    RemoveDirectoryW(L"C:\\shtest\\Beta");
    RemoveDirectoryW(L"C:\\shtest\\Gamma");
    RemoveDirectoryW(L"C:\\shtest");
    CoUninitialize();
    return 0;
}
