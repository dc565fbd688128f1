"""A tree view's right click as Windows handles it (issue 23, session 37: Wine's
treeview.c test_right_click, written against Windows), and MsgWaitForMultipleObjects
waking for a posted mouse message.

test/exe/tvrclick.exe (guests/tests/tvrclick.c) posts WM_RBUTTONDOWN / WM_RBUTTONUP to a
tree and waits as the test does (MsgWaitForMultipleObjects, then PeekMessage): the tree
tracks the button in its own loop (its procedure sees WM_RBUTTONDOWN and
WM_CAPTURECHANGED, never the WM_RBUTTONUP), then NM_RCLICK (the capture released, the
selection kept) and WM_CONTEXTMENU to the parent unless it answers non-zero. A posted
mouse message wakes a QS_ALLINPUT wait (it is QS_POSTMESSAGE), not a QS_MOUSEBUTTON one.
WINE is what the same binary prints under Wine 8, the same at both widths; wineagent
prints the same.
"""

from paths import guest_exe

WINE = [
    'wait after a posted WM_LBUTTONDOWN: 0',
    '  for QS_MOUSEBUTTON alone: 258',
    'right click: tree 204 215; parent rclick(capture 0,sel 1) contextmenu(from tree 1); capture 0',
    'refused: tree 204 215; parent rclick(capture 0,sel 1); capture 0',
    'done',
]


def test_tree_right_click_and_posted_mouse_wake(boot, tmp_path, width):
    d = boot(guest_exe("tvrclick", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(4000)
    assert d.vm.stdout_log == WINE
