/*
 * commontest.c - the common controls and the common file dialogs, as a tutorial-style
 * program uses them: a window with a progress bar and a two-part status bar (which it
 * re-docks by forwarding WM_SIZE), and keys that run GetOpenFileName/GetSaveFileName.
 *
 *   click      PBM_STEPIT; status part 1 shows "pos=N"
 *   O          GetOpenFileNameA (text/all filter, must exist; initial dir = command line)
 *   S          GetSaveFileNameA ("untitled", default extension txt, overwrite prompt)
 *   T          GetOpenFileNameA with an 8-character buffer (FNERR_BUFFERTOOSMALL)
 *   W          GetOpenFileNameW
 *   A          GetOpenFileNameA with OFN_ALLOWMULTISELECT (unimplemented)
 *   X          creates a SysListView32 (unimplemented common control)
 *   R          resizes the main window to 500x350
 *   M          status bar simple mode with text "simple"
 *
 * Results go to the title, status part 0 and stdout ("name=value" lines).
 */
#include <windows.h>
#include <commctrl.h>
#include <commdlg.h>
#include <stdio.h>

#define ID_STATUS 100
#define ID_PROGRESS 101

static HWND status, progress;
static char initial_dir[MAX_PATH];

static void report(HWND hwnd, const char *what, BOOL ok, OPENFILENAMEA *ofn, const char *file,
                   const char *title)
{
    char buf[600];
    DWORD err = CommDlgExtendedError();
    if (ok)
        wsprintfA(buf, "%s=1 path=%s off=%d ext=%d idx=%lu title=%s flags=%#lx", what, file,
                  ofn->nFileOffset, ofn->nFileExtension, ofn->nFilterIndex, title,
                  ofn->Flags);
    else if (err == FNERR_BUFFERTOOSMALL)
        wsprintfA(buf, "%s=0 err=%#lx need=%d", what, err, *(const WORD *)file);
    else
        wsprintfA(buf, "%s=0 err=%#lx", what, err);
    SetWindowTextA(hwnd, buf);
    SendMessageA(status, SB_SETTEXTA, 0, (LPARAM)(ok ? file : "cancelled"));
    printf("%s\n", buf);
    fflush(stdout);
}

static void open_dialog(HWND hwnd, int tiny, DWORD extra)
{
    char file[MAX_PATH] = "", title[64] = "";
    OPENFILENAMEA ofn;
    BOOL ok;
    ZeroMemory(&ofn, sizeof ofn);
    ofn.lStructSize = sizeof ofn;
    ofn.hwndOwner = hwnd;
    ofn.lpstrFilter = "Text Files (*.txt)\0*.txt\0All Files (*.*)\0*.*\0";
    ofn.nFilterIndex = 1;
    ofn.lpstrFile = file;
    ofn.nMaxFile = tiny ? 8 : MAX_PATH;
    ofn.lpstrFileTitle = title;
    ofn.nMaxFileTitle = sizeof title;
    ofn.lpstrInitialDir = initial_dir[0] ? initial_dir : NULL;
    ofn.Flags = OFN_FILEMUSTEXIST | OFN_PATHMUSTEXIST | OFN_HIDEREADONLY | extra;
    ok = GetOpenFileNameA(&ofn);
    report(hwnd, "open", ok, &ofn, file, title);
}

static void save_dialog(HWND hwnd)
{
    char file[MAX_PATH] = "untitled", title[64] = "";
    OPENFILENAMEA ofn;
    BOOL ok;
    ZeroMemory(&ofn, sizeof ofn);
    ofn.lStructSize = sizeof ofn;
    ofn.hwndOwner = hwnd;
    ofn.lpstrFilter = "Text Files (*.txt)\0*.txt\0All Files (*.*)\0*.*\0";
    ofn.nFilterIndex = 1;
    ofn.lpstrFile = file;
    ofn.nMaxFile = MAX_PATH;
    ofn.lpstrFileTitle = title;
    ofn.nMaxFileTitle = sizeof title;
    ofn.lpstrInitialDir = initial_dir[0] ? initial_dir : NULL;
    ofn.lpstrTitle = "Save notes";
    ofn.lpstrDefExt = "txt";
    ofn.Flags = OFN_OVERWRITEPROMPT | OFN_PATHMUSTEXIST | OFN_HIDEREADONLY;
    ok = GetSaveFileNameA(&ofn);
    report(hwnd, "save", ok, &ofn, file, title);
}

static void open_dialog_w(HWND hwnd)
{
    WCHAR file[MAX_PATH] = L"";
    char buf[MAX_PATH + 32], path[MAX_PATH];
    OPENFILENAMEW ofn;
    BOOL ok;
    ZeroMemory(&ofn, sizeof ofn);
    ofn.lStructSize = sizeof ofn;
    ofn.hwndOwner = hwnd;
    ofn.lpstrFilter = L"All Files\0*.*\0";
    ofn.lpstrFile = file;
    ofn.nMaxFile = MAX_PATH;
    ofn.Flags = OFN_FILEMUSTEXIST | OFN_HIDEREADONLY;
    ok = GetOpenFileNameW(&ofn);
    WideCharToMultiByte(CP_ACP, 0, file, -1, path, sizeof path, NULL, NULL);
    wsprintfA(buf, "openw=%d path=%s off=%d", ok, ok ? path : "", ofn.nFileOffset);
    SetWindowTextA(hwnd, buf);
}

static LRESULT CALLBACK wndproc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    switch (msg) {
    case WM_CREATE: {
        int parts[2] = {150, -1};
        INITCOMMONCONTROLSEX icc = {sizeof icc, ICC_BAR_CLASSES | ICC_PROGRESS_CLASS};
        printf("init=%d\n", InitCommonControlsEx(&icc));
        status = CreateStatusWindowA(WS_CHILD | WS_VISIBLE | SBARS_SIZEGRIP, "Ready", hwnd,
                                     ID_STATUS);
        SendMessageA(status, SB_SETPARTS, 2, (LPARAM)parts);
        SendMessageA(status, SB_SETTEXTA, 1, (LPARAM)"pos=0");
        progress = CreateWindowExA(0, PROGRESS_CLASSA, NULL, WS_CHILD | WS_VISIBLE,
                                   10, 10, 200, 20, hwnd, (HMENU)ID_PROGRESS, NULL, NULL);
        SendMessageA(progress, PBM_SETRANGE, 0, MAKELPARAM(0, 100));
        printf("oldstep=%d\n", (int)SendMessageA(progress, PBM_SETSTEP, 10, 0));
        printf("status=%d progress=%d\n", status != NULL, progress != NULL);
        fflush(stdout);
        return 0;
    }
    case WM_SIZE:
        SendMessageA(status, WM_SIZE, 0, 0);   /* the status bar re-docks itself */
        return 0;
    case WM_LBUTTONDOWN: {
        char text[64], back[64];
        int prev = (int)SendMessageA(progress, PBM_STEPIT, 0, 0);
        int pos = (int)SendMessageA(progress, PBM_GETPOS, 0, 0);
        int parts[4];
        LRESULT got;
        wsprintfA(text, "pos=%d", pos);
        SendMessageA(status, SB_SETTEXTA, 1, (LPARAM)text);
        got = SendMessageA(status, SB_GETTEXTA, 1, (LPARAM)back);
        printf("step prev=%d pos=%d back=%s len=%d parts=%d\n", prev, pos, back,
               LOWORD(got), (int)SendMessageA(status, SB_GETPARTS, 4, (LPARAM)parts));
        fflush(stdout);
        return 0;
    }
    case WM_KEYDOWN:
        switch (wp) {
        case 'O': open_dialog(hwnd, 0, 0); break;
        case 'S': save_dialog(hwnd); break;
        case 'T': open_dialog(hwnd, 1, 0); break;
        case 'W': open_dialog_w(hwnd); break;
        case 'A': open_dialog(hwnd, 0, OFN_ALLOWMULTISELECT); break;
        case 'X':
            CreateWindowExA(0, "SysListView32", NULL, WS_CHILD | WS_VISIBLE, 0, 0, 50, 50,
                            hwnd, NULL, NULL, NULL);
            break;
        case 'R':
            SetWindowPos(hwnd, NULL, 0, 0, 500, 350, SWP_NOMOVE | SWP_NOZORDER);
            break;
        case 'M':
            SendMessageA(status, SB_SETTEXTA, 255, (LPARAM)"simple");
            SendMessageA(status, SB_SIMPLE, TRUE, 0);
            break;
        }
        return 0;
    case WM_DESTROY:
        PostQuitMessage(0);
        return 0;
    }
    return DefWindowProcA(hwnd, msg, wp, lp);
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    WNDCLASSA wc;
    MSG m;
    lstrcpynA(initial_dir, cmd, sizeof initial_dir);
    ZeroMemory(&wc, sizeof wc);
    wc.lpfnWndProc = wndproc;
    wc.hInstance = inst;
    wc.hCursor = LoadCursorA(NULL, IDC_ARROW);
    wc.hbrBackground = (HBRUSH)(COLOR_WINDOW + 1);
    wc.lpszClassName = "CommonTest";
    RegisterClassA(&wc);
    CreateWindowExA(0, "CommonTest", "commontest", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                    20, 20, 400, 300, NULL, NULL, inst, NULL);
    while (GetMessageA(&m, NULL, 0, 0) > 0) {
        TranslateMessage(&m);
        DispatchMessageA(&m);
    }
    return 0;
}
