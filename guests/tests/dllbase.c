/* dllbase.c - the DLL that dllfun.dll imports (a chain of guest DLLs). */
#include <windows.h>

static int value;

BOOL WINAPI DllMain(HINSTANCE inst, DWORD reason, LPVOID reserved)
{
    if (reason == DLL_PROCESS_ATTACH)
        value = 1234;        /* set before dllfun's DllMain reads it: dependencies first */
    return TRUE;
}

__declspec(dllexport) int __cdecl dllbase_value(void) { return value; }
