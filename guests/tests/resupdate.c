/* Resources of files on disk, as resource editors (rcedit, installers) use them:
 * LoadLibraryEx with LOAD_LIBRARY_AS_DATAFILE / LOAD_LIBRARY_AS_IMAGE_RESOURCE, the
 * resource functions on such a handle, and BeginUpdateResource / UpdateResource /
 * EndUpdateResource rewriting a program's resource section.
 *
 * Works on copies of winmine.exe (a program with menus, dialogs, icons, a version and
 * strings) that the test puts in the current folder. Prints one line per check; the
 * expected lines are what the same binary prints under Wine 8. */
#include <windows.h>
#include <stdio.h>

static BOOL CALLBACK count_types(HMODULE m, LPSTR type, LONG_PTR param)
{
    (void)m; (void)type;
    ++*(int *)param;
    return TRUE;
}

static BOOL CALLBACK list_names(HMODULE m, LPCSTR type, LPSTR name, LONG_PTR param)
{
    (void)m; (void)type; (void)param;
    if (IS_INTRESOURCE(name))
        printf(" #%u", (unsigned)(ULONG_PTR)name);
    else
        printf(" %s", name);
    return TRUE;
}

static unsigned long file_sum(const char *path, DWORD *size)
{
    HANDLE f = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    unsigned char buf[4096];
    unsigned long sum = 0;
    DWORD got, i, pos = 0;
    *size = 0;
    if (f == INVALID_HANDLE_VALUE)
        return 0;
    while (ReadFile(f, buf, sizeof buf, &got, NULL) && got) {
        for (i = 0; i < got; i++)
            sum = sum * 31 + buf[i] + (pos + i);
        pos += got;
    }
    CloseHandle(f);
    *size = pos;
    return sum;
}

static void show_data(HMODULE m, LPCSTR type, LPCSTR name, WORD lang)
{
    HRSRC r = FindResourceExA(m, type, name, lang);
    if (!r) {
        printf("  find: none err=%lu\n", GetLastError());
        return;
    }
    printf("  find: size=%lu data=%.*s\n", SizeofResource(m, r), (int)SizeofResource(m, r),
           (const char *)LockResource(LoadResource(m, r)));
}

static void show_file(const char *path)
{
    DWORD size;
    unsigned long sum = file_sum(path, &size);
    HMODULE m = LoadLibraryExA(path, NULL, LOAD_LIBRARY_AS_DATAFILE);
    int types = 0;
    printf("%s: size=%lu sum=%08lx loaded=%d\n", path, size, sum, m != NULL);
    if (!m)
        return;
    EnumResourceTypesA(m, count_types, (LONG_PTR)&types);
    printf("  types=%d RCDATA:", types);
    if (!EnumResourceNamesA(m, RT_RCDATA, list_names, 0))
        printf(" (none, err=%lu)", GetLastError());
    printf("\n  MYTYPE:");
    if (!EnumResourceNamesA(m, "MYTYPE", list_names, 0))
        printf(" (none, err=%lu)", GetLastError());
    printf("\n");
    show_data(m, RT_RCDATA, MAKEINTRESOURCEA(7), 0x409);
    show_data(m, "MYTYPE", "NAMED", 0);
    printf("  menu 1 found=%d\n", FindResourceA(m, MAKEINTRESOURCEA(1), RT_MENU) != NULL);
    FreeLibrary(m);
}

int main(void)
{
    HMODULE m;
    HRSRC r;
    HANDLE u;
    char text[64];
    int types = 0, n;
    DWORD size;

    /* -- loading a file for its resources -- */
    m = LoadLibraryExA("winmine.exe", NULL, LOAD_LIBRARY_AS_DATAFILE);
    printf("datafile: loaded=%d tag=%d\n", m != NULL, (int)((ULONG_PTR)m & 3));
    EnumResourceTypesA(m, count_types, (LONG_PTR)&types);
    printf("types=%d\n", types);
    r = FindResourceA(m, MAKEINTRESOURCEA(1), RT_VERSION);
    printf("version found=%d size=%lu\n", r != NULL, r ? SizeofResource(m, r) : 0);
    if (r) {
        const WCHAR *v = LockResource(LoadResource(m, r));
        printf("version key=%ls\n", v + 3);
    }
    r = FindResourceA(m, MAKEINTRESOURCEA(999), RT_MENU);
    printf("missing name: found=%d err=%lu\n", r != NULL, GetLastError());
    r = FindResourceA(m, MAKEINTRESOURCEA(1), MAKEINTRESOURCEA(77));
    printf("missing type: found=%d err=%lu\n", r != NULL, GetLastError());
    n = LoadStringA(m, 1, text, sizeof text);
    printf("LoadString(1)=%d\n", n);
    SetLastError(0xdead);
    printf("GetProcAddress=%d\n", GetProcAddress(m, "WinMain") != NULL);
    printf("FreeLibrary=%d\n", FreeLibrary(m));

    m = LoadLibraryExA("winmine.exe", NULL, LOAD_LIBRARY_AS_IMAGE_RESOURCE);
    printf("image resource: loaded=%d tag=%d", m != NULL, (int)((ULONG_PTR)m & 3));
    r = m ? FindResourceA(m, MAKEINTRESOURCEA(1), RT_VERSION) : NULL;
    printf(" version found=%d\n", r != NULL);
    if (m)
        FreeLibrary(m);

    SetLastError(0);
    m = LoadLibraryExA("nosuch.exe", NULL, LOAD_LIBRARY_AS_DATAFILE);
    printf("missing file: loaded=%d err=%lu\n", m != NULL, GetLastError());
    {
        HANDLE f = CreateFileA("plain.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
        DWORD w;
        WriteFile(f, "just some text, not a program", 29, &w, NULL);
        CloseHandle(f);
    }
    SetLastError(0);
    m = LoadLibraryExA("plain.txt", NULL, LOAD_LIBRARY_AS_DATAFILE);
    printf("text file: loaded=%d err=%lu\n", m != NULL, GetLastError());

    /* -- updating: add, replace, add a named type, keep the rest -- */
    CopyFileA("winmine.exe", "t1.exe", FALSE);
    u = BeginUpdateResourceA("t1.exe", FALSE);
    printf("begin=%d\n", u != NULL);
    printf("update rcdata=%d\n", UpdateResourceA(u, RT_RCDATA, MAKEINTRESOURCEA(7), 0x409,
                                                 "seven", 5));
    printf("update named=%d\n", UpdateResourceA(u, "MYTYPE", "NAMED", 0, "named data!", 11));
    printf("replace rcdata=%d\n", UpdateResourceA(u, RT_RCDATA, MAKEINTRESOURCEA(7), 0x409,
                                                  "SEVEN!!", 7));
    SetLastError(0);
    printf("data without size=%d err=%lu\n",
           UpdateResourceA(u, RT_RCDATA, MAKEINTRESOURCEA(8), 0, "x", 0), GetLastError());
    printf("end=%d\n", EndUpdateResourceA(u, FALSE));
    show_file("t1.exe");

    /* -- delete one resource again -- */
    u = BeginUpdateResourceA("t1.exe", FALSE);
    printf("delete named=%d\n", UpdateResourceA(u, "MYTYPE", "NAMED", 0, NULL, 0));
    printf("end=%d\n", EndUpdateResourceA(u, FALSE));
    show_file("t1.exe");

    /* -- discard leaves the file as it was -- */
    CopyFileA("winmine.exe", "t2.exe", FALSE);
    u = BeginUpdateResourceA("t2.exe", FALSE);
    UpdateResourceA(u, RT_RCDATA, MAKEINTRESOURCEA(7), 0x409, "gone", 4);
    printf("discard=%d\n", EndUpdateResourceA(u, TRUE));
    show_file("t2.exe");

    /* -- the handle is a locked movable block; its 7th pointer, the file name's -- */
    u = BeginUpdateResourceW(L"t2.exe", FALSE);
    {
        void **fields = GlobalLock(u);
        WCHAR *fname = fields ? GlobalLock(fields[6]) : NULL;
        printf("handle block: %d, name %d", fields != NULL,
               fname != NULL && !lstrcmpW(fname, L"t2.exe"));
        printf(", still locked after unlock: %d", fname && GlobalUnlock(fields[6]) != 0);
        printf(" %d\n", fields && GlobalUnlock(u) != 0);
    }
    printf("discard=%d\n", EndUpdateResourceW(u, TRUE));
    SetLastError(0);
    printf("end again=%d err=%lu\n", EndUpdateResourceW(u, TRUE), GetLastError());

    /* -- delete existing: only what was added stays -- */
    CopyFileA("winmine.exe", "t3.exe", FALSE);
    u = BeginUpdateResourceA("t3.exe", TRUE);
    UpdateResourceA(u, RT_RCDATA, MAKEINTRESOURCEA(7), 0x409, "alone", 5);
    printf("end=%d\n", EndUpdateResourceA(u, FALSE));
    show_file("t3.exe");

    /* -- a large resource: the section grows past its pages -- */
    CopyFileA("winmine.exe", "t4.exe", FALSE);
    u = BeginUpdateResourceA("t4.exe", FALSE);
    {
        static char big[20000];
        int i;
        for (i = 0; i < (int)sizeof big; i++)
            big[i] = 'a' + i % 26;
        UpdateResourceA(u, RT_RCDATA, MAKEINTRESOURCEA(7), 0x409, big, sizeof big);
    }
    printf("end=%d\n", EndUpdateResourceA(u, FALSE));
    file_sum("t4.exe", &size);
    m = LoadLibraryExA("t4.exe", NULL, LOAD_LIBRARY_AS_DATAFILE);
    r = m ? FindResourceA(m, MAKEINTRESOURCEA(7), RT_RCDATA) : NULL;
    printf("t4.exe: size=%lu found=%d rcsize=%lu\n", size, r != NULL,
           r ? SizeofResource(m, r) : 0);
    if (m)
        FreeLibrary(m);

    SetLastError(0);
    u = BeginUpdateResourceA("nosuch.exe", FALSE);
    printf("begin missing=%d err=%lu\n", u != NULL, GetLastError());
    SetLastError(0);
    u = BeginUpdateResourceA("plain.txt", FALSE);
    printf("begin text=%d err=%lu\n", u != NULL, GetLastError());
    printf("done\n");
    return 0;
}
