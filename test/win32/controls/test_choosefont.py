"""ChooseFontA / ChooseFontW (dlls/comdlg32/font.py, controls/fontdlg.py): the refused
CHOOSEFONTs and their CommDlgExtendedError values, the starting choice from the LOGFONT,
the controls each flag shows or hides, the program's hook (every message first; the
dialog's answer at WM_INITDIALOG), Help's HELPMSGSTRING to the owner, Apply and
WM_CHOOSEFONT_GETLOGFONT, WM_CHOOSEFONT_SETLOGFONT / SETFLAGS, CF_FIXEDPITCHONLY,
CF_SCRIPTSONLY, CF_LIMITSIZE, CF_NOFACESEL / CF_NOSIZESEL, CF_NOSCRIPTSEL, CF_SELECTSCRIPT,
CF_NOSIMULATIONS, CF_BOTH with a DC, and a template of the program's own
(CF_ENABLETEMPLATE with ChooseFontW, CF_ENABLETEMPLATEHANDLE).

test/exe(64)/choosefont.exe (guests/tests/choosefont.c) drives every dialog from its
hook, so the run needs no input. EXPECTED is the same at both widths, and so is Wine 8's
output; the lines differ from Wine 8's where a comment says so. Most differences are the
fonts themselves: Wine's prefix here has neither "Courier" nor "MS Sans Serif" and lists
"DejaVu Math TeX Gyre" first, while ours are the raster families of gdi/textmetrics.py.
"""

from wineagent.win32.controls.fontdlg import font_template, list_faces

from paths import guest_exe

EXPECTED = [
    'size 0: ret=0 err=1',              # Wine 8: err=0 (it does not check lStructSize)
    'max < min: ret=0 err=2002',        # Wine 8: err=0 (CFERR_MAXLESSTHANMIN unchecked; the dialog shows)
    'missing template: ret=0 err=6',
    'truetype only: ret=0 err=2001',    # Wine 8: err=6 left over (it has TrueType fonts; here none)
    'no hook: ret=0 err=b',             # Wine 8: err=6 left over (CDERR_NOHOOK unchecked; the dialog shows)
    'cancel: ret=0 err=0',              # Wine 8: err=6 (it never clears the error)
    # Wine 8: face=DejaVu Math TeX Gyre style=Regular size=6 (it has no Courier)
    'init: lParam cust=42 face=Courier style=Bold Italic size=10 color=9 strike=0 under=0',
    'shown: apply=0 help=0 effects=1 color=1 script=1',
    # Wine 8: DejaVu Math TeX Gyre h=-8 w=400 i=0 cs=0 pt=60 type=4 (the enumeration's
    # TRUETYPE_FONTTYPE, not a documented nFontType bit) style= (empty)
    'chosen: ret=1 Courier h=-13 w=700 i=1 cs=0 pt=100 type=a300 rgb=0000ff style=Bold Italic',
    'plain shown: apply=0 help=0 effects=0 strike=0 color=0',
    'help shown: apply=1 help=1',
    # Wine 8: lparam=0 (for ChooseFontA it passes its Unicode copy, not the program's
    # CHOOSEFONT the documentation names) face=DejaVu Math TeX Gyre
    'help: ret=1 helps=1 wparam=0 lparam=1 applied=1 face=MS Sans Serif',
    'fixed: MS Sans Serif=0 Courier=1 Terminal=0',   # Wine 8: Courier=0 (no such font)
    'limited sizes of MS Sans Serif: 8 9',           # Wine 8: of DejaVu Math TeX Gyre: 8 9 10
    'limited: ret=1 pt=80',
    'getlogfont: MS Sans Serif -11 400 1',           # Wine 8: DejaVu Math TeX Gyre -8 400 0
    # Wine 8 does nothing for WM_CHOOSEFONT_SETLOGFONT / SETFLAGS (both documented):
    # face=DejaVu Math TeX Gyre style=Regular size=6, then h=-8 w=400, apply=0 effects=0
    'setlogfont: face=Courier style=Bold size=12',
    'after setlogfont: ret=1 Courier h=-16 w=700',
    'setflags: apply=1 effects=1',
    # Wine 8 ignores CF_NOFACESEL / CF_NOSIZESEL: face=0 size='6', then its first face, pt=60
    "nosel: face=-1 size=''",
    "nosel: ret=1 flags=280000 face='' pt=0",
    'noscript: script enabled=0',
    'noscript: ret=1 charset=1',
    # Wine 8 ignores CF_SELECTSCRIPT (faces=7 first=DejaVu Math TeX Gyre script enabled=1,
    # then cs=0); here only Terminal has OEM_CHARSET
    'selectscript: faces=1 first=Terminal script enabled=0',
    'selectscript: ret=1 Terminal cs=255',
    'nosimulations: MS Serif styles=2',      # Wine 8: DejaVu Math TeX Gyre styles=4
    'template handle: title=My Font chx3=1',
    'template handle: ret=1',
    # the Sample's text in rgbColors on the button face; Wine 8 paints its sample itself
    # in WM_PAINT and answers 0 here: brush=0 text=000000
    'sample: brush=1 text=ff0000',
    'both: ret=1 Courier pt=100 type=2400',  # Wine 8: DejaVu Math TeX Gyre pt=60 type=4
    'template: title=My Font chx3=1 face=MS Sans Serif',   # Wine 8: face=DejaVu Math TeX Gyre
    'W: ret=1 MS Sans Serif h=-11 pt=80',                   # Wine 8: DejaVu Math TeX Gyre h=-8 pt=60
    # Wine 8 crashes here (it reads the NULL CHOOSEFONT); CDERR_INITIALIZATION is what
    # Windows answers PrintDlg and FindText for none (Wine's tests of those)
    'null: ret=0 err=2',
]


def test_choose_font_answers_as_documented(boot, tmp_path, width):
    d = boot(guest_exe("choosefont", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED


def test_the_standard_template_has_every_control_of_windows_dialog():
    ids = {it.id for it in font_template().items}
    # cmb1-cmb5, chx1-chx2, stc1-stc5, stc7, grp1-grp2, OK, Cancel, Apply, Help
    assert {0x470, 0x471, 0x472, 0x473, 0x474, 0x410, 0x411, 0x440, 0x441, 0x442, 0x443,
            0x444, 0x446, 0x430, 0x431, 1, 2, 0x402, 0x40E} <= ids


def test_faces_by_flags():
    names = [f[0] for f in list_faces(0)]
    assert "MS Sans Serif" in names and "Terminal" in names
    assert "Terminal" not in [f[0] for f in list_faces(0x400)]         # CF_SCRIPTSONLY
    assert all(f[1] for f in list_faces(0x4000))                       # CF_FIXEDPITCHONLY
    assert list_faces(0x40000) == [] and list_faces(0x20000) == []     # TT / scalable only
    assert [f[0] for f in list_faces(0x400000, 255)] == ["Terminal"]   # CF_SELECTSCRIPT
