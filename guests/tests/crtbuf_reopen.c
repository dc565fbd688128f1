/* msvcrt's freopen family and _putw (docs/runtimes.md "msvcrt stream buffers (session
   34)"): freopen closes what a FILE had open (its buffer written first) and opens
   another file in the same FILE; a failed freopen leaves the stream closed; freopen_s;
   _putw through the buffer; freopen of stdout sends printf to a file (the test reads
   "so.txt" afterwards). Each line is compared with Wine 8's. */
#include <stdio.h>
#include <string.h>
#include <errno.h>

static void show(const char *name)
{
    char buf[64];
    FILE *f = fopen(name, "rb");
    size_t n, i;

    if (!f) {
        printf("%s: missing\n", name);
        return;
    }
    n = fread(buf, 1, sizeof(buf) - 1, f);
    buf[n] = 0;
    fclose(f);
    for (i = 0; i < n; i++)         /* CR as ~, LF as | : one line per file */
        if (buf[i] == '\r' || buf[i] == '\n')
            buf[i] = buf[i] == '\r' ? '~' : '|';
    printf("%s: %d [%s]\n", name, (int)n, buf);
}

int main(void)
{
    FILE *f, *g, *h;
    int r, a, b;

    f = fopen("a.txt", "w");
    fputs("first\n", f);
    g = freopen("b.txt", "w", f);
    printf("freopen same FILE: %d\n", g == f);
    show("a.txt");
    fputs("second", g);
    show("b.txt");
    fclose(g);
    show("b.txt");

    f = fopen("a.txt", "r");
    errno = 0;
    g = freopen("a.txt", "q", f);
    printf("freopen bad mode: %s errno %d\n", g ? "FILE" : "NULL", errno);

    f = fopen("a.txt", "r");
    h = NULL;
    r = freopen_s(&h, "c.txt", "w+", f);
    printf("freopen_s: %d same %d\n", r, h == f);
    fputs("third", h);
    rewind(h);
    r = fgetc(h);
    printf("read back %c\n", r);
    fclose(h);

    f = fopen("w.bin", "wb");
    a = _putw(0x41424344, f);
    b = _putw(-1, f);
    printf("_putw %x %d ferror %d\n", a, b, ferror(f) != 0);
    fclose(f);
    f = fopen("w.bin", "rb");
    a = _getw(f);
    b = _getw(f);
    printf("_getw %x %d\n", a, b);
    fclose(f);

    /* _rmtmp closes tmpfile's streams, known by their _tmpfname, and no other */
    f = tmpfile();
    g = tmpfile();
    h = fopen("keep.txt", "w");
    fputs("x", f);
    printf("tmpfile names: %d %d, fopen's %d\n", f->_tmpfname != NULL,
           g->_tmpfname != NULL, h->_tmpfname != NULL);
    r = _rmtmp();
    printf("_rmtmp %d, then fputs to fopen's %d\n", r, fputs("y", h));
    fclose(h);
    show("keep.txt");

    /* clearerr_s */
    f = fopen("keep.txt", "r");
    fputc('z', f);
    a = ferror(f) != 0;
    errno = 0;
    r = clearerr_s(f);
    printf("clearerr_s %d: ferror %d -> %d\n", r, a, ferror(f) != 0);
    r = clearerr_s(NULL);
    printf("clearerr_s(NULL) %d errno %d\n", r, errno);
    fclose(f);

    printf("stdout to so.txt next\n");
    fflush(stdout);
    g = freopen("so.txt", "w", stdout);
    printf("freopen stdout: %d\n", g == stdout);
    printf("after it\n");
    return 0;
}
