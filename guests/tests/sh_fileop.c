/* SHFileOperation's SHFILEOPSTRUCT as a 32-bit program lays it out: shellapi.h packs it to
   1 byte, so fAnyOperationsAborted follows the WORD fFlags at 18 and hNameMappings is at
   22. Each operation starts with both fields set to a marker and prints what is left in
   them after the call (a handler writing the BOOL 2 bytes too far leaves half of each). */
#include <windows.h>
#include <shellapi.h>
#include <stddef.h>
#include <stdio.h>

#define QUIET (FOF_NOCONFIRMATION | FOF_SILENT | FOF_NOERRORUI | FOF_NOCONFIRMMKDIR)

static void show(const char *what, int ret, BOOL aborted, LPVOID mappings)
{
    printf("%s ret=%d aborted=%08lx mappings=%08lx\n", what, ret, (unsigned long)aborted,
           (unsigned long)(ULONG_PTR)mappings);
}

int main(void)
{
    SHFILEOPSTRUCTA a;
    SHFILEOPSTRUCTW w;
    HANDLE f;
    int ret;

    printf("layout size=%u fFlags=%u aborted=%u mappings=%u title=%u\n",
           (unsigned)sizeof(SHFILEOPSTRUCTA),
           (unsigned)offsetof(SHFILEOPSTRUCTA, fFlags),
           (unsigned)offsetof(SHFILEOPSTRUCTA, fAnyOperationsAborted),
           (unsigned)offsetof(SHFILEOPSTRUCTA, hNameMappings),
           (unsigned)offsetof(SHFILEOPSTRUCTA, lpszProgressTitle));

    CreateDirectoryA("C:\\fotest", NULL);
    f = CreateFileA("C:\\fotest\\one.dat", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "one", 3, (DWORD *)&ret, NULL);
    CloseHandle(f);

    memset(&a, 0, sizeof(a));
    a.wFunc = FO_COPY;
    a.fFlags = QUIET;
    a.pFrom = "C:\\fotest\\one.dat\0";
    a.pTo = "C:\\fotest\\two.dat\0";
    a.fAnyOperationsAborted = 0x11223344;
    a.hNameMappings = (LPVOID)0x55667788;
    ret = SHFileOperationA(&a);
    show("copyA", ret, a.fAnyOperationsAborted, a.hNameMappings);

    a.wFunc = FO_RENAME;
    a.pFrom = "C:\\fotest\\two.dat\0";
    a.pTo = "C:\\fotest\\three.dat\0";
    a.fAnyOperationsAborted = 0x11223344;
    a.hNameMappings = (LPVOID)0x55667788;
    ret = SHFileOperationA(&a);
    show("renameA", ret, a.fAnyOperationsAborted, a.hNameMappings);
    printf("renamed there=%d\n",
           GetFileAttributesA("C:\\fotest\\three.dat") != INVALID_FILE_ATTRIBUTES);

    memset(&w, 0, sizeof(w));
    w.wFunc = FO_DELETE;
    w.fFlags = QUIET;
    w.pFrom = L"C:\\fotest\\one.dat\0C:\\fotest\\three.dat\0";
    w.fAnyOperationsAborted = 0x11223344;
    w.hNameMappings = (LPVOID)0x55667788;
    ret = SHFileOperationW(&w);
    show("deleteW", ret, w.fAnyOperationsAborted, w.hNameMappings);
    printf("deleted gone=%d,%d\n",
           GetFileAttributesA("C:\\fotest\\one.dat") == INVALID_FILE_ATTRIBUTES,
           GetFileAttributesA("C:\\fotest\\three.dat") == INVALID_FILE_ATTRIBUTES);

    RemoveDirectoryA("C:\\fotest");
    return 0;
}
