/* The UCRT's SSE2 math helpers, _libm_sse2_*_precise (issue 23, "Programs in the wild
 * (stop 27)": pngquant's Visual C++ build calls _libm_sse2_pow_precise): the operand in
 * XMM0 (pow: XMM0 to the power XMM1), the result in XMM0's low double, errno as the
 * plain functions set it. x86 ucrtbase.dll only: the x86-64 build checks they are not
 * exported. One line per check; the expected lines are Wine 8's. */
#pragma GCC target("sse2")
#include <windows.h>
#include <stdio.h>

static HMODULE ucrt;

#ifdef _WIN64
int main(void)
{
    static const char *names[] = { "_libm_sse2_pow_precise", "_libm_sse2_sqrt_precise",
                                   "_libm_sse2_sin_precise" };
    int i;
    ucrt = LoadLibraryA("ucrtbase.dll");
    printf("ucrtbase loaded=%d\n", ucrt != NULL);
    for (i = 0; i < 3; i++)
        printf("%s exported=%d\n", names[i], GetProcAddress(ucrt, names[i]) != NULL);
    return 0;
}
#else
static int *(__cdecl *ucrt_errno)(void);

static double call(void *fn, double x, double y)
{
    double r;
    __asm__ volatile ("movsd %1, %%xmm0\n\t"
                      "movsd %2, %%xmm1\n\t"
                      "call *%3\n\t"
                      "movsd %%xmm0, %0\n\t"
                      : "=m"(r) : "m"(x), "m"(y), "r"(fn)
                      : "eax", "ecx", "edx", "xmm0", "xmm1", "memory", "cc");
    return r;
}

static void check(const char *name, double x, double y)
{
    char full[64];
    void *fn;
    double r;
    sprintf(full, "_libm_sse2_%s_precise", name);
    fn = GetProcAddress(ucrt, full);
    if (!fn) {
        printf("%s: not exported\n", full);
        return;
    }
    *ucrt_errno() = 0;
    r = call(fn, x, y);
    if (name[0] == 'p')
        printf("%s(%g, %g) = %.15g errno=%d\n", name, x, y, r, *ucrt_errno());
    else
        printf("%s(%g) = %.15g errno=%d\n", name, x, r, *ucrt_errno());
}

int main(void)
{
    ucrt = LoadLibraryA("ucrtbase.dll");
    ucrt_errno = (void *)GetProcAddress(ucrt, "_errno");
    printf("ucrtbase loaded=%d errno found=%d\n", ucrt != NULL, ucrt_errno != NULL);
    check("sqrt", 2.0, 0); check("sin", 0.5, 0); check("cos", 0.5, 0); check("tan", 0.5, 0);
    check("asin", 0.5, 0); check("acos", 0.5, 0); check("atan", 1.0, 0);
    check("exp", 1.0, 0); check("log", 10.0, 0); check("log10", 1000.0, 0);
    check("pow", 2.0, 10.0); check("pow", 2.0, 0.5); check("pow", 9.0, -0.5);
    check("sqrt", -1.0, 0); check("log", 0.0, 0); check("log10", -2.0, 0);
    check("acos", 2.0, 0); check("exp", 1000.0, 0);
    check("pow", 0.0, -1.0); check("pow", -8.0, 1.0 / 3.0); check("pow", 10.0, 400.0);
    return 0;
}
#endif
