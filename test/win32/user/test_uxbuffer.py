"""UxTheme's buffered painting, a theme's system colours with no theme, the buffered
animation calls with none running, and DefWindowProc's WM_CTLCOLOR* (issue 23,
"Programs in the wild": mCtrl's grid, tree-list and expand controls paint through
BeginBufferedPaint and DrawThemeParentBackground).

test/exe/uxbuffer.exe (guests/tests/uxbuffer.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine uxbuffer.exe``),
but where Wine's uxtheme is a stub and Windows' documentation says what happens:
BufferedPaintSetAlpha and BufferedPaintClear answer E_NOTIMPL there and change nothing
(here: the alpha bytes set, the cleared pixels ARGB 0, so the cleared corner blits
black), Wine ignores BP_PAINTPARAMS' prcExclude (here the excluded rectangle keeps its
red), and BufferedPaintStopAllAnimations is E_NOTIMPL there (S_OK here: no animation
runs). The x86-64 build prints the same lines.
"""

from paths import guest_exe

EXPECTED = [
    'BufferedPaintInit=00000000',
    'empty rect: buffer=0 dc=0',
    'no target: buffer=0 dc=0',
    'topdown: buffer=1 dc=1 same=1 target=1',
    'target rect hr=00000000 10,10,40,30',
    'buffer window origin 10,10',
    'bits hr=00000000 bits=1 width=30 first=00000000',
    'bits no width hr=80004003',
    'buffer (10,10)=0000ff',
    'buffer (39,29)=0000ff',
    'SetAlpha=00000000',                                 # Wine: 80004001
    'after SetAlpha first=80ff0000',                     # Wine: 00ff0000
    'Clear(small)=00000000',                             # Wine: 80004001
    'cleared pixel (2,2)=00000000 kept (0,0)=80ff0000',  # Wine: 00ff0000 twice
    'target before End (15,15)=ffffff',
    'End=00000000',
    'target (15,15)=0000ff',
    'target (12,12)=000000',                             # Wine: 0000ff (not cleared)
    'target (9,9)=ffffff',
    'target (40,30)=ffffff',
    'End again=80070057',
    'compatible: buffer=1 bits hr=80004005',
    'End(no update)=00000000',
    'target (15,15)=0000ff',
    'End(exclude)=00000000',
    'target (15,15)=ff0000',
    'target (25,20)=0000ff',                             # Wine: ff0000 (painted over)
    'target (35,27)=ff0000',
    'BufferedPaintUnInit=00000000',
    'GetThemeSysColor(NULL, COLOR_WINDOW) same=1',
    'GetThemeSysColor(NULL, COLOR_BTNFACE) same=1',
    'GetThemeSysColorBrush(NULL, COLOR_BTNFACE): brush=1 colour same=1',
    'GetThemeTransitionDuration(NULL)=80070006 duration=77',
    'BufferedPaintRenderAnimation=0',
    'BufferedPaintStopAllAnimations=00000000',           # Wine: 80004001
    'DefWindowProc(0x132): window brush=0 face brush=1 bk=face text=windowtext',
    'DefWindowProc(0x133): window brush=1 face brush=0 bk=window text=windowtext',
    'DefWindowProc(0x134): window brush=1 face brush=0 bk=window text=windowtext',
    'DefWindowProc(0x135): window brush=0 face brush=1 bk=face text=windowtext',
    'DefWindowProc(0x136): window brush=0 face brush=1 bk=face text=windowtext',
    'DefWindowProc(0x138): window brush=0 face brush=1 bk=face text=windowtext',
    'done',
]


def test_buffered_paint_theme_colours_and_control_colours(boot, tmp_path, width):
    d = boot(guest_exe("uxbuffer", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
