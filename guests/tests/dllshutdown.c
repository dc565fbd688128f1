/* RtlDllShutdownInProgress (ntdll; Bun's exit path looks it up): FALSE in main, in a
 * DLL's attach and in its FreeLibrary detach; TRUE in the detach at the process's end.
 * The DLL (tests/dllshutdown_dll.c) prints its detach lines itself. */
#include <windows.h>
#include <stdio.h>

typedef BOOLEAN (WINAPI *shutdown_fn)(void);

int main(void)
{
    shutdown_fn fn = (shutdown_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                                 "RtlDllShutdownInProgress");
    HMODULE dll;
    int (*attach_value)(void);
    printf("found: %d\n", fn != NULL);
    if (!fn)
        return 1;
    printf("main: %d\n", fn());
    dll = LoadLibraryA("dllshutdown_dll.dll");
    attach_value = (int (*)(void))GetProcAddress(dll, "attach_value");
    printf("attach: %d\n", attach_value ? attach_value() : -2);
    fflush(stdout);
    FreeLibrary(dll);                       /* detach: reserved=0 shutdown=0 */
    dll = LoadLibraryA("dllshutdown_dll.dll");
    printf("loaded again: %d\n", dll != NULL);
    printf("exiting\n");
    fflush(stdout);
    return 0;                               /* detach: reserved=1 shutdown=1 */
}
