/* The C runtime's narrow output keeps every byte (issue 23, "Programs in the wild
 * (session 32): more console tools built from source", docs/runtimes.md): cmark prints
 * UTF-8 text, and the right double quote U+201D is E2 80 9D, whose last byte code page
 * 1252 leaves undefined (as 0x81, 0x8D, 0x8F and 0x90). Windows' msvcrt writes the bytes
 * it is given, through fputs, fprintf, fputc, fwrite and puts, to an fopen'd file and to
 * a standard output that names a file. Each file is read back and printed in hex. */
#include <fcntl.h>
#include <io.h>
#include <stdio.h>
#include <sys/stat.h>

static void dump(const char *name)
{
    unsigned char buf[128];
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

int main(void)
{
    FILE *f = fopen("a.txt", "w");
    int fd, saved;
    fputs("\xe2\x80\x9d|\x81\x8d\x8f\x90\x9d\n", f);
    fprintf(f, "%s|%c|\x8f\n", "\x90", 0x81);
    fputc(0x8d, f);
    fwrite("\x9d\x80", 1, 2, f);
    fclose(f);
    dump("a.txt");

    fd = _open("b.txt", _O_WRONLY | _O_CREAT | _O_TRUNC | _O_BINARY, _S_IREAD | _S_IWRITE);
    fflush(stdout);
    saved = _dup(1);
    _dup2(fd, 1);
    printf("%s|\x9d\n", "\xe2\x80\x9d");
    puts("\x81\x8d");
    fputs("\x8f", stdout);
    fputc(0x90, stdout);
    fwrite("\x9d\xe9", 1, 2, stdout);
    fflush(stdout);
    _dup2(saved, 1);
    _close(saved);
    _close(fd);
    dump("b.txt");
    printf("done\n");
    return 0;
}
