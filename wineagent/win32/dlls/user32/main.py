"""USER32: classes, windows, messages, painting, timers, input state, MessageBox, text.

The window manager (``user/wm.py``) holds the state and the window core
(``user/window.py``) does what creating, showing, moving and painting a window means;
these handlers translate between guest structures and them. Handlers that may call back into the guest (anything that sends a
message) are generators: ``yield from wm.send(...)``.
"""


from ....abi.api import BOTH, PARK, GuestCall, absent, api, point_arg
from ...core.fmt import ArgReader, format_guest
from ...core.structures import (MSG, PAINTSTRUCT, POINT, RECT, WNDCLASS,
                                WNDCLASSEX)
from ...core.winerror import (ERROR_ACCESS_DENIED,
                              ERROR_CLASS_ALREADY_EXISTS, ERROR_CLASS_DOES_NOT_EXIST,
                              ERROR_CLASS_HAS_WINDOWS,
                              ERROR_INVALID_PARAMETER, ERROR_INVALID_WINDOW_HANDLE,
                              ERROR_NOACCESS)
from ...core.messages import WM_ERASEBKGND, WM_KEYDOWN, WM_QUIT, WM_SYSKEYDOWN
from ...user.msgloop import dispatch, msg_fields, write_msg
from ...user.inputidle import PEEK_OWN, mark_idle
from ...user.msgconv import CHAR_MESSAGES, char_to_ansi, char_to_wide
from ...user import dce, hooks, winevents, winpos
from ...user.ddemsg import is_dde, observe
from ...user.synconly import refuse_sync_only
from ...user.procwindows import (foreign_toplevels, foreign_window, in_owner, post_to_process, send_to_process,
                                 window_anywhere)
from ...user.queuestatus import QS_ALLPOSTMESSAGE, QS_POSTMESSAGE, arrived
from ...user.caret import paint_show
from ...user.placement import max_track, min_track, work_area
from ...user.sysparams import DESKTOP_HWND, menu_check_size, message_window, setting
from ...core.styles import WS_CHILD
from ...user.placement import WS_EX_MDICHILD
from .mdi import create_mdi_child
#: CreateWindowEx's parent for a message-only window (-3 at either width)
HWND_MESSAGE = 0xFFFFFFFD
from ...user.iconload import load_module_icon
from ...user.resources import IDC_IDS, IDI_IDS
from ...user.window import (QUIET_MESSAGES, adjust_rect, begin_paint, create_window, def_window_proc,
                            frame_changed, reposition, send_ncpaint, show_owned_popups,
                            show_window, size_move_messages, update_window)
from ...user.wm import Message, WindowClass
from ...user.iconic import ICONIC_HEIGHT, minimized_metrics, minimized_width
from ...gdi.colors import SYS_COLORS, colorref
from ...gdi.dc import DC
from ...gdi.objects import Brush
from ...controls.msgbox import message_box
from .msgboxindirect import message_text
from ...core.dllnames import USER32
from ...core.bits import s32
from ...core.builtin_dlls import module_handle
from ...kernel.atoms import AtomError


# Absent by design (docs/dlls.md): GetProcAddress answers NULL, as on a Windows without them.
absent(USER32, "no touch screen or pen: the desktop has a mouse and a keyboard only, as before "
          "Windows 7's touch and Windows 8's pointer input",
       "GetTouchInputInfo",
       "CloseTouchInputHandle", "RegisterPointerInputTarget", "EnableMouseInPointer",
       "IsMouseInPointerEnabled", "GetPointerType", "GetPointerInfo", "GetPointerFrameInfo",
       "GetPointerTouchInfo", "GetPointerPenInfo", "InitializeTouchInjection",
       "InjectTouchInput")



def _rect(mem, p):
    return RECT.values(mem, p)


def _write_rect(mem, p, r):
    mem.write(p, RECT.pack_values(*r))


def win_of(c, hwnd):
    """The window ``hwnd``, or None with ERROR_INVALID_WINDOW_HANDLE."""
    w = c.vm.wm.get(hwnd)
    if w is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return w


def any_win(c, hwnd):
    """(process VM, Window) of window ``hwnd`` of any process of the session (a query
    reads another process's window as it is: user/procwindows.py), or (None, None)
    with ERROR_INVALID_WINDOW_HANDLE."""
    proc, w = window_anywhere(c.vm, hwnd)
    if w is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return proc, w


def elsewhere(c, hwnd):
    """(process VM, Window) when ``hwnd`` is another process's window, else None: a
    function that acts on it runs in that process (procwindows.in_owner)."""
    if c.vm.wm.get(hwnd) is not None:
        return None
    return foreign_window(c.vm, hwnd)


# -- classes ------------------------------------------------------------------------
def _class_name(c, ptr):
    if ptr < 0x10000:
        return ptr
    return c.read_str(ptr)


#: WNDCLASS style: an application-global class (user/classes.py)
CS_GLOBALCLASS = 0x4000


@api(USER32, "RegisterClass{AW}", "LPVOID wc", widths=BOTH)
def RegisterClass(c, wc):
    f = WNDCLASS.variant(c.wide).read(c.vm.mem, wc, c.ptr_size)
    return _register(c, f["style"], f["lpfnWndProc"], s32(f["cbClsExtra"]),
                     s32(f["cbWndExtra"]), f["hInstance"], f["hIcon"], f["hCursor"],
                     f["hbrBackground"], f["lpszMenuName"], f["lpszClassName"])


@api(USER32, "RegisterClassEx{AW}", "LPVOID wc", widths=BOTH)
def RegisterClassEx(c, wc):
    """RegisterClass with a WNDCLASSEX, whose cbSize must be the structure's size
    (ERROR_INVALID_PARAMETER otherwise, as Windows checks it)."""
    layout = WNDCLASSEX.variant(c.wide)
    f = layout.read(c.vm.mem, wc, c.ptr_size)
    if f["cbSize"] != layout.sizeof(c.ptr_size):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return _register(c, f["style"], f["lpfnWndProc"], s32(f["cbClsExtra"]),
                     s32(f["cbWndExtra"]), f["hInstance"], f["hIcon"], f["hCursor"],
                     f["hbrBackground"], f["lpszMenuName"], f["lpszClassName"],
                     f["hIconSm"])


#: The most extra bytes a class or its windows may have (Windows refuses more).
MAX_EXTRA = 4096


def _register(c, style, proc, cls_extra, wnd_extra, inst, icon, cursor, bg, menu, name,
              icon_small=0):
    # A class of module ``inst`` (NULL: the program's own module); local unless
    # CS_GLOBALCLASS (user/classes.py). USER32's own instance is refused: only USER32
    # registers the system classes.
    if not 0 <= cls_extra <= MAX_EXTRA or not 0 <= wnd_extra <= MAX_EXTRA or \
            (inst and inst == module_handle(c.vm, "user32")):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    cname = _class_name(c, name)
    menu_name = _class_name(c, menu) if menu else None
    cls = WindowClass(cname, style, proc, cls_extra, wnd_extra, inst or c.vm.image.base,
                      icon, cursor, bg, menu_name)
    cls.unicode = bool(c.wide)   # RegisterClassW: its windows' procedure is Unicode
    cls.menu_ptr = menu          # GetClassInfo hands back the caller's own pointer
    cls.icon_small = icon_small  # RegisterClassEx's hIconSm (0: none given)
    try:
        atom = c.vm.wm.register_class(cls, local=not style & CS_GLOBALCLASS)
    except AtomError as e:
        c.vm.last_error = e.error
        return 0
    if not atom:
        c.vm.last_error = ERROR_CLASS_ALREADY_EXISTS
    return atom


@api(USER32, "UnregisterClass{AW}", "LPCTSTR_ID name, HINSTANCE inst", widths=BOTH)
def UnregisterClass(c, name, inst):
    """Remove the class a lookup of ``name`` by ``inst`` finds (instance 0: the first of
    the name; a global or system class whatever the instance): ERROR_CLASS_DOES_NOT_EXIST
    for none, and ERROR_CLASS_HAS_WINDOWS while a window of it exists (as Windows
    refuses)."""
    wm = c.vm.wm
    cls = wm.find_class(name, inst)
    if cls is None:
        c.vm.last_error = ERROR_CLASS_DOES_NOT_EXIST
        return 0
    if any(w.cls is cls and not w.destroyed for w in wm.windows.values()):
        c.vm.last_error = ERROR_CLASS_HAS_WINDOWS
        return 0
    wm.class_table.remove(cls)
    return 1


# -- window creation ------------------------------------------------------------------
@api(USER32, "CreateWindowEx{AW}", "DWORD exstyle, LPCTSTR_ID cls, LPCTSTR title, DWORD style, INT x, INT y, INT w, INT h, HWND parent, HMENU menu, HINSTANCE inst, LPVOID param", widths=BOTH)
def CreateWindowEx(c, exstyle, cls, title, style, x, y, w, h, parent, menu, inst, param):
    if parent & 0xFFFFFFFF == HWND_MESSAGE and style & WS_CHILD:
        parent = message_window(c.vm).hwnd      # its child, as on Windows
    if exstyle & WS_EX_MDICHILD:
        # an MDI child: its procedure finds an MDICREATESTRUCT in lpCreateParams; one whose
        # parent is no MDI client is refused, as on Windows
        client = c.vm.wm.get(parent)
        if client is None or client.state.get("mdi") is None:
            return 0
        return (yield from create_mdi_child(c, cls, title, style, x, y, w, h, parent, inst,
                                            param))
    return (yield from create_window(c.vm, exstyle, cls, title, style, x, y, w, h, parent,
                                     menu, inst, param, c.wide))


@api(USER32, "ShowWindow", "HWND hwnd, INT cmd", widths=BOTH)
def ShowWindow(c, hwnd, cmd):
    found = elsewhere(c, hwnd)      # another process's window: shown by its thread
    if found is not None:
        return (yield from in_owner(c.vm, *found, lambda p, w: show_window(p, w, cmd)))
    win = win_of(c, hwnd)
    if win is None:
        return 0
    return (yield from show_window(c.vm, win, cmd))


@api(USER32, "ShowOwnedPopups", "HWND hwnd, BOOL show", widths=BOTH)
def ShowOwnedPopups(c, hwnd, show):
    # Hide the windows ``hwnd`` owns, or show again those this hid (user/window.py).
    if win_of(c, hwnd) is None:
        return 0
    return (yield from show_owned_popups(c.vm, hwnd, show))


@api(USER32, "UpdateWindow", "HWND hwnd", widths=BOTH)
def UpdateWindow(c, hwnd):
    win = win_of(c, hwnd)
    if win is None:
        return 0
    return update_window(c.vm, win)


@api(USER32, "DestroyWindow", "HWND hwnd", widths=BOTH)
def DestroyWindow(c, hwnd):
    if elsewhere(c, hwnd) is not None:
        # only the window's own thread destroys it (documented): ERROR_ACCESS_DENIED
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    if win_of(c, hwnd) is None:
        return 0
    wm = c.vm.wm
    if c.vm.threads.multi and wm.owner_thread(hwnd) != c.vm.threads.current.tid:
        # another thread's window of the process, as much (msg.c's
        # test_interthread_messages)
        c.vm.last_error = ERROR_ACCESS_DENIED
        return 0
    if (yield from hooks.call_hooks(c.vm, hooks.WH_CBT, hooks.HCBT_DESTROYWND, hwnd, 0)):
        return 0                      # a CBT hook keeps the window
    return (yield from c.vm.wm.destroy(hwnd))


@api(USER32, "MoveWindow", "HWND hwnd, INT x, INT y, INT w, INT h, BOOL repaint", widths=BOTH)
def MoveWindow(c, hwnd, x, y, w, h, repaint):
    flags = winpos.SWP_NOZORDER | winpos.SWP_NOACTIVATE
    if not repaint:
        flags |= winpos.SWP_NOREDRAW     # what its WINDOWPOS says (winposmsg)
    found = elsewhere(c, hwnd)      # another process's window: moved by its thread
    if found is not None:
        return (yield from in_owner(c.vm, *found,
                                    lambda p, win: reposition(p, win, x, y, w, h, flags)))
    win = win_of(c, hwnd)
    if win is None:
        return 0
    return (yield from reposition(c.vm, win, x, y, w, h, flags))


@api(USER32, "SetWindowPos", "HWND hwnd, HWND after, INT x, INT y, INT w, INT h, UINT flags", widths=BOTH)
def SetWindowPos(c, hwnd, after, x, y, w, h, flags):
    found = elsewhere(c, hwnd)      # another process's window: placed by its thread
    if found is not None:
        return (yield from in_owner(c.vm, *found, lambda p, win: set_window_pos(
            p, win, after, x, y, w, h, flags)))
    win = win_of(c, hwnd)
    if win is None:
        return 0
    return (yield from set_window_pos(c.vm, win, after, x, y, w, h, flags))


def set_window_pos(vm, win, after, x, y, w, h, flags):
    """Generator: SetWindowPos on ``vm``'s window ``win``; 1, or 0 when the window went
    away meanwhile."""
    hwnd = win.hwnd
    wm = vm.wm
    # WM_WINDOWPOSCHANGING first with the arguments as given (its procedure may change
    # the rectangle and flags; SWP_NOSIZE / SWP_NOMOVE keep the window's), then
    # WM_WINDOWPOSCHANGED after the change, then WM_MOVE / WM_SIZE (user/winpos.py)
    x, y, w, h, flags = yield from winpos.changing(vm, win, after, x, y, w, h, flags)
    if wm.get(hwnd) is not win:
        return 0
    moved, resized = wm.move_window(win, x, y, w, h)
    if not flags & 0x4:  # SWP_NOZORDER (a child among its siblings, user/wm_zorder.py)
        wm.place(win, after)
    if flags & 0x20:  # SWP_FRAMECHANGED: the frame follows the (changed) style
        yield from frame_changed(vm, win)
    if flags & 0x40:  # SWP_SHOWWINDOW
        yield from show_window(vm, win, 4 if flags & 0x10 else 5, notify=False)
    elif flags & 0x80:  # SWP_HIDEWINDOW
        yield from show_window(vm, win, 0, notify=False)
    if not flags & 0x90 and not win.child_style and not win.state.get("message_only") \
            and wm.get(hwnd) is win:
        # documented: without SWP_NOACTIVATE (or SWP_HIDEWINDOW) the window is activated,
        # a hidden one too, before WM_WINDOWPOSCHANGED (msg.c's SetWindowPos sequences);
        # it takes the focus unless the focus lies inside it already
        yield from wm.activate(hwnd)
        yield from wm.focus_activated(hwnd)
        if wm.get(hwnd) is not win:
            return 0
    yield from winpos.changed(vm, win, after, flags, moved, resized)
    yield from size_move_messages(vm, win, moved, resized)
    yield from winevents.moved(vm, win, moved, resized)
    return 1


# -- window data ------------------------------------------------------------------------
HWND_BROADCAST = 0xFFFF

# -- geometry -------------------------------------------------------------------------
@api(USER32, "GetClientRect", "HWND hwnd, LPVOID rect", widths=BOTH)
def GetClientRect(c, hwnd, rect):
    _, win = any_win(c, hwnd)
    if win is None:
        return 0
    cw, ch = win.client_size()
    _write_rect(c.vm.mem, rect, (0, 0, cw, ch))
    return 1


@api(USER32, "GetWindowRect", "HWND hwnd, LPVOID rect", widths=BOTH)
def GetWindowRect(c, hwnd, rect):
    proc, win = any_win(c, hwnd)
    if win is None:
        return 0
    _write_rect(c.vm.mem, rect, proc.wm.window_rect(win))
    return 1


@api(USER32, "AdjustWindowRect", "LPVOID rect, DWORD style, BOOL menu", widths=BOTH)
def AdjustWindowRect(c, rect, style, menu):
    _write_rect(c.vm.mem, rect, adjust_rect(_rect(c.vm.mem, rect), style, menu, 0,
                                                 c.vm.wm.nc))
    return 1


@api(USER32, "AdjustWindowRectEx", "LPVOID rect, DWORD style, BOOL menu, DWORD exstyle", widths=BOTH)
def AdjustWindowRectEx(c, rect, style, menu, exstyle):
    _write_rect(c.vm.mem, rect, adjust_rect(_rect(c.vm.mem, rect), style, menu, exstyle,
                                                 c.vm.wm.nc))
    return 1


@api(USER32, "ClientToScreen", "HWND hwnd, LPVOID pt", widths=BOTH)
def ClientToScreen(c, hwnd, pt):
    proc, win = any_win(c, hwnd)
    if win is None:
        return 0
    mem = c.vm.mem
    x, y = POINT.values(mem, pt)
    ox, oy = proc.wm.client_origin(win)
    mem.write(pt, POINT.pack_values(x + ox, y + oy))
    return 1


@api(USER32, "ScreenToClient", "HWND hwnd, LPVOID pt", widths=BOTH)
def ScreenToClient(c, hwnd, pt):
    proc, win = any_win(c, hwnd)
    if win is None:
        return 0
    mem = c.vm.mem
    x, y = POINT.values(mem, pt)
    ox, oy = proc.wm.client_origin(win)
    mem.write(pt, POINT.pack_values(x - ox, y - oy))
    return 1


# -- messages -------------------------------------------------------------------------
@api(USER32, "GetMessage{AW}", "LPVOID msg, HWND hwnd, UINT lo, UINT hi", widths=BOTH)
def GetMessage(c, pmsg, hwnd, lo, hi):
    # With nothing to deliver the guest parks: the batch ends and the call resumes on wake.
    if _bad_filter_window(c, hwnd):
        return -1           # documented: an invalid window handle is GetMessage's error
    m = yield from c.vm.wm.wait_message(hwnd, lo, hi)
    _write_msg(c, pmsg, m)
    if not c.vm.wm.hooks.hooks:     # no WH_GETMESSAGE hook to change what was written
        return 0 if m.msg == WM_QUIT else 1
    yield from hooks.got_message(c.vm, pmsg, m.msg, True, c.wide)
    return 0 if c.struct(MSG, pmsg).message == WM_QUIT else 1


def _bad_filter_window(c, hwnd):
    """True, with ERROR_INVALID_WINDOW_HANDLE, when GetMessage's or PeekMessage's window
    is no window at all: not NULL (any), not -1 (the thread's own posted messages) or
    PEEK_OWN's, not a window of the session (msg.c's test_invalid_window)."""
    if not hwnd or hwnd in PEEK_OWN or any_win(c, hwnd)[1] is not None:
        return False
    return True


def _mapped(c, addr, size):
    """True when the guest's ``size`` bytes at ``addr`` are mapped (the first and the
    last byte's). A pointer to no memory (NULL) is what PeekMessage reports as
    ERROR_NOACCESS; a read-only page's write still faults, named (not met yet)."""
    mem = c.vm.mem
    return mem.region_at(addr) is not None and mem.region_at(addr + size - 1) is not None


def _write_msg(c, pmsg, m):
    """The MSG a GetMessage/PeekMessage caller reads: an A caller gets a character
    message's code-page byte (the queue holds UTF-16 units, msgconv.CHAR_MESSAGES)."""
    # Retrieving a message (also without removing it) makes its extra information the
    # thread's: the dwExtraInfo of input the program made itself (keybd_event,
    # SendInput, mouse_event); 0 for posted messages and the operator's input.
    c.vm.wm.message_extra_info = getattr(m, "extra", 0)
    c.vm.wm.input_source = m.source     # (GetCurrentInputMessageSource: none if posted)
    if not c.wide and m.msg in CHAR_MESSAGES:
        m = Message(m.hwnd, m.msg, char_to_ansi(m.wparam), m.lparam, m.time, m.pt)
    write_msg(c.vm.mem, pmsg, m, c.ptr_size)


@api(USER32, "GetMessageExtraInfo", widths=BOTH)
def GetMessageExtraInfo(c):
    """The extra information of the last message the thread retrieved (GetMessage,
    PeekMessage), or what SetMessageExtraInfo set after it."""
    return c.vm.wm.message_extra_info


@api(USER32, "SetMessageExtraInfo", "LPARAM info", widths=BOTH)
def SetMessageExtraInfo(c, info):
    """Set the thread's message extra information; the previous value."""
    wm = c.vm.wm
    old, wm.message_extra_info = wm.message_extra_info, info
    return old


@api(USER32, "PeekMessage{AW}", "LPVOID msg, HWND hwnd, UINT lo, UINT hi, UINT flags", widths=BOTH)
def PeekMessage(c, pmsg, hwnd, lo, hi, flags):
    # PM_REMOVE (1) takes the message; without it the message stays queued (a timer
    # stays due, input stays unread, WM_PAINT stays as long as the window is invalid).
    # The high word (PM_QS_INPUT, PM_QS_PAINT, ...) names the kinds of message wanted,
    # as QS_* bits (user/queuestatus.py).
    if _bad_filter_window(c, hwnd):
        return 0
    m = yield from c.vm.wm.next_message(hwnd, lo, hi, remove=bool(flags & 1),
                                        qs=flags >> 16)
    if m is None:
        if hwnd in PEEK_OWN:
            mark_idle(c.vm)     # looked for its own messages, none: idle (inputidle.py)
        return 0
    if not _mapped(c, pmsg, MSG.sizeof(c.ptr_size)):
        # Windows takes the message (PM_REMOVE removes it), then fails writing it
        c.vm.last_error = ERROR_NOACCESS
        return 0
    _write_msg(c, pmsg, m)
    yield from hooks.got_message(c.vm, pmsg, m.msg, bool(flags & 1), c.wide)
    return 1


@api(USER32, "WaitMessage", widths=BOTH)
def WaitMessage(c):
    wm = c.vm.wm
    mark_idle(c.vm)         # a wait on the queue: the process is idle (user/inputidle.py)
    while not wm.has_work():
        yield PARK
    return 1


@api(USER32, "TranslateMessage", "LPVOID msg", widths=BOTH)
def TranslateMessage(c, pmsg):
    """The character of a key-down the program typed itself (keybd_event, SendInput) is
    posted here, as on Windows. The agent's input brings its characters as their own
    events (keypress -> WM_CHAR, ARCHITECTURE.md), so its key-downs make no second
    WM_CHAR. Any keyboard message (WM_KEYFIRST..WM_KEYLAST) answers TRUE, translated or
    not, as Wine 8 answers; others FALSE."""
    hwnd, msg, wparam, lparam, time = MSG.leaf_values(c.vm.mem, pmsg, c.ptr_size)[:5]
    if msg in (WM_KEYDOWN, WM_SYSKEYDOWN):
        c.vm.wm.translate_key(hwnd, msg, wparam, lparam, time)
    return 1 if 0x100 <= msg <= 0x109 else 0


@api(USER32, "DispatchMessage{AW}", "LPVOID msg", widths=BOTH)
def DispatchMessage(c, pmsg):
    return dispatch(c.vm, *msg_fields(c.vm.mem, pmsg, c.ptr_size), c.wide)


@api(USER32, "SendMessage{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def SendMessage(c, hwnd, msg, wparam, lparam):
    observe(c.vm, False, hwnd, msg, wparam, lparam)      # DDE monitors (user/ddemon.py)
    if hwnd == HWND_BROADCAST:  # every top-level window
        for h in list(c.vm.wm.zorder):
            yield from c.vm.wm.send(h, msg, wparam, lparam, sender=c)
        if is_dde(msg):     # WM_DDE_INITIATE reaches every process's windows (dde.py)
            for other, h in foreign_toplevels(c.vm):
                win = other.wm.get(h)
                if win is not None:
                    yield from send_to_process(c, other, win, msg, wparam, lparam)
        return 1
    if c.vm.wm.get(hwnd) is None:
        other = foreign_window(c.vm, hwnd)      # another process's window
        if other is not None:
            return (yield from send_to_process(c, other[0], other[1],
                                               msg, wparam, lparam))
    if win_of(c, hwnd) is None:
        return 0
    return (yield from c.vm.wm.send(hwnd, msg, wparam, lparam, sender=c))


@api(USER32, "PostMessage{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def PostMessage(c, hwnd, msg, wparam, lparam):
    observe(c.vm, True, hwnd, msg, wparam, lparam)       # DDE monitors (user/ddemon.py)
    if hwnd == HWND_BROADCAST:
        if refuse_sync_only(c.vm, msg, wparam):
            return 0
        # Posted to every top-level window (hidden, disabled and owned ones too, never
        # child windows), each into its own thread's queue, as SendMessage broadcasts.
        for h in list(c.vm.wm.zorder):
            c.vm.wm.post(h, msg, wparam, lparam)
        return 1
    target = c.vm
    if hwnd and c.vm.wm.get(hwnd) is None:
        other = foreign_window(c.vm, hwnd)      # another process's window: its queue
        if other is not None:
            target = other[0]
        elif win_of(c, hwnd) is None:
            return 0
    if refuse_sync_only(c.vm, msg, wparam):     # (after the window check, as Windows)
        return 0
    if not c.wide and msg in CHAR_MESSAGES:
        wparam = char_to_wide(wparam)    # the queue holds UTF-16 units, as Windows'
    if target is not c.vm:
        post_to_process(c.spec.full_name, target, hwnd, msg, wparam, lparam, c.vm)
        return 1
    c.vm.wm.post(hwnd, msg, wparam, lparam)
    return 1


@api(USER32, "PostQuitMessage", "INT code", widths=BOTH)
def PostQuitMessage(c, code):
    """WM_QUIT for the calling thread's loop, after its posted messages."""
    c.vm.wm.quit_code = code & 0xFFFFFFFF
    arrived(c.vm.wm, c.vm.threads.current.tid, QS_POSTMESSAGE | QS_ALLPOSTMESSAGE)


@api(USER32, "CallWindowProc{AW}", "LPVOID proc, HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def CallWindowProc(c, proc, hwnd, msg, wparam, lparam):
    wm = c.vm.wm
    win = wm.get(hwnd)
    if proc not in wm.python_procs and win is None:
        # no window of this process (or none at all): the procedure is called as it is
        return (yield GuestCall(proc, (hwnd, msg, wparam, lparam)))
    if win is None:
        return 0
    # (in the window's DPI awareness, as every call of its procedure: wm.call_proc)
    return (yield from wm.call_proc(proc, win, msg, wparam, lparam))


@api(USER32, "GetMessageTime", widths=BOTH)
def GetMessageTime(c):
    return c.vm.wm.message_time


@api(USER32, "GetMessagePos", widths=BOTH)
def GetMessagePos(c):
    x, y = c.vm.wm.mouse_pos
    return ((y & 0xFFFF) << 16) | (x & 0xFFFF)


# -- DefWindowProc -----------------------------------------------------------------------
@api(USER32, "DefWindowProc{AW}", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def DefWindowProc(c, hwnd, msg, wparam, lparam):
    win = c.vm.wm.get(hwnd)
    if win is None or msg in QUIET_MESSAGES:
        return 0        # (the messages it answers 0 doing nothing: no generator made)
    return def_window_proc(c.vm.wm, win, msg, wparam, lparam, c.wide)


# -- painting -------------------------------------------------------------------------
@api(USER32, "BeginPaint", "HWND hwnd, LPVOID ps", widths=BOTH)
def BeginPaint(c, hwnd, ps):
    vm = c.vm
    win = win_of(c, hwnd)
    if win is None:
        return 0
    if not win.child_style and win.menu:
        # where Windows sends WM_NCPAINT: a menu bar redrawn since the owner last
        # painted its owner-drawn items gets them painted again (WM_DRAWITEM)
        yield from vm.menus.paint_bar_owner_items(win)
    sent = yield from send_ncpaint(vm, win)
    if vm.wm.get(hwnd) is not win:
        return 0
    dc = begin_paint(vm, win, frame=not sent)
    hdc = (dc.dce_kind and vm.gdi.handle_of(dc)) or vm.gdi.add(dc)
    erase = 0
    if getattr(dc, "erase_pending", False):
        r = yield from vm.wm.send(hwnd, WM_ERASEBKGND, hdc, 0)
        erase = 0 if r else 1
    if not ps:
        # Windows paints and validates all the same (the erase is sent, WM_PAINT
        # stops), then gives the DC back and fails (msg.c test_DispatchMessage)
        _release_paint_dc(vm, win, hdc)
        return 0
    vm.mem.write(ps, PAINTSTRUCT.pack(c.ptr_size, hdc=hdc, fErase=erase,
                                      rcPaint=tuple(dc.paint_rect)))
    return hdc


def _release_paint_dc(vm, win, hdc):
    """Give back BeginPaint's DC ``hdc`` of ``win`` (None: destroyed meanwhile)."""
    dc = vm.gdi.objects.get(hdc)
    if getattr(dc, "dce_kind", None):
        if win is not None:
            dce.end_paint_clip(vm, win, dc)     # a private or class DC stays
    else:
        vm.gdi.objects.pop(hdc, None)


@api(USER32, "EndPaint", "HWND hwnd, LPVOID ps", widths=BOTH)
def EndPaint(c, hwnd, ps):
    """Give back the paint DC and show the caret BeginPaint hid; without a PAINTSTRUCT
    only the caret (FALSE), as Windows."""
    win = c.vm.wm.get(hwnd)
    if ps:
        _release_paint_dc(c.vm, win, c.struct(PAINTSTRUCT, ps).hdc)
    if win is not None:
        paint_show(c.vm.wm, win)   # the caret BeginPaint hid
    return 1 if ps else 0


@api(USER32, "InvalidateRect", "HWND hwnd, LPVOID rect, BOOL erase", widths=BOTH)
def InvalidateRect(c, hwnd, rect, erase):
    wm = c.vm.wm
    if hwnd == 0:
        for h in wm.zorder:
            w = wm.get(h)
            if w is not None:
                wm.invalidate_tree(w, bool(erase))
        return 1
    win = win_of(c, hwnd)
    if win is None:
        return 0
    wm.invalidate(win, _rect(c.vm.mem, rect) if rect else None, bool(erase))
    return 1


@api(USER32, "ValidateRect", "HWND hwnd, LPVOID rect", widths=BOTH)
def ValidateRect(c, hwnd, rect):
    win = win_of(c, hwnd)
    if win is None:
        return 0
    if not rect:
        win.invalid = None
        win.erase = False
    else:
        # A partial validation keeps the bounding box: the rest still needs paint.
        l, t, r, b = _rect(c.vm.mem, rect)
        if win.invalid is not None:
            il, it, ir, ib = win.invalid
            if l <= il and t <= it and r >= ir and b >= ib:
                win.invalid = None
    return 1


@api(USER32, "GetUpdateRect", "HWND hwnd, LPVOID rect, BOOL erase", widths=BOTH)
def GetUpdateRect(c, hwnd, rect, erase):
    win = win_of(c, hwnd)
    if win is None:
        return 0
    if rect:
        _write_rect(c.vm.mem, rect, win.invalid or (0, 0, 0, 0))
    return 1 if win.invalid else 0


@api(USER32, "GetDC", "HWND hwnd", widths=BOTH)
def GetDC(c, hwnd):
    """A DC on the window's client area: a common one, or the window's private or
    class DC (user/dce.py); GetDC(NULL) draws on the screen."""
    vm = c.vm
    if hwnd in (0, DESKTOP_HWND):
        return _common_dc(vm, vm.gdi.screen_dc())
    win = win_of(c, hwnd)
    if win is None:
        return 0
    return dce.get_dc(vm, win, 0, dce.DCX_USESTYLE)


@api(USER32, "GetWindowDC", "HWND hwnd", widths=BOTH)
def GetWindowDC(c, hwnd):
    """A common DC on the whole window, frame included."""
    vm = c.vm
    if hwnd in (0, DESKTOP_HWND):
        return _common_dc(vm, vm.gdi.screen_dc())
    win = win_of(c, hwnd)
    if win is None:
        return 0
    return dce.get_dc(vm, win, 0, dce.DCX_USESTYLE | dce.DCX_WINDOW)


def _common_dc(vm, dc):
    """A handle to ``dc`` marked as a common DC, the kind ReleaseDC gives back."""
    dc.common = True
    return vm.gdi.add(dc)


@api(USER32, "ReleaseDC", "HWND hwnd, HDC hdc", widths=BOTH)
def ReleaseDC(c, hwnd, hdc):
    """Give back a window's DC (whatever ``hwnd`` says): a common DC ends; a private or
    class DC stays as it is (0 once its window is gone). Windows answers 0 for anything
    else -- a memory DC, a CreateDC DC, a brush -- and leaves it alone."""
    return dce.release_dc(c.vm, hdc)


# -- timers -----------------------------------------------------------------------------
@api(USER32, "SetTimer", "HWND hwnd, UINT_PTR id, UINT ms, LPVOID proc", widths=BOTH)
def SetTimer(c, hwnd, tid, ms, proc):
    if hwnd and win_of(c, hwnd) is None:
        return 0
    tid = c.vm.wm.set_timer(hwnd, tid, ms, proc)
    return tid if (hwnd == 0) else (tid or 1)


#: SetCoalescableTimer's tolerances besides a delay in ms (1 .. 0x7FFFFFF5)
TIMERV_DEFAULT_COALESCING, TIMERV_NO_COALESCING = 0, 0xFFFFFFFF
_TOLERANCE_MAX = 0x7FFFFFF5


@api(USER32, "SetCoalescableTimer", "HWND hwnd, UINT_PTR id, UINT ms, LPVOID proc, ULONG tolerance", widths=BOTH)
def SetCoalescableTimer(c, hwnd, tid, ms, proc, tolerance):
    """SetTimer with a tolerance Windows may delay each expiry by to coalesce timers: a
    hint, so the timer fires on time here; a tolerance outside the documented values
    fails with ERROR_INVALID_PARAMETER."""
    if tolerance not in (TIMERV_DEFAULT_COALESCING, TIMERV_NO_COALESCING) and \
            tolerance > _TOLERANCE_MAX:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return SetTimer(c, hwnd, tid, ms, proc)


@api(USER32, "KillTimer", "HWND hwnd, UINT_PTR id", widths=BOTH)
def KillTimer(c, hwnd, tid):
    # No such timer (unknown id, or another window's): FALSE with ERROR_INVALID_PARAMETER,
    # what Windows and Wine 8 set -- there is no "invalid timer" error code.
    if not c.vm.wm.kill_timer(hwnd, tid):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return 1


@api(USER32, "SetSystemTimer", "HWND hwnd, UINT_PTR id, UINT ms, LPVOID proc", widths=BOTH)
def SetSystemTimer(c, hwnd, tid, ms, proc):
    """A window's system timer (undocumented; Windows 2003 and older export it): every
    ``ms`` (10 at least) the queue yields WM_SYSTIMER with the id in wParam, which
    DefWindowProc ignores; its ids are apart from SetTimer's and ``proc`` is not called
    (msg.c's test_timers: no callback). A window is required."""
    if not hwnd or win_of(c, hwnd) is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    wm = c.vm.wm
    ms = max(10, min(ms, 0x7FFFFFFF))                   # USER_TIMER_MINIMUM, as SetTimer
    wm.timers[(hwnd, ("system", tid))] = [ms, c.vm.clock.now_ms() + ms, 0, WM_SYSTIMER, tid]
    return tid or 1


@api(USER32, "KillSystemTimer", "HWND hwnd, UINT_PTR id", widths=BOTH)
def KillSystemTimer(c, hwnd, tid):
    """Stop a SetSystemTimer timer; FALSE with ERROR_INVALID_PARAMETER for none."""
    if c.vm.wm.timers.pop((hwnd, ("system", tid)), None) is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    return 1


WM_SYSTIMER = 0x0118


# -- MessageBox (the window and its modal loop: controls/msgbox.py) --------------------
@api(USER32, "MessageBox{AW}", "HWND hwnd, LPCTSTR_ID text, LPCTSTR_ID caption, UINT type", widths=BOTH)
def MessageBox(c, hwnd, text, caption, mb_type):
    # text and caption may be string resource ids of the program, as in Wine
    name = "USER32.dll!" + c.spec.name
    return message_box(c.vm, hwnd, message_text(c, 0, text, name),
                       message_text(c, 0, caption, name), mb_type)


@api(USER32, "MessageBoxEx{AW}", "HWND hwnd, LPCTSTR_ID text, LPCTSTR_ID caption, UINT type, UINT lang",
     widths=BOTH)
def MessageBoxEx(c, hwnd, text, caption, mb_type, lang):
    return MessageBox(c, hwnd, text, caption, mb_type)


@api(USER32, "MessageBoxTimeout{AW}",
     "HWND hwnd, LPCTSTR_ID text, LPCTSTR_ID caption, UINT type, UINT lang, DWORD ms",
     widths=BOTH)
def MessageBoxTimeout(c, hwnd, text, caption, mb_type, lang, ms):
    """MessageBoxEx that closes itself after ``ms`` milliseconds of guest time with
    MB_TIMEDOUT (32000) -- exported by USER32 since Windows XP, undocumented but relied on
    (Wine 8 ignores the timeout and waits for a button). INFINITE waits like MessageBox."""
    name = "USER32.dll!" + c.spec.name
    return message_box(c.vm, hwnd, message_text(c, 0, text, name),
                       message_text(c, 0, caption, name), mb_type,
                       None if ms == 0xFFFFFFFF else ms)


# -- resources we provide without a module: cursors and icons ------------------------


@api(USER32, "LoadCursor{AW}", "HINSTANCE inst, LPCTSTR_ID name", widths=BOTH)
def LoadCursor(c, inst, name):
    if isinstance(name, int) and name in IDC_IDS and not inst:
        return 0x00060000 | name  # a system cursor handle
    return _load_module_image(c, inst, name, 1)


@api(USER32, "LoadIcon{AW}", "HINSTANCE inst, LPCTSTR_ID name", widths=BOTH)
def LoadIcon(c, inst, name):
    if isinstance(name, int) and name in IDI_IDS and not inst:
        return 0x00070000 | name  # a system icon handle
    return _load_module_image(c, inst, name, 3)


def _load_module_image(c, inst, name, kind):
    return load_module_icon(c, inst, name, cursor=(kind == 1))


# -- metrics and colours ---------------------------------------------------------------------
#: GetSystemMetrics index -> (SystemParametersInfo setting, metric from its value):
#: SM_SWAPBUTTON, SM_CX/CYFRAME (border + SM_CXDLGFRAME), SM_CX/CYDOUBLECLK,
#: SM_CX/CYICONSPACING, SM_MENUDROPALIGNMENT, SM_SHOWSOUNDS.
_SPI_METRICS = {23: ("MOUSEBUTTONSWAP", bool), 32: ("BORDER", lambda v: v + 3),
                33: ("BORDER", lambda v: v + 3), 36: ("DOUBLECLKWIDTH", int),
                37: ("DOUBLECLKHEIGHT", int), 38: ("ICONHORIZONTALSPACING", int),
                39: ("ICONVERTICALSPACING", int), 40: ("MENUDROPALIGNMENT", bool),
                70: ("SHOWSOUNDS", bool)}
SM_CXMINSPACING, SM_CYMINSPACING, SM_ARRANGE = 47, 48, 56


def system_metric(vm, index):
    """GetSystemMetrics values for our classic 2000-style desktop; those that follow a
    SystemParametersInfo setting read the session's value. SM_CXDRAG / SM_CYDRAG (68, 69)
    are the 4-pixel drag threshold and SM_CXMENUCHECK / SM_CYMENUCHECK (71, 72) the
    check-mark bitmap sized after the menu font (13 pixels with the default one, Windows'
    and Wine 8's)."""
    w, h = vm.wm.width, vm.wm.height
    mx, my = max_track(vm.wm)
    nc = vm.wm.nc       # the frame sizes, from the session's NONCLIENTMETRICS
    wl, wt, wr, wb = work_area(vm.wm)
    ww, wh = wr - wl, wb - wt
    spi = _SPI_METRICS.get(index)
    if spi is not None:
        return spi[1](setting(vm, spi[0]))
    if index in (SM_CXMINSPACING, SM_CYMINSPACING, SM_ARRANGE):
        # MINIMIZEDMETRICS: the slots minimized windows are arranged in, and how
        _, gap_x, gap_y, arrange = minimized_metrics(vm)
        return {SM_CXMINSPACING: minimized_width(vm) + gap_x,
                SM_CYMINSPACING: ICONIC_HEIGHT + gap_y, SM_ARRANGE: arrange}[index]
    if index in (71, 72):
        return menu_check_size(vm)
    if index in (28, 29, 34, 35):      # SM_CX/CYMIN = SM_CX/CYMINTRACK
        return min_track(vm.wm)[index in (29, 35)]
    return {0: w, 1: h, 2: nc.scroll_w, 3: nc.scroll_w, 4: nc.caption, 5: 1, 6: 1, 7: 3,
            8: 3, 9: nc.scroll_h, 10: nc.scroll_h, 11: 32, 12: 32, 13: 32, 14: 32,
            # SM_CX/CYFULLSCREEN: SM_CXMAXIMIZED - 2 frames, SM_CYMAXIMIZED - SM_CYMIN
            # (the work area less the caption)
            15: nc.menu, 16: ww, 17: wh - nc.caption, 19: 1, 20: nc.scroll_h,
            21: nc.scroll_h, 30: nc.cx_size, 31: nc.cy_size,
            43: 2, 45: 2, 46: 2, 49: 16, 50: 16, 51: nc.sm_h + 1, 52: nc.sm_w, 53: nc.sm_h,
            54: nc.menu_w, 55: nc.menu_h,
            57: minimized_width(vm), 58: ICONIC_HEIGHT, 59: mx, 60: my,
            # SM_CX/CYMAXIMIZED: the work area and the sizing frame round it
            61: ww + 2 * (nc.border + 3), 62: wh + 2 * (nc.border + 3),
            63: 0, 67: 0, 68: 4, 69: 4,
            75: 1, 76: 0, 77: 0, 78: w, 79: h, 80: 1}.get(index, 0)


@api(USER32, "GetSystemMetrics", "INT index", widths=BOTH)
def GetSystemMetrics(c, index):
    return system_metric(c.vm, index)


@api(USER32, "GetSysColor", "INT index", widths=BOTH)
def GetSysColor(c, index):
    """The colour of a display element (SetSysColors's when it set one)."""
    if index not in SYS_COLORS and index not in c.vm.gdi.sys_colors:
        return 0
    return colorref(*c.vm.gdi.sys_color(index))


#: COLOR_MENUBAR, the last display element with a colour (and a brush)
COLOR_MENUBAR = 30


@api(USER32, "GetSysColorBrush", "INT index", widths=BOTH)
def GetSysColorBrush(c, index):
    """The brush of a display element's colour: COLOR_xxx + 1, which Gdi.get resolves
    like a class's background; NULL (the last error untouched) for an index outside
    COLOR_SCROLLBAR .. COLOR_MENUBAR."""
    if not 0 <= index <= COLOR_MENUBAR:
        return 0
    return index + 1


# -- text -----------------------------------------------------------------------------------
@api(USER32, "wsprintf{AW}", "LPVOID buf, LPCTSTR fmt, ...", conv="cdecl", widths=BOTH)
def wsprintf(c, buf, fmt, va):
    text = format_guest(c.vm.mem, fmt or "", ArgReader(c.vm.mem, va), c.wide, allow_float=False,
                        ansi_chars="cp1252")
    return c.write_str(buf, text[:1023], 1025)


@api(USER32, "wvsprintf{AW}", "LPVOID buf, LPCTSTR fmt, LPVOID va", widths=BOTH)
def wvsprintf(c, buf, fmt, va):
    text = format_guest(c.vm.mem, fmt or "", ArgReader(c.vm.mem, va), c.wide, allow_float=False,
                        ansi_chars="cp1252")
    return c.write_str(buf, text[:1023], 1025)


#: RECT's four LONGs as one struct.Struct (the same at both widths): FillRect's read
_RECT_FLAT = RECT.layout(4).flat


#: FillRect's thunk (the trace name the machine binds it under), and the APIs that leave
#: a DC's fill state and its brushes as they are, so the stub's fills stay armed across
#: them (machine/fastfill.py): winmine's repaint puts SetTextColor and DrawTextA,
#: MoveToEx and LineTo, SelectObject of a pen or a brush, Ellipse and Polygon (its flags)
#: between its runs of FillRect. Each draws, or sets a text colour, a position or the
#: pen, brush or font (which a FillRect with a brush of its own does not read); none
#: moves an origin or a clip or frees anything. SelectObject of anything else (a region,
#: a bitmap) disarms the stub itself (gdi32's SelectObject).
_FILLRECT = USER32 + "!FillRect"
FAST_FILL_KEEPS = (_FILLRECT, USER32 + "!DrawTextA", USER32 + "!DrawTextW",
                   "GDI32.dll!SetTextColor", "GDI32.dll!SetBkColor", "GDI32.dll!SetBkMode",
                   "GDI32.dll!MoveToEx", "GDI32.dll!LineTo", "GDI32.dll!SelectObject",
                   "GDI32.dll!Ellipse", "GDI32.dll!Rectangle", "GDI32.dll!Polygon",
                   "GDI32.dll!Polyline")


def _fast_ink(gdi, handle):
    """The ink FillRect's fast path fills with for brush ``handle`` now (the packed pixel
    value ``fill_solid`` pastes), or None where it would not take that path for it (not
    a live solid brush of a plain RGB colour, or the DC brush): the brushes the thunk
    stub may keep when it is armed for another DC (machine/fastfill.py)."""
    b = gdi.objects.get(handle)
    if type(b) is not Brush or b.style or b is gdi.stock[18]:
        return None
    cref = b.color
    return cref | 0xFF000000 if cref <= 0xFFFFFF else None


@api(USER32, "FillRect", "HDC hdc, LPVOID rect, HBRUSH brush", widths=BOTH)
def FillRect(c, hdc, rect, brush):
    """Fill a rectangle with a brush (a system colour's as COLOR_xxx + 1); with no brush
    (NULL) the DC's selected brush paints it, as Windows does."""
    vm = c.vm
    gdi = vm.gdi
    objects = gdi.objects
    dc = objects.get(hdc)
    if type(dc) is not DC or dc.follow is not None:
        dc = gdi.dc(hdc)      # (Gdi.dc inline for a memory DC: no window to follow)
    if brush:
        # Gdi.get inline for a live handle (~400 calls a winmine repaint); a system
        # colour's brush (COLOR_xxx + 1) is made by Gdi.get
        b = objects.get(brush)
        if b is None:
            b = gdi.get(brush)
    else:
        b = dc.brush if dc is not None else None
    if dc is None or b is None:
        return 0
    at = rect
    rect = vm.mem.unpack(_RECT_FLAT, rect)
    if not b.style:
        # a solid brush of a plain RGB colour by the DC's cached-state fill (DC_BRUSH,
        # stock 18, paints the DC's brush colour; a metafile DC records the fill)
        cref = b.color
        if cref <= 0xFFFFFF and dc.recorder is None and b is not gdi.stock[18] \
                and dc.fill_solid(rect, cref):
            if brush and dc.follow is None:
                # the next fills of this DC and brush by the thunk stub itself, until
                # Python next runs (machine/fastfill.py): the same pixels, fill_solid's
                vm.machine.fast_fill.learn(
                    vm.machine, FillRect, hdc, at, _FILLRECT, brush, cref | 0xFF000000,
                    dc._fill_state, dc.fast_fill_target, FAST_FILL_KEEPS,
                    lambda h: _fast_ink(gdi, h))
            return 1
    dc.paint_brush(rect, b)   # hatch or pattern brush, or a state fill_solid refused
    return 1


@api(USER32, "FrameRect", "HDC hdc, LPVOID rect, HBRUSH brush", widths=BOTH)
def FrameRect(c, hdc, rect, brush):
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    b = vm.gdi.get(brush)
    if dc is None or b is None:
        return 0
    color = dc.brush_color(b)
    l, t, r, bt = _rect(vm.mem, rect)
    if color is not None and r > l and bt > t:
        for edge in ((l, t, r, t + 1), (l, bt - 1, r, bt), (l, t, l + 1, bt), (r - 1, t, r, bt)):
            dc.fill_rect(edge, color)
    return 1


@api(USER32, "InvertRect", "HDC hdc, LPVOID rect", widths=BOTH)
def InvertRect(c, hdc, rect):
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    if dc is None:
        return 0
    vm.gdi.invert(dc, _rect(vm.mem, rect))
    return 1


@api(USER32, "DrawEdge", "HDC hdc, LPVOID rect, UINT edge, UINT flags", widths=BOTH)
def DrawEdge(c, hdc, rect, edge, flags):
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    if dc is None:
        return 0
    vm.gdi.draw_edge(dc, _rect(vm.mem, rect), edge, flags)
    return 1


# -- rectangles ------------------------------------------------------------------------------
# A NULL RECT pointer is no rectangle: each function then fails (FALSE; IsRectEmpty says
# TRUE) without touching memory, and UnionRect takes a NULL source as empty — what Wine 8
# answers (test_rect_functions.py), which Wine's uitools tests check against Windows.
@api(USER32, "SetRect", "LPVOID rect, INT l, INT t, INT r, INT b", widths=BOTH)
def SetRect(c, rect, l, t, r, b):
    if not rect:
        return 0
    _write_rect(c.vm.mem, rect, (l, t, r, b))
    return 1


@api(USER32, "SetRectEmpty", "LPVOID rect", widths=BOTH)
def SetRectEmpty(c, rect):
    if not rect:
        return 0
    _write_rect(c.vm.mem, rect, (0, 0, 0, 0))
    return 1


@api(USER32, "CopyRect", "LPVOID dst, LPVOID src", widths=BOTH)
def CopyRect(c, dst, src):
    if not dst or not src:
        return 0
    _write_rect(c.vm.mem, dst, _rect(c.vm.mem, src))
    return 1


@api(USER32, "OffsetRect", "LPVOID rect, INT dx, INT dy", widths=BOTH)
def OffsetRect(c, rect, dx, dy):
    if not rect:
        return 0
    l, t, r, b = _rect(c.vm.mem, rect)
    _write_rect(c.vm.mem, rect, (l + dx, t + dy, r + dx, b + dy))
    return 1


@api(USER32, "InflateRect", "LPVOID rect, INT dx, INT dy", widths=BOTH)
def InflateRect(c, rect, dx, dy):
    if not rect:
        return 0
    l, t, r, b = _rect(c.vm.mem, rect)
    _write_rect(c.vm.mem, rect, (l - dx, t - dy, r + dx, b + dy))
    return 1


@api(USER32, "PtInRect", "LPVOID rect, POINT pt", widths=BOTH)
def PtInRect(c, rect, pt):
    if not rect:
        return 0
    x, y = point_arg(pt)
    l, t, r, b = _rect(c.vm.mem, rect)
    return 1 if l <= x < r and t <= y < b else 0


@api(USER32, "IsRectEmpty", "LPVOID rect", widths=BOTH)
def IsRectEmpty(c, rect):
    if not rect:
        return 1
    l, t, r, b = _rect(c.vm.mem, rect)
    return 1 if r <= l or b <= t else 0


@api(USER32, "IntersectRect", "LPVOID dst, LPVOID a, LPVOID b", widths=BOTH)
def IntersectRect(c, dst, a, b):
    if not dst or not a or not b:
        return 0                        # the destination left as it was
    al, at, ar, ab = _rect(c.vm.mem, a)
    bl, bt, br, bb = _rect(c.vm.mem, b)
    r = (max(al, bl), max(at, bt), min(ar, br), min(ab, bb))
    if r[2] <= r[0] or r[3] <= r[1]:
        _write_rect(c.vm.mem, dst, (0, 0, 0, 0))
        return 0
    _write_rect(c.vm.mem, dst, r)
    return 1


@api(USER32, "UnionRect", "LPVOID dst, LPVOID a, LPVOID b", widths=BOTH)
def UnionRect(c, dst, a, b):
    if not dst:
        return 0
    # A NULL source is an empty rectangle: the union is the other one.
    ra = _rect(c.vm.mem, a) if a else (0, 0, 0, 0)
    rb = _rect(c.vm.mem, b) if b else (0, 0, 0, 0)
    empty = lambda r: r[2] <= r[0] or r[3] <= r[1]  # noqa: E731
    if empty(ra) and empty(rb):
        _write_rect(c.vm.mem, dst, (0, 0, 0, 0))
        return 0
    if empty(ra):
        ra = rb
    if empty(rb):
        rb = ra
    _write_rect(c.vm.mem, dst, (min(ra[0], rb[0]), min(ra[1], rb[1]), max(ra[2], rb[2]),
                                max(ra[3], rb[3])))
    return 1


@api(USER32, "EqualRect", "LPVOID a, LPVOID b", widths=BOTH)
def EqualRect(c, a, b):
    if not a or not b:
        return 0
    return 1 if _rect(c.vm.mem, a) == _rect(c.vm.mem, b) else 0
