/* msvcrt.dll's __pioinfo table (Wine 8's msvcrt file.c reads and writes it), and a
 * standard input that names no file (a registry key): its descriptor is NO_CONSOLE. One
 * line per check; the expected lines are Wine 8's (test/win32/crt/test_crt_ioinfo.py). */
#include <windows.h>
#include <stdio.h>
#include <io.h>
#include <fcntl.h>
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <wchar.h>

typedef struct {
    HANDLE handle;
    unsigned char wxflag;
    char lookahead[3];
    int exflag;
    CRITICAL_SECTION crit;
} ioinfo;

static ioinfo **pioinfo;

static ioinfo *info(int fd)
{
    return &pioinfo[fd / 32][fd % 32];
}

static void child(void)
{
    char c;
    int r;
    errno = 0;
    printf("child: _get_osfhandle(0) %d errno %d\n", (int)_get_osfhandle(0), errno);
    printf("child: entry 0 handle %d wxflag 0x%x\n", (int)(INT_PTR)info(0)->handle,
           info(0)->wxflag);
    printf("child: stdin->_file %d\n", stdin->_file);
    errno = 0;
    r = read(0, &c, 1);
    printf("child: read(0) %d errno %d\n", r, errno);
    errno = 0;
    r = fread(&c, 1, 1, stdin);
    printf("child: fread(stdin) %d errno %d\n", r, errno);
    errno = 0;
    r = fclose(stdin);
    printf("child: fclose(stdin) %d errno %d\n", r, errno);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    HMODULE msvcrt = GetModuleHandleA("msvcrt.dll");
    HANDLE h, p1, p2;
    int fd, fd2;
    ioinfo *e, copy;
    DWORD flags;
    HKEY key;
    STARTUPINFOA si;
    PROCESS_INFORMATION pi;
    char cmd[MAX_PATH + 16];

    pioinfo = (ioinfo **)GetProcAddress(msvcrt, "__pioinfo");
    if (argc > 2) {             /* "block": what GetStartupInfo gives back */
        STARTUPINFOA me;
        unsigned count;
        HANDLE *hp;
        GetStartupInfoA(&me);
        count = *(unsigned *)me.lpReserved2;
        hp = (HANDLE *)(me.lpReserved2 + sizeof(unsigned) + count);
        printf("block child: cbReserved2 %u count %u flags %02x %02x handle[1] %d\n",
               me.cbReserved2, count, me.lpReserved2[4], me.lpReserved2[5],
               (int)(INT_PTR)hp[1]);
        fflush(stdout);
        return 0;
    }
    if (argc > 1) {
        child();
        return 0;
    }
    printf("__pioinfo %s, block 0 %s, block 1 %s\n", pioinfo ? "found" : "missing",
           pioinfo[0] ? "made" : "none", pioinfo[1] ? "made" : "none");
    printf("entry size %d\n", (int)sizeof(ioinfo));
    printf("stdout entry: handle is GetStdHandle %d, wxflag & (WX_OPEN | WX_TEXT) 0x%x\n",
           info(1)->handle == GetStdHandle(STD_OUTPUT_HANDLE), info(1)->wxflag & 0x81);
    e = info(20);
    printf("unused entry: handle %d wxflag 0x%x lookahead %d %d %d exflag 0x%x\n",
           (int)(INT_PTR)e->handle, e->wxflag, e->lookahead[0], e->lookahead[1],
           e->lookahead[2], e->exflag);

    fd = _open("ioinfo.tst", _O_CREAT | _O_TRUNC | _O_WRONLY | _O_WTEXT, _S_IWRITE);
    e = info(fd);
    printf("_open _O_WTEXT: handle is _get_osfhandle %d, wxflag 0x%x, exflag 0x%x\n",
           e->handle == (HANDLE)_get_osfhandle(fd), e->wxflag, e->exflag);
    _close(fd);
    printf("closed: handle %d wxflag 0x%x exflag 0x%x\n", (int)(INT_PTR)e->handle, e->wxflag,
           e->exflag);

    fd = _open("ioinfo.tst", _O_RDWR | _O_BINARY | _O_APPEND | _O_NOINHERIT);
    printf("_open binary append noinherit: wxflag 0x%x exflag 0x%x\n", info(fd)->wxflag,
           info(fd)->exflag);
    _close(fd);

    h = CreateFileA("ioinfo.tst", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    fd = _open_osfhandle((intptr_t)h, 0);
    printf("_open_osfhandle(file, 0): handle ok %d wxflag 0x%x\n", info(fd)->handle == h,
           info(fd)->wxflag);
    _close(fd);
    CreatePipe(&p1, &p2, NULL, 0);
    fd = _open_osfhandle((intptr_t)p1, _O_TEXT);
    printf("_open_osfhandle(pipe, _O_TEXT): wxflag 0x%x\n", info(fd)->wxflag);
    _close(fd);
    CloseHandle(p2);

    /* The table is read back: a handle written into an entry is the descriptor's. */
    h = CreateFileA("ioinfo.tst", GENERIC_READ | GENERIC_WRITE,
                    FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, CREATE_ALWAYS, 0, NULL);
    fd = _open("ioinfo2.tst", _O_CREAT | _O_RDWR | _O_BINARY, _S_IREAD | _S_IWRITE);
    copy = *info(fd);
    info(fd)->handle = h;
    printf("handle written: _get_osfhandle is it %d\n", (HANDLE)_get_osfhandle(fd) == h);
    printf("write through it: %d\n", _write(fd, "abc", 3));
    printf("file size %lu\n", GetFileSize(h, NULL));
    *info(fd) = copy;
    _close(fd);
    CloseHandle(h);

    /* Two descriptors of one handle: stdout and stderr share it, closing one keeps it. */
    h = CreateFileA("ioinfo.tst", GENERIC_READ | GENERIC_WRITE,
                    FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, CREATE_ALWAYS, 0, NULL);
    fd = _open_osfhandle((intptr_t)h, 0);
    fd2 = _open_osfhandle((intptr_t)h, 0);
    printf("two descriptors, one handle: %d %d\n", fd, fd2);
    _close(fd);
    printf("first closed: handle alive %d\n", GetHandleInformation(h, &flags));
    printf("second close: %d\n", _close(fd2));

    /* An entry whose WX_OPEN the program cleared is a closed descriptor. */
    fd = _open("ioinfo2.tst", _O_RDONLY);
    h = info(fd)->handle;
    info(fd)->wxflag = 0;
    errno = 0;
    printf("WX_OPEN cleared: _get_osfhandle is -1 %d\n", _get_osfhandle(fd) == -1);
    info(fd)->wxflag = 1;
    printf("WX_OPEN set again: handle back %d\n", (HANDLE)_get_osfhandle(fd) == h);
    _close(fd);
    DeleteFileA("ioinfo.tst");
    DeleteFileA("ioinfo2.tst");

    /* fopen's ccs= encodings, _getw and _setmaxstdio. */
    {
        FILE *f;
        unsigned char raw[16];
        int n, k;
        wint_t w1, w2;
        f = fopen("ccs.tst", "w,ccs=UTF-8");
        fputws(L"h\x00e9", f);
        fclose(f);
        f = fopen("ccs.tst", "rb");
        n = fread(raw, 1, sizeof raw, f);
        fclose(f);
        printf("ccs=UTF-8 written:");
        for (k = 0; k < n; k++) printf(" %02x", raw[k]);
        printf("\n");
        f = fopen("ccs.tst", "w, ccs=UNICODE");
        fputws(L"h\x00e9", f);
        fclose(f);
        f = fopen("ccs.tst", "rb");
        n = fread(raw, 1, sizeof raw, f);
        fclose(f);
        printf("ccs=UNICODE written:");
        for (k = 0; k < n; k++) printf(" %02x", raw[k]);
        printf("\n");
        f = fopen("ccs.tst", "r,ccs=utf-8");          /* its BOM says UTF-16LE */
        w1 = fgetwc(f);
        w2 = fgetwc(f);
        printf("UTF-16 file read with ccs=utf-8: %04x %04x then %s\n", w1, w2,
               fgetwc(f) == WEOF ? "WEOF" : "more");
        fclose(f);
        f = fopen("ccs.tst", "wb");
        fputs("ab", f);
        fclose(f);
        f = fopen("ccs.tst", "r,ccs=unicode");        /* no BOM: ANSI text */
        w1 = fgetwc(f);
        w2 = fgetwc(f);
        printf("ANSI file read with ccs=unicode: %04x %04x\n", w1, w2);
        fclose(f);
        errno = 0;
        f = fopen("ccs.tst", "r,ccs=latin1");
        printf("ccs=latin1: %s errno %d\n", f ? "opened" : "NULL", errno);
        if (f) fclose(f);
        f = fopen("ccs.tst", "wb");
        fwrite("\x01\x02\x03\x04\x05", 1, 5, f);
        fclose(f);
        f = fopen("ccs.tst", "rb");
        k = _getw(f);
        printf("_getw 0x%08x, then 0x%x eof %d\n", k, _getw(f), feof(f) != 0);
        fclose(f);
        DeleteFileA("ccs.tst");
        printf("_getmaxstdio %d, _setmaxstdio(2048) %d, (2049) %d, (19) %d, now %d\n",
               _getmaxstdio(), _setmaxstdio(2048), _setmaxstdio(2049), _setmaxstdio(19),
               _getmaxstdio());
    }

    /* A child whose standard input is a registry key. */
    RegOpenCurrentUser(KEY_READ, &key);
    memset(&si, 0, sizeof si);
    si.cb = sizeof si;
    si.dwFlags = STARTF_USESTDHANDLES;
    si.hStdInput = key;
    si.hStdOutput = GetStdHandle(STD_OUTPUT_HANDLE);
    si.hStdError = GetStdHandle(STD_ERROR_HANDLE);
    sprintf(cmd, "\"%s\" child", argv[0]);
    fflush(stdout);
    if (CreateProcessA(NULL, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi)) {
        WaitForSingleObject(pi.hProcess, INFINITE);
        CloseHandle(pi.hProcess);
        CloseHandle(pi.hThread);
    }
    RegCloseKey(key);

    /* A CreateProcess block with a NULL handle and a size short of its count. */
    {
        static BYTE block[64];
        HANDLE *hp;
        memset(&si, 0, sizeof si);
        si.cb = sizeof si;
        *(unsigned *)block = 3;
        block[4] = block[5] = block[6] = 0x81;
        hp = (HANDLE *)(block + 4 + 3);
        hp[0] = GetStdHandle(STD_INPUT_HANDLE);
        hp[1] = NULL;
        hp[2] = GetStdHandle(STD_ERROR_HANDLE);
        si.lpReserved2 = block;
        si.cbReserved2 = sizeof(unsigned) + (1 + sizeof(HANDLE)) * 3 - 1;
        sprintf(cmd, "\"%s\" child block", argv[0]);
        fflush(stdout);
        if (CreateProcessA(NULL, cmd, NULL, NULL, TRUE, 0, NULL, NULL, &si, &pi)) {
            WaitForSingleObject(pi.hProcess, INFINITE);
            CloseHandle(pi.hProcess);
            CloseHandle(pi.hThread);
        }
    }
    printf("done\n");
    return 0;
}
