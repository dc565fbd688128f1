/* A modeless property sheet (PSH_MODELESS): PropertySheet hands back the frame, the
   program's loop passes its messages through PSM_ISDIALOGMESSAGE (Ctrl+Tab goes to the
   next page), OK only closes the sheet (PSM_GETCURRENTPAGEHWND answers NULL, the window
   stays) and the program destroys it, which releases the pages. The Windows SDK's
   Property sample opens one (issue 23, "Programs in the wild (session 38)"). */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static HWND frame;

static INT_PTR CALLBACK page_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY) {
        NMHDR *nm = (NMHDR *)l;
        if (nm->code == PSN_SETACTIVE || nm->code == PSN_KILLACTIVE || nm->code == PSN_APPLY)
            printf("  page %d: %s\n", (int)GetWindowLongPtrA(h, GWLP_USERDATA),
                   nm->code == PSN_SETACTIVE ? "PSN_SETACTIVE" :
                   nm->code == PSN_KILLACTIVE ? "PSN_KILLACTIVE" : "PSN_APPLY");
        SetWindowLongPtrA(h, DWLP_MSGRESULT, 0);
        return TRUE;
    }
    if (m == WM_INITDIALOG)
        SetWindowLongPtrA(h, GWLP_USERDATA, ((PROPSHEETPAGEA *)l)->lParam);
    return FALSE;
}

static UINT CALLBACK page_callback(HWND h, UINT msg, PROPSHEETPAGEA *p)
{
    if (msg == PSPCB_RELEASE)
        printf("  page %d: PSPCB_RELEASE\n", (int)p->lParam);
    return 1;
}

static int current(void)
{
    HWND page = (HWND)SendMessageA(frame, PSM_GETCURRENTPAGEHWND, 0, 0);
    return page ? (int)GetWindowLongPtrA(page, GWLP_USERDATA) : 0;
}

/* which window has the focus: none, the tabs, the frame, a page, a page's control */
static void focus_name(void)
{
    HWND f = GetFocus();
    printf("current page %d, the focus on %s\n", current(),
           !f ? "nothing" : f == (HWND)SendMessageA(frame, PSM_GETTABCONTROL, 0, 0) ? "the tabs"
           : f == frame ? "the frame" : GetParent(f) == frame ? "a child of the frame"
           : "another window");
}

static BOOL dialog_message(HWND to, UINT m, WPARAM w)
{
    MSG msg;
    memset(&msg, 0, sizeof msg);
    msg.hwnd = to;
    msg.message = m;
    msg.wParam = w;
    return (BOOL)SendMessageA(frame, PSM_ISDIALOGMESSAGE, 0, (LPARAM)&msg);
}

int main(void)
{
    struct { DLGTEMPLATE t; WORD menu, cls, title; } tpl;
    PROPSHEETPAGEA psp[2];
    PROPSHEETHEADERA psh;
    BYTE keys[256];
    HWND owner, other;
    int i;
    InitCommonControls();
    owner = CreateWindowExA(0, "STATIC", "owner", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                            40, 30, 300, 200, NULL, NULL, NULL, NULL);
    other = CreateWindowExA(0, "STATIC", "other", WS_POPUP, 0, 0, 10, 10, NULL, NULL, NULL,
                            NULL);
    memset(&tpl, 0, sizeof tpl);
    tpl.t.style = WS_CHILD | DS_CONTROL;
    tpl.t.cx = 100;
    tpl.t.cy = 60;
    memset(psp, 0, sizeof psp);
    for (i = 0; i < 2; i++) {
        psp[i].dwSize = sizeof psp[i];
        psp[i].dwFlags = PSP_DLGINDIRECT | PSP_USECALLBACK;
        psp[i].pResource = &tpl.t;
        psp[i].pfnDlgProc = page_proc;
        psp[i].pfnCallback = page_callback;
        psp[i].lParam = i + 1;
    }
    memset(&psh, 0, sizeof psh);
    psh.dwSize = sizeof psh;
    psh.dwFlags = PSH_PROPSHEETPAGE | PSH_MODELESS;
    psh.hwndParent = owner;
    psh.pszCaption = "sheet";
    psh.nPages = 2;
    psh.ppsp = psp;
    frame = (HWND)PropertySheetA(&psh);
    printf("PropertySheet: a window %d, visible %d, owner enabled %d\n", IsWindow(frame),
           IsWindowVisible(frame), IsWindowEnabled(owner));
    focus_name();
    printf("another window's message: %d\n", dialog_message(other, WM_KEYDOWN, VK_TAB));
    GetKeyboardState(keys);
    keys[VK_CONTROL] = 0x80;
    SetKeyboardState(keys);
    printf("Ctrl+Tab: %d\n", dialog_message(GetFocus(), WM_KEYDOWN, VK_TAB));
    focus_name();
    printf("Ctrl+Tab: %d\n", dialog_message(GetFocus(), WM_KEYDOWN, VK_TAB));
    printf("current page %d\n", current());
    keys[VK_CONTROL] = 0;
    SetKeyboardState(keys);
    printf("result before closing %d\n", (int)SendMessageA(frame, PSM_GETRESULT, 0, 0));
    printf("press OK: %d\n", (int)SendMessageA(frame, PSM_PRESSBUTTON, PSBTN_OK, 0));
    printf("after OK: current page %d, a window %d, visible %d, result %d\n", current(),
           IsWindow(frame), IsWindowVisible(frame),
           (int)SendMessageA(frame, PSM_GETRESULT, 0, 0));
    printf("destroy: %d\n", DestroyWindow(frame));
    printf("a window %d, owner enabled %d\n", IsWindow(frame), IsWindowEnabled(owner));
    DestroyWindow(other);
    DestroyWindow(owner);
    printf("done\n");
    return 0;
}
