/* A child started with the NUL device as its standard input (an inherited handle, as
   yazi starts its openers): the child reads end of file from it and calls it a character
   device. NUL is only opened for reading (OPEN_EXISTING): nothing is created. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    SECURITY_ATTRIBUTES sa = { sizeof(sa), NULL, TRUE };
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    char cmd[MAX_PATH + 16], buf[16];
    DWORD got = 99, code = 99;
    HANDLE nul;
    BOOL ok;

    if (argc > 1 && !strcmp(argv[1], "child")) {
        HANDLE in = GetStdHandle(STD_INPUT_HANDLE);
        ok = ReadFile(in, buf, sizeof(buf), &got, NULL);
        printf("child: type %lu read %d got %lu\n", GetFileType(in), ok, got);
        return 7;
    }
    nul = CreateFileA("NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &sa,
                      OPEN_EXISTING, 0, NULL);
    printf("NUL opened: %d type %lu\n", nul != INVALID_HANDLE_VALUE, GetFileType(nul));
    memset(&si, 0, sizeof(si));
    si.cb = sizeof(si);
    si.dwFlags = STARTF_USESTDHANDLES;
    si.hStdInput = nul;
    si.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
    si.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    fflush(stdout);
    GetModuleFileNameA(NULL, cmd, MAX_PATH);
    strcat(cmd, " child");
    ok = CreateProcessA(NULL, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi);
    printf("CreateProcess: %d\n", ok);
    fflush(stdout);
    if (ok) {
        WaitForSingleObject(pi.hProcess, 10000);
        GetExitCodeProcess(pi.hProcess, &code);
        printf("child exit %lu\n", code);
        CloseHandle(pi.hProcess);
        CloseHandle(pi.hThread);
    }
    printf("parent read after: %d\n", ReadFile(nul, buf, sizeof(buf), &got, NULL) && got == 0);
    CloseHandle(nul);
    return 0;
}
