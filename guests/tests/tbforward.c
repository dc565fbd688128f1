/* A toolbar passes the messages its owner-drawn or command-sending children would send
   (WM_COMMAND, WM_DRAWITEM, WM_MEASUREITEM, WM_CHARTOITEM, WM_VKEYTOITEM) to its parent,
   or to the window TB_SETPARENT named, with wParam and lParam whole and the answer back
   (a Unicode parent: no A/W conversion on the way)
   (issue 23, "Programs in the wild (stop 29)": Win32++'s menu bar is a toolbar; the
   WM_COMMAND TrackPopupMenuEx posts to it went to the toolbar's procedure and no further,
   so choosing a menu item did nothing). Prints a line per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND seen_by;
static UINT seen_msg;
static WPARAM seen_w;
static LPARAM seen_l;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    switch (m) {
    case WM_COMMAND: case WM_DRAWITEM: case WM_MEASUREITEM: case WM_CHARTOITEM:
    case WM_VKEYTOITEM:
        seen_by = h;
        seen_msg = m;
        seen_w = w;
        seen_l = l;
        return 0x1234 + m;
    }
    return DefWindowProcW(h, m, w, l);
}

static void ask(const char *what, HWND tb, UINT m, WPARAM w, LPARAM l, HWND a, HWND b)
{
    LRESULT r;
    seen_by = 0;
    seen_msg = 0;
    r = SendMessageW(tb, m, w, l);
    printf("%s: to=%s msg=%s wparam=%s lparam=%s result=%s\n", what,
           seen_by == a ? "parent" : seen_by == b ? "other" : seen_by ? "?" : "none",
           seen_msg == m ? "same" : "other", seen_w == w ? "same" : "other",
           seen_l == l ? "same" : "other", r == (LRESULT)(0x1234 + m) ? "parent's" : "other");
    if (seen_w != w)
        printf("  wparam sent %lx, seen %lx\n", (unsigned long)w, (unsigned long)seen_w);
}

int main(void)
{
    WNDCLASSW wc = {0};
    HWND parent, other, tb;
    DRAWITEMSTRUCT dis = {0};
    MEASUREITEMSTRUCT mis = {0};
    InitCommonControls();
    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = L"tbfwd";
    RegisterClassW(&wc);
    parent = CreateWindowW(L"tbfwd", L"p", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200, 0, 0, 0, 0);
    other = CreateWindowW(L"tbfwd", L"o", WS_OVERLAPPEDWINDOW, 0, 0, 300, 200, 0, 0, 0, 0);
    tb = CreateWindowExW(0, TOOLBARCLASSNAMEW, L"", WS_CHILD | WS_VISIBLE, 0, 0, 0, 0, parent,
                         (HMENU)7, 0, 0);
    ask("WM_COMMAND", tb, WM_COMMAND, MAKEWPARAM(2002, 0), 0, parent, other);
    ask("WM_COMMAND from a control", tb, WM_COMMAND, MAKEWPARAM(5, BN_CLICKED),
        (LPARAM)tb, parent, other);
    ask("WM_DRAWITEM", tb, WM_DRAWITEM, 3, (LPARAM)&dis, parent, other);
    ask("WM_MEASUREITEM", tb, WM_MEASUREITEM, 3, (LPARAM)&mis, parent, other);
    ask("WM_CHARTOITEM", tb, WM_CHARTOITEM, MAKEWPARAM('a', 2), (LPARAM)tb, parent, other);
    ask("WM_VKEYTOITEM", tb, WM_VKEYTOITEM, MAKEWPARAM(VK_DOWN, 2), (LPARAM)tb, parent,
        other);
    SendMessageW(tb, TB_SETPARENT, (WPARAM)other, 0);
    ask("WM_COMMAND after TB_SETPARENT", tb, WM_COMMAND, MAKEWPARAM(2003, 0), 0, parent,
        other);
    ask("WM_DRAWITEM after TB_SETPARENT", tb, WM_DRAWITEM, 4, (LPARAM)&dis, parent, other);
    printf("done\n");
    return 0;
}
