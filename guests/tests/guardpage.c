/* guardpage: PAGE_GUARD and the growth of a thread's stack (docs/emulator.md, "Guard
 * pages and stack growth"). A guard page's first access raises
 * STATUS_GUARD_PAGE_VIOLATION once (a vectored handler continues and the access runs);
 * VirtualQuery and VirtualProtect report PAGE_GUARD; a thread's stack is committed at the
 * top with a guard page below, grows on deep recursion and on alloca's probes (its TEB's
 * StackLimit follows), and ends in EXCEPTION_STACK_OVERFLOW a vectored handler catches.
 * One line per check; expected lines from Wine 8 at both widths
 * (test/win32/kernel/test_guardpage.py). */
#include <windows.h>
#include <malloc.h>
#include <stdio.h>

#ifdef _WIN64
#define CTX_PC Rip
#define CTX_SP Rsp
#define DEALLOC_OFFSET 0x1478
#else
#define CTX_PC Eip
#define CTX_SP Esp
#define DEALLOC_OFFSET 0xE0C
#endif

static volatile LONG guard_calls, overflow_calls;
static volatile ULONG_PTR guard_kind, guard_addr;
static volatile ULONG_PTR overflow_limit, overflow_base;
static volatile int overflow_params = -1;

static void overflowed(void)
{
    ExitThread(0xFD);
}

static LONG CALLBACK handler(EXCEPTION_POINTERS *ep)
{
    EXCEPTION_RECORD *rec = ep->ExceptionRecord;
    if (rec->ExceptionCode == STATUS_GUARD_PAGE_VIOLATION) {
        guard_calls++;
        guard_kind = rec->ExceptionInformation[0];
        guard_addr = rec->ExceptionInformation[1];
        return EXCEPTION_CONTINUE_EXECUTION;    /* the guard is gone: the access runs */
    }
    if (rec->ExceptionCode == EXCEPTION_STACK_OVERFLOW) {
        NT_TIB *tib = (NT_TIB *)NtCurrentTeb();
        overflow_calls++;
        overflow_params = (int)rec->NumberParameters;
        overflow_limit = (ULONG_PTR)tib->StackLimit
                         - *(ULONG_PTR *)((char *)NtCurrentTeb() + DEALLOC_OFFSET);
        overflow_base = (ULONG_PTR)tib->StackBase;
        /* carry on at the top of the thread's stack, in a function that ends it */
        ep->ContextRecord->CTX_SP = ((ULONG_PTR)tib->StackBase - 0x100) & ~(ULONG_PTR)15;
#ifdef _WIN64
        ep->ContextRecord->CTX_SP -= 8;          /* as after a call */
#endif
        ep->ContextRecord->CTX_PC = (ULONG_PTR)overflowed;
        return EXCEPTION_CONTINUE_EXECUTION;
    }
    return EXCEPTION_CONTINUE_SEARCH;
}

static void query(const char *what, void *p)
{
    MEMORY_BASIC_INFORMATION mbi;
    SIZE_T n = VirtualQuery(p, &mbi, sizeof(mbi));
    printf("%s: ret=%d state=%lx protect=%lx alloc_protect=%lx size=%lx\n", what,
           n == sizeof(mbi), mbi.State, mbi.Protect, mbi.AllocationProtect,
           (unsigned long)mbi.RegionSize);
}

static int __attribute__((noinline)) recurse(int depth)
{
    volatile char buf[1000];
    buf[0] = (char)depth;
    buf[999] = (char)depth;
    if (depth == 0)
        return buf[0];
    return recurse(depth - 1) + buf[999];
}

static int __attribute__((noinline)) forever(int depth)
{
    volatile char buf[2000];
    buf[0] = (char)depth;
    return forever(depth + 1) + buf[0];
}

static ULONG_PTR limit(void)
{
    return (ULONG_PTR)((NT_TIB *)NtCurrentTeb())->StackLimit;
}

static DWORD WINAPI stack_thread(void *arg)
{
    NT_TIB *tib = (NT_TIB *)NtCurrentTeb();
    ULONG_PTR dealloc = *(ULONG_PTR *)((char *)NtCurrentTeb() + DEALLOC_OFFSET);
    ULONG_PTR before = limit(), after;
    MEMORY_BASIC_INFORMATION mbi;
    (void)arg;
    VirtualQuery((void *)dealloc, &mbi, sizeof(mbi));
    printf("reserve: base=%d state=%lx protect=%lx\n",
           mbi.AllocationBase == (void *)dealloc, mbi.State, mbi.Protect);
    printf("limit in stack: %d\n", before > dealloc && before < (ULONG_PTR)tib->StackBase);
    query("below limit", (void *)(before - 1));
    query("at limit", (void *)before);

    recurse(200);                       /* about 200 KB of frames */
    after = limit();
    printf("recursion grew: %d\n", before - after >= 190 * 1000);
    query("below new limit", (void *)(after - 1));
    query("at new limit", (void *)after);
    query("two below new limit", (void *)(after - 0x1001));

    {
        volatile char *p = alloca(256 * 1024);      /* ___chkstk_ms probes each page */
        p[0] = 1;
        printf("alloca grew: %d\n", limit() <= (ULONG_PTR)p);
        query("below alloca limit", (void *)(limit() - 1));
    }
    printf("guard calls on the stack: %ld\n", guard_calls);
    return 7;
}

static DWORD WINAPI overflow_thread(void *arg)
{
    (void)arg;
    return forever(0);
}

int main(void)
{
    SYSTEM_INFO si;
    DWORD old = 0, code = 0;
    HANDLE t;
    char *base;
    volatile LONG *value;
    LONG v;
    PVOID h;
    BOOL ok;

    GetSystemInfo(&si);
    h = AddVectoredExceptionHandler(1, handler);

    /* a guard page of VirtualAlloc */
    base = VirtualAlloc(NULL, 0x2000, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE | PAGE_GUARD);
    value = (volatile LONG *)base;
    query("new guard", base);
    /* a state is saved in this sleep (test/state/test_state_guardpage.py): the loaded
     * session's guard page still traps its first access */
    printf("checkpoint\n");
    fflush(stdout);
    Sleep(300);
    v = *value;
    printf("read: value=%ld calls=%ld kind=%d addr_ok=%d\n", v, guard_calls, (int)guard_kind,
           guard_addr == (ULONG_PTR)base);
    query("after read", base);
    query("second page", base + 0x1000);
    v = *value;
    printf("read again: calls=%ld\n", guard_calls);
    ok = VirtualProtect(base, 0x1000, PAGE_READWRITE | PAGE_GUARD, &old);
    printf("protect back: %d old=%lx\n", ok, old);
    value[1] = 5;
    printf("write: calls=%ld kind=%d addr_ok=%d value=%ld\n", guard_calls, (int)guard_kind,
           guard_addr == (ULONG_PTR)(base + 4), value[1]);
    ok = VirtualProtect(base + 0x1000, 0x1000, PAGE_READWRITE, &old);
    printf("protect off: %d old=%lx\n", ok, old);
    query("second page off", base + 0x1000);

    /* VirtualLock probes its pages: a guard page fails it once, its guard gone */
    ok = VirtualProtect(base, 0x1000, PAGE_READWRITE | PAGE_GUARD, &old);
    SetLastError(0xdeadbeef);
    ok = VirtualLock(base, 0x2000);
    printf("lock guard: %d error=%lx\n", ok, GetLastError());
    query("after lock", base);
    ok = VirtualLock(base, 0x2000);
    printf("lock again: %d\n", ok);
    ok = VirtualUnlock(base, 0x1000);
    printf("unlock: %d\n", ok);
    SetLastError(0xdeadbeef);
    ok = VirtualUnlock(base, 0x2000);
    printf("unlock both: %d error=%lu\n", ok, GetLastError());
    ok = VirtualUnlock(base + 0x1000, 0x1000);
    printf("unlock second: %d\n", ok);
    VirtualFree(base, 0, MEM_RELEASE);
    base = VirtualAlloc(NULL, 0x2000, MEM_RESERVE, PAGE_READWRITE);
    SetLastError(0xdeadbeef);
    ok = VirtualLock(base, 0x1000);
    printf("lock reserved: %d error=%lu\n", ok, GetLastError());
    VirtualFree(base, 0, MEM_RELEASE);

    /* a guard page in a view of a section */
    {
        HANDLE map = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE, 0,
                                        0x2000, NULL);
        char *view = MapViewOfFile(map, FILE_MAP_WRITE, 0, 0, 0x2000);
        LONG before = guard_calls;
        ok = VirtualProtect(view, 0x1000, PAGE_READWRITE | PAGE_GUARD, &old);
        printf("view guard: %d old=%lx\n", ok, old);
        query("view page", view);
        view[8] = 3;
        printf("view write: calls=%ld kind=%d offset=%lx value=%d\n", guard_calls - before,
               (int)guard_kind, (unsigned long)(guard_addr - (ULONG_PTR)view), view[8]);
        query("view page after", view);
        UnmapViewOfFile(view);
        CloseHandle(map);
    }

    /* a thread's stack: committed top, guard page, growth */
    guard_calls = 0;
    t = CreateThread(NULL, 0, stack_thread, NULL, 0, NULL);
    WaitForSingleObject(t, 10000);
    GetExitCodeThread(t, &code);
    printf("stack thread: %lu\n", code);
    CloseHandle(t);

    /* a stack overflow a vectored handler catches */
    t = CreateThread(NULL, 0x10000, overflow_thread, NULL, STACK_SIZE_PARAM_IS_A_RESERVATION, NULL);
    WaitForSingleObject(t, 10000);
    GetExitCodeThread(t, &code);
    printf("overflow thread: %lx calls=%ld params=%d limit=%lx\n", code, overflow_calls,
           overflow_params, (unsigned long)overflow_limit);
    CloseHandle(t);

    RemoveVectoredExceptionHandler(h);
    printf("done\n");
    return 0;
}
