"""The combo box's EDIT child, subclassed as Windows does: list keys go to the combo
box, the rest to the EDIT class's own procedure; its EN_* notifications become CBN_*."""

from ...core.messages import WM_GETDLGCODE, WM_KEYDOWN, WM_MOUSEWHEEL, WM_SYSKEYDOWN
from ..builtin_common import notify_parent
from .dropdown import _toggle
from .field import _display_text, _sync_title
from .geometry import _show_index
from .keys import _dlgcode, _got_focus, _keydown, _lost_focus, _wheel
from .state import (CBN_EDITCHANGE, CBN_EDITUPDATE, CBS_SIMPLE, CB_ERR, EN_CHANGE,
                    EN_KILLFOCUS, EN_SETFOCUS, EN_UPDATE, VK_DOWN, VK_UP, _combo_of, _st)


# -- the combo box's EDIT, subclassed --------------------------------------------------------
def combo_edit_proc(wm, win, msg, wparam, lparam):
    """The combo box's EDIT field: list keys go to the combo box, the rest to the EDIT
    class's own procedure (the one this subclass replaced, called like CallWindowProc)."""
    combo = _combo_of(wm, win)
    if combo is not None:
        st = _st(combo)
        if msg == WM_KEYDOWN:
            used = yield from _keydown(wm, combo, st, wparam & 0xFF, True)
            if used:
                return 0
        elif msg == WM_SYSKEYDOWN and (wparam & 0xFF) in (VK_UP, VK_DOWN) and \
                st.kind != CBS_SIMPLE:
            yield from _toggle(wm, combo, st)
            return 0
        elif msg == WM_MOUSEWHEEL:
            yield from _wheel(wm, combo, st, wparam)
            return 0
        elif msg == WM_GETDLGCODE:
            base = yield from wm.call_proc(win.state["edit_proc"], win, msg, wparam, lparam)
            return _dlgcode(wm, st, lparam, base)
    return (yield from wm.call_proc(win.state["edit_proc"], win, msg, wparam, lparam))


def _edit_notify(wm, win, st, code):
    """Generator: EN_* from the edit field -> CBN_*; typing highlights the matching item."""
    if code == EN_SETFOCUS:
        yield from _got_focus(wm, win, st)
        return
    if code == EN_KILLFOCUS:
        yield from _lost_focus(wm, win, st, wm.focus)
        return
    if code not in (EN_UPDATE, EN_CHANGE):
        return
    _sync_title(wm, win, st)
    if st.quiet:
        return
    if code == EN_UPDATE:
        yield from notify_parent(wm, win, CBN_EDITUPDATE)
        return
    # The typed text no longer names the selection: Windows selects the first item that
    # starts with it while the list is down, and nothing while it is up.
    text = _display_text(wm, win, st)
    idx = st.items.find(CB_ERR, text, False) if text else -1
    if st.dropped:
        st.hot = idx
        _show_index(wm, st, idx)
    else:
        st.sel = st.hot = -1
        lw = wm.get(st.lbox)
        if lw is not None:
            if idx >= 0:
                _show_index(wm, st, idx)
            wm.invalidate(lw, None, False)
    yield from notify_parent(wm, win, CBN_EDITCHANGE)
