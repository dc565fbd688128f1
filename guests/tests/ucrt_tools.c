/* UCRT functions that tools shipped in packages stop at (issue 23, "Programs in the wild
 * (stop 26)"): pandoc's _chsize_s and inverse hyperbolic functions, ffmpeg's wctype,
 * isblank and the float forms of <math.h>'s functions. One line per check; the expected
 * lines are Wine 8's. */
#include <windows.h>
#include <stdio.h>
#include <io.h>
#include <fcntl.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <ctype.h>
#include <wctype.h>
#include <math.h>
#include <string.h>

static void ignore_invalid(const wchar_t *e, const wchar_t *f, const wchar_t *file,
                           unsigned line, uintptr_t r)
{
}

static void chsize_s(void)
{
    int fd, r;
    long long len;
    FILE *f = fopen("chs.bin", "wb");
    fputs("0123456789", f);
    fclose(f);
    fd = _open("chs.bin", _O_RDWR | _O_BINARY);
    r = _chsize_s(fd, 4);
    len = _filelengthi64(fd);
    printf("_chsize_s(4)=%d length=%lld\n", r, len);
    r = _chsize_s(fd, 5000000000LL);
    printf("_chsize_s(5e9)=%d length=%lld\n", r, (long long)_filelengthi64(fd));
    r = _chsize_s(fd, 16);
    printf("_chsize_s(16)=%d length=%lld\n", r, (long long)_filelengthi64(fd));
    errno = 0;
    r = _chsize_s(fd, -1);
    printf("_chsize_s(-1)=%d errno=%d\n", r, errno);
    _close(fd);
    fd = _open("chs.bin", _O_RDONLY | _O_BINARY);
    errno = 0;
    r = _chsize_s(fd, 2);
    printf("_chsize_s(read-only fd)=%d errno=%d length=%lld\n", r, errno,
           (long long)_filelengthi64(fd));
    _close(fd);
    errno = 0;
    r = _chsize_s(99, 2);
    printf("_chsize_s(bad fd)=%d errno=%d\n", r, errno);
    f = fopen("chs.bin", "rb");
    {
        unsigned char buf[32];
        size_t n = fread(buf, 1, sizeof buf, f), i;
        printf("content (%u):", (unsigned)n);
        for (i = 0; i < n; i++)
            printf(" %02x", buf[i]);
        printf("\n");
    }
    fclose(f);
    remove("chs.bin");
}

/* ucrtbase.dll's own functions, through GetProcAddress: mingw-w64's headers and libraries
 * would otherwise compile wctype, isblank and the float math functions into the guest. */
static HMODULE ucrt;
#define GET(type, name) ((type)GetProcAddress(ucrt, name))
typedef unsigned short (__cdecl *wctype_fn)(const char *);
typedef int (__cdecl *iswctype_fn)(unsigned short, unsigned short);
typedef int (__cdecl *int_fn)(int);
typedef float (__cdecl *f1_fn)(float);
typedef float (__cdecl *f2_fn)(float, float);
typedef double (__cdecl *d1_fn)(double);
typedef double (__cdecl *d2_fn)(double, double);

static void classes(void)
{
    static const char *names[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
                                  "lower", "print", "punct", "space", "upper", "xdigit",
                                  "bogus", ""};
    static const unsigned short chars[] = {'a', 'Z', '5', ' ', '\t', '!', '\n', 0xe9};
    wctype_fn pwctype = GET(wctype_fn, "wctype");
    iswctype_fn piswctype = GET(iswctype_fn, "iswctype");
    int_fn pisblank = GET(int_fn, "isblank"), piswblank = GET(int_fn, "iswblank");
    unsigned i, j;
    for (i = 0; i < sizeof names / sizeof *names; i++) {
        unsigned short t = pwctype(names[i]);
        printf("wctype(%s)=%#x:", names[i], t);
        for (j = 0; j < sizeof chars / sizeof *chars; j++)
            printf(" %d", piswctype(chars[j], t) != 0);
        printf("\n");
    }
    printf("isblank: space=%d tab=%d a=%d nl=%d\n", pisblank(' ') != 0, pisblank('\t') != 0,
           pisblank('a') != 0, pisblank('\n') != 0);
    printf("iswblank: space=%d tab=%d a=%d nl=%d\n", piswblank(' ') != 0,
           piswblank('\t') != 0, piswblank('a') != 0, piswblank('\n') != 0);
}

static void show(const char *what, double r)
{
    int e = errno;
    if (isnan(r))
        printf("%s=nan errno=%d\n", what, e);
    else
        printf("%s=%.9g errno=%d\n", what, r, e);
}

static void f1(const char *name, float x)
{
    char what[64];
    f1_fn fn = GET(f1_fn, name);
    float r;
    errno = 0;
    r = fn(x);
    sprintf(what, "%s(%g)", name, x);
    show(what, r);
}

static void f2(const char *name, float x, float y)
{
    char what[64];
    f2_fn fn = GET(f2_fn, name);
    float r;
    errno = 0;
    r = fn(x, y);
    sprintf(what, "%s(%g, %g)", name, x, y);
    show(what, r);
}

static void d1(const char *name, double x)
{
    char what[64];
    d1_fn fn = GET(d1_fn, name);
    double r;
    errno = 0;
    r = fn(x);
    sprintf(what, "%s(%g)", name, x);
    show(what, r);
}

static void d2(const char *name, double x, double y)
{
    char what[64];
    d2_fn fn = GET(d2_fn, name);
    double r;
    errno = 0;
    r = fn(x, y);
    sprintf(what, "%s(%g, %g)", name, x, y);
    show(what, r);
}

static void floats(void)
{
    f1("sqrtf", 2); f1("sqrtf", -2);
    f1("sinf", 0.5); f1("cosf", 0.5); f1("tanf", 0.5);
    f1("asinf", 0.5); f1("acosf", 0.5); f1("atanf", 2); f1("asinf", 2);
    f1("sinhf", 0.5); f1("coshf", 0.5); f1("tanhf", 0.5);
    f1("expf", 1); f1("expf", 100);
    f1("logf", 2); f1("logf", 0); f1("logf", -2); f1("log10f", 100);
    f1("floorf", -2.5); f1("ceilf", 0.5);
    f2("atan2f", 1, 2); f2("powf", 2, 0.5); f2("powf", 100, 100); f2("fmodf", 100, -3);
    f1("asinhf", 2); f1("acoshf", 2); f1("acoshf", 0.5); f1("atanhf", 0.5); f1("atanhf", 1);
    d1("acosh", 2); d1("asinh", 2); d1("atanh", 0.5); d1("atanh", 2);
    d2("hypot", 3, 4); d2("hypot", 1e308, 1e308);
    d2("nextafter", 1, 2); f2("nextafterf", 1, 2); f2("nextafterf", 0, -2);
}

int main(void)
{
    _set_invalid_parameter_handler(ignore_invalid);
    ucrt = LoadLibraryA("ucrtbase.dll");
    chsize_s();
    classes();
    floats();
    printf("done\n");
    return 0;
}
