/* GetProcAddress on the program's own module: an .exe may export functions, and the
 * DLLs it loads find them so (node.exe exports N-API to its addons, which napi-rs looks
 * up with GetProcAddress(GetModuleHandle(NULL), "napi_create_int32")). By name, by
 * ordinal, a name it does not export (NULL, ERROR_PROC_NOT_FOUND). */
#include <windows.h>
#include <stdio.h>

__declspec(dllexport) int exported_twice(int x) { return 2 * x; }
__declspec(dllexport) int exported_value = 1234;

int main(void)
{
    HMODULE self = GetModuleHandleA(NULL);
    int (*fn)(int) = (int (*)(int))GetProcAddress(self, "exported_twice");
    int *value = (int *)GetProcAddress(self, "exported_value");
    FARPROC by_ordinal;
    printf("function: %d\n", fn == exported_twice);
    printf("call: %d\n", fn ? fn(21) : -1);
    printf("variable: %d %d\n", value == &exported_value, value ? *value : -1);
    by_ordinal = GetProcAddress(self, (LPCSTR)1);
    printf("ordinal 1: %d\n", by_ordinal == (FARPROC)exported_twice ||
           by_ordinal == (FARPROC)&exported_value);
    SetLastError(0);
    by_ordinal = GetProcAddress(self, "not_exported");
    printf("missing: %d error=%lu\n", by_ordinal != NULL, GetLastError());
    SetLastError(0);
    by_ordinal = GetProcAddress(self, (LPCSTR)99);
    printf("ordinal 99: %d error=%lu\n", by_ordinal != NULL, GetLastError());
    return 0;
}
