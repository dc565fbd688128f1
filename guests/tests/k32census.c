/*
 * k32census.c - test guest for the KERNEL32 families of the issue 23 census
 * (test/test_k32census.py). One mode per run, "/mode NAME"; each step prints one line.
 *
 *   /mode modules  DisableThreadLibraryCalls, GetModuleHandleEx (by name, by address,
 *                  bad flags), EnumResourceTypes/Names/Languages over k32census.rc's
 *                  resources (and a callback that stops early).
 *
 * Test hooks: the expected lines in test_k32census.py are this exe's output under Wine 8
 * (xvfb-run -a wine k32census.exe /mode NAME).
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static void show_res(const char *what, LPCSTR p)
{
    if (IS_INTRESOURCE(p))
        printf("%s #%u\n", what, (unsigned)(ULONG_PTR)p);
    else
        printf("%s %s\n", what, p);
}

static BOOL CALLBACK type_cb(HMODULE m, LPSTR type, LONG_PTR param)
{
    show_res("type", type);
    return TRUE;
}

static BOOL CALLBACK name_cb(HMODULE m, LPCSTR type, LPSTR name, LONG_PTR param)
{
    show_res("name", name);
    return --*(int *)param > 0;
}

static BOOL CALLBACK name_cbw(HMODULE m, LPCWSTR type, LPWSTR name, LONG_PTR param)
{
    if (IS_INTRESOURCE(name))
        printf("wname #%u\n", (unsigned)(ULONG_PTR)name);
    else
        printf("wname %ls\n", name);
    return TRUE;
}

static BOOL CALLBACK lang_cb(HMODULE m, LPCSTR type, LPCSTR name, WORD lang, LONG_PTR param)
{
    printf("lang %04x\n", lang);
    return TRUE;
}

static void modules_mode(void)
{
    HMODULE h = (HMODULE)1, self = GetModuleHandleA(NULL);
    HMODULE k32 = GetModuleHandleA("kernel32.dll");
    int n;
    BOOL ok;

    SetLastError(0);
    ok = DisableThreadLibraryCalls(self);
    printf("DisableThreadLibraryCalls(self)=%d error=%lu\n", ok, GetLastError());
    SetLastError(0);
    ok = DisableThreadLibraryCalls((HMODULE)0x12340000);
    printf("DisableThreadLibraryCalls(bad)=%d error=%lu\n", ok, GetLastError());
    ok = GetModuleHandleExA(0, NULL, &h);
    printf("GetModuleHandleExA(NULL)=%d self=%d\n", ok, h == self);
    ok = GetModuleHandleExA(GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT, "KERNEL32", &h);
    printf("GetModuleHandleExA(KERNEL32)=%d same=%d\n", ok, h == k32);
    ok = GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS |
                            GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT,
                            (LPCWSTR)modules_mode, &h);
    printf("GetModuleHandleExW(from address)=%d self=%d\n", ok, h == self);
    SetLastError(0);
    h = (HMODULE)1;
    ok = GetModuleHandleExA(GET_MODULE_HANDLE_EX_FLAG_PIN |
                            GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT, NULL, &h);
    printf("GetModuleHandleExA(bad flags)=%d error=%lu h=%p\n", ok, GetLastError(), h);
    SetLastError(0);
    ok = GetModuleHandleExA(0, "nosuch_census.dll", &h);
    printf("GetModuleHandleExA(nosuch)=%d error=%lu h=%p\n", ok, GetLastError(), h);

    printf("EnumResourceTypesA=%d\n", EnumResourceTypesA(NULL, type_cb, 0));
    n = 100;
    printf("EnumResourceNamesA(RCDATA)=%d\n", EnumResourceNamesA(NULL, RT_RCDATA, name_cb, (LONG_PTR)&n));
    n = 2;
    SetLastError(0);
    ok = EnumResourceNamesA(self, RT_RCDATA, name_cb, (LONG_PTR)&n);
    printf("EnumResourceNamesA(stop after 2)=%d error=%lu\n", ok, GetLastError());
    printf("EnumResourceNamesW(MYTYPE)=%d\n", EnumResourceNamesW(NULL, L"mytype", name_cbw, 0));
    SetLastError(0);
    ok = EnumResourceNamesA(NULL, RT_BITMAP, name_cb, (LONG_PTR)&n);
    printf("EnumResourceNamesA(BITMAP)=%d error=%lu\n", ok, GetLastError());
    printf("EnumResourceLanguagesA(#3)=%d\n",
           EnumResourceLanguagesA(NULL, RT_RCDATA, MAKEINTRESOURCEA(3), lang_cb, 0));
    SetLastError(0);
    ok = EnumResourceLanguagesA(NULL, RT_RCDATA, "NOPE", lang_cb, 0);
    printf("EnumResourceLanguagesA(NOPE)=%d error=%lu\n", ok, GetLastError());
}

int WINAPI WinMain(HINSTANCE inst, HINSTANCE prev, LPSTR cmd, int show)
{
    const char *mode = strstr(cmd, "/mode ");
    mode = mode ? mode + 6 : "";
    if (!strcmp(mode, "modules"))
        modules_mode();
    else
        printf("unknown mode '%s'\n", mode);
    fflush(stdout);
    return 0;
}
