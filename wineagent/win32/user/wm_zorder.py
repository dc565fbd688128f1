"""The window manager's z-order, activation and focus: bringing a window to the top
(topmost windows stay above), GetWindow's relations, SetWindowPos's placement,
activation (WM_ACTIVATE, WH_CBT's HCBT_ACTIVATE), SetFocus and moving a window.

:class:`ZOrderMixin` is one part of :class:`~.wm.WindowManager` (``wm.py``).
"""

from . import emit as event_hooks, hooks
from ..core.messages import WM_ACTIVATE, WM_ACTIVATEAPP, WM_KILLFOCUS, WM_SETFOCUS
from . import procwindows, threadinput, winevents
from .winsta import is_shell_window
from ..core.styles import WS_DISABLED, WS_EX_TOPMOST, WS_POPUP, WS_VISIBLE
from ..core.structures import CBTACTIVATESTRUCT

__all__ = ["ZOrderMixin"]


class ZOrderMixin:
    """Z-order, activation, focus and moving windows (a part of WindowManager)."""

    # -- activation and focus ----------------------------------------------------------
    def bring_to_top(self, win):
        """Move a top-level window (and the windows it owns) to the top of the z-order;
        the desktop's shell window stays at the bottom (activated too, as Windows keeps
        Progman under every other window)."""
        if win.hwnd in self.zorder and not is_shell_window(self.vm, win.hwnd):
            self.zorder.remove(win.hwnd)
            self.zorder.append(win.hwnd)
            owned = [h for h in self.zorder if h != win.hwnd and self.windows[h].owner == win.hwnd]
            for h in owned:
                self.zorder.remove(h)
                self.zorder.append(h)
            self.keep_topmost_above()
            self.vm.gdi.touch()
            # in front of the other processes' windows too
            procwindows.raised(self.vm, [win.hwnd] + owned)

    def keep_topmost_above(self):
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
            # the owner as recorded: a pop-up SetParent put inside a window keeps it
            return win.owner or 0
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

    def raise_child(self, win):
        """Put child ``win`` at the top of its siblings (first in its parent's list)."""
        parent = self.windows.get(win.parent)
        if parent is None or win.hwnd not in parent.children:
            return
        if parent.children[0] != win.hwnd:
            parent.children.remove(win.hwnd)
            parent.children.insert(0, win.hwnd)
            self.vm.gdi.touch()
        self.invalidate(win, None, True)

    def _place_child(self, win, after):
        """SetWindowPos's z-order among a child's siblings: HWND_TOP first, HWND_BOTTOM
        last, else just below sibling ``after`` (the topmost bands are top-level only)."""
        parent = self.windows.get(win.parent)
        if parent is None or win.hwnd not in parent.children:
            return
        if after in (0, 0xFFFFFFFF, 0xFFFFFFFE):    # HWND_TOP; (NO)TOPMOST act as TOP
            self.raise_child(win)
            return
        siblings = parent.children
        if after == 1:                           # HWND_BOTTOM
            siblings.remove(win.hwnd)
            siblings.append(win.hwnd)
        elif after in siblings and after != win.hwnd:
            siblings.remove(win.hwnd)
            siblings.insert(siblings.index(after) + 1, win.hwnd)
        else:
            return
        self.invalidate(win, None, True)
        self.vm.gdi.touch()

    def place(self, win, after):
        """SetWindowPos's z-order: ``after`` is HWND_TOP (0), HWND_BOTTOM (1),
        HWND_TOPMOST (-1), HWND_NOTOPMOST (-2) or the window to go just behind."""
        after &= 0xFFFFFFFF
        if win.is_child:
            self._place_child(win, after)
            return
        if win.hwnd not in self.zorder:     # a message-only window has no place in it
            return
        if is_shell_window(self.vm, win.hwnd):
            after = 1           # the shell window stays at the bottom, not topmost either
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
            procwindows.placed(self.vm, win.hwnd, after)
        elif after in self.zorder and after != win.hwnd:
            self.zorder.remove(win.hwnd)
            self.zorder.insert(self.zorder.index(after), win.hwnd)   # just below it
            self.keep_topmost_above()
            procwindows.placed(self.vm, win.hwnd, after)
        elif after != win.hwnd and procwindows.foreign_window(self.vm, after) is not None:
            # just below another process's window: the session's order says where
            procwindows.placed(self.vm, win.hwnd, after)
        self.vm.gdi.touch()

    def activate(self, hwnd, click=False, losing=None, foreground=True, within=None):
        """Generator: make a top-level window the active window of its thread's input
        (WM_ACTIVATE out and in, and WM_ACTIVATEAPP when the activation moves to another
        thread); ``hwnd`` 0: input ``within`` (the running thread's by default) has
        none. The input takes the process's foreground (user/threadinput.py), from
        another input of the process too, unless ``foreground`` is False
        (SetActiveWindow, SetFocus) and another input has an active window. ``losing``:
        the id of the thread whose active window was just destroyed (the window is gone,
        its thread still loses the activation)."""
        vm = self.vm
        win = self.get(hwnd)
        if win is not None:
            win = self.activatable(win)
        new = win.hwnd if win is not None else 0
        if new:
            inp = threadinput.of_window(vm, new)
        else:
            inp = within if within is not None else threadinput.current(vm)
        fg = threadinput.foreground(vm)
        # another input of the process, losing the foreground (and its windows) to it
        lost = fg if new and fg is not inp and (foreground or not fg.active) else None
        if new == inp.active and lost is None:
            if win is not None:
                self.bring_to_top(win)
            return
        prev = inp.active if inp.active != new else 0
        old_hwnd = (lost.active if lost is not None else 0) or prev
        if (yield from self._cbt_activate(new, click, old_hwnd)):
            return                            # a CBT hook refused the activation
        in_front = bool(new) and (lost is not None or fg is inp)
        inp.active = new
        lost_focus = 0
        if lost is not None:
            lost_focus, lost.focus, lost.active = lost.focus, 0, 0
        if in_front:
            threadinput.set_foreground(vm, inp)
            # the foreground window changes (raised after HCBT_ACTIVATE)
            yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_FOREGROUND, new)
        old = self.get(old_hwnd)
        # the thread losing the activation: this process's (old's), else the other
        # process's whose window had the foreground (its id, as lParam; None: none did)
        old_tid = self.owner_thread(old.hwnd) if old is not None else losing
        elsewhere = None
        if not new and inp is fg:
            procwindows.released_foreground(vm)   # another process's may take it
        if in_front:
            # another process's window loses it
            elsewhere = procwindows.took_foreground(vm, new)
        if new:
            # GetLastActivePopup's answer for the window and each of its owners
            w = win
            while w is not None:
                w.state["last_active"] = new
                w = self.get(w.owner) if w.owner else None
        # the windows deactivated: the input's own, and the active window of the input
        # that lost the foreground
        for w in ([self.get(prev)] if prev and prev != old_hwnd else []) + [old]:
            if w is not None:
                self.redraw_nonclient(w)
                yield from self.send(w.hwnd, 0x0086, 0, 0)  # WM_NCACTIVATE FALSE
                yield from self.send(w.hwnd, WM_ACTIVATE, 0, new)
        # WM_ACTIVATEAPP, as documented: FALSE to every top-level window of the thread
        # losing the activation, then TRUE to every one of the thread gaining it, each
        # with the other thread's id (0: none); a thread of another process that lost
        # the foreground hears its FALSE in its own process (procwindows.took_foreground)
        new_tid = self.owner_thread(new) if new else None
        other_tid = old_tid if old_tid is not None else elsewhere
        if old_tid is not None and old_tid == new_tid:
            new_tid = None                      # the same thread: none
        elif old_tid is not None:
            yield from self.activate_app(old_tid, False, new_tid or 0)
        if lost_focus and self.get(lost_focus) is not None:
            # the input that lost the foreground loses its focus (as a process does)
            event_hooks.focus_changed(vm, lost_focus, 0)
            yield from self.send(lost_focus, WM_KILLFOCUS, 0, 0)
        if new_tid is not None:
            yield from self.activate_app(new_tid, True, other_tid or 0)
        if win is not None:
            self.bring_to_top(win)
            self.redraw_nonclient(win)
            yield from self.send(new, 0x0086, 1, 0)  # WM_NCACTIVATE TRUE
            yield from self.send(new, WM_ACTIVATE, 2 if click else 1, old.hwnd if old else 0)

    def activatable(self, win):
        """The window that activation of ``win`` activates: the first of ``win`` and its
        parents without WS_CHILD, as Windows climbs. That is the top-level window, except
        for a window SetParent put inside another without WS_CHILD (a pop-up made a
        child of a child), which is activated itself."""
        while win.is_child and win.child_style:
            win = self.windows[win.parent]
        return win

    def focus_activated(self, hwnd):
        """Generator: after ``hwnd`` was made active by hiding or destroying the window
        that was, give it the keyboard focus unless the focus already lies inside it
        (its WM_ACTIVATE handler put it on a child: SciTE's on its editor), as Windows'
        activation does."""
        win = self.get(hwnd)
        if win is None:
            return
        inp = threadinput.of_window(self.vm, hwnd)
        if inp.active != win.hwnd:
            return
        focus = self.get(inp.focus) if inp.focus else None
        while focus is not None and focus is not win and focus.is_child:
            focus = self.get(focus.parent)   # (a pop-up SetParent nested: not its top)
        if focus is not win:
            yield from self.set_focus(hwnd)

    def activate_app(self, tid, active, other_tid):
        """Generator: WM_ACTIVATEAPP(``active``, ``other_tid``) to every top-level window
        of thread ``tid`` (hidden ones too), from the top of the Z order."""
        for h in list(reversed(self.zorder)):
            if self.get(h) is not None and self.owner_thread(h) == tid:
                yield from self.send(h, WM_ACTIVATEAPP, int(active), other_tid)

    def _cbt_activate(self, new, click, old):
        """Generator: HCBT_ACTIVATE with a CBTACTIVATESTRUCT {fMouse, hWndActive}; its
        answer (non-zero refuses the activation)."""
        if not self.hooks.hooked(hooks.WH_CBT, self.vm.threads.current.tid):
            return 0
        ptr = self.vm.ptr_size
        cbt = self.vm.heap.alloc(CBTACTIVATESTRUCT.sizeof(ptr))
        self.vm.mem.write(cbt, CBTACTIVATESTRUCT.pack(ptr, fMouse=int(click), hWndActive=old))
        try:
            return (yield from hooks.call_hooks(self.vm, hooks.WH_CBT, hooks.HCBT_ACTIVATE,
                                                new, cbt))
        finally:
            self.vm.heap.free(cbt)

    def set_focus(self, hwnd, within=None):
        """Generator: move the keyboard focus of ``hwnd``'s thread input (NULL: of
        ``within``, else the running thread's input) to it (WM_KILLFOCUS /
        WM_SETFOCUS); returns the old one."""
        vm = self.vm
        inp = within
        if inp is None:
            inp = (threadinput.of_window(vm, hwnd) if hwnd and self.get(hwnd) is not None
                   else threadinput.current(vm))
        old = inp.focus
        if hwnd == old:
            return old
        if (yield from hooks.call_hooks(self.vm, hooks.WH_CBT, hooks.HCBT_SETFOCUS, hwnd, old)):
            return 0                          # a CBT hook keeps the focus where it is
        inp.focus = hwnd
        event_hooks.focus_changed(self.vm, old, hwnd)
        if not hwnd:
            # the focus going nowhere is an EVENT_OBJECT_FOCUS too, raised before
            # WM_KILLFOCUS (msg.c's WmKillFocusButtonSeq, WmModalDialogSeq)
            yield from winevents.window_event(self.vm, winevents.EVENT_OBJECT_FOCUS, 0,
                                              winevents.OBJID_CLIENT)
        if old and self.get(old) is not None:
            yield from self.send(old, WM_KILLFOCUS, hwnd, 0)
        if hwnd and self.get(hwnd) is not None:
            yield from winevents.window_event(self.vm, winevents.EVENT_OBJECT_FOCUS, hwnd,
                                              winevents.OBJID_CLIENT)
            yield from self.send(hwnd, WM_SETFOCUS, old, 0)
        return old

    # -- window lifetime -----------------------------------------------------------------
    def move_window(self, win, x, y, w, h):
        """Move/resize without messages' generator plumbing (WM_MOVE/WM_SIZE are posted)."""
        resized = (w, h) != (win.w, win.h)
        moved = (x, y) != (win.x, win.y)
        win.x, win.y, win.w, win.h = x, y, max(0, w), max(0, h)
        self.geometry_epoch += 1
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
