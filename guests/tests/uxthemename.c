/* Which visual style is current, on a desktop with none active (the classic look):
   GetCurrentThemeName, IsThemeActive, IsAppThemed, OpenThemeData. Win32++'s frames ask
   GetCurrentThemeName to choose their colours (issue 23, "Programs in the wild":
   Win32++'s Scribble and Notepad samples). Prints a line per call. */
#include <windows.h>
#include <uxtheme.h>
#include <stdio.h>

int main(void)
{
    WCHAR name[MAX_PATH], color[64], size[64];
    HRESULT hr;
    HTHEME theme;

    printf("IsThemeActive: %d\n", IsThemeActive());
    printf("IsAppThemed: %d\n", IsAppThemed());
    name[0] = color[0] = size[0] = L'X';
    name[1] = color[1] = size[1] = 0;
    hr = GetCurrentThemeName(name, MAX_PATH, color, 64, size, 64);
    printf("GetCurrentThemeName: hr=%08lx name=%ls color=%ls size=%ls\n", hr, name, color, size);
    hr = GetCurrentThemeName(NULL, 0, name, 30, NULL, 0);
    printf("GetCurrentThemeName(color only): hr=%08lx color=%ls\n", hr, name);
    SetLastError(0xdeadbeef);
    theme = OpenThemeData(NULL, L"BUTTON");
    printf("OpenThemeData: %s, last error %08lx\n", theme ? "a theme" : "NULL", GetLastError());
    printf("done\n");
    return 0;
}
