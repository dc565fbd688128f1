"""An edit control's keyboard answers and dialog mode (issue 23: Wine's conformance tests
user32 and comctl32 edit.c, session 38 branch ``editc``).

test/exe/editkeys.exe (guests/tests/editkeys.c): WM_CHAR and WM_KEYDOWN answer 1; a
WM_GETDLGCODE that comes with a message puts a multi-line control in dialog mode,
outside a dialog too, where Return inserts nothing and goes to the parent's default
button (DM_GETDEFID, then WM_NEXTDLGCTL and a posted Return to that button, and no
WM_COMMAND of the edit's own), Tab sends WM_NEXTDLGCTL and Escape posts WM_CLOSE; a new
dialog's default ID is IDOK; Ctrl+X leaves a password; a paste ends a single line at its
first line break and pasting no text clears the selection; the caret is the control's
system caret while it has the focus (SetCaretPos / GetCaretPos move and read it, and
with the focus gone there is none to move); user32's edit answers
WM_DESTROY with 0 and, past WM_NCDESTROY, has no text. Before this branch Return in
dialog mode sent WM_COMMAND itself (and needed a dialog parent), the keyboard messages
answered 0, a fresh dialog had no default ID, Ctrl+X cut a password and a pasted line
break became a space, and the edit drew a caret of its own. Wine 8 prints these lines,
32- and 64-bit, but one: its SetCaretPos answers 1 with no caret (Wine's own test marks
that todo_wine: Windows answers 0, as here).
"""

from paths import guest_exe

EXPECTED = [
    'WM_CHAR Return 1, length 11',
    'WM_GETDLGCODE no message 8d',
    'not in dialog mode: length 13',
    'Tab before dialog mode: 1, command 4 getdefid 0 nextdlgctl 0',
    'WM_GETDLGCODE with a message 8d',
    'dialog mode: length 13',
    'Escape: 1, command 0 getdefid 0 nextdlgctl 0',
    'Tab: 1, command 0 getdefid 0 nextdlgctl 1',
    'Return without the button: 1, command 0 getdefid 1 nextdlgctl 0',
    'Return with the button: 1, command 0 getdefid 1 nextdlgctl 1',
    'posted to the parent: WM_CLOSE',
    'posted to the button: WM_KEYDOWN d',
    'DM_GETDEFID of a new dialog 534b0001',
    'password Ctrl+X 1, length 6',
    'paste of nothing: length 0',
    'single-line paste: "first line"',
    'caret at character 2: 1',
    'SetCaretPos 1',
    'GetCaretPos 7,3',
    'focus gone: SetCaretPos 0',   # Wine 8: 1 (see above)
    'WM_DESTROY 0',
    'after WM_DESTROY: length 10',
    'WM_NCDESTROY 0',
    'after WM_NCDESTROY: 0 ""',
    'done',
]


def test_keyboard_answers_and_dialog_mode_as_windows(boot, tmp_path, width):
    d = boot(guest_exe("editkeys", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
