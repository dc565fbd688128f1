"""Wine's wordpad and uninstaller (Debian's wine32 package).

wordpad needs ole32's StgCreateDocfile (a temporary compound file for its RichEdit OLE
callback) and riched20's character and paragraph formats; uninstaller runs the
Control Panel applet appwiz.cpl through shell32's Control_RunDLL.
"""

from test_bundled_apps_as_a_user import type_text
from test_wine_programs import toplevels, wine  # noqa: F401  (wine: the fixture)
from wineagent.win32.controls.cplapplet import parse_command

from paths import guest_exe

#: what test/exe/wn3_storage.exe (guests/tests/wn3_storage.c) prints under Wine 8
#: (``xvfb-run -a wine wn3_storage.exe``); its x86-64 build (test/exe64/) prints the same
#: lines under 64-bit Wine
WINE_OUTPUT = [
    "docfile hr=00000000",
    "createstream hr=00000000",
    "write hr=00000000 n=14",
    "seek hr=00000000 pos=7",
    "read hr=00000000 n=7 'storage'",
    "seek end hr=00000000 pos=11",
    "release 0",
    "create again hr=80030050",
    "create shared hr=800300ff",
    "openstream hr=00000000",
    "read hr=00000000 n=5 'hello'",
    "setsize hr=00000000 end=2",
    "clone hr=00000000 pos=2",
    "open missing hr=80030002 null=1",
    "createstorage hr=00000000",
    "substream hr=00000000",
    "openstorage hr=00000000",
    "open substream hr=00000000",
    "storage as stream hr=80030002",
    "destroy hr=00000000",
    "open destroyed hr=80030002",
    "commit hr=00000000",
    "release 0",
    "richedit 1",
    "setcharformat 1",
    "getcharformat bold=1 height=240 face=Times New Roman",
    "paraformat set=1 align=3 indent=360",
    "setolecallback 1 refs>1=1",
    "canundo 1 canredo 0",
    "undo 1 len=0 canredo 1",
    "redo 1 len=3",
    "destroyed refs=1",
]


def test_temporary_compound_file_and_richedit_formats_answer_as_on_wine(boot, width):
    d = boot(guest_exe("wn3_storage", width))
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == WINE_OUTPUT


def test_control_rundll_commands_name_the_file_the_applet_and_its_arguments():
    assert parse_command("appwiz.cpl") == ("appwiz.cpl", None, "")
    assert parse_command("main.cpl,@1") == ("main.cpl", 1, "")
    assert parse_command('"C:\\my dir\\x.cpl",Mouse,2') == ("C:\\my dir\\x.cpl", "Mouse", "2")
    assert parse_command("desk.cpl,,3") == ("desk.cpl", None, "3")


def test_wordpad_shows_its_document_window_and_typed_text_lands_in_its_rich_edit(wine):
    d = wine("wordpad")
    assert ("WORDPADTOP", "Document - Wine Wordpad") in toplevels(d), toplevels(d)
    [rich] = [w for w in d.vm.wm.describe() if w["class"] == "RichEdit50W"
              or w["class"].startswith("RichEdit20")]
    # wordpad's IRichEditOleCallback, given with EM_SETOLECALLBACK after StgCreateDocfile
    assert d.vm.wm.get(rich["hwnd"]).state["richedit"].ole_callback
    d.click(rich["rect"][0] + 20, rich["rect"][1] + 10)
    d.settle(200)
    type_text(d, "Hello, Wordpad")
    [rich] = [w for w in d.vm.wm.describe() if w["hwnd"] == rich["hwnd"]]
    assert rich["title"] == "Hello, Wordpad"
    assert d.vm.machine.fault is None, d.vm.machine.fault
    # wordpad's default character format (EM_SETCHARFORMAT SCF_DEFAULT: Times New Roman,
    # 10 points = 200 twips = 13 pixels) is the font the text is drawn in: the serif
    # strike's glyphs are on screen, not those of the System font an EDIT would use.
    from wineagent.win32.controls.builtin_common import user_font
    from wineagent.win32.gdi.objects import Font
    win = d.vm.wm.get(rich["hwnd"])
    drawn = user_font(d.vm.wm, win)
    assert (drawn.face_name, drawn.height) == ("MS Serif", -13)
    assert win.state["richedit"].default.face == "Times New Roman"   # SCF_DEFAULT's
    cx, cy = rich["client"][:2]
    shot = d.screen().crop((cx, cy, cx + 120, cy + 20))
    ink = _black(shot)
    serif_ink = _ink(Font(-13, 400, "Times New Roman"), "Hello, Wordpad")
    system_ink = _ink(Font(16, 700, "System"), "Hello, Wordpad")
    # (the caret after the text adds one line height of black)
    assert 0 <= ink - serif_ink <= drawn.line_height + 2 < system_ink - serif_ink


def _ink(font, text):
    """Black pixels of ``text`` drawn alone in ``font`` (as the control draws it)."""
    from PIL import Image, ImageDraw
    im = Image.new("RGB", (200, 40), (255, 255, 255))
    ImageDraw.Draw(im).text((0, 0), text, font=font.pil, fill=(0, 0, 0))
    return _black(im)


def _black(im):
    """How many pixels of RGB image ``im`` are black."""
    raw = im.tobytes()
    return sum(1 for i in range(0, len(raw), 3) if raw[i:i + 3] == b"\0\0\0")


def test_uninstaller_runs_appwiz_cpl_whose_add_remove_programs_sheet_cancel_ends(wine):
    from test_wine_shell import press
    d = wine("uninstaller")
    assert ("#32770", "Add/Remove Programs") in toplevels(d), toplevels(d)
    # the applet is Wine's appwiz.cpl, loaded from the program's folder as a guest DLL
    assert d.vm.dlls.by_name("appwiz.cpl") is not None
    press(d, "Add/Remove Programs", "Cancel")
    assert d.vm.ended and d.vm.machine.fault is None, d.vm.machine.fault
    # CPL_STOP and CPL_EXIT ran, then the applet was freed
    assert d.vm.dlls.by_name("appwiz.cpl") is None
