/*
 * k32census.c - test guest for the KERNEL32 families of the issue 23 census
 * (test/win32/kernel/test_kernel32_census.py). One mode per run, "/mode NAME"; each step prints one line.
 *
 *   /mode modules  DisableThreadLibraryCalls, GetModuleHandleEx (by name, by address,
 *                  bad flags), EnumResourceTypes/Names/Languages over k32census.rc's
 *                  resources (and a callback that stops early).
 *   /mode locks    SRW locks (try, shared, exclusive across threads), condition
 *                  variables with a critical section and an SRW lock (two sleeping threads
 *                  woken by WakeAll, one by Wake, a timeout), InitOnce (ExecuteOnce, a
 *                  failing callback, Begin/Complete, CHECK_ONLY), CreateEventExW,
 *                  CreateSemaphoreExW, CreateMutexExW, SleepEx and the *Ex waits.
 *   /mode mapping  CreateFileMapping over a file (views read it, FlushViewOfFile and
 *                  UnmapViewOfFile write changes back, a larger writable section grows the
 *                  file) and over the paging file (named, reopened with OpenFileMapping);
 *                  the documented failures.
 *   /mode compare  CompareStringA/W/Ex/Ordinal (case, accents, word sort, counts,
 *                  errors); LocaleNameToLCID, LCIDToLocaleName, IsValidLocale,
 *                  EnumSystemLocalesEx (whether en-US is offered).
 *   /mode io       DuplicateHandle, CreatePipe (read, broken pipe, no reader),
 *                  ReadFile/WriteFile with an OVERLAPPED on a synchronous handle,
 *                  GetOverlappedResult, CancelIoEx, GetFileInformationByHandle,
 *                  LockFile/UnlockFile(Ex), DeviceIoControl, GetVolumeInformationA.
 *   /mode debugbreak  DebugBreak under an unhandled-exception filter that ends the process.
 *   /mode console  AllocConsole, VerifyConsoleIoHandle, the console input functions on an
 *                  input nobody types into, SetConsoleMode.
 *   /mode misc     thread priority and description, OpenThread, processor number,
 *                  GetNativeSystemInfo, GlobalMemoryStatusEx, ReadProcessMemory,
 *                  VirtualQueryEx, GetSystemWow64DirectoryW, GetComputerNameExA/W; SetConsoleCtrlHandler, SetStdHandle.
 *   /mode atoms    global and local atoms: add (case-insensitive, counted), find, names,
 *                  integer atoms, delete, the errors.
 *   /mode pool     the thread pool: work submitted three times, a simple callback with
 *                  SetEventWhenCallbackReturns, QueueUserWorkItem, a periodic timer, a wait
 *                  satisfied and one timing out, a private pool through an environment.
 *   /mode paths    SearchPathA, GetShortPathNameA, GetLongPathNameA/W, CreateHardLinkA
 *                  (link count), CreateSymbolicLinkW, DosDateTimeToFileTime and back.
 *   /mode memfile  LocalAlloc/LocalReAlloc/LocalSize/LocalLock/LocalUnlock/LocalFlags,
 *                  GlobalReAlloc; OpenFile (create, exist, parse, delete, missing),
 *                  _lcreat, _lwrite, _llseek, _lread, _lopen, _lclose.
 *   /mode toolhelp the process and module lists (toolhelp snapshots, K32EnumProcesses,
 *                  K32EnumProcessModules, K32GetModuleBaseNameW, K32GetModuleFileNameExW,
 *                  K32GetModuleInformation) and activation contexts from a manifest file.
 *
 * Test hooks: the expected lines in test/win32/kernel/test_kernel32_census.py are this exe's output under Wine 8
 * (xvfb-run -a wine k32census.exe /mode NAME).
 */
#define _WIN32_WINNT 0x0601
#define PSAPI_VERSION 2
#include <windows.h>
#include <tlhelp32.h>
#include <psapi.h>
#include <stdio.h>
#include <string.h>

static void show_res(const char *what, LPCSTR p)
{
    if (IS_INTRESOURCE(p))
        printf("%s #%u\n", what, (unsigned)(ULONG_PTR)p);
    else
        printf("%s %s\n", what, p);
}

static BOOL CALLBACK type_cb(HMODULE m, LPSTR type, LONG_PTR param)
{
    show_res("type", type);
    return TRUE;
}

static BOOL CALLBACK name_cb(HMODULE m, LPCSTR type, LPSTR name, LONG_PTR param)
{
    show_res("name", name);
    return --*(int *)param > 0;
}

static BOOL CALLBACK name_cbw(HMODULE m, LPCWSTR type, LPWSTR name, LONG_PTR param)
{
    if (IS_INTRESOURCE(name))
        printf("wname #%u\n", (unsigned)(ULONG_PTR)name);
    else
        printf("wname %ls\n", name);
    return TRUE;
}

static BOOL CALLBACK lang_cb(HMODULE m, LPCSTR type, LPCSTR name, WORD lang, LONG_PTR param)
{
    printf("lang %04x\n", lang);
    return TRUE;
}

static void modules_mode(void)
{
    HMODULE h = (HMODULE)1, self = GetModuleHandleA(NULL);
    HMODULE k32 = GetModuleHandleA("kernel32.dll");
    int n;
    BOOL ok;

    SetLastError(0);
    ok = DisableThreadLibraryCalls(self);
    printf("DisableThreadLibraryCalls(self)=%d error=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = DisableThreadLibraryCalls((HMODULE)0x12340000);
    printf("DisableThreadLibraryCalls(bad)=%d error=%lu\n", ok, GetLastError());
    ok = GetModuleHandleExA(0, NULL, &h);
    printf("GetModuleHandleExA(NULL)=%d self=%d\n", ok, h == self);
    ok = GetModuleHandleExA(GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT, "KERNEL32", &h);
    printf("GetModuleHandleExA(KERNEL32)=%d same=%d\n", ok, h == k32);
    ok = GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS |
                            GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                            (LPCWSTR)modules_mode, &h);
    printf("GetModuleHandleExW(from address)=%d self=%d\n", ok, h == self);
    SetLastError(0);
    h = (HMODULE)1;
    ok = GetModuleHandleExA(GET_MODULE_HANDLE_EX_FLAG_PIN |
                            GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT, NULL, &h);
    printf("GetModuleHandleExA(bad flags)=%d error=%lu h=%p\n", ok, GetLastError(), h);
    SetLastError(0);
    ok = GetModuleHandleExA(0, "nosuch_census.dll", &h);
    printf("GetModuleHandleExA(nosuch)=%d error=%lu h=%p\n", ok, GetLastError(), h);

    printf("EnumResourceTypesA=%d\n", EnumResourceTypesA(NULL, type_cb, 0));
    n = 100;
    printf("EnumResourceNamesA(RCDATA)=%d\n", EnumResourceNamesA(NULL, RT_RCDATA, name_cb, (LONG_PTR)&n));
    n = 2;
    SetLastError(0);
    ok = EnumResourceNamesA(self, RT_RCDATA, name_cb, (LONG_PTR)&n);
    printf("EnumResourceNamesA(stop after 2)=%d error=%lu\n", ok, GetLastError());
    printf("EnumResourceNamesW(MYTYPE)=%d\n", EnumResourceNamesW(NULL, L"mytype", name_cbw, 0));
    SetLastError(0);
    ok = EnumResourceNamesA(NULL, RT_BITMAP, name_cb, (LONG_PTR)&n);
    printf("EnumResourceNamesA(BITMAP)=%d error=%lu\n", ok, GetLastError());
    printf("EnumResourceLanguagesA(#3)=%d\n",
           EnumResourceLanguagesA(NULL, RT_RCDATA, MAKEINTRESOURCEA(3), lang_cb, 0));
    SetLastError(0);
    ok = EnumResourceLanguagesA(NULL, RT_RCDATA, "NOPE", lang_cb, 0);
    printf("EnumResourceLanguagesA(NOPE)=%d error=%lu\n", ok, GetLastError());
}

static SRWLOCK g_srw = SRWLOCK_INIT;
static CRITICAL_SECTION g_cs;
static CONDITION_VARIABLE g_cv = CONDITION_VARIABLE_INIT;
static CONDITION_VARIABLE g_cv2 = CONDITION_VARIABLE_INIT;
static volatile LONG g_go, g_awake, g_counter, g_ready;
static INIT_ONCE g_once = INIT_ONCE_STATIC_INIT;
static int g_once_calls;

static DWORD WINAPI cs_sleeper(void *p)
{
    EnterCriticalSection(&g_cs);
    g_ready++;
    while (!g_go)
        SleepConditionVariableCS(&g_cv, &g_cs, INFINITE);
    g_awake++;
    LeaveCriticalSection(&g_cs);
    return 0;
}

static DWORD WINAPI srw_sleeper(void *p)
{
    AcquireSRWLockShared(&g_srw);
    g_ready++;
    while (!g_go)
        SleepConditionVariableSRW(&g_cv2, &g_srw, INFINITE, CONDITION_VARIABLE_LOCKMODE_SHARED);
    g_awake++;
    ReleaseSRWLockShared(&g_srw);
    return 0;
}

static DWORD WINAPI srw_adder(void *p)
{
    int i;
    for (i = 0; i < 300; i++) {
        AcquireSRWLockExclusive(&g_srw);
        LONG v = g_counter;
        Sleep(0);
        g_counter = v + 1;
        ReleaseSRWLockExclusive(&g_srw);
    }
    return 0;
}

static BOOL CALLBACK once_cb(PINIT_ONCE once, PVOID param, PVOID *ctx)
{
    g_once_calls++;
    if (param)
        return FALSE;
    *ctx = (PVOID)0x1000;
    return TRUE;
}

static void join(HANDLE *t, int n)
{
    WaitForMultipleObjects(n, t, TRUE, INFINITE);
    while (n--)
        CloseHandle(t[n]);
}

static void locks_mode(void)
{
    SRWLOCK l = SRWLOCK_INIT;
    HANDLE t[3], h[2];
    void *ctx = NULL;
    BOOL ok, pending = 7;
    INIT_ONCE once2;
    DWORD r, r2;
    BOOL a, b;

    a = TryAcquireSRWLockExclusive(&l);
    b = TryAcquireSRWLockShared(&l);
    printf("try excl=%d try shared=%d\n", a, b);
    ReleaseSRWLockExclusive(&l);
    a = TryAcquireSRWLockShared(&l);
    b = TryAcquireSRWLockShared(&l);
    printf("shared twice=%d %d excl=%d\n", a, b, TryAcquireSRWLockExclusive(&l));
    ReleaseSRWLockShared(&l);
    ReleaseSRWLockShared(&l);
    printf("after release excl=%d\n", TryAcquireSRWLockExclusive(&l));

    t[0] = CreateThread(NULL, 0, srw_adder, NULL, 0, NULL);
    t[1] = CreateThread(NULL, 0, srw_adder, NULL, 0, NULL);
    join(t, 2);
    printf("srw counter=%ld\n", g_counter);

    InitializeCriticalSection(&g_cs);
    InitializeConditionVariable(&g_cv);
    t[0] = CreateThread(NULL, 0, cs_sleeper, NULL, 0, NULL);
    t[1] = CreateThread(NULL, 0, cs_sleeper, NULL, 0, NULL);
    while (g_ready < 2)
        Sleep(1);
    EnterCriticalSection(&g_cs);
    g_go = 1;
    WakeAllConditionVariable(&g_cv);
    LeaveCriticalSection(&g_cs);
    join(t, 2);
    printf("cs sleepers awake=%ld\n", g_awake);

    g_go = g_ready = g_awake = 0;
    t[0] = CreateThread(NULL, 0, srw_sleeper, NULL, 0, NULL);
    while (g_ready < 1)
        Sleep(1);
    AcquireSRWLockExclusive(&g_srw);
    g_go = 1;
    ReleaseSRWLockExclusive(&g_srw);
    WakeConditionVariable(&g_cv2);
    join(t, 1);
    printf("srw sleeper awake=%ld\n", g_awake);

    EnterCriticalSection(&g_cs);
    SetLastError(0);
    ok = SleepConditionVariableCS(&g_cv, &g_cs, 20);
    printf("timed sleep=%d error=%lu\n", ok, GetLastError());
    LeaveCriticalSection(&g_cs);
    WakeConditionVariable(&g_cv);       /* nobody sleeps: nothing happens */

    ok = InitOnceExecuteOnce(&g_once, once_cb, NULL, &ctx);
    printf("ExecuteOnce=%d ctx=%p calls=%d\n", ok, ctx, g_once_calls);
    ctx = NULL;
    ok = InitOnceExecuteOnce(&g_once, once_cb, NULL, &ctx);
    printf("ExecuteOnce again=%d ctx=%p calls=%d\n", ok, ctx, g_once_calls);
    InitOnceInitialize(&once2);
    SetLastError(0);
    ok = InitOnceExecuteOnce(&once2, once_cb, (void *)1, &ctx);
    printf("ExecuteOnce failing=%d error=%lu calls=%d\n", ok, GetLastError(), g_once_calls);
    ok = InitOnceExecuteOnce(&once2, once_cb, (void *)1, &ctx);
    printf("ExecuteOnce failing again=%d calls=%d\n", ok, g_once_calls);
    InitOnceInitialize(&once2);
    SetLastError(0);
    ok = InitOnceBeginInitialize(&once2, INIT_ONCE_CHECK_ONLY, &pending, &ctx);
    printf("Begin(check only)=%d error=%lu\n", ok, GetLastError());
    ok = InitOnceBeginInitialize(&once2, 0, &pending, &ctx);
    printf("Begin=%d pending=%d\n", ok, pending);
    SetLastError(0);
    ok = InitOnceComplete(&once2, 0, (void *)0x2001);
    printf("Complete(unaligned)=%d error=%lu\n", ok, GetLastError());
    ok = InitOnceComplete(&once2, 0, (void *)0x2000);
    printf("Complete=%d\n", ok);
    ctx = NULL;
    ok = InitOnceBeginInitialize(&once2, 0, &pending, &ctx);
    printf("Begin after=%d pending=%d ctx=%p\n", ok, pending, ctx);
    SetLastError(0);
    ok = InitOnceComplete(&once2, 0, (void *)0x3000);
    printf("Complete again=%d error=%lu\n", ok, GetLastError());

    h[0] = CreateEventExW(NULL, NULL, CREATE_EVENT_MANUAL_RESET | CREATE_EVENT_INITIAL_SET,
                          EVENT_ALL_ACCESS);
    r = WaitForSingleObjectEx(h[0], 0, TRUE);
    r2 = WaitForSingleObjectEx(h[0], 0, FALSE);
    printf("manual event waits=%lu %lu\n", r, r2);
    CloseHandle(h[0]);
    h[0] = CreateEventExW(NULL, NULL, CREATE_EVENT_INITIAL_SET, EVENT_ALL_ACCESS);
    r = WaitForSingleObjectEx(h[0], 0, TRUE);
    r2 = WaitForSingleObjectEx(h[0], 0, FALSE);
    printf("auto event waits=%lu %lu\n", r, r2);
    h[1] = CreateSemaphoreExW(NULL, 1, 2, NULL, 0, SEMAPHORE_ALL_ACCESS);
    r = WaitForMultipleObjectsEx(2, h, FALSE, 0, TRUE);
    r2 = WaitForMultipleObjectsEx(2, h, FALSE, 10, TRUE);
    printf("semaphore multi wait=%lu then=%lu\n", r, r2);
    SetLastError(0);
    a = CreateSemaphoreExW(NULL, 3, 2, NULL, 0, SEMAPHORE_ALL_ACCESS) != NULL;
    printf("semaphore bad count=%d error=%lu\n", a, GetLastError());
    CloseHandle(h[0]);
    CloseHandle(h[1]);
    h[0] = CreateMutexExW(NULL, NULL, CREATE_MUTEX_INITIAL_OWNER, MUTEX_ALL_ACCESS);
    a = ReleaseMutex(h[0]);
    b = ReleaseMutex(h[0]);
    printf("mutex release=%d again=%d\n", a, b);
    CloseHandle(h[0]);
    printf("SleepEx=%lu\n", SleepEx(5, TRUE));
}

static void read_back(HANDLE f, const char *what)
{
    char buf[32] = {0};
    DWORD n = 0;
    SetFilePointer(f, 0, NULL, FILE_BEGIN);
    ReadFile(f, buf, 31, &n, NULL);
    printf("%s: file=%.*s\n", what, (int)n, buf);
}

static void mapping_mode(void)
{
    HANDLE f, m, m2;
    char *v, *v2;
    DWORD n;
    BOOL ok;

    f = CreateFileA("C:\\census_map.txt", GENERIC_READ | GENERIC_WRITE, 0, NULL,
                    CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "hello world", 11, &n, NULL);
    m = CreateFileMappingA(f, NULL, PAGE_READWRITE, 0, 0, NULL);
    v = MapViewOfFile(m, FILE_MAP_ALL_ACCESS, 0, 0, 0);
    printf("view=%d text=%.11s\n", v != NULL, v);
    memcpy(v, "HELLO", 5);
    ok = FlushViewOfFile(v, 0);
    read_back(f, "after flush");
    memcpy(v + 6, "WORLD", 5);
    ok = UnmapViewOfFile(v + 3);
    printf("unmap inside=%d\n", ok);
    read_back(f, "after unmap");
    SetLastError(0);
    ok = UnmapViewOfFile(v);
    printf("unmap again=%d error=%lu\n", ok, GetLastError());
    SetLastError(0);
    v = MapViewOfFile(m, FILE_MAP_READ, 0, 4096, 0);
    printf("unaligned=%d error=%lu\n", v != NULL, GetLastError());
    CloseHandle(m);
    m = CreateFileMappingA(f, NULL, PAGE_READONLY, 0, 100, NULL);
    printf("readonly larger=%d error=%lu\n", m != NULL, GetLastError());
    m = CreateFileMappingA(f, NULL, PAGE_READWRITE, 0, 8192, NULL);
    printf("writable larger=%d size=%lu\n", m != NULL, GetFileSize(f, NULL));
    CloseHandle(m);
    m = CreateFileMappingA(f, NULL, PAGE_READONLY, 0, 0, NULL);
    SetLastError(0);
    v = MapViewOfFile(m, FILE_MAP_WRITE, 0, 0, 0);
    printf("write view of readonly=%d error=%lu\n", v != NULL, GetLastError());
    v = MapViewOfFile(m, FILE_MAP_READ, 0, 0, 16);
    v2 = MapViewOfFile(m, FILE_MAP_READ, 0, 0, 0);
    printf("two read views=%d %d same=%.5s %.5s\n", v != NULL, v2 != NULL, v, v2);
    UnmapViewOfFile(v);
    UnmapViewOfFile(v2);
    CloseHandle(m);
    CloseHandle(f);

    f = CreateFileA("C:\\census_empty.txt", GENERIC_READ | GENERIC_WRITE, 0, NULL,
                    CREATE_ALWAYS, 0, NULL);
    SetLastError(0);
    m = CreateFileMappingA(f, NULL, PAGE_READWRITE, 0, 0, NULL);
    printf("empty file=%d error=%lu\n", m != NULL, GetLastError());
    CloseHandle(f);
    DeleteFileA("C:\\census_empty.txt");

    SetLastError(0);
    m = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE, 0, 0, NULL);
    printf("pagefile size 0=%d error=%lu\n", m != NULL, GetLastError());
    m = CreateFileMappingW(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE, 0, 100000,
                           L"census_shared");
    printf("pagefile=%d error=%lu\n", m != NULL, GetLastError());
    v = MapViewOfFile(m, FILE_MAP_WRITE, 0, 0, 0);
    printf("zeroed=%d\n", v[0] == 0 && v[99999] == 0);
    strcpy(v + 65536, "shared text");
    UnmapViewOfFile(v);
    m2 = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE, 0, 100, "census_shared");
    printf("again=%d error=%lu\n", m2 != NULL, GetLastError());
    CloseHandle(m2);
    m2 = OpenFileMappingA(FILE_MAP_READ, FALSE, "census_shared");
    v = MapViewOfFile(m2, FILE_MAP_READ, 0, 65536, 0);
    printf("reopened=%d text=%s\n", m2 != NULL, v);
    UnmapViewOfFile(v);
    CloseHandle(m2);
    CloseHandle(m);
    SetLastError(0);
    m = OpenFileMappingA(FILE_MAP_READ, FALSE, "census_nosuch");
    printf("open nosuch=%d error=%lu\n", m != NULL, GetLastError());
}

static int g_enus_seen;
static DWORD g_enus_flags;

static BOOL CALLBACK locale_cb(LPWSTR name, DWORD flags, LPARAM param)
{
    if (!lstrcmpW(name, L"en-US")) {
        g_enus_seen++;
        g_enus_flags = flags;
    }
    return TRUE;
}

static void compare_mode(void)
{
    WCHAR buf[LOCALE_NAME_MAX_LENGTH];
    SYSTEMTIME st = {2024, 3, 0, 5, 14, 7, 9, 0};
    int r;

    printf("A abc/ABC=%d ignorecase=%d\n", CompareStringA(LOCALE_USER_DEFAULT, 0, "abc", -1, "ABC", -1),
           CompareStringA(LOCALE_USER_DEFAULT, NORM_IGNORECASE, "abc", -1, "ABC", -1));
    printf("A co-op/coop=%d stringsort=%d\n", CompareStringA(0x409, 0, "co-op", -1, "coop", -1),
           CompareStringA(0x409, SORT_STRINGSORT, "co-op", -1, "coop", -1));
    printf("A counts=%d %d\n", CompareStringA(0x409, 0, "abcX", 3, "abcY", 3),
           CompareStringA(0x409, 0, "abc", 2, "abd", -1));
    printf("W resume/accented=%d nonspace=%d\n",
           CompareStringW(LOCALE_USER_DEFAULT, 0, L"resume", -1, L"r\x00e9sum\x00e9", -1),
           CompareStringW(LOCALE_USER_DEFAULT, NORM_IGNORENONSPACE, L"resume", -1, L"r\x00e9sum\x00e9", -1));
    printf("W symbols=%d\n", CompareStringW(0x409, NORM_IGNORESYMBOLS, L"a.b,c", -1, L"abc", -1));
    printf("W width=%d\n", CompareStringW(0x409, NORM_IGNOREWIDTH, L"\xff21" L"b", -1, L"Ab", -1));
    printf("W a/B=%d 10/9=%d\n", CompareStringW(0x409, 0, L"a", -1, L"B", -1),
           CompareStringW(0x409, 0, L"10", -1, L"9", -1));
    SetLastError(0);
    r = CompareStringW(0x409, 0, NULL, -1, L"x", -1);
    printf("W null=%d error=%lu\n", r, GetLastError());
    SetLastError(0);
    r = CompareStringW(0x409, 0x100, L"x", -1, L"x", -1);
    printf("W bad flags=%d error=%lu\n", r, GetLastError());
    printf("Ex=%d %d\n", CompareStringEx(L"en-US", LINGUISTIC_IGNORECASE, L"Hello", -1, L"hello", -1, NULL, NULL, 0),
           CompareStringEx(NULL, 0, L"a", -1, L"b", -1, NULL, NULL, 0));
    printf("Ordinal=%d %d %d %d\n", CompareStringOrdinal(L"a", -1, L"B", -1, FALSE),
           CompareStringOrdinal(L"a", -1, L"B", -1, TRUE),
           CompareStringOrdinal(L"abc", 2, L"abd", 2, FALSE),
           CompareStringOrdinal(L"b", -1, L"abc", -1, FALSE));

    printf("LocaleNameToLCID=%04lx %04lx %04lx %04lx\n", LocaleNameToLCID(L"en-US", 0),
           LocaleNameToLCID(L"de-DE", 0), LocaleNameToLCID(L"", 0),
           LocaleNameToLCID(LOCALE_NAME_SYSTEM_DEFAULT, 0));
    SetLastError(0);
    r = LocaleNameToLCID(L"xx-NOPE", 0);
    printf("LocaleNameToLCID(bad)=%d error=%lu\n", r, GetLastError());
    r = LCIDToLocaleName(0x409, buf, LOCALE_NAME_MAX_LENGTH, 0);
    printf("LCIDToLocaleName=%d %ls\n", r, buf);
    r = LCIDToLocaleName(0x40c, buf, LOCALE_NAME_MAX_LENGTH, 0);
    printf("LCIDToLocaleName(fr)=%d %ls need=%d\n", r, buf, LCIDToLocaleName(0x40c, NULL, 0, 0));
    r = LCIDToLocaleName(LOCALE_USER_DEFAULT, buf, LOCALE_NAME_MAX_LENGTH, 0);
    printf("LCIDToLocaleName(user)=%d %ls\n", r, buf);
    SetLastError(0);
    r = LCIDToLocaleName(0x409, buf, 3, 0);
    printf("LCIDToLocaleName(small)=%d error=%lu\n", r, GetLastError());
    printf("IsValidLocale=%d %d %d\n", IsValidLocale(0x409, LCID_INSTALLED),
           IsValidLocale(0x409, LCID_SUPPORTED), IsValidLocale(0x1234, LCID_SUPPORTED));
    r = EnumSystemLocalesEx(locale_cb, LOCALE_WINDOWS, 0, NULL);
    printf("EnumSystemLocalesEx=%d en-US seen=%d flags=%lx\n", r, g_enus_seen, g_enus_flags);
    printf("defaults=%04lx %04lx %04x %04x %04x %04x %04lx %04x\n", GetUserDefaultLCID(),
           GetSystemDefaultLCID(), GetUserDefaultLangID(), GetSystemDefaultLangID(),
           GetUserDefaultUILanguage(), GetSystemDefaultUILanguage(), GetThreadLocale(),
           GetThreadUILanguage());
    r = GetUserDefaultLocaleName(buf, LOCALE_NAME_MAX_LENGTH);
    printf("GetUserDefaultLocaleName=%d %ls\n", r, buf);
    r = GetDateFormatEx(L"en-US", 0, &st, L"yyyy'-'MM'-'dd dddd", buf, LOCALE_NAME_MAX_LENGTH, NULL);
    printf("GetDateFormatEx=%d %ls need=%d\n", r, buf,
           GetDateFormatEx(L"en-US", 0, &st, L"yyyy", NULL, 0, NULL));
    r = GetTimeFormatEx(L"en-US", 0, &st, L"HH':'mm':'ss tt", buf, LOCALE_NAME_MAX_LENGTH);
    printf("GetTimeFormatEx=%d %ls\n", r, buf);
}

static void io_mode(void)
{
    HANDLE f, f2, d, r, w;
    char buf[64];
    DWORD n, serial, maxc, flags;
    OVERLAPPED ov;
    BY_HANDLE_FILE_INFORMATION i1, i2;
    BOOL ok;
    char fs[16], label[16];

    f = CreateFileA("C:\\census_io.txt", GENERIC_READ | GENERIC_WRITE,
                    FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "0123456789abcdef", 16, &n, NULL);
    ok = DuplicateHandle(GetCurrentProcess(), f, GetCurrentProcess(), &d, 0, FALSE,
                         DUPLICATE_SAME_ACCESS);
    printf("DuplicateHandle=%d distinct=%d\n", ok, d != f);
    memset(&ov, 0, sizeof ov);
    ov.Offset = 10;
    ov.hEvent = CreateEventA(NULL, TRUE, FALSE, NULL);
    memset(buf, 0, sizeof buf);
    ok = ReadFile(d, buf, 4, &n, &ov);
    printf("overlapped read=%d n=%lu text=%s internal=%lx high=%lu event=%lu\n", ok, n, buf,
           (DWORD)ov.Internal, (DWORD)ov.InternalHigh, WaitForSingleObject(ov.hEvent, 0));
    ok = GetOverlappedResult(d, &ov, &n, FALSE);
    printf("GetOverlappedResult=%d n=%lu pos=%lu\n", ok, n, SetFilePointer(d, 0, NULL, FILE_CURRENT));
    ov.Offset = 100;
    SetLastError(0);
    ok = ReadFile(d, buf, 4, &n, &ov);
    printf("overlapped read at eof=%d error=%lu internal=%lx\n", ok, GetLastError(), (DWORD)ov.Internal);
    SetLastError(0);
    ok = GetOverlappedResult(d, &ov, &n, TRUE);
    printf("GetOverlappedResult(eof)=%d error=%lu n=%lu\n", ok, GetLastError(), n);
    ov.Offset = 2;
    ok = WriteFile(f, "XY", 2, &n, &ov);
    printf("overlapped write=%d n=%lu high=%lu\n", ok, n, (DWORD)ov.InternalHigh);
    SetLastError(0);
    ok = CancelIoEx(f, NULL);
    printf("CancelIoEx=%d error=%lu\n", ok, GetLastError());
    CloseHandle(d);
    SetFilePointer(f, 0, NULL, FILE_BEGIN);
    memset(buf, 0, sizeof buf);
    ok = ReadFile(f, buf, 16, &n, NULL);
    printf("after closing duplicate read=%d text=%s\n", ok, buf);

    f2 = CreateFileA("C:\\census_io.txt", GENERIC_READ | GENERIC_WRITE,
                     FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    GetFileInformationByHandle(f, &i1);
    ok = GetFileInformationByHandle(f2, &i2);
    printf("info=%d attrs=%lx size=%lu links=%lu same index=%d same serial=%d\n", ok,
           i1.dwFileAttributes, i1.nFileSizeLow, i1.nNumberOfLinks,
           i1.nFileIndexLow == i2.nFileIndexLow && i1.nFileIndexHigh == i2.nFileIndexHigh,
           i1.dwVolumeSerialNumber == i2.dwVolumeSerialNumber);

    ok = LockFile(f, 4, 0, 4, 0);
    printf("LockFile=%d\n", ok);
    SetLastError(0);
    ok = LockFile(f, 6, 0, 1, 0);
    printf("LockFile overlapping own=%d error=%lu\n", ok, GetLastError());
    SetFilePointer(f2, 5, NULL, FILE_BEGIN);
    SetLastError(0);
    ok = ReadFile(f2, buf, 2, &n, NULL);
    printf("other handle read locked=%d error=%lu\n", ok, GetLastError());
    SetFilePointer(f2, 0, NULL, FILE_BEGIN);
    ok = ReadFile(f2, buf, 4, &n, NULL);
    printf("other handle read unlocked=%d n=%lu\n", ok, n);
    SetFilePointer(f, 5, NULL, FILE_BEGIN);
    ok = ReadFile(f, buf, 2, &n, NULL);
    printf("own handle read locked=%d n=%lu\n", ok, n);
    SetLastError(0);
    ok = UnlockFile(f, 4, 0, 2, 0);
    printf("UnlockFile(part)=%d error=%lu\n", ok, GetLastError());
    printf("UnlockFile=%d\n", UnlockFile(f, 4, 0, 4, 0));
    memset(&ov, 0, sizeof ov);
    ov.Offset = 8;
    ok = LockFileEx(f, LOCKFILE_FAIL_IMMEDIATELY, 0, 4, 0, &ov);
    printf("LockFileEx shared=%d second shared=%d\n", ok,
           LockFileEx(f2, LOCKFILE_FAIL_IMMEDIATELY, 0, 4, 0, &ov));
    SetLastError(0);
    ok = LockFileEx(f2, LOCKFILE_FAIL_IMMEDIATELY | LOCKFILE_EXCLUSIVE_LOCK, 0, 4, 0, &ov);
    printf("LockFileEx exclusive over shared=%d error=%lu\n", ok, GetLastError());
    SetFilePointer(f, 9, NULL, FILE_BEGIN);
    SetLastError(0);
    ok = WriteFile(f, "z", 1, &n, NULL);
    printf("write in shared lock=%d error=%lu\n", ok, GetLastError());
    printf("UnlockFileEx=%d %d\n", UnlockFileEx(f, 0, 4, 0, &ov), UnlockFileEx(f2, 0, 4, 0, &ov));
    SetLastError(0);
    ok = DeviceIoControl(f, 0x00220004, NULL, 0, buf, sizeof buf, &n, NULL);
    printf("DeviceIoControl=%d error=%lu\n", ok, GetLastError());
    CloseHandle(f2);
    CloseHandle(f);
    DeleteFileA("C:\\census_io.txt");

    ok = CreatePipe(&r, &w, NULL, 0);
    printf("CreatePipe=%d type=%lu\n", ok, GetFileType(r));
    WriteFile(w, "hello ", 6, &n, NULL);
    WriteFile(w, "pipe", 4, &n, NULL);
    memset(buf, 0, sizeof buf);
    ok = ReadFile(r, buf, 8, &n, NULL);
    printf("read=%d n=%lu text=%s\n", ok, n, buf);
    CloseHandle(w);
    memset(buf, 0, sizeof buf);
    ok = ReadFile(r, buf, 8, &n, NULL);
    printf("read rest=%d n=%lu text=%s\n", ok, n, buf);
    SetLastError(0);
    ok = ReadFile(r, buf, 8, &n, NULL);
    printf("read closed=%d n=%lu error=%lu\n", ok, n, GetLastError());
    CloseHandle(r);
    CreatePipe(&r, &w, NULL, 0);
    CloseHandle(r);
    SetLastError(0);
    ok = WriteFile(w, "x", 1, &n, NULL);
    printf("write no reader=%d error=%lu\n", ok, GetLastError());
    CloseHandle(w);

    ok = GetVolumeInformationA("C:\\", label, sizeof label, &serial, &maxc, &flags, fs, sizeof fs);
    printf("GetVolumeInformationA=%d fs=%s maxc=%lu preserved=%d\n", ok, fs, maxc,
           (flags & FILE_CASE_PRESERVED_NAMES) != 0);
    SetLastError(0);
    ok = GetVolumeInformationA("C:", label, sizeof label, &serial, &maxc, &flags, fs, sizeof fs);
    printf("GetVolumeInformationA(no slash)=%d error=%lu\n", ok, GetLastError());
}

static LONG WINAPI break_filter(EXCEPTION_POINTERS *ep)
{
    printf("filter code=%lx\n", ep->ExceptionRecord->ExceptionCode);
    fflush(stdout);
    return EXCEPTION_EXECUTE_HANDLER;
}

static BOOL WINAPI ctrl_handler(DWORD type) { return TRUE; }

typedef HRESULT (WINAPI *set_desc_fn)(HANDLE, PCWSTR);

static void misc_mode(void)
{
    SYSTEM_INFO si;
    MEMORYSTATUSEX ms;
    MEMORY_BASIC_INFORMATION mbi;
    char buf[64], src[8] = "rpmtest";
    WCHAR wbuf[64];
    SIZE_T done;
    DWORD n, mode, ev;
    HANDLE t, in, out;
    INPUT_RECORD rec;
    BOOL ok;
    set_desc_fn set_desc;

    printf("priority=%d\n", GetThreadPriority(GetCurrentThread()));
    ok = SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_HIGHEST);
    printf("SetThreadPriority=%d now=%d\n", ok, GetThreadPriority(GetCurrentThread()));
    SetLastError(0);
    ok = SetThreadPriority(GetCurrentThread(), 7);
    printf("SetThreadPriority(7)=%d error=%lu\n", ok, GetLastError());
    set_desc = (set_desc_fn)GetProcAddress(GetModuleHandleA("kernel32"), "SetThreadDescription");
    printf("SetThreadDescription=%lx\n", set_desc ? (DWORD)set_desc(GetCurrentThread(), L"main") : 1);
    t = OpenThread(THREAD_QUERY_INFORMATION, FALSE, GetCurrentThreadId());
    printf("OpenThread=%d priority=%d\n", t != NULL, GetThreadPriority(t));
    CloseHandle(t);
    SetLastError(0);
    t = OpenThread(THREAD_QUERY_INFORMATION, FALSE, 0x7ffffff0);
    printf("OpenThread(bad)=%d error=%lu\n", t != NULL, GetLastError());
    printf("processor=%lu\n", GetCurrentProcessorNumber());
    FlushProcessWriteBuffers();
    GetNativeSystemInfo(&si);
    printf("native: arch=%d page=%lu gran=%lu\n", si.wProcessorArchitecture, si.dwPageSize,
           si.dwAllocationGranularity);
    ms.dwLength = sizeof ms;
    ok = GlobalMemoryStatusEx(&ms);
    printf("GlobalMemoryStatusEx=%d sane=%d\n", ok, ms.ullAvailPhys <= ms.ullTotalPhys &&
           ms.ullTotalVirtual == 0x7ffe0000 && ms.dwMemoryLoad <= 100);
    ms.dwLength = 12;
    SetLastError(0);
    ok = GlobalMemoryStatusEx(&ms);
    printf("GlobalMemoryStatusEx(bad length)=%d error=%lu\n", ok, GetLastError());
    ok = ReadProcessMemory(GetCurrentProcess(), src, buf, 8, &done);
    printf("ReadProcessMemory=%d done=%lu text=%s\n", ok, (DWORD)done, buf);
    SetLastError(0);
    ok = ReadProcessMemory(GetCurrentProcess(), (void *)0x10, buf, 8, &done);
    printf("ReadProcessMemory(bad)=%d error=%lu done=%lu\n", ok, GetLastError(), (DWORD)done);
    n = VirtualQueryEx(GetCurrentProcess(), src, &mbi, sizeof mbi);
    printf("VirtualQueryEx=%lu state=%lx\n", n, mbi.State);
    SetLastError(0);
    n = GetSystemWow64DirectoryW(wbuf, 64);
    printf("GetSystemWow64DirectoryW=%lu error=%lu\n", n, GetLastError());
    n = sizeof buf;
    ok = GetComputerNameExA(ComputerNameNetBIOS, buf, &n);
    printf("GetComputerNameExA(NetBIOS)=%d n=%lu same=%d\n", ok, n, n == strlen(buf));
    n = 2;
    SetLastError(0);
    ok = GetComputerNameExW(ComputerNameDnsHostname, wbuf, &n);
    printf("GetComputerNameExW(small)=%d error=%lu grew=%d\n", ok, GetLastError(), n > 2);

    in = GetStdHandle(STD_INPUT_HANDLE);
    out = GetStdHandle(STD_OUTPUT_HANDLE);
    ok = SetConsoleCtrlHandler(ctrl_handler, TRUE);
    printf("SetConsoleCtrlHandler=%d remove=%d\n", ok, SetConsoleCtrlHandler(ctrl_handler, FALSE));
    SetLastError(0);
    ok = SetConsoleCtrlHandler(ctrl_handler, FALSE);
    printf("SetConsoleCtrlHandler(remove again)=%d error=%lu\n", ok, GetLastError());
    ok = SetStdHandle(STD_ERROR_HANDLE, out);
    printf("SetStdHandle=%d same=%d\n", ok, GetStdHandle(STD_ERROR_HANDLE) == out);
    SetLastError(0);
    ok = SetStdHandle(12345, out);
    printf("SetStdHandle(bad)=%d error=%lu\n", ok, GetLastError());
    (void)in; (void)mode; (void)ev; (void)rec;
}

static volatile LONG g_work, g_timer_fires, g_other_thread;
static volatile DWORD g_wait_result = 77;
static HANDLE g_done;
static DWORD g_main_tid;

static VOID CALLBACK work_cb(PTP_CALLBACK_INSTANCE inst, PVOID ctx, PTP_WORK work)
{
    InterlockedIncrement(&g_work);
    if (GetCurrentThreadId() != g_main_tid)
        g_other_thread = 1;
}

static VOID CALLBACK simple_cb(PTP_CALLBACK_INSTANCE inst, PVOID ctx)
{
    SetEventWhenCallbackReturns(inst, (HANDLE)ctx);
}

static DWORD WINAPI legacy_cb(PVOID ctx)
{
    SetEvent((HANDLE)ctx);
    return 0;
}

static VOID CALLBACK timer_cb(PTP_CALLBACK_INSTANCE inst, PVOID ctx, PTP_TIMER t)
{
    if (InterlockedIncrement(&g_timer_fires) == 3)
        SetEvent(g_done);
}

static VOID CALLBACK wait_cb(PTP_CALLBACK_INSTANCE inst, PVOID ctx, PTP_WAIT w, TP_WAIT_RESULT r)
{
    g_wait_result = r;
    SetEvent(g_done);
}

static void pool_mode(void)
{
    PTP_WORK work;
    PTP_TIMER timer;
    PTP_WAIT wait;
    PTP_POOL pool;
    TP_CALLBACK_ENVIRON env;
    FILETIME due;
    ULARGE_INTEGER u;
    HANDLE ev, e2;
    DWORD r;

    g_main_tid = GetCurrentThreadId();
    g_done = CreateEventA(NULL, FALSE, FALSE, NULL);
    work = CreateThreadpoolWork(work_cb, NULL, NULL);
    SubmitThreadpoolWork(work);
    SubmitThreadpoolWork(work);
    SubmitThreadpoolWork(work);
    WaitForThreadpoolWorkCallbacks(work, FALSE);
    printf("work runs=%ld on another thread=%ld\n", g_work, g_other_thread);
    CloseThreadpoolWork(work);

    ev = CreateEventA(NULL, TRUE, FALSE, NULL);
    printf("TrySubmitThreadpoolCallback=%d\n", TrySubmitThreadpoolCallback(simple_cb, ev, NULL));
    printf("event set when it returned=%lu\n", WaitForSingleObject(ev, 5000));
    ResetEvent(ev);
    printf("QueueUserWorkItem=%d\n", QueueUserWorkItem(legacy_cb, ev, WT_EXECUTEDEFAULT));
    printf("legacy ran=%lu\n", WaitForSingleObject(ev, 5000));

    timer = CreateThreadpoolTimer(timer_cb, NULL, NULL);
    printf("timer set before=%d\n", IsThreadpoolTimerSet(timer));
    u.QuadPart = (ULONGLONG)-100000;           /* 10 ms from now */
    due.dwLowDateTime = u.LowPart;
    due.dwHighDateTime = u.HighPart;
    SetThreadpoolTimer(timer, &due, 10, 0);
    printf("timer set=%d\n", IsThreadpoolTimerSet(timer));
    r = WaitForSingleObject(g_done, 5000);
    SetThreadpoolTimer(timer, NULL, 0, 0);
    WaitForThreadpoolTimerCallbacks(timer, TRUE);
    printf("timer fired 3 times=%lu fires=%ld set after=%d\n", r, g_timer_fires,
           IsThreadpoolTimerSet(timer));
    CloseThreadpoolTimer(timer);

    e2 = CreateEventA(NULL, FALSE, FALSE, NULL);
    wait = CreateThreadpoolWait(wait_cb, NULL, NULL);
    SetThreadpoolWait(wait, e2, NULL);
    SetEvent(e2);
    r = WaitForSingleObject(g_done, 5000);
    printf("wait signaled=%lu result=%lu e2 consumed=%lu\n", r, g_wait_result,
           WaitForSingleObject(e2, 0));
    u.QuadPart = (ULONGLONG)-200000;           /* 20 ms */
    due.dwLowDateTime = u.LowPart;
    due.dwHighDateTime = u.HighPart;
    SetThreadpoolWait(wait, e2, &due);
    r = WaitForSingleObject(g_done, 5000);
    printf("wait timed out=%lu result=%lx\n", r, g_wait_result);
    WaitForThreadpoolWaitCallbacks(wait, TRUE);
    CloseThreadpoolWait(wait);

    pool = CreateThreadpool(NULL);
    SetThreadpoolThreadMaximum(pool, 2);
    printf("private pool=%d min=%d\n", pool != NULL, SetThreadpoolThreadMinimum(pool, 1));
    InitializeThreadpoolEnvironment(&env);
    SetThreadpoolCallbackPool(&env, pool);
    g_work = 0;
    work = CreateThreadpoolWork(work_cb, NULL, &env);
    SubmitThreadpoolWork(work);
    WaitForThreadpoolWorkCallbacks(work, FALSE);
    printf("private pool work runs=%ld\n", g_work);
    CloseThreadpoolWork(work);
    DestroyThreadpoolEnvironment(&env);
    CloseThreadpool(pool);
}

static void paths_mode(void)
{
    char buf[MAX_PATH], *part = NULL;
    WCHAR wbuf[MAX_PATH];
    HANDLE f;
    DWORD n;
    BY_HANDLE_FILE_INFORMATION info;
    FILETIME ft;
    WORD date = 0, time = 0;
    BOOL ok;

    CreateDirectoryA("C:\\census_dir", NULL);
    CreateDirectoryA("C:\\census_dir\\Sub", NULL);
    f = CreateFileA("C:\\census_dir\\Sub\\File.TXT", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "x", 1, &n, NULL);
    CloseHandle(f);
    n = SearchPathA("C:\\census_dir\\Sub", "file", ".txt", MAX_PATH, buf, &part);
    printf("SearchPathA=%lu %s part=%s\n", n, buf, part ? part : "(null)");
    n = SearchPathA("C:\\nowhere;C:\\census_dir\\Sub", "file.txt", NULL, 4, buf, NULL);
    printf("SearchPathA(small)=%lu\n", n);
    SetLastError(0);
    n = SearchPathA("C:\\census_dir", "file.txt", NULL, MAX_PATH, buf, NULL);
    printf("SearchPathA(missing)=%lu error=%lu\n", n, GetLastError());
    n = GetLongPathNameA("c:\\CENSUS_DIR\\sub\\FILE.txt", buf, MAX_PATH);
    printf("GetLongPathNameA=%lu %s\n", n, buf);
    n = GetLongPathNameW(L"C:\\census_dir\\SUB", wbuf, MAX_PATH);
    printf("GetLongPathNameW=%lu %ls\n", n, wbuf);
    SetLastError(0);
    n = GetLongPathNameA("C:\\census_dir\\nope.txt", buf, MAX_PATH);
    printf("GetLongPathNameA(missing)=%lu error=%lu\n", n, GetLastError());
    SetLastError(0);
    n = GetShortPathNameA("C:\\census_dir\\nope\\x.txt", buf, MAX_PATH);
    printf("GetShortPathNameA(missing)=%lu error=%lu\n", n, GetLastError());
    ok = CreateHardLinkA("C:\\census_dir\\link.txt", "C:\\census_dir\\Sub\\File.TXT", NULL);
    f = CreateFileA("C:\\census_dir\\link.txt", GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    GetFileInformationByHandle(f, &info);
    printf("CreateHardLinkA=%d links=%lu size=%lu\n", ok, info.nNumberOfLinks, info.nFileSizeLow);
    CloseHandle(f);
    SetLastError(0);
    ok = CreateHardLinkA("C:\\census_dir\\link.txt", "C:\\census_dir\\Sub\\File.TXT", NULL);
    printf("CreateHardLinkA(again)=%d error=%lu\n", ok, GetLastError());
    DeleteFileA("C:\\census_dir\\link.txt");
    DeleteFileA("C:\\census_dir\\Sub\\File.TXT");
    RemoveDirectoryA("C:\\census_dir\\Sub");
    RemoveDirectoryA("C:\\census_dir");

    ok = DosDateTimeToFileTime((WORD)((45 << 9) | (7 << 5) | 14), (WORD)((13 << 11) | (37 << 5) | 21), &ft);
    printf("DosDateTimeToFileTime=%d ft=%08lx%08lx\n", ok, ft.dwHighDateTime, ft.dwLowDateTime);
    ok = FileTimeToDosDateTime(&ft, &date, &time);
    printf("FileTimeToDosDateTime=%d date=%04x time=%04x\n", ok, date, time);
    SetLastError(0);
    ok = DosDateTimeToFileTime((WORD)((45 << 9) | (13 << 5) | 14), 0, &ft);
    printf("DosDateTimeToFileTime(month 13)=%d error=%lu\n", ok, GetLastError());
    ft.dwHighDateTime = 0x01000000;
    ft.dwLowDateTime = 0;
    SetLastError(0);
    ok = FileTimeToDosDateTime(&ft, &date, &time);
    printf("FileTimeToDosDateTime(1650s)=%d error=%lu\n", ok, GetLastError());
}

static void memfile_mode(void)
{
    HLOCAL l, l2;
    HGLOBAL g, g2;
    char *p, buf[32];
    OFSTRUCT of;
    HFILE hf;
    LONG pos;
    UINT n;

    l = LocalAlloc(LMEM_FIXED | LMEM_ZEROINIT, 10);
    printf("LocalSize=%lu flags=%x\n", (DWORD)LocalSize(l), LocalFlags(l));
    strcpy((char *)l, "local");
    l2 = LocalReAlloc(l, 20, LMEM_MOVEABLE);
    printf("LocalReAlloc=%d size=%lu text=%s\n", l2 != NULL, (DWORD)LocalSize(l2), (char *)l2);
    LocalFree(l2);
    l = LocalAlloc(LMEM_MOVEABLE, 16);
    p = LocalLock(l);
    strcpy(p, "moveable");
    printf("LocalLock=%d flags=%x\n", p != NULL, LocalFlags(l));
    SetLastError(0);
    n = LocalUnlock(l);
    printf("LocalUnlock=%u error=%lu flags=%x\n", n, GetLastError(), LocalFlags(l));
    SetLastError(0);
    n = LocalUnlock(l);
    printf("LocalUnlock again=%u error=%lu\n", n, GetLastError());
    LocalFree(l);
    g = GlobalAlloc(GMEM_FIXED, 8);
    strcpy((char *)g, "global");
    g2 = GlobalReAlloc(g, 4000, GMEM_MOVEABLE | GMEM_ZEROINIT);
    printf("GlobalReAlloc=%d size=%lu text=%s tail=%d\n", g2 != NULL, (DWORD)GlobalSize(g2),
           (char *)g2, ((char *)g2)[3999]);
    GlobalFree(g2);
    SetLastError(0);
    printf("LocalSize(bad)=%lu\n", (DWORD)LocalSize((HLOCAL)0x1234));

    memset(&of, 0, sizeof of);
    hf = OpenFile("C:\\census_of.txt", &of, OF_CREATE | OF_READWRITE);
    printf("OpenFile(create)=%d path=%s err=%u\n", hf != HFILE_ERROR, of.szPathName, of.nErrCode);
    n = _lwrite(hf, "0123456789", 10);
    pos = _llseek(hf, 2, 0);
    memset(buf, 0, sizeof buf);
    printf("_lwrite=%u _llseek=%ld _lread=%u text=%s\n", n, pos, _lread(hf, buf, 4), buf);
    pos = _llseek(hf, 5, 0);
    n = _lwrite(hf, "", 0);
    printf("truncate=%u end=%ld\n", n, _llseek(hf, 0, 2));
    printf("_lclose=%d again=%d\n", _lclose(hf), _lclose(hf));
    hf = OpenFile("C:\\census_of.txt", &of, OF_EXIST);
    printf("OpenFile(exist)=%d\n", hf);
    hf = OpenFile("census_of.txt", &of, OF_PARSE);
    printf("OpenFile(parse)=%d path=%s\n", hf, of.szPathName);
    hf = _lopen("C:\\census_of.txt", OF_READ);
    memset(buf, 0, sizeof buf);
    printf("_lopen=%d read=%d text=%s\n", hf != HFILE_ERROR, _lread(hf, buf, 20), buf);
    SetLastError(0);
    n = _lwrite(hf, "x", 1);
    printf("_lwrite(read only)=%d error=%lu\n", (int)n, GetLastError());
    _lclose(hf);
    hf = OpenFile("C:\\census_of.txt", &of, OF_DELETE);
    printf("OpenFile(delete)=%d\n", hf);
    hf = OpenFile("C:\\census_of.txt", &of, OF_READ);
    printf("OpenFile(missing)=%d err=%u\n", hf, of.nErrCode);
    hf = _lcreat("C:\\census_lc.txt", 0);
    printf("_lcreat=%d write=%u\n", hf != HFILE_ERROR, _lwrite(hf, "abc", 3));
    _lclose(hf);
    DeleteFileA("C:\\census_lc.txt");
}

static void toolhelp_mode(void)
{
    HANDLE snap, f, ctx, cur = (HANDLE)1;
    PROCESSENTRY32W pe;
    MODULEENTRY32W me;
    PROCESSENTRY32 pea;
    MODULEENTRY32 mea;
    THREADENTRY32 te;
    DWORD pids[64], needed, n, i;
    HMODULE mods[64];
    MODULEINFO mi;
    WCHAR name[MAX_PATH];
    int found = 0, k32 = 0, count = 0;
    ULONG_PTR cookie = 0;
    ACTCTXW ac;
    BOOL ok;
    static const char manifest[] =
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
        "<assembly xmlns=\"urn:schemas-microsoft-com:asm.v1\" manifestVersion=\"1.0\">\n"
        "<assemblyIdentity type=\"win32\" name=\"Census.Test\" version=\"1.0.0.0\"/>\n"
        "</assembly>\n";
    GUID guid = {0x12345678, 1, 2, {3, 4, 5, 6, 7, 8, 9, 10}};
    ACTCTX_SECTION_KEYED_DATA data;

    snap = CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0);
    pe.dwSize = sizeof pe;
    for (ok = Process32FirstW(snap, &pe); ok; ok = Process32NextW(snap, &pe)) {
        count++;
        if (pe.th32ProcessID == GetCurrentProcessId())
            found = !lstrcmpiW(pe.szExeFile, L"k32census.exe");
    }
    printf("processes: ours found=%d more than one=%d end error=%lu\n", found, count > 1, GetLastError());
    CloseHandle(snap);
    snap = CreateToolhelp32Snapshot(TH32CS_SNAPMODULE, 0);
    me.dwSize = sizeof me;
    ok = Module32FirstW(snap, &me);
    printf("first module=%d %ls base ok=%d\n", ok, me.szModule, me.hModule == GetModuleHandleA(NULL));
    while (Module32NextW(snap, &me))
        if (!lstrcmpiW(me.szModule, L"kernel32.dll"))
            k32 = me.hModule == GetModuleHandleA("kernel32.dll");
    printf("kernel32 listed=%d\n", k32);
    CloseHandle(snap);
    me.dwSize = 8;
    snap = CreateToolhelp32Snapshot(TH32CS_SNAPMODULE, 0);
    SetLastError(0);
    ok = Module32FirstW(snap, &me);
    printf("small dwSize=%d error=%lu\n", ok, GetLastError());
    CloseHandle(snap);
    snap = CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS | TH32CS_SNAPMODULE | TH32CS_SNAPTHREAD, 0);
    pea.dwSize = sizeof pea;
    for (found = 0, ok = Process32First(snap, &pea); ok; ok = Process32Next(snap, &pea))
        if (pea.th32ProcessID == GetCurrentProcessId())
            found = !lstrcmpiA(pea.szExeFile, "k32census.exe") && pea.cntThreads >= 1;
    mea.dwSize = sizeof mea;
    ok = Module32First(snap, &mea);
    printf("ANSI: ours found=%d first module=%d %s base ok=%d size ok=%d\n", found, ok,
           mea.szModule, mea.modBaseAddr == (BYTE *)GetModuleHandleA(NULL),
           mea.modBaseSize >= 0x1000);
    for (k32 = 0, ok = Module32Next(snap, &mea); ok; ok = Module32Next(snap, &mea))
        k32 |= !lstrcmpiA(mea.szModule, "kernel32.dll");
    te.dwSize = sizeof te;
    for (found = 0, count = 0, ok = Thread32First(snap, &te); ok; ok = Thread32Next(snap, &te)) {
        count++;
        if (te.th32ThreadID == GetCurrentThreadId())
            found = te.th32OwnerProcessID == GetCurrentProcessId();
    }
    printf("kernel32 listed=%d threads: ours found=%d end error=%lu\n", k32, found, GetLastError());
    CloseHandle(snap);

    ok = K32EnumProcesses(pids, sizeof pids, &needed);
    for (found = 0, i = 0; i < needed / 4; i++)
        found |= pids[i] == GetCurrentProcessId();
    printf("K32EnumProcesses=%d ours=%d\n", ok, found);
    ok = K32EnumProcessModules(GetCurrentProcess(), mods, sizeof mods, &needed);
    printf("K32EnumProcessModules=%d first=%d several=%d\n", ok, mods[0] == GetModuleHandleA(NULL),
           needed >= 8);
    /* an HMODULE each: needed counts pointer-sized cells, kernel32's among them */
    for (k32 = 0, i = 0; i < needed / sizeof(HMODULE) && i < 64; i++)
        k32 |= mods[i] == GetModuleHandleA("kernel32.dll");
    printf("K32EnumProcessModules: whole cells=%d kernel32 listed=%d\n",
           needed % sizeof(HMODULE) == 0, k32);
    n = K32GetModuleBaseNameW(GetCurrentProcess(), NULL, name, MAX_PATH);
    printf("K32GetModuleBaseNameW=%lu %ls\n", n, name);
    n = K32GetModuleFileNameExW(GetCurrentProcess(), NULL, name, MAX_PATH);
    printf("K32GetModuleFileNameExW ends=%d\n", n > 13 && !lstrcmpiW(name + n - 13, L"k32census.exe"));
    ok = K32GetModuleInformation(GetCurrentProcess(), GetModuleHandleA(NULL), &mi, sizeof mi);
    printf("K32GetModuleInformation=%d base=%d size=%d\n", ok, mi.lpBaseOfDll == GetModuleHandleA(NULL),
           mi.SizeOfImage > 0x1000);
    printf("K32GetModuleInformation: entry inside=%d\n",
           (BYTE *)mi.EntryPoint > (BYTE *)mi.lpBaseOfDll
           && (BYTE *)mi.EntryPoint < (BYTE *)mi.lpBaseOfDll + mi.SizeOfImage);

    f = CreateFileA("C:\\census.manifest", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, manifest, sizeof manifest - 1, &n, NULL);
    CloseHandle(f);
    memset(&ac, 0, sizeof ac);
    ac.cbSize = sizeof ac;
    ac.lpSource = L"C:\\census.manifest";
    ctx = CreateActCtxW(&ac);
    printf("CreateActCtxW=%d\n", ctx != INVALID_HANDLE_VALUE);
    ok = ActivateActCtx(ctx, &cookie);
    GetCurrentActCtx(&cur);
    printf("ActivateActCtx=%d cookie=%d current=%d\n", ok, cookie != 0, cur == ctx);
    ReleaseActCtx(cur);
    memset(&data, 0, sizeof data);
    data.cbSize = sizeof data;
    SetLastError(0);
    ok = FindActCtxSectionGuid(0, NULL, ACTIVATION_CONTEXT_SECTION_COM_SERVER_REDIRECTION, &guid, &data);
    printf("FindActCtxSectionGuid=%d error=%lu\n", ok, GetLastError());
    printf("DeactivateActCtx=%d\n", DeactivateActCtx(0, cookie));
    ReleaseActCtx(ctx);
    ac.lpSource = L"C:\\census_missing.manifest";
    SetLastError(0);
    ctx = CreateActCtxW(&ac);
    printf("CreateActCtxW(missing)=%d error=%lu\n", ctx != INVALID_HANDLE_VALUE, GetLastError());
    DeleteFileA("C:\\census.manifest");
}

static void atoms_mode(void)
{
    ATOM a, b, i;
    char buf[64];
    WCHAR wbuf[64];
    UINT n;

    a = GlobalAddAtomA("CensusAtom");
    b = GlobalAddAtomW(L"censusatom");
    printf("global add=%d same=%d\n", a >= 0xC000, a == b);
    n = GlobalGetAtomNameA(a, buf, sizeof buf);
    printf("name=%u %s\n", n, buf);
    n = GlobalGetAtomNameW(a, wbuf, 64);
    printf("wname=%u %ls\n", n, wbuf);
    SetLastError(0);
    n = GlobalGetAtomNameA(a, buf, 4);
    printf("name small=%u %s error=%lu\n", n, buf, GetLastError());
    printf("find=%d\n", GlobalFindAtomA("CENSUSATOM") == a);
    printf("delete=%u find=%d\n", GlobalDeleteAtom(a), GlobalFindAtomA("censusatom") == a);
    printf("delete=%u\n", GlobalDeleteAtom(b));
    SetLastError(0);
    i = GlobalFindAtomA("censusatom");
    printf("find gone=%u error=%lu\n", i, GetLastError());
    SetLastError(0);
    n = GlobalDeleteAtom(a);
    printf("delete gone=%d error=%lu\n", n == a, GetLastError());
    i = GlobalAddAtomA("#123");
    n = GlobalGetAtomNameA(i, buf, sizeof buf);
    printf("int atom=%u name=%s delete=%u\n", i, buf, GlobalDeleteAtom(i));
    SetLastError(0);
    i = GlobalAddAtomA(MAKEINTATOM(0));
    printf("atom 0=%u error=%lu\n", i, GetLastError());
    a = AddAtomA("LocalOne");
    printf("local add=%d global find=%u local find=%d\n", a >= 0xC000, GlobalFindAtomA("LocalOne"),
           FindAtomA("localone") == a);
    n = GetAtomNameW(a, wbuf, 64);
    printf("local name=%u %ls delete=%u\n", n, wbuf, DeleteAtom(a));
    SetLastError(0);
    n = GetAtomNameA(a, buf, sizeof buf);
    printf("local name gone=%u error=%lu\n", n, GetLastError());
}

static void debugbreak_mode(void)
{
    SetUnhandledExceptionFilter(break_filter);
    DebugBreak();
    printf("after DebugBreak (not reached)\n");
}

static void console_mode(void)
{
    HANDLE in = GetStdHandle(STD_INPUT_HANDLE);
    DWORD n = 99, mode = 0;
    INPUT_RECORD rec;
    char buf[16];
    BOOL ok;
    BOOL (WINAPI *verify)(HANDLE);

    printf("AllocConsole=%d\n", AllocConsole());
    in = GetStdHandle(STD_INPUT_HANDLE);
    SetLastError(0);
    ok = AllocConsole();
    printf("AllocConsole again=%d error=%lu\n", ok, GetLastError());
    verify = (BOOL (WINAPI *)(HANDLE))GetProcAddress(GetModuleHandleA("kernel32"),
                                                     "VerifyConsoleIoHandle");
    printf("VerifyConsoleIoHandle=%d\n", verify ? verify(in) : -1);
    ok = GetNumberOfConsoleInputEvents(in, &n);
    printf("GetNumberOfConsoleInputEvents=%d n=%lu\n", ok, n);
    n = 99;
    ok = PeekConsoleInputA(in, &rec, 1, &n);
    printf("PeekConsoleInputA=%d n=%lu\n", ok, n);
    ok = SetConsoleMode(in, ENABLE_PROCESSED_INPUT);
    GetConsoleMode(in, &mode);
    printf("SetConsoleMode=%d mode=%lx\n", ok, mode);
    (void)buf;
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    const char *mode = strstr(cmd, "/mode ");
    mode = mode ? mode + 6 : "";
    if (!strcmp(mode, "modules"))
        modules_mode();
    else if (!strcmp(mode, "mapping"))
        mapping_mode();
    else if (!strcmp(mode, "compare"))
        compare_mode();
    else if (!strcmp(mode, "io"))
        io_mode();
    else if (!strcmp(mode, "misc"))
        misc_mode();
    else if (!strcmp(mode, "pool"))
        pool_mode();
    else if (!strcmp(mode, "paths"))
        paths_mode();
    else if (!strcmp(mode, "memfile"))
        memfile_mode();
    else if (!strcmp(mode, "toolhelp"))
        toolhelp_mode();
    else if (!strcmp(mode, "atoms"))
        atoms_mode();
    else if (!strcmp(mode, "debugbreak"))
        debugbreak_mode();
    else if (!strcmp(mode, "console"))
        console_mode();
    else if (!strcmp(mode, "locks"))
        locks_mode();
    else
        printf("unknown mode '%s'\n", mode);
    fflush(stdout);
    return 0;
}
