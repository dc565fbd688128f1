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


def test_a_swallowed_key_takes_the_agents_character_with_it(boot, tmp_path, width):
    """The agent's typing is key-down, character, key-up (its characters travel on their
    own): when a low-level hook swallows the key-down, the character goes with it, as on
    Windows, where the character would come from that key-down's TranslateMessage
    (AutoHotkey's hotstrings swallow the end character and type it again)."""
    d = boot(guest_exe("llhook", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(400):
        d.vm.run_batch()
        if "hook installed 1" in d.vm.stdout_log:
            break
    assert "hook installed 1" in d.vm.stdout_log
    for ch in "xqy":        # the guest's hook swallows every Q key-down
        d.key("down", ord(ch.upper())).key("char", ord(ch)).key("up", ord(ch.upper()))
    d.run_to_end(4000)
    edit = [line for line in d.vm.stdout_log if line.startswith("edit:")][0]
    assert "x" in edit and "y" in edit and "q" not in edit, edit
