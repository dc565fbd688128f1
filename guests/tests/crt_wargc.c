/* msvcrt's exported __argc and __wargv after a -municode program's start-up
 * (__wgetmainargs): Tk's wish, a wWinMain, takes its arguments from them, and stopped
 * with __argc left 0. Built with -municode: wmain. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>   /* __argc and __wargv: msvcrt's exported variables, as wish reads them */
#include <wchar.h>

int wmain(int argc, wchar_t **argv)
{
    printf("argc=%d __argc=%d\n", argc, __argc);
    printf("__wargv is argv=%d\n", __wargv == argv);
    printf("__wargv[1]=%ls __wargv[2]=%ls\n", __argc > 1 ? __wargv[1] : L"-",
           __argc > 2 ? __wargv[2] : L"-");
    printf("__wargv[__argc] is NULL=%d\n", __wargv && __wargv[__argc] == NULL);
    return 0;
}
