/* A rich edit's EM_FINDTEXT / EM_FINDTEXTEX / EM_FINDTEXTW / EM_FINDTEXTEXW (issue 23):
   searching down and up (without FR_DOWN the range runs backwards), FR_MATCHCASE,
   FR_WHOLEWORD, a range that ends before the match, the EX forms' chrgText, and a
   string that is not there. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static HWND re;

static void find(const char *what, DWORD flags, LONG lo, LONG hi)
{
    FINDTEXTA ft;
    FINDTEXTEXA fx;
    LRESULT a, b;
    ft.chrg.cpMin = lo;
    ft.chrg.cpMax = hi;
    ft.lpstrText = what;
    a = SendMessageA(re, EM_FINDTEXT, flags, (LPARAM)&ft);
    fx.chrg.cpMin = lo;
    fx.chrg.cpMax = hi;
    fx.lpstrText = what;
    fx.chrgText.cpMin = fx.chrgText.cpMax = 99;
    b = SendMessageA(re, EM_FINDTEXTEX, flags, (LPARAM)&fx);
    printf("\"%s\" flags %lu [%ld,%ld]: %d, EX %d (%ld,%ld)\n", what, flags, lo, hi, (int)a,
           (int)b, fx.chrgText.cpMin, fx.chrgText.cpMax);
}

int main(void)
{
    HWND main;
    FINDTEXTW fw;
    FINDTEXTEXW fxw;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 400, 200,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         350, 100, main, (HMENU)1, NULL, NULL);
    SetWindowTextA(re, "Hello world, hello World and worldly hello");
    find("hello", FR_DOWN, 0, -1);
    find("hello", FR_DOWN | FR_MATCHCASE, 0, -1);
    find("hello", FR_DOWN, 1, -1);
    find("world", FR_DOWN | FR_WHOLEWORD, 0, -1);
    find("world", FR_DOWN | FR_WHOLEWORD, 7, -1);
    find("world", FR_DOWN | FR_WHOLEWORD | FR_MATCHCASE, 7, -1);
    find("world", FR_DOWN, 20, -1);
    find("world", FR_DOWN, 0, 8);
    find("world", FR_DOWN, 0, 11);
    find("hello", 0, 42, 0);
    find("hello", 0, 30, 0);
    find("hello", FR_MATCHCASE, 42, 0);
    find("world", FR_WHOLEWORD, 42, 0);
    find("planet", FR_DOWN, 0, -1);
    fw.chrg.cpMin = 0;
    fw.chrg.cpMax = -1;
    fw.lpstrText = L"and";
    printf("EM_FINDTEXTW \"and\": %d\n", (int)SendMessageA(re, EM_FINDTEXTW, FR_DOWN, (LPARAM)&fw));
    fxw.chrg.cpMin = 0;
    fxw.chrg.cpMax = -1;
    fxw.lpstrText = L"worldly";
    printf("EM_FINDTEXTEXW \"worldly\": %d", (int)SendMessageA(re, EM_FINDTEXTEXW, FR_DOWN,
                                                            (LPARAM)&fxw));
    printf(" (%ld,%ld)\n", fxw.chrgText.cpMin, fxw.chrgText.cpMax);
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
