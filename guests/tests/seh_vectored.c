/* seh_vectored: AddVectoredExceptionHandler in a 32-bit program (issue 22 added vectored
 * handlers at both widths). A vectored handler sees an exception before the frame
 * handlers of fs:[0], in list order (FirstHandler puts one at the front); one that
 * continues the search hands it on; a removed handler is not called. One line per check; expected lines from Wine 8 (test/win32/kernel/test_seh_vectored.py). */
#include <windows.h>
#include <excpt.h>
#include <stdio.h>

/* The x86-64 build (TEST64_GUESTS) moves the same instruction pointer and result
 * register in its CONTEXT, and its frame is __try1's scope under __C_specific_handler,
 * whose filter gets (EXCEPTION_POINTERS *, frame) and continues with -1. */
#ifdef _WIN64
#define CTX_PC Rip
#define CTX_AX Rax
#else
#define CTX_PC Eip
#define CTX_AX Eax
#endif

static int order[8], norder;
static int take;

static LONG CALLBACK first(EXCEPTION_POINTERS *ep)
{
    order[norder++] = 1;
    if (take && ep->ExceptionRecord->ExceptionCode == EXCEPTION_ACCESS_VIOLATION) {
        ep->ContextRecord->CTX_PC += 2;       /* mov eax, [eax] */
        ep->ContextRecord->CTX_AX = 42;
        return EXCEPTION_CONTINUE_EXECUTION;
    }
    return EXCEPTION_CONTINUE_SEARCH;
}

static LONG CALLBACK second(EXCEPTION_POINTERS *ep)
{
    (void)ep;
    order[norder++] = 2;
    return EXCEPTION_CONTINUE_SEARCH;
}

#ifdef _WIN64
static LONG __attribute__((used)) frame_handler(EXCEPTION_POINTERS *ep, void *frame)
{
    (void)frame;
    order[norder++] = 5;
    if (ep->ExceptionRecord->ExceptionCode == EXCEPTION_BREAKPOINT)
        ep->ContextRecord->Rip += 1;  /* step over the int3 */
    return EXCEPTION_CONTINUE_EXECUTION;
}
#else
static EXCEPTION_DISPOSITION __cdecl frame_handler(EXCEPTION_RECORD *rec, void *frame,
                                                   CONTEXT *ctx, void *disp)
{
    (void)frame; (void)disp;
    order[norder++] = 5;
    if (rec->ExceptionCode == EXCEPTION_BREAKPOINT)
        ctx->Eip += 1;                /* step over the int3 */
    return ExceptionContinueExecution;
}
#endif

static void __attribute__((noinline)) int3_in_frame(void)
{
    __try1(frame_handler)
    __asm__ __volatile__("int3");
    __except1
}

static __attribute__((noinline)) long do_av(void)
{
    long r;
#ifdef _WIN64
    __asm__ volatile("xor %%eax, %%eax\n\tmovl (%%rax), %%eax\n\t" : "=a"(r) : : "memory");
#else
    __asm__ volatile("xor %%eax, %%eax\n\tmovl (%%eax), %%eax\n\t" : "=a"(r) : : "memory");
#endif
    return r;
}

static void show(const char *what, long r)
{
    int i;
    printf("%s:", what);
    for (i = 0; i < norder; i++)
        printf(" %d", order[i]);
    printf(" result=%ld\n", r);
    norder = 0;
}

int main(void)
{
    PVOID h1, h2;
    long r;
    h2 = AddVectoredExceptionHandler(0, second);
    h1 = AddVectoredExceptionHandler(1, first);      /* first in the list */
    printf("handles: %d %d\n", h1 != NULL, h2 != NULL);
    take = 1;
    r = do_av();
    show("access violation taken by the first", r);
    take = 0;
    int3_in_frame();
    show("int3 searched by both, then the frame", 0);
    printf("remove: %lu\n", RemoveVectoredExceptionHandler(h1));
    int3_in_frame();
    show("after removing the first", 0);
    printf("remove again: %lu\n", RemoveVectoredExceptionHandler(h1));
    RemoveVectoredExceptionHandler(h2);
    int3_in_frame();
    show("none left", 0);
    return 0;
}
