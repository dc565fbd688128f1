"""A combo box's keyboard, wheel and focus: the navigation keys, F4 and Alt+Down, the
wheel, WM_GETDLGCODE while the list is down, and CBN_SETFOCUS / CBN_KILLFOCUS."""

from ...core.messages import WM_KEYDOWN, WM_MOUSEWHEEL
from ...core.structures import MSG
from ...user.dialogs import child_got_focus
from ...user.scrollbars import wheel_lines
from ...user.window import take_focus
from ..builtin_common import in_dialog, notify_parent
from ..itemlist import signed
from .dropdown import _close, _drop, _select, _toggle
from .geometry import _list_geom, _list_win, _scroll_to, _show_index
from .state import (EM_SETSEL, CBN_KILLFOCUS, CBN_SETFOCUS, CBS_SIMPLE, DLGC_WANTMESSAGE, VK_DOWN,
                    VK_END, VK_ESCAPE, VK_F4, VK_HOME, VK_NEXT, VK_PRIOR, VK_RETURN, VK_UP,
                    WHEEL_DELTA, _st)


# -- keyboard -------------------------------------------------------------------------------
def _keydown(wm, win, st, vk, from_edit):
    """Generator: a WM_KEYDOWN for the combo box; True when it used the key."""
    n = len(st.items)
    if vk == VK_F4:
        if not st.extended_ui:
            yield from _toggle(wm, win, st)
        return True
    if st.dropped:
        if vk == VK_RETURN:
            yield from _close(wm, win, st, True)
            return True
        if vk == VK_ESCAPE:
            yield from _close(wm, win, st, False)
            return True
    nav = (VK_UP, VK_DOWN, VK_PRIOR, VK_NEXT) + (() if from_edit else (VK_HOME, VK_END))
    if vk not in nav:
        return False
    if vk == VK_DOWN and st.extended_ui and not st.dropped and st.kind != CBS_SIMPLE:
        yield from _drop(wm, win, st)      # CB_SETEXTENDEDUI: Down drops the list
        return True
    if not n:
        return True
    lw = _list_win(wm, st)
    rows = _list_geom(wm, st, lw)[1] if lw is not None else 1
    cur = st.hot if st.dropped else st.sel
    if cur < 0:
        i = 0 if vk in (VK_DOWN, VK_NEXT, VK_HOME, VK_UP, VK_PRIOR) else n - 1
    else:
        i = {VK_UP: cur - 1, VK_DOWN: cur + 1, VK_PRIOR: cur - rows + 1,
             VK_NEXT: cur + rows - 1, VK_HOME: 0, VK_END: n - 1}[vk]
    i = max(0, min(n - 1, i))
    yield from _key_choose(wm, win, st, i)
    return True


def _key_choose(wm, win, st, i):
    """Generator: a keyboard choice: moves the highlight while dropped, else selects."""
    if st.dropped:
        st.hot = i        # committed by Enter (Esc keeps the old selection)
        _show_index(wm, st, i)
    else:
        yield from _select(wm, win, st, i)


def _wheel(wm, win, st, wparam):
    """Generator: WM_MOUSEWHEEL: scroll a dropped list, else step the selection."""
    if st.dropped:
        lw = wm.get(st.popup)
        if lw is not None:
            # Wine hands it to the drop-down list box: SPI_GETWHEELSCROLLLINES items a
            # notch, at most a page, partial turns adding up (scrollbars.wheel_lines).
            _, rows = _list_geom(wm, st, lw)
            lines = wheel_lines(lw, WM_MOUSEWHEEL, wparam, rows)
            if lines:
                _scroll_to(wm, st, lw, st.top + lines)
        return
    delta = signed(wparam) >> 16
    if delta & 0x8000:
        delta -= 0x10000
    steps = -delta // WHEEL_DELTA if delta else 0
    if not steps:
        return
    for _ in range(abs(steps)):
        yield from _keydown(wm, win, st, VK_DOWN if steps > 0 else VK_UP, True)


def _dlgcode(wm, st, lparam, base):
    """WM_GETDLGCODE: while the list is down the combo box wants Enter and Esc itself."""
    code = base
    if lparam and st.dropped:
        m = MSG.at(wm.vm.mem, lparam, wm.vm.ptr_size)
        msg, vk = m.message, m.wParam
        if msg == WM_KEYDOWN and vk in (VK_RETURN, VK_ESCAPE):
            code |= DLGC_WANTMESSAGE
    return code


# -- focus ----------------------------------------------------------------------------------
def _got_focus(wm, win, st):
    if st.focused:
        return
    st.focused = True
    wm.invalidate(win, None, False)
    if in_dialog(wm, win):
        yield from child_got_focus(wm, win)
    yield from notify_parent(wm, win, CBN_SETFOCUS)


def _lost_focus(wm, win, st, new_focus):
    if new_focus in (win.hwnd, st.edit) or not st.focused:
        return
    st.focused = False
    if st.dropped:
        yield from _close(wm, win, st, False)
    if wm.get(st.edit) is not None:
        # the edit's text is left unselected, as Windows' combo box leaves it
        yield from wm.send(st.edit, EM_SETSEL, 0, 0)
    wm.invalidate(win, None, False)
    if wm.get(win.hwnd) is not None:
        yield from notify_parent(wm, win, CBN_KILLFOCUS)


def _take_focus(wm, win):
    if wm.focus not in (win.hwnd, _st(win).edit):
        yield from take_focus(wm, win)
