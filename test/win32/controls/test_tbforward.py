"""A toolbar passes WM_COMMAND, WM_DRAWITEM, WM_MEASUREITEM, WM_CHARTOITEM and
WM_VKEYTOITEM to its parent, or to the window TB_SETPARENT named (issue 23, "Programs in
the wild (stop 29)": Win32++'s menu bar is a toolbar; the WM_COMMAND TrackPopupMenuEx
posts to it fell to the toolbar's procedure and stopped there, so choosing an item of
PropertySheet's menu did nothing, at both widths).

test/exe/tbforward.exe (guests/tests/tbforward.c) sends each to a toolbar whose (Unicode)
parent records what reaches it: which window, the same message, wParam and lParam whole
(pointers and window handles, 64 bits wide in the x86-64 build) and the parent's answer
back. The expected lines are what the same binary prints under Wine 8, at both widths
(``xvfb-run -a wine tbforward.exe``).
"""

from paths import guest_exe

EXPECTED = [
    "WM_COMMAND: to=parent msg=same wparam=same lparam=same result=parent's",
    "WM_COMMAND from a control: to=parent msg=same wparam=same lparam=same result=parent's",
    "WM_DRAWITEM: to=parent msg=same wparam=same lparam=same result=parent's",
    "WM_MEASUREITEM: to=parent msg=same wparam=same lparam=same result=parent's",
    "WM_CHARTOITEM: to=parent msg=same wparam=same lparam=same result=parent's",
    "WM_VKEYTOITEM: to=parent msg=same wparam=same lparam=same result=parent's",
    "WM_COMMAND after TB_SETPARENT: to=other msg=same wparam=same lparam=same "
    "result=parent's",
    "WM_DRAWITEM after TB_SETPARENT: to=other msg=same wparam=same lparam=same "
    "result=parent's",
    'done',
]


def test_toolbar_passes_messages_on(boot, tmp_path, width):
    d = boot(guest_exe("tbforward", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
