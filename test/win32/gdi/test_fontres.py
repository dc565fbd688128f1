"""GDI32's font resources (issue 23: Qt 6.8's Qt6Gui imports AddFontResourceExW,
RemoveFontResourceExW, AddFontMemResourceEx and RemoveFontMemResourceEx).

test/exe/fontres.exe (guests/tests/fontres.c): a missing file, a text file and junk
bytes add nothing; nothing added is removed. Wine 8's lines at both widths but one:
RemoveFontMemResourceEx(NULL) is FALSE here (no handle was ever given; MSDN: zero on
failure), TRUE in Wine 8. A real font would stop the program (adding fonts to the table
is not implemented): font_kind tells which bytes are a font.
"""

from paths import guest_exe

from wineagent.win32.dlls.gdi32.fontres import font_kind

EXPECTED = [
    "AddFontResourceExW missing: 0 last 2",
    "AddFontResourceExW text: 0",
    "AddFontResourceExW text, other flag: 0",
    "AddFontResourceExW NULL: 0",
    "RemoveFontResourceExW not added: 0",
    "RemoveFontResourceExW missing: 0",
    "AddFontMemResourceEx junk: NULL n 7",
    "AddFontMemResourceEx NULL: NULL last 87",
    "AddFontMemResourceEx no count: NULL last 87",
    "RemoveFontMemResourceEx NULL: 0",          # Wine 8: 1
    "AddFontResourceA missing: 0",
    "RemoveFontResourceA: 0",
]


def test_nothing_to_add(boot, tmp_path, width):
    d = boot(guest_exe("fontres", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED


def test_which_bytes_are_a_font():
    assert font_kind(b"\x00\x01\x00\x00") == "a TrueType font"
    assert font_kind(b"OTTO") == "an OpenType font"
    assert font_kind(b"ttcf") == "a font collection"
    assert font_kind(b"MZ\x90\x00").startswith("a font resource file")
    assert font_kind(b"this") is None
    assert font_kind(b"ZZZZ") is None
