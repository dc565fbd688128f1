/*
 * mathtest.c - floating point through msvcrt's <math.h> (results come back on
 * the x87 stack), string-to-double conversion, and WINMM's timeGetTime.
 * Prints "name=value" lines with printf (the emulator logs guest stdout).
 */
#include <windows.h>
#include <mmsystem.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* volatile inputs keep gcc from folding the calls at compile time */
static volatile double two = 2.0, one = 1.0, minus = -2.5, seven = 7.0, three = 3.0;
static volatile double zero = 0.0, minus_one = -1.0, ten = 10.0;

/* Programs built by MSVC import <math.h> from msvcrt.dll, while mingw inlines its own
   versions; reach msvcrt's through GetProcAddress, as such an import would. */
typedef double (__cdecl *Fn1)(double);
typedef double (__cdecl *Fn2)(double, double);

static void crt_math(void)
{
    HMODULE crt = GetModuleHandleA("msvcrt.dll");
    Fn1 c_sqrt = (Fn1)GetProcAddress(crt, "sqrt"), c_sin = (Fn1)GetProcAddress(crt, "sin");
    Fn1 c_floor = (Fn1)GetProcAddress(crt, "floor"), c_log = (Fn1)GetProcAddress(crt, "log");
    Fn2 c_pow = (Fn2)GetProcAddress(crt, "pow"), c_atan2 = (Fn2)GetProcAddress(crt, "atan2");
    Fn2 c_fmod = (Fn2)GetProcAddress(crt, "fmod");
    double (__cdecl *c_strtod)(const char *, char **) =
        (double (__cdecl *)(const char *, char **))GetProcAddress(crt, "strtod");
    int *(__cdecl *c_errno)(void) = (int *(__cdecl *)(void))GetProcAddress(crt, "_errno");
    char *end;
    printf("crt_sqrt2=%.6f crt_sin1=%.6f\n", c_sqrt(two), c_sin(one));
    printf("crt_pow=%.1f crt_atan2=%.6f\n", c_pow(two, ten), c_atan2(one, one));
    printf("crt_floor=%.1f crt_fmod=%.1f\n", c_floor(minus), c_fmod(seven, three));
    *c_errno() = 0;
    double n = c_sqrt(minus_one);
    printf("crt_sqrt_neg_nan=%d crt_edom=%d\n", n != n, *c_errno() == 33);
    printf("crt_log0=%d\n", isinf(c_log(zero)) && c_log(zero) < 0);
    double d = c_strtod("1e3xyz", &end);
    printf("crt_strtod=%.1f rest=%s\n", d, end);
    /* the x87 stack must stay balanced across many calls */
    double acc = 0;
    int i;
    for (i = 0; i < 100; i++)
        acc += c_sqrt(i);
    printf("crt_sum=%.4f\n", acc);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    char *end;
    crt_math();
    printf("sqrt2=%.6f\n", sqrt(two));
    printf("sin1=%.6f cos1=%.6f\n", sin(one), cos(one));
    printf("pow=%.1f\n", pow(two, ten));
    printf("atan2=%.6f\n", atan2(one, one));
    printf("floor=%.1f ceil=%.1f\n", floor(minus), ceil(minus));
    printf("fmod=%.1f\n", fmod(seven, three));
    printf("exp_log=%.6f\n", log(exp(three)));
    printf("atof=%.2f\n", atof("3.25"));
    double d = strtod("1e3xyz", &end);
    printf("strtod=%.1f rest=%s\n", d, end);
    errno = 0;
    double n = sqrt(minus_one);
    printf("sqrt_neg_nan=%d edom=%d\n", n != n, errno == EDOM);
    printf("log0_inf=%d\n", isinf(log(zero)) && log(zero) < 0);
    printf("mixed=%.3f\n", sqrt(two) * 1.5 + sin(zero));
    printf("timegettime=%d\n", timeGetTime() == GetTickCount());
    fflush(stdout);
    return 0;
}
