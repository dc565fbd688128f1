/* The C runtime's split of a raw command line into argv (__getmainargs), as Windows'
 * msvcrt.dll and the UCRT do it: quotes group blanks, 2n backslashes before a quote give
 * n backslashes and the quote toggles grouping, 2n+1 give n and a literal quote, other
 * backslashes are literal, and single quotes are ordinary characters. The program's name
 * (argv[0]) ends at its closing quote or its first blank, backslashes verbatim.
 * The parent starts itself with each raw line of TAILS (CreateProcess passes it as it
 * is) and waits; the child, marked by CRT_ARGSPLIT_CHILD, prints its argv.
 * Found with distlib's script launcher (pip's t32.exe), whose child got "b and c" for
 * the argument "b c" once a \" appeared later in the line. Built for msvcrt.dll at both
 * widths and for the UCRT (-D_UCRT), whose "" inside quotes differs. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static const char *const TAILS[] = {
    " a \"b c\" d\\\"e",
    " \"a\"\"b c\" x",
    " it's 'a b'",
    " a\\\\\"b c\" d\\\\\\\\ e\\\\\\\\\"f g\"",
    " \"x\"y\"z\" \"\"  \"\" end",
    "\ttab\there",
    " \"unterminated b",
    " a\\\\b\\c \"d\\e\"",
    " trailing   ",
    " \"\"\"\" \"\"\"a\"\"\" b\"\"\"\"c",
};

int main(int argc, char **argv)
{
    char self[MAX_PATH], line[1024], mark[8];
    if (GetEnvironmentVariableA("CRT_ARGSPLIT_CHILD", mark, sizeof mark)) {
        printf("argc=%d\n", argc);
        for (int i = 1; i < argc; i++)   /* argv[0] is printed by the parent's check */
            printf("  [%d]=<%s>\n", i, argv[i]);
        fflush(stdout);
        return argc;
    }
    GetModuleFileNameA(NULL, self, sizeof self);
    SetEnvironmentVariableA("CRT_ARGSPLIT_CHILD", "1");
    for (unsigned k = 0; k < sizeof TAILS / sizeof *TAILS; k++) {
        for (int quoted = 0; quoted < 2; quoted++) {
            STARTUPINFOA si = { sizeof si };
            PROCESS_INFORMATION pi;
            DWORD code = 0;
            snprintf(line, sizeof line, quoted ? "\"%s\"%s" : "%s%s", self, TAILS[k]);
            printf("line %u%s:%s\n", k, quoted ? " (name quoted)" : "", TAILS[k]);
            fflush(stdout);
            if (!CreateProcessA(NULL, line, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi)) {
                printf("CreateProcess failed: %lu\n", GetLastError());
                return 1;
            }
            WaitForSingleObject(pi.hProcess, INFINITE);
            GetExitCodeProcess(pi.hProcess, &code);
            printf("exit=%lu\n", code);
            CloseHandle(pi.hThread);
            CloseHandle(pi.hProcess);
        }
    }
    return 0;
}
