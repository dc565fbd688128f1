/* Overlapped I/O (issue 23): a disk file opened with FILE_FLAG_OVERLAPPED read and written
   at offsets, and overlapped named pipes between two threads: a pending read completed by
   a later write (event, GetOverlappedResult), the same through an I/O completion port,
   ReadFileEx / WriteFileEx with their completion routines run by alertable waits,
   a read without an event, CancelIoEx of a pending read, a read after the writer
   closed. One line per check. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#define PIPE "\\\\.\\pipe\\ovlio_test"

static HANDLE server, client;
static HANDLE go, done;

static void say(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

/* the writer thread: waits for "go", writes what it was told, signals "done" */
static const char *to_write;
static int close_after;

static DWORD WINAPI writer(LPVOID arg)
{
    for (;;) {
        DWORD n = 0;
        WaitForSingleObject(go, INFINITE);
        if (!to_write)
            break;
        if (close_after) {
            CloseHandle(client);
            client = NULL;
        } else {
            WriteFile(client, to_write, (DWORD)strlen(to_write), &n, NULL);
        }
        SetEvent(done);
    }
    return 0;
}

static void tell(const char *what, int close)
{
    to_write = what;
    close_after = close;
    SetEvent(go);
    WaitForSingleObject(done, INFINITE);
}

static int routine_calls;
static DWORD routine_err, routine_n;
static OVERLAPPED *routine_ov;

static VOID CALLBACK completed(DWORD err, DWORD n, LPOVERLAPPED ov)
{
    routine_calls++;
    routine_err = err;
    routine_n = n;
    routine_ov = ov;
}

static void pipes(void)
{
    char buf[64];
    OVERLAPPED ov;
    DWORD n = 0, r;
    BOOL ok;
    HANDLE ev = CreateEventA(NULL, TRUE, FALSE, NULL), port, th;
    ULONG_PTR key = 0;
    OVERLAPPED *got = NULL;

    server = CreateNamedPipeA(PIPE, PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED,
                              PIPE_TYPE_BYTE | PIPE_READMODE_BYTE, 1, 4096, 4096, 0, NULL);
    client = CreateFileA(PIPE, GENERIC_READ | GENERIC_WRITE, 0, NULL, OPEN_EXISTING,
                         FILE_FLAG_OVERLAPPED, NULL);
    say("pipe: server=%d client=%d", server != INVALID_HANDLE_VALUE,
        client != INVALID_HANDLE_VALUE);
    go = CreateEventA(NULL, FALSE, FALSE, NULL);
    done = CreateEventA(NULL, FALSE, FALSE, NULL);
    th = CreateThread(NULL, 0, writer, NULL, 0, NULL);

    /* 1. a pending read, its event, GetOverlappedResult */
    memset(&ov, 0, sizeof ov);
    ov.hEvent = ev;
    memset(buf, 0, sizeof buf);
    SetLastError(0xdeadbeef);
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    say("read empty: ok=%d err=%lu pending=%d event=%lu", ok, GetLastError(),
        ov.Internal == STATUS_PENDING, WaitForSingleObject(ev, 0));
    SetLastError(0xdeadbeef);
    ok = GetOverlappedResult(server, &ov, &n, FALSE);
    say("GetOverlappedResult(no wait)=%d err=%lu", ok, GetLastError());
    tell("hello", 0);
    say("after write: event=%lu internal=%lx high=%lu", WaitForSingleObject(ev, 0),
        (unsigned long)ov.Internal, (unsigned long)ov.InternalHigh);
    n = 0;
    ok = GetOverlappedResult(server, &ov, &n, TRUE);
    say("GetOverlappedResult=%d n=%lu [%s]", ok, n, buf);

    /* 2. data already there: an overlapped read completes at once */
    tell("again", 0);
    memset(buf, 0, sizeof buf);
    ResetEvent(ev);
    n = 0;
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    say("read ready: ok=%d n=%lu event=%lu [%s]", ok, n, WaitForSingleObject(ev, 0), buf);

    /* 3. a write on the overlapped handle completes at once */
    ResetEvent(ev);
    n = 0;
    ok = WriteFile(server, "back", 4, &n, &ov);
    say("write: ok=%d n=%lu event=%lu internal=%lx", ok, n, WaitForSingleObject(ev, 0),
        (unsigned long)ov.Internal);
    memset(buf, 0, sizeof buf);
    {
        OVERLAPPED ov2;
        memset(&ov2, 0, sizeof ov2);
        ov2.hEvent = CreateEventA(NULL, TRUE, FALSE, NULL);
        ok = ReadFile(client, buf, sizeof buf, &n, &ov2);
        say("client read: ok=%d n=%lu [%s]", ok, n, buf);
        CloseHandle(ov2.hEvent);
    }

    /* 4. a completion port */
    port = CreateIoCompletionPort(server, NULL, 0x1234, 1);
    say("CreateIoCompletionPort: %d", port != NULL);
    memset(buf, 0, sizeof buf);
    memset(&ov, 0, sizeof ov);
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    say("iocp read: ok=%d err=%lu", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = GetQueuedCompletionStatus(port, &n, &key, &got, 0);
    say("GQCS(0)=%d err=%lu ov=%d", ok, GetLastError(), got == NULL);
    tell("port", 0);
    n = 0;
    ok = GetQueuedCompletionStatus(port, &n, &key, &got, 1000);
    say("GQCS=%d n=%lu key=%lx same=%d [%s]", ok, n, (unsigned long)key, got == &ov, buf);
    /* an operation completing at once also posts a packet */
    tell("sync", 0);
    memset(buf, 0, sizeof buf);
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    say("iocp read ready: ok=%d n=%lu [%s]", ok, n, buf);
    got = NULL;
    ok = GetQueuedCompletionStatus(port, &n, &key, &got, 0);
    say("GQCS=%d n=%lu key=%lx same=%d", ok, n, (unsigned long)key, got == &ov);
    /* ... but not with FILE_SKIP_COMPLETION_PORT_ON_SUCCESS */
    ok = SetFileCompletionNotificationModes(server, FILE_SKIP_COMPLETION_PORT_ON_SUCCESS);
    say("SetFileCompletionNotificationModes=%d", ok);
    tell("skip", 0);
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    got = NULL;
    SetLastError(0xdeadbeef);
    r = GetQueuedCompletionStatus(port, &n, &key, &got, 0);
    say("read ready=%d; GQCS=%lu err=%lu", ok, r, GetLastError());

    /* 5. CancelIoEx of a pending read */
    memset(&ov, 0, sizeof ov);
    ov.hEvent = ev;
    ResetEvent(ev);
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    say("read to cancel: ok=%d err=%lu", ok, GetLastError());
    ok = CancelIoEx(server, &ov);
    say("CancelIoEx=%d event=%lu internal=%lx", ok, WaitForSingleObject(ev, 0),
        (unsigned long)ov.Internal);
    SetLastError(0xdeadbeef);
    ok = GetOverlappedResult(server, &ov, &n, TRUE);
    say("GetOverlappedResult=%d err=%lu n=%lu", ok, GetLastError(), n);
    got = NULL;
    SetLastError(0xdeadbeef);
    ok = GetQueuedCompletionStatus(port, &n, &key, &got, 0);
    say("GQCS=%d err=%lu same=%d", ok, GetLastError(), got == &ov);
    SetLastError(0xdeadbeef);
    ok = CancelIoEx(server, &ov);
    say("CancelIoEx again=%d err=%lu", ok, GetLastError());
    CloseHandle(port);

    /* 6. ReadFileEx on the client: the routine runs in an alertable wait */
    memset(&ov, 0, sizeof ov);
    memset(buf, 0, sizeof buf);
    ok = ReadFileEx(client, buf, sizeof buf, &ov, completed);
    say("ReadFileEx=%d calls=%d", ok, routine_calls);
    WriteFile(server, "apc", 3, &n, NULL);   /* an overlapped handle, no OVERLAPPED */
    say("after write: calls=%d internal=%lx", routine_calls, (unsigned long)ov.Internal);
    r = SleepEx(0, FALSE);
    say("SleepEx(0, FALSE)=%lu calls=%d", r, routine_calls);
    r = SleepEx(1000, TRUE);
    say("SleepEx(1000, TRUE)=%lu calls=%d err=%lu n=%lu same=%d [%s]", r, routine_calls,
        routine_err, routine_n, routine_ov == &ov, buf);
    r = SleepEx(0, TRUE);
    say("SleepEx(0, TRUE)=%lu calls=%d", r, routine_calls);

    /* 7. no event: the handle is signaled; GetOverlappedResultEx's timeout; WriteFileEx
       and an alertable WaitForSingleObjectEx; an alertable MsgWaitForMultipleObjectsEx */
    memset(&ov, 0, sizeof ov);
    memset(buf, 0, sizeof buf);
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    say("read without event: ok=%d err=%lu handle=%lu", ok, GetLastError(),
        WaitForSingleObject(server, 0));
    SetLastError(0xdeadbeef);
    ok = GetOverlappedResultEx(server, &ov, &n, 10, FALSE);
    say("GetOverlappedResultEx(10)=%d err=%lu", ok, GetLastError());
    tell("nul", 0);
    say("after write: handle=%lu", WaitForSingleObject(server, 0));
    ok = GetOverlappedResult(server, &ov, &n, TRUE);
    say("GetOverlappedResult=%d n=%lu [%s]", ok, n, buf);
    memset(&ov, 0, sizeof ov);
    routine_calls = 0;
    ResetEvent(ev);
    ok = WriteFileEx(client, "wfx", 3, &ov, completed);
    say("WriteFileEx=%d calls=%d", ok, routine_calls);
    r = WaitForSingleObjectEx(ev, 1000, TRUE);
    say("WaitForSingleObjectEx=%lu calls=%d err=%lu n=%lu", r, routine_calls, routine_err,
        routine_n);
    memset(buf, 0, sizeof buf);
    ok = ReadFile(server, buf, sizeof buf, &n, NULL);
    say("server read: ok=%d n=%lu [%s]", ok, n, buf);
    memset(&ov, 0, sizeof ov);
    memset(buf, 0, sizeof buf);
    ok = ReadFileEx(client, buf, sizeof buf, &ov, completed);
    WriteFile(server, "msg", 3, &n, NULL);
    r = MsgWaitForMultipleObjectsEx(1, &ev, 1000, QS_ALLINPUT, MWMO_ALERTABLE);
    say("MsgWaitForMultipleObjectsEx=%lu calls=%d n=%lu [%s]", r, routine_calls, routine_n,
        buf);

    /* 8. the writer closes: a pending read ends with ERROR_BROKEN_PIPE */
    memset(&ov, 0, sizeof ov);
    ov.hEvent = ev;
    ResetEvent(ev);
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    say("read before close: ok=%d err=%lu", ok, GetLastError());
    tell("close", 1);
    say("after close: event=%lu internal=%lx", WaitForSingleObject(ev, 0),
        (unsigned long)ov.Internal);
    SetLastError(0xdeadbeef);
    ok = GetOverlappedResult(server, &ov, &n, TRUE);
    say("GetOverlappedResult=%d err=%lu", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = ReadFile(server, buf, sizeof buf, &n, &ov);
    say("read after close: ok=%d err=%lu", ok, GetLastError());

    to_write = NULL;
    SetEvent(go);
    WaitForSingleObject(th, INFINITE);
    CloseHandle(server);
    CloseHandle(ev);
}

static void files(void)
{
    char path[MAX_PATH], buf[16];
    HANDLE f, ev = CreateEventA(NULL, TRUE, FALSE, NULL);
    OVERLAPPED ov;
    DWORD n;
    BOOL ok;
    BY_HANDLE_FILE_INFORMATION info;

    GetTempPathA(MAX_PATH, path);
    strcat(path, "ovlio.tmp");
    f = CreateFileA(path, GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                    FILE_FLAG_OVERLAPPED, NULL);
    say("CreateFile(FILE_FLAG_OVERLAPPED): %d", f != INVALID_HANDLE_VALUE);
    memset(&ov, 0, sizeof ov);
    ov.hEvent = ev;
    ov.Offset = 4;
    n = 0;
    ok = WriteFile(f, "abcdef", 6, &n, &ov);
    if (!ok && GetLastError() == ERROR_IO_PENDING)
        ok = GetOverlappedResult(f, &ov, &n, TRUE);
    say("write at 4: ok=%d n=%lu event=%lu internal=%lx high=%lu", ok, n,
        WaitForSingleObject(ev, 0), (unsigned long)ov.Internal,
        (unsigned long)ov.InternalHigh);
    say("size=%lu pointer=%lu", GetFileSize(f, NULL), SetFilePointer(f, 0, NULL, FILE_CURRENT));
    ResetEvent(ev);
    ov.Offset = 6;
    memset(buf, 0, sizeof buf);
    ok = ReadFile(f, buf, 3, &n, &ov);
    if (!ok && GetLastError() == ERROR_IO_PENDING)
        ok = GetOverlappedResult(f, &ov, &n, TRUE);
    say("read at 6: ok=%d n=%lu event=%lu [%s]", ok, n, WaitForSingleObject(ev, 0), buf);
    ov.Offset = 100;
    SetLastError(0xdeadbeef);
    ok = ReadFile(f, buf, 3, &n, &ov);
    say("read at 100: ok=%d err=%lu internal=%lx", ok, GetLastError(),
        (unsigned long)ov.Internal);
    /* no event: the file handle itself is signaled */
    ov.hEvent = NULL;
    ov.Offset = 0;
    ok = WriteFile(f, "XY", 2, &n, &ov);
    say("write without event: ok=%d handle=%lu", ok, WaitForSingleObject(f, 0));
    ok = GetOverlappedResult(f, &ov, &n, TRUE);
    say("GetOverlappedResult=%d n=%lu", ok, n);
    say("info=%d", GetFileInformationByHandle(f, &info));
    CloseHandle(f);
    DeleteFileA(path);
    CloseHandle(ev);
}

/* RegisterWaitForSingleObject (what Qt's QWinEventNotifier waits with) */
static HANDLE cbdone;
static int cb_calls, cb_fired;

static VOID CALLBACK waited(PVOID ctx, BOOLEAN fired)
{
    cb_calls++;
    cb_fired = fired;
    SetEvent(cbdone);
}

static void registered(void)
{
    HANDLE rev = CreateEventA(NULL, FALSE, FALSE, NULL), w = NULL;
    BOOL ok;
    DWORD r;

    cbdone = CreateEventA(NULL, FALSE, FALSE, NULL);
    ok = RegisterWaitForSingleObject(&w, rev, waited, NULL, INFINITE, WT_EXECUTEDEFAULT);
    say("RegisterWaitForSingleObject=%d calls=%d", ok, cb_calls);
    SetEvent(rev);
    r = WaitForSingleObject(cbdone, 1000);
    say("first: wait=%lu calls=%d fired=%d", r, cb_calls, cb_fired);
    SetEvent(rev);
    r = WaitForSingleObject(cbdone, 1000);
    say("second: wait=%lu calls=%d fired=%d event=%lu", r, cb_calls, cb_fired,
        WaitForSingleObject(rev, 0));
    ok = UnregisterWaitEx(w, INVALID_HANDLE_VALUE);
    say("UnregisterWaitEx=%d", ok);
    SetEvent(rev);
    Sleep(50);
    say("after unregister: calls=%d", cb_calls);
    ResetEvent(rev);
    ok = RegisterWaitForSingleObject(&w, rev, waited, NULL, 20, WT_EXECUTEONLYONCE);
    r = WaitForSingleObject(cbdone, 1000);
    say("timeout: ok=%d wait=%lu calls=%d fired=%d", ok, r, cb_calls, cb_fired);
    Sleep(100);
    say("once: calls=%d", cb_calls);
    ok = UnregisterWaitEx(w, INVALID_HANDLE_VALUE);
    say("UnregisterWaitEx=%d", ok);
    CloseHandle(rev);
    CloseHandle(cbdone);
}

/* CancelSynchronousIo of a thread blocked in ReadFile on an anonymous pipe */
static HANDLE rd, wr;
static DWORD blocked_ok, blocked_err;

static DWORD WINAPI blocked_reader(LPVOID arg)
{
    char b[8];
    DWORD n = 0;
    SetLastError(0);
    blocked_ok = ReadFile(rd, b, sizeof b, &n, NULL);
    blocked_err = GetLastError();
    return 0;
}

static void cancel_sync(void)
{
    HANDLE th;
    BOOL ok;

    CreatePipe(&rd, &wr, NULL, 0);
    th = CreateThread(NULL, 0, blocked_reader, NULL, 0, NULL);
    Sleep(100);
    ok = CancelSynchronousIo(th);
    WaitForSingleObject(th, 1000);
    say("CancelSynchronousIo=%d; read=%lu err=%lu", ok, blocked_ok, blocked_err);
    SetLastError(0xdeadbeef);
    ok = CancelSynchronousIo(th);
    say("CancelSynchronousIo(ended thread)=%d err=%lu", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = CancelSynchronousIo(GetCurrentThread());
    say("CancelSynchronousIo(self)=%d err=%lu", ok, GetLastError());
    CloseHandle(th);
    CloseHandle(rd);
    CloseHandle(wr);
}

int main(void)
{
    files();
    pipes();
    registered();
    cancel_sync();
    say("bye");
    return 0;
}
