/* GetTempPath2 (issue 23, "Programs in the wild (stop 27)": Hugo's Go runtime asks it
 * for os.TempDir): in a process not running as SYSTEM it answers what GetTempPath
 * answers, as documented, the buffer rules included. Found with GetProcAddress (Windows
 * 11 and Server 2022 export it; Wine 8 does not). One line per check. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef DWORD (WINAPI *tp2w_fn)(DWORD, LPWSTR);
typedef DWORD (WINAPI *tp2a_fn)(DWORD, LPSTR);

int main(void)
{
    HMODULE k32 = GetModuleHandleA("kernel32.dll");
    tp2w_fn w = (tp2w_fn)GetProcAddress(k32, "GetTempPath2W");
    tp2a_fn a = (tp2a_fn)GetProcAddress(k32, "GetTempPath2A");
    WCHAR w1[MAX_PATH + 1], w2[MAX_PATH + 1];
    char a1[MAX_PATH + 1], a2[MAX_PATH + 1];
    DWORD r1, r2;

    printf("GetTempPath2W found=%d GetTempPath2A found=%d\n", w != NULL, a != NULL);
    if (!w || !a)
        return 0;
    r1 = GetTempPathW(MAX_PATH + 1, w1);
    r2 = w(MAX_PATH + 1, w2);
    printf("W: same length=%d same text=%d ends with backslash=%d\n", r1 == r2,
           !wcscmp(w1, w2), r2 && w2[r2 - 1] == L'\\');
    r1 = GetTempPathA(MAX_PATH + 1, a1);
    r2 = a(MAX_PATH + 1, a2);
    printf("A: same length=%d same text=%d\n", r1 == r2, !strcmp(a1, a2));
    r1 = GetTempPathW(2, w1);
    r2 = w(2, w2);
    printf("short buffer: same answer=%d, the size needed (over 2)=%d\n", r1 == r2, r2 > 2);
    r2 = w(0, NULL);
    printf("no buffer: answer is the length+1=%d\n", r2 == GetTempPathW(0, NULL));
    return 0;
}
