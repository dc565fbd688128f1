/* tlsdll.dll (and tlsdyn.dll, the same source with another VALUE): a DLL with implicit
 * TLS data of its own. tls_probe reads (and optionally writes) the calling thread's copy
 * of it through ThreadLocalStoragePointer[its TLS index], as compiled __declspec(thread)
 * code does, the index and the template found through the DLL's own TLS directory. */
#include <windows.h>

/* NtCurrentTeb's fs:/gs: read, which gcc 12 takes for an array of length 0 */
#pragma GCC diagnostic ignored "-Warray-bounds"

#ifndef VALUE
#define VALUE 222
#endif

__attribute__((section(".tls$BBB"))) int tls_value = VALUE;

static HMODULE self;

BOOL WINAPI DllMain(HINSTANCE h, DWORD reason, LPVOID reserved)
{
    (void)reserved;
    if (reason == DLL_PROCESS_ATTACH)
        self = h;
    return TRUE;
}

/* The thread's copy of ``var`` (a variable in this module's .tls template). */
static int *tls_cell(HMODULE module, int *var, DWORD *index)
{
    IMAGE_DOS_HEADER *dos = (IMAGE_DOS_HEADER *)module;
    IMAGE_NT_HEADERS *nt = (IMAGE_NT_HEADERS *)((char *)module + dos->e_lfanew);
    IMAGE_DATA_DIRECTORY *dir = &nt->OptionalHeader.DataDirectory[IMAGE_DIRECTORY_ENTRY_TLS];
    IMAGE_TLS_DIRECTORY *tls = (IMAGE_TLS_DIRECTORY *)((char *)module + dir->VirtualAddress);
    char **array = *(char ***)((char *)NtCurrentTeb() + (sizeof(void *) == 8 ? 0x58 : 0x2C));
    *index = *(DWORD *)tls->AddressOfIndex;
    if (!array)
        return NULL;
    return (int *)(array[*index] + ((char *)var - (char *)tls->StartAddressOfRawData));
}

__declspec(dllexport) int tls_probe(DWORD *index, int set)
{
    int *cell = tls_cell(self, &tls_value, index);
    if (!cell)
        return -1;
    if (set)
        *cell = set;
    return *cell;
}
