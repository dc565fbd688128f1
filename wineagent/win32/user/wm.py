"""The window manager: windows and classes, their geometry, painting state and
destruction, and the desktop's description.

:class:`WindowManager` is assembled from three parts, each in its own module:

- ``wm_queue.py`` — timers and the message queue (SendMessage, PostMessage, GetMessage's
  retrieval order), and :class:`Message`;
- ``wm_input.py`` — raw input made into window messages at retrieval time, the keyboard
  state, hit-test codes;
- ``wm_zorder.py`` — z-order, activation, focus and moving windows.

Window procedures are either guest code (called through ``GuestCall``) or built-in Python
procedures (DefWindowProc, the MessageBox and BUTTON classes); ``send()`` hides which.
"""

import collections

from . import emit as event_hooks
from ..core.styles import (CS_DBLCLKS, WS_BORDER, WS_CAPTION, WS_CHILD, WS_DISABLED,  # noqa: F401
                           WS_DLGFRAME, WS_EX_CLIENTEDGE, WS_EX_DLGMODALFRAME,
                           WS_EX_NOPARENTNOTIFY, WS_EX_STATICEDGE,
                           WS_EX_TOOLWINDOW, WS_EX_TOPMOST,
                           WS_GROUP, WS_HSCROLL, WS_POPUP, WS_SYSMENU, WS_TABSTOP,
                           WS_THICKFRAME, WS_VISIBLE, WS_VSCROLL)
from ..gdi.objects import SYS_COLORS, Surface
from ..gdi.dc import DC
from .dde import DdeState
from .msgfilter import MessageFilters
from .msgsource import NO_SOURCE
from .rawinput import RawInputState
from .procwindows import (SessionOrder, hwnd_base, owner_wm, refuse_foreign_window,
                          released_foreground)
from . import crosstree, threadinput, windowicons
from .iconic import ICONIC_FRAME
from .resources import SYSTEM_CURSOR_BASE
from .classes import ClassTable
from ..core.builtin_dlls import module_handle

IDC_WAIT = 32514
from . import dce, hooks, nonclient, winevents, winpos
from ..core.messages import WM_DESTROY, WM_NCDESTROY, WM_PARENTNOTIFY, WM_SHOWWINDOW
from ..core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...abi.api import handle_lookup
from .scrollbars import nc_hit_test
from .siblings import sibling_clip
from .wm_queue import Message, QueueMixin, is_wide  # noqa: F401  (re-exported)
from .wm_input import (InputMixin, DOUBLE_CLICK_MS, HTNOWHERE, HTCLIENT, HTCAPTION,  # noqa: F401
                       HTMENU, HTMINBUTTON, HTMAXBUTTON, HTLEFT, HTRIGHT, HTTOP, HTTOPLEFT,
                       HTTOPRIGHT, HTBOTTOM, HTBOTTOMLEFT, HTBOTTOMRIGHT, HTBORDER, HTCLOSE)
from .wm_zorder import ZOrderMixin

__all__ = ["WindowManager", "Window", "WindowClass", "Message", "is_wide", "FrameSizes",
           "DEFAULT_FRAME"]

SM_CXVSCROLL = SM_CYHSCROLL = 16

#: SM_CYCAPTION of Windows 2000 at 96 dpi: an 18-pixel bar (iCaptionHeight) and the
#: one-pixel line under it
CAPTION_HEIGHT = nonclient.SM_CYSIZE + 1     # 19
MENU_HEIGHT = 19


class FrameSizes:
    """The sizes frames are laid out and drawn with: the session's NONCLIENTMETRICS as
    SPI_GETNONCLIENTMETRICS answers them (user/sysparams.py ``nonclient_cooked``) and
    GetSystemMetrics derives from them. ``caption`` is SM_CYCAPTION (iCaptionHeight + 1:
    the bar and the line under it), ``menu`` SM_CYMENU (iMenuHeight + 1), ``cx_size`` /
    ``cy_size`` a caption button's box (SM_CXSIZE / SM_CYSIZE), ``scroll_w`` /
    ``scroll_h`` a standard scroll bar's thickness and arrow length (SM_CXVSCROLL /
    SM_CYVSCROLL), ``sm_w`` / ``sm_h`` the small caption's (SM_CXSMSIZE / SM_CYSMSIZE),
    ``menu_w`` / ``menu_h`` a menu bar button's (SM_CXMENUSIZE / SM_CYMENUSIZE),
    ``cxmin`` SM_CXMIN less the sizing frame (three caption buttons, SM_CYSIZE, 4 and four
    average caption characters), ``border`` the border setting (SM_CXFRAME less 3);
    ``fonts`` maps "caption" / "menu" to the LOGFONT the program set
    (None: the default UI fonts, gdi/objects.py ``ui_font``)."""

    def __init__(self, cx_size=18, cy_size=18, menu_w=18, menu_h=18, scroll_w=16,
                 scroll_h=16, sm_w=12, sm_h=15, cxmin=104, border=1, fonts=None):
        self.cx_size, self.cy_size, self.caption = cx_size, cy_size, cy_size + 1
        self.menu_w, self.menu_h, self.menu = menu_w, menu_h, menu_h + 1
        self.scroll_w, self.scroll_h, self.sm_w, self.sm_h = scroll_w, scroll_h, sm_w, sm_h
        self.cxmin, self.border, self.fonts = cxmin, border, fonts


#: The frame sizes of a session whose program never set NONCLIENTMETRICS.
DEFAULT_FRAME = FrameSizes()


class WindowClass:
    """A registered window class (guest or built-in)."""

    #: a CS_CLASSDC class's one DC, made at its windows' first GetDC (user/dce.py)
    class_dc = None
    #: RegisterClassEx's hIconSm, or SetClassLongPtr(GCLP_HICONSM)'s (0: none)
    icon_small = 0

    def __init__(self, name, style=0, wndproc=0, cls_extra=0, wnd_extra=0, instance=0,
                 icon=0, cursor=0, background=0, menu_name=None, builtin=False):
        self.name, self.style, self.wndproc = name, style, wndproc
        self.cls_extra, self.wnd_extra, self.instance = cls_extra, wnd_extra, instance
        self.icon, self.cursor, self.background = icon, cursor, background
        self.menu_name, self.builtin = menu_name, builtin
        #: the class's own extra bytes (cbClsExtra), zeroed at registration
        self.class_extra = bytearray(max(0, cls_extra))
        #: RegisterClassW (True) / A (False); None for built-in classes, whose windows
        #: speak the character set of the CreateWindowEx variant that made them.
        self.unicode = None
        self.atom = 0
        #: an application-local class (user/classes.py); set at registration
        self.local = False
        #: Optional ``click_point(wm, win) -> (x, y)``: where a click on a control of this
        #: class acts (the dialog manager's dlg-click asks; default: the window's centre).
        self.click_point = None


class Window:
    """One window. ``x, y`` are relative to the parent's client area (screen for top-level)."""

    #: the frame sizes it is laid out with (the window manager's ``nc``, which
    #: SPI_SETNONCLIENTMETRICS changes for every window)
    nc = DEFAULT_FRAME
    #: a CS_OWNDC window's private DC, and the handles of the common DCs GetDC gave
    #: for it (user/dce.py)
    own_dc = None
    cache_dcs = ()
    #: a window the console host keeps (controls/console.py): no thread of the program
    #: owns it on Windows (conhost does), so a thread's end leaves it
    host_kept = False
    #: RegisterTouchWindow's flags while the window is registered for touch (None: not;
    #: dlls/user32/touch.py)
    touch_flags = None

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
        #: an overlapped window hears its first WM_SIZE and WM_MOVE when first shown
        #: (CreateWindowEx sends them to child and pop-up windows only)
        self.need_size = False

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
    def own_enabled(self):
        """IsWindowEnabled: this window's own WS_DISABLED bit is clear. A control paints
        itself disabled only by this, not when a parent is disabled (a dialog under a
        modal box keeps its looks)."""
        return not self.style & WS_DISABLED

    @property
    def is_child(self):
        """True for a window inside another (one with a parent other than the desktop):
        its position is in the parent's client coordinates, it paints into its top-level
        window's surface, clipped by its parents. A WS_CHILD window is one from its
        creation; a top-level window becomes one through SetParent without WS_CHILD in
        its style (Windows shows it inside the parent with its own frame), and a WS_CHILD
        window given to the desktop is top-level. What the style decides is
        ``child_style``. (The desktop and the message windows' root have parent 0.)"""
        return bool(self.parent)

    @property
    def child_style(self):
        """WS_CHILD in the window's style, which decides what the tree does not: the menu
        field is a control ID (no menu bar, GetMenu answers the ID), GetParent answers
        the parent, IsChild and WM_PARENTNOTIFY follow it. WS_POPUP with it makes a
        pop-up, as Windows reads the pair."""
        return self.style & (WS_CHILD | WS_POPUP) == WS_CHILD

    def border(self):
        """Width of the window frame in pixels, from its style (as AdjustWindowRect); an
        iconic caption has the 3-pixel fixed frame whatever its style."""
        if self.style & nonclient.WS_MINIMIZE and self.caption():
            return ICONIC_FRAME
        return frame_width(self.style, self.exstyle, self.nc.border)

    def frame(self):
        """Width of the outer frame alone: ``border`` less the sunken edge
        WS_EX_CLIENTEDGE (2) or WS_EX_STATICEDGE (1) puts around the client area. The
        caption bar and the menu bar lie inside the frame and outside that edge, as
        Windows lays out the non-client area."""
        if self.style & nonclient.WS_MINIMIZE and self.caption():
            return ICONIC_FRAME
        return self.border() - edge_width(self.exstyle)

    def caption(self):
        """Height of the caption bar (0 without WS_CAPTION; :func:`caption_height`)."""
        return caption_height(self.style, self.exstyle, self.nc)

    def client_offset(self):
        """Client area's top-left relative to the window's top-left: an iconic window's
        empty client area lies at its top-left corner (DefWindowProc's WM_NCCALCSIZE
        leaves it there on Windows; ClientToScreen and WM_MOVE follow)."""
        if self.style & nonclient.WS_MINIMIZE:
            return 0, 0
        b = self.border()
        bar = self.menu and not self.child_style
        return b, b + self.caption() + (self.nc.menu if bar else 0)

    def client_size(self):
        """(width, height) of the client area (standard scroll bars are non-client; an
        iconic window has none)."""
        if self.style & nonclient.WS_MINIMIZE:
            return 0, 0
        l, t, r, b = self.client_within(0, 0, self.w, self.h)
        return r - l, b - t

    def client_within(self, left, top, right, bottom):
        """The client rectangle this window's style leaves inside the window rectangle
        (left, top, right, bottom): DefWindowProc's WM_NCCALCSIZE. The frame, caption and
        menu bar come off; a standard scroll bar takes its width only where there is room
        for it; an edge too small for the frame leaves an empty client area, never an
        inverted one."""
        cx, cy = self.client_offset()
        b = self.border()
        left, top, right, bottom = left + cx, top + cy, right - b, bottom - b
        right, bottom = max(left, right), max(top, bottom)
        nc = self.nc
        if self.style & WS_VSCROLL and right - left >= nc.scroll_w:
            right -= nc.scroll_w
        if self.style & WS_HSCROLL and bottom - top >= nc.scroll_w:
            bottom -= nc.scroll_w
        return left, top, right, bottom


def caption_height(style, exstyle, nc):
    """The caption bar's height with the line under it: SM_CYCAPTION, or SM_CYSMCAPTION
    for a WS_EX_TOOLWINDOW window (its small caption); 0 without WS_CAPTION. ``nc``: the
    frame sizes (:class:`FrameSizes`)."""
    if (style & WS_CAPTION) != WS_CAPTION:
        return 0
    return nc.sm_h + 1 if exstyle & WS_EX_TOOLWINDOW else nc.caption


def frame_width(style, exstyle, border=1):
    """Frame thickness for a style, shared by windows and AdjustWindowRect(ExForDpi), as
    Windows adds it up: an outer edge (1 pixel for WS_EX_STATICEDGE alone, 2 for a
    dialog or sizing frame, which a static edge then does not widen), the sizing band
    (the border setting: SPI_SETBORDER, NONCLIENTMETRICS' iBorderWidth + iPaddedBorderWidth,
    ``border``, scaled at another DPI), one pixel more for WS_BORDER / WS_DLGFRAME /
    WS_EX_DLGMODALFRAME, and the client edge (SM_CXEDGE). So WS_CAPTION | WS_THICKFRAME
    is SM_CXFRAME (border + 3) thick, WS_POPUP | WS_THICKFRAME one less; the outer edge,
    the line and the client edge are not scaled with the DPI (win.c test_AWR_flags checks
    every combination at 96 and 192 DPI)."""
    if (exstyle & (WS_EX_STATICEDGE | WS_EX_DLGMODALFRAME)) == WS_EX_STATICEDGE:
        b = 1
    elif exstyle & WS_EX_DLGMODALFRAME or style & (WS_THICKFRAME | WS_DLGFRAME):
        b = 2
    else:
        b = 0
    if style & WS_THICKFRAME:
        b += border
    if style & (WS_BORDER | WS_DLGFRAME) or exstyle & WS_EX_DLGMODALFRAME:
        b += 1
    if exstyle & WS_EX_CLIENTEDGE:
        b += 2
    return b


def edge_width(exstyle):
    """The sunken edge around the client area an extended style asks for, which
    :meth:`Window.frame` takes off the frame (the caption and menu bar lie outside it):
    WS_EX_CLIENTEDGE 2 pixels, WS_EX_STATICEDGE (a static control's) 1."""
    return (2 if exstyle & WS_EX_CLIENTEDGE else 0) + (1 if exstyle & WS_EX_STATICEDGE else 0)


class _Follow:
    """A window DC's refit (WindowManager.surface_dc): a plain object, so a saved state
    keeps it."""

    parent_clip = False     # (states saved before CS_PARENTDC DCs)

    def __init__(self, wm, win, client, clip, parent_clip=False):
        self.wm, self.win, self.client, self.clip = wm, win, client, clip
        self.parent_clip = parent_clip

    def __call__(self, dc):
        if self.wm._refit_dc(dc, self.win, self.client, self.clip, self.parent_clip) \
                and dc.dce_rgn:
            dce.apply_extra(self.wm.vm, self.win, dc, self.client)


class WindowManager(QueueMixin, InputMixin, ZOrderMixin):
    """Windows, classes, the message queue, timers, focus and the input translator."""

    #: the frame sizes every window takes (:class:`FrameSizes`; set by
    #: SPI_SETNONCLIENTMETRICS, user/sysparams.py ``apply_nonclient``)
    nc = DEFAULT_FRAME
    #: the work area SPI_SETWORKAREA set, (left, top, right, bottom) in screen
    #: coordinates; None: the whole screen (no taskbar here). user/placement.py
    #: ``work_area`` reads it.
    work = None
    #: WaitForInputIdle's flag: set once a thread of the process waited for input with
    #: nothing to take, never reset (user/inputidle.py)
    input_idle = False
    #: the thread whose end is destroying its windows: a child of another process's
    #: window tells its parent without waiting (user/crosstree.py)
    ending_thread = None

    def __init__(self, vm, screen):
        self.vm = vm
        self.width, self.height = screen
        #: the window classes and the user atom table naming them (user/classes.py)
        self.class_table = ClassTable()
        # hwnd -> Window; a lookup also finds another process's window of a tree that
        # crosses processes (user/crosstree.py)
        self.windows = crosstree.WindowTable(vm)
        self.zorder = []             # top-level hwnds, bottom first
        self.paint_pending = set()   # hwnds with an update region (Window.invalid)
        # a range of the session's handles of its own (user/procwindows.py)
        self._next_hwnd = hwnd_base(vm)
        self.posted = collections.deque()
        #: messages sent across threads, waiting for their receiving thread (wm_queue)
        self.sent_inbound = []
        #: per thread id, the messages it is handling (InSendMessage, wm_queue.py)
        self.receiving = {}
        #: ids of the threads parked in a message call (they receive sent messages)
        self.message_waiters = set()
        self.input_queue = collections.deque()
        self.input_msgs = collections.deque()   # input turned into messages, not yet taken
        self.timers = {}             # (hwnd, id) -> [interval, due, proc]
        self._next_timer_id = 0x7FF0
        self.quit_code = None        # PostQuitMessage's code once posted
        self.quit_seen = False
        #: GetMessageExtraInfo's value: the extra information of the last message the
        #: thread retrieved, or what SetMessageExtraInfo set since.
        self.message_extra_info = 0
        # Each thread has its own message queue's quit state, and a thread's end destroys
        # its windows: the kernel's scheduler does both through what USER registers here.
        vm.threads.keep_per_thread(self, "quit_code", None)
        vm.threads.keep_per_thread(self, "quit_seen", False)
        vm.threads.keep_per_thread(self, "message_extra_info", 0)
        #: the source of the input message the thread handles (user/msgsource.py)
        self.input_source = NO_SOURCE
        vm.threads.keep_per_thread(self, "input_source", NO_SOURCE)
        vm.threads.keep_per_thread(vm.user, "thread_dpi_context", None)
        vm.threads.keep_per_thread(vm.user, "thread_desktop", 0)
        vm.threads.on_thread_end(self.thread_ended)
        # What the layers below may ask of it: the kernel's messages, the screen's order.
        vm.messages.connect(self.post, self.send, self.get)
        # (every process's windows: one desktop, user/procwindows.py)
        vm.gdi.set_window_order(SessionOrder(vm))
        # (the focus, active window and capture are each thread input's: the properties
        # below, user/threadinput.py)
        self.keys_down = set()
        self.alt_chord = False       # another key went down while Alt was held
        self.last_syskey = 0         # the last key of a WM_SYSKEYDOWN (wm_input.py)
        # (the keyboard state GetKeyState reports is the running thread's input's:
        # ``key_state``, user/keystate.py)
        self.async_pressed = set()   # keys pressed since GetAsyncKeyState last asked
        self.locked = 0              # LockWindowUpdate's window (at most one)
        # counts moves and resizes of any window: a DC held across them (GetDC kept by
        # the program, as a CS_OWNDC window's) refits its origin and visible region
        self.geometry_epoch = 0
        self.mouse_pos = (0, 0)
        #: TrackMouseEvent's requests by thread id: [hwnd, TME_* flags] (user/wm_input.py)
        self.mouse_tracking = {}
        self.last_input_keyboard = False   # for UIS_INITIALIZE (user/uistate.py)
        self.buttons = 0             # MK_LBUTTON | MK_RBUTTON currently held
        self._last_down = None       # (time, button, hwnd, x, y) for double clicks
        self.moving = None           # (hwnd, dx, dy) while dragging a caption
        self.python_procs = {}       # wndproc address -> Python procedure
        # the default procedures (DefWindowProc, DefDlgProc): WM_PAINT's wParam is no DC
        # to them, they BeginPaint (and so validate) as Windows' do
        self.default_procs = set()
        self.last_message_box = None
        self.message_time = 0
        # SetCursor's cursor. A process starts with the busy cursor (IDC_WAIT, the handle
        # LoadCursor(NULL, IDC_WAIT) gives) until it sets one, as GetCursor answers on
        # Windows.
        self.cursor = SYSTEM_CURSOR_BASE | IDC_WAIT
        self.modal_depth = 0
        self.caret = None            # the caret (user/caret.py), or None when none exists
        self.caret_blink_ms = 530    # GetCaretBlinkTime
        self.hooks = hooks.HookTable()   # SetWindowsHookEx (user/hooks.py)
        self.winevents = winevents.WinEventTable()   # SetWinEventHook (user/winevents.py)
        self.send_callbacks = []     # SendMessageCallback's answers for their senders
        self.msg_filters = MessageFilters()   # ChangeWindowMessageFilter (user/msgfilter.py)
        self.dde = DdeState()            # DDEML instances, handles, conversations (user/dde.py)
        self.raw = RawInputState()       # raw input registrations, records (user/rawinput.py)

    # -- the running thread's input (user/threadinput.py) ------------------------
    @property
    def focus(self):
        """The focus window of the running thread's input (GetFocus)."""
        return threadinput.current(self.vm).focus

    @focus.setter
    def focus(self, hwnd):
        threadinput.current(self.vm).focus = hwnd

    @property
    def active(self):
        """The active window of the running thread's input (GetActiveWindow)."""
        return threadinput.current(self.vm).active

    @active.setter
    def active(self, hwnd):
        threadinput.current(self.vm).active = hwnd

    @property
    def capture(self):
        """The capture window of the running thread's input (GetCapture)."""
        return threadinput.current(self.vm).capture

    @capture.setter
    def capture(self, hwnd):
        threadinput.current(self.vm).capture = hwnd

    @property
    def foreground_input(self):
        """The process's foreground input: its focus takes the keyboard, its capture the
        mouse, its active window is the foreground window (user/threadinput.py)."""
        return threadinput.foreground(self.vm)

    def is_active(self, hwnd):
        """Whether ``hwnd`` is the active window of its thread's input (its caption
        is drawn active; GetWindowInfo's WS_ACTIVECAPTION)."""
        return bool(hwnd) and threadinput.of_window(self.vm, hwnd).active == hwnd

    # -- classes ---------------------------------------------------------------
    def register_class(self, cls, local=False):
        """Register a class; returns its atom (0 if a class of the same kind and name is
        found for its instance). A built-in class is a system class, USER32's: its
        instance is USER32's module handle unless its DLL gave its own. ``local``: an
        application-local class of ``cls.instance`` (user/classes.py)."""
        if cls.builtin and not cls.instance:
            cls.instance = module_handle(self.vm, "user32")
        return self.class_table.register(cls, local and not cls.builtin)

    def find_class(self, name, instance=0):
        """The class a lookup of ``name`` (a string or an atom) by module ``instance``
        finds: a local class of that instance, else a global or system one; with
        instance 0 the first class of the name (user/classes.py)."""
        return self.class_table.find(name, instance)

    @property
    def user_atoms(self):
        """The user atom table (class names, registered messages, clipboard formats)."""
        return self.class_table.atoms

    def register_python_proc(self, addr, proc, default=False):
        """Make ``addr`` (a thunk) a window procedure implemented in Python; ``default``:
        a default procedure (DefWindowProc, DefDlgProc), not a control's."""
        self.python_procs[addr] = proc
        if default:
            self.default_procs.add(addr)

    # -- windows and geometry ---------------------------------------------------
    def new_hwnd(self):
        """Allocate a window handle."""
        h = self._next_hwnd
        self._next_hwnd += 2
        return h

    def get(self, hwnd):
        """The live Window for a handle, or None (this process's windows only)."""
        w = dict.get(self.windows, hwnd)
        return w if w is not None and not w.destroyed else None

    def owner_wm(self, hwnd):
        """The window manager of the process of the session that owns ``hwnd`` (this
        one when none does: user/procwindows.py)."""
        return owner_wm(self.vm, hwnd)

    def toplevel(self, win):
        """The top-level ancestor of ``win`` (itself if top-level)."""
        while win.is_child:
            win = self.windows[win.parent]
        return win

    def owner_for(self, win):
        """``win`` or its nearest ancestor without a pure WS_CHILD style (WS_CHILD |
        WS_POPUP counts as a pop-up): the window CreateWindowEx makes the owner of a
        pop-up given ``win`` as its parent, and the dialog manager the owner of a modal
        dialog. A pop-up SetParent put inside another window is such an ancestor, short
        of the top-level window (win.c's test_dialog_parent)."""
        while win.child_style and win.is_child:
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

    def move_lparam(self, win):
        """WM_MOVE's lParam: the client area's top-left, in screen coordinates for a
        top-level window and in its parent's client coordinates for a child (16 bits
        each, x low)."""
        cx, cy = win.client_offset()
        if win.is_child:
            x, y = win.x + cx, win.y + cy
        else:
            x, y = self.client_origin(win)
        return ((y & 0xFFFF) << 16) | (x & 0xFFFF)

    def is_visible(self, win):
        """WS_VISIBLE on the window and all its ancestors (a message-only window's root
        is hidden: it never is)."""
        while True:
            if not win.style & WS_VISIBLE:
                return False
            if not win.is_child:
                return not win.state.get("message_only")
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

    def surface_dc(self, win, client=True, clip=None, parent_clip=False):
        """A DC drawing on ``win``: its client area (default) or the whole window;
        ``parent_clip``: visible in the parent's client area (a CS_PARENTDC child's).

        The DC follows the window: drawn on after the window, an ancestor or a sibling
        moved or was resized, it first takes the window's new origin and visible region
        (as Windows recomputes the DCs of a window that moves), keeping the program's
        own clip region, which is in the DC's coordinates."""
        dc = self._make_surface_dc(win, client, clip, parent_clip)
        dc.follow = _Follow(self, win, client, clip, parent_clip)
        dc.geometry_key = self._geometry_key(win)
        return dc

    def lock_dc(self, win):
        """A DC on the whole of ``win`` (window coordinates) that draws even while
        LockWindowUpdate locks it (GetDCEx's DCX_LOCKWINDOWUPDATE: the drag image's DC).
        It does not follow later moves: make one for each drawing."""
        return self._make_surface_dc(win, False, None, through_lock=True)

    def retarget_dc(self, dc, win):
        """A private or class DC (user/dce.py) draws on ``win``'s client area as it is
        now, with its extra region."""
        dc.hwnd = win.hwnd
        if dc.follow is None or dc.follow.win is not win:
            dc.follow = _Follow(self, win, True, None)
        dc.geometry_key = None
        dc.follow(dc)

    def _geometry_key(self, win):
        """What a DC on ``win`` depends on: every window's moves (the epoch) and the
        place, size and style of ``win`` and its ancestors."""
        key = [self.geometry_epoch, self.locked]
        while win is not None:
            key.append((win.x, win.y, win.w, win.h, win.style))
            win = self.windows.get(win.parent) if win.is_child else None
        return tuple(key)

    def _refit_dc(self, dc, win, client, clip, parent_clip=False):
        """Give ``dc`` the window's current origin and visible region when its geometry
        changed since the DC was made or last refitted; True when it did."""
        if self.windows.get(win.hwnd) is not win:
            return False                       # destroyed: the DC draws nowhere new
        key = self._geometry_key(win)
        if key == dc.geometry_key:
            return False
        dc.geometry_key = key
        if dc.meta_rgn is not None and not dc.meta_is_vis:
            own_meta = True                    # SetMetaRgn's region: left as it is
        else:
            own_meta = False
        own = dc.own_clip
        fresh = self._make_surface_dc(win, client, clip, parent_clip)
        dc.target, dc.origin, dc.clip = fresh.target, fresh.origin, fresh.clip
        if own_meta:
            return True
        if fresh.meta_rgn is None:
            dc.meta_rgn, dc.meta_is_vis, dc.api_clip_rgn = None, False, None
            dc.clip_rgn = own
        else:
            dc.meta_rgn, dc.meta_is_vis = fresh.meta_rgn, True
            dc.api_clip_rgn = None
            dc.select_clip(own)
        return True

    def _make_surface_dc(self, win, client, clip, parent_clip=False, through_lock=False):
        """A DC on ``win`` as it is now (surface_dc's work)."""
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
        if parent_clip and win.is_child:
            # a CS_PARENTDC child's DC: its own origin, its parent's visible area
            parent = self.windows[win.parent]
            px, py = self.client_origin(parent)
            pw, ph = parent.client_size()
            box = (px - tx, py - ty, px - tx + pw, py - ty + ph)
            win_for_clip = parent
        else:
            win_for_clip = win
        # Clip to every ancestor's client area too: children never draw outside parents.
        p = win_for_clip
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
        if self.locked and not through_lock and self.is_locked(win):
            box = (ox, oy, ox, oy)   # LockWindowUpdate: an empty visible region
        dc = DC(self.vm.gdi, top.surface, (ox, oy), box, win.hwnd)
        vis = None if parent_clip else sibling_clip(self, win, box, (tx, ty), (ox, oy))
        if vis is not None:
            # the window's visible region, kept as the DC's starting meta region so the
            # program's own clip region is intersected with it (GetMetaRgn still says
            # the program set none: dc.meta_is_vis)
            dc.meta_rgn, dc.clip_rgn, dc.meta_is_vis = vis, vis.copy(), True
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
            found = self.hit_in(w, x, y)
            if found is not None:
                return found
        return None

    def hit_in(self, w, x, y):
        """The deepest window of top-level ``w`` under screen point (x, y), or None when
        the point is outside it."""
        rgn = w.state.get("window_rgn")     # SetWindowRgn: outside it is not the window
        if rgn is not None and not rgn.contains(x - w.x, y - w.y):
            return None
        if w.x <= x < w.x + w.w and w.y <= y < w.y + w.h:
            return self._deepest_child(w, x, y)
        return None

    def _deepest_child(self, win, x, y):
        for h in win.children:              # from the top of the z-order
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
        bw = win.frame()        # the caption and menu bar lie inside the outer frame
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
        inside = l + bw <= x < r - bw and t + bw <= y < b - bw
        if win.menu and not win.child_style and inside and t + bw + cap <= y < cy:
            return HTMENU       # the bar, and a client edge's rows under it
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
        # the frame of a window without a sizing border; the sunken client edge inside
        # it is no part of the border (Wine 8 answers HTNOWHERE there too)
        return HTNOWHERE if inside else HTBORDER

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
        """Invalidate a window and all its descendants entirely, a child's frame too (it
        hears WM_NCPAINT before its next paint: user/window.py send_ncpaint)."""
        self.invalidate(win, None, erase)
        if win.is_child:
            win.state["frame_invalid"] = True
        for h in win.children:
            c = self.windows.get(h)         # (another process's child too)
            if c is not None and not c.destroyed:
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
        return min(reached, key=lambda wt: (-ztop.get(wt[1].hwnd, -1),
                                            self._child_path(wt[0])))[0]

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
        # (z-order membership: a scan of the top-level windows only, at C speed; a
        # child inside another process's window: that process's, user/crosstree.py)
        if not cur.style & WS_VISIBLE or cur.hwnd not in self.owner_wm(cur.hwnd).zorder:
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

    def redraw_menu_bar(self, win):
        """Repaint the menu bar of a top-level window alone."""
        if win.surface is not None:
            nonclient.draw_menu_bar(self, win)

    def thread_ended(self, tid):
        """Generator (a scheduler end hook): thread ``tid`` is ending: the windows it
        created are destroyed (WM_DESTROY and all, as Windows does; not a console's
        window, which its host keeps) and the messages posted to it are dropped."""
        # (an ending thread waits for no other process: user/crosstree.py)
        self.ending_thread = tid
        try:
            for h in [h for h in self.zorder if self.thread_of(h) == tid]:
                w = self.get(h)
                if w is not None and not w.destroyed and not w.host_kept:
                    yield from self.destroy(h)
            # and its windows inside other processes' windows
            for h in crosstree.thread_foreign_children(self, tid):
                yield from self.destroy(h)
        finally:
            self.ending_thread = None
        self.posted = type(self.posted)(m for m in self.posted if m.hwnd or m.tid != tid)
        self.message_waiters.discard(tid)
        self.winevents.thread_ended(tid)
        self.vm.clipboard.thread_ended(tid)

    def destroy(self, hwnd, notify=True):
        """Generator: DestroyWindow, in Windows' order (docs/user.md "Creating and
        destroying: WM_PARENTNOTIFY and DestroyWindow's order"): a child without
        WS_EX_NOPARENTNOTIFY tells its parent (WM_PARENTNOTIFY(WM_DESTROY)); the window is
        hidden (a child as ShowWindow(SW_HIDE) does, so it hears WM_SHOWWINDOW; a top-level
        window as SetWindowPos(SWP_HIDEWINDOW) does); the top-level windows it owns are
        destroyed; then WM_DESTROY goes to it and its children top-down and WM_NCDESTROY
        bottom-up (children first). False when ``hwnd`` is no window. ``notify`` False:
        destroyed along with its parent of another process (user/crosstree.py), which
        hears no WM_PARENTNOTIFY from it, as with its own children."""
        win = self.get(hwnd)
        if win is None:
            return False
        if self.locked == hwnd:
            self.locked = 0          # a destroyed window no longer holds the lock
        if notify:
            yield from self.parent_notify(win, WM_DESTROY)
        if win.style & WS_VISIBLE:
            yield from self._hide_for_destroy(win)
        if self.get(hwnd) is not win:
            return True              # its procedure destroyed it meanwhile
        # Owned top-level windows go next, as on Windows.
        for h in list(self.zorder):
            ow = self.get(h)
            if ow is not None and ow.owner == hwnd and h != hwnd:
                yield from self.destroy(h)
        # (another process's windows it owns keep it as their owner, as under Wine 8)
        # the clipboard's owner renders what it offered first (WM_RENDERALLFORMATS)
        yield from self.vm.clipboard.before_destroy(hwnd)
        yield from self._send_destroy(win)
        if self.get(hwnd) is not win:
            return True
        # children that other processes own, each destroyed by its own thread
        yield from crosstree.destroy_foreign_children(self.vm, win)
        if self.get(hwnd) is not win:
            return True
        yield from self.free_window(win)
        return True

    def parent_notify(self, win, event):
        """Generator: WM_PARENTNOTIFY(``event``: WM_CREATE or WM_DESTROY, with the child's
        ID) to the parent of a WS_CHILD window without WS_EX_NOPARENTNOTIFY. The parent
        alone hears it: unlike a mouse button's, this notification does not climb."""
        if not win.is_child or (win.style & (WS_CHILD | WS_POPUP)) != WS_CHILD or \
                win.exstyle & WS_EX_NOPARENTNOTIFY:
            return
        ident = win.id & 0xFFFF    # the child's ID (GWLP_ID)
        if self.get(win.parent) is not None:
            yield from self.send(win.parent, WM_PARENTNOTIFY, (ident << 16) | event, win.hwnd)
        else:       # a parent of another process (user/crosstree.py)
            yield from crosstree.send_parent(self.vm, win, WM_PARENTNOTIFY,
                                             (ident << 16) | event, win.hwnd)

    def _hide_for_destroy(self, win):
        """Generator: DestroyWindow hides a visible window before WM_DESTROY: a child
        through ShowWindow(SW_HIDE) (WM_SHOWWINDOW(FALSE), then the WINDOWPOS pair), a
        top-level window through SetWindowPos(SWP_HIDEWINDOW | SWP_NOACTIVATE |
        SWP_NOZORDER | SWP_NOMOVE | SWP_NOSIZE) (no WM_SHOWWINDOW), as Windows does; its
        activation is handed on when it is freed (``free_window``)."""
        flags = winpos.SWP_HIDEWINDOW | winpos.SWP_NOACTIVATE | winpos.SWP_NOZORDER | \
            winpos.SWP_NOMOVE | winpos.SWP_NOSIZE
        if win.is_child:
            yield from self.send(win.hwnd, WM_SHOWWINDOW, 0, 0)
            if self.get(win.hwnd) is not win:
                return
        flags = (yield from winpos.changing(self.vm, win, 0, 0, 0, 0, 0, flags))[4]
        if self.get(win.hwnd) is not win:
            return
        if win.style & WS_VISIBLE:
            win.style &= ~WS_VISIBLE
            event_hooks.window_shown(self.vm, win, False)
            yield from winevents.shown(self.vm, win, False)
            self.vm.gdi.touch()
            if win.is_child and win.parent in self.windows:
                self.invalidate(self.windows[win.parent], None, True)
        yield from winpos.changed(self.vm, win, 0, flags | winpos.SWP_NOZORDER, False, False)

    def _send_destroy(self, win):
        """Generator: WM_DESTROY to ``win``, then to its children (top-down), each while
        it is still a window."""
        yield from winevents.window_event(self.vm, winevents.EVENT_OBJECT_DESTROY, win)
        yield from self.send(win.hwnd, WM_DESTROY, 0, 0)
        for h in list(win.children):
            child = self.get(h)
            if child is not None:
                yield from self._send_destroy(child)

    def free_window(self, win):
        """Generator: the end of a window: its children's first (bottom-up), then
        WM_NCDESTROY and its place in every table. DestroyWindow comes here after
        WM_DESTROY; a creation that WM_NCCREATE or WM_CREATE refused comes here alone, so
        that window hears only WM_NCDESTROY, as on Windows."""
        hwnd = win.hwnd
        for h in list(win.children):
            child = self.get(h)
            if child is not None:
                yield from self.free_window(child)
        if self.get(hwnd) is not win:
            return
        yield from self.send(hwnd, WM_NCDESTROY, 0, 0)
        if self.get(hwnd) is not win:
            return
        win.destroyed = True
        event_hooks.window_destroyed(self.vm, win)
        for key in [k for k in self.timers if k[0] == hwnd]:
            del self.timers[key]
        if self.caret is not None and self.caret.hwnd == hwnd:
            self.caret = None   # DestroyWindow destroys the window's caret
        windowicons.forget_icons(self.vm, win)   # the small icon the system made
        if win.menu and not win.child_style and self.vm.menus.get(win.menu) is not None:
            self.vm.menus.destroy(win.menu)     # and its menu, as documented
        self.posted = collections.deque(m for m in self.posted if m.hwnd != hwnd)
        self.input_msgs = collections.deque(m for m in self.input_msgs if m.hwnd != hwnd)
        if win.is_child:
            parent = self.windows.get(win.parent)
            if parent is not None and hwnd in parent.children:
                parent.children.remove(hwnd)
                self.invalidate(parent, None, True)
        if hwnd in self.zorder:
            self.zorder.remove(hwnd)
        # no thread input keeps it as its focus or capture; the input whose active
        # window it was hands the activation on when it has the foreground (a
        # background input is left with none)
        threadinput.forget_window(self.vm, hwnd)
        holder = next((i for i in threadinput.inputs(self.vm) if i.active == hwnd), None)
        if holder is not None:
            holder.active = 0
        if holder is not None and holder is self.foreground_input:
            losing = self.owner_thread(hwnd)     # (WM_ACTIVATEAPP: wm_zorder.activate)
            # Activate the owner, else the next visible top-level window.
            nxt = self.get(win.owner) if win.owner else None
            if nxt is None:
                for h in reversed(self.zorder):
                    c = self.get(h)
                    if c is not None and c.style & WS_VISIBLE and self.is_enabled(c):
                        nxt = c
                        break
            if nxt is not None:
                yield from self.activate(nxt.hwnd, losing=losing)
                yield from self.focus_activated(nxt.hwnd)
            else:       # nothing is active now; a CBT hook hears it (it cannot refuse)
                yield from self._cbt_activate(0, False, hwnd)
                yield from self.activate_app(losing, False, 0)
                released_foreground(self.vm)    # another process's window may take it
        del self.windows[hwnd]
        dce.forget_window(self.vm, win)     # its common and private DCs end
        self.vm.clipboard.after_destroy(hwnd)
        self.paint_pending.discard(hwnd)
        self.vm.gdi.touch()

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
    def walk(self, tops=None):
        """All live windows in :meth:`describe`'s order: each top-level window (z-order
        from the top; ``tops``: only these, in that order) then its children's trees."""
        out = []
        get = self.get

        def add(win):
            out.append(win)
            for h in win.children:
                c = get(h)
                if c is not None:
                    add(c)
        for h in (reversed(self.zorder) if tops is None else tops):
            w = get(h)
            if w is not None:
                add(w)
        return out

    def describe(self, tops=None):
        """All live windows as dicts (the snapshot's ``windows``), top-level z-order first;
        ``tops``: only these top-level windows (and their children), in that order."""
        out = []
        for win in self.walk(tops):
            l, t, r, b = self.window_rect(win)
            cx, cy = self.client_origin(win)
            cw, ch = win.client_size()
            out.append({"hwnd": win.hwnd, "class": class_label(win),
                        "title": win.title,
                        "rect": [l, t, r, b], "visible": self.is_visible(win),
                        "parent": win.parent if win.is_child else 0,
                        # Where client coordinates start on screen: an agent adds a
                        # program's documented client offsets to this to aim a click.
                        "client": [cx, cy, cx + cw, cy + ch],
                        "id": win.id if win.is_child else 0,
                        "enabled": not win.style & WS_DISABLED})
        return out


def class_label(win):
    """A window's class as :meth:`WindowManager.describe` names it: its name, or "#N"
    for an atom ("#32768": a popup menu)."""
    name = win.cls.name
    return name if isinstance(name, str) else "#%d" % name


def _live_window(vm, hwnd):
    """The live window ``hwnd`` names, or None: what a parameter declared
    ``"HWND:window hwnd"`` must name (abi/api.py), else ERROR_INVALID_WINDOW_HANDLE.
    Another process's window (user/procwindows.py) stops the guest naming it: the
    function was not built to act on it (Windows would)."""
    win = vm.wm.get(hwnd)
    if win is None and hwnd:
        refuse_foreign_window(vm, hwnd)
    return win


handle_lookup("window", _live_window, ERROR_INVALID_WINDOW_HANDLE)
