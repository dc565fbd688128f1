/* An overlapped named pipe's ConnectNamedPipe, as PuTTY 0.83's pageant.exe waits for its
 * clients (issue 23, "Programs in the wild", docs/runtimes.md): the call answers
 * ERROR_IO_PENDING with its OVERLAPPED's event reset, a client's CreateFile completes it
 * (the event set, GetOverlappedResult TRUE), CancelIo / CancelIoEx end one still pending
 * (ERROR_OPERATION_ABORTED), and a client that came first makes it answer
 * ERROR_PIPE_CONNECTED at once.
 */
#include <windows.h>
#include <stdio.h>

#define NAME "\\\\.\\pipe\\wild_pipeconnect"

static HANDLE server(void)
{
    return CreateNamedPipeA(NAME, PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED,
                            PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT,
                            PIPE_UNLIMITED_INSTANCES, 4096, 4096, 0, NULL);
}

static HANDLE client(void)
{
    return CreateFileA(NAME, GENERIC_READ | GENERIC_WRITE, 0, NULL, OPEN_EXISTING, 0, NULL);
}

static void result(const char *what, HANDLE h, OVERLAPPED *ov)
{
    DWORD n = 0xdead;
    BOOL r;
    SetLastError(0);
    r = GetOverlappedResult(h, ov, &n, FALSE);
    printf("%s: GetOverlappedResult=%d error=%lu n=%lu Internal=0x%lx event=%lu\n", what, r,
           r ? 0 : GetLastError(), n, (unsigned long)ov->Internal,
           WaitForSingleObject(ov->hEvent, 0));
}

int main(void)
{
    OVERLAPPED ov;
    HANDLE s, c, s2, s3, c3;
    BOOL r;
    char buf[8];
    DWORD n;

    memset(&ov, 0, sizeof ov);
    ov.hEvent = CreateEventA(NULL, TRUE, TRUE, NULL);     /* set: the call resets it */
    s = server();
    printf("server=%s\n", s != INVALID_HANDLE_VALUE ? "ok" : "failed");
    SetLastError(0);
    r = ConnectNamedPipe(s, &ov);
    printf("ConnectNamedPipe=%d error=%lu event=%lu\n", r, GetLastError(),
           WaitForSingleObject(ov.hEvent, 0));
    result("pending", s, &ov);
    c = client();
    printf("client=%s\n", c != INVALID_HANDLE_VALUE ? "ok" : "failed");
    result("after the client", s, &ov);
    r = WriteFile(c, "hi", 2, &n, NULL);
    printf("client WriteFile=%d n=%lu\n", r, n);
    CloseHandle(c);

    /* a second instance: cancelled */
    s2 = server();
    ResetEvent(ov.hEvent);
    memset(&ov, 0, sizeof ov - sizeof ov.hEvent);
    SetLastError(0);
    r = ConnectNamedPipe(s2, &ov);
    printf("second ConnectNamedPipe=%d error=%lu\n", r, GetLastError());
    SetLastError(0);
    r = CancelIoEx(s2, &ov);
    printf("CancelIoEx=%d error=%lu\n", r, r ? 0 : GetLastError());
    result("cancelled", s2, &ov);
    SetLastError(0);
    r = CancelIoEx(s2, &ov);
    printf("CancelIoEx again=%d error=%lu\n", r, r ? 0 : GetLastError());

    /* the same instance again, cancelled by CancelIo */
    memset(&ov, 0, sizeof ov - sizeof ov.hEvent);
    SetLastError(0);
    r = ConnectNamedPipe(s2, &ov);
    printf("third ConnectNamedPipe=%d error=%lu\n", r, GetLastError());
    printf("CancelIo=%d\n", CancelIo(s2));
    result("cancelled by CancelIo", s2, &ov);
    CloseHandle(s2);

    /* a client that came first */
    s3 = server();
    c3 = client();
    memset(&ov, 0, sizeof ov - sizeof ov.hEvent);
    ResetEvent(ov.hEvent);
    SetLastError(0);
    r = ConnectNamedPipe(s3, &ov);
    printf("client first: ConnectNamedPipe=%d error=%lu\n", r, GetLastError());
    CloseHandle(c3);
    CloseHandle(s3);
    CloseHandle(s);
    CloseHandle(ov.hEvent);
    (void)buf;
    printf("done\n");
    return 0;
}
