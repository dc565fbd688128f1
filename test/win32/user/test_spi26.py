"""SystemParametersInfo's settings (issue 23 item 6, stop 26 of Wine's user32 sysparams.c,
docs/compat.md): each GET/SET pair keeps its value for the session, SPIF_UPDATEINIFILE
writes it to HKCU as Windows does (REG_SZ numbers, "Yes"/"No", REG_DWORD for the
pvParam-valued actions), SPIF_UPDATEINIFILE | SPIF_SENDCHANGE sends WM_SETTINGCHANGE (its
wParam the action) and the metrics follow (GetSystemMetrics, GetDoubleClickTime,
SetDoubleClickTime, SwapMouseButton).

test/exe/spi26.exe (guests/tests/spi26.c) prints a line per check; EXPECTED is what the
same binary prints under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine spi26.exe``; the
x86-64 build prints the same under 64-bit Wine). The test runs at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'GETBEEP NULL: 0 err=3735928559',
    'BEEP set 0: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x2',
    '  reg Beep: type 1 "No"',
    '  get: 1 0',
    'KEYBOARDSPEED set 20: 1',
    '  WM_SETTINGCHANGE x1 wparam=0xb',
    '  reg KeyboardSpeed: type 1 "20"',
    '  get: 1 20',
    'SCREENSAVEACTIVE set 1: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x11',
    '  reg ScreenSaveActive: type 1 "1"',
    '  get: 1 1',
    'KEYBOARDDELAY set 3: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x17',
    '  reg KeyboardDelay: type 1 "3"',
    '  get: 1 3',
    'DRAGFULLWINDOWS set 1: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x25',
    '  reg DragFullWindows: type 1 "1"',
    '  get: 1 1',
    'FONTSMOOTHING set 1: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x4b',
    '  reg FontSmoothing: type 1 "2"',
    '  get: 1 1',
    'MOUSEHOVERTIME set 250: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x67',
    '  reg MouseHoverTime: type 1 "250"',
    '  get: 1 250',
    'WHEELSCROLLLINES set 5: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x69',
    '  reg WheelScrollLines: type 1 "5"',
    '  get: 1 5',
    'MENUSHOWDELAY set 100: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x6b',
    '  reg MenuShowDelay: type 1 "100"',
    '  get: 1 100',
    '  WM_SETTINGCHANGE x1 wparam=0x39',
    '  reg On: type 1 "1"',
    'SM_SHOWSOUNDS=1',
    'SM_SHOWSOUNDS=0',
    'SM_MENUDROPALIGNMENT=1',
    'SM_MENUDROPALIGNMENT=0',
    'SETCARETWIDTH 2: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x2007',
    '  reg CaretWidth: dword 2',
    '  get: 2',
    'SETBEEP SENDCHANGE only:',
    '  WM_SETTINGCHANGE x0 wparam=0',
    'SETBEEP UPDATEINIFILE only:',
    '  WM_SETTINGCHANGE x0 wparam=0',
    'SETMOUSE: 1',
    '  WM_SETTINGCHANGE x1 wparam=0x4',
    '  reg MouseThreshold1: type 1 "5"',
    '  reg MouseThreshold2: type 1 "9"',
    '  reg MouseSpeed: type 1 "0"',
    '  get: 5 9 0',
    '  WM_SETTINGCHANGE x1 wparam=0x1d',
    '  reg DoubleClickWidth: type 1 "9"',
    'SM_CXDOUBLECLK=9',
    '  WM_SETTINGCHANGE x1 wparam=0x20',
    '  reg DoubleClickSpeed: type 1 "0"',
    'GetDoubleClickTime=500',
    'GetDoubleClickTime=800',
    'SetDoubleClickTime(300)=1',
    'GetDoubleClickTime=300',
    '  reg DoubleClickSpeed: type 1 "800"',
    'SwapMouseButton(TRUE)=0 SM_SWAPBUTTON=0',
    'SwapMouseButton(FALSE)=1 SM_SWAPBUTTON=1',
    'SETMOUSEBUTTONSWAP 1: SM_SWAPBUTTON=1',
    '  WM_SETTINGCHANGE x1 wparam=0xd',
    '  reg IconSpacing: type 1 "32"',
    'ICONHORIZONTALSPACING=32 SM_CXICONSPACING=32',
    'restored SM_CXICONSPACING=1',
    'done',
]


def test_spi26(boot, tmp_path, width):
    d = boot(guest_exe("spi26", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
