/* What Qt 6's GUI plugins ask past the monitor and the theme colours: Direct3D 9 for the
 * GPU probe (the adapter here has no 3D: Direct3DCreate9 answers NULL) and a theme's
 * properties with no visual style active (E_HANDLE; GetThemeSysFont(NULL) the system's
 * fonts). Functions looked up by name, so a missing one prints as absent. */
#include <windows.h>
#include <stdio.h>

typedef void *(WINAPI *Create9_t)(UINT);
typedef HRESULT (WINAPI *Create9Ex_t)(UINT, void **);
typedef HANDLE (WINAPI *Open_t)(HWND, LPCWSTR);
typedef HRESULT (WINAPI *Color_t)(HANDLE, int, int, int, COLORREF *);
typedef HRESULT (WINAPI *Int_t)(HANDLE, int, int, int, int *);
typedef HRESULT (WINAPI *Font_t)(HANDLE, int, LOGFONTW *);
typedef BOOL (WINAPI *Transparent_t)(HANDLE, int, int);
typedef BOOL (WINAPI *Active_t)(void);

int main(void)
{
    HMODULE d3d = LoadLibraryA("d3d9.dll"), ux = LoadLibraryA("uxtheme.dll");
    Create9_t create9 = (Create9_t)(void *)GetProcAddress(d3d, "Direct3DCreate9");
    Create9Ex_t create9ex = (Create9Ex_t)(void *)GetProcAddress(d3d, "Direct3DCreate9Ex");
    Open_t open = (Open_t)(void *)GetProcAddress(ux, "OpenThemeData");
    Color_t color = (Color_t)(void *)GetProcAddress(ux, "GetThemeColor");
    Int_t getint = (Int_t)(void *)GetProcAddress(ux, "GetThemeInt");
    Font_t sysfont = (Font_t)(void *)GetProcAddress(ux, "GetThemeSysFont");
    Transparent_t transparent = (Transparent_t)(void *)GetProcAddress(ux,
                                    "IsThemeBackgroundPartiallyTransparent");
    Active_t active = (Active_t)(void *)GetProcAddress(ux, "IsThemeActive");
    HANDLE theme;
    COLORREF c = 0x12345678;
    LOGFONTW lf;
    NONCLIENTMETRICSW ncm;
    void *ex = (void *)1;
    HRESULT hr;
    int v = 7;

    printf("d3d9 loaded %d functions %d %d\n", d3d != NULL, create9 != NULL, create9ex != NULL);
    if (create9) {
        void *d = create9(32);    /* D3D_SDK_VERSION */
        printf("Direct3DCreate9: %s\n", d ? "an object" : "NULL");
    }
    if (create9ex) {
        hr = create9ex(32, &ex);
        printf("Direct3DCreate9Ex: %08lx %s\n", (unsigned long)hr, ex ? "an object" : "NULL");
    }
    printf("theme active: %d\n", active());
    theme = open(NULL, L"BUTTON");
    printf("OpenThemeData: %s\n", theme ? "a theme" : "NULL");
    hr = color(theme, 1, 1, 3803, &c);      /* TMT_TEXTCOLOR */
    printf("GetThemeColor: %08lx %08lx\n", (unsigned long)hr, (unsigned long)c);
    hr = getint(theme, 1, 1, 2401, &v);
    printf("GetThemeInt: %08lx %d\n", (unsigned long)hr, v);
    printf("IsThemeBackgroundPartiallyTransparent: %d\n", transparent(theme, 1, 1));
    ncm.cbSize = sizeof ncm;
    SystemParametersInfoW(SPI_GETNONCLIENTMETRICS, sizeof ncm, &ncm, 0);
    memset(&lf, 0, sizeof lf);
    hr = sysfont(NULL, 803, &lf);           /* TMT_MENUFONT */
    printf("GetThemeSysFont(menu): %08lx same %d\n", (unsigned long)hr,
           lf.lfHeight == ncm.lfMenuFont.lfHeight && lf.lfWeight == ncm.lfMenuFont.lfWeight
           && !lstrcmpW(lf.lfFaceName, ncm.lfMenuFont.lfFaceName));
    hr = sysfont(NULL, 801, &lf);           /* TMT_CAPTIONFONT */
    printf("GetThemeSysFont(caption): %08lx weight %ld same %d\n", (unsigned long)hr,
           lf.lfWeight, lf.lfWeight == ncm.lfCaptionFont.lfWeight
           && !lstrcmpW(lf.lfFaceName, ncm.lfCaptionFont.lfFaceName));
    hr = sysfont(NULL, 42, &lf);
    printf("GetThemeSysFont(42): %08lx\n", (unsigned long)hr);
    return 0;
}
