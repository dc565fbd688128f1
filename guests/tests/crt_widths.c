/* crt_widths: msvcrt.dll functions whose meaning follows the program's width, and the
 * rest of msvcrt's table a 64-bit program reaches. Built for i686 and x86-64 from this
 * one source; each line is what Wine 8 prints for the same build.
 *
 * msvcrt.dll's plain time_t is 32 bits in the x86 DLL and 64 bits in the x64 one (x64
 * msvcrt has no 32-bit time_t), so `time`, `gmtime`, `mktime`, `ctime`, `difftime`,
 * `_ftime`, `_stat`, `_fstat`, `_findfirst` and `_utime` take different structures at the
 * two widths. mingw's headers map these names to the explicitly sized forms inline, so
 * this program reaches the plain exports through GetProcAddress, with time_t written as
 * intptr_t (the width of msvcrt's own time_t at both widths).
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <mbstring.h>
#include <io.h>
#include <fcntl.h>
#include <float.h>
#ifndef _SW_ZERODIVIDE          /* gcc's float.h comes first: msvcrt's status bits */
#define _SW_INVALID    0x10
#define _SW_ZERODIVIDE 0x08
#define _SW_OVERFLOW   0x04
#endif

/* msvcrt's printf reads %I64d; gcc checks formats as C99's */
#pragma GCC diagnostic ignored "-Wformat"
#pragma GCC diagnostic ignored "-Wformat-extra-args"

typedef intptr_t mtime_t;                /* msvcrt.dll's time_t, either width */
struct mtm { int sec, min, hour, mday, mon, year, wday, yday, isdst; };
struct mtimeb { mtime_t time; unsigned short millitm; short timezone, dstflag; };
struct mstat {                           /* _stat32 at 32 bits, _stat64i32 at 64 */
    unsigned int dev; unsigned short ino, mode; short nlink, uid, gid;
    unsigned int rdev; long size; mtime_t atime, mtime, ctime;
};
struct mfind {                           /* _finddata32_t / _finddata64i32_t */
    unsigned attrib; mtime_t create, access, write; unsigned long size; char name[260];
};
struct mutimbuf { mtime_t actime, modtime; };

static HMODULE crt;
#define GET(type, name) ((type)(void (*)(void))GetProcAddress(crt, name))

static int cmp_int(const void *a, const void *b)
{
    return *(const int *)a - *(const int *)b;
}

static void times(void)
{
    mtime_t (__cdecl *p_time)(mtime_t *) = GET(mtime_t (__cdecl *)(mtime_t *), "time");
    struct mtm *(__cdecl *p_gmtime)(const mtime_t *) =
        GET(struct mtm *(__cdecl *)(const mtime_t *), "gmtime");
    mtime_t (__cdecl *p_mktime)(struct mtm *) = GET(mtime_t (__cdecl *)(struct mtm *), "mktime");
    mtime_t (__cdecl *p_mkgmtime)(struct mtm *) =
        GET(mtime_t (__cdecl *)(struct mtm *), "_mkgmtime");
    char *(__cdecl *p_ctime)(const mtime_t *) = GET(char *(__cdecl *)(const mtime_t *), "ctime");
    wchar_t *(__cdecl *p_wctime)(const mtime_t *) =
        GET(wchar_t *(__cdecl *)(const mtime_t *), "_wctime");
    double (__cdecl *p_difftime)(mtime_t, mtime_t) =
        GET(double (__cdecl *)(mtime_t, mtime_t), "difftime");
    void (__cdecl *p_ftime)(struct mtimeb *) = GET(void (__cdecl *)(struct mtimeb *), "_ftime");
    mtime_t now, stored = 0, t;
    struct mtm *tm, in;
    struct mtimeb tb;

    now = p_time(&stored);
    /* (the guest clock of wineagent starts at 2024-01-01, win32/kernel/epoch.py) */
    printf("time: %s, stored %s\n", now >= 946684800 ? "in this century" : "before 2000",
           stored == now ? "the same" : "differs");
    t = 2000000000;                     /* past 2038 only at 64 bits: 2033-05-18 */
    tm = p_gmtime(&t);
    printf("gmtime(2000000000) = %d-%02d-%02d %02d:%02d:%02d wday %d yday %d\n",
           tm->year + 1900, tm->mon + 1, tm->mday, tm->hour, tm->min, tm->sec, tm->wday,
           tm->yday);
    memset(&in, 0, sizeof(in));
    in.year = 101; in.mon = 8; in.mday = 9; in.hour = 1; in.min = 46; in.sec = 40;
    printf("_mkgmtime(2001-09-09 01:46:40) = %ld\n", (long)p_mkgmtime(&in));
    in.isdst = -1;
    t = p_mktime(&in);
    printf("mktime: %s\n", t > 999000000 && t < 1001000000 ? "near 1000000000" : "wrong");
    t = 1000000000;
    printf("ctime: %s", p_ctime(&t) ? "a string\n" : "NULL\n");
    printf("_wctime: %s\n", p_wctime(&t) ? "a string" : "NULL");
    printf("difftime(1000000100, 1000000000) = %.1f\n", p_difftime(1000000100, 1000000000));
    p_ftime(&tb);
    printf("_ftime: %s, millitm %s\n", tb.time >= 946684800 ? "in this century" : "wrong",
           tb.millitm < 1000 ? "< 1000" : "wrong");
}

static void files(void)
{
    int (__cdecl *p_stat)(const char *, struct mstat *) =
        GET(int (__cdecl *)(const char *, struct mstat *), "_stat");
    int (__cdecl *p_fstat)(int, struct mstat *) = GET(int (__cdecl *)(int, struct mstat *), "_fstat");
    intptr_t (__cdecl *p_findfirst)(const char *, struct mfind *) =
        GET(intptr_t (__cdecl *)(const char *, struct mfind *), "_findfirst");
    int (__cdecl *p_findnext)(intptr_t, struct mfind *) =
        GET(int (__cdecl *)(intptr_t, struct mfind *), "_findnext");
    int (__cdecl *p_utime)(const char *, struct mutimbuf *) =
        GET(int (__cdecl *)(const char *, struct mutimbuf *), "_utime");
    struct mstat st;
    struct mfind fd;
    struct mutimbuf ut;
    intptr_t h;
    int (__cdecl *p_tmpfile_s)(FILE **) = GET(int (__cdecl *)(FILE **), "tmpfile_s");
    FILE *f = NULL, *tmp = NULL;
    int fdn, r;

    printf("fopen_s: %d\n", fopen_s(&f, "cw_one.tst", "wb"));
    fputs("hello", f);
    fclose(f);
    memset(&st, 0, sizeof(st));
    r = p_stat("cw_one.tst", &st);
    printf("_stat: %d size %ld mode %04o\n", r, st.size, st.mode & 0170000);
    ut.actime = ut.modtime = 1234567890;
    printf("_utime: %d\n", p_utime("cw_one.tst", &ut));
    p_stat("cw_one.tst", &st);
    printf("_stat mtime after _utime: %ld\n", (long)st.mtime);
    fdn = _open("cw_one.tst", _O_RDONLY);
    memset(&st, 0, sizeof(st));
    r = p_fstat(fdn, &st);
    printf("_fstat: %d size %ld mtime %ld\n", r, st.size, (long)st.mtime);
    _close(fdn);
    memset(&fd, 0, sizeof(fd));
    h = p_findfirst("cw_*.tst", &fd);
    printf("_findfirst: %s %s size %lu write %ld\n", h == -1 ? "-1" : "a handle", fd.name,
           fd.size, (long)fd.write);
    printf("_findnext: %d\n", p_findnext(h, &fd));
    _findclose(h);
    /* (Wine 8 answers 0 and a NULL stream in its prefix: only the result is printed) */
    printf("tmpfile_s: %d\n", p_tmpfile_s(&tmp));
    if (tmp)
        fclose(tmp);
    remove("cw_one.tst");
}

static void numbers(void)
{
    float (__cdecl *p_nextafterf)(float, float) =
        GET(float (__cdecl *)(float, float), "_nextafterf");
    lldiv_t d = lldiv(-7000000000LL, 3);
    int v[] = { 1, 3, 5, 7, 9, 11 }, key = 7, *hit;
    char *end;
    wchar_t *wend;
    float f;

    printf("lldiv(-7000000000, 3) = %I64d rem %I64d\n", d.quot, d.rem);
    printf("llabs(-5000000000) = %I64d, _abs64 = %I64d\n", llabs(-5000000000LL),
           _abs64(-6000000000LL));
    printf("_byteswap_uint64 = %016I64x\n", _byteswap_uint64(0x0102030405060708ULL));
    printf("_rotl(0x80000001, 4) = %08x, _rotr = %08x\n", _rotl(0x80000001, 4),
           _rotr(0x80000001, 4));
    {
        /* looked up: mingw's headers inline these; the DLL's are the point */
        typedef unsigned long long (__cdecl *rot64_t)(unsigned long long, int);
        typedef unsigned long (__cdecl *rot32_t)(unsigned long, int);
        typedef long long (__cdecl *imaxabs_t)(long long);
        typedef lldiv_t (__cdecl *imaxdiv_t_fn)(long long, long long);
        HMODULE u = LoadLibraryA("ucrtbase.dll");
        imaxabs_t p_imaxabs = (imaxabs_t)(void (*)(void))GetProcAddress(u, "imaxabs");
        imaxdiv_t_fn p_imaxdiv = (imaxdiv_t_fn)(void (*)(void))GetProcAddress(u, "imaxdiv");
        lldiv_t q;
        printf("_rotl64 = %016I64x, _rotr64 = %016I64x, _lrotl = %08lx, _lrotr = %08lx\n",
               GET(rot64_t, "_rotl64")(0x8000000000000001ULL, 4),
               GET(rot64_t, "_rotr64")(0x8000000000000001ULL, 68),
               GET(rot32_t, "_lrotl")(0x80000001UL, 36), GET(rot32_t, "_lrotr")(0x80000001UL, 4));
        q = p_imaxdiv(-7000000001LL, 4);
        printf("ucrtbase imaxabs(-5000000000) = %I64d, imaxdiv = %I64d rem %I64d\n",
               p_imaxabs(-5000000000LL), q.quot, q.rem);
    }
    printf("atoll(\"-9000000000\") = %I64d, _wtoi64 = %I64d\n", atoll("-9000000000"),
           _wtoi64(L"123456789012"));
    f = strtof("1.5e3x", &end);                  /* before printf reads ``end`` */
    printf("strtof(\"1.5e3x\") = %.1f rest \"%s\"\n", f, end);
    f = wcstof(L"-2.25", &wend);
    printf("wcstof(L\"-2.25\") = %.2f rest %d\n", f, *wend);
    if (p_nextafterf)              /* x64 msvcrt.dll's: the x86 DLL has no float forms */
        printf("_nextafterf(1, 2) = %.9g\n", (double)p_nextafterf(1.0f, 2.0f));
    else
        printf("_nextafterf: not exported\n");
    printf("strnlen = %u, wcsnlen = %u\n", (unsigned)strnlen("abcdef", 4),
           (unsigned)wcsnlen(L"abc", 10));
    hit = bsearch(&key, v, 6, sizeof(int), cmp_int);
    printf("bsearch(7) = index %d\n", hit ? (int)(hit - v) : -1);
    key = 8;
    printf("bsearch(8) = %s\n", bsearch(&key, v, 6, sizeof(int), cmp_int) ? "found" : "NULL");
}

static void strings(void)
{
    wchar_t wbuf[64], wtext[] = L"one two,three";
    char text[] = "a;b;;c", *ctx = NULL, *tok;
    unsigned char mb[] = "xy";
    /* Windows' msvcrt.dll has the positional and counted wide forms since Vista; Wine 8's
     * msvcrt.dll does not export them, its msvcr90.dll does: the same functions */
    HMODULE lib = GetProcAddress(crt, "_swprintf_p") ? crt : LoadLibraryA("msvcr90.dll");
    int (__cdecl *p_swprintf_p)(wchar_t *, size_t, const wchar_t *, ...) =
        (void *)GetProcAddress(lib, "_swprintf_p");
    int (__cdecl *p_scwprintf_p)(const wchar_t *, ...) = (void *)GetProcAddress(lib, "_scwprintf_p");
    int (__cdecl *p_swprintf_c)(wchar_t *, size_t, const wchar_t *, ...) =
        (void *)GetProcAddress(lib, "_swprintf_c");
    wchar_t *w;

    wprintf(L"wprintf: %d %ls %s\n", 42, L"wide", L"also wide");
    fwprintf(stdout, L"fwprintf: %5.2f|%-4d|\n", 3.14159, 7);
    p_swprintf_p(wbuf, 64, L"%2$ls-%1$d", 5, L"five");
    printf("_swprintf_p: %ls\n", wbuf);
    printf("_scwprintf_p: %d\n", p_scwprintf_p(L"%1$d%2$d", 10, 20));
    printf("_swprintf_c: %d %ls\n", p_swprintf_c(wbuf, 64, L"%I64d", 1LL << 40), wbuf);
    printf("swprintf_s: %d %ls\n", swprintf_s(wbuf, 64, L"[%3d]", 9), wbuf);
    printf("_snwprintf_s: %d %ls\n", _snwprintf_s(wbuf, 64, 4, L"%s", L"truncated"), wbuf);
    w = wcstok(wtext, L" ,");
    printf("wcstok: %ls", w);
    while ((w = wcstok(NULL, L" ,")))
        printf(" %ls", w);
    printf("\n");
    printf("strtok_s:");
    for (tok = strtok_s(text, ";", &ctx); tok; tok = strtok_s(NULL, ";", &ctx))
        printf(" %s", tok);
    printf("\n");
    wcsncpy(wbuf, L"abcdef", 3);          /* no NUL within the count: none written */
    wbuf[3] = 0;
    printf("wcsncpy/wcsncat/wcscmp: %d\n", wcscmp(wcsncat(wbuf, L"xyz", 2), L"abcxy"));
    printf("strspn = %u, wcsspn = %u, wcscspn = %u\n", (unsigned)strspn("aabbc", "ab"),
           (unsigned)wcsspn(L"aabbc", L"ab"), (unsigned)wcscspn(L"hello", L"l"));
    printf("_mbsnextc = %u, _mbclen = %u, _mbsinc - s = %d\n", _mbsnextc(mb),
           (unsigned)_mbclen(mb), (int)(_mbsinc(mb) - mb));
}

static void fpstatus(void)
{
    volatile double zero = 0.0, r;

    /* x87 arithmetic in the i686 build, SSE in the x86-64 one (whose exception flags
     * Unicorn keeps outside MXCSR: machine/ssestatus.py) */
    _clearfp();
    r = 1.0 / zero;
    printf("_statusfp after 1/0: %s (%s)\n", _statusfp() & _SW_ZERODIVIDE ? "zero divide" : "none",
           r > 1e308 ? "inf" : "finite");
    r = zero / zero;
    printf("_statusfp after 0/0: %s\n", _statusfp() & _SW_INVALID ? "invalid" : "none");
    printf("_clearfp: %s\n", _clearfp() & (_SW_ZERODIVIDE | _SW_INVALID) ? "had both" : "wrong");
    printf("_statusfp after _clearfp: %x\n", _statusfp() & (_SW_ZERODIVIDE | _SW_INVALID |
                                                          _SW_OVERFLOW));
}

static void startup(void)
{
    int (__cdecl *p_wgetmainargs)(int *, wchar_t ***, wchar_t ***, int, int *) =
        GET(int (__cdecl *)(int *, wchar_t ***, wchar_t ***, int, int *), "__wgetmainargs");
    int *(__cdecl *p_argc)(void) = GET(int *(__cdecl *)(void), "__p___argc");
    char ***(__cdecl *p_argv)(void) = GET(char ***(__cdecl *)(void), "__p___argv");
    int argc = 0, si = 0;
    wchar_t **wargv = NULL, **wenv = NULL;
    int (__cdecl *p_get_pgmptr)(char **) = GET(int (__cdecl *)(char **), "_get_pgmptr");
    char *pgm = NULL;
    size_t n;

    p_wgetmainargs(&argc, &wargv, &wenv, 0, &si);
    n = wcslen(wargv[0]);
    printf("__wgetmainargs: argc %d, argv[0] ends %ls, environment %s\n", argc,
           n >= 4 ? wargv[0] + n - 4 : wargv[0], wenv && wenv[0] ? "has entries" : "empty");
    /* x86 msvcrt.dll's (Wine 8's x64 msvcrt.dll has no __p___argc or __p___argv) */
    if (p_argc && p_argv)
        printf("__p___argc: %d, __argv[0] %s\n", *p_argc(),
               strstr((*p_argv())[0], ".exe") ? "names the exe" : "wrong");
    p_get_pgmptr(&pgm);
    printf("_get_pgmptr: %s\n", pgm && strstr(pgm, "crt_widths") ? "names the exe" : "wrong");
}

int main(void)
{
    crt = GetModuleHandleA("msvcrt.dll");
    setvbuf(stdout, NULL, _IONBF, 0);
    times();
    files();
    numbers();
    strings();
    fpstatus();
    startup();
    printf("done\n");
    return 0;
}
