"""RegisterHotKey and UnregisterHotKey (user/hotkeys.py): a registered key with exactly
its modifiers posts WM_HOTKEY (wParam the id, lParam the modifiers and the key) to the
window, or to the thread for a NULL window, in place of its key-down (its key-up still
arrives); a taken combination fails with ERROR_HOTKEY_ALREADY_REGISTERED, releasing an
unknown id with ERROR_HOTKEY_NOT_REGISTERED. AutoHotkey's ``Hotkey`` command stopped at
RegisterHotKey (issue 23).

test/exe/hotkey.exe and test/exe64/hotkey.exe (guests/tests/hotkey.c); WINE_OUTPUT is
what both binaries print under Wine 8, line for line the same here.
"""

from paths import guest_exe

WINE_OUTPUT = [
    'start: 0 key-downs, 0 key-ups',
    'register -> 1',
    'again -> 0 error 1409',
    'thread hot key -> 1',
    'ctrl+alt+k: WM_HOTKEY hwnd 1 id 7 mods 0x3 vk 0x4b',
    'ctrl+alt+k: 2 key-downs, 3 key-ups',
    'ctrl+k: 2 key-downs, 2 key-ups',
    'shift+f5: WM_HOTKEY hwnd 0 id 9 mods 0x4 vk 0x74',
    'shift+f5: 1 key-downs, 2 key-ups',
    'unregister -> 1',
    'unregister again -> 0 error 1419',
    "unregister thread's -> 1",
    'after: 3 key-downs, 3 key-ups',
    'done',
]


def test_hot_keys_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("hotkey", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(2000)
    assert d.vm.stdout_log == WINE_OUTPUT
