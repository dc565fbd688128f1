/* A console program built for x86-64 (x86_64-w64-mingw32-gcc): the first 64-bit
 * milestone of issue 22. One line per check; the expected lines come from the same exe
 * under 64-bit Wine (test/machine/test_x64_console.py).
 *
 * What it exercises: the x64 calling convention (four register arguments, then the
 * stack above the shadow space), printf's variadic arguments (integers, 64-bit
 * integers, strings, a pointer), the CRT heap, a few KERNEL32 calls whose arguments or
 * results are pointer-sized, and the exit code. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int many(int a, int b, int c, int d, int e, int f)
{
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f;
}

int main(int argc, char **argv)
{
    char buf[64];
    char *p;
    DWORD n;
    printf("hello from a %d-bit program\n", (int)(8 * sizeof(void *)));
    printf("args: %d\n", argc);
    printf("ints: %d %u %ld %x %lld\n", -42, 4000000000u, -7L, 0xBEEF, -1234567890123LL);
    printf("six args: %d\n", many(1, 2, 3, 4, 5, 6));
    printf("strings: [%s] [%-6s] [%5.2s]\n", "abc", "left", "xyz");
    printf("double: %.3f\n", 3.14159);
    p = malloc(100);
    printf("malloc: %s\n", p ? "ok" : "null");
    printf("pointer above 4 GB or not: %s\n", sizeof(p) == 8 ? "8-byte" : "4-byte");
    strcpy(p, "copied");
    printf("heap string: %s\n", p);
    free(p);
    printf("module handle is image base: %d\n",
           GetModuleHandleA(NULL) == (HMODULE)0x140000000ULL);
    SetLastError(1234);
    printf("last error: %lu\n", GetLastError());
    n = GetEnvironmentVariableA("WINEAGENT_X64_NONE", buf, sizeof(buf));
    printf("missing variable: %lu %lu\n", n, GetLastError());
    n = lstrlenA("twelve chars");
    printf("lstrlenA: %lu\n", n);
    printf("pid nonzero: %d\n", GetCurrentProcessId() != 0);
    /* A handle result of -1 must arrive as the 64-bit INVALID_HANDLE_VALUE, and a
     * predefined key (sign-extended 0x80000001) must be recognised. */
    {
        HANDLE h = CreateFileA("C:\\no\\such\\file.txt", GENERIC_READ, 0, NULL,
                               OPEN_EXISTING, 0, NULL);
        HKEY key;
        LONG r;
        printf("missing file: %d %lu\n", h == INVALID_HANDLE_VALUE, GetLastError());
        r = RegCreateKeyExA(HKEY_CURRENT_USER, "Software\\wineagent-x64", 0, NULL, 0,
                            KEY_ALL_ACCESS, NULL, &key, NULL);
        printf("create key: %ld\n", r);
        r = RegSetValueExA(key, "answer", 0, REG_SZ, (const BYTE *)"42", 3);
        RegCloseKey(key);
        r = RegOpenKeyExA(HKEY_CURRENT_USER, "Software\\wineagent-x64", 0, KEY_READ, &key);
        if (r == 0) {
            DWORD type = 0, size = sizeof(buf);
            r = RegQueryValueExA(key, "answer", NULL, &type, (BYTE *)buf, &size);
            printf("query: %ld %lu %lu %s\n", r, type, size, buf);
            RegCloseKey(key);
        }
    }
    fflush(stdout);
    return 7;
}
