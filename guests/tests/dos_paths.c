/* Paths as programs in the wild spell them (issue 23): a path that starts with '/' or
   '\' is rooted on the current drive ("/x" is C:\x), and DOS device names: NUL takes
   every write and reads as end of file wherever it is named (NUL, nul.txt, C:\dir\nul,
   nul:, \\.\NUL), CON opens the console, and AUX, PRN, COMn, LPTn name devices this
   machine lacks. lz4 -t writes its output to "nul". Prints what the APIs answer, so the
   lines compare with Wine's. */
#include <windows.h>
#include <stdio.h>
#include <io.h>
#include <fcntl.h>

static void attrs(const char *p)
{
    DWORD a;
    SetLastError(0);
    a = GetFileAttributesA(p);
    printf("attrs %s = %lx err=%lu\n", p, a, a == INVALID_FILE_ATTRIBUTES ? GetLastError() : 0);
}

static void full(const char *p)
{
    char buf[MAX_PATH];
    DWORD n;
    SetLastError(0);
    n = GetFullPathNameA(p, MAX_PATH, buf, NULL);
    printf("full %s = %s err=%lu\n", p, n ? buf : "-", n ? 0 : GetLastError());
}

/* Open a name for writing and reading, write to it, read from it. */
static void device(const char *name, DWORD disposition)
{
    HANDLE h;
    DWORD n = 99, err;
    char buf[8];
    BOOL ok;
    SetLastError(0xdead);
    h = CreateFileA(name, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE,
                    NULL, disposition, 0, NULL);
    err = GetLastError();
    if (h == INVALID_HANDLE_VALUE) {
        printf("open %s: failed err=%lu\n", name, err);
        return;
    }
    printf("open %s: ok err=%lu type=%lu", name, err == 0xdead ? 0 : err, GetFileType(h));
    ok = WriteFile(h, "hello", 5, &n, NULL);
    printf(" write=%d n=%lu", ok, n);
    n = 99;
    ok = ReadFile(h, buf, sizeof(buf), &n, NULL);
    printf(" read=%d n=%lu\n", ok, n);
    CloseHandle(h);
}

int main(void)
{
    HANDLE h;
    FILE *f;
    WIN32_FIND_DATAA fd;
    int fdn, ch;
    DWORD n, r;
    BOOL ok;

    /* -- rooted paths: '/' or '\' first is the root of the current drive -------------- */
    SetCurrentDirectoryA("C:\\");
    CreateDirectoryA("C:\\dpdir", NULL);
    ok = SetCurrentDirectoryA("C:\\dpdir");
    printf("cd C:\\dpdir ok=%d\n", ok);
    h = CreateFileA("/dproot.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    printf("create /dproot.txt ok=%d\n", h != INVALID_HANDLE_VALUE);
    WriteFile(h, "rooted\n", 7, &n, NULL);
    CloseHandle(h);
    attrs("C:\\dproot.txt");
    attrs("\\dproot.txt");
    attrs("dproot.txt");
    f = fopen("/dpdir/inner.txt", "w");
    printf("fopen /dpdir/inner.txt ok=%d\n", f != NULL);
    if (f) {
        fputs("inner\n", f);
        fclose(f);
    }
    attrs("C:\\dpdir\\inner.txt");
    attrs("/dpdir");
    attrs("/");
    attrs("\\");
    full("/dpdir/inner.txt");
    full("\\a\\b");
    full("/");
    ok = CreateDirectoryA("/dpdir2", NULL);
    printf("mkdir /dpdir2 ok=%d\n", ok);
    attrs("C:\\dpdir2");
    ok = RemoveDirectoryA("\\dpdir2");
    printf("rmdir \\dpdir2 ok=%d\n", ok);
    h = FindFirstFileA("/dpdir/*.txt", &fd);
    printf("find /dpdir/*.txt ok=%d name=%s\n", h != INVALID_HANDLE_VALUE,
           h != INVALID_HANDLE_VALUE ? fd.cFileName : "-");
    FindClose(h);
    ok = DeleteFileA("/dpdir/inner.txt");
    printf("delete /dpdir/inner.txt ok=%d\n", ok);
    ok = DeleteFileA("/dproot.txt");
    printf("delete /dproot.txt ok=%d\n", ok);

    /* -- NUL -------------------------------------------------------------------------- */
    device("NUL", OPEN_EXISTING);
    device("nul", CREATE_ALWAYS);
    device("Nul.txt", OPEN_EXISTING);
    device("nul:", OPEN_EXISTING);
    device("NUL ", OPEN_EXISTING);
    device("C:\\dpdir\\nul", CREATE_ALWAYS);
    device("C:\\nothere\\NUL.log", OPEN_EXISTING);
    device("\\\\.\\NUL", OPEN_EXISTING);
    device("/nul", OPEN_EXISTING);
    attrs("C:\\dpdir\\nul");
    h = CreateFileW(L"nul", GENERIC_WRITE, 0, NULL, OPEN_EXISTING, 0, NULL);
    SetLastError(0);
    n = GetFileSize(h, NULL);
    printf("W nul ok=%d size=%lu err=%lu", h != INVALID_HANDLE_VALUE, n, GetLastError());
    SetLastError(0);
    r = SetFilePointer(h, 5, NULL, FILE_BEGIN);
    printf(" seek=%lu err=%lu\n", r, GetLastError());
    CloseHandle(h);

    f = fopen("nul", "w");
    printf("fopen nul w ok=%d", f != NULL);
    if (f) {
        printf(" fprintf=%d isatty=%d", fprintf(f, "%s", "discard"), _isatty(_fileno(f)) != 0);
        printf(" fclose=%d", fclose(f));
    }
    f = fopen("NUL", "rb");
    printf(" | fopen NUL rb ok=%d", f != NULL);
    if (f) {
        ch = fgetc(f);
        printf(" fgetc=%d eof=%d", ch, feof(f) != 0);
        fclose(f);
    }
    printf("\n");
    fdn = _open("nul", _O_WRONLY | _O_CREAT | _O_TRUNC, 0666);
    printf("_open nul ok=%d", fdn >= 0);
    if (fdn >= 0) {
        printf(" _write=%d", _write(fdn, "abc", 3));
        _close(fdn);
    }
    printf("\n");

    /* -- the console and devices this machine lacks ----------------------------------- */
    h = CreateFileA("CON", GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                    OPEN_EXISTING, 0, NULL);
    printf("CON write ok=%d type=%lu\n", h != INVALID_HANDLE_VALUE,
           h != INVALID_HANDLE_VALUE ? GetFileType(h) : 0);
    CloseHandle(h);
    h = CreateFileA("CONOUT$", GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                    OPEN_EXISTING, 0, NULL);
    printf("CONOUT$ ok=%d type=%lu\n", h != INVALID_HANDLE_VALUE,
           h != INVALID_HANDLE_VALUE ? GetFileType(h) : 0);
    CloseHandle(h);
    device("AUX", OPEN_EXISTING);
    device("PRN", OPEN_EXISTING);
    device("LPT1", OPEN_EXISTING);
    device("lpt2.txt", OPEN_EXISTING);
    device("COM1", OPEN_EXISTING);
    device("C:\\dpdir\\com3.log", OPEN_EXISTING);

    SetCurrentDirectoryA("C:\\");
    ok = RemoveDirectoryA("C:\\dpdir");
    printf("rmdir C:\\dpdir ok=%d\n", ok);
    printf("done\n");
    return 0;
}
