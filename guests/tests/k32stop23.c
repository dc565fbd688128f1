/*
 * k32stop23.c - test guest for the KERNEL32 fixes made from Wine's conformance tests at
 * stop 23 of issue 23 (test/win32/kernel/test_kernel32_stop23.py). One mode per run,
 * "/mode NAME"; each step prints one line.
 *
 *   /mode fmtmsg   FormatMessageA/W: the escapes (%0 %n %r %t %% %. %! and a lone %),
 *                  FORMAT_MESSAGE_IGNORE_INSERTS, line breaks in the template, the
 *                  maximum line width (wrapping at spaces, inside words, runs of spaces),
 *                  inserts with printf specs and '*' widths (va_list and argument array),
 *                  a NULL string insert, 64-bit inserts, empty results
 *                  (ERROR_NO_WORK_DONE), short buffers (W writes what fits), NULL
 *                  buffers, FORMAT_MESSAGE_ALLOCATE_BUFFER, kernel32's message table,
 *                  HRESULTs of the system table, a va_list left past what was read, a
 *                  W message longer than 32K characters.
 *   /mode atoms    GlobalGetAtomNameW into a buffer exactly the name's length, one shorter
 *                  and one longer (the error set only when some of it did not fit).
 *   /mode paths    GetFullPathNameA/W with NULL and "" (ERROR_INVALID_NAME, buffer and
 *                  file part untouched); GetLongPathNameA keeping '/' separators and
 *                  the typed case of long components; GetLong/ShortPathName with
 *                  wildcards, "", a missing file and a missing folder; GetTempPathA
 *                  with TMP=C:\WINDOWS, TMP=C: (the drive's current folder) and a
 *                  relative TMP.
 *   /mode disk     GetDiskFreeSpaceA/ExA on "\\", "/", "" and NULL.
 *   /mode profile  GetPrivateProfileSectionA (NULL section or buffer, an empty section,
 *                  a file ending in a NUL byte), GetPrivateProfileSectionNamesA (a buffer
 *                  that fits exactly, one too small, a missing file), WritePrivateProfile-
 *                  StringA with no section, the file's text after new sections and
 *                  deletions, reads and writes against handles the program holds (share
 *                  modes, FILE_FLAG_DELETE_ON_CLOSE).
 *   /mode inimap   IniFileMapping: a section mapped by a value (USR:), every other section
 *                  by the default value (SYS:), keys mapped one by one by a subkey (the
 *                  rest staying in the file); reads, writes, non-string values, section
 *                  lists, WritePrivateProfileSection adding, deleting a section, and the
 *                  file left untouched for mapped sections.
 *   /mode changes  FindFirstChangeNotificationA (a missing folder, NULL, a file),
 *                  Find{Next,Close}ChangeNotification on NULL; a watch signaled by a
 *                  file created, renamed, written, resized and deleted, a folder made
 *                  below (with and without the subtree flag), re-armed by
 *                  FindNextChangeNotification, and quiet for changes its filter leaves
 *                  out.
 *   /mode wctomb   WideCharToMultiByte's lpUsedDefaultChar when the buffer runs out before
 *                  or after the character that takes the default; UTF-7 / UTF-8 with
 *                  one and a bad flag (ERROR_INVALID_PARAMETER first).
 *
 * The expected lines in test/win32/kernel/test_kernel32_stop23.py are this exe's output
 * under Wine 8 (xvfb-run -a wine k32stop23.exe /mode NAME), except where a comment there
 * says why not.
 */
#define _WIN32_WINNT 0x0A00
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <stdarg.h>

#ifndef ERROR_NO_WORK_DONE
#define ERROR_NO_WORK_DONE 235
#endif

/* a string with CR, LF and tab shown as \r \n \t */
static void show(const char *what, DWORD ret, const char *s)
{
    printf("%s ret=%lu err=%lu out=[", what, ret, GetLastError());
    if (s)
        for (; *s; s++) {
            if (*s == '\r') printf("\\r");
            else if (*s == '\n') printf("\\n");
            else if (*s == '\t') printf("\\t");
            else putchar(*s);
        }
    printf("]\n");
}

/* SRC with CR, LF and tab written as \r \n \t, into BUF */
static const char *escaped(const char *src, char *buf)
{
    char *p = buf;
    for (; *src; src++) {
        if (*src == '\r') { *p++ = '\\'; *p++ = 'r'; }
        else if (*src == '\n') { *p++ = '\\'; *p++ = 'n'; }
        else if (*src == '\t') { *p++ = '\\'; *p++ = 't'; }
        else *p++ = *src;
    }
    *p = 0;
    return buf;
}

static DWORD fmt_a(DWORD flags, const char *src, char *out, DWORD size, ...)
{
    va_list ap;
    DWORD r;
    va_start(ap, size);
    SetLastError(0xdeadbeef);
    r = FormatMessageA(flags, src, 0, 0, out, size, &ap);
    va_end(ap);
    return r;
}

static DWORD fmt_w(DWORD flags, const WCHAR *src, WCHAR *out, DWORD size, ...)
{
    va_list ap;
    DWORD r;
    va_start(ap, size);
    SetLastError(0xdeadbeef);
    r = FormatMessageW(flags, src, 0, 0, out, size, &ap);
    va_end(ap);
    return r;
}

static void a_case(DWORD flags, const char *src)
{
    char out[300], label[160], esc[100];
    DWORD r;
    strcpy(out, "untouched");
    r = fmt_a(flags, src, out, sizeof(out));
    snprintf(label, sizeof(label), "A(%#lx,\"%s\")", flags, escaped(src, esc));
    show(label, r, out);
}

/* the caller's va_list after FormatMessageW: left past what was read */
static void eaten(const WCHAR *src, DWORD size, ...)
{
    va_list ap;
    WCHAR out[64];
    DWORD r;
    const WCHAR *next;
    out[0] = 0xcccc;
    va_start(ap, size);
    SetLastError(0xdeadbeef);
    r = FormatMessageW(FORMAT_MESSAGE_FROM_STRING, src, 0, 0, out, size, &ap);
    printf("eaten size=%lu ret=%lu err=%lu out0=%#x", size, r, GetLastError(), out[0]);
    next = va_arg(ap, const WCHAR *);
    printf(" next=%ls\n", next);
    va_end(ap);
}

static void mode_fmtmsg(void)
{
    static const char *escapes[] = { "test", "test%0", "test%0test", "%0test", "",
        "%%% %.%!", "%n%r%t", "hi\n", "hi\r\n", "\r", "\r\r\n", "a%bc", "%", "x%" };
    static const char *wraps[][2] = {
        {"20", "short long line"}, {"11", "short long line"}, {"20", "short long long line"},
        {"10", "short long line"}, {"16", "short long    line"},
        {"16", "short long    wordlongerthanaline"}, {"12", "short long    line"},
        {"12", "short long    wordlongerthanaline"}, {"15", "   short line"},
        {"11", "   shortlong line"}, {"11", "l1%n   shortlong line"}, {"5", "                "},
        {"5", "l1               "}, {"8", "shortlon"}, {"8", "shortlongline"},
        {"7", "short long line"}, {"11", "short\nlong line"}, {"8", "shortlon%n"},
        {"10", "short%nlong line"}, {"8", "short%rlong line"}, {"11", "short long\tline"},
        {"11", "short long-line"} };
    char out[300], *abuf;
    WCHAR wout[300], *wbuf, *big;
    ULONG_PTR arr[] = { 6, 4, 2, 5, 3, 1 };
    DWORD r, i;
    HMODULE k32 = GetModuleHandleA("kernel32.dll");

    for (i = 0; i < sizeof(escapes) / sizeof(escapes[0]); i++)
        a_case(FORMAT_MESSAGE_FROM_STRING, escapes[i]);
    for (i = 0; i < sizeof(escapes) / sizeof(escapes[0]); i++)
        a_case(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_IGNORE_INSERTS, escapes[i]);
    a_case(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_IGNORE_INSERTS, "test%1%2!*.*s!%99");
    a_case(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_MAX_WIDTH_MASK, "hi\r\nthere\n");
    a_case(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_IGNORE_INSERTS | 8, "short%nlong line%1");
    for (i = 0; i < sizeof(wraps) / sizeof(wraps[0]); i++)
        a_case(FORMAT_MESSAGE_FROM_STRING | atoi(wraps[i][0]), wraps[i][1]);

    /* inserts */
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "[%1] [%2!d!] [%3!5.2s!]", out, sizeof(out),
              "str", -7, "abc");
    show("inserts", r, out);
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "%1", out, sizeof(out), NULL);
    show("null insert", r, out);
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "%1!*s!|%2!4.2u!", out, sizeof(out), 4, "t", 3);
    show("star width", r, out);
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "%1!*.*u!,%1!*.*u!", out, sizeof(out), 5, 3, 1, 4, 2);
    show("star va_list", r, out);
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "%1!*.*u!,%3!*.*u!", out, sizeof(out), 5, 3, 1, 6, 4, 2);
    show("star va_list %3", r, out);
    SetLastError(0xdeadbeef);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_ARGUMENT_ARRAY,
                       "%1!*.*u!,%1!*.*u!", 0, 0, out, sizeof(out), (va_list *)arr);
    show("star array", r, out);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_ARGUMENT_ARRAY,
                       "%1!*.*u!,%4!*.*u!", 0, 0, out, sizeof(out), (va_list *)arr);
    show("star array %4", r, out);
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "%1!I64u! %2!I64d!", out, sizeof(out),
              (ULONGLONG)18446744073709551615ULL, (LONGLONG)-9223372036854775807LL);
    show("64-bit", r, out);
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "%1 and %2", out, sizeof(out), "no", NULL);
    show("no va_list entry", r, out);
    SetLastError(0xdeadbeef);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_STRING, "%1", 0, 0, out, sizeof(out), NULL);
    show("insert, no args", r, out);

    /* empty results, short buffers */
    strcpy(out, "xxxxx");
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "test", out, 4);
    show("A short", r, out);
    lstrcpyW(wout, L"xxxxxx");
    r = fmt_w(FORMAT_MESSAGE_FROM_STRING, L"test", wout, 0);
    printf("W size 0 ret=%lu err=%lu out=%ls\n", r, GetLastError(), wout);
    lstrcpyW(wout, L"xxxxxx");
    r = fmt_w(FORMAT_MESSAGE_FROM_STRING, L"test", wout, 1);
    printf("W size 1 ret=%lu err=%lu out0=%#x out1=%c\n", r, GetLastError(), wout[0], wout[1]);
    lstrcpyW(wout, L"xxxxxx");
    r = fmt_w(FORMAT_MESSAGE_FROM_STRING, L"test", wout, 4);
    printf("W size 4 ret=%lu err=%lu out=%ls rest=%ls\n", r, GetLastError(), wout, wout + 4);
    lstrcpyW(wout, L"xxxxxx");
    r = fmt_w(FORMAT_MESSAGE_FROM_STRING, L"", wout, 10);
    printf("W empty ret=%lu err=%lu out=[%ls]\n", r, GetLastError(), wout);
    lstrcpyW(wout, L"xxxxxx");
    r = fmt_w(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_IGNORE_INSERTS, L"%0test", wout, 10);
    printf("W %%0 ret=%lu err=%lu out=[%ls]\n", r, GetLastError(), wout);
    eaten(L"%1!s! %2!s!", 1, L"eaten", L"unused");
    eaten(L"%1!s! %2!s!", 64, L"eaten", L"used", L"unused");

    /* NULL buffers */
    SetLastError(0xdeadbeef);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM, NULL, 0, 0, NULL, 1, NULL);
    printf("A NULL buf ret=%lu err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_ALLOCATE_BUFFER, NULL, 0, 0,
                       NULL, 256, NULL);
    printf("A NULL alloc ret=%lu err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = FormatMessageW(FORMAT_MESSAGE_FROM_SYSTEM, NULL, 0, 0, NULL, 256, NULL);
    printf("W NULL buf ret=%lu err=%lu\n", r, GetLastError());

    /* FORMAT_MESSAGE_ALLOCATE_BUFFER */
    abuf = (char *)0xdeadbeef;
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_ALLOCATE_BUFFER, "", (char *)&abuf, 0);
    printf("alloc empty ret=%lu err=%lu buf=%s\n", r, GetLastError(), abuf ? "set" : "NULL");
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_ALLOCATE_BUFFER, "test %1",
              (char *)&abuf, 0, "ok");
    show("alloc", r, abuf);
    LocalFree(abuf);

    /* kernel32's message table is the system's; HRESULTs */
    SetLastError(0xdeadbeef);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_FROM_HMODULE, k32, 7,
                       0, out, sizeof(out), NULL);
    printf("kernel32 table 7 found=%d\n", r != 0);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_FROM_HMODULE, k32,
                       0x80070005, 0, out, sizeof(out), NULL);
    printf("kernel32 table E_ACCESSDENIED found=%d\n", r != 0);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL,
                       E_NOTIMPL, 0, out, sizeof(out), NULL);
    printf("E_NOTIMPL found=%d\n", r != 0);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL,
                       E_FAIL, 0, out, sizeof(out), NULL);
    printf("E_FAIL found=%d\n", r != 0);
    r = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL,
                       0x800B0100, 0, out, sizeof(out), NULL);
    printf("TRUST_E_NOSIGNATURE found=%d\n", r != 0);

    /* lengths: A stops at 32767 characters, W does not */
    big = HeapAlloc(GetProcessHeap(), 0, 40001 * sizeof(WCHAR));
    wbuf = HeapAlloc(GetProcessHeap(), 0, 40001 * sizeof(WCHAR));
    abuf = HeapAlloc(GetProcessHeap(), 0, 40001);
    for (i = 0; i < 40000; i++) { big[i] = 'A' + i % 26; abuf[i] = 'A' + i % 26; }
    big[40000] = 0;
    abuf[32766] = 0;
    r = fmt_a(FORMAT_MESSAGE_FROM_STRING, abuf, out, 0);
    printf("A 32766 into 0 ret=%lu err=%lu\n", r, GetLastError());
    {
        char *abig = HeapAlloc(GetProcessHeap(), 0, 40001);
        r = fmt_a(FORMAT_MESSAGE_FROM_STRING, abuf, abig, 32767);
        printf("A 32766 ret=%lu same=%d\n", r, !strcmp(abig, abuf));
        r = fmt_a(FORMAT_MESSAGE_FROM_STRING, abuf, abig, 40001);
        printf("A 32766 into 40001 ret=%lu err=%lu\n", r, GetLastError());
        r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "small", abig, 32768);
        printf("A small into 32768 ret=%lu err=%lu\n", r, GetLastError());
        r = fmt_a(FORMAT_MESSAGE_FROM_STRING, "small", abig, 32767);
        printf("A small into 32767 ret=%lu err=%lu\n", r, GetLastError());
        r = fmt_a(FORMAT_MESSAGE_FROM_STRING | FORMAT_MESSAGE_ALLOCATE_BUFFER, "small",
                  (char *)&abig, 40001);
        printf("A small alloc 40001 ret=%lu err=%lu\n", r, GetLastError());
        abig = HeapAlloc(GetProcessHeap(), 0, 40001);
        abuf[32766] = 'x';
        abuf[32767] = 0;
        r = fmt_a(FORMAT_MESSAGE_FROM_STRING, abuf, abig, 40001);
        printf("A 32767 ret=%lu err=%lu\n", r, GetLastError());
        HeapFree(GetProcessHeap(), 0, abig);
    }
    r = fmt_w(FORMAT_MESSAGE_FROM_STRING, big, wbuf, 40001);
    printf("W 40000 ret=%lu same=%d\n", r, !lstrcmpW(big, wbuf));
    r = fmt_w(FORMAT_MESSAGE_FROM_STRING, L"%1", wbuf, 40001, big);
    printf("W insert 40000 ret=%lu same=%d\n", r, !lstrcmpW(big, wbuf));
}

static void mode_atoms(void)
{
    ATOM atom = GlobalAddAtomA("foobar");
    WCHAR w[10];
    int size, i;
    UINT n;
    for (size = 5; size <= 7; size++) {
        for (i = 0; i < 10; i++) w[i] = '.';
        SetLastError(0xdeadbeef);
        n = GlobalGetAtomNameW(atom, w, size);
        printf("GlobalGetAtomNameW(%d)=%u err=%lx buf=", size, n, GetLastError());
        for (i = 0; i < 8; i++) putchar(w[i] ? (char)w[i] : '0');
        printf("\n");
    }
    GlobalDeleteAtom(atom);
}

static void mode_paths(void)
{
    static const char *names[] = { NULL, "" };
    char buf[MAX_PATH], *part, tmp[MAX_PATH], cwd[MAX_PATH], *typed[4];
    WCHAR wbuf[MAX_PATH], *wpart;
    DWORD r;
    int i;

    for (i = 0; i < 2; i++) {
        strcpy(buf, "deadbeef");
        part = (char *)0xdeadbeef;
        SetLastError(0xdeadbeef);
        r = GetFullPathNameA(names[i], MAX_PATH, buf, &part);
        printf("GetFullPathNameA(%s)=%lu err=%lu buf=%s part=%s\n", names[i] ? "\"\"" : "NULL",
               r, GetLastError(), buf, part == (char *)0xdeadbeef ? "untouched" : "set");
    }
    lstrcpyW(wbuf, L"deadbeef");
    wpart = (WCHAR *)0xdeadbeef;
    SetLastError(0xdeadbeef);
    r = GetFullPathNameW(L"", MAX_PATH, wbuf, &wpart);
    printf("GetFullPathNameW(\"\")=%lu err=%lu buf=%ls part=%s\n", r, GetLastError(), wbuf,
           wpart == (WCHAR *)0xdeadbeef ? "untouched" : "set");

    GetCurrentDirectoryA(MAX_PATH, cwd);
    GetTempPathA(MAX_PATH, tmp);
    SetCurrentDirectoryA(tmp);
    CreateDirectoryA("Long Directory Name", NULL);
    CloseHandle(CreateFileA("Long Directory Name\\Long File.text", GENERIC_WRITE, 0, NULL,
                            CREATE_ALWAYS, 0, NULL));
    CreateDirectoryA("SHORTDIR", NULL);
    CloseHandle(CreateFileA("SHORTDIR\\FILE.TXT", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL));
    typed[0] = "Long Directory Name/Long File.text";
    typed[1] = "long directory name/long file.TEXT";
    typed[2] = "shortdir/file.txt";
    typed[3] = "ShortDir\\File.txt";
    for (i = 0; i < 4; i++) {
        strcpy(buf, "deadbeef");
        SetLastError(0xdeadbeef);
        r = GetLongPathNameA(typed[i], buf, MAX_PATH);
        printf("GetLongPathNameA(%s)=%lu buf=%s\n", typed[i], r, buf);
    }
    {
        static const char *bad[] = { "SHORTDIR\\*", "SHORTDIR\\FILE.TX?", "",
                                     "SHORTDIR\\missing.txt", "missingdir\\file.txt" };
        for (i = 0; i < 5; i++) {
            strcpy(buf, "deadbeef");
            SetLastError(0xdeadbeef);
            r = GetLongPathNameA(bad[i], buf, MAX_PATH);
            printf("GetLongPathNameA(\"%s\")=%lu err=%lu", bad[i], r, GetLastError());
            SetLastError(0xdeadbeef);
            r = GetShortPathNameA(bad[i], buf, MAX_PATH);
            printf(" GetShortPathNameA=%lu err=%lu\n", r, GetLastError());
        }
    }
    DeleteFileA("SHORTDIR\\FILE.TXT");
    RemoveDirectoryA("SHORTDIR");
    DeleteFileA("Long Directory Name\\Long File.text");
    RemoveDirectoryA("Long Directory Name");

    GetWindowsDirectoryA(buf, MAX_PATH);
    GetEnvironmentVariableA("TMP", tmp, sizeof(tmp));
    SetEnvironmentVariableA("TMP", "C:\\WINDOWS");
    r = GetTempPathA(MAX_PATH, buf);
    printf("TMP=C:\\WINDOWS GetTempPathA=%lu %s\n", r, buf);
    r = GetTempPathA(1, buf);
    printf("  GetTempPathA(1)=%lu\n", r);
    SetCurrentDirectoryA("C:\\WINDOWS");
    SetEnvironmentVariableA("TMP", "C:");
    r = GetTempPathA(MAX_PATH, buf);
    printf("TMP=C: GetTempPathA=%lu %s\n", r, buf);
    SetEnvironmentVariableA("TMP", "SYSTEM32");
    r = GetTempPathA(MAX_PATH, buf);
    printf("TMP=SYSTEM32 GetTempPathA=%lu %s\n", r, buf);
    SetEnvironmentVariableA("TMP", tmp);
    SetCurrentDirectoryA(cwd);
}

static void mode_disk(void)
{
    static const char *roots[] = { "\\", "/", "", NULL };
    DWORD spc, bps, freec, total;
    ULARGE_INTEGER avail, tot, fr;
    BOOL r;
    int i;
    for (i = 0; i < 4; i++) {
        SetLastError(0xdeadbeef);
        r = GetDiskFreeSpaceA(roots[i], &spc, &bps, &freec, &total);
        printf("GetDiskFreeSpaceA(%s)=%d err=%lu", roots[i] ? roots[i] : "NULL", r,
               r ? 0 : GetLastError());
        SetLastError(0xdeadbeef);
        r = GetDiskFreeSpaceExA(roots[i], &avail, &tot, &fr);
        printf(" Ex=%d err=%lu\n", r, r ? 0 : GetLastError());
    }
}

static void put_file(const char *path, const char *data, DWORD size)
{
    DWORD n;
    HANDLE h = CreateFileA(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, data, size, &n, NULL);
    CloseHandle(h);
}

/* the file's bytes, NUL shown as \0 and CR LF as | */
static void show_file(const char *what, const char *path)
{
    char data[512];
    DWORD n = 0, i;
    HANDLE h = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    if (h != INVALID_HANDLE_VALUE) { ReadFile(h, data, sizeof(data), &n, NULL); CloseHandle(h); }
    printf("%s: ", what);
    for (i = 0; i < n; i++) {
        if (data[i] == '\r') continue;
        if (data[i] == '\n') putchar('|');
        else if (!data[i]) printf("\\0");
        else putchar(data[i]);
    }
    printf("\n");
}

/* a NUL-separated list, NULs shown as '\0', up to N chars */
static void show_list(const char *what, DWORD ret, const char *buf, int n)
{
    int i;
    printf("%s ret=%lu err=%lu buf=", what, ret, GetLastError());
    for (i = 0; i < n; i++) {
        if (!buf[i]) printf("\\0");
        else if (buf[i] == 0x0c) putchar('~');
        else putchar(buf[i]);
    }
    printf("\n");
}

static void mode_profile(void)
{
    static const char sections[] = "[section1]\r\nname1=val1\r\nname2=\r\nname3\r\n"
        "[section2]\r\n[section3]\r\n=val5\r\n";
    static const char names[] = "[ section1 ]\r\n[section2]\r\n[section3]\r\n";
    static const struct { DWORD access, share; } modes[] = {
        { GENERIC_READ, FILE_SHARE_READ }, { GENERIC_READ, FILE_SHARE_WRITE },
        { GENERIC_WRITE, FILE_SHARE_READ }, { GENERIC_READ | GENERIC_WRITE, FILE_SHARE_WRITE },
        { GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE } };
    char buf[100], path[MAX_PATH], tmp[MAX_PATH];
    DWORD r;
    HANDLE h;
    int i;

    GetTempPathA(MAX_PATH, tmp);
    sprintf(path, "%sstop23.ini", tmp);
    put_file(path, sections, sizeof(sections));       /* with its NUL byte */
    SetLastError(0xdeadbeef);
    r = GetPrivateProfileSectionA(NULL, buf, sizeof(buf), path);
    printf("Section(NULL)=%lu err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = GetPrivateProfileSectionA("section1", NULL, 0, path);
    printf("Section(no buffer)=%lu err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = GetPrivateProfileSectionA("section2", buf, sizeof(buf), path);
    printf("Section(empty)=%lu err=%lu\n", r, GetLastError());
    memset(buf, 0x0c, sizeof(buf));
    SetLastError(0xdeadbeef);
    r = GetPrivateProfileSectionA("section1", buf, sizeof(buf), path);
    show_list("Section(section1)", r, buf, 32);
    memset(buf, 0x0c, sizeof(buf));
    SetLastError(0xdeadbeef);
    r = GetPrivateProfileSectionA("section3", buf, sizeof(buf), path);
    show_list("Section(section3)", r, buf, 8);

    put_file(path, names, sizeof(names));
    for (i = 29; i >= 27; i--) {
        memset(buf, 0x0c, sizeof(buf));
        SetLastError(0xdeadbeef);
        r = GetPrivateProfileSectionNamesA(buf, i, path);
        sprintf(tmp, "SectionNames(%d)", i);
        show_list(tmp, r, buf, 29);
    }
    memset(buf, 0x0c, sizeof(buf));
    r = GetPrivateProfileSectionNamesA(buf, 10, "C:\\stop23_not_here.ini");
    show_list("SectionNames(missing)", r, buf, 3);

    DeleteFileA(path);
    SetLastError(0xdeadbeef);
    r = WritePrivateProfileStringA(NULL, "key", "string", path);
    printf("Write(no section)=%lu err=%lu exists=%d\n", r, GetLastError(),
           GetFileAttributesA(path) != INVALID_FILE_ATTRIBUTES);
    WritePrivateProfileStringA("App1", "key1", "string1", path);
    WritePrivateProfileStringA("App1", "key2", "string2", path);
    WritePrivateProfileStringA("App2", "key3", "string3", path);
    show_file("two sections", path);
    WritePrivateProfileStringA("App3", "key4", "string4", path);
    WritePrivateProfileStringA("App1", "key1", NULL, path);
    show_file("a third, a key gone", path);
    WritePrivateProfileStringA("App2", NULL, NULL, path);
    show_file("a section gone", path);

    for (i = 0; i < 5; i++) {
        h = CreateFileA(path, modes[i].access, modes[i].share, NULL, OPEN_EXISTING, 0, NULL);
        SetLastError(0xdeadbeef);
        r = WritePrivateProfileStringA("App1", "key2", "again", path);
        printf("held %lx/%lx: write=%lu err=%lu", modes[i].access, modes[i].share, r,
               r ? 0 : GetLastError());
        r = GetPrivateProfileStringA("App1", "key2", "", buf, sizeof(buf), path);
        printf(" read=%lu\n", r);
        CloseHandle(h);
    }
    DeleteFileA(path);

    h = CreateFileA(path, GENERIC_WRITE, FILE_SHARE_READ, NULL, CREATE_ALWAYS,
                    FILE_FLAG_DELETE_ON_CLOSE, NULL);
    WriteFile(h, "[s]\nk=123\n", 10, &r, NULL);
    printf("delete-on-close read=%u\n", GetPrivateProfileIntA("s", "k", 0, path));
    CloseHandle(h);
    printf("deleted=%d\n", GetFileAttributesA(path) == INVALID_FILE_ATTRIBUTES);
}

static void show_str(const char *what, const char *section, const char *name)
{
    char buf[64];
    DWORD r = GetPrivateProfileStringA(section, name, "default", buf, sizeof(buf), "stop23_map.ini");
    printf("%s: %s/%s=%lu %s\n", what, section, name, r, buf);
}

static void show_reg(const char *what, HKEY root, const char *path, const char *name)
{
    char buf[64];
    DWORD size = sizeof(buf), type = 0;
    HKEY key;
    LONG r = RegOpenKeyExA(root, path, 0, KEY_READ, &key);
    if (r) { printf("%s: key %s open=%ld\n", what, path, r); return; }
    r = RegQueryValueExA(key, name, NULL, &type, (BYTE *)buf, &size);
    printf("%s: %s\\%s=%ld type=%lu %s\n", what, path, name, r, type, r ? "" : buf);
    RegCloseKey(key);
}

static void mode_inimap(void)
{
    static const char *file = "stop23_map.ini";
    static const DWORD number = 7;
    HKEY map, sub, key;
    char buf[100];
    DWORD r;

    r = RegCreateKeyExA(HKEY_LOCAL_MACHINE,
        "Software\\Microsoft\\Windows NT\\CurrentVersion\\IniFileMapping\\stop23_map.ini",
        0, NULL, 0, KEY_READ | KEY_WRITE | KEY_WOW64_64KEY, NULL, &map, NULL);
    printf("mapping key=%lu\n", r);
    RegSetValueExA(map, "section1", 0, REG_SZ, (BYTE *)"USR:stop23_map", sizeof("USR:stop23_map"));
    show_str("unset", "section1", "name1");
    r = WritePrivateProfileStringA("section1", "name1", "value1", file);
    printf("write=%lu file=%d\n", r, GetFileAttributesA("C:\\WINDOWS\\stop23_map.ini") != INVALID_FILE_ATTRIBUTES);
    show_str("written", "section1", "name1");
    show_reg("registry", HKEY_CURRENT_USER, "stop23_map", "name1");
    RegOpenKeyExA(HKEY_CURRENT_USER, "stop23_map", 0, KEY_READ | KEY_WRITE, &key);
    RegSetValueExA(key, "name2", 0, REG_SZ, (BYTE *)"value2", sizeof("value2"));
    RegSetValueExA(key, "name3", 0, REG_DWORD, (BYTE *)&number, sizeof(number));
    show_str("set in the registry", "section1", "name2");
    show_str("a DWORD", "section1", "name3");
    printf("int of a DWORD=%u\n", GetPrivateProfileIntA("section1", "name3", 5, file));
    WritePrivateProfileSectionA("section1", "name4=four\0name1=one\0", file);
    memset(buf, 0, sizeof(buf));
    r = GetPrivateProfileSectionA("section1", buf, sizeof(buf), file);
    show_list("section", r, buf, r);
    WritePrivateProfileStringA("other", "k", "v", file);
    memset(buf, 0, sizeof(buf));
    r = GetPrivateProfileSectionNamesA(buf, sizeof(buf), file);
    show_list("names", r, buf, r);
    r = WritePrivateProfileStringA("section1", NULL, NULL, file);
    show_str("section deleted", "section1", "name4");
    show_reg("key kept", HKEY_CURRENT_USER, "stop23_map", "name4");
    RegCloseKey(key);
    RegDeleteKeyA(HKEY_CURRENT_USER, "stop23_map");
    show_str("file section", "other", "k");
    DeleteFileA("C:\\WINDOWS\\stop23_map.ini");
    RegDeleteValueA(map, "section1");

    RegSetValueExA(map, NULL, 0, REG_SZ, (BYTE *)"SYS:stop23_default", sizeof("SYS:stop23_default"));
    WritePrivateProfileStringA("section4", "name1", "value1", file);
    show_reg("default mapping", HKEY_LOCAL_MACHINE, "Software\\stop23_default\\section4", "name1");
    show_str("default mapping", "section4", "name1");
    printf("file=%d\n", GetFileAttributesA("C:\\WINDOWS\\stop23_map.ini") != INVALID_FILE_ATTRIBUTES);
    RegDeleteKeyA(HKEY_LOCAL_MACHINE, "Software\\stop23_default\\section4");
    RegDeleteKeyA(HKEY_LOCAL_MACHINE, "Software\\stop23_default");
    RegDeleteValueA(map, NULL);

    RegCreateKeyExA(map, "section6", 0, NULL, 0, KEY_READ | KEY_WRITE, NULL, &sub, NULL);
    RegSetValueExA(sub, "name1", 0, REG_SZ, (BYTE *)"USR:stop23_name1", sizeof("USR:stop23_name1"));
    WritePrivateProfileStringA("section6", "name1", "value1", file);
    WritePrivateProfileStringA("section6", "name3", "value3", file);
    show_reg("by name", HKEY_CURRENT_USER, "stop23_name1", "name1");
    show_str("by name", "section6", "name1");
    show_str("unmapped name", "section6", "name3");
    printf("file=%d\n", GetFileAttributesA("C:\\WINDOWS\\stop23_map.ini") != INVALID_FILE_ATTRIBUTES);
    memset(buf, 0, sizeof(buf));
    r = GetPrivateProfileSectionA("section6", buf, sizeof(buf), file);
    show_list("section6", r, buf, r);
    WritePrivateProfileSectionA("section6", "name1=one\0name3=three\0", file);
    show_str("section written", "section6", "name1");
    show_str("section written", "section6", "name3");
    WritePrivateProfileStringA("section6", NULL, NULL, file);
    show_str("section6 deleted", "section6", "name1");
    show_str("section6 deleted", "section6", "name3");
    RegDeleteKeyA(HKEY_CURRENT_USER, "stop23_name1");
    RegCloseKey(sub);
    RegDeleteKeyA(map, "section6");
    RegCloseKey(map);
    RegDeleteKeyA(HKEY_LOCAL_MACHINE,
        "Software\\Microsoft\\Windows NT\\CurrentVersion\\IniFileMapping\\stop23_map.ini");
    DeleteFileA("C:\\WINDOWS\\stop23_map.ini");
}

static void wait_line(const char *what, HANDLE h)
{
    DWORD wait = WaitForSingleObject(h, 0), again = WaitForSingleObject(h, 0);
    BOOL next = FindNextChangeNotification(h);
    DWORD after = WaitForSingleObject(h, 0);
    printf("%s: wait=%lx again=%lx next=%d after=%lx\n", what, wait, again, next, after);
}

static void mode_changes(void)
{
    char dir[MAX_PATH], file[MAX_PATH], file2[MAX_PATH], sub[MAX_PATH], deep[MAX_PATH];
    HANDLE h, flat, names, f;
    DWORD n;
    char data[64] = "data";

    SetLastError(0xdeadbeef);
    h = FindFirstChangeNotificationA("C:\\stop23-missing", FALSE, FILE_NOTIFY_CHANGE_FILE_NAME);
    printf("missing=%d err=%lu\n", h == INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0xdeadbeef);
    h = FindFirstChangeNotificationA(NULL, FALSE, FILE_NOTIFY_CHANGE_FILE_NAME);
    printf("NULL=%d err=%lu\n", h == INVALID_HANDLE_VALUE, GetLastError());
    SetLastError(0xdeadbeef);
    n = FindNextChangeNotification(NULL);
    printf("next(NULL)=%lu err=%lu\n", n, GetLastError());
    SetLastError(0xdeadbeef);
    n = FindCloseChangeNotification(NULL);
    printf("close(NULL)=%lu err=%lu\n", n, GetLastError());

    GetTempPathA(MAX_PATH, dir);
    strcat(dir, "stop23chg");
    CreateDirectoryA(dir, NULL);
    sprintf(file, "%s\\a.txt", dir);
    sprintf(file2, "%s\\b.txt", dir);
    sprintf(sub, "%s\\sub", dir);
    sprintf(deep, "%s\\sub\\deep", dir);
    CloseHandle(CreateFileA(file, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL));
    SetLastError(0xdeadbeef);
    h = FindFirstChangeNotificationA(file, FALSE, FILE_NOTIFY_CHANGE_FILE_NAME);
    printf("on a file=%d err=%lu\n", h == INVALID_HANDLE_VALUE, GetLastError());
    DeleteFileA(file);

    h = FindFirstChangeNotificationA(dir, TRUE, FILE_NOTIFY_CHANGE_FILE_NAME |
                                     FILE_NOTIFY_CHANGE_DIR_NAME);
    flat = FindFirstChangeNotificationA(dir, FALSE, FILE_NOTIFY_CHANGE_DIR_NAME);
    names = FindFirstChangeNotificationA(dir, FALSE, FILE_NOTIFY_CHANGE_LAST_WRITE |
                                         FILE_NOTIFY_CHANGE_SIZE);
    printf("armed=%lx\n", WaitForSingleObject(h, 0));
    CloseHandle(CreateFileA(file, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL));
    wait_line("file created", h);
    wait_line("  folders only", flat);
    FindNextChangeNotification(names);
    MoveFileA(file, file2);
    wait_line("file renamed", h);
    f = CreateFileA(file2, GENERIC_WRITE, 0, NULL, OPEN_EXISTING, 0, NULL);
    WriteFile(f, data, sizeof(data), &n, NULL);
    CloseHandle(f);
    wait_line("file written", names);
    wait_line("  names only", h);
    f = CreateFileA(file2, GENERIC_WRITE, 0, NULL, OPEN_EXISTING, 0, NULL);
    WriteFile(f, "DATA", 4, &n, NULL);
    CloseHandle(f);
    wait_line("written again, same size", names);
    CreateDirectoryA(sub, NULL);
    wait_line("folder made", flat);
    wait_line("  subtree", h);
    CreateDirectoryA(deep, NULL);
    wait_line("folder made below", flat);
    wait_line("  subtree", h);
    RemoveDirectoryA(deep);
    RemoveDirectoryA(sub);
    DeleteFileA(file2);
    wait_line("all removed", h);
    printf("close=%d\n", FindCloseChangeNotification(h));
    FindCloseChangeNotification(flat);
    FindCloseChangeNotification(names);
    printf("removed=%d\n", RemoveDirectoryA(dir));
}

static void mode_wctomb(void)
{
    static const WCHAR wcs[] = {'T', 'h', 0x1088, 'i', 0};
    char mbc = 0, mbs[8];
    BOOL used = 7;
    int r;
    SetLastError(0xdeadbeef);
    r = WideCharToMultiByte(1252, 0, wcs, -1, &mbc, 1, NULL, &used);
    printf("1 byte: ret=%d mbc=%d used=%d err=%lu\n", r, mbc, used, GetLastError());
    used = 7;
    r = WideCharToMultiByte(1252, 0, wcs, -1, mbs, 3, NULL, &used);
    printf("3 bytes: ret=%d used=%d err=%lu\n", r, used, GetLastError());
    used = 7;
    r = WideCharToMultiByte(1252, 0, wcs, -1, mbs, sizeof(mbs), NULL, &used);
    printf("whole: ret=%d %s used=%d\n", r, mbs, used);
    SetLastError(0xdeadbeef);
    r = WideCharToMultiByte(CP_UTF7, 1, wcs, 4, mbs, sizeof(mbs), NULL, &used);
    printf("UTF-7 bad flag and used: ret=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = WideCharToMultiByte(CP_UTF8, 0x100, wcs, 4, mbs, sizeof(mbs), NULL, &used);
    printf("UTF-8 bad flag and used: ret=%d err=%lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = WideCharToMultiByte(CP_UTF7, 1, wcs, 4, mbs, sizeof(mbs), NULL, NULL);
    printf("UTF-7 bad flag: ret=%d err=%lu\n", r, GetLastError());
}

int main(int argc, char **argv)
{
    const char *mode = argc > 2 && !strcmp(argv[1], "/mode") ? argv[2] : "";
    setvbuf(stdout, NULL, _IONBF, 0);
    if (!strcmp(mode, "fmtmsg")) mode_fmtmsg();
    else if (!strcmp(mode, "atoms")) mode_atoms();
    else if (!strcmp(mode, "paths")) mode_paths();
    else if (!strcmp(mode, "disk")) mode_disk();
    else if (!strcmp(mode, "profile")) mode_profile();
    else if (!strcmp(mode, "inimap")) mode_inimap();
    else if (!strcmp(mode, "changes")) mode_changes();
    else if (!strcmp(mode, "wctomb")) mode_wctomb();
    else { printf("unknown mode '%s'\n", mode); return 1; }
    return 0;
}
