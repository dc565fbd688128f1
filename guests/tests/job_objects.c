/* Job objects (issue 23: ninja 1.13's ninja.exe asks QueryInformationJobObject(NULL,
   JobObjectCpuRateControlInformation) how much of the machine its job may use). Creates,
   names, opens, limits and queries a job, puts this process in it, then ends through
   TerminateJobObject (exit code 42). */
#define _WIN32_WINNT 0x0602
#include <windows.h>
#include <stdio.h>

int main(void)
{
    HANDLE j, j2, j3, ev;
    BOOL ok, in;
    DWORD ret;
    JOBOBJECT_BASIC_LIMIT_INFORMATION bli;
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION xli;
    JOBOBJECT_BASIC_ACCOUNTING_INFORMATION acc;
    JOBOBJECT_CPU_RATE_CONTROL_INFORMATION cpu;
    struct { DWORD assigned, listed; ULONG_PTR ids[4]; } list;
    char small[4];

    setvbuf(stdout, NULL, _IONBF, 0);
    SetLastError(0);
    memset(&cpu, 0xcc, sizeof(cpu));
    ok = QueryInformationJobObject(NULL, JobObjectCpuRateControlInformation, &cpu,
                                   sizeof(cpu), NULL);
    printf("no job: query(NULL, cpu rate) ok=%d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = QueryInformationJobObject(NULL, JobObjectBasicLimitInformation, &bli, sizeof(bli),
                                   NULL);
    printf("no job: query(NULL, basic limits) ok=%d err=%lu\n", ok, GetLastError());
    in = 5;
    ok = IsProcessInJob(GetCurrentProcess(), NULL, &in);
    printf("no job: IsProcessInJob(NULL) ok=%d in=%d\n", ok, in);

    SetLastError(0xdead);
    j = CreateJobObjectW(NULL, L"wa_job");
    printf("CreateJobObjectW: handle=%d err=%lu\n", j != NULL, GetLastError());
    j2 = CreateJobObjectA(NULL, "wa_job");
    printf("again: handle=%d err=%lu\n", j2 != NULL, GetLastError());
    j3 = OpenJobObjectW(JOB_OBJECT_ALL_ACCESS, FALSE, L"wa_job");
    printf("OpenJobObjectW: handle=%d\n", j3 != NULL);
    SetLastError(0);
    j2 = OpenJobObjectA(JOB_OBJECT_ALL_ACCESS, FALSE, "nojob");
    ret = GetLastError();
    printf("OpenJobObjectA(nojob): handle=%d err=%lu\n", j2 != NULL, ret);
    ev = CreateEventA(NULL, TRUE, FALSE, "wa_event");
    SetLastError(0);
    j2 = CreateJobObjectA(NULL, "wa_event");
    ret = GetLastError();
    printf("CreateJobObjectA(an event's name): handle=%d err=%lu\n", j2 != NULL, ret);

    memset(&bli, 0xcc, sizeof(bli));
    ret = 0;
    ok = QueryInformationJobObject(j, JobObjectBasicLimitInformation, &bli, sizeof(bli), &ret);
    printf("basic limits: ok=%d ret=%lu flags=%lx active limit=%lu priority=%lu sched=%lu\n",
           ok, ret, bli.LimitFlags, bli.ActiveProcessLimit, bli.PriorityClass,
           bli.SchedulingClass);
    memset(&xli, 0, sizeof(xli));
    xli.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
        | JOB_OBJECT_LIMIT_BREAKAWAY_OK | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
    ok = SetInformationJobObject(j, JobObjectExtendedLimitInformation, &xli, sizeof(xli));
    printf("set extended limits: ok=%d\n", ok);
    memset(&xli, 0xcc, sizeof(xli));
    ok = QueryInformationJobObject(j3, JobObjectExtendedLimitInformation, &xli, sizeof(xli),
                                   &ret);
    printf("extended limits: ok=%d ret=%lu flags=%lx memory=%lx\n", ok, ret,
           xli.BasicLimitInformation.LimitFlags, (DWORD)xli.ProcessMemoryLimit);
    SetLastError(0);
    ok = QueryInformationJobObject(j, JobObjectBasicLimitInformation, small, sizeof(small),
                                   &ret);
    printf("4-byte buffer: ok=%d err=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = QueryInformationJobObject(ev, JobObjectBasicLimitInformation, &bli, sizeof(bli), &ret);
    printf("an event: ok=%d err=%lu\n", ok, GetLastError());
    cpu.ControlFlags = 7;
    ok = QueryInformationJobObject(j, JobObjectCpuRateControlInformation, &cpu, sizeof(cpu),
                                   &ret);
    printf("cpu rate: ok=%d ret=%lu flags=%lu\n", ok, ret, cpu.ControlFlags);

    ok = IsProcessInJob(GetCurrentProcess(), j, &in);
    printf("before: IsProcessInJob(j) ok=%d in=%d\n", ok, in);
    ok = AssignProcessToJobObject(j, GetCurrentProcess());
    printf("AssignProcessToJobObject: ok=%d\n", ok);
    ok = IsProcessInJob(GetCurrentProcess(), j, &in);
    printf("after: IsProcessInJob(j) ok=%d in=%d\n", ok, in);
    in = 5;
    ok = IsProcessInJob(GetCurrentProcess(), NULL, &in);
    printf("after: IsProcessInJob(NULL) ok=%d in=%d\n", ok, in);
    memset(&list, 0xcc, sizeof(list));
    ok = QueryInformationJobObject(j, JobObjectBasicProcessIdList, &list, sizeof(list), &ret);
    printf("process ids: ok=%d ret=%lu assigned=%lu listed=%lu ours=%d\n", ok, ret,
           list.assigned, list.listed, list.ids[0] == GetCurrentProcessId());
    ok = QueryInformationJobObject(j, JobObjectBasicAccountingInformation, &acc, sizeof(acc),
                                   &ret);
    printf("accounting: ok=%d ret=%lu total=%lu active=%lu terminated=%lu\n", ok, ret,
           acc.TotalProcesses, acc.ActiveProcesses, acc.TotalTerminatedProcesses);
    memset(&bli, 0xcc, sizeof(bli));
    ok = QueryInformationJobObject(NULL, JobObjectBasicLimitInformation, &bli, sizeof(bli),
                                   &ret);
    printf("in job: query(NULL, basic limits) ok=%d flags=%lx\n", ok, bli.LimitFlags);
    ok = QueryInformationJobObject(NULL, JobObjectCpuRateControlInformation, &cpu,
                                   sizeof(cpu), NULL);
    printf("in job: query(NULL, cpu rate) ok=%d flags=%lu\n", ok, cpu.ControlFlags);
    printf("terminating\n");
    TerminateJobObject(j, 42);
    printf("still running\n");
    return 1;
}
