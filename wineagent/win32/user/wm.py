"""The window manager: windows, classes, z-order, activation, focus, input and queues.

One guest thread, one message queue. Input (mouse and keys from ``--input`` or the
control channel) lands raw in ``input_queue`` and is turned into window messages when the
guest retrieves it, as Windows' raw input thread does: hit-testing, capture, activation
and double-click detection happen at retrieval time, in guest time.

GetMessage's retrieval order follows Windows: posted messages, then input, then WM_PAINT
for invalid windows, then WM_TIMER for due timers (one per timer per retrieval; a timer
that is late fires once, not once per missed interval).

Window procedures are either guest code (called through ``GuestCall``) or built-in Python
procedures (DefWindowProc, the MessageBox and BUTTON classes); ``send()`` hides which.
"""

import collections
import struct

from . import emit as event_hooks
from ..core.bits import make_lparam
from ..core.styles import (CS_DBLCLKS, WS_BORDER, WS_CAPTION, WS_CHILD, WS_DISABLED,  # noqa: F401
                           WS_DLGFRAME, WS_EX_CLIENTEDGE, WS_EX_DLGMODALFRAME, WS_EX_TOPMOST,
                           WS_GROUP, WS_HSCROLL, WS_POPUP, WS_SYSMENU, WS_TABSTOP,
                           WS_THICKFRAME, WS_VISIBLE, WS_VSCROLL)
from ...abi.api import PARK, GuestCall, Unimplemented
from ..gdi.objects import SYS_COLORS, Surface
from ..gdi.dc import DC
from .dde import DdeState
from . import hooks, msgconv, nonclient
from ..core.messages import (WM_ACTIVATE, WM_CHAR, WM_DESTROY, WM_KEYDOWN, WM_KEYUP, WM_KILLFOCUS,
                             WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_LBUTTONUP, WM_MOUSEMOVE,
                             WM_MOUSEWHEEL, WM_NCDESTROY, WM_NCLBUTTONDOWN, WM_NCLBUTTONUP,
                             WM_NCMOUSEMOVE, WM_NCRBUTTONDOWN, WM_NCRBUTTONUP, WM_PAINT, WM_QUIT,
                             WM_RBUTTONDBLCLK, WM_RBUTTONDOWN, WM_RBUTTONUP, WM_SETFOCUS,
                             WM_SYSCHAR, WM_SYSKEYDOWN, WM_SYSKEYUP, WM_TIMER)
from .scrollbars import nc_hit_test
from ..core.messages import WM_MOUSEHWHEEL

__all__ = ["WindowManager", "Window", "WindowClass", "Message", "is_wide"]

SM_CXVSCROLL = SM_CYHSCROLL = 16

#: SM_CYCAPTION of Windows 2000 at 96 dpi: an 18-pixel bar (iCaptionHeight) and the
#: one-pixel line under it
CAPTION_HEIGHT = nonclient.SM_CYSIZE + 1     # 19
#: A minimized window is an iconic caption SM_CXMINIMIZED x SM_CYMINIMIZED: on Windows 2000
#: 160 (MINIMIZEDMETRICS' iWidth 154 + 6) by SM_CYCAPTION + 5 = 24, the 18-pixel bar in a
#: 3-pixel raised frame (SM_CXFIXEDFRAME), whatever the window's own frame.
ICONIC_WIDTH, ICONIC_HEIGHT, ICONIC_FRAME = 160, CAPTION_HEIGHT + 5, 3
MENU_HEIGHT = 19
DOUBLE_CLICK_MS = 500
DOUBLE_CLICK_DIST = 4

MK_LBUTTON, MK_RBUTTON, MK_SHIFT, MK_CONTROL = 0x1, 0x2, 0x4, 0x8

HTERROR, HTNOWHERE, HTCLIENT, HTCAPTION, HTSYSMENU = -2, 0, 1, 2, 3
HTMENU, HTMINBUTTON, HTMAXBUTTON = 5, 8, 9
HTLEFT, HTRIGHT, HTTOP, HTTOPLEFT, HTTOPRIGHT, HTBOTTOM, HTBOTTOMLEFT, HTBOTTOMRIGHT = \
    10, 11, 12, 13, 14, 15, 16, 17
HTBORDER, HTCLOSE = 18, 20


def is_wide(win):
    """True when the window was created by a W function (its text messages use UTF-16)."""
    return bool(getattr(win, "unicode", False))


#: Mouse button messages -> (virtual key, pressed) for the keyboard state.
_BUTTON_MESSAGES = {0x201: (0x01, True), 0x202: (0x01, False), 0x203: (0x01, True),
                    0x204: (0x02, True), 0x205: (0x02, False), 0x206: (0x02, True),
                    0x207: (0x04, True), 0x208: (0x04, False), 0x209: (0x04, True),
                    0xA1: (0x01, True), 0xA2: (0x01, False), 0xA3: (0x01, True),
                    0xA4: (0x02, True), 0xA5: (0x02, False), 0xA6: (0x02, True)}
#: VK_SHIFT, VK_CONTROL, VK_MENU -> the left-hand key (VK_LSHIFT, VK_LCONTROL, VK_LMENU).
_LEFT_KEY = {0x10: 0xA0, 0x11: 0xA2, 0x12: 0xA4}


class Message:
    """One queued message (MSG without the struct)."""

    __slots__ = ("hwnd", "msg", "wparam", "lparam", "time", "pt", "tid")

    def __init__(self, hwnd, msg, wparam, lparam, time=0, pt=(0, 0), tid=None):
        self.hwnd, self.msg, self.wparam, self.lparam = hwnd, msg, wparam, lparam
        self.time, self.pt = time, pt
        self.tid = tid               # hwnd 0: the thread it was posted to (None: the first)


class WindowClass:
    """A registered window class (guest or built-in)."""

    def __init__(self, name, style=0, wndproc=0, cls_extra=0, wnd_extra=0, instance=0,
                 icon=0, cursor=0, background=0, menu_name=None, builtin=False):
        self.name, self.style, self.wndproc = name, style, wndproc
        self.cls_extra, self.wnd_extra, self.instance = cls_extra, wnd_extra, instance
        self.icon, self.cursor, self.background = icon, cursor, background
        self.menu_name, self.builtin = menu_name, builtin
        #: RegisterClassW (True) / A (False); None for built-in classes, whose windows
        #: speak the character set of the CreateWindowEx variant that made them.
        self.unicode = None
        self.atom = 0
        #: Optional ``click_point(wm, win) -> (x, y)``: where a click on a control of this
        #: class acts (the dialog manager's dlg-click asks; default: the window's centre).
        self.click_point = None


class Window:
    """One window. ``x, y`` are relative to the parent's client area (screen for top-level)."""

    def __init__(self, hwnd, cls, title, style, exstyle, x, y, w, h, parent, owner, ctrl_id,
                 instance):
        self.hwnd, self.cls, self.title = hwnd, cls, title or ""
        self.style, self.exstyle = style, exstyle
        self.x, self.y, self.w, self.h = x, y, max(0, w), max(0, h)
        self.parent, self.owner, self.id, self.instance = parent, owner, ctrl_id, instance
        self.wndproc = cls.wndproc
        self.children = []
        self.user_data = 0
        self.extra = bytearray(cls.wnd_extra)
        self.props = {}
        self._invalid = None
        #: the window manager's set of hwnds with an update region (``paint_pending``),
        #: joined when the window is registered with it
        self.paint_set = None
        self.erase = False
        self.surface = None          # top-level windows only
        self.menu = 0
        self.destroyed = False
        self.state = {}              # built-in classes keep their state here

    @property
    def invalid(self):
        """The update region's bounding box (l, t, r, b) in client coordinates, or None."""
        return self._invalid

    @invalid.setter
    def invalid(self, box):
        # Keep the window manager's set of windows needing paint in step, so finding one
        # to paint does not walk every window (docs/gdi.md "Speed").
        self._invalid = box
        pending = self.paint_set
        if pending is not None:
            if box is None:
                pending.discard(self.hwnd)
            else:
                pending.add(self.hwnd)

    @property
    def visible_flag(self):
        """The WS_VISIBLE bit of this window alone."""
        return bool(self.style & WS_VISIBLE)

    @property
    def is_child(self):
        """True for WS_CHILD windows."""
        return bool(self.style & WS_CHILD) and self.parent is not None

    def border(self):
        """Width of the window frame in pixels, from its style (as AdjustWindowRect); an
        iconic caption has the 3-pixel fixed frame whatever its style."""
        if self.style & nonclient.WS_MINIMIZE and self.caption():
            return ICONIC_FRAME
        return frame_width(self.style, self.exstyle)

    def caption(self):
        """Height of the caption bar (0 without WS_CAPTION)."""
        return CAPTION_HEIGHT if (self.style & WS_CAPTION) == WS_CAPTION else 0

    def client_offset(self):
        """Client area's top-left relative to the window's top-left (an iconic window shows
        no menu bar)."""
        b = self.border()
        bar = self.menu and not self.is_child and not self.style & nonclient.WS_MINIMIZE
        return b, b + self.caption() + (MENU_HEIGHT if bar else 0)

    def client_size(self):
        """(width, height) of the client area (standard scroll bars are non-client; an
        iconic window has none)."""
        if self.style & nonclient.WS_MINIMIZE:
            return 0, 0
        b = self.border()
        cx, cy = self.client_offset()
        w, h = max(0, self.w - cx - b), max(0, self.h - cy - b)
        # As WM_NCCALCSIZE: a bar takes its width when there is room for it (scrollbar.py).
        if self.style & WS_VSCROLL and w >= SM_CXVSCROLL:
            w -= SM_CXVSCROLL
        if self.style & WS_HSCROLL and h >= SM_CYHSCROLL:
            h -= SM_CYHSCROLL
        return w, h


def frame_width(style, exstyle):
    """Frame thickness for a style, shared by windows and AdjustWindowRect."""
    if style & WS_THICKFRAME:
        b = 4
    elif style & WS_DLGFRAME or exstyle & WS_EX_DLGMODALFRAME:
        b = 3
    elif style & WS_BORDER:
        b = 1
    else:
        b = 0
    if exstyle & WS_EX_CLIENTEDGE:
        b += 2
    return b


class WindowManager:
    """Windows, classes, the message queue, timers, focus and the input translator."""

    def __init__(self, vm, screen):
        self.vm = vm
        self.width, self.height = screen
        self.classes = {}            # lower-case name -> WindowClass
        self.windows = {}            # hwnd -> Window
        self.zorder = []             # top-level hwnds, bottom first
        self.paint_pending = set()   # hwnds with an update region (Window.invalid)
        self._next_hwnd = 0x00010020
        self.posted = collections.deque()
        self.input_queue = collections.deque()
        self.input_msgs = collections.deque()   # input turned into messages, not yet taken
        self.timers = {}             # (hwnd, id) -> [interval, due, proc]
        self._next_timer_id = 0x7FF0
        self.quit_code = None        # PostQuitMessage's code once posted
        self.quit_seen = False
        # Each thread has its own message queue's quit state, and a thread's end destroys
        # its windows: the kernel's scheduler does both through what USER registers here.
        vm.threads.keep_per_thread(self, "quit_code", None)
        vm.threads.keep_per_thread(self, "quit_seen", False)
        vm.threads.on_thread_end(self.thread_ended)
        # What the layers below may ask of it: the kernel's messages, the screen's order.
        vm.messages.connect(self.post, self.send, self.get)
        vm.gdi.set_window_order(self.visible_toplevels_bottom_up)
        self.active = 0
        self.focus = 0
        self.capture = 0
        self.keys_down = set()
        self.alt_chord = False       # another key went down while Alt was held
        #: The keyboard state GetKeyState reports: one byte per virtual key, 0x80 down and
        #: 0x01 toggled, as of the last input message retrieved (user/wm.update_key_state).
        #: One for the desktop's queue: guest threads share it.
        self.key_state = bytearray(256)
        self.async_pressed = set()   # keys pressed since GetAsyncKeyState last asked
        self.locked = 0              # LockWindowUpdate's window (at most one)
        self.mouse_pos = (0, 0)
        self.last_input_keyboard = False   # for UIS_INITIALIZE (user/uistate.py)
        self.buttons = 0             # MK_LBUTTON | MK_RBUTTON currently held
        self._last_down = None       # (time, button, hwnd, x, y) for double clicks
        self.moving = None           # (hwnd, dx, dy) while dragging a caption
        self.python_procs = {}       # wndproc address -> Python procedure
        self.last_message_box = None
        self.message_time = 0
        self.cursor = 0
        self.modal_depth = 0
        self.atoms = {}
        self.registered_names = {}   # RegisterWindowMessage: lower-case name -> number
        self.caret = None            # the caret (user/caret.py), or None when none exists
        self.caret_blink_ms = 530    # GetCaretBlinkTime
        self.hooks = hooks.HookTable()   # SetWindowsHookEx (user/hooks.py)
        self.dde = DdeState()            # DDEML instances, handles, conversations (user/dde.py)

    # -- classes ---------------------------------------------------------------
    def register_class(self, cls):
        """Register a class; returns its atom (0 if the name is taken)."""
        key = cls.name.lower() if isinstance(cls.name, str) else cls.name
        if key in self.classes:
            return 0
        cls.atom = 0xC000 + len(self.classes)
        self.classes[key] = cls
        self.atoms[cls.atom] = cls
        return cls.atom

    def find_class(self, name):
        """Look a class up by name or atom."""
        if isinstance(name, int):
            return self.atoms.get(name)
        return self.classes.get(name.lower()) if name else None

    def register_python_proc(self, addr, proc):
        """Make ``addr`` (a thunk) a window procedure implemented in Python."""
        self.python_procs[addr] = proc

    # -- windows and geometry ---------------------------------------------------
    def new_hwnd(self):
        """Allocate a window handle."""
        h = self._next_hwnd
        self._next_hwnd += 2
        return h

    def get(self, hwnd):
        """The live Window for a handle, or None."""
        w = self.windows.get(hwnd)
        return w if w is not None and not w.destroyed else None

    def toplevel(self, win):
        """The top-level ancestor of ``win`` (itself if top-level)."""
        while win.is_child:
            win = self.windows[win.parent]
        return win

    def screen_origin(self, win):
        """Screen coordinates of a window's top-left corner."""
        x, y = win.x, win.y
        while win.is_child:
            parent = self.windows[win.parent]
            cx, cy = parent.client_offset()
            x += parent.x + cx
            y += parent.y + cy
            win = parent
        return x, y

    def window_rect(self, win):
        """Screen (l, t, r, b) of the whole window."""
        x, y = self.screen_origin(win)
        return (x, y, x + win.w, y + win.h)

    def client_origin(self, win):
        """Screen coordinates of the client area's top-left."""
        x, y = self.screen_origin(win)
        cx, cy = win.client_offset()
        return x + cx, y + cy

    def is_visible(self, win):
        """WS_VISIBLE on the window and all its ancestors."""
        while True:
            if not win.style & WS_VISIBLE:
                return False
            if not win.is_child:
                return True
            win = self.windows[win.parent]

    def is_enabled(self, win):
        """Not WS_DISABLED (a disabled parent disables its children too)."""
        while True:
            if win.style & WS_DISABLED:
                return False
            if not win.is_child:
                return True
            win = self.windows[win.parent]

    def visible_toplevels_bottom_up(self):
        """Visible top-level windows in paint order, with a ``rect`` attribute set."""
        out = []
        for h in self.zorder:
            w = self.windows.get(h)
            if w is not None and not w.destroyed and w.style & WS_VISIBLE and w.surface:
                w.rect = (w.x, w.y, w.x + w.w, w.y + w.h)
                out.append(w)
        return out

    def surface_dc(self, win, client=True, clip=None):
        """A DC drawing on ``win``: its client area (default) or the whole window."""
        top = self.toplevel(win)
        tx, ty = self.screen_origin(top)
        if client:
            ox, oy = self.client_origin(win)
            cw, ch = win.client_size()
        else:
            ox, oy = self.screen_origin(win)
            cw, ch = win.w, win.h
        ox, oy = ox - tx, oy - ty
        box = (ox, oy, ox + cw, oy + ch)
        # Clip to every ancestor's client area too: children never draw outside parents.
        p = win
        while p.is_child:
            parent = self.windows[p.parent]
            px, py = self.client_origin(parent)
            pw, ph = parent.client_size()
            px, py = px - tx, py - ty
            box = (max(box[0], px), max(box[1], py), min(box[2], px + pw), min(box[3], py + ph))
            p = parent
        if clip is not None:
            l, t, r, b = clip
            box = (max(box[0], l + ox), max(box[1], t + oy), min(box[2], r + ox), min(box[3], b + oy))
        if self.locked and self.is_locked(win):
            box = (ox, oy, ox, oy)   # LockWindowUpdate: an empty visible region
        dc = DC(self.vm.gdi, top.surface, (ox, oy), box, win.hwnd)
        return dc

    def is_locked(self, win):
        """Is ``win`` or one of its ancestors the window LockWindowUpdate locked?"""
        while win is not None:
            if win.hwnd == self.locked:
                return True
            win = self.windows.get(win.parent) if win.is_child else None
        return False

    def lock_update(self, hwnd):
        """LockWindowUpdate: lock drawing in ``hwnd`` and its children (their DCs get an
        empty visible region); 0 unlocks, and the window that was locked is invalidated
        with its children and frame, so everything drawn meanwhile is drawn again (Windows
        invalidates the part drawn into; the whole window is a superset). Only one window
        can be locked: locking another fails (False) until it is unlocked."""
        if hwnd:
            if self.locked:
                return False
            self.locked = hwnd
            return True
        old, self.locked = self.windows.get(self.locked), 0
        if old is not None and not old.destroyed:
            def walk(w):
                self.invalidate(w, None, True)
                for h in list(w.children):
                    ch = self.windows.get(h)
                    if ch is not None:
                        walk(ch)
            walk(old)
            self.redraw_nonclient(old)
        return True

    def create_surface(self, win):
        """Give a top-level window its pixel surface."""
        win.surface = Surface(win.w, win.h, SYS_COLORS[15])

    def hit_window(self, x, y):
        """The deepest visible window under screen point (x, y), or None."""
        for h in reversed(self.zorder):
            w = self.windows.get(h)
            if w is None or w.destroyed or not w.style & WS_VISIBLE:
                continue
            rgn = w.state.get("window_rgn")     # SetWindowRgn: outside it is not the window
            if rgn is not None and not rgn.contains(x - w.x, y - w.y):
                continue
            if w.x <= x < w.x + w.w and w.y <= y < w.y + w.h:
                return self._deepest_child(w, x, y)
        return None

    def _deepest_child(self, win, x, y):
        for h in reversed(win.children):
            c = self.windows.get(h)
            if c is None or c.destroyed or not c.style & WS_VISIBLE:
                continue
            transparent = getattr(c.cls, "hit_transparent", None)
            if transparent is not None and transparent(c):
                continue
            l, t, r, b = self.window_rect(c)
            if l <= x < r and t <= y < b:
                return self._deepest_child(c, x, y)
        return win

    def hit_test(self, win, x, y):
        """Non-client hit test code for screen point (x, y) on ``win`` (as WM_NCHITTEST)."""
        l, t, r, b = self.window_rect(win)
        if not (l <= x < r and t <= y < b):
            return HTNOWHERE
        cx, cy = self.client_origin(win)
        cw, ch = win.client_size()
        if cx <= x < cx + cw and cy <= y < cy + ch:
            return HTCLIENT
        if win.style & (WS_VSCROLL | WS_HSCROLL) and not win.style & nonclient.WS_MINIMIZE:
            code = nc_hit_test(win, x - l, y - t)
            if code:
                return code
        bw = win.border()
        cap = win.caption()
        if cap and t + bw <= y < t + bw + cap:
            # close, then the maximize box, then the minimize box (a restore button
            # answers for the box it stands in).
            codes = (HTCLOSE, HTMAXBUTTON, HTMINBUTTON)
            for code, (_, (bl, bt, br, bb), _) in zip(codes, nonclient.caption_buttons(win)):
                if bl + l <= x < br + l and bt + t <= y < bb + t:
                    return code
            return HTCAPTION
        if win.style & nonclient.WS_MINIMIZE:
            return HTCAPTION        # an iconic caption has no sizing border
        if win.menu and not win.is_child and t + bw + cap <= y < t + bw + cap + MENU_HEIGHT:
            return HTMENU
        if win.style & WS_THICKFRAME:
            left, right = x < l + bw, x >= r - bw
            top, bottom = y < t + bw, y >= b - bw
            if top:
                return HTTOPLEFT if left else HTTOPRIGHT if right else HTTOP
            if bottom:
                return HTBOTTOMLEFT if left else HTBOTTOMRIGHT if right else HTBOTTOM
            if left:
                return HTLEFT
            if right:
                return HTRIGHT
        return HTBORDER

    # -- invalidation and painting ----------------------------------------------
    def invalidate(self, win, rect=None, erase=True):
        """Add ``rect`` (client coordinates; None = all) to the window's update region."""
        cw, ch = win.client_size()
        if rect is None:
            rect = (0, 0, cw, ch)
        l, t, r, b = rect
        l, t, r, b = max(0, l), max(0, t), min(cw, r), min(ch, b)
        if l >= r or t >= b:
            return
        win.update_rgn = None   # a rectangle joins: the exact region (InvalidateRgn) is gone
        if win.invalid is None:
            win.invalid = (l, t, r, b)
        else:
            il, it, ir, ib = win.invalid
            win.invalid = (min(il, l), min(it, t), max(ir, r), max(ib, b))
        win.erase = win.erase or erase

    def invalidate_tree(self, win, erase=True):
        """Invalidate a window and all its descendants entirely."""
        self.invalidate(win, None, erase)
        for h in win.children:
            c = self.get(h)
            if c is not None:
                self.invalidate_tree(c, erase)

    def track_paint(self, win):
        """Register ``win`` (just added to ``windows``) with the set of windows needing
        paint, which its ``invalid`` setter keeps up to date."""
        win.paint_set = self.paint_pending
        if win.invalid is not None:
            self.paint_pending.add(win.hwnd)

    def window_needing_paint(self, mine=None):
        """A visible window with a non-empty update region: the first in the order of a
        walk of the top-level windows from the top of the z-order, each tree parents
        before children and children in their order; ``mine``: only among the top-level
        windows of the running thread.

        Only the windows that have an update region are looked at (``paint_pending``), so
        the cost does not grow with the number of windows (bench/bench_gdi.py)."""
        pending = self.paint_pending
        if not pending:
            return None
        reached = []
        for h in list(pending):
            w = self.windows.get(h)
            if w is None:
                pending.discard(h)
                continue
            top = self._painted_top(w, mine)
            if top is not None:
                reached.append((w, top))
        if len(reached) <= 1:
            return reached[0][0] if reached else None
        # Several: the walk's order — z from the top, then child indices downwards.
        ztop = {h: i for i, h in enumerate(self.zorder)}
        return min(reached, key=lambda wt: (-ztop[wt[1].hwnd], self._child_path(wt[0])))[0]

    def _painted_top(self, win, mine):
        """The top-level window through which window_needing_paint's walk reaches ``win``,
        or None when it does not: ``win`` or an ancestor is hidden, its top-level window
        is not in the z-order, or it is not ``mine``."""
        cur = win
        while cur.is_child:
            if not cur.style & WS_VISIBLE:
                return None
            cur = self.windows.get(cur.parent)
            if cur is None:
                return None
        # (z-order membership: a scan of the top-level windows only, at C speed)
        if not cur.style & WS_VISIBLE or cur.hwnd not in self.zorder:
            return None
        if mine is not None and not mine(Message(cur.hwnd, 0, 0, 0)):
            return None
        return cur

    def _child_path(self, win):
        """Child indices from ``win``'s top-level window down to it (the walk's order)."""
        path = []
        while win.is_child:
            parent = self.windows[win.parent]
            path.append(parent.children.index(win.hwnd))
            win = parent
        path.reverse()
        return path

    def redraw_nonclient(self, win):
        """Repaint frame, caption (and menu bar) of a top-level window."""
        if win.surface is not None:
            nonclient.draw(self, win)

    # -- timers ----------------------------------------------------------------------
    def set_timer(self, hwnd, timer_id, interval, proc):
        """SetTimer: (re)arm a timer; returns its id."""
        if hwnd == 0 and timer_id == 0:
            self._next_timer_id -= 1
            timer_id = self._next_timer_id
        interval = max(10, min(interval, 0x7FFFFFFF))  # USER_TIMER_MINIMUM = 10 ms
        self.timers[(hwnd, timer_id)] = [interval, self.vm.clock.now_ms() + interval, proc]
        return timer_id

    def kill_timer(self, hwnd, timer_id):
        """KillTimer: True if the timer existed."""
        return self.timers.pop((hwnd, timer_id), None) is not None

    def next_timer_ms(self):
        """Guest time of the earliest timer deadline or Sleep wake-up, or None."""
        dues = [t[1] for t in self.timers.values()]
        sleep = self.vm.sleep_deadline
        if sleep is not None:
            dues.append(sleep)
        return min(dues) if dues else None

    def _due_timer(self, hwnd_filter, remove=True, mine=None):
        now = self.vm.clock.now_ms()
        best = None
        for key, t in self.timers.items():
            if mine is not None and key[0] and not mine(Message(key[0], 0, 0, 0)):
                continue
            if t[1] <= now and (hwnd_filter in (0, None) or key[0] == hwnd_filter):
                if best is None or t[1] < self.timers[best][1]:
                    best = key
        if best is None:
            return None
        t = self.timers[best]
        if remove:
            t[1] = now + t[0]   # one WM_TIMER per retrieval: a late timer does not burst
        if len(t) > 3:      # a system timer (the caret's): [.., message, wParam]
            return Message(best[0], t[3], t[4], t[2], now)
        return Message(best[0], WM_TIMER, best[1], t[2], now)

    def has_work(self):
        """True when GetMessage would find something now (a parked guest should run)."""
        if self.posted or self.input_msgs or self.input_queue or self.quit_code is not None:
            return True
        if any(q is not None for q in self.vm.threads.saved_values("quit_code")):
            return True             # a switched-out thread's WM_QUIT: its loop should run
        if self.window_needing_paint() is not None:
            return True
        due = self.next_timer_ms()
        return due is not None and due <= self.vm.clock.now_ms()

    # -- sending -----------------------------------------------------------------------
    def send(self, hwnd, msg, wparam=0, lparam=0, sender=None):
        """Generator: deliver a message to a window procedure now; returns LRESULT.

        ``sender`` is the API call (its ``wide`` and ``spec``) when a guest sent the
        message: text messages are then converted between ANSI and Unicode if the
        sender's character set differs from the procedure's (msgconv). Without it the
        message comes from the system, which already speaks the window's."""
        win = self.get(hwnd)
        if win is None:
            return 0
        wparam, lparam = self.message_param(wparam), self.message_param(lparam)
        if sender is not None:
            try:
                convert = msgconv.needs_conversion(msg, sender.wide, is_wide(win))
            except msgconv.ConversionUnimplemented as e:
                raise Unimplemented("%s (A/W conversion of %s)" % (sender.spec.full_name, e))
            if convert:
                def call(m, wp, lp):
                    return self.call_proc(win.wndproc, win, m, wp, lp)
                return (yield from msgconv.send_converted(self, call, msg, wparam, lparam,
                                                          sender.wide))
        return (yield from self.call_proc(win.wndproc, win, msg, wparam, lparam))

    def call_proc(self, proc, win, msg, wparam, lparam):
        """Generator: call window procedure ``proc`` (an address) for ``win`` — a Python
        procedure directly, a guest one through the CPU — as CallWindowProc does. This is
        how a subclass hands a message on to the procedure it replaced."""
        py = self.python_procs.get(proc)
        if py is not None:
            result = py(self, win, msg, wparam, lparam)
            if hasattr(result, "send"):
                result = yield from result
            return result or 0
        return (yield GuestCall(proc, (win.hwnd, msg, wparam, lparam)))

    def post(self, hwnd, msg, wparam=0, lparam=0, tid=None):
        """PostMessage (hwnd 0: to the calling thread), PostThreadMessage (``tid``)."""
        if not hwnd and tid is None and self.vm.threads.multi:
            tid = self.vm.threads.current.tid
        self.posted.append(Message(hwnd, msg, self.message_param(wparam),
                                   self.message_param(lparam), self.vm.clock.now_ms(),
                                   self.mouse_pos, tid))

    def message_param(self, value):
        """A WPARAM or LPARAM as the procedures see it: 32 bits in a 32-bit program. In a
        64-bit one a pointer stays whole (a 64-bit image's strings lie above 4 GB) while a
        sign-extended 32-bit value (-1, a handle) reads as its 32 bits, as it would from
        a 32-bit caller; the CPU sign-extends such a value again for a guest procedure
        (cpu64.Machine64)."""
        if self.vm.ptr_size == 4:
            return value & 0xFFFFFFFF
        value &= 0xFFFFFFFFFFFFFFFF
        return value & 0xFFFFFFFF if value >= 0xFFFFFFFF80000000 else value

    # -- threads: each thread's queue holds its windows' messages and its own ----------
    def thread_of(self, hwnd):
        """The id of the thread that created window ``hwnd`` (None: the first thread)."""
        w = self.windows.get(hwnd)
        return getattr(w, "tid", None) if w is not None else None

    def current_thread_filter(self):
        """A predicate on messages: does it belong to the running thread's queue? (None
        while there is one thread: then every message does.)"""
        threads = self.vm.threads
        if not threads.multi:
            return None
        cur = threads.current.tid
        main = threads.threads[0].tid
        return lambda m: ((self.thread_of(m.hwnd) if m.hwnd else m.tid) or main) == cur

    # -- retrieving ----------------------------------------------------------------------
    def next_message(self, hwnd_filter=0, lo=0, hi=0, remove=True):
        """Generator: the next message for GetMessage/PeekMessage, or None if there is none.

        May deliver sent messages (activation, focus) while translating input, as Windows
        does inside GetMessage.
        """
        mine = self.current_thread_filter()

        def wanted(m):
            if hwnd_filter not in (0, None) and m.hwnd != hwnd_filter:
                return False
            if mine is not None and not mine(m):
                return False
            return (lo == 0 and hi == 0) or lo <= m.msg <= hi

        for m in self.posted:
            if wanted(m):
                if remove:
                    self.posted.remove(m)
                return m
        # Input: messages already made from raw input first, then more raw input. Raw
        # input becomes a message once (hit-testing, activation and focus happen then, as
        # in Windows' raw input thread); peeking without PM_REMOVE leaves the message in
        # the queue for the next retrieval.
        for m in self.input_msgs:
            if wanted(m):
                if remove:
                    self.input_msgs.remove(m)
                    self.update_key_state(m)
                return m
        while self.input_queue:
            event = self.input_queue.popleft()
            m = yield from self._translate_input(event)
            event_hooks.input_consumed(self.vm, event, m)
            if m is None:
                continue
            if wanted(m):
                if not remove:
                    self.input_msgs.append(m)
                else:
                    self.update_key_state(m)
                return m
            self.input_msgs.append(m)
        if self.quit_code is not None and (lo == 0 and hi == 0 or lo <= WM_QUIT <= hi):
            m = Message(0, WM_QUIT, self.quit_code, 0)
            if remove:
                self.quit_code = None
                self.quit_seen = True
            return m
        if lo == 0 and hi == 0 or lo <= WM_PAINT <= hi:
            w = self.window_needing_paint(mine)
            if w is not None and (hwnd_filter in (0, None) or w.hwnd == hwnd_filter):
                return Message(w.hwnd, WM_PAINT, 0, 0, self.vm.clock.now_ms())
        if lo == 0 and hi == 0 or lo <= WM_TIMER <= hi:
            m = self._due_timer(hwnd_filter, remove, mine)
            if m is not None:
                return m
        return None

    def wait_message(self, hwnd_filter=0, lo=0, hi=0):
        """Generator: the next message, parking (ending the batch) until there is one."""
        while True:
            m = yield from self.next_message(hwnd_filter, lo, hi)
            if m is not None:
                return m
            yield PARK

    def modal_message(self):
        """Generator for modal loops (MessageBox, dialogs, menus): the next message, or
        None on WM_QUIT, which is re-posted: it belongs to the outer loop, as on Windows."""
        m = yield from self.wait_message()
        if m.msg == WM_QUIT:
            self.quit_code = m.wparam
            return None
        return m

    # -- input ---------------------------------------------------------------------------
    def queue_input(self, event):
        """Add a raw input event: ('mouse', kind, x, y, button) or ('key', kind, code)."""
        self.input_queue.append(event)

    def update_key_state(self, m):
        """The thread's keyboard state follows the input messages it retrieves, as on
        Windows ("the key status ... changes as a thread reads key messages from its
        message queue"): a key or mouse button message sets or clears the key's 0x80 bit;
        a press of a key that was up flips its toggle bit 0x01 (every key has one; Caps,
        Num and Scroll Lock are those that show). Shift, Ctrl and Alt set the left-hand
        key as well (VK_LSHIFT, VK_LCONTROL, VK_LMENU): this keyboard has only those."""
        vk, down = None, False
        if m.msg in (WM_KEYDOWN, WM_SYSKEYDOWN, WM_KEYUP, WM_SYSKEYUP):
            vk, down = m.wparam & 0xFF, m.msg in (WM_KEYDOWN, WM_SYSKEYDOWN)
        else:
            button = _BUTTON_MESSAGES.get(m.msg)
            if button is not None:
                vk, down = button
        if vk is None:
            return
        keys = [vk] + ([_LEFT_KEY[vk]] if vk in _LEFT_KEY else [])
        for k in keys:
            if down:
                if not self.key_state[k] & 0x80:
                    self.key_state[k] ^= 0x01
                self.key_state[k] |= 0x80
            else:
                self.key_state[k] &= ~0x80 & 0xFF

    def inject_key(self, kind, vk):
        """keybd_event: a key goes down or up now. The physical (async) state changes at
        once and the message joins the input queue, where GetKeyState's state follows it
        when the guest retrieves it."""
        m = self._translate_key(("key", kind, vk), self.vm.clock.now_ms())
        if kind == "down":
            self.async_pressed.add(vk)
        if m is not None:
            self.input_msgs.append(m)

    def _key_flags(self):
        f = self.buttons
        if 0x10 in self.keys_down:
            f |= MK_SHIFT
        if 0x11 in self.keys_down:
            f |= MK_CONTROL
        return f

    def _translate_input(self, event):
        """Generator: raw event -> Message for the right window (or None if consumed)."""
        now = self.vm.clock.now_ms()
        self.message_time = now
        self.last_input_keyboard = event[0] == "key"
        if event[0] == "key":
            return self._translate_key(event, now)   # a plain function, not a generator
        _, kind, x, y, button = event
        clip = getattr(self, "clip_rect", None)       # ClipCursor confines the pointer
        if clip is not None:
            x, y = min(max(x, clip[0]), clip[2] - 1), min(max(y, clip[1]), clip[3] - 1)
        self.mouse_pos = (x, y)
        bit = MK_LBUTTON if button == "left" else MK_RBUTTON
        if kind == "down":
            self.buttons |= bit
            self.keys_down.add(1 if button == "left" else 2)
        elif kind == "up":
            self.buttons &= ~bit
            self.keys_down.discard(1 if button == "left" else 2)
        elif kind in ("wheel", "hwheel"):
            pass   # ``button`` carries the delta
        if self.moving is not None:
            return (yield from self._caption_drag(kind, x, y))
        if self.capture:
            win = self.get(self.capture)
            if win is None:
                self.capture = 0
        else:
            win = None
        if win is not None:
            hit = HTCLIENT
        else:
            win = self.hit_window(x, y)
            if win is None:
                return None
            hit = self.hit_test(win, x, y)
        top = self.toplevel(win)
        if not self.is_enabled(win):
            if kind == "down" and self.modal_depth:
                # Clicking a window disabled by a modal box brings the box forward.
                pass
            return None
        if kind == "down" and top.hwnd != self.active and not self.capture:
            yield from self.activate(top.hwnd, click=True)
        if kind == "down" and win.is_child and not self.capture:
            yield from self._parent_notify(win, button, x, y)
        if kind in ("wheel", "hwheel"):
            # As on Windows before 10's "scroll inactive windows": the wheel goes to the
            # focus window, lParam the pointer in screen coordinates; DefWindowProc hands
            # it up the parent chain (user/window.py).
            focus = self.get(self.focus) or top
            return Message(focus.hwnd, WM_MOUSEWHEEL if kind == "wheel" else WM_MOUSEHWHEEL,
                           ((button & 0xFFFF) << 16) | self._key_flags(),
                           make_lparam(x, y), now, (x, y))
        if hit == HTCLIENT:
            cx, cy = self.client_origin(win)
            lp = make_lparam(x - cx, y - cy)
            if kind == "move":
                return Message(win.hwnd, WM_MOUSEMOVE, self._key_flags(), lp, now, (x, y))
            if kind == "down":
                msg = WM_LBUTTONDOWN if button == "left" else WM_RBUTTONDOWN
                last = self._last_down
                if (last and win.cls.style & CS_DBLCLKS and last[1] == button
                        and last[2] == win.hwnd and now - last[0] <= DOUBLE_CLICK_MS
                        and abs(last[3] - x) <= DOUBLE_CLICK_DIST
                        and abs(last[4] - y) <= DOUBLE_CLICK_DIST):
                    msg = WM_LBUTTONDBLCLK if button == "left" else WM_RBUTTONDBLCLK
                    self._last_down = None
                else:
                    self._last_down = (now, button, win.hwnd, x, y)
                return Message(win.hwnd, msg, self._key_flags(), lp, now, (x, y))
            msg = WM_LBUTTONUP if button == "left" else WM_RBUTTONUP
            return Message(win.hwnd, msg, self._key_flags(), lp, now, (x, y))
        lp = make_lparam(x, y)
        nc = {"move": WM_NCMOUSEMOVE,
              "down": WM_NCLBUTTONDOWN if button == "left" else WM_NCRBUTTONDOWN,
              "up": WM_NCLBUTTONUP if button == "left" else WM_NCRBUTTONUP}[kind]
        if kind == "down":
            self._last_down = None
        return Message(win.hwnd, nc, hit & 0xFFFFFFFF, lp, now, (x, y))

    def _parent_notify(self, win, button, x, y):
        """Generator: WM_PARENTNOTIFY to each ancestor of a child pressed by a mouse button
        (up to the top-level window), unless a window on the way has
        WS_EX_NOPARENTNOTIFY, as Windows does before the button message."""
        msg = WM_LBUTTONDOWN if button == "left" else WM_RBUTTONDOWN
        while win.is_child and not win.exstyle & 0x4:   # WS_EX_NOPARENTNOTIFY
            parent = self.get(win.parent)
            if parent is None:
                return
            cx, cy = self.client_origin(parent)
            yield from self.send(parent.hwnd, 0x0210, msg, make_lparam(x - cx, y - cy))
            win = parent

    def _caption_drag(self, kind, x, y):
        """Generator: a caption drag follows the mouse; on release a CBT hook may refuse
        the move (HCBT_MOVESIZE with the new rectangle), putting the window back."""
        hwnd, dx, dy = self.moving
        win = self.get(hwnd)
        if win is None or kind == "up":
            self.moving = None
            start = win.state.pop("drag_start", None) if win is not None else None
            if start is not None and (win.x, win.y) != start[:2]:
                x0, y0 = self.screen_origin(win)
                rect = self.vm.heap.alloc(16)
                self.vm.mem.write(rect, struct.pack("<4i", x0, y0, x0 + win.w, y0 + win.h))
                try:
                    refused = yield from hooks.call_hooks(self.vm, hooks.WH_CBT,
                                                          hooks.HCBT_MOVESIZE, hwnd, rect)
                finally:
                    self.vm.heap.free(rect)
                if refused:
                    self.move_window(win, *start)
            return None
        if kind == "move":
            self.move_window(win, x - dx, y - dy, win.w, win.h)
        return None

    def _translate_key(self, event, now):
        _, kind, code = event
        target = self.get(self.focus) or self.get(self.active)
        alt = 0x12
        if kind == "down":
            repeat = code in self.keys_down
            self.keys_down.add(code)
            self.async_pressed.add(code)
            # An Alt tap (nothing else pressed meanwhile) enters menu mode on its release.
            if code == alt:
                self.alt_chord = False
            elif alt in self.keys_down:
                self.alt_chord = True
            lp = 1 | (self._scan(code) << 16) | (0x40000000 if repeat else 0)
            # With Alt held (Alt itself included) and for F10 Windows sends WM_SYSKEY*.
            msg = WM_SYSKEYDOWN if alt in self.keys_down or code == 0x79 else WM_KEYDOWN
        elif kind == "up":
            system = alt in self.keys_down or code == 0x79
            self.keys_down.discard(code)
            lp = 1 | (self._scan(code) << 16) | 0xC0000000
            msg = WM_SYSKEYUP if system else WM_KEYUP
        else:  # "char": the character arrives on its own, as in a browser keypress
            lp = 1 | (self._scan(code) << 16)
            msg = WM_SYSCHAR if alt in self.keys_down else WM_CHAR
        if target is None:
            return None
        return Message(target.hwnd, msg, code, lp, now, self.mouse_pos)

    @staticmethod
    def _scan(vk):
        table = {0x1B: 1, 0x0D: 0x1C, 0x20: 0x39, 0x08: 0x0E, 0x09: 0x0F, 0x10: 0x2A,
                 0x11: 0x1D, 0x12: 0x38}
        return table.get(vk, vk & 0x7F)

    # -- activation and focus ----------------------------------------------------------
    def bring_to_top(self, win):
        """Move a top-level window (and the windows it owns) to the top of the z-order."""
        if win.hwnd in self.zorder:
            self.zorder.remove(win.hwnd)
            self.zorder.append(win.hwnd)
            owned = [h for h in self.zorder if h != win.hwnd and self.windows[h].owner == win.hwnd]
            for h in owned:
                self.zorder.remove(h)
                self.zorder.append(h)
            self._keep_topmost_above()
            self.vm.gdi.touch()

    def _keep_topmost_above(self):
        """Topmost windows (WS_EX_TOPMOST) stay above all others, each band in its order."""
        def topmost(h):
            w = self.windows.get(h)
            return bool(w is not None and w.exstyle & WS_EX_TOPMOST)
        self.zorder.sort(key=topmost)   # stable: the order inside each band is kept

    def siblings_top_down(self, win):
        """``win`` and its siblings in Z order from the top, as GetWindow walks them. For
        top-level windows that is ``zorder`` reversed; children follow their parent's
        ``children`` list, first created on top (the order EnumChildWindows reports and
        Windows links new children in)."""
        if win.is_child:
            parent = self.windows.get(win.parent)
            return list(parent.children) if parent is not None else [win.hwnd]
        return list(reversed(self.zorder))

    def get_window(self, win, cmd):
        """GetWindow's relation ``cmd`` of ``win``: an hwnd, 0 for none, or None for an
        unknown command. GW_HWNDFIRST/LAST: the top / bottom sibling; GW_HWNDNEXT/PREV:
        the sibling below / above; GW_OWNER: the owner (a child has none); GW_CHILD: the
        top child; GW_ENABLEDPOPUP: the first enabled, visible popup owned by ``win``
        walking the top-level windows down from the top, else ``win`` itself (documented;
        0 when ``win`` is a child, which owns nothing)."""
        if cmd in (0, 1, 2, 3):
            order = [h for h in self.siblings_top_down(win)
                     if h in self.windows and not self.windows[h].destroyed]
            if win.hwnd not in order:
                return 0
            i = order.index(win.hwnd)
            if cmd == 0:
                return order[0]
            if cmd == 1:
                return order[-1]
            if cmd == 2:
                return order[i + 1] if i + 1 < len(order) else 0
            return order[i - 1] if i > 0 else 0
        if cmd == 4:
            return 0 if win.is_child else win.owner or 0
        if cmd == 5:
            live = [h for h in win.children if h in self.windows and not self.windows[h].destroyed]
            return live[0] if live else 0
        if cmd == 6:
            if win.is_child:
                return 0
            for h in reversed(self.zorder):
                w = self.windows.get(h)
                if (w is not None and not w.destroyed and w.owner == win.hwnd
                        and w.style & WS_POPUP and w.style & WS_VISIBLE
                        and not w.style & WS_DISABLED):
                    return h
            return win.hwnd
        return None

    def place(self, win, after):
        """SetWindowPos's z-order: ``after`` is HWND_TOP (0), HWND_BOTTOM (1),
        HWND_TOPMOST (-1), HWND_NOTOPMOST (-2) or the window to go just behind."""
        after &= 0xFFFFFFFF
        if win.hwnd not in self.zorder:
            return
        if after == 0xFFFFFFFF:            # HWND_TOPMOST
            win.exstyle |= WS_EX_TOPMOST
            self.bring_to_top(win)
        elif after == 0xFFFFFFFE:          # HWND_NOTOPMOST: top of the ordinary band
            if win.exstyle & WS_EX_TOPMOST:
                win.exstyle &= ~WS_EX_TOPMOST
                self.bring_to_top(win)
        elif after == 0:                   # HWND_TOP (of its band)
            self.bring_to_top(win)
        elif after == 1:                   # HWND_BOTTOM: loses topmost too, as documented
            win.exstyle &= ~WS_EX_TOPMOST
            self.zorder.remove(win.hwnd)
            self.zorder.insert(0, win.hwnd)
        elif after in self.zorder and after != win.hwnd:
            self.zorder.remove(win.hwnd)
            self.zorder.insert(self.zorder.index(after), win.hwnd)   # just below it
            self._keep_topmost_above()
        self.vm.gdi.touch()

    def activate(self, hwnd, click=False):
        """Generator: make a top-level window active (WM_ACTIVATE out and in)."""
        win = self.get(hwnd)
        if win is not None:
            win = self.toplevel(win)
        new = win.hwnd if win is not None else 0
        if new == self.active:
            if win is not None:
                self.bring_to_top(win)
            return
        old = self.get(self.active)
        if (yield from self._cbt_activate(new, click, self.active)):
            return                            # a CBT hook refused the activation
        self.active = new
        if old is not None:
            self.redraw_nonclient(old)
            yield from self.send(old.hwnd, 0x0086, 0, 0)  # WM_NCACTIVATE FALSE
            yield from self.send(old.hwnd, WM_ACTIVATE, 0, new)
        if win is not None:
            self.bring_to_top(win)
            self.redraw_nonclient(win)
            yield from self.send(new, 0x0086, 1, 0)  # WM_NCACTIVATE TRUE
            yield from self.send(new, WM_ACTIVATE, 2 if click else 1, old.hwnd if old else 0)

    def _cbt_activate(self, new, click, old):
        """Generator: HCBT_ACTIVATE with a CBTACTIVATESTRUCT {fMouse, hWndActive}; its
        answer (non-zero refuses the activation)."""
        if not self.hooks.hooked(hooks.WH_CBT, self.vm.threads.current.tid):
            return 0
        cbt = self.vm.heap.alloc(8)
        self.vm.mem.write(cbt, struct.pack("<II", int(click), old))
        try:
            return (yield from hooks.call_hooks(self.vm, hooks.WH_CBT, hooks.HCBT_ACTIVATE,
                                                new, cbt))
        finally:
            self.vm.heap.free(cbt)

    def set_focus(self, hwnd):
        """Generator: move keyboard focus (WM_KILLFOCUS / WM_SETFOCUS); returns the old one."""
        old = self.focus
        if hwnd == old:
            return old
        if (yield from hooks.call_hooks(self.vm, hooks.WH_CBT, hooks.HCBT_SETFOCUS, hwnd, old)):
            return 0                          # a CBT hook keeps the focus where it is
        self.focus = hwnd
        event_hooks.focus_changed(self.vm, old, hwnd)
        if old and self.get(old) is not None:
            yield from self.send(old, WM_KILLFOCUS, hwnd, 0)
        if hwnd and self.get(hwnd) is not None:
            yield from self.send(hwnd, WM_SETFOCUS, old, 0)
        return old

    # -- window lifetime -----------------------------------------------------------------
    def move_window(self, win, x, y, w, h):
        """Move/resize without messages' generator plumbing (WM_MOVE/WM_SIZE are posted)."""
        resized = (w, h) != (win.w, win.h)
        moved = (x, y) != (win.x, win.y)
        win.x, win.y, win.w, win.h = x, y, max(0, w), max(0, h)
        event_hooks.window_moved(self.vm, win, moved, resized)
        if resized and win.surface is not None:
            win.surface.resize(win.w, win.h)
        if resized:
            self.invalidate_tree(win)
            self.redraw_nonclient(self.toplevel(win))
        elif moved and win.is_child:
            self.invalidate_tree(self.windows[win.parent])
        self.vm.gdi.touch()
        return moved, resized

    def thread_ended(self, tid):
        """Generator (a scheduler end hook): thread ``tid`` is ending: the windows it
        created are destroyed (WM_DESTROY and all, as Windows does) and the messages
        posted to it are dropped."""
        for h in [h for h in self.zorder if self.thread_of(h) == tid]:
            w = self.get(h)
            if w is not None and not w.destroyed:
                yield from self.destroy(h)
        self.posted = type(self.posted)(m for m in self.posted if m.hwnd or m.tid != tid)

    def destroy(self, hwnd):
        """Generator: DestroyWindow (children first get WM_DESTROY after their parent)."""
        win = self.get(hwnd)
        if win is None:
            return False
        if self.locked == hwnd:
            self.locked = 0          # a destroyed window no longer holds the lock
        if win.style & WS_VISIBLE:
            win.style &= ~WS_VISIBLE
            self.vm.gdi.touch()
        # Owned top-level windows go first, as on Windows.
        for h in list(self.zorder):
            ow = self.get(h)
            if ow is not None and ow.owner == hwnd and h != hwnd:
                yield from self.destroy(h)
        yield from self.send(hwnd, WM_DESTROY, 0, 0)
        for h in list(win.children):
            yield from self.destroy(h)
        yield from self.send(hwnd, WM_NCDESTROY, 0, 0)
        win.destroyed = True
        event_hooks.window_destroyed(self.vm, win)
        for key in [k for k in self.timers if k[0] == hwnd]:
            del self.timers[key]
        if self.caret is not None and self.caret.hwnd == hwnd:
            self.caret = None   # DestroyWindow destroys the window's caret
        self.posted = collections.deque(m for m in self.posted if m.hwnd != hwnd)
        self.input_msgs = collections.deque(m for m in self.input_msgs if m.hwnd != hwnd)
        if win.is_child:
            parent = self.windows.get(win.parent)
            if parent is not None and hwnd in parent.children:
                parent.children.remove(hwnd)
                self.invalidate(parent, None, True)
        if hwnd in self.zorder:
            self.zorder.remove(hwnd)
        if self.capture == hwnd:
            self.capture = 0
        if self.focus == hwnd or (self.focus and self.get(self.focus) is None):
            self.focus = 0
        if self.active == hwnd:
            self.active = 0
            # Activate the owner, else the next visible top-level window.
            nxt = self.get(win.owner) if win.owner else None
            if nxt is None:
                for h in reversed(self.zorder):
                    c = self.get(h)
                    if c is not None and c.style & WS_VISIBLE and self.is_enabled(c):
                        nxt = c
                        break
            if nxt is not None:
                yield from self.activate(nxt.hwnd)
                if not self.focus:
                    yield from self.set_focus(nxt.hwnd)
            else:       # nothing is active now; a CBT hook hears it (it cannot refuse)
                yield from self._cbt_activate(0, False, hwnd)
        del self.windows[hwnd]
        self.paint_pending.discard(hwnd)
        self.vm.gdi.touch()
        return True

    def paint_background(self, win, dc):
        """WM_ERASEBKGND's default: fill the client area with the class brush."""
        brush = self.vm.gdi.get(win.cls.background) if win.cls.background else None
        if brush is None:
            return 0
        color = dc.brush_color(brush)
        if color is not None:
            cw, ch = win.client_size()
            dc.fill_rect((0, 0, cw, ch), color)
        return 1

    # -- inspection ----------------------------------------------------------------------
    def describe(self):
        """All live windows as dicts (the snapshot's ``windows``), top-level z-order first."""
        out = []

        def add(win):
            l, t, r, b = self.window_rect(win)
            cx, cy = self.client_origin(win)
            cw, ch = win.client_size()
            out.append({"hwnd": win.hwnd, "class": win.cls.name if isinstance(win.cls.name, str)
                        else "#%d" % win.cls.name, "title": win.title,
                        "rect": [l, t, r, b], "visible": self.is_visible(win),
                        "parent": win.parent if win.is_child else 0,
                        # Where client coordinates start on screen: an agent adds a
                        # program's documented client offsets to this to aim a click.
                        "client": [cx, cy, cx + cw, cy + ch],
                        "id": win.id if win.is_child else 0,
                        "enabled": not win.style & WS_DISABLED})
            for h in win.children:
                c = self.get(h)
                if c is not None:
                    add(c)
        for h in reversed(self.zorder):
            w = self.get(h)
            if w is not None:
                add(w)
        return out


