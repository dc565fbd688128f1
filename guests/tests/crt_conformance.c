/* msvcrt behaviours Wine's conformance tests (dlls/msvcrt/tests, bench/conformance.py)
 * found missing or wrong in wineagent: one line per check, the expected lines being what
 * Wine 8 prints for this same program (test/expected/crt_conformance.txt).
 *
 * qsort's comparison order, _lfind/_lsearch, _beginthread's handle, raise and
 * __pxcptinfoptrs, $I10_OUTPUT, the multibyte code page and _splitpath, _searchenv,
 * _makepath_s, TZ and _tzset, _strdate_s, the wide environment, printf's parser and
 * positional arguments, _ecvt/_fcvt of specials, _set_sbh_threshold.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <search.h>
#include <process.h>
#include <mbctype.h>
#include <direct.h>
#include <time.h>
#include <errno.h>

static HMODULE crt;
static int *base;

static int __cdecl cmp_log(const void *l, const void *r)
{
    printf(" %d,%d", (int)((const int *)l - base), (int)((const int *)r - base));
    return *(const int *)l % 1000 - *(const int *)r % 1000;
}

static int __cdecl cmp_ctx(void *ctx, const void *l, const void *r)
{
    ++*(int *)ctx;
    printf(" %d,%d", (int)((const int *)l - base), (int)((const int *)r - base));
    return *(const int *)l % 1000 - *(const int *)r % 1000;
}

static void test_qsort(void)
{
    int tab[9], i, calls = 0;
    static const int nonstable[] = {8, 1007, 2006, 3005, 4004, 5003, 6002, 7001, 8000};
    void (__cdecl *p_qsort_s)(void *, size_t, size_t,
                              int (__cdecl *)(void *, const void *, const void *), void *);

    for (i = 0; i < 9; i++) tab[i] = i;
    tab[5] = 1;
    tab[6] = 2;
    base = tab;
    printf("qsort compares:");
    qsort(tab, 9, sizeof(int), cmp_log);
    printf("\nqsort result:");
    for (i = 0; i < 9; i++) printf(" %d", tab[i]);
    printf("\n");

    for (i = 0; i < 9; i++) tab[i] = nonstable[i];
    tab[0] = 1003;
    p_qsort_s = (void *)GetProcAddress(crt, "qsort_s");
    printf("qsort_s compares:");
    p_qsort_s(tab, 9, sizeof(int), cmp_ctx, &calls);
    printf("\nqsort_s calls=%d result:", calls);
    for (i = 0; i < 9; i++) printf(" %d", tab[i]);
    printf("\n");
}

static int __cdecl cmp_int(const void *l, const void *r)
{
    return *(const int *)l - *(const int *)r;
}

static void test_lfind(void)
{
    int tab[6] = {9000, 8001, 7002, 6003, 0, 0};
    unsigned int num = 4;
    int key = 7002, *found;

    found = _lfind(&key, tab, &num, sizeof(int), cmp_int);
    printf("_lfind 7002 at %d\n", found ? (int)(found - tab) : -1);
    key = 1234;
    found = _lfind(&key, tab, &num, sizeof(int), cmp_int);
    printf("_lfind 1234 found=%d num=%u\n", found != NULL, num);
    found = _lsearch(&key, tab, &num, sizeof(int), cmp_int);
    printf("_lsearch 1234 at %d num=%u tab[4]=%d\n", (int)(found - tab), num, tab[4]);
}

static void __cdecl thread_return(void *arg) { (void)arg; }
static void __cdecl thread_endthread(void *arg) { (void)arg; _endthread(); }
static void __cdecl thread_endthreadex(void *arg) { (void)arg; _endthreadex(0); }

static void test_beginthread(void)
{
    void (__cdecl *funcs[3])(void *) = {thread_return, thread_endthread, thread_endthreadex};
    static const char *names[3] = {"return", "_endthread", "_endthreadex"};
    int i;

    for (i = 0; i < 3; i++)
    {
        HANDLE h = (HANDLE)_beginthread(funcs[i], 0, NULL);
        WaitForSingleObject(h, INFINITE);
        Sleep(50);
        printf("_beginthread, %s: CloseHandle=%d\n", names[i], CloseHandle(h) ? 1 : 0);
    }
}

static void **info;
static int seen;

static void __cdecl handler(int sig)
{
    printf("  handler(%d): *__pxcptinfoptrs=%p\n", sig, *info);
    seen++;
}

static void test_signals(void)
{
    void **(__cdecl *p_pxcptinfoptrs)(void) = (void *)GetProcAddress(crt, "__pxcptinfoptrs");

    info = p_pxcptinfoptrs();
    printf("__pxcptinfoptrs: at start %p\n", *info);
    *info = (void *)0xdeadbeef;
    signal(SIGSEGV, handler);
    printf("raise(SIGSEGV)=%d\n", raise(SIGSEGV));
    signal(SIGABRT, handler);
    printf("raise(SIGABRT)=%d\n", raise(SIGABRT));
    printf("after: %p, handlers run=%d\n", *info, seen);
    *info = NULL;
}

struct uld { ULONG lo; ULONG hi; USHORT exp; };
typedef struct { short pos; char sign; BYTE len; char str[100]; } I10_OUTPUT_DATA;

static void test_i10(void)
{
    static const struct { struct uld d; int size, flags; } cases[] = {
        {{0x0a3d7000, 0x9d70a3d7, 0x3fff}, 10, 0},     /* 1.23 */
        {{0x04675000, 0xc9f2c9cd, 0x4062}, 30, 0},     /* 1e30 */
        {{0x4bb41000, 0xe12e1342, 0x3fd3}, 10, 1},     /* 1e-13 */
        {{0x00000000, 0xf6000000, 0x4005}, 2, 0},      /* 123 */
        {{0x0a3d7000, 0xfd70a3d7, 0x3ffe}, 1, 0},      /* 0.99 */
        {{0x00000000, 0x80000000, 0xffff}, 10, 0},     /* -inf */
        {{0x00000000, 0xc0000000, 0x7fff}, 10, 0},     /* qnan */
    };
    int (__cdecl *p_i10)(struct uld, int, int, I10_OUTPUT_DATA *) =
        (void *)GetProcAddress(crt, "$I10_OUTPUT");
    unsigned i;

    for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
    {
        I10_OUTPUT_DATA out;
        int ret;
        memset(&out, '#', sizeof(out));
        ret = p_i10(cases[i].d, cases[i].size, cases[i].flags, &out);
        printf("$I10_OUTPUT %u: ret=%d pos=%d sign='%c' len=%d str=%s\n", i, ret, out.pos,
               out.sign, out.len, out.str);
    }
}

static void test_mbcs(void)
{
    char drive[8], dir[64], fname[64], ext[64];
    const char *path = "c:\\\x83\x5c\x83\x74\x83\x67.bin";
    int r;

    printf("_getmbcp=%d\n", _getmbcp());
    _splitpath(path, drive, dir, fname, ext);
    printf("1252: dir len %d, fname len %d\n", (int)strlen(dir), (int)strlen(fname));
    r = _setmbcp(932);
    printf("_setmbcp(932)=%d", r);
    printf(" _getmbcp=%d", _getmbcp());
    printf(" lead(0x81)=%d", _ismbblead(0x81) != 0);
    printf(" trail(0x40)=%d\n", _ismbbtrail(0x40) != 0);
    _splitpath(path, drive, dir, fname, ext);
    printf("932: dir len %d, fname len %d, ext %s\n", (int)strlen(dir), (int)strlen(fname), ext);
    errno = 0;
    r = _setmbcp(12345);
    printf("_setmbcp(12345)=%d errno=%d", r, errno);
    printf(" _getmbcp=%d\n", _getmbcp());
    _setmbcp(-3);
    printf("_setmbcp(_MB_CP_ANSI): %d\n", _getmbcp());
}

static void test_paths(void)
{
    char buf[32], result[MAX_PATH];
    int (__cdecl *p_makepath_s)(char *, size_t, const char *, const char *, const char *,
                                const char *) = (void *)GetProcAddress(crt, "_makepath_s");
    FILE *f;

    memset(buf, 'X', sizeof(buf));
    printf("_makepath_s(size 7)=%d", p_makepath_s(buf, 7, "c:", "dir", "f", "ext"));
    printf(" left: %.9s\n", buf + 1);

    _mkdir("se_dir1");
    _mkdir("se_dir2");
    f = fopen("se_dir2\\3.dat", "w");
    fclose(f);
    _fullpath(result, "se_dir2", MAX_PATH);
    _putenv("SE_PATH=;se_dir1;\"se_\"dir2;");
    _searchenv("3.dat", "SE_PATH", result);
    printf("_searchenv: %s\n", strstr(result, "se_dir2\\3.dat") ? "found in se_dir2" : result);
    _searchenv("none.dat", "SE_PATH", result);
    printf("_searchenv missing: [%s]\n", result);
    remove("se_dir2\\3.dat");
    _rmdir("se_dir1");
    _rmdir("se_dir2");
}

static void test_time(void)
{
    char buf[16];
    int r;
    int (__cdecl *p_strdate_s)(char *, size_t) = (void *)GetProcAddress(crt, "_strdate_s");
    int *(__cdecl *p_daylight)(void) = (void *)GetProcAddress(crt, "__p__daylight");
    long *(__cdecl *p_timezone)(void) = (void *)GetProcAddress(crt, "__p__timezone");

    printf("before _tzset: daylight=%d timezone=%ld\n", *p_daylight(), *p_timezone());
    _putenv("TZ=xxx+1:3:5zzz");
    _tzset();
    printf("TZ=xxx+1:3:5zzz: daylight=%d timezone=%ld\n", *p_daylight(), *p_timezone());
    _putenv("TZ=abc-2");
    _tzset();
    printf("TZ=abc-2: daylight=%d timezone=%ld\n", *p_daylight(), *p_timezone());
    _putenv("TZ=");
    buf[0] = 'x';
    buf[1] = 'x';
    r = p_strdate_s(buf, 8);
    printf("_strdate_s(8)=%d buf[0]=%d buf[1]=%c", r, buf[0], buf[1]);
    r = p_strdate_s(buf, 9);
    printf(" _strdate_s(9)=%d len=%d\n", r, (int)strlen(buf));
}

static void test_environ(void)
{
    wchar_t ***(__cdecl *p_wenv)(void) = (void *)GetProcAddress(crt, "__p__wenviron");
    printf("_wenviron at start: %s\n", *p_wenv() ? "set" : "NULL");
    _putenv("cat=dog");
    printf("after _putenv: %s\n", *p_wenv() ? "set" : "NULL");
    _wputenv(L"cat=dog");
    printf("after _wputenv: %s\n", *p_wenv() ? "set" : "NULL");
    _putenv("cat=");
}

static void test_printf(void)
{
    static const char *fmts[] = {"%I64D", "%_1d", "%w0s", "%3h", "%Iq", "%#.25I64o"};
    int (__cdecl *p_sprintf)(char *, const char *, ...) = (void *)GetProcAddress(crt, "sprintf");
    int (__cdecl *p_vsprintf_p)(char *, size_t, const char *, va_list);
    char buf[128];
    double ind;
    unsigned long long ind_bits = 0xfff8000000000000ULL;
    int n = 0, r;
    unsigned i;

    memcpy(&ind, &ind_bits, sizeof(ind));
    for (i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++)
    {
        r = p_sprintf(buf, fmts[i], (unsigned long long)-100);
        printf("sprintf(\"%s\") = %d [%s]\n", fmts[i], r, buf);
    }
    r = p_sprintf(buf, "%#012p|%04s|%hhx|%*1d|%010.2f|%.30f", (void *)57, "foo", 0x12345, 1, 3,
                  ind, 1.0 / 3.0);
    printf("sprintf = %d [%s]\n", r, buf);
    r = p_sprintf(buf, "asdf%n", &n);
    printf("%%n: %d %d\n", r, n);
    printf("%%S of U+3042: %d\n", p_sprintf(buf, "%S", L"\x3042"));
    p_vsprintf_p = (void *)GetProcAddress(crt, "_vsprintf_p");
    {
        /* a va_list's slots are pointer-sized (an int in the low half of an 8-byte slot
           in a 64-bit program) */
        INT_PTR args[3] = {2, 0, 3};
        args[1] = (INT_PTR)"test";
        r = p_vsprintf_p(buf, sizeof(buf), "%2$*3$s %2$.*1$s", (va_list)args);
        printf("_vsprintf_p = %d [%s]\n", r, buf);
    }
}

static void test_cvt(void)
{
    int dec, sign;
    double nan_value = strtod("nan", NULL), inf_value = strtod("inf", NULL);
    char *s;

    s = _fcvt(-123.0001, -1, &dec, &sign);
    printf("_fcvt(-123.0001, -1) = %s %d %d\n", s, dec, sign);
    s = _fcvt(0.0001, -10, &dec, &sign);
    printf("_fcvt(0.0001, -10) = [%s] %d %d\n", s, dec, sign);
    s = _ecvt(nan_value, 5, &dec, &sign);
    printf("_ecvt(nan, 5) = %s %d %d\n", s, dec, sign);
    s = _fcvt(-inf_value, 2, &dec, &sign);
    printf("_fcvt(-inf, 2) = %s %d %d\n", s, dec, sign);
}

static void test_heap(void)
{
    int (__cdecl *p_set)(size_t) = (void *)GetProcAddress(crt, "_set_sbh_threshold");
    size_t (__cdecl *p_get)(void) = (void *)GetProcAddress(crt, "_get_sbh_threshold");
    void *(__cdecl *p_calloc)(size_t, size_t) = (void *)GetProcAddress(crt, "calloc");
    void *p = malloc(10);

    int r = p_set(1000);
    printf("_set_sbh_threshold(1000)=%d -> %d;", r, (int)p_get());
    printf(" (1017)=%d\n", p_set(1017));
    p_set(0);
    printf("realloc(p, 0) = %s\n", realloc(p, 0) ? "block" : "NULL");
    errno = 0;
    p = p_calloc(0x7fffffff, 0x7fffffff);
    printf("calloc(huge) = %s errno=%d\n", p ? "block" : "NULL", errno);
}

int main(void)
{
    crt = GetModuleHandleA("msvcrt.dll");
    setvbuf(stdout, NULL, _IONBF, 0);
    test_qsort();
    test_lfind();
    test_beginthread();
    test_signals();
    test_i10();
    test_mbcs();
    test_paths();
    test_time();
    test_environ();
    test_printf();
    test_cvt();
    test_heap();
    printf("done\n");
    return 0;
}
