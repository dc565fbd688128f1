/* __fastfail (`int 0x29`): what MSVC's abort(), stack cookie checks and invalid
 * parameter handlers use when IsProcessorFeaturePresent(PF_FASTFAIL_AVAILABLE) says
 * yes. The process ends at once with STATUS_STACK_BUFFER_OVERRUN (0xC0000409): no
 * vectored handler, no frame handler and no top-level filter runs. Under Wine 8 the
 * same binary prints the two lines and exits with 0xC0000409. */
#include <windows.h>
#include <stdio.h>

static LONG WINAPI filter(EXCEPTION_POINTERS *p)
{
    (void)p;
    printf("top-level filter called\n");
    fflush(stdout);
    return EXCEPTION_EXECUTE_HANDLER;
}

static LONG WINAPI vectored(EXCEPTION_POINTERS *p)
{
    (void)p;
    printf("vectored handler called\n");
    fflush(stdout);
    return EXCEPTION_CONTINUE_SEARCH;
}

int main(void)
{
    printf("PF_FASTFAIL_AVAILABLE=%d\n", IsProcessorFeaturePresent(23));
    SetUnhandledExceptionFilter(filter);
    AddVectoredExceptionHandler(1, vectored);
    printf("failing fast\n");
    fflush(stdout);
    /* __fastfail(FAST_FAIL_FATAL_APP_EXIT): the intrinsic's code (mingw has no
     * intrinsic): the reason in ECX/RCX, then int 0x29 */
    __asm__ volatile("int $0x29" : : "c"(7));
    printf("still running\n");
    return 0;
}
