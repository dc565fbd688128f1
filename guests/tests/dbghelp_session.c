/* dbghelp's symbol handler session as the Dart VM opens it at start-up (SymSetOptions,
 * SymInitialize; SymCleanup at exit): options, the session per process and its search
 * path. */
#include <windows.h>
#include <dbghelp.h>
#include <stdio.h>

int main(void)
{
    HANDLE self = GetCurrentProcess();
    char path[MAX_PATH];
    WCHAR wpath[MAX_PATH];
    DWORD opts;
    BOOL ok;

    opts = SymGetOptions();
    printf("default options=%#lx\n", opts);
    printf("SymSetOptions(UNDNAME|DEFERRED_LOADS|LOAD_LINES)=%#lx\n",
           SymSetOptions(SYMOPT_UNDNAME | SYMOPT_DEFERRED_LOADS | SYMOPT_LOAD_LINES));
    printf("SymGetOptions=%#lx\n", SymGetOptions());

    SetLastError(0xdeadbeef);
    ok = SymGetSearchPath(self, path, sizeof path);
    printf("SymGetSearchPath before SymInitialize=%d err=%lu\n", ok, ok ? 0 : GetLastError());
    SetLastError(0xdeadbeef);
    ok = SymCleanup(self);
    printf("SymCleanup before SymInitialize=%d err=%lu\n", ok, ok ? 0 : GetLastError());

    ok = SymInitialize(self, "C:\\syms;C:\\more", FALSE);
    printf("SymInitialize(search path, no invade)=%d\n", ok);
    ok = SymGetSearchPath(self, path, sizeof path);
    printf("SymGetSearchPath=%d [%s]\n", ok, ok ? path : "");
    ok = SymGetSearchPathW(self, wpath, MAX_PATH);
    printf("SymGetSearchPathW=%d [%ls]\n", ok, ok ? wpath : L"");
    ok = SymGetSearchPath(self, path, 5);
    printf("SymGetSearchPath into 5=%d [%s]\n", ok, path);
    ok = SymSetSearchPath(self, "D:\\other");
    SymGetSearchPath(self, path, sizeof path);
    printf("SymSetSearchPath=%d now [%s]\n", ok, path);
    SetLastError(0xdeadbeef);
    ok = SymInitialize(self, NULL, FALSE);
    printf("SymInitialize again=%d err=%lu\n", ok, ok ? 0 : GetLastError());
    printf("SymCleanup=%d\n", SymCleanup(self));
    SetLastError(0xdeadbeef);
    ok = SymCleanup(self);
    printf("SymCleanup again=%d err=%lu\n", ok, ok ? 0 : GetLastError());

    ok = SymInitializeW(self, NULL, TRUE);
    printf("SymInitializeW(NULL, invade)=%d\n", ok);
    ok = SymGetSearchPath(self, path, sizeof path);
    printf("default search path=%d [%s]\n", ok, path);
    printf("SymCleanup=%d\n", SymCleanup(self));
    return 0;
}
