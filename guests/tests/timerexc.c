/* Exceptions raised inside a TimerProc (issue 23, msg.c's test_timers_exceptions):
 * DispatchMessage encloses its call of a WM_TIMER's callback in a handler that takes and
 * drops every exception (UOI_TIMERPROC_EXCEPTION_SUPPRESSION, on by default). The frames
 * inside the callback are unwound (their handler is called again with
 * EXCEPTION_UNWINDING), the program's own frames outside DispatchMessage never see the
 * exception, vectored handlers still see it first, and the program goes on after
 * DispatchMessage. With the suppression turned off (SetUserObjectInformationW on the
 * process, index 7) the exception goes on to the program's frames as any other.
 * test/win32/user/test_timerexc.py holds what Wine 8 prints at both widths (and, for the
 * setting Wine 8 lacks, what Microsoft documents). */
#include <windows.h>
#include <stdio.h>

#define UOI_TIMERPROC_EXCEPTION_SUPPRESSION 7
#define CODE_CUSTOM 0xE0000001

static int count, inner_search, inner_unwind, outer_search, outer_unwind, vectored;
static DWORD raise_code;
static void (*inner_body)(void);

/* The frame handlers of the frames with_outer and with_inner make: each counts its
 * calls by phase; the outer one continues a continuable custom exception (RaiseException
 * then returns). */
static EXCEPTION_DISPOSITION count_call(EXCEPTION_RECORD *rec, int *search, int *unwind)
{
    if (rec->ExceptionFlags & (EXCEPTION_UNWINDING | EXCEPTION_EXIT_UNWIND)) {
        (*unwind)++;
        return ExceptionContinueSearch;
    }
    (*search)++;
    return ExceptionContinueSearch;
}

EXCEPTION_DISPOSITION __cdecl outer_handler(EXCEPTION_RECORD *rec, void *frame,
                                            CONTEXT *ctx, void *disp)
{
    (void)frame; (void)ctx; (void)disp;
    if (count_call(rec, &outer_search, &outer_unwind) == ExceptionContinueSearch &&
        !(rec->ExceptionFlags & (EXCEPTION_UNWINDING | EXCEPTION_EXIT_UNWIND)) &&
        rec->ExceptionCode == CODE_CUSTOM)
        return ExceptionContinueExecution;
    return ExceptionContinueSearch;
}

EXCEPTION_DISPOSITION __cdecl inner_handler(EXCEPTION_RECORD *rec, void *frame,
                                            CONTEXT *ctx, void *disp)
{
    (void)frame; (void)ctx; (void)disp;
    return count_call(rec, &inner_search, &inner_unwind);
}

/* void with_X(void (*fn)(void)): calls fn inside a frame whose handler is X_handler (an
 * fs:[0] registration at 32 bits, .pdata's handler at 64). */
void with_outer(void (*fn)(void));
void with_inner(void (*fn)(void));
#ifdef _WIN64
#define WITH_HANDLER(name, handler) \
    __asm__(".text\n" \
            ".globl " name "\n" \
            ".def " name "; .scl 2; .type 32; .endef\n" \
            name ":\n" \
            "  .seh_proc " name "\n" \
            "  .seh_handler " handler ", @unwind, @except\n" \
            "  subq $40, %rsp\n" \
            "  .seh_stackalloc 40\n" \
            "  .seh_endprologue\n" \
            "  call *%rcx\n" \
            "  nop\n" \
            "  addq $40, %rsp\n" \
            "  ret\n" \
            "  .seh_endproc\n");
WITH_HANDLER("with_outer", "outer_handler")
WITH_HANDLER("with_inner", "inner_handler")
#else
#define WITH_HANDLER(name, handler) \
    __asm__(".text\n" \
            ".globl _" name "\n" \
            "_" name ":\n" \
            "  pushl %ebp\n" \
            "  movl %esp, %ebp\n" \
            "  pushl $_" handler "\n" \
            "  pushl %fs:0\n" \
            "  movl %esp, %fs:0\n" \
            "  call *8(%ebp)\n" \
            "  movl (%esp), %eax\n" \
            "  movl %eax, %fs:0\n" \
            "  movl %ebp, %esp\n" \
            "  popl %ebp\n" \
            "  ret\n");
WITH_HANDLER("with_outer", "outer_handler")
WITH_HANDLER("with_inner", "inner_handler")
#endif

static void raise_it(void)
{
    if (raise_code == EXCEPTION_ACCESS_VIOLATION)
        *(volatile int *)0 = 1;             /* a real fault */
    RaiseException(raise_code, 0, 0, NULL);
    count += 100;                           /* continued */
}

static void CALLBACK timer_proc(HWND hwnd, UINT msg, UINT_PTR id, DWORD time)
{
    (void)hwnd; (void)msg; (void)id; (void)time;
    count++;
    if (inner_body) {
        with_inner(inner_body);
    } else {
        raise_it();
    }
    count += 1000;                          /* after the exception: not reached */
}

static LONG CALLBACK vectored_handler(EXCEPTION_POINTERS *ptrs)
{
    if (ptrs->ExceptionRecord->ExceptionCode == raise_code)
        vectored++;
    return EXCEPTION_CONTINUE_SEARCH;
}

static MSG timer_msg;
static int guarded = 1;

static void dispatch_it(void)
{
    LRESULT r = DispatchMessageA(&timer_msg);
    /* (a TimerProc returns nothing: unguarded, the answer is what it left in EAX) */
    if (guarded)
        printf("  DispatchMessage: %ld\n", (long)r);
}

static void run(const char *what, DWORD code, void (*body)(void))
{
    UINT_PTR id = SetTimer(NULL, 0, 100000, timer_proc);
    memset(&timer_msg, 0, sizeof(timer_msg));
    timer_msg.message = WM_TIMER;
    timer_msg.wParam = id;
    timer_msg.lParam = (LPARAM)timer_proc;
    raise_code = code;
    inner_body = body;
    count = inner_search = inner_unwind = outer_search = outer_unwind = vectored = 0;
    with_outer(dispatch_it);
    printf("%s %08lx: count=%d inner=%d/%d outer=%d/%d vectored=%d\n", what,
           (unsigned long)code, count, inner_search, inner_unwind, outer_search,
           outer_unwind, vectored);
    KillTimer(NULL, id);
}

int main(void)
{
    static const DWORD codes[] = { EXCEPTION_ACCESS_VIOLATION, EXCEPTION_BREAKPOINT,
                                   EXCEPTION_ILLEGAL_INSTRUCTION, 0xE000BEEF, CODE_CUSTOM };
    PVOID veh;
    BOOL off = FALSE;
    unsigned i;
    MSG msg;
    UINT_PTR id;

    setvbuf(stdout, NULL, _IONBF, 0);
    veh = AddVectoredExceptionHandler(1, vectored_handler);
    for (i = 0; i < sizeof(codes) / sizeof(codes[0]); i++)
        run("plain", codes[i], NULL);
    /* a frame of the callback's own: asked first, then unwound by DispatchMessage's */
    run("framed", CODE_CUSTOM, raise_it);
    run("framed", EXCEPTION_ACCESS_VIOLATION, raise_it);

    /* from a real timer's message, taken by GetMessage */
    raise_code = 0xE000BEEF;
    inner_body = NULL;
    count = 0;
    id = SetTimer(NULL, 0, 10, timer_proc);
    while (GetMessageA(&msg, NULL, 0, 0)) {
        DispatchMessageA(&msg);
        if (msg.message == WM_TIMER)
            break;
    }
    KillTimer(NULL, id);
    printf("loop: message %04x count=%d\n", msg.message, count);

    SetLastError(0xdeadbeef);
    i = SetUserObjectInformationW(GetCurrentProcess(), UOI_TIMERPROC_EXCEPTION_SUPPRESSION,
                                  &off, sizeof(off));
    printf("suppression off: %u err=%lu\n", i, GetLastError());
    guarded = !i;
    /* off: the program's own frame outside DispatchMessage is asked, and continues it */
    run("unguarded", CODE_CUSTOM, NULL);
    RemoveVectoredExceptionHandler(veh);
    printf("done\n");
    return 0;
}
