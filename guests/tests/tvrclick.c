/* A tree view's right click as Windows handles it (issue 23, Wine's treeview.c
   test_right_click, written against Windows), and MsgWaitForMultipleObjects waking for a
   posted mouse message (it is a posted message: QS_POSTMESSAGE). The tree tracks the
   right button in a loop of its own (the WM_RBUTTONUP never reaches its procedure),
   releases the capture, then NM_RCLICK and, unless the parent refuses, WM_CONTEXTMENU to
   the parent. Prints the tree's and the parent's messages. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>
#include <string.h>

static HWND top, tree;
static WNDPROC tree_orig;
static char tlog[400], plog[400];
static int refuse;

static void note(char *log, const char *s)
{
    if (strlen(log) + strlen(s) + 2 < 400) {
        if (log[0])
            strcat(log, " ");
        strcat(log, s);
    }
}

static LRESULT CALLBACK tree_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    char buf[32];
    if (m == WM_RBUTTONDOWN || m == WM_RBUTTONUP || m == WM_CAPTURECHANGED ||
        m == WM_CONTEXTMENU) {
        sprintf(buf, "%x", m);
        note(tlog, buf);
    }
    return CallWindowProcA(tree_orig, h, m, w, l);
}

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    char buf[48];
    if (m == WM_NOTIFY && ((NMHDR *)l)->code == NM_RCLICK) {
        HTREEITEM sel = (HTREEITEM)SendMessageA(tree, TVM_GETNEXTITEM, TVGN_CARET, 0);
        sprintf(buf, "rclick(capture %d,sel %d)", GetCapture() == tree, sel != NULL);
        note(plog, buf);
        return refuse;
    }
    if (m == WM_CONTEXTMENU) {
        sprintf(buf, "contextmenu(from tree %d)", (HWND)w == tree);
        note(plog, buf);
        return 0;
    }
    return DefWindowProcA(h, m, w, l);
}

static void flush_events(void)
{
    MSG msg;
    int i;
    for (i = 0; i < 5; i++) {
        if (MsgWaitForMultipleObjects(0, NULL, FALSE, 100, QS_ALLINPUT) == WAIT_TIMEOUT)
            break;
        while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
            DispatchMessageA(&msg);
    }
}

static void click(const char *what)
{
    tlog[0] = plog[0] = 0;
    PostMessageA(tree, WM_RBUTTONDOWN, MK_RBUTTON, MAKELPARAM(20, 5));
    PostMessageA(tree, WM_RBUTTONUP, 0, MAKELPARAM(20, 5));
    flush_events();
    printf("%s: tree %s; parent %s; capture %d\n", what, tlog[0] ? tlog : "-",
           plog[0] ? plog : "-", GetCapture() != NULL);
}

int main(void)
{
    WNDCLASSA wc;
    TVINSERTSTRUCTA ins;
    HTREEITEM root;
    MSG msg;
    DWORD r;

    InitCommonControls();
    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "tvrclick_parent";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    top = CreateWindowExA(0, "tvrclick_parent", "tvrclick", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                          0, 0, 300, 300, NULL, NULL, NULL, NULL);
    tree = CreateWindowExA(0, WC_TREEVIEWA, "", WS_CHILD | WS_VISIBLE, 0, 0, 200, 200, top,
                           NULL, NULL, NULL);
    memset(&ins, 0, sizeof(ins));
    ins.hParent = TVI_ROOT;
    ins.hInsertAfter = TVI_LAST;
    ins.item.mask = TVIF_TEXT;
    ins.item.pszText = "root";
    root = (HTREEITEM)SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    ins.item.pszText = "second";
    SendMessageA(tree, TVM_INSERTITEMA, 0, (LPARAM)&ins);
    SendMessageA(tree, TVM_SELECTITEM, TVGN_CARET, (LPARAM)root);
    tree_orig = (WNDPROC)SetWindowLongPtrA(tree, GWLP_WNDPROC, (LONG_PTR)tree_proc);
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);

    PostMessageA(top, WM_LBUTTONDOWN, 0, 0);
    r = MsgWaitForMultipleObjects(0, NULL, FALSE, 100, QS_ALLINPUT);
    printf("wait after a posted WM_LBUTTONDOWN: %lu\n", r);
    r = MsgWaitForMultipleObjects(0, NULL, FALSE, 0, QS_MOUSEBUTTON);
    printf("  for QS_MOUSEBUTTON alone: %lu\n", r);
    while (PeekMessageA(&msg, 0, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);

    click("right click");
    refuse = 1;
    click("refused");
    DestroyWindow(top);
    printf("done\n");
    return 0;
}
