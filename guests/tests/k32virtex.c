/* Virtual memory of a process by handle: VirtualAllocEx/VirtualFreeEx and ntdll's
 * NtAllocateVirtualMemory/NtFreeVirtualMemory (the base and size they write back), in
 * this process and in a child process. One line per check
 * (test/win32/kernel/test_k32virtex.py). */
#include <windows.h>
#include <stdio.h>

typedef LONG (WINAPI *NTALLOC)(HANDLE, void **, ULONG_PTR, SIZE_T *, ULONG, ULONG);
typedef LONG (WINAPI *NTFREE)(HANDLE, void **, SIZE_T *, ULONG);

int main(int argc, char **argv)
{
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    NTALLOC nt_alloc = (NTALLOC)GetProcAddress(nt, "NtAllocateVirtualMemory");
    NTFREE nt_free = (NTFREE)GetProcAddress(nt, "NtFreeVirtualMemory");
    HANDLE self = GetCurrentProcess();
    char *p, *q, cmd[MAX_PATH + 16];
    void *base;
    SIZE_T size;
    LONG st;
    STARTUPINFOA si = {sizeof(si)};
    PROCESS_INFORMATION pi;
    MEMORY_BASIC_INFORMATION mbi;

    if (argc > 1) { Sleep(3000); return 0; }

    base = NULL; size = 0x1800;
    st = nt_alloc(self, &base, 0, &size, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
    printf("NtAllocate: %#lx size %#lx aligned %d\n", (unsigned long)st, (unsigned long)size,
           ((ULONG_PTR)base & 0xFFFF) == 0);
    p = base;
    p[0x17ff] = 1;
    base = p + 0x10; size = 0x10;
    st = nt_free(self, &base, &size, MEM_DECOMMIT);
    printf("NtFree decommit: %#lx base +%#lx size %#lx\n", (unsigned long)st,
           (unsigned long)((char *)base - p), (unsigned long)size);
    VirtualQuery(p, &mbi, sizeof(mbi));
    printf("  first page state %#lx\n", mbi.State);
    base = p + 0x10; size = 0x10;
    st = nt_alloc(self, &base, 0, &size, MEM_COMMIT, PAGE_READONLY);
    printf("NtAllocate commit: %#lx base +%#lx size %#lx\n", (unsigned long)st,
           (unsigned long)((char *)base - p), (unsigned long)size);
    base = p + 0x1000; size = 0;
    st = nt_free(self, &base, &size, MEM_RELEASE);
    printf("NtFree release not at the base: %#lx\n", (unsigned long)st);
    base = p; size = 0;
    st = nt_free(self, &base, &size, MEM_RELEASE);
    printf("NtFree release: %#lx size %#lx\n", (unsigned long)st, (unsigned long)size);
    base = p; size = 0;
    st = nt_free(self, &base, &size, MEM_RELEASE);
    printf("NtFree again: %#lx\n", (unsigned long)st);
    base = NULL; size = 0x1000;
    st = nt_alloc((HANDLE)0x1234, &base, 0, &size, MEM_COMMIT, PAGE_READWRITE);
    printf("NtAllocate bad handle: %#lx\n", (unsigned long)st);

    q = VirtualAllocEx(self, NULL, 0x3000, MEM_COMMIT, PAGE_READWRITE);
    printf("VirtualAllocEx self: %d\n", q != NULL);
    printf("VirtualFreeEx self: %d\n", VirtualFreeEx(self, q, 0, MEM_RELEASE));
    SetLastError(0xdeadbeef);
    q = VirtualAllocEx(NULL, NULL, 0x1000, MEM_COMMIT, PAGE_READWRITE);
    printf("VirtualAllocEx NULL handle: %d error %lu\n", q != NULL, GetLastError());

    sprintf(cmd, "\"%s\" child", argv[0]);
    if (CreateProcessA(NULL, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi)) {
        q = VirtualAllocEx(pi.hProcess, NULL, 0x2000, MEM_COMMIT, PAGE_READWRITE);
        printf("VirtualAllocEx child: %d\n", q != NULL);
        printf("VirtualFreeEx child: %d\n", VirtualFreeEx(pi.hProcess, q, 0, MEM_RELEASE));
        base = NULL; size = 0x1000;
        st = nt_alloc(pi.hProcess, &base, 0, &size, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
        printf("NtAllocate child: %#lx size %#lx\n", (unsigned long)st, (unsigned long)size);
        size = 0;
        st = nt_free(pi.hProcess, &base, &size, MEM_RELEASE);
        printf("NtFree child: %#lx size %#lx\n", (unsigned long)st, (unsigned long)size);
        TerminateProcess(pi.hProcess, 0);
        CloseHandle(pi.hProcess);
        CloseHandle(pi.hThread);
    }
    return 0;
}
