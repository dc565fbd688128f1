/*
 * ucrt_crt.c - test guest linked against the Universal CRT (api-ms-win-crt-*-l1-1-0.dll
 * resolving to ucrtbase.dll) instead of msvcrt.dll.
 *
 * Built with mingw's libucrt (guests/Makefile swaps -lmsvcrt for -lucrt in the specs), so
 * its start-up goes through _configure_narrow_argv, _initialize_narrow_environment,
 * __p___argc/__p___argv, _crt_atexit, and its printf family through
 * __stdio_common_vfprintf / vsprintf / vswprintf with their option flags.
 *
 * Run with the arguments  a "b c"  it prints (printf), then returns 3:
 *     argc=3 argv0=<the program's path> cmd=[a "b c"]
 *     snprintf=6 buf=123          C99 snprintf: the full length, truncated NUL-ended
 *     swprintf=6 wide-5           %ls and %d into a wide buffer
 *     strtol=31 env=unset
 *     atexit ran                  the atexit function, run by exit()
 * Wine 8 prints the same (argv0 is the path Wine gives, Z:\...\ucrt_crt.exe).
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

volatile int g_big = 123456;   /* volatile: truncation is the point, not a warning */

static void bye(void)
{
    printf("atexit ran\n");
    fflush(stdout);
}

int WINAPI WinMain(HINSTANCE h, HINSTANCE p, LPSTR cmd, int show)
{
    char buf[32];
    wchar_t wbuf[32];
    int n;

    (void)h; (void)p; (void)show;
    atexit(bye);
    printf("argc=%d argv0=%s cmd=[%s]\n", __argc, __argv[0], cmd);
    n = snprintf(buf, 4, "%d", g_big);
    printf("snprintf=%d buf=%s\n", n, buf);
    n = swprintf(wbuf, 32, L"%ls-%d", L"wide", 5);
    printf("swprintf=%d %ls\n", n, wbuf);
    printf("strtol=%ld env=%s\n", strtol("0x1f", NULL, 0), getenv("NOPE") ? "set" : "unset");
    return 3;
}
