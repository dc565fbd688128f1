/* What Go's runtime asks of Windows before main (issue 23: esbuild 0.28.2, a Go
 * program, from npm): Windows Error Reporting's per-process flags, priority boosts,
 * KUSER_SHARED_DATA's clocks (Go's nanotime and walltime read them), and the goroutine
 * preemption Go's scheduler does: suspend a thread, read its CONTEXT, redirect it with
 * SetThreadContext, resume it. One line per check; the test compares with Wine 8. */
#include <winsock2.h>
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef HRESULT (WINAPI *WERGET)(HANDLE, PDWORD);
typedef HRESULT (WINAPI *WERSET)(DWORD);

static volatile LONG spinning, redirected_ran;

static DWORD WINAPI worker(LPVOID p)
{
    (void)p;
    for (;;)
        spinning++;
    return 0;
}

static void WINAPI redirected(void)
{
    redirected_ran = 1;
    ExitThread(7);
}

/* The two high parts of a KSYSTEM_TIME agree and its value. */
static ULONGLONG ksystem_time(volatile ULONG *t)
{
    ULONG hi, lo;
    do {
        hi = t[1];
        lo = t[0];
    } while (hi != t[2]);
    return ((ULONGLONG)hi << 32) | lo;
}

int main(void)
{
    HMODULE k32 = GetModuleHandleA("kernel32.dll");
    WERGET werget = (WERGET)GetProcAddress(k32, "WerGetFlags");
    WERSET werset = (WERSET)GetProcAddress(k32, "WerSetFlags");
    DWORD flags = 0xdead, code = 0;
    BOOL boost = 0xdead;
    HRESULT hr;
    HANDLE th;
    CONTEXT ctx;
    BOOL ok;

    /* Windows Error Reporting's flags, kept per process. */
    hr = werget(GetCurrentProcess(), &flags);
    printf("WerGetFlags=0x%lx flags=0x%lx\n", (unsigned long)hr, flags);
    hr = werset(0x20);   /* WER_FAULT_REPORTING_NO_UI, as Go sets it */
    printf("WerSetFlags(NO_UI)=0x%lx\n", (unsigned long)hr);
    flags = 0xdead;
    hr = werget(GetCurrentProcess(), &flags);
    printf("WerGetFlags=0x%lx flags=0x%lx\n", (unsigned long)hr, flags);
    werset(0);

    /* Priority boosts: the process's flag, each thread's. */
    ok = GetProcessPriorityBoost(GetCurrentProcess(), &boost);
    printf("GetProcessPriorityBoost=%d disabled=%d\n", ok, boost);
    ok = SetProcessPriorityBoost(GetCurrentProcess(), TRUE);
    boost = 0xdead;
    GetProcessPriorityBoost(GetCurrentProcess(), &boost);
    printf("SetProcessPriorityBoost(TRUE)=%d disabled=%d\n", ok, boost);
    boost = 0xdead;
    ok = GetThreadPriorityBoost(GetCurrentThread(), &boost);
    printf("GetThreadPriorityBoost=%d disabled=%d\n", ok, boost);
    ok = SetThreadPriorityBoost(GetCurrentThread(), FALSE);
    boost = 0xdead;
    GetThreadPriorityBoost(GetCurrentThread(), &boost);
    printf("SetThreadPriorityBoost(FALSE)=%d disabled=%d\n", ok, boost);
    SetLastError(0);
    ok = GetThreadPriorityBoost(NULL, &boost);
    printf("GetThreadPriorityBoost(NULL)=%d err=%lu\n", ok, GetLastError());
    SetProcessPriorityBoost(GetCurrentProcess(), FALSE);

    /* KUSER_SHARED_DATA's clocks: the system time there is GetSystemTimeAsFileTime's. */
    {
        FILETIME ft;
        ULONGLONG shared, now, interrupt, tick;
        GetSystemTimeAsFileTime(&ft);
        tick = GetTickCount();
        shared = ksystem_time((volatile ULONG *)0x7ffe0014);
        now = ((ULONGLONG)ft.dwHighDateTime << 32) | ft.dwLowDateTime;
        interrupt = ksystem_time((volatile ULONG *)0x7ffe0008);
        printf("shared system time within a second of GetSystemTimeAsFileTime: %d\n",
               (shared > now ? shared - now : now - shared) < 10000000);
        interrupt /= 10000;    /* milliseconds since boot, as GetTickCount counts */
        printf("interrupt time within a second of GetTickCount: %d\n",
               (interrupt > tick ? interrupt - tick : tick - interrupt) < 1000);
    }

    /* Preemption as Go's scheduler does it. */
    th = CreateThread(NULL, 0, worker, NULL, 0, NULL);
    while (spinning < 1000)
        Sleep(1);
    printf("SuspendThread=%lu\n", SuspendThread(th));
    memset(&ctx, 0, sizeof ctx);
    ctx.ContextFlags = CONTEXT_CONTROL | CONTEXT_INTEGER;
    ok = GetThreadContext(th, &ctx);
#ifdef _WIN64
    printf("GetThreadContext=%d flags=0x%lx pc in worker: %d\n", ok, ctx.ContextFlags,
           ctx.Rip >= (DWORD64)worker && ctx.Rip < (DWORD64)worker + 0x40);
    ctx.Rsp = (ctx.Rsp & ~(DWORD64)15) - 8;   /* a call's entry alignment */
    ctx.Rip = (DWORD64)redirected;
#else
    printf("GetThreadContext=%d flags=0x%lx pc in worker: %d\n", ok, ctx.ContextFlags,
           ctx.Eip >= (DWORD)worker && ctx.Eip < (DWORD)worker + 0x40);
    ctx.Esp = (ctx.Esp & ~3u) - 4;
    ctx.Eip = (DWORD)redirected;
#endif
    ctx.ContextFlags = CONTEXT_CONTROL;
    ok = SetThreadContext(th, &ctx);
    printf("SetThreadContext=%d\n", ok);
    memset(&ctx, 0, sizeof ctx);
    ctx.ContextFlags = CONTEXT_DEBUG_REGISTERS;
    ok = GetThreadContext(th, &ctx);
    printf("debug registers=%d dr7=%lu\n", ok, (unsigned long)ctx.Dr7);
    printf("ResumeThread=%lu\n", ResumeThread(th));
    WaitForSingleObject(th, INFINITE);
    GetExitCodeThread(th, &code);
    printf("redirected ran=%ld exit code=%lu\n", redirected_ran, code);
    CloseHandle(th);
    SetLastError(0);
    ok = GetThreadContext(NULL, &ctx);
    printf("GetThreadContext(NULL)=%d err=%lu\n", ok, GetLastError());

    /* Go's internal/poll: TCP's catalog entries, all with IFS handles. */
    {
        WSADATA wsa;
        INT protos[2] = {IPPROTO_TCP, 0};
        static WSAPROTOCOL_INFOW info[8];
        DWORD len = 0;
        int n, i, ifs = 1, tcp = 1;
        WSAStartup(MAKEWORD(2, 2), &wsa);
        n = WSAEnumProtocolsW(protos, NULL, &len);
        printf("WSAEnumProtocolsW(no buffer)=%d err=%d entries=%lu\n", n, WSAGetLastError(),
               len / (DWORD)sizeof(WSAPROTOCOL_INFOW));
        len = sizeof info;
        n = WSAEnumProtocolsW(protos, info, &len);
        for (i = 0; i < n; i++) {
            ifs &= (info[i].dwServiceFlags1 & XP1_IFS_HANDLES) != 0;
            tcp &= info[i].iProtocol == IPPROTO_TCP && info[i].iSocketType == SOCK_STREAM;
        }
        printf("WSAEnumProtocolsW(TCP)=%d all TCP:%d IFS handles:%d\n", n, tcp, ifs);
        for (i = 0; i < n; i++)
            printf("  %ls family=%d\n", info[i].szProtocol, info[i].iAddressFamily);
        WSACleanup();
    }

    /* Go's os.Stat and os.ReadDir on a folder handle. */
    {
        HANDLE f, d;
        DWORD serial = 0, maxlen = 0, fsflags = 0, written;
        WCHAR fs[16] = {0};
        static BYTE buf[4096];
        FILE_FULL_DIR_INFO *e;
        int count = 0, a = 0, b = 0;
        CreateDirectoryA("gsdir", NULL);
        f = CreateFileA("gsdir\\a.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
        WriteFile(f, "abc", 3, &written, NULL);
        ok = GetVolumeInformationByHandleW(f, NULL, 0, &serial, &maxlen, &fsflags, fs, 16);
        printf("GetVolumeInformationByHandleW=%d serial set:%d names=%lu fs=%ls\n", ok,
               serial != 0, maxlen, fs);
        CloseHandle(f);
        CloseHandle(CreateFileA("gsdir\\b.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0,
                                NULL));
        d = CreateFileA("gsdir", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                        OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
        ok = GetFileInformationByHandleEx(d, FileFullDirectoryInfo, buf, sizeof buf);
        e = (FILE_FULL_DIR_INFO *)buf;
        printf("FileFullDirectoryInfo=%d first=%.*ls\n", ok,
               (int)(e->FileNameLength / 2), e->FileName);
        for (;;) {
            count++;
            if (e->FileNameLength == 10 && !memcmp(e->FileName, L"a.txt", 10))
                a = (int)e->EndOfFile.QuadPart;
            if (e->FileNameLength == 10 && !memcmp(e->FileName, L"b.txt", 10))
                b = 1;
            if (!e->NextEntryOffset)
                break;
            e = (FILE_FULL_DIR_INFO *)((BYTE *)e + e->NextEntryOffset);
        }
        printf("  entries=%d a.txt size=%d b.txt:%d\n", count, a, b);
        SetLastError(0);
        ok = GetFileInformationByHandleEx(d, FileFullDirectoryInfo, buf, sizeof buf);
        printf("again=%d err=%lu\n", ok, GetLastError());
        ok = GetFileInformationByHandleEx(d, FileFullDirectoryRestartInfo, buf, sizeof buf);
        e = (FILE_FULL_DIR_INFO *)buf;
        printf("FileFullDirectoryRestartInfo=%d first=%.*ls\n", ok,
               (int)(e->FileNameLength / 2), e->FileName);
        CloseHandle(d);
        DeleteFileA("gsdir\\a.txt");
        DeleteFileA("gsdir\\b.txt");
        RemoveDirectoryA("gsdir");
    }
    printf("done\n");
    return 0;
}
