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
 * (test/test_crt_census.py). Files are made in the current folder and removed again.
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

int main(void)
{
    _set_invalid_parameter_handler(invalid_handler);
    test_setvbuf();
    test_streams();
    test_printf();
    printf("invalid parameter handler calls: %d\n", handler_calls);
    return 0;
}
