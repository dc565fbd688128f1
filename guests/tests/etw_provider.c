/* Event Tracing for Windows, the provider side (issue 23, "Programs in the wild (stop
 * 26)": deno 2.9, like many Visual C++ and Rust programs, registers an ETW provider at
 * start): EventRegister, EventSetInformation, EventEnabled, EventProviderEnabled,
 * EventWrite, EventWriteTransfer, EventWriteString, EventUnregister. With no trace
 * session listening, nothing is enabled and every write is accepted and dropped. One
 * line per check; the expected lines are Wine 8's. */
#include <windows.h>
#include <stdio.h>
#include <evntprov.h>

static const GUID provider = {0x12345678, 0x1234, 0x5678, {1, 2, 3, 4, 5, 6, 7, 8}};
static int callbacks;
typedef ULONG (WINAPI *set_info_fn)(REGHANDLE, int, PVOID, ULONG);

static void NTAPI enable_cb(LPCGUID id, ULONG is_enabled, UCHAR level, ULONGLONG any,
                            ULONGLONG all, PEVENT_FILTER_DESCRIPTOR filter, PVOID context)
{
    callbacks++;
}

int main(void)
{
    REGHANDLE h = 0, h2 = 0;
    EVENT_DESCRIPTOR desc;
    EVENT_DATA_DESCRIPTOR data[2];
    GUID activity = {1, 2, 3, {4, 5, 6, 7, 8, 9, 10, 11}};
    int value = 42;
    static const char traits[] = {0x0d, 0x00, 'd', 'e', 'n', 'o', 0, 0x03, 0x00, 0x01, 0, 0, 0};
    ULONG r;
    set_info_fn set_info;

    r = EventRegister(&provider, enable_cb, NULL, &h);
    printf("EventRegister=%lu handle nonzero=%d\n", r, h != 0);
    r = EventRegister(&provider, NULL, NULL, &h2);
    printf("again=%lu distinct=%d\n", r, h2 != 0 && h2 != h);
    printf("no handle pointer=%lu\n", EventRegister(&provider, NULL, NULL, NULL));
    printf("no provider id=%lu\n", EventRegister(NULL, NULL, NULL, &h2));
    /* Windows 8's; mingw-w64's import library lacks it */
    set_info = (set_info_fn)GetProcAddress(GetModuleHandleA("advapi32.dll"), "EventSetInformation");
    printf("EventSetInformation found=%d\n", set_info != NULL);
    printf("EventSetInformation(traits)=%lu\n",
           set_info(h, 2 /* EventProviderSetTraits */, (PVOID)traits, sizeof traits));
    EventDescCreate(&desc, 1, 0, 0, 4, 0, 0, 0);
    printf("EventEnabled=%d\n", EventEnabled(h, &desc));
    printf("EventProviderEnabled=%d\n", EventProviderEnabled(h, 4, 0));
    EventDataDescCreate(&data[0], &value, sizeof value);
    EventDataDescCreate(&data[1], "text", 5);
    printf("EventWrite=%lu\n", EventWrite(h, &desc, 2, data));
    printf("EventWrite (no data)=%lu\n", EventWrite(h, &desc, 0, NULL));
    printf("EventWriteTransfer=%lu\n", EventWriteTransfer(h, &desc, &activity, NULL, 2, data));
    printf("EventWriteString=%lu\n", EventWriteString(h, 4, 0, L"hello"));
    printf("enable callbacks=%d\n", callbacks);
    printf("EventUnregister=%lu\n", EventUnregister(h));
    printf("EventUnregister (second)=%lu\n", EventUnregister(h2));
    printf("done\n");
    return 0;
}
