/* x64_seh: table-based exception handling in a 64-bit program (issue 22), one line per
 * check. RtlCaptureContext, RtlLookupFunctionEntry and RtlVirtualUnwind walking our own
 * stack; vectored handlers taking an access violation, a divide by zero, an int3 and an
 * invalid instruction and continuing; RaiseException's record; the unhandled-exception
 * filter; __try1/__except1 (mingw's form of __try/__except: __C_specific_handler and a
 * scope table); signal(SIGSEGV) with longjmp out of the handler.
 *
 *   x64_seh.exe          all checks, exit code 0
 *   x64_seh.exe crash    an access violation nobody handles: the process ends with
 *                        0xC0000005 as its exit code
 *   x64_seh.exe raise    RaiseException(0xE0001234) nobody handles: exit code 0xE0001234
 *
 * Built with x86_64-w64-mingw32-gcc (TEST64_PROGS in guests/Makefile).
 */
#include <windows.h>
#include <excpt.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NOINLINE __attribute__((noinline))

static PVOID image_base(void) { return (PVOID)GetModuleHandleA(NULL); }

/* -- RtlCaptureContext / RtlLookupFunctionEntry / RtlVirtualUnwind --------------------- */
static void *walked[8];
static int nwalked;
static int npointers, pointers_ok;

static NOINLINE void walk_stack(void)
{
    CONTEXT ctx;
    int i;
    memset(&ctx, 0, sizeof ctx);
    RtlCaptureContext(&ctx);
    nwalked = 0;
    for (i = 0; i < 8; i++) {
        DWORD64 base = 0, frame = 0;
        PVOID data = NULL;
        PRUNTIME_FUNCTION fn = RtlLookupFunctionEntry(ctx.Rip, &base, NULL);
        if (!fn)
            break;
        KNONVOLATILE_CONTEXT_POINTERS ptrs;
        int r;
        walked[nwalked++] = (void *)(base + fn->BeginAddress);
        memset(&ptrs, 0, sizeof ptrs);
        RtlVirtualUnwind(UNW_FLAG_NHANDLER, base, ctx.Rip, fn, &ctx, &data, &frame, &ptrs);
        /* Each register restored from the stack: its pointer holds the value it now has. */
        for (r = 0; r < 16; r++) {
            if (!ptrs.IntegerContext[r])
                continue;
            npointers++;
            pointers_ok += *ptrs.IntegerContext[r] == (&ctx.Rax)[r];
        }
    }
}

static volatile int sink;
static NOINLINE void level3(void) { walk_stack(); sink++; }
static NOINLINE void level2(void) { volatile char pad[200]; pad[0] = 1; level3(); sink += pad[0]; }
static NOINLINE void level1(void) { level2(); sink++; }

/* A function table given at run time for memory outside the image (a JIT's code), sorted
 * by address as the image's is: found by RtlLookupFunctionEntry until deleted. */
static void check_dynamic_table(void)
{
    static RUNTIME_FUNCTION table[2] = {{0x10, 0x20, 0}, {0x40, 0x80, 0}};
    BYTE *code = malloc(0x100);
    DWORD64 base = 0;
    PRUNTIME_FUNCTION fn;
    BOOLEAN added = RtlAddFunctionTable(table, 2, (DWORD64)code);
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x18, &base, NULL);
    printf("dynamic table: added=%d found=%d base=%d", added, fn == &table[0],
           (BYTE *)base == code);
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x50, &base, NULL);
    printf(" second=%d", fn == &table[1]);
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x30, &base, NULL);
    printf(" gap=%p", (void *)fn);
    printf(" deleted=%d", RtlDeleteFunctionTable(table));
    fn = RtlLookupFunctionEntry((DWORD64)code + 0x18, &base, NULL);
    printf(" after=%p again=%d\n", (void *)fn, RtlDeleteFunctionTable(table));
    free(code);
}

static void check_capture(void)
{
    CONTEXT ctx;
    DWORD64 base = 0;
    PRUNTIME_FUNCTION fn;
    memset(&ctx, 0xcc, sizeof ctx);
    RtlCaptureContext(&ctx);
    printf("capture: flags=%#lx rip_in_image=%d rsp_aligned=%d segcs=%#x\n",
           ctx.ContextFlags & 0x10000f,
           (BYTE *)ctx.Rip > (BYTE *)image_base() && (BYTE *)ctx.Rip < (BYTE *)image_base() + 0x100000,
           (int)(ctx.Rsp & 7) == 0, ctx.SegCs);
    fn = RtlLookupFunctionEntry((DWORD64)check_capture, &base, NULL);
    printf("lookup: found=%d base_is_image=%d begins_at_function=%d\n", fn != NULL,
           (PVOID)base == image_base(), fn && (void *)(base + fn->BeginAddress) == (void *)check_capture);
    fn = RtlLookupFunctionEntry((DWORD64)0x1000, &base, NULL);
    printf("lookup outside images: %p\n", (void *)fn);
    level1();
    printf("walk: %d frames, walk_stack=%d level3=%d level2=%d level1=%d\n", nwalked >= 4,
           walked[0] == (void *)walk_stack, walked[1] == (void *)level3,
           walked[2] == (void *)level2, walked[3] == (void *)level1);
    printf("context pointers: some=%d all_hold_the_register=%d\n", npointers > 0,
           npointers == pointers_ok);
    check_dynamic_table();
}

/* -- vectored handlers and CPU faults -------------------------------------------------- */
static DWORD seen_code, seen_flags, seen_params;
static ULONG_PTR seen_info[3];
static int rip_at_fault;
static BYTE *fault_ip;

static LONG CALLBACK vectored(EXCEPTION_POINTERS *ep)
{
    EXCEPTION_RECORD *rec = ep->ExceptionRecord;
    seen_code = rec->ExceptionCode;
    seen_flags = rec->ExceptionFlags;
    seen_params = rec->NumberParameters;
    seen_info[0] = rec->NumberParameters > 0 ? rec->ExceptionInformation[0] : 0;
    seen_info[1] = rec->NumberParameters > 1 ? rec->ExceptionInformation[1] : 0;
    rip_at_fault = (BYTE *)ep->ContextRecord->Rip == fault_ip &&
                   rec->ExceptionAddress == (PVOID)fault_ip;
    switch (rec->ExceptionCode) {
    case EXCEPTION_ACCESS_VIOLATION:
        ep->ContextRecord->Rip += 2;       /* mov eax, [rax] */
        ep->ContextRecord->Rax = 42;
        return EXCEPTION_CONTINUE_EXECUTION;
    case EXCEPTION_INT_DIVIDE_BY_ZERO:
        ep->ContextRecord->Rip += 2;       /* div ecx */
        ep->ContextRecord->Rax = 7;
        return EXCEPTION_CONTINUE_EXECUTION;
    case EXCEPTION_BREAKPOINT:
        ep->ContextRecord->Rip += 1;       /* int3 */
        return EXCEPTION_CONTINUE_EXECUTION;
    case EXCEPTION_ILLEGAL_INSTRUCTION:
        ep->ContextRecord->Rip += 2;       /* ud2 */
        return EXCEPTION_CONTINUE_EXECUTION;
    case 0xE0000042:
        return EXCEPTION_CONTINUE_EXECUTION;
    }
    return EXCEPTION_CONTINUE_SEARCH;
}

extern BYTE av_ip[], div_ip[], bp_ip[], ud_ip[];

static NOINLINE long do_av(void)
{
    long r;
    __asm__ volatile("xor %%eax, %%eax\n\t.globl av_ip\nav_ip:\n\tmovl (%%rax), %%eax\n\t"
                     : "=a"(r) : : "memory");
    return r;
}

static NOINLINE long do_div(void)
{
    long r;
    __asm__ volatile("xor %%edx, %%edx\n\tmov $1, %%eax\n\txor %%ecx, %%ecx\n\t"
                     ".globl div_ip\ndiv_ip:\n\tdiv %%ecx\n\t"
                     : "=a"(r) : : "rcx", "rdx", "memory");
    return r;
}

static NOINLINE void do_bp(void) { __asm__ volatile(".globl bp_ip\nbp_ip:\n\tint3\n\t"); }
static NOINLINE void do_ud(void) { __asm__ volatile(".globl ud_ip\nud_ip:\n\tud2\n\t"); }

static void check_vectored(void)
{
    PVOID h = AddVectoredExceptionHandler(1, vectored);
    ULONG removed, again;
    long r;
    ULONG_PTR args[3] = {11, 22, 33};
    printf("AddVectoredExceptionHandler: %d\n", h != NULL);
    fault_ip = av_ip;
    r = do_av();
    printf("access violation: code=%#lx params=%lu kind=%lu address=%#lx at_rip=%d result=%ld\n",
           seen_code, seen_params, (unsigned long)seen_info[0], (unsigned long)seen_info[1],
           rip_at_fault, r);
    fault_ip = div_ip;
    r = do_div();
    printf("divide by zero: code=%#lx params=%lu at_rip=%d result=%ld\n", seen_code,
           seen_params, rip_at_fault, r);
    fault_ip = bp_ip;
    do_bp();
    printf("breakpoint: code=%#lx at_rip=%d\n", seen_code, rip_at_fault);
    fault_ip = ud_ip;
    do_ud();
    printf("illegal instruction: code=%#lx at_rip=%d\n", seen_code, rip_at_fault);
    fault_ip = NULL;
    RaiseException(0xE0000042, 0, 3, args);
    printf("RaiseException: code=%#lx flags=%lu params=%lu info=%lu,%lu\n", seen_code,
           seen_flags, seen_params, (unsigned long)seen_info[0], (unsigned long)seen_info[1]);
    removed = RemoveVectoredExceptionHandler(h);
    again = RemoveVectoredExceptionHandler(h);
    printf("RemoveVectoredExceptionHandler: %lu, again %lu\n", removed, again);
}

/* -- the unhandled-exception filter ----------------------------------------------------- */
static int filter_calls;
static DWORD filter_code;

static LONG WINAPI top_filter(EXCEPTION_POINTERS *ep)
{
    filter_calls++;
    filter_code = ep->ExceptionRecord->ExceptionCode;
    if (ep->ExceptionRecord->ExceptionCode == EXCEPTION_ACCESS_VIOLATION) {
        ep->ContextRecord->Rip += 2;
        ep->ContextRecord->Rax = 5;
    }
    return EXCEPTION_CONTINUE_EXECUTION;
}

static void check_filter(void)
{
    LPTOP_LEVEL_EXCEPTION_FILTER old = SetUnhandledExceptionFilter(top_filter);
    long r;
    RaiseException(0xE0000077, 0, 0, NULL);
    printf("filter after RaiseException: calls=%d code=%#lx\n", filter_calls, filter_code);
    r = do_av();
    printf("filter after access violation: calls=%d code=%#lx result=%ld\n", filter_calls,
           filter_code, r);
    SetUnhandledExceptionFilter(old);
}

/* -- __try1 / __except1: __C_specific_handler ------------------------------------------ */
static int seh_filter_calls;

LONG seh_filter(EXCEPTION_POINTERS *ep, void *frame)
{
    (void)frame;
    seh_filter_calls++;
    return ep->ExceptionRecord->ExceptionCode == 0xE0000099 ? EXCEPTION_EXECUTE_HANDLER
                                                           : EXCEPTION_CONTINUE_SEARCH;
}

static volatile int after_raise;

NOINLINE void raise_deep(void) { RaiseException(0xE0000099, 0, 0, NULL); after_raise = 1; }

static NOINLINE int try_except(void)
{
    volatile int reached = 0;
    __try1(seh_filter)
        reached = 1;
        raise_deep();
        reached = 2;
    __except1
    return reached;
}

/* A function laid out as a compiler lays out __try { __try { raise_deep(); } __finally {
 * fin_handler } } __except (EXCEPTION_EXECUTE_HANDLER) { return GetExceptionCode(); }:
 * two scope records on one range, the __finally (JumpTarget 0) innermost, then the
 * __except whose filter is the constant EXCEPTION_EXECUTE_HANDLER (1). */
int fin_calls, fin_abnormal, fin_frame_ok;

void fin_handler(BOOLEAN abnormal, void *frame)
{
    fin_calls++;
    fin_abnormal = abnormal;
    fin_frame_ok = frame != NULL;
}

extern DWORD scoped(void);
__asm__(".text\n"
        ".globl scoped\n"
        ".def scoped; .scl 2; .type 32; .endef\n"
        ".seh_proc scoped\n"
        "scoped:\n"
        "\tsubq $40, %rsp\n"
        "\t.seh_stackalloc 40\n"
        "\t.seh_endprologue\n"
        "\t.seh_handler __C_specific_handler, @unwind, @except\n"
        "\t.seh_handlerdata\n"
        "\t.long 2\n"
        "\t.rva scoped_try, scoped_end, fin_handler\n"
        "\t.long 0\n"
        "\t.rva scoped_try, scoped_end\n"
        "\t.long 1\n"
        "\t.rva scoped_except\n"
        "\t.text\n"
        "scoped_try:\n"
        "\tcall raise_deep\n"
        "\tnop\n"
        "scoped_end:\n"
        "\txorl %eax, %eax\n"
        "\taddq $40, %rsp\n"
        "\tret\n"
        "scoped_except:\n"
        "\taddq $40, %rsp\n"
        "\tret\n"
        "\t.seh_endproc\n");

/* A __try { ... return; } __finally { fin_handler } as MSVC compiles the return out of
 * the __try on x64: _local_unwind(frame, target) runs the __finally on the way. */
extern DWORD local_scoped(void);
__asm__(".text\n"
        ".globl local_scoped\n"
        ".def local_scoped; .scl 2; .type 32; .endef\n"
        ".seh_proc local_scoped\n"
        "local_scoped:\n"
        "\tsubq $40, %rsp\n"
        "\t.seh_stackalloc 40\n"
        "\t.seh_endprologue\n"
        "\t.seh_handler __C_specific_handler, @unwind, @except\n"
        "\t.seh_handlerdata\n"
        "\t.long 1\n"
        "\t.rva ls_try, ls_end, fin_handler\n"
        "\t.long 0\n"
        "\t.text\n"
        "ls_try:\n"
        "\tmovq %rsp, %rcx\n"
        "\tleaq ls_target(%rip), %rdx\n"
        "\tcall _local_unwind\n"
        "\tnop\n"
        "ls_end:\n"
        "\tmovl $1, %eax\n"
        "\taddq $40, %rsp\n"
        "\tret\n"
        "ls_target:\n"
        "\tmovl $2, %eax\n"
        "\taddq $40, %rsp\n"
        "\tret\n"
        "\t.seh_endproc\n");

static void check_c_specific(void)
{
    int r = try_except();
    DWORD code;
    printf("__try1/__except1: reached=%d filter_calls=%d after_raise=%d\n", r,
           seh_filter_calls, after_raise);
    code = scoped();
    printf("__finally then __except by scope table: code=%#lx finally_calls=%d abnormal=%d "
           "frame=%d after_raise=%d\n", code, fin_calls, fin_abnormal, fin_frame_ok, after_raise);
    fin_calls = fin_abnormal = 0;
    code = local_scoped();
    printf("_local_unwind out of a __try: returned=%lu finally_calls=%d abnormal=%d\n", code,
           fin_calls, fin_abnormal);
}

/* -- signal(SIGSEGV) and longjmp -------------------------------------------------------- */
/* Through a volatile pointer, so the compiler cannot see the bad address. */
static volatile int *volatile bad_ptr = (volatile int *)8;
static jmp_buf jb;
static int sig_seen;

static void on_segv(int sig)
{
    sig_seen = sig;
    longjmp(jb, 3);
}

static void check_signal(void)
{
    volatile int stage = 0;
    int v;
    signal(SIGSEGV, on_segv);
    v = setjmp(jb);
    if (v == 0) {
        stage = 1;
        *bad_ptr = 1;
        stage = 2;
    }
    printf("signal+longjmp: setjmp=%d signal=%d stage=%d\n", v, sig_seen, stage);
    signal(SIGSEGV, SIG_DFL);
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "crash")) {
        printf("crashing\n");
        fflush(stdout);
        bad_ptr = (volatile int *)16;
        *bad_ptr = 1;
        printf("not reached\n");
        return 1;
    }
    if (argc > 1 && !strcmp(argv[1], "raise")) {
        printf("raising\n");
        fflush(stdout);
        RaiseException(0xE0001234, 0, 0, NULL);
        printf("not reached\n");
        return 1;
    }
    check_capture();
    check_vectored();
    check_filter();
    check_c_specific();
    check_signal();
    printf("done\n");
    return 0;
}
