/* msvcrt's accessors of its start-up variables (a wmain/wWinMain program's mingw-w64
 * start-up reads __p__wcmdln: Petzold's Programming Windows samples built with -municode
 * stopped there). Built with -municode: wmain. */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

__declspec(dllimport) wchar_t **__cdecl __p__wcmdln(void);
__declspec(dllimport) char **__cdecl __p__acmdln(void);
#ifndef _WIN64   /* x64 msvcrt.dll exports the variables only */
__declspec(dllimport) char **__cdecl __p__pgmptr(void);
__declspec(dllimport) wchar_t **__cdecl __p__wpgmptr(void);
__declspec(dllimport) wchar_t ***__cdecl __p___winitenv(void);
__declspec(dllimport) char ***__cdecl __p___initenv(void);
#else
__declspec(dllimport) extern wchar_t **__winitenv;
__declspec(dllimport) extern char **__initenv;
#define __p__pgmptr() ((char **)GetProcAddress(GetModuleHandleA("msvcrt.dll"), "_pgmptr"))
#define __p__wpgmptr() ((wchar_t **)GetProcAddress(GetModuleHandleA("msvcrt.dll"), "_wpgmptr"))
#define __p___winitenv() (&__winitenv)
#define __p___initenv() (&__initenv)
#endif

static int count(void **array)
{
    int n = 0;
    while (array[n])
        n++;
    return n;
}

int wmain(int argc, wchar_t **argv)
{
    char path[MAX_PATH];
    wchar_t wpath[MAX_PATH];
    wchar_t **wenv = *__p___winitenv();
    char **env = *__p___initenv();
    int has_path = 0;

    GetModuleFileNameA(NULL, path, MAX_PATH);
    GetModuleFileNameW(NULL, wpath, MAX_PATH);
    printf("argc=%d argv[1]=%ls\n", argc, argc > 1 ? argv[1] : L"-");
    printf("_wcmdln is GetCommandLineW=%d\n", wcscmp(*__p__wcmdln(), GetCommandLineW()) == 0);
    printf("_acmdln is GetCommandLineA=%d\n", strcmp(*__p__acmdln(), GetCommandLineA()) == 0);
    printf("_wcmdln ends with the argument=%d\n",
           wcsstr(*__p__wcmdln(), L"hello") != NULL);
    printf("_pgmptr is the module's path=%d\n", strcmp(*__p__pgmptr(), path) == 0);
    printf("_wpgmptr is the module's path=%d\n", wcscmp(*__p__wpgmptr(), wpath) == 0);
    printf("__winitenv set=%d same count as __initenv=%d\n", wenv != NULL,
           wenv && env && count((void **)wenv) == count((void **)env));
    for (int i = 0; wenv && wenv[i]; i++)
        if (!_wcsnicmp(wenv[i], L"PATH=", 5))
            has_path = 1;
    printf("__winitenv has PATH=%d\n", has_path);
    return 0;
}
