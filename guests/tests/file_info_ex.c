/* GetFileInformationByHandleEx and NtQueryInformationFile (issue 23: CMake 4.4 asks the
   standard information of its own executable; libuv asks a pipe handle's access and
   mode). Prints what holds on any machine (no times), so the lines compare with Wine's. */
#include <windows.h>
#include <winternl.h>
#include <stdio.h>

typedef LONG (WINAPI *nqif_fn)(HANDLE, IO_STATUS_BLOCK *, void *, ULONG, int);

int main(void)
{
    nqif_fn nqif = (nqif_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                           "NtQueryInformationFile");
    FILE_STANDARD_INFO st;
    FILE_ATTRIBUTE_TAG_INFO tag;
    BYTE namebuf[600];
    FILE_NAME_INFO *ni = (FILE_NAME_INFO *)namebuf;
    IO_STATUS_BLOCK io;
    ULONGLONG q[4];
    ULONG u[12];
    HANDLE h, d, r, w;
    DWORD n;
    BOOL ok;
    LONG s;
    char buf[8];

    SetCurrentDirectoryW(L"C:\\");
    CreateDirectoryW(L"C:\\fi", NULL);
    h = CreateFileW(L"C:\\fi\\data.bin", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                    0, NULL);
    WriteFile(h, "0123456789", 10, &n, NULL);
    SetFilePointer(h, 4, NULL, FILE_BEGIN);
    ReadFile(h, buf, 2, &n, NULL);
    ok = GetFileInformationByHandleEx(h, FileStandardInfo, &st, sizeof(st));
    printf("standard: ok=%d end=%llu links=%lu delete=%d dir=%d\n", ok,
           st.EndOfFile.QuadPart, st.NumberOfLinks, st.DeletePending, st.Directory);
    ok = GetFileInformationByHandleEx(h, FileAttributeTagInfo, &tag, sizeof(tag));
    printf("tag: ok=%d attrs=%lx tag=%lx\n", ok, tag.FileAttributes, tag.ReparseTag);
    ok = GetFileInformationByHandleEx(h, FileNameInfo, ni, sizeof(namebuf));
    printf("name: ok=%d %.*ls\n", ok, (int)(ni->FileNameLength / 2), ni->FileName);
    SetLastError(0);
    ok = GetFileInformationByHandleEx(h, FileStandardInfo, &st, 8);
    printf("standard, 8 bytes: ok=%d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = GetFileInformationByHandleEx(h, 200, &st, sizeof(st));
    printf("class 200: ok=%d err=%lu\n", ok, GetLastError());
    s = nqif(h, &io, q, sizeof(q), 14);                 /* FilePositionInformation */
    printf("nt position: %lx %llu info=%lu\n", s, q[0], (ULONG)io.Information);
    s = nqif(h, &io, u, sizeof(u), 5);                  /* FileStandardInformation */
    memcpy(q, &u[2], 8);
    printf("nt standard: %lx end=%llu info=%lu\n", s, q[0], (ULONG)io.Information);
    s = nqif(h, &io, u, 4, 5);
    printf("nt standard, 4 bytes: %lx\n", s);
    s = nqif(h, &io, u, sizeof(u), 16);                 /* FileModeInformation */
    printf("nt mode: %lx %lx\n", s, u[0]);
    s = nqif(h, &io, u, sizeof(u), 17);                 /* FileAlignmentInformation */
    printf("nt alignment: %lx %lx\n", s, u[0]);
    CloseHandle(h);
    d = CreateFileW(L"C:\\fi", 0, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING,
                    FILE_FLAG_BACKUP_SEMANTICS, NULL);
    ok = GetFileInformationByHandleEx(d, FileStandardInfo, &st, sizeof(st));
    printf("folder standard: ok=%d dir=%d links=%lu\n", ok, st.Directory, st.NumberOfLinks);
    ok = GetFileInformationByHandleEx(d, FileNameInfo, ni, sizeof(namebuf));
    printf("folder name: ok=%d %.*ls\n", ok, (int)(ni->FileNameLength / 2), ni->FileName);
    CloseHandle(d);
    CreatePipe(&r, &w, NULL, 0);
    s = nqif(r, &io, u, sizeof(u), 8);                  /* FileAccessInformation */
    printf("pipe read end access: %lx %lx\n", s, u[0]);
    s = nqif(w, &io, u, sizeof(u), 8);
    printf("pipe write end access: %lx %lx\n", s, u[0]);
    s = nqif((HANDLE)0x1234, &io, u, sizeof(u), 8);
    printf("bad handle: %lx\n", s);
    CloseHandle(r);
    CloseHandle(w);
    DeleteFileW(L"C:\\fi\\data.bin");
    RemoveDirectoryW(L"C:\\fi");
    return 0;
}
