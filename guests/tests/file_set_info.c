/* SetFileInformationByHandle and NtSetInformationFile (issue 23: Go's os package, in
   esbuild, truncates a file it opened with FileEndOfFileInfo; Rust's std::fs sets
   lengths, attributes, renames and deletes through the same family). Each line says what
   a call answered and what the drive holds after it, so the lines compare with Wine's. */
#include <windows.h>
#include <winternl.h>
#include <stdio.h>
#include <string.h>

typedef LONG (WINAPI *nsif_fn)(HANDLE, IO_STATUS_BLOCK *, void *, ULONG, int);
typedef LONG (WINAPI *nqif_fn)(HANDLE, IO_STATUS_BLOCK *, void *, ULONG, int);

static HANDLE open_file(const WCHAR *name, DWORD access, DWORD disposition)
{
    return CreateFileW(name, access, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                       NULL, disposition, 0, NULL);
}

static void make(const WCHAR *name, const char *text)
{
    DWORD n;
    HANDLE h = open_file(name, GENERIC_WRITE, CREATE_ALWAYS);
    WriteFile(h, text, (DWORD)strlen(text), &n, NULL);
    CloseHandle(h);
}

static void report(const char *what, BOOL ok)
{
    printf("%s: ok=%d err=%lu\n", what, ok, ok ? 0 : GetLastError());
}

static BOOL set(HANDLE h, int cls, void *info, DWORD size)
{
    SetLastError(0);
    return SetFileInformationByHandle(h, cls, info, size);
}

static BOOL rename_to(HANDLE h, int cls, DWORD flags, const WCHAR *to)
{
    BYTE buf[600];
    FILE_RENAME_INFO *ri = (FILE_RENAME_INFO *)buf;
    memset(buf, 0, sizeof(buf));
    *(DWORD *)buf = flags;               /* ReplaceIfExists, or FileRenameInfoEx's Flags */
    ri->RootDirectory = NULL;
    ri->FileNameLength = (DWORD)(wcslen(to) * 2);
    memcpy(ri->FileName, to, ri->FileNameLength);
    return set(h, cls, ri, sizeof(FILE_RENAME_INFO) + ri->FileNameLength);
}

static void exists(const WCHAR *name)
{
    DWORD a = GetFileAttributesW(name);
    printf("  %ls: %s\n", name, a == INVALID_FILE_ATTRIBUTES ? "absent" : "there");
}

/* What an earlier run may have left (Wine keeps its drive between runs). */
static void clean(void)
{
    static const WCHAR *names[] = {L"a.bin", L"b.txt", L"c.txt", L"d.txt", L"r.bin",
                                   L"x.bin", L"m.txt", L"k.txt", L"n.txt", L"j.txt", L"sub\\e.txt",
                                   L"sub2\\e.txt"};
    WCHAR path[64];
    int i;
    for (i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++) {
        swprintf(path, 64, L"C:\\fs\\%ls", names[i]);
        SetFileAttributesW(path, FILE_ATTRIBUTE_NORMAL);
        DeleteFileW(path);
    }
    RemoveDirectoryW(L"C:\\fs\\sub");
    RemoveDirectoryW(L"C:\\fs\\sub2");
}

int main(void)
{
    nsif_fn nsif = (nsif_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                           "NtSetInformationFile");
    nqif_fn nqif = (nqif_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                           "NtQueryInformationFile");
    FILE_END_OF_FILE_INFO eof;
    FILE_ALLOCATION_INFO alloc;
    FILE_BASIC_INFO basic;
    FILE_DISPOSITION_INFO disp;
    FILE_STANDARD_INFO st;
    FILE_IO_PRIORITY_HINT_INFO hint;
    DWORD flags, n;
    FILETIME ft;
    IO_STATUS_BLOCK io;
    LONGLONG q;
    ULONG u;
    HANDLE h, h2, d;
    char buf[16];
    BOOL ok;
    LONG s;

    SetCurrentDirectoryW(L"C:\\");
    CreateDirectoryW(L"C:\\fs", NULL);
    clean();

    /* The end of file: cut, extended with zeros; the pointer stays. */
    h = open_file(L"C:\\fs\\a.bin", GENERIC_READ | GENERIC_WRITE, CREATE_ALWAYS);
    WriteFile(h, "0123456789", 10, &n, NULL);
    eof.EndOfFile.QuadPart = 4;
    report("EndOfFile 4", set(h, FileEndOfFileInfo, &eof, sizeof(eof)));
    printf("  size=%lu pointer=%lu\n", GetFileSize(h, NULL),
           SetFilePointer(h, 0, NULL, FILE_CURRENT));
    eof.EndOfFile.QuadPart = 8192;
    report("EndOfFile 8192", set(h, FileEndOfFileInfo, &eof, sizeof(eof)));
    SetFilePointer(h, 2, NULL, FILE_BEGIN);
    ReadFile(h, buf, 4, &n, NULL);
    printf("  size=%lu read=%lu %02x %02x %02x %02x\n", GetFileSize(h, NULL), n,
           buf[0], buf[1], buf[2], buf[3]);
    report("EndOfFile, 4 bytes", set(h, FileEndOfFileInfo, &eof, 4));
    alloc.AllocationSize.QuadPart = 3;
    report("Allocation 3", set(h, FileAllocationInfo, &alloc, sizeof(alloc)));
    printf("  size=%lu\n", GetFileSize(h, NULL));
    alloc.AllocationSize.QuadPart = 100000;
    report("Allocation 100000", set(h, FileAllocationInfo, &alloc, sizeof(alloc)));
    printf("  size=%lu\n", GetFileSize(h, NULL));
    hint.PriorityHint = IoPriorityHintLow;
    report("IoPriorityHint low", set(h, FileIoPriorityHintInfo, &hint, sizeof(hint)));
    hint.PriorityHint = 7;
    report("IoPriorityHint 7", set(h, FileIoPriorityHintInfo, &hint, sizeof(hint)));
    report("FileStandardInfo", set(h, FileStandardInfo, &st, sizeof(st)));
    report("class 200", set(h, 200, &st, sizeof(st)));

    /* Times and attributes: zero leaves a value as it is. */
    memset(&basic, 0, sizeof(basic));
    basic.LastWriteTime.QuadPart = 126000000000000000LL;      /* 2000-04-13 */
    report("Basic: write time", set(h, FileBasicInfo, &basic, sizeof(basic)));
    GetFileTime(h, NULL, NULL, &ft);
    printf("  write time=%llu\n", ((ULONGLONG)ft.dwHighDateTime << 32) | ft.dwLowDateTime);
    memset(&basic, 0, sizeof(basic));
    basic.FileAttributes = FILE_ATTRIBUTE_READONLY;
    report("Basic: read-only", set(h, FileBasicInfo, &basic, sizeof(basic)));
    printf("  read-only=%lu\n", GetFileAttributesW(L"C:\\fs\\a.bin") & 1);
    basic.FileAttributes = FILE_ATTRIBUTE_NORMAL;
    report("Basic: normal", set(h, FileBasicInfo, &basic, sizeof(basic)));
    printf("  read-only=%lu\n", GetFileAttributesW(L"C:\\fs\\a.bin") & 1);
    memset(&basic, 0, sizeof(basic));
    basic.LastWriteTime.QuadPart = -1;
    report("Basic: -1", set(h, FileBasicInfo, &basic, sizeof(basic)));
    SetFilePointer(h, 0, NULL, FILE_END);
    WriteFile(h, "!", 1, &n, NULL);        /* a write that no longer moves the time */
    report("Basic, 8 bytes", set(h, FileBasicInfo, &basic, 8));
    CloseHandle(h);
    h = open_file(L"C:\\fs\\a.bin", GENERIC_READ, OPEN_EXISTING);
    GetFileTime(h, NULL, NULL, &ft);
    printf("  closed, write time=%llu\n", ((ULONGLONG)ft.dwHighDateTime << 32) | ft.dwLowDateTime);
    /* Rights: the data needs FILE_WRITE_DATA, the times FILE_WRITE_ATTRIBUTES, a
       rename or delete DELETE. */
    report("EndOfFile, read-only handle", set(h, FileEndOfFileInfo, &eof, sizeof(eof)));
    report("Basic, read-only handle", set(h, FileBasicInfo, &basic, sizeof(basic)));
    disp.DeleteFile = TRUE;
    report("Disposition, no DELETE", set(h, FileDispositionInfo, &disp, sizeof(disp)));
    CloseHandle(h);
    make(L"C:\\fs\\r.bin", "r");
    h = open_file(L"C:\\fs\\r.bin", GENERIC_READ | GENERIC_WRITE, OPEN_EXISTING);
    report("Rename, no DELETE", rename_to(h, FileRenameInfo, 0, L"C:\\fs\\x.bin"));
    CloseHandle(h);
    exists(L"C:\\fs\\r.bin");
    DeleteFileW(L"C:\\fs\\r.bin");
    DeleteFileW(L"C:\\fs\\x.bin");

    /* Renames. */
    make(L"C:\\fs\\b.txt", "bee");
    make(L"C:\\fs\\c.txt", "sea");
    h = open_file(L"C:\\fs\\a.bin", DELETE | GENERIC_READ, OPEN_EXISTING);
    report("Rename a.bin -> b.txt", rename_to(h, FileRenameInfo, 0, L"C:\\fs\\b.txt"));
    report("Rename a.bin -> b.txt, replace", rename_to(h, FileRenameInfo, 1, L"C:\\fs\\b.txt"));
    exists(L"C:\\fs\\a.bin");
    GetFileSizeEx(h, (LARGE_INTEGER *)&q);
    printf("  b.txt size=%lld\n", q);
    report("Rename -> missing folder", rename_to(h, FileRenameInfo, 0, L"C:\\nowhere\\b"));
    report("Rename -> fs\\d.txt (relative)", rename_to(h, FileRenameInfo, 0, L"fs\\d.txt"));
    exists(L"C:\\fs\\b.txt");
    exists(L"C:\\fs\\d.txt");
    h2 = open_file(L"C:\\fs\\c.txt", GENERIC_READ, OPEN_EXISTING);
    report("Rename onto open c.txt, replace", rename_to(h, FileRenameInfo, 1, L"C:\\fs\\c.txt"));
    CloseHandle(h2);
    CloseHandle(h);

    /* Deletion: on the last close; meanwhile the file cannot be opened. */
    h = open_file(L"C:\\fs\\d.txt", DELETE | GENERIC_READ, OPEN_EXISTING);
    h2 = open_file(L"C:\\fs\\d.txt", GENERIC_READ, OPEN_EXISTING);
    disp.DeleteFile = TRUE;
    report("Disposition TRUE", set(h, FileDispositionInfo, &disp, sizeof(disp)));
    GetFileInformationByHandleEx(h2, FileStandardInfo, &st, sizeof(st));
    printf("  delete pending=%d\n", st.DeletePending);
    d = open_file(L"C:\\fs\\d.txt", GENERIC_READ, OPEN_EXISTING);
    printf("  open again: %s err=%lu\n", d == INVALID_HANDLE_VALUE ? "refused" : "opened",
           GetLastError());
    if (d != INVALID_HANDLE_VALUE)
        CloseHandle(d);
    CloseHandle(h);
    exists(L"C:\\fs\\d.txt");
    CloseHandle(h2);
    exists(L"C:\\fs\\d.txt");
    h = open_file(L"C:\\fs\\c.txt", DELETE, OPEN_EXISTING);
    set(h, FileDispositionInfo, &disp, sizeof(disp));
    disp.DeleteFile = FALSE;
    report("Disposition TRUE then FALSE", set(h, FileDispositionInfo, &disp, sizeof(disp)));
    CloseHandle(h);
    exists(L"C:\\fs\\c.txt");
    SetFileAttributesW(L"C:\\fs\\c.txt", FILE_ATTRIBUTE_READONLY);
    h = open_file(L"C:\\fs\\c.txt", DELETE, OPEN_EXISTING);
    disp.DeleteFile = TRUE;
    report("Disposition, read-only file", set(h, FileDispositionInfo, &disp, sizeof(disp)));
    flags = 1 | 2 | 0x10;             /* DELETE | POSIX_SEMANTICS | IGNORE_READONLY_ATTRIBUTE */
    report("DispositionEx POSIX, ignore read-only", set(h, 21, &flags, sizeof(flags)));
    exists(L"C:\\fs\\c.txt");
    report("  its handle's standard information",
           GetFileInformationByHandleEx(h, FileStandardInfo, &st, sizeof(st)));
    CloseHandle(h);

    /* A folder: only empty; removed when its handle closes. */
    CreateDirectoryW(L"C:\\fs\\sub", NULL);
    make(L"C:\\fs\\sub\\e.txt", "e");
    d = CreateFileW(L"C:\\fs\\sub", DELETE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                    NULL, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    report("Disposition, full folder", set(d, FileDispositionInfo, &disp, sizeof(disp)));
    DeleteFileW(L"C:\\fs\\sub\\e.txt");
    report("Disposition, empty folder", set(d, FileDispositionInfo, &disp, sizeof(disp)));
    exists(L"C:\\fs\\sub");
    CloseHandle(d);
    exists(L"C:\\fs\\sub");
    CreateDirectoryW(L"C:\\fs\\sub", NULL);
    d = CreateFileW(L"C:\\fs\\sub", DELETE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                    NULL, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    flags = 1 | 2;
    report("DispositionEx POSIX, folder", set(d, 21, &flags, sizeof(flags)));
    exists(L"C:\\fs\\sub");
    report("  its handle's standard information",
           GetFileInformationByHandleEx(d, FileStandardInfo, &st, sizeof(st)));
    CloseHandle(d);
    RemoveDirectoryW(L"C:\\fs\\sub");

    /* FileRenameInfoEx: POSIX semantics replace a target open elsewhere. */
    make(L"C:\\fs\\x.bin", "ex");
    make(L"C:\\fs\\r.bin", "target");
    h2 = open_file(L"C:\\fs\\r.bin", GENERIC_READ, OPEN_EXISTING);
    h = open_file(L"C:\\fs\\x.bin", DELETE | GENERIC_READ, OPEN_EXISTING);
    report("RenameEx replace, target open", rename_to(h, 22, 1, L"C:\\fs\\r.bin"));
    report("RenameEx replace|POSIX, target open", rename_to(h, 22, 3, L"C:\\fs\\r.bin"));
    n = 0;
    memset(buf, 0, sizeof(buf));
    ReadFile(h2, buf, 8, &n, NULL);
    printf("  old target handle reads \"%s\"\n", buf);
    CloseHandle(h);
    CloseHandle(h2);
    exists(L"C:\\fs\\x.bin");
    exists(L"C:\\fs\\r.bin");
    DeleteFileW(L"C:\\fs\\r.bin");

    /* A folder renamed while a file in it is open: the file's handle follows. */
    CreateDirectoryW(L"C:\\fs\\sub", NULL);
    h = open_file(L"C:\\fs\\sub\\e.txt", GENERIC_WRITE, CREATE_ALWAYS);
    d = CreateFileW(L"C:\\fs\\sub", DELETE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                    NULL, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    report("Rename folder sub -> sub2", rename_to(d, FileRenameInfo, 0, L"C:\\fs\\sub2"));
    CloseHandle(d);
    WriteFile(h, "moved", 5, &n, NULL);
    CloseHandle(h);
    h = open_file(L"C:\\fs\\sub2\\e.txt", GENERIC_READ, OPEN_EXISTING);
    memset(buf, 0, sizeof(buf));
    ReadFile(h, buf, 8, &n, NULL);
    printf("  sub2\\e.txt reads \"%s\"\n", buf);
    CloseHandle(h);
    DeleteFileW(L"C:\\fs\\sub2\\e.txt");
    RemoveDirectoryW(L"C:\\fs\\sub2");

    /* The native call. */
    make(L"C:\\fs\\n.txt", "native!");
    h = open_file(L"C:\\fs\\n.txt", DELETE | GENERIC_READ | GENERIC_WRITE, OPEN_EXISTING);
    q = 3;
    s = nsif(h, &io, &q, sizeof(q), 14);                 /* FilePositionInformation */
    printf("nt position 3: %lx pointer=%lu\n", s, SetFilePointer(h, 0, NULL, FILE_CURRENT));
    q = 5;
    s = nsif(h, &io, &q, sizeof(q), 20);                 /* FileEndOfFileInformation */
    printf("nt end of file 5: %lx size=%lu\n", s, GetFileSize(h, NULL));
    s = nsif(h, &io, &q, 4, 20);
    printf("nt end of file, 4 bytes: %lx\n", s);
    u = 0x24;                                            /* NONALERT | SEQUENTIAL_ONLY */
    s = nsif(h, &io, &u, sizeof(u), 16);                 /* FileModeInformation */
    u = 0;
    nqif(h, &io, &u, sizeof(u), 16);
    printf("nt mode 0x24: %lx now %lx\n", s, u);
    {
        BYTE rb[64];
        FILE_RENAME_INFO *ri = (FILE_RENAME_INFO *)rb;
        memset(rb, 0, sizeof(rb));
        ri->FileNameLength = 10;
        memcpy(ri->FileName, L"m.txt", 10);
        s = nsif(h, &io, ri, sizeof(rb), 10);            /* FileRenameInformation */
        printf("nt rename to m.txt: %lx\n", s);
        exists(L"C:\\fs\\m.txt");
        ri->FileNameLength = 30;
        memcpy(ri->FileName, L"\\??\\C:\\fs\\k.txt", 30);
        s = nsif(h, &io, ri, sizeof(rb), 10);
        printf("nt rename to \\??\\C:\\fs\\k.txt: %lx\n", s);
        exists(L"C:\\fs\\k.txt");
        d = CreateFileW(L"C:\\fs", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE |
                        FILE_SHARE_DELETE, NULL, OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS,
                        NULL);
        ri->RootDirectory = d;
        ri->FileNameLength = 10;
        memcpy(ri->FileName, L"j.txt", 10);
        s = nsif(h, &io, ri, sizeof(rb), 10);
        printf("nt rename to j.txt in a folder handle: %lx\n", s);
        exists(L"C:\\fs\\j.txt");
        CloseHandle(d);
    }
    s = nsif(h, &io, &q, sizeof(q), 14 + 1000);
    printf("nt class 1014: %lx\n", s);
    SetLastError(0);
    ok = SetFileValidData(h, 5);
    printf("SetFileValidData: ok=%d err=%lu\n", ok, ok ? 0 : GetLastError());
    CloseHandle(h);
    clean();
    printf("RemoveDirectory: %d\n", RemoveDirectoryW(L"C:\\fs"));
    printf("done\n");
    return 0;
}
