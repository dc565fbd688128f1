/* An owner-drawn popup item that opens a submenu: the owner fills its whole item white
 * in WM_DRAWITEM, and the system still draws the submenu arrow over it at the right end
 * (wxWidgets' owner-drawn menus leave its place free). Read back from the open popup's
 * window DC with a timer, then the menu is ended. */
#include <windows.h>
#include <stdio.h>

static HWND frame;
static RECT item_rect;
static int drawn;

static void CALLBACK probe(HWND hwnd, UINT msg, UINT_PTR id, DWORD t)
{
    HWND popup = FindWindowA("#32768", NULL);
    HDC dc;
    int x, dark = 0, white = 0;
    KillTimer(hwnd, id);
    if (popup && drawn) {
        dc = GetDC(popup);
        for (x = item_rect.right - 20; x < item_rect.right; x++) {
            int y;
            for (y = item_rect.top; y < item_rect.bottom; y++) {
                COLORREF c = GetPixel(dc, x, y);
                if (c == RGB(255, 255, 255)) white++;
                else if (GetRValue(c) < 100 && GetGValue(c) < 100 && GetBValue(c) < 100) dark++;
            }
        }
        /* the left half of the item is the owner's white only */
        printf("popup=1 arrow-dark=%d owner-white=%d left-dark=%d\n", dark > 3, white > 50,
               GetPixel(dc, item_rect.left + 10, (item_rect.top + item_rect.bottom) / 2) != RGB(255, 255, 255));
        ReleaseDC(popup, dc);
    } else {
        printf("popup=%d drawn=%d\n", popup != NULL, drawn);
    }
    EndMenu();
}

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_MEASUREITEM) {
        MEASUREITEMSTRUCT *mi = (MEASUREITEMSTRUCT *)l;
        mi->itemWidth = 120;
        mi->itemHeight = 20;
        return TRUE;
    }
    if (m == WM_DRAWITEM) {
        DRAWITEMSTRUCT *di = (DRAWITEMSTRUCT *)l;
        FillRect(di->hDC, &di->rcItem, (HBRUSH)GetStockObject(WHITE_BRUSH));
        item_rect = di->rcItem;
        drawn = 1;
        return TRUE;
    }
    return DefWindowProcA(h, m, w, l);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HMENU popup = CreatePopupMenu(), sub = CreatePopupMenu();
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "odsubarrow";
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    RegisterClassA(&wc);
    frame = CreateWindowExA(0, "odsubarrow", "odsubarrow", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                            0, 0, 300, 200, NULL, NULL, NULL, NULL);
    AppendMenuA(sub, MF_STRING, 2, "inner");
    AppendMenuA(popup, MF_OWNERDRAW | MF_POPUP, (UINT_PTR)sub, (LPCSTR)1);
    SetForegroundWindow(frame);
    SetTimer(frame, 1, 300, probe);
    TrackPopupMenu(popup, TPM_LEFTALIGN | TPM_TOPALIGN, 20, 20, 0, frame, NULL);
    printf("done\n");
    return 0;
}
