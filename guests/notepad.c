/*
 * notepad.c - a small Notepad: one multi-line EDIT, a File and an Edit menu,
 * accelerators, a file-name dialog of its own, and plain CreateFile /
 * ReadFile / WriteFile file I/O.
 *
 * WINDOW
 *   Class "Notepad", title "Untitled - Notepad" (after a successful Open or
 *   Save: "<file name> - Notepad", the part of the path after the last '\'
 *   or '/', e.g. "notes.txt - Notepad").  Outer top-left at screen (60,40),
 *   style WS_OVERLAPPED|WS_CAPTION|WS_SYSMENU|WS_MINIMIZEBOX, outer size from
 *   AdjustWindowRect(bMenu = TRUE) for a 480 x 320 client area.  In
 *   wineagent (3 px frame, 19 px caption, 19 px menu bar: Windows 2000's
 *   metrics) the client origin is screen (63, 81).
 *   The client area is filled by one EDIT (control id 15), style
 *   WS_CHILD|WS_VISIBLE|WS_VSCROLL|ES_MULTILINE|ES_AUTOVSCROLL|ES_WANTRETURN
 *   (no ES_AUTOHSCROLL, so long lines wrap), resized on WM_SIZE.  The main
 *   window passes the focus to it (WM_SETFOCUS), so typed characters
 *   (WM_CHAR) go straight into the text.
 *
 * MENUS (notepad.rc, ids in notepad_res.h)
 *   File: New (101, Ctrl+N), Open... (102, Ctrl+O), Save (103, Ctrl+S),
 *         Save As... (104), separator, Exit (105).
 *   Edit: Cut (201), Copy (202), Paste (203) -> WM_CUT / WM_COPY / WM_PASTE
 *         sent to the EDIT (which uses the clipboard); separator,
 *         Select All (204, Ctrl+A) -> EM_SETSEL(0, -1).
 *   Accelerators (ACCELERATORS resource 1, VIRTKEY+CONTROL): Ctrl+N, Ctrl+O,
 *   Ctrl+S, Ctrl+A, applied by TranslateAcceleratorA in the message loop.
 *   E.g. Ctrl+S is: keydown VK_CONTROL, keydown 'S', keyup 'S', keyup
 *   VK_CONTROL.
 *
 * FILE-NAME DIALOG (DIALOG 100 in notepad.rc)
 *   Caption "Open" or "Save As"; a STATIC "File name:", an EDIT (id 100)
 *   holding the path, fully selected and focused at start; OK (IDOK,
 *   default button) and Cancel (IDCANCEL).  Enter presses OK, Esc cancels.
 *   Pre-filled with the current file's path, or "C:\untitled.txt" (Save of
 *   an untitled text) / "C:\" (Open with no current file).  OK with an
 *   empty path does nothing.
 *
 * FILES
 *   Save writes the EDIT's text exactly (GetWindowTextA: the characters as
 *   typed, line ends as the EDIT holds them, i.e. CRLF; no terminating NUL,
 *   no BOM) with CreateFileA(CREATE_ALWAYS) + WriteFile.  Open reads the
 *   whole file (CreateFileA(OPEN_EXISTING) + GetFileSize + ReadFile) into
 *   the EDIT with SetWindowTextA.  Failures show a MessageBox
 *   ("Cannot open <path>." / "Cannot save <path>.") and change nothing.
 *   Save on an untitled text asks for a name with the dialog; Save As always
 *   asks.
 *
 * UNSAVED CHANGES
 *   The text is "modified" after any EN_CHANGE from the EDIT that notepad
 *   did not cause itself (its own SetWindowText calls are ignored), and
 *   clean again after Open, New or a successful Save.  Closing the window
 *   (WM_CLOSE: the caption's close box, File > Exit), New and Open with a
 *   modified text ask MessageBoxA(hwnd, "Do you want to save changes?",
 *   "Notepad", MB_YESNOCANCEL): Yes saves (asking for a name if untitled;
 *   cancelling that dialog cancels the close), No discards, Cancel keeps
 *   the window and the text.
 *
 * COMMAND LINE
 *   "/open PATH" (the test hook) opens PATH at start (the rest of the command
 *   line after "/open ", surrounding double quotes removed), e.g.
 *   "/open C:\notes.txt" -> title "notes.txt - Notepad".
 *   Otherwise Windows Notepad's command line, "notepad [/p] PATH" (what the
 *   registry's txtfile class runs as "NOTEPAD.EXE %1", and what installers'
 *   "Show Readme" starts): PATH is the first quoted string, or the rest of
 *   the line unquoted (spaces kept: "notepad my notes.txt" opens "my
 *   notes.txt").  A PATH with no extension that does not exist is tried
 *   with ".txt" added, as Windows does.  A missing file asks, as Windows
 *   Notepad does, MessageBoxA(hwnd, "Cannot find the PATH file.\n\nDo you
 *   want to create a new file?", "Notepad", MB_YESNOCANCEL |
 *   MB_ICONEXCLAMATION): Yes creates the empty file and opens it, No starts
 *   untitled, Cancel ends Notepad (exit code 0).
 *   "/p PATH" prints the file on the default printer and ends without a
 *   window: one document named after the file, Courier New 10 pt, 1 inch
 *   margins on the printable area, a new page when a page is full, long
 *   lines cut at the margin (Windows wraps them); exit code 0, or 1 after
 *   the message "Cannot open PATH." / "Cannot print PATH." (no default
 *   printer, StartDoc failed).
 */
#include <windows.h>
#include <string.h>
#include <stdlib.h>
#include "notepad_res.h"

#define CLIENT_W  480
#define CLIENT_H  320

static HINSTANCE g_inst;
static HWND g_edit;
static char g_path[MAX_PATH];     /* "" while untitled */
static int g_modified;            /* text changed since the last load/save */
static int g_loading;             /* our own SetWindowText: ignore EN_CHANGE */

/* ------------------------------------------------------------------ */
/* the file-name dialog                                                */

typedef struct {
    const char *caption;
    char path[MAX_PATH];
} FileNameDlg;

static FileNameDlg *g_dlg;        /* the one modal dialog's data */

static INT_PTR CALLBACK FileNameProc(HWND dlg, UINT msg, WPARAM wParam, LPARAM lParam)
{
    switch (msg) {
    case WM_INITDIALOG:
        g_dlg = (FileNameDlg *)lParam;
        SetWindowTextA(dlg, g_dlg->caption);
        SetDlgItemTextA(dlg, IDC_FILENAME, g_dlg->path);
        SendDlgItemMessageA(dlg, IDC_FILENAME, EM_SETSEL, 0, -1);
        SetFocus(GetDlgItem(dlg, IDC_FILENAME));
        return FALSE;                 /* we set the focus ourselves */
    case WM_COMMAND:
        switch (LOWORD(wParam)) {
        case IDOK: {
            char buf[MAX_PATH];
            if (GetDlgItemTextA(dlg, IDC_FILENAME, buf, MAX_PATH) == 0)
                return TRUE;          /* an empty name: stay open */
            strcpy(g_dlg->path, buf);
            EndDialog(dlg, IDOK);
            return TRUE;
        }
        case IDCANCEL:
            EndDialog(dlg, IDCANCEL);
            return TRUE;
        }
        break;
    }
    return FALSE;
}

/* Ask for a path; returns 1 with the answer in out (MAX_PATH), 0 on Cancel. */
static int ask_path(HWND owner, const char *caption, const char *initial, char *out)
{
    FileNameDlg d;
    d.caption = caption;
    lstrcpynA(d.path, initial, MAX_PATH);
    if (DialogBoxParamA(g_inst, MAKEINTRESOURCEA(IDD_FILENAME), owner,
                        FileNameProc, (LPARAM)&d) != IDOK)
        return 0;
    strcpy(out, d.path);
    return 1;
}

/* ------------------------------------------------------------------ */
/* document state                                                      */

static void update_title(HWND hwnd)
{
    char title[MAX_PATH + 16];
    const char *name = "Untitled", *p;
    if (g_path[0]) {
        name = g_path;
        for (p = g_path; *p; p++)
            if (*p == '\\' || *p == '/')
                name = p + 1;
    }
    wsprintfA(title, "%s - Notepad", name);
    SetWindowTextA(hwnd, title);
}

static void set_text(const char *text)
{
    g_loading = 1;
    SetWindowTextA(g_edit, text);
    g_loading = 0;
    g_modified = 0;
}

static void error_box(HWND hwnd, const char *fmt, const char *path)
{
    char msg[MAX_PATH + 32];
    wsprintfA(msg, fmt, path);
    MessageBoxA(hwnd, msg, "Notepad", MB_OK | MB_ICONEXCLAMATION);
}

static int load_file(HWND hwnd, const char *path)
{
    HANDLE h;
    DWORD size, got = 0;
    char *buf;
    int ok;

    h = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING,
                    FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        error_box(hwnd, "Cannot open %s.", path);
        return 0;
    }
    size = GetFileSize(h, NULL);
    buf = (size == INVALID_FILE_SIZE) ? NULL : (char *)malloc(size + 1);
    ok = buf && ReadFile(h, buf, size, &got, NULL) && got == size;
    CloseHandle(h);
    if (!ok) {
        free(buf);
        error_box(hwnd, "Cannot open %s.", path);
        return 0;
    }
    buf[size] = 0;
    set_text(buf);
    free(buf);
    lstrcpynA(g_path, path, MAX_PATH);
    update_title(hwnd);
    return 1;
}

static int save_file(HWND hwnd, const char *path)
{
    HANDLE h;
    int len = GetWindowTextLengthA(g_edit), ok;
    DWORD put = 0;
    char *buf = (char *)malloc(len + 1);

    if (!buf)
        return 0;
    len = GetWindowTextA(g_edit, buf, len + 1);
    h = CreateFileA(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS,
                    FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        free(buf);
        error_box(hwnd, "Cannot save %s.", path);
        return 0;
    }
    ok = WriteFile(h, buf, (DWORD)len, &put, NULL) && put == (DWORD)len;
    CloseHandle(h);
    free(buf);
    if (!ok) {
        error_box(hwnd, "Cannot save %s.", path);
        return 0;
    }
    lstrcpynA(g_path, path, MAX_PATH);
    g_modified = 0;
    update_title(hwnd);
    return 1;
}

/* Save (ask = 0) or Save As (ask = 1); returns 1 when the text was saved. */
static int do_save(HWND hwnd, int ask)
{
    char path[MAX_PATH];
    if (ask || !g_path[0]) {
        if (!ask_path(hwnd, "Save As", g_path[0] ? g_path : "C:\\untitled.txt", path))
            return 0;
    } else {
        strcpy(path, g_path);
    }
    return save_file(hwnd, path);
}

/* Before discarding the text: returns 1 to go on, 0 to stop (Cancel). */
static int confirm_discard(HWND hwnd)
{
    if (!g_modified)
        return 1;
    switch (MessageBoxA(hwnd, "Do you want to save changes?", "Notepad", MB_YESNOCANCEL)) {
    case IDYES:
        return do_save(hwnd, 0);
    case IDNO:
        return 1;
    default:
        return 0;
    }
}

/* ------------------------------------------------------------------ */
/* window procedure                                                    */

static void on_command(HWND hwnd, int id, int code)
{
    char path[MAX_PATH];
    switch (id) {
    case IDC_EDIT:
        if (code == EN_CHANGE && !g_loading)
            g_modified = 1;
        break;
    case IDM_NEW:
        if (confirm_discard(hwnd)) {
            set_text("");
            g_path[0] = 0;
            update_title(hwnd);
        }
        break;
    case IDM_OPEN:
        if (confirm_discard(hwnd) &&
            ask_path(hwnd, "Open", g_path[0] ? g_path : "C:\\", path))
            load_file(hwnd, path);
        break;
    case IDM_SAVE:
        do_save(hwnd, 0);
        break;
    case IDM_SAVEAS:
        do_save(hwnd, 1);
        break;
    case IDM_EXIT:
        SendMessageA(hwnd, WM_CLOSE, 0, 0);
        break;
    case IDM_CUT:
        SendMessageA(g_edit, WM_CUT, 0, 0);
        break;
    case IDM_COPY:
        SendMessageA(g_edit, WM_COPY, 0, 0);
        break;
    case IDM_PASTE:
        SendMessageA(g_edit, WM_PASTE, 0, 0);
        break;
    case IDM_SELECTALL:
        SendMessageA(g_edit, EM_SETSEL, 0, -1);
        break;
    }
}

static LRESULT CALLBACK WndProc(HWND hwnd, UINT msg, WPARAM wParam, LPARAM lParam)
{
    switch (msg) {
    case WM_CREATE: {
        RECT rc;
        GetClientRect(hwnd, &rc);
        g_edit = CreateWindowExA(0, "EDIT", "",
                                 WS_CHILD | WS_VISIBLE | WS_VSCROLL | ES_MULTILINE |
                                 ES_AUTOVSCROLL | ES_WANTRETURN,
                                 0, 0, rc.right, rc.bottom, hwnd,
                                 (HMENU)(INT_PTR)IDC_EDIT, g_inst, NULL);
        if (!g_edit)
            return -1;
        return 0;
    }
    case WM_SIZE:
        if (g_edit)
            MoveWindow(g_edit, 0, 0, LOWORD(lParam), HIWORD(lParam), TRUE);
        return 0;
    case WM_SETFOCUS:
        SetFocus(g_edit);
        return 0;
    case WM_COMMAND:
        on_command(hwnd, LOWORD(wParam), HIWORD(wParam));
        return 0;
    case WM_CLOSE:
        if (confirm_discard(hwnd))
            DestroyWindow(hwnd);
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wParam, lParam);
}

/* ------------------------------------------------------------------ */
/* Windows' command line: "[/p] PATH"                                  */

/* The path of a command line: the first quoted string, or the rest of the
   line with its trailing blanks removed. */
static void parse_path(const char *p, char *out)
{
    int n = 0;
    if (*p == '"') {
        p++;
        while (*p && *p != '"' && n < MAX_PATH - 1)
            out[n++] = *p++;
    } else {
        while (*p && n < MAX_PATH - 1)
            out[n++] = *p++;
        while (n > 0 && (out[n - 1] == ' ' || out[n - 1] == '\t'))
            n--;
    }
    out[n] = 0;
}

/* Whether the last component of path has a '.' in it. */
static int has_extension(const char *path)
{
    const char *p, *dot = NULL;
    for (p = path; *p; p++) {
        if (*p == '\\' || *p == '/')
            dot = NULL;
        else if (*p == '.')
            dot = p;
    }
    return dot != NULL;
}

/* Print the file at path on the default printer: returns the exit code. */
static int print_file(const char *path)
{
    char printer[256], *buf, *line, *end;
    DWORD size = sizeof(printer), got = 0;
    HANDLE h;
    HDC dc;
    HFONT font;
    DOCINFOA di;
    TEXTMETRICA tm;
    int ok, top, bottom, left, right, y, page_open = 0;
    const char *name = path, *q;

    h = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING,
                    FILE_ATTRIBUTE_NORMAL, NULL);
    if (h == INVALID_HANDLE_VALUE) {
        error_box(NULL, "Cannot open %s.", path);
        return 1;
    }
    size = GetFileSize(h, NULL);
    buf = (size == INVALID_FILE_SIZE) ? NULL : (char *)malloc(size + 1);
    ok = buf && ReadFile(h, buf, size, &got, NULL) && got == size;
    CloseHandle(h);
    if (!ok) {
        free(buf);
        error_box(NULL, "Cannot open %s.", path);
        return 1;
    }
    buf[size] = 0;
    size = sizeof(printer);
    dc = GetDefaultPrinterA(printer, &size) ? CreateDCA(NULL, printer, NULL, NULL) : NULL;
    for (q = path; *q; q++)
        if (*q == '\\' || *q == '/')
            name = q + 1;
    memset(&di, 0, sizeof(di));
    di.cbSize = sizeof(di);
    di.lpszDocName = name;
    if (!dc || StartDocA(dc, &di) <= 0) {
        if (dc)
            DeleteDC(dc);
        free(buf);
        error_box(NULL, "Cannot print %s.", path);
        return 1;
    }
    font = CreateFontA(-MulDiv(10, GetDeviceCaps(dc, LOGPIXELSY), 72), 0, 0, 0, FW_NORMAL,
                       0, 0, 0, ANSI_CHARSET, 0, 0, 0, FIXED_PITCH | FF_MODERN,
                       "Courier New");
    SelectObject(dc, font);
    GetTextMetricsA(dc, &tm);
    left = GetDeviceCaps(dc, LOGPIXELSX);
    right = GetDeviceCaps(dc, HORZRES) - left;
    top = GetDeviceCaps(dc, LOGPIXELSY);
    bottom = GetDeviceCaps(dc, VERTRES) - top;
    y = top;
    for (line = buf; *line || !page_open; line = end) {
        int len;
        RECT clip;
        for (end = line; *end && *end != '\n'; end++)
            ;
        len = (int)(end - line);
        if (len > 0 && line[len - 1] == '\r')
            len--;
        if (*end)
            end++;
        if (!page_open || y + tm.tmHeight > bottom) {
            if (page_open)
                EndPage(dc);
            StartPage(dc);
            SelectObject(dc, font);
            page_open = 1;
            y = top;
        }
        SetRect(&clip, left, y, right, y + tm.tmHeight);
        ExtTextOutA(dc, left, y, ETO_CLIPPED, &clip, line, len, NULL);
        y += tm.tmHeight;
        if (!*end)
            break;
    }
    EndPage(dc);
    EndDoc(dc);
    DeleteDC(dc);
    DeleteObject(font);
    free(buf);
    return 0;
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    WNDCLASSEXA wc;
    RECT rc;
    HWND hwnd;
    HMENU menu;
    HACCEL accel;
    MSG msg;
    DWORD style = WS_OVERLAPPED | WS_CAPTION | WS_SYSMENU | WS_MINIMIZEBOX;
    const char *open = lpCmdLine ? strstr(lpCmdLine, "/open ") : NULL;
    char path[MAX_PATH];
    int print = 0, create = 0;

    (void)hPrev;
    g_inst = hInst;
    path[0] = 0;
    if (!open && lpCmdLine) {
        const char *p = lpCmdLine;
        while (*p == ' ' || *p == '\t')
            p++;
        if ((p[0] == '/' || p[0] == '-') && (p[1] == 'p' || p[1] == 'P') &&
            (p[2] == ' ' || p[2] == '\t' || p[2] == '"')) {
            print = 1;
            p += 2;
            while (*p == ' ' || *p == '\t')
                p++;
        }
        parse_path(p, path);
        if (path[0] && GetFileAttributesA(path) == INVALID_FILE_ATTRIBUTES) {
            if (!has_extension(path) && lstrlenA(path) + 4 < MAX_PATH) {
                lstrcatA(path, ".txt");
                if (GetFileAttributesA(path) == INVALID_FILE_ATTRIBUTES)
                    create = 1;
            } else
                create = 1;
        }
        if (print) {
            if (!path[0] || create) {
                error_box(NULL, "Cannot open %s.", path);
                return 1;
            }
            return print_file(path);
        }
    }
    memset(&wc, 0, sizeof(wc));
    wc.cbSize = sizeof(wc);
    wc.lpfnWndProc = WndProc;
    wc.hInstance = hInst;
    wc.hIcon = LoadIconA(NULL, IDI_APPLICATION);
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "Notepad";
    if (!RegisterClassExA(&wc))
        return 1;

    menu = LoadMenuA(hInst, MAKEINTRESOURCEA(IDR_NPMENU));
    accel = LoadAcceleratorsA(hInst, MAKEINTRESOURCEA(IDR_NPACCEL));
    rc.left = 0; rc.top = 0; rc.right = CLIENT_W; rc.bottom = CLIENT_H;
    AdjustWindowRect(&rc, style, TRUE);
    hwnd = CreateWindowExA(0, "Notepad", "Untitled - Notepad", style,
                           60, 40, rc.right - rc.left, rc.bottom - rc.top,
                           NULL, menu, hInst, NULL);
    if (!hwnd)
        return 1;
    ShowWindow(hwnd, nShow);
    UpdateWindow(hwnd);
    SetFocus(g_edit);

    if (open) {
        int n;
        open += 6;
        while (*open == ' ')
            open++;
        lstrcpynA(path, open[0] == '"' ? open + 1 : open, MAX_PATH);
        n = (int)strlen(path);
        while (n > 0 && (path[n - 1] == ' ' || path[n - 1] == '"'))
            path[--n] = 0;
        if (path[0])
            load_file(hwnd, path);
    } else if (path[0]) {
        if (create) {
            char msg[MAX_PATH + 80];
            HANDLE h;
            wsprintfA(msg, "Cannot find the %s file.\n\nDo you want to create a new file?",
                      path);
            switch (MessageBoxA(hwnd, msg, "Notepad", MB_YESNOCANCEL | MB_ICONEXCLAMATION)) {
            case IDYES:
                h = CreateFileA(path, GENERIC_WRITE, 0, NULL, CREATE_NEW,
                                FILE_ATTRIBUTE_NORMAL, NULL);
                if (h == INVALID_HANDLE_VALUE)
                    error_box(hwnd, "Cannot save %s.", path);
                else {
                    CloseHandle(h);
                    load_file(hwnd, path);
                }
                break;
            case IDNO:
                break;
            default:
                DestroyWindow(hwnd);
                break;
            }
        } else
            load_file(hwnd, path);
    }

    while (GetMessageA(&msg, NULL, 0, 0) > 0) {
        if (!TranslateAcceleratorA(hwnd, accel, &msg)) {
            TranslateMessage(&msg);
            DispatchMessageA(&msg);
        }
    }
    return (int)msg.wParam;
}
