"""The window manager's input: raw mouse and key events (from ``--input`` or the control
channel) wait in ``input_queue`` and become window messages when the guest retrieves them,
as Windows' raw input thread does: hit testing, capture, activation, double-click
detection and the keyboard state happen at retrieval time, in guest time. Dragging a
caption moves its window.

:class:`InputMixin` is one part of :class:`~.wm.WindowManager` (``wm.py``).
"""

import functools

from . import (crosstree, hooks, hotkeys, keymap, keystate, movepoints, msgsource,
               procwindows, queuestatus, rawinput, winevents)
from .keymap import key_char, other_side, sided_key
from ..core.bits import make_lparam
from ..core.messages import (WM_CHAR, WM_KEYDOWN, WM_KEYUP, WM_LBUTTONDBLCLK,
                             WM_LBUTTONDOWN, WM_LBUTTONUP, WM_MOUSEHWHEEL, WM_MOUSEMOVE,
                             WM_MOUSEWHEEL, WM_NCLBUTTONDOWN, WM_NCLBUTTONUP,
                             WM_NCMOUSEMOVE, WM_NCRBUTTONDOWN, WM_NCRBUTTONUP,
                             WM_RBUTTONDBLCLK, WM_RBUTTONDOWN, WM_RBUTTONUP, WM_SYSCHAR,
                             WM_SYSKEYDOWN, WM_SYSKEYUP)
from ..core.styles import CS_DBLCLKS

from .wm_queue import Message
from ..core.structures import RECT

#: a key message's lParam bit 29 (the context code): Alt is down
KF_ALTDOWN = 0x20000000
VK_PACKET = 0xE7       # SendInput's KEYEVENTF_UNICODE key

__all__ = ["InputMixin"]

DOUBLE_CLICK_MS = 500
DOUBLE_CLICK_DIST = 4

MK_LBUTTON, MK_RBUTTON, MK_SHIFT, MK_CONTROL = 0x1, 0x2, 0x4, 0x8

HTERROR, HTNOWHERE, HTCLIENT, HTCAPTION, HTSYSMENU = -2, 0, 1, 2, 3
TME_HOVER, TME_LEAVE, TME_NONCLIENT = 0x1, 0x2, 0x10
WM_NCMOUSEHOVER, WM_MOUSEHOVER, WM_NCMOUSELEAVE, WM_MOUSELEAVE = 0x02A0, 0x02A1, 0x02A2, 0x02A3
#: The key of the hover wait among the window's timers (a system timer, as the caret's).
_HOVER_TIMER = -0x2A1
HTMENU, HTMINBUTTON, HTMAXBUTTON = 5, 8, 9
HTLEFT, HTRIGHT, HTTOP, HTTOPLEFT, HTTOPRIGHT, HTBOTTOM, HTBOTTOMLEFT, HTBOTTOMRIGHT = \
    10, 11, 12, 13, 14, 15, 16, 17
HTBORDER, HTCLOSE = 18, 20

#: Mouse button messages -> (virtual key, pressed) for the keyboard state.
_BUTTON_MESSAGES = {0x201: (0x01, True), 0x202: (0x01, False), 0x203: (0x01, True),
                    0x204: (0x02, True), 0x205: (0x02, False), 0x206: (0x02, True),
                    0x207: (0x04, True), 0x208: (0x04, False), 0x209: (0x04, True),
                    0xA1: (0x01, True), 0xA2: (0x01, False), 0xA3: (0x01, True),
                    0xA4: (0x02, True), 0xA5: (0x02, False), 0xA6: (0x02, True)}
#: VK_SHIFT, VK_CONTROL, VK_MENU -> the left-hand key (VK_LSHIFT, VK_LCONTROL, VK_LMENU).
_LEFT_KEY = {0x10: 0xA0, 0x11: 0xA2, 0x12: 0xA4}


def clip_point(rect, x, y):
    """(x, y) kept inside ``rect`` (left, top, right, bottom): a coordinate before the
    start goes to the start, one at or past the end to the end less one, the others stay.
    So an empty rectangle (start = end) holds a pointer that comes from before it at its
    start and one that comes from after it, or stands on it, one short of it, as Windows
    does (input.c test_mouse_ll_hook's todo_wine checks: 150 from the left, 149 from the
    right, of the rectangle 150,150,150,150)."""
    l, t, r, b = rect
    x = l if x < l else r - 1 if x >= r else x
    y = t if y < t else b - 1 if y >= b else y
    return x, y


def _key_id(m):
    """What identifies a key-down message the program typed, in its MSG."""
    return (m.hwnd, m.msg, m.wparam & 0xFF, m.lparam & 0xFFFFFFFF, m.time)


class InputMixin:
    """Raw input made into window messages, and the keyboard state (a part of WindowManager)."""

    # -- input ---------------------------------------------------------------------------
    def queue_input(self, event):
        """Add a raw input event: ('mouse', kind, x, y, button) or ('key', kind, code).
        A move joins the pointer's history now (GetMouseMovePointsEx), with the
        dwExtraInfo of the program's own input (SendInput, mouse_event)."""
        if event[0] == "mouse" and event[1] == "move":
            x, y = self.clipped(event[2], event[3])
            movepoints.moved(self.vm, x, y, event[-1] if "injected" in event[5:] else 0)
        self.input_queue.append(event)
        queuestatus.input_arrived(self, event)
        if not self.vm.alone_on_desktop:
            # the session's one queue: a process whose turn it is wakes for it too
            # (MsgWaitForMultipleObjects in another process: user/procwindows.py)
            for p in procwindows.other_processes(self.vm):
                queuestatus.input_arrived(p.wm, event)

    def queued_pointer(self):
        """Where the pointer is once the queued raw input is taken: the last queued
        mouse event's point, else where the guest last saw it."""
        for event in reversed(self.input_queue):
            if event[0] == "mouse":
                return event[2], event[3]
        return self.mouse_pos

    @property
    def key_state(self):
        """The keyboard state GetKeyState reports for the running thread: one byte per
        virtual key, 0x80 down and 0x01 toggled, as of the last input message its
        input retrieved (``update_key_state``; threads joined by AttachThreadInput
        share one: user/keystate.py)."""
        return keystate.thread_keys(self.vm).keys

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
        keys = [vk] + ([m.side or _LEFT_KEY[vk]] if vk in _LEFT_KEY else [])
        if not down and m.side and self.key_state[other_side(m.side)] & 0x80:
            keys = [m.side]     # the other Shift (Ctrl, Alt) key keeps the generic one down
        for k in keys:
            if down:
                if not self.key_state[k] & 0x80:
                    self.key_state[k] ^= 0x01
                self.key_state[k] |= 0x80
            else:
                self.key_state[k] &= ~0x80 & 0xFF

    def inject_key(self, kind, vk, scan=None, extra=0):
        """keybd_event: a key goes down or up now. The physical (async) state changes at
        once and the message joins the input queue, where GetKeyState's state follows it
        when the guest retrieves it. ``scan``: the scan-code bits the message carries (bits
        0-7 the code, bit 8 extended), as keybd_event and SendInput give them; None: the
        key's own on the US layout, as a keyboard sends it. While a WH_KEYBOARD_LL hook is
        installed the key joins the raw input instead, marked injected with its
        dwExtraInfo, so the hook sees it first (and may swallow it), as on Windows."""
        if self.hooks.hooked(hooks.WH_KEYBOARD_LL, self.vm.threads.current.tid) or \
                not self.vm.alone_on_desktop:
            # (with other processes the key goes to the foreground one, which takes it
            # from the session's queue: user/procwindows.py)
            if kind == "down" and not self.vm.alone_on_desktop:
                self.async_pressed.add(vk)
            self.queue_input(("key", kind, vk, scan, "injected", extra))
            return
        event = ("key", kind, vk, scan, "injected", extra)
        # a process registered for the keyboard's raw input gets the key's record too
        # (WM_INPUT ahead of the key message, RIDEV_NOLEGACY dropping the latter)
        pending = rawinput.record_for(self, event) if self.raw.registered else None
        now = self.vm.clock.now_ms()
        m = self._translate_key(event, now)
        if kind == "down":
            self.async_pressed.add(vk)
        if pending is not None:
            for hwnd, code, handle in rawinput.messages(self, pending):
                self._input_message(Message(hwnd, rawinput.WM_INPUT, code, handle, now,
                                            self.mouse_pos))
        if m is not None:
            m.extra = extra
            m.source = (msgsource.IMDT_KEYBOARD, msgsource.IMO_INJECTED)
            if pending is None or not pending.no_legacy:
                self._input_message(m)
        self._typed_by_program(kind, m)

    def _typed_by_program(self, kind, m):
        """A key-down the program typed itself: TranslateMessage makes its character, as
        on Windows (characters of the agent's input travel on their own)."""
        if kind == "down" and m is not None:
            keys = self.__dict__.setdefault("guest_keys", {})
            ident = _key_id(m)
            keys[ident] = keys.get(ident, 0) + 1    # the same key twice in one instant

    def translate_key(self, hwnd, msg, wparam, lparam, time):
        """TranslateMessage of a key-down the program typed (keybd_event, SendInput): post
        the WM_CHAR (WM_SYSCHAR for WM_SYSKEYDOWN) the key types with the thread's key
        state now — Shift, Ctrl, Alt, Caps Lock, Num Lock — as Windows does (VK_PACKET's
        is the character KEYEVENTF_UNICODE put in lParam's high word); True when
        one was posted. Other key-downs (the agent's input) bring their characters
        along already and make none."""
        keys = self.__dict__.get("guest_keys")
        ident = (hwnd, msg, wparam & 0xFF, lparam & 0xFFFFFFFF, time)
        if not keys or ident not in keys:
            return False
        keys[ident] -= 1
        if not keys[ident]:
            del keys[ident]
        if wparam & 0xFF == VK_PACKET:
            # SendInput's KEYEVENTF_UNICODE: the key-down carries its character in
            # lParam's high word, and TranslateMessage makes it the character message
            ch = chr((lparam >> 16) & 0xFFFF)
            lparam &= 0xFFFF        # (its WM_CHAR carries the repeat count alone)
        else:
            ks = self.key_state
            ch = key_char(wparam & 0xFF, bool(ks[0x10] & 0x80), bool(ks[0x11] & 0x80),
                          bool(ks[0x14] & 1), bool(ks[0x12] & 0x80), bool(ks[0x90] & 1))
        if ch is None:
            return False
        self.post(hwnd, WM_SYSCHAR if msg == WM_SYSKEYDOWN else WM_CHAR, ord(ch), lparam)
        return True

    def _input_message(self, m):
        """Input message ``m`` joins its thread's queue now: its kind arrives there
        (GetQueueStatus, MsgWaitForMultipleObjects wake for it)."""
        self.input_msgs.append(m)
        queuestatus.arrived(self, self.owner_thread(m.hwnd), queuestatus.message_bit(m.msg))

    def _key_flags(self):
        f = self.buttons
        if 0x10 in self.keys_down:
            f |= MK_SHIFT
        if 0x11 in self.keys_down:
            f |= MK_CONTROL
        return f

    def _input_now(self, event):
        """The guest time raw ``event`` is taken at, which becomes the message time
        (GetMessageTime) and the kind of the last input (GetLastInputInfo's)."""
        now = self.vm.clock.now_ms()
        self.message_time = now
        self.last_input_keyboard = event[0] == "key"
        return now

    def _key_message(self, event):
        """Raw key event -> Message for the focus (or None if consumed): the key half of
        ``_translate_input``, a plain function (no guest code runs for a key), which the
        queue calls without making a generator."""
        m = self._translate_key(event, self._input_now(event))
        if "injected" in event[3:]:           # the program's own (keybd_event)
            self._typed_by_program(event[1], m)
            if m is not None:
                m.extra = event[-1]
        if m is not None:
            m.source = msgsource.of_event(event, m.msg)
        return m

    def _translate_input(self, event):
        """Generator: raw event -> Message for the right window (or None if consumed)."""
        if event[0] == "key":
            return self._key_message(event)
        m = yield from self._translate_mouse(event, self._input_now(event))
        if m is not None and "injected" in event[5:]:   # the program's own (SendInput)
            m.extra = event[-1]
        if m is not None and m.hwnd and self.get(m.hwnd) is None:
            # a window of another process inside one of ours: that process's queue
            # takes it (user/crosstree.py)
            crosstree.hand_over(self.vm, m)
            return None
        if m is not None:
            m.source = msgsource.of_event(event, m.msg)
        return m

    def _translate_with_raw(self, event):
        """Generator: raw event -> (messages, legacy message) while the process has raw
        input registrations (user/rawinput.py): the messages are WM_INPUT first, then the
        legacy message unless RIDEV_NOLEGACY drops it; None when raw input makes nothing
        of the event (the caller goes on with the legacy message alone)."""
        pending = rawinput.record_for(self, event)
        m = yield from self._translate_input(event)
        if pending is None:
            return None, m
        out = [Message(hwnd, rawinput.WM_INPUT, code, handle, self.message_time,
                       self.mouse_pos)
               for hwnd, code, handle in rawinput.messages(self, pending)]
        if m is not None and not pending.no_legacy:
            out.append(m)
        return out, m

    def clipped(self, x, y):
        """(x, y) kept inside the ClipCursor rectangle, which confines the pointer
        (``clip_point``)."""
        clip = getattr(self, "clip_rect", None)
        return clip_point(clip, x, y) if clip is not None else (x, y)

    def _translate_mouse(self, event, now):
        """Generator: a raw mouse event -> Message (or None if consumed)."""
        kind, x, y, button = event[1:5]   # (a program's own event carries more)
        spi = self.vm.user.spi      # SystemParametersInfo's session settings (sysparams.py)
        if kind in ("down", "up") and spi.get("MOUSEBUTTONSWAP"):
            button = {"left": "right", "right": "left"}.get(button, button)   # SwapMouseButton
        x, y = self.clipped(x, y)
        self.mouse_pos = (x, y)
        if not self.vm.alone_on_desktop:
            procwindows.pointer_moved(self.vm, x, y)    # one pointer for the session
        if self.mouse_tracking:
            self._mouse_moved_off(x, y)
        bit = MK_LBUTTON if button == "left" else MK_RBUTTON
        if kind == "down":
            self.buttons |= bit
            keystate.pressed(self.vm, 1 if button == "left" else 2)
            self.keys_down.add(1 if button == "left" else 2)
        elif kind == "up":
            self.buttons &= ~bit
            self.keys_down.discard(1 if button == "left" else 2)
        elif kind in ("wheel", "hwheel"):
            pass   # ``button`` carries the delta
        if self.moving is not None:
            return (yield from self._caption_drag(kind, x, y))
        # the mouse goes to the capture of the foreground input (user/threadinput.py)
        fg = self.foreground_input
        win = self.get(fg.capture) if fg.capture else None
        if win is None:
            fg.capture = 0
        captured = win is not None
        if captured:
            hit = HTCLIENT
        else:
            # the window under the pointer as Windows finds it: this process's windows
            # are asked WM_NCHITTEST, one answering HTTRANSPARENT lets the point through
            # to its own thread's windows beneath (user/crosstree.py)
            _, win, hit = yield from crosstree.mouse_target(self.vm, x, y)
            if win is None:
                return None
        top = self.toplevel(win)
        if not self.is_enabled(win):
            if kind == "down" and self.modal_depth:
                # Clicking a window disabled by a modal box brings the box forward.
                pass
            return None
        if kind == "down" and self.get(top.hwnd) is not top:
            crosstree.activate_elsewhere(self.vm, top)  # another process's top level
        elif kind == "down" and top.hwnd != fg.active and not captured:
            yield from self.activate(top.hwnd, click=True)
        if kind == "down" and win.is_child and not captured:
            yield from self._parent_notify(win, button, x, y)
        if kind in ("wheel", "hwheel"):
            # As on Windows before 10's "scroll inactive windows": the wheel goes to the
            # focus window, lParam the pointer in screen coordinates; DefWindowProc hands
            # it up the parent chain (user/window.py).
            focus = self.get(self.foreground_input.focus) or top
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
                        and last[2] == win.hwnd
                        and now - last[0] <= (spi.get("DOUBLECLICKTIME") or DOUBLE_CLICK_MS)
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

    # -- TrackMouseEvent ---------------------------------------------------------------
    def _pointer_over(self, hwnd, flags, x, y):
        """True while the pointer at screen (x, y) is over the part of ``hwnd`` that
        ``flags`` tracks: its client area, or with TME_NONCLIENT the rest of the window."""
        if self.vm.alone_on_desktop:
            under = self.hit_window(x, y)
        else:       # another process's window may be in front (user/procwindows.py)
            p, under = procwindows.window_at(self.vm, x, y)
            under = under if p is self.vm else None
        if under is None or under.hwnd != hwnd:
            return False
        client = self.hit_test(under, x, y) == HTCLIENT
        return not client if flags & TME_NONCLIENT else client

    def _mouse_moved_off(self, x, y):
        """The pointer moved: each tracked window it is no longer over is posted
        WM_MOUSELEAVE (WM_NCMOUSELEAVE for TME_NONCLIENT) and its tracking ends, hover
        included; a hover request whose pointer left its hover rectangle starts again
        from the new place."""
        for tid, entry in list(self.mouse_tracking.items()):
            hwnd, flags = entry[0], entry[1]
            if self.get(hwnd) is None:
                self._end_tracking(tid)
            elif not self._pointer_over(hwnd, flags, x, y):
                self._end_tracking(tid)
                if flags & TME_LEAVE:
                    self.post(hwnd, WM_NCMOUSELEAVE if flags & TME_NONCLIENT
                              else WM_MOUSELEAVE)
            elif flags & TME_HOVER and (hwnd, _HOVER_TIMER) in self.timers:
                (ax, ay), (hw, hh) = entry[2], entry[4]
                if abs(x - ax) > hw // 2 or abs(y - ay) > hh // 2:
                    self._arm_hover(tid, entry[3])

    def _end_tracking(self, tid):
        entry = self.mouse_tracking.pop(tid, None)
        if entry is not None:
            self.timers.pop((entry[0], _HOVER_TIMER), None)

    def _arm_hover(self, tid, hover_ms):
        """Start (or restart) the thread's hover wait at the pointer's place: after
        ``hover_ms`` without leaving the hover rectangle the window is posted
        WM_MOUSEHOVER (client coordinates, the buttons and keys held) or WM_NCMOUSEHOVER
        (the hit-test code, screen coordinates), once."""
        entry = self.mouse_tracking[tid]
        hwnd, flags = entry[0], entry[1]
        x, y = self.mouse_pos
        entry[2], entry[3] = (x, y), hover_ms
        win = self.get(hwnd)
        if flags & TME_NONCLIENT:
            msg, wparam, lparam = WM_NCMOUSEHOVER, self.hit_test(win, x, y) & 0xFFFFFFFF, \
                make_lparam(x, y)
        else:
            cx, cy = self.client_origin(win)
            msg, wparam, lparam = WM_MOUSEHOVER, self._key_flags(), make_lparam(x - cx, y - cy)
        self.timers[(hwnd, _HOVER_TIMER)] = [hover_ms, self.vm.clock.now_ms() + hover_ms,
                                            lparam, msg, wparam, True]

    def tracking_of(self, tid):
        """TME_QUERY: (hwnd, flags, hover time) of the thread's request, or None; its
        TME_HOVER ends once WM_MOUSEHOVER was posted."""
        entry = self.mouse_tracking.get(tid)
        if entry is None or self.get(entry[0]) is None:
            return None
        flags = entry[1]
        if not (entry[0], _HOVER_TIMER) in self.timers:
            flags &= ~TME_HOVER
        if not flags & (TME_HOVER | TME_LEAVE):
            return None
        return entry[0], flags, entry[3] if flags & TME_HOVER else 0

    def track_mouse(self, tid, hwnd, flags, hover_ms, hover_size):
        """TrackMouseEvent(TME_LEAVE and/or TME_HOVER [| TME_NONCLIENT]) for thread
        ``tid``: it replaces the thread's earlier request; the hover wait is ``hover_ms`` within a rectangle of ``hover_size``
        (SPI_GETMOUSEHOVERWIDTH, SPI_GETMOUSEHOVERHEIGHT) round where it starts. With the pointer off the window (or the area TME_NONCLIENT names),
        WM_MOUSELEAVE (or WM_NCMOUSELEAVE) is posted at once when asked for, and nothing
        stays tracked, as documented."""
        if not self._pointer_over(hwnd, flags, *self.mouse_pos):
            self._end_tracking(tid)
            if flags & TME_LEAVE:
                self.post(hwnd, WM_NCMOUSELEAVE if flags & TME_NONCLIENT else WM_MOUSELEAVE)
            return
        self._end_tracking(tid)
        self.mouse_tracking[tid] = [hwnd, flags, self.mouse_pos, 0, hover_size]
        if flags & TME_HOVER:
            self._arm_hover(tid, hover_ms)

    def cancel_mouse_tracking(self, tid, hwnd, flags):
        """TME_CANCEL: end the thread's leave and/or hover request for ``hwnd`` (the
        non-client one with TME_NONCLIENT)."""
        cur = self.mouse_tracking.get(tid)
        if cur is None or cur[0] != hwnd or (cur[1] ^ flags) & TME_NONCLIENT:
            return
        if flags & TME_HOVER:
            self.timers.pop((hwnd, _HOVER_TIMER), None)
        cur[1] &= ~(flags & (TME_HOVER | TME_LEAVE))
        if not cur[1] & (TME_HOVER | TME_LEAVE):
            self._end_tracking(tid)

    def _parent_notify(self, win, button, x, y):
        """Generator: WM_PARENTNOTIFY to each ancestor of a child pressed by a mouse button
        (up to the top-level window), unless a window on the way has
        WS_EX_NOPARENTNOTIFY, as Windows does before the button message."""
        msg = WM_LBUTTONDOWN if button == "left" else WM_RBUTTONDOWN
        while win.is_child and win.child_style and not win.exstyle & 0x4:   # WS_EX_NOPARENTNOTIFY
            parent = self.get(win.parent)
            if parent is None:
                parent = self.windows.get(win.parent)
                if parent is not None:          # another process's (user/crosstree.py)
                    cx, cy = self.client_origin(parent)
                    yield from crosstree.send_parent(self.vm, win, 0x0210, msg,
                                                     make_lparam(x - cx, y - cy))
                    win = parent
                    continue
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
                rect = self.vm.heap.alloc(RECT.sizeof())
                self.vm.mem.write(rect, RECT.pack_values(x0, y0, x0 + win.w, y0 + win.h))
                try:
                    refused = yield from hooks.call_hooks(self.vm, hooks.WH_CBT,
                                                          hooks.HCBT_MOVESIZE, hwnd, rect)
                finally:
                    self.vm.heap.free(rect)
                if refused:
                    self.move_window(win, *start)
            if start is not None:
                yield from winevents.window_event(self.vm, winevents.EVENT_SYSTEM_MOVESIZEEND,
                                                  win)
            return None
        if kind == "move":
            self.move_window(win, x - dx, y - dy, win.w, win.h)
        return None

    def _translate_key(self, event, now):
        _, kind, code = event[:3]
        scan = event[3] if len(event) > 3 and event[3] is not None else None
        fg = self.foreground_input       # (its focus takes the keyboard: threadinput.py)
        target = self.get(fg.focus) or self.get(fg.active)
        alt, ctrl = 0x12, 0x11
        code, scan, side = sided_key(code, scan)
        if side is not None:
            if kind == "down":
                keystate.pressed(self.vm, side)
                self.keys_down.add(side)
            elif kind == "up":
                self.keys_down.discard(side)
        if kind == "down":
            repeat = code in self.keys_down
            keystate.pressed(self.vm, code)
            self.keys_down.add(code)
            self.async_pressed.add(code)
            # An Alt tap (nothing else pressed meanwhile) enters menu mode on its release.
            if code == alt:
                self.alt_chord = False
            elif alt in self.keys_down:
                self.alt_chord = True
            lp = 1 | (self._scan(code) if scan is None else scan) << 16 | \
                (0x40000000 if repeat else 0) | (KF_ALTDOWN if alt in self.keys_down else 0)
            if hotkeys.fire(self, code, repeat):
                return None         # a hot key: WM_HOTKEY was posted instead
            system = self.system_key(kind, code)
            if system:
                self.last_syskey = code     # (for Alt's release)
            msg = WM_SYSKEYDOWN if system else WM_KEYDOWN
        elif kind == "up":
            system = self.system_key(kind, code)
            if alt in self.keys_down and (code in (alt, ctrl) or ctrl not in self.keys_down):
                self.last_syskey = 0
            if side is None or other_side(side) not in self.keys_down:
                self.keys_down.discard(code)    # (Shift is up once both Shift keys are)
            lp = 1 | (self._scan(code) if scan is None else scan) << 16 | 0xC0000000 | \
                (KF_ALTDOWN if alt in self.keys_down else 0)
            msg = WM_SYSKEYUP if system else WM_KEYUP
        else:  # "char": the character arrives on its own, as in a browser keypress
            lp = 1 | (self._char_scan(code) << 16)
            msg = WM_SYSCHAR if alt in self.keys_down else WM_CHAR
        if code == VK_PACKET and kind != "char" and scan is not None:
            lp = 1 | scan << 16     # the character alone, with no state bits (Wine 8's)
        if target is None:
            return None
        m = Message(target.hwnd, msg, code, lp, now, self.mouse_pos)
        m.side = side
        return m

    def system_key(self, kind, code, down=None):
        """Whether a key event (``kind`` "down" or "up" of the generic key ``code``) is a
        system key (WM_SYSKEYDOWN / WM_SYSKEYUP) with the keys down as they are (or as
        ``down`` says they will be when its turn comes): pressed
        while Alt is held (Alt itself included) but not Ctrl (Ctrl+Alt is AltGr), or F10;
        released while Alt is held (not with Ctrl, unless the key is Ctrl or Alt), but
        Alt's own release only when Alt was the last system key pressed (an Alt tap):
        after Alt+X it is WM_KEYUP, as Windows sends them. WH_KEYBOARD_LL hooks are told
        the same (user/hooks.py)."""
        alt, ctrl = 0x12, 0x11
        if down is None:
            down = self.keys_down
        if code == 0x79:
            return True
        if kind == "down":
            return (alt in down or code == alt) and not (ctrl in down or code == ctrl)
        if alt in down and (code in (alt, ctrl) or ctrl not in down):
            return self.last_syskey == alt or code != alt
        return False

    @staticmethod
    def _scan(vk):
        """The scan-code bits of a key message's lParam (16-23, and 24 for an extended
        key) for a virtual key on the US layout: programs that read keys by position
        (SDL2's scancodes) take them from there."""
        ext = 1 << 8 if vk in keymap.EXTENDED_VKS else 0
        return keymap.VK_TO_SCAN.get(vk, 0) | ext

    @staticmethod
    @functools.lru_cache(maxsize=1024)  # (a walk of the layout's tables per character)
    def _char_scan(code):
        """The scan code of the key that types character ``code`` on the US layout (0 for
        one no key types), for WM_CHAR's lParam as TranslateMessage gives it."""
        ch = chr(code).upper() if code < 0x110000 else ""
        vk = ord(ch) if len(ch) == 1 and ("0" <= ch <= "9" or "A" <= ch <= "Z") else None
        if vk is None:
            for k, v in keymap.SHIFTED.items():
                if v == ch:
                    vk = ord(k.upper()) if len(k) == 1 and k.isalnum() else None
                    ch = k
                    break
        if vk is None:
            vk = next((k for k in keymap.VK_TO_SCAN
                       if k not in keymap.EXTENDED_VKS and keymap.vk_char(k) == ch), 0)
        return keymap.VK_TO_SCAN.get(vk, 0)
