/*
 * alertsave.c - test guest for a savestate taken while a thread is parked in an
 * alertable wait (test/state/test_state_alertable.py): the main thread starts a read of a
 * named pipe with ReadFileEx, a second thread writes to the pipe a little later, and the
 * main thread waits in MsgWaitForMultipleObjectsEx(MWMO_ALERTABLE) - as a Qt event loop
 * does - until the completion routine runs; then WaitForSingleObjectEx(alertable) on the
 * writer thread. One line per step.
 */
#include <windows.h>
#include <stdio.h>

static HANDLE client;
static char buf[16];
static int calls;
static DWORD got;

static void CALLBACK done(DWORD err, DWORD n, OVERLAPPED *ov)
{
    calls++;
    got = n;
    (void)err; (void)ov;
}

static DWORD WINAPI writer(void *arg)
{
    DWORD n;
    Sleep(300);
    WriteFile(client, "hello", 5, &n, NULL);
    (void)arg;
    return 7;
}

int main(void)
{
    OVERLAPPED ov = {0};
    HANDLE server, th;
    DWORD r, code;
    setvbuf(stdout, NULL, _IONBF, 0);
    server = CreateNamedPipeA("\\\\.\\pipe\\alertsave", PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED,
                              PIPE_TYPE_BYTE | PIPE_WAIT, 1, 64, 64, 0, NULL);
    client = CreateFileA("\\\\.\\pipe\\alertsave", GENERIC_READ | GENERIC_WRITE, 0, NULL,
                         OPEN_EXISTING, 0, NULL);
    printf("pipe %d %d\n", server != INVALID_HANDLE_VALUE, client != INVALID_HANDLE_VALUE);
    printf("ReadFileEx %d calls=%d\n", ReadFileEx(server, buf, sizeof buf - 1, &ov, done), calls);
    th = CreateThread(NULL, 0, writer, NULL, 0, NULL);
    r = MsgWaitForMultipleObjectsEx(0, NULL, 5000, QS_ALLINPUT, MWMO_ALERTABLE);
    printf("MsgWait=%lu calls=%d got=%lu [%s]\n", r, calls, got, buf);
    r = WaitForSingleObjectEx(th, INFINITE, TRUE);
    GetExitCodeThread(th, &code);
    printf("WaitEx=%lu code=%lu\n", r, code);
    return 0;
}
