/* x64_dllwidth: a 64-bit program loads a 64-bit guest DLL (DllMain runs, an export
 * takes and returns a 64-bit value) and is refused a 32-bit one (ERROR_BAD_EXE_FORMAT).
 * Built with d64.dll and d32.dll (x64_dllwidth_lib.c) by test/machine/test_x64_winlongs.py;
 * expected output: 64-bit Wine 8 running the same files. */
#include <windows.h>
#include <stdio.h>
int main(void) {
    HMODULE h = LoadLibraryA("d64.dll"), h32;
    DWORD err;
    long long (*f)(long long) = h ? (void *)GetProcAddress(h, "twice") : NULL;
    printf("load %d proc %d\n", h != NULL, f != NULL);
    if (f) printf("twice %lld\n", f(0x100000000LL));
    SetLastError(0);
    h32 = LoadLibraryA("d32.dll");
    err = GetLastError();
    printf("load32 %d err=%lu\n", h32 != NULL, err);
    printf("free %d\n", h ? FreeLibrary(h) : -1);
    return 0;
}
