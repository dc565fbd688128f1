/* What console tools such as 7-Zip do before their first line of output (issue 23,
 * "Programs in the wild"): SetFileApisToOEM and the A file functions' code page, the
 * console screen buffer's geometry and cursor, and OLEAUT32 imported by ordinal (MSVC's
 * oleaut32.lib binds by ordinal). One line per check; the expected lines are Wine's.
 *
 * The screen-buffer checks run on a console of the guest's own (FreeConsole, then
 * AllocConsole), so that under Wine and here they ask the same kind of console whatever
 * the standard handles were when the guest started (a pipe under a test harness). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static void show_info(const char *what, HANDLE h)
{
    CONSOLE_SCREEN_BUFFER_INFO info;
    BOOL ok;
    memset(&info, 0xcc, sizeof info);
    SetLastError(0xdeadbeef);
    ok = GetConsoleScreenBufferInfo(h, &info);
    if (!ok) {
        printf("%s: ok=0 err=%lu\n", what, GetLastError());
        return;
    }
    printf("%s: ok=1 cursor=%d,%d attr=%#x window-left=%d width=%d\n", what,
           info.dwCursorPosition.X, info.dwCursorPosition.Y, info.wAttributes,
           info.srWindow.Left, info.srWindow.Right - info.srWindow.Left + 1);
}

static void file_apis(void)
{
    WIN32_FIND_DATAA fa;
    WIN32_FIND_DATAW fw;
    HANDLE h;
    /* "\x82t\x82.txt": e-acute in the OEM code page 437 is 0x82; in ANSI (1252) 0xE9 */
    static const char oem_name[] = "\x82t\x82.txt", ansi_name[] = "\xe9t\xe9.txt";

    char home[MAX_PATH];

    GetCurrentDirectoryA(MAX_PATH, home);
    CreateDirectoryA("oemtest", NULL);
    SetCurrentDirectoryA("oemtest");
    printf("AreFileApisANSI=%d\n", AreFileApisANSI());
    SetFileApisToOEM();
    printf("after SetFileApisToOEM: AreFileApisANSI=%d\n", AreFileApisANSI());
    h = CreateFileA(oem_name, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    printf("CreateFileA(OEM name)=%d\n", h != INVALID_HANDLE_VALUE);
    CloseHandle(h);
    h = FindFirstFileW(L"*.txt", &fw);
    printf("FindFirstFileW: %04x %04x %04x\n", fw.cFileName[0], fw.cFileName[1],
           fw.cFileName[2]);
    FindClose(h);
    h = FindFirstFileA("*.txt", &fa);
    printf("FindFirstFileA (OEM): %02x %02x %02x\n", (unsigned char)fa.cFileName[0],
           (unsigned char)fa.cFileName[1], (unsigned char)fa.cFileName[2]);
    FindClose(h);
    printf("GetFileAttributesA(ANSI name) while OEM=%d\n",
           GetFileAttributesA(ansi_name) != INVALID_FILE_ATTRIBUTES);
    SetFileApisToANSI();
    printf("after SetFileApisToANSI: AreFileApisANSI=%d\n", AreFileApisANSI());
    h = FindFirstFileA("*.txt", &fa);
    printf("FindFirstFileA (ANSI): %02x %02x %02x\n", (unsigned char)fa.cFileName[0],
           (unsigned char)fa.cFileName[1], (unsigned char)fa.cFileName[2]);
    FindClose(h);
    printf("GetFileAttributesA(ANSI name)=%d\n",
           GetFileAttributesA(ansi_name) != INVALID_FILE_ATTRIBUTES);
    printf("DeleteFileA(ANSI name)=%d\n", DeleteFileA(ansi_name));
    SetCurrentDirectoryA(home);
    printf("RemoveDirectoryA=%d\n", RemoveDirectoryA("oemtest"));
}

static void by_ordinal(void)
{
    typedef BSTR (WINAPI *alloc_len)(const OLECHAR *, UINT);
    typedef UINT (WINAPI *str_len)(BSTR);
    typedef void (WINAPI *free_str)(BSTR);
    HMODULE oa = LoadLibraryA("oleaut32.dll");
    alloc_len alloc = (alloc_len)GetProcAddress(oa, (LPCSTR)4);     /* SysAllocStringLen */
    str_len len = (str_len)GetProcAddress(oa, (LPCSTR)7);           /* SysStringLen */
    free_str fr = (free_str)GetProcAddress(oa, (LPCSTR)6);          /* SysFreeString */
    BSTR b;
    printf("oleaut32 ordinals 4/7/6 found=%d%d%d, same as names=%d\n", alloc != NULL,
           len != NULL, fr != NULL,
           (void *)alloc == (void *)GetProcAddress(oa, "SysAllocStringLen"));
    b = alloc(L"hello", 3);
    printf("SysAllocStringLen(hello, 3): len=%u text=%c%c%c\n", len(b), b[0], b[1], b[2]);
    fr(b);
}

static void screen(void)
{
    HANDLE out, in, file;
    CONSOLE_CURSOR_INFO ci;
    COORD pos;
    DWORD n;
    BOOL ok;

    FreeConsole();
    printf("AllocConsole=%d\n", AllocConsole());
    out = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ |
                      FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    in = CreateFileA("CONIN$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ |
                     FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
    show_info("new console", out);
    /* what is written to the console ends in a line feed: the output log shows it too */
    WriteConsoleA(out, "abc\r\n12\r\nxyz\r\n", 14, &n, NULL);
    show_info("after abc, 12, xyz", out);
    pos.X = 5; pos.Y = 3;
    printf("SetConsoleCursorPosition(5,3)=%d\n", SetConsoleCursorPosition(out, pos));
    show_info("moved", out);
    WriteConsoleA(out, "xy\r\n", 4, &n, NULL);
    show_info("after xy CR LF", out);
    pos.X = 1000; pos.Y = 0;
    SetLastError(0xdeadbeef);
    ok = SetConsoleCursorPosition(out, pos);
    printf("SetConsoleCursorPosition(1000,0)=%d err=%lu\n", ok, GetLastError());
    pos.X = -1; pos.Y = 0;
    SetLastError(0xdeadbeef);
    ok = SetConsoleCursorPosition(out, pos);
    printf("SetConsoleCursorPosition(-1,0)=%d err=%lu\n", ok, GetLastError());
    printf("SetConsoleTextAttribute(0x1e)=%d\n", SetConsoleTextAttribute(out, 0x1e));
    show_info("coloured", out);
    memset(&ci, 0xcc, sizeof ci);
    printf("GetConsoleCursorInfo=%d", GetConsoleCursorInfo(out, &ci));
    printf(" size=%lu visible=%d\n", ci.dwSize, ci.bVisible);
    ci.dwSize = 0; ci.bVisible = TRUE;
    SetLastError(0xdeadbeef);
    ok = SetConsoleCursorInfo(out, &ci);
    printf("SetConsoleCursorInfo(size 0)=%d err=%lu\n", ok, GetLastError());
    ci.dwSize = 50; ci.bVisible = FALSE;
    printf("SetConsoleCursorInfo(50, hidden)=%d\n", SetConsoleCursorInfo(out, &ci));
    memset(&ci, 0xcc, sizeof ci);
    GetConsoleCursorInfo(out, &ci);
    printf("cursor now size=%lu visible=%d\n", ci.dwSize, ci.bVisible);
    show_info("input handle", in);
    file = CreateFileA("plain.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    show_info("a file", file);
    SetLastError(0xdeadbeef);
    ok = SetConsoleTextAttribute(file, 7);
    printf("SetConsoleTextAttribute(file)=%d err=%lu\n", ok, GetLastError());
    CloseHandle(file);
    DeleteFileA("plain.txt");
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    file_apis();
    by_ordinal();
    screen();
    printf("done\n");
    return 0;
}
