/* Dialog template items named by ordinal: an About box's "ICON 1, id, x, y, cx, cy"
 * (taworn/hello, docs/runtimes.md "Programs in the wild (session 32): GUI programs").
 * The dialog manager hands such a control MAKEINTRESOURCE(1) as its window name: the
 * static loads icon 1 and takes its size, and has no text. Prints, for a DIALOG and a
 * DIALOGEX template, each static's icon, size and text length. */
#include <windows.h>
#include <stdio.h>

static void show(HWND dlg, int id)
{
    HWND ctl = GetDlgItem(dlg, id);
    RECT r;
    GetClientRect(ctl, &r);
    printf("  item %d: icon=%d size=%ldx%ld textlen=%d\n", id,
           SendMessageA(ctl, STM_GETICON, 0, 0) != 0, r.right, r.bottom,
           GetWindowTextLengthA(ctl));
}

static INT_PTR CALLBACK proc(HWND dlg, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_INITDIALOG) {
        show(dlg, 10);
        show(dlg, 11);
        show(dlg, 12);
        EndDialog(dlg, 7);
        return TRUE;
    }
    return FALSE;
}

int main(void)
{
    INT_PTR r;
    printf("DIALOG template:\n");
    r = DialogBoxParamA(GetModuleHandleA(NULL), MAKEINTRESOURCEA(100), NULL, proc, 0);
    printf("  DialogBoxParamA=%d\n", (int)r);
    printf("DIALOGEX template:\n");
    r = DialogBoxParamW(GetModuleHandleW(NULL), MAKEINTRESOURCEW(101), NULL, proc, 0);
    printf("  DialogBoxParamW=%d\n", (int)r);
    return 0;
}
