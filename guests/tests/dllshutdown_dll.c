/* dllshutdown_dll.dll, loaded by dllshutdown.exe: its DLL_PROCESS_DETACH reports what
 * ntdll's RtlDllShutdownInProgress says there (TRUE only when the process is ending, not
 * at a FreeLibrary) and the lpReserved it got (non-NULL at the process's end). Written
 * with WriteFile: the C runtime may be gone at the process's end. */
#include <windows.h>

typedef BOOLEAN (WINAPI *shutdown_fn)(void);

static shutdown_fn shutdown_in_progress(void)
{
    return (shutdown_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"), "RtlDllShutdownInProgress");
}

static int attach_saw = -1;

__declspec(dllexport) int attach_value(void) { return attach_saw; }

static void say(const char *text)
{
    DWORD n;
    WriteFile(GetStdHandle(STD_OUTPUT_HANDLE), text, lstrlenA(text), &n, NULL);
}

BOOL WINAPI DllMain(HINSTANCE h, DWORD reason, LPVOID reserved)
{
    (void)h;
    if (reason == DLL_PROCESS_ATTACH)
        attach_saw = shutdown_in_progress()();
    else if (reason == DLL_PROCESS_DETACH) {
        char line[] = "detach: reserved=? shutdown=?\r\n";
        line[17] = reserved ? '1' : '0';
        line[28] = (char)('0' + shutdown_in_progress()());
        say(line);
    }
    return TRUE;
}
