/* SetFileInformationByHandle's classes (relative names: Wine's C: is not the current
 * folder) (Rust's File::create truncates an existing file
 * with FileAllocationInfo, falling back to FileEndOfFileInfo; taplo fmt stops at it). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HANDLE open_rw(const char *name, DWORD access, DWORD disposition)
{
    return CreateFileA(name, access, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                       NULL, disposition, FILE_ATTRIBUTE_NORMAL, NULL);
}

static void report(const char *what, BOOL ok)
{
    printf("%s: %d err=%lu\n", what, ok, ok ? 0 : GetLastError());
}

static DWORD size_of(HANDLE h)
{
    return GetFileSize(h, NULL);
}

int main(void)
{
    char data[100], buf[300];
    DWORD n;
    HANDLE h, h2;
    FILE_END_OF_FILE_INFO eof;
    FILE_ALLOCATION_INFO alloc;
    FILE_BASIC_INFO basic;
    FILE_DISPOSITION_INFO disp;
    FILE_IO_PRIORITY_HINT_INFO hint;
    FILETIME ft;
    struct { FILE_RENAME_INFO info; WCHAR more[MAX_PATH]; } ren;
    BOOL ok;

    memset(data, 'a', sizeof data);
    h = open_rw("sfi.txt", GENERIC_READ | GENERIC_WRITE, CREATE_ALWAYS);
    WriteFile(h, data, sizeof data, &n, NULL);
    SetFilePointer(h, 30, NULL, FILE_BEGIN);

    eof.EndOfFile.QuadPart = 40;
    report("EndOfFile 40", SetFileInformationByHandle(h, FileEndOfFileInfo, &eof, sizeof eof));
    printf("size=%lu pointer=%lu\n", size_of(h), SetFilePointer(h, 0, NULL, FILE_CURRENT));
    eof.EndOfFile.QuadPart = 200;
    report("EndOfFile 200", SetFileInformationByHandle(h, FileEndOfFileInfo, &eof, sizeof eof));
    SetFilePointer(h, 0, NULL, FILE_BEGIN);
    ReadFile(h, buf, sizeof buf, &n, NULL);
    printf("size=%lu read=%lu [39]=%c [40]=%d [199]=%d\n", size_of(h), n, buf[39], buf[40],
           buf[199]);
    report("EndOfFile, short size",
           SetFileInformationByHandle(h, FileEndOfFileInfo, &eof, sizeof eof - 1));

    alloc.AllocationSize.QuadPart = 5000;
    ok = SetFileInformationByHandle(h, FileAllocationInfo, &alloc, sizeof alloc);
    printf("Allocation 5000: %d err=%lu size=%lu\n", ok, ok ? 0 : GetLastError(), size_of(h));
    alloc.AllocationSize.QuadPart = 10;
    ok = SetFileInformationByHandle(h, FileAllocationInfo, &alloc, sizeof alloc);
    printf("Allocation 10: %d err=%lu size=%lu\n", ok, ok ? 0 : GetLastError(), size_of(h));

    hint.PriorityHint = IoPriorityHintLow;
    report("IoPriorityHint low", SetFileInformationByHandle(h, FileIoPriorityHintInfo, &hint, sizeof hint));
    hint.PriorityHint = MaximumIoPriorityHintType;
    report("IoPriorityHint out of range",
           SetFileInformationByHandle(h, FileIoPriorityHintInfo, &hint, sizeof hint));

    memset(&basic, 0, sizeof basic);
    basic.LastWriteTime.QuadPart = 132000000000000000LL;     /* 2019-04-19 */
    report("Basic: write time", SetFileInformationByHandle(h, FileBasicInfo, &basic, sizeof basic));
    GetFileTime(h, NULL, NULL, &ft);
    printf("write time kept=%d\n",
           (((ULONGLONG)ft.dwHighDateTime << 32) | ft.dwLowDateTime) == 132000000000000000ULL);
    memset(&basic, 0, sizeof basic);
    basic.FileAttributes = FILE_ATTRIBUTE_READONLY;
    report("Basic: read-only", SetFileInformationByHandle(h, FileBasicInfo, &basic, sizeof basic));
    printf("attributes readonly=%d\n", (GetFileAttributesA("sfi.txt") & FILE_ATTRIBUTE_READONLY) != 0);
    basic.FileAttributes = FILE_ATTRIBUTE_NORMAL;
    report("Basic: normal", SetFileInformationByHandle(h, FileBasicInfo, &basic, sizeof basic));
    printf("attributes readonly=%d\n", (GetFileAttributesA("sfi.txt") & FILE_ATTRIBUTE_READONLY) != 0);

    report("FileStandardInfo", SetFileInformationByHandle(h, FileStandardInfo, &basic, sizeof basic));
    report("class 22", SetFileInformationByHandle(h, (FILE_INFO_BY_HANDLE_CLASS)22, &basic, sizeof basic));
    report("bad handle", SetFileInformationByHandle((HANDLE)0x1234, FileEndOfFileInfo, &eof, sizeof eof));

    disp.DeleteFile = TRUE;
    report("Disposition without DELETE access",
           SetFileInformationByHandle(h, FileDispositionInfo, &disp, sizeof disp));
    CloseHandle(h);
    printf("after close: exists=%d\n", GetFileAttributesA("sfi.txt") != INVALID_FILE_ATTRIBUTES);

    h = open_rw("sfi.txt", GENERIC_READ, OPEN_EXISTING);
    eof.EndOfFile.QuadPart = 1;
    report("EndOfFile, read-only handle", SetFileInformationByHandle(h, FileEndOfFileInfo, &eof, sizeof eof));
    CloseHandle(h);

    h = open_rw("sfi.txt", GENERIC_READ | GENERIC_WRITE | DELETE, OPEN_EXISTING);
    memset(&ren, 0, sizeof ren);
    ren.info.ReplaceIfExists = FALSE;
    wcscpy(ren.info.FileName, L"sfi2.txt");
    ren.info.FileNameLength = wcslen(ren.info.FileName) * 2;
    report("Rename", SetFileInformationByHandle(h, FileRenameInfo, &ren, sizeof ren));
    printf("old exists=%d new exists=%d\n", GetFileAttributesA("sfi.txt") != INVALID_FILE_ATTRIBUTES,
           GetFileAttributesA("sfi2.txt") != INVALID_FILE_ATTRIBUTES);
    h2 = open_rw("other.txt", GENERIC_WRITE, CREATE_ALWAYS);
    CloseHandle(h2);
    wcscpy(ren.info.FileName, L"other.txt");
    ren.info.FileNameLength = wcslen(ren.info.FileName) * 2;
    report("Rename onto a file", SetFileInformationByHandle(h, FileRenameInfo, &ren, sizeof ren));
    ren.info.ReplaceIfExists = TRUE;
    report("Rename onto a file, replacing", SetFileInformationByHandle(h, FileRenameInfo, &ren, sizeof ren));
    printf("sfi2 exists=%d other exists=%d\n", GetFileAttributesA("sfi2.txt") != INVALID_FILE_ATTRIBUTES,
           GetFileAttributesA("other.txt") != INVALID_FILE_ATTRIBUTES);
    WriteFile(h, "xyz", 3, &n, NULL);
    disp.DeleteFile = TRUE;
    report("Disposition delete", SetFileInformationByHandle(h, FileDispositionInfo, &disp, sizeof disp));
    printf("before close: exists=%d\n", GetFileAttributesA("other.txt") != INVALID_FILE_ATTRIBUTES);
    CloseHandle(h);
    printf("after close: exists=%d\n", GetFileAttributesA("other.txt") != INVALID_FILE_ATTRIBUTES);

    h = open_rw("keep.txt", GENERIC_WRITE | DELETE, CREATE_ALWAYS);
    disp.DeleteFile = TRUE;
    SetFileInformationByHandle(h, FileDispositionInfo, &disp, sizeof disp);
    disp.DeleteFile = FALSE;
    report("Disposition undone", SetFileInformationByHandle(h, FileDispositionInfo, &disp, sizeof disp));
    CloseHandle(h);
    printf("kept: exists=%d\n", GetFileAttributesA("keep.txt") != INVALID_FILE_ATTRIBUTES);
    DeleteFileA("keep.txt");
    return 0;
}
