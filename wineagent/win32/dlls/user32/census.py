"""USER32 functions of the issue 23 census over the window tree (``user/wm.py``):
window properties (SetProp/GetProp/RemoveProp, EnumProps(Ex)), MapWindowPoints,
GetAncestor, IsChild, SetParent, WindowFromPoint, ChildWindowFromPoint(Ex),
FindWindowEx, GetDCEx, WindowFromDC, SendMessageTimeout, SendNotifyMessage,
GetDoubleClickTime and GetKeyboardType.

A property is named by a string or an atom: strings are kept as global atoms
(``kernel/atoms.py``), as Windows does, so a property set under "Name" is found by the
atom GlobalFindAtom("name") returns and the other way round.
"""


from ...user.procwindows import (foreign_owner, foreign_window, in_owner, notify_process,
                                 send_to_process, session_toplevels, window_anywhere)
from ...user import crosstree, flash, windowicons
from ....abi.api import BOTH, GuestCall, Unimplemented, api, point_arg
from ...core.winerror import (ERROR_INVALID_PARAMETER, ERROR_INVALID_WINDOW_HANDLE,
                              ERROR_NOACCESS, ERROR_TIMEOUT)
from ...kernel.atoms import AtomError, global_atoms, MAXINTATOM
from ...user import dce, winpos
from ...user.synconly import refuse_sync_only
from ...user.wm_queue import ISMEX_NOTIFY
from ...user.window import show_window, size_move_messages
from ...user.reparent import make_child, make_toplevel
from ...user.sysparams import DESKTOP_HWND, MESSAGE_HWND, message_window
from ...user.sysparams import set_setting, setting
from ...user.wm import DOUBLE_CLICK_MS, WS_DISABLED
from .main import GetDC, GetWindowDC, SendMessage
from ..kernel32.main import GetModuleFileName
from .focus import same_class
from ...core.dllnames import USER32
from ...core.structures import FLASHWINFO, POINT
from ...core.styles import BS_GROUPBOX, WS_POPUP, button_type, is_button

HWND_BROADCAST, HWND_MESSAGE = 0xFFFF, 0xFFFFFFFD
WS_VISIBLE, WS_EX_TRANSPARENT = 0x10000000, 0x20


def _win(c, hwnd):
    w = c.vm.wm.get(hwnd)
    if w is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return w


# -- properties -------------------------------------------------------------------------------
def _prop_atom(c, name, create):
    """The atom a property name stands for (0 when it names nothing yet)."""
    table = global_atoms(c.vm)
    if isinstance(name, int):
        return name & 0xFFFF
    try:
        return table.add(name) if create else table.find(name)
    except AtomError:
        return 0


# hData is a HANDLE in the prototype but any pointer-sized value in practice (programs
# keep pointers there): read whole, where a HANDLE parameter is its low 32 bits.
@api(USER32, "SetProp{AW}", "HWND hwnd, LPCTSTR_ID name, ULONG_PTR data", widths=BOTH)
def SetProp(c, hwnd, name, data):
    """Add or change a property of a window (a string name becomes a global atom)."""
    win = _win(c, hwnd)
    if win is None:
        return 0
    atom = _prop_atom(c, name, isinstance(name, str) and
                      not _prop_atom(c, name, False) in win.props)
    if not atom:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    win.props[atom] = data
    return 1


@api(USER32, "GetProp{AW}", "HWND hwnd, LPCTSTR_ID name", widths=BOTH)
def GetProp(c, hwnd, name):
    """A window's property, or NULL when it has none of that name."""
    win = _win(c, hwnd)
    if win is None:
        return 0
    return win.props.get(_prop_atom(c, name, False), 0)


@api(USER32, "RemoveProp{AW}", "HWND hwnd, LPCTSTR_ID name", widths=BOTH)
def RemoveProp(c, hwnd, name):
    """Take a property off a window: its data, or NULL when there was none."""
    win = _win(c, hwnd)
    if win is None:
        return 0
    atom = _prop_atom(c, name, False)
    if atom not in win.props:
        return 0
    data = win.props.pop(atom)
    if atom >= MAXINTATOM:
        try:
            global_atoms(c.vm).delete(atom)
        except AtomError:
            pass            # the program deleted the atom itself: nothing left to drop
    return data


def _enum_props(c, hwnd, proc, param, ex):
    """Generator: the callback for each property in the order they were first set (as
    Wine 8 enumerates); the result is the last callback's, -1 when there is none."""
    vm = c.vm
    win = _win(c, hwnd)
    if win is None:
        return -1
    result = -1
    table = global_atoms(vm)
    for atom, data in list(win.props.items()):
        if atom not in win.props:
            continue                      # removed by an earlier callback
        if atom < MAXINTATOM:
            name_ptr, buf = atom, 0
        else:
            try:
                name = table.name(atom)
            except AtomError:
                continue
            buf = vm.heap.alloc((len(name) + 1) * c.char_size)
            c.write_str(buf, name)
            name_ptr = buf
        args = (hwnd, name_ptr, data, param) if ex else (hwnd, name_ptr, data)
        try:
            # the callback's BOOL: its low 32 bits (RAX's upper half is not part of it)
            result = (yield GuestCall(proc, args)) & 0xFFFFFFFF
        finally:
            if buf:
                vm.heap.free(buf)
        if not result:
            break
    return result


@api(USER32, "EnumProps{AW}", "HWND hwnd, LPVOID proc", widths=BOTH)
def EnumProps(c, hwnd, proc):
    """Call ``proc(hwnd, name, data)`` for each property until it returns FALSE."""
    return (yield from _enum_props(c, hwnd, proc, 0, False))


@api(USER32, "EnumPropsEx{AW}", "HWND hwnd, LPVOID proc, LPARAM param", widths=BOTH)
def EnumPropsEx(c, hwnd, proc, param):
    """EnumProps with an application value passed to each call."""
    return (yield from _enum_props(c, hwnd, proc, param, True))


# -- the window tree -----------------------------------------------------------------------------
def _origin(c, hwnd):
    """Screen position of a window's client area (0 or the desktop: the screen's)."""
    if hwnd in (0, DESKTOP_HWND):
        return 0, 0
    win = _win(c, hwnd)
    return None if win is None else c.vm.wm.client_origin(win)


@api(USER32, "MapWindowPoints", "HWND src, HWND dst, LPVOID points, UINT count", widths=BOTH)
def MapWindowPoints(c, src, dst, points, count):
    """Convert ``count`` POINTs from one window's client coordinates to another's (0: the
    screen). The result packs the horizontal offset in the low word and the vertical in
    the high word; 0 with ERROR_INVALID_WINDOW_HANDLE for a bad window."""
    a, b = _origin(c, src), _origin(c, dst)
    if a is None or b is None:
        return 0
    dx, dy = a[0] - b[0], a[1] - b[1]
    mem = c.vm.mem
    if count:
        mem.write(points, POINT.pack_array((x + dx, y + dy) for x, y in
                                           POINT.values_array(mem, points, count)))
    c.vm.last_error = 0
    return (dx & 0xFFFF) | ((dy & 0xFFFF) << 16)


GA_PARENT, GA_ROOT, GA_ROOTOWNER = 1, 2, 3


@api(USER32, "GetAncestor", "HWND hwnd, UINT flags", widths=BOTH)
def GetAncestor(c, hwnd, flags):
    """GA_PARENT: the parent (the desktop for a top-level window); GA_ROOT: the
    top-level window of the chain of parents; GA_ROOTOWNER: the root, then its owners.
    The window and its parents may be any process's (user/crosstree.py)."""
    if hwnd == DESKTOP_HWND or (hwnd == MESSAGE_HWND and flags == GA_PARENT):
        return 0            # (the message-only windows' root has no parent either)
    wm, win = _any_win(c, hwnd)
    if win is None:
        return 0
    if flags == GA_PARENT:
        # a top-level message-only window's parent is the message windows' root
        if win.is_child:
            return win.parent
        return message_window(c.vm).hwnd if win.state.get("message_only") and \
            win.hwnd != MESSAGE_HWND else DESKTOP_HWND
    if flags not in (GA_ROOT, GA_ROOTOWNER):
        return 0
    if flags == GA_ROOT:
        # the last window before the desktop (a WS_CHILD window of the desktop is its own
        # root, as on Windows)
        root = win
        while root.is_child and root.parent != DESKTOP_HWND and \
                wm.windows.get(root.parent) is not None:
            root = wm.windows.get(root.parent)
        return root.hwnd
    # GA_ROOTOWNER climbs GetParent's answers (by the style: a pop-up's owner, a WS_CHILD
    # window's parent, nothing for an overlapped window), as Windows and Wine 8 do: an
    # owned overlapped window is its own root owner, a pop-up SetParent put inside a
    # child too, and a WS_CHILD top-level window's is the desktop.
    root = win
    while True:
        if root.style & WS_POPUP:
            up = root.owner
        elif root.child_style:
            up = root.parent or DESKTOP_HWND
        else:
            up = 0
        if up == DESKTOP_HWND:
            return DESKTOP_HWND
        nxt = wm.windows.get(up) if up else None
        if nxt is None or nxt is root:
            return root.hwnd
        root = nxt


@api(USER32, "IsChild", "HWND parent, HWND hwnd", widths=BOTH)
def IsChild(c, parent, hwnd):
    """TRUE when ``hwnd`` descends from ``parent`` through WS_CHILD windows: a window
    SetParent put inside another without WS_CHILD is no child of it, nor are the
    windows below it (the chain stops at the first window without the style). Either
    may be any process's window (user/crosstree.py)."""
    wm, win = window_anywhere(c.vm, hwnd)
    if parent == DESKTOP_HWND:
        return 0            # (the desktop is nobody's parent to IsChild)
    while win is not None and win.is_child and win.child_style:
        if win.parent == parent:
            return 1
        win = wm.wm.windows.get(win.parent)
    return 0


@api(USER32, "SetParent", "HWND hwnd, HWND parent", widths=BOTH)
def SetParent(c, hwnd, parent):
    """Move a window under another parent (NULL: the desktop; HWND_MESSAGE: the message
    windows' root). Answers the old parent (the desktop for a top-level window), 0 with
    ERROR_INVALID_PARAMETER for a broadcast handle, the window itself or one of its
    descendants as the parent, ERROR_INVALID_WINDOW_HANDLE for a parent that is no window.

    As Windows (and Wine 8) do it: a visible window is hidden first (SW_HIDE, with
    WM_SHOWWINDOW and its position messages), moved, placed at the top of its new
    siblings keeping its position numbers (now in the new parent's client coordinates;
    SetWindowPos(HWND_TOP, SWP_NOSIZE) with WM_WINDOWPOSCHANGING / CHANGED and WM_MOVE),
    then shown again (SW_SHOW). The style is not touched: a top-level window keeps its
    caption and frame and lives inside the parent (clipped by it, painted into its
    top-level window) without WS_CHILD; GetParent still answers by the style (its owner
    for a pop-up, NULL for an overlapped window), IsChild says no, GetAncestor(GA_PARENT)
    answers the new parent. A WS_CHILD window given to the desktop is top-level with
    WS_CHILD still set (GetParent answers the desktop). The window takes its new
    parent's DPI awareness (not the desktop's). An active window that becomes a child
    hands activation to its new top-level window.

    Either window may be another process's (user/crosstree.py): another process's
    window is moved by its own thread (the caller waiting as for a sent message, as
    Windows and Wine do), and a window may be put inside another process's."""
    vm = c.vm
    if hwnd & 0xFFFFFFFF == HWND_BROADCAST or parent & 0xFFFFFFFF == HWND_BROADCAST:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    found = foreign_window(vm, hwnd) if vm.wm.get(hwnd) is None else None
    if found is not None:
        return (yield from in_owner(vm, *found,
                                    lambda p, w: set_parent(p, w.hwnd, parent)))
    return (yield from set_parent(vm, hwnd, parent))


def set_parent(vm, hwnd, parent):
    """Generator: SetParent's work, on the thread of the process owning ``hwnd`` (also
    SetWindowLongPtr(GWLP_HWNDPARENT) of a child window)."""
    wm = vm.wm
    if parent & 0xFFFFFFFF == HWND_MESSAGE:
        new = message_window(vm)
    elif parent in (0, DESKTOP_HWND):
        new = None
    else:
        new = wm.get(parent)
        if new is None:     # another process's window (user/crosstree.py)
            found = foreign_owner(vm, "USER32.dll!SetParent", parent, True)
            new = found[1] if found is not None else None
        if new is None:
            vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
    win = wm.get(hwnd)
    if win is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    p = new
    while p is not None:      # the new parent may not be the window or below it
        if p is win:
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        p = wm.windows.get(p.parent) if p.is_child else None
    if win.hwnd in (DESKTOP_HWND, MESSAGE_HWND):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    visible = bool(win.style & WS_VISIBLE)
    screen_before = wm.screen_origin(win)
    if visible:
        yield from show_window(vm, win, 0)             # SW_HIDE
        if wm.get(hwnd) is not win:
            return 0
    if new is None:
        # a child, or a top-level message-only window (no surface, out of the Z order)
        previous = make_toplevel(wm, win) if win.is_child or \
            win.state.get("message_only") else None
        win.state.pop("message_only", None)
    else:
        previous = make_child(wm, win, new)
        if new.state.get("message_only"):
            win.state["message_only"] = True
        else:
            win.state.pop("message_only", None)
        if not new.state.get("message_root"):
            win.state["dpi_awareness"] = new.state.get("dpi_awareness",
                                                       win.state.get("dpi_awareness"))
    # SetWindowPos(HWND_TOP) to the same position numbers, SWP_NOSIZE: WM_MOVE follows
    # when the window moved on the screen (its numbers now count from elsewhere)
    flags = winpos.SWP_NOSIZE
    x, y, _, _, flags = yield from winpos.changing(vm, win, 0, win.x, win.y, 0, 0, flags)
    if wm.get(hwnd) is not win:
        return DESKTOP_HWND if previous is None else previous
    moved = wm.move_window(win, x, y, win.w, win.h)[0] or \
        wm.screen_origin(win) != screen_before
    wm.place(win, 0)
    yield from winpos.changed(vm, win, 0, flags, moved, False)
    yield from size_move_messages(vm, win, moved, False)
    if wm.get(hwnd) is not win:
        return DESKTOP_HWND if previous is None else previous
    if visible:
        yield from show_window(vm, win, 5)             # SW_SHOW
    if not win.child_style and not win.state.get("message_only"):
        # SetParent's SetWindowPos has no SWP_NOACTIVATE: a window without WS_CHILD is
        # activated (and takes the focus), wherever it now is, as SetWindowPos does
        yield from wm.activate(hwnd)
        yield from wm.focus_activated(hwnd)
    elif wm.is_active(hwnd) and win.is_child:
        # an active WS_CHILD window that becomes a child hands activation to its new
        # top level (another process's: that process's own activation is untouched)
        top = wm.toplevel(win)
        yield from wm.activate(top.hwnd if wm.get(top.hwnd) is top else 0)
    return DESKTOP_HWND if previous is None else previous


def _hit_children(wm, parent, x, y, skip, vm=None):
    """The topmost child of ``parent`` holding screen point (x, y), honouring the
    CWP_SKIP* flags, or None. The desktop's children are the top-level windows (every
    process's, the front one's first: ``vm`` given), as Windows' window tree has them —
    Qt finds the window under the pointer with ChildWindowFromPointEx(GetDesktopWindow())
    when a button is released under capture, and took "none" for outside the button."""
    if parent.hwnd == DESKTOP_HWND and vm is not None:
        order = session_toplevels(vm)
    else:
        order = parent.children             # from the top of the z-order
    for h in order:
        owner = wm.owner_wm(h)
        ch = owner.get(h)
        if ch is None:
            continue
        if skip & 1 and not ch.style & WS_VISIBLE:
            continue
        if skip & 2 and ch.style & WS_DISABLED:
            continue
        if skip & 4 and ch.exstyle & WS_EX_TRANSPARENT:
            continue
        l, t, r, b = owner.window_rect(ch)
        if l <= x < r and t <= y < b:
            return ch
    return None


@api(USER32, "WindowFromPoint", "POINT pt", widths=BOTH)
def WindowFromPoint(c, pt):
    """The deepest visible window under screen point (x, y), of any process, as Windows
    looks (user/crosstree.py): a disabled child is passed over (its parent answers), a
    window of the calling thread answering WM_NCHITTEST with HTTRANSPARENT (a STATIC
    without SS_NOTIFY, a group box) lets the point through to the window below, a window
    of another thread answers unasked; the desktop when no window is there."""
    _, win, _ = yield from crosstree.window_from_point(c.vm, *point_arg(pt))
    return win.hwnd if win is not None else DESKTOP_HWND


def _any_win(c, hwnd):
    """(window manager, Window) of ``hwnd``, any process's (user/crosstree.py), or
    (None, None) with ERROR_INVALID_WINDOW_HANDLE."""
    proc, win = window_anywhere(c.vm, hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return None, None
    return proc.wm, win


def _child_from_point(c, parent, x, y, skip):
    wm, win = _any_win(c, parent)
    if win is None:
        return 0
    ox, oy = wm.client_origin(win)
    sx, sy = x + ox, y + oy
    l, t, r, b = wm.window_rect(win)
    if not (l <= sx < r and t <= sy < b):
        return 0
    if skip & 1 and not wm.is_visible(win):
        return 0
    ch = _hit_children(wm, win, sx, sy, skip, c.vm)
    return ch.hwnd if ch is not None else parent


@api(USER32, "ChildWindowFromPoint", "HWND parent, POINT pt", widths=BOTH)
def ChildWindowFromPoint(c, parent, pt):
    """The child of ``parent`` (not a grandchild) holding a point of its client area,
    hidden and disabled ones included; the parent itself when no child does; NULL
    outside the parent."""
    return _child_from_point(c, parent, *point_arg(pt), 0)


@api(USER32, "ChildWindowFromPointEx", "HWND parent, POINT pt, UINT flags", widths=BOTH)
def ChildWindowFromPointEx(c, parent, pt, flags):
    """ChildWindowFromPoint skipping invisible (CWP_SKIPINVISIBLE), disabled
    (CWP_SKIPDISABLED) or transparent (CWP_SKIPTRANSPARENT) children."""
    return _child_from_point(c, parent, *point_arg(pt), flags & 7)


@api(USER32, "RealChildWindowFromPoint", "HWND parent, POINT pt", widths=BOTH)
def RealChildWindowFromPoint(c, parent, pt):
    """The visible child of ``parent`` (not a grandchild) holding a point of its client
    area, disabled and transparent ones included, looking through group boxes: as
    documented, a point on a group box finds the child behind it; a group box (of the
    system BUTTON class, BS_GROUPBOX) is the answer only when no other child holds the
    point, then the lowest in the Z order, as Windows answers. The parent itself when no
    child holds the point; NULL outside the parent."""
    wm, win = _any_win(c, parent)           # (any process's window and children)
    if win is None:
        return 0
    x, y = point_arg(pt)
    ox, oy = wm.client_origin(win)
    sx, sy = x + ox, y + oy
    l, t, r, b = wm.window_rect(win)
    if not (l <= sx < r and t <= sy < b):
        return 0
    box = None
    for h in win.children:                  # from the top of the z-order
        ch = wm.windows.get(h)
        ch = ch if ch is not None and not ch.destroyed else None
        if ch is None or not ch.style & WS_VISIBLE:
            continue
        l, t, r, b = wm.window_rect(ch)
        if not (l <= sx < r and t <= sy < b):
            continue
        if _is_group_box(ch):
            box = ch
            continue
        return h
    return box.hwnd if box is not None else parent


def _is_group_box(win):
    """A group box of the system BUTTON class (a class of another name with BUTTON's
    procedure is no group box to RealChildWindowFromPoint, as on Windows)."""
    return is_button(win) and button_type(win) == BS_GROUPBOX


@api(USER32, "FindWindowEx{AW}", "HWND parent, HWND after, LPCTSTR_ID cls, LPCTSTR title", widths=BOTH)
def FindWindowEx(c, parent, after, cls, title):
    """The next child of ``parent`` (NULL: the desktop, i.e. the top-level windows)
    after ``after`` in Z order, from the top, whose class and title match (NULL matches
    any); children come in creation order, as GetWindow(GW_CHILD) and EnumChildWindows
    list them. HWND_MESSAGE (or the message windows' root): the message-only windows,
    the last created first, as a new window comes first in its parent's Z order. NULL
    with no ``after``: the top-level windows, then the message-only windows, as Windows
    looks (GetDesktopWindow() looks at the top-level windows alone). Titles compare
    without regard to case, as Windows compares them."""
    wm = c.vm.wm
    messages = [h for h, w in reversed(wm.windows.items()) if w.state.get("message_only")
                and h != MESSAGE_HWND]
    if parent & 0xFFFFFFFF == HWND_MESSAGE or parent == MESSAGE_HWND:
        order = messages
    elif parent in (0, DESKTOP_HWND):
        # every process's top-level windows, the front process's first
        # (user/procwindows.py)
        order = session_toplevels(c.vm)
        if not parent and not after:
            order = order + messages
    else:
        proc, win = window_anywhere(c.vm, parent)     # (another process's window too)
        if win is None:
            c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
        wm = proc.wm
        order = list(win.children)      # first created first, as EnumChildWindows

    if after:
        if after not in order:
            c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
        order = order[order.index(after) + 1:]
    for h in order:
        owner = wm.owner_wm(h)
        w = owner.get(h)
        if w is None or (cls and not same_class(owner, w, cls)):
            continue
        if title is not None and w.title.lower() != title.lower():
            continue
        return h
    return 0


# -- DCs -------------------------------------------------------------------------------------------
@api(USER32, "GetDCEx", "HWND hwnd, HANDLE clip, DWORD flags", widths=BOTH)
def GetDCEx(c, hwnd, clip, flags):
    """A DC on the window (DCX_WINDOW: frame included): common with DCX_CACHE, else by
    the class's style with DCX_USESTYLE (private, class or parent DC); DCX_INTERSECTRGN /
    DCX_EXCLUDERGN cut the visible region to or out of ``clip`` (screen coordinates),
    which the DC then owns (user/dce.py). Every DC here clips children and siblings,
    which the clipping flags ask for; the update-region flags stop the guest."""
    if flags & ~dce.DCX_KNOWN:
        raise Unimplemented("USER32.dll!GetDCEx: flags %#x" % (flags & ~dce.DCX_KNOWN))
    if hwnd in (0, DESKTOP_HWND):
        return (GetWindowDC if flags & dce.DCX_WINDOW else GetDC)(c, hwnd)
    win = _win(c, hwnd)
    if win is None:
        return 0
    return dce.get_dc(c.vm, win, clip, flags)


@api(USER32, "WindowFromDC", "HDC hdc", widths=BOTH)
def WindowFromDC(c, hdc):
    """The window a DC from GetDC/GetWindowDC/BeginPaint draws on; NULL for memory and
    printer DCs (and the screen's DC, which belongs to no window)."""
    dc = c.vm.gdi.objects.get(hdc)
    return getattr(dc, "hwnd", 0) or 0


# -- messages ---------------------------------------------------------------------------------------
@api(USER32, "SendMessageTimeout{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam, "
     "UINT flags, UINT timeout, LPVOID result", widths=BOTH)
def SendMessageTimeout(c, hwnd, msg, wparam, lparam, flags, timeout, result):
    """SendMessage that gives up after ``timeout`` ms on a hung receiver: a window of
    another thread that has not taken the message within ``timeout`` ms of guest time
    (it takes it in its next message call): 0 with ERROR_TIMEOUT. Another
    process's window answers in that process's next message call (user/procwindows.py):
    when ``timeout`` ms of guest time pass first, 0 with ERROR_TIMEOUT."""
    found = foreign_window(c.vm, hwnd) if hwnd != HWND_BROADCAST and \
        c.vm.wm.get(hwnd) is None else None
    if found is not None:
        r = yield from send_to_process(c, *found, msg, wparam, lparam, timeout)
        if r is None:
            c.vm.last_error = ERROR_TIMEOUT
            return 0
    elif hwnd != HWND_BROADCAST and _win(c, hwnd) is None:
        return 0
    elif hwnd != HWND_BROADCAST:
        # another thread's window that does not answer within ``timeout``: ERROR_TIMEOUT
        r = yield from c.vm.wm.send_timeout(hwnd, msg, wparam, lparam, c, timeout)
        if r is None:
            c.vm.last_error = ERROR_TIMEOUT
            return 0
    else:
        r = yield from SendMessage(c, hwnd, msg, wparam, lparam)
    if result:
        c.vm.mem.wptr(result, r & ((1 << 8 * c.ptr_size) - 1))    # a DWORD_PTR
    return 1


@api(USER32, "SendNotifyMessage{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def SendNotifyMessage(c, hwnd, msg, wparam, lparam):
    """Send without waiting for another thread's answer: a window of the calling thread
    gets it within the call, as SendMessage delivers, and the answer is dropped; another
    thread's window gets it in that thread's next message call (InSendMessageEx:
    ISMEX_NOTIFY) while the caller goes on at once. To another process's
    window it is queued for that process's thread and the call returns at once (Inno
    Setup's wizard tells its loader so of a language change)."""
    if hwnd != HWND_BROADCAST and c.vm.wm.get(hwnd) is None:
        other = foreign_window(c.vm, hwnd)
        if other is not None:
            if refuse_sync_only(c.vm, msg, wparam):
                return 0
            notify_process(c.spec.full_name, other[0], hwnd, msg, wparam, lparam)
            return 1
    if hwnd != HWND_BROADCAST and _win(c, hwnd) is None:
        return 0
    if refuse_sync_only(c.vm, msg, wparam):     # (after the window check, as Windows)
        return 0
    wm = c.vm.wm
    if hwnd != HWND_BROADCAST and wm.owner_thread(hwnd) != c.vm.threads.current.tid \
            and c.vm.threads.multi:
        # another thread's window: queued for its thread, no waiting (ISMEX_NOTIFY)
        wm.send_async(hwnd, msg, wparam, lparam, c, ISMEX_NOTIFY)
        return 1
    yield from SendMessage(c, hwnd, msg, wparam, lparam)
    return 1


# -- input facts -------------------------------------------------------------------------------------
@api(USER32, "GetDoubleClickTime", widths=BOTH)
def GetDoubleClickTime(c):
    """The longest gap between the clicks of a double click, in ms: the session's
    (SPI_SETDOUBLECLICKTIME, SetDoubleClickTime); 0 there means the default, 500."""
    return setting(c.vm, "DOUBLECLICKTIME") or DOUBLE_CLICK_MS


@api(USER32, "SetDoubleClickTime", "UINT ms", widths=BOTH)
def SetDoubleClickTime(c, ms):
    """Change the double-click time for the session, without writing the profile."""
    set_setting(c.vm, "DOUBLECLICKTIME", ms)
    return 1


@api(USER32, "SwapMouseButton", "BOOL swap", widths=BOTH)
def SwapMouseButton(c, swap):
    """Swap (or restore) the meaning of the left and right buttons for the session
    (SM_SWAPBUTTON follows); whether they were swapped before."""
    before = setting(c.vm, "MOUSEBUTTONSWAP")
    set_setting(c.vm, "MOUSEBUTTONSWAP", int(bool(swap)))
    return int(bool(before))


@api(USER32, "GetKeyboardType", "INT which", widths=BOTH)
def GetKeyboardType(c, which):
    """An IBM enhanced (101/102-key) keyboard: type 4, subtype 0, 12 function keys."""
    return {0: 4, 1: 0, 2: 12}.get(which, 0)


# -- GetWindowModuleFileName -------------------------------------------------------------------
@api(USER32, "GetWindowModuleFileName{AW}", "HWND hwnd, LPVOID buf, UINT size", widths=BOTH)
def GetWindowModuleFileName(c, hwnd, buf, size):
    """The file name of the module whose instance made window ``hwnd`` (its
    GWLP_HINSTANCE; NULL: the program's), as GetModuleFileName writes it, a name too
    long for the buffer cut as it cuts one. A window of another process, the desktop
    and the message windows' root (the system's) answer 0, as Windows answers since XP:
    the module is another process's. No window: 0 with ERROR_INVALID_WINDOW_HANDLE."""
    proc, win = window_anywhere(c.vm, hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if proc is not c.vm or win.hwnd in (DESKTOP_HWND, MESSAGE_HWND):
        return 0
    return GetModuleFileName(c, win.instance, buf, size)


# -- FlashWindow, FlashWindowEx (user/flash.py) -------------------------------------------------
def _flash(c, hwnd, flags, count, timeout):
    """Generator: flash ``hwnd`` (any process's: its own thread does it); whether its
    caption was drawn active before. A handle that is no window fails with
    ERROR_INVALID_WINDOW_HANDLE."""
    proc, win = window_anywhere(c.vm, hwnd) if hwnd else (None, None)
    if win is None or win.hwnd in (DESKTOP_HWND, MESSAGE_HWND):
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if proc is not c.vm:
        return (yield from in_owner(c.vm, proc, win,
                                    lambda p, w: flash.flash(p.wm, w, flags, count, timeout)))
    return 1 if (yield from flash.flash(c.vm.wm, win, flags, count, timeout)) else 0


@api(USER32, "FlashWindow", "HWND hwnd, BOOL invert", widths=BOTH)
def FlashWindow(c, hwnd, invert):
    """Flash the window's caption once: TRUE inverts its look (active drawn inactive or
    the other way), FALSE gives it back its own; whether the caption was drawn active
    before."""
    return (yield from _flash(c, hwnd, flash.FLASHW_CAPTION if invert else flash.FLASHW_STOP,
                              0, 0))


@api(USER32, "FlashWindowEx", "LPVOID info", widths=BOTH)
def FlashWindowEx(c, info):
    """FLASHWINFO's window flashed as its flags ask (user/flash.py): FLASHW_STOP ends
    it, FLASHW_CAPTION / FLASHW_TRAY / FLASHW_ALL flash uCount times every dwTimeout ms,
    FLASHW_TIMER until stopped, FLASHW_TIMERNOFG until the window is in the foreground.
    NULL: ERROR_NOACCESS; a cbSize other than FLASHWINFO's: ERROR_INVALID_PARAMETER. The
    structure is not written."""
    if not info:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    f = c.struct(FLASHWINFO, info)
    if f.cbSize != FLASHWINFO.sizeof(c.ptr_size):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return (yield from _flash(c, f.hwnd, f.dwFlags, f.uCount, f.dwTimeout))


# -- the process's default layout ---------------------------------------------------------------
@api(USER32, "GetProcessDefaultLayout", "LPVOID layout", widths=BOTH)
def GetProcessDefaultLayout(c, layout):
    """The layout SetProcessDefaultLayout set (0 at the start) into ``*layout``; NULL
    fails with ERROR_NOACCESS."""
    if not layout:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    c.vm.mem.w32(layout, c.vm.user.default_layout & 0xFFFFFFFF)
    return 1


@api(USER32, "SetProcessDefaultLayout", "DWORD layout", widths=BOTH)
def SetProcessDefaultLayout(c, layout):
    """The layout of the top-level windows the process makes from now on (LAYOUT_RTL:
    they are WS_EX_LAYOUTRTL; user/window.py); the value is kept as given, as
    GetProcessDefaultLayout answers it."""
    c.vm.user.default_layout = layout & 0xFFFFFFFF
    return 1


# -- InternalGetWindowIcon (user/windowicons.py) --------------------------------------------
@api(USER32, "InternalGetWindowIcon", "HWND hwnd, UINT kind", widths=BOTH)
def InternalGetWindowIcon(c, hwnd, kind):
    """A new copy of the icon drawn for the window (ICON_BIG, ICON_SMALL, ICON_SMALL2:
    user/windowicons.py), which the caller destroys; another kind fails with
    ERROR_INVALID_PARAMETER, no window with ERROR_INVALID_WINDOW_HANDLE; another
    process's window and the desktop answer 0 (the icons are that process's)."""
    proc, win = window_anywhere(c.vm, hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if proc is not c.vm or win.hwnd in (DESKTOP_HWND, MESSAGE_HWND):
        return 0
    h = windowicons.internal_icon(c.vm, win, kind)
    if h is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return h
