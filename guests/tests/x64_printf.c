/* msvcrt's own printf family called from a 64-bit program (built with
 * -D__USE_MINGW_ANSI_STDIO=0, so printf is msvcrt.dll's, not mingw's): variadic
 * arguments in the x64 convention — the first four in registers (a double in both an
 * XMM and an integer register), the rest in 8-byte stack slots — and va_list walkers
 * (vsprintf, vfprintf). One line per check; expected lines from 64-bit Wine
 * (test/machine/test_x64_console.py). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int global_int = 5;

static void through_va_list(const char *fmt, ...)
{
    char buf[128];
    va_list ap;
    va_start(ap, fmt);
    vsprintf(buf, fmt, ap);
    va_end(ap);
    printf("vsprintf: %s\n", buf);
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
}

int main(void)
{
    char buf[64];
    int n;
    printf("plain\n");
    printf("%d %d %d %d %d %d %d\n", 1, -2, 3, -4, 5, -6, 7);
    printf("mixed: %s %d %.2f %c %s %u\n", "str", 42, 2.5, 'x', "end", 3000000000u);
    printf("doubles: %.1f %.1f %.1f %.1f %.1f\n", 1.5, -2.5, 3.25, 4.0, 5.5);
    printf("64-bit: %I64d %I64x %lld\n", -9000000000LL, 0x123456789ABCULL, 123456789012345LL);
    printf("width: [%*d] [%-*s]\n", 6, 42, 5, "ab");
    n = sprintf(buf, "%s-%05d-%x", "id", 77, 255);
    printf("sprintf: %s %d\n", buf, n);
    n = _snprintf(buf, 8, "%s", "truncated text");
    printf("_snprintf: %d %.8s\n", n, buf);
    printf("pointer digits: %d\n", (int)strlen((sprintf(buf, "%p", (void *)&global_int), buf)));
    fprintf(stdout, "fprintf: %d %s\n", 9, "nine");
    through_va_list("%s %d %.3f %I64d\n", "va", 10, 0.125, -1LL);
    fflush(stdout);
    return 0;
}
