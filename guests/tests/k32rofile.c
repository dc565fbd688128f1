/* FILE_ATTRIBUTE_READONLY as Windows keeps it: set at creation by CreateFile's
 * attributes or _lcreat's (the creating handle still writes), it refuses opening for
 * writing, deleting on close and DeleteFile (ERROR_ACCESS_DENIED) until
 * SetFileAttributes clears it. One line per check (test/win32/kernel/test_k32rofile.py). */
#include <windows.h>
#include <stdio.h>

static void opened(const char *what, HANDLE h)
{
    DWORD err = GetLastError();
    printf("%s: %s error %lu\n", what, h != INVALID_HANDLE_VALUE ? "opened" : "refused",
           h != INVALID_HANDLE_VALUE ? 0 : err);
    if (h != INVALID_HANDLE_VALUE) CloseHandle(h);
}

static void deleted(const char *name)
{
    BOOL ok;
    SetLastError(0xdeadbeef);
    ok = DeleteFileA(name);
    printf("DeleteFile %s: %d error %lu\n", name, ok, ok ? 0 : GetLastError());
}

int main(void)
{
    HANDLE h;
    HFILE f;
    DWORD n = 0;
    BOOL ok;

    h = CreateFileA("ro1.tmp", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, FILE_ATTRIBUTE_READONLY, NULL);
    ok = WriteFile(h, "abc", 3, &n, NULL);
    printf("created read-only, written: %d %lu\n", ok, n);
    CloseHandle(h);
    printf("attributes %#lx\n", GetFileAttributesA("ro1.tmp"));
    SetLastError(0xdeadbeef);
    opened("GENERIC_WRITE", CreateFileA("ro1.tmp", GENERIC_WRITE, 0, NULL, OPEN_EXISTING, 0, NULL));
    SetLastError(0xdeadbeef);
    opened("GENERIC_READ", CreateFileA("ro1.tmp", GENERIC_READ, 0, NULL, OPEN_EXISTING, 0, NULL));
    SetLastError(0xdeadbeef);
    opened("DELETE", CreateFileA("ro1.tmp", DELETE, 0, NULL, OPEN_EXISTING, 0, NULL));
    SetLastError(0xdeadbeef);
    opened("DELETE, delete on close", CreateFileA("ro1.tmp", DELETE, 0, NULL, OPEN_EXISTING,
                                                 FILE_FLAG_DELETE_ON_CLOSE, NULL));
    SetLastError(0xdeadbeef);
    opened("CREATE_ALWAYS over it", CreateFileA("ro1.tmp", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL));
    deleted("ro1.tmp");
    printf("attributes %#lx\n", GetFileAttributesA("ro1.tmp"));
    printf("SetFileAttributes(NORMAL): %d\n", SetFileAttributesA("ro1.tmp", FILE_ATTRIBUTE_NORMAL));
    printf("attributes %#lx\n", GetFileAttributesA("ro1.tmp"));
    deleted("ro1.tmp");

    f = _lcreat("ro2.tmp", 1);
    n = _hwrite(f, "hello", 5);
    printf("_lcreat(1): written %lu, close %d\n", n, _lclose(f));
    printf("attributes %#lx\n", GetFileAttributesA("ro2.tmp"));
    deleted("ro2.tmp");
    SetFileAttributesA("ro2.tmp", FILE_ATTRIBUTE_NORMAL);
    deleted("ro2.tmp");
    f = _lcreat("ro3.tmp", 0);
    _lclose(f);
    printf("_lcreat(0): attributes %#lx\n", GetFileAttributesA("ro3.tmp"));
    deleted("ro3.tmp");
    return 0;
}
