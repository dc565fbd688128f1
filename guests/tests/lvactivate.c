/* A list view's LVN_ITEMACTIVATE (7-Zip's File Manager opens folders on it): a double
 * click on an item, a click with LVS_EX_ONECLICKACTIVATE, Enter on the focused item (after
 * NM_RETURN), in the report view; a double click on no item activates
 * nothing. The parent logs each notification. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static int g_return_answer, g_brief;

static LRESULT CALLBACK parent_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_NOTIFY) {
        NMHDR *h = (NMHDR *)lp;
        switch (h->code) {
        case NM_CLICK: printf("  NM_CLICK %d\n", ((NMITEMACTIVATE *)lp)->iItem); break;
        case NM_DBLCLK: printf("  NM_DBLCLK %d\n", ((NMITEMACTIVATE *)lp)->iItem); break;
        case NM_RETURN: printf("  NM_RETURN\n"); return g_return_answer;
        case LVN_ITEMACTIVATE: {
            NMITEMACTIVATE *a = (NMITEMACTIVATE *)lp;
            if (g_brief) {   /* Enter: Wine 8 sends a bare NMHDR */
                printf("  LVN_ITEMACTIVATE\n");
                break;
            }
            printf("  LVN_ITEMACTIVATE item %d sub %d new 0x%x old 0x%x changed 0x%x "
                   "param %ld keys %u\n", a->iItem, a->iSubItem, a->uNewState, a->uOldState,
                   a->uChanged, (long)a->lParam, a->uKeyFlags);
            break;
        }
        }
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void click(HWND lv, UINT down, int item)
{
    RECT r;
    LPARAM at;
    if (item >= 0) {
        r.left = LVIR_BOUNDS;
        SendMessageA(lv, LVM_GETITEMRECT, item, (LPARAM)&r);
        at = MAKELPARAM((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    } else {
        GetClientRect(lv, &r);
        at = MAKELPARAM(r.right - 5, r.bottom - 5);
    }
    SendMessageA(lv, down, MK_LBUTTON, at);
    SendMessageA(lv, WM_LBUTTONUP, 0, at);
}

static void run(HWND parent, DWORD style, const char *name)
{
    HWND lv = CreateWindowExA(0, WC_LISTVIEWA, "", WS_CHILD | WS_VISIBLE | style,
                              0, 0, 300, 200, parent, (HMENU)1, GetModuleHandleA(NULL), NULL);
    LVCOLUMNA col = { LVCF_WIDTH | LVCF_TEXT, 0, 120, (char *)"Name" };
    LVITEMA it;
    int i;
    static const char *names[] = { "alpha", "beta" };

    SendMessageA(lv, LVM_INSERTCOLUMNA, 0, (LPARAM)&col);
    for (i = 0; i < 2; i++) {
        memset(&it, 0, sizeof(it));
        it.mask = LVIF_TEXT | LVIF_PARAM;
        it.iItem = i;
        it.pszText = (char *)names[i];
        it.lParam = 100 + i;
        SendMessageA(lv, LVM_INSERTITEMA, 0, (LPARAM)&it);
    }
    printf("%s: double click on item 1\n", name);
    click(lv, WM_LBUTTONDOWN, 1);
    click(lv, WM_LBUTTONDBLCLK, 1);
    printf("%s: double click on nothing\n", name);
    click(lv, WM_LBUTTONDOWN, -1);
    click(lv, WM_LBUTTONDBLCLK, -1);
    printf("%s: click on item 0\n", name);
    click(lv, WM_LBUTTONDOWN, 0);
    printf("%s: Enter\n", name);
    g_brief = 1;
    SendMessageA(lv, WM_KEYDOWN, VK_RETURN, 0);
    printf("%s: Enter, NM_RETURN answered 1\n", name);
    g_return_answer = 1;
    SendMessageA(lv, WM_KEYDOWN, VK_RETURN, 0);
    g_return_answer = 0;
    g_brief = 0;
    SendMessageA(lv, LVM_SETEXTENDEDLISTVIEWSTYLE, LVS_EX_ONECLICKACTIVATE, LVS_EX_ONECLICKACTIVATE);
    printf("%s: one-click activate, click on item 1\n", name);
    click(lv, WM_LBUTTONDOWN, 1);
    DestroyWindow(lv);
}

int main(void)
{
    WNDCLASSA wc = { 0 };
    HWND parent;
    INITCOMMONCONTROLSEX icc = { sizeof(icc), ICC_LISTVIEW_CLASSES };

    InitCommonControlsEx(&icc);
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "lvactivate";
    RegisterClassA(&wc);
    parent = CreateWindowA("lvactivate", "lvactivate", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                           0, 0, 400, 300, NULL, NULL, wc.hInstance, NULL);
    run(parent, LVS_REPORT, "report");
    printf("done\n");
    DestroyWindow(parent);
    return 0;
}
