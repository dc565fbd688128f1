/*
 * gdik_k32.c - test guest for KERNEL32's LZExpand functions, waitable timers and I/O
 * completion ports (test/win32/kernel/test_kernel32_families.py). One mode per run, "/mode NAME"; each step
 * prints one line.
 *
 *   /mode lz     an SZDD file (made here, 3 spaces from the window, back references):
 *                LZOpenFile (by its name and by the expanded name), LZInit, LZRead,
 *                LZSeek, LZCopy, CopyLZFile, GetExpandedName, LZClose; an uncompressed
 *                file through the same calls; the errors.
 *   /mode timer  CreateWaitableTimer (manual, synchronization, named), SetWaitableTimer
 *                (relative, absolute, periodic), CancelWaitableTimer, OpenWaitableTimer,
 *                CreateWaitableTimerEx, waits timing out and succeeding.
 *   /mode port   CreateIoCompletionPort, PostQueuedCompletionStatus,
 *                GetQueuedCompletionStatus(Ex) (order, timeout, a second thread posting);
 *                associating a socket (once), a synchronous file or pipe (refused).
 *   /mode pipe   named pipes between two threads: CreateNamedPipe (byte and message
 *                type), a client's CreateFile, ConnectNamedPipe (waiting, already
 *                connected), ReadFile/WriteFile both ways, message reads with a small
 *                buffer (ERROR_MORE_DATA), PeekNamedPipe, SetNamedPipeHandleState,
 *                GetNamedPipeInfo, TransactNamedPipe, CallNamedPipe, WaitNamedPipe,
 *                DisconnectNamedPipe, broken pipes and the errors.
 *   /mode files  CopyFileExA/W with a progress routine (continue, quiet, cancel, stop), a
 *                cancel flag, COPY_FILE_FAIL_IF_EXISTS; SetVolumeLabelA/W read back with
 *                GetVolumeInformation; GetThreadSelectorEntry for the thread's CS, DS and
 *                FS (whose base is the TEB) and bad selectors; GetProcessId,
 *                GetProcessAffinityMask; Get/SetDefaultCommConfigA (a serial port's
 *                defaults, another device, a small buffer, a change read back);
 *                ConvertDefaultLocale, IsBadCodePtr, WriteProcessMemory (data and code),
 *                GetBinaryTypeA/W (this exe, a DOS stub, a text file, a missing file);
 *                GetCurrencyFormatA/W (the locale's format, CURRENCYFMTs, errors);
 *                TerminateThread of a looping thread; K32GetProcessImageFileNameA/W;
 *                RtlCaptureContext (flags; EIP, EBP and ESP from the caller's frame);
 *                SetConsoleTitleA/W and GetConsoleTitleA/W.
 *   /mode profile  Get/WritePrivateProfileSectionA/W, GetPrivateProfileSectionNamesA/W: a
 *                section's lines (comments, quotes, lines without '='), a small buffer,
 *                replacing, creating and deleting a section.
 *
 * The expected lines in test/win32/kernel/test_kernel32_families.py are this exe's output under Wine 8
 * (xvfb-run -a wine gdik_k32.exe /mode NAME).
 */
#define _WIN32_WINNT 0x0600
#define PSAPI_VERSION 2
#include <winsock2.h>
#include <windows.h>
#include <lzexpand.h>
#include <psapi.h>
#include <stdio.h>
#include <string.h>
#include <stdarg.h>

static const unsigned char szdd[] = { 0x53,0x5a,0x44,0x44,0x88,0xf0,0x27,0x33,0x41,0x74,0x5a,0x00,0x00,0x00,0xfe,0x00,0x00,0x48,0x65,0x6c,0x6c,0x6f,0x2c,0x20,0xfd,0x68,0xf4,0xf8,0x20,0x4c,0x5a,0x20,0x77,0x6f,0x3f,0x72,0x6c,0x64,0x21,0x0d,0x0a,0xf3,0xff,0x05,0x0a,0xf7,0x61,0x62,0x63,0x31,0x0c,0x20,0x65,0x6e,0x64,0x07,0x2e,0x0d,0x0a };

static void put_file(const char *name, const void *data, DWORD n)
{
    HANDLE h = CreateFileA(name, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    DWORD w;
    WriteFile(h, data, n, &w, NULL);
    CloseHandle(h);
}

static void show_bytes(const char *what, const char *buf, int n)
{
    int i;
    printf("%s n=%d \"", what, n);
    for (i = 0; i < n; i++)
        if (buf[i] == '\r') printf("\\r");
        else if (buf[i] == '\n') printf("\\n");
        else putchar(buf[i]);
    printf("\"\n");
}

static void mode_lz(void)
{
    OFSTRUCT of;
    char buf[200], name[MAX_PATH];
    INT h, h2, n, lzh;
    LONG r;
    HFILE f, d;

    put_file("lzdata.tx_", szdd, sizeof(szdd));
    put_file("plain.txt", "plain text file\r\n", 17);
    memset(&of, 0, sizeof(of));
    h = LZOpenFileA("lzdata.tx_", &of, OF_READ);
    printf("LZOpenFileA(lzdata.tx_)=%x\n", h);
    n = LZRead(h, buf, 10);
    show_bytes("LZRead(10)", buf, n);
    n = LZRead(h, buf, 200);
    show_bytes("LZRead(rest)", buf, n);
    n = LZRead(h, buf, 10);
    printf("LZRead(at end)=%d\n", n);
    printf("LZSeek(5,0)=%ld\n", LZSeek(h, 5, 0));
    n = LZRead(h, buf, 8);
    show_bytes("LZRead(8)", buf, n);
    printf("LZSeek(3,1)=%ld\n", LZSeek(h, 3, 1));
    n = LZRead(h, buf, 4);
    show_bytes("LZRead(4)", buf, n);
    printf("LZSeek(10,2)=%ld\n", LZSeek(h, 10, 2));
    n = LZRead(h, buf, 20);
    show_bytes("LZRead(end-10)", buf, n);
    printf("LZSeek(1000,0)=%ld\n", LZSeek(h, 1000, 0));
    printf("LZSeek(-1,0)=%ld\n", LZSeek(h, -1, 0));
    printf("LZSeek(90,0)=%ld\n", LZSeek(h, 90, 0));
    printf("LZSeek(0,2)=%ld\n", LZSeek(h, 0, 2));
    LZClose(h);
    n = LZRead(h, buf, 4);
    printf("LZRead(closed)=%d\n", n);

    memset(&of, 0, sizeof(of));
    h = LZOpenFileA("lzdata.txt", &of, OF_READ);
    printf("LZOpenFileA(lzdata.txt)=%x path ends %s\n", h,
           strrchr(of.szPathName, '\\') ? strrchr(of.szPathName, '\\') + 1 : of.szPathName);
    d = LZOpenFileA("copy.txt", &of, OF_CREATE);
    printf("LZOpenFileA(copy.txt, OF_CREATE) plain=%d\n", d != HFILE_ERROR && !(d >= 0x400 && d < 0x410));
    r = LZCopy(h, d);
    printf("LZCopy=%ld\n", r);
    LZClose(h);
    LZClose(d);
    f = _lopen("copy.txt", OF_READ);
    n = _lread(f, buf, 200);
    _lclose(f);
    show_bytes("copy.txt", buf, n > 34 ? 34 : n);
    printf("copy.txt size=%d\n", n);

    f = _lopen("lzdata.tx_", OF_READ);
    lzh = LZInit(f);
    printf("LZInit(compressed) lz=%d\n", lzh >= 0x400 ? 1 : 0);
    n = LZRead(lzh, buf, 5);
    show_bytes("LZRead", buf, n);
    d = _lcreat("copy2.txt", 0);
    r = CopyLZFile(lzh, d);
    printf("CopyLZFile(after 5)=%ld\n", r);
    _lclose(d);
    LZClose(lzh);

    f = _lopen("lzdata.tx_", OF_READ);
    d = _lcreat("copy3.txt", 0);
    r = LZCopy(f, d);
    printf("LZCopy(plain handle of compressed)=%ld\n", r);
    n = _lread(f, buf, 4);
    printf("_lread(source after LZCopy)=%d\n", n);
    _lclose(d);

    f = _lopen("plain.txt", OF_READ);
    h2 = LZInit(f);
    printf("LZInit(plain) same=%d\n", h2 == f);
    n = LZRead(h2, buf, 5);
    show_bytes("LZRead(plain)", buf, n);
    printf("LZSeek(plain,2,0)=%ld\n", LZSeek(h2, 2, 0));
    n = LZRead(h2, buf, 5);
    show_bytes("LZRead(plain)", buf, n);
    LZClose(h2);

    memset(&of, 0, sizeof(of));
    h = LZOpenFileA("nosuch.txt", &of, OF_READ);
    printf("LZOpenFileA(nosuch)=%d err=%d\n", h, of.nErrCode);
    printf("LZInit(bad)=%d\n", LZInit((HFILE)0x777));

    strcpy(name, "?");
    printf("GetExpandedNameA(lzdata.tx_)=%d ", GetExpandedNameA("lzdata.tx_", name));
    printf("%s\n", name);
    put_file("UPPER.TX_", szdd, sizeof(szdd));
    printf("GetExpandedNameA(UPPER.TX_)=%d ", GetExpandedNameA("UPPER.TX_", name));
    printf("%s\n", name);
    put_file("dotted.", szdd, sizeof(szdd));
    printf("GetExpandedNameA(dotted.)=%d ", GetExpandedNameA("dotted.", name));
    printf("%s\n", name);
    printf("GetExpandedNameA(plain.txt)=%d ", GetExpandedNameA("plain.txt", name));
    printf("%s\n", name);
    {
        WCHAR wname[MAX_PATH];
        INT rw = GetExpandedNameW(L"lzdata.tx_", wname);
        printf("GetExpandedNameW(lzdata.tx_)=%d %ls\n", rw, wname);
    }
    strcpy(name, "?");
    n = GetExpandedNameA("nosuch.tx_", name);
    printf("GetExpandedNameA(nosuch)=%d %s\n", n, name);
    {
        WCHAR wpath[] = L"lzdata.tx_";
        OFSTRUCT ofw;
        INT hw = LZOpenFileW(wpath, &ofw, OF_READ);
        n = LZRead(hw, buf, 12);
        show_bytes("LZOpenFileW+LZRead", buf, n);
        LZClose(hw);
    }
    printf("LZStart=%d\n", LZStart());
    LZDone();
}

static void show_wait(const char *what, HANDLE h, DWORD ms)
{
    DWORD t0 = GetTickCount();
    DWORD r = WaitForSingleObject(h, ms);
    DWORD dt = GetTickCount() - t0;
    /* elapsed time in coarse buckets: hosts differ in tick granularity */
    printf("%s=%lx waited%s\n", what, r, dt < 20 ? "<20" : dt < 150 ? "<150" : dt < 400 ? "<400" : ">=400");
}

static void mode_timer(void)
{
    HANDLE t, t2, t3;
    LARGE_INTEGER due;
    FILETIME ft;
    BOOL ok;
    int i, hits;

    t = CreateWaitableTimerA(NULL, TRUE, NULL);
    printf("CreateWaitableTimerA(manual)=%d\n", t != NULL);
    show_wait("wait(not set)", t, 0);
    due.QuadPart = -100 * 10000LL;     /* 100 ms from now */
    ok = SetWaitableTimer(t, &due, 0, NULL, NULL, FALSE);
    printf("SetWaitableTimer(-100ms)=%d\n", ok);
    show_wait("wait(10)", t, 10);
    show_wait("wait(1000)", t, 1000);
    show_wait("wait(manual again)", t, 0);
    printf("CancelWaitableTimer=%d\n", CancelWaitableTimer(t));
    show_wait("wait(after cancel, still signaled)", t, 0);
    due.QuadPart = -50 * 10000LL;
    SetWaitableTimer(t, &due, 0, NULL, NULL, FALSE);
    show_wait("wait(set again: reset)", t, 0);
    CancelWaitableTimer(t);
    show_wait("wait(cancelled before due)", t, 200);
    CloseHandle(t);

    t = CreateWaitableTimerW(NULL, FALSE, L"gdik_timer");
    printf("CreateWaitableTimerW(sync, named)=%d err=%lu\n", t != NULL, GetLastError());
    t2 = CreateWaitableTimerA(NULL, FALSE, "gdik_timer");
    printf("CreateWaitableTimerA(same name) err=%lu\n", GetLastError());
    t3 = OpenWaitableTimerA(TIMER_ALL_ACCESS, FALSE, "gdik_timer");
    printf("OpenWaitableTimerA=%d\n", t3 != NULL);
    t2 = OpenWaitableTimerA(TIMER_ALL_ACCESS, FALSE, "nosuch_t");
    printf("OpenWaitableTimerA(nosuch)=%p err=%lu\n", t2, GetLastError());
    t2 = CreateWaitableTimerA(NULL, FALSE, "gdik_timer");
    GetSystemTimeAsFileTime(&ft);
    due.LowPart = ft.dwLowDateTime;
    due.HighPart = ft.dwHighDateTime;
    due.QuadPart += 100 * 10000LL;      /* absolute: now + 100 ms */
    ok = SetWaitableTimer(t3, &due, 0, NULL, NULL, FALSE);
    printf("SetWaitableTimer(absolute)=%d\n", ok);
    show_wait("wait(sync, via other handle)", t2, 1000);
    show_wait("wait(sync, taken)", t, 0);
    CloseHandle(t2);
    CloseHandle(t3);

    due.QuadPart = -30 * 10000LL;
    ok = SetWaitableTimer(t, &due, 50, NULL, NULL, FALSE);
    printf("SetWaitableTimer(periodic 50)=%d\n", ok);
    hits = 0;
    for (i = 0; i < 4; i++)
        if (WaitForSingleObject(t, 1000) == WAIT_OBJECT_0) hits++;
    printf("periodic hits=%d\n", hits);
    CancelWaitableTimer(t);
    show_wait("wait(periodic cancelled)", t, 120);
    CloseHandle(t);

    t = CreateWaitableTimerExW(NULL, NULL, CREATE_WAITABLE_TIMER_MANUAL_RESET, TIMER_ALL_ACCESS);
    printf("CreateWaitableTimerExW(manual)=%d\n", t != NULL);
    due.QuadPart = 0;                   /* absolute 0: already past */
    SetWaitableTimer(t, &due, 0, NULL, NULL, FALSE);
    show_wait("wait(due in the past)", t, 0);
    show_wait("wait(manual stays)", t, 0);
    CloseHandle(t);
    SetLastError(0);
    ok = SetWaitableTimer(NULL, &due, 0, NULL, NULL, FALSE);
    printf("SetWaitableTimer(bad handle)=%d err=%lu\n", ok, GetLastError());
    ok = CancelWaitableTimer(NULL);
    printf("CancelWaitableTimer(bad)=%d err=%lu\n", ok, GetLastError());
}

static HANDLE g_port;

static DWORD WINAPI poster(LPVOID arg)
{
    Sleep(50);
    PostQueuedCompletionStatus(g_port, 77, 0xBEEF, (LPOVERLAPPED)0x1234);
    return 0;
}

static void mode_port(void)
{
    HANDLE port, th;
    DWORD n;
    ULONG_PTR key;
    LPOVERLAPPED ov;
    BOOL ok;
    OVERLAPPED_ENTRY ent[4];
    ULONG removed;

    port = CreateIoCompletionPort(INVALID_HANDLE_VALUE, NULL, 0, 0);
    printf("CreateIoCompletionPort=%d\n", port != NULL);
    SetLastError(0);
    th = CreateIoCompletionPort(INVALID_HANDLE_VALUE, port, 0, 0);
    printf("CreateIoCompletionPort(INVALID, port)=%p err=%lu\n", th, GetLastError());
    ov = (LPOVERLAPPED)0x55;
    ok = GetQueuedCompletionStatus(port, &n, &key, &ov, 0);
    printf("GQCS(empty, 0)=%d err=%lu ov=%p\n", ok, GetLastError(), ov);
    ok = GetQueuedCompletionStatus(port, &n, &key, &ov, 60);
    printf("GQCS(empty, 60)=%d err=%lu\n", ok, GetLastError());
    printf("Post=%d\n", PostQueuedCompletionStatus(port, 10, 1, (LPOVERLAPPED)0x100));
    printf("Post=%d\n", PostQueuedCompletionStatus(port, 20, 2, (LPOVERLAPPED)0x200));
    printf("Post=%d\n", PostQueuedCompletionStatus(port, 30, 3, NULL));
    ok = GetQueuedCompletionStatus(port, &n, &key, &ov, INFINITE);
    printf("GQCS=%d n=%lu key=%lu ov=%p\n", ok, n, (DWORD)key, ov);
    ok = GetQueuedCompletionStatusEx(port, ent, 4, &removed, 0, FALSE);
    printf("GQCSEx=%d removed=%lu\n", ok, removed);
    for (n = 0; n < removed; n++)
        printf("  entry key=%lu ov=%p bytes=%lu\n", (DWORD)ent[n].lpCompletionKey,
               ent[n].lpOverlapped, ent[n].dwNumberOfBytesTransferred);
    removed = 99;
    ok = GetQueuedCompletionStatusEx(port, ent, 4, &removed, 0, FALSE);
    printf("GQCSEx(empty)=%d err=%lu\n", ok, GetLastError());
    g_port = port;
    th = CreateThread(NULL, 0, poster, NULL, 0, NULL);
    ok = GetQueuedCompletionStatus(port, &n, &key, &ov, 5000);
    printf("GQCS(from thread)=%d n=%lu key=%lx ov=%p\n", ok, n, (DWORD)key, ov);
    WaitForSingleObject(th, INFINITE);
    CloseHandle(th);
    PostQueuedCompletionStatus(port, 1, 1, NULL);
    PostQueuedCompletionStatus(port, 2, 2, NULL);
    ok = GetQueuedCompletionStatusEx(port, ent, 1, &removed, 0, FALSE);
    printf("GQCSEx(count 1)=%d removed=%lu key=%lu\n", ok, removed, (DWORD)ent[0].lpCompletionKey);
    printf("CloseHandle(port)=%d\n", CloseHandle(port));
    SetLastError(0);
    ok = PostQueuedCompletionStatus(port, 0, 0, NULL);
    printf("Post(closed)=%d err=%lu\n", ok, GetLastError());
    ok = GetQueuedCompletionStatus(NULL, &n, &key, &ov, 0);
    printf("GQCS(NULL)=%d err=%lu\n", ok, GetLastError());
    {
        WSADATA wd;
        SOCKET sk;
        HANDLE f, p, q, pr, pw;
        WSAStartup(0x202, &wd);
        f = CreateFileA("iotest.txt", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
        SetLastError(0);
        p = CreateIoCompletionPort(f, NULL, 7, 0);
        printf("associate(sync file)=%p err=%lu\n", p, GetLastError());
        sk = socket(AF_INET, SOCK_DGRAM, 0);
        SetLastError(0);
        q = CreateIoCompletionPort((HANDLE)sk, NULL, 9, 0);
        printf("associate(socket, new port)=%d err=%lu\n", q != NULL, GetLastError());
        SetLastError(0);
        p = CreateIoCompletionPort((HANDLE)sk, q, 9, 0);
        printf("associate(socket again)=%p err=%lu\n", p, GetLastError());
        CreatePipe(&pr, &pw, NULL, 0);
        SetLastError(0);
        p = CreateIoCompletionPort(pr, q, 1, 0);
        printf("associate(anonymous pipe)=%p err=%lu\n", p, GetLastError());
        p = CreateIoCompletionPort((HANDLE)0x1234, q, 1, 0);
        printf("associate(bad handle)=%p err=%lu\n", p, GetLastError());
        ok = GetQueuedCompletionStatus(q, &n, &key, &ov, 20);
        printf("GQCS(socket's port)=%d err=%lu\n", ok, GetLastError());
        closesocket(sk);
        CloseHandle(f);
        CloseHandle(q);
    }
}

static void show_list(const char *what, DWORD r, const char *buf)
{
    const char *p = buf;
    printf("%s=%lu:", what, r);
    while (*p) {
        printf(" [%s]", p);
        p += strlen(p) + 1;
    }
    printf("\n");
}

static void show_ini(const char *path)
{
    char names[300], sect[300];
    const char *p;
    DWORD r = GetPrivateProfileSectionNamesA(names, sizeof(names), path);
    show_list("  names", r, names);
    for (p = names; *p; p += strlen(p) + 1) {
        r = GetPrivateProfileSectionA(p, sect, sizeof(sect), path);
        printf("  [%s]", p);
        show_list("", r, sect);
    }
}

static void mode_profile(void)
{
    static const char ini[] = "[one]\r\na=1\r\n; a comment\r\nb = \"two\" \r\nnoequals\r\n\r\n  c=3\r\n[Two]\r\nx=y\r\n";
    char buf[200], path[MAX_PATH];
    WCHAR wbuf[200], wpath[MAX_PATH];
    DWORD r;

    GetCurrentDirectoryA(MAX_PATH, path);
    strcat(path, "\\gdik.ini");
    MultiByteToWideChar(CP_ACP, 0, path, -1, wpath, MAX_PATH);
    put_file(path, ini, sizeof(ini) - 1);
    memset(buf, 'x', sizeof(buf));
    r = GetPrivateProfileSectionA("one", buf, sizeof(buf), path);
    show_list("GetPrivateProfileSectionA(one)", r, buf);
    r = GetPrivateProfileSectionA("TWO", buf, sizeof(buf), path);
    show_list("GetPrivateProfileSectionA(TWO)", r, buf);
    memset(buf, 'x', sizeof(buf));
    r = GetPrivateProfileSectionA("nosuch", buf, sizeof(buf), path);
    printf("GetPrivateProfileSectionA(nosuch)=%lu b0=%d b1=%d\n", r, buf[0], buf[1]);
    memset(buf, 'x', sizeof(buf));
    r = GetPrivateProfileSectionA("one", buf, 8, path);
    printf("GetPrivateProfileSectionA(size 8)=%lu %d %d %d %d %d %d %d %d\n", r, buf[0], buf[1], buf[2], buf[3], buf[4], buf[5], buf[6], buf[7]);
    r = GetPrivateProfileSectionW(L"one", wbuf, 200, wpath);
    printf("GetPrivateProfileSectionW(one)=%lu first=%ls\n", r, wbuf);
    r = WritePrivateProfileSectionA("two", "p=1\0q = 2\0plain\0", path);
    printf("WritePrivateProfileSectionA(two)=%lu\n", r);
    show_ini(path);
    r = WritePrivateProfileSectionW(L"new", L"k=v\0", wpath);
    printf("WritePrivateProfileSectionW(new)=%lu\n", r);
    r = WritePrivateProfileSectionA("one", NULL, path);
    printf("WritePrivateProfileSectionA(one, NULL)=%lu\n", r);
    show_ini(path);
    r = WritePrivateProfileSectionA("empty", "\0", path);
    printf("WritePrivateProfileSectionA(empty)=%lu\n", r);
    show_ini(path);
    r = GetPrivateProfileSectionNamesA(buf, 10, path);
    printf("GetPrivateProfileSectionNamesA(size 10)=%lu %s|%s\n", r, buf, buf + strlen(buf) + 1);
    r = GetPrivateProfileSectionNamesW(wbuf, 200, wpath);
    printf("GetPrivateProfileSectionNamesW=%lu first=%ls\n", r, wbuf);
    r = GetPrivateProfileSectionA("two", buf, sizeof(buf), "gdik_missing.ini");
    printf("GetPrivateProfileSectionA(missing file)=%lu\n", r);
}

#define PIPE_A "\\\\.\\pipe\\gdik_bytes"
#define PIPE_M "\\\\.\\pipe\\gdik_msgs"

static HANDLE g_msgs_ready, g_client_read;
static char g_log[2000];

/* the client thread's lines, printed by the main thread after it ends (one order) */
static void log_line(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsprintf(g_log + strlen(g_log), fmt, ap);
    va_end(ap);
}

static DWORD WINAPI pipe_client(LPVOID arg)
{
    HANDLE h;
    char buf[64];
    DWORD n, mode;
    BOOL ok;

    Sleep(30);
    h = CreateFileA(PIPE_A, GENERIC_READ | GENERIC_WRITE, 0, NULL, OPEN_EXISTING, 0, NULL);
    log_line("client: CreateFile(bytes)=%d\n", h != INVALID_HANDLE_VALUE);
    WriteFile(h, "hello", 5, &n, NULL);
    WriteFile(h, " world", 6, &n, NULL);
    ok = ReadFile(h, buf, sizeof(buf), &n, NULL);
    buf[n] = 0;
    log_line("client: ReadFile=%d n=%lu %s\n", ok, n, buf);
    CloseHandle(h);

    /* message pipe: a transaction, then the server answers two messages */
    WaitForSingleObject(g_msgs_ready, INFINITE);
    ok = WaitNamedPipeA(PIPE_M, 2000);
    log_line("client: WaitNamedPipe=%d\n", ok);
    h = CreateFileA(PIPE_M, GENERIC_READ | GENERIC_WRITE, 0, NULL, OPEN_EXISTING, 0, NULL);
    log_line("client: CreateFile(msgs)=%d\n", h != INVALID_HANDLE_VALUE);
    ok = TransactNamedPipe(h, "ping", 4, buf, sizeof(buf), &n, NULL);
    log_line("client: TransactNamedPipe(byte read mode)=%d err=%lu\n", ok, GetLastError());
    mode = PIPE_READMODE_MESSAGE;
    ok = SetNamedPipeHandleState(h, &mode, NULL, NULL);
    log_line("client: SetNamedPipeHandleState=%d\n", ok);
    ok = TransactNamedPipe(h, "ping", 4, buf, sizeof(buf), &n, NULL);
    buf[n] = 0;
    log_line("client: TransactNamedPipe=%d n=%lu %s\n", ok, n, buf);
    WriteFile(h, "abcdefgh", 8, &n, NULL);
    ok = ReadFile(h, buf, 4, &n, NULL);
    buf[n] = 0;
    log_line("client: ReadFile(4 of a longer message)=%d err=%lu n=%lu %s\n", ok, ok ? 0 : GetLastError(), n, buf);
    ok = ReadFile(h, buf, sizeof(buf), &n, NULL);
    buf[n] = 0;
    log_line("client: ReadFile(rest)=%d n=%lu %s\n", ok, n, buf);
    ok = ReadFile(h, buf, sizeof(buf), &n, NULL);
    buf[n] = 0;
    log_line("client: ReadFile(next)=%d n=%lu %s\n", ok, n, buf);
    SetEvent(g_client_read);
    ok = ReadFile(h, buf, sizeof(buf), &n, NULL);
    log_line("client: ReadFile(after disconnect)=%d err=%lu\n", ok, GetLastError());
    ok = WriteFile(h, "x", 1, &n, NULL);
    log_line("client: WriteFile(after disconnect)=%d err=%lu\n", ok, GetLastError());
    CloseHandle(h);

    Sleep(50);
    n = 0;
    ok = CallNamedPipeA(PIPE_M, "call", 4, buf, sizeof(buf), &n, 2000);
    buf[n] = 0;
    log_line("client: CallNamedPipe=%d n=%lu %s\n", ok, n, buf);
    return 0;
}

static void mode_pipe(void)
{
    HANDLE s, s2, m, th, h;
    char buf[64];
    DWORD n, avail, left, flags, outsz, insz, maxi;
    BOOL ok;

    h = CreateNamedPipeA("\\\\.\\nopipe\\x", PIPE_ACCESS_DUPLEX, 0, 1, 512, 512, 0, NULL);
    printf("CreateNamedPipe(bad name)=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    h = CreateFileA(PIPE_A, GENERIC_READ, 0, NULL, OPEN_EXISTING, 0, NULL);
    printf("CreateFile(no pipe)=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    ok = WaitNamedPipeA(PIPE_A, 10);
    printf("WaitNamedPipe(no pipe)=%d err=%lu\n", ok, GetLastError());
    s = CreateNamedPipeA(PIPE_A, PIPE_ACCESS_DUPLEX, PIPE_TYPE_BYTE | PIPE_WAIT, 1, 512, 512, 0, NULL);
    printf("CreateNamedPipe(bytes)=%d\n", s != INVALID_HANDLE_VALUE);
    s2 = CreateNamedPipeA(PIPE_A, PIPE_ACCESS_DUPLEX, PIPE_TYPE_BYTE | PIPE_WAIT, 1, 512, 512, 0, NULL);
    printf("CreateNamedPipe(second instance of 1)=%d err=%lu\n", s2 != INVALID_HANDLE_VALUE, GetLastError());
    ok = ReadFile(s, buf, 4, &n, NULL);
    printf("ReadFile(listening)=%d err=%lu\n", ok, GetLastError());
    ok = GetNamedPipeInfo(s, &flags, &outsz, &insz, &maxi);
    printf("GetNamedPipeInfo=%d flags=%lu out=%lu in=%lu max=%lu\n", ok, flags, outsz, insz, maxi);
    printf("GetFileType=%lu\n", GetFileType(s));
    g_msgs_ready = CreateEventA(NULL, TRUE, FALSE, NULL);
    g_client_read = CreateEventA(NULL, TRUE, FALSE, NULL);
    th = CreateThread(NULL, 0, pipe_client, NULL, 0, NULL);
    ok = ConnectNamedPipe(s, NULL);
    printf("ConnectNamedPipe=%d\n", ok);
    ok = ConnectNamedPipe(s, NULL);
    printf("ConnectNamedPipe(again)=%d err=%lu\n", ok, GetLastError());
    Sleep(20);
    ok = PeekNamedPipe(s, buf, 3, &n, &avail, &left);
    buf[n] = 0;
    printf("PeekNamedPipe=%d n=%lu avail=%lu %s\n", ok, n, avail, buf);
    ok = ReadFile(s, buf, 8, &n, NULL);
    buf[n] = 0;
    printf("ReadFile(8)=%d n=%lu %s\n", ok, n, buf);
    ok = ReadFile(s, buf, sizeof(buf), &n, NULL);
    buf[n] = 0;
    printf("ReadFile(rest)=%d n=%lu %s\n", ok, n, buf);
    WriteFile(s, "reply", 5, &n, NULL);
    Sleep(20);
    ok = ReadFile(s, buf, sizeof(buf), &n, NULL);
    printf("ReadFile(client closed)=%d err=%lu\n", ok, GetLastError());
    ok = WriteFile(s, "x", 1, &n, NULL);
    printf("WriteFile(client closed)=%d err=%lu\n", ok, GetLastError());
    ok = ConnectNamedPipe(s, NULL);
    printf("ConnectNamedPipe(client gone)=%d err=%lu\n", ok, GetLastError());
    printf("DisconnectNamedPipe=%d\n", DisconnectNamedPipe(s));
    ok = ReadFile(s, buf, 4, &n, NULL);
    printf("ReadFile(disconnected)=%d err=%lu\n", ok, GetLastError());
    h = CreateFileA(PIPE_A, GENERIC_READ, 0, NULL, OPEN_EXISTING, 0, NULL);
    printf("CreateFile(disconnected instance)=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    CloseHandle(s);

    m = CreateNamedPipeA(PIPE_M, PIPE_ACCESS_DUPLEX, PIPE_TYPE_MESSAGE | PIPE_READMODE_MESSAGE, 2, 512, 512, 0, NULL);
    printf("CreateNamedPipe(msgs)=%d\n", m != INVALID_HANDLE_VALUE);
    SetEvent(g_msgs_ready);
    ok = ConnectNamedPipe(m, NULL);
    printf("ConnectNamedPipe(msgs)=%d err=%lu\n", ok, ok ? 0 : GetLastError());
    ok = ReadFile(m, buf, sizeof(buf), &n, NULL);
    printf("server: ReadFile(first message)=%d n=%lu\n", ok, n);
    WriteFile(m, "pong", 4, &n, NULL);
    ok = ReadFile(m, buf, 2, &n, NULL);
    buf[n] = 0;
    printf("server: ReadFile(2)=%d err=%lu n=%lu %s\n", ok, ok ? 0 : GetLastError(), n, buf);
    ok = PeekNamedPipe(m, NULL, 0, NULL, &avail, &left);
    printf("server: PeekNamedPipe=%d avail=%lu left=%lu\n", ok, avail, left);
    ok = ReadFile(m, buf, sizeof(buf), &n, NULL);
    buf[n] = 0;
    printf("server: ReadFile(rest)=%d n=%lu %s\n", ok, n, buf);
    WriteFile(m, "a longer message", 16, &n, NULL);
    WriteFile(m, "second", 6, &n, NULL);
    WaitForSingleObject(g_client_read, INFINITE);
    printf("server: DisconnectNamedPipe=%d\n", DisconnectNamedPipe(m));
    ok = ConnectNamedPipe(m, NULL);
    printf("server: ConnectNamedPipe(for CallNamedPipe)=%d\n", ok);
    ok = ReadFile(m, buf, sizeof(buf), &n, NULL);
    buf[n] = 0;
    printf("server: ReadFile(call)=%d n=%lu %s\n", ok, n, buf);
    WriteFile(m, "answer", 6, &n, NULL);
    WaitForSingleObject(th, INFINITE);
    CloseHandle(th);
    CloseHandle(m);
    printf("%s", g_log);
    h = CreateNamedPipeA(PIPE_M, PIPE_ACCESS_INBOUND, PIPE_TYPE_BYTE | PIPE_READMODE_MESSAGE, 1, 0, 0, 0, NULL);
    printf("CreateNamedPipe(READMODE_MESSAGE on a byte pipe)=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
}

static int g_calls, g_answer_at, g_answer;

static DWORD CALLBACK progress(LARGE_INTEGER total, LARGE_INTEGER done, LARGE_INTEGER stream,
                               LARGE_INTEGER sdone, DWORD number, DWORD reason, HANDLE src,
                               HANDLE dst, LPVOID data)
{
    DWORD type = GetFileType(src);
    g_calls++;
    printf("  progress %d: total=%lu done=%lu stream=%lu/%lu number=%lu reason=%lu src type=%lu dst ok=%d data=%p\n",
           g_calls, total.LowPart, done.LowPart, stream.LowPart, sdone.LowPart, number, reason, type,
           dst != NULL && dst != INVALID_HANDLE_VALUE, data);
    return g_calls == g_answer_at ? g_answer : PROGRESS_CONTINUE;
}

static void copy_case(const char *what, int answer_at, int answer, DWORD flags, BOOL *cancel)
{
    BOOL ok;
    DWORD attrs, err;
    g_calls = 0;
    g_answer_at = answer_at;
    g_answer = answer;
    DeleteFileA("copy_dst.bin");
    ok = CopyFileExA("copy_src.bin", "copy_dst.bin", progress, (LPVOID)0x1234, cancel, flags);
    err = ok ? 0 : GetLastError();
    attrs = GetFileAttributesA("copy_dst.bin");
    printf("CopyFileExA(%s)=%d err=%lu calls=%d dst exists=%d\n", what, ok, err,
           g_calls, attrs != INVALID_FILE_ATTRIBUTES);
}

static volatile LONG g_spins;

static DWORD WINAPI spinner(LPVOID arg)
{
    for (;;) {
        InterlockedIncrement(&g_spins);
        Sleep(5);
    }
    return 0;
}

/* The x86-64 build (TEST64_GUESTS) leaves out what only an x86 thread has: the caller's
 * EIP/EBP/ESP frame that x86 RtlCaptureContext answers, and the LDT/GDT selectors of
 * GetThreadSelectorEntry (x64 Windows answers ERROR_NOT_SUPPORTED). */
#ifndef _WIN64
static __attribute__((noinline)) void capture_here(void)
{
    CONTEXT cx;
    volatile int local = 0;
    memset(&cx, 0, sizeof(cx));
    RtlCaptureContext(&cx);
    /* x86: the control registers of the caller's frame (where capture_here returns to) */
    printf("RtlCaptureContext: flags=%lx eip=return address %d ebp=saved %d esp=frame+8 %d local=%d\n",
           cx.ContextFlags, cx.Eip == (DWORD)__builtin_return_address(0),
           cx.Ebp == *(DWORD *)__builtin_frame_address(0),
           cx.Esp == (DWORD)__builtin_frame_address(0) + 8, local);
}
#endif

static void mode_files(void)
{
    static char big[150000];
    HANDLE h;
    DWORD n, i;
    BOOL ok, cancel = FALSE;
    char label[64];
    WCHAR wlabel[64];
#ifndef _WIN64
    CONTEXT ctx;
    LDT_ENTRY e;
    DWORD teb;
#endif

    for (i = 0; i < sizeof(big); i++) big[i] = (char)i;
    h = CreateFileA("copy_src.bin", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, big, sizeof(big), &n, NULL);
    CloseHandle(h);
    copy_case("continue", 0, 0, 0, NULL);
    copy_case("quiet at 2", 2, PROGRESS_QUIET, 0, NULL);
    copy_case("cancel at 2", 2, PROGRESS_CANCEL, 0, NULL);
    copy_case("stop at 1", 1, PROGRESS_STOP, 0, NULL);
    copy_case("fail if exists", 0, 0, COPY_FILE_FAIL_IF_EXISTS, NULL);
    cancel = TRUE;
    copy_case("cancel flag", 0, 0, 0, &cancel);
    ok = CopyFileExW(L"copy_src.bin", L"copy_w.bin", NULL, NULL, NULL, 0);
    h = CreateFileA("copy_w.bin", GENERIC_READ, 0, NULL, OPEN_EXISTING, 0, NULL);
    printf("CopyFileExW(no routine)=%d size=%lu\n", ok, GetFileSize(h, NULL));
    CloseHandle(h);
    ok = CopyFileExA("nosuch.bin", "x.bin", NULL, NULL, NULL, 0);
    printf("CopyFileExA(missing)=%d err=%lu\n", ok, GetLastError());

    ok = SetVolumeLabelA("C:\\", "GDIKVOL");
    printf("SetVolumeLabelA=%d\n", ok);
    GetVolumeInformationA("C:\\", label, sizeof(label), NULL, NULL, NULL, NULL, 0);
    printf("label=%s\n", label);
    ok = SetVolumeLabelW(L"C:\\", L"Other Name");
    GetVolumeInformationW(L"C:\\", wlabel, 64, NULL, NULL, NULL, NULL, 0);
    printf("SetVolumeLabelW=%d label=%ls\n", ok, wlabel);
    ok = SetVolumeLabelA("Q:\\", "X");
    printf("SetVolumeLabelA(Q:)=%d err=%lu\n", ok, GetLastError());

#ifndef _WIN64
    memset(&ctx, 0, sizeof(ctx));
    {
        WORD cs, ds, fs;
        __asm__ volatile ("movw %%cs, %0; movw %%ds, %1; movw %%fs, %2" : "=r" (cs), "=r" (ds), "=r" (fs));
        ctx.SegCs = cs; ctx.SegDs = ds; ctx.SegFs = fs;
    }
    __asm__ volatile ("movl %%fs:0x18, %0" : "=r" (teb));
    ok = GetThreadSelectorEntry(GetCurrentThread(), ctx.SegFs, &e);
    printf("GetThreadSelectorEntry(fs)=%d base is teb=%d present=%d data=%d writable=%d\n", ok,
           (DWORD)(e.BaseLow | (e.HighWord.Bits.BaseMid << 16) | (e.HighWord.Bits.BaseHi << 24)) == teb,
           e.HighWord.Bits.Pres, (e.HighWord.Bits.Type & 0x18) == 0x10, (e.HighWord.Bits.Type & 2) != 0);
    ok = GetThreadSelectorEntry(GetCurrentThread(), ctx.SegCs, &e);
    printf("GetThreadSelectorEntry(cs)=%d base=%lu code=%d big=%d gran=%d\n", ok,
           (DWORD)(e.BaseLow | (e.HighWord.Bits.BaseMid << 16) | (e.HighWord.Bits.BaseHi << 24)),
           (e.HighWord.Bits.Type & 8) != 0, e.HighWord.Bits.Default_Big, e.HighWord.Bits.Granularity);
    ok = GetThreadSelectorEntry(GetCurrentThread(), ctx.SegDs, &e);
    printf("GetThreadSelectorEntry(ds)=%d base=%lu code=%d writable=%d\n", ok,
           (DWORD)(e.BaseLow | (e.HighWord.Bits.BaseMid << 16) | (e.HighWord.Bits.BaseHi << 24)),
           (e.HighWord.Bits.Type & 8) != 0, (e.HighWord.Bits.Type & 2) != 0);
    memset(&e, 0xAA, sizeof(e));
    ok = GetThreadSelectorEntry(GetCurrentThread(), 0, &e);
    printf("GetThreadSelectorEntry(0)=%d zero=%d\n", ok, e.LimitLow == 0 && e.BaseLow == 0 && e.HighWord.Bits.Pres == 0);
    ok = GetThreadSelectorEntry(NULL, ctx.SegFs, &e);
    printf("GetThreadSelectorEntry(bad thread)=%d err=%lu\n", ok, GetLastError());
#endif
    {
        DWORD_PTR pm = 0, sm = 0;
        HANDLE me = OpenProcess(PROCESS_QUERY_INFORMATION, FALSE, GetCurrentProcessId());
        printf("GetProcessId(self)=%d (opened)=%d\n", GetProcessId(GetCurrentProcess()) == GetCurrentProcessId(),
               GetProcessId(me) == GetCurrentProcessId());
        SetLastError(0);
        n = GetProcessId((HANDLE)0x4444);
        printf("GetProcessId(bad)=%lu err=%lu\n", n, GetLastError());
        ok = GetProcessAffinityMask(GetCurrentProcess(), &pm, &sm);
        printf("GetProcessAffinityMask=%d same=%d nonzero=%d\n", ok, pm == sm, pm != 0);
        CloseHandle(me);
    }
    {
        COMMCONFIG cc;
        DWORD size = sizeof(cc);
        memset(&cc, 0xAA, sizeof(cc));
        ok = GetDefaultCommConfigA("COM1", &cc, &size);
        printf("GetDefaultCommConfigA(COM1)=%d size=%lu", ok, size);
        for (i = 0; i < size && i < 52; i++) printf("%s%02x", i % 4 ? "" : " ", ((BYTE *)&cc)[i]);
        printf("\n");
        size = 10;
        ok = GetDefaultCommConfigA("COM1", &cc, &size);
        printf("GetDefaultCommConfigA(small)=%d err=%lu size=%lu\n", ok, GetLastError(), size);
        size = sizeof(cc);
        ok = GetDefaultCommConfigA("LPT1", &cc, &size);
        printf("GetDefaultCommConfigA(LPT1)=%d err=%lu\n", ok, GetLastError());
        cc.dcb.BaudRate = 19200;
        ok = SetDefaultCommConfigA("COM2", &cc, sizeof(cc));
        printf("SetDefaultCommConfigA(COM2)=%d\n", ok);
        size = sizeof(cc);
        cc.dcb.BaudRate = 0;
        ok = GetDefaultCommConfigA("COM2", &cc, &size);
        printf("GetDefaultCommConfigA(COM2)=%d baud=%lu bits=%d\n", ok, cc.dcb.BaudRate, cc.dcb.ByteSize);
    }
    {
        static const LCID ids[] = { 0x400, 0x800, 0, 0x7f, 0x09, 0x07, 0x04, 0x809, 0x10407 };
        static char target[16] = "original";
        static unsigned char dos[64] = { 'M', 'Z' };
        char self[MAX_PATH];
        DWORD type;
        SIZE_T written = 99;
        BYTE code[4];
        printf("ConvertDefaultLocale:");
        for (i = 0; i < 9; i++) printf(" %lx", ConvertDefaultLocale(ids[i]));
        printf("\n");
        printf("IsBadCodePtr: code=%d NULL=%d low=%d\n", IsBadCodePtr((FARPROC)mode_files), IsBadCodePtr(NULL),
               IsBadCodePtr((FARPROC)0x10));
        ok = WriteProcessMemory(GetCurrentProcess(), target, "changed", 8, &written);
        printf("WriteProcessMemory(data)=%d written=%lu now=%s\n", ok, (DWORD)written, target);
        memcpy(code, (void *)progress, 4);
        ok = WriteProcessMemory(GetCurrentProcess(), (void *)progress, code, 4, &written);
        printf("WriteProcessMemory(code, same bytes)=%d written=%lu\n", ok, (DWORD)written);
        written = 99;
        ok = WriteProcessMemory(GetCurrentProcess(), (void *)0x10, code, 4, &written);
        printf("WriteProcessMemory(NULL page)=%d err=%lu written=%lu\n", ok, GetLastError(), (DWORD)written);
        GetModuleFileNameA(NULL, self, MAX_PATH);
        type = 99;
        ok = GetBinaryTypeA(self, &type);
        printf("GetBinaryTypeA(self)=%d type=%lu\n", ok, type);
        put_file("dosprog.exe", dos, sizeof(dos));
        ok = GetBinaryTypeW(L"dosprog.exe", &type);
        printf("GetBinaryTypeW(MZ only)=%d type=%lu\n", ok, type);
        put_file("notes.txt", "just text, not a program", 24);
        ok = GetBinaryTypeA("notes.txt", &type);
        printf("GetBinaryTypeA(text)=%d err=%lu\n", ok, GetLastError());
        ok = GetBinaryTypeA("nosuchprog.exe", &type);
        printf("GetBinaryTypeA(missing)=%d err=%lu\n", ok, GetLastError());
    }
    {
        static const char *vals[] = { "1234.5", "-1234.567", "0.004", "-0.004", "1234567", "abc" };
        char out[64];
        WCHAR wout[64];
        CURRENCYFMTA f = { 1, 0, 3, ".", " ", 8, 3, "EUR" };
        int k, r2;
        for (k = 0; k < 6; k++) {
            r2 = GetCurrencyFormatA(LOCALE_USER_DEFAULT, 0, vals[k], NULL, out, sizeof(out));
            printf("GetCurrencyFormatA(%s)=%d %s\n", vals[k], r2, r2 ? out : "");
        }
        r2 = GetCurrencyFormatA(LOCALE_USER_DEFAULT, 0, "-1234.56", &f, out, sizeof(out));
        printf("GetCurrencyFormatA(fmt neg 8 pos 3)=%d %s\n", r2, out);
        r2 = GetCurrencyFormatA(LOCALE_USER_DEFAULT, 0, "1234.56", &f, out, sizeof(out));
        printf("GetCurrencyFormatA(fmt pos 3)=%d %s\n", r2, out);
        for (k = 0; k < 16; k += 5) {
            f.NegativeOrder = k;
            f.lpCurrencySymbol = "$";
            r2 = GetCurrencyFormatA(LOCALE_USER_DEFAULT, 0, "-5", &f, out, sizeof(out));
            printf("  neg %d: %s\n", k, out);
        }
        r2 = GetCurrencyFormatA(LOCALE_USER_DEFAULT, 0, "12", NULL, NULL, 0);
        printf("GetCurrencyFormatA(size 0)=%d\n", r2);
        r2 = GetCurrencyFormatA(LOCALE_USER_DEFAULT, 0, "12", NULL, out, 3);
        printf("GetCurrencyFormatA(small)=%d err=%lu\n", r2, GetLastError());
        r2 = GetCurrencyFormatW(LOCALE_USER_DEFAULT, 0, L"99.999", NULL, wout, 64);
        printf("GetCurrencyFormatW=%d %ls\n", r2, wout);
        f.NegativeOrder = 16;
        r2 = GetCurrencyFormatA(LOCALE_USER_DEFAULT, 0, "-5", &f, out, sizeof(out));
        printf("GetCurrencyFormatA(bad order)=%d err=%lu\n", r2, GetLastError());
    }
    {
        HANDLE th = CreateThread(NULL, 0, spinner, NULL, 0, NULL);
        DWORD code = 0, w;
        LONG before;
        Sleep(50);
        ok = TerminateThread(th, 42);
        w = WaitForSingleObject(th, 1000);
        GetExitCodeThread(th, &code);
        before = g_spins;
        Sleep(50);
        printf("TerminateThread=%d wait=%lu code=%lu spun=%d stopped=%d\n", ok, w, code, before > 0,
               g_spins == before);
        SetLastError(0);
        ok = TerminateThread((HANDLE)0x4444, 1);
        printf("TerminateThread(bad)=%d err=%lu\n", ok, GetLastError());
        CloseHandle(th);
    }
    {
        char img[MAX_PATH], mod[MAX_PATH], *tail;
        WCHAR wimg[MAX_PATH];
        DWORD got, wgot;
        got = K32GetProcessImageFileNameA(GetCurrentProcess(), img, MAX_PATH);
        GetModuleFileNameA(NULL, mod, MAX_PATH);
        tail = strchr(img + 1, '\\') ? strchr(strchr(img + 1, '\\') + 1, '\\') : NULL;
        printf("K32GetProcessImageFileNameA=%d device=%d same path=%d\n", got == strlen(img),
               !strncmp(img, "\\Device\\HarddiskVolume", 22), tail && !strcmp(tail, mod + 2));
        wgot = K32GetProcessImageFileNameW(GetCurrentProcess(), wimg, MAX_PATH);
        printf("K32GetProcessImageFileNameW same=%d\n", wgot == got);
        got = K32GetProcessImageFileNameA(GetCurrentProcess(), img, 5);
        printf("K32GetProcessImageFileNameA(small)=%lu err=%lu\n", got, GetLastError());
    }
#ifndef _WIN64
    capture_here();
#endif
    {
        char t[64];
        WCHAR wt[64];
        DWORD got;
        ok = SetConsoleTitleA("gdik title");
        got = GetConsoleTitleA(t, sizeof(t));
        printf("SetConsoleTitleA=%d GetConsoleTitleA=%lu %s\n", ok, got, t);
        ok = SetConsoleTitleW(L"wide title");
        got = GetConsoleTitleW(wt, 64);
        printf("SetConsoleTitleW=%d GetConsoleTitleW=%lu %ls\n", ok, got, wt);
        memset(t, 'x', sizeof(t));
        got = GetConsoleTitleA(t, 5);
        t[10] = 0;
        printf("GetConsoleTitleA(5)=%lu [%s]\n", got, t);
    }
}

int main(int argc, char **argv)
{
    const char *mode = argc > 2 ? argv[2] : "";
    if (!strcmp(mode, "lz")) mode_lz();
    else if (!strcmp(mode, "timer")) mode_timer();
    else if (!strcmp(mode, "port")) mode_port();
    else if (!strcmp(mode, "profile")) mode_profile();
    else if (!strcmp(mode, "pipe")) mode_pipe();
    else if (!strcmp(mode, "files")) mode_files();
    else printf("unknown mode\n");
    fflush(stdout);
    return 0;
}
