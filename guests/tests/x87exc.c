/* x87 floating-point exceptions, unmasked (docs/runtimes.md, "Floating-point exceptions"):
 * Delphi's and Free Pascal's run-time libraries unmask divide-by-zero, so 1/0 in their
 * programs is an EZeroDivide, not +Inf. The x87 raises a pending exception at the next
 * waiting instruction (#MF); Windows hands it to the program as
 * STATUS_FLOAT_DIVIDE_BY_ZERO with the CONTEXT's FloatSave (FltSave at 64 bits) holding
 * the FPU's state. A handler that clears the status word in the context and continues
 * resumes the waiting instruction.
 *   x87exc.exe           masked and unmasked divisions with a vectored handler
 *   x87exc.exe unhandled an unmasked division nobody handles: the process ends with the
 *                        exception code
 * One line per check; test/win32/kernel/test_x87_exceptions.py holds Wine's. */
#include <windows.h>
#include <float.h>
#include <stdio.h>
#include <string.h>

static volatile double one = 1.0, zero = 0.0, two = 2.0, result;
static int seen;

/* fld one; fdiv zero; fstp r; fwait: a CPU raises the exception of fdiv at fstp (the
   next waiting instruction), Unicorn at the explicit fwait after it, as Delphi's
   compiler emits one after a store */
static double divide(void)
{
    __asm__ volatile("fldl %1\n\tfdivl %2\n\tfstpl %0\n\tfwait"
                     : "=m"(result) : "m"(one), "m"(zero));
    return result;
}

/* the same without the FWAIT: the next waiting instruction is the FSTP on a CPU; here
   the exception is raised when the program next calls an API (docs/runtimes.md) */
static double divide_nowait(void)
{
    __asm__ volatile("fldl %1\n\tfdivl %2\n\tfstpl %0"
                     : "=m"(result) : "m"(one), "m"(zero));
    return result;
}

static double fine(void)
{
    __asm__ volatile("fldl %1\n\tfdivl %2\n\tfstpl %0" : "=m"(result) : "m"(one), "m"(two));
    return result;
}

static void set_cw(unsigned short cw)
{
    __asm__ volatile("fclex\n\tfldcw %0" : : "m"(cw));
}

static unsigned short get_sw(void)
{
    unsigned short sw;
    __asm__ volatile("fnstsw %0" : "=m"(sw));
    return sw;
}

static LONG CALLBACK handler(EXCEPTION_POINTERS *ep)
{
    EXCEPTION_RECORD *rec = ep->ExceptionRecord;
    CONTEXT *ctx = ep->ContextRecord;
    const BYTE *at = rec->ExceptionAddress;
#ifdef _WIN64
    XMM_SAVE_AREA32 *fs = &ctx->FltSave;
    const BYTE *pc = (const BYTE *)ctx->Rip;
    /* FXSAVE's 32-bit form: the low half of the instruction's address */
    DWORD err_offset = fs->ErrorOffset;
    unsigned cw = fs->ControlWord;
    WORD *sw = &fs->StatusWord;
#else
    FLOATING_SAVE_AREA *fs = &ctx->FloatSave;
    const BYTE *pc = (const BYTE *)ctx->Eip;
    DWORD err_offset = fs->ErrorOffset;
    unsigned cw = fs->ControlWord & 0xffff;
    DWORD *sw = &fs->StatusWord;
#endif
    const BYTE *fdiv = pc[0] == 0x9B ? pc - 12 : pc - 6;
    if (rec->ExceptionCode != STATUS_FLOAT_DIVIDE_BY_ZERO) {
        printf("other exception %#lx\n", rec->ExceptionCode);
        return EXCEPTION_CONTINUE_SEARCH;
    }
    seen++;
    printf("code=%#lx flags=%lu params=%lu\n", rec->ExceptionCode, rec->ExceptionFlags,
           rec->NumberParameters);
    MEMORY_BASIC_INFORMATION mbi;
    if (!VirtualQuery(pc, &mbi, sizeof(mbi)) || mbi.AllocationBase != GetModuleHandleA(NULL))
        printf("pc is outside the program\n");
    else
    /* on globals both are 6 bytes long: fdivl is DC /6, fstpl DD /3 (absolute or
       RIP-relative) */
    printf("pc is fstp=%d fwait=%d, address is fdiv=%d pc=%d, error offset is fdiv=%d\n",
           pc[0] == 0xDD && pc[-6] == 0xDC, pc[0] == 0x9B && pc[-6] == 0xDD,
           at == fdiv, at == pc, err_offset == (DWORD)(ULONG_PTR)fdiv);
    printf("context floating point=%d\n",
           (ctx->ContextFlags & CONTEXT_FLOATING_POINT) == CONTEXT_FLOATING_POINT);
    printf("status word: ZE=%d ES=%d; control word %#x\n", (*sw & 4) != 0,
           (*sw & 0x80) != 0, cw & 0x3f);
    printf("in the handler the FPU's ES=%d ZE=%d\n", (get_sw() & 0x80) != 0,
           (get_sw() & 4) != 0);
    fflush(stdout);
    *sw &= ~0x80ff;   /* dismiss the exception: the waiting instruction then runs */
    return EXCEPTION_CONTINUE_EXECUTION;
}

int main(int argc, char **argv)
{
    double r;
    if (argc > 1 && !strcmp(argv[1], "unhandled")) {
        set_cw(0x37b);               /* divide-by-zero unmasked */
        printf("dividing\n");
        fflush(stdout);
        r = divide();
        printf("not reached %g\n", r);
        return 0;
    }
    AddVectoredExceptionHandler(1, handler);
    set_cw(0x37f);                   /* all masked: +Inf, ZE set, no exception */
    r = divide();
    printf("masked: %g seen=%d ZE=%d ES=%d\n", r, seen, (get_sw() & 4) != 0,
           (get_sw() & 0x80) != 0);
    set_cw(0x37b);
    r = fine();
    printf("unmasked, 1/2: %g seen=%d\n", r, seen);
    r = divide();
    printf("unmasked, 1/0: %g seen=%d ZE=%d ES=%d\n", r, seen, (get_sw() & 4) != 0,
           (get_sw() & 0x80) != 0);
    set_cw(0x37b);
    r = divide();
    printf("again: %g seen=%d\n", r, seen);
    set_cw(0x37b);
    r = divide_nowait();
    GetCurrentProcessId();           /* an API call */
    printf("no fwait: %g seen=%d\n", r, seen);
    set_cw(0x37f);
    printf("_statusfp after a masked fclex: %#x\n", _statusfp() & 0x8 /* _SW_ZERODIVIDE */);
    return 0;
}
