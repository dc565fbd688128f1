/* Menus driven through the input queue (issue 23, Wine 8's user32 menu.c
 * test_menu_input): SendInput keystrokes and clicks reach the menu loop, which sends its
 * owner the documented messages. Each scenario starts menu mode (a keystroke or a click
 * sent with SendInput, or TrackPopupMenu) and is then driven from WM_ENTERIDLE, which
 * the loop sends each time its queue runs empty: the handler sends the scenario's next
 * input. Every menu message the owner gets is printed, with the menus named.
 *
 * Scenarios: Alt then arrows and Enter through a cascaded submenu; Alt and a mnemonic,
 * Esc twice (the first closes the popup, the title stays selected); F10, Right and Left
 * over the titles without a popup, Enter and a mnemonic; clicks on a title, a cascading
 * item and a command; a click on a command of the bar; TrackPopupMenu with
 * TPM_RETURNCMD, with TPM_NONOTIFY, ended by EndMenu; MNS_NOTIFYBYPOS
 * (WM_MENUCOMMAND). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HMENU bar, file, recent, edit, popup;
static HWND main_hwnd;
static int idles;

enum { KEY, CLICK, END_MENU, DONE };
struct step { int kind; WORD vk; HMENU *menu; int pos; };
static const struct step *script;

static const char *name(HMENU m)
{
    if (!m) return "0";
    if (m == bar) return "bar";
    if (m == file) return "File";
    if (m == recent) return "Recent";
    if (m == edit) return "Edit";
    if (m == popup) return "Popup";
    return "?";
}

static void out(const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static void key(WORD vk)
{
    INPUT in[2];
    memset(in, 0, sizeof in);
    in[0].type = in[1].type = INPUT_KEYBOARD;
    in[0].ki.wVk = in[1].ki.wVk = vk;
    in[1].ki.dwFlags = KEYEVENTF_KEYUP;
    SendInput(2, in, sizeof(INPUT));
}

static void click(HWND hwnd, HMENU menu, int pos)
{
    INPUT in[3];
    RECT r;
    int sw = GetSystemMetrics(SM_CXSCREEN), sh = GetSystemMetrics(SM_CYSCREEN);
    if (!GetMenuItemRect(hwnd, menu, pos, &r)) {
        out("GetMenuItemRect %s %d failed", name(menu), pos);
        return;
    }
    memset(in, 0, sizeof in);
    in[0].type = in[1].type = in[2].type = INPUT_MOUSE;
    in[0].mi.dx = in[1].mi.dx = in[2].mi.dx = ((r.left + 5) * 65535) / sw;
    in[0].mi.dy = in[1].mi.dy = in[2].mi.dy = ((r.top + 5) * 65535) / sh;
    in[0].mi.dwFlags = MOUSEEVENTF_ABSOLUTE | MOUSEEVENTF_MOVE;
    in[1].mi.dwFlags = MOUSEEVENTF_ABSOLUTE | MOUSEEVENTF_LEFTDOWN;
    in[2].mi.dwFlags = MOUSEEVENTF_ABSOLUTE | MOUSEEVENTF_LEFTUP;
    SendInput(3, in, sizeof(INPUT));
}

static void run_step(const struct step *s)
{
    if (s->kind == KEY) key(s->vk);
    else if (s->kind == CLICK) click(s->menu == &bar ? main_hwnd : NULL, *s->menu, s->pos);
    else if (s->kind == END_MENU) out("EndMenu=%d", EndMenu());
}

static LRESULT CALLBACK wnd_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_ENTERMENULOOP:
        out("WM_ENTERMENULOOP popup=%d", (int)wp);
        return 0;
    case WM_EXITMENULOOP:
        out("WM_EXITMENULOOP popup=%d", (int)wp);
        return 0;
    case WM_INITMENU:
        out("WM_INITMENU %s", name((HMENU)wp));
        return 0;
    case WM_INITMENUPOPUP:
        out("WM_INITMENUPOPUP %s pos=%d sys=%d", name((HMENU)wp), LOWORD(lp), HIWORD(lp));
        return 0;
    case WM_UNINITMENUPOPUP:
        out("WM_UNINITMENUPOPUP %s sys=%d", name((HMENU)wp), HIWORD(lp));
        return 0;
    case WM_MENUSELECT:
        /* MF_MOUSESELECT (0x8000) is left out: Windows sets it for a selection made
         * with the mouse, Wine 8 does not */
        out("WM_MENUSELECT item=%u flags=%#x %s", LOWORD(wp), HIWORD(wp) & 0x7FFF,
            name((HMENU)lp));
        return 0;
    case WM_COMMAND:
        out("WM_COMMAND id=%u", LOWORD(wp));
        return 0;
    case WM_MENUCOMMAND:
        out("WM_MENUCOMMAND pos=%u %s", (unsigned)wp, name((HMENU)lp));
        return 0;
    case WM_ENTERIDLE: {
        HMENU shown = lp ? (HMENU)SendMessageA((HWND)lp, MN_GETHMENU, 0, 0) : 0;
        idles++;
        out("WM_ENTERIDLE kind=%d window=%s File-hilite=%d", (int)wp, name(shown),
            (GetMenuState(bar, 0, MF_BYPOSITION) & MF_HILITE) != 0);
        if (script && script->kind != DONE) run_step(script++);
        return 0;
    }
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void pump(void)
{
    MSG m;
    while (PeekMessageA(&m, 0, 0, 0, PM_REMOVE)) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
}

/* Start menu mode with ``first`` (from outside the loop), then let WM_ENTERIDLE run the
 * rest; the scenario is over when the queue is empty and no menu is active. */
static void scenario(const char *title, const struct step *first, const struct step *rest)
{
    int i;
    out("-- %s", title);
    script = rest;
    run_step(first);
    for (i = 0; i < 50; i++) {
        pump();
        Sleep(10);
    }
    script = NULL;
}

static const struct step alt = {KEY, VK_MENU}, f10 = {KEY, VK_F10};
static const struct step keys_cascade[] = {
    {KEY, VK_DOWN}, {KEY, VK_DOWN}, {KEY, VK_DOWN}, {KEY, VK_RIGHT}, {KEY, VK_DOWN},
    {KEY, VK_RETURN}, {DONE}};
static const struct step keys_escape[] = {
    {KEY, 'E'}, {KEY, VK_ESCAPE}, {KEY, VK_ESCAPE}, {DONE}};
static const struct step keys_titles[] = {
    {KEY, VK_RIGHT}, {KEY, VK_LEFT}, {KEY, VK_RETURN}, {KEY, 'O'}, {DONE}};
static const struct step clicks[] = {
    {CLICK, 0, &file, 2}, {CLICK, 0, &recent, 0}, {DONE}};
static const struct step click_file = {CLICK, 0, &bar, 0};
static const struct step click_quit = {CLICK, 0, &bar, 2};
static const struct step nothing[] = {{DONE}};
static const struct step keys_popup[] = {{KEY, VK_DOWN}, {KEY, VK_DOWN}, {KEY, VK_RETURN},
                                         {DONE}};
static const struct step keys_escape_once[] = {{KEY, VK_ESCAPE}, {DONE}};
static const struct step end_menu[] = {{END_MENU}, {DONE}};
static const struct step keys_open[] = {{KEY, VK_DOWN}, {KEY, VK_RETURN}, {DONE}};

static void track(const char *title, UINT flags, const struct step *rest)
{
    out("-- %s", title);
    script = rest;
    idles = 0;
    out("TrackPopupMenu=%d idles=%d", (int)TrackPopupMenu(popup, flags, 100, 100, 0,
                                                         main_hwnd, NULL), idles);
    script = NULL;
    pump();
}

int main(void)
{
    WNDCLASSA wc;
    MENUINFO mi;
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.hCursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "menuinput";
    RegisterClassA(&wc);

    recent = CreatePopupMenu();
    AppendMenuA(recent, MF_STRING, 111, "&One");
    AppendMenuA(recent, MF_STRING, 112, "&Two");
    file = CreatePopupMenu();
    AppendMenuA(file, MF_STRING, 101, "&Open");
    AppendMenuA(file, MF_STRING | MF_GRAYED, 102, "&Save");
    AppendMenuA(file, MF_STRING | MF_POPUP, (UINT_PTR)recent, "&Recent");
    edit = CreatePopupMenu();
    AppendMenuA(edit, MF_STRING, 201, "&Undo");
    bar = CreateMenu();
    AppendMenuA(bar, MF_STRING | MF_POPUP, (UINT_PTR)file, "&File");
    AppendMenuA(bar, MF_STRING | MF_POPUP, (UINT_PTR)edit, "&Edit");
    AppendMenuA(bar, MF_STRING, 300, "&Quit");
    popup = CreatePopupMenu();
    AppendMenuA(popup, MF_STRING, 401, "&First");
    AppendMenuA(popup, MF_STRING, 402, "&Second");

    main_hwnd = CreateWindowA("menuinput", "menuinput", WS_OVERLAPPEDWINDOW, 50, 50, 400,
                              200, NULL, bar, wc.hInstance, NULL);
    ShowWindow(main_hwnd, SW_SHOW);
    UpdateWindow(main_hwnd);
    SetForegroundWindow(main_hwnd);
    SetFocus(main_hwnd);
    pump();

    scenario("Alt, arrows, Enter through a cascade", &alt, keys_cascade);
    scenario("Alt, mnemonic, Esc, Esc", &alt, keys_escape);
    scenario("F10, Right, Left, Enter, mnemonic", &f10, keys_titles);
    scenario("clicks: title, cascading item, command", &click_file, clicks);
    scenario("click on a command of the bar", &click_quit, nothing);

    track("TrackPopupMenu TPM_RETURNCMD", TPM_RETURNCMD, keys_popup);
    track("TrackPopupMenu TPM_NONOTIFY | TPM_RETURNCMD", TPM_NONOTIFY | TPM_RETURNCMD,
          keys_escape_once);
    track("TrackPopupMenu ended by EndMenu", 0, end_menu);

    memset(&mi, 0, sizeof mi);
    mi.cbSize = sizeof mi;
    mi.fMask = MIM_STYLE;
    mi.dwStyle = MNS_NOTIFYBYPOS;
    out("SetMenuInfo MNS_NOTIFYBYPOS=%d", SetMenuInfo(bar, &mi));
    scenario("MNS_NOTIFYBYPOS: Alt, Down, Enter", &alt, keys_open);

    DestroyWindow(main_hwnd);
    out("done");
    return 0;
}
