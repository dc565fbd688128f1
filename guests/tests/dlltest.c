/*
 * dlltest.c - a program with its own DLLs: dllfun.dll loaded with LoadLibrary (which
 * imports dllbase.dll), and dllstat.dll imported statically. Prints one "name=value"
 * line per check (vm.stdout_log).
 */
#include <windows.h>
#include <stdio.h>

typedef int (__cdecl *Fn2)(int, int);
typedef int (__cdecl *Fn1)(int);
typedef int (__cdecl *Fn0)(void);
typedef const char *(__cdecl *FnS)(void);
typedef int (WINAPI *FnLen)(const char *);

__declspec(dllimport) int __cdecl stat_answer(void);

static DWORD WINAPI thread_proc(LPVOID arg) { return 9; }

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    HMODULE h, again;
    HANDLE t;
    char exe[MAX_PATH];

    printf("static_import=%d\n", stat_answer());
    printf("missing=%d error=%lu\n", LoadLibraryA("nosuch.dll") == NULL, GetLastError());
    h = LoadLibraryA("dllfun.dll");
    printf("loaded=%d aligned=%d\n", h != NULL, ((DWORD_PTR)h & 0xFFFF) == 0);
    printf("add2=%d\n", ((Fn2)GetProcAddress(h, "add2"))(40, 2));
    printf("times3_by_ordinal=%d\n", ((Fn1)GetProcAddress(h, MAKEINTRESOURCEA(7)))(14));
    printf("times3_by_name=%d\n", GetProcAddress(h, "times3") == NULL);
    printf("forwarded=%d\n", ((FnLen)GetProcAddress(h, "fwd_len"))("hello"));
    printf("no_such_export=%d error=%lu\n", GetProcAddress(h, "nope") == NULL,
           GetLastError());
    printf("chained_dll=%d\n", ((Fn0)GetProcAddress(h, "base_value"))());
    printf("counts_after_load=%d\n", ((Fn0)GetProcAddress(h, "attach_counts"))());
    t = CreateThread(NULL, 0, thread_proc, NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    printf("counts_after_thread=%d\n", ((Fn0)GetProcAddress(h, "attach_counts"))());
    printf("dll_path=%s\n", ((FnS)GetProcAddress(h, "module_path"))());
    GetModuleFileNameA(NULL, exe, sizeof exe);
    printf("exe_path=%s\n", exe);
    printf("by_name=%d\n", GetModuleHandleA("dllfun.dll") == h);
    again = LoadLibraryA("DLLFUN");
    printf("same_handle=%d\n", again == h);
    FreeLibrary(again);
    printf("still_loaded=%d\n", GetModuleHandleA("dllfun.dll") == h);
    FreeLibrary(h);
    printf("unloaded=%d\n", GetModuleHandleA("dllfun.dll") == NULL);
    return 0;
}
