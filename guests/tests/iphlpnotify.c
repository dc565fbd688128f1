/* The IP Helper's change notifications on a machine where nothing changes: an overlapped
   NotifyAddrChange / NotifyRouteChange stays pending until CancelIPChangeNotify ends it
   (then GetOverlappedResult fails with ERROR_OPERATION_ABORTED); the callback
   registrations answer a handle CancelMibChangeNotify2 takes back, and with
   InitialNotification run the callback once, on another thread, with
   MibInitialNotification and no row. */
#include <winsock2.h>
#include <ws2tcpip.h>
#include <iphlpapi.h>
#include <stdio.h>

static HANDLE called;
static LONG calls;
static void *seen_ctx, *seen_row;
static int seen_type;
static DWORD seen_tid;

static void WINAPI on_change(void *ctx, MIB_IPINTERFACE_ROW *row, MIB_NOTIFICATION_TYPE type)
{
    seen_ctx = ctx;
    seen_row = row;
    seen_type = type;
    seen_tid = GetCurrentThreadId();
    InterlockedIncrement(&calls);
    SetEvent(called);
}

static volatile LONG sync_returned = -1;

static DWORD WINAPI sync_waiter(void *arg)
{
    /* NULL, NULL: synchronous, returns when an address changes: never, here */
    sync_returned = (LONG)NotifyAddrChange(NULL, NULL);
    CloseHandle(CreateThread(NULL, 0, sync_waiter, NULL, 0, NULL));
    Sleep(200);
    printf("NotifyAddrChange synchronous: still waiting %d\n", sync_returned == -1);
    fflush(stdout);
    ExitProcess(0);       /* ends the waiting thread with the process */
}

int main(void)
{
    OVERLAPPED ov, ov2;
    HANDLE h = NULL, h2 = NULL, nh = NULL, nh2 = NULL;
    DWORD r, n = 77;
    BOOL ok;

    memset(&ov, 0, sizeof(ov));
    memset(&ov2, 0, sizeof(ov2));
    ov.hEvent = CreateEventA(NULL, TRUE, TRUE, NULL);      /* signaled: the call resets it */
    ov2.hEvent = CreateEventA(NULL, TRUE, FALSE, NULL);
    r = NotifyAddrChange(&h, &ov);
    printf("NotifyAddrChange: %lu handle-set %d event %lu\n", r, h != NULL && h != INVALID_HANDLE_VALUE,
           WaitForSingleObject(ov.hEvent, 0));
    ok = GetOverlappedResult(h, &ov, &n, FALSE);
    printf("GetOverlappedResult pending: %d err %lu\n", ok, GetLastError());
    r = NotifyRouteChange(&h2, &ov2);
    printf("NotifyRouteChange: %lu same-handle %d\n", r, h2 == h);
    printf("NotifyAddrChange again: %lu\n", NotifyAddrChange(&h, &ov));
    printf("NotifyAddrChange no overlapped: %lu\n", NotifyAddrChange(&h, NULL));
    SetLastError(0xdead);
    ok = CancelIPChangeNotify(&ov);
    printf("CancelIPChangeNotify: %d event %lu\n", ok, WaitForSingleObject(ov.hEvent, 0));
    ok = GetOverlappedResult(h, &ov, &n, FALSE);
    printf("GetOverlappedResult cancelled: %d err %lu count %lu\n", ok, GetLastError(), n);
    SetLastError(0xdead);
    ok = CancelIPChangeNotify(&ov);
    printf("CancelIPChangeNotify again: %d err %lu\n", ok, GetLastError());
    printf("CancelIPChangeNotify route: %d\n", CancelIPChangeNotify(&ov2));

    called = CreateEventA(NULL, FALSE, FALSE, NULL);
    r = NotifyIpInterfaceChange(AF_UNSPEC, on_change, (void *)0x1234, TRUE, &nh);
    printf("NotifyIpInterfaceChange initial: %lu handle-set %d\n", r, nh != NULL);
    r = WaitForSingleObject(called, 5000);
    printf("callback: wait %lu calls %ld ctx-ok %d row-null %d type %d other-thread %d\n", r,
           calls, seen_ctx == (void *)0x1234, seen_row == NULL, seen_type,
           seen_tid != 0 && seen_tid != GetCurrentThreadId());
    r = NotifyIpInterfaceChange(AF_INET, on_change, NULL, FALSE, &nh2);
    Sleep(50);
    printf("NotifyIpInterfaceChange quiet: %lu calls %ld\n", r, calls);
    printf("NotifyIpInterfaceChange bad family: %lu\n",
           NotifyIpInterfaceChange(99, on_change, NULL, FALSE, &nh2));
    printf("NotifyIpInterfaceChange no callback: %lu\n",
           NotifyIpInterfaceChange(AF_UNSPEC, NULL, NULL, FALSE, &nh2));
    printf("CancelMibChangeNotify2: %lu\n", CancelMibChangeNotify2(nh));
    printf("CancelMibChangeNotify2 quiet one: %lu\n", CancelMibChangeNotify2(nh2));
    printf("CancelMibChangeNotify2 again: %lu\n", CancelMibChangeNotify2(nh));
    r = NotifyUnicastIpAddressChange(AF_INET6, (PUNICAST_IPADDRESS_CHANGE_CALLBACK)on_change,
                                     NULL, FALSE, &nh);
    printf("NotifyUnicastIpAddressChange: %lu cancel %lu\n", r, CancelMibChangeNotify2(nh));
    r = NotifyRouteChange2(AF_INET, (PIPFORWARD_CHANGE_CALLBACK)on_change, NULL, FALSE, &nh);
    printf("NotifyRouteChange2: %lu cancel %lu\n", r, CancelMibChangeNotify2(nh));
    CloseHandle(CreateThread(NULL, 0, sync_waiter, NULL, 0, NULL));
    Sleep(200);
    printf("NotifyAddrChange synchronous: still waiting %d\n", sync_returned == -1);
    fflush(stdout);
    ExitProcess(0);       /* ends the waiting thread with the process */
}
