/* The process's data execution prevention (DEP) settings: NtQueryInformationProcess and
   NtSetInformationProcess with ProcessExecuteFlags (MEM_EXECUTE_OPTION_*), KERNEL32's
   GetProcessDEPPolicy, SetProcessDEPPolicy and GetSystemDEPPolicy, and what they change:
   whether code runs from a readable page without "execute" (a 32-bit process; a 64-bit
   process's DEP is on for good). A vectored handler turns each access violation into a
   return of -1 from the call that faulted, and notes its kind (8: execute, 0: read). */
#define _WIN32_WINNT 0x0601
#include <windows.h>
#include <stdio.h>

typedef LONG (WINAPI *query_fn)(HANDLE, ULONG, void *, ULONG, ULONG *);
typedef LONG (WINAPI *set_fn)(HANDLE, ULONG, void *, ULONG);
static query_fn pNtQueryInformationProcess;
static set_fn pNtSetInformationProcess;
#define ProcessExecuteFlags 34
/* winternl.h's MEM_EXECUTE_OPTION_* (mingw's headers leave them out) */
#define MEM_EXECUTE_OPTION_DISABLE 0x1
#define MEM_EXECUTE_OPTION_ENABLE 0x2
#define MEM_EXECUTE_OPTION_DISABLE_THUNK_EMULATION 0x4
#define MEM_EXECUTE_OPTION_PERMANENT 0x8
#define MEM_EXECUTE_OPTION_EXECUTE_DISPATCH_ENABLE 0x10
#define MEM_EXECUTE_OPTION_IMAGE_DISPATCH_ENABLE 0x20

static volatile LONG fault_kind = -1;

static LONG CALLBACK on_fault(EXCEPTION_POINTERS *ep)
{
    CONTEXT *ctx = ep->ContextRecord;
    if (ep->ExceptionRecord->ExceptionCode != EXCEPTION_ACCESS_VIOLATION)
        return EXCEPTION_CONTINUE_SEARCH;
    fault_kind = (LONG)ep->ExceptionRecord->ExceptionInformation[0];
    /* return from the call into the page, with -1 */
#ifdef _WIN64
    ctx->Rip = *(DWORD64 *)ctx->Rsp;
    ctx->Rsp += 8;
    ctx->Rax = (DWORD64)-1;
#else
    ctx->Eip = *(DWORD *)ctx->Esp;
    ctx->Esp += 4;
    ctx->Eax = (DWORD)-1;
#endif
    return EXCEPTION_CONTINUE_EXECUTION;
}

static void call(const char *what, unsigned char *page)
{
    int (*f)(void) = (int (*)(void))page;
    int r;
    fault_kind = -1;
    r = f();
    printf("%s: returned %d fault=%ld\n", what, r, (long)fault_kind);
}

static void query(const char *what)
{
    ULONG val = 0xdead, len = 0xdead;
    LONG st = pNtQueryInformationProcess(GetCurrentProcess(), ProcessExecuteFlags, &val,
                                         sizeof(val), &len);
    printf("%s: query=%08lx", what, (unsigned long)st);
    if (!st)
        printf(" flags=%lx len=%lu", (unsigned long)val, (unsigned long)len);
    printf("\n");
}

static void set(const char *what, ULONG val)
{
    LONG st = pNtSetInformationProcess(GetCurrentProcess(), ProcessExecuteFlags, &val,
                                       sizeof(val));
    printf("set %s=%08lx\n", what, (unsigned long)st);
}

static void policy(void)
{
    DWORD flags = 99;
    BOOL perm = 99, ok;
    SetLastError(0);
    ok = GetProcessDEPPolicy(GetCurrentProcess(), &flags, &perm);
    printf("GetProcessDEPPolicy=%d err=%lu", ok, GetLastError());
    if (ok)
        printf(" flags=%lu permanent=%d", flags, perm);
    printf("\n");
}

int main(void)
{
    HMODULE ntdll = GetModuleHandleA("ntdll.dll");
    unsigned char *data, *none;
    MEMORY_BASIC_INFORMATION mbi;
    ULONG val, len = 0xdead;
    DWORD old;
    LONG st;
    BOOL ok;
    static const unsigned char code[] = {0xB8, 42, 0, 0, 0, 0xC3};   /* mov eax,42; ret */

    pNtQueryInformationProcess = (query_fn)GetProcAddress(ntdll, "NtQueryInformationProcess");
    pNtSetInformationProcess = (set_fn)GetProcAddress(ntdll, "NtSetInformationProcess");
    AddVectoredExceptionHandler(1, on_fault);
    data = VirtualAlloc(NULL, 0x1000, MEM_COMMIT, PAGE_READWRITE);
    memcpy(data, code, sizeof(code));
    none = VirtualAlloc(NULL, 0x1000, MEM_COMMIT, PAGE_NOACCESS);

    printf("GetSystemDEPPolicy=%d\n", (int)GetSystemDEPPolicy());
    st = pNtQueryInformationProcess(GetCurrentProcess(), ProcessExecuteFlags, &val, 3, &len);
    printf("query size 3=%08lx\n", (unsigned long)st);
    query("start");
    policy();
    call("data page, DEP on", data);
    call("no-access page, DEP on", none);

    st = pNtSetInformationProcess(GetCurrentProcess(), ProcessExecuteFlags, &val, 8);
    printf("set size 8=%08lx\n", (unsigned long)st);
    set("neither", 0);
    set("both", MEM_EXECUTE_OPTION_DISABLE | MEM_EXECUTE_OPTION_ENABLE);
    set("thunk only", MEM_EXECUTE_OPTION_DISABLE_THUNK_EMULATION);
    if (sizeof(void *) == 8)
    {
        SetLastError(0);
        ok = SetProcessDEPPolicy(PROCESS_DEP_ENABLE);
        printf("SetProcessDEPPolicy(ENABLE)=%d err=%lu\n", ok, GetLastError());
        query("end");
        printf("done\n");
        return 0;
    }

    /* DEP off: the readable data page runs code, and still reads as PAGE_READWRITE */
    set("enable", MEM_EXECUTE_OPTION_ENABLE);
    query("off");
    policy();
    call("data page, DEP off", data);
    VirtualQuery(data, &mbi, sizeof(mbi));
    printf("data page protect=%lx\n", (unsigned long)mbi.Protect);
    call("no-access page, DEP off", none);
    /* new code in the page, written while it is not running code: the new code runs */
    VirtualProtect(data, 0x1000, PAGE_READWRITE, &old);
    data[1] = 43;
    call("data page rewritten, DEP off", data);
    data[1] = 42;

    set("unknown bit", MEM_EXECUTE_OPTION_DISABLE | 0x40);
    /* DEP on again: the page stops running code */
    set("disable|dispatch", MEM_EXECUTE_OPTION_DISABLE | MEM_EXECUTE_OPTION_EXECUTE_DISPATCH_ENABLE
        | MEM_EXECUTE_OPTION_IMAGE_DISPATCH_ENABLE);
    query("on again");
    call("data page, DEP on again", data);

    SetLastError(0);
    ok = SetProcessDEPPolicy(0);
    printf("SetProcessDEPPolicy(0)=%d err=%lu\n", ok, GetLastError());
    query("after SetProcessDEPPolicy(0)");
    call("data page, after SetProcessDEPPolicy(0)", data);
    set("disable", MEM_EXECUTE_OPTION_DISABLE);

    /* for good */
    SetLastError(0);
    ok = SetProcessDEPPolicy(PROCESS_DEP_ENABLE | PROCESS_DEP_DISABLE_ATL_THUNK_EMULATION);
    printf("SetProcessDEPPolicy(ENABLE|ATL)=%d err=%lu\n", ok, GetLastError());
    query("permanent");
    policy();
    set("enable, permanent", MEM_EXECUTE_OPTION_ENABLE);
    set("disable, permanent", MEM_EXECUTE_OPTION_DISABLE);
    SetLastError(0);
    ok = SetProcessDEPPolicy(0);
    printf("SetProcessDEPPolicy(0)=%d err=%lu\n", ok, GetLastError());
    call("data page, permanent", data);
    printf("done\n");
    return 0;
}
