/* Job objects that hold child processes, and a whole process suspended and resumed
 * (NtSuspendProcess / NtResumeProcess): what hyperfine does for each command it times
 * (a child started suspended, its output to NUL, put in a job, resumed; the job's
 * accounting read once it ended).
 *
 *   jobchild             the parent: one line per check
 *   jobchild child       write a line to its standard output; exit 10, 11 in a job
 *   jobchild spin        sleep until ended
 *
 * Lines are what Wine 8 prints for the same binary (test/win32/kernel/test_jobchild.py).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef LONG (WINAPI *NTPROC)(HANDLE);
static NTPROC pNtSuspendProcess, pNtResumeProcess;
static char self[MAX_PATH];

static void out(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

static BOOL start(const char *mode, DWORD flags, HANDLE std_out, PROCESS_INFORMATION *pi)
{
    char cmd[MAX_PATH + 32];
    STARTUPINFOA si;
    memset(&si, 0, sizeof si);
    si.cb = sizeof si;
    if (std_out) {
        si.dwFlags = STARTF_USESTDHANDLES;
        si.hStdInput = GetStdHandle(STD_INPUT_HANDLE);
        si.hStdOutput = std_out;
        si.hStdError = std_out;
    }
    sprintf(cmd, "\"%s\" %s", self, mode);
    return CreateProcessA(NULL, cmd, NULL, NULL, std_out != NULL, flags, NULL, NULL, &si, pi);
}

static void accounting(const char *what, HANDLE job)
{
    JOBOBJECT_BASIC_ACCOUNTING_INFORMATION a;
    DWORD ret = 0;
    BOOL ok;
    memset(&a, 0xcc, sizeof a);
    ok = QueryInformationJobObject(job, JobObjectBasicAccountingInformation, &a, sizeof a, &ret);
    out("%s: accounting ok=%d total=%lu active=%lu", what, ok, a.TotalProcesses,
        a.ActiveProcesses);
}

static void in_job(const char *what, HANDLE process, HANDLE job)
{
    BOOL in = 7, ok = IsProcessInJob(process, job, &in);
    out("%s: IsProcessInJob ok=%d in=%d", what, ok, in);
}

static DWORD finish(HANDLE process)
{
    DWORD code = 0, w = WaitForSingleObject(process, 20000);
    GetExitCodeProcess(process, &code);
    if (w != WAIT_OBJECT_0)
        out("wait: %lu", w);
    return code;
}

int main(int argc, char **argv)
{
    SECURITY_ATTRIBUTES sa = { sizeof sa, NULL, TRUE };
    PROCESS_INFORMATION pi, spin;
    JOBOBJECT_BASIC_PROCESS_ID_LIST ids;
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION lim;
    HANDLE job, job2, job3, nul, ev;
    DWORD code, count;
    BOOL ok;

    if (argc > 1 && !strcmp(argv[1], "child")) {
        BOOL in = FALSE;
        DWORD n;
        IsProcessInJob(GetCurrentProcess(), NULL, &in);
        WriteFile(GetStdHandle(STD_OUTPUT_HANDLE), "to nowhere\r\n", 12, &n, NULL);
        return 10 + in;
    }
    if (argc > 1 && !strcmp(argv[1], "spin")) {
        for (;;)
            Sleep(50);
    }
    GetModuleFileNameA(NULL, self, sizeof self);
    pNtSuspendProcess = (NTPROC)GetProcAddress(GetModuleHandleA("ntdll.dll"), "NtSuspendProcess");
    pNtResumeProcess = (NTPROC)GetProcAddress(GetModuleHandleA("ntdll.dll"), "NtResumeProcess");

    /* hyperfine's way: suspended, output to NUL, in a job, resumed */
    job = CreateJobObjectW(NULL, NULL);
    nul = CreateFileA("NUL", GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, &sa,
                      OPEN_EXISTING, 0, NULL);
    ok = start("child", CREATE_SUSPENDED, nul, &pi);
    out("start suspended, output to NUL: ok=%d", ok);
    in_job("before", pi.hProcess, job);
    ok = AssignProcessToJobObject(job, pi.hProcess);
    out("AssignProcessToJobObject(child): ok=%d", ok);
    in_job("after", pi.hProcess, job);
    accounting("suspended", job);
    memset(&ids, 0, sizeof ids);
    ok = QueryInformationJobObject(job, JobObjectBasicProcessIdList, &ids, sizeof ids, NULL);
    out("process ids: ok=%d assigned=%lu listed=%lu the child=%d", ok,
        ids.NumberOfAssignedProcesses, ids.NumberOfProcessIdsInList,
        ids.ProcessIdList[0] == pi.dwProcessId);
    out("NtSuspendProcess: %08lx", (unsigned long)pNtSuspendProcess(pi.hProcess));
    count = ResumeThread(pi.hThread);
    out("ResumeThread: previous count %lu", count);
    out("NtResumeProcess: %08lx", (unsigned long)pNtResumeProcess(pi.hProcess));
    code = finish(pi.hProcess);
    out("child's exit code: %lu", code);
    accounting("ended", job);
    in_job("ended", pi.hProcess, job);
    SetLastError(0xdead);
    ok = AssignProcessToJobObject(job, pi.hProcess);
    out("assign an ended process: ok=%d err=%lu", ok, GetLastError());
    out("NtResumeProcess(ended): %08lx", (unsigned long)pNtResumeProcess(pi.hProcess));
    ev = CreateEventA(NULL, FALSE, FALSE, NULL);
    out("NtResumeProcess(an event): %08lx", (unsigned long)pNtResumeProcess(ev));
    out("NtSuspendProcess(NULL): %08lx", (unsigned long)pNtSuspendProcess(NULL));
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);

    /* TerminateJobObject ends the child processes in the job */
    job2 = CreateJobObjectW(NULL, NULL);
    ok = start("spin", 0, NULL, &spin);
    ok = ok && AssignProcessToJobObject(job2, spin.hProcess);
    out("spinning child in job 2: ok=%d", ok);
    Sleep(100);
    accounting("job 2", job2);
    ok = TerminateJobObject(job2, 33);
    code = finish(spin.hProcess);
    out("TerminateJobObject: ok=%d child's exit code: %lu", ok, code);
    accounting("job 2 ended", job2);
    CloseHandle(spin.hThread);
    CloseHandle(spin.hProcess);

    /* a process in a job starts its children in it, unless they may break away */
    job3 = CreateJobObjectW(NULL, NULL);
    ok = AssignProcessToJobObject(job3, GetCurrentProcess());
    out("the parent in job 3: ok=%d", ok);
    ok = start("child", 0, nul, &pi);
    code = finish(pi.hProcess);
    out("child of a member: ok=%d exit code %lu", ok, code);
    in_job("child of a member", pi.hProcess, job3);
    accounting("job 3", job3);
    CloseHandle(pi.hThread);
    CloseHandle(pi.hProcess);
    SetLastError(0xdead);
    ok = start("child", CREATE_BREAKAWAY_FROM_JOB, nul, &pi);
    out("breakaway not allowed: ok=%d err=%lu", ok, GetLastError());
    memset(&lim, 0, sizeof lim);
    lim.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_BREAKAWAY_OK;
    ok = SetInformationJobObject(job3, JobObjectExtendedLimitInformation, &lim, sizeof lim);
    ok = ok && start("child", CREATE_BREAKAWAY_FROM_JOB, nul, &pi);
    code = ok ? finish(pi.hProcess) : 0;
    out("breakaway allowed: ok=%d exit code %lu", ok, code);
    if (ok) {
        in_job("broke away", pi.hProcess, job3);
        CloseHandle(pi.hThread);
        CloseHandle(pi.hProcess);
    }
    ok = start("child", 0, nul, &pi);
    code = ok ? finish(pi.hProcess) : 0;
    out("without the flag: ok=%d exit code %lu", ok, code);
    accounting("job 3 at the end", job3);
    return 0;
}
