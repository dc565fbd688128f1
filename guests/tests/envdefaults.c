/*
 * envdefaults.c - test guest for the environment a program starts with
 * (test/win32/kernel/test_environment_defaults.py): the variables every Windows session
 * gives, through getenv (the C runtime's copy), _environ, GetEnvironmentVariable and
 * GetTempPath (TMP first, as documented). One line per check.
 *
 * Under Wine the values are the host's and the prefix's (C:\users\<you>...); the test
 * checks ours against the paths our folder APIs answer.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

extern char **_environ;

int main(void)
{
    static const char *names[] = { "SystemRoot", "windir", "Path", "PATHEXT", "TEMP", "TMP",
        "APPDATA", "LOCALAPPDATA", "USERPROFILE", "ProgramFiles", "ComSpec", "OS",
        "PROCESSOR_ARCHITECTURE", "NUMBER_OF_PROCESSORS", "COMPUTERNAME", "USERNAME" };
    char buf[MAX_PATH], folder[MAX_PATH];
    int i, n = 0;
    setvbuf(stdout, NULL, _IONBF, 0);
    for (i = 0; i < (int)(sizeof names / sizeof *names); i++) {
        const char *v = getenv(names[i]);
        DWORD k = GetEnvironmentVariableA(names[i], buf, sizeof buf);
        printf("%s=%s same=%d\n", names[i], v ? v : "(null)", v && k && !strcmp(v, buf));
    }
    while (_environ[n]) n++;
    printf("_environ has %d, first %.7s\n", n, _environ[0]);
    GetWindowsDirectoryA(folder, sizeof folder);
    printf("GetWindowsDirectory=%s\n", folder);
    GetTempPathA(sizeof buf, buf);
    printf("GetTempPath=%s\n", buf);
    SetEnvironmentVariableA("TMP", "C:\\mytmp");
    GetTempPathA(sizeof buf, buf);
    printf("GetTempPath after TMP=C:\\mytmp: %s\n", buf);
    return 0;
}
