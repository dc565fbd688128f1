"""Moving a window in the window tree (SetParent, and a rebar adopting its bands'
windows): a window under another becomes its child, painting into its new top-level
window's surface; a child given back to the desktop becomes top-level with a surface of
its own. Position numbers are kept: they are now in the new parent's client coordinates
(the screen's for the desktop), as Windows keeps them. The new or the old parent may be
another process's window (user/crosstree.py): the window stays its own process's."""

__all__ = ["make_child", "make_toplevel"]


def _leave_parent(wm, win):
    """Take a child out of its parent's children, the parent repainting where it was (a
    parent of another process too: user/crosstree.py)."""
    old = wm.windows.get(win.parent)
    if old is not None:
        if win.visible_flag:
            wm.invalidate(old)
        if win.hwnd in old.children:
            old.children.remove(win.hwnd)


def make_child(wm, win, parent):
    """Put ``win`` (WS_CHILD in its style, or about to be) at the top of ``parent``'s
    children. A top-level window leaves the top-level order and gives up its surface;
    its owner stays recorded (Wine keeps it: GetParent answers it again once the window
    is a popup on the desktop again). Returns the previous parent's handle, None for a
    top-level window."""
    previous = win.parent
    if previous is not None:
        _leave_parent(wm, win)
    else:
        if win.hwnd in wm.zorder:
            wm.zorder.remove(win.hwnd)
        win.surface = None
        wm.vm.gdi.touch()
    parent.children.insert(0, win.hwnd)     # the top of its new siblings
    win.parent = parent.hwnd
    if win.visible_flag:
        wm.invalidate_tree(win)
    return previous


def make_toplevel(wm, win):
    """Give child ``win`` (or a top-level message-only window, which has none) to the
    desktop: a surface of its own at the top of the top-level order. Returns the
    previous parent's handle (None for a top-level window)."""
    previous = win.parent or None
    if previous is not None:
        _leave_parent(wm, win)
    win.parent = None
    wm.create_surface(win)
    wm.zorder.append(win.hwnd)
    if win.visible_flag:
        wm.invalidate_tree(win)
    wm.vm.gdi.touch()
    return previous
