"""TranslateMessage of the keys a program types itself (keybd_event, SendInput): the
character it posts follows the thread's key state at translation (Shift, Caps Lock);
none is made without TranslateMessage, and IsDialogMessage translates what it does not
handle; every keyboard message answers TRUE. GetGUIThreadInfo's active and focus windows
(its caret fields are not compared: our EDIT draws its own caret, Windows' makes the
system caret). The agent's own input brings its
characters along and makes none (user/wm_input.py ``translate_key``). AutoHotkey's
``Send`` types through keybd_event into its GUI loop's IsDialogMessage (issue 23).

test/exe/keytrans.exe and test/exe64/keytrans.exe (guests/tests/keytrans.c); WINE_OUTPUT
is what both binaries print under Wine 8, line for line the same here.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'GetGUIThreadInfo -> 1 flags 0 active 1 focus 1 capture 0 menu 0 move 0',
    'this thread -> 1 focus 1',
    'cbSize 8 -> 0 error 87',
    "translated: 'Hi ' chars=3",
    "not translated: 'Hi ' chars=0",
    "IsDialogMessage: 'Hi z9' chars=2",
    "caps lock: 'Hi z9Qq' chars=2",
    "backspace: 'Hi z9Q' chars=1",
    'translate of a key-up: 1',
    'translate of WM_CHAR: 1',
    'done',
]


def test_typed_keys_translate_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("keytrans", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == WINE_OUTPUT
