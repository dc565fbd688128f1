/* Where PropertySheet puts its frame: comctl32's frame template has no DS_CENTER, so the
   dialog manager places it at the owner's client origin (template x, y = 0), or at the
   screen's origin without an owner, as any dialog (the Windows SDK's Property sample
   opened its sheet centred on the screen here: issue 23, "Programs in the wild
   (session 38)"). Prints the frame's place relative to the owner's client origin. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static RECT placed;

/* The frame is laid out when the first page becomes active: note where it is, close. */
static INT_PTR CALLBACK page_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY && ((NMHDR *)l)->code == PSN_SETACTIVE) {
        GetWindowRect(GetParent(h), &placed);
        PostMessageA(GetParent(h), PSM_PRESSBUTTON, PSBTN_CANCEL, 0);
    }
    return FALSE;
}

static void sheet(HWND owner, const char *what)
{
    PROPSHEETPAGEA psp;
    PROPSHEETHEADERA psh;
    struct { DLGTEMPLATE t; WORD menu, cls, title; } tpl;
    RECT rc;
    POINT origin = {0, 0};
    memset(&tpl, 0, sizeof tpl);
    tpl.t.style = WS_CHILD | DS_CONTROL;
    tpl.t.cx = 100;
    tpl.t.cy = 60;
    memset(&psp, 0, sizeof psp);
    psp.dwSize = sizeof psp;
    psp.dwFlags = PSP_DLGINDIRECT;
    psp.pResource = &tpl.t;
    psp.pfnDlgProc = page_proc;
    memset(&psh, 0, sizeof psh);
    psh.dwSize = sizeof psh;
    psh.dwFlags = PSH_PROPSHEETPAGE;
    psh.hwndParent = owner;
    psh.pszCaption = "sheet";
    psh.nPages = 1;
    psh.ppsp = &psp;
    PropertySheetA(&psh);
    rc = placed;
    if (owner)
        ClientToScreen(owner, &origin);
    printf("%s: frame at %ld,%ld from the owner's client origin\n", what,
           rc.left - origin.x, rc.top - origin.y);
}

int main(void)
{
    HWND owner;
    InitCommonControls();
    owner = CreateWindowExA(0, "STATIC", "owner", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                            40, 30, 300, 200, NULL, NULL, NULL, NULL);
    sheet(owner, "owner at 40,30");
    SetWindowPos(owner, NULL, 90, 70, 0, 0, SWP_NOSIZE | SWP_NOZORDER);
    sheet(owner, "owner at 90,70");
    sheet(NULL, "no owner");
    DestroyWindow(owner);
    printf("done\n");
    return 0;
}
