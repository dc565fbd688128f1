/* msftedit.dll, RichEdit 4.1: loading it registers RICHEDIT50W (MSFTEDIT_CLASS), the
   RichEdit control Win32++'s CRichEdit creates after LoadLibrary of
   <system directory>\Msftedit.dll (issue 23, "Programs in the wild": Win32++'s Dialog
   sample). Prints a line per step. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

static void has_class(const char *when)
{
    WNDCLASSEXW wc;
    BOOL ok;
    memset(&wc, 0, sizeof wc);
    wc.cbSize = sizeof wc;
    ok = GetClassInfoExW(NULL, L"RICHEDIT50W", &wc);
    printf("%s: RICHEDIT50W %s global=%d\n", when, ok ? "registered" : "absent",
           ok ? (wc.style & CS_GLOBALCLASS) != 0 : -1);
}

int main(void)
{
    WCHAR path[MAX_PATH], text[64];
    HMODULE h, h2;
    HWND parent, re;
    CHARRANGE cr;
    LRESULT r;
    GETTEXTLENGTHEX gtl;
    CHARFORMATW cf;

    has_class("before");
    GetSystemDirectoryW(path, MAX_PATH);
    lstrcatW(path, L"\\Msftedit.dll");
    h = LoadLibraryW(path);
    printf("LoadLibrary(system\\Msftedit.dll): %s\n", h ? "loaded" : "failed");
    h2 = GetModuleHandleW(L"MSFTEDIT.DLL");
    printf("GetModuleHandle(MSFTEDIT.DLL) same: %d\n", h2 == h);
    has_class("after");

    parent = CreateWindowExW(0, L"STATIC", L"parent", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200,
                             NULL, NULL, NULL, NULL);
    re = CreateWindowExW(0, MSFTEDIT_CLASS, L"Rich Edit Window",
                         WS_CHILD | WS_VISIBLE | ES_MULTILINE, 10, 10, 200, 100, parent,
                         (HMENU)100, NULL, NULL);
    printf("CreateWindowEx(RICHEDIT50W): %s\n", re ? "created" : "failed");
    if (!re)
        return 1;
    GetClassNameW(re, text, 64);
    printf("class name: %ls\n", text);
    GetWindowTextW(re, text, 64);
    printf("text: %ls, length %d\n", text, (int)SendMessageW(re, WM_GETTEXTLENGTH, 0, 0));
    gtl.flags = GTL_DEFAULT;
    gtl.codepage = 1200;
    printf("EM_GETTEXTLENGTHEX: %d\n", (int)SendMessageW(re, EM_GETTEXTLENGTHEX, (WPARAM)&gtl, 0));
    cr.cpMin = 5;
    cr.cpMax = 9;
    SendMessageW(re, EM_EXSETSEL, 0, (LPARAM)&cr);
    SendMessageW(re, EM_REPLACESEL, FALSE, (LPARAM)L"Text");
    GetWindowTextW(re, text, 64);
    printf("after EM_REPLACESEL: %ls\n", text);
    memset(&cr, 0xcc, sizeof cr);
    SendMessageW(re, EM_EXGETSEL, 0, (LPARAM)&cr);
    printf("EM_EXGETSEL: %ld-%ld\n", cr.cpMin, cr.cpMax);
    r = SendMessageW(re, EM_SETBKGNDCOLOR, 0, RGB(1, 2, 3));
    printf("EM_SETBKGNDCOLOR: previous %06lx\n", (unsigned long)r);
    SendMessageW(re, EM_SETEVENTMASK, 0, ENM_CHANGE);
    printf("EM_GETEVENTMASK: %08lx\n", (unsigned long)SendMessageW(re, EM_GETEVENTMASK, 0, 0));
    printf("EM_GETTEXTMODE: %02x\n", (int)SendMessageW(re, EM_GETTEXTMODE, 0, 0));
    printf("EM_SETTEXTMODE with text: %08lx\n",
           (unsigned long)SendMessageW(re, EM_SETTEXTMODE, TM_PLAINTEXT, 0));
    SetWindowTextW(re, L"");
    printf("EM_SETTEXTMODE(plain | rich): %08lx\n",
           (unsigned long)SendMessageW(re, EM_SETTEXTMODE, TM_PLAINTEXT | TM_RICHTEXT, 0));
    printf("EM_SETTEXTMODE(plain): %d\n", (int)SendMessageW(re, EM_SETTEXTMODE, TM_PLAINTEXT, 0));
    printf("EM_GETTEXTMODE: %02x\n", (int)SendMessageW(re, EM_GETTEXTMODE, 0, 0));
    SetWindowTextW(re, L"Plain words");
    cr.cpMin = 0;
    cr.cpMax = 5;
    SendMessageW(re, EM_EXSETSEL, 0, (LPARAM)&cr);
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    cf.dwMask = CFM_BOLD;
    cf.dwEffects = CFE_BOLD;
    printf("plain: EM_SETCHARFORMAT(part): %d\n",
           (int)SendMessageW(re, EM_SETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf));
    cr.cpMin = 6;
    cr.cpMax = 8;
    SendMessageW(re, EM_EXSETSEL, 0, (LPARAM)&cr);
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    SendMessageW(re, EM_GETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
    printf("plain: another part bold: %d\n", (cf.dwMask & CFM_BOLD) && (cf.dwEffects & CFE_BOLD));
    r = SendMessageW(re, EM_GETLANGOPTIONS, 0, 0);
    printf("EM_GETLANGOPTIONS: %08lx\n", (unsigned long)r);
    printf("EM_SETLANGOPTIONS: %d\n",
           (int)SendMessageW(re, EM_SETLANGOPTIONS, 0, r & ~IMF_AUTOFONT));
    printf("EM_GETLANGOPTIONS: %08lx\n", (unsigned long)SendMessageW(re, EM_GETLANGOPTIONS, 0, 0));
    if (OpenClipboard(parent)) {
        HGLOBAL g;
        EmptyClipboard();
        CloseClipboard();
        printf("EM_CANPASTE, clipboard empty: %d\n", (int)SendMessageW(re, EM_CANPASTE, 0, 0));
        OpenClipboard(parent);
        g = GlobalAlloc(GMEM_MOVEABLE, 8);
        memcpy(GlobalLock(g), L"abc", 8);
        GlobalUnlock(g);
        SetClipboardData(CF_UNICODETEXT, g);
        CloseClipboard();
        printf("EM_CANPASTE, text: any %d, CF_TEXT %d, CF_UNICODETEXT %d, CF_BITMAP %d\n",
               (int)SendMessageW(re, EM_CANPASTE, 0, 0),
               (int)SendMessageW(re, EM_CANPASTE, CF_TEXT, 0),
               (int)SendMessageW(re, EM_CANPASTE, CF_UNICODETEXT, 0),
               (int)SendMessageW(re, EM_CANPASTE, CF_BITMAP, 0));
    }
    printf("EM_GETLIMITTEXT: %ld\n", (long)SendMessageW(re, EM_GETLIMITTEXT, 0, 0));
    SendMessageW(re, EM_EXLIMITTEXT, 0, 0);
    printf("EM_EXLIMITTEXT(0): %ld\n", (long)SendMessageW(re, EM_GETLIMITTEXT, 0, 0));
    SendMessageW(re, EM_EXLIMITTEXT, 0, 100);
    printf("EM_EXLIMITTEXT(100): %ld\n", (long)SendMessageW(re, EM_GETLIMITTEXT, 0, 0));
    SendMessageW(re, EM_EXLIMITTEXT, 0, -1);
    printf("EM_EXLIMITTEXT(-1): %ld\n", (long)SendMessageW(re, EM_GETLIMITTEXT, 0, 0));
    SetFocus(re);
    SendMessageW(re, WM_CHAR, 'z', 0);
    GetWindowTextW(re, text, 64);
    printf("typed z: %ls\n", text);
    {
        /* every line break is a paragraph mark: CR, LF or CR LF */
        WCHAR got[64];
        int i, n;
        SetWindowTextW(re, L"a\rb\nc\r\nd");
        n = GetWindowTextW(re, got, 64);
        printf("line breaks: length %d (WM_GETTEXTLENGTH %d):", n,
               (int)SendMessageW(re, WM_GETTEXTLENGTH, 0, 0));
        for (i = 0; i < n; i++)
            printf(" %02x", got[i]);
        printf("\n");
        printf("line count %d\n", (int)SendMessageW(re, EM_GETLINECOUNT, 0, 0));
        SetWindowTextW(re, L"");
        SendMessageW(re, EM_REPLACESEL, FALSE, (LPARAM)L"x\ry");
        n = GetWindowTextW(re, got, 64);
        printf("EM_REPLACESEL(x CR y): length %d, line count %d\n", n,
               (int)SendMessageW(re, EM_GETLINECOUNT, 0, 0));
    }
    {
        /* scroll bars RichEdit shows only when needed, unless ES_DISABLENOSCROLL */
        static const DWORD extra[2] = {0, ES_DISABLENOSCROLL};
        int k, i;
        for (k = 0; k < 2; k++) {
            HWND sc = CreateWindowExW(0, MSFTEDIT_CLASS, L"short", WS_CHILD | WS_VISIBLE |
                                      ES_MULTILINE | WS_VSCROLL | WS_HSCROLL | extra[k],
                                      10, 120, 200, 60, parent, (HMENU)101, NULL, NULL);
            printf("%s: short text: vscroll %d hscroll %d\n", k ? "disablenoscroll" : "default",
                   (GetWindowLongW(sc, GWL_STYLE) & WS_VSCROLL) != 0,
                   (GetWindowLongW(sc, GWL_STYLE) & WS_HSCROLL) != 0);
            for (i = 0; i < 30; i++)
                SendMessageW(sc, EM_REPLACESEL, FALSE, (LPARAM)L"line\r");
            printf("%s: 30 lines: vscroll %d hscroll %d\n", k ? "disablenoscroll" : "default",
                   (GetWindowLongW(sc, GWL_STYLE) & WS_VSCROLL) != 0,
                   (GetWindowLongW(sc, GWL_STYLE) & WS_HSCROLL) != 0);
            DestroyWindow(sc);
        }
    }
    DestroyWindow(parent);
    printf("FreeLibrary: %d\n", FreeLibrary(h));
    printf("done\n");
    return 0;
}
