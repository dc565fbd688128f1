/*
 * typechars.c - what typed characters arrive as, in an ANSI and a Unicode window.
 *
 * One focused top-level window.  Its class is registered with RegisterClassA (an
 * ANSI procedure) unless the command line holds "/w" (RegisterClassW, a Unicode
 * procedure); its message loop is GetMessageA + DispatchMessageA unless the command
 * line holds "/wloop" (GetMessageW + DispatchMessageW).  For every character message
 * it prints what the loop read from the queue ("got XXXX") and what the procedure
 * received ("char XXXX"), in hex, one line each.  On Windows the queue holds UTF-16
 * units: GetMessageA hands over the CP_ACP byte (e-acute e9, the euro sign 80 in
 * cp1252, '?' 3f for a character the code page lacks), and DispatchMessage converts
 * for a procedure of the other character set.  Used by test/win32/user/test_typing.py.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static LRESULT CALLBACK proc_a(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_CHAR) {
        printf("char %04x\n", (unsigned)wp);
        fflush(stdout);
        return 0;
    }
    if (msg == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static LRESULT CALLBACK proc_w(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_CHAR) {
        printf("char %04x\n", (unsigned)wp);
        fflush(stdout);
        return 0;
    }
    if (msg == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcW(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    /* "/w" alone or followed by a space: "/wloop" is the other switch */
    int wide = strstr(cmd, "/w ") != NULL || strcmp(cmd + (strlen(cmd) >= 2 ?
                                                          strlen(cmd) - 2 : 0), "/w") == 0;
    int wloop = strstr(cmd, "/wloop") != NULL;
    HWND hwnd;
    MSG m;

    if (wide) {
        WNDCLASSW wc;
        memset(&wc, 0, sizeof wc);
        wc.lpfnWndProc = proc_w;
        wc.hInstance = inst;
        wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
        wc.lpszClassName = L"TypeChars";
        RegisterClassW(&wc);
        hwnd = CreateWindowW(L"TypeChars", L"typechars", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             10, 10, 300, 200, NULL, NULL, inst, NULL);
    } else {
        WNDCLASSA wc;
        memset(&wc, 0, sizeof wc);
        wc.lpfnWndProc = proc_a;
        wc.hInstance = inst;
        wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
        wc.lpszClassName = "TypeChars";
        RegisterClassA(&wc);
        hwnd = CreateWindowA("TypeChars", "typechars", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             10, 10, 300, 200, NULL, NULL, inst, NULL);
    }
    SetFocus(hwnd);
    printf("ready %s %s\n", wide ? "unicode" : "ansi", wloop ? "wloop" : "aloop");
    fflush(stdout);
    for (;;) {
        BOOL r = wloop ? GetMessageW(&m, NULL, 0, 0) : GetMessageA(&m, NULL, 0, 0);
        if (r <= 0)
            break;
        if (m.message == WM_CHAR) {
            printf("got %04x\n", (unsigned)m.wParam);
            fflush(stdout);
        }
        TranslateMessage(&m);
        if (wloop)
            DispatchMessageW(&m);
        else
            DispatchMessageA(&m);
    }
    return 0;
}
