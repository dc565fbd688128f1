/* comctl32 6's task dialogs: TaskDialog and TaskDialogIndirect (found with GetProcAddress,
 * as SDL finds them; the executable's manifest names Common Controls 6).
 *
 * Five dialogs, each printing what its callback hears and what the call returns:
 *   A  TaskDialog: Yes/No/Cancel and a warning icon; the driver presses No.
 *   B  TaskDialogIndirect with custom buttons, common buttons, radio buttons, a verification
 *      check box, expanded information and a footer; the callback lists the dialog's
 *      children at TDN_CREATED and keeps the dialog open the first time Apply is pressed
 *      (S_FALSE). The driver picks "Blue" (Alt+L), ticks the box (Alt+N), presses Apply
 *      (Alt+A) and then Discard (Alt+D).
 *   C  driven by its callback alone: at TDN_CREATED it disables OK, changes the content,
 *      clicks a radio button and the verification box, and clicks Retry.
 *   D  a progress bar and TDF_CALLBACK_TIMER: the third TDN_TIMER clicks Close.
 *   E  command links; the driver presses the second (Alt+S).
 *   F  a content with a hyperlink (TDF_ENABLE_HYPERLINKS) and expanded information: the
 *      driver opens the details (Shift+Tab, Space) and follows the link (Shift+Tab twice,
 *      Enter); the callback answers the link with TDM_CLICK_BUTTON(IDOK).
 *   G  a custom button Next: the driver presses it (Alt+N) and the callback answers with
 *      TDM_NAVIGATE_PAGE to a second page (S_FALSE). That page has Yes and No and
 *      TDF_ALLOW_DIALOG_CANCELLATION: the driver presses Esc, which closes it with IDCANCEL
 *      as documented (Wine 8 ignores the Esc; its driver then presses Yes, Alt+Y).
 * and the refusals: no config, a wrong cbSize.
 */
#define _WIN32_WINNT 0x0600
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

typedef HRESULT (WINAPI *TDI)(const TASKDIALOGCONFIG *, int *, int *, BOOL *);
typedef HRESULT (WINAPI *TD)(HWND, HINSTANCE, PCWSTR, PCWSTR, PCWSTR,
                             TASKDIALOG_COMMON_BUTTON_FLAGS, PCWSTR, int *);

static const char *names[] = {"CREATED", "NAVIGATED", "BUTTON_CLICKED", "HYPERLINK_CLICKED",
                              "TIMER", "DESTROYED", "RADIO_BUTTON_CLICKED",
                              "DIALOG_CONSTRUCTED", "VERIFICATION_CLICKED", "HELP",
                              "EXPANDO_BUTTON_CLICKED"};

static void out(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

static void note(char tag, UINT n, WPARAM w)
{
    out("%c: %s %d", tag, n < 11 ? names[n] : "?", (int)w);
}

static BOOL CALLBACK list_child(HWND h, LPARAM lp)
{
    char cls[64], text[128];
    int i;
    GetClassNameA(h, cls, sizeof cls);
    for (i = 0; cls[i]; i++) cls[i] = (char)tolower((unsigned char)cls[i]);
    GetWindowTextA(h, text, sizeof text);
    for (i = 0; text[i]; i++) if (text[i] == '\n' || text[i] == '\r') text[i] = '|';
    out("  child %s id=%d '%s' visible=%d", cls, (int)GetDlgCtrlID(h), text,
        IsWindowVisible(h) ? 1 : 0);
    return TRUE;
}

static int apply_presses;

static HRESULT CALLBACK cb_b(HWND hwnd, UINT n, WPARAM w, LPARAM l, LONG_PTR data)
{
    note('B', n, w);
    if (n == TDN_CREATED) {
        char title[64];
        GetWindowTextA(hwnd, title, sizeof title);
        out("  title '%s' data=%d", title, (int)data);
        EnumChildWindows(hwnd, list_child, 0);
    }
    if (n == TDN_BUTTON_CLICKED && w == 100 && apply_presses++ == 0) {
        out("  kept open");
        return S_FALSE;
    }
    return S_OK;
}

static HRESULT CALLBACK cb_c(HWND hwnd, UINT n, WPARAM w, LPARAM l, LONG_PTR data)
{
    note('C', n, w);
    if (n == TDN_CREATED) {
        char title[64];
        HWND ok;
        GetWindowTextA(hwnd, title, sizeof title);
        out("  title '%s'", title);
        SendMessageW(hwnd, TDM_ENABLE_BUTTON, IDOK, FALSE);
        ok = GetDlgItem(hwnd, IDOK);
        out("  OK enabled=%d", ok ? IsWindowEnabled(ok) : -1);
        SendMessageW(hwnd, TDM_SET_ELEMENT_TEXT, TDE_CONTENT, (LPARAM)L"Changed content");
        SendMessageW(hwnd, TDM_CLICK_RADIO_BUTTON, 301, 0);
        SendMessageW(hwnd, TDM_CLICK_VERIFICATION, TRUE, FALSE);
        SendMessageW(hwnd, TDM_CLICK_BUTTON, IDRETRY, 0);
        out("  after TDM_CLICK_BUTTON window=%d", IsWindow(hwnd) ? 1 : 0);
    }
    return S_OK;
}

static int timers;

static HRESULT CALLBACK cb_d(HWND hwnd, UINT n, WPARAM w, LPARAM l, LONG_PTR data)
{
    if (n != TDN_TIMER) note('D', n, w);
    if (n == TDN_CREATED) {
        LRESULT r = SendMessageW(hwnd, TDM_SET_PROGRESS_BAR_RANGE, 0, MAKELPARAM(0, 50));
        out("  old range %d-%d", LOWORD(r), HIWORD(r));
    }
    if (n == TDN_TIMER) {
        LRESULT r;
        timers++;
        r = SendMessageW(hwnd, TDM_SET_PROGRESS_BAR_POS, timers * 10, 0);
        out("D: TIMER #%d old pos=%d", timers, (int)r);
        if (timers == 3)
            SendMessageW(hwnd, TDM_CLICK_BUTTON, IDCLOSE, 0);
    }
    return S_OK;
}

static HRESULT CALLBACK cb_e(HWND hwnd, UINT n, WPARAM w, LPARAM l, LONG_PTR data)
{
    note('E', n, w);
    if (n == TDN_CREATED)
        EnumChildWindows(hwnd, list_child, 0);
    return S_OK;
}

static TASKDIALOGCONFIG page2;

static HRESULT CALLBACK cb_f(HWND hwnd, UINT n, WPARAM w, LPARAM l, LONG_PTR data)
{
    note(data == 0 ? 'F' : 'G', n, w);
    if (n == TDN_HYPERLINK_CLICKED) {
        out("  href '%ls'", (const WCHAR *)l);
        SendMessageW(hwnd, TDM_CLICK_BUTTON, IDOK, 0);
    }
    if (n == TDN_NAVIGATED) {
        char title[64];
        GetWindowTextA(hwnd, title, sizeof title);
        out("  title '%s' data=%d", title, (int)data);
        EnumChildWindows(hwnd, list_child, 0);
    }
    if (n == TDN_BUTTON_CLICKED && w == 500) {
        SendMessageW(hwnd, TDM_NAVIGATE_PAGE, 0, (LPARAM)&page2);
        out("  navigated window=%d", IsWindow(hwnd) ? 1 : 0);
        return S_FALSE;
    }
    return S_OK;
}

int main(void)
{
    HMODULE cc = LoadLibraryA("comctl32.dll");
    TDI tdi = (TDI)GetProcAddress(cc, "TaskDialogIndirect");
    TD td = (TD)GetProcAddress(cc, "TaskDialog");
    TASKDIALOGCONFIG c;
    TASKDIALOG_BUTTON buttons[2] = {{100, L"&Apply"}, {101, L"&Discard"}};
    TASKDIALOG_BUTTON radios[3] = {{200, L"&Red"}, {201, L"&Green"}, {202, L"B&lue"}};
    TASKDIALOG_BUTTON radios_c[2] = {{300, L"One"}, {301, L"Two"}};
    TASKDIALOG_BUTTON next[1] = {{500, L"&Next"}};
    TASKDIALOG_BUTTON links[2] = {{400, L"&First\nThe first way"}, {401, L"&Second\nThe other way"}};
    int button = -1, radio = -1;
    BOOL verified = -1;
    HRESULT hr;

    out("found TaskDialog=%d TaskDialogIndirect=%d", td != NULL, tdi != NULL);
    if (!td || !tdi)
        return 1;
    out("sizeof(TASKDIALOGCONFIG)=%d", (int)sizeof c);

    hr = td(NULL, NULL, L"TD simple", L"Save changes?", L"Your document has changes.",
            TDCBF_YES_BUTTON | TDCBF_NO_BUTTON | TDCBF_CANCEL_BUTTON, TD_WARNING_ICON, &button);
    out("A: hr=%#lx button=%d", hr, button);

    memset(&c, 0, sizeof c);
    c.cbSize = sizeof c;
    c.dwFlags = TDF_ALLOW_DIALOG_CANCELLATION;
    c.dwCommonButtons = TDCBF_OK_BUTTON | TDCBF_CANCEL_BUTTON;
    c.pszWindowTitle = L"TD full";
    c.pszMainIcon = TD_INFORMATION_ICON;
    c.pszMainInstruction = L"Pick a colour";
    c.pszContent = L"The colour is used for the background.";
    c.cButtons = 2;
    c.pButtons = buttons;
    c.nDefaultButton = 101;
    c.cRadioButtons = 3;
    c.pRadioButtons = radios;
    c.nDefaultRadioButton = 201;
    c.pszVerificationText = L"Do &not ask again";
    c.pszExpandedInformation = L"More details";
    c.pszFooter = L"Footer text";
    c.pfCallback = cb_b;
    c.lpCallbackData = 42;
    button = radio = verified = -1;
    hr = tdi(&c, &button, &radio, &verified);
    out("B: hr=%#lx button=%d radio=%d verified=%d", hr, button, radio, verified);

    memset(&c, 0, sizeof c);
    c.cbSize = sizeof c;
    c.dwCommonButtons = TDCBF_OK_BUTTON | TDCBF_RETRY_BUTTON;
    c.pszMainInstruction = L"Driven by its callback";
    c.pszContent = L"Original content";
    c.cRadioButtons = 2;
    c.pRadioButtons = radios_c;
    c.dwFlags = TDF_NO_DEFAULT_RADIO_BUTTON;
    c.pszVerificationText = L"Remember";
    c.pfCallback = cb_c;
    button = radio = verified = -1;
    hr = tdi(&c, &button, &radio, &verified);
    out("C: hr=%#lx button=%d radio=%d verified=%d", hr, button, radio, verified);

    memset(&c, 0, sizeof c);
    c.cbSize = sizeof c;
    c.dwFlags = TDF_SHOW_PROGRESS_BAR | TDF_CALLBACK_TIMER;
    c.dwCommonButtons = TDCBF_CLOSE_BUTTON;
    c.pszWindowTitle = L"TD timer";
    c.pszMainInstruction = L"Working";
    c.pfCallback = cb_d;
    button = radio = verified = -1;
    hr = tdi(&c, &button, &radio, &verified);
    out("D: hr=%#lx button=%d radio=%d verified=%d timers=%d", hr, button, radio, verified,
        timers);

    memset(&c, 0, sizeof c);
    c.cbSize = sizeof c;
    c.dwFlags = TDF_USE_COMMAND_LINKS | TDF_VERIFICATION_FLAG_CHECKED;
    c.dwCommonButtons = TDCBF_CANCEL_BUTTON;
    c.pszWindowTitle = L"TD links";
    c.pszMainInstruction = L"Which way?";
    c.cButtons = 2;
    c.pButtons = links;
    c.pfCallback = cb_e;
    button = radio = verified = -1;
    hr = tdi(&c, &button, &radio, &verified);
    out("E: hr=%#lx button=%d radio=%d verified=%d", hr, button, radio, verified);

    memset(&c, 0, sizeof c);
    c.cbSize = sizeof c;
    c.dwFlags = TDF_ENABLE_HYPERLINKS | TDF_ALLOW_DIALOG_CANCELLATION;
    c.pszWindowTitle = L"TD links page";
    c.pszContent = L"Read <a href=\"https://example.com/doc\">the manual</a> first.";
    c.pszExpandedInformation = L"Hidden details";
    c.pfCallback = cb_f;
    c.lpCallbackData = 0;
    button = radio = verified = -1;
    hr = tdi(&c, &button, &radio, &verified);
    out("F: hr=%#lx button=%d radio=%d verified=%d", hr, button, radio, verified);

    memset(&c, 0, sizeof c);
    c.cbSize = sizeof c;
    c.pszWindowTitle = L"TD pages";
    c.pszContent = L"The first page.";
    c.cButtons = 1;
    c.pButtons = next;
    c.pfCallback = cb_f;
    c.lpCallbackData = 1;
    memset(&page2, 0, sizeof page2);
    page2.cbSize = sizeof page2;
    page2.dwFlags = TDF_ALLOW_DIALOG_CANCELLATION;
    page2.dwCommonButtons = TDCBF_YES_BUTTON | TDCBF_NO_BUTTON;
    page2.pszWindowTitle = L"TD page 2";
    page2.pszMainInstruction = L"Second page";
    page2.pfCallback = cb_f;
    page2.lpCallbackData = 2;
    button = radio = verified = -1;
    hr = tdi(&c, &button, &radio, &verified);
    out("G: hr=%#lx button=%d radio=%d verified=%d", hr, button, radio, verified);

    hr = tdi(NULL, &button, NULL, NULL);
    out("NULL config: hr=%#lx", hr);
    c.cbSize = sizeof c - 1;
    hr = tdi(&c, &button, NULL, NULL);
    out("short cbSize: hr=%#lx", hr);
    out("done");
    return 0;
}
