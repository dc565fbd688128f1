/* POWRPROF.dll (issue 23: CMake 4.4's configure asks the processors' speeds with
   CallNtPowerInformation, and libuv registers for suspend/resume notifications once the
   DLL loads). Prints what the functions answer, in terms that do not depend on the
   machine's processor count or speed, so the lines compare with Wine's. */
#include <windows.h>
#include <stdio.h>

typedef struct {
    ULONG Number, MaxMhz, CurrentMhz, MhzLimit, MaxIdleState, CurrentIdleState;
} PPI;

typedef LONG (WINAPI *CallNtPowerInformation_fn)(int, void *, ULONG, void *, ULONG);
typedef DWORD (WINAPI *Register_fn)(DWORD, HANDLE, void **);
typedef DWORD (WINAPI *Unregister_fn)(void *);

static ULONG CALLBACK on_power(void *context, ULONG type, void *setting)
{
    return 0;
}

int main(void)
{
    SYSTEM_INFO si;
    HMODULE dll;
    CallNtPowerInformation_fn query;
    Register_fn reg;
    Unregister_fn unreg;
    PPI info[64];
    LONG status;
    DWORD r;
    void *h = NULL;
    struct { void *callback, *context; } params = { (void *)on_power, NULL };
    unsigned i, ok;

    GetSystemInfo(&si);
    dll = LoadLibraryA("powrprof.dll");
    printf("LoadLibrary(powrprof.dll) ok=%d\n", dll != NULL);
    query = (CallNtPowerInformation_fn)GetProcAddress(dll, "CallNtPowerInformation");
    reg = (Register_fn)GetProcAddress(dll, "PowerRegisterSuspendResumeNotification");
    unreg = (Unregister_fn)GetProcAddress(dll, "PowerUnregisterSuspendResumeNotification");
    printf("found: %d %d %d\n", query != NULL, reg != NULL, unreg != NULL);

    status = query(11, NULL, 0, info, sizeof(PPI) * si.dwNumberOfProcessors - 1);
    printf("ProcessorInformation, one byte short: %08lx\n", status);
    status = query(11, NULL, 0, NULL, 0);
    printf("ProcessorInformation, no buffer: %08lx\n", status);
    memset(info, 0xcc, sizeof(info));
    status = query(11, NULL, 0, info, sizeof(PPI) * si.dwNumberOfProcessors);
    printf("ProcessorInformation: %08lx\n", status);
    ok = 1;
    for (i = 0; i < si.dwNumberOfProcessors; i++)
        ok &= info[i].Number == i && info[i].MaxMhz > 0 && info[i].MaxMhz < 100000 &&
              info[i].CurrentMhz > 0 && info[i].MhzLimit > 0;
    printf("one entry per processor, numbered, speeds in MHz: %u\n", ok);
    printf("past the last entry untouched: %d\n",
           info[si.dwNumberOfProcessors].Number == 0xccccccccu);

    r = reg(2, &params, &h);
    printf("PowerRegisterSuspendResumeNotification(callback) = %lu handle=%d\n", r, h != NULL);
    r = unreg(h);
    printf("PowerUnregisterSuspendResumeNotification = %lu\n", r);
    return 0;
}
