/* x64_dllwidth_lib: the DLL x64_dllwidth.exe loads, built for x86-64 (d64.dll) and for
 * i686 (d32.dll) by test/machine/test_x64_winlongs.py. DllMain marks the attach. */
#include <windows.h>

static int attached;

BOOL WINAPI DllMain(HINSTANCE h, DWORD reason, LPVOID reserved)
{
    if (reason == DLL_PROCESS_ATTACH)
        attached = 42;
    return TRUE;
}

__declspec(dllexport) long long twice(long long x)
{
    return 2 * x + attached;
}
