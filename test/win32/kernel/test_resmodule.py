"""Another module's resources and the loader's language order (issue 23, "Programs in
the wild": mCtrl.dll loads its own glyph bitmaps, and picks its strings with
FindResourceEx(MAKELANGID(LANG_NEUTRAL, SUBLANG_NEUTRAL)) among Czech, English, French and
Italian tables, all SUBLANG_NEUTRAL).

test/exe/resmodule.exe (guests/tests/resmodule.c + resmodule.rc) maps its own file as a
data file and loads a menu, an accelerator table, a bitmap and an image list from that
handle, and asks for its strings in several languages. The expected lines are what the
same binary prints under Wine 8 (``xvfb-run -a wine resmodule.exe``), at both widths.
"""

from paths import guest_exe

EXPECTED = [
    'LoadString(100)=12 More details',
    'LoadString(101)=0 ',
    'FindResourceEx(0000, 100): More details',
    'FindResourceEx(0405, 100): Dalsi podrobnosti',
    'FindResourceEx(0809, 100): More details',
    'FindResourceEx(0407, 100): none err=1815',
    'FindResourceEx(0000, 101): ',
    'data file=1',
    'LoadMenu: &File / E&xit id=41 count=2',
    'LoadMenu(missing)=0 err=57005',
    'LoadAccelerators: 2 entries: 09/79/40 11/115/41',
    'LoadBitmap: 8x4 (0,0)=0000ff (7,3)=ff0000',
    'LoadImage: 8x4',
    'LoadImage(missing)=0 err=1814',
    'ImageList_LoadImage: 2 images 4x4',
    'done',
]


def test_another_modules_resources_and_the_language_order(boot, tmp_path, width):
    d = boot(guest_exe("resmodule", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
