/* The console's code pages (issue 23: flac 1.5 sets its console to UTF-8 with
   SetConsoleOutputCP(CP_UTF8) before it prints). On a console of its own (FreeConsole,
   AllocConsole: the same start under Wine's test harness, which gives no console, and
   here) it sets and reads both pages and refuses unknown ones, writing what it finds to
   C:\cp.txt; then it writes UTF-8 bytes to the console with a character split across
   two writes. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    HANDLE out;
    DWORD n;
    BOOL ok;
    FILE *f = fopen("C:\\cp.txt", "w");

    FreeConsole();
    fprintf(f, "AllocConsole=%d\n", AllocConsole());
    out = CreateFileA("CONOUT$", GENERIC_READ | GENERIC_WRITE, FILE_SHARE_WRITE, NULL,
                      OPEN_EXISTING, 0, NULL);
    fprintf(f, "start: input %u output %u\n", GetConsoleCP(), GetConsoleOutputCP());
    ok = SetConsoleOutputCP(CP_UTF8);
    fprintf(f, "SetConsoleOutputCP(65001)=%d now %u\n", ok, GetConsoleOutputCP());
    SetLastError(0);
    ok = SetConsoleOutputCP(12345);
    fprintf(f, "SetConsoleOutputCP(12345)=%d err=%lu still %u\n", ok, GetLastError(),
            GetConsoleOutputCP());
    ok = WriteFile(out, "caf\xc3", 4, &n, NULL);     /* U+00E9 split over two writes */
    ok = ok && WriteFile(out, "\xa9 \xe2\x82\xac\r\n", 7, &n, NULL);
    fprintf(f, "UTF-8 written: %d\n", ok);
    ok = SetConsoleCP(1252);
    fprintf(f, "SetConsoleCP(1252)=%d now %u\n", ok, GetConsoleCP());
    SetLastError(0);
    ok = SetConsoleCP(0);
    fprintf(f, "SetConsoleCP(0)=%d err=%lu still %u\n", ok, GetLastError(), GetConsoleCP());
    ok = SetConsoleOutputCP(437);
    fprintf(f, "SetConsoleOutputCP(437)=%d now %u\n", ok, GetConsoleOutputCP());
    fclose(f);
    return 0;
}
