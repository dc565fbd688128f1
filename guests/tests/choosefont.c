/* ChooseFontA / ChooseFontW (comdlg32), driven by the program's own hook so the run needs
   no input: at WM_INITDIALOG the hook looks at the dialog (what is listed, selected,
   shown), sends it the WM_CHOOSEFONT_* messages, and posts the clicks of the case
   (Help, Apply, then OK or Cancel). Each case prints one or two lines. A watchdog thread
   cancels a Font dialog a case shows where it should not (a run on Windows or Wine that
   does not refuse the CHOOSEFONT), so the run always ends. */
#include <windows.h>
#include <commdlg.h>
#include <dlgs.h>
#include <stdio.h>
#include <string.h>

static int step;                /* what the hook does at WM_INITDIALOG */
static UINT helpmsg;            /* RegisterWindowMessage(HELPMSGSTRING) */
static int helps, applied;
static WPARAM help_wparam;
static LPARAM help_lparam;
static char applied_face[LF_FACESIZE];

static void combo_text(HWND dlg, int id, char *buf, int n)
{
    LRESULT i = SendDlgItemMessageA(dlg, id, CB_GETCURSEL, 0, 0);
    buf[0] = 0;
    if (i != CB_ERR)
        SendDlgItemMessageA(dlg, id, CB_GETLBTEXT, i, (LPARAM)buf);
    else
        GetDlgItemTextA(dlg, id, buf, n);
}

static int shown(HWND dlg, int id)
{
    /* WS_VISIBLE itself: at WM_INITDIALOG the dialog is not shown yet */
    HWND h = GetDlgItem(dlg, id);
    return h && (GetWindowLongA(h, GWL_STYLE) & WS_VISIBLE) != 0;
}

static int listed(HWND dlg, int id, const char *s)
{
    return (int)SendDlgItemMessageA(dlg, id, CB_FINDSTRINGEXACT, (WPARAM)-1, (LPARAM)s) >= 0;
}

static void click(HWND dlg, int id)
{
    PostMessageA(dlg, WM_COMMAND, MAKEWPARAM(id, BN_CLICKED), (LPARAM)GetDlgItem(dlg, id));
}

static UINT_PTR CALLBACK hook(HWND dlg, UINT msg, WPARAM wp, LPARAM lp)
{
    char face[64], style[64], size[16];
    LOGFONTA lf;
    if (msg == WM_COMMAND && LOWORD(wp) == psh3) {
        applied++;
        memset(&lf, 0, sizeof(lf));
        SendMessageA(dlg, WM_CHOOSEFONT_GETLOGFONT, 0, (LPARAM)&lf);
        strcpy(applied_face, lf.lfFaceName);
        return TRUE;
    }
    if (msg != WM_INITDIALOG)
        return 0;
    combo_text(dlg, cmb1, face, sizeof face);
    combo_text(dlg, cmb2, style, sizeof style);
    combo_text(dlg, cmb3, size, sizeof size);
    switch (step) {
    case 1:   /* the starting choice and what is shown */
        printf("init: lParam cust=%ld face=%s style=%s size=%s color=%ld strike=%d under=%d\n",
               (long)((CHOOSEFONTA *)lp)->lCustData, face, style, size,
               (long)SendDlgItemMessageA(dlg, cmb4, CB_GETCURSEL, 0, 0),
               (int)IsDlgButtonChecked(dlg, chx1), (int)IsDlgButtonChecked(dlg, chx2));
        printf("shown: apply=%d help=%d effects=%d color=%d script=%d\n", shown(dlg, psh3),
               shown(dlg, pshHelp), shown(dlg, grp1), shown(dlg, cmb4), shown(dlg, cmb5));
        break;
    case 2:   /* no CF_EFFECTS, CF_APPLY, CF_SHOWHELP */
        printf("plain shown: apply=%d help=%d effects=%d strike=%d color=%d\n",
               shown(dlg, psh3), shown(dlg, pshHelp), shown(dlg, grp1), shown(dlg, chx1),
               shown(dlg, cmb4));
        break;
    case 3:   /* CF_SHOWHELP | CF_APPLY: Help, then Apply, then OK */
        printf("help shown: apply=%d help=%d\n", shown(dlg, psh3), shown(dlg, pshHelp));
        click(dlg, pshHelp);
        click(dlg, psh3);
        break;
    case 4:   /* CF_FIXEDPITCHONLY | CF_SCRIPTSONLY */
        printf("fixed: MS Sans Serif=%d Courier=%d Terminal=%d\n",
               listed(dlg, cmb1, "MS Sans Serif"), listed(dlg, cmb1, "Courier"),
               listed(dlg, cmb1, "Terminal"));
        break;
    case 5: { /* CF_LIMITSIZE 8..10 */
        int i, n = (int)SendDlgItemMessageA(dlg, cmb3, CB_GETCOUNT, 0, 0);
        printf("limited sizes of %s:", face);
        for (i = 0; i < n; i++) {
            SendDlgItemMessageA(dlg, cmb3, CB_GETLBTEXT, i, (LPARAM)size);
            printf(" %s", size);
        }
        printf("\n");
        break;
    }
    case 6:   /* the program's template */
        GetWindowTextA(dlg, style, sizeof style);
        printf("template: title=%s chx3=%d face=%s\n", style, GetDlgItem(dlg, chx3) != NULL,
               face);
        break;
    case 7:   /* WM_CHOOSEFONT_GETLOGFONT, then SETLOGFONT */
        memset(&lf, 0, sizeof(lf));
        SendMessageA(dlg, WM_CHOOSEFONT_GETLOGFONT, 0, (LPARAM)&lf);
        printf("getlogfont: %s %ld %ld %d\n", lf.lfFaceName, (long)lf.lfHeight,
               (long)lf.lfWeight, lf.lfItalic);
        memset(&lf, 0, sizeof(lf));
        lf.lfHeight = -16;
        lf.lfWeight = FW_BOLD;
        strcpy(lf.lfFaceName, "Courier");
        SendMessageA(dlg, WM_CHOOSEFONT_SETLOGFONT, 0, (LPARAM)&lf);
        combo_text(dlg, cmb1, face, sizeof face);
        combo_text(dlg, cmb2, style, sizeof style);
        combo_text(dlg, cmb3, size, sizeof size);
        printf("setlogfont: face=%s style=%s size=%s\n", face, style, size);
        break;
    case 8:   /* WM_CHOOSEFONT_SETFLAGS */
        SendMessageA(dlg, WM_CHOOSEFONT_SETFLAGS, 0,
                     ((CHOOSEFONTA *)lp)->Flags | CF_APPLY | CF_EFFECTS);
        printf("setflags: apply=%d effects=%d\n", shown(dlg, psh3), shown(dlg, grp1));
        break;
    case 9:   /* CF_NOFACESEL | CF_NOSIZESEL */
        printf("nosel: face=%ld size='%s'\n",
               (long)SendDlgItemMessageA(dlg, cmb1, CB_GETCURSEL, 0, 0), size);
        break;
    case 11:  /* CF_SELECTSCRIPT with OEM_CHARSET */
        printf("selectscript: faces=%ld first=%s script enabled=%d\n",
               (long)SendDlgItemMessageA(dlg, cmb1, CB_GETCOUNT, 0, 0), face,
               IsWindowEnabled(GetDlgItem(dlg, cmb5)));
        break;
    case 12:  /* CF_NOSIMULATIONS */
        printf("nosimulations: %s styles=%ld\n", face,
               (long)SendDlgItemMessageA(dlg, cmb2, CB_GETCOUNT, 0, 0));
        break;
    case 13:  /* CF_ENABLETEMPLATEHANDLE */
        GetWindowTextA(dlg, style, sizeof style);
        printf("template handle: title=%s chx3=%d\n", style, GetDlgItem(dlg, chx3) != NULL);
        break;
    case 14: { /* the Sample's colours: WM_CTLCOLORSTATIC for stc5 */
        HDC dc = CreateCompatibleDC(NULL);
        LRESULT brush = SendMessageA(dlg, WM_CTLCOLORSTATIC, (WPARAM)dc,
                                     (LPARAM)GetDlgItem(dlg, stc5));
        printf("sample: brush=%d text=%06lx\n", brush == (LRESULT)(COLOR_BTNFACE + 1),
               (unsigned long)GetTextColor(dc));
        DeleteDC(dc);
        break;
    }
    case 10:  /* CF_NOSCRIPTSEL */
        printf("noscript: script enabled=%d\n", IsWindowEnabled(GetDlgItem(dlg, cmb5)));
        break;
    }
    PostMessageA(dlg, WM_COMMAND, step == 99 ? IDCANCEL : IDOK, 0);
    return TRUE;
}

static UINT_PTR CALLBACK cancel_hook(HWND dlg, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_INITDIALOG)
        PostMessageA(dlg, WM_COMMAND, IDCANCEL, 0);
    return 0;
}

static LRESULT CALLBACK owner_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == helpmsg && helpmsg) {
        helps++;
        help_wparam = wp;
        help_lparam = lp;
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static volatile LONG done;

static DWORD WINAPI watchdog(void *arg)
{
    /* cancel a Font dialog a refused CHOOSEFONT shows elsewhere (bounded: 30 s) */
    int i;
    for (i = 0; i < 1500 && !done; i++) {
        HWND dlg = FindWindowA("#32770", "Font");
        if (dlg && IsWindowVisible(dlg))
            PostMessageA(dlg, WM_COMMAND, IDCANCEL, 0);
        Sleep(20);
    }
    return 0;
}

static void init_cf(CHOOSEFONTA *cf, LOGFONTA *lf, DWORD flags)
{
    memset(cf, 0, sizeof(*cf));
    cf->lStructSize = sizeof(*cf);
    cf->lpLogFont = lf;
    cf->Flags = flags | CF_ENABLEHOOK;
    cf->lpfnHook = hook;
}

static void init_lf(LOGFONTA *lf, const char *face, LONG height, LONG weight, BYTE italic)
{
    memset(lf, 0, sizeof(*lf));
    lf->lfHeight = height;
    lf->lfWeight = weight;
    lf->lfItalic = italic;
    strcpy(lf->lfFaceName, face);
}

static void refused(const char *what, CHOOSEFONTA *cf)
{
    BOOL r = ChooseFontA(cf);
    printf("%s: ret=%d err=%lx\n", what, r, (unsigned long)CommDlgExtendedError());
}

int main(void)
{
    CHOOSEFONTA cf;
    CHOOSEFONTW cfw;
    LOGFONTA lf;
    LOGFONTW lfw;
    char style[LF_FACESIZE];
    HWND owner;
    WNDCLASSA wc;
    BOOL r;
    HANDLE dog = CreateThread(NULL, 0, watchdog, NULL, 0, NULL);

    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = owner_proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "cfowner";
    RegisterClassA(&wc);
    owner = CreateWindowA("cfowner", "owner", WS_OVERLAPPEDWINDOW, 0, 0, 200, 100, NULL,
                          NULL, wc.hInstance, NULL);
    helpmsg = RegisterWindowMessageA(HELPMSGSTRINGA);

    /* refused structures */
    init_lf(&lf, "MS Sans Serif", -11, FW_NORMAL, 0);
    init_cf(&cf, &lf, 0);
    cf.lStructSize = 0;
    refused("size 0", &cf);
    init_cf(&cf, &lf, CF_LIMITSIZE);
    cf.lpfnHook = cancel_hook;
    cf.nSizeMin = 12;
    cf.nSizeMax = 8;
    refused("max < min", &cf);
    init_cf(&cf, &lf, CF_ENABLETEMPLATE);
    cf.lpfnHook = cancel_hook;
    cf.hInstance = GetModuleHandleA(NULL);
    cf.lpTemplateName = "NOSUCHDLG";
    refused("missing template", &cf);
    init_cf(&cf, &lf, CF_TTONLY);
    cf.lpfnHook = cancel_hook;
    refused("truetype only", &cf);
    init_cf(&cf, &lf, 0);
    cf.lpfnHook = NULL;
    refused("no hook", &cf);
    init_cf(&cf, &lf, 0);
    step = 99;
    refused("cancel", &cf);

    /* the starting choice from the LOGFONT, the effects, the style name */
    step = 1;
    init_lf(&lf, "Courier", -13, FW_BOLD, 1);
    init_cf(&cf, &lf, CF_SCREENFONTS | CF_INITTOLOGFONTSTRUCT | CF_EFFECTS | CF_USESTYLE);
    cf.lCustData = 42;
    cf.rgbColors = RGB(255, 0, 0);
    style[0] = 0;
    cf.lpszStyle = style;
    r = ChooseFontA(&cf);
    printf("chosen: ret=%d %s h=%ld w=%ld i=%d cs=%d pt=%d type=%x rgb=%06lx style=%s\n", r,
           lf.lfFaceName, (long)lf.lfHeight, (long)lf.lfWeight, lf.lfItalic, lf.lfCharSet,
           cf.iPointSize, cf.nFontType, (unsigned long)cf.rgbColors, style);

    step = 2;
    init_lf(&lf, "MS Sans Serif", -11, FW_NORMAL, 0);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT);
    cf.hwndOwner = owner;
    r = ChooseFontA(&cf);

    step = 3;
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_SHOWHELP | CF_APPLY);
    cf.hwndOwner = owner;
    r = ChooseFontA(&cf);
    printf("help: ret=%d helps=%d wparam=%ld lparam=%d applied=%d face=%s\n", r, helps,
           (long)help_wparam, help_lparam == (LPARAM)&cf, applied, applied_face);

    step = 4;
    init_lf(&lf, "Courier", -13, FW_NORMAL, 0);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_FIXEDPITCHONLY | CF_SCRIPTSONLY);
    r = ChooseFontA(&cf);

    step = 5;
    init_lf(&lf, "MS Sans Serif", -11, FW_NORMAL, 0);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_LIMITSIZE);
    cf.nSizeMin = 8;
    cf.nSizeMax = 10;
    r = ChooseFontA(&cf);
    printf("limited: ret=%d pt=%d\n", r, cf.iPointSize);

    step = 7;
    init_lf(&lf, "MS Sans Serif", -11, FW_NORMAL, 1);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT);
    r = ChooseFontA(&cf);
    printf("after setlogfont: ret=%d %s h=%ld w=%ld\n", r, lf.lfFaceName, (long)lf.lfHeight,
           (long)lf.lfWeight);

    step = 8;
    init_lf(&lf, "MS Sans Serif", -11, FW_NORMAL, 0);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT);
    r = ChooseFontA(&cf);

    step = 9;
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_NOFACESEL | CF_NOSIZESEL);
    r = ChooseFontA(&cf);
    printf("nosel: ret=%d flags=%lx face='%s' pt=%d\n", r,
           (unsigned long)(cf.Flags & (CF_NOFACESEL | CF_NOSIZESEL)), lf.lfFaceName,
           cf.iPointSize);

    step = 10;
    init_lf(&lf, "MS Sans Serif", -11, FW_NORMAL, 0);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_NOSCRIPTSEL);
    r = ChooseFontA(&cf);
    printf("noscript: ret=%d charset=%d\n", r, lf.lfCharSet);

    step = 11;
    init_lf(&lf, "Terminal", -12, FW_NORMAL, 0);
    lf.lfCharSet = OEM_CHARSET;
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_SELECTSCRIPT);
    r = ChooseFontA(&cf);
    printf("selectscript: ret=%d %s cs=%d\n", r, lf.lfFaceName, lf.lfCharSet);

    step = 12;
    init_lf(&lf, "MS Serif", -13, FW_NORMAL, 0);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_NOSIMULATIONS);
    r = ChooseFontA(&cf);

    step = 13;
    {
        HRSRC res = FindResourceA(NULL, "MYFONTDLG", (LPCSTR)RT_DIALOG);
        init_lf(&lf, "MS Sans Serif", -11, FW_NORMAL, 0);
        init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_ENABLETEMPLATEHANDLE);
        cf.hInstance = (HINSTANCE)LockResource(LoadResource(NULL, res));
        r = ChooseFontA(&cf);
        printf("template handle: ret=%d\n", r);
    }

    step = 14;
    init_lf(&lf, "MS Sans Serif", -11, FW_NORMAL, 0);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_EFFECTS);
    cf.rgbColors = RGB(0, 0, 255);
    r = ChooseFontA(&cf);

    /* CF_BOTH with a DC: the same faces (the flags are ignored for listing) */
    step = 0;
    init_lf(&lf, "Courier", -13, FW_NORMAL, 0);
    init_cf(&cf, &lf, CF_INITTOLOGFONTSTRUCT | CF_BOTH | CF_WYSIWYG);
    cf.hDC = GetDC(NULL);
    r = ChooseFontA(&cf);
    printf("both: ret=%d %s pt=%d type=%x\n", r, lf.lfFaceName, cf.iPointSize, cf.nFontType);
    ReleaseDC(NULL, cf.hDC);

    /* ChooseFontW with the program's template */
    step = 6;
    memset(&lfw, 0, sizeof(lfw));
    lfw.lfHeight = -11;
    lfw.lfWeight = FW_NORMAL;
    lstrcpyW(lfw.lfFaceName, L"MS Sans Serif");
    memset(&cfw, 0, sizeof(cfw));
    cfw.lStructSize = sizeof(cfw);
    cfw.lpLogFont = &lfw;
    cfw.Flags = CF_INITTOLOGFONTSTRUCT | CF_ENABLEHOOK | CF_ENABLETEMPLATE;
    cfw.lpfnHook = hook;
    cfw.hInstance = GetModuleHandleA(NULL);
    cfw.lpTemplateName = L"MYFONTDLG";
    r = ChooseFontW(&cfw);
    printf("W: ret=%d %ls h=%ld pt=%d\n", r, lfw.lfFaceName, (long)lfw.lfHeight,
           cfw.iPointSize);

    /* last: Wine 8 reads the NULL CHOOSEFONT and crashes */
    r = ChooseFontA(NULL);
    printf("null: ret=%d err=%lx\n", r, (unsigned long)CommDlgExtendedError());

    done = 1;
    WaitForSingleObject(dog, 5000);
    DestroyWindow(owner);
    return 0;
}
