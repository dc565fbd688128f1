/*
 * awconv.c - text messages crossing between the ANSI and Unicode worlds.
 *
 * Two window classes: "AwWide" registered with RegisterClassW (its procedure reads
 * message strings as UTF-16) and "AwAnsi" registered with RegisterClassA (CP_ACP bytes,
 * 1252 here). Each procedure prints what WM_NCCREATE's CREATESTRUCT name, WM_SETTEXT and
 * WM_CHAR bring it, in its own units, then hands the message to DefWindowProc of its
 * own character set. WinMain then:
 *   - creates an AwWide window with CreateWindowExA and an AwAnsi one with CreateWindowExW;
 *   - SetWindowTextA on the wide window ("Caf<e9> <80>": e-acute and the euro sign) and
 *     reads it back with GetWindowTextA / GetWindowTextW / GetWindowTextLengthA/W, a
 *     WM_GETTEXTLENGTH sent with SendMessageA, and GetWindowTextA into a 4-byte buffer;
 *   - SetWindowTextW on the ANSI window (a Cyrillic letter cp1252 lacks becomes '?') and
 *     reads it back the same way;
 *   - sends WM_CHAR both ways (0xE9, 0x80 <-> U+20AC).
 * Every line printed is compared with Wine's output (test/win32/user/test_awconv.py).
 */
#include <windows.h>
#include <stdio.h>

static void units_w(const char *what, const WCHAR *s, int n)
{
    int i;
    printf("%s:", what);
    for (i = 0; i < n; i++)
        printf(" %04x", (unsigned)s[i]);
    printf("\n");
    fflush(stdout);
}

static void units_a(const char *what, const char *s, int n)
{
    int i;
    printf("%s:", what);
    for (i = 0; i < n; i++)
        printf(" %02x", (unsigned char)s[i]);
    printf("\n");
    fflush(stdout);
}

static LRESULT CALLBACK wide_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NCCREATE) {
        const WCHAR *name = ((CREATESTRUCTW *)lp)->lpszName;
        units_w("wide WM_NCCREATE name", name, lstrlenW(name));
    } else if (msg == WM_SETTEXT) {
        units_w("wide WM_SETTEXT", (const WCHAR *)lp, lstrlenW((const WCHAR *)lp));
    } else if (msg == WM_CHAR) {
        printf("wide WM_CHAR %04x\n", (unsigned)wp);
        fflush(stdout);
        return 0;
    }
    return DefWindowProcW(hwnd, msg, wp, lp);
}

static LRESULT CALLBACK ansi_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NCCREATE) {
        const char *name = ((CREATESTRUCTA *)lp)->lpszName;
        units_a("ansi WM_NCCREATE name", name, lstrlenA(name));
    } else if (msg == WM_SETTEXT) {
        units_a("ansi WM_SETTEXT", (const char *)lp, lstrlenA((const char *)lp));
    } else if (msg == WM_CHAR) {
        printf("ansi WM_CHAR %02x\n", (unsigned)wp);
        fflush(stdout);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void read_back(const char *name, HWND hwnd)
{
    char a[64];
    WCHAR w[64];
    char label[64];
    int n;

    n = GetWindowTextA(hwnd, a, sizeof a);
    sprintf(label, "%s GetWindowTextA=%d", name, n);
    units_a(label, a, lstrlenA(a));
    n = GetWindowTextW(hwnd, w, 64);
    sprintf(label, "%s GetWindowTextW=%d", name, n);
    units_w(label, w, lstrlenW(w));
    printf("%s GetWindowTextLengthA=%d GetWindowTextLengthW=%d\n", name,
           GetWindowTextLengthA(hwnd), GetWindowTextLengthW(hwnd));
    printf("%s WM_GETTEXTLENGTH A=%d W=%d\n", name,
           (int)SendMessageA(hwnd, WM_GETTEXTLENGTH, 0, 0),
           (int)SendMessageW(hwnd, WM_GETTEXTLENGTH, 0, 0));
    n = GetWindowTextA(hwnd, a, 4);
    sprintf(label, "%s GetWindowTextA(4)=%d", name, n);
    units_a(label, a, lstrlenA(a));
    n = GetWindowTextW(hwnd, w, 4);
    sprintf(label, "%s GetWindowTextW(4)=%d", name, n);
    units_w(label, w, lstrlenW(w));
    fflush(stdout);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSW wcw = {0};
    WNDCLASSA wca = {0};
    static const WCHAR wide_cls[] = {'A', 'w', 'W', 'i', 'd', 'e', 0};
    static const WCHAR zoe[] = {'Z', 'o', 0xEB, ' ', 0x20AC, ' ', 0x416, 0};
    static const WCHAR start_w[] = {'s', 't', 'a', 'r', 't', 0xE9, 0};
    HWND hw, ha;

    wcw.lpfnWndProc = wide_proc;
    wcw.hInstance = inst;
    wcw.lpszClassName = wide_cls;
    RegisterClassW(&wcw);
    wca.lpfnWndProc = ansi_proc;
    wca.hInstance = inst;
    wca.lpszClassName = "AwAnsi";
    RegisterClassA(&wca);

    hw = CreateWindowExA(0, "AwWide", "start\xe9", WS_OVERLAPPEDWINDOW, 10, 10, 200, 100,
                         NULL, NULL, inst, NULL);
    ha = CreateWindowExW(0, L"AwAnsi", start_w, WS_OVERLAPPEDWINDOW, 220, 10, 200, 100,
                         NULL, NULL, inst, NULL);
    printf("created %d %d\n", hw != NULL, ha != NULL);

    SetWindowTextA(hw, "Caf\xe9 \x80");
    read_back("wide", hw);
    SetWindowTextW(ha, zoe);
    read_back("ansi", ha);

    SendMessageA(hw, WM_CHAR, 0xE9, 0);
    SendMessageA(hw, WM_CHAR, 0x80, 0);
    SendMessageW(ha, WM_CHAR, 0x20AC, 0);
    SendMessageW(ha, WM_CHAR, 'x', 0);
    printf("done\n");
    fflush(stdout);
    DestroyWindow(hw);
    DestroyWindow(ha);
    return 0;
}
