/* msvcrt's low-level I/O as Wine 8's msvcrt file.c checks it: _read of a text file
 * (n bytes of the file at most, a final CR looking at the byte after it), the wide
 * modes (_open with _O_WTEXT / _O_U8TEXT writing a BOM and reading by the BOM found,
 * _write and _read in UTF-16 and UTF-8, an invalid UTF-8 byte as U+FFFD), _stat of
 * names Windows finds nothing for, _fstat's st_dev and a device's st_mode, _setmode's
 * order of checks, _doserrno of a read the descriptor was not opened for, fclose of a
 * stream closed already, tmpnam's first name, and descriptor 0 closed and reused. One
 * line per check; the expected lines are Wine 8's (test/win32/crt/test_crt_lowio.py). */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <io.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

typedef LONG (WINAPI *query_file_fn)(HANDLE, void *, void *, ULONG, int);

/* FileModeInformation's FILE_SEQUENTIAL_ONLY of a descriptor's handle */
static int sequential(int fd)
{
    static query_file_fn query;
    ULONG_PTR io[2];
    ULONG mode = 0;
    if (!query)
        query = (query_file_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                              "NtQueryInformationFile");
    query((HANDLE)_get_osfhandle(fd), io, &mode, sizeof(mode), 16 /* FileModeInformation */);
    return (mode & 4) != 0;
}

static void hex(const char *label, const char *buf, int n)
{
    int i;
    printf("%s", label);
    for (i = 0; i < n; i++)
        printf(" %02x", (unsigned char)buf[i]);
    printf("\n");
}

static void put(const char *name, const char *data, int n)
{
    int fd = _open(name, _O_CREAT | _O_TRUNC | _O_WRONLY | _O_BINARY, _S_IREAD | _S_IWRITE);
    _write(fd, data, n);
    _close(fd);
}

static void dump(const char *label, const char *name)
{
    char buf[64];
    int fd = _open(name, _O_RDONLY | _O_BINARY), r;
    r = _read(fd, buf, sizeof(buf));
    _close(fd);
    hex(label, buf, r);
}

int main(void)
{
    static const char dostext[] = "This is test_file_write_read\r\nsecond line\r\n";
    char buf[128];
    int fd, r, i;
    struct _stat st;
    FILE *f;
    char *name;
    HANDLE h;

    /* text _read: at most n bytes of the file, translated */
    put("t.txt", dostext, (int)strlen(dostext));
    fd = _open("t.txt", _O_RDONLY | _O_TEXT);
    r = _read(fd, buf, 41);
    printf("text read 41: %d\n", r);
    _lseek(fd, -2, SEEK_END);
    r = _read(fd, buf, 1);
    printf("CR LF, read 1: %d %02x, then %d\n", r, buf[0], _read(fd, buf, 1));
    _lseek(fd, -3, SEEK_END);
    r = _read(fd, buf, 1);
    printf("e CR LF, read 1: %d '%c' tell %ld\n", r, buf[0], _tell(fd));
    _lseek(fd, -3, SEEK_END);
    r = _read(fd, buf, 2);
    printf("e CR LF, read 2: %d '%c' tell %ld\n", r, buf[0], _tell(fd));
    _lseek(fd, -3, SEEK_END);
    r = _read(fd, buf, 3);
    hex("e CR LF, read 3:", buf, r);
    printf("  tell %ld\n", _tell(fd));
    _close(fd);
    put("t.txt", "a\rb\r\rc\r\n", 8);
    fd = _open("t.txt", _O_RDONLY | _O_TEXT);
    r = _read(fd, buf, sizeof(buf));
    hex("lone CRs:", buf, r);
    _close(fd);
    put("t.txt", "ab\x1a" "cd", 5);
    fd = _open("t.txt", _O_RDONLY | _O_TEXT);
    r = _read(fd, buf, sizeof(buf));
    printf("ctrl-z: %d, then %d\n", r, _read(fd, buf, sizeof(buf)));
    _close(fd);

    /* the wide modes */
    fd = _open("w.txt", _O_CREAT | _O_TRUNC | _O_WRONLY | _O_WTEXT, _S_IREAD | _S_IWRITE);
    errno = 0;
    r = _write(fd, "a", 1);
    printf("wtext write 1 byte: %d errno %d\n", r, errno);
    r = _write(fd, "a\0\n\0\xff\xff", 6);
    printf("wtext write 6: %d\n", r);
    _close(fd);
    dump("wtext file:", "w.txt");
    fd = _open("w.txt", _O_RDONLY | _O_WTEXT);
    errno = 0;
    r = _read(fd, buf, 3);
    printf("wtext read 3: %d errno %d\n", r, errno);
    r = _read(fd, buf, sizeof(buf));
    hex("wtext read:", buf, r);
    _close(fd);
    fd = _open("u.txt", _O_CREAT | _O_TRUNC | _O_WRONLY | _O_U8TEXT, _S_IREAD | _S_IWRITE);
    errno = 0;
    r = _write(fd, "a", 1);
    printf("u8text write 1 byte: %d errno %d\n", r, errno);
    r = _write(fd, "a\0\n\0b\0\xe9\0", 8);
    printf("u8text write 8: %d\n", r);
    _close(fd);
    dump("u8text file:", "u.txt");
    fd = _open("u.txt", _O_RDONLY | _O_WTEXT);
    r = _read(fd, buf, sizeof(buf));
    hex("wtext read of it:", buf, r);
    _lseek(fd, 6, SEEK_SET);
    r = _read(fd, buf, 2);
    hex("at 6, read 2:", buf, r);
    _close(fd);
    put("u.txt", "\xef\xbb\xbf\x61\xc4\x85\x62\xc5\xbc\r\r\n", 12);
    fd = _open("u.txt", _O_RDONLY | _O_WTEXT);
    r = _read(fd, buf, sizeof(buf));
    hex("utf-8 read:", buf, r);
    _lseek(fd, 5, SEEK_SET);
    r = _read(fd, buf, sizeof(buf));
    hex("from a continuation byte:", buf, r);
    _close(fd);
    put("u.txt", "\xef\xbb\xbf\xc3\xa9x", 6);
    fd = _open("u.txt", _O_RDONLY | _O_WTEXT);
    r = _read(fd, buf, 2);
    hex("utf-8, read 2 of a 2-byte character:", buf, r);
    r = _read(fd, buf, 2);
    hex("  then:", buf, r);
    _close(fd);
    put("a.txt", "x\r\ny", 4);
    fd = _open("a.txt", _O_RDONLY | _O_WTEXT);
    r = _read(fd, buf, sizeof(buf));
    hex("wtext read, no BOM:", buf, r);
    _close(fd);

    /* _stat and _fstat */
    put("s.tst", "", 0);
    CreateDirectoryA("s.dir", NULL);
    errno = 0;
    r = _stat("s.tst\\", &st);
    printf("_stat file\\: %d errno %d\n", r, errno);
    errno = 0;
    r = _stat("s.dir\\", &st);
    printf("_stat dir\\: %d errno %d\n", r, errno);
    r = _stat("s.dir   ", &st);
    printf("_stat dir with spaces: %d dir %d\n", r, (st.st_mode & _S_IFMT) == _S_IFDIR);
    errno = 0;
    r = _stat("s.dir\\ ", &st);
    printf("_stat dir\\space: %d errno %d\n", r, errno);
    errno = 0;
    r = _stat("c:", &st);
    printf("_stat c: %d errno %d\n", r, errno);
    r = _stat("c:/", &st);
    printf("_stat c:/ %d st_dev %d\n", r, (int)st.st_dev);
    errno = 0;
    r = _stat("s.*", &st);
    printf("_stat s.*: %d errno %d\n", r, errno);
    fd = _open("s.tst", _O_RDONLY);
    r = _fstat(fd, &st);
    printf("_fstat file: %d st_dev %d st_rdev %d mode %o\n", r, (int)st.st_dev,
           (int)st.st_rdev, st.st_mode);
    _close(fd);
    fd = _open("NUL", _O_RDONLY);
    r = _fstat(fd, &st);
    printf("_fstat NUL: %d mode %o dev is fd %d\n", r, st.st_mode, (int)st.st_dev == fd);
    _close(fd);
    _unlink("s.tst");
    RemoveDirectoryA("s.dir");

    /* _setmode's checks, _doserrno, fclose twice, tmpnam */
    errno = 0;
    r = _setmode(-2, 0);
    printf("_setmode(-2, 0): %d errno %d\n", r, errno);
    errno = 0;
    r = _setmode(-2, _O_TEXT);
    printf("_setmode(-2, _O_TEXT): %d errno %d\n", r, errno);
    fd = _open("t.txt", _O_WRONLY);
    errno = 0;
    _doserrno = 0;
    r = _read(fd, buf, 1);
    printf("read of a write-only descriptor: %d errno %d doserrno %lu\n", r, errno,
           _doserrno);
    _close(fd);
    f = fopen("t.txt", "r");
    r = fclose(f);
    errno = 12345;
    i = fclose(f);
    printf("fclose: %d, again: %d errno %d\n", r, i, errno);
    name = tmpnam(NULL);
    printf("tmpnam: first ends with a dot %d", name[strlen(name) - 1] == '.');
    name = tmpnam(buf);
    printf(", second %d\n", name[strlen(name) - 1] == '.');

    /* a stream's buffer fields: given at its first I/O; a closed stream's slot reused */
    f = fopen("t.txt", "w+");
    printf("fopen: _base NULL %d\n", f->_base == NULL);
    fputc('x', f);
    printf("after fputc: _bufsiz %d _IOMYBUF %d _base NULL %d\n", f->_bufsiz,
           (f->_flag & 0x8) != 0, f->_base == NULL);
    fclose(f);
    f->_charbuf = 0x1234;
    {
        FILE *g = fopen("t.txt", "r");
        printf("next fopen: same slot %d, _charbuf %x _bufsiz %d _base NULL %d\n", g == f,
               g->_charbuf, g->_bufsiz, g->_base == NULL);
        fclose(g);
    }
    /* sequential-access hints */
    fd = _open("t.txt", _O_RDONLY | _O_SEQUENTIAL);
    printf("_open _O_SEQUENTIAL: %d", sequential(fd));
    _close(fd);
    fd = _open("t.txt", _O_RDONLY | _O_RANDOM);
    printf(", _O_RANDOM: %d", sequential(fd));
    _close(fd);
    fd = _open("t.txt", _O_RDONLY | _O_RANDOM | _O_SEQUENTIAL);
    printf(", both: %d\n", sequential(fd));
    _close(fd);
    f = fopen("t.txt", "rbSR");
    printf("fopen rbSR: %d", sequential(_fileno(f)));
    fclose(f);
    f = fopen("t.txt", "rbRS");
    printf(", rbRS: %d\n", sequential(_fileno(f)));
    fclose(f);

    /* _set_fmode / _get_fmode: the default translation of new descriptors */
    {
        HMODULE crt = GetModuleHandleA("msvcrt.dll");
        int (__cdecl *p_set_fmode)(int) = (void *)GetProcAddress(crt, "_set_fmode");
        int (__cdecl *p_get_fmode)(int *) = (void *)GetProcAddress(crt, "_get_fmode");
        int mode = -1, e;
        errno = 0;
        e = p_set_fmode(0x1234);
        printf("_set_fmode(0x1234): %d errno %d\n", e, errno);
        e = p_get_fmode(&mode);
        printf("_get_fmode: %d mode %x\n", e, mode);
        e = p_set_fmode(_O_BINARY);
        p_get_fmode(&mode);
        fd = _creat("c.tst", _S_IREAD | _S_IWRITE);
        _write(fd, "a\nb\n", 4);
        printf("_set_fmode(_O_BINARY): %d mode %x, _creat then 4 bytes: tell %ld\n", e, mode,
               _tell(fd));
        _close(fd);
        p_set_fmode(_O_TEXT);
        fd = _creat("c.tst", _S_IREAD | _S_IWRITE);
        _write(fd, "a\nb\n", 4);
        printf("_O_TEXT: tell %ld\n", _tell(fd));
        _close(fd);
        _unlink("c.tst");
    }

    /* descriptor 0 closed: the standard handle goes; the next open takes 0 */
    fd = _dup(0);
    _close(0);
    h = GetStdHandle(STD_INPUT_HANDLE);
    printf("after _close(0): GetStdHandle NULL %d\n", h == NULL);
    r = _open("t.txt", _O_RDONLY);
    h = GetStdHandle(STD_INPUT_HANDLE);
    printf("next _open: %d, GetStdHandle is its handle %d\n", r,
           h == (HANDLE)_get_osfhandle(r));
    _close(r);
    r = _dup2(fd, 0);
    printf("_dup2 back: %d\n", r);
    _unlink("t.txt");
    _unlink("w.txt");
    _unlink("u.txt");
    _unlink("a.txt");
    printf("done\n");
    return 0;
}
