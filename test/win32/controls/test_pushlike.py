"""BS_PUSHLIKE check boxes and a check box's BS_BITMAP image (issue 23, "Programs in the
wild (session 30)": SciTE's find strip makes BS_AUTOCHECKBOX | BS_PUSHLIKE | BS_BITMAP
toggles and gives them bitmaps with BM_SETIMAGE, which stopped the guest naming it).

test/exe/pushlike.exe (guests/tests/pushlike.c) gives a push-like check box and a plain
check box a bitmap and finds it drawn with GetPixel: centred in the push-like one (one
pixel right and down while pressed, not while only checked), in the label's place in the
plain one; the push-like face is the button face, then the 50% white dither once checked
(white where x + y is odd, from the button's own origin). The expected lines are what the
same binary prints under Wine 8 (``xvfb-run -a wine pushlike.exe``; 64-bit Wine for the
x86-64 build).
"""

from paths import guest_exe

EXPECTED = [
    'pushlike given a bitmap: old=0 get=1',
    'check box given a bitmap: old=0 get=1',
    'check box given an icon=0',
    'pushlike drawn: 10,12-19,17',
    'pushlike unchecked: (4,4)=face (5,4)=face',
    'check box drawn: 1,7-10,12',
    'clicked: check=1',
    'pushlike checked: 10,12-19,17',
    'pushlike checked: (4,4)=face (5,4)=highlight',
    'pushlike pressed: 11,13-20,18',
    'pushlike unchecked again: (4,4)=face (5,4)=face',
]


def test_pushlike_check_box_and_check_box_image(boot, tmp_path, width):
    d = boot(guest_exe("pushlike", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
