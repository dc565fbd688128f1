/* SystemParametersInfo's settings (issue 23 item 6, "stop 26"): GET/SET pairs kept for
 * the session, SPIF_UPDATEINIFILE writing HKCU, SPIF_SENDCHANGE sending WM_SETTINGCHANGE,
 * and the metrics that follow them (GetSystemMetrics, GetDoubleClickTime,
 * SetDoubleClickTime, SwapMouseButton). Prints a line per check; every setting changed
 * is put back at the end. */
#include <windows.h>
#include <stdio.h>

static int changes;
static WPARAM last_action;

static LRESULT CALLBACK proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_SETTINGCHANGE) { changes++; last_action = w; }
    return DefWindowProcA(h, m, w, l);
}

static void reg(const char *key, const char *name)
{
    HKEY k;
    char buf[64];
    DWORD type = 0, size = sizeof(buf);
    if (RegOpenKeyExA(HKEY_CURRENT_USER, key, 0, KEY_READ, &k)) { printf("  reg %s: no key\n", name); return; }
    if (RegQueryValueExA(k, name, NULL, &type, (BYTE *)buf, &size)) printf("  reg %s: none\n", name);
    else if (type == REG_DWORD) printf("  reg %s: dword %lu\n", name, *(DWORD *)buf);
    else printf("  reg %s: type %lu \"%s\"\n", name, type, buf);
    RegCloseKey(k);
}

static void msgs(void)
{
    printf("  WM_SETTINGCHANGE x%d wparam=%#x\n", changes, (unsigned)last_action);
    changes = 0; last_action = 0;
}

#define BOTHF (SPIF_UPDATEINIFILE | SPIF_SENDCHANGE)

/* set through uiParam, read back with the GET action */
static void pair(const char *what, UINT get, UINT set, UINT value, const char *key, const char *name)
{
    UINT v = 0xdead, old = 0;
    BOOL ok;
    SystemParametersInfoA(get, 0, &old, 0);
    ok = SystemParametersInfoA(set, value, NULL, BOTHF);
    printf("%s set %u: %d\n", what, value, ok);
    msgs();
    reg(key, name);
    ok = SystemParametersInfoW(get, 0, &v, 0);
    printf("  get: %d %u\n", ok, v);
    SystemParametersInfoA(set, old, NULL, SPIF_UPDATEINIFILE);
}

int main(void)
{
    WNDCLASSA wc = {0};
    UINT v, old;
    INT mouse[3], oldmouse[3], newmouse[3] = {5, 9, 0};
    BOOL ok;

    wc.lpfnWndProc = proc;
    wc.hInstance = GetModuleHandleA(NULL);
    wc.lpszClassName = "spi26";
    RegisterClassA(&wc);
    CreateWindowA("spi26", "spi26", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, 0, 0, wc.hInstance, 0);

    SetLastError(0xdeadbeef);
    ok = SystemParametersInfoA(SPI_GETBEEP, 0, NULL, 0);
    printf("GETBEEP NULL: %d err=%lu\n", ok, GetLastError());

    pair("BEEP", SPI_GETBEEP, SPI_SETBEEP, 0, "Control Panel\\Sound", "Beep");
    pair("KEYBOARDSPEED", SPI_GETKEYBOARDSPEED, SPI_SETKEYBOARDSPEED, 20, "Control Panel\\Keyboard", "KeyboardSpeed");
    pair("SCREENSAVEACTIVE", SPI_GETSCREENSAVEACTIVE, SPI_SETSCREENSAVEACTIVE, 1, "Control Panel\\Desktop", "ScreenSaveActive");
    pair("KEYBOARDDELAY", SPI_GETKEYBOARDDELAY, SPI_SETKEYBOARDDELAY, 3, "Control Panel\\Keyboard", "KeyboardDelay");
    pair("DRAGFULLWINDOWS", SPI_GETDRAGFULLWINDOWS, SPI_SETDRAGFULLWINDOWS, 1, "Control Panel\\Desktop", "DragFullWindows");
    pair("FONTSMOOTHING", SPI_GETFONTSMOOTHING, SPI_SETFONTSMOOTHING, 1, "Control Panel\\Desktop", "FontSmoothing");
    pair("MOUSEHOVERTIME", SPI_GETMOUSEHOVERTIME, SPI_SETMOUSEHOVERTIME, 250, "Control Panel\\Mouse", "MouseHoverTime");
    pair("WHEELSCROLLLINES", SPI_GETWHEELSCROLLLINES, SPI_SETWHEELSCROLLLINES, 5, "Control Panel\\Desktop", "WheelScrollLines");
    pair("MENUSHOWDELAY", SPI_GETMENUSHOWDELAY, SPI_SETMENUSHOWDELAY, 100, "Control Panel\\Desktop", "MenuShowDelay");

    /* SHOWSOUNDS and MENUDROPALIGNMENT: the metrics follow */
    SystemParametersInfoA(SPI_SETSHOWSOUNDS, 1, NULL, BOTHF);
    msgs();
    reg("Control Panel\\Accessibility\\ShowSounds", "On");
    printf("SM_SHOWSOUNDS=%d\n", GetSystemMetrics(SM_SHOWSOUNDS));
    SystemParametersInfoA(SPI_SETSHOWSOUNDS, 0, NULL, SPIF_UPDATEINIFILE);
    printf("SM_SHOWSOUNDS=%d\n", GetSystemMetrics(SM_SHOWSOUNDS));
    SystemParametersInfoA(SPI_SETMENUDROPALIGNMENT, 1, NULL, 0);
    printf("SM_MENUDROPALIGNMENT=%d\n", GetSystemMetrics(SM_MENUDROPALIGNMENT));
    SystemParametersInfoA(SPI_SETMENUDROPALIGNMENT, 0, NULL, 0);
    printf("SM_MENUDROPALIGNMENT=%d\n", GetSystemMetrics(SM_MENUDROPALIGNMENT));

    /* pvParam-valued settings (REG_DWORD) */
    SystemParametersInfoA(SPI_GETCARETWIDTH, 0, &old, 0);
    ok = SystemParametersInfoA(SPI_SETCARETWIDTH, 0, (void *)2, BOTHF);
    printf("SETCARETWIDTH 2: %d\n", ok);
    msgs();
    reg("Control Panel\\Desktop", "CaretWidth");
    SystemParametersInfoA(SPI_GETCARETWIDTH, 0, &v, 0);
    printf("  get: %u\n", v);
    SystemParametersInfoA(SPI_SETCARETWIDTH, 0, (void *)(UINT_PTR)old, SPIF_UPDATEINIFILE);

    /* SENDCHANGE without UPDATEINIFILE: no message; nothing at all: no message */
    SystemParametersInfoA(SPI_SETBEEP, 1, NULL, SPIF_SENDCHANGE);
    printf("SETBEEP SENDCHANGE only:\n");
    msgs();
    SystemParametersInfoA(SPI_SETBEEP, 1, NULL, SPIF_UPDATEINIFILE);
    printf("SETBEEP UPDATEINIFILE only:\n");
    msgs();

    /* SPI_SETMOUSE: three numbers through pvParam */
    SystemParametersInfoA(SPI_GETMOUSE, 0, oldmouse, 0);
    ok = SystemParametersInfoW(SPI_SETMOUSE, 0, newmouse, BOTHF);
    printf("SETMOUSE: %d\n", ok);
    msgs();
    reg("Control Panel\\Mouse", "MouseThreshold1");
    reg("Control Panel\\Mouse", "MouseThreshold2");
    reg("Control Panel\\Mouse", "MouseSpeed");
    SystemParametersInfoA(SPI_GETMOUSE, 0, mouse, 0);
    printf("  get: %d %d %d\n", mouse[0], mouse[1], mouse[2]);
    SystemParametersInfoA(SPI_SETMOUSE, 0, oldmouse, SPIF_UPDATEINIFILE);

    /* double-click rectangle and time */
    old = GetSystemMetrics(SM_CXDOUBLECLK);
    SystemParametersInfoA(SPI_SETDOUBLECLKWIDTH, 9, NULL, BOTHF);
    msgs();
    reg("Control Panel\\Mouse", "DoubleClickWidth");
    printf("SM_CXDOUBLECLK=%d\n", GetSystemMetrics(SM_CXDOUBLECLK));
    SystemParametersInfoA(SPI_SETDOUBLECLKWIDTH, old, NULL, SPIF_UPDATEINIFILE);
    old = GetDoubleClickTime();
    SystemParametersInfoA(SPI_SETDOUBLECLICKTIME, 0, NULL, BOTHF);
    msgs();
    reg("Control Panel\\Mouse", "DoubleClickSpeed");
    printf("GetDoubleClickTime=%u\n", GetDoubleClickTime());
    SystemParametersInfoA(SPI_SETDOUBLECLICKTIME, 800, NULL, SPIF_UPDATEINIFILE);
    printf("GetDoubleClickTime=%u\n", GetDoubleClickTime());
    printf("SetDoubleClickTime(300)=%d\n", SetDoubleClickTime(300));
    printf("GetDoubleClickTime=%u\n", GetDoubleClickTime());
    reg("Control Panel\\Mouse", "DoubleClickSpeed");
    SystemParametersInfoA(SPI_SETDOUBLECLICKTIME, old, NULL, SPIF_UPDATEINIFILE);

    /* button swap */
    printf("SwapMouseButton(TRUE)=%d SM_SWAPBUTTON=%d\n", SwapMouseButton(TRUE) != 0,
           GetSystemMetrics(SM_SWAPBUTTON));
    printf("SwapMouseButton(FALSE)=%d SM_SWAPBUTTON=%d\n", SwapMouseButton(FALSE) != 0,
           GetSystemMetrics(SM_SWAPBUTTON));
    SystemParametersInfoA(SPI_SETMOUSEBUTTONSWAP, 1, NULL, 0);
    printf("SETMOUSEBUTTONSWAP 1: SM_SWAPBUTTON=%d\n", GetSystemMetrics(SM_SWAPBUTTON));
    SystemParametersInfoA(SPI_SETMOUSEBUTTONSWAP, 0, NULL, 0);

    /* icon spacing: a buffer reads it, none sets it (at least 32) */
    SystemParametersInfoA(SPI_ICONHORIZONTALSPACING, 0, &old, 0);
    SystemParametersInfoA(SPI_ICONHORIZONTALSPACING, 10, NULL, BOTHF);
    msgs();
    reg("Control Panel\\Desktop\\WindowMetrics", "IconSpacing");
    SystemParametersInfoA(SPI_ICONHORIZONTALSPACING, 0, &v, 0);
    printf("ICONHORIZONTALSPACING=%u SM_CXICONSPACING=%d\n", v, GetSystemMetrics(SM_CXICONSPACING));
    SystemParametersInfoA(SPI_ICONHORIZONTALSPACING, old, NULL, SPIF_UPDATEINIFILE);
    printf("restored SM_CXICONSPACING=%d\n", GetSystemMetrics(SM_CXICONSPACING) == (int)old);
    printf("done\n");
    return 0;
}
