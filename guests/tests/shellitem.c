/* The shell's item objects (shell32): SHCreateItemFromParsingName and its siblings,
   IShellItem's names, attributes, parent, comparison and handlers, IShellItemArray, and
   SHGetIDListFromObject on an item. Works in C:\shitem (made and removed here); each line
   prints an HRESULT and what came back. */
#define COBJMACROS
#include <windows.h>
#include <shobjidl.h>
#include <shlobj.h>
#include <shlguid.h>
#include <stdio.h>

static void name(const char *what, IShellItem *item, SIGDN sigdn)
{
    LPWSTR s = NULL;
    HRESULT hr = IShellItem_GetDisplayName(item, sigdn, &s);
    printf("%s: hr=%08lx %ls\n", what, (unsigned long)hr, s ? s : L"(null)");
    CoTaskMemFree(s);
}

static IShellItem *parse(const WCHAR *path)
{
    IShellItem *item = (IShellItem *)0xdeadbeef;
    HRESULT hr = SHCreateItemFromParsingName(path, NULL, &IID_IShellItem, (void **)&item);
    printf("parse %ls: hr=%08lx null=%d\n", path, (unsigned long)hr, item == NULL);
    return SUCCEEDED(hr) ? item : NULL;
}

static void attrs(const char *what, IShellItem *item, SFGAOF mask)
{
    SFGAOF got = 0xdeadbeef;
    HRESULT hr = IShellItem_GetAttributes(item, mask, &got);
    printf("%s attrs %08lx: hr=%08lx %08lx\n", what, (unsigned long)mask, (unsigned long)hr,
           (unsigned long)got);
}

static void compare(const char *what, IShellItem *a, IShellItem *b)
{
    int order = 12345;
    HRESULT hr = IShellItem_Compare(a, b, SICHINT_CANONICAL, &order);
    printf("compare %s: hr=%08lx sign=%d\n", what, (unsigned long)hr,
           order > 0 ? 1 : order < 0 ? -1 : 0);
}

int main(void)
{
    IShellItem *dir, *file, *parent, *item;
    IShellItem2 *item2;
    IShellItemArray *array;
    IShellFolder *sf;
    IStream *stream;
    IEnumShellItems *en;
    PIDLIST_ABSOLUTE pidl;
    WCHAR path[MAX_PATH];
    char buf[16];
    ULONG got;
    DWORD n;
    HANDLE h;
    HRESULT hr;
    int i;

    setvbuf(stdout, NULL, _IONBF, 0);
    CoInitialize(NULL);
    CreateDirectoryA("C:\\shitem", NULL);
    CreateDirectoryA("C:\\shitem\\sub", NULL);
    h = CreateFileA("C:\\shitem\\a.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, "hello", 5, &n, NULL);
    CloseHandle(h);

    dir = parse(L"C:\\shitem");
    file = parse(L"c:\\SHITEM\\a.txt");
    parse(L"C:\\shitem\\missing.txt");
    parse(L"C:\\shitem\\missing\\deeper.txt");
    parse(L"relative.txt");
    hr = SHCreateItemFromParsingName(NULL, NULL, &IID_IShellItem, (void **)&item);
    printf("parse NULL: hr=%08lx\n", (unsigned long)hr);

    name("dir normal", dir, SIGDN_NORMALDISPLAY);
    name("dir filesys", dir, SIGDN_FILESYSPATH);
    name("dir parsing", dir, SIGDN_DESKTOPABSOLUTEPARSING);
    name("dir relparsing", dir, SIGDN_PARENTRELATIVEPARSING);
    name("dir url", dir, SIGDN_URL);
    name("file normal", file, SIGDN_PARENTRELATIVEEDITING);
    name("file filesys", file, SIGDN_FILESYSPATH);
    name("file relparsing", file, SIGDN_PARENTRELATIVEPARSING);
    name("file relforaddr", file, SIGDN_PARENTRELATIVEFORADDRESSBAR);
    name("file url", file, SIGDN_URL);

    attrs("dir", dir, SFGAO_FOLDER | SFGAO_FILESYSTEM | SFGAO_STREAM | SFGAO_HASSUBFOLDER);
    attrs("file", file, SFGAO_FOLDER | SFGAO_FILESYSTEM | SFGAO_STREAM | SFGAO_CANRENAME);
    attrs("file none", file, SFGAO_FOLDER);

    hr = IShellItem_GetParent(file, &parent);
    printf("parent: hr=%08lx\n", (unsigned long)hr);
    name("parent filesys", parent, SIGDN_FILESYSPATH);
    compare("parent and dir", parent, dir);
    compare("dir and file", dir, file);
    compare("file and dir", file, dir);
    IShellItem_Release(parent);

    /* up to the desktop, which has no parent */
    item = dir;
    IShellItem_AddRef(item);
    for (i = 0; i < 5; i++) {
        hr = IShellItem_GetParent(item, &parent);
        IShellItem_Release(item);
        if (FAILED(hr)) {
            printf("up %d: hr=%08lx\n", i, (unsigned long)hr);
            break;
        }
        name("up", parent, SIGDN_NORMALDISPLAY);
        item = parent;
    }

    hr = SHGetIDListFromObject((IUnknown *)file, &pidl);
    SHGetPathFromIDListW(pidl, path);
    printf("idlist: hr=%08lx %ls\n", (unsigned long)hr, path);
    {
        IMalloc *sm = NULL, *cm = NULL;
        hr = SHGetMalloc(&sm);
        CoGetMalloc(MEMCTX_TASK, &cm);
        printf("shgetmalloc: hr=%08lx task=%d didalloc=%d\n", (unsigned long)hr, sm == cm,
               IMalloc_DidAlloc(sm, pidl));
    }
    hr = SHCreateItemFromIDList(pidl, &IID_IShellItem2, (void **)&item2);
    printf("from idlist: hr=%08lx\n", (unsigned long)hr);
    name("from idlist", (IShellItem *)item2, SIGDN_FILESYSPATH);
    compare("from idlist and file", (IShellItem *)item2, file);
    IShellItem2_Release(item2);
    if (!GetProcAddress(GetModuleHandleA("shell32.dll"), "SHCreateItemWithParent"))
        printf("with parent: absent\n");     /* Wine 8 */
    else {
        PIDLIST_ABSOLUTE up = ILClone(pidl);
        ILRemoveLastID(up);
        hr = SHCreateItemWithParent(up, NULL, ILFindLastID(pidl), &IID_IShellItem, (void **)&item);
        printf("with parent: hr=%08lx\n", (unsigned long)hr);
        name("with parent", item, SIGDN_FILESYSPATH);
        IShellItem_Release(item);
        SHGetDesktopFolder(&sf);
        hr = SHCreateItemWithParent(NULL, sf, pidl, &IID_IShellItem, (void **)&item);
        printf("with desktop folder: hr=%08lx\n", (unsigned long)hr);
        name("with desktop folder", item, SIGDN_FILESYSPATH);
        IShellItem_Release(item);
        IShellFolder_Release(sf);
        CoTaskMemFree(up);
    }
    CoTaskMemFree(pidl);

    hr = SHCreateItemFromRelativeName(dir, L"sub", NULL, &IID_IShellItem, (void **)&item);
    printf("relative: hr=%08lx\n", (unsigned long)hr);
    name("relative", item, SIGDN_FILESYSPATH);
    attrs("relative", item, SFGAO_FOLDER | SFGAO_STREAM);
    IShellItem_Release(item);
    item = (IShellItem *)0xdeadbeef;
    hr = SHCreateItemFromRelativeName(dir, L"nothere", NULL, &IID_IShellItem, (void **)&item);
    printf("relative missing: hr=%08lx null=%d\n", (unsigned long)hr, item == NULL);

    hr = SHGetKnownFolderItem(&FOLDERID_Windows, 0, NULL, &IID_IShellItem, (void **)&item);
    printf("known windows: hr=%08lx\n", (unsigned long)hr);
    name("known windows", item, SIGDN_FILESYSPATH);
    IShellItem_Release(item);
    hr = SHGetKnownFolderItem(&FOLDERID_Desktop, 0, NULL, &IID_IShellItem, (void **)&item);
    printf("known desktop: hr=%08lx\n", (unsigned long)hr);
    name("known desktop", item, SIGDN_NORMALDISPLAY);
    hr = IShellItem_GetParent(item, &parent);
    printf("desktop parent: hr=%08lx\n", (unsigned long)hr);
    IShellItem_Release(item);
    hr = SHGetKnownFolderItem(&FOLDERID_ComputerFolder, 0, NULL, &IID_IShellItem, (void **)&item);
    printf("known computer: hr=%08lx\n", (unsigned long)hr);
    name("computer parsing", item, SIGDN_DESKTOPABSOLUTEPARSING);
    attrs("computer", item, SFGAO_FOLDER | SFGAO_FILESYSTEM);
    {
        LPWSTR s = (LPWSTR)0xdeadbeef;
        hr = IShellItem_GetDisplayName(item, SIGDN_FILESYSPATH, &s);
        printf("computer filesys: hr=%08lx null=%d\n", (unsigned long)hr, s == NULL);
    }
    IShellItem_Release(item);

    hr = IShellItem_BindToHandler(dir, NULL, &BHID_SFObject, &IID_IShellFolder, (void **)&sf);
    printf("bind sfobject: hr=%08lx\n", (unsigned long)hr);
    if (SUCCEEDED(hr)) {
        hr = SHGetIDListFromObject((IUnknown *)sf, &pidl);
        SHGetPathFromIDListW(pidl, path);
        printf("sfobject idlist: hr=%08lx %ls\n", (unsigned long)hr, path);
        CoTaskMemFree(pidl);
        IShellFolder_Release(sf);
    }
    hr = IShellItem_BindToHandler(file, NULL, &BHID_Stream, &IID_IStream, (void **)&stream);
    printf("bind stream: hr=%08lx\n", (unsigned long)hr);
    if (SUCCEEDED(hr)) {
        memset(buf, 0, sizeof(buf));
        hr = IStream_Read(stream, buf, sizeof(buf) - 1, &got);
        printf("read: hr=%08lx %lu %s\n", (unsigned long)hr, got, buf);
        IStream_Release(stream);
    }
    hr = IShellItem_BindToHandler(dir, NULL, &BHID_EnumItems, &IID_IEnumShellItems, (void **)&en);
    printf("bind enumitems: hr=%08lx\n", (unsigned long)hr);
    if (SUCCEEDED(hr)) {
        while (IEnumShellItems_Next(en, 1, &item, &got) == S_OK) {
            name("enum", item, SIGDN_PARENTRELATIVEPARSING);
            IShellItem_Release(item);
        }
        IEnumShellItems_Release(en);
    }
    hr = IShellItem_BindToHandler(file, NULL, &BHID_SFObject, &IID_IShellFolder, (void **)&sf);
    printf("bind file sfobject: hr=%08lx\n", (unsigned long)hr);

    hr = IShellItem_QueryInterface(file, &IID_IShellItem2, (void **)&item2);
    printf("qi item2: hr=%08lx\n", (unsigned long)hr);
    IShellItem2_Release(item2);

    hr = SHCreateShellItemArrayFromShellItem(file, &IID_IShellItemArray, (void **)&array);
    printf("array: hr=%08lx\n", (unsigned long)hr);
    hr = IShellItemArray_GetCount(array, &n);
    printf("array count: hr=%08lx %lu\n", (unsigned long)hr, n);
    hr = IShellItemArray_GetItemAt(array, 0, &item);
    printf("array item: hr=%08lx\n", (unsigned long)hr);
    name("array item", item, SIGDN_FILESYSPATH);
    IShellItem_Release(item);
    item = (IShellItem *)0xdeadbeef;
    hr = IShellItemArray_GetItemAt(array, 1, &item);
    printf("array item 1: hr=%08lx null=%d\n", (unsigned long)hr, item == NULL);
    IShellItemArray_Release(array);
    {
        PIDLIST_ABSOLUTE two[2];
        SFGAOF a = 0;
        SHGetIDListFromObject((IUnknown *)dir, &two[0]);
        SHGetIDListFromObject((IUnknown *)file, &two[1]);
        hr = SHCreateShellItemArrayFromIDLists(2, (PCIDLIST_ABSOLUTE_ARRAY)two, &array);
        printf("array idlists: hr=%08lx\n", (unsigned long)hr);
        IShellItemArray_GetCount(array, &n);
        printf("array count: %lu\n", n);
        hr = IShellItemArray_GetAttributes(array, SIATTRIBFLAGS_AND, SFGAO_FOLDER | SFGAO_FILESYSTEM, &a);
        printf("array and: hr=%08lx %08lx\n", (unsigned long)hr, (unsigned long)a);
        hr = IShellItemArray_GetAttributes(array, SIATTRIBFLAGS_OR, SFGAO_FOLDER | SFGAO_FILESYSTEM, &a);
        printf("array or: hr=%08lx %08lx\n", (unsigned long)hr, (unsigned long)a);
        hr = IShellItemArray_EnumItems(array, &en);
        printf("array enum: hr=%08lx\n", (unsigned long)hr);
        while (IEnumShellItems_Next(en, 1, &item, &got) == S_OK) {
            name("array enum", item, SIGDN_FILESYSPATH);
            IShellItem_Release(item);
        }
        IEnumShellItems_Release(en);
        IShellItemArray_Release(array);
        CoTaskMemFree(two[0]);
        CoTaskMemFree(two[1]);
    }
    IShellItem_Release(file);
    IShellItem_Release(dir);
    DeleteFileA("C:\\shitem\\a.txt");
    RemoveDirectoryA("C:\\shitem\\sub");
    printf("cleaned=%d\n", RemoveDirectoryA("C:\\shitem"));
    CoUninitialize();
    return 0;
}
