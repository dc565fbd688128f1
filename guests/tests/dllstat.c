/* dllstat.c - a DLL that dlltest.exe imports statically (bound at load, before WinMain). */
#include <windows.h>
#include <stdio.h>

static int answer;

BOOL WINAPI DllMain(HINSTANCE inst, DWORD reason, LPVOID reserved)
{
    if (reason == DLL_PROCESS_ATTACH)
        answer = 42;
    if (reason == DLL_PROCESS_DETACH)    /* at process exit: lpReserved is non-NULL */
        printf("dllstat_detach=%d\n", reserved != NULL);
    return TRUE;
}

__declspec(dllexport) int __cdecl stat_answer(void) { return answer; }
