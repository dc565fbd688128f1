"""What the list view does with its header's notifications (WM_NOTIFY from the header).

The header tells the list view (its parent) in Unicode, since the list view answers its
WM_NOTIFYFORMAT with NFR_UNICODE. The list view passes some of them on to its own
parent, in the parent's character set, as comctl32 does (Wine's
test_header_notification2, written against Windows):

- HDN_ITEMCHANGING / ITEMCHANGED of a width (the item's mask has HDI_WIDTH): passed on,
  the parent's answer to ITEMCHANGING refusing the change. Changes of a text or format
  alone (LVM_SETCOLUMN's own HDM_SETITEM) are not (test_header_notification).
- HDN_ITEMCLICK: LVN_COLUMNCLICK first, then the click passed on.
- HDN_DIVIDERDBLCLICK: the column sized to its items (LVSCW_AUTOSIZE, whose own
  HDN_ITEMCHANGING / ITEMCHANGED go on as above), then passed on.
- HDN_TRACK, HDN_ENDTRACK, HDN_ENDDRAG, HDN_FILTERCHANGE: passed on.
- HDN_BEGINDRAG: refused (TRUE) unless the list has LVS_EX_HEADERDRAGDROP, when the
  parent decides.
- The rest (HDN_ITEMDBLCLICK, HDN_BEGINTRACK, the filter edits, HDN_ITEMSTATEICONCLICK,
  HDN_ITEMKEYDOWN, custom draw): kept, answered 0.

What is passed on is the header's own structure, its code rewritten in place to the
parent's form (the caller sees the A code afterwards, as on Windows); an item's text is
given to an ANSI parent in a converted copy of the HDITEM.
"""

from ...core.bits import s32

from ...core.structures import HDITEM, NMHDR, NMHEADER
from .. import header as hdr
from ..comctl_shared import WM_NOTIFY, notify, notify_target
from .columns import LVSCW_AUTOSIZE, set_column_width
from .items import _nmlistview
from .state import LVN_COLUMNCLICK, notify_wide

__all__ = ["header_notification"]

LVS_EX_HEADERDRAGDROP = 0x10
#: codes the header sends in two forms: HDN_xxxW = HDN_xxxA - 20, for -300 .. -309
_AW_FIRST, _AW_LAST = -300, -309
_PASSED_ON = (hdr.HDN_TRACKA, hdr.HDN_ENDTRACKA, hdr.HDN_ENDDRAG, hdr.HDN_FILTERCHANGE)


def _ansi_code(code):
    """(the A form of ``code``, whether ``code`` was a W form)."""
    w_first, w_last = _AW_FIRST + hdr.W_OFFSET, _AW_LAST + hdr.W_OFFSET
    if w_last <= code <= w_first:
        return code - hdr.W_OFFSET, True
    return code, False


def header_notification(wm, win, st, wparam, lparam):
    """Generator: the list view's answer to WM_NOTIFY(wparam, lparam) from its header."""
    vm = wm.vm
    nm = NMHEADER.A.at(vm.mem, lparam, vm.ptr_size)     # A and W: one layout
    code, wide = _ansi_code(s32(nm.hdr.code))
    if code in (hdr.HDN_ITEMCHANGINGA, hdr.HDN_ITEMCHANGEDA):
        if code == hdr.HDN_ITEMCHANGEDA:
            wm.invalidate(win, None, True)
        if nm.pitem and HDITEM.A.at(vm.mem, nm.pitem, vm.ptr_size).mask & hdr.HDI_WIDTH:
            return (yield from _pass_on(wm, win, wparam, lparam, code, wide))
        return 0
    if code == hdr.HDN_ITEMCLICKA:
        yield from notify(wm, win, LVN_COLUMNCLICK, _nmlistview(vm.ptr_size, -1, nm.iItem))
        return (yield from _pass_on(wm, win, wparam, lparam, code, wide))
    if code == hdr.HDN_DIVIDERDBLCLICKA:
        yield from set_column_width(wm, win, st, nm.iItem & 0xFFFFFFFF, LVSCW_AUTOSIZE & 0xFFFF)
        return (yield from _pass_on(wm, win, wparam, lparam, code, wide))
    if code == hdr.HDN_BEGINDRAG:
        if not st.ex_style & LVS_EX_HEADERDRAGDROP:
            return 1
        return (yield from _pass_on(wm, win, wparam, lparam, code, wide))
    if code in _PASSED_ON:
        if code == hdr.HDN_ENDTRACKA:
            wm.invalidate(win, None, True)
        return (yield from _pass_on(wm, win, wparam, lparam, code, wide))
    return 0


def _pass_on(wm, win, wparam, lparam, code, wide):
    """Generator: the header's notification at ``lparam`` (A code ``code``; its item in
    Unicode when ``wide``) sent on to the list view's parent in the parent's form;
    returns the parent's answer."""
    target = notify_target(wm, win)
    if not target:
        return 0
    vm = wm.vm
    ptr = vm.ptr_size
    to_wide = notify_wide(win)
    has_forms = _AW_LAST <= code <= _AW_FIRST
    hdr_view = NMHDR.at(vm.mem, lparam, ptr)
    hdr_view.code = (code + hdr.W_OFFSET if to_wide and has_forms else code) & 0xFFFFFFFF
    nm = NMHEADER.A.at(vm.mem, lparam, ptr)
    pitem = nm.pitem
    blocks = []
    if has_forms and pitem and wide != to_wide and \
            HDITEM.A.at(vm.mem, pitem, ptr).mask & hdr.HDI_TEXT:
        blocks = hdr.copy_item(wm, pitem, wide, to_wide)
        nm.pitem = blocks[0]
    try:
        return (yield from wm.send(target, WM_NOTIFY, wparam, lparam))
    finally:
        if blocks:
            nm.pitem = pitem
            for p in blocks:
                vm.heap.free(p)
