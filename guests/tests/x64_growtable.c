/* Growable function tables (ntdll, x64): RtlAddGrowableFunctionTable,
   RtlGrowFunctionTable, RtlDeleteGrowableFunctionTable, as a JIT (V8) uses them:
   entries appended to a sorted table become visible to RtlLookupFunctionEntry. */
#include <windows.h>
#include <stdio.h>

int main(void)
{
    static RUNTIME_FUNCTION table[4];
    BYTE *code = VirtualAlloc(NULL, 0x1000, MEM_COMMIT | MEM_RESERVE, PAGE_EXECUTE_READWRITE);
    DWORD64 base = 0;
    PVOID handle = NULL;
    PRUNTIME_FUNCTION fn;
    DWORD status;
    table[0].BeginAddress = 0x10; table[0].EndAddress = 0x20;
    table[1].BeginAddress = 0x40; table[1].EndAddress = 0x80;
    status = RtlAddGrowableFunctionTable(&handle, table, 1, 4, (ULONG_PTR)code,
                                         (ULONG_PTR)code + 0x1000);
    printf("add: status=%lx handle=%d\n", status, handle != NULL);
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x18, &base, NULL);
    printf("first: found=%d base=%d\n", fn == &table[0], (BYTE *)base == code);
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x50, &base, NULL);
    printf("second before grow: %p\n", (void *)fn);
    RtlGrowFunctionTable(handle, 2);
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x50, &base, NULL);
    printf("second after grow: found=%d\n", fn == &table[1]);
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x30, &base, NULL);
    printf("gap: %p\n", (void *)fn);
    RtlDeleteGrowableFunctionTable(handle);
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x18, &base, NULL);
    printf("after delete: %p\n", (void *)fn);
    return 0;
}
