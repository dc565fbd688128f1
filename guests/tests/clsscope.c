/* Window classes by scope (docs/user.md "Window classes: local, global, system"):
 * application-local classes belong to a module instance (the same name registered by two
 * modules is two classes), application-global ones (CS_GLOBALCLASS) are found from any
 * module, system classes (BUTTON, EDIT, ...) come last; class names are atoms of the
 * user atom table. Each line is one behaviour; test/win32/user/test_clsscope.py holds
 * what Wine 8 prints.
 */
#include <windows.h>
#include <stdio.h>

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static int reg(const char *name, HINSTANCE inst, UINT style, const char *menu)
{
    WNDCLASSA wc;
    memset(&wc, 0, sizeof wc);
    wc.style = style;
    wc.lpfnWndProc = proc;
    wc.hInstance = inst;
    wc.lpszClassName = name;
    wc.lpszMenuName = menu;
    SetLastError(0xdeadbeef);
    return RegisterClassA(&wc);
}

/* the menu name GetClassInfo answers for ``name`` looked up by ``inst`` */
static const char *info_menu(HINSTANCE inst, const char *name)
{
    static WNDCLASSA wc;
    SetLastError(0xdeadbeef);
    if (!GetClassInfoA(inst, name, &wc))
        return "(none)";
    return wc.lpszMenuName ? wc.lpszMenuName : "(null)";
}

/* the module of the class CreateWindowEx takes for ``name`` and ``inst`` */
static const char *made_with(const char *name, HINSTANCE inst, HINSTANCE exe, HINSTANCE k32)
{
    HWND hwnd = CreateWindowExA(0, name, "x", 0, 0, 0, 0, 0, 0, 0, inst, 0);
    ULONG_PTR m;
    if (!hwnd)
        return "(none)";
    m = GetClassLongPtrA(hwnd, GCLP_HMODULE);
    DestroyWindow(hwnd);
    if (m == (ULONG_PTR)exe) return "exe";
    if (m == (ULONG_PTR)k32) return "kernel32";
    if (m == (ULONG_PTR)GetModuleHandleA("user32")) return "user32";
    return "other";
}

int main(void)
{
    HINSTANCE exe = GetModuleHandleA(NULL), k32 = GetModuleHandleA("kernel32");
    HINSTANCE u32 = GetModuleHandleA("user32");
    HINSTANCE exe_low = (HINSTANCE)((ULONG_PTR)exe | 0x1234);
    WNDCLASSEXA wcx;
    WNDCLASSA wc;
    char buf[64];
    HWND hwnd;
    ATOM a1, a2, a3;
    int r;

    /* two modules, one name: two local classes with one atom */
    a1 = reg("clsscope", exe, 0, "exe");
    a2 = reg("clsscope", k32, 0, "k32");
    printf("local twice: %d %d same atom %d\n", a1 != 0, a2 != 0, a1 == a2);
    printf("info exe '%s' k32 '%s' user32 '%s'", info_menu(exe, "clsscope"),
           info_menu(k32, "clsscope"), info_menu(u32, "clsscope"));
    printf(" null '%s'", info_menu(0, "clsscope"));
    printf(" err %lu\n", GetLastError());
    printf("info exe|0x1234 '%s'\n", info_menu(exe_low, "clsscope"));
    printf("info by atom '%s'\n", info_menu(k32, (const char *)(ULONG_PTR)a1));
    r = reg("clsscope", exe, 0, "again");
    printf("again: %d err %lu\n", r != 0, GetLastError());
    r = reg("clsscope", NULL, 0, "null");
    printf("null instance is the exe: %d err %lu\n", r != 0, GetLastError());
    printf("create exe %s k32 %s null %s\n", made_with("clsscope", exe, exe, k32),
           made_with("clsscope", k32, exe, k32), made_with("clsscope", NULL, exe, k32));
    printf("create other module %s", made_with("clsscope", u32, exe, k32));
    printf(" err %lu\n", GetLastError());

    /* GetClipboardFormatName names a class atom while a class of the name exists */
    r = GetClipboardFormatNameA(a1, buf, sizeof buf);
    printf("atom name: %d '%s'\n", r, r ? buf : "");
    printf("message of the name is the atom: %d\n", RegisterWindowMessageA("CLSSCOPE") == a1);

    /* UnregisterClass by instance */
    printf("unregister k32: %d\n", UnregisterClassA("clsscope", k32));
    printf("info k32 after '%s'", info_menu(k32, "clsscope"));
    printf(" err %lu\n", GetLastError());
    printf("unregister exe: %d\n", UnregisterClassA("clsscope", exe));
    SetLastError(0xdeadbeef);
    r = UnregisterClassA("clsscope", exe);
    printf("unregister again: %d err %lu\n", r, GetLastError());

    /* a global class is found from any module and refuses a second global */
    a3 = reg("clsglobal", exe, CS_GLOBALCLASS, "global");
    printf("global: %d info k32 '%s' null '%s'\n", a3 != 0, info_menu(k32, "clsglobal"),
           info_menu(0, "clsglobal"));
    memset(&wc, 0, sizeof wc);
    GetClassInfoA(k32, "clsglobal", &wc);
    printf("global info hInstance is the asker's: %d\n", wc.hInstance == k32);
    r = reg("clsglobal", k32, CS_GLOBALCLASS, "global2");
    printf("global twice: %d err %lu\n", r != 0, GetLastError());
    r = reg("clsglobal", k32, 0, "local");
    printf("local over global: %d info k32 '%s' exe '%s'\n", r != 0,
           info_menu(k32, "clsglobal"), info_menu(exe, "clsglobal"));
    printf("create k32 %s exe %s\n", made_with("clsglobal", k32, exe, k32),
           made_with("clsglobal", exe, exe, k32));
    UnregisterClassA("clsglobal", k32);
    printf("unregister global by any instance: %d\n", UnregisterClassA("clsglobal", (HINSTANCE)0x87654321));

    /* system classes: a local BUTTON hides the system one for its module only */
    r = reg("BUTTON", exe, CS_GLOBALCLASS, "gbutton");
    printf("global BUTTON: %d err %lu\n", r != 0, GetLastError());
    r = reg("Button", exe, 0, "lbutton");
    printf("local BUTTON: %d info exe '%s' k32 '%s'\n", r != 0, info_menu(exe, "BUTTON"),
           info_menu(k32, "BUTTON"));
    printf("create BUTTON exe %s k32 %s\n", made_with("BUTTON", exe, exe, k32),
           made_with("BUTTON", k32, exe, k32));
    UnregisterClassA("Button", exe);
    memset(&wc, 0, sizeof wc);
    r = GetClassInfoA(0, "BUTTON", &wc);
    printf("system BUTTON info: %d hInstance null %d\n", r != 0, wc.hInstance == NULL);
    hwnd = CreateWindowExA(0, "EDIT", "", 0, 0, 0, 0, 0, 0, 0, exe, 0);
    printf("EDIT module is user32 %d atom matches %d\n",
           GetClassLongPtrA(hwnd, GCLP_HMODULE) == (ULONG_PTR)u32,
           GetClassWord(hwnd, GCW_ATOM) == GetClassInfoA(0, "EDIT", &wc));
    DestroyWindow(hwnd);

    /* DefWindowProcA and W are one procedure with two entries: each function answers
     * its own, whichever the class was registered with */
    {
        FARPROC defA = GetProcAddress(u32, "DefWindowProcA");
        FARPROC defW = GetProcAddress(u32, "DefWindowProcW");
        memset(&wc, 0, sizeof wc);
        wc.lpfnWndProc = (WNDPROC)defW;
        wc.hInstance = exe;
        wc.lpszClassName = "clsdefproc";
        RegisterClassA(&wc);
        hwnd = CreateWindowExA(0, "clsdefproc", "", 0, 0, 0, 0, 0, 0, 0, exe, 0);
        printf("DefWindowProc entries: window A %d W %d class A %d W %d\n",
               GetWindowLongPtrA(hwnd, GWLP_WNDPROC) == (LONG_PTR)defA,
               GetWindowLongPtrW(hwnd, GWLP_WNDPROC) == (LONG_PTR)defW,
               GetClassLongPtrA(hwnd, GCLP_WNDPROC) == (ULONG_PTR)defA,
               GetClassLongPtrW(hwnd, GCLP_WNDPROC) == (ULONG_PTR)defW);
        DestroyWindow(hwnd);
        memset(&wc, 0, sizeof wc);
        GetClassInfoA(exe, "clsdefproc", &wc);
        printf("DefWindowProc info A %d\n", wc.lpfnWndProc == (WNDPROC)defA);
        UnregisterClassA("clsdefproc", exe);
    }

    /* what RegisterClass refuses */
    r = reg("clsscope2", u32, 0, NULL);
    printf("user32 instance: %d err %lu\n", r != 0, GetLastError());
    memset(&wcx, 0, sizeof wcx);
    wcx.cbSize = sizeof wcx + 1;
    wcx.lpfnWndProc = proc;
    wcx.lpszClassName = "clsscope3";
    SetLastError(0xdeadbeef);
    r = RegisterClassExA(&wcx);
    printf("bad cbSize: %d err %lu\n", r != 0, GetLastError());
    memset(&wc, 0, sizeof wc);
    wc.lpfnWndProc = proc;
    wc.lpszClassName = "clsscope4";
    wc.cbWndExtra = -1;
    SetLastError(0xdeadbeef);
    r = RegisterClassA(&wc);
    printf("negative extra: %d err %lu\n", r != 0, GetLastError());
    return 0;
}
