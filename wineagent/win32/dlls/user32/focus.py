"""USER32's input state and the window queries that go with it: capture, focus and
activation, the keyboard state (GetKeyState, GetAsyncKeyState, Get/SetKeyboardState,
keybd_event), the cursor position, enabling windows; IsWindow, IsWindowVisible,
GetParent, GetDlgCtrlID, window text and FindWindow."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_PARAMETER, ERROR_NOACCESS
from ...core.messages import WM_GETTEXT, WM_GETTEXTLENGTH, WM_SETTEXT
from ...user.procwindows import (foreground, foreign_toplevels, foreign_window, in_owner,
                                 send_text, window_anywhere)
from ...user.window import enable_window, take_focus
from ...user.wm import WS_DISABLED, WS_POPUP
from ...core.dllnames import USER32
from .main import any_win, elsewhere, win_of
from ...core.structures import GUITHREADINFO, POINT, TRACKMOUSEEVENT
from ...core.winerror import (ERROR_HOTKEY_ALREADY_REGISTERED, ERROR_HOTKEY_NOT_REGISTERED,
                              ERROR_INVALID_WINDOW_HANDLE, ERROR_WINDOW_OF_OTHER_THREAD)
from ...core.bits import s32
from ...user import hooks, hotkeys, keystate, threadinput
from ...user.capture import release_capture, set_capture
from ...user.sysparams import DESKTOP_HWND, setting
from ...user.wm_input import TME_HOVER, TME_LEAVE, TME_NONCLIENT


@api(USER32, "SetCapture", "HWND hwnd", widths=BOTH)
def SetCapture(c, hwnd):
    """Give the caller's input's mouse capture to ``hwnd``; the window that had it (also
    ``hwnd`` itself) is told with WM_CAPTURECHANGED, after EVENT_SYSTEM_CAPTUREEND for it
    and EVENT_SYSTEM_CAPTURESTART for the new one (user/capture.py). A window of another
    thread input, or a menu being tracked (the menu holds the capture): 0, nothing
    changes (the last error untouched)."""
    return (yield from set_capture(c.vm, hwnd))


@api(USER32, "ReleaseCapture", widths=BOTH)
def ReleaseCapture(c):
    """The caller's input lets go of the mouse; the window that had it hears
    WM_CAPTURECHANGED. FALSE while a menu is tracked (the menu holds the capture)."""
    return int((yield from release_capture(c.vm)))


@api(USER32, "GetCapture", widths=BOTH)
def GetCapture(c):
    """The capture window of the caller's thread input (user/threadinput.py)."""
    return c.vm.wm.capture


@api(USER32, "GetFocus", widths=BOTH)
def GetFocus(c):
    """The focus window of the caller's thread input: a thread joined to another by
    AttachThreadInput sees the other's, a thread on its own only its own."""
    return c.vm.wm.focus


@api(USER32, "SetFocus", "HWND hwnd", widths=BOTH)
def SetFocus(c, hwnd):
    """Give ``hwnd`` the keyboard focus of the caller's input, activating its top-level
    window first (user/window.py ``take_focus``); NULL: no window has it. The desktop
    and a window of a thread whose input is another's (another process's too) fail
    with ERROR_ACCESS_DENIED, as since Vista (msg.c test_SetFocus)."""
    vm = c.vm
    wm = vm.wm
    if not hwnd:
        return (yield from wm.set_focus(0))
    if hwnd == DESKTOP_HWND or (wm.get(hwnd) is None and foreign_window(vm, hwnd)):
        vm.last_error = ERROR_ACCESS_DENIED
        return 0
    if win_of(c, hwnd) is None:
        return 0
    if threadinput.of_window(vm, hwnd) is not threadinput.current(vm):
        vm.last_error = ERROR_ACCESS_DENIED
        return 0
    return (yield from take_focus(wm, wm.get(hwnd)))


@api(USER32, "GetActiveWindow", widths=BOTH)
def GetActiveWindow(c):
    """The active window of the caller's thread input (user/threadinput.py)."""
    return c.vm.wm.active


@api(USER32, "GetForegroundWindow", widths=BOTH)
def GetForegroundWindow(c):
    """The active window of the foreground process's foreground input, whichever
    process asks (user/procwindows.py, user/threadinput.py)."""
    return foreground(c.vm).wm.foreground_input.active


GUI_CARETBLINKING, GUI_INMOVESIZE, GUI_INMENUMODE, GUI_POPUPMENUMODE = 0x1, 0x2, 0x4, 0x10


@api(USER32, "GetGUIThreadInfo", "DWORD tid, LPVOID info", widths=BOTH)
def GetGUIThreadInfo(c, tid, info):
    """The active, focus and capture windows of thread ``tid``'s input (0: the
    foreground thread, the one that owns the foreground window; threads joined by
    AttachThreadInput share them: user/threadinput.py), and of the thread's own windows
    the menu owner while in menu mode, the window being dragged and the caret's window
    and rectangle (client coordinates), with GUI_* flags. cbSize other than
    GUITHREADINFO's, or a thread that does not exist, fails with
    ERROR_INVALID_PARAMETER."""
    vm = c.vm
    wm = vm.wm
    if not info or vm.mem.u32(info) != GUITHREADINFO.sizeof(c.ptr_size):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    main = vm.threads.threads[0].tid
    if tid == 0:
        active = wm.foreground_input.active
        tid = (wm.thread_of(active) if active else None) or main
    thread = vm.threads.by_tid(tid)
    if thread is None or not thread.alive:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0

    def mine(hwnd):
        return hwnd if hwnd and (wm.thread_of(hwnd) or main) == tid else 0

    flags = 0
    tracker = vm.menus.tracker
    menu_owner = mine(tracker.owner.hwnd) if tracker is not None else 0
    if menu_owner:
        flags |= GUI_INMENUMODE | (GUI_POPUPMENUMODE if tracker.bar is None else 0)
    moving = mine(wm.moving[0]) if wm.moving else 0
    if moving:
        flags |= GUI_INMOVESIZE
    caret = getattr(wm, "caret", None)
    caret_hwnd = mine(caret.hwnd) if caret is not None else 0
    rc = dict(left=0, top=0, right=0, bottom=0)
    if caret_hwnd:
        if not caret.hidden:
            flags |= GUI_CARETBLINKING
        rc = dict(left=caret.x, top=caret.y, right=caret.x + caret.w,
                  bottom=caret.y + caret.h)
    inp = threadinput.input_of(vm, tid)
    GUITHREADINFO.write(vm.mem, info, c.ptr_size, cbSize=vm.mem.u32(info), flags=flags,
                        hwndActive=inp.active, hwndFocus=inp.focus,
                        hwndCapture=inp.capture, hwndMenuOwner=menu_owner,
                        hwndMoveSize=moving, hwndCaret=caret_hwnd, rcCaret=rc)
    return 1


@api(USER32, "GetLastActivePopup", "HWND:window hwnd", widths=BOTH)
def GetLastActivePopup(c, hwnd):
    """The window most recently active among ``hwnd`` and the windows it owns (at any
    depth): recorded for the window and each of its owners when a window is activated
    (user/wm_zorder.py); ``hwnd`` itself when none was, or that window is gone."""
    last = c.vm.wm.get(hwnd).state.get("last_active", 0)
    return last if last and c.vm.wm.get(last) is not None else hwnd


@api(USER32, "SetActiveWindow", "HWND hwnd", widths=BOTH)
def SetActiveWindow(c, hwnd):
    """Make ``hwnd`` the active window of the caller's input (NULL: none; the focus
    inside the window deactivated goes too); the window active before. It brings the
    window to the foreground only when the input has it or no other input of the
    process has an active window (user/threadinput.py). The desktop and a window of
    another input answer NULL and change nothing, the last error untouched (msg.c
    test_SetFocus)."""
    vm = c.vm
    wm = vm.wm
    inp = threadinput.current(vm)
    old = inp.active
    if hwnd == DESKTOP_HWND:
        return 0
    if not hwnd:
        if old:
            yield from wm.activate(0, within=inp)
            focus = wm.get(inp.focus) if inp.focus else None
            if focus is not None and wm.get(old) is not None and \
                    wm.toplevel(focus) is wm.get(old):
                yield from wm.set_focus(0, within=inp)
        return old
    if win_of(c, hwnd) is None:
        return 0
    if threadinput.of_window(vm, hwnd) is not inp:
        return 0
    yield from wm.activate(hwnd, foreground=False)
    return old


@api(USER32, "SetForegroundWindow", "HWND hwnd", widths=BOTH)
def SetForegroundWindow(c, hwnd):
    found = elsewhere(c, hwnd)      # another process's window: activated by its thread
    if found is not None:
        return (yield from in_owner(c.vm, *found, _foreground))
    if win_of(c, hwnd) is None:
        return 0
    return (yield from _foreground(c.vm, c.vm.wm.get(hwnd)))


def _foreground(vm, win):
    """Generator: activate ``vm``'s window ``win`` (its process takes the foreground);
    keyboard input goes to it, as documented: the window takes the focus unless the
    focus already lies inside it (its WM_ACTIVATE handler put it on a child)."""
    yield from vm.wm.activate(win.hwnd)
    yield from vm.wm.focus_activated(vm.wm.activatable(win).hwnd)
    return 1


@api(USER32, "GetKeyState", "INT vk", widths=BOTH)
def GetKeyState(c, vk):
    """The key as of the last input message the thread's input retrieved, brought up to
    date with the keyboard while none waits (user/keystate.py): high bit (0xFF80,
    negative as a SHORT) when down, 1 when toggled."""
    if not 0 <= vk < 256:
        return 0
    b = keystate.key_state(c.vm, vk)
    return (0xFF80 if b & 0x80 else 0) | (b & 0x01)


@api(USER32, "GetAsyncKeyState", "INT vk", widths=BOTH)
def GetAsyncKeyState(c, vk):
    """The key as it is now, ahead of the queue: 0x8000 when down, bit 0 when it was
    pressed since the previous GetAsyncKeyState call (which clears that bit)."""
    if not 0 <= vk < 256:
        return 0
    wm = c.vm.wm
    v = 0x8000 if vk in wm.keys_down else 0
    if vk in wm.async_pressed:
        wm.async_pressed.discard(vk)
        v |= 1
    return v


@api(USER32, "GetKeyboardState", "LPVOID state", widths=BOTH)
def GetKeyboardState(c, state):
    """Copy the thread input's 256-byte keyboard state into ``state``, as it is (not
    brought up to date with the keyboard, as GetKeyState is: user/keystate.py)."""
    if not state:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    c.vm.mem.write(state, keystate.keyboard_state(c.vm))
    return 1


@api(USER32, "SetKeyboardState", "LPVOID state", widths=BOTH)
def SetKeyboardState(c, state):
    """Replace the thread input's keyboard state (what GetKeyState reports; the keyboard
    itself, GetAsyncKeyState's, is untouched). Only the down (0x80) and toggle (0x01)
    bits are kept."""
    if not state:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    keystate.set_keyboard_state(c.vm, c.vm.mem.read(state, 256))
    return 1


@api(USER32, "keybd_event", "BYTE vk, BYTE scan, DWORD flags, LPVOID extra", widths=BOTH)
def keybd_event(c, vk, scan, flags, extra):
    """Type a key as the keyboard would (KEYEVENTF_KEYUP = 2 releases it): the async
    state changes now and WM_KEYDOWN/WM_KEYUP goes to the input queue, carrying the scan
    code given (and KEYEVENTF_EXTENDEDKEY as its extended bit), as on Windows."""
    if flags & ~0x3:             # KEYEVENTF_EXTENDEDKEY | KEYEVENTF_KEYUP
        raise Unimplemented("USER32.dll!keybd_event: flags %#x (KEYEVENTF_UNICODE/SCANCODE)"
                            % flags)
    first = len(c.vm.wm.input_queue)
    c.vm.wm.inject_key("up" if flags & 2 else "down", vk & 0xFF,
                       (scan & 0xFF) | (0x100 if flags & 1 else 0), extra)
    yield from hooks.judge_injected(c.vm, first)   # the low-level hooks, before returning
    return 0


@api(USER32, "GetCursorPos", "LPVOID pt", widths=BOTH)
def GetCursorPos(c, pt):
    """The cursor's screen position. No POINT to fill (NULL): FALSE, ERROR_NOACCESS, as
    Windows answers (Wine leaves the last error alone; input.c accepts both)."""
    if not pt:
        c.vm.last_error = ERROR_NOACCESS
        return 0
    x, y = c.vm.wm.mouse_pos
    c.vm.mem.write(pt, POINT.pack_values(x, y))
    return 1


@api(USER32, "EnableWindow", "HWND hwnd, BOOL enable", widths=BOTH)
def EnableWindow(c, hwnd, enable):
    found = elsewhere(c, hwnd)      # another process's window: its thread hears WM_ENABLE
    if found is not None:
        return (yield from in_owner(c.vm, *found, lambda p, w: enable_window(p, w, enable)))
    win = win_of(c, hwnd)
    if win is None:
        return 0
    return (yield from enable_window(c.vm, win, enable))


@api(USER32, "IsWindowEnabled", "HWND hwnd", widths=BOTH)
def IsWindowEnabled(c, hwnd):
    _, win = window_anywhere(c.vm, hwnd)     # (any process's window)
    # The window's own WS_DISABLED bit, as documented (a disabled parent does not count).
    return 1 if win is not None and not win.style & WS_DISABLED else 0


@api(USER32, "IsWindow", "HWND hwnd", widths=BOTH)
def IsWindow(c, hwnd):
    """A live window of this process or of another of the session's."""
    return 1 if c.vm.wm.get(hwnd) is not None or foreign_window(c.vm, hwnd) else 0


@api(USER32, "IsWindowVisible", "HWND hwnd", widths=BOTH)
def IsWindowVisible(c, hwnd):
    proc, win = window_anywhere(c.vm, hwnd)  # (any process's window)
    return 1 if win is not None and proc.wm.is_visible(win) else 0


@api(USER32, "GetParent", "HWND hwnd", widths=BOTH)
def GetParent(c, hwnd):
    _, win = any_win(c, hwnd)
    if win is None:
        return 0
    # by the style, not the tree (Windows and Wine 8): a pop-up answers its owner, a
    # WS_CHILD window its parent (the desktop once SetParent gave it there), and a
    # window with neither bit NULL, even inside a parent SetParent gave it
    if win.style & WS_POPUP:
        return win.owner or 0
    if win.child_style:
        return win.parent or DESKTOP_HWND
    return 0


@api(USER32, "GetDlgCtrlID", "HWND hwnd", widths=BOTH)
def GetDlgCtrlID(c, hwnd):
    _, win = any_win(c, hwnd)
    return win.id if win is not None and win.child_style else 0


@api(USER32, "SetWindowText{AW}", "HWND hwnd, LPCTSTR text", widths=BOTH)
def SetWindowText(c, hwnd, text):
    found = elsewhere(c, hwnd)      # another process's window: WM_SETTEXT in its thread
    if found is not None:
        return (yield from send_text(c.vm, *found, text or ""))
    win = win_of(c, hwnd)
    if win is None:
        return 0
    vm = c.vm
    p = vm.heap.alloc(2 * len(text or "") + 2)
    c.write_str(p, text or "")
    try:
        r = yield from vm.wm.send(hwnd, WM_SETTEXT, 0, p, sender=c)
    finally:
        vm.heap.free(p)
    return r


@api(USER32, "GetWindowText{AW}", "HWND hwnd, LPVOID buf, INT size", widths=BOTH)
def GetWindowText(c, hwnd, buf, size):
    """The window's text: for a window of this process what its procedure answers to
    WM_GETTEXT; for another process's window its caption as the system keeps it, with no
    message sent (documented: a control's text there is not asked for)."""
    found = elsewhere(c, hwnd)
    if found is not None:
        if size <= 0 or not buf:
            return 0
        return c.write_str(buf, found[1].title or "", size)
    win = win_of(c, hwnd)
    if win is None or size <= 0:
        return 0
    # The buffer is emptied before the window is asked, as Windows does (a procedure
    # that answers WM_GETTEXT without writing leaves an empty string: win.c
    # test_gettext); one that cannot be written is 0, the window not asked.
    if not buf or not c.vm.mem.try_write(buf, bytes(c.char_size)):
        return 0
    return (yield from c.vm.wm.send(hwnd, WM_GETTEXT, size, buf, sender=c))


@api(USER32, "InternalGetWindowText", "HWND hwnd, LPVOID buf, INT size", widths=BOTH)
def InternalGetWindowText(c, hwnd, buf, size):
    """The text the window keeps (its title), copied without sending WM_GETTEXT, so a
    control that answers WM_GETTEXT itself is not asked: at most ``size`` - 1 UTF-16
    characters and a NUL; the count copied. Unicode only, as Windows exports it."""
    win = win_of(c, hwnd)
    if win is None or size <= 0 or not buf:
        return 0
    text = (win.title or "")[:size - 1]
    c.vm.mem.write(buf, text.encode("utf-16-le") + b"\0\0")
    return len(text)


@api(USER32, "GetWindowTextLength{AW}", "HWND hwnd", widths=BOTH)
def GetWindowTextLength(c, hwnd):
    found = elsewhere(c, hwnd)      # another process's window: its caption's length
    if found is not None:
        return len(found[1].title or "")
    win = win_of(c, hwnd)
    if win is None:
        return 0
    return (yield from c.vm.wm.send(hwnd, WM_GETTEXTLENGTH, 0, 0, sender=c))


@api(USER32, "FindWindow{AW}", "LPCTSTR_ID cls, LPCTSTR title", widths=BOTH)
def FindWindow(c, cls, title):
    wm = c.vm.wm
    want = wm.find_class(cls) if cls else None
    for h in reversed(wm.zorder):
        w = wm.get(h)
        if w is None:
            continue
        if cls and w.cls is not want:
            continue
        if title is not None and w.title != title:
            continue
        return h
    # then the other processes' top-level windows (one desktop: user/procwindows.py)
    for other, h in foreign_toplevels(c.vm):
        w = other.wm.get(h)
        if w is None or (cls and not same_class(other.wm, w, cls)):
            continue
        if title is not None and w.title != title:
            continue
        return h
    return 0


def same_class(wm, win, cls):
    """Whether ``win`` (of ``wm``, any process's) is of class ``cls`` (a name, or an
    atom of that process's classes)."""
    if isinstance(cls, int):
        return wm.find_class(cls) is win.cls
    return isinstance(win.cls.name, str) and win.cls.name.lower() == cls.lower()


@api(USER32, "AttachThreadInput", "DWORD tid, DWORD to_tid, BOOL attach", widths=BOTH)
def AttachThreadInput(c, tid, to_tid, attach):
    """Attach (or detach) one thread's input processing to another's: the threads
    share one focus, active window and capture (user/threadinput.py says which windows
    each keeps on joining and leaving) and one key state, which starts empty on each
    attach and detach (user/keystate.py). The calls answer as Windows' do: both must be
    live threads and different, and a thread other than the caller must have a message
    queue already (ERROR_INVALID_PARAMETER); only an attachment made can be undone."""
    vm = c.vm
    threads = vm.threads
    a, b = threads.by_tid(tid), threads.by_tid(to_tid)
    if a is None or b is None or not a.alive or not b.alive or tid == to_tid:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    pair = frozenset((tid, to_tid))
    if attach:
        me = threads.current.tid
        if any(t != me and not keystate.has_queue(vm, t) for t in (tid, to_tid)):
            vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        vm.user.attached_input.add(pair)
        keystate.attach(vm, tid, to_tid)
        threadinput.attach(vm, tid, to_tid)
        return 1
    if pair not in vm.user.attached_input:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.user.attached_input.discard(pair)
    keystate.detach(vm, tid)
    threadinput.detach(vm, tid)
    return 1


TME_QUERY, TME_CANCEL = 0x40000000, 0x80000000
HOVER_DEFAULT = 0xFFFFFFFF


@api(USER32, "TrackMouseEvent", "LPVOID tme", widths=BOTH)
def TrackMouseEvent(c, tme):
    """Ask for WM_MOUSELEAVE (TME_LEAVE) when the pointer leaves a window and for
    WM_MOUSEHOVER (TME_HOVER) when it rests there for dwHoverTime milliseconds
    (HOVER_DEFAULT: SPI_GETMOUSEHOVERTIME's) within SPI_GETMOUSEHOVERWIDTH/HEIGHT;
    TME_NONCLIENT asks for the non-client messages instead. TME_CANCEL ends those
    requests, TME_QUERY fills the structure with the calling thread's. A wrong cbSize
    fails (ERROR_INVALID_PARAMETER), a window that is not one too
    (ERROR_INVALID_WINDOW_HANDLE)."""
    vm = c.vm
    wm = vm.wm
    if not tme:
        vm.last_error = ERROR_NOACCESS
        return 0
    t = c.struct(TRACKMOUSEEVENT, tme)
    if t.cbSize != TRACKMOUSEEVENT.sizeof(c.ptr_size):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    tid = vm.threads.current.tid
    flags = t.dwFlags
    if flags & TME_QUERY:
        cur = wm.tracking_of(tid)
        t.hwndTrack, t.dwFlags, t.dwHoverTime = cur if cur is not None else (0, 0, 0)
        return 1
    if wm.get(t.hwndTrack) is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if flags & TME_CANCEL:
        wm.cancel_mouse_tracking(tid, t.hwndTrack, flags)
        return 1
    if flags & (TME_HOVER | TME_LEAVE):
        hover = t.dwHoverTime
        if hover == HOVER_DEFAULT:
            hover = setting(vm, "MOUSEHOVERTIME")
        wm.track_mouse(tid, t.hwndTrack, flags & (TME_HOVER | TME_LEAVE | TME_NONCLIENT),
                       hover, (setting(vm, "MOUSEHOVERWIDTH"),
                               setting(vm, "MOUSEHOVERHEIGHT")))
    return 1


@api(USER32, "RegisterHotKey", "HWND hwnd, INT id, UINT mods, UINT vk", widths=BOTH)
def RegisterHotKey(c, hwnd, ident, mods, vk):
    """A system-wide hot key (user/hotkeys.py): its key-down with exactly these modifiers
    (MOD_ALT, MOD_CONTROL, MOD_SHIFT, MOD_WIN; MOD_NOREPEAT ignores auto-repeat) posts
    WM_HOTKEY to ``hwnd``, or to the calling thread for NULL. A combination registered
    already fails with ERROR_HOTKEY_ALREADY_REGISTERED, another thread's window with
    ERROR_WINDOW_OF_OTHER_THREAD."""
    vm = c.vm
    tid = vm.threads.current.tid
    if hwnd:
        if win_of(c, hwnd) is None:
            return 0
        main = vm.threads.threads[0].tid
        if (vm.wm.thread_of(hwnd) or main) != tid:
            vm.last_error = ERROR_WINDOW_OF_OTHER_THREAD
            return 0
    if not hotkeys.register(vm.wm, hwnd, s32(ident), mods, vk, tid):
        vm.last_error = ERROR_HOTKEY_ALREADY_REGISTERED
        return 0
    return 1


@api(USER32, "UnregisterHotKey", "HWND hwnd, INT id", widths=BOTH)
def UnregisterHotKey(c, hwnd, ident):
    """Release hot key ``id`` of ``hwnd`` (NULL: of the calling thread); one it never
    registered fails with ERROR_HOTKEY_NOT_REGISTERED."""
    vm = c.vm
    if not hotkeys.unregister(vm.wm, hwnd, s32(ident), vm.threads.current.tid):
        vm.last_error = ERROR_HOTKEY_NOT_REGISTERED
        return 0
    return 1
