/*
 * ucrt_msvcr100.c - test guest linked against Visual C++ 2010's runtime, msvcr100.dll
 * (mingw's libmsvcr100 instead of libmsvcrt, by a specs file; see guests/Makefile).
 *
 * Run with the argument  one  it prints (printf), then returns 5:
 *     argc=2 cmd=[one]          __argc as the runtime's exported variable
 *     buf=00042|x len=7         _snprintf and strlen from msvcr100
 *     atexit ran                the atexit function, run by exit()
 * Wine 8 prints the same.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void bye(void)
{
    printf("atexit ran\n");
    fflush(stdout);
}

int WINAPI WinMain(HINSTANCE h, HINSTANCE p, LPSTR cmd, int show)
{
    char buf[16];

    (void)h; (void)p; (void)show;
    atexit(bye);
    printf("argc=%d cmd=[%s]\n", __argc, cmd);
    _snprintf(buf, sizeof buf, "%05d|%s", 42, "x");
    printf("buf=%s len=%u\n", buf, (unsigned)strlen(buf));
    return 5;
}
