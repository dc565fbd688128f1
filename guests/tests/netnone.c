/* MPR's WNet functions and NETAPI32's NetShareEnum on a machine with no network drives,
   no remembered connections and nothing shared: a drive letter or a path on a local
   drive is not connected (ERROR_NOT_CONNECTED 2250), a name that is no device
   ERROR_BAD_DEVICE (1200), the connected and remembered enumerations are empty
   (ERROR_NO_MORE_ITEMS 259), connecting a share finds no network (ERROR_NO_NETWORK 1222),
   WNetGetLastError has no provider error; NetShareEnum lists no share. */
#include <windows.h>
#include <winnetwk.h>
#include <lm.h>
#include <stdio.h>

int main(void)
{
    WCHAR buf[260];
    char abuf[260];
    BYTE big[1024];
    DWORD len, err, count, r;
    HANDLE h;
    NETRESOURCEW nr;
    LPBYTE shares = (LPBYTE)1;
    DWORD read = 7, total = 7;

    len = 260;
    r = WNetGetConnectionW(L"Z:", buf, &len);
    printf("WNetGetConnectionW Z: %lu last %lu len %lu\n", r, GetLastError(), len);
    len = 260;
    printf("WNetGetConnectionW C: %lu\n", WNetGetConnectionW(L"C:", buf, &len));
    len = 260;
    printf("WNetGetConnectionA C: %lu\n", WNetGetConnectionA("C:", abuf, &len));
    len = 260;
    printf("WNetGetConnectionW foo: %lu\n", WNetGetConnectionW(L"foo", buf, &len));
    len = sizeof(big);
    r = WNetGetUniversalNameW(L"C:\\windows", UNIVERSAL_NAME_INFO_LEVEL, big, &len);
    printf("WNetGetUniversalNameW universal: %lu last %lu len %lu\n", r, GetLastError(), len);
    len = sizeof(big);
    printf("WNetGetUniversalNameW remote: %lu\n",
           WNetGetUniversalNameW(L"C:\\windows", REMOTE_NAME_INFO_LEVEL, big, &len));
    len = sizeof(big);
    printf("WNetGetUniversalNameA universal: %lu\n",
           WNetGetUniversalNameA("C:\\windows", UNIVERSAL_NAME_INFO_LEVEL, big, &len));
    len = sizeof(big);
    printf("WNetGetUniversalNameW level 3: %lu\n",
           WNetGetUniversalNameW(L"C:\\windows", 3, big, &len));

    r = WNetOpenEnumW(RESOURCE_CONNECTED, RESOURCETYPE_ANY, 0, NULL, &h);
    printf("WNetOpenEnumW connected: %lu\n", r);
    if (r == NO_ERROR) {
        count = (DWORD)-1; len = sizeof(big);
        r = WNetEnumResourceW(h, &count, big, &len);
        printf("WNetEnumResourceW: %lu count %lu\n", r, count);
        printf("WNetCloseEnum: %lu\n", WNetCloseEnum(h));
    }
    r = WNetOpenEnumW(RESOURCE_REMEMBERED, RESOURCETYPE_DISK, 0, NULL, &h);
    printf("WNetOpenEnumW remembered: %lu\n", r);
    if (r == NO_ERROR) {
        count = (DWORD)-1; len = sizeof(big);
        r = WNetEnumResourceW(h, &count, big, &len);
        printf("WNetEnumResourceW: %lu count %lu\n", r, count);
        printf("WNetCloseEnum: %lu\n", WNetCloseEnum(h));
    }

    memset(&nr, 0, sizeof(nr));
    nr.dwType = RESOURCETYPE_DISK;
    nr.lpLocalName = L"Q:";
    nr.lpRemoteName = L"\\\\server\\share";
    r = WNetAddConnection2W(&nr, NULL, NULL, 0);
    printf("WNetAddConnection2W: %lu last %lu\n", r, GetLastError());
    r = WNetCancelConnection2W(L"Q:", 0, TRUE);
    printf("WNetCancelConnection2W: %lu last %lu\n", r, GetLastError());
    printf("WNetCancelConnectionW: %lu\n", WNetCancelConnectionW(L"Q:", TRUE));

    err = 7;
    buf[0] = L'x';
    r = WNetGetLastErrorW(&err, buf, 260, buf + 100, 160);
    printf("WNetGetLastErrorW: %lu err %lu\n", r, err);

    r = NetShareEnum(NULL, 1, &shares, MAX_PREFERRED_LENGTH, &read, &total, NULL);
    printf("NetShareEnum: %lu read %lu total %lu buffer %s\n", r, read, total,
           shares ? "set" : "NULL");
    if (r == NERR_Success && shares) NetApiBufferFree(shares);
    return 0;
}
