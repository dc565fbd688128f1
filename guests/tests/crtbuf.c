/* msvcrt's stream buffers (docs/runtimes.md "msvcrt stream buffers (session 34)"):
   what a FILE holds before its bytes reach the file, the FILE's fields as msvcrt lays
   them out, fflush / _flushall, fread and fwrite of whole buffers, setvbuf, ftell over
   buffered text, ungetc, read/write switching, _filbuf / _flsbuf, and the flush at exit
   (the test reads "atexit.txt" afterwards). Each line is compared with Wine 8's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>

static long on_disk(const char *name)
{
    struct _stat st;
    return _stat(name, &st) ? -1 : (long)st.st_size;
}

static void fields(const char *what, FILE *f)
{
    printf("%s: flag %x cnt %d used %d bufsiz %d\n", what, f->_flag, f->_cnt,
           f->_base ? (int)(f->_ptr - f->_base) : -1, f->_bufsiz);
}

int main(void)
{
    static char big[5000], back[5000], mine[100];
    FILE *f, *g;
    int r, r2, r3;
    long t, d;
    fpos_t pos;

    /* every value is taken in its own statement: printf's arguments have no order */
    memset(big, 'x', sizeof(big));
    f = fopen("w.txt", "w");
    fields("fresh w", f);
    fputs("hello\n", f);
    fields("after fputs", f);
    d = on_disk("w.txt");
    t = ftell(f);
    printf("on disk before fflush: %ld, ftell %ld\n", d, t);
    r = fflush(f);
    d = on_disk("w.txt");
    printf("fflush %d, on disk %ld, ftell %ld\n", r, d, ftell(f));
    fields("after fflush", f);
    fclose(f);
    printf("w.txt closed: %ld\n", on_disk("w.txt"));

    /* fwrite of exactly the buffer size goes straight to the file; one byte less waits */
    f = fopen("b.bin", "wb");
    r = (int)fwrite(big, 1, 4096, f);
    printf("fwrite 4096: %d, descriptor at %ld\n", r, _tell(_fileno(f)));
    r = (int)fwrite(big, 1, 4095, f);
    printf("fwrite 4095: %d, descriptor at %ld\n", r, _tell(_fileno(f)));
    fields("after 4095", f);
    r = (int)fwrite(big, 1, 1, f);
    printf("fwrite 1: %d, cnt %d\n", r, f->_cnt);
    r = (int)fwrite(big, 1, 1, f);
    printf("fwrite 1 more: %d, descriptor at %ld, ftell %ld\n", r, _tell(_fileno(f)), ftell(f));
    r = fclose(f);
    printf("fclose %d, on disk %ld\n", r, on_disk("b.bin"));

    /* setvbuf: errors, no buffer, the caller's buffer */
    f = fopen("s.txt", "wb");
    errno = 0;
    r = setvbuf(f, NULL, 3, 100);
    printf("setvbuf bad mode: %d errno %d\n", r, errno);
    errno = 0;
    r = setvbuf(f, NULL, _IOFBF, 1);
    printf("setvbuf size 1: %d errno %d\n", r, errno);
    r = setvbuf(f, NULL, _IONBF, 0);
    printf("setvbuf _IONBF: %d\n", r);
    fputs("abc", f);
    fields("unbuffered", f);
    printf("unbuffered descriptor at %ld\n", _tell(_fileno(f)));
    r = setvbuf(f, mine, _IOFBF, sizeof(mine));
    printf("setvbuf mine: %d\n", r);
    fputs("defg", f);
    fields("own buffer", f);
    printf("own buffer holds %.4s, descriptor at %ld\n", mine, _tell(_fileno(f)));
    r = setvbuf(f, NULL, _IOLBF, 64);
    printf("setvbuf _IOLBF: %d, descriptor at %ld\n", r, _tell(_fileno(f)));
    fputs("line\n", f);
    fields("line buffered", f);
    printf("_IOLBF keeps a line: descriptor at %ld\n", _tell(_fileno(f)));
    fclose(f);

    /* a text stream read through its buffer: CR LF read as LF, ftell counting CRs */
    f = fopen("t.txt", "wb");
    fputs("ab\r\ncd\r\nef", f);
    fclose(f);
    f = fopen("t.txt", "r");
    r = fgetc(f);
    printf("fgetc %c\n", r);
    fields("read 1", f);
    printf("ftell %ld\n", ftell(f));
    r = ungetc('Z', f);
    r2 = ungetc('Y', f);
    printf("ungetc %c, again %d\n", r, r2);
    fields("after ungetc", f);
    printf("ftell %ld\n", ftell(f));
    r = fgetc(f);
    r2 = fgetc(f);
    r3 = fgetc(f);
    printf("fgetc %c %c %d\n", r, r2, r3);
    printf("ftell %ld\n", ftell(f));
    r = fgetpos(f, &pos);
    printf("fgetpos %d pos %d\n", r, (int)pos);
    fseek(f, 0, SEEK_END);
    fields("after fseek end", f);
    r = fgetc(f);
    printf("fgetc at end %d eof %d flag %x\n", r, feof(f), f->_flag);
    /* fflush of a read stream drops what it buffered: the descriptor decides */
    rewind(f);
    fgetc(f);
    _lseek(_fileno(f), 4, SEEK_SET);
    r = fflush(f);
    r2 = f->_cnt;
    r3 = fgetc(f);
    printf("fflush read stream %d, cnt %d, next %c\n", r, r2, r3);
    fclose(f);

    /* update streams: after a seek a stream may read, then write after another */
    f = fopen("u.txt", "w+");
    fputs("12345", f);
    fseek(f, 1, SEEK_SET);
    fields("after fseek", f);
    r = fgetc(f);
    printf("read after seek: %c\n", r);
    fseek(f, 0, SEEK_CUR);
    r = fputc('!', f);
    printf("write after seek: %c\n", r);
    fields("writing", f);
    fclose(f);
    f = fopen("u.txt", "rb");
    memset(back, 0, sizeof(back));
    r = (int)fread(back, 1, 100, f);
    printf("u.txt: %d %s\n", r, back);
    fclose(f);

    /* a stream that read to its end may write */
    f = fopen("u.txt", "r+");
    while (fgetc(f) != EOF)
        ;
    r = fputc('#', f);
    printf("write at eof: %c flag %x\n", r, f->_flag);
    fclose(f);
    f = fopen("u.txt", "rb");
    memset(back, 0, sizeof(back));
    r = (int)fread(back, 1, 100, f);
    printf("u.txt: %d %s\n", r, back);
    fclose(f);

    /* fread: a large read goes straight into the caller's memory */
    f = fopen("b.bin", "rb");
    r = (int)fread(back, 1, 4097, f);
    printf("fread 4097: %d\n", r);
    fields("after fread", f);
    printf("ftell %ld\n", ftell(f));
    fclose(f);

    /* _filbuf and _flsbuf, as getc and putc macros call them */
    f = fopen("m.txt", "w");
    r = _flsbuf('m', f);
    printf("_flsbuf %c\n", r);
    fields("after _flsbuf", f);
    fclose(f);
    f = fopen("m.txt", "r");
    r = _filbuf(f);
    printf("_filbuf %c\n", r);
    fields("after _filbuf", f);
    r = _filbuf(f);
    printf("_filbuf at end %d, eof %d\n", r, feof(f));
    fclose(f);

    /* fflush(NULL) writes the streams that write; _flushall counts every stream */
    f = fopen("n1.txt", "w");
    g = fopen("t.txt", "r");
    fputs("n", f);
    fgetc(g);
    r = fflush(NULL);
    printf("fflush(NULL) %d, descriptor at %ld, read stream cnt %d\n", r,
           _tell(_fileno(f)), g->_cnt);
    r = _flushall();
    printf("_flushall %d, read stream cnt %d\n", r, g->_cnt);
    fclose(g);
    fclose(f);

    /* the descriptor and the stream */
    f = fopen("d.txt", "w");
    printf("_fileno %d, _file %d, handle %s\n", _fileno(f), f->_file,
           _get_osfhandle(_fileno(f)) != -1 ? "yes" : "no");
    fclose(f);

    /* Ctrl+Z ends a text stream: the descriptor stays after what was read (ftell
       gives the file's end) and reads nothing more until a seek */
    f = fopen("z.txt", "wb");
    fwrite("ab\x1a\r\ncd", 1, 7, f);
    fclose(f);
    f = fopen("z.txt", "r");
    memset(back, 0, sizeof(back));
    r = fgets(back, 100, f) != NULL;
    printf("ctrl-z fgets %d [%s] ftell %ld", r, back, ftell(f));
    printf(" eof %d descriptor at %ld\n", feof(f) != 0, _tell(_fileno(f)));
    r = fgetc(f);
    printf("then fgetc %d\n", r);
    fseek(f, 1, SEEK_SET);
    r = fgetc(f);
    r2 = fgetc(f);
    printf("after fseek: %c %d\n", r, r2);
    fclose(f);
    r = _open("z.txt", _O_RDONLY | _O_TEXT);
    r2 = _read(r, back, 100);
    r3 = _read(r, back, 100);
    printf("_read ctrl-z %d then %d, tell %ld\n", r2, r3, _tell(r));
    _lseek(r, 0, SEEK_SET);
    r2 = _read(r, back, 1);
    printf("after _lseek: %d %c\n", r2, back[0]);
    _close(r);

    /* fscanf through the buffer: numbers across the 4096-byte fills */
    f = fopen("num.txt", "w");
    for (r = 0; r < 3000; r++)
        fprintf(f, "%d\n", r);
    fclose(f);
    f = fopen("num.txt", "r");
    t = 0;
    r2 = 0;
    while (fscanf(f, "%d", &r) == 1) {
        t += r;
        r2++;
    }
    printf("fscanf read %d numbers, sum %ld, ftell %ld, eof %d\n", r2, t, ftell(f),
           feof(f) != 0);
    fclose(f);

    /* not closed: exit writes it out */
    f = fopen("atexit.txt", "w");
    fputs("kept\n", f);
    printf("atexit.txt before exit: descriptor at %ld\n", _tell(_fileno(f)));
    return 0;
}
