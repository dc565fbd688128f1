/* An edit control's keyboard answers and dialog mode, as Wine's conformance tests (user32
   and comctl32 edit.c, issue 23) check them against Windows: WM_CHAR and WM_KEYDOWN
   answer 1; a WM_GETDLGCODE that comes with a message puts a multi-line control in
   dialog mode (inside a dialog or not), where Return is no new line and goes to the
   parent's default button (DM_GETDEFID, WM_NEXTDLGCTL), Tab asks WM_NEXTDLGCTL and
   Escape posts WM_CLOSE; a new dialog's default ID is IDOK; Ctrl+X leaves a password;
   a paste ends a single line at its first line break, and pasting no text clears the
   selection; the caret is the control's while it has the focus; WM_DESTROY's answer
   and the text after WM_NCDESTROY (user32's edit). */
#include <windows.h>
#include <stdio.h>

static int getdefid, nextdlgctl, command, closes;
static HWND parent;

static LRESULT CALLBACK parent_proc(HWND h, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_COMMAND: command++; break;
    case DM_GETDEFID: getdefid++; return MAKELONG(1234, DC_HASDEFID);
    case WM_NEXTDLGCTL: nextdlgctl++; break;
    case WM_CLOSE: closes++; return 0;
    }
    return DefWindowProcA(h, msg, wp, lp);
}

static void counts(const char *what, LRESULT r)
{
    printf("%s: %ld, command %d getdefid %d nextdlgctl %d\n", what, (long)r, command,
           getdefid, nextdlgctl);
    command = getdefid = nextdlgctl = 0;
}

static void set_clipboard(HWND owner, const char *text)
{
    OpenClipboard(owner);
    EmptyClipboard();
    if (text) {
        HGLOBAL h = GlobalAlloc(GMEM_MOVEABLE, strlen(text) + 1);
        strcpy(GlobalLock(h), text);
        GlobalUnlock(h);
        SetClipboardData(CF_TEXT, h);
    }
    CloseClipboard();
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND e, b;
    MSG m = {0};
    char buf[64];
    LRESULT r;
    WORD tbuf[64], *p;
    DLGTEMPLATE *t = (DLGTEMPLATE *)tbuf;
    setvbuf(stdout, NULL, _IONBF, 0);

    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "editkeys_parent";
    RegisterClassA(&wc);
    parent = CreateWindowA("editkeys_parent", "parent", WS_OVERLAPPEDWINDOW, 0, 0, 300, 300,
                           NULL, NULL, NULL, NULL);

    /* dialog mode */
    e = CreateWindowA("EDIT", "Text Text", WS_CHILD | ES_MULTILINE, 0, 0, 100, 60, parent,
                      (HMENU)1, NULL, NULL);
    r = SendMessageA(e, WM_CHAR, VK_RETURN, 0x1c0001);
    printf("WM_CHAR Return %ld, length %ld\n", (long)r, (long)SendMessageA(e, WM_GETTEXTLENGTH, 0, 0));
    printf("WM_GETDLGCODE no message %lx\n", (unsigned long)SendMessageA(e, WM_GETDLGCODE, 0, 0));
    SendMessageA(e, WM_CHAR, VK_RETURN, 0x1c0001);
    printf("not in dialog mode: length %ld\n", (long)SendMessageA(e, WM_GETTEXTLENGTH, 0, 0));
    counts("Tab before dialog mode", SendMessageA(e, WM_KEYDOWN, VK_TAB, 0xf0001));
    m.hwnd = e;
    m.message = WM_KEYDOWN;
    m.wParam = VK_ESCAPE;
    printf("WM_GETDLGCODE with a message %lx\n",
           (unsigned long)SendMessageA(e, WM_GETDLGCODE, VK_ESCAPE, (LPARAM)&m));
    SendMessageA(e, WM_CHAR, VK_RETURN, 0x1c0001);
    printf("dialog mode: length %ld\n", (long)SendMessageA(e, WM_GETTEXTLENGTH, 0, 0));
    counts("Escape", SendMessageA(e, WM_KEYDOWN, VK_ESCAPE, 0x10001));
    counts("Tab", SendMessageA(e, WM_KEYDOWN, VK_TAB, 0xf0001));
    counts("Return without the button", SendMessageA(e, WM_KEYDOWN, VK_RETURN, 0x1c0001));
    b = CreateWindowA("BUTTON", "OK", WS_CHILD | BS_PUSHBUTTON, 100, 100, 50, 20, parent,
                      (HMENU)1234, NULL, NULL);
    counts("Return with the button", SendMessageA(e, WM_KEYDOWN, VK_RETURN, 0x1c0001));
    while (PeekMessageA(&m, NULL, 0, 0, PM_REMOVE)) {
        if (m.message == WM_KEYDOWN && m.hwnd == b)
            printf("posted to the button: WM_KEYDOWN %lx\n", (unsigned long)m.wParam);
        if (m.message == WM_CLOSE && m.hwnd == parent)
            printf("posted to the parent: WM_CLOSE\n");
    }
    DestroyWindow(b);
    DestroyWindow(e);

    /* a new dialog's default ID */
    memset(tbuf, 0, sizeof(tbuf));
    t->style = WS_POPUP;
    p = (WORD *)(t + 1);
    *p++ = 0; *p++ = 0; *p++ = 0;
    b = CreateDialogIndirectParamA(NULL, t, NULL, NULL, 0);
    printf("DM_GETDEFID of a new dialog %08lx\n", (unsigned long)SendMessageA(b, DM_GETDEFID, 0, 0));
    DestroyWindow(b);

    /* password and paste */
    e = CreateWindowA("EDIT", "", WS_POPUP | ES_PASSWORD | ES_AUTOHSCROLL, 0, 0, 100, 20,
                      NULL, NULL, NULL, NULL);
    SendMessageA(e, WM_SETTEXT, 0, (LPARAM)"secret");
    SendMessageA(e, EM_SETSEL, 0, -1);
    r = SendMessageA(e, WM_CHAR, 24, 0);
    printf("password Ctrl+X %ld, length %ld\n", (long)r, (long)SendMessageA(e, WM_GETTEXTLENGTH, 0, 0));
    set_clipboard(e, NULL);
    SendMessageA(e, EM_SETSEL, 0, -1);
    SendMessageA(e, WM_CHAR, 22, 0);
    printf("paste of nothing: length %ld\n", (long)SendMessageA(e, WM_GETTEXTLENGTH, 0, 0));
    DestroyWindow(e);
    e = CreateWindowA("EDIT", "", WS_POPUP | ES_AUTOHSCROLL, 0, 0, 100, 20, NULL, NULL, NULL, NULL);
    set_clipboard(e, "first line\r\nsecond line");
    SendMessageA(e, WM_PASTE, 0, 0);
    SendMessageA(e, WM_GETTEXT, sizeof(buf), (LPARAM)buf);
    printf("single-line paste: \"%s\"\n", buf);
    DestroyWindow(e);

    /* the caret: the edit's while it has the focus */
    ShowWindow(parent, SW_SHOW);
    e = CreateWindowA("EDIT", "abc", WS_CHILD | WS_VISIBLE | ES_AUTOHSCROLL, 0, 0, 100, 20,
                      parent, NULL, NULL, NULL);
    SetFocus(e);
    SendMessageA(e, EM_SETSEL, 2, 2);
    {
        POINT pt;
        DWORD at = SendMessageA(e, EM_POSFROMCHAR, 2, 0);
        GetCaretPos(&pt);
        printf("caret at character 2: %d\n", pt.x == (short)LOWORD(at) && pt.y == (short)HIWORD(at));
        printf("SetCaretPos %d\n", SetCaretPos(7, 3));
        GetCaretPos(&pt);
        printf("GetCaretPos %ld,%ld\n", pt.x, pt.y);
        SetFocus(parent);
        printf("focus gone: SetCaretPos %d\n", SetCaretPos(1, 1));
    }
    DestroyWindow(e);

    /* WM_DESTROY and after WM_NCDESTROY */
    e = CreateWindowA("EDIT", "Test", 0, 10, 10, 1, 1, NULL, NULL, NULL, NULL);
    SendMessageA(e, WM_SETTEXT, 0, (LPARAM)"test\r\ntest");
    printf("WM_DESTROY %ld\n", (long)SendMessageA(e, WM_DESTROY, 0, 0));
    printf("after WM_DESTROY: length %ld\n", (long)SendMessageA(e, WM_GETTEXT, sizeof(buf), (LPARAM)buf));
    printf("WM_NCDESTROY %ld\n", (long)SendMessageA(e, WM_NCDESTROY, 0, 0));
    buf[0] = 'x';
    r = SendMessageA(e, WM_GETTEXT, sizeof(buf), (LPARAM)buf);
    printf("after WM_NCDESTROY: %ld \"%s\"\n", (long)r, buf);
    DestroyWindow(e);

    DestroyWindow(parent);
    printf("done\n");
    return 0;
}
