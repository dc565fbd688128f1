"""Low-level keyboard hooks (user/hooks.py ``low_level_verdict``): a WH_KEYBOARD_LL hook
installed by a thread of its own — as AutoHotkey keeps its hooks — runs in that thread,
inside its GetMessage, and sees the program's own keystrokes first and in order, marked
LLKHF_INJECTED with their dwExtraInfo and LLKHF_UP on release; a non-zero answer
swallows the key, so no message reaches the focused edit; GetMessageExtraInfo answers
the dwExtraInfo of the key message retrieved.

test/exe/llhook.exe and test/exe64/llhook.exe (guests/tests/llhook.c); WINE_OUTPUT is
what both binaries print under Wine 8, line for line the same here.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'hook installed 1',
    'hook saw: Aix A^ix Qix Q^ix Bix B^ix ',
    'GetMessageExtraInfo of the last key-down: 77',
    "edit: 'zab'",
    'done',
]


def test_low_level_keyboard_hook_in_its_own_thread_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("llhook", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(4000)
    assert d.vm.stdout_log == WINE_OUTPUT
