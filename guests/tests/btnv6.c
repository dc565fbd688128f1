/* BUTTON's Common Controls 6 types under a v6 activation context: a split button
   (BCM_SET/GETSPLITINFO, BCN_DROPDOWN from its split part, BN_CLICKED from the rest) and a
   command link (BCM_SETNOTE/GETNOTE/GETNOTELENGTH), WM_GETDLGCODE, text margins, and
   pixels read back in-process: the split part's arrow and line, the link's note under
   its text (issue 23: mCtrl's button example makes BUTTONs of style 0xC). */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

static const char manifest[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    "<assembly xmlns=\"urn:schemas-microsoft-com:asm.v1\" manifestVersion=\"1.0\">\n"
    "<assemblyIdentity type=\"win32\" name=\"btnv6\" version=\"1.0.0.0\""
    " processorArchitecture=\"*\"/>\n"
    "<dependency><dependentAssembly><assemblyIdentity type=\"win32\""
    " name=\"Microsoft.Windows.Common-Controls\" version=\"6.0.0.0\""
    " processorArchitecture=\"*\" publicKeyToken=\"6595b64144ccf1df\" language=\"*\"/>"
    "</dependentAssembly></dependency>\n</assembly>\n";

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY && ((NMHDR *)l)->code == BCN_DROPDOWN) {
        NMBCDROPDOWN *dd = (NMBCDROPDOWN *)l;
        printf("BCN_DROPDOWN id %d rc %ld,%ld-%ld,%ld\n", (int)dd->hdr.idFrom,
               dd->rcButton.left, dd->rcButton.top, dd->rcButton.right, dd->rcButton.bottom);
        return 0;
    }
    if (m == WM_COMMAND && HIWORD(w) == BN_CLICKED)
        printf("BN_CLICKED id %d\n", LOWORD(w));
    return DefWindowProcA(h, m, w, l);
}

/* how many pixels of a client rectangle are darker than the button face */
static int dark(HWND w, int l, int t, int r, int b)
{
    HDC dc = GetDC(w);
    int x, y, n = 0;
    for (y = t; y < b; y++)
        for (x = l; x < r; x++) {
            COLORREF c = GetPixel(dc, x, y);
            if (GetRValue(c) + GetGValue(c) + GetBValue(c) < 3 * 100)
                n++;
        }
    ReleaseDC(w, dc);
    return n;
}

int main(void)
{
    ACTCTXA ctx;
    HANDLE file, h;
    ULONG_PTR cookie;
    DWORD written, len;
    WNDCLASSA wc = {0};
    HWND parent, split, link, push;
    BUTTON_SPLITINFO si;
    RECT r;
    WCHAR note[32];
    LRESULT res;

    file = CreateFileA("btnv6.manifest", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(file, manifest, sizeof(manifest) - 1, &written, NULL);
    CloseHandle(file);
    memset(&ctx, 0, sizeof(ctx));
    ctx.cbSize = sizeof(ctx);
    ctx.lpSource = "btnv6.manifest";
    h = CreateActCtxA(&ctx);
    printf("activate=%d\n", ActivateActCtx(h, &cookie));
    InitCommonControls();

    wc.lpfnWndProc = parent_proc;
    wc.hbrBackground = GetSysColorBrush(COLOR_BTNFACE);
    wc.lpszClassName = "btnv6parent";
    RegisterClassA(&wc);
    parent = CreateWindowExA(0, "btnv6parent", "p", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0,
                             400, 300, NULL, NULL, NULL, NULL);
    split = CreateWindowExA(0, "BUTTON", "Split", WS_CHILD | WS_VISIBLE | BS_SPLITBUTTON,
                            10, 10, 100, 24, parent, (HMENU)2, NULL, NULL);
    link = CreateWindowExA(0, "BUTTON", "Link", WS_CHILD | WS_VISIBLE | BS_COMMANDLINK,
                           10, 50, 200, 60, parent, (HMENU)3, NULL, NULL);
    push = CreateWindowExA(0, "BUTTON", "Push", WS_CHILD | WS_VISIBLE | BS_PUSHBUTTON,
                           10, 120, 80, 24, parent, (HMENU)4, NULL, NULL);
    printf("made %d %d, types %#lx %#lx\n", split != NULL, link != NULL,
           GetWindowLongA(split, GWL_STYLE) & 0xF, GetWindowLongA(link, GWL_STYLE) & 0xF);
    printf("dlgcode split %#lx link %#lx\n", (long)SendMessageA(split, WM_GETDLGCODE, 0, 0),
           (long)SendMessageA(link, WM_GETDLGCODE, 0, 0));

    res = SendMessageW(link, BCM_SETNOTE, 0, (LPARAM)L"A note");
    printf("BCM_SETNOTE link -> %ld\n", (long)res);
    printf("BCM_GETNOTELENGTH -> %ld\n", (long)SendMessageW(link, BCM_GETNOTELENGTH, 0, 0));
    len = 3;
    SetLastError(0xdeadbeef);
    res = SendMessageW(link, BCM_GETNOTE, (WPARAM)&len, (LPARAM)note);
    printf("BCM_GETNOTE small -> %ld len %lu error %lu\n", (long)res, len, GetLastError());
    len = 32;
    res = SendMessageW(link, BCM_GETNOTE, (WPARAM)&len, (LPARAM)note);
    printf("BCM_GETNOTE -> %ld '%ls'\n", (long)res, note);
    SetLastError(0xdeadbeef);
    res = SendMessageW(split, BCM_SETNOTE, 0, (LPARAM)L"x");
    printf("BCM_SETNOTE split -> %ld error %lu\n", (long)res, GetLastError());
    SetLastError(0xdeadbeef);
    res = SendMessageW(push, BCM_GETNOTELENGTH, 0, 0);
    printf("BCM_GETNOTELENGTH push -> %ld error %lu\n", (long)res, GetLastError());

    memset(&si, 0, sizeof si);
    si.mask = BCSIF_STYLE | BCSIF_SIZE;
    res = SendMessageA(split, BCM_GETSPLITINFO, 0, (LPARAM)&si);
    printf("BCM_GETSPLITINFO -> %ld style %#x\n", (long)res, si.uSplitStyle);
    res = SendMessageA(push, BCM_GETSPLITINFO, 0, (LPARAM)&si);
    printf("BCM_GETSPLITINFO push -> %ld\n", (long)res);
    si.mask = BCSIF_STYLE;
    si.uSplitStyle = BCSS_NOSPLIT;
    printf("BCM_SETSPLITINFO nosplit -> %ld\n", (long)SendMessageA(split, BCM_SETSPLITINFO, 0, (LPARAM)&si));
    si.mask = BCSIF_STYLE;
    SendMessageA(split, BCM_GETSPLITINFO, 0, (LPARAM)&si);
    printf("style now %#x\n", si.uSplitStyle);
    si.uSplitStyle = 0;
    SendMessageA(split, BCM_SETSPLITINFO, 0, (LPARAM)&si);

    SetRect(&r, 5, 4, 3, 2);
    printf("BCM_SETTEXTMARGIN -> %ld\n", (long)SendMessageA(split, BCM_SETTEXTMARGIN, 0, (LPARAM)&r));
    memset(&r, 0, sizeof r);
    SendMessageA(split, BCM_GETTEXTMARGIN, 0, (LPARAM)&r);
    printf("margin %ld,%ld,%ld,%ld\n", r.left, r.top, r.right, r.bottom);
    SetRect(&r, 1, 1, 1, 1);
    SendMessageA(split, BCM_SETTEXTMARGIN, 0, (LPARAM)&r);

    /* a click on the split part, then on the button's face */
    SendMessageA(split, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(95, 12));
    SendMessageA(split, WM_LBUTTONUP, 0, MAKELPARAM(95, 12));
    SendMessageA(split, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(20, 12));
    SendMessageA(split, WM_LBUTTONUP, 0, MAKELPARAM(20, 12));

    UpdateWindow(parent);
    RedrawWindow(parent, NULL, NULL, RDW_INVALIDATE | RDW_ERASE | RDW_ALLCHILDREN | RDW_UPDATENOW);
    printf("split part: arrow %s\n", dark(split, 84, 8, 98, 16) ? "drawn" : "missing");
    printf("link: note line %s, title line %s\n", dark(link, 25, 21, 190, 36) ? "drawn" : "missing",
           dark(link, 25, 5, 190, 19) ? "drawn" : "missing");
    DestroyWindow(parent);
    DeactivateActCtx(0, cookie);
    ReleaseActCtx(h);
    DeleteFileA("btnv6.manifest");
    printf("done\n");
    return 0;
}
