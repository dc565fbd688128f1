/*
 * ucrt_seh.c - test guest for structured exception handling through fs:[0].
 *
 * What it does (each case prints one line with printf; WinMain returns 0):
 *   resume   an access violation (read through a NULL pointer held in ECX) whose handler
 *            points the CONTEXT's Ecx at a valid cell and answers
 *            ExceptionContinueExecution: the faulting instruction is retried and reads 42.
 *            Prints "resume code=c0000005 read=42 info=0,0".
 *   raise    RaiseException(0xE0001234, 0, 2, {7, 9}) under two frames: the outer one
 *            takes it like an __except does (RtlUnwind to itself, then a jump back with
 *            __builtin_longjmp); the inner one only counts its calls: once to search
 *            (ExceptionContinueSearch), once with EXCEPTION_UNWINDING.
 *            Prints "raise code=e0001234 params=7,9 inner=2 unwinding=1 chain=ok".
 *   divide   an integer division by zero handled the same way: "divide code=c0000094".
 *   try1     mingw's own __try1/__except1 macros (excpt.h) around a handler that
 *            resumes past an int3: "try1 code=80000003".
 *   filter   RaiseException with no frame of ours: the unhandled-exception filter set
 *            with SetUnhandledExceptionFilter answers EXCEPTION_CONTINUE_EXECUTION and
 *            RaiseException returns: "filter code=e0000002".
 *
 * Test hooks: test/win32/crt/test_ucrt_seh.py compares the printed lines with these (and with
 * Wine: `xvfb-run -a wine ucrt_seh.exe` prints the same).
 */
#define __MINGW_EXCPT_DEFINE_PSDK 1
#include <windows.h>
#include <excpt.h>
#include <stdio.h>

typedef struct Reg { struct Reg *next; void *handler; } Reg;

static void push_frame(Reg *r, void *handler)
{
    r->handler = handler;
    __asm__ __volatile__("movl %%fs:0, %%eax; movl %%eax, (%0); movl %0, %%fs:0"
                         : : "r"(r) : "eax", "memory");
}

static void pop_frame(Reg *r)
{
    __asm__ __volatile__("movl %0, %%fs:0" : : "r"(r->next) : "memory");
}

static Reg *chain_head(void)
{
    Reg *r;
    __asm__ __volatile__("movl %%fs:0, %0" : "=r"(r));
    return r;
}

/* -- resume ---------------------------------------------------------------------------- */
static int g_cell = 42;
static DWORD g_code, g_info0, g_info1;

static EXCEPTION_DISPOSITION __cdecl resume_handler(EXCEPTION_RECORD *rec, void *frame,
                                                    CONTEXT *ctx, void *disp)
{
    (void)frame; (void)disp;
    g_code = rec->ExceptionCode;
    g_info0 = rec->NumberParameters > 0 ? rec->ExceptionInformation[0] : 99;
    g_info1 = rec->NumberParameters > 1 ? rec->ExceptionInformation[1] : 99;
    ctx->Ecx = (DWORD)&g_cell;
    return ExceptionContinueExecution;
}

static void case_resume(void)
{
    Reg r;
    int value;
    push_frame(&r, resume_handler);
    __asm__ __volatile__("xorl %%ecx, %%ecx; movl (%%ecx), %0" : "=r"(value) : : "ecx", "memory");
    pop_frame(&r);
    printf("resume code=%lx read=%d info=%lu,%lu\n", g_code, value, g_info0, g_info1);
}

/* -- raise and divide: an __except-like outer frame ------------------------------------- */
static void *g_jmp[5];
static Reg *g_target;
static int g_inner_calls, g_inner_unwinding;
static DWORD g_params[2];

static EXCEPTION_DISPOSITION __cdecl inner_handler(EXCEPTION_RECORD *rec, void *frame,
                                                   CONTEXT *ctx, void *disp)
{
    (void)frame; (void)ctx; (void)disp;
    g_inner_calls++;
    if (rec->ExceptionFlags & 2)      /* EXCEPTION_UNWINDING */
        g_inner_unwinding++;
    return ExceptionContinueSearch;
}

static EXCEPTION_DISPOSITION __cdecl outer_handler(EXCEPTION_RECORD *rec, void *frame,
                                                   CONTEXT *ctx, void *disp)
{
    (void)ctx; (void)disp;
    if (rec->ExceptionFlags & 6)      /* unwinding: nothing to do */
        return ExceptionContinueSearch;
    g_code = rec->ExceptionCode;
    if (rec->NumberParameters >= 2) {
        g_params[0] = rec->ExceptionInformation[0];
        g_params[1] = rec->ExceptionInformation[1];
    }
    RtlUnwind(frame, 0, rec, 0);
    __builtin_longjmp(g_jmp, 1);
}

static volatile int g_zero = 0;

static void __attribute__((noinline)) raise_inside(int divide)
{
    Reg inner;
    ULONG_PTR args[2] = {7, 9};
    push_frame(&inner, inner_handler);
    if (divide)
        g_code = 100 / g_zero;
    else
        RaiseException(0xE0001234, 0, 2, args);
    pop_frame(&inner);
}

static void run_outer(int divide)
{
    Reg outer;           /* on the stack, as Windows requires; run_outer is still live */
    g_inner_calls = g_inner_unwinding = 0;
    push_frame(&outer, outer_handler);
    g_target = &outer;
    if (__builtin_setjmp(g_jmp) == 0) {
        raise_inside(divide);
        printf("no exception\n");
    }
    pop_frame(&outer);
}

static void case_raise(void)
{
    Reg *before = chain_head();
    run_outer(0);
    printf("raise code=%lx params=%lu,%lu inner=%d unwinding=%d chain=%s\n", g_code,
           g_params[0], g_params[1], g_inner_calls, g_inner_unwinding,
           chain_head() == before ? "ok" : "bad");
}

static void case_divide(void)
{
    run_outer(1);
    printf("divide code=%lx\n", g_code);
}

/* -- mingw's __try1 / __except1 ------------------------------------------------------------ */
static EXCEPTION_DISPOSITION __cdecl try1_handler(EXCEPTION_RECORD *rec, void *frame,
                                                  CONTEXT *ctx, void *disp)
{
    (void)frame; (void)disp;
    g_code = rec->ExceptionCode;
    if (g_code == EXCEPTION_BREAKPOINT)
        ctx->Eip += 1;                /* step over the int3 */
    return ExceptionContinueExecution;
}

static void __attribute__((noinline)) case_try1(void)
{
    g_code = 0;
    __try1(try1_handler)
    __asm__ __volatile__("int3");
    __except1
    printf("try1 code=%lx\n", g_code);
}

/* -- the unhandled-exception filter ------------------------------------------------------- */
static LONG WINAPI filter(EXCEPTION_POINTERS *info)
{
    g_code = info->ExceptionRecord->ExceptionCode;
    return EXCEPTION_CONTINUE_EXECUTION;
}

static void case_filter(void)
{
    /* No frame of ours: the search ends at the system's outermost frame, which asks the
       filter (on Windows and Wine kernel32's; here the dispatcher does it). */
    LPTOP_LEVEL_EXCEPTION_FILTER old = SetUnhandledExceptionFilter(filter);
    RaiseException(0xE0000002, 0, 0, NULL);
    SetUnhandledExceptionFilter(old);
    printf("filter code=%lx\n", g_code);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    (void)hInst; (void)hPrev; (void)lpCmdLine; (void)nShow;
    case_resume();
    case_raise();
    case_divide();
    case_try1();
    case_filter();
    fflush(stdout);
    return 0;
}
