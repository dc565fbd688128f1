"""WM_NOTIFY's NMHDR is built from its declaration at the program's width.

``nmhdr_bytes`` (controls/builtin_common.py, used by ``send_notify`` and comctl_shared's
``notify``) lays out hwndFrom, idFrom and code as a 32-bit program reads them (12 bytes, the
bytes the hand-packed header had) or as a 64-bit one does (24: idFrom is a UINT_PTR, code
at 16); ``notify_tail`` gives the rest of a notification structure, packed as the SDK packs
it (NMTCKEYDOWN: flags right after wVKey in both widths).
"""

import struct
from types import SimpleNamespace

from wineagent.win32.controls.builtin_common import nmhdr_bytes
from wineagent.win32.controls.comctl_shared import notify_tail
from wineagent.win32.core.structures import NMTCKEYDOWN

WIN = SimpleNamespace(hwnd=0x10024, id=0xFFFFFFFF)     # an id of -1, as dialogs give


def test_nmhdr_in_32_bit_programs_is_the_old_hand_packed_header():
    vm = SimpleNamespace(ptr_size=4)
    for code in (-551, 0xFFFFFDD9 - (1 << 32), 2):       # TCN_SELCHANGE and friends
        assert nmhdr_bytes(vm, WIN, code) == struct.pack("<IIi", WIN.hwnd, WIN.id, code)


def test_nmhdr_in_64_bit_programs_follows_the_width():
    data = nmhdr_bytes(SimpleNamespace(ptr_size=8), WIN, -551)
    assert len(data) == 24
    assert struct.unpack("<QQI4x", data) == (WIN.hwnd, WIN.id, (-551) & 0xFFFFFFFF)


def test_notification_tails_are_packed_as_the_sdk_packs_them():
    for ptr in (4, 8):
        tail = notify_tail(NMTCKEYDOWN, ptr, wVKey=0x25, flags=7)
        assert tail == struct.pack("<HI", 0x25, 7)
