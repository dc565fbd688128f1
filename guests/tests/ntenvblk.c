/* The environment blocks and the processor number by ntdll's names (Go 1.27's runtime
 * asks RtlGetCurrentPeb for the PEB at start-up; fzf 0.74.5 stopped there):
 * RtlGetCurrentPeb, NtCurrentTeb, NtGetCurrentProcessorNumber, RtlGetCurrentProcessorNumber,
 * each compared with what the TEB (fs:[0x18] / gs:[0x30]) and kernel32 say, also on a
 * second thread. */
#include <windows.h>
#include <stdio.h>

typedef void *(WINAPI *PTRFN)(void);
typedef ULONG (WINAPI *ULONGFN)(void);

static PTRFN get_peb, get_teb;
static ULONGFN nt_cpu, rtl_cpu;

static void *tib_self(void)
{
#ifdef _WIN64
    return (void *)__readgsqword(0x30);
#else
    return (void *)__readfsdword(0x18);
#endif
}

static void *teb_peb(void)
{
#ifdef _WIN64
    return (void *)__readgsqword(0x60);
#else
    return (void *)__readfsdword(0x30);
#endif
}

static void check(const char *who)
{
    if (get_teb)
        printf("%s: NtCurrentTeb is the TIB's self: %d\n", who, get_teb() == tib_self());
    if (get_peb)
        printf("%s: RtlGetCurrentPeb is the TEB's PEB: %d, nonzero %d\n", who,
               get_peb() == teb_peb(), get_peb() != NULL);
}

static DWORD WINAPI second(void *arg)
{
    void *main_teb = arg;
    check("second thread");
    if (get_teb)
        printf("second thread: its own TEB: %d\n", get_teb() != main_teb);
    return 0;
}

int main(void)
{
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    HANDLE t;
    const char *names[] = {"RtlGetCurrentPeb", "NtCurrentTeb", "NtGetCurrentProcessorNumber",
                           "RtlGetCurrentProcessorNumber"};
    int i;

    for (i = 0; i < 4; i++)
        printf("%s exported: %d\n", names[i], GetProcAddress(nt, names[i]) != NULL);
    get_peb = (PTRFN)GetProcAddress(nt, "RtlGetCurrentPeb");
    get_teb = (PTRFN)GetProcAddress(nt, "NtCurrentTeb");
    nt_cpu = (ULONGFN)GetProcAddress(nt, "NtGetCurrentProcessorNumber");
    rtl_cpu = (ULONGFN)GetProcAddress(nt, "RtlGetCurrentProcessorNumber");
    check("main thread");
    if (nt_cpu)
        printf("NtGetCurrentProcessorNumber below the count: %d, as kernel32's: %d\n",
               nt_cpu() < 64, nt_cpu() == GetCurrentProcessorNumber());
    if (rtl_cpu)
        printf("RtlGetCurrentProcessorNumber as kernel32's: %d\n",
               rtl_cpu() == GetCurrentProcessorNumber());
    t = CreateThread(NULL, 0, second, get_teb ? get_teb() : NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    printf("done\n");
    return 0;
}
