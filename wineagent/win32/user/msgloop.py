"""What every message loop shares: DispatchMessage's work and the guest MSG structure.

GetMessage/DispatchMessage in USER32 and the modal loops inside USER (dialogs, menus,
MessageBox, scroll bar tracking) all dispatch through ``dispatch``.
"""

import struct

from ...abi.api import GuestCall
from ..core.messages import WM_TIMER
from .msgconv import CHAR_MESSAGES, QueueCharset

__all__ = ["MSG", "dispatch", "write_msg"]

#: The guest MSG structure: hwnd, message, wParam, lParam, time, pt.x, pt.y.
MSG = struct.Struct("<7I")


def write_msg(mem, p, m):
    """Store a Message as a guest MSG structure."""
    mem.write(p, MSG.pack(m.hwnd, m.msg, m.wparam & 0xFFFFFFFF, m.lparam & 0xFFFFFFFF,
                           m.time & 0xFFFFFFFF, m.pt[0] & 0xFFFFFFFF, m.pt[1] & 0xFFFFFFFF))


def dispatch(vm, hwnd, msg, wparam, lparam, time=0, wide=True):
    """Generator: DispatchMessage — TIMERPROCs for WM_TIMER with a proc, else the window.

    ``wide``: the character set of the loop's MSG (DispatchMessageA: False). A character
    message is converted for a procedure of the other one, as Windows does; USER's own
    modal loops dispatch what the queue holds, UTF-16 units (Wine's are W loops)."""
    if msg == WM_TIMER and lparam:
        return (yield GuestCall(lparam, (hwnd, WM_TIMER, wparam, time)))
    if vm.wm.get(hwnd) is None:
        return 0
    sender = QueueCharset(wide) if msg in CHAR_MESSAGES else None
    return (yield from vm.wm.send(hwnd, msg, wparam, lparam, sender=sender))
