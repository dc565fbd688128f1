/* Implicit TLS of a program and of its DLLs (kernel/statictls.py): the program's index is
 * 0, the DLL it imports (tlsdll.dll) takes the next one, a DLL loaded later (tlsdyn.dll)
 * the next; every thread has its own copy of each template, a thread that existed before
 * the LoadLibrary included, and an unloaded DLL's index is free for the next one. */
#include <windows.h>
#include <stdio.h>

/* NtCurrentTeb's fs:/gs: read, which gcc 12 takes for an array of length 0 */
#pragma GCC diagnostic ignored "-Warray-bounds"

__declspec(dllimport) int tls_probe(DWORD *index, int set);
typedef int (*probe_fn)(DWORD *, int);

__attribute__((section(".tls$BBB"))) int exe_value = 111;

static int *exe_cell(DWORD *index)
{
    HMODULE module = GetModuleHandleA(NULL);
    IMAGE_DOS_HEADER *dos = (IMAGE_DOS_HEADER *)module;
    IMAGE_NT_HEADERS *nt = (IMAGE_NT_HEADERS *)((char *)module + dos->e_lfanew);
    IMAGE_DATA_DIRECTORY *dir = &nt->OptionalHeader.DataDirectory[IMAGE_DIRECTORY_ENTRY_TLS];
    IMAGE_TLS_DIRECTORY *tls = (IMAGE_TLS_DIRECTORY *)((char *)module + dir->VirtualAddress);
    char **array = *(char ***)((char *)NtCurrentTeb() + (sizeof(void *) == 8 ? 0x58 : 0x2C));
    *index = *(DWORD *)tls->AddressOfIndex;
    return (int *)(array[*index] + ((char *)&exe_value - (char *)tls->StartAddressOfRawData));
}

static probe_fn dyn_probe;
static HANDLE loaded, probed;

static DWORD WINAPI fresh(LPVOID arg)
{
    DWORD i, j;
    int e = *exe_cell(&i);
    int d = tls_probe(&j, 0);
    (void)arg;
    printf("thread: exe %d (index %lu), tlsdll %d (index %lu)\n", e, i, d, j);
    return 0;
}

static DWORD WINAPI early(LPVOID arg)
{
    DWORD i;
    int v;
    (void)arg;
    WaitForSingleObject(loaded, INFINITE);
    v = dyn_probe(&i, 0);
    printf("earlier thread: tlsdyn %d (index %lu)\n", v, i);
    v = dyn_probe(&i, 77);
    printf("earlier thread: set 77, reads %d\n", v);
    SetEvent(probed);
    return 0;
}

int main(void)
{
    DWORD i, j;
    HANDLE t, e;
    HMODULE dyn;
    int v, *cell = exe_cell(&i);
    printf("exe: %d (index %lu)\n", *cell, i);
    v = tls_probe(&j, 0);
    printf("tlsdll: %d (index %lu)\n", v, j);
    *cell = 1111;
    v = tls_probe(&j, 2222);
    printf("main: set exe 1111, tlsdll 2222: %d %d\n", *exe_cell(&i), v);
    t = CreateThread(NULL, 0, fresh, NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    v = tls_probe(&j, 0);
    printf("main again: %d %d\n", *exe_cell(&i), v);

    loaded = CreateEventA(NULL, TRUE, FALSE, NULL);
    probed = CreateEventA(NULL, TRUE, FALSE, NULL);
    e = CreateThread(NULL, 0, early, NULL, 0, NULL);
    dyn = LoadLibraryA("tlsdyn.dll");
    dyn_probe = (probe_fn)GetProcAddress(dyn, "tls_probe");
    v = dyn_probe(&i, 0);
    printf("tlsdyn: %d (index %lu)\n", v, i);
    SetEvent(loaded);
    WaitForSingleObject(probed, INFINITE);
    WaitForSingleObject(e, INFINITE);
    CloseHandle(e);
    v = dyn_probe(&i, 0);
    printf("main: tlsdyn %d\n", v);
    FreeLibrary(dyn);
    dyn = LoadLibraryA("tlsdyn.dll");
    dyn_probe = (probe_fn)GetProcAddress(dyn, "tls_probe");
    v = dyn_probe(&i, 0);
    printf("reloaded tlsdyn: %d (index %lu)\n", v, i);
    v = tls_probe(&j, 0);
    printf("tlsdll still: %d (index %lu)\n", v, j);
    FreeLibrary(dyn);
    return 0;
}
