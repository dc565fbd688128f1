/* The PEB's process parameters (RTL_USER_PROCESS_PARAMETERS) read directly, as Zig's
 * standard library reads them, and compared with what kernel32 and ntdll answer before and
 * after changing them: standard handles (SetStdHandle), current folder (SetCurrentDirectory,
 * RtlSetCurrentDirectory_U), environment (SetEnvironmentVariable). Prints a line per check
 * (test/win32/kernel/test_peb_params.py). Built at both widths. */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

typedef struct { USHORT Length, MaximumLength; WCHAR *Buffer; } USTR;
typedef struct { USTR DosPath; HANDLE Handle; } CURDIR_;
/* Windows' layout (Wine's include/winternl.h names the same fields). */
typedef struct {
    ULONG AllocationSize, Size, Flags, DebugFlags;
    HANDLE ConsoleHandle;
    ULONG ConsoleFlags;
    HANDLE hStdInput, hStdOutput, hStdError;
    CURDIR_ CurrentDirectory;
    USTR DllPath, ImagePathName, CommandLine;
    WCHAR *Environment;
    ULONG dwX, dwY, dwXSize, dwYSize, dwXCountChars, dwYCountChars, dwFillAttribute;
    ULONG dwFlags, wShowWindow;
    USTR WindowTitle, Desktop, ShellInfo, RuntimeInfo;
} PARAMS;

static PARAMS *params(void)
{
    BYTE *peb;
#ifdef _WIN64
    peb = (BYTE *)__readgsqword(0x60);
    return *(PARAMS **)(peb + 0x20);
#else
    peb = (BYTE *)__readfsdword(0x30);
    return *(PARAMS **)(peb + 0x10);
#endif
}

static int ustr_is(const USTR *s, const WCHAR *text)
{
    size_t n = wcslen(text);
    return s->Length == n * 2 && s->MaximumLength >= s->Length && s->Buffer
           && !memcmp(s->Buffer, text, n * 2);
}

/* The block's "NAME=value" string for name, or NULL. */
static const WCHAR *find_var(const WCHAR *block, const WCHAR *name)
{
    size_t n = wcslen(name);
    for (; *block; block += wcslen(block) + 1)
        if (!_wcsnicmp(block, name, n) && block[n] == L'=')
            return block;
    return NULL;
}

static size_t block_chars(const WCHAR *block)
{
    const WCHAR *p = block;
    while (*p)
        p += wcslen(p) + 1;
    return p - block + 1;
}

static void check_curdir(const char *when)
{
    PARAMS *pp = params();
    WCHAR cur[MAX_PATH + 2];
    BY_HANDLE_FILE_INFORMATION info;
    DWORD n = GetCurrentDirectoryW(MAX_PATH, cur);
    if (n && cur[n - 1] != L'\\') {
        cur[n++] = L'\\';
        cur[n] = 0;
    }
    int dir = GetFileInformationByHandle(pp->CurrentDirectory.Handle, &info)
              && (info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY);
    printf("%s: DosPath is GetCurrentDirectory + backslash=%d, MaximumLength=%d,"
           " Handle is a folder=%d\n", when, ustr_is(&pp->CurrentDirectory.DosPath, cur),
           pp->CurrentDirectory.DosPath.MaximumLength, dir);
}

typedef ULONG (WINAPI *GETCUR)(ULONG, WCHAR *);
typedef LONG (WINAPI *SETCUR)(USTR *);

int main(void)
{
    PARAMS *pp = params();
    WCHAR path[MAX_PATH], cur[MAX_PATH], buf[MAX_PATH];
    HMODULE ntdll = GetModuleHandleA("ntdll.dll");
    GETCUR getcur = (GETCUR)GetProcAddress(ntdll, "RtlGetCurrentDirectory_U");
    SETCUR setcur = (SETCUR)GetProcAddress(ntdll, "RtlSetCurrentDirectory_U");

    GetModuleFileNameW(NULL, path, MAX_PATH);
    printf("ImagePathName is GetModuleFileName=%d\n", ustr_is(&pp->ImagePathName, path));
    printf("CommandLine is GetCommandLineW=%d\n", ustr_is(&pp->CommandLine, GetCommandLineW()));
    printf("Flags normalized=%d\n", (int)(pp->Flags & 1));

    /* Standard handles. */
    printf("hStdInput/Output/Error are GetStdHandle's=%d%d%d\n",
           pp->hStdInput == GetStdHandle(STD_INPUT_HANDLE),
           pp->hStdOutput == GetStdHandle(STD_OUTPUT_HANDLE),
           pp->hStdError == GetStdHandle(STD_ERROR_HANDLE));
    HANDLE err = GetStdHandle(STD_ERROR_HANDLE);
    HANDLE ev = CreateEventA(NULL, FALSE, FALSE, NULL);
    SetStdHandle(STD_ERROR_HANDLE, ev);
    int moved = pp->hStdError == ev && GetStdHandle(STD_ERROR_HANDLE) == ev;
    SetStdHandle(STD_ERROR_HANDLE, err);
    printf("SetStdHandle(error, event): hStdError follows=%d, restored=%d\n", moved,
           pp->hStdError == err);
    CloseHandle(ev);

    /* Current folder. */
    check_curdir("at start");
    CreateDirectoryA("pebdir", NULL);
    HANDLE before = pp->CurrentDirectory.Handle;
    printf("SetCurrentDirectory(pebdir)=%d\n", SetCurrentDirectoryA("pebdir"));
    check_curdir("in pebdir");
    printf("handle changed=%d\n", pp->CurrentDirectory.Handle != before);
    DWORD n = GetCurrentDirectoryW(MAX_PATH, cur);
    ULONG got = getcur(sizeof(buf), buf);
    printf("RtlGetCurrentDirectory_U is 2 x GetCurrentDirectory=%d, same text=%d\n",
           got == 2 * n, !wcscmp(buf, cur));
    printf("RtlGetCurrentDirectory_U(4 bytes) - 2 x length=%ld\n",
           (long)getcur(4, buf) - 2 * (long)n);
    printf("RtlGetCurrentDirectory_U(2 x length) - 2 x length=%ld\n",
           (long)getcur(2 * n, buf) - 2 * (long)n);
    printf("RtlGetCurrentDirectory_U(2 x length + 2) - 2 x length=%ld\n",
           (long)getcur(2 * n + 2, buf) - 2 * (long)n);
    USTR up = {4, 6, L".."};
    printf("RtlSetCurrentDirectory_U(..)=%08lx\n", (unsigned long)setcur(&up));
    check_curdir("after ..");
    got = getcur(sizeof(buf), buf);
    n = GetCurrentDirectoryW(MAX_PATH, cur);
    printf("RtlGetCurrentDirectory_U same as GetCurrentDirectory=%d\n",
           got == 2 * n && !wcscmp(buf, cur));
    USTR missing = {18, 20, L"nosuchdir"};
    printf("RtlSetCurrentDirectory_U(nosuchdir)=%08lx\n", (unsigned long)setcur(&missing));
    HANDLE f = CreateFileA("pebfile.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    USTR file = {22, 24, L"pebfile.txt"};
    printf("RtlSetCurrentDirectory_U(pebfile.txt)=%08lx\n", (unsigned long)setcur(&file));
    SetLastError(0);
    BOOL ok = SetCurrentDirectoryA("pebfile.txt");
    printf("SetCurrentDirectory(pebfile.txt)=%d err=%lu\n", ok, GetLastError());
    check_curdir("after the failures");
    typedef ULONG (WINAPI *FULLPATH)(const WCHAR *, ULONG, WCHAR *, WCHAR **);
    FULLPATH fullpath = (FULLPATH)GetProcAddress(ntdll, "RtlGetFullPathName_U");
    static const WCHAR *names[] = {L"abc.txt", L"sub\\..\\x.y", L"sub\\", L"\\top", L"."};
    for (int i = 0; i < 5; i++) {
        WCHAR full[MAX_PATH], *part = (WCHAR *)1, *kpart = NULL;
        DWORD k = GetFullPathNameW(names[i], MAX_PATH, cur, &kpart);
        ULONG r = fullpath(names[i], sizeof(full), full, &part);
        int same_part = (part ? part - full : -1) == (kpart ? kpart - cur : -1);
        long small = (long)fullpath(names[i], 2 * k, full, &part) - 2 * (long)k;
        printf("RtlGetFullPathName_U(%ls): 2 x GetFullPathName=%d same=%d filepart same=%d"
               " too small - 2 x length=%ld, filepart then NULL=%d\n", names[i], r == 2 * k,
               !wcscmp(full, cur), same_part, small, part == NULL);
    }
    printf("RtlGetFullPathName_U(empty)=%lu\n", fullpath(L"", sizeof(buf), buf, NULL));
    DeleteFileA("pebfile.txt");
    RemoveDirectoryA("pebdir");

    /* Environment. */
    WCHAR *peb_env = pp->Environment;
    WCHAR *copy = GetEnvironmentStringsW();
    size_t len = block_chars(copy);
    printf("Environment is GetEnvironmentStrings' block=%d\n",
           block_chars(peb_env) == len && !memcmp(peb_env, copy, len * 2));
    FreeEnvironmentStringsW(copy);
    SetEnvironmentVariableW(L"PEBTEST", L"one");
    const WCHAR *v = find_var(pp->Environment, L"PEBTEST");
    printf("after SetEnvironmentVariable(PEBTEST=one): in the block=%d\n",
           v && !wcscmp(v, L"PEBTEST=one"));
    static WCHAR big[20000];
    for (int i = 0; i < 19999; i++)
        big[i] = L'a' + i % 26;
    SetEnvironmentVariableW(L"PEBBIG", big);
    v = find_var(pp->Environment, L"PEBBIG");
    printf("after a 19999-character variable: in the block=%d, PEBTEST still=%d\n",
           v && !wcscmp(v + 7, big), find_var(pp->Environment, L"PEBTEST") != NULL);
    copy = GetEnvironmentStringsW();
    len = block_chars(copy);
    printf("Environment is GetEnvironmentStrings' block=%d\n",
           block_chars(pp->Environment) == len && !memcmp(pp->Environment, copy, len * 2));
    FreeEnvironmentStringsW(copy);
    SetEnvironmentVariableW(L"PEBBIG", NULL);
    SetEnvironmentVariableW(L"PEBTEST", NULL);
    printf("after removing both: PEBTEST=%d PEBBIG=%d\n",
           find_var(pp->Environment, L"PEBTEST") != NULL,
           find_var(pp->Environment, L"PEBBIG") != NULL);
    printf("done\n");
    return 0;
}
