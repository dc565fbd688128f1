/* CreateFileMapping with SEC_IMAGE (Wine 8's kernel32 file.c maps the program as an
 * image in its DeleteFile test): the image laid out at its RVAs, page protections from
 * its sections, MEM_IMAGE, the file kept while the image is mapped. One line per check;
 * the expected lines are Wine 8's (test/win32/kernel/test_k32secimg.py). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static const char *prot_name(DWORD p)
{
    switch (p) {
    case PAGE_READONLY: return "READONLY";
    case PAGE_READWRITE: return "READWRITE";
    case PAGE_WRITECOPY: return "WRITECOPY";
    case PAGE_EXECUTE_READ: return "EXECUTE_READ";
    case PAGE_EXECUTE_WRITECOPY: return "EXECUTE_WRITECOPY";
    case PAGE_EXECUTE_READWRITE: return "EXECUTE_READWRITE";
    default: return "other";
    }
}

int main(int argc, char **argv)
{
    char self[MAX_PATH];
    HANDLE file, map, map2;
    BYTE *view;
    IMAGE_DOS_HEADER *dos;
    IMAGE_NT_HEADERS *nt;
    IMAGE_SECTION_HEADER *sec;
    MEMORY_BASIC_INFORMATION mbi;
    HMODULE me = GetModuleHandleA(NULL);
    int i, same;
    DWORD old;

    GetModuleFileNameA(NULL, self, sizeof self);
    CopyFileA(self, "secimg.tmp", FALSE);
    file = CreateFileA("secimg.tmp", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_DELETE,
                       NULL, OPEN_EXISTING, 0, NULL);

    SetLastError(0xdeadbeef);
    map = CreateFileMappingA(file, NULL, PAGE_READONLY | SEC_IMAGE | SEC_COMMIT, 0, 0, NULL);
    printf("SEC_IMAGE|SEC_COMMIT: %d error %lu\n", map != NULL, GetLastError());
    map = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READONLY | SEC_IMAGE, 0, 4096,
                             NULL);
    printf("SEC_IMAGE of the paging file: %d error %lu\n", map != NULL, GetLastError());

    map = CreateFileMappingA(file, NULL, PAGE_READONLY | SEC_IMAGE, 0, 0, NULL);
    printf("SEC_IMAGE: %d\n", map != NULL);
    SetLastError(0xdeadbeef);
    i = DeleteFileA("secimg.tmp");
    printf("DeleteFile while mapped: %d error %lu\n", i, GetLastError());

    view = MapViewOfFile(map, FILE_MAP_READ, 0, 0, 0);
    printf("view: %d\n", view != NULL);
    dos = (IMAGE_DOS_HEADER *)view;
    nt = (IMAGE_NT_HEADERS *)(view + dos->e_lfanew);
    printf("MZ %d PE %d\n", dos->e_magic == IMAGE_DOS_SIGNATURE,
           nt->Signature == IMAGE_NT_SIGNATURE);
    VirtualQuery(view, &mbi, sizeof mbi);
    printf("headers: type image %d protect %s allocation %s\n", mbi.Type == MEM_IMAGE,
           prot_name(mbi.Protect), prot_name(mbi.AllocationProtect));
    sec = IMAGE_FIRST_SECTION(nt);
    for (i = 0; i < nt->FileHeader.NumberOfSections; i++, sec++) {
        DWORD n = sec->SizeOfRawData < sec->Misc.VirtualSize ? sec->SizeOfRawData
                                                               : sec->Misc.VirtualSize;
        if (!strncmp((char *)sec->Name, ".text", 8) || !strncmp((char *)sec->Name, ".rdata", 8)
            || !strncmp((char *)sec->Name, ".data", 8)) {
            VirtualQuery(view + sec->VirtualAddress, &mbi, sizeof mbi);
            /* the loaded program's own copy: the same bytes before any relocation
             * or import binding (.text is neither relocated here nor bound) */
            same = !memcmp(view + sec->VirtualAddress, (BYTE *)me + sec->VirtualAddress, 16);
            printf("%.8s at its RVA: protect %s, %s\n", sec->Name, prot_name(mbi.Protect),
                   !strncmp((char *)sec->Name, ".text", 8) ? (same ? "same code as loaded"
                                                                 : "other code")
                                                           : (n ? "has bytes" : "empty"));
        }
    }
    printf("write to the headers' page: VirtualProtect %d\n",
           VirtualProtect(view, 1, PAGE_READONLY, &old));
    map2 = CreateFileMappingA(file, NULL, PAGE_READONLY | SEC_IMAGE, 0, 0, NULL);
    CloseHandle(map);
    SetLastError(0xdeadbeef);
    i = DeleteFileA("secimg.tmp");
    printf("DeleteFile, a view and another section left: %d error %lu\n", i,
           GetLastError());
    CloseHandle(map2);
    SetLastError(0xdeadbeef);
    i = DeleteFileA("secimg.tmp");
    printf("DeleteFile, a view left: %d error %lu\n", i, GetLastError());
    printf("UnmapViewOfFile: %d\n", UnmapViewOfFile(view));
    printf("DeleteFile, nothing mapped: %d\n", DeleteFileA("secimg.tmp"));
    CloseHandle(file);

    file = CreateFileA("notpe.tmp", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0,
                       NULL);
    WriteFile(file, "not an image at all, just some text", 35, &old, NULL);
    /* A data section keeps its file's size: no shrinking, no copying over it. */
    map = CreateFileMappingA(file, NULL, PAGE_READONLY, 0, 4, NULL);
    SetFilePointer(file, 10, NULL, FILE_BEGIN);
    SetLastError(0xdeadbeef);
    i = SetEndOfFile(file);
    old = GetLastError();
    printf("SetEndOfFile shrinking, a section alive: %d error %lu size %lu\n", i, old,
           GetFileSize(file, NULL));
    SetFilePointer(file, 40, NULL, FILE_BEGIN);
    printf("SetEndOfFile growing: %d size %lu\n", SetEndOfFile(file), GetFileSize(file, NULL));
    CopyFileA(self, "copysrc.tmp", FALSE);
    SetLastError(0xdeadbeef);
    i = CopyFileA("copysrc.tmp", "notpe.tmp", FALSE);
    printf("CopyFile onto it: %d error %lu\n", i, GetLastError());
    CloseHandle(map);
    SetFilePointer(file, 10, NULL, FILE_BEGIN);
    printf("SetEndOfFile, the section closed: %d size %lu\n", SetEndOfFile(file),
           GetFileSize(file, NULL));
    DeleteFileA("copysrc.tmp");
    SetLastError(0xdeadbeef);
    map = CreateFileMappingA(file, NULL, PAGE_READONLY | SEC_IMAGE, 0, 0, NULL);
    printf("not a PE file: %d error %lu\n", map != NULL, GetLastError());
    CloseHandle(file);
    DeleteFileA("notpe.tmp");
    return 0;
}
