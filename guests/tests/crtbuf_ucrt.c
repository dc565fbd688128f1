/* The UCRT's stream functions msvcrt.dll lacks (docs/runtimes.md "msvcrt stream buffers
   (session 34)"), built against ucrtbase.dll: fread_s (a buffer too small: ERANGE, the
   buffer emptied; NULL arguments: EINVAL) and the _nolock forms, over a buffered
   stream. Each line is compared with Wine 8's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <io.h>

static void quiet(const wchar_t *e, const wchar_t *f, const wchar_t *file, unsigned line,
                  uintptr_t r)
{
    (void)e; (void)f; (void)file; (void)line; (void)r;
}

int main(void)
{
    char buf[16];
    FILE *f;
    size_t n;
    int c, c2, c3;
    long t;

    _set_invalid_parameter_handler(quiet);
    f = fopen("u.txt", "wb");
    /* each value in a statement of its own: printf's arguments have no order */
    n = _fwrite_nolock("0123456789abcdef", 1, 16, f);
    t = _tell(_fileno(f));
    printf("_fwrite_nolock %d, descriptor at %ld, _ftell_nolock %ld\n", (int)n, t,
           _ftell_nolock(f));
    c = _fflush_nolock(f);
    printf("_fflush_nolock %d, descriptor at %ld\n", c, _tell(_fileno(f)));
    _fputc_nolock('!', f);
    printf("_fclose_nolock %d\n", _fclose_nolock(f));

    f = fopen("u.txt", "rb");
    memset(buf, '?', sizeof(buf));
    errno = 0;
    n = fread_s(buf, 8, 2, 3, f);
    printf("fread_s 3 of 2 into 8: %d [%.6s] errno %d\n", (int)n, buf, errno);
    errno = 0;
    n = fread_s(buf, 4, 1, 10, f);
    printf("fread_s 10 into 4: %d errno %d buf[0] %d\n", (int)n, errno, buf[0]);
    c = _getc_nolock(f);
    c2 = _ungetc_nolock('Q', f);
    c3 = _fgetc_nolock(f);
    printf("_getc_nolock %c, _ungetc_nolock %c, again %c\n", c, c2, c3);
    _fseek_nolock(f, -3, SEEK_END);
    memset(buf, 0, sizeof(buf));
    n = _fread_nolock(buf, 1, 10, f);
    printf("_fread_nolock at end-3: %d [%s] eof %d\n", (int)n, buf, feof(f) != 0);
    errno = 0;
    n = fread_s(buf, sizeof(buf), 1, 4, f);
    printf("fread_s at eof: %d errno %d\n", (int)n, errno);
    fclose(f);

    errno = 0;
    memset(buf, 'x', sizeof(buf));
    n = fread_s(buf, 4, 1, 4, NULL);
    printf("fread_s NULL stream: %d errno %d buf[0] %d\n", (int)n, errno, buf[0]);
    return 0;
}
