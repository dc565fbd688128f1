/*
 * dllfun.c - a guest DLL for dlltest.c (exports in dllfun.def: by name, by ordinal
 * only, and a forwarder to KERNEL32). DllMain counts its notifications; the counters
 * are readable through exports.
 */
#include <windows.h>
#include <stdio.h>

static HINSTANCE self;
static int process_attach, thread_attach, thread_detach;
static char path[MAX_PATH];
static int imported_value;

__declspec(dllimport) int __cdecl dllbase_value(void);

BOOL WINAPI DllMain(HINSTANCE inst, DWORD reason, LPVOID reserved)
{
    switch (reason) {
    case DLL_PROCESS_ATTACH:
        self = inst;
        process_attach++;
        imported_value = dllbase_value();     /* a guest DLL importing another one */
        break;
    case DLL_THREAD_ATTACH:
        thread_attach++;
        break;
    case DLL_THREAD_DETACH:
        thread_detach++;
        break;
    case DLL_PROCESS_DETACH:             /* FreeLibrary: lpReserved is NULL */
        printf("dllfun_detach=%d\n", reserved != NULL);
        break;
    }
    return TRUE;
}

int __cdecl add2(int a, int b) { return a + b; }
int __cdecl times3(int x) { return 3 * x; }
int __cdecl attach_counts(void)
{
    return process_attach * 100 + thread_attach * 10 + thread_detach;
}
int __cdecl base_value(void) { return imported_value; }
const char *__cdecl module_path(void)
{
    GetModuleFileNameA(self, path, sizeof path);
    return path;
}
