"""The tree view's tooltip window and scroll time (TVM_SET/GETTOOLTIPS,
TVM_SET/GETSCROLLTIME), as Windows keeps them (Wine's treeview.c test_get_set_tooltips,
run on Windows):

- A tree without TVS_NOTOOLTIPS makes a ``tooltips_class32`` pop-up of its own at
  creation (owned by the tree; no NM_TOOLTIPSCREATED is sent).
- TVM_SETTOOLTIPS takes any window (it need not be a tooltip) and answers the previous
  one; TVM_GETTOOLTIPS answers the current one.
- Clearing TVS_NOTOOLTIPS makes a new tooltip of the tree's own, which becomes the
  current one (a window set before is left as it is); setting TVS_NOTOOLTIPS destroys the
  current window, whoever made it, and leaves none.
- The tree destroys its current tooltip window with itself; one it no longer holds
  survives it.

The tree does not yet show anything in its tooltip (Windows shows the full label of an
item the control cuts off, under the mouse): the window is made and kept as above.

TVM_SETSCROLLTIME keeps the time the tree may take to scroll smoothly (the previous one
answered; 300 ms by default); the tree scrolls at once, so any time is met.
"""

from ...user.window import create_window

__all__ = ["TVS_NOTOOLTIPS", "TVM_SETTOOLTIPS", "TVM_GETTOOLTIPS", "TVM_SETSCROLLTIME",
           "TVM_GETSCROLLTIME", "make_tooltip", "tooltips_style", "drop_tooltip"]

TVS_NOTOOLTIPS = 0x80
TVM_SETTOOLTIPS, TVM_GETTOOLTIPS = 0x1118, 0x1119
TVM_SETSCROLLTIME, TVM_GETSCROLLTIME = 0x1121, 0x1122
TOOLTIPS_CLASS = "tooltips_class32"
WS_POPUP, WS_EX_TOPMOST = 0x80000000, 0x8


def make_tooltip(wm, win, st):
    """Generator: a tooltip control of the tree's own becomes the current one."""
    st.tooltips = yield from create_window(wm.vm, WS_EX_TOPMOST, TOOLTIPS_CLASS, "",
                                           WS_POPUP, 0, 0, 0, 0, win.hwnd, 0, 0, 0, True)


def tooltips_style(wm, win, st, old_style, new_style):
    """Generator: WM_STYLECHANGED: TVS_NOTOOLTIPS cleared makes a tooltip, set destroys
    the current one."""
    if old_style & TVS_NOTOOLTIPS and not new_style & TVS_NOTOOLTIPS:
        yield from make_tooltip(wm, win, st)
    elif new_style & TVS_NOTOOLTIPS and not old_style & TVS_NOTOOLTIPS:
        yield from drop_tooltip(wm, st)


def drop_tooltip(wm, st):
    """Generator: destroy the current tooltip window (at TVS_NOTOOLTIPS, and with the
    tree); none is current after."""
    h, st.tooltips = st.tooltips, 0
    if h and wm.get(h) is not None:
        yield from wm.destroy(h)
