/*
 * prn_print.c - printing test guest (test/test_print*.py): the printers that exist, the
 * default printer, printer handles, DEVMODEs, DeviceCapabilities, a printer DC's
 * capabilities and a printed two-page document; with an argument, the common dialogs:
 *
 *   prn_print.exe          print "name=value" lines and a two-page document, exit 0
 *   prn_print.exe dlg      PrintDlg (PD_RETURNDC, page range, copies); a document from
 *                          its DC when OK; the results in the window title and on stdout
 *   prn_print.exe setup    PageSetupDlg; the results likewise
 *
 * Under Wine: `xvfb-run -a wine prn_print.exe | cat`.
 */
#include <windows.h>
#include <commdlg.h>
#include <stdio.h>
#include <string.h>

static HWND g_main;
static int g_aborts;

static BOOL CALLBACK abort_proc(HDC dc, int code)
{
    g_aborts++;
    return g_aborts < 2;        /* the second call cancels the job */
}

static void enum_values(void)
{
    DWORD need = 0, ret = 0, n;
    BYTE buf[4096];
    char name[128];
    BOOL ok;
    int level;

    n = sizeof name;
    ok = GetDefaultPrinterA(name, &n);
    printf("default_ok=%d default_len=%lu\n", ok, n);
    printf("default=%s\n", name);
    n = 3;
    ok = GetDefaultPrinterA(name, &n);
    printf("default_small=%d,%lu,%lu\n", ok, GetLastError(), n);

    for (level = 1; level <= 5; level++) {
        if (level == 3)
            continue;
        SetLastError(0);
        ok = EnumPrintersA(PRINTER_ENUM_LOCAL, NULL, level, NULL, 0, &need, &ret);
        printf("enum%d_probe=%d,%lu needed_ok=%d\n", level, ok, GetLastError(), need > 0);
        ok = EnumPrintersA(PRINTER_ENUM_LOCAL, NULL, level, buf, sizeof buf, &need, &ret);
        printf("enum%d=%d,%lu\n", level, ok, ret);
        if (level == 1) {
            PRINTER_INFO_1A *p = (PRINTER_INFO_1A *)buf;
            printf("i1_flags=%08lx\n", p->Flags);
            printf("i1_name=%s\n", p->pName);
            printf("i1_desc=%s\n", p->pDescription);
        } else if (level == 2) {
            PRINTER_INFO_2A *p = (PRINTER_INFO_2A *)buf;
            printf("i2_name=%s\n", p->pPrinterName);
            printf("i2_port=%s\n", p->pPortName);
            printf("i2_driver=%s\n", p->pDriverName);
            printf("i2_attr=%08lx i2_server_null=%d\n", p->Attributes, p->pServerName == NULL);
            printf("i2_dm=%d,%d,%d,%d\n", p->pDevMode->dmSize, p->pDevMode->dmPaperSize,
                   p->pDevMode->dmOrientation, p->pDevMode->dmPrintQuality);
        } else if (level == 4) {
            PRINTER_INFO_4A *p = (PRINTER_INFO_4A *)buf;
            printf("i4_name=%s\n", p->pPrinterName);
            printf("i4_attr=%08lx\n", p->Attributes);
        } else {
            PRINTER_INFO_5A *p = (PRINTER_INFO_5A *)buf;
            printf("i5_name=%s\n", p->pPrinterName);
            printf("i5_port=%s\n", p->pPortName);
            printf("i5_timeouts=%lu,%lu\n", p->DeviceNotSelectedTimeout,
                   p->TransmissionRetryTimeout);
        }
    }
    ok = EnumPrintersW(PRINTER_ENUM_LOCAL, NULL, 4, buf, sizeof buf, &need, &ret);
    printf("enum4w=%d,%lu,%d\n", ok, ret,
           ok && ret ? (int)wcslen(((PRINTER_INFO_4W *)buf)->pPrinterName) : -1);
    ok = EnumPrintersA(PRINTER_ENUM_CONNECTIONS, NULL, 4, buf, sizeof buf, &need, &ret);
    printf("enum_connections=%d,%lu\n", ok, ret);
}

static void handle_values(const char *name)
{
    HANDLE h = NULL;
    BYTE buf[4096];
    DEVMODEA *dm = (DEVMODEA *)buf, *out = (DEVMODEA *)(buf + 1024);
    DWORD need = 0;
    LONG size;
    BOOL ok;

    ok = OpenPrinterA("No Such Printer", &h, NULL);
    printf("open_bad=%d,%lu\n", ok, GetLastError());
    ok = OpenPrinterA((char *)name, &h, NULL);
    printf("open=%d\n", ok);
    ok = GetPrinterA(h, 2, buf, sizeof buf, &need);
    printf("getprinter2=%d name_ok=%d\n", ok,
           ok && !strcmp(((PRINTER_INFO_2A *)buf)->pPrinterName, name));
    size = DocumentPropertiesA(NULL, h, (char *)name, NULL, NULL, 0);
    printf("dp_size=%ld\n", size);
    size = DocumentPropertiesA(NULL, h, (char *)name, dm, NULL, DM_OUT_BUFFER);
    printf("dp_out=%ld\n", size);
    printf("dm=%d,%d,%d,%d,%d,%d\n", dm->dmSize, dm->dmPaperSize, dm->dmOrientation,
           dm->dmPrintQuality, dm->dmYResolution, dm->dmCopies);
    printf("dm_form=%s\n", (char *)dm->dmFormName);
    printf("dm_fields=%08lx\n", dm->dmFields);
    dm->dmPaperSize = DMPAPER_A4;
    dm->dmOrientation = DMORIENT_LANDSCAPE;
    dm->dmFields = DM_PAPERSIZE | DM_ORIENTATION;
    size = DocumentPropertiesA(NULL, h, (char *)name, out, dm, DM_IN_BUFFER | DM_OUT_BUFFER);
    printf("dp_merge=%ld,%d,%d\n", size, out->dmPaperSize, out->dmOrientation);
    printf("dp_merge_form=%s\n", (char *)out->dmFormName);
    printf("close=%d\n", ClosePrinter(h));
    {
        WORD papers[16];
        LONG res[4];
        int n = DeviceCapabilitiesA(name, NULL, DC_PAPERS, (char *)papers, NULL);
        printf("papers=%d,%d,%d,%d\n", n, papers[0], papers[1], papers[2]);
        n = DeviceCapabilitiesA(name, NULL, DC_ENUMRESOLUTIONS, (char *)res, NULL);
        printf("resolutions=%d,%ld,%ld\n", n, res[0], res[1]);
    }
}

static void caps_values(const char *name)
{
    HDC dc = CreateDCA("WINSPOOL", name, NULL, NULL), ic;
    DEVMODEA dm;
    HANDLE h;
    printf("dc=%d\n", dc != NULL);
    printf("caps=%d,%d,%d,%d,%d\n", GetDeviceCaps(dc, TECHNOLOGY), GetDeviceCaps(dc, HORZRES),
           GetDeviceCaps(dc, VERTRES), GetDeviceCaps(dc, LOGPIXELSX),
           GetDeviceCaps(dc, LOGPIXELSY));
    printf("physical=%d,%d,%d,%d\n", GetDeviceCaps(dc, PHYSICALWIDTH),
           GetDeviceCaps(dc, PHYSICALHEIGHT), GetDeviceCaps(dc, PHYSICALOFFSETX),
           GetDeviceCaps(dc, PHYSICALOFFSETY));
    printf("size_mm=%d,%d bits=%d\n", GetDeviceCaps(dc, HORZSIZE), GetDeviceCaps(dc, VERTSIZE),
           GetDeviceCaps(dc, BITSPIXEL));
    {
        HDC mem = CreateCompatibleDC(dc);     /* answers for the printer */
        printf("compat=%d,%d\n", GetDeviceCaps(mem, LOGPIXELSX), GetDeviceCaps(mem, HORZRES));
        DeleteDC(mem);
    }
    DeleteDC(dc);
    /* A4 landscape through a DEVMODE */
    OpenPrinterA((char *)name, &h, NULL);
    DocumentPropertiesA(NULL, h, (char *)name, &dm, NULL, DM_OUT_BUFFER);
    ClosePrinter(h);
    dm.dmPaperSize = DMPAPER_A4;
    dm.dmOrientation = DMORIENT_LANDSCAPE;
    dc = CreateDCA(NULL, name, NULL, &dm);
    printf("a4_landscape=%d,%d,%d,%d\n", GetDeviceCaps(dc, HORZRES), GetDeviceCaps(dc, VERTRES),
           GetDeviceCaps(dc, PHYSICALWIDTH), GetDeviceCaps(dc, PHYSICALHEIGHT));
    DeleteDC(dc);
    ic = CreateICA("WINSPOOL", name, NULL, NULL);
    printf("ic=%d,%d\n", ic != NULL, GetDeviceCaps(ic, LOGPIXELSY));
    DeleteDC(ic);
}

/* Page 1: a black rectangle and a line of 12-point text; page 2: a one-inch square in
 * MM_LOENGLISH and an ellipse. */
static int print_document(HDC dc, const char *title)
{
    DOCINFOA di;
    HFONT font, old;
    TEXTMETRICA tm;
    SIZE sz;
    int job, r;
    ZeroMemory(&di, sizeof di);
    di.cbSize = sizeof di;
    di.lpszDocName = title;
    font = CreateFontA(-MulDiv(12, GetDeviceCaps(dc, LOGPIXELSY), 72), 0, 0, 0, FW_NORMAL,
                       0, 0, 0, ANSI_CHARSET, 0, 0, 0, 0, "MS Sans Serif");
    job = StartDocA(dc, &di);
    printf("job=%d\n", job);
    r = StartPage(dc);
    SelectObject(dc, GetStockObject(BLACK_BRUSH));
    Rectangle(dc, 300, 300, 900, 600);
    old = SelectObject(dc, font);
    GetTextMetricsA(dc, &tm);
    GetTextExtentPoint32A(dc, "Hello printer", 13, &sz);
    printf("tm_height=%ld extent=%ld,%ld\n", tm.tmHeight, sz.cx, sz.cy);
    SetBkMode(dc, TRANSPARENT);
    TextOutA(dc, 300, 700, "Hello printer", 13);
    SelectObject(dc, old);
    r += EndPage(dc);
    r += StartPage(dc);
    SetMapMode(dc, MM_LOENGLISH);
    SelectObject(dc, GetStockObject(GRAY_BRUSH));
    Rectangle(dc, 100, -100, 200, -200);
    SetMapMode(dc, MM_TEXT);
    SelectObject(dc, GetStockObject(NULL_BRUSH));
    Ellipse(dc, 1200, 300, 1800, 900);
    r += EndPage(dc);
    r += EndDoc(dc);
    printf("pages_ok=%d\n", r == 5);
    DeleteObject(font);
    return job;
}

static void abort_values(const char *name)
{
    HDC dc = CreateDCA(NULL, name, NULL, NULL);
    DOCINFOA di;
    int r1, r2;
    ZeroMemory(&di, sizeof di);
    di.cbSize = sizeof di;
    di.lpszDocName = "cancelled";
    printf("setabortproc=%d\n", SetAbortProc(dc, abort_proc));
    StartDocA(dc, &di);
    StartPage(dc);
    r1 = EndPage(dc);
    StartPage(dc);
    r2 = EndPage(dc);
    printf("abort=%d,%d,%d enddoc_after=%d\n", r1, r2, g_aborts, EndDoc(dc));
    {
        short esc = NEWFRAME;
        printf("queryesc=%d,%d\n", Escape(dc, QUERYESCSUPPORT, sizeof esc, (char *)&esc, NULL),
               Escape(dc, QUERYESCSUPPORT, sizeof esc, (char *)"\x13\0", NULL));
    }
    DeleteDC(dc);
}

/* The 16-bit way: STARTDOC opens the first page, NEWFRAME ends each page. */
static void escape_values(const char *name)
{
    HDC dc = CreateDCA(NULL, name, NULL, NULL);
    static char doc[] = "escapes";
    POINT pt;
    int r;
    r = Escape(dc, STARTDOC, sizeof doc - 1, doc, NULL);
    Rectangle(dc, 100, 100, 200, 200);
    r += Escape(dc, NEWFRAME, 0, NULL, NULL);
    Rectangle(dc, 300, 300, 400, 400);
    r += Escape(dc, NEWFRAME, 0, NULL, NULL);
    r += Escape(dc, ENDDOC, 0, NULL, NULL);
    Escape(dc, GETPHYSPAGESIZE, 0, NULL, &pt);
    printf("escapes=%d physpage=%ld,%ld\n", r, pt.x, pt.y);
    DeleteDC(dc);
}

static void default_values(void)
{
    PRINTDLGA pd;
    BOOL r;
    ZeroMemory(&pd, sizeof pd);
    pd.lStructSize = sizeof pd;
    pd.Flags = PD_RETURNDEFAULT | PD_RETURNDC;
    printf("pd_size=%u\n", (unsigned)sizeof pd);
    r = PrintDlgA(&pd);
    printf("pd_default=%d,%lu\n", r, CommDlgExtendedError());
    if (pd.hDevNames) {
        DEVNAMES *dn = GlobalLock(pd.hDevNames);
        DEVMODEA *dm = GlobalLock(pd.hDevMode);
        printf("devnames=%s|%s|%s|%d\n", (char *)dn + dn->wDriverOffset,
               (char *)dn + dn->wDeviceOffset, (char *)dn + dn->wOutputOffset, dn->wDefault);
        printf("devmode_name=%s\n", (char *)dm->dmDeviceName);
        GlobalUnlock(pd.hDevNames);
        GlobalUnlock(pd.hDevMode);
    }
    printf("pd_default_dc=%d,%d\n", pd.hDC != NULL, GetDeviceCaps(pd.hDC, LOGPIXELSX));
    DeleteDC(pd.hDC);
    pd.Flags = PD_RETURNDEFAULT;     /* hDevMode / hDevNames must be NULL */
    r = PrintDlgA(&pd);
    printf("pd_default_again=%d,%lx\n", r, CommDlgExtendedError());
    pd.lStructSize = 10;
    r = PrintDlgA(&pd);
    printf("pd_bad_size=%d,%lx\n", r, CommDlgExtendedError());
}

static void values(void)
{
    char name[128];
    DWORD n = sizeof name;
    GetDefaultPrinterA(name, &n);
    enum_values();
    handle_values(name);
    caps_values(name);
    {
        HDC dc = CreateDCA("WINSPOOL", name, NULL, NULL);
        print_document(dc, "prn test");
        DeleteDC(dc);
    }
    abort_values(name);
    escape_values(name);
    default_values();
}

/* -- the dialogs -------------------------------------------------------------------- */
static void show(const char *text)
{
    printf("%s\n", text);
    fflush(stdout);
    SetWindowTextA(g_main, text);
}

static void print_dialog(void)
{
    PRINTDLGA pd;
    char line[256];
    BOOL ok;
    ZeroMemory(&pd, sizeof pd);
    pd.lStructSize = sizeof pd;
    pd.hwndOwner = g_main;
    pd.Flags = PD_RETURNDC | PD_USEDEVMODECOPIESANDCOLLATE;
    pd.nFromPage = 1;
    pd.nToPage = 2;
    pd.nMinPage = 1;
    pd.nMaxPage = 9;
    pd.nCopies = 1;
    ok = PrintDlgA(&pd);
    if (ok) {
        DEVMODEA *dm = GlobalLock(pd.hDevMode);
        DEVNAMES *dn = GlobalLock(pd.hDevNames);
        sprintf(line, "pd=1 dc=%d flags=%lx from=%d to=%d copies=%d dmcopies=%d device=%s",
                pd.hDC != NULL, pd.Flags & (PD_PAGENUMS | PD_SELECTION | PD_COLLATE),
                pd.nFromPage, pd.nToPage, pd.nCopies, dm->dmCopies,
                (char *)dn + dn->wDeviceOffset);
        GlobalUnlock(pd.hDevMode);
        GlobalUnlock(pd.hDevNames);
        show(line);
        print_document(pd.hDC, "from the dialog");
        DeleteDC(pd.hDC);
        show("printed");
    } else {
        sprintf(line, "pd=0 err=%lu", CommDlgExtendedError());
        show(line);
    }
}

static void setup_dialog(void)
{
    PAGESETUPDLGA ps;
    char line[256];
    BOOL ok;
    ZeroMemory(&ps, sizeof ps);
    ps.lStructSize = sizeof ps;
    ps.hwndOwner = g_main;
    ps.Flags = PSD_INTHOUSANDTHSOFINCHES | PSD_MARGINS;
    ps.rtMargin.left = ps.rtMargin.top = ps.rtMargin.right = ps.rtMargin.bottom = 1000;
    ok = PageSetupDlgA(&ps);
    if (ok) {
        DEVMODEA *dm = GlobalLock(ps.hDevMode);
        sprintf(line, "ps=1 paper=%ld,%ld margins=%ld,%ld,%ld,%ld orient=%d size=%d",
                ps.ptPaperSize.x, ps.ptPaperSize.y, ps.rtMargin.left, ps.rtMargin.top,
                ps.rtMargin.right, ps.rtMargin.bottom, dm->dmOrientation, dm->dmPaperSize);
        GlobalUnlock(ps.hDevMode);
    } else {
        sprintf(line, "ps=0 err=%lu", CommDlgExtendedError());
    }
    show(line);
}

static LRESULT CALLBACK wnd_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_DESTROY) {
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show_cmd)
{
    WNDCLASSA wc;
    MSG m;
    if (!cmd || !*cmd) {
        values();
        return 0;
    }
    ZeroMemory(&wc, sizeof wc);
    wc.lpfnWndProc = wnd_proc;
    wc.hInstance = inst;
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "PrnTest";
    RegisterClassA(&wc);
    g_main = CreateWindowA("PrnTest", "prn", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 10, 10, 300, 200,
                           NULL, NULL, inst, NULL);
    if (!strcmp(cmd, "dlg"))
        print_dialog();
    else
        setup_dialog();
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
