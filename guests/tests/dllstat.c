/* dllstat.c - a DLL that dlltest.exe imports statically (bound at load, before WinMain). */
#include <windows.h>

static int answer;

BOOL WINAPI DllMain(HINSTANCE inst, DWORD reason, LPVOID reserved)
{
    if (reason == DLL_PROCESS_ATTACH)
        answer = 42;
    return TRUE;
}

__declspec(dllexport) int __cdecl stat_answer(void) { return answer; }
