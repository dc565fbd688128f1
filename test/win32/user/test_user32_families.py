"""USER32 menu-item info, DDEML, DrawFrameControl and the comdlg32 find/font dialogs
(docs/user.md "Menu item info, DDEML, frame controls").

test/exe/user_more.exe (guests/tests/user_more.c) runs one mode per run and prints a line
per step. The expected lines were checked against Wine 8: they are what the same binary
prints under ``xvfb-run -a wine user_more.exe /mode NAME``, except where a comment says
why not. Its x86-64 build (the ``width`` fixture) prints the same lines under 64-bit Wine
and here.
"""

from paths import guest_exe


def run_mode(boot, mode, batches=400, width=4):
    """The VM after running ``user_more.exe /mode MODE`` (its build for ``width``) to its
    end."""
    d = boot(guest_exe("user_more", width), args="/mode " + mode, settle=False)
    d.run_to_end(batches)
    return d.vm


def test_menu_item_info_menu_info_default_items_and_item_rects(boot, width):
    vm = run_mode(boot, "menuinfo", width=width)
    assert vm.stdout_log == [
        'string: ok=1 type=0 state=0 id=100 sub=0 data=0 cch=12 text=&Open\tCtrl+O bmp=0',
        'length query: ok=1 cch=12',
        # Windows truncates to cch - 1 characters and a NUL (MSDN; Wine's own menu tests
        # check it on Windows); Wine 8's ANSI path fills all cch bytes with no NUL
        # ("&Ope" then the buffer's 'x's).
        'truncated: ok=1 cch=3 text=&Op',
        'whole: ok=1 cch=12 text=&Open\tCtrl+O',
        'bad cbSize: ok=0 err=87',
        'TYPE|STRING get: ok=0 err=87',
        'TYPE|STRING set: ok=0 err=87',
        'FTYPE+MFT_BITMAP set: ok=0 err=87',
        'missing item: ok=0',
        'insert id only: ok=1 count=2',
        'id only: ok=1 type=800 state=0 id=101 sub=0 data=0 cch=0 text= bmp=0',
        'id only TYPE: ok=1 type=800 state=0 id=0 sub=0 data=0 cch=0 text=(null) bmp=0',
        'insert wide: ok=1 count=3',
        'wide item: ok=1 type=0 state=1008 id=102 sub=0 data=1234 cch=5 text=&Save bmp=0',
        'state=1008',
        'default by pos=1 by cmd=102',
        'set default 100: ok=1 now=100 state102=8',
        'set default 999: ok=0 now=-1',
        'set default pos 2: ok=1 now=2',
        'disabled default=-1 usedisabled=2',
        'clear default: ok=1 now=-1',
        'set bitmap: ok=1',
        'get bitmap: ok=1 same=1 checked=1 unchecked=0',
        'text+bitmap TYPE: ok=1 type=4 state=0 id=0 sub=0 data=0 cch=12 text=(handle) bmp=1',
        'text+bitmap FTYPE: ok=1 type=0 state=0 id=0 sub=0 data=0 cch=12 text=&Open\tCtrl+O bmp=0',
        'append MF_BITMAP: ok=1 state=4',
        'MF_BITMAP: ok=1 type=4 state=0 id=0 sub=0 data=0 cch=0 text= bmp=1',
        'MF_BITMAP TYPE: ok=1 type=4 data_is_bmp=1 cch=0',
        'TYPE+MFT_BITMAP insert: ok=1 type=4 same=1 pos=4',
        'owner-drawn TYPE: ok=1 type=100 state=0 id=0 sub=0 data=beef cch=0 text=(null) bmp=0',
        'bad submenu: ok=0 err=87',
        'loop submenu: ok=0',
        'submenu: ok=1 getsub=1 state=111',
        'popup item: ok=1 type=0 state=0 id=100 sub=1 data=0 cch=64 text=- bmp=0',
        'inner by cmd: ok=1 type=0 state=0 id=200 sub=0 data=0 cch=5 text=Inner bmp=0',
        'insert in sub: ok=1 subcount=2 first=201',
        'cleared: ok=1 type=800 state=0 id=0 sub=0 data=0 cch=0 text= bmp=0',
        'short get: ok=1 id=100 hbmp=5555',
        'set menuinfo: ok=1 get=1 data=abcd help=77 brush=1 style=4000000 max=0 ctx=77',
        'menuinfo bad size: set=0 err=87 get=0 err=87',
        'menuinfo bad menu: get=0 err=87 set=0 err=1401',
        'bar rects: ok=1 adjacent=1 same_row=1 inside=1 height_ok=1 left_ok=1',
        'bar rect past end: ok=0',
    ]


def test_ddeml_conversation_between_two_instances_of_the_guest(boot, width):
    vm = run_mode(boot, "dde", width=width)
    assert vm.stdout_log == [
        'init client: 0 id=1',
        'strings: 1 1 1',
        'connect without server: conv=0 err=400a err again=0',
        'query: len=7 short=3:Mor whole=7:MoreSvc',
        'init server: 0 id=1 distinct=1',
        'case-insensitive: cmp=0',
        # XTYP_REGISTER reaches every instance (MSDN: "sent to all DDEML
        # applications" unless CBF_SKIP_REGISTRATIONS), the registering one too (Wine's
        # dde.c: a server's first callback is its own XTYP_REGISTER); Wine 8 posts it, so
        # within one process it comes later. hsz2 is the instance-specific name.
        '  client cb 80a2 fmt=0 conv=0 MoreSvc (inst)',
        '  server cb 80a2 fmt=0 conv=0 MoreSvc (inst)',
        'name service: 1',
        '  server cb 1062 fmt=0 conv=0 Nothing MoreSvc same=0',
        'connect refused topic: conv=0 err=400a',
        '  server cb 1062 fmt=0 conv=0 Topic MoreSvc same=0',
        '  server cb 8072 fmt=0 conv=1 Topic MoreSvc same=0',
        'connect: conv=1',
        '  server cb 20b0 fmt=1 conv=1 Topic Item',
        'request: got=1 size=6 copied=6 text=hello',
        'partial get: 3:llo',
        # Wine 8's same-thread DDEML delivers the callback of a transaction late and
        # with mixed-up arguments (its lines: the request of "Nothing" shows as "Item", the
        # poke and execute arrive after later calls, the poke result is garbage and a
        # refused poke reports success): here, as documented, each transaction calls the
        # server's callback before it returns, and a poke without DDE_FACK fails with
        # DMLERR_NOTPROCESSED.
        '  server cb 20b0 fmt=1 conv=1 Topic Nothing',
        'request refused: got=0 err=4009',
        '  server cb 4090 fmt=1 conv=1 Topic Item data=9:pokedata',
        'poke: ret=1 result=8000',
        '  server cb 4090 fmt=1 conv=1 Topic Nothing data=9:pokedata',
        'poke refused: ret=0 err=4009',
        '  server cb 4050 fmt=0 conv=1 Topic 0 data=18:[open()]',
        'execute: ret=1 result=8000',
        'access: 1 size=4 text=abc',
        'unaccess: 1 text=Xbc',
        'add: 8 text=Xbcdefg',
        'free data: 1',
        # DdeConnectList: a conversation with each server (XTYP_CONNECT and
        # _CONFIRM), walked by DdeQueryNextServer, ended by DdeDisconnectList; Wine 8's
        # same-thread list stays empty and a refused topic still gives a list.
        '  server cb 1062 fmt=0 conv=0 Topic MoreSvc same=0',
        '  server cb 8072 fmt=0 conv=1 Topic MoreSvc same=0',
        'connect list: 1',
        'next: first=1 after=0',
        '  server cb 80c2 fmt=0 conv=1 0 0 same=0',
        'disconnect list: 1',
        '  server cb 1062 fmt=0 conv=0 Nothing MoreSvc same=0',
        'connect list refused: 0 err=400a',
        '  server cb 80c2 fmt=0 conv=1 0 0 same=0',
        'disconnect: 1',
        'disconnect again: 0',
        'free strings: 1 1',
        # XTYP_UNREGISTER when the server instance goes (as XTYP_REGISTER above).
        '  client cb 80d2 fmt=0 conv=0 MoreSvc (inst)',
        'uninit server: 1',
        # APPCMD_CLIENTONLY "prevents the application from becoming a server":
        # DdeNameService fails with DMLERR_DLL_USAGE (MSDN); Wine 8 lets it register.
        'client-only name service: 0 err=4004',
        'uninit client: 1',
    ]

def test_draw_frame_control_and_focus_rect_pixels(boot, width):
    """Pixels as system-colour roles (H highlight, L light, F face, S shadow, D dark
    shadow, T text...). Where a line differs from Wine 8's (shown above it):

    - D for T: the classic scheme's 3D dark shadow is black like the text, and ``px``
      names the first role that matches; Wine's scheme has a grey dark shadow, so its
      black glyphs read T (and its mono frame, COLOR_WINDOWFRAME, reads K);
    - a radio button's inner dark arc is black here, so it counts as a glyph pixel;
    - caption glyphs: Wine draws Marlett with anti-aliasing (grey middle pixels);
    - Wine draws an inactive scroll arrow's outer edge highlight-first; the classic
      inactive button keeps the active edge.
    """
    vm = run_mode(boot, "frame", width=width)
    assert vm.stdout_log == [
        'push: ok=1 tl=H tl1=L br=D br1=S mid=F out=H glyph=0',
        'push pushed: ok=1 tl=D tl1=S br=H br1=L mid=F out=H glyph=0',
        'push checked: ok=1 tl=D tl1=S br=H br1=L mid=F out=H glyph=0',
        'push flat: ok=1 tl=S tl1=F br=S br1=F mid=F out=H glyph=0',
        # Wine 8: 'push mono: ok=1 tl=K tl1=H br=K br1=H mid=F out=H glyph=0'
        'push mono: ok=1 tl=D tl1=H br=D br1=H mid=F out=H glyph=0',
        'check: ok=1 tl=S tl1=D br=H br1=L mid=H out=H glyph=0',
        # Wine 8: 'check checked: ok=1 tl=S tl1=D br=H br1=L mid=T out=H glyph=1'
        'check checked: ok=1 tl=S tl1=D br=H br1=L mid=D out=H glyph=1',
        'check inactive: ok=1 tl=S tl1=D br=H br1=L mid=F out=H glyph=0',
        # Wine 8: 'radio: ok=1 tl=H tl1=H br=H br1=H mid=H out=H glyph=0'
        'radio: ok=1 tl=H tl1=H br=H br1=H mid=H out=H glyph=1',
        # Wine 8: 'radio checked: ok=1 tl=H tl1=H br=H br1=H mid=T out=H glyph=1'
        'radio checked: ok=1 tl=H tl1=H br=H br1=H mid=D out=H glyph=1',
        # Wine 8: 'radio mask: ok=1 tl=H tl1=H br=H br1=H mid=T out=H glyph=1'
        'radio mask: ok=1 tl=H tl1=H br=H br1=H mid=D out=H glyph=1',
        # Wine 8: 'scroll up: ok=1 tl=L tl1=H br=D br1=S mid=T out=H glyph=1'
        'scroll up: ok=1 tl=L tl1=H br=D br1=S mid=D out=H glyph=1',
        # Wine 8: 'scroll down pushed: ok=1 tl=D tl1=S br=H br1=L mid=T out=H glyph=1'
        'scroll down pushed: ok=1 tl=D tl1=S br=H br1=L mid=D out=H glyph=1',
        # Wine 8: 'scroll left inactive: ok=1 tl=H tl1=L br=D br1=S mid=S out=H glyph=0'
        'scroll left inactive: ok=1 tl=L tl1=H br=D br1=S mid=S out=H glyph=0',
        # Wine 8: 'combo: ok=1 tl=L tl1=H br=D br1=S mid=T out=H glyph=1'
        'combo: ok=1 tl=L tl1=H br=D br1=S mid=D out=H glyph=1',
        'size grip: ok=1 tl=F tl1=F br=F br1=S mid=F out=H glyph=0',
        # Wine 8: 'caption close: ok=1 tl=H tl1=L br=D br1=S mid=dfdfdf out=H glyph=1'
        'caption close: ok=1 tl=H tl1=L br=D br1=S mid=D out=H glyph=1',
        'caption min pushed: ok=1 tl=D tl1=S br=H br1=L mid=F out=H glyph=1',
        # Wine 8: 'caption help inactive: ok=1 tl=H tl1=L br=D br1=S mid=d0d0d0 out=H glyph=0'
        'caption help inactive: ok=1 tl=H tl1=L br=D br1=S mid=S out=H glyph=0',
        # Wine 8: 'menu arrow: ok=1 tl=H tl1=H br=H br1=H mid=T out=H glyph=1'
        'menu arrow: ok=1 tl=H tl1=H br=H br1=H mid=D out=H glyph=1',
        # Wine 8: 'menu check: ok=1 tl=H tl1=H br=H br1=H mid=T out=H glyph=1'
        'menu check: ok=1 tl=H tl1=H br=H br1=H mid=D out=H glyph=1',
        # Wine 8: 'menu bullet: ok=1 tl=H tl1=H br=H br1=H mid=T out=H glyph=1'
        'menu bullet: ok=1 tl=H tl1=H br=H br1=H mid=D out=H glyph=1',
        'bad type: ok=0 tl=H tl1=H br=H br1=H mid=H out=H glyph=0',
        'adjust: ok=1 rect=12,12,28,24',
        # Wine 8: 'focus: ok=1 top_black=10 first=11 tl=H t1=T l1=T l2=H br=H r=T in=H out=H again_black=0'
        'focus: ok=1 top_black=10 first=11 tl=H t1=D l1=D l2=H br=H r=D in=H out=H again_black=0',
    ]


def test_create_copy_and_take_apart_icons(boot, width):
    """Where a line differs from Wine 8's (shown above it): CreateIconFromResourceEx refuses a format version outside 0x20000..0x30000, as
    MSDN documents, where Wine accepts it; CopyImage with LR_COPYRETURNORG and no change
    returns the original bitmap (MSDN), which Wine does not implement for bitmaps."""
    vm = run_mode(boot, "icons", width=width)
    assert vm.stdout_log == [
        'CreateIcon: 1',
        'info: ok=1 icon=1 hot=4,4 mask=8x8/1 color=8x8/99 mask00=000000 mask0f=ffffff col00=0000ff col0f=000000',
        'draw: ok=1 p00=0000ff p07=ffffff',
        'CopyIcon: 1 distinct=1 destroy=1',
        'draw copy: ok=1 p00=0000ff p07=ffffff',
        'copy info: ok=1 icon=1 hot=4,4 mask=8x8/1 color=8x8/99 mask00=000000 mask0f=ffffff col00=0000ff col0f=000000',
        'CopyIcon bad: 0 err=1402',
        'bad: ok=0 err=1402',
        'system icon: ok=1 icon=1 hot=16,16 size=32',
        # the colour under a set mask bit is kept and XORed onto the screen (white ->
        # magenta), as Windows draws it (docs/user.md "Icons and cursors")
        'from resource: ok=1 icon=1 hot=4,4 mask=8x8/1 color=8x8/99 mask00=000000 mask0f=ffffff col00=00ff00 col0f=00ff00',
        'draw from resource: ok=1 p00=00ff00 p07=ff00ff',
        'cursor from resource: ok=1 icon=0 hot=2,3 mask=8x8/1 color=8x8/99 mask00=000000 mask0f=ffffff col00=00ff00 col0f=00ff00',
        'default size: ok=1 icon=1 hot=16,16 mask=32x32/1 color=32x32/99 mask00=000000 mask0f=000000 col00=00ff00 col0f=00ff00',
        'CreateIconFromResource: ok=1 icon=1 hot=16,16 mask=32x32/1 color=32x32/99 mask00=000000 mask0f=000000 col00=00ff00 col0f=00ff00',
        '16x24: ok=1 icon=1 hot=8,12 mask=16x24/1 color=16x24/99 mask00=000000 mask0f=000000 col00=00ff00 col0f=00ff00',
        # Wine 8: 'bad version: 1'
        'bad version: 0',
        # Wine 8: 'CopyImage bitmap: 1 size=16x4 returnorg=0 mono=1 deleteorg=1 gone=1'
        'CopyImage bitmap: 1 size=16x4 returnorg=1 mono=1 deleteorg=1 gone=1',
        'CopyImage icon: ok=1 icon=1 hot=8,8 mask=16x16/1 color=16x16/99 mask00=000000 mask0f=000000 col00=0000ff col0f=0000ff',
    ]

def test_find_and_replace_dialogs_report_to_their_owner(boot, width):
    """Where a line differs from Wine 8's (shown above it): CommDlgExtendedError is 0
    after a call that succeeded (MSDN: "zero if the prior call ... was successful"; Wine
    keeps the previous error), and FINDREPLACE's Flags keep what the last FINDMSGSTRING
    carried (Wine's ANSI path zeroes them once the dialog is gone)."""
    vm = run_mode(boot, "find", width=width)
    assert vm.stdout_log == [
        'bad size: 0 err=1',
        'no buffer: 0 err=4001',
        # Wine 8: 'find: 1 err=4001 visible=1 title=Find owner=1'
        'find: 1 err=0 visible=1 title=Find owner=1',
        'init: text=abc case=1 word=0 down=1 up=0 findnext=1',
        'empty: findnext=0',
        'typed: findnext=1',
        '  FINDMSGSTRING flags=d what=hello w',
        '  FINDMSGSTRING flags=a what=xy',
        '  FINDMSGSTRING flags=42 what=xy',
        # Wine 8: 'after cancel: window=0 flags=0'
        'after cancel: window=0 flags=42',
        # Wine 8: 'replace no buffer: 1 err=4001'
        'replace no buffer: 1 err=0',
        'replace: 1 title=Replace with=new word=1',
        '  FINDMSGSTRING flags=13 what=old with=newer',
        '  FINDMSGSTRING flags=23 what=old with=newer',
        '  FINDMSGSTRING flags=b what=old with=newer',
        '  FINDMSGSTRING flags=43 what=old with=newer',
        'after close: window=0',
        'options: word_visible=0 case_enabled=0 case_visible=1 down_visible=0',
    ]


def test_choose_font_dialog(boot, width):
    """A timer in the guest finds the Font dialog, reads its controls, picks System /
    Bold Italic / 12 / Strikeout and presses OK; the second run starts from a LOGFONT
    (System 13 px italic underlined, red) and is cancelled.

    Wine 8's lines (above ours) differ by its fonts and its quirks: it lists its own
    TrueType faces (no "System", so the choice does not take and it returns its first
    face at its first size), writes the LOGFONT while the dialog runs (the cancelled
    call's face), and fails a bad lStructSize without CDERR_STRUCTSIZE (MSDN: it is
    set). What agrees: the dialog and its Effects controls, the colour and underline
    taken from CHOOSEFONT / LOGFONT, Cancel returning FALSE with error 0 and rgbColors
    untouched."""
    vm = run_mode(boot, "font", batches=2000, width=width)
    assert vm.stdout_log == [
        # Wine 8: 'bad size: ok=0 err=0'
        'bad size: ok=0 err=1',
        # Wine 8: '  dialog: faces=1 styles=1 face=DejaVu Math TeX Gyre style=Regular size=6 effects=1 color=0 underline=0'
        # (no LOGFONT to start from: the first face at its first size, as Wine does)
        '  dialog: faces=1 styles=1 face=MS Sans Serif style=Regular size=6 effects=1 color=0 underline=0',
        # Wine 8: 'chosen: ok=1 err=0 face=DejaVu Math TeX Gyre height=-8 weight=400 italic=0 underline=0 strike=0 points=60 type=4 color=000000'
        # type: SIMULATED_FONTTYPE as well (GDI slants the raster System font itself)
        'chosen: ok=1 err=0 face=System height=-16 weight=700 italic=1 underline=0 strike=1 points=120 type=a300 color=000000',
        # Wine 8: '  dialog: faces=1 styles=1 face=DejaVu Math TeX Gyre style=Regular size=6 effects=1 color=9 underline=1'
        '  dialog: faces=1 styles=1 face=System style=Italic size=10 effects=1 color=9 underline=1',
        # Wine 8: 'cancelled: ok=0 err=0 face=DejaVu Math TeX Gyre height=-8 weight=400 italic=0 underline=1 strike=0 points=60 type=4 color=0000ff'
        'cancelled: ok=0 err=0 face=System height=-13 weight=400 italic=1 underline=1 strike=0 points=0 type=a300 color=0000ff',
    ]


def test_obm_system_bitmaps(boot, width):
    """OBM_* bitmaps exist and are drawn by the frame-control code at the classic
    metrics (16x16 scroll arrows, 16x14 caption buttons, 13x13 check boxes). Wine 8 ships
    its own stored bitmaps (lines above ours): 17x17 arrows with a black frame, glyph-only
    COMBO and MNARROW, 14-pixel check cells; the pixel roles differ with them."""
    vm = run_mode(boot, "obm", width=width)
    assert vm.stdout_log == [
        # Wine 8: 'UPARROW: 1 size=17x17 tl=T mid=T'
        'UPARROW: 1 size=16x16 tl=L mid=D',
        # Wine 8: 'DNARROWD: 1 size=17x17 tl=T mid=T'
        'DNARROWD: 1 size=16x16 tl=D mid=D',
        # Wine 8: 'LFARROWI: 1 size=17x17 tl=T mid=7f7f7f'
        'LFARROWI: 1 size=16x16 tl=L mid=S',
        # Wine 8: 'COMBO: 1 size=7x9 tl=H mid=T'
        'COMBO: 1 size=16x16 tl=L mid=D',
        # Wine 8: 'REDUCE: 1 size=16x14 tl=H mid=bfbfbf'
        'REDUCE: 1 size=16x14 tl=H mid=F',
        # Wine 8: 'RESTORED: 1 size=16x14 tl=T mid=T'
        'RESTORED: 1 size=16x14 tl=D mid=D',
        # Wine 8: 'MNARROW: 1 size=7x11 tl=H mid=T'
        'MNARROW: 1 size=16x16 tl=H mid=D',
        # Wine 8: 'CHECK: 1 size=14x14 tl=H mid=H'
        'CHECK: 1 size=13x13 tl=H mid=D',
        # Wine 8: 'CHECKBOXES: 1 size=56x39 tl=T mid=T'
        'CHECKBOXES: 1 size=52x39 tl=S mid=S',
        # Wine 8: 'SIZE: 1 size=13x13 tl=H mid=T'
        'SIZE: 1 size=16x16 tl=F mid=F',
        # Wine 8: 'LoadImage UPARROW: 1 size=17x17'
        'LoadImage UPARROW: 1 size=16x16',
    ]


def test_close_window_open_icon_directories_display_modes_icons_and_find_executable(boot, width):
    vm = run_mode(boot, "misc", width=width)
    assert vm.stdout_log == [
        'OpenIcon(normal)=0',
        'CloseWindow=1 iconic=1 window=1 visible=1',
        'OpenIcon=1 iconic=0 visible=1',
        'CloseWindow(child)=0',
        'SwitchToThisWindow: iconic=0 active=1 alt-tab: iconic=0 active=1',
        'relative: 161',
        # Wine 8: 'create: 0 err=87 attrs=10' (the last error is not SHCreateDirectoryEx's there;
        # here it is its return value, ERROR_SUCCESS)
        'create: 0 err=0 attrs=10',
        'again: 183',
        'file there: 183',
        'file above: 3',
        'cleanup: 1',
        'ChangeDisplaySettings: registry=0 same=0 same ex=0 odd=-2',
        'WinHelp(HELP_QUIT)=1',
        'ExtractIconEx count: 0',
        'ExtractIconEx none: 0',
        'ExtractIconEx missing: 4294967295',
        'FindExecutable self: ok=1 same=1 relative: ok=1 same=1 missing: 2 empty=1',
    ]

def test_window_region_shapes_the_window_for_the_screen_and_the_mouse(boot, width):
    vm = run_mode(boot, "rgn", width=width)
    assert vm.stdout_log == [
        'no region: get=0',
        'before: center=1 corner=1',
        'set: 1',
        'owned by the system: delete=0',
        'get: kind=3 in=1 out=0',
        'box: kind=3 0,0,99,99',
        'after: center=1 corner=0',
        'clear: 1 get=0 corner=1',
    ]


def test_class_name_window_info_thread_windows_monitors_keys_rects_chars_and_oem(boot, width):
    vm = run_mode(boot, "small", width=width)
    assert vm.stdout_log == [
        # Wine 8: 'GetClassNameA: 8 SmallWin button: 6 Button short: 2 Bu wide: 6 Button bad: 0 err=87'
        # (Wine answers a bad window with ERROR_INVALID_PARAMETER; Windows' GetClassName
        # fails with ERROR_INVALID_WINDOW_HANDLE, as every USER32 call on a bad hwnd here)
        'GetClassNameA: 8 SmallWin button: 6 Button short: 2 Bu wide: 6 Button bad: 0 err=1400',
        # (every top-level window has WS_CLIPSIBLINGS, as under Windows and Wine)
        'GetWindowInfo: 1 window=10,20,110,70 client=11,21,109,69 style=94800000 ex=0 status=1 borders=1,1 atom=1 version=400',
        'EnumThreadWindows: 1 seen=1 child seen=0',
        ' mon(1,0,0,1,1) all=1 mon(1,5,6,1,1) clip=1 away=1 mon(1,0,0,1,1) stopped=0',
        'VkKeyScanA: 41 141 31 131 1c0 241 20 d W(?)=1bf W(omega)=ffff',
        'ToAscii: a=1:61 A=1:41 !=1:21 caps=1:41 ctrlC=1:3 F1=0 num7=0 numlock7=1:37 ToUnicode([)=1:5b,0',
        # Wine 8: 'BroadcastSystemMessage: 1 got=1 who=c denied=0 got=1 ignorecurrent=1 got=0'
        # (MSDN: *lpInfo receives the recipients that got the message; there
        # are no installable drivers here, so only BSM_APPLICATIONS; Wine leaves it as given)
        'BroadcastSystemMessage: 1 got=1 who=8 denied=0 got=1 ignorecurrent=1 got=0',
        'SubtractRect(0,0,10,10 - 0,0,10,4)=1 0,4,10,10',
        'SubtractRect(0,0,10,10 - 0,6,10,12)=1 0,0,10,6',
        'SubtractRect(0,0,10,10 - -1,-1,4,11)=1 4,0,10,10',
        'SubtractRect(0,0,10,10 - 2,2,4,4)=1 0,0,10,10',
        'SubtractRect(0,0,10,10 - -5,-5,20,20)=0 0,0,0,0',
        'SubtractRect(0,0,10,10 - 20,20,30,30)=1 0,0,10,10',
        'IsCharAlphaA: a=1 1=0 e9=1 !=0 AlphaNumericA: 1=1 _=0 UpperA: A=1 a=0 LowerW: sz=1 omega=0 AlphaW: omega=1 digit=1',
        'CharToOemA=1 61 62 82 41 91 3f 21 | OemToCharA=1 61 62 e9 41 e6 3f 21 | CharToOemW=1 78 82 ea c4 3f | OemToCharBuffW=1 0078 00e9 | CharToOemBuffA=1 7a 7a 7a',
    ]

def test_bitmaps_and_the_default_item_in_an_open_popup(boot, width):
    """Pixel facts of an open popup (the mode waits for input, so it is not run under
    Wine): the MF_BITMAP item shows its 24x12 red bitmap, inverted (cyan) while it is
    highlighted; the text item's 8x8 green hbmpItem sits in the check column; the
    default item's label is bold, so wider than the same text at weight 400."""
    from wineagent.win32.user.menus import _bold_font, _font
    d = boot(guest_exe("user_more", width), args="/mode menudraw")
    assert d.vm.stdout_log == ["tracking"]
    pop = [w for w in d.vm.wm.describe() if w["class"] == "#32768" and w["visible"]]
    assert len(pop) == 1
    l, t, r, b = pop[0]["rect"]

    def count(color):
        raw = d.screen().crop((l, t, r, b)).tobytes()
        return sum(1 for p in zip(raw[0::3], raw[1::3], raw[2::3]) if p == color)
    assert count((255, 0, 0)) == 24 * 12
    assert count((0, 255, 0)) == 8 * 8
    assert _bold_font(d.vm).getlength("Default") > _font(d.vm).getlength("Default")
    # Hover the bitmap item (second row, below the 17-pixel text row).
    d.mouse("move", l + 40, t + 3 + 17 + 6).settle()
    assert count((0, 255, 255)) == 24 * 12 and count((255, 0, 0)) == 0
    d.key("down", 0x1B).key("up", 0x1B).settle()
    assert d.vm.stdout_log == ["tracking", "track=0"]


def test_tile_and_cascade_an_mdi_clients_children(boot, width):
    """Wine 8's CascadeWindows and TileWindows are stubs returning 0 (its lines above
    ours; later Wine arranges); here they arrange as the MDI client's WM_MDITILE /
    WM_MDICASCADE do (controls/mdi.py), in its 300x200 client area."""
    vm = run_mode(boot, "arrange", width=width)
    assert vm.stdout_log == [
        # Wine 8: 'TileWindows horizontal: 0 a=0,0,116,80 b=50,50,116,80'
        'TileWindows horizontal: 2 a=0,0,300,100 b=0,100,300,100',
        # Wine 8: 'TileWindows vertical: 0 a=0,0,116,80 b=50,50,116,80'
        'TileWindows vertical: 2 a=0,0,150,200 b=150,0,150,200',
        # Wine 8: 'CascadeWindows: 0 stepped=1 same_size=1'
        'CascadeWindows: 2 stepped=1 same_size=1',
    ]
