/* msvcrt's _spawn/_exec family: its errors (one line per check), and with "spawn" a
 * _P_WAIT and a _P_NOWAIT start of this program as "child N", which exits with N. */
#include <windows.h>
#include <process.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <errno.h>

static void show(const char *what, intptr_t r)
{
    printf("%s: %d errno=%d\n", what, (int)r, r == -1 ? errno : 0);
    errno = 0;
}

int main(int argc, char **argv)
{
    const char *none[] = {"nosuchprog", NULL};
    static char big[1100];
    const char *bigv[] = {"x", "big", big, NULL};
    char self[MAX_PATH];

    if (argc > 2 && !strcmp(argv[1], "child")) {
        printf("child %s\n", argv[2]);
        return atoi(argv[2]);
    }
    if (argc > 1 && strcmp(argv[1], "spawn")) {  /* started by a check that should fail */
        printf("started with %d arguments\n", argc);
        return 5;
    }
    GetModuleFileNameA(NULL, self, sizeof(self));
    errno = 0;
    show("spawnvp missing", _spawnvp(_P_WAIT, "nosuchprog", none));
    show("spawnv missing path", _spawnv(_P_WAIT, "C:\\nowhere\\nosuchprog.exe", none));
    show("spawnl missing", _spawnl(_P_WAIT, "nosuchprog", "nosuchprog", NULL));
    show("wspawnlp missing", _wspawnlp(_P_WAIT, L"nosuchprog", L"nosuchprog", NULL));
    show("execvp missing", _execvp("nosuchprog", none));
    show("spawnv bad mode", _spawnv(9, self, none));
    if (argc > 1 && !strcmp(argv[1], "spawn")) {
        memset(big, 'a', sizeof(big) - 1);
        show("spawnv 1100 bytes", _spawnv(_P_WAIT, self, bigv));
        const char *child[] = {"crt_spawn", "child", "7", NULL};
        intptr_t r = _spawnv(_P_WAIT, self, child);
        printf("P_WAIT: %d\n", (int)r);
        fflush(stdout);
        r = _spawnl(_P_NOWAIT, self, "crt_spawn", "child", "3", NULL);
        if (r != -1) {
            DWORD code = 99;
            WaitForSingleObject((HANDLE)r, INFINITE);
            GetExitCodeProcess((HANDLE)r, &code);
            printf("P_NOWAIT: handle, exit code %lu\n", code);
            CloseHandle((HANDLE)r);
        }
    }
    printf("done\n");
    return 0;
}
