/* What Wine's file.c needs besides files: msvcrt's _spawn/_exec family (its errors, one
 * line per check; with "spawn" a _P_WAIT and a _P_NOWAIT start of this program as
 * "child N", which exits with N), _pipe and the pipe's descriptors, and _chmod; with
 * "inherit", which descriptors a spawned program inherits. */
#include <windows.h>
#include <process.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <errno.h>
#include <io.h>
#include <fcntl.h>
#include <sys/stat.h>

/* The bytes of s with \r, \n and NUL written as escapes. */
static const char *escaped(const char *s, int n)
{
    static char out[256];
    char *o = out;
    int i;
    for (i = 0; i < n; i++) {
        if (s[i] == '\r') { *o++ = '\\'; *o++ = 'r'; }
        else if (s[i] == '\n') { *o++ = '\\'; *o++ = 'n'; }
        else if (!s[i]) { *o++ = '\\'; *o++ = '0'; }
        else *o++ = s[i];
    }
    *o = 0;
    return out;
}

/* _pipe: what a read gets back of what was written, in each translation mode. */
static void pipe_checks(void)
{
    int fds[2] = {-1, -1}, r, n;
    char buf[64];

    r = _pipe(fds, 256, _O_BINARY);
    printf("pipe binary: %d fds %s\n", r, fds[0] >= 3 && fds[1] == fds[0] + 1 ? "next" : "other");
    n = _write(fds[1], "hello\r\nworld\n", 13);
    r = _read(fds[0], buf, sizeof(buf) - 1);
    printf("  wrote %d, read %d: %s\n", n, r, escaped(buf, r));
    _close(fds[1]);
    r = _read(fds[0], buf, sizeof(buf));
    printf("  after the write end closed: read %d\n", r);
    _close(fds[0]);

    r = _pipe(fds, 256, _O_TEXT);
    n = _write(fds[1], "a\nb\r\nc", 7);
    r = _read(fds[0], buf, sizeof(buf) - 1);
    printf("pipe text: wrote %d, read %d: %s\n", n, r, escaped(buf, r));
    _close(fds[0]);
    errno = 0;
    n = _write(fds[1], "x", 1);
    printf("  write with the read end closed: %d errno=%d\n", n, errno);
    _close(fds[1]);
    errno = 0;
    r = _pipe(NULL, 256, _O_BINARY);
    printf("pipe(NULL): %d errno=%d\n", r, errno);

    {
        struct _stat st;
        _pipe(fds, 256, _O_BINARY);
        _write(fds[1], "abc", 3);
        r = _fstat(fds[0], &st);
        printf("fstat(pipe): %d mode=%06o size=%ld nlink=%d dev=fd:%d\n", r, st.st_mode,
               (long)st.st_size, st.st_nlink, st.st_dev == fds[0] && st.st_rdev == fds[0]);
        errno = 0;
        r = _lseek(fds[0], 0, SEEK_CUR);
        printf("lseek(pipe): %d errno=%d\n", r, errno);
        errno = 0;
        r = _filelength(fds[0]);
        printf("filelength(pipe): %d errno=%d\n", r, errno);
        errno = 0;
        r = _chsize(fds[1], 0);
        printf("chsize(pipe): %d errno=%d\n", r, errno);
        r = _eof(fds[0]);
        printf("eof(pipe): %d\n", r);
        _close(fds[0]);
        _close(fds[1]);
    }
}

/* _chmod: read-only and back, as _access sees it. */
static void chmod_checks(void)
{
    int fd = _open("chmod.tst", _O_CREAT | _O_RDWR, _S_IREAD | _S_IWRITE), r, a;
    _close(fd);
    errno = 0;
    r = _chmod("chmod.tst", _S_IREAD);
    a = _access("chmod.tst", 2);
    printf("chmod read-only: %d, access(W)=%d errno=%d\n", r, a, errno);
    r = _chmod("chmod.tst", _S_IREAD | _S_IWRITE);
    a = _access("chmod.tst", 2);
    printf("chmod writable: %d, access(W)=%d\n", r, a);
    errno = 0;
    r = _chmod("nosuch.tst", _S_IWRITE);
    printf("chmod missing: %d errno=%d\n", r, errno);
    printf("wchmod: %d\n", _wchmod(L"chmod.tst", _S_IWRITE));
    _unlink("chmod.tst");
}

static void show(const char *what, intptr_t r)
{
    printf("%s: %d errno=%d\n", what, (int)r, r == -1 ? errno : 0);
    errno = 0;
}

/* With "inherit": which descriptors a spawned program gets (msvcrt passes the
 * inheritable ones in STARTUPINFO's lpReserved2); the child writes to the number given. */
static void inherit_check(const char *self, const char *what, int fd)
{
    char num[16];
    const char *child[] = {"crt_spawn", "writefd", num, NULL};
    intptr_t r;
    sprintf(num, "%d", fd);
    r = _spawnv(_P_WAIT, self, child);
    printf("%s: child %d, position %ld\n", what, (int)r, _tell(fd));
}

static void inherit_checks(const char *self)
{
    int fd, fd2;
    FILE *f;

    fd = _open("inh.tst", _O_CREAT | _O_RDWR | _O_BINARY, _S_IREAD | _S_IWRITE);
    inherit_check(self, "_open", fd);
    _close(fd);
    fd = _open("inh.tst", _O_RDWR | _O_BINARY | _O_TRUNC | _O_NOINHERIT);
    inherit_check(self, "_open _O_NOINHERIT", fd);
    fd2 = _dup(fd);
    inherit_check(self, "_dup of it", fd2);
    _close(fd2);
    _close(fd);
    f = fopen("inh.tst", "wb");
    inherit_check(self, "fopen wb", _fileno(f));
    fclose(f);
    f = fopen("inh.tst", "wbN");
    inherit_check(self, "fopen wbN", _fileno(f));
    fclose(f);
    fd = _open("inh.tst", _O_RDWR | _O_BINARY);
    fd2 = _open("inh.tst", _O_RDONLY | _O_TEXT | _O_NOINHERIT);
    f = fopen("inh.tst", "rt");
    fflush(stdout);
    _spawnl(_P_WAIT, self, "crt_spawn", "startinfo", NULL);
    fclose(f);
    _close(fd2);
    _close(fd);
    _unlink("inh.tst");
}

int main(int argc, char **argv)
{
    const char *none[] = {"nosuchprog", NULL};
    static char big[1100];
    const char *bigv[] = {"x", "big", big, NULL};
    char self[MAX_PATH];

    if (argc > 2 && !strcmp(argv[1], "child")) {
        printf("child %s\n", argv[2]);
        return atoi(argv[2]);
    }
    if (argc > 1 && !strcmp(argv[1], "startinfo")) {   /* the block from the parent */
        STARTUPINFOA si;
        unsigned count, i;
        GetStartupInfoA(&si);
        count = si.lpReserved2 ? *(unsigned *)si.lpReserved2 : 0;
        printf("child lpReserved2: %u descriptors, %d bytes; from fd 3:", count,
               si.cbReserved2 == 4 + count * (1 + sizeof(HANDLE)));
        for (i = 3; i < count; i++) printf(" %02x", si.lpReserved2[4 + i]);
        printf("\n");
        return 0;
    }
    if (argc > 2 && !strcmp(argv[1], "writefd")) {
        int n = _write(atoi(argv[2]), "Success", 7);
        return n == 7 ? 0 : 3;
    }
    if (argc > 1 && !strcmp(argv[1], "inherit")) {
        GetModuleFileNameA(NULL, self, sizeof(self));
        inherit_checks(self);
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "spawn")) {  /* started by a check that should fail */
        printf("started with %d arguments\n", argc);
        return 5;
    }
    GetModuleFileNameA(NULL, self, sizeof(self));
    errno = 0;
    show("spawnvp missing", _spawnvp(_P_WAIT, "nosuchprog", none));
    show("spawnv missing path", _spawnv(_P_WAIT, "C:\\nowhere\\nosuchprog.exe", none));
    show("spawnl missing", _spawnl(_P_WAIT, "nosuchprog", "nosuchprog", NULL));
    show("wspawnlp missing", _wspawnlp(_P_WAIT, L"nosuchprog", L"nosuchprog", NULL));
    show("execvp missing", _execvp("nosuchprog", none));
    show("spawnv bad mode", _spawnv(9, self, none));
    pipe_checks();
    chmod_checks();
    if (argc > 1 && !strcmp(argv[1], "spawn")) {
        memset(big, 'a', sizeof(big) - 1);
        show("spawnv 1100 bytes", _spawnv(_P_WAIT, self, bigv));
        const char *child[] = {"crt_spawn", "child", "7", NULL};
        intptr_t r = _spawnv(_P_WAIT, self, child);
        printf("P_WAIT: %d\n", (int)r);
        fflush(stdout);
        r = _spawnl(_P_NOWAIT, self, "crt_spawn", "child", "3", NULL);
        if (r != -1) {
            DWORD code = 99;
            WaitForSingleObject((HANDLE)r, INFINITE);
            GetExitCodeProcess((HANDLE)r, &code);
            printf("P_NOWAIT: handle, exit code %lu\n", code);
            CloseHandle((HANDLE)r);
        }
    }
    printf("done\n");
    return 0;
}
