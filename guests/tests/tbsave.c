/* TB_SAVERESTORE through the registry (TBN_SAVE, TBN_RESTORE, TBN_GETBUTTONINFO), the
   rows of a wrapable toolbar (TBSTATE_WRAP set by the layout), TB_SETROWS / TB_GETROWS and
   TB_ADDSTRING from a string resource. The parent logs the notifications; prints a line
   per check. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY) {
        NMHDR *hdr = (NMHDR *)l;
        if (hdr->code == TBN_SAVE) {
            NMTBSAVE *s = (NMTBSAVE *)l;
            printf("TBN_SAVE item %d cbData %u cButtons %d cmd %d\n", s->iItem, s->cbData,
                   s->cButtons, s->tbButton.idCommand);
            return 0;
        }
        if (hdr->code == TBN_RESTORE) {
            NMTBRESTORE *r = (NMTBRESTORE *)l;
            printf("TBN_RESTORE item %d cbData %u cButtons %d cmd %d bitmap %d\n", r->iItem,
                   r->cbData, r->cButtons, r->tbButton.idCommand, r->tbButton.iBitmap);
            if (r->iItem >= 0)
                r->tbButton.iBitmap = r->iItem == 1 ? -1 : 5;   /* the second one goes */
            return 0;
        }
        if (hdr->code == TBN_GETBUTTONINFOA) {
            NMTOOLBARA *tb = (NMTOOLBARA *)l;
            printf("TBN_GETBUTTONINFOA item %d cchText %d\n", tb->iItem, tb->cchText);
            if (tb->iItem > 0)
                return FALSE;
            tb->tbButton.idCommand = 30;
            tb->tbButton.iBitmap = 7;
            tb->tbButton.fsState = TBSTATE_ENABLED | TBSTATE_CHECKED;
            tb->tbButton.dwData = 0x55;
            return TRUE;
        }
        if (hdr->code == TBN_BEGINADJUST || hdr->code == TBN_ENDADJUST) {
            printf("%s\n", hdr->code == TBN_BEGINADJUST ? "TBN_BEGINADJUST" : "TBN_ENDADJUST");
            return 0;
        }
    }
    return DefWindowProcA(h, m, w, l);
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND main, tb;
    TBBUTTON b[4];
    TBSAVEPARAMSA sp;
    HKEY key;
    BYTE data[64];
    DWORD size = sizeof data, type, i;
    RECT rc;
    LRESULT r;
    char buf[32];

    InitCommonControls();
    wc.lpfnWndProc = parent_proc;
    wc.lpszClassName = "tbsaveparent";
    RegisterClassA(&wc);
    main = CreateWindowExA(0, "tbsaveparent", "m", WS_OVERLAPPEDWINDOW, 0, 0, 400, 300, NULL,
                           NULL, NULL, NULL);
    tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE, 0, 0, 0, 0, main,
                         (HMENU)1, NULL, NULL);
    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    memset(b, 0, sizeof b);
    b[0].idCommand = 10; b[0].fsState = TBSTATE_ENABLED;
    b[1].idCommand = 20; b[1].fsState = TBSTATE_ENABLED;
    b[2].fsStyle = BTNS_SEP;
    b[3].idCommand = 30; b[3].fsState = TBSTATE_ENABLED; b[3].iBitmap = 2;
    SendMessageA(tb, TB_ADDBUTTONSA, 4, (LPARAM)b);
    SendMessageA(tb, TB_GETBUTTON, 2, (LPARAM)&b[2]);
    printf("separator width %d\n", b[2].iBitmap);

    sp.hkr = HKEY_CURRENT_USER;
    sp.pszSubKey = "Software\\wineagent-test\\tbsave";
    sp.pszValueName = "bar";
    r = SendMessageA(tb, TB_SAVERESTOREA, TRUE, (LPARAM)&sp);
    printf("save -> %ld\n", (long)r);
    RegOpenKeyA(HKEY_CURRENT_USER, "Software\\wineagent-test\\tbsave", &key);
    r = RegQueryValueExA(key, "bar", NULL, &type, data, &size);
    printf("value %ld type %lu size %lu:", (long)r, type, size);
    for (i = 0; i < size / 4; i++)
        printf(" %08lx", ((DWORD *)data)[i]);
    printf("\n");
    RegCloseKey(key);

    SendMessageA(tb, TB_DELETEBUTTON, 0, 0);
    r = SendMessageA(tb, TB_SAVERESTOREA, FALSE, (LPARAM)&sp);
    printf("restore -> %ld, %ld buttons\n", (long)r, (long)SendMessageA(tb, TB_BUTTONCOUNT, 0, 0));
    for (i = 0; i < (DWORD)SendMessageA(tb, TB_BUTTONCOUNT, 0, 0); i++) {
        SendMessageA(tb, TB_GETBUTTON, i, (LPARAM)&b[0]);
        printf("  %lu: cmd %d bitmap %d state %#x style %#x data %#lx\n", i, b[0].idCommand,
               b[0].iBitmap, b[0].fsState, b[0].fsStyle, (long)b[0].dwData);
    }
    sp.pszValueName = "missing";
    printf("restore missing -> %ld\n", (long)SendMessageA(tb, TB_SAVERESTOREA, FALSE, (LPARAM)&sp));
    RegDeleteKeyA(HKEY_CURRENT_USER, "Software\\wineagent-test\\tbsave");
    RegDeleteKeyA(HKEY_CURRENT_USER, "Software\\wineagent-test");
    DestroyWindow(tb);

    /* a wrapable bar 100 wide with 9 buttons, then TB_SETROWS */
    tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD | WS_VISIBLE | CCS_NORESIZE |
                         TBSTYLE_WRAPABLE, 0, 0, 100, 20, main, (HMENU)2, NULL, NULL);
    SendMessageA(tb, TB_BUTTONSTRUCTSIZE, sizeof(TBBUTTON), 0);
    for (i = 0; i < 9; i++) {
        memset(&b[0], 0, sizeof b[0]);
        b[0].idCommand = 100 + i;
        b[0].fsState = TBSTATE_ENABLED;
        SendMessageA(tb, TB_ADDBUTTONSA, 1, (LPARAM)&b[0]);
    }
    SendMessageA(tb, TB_AUTOSIZE, 0, 0);
    printf("rows %ld, wraps:", (long)SendMessageA(tb, TB_GETROWS, 0, 0));
    for (i = 0; i < 9; i++)
        if (SendMessageA(tb, TB_GETSTATE, 100 + i, 0) & TBSTATE_WRAP)
            printf(" %lu", i);
    printf("\n");
    SendMessageA(tb, TB_SETROWS, MAKEWPARAM(3, FALSE), (LPARAM)&rc);
    printf("TB_SETROWS 3 -> rows %ld, wraps:", (long)SendMessageA(tb, TB_GETROWS, 0, 0));
    for (i = 0; i < 9; i++)
        if (SendMessageA(tb, TB_GETSTATE, 100 + i, 0) & TBSTATE_WRAP)
            printf(" %lu", i);
    printf("\n");
    DestroyWindow(tb);

    /* strings from a string resource: "|one|two|" makes two */
    tb = CreateWindowExA(0, TOOLBARCLASSNAMEA, NULL, WS_CHILD, 0, 0, 0, 0, main, (HMENU)3,
                         NULL, NULL);
    r = SendMessageA(tb, TB_ADDSTRINGA, (WPARAM)GetModuleHandleA(NULL), 1);
    printf("TB_ADDSTRING resource -> %ld\n", (long)r);
    r = SendMessageA(tb, TB_GETSTRINGA, MAKEWPARAM(sizeof buf, 1), (LPARAM)buf);
    printf("string 1 -> %ld '%s'\n", (long)r, r >= 0 ? buf : "");
    printf("string 2 -> %ld\n", (long)SendMessageA(tb, TB_GETSTRINGA, MAKEWPARAM(sizeof buf, 2), (LPARAM)buf));
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
