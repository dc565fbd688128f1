/* user32 conformance fixes of session 34 (issue 23, Wine 8's user32 tests; docs/compat.md
 * "Session 34"): GetClassLongPtr(GCLP_MENUNAME) answers the class's menu name in the
 * caller's character set whichever function registered the class (class.c
 * test_class_name, which read a NULL there and stopped), and SetClassLongPtr sets it;
 * UnregisterClass refuses a class while a window of it exists (ERROR_CLASS_HAS_WINDOWS)
 * and names a class that is not there (ERROR_CLASS_DOES_NOT_EXIST).
 */
#include <windows.h>
#include <stdio.h>

int main(void)
{
    WNDCLASSEXW wcex;
    HINSTANCE inst = GetModuleHandleW(0);
    const char *nameA;
    const WCHAR *nameW;
    ULONG_PTR res;
    HWND hwnd;

    memset(&wcex, 0, sizeof wcex);
    wcex.cbSize = sizeof wcex;
    wcex.lpfnWndProc = DefWindowProcW;
    wcex.hInstance = inst;
    wcex.lpszClassName = L"u32conf34";
    wcex.lpszMenuName = L"menu name";
    RegisterClassExW(&wcex);
    hwnd = CreateWindowExW(0, L"u32conf34", NULL, WS_OVERLAPPEDWINDOW, 0, 0, 0, 0, NULL,
                           NULL, inst, 0);
    nameA = (const char *)GetClassLongPtrA(hwnd, GCLP_MENUNAME);
    nameW = (const WCHAR *)GetClassLongPtrW(hwnd, GCLP_MENUNAME);
    printf("registered W: A '%s' W same %d\n", nameA ? nameA : "(null)",
           nameW && !lstrcmpW(nameW, L"menu name"));
    res = SetClassLongPtrA(hwnd, GCLP_MENUNAME, (LONG_PTR)"nameA");
    nameA = (const char *)GetClassLongPtrA(hwnd, GCLP_MENUNAME);
    nameW = (const WCHAR *)GetClassLongPtrW(hwnd, GCLP_MENUNAME);
    printf("SetA: answered nonzero %d, A '%s' W same %d\n", res != 0,
           nameA ? nameA : "(null)", nameW && !lstrcmpW(nameW, L"nameA"));
    res = SetClassLongPtrW(hwnd, GCLP_MENUNAME, (LONG_PTR)L"nameW");
    nameA = (const char *)GetClassLongPtrA(hwnd, GCLP_MENUNAME);
    nameW = (const WCHAR *)GetClassLongPtrW(hwnd, GCLP_MENUNAME);
    printf("SetW: answered nonzero %d, A '%s' W same %d\n", res != 0,
           nameA ? nameA : "(null)", nameW && !lstrcmpW(nameW, L"nameW"));
    res = SetClassLongPtrA(hwnd, GCLP_MENUNAME, 7);
    printf("ordinal: %d\n", (int)GetClassLongPtrA(hwnd, GCLP_MENUNAME));

    /* UnregisterClass refuses a class that has windows, and names a missing one */
    SetLastError(0xdeadbeef);
    res = UnregisterClassW(L"u32conf34", inst);
    printf("unregister with a window: %d err %lu\n", (int)res, GetLastError());
    DestroyWindow(hwnd);
    res = UnregisterClassW(L"u32conf34", inst);
    printf("unregister after: %d\n", (int)res);
    SetLastError(0xdeadbeef);
    res = UnregisterClassW(L"u32conf34", inst);
    printf("unregister again: %d err %lu\n", (int)res, GetLastError());
    return 0;
}
