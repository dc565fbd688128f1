/*
 * k32conf.c - test guest for the KERNEL32 families added for Wine's conformance tests
 * (test/win32/kernel/test_kernel32_conformance.py). One mode per run, "/mode NAME"; each
 * step prints one line.
 *
 *   /mode clock    GetSystemPowerStatus; SetSystemTime/SetLocalTime (valid and invalid
 *                  dates); Get/SetSystemTimeAdjustment; GetSystemTimes (NULLs, idle <=
 *                  kernel); GetSystemTimePreciseAsFileTime and NtQuerySystemTime against
 *                  GetSystemTimeAsFileTime; QueryUnbiasedInterruptTime and
 *                  RtlQueryUnbiasedInterruptTime (NULL); NtGetTickCount;
 *                  GetDynamicTimeZoneInformation and GetTimeZoneInformationForYear (the
 *                  own zone, an unknown key); a zone without transition dates converting
 *                  with SystemTimeToTzSpecificLocalTime (its StandardBias ignored).
 *   /mode env      SetEnvironmentStringsW (replacing the block, bad blocks, a value with
 *                  '='), SetEnvironmentStringsA; NeedCurrentDirectoryForExePathA/W.
 *   /mode volume   GetVolumeNameForVolumeMountPointA/W (C:\, a small buffer, no
 *                  backslash, a folder, a missing drive), GetDiskFreeSpaceA on the GUID
 *                  path, GetVolumePathNamesForVolumeNameA, FindFirstVolumeA /
 *                  FindNextVolumeA / FindVolumeClose.
 *   /mode comm     BuildCommDCBA/W and BuildCommDCBAndTimeoutsA on new-form, old-form and
 *                  bad strings; CreateFileA("COM1"); GetCommState & co. on a file handle
 *                  and a bad handle.
 *   /mode mailslot CreateMailslotA (bad names, a duplicate), GetMailslotInfo,
 *                  SetMailslotInfo, a client's writes, whole-message reads, a small
 *                  buffer, a read time-out, ReadFile/WriteFile on the wrong end.
 *   /mode calendar GetCalendarInfoA/W/Ex: numbers, names, pictures, sizes and errors.
 *   /mode atoms    GlobalGetAtomNameA/W and GetAtomNameA/W with small buffers, atom 0,
 *                  integer atoms.
 *   /mode utf7     WideCharToMultiByte / MultiByteToWideChar with CP_UTF7: directly
 *                  encoded characters, "+-", runs, short buffers, ill-formed input.
 *   /mode sddl     ConvertStringSecurityDescriptorToSecurityDescriptorA/W (bytes of the
 *                  descriptor, sizes, bad strings and revisions) and back with
 *                  ConvertSecurityDescriptorToStringSecurityDescriptorA/W;
 *                  ImpersonateSelf / RevertToSelf.
 *   /mode dos83    CheckNameLegalDOS8Dot3A/W: legal and illegal names, spaces, the OEM
 *                  buffer, NULL arguments.
 *   /mode search   SetSearchPathMode (bad and permanent modes) and SearchPath's order;
 *                  SetDllDirectoryW / GetDllDirectoryW, AddDllDirectory /
 *                  RemoveDllDirectory; RtlGetSearchPath, RtlGetExePath, LdrGetDllPath
 *                  (paths printed lower-case, the program's folder as <app>);
 *                  GetTempPathW clearing the rest of the buffer.
 *   /mode inistruct WritePrivateProfileStructA (the stored text), GetPrivateProfileStructA
 *                  (right and wrong sizes, a bad checksum, bad hex), deleting with NULL;
 *                  GetPrivateProfileStringA / WritePrivateProfileStringA with "" as the file.
 *
 * The expected lines in test/win32/kernel/test_kernel32_conformance.py are this exe's
 * output under Wine 8 (xvfb-run -a wine k32conf.exe /mode NAME), except where a comment
 * there says why not.
 */
#define _WIN32_WINNT 0x0A00
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <sddl.h>

static void whex(const char *what, const WCHAR *w, int n)
{
    int i;
    printf("%s:", what);
    for (i = 0; i < n; i++) printf(" %04x", w[i]);
    printf("\n");
}

static ULONGLONG ft64(const FILETIME *ft)
{
    return ((ULONGLONG)ft->dwHighDateTime << 32) | ft->dwLowDateTime;
}

/* ---------------------------------------------------------------------------------- */
static void mode_clock(void)
{
    SYSTEM_POWER_STATUS ps;
    SYSTEMTIME st;
    FILETIME idle, kern, user, ft1, ft2;
    DWORD adj, inc;
    BOOL dis, ok;
    ULONGLONG t;
    LARGE_INTEGER li;
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    NTSTATUS (WINAPI *pNtQuerySystemTime)(LARGE_INTEGER *) = (void *)GetProcAddress(nt, "NtQuerySystemTime");
    BOOL (WINAPI *pRtlQUIT)(ULONGLONG *) = (void *)GetProcAddress(nt, "RtlQueryUnbiasedInterruptTime");
    ULONG (WINAPI *pNtGetTickCount)(void) = (void *)GetProcAddress(nt, "NtGetTickCount");
    DYNAMIC_TIME_ZONE_INFORMATION dtzi;
    TIME_ZONE_INFORMATION tzi, tzi2;
    DWORD id1, id2;
    SYSTEMTIME utc, local;

    memset(&ps, 0x23, sizeof(ps));
    ok = GetSystemPowerStatus(&ps);
    printf("GetSystemPowerStatus=%d ac=%u flag=%u percent=%u reserved=%u life=%ld full=%ld\n", ok,
           ps.ACLineStatus, ps.BatteryFlag, ps.BatteryLifePercent, ps.Reserved1,
           (long)ps.BatteryLifeTime, (long)ps.BatteryFullLifeTime);

    GetSystemTime(&st);
    SetLastError(0xdeadbeef);
    ok = SetSystemTime(&st);
    printf("SetSystemTime(now)=%d err=%lu\n", ok, GetLastError());
    st.wMonth = 13;
    SetLastError(0xdeadbeef);
    ok = SetSystemTime(&st);
    printf("SetSystemTime(month 13)=%d err=%lu\n", ok, GetLastError());
    GetLocalTime(&st);
    SetLastError(0xdeadbeef);
    ok = SetLocalTime(&st);
    printf("SetLocalTime(now)=%d err=%lu\n", ok, GetLastError());

    ok = GetSystemTimeAdjustment(&adj, &inc, &dis);
    printf("GetSystemTimeAdjustment=%d adj==inc=%d inc>0=%d disabled=%d\n", ok, adj == inc, inc > 0, dis);
    SetLastError(0xdeadbeef);
    ok = SetSystemTimeAdjustment(0, TRUE);
    printf("SetSystemTimeAdjustment=%d err=%lu\n", ok, GetLastError());

    printf("GetSystemTimes(NULLs)=%d\n", GetSystemTimes(NULL, NULL, NULL));
    memset(&idle, 0x11, sizeof(idle));
    memset(&kern, 0x11, sizeof(kern));
    memset(&user, 0x11, sizeof(user));
    ok = GetSystemTimes(&idle, &kern, &user);
    printf("GetSystemTimes=%d idle<=kernel=%d written=%d\n", ok, ft64(&idle) <= ft64(&kern),
           ft64(&user) != 0x1111111111111111ULL);

    GetSystemTimeAsFileTime(&ft1);
    GetSystemTimePreciseAsFileTime(&ft2);
    printf("precise-system<1s=%d\n", ft64(&ft2) - ft64(&ft1) < 10000000);
    pNtQuerySystemTime(&li);
    GetSystemTimeAsFileTime(&ft1);
    printf("NtQuerySystemTime<=system=%d close=%d\n", (ULONGLONG)li.QuadPart <= ft64(&ft1),
           ft64(&ft1) - (ULONGLONG)li.QuadPart < 10000000);
    SetLastError(0xdeadbeef);
    printf("QueryUnbiasedInterruptTime=%d\n", QueryUnbiasedInterruptTime(&t));
    ok = QueryUnbiasedInterruptTime(NULL);
    printf("QueryUnbiasedInterruptTime(NULL)=%d err=%lu\n", ok, GetLastError());
    printf("RtlQueryUnbiasedInterruptTime=%d\n", pRtlQUIT(&t));
    SetLastError(0xdeadbeef);
    ok = pRtlQUIT(NULL);
    printf("RtlQueryUnbiasedInterruptTime(NULL)=%d err=%lu\n", ok, GetLastError());
    printf("NtGetTickCount-GetTickCount<1000=%d\n", pNtGetTickCount() - GetTickCount() < 1000);

    id1 = GetDynamicTimeZoneInformation(&dtzi);
    id2 = GetTimeZoneInformation(&tzi);
    printf("GetDynamicTimeZoneInformation id same=%d bias same=%d std name same=%d key set=%d\n",
           id1 == id2, dtzi.Bias == tzi.Bias, !lstrcmpW(dtzi.StandardName, tzi.StandardName),
           dtzi.TimeZoneKeyName[0] != 0);
    GetLocalTime(&st);
    ok = GetTimeZoneInformationForYear(st.wYear, NULL, &tzi2);
    printf("GetTimeZoneInformationForYear(own)=%d bias same=%d\n", ok, tzi.Bias == tzi2.Bias);
    ok = GetTimeZoneInformationForYear(st.wYear, &dtzi, &tzi2);
    printf("GetTimeZoneInformationForYear(own key)=%d bias same=%d\n", ok, tzi.Bias == tzi2.Bias);
    memset(&dtzi, 0, sizeof(dtzi));
    lstrcpyW(dtzi.TimeZoneKeyName, L"No Such Standard Time");
    SetLastError(0xdeadbeef);
    ok = GetTimeZoneInformationForYear(2015, &dtzi, &tzi2);
    printf("GetTimeZoneInformationForYear(unknown)=%d err=%lu\n", ok, GetLastError());

    memset(&tzi, 0, sizeof(tzi));
    tzi.Bias = -60;
    tzi.StandardBias = -123;
    tzi.DaylightBias = 456;
    memset(&utc, 0, sizeof(utc));
    utc.wYear = 2020; utc.wMonth = 6; utc.wDay = 15; utc.wHour = 12;
    ok = SystemTimeToTzSpecificLocalTime(&tzi, &utc, &local);
    printf("SystemTimeToTzSpecificLocalTime(no dates)=%d %02u:%02u\n", ok, local.wHour, local.wMinute);
    ok = TzSpecificLocalTimeToSystemTime(&tzi, &local, &utc);
    printf("TzSpecificLocalTimeToSystemTime(no dates)=%d %02u:%02u\n", ok, utc.wHour, utc.wMinute);
}

/* ---------------------------------------------------------------------------------- */
static void show_env(const char *name)
{
    char buf[64];
    DWORD n = GetEnvironmentVariableA(name, buf, sizeof(buf));
    printf("  %s=%s\n", name, n ? buf : "(unset)");
}

static void mode_env(void)
{
    WCHAR block[64];
    WCHAR *old;
    BOOL ok;

    SetEnvironmentVariableA("k32a", "one");
    SetEnvironmentVariableA("k32b", "two");
    old = GetEnvironmentStringsW();
    memcpy(block, L"k32a=uno\0k32c=tres\0", sizeof(L"k32a=uno\0k32c=tres\0"));
    ok = SetEnvironmentStringsW(block);
    printf("SetEnvironmentStringsW(new)=%d unchanged=%d\n", ok,
           !memcmp(block, L"k32a=uno\0k32c=tres\0", sizeof(L"k32a=uno\0k32c=tres\0")));
    show_env("k32a");
    show_env("k32b");
    show_env("k32c");
    ok = SetEnvironmentStringsW(old);
    printf("SetEnvironmentStringsW(old)=%d\n", ok);
    show_env("k32a");
    show_env("k32b");
    show_env("k32c");
    memcpy(block, L"novalue\0", sizeof(L"novalue\0"));
    SetLastError(0xdeadbeef);
    ok = SetEnvironmentStringsW(block);
    printf("SetEnvironmentStringsW(no '=')=%d err=%lu\n", ok, GetLastError());
    show_env("k32a");
    memcpy(block, L"=x\0", sizeof(L"=x\0"));
    SetLastError(0xdeadbeef);
    ok = SetEnvironmentStringsW(block);
    printf("SetEnvironmentStringsW(=x)=%d err=%lu\n", ok, GetLastError());
    memcpy(block, L"one=two=three four\0", sizeof(L"one=two=three four\0"));
    ok = SetEnvironmentStringsW(block);
    printf("SetEnvironmentStringsW(one=two=...)=%d\n", ok);
    show_env("one");
    show_env("k32a");
    ok = SetEnvironmentStringsW(old);
    printf("SetEnvironmentStringsW(old)=%d\n", ok);
    show_env("k32a");
    FreeEnvironmentStringsW(old);

    SetEnvironmentVariableA("NoDefaultCurrentDirectoryInExePath", NULL);
    printf("NeedCurrentDirectoryForExePathA(.)=%d (c:\\)=%d (cmd.exe)=%d\n",
           NeedCurrentDirectoryForExePathA("."), NeedCurrentDirectoryForExePathA("c:\\"),
           NeedCurrentDirectoryForExePathA("cmd.exe"));
    SetEnvironmentVariableA("NoDefaultCurrentDirectoryInExePath", "x");
    printf("NeedCurrentDirectoryForExePathA(.)=%d (c:\\)=%d (cmd.exe)=%d W(a\\b)=%d W(b)=%d\n",
           NeedCurrentDirectoryForExePathA("."), NeedCurrentDirectoryForExePathA("c:\\"),
           NeedCurrentDirectoryForExePathA("cmd.exe"), NeedCurrentDirectoryForExePathW(L"a\\b"),
           NeedCurrentDirectoryForExePathW(L"b"));
    SetEnvironmentVariableA("NoDefaultCurrentDirectoryInExePath", NULL);
}

/* ---------------------------------------------------------------------------------- */
static void mode_volume(void)
{
    char vol[MAX_PATH], vol2[MAX_PATH], names[64];
    WCHAR volw[MAX_PATH];
    DWORD spc, bps, fc, tc, need;
    BOOL ok;
    HANDLE h;

    CreateDirectoryA("C:\\k32vol", NULL);
    ok = GetVolumeNameForVolumeMountPointA("C:\\", vol, sizeof(vol));
    printf("GetVolumeNameForVolumeMountPointA(C:\\)=%d prefix=%d len=%d tail=%c\n", ok,
           !strncmp(vol, "\\\\?\\Volume{", 11), (int)strlen(vol), vol[strlen(vol) - 1]);
    ok = GetVolumeNameForVolumeMountPointW(L"c:\\", volw, MAX_PATH);
    WideCharToMultiByte(CP_ACP, 0, volw, -1, vol2, sizeof(vol2), NULL, NULL);
    printf("GetVolumeNameForVolumeMountPointW(c:\\)=%d same=%d\n", ok, !strcmp(vol, vol2));
    SetLastError(0xdeadbeef);
    ok = GetVolumeNameForVolumeMountPointA("C:\\", vol2, 10);
    printf("GetVolumeNameForVolumeMountPointA(10)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = GetVolumeNameForVolumeMountPointA("C:", vol2, sizeof(vol2));
    printf("GetVolumeNameForVolumeMountPointA(C:)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = GetVolumeNameForVolumeMountPointA("C:\\k32vol\\", vol2, sizeof(vol2));
    printf("GetVolumeNameForVolumeMountPointA(folder)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = GetVolumeNameForVolumeMountPointA("Q:\\", vol2, sizeof(vol2));
    printf("GetVolumeNameForVolumeMountPointA(Q:\\)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = GetVolumeNameForVolumeMountPointA(vol, vol2, sizeof(vol2));
    printf("GetVolumeNameForVolumeMountPointA(itself)=%d err=%lu\n", ok, GetLastError());
    ok = GetDiskFreeSpaceA(vol, &spc, &bps, &fc, &tc);
    printf("GetDiskFreeSpaceA(volume)=%d\n", ok);
    memset(names, 'x', sizeof(names));
    need = 0;
    ok = GetVolumePathNamesForVolumeNameA(vol, names, sizeof(names), &need);
    printf("GetVolumePathNamesForVolumeNameA=%d first=%s need=%lu\n", ok, names, need);
    need = 0;
    SetLastError(0xdeadbeef);
    ok = GetVolumePathNamesForVolumeNameA(vol, names, 2, &need);
    printf("GetVolumePathNamesForVolumeNameA(2)=%d err=%lu need=%lu\n", ok, GetLastError(), need);
    SetLastError(0xdeadbeef);
    ok = GetVolumePathNamesForVolumeNameA("C:\\", names, sizeof(names), &need);
    printf("GetVolumePathNamesForVolumeNameA(C:\\)=%d err=%lu\n", ok, GetLastError());
    h = FindFirstVolumeA(vol2, sizeof(vol2));
    printf("FindFirstVolumeA ok=%d prefix=%d\n", h != INVALID_HANDLE_VALUE,
           !strncmp(vol2, "\\\\?\\Volume{", 11));
    while (FindNextVolumeA(h, vol2, sizeof(vol2)))
        ;
    printf("FindNextVolumeA end err=%lu\n", GetLastError());
    printf("FindVolumeClose=%d\n", FindVolumeClose(h));
    {   /* GetVolumePathName: the mount point a path lies under */
        static const char *paths[] = {"C:\\k32vol\\missing.txt", "c:\\k32vol", "C:\\",
                                      "C:", "k32vol\\x", "\\k32vol", "C:\\..\\k32vol"};
        unsigned k;
        WCHAR wbuf[MAX_PATH];
        for (k = 0; k < sizeof paths / sizeof paths[0]; k++) {
            memset(vol2, 'x', sizeof(vol2));
            SetLastError(0xdeadbeef);
            ok = GetVolumePathNameA(paths[k], vol2, sizeof(vol2));
            printf("GetVolumePathNameA(%s)=%d %s err=%lu\n", paths[k], ok, ok ? vol2 : "-",
                   ok ? 0 : GetLastError());
        }
        SetLastError(0xdeadbeef);
        ok = GetVolumePathNameA("C:\\k32vol", vol2, 3);
        printf("GetVolumePathNameA(3 chars)=%d err=%lu\n", ok, ok ? 0 : GetLastError());
        SetLastError(0xdeadbeef);
        ok = GetVolumePathNameA("", vol2, sizeof(vol2));
        printf("GetVolumePathNameA(empty)=%d err=%lu\n", ok, ok ? 0 : GetLastError());
        ok = GetVolumePathNameW(L"C:\\k32vol\\a\\b", wbuf, MAX_PATH);
        printf("GetVolumePathNameW=%d same=%d\n", ok, ok && !lstrcmpW(wbuf, L"C:\\"));
    }
    RemoveDirectoryA("C:\\k32vol");
}

/* ---------------------------------------------------------------------------------- */
static void show_dcb(const char *what, const char *s, BOOL ok, const DCB *d)
{
    printf("%s(\"%s\")=%d err=%lu baud=%lu bits=%u,%u,%u,%u,%u,%u,%u,%u,%u byte=%u par=%u stop=%u\n",
           what, s, ok, ok ? 0 : GetLastError(), d->BaudRate, d->fBinary, d->fParity, d->fOutxCtsFlow,
           d->fOutxDsrFlow, d->fDtrControl, d->fDsrSensitivity, d->fOutX, d->fInX, d->fRtsControl,
           d->ByteSize, d->Parity, d->StopBits);
}

static void mode_comm(void)
{
    static const char *strings[] = {
        "baud=9600 parity=e data=5 stop=1 xon=on odsr=off octs=off dtr=on rts=on idsr=on",
        "baud=1200 parity=M data=6 stop=2", "dtr=hs rts=tg", "dtr=off rts=hs", "rts=tg",
        "stop=1.5", "data=6 stop=1.5",
        "Baud=110 Data=8", "data=4", "parity=no", "stop=3", " baud=9600", "baud=9600,data=8",
        "96,n,8,1", "11,E,7,2,x", "19 , s , 5 , 1.5 , p", "96,N,8,1 to=on", "96,N,8,1,K",
        "COM1:baud=38400", "COM1 : 24,o,7,1", "COM0:9600,N,8,1", "xon=maybe",
    };
    COMMTIMEOUTS to;
    DCB d;
    WCHAR w[128];
    BOOL ok;
    HANDLE h, f;
    DWORD e;
    unsigned i;

    for (i = 0; i < sizeof(strings) / sizeof(strings[0]); i++) {
        memset(&d, 0, sizeof(d));
        SetLastError(0xdeadbeef);
        ok = BuildCommDCBA(strings[i], &d);
        show_dcb("A", strings[i], ok, &d);
        memset(&d, 0xff, sizeof(d));
        MultiByteToWideChar(CP_ACP, 0, strings[i], -1, w, 128);
        SetLastError(0xdeadbeef);
        ok = BuildCommDCBW(w, &d);
        show_dcb("W/ff", strings[i], ok, &d);
    }
    memset(&to, 0xff, sizeof(to));
    memset(&d, 0, sizeof(d));
    ok = BuildCommDCBAndTimeoutsA("baud=9600 to=on", &d, &to);
    printf("AndTimeouts(to=on)=%d %lu %lu %lu %lu %lu\n", ok, to.ReadIntervalTimeout,
           to.ReadTotalTimeoutMultiplier, to.ReadTotalTimeoutConstant,
           to.WriteTotalTimeoutMultiplier, to.WriteTotalTimeoutConstant);
    memset(&to, 0xff, sizeof(to));
    ok = BuildCommDCBAndTimeoutsA("baud=9600 to=off", &d, &to);
    printf("AndTimeouts(to=off)=%d %lu %lu\n", ok, to.ReadIntervalTimeout, to.WriteTotalTimeoutConstant);
    memset(&to, 0x11, sizeof(to));
    ok = BuildCommDCBAndTimeoutsA("baud=9600", &d, &to);
    printf("AndTimeouts(none)=%d untouched=%d\n", ok, to.WriteTotalTimeoutConstant == 0x11111111);

    SetLastError(0xdeadbeef);
    h = CreateFileA("COM1", GENERIC_READ | GENERIC_WRITE, 0, NULL, OPEN_EXISTING, FILE_FLAG_OVERLAPPED, NULL);
    printf("CreateFileA(COM1) ok=%d err=%lu\n", h != INVALID_HANDLE_VALUE, GetLastError());
    if (h != INVALID_HANDLE_VALUE) CloseHandle(h);
    f = CreateFileA("k32comm.txt", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    SetLastError(0xdeadbeef);
    ok = GetCommState(f, &d);
    printf("GetCommState(file)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = SetCommMask(f, EV_RXCHAR);
    printf("SetCommMask(file)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = ClearCommError(f, &e, NULL);
    printf("ClearCommError(file)=%d err=%lu\n", ok, GetLastError());
    CloseHandle(f);
    DeleteFileA("k32comm.txt");
    SetLastError(0xdeadbeef);
    ok = GetCommState((HANDLE)0x1234, &d);
    printf("GetCommState(bad handle)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = SetupComm((HANDLE)0x1234, 1024, 1024);
    printf("SetupComm(bad handle)=%d err=%lu\n", ok, GetLastError());
}

/* ---------------------------------------------------------------------------------- */
static const char slotname[] = "\\\\.\\mailslot\\k32conf_slot";

static void slot_info(HANDLE s)
{
    DWORD mx = 7, next = 7, count = 7, to = 7;
    BOOL ok = GetMailslotInfo(s, &mx, &next, &count, &to);
    printf("  GetMailslotInfo=%d max=%lu next=%ld count=%lu timeout=%ld\n", ok, mx, (long)next, count, (long)to);
}

static void mode_mailslot(void)
{
    HANDLE s, s2, w1, w2;
    char buf[16];
    DWORD n, t;
    BOOL ok;

    SetLastError(0xdeadbeef);
    ok = GetMailslotInfo(INVALID_HANDLE_VALUE, NULL, NULL, NULL, NULL);
    printf("GetMailslotInfo(invalid)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    s = CreateMailslotA("blah", 0, 0, NULL);
    printf("CreateMailslotA(blah) ok=%d err=%lu\n", s != INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0xdeadbeef);
    s = CreateMailslotA(NULL, 0, 0, NULL);
    printf("CreateMailslotA(NULL) ok=%d err=%lu\n", s != INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0xdeadbeef);
    w1 = CreateFileA(slotname, GENERIC_WRITE, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    printf("CreateFileA(no slot) ok=%d err=%lu\n", w1 != INVALID_HANDLE_VALUE, GetLastError());

    s = CreateMailslotA(slotname, 8, 0, NULL);
    printf("CreateMailslotA ok=%d\n", s != INVALID_HANDLE_VALUE);
    slot_info(s);
    SetLastError(0xdeadbeef);
    s2 = CreateMailslotA(slotname, 0, 0, NULL);
    printf("CreateMailslotA(again) ok=%d err=%lu\n", s2 != INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0xdeadbeef);
    ok = ReadFile(s, buf, sizeof(buf), &n, NULL);
    printf("ReadFile(empty)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = WriteFile(s, "x", 1, &n, NULL);
    printf("WriteFile(slot)=%d err=%lu\n", ok, GetLastError());

    w1 = CreateFileA(slotname, GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    w2 = CreateFileA(slotname, GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    printf("clients ok=%d,%d\n", w1 != INVALID_HANDLE_VALUE, w2 != INVALID_HANDLE_VALUE);
    SetLastError(0xdeadbeef);
    ok = ReadFile(w1, buf, sizeof(buf), &n, NULL);
    printf("ReadFile(client)=%d err=%lu\n", ok, GetLastError());
    ok = WriteFile(w1, "abc", 3, &n, NULL);
    printf("WriteFile(abc)=%d n=%lu\n", ok, n);
    slot_info(s);
    ok = WriteFile(w2, "defgh", 5, &n, NULL);
    printf("WriteFile(defgh)=%d n=%lu\n", ok, n);
    slot_info(s);
    SetLastError(0xdeadbeef);
    n = 99;
    ok = ReadFile(s, buf, 2, &n, NULL);
    printf("ReadFile(2 bytes)=%d err=%lu n=%lu\n", ok, ok ? 0 : GetLastError(), n);
    memset(buf, 0, sizeof(buf));
    ok = ReadFile(s, buf, sizeof(buf), &n, NULL);
    printf("ReadFile=%d n=%lu \"%s\"\n", ok, n, buf);
    slot_info(s);
    memset(buf, 0, sizeof(buf));
    ok = ReadFile(s, buf, sizeof(buf), &n, NULL);
    printf("ReadFile=%d n=%lu \"%s\"\n", ok, n, buf);
    slot_info(s);
    ok = SetMailslotInfo(s, 300);
    printf("SetMailslotInfo(300)=%d\n", ok);
    slot_info(s);
    t = GetTickCount();
    SetLastError(0xdeadbeef);
    ok = ReadFile(s, buf, sizeof(buf), &n, NULL);
    t = GetTickCount() - t;
    printf("ReadFile(timeout)=%d err=%lu waited>=250=%d\n", ok, GetLastError(), t >= 250);
    CloseHandle(w1);
    CloseHandle(w2);
    CloseHandle(s);
    SetLastError(0xdeadbeef);
    w1 = CreateFileA(slotname, GENERIC_WRITE, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    printf("CreateFileA(after close) ok=%d err=%lu\n", w1 != INVALID_HANDLE_VALUE, GetLastError());
}

/* ---------------------------------------------------------------------------------- */
static void mode_calendar(void)
{
    static const CALTYPE types[] = {
        CAL_ICALINTVALUE, CAL_SCALNAME, CAL_SSHORTDATE, CAL_SLONGDATE, CAL_SDAYNAME1,
        CAL_SDAYNAME7, CAL_SABBREVDAYNAME1, CAL_SMONTHNAME1, CAL_SMONTHNAME12, CAL_SMONTHNAME13,
        CAL_SABBREVMONTHNAME5, CAL_SYEARMONTH, CAL_SSHORTESTDAYNAME1, CAL_SSHORTESTDAYNAME7,
        CAL_SMONTHDAY,
    };
    char buf[64];
    WCHAR w[64];
    DWORD v;
    int ret, i;

    ret = GetCalendarInfoA(0x0409, CAL_GREGORIAN, CAL_ITWODIGITYEARMAX | CAL_RETURN_NUMBER, NULL, 0, &v);
    printf("ITWODIGITYEARMAX number A ret=%d in range=%d\n", ret, v >= 2000 && v < 2100);
    ret = GetCalendarInfoW(0x0409, CAL_GREGORIAN, CAL_ITWODIGITYEARMAX | CAL_RETURN_NUMBER, NULL, 0, &v);
    printf("ITWODIGITYEARMAX number W ret=%d\n", ret);
    ret = GetCalendarInfoA(0x0409, CAL_GREGORIAN, CAL_ITWODIGITYEARMAX, buf, sizeof(buf), NULL);
    printf("ITWODIGITYEARMAX string ret=%d same=%d\n", ret, (DWORD)atoi(buf) == v);
    SetLastError(0xdeadbeef);
    ret = GetCalendarInfoA(0x0409, CAL_GREGORIAN, CAL_ITWODIGITYEARMAX | CAL_RETURN_NUMBER, NULL, 0, NULL);
    printf("number, NULL value ret=%d err=%lu\n", ret, GetLastError());
    ret = GetCalendarInfoA(0x0409, CAL_GREGORIAN, CAL_ICALINTVALUE | CAL_RETURN_NUMBER, NULL, 0, &v);
    printf("ICALINTVALUE number ret=%d v=%lu\n", ret, v);
    for (i = 0; i < (int)(sizeof(types) / sizeof(types[0])); i++) {
        memset(buf, 0, sizeof(buf));
        ret = GetCalendarInfoA(LOCALE_USER_DEFAULT, CAL_GREGORIAN, types[i], buf, sizeof(buf), NULL);
        printf("0x%02lx: ret=%d \"%s\" size0=%d\n", types[i], ret, buf,
               GetCalendarInfoA(LOCALE_USER_DEFAULT, CAL_GREGORIAN, types[i], NULL, 0, NULL));
    }
    SetLastError(0xdeadbeef);
    ret = GetCalendarInfoA(0x0409, CAL_GREGORIAN, CAL_SDAYNAME1, buf, 3, NULL);
    printf("small buffer ret=%d err=%lu\n", ret, GetLastError());
    ret = GetCalendarInfoW(0x0409, CAL_GREGORIAN, CAL_SMONTHNAME2, w, 64, NULL);
    WideCharToMultiByte(CP_ACP, 0, w, -1, buf, sizeof(buf), NULL, NULL);
    printf("W SMONTHNAME2 ret=%d \"%s\"\n", ret, buf);
    ret = GetCalendarInfoEx(L"en-US", CAL_GREGORIAN, NULL, CAL_SABBREVDAYNAME3, w, 64, NULL);
    WideCharToMultiByte(CP_ACP, 0, w, -1, buf, sizeof(buf), NULL, NULL);
    printf("Ex SABBREVDAYNAME3 ret=%d \"%s\"\n", ret, buf);
}

/* ---------------------------------------------------------------------------------- */
static void mode_atoms(void)
{
    char buf[16];
    WCHAR w[16];
    ATOM g, l;
    UINT n;

    g = GlobalAddAtomA("foobar");
    l = AddAtomA("foobar");
    memset(buf, '.', sizeof(buf));
    SetLastError(0xdeadbeef);
    n = GlobalGetAtomNameA(g, buf, 4);
    printf("GlobalGetAtomNameA(4)=%u err=%lu buf=%.6s\n", n, GetLastError(), buf);
    memset(w, '.', sizeof(w));
    SetLastError(0xdeadbeef);
    n = GlobalGetAtomNameW(g, w, 4);
    printf("GlobalGetAtomNameW(4)=%u err=%lx\n", n, GetLastError());
    whex("  w", w, 6);
    memset(buf, '.', sizeof(buf));
    SetLastError(0xdeadbeef);
    n = GetAtomNameA(l, buf, 4);
    printf("GetAtomNameA(4)=%u err=%lx buf=%.6s\n", n, GetLastError(), buf);
    memset(w, '.', sizeof(w));
    SetLastError(0xdeadbeef);
    n = GetAtomNameW(l, w, 4);
    printf("GetAtomNameW(4)=%u err=%lx\n", n, GetLastError());
    whex("  w", w, 6);
    SetLastError(0xdeadbeef);
    n = GetAtomNameA(1234, buf, 3);
    printf("GetAtomNameA(#1234, 3)=%u err=%lu\n", n, GetLastError());
    SetLastError(0xdeadbeef);
    n = GetAtomNameW(1234, w, 3);
    printf("GetAtomNameW(#1234, 3)=%u err=%lu\n", n, GetLastError());
    n = GetAtomNameA(1234, buf, sizeof(buf));
    printf("GetAtomNameA(#1234)=%u %s\n", n, buf);
    SetLastError(0xdeadbeef);
    n = GlobalGetAtomNameA(0, buf, sizeof(buf));
    printf("GlobalGetAtomNameA(0)=%u err=%lu\n", n, GetLastError());
    SetLastError(0xdeadbeef);
    n = GetAtomNameW(0, w, 16);
    printf("GetAtomNameW(0)=%u err=%lu\n", n, GetLastError());
    GlobalDeleteAtom(g);
    DeleteAtom(l);
}

/* ---------------------------------------------------------------------------------- */
static void enc(const WCHAR *s, int n, int room)
{
    char out[64];
    int len;
    memset(out, '#', sizeof(out));
    SetLastError(0xdeadbeef);
    len = WideCharToMultiByte(CP_UTF7, 0, s, n, room ? out : NULL, room, NULL, NULL);
    {
        char *end = memchr(out, '#', sizeof(out));
        int shown = room ? (int)(end ? end - out : 0) : 0, i;
        printf("enc(%d,%d)=%d err=%lu:", n, room, len, len ? 0 : GetLastError());
        for (i = 0; i < shown; i++) printf(out[i] >= 0x20 && out[i] < 0x7f ? " %c" : " \\%02x", (unsigned char)out[i]);
        printf("\n");
    }
}

static void dec(const char *s, int n, int room)
{
    WCHAR out[32];
    int len, i;
    for (i = 0; i < 32; i++) out[i] = 0x2323;
    SetLastError(0xdeadbeef);
    len = MultiByteToWideChar(CP_UTF7, 0, s, n, room ? out : NULL, room);
    printf("dec(%d,%d,%d)=%d err=%lu:", (int)strlen(s), n, room, len, len ? 0 : GetLastError());
    for (i = 0; i < 10 && out[i] != 0x2323; i++) printf(" %04x", out[i]);
    printf("\n");
}

static void mode_utf7(void)
{
    enc(L"hello", -1, 32);
    enc(L"a+b", -1, 32);
    enc(L" \x4f60 ", -1, 32);
    enc(L"\x4f60\x597d\x5417", -1, 32);
    enc(L"\x4f60\x597d\x5417", -1, 0);
    enc(L"\x4f60\x597d\x5417", -1, 9);
    enc(L"\x4f60", -1, 4);
    enc(L"\x4f60\x0001", -1, 4);
    enc(L"+", -1, 1);
    enc(L"a~b!c@d", -1, 32);
    enc(L"tab\there\r\n", -1, 32);
    dec("+T2BZfQ-", -1, 32);
    dec("+T2BZfQ-", -1, 1);
    dec("+T-+T-hi", -1, 32);
    dec("+T2B-+T2BZ-ok", -1, 32);
    dec("+T2BZ-\x82\xfe", -1, 32);
    dec("+-x+", -1, 32);
    dec("+Bx+AAA", -1, 32);
    dec("+B\x90+AAA", -1, 32);
    dec("+ +AAA", -1, 32);
    dec("+T2BZfQ-", 4, 32);
    dec("+", 1, 32);
    dec("plain~text", -1, 32);
}

/* ---------------------------------------------------------------------------------- */
static void sddl_round(const char *text, DWORD info)
{
    PSECURITY_DESCRIPTOR sd = NULL;
    ULONG size = 0;
    char *back = NULL;
    ULONG len = 0;
    BOOL ok;
    SetLastError(0xdeadbeef);
    ok = ConvertStringSecurityDescriptorToSecurityDescriptorA(text, SDDL_REVISION_1, &sd, &size);
    printf("parse(\"%s\")=%d err=%lu size=%lu\n", text, ok, ok ? 0 : GetLastError(), ok ? size : 0);
    if (!ok) return;
    printf("  length=%lu", GetSecurityDescriptorLength(sd));
    {
        const unsigned char *b = sd;
        ULONG i;
        printf(" bytes:");
        for (i = 0; i < size; i++) printf("%02x", b[i]);
        printf("\n");
    }
    ok = ConvertSecurityDescriptorToStringSecurityDescriptorA(sd, SDDL_REVISION_1, info, &back, &len);
    printf("  back=%d \"%s\" len=%lu\n", ok, ok ? back : "", ok ? len : 0);
    if (ok) LocalFree(back);
    LocalFree(sd);
}

static void mode_sddl(void)
{
    PSECURITY_DESCRIPTOR sd;
    WCHAR *wback;
    ULONG len;
    BOOL ok;
    HANDLE tok;

    sddl_round("D:PAI(A;;0x1200a9;;;WD)", DACL_SECURITY_INFORMATION);
    sddl_round("O:BAG:SYD:(A;OICI;FA;;;BA)(D;;GW;;;WD)", OWNER_SECURITY_INFORMATION |
               GROUP_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION);
    sddl_round("D:(A;;GRGX;;;AU)(A;CI;KR;;;BU)", DACL_SECURITY_INFORMATION);
    sddl_round("O:S-1-5-21-1-2-3-1001D:(A;;FR;;;S-1-5-32-545)", OWNER_SECURITY_INFORMATION |
               DACL_SECURITY_INFORMATION);
    sddl_round("D:NO_ACCESS_CONTROL", DACL_SECURITY_INFORMATION);
    sddl_round("D:", DACL_SECURITY_INFORMATION);
    sddl_round("O:BA", OWNER_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION);
    sddl_round("O:BAG:SY", OWNER_SECURITY_INFORMATION);
    sddl_round("D:(A;;FA;;;XX)", DACL_SECURITY_INFORMATION);
    sddl_round("D:(Q;;FA;;;WD)", DACL_SECURITY_INFORMATION);
    sddl_round("bogus", DACL_SECURITY_INFORMATION);
    SetLastError(0xdeadbeef);
    ok = ConvertStringSecurityDescriptorToSecurityDescriptorA("D:", 2, &sd, NULL);
    printf("revision 2=%d err=%lu\n", ok, GetLastError());
    ok = ConvertStringSecurityDescriptorToSecurityDescriptorW(L"G:WDD:(A;;GA;;;WD)", SDDL_REVISION_1, &sd, NULL);
    printf("W parse=%d\n", ok);
    ok = ConvertSecurityDescriptorToStringSecurityDescriptorW(sd, SDDL_REVISION_1,
        GROUP_SECURITY_INFORMATION | DACL_SECURITY_INFORMATION, &wback, &len);
    {
        char a[128];
        WideCharToMultiByte(CP_ACP, 0, wback, -1, a, sizeof(a), NULL, NULL);
        printf("W back=%d \"%s\" len=%lu\n", ok, a, len);
    }
    LocalFree(wback);
    LocalFree(sd);

    ok = ImpersonateSelf(SecurityImpersonation);
    printf("ImpersonateSelf=%d\n", ok);
    ok = OpenThreadToken(GetCurrentThread(), TOKEN_QUERY, TRUE, &tok);
    printf("OpenThreadToken(impersonating)=%d\n", ok);
    if (ok) CloseHandle(tok);
    printf("RevertToSelf=%d\n", RevertToSelf());
    SetLastError(0xdeadbeef);
    ok = OpenThreadToken(GetCurrentThread(), TOKEN_QUERY, TRUE, &tok);
    printf("OpenThreadToken(reverted)=%d err=%lu\n", ok, GetLastError());
}

/* ---------------------------------------------------------------------------------- */
static void show_file(const char *name)
{
    char buf[128];
    DWORD n = 0, i;
    HANDLE h = CreateFileA(name, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    if (h == INVALID_HANDLE_VALUE) { printf("  (no file)\n"); return; }
    ReadFile(h, buf, sizeof(buf), &n, NULL);
    CloseHandle(h);
    printf("  file:");
    for (i = 0; i < n; i++) printf(buf[i] == '\r' ? "\\r" : buf[i] == '\n' ? "\\n" : "%c", buf[i]);
    printf("\n");
}

static void mode_inistruct(void)
{
    static const char ini[] = "C:\\k32struct.ini";
    char buf[16], out[32];
    BOOL ok;
    DWORD n;

    DeleteFileA(ini);
    SetLastError(0xdeadbeef);
    ok = GetPrivateProfileStructA("s", "key", buf, 7, ini);
    printf("Get(no file)=%d err=%lu\n", ok, GetLastError());
    ok = WritePrivateProfileStructA("s", "key", (void *)"abacus", 7, ini);
    printf("Write(abacus)=%d\n", ok);
    show_file(ini);
    memset(buf, 0, sizeof(buf));
    ok = GetPrivateProfileStructA("s", "key", buf, 7, ini);
    printf("Get(7)=%d \"%s\"\n", ok, buf);
    SetLastError(0xdeadbeef);
    ok = GetPrivateProfileStructA("s", "key", buf, 6, ini);
    printf("Get(6)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = GetPrivateProfileStructA("s", "key", buf, 8, ini);
    printf("Get(8)=%d err=%lu\n", ok, GetLastError());
    WritePrivateProfileStringA("s", "key", "636163747573006F", ini);
    SetLastError(0xdeadbeef);
    ok = GetPrivateProfileStructA("s", "key", buf, 7, ini);
    printf("Get(bad checksum)=%d err=%lu\n", ok, GetLastError());
    WritePrivateProfileStringA("s", "key", "6361637475730083", ini);
    memset(buf, 0, sizeof(buf));
    ok = GetPrivateProfileStructA("s", "key", buf, 7, ini);
    printf("Get(cactus)=%d \"%s\"\n", ok, buf);
    WritePrivateProfileStringA("s", "key", "636163747573008Q", ini);
    SetLastError(0xdeadbeef);
    ok = GetPrivateProfileStructA("s", "key", buf, 7, ini);
    printf("Get(bad hex)=%d err=%lu\n", ok, GetLastError());
    ok = WritePrivateProfileStructA("s", "key", NULL, 7, ini);
    printf("Write(NULL)=%d\n", ok);
    show_file(ini);
    DeleteFileA(ini);

    strcpy(out, "kumquat");
    n = GetPrivateProfileStringA("section1", "name1", "default", out, sizeof(out), "");
    printf("GetPrivateProfileStringA(\"\")=%lu \"%s\"\n", n, out);
    SetLastError(0xdeadbeef);
    ok = WritePrivateProfileStringA("App", "key", "string", "");
    printf("WritePrivateProfileStringA(\"\")=%d err=%lu\n", ok, GetLastError());
}

/* ---------------------------------------------------------------------------------- */
static void mode_dos83(void)
{
    static const char *names[] = {
        "C:\\a.txt", "b\\a.txt", "alongfilename.txt", "test.est.txt", "test.txttxt", "",
        "!#$%&'().-@^", "testtest.txt", "t", "test est.txt", ".", "..", "a+b.txt", "abc.",
        ".txt", "a;b", "UPPER.TXT",
    };
    char oem[16];
    WCHAR w[32];
    BOOL ok, legal, space;
    unsigned i;

    SetLastError(0xdeadbeef);
    ok = CheckNameLegalDOS8Dot3A(NULL, NULL, 0, NULL, &legal);
    printf("A(NULL)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = CheckNameLegalDOS8Dot3A("a.txt", NULL, 0, NULL, NULL);
    printf("A(no is_legal)=%d err=%lu\n", ok, GetLastError());
    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        legal = space = 7;
        ok = CheckNameLegalDOS8Dot3A(names[i], NULL, 0, &space, &legal);
        printf("A(\"%s\")=%d legal=%d space=%d", names[i], ok, legal, legal ? space : -1);
        MultiByteToWideChar(CP_ACP, 0, names[i], -1, w, 32);
        legal = space = 7;
        ok = CheckNameLegalDOS8Dot3W(w, NULL, 0, &space, &legal);
        printf(" W=%d legal=%d space=%d\n", ok, legal, legal ? space : -1);
    }
    memset(oem, '#', sizeof(oem));
    ok = CheckNameLegalDOS8Dot3A("abc.txt", oem, sizeof(oem), NULL, &legal);
    printf("A(oem)=%d legal=%d oem=%.7s next=%c\n", ok, legal, oem, oem[7]);
}

/* ---------------------------------------------------------------------------------- */
static char app[MAX_PATH];

static void show_path(const char *what, NTSTATUS st, const WCHAR *p)
{
    char a[1024], *hit;
    WideCharToMultiByte(CP_ACP, 0, p ? p : L"", -1, a, sizeof(a), NULL, NULL);
    CharLowerA(a);
    printf("%s=%lx ", what, (unsigned long)st);
    for (hit = a; *hit; ) {
        size_t k = strlen(app);
        /* the program's folder as a whole entry: at the start or after a ';', up to ';' */
        if ((hit == a || hit[-1] == ';') && !strncmp(hit, app, k) && (!hit[k] || hit[k] == ';')) {
            printf("<app>");
            hit += k;
        }
        else putchar(*hit++);
    }
    printf("\n");
}

static void mode_search(void)
{
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    NTSTATUS (WINAPI *pRtlGetSearchPath)(WCHAR **) = (void *)GetProcAddress(nt, "RtlGetSearchPath");
    NTSTATUS (WINAPI *pRtlGetExePath)(const WCHAR *, WCHAR **) = (void *)GetProcAddress(nt, "RtlGetExePath");
    void (WINAPI *pRtlReleasePath)(WCHAR *) = (void *)GetProcAddress(nt, "RtlReleasePath");
    NTSTATUS (WINAPI *pLdrGetDllPath)(const WCHAR *, ULONG, WCHAR **, WCHAR **) = (void *)GetProcAddress(nt, "LdrGetDllPath");
    char buf[MAX_PATH], cwd[MAX_PATH], tmp[MAX_PATH], *p;
    WCHAR wbuf[64], *path, *unk;
    DWORD n, i;
    NTSTATUS st;
    BOOL ok;
    DLL_DIRECTORY_COOKIE cookie;
    HANDLE h;

    GetModuleFileNameA(NULL, app, sizeof(app));
    if ((p = strrchr(app, '\\'))) *p = 0;
    CharLowerA(app);
    SetEnvironmentVariableA("PATH", "foo");
    SetEnvironmentVariableA("NoDefaultCurrentDirectoryInExePath", NULL);

    SetLastError(0xdeadbeef);
    ok = SetSearchPathMode(0);
    printf("SetSearchPathMode(0)=%d err=%lu\n", ok, GetLastError());
    SetLastError(0xdeadbeef);
    ok = SetSearchPathMode(BASE_SEARCH_PATH_PERMANENT);
    printf("SetSearchPathMode(PERMANENT)=%d err=%lu\n", ok, GetLastError());
    GetCurrentDirectoryA(MAX_PATH, cwd);
    GetTempPathA(MAX_PATH, tmp);
    strcat(tmp, "k32srch");
    CreateDirectoryA(tmp, NULL);
    SetCurrentDirectoryA(tmp);
    h = CreateFileA("k32probe.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    n = SearchPathA(NULL, "k32probe.txt", NULL, MAX_PATH, buf, NULL);
    printf("SearchPathA(probe, default) found=%d in cwd=%d\n", n > 0, n > 0 && strstr(buf, "k32srch") != NULL);
    printf("SetSearchPathMode(ENABLE)=%d\n", SetSearchPathMode(BASE_SEARCH_PATH_ENABLE_SAFE_SEARCHMODE));
    n = SearchPathA(NULL, "k32probe.txt", NULL, MAX_PATH, buf, NULL);
    printf("SearchPathA(probe, safe) found=%d in cwd=%d\n", n > 0, n > 0 && strstr(buf, "k32srch") != NULL);
    printf("SetSearchPathMode(DISABLE)=%d\n", SetSearchPathMode(BASE_SEARCH_PATH_DISABLE_SAFE_SEARCHMODE));
    SetLastError(0xdeadbeef);
    ok = SetSearchPathMode(BASE_SEARCH_PATH_DISABLE_SAFE_SEARCHMODE | BASE_SEARCH_PATH_PERMANENT);
    printf("SetSearchPathMode(DISABLE|PERMANENT)=%d err=%lu\n", ok, GetLastError());
    printf("SetSearchPathMode(ENABLE|PERMANENT)=%d\n",
           SetSearchPathMode(BASE_SEARCH_PATH_ENABLE_SAFE_SEARCHMODE | BASE_SEARCH_PATH_PERMANENT));
    SetLastError(0xdeadbeef);
    ok = SetSearchPathMode(BASE_SEARCH_PATH_DISABLE_SAFE_SEARCHMODE);
    printf("SetSearchPathMode(DISABLE) locked=%d err=%lu\n", ok, GetLastError());
    printf("SetSearchPathMode(ENABLE|PERMANENT) again=%d\n",
           SetSearchPathMode(BASE_SEARCH_PATH_ENABLE_SAFE_SEARCHMODE | BASE_SEARCH_PATH_PERMANENT));
    DeleteFileA("k32probe.txt");
    SetCurrentDirectoryA(cwd);
    RemoveDirectoryA(tmp);

    n = GetDllDirectoryW(64, wbuf);
    printf("GetDllDirectoryW(unset)=%lu empty=%d\n", n, !wbuf[0]);
    ok = SetDllDirectoryW(L"C:\\");
    n = GetDllDirectoryW(64, wbuf);
    printf("SetDllDirectoryW(C:\\)=%d get=%lu\n", ok, n);
    SetLastError(0xdeadbeef);
    n = GetDllDirectoryW(2, wbuf);
    printf("GetDllDirectoryW(2)=%lu\n", n);
    st = pRtlGetSearchPath(&path);
    show_path("RtlGetSearchPath(dll dir)", st, path);
    pRtlReleasePath(path);
    st = pLdrGetDllPath(NULL, 0, &path, &unk);
    show_path("LdrGetDllPath(0, dll dir)", st, path);
    pRtlReleasePath(path);
    st = pRtlGetExePath(L"foo", &path);
    show_path("RtlGetExePath(foo, dll dir)", st, path);
    pRtlReleasePath(path);
    SetDllDirectoryW(NULL);
    st = pRtlGetSearchPath(&path);
    show_path("RtlGetSearchPath", st, path);
    pRtlReleasePath(path);
    SetEnvironmentVariableA("NoDefaultCurrentDirectoryInExePath", "1");
    st = pRtlGetExePath(L"foo", &path);
    show_path("RtlGetExePath(foo, NoDefault)", st, path);
    pRtlReleasePath(path);
    st = pRtlGetExePath(L"\\foo", &path);
    show_path("RtlGetExePath(\\foo, NoDefault)", st, path);
    pRtlReleasePath(path);
    SetEnvironmentVariableA("NoDefaultCurrentDirectoryInExePath", NULL);
    unk = (WCHAR *)0xdeadbeef;
    st = pLdrGetDllPath(NULL, LOAD_LIBRARY_SEARCH_SYSTEM32, &path, &unk);
    show_path("LdrGetDllPath(SYSTEM32)", st, path);
    printf("  unknown=%p\n", unk);
    pRtlReleasePath(path);
    st = pLdrGetDllPath(NULL, LOAD_LIBRARY_SEARCH_APPLICATION_DIR, &path, &unk);
    show_path("LdrGetDllPath(APPLICATION_DIR)", st, path);
    pRtlReleasePath(path);
    st = pLdrGetDllPath(L"foo", LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR, &path, &unk);
    printf("LdrGetDllPath(foo, DLL_LOAD_DIR)=%lx\n", (unsigned long)st);
    st = pLdrGetDllPath(L"c:\\temp\\foo.dll", LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR, &path, &unk);
    show_path("LdrGetDllPath(c:\\temp\\foo.dll, DLL_LOAD_DIR)", st, path);
    pRtlReleasePath(path);
    st = pLdrGetDllPath(L"temp\\foo", LOAD_WITH_ALTERED_SEARCH_PATH, &path, &unk);
    show_path("LdrGetDllPath(temp\\foo, ALTERED)", st, path);
    pRtlReleasePath(path);
    st = pLdrGetDllPath(L"c:\\temp\\foo", LOAD_WITH_ALTERED_SEARCH_PATH | LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR, &path, &unk);
    printf("LdrGetDllPath(ALTERED|DLL_LOAD_DIR)=%lx\n", (unsigned long)st);
    SetLastError(0xdeadbeef);
    cookie = AddDllDirectory(L"relative");
    printf("AddDllDirectory(relative)=%d err=%lu\n", cookie != 0, GetLastError());
    cookie = AddDllDirectory(L"C:\\");
    printf("AddDllDirectory(C:\\)=%d\n", cookie != 0);
    st = pLdrGetDllPath(NULL, LOAD_LIBRARY_SEARCH_USER_DIRS, &path, &unk);
    show_path("LdrGetDllPath(USER_DIRS)", st, path);
    pRtlReleasePath(path);
    printf("RemoveDllDirectory=%d\n", RemoveDllDirectory(cookie));
    SetLastError(0xdeadbeef);
    ok = RemoveDllDirectory(cookie);
    printf("RemoveDllDirectory(again)=%d err=%lu\n", ok, GetLastError());

    for (i = 0; i < 64; i++) wbuf[i] = 'a';
    n = GetTempPathW(64, wbuf);
    for (i = n + 1; i < 64 && !wbuf[i]; i++) ;
    printf("GetTempPathW cleared to end=%d\n", i == 64);
    for (i = 0; i < 64; i++) wbuf[i] = 'a';
    n = GetTempPathW(3, wbuf);
    printf("GetTempPathW(3) cleared=%d untouched=%d\n", !wbuf[0] && !wbuf[1] && !wbuf[2], wbuf[3] == 'a');
}

int main(int argc, char **argv)
{
    const char *mode = argc > 2 ? argv[2] : "";
    if (!strcmp(mode, "clock")) mode_clock();
    else if (!strcmp(mode, "env")) mode_env();
    else if (!strcmp(mode, "volume")) mode_volume();
    else if (!strcmp(mode, "comm")) mode_comm();
    else if (!strcmp(mode, "mailslot")) mode_mailslot();
    else if (!strcmp(mode, "calendar")) mode_calendar();
    else if (!strcmp(mode, "atoms")) mode_atoms();
    else if (!strcmp(mode, "utf7")) mode_utf7();
    else if (!strcmp(mode, "sddl")) mode_sddl();
    else if (!strcmp(mode, "inistruct")) mode_inistruct();
    else if (!strcmp(mode, "dos83")) mode_dos83();
    else if (!strcmp(mode, "search")) mode_search();
    else printf("unknown mode\n");
    return 0;
}
