/*
 * msgbox_timeout.c - test guest for USER32's MessageBoxTimeout
 * (test/win32/user/test_msgbox_timeout.py): a box that nobody answers closes itself after
 * its time with MB_TIMEDOUT (32000); one answered in time returns the button; INFINITE
 * waits like MessageBox. Each result is one line.
 *
 * Not compared with Wine: Wine 8's MessageBoxTimeout ignores the timeout and waits for a
 * button. The answers follow Windows (MessageBoxTimeout is exported by USER32 since
 * Windows XP; MB_TIMEDOUT is 32000).
 */
#include <windows.h>
#include <stdio.h>

int WINAPI MessageBoxTimeoutA(HWND, LPCSTR, LPCSTR, UINT, WORD, DWORD);
int WINAPI MessageBoxTimeoutW(HWND, LPCWSTR, LPCWSTR, UINT, WORD, DWORD);

int main(void)
{
    DWORD t0, t1;
    int r;
    setvbuf(stdout, NULL, _IONBF, 0);
    t0 = GetTickCount();
    r = MessageBoxTimeoutA(NULL, "Nobody answers this one", "Timeout", MB_OK, 0, 500);
    t1 = GetTickCount();
    printf("unanswered=%d after>=500ms=%d\n", r, t1 - t0 >= 500);
    r = MessageBoxTimeoutW(NULL, L"Answer me", L"Question", MB_YESNO | MB_ICONQUESTION, 0, 600000);
    printf("answered=%d\n", r);
    r = MessageBoxTimeoutA(NULL, "Waits", "Forever", MB_OKCANCEL, 0, INFINITE);
    printf("infinite=%d\n", r);
    return 0;
}
