"""A list view's label editing (issue 23 item 6: Wine's comctl32 listview.c stopped at
LVM_EDITLABEL).

test/exe/lvedit.exe (guests/tests/lvedit.c) edits item 0 of a report view: the edit's
place below the header and its focus, the parent's LVN_BEGINLABELEDIT / LVN_ENDLABELEDIT
(mask, text, LVM_GETEDITCONTROL during them, the edit's limit), the edit ended by the
focus going back to the list, by Enter and by Escape, LVM_EDITLABEL of -1 and of an index
past the items, an edit asked while the control has no focus, and a parent refusing.
WINE is what the same binaries print under Wine 8 (``xvfb-run -a wine lvedit.exe``; 64-bit
prefix for test/exe64, the same lines).
"""

from paths import guest_exe

WINE = [
    '  begin item 0 mask d text first, edit 1 limit 259',
    'edit: 1, focused 1, below header 1',
    '  end item 0 mask d text second, edit 1',
    'focus back: item text second, edit 0',
    '  begin item 0 mask d text second, edit 1 limit 259',
    '  end item 0 mask d text third, edit 1',
    'enter: item text third, edit 0',
    '  begin item 0 mask d text third, edit 1 limit 259',
    '  end item 0 mask d text (null), edit 1',
    'escape: item text third, edit 0',
    '  begin item 0 mask d text third, edit 1 limit 259',
    '  end item 0 mask d text fifth, edit 1',
    'edit -1: 0',
    'after -1: item text fifth, edit 0',
    'edit 5: 0',
    '  begin item 0 mask d text fifth, edit 1 limit 259',
    'no focus: edit 1',
    '  end item 0 mask d text fifth, edit 1',
    '  begin item 0 mask d text fifth, edit 1 limit 259',
    'refused: 0',
    'done',
]

# Without the focus Windows makes no edit (Wine's own listview.c test_editbox expects
# none and marks Wine's edit todo_wine): so here no LVN_BEGINLABELEDIT, and
# LVM_CANCELEDITLABEL then has no edit to end (Wine's ends its edit keeping the text).
EXPECTED = WINE[:15] + ['no focus: edit 0'] + WINE[18:]


def test_list_view_label_editing(boot, tmp_path, width):
    d = boot(guest_exe("lvedit", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(1000)
    assert d.vm.stdout_log == EXPECTED
