/* Child processes (docs/threads.md, "Processes"): the program runs itself as a child.
 *
 *   childproc            the parent: one line per check
 *   childproc out N      write a line to stdout, exit with N
 *   childproc file H     write "from child" to inherited handle H, exit 3
 *   childproc spin       loop (Sleep) until terminated
 *   childproc env        print FOO and the current folder's last component, exit 0
 *   childproc hello      print a line on its console, exit 9
 *   childproc quiet N    exit N
 *   childproc named      open the parent's event and section by name, write, signal
 *   childproc upper      copy stdin to stdout upper-cased (fgets, printf), exit: lines
 *   childproc glob ...   print its arguments with wildcards expanded (__getmainargs)
 *   childproc /c CMD     as the command interpreter (COMSPEC): print CMD, exit 5
 *
 * Lines are what Wine 8 prints for the same binary (test/win32/kernel/test_childproc.py).
 */
#include <windows.h>
#include <shellapi.h>
#include <process.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char self[MAX_PATH];

/* msvcrt's start-up call, which data.c calls again with wildcards expanded */
_CRTIMP int __cdecl __getmainargs(int *argc, char ***argv, char ***envp, int wildcard,
                                  int *mode);

static void out(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

static void write_std(const char *text)
{
    DWORD n;
    WriteFile(GetStdHandle(STD_OUTPUT_HANDLE), text, (DWORD)strlen(text), &n, NULL);
}

static int child(int argc, char **argv)
{
    char buf[MAX_PATH + 64], *last;
    if (!strcmp(argv[1], "out")) {
        write_std("child: hello through the pipe\r\n");
        write_std("child: second line\r\n");
        return atoi(argv[2]);
    }
    if (!strcmp(argv[1], "file")) {
        HANDLE h = (HANDLE)(ULONG_PTR)strtoul(argv[2], NULL, 10);
        DWORD n = 0;
        BOOL ok = WriteFile(h, "from child", 10, &n, NULL);
        return ok && n == 10 ? 3 : 4;
    }
    if (!strcmp(argv[1], "spin")) {
        for (;;)
            Sleep(5);
    }
    if (!strcmp(argv[1], "env")) {
        char foo[64] = "";
        DWORD got = GetEnvironmentVariableA("FOO", foo, sizeof foo);
        GetCurrentDirectoryA(MAX_PATH, buf);
        last = strrchr(buf, '\\');
        sprintf(buf + strlen(buf), "\r\n");
        write_std("child env: FOO=");
        write_std(got ? foo : "(unset)");
        write_std(" folder=");
        write_std(last ? last + 1 : buf);
        return 0;
    }
    if (!strcmp(argv[1], "/c") || !strcmp(argv[1], "/C")) {   /* as COMSPEC */
        out("interpreter: argc=%d command=[%s]", argc, argc > 2 ? argv[2] : "");
        return 5;
    }
    if (!strcmp(argv[1], "glob")) {
        int n, mode = 0, i;
        char **v, **e;
        __getmainargs(&n, &v, &e, 1, &mode);
        for (i = 2; i < n; i++)
            out("glob argv[%d]=%s", i, v[i]);
        return n;
    }
    if (!strcmp(argv[1], "upper")) {      /* stdin to stdout through stdio, upper-cased */
        char line[128];
        int lines = 0;
        while (fgets(line, sizeof line, stdin)) {
            char *p;
            for (p = line; *p; p++)
                if (*p >= 'a' && *p <= 'z')
                    *p -= 32;
            printf("upper: %s", line);
            lines++;
        }
        fprintf(stderr, "upper: %d lines\n", lines);
        return lines;
    }
    if (!strcmp(argv[1], "named")) {      /* the parent's event and section, by name */
        HANDLE ev = OpenEventA(EVENT_MODIFY_STATE, FALSE, "childproc_event");
        HANDLE sec = OpenFileMappingA(FILE_MAP_WRITE, FALSE, "childproc_section");
        char *view = sec ? MapViewOfFile(sec, FILE_MAP_WRITE, 0, 0, 0) : NULL;
        if (view) {
            strcpy(view, "written by the child");
            UnmapViewOfFile(view);
        }
        return (ev ? 1 : 0) + (sec ? 2 : 0) + (view ? 4 : 0) + (ev && SetEvent(ev) ? 8 : 0);
    }
    if (!strcmp(argv[1], "quiet"))
        return atoi(argv[2]);
    if (!strcmp(argv[1], "hello")) {
        out("child hello on the console, argc=%d", argc);
        return 9;
    }
    return 100;
}

static PROCESS_INFORMATION start(const char *args, DWORD flags, HANDLE out_h, BOOL inherit,
                                 void *env, const char *cwd, BOOL *ok)
{
    char cmd[MAX_PATH * 2];
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    memset(&si, 0, sizeof si);
    memset(&pi, 0, sizeof pi);
    si.cb = sizeof si;
    if (out_h) {
        si.dwFlags = STARTF_USESTDHANDLES;
        si.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
        si.hStdOutput = out_h;
        si.hStdError = out_h;
    }
    sprintf(cmd, "\"%s\" %s", self, args);
    *ok = CreateProcessA(NULL, cmd, NULL, NULL, inherit, flags, env, cwd, &si, &pi);
    return pi;
}

static void read_all(HANDLE r)
{
    char buf[256], line[256];
    int len = 0;
    DWORD n, i;
    while (ReadFile(r, buf, sizeof buf, &n, NULL) && n) {
        for (i = 0; i < n; i++) {
            if (buf[i] == '\r')
                continue;
            if (buf[i] == '\n') {
                line[len] = 0;
                out("read: [%s]", line);
                len = 0;
            } else if (len < 255)
                line[len++] = buf[i];
        }
    }
    if (len) {
        line[len] = 0;
        out("read: [%s]", line);
    }
    out("ReadFile end: err=%lu", GetLastError());
}

int main(int argc, char **argv)
{
    SECURITY_ATTRIBUTES sa = {sizeof sa, NULL, TRUE};
    PROCESS_INFORMATION pi;
    HANDLE r, w, f;
    DWORD code, n, flags;
    BOOL ok;
    char buf[64], args[64];
    intptr_t rc;
    int i;

    if (argc > 1)
        return child(argc, argv);
    GetModuleFileNameA(NULL, self, sizeof self);

    /* 1. A pipe for the child's stdout: read to the end, wait, exit code. */
    CreatePipe(&r, &w, &sa, 0);
    GetHandleInformation(r, &flags);
    out("pipe read end inheritable=%lu", flags & HANDLE_FLAG_INHERIT);
    SetHandleInformation(r, HANDLE_FLAG_INHERIT, 0);
    pi = start("out 7", 0, w, TRUE, NULL, NULL, &ok);
    out("CreateProcess=%d pid-match=%d tid-nonzero=%d", ok,
        GetProcessId(pi.hProcess) == pi.dwProcessId, pi.dwThreadId != 0);
    out("child pid differs=%d", pi.dwProcessId != GetCurrentProcessId());
    CloseHandle(w);
    read_all(r);
    CloseHandle(r);
    out("wait process=%lu", WaitForSingleObject(pi.hProcess, INFINITE));
    out("wait thread=%lu", WaitForSingleObject(pi.hThread, INFINITE));
    GetExitCodeProcess(pi.hProcess, &code);
    out("exit code=%lu", code);
    GetExitCodeThread(pi.hThread, &code);
    out("thread exit code=%lu", code);
    {   /* what ntdll says of it: zig reads a child's exit code so */
        LONG (WINAPI *query)(HANDLE, int, void *, ULONG, ULONG *) = (void *)GetProcAddress(
            GetModuleHandleA("ntdll.dll"), "NtQueryInformationProcess");
        struct { LONG status; void *peb; ULONG_PTR mask; LONG prio; ULONG_PTR pid, parent; } pbi;
        LONG st = query(pi.hProcess, 0, &pbi, sizeof pbi, NULL);
        out("ProcessBasicInformation: status=%ld exit=%ld pid-match=%d parent-match=%d", st,
            pbi.status, pbi.pid == pi.dwProcessId, pbi.parent == GetCurrentProcessId());
    }
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);

    /* 1b. stdio both ways: the parent writes the child's stdin, reads its stdout and
     * stderr (one pipe); the child uses fgets and printf. */
    {
        HANDLE in_r, in_w, out_r, out_w;
        STARTUPINFOA si;
        char cmd[MAX_PATH * 2];
        CreatePipe(&in_r, &in_w, &sa, 0);
        CreatePipe(&out_r, &out_w, &sa, 0);
        SetHandleInformation(in_w, HANDLE_FLAG_INHERIT, 0);
        SetHandleInformation(out_r, HANDLE_FLAG_INHERIT, 0);
        memset(&si, 0, sizeof si);
        si.cb = sizeof si;
        si.dwFlags = STARTF_USESTDHANDLES;
        si.hStdInput = in_r;
        si.hStdOutput = out_w;
        si.hStdError = out_w;
        sprintf(cmd, "\"%s\" upper", self);
        ok = CreateProcessA(NULL, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi);
        out("upper: CreateProcess=%d", ok);
        CloseHandle(in_r);
        CloseHandle(out_w);
        WriteFile(in_w, "first line\nsecond\n", 18, &n, NULL);
        WriteFile(in_w, "third\n", 6, &n, NULL);
        CloseHandle(in_w);
        read_all(out_r);
        CloseHandle(out_r);
        WaitForSingleObject(pi.hProcess, INFINITE);
        GetExitCodeProcess(pi.hProcess, &code);
        out("upper exit=%lu", code);
        CloseHandle(pi.hThread);
        CloseHandle(pi.hProcess);
    }

    /* 2. CREATE_SUSPENDED: still active until resumed. */
    pi = start("hello", CREATE_SUSPENDED, NULL, FALSE, NULL, NULL, &ok);
    GetExitCodeProcess(pi.hProcess, &code);
    out("suspended: CreateProcess=%d code=%lu wait0=%lu", ok, code,
        WaitForSingleObject(pi.hProcess, 0));
    out("ResumeThread=%lu", ResumeThread(pi.hThread));
    out("wait=%lu", WaitForSingleObject(pi.hProcess, INFINITE));
    GetExitCodeProcess(pi.hProcess, &code);
    out("exit code=%lu", code);
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);

    /* 3. An inherited file handle: the child writes through it. */
    f = CreateFileA("childproc.tmp", GENERIC_READ | GENERIC_WRITE, 0, &sa, CREATE_ALWAYS,
                    0, NULL);
    WriteFile(f, "parent+", 7, &n, NULL);
    sprintf(args, "file %lu", (unsigned long)(ULONG_PTR)f);
    pi = start(args, 0, NULL, TRUE, NULL, NULL, &ok);
    WaitForSingleObject(pi.hProcess, INFINITE);
    GetExitCodeProcess(pi.hProcess, &code);
    out("file child: CreateProcess=%d exit=%lu pointer=%lu", ok, code,
        SetFilePointer(f, 0, NULL, FILE_CURRENT));
    SetFilePointer(f, 0, NULL, FILE_BEGIN);
    memset(buf, 0, sizeof buf);
    ReadFile(f, buf, sizeof buf - 1, &n, NULL);
    out("file holds [%s]", buf);
    CloseHandle(f);
    DeleteFileA("childproc.tmp");
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);

    /* 4. Not inherited: the child cannot use the handle. */
    f = CreateFileA("childproc.tmp", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                    0, NULL);
    sprintf(args, "file %lu", (unsigned long)(ULONG_PTR)f);
    pi = start(args, 0, NULL, TRUE, NULL, NULL, &ok);
    WaitForSingleObject(pi.hProcess, INFINITE);
    GetExitCodeProcess(pi.hProcess, &code);
    out("not inheritable: exit=%lu size=%lu", code, GetFileSize(f, NULL));
    CloseHandle(f);
    DeleteFileA("childproc.tmp");
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);

    /* 5. An environment block and a current folder. */
    CreateDirectoryA("childsub", NULL);
    CreatePipe(&r, &w, &sa, 0);
    SetHandleInformation(r, HANDLE_FLAG_INHERIT, 0);
    pi = start("env", 0, w, TRUE, "FOO=bar baz\0OTHER=1\0", "childsub", &ok);
    CloseHandle(w);
    out("env child: CreateProcess=%d", ok);
    read_all(r);
    CloseHandle(r);
    WaitForSingleObject(pi.hProcess, INFINITE);
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);
    SetEnvironmentVariableA("FOO", "from parent");
    SetCurrentDirectoryA("childsub");
    CreatePipe(&r, &w, &sa, 0);
    SetHandleInformation(r, HANDLE_FLAG_INHERIT, 0);
    pi = start("env", 0, w, TRUE, NULL, NULL, &ok);
    CloseHandle(w);
    read_all(r);
    CloseHandle(r);
    WaitForSingleObject(pi.hProcess, INFINITE);
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);
    SetCurrentDirectoryA("..");
    RemoveDirectoryA("childsub");

    /* 6. _spawnl: waiting, and not waiting. */
    rc = _spawnl(_P_WAIT, self, "childproc", "hello", NULL);
    out("_spawnl(_P_WAIT)=%d", (int)rc);
    rc = _spawnl(_P_NOWAIT, self, "childproc", "out", "12", NULL);
    WaitForSingleObject((HANDLE)rc, INFINITE);
    GetExitCodeProcess((HANDLE)rc, &code);
    out("_spawnl(_P_NOWAIT) exit=%lu", code);
    CloseHandle((HANDLE)rc);

    /* 6b. system() through COMSPEC (this program, as the interpreter). */
    if (strlen(self) < 50) {
        static char env[MAX_PATH + 16];
        sprintf(env, "COMSPEC=%s", self);
        _putenv(env);
        out("system(NULL)=%d", system(NULL));
        out("system=%d", system("some command"));
    }

    /* 6c. A child's wildcards, expanded by __getmainargs. */
    CreateDirectoryA("globdir", NULL);
    fclose(fopen("globdir\\b2.txt", "w"));
    fclose(fopen("globdir\\a1.txt", "w"));
    fclose(fopen("globdir\\c3.dat", "w"));
    pi = start("glob globdir\\*.txt globdir/*.none plain x?/y* globdir\\c?.dat", 0, NULL,
               FALSE, NULL, NULL, &ok);
    WaitForSingleObject(pi.hProcess, INFINITE);
    GetExitCodeProcess(pi.hProcess, &code);
    out("glob child: argc=%lu", code);
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);
    DeleteFileA("globdir\\a1.txt");
    DeleteFileA("globdir\\b2.txt");
    DeleteFileA("globdir\\c3.dat");
    RemoveDirectoryA("globdir");

    /* 6d. Named objects: one namespace for both processes. */
    {
        HANDLE ev = CreateEventA(NULL, TRUE, FALSE, "childproc_event");
        HANDLE sec = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE, 0, 4096,
                                        "childproc_section");
        char *view;
        pi = start("named", 0, NULL, FALSE, NULL, NULL, &ok);
        out("named: wait event=%lu", WaitForSingleObject(ev, 5000));
        WaitForSingleObject(pi.hProcess, INFINITE);
        GetExitCodeProcess(pi.hProcess, &code);
        view = MapViewOfFile(sec, FILE_MAP_READ, 0, 0, 0);
        out("named: child exit=%lu section=[%s]", code, view ? view : "(none)");
        UnmapViewOfFile(view);
        CloseHandle(sec);
        CloseHandle(ev);
        CloseHandle(pi.hThread);
        CloseHandle(pi.hProcess);
    }

    /* 6e. ShellExecuteEx with SEE_MASK_NOCLOSEPROCESS: a handle to the child. */
    {
        SHELLEXECUTEINFOA sei;
        memset(&sei, 0, sizeof sei);
        sei.cbSize = sizeof sei;
        sei.fMask = SEE_MASK_NOCLOSEPROCESS | SEE_MASK_FLAG_NO_UI;
        sei.lpVerb = "open";
        sei.lpFile = self;
        sei.lpParameters = "quiet 21";
        sei.nShow = SW_HIDE;
        ok = ShellExecuteExA(&sei);
        out("ShellExecuteEx=%d hInstApp>32=%d process=%d", ok, (INT_PTR)sei.hInstApp > 32,
            sei.hProcess != NULL);
        out("wait=%lu", WaitForSingleObject(sei.hProcess, INFINITE));
        GetExitCodeProcess(sei.hProcess, &code);
        out("exit code=%lu pid-nonzero=%d", code, GetProcessId(sei.hProcess) != 0);
        CloseHandle(sei.hProcess);
    }

    /* 7. TerminateProcess of a running child, in a loop. */
    for (i = 0; i < 3; i++) {
        pi = start("spin", 0, NULL, FALSE, NULL, NULL, &ok);
        Sleep(20);
        GetExitCodeProcess(pi.hProcess, &code);
        out("spin %d: running code=%lu", i, code);
        out("TerminateProcess=%d", TerminateProcess(pi.hProcess, 40 + i));
        out("wait=%lu", WaitForSingleObject(pi.hProcess, 5000));
        GetExitCodeProcess(pi.hProcess, &code);
        out("exit code=%lu", code);
        CloseHandle(pi.hThread);
        CloseHandle(pi.hProcess);
    }

    /* 8. Failures. */
    SetLastError(0);
    ok = CreateProcessA("C:\\no\\such\\program.exe", NULL, NULL, NULL, FALSE, 0, NULL, NULL,
                        &(STARTUPINFOA){sizeof(STARTUPINFOA)}, &pi);
    out("missing: %d err=%lu", ok, GetLastError());
    f = CreateFileA("notpe.exe", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "this is not a program, just text, long enough to be read.\r\n", 60, &n,
              NULL);
    CloseHandle(f);
    SetLastError(0);
    ok = CreateProcessA("notpe.exe", NULL, NULL, NULL, FALSE, 0, NULL, NULL,
                        &(STARTUPINFOA){sizeof(STARTUPINFOA)}, &pi);
    out("not a program: %d err=%lu", ok, GetLastError());
    DeleteFileA("notpe.exe");
    out("done");
    return 0;
}
