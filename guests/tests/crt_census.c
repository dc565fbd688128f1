/*
 * crt_census.c - test guest (console) for the C runtime functions Wine's own programs
 * import most (the census of docs/runtimes.md, "C runtime: the census families"):
 * setvbuf and the stream extras (_fileno, _fdopen, _wfopen, _fsopen, tmpfile, fgetpos,
 * wide-character I/O, _scprintf, _vsnwprintf...), the low-level descriptors (_open,
 * _read, _write, _lseek, _setmode, _get_osfhandle, _open_osfhandle, _fstat32), the
 * string and conversion functions (_strtoi64, strnlen, strtok_s, wcstok_s, mbstowcs_s,
 * ...), math (_fdclass, _dclass, _fpclass, fmax, fmin, log2, lrint, round, _hypotf) and
 * the locale queries.
 *
 * Built twice: crt_census.exe against msvcrt.dll and crt_census_ucrt.exe (-D_UCRT)
 * against the UCRT. Every line is compared with what Wine 8 prints for the same binary
 * (test/win32/crt/test_crt_census.py). Files are made in the current folder and removed again.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <io.h>
#include <fcntl.h>
#include <share.h>
#include <sys/stat.h>
#include <errno.h>
#include <math.h>
#include <float.h>
#include <locale.h>
#include <malloc.h>
#include <mbstring.h>
#include <setjmp.h>
#include <direct.h>
#include <sys/timeb.h>
#include <sys/utime.h>
#include <signal.h>
#if defined(_WIN64) && !defined(_UCRT)
/* x64 msvcrt.dll has no __p___argc: the x86-64 build reads the __argc it exports. And
 * x64 msvcrt has no explicitly 32-bit-time
 * _stat32/_fstat32/_findfirst32 family: its _stat/_findfirst have 64-bit times and a
 * 32-bit size (the *64i32 forms), which the x86-64 build calls under the same names. */
#define __p___argc() (&__argc)
#define _stat32 _stat64i32
#define _fstat32 _fstat64i32
#define _finddata32_t _finddata64i32_t
#define _wfinddata32_t _wfinddata64i32_t
#define _findfirst32 _findfirst64i32
#define _findnext32 _findnext64i32
#define _wfindfirst32 _wfindfirst64i32
#endif

#define _CRT_RAND_S
_CRTIMP errno_t __cdecl rand_s(unsigned int *);
_CRTIMP char *__cdecl _Getdays(void);
_CRTIMP char *__cdecl _Getmonths(void);

static int handler_calls;

static void invalid_handler(const wchar_t *e, const wchar_t *f, const wchar_t *file,
                            unsigned int line, uintptr_t r)
{
    (void)e; (void)f; (void)file; (void)line; (void)r;
    handler_calls++;
}

static void hex(const char *what, const unsigned char *p, int n)
{
    int i;
    printf("%s:", what);
    for (i = 0; i < n; i++) printf(" %02x", p[i]);
    printf("\n");
}

static void file_bytes(const char *name)
{
    unsigned char buf[64];
    FILE *f = fopen(name, "rb");
    int n = f ? (int)fread(buf, 1, sizeof(buf), f) : -1;
    if (f) fclose(f);
    printf("  %s has %d bytes\n", name, n);
    if (n > 0) hex("  bytes", buf, n);
}

static void test_setvbuf(void)
{
    static char mybuf[64];
    FILE *f;
    int r;
    printf("setvbuf(stdout, NULL, _IONBF, 0) = %d\n", setvbuf(stdout, NULL, _IONBF, 0));
#ifndef _UCRT
    printf("  stdout _flag&_IONBF=%d _bufsiz=%d\n", (stdout->_flag & _IONBF) != 0,
           stdout->_bufsiz);
#endif
    f = fopen("cc_buf.txt", "w");
    errno = 0;
    r = setvbuf(f, NULL, 3, 100);
    printf("setvbuf bad mode = %d errno=%d\n", r, errno);
    errno = 0;
    r = setvbuf(f, NULL, _IOFBF, 1);
    printf("setvbuf size 1 = %d errno=%d\n", r, errno);
    r = setvbuf(f, mybuf, _IOFBF, sizeof(mybuf));
    printf("setvbuf user buffer = %d\n", r);
#ifndef _UCRT
    printf("  _base is mybuf=%d _bufsiz=%d\n", f->_base == mybuf, f->_bufsiz);
#endif
    r = setvbuf(f, NULL, _IOLBF, 256);
    printf("setvbuf _IOLBF 256 = %d\n", r);
#ifndef _UCRT
    printf("  _bufsiz=%d own=%d\n", f->_bufsiz, (f->_flag & 0x8) != 0);
#endif
    fputs("line1\nline2\n", f);
    fflush(f);
    fclose(f);
    file_bytes("cc_buf.txt");
    remove("cc_buf.txt");
}

static void test_streams(void)
{
    FILE *f, *g;
    fpos_t pos;
    wchar_t wbuf[32];
    int fd, c;
    long long p64;

    printf("_fileno(stdin/out/err) = %d %d %d\n", _fileno(stdin), _fileno(stdout),
           _fileno(stderr));
    f = _wfopen(L"cc_w.txt", L"w+b");
    printf("_wfopen = %s fileno>2=%d\n", f ? "ok" : "NULL", f ? _fileno(f) > 2 : -1);
    printf("fputwc = %04x\n", fputwc(0x263a, f));
    printf("fputws = %d\n", fputws(L"hi\n", f));
    printf("fgetpos = %d\n", fgetpos(f, &pos));
    printf("  pos=%d\n", (int)pos);
    rewind(f);
    c = fgetwc(f);
    printf("fgetwc = %04x\n", c);
    printf("ungetwc = %04x\n", ungetwc(c, f));
    printf("fgetwc again = %04x\n", fgetwc(f));
    printf("fgetws = %s\n", fgetws(wbuf, 32, f) ? "ok" : "NULL");
    printf("  len=%d last=%d\n", (int)wcslen(wbuf), wbuf[wcslen(wbuf) - 1]);
    c = fgetwc(f);
    printf("fgetwc at end = %04x feof=%d\n", c, feof(f) != 0);
    printf("fsetpos = %d\n", fsetpos(f, &pos));
    printf("  ftell=%ld\n", ftell(f));
    p64 = _ftelli64(f);
    printf("_ftelli64 = %d\n", (int)p64);
    c = _fseeki64(f, 2, SEEK_SET);
    printf("_fseeki64 = %d ftell=%ld\n", c, ftell(f));
    fclose(f);
    file_bytes("cc_w.txt");

    /* text mode: fputwc through the "C" locale's single bytes */
    f = _wfopen(L"cc_w.txt", L"w");
    printf("text fputwc(0xe9) = %04x\n", fputwc(0xe9, f));
    errno = 0;
    c = fputwc(0x263a, f);
    printf("text fputwc(0x263a) = %04x errno=%d\n", c, errno);
    fputwc(L'\n', f);
    fclose(f);
    file_bytes("cc_w.txt");

    /* _O_U16TEXT through _setmode */
    f = fopen("cc_w.txt", "w");
    printf("_setmode U16 = %x\n", _setmode(_fileno(f), _O_U16TEXT));
    fputws(L"a\nb", f);
    printf("_setmode back = %x\n", _setmode(_fileno(f), _O_TEXT));
    fclose(f);
    file_bytes("cc_w.txt");

    /* share modes */
    f = _fsopen("cc_w.txt", "r", _SH_DENYRW);
    g = fopen("cc_w.txt", "r");
    printf("_fsopen DENYRW = %s, second fopen = %s errno=%d\n", f ? "ok" : "NULL",
           g ? "ok" : "NULL", errno);
    if (g) fclose(g);
    fclose(f);
    f = _wfsopen(L"cc_w.txt", L"r", _SH_DENYWR);
    g = fopen("cc_w.txt", "r");
    printf("_wfsopen DENYWR = %s, reader = %s\n", f ? "ok" : "NULL", g ? "ok" : "NULL");
    if (g) fclose(g);
    fclose(f);
    errno = 0;
    f = _wfopen(L"cc_missing.txt", L"r");
    printf("_wfopen missing = %s errno=%d\n", f ? "ok" : "NULL", errno);

    /* descriptors */
    fd = _open("cc_fd.txt", _O_CREAT | _O_TRUNC | _O_RDWR, _S_IREAD | _S_IWRITE);
    printf("_open = %s\n", fd > 2 ? "fd>2" : "bad");
    printf("_write = %d\n", _write(fd, "ab\ncd", 5));
    printf("_lseek = %ld\n", _lseek(fd, 0, SEEK_CUR));
    printf("_lseek end = %ld\n", _lseek(fd, 0, SEEK_END));
    printf("_lseeki64 = %d\n", (int)_lseeki64(fd, 1, SEEK_SET));
    {
        char buf[16];
        int n = _read(fd, buf, sizeof(buf));
        printf("_read = %d\n", n);
        if (n > 0) hex("  read", (unsigned char *)buf, n);
        _lseek(fd, 0, SEEK_SET);
        printf("_setmode binary = %x\n", _setmode(fd, _O_BINARY));
        n = _read(fd, buf, sizeof(buf));
        printf("_read binary = %d\n", n);
    }
    {
        struct _stat32 st;
        int r = _fstat32(fd, &st);
        printf("_fstat32 = %d size=%ld reg=%d\n", r, (long)st.st_size,
               (st.st_mode & _S_IFREG) != 0);
    }
    {
        HANDLE h = (HANDLE)_get_osfhandle(fd);
        DWORD size = GetFileSize(h, NULL);
        printf("_get_osfhandle: GetFileSize = %lu\n", size);
    }
    g = _fdopen(fd, "rb");
    printf("_fdopen = %s same fd=%d\n", g ? "ok" : "NULL", g ? _fileno(g) == fd : -1);
    rewind(g);
    c = fgetc(g);
    printf("  fgetc = %c\n", c);
    printf("fclose(_fdopen) = %d\n", fclose(g));
    errno = 0;
    c = _close(fd);
    printf("_close after fclose = %d errno=%d\n", c, errno);
    {
        HANDLE h = CreateFileA("cc_fd.txt", GENERIC_READ, FILE_SHARE_READ, NULL,
                               OPEN_EXISTING, 0, NULL);
        char buf[8];
        int n;
        fd = _open_osfhandle((intptr_t)h, _O_RDONLY);
        printf("_open_osfhandle = %s same=%d\n", fd > 2 ? "fd>2" : "bad",
               _get_osfhandle(fd) == (intptr_t)h);
        n = _read(fd, buf, 3);
        printf("  _read = %d\n", n);
        if (n > 0) hex("  read", (unsigned char *)buf, n);
        printf("  _close = %d\n", _close(fd));
    }
    errno = 0;
    fd = _open("cc_fd.txt", _O_CREAT | _O_EXCL | _O_WRONLY, _S_IWRITE);
    printf("_open _O_EXCL existing = %d errno=%d\n", fd, errno);
    errno = 0;
    c = _setmode(1, 0x1234);
    printf("_setmode bad mode = %d errno=%d\n", c, errno);
    fd = _sopen("cc_fd.txt", _O_RDONLY, _SH_DENYNO, 0);
    printf("_sopen = %s\n", fd > 2 ? "fd>2" : "bad");
    _close(fd);
    remove("cc_fd.txt");
    remove("cc_w.txt");

    f = tmpfile();
    printf("tmpfile = %s\n", f ? "ok" : "NULL");
    fputs("temp", f);
    rewind(f);
    c = fgetc(f);
    printf("  reads back %c\n", c);
    fclose(f);
}

static int count(const char *fmt, ...)
{
    va_list va;
    int r;
    va_start(va, fmt);
    r = _vscprintf(fmt, va);
    va_end(va);
    return r;
}

static int wcount(const wchar_t *fmt, ...)
{
    va_list va;
    int r;
    va_start(va, fmt);
    r = _vscwprintf(fmt, va);
    va_end(va);
    return r;
}

static int wsn(wchar_t *buf, size_t n, const wchar_t *fmt, ...)
{
    va_list va;
    int r;
    va_start(va, fmt);
    r = _vsnwprintf(buf, n, fmt, va);
    va_end(va);
    return r;
}

static void test_printf(void)
{
    wchar_t w[16];
    int r;
    printf("_scprintf = %d\n", _scprintf("%d-%s", 1234, "abc"));
    printf("_vscprintf = %d\n", count("%5d|%x", 7, 255));
    printf("_scwprintf = %d\n", _scwprintf(L"%d", 99999));
    printf("_vscwprintf = %d\n", wcount(L"%ls!", L"wide"));
    wmemset(w, L'#', 16);
    r = wsn(w, 16, L"%d", 42);
    printf("_vsnwprintf fits = %d [%ls]\n", r, w);
    wmemset(w, L'#', 16);
    r = wsn(w, 4, L"%s", L"abcdef");
    printf("_vsnwprintf over = %d next=%c\n", r, (char)w[4]);
    wmemset(w, L'#', 16);
    r = wsn(w, 3, L"abc");
    printf("_vsnwprintf exact = %d next=%c\n", r, (char)w[3]);
    r = _snwprintf(w, 16, L"%c%c", L'x', L'y');
    printf("_snwprintf = %d [%ls]\n", r, w);
}


static void dbits(const char *what, double d)
{
    unsigned int w[2];
    memcpy(w, &d, 8);
    printf("%s = %08x%08x\n", what, w[1], w[0]);
}

static void fbits(const char *what, float f)
{
    unsigned int w;
    memcpy(&w, &f, 4);
    printf("%s = %08x\n", what, w);
}

static int CDECL cmp_ctx(void *ctx, const void *a, const void *b)
{
    (*(int *)ctx)++;
    return *(const int *)a - *(const int *)b;
}

static void test_strings(void)
{
    char s[64], *ctx, *tok;
    wchar_t w[64], *wctx, *wtok;
    char *end;
    long long v;
    unsigned long long u;
    size_t n;
    int r, calls;

    errno = 0;
    v = _strtoi64(" -9223372036854775809x", &end, 10);
    printf("_strtoi64 overflow = %08x%08x errno=%d rest=%s\n", (unsigned)(v >> 32),
           (unsigned)v, errno, end);
    errno = 0;
    u = _strtoui64("0x1fffffffff", &end, 0);
    printf("_strtoui64 hex = %08x%08x errno=%d rest=[%s]\n", (unsigned)(u >> 32),
           (unsigned)u, errno, end);
    u = _strtoui64("-1", NULL, 10);
    printf("_strtoui64 -1 = %08x%08x\n", (unsigned)(u >> 32), (unsigned)u);
    v = _wcstoi64(L"  777", NULL, 8);
    printf("_wcstoi64 octal = %d\n", (int)v);
    printf("_atoi64 = %d\n", (int)(_atoi64("123456789012") % 1000000));
    printf("_i64toa = %s\n", _i64toa(-1234567890123LL, s, 10));
    printf("_ui64toa hex = %s\n", _ui64toa(0xFEDCBA9876ULL, s, 16));
    printf("_itoa -5 base 2 = %s\n", _itoa(-5, s, 2));
    printf("_ltoa = %s\n", _ltoa(-77, s, 10));
    _itow(255, w, 16);
    printf("_itow = %ls\n", w);
    printf("strnlen = %d %d\n", (int)strnlen("abcdef", 3), (int)strnlen("ab", 10));
    printf("wcsnlen = %d %d\n", (int)wcsnlen(L"abcdef", 4), (int)wcsnlen(L"ab", 10));

    strcpy(s, ",,a,b;;c,");
    tok = strtok_s(s, ",;", &ctx);
    while (tok) { printf("  token [%s]\n", tok); tok = strtok_s(NULL, ",;", &ctx); }
    wcscpy(w, L" x  yy z");
    wtok = wcstok_s(w, L" ", &wctx);
    while (wtok) { printf("  wtoken [%ls]\n", wtok); wtok = wcstok_s(NULL, L" ", &wctx); }
    strcpy(s, "one two");
    tok = strtok(s, " ");
    printf("strtok = %s", tok);
    tok = strtok(NULL, " ");
    printf(" %s", tok);
    tok = strtok(NULL, " ");
    printf(" %s\n", tok ? tok : "(null)");

    strcpy(s, "Hello");
    printf("_strrev = %s\n", _strrev(s));
    printf("_strupr = %s\n", _strupr(s));
    printf("_strlwr = %s\n", _strlwr(s));
    printf("_strnset = %s\n", _strnset(s, '*', 2));
    printf("_strset = %s\n", _strset(s, '-'));
    wcscpy(w, L"abc");
    printf("_wcsrev = %ls\n", _wcsrev(w));
    printf("_wcsnset = %ls\n", _wcsnset(w, L'z', 1));
    r = _strnset_s(s, sizeof(s), 'q', 3);
    printf("_strnset_s = %d %s\n", r, s);
    printf("_memicmp = %d %d\n", _memicmp("ABCd", "abcD", 4) == 0, _memicmp("a", "B", 1) < 0);

    n = 99;
    r = mbstowcs_s(&n, w, 64, "wide\xe9", _TRUNCATE);
    printf("mbstowcs_s = %d n=%d last=%x\n", r, (int)n, w[4]);
    n = 99;
    r = mbstowcs_s(&n, w, 3, "toolong", _TRUNCATE);
    printf("mbstowcs_s truncate = %d n=%d [%ls]\n", r, (int)n, w);
    n = 99;
    r = mbstowcs_s(&n, NULL, 0, "count", 0);
    printf("mbstowcs_s count = %d n=%d\n", r, (int)n);
    n = mbstowcs(w, "abc", 64);
    printf("mbstowcs = %d [%ls]\n", (int)n, w);
    printf("mbstowcs NULL = %d\n", (int)mbstowcs(NULL, "abcd", 0));
    errno = 0;
    n = wcstombs(s, L"x\x263a", 64);
    printf("wcstombs unmappable = %d errno=%d\n", (int)n, errno);
    n = wcstombs(s, L"plain", 64);
    printf("wcstombs = %d [%s]\n", (int)n, s);
    n = wcstombs(s, L"plain", 3);
    printf("wcstombs short = %d\n", (int)n);
    r = mbtowc(w, "A", 1);
    printf("mbtowc = %d %x\n", r, w[0]);
    errno = 0;
    r = wctomb(s, 0x100);
    printf("wctomb 0x100 = %d errno=%d\n", r, errno);
    r = wctomb(s, 0xe9);
    printf("wctomb 0xe9 = %d %02x\n", r, (unsigned char)s[0]);
    printf("isgraph = %d %d iscntrl = %d %d\n", isgraph('a') != 0, isgraph(' ') != 0,
           iscntrl('\t') != 0, iscntrl('a') != 0);
    printf("_ismbblead(0x81) = %d\n", _ismbblead(0x81));

    {
        int a[] = { 5, 3, 9, 1, 7 }, key = 7, *found;
        calls = 0;
        qsort_s(a, 5, sizeof(int), cmp_ctx, &calls);
        printf("qsort_s = %d %d %d %d %d calls>0=%d\n", a[0], a[1], a[2], a[3], a[4],
               calls > 0);
        found = bsearch_s(&key, a, 5, sizeof(int), cmp_ctx, &calls);
        printf("bsearch_s = %d\n", found ? (int)(found - a) : -1);
    }
    {
        void *p = _aligned_malloc(100, 64);
        printf("_aligned_malloc aligned=%d\n", ((uintptr_t)p & 63) == 0);
        memset(p, 0x5a, 100);
        p = _aligned_realloc(p, 200, 64);
        printf("_aligned_realloc aligned=%d kept=%d\n", ((uintptr_t)p & 63) == 0,
               ((unsigned char *)p)[99] == 0x5a);
        _aligned_free(p);
        p = _aligned_offset_malloc(50, 32, 8);
        printf("_aligned_offset_malloc offset aligned=%d\n", (((uintptr_t)p + 8) & 31) == 0);
        _aligned_free(p);
        errno = 0;
        p = _aligned_malloc(10, 3);
        printf("_aligned_malloc(align 3) = %s errno=%d\n", p ? "ok" : "NULL", errno);
    }
    {
        unsigned int rv = 0;
        printf("rand_s = %d\n", rand_s(&rv));
    }
}

typedef double (CDECL *d_d)(double);
typedef double (CDECL *d_dd)(double, double);
typedef float (CDECL *f_f)(float);
typedef float (CDECL *f_ff)(float, float);
typedef long (CDECL *l_d)(double);
typedef long (CDECL *l_f)(float);
typedef short (CDECL *s_d)(double);
typedef short (CDECL *s_f)(float);
typedef int (CDECL *i_d)(double);

/* The math functions are called through GetProcAddress: the compiler folds constant
 * calls and mingw links some of them statically, and the DLL's own are under test. */
static FARPROC crt(const char *name)
{
#ifdef _UCRT
    HMODULE h = GetModuleHandleA("ucrtbase.dll");
    if (!h) h = LoadLibraryA("ucrtbase.dll");
#else
    HMODULE h = GetModuleHandleA("msvcrt.dll");
#endif
    FARPROC p = GetProcAddress(h, name);
    if (!p) printf("%s: missing\n", name);
    return p;
}

static void test_math(void)
{
    volatile double zero = 0.0;
    double inf = 1.0 / zero, nan = inf - inf;
#ifdef _UCRT
    volatile float fz = 0.0f;
    float finf = 1.0f / fz;
    s_d dclass = (s_d)crt("_dclass");
    s_f fdclass = (s_f)crt("_fdclass");
    s_d dsign = (s_d)crt("_dsign");
    s_f fdsign = (s_f)crt("_fdsign");
    d_dd fmax_ = (d_dd)crt("fmax"), fmin_ = (d_dd)crt("fmin");
    f_ff fmaxf_ = (f_ff)crt("fmaxf");
    d_d log2_ = (d_d)crt("log2"), round_ = (d_d)crt("round"), trunc_ = (d_d)crt("trunc");
    d_d rint_ = (d_d)crt("rint"), cbrt_ = (d_d)crt("cbrt"), exp2_ = (d_d)crt("exp2");
    d_d erf_ = (d_d)crt("erf"), log1p_ = (d_d)crt("log1p");
    d_dd remainder_ = (d_dd)crt("remainder"), hypot_ = (d_dd)crt("_hypot");
    f_f roundf_ = (f_f)crt("roundf");
    l_d lrint_ = (l_d)crt("lrint"), lround_ = (l_d)crt("lround");
    l_f lrintf_ = (l_f)crt("lrintf");
    int c1, c2, c3, c4, c5;

    c1 = dclass(1.0); c2 = dclass(0.0); c3 = dclass(inf); c4 = dclass(nan);
    c5 = dclass(4.9e-324);
    printf("_dclass = %d %d %d %d %d\n", c1, c2, c3, c4, c5);
    c1 = fdclass(1.0f); c2 = fdclass(-0.0f); c3 = fdclass(finf); c4 = fdclass(1e-40f);
    printf("_fdclass = %d %d %d %d\n", c1, c2, c3, c4);
    c1 = dsign(-0.0) != 0; c2 = dsign(1.0) != 0; c3 = fdsign(-2.0f) != 0;
    printf("_dsign = %d %d _fdsign = %d\n", c1, c2, c3);
    dbits("fmax(1,nan)", fmax_(1.0, nan));
    dbits("fmax(-0,0)", fmax_(-0.0, 0.0));
    dbits("fmin(0,-0)", fmin_(0.0, -0.0));
    dbits("fmin(2,3)", fmin_(2.0, 3.0));
    fbits("fmaxf", fmaxf_(1.5f, -2.5f));
    dbits("log2(8)", log2_(8.0));
    dbits("log2(10)", log2_(10.0));
    errno = 0;
    dbits("log2(0)", log2_(0.0));
    printf("  errno=%d\n", errno);
    errno = 0;
    dbits("log2(-1)", log2_(-1.0));
    printf("  errno=%d\n", errno);
    c1 = lrint_(2.5); c2 = lrint_(3.5); c3 = lrint_(-2.5); c4 = lrint_(1.4);
    printf("lrint = %d %d %d %d\n", c1, c2, c3, c4);
    c1 = lround_(2.5); c2 = lround_(-2.5);
    printf("lround = %d %d\n", c1, c2);
    dbits("round(2.5)", round_(2.5));
    dbits("round(-0.4)", round_(-0.4));
    dbits("round(0.49999999999999994)", round_(0.49999999999999994));
    fbits("roundf(1.5)", roundf_(1.5f));
    dbits("trunc(-1.7)", trunc_(-1.7));
    dbits("rint(-0.5)", rint_(-0.5));
    c1 = lrintf_(6.5f);
    printf("lrintf = %d\n", c1);
    dbits("cbrt(27)", cbrt_(27.0));
    dbits("exp2(10)", exp2_(10.0));
    dbits("erf(0.5)", erf_(0.5));
    dbits("log1p(1e-10)", log1p_(1e-10));
    dbits("remainder(7,2)", remainder_(7.0, 2.0));
    dbits("_hypot(3,4)", hypot_(3.0, 4.0));
#else
    i_d fpclass = (i_d)crt("_fpclass");
    f_ff hypotf_ = (f_ff)crt("_hypotf");
    d_dd copysign_ = (d_dd)crt("_copysign");
    d_d chgsign_ = (d_d)crt("_chgsign");
    int c1, c2, c3, c4, c5, c6;
    c1 = fpclass(1.0); c2 = fpclass(-1.0); c3 = fpclass(0.0); c4 = fpclass(-0.0);
    c5 = fpclass(inf); c6 = fpclass(nan);
    printf("_fpclass = %x %x %x %x %x %x\n", c1, c2, c3, c4, c5, c6);
    c1 = fpclass(4.9e-324); c2 = fpclass(-inf);
    printf("_fpclass denormal, -inf = %x %x\n", c1, c2);
    if (hypotf_) fbits("_hypotf", hypotf_(3.0f, 4.0f));
    dbits("_copysign", copysign_(2.0, -0.0));
    dbits("_chgsign", chgsign_(1.0));
#endif
}

static void test_locale(void)
{
    char *p;
    wchar_t *wp;
    _locale_t loc;
    printf("___lc_codepage_func = %d\n", ___lc_codepage_func());
    printf("__pctype_func same as _pctype: %d\n", __pctype_func() == _pctype);
    p = _Getdays();
    printf("_Getdays = %s\n", p);
    free(p);
    p = _Getmonths();
    printf("_Getmonths = %.40s\n", p);
    free(p);
    loc = _create_locale(LC_ALL, "C");
    printf("_create_locale(C) = %s\n", loc ? "ok" : "NULL");
    _free_locale(loc);
    loc = _create_locale(99, "C");
    printf("_create_locale(99) = %s\n", loc ? "ok" : "NULL");
    (void)wp;
}

static jmp_buf jb;
static int depth_reached;

static void dive(int n)
{
    volatile char pad[64];
    pad[0] = (char)n;
    depth_reached = n;
    if (n == 3) longjmp(jb, 0);     /* 0 comes back as 1 */
    if (n < 100) dive(n + 1);
    (void)pad[0];
}

static int sig_seen;
static void on_signal(int sig)
{
    sig_seen = sig;
}

static void test_control(void)
{
    volatile int calls = 0;
    int r;
    r = setjmp(jb);
    calls++;
    printf("setjmp returned %d (call %d)\n", r, calls);
    if (calls == 1) dive(0);
    printf("  depth reached %d\n", depth_reached);
    r = setjmp(jb);
    if (!r) longjmp(jb, 42);
    printf("longjmp value = %d\n", r);

    printf("signal(SIGTERM) old = %d\n", signal(SIGTERM, on_signal) == SIG_DFL);
    r = raise(SIGTERM);
    printf("raise(SIGTERM) = %d seen=%d\n", r, sig_seen);
    printf("  handler reset to SIG_DFL: %d\n", signal(SIGTERM, SIG_IGN) == SIG_DFL);
    r = raise(SIGTERM);
    printf("raise ignored = %d\n", r);
    errno = 0;
    r = signal(99, on_signal) == SIG_ERR;
    printf("signal(bad) = %d errno=%d\n", r, errno);
}

static void test_paths(void)
{
    char drive[3], dir[64], fname[8], ext[8], path[32];
    wchar_t wdir[64], wfname[16], wpath[64];
    int r;
    r = _splitpath_s("c:\\some\\dir\\file.name.txt", drive, 3, dir, 64, fname, 8, ext, 8);
    printf("_splitpath_s = %d [%s][%s][%s][%s]\n", r, drive, dir, fname, ext);
    r = _splitpath_s("c:\\x\\longfilename.c", drive, 3, dir, 64, fname, 8, ext, 8);
    printf("_splitpath_s small = %d [%s][%s][%s]\n", r, drive, dir, fname);
    r = _splitpath_s("a.b", NULL, 0, NULL, 0, fname, 8, NULL, 0);
    printf("_splitpath_s name only = %d [%s]\n", r, fname);
    r = _wsplitpath_s(L"/u/v/w", NULL, 0, wdir, 64, wfname, 16, NULL, 0);
    printf("_wsplitpath_s = %d [%ls][%ls]\n", r, wdir, wfname);
    r = _makepath_s(path, sizeof(path), "d", "folder", "name", "ext");
    printf("_makepath_s = %d [%s]\n", r, path);
    r = _makepath_s(path, sizeof(path), "e:", "f/", "n", ".x");
    printf("_makepath_s seps = %d [%s]\n", r, path);
    r = _makepath_s(path, 5, "c", "dir", "file", "txt");
    printf("_makepath_s small = %d [%s]\n", r, path);
    r = _wmakepath_s(wpath, 64, NULL, L"\\root", L"f", NULL);
    printf("_wmakepath_s = %d [%ls]\n", r, wpath);
    _makepath(path, NULL, NULL, "only", "e");
    printf("_makepath = [%s]\n", path);
}

static void test_find_scan(void)
{
    struct _finddata32_t fd;
    struct _wfinddata32_t wfd;
    intptr_t h;
    int r, n = 0, a = 0, b = 0;
    char word[4], big[16];
    wchar_t wword[8];
    char cwd[260], *dyn;
    FILE *f;

    f = fopen("cc_find1.txt", "w"); fputs("12345", f); fclose(f);
    f = fopen("cc_find2.txt", "w"); fclose(f);
    h = _findfirst32("cc_find*.txt", &fd);
    printf("_findfirst32 = %s name=%s size=%lu arch=%d\n", h == -1 ? "-1" : "ok", fd.name,
           (unsigned long)fd.size, (fd.attrib & _A_ARCH) != 0);
    while (h != -1 && _findnext32(h, &fd) == 0) n++;
    printf("  more: %d last=%s\n", n, fd.name);
    errno = 0;
    r = _findnext32(h, &fd);
    printf("  _findnext32 at end = %d errno=%d\n", r, errno);
    printf("  _findclose = %d\n", _findclose(h));
    errno = 0;
    h = _wfindfirst32(L"cc_none*.zzz", &wfd);
    printf("_wfindfirst32 none = %d errno=%d\n", (int)h, errno);
    h = _wfindfirst32(L"cc_find2.txt", &wfd);
    printf("_wfindfirst32 = %ls size=%lu\n", wfd.name, (unsigned long)wfd.size);
    _findclose(h);
    remove("cc_find1.txt");
    remove("cc_find2.txt");

    dyn = _getcwd(NULL, 0);
    printf("_getcwd(NULL) ends with backslash-free name: %d\n", dyn && strlen(dyn) > 2);
    r = _getcwd(cwd, sizeof(cwd)) != NULL;
    printf("_getcwd = %d same=%d\n", r, strcmp(cwd, dyn) == 0);
    errno = 0;
    r = _getcwd(cwd, 2) == NULL;
    printf("_getcwd small = %d errno=%d\n", r, errno);
    free(dyn);

    r = sscanf_s("12 abc 34", "%d %3s %d", &a, word, (unsigned)sizeof(word), &b);
    printf("sscanf_s = %d %d [%s] %d\n", r, a, word, b);
    a = b = 0;
    r = sscanf_s("7 toolongword 8", "%d %s %d", &a, word, (unsigned)sizeof(word), &b);
    printf("sscanf_s small = %d %d [%s] %d\n", r, a, word, b);
    r = sscanf_s("x=5", "x=%d%s", &a, big, (unsigned)sizeof(big));
    printf("sscanf_s end = %d %d\n", r, a);
    r = swscanf_s(L"wide 9", L"%ls %d", wword, (unsigned)(sizeof(wword) / 2), &a);
    printf("swscanf_s = %d [%ls] %d\n", r, wword, a);
    r = _snscanf_s("123456", 3, "%d", &a);
    printf("_snscanf_s = %d %d\n", r, a);
}

static void test_errors(void)
{
    char buf[16];
    wchar_t wbuf[64];
    int e, r;
    for (e = 0; e <= 44; e += 1)
        printf("strerror(%d) = %s\n", e, strerror(e));
    printf("_wcserror(13) = %ls\n", _wcserror(13));
    r = strerror_s(buf, sizeof(buf), 2);
    printf("strerror_s small = %d [%s]\n", r, buf);
    r = _wcserror_s(wbuf, 64, 22);
    printf("_wcserror_s = %d [%ls]\n", r, wbuf);
    errno = 2;
    printf("_strerror = [%s]\n", _strerror("pfx"));
    errno = 9;
    printf("_strerror(NULL) = [%s]\n", _strerror(NULL));
    fflush(stdout);
    errno = 0;
    r = system(NULL);
    printf("system(NULL) = %d\n", r != 0);
}

/* The x86-64 build (TEST64_GUESTS) has none of x86's frame-based SEH helpers
 * (_except_handler3, _local_unwind2) nor the _CI* functions that take x87 operands: x64
 * msvcrt exports neither, so those checks are x86 only. */
#if !defined(_UCRT) && !defined(_WIN64)
/* A function laid out as Visual C++ lays out a __try/__finally with msvcrt's
 * _except_handler3 (as guests/tests/ucrt_eh3.c): leave(0) leaves the __try normally (the
 * compiled code calls the __finally itself), leave(1) by `return` from inside it, which
 * compiles to _local_unwind2(frame, -1). The __finally records AbnormalTermination(). */
volatile int g_fin_runs, g_fin_abnormal;
int vc_leave(int kind);
__asm__(
".intel_syntax noprefix\n"
".text\n"
".globl _vc_leave\n"
"_vc_leave:\n"
"    push ebp\n"
"    mov ebp, esp\n"
"    push -1\n"
"    push offset _leave_scopes\n"
"    push dword ptr [__imp___except_handler3]\n"
"    push dword ptr fs:[0]\n"
"    mov dword ptr fs:[0], esp\n"
"    sub esp, 8\n"
"    push ebx\n"
"    push esi\n"
"    push edi\n"
"    mov dword ptr [ebp-24], esp\n"
"    mov dword ptr [ebp-4], 0\n"
"    cmp dword ptr [ebp+8], 0\n"
"    je 1f\n"
"    push -1\n"
"    lea eax, [ebp-16]\n"
"    push eax\n"
"    call dword ptr [__imp___local_unwind2]\n"
"    add esp, 8\n"
"    mov eax, 2\n"
"    jmp 3f\n"
"1:\n"
"    mov dword ptr [ebp-4], -1\n"
"    call _leave_finally\n"
"    mov eax, 1\n"
"    jmp 3f\n"
"_leave_finally:\n"
"    inc dword ptr [_g_fin_runs]\n"
"    call dword ptr [__imp___abnormal_termination]\n"
"    mov dword ptr [_g_fin_abnormal], eax\n"
"    ret\n"
"3:\n"
"    mov ecx, dword ptr [ebp-16]\n"
"    mov dword ptr fs:[0], ecx\n"
"    pop edi\n"
"    pop esi\n"
"    pop ebx\n"
"    mov esp, ebp\n"
"    pop ebp\n"
"    ret\n"
".data\n"
"_leave_scopes:\n"
"    .long -1, 0, _leave_finally\n"
".text\n"
".att_syntax prefix\n"
);
_CRTIMP void __cdecl _local_unwind2(void *, int);
_CRTIMP int __cdecl _abnormal_termination(void);
#endif

static void test_seh_helpers(void)
{
#if !defined(_UCRT) && !defined(_WIN64)
    int r;
    r = vc_leave(0);
    printf("__try left normally = %d runs=%d abnormal=%d\n", r, g_fin_runs, g_fin_abnormal);
    r = vc_leave(1);
    printf("__try left by return (_local_unwind2) = %d runs=%d abnormal=%d\n", r, g_fin_runs,
           g_fin_abnormal);
    (void)_local_unwind2; (void)_abnormal_termination;
#endif
}

#if !defined(_UCRT) && !defined(_WIN64)
/* msvcrt's _CI* functions take their operands on the x87 stack (Visual C++'s intrinsics) */
static double ci1(const char *name, double x)
{
    FARPROC fn = GetProcAddress(GetModuleHandleA("msvcrt.dll"), name);
    double r;
    __asm__ __volatile__("fldl %1\n\tcall *%2\n\tfstpl %0"
                         : "=m"(r) : "m"(x), "r"(fn) : "eax", "ecx", "edx", "memory", "st");
    return r;
}

static double ci2(const char *name, double x, double y)
{
    FARPROC fn = GetProcAddress(GetModuleHandleA("msvcrt.dll"), name);
    double r;
    __asm__ __volatile__("fldl %1\n\tfldl %2\n\tcall *%3\n\tfstpl %0"
                         : "=m"(r) : "m"(x), "m"(y), "r"(fn) : "eax", "ecx", "edx", "memory",
                           "st", "st(1)");
    return r;
}
#endif

static void test_ci(void)
{
#if !defined(_UCRT) && !defined(_WIN64)
    dbits("_CIsin(0.5)", ci1("_CIsin", 0.5));
    dbits("_CIcos(0.5)", ci1("_CIcos", 0.5));
    dbits("_CIsqrt(2)", ci1("_CIsqrt", 2.0));
    dbits("_CIexp(1)", ci1("_CIexp", 1.0));
    dbits("_CIlog10(1000)", ci1("_CIlog10", 1000.0));
    dbits("_CIpow(2,10)", ci2("_CIpow", 2.0, 10.0));
    dbits("_CIatan2(1,-1)", ci2("_CIatan2", 1.0, -1.0));
    dbits("_CIfmod(7.5,2)", ci2("_CIfmod", 7.5, 2.0));
    dbits("sin after the stack is balanced", sin(0.25));
#endif
}

static void test_tmpnam(void)
{
    char a[260], b[260], tmp[260];
    char *p = tmpnam(a), *q = tmpnam(b);
    int in_temp;
    GetTempPathA(sizeof(tmp), tmp);
    in_temp = _strnicmp(a, tmp, strlen(tmp)) == 0;
    printf("tmpnam = %s unique=%d dot=%d\n", p == a ? "buf" : "other", strcmp(a, b) != 0,
           strchr(a, '.') != NULL);
    printf("  in the temporary folder=%d root s-name=%d\n", in_temp,
           a[0] == '\\' && a[1] == 's');
    (void)q;
}

static int vp(const char *fmt, ...)
{
    va_list va;
    int r;
    va_start(va, fmt);
    r = vprintf(fmt, va);
    va_end(va);
    return r;
}

static void test_basics(void)
{
    wchar_t w[8], w2[8];
    char full[260], cwd[260], *p;
    div_t d;
    ldiv_t ld;
    int r;
    FILE *f;

    r = vp("vprintf %d|%s\n", 5, "x");
    printf("  vprintf returned %d\n", r);
    r = putc('Q', stdout);
    printf(" putc = %d\n", r);
    d = div(-7, 2);
    ld = ldiv(7, -2);
    printf("div(-7,2) = %d %d ldiv(7,-2) = %ld %ld\n", d.quot, d.rem, ld.quot, ld.rem);
    printf("llabs = %d\n", (int)(llabs(-5000000000LL) / 1000000));
    wmemset(w, L'a', 7); w[7] = 0;
    wmemcpy(w2, w, 8);
    w2[2] = L'z';
    printf("wmem: %ls %ls cmp=%d chr=%d\n", w, w2, wmemcmp(w, w2, 8) < 0,
           (int)(wmemchr(w2, L'z', 8) - w2));

    f = fopen("cc_acc.txt", "w"); fclose(f);
    r = _access("cc_acc.txt", 0);
    printf("_access exists = %d\n", r);
    errno = 0;
    r = _access("cc_nope.txt", 0);
    printf("_access missing = %d errno=%d\n", r, errno);
    r = _waccess(L"cc_acc.txt", 6);
    printf("_waccess rw = %d\n", r);
    r = _wrename(L"cc_acc.txt", L"cc_acc2.txt");
    printf("_wrename = %d\n", r);
    r = _wremove(L"cc_acc2.txt");
    printf("_wremove = %d\n", r);
    r = _wmkdir(L"cc_dir");
    printf("_wmkdir = %d\n", r);
    _getcwd(cwd, sizeof(cwd));
    r = _chdir("cc_dir");
    p = _fullpath(full, "x.txt", sizeof(full));
    printf("_chdir = %d _fullpath has cc_dir\\x.txt: %d\n", r,
           p != NULL && strstr(full, "cc_dir\\x.txt") != NULL);
    r = _chdir(cwd);
    printf("_chdir back = %d\n", r);
    r = _wrmdir(L"cc_dir");
    printf("_wrmdir = %d\n", r);
    printf("_getdrive is the current folder's drive: %d\n",
           _getdrive() == toupper((unsigned char)cwd[0]) - 'A' + 1);
    {
        int e = 0;
        _set_errno(33);
        _get_errno(&e);
        printf("_get_errno = %d\n", e);
    }
    {
        void *m = malloc(37);
        printf("_msize = %d\n", (int)_msize(m));
        free(m);
    }
    printf("_isctype = %d %d\n", _isctype('a', _LOWER) != 0, _isctype('a', _UPPER) != 0);
    printf("iswctype = %d %d iswgraph = %d %d\n", iswctype(L'5', _DIGIT) != 0,
           iswctype(L' ', _ALPHA) != 0, iswgraph(L'x') != 0, iswgraph(L' ') != 0);
    printf("_toupper = %c _tolower = %c\n", _toupper('b'), _tolower('B'));
    printf("strcoll = %d _stricoll = %d wcscoll = %d\n", strcoll("abc", "abd") < 0,
           _stricoll("ABC", "abc"), wcscoll(L"b", L"a") > 0);
    {
        char key[8];
        size_t n = strxfrm(key, "hello", sizeof(key));
        printf("strxfrm = %d [%s]\n", (int)n, key);
    }
    printf("__p___argc = %d\n", *__p___argc() >= 1);
}

static void test_fscanf(void)
{
    FILE *f;
    int a = 0, b = 0, r;
    char word[16], rest[32];
    wchar_t wword[16];
    f = fopen("cc_scan.txt", "w");
    fputs("10 apples\n20 pears\nend", f);
    fclose(f);
    f = fopen("cc_scan.txt", "r");
    r = fscanf(f, "%d %15s", &a, word);
    printf("fscanf = %d %d [%s] ftell=%ld\n", r, a, word, ftell(f));
    r = fscanf(f, "%d", &b);
    printf("fscanf again = %d %d\n", r, b);
    r = fscanf(f, "%d", &b);
    printf("fscanf mismatch = %d\n", r);
    r = fscanf(f, "%31s", rest);
    printf("fscanf word = %d [%s] feof=%d\n", r, rest, feof(f) != 0);
    r = fscanf(f, "%31s", rest);
    printf("fscanf at end = %d feof=%d\n", r, feof(f) != 0);
    rewind(f);
    r = fwscanf(f, L"%d %ls", &a, wword);
    printf("fwscanf = %d %d [%ls]\n", r, a, wword);
    r = fscanf_s(f, "%d %s", &a, word, (unsigned)sizeof(word));
    printf("fscanf_s = %d %d [%s]\n", r, a, word);
    fclose(f);
    remove("cc_scan.txt");
    r = scanf("%d", &a);
    printf("scanf from stdin = %d\n", r);
}

static void test_restartable(void)
{
    mbstate_t st;
    wchar_t wc = 0, wbuf[8];
    char buf[8];
    const char *src = "xyz";
    const wchar_t *wsrc = L"ab";
    size_t r;
    memset(&st, 0, sizeof(st));
    printf("mbsinit = %d\n", mbsinit(&st) != 0);
    r = mbrtowc(&wc, "A", 1, &st);
    printf("mbrtowc = %d %x\n", (int)r, wc);
    r = mbrtowc(&wc, "A", 0, &st);
    printf("mbrtowc n=0 = %d\n", (int)r);
    r = wcrtomb(buf, 0xe9, &st);
    printf("wcrtomb = %d %02x\n", (int)r, (unsigned char)buf[0]);
    errno = 0;
    r = wcrtomb(buf, 0x263a, &st);
    printf("wcrtomb unmappable = %d errno=%d\n", (int)r, errno);
    printf("btowc = %x wctob = %d %d\n", btowc('a'), wctob(L'a'), wctob(0x263a));
    r = mbsrtowcs(wbuf, &src, 8, &st);
    printf("mbsrtowcs = %d [%ls] src NULL=%d\n", (int)r, wbuf, src == NULL);
    r = wcsrtombs(buf, &wsrc, 8, &st);
    printf("wcsrtombs = %d [%s] src NULL=%d\n", (int)r, buf, wsrc == NULL);
    printf("mbrlen = %d\n", (int)mbrlen("q", 1, &st));
}

static void test_ftime(void)
{
    struct __timeb32 tb;
    struct __timeb64 tb64;
    wchar_t d[16], t[16];
    _ftime32(&tb);
    _ftime64(&tb64);
    printf("_ftime32: after 2000=%d ms<1000=%d tz=%d dst=%d\n", tb.time >= 946684800,
           tb.millitm < 1000, tb.timezone, tb.dstflag);
    printf("_ftime64: same second=%d\n", (long long)tb64.time - tb.time <= 1);
    _wstrdate(d);
    _wstrtime(t);
    printf("_wstrdate len=%d slashes=%d _wstrtime len=%d colons=%d\n", (int)wcslen(d),
           d[2] == L'/' && d[5] == L'/', (int)wcslen(t), t[2] == L':' && t[5] == L':');
}

typedef char *(CDECL *cvt_fn)(double, int, int *, int *);

static void test_cvt(void)
{
    static const double vals[] = { 3.14159, -0.000123456, 0.0, 123456.0, 0.5, 9.999, 1e-5,
                                   0.05, 0.0625, 2.5, 0.00049 };
    static const int nds[] = { 5, 3, 4, 2, 0, 2, 3, 3, 2, 0, 3 };
    cvt_fn ecvt_ = (cvt_fn)crt("_ecvt"), fcvt_ = (cvt_fn)crt("_fcvt");
    int i, dec, sign;
    char *p;
    for (i = 0; i < 11; i++) {
        p = ecvt_(vals[i], nds[i], &dec, &sign);
        printf("_ecvt(%g, %d) = [%s] dec=%d sign=%d\n", vals[i], nds[i], p, dec, sign);
        p = fcvt_(vals[i], nds[i], &dec, &sign);
        printf("_fcvt(%g, %d) = [%s] dec=%d sign=%d\n", vals[i], nds[i], p, dec, sign);
    }
    {
        typedef char *(CDECL *gcvt_fn)(double, int, char *);
        gcvt_fn gcvt_ = (gcvt_fn)crt("_gcvt");
        char b[64];
        printf("_gcvt: [%s]", gcvt_(3.14159, 3, b));
        printf("[%s]", gcvt_(100.0, 3, b));
        printf("[%s]", gcvt_(1e10, 3, b));
        printf("[%s]", gcvt_(0.0001234, 3, b));
        printf("[%s]", gcvt_(-2.5, 1, b));
        printf("[%s]", gcvt_(0.0, 5, b));
        printf("[%s]\n", gcvt_(123456.0, 10, b));
    }
#ifndef _UCRT
    {
        d_d logb_ = (d_d)crt("_logb");
        d_dd nextafter_ = (d_dd)crt("_nextafter");
        dbits("_logb(1000)", logb_(1000.0));
        dbits("_nextafter(1,2)", nextafter_(1.0, 2.0));
        dbits("_nextafter(0,-1)", nextafter_(0.0, -1.0));
    }
#endif
}

typedef int (CDECL *sprintf_fn)(char *, const char *, ...);

/* msvcrt.dll's own sprintf (the msvcrt build's printf is mingw's): floating point as
 * msvcrt prints it; the UCRT build's sprintf is the UCRT's (C99). */
static void test_float_printf(void)
{
    volatile double z = 0.0;
    double inf = 1.0 / z, nan = inf - inf, qnan = -nan;
    char buf[400];
#ifdef _UCRT
    sprintf_fn sp = (sprintf_fn)sprintf;
#else
    sprintf_fn sp = (sprintf_fn)GetProcAddress(GetModuleHandleA("msvcrt.dll"), "sprintf");
#endif
    sp(buf, "%.0f %.0f %.1f %.2e %e %g %f %f %f %e %g %.3g %10.2f|%-8.1e|%+g|%E|%G|%.0e|"
       "%#.0f|%g|%g", 0.5, 2.5, 0.25, 1.125, 1e10, 1e-5, inf, -inf, nan, inf, nan, 1234567.0,
       3.14159, 2.5, 0.0001, 12345.678, 1e-10, 15.0, 3.0, 100000.0, 1e6);
    printf("float printf: %s\n", buf);
    sp(buf, "[%.2f][%.1f][%.0f][%.3e][%g][%.8f][%f][%e][%G][%E][%10f][%-10.3f][%+f][% f]"
       "[%.10g][%g][%g][%#g][%.15g][%.17g]", inf, inf, inf, inf, inf, inf, qnan, qnan, inf,
       nan, inf, inf, inf, inf, 0.1, 0.0001, 123456789.0, 1.0, 0.1, 0.1);
    printf("float printf: %s\n", buf);
    sp(buf, "[%.1f][%.2f][%.3f][%.0f][%.0f][%.1e][%e][%.20f][%f][%08.2f][%-+9.1e]", 0.05,
       0.125, 1.0005, 1.5, -0.5, 0.25, 0.0, 0.1, -0.0, -3.14159, 123.0);
    printf("float printf: %s\n", buf);
}

static void test_locale_l(void)
{
    _locale_t loc = _create_locale(LC_ALL, "C");
    char buf[64], *end;
    double d;
    d = _strtod_l("2.5xyz", &end, loc);
    printf("_strtod_l = %g rest=%s\n", d, end);
    _sprintf_l(buf, "%d-%s", loc, 7, "q");
    printf("_sprintf_l = %s\n", buf);
    printf("_stricmp_l = %d _isdigit_l = %d _toupper_l = %c\n", _stricmp_l("AbC", "aBc", loc),
           _isdigit_l('7', loc) != 0, _toupper_l('m', loc));
    printf("_wsetlocale(NULL) = %ls\n", _wsetlocale(LC_ALL, NULL));
    printf("strtof = %g _wtof = %g atoll = %d\n", (double)strtof("1.5", NULL), _wtof(L"-2.25"),
           (int)(atoll("9000000000") / 1000000));
    _free_locale(loc);
}

static void test_utime(void)
{
    struct __utimbuf32 ut;
    struct _stat32 st;
    FILE *f = fopen("cc_ut.txt", "w");
    int r, fd;
    fputs("t", f);
    fclose(f);
    ut.actime = 1000000000;
    ut.modtime = 1100000000;
    r = _utime32("cc_ut.txt", &ut);
    _stat32("cc_ut.txt", &st);
    printf("_utime32 = %d mtime=%ld\n", r, (long)st.st_mtime);
    fd = _open("cc_ut.txt", _O_RDWR);
    ut.modtime = 1200000000;
    r = _futime32(fd, &ut);
    _close(fd);
    _stat32("cc_ut.txt", &st);
    printf("_futime32 = %d mtime=%ld\n", r, (long)st.st_mtime);
    errno = 0;
    r = _utime32("cc_no_such.txt", &ut);
    printf("_utime32 missing = %d errno=%d\n", r, errno);
    remove("cc_ut.txt");
}

int main(void)
{
    _set_invalid_parameter_handler(invalid_handler);
    test_setvbuf();
    test_streams();
    test_printf();
    test_strings();
    test_math();
    test_locale();
    test_control();
    test_paths();
    test_find_scan();
    test_errors();
    test_seh_helpers();
    test_ci();
    test_tmpnam();
    test_basics();
    test_fscanf();
    test_restartable();
    test_ftime();
    test_cvt();
    test_float_printf();
    test_locale_l();
    test_utime();
    printf("invalid parameter handler calls: %d\n", handler_calls);
    return 0;
}
