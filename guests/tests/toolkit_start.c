/* What a GUI toolkit (FLTK 1.4) relies on when it makes its windows (issue 23, "Programs
 * in the wild"): when WM_SIZE and WM_MOVE arrive and what WM_MOVE carries (the client
 * area's top-left), IMM32's input contexts with no IME installed, and the keyboard
 * layout functions. One line per check; the expected lines are Wine's. */
#include <windows.h>
#include <imm.h>
#include <stdio.h>

static int phase;
static POINT client0;

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_SIZE)
        printf("  [%d] WM_SIZE %d %dx%d\n", phase, (int)wp, (short)LOWORD(lp), (short)HIWORD(lp));
    else if (msg == WM_MOVE) {
        POINT p = {0, 0};
        ClientToScreen(hwnd, &p);
        printf("  [%d] WM_MOVE at client origin=%d\n", phase,
               (short)LOWORD(lp) == (GetParent(hwnd) && (GetWindowLongA(hwnd, GWL_STYLE) & WS_CHILD)
                                     ? p.x - client0.x : p.x)
               && (short)HIWORD(lp) == (GetParent(hwnd) && (GetWindowLongA(hwnd, GWL_STYLE) & WS_CHILD)
                                        ? p.y - client0.y : p.y));
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void size_messages(void)
{
    WNDCLASSA wc = {0};
    HWND top, child, popup;

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "toolkit_start";
    RegisterClassA(&wc);
    phase = 1;
    printf("create overlapped (hidden):\n");
    top = CreateWindowExA(0, "toolkit_start", "top", WS_OVERLAPPEDWINDOW, 50, 60, 300, 200,
                          NULL, NULL, wc.hInstance, NULL);
    phase = 2;
    printf("show it:\n");
    ShowWindow(top, SW_SHOWNORMAL);
    phase = 3;
    printf("show it again:\n");
    ShowWindow(top, SW_SHOWNORMAL);
    client0.x = client0.y = 0;
    ClientToScreen(top, &client0);
    phase = 4;
    printf("create child (hidden):\n");
    child = CreateWindowExA(0, "toolkit_start", "child", WS_CHILD | WS_BORDER, 10, 20, 100,
                            50, top, NULL, wc.hInstance, NULL);
    phase = 5;
    printf("create pop-up with a caption (hidden):\n");
    popup = CreateWindowExA(0, "toolkit_start", "popup", WS_POPUP | WS_CAPTION, 70, 80, 120,
                            90, top, NULL, wc.hInstance, NULL);
    phase = 6;
    printf("move the overlapped window:\n");
    MoveWindow(top, 40, 30, 300, 200, TRUE);
    phase = 7;
    printf("create overlapped (visible):\n");
    DestroyWindow(CreateWindowExA(0, "toolkit_start", "vis", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                                  20, 20, 200, 100, NULL, NULL, wc.hInstance, NULL));
    phase = 0;
    DestroyWindow(popup);
    DestroyWindow(child);
    DestroyWindow(top);
}

static void input_contexts(void)
{
    WNDCLASSA wc = {0};
    HWND hwnd, kid;
    HIMC def, mine, got;
    COMPOSITIONFORM cf = {0}, back;
    LOGFONTA lf = {0}, lfback;
    BOOL ok;

    wc.lpfnWndProc = DefWindowProcA;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "imm_test";
    RegisterClassA(&wc);
    hwnd = CreateWindowExA(0, "imm_test", "imm", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100, NULL,
                           NULL, wc.hInstance, NULL);
    kid = CreateWindowExA(0, "imm_test", "kid", WS_CHILD, 0, 0, 20, 10, hwnd, NULL,
                          wc.hInstance, NULL);
    def = ImmGetContext(hwnd);
    printf("ImmGetContext: non-null=%d, same for the child=%d\n", def != NULL,
           ImmGetContext(kid) == def);
    printf("ImmGetContext(no window)=%p\n", (void *)ImmGetContext((HWND)0x1234));
    cf.dwStyle = CFS_POINT;
    cf.ptCurrentPos.x = 12; cf.ptCurrentPos.y = 34;
    printf("ImmSetCompositionWindow=%d\n", ImmSetCompositionWindow(def, &cf));
    memset(&back, 0, sizeof back);
    ok = ImmGetCompositionWindow(def, &back);
    printf("ImmGetCompositionWindow=%d style=%lu pos=%ld,%ld\n", ok, back.dwStyle,
           back.ptCurrentPos.x, back.ptCurrentPos.y);
    lf.lfHeight = -13;
    strcpy(lf.lfFaceName, "Arial");
    printf("ImmSetCompositionFontA=%d\n", ImmSetCompositionFontA(def, &lf));
    memset(&lfback, 0, sizeof lfback);
    ok = ImmGetCompositionFontA(def, &lfback);
    printf("ImmGetCompositionFontA=%d height=%ld face=%s\n", ok, lfback.lfHeight,
           lfback.lfFaceName);
    printf("ImmGetOpenStatus=%d\n", ImmGetOpenStatus(def));
    ok = ImmSetOpenStatus(def, TRUE);
    printf("ImmSetOpenStatus=%d then %d\n", ok, ImmGetOpenStatus(def));
    ImmSetOpenStatus(def, FALSE);
    printf("ImmGetCompositionStringW=%ld\n", ImmGetCompositionStringW(def, GCS_COMPSTR, NULL, 0));
    printf("ImmReleaseContext=%d\n", ImmReleaseContext(hwnd, def));
    mine = ImmCreateContext();
    printf("ImmCreateContext: non-null=%d, not the default=%d\n", mine != NULL, mine != def);
    got = ImmAssociateContext(hwnd, mine);
    ok = ImmGetContext(hwnd) == mine;
    printf("ImmAssociateContext: previous is the default=%d, now=%d, child keeps the default=%d\n",
           got == def, ok, ImmGetContext(kid) == def);
    printf("ImmAssociateContextEx(NULL, 0)=%d\n", ImmAssociateContextEx(hwnd, NULL, 0));
    printf("  window context now null=%d\n", ImmGetContext(hwnd) == NULL);
    printf("ImmAssociateContextEx(mine, IACE_CHILDREN)=%d\n",
           ImmAssociateContextEx(hwnd, mine, IACE_CHILDREN));
    ok = ImmGetContext(hwnd) == mine;
    printf("  window=%d child=%d\n", ok, ImmGetContext(kid) == mine);
    printf("ImmAssociateContextEx(IACE_DEFAULT)=%d\n",
           ImmAssociateContextEx(hwnd, NULL, IACE_DEFAULT));
    ok = ImmGetContext(hwnd) == def;
    printf("  window has the default=%d child still mine=%d\n", ok, ImmGetContext(kid) == mine);
    printf("ImmDestroyContext(mine)=%d\n", ImmDestroyContext(mine));
    DestroyWindow(hwnd);
}

static void layouts(void)
{
    HKL list[4];
    char name[KL_NAMELENGTH];
    WCHAR wname[KL_NAMELENGTH];
    HKL hkl = GetKeyboardLayout(0);
    int n;

    printf("GetKeyboardLayout=%08lx\n", (unsigned long)(ULONG_PTR)hkl);
    n = GetKeyboardLayoutList(0, NULL);
    printf("GetKeyboardLayoutList(0)=%d\n", n);
    n = GetKeyboardLayoutList(4, list);
    printf("GetKeyboardLayoutList(4)=%d first=%08lx\n", n, (unsigned long)(ULONG_PTR)list[0]);
    printf("GetKeyboardLayoutNameA=%d %s\n", GetKeyboardLayoutNameA(name), name);
    printf("GetKeyboardLayoutNameW=%d %ls\n", GetKeyboardLayoutNameW(wname), wname);
    printf("ActivateKeyboardLayout(current)=%08lx\n",
           (unsigned long)(ULONG_PTR)ActivateKeyboardLayout(hkl, 0));
    printf("ActivateKeyboardLayout(HKL_NEXT)=%08lx\n",
           (unsigned long)(ULONG_PTR)ActivateKeyboardLayout((HKL)HKL_NEXT, 0));
}

int main(void)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    size_messages();
    input_contexts();
    layouts();
    printf("done\n");
    return 0;
}
