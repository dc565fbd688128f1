"""Key messages' scan codes and the message extra information (docs/runtimes.md, "Programs
in the wild (stop 27): SDL"): SDL2 takes its scancodes from bits 16-24 of WM_KEYDOWN's
lParam and tells touch- and pen-made mouse messages by GetMessageExtraInfo.

test/exe/keyscan.exe (guests/tests/keyscan.c) types keys with keybd_event, whose messages
carry the scan code and extended flag it is given; EXPECTED is what Wine 8 prints for it,
the same at both widths. The keyboard of the session (the ``keydown``/``type`` actions)
sends each key's own scan code on the US layout, checked against Windows' scan code set 1
below.
"""

import pytest

from paths import guest_exe
from wineagent.win32.user.wm_input import InputMixin

EXPECTED = [
    'initial=0',
    'set(0x55) prev=0',
    'now=0x55',
    'set(0x66) prev=0x55',
    'after peek (no remove) of a posted message=0',
    'after a posted message=0',
    'down vk=0x41 scan=0 extended=0 extra=0',
    'up vk=0x41 scan=0 extended=0 extra=0',
    'down vk=0x41 scan=0x1e extended=0 extra=0',
    'up vk=0x41 scan=0x1e extended=0 extra=0',
    'down vk=0x31 scan=0x2 extended=0 extra=0',
    'up vk=0x31 scan=0x2 extended=0 extra=0',
    'down vk=0xbf scan=0x35 extended=0 extra=0',
    'up vk=0xbf scan=0x35 extended=0 extra=0',
    'down vk=0x1b scan=0x1 extended=0 extra=0',
    'up vk=0x1b scan=0x1 extended=0 extra=0',
    'down vk=0x25 scan=0x4b extended=1 extra=0',
    'up vk=0x25 scan=0x4b extended=1 extra=0',
    'down vk=0x2e scan=0 extended=1 extra=0',
    'up vk=0x2e scan=0 extended=1 extra=0',
    'down vk=0x74 scan=0x3f extended=0 extra=0',
    'up vk=0x74 scan=0x3f extended=0 extra=0',
]


def test_keybd_event_scan_codes_and_the_extra_information(boot, tmp_path, width):
    d = boot(guest_exe("keyscan", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


@pytest.mark.parametrize("vk, bits", [
    (0x41, 0x1E), (0x5A, 0x2C), (0x31, 0x02), (0x30, 0x0B), (0x1B, 0x01), (0x0D, 0x1C),
    (0x20, 0x39), (0x10, 0x2A), (0xA1, 0x36), (0x11, 0x1D), (0x74, 0x3F),
    (0x25, 0x14B), (0x2E, 0x153), (0x24, 0x147), (0xA3, 0x11D),
])
def test_the_keyboard_sends_each_keys_scan_code(vk, bits):
    assert InputMixin._scan(vk) == bits


@pytest.mark.parametrize("char, scan", [
    ("a", 0x1E), ("A", 0x1E), ("1", 0x02), ("!", 0x02), ("/", 0x35), ("?", 0x35),
    (" ", 0x39), ("\r", 0x1C), ("\b", 0x0E), ("\x1b", 0x01), ("\u00e9", 0),
])
def test_a_typed_character_carries_its_keys_scan_code(char, scan):
    assert InputMixin._char_scan(ord(char)) == scan
