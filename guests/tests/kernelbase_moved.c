/*
 * kernelbase_moved.c - test guest for the functions kernelbase.dll took over from
 * advapi32, shlwapi, user32 and version.dll (test/win32/kernel/test_kernelbase.py): found
 * by GetProcAddress in kernelbase (and still in their first DLL), and working when called
 * through kernelbase. One line per check. (Whether kernel32 has them is not asked:
 * wineagent hands out a stopping thunk for any name of a built-in DLL, docs/dlls.md.)
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine kernelbase_moved.exe).
 */
#include <windows.h>
#include <stdio.h>

typedef LPWSTR (WINAPI *combine_t)(LPWSTR, LPCWSTR, LPCWSTR);
typedef LONG (WINAPI *open_t)(HKEY, LPCWSTR, DWORD, REGSAM, HKEY *);
typedef LONG (WINAPI *close_t)(HKEY);
typedef LPWSTR (WINAPI *upper_t)(LPWSTR);

int main(void)
{
    static const char *names[] = {"PathCombineW", "PathIsUNCW", "PathIsRelativeA",
        "StrStrIW", "UrlEscapeW", "HashData", "RegOpenKeyExW", "RegQueryValueExW",
        "RegCloseKey", "RegGetValueW", "AllocateAndInitializeSid", "CharUpperW",
        "LoadStringW", "GetFileVersionInfoSizeW", "CreateFileW", NULL};
    HMODULE kb = LoadLibraryA("kernelbase.dll");
    HMODULE adv = LoadLibraryA("advapi32.dll"), shl = LoadLibraryA("shlwapi.dll");
    WCHAR buf[MAX_PATH], text[] = L"MiXeD";
    HKEY key = 0;
    LONG r;
    int i;

    printf("kernelbase loaded=%d\n", kb != NULL);
    for (i = 0; names[i]; i++)
        printf("%s: kernelbase=%d\n", names[i], GetProcAddress(kb, names[i]) != NULL);
    printf("RegCloseKey in advapi32=%d, PathCombineW in shlwapi=%d\n",
           GetProcAddress(adv, "RegCloseKey") != NULL, GetProcAddress(shl, "PathCombineW") != NULL);
    ((combine_t)GetProcAddress(kb, "PathCombineW"))(buf, L"C:\\dir\\sub", L"..\\file.txt");
    printf("PathCombineW=%ls\n", buf);
    RegCreateKeyExW(HKEY_CURRENT_USER, L"Software\\wineagent-kb", 0, NULL, 0, KEY_ALL_ACCESS,
                    NULL, &key, NULL);
    RegCloseKey(key);
    r = ((open_t)GetProcAddress(kb, "RegOpenKeyExW"))(HKEY_CURRENT_USER,
                                                        L"Software\\wineagent-kb", 0, KEY_READ, &key);
    printf("RegOpenKeyExW=%ld", r);
    printf(" RegCloseKey=%ld\n", ((close_t)GetProcAddress(kb, "RegCloseKey"))(key));
    RegDeleteKeyW(HKEY_CURRENT_USER, L"Software\\wineagent-kb");
    ((upper_t)GetProcAddress(kb, "CharUpperW"))(text);
    printf("CharUpperW=%ls\n", text);
    printf("done\n");
    return 0;
}
