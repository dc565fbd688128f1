"""The MDI client (class MDICLIENT) and what DefFrameProc and DefMDIChildProc do.

A frame window creates an MDICLIENT child with a CLIENTCREATESTRUCT (the "Window" menu
and the first child id); MDI children are made with WM_MDICREATE (an MDICREATESTRUCT)
and get the MDI child styles: a caption with the system menu, a sizing frame, minimize
and maximize boxes. The client keeps the children in activation order and:

- activates one at a time (WM_MDIACTIVATE to the one losing and the one gaining it, the
  active caption, the focus, the top of the siblings' z-order), on WM_MDIACTIVATE,
  WM_MDINEXT, a click in a child (WM_PARENTNOTIFY) or on its caption, Ctrl+F6
  (TranslateMDISysAccel) and the Window menu;
- lists the children at the end of the Window menu ("&1 title", ids from idFirstChild,
  the active one checked), as Windows does;
- cascades and tiles them (WM_MDICASCADE, WM_MDITILE) and places a new child given
  CW_USEDEFAULT on the next cascade step;
- destroys them (WM_MDIDESTROY; Ctrl+F4 and the child's close box end there).

- maximizes, minimizes and restores them (WM_MDIMAXIMIZE, WM_MDIRESTORE, the child's
  caption buttons and window menu, ShowWindow): a maximized child fills the client with
  its caption above it, the frame's title becomes "Frame - [Child]" and the frame's menu
  bar gets the child's window-menu icon first and its minimize, restore and close
  buttons at the right (HBMMENU_* items, as Windows inserts them; their commands reach
  DefFrameProc as WM_COMMAND SC_* and go to the child as WM_SYSCOMMAND). Activating
  another child while one is maximized maximizes the new one and restores the old;
  minimized children are iconic captions along the client's bottom (WM_MDIICONARRANGE).

Child captions do not drag.
"""

from ..core.structures import CLIENTCREATESTRUCT, CREATESTRUCT, MDICREATESTRUCT

from ..user.pyproc import window_proc
from ..user.scrollbars import SB_BOTH, SB_HORZ, SB_VERT, send_size, show_bar
from ..user.scrollbars import info as scroll_info, redraw as redraw_bar
from ..core.messages import (SC_CLOSE, WM_CLOSE, WM_COMMAND, WM_CREATE, WM_DESTROY, WM_LBUTTONDOWN,
                             WM_NCLBUTTONDOWN, WM_RBUTTONDOWN, WM_SETFOCUS, WM_SETTEXT,
                             WM_SIZE, WM_SYSCOMMAND)
from ..user import nonclient, placement, sysmenu
from ..user.iconarrange import arrange_iconic
from ..user.menus import (HBMMENU_MBAR_CLOSE, HBMMENU_MBAR_MINIMIZE, HBMMENU_MBAR_RESTORE,
                          HBMMENU_SYSTEM, MF_BITMAP, MF_CHECKED, MF_RIGHTJUSTIFY,
                          MF_SEPARATOR, MenuItem)
from ..user.window import (CW_USEDEFAULT, SC_MAXIMIZE, SC_MINIMIZE, SC_RESTORE,
                           add_class_resolver, adjust_rect, create_window, def_window_proc, reposition,
                           show_window)
from ..user.wm import CAPTION_HEIGHT, WindowClass, is_wide
from ..core.dllnames import USER32

__all__ = ["mdiclient_proc", "def_frame_proc", "def_mdi_child_proc", "translate_sys_accel",
           "MDI_CLASS", "sync_maximized", "activate", "client_of"]

MDI_CLASS = "MDICLIENT"
WM_CHILDACTIVATE, WM_PARENTNOTIFY = 0x0022, 0x0210
WM_MDICREATE, WM_MDIDESTROY, WM_MDIACTIVATE, WM_MDIRESTORE = 0x220, 0x221, 0x222, 0x223
WM_MDINEXT, WM_MDIMAXIMIZE, WM_MDITILE, WM_MDICASCADE = 0x224, 0x225, 0x226, 0x227
WM_MDIICONARRANGE, WM_MDIGETACTIVE, WM_MDISETMENU, WM_MDIREFRESHMENU = 0x228, 0x229, 0x230, 0x234
SC_NEXTWINDOW = 0xF040
SIZE_RESTORED, SIZE_MAXIMIZED = 0, 2
WM_MDICALCCHILDSCROLL = 0x003F   # (undocumented; the number Windows posts)
WS_CHILD, WS_VISIBLE, WS_CLIPSIBLINGS = 0x40000000, 0x10000000, 0x04000000
WS_POPUP, MDIS_ALLCHILDSTYLES = 0x80000000, 0x0001
WS_DISABLED, WS_MINIMIZE, WS_MAXIMIZE = 0x08000000, 0x20000000, 0x01000000
WS_HSCROLL, WS_VSCROLL, WM_MOVE = 0x00100000, 0x00200000, 0x0003
MDI_CHILD_STYLE = (0x00C00000 | 0x00080000 | 0x00040000 | 0x00020000 | 0x00010000)
WS_EX_MDICHILD = 0x40
MDITILE_HORIZONTAL = 1


class MdiState:
    """An MDI client's children, the active one and its Window menu."""

    def __init__(self, window_menu, first_id):
        self.window_menu, self.first_id = window_menu, first_id
        self.children = []       # hwnds in creation order (their ids follow it)
        self.active = 0
        self.listed = 0          # items of ours at the end of the Window menu
        self.maximized = 0       # the maximized child whose controls are in the frame
        self.merged = None       # (frame menu handle, the items we put in it)
        self.frame_title = None  # the frame's title before "- [Child]" was added
        self.bars = 0            # WS_HSCROLL | WS_VSCROLL the client was created with
        self.scroll_pending = False  # WM_MDICALCCHILDSCROLL posted, not yet handled


def _st(win):
    return win.state.get("mdi")


def client_of(wm, child):
    """The MDICLIENT window of an MDI child, or None."""
    parent = wm.get(child.parent) if child.is_child else None
    return parent if parent is not None and _st(parent) is not None else None


# -- the Window menu ------------------------------------------------------------------------
def _refresh_menu(wm, client, st):
    menu = wm.vm.menus.get(st.window_menu)
    if menu is None:
        return
    if st.listed:
        del menu.items[-st.listed:]
    st.listed = 0
    if not st.children:
        return
    menu.items.append(MenuItem(type=MF_SEPARATOR))
    for i, h in enumerate(st.children):
        child = wm.get(h)
        item = MenuItem(id=st.first_id + i, text="&%d %s" % (i + 1, child.title))
        if h == st.active:
            item.state = MF_CHECKED
        menu.items.append(item)
    st.listed = len(st.children) + 1


# -- activation -----------------------------------------------------------------------------
def _draw_caption(wm, child, active):
    child.state["nc_active"] = active
    nonclient.draw_child(wm, child)


def activate(wm, client, hwnd):
    """Generator: make MDI child ``hwnd`` (0: none) the active one."""
    st = _st(client)
    old = st.active
    if hwnd == old:
        return
    old_child = wm.get(old)
    if hwnd and old_child is not None and placement.state_of(old_child) == placement.MAXIMIZED:
        # One maximized child at a time: the new active one takes the maximized state.
        new_child = wm.get(hwnd)
        if new_child is not None and new_child.style & MAXIMIZEBOX:
            yield from show_window(wm.vm, new_child, SW_MAXIMIZE)
            yield from show_window(wm.vm, old_child, SW_RESTORE)
            wm.invalidate_tree(new_child)
    # The child losing activation hears WM_MDIACTIVATE while it is still the active one
    # (WM_MDIGETACTIVE answers it), the one gaining it once it is, as on Windows.
    old_win, new_win = wm.get(old), wm.get(hwnd)
    if old_win is not None:
        _draw_caption(wm, old_win, False)
        yield from wm.send(old, WM_MDIACTIVATE, old, hwnd)
    st.active = hwnd
    if new_win is not None:
        wm.raise_child(new_win)         # to the top of its siblings
        _draw_caption(wm, new_win, True)
        yield from wm.send(hwnd, WM_MDIACTIVATE, old, hwnd)
        if wm.focus != hwnd:
            yield from wm.set_focus(hwnd)
    _refresh_menu(wm, client, st)
    wm.vm.gdi.touch()


def _next(wm, client, st, current, previous):
    """WM_MDINEXT's choice, by the Z order of the children (as Windows, not their
    creation order): the next child below ``current`` (``previous``: above it), going
    round; ``current`` itself when it is the only one."""
    order = [h for h in client.children if h in st.children and wm.get(h) is not None]
    if not order:
        return 0
    i = order.index(current) if current in order else 0
    return order[(i + (-1 if previous else 1)) % len(order)]


def _mdi_next(wm, client, st, current, previous):
    """Generator: WM_MDINEXT — activate the next child (``previous``: the one before);
    going forward, the child it left goes to the bottom of the stack, as on Windows, so
    repeated WM_MDINEXT goes through every child."""
    nxt = _next(wm, client, st, current, previous)
    if not nxt or nxt == current:
        return
    yield from activate(wm, client, nxt)
    left = wm.get(current)
    if not previous and left is not None and st.active == nxt:
        wm.place(left, 1)                   # HWND_BOTTOM among its siblings
        wm.invalidate(client, None, True)


# -- maximized children ---------------------------------------------------------------------
SW_MAXIMIZE, SW_MINIMIZE, SW_RESTORE = 3, 6, 9
MAXIMIZEBOX = 0x00010000


def _unmerge(wm, client, st):
    """Take the maximized child's items out of the frame's menu bar and its name out of
    the frame's title."""
    frame = wm.get(client.parent)
    if st.merged is not None:
        handle, items = st.merged
        menu = wm.vm.menus.get(handle)
        if menu is not None:
            menu.items[:] = [it for it in menu.items if not any(it is x for x in items)]
        st.merged = None
    if frame is not None and st.frame_title is not None:
        frame.title = st.frame_title
    st.frame_title = None
    st.maximized = 0
    if frame is not None:
        wm.redraw_nonclient(frame)


def _merge(wm, client, st, child):
    """Put maximized ``child``'s window menu and buttons into the frame's menu bar (as
    Windows does: an HBMMENU_SYSTEM popup first, HBMMENU_MBAR_* items right-justified)
    and "- [title]" after the frame's title."""
    frame = wm.get(client.parent)
    if frame is None:
        return
    menu = wm.vm.menus.get(frame.menu)
    if menu is not None:
        sysm = sysmenu.system_menu(wm.vm, child)
        sysmenu.update_states(child, sysm)
        items = [MenuItem(type=MF_BITMAP, submenu=sysm.handle, bitmap=HBMMENU_SYSTEM),
                 MenuItem(type=MF_BITMAP | MF_RIGHTJUSTIFY, id=SC_MINIMIZE,
                          bitmap=HBMMENU_MBAR_MINIMIZE),
                 MenuItem(type=MF_BITMAP, id=SC_RESTORE, bitmap=HBMMENU_MBAR_RESTORE),
                 MenuItem(type=MF_BITMAP, id=SC_CLOSE, bitmap=HBMMENU_MBAR_CLOSE)]
        if not child.style & 0x00020000:       # WS_MINIMIZEBOX
            items[1].state |= 0x1               # MF_GRAYED
        menu.items.insert(0, items[0])
        menu.items.extend(items[1:])
        st.merged = (menu.handle, items)
    st.frame_title = frame.title
    frame.title = "%s - [%s]" % (frame.title, child.title)
    st.maximized = child.hwnd
    wm.redraw_nonclient(frame)


def sync_maximized(wm, client):
    """Make the frame show the maximized child (if any) after a placement change."""
    st = _st(client)
    if st is None:
        return
    maxed = next((h for h in st.children if wm.get(h) is not None
                  and placement.state_of(wm.get(h)) == placement.MAXIMIZED), 0)
    if maxed == st.maximized:
        return
    _unmerge(wm, client, st)
    if maxed:
        _merge(wm, client, st, wm.get(maxed))
    wm.invalidate(client, None, True)


def _set_placement(wm, client, child, cmd):
    """Generator: ShowWindow ``cmd`` on an MDI child, then the frame follows it."""
    yield from show_window(wm.vm, child, cmd)
    if cmd != SW_MINIMIZE:
        yield from activate(wm, client, child.hwnd)
    elif _st(client).active == child.hwnd:
        nxt = _next(wm, client, _st(client), child.hwnd, False)
        if nxt != child.hwnd and placement.state_of(wm.get(nxt)) != placement.MINIMIZED:
            yield from activate(wm, client, nxt)
    sync_maximized(wm, client)
    yield from calc_child_scroll(wm, client)


# -- arranging ------------------------------------------------------------------------------
def _spacing():
    return CAPTION_HEIGHT + 4 - 1     # SM_CYCAPTION + SM_CYFRAME - 1, as Windows staggers


def _cascade_rect(client, n):
    """Windows' default place of the ``n``-th child: as many staggers as a third of the
    client's height holds spacings, the size the client less that stagger, the ``n``-th
    child ``n`` spacings down and right (starting again at the top past the stagger)."""
    cw, ch = client.client_size()
    s = _spacing()
    stagger = ch // (3 * s)
    k = n % (stagger + 1)
    return k * s, k * s, max(1, cw - stagger * s), max(1, ch - stagger * s)


def calc_child_scroll(wm, client):
    """Generator: ask for the client's scroll bars to follow its children. As Windows
    does, the work is not done at once: WM_MDICALCCHILDSCROLL (0x003F, undocumented but
    what Windows posts) is posted to the client, once until it is handled, so a burst of
    moves costs one recalculation (``_recalc_scroll``) when the thread pumps messages."""
    st = _st(client)
    if st is None or st.scroll_pending:
        return
    st.scroll_pending = True
    wm.post(client.hwnd, WM_MDICALCCHILDSCROLL, 0, 0)
    yield from ()


def _recalc_scroll(wm, client):
    """Generator: CalcChildScroll's rule for both bars. A maximized child hides them;
    otherwise each bar's range covers the client's area and every visible child (client
    coordinates: nMin below 0 when a child lies left of or above it), its page the
    client's extent and its position 0 (the view does not move), and a bar shows only
    while the children reach past the client on its axis. The bar a client was not made
    with is still given its range (GetScrollInfo answers it) but never shown."""
    st = _st(client)
    if not st.bars:
        return          # a client made without scroll bars has none (GetScrollInfo fails)
    kids = [wm.get(h) for h in st.children if wm.get(h) is not None]
    cw, ch = client.client_size()
    changed = False
    if any(placement.state_of(k) == placement.MAXIMIZED for k in kids):
        changed = show_bar(wm, client, SB_BOTH, False)
    else:
        ox, oy = wm.client_origin(client)
        left, top, right, bottom = 0, 0, cw, ch
        for k in kids:
            if k.style & WS_VISIBLE:
                l, t, r, b = wm.window_rect(k)
                left, top = min(left, l - ox), min(top, t - oy)
                right, bottom = max(right, r - ox), max(bottom, b - oy)
        for bar, lo, hi, end in ((SB_HORZ, left, right, cw), (SB_VERT, top, bottom, ch)):
            si = scroll_info(client, bar)
            si.min, si.max, si.page, si.pos = lo, max(lo, hi - 1), max(0, end), 0
            bit = WS_HSCROLL if bar == SB_HORZ else WS_VSCROLL
            if not st.bars & bit:
                continue
            need = lo < 0 or hi > end
            shown = show_bar(wm, client, bar, need)
            if not shown and need:
                redraw_bar(wm, client, bar)
            changed = shown or changed
    if changed:
        yield from send_size(wm, client)


def _arrange(wm, client, st, tile, horizontal):
    # A maximized child is restored first; minimized ones stay icons (Windows' rule).
    for h in list(st.children):
        w = wm.get(h)
        if w is not None and placement.state_of(w) == placement.MAXIMIZED:
            yield from show_window(wm.vm, w, SW_RESTORE)
    sync_maximized(wm, client)
    kids = [wm.get(h) for h in st.children if wm.get(h) is not None
            and placement.state_of(wm.get(h)) != placement.MINIMIZED]
    if not kids:
        return
    cw, ch = client.client_size()
    for i, child in enumerate(kids):
        if not tile:
            rect = _cascade_rect(client, i)
        elif horizontal:
            h = ch // len(kids)
            rect = (0, i * h, cw, h)
        else:
            w = cw // len(kids)
            rect = (i * w, 0, w, ch)
        yield from reposition(wm.vm, child, *rect)
    wm.invalidate(client, None, True)
    yield from calc_child_scroll(wm, client)


# -- MDICLIENT --------------------------------------------------------------------------------
def _create_child(wm, client, st, lparam):
    """Generator: WM_MDICREATE with an MDICREATESTRUCT at ``lparam``."""
    vm = wm.vm
    wide = is_wide(client)
    mc = MDICREATESTRUCT.variant(wide).at(vm.mem, lparam, vm.ptr_size)
    cls_p, title_p, owner, x, y, cx, cy, style = (mc.szClass, mc.szTitle, mc.hOwner, mc.x,
                                                  mc.y, mc.cx, mc.cy, mc.style)
    rd = vm.mem.wstr if wide else vm.mem.cstr
    cls = cls_p if cls_p < 0x10000 else rd(cls_p)
    title = rd(title_p) if title_p else ""
    n = len(st.children)
    dx, dy, dw, dh = _cascade_rect(client, n)
    if (x & 0xFFFFFFFF) == CW_USEDEFAULT:
        x, y = dx, dy
    if (cx & 0xFFFFFFFF) == CW_USEDEFAULT:
        cx, cy = dw, dh
    if client.style & MDIS_ALLCHILDSTYLES:
        # the styles asked for, as a child that clips its siblings; a pop-up is refused
        if style & WS_POPUP:
            return 0
        style |= WS_CHILD | WS_CLIPSIBLINGS
    else:
        # every MDI child is a visible framed child with a caption, as Windows makes it
        style = (style & ~WS_POPUP) | WS_CHILD | WS_CLIPSIBLINGS | WS_VISIBLE | \
            MDI_CHILD_STYLE
    style &= 0xFFFFFFFF
    # created as CreateWindowEx shows a WS_VISIBLE child (its CREATESTRUCT says WS_VISIBLE)
    hwnd = yield from create_window(vm, WS_EX_MDICHILD, cls, title, style, x, y, cx, cy,
                                    client.hwnd, st.first_id + n, owner, lparam, wide)
    child = wm.get(hwnd)
    if child is None:
        return 0
    st.children.append(hwnd)
    if child.style & WS_MINIMIZE:
        child.style &= ~WS_MAXIMIZE             # asked both, it is minimized (as Windows)
    elif child.style & WS_MAXIMIZE and child.style & WS_VISIBLE:
        # a visible child made WS_MAXIMIZE is maximized at once (its WM_SIZE(SIZE_MAXIMIZED)
        # puts its controls into the frame's menu bar); a hidden one keeps the bit alone
        child.style &= ~WS_MAXIMIZE
        yield from show_window(vm, child, SW_MAXIMIZE)
        if wm.get(hwnd) is not child:
            return 0
    if child.style & WS_VISIBLE and not child.style & WS_DISABLED:
        yield from activate(wm, client, hwnd)   # a hidden or disabled one is not activated
    yield from calc_child_scroll(wm, client)
    return hwnd


def _destroy_child(wm, client, st, hwnd):
    if hwnd not in st.children:
        return 0
    if st.active == hwnd:
        nxt = _next(wm, client, st, hwnd, False)
        yield from activate(wm, client, nxt if nxt != hwnd else 0)
    st.children.remove(hwnd)
    yield from wm.destroy(hwnd)
    # Ids follow the order of creation: renumber the others, as Windows does.
    for i, h in enumerate(st.children):
        w = wm.get(h)
        if w is not None:
            w.id = st.first_id + i
    _refresh_menu(wm, client, st)
    yield from calc_child_scroll(wm, client)
    return 0


def mdiclient_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the MDICLIENT class."""
    st = _st(win)
    if msg == WM_CREATE:
        vm = wm.vm
        create_params = CREATESTRUCT.A.at(vm.mem, lparam, vm.ptr_size).lpCreateParams
        ccs = CLIENTCREATESTRUCT.at(vm.mem, create_params, vm.ptr_size) if create_params \
            else None
        # a handle is 32-bit significant: its low half names the menu at both widths
        window_menu, first_id = (ccs.hWindowMenu & 0xFFFFFFFF, ccs.idFirstChild) if ccs \
            else (0, 0)
        win.state["mdi"] = MdiState(window_menu, first_id)
        win.state["mdi"].bars = win.style & (WS_HSCROLL | WS_VSCROLL)
        return 0
    if st is None:
        return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))
    if msg == WM_MDICREATE:
        return (yield from _create_child(wm, win, st, lparam))
    if msg == WM_MDIDESTROY:
        return (yield from _destroy_child(wm, win, st, wparam))
    if msg == WM_MDIACTIVATE:
        if wparam in st.children:
            yield from activate(wm, win, wparam)
        return 0
    if msg == WM_MDIGETACTIVE:
        if lparam:
            active = wm.get(st.active)
            wm.vm.mem.w32(lparam, int(active is not None and
                                      placement.state_of(active) == placement.MAXIMIZED))
        return st.active
    if msg == WM_MDINEXT:
        yield from _mdi_next(wm, win, st, wparam or st.active, bool(lparam))
        return 0
    if msg in (WM_MDICASCADE, WM_MDITILE):
        yield from _arrange(wm, win, st, msg == WM_MDITILE, wparam & MDITILE_HORIZONTAL)
        return 1 if st.children else 0
    if msg == WM_MDIICONARRANGE:
        # the client's minimized children, as ArrangeIconicWindows arranges them
        yield from arrange_iconic(wm.vm, win)
        return 0
    if msg == WM_MDISETMENU:
        frame = wm.get(win.parent)
        old = frame.menu if frame is not None else 0
        if wparam and frame is not None:
            frame.menu = wparam
            wm.redraw_nonclient(frame)
        if lparam:
            menu = wm.vm.menus.get(st.window_menu)
            if menu is not None and st.listed:
                del menu.items[-st.listed:]
            st.listed = 0
            st.window_menu = lparam
        _refresh_menu(wm, win, st)
        return old
    if msg == WM_MDIREFRESHMENU:
        _refresh_menu(wm, win, st)
        return wm.get(win.parent).menu if wm.get(win.parent) is not None else 0
    if msg in (WM_MDIMAXIMIZE, WM_MDIRESTORE):
        child = wm.get(wparam)
        if child is not None and wparam in st.children:
            yield from _set_placement(wm, win, child,
                                      SW_MAXIMIZE if msg == WM_MDIMAXIMIZE else SW_RESTORE)
        return 0
    if msg == WM_PARENTNOTIFY and wparam & 0xFFFF in (WM_LBUTTONDOWN, WM_RBUTTONDOWN):
        # A click inside a child activates it (the child under the point).
        x, y = lparam & 0xFFFF, (lparam >> 16) & 0xFFFF
        ox, oy = wm.client_origin(win)
        for h in win.children:          # from the top of the z-order
            child = wm.get(h)
            if child is not None and h in st.children:
                l, t, r, b = wm.window_rect(child)
                if l <= x + ox < r and t <= y + oy < b:
                    yield from activate(wm, win, h)
                    break
        return 0
    if msg == WM_SETFOCUS:
        if st.active and wm.get(st.active) is not None:
            yield from wm.set_focus(st.active)
        return 0
    if msg == WM_SIZE:
        yield from calc_child_scroll(wm, win)
        return 0
    if msg == WM_MDICALCCHILDSCROLL:
        if st.scroll_pending:
            st.scroll_pending = False
            yield from _recalc_scroll(wm, win)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


window_proc(USER32, "wineagent.MDIClientProc", mdiclient_proc)


def _resolve(vm, name):
    """MDICLIENT comes into being on first use (so no other class atom moves)."""
    if not isinstance(name, str) or name.lower() != MDI_CLASS.lower():
        return None
    addr = vm.proc_address(USER32, "wineagent.MDIClientProc")
    vm.wm.register_python_proc(addr, mdiclient_proc)
    cls = WindowClass(MDI_CLASS, 0, addr, 0, 0, 0, 0, 0, 12 + 1, builtin=True)  # APPWORKSPACE
    vm.wm.register_class(cls)
    return cls


add_class_resolver(_resolve)


# -- DefFrameProc / DefMDIChildProc ------------------------------------------------------------
def def_frame_proc(wm, frame, client, msg, wparam, lparam, wide):
    """Generator: DefFrameProc's work (``client`` may be None)."""
    st = _st(client) if client is not None else None
    if st is not None:
        if msg == WM_COMMAND and lparam == 0 and (wparam & 0xFFFF) >= 0xF000 and \
                wm.get(st.maximized) is not None:
            # The maximized child's menu-bar buttons and window menu.
            yield from wm.send(st.maximized, WM_SYSCOMMAND, wparam & 0xFFFF, 0)
            return 0
        if msg == WM_COMMAND and lparam == 0:
            i = (wparam & 0xFFFF) - st.first_id
            if 0 <= i < len(st.children):
                yield from activate(wm, client, st.children[i])
                return 0
        if msg == WM_SIZE:
            cw, ch = frame.client_size()
            yield from reposition(wm.vm, client, 0, 0, cw, ch)
            return 0
        if msg == WM_SETFOCUS:
            yield from wm.set_focus(client.hwnd)
            return 0
    return (yield from def_window_proc(wm, frame, msg, wparam, lparam, wide))


def def_mdi_child_proc(wm, child, msg, wparam, lparam, wide):
    """Generator: DefMDIChildProc's work."""
    client = client_of(wm, child)
    if client is None:
        return (yield from def_window_proc(wm, child, msg, wparam, lparam, wide))
    st = _st(client)
    if msg in (WM_SETFOCUS, WM_CHILDACTIVATE) and st.active != child.hwnd:
        yield from activate(wm, client, child.hwnd)
        return 0
    if msg == WM_NCLBUTTONDOWN:
        if st.active != child.hwnd:
            yield from activate(wm, client, child.hwnd)
        if wparam == 2:   # HTCAPTION: MDI children do not drag here
            return 0
    if msg == WM_CLOSE:
        yield from wm.send(client.hwnd, WM_MDIDESTROY, child.hwnd, 0)
        return 0
    if msg == placement.WM_GETMINMAXINFO and lparam:
        # maximized, the child's client fills the MDI client's: its whole frame and caption
        # (AdjustWindowRectEx of the client's rectangle with its styles) lie outside
        cw, ch = client.client_size()
        l, t, r, b = adjust_rect((0, 0, cw, ch), child.style, False, child.exstyle, child.nc)
        layout = placement.MINMAXINFO
        info = list(layout.unpack(wm.vm.mem.read(lparam, layout.size)))
        info[2:6] = [r - l, b - t, l, t]
        wm.vm.mem.write(lparam, layout.pack(*info))
        return 0
    if msg == WM_SYSCOMMAND:
        command = wparam & 0xFFF0
        if command in (SC_MINIMIZE, SC_MAXIMIZE, SC_RESTORE):
            cmd = {SC_MINIMIZE: SW_MINIMIZE, SC_MAXIMIZE: SW_MAXIMIZE,
                   SC_RESTORE: SW_RESTORE}[command]
            yield from _set_placement(wm, client, child, cmd)
            return 0
        if command == SC_NEXTWINDOW:
            yield from wm.send(client.hwnd, WM_MDINEXT, 0, 0)
            return 0
    if msg == WM_SETTEXT:
        r = yield from def_window_proc(wm, child, msg, wparam, lparam, wide)
        nonclient.draw_child(wm, child)
        _refresh_menu(wm, client, st)
        return r
    if msg == WM_SIZE:
        # A program's own ShowWindow(SW_MAXIMIZE) reaches the frame here, as in Windows.
        # The frame follows what WM_SIZE says, as on Windows: SIZE_MAXIMIZED puts the
        # child's controls into the frame's menu bar, SIZE_RESTORED takes them out, even
        # when the message was sent by hand and the child's placement did not change.
        r = yield from def_window_proc(wm, child, msg, wparam, lparam, wide)
        if wparam == SIZE_MAXIMIZED and st.maximized != child.hwnd:
            _unmerge(wm, client, st)
            _merge(wm, client, st, child)
            wm.invalidate(client, None, True)
        elif wparam == SIZE_RESTORED and st.maximized == child.hwnd:
            _unmerge(wm, client, st)
            wm.invalidate(client, None, True)
        elif wparam not in (SIZE_MAXIMIZED, SIZE_RESTORED):
            sync_maximized(wm, client)
        yield from calc_child_scroll(wm, client)
        return r
    if msg == WM_MOVE:
        r = yield from def_window_proc(wm, child, msg, wparam, lparam, wide)
        yield from calc_child_scroll(wm, client)
        return r
    if msg == WM_DESTROY and st.maximized == child.hwnd:
        # the frame's menu bar and title lose the controls of the child that is going
        # (WM_MDIDESTROY takes it out of the list first)
        _unmerge(wm, client, st)
        wm.invalidate(client, None, True)
    if msg == WM_DESTROY and child.hwnd in st.children:
        st.children.remove(child.hwnd)
        if st.active == child.hwnd:
            st.active = 0
        _refresh_menu(wm, client, st)
        sync_maximized(wm, client)
    return (yield from def_window_proc(wm, child, msg, wparam, lparam, wide))


def translate_sys_accel(wm, client, msg, wparam):
    """Generator: TranslateMDISysAccel — Ctrl+F4 closes the active child, Ctrl+F6 (and
    Ctrl+Tab) goes to the next; True when the key was one of them."""
    st = _st(client) if client is not None else None
    if st is None or msg not in (0x100, 0x104) or 0x11 not in wm.keys_down or 0x12 in \
            wm.keys_down or not st.active:
        return False
    if wparam == 0x73:      # VK_F4
        yield from wm.send(st.active, WM_SYSCOMMAND, SC_CLOSE, 0)
        return True
    if wparam in (0x75, 0x09):   # VK_F6, VK_TAB
        shift = 0x10 in wm.keys_down
        yield from wm.send(client.hwnd, WM_MDINEXT, 0, 1 if shift else 0)
        return True
    return False
