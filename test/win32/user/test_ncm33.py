"""SPI_GET/SETNONCLIENTMETRICS as settings (issue 23 item 6, Wine 8's user32 sysparams.c
test_SPI_SETNONCLIENTMETRICS; docs/compat.md "Session 33"): SET keeps the raw values and
writes them to HKCU\\Control Panel\\Desktop\\WindowMetrics (sizes as REG_SZ, fonts as
LOGFONTW REG_BINARY) with SPIF_UPDATEINIFILE, SPIF_SENDCHANGE broadcasts
WM_SETTINGCHANGE; GET answers them cooked (floors of 8, bars as tall as their fonts
need); GetSystemMetrics (captions, caption buttons, menus, scroll bars, frames, the
tracking minimum) and AdjustWindowRect follow, and so do the frames of windows that exist.
Before it, SPI_GETFASTTASKSWITCH (always TRUE) and SPI_SETFASTTASKSWITCH (always FALSE);
after it, SPI_GET/SETICONMETRICS (spacings of at least 32, the wrap, the icon font, all
written to WindowMetrics), SPI_GET/SETICONTITLELOGFONT and SPI_GET/SETWORKAREA (GetMonitorInfo's
rcWork, SM_CX/CYMAXIMIZED, SM_CX/CYFULLSCREEN and maximized windows follow), then
SPI_GET/SETDESKWALLPAPER (the path kept and written to the profile; the desktop painted
with it: ``test_the_wallpaper_is_painted_on_the_desktop``), and last the message-only
windows' root (class "Message", hidden, 100 x 100: GetAncestor(GA_PARENT) of an
HWND_MESSAGE window, the parent of a WS_CHILD one) and RedrawWindow with an update
region (invalidated and validated as InvalidateRgn and ValidateRgn do) or for the desktop
(NULL: screen coordinates, reaching the top-level windows only with RDW_ALLCHILDREN), and
LogicalToPhysicalPointForPerMonitorDPI / PhysicalToLogicalPointForPerMonitorDPI (96 DPI
everywhere: the point stays; FALSE outside the window rectangle, edges included); a
yes-or-no setting keeps 1 for any nonzero value; GetSysColorBrush past COLOR_MENUBAR is
NULL; EnumDisplaySettings' fields and EnumDisplaySettingsEx's dmSize.

test/exe/ncm33.exe (guests/tests/ncm33.c) prints relations and differences rather than
absolutes (Wine's defaults are not Windows 2000's); EXPECTED is what the same binary
prints under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine ncm33.exe``; the x86-64 build
prints the same under 64-bit Wine) but for the lines commented. Both widths.
"""

from paths import guest_exe

EXPECTED = [
    'GETFASTTASKSWITCH: 1 1 err=0xdeadbeef',
    'SETFASTTASKSWITCH FALSE: 0 err=0xdeadbeef',
    'GET: 1 iCaptionWidth>=8 1 iScrollWidth>=8 1',
    '  iMenuHeight>=2+tm 1 iCaptionHeight>=2+tm 1 iSmCaptionHeight>=2+tm 1',
    'start:',
    '  SM_CYCAPTION-iCaptionHeight=1 SM_CXSIZE-iCaptionWidth=0 SM_CYSIZE-iCaptionHeight=0',
    '  SM_CYMENU-iMenuHeight=1 SM_CXMENUSIZE-iMenuWidth=0 SM_CYMENUSIZE-iMenuHeight=0',
    '  SM_CXVSCROLL,SM_CYHSCROLL-iScrollWidth=0,0 SM_CYVSCROLL,SM_CXHSCROLL,SM_CYVTHUMB,SM_CXHTHUMB-iScrollHeight=0,0,0,0',
    '  SM_CYSMCAPTION-iSmCaptionHeight=1 SM_CXSMSIZE-iSmCaptionWidth=0 SM_CYSMSIZE-iSmCaptionHeight=0',
    '  SM_CXFRAME-iBorderWidth=3 SM_CYMIN=SM_CYCAPTION+2*frame 1 SM_CYMINTRACK=SM_CYMIN 1 SM_CXMINTRACK=SM_CXMIN 1',
    'window: client = window - 2*SM_CXFRAME - SM_CXVSCROLL: 1',
    'SET: 1 WM_SETTINGCHANGE x1 wparam=0x2a',
    'GET: 1 border +1 scroll +2,-1 caption -2,+4 small +1,+2 menu +1,+3',
    '  fonts: caption +1/+1 menu width +1 status weight +3 message -2',
    'after:',
    '  SM_CYCAPTION-iCaptionHeight=1 SM_CXSIZE-iCaptionWidth=0 SM_CYSIZE-iCaptionHeight=0',
    '  SM_CYMENU-iMenuHeight=1 SM_CXMENUSIZE-iMenuWidth=0 SM_CYMENUSIZE-iMenuHeight=0',
    '  SM_CXVSCROLL,SM_CYHSCROLL-iScrollWidth=0,0 SM_CYVSCROLL,SM_CXHSCROLL,SM_CYVTHUMB,SM_CXHTHUMB-iScrollHeight=0,0,0,0',
    '  SM_CYSMCAPTION-iSmCaptionHeight=1 SM_CXSMSIZE-iSmCaptionWidth=0 SM_CYSMSIZE-iSmCaptionHeight=0',
    '  SM_CXFRAME-iBorderWidth=3 SM_CYMIN=SM_CYCAPTION+2*frame 1 SM_CYMINTRACK=SM_CYMIN 1 SM_CXMINTRACK=SM_CXMIN 1',
    '  SM_CYCAPTION +4 SM_CYMENU +3 SM_CXVSCROLL +2 SM_CYMIN +6',
    '  SM_CXMIN = 3*iCaptionWidth+SM_CYSIZE+4+4*avg+2*SM_CXFRAME: 1',
    # Wine 8 leaves a window's client area as it was (+0,+0) until the window is
    # moved or its frame changes; Windows lays every frame out again at once.
    '  window size +0,+0 client -4,-9',
    '  reg CaptionHeight: REG_SZ, matches: 1',
    '  reg MenuHeight: REG_SZ, matches: 1',
    '  reg ScrollWidth: REG_SZ, matches: 1',
    '  reg SmCaptionWidth: REG_SZ, matches: 1',
    '  reg CaptionFont: type 3 size 92, height +0 width +0 weight +0 face same 1',
    '  reg MessageFont: type 3 size 92, height +0 width +0 weight +0 face same 1',
    'AdjustWindowRect top: -(frame+caption+menu) 1',
    'SET big fonts, zero sizes: 1 WM_SETTINGCHANGE x1',
    '  reg CaptionHeight: REG_SZ, matches: 1',
    '  reg ScrollWidth: REG_SZ, matches: 1',
    '  menu cooked 1 caption cooked 1 small cooked 1',
    '  caption width 8 scroll 8,8',
    'after big fonts:',
    '  SM_CYCAPTION-iCaptionHeight=1 SM_CXSIZE-iCaptionWidth=0 SM_CYSIZE-iCaptionHeight=0',
    '  SM_CYMENU-iMenuHeight=1 SM_CXMENUSIZE-iMenuWidth=0 SM_CYMENUSIZE-iMenuHeight=0',
    '  SM_CXVSCROLL,SM_CYHSCROLL-iScrollWidth=0,0 SM_CYVSCROLL,SM_CXHSCROLL,SM_CYVTHUMB,SM_CXHTHUMB-iScrollHeight=0,0,0,0',
    '  SM_CYSMCAPTION-iSmCaptionHeight=1 SM_CXSMSIZE-iSmCaptionWidth=0 SM_CYSMSIZE-iSmCaptionHeight=0',
    '  SM_CXFRAME-iBorderWidth=3 SM_CYMIN=SM_CYCAPTION+2*frame 1 SM_CYMINTRACK=SM_CYMIN 1 SM_CXMINTRACK=SM_CXMIN 1',
    'SET cbSize+1: 0 x0',
    'SET NULL: 0',
    'SET cbSize with padding: 1',
    'SETW: 1 x0 menu +12 SM_CYMENU +12 caption face same 1',
    'restore: 1 SM_CYCAPTION +0 SM_CYMENU +0 SM_CXVSCROLL +0 SM_CXMIN +0',
    'GETICONMETRICS: 1 SM_CXICONSPACING same 1 SM_CYICONSPACING same 1',
    '  title font same: 1',
    'SETICONMETRICS: 1 WM_SETTINGCHANGE x1 wparam=0x2e',
    '  spacing +10,+6 wrap same 1 font height +1 weight 314 italic 1 esc 1 quality 1 face MS Serif',
    '  SM_CXICONSPACING 1 SM_CYICONSPACING 1 SPI_ICONHORIZONTALSPACING 1 GETICONTITLEWRAP 1',
    '  reg IconSpacing matches 1',
    '  reg IconFont size 92 weight 314 face 1',
    'SETICONMETRICS small spacing: 1 -> 32,32',
    'SETICONMETRICS cbSize-1: 0 err=0xdeadbeef',
    # Wine 8's SystemParametersInfoA passes the LOGFONTA on as a LOGFONTW (its face
    # reads back as garbage: 'face 0 ... ???r???...'); Windows' A function takes a
    # LOGFONTA, as documented, and converts it.
    'SETICONTITLELOGFONT: 1 x1 wparam=0x22 W height -13 face 1 metrics font -13 Courier',
    'restore icons: 1 same 1',
    '  maximized window - work area: -4,-4 +4,+4',
    'SETWORKAREA: 1 WM_SETTINGCHANGE x2 wparam=0x2f',
    '  GETWORKAREA - set: +0,+0 +0,+0',
    # Wine 8 keeps SPI_SETWORKAREA's rectangle apart from the monitor's work area
    # (rcWork stays the screen: -10,-20 +40,+30), so the maximized metrics and
    # maximized windows do not follow it (the next three lines print 0s and the
    # screen there); on Windows SPI_SETWORKAREA sets the primary monitor's work
    # area, which maximizing uses.
    '  rcWork - set: +0,+0 +0,+0',
    '  SM_CXMAXIMIZED 1 SM_CYMAXIMIZED 1 SM_CXFULLSCREEN 1 SM_CYFULLSCREEN 1',
    '  maximized window - work area: -4,-4 +4,+4',
    '  maximized again - work area: -4,-4 +4,+4',
    'restore work area: 1',
    '  GETWORKAREA - original: +0,+0 +0,+0',
    '  maximized window - work area: -4,-4 +4,+4',
    'SETWORKAREA NULL: 0',
    'GETDESKWALLPAPER: 1 ""',
    'SETDESKWALLPAPER: 1 WM_SETTINGCHANGE x1 wparam=0x14',
    '  GET same 1 reg same 1',
    'SETDESKWALLPAPER "": 1 GET ""',
    'SETDESKWALLPAPER NULL: 1 GET ""',
    'message-only: top 1 child 1 same root 1 root is desktop 0',
    '  root Message 0,0 100,100 visible 0 GetParent(child) root 1 GetParent(top) NULL 1',
    '  child 10,10 30,30 visible 0 FindWindowEx 1',
    'RedrawWindow rgn invalidate: 1 update 5,5 10,10',
    'RedrawWindow rgn validate: 1 update 7,5 10,10',
    'RedrawWindow(NULL) without RDW_ALLCHILDREN: update empty 1',
    'RedrawWindow(NULL) RDW_ALLCHILDREN: update = client inset 30,20: 1',
    'LogicalToPhysical: left-1 0 corner 1 (1) right,bottom 1 bottom+1 0 Physical inside 1 (1) outside 0',
    'FONTSMOOTHING set 2: get 1, set -1: get 1',
    'GetSysColorBrush -1 NULL 1 31 NULL 1 err=0xdeadbeef 30 1',
    'EnumDisplaySettings current: dmSize 124 fields 0x7c00a0',
    'EnumDisplaySettings 0: fields 0x7c0080',
    # Wine 8 rewrites dmSize and writes the whole structure ('dmSize kept 0 fields
    # 0x7c00a0 width <screen>'); sysparams.c checks Windows keeping the caller's
    # dmSize and writing nothing past it (todo_wine there).
    'EnumDisplaySettingsEx short: 1 dmSize kept 1 fields 0xa0 width 0',
]


def test_ncm33(boot, tmp_path, width):
    d = boot(guest_exe("ncm33", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


def test_the_wallpaper_is_painted_on_the_desktop(boot, tmp_path, width):
    """``ncm33 keep`` sets TileWallpaper "1" and a 2 x 2 bitmap (red, green over blue,
    white) as the wallpaper: the desktop repeats it from its top-left corner."""
    d = boot(guest_exe("ncm33", width), settle=False, vfs_root=str(tmp_path / "vfs"),
             args="keep")
    d.run_to_end(3000)
    assert d.vm.stdout_log == ["wallpaper kept: 1"]
    desk = d.vm.gdi.desktop
    assert [desk.getpixel(p) for p in ((0, 0), (1, 0), (0, 1), (1, 1))] == \
        [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]
    assert desk.getpixel((2, 2)) == (255, 0, 0) and desk.getpixel((101, 50)) == (0, 255, 0)
