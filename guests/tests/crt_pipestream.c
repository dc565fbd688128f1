/* msvcrt's FILE streams over anonymous pipes: _fdopen of _pipe descriptors, reads that
 * must wait for a writer mid-way (a thread writes in pieces), text mode's CR LF split
 * across writes, the end of the pipe, writes through a stream, positions (which a pipe
 * has none of), _dup/_dup2 of pipe descriptors, _setmode, _read's look-ahead after a
 * final CR, UTF-16 reads, _popen both ways with this program as the child, and
 * _fdopen's ccs=. One line per check; the expected lines are Wine 8's
 * (test/win32/crt/test_crt_pipestream.py). */
#include <windows.h>
#include <stdio.h>
#include <io.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <process.h>
#include <wchar.h>

static HANDLE pause_event;

/* A write, then a bounded wait (the reader may or may not be waiting by then; the
 * answers are the same either way). */
static void piece(int fd, const char *s, int n)
{
    _write(fd, s, n);
    WaitForSingleObject(pause_event, 20);
}

static unsigned __stdcall writer_hello(void *arg)
{
    int fd = (int)(INT_PTR)arg;
    piece(fd, "Hello", 5);
    piece(fd, " wor", 4);
    piece(fd, "ld\nsecond line\n", 15);
    _close(fd);
    return 0;
}

static unsigned __stdcall writer_crlf(void *arg)
{
    int fd = (int)(INT_PTR)arg;
    piece(fd, "ab\r", 3);
    piece(fd, "\ncd\r", 4);
    piece(fd, "x\r", 2);
    piece(fd, "\n", 1);
    _close(fd);
    return 0;
}

static unsigned __stdcall writer_number(void *arg)
{
    int fd = (int)(INT_PTR)arg;
    piece(fd, " 12", 3);
    piece(fd, "34 rest\n", 8);
    _close(fd);
    return 0;
}

static unsigned __stdcall writer_wide(void *arg)
{
    int fd = (int)(INT_PTR)arg;
    piece(fd, "h\0", 2);
    piece(fd, "i\0\r\0", 4);
    piece(fd, "\n\0", 2);
    _close(fd);
    return 0;
}

static HANDLE start(unsigned (__stdcall *fn)(void *), int fd)
{
    return (HANDLE)_beginthreadex(NULL, 0, fn, (void *)(INT_PTR)fd, 0, NULL);
}

static void hex(const char *label, const char *buf, int n)
{
    int i;
    printf("%s", label);
    for (i = 0; i < n; i++)
        printf(" %02x", (unsigned char)buf[i]);
    printf("\n");
}

static int child_main(const char *what)
{
    char line[64];
    if (!strcmp(what, "echo")) {
        printf("child line 1\n");
        printf("child line 2\n");
        return 7;
    }
    /* "sum": read stdin (a pipe) line by line; the exit code counts the characters */
    {
        int total = 0;
        while (fgets(line, sizeof(line), stdin))
            total += (int)strlen(line);
        return total;
    }
}

int main(int argc, char **argv)
{
    int fds[2], r, fd, fd2, old;
    FILE *f, *w;
    char buf[128];
    wchar_t wbuf[16];
    HANDLE t;
    long pos;

    if (argc > 2 && !strcmp(argv[1], "child"))
        return child_main(argv[2]);
    pause_event = CreateEventA(NULL, TRUE, FALSE, NULL);

    /* fread that must wait for a writer mid-way, then fgets, then the end */
    _pipe(fds, 256, _O_BINARY);
    t = start(writer_hello, fds[1]);
    f = _fdopen(fds[0], "rb");
    printf("fdopen read end: %s\n", f ? "stream" : "NULL");
    memset(buf, 0, sizeof(buf));
    r = (int)fread(buf, 1, 11, f);
    printf("fread 11: %d '%s'\n", r, buf);
    r = fgetc(f);
    printf("fgetc: %d\n", r);
    printf("fgets: '%s'\n", fgets(buf, sizeof(buf), f) ? buf : "(null)");
    r = (int)fread(buf, 1, 10, f);
    printf("fread at the end: %d feof %d ferror %d\n", r, feof(f) != 0, ferror(f) != 0);
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    printf("fclose: %d\n", fclose(f));

    /* text mode: CR LF split across writes, a CR not followed by LF */
    _pipe(fds, 256, _O_BINARY);
    _setmode(fds[0], _O_TEXT);
    t = start(writer_crlf, fds[1]);
    f = _fdopen(fds[0], "rt");
    printf("fgets text: '%s'", fgets(buf, sizeof(buf), f) ? buf : "(null)\n");
    memset(buf, 0, sizeof(buf));
    r = (int)fread(buf, 1, 6, f);
    hex("fread text:", buf, r);
    r = fgetc(f);
    printf("then: %d feof %d ferror %d\n", r, feof(f) != 0, ferror(f) != 0);
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    fclose(f);

    /* fscanf of a number written in two pieces, then the rest of the line */
    _pipe(fds, 256, _O_BINARY);
    t = start(writer_number, fds[1]);
    f = _fdopen(fds[0], "r");
    old = 0;
    r = fscanf(f, "%d", &old);
    printf("fscanf: %d %d\n", r, old);
    printf("fgets after it: '%s'", fgets(buf, sizeof(buf), f) ? buf : "(null)\n");
    r = fscanf(f, "%d", &old);
    printf("fscanf at the end: %d feof %d\n", r, feof(f) != 0);
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    fclose(f);

    /* writes through a stream on the write end; positions of a pipe */
    _pipe(fds, 256, _O_BINARY);
    _setmode(fds[1], _O_TEXT);
    w = _fdopen(fds[1], "wb");      /* the descriptor's mode decides, not the "b" */
    f = _fdopen(fds[0], "rb");
    r = fprintf(w, "n=%d\n", 42);
    printf("fprintf: %d\n", r);
    r = fputs("line\n", w);
    printf("fputs: %d fflush: %d\n", r >= 0, fflush(w));
    r = (int)fwrite("xy", 1, 2, w);
    printf("fwrite: %d fflush: %d\n", r, fflush(w));
    r = _read(fds[0], buf, sizeof(buf));
    hex("read raw:", buf, r);
    errno = 0;
    pos = ftell(f);
    printf("ftell(read stream): %ld errno %d\n", pos, errno);
    errno = 0;
    r = fseek(w, 0, SEEK_SET);
    printf("fseek(write stream): %d errno %d\n", r, errno);
    errno = 0;
    pos = _tell(fds[0]);
    printf("_tell(pipe): %ld errno %d\n", pos, errno);
    errno = 0;
    r = _lseek(fds[1], 0, SEEK_END);
    printf("_lseek(pipe): %d errno %d\n", r, errno);
    errno = 0;
    r = _eof(fds[0]);
    printf("_eof(pipe): %d errno %d\n", r, errno);

    /* _dup and _dup2 of the write end: the pipe ends when the last descriptor closes */
    fd = _dup(fds[1]);
    fd2 = 20;
    r = _dup2(fds[1], fd2);
    printf("_dup: %s, _dup2: %d\n", fd > 2 ? "a descriptor" : "-1", r);
    fclose(w);
    _write(fd, "A", 1);
    _write(fd2, "B", 1);
    _close(fd);
    r = (int)fread(buf, 1, 2, f);
    printf("after closing two of three: %d '%.*s'\n", r, r, buf);
    _close(fd2);
    r = (int)fread(buf, 1, 5, f);
    printf("after the last: %d feof %d\n", r, feof(f) != 0);
    fclose(f);

    /* _read's text mode on a pipe: a final CR waits for the byte after it */
    _pipe(fds, 256, _O_BINARY);
    _write(fds[1], "\r\n\rab\r\n", 7);
    old = _setmode(fds[0], _O_TEXT);
    printf("_setmode text: was binary %d\n", old == _O_BINARY);
    r = _read(fds[0], buf, 1);
    printf("read 1: %d %02x\n", r, buf[0]);
    r = _read(fds[0], buf, 1);
    printf("read 1: %d %02x\n", r, buf[0]);
    r = _read(fds[0], buf, 1);
    printf("read 1: %d %02x\n", r, buf[0]);
    r = _read(fds[0], buf, 2);
    hex("read 2:", buf, r);
    /* a UTF-16 read given an odd number of bytes */
    _write(fds[1], "a\0b", 3);
    old = _setmode(fds[0], _O_WTEXT);
    printf("_setmode wtext: was text %d\n", old == _O_TEXT);
    memset(buf, 'z', 4);
    r = _read(fds[0], buf, 4);
    hex("read 4 of 3:", buf, 4);
    printf("  count %d\n", r);
    errno = 0;
    r = _read(fds[0], buf, 3);
    printf("read 3 (odd) in wtext: %d errno %d\n", r, errno);
    _close(fds[0]);
    _close(fds[1]);

    /* a UTF-16 stream over a pipe: fgetws waits for the line, CR LF as LF */
    _pipe(fds, 256, _O_BINARY);
    _setmode(fds[0], _O_U16TEXT);
    t = start(writer_wide, fds[1]);
    f = _fdopen(fds[0], "r");
    if (fgetws(wbuf, 16, f))
        printf("fgetws: %d units: %04x %04x %04x\n", (int)wcslen(wbuf), wbuf[0], wbuf[1],
               wbuf[2]);
    else
        printf("fgetws: NULL\n");
    printf("then fgetwc: %04x\n", fgetwc(f));
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    fclose(f);

    /* a pipe as descriptor 0: getchar, gets and _getws read stdin from it */
    {
        int saved = _dup(0);
        wchar_t wline[16];
        _pipe(fds, 256, _O_BINARY);
        _dup2(fds[0], 0);
        _close(fds[0]);
        _write(fds[1], "xline one\nline two\nw\nlast", 26);
        _close(fds[1]);
        r = getchar();
        printf("stdin pipe: getchar %c", r);
        printf(", gets '%s'", gets(buf) ? buf : "(null)");
        printf(", gets '%s'", gets(buf) ? buf : "(null)");
        printf(", _getws %s", _getws(wline) ? (wline[0] == 'w' && !wline[1] ? "w" : "?") :
               "(null)");
        printf(", gets '%s'", gets(buf) ? buf : "(null)");
        printf(", then %s\n", gets(buf) ? "a line" : "NULL");
        _dup2(saved, 0);
        _close(saved);
    }

    /* _popen: this program as the child, reading its output, then writing its input */
    sprintf(buf, "\"%s\" child echo", argv[0]);
    f = _popen(buf, "r");
    printf("_popen r: %s\n", f ? "stream" : "NULL");
    if (f) {
        while (fgets(buf, sizeof(buf), f))
            printf("  got '%.*s'\n", (int)strlen(buf) - 1, buf);
        printf("_pclose: %d\n", _pclose(f));
    }
    sprintf(buf, "\"%s\" child sum", argv[0]);
    f = _popen(buf, "w");
    printf("_popen w: %s\n", f ? "stream" : "NULL");
    if (f) {
        fprintf(f, "abc\n");
        fflush(f);
        fputs("de\n", f);
        printf("_pclose: %d\n", _pclose(f));
    }

    /* _fdopen with ccs=: the descriptor keeps its mode; an unknown encoding EINVAL */
    fd = _open("ccs.tst", _O_CREAT | _O_TRUNC | _O_RDWR | _O_BINARY, 0600);
    _write(fd, "\xc3\xa9", 2);
    _lseek(fd, 0, SEEK_SET);
    f = _fdopen(fd, "r, ccs=UTF-8");
    printf("_fdopen ccs=UTF-8: %s", f ? "stream" : "NULL");
    if (f) {
        int a = fgetwc(f);
        printf(", fgetwc %04x", a);
        printf(" %04x\n", fgetwc(f));
        fclose(f);
    } else
        printf("\n");
    fd = _open("ccs.tst", _O_RDONLY);
    errno = 0;
    f = _fdopen(fd, "r, ccs=latin1");
    printf("_fdopen ccs=latin1: %s errno %d\n", f ? "stream" : "NULL", errno);
    if (f)
        fclose(f);
    else
        _close(fd);
    _unlink("ccs.tst");
    printf("done\n");
    return 0;
}
