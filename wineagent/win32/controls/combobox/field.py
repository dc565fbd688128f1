"""What a combo box's field shows: the edit's text or the selected item's, kept as the
window text, and setting the EDIT child's text without CBN_EDIT* notifications."""

from ...core.messages import WM_SETTEXT
from ..builtin_common import write_text
from .state import EM_SETSEL


# -- text helpers -----------------------------------------------------------------------------
def _display_text(wm, win, st):
    """What the field shows: the edit's text, or the selected item's."""
    edit = wm.get(st.edit)
    if edit is not None:
        return edit.title
    return st.items[st.sel][0] if 0 <= st.sel < len(st.items) else ""


def _sync_title(wm, win, st):
    # The window text tracks the displayed text so snapshots show it (as EDIT does).
    win.title = _display_text(wm, win, st)


def _send_str(wm, target, msg, wparam, text):
    """Generator: send ``msg`` with a guest copy of ``text`` (in target's encoding)."""
    vm = wm.vm
    ptr = vm.heap.alloc(2 * len(text) + 2)
    try:
        write_text(wm, target, ptr, text, len(text) + 1)
        return (yield from wm.send(target.hwnd, msg, wparam, ptr))
    finally:
        vm.heap.free(ptr)


def _set_edit_text(wm, win, st, text, select_all=True):
    """Generator: put ``text`` in the edit field without CBN_EDIT* notifications."""
    edit = wm.get(st.edit)
    if edit is not None:
        st.quiet = True
        try:
            yield from _send_str(wm, edit, WM_SETTEXT, 0, text)
            if select_all:
                yield from wm.send(edit.hwnd, EM_SETSEL, 0, 0xFFFFFFFF)
        finally:
            st.quiet = False
    _sync_title(wm, win, st)
    wm.invalidate(win, None, False)


def _sel_text(st):
    return st.items[st.sel][0] if 0 <= st.sel < len(st.items) else ""
