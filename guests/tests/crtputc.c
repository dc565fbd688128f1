/* One character at a time keeps its byte (issue 23, "Programs in the wild built from
 * source (session 37)", docs/runtimes.md): HTML Tidy writes its output with fputc, and
 * the em dash U+2014 (UTF-8 E2 80 94) and the curly quotes (E2 80 9C, E2 80 9D) came out
 * as E2 3F 3F: the bytes 0x80-0x9F, where code page 1252 has the euro sign, quotes and
 * dashes, were written as "?". Windows' msvcrt writes the byte it is given through
 * fputc, putc, putchar, _fputchar and _flsbuf, buffered or not, to an fopen'd file and
 * to a standard output that names a file. Each file is read back and printed in hex. */
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <sys/stat.h>

static const unsigned char bytes[] = {
    0x80, 0x82, 0x84, 0x85, 0x8a, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x96, 0x97,
    0x99, 0x9a, 0x9c, 0x9e, 0x9f, 0x81, 0x9d, 0xa0, 0xa9, 0xe9, 0xff, 0x7f
};
#define NBYTES (sizeof bytes / sizeof bytes[0])

static void dump(const char *name)
{
    unsigned char buf[160];
    FILE *f = fopen(name, "rb");
    size_t n, i;
    if (!f) {
        printf("%s: cannot open\n", name);
        return;
    }
    n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    printf("%s (%u bytes):", name, (unsigned)n);
    for (i = 0; i < n; i++)
        printf(" %02x", buf[i]);
    printf("\n");
}

/* each byte through fputc, then putc: the results must be the bytes themselves */
static void put_each(FILE *f, const char *what)
{
    size_t i;
    int bad = 0;
    for (i = 0; i < NBYTES; i++)
        if (fputc(bytes[i], f) != bytes[i])
            bad++;
    for (i = 0; i < 4; i++)
        if (putc(bytes[i + 9], f) != bytes[i + 9])
            bad++;
    printf("%s: %d results not the byte\n", what, bad);
}

int main(void)
{
    FILE *f;
    int fd, saved, r1, r2, r3;

    f = fopen("a.txt", "w");            /* buffered, text */
    put_each(f, "a.txt");
    fclose(f);
    dump("a.txt");

    f = fopen("b.bin", "wb");           /* unbuffered, binary */
    setvbuf(f, NULL, _IONBF, 0);
    put_each(f, "b.bin");
    r1 = _flsbuf(0x85, f);
    r2 = _flsbuf(0x99, f);
    printf("_flsbuf: %02x %02x\n", r1, r2);
    fclose(f);
    dump("b.bin");

    fd = _open("c.bin", _O_WRONLY | _O_CREAT | _O_TRUNC | _O_BINARY, _S_IREAD | _S_IWRITE);
    fflush(stdout);
    saved = _dup(1);
    _dup2(fd, 1);
    r1 = putchar(0x93);
    r2 = _fputchar(0x80);
    r3 = fputc(0x94, stdout);
    putchar(0x9c);
    _fputchar(0x97);
    fflush(stdout);
    _dup2(saved, 1);
    _close(saved);
    _close(fd);
    printf("stdout: %02x %02x %02x\n", r1, r2, r3);
    dump("c.bin");
    printf("done\n");
    return 0;
}
