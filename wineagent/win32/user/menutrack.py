"""The modal menu loop: menu mode from the menu bar (WM_SYSCOMMAND's SC_MOUSEMENU and
SC_KEYMENU) or TrackPopupMenu. ``MenuTracker`` takes the mouse capture, shows each open
popup as a top-level window of the built-in class "#32768" (``popup_proc``), interprets
mouse and keyboard input itself and dispatches everything else (paints, timers, posted
messages); choosing an item closes the menus and posts WM_COMMAND to the owner
(TPM_RETURNCMD returns the id instead). The menus themselves are ``menus.py``'s."""

from ..core.dllnames import USER32
from ..core.messages import (WM_CHAR, WM_COMMAND, WM_ERASEBKGND, WM_KEYDOWN, WM_KEYUP,
                             WM_LBUTTONDBLCLK, WM_LBUTTONDOWN, WM_LBUTTONUP,
                             WM_MOUSEACTIVATE, WM_MOUSEMOVE, WM_NCLBUTTONDOWN,
                             WM_NCLBUTTONUP, WM_NCMOUSEMOVE, WM_NCRBUTTONDOWN,
                             WM_NCRBUTTONUP, WM_PAINT, WM_RBUTTONDBLCLK, WM_RBUTTONDOWN,
                             WM_RBUTTONUP, WM_SYSCHAR, WM_SYSKEYDOWN, WM_SYSKEYUP,
                             WM_TIMER)
from ..core.mnemonics import split_mnemonic
from ..core.winerror import ERROR_POPUP_ALREADY_ACTIVE
from . import emit as event_hooks, winevents
from .winevents import OBJID_SYSMENU
from .menuflags import (BORDER, MF_GRAYED, MF_HILITE, MF_POPUP, POPUP_CLASS,
                        TPM_BOTTOMALIGN, TPM_CENTERALIGN, TPM_NONOTIFY, TPM_RETURNCMD,
                        TPM_RIGHTALIGN, TPM_VCENTERALIGN, TPM_VERTICAL, VK_DOWN, VK_ESCAPE, VK_F10,
                        VK_LEFT, VK_MENU, VK_RETURN, VK_RIGHT, VK_UP, WM_ENTERIDLE,
                        MNS_NOTIFYBYPOS, WM_MENUCOMMAND, WM_UNINITMENUPOPUP,
                        WM_ENTERMENULOOP,
                        WM_EXITMENULOOP, WM_INITMENU, WM_INITMENUPOPUP, WM_MENUCHAR,
                        WM_MENUSELECT)
from .menuflags import MN_GETHMENU
from .msgloop import MSGF_MENU, dispatch, msg_filter
from .ownerdraw import ODA_SELECT
from .pyproc import window_proc
from .window import (WM_CANCELMODE, begin_paint, create_window, def_window_proc, end_paint,
                     show_window)
from .wm import WS_POPUP, WindowClass


def _clear_of(x, y, w, h, exclude, vertical, sw, sh):
    """TrackPopupMenuEx's placement around rcExclude, as documented: a menu at (x, y) that
    would cover the rectangle moves beside it - below or above it with TPM_VERTICAL,
    right or left of it otherwise - on the side where it fits on the screen, the asked
    side first; if neither fits it moves the other way (horizontally for TPM_VERTICAL)."""
    l, t, r, b = exclude
    if not (x < r and l < x + w and y < b and t < y + h):
        return x, y
    def vert():
        if b + h <= sh:
            return b
        return t - h if t - h >= 0 else None
    def horz():
        if r + w <= sw:
            return r
        return l - w if l - w >= 0 else None
    first, second = (vert, horz) if vertical else (horz, vert)
    v = first()
    if v is not None:
        return (x, v) if vertical else (v, y)
    v = second()
    if v is not None:
        return (v, y) if vertical else (x, v)
    return x, y


def _hilite(menu, index):
    """MF_HILITE on item ``index`` of ``menu`` alone (none for -1): the selected item of
    an open menu reports it in GetMenuState, as Windows keeps it in the item's state."""
    for i, it in enumerate(menu.items):
        it.state = (it.state | MF_HILITE) if i == index else (it.state & ~MF_HILITE)


class _Open:
    """One open popup of a tracker: its menu, window and where it hangs from."""

    __slots__ = ("menu", "hwnd", "pos")

    def __init__(self, menu, hwnd, pos):
        self.menu, self.hwnd, self.pos = menu, hwnd, pos


_MOUSE = {WM_MOUSEMOVE: "move", WM_NCMOUSEMOVE: "move",
          WM_LBUTTONDOWN: "down", WM_LBUTTONDBLCLK: "down", WM_NCLBUTTONDOWN: "down",
          WM_RBUTTONDOWN: "rdown", WM_RBUTTONDBLCLK: "rdown", WM_NCRBUTTONDOWN: "rdown",
          WM_LBUTTONUP: "up", WM_NCLBUTTONUP: "up", WM_RBUTTONUP: "rup",
          WM_NCRBUTTONUP: "rup"}


class MenuTracker:
    """The modal menu loop of one menu-mode session (menu bar or TrackPopupMenu)."""

    def __init__(self, menus, owner, bar, flags):
        self.menus, self.vm, self.wm = menus, menus.vm, menus.vm.wm
        self.owner, self.bar, self.flags = owner, bar, flags
        self.notify = not flags & TPM_NONOTIFY
        self.bar_index = -1
        self.popups = []
        self.chosen = None
        self.chosen_at = None        # (HMENU, position) of the chosen item
        self.done = False
        self.swallow_char = None     # the letter that started keyboard menu mode
        self.idle_sent = False       # WM_ENTERIDLE went out since the last message
        self.top_menu = None         # TrackPopupMenu's menu
        self.keyboard = False        # menu mode started from the keyboard (Alt, F10)
        self.exclude = None          # TrackPopupMenuEx's rectangle to keep clear of
        self.shown = True            # False: TrackPopupMenu's menu was empty, not shown
        self.event_object = winevents.OBJID_MENU   # MENUSTART / MENUEND's object

    # -- helpers ------------------------------------------------------------------------
    def _send(self, msg, wparam, lparam):
        if self.notify and self.wm.get(self.owner.hwnd) is not None:
            return (yield from self.wm.send(self.owner.hwnd, msg, wparam, lparam))
        return 0

    def _hot(self, level):
        win = self.wm.get(self.popups[level].hwnd)
        return win.state.get("hot", -1) if win is not None else -1

    def _set_hot(self, level, index):
        p = self.popups[level]
        win = self.wm.get(p.hwnd)
        if win is None or win.state.get("hot", -1) == index:
            return
        old = win.state.get("hot", -1)
        win.state["hot"] = index
        _hilite(p.menu, index)
        self.menus.paint_popup(win)
        for i in (old, index):   # the owner redraws the items whose selection changed
            if 0 <= i < len(p.menu.items) and (p.menu.items[i].owner_drawn or
                                               p.menu.items[i].callback_bitmap):
                yield from self.menus.draw_owner_items(win, ODA_SELECT, only=i)
        if 0 <= index < len(p.menu.items):
            it = p.menu.items[index]
            yield from self._send(WM_MENUSELECT, ((it.flags() | MF_HILITE) << 16)
                                  | ((index if it.submenu else it.id) & 0xFFFF), p.menu.handle)

    def _redraw_bar(self):
        """Generator: the bar redrawn with its open item (owner-drawn items by the owner)."""
        if self.bar is not None:
            _hilite(self.bar, self.bar_index)
            if self.bar_index >= 0:
                self.menus.open_bar[self.owner.hwnd] = self.bar_index
            else:
                self.menus.open_bar.pop(self.owner.hwnd, None)
            if self.wm.get(self.owner.hwnd) is not None:
                self.wm.redraw_menu_bar(self.owner)
                yield from self.menus.paint_bar_owner_items(self.owner)

    def _close_above(self, level):
        """Close every popup deeper than ``level`` (-1: all of them): its selection
        cleared, its window destroyed, then WM_UNINITMENUPOPUP (HIWORD(lParam) TRUE for a
        window menu) to the owner, in that order as Windows (Wine's test_menu_input)."""
        while len(self.popups) > level + 1:
            p = self.popups.pop()
            _hilite(p.menu, -1)
            if self.wm.get(p.hwnd) is not None:
                yield from winevents.window_event(self.vm, winevents.EVENT_SYSTEM_MENUPOPUPEND,
                                                  p.hwnd, winevents.OBJID_CLIENT)
                yield from self.wm.destroy(p.hwnd)
            sysmenu = any(w.state.get("sysmenu") == p.menu.handle
                          for w in list(self.wm.windows.values()))
            yield from self._send(WM_UNINITMENUPOPUP, p.menu.handle, int(sysmenu) << 16)

    def _open(self, menu, x, y, pos, align=0, avoid=None, exclude=None):
        """Generator: show a popup for ``menu`` with its top-left near screen (x, y);
        ``exclude``: TrackPopupMenuEx's rcExclude (screen l, t, r, b)."""
        wm = self.wm
        yield from self._send(WM_INITMENUPOPUP, menu.handle, pos & 0xFFFF)
        if not menu.items:
            return      # an empty popup is not shown (its WM_INITMENUPOPUP may fill it)
        yield from self.menus.measure_owner_items(menu, self.owner.hwnd)
        w, h, _ = self.menus.popup_layout(menu)
        if align & TPM_CENTERALIGN:
            x -= w // 2
        elif align & TPM_RIGHTALIGN:
            x -= w
        if align & TPM_VCENTERALIGN:
            y -= h // 2
        elif align & TPM_BOTTOMALIGN:
            y -= h
        if exclude is not None:
            x, y = _clear_of(x, y, w, h, exclude, align & TPM_VERTICAL, wm.width, wm.height)
        if x + w > wm.width:
            # A cascading submenu flips to the parent's left side; others slide left.
            x = avoid - w if avoid is not None and avoid - w >= 0 else wm.width - w
        if y + h > wm.height:
            y = wm.height - h
        x, y = max(0, x), max(0, y)
        hwnd = yield from create_window(self.vm, 0x80 | 0x8, POPUP_CLASS, "", WS_POPUP,
                                        x, y, w, h, self.owner.hwnd, 0, 0, 0)
        win = wm.get(hwnd)
        if win is None:
            return
        win.state["menu"] = menu.handle
        win.state["hot"] = -1
        menu.shown_rects = self.menus.popup_layout(menu)[2]
        win.state["owner"] = self.owner.hwnd
        self.popups.append(_Open(menu, hwnd, pos))
        event_hooks.menu_opened(self.vm, menu, hwnd, self.owner.hwnd)
        yield from show_window(self.vm, win, 4)   # SW_SHOWNOACTIVATE: menus never activate
        yield from winevents.window_event(self.vm, winevents.EVENT_SYSTEM_MENUPOPUPSTART, hwnd,
                                          winevents.OBJID_CLIENT)
        self.menus.paint_popup(win)   # (its owner-drawn items come with its WM_PAINT)

    def _open_bar(self, index, select_first=False):
        """Generator: make bar item ``index`` the open one (its popup shown, if any)."""
        yield from self._close_above(-1)
        before, self.bar_index = self.bar_index, index
        yield from self._redraw_bar()
        it = self.bar.items[index]
        if index != before:     # a title already selected is not announced again
            yield from self._send(WM_MENUSELECT, ((it.flags() | MF_HILITE) << 16)
                                  | ((index if it.submenu else it.id) & 0xFFFF),
                                  self.bar.handle)
        sub = self.menus.held(it.submenu) if it.submenu else None
        if sub is not None and it.enabled:
            l, t, r, b = self.menus.bar_layout(self.owner)[index]
            wx, wy = self.wm.screen_origin(self.owner)
            yield from self._open(sub, wx + l, wy + b + 1, index)
            if select_first and self.popups:
                yield from self._step(0, 1)

    def _open_sub(self, level, index, select_first=False):
        """Generator: open the submenu of item ``index`` of popup ``level``."""
        p = self.popups[level]
        it = p.menu.items[index]
        sub = self.menus.held(it.submenu)
        if sub is None or not it.enabled:
            return
        win = self.wm.get(p.hwnd)
        _, _, rects = self.menus.popup_layout(p.menu)
        l, t, r, _ = rects[index]
        yield from self._open(sub, win.x + r, win.y + t - BORDER, index, avoid=win.x + l)
        if select_first:
            yield from self._step(len(self.popups) - 1, 1)

    def _bar_step(self, delta, opened):
        """Generator: the next (``delta`` 1) or previous bar title: its popup opened with
        its first item selected when one was open, else only the title selected."""
        index = (self.bar_index + delta) % len(self.bar.items)
        if opened:
            yield from self._open_bar(index, select_first=True)
            return
        self.bar_index = index
        yield from self._redraw_bar()
        it = self.bar.items[index]
        yield from self._send(WM_MENUSELECT, ((it.flags() | MF_HILITE) << 16)
                              | ((index if it.submenu else it.id) & 0xFFFF), self.bar.handle)

    def _step(self, level, delta):
        """Generator: move the highlight of popup ``level`` to the next non-separator."""
        items = self.popups[level].menu.items
        n = len(items)
        if not n or all(it.separator for it in items):
            return
        i = self._hot(level)
        if i < 0:
            i = -1 if delta > 0 else n
        for _ in range(n):
            i = (i + delta) % n
            if not items[i].separator:
                break
        yield from self._set_hot(level, i)

    def _where(self, x, y):
        """('popup', level, item index or -1) / ('bar', index, None) / (None, None, None)."""
        wm = self.wm
        for level in range(len(self.popups) - 1, -1, -1):
            win = wm.get(self.popups[level].hwnd)
            if win is None:
                continue
            if win.x <= x < win.x + win.w and win.y <= y < win.y + win.h:
                _, _, rects = self.menus.popup_layout(self.popups[level].menu)
                ry = y - win.y
                rx = x - win.x
                for i, (l, t, r, b) in enumerate(rects):
                    if t <= ry < b and l <= rx < r:
                        return "popup", level, i
                return "popup", level, -1
        if self.bar is not None and wm.get(self.owner.hwnd) is not None:
            j = self.menus.bar_item_at(self.owner, x, y)
            if j is not None:
                return "bar", j, None
        return None, None, None

    def _choose(self, menu, index):
        item = menu.items[index]
        self.chosen = item.id
        self.chosen_at = (menu.handle, index)
        self.done = True
        event_hooks.menu_chosen(self.vm, item, self.owner.hwnd)

    # -- input ---------------------------------------------------------------------------
    def _mouse(self, kind, x, y):
        where, a, b = self._where(x, y)
        if kind in ("rdown", "rup"):
            if where is None and kind == "rdown":
                self.done = True
                return
            kind = kind[1:]
        if where == "popup":
            level, index = a, b
            if kind in ("move", "down"):
                if index < 0 or self.popups[level].menu.items[index].separator:
                    if kind == "move" and level == len(self.popups) - 1:
                        yield from self._set_hot(level, -1)
                    return
                if self._hot(level) != index or len(self.popups) == level + 1:
                    changed = self._hot(level) != index
                    yield from self._set_hot(level, index)
                    if changed:
                        yield from self._close_above(level)
                        if self.popups[level].menu.items[index].submenu:
                            yield from self._open_sub(level, index)
            elif kind == "up" and index >= 0 and self._hot(level) == index:
                # only the selected item is chosen: a release over an item the pointer
                # never entered (the popup opened over the press) chooses nothing
                it = self.popups[level].menu.items[index]
                if it.separator or it.submenu:
                    return
                if it.enabled:
                    self._choose(self.popups[level].menu, index)
                elif not it.state & MF_GRAYED:
                    pass  # MF_DISABLED alone: looks normal, does nothing
            return
        if where == "bar":
            j = a
            if kind == "down":
                if j == self.bar_index and self.popups:
                    self.done = True          # a second click on the open title closes it
                else:
                    yield from self._open_bar(j)
            elif kind == "move" and j != self.bar_index:
                if self.popups:
                    yield from self._open_bar(j)
                else:       # no popup open (keyboard menu mode): the title is selected
                    yield from self._bar_step(j - self.bar_index, False)
            elif kind == "up" and j == self.bar_index:
                it = self.bar.items[j]
                if not it.submenu and it.enabled and not it.separator:
                    self._choose(self.bar, j)   # a command directly on the bar
            return
        if kind == "down":
            self.done = True                  # a click outside every menu cancels
        elif kind == "move" and self.popups and self._hot(len(self.popups) - 1) >= 0:
            yield from self._set_hot(len(self.popups) - 1, -1)

    def _key(self, vk):
        level = len(self.popups) - 1
        if vk == VK_ESCAPE:
            # Escape closes the deepest popup; in keyboard menu mode a bar's first popup
            # closes leaving its title selected (menu mode goes on, as Windows and Wine 8
            # do); one opened with the mouse leaves menu mode (wineagent's earlier rule,
            # kept: Wine keeps the title selected there too)
            if level > 0 or (level == 0 and self.bar is not None and self.keyboard):
                yield from self._close_above(level - 1)
            else:
                self.done = True
        elif vk in (VK_UP, VK_DOWN):
            if level >= 0:
                yield from self._step(level, 1 if vk == VK_DOWN else -1)
            elif self.bar is not None and self.bar_index >= 0:
                yield from self._open_bar(self.bar_index, select_first=True)
        elif vk == VK_RIGHT:
            hot = self._hot(level) if level >= 0 else -1
            if hot >= 0 and self.popups[level].menu.items[hot].submenu:
                yield from self._open_sub(level, hot, select_first=True)
            elif self.bar is not None and self.bar.items:
                yield from self._bar_step(1, level >= 0)
        elif vk == VK_LEFT:
            if level > 0:
                yield from self._close_above(level - 1)
            elif self.bar is not None and self.bar.items:
                yield from self._bar_step(-1, level >= 0)
        elif vk == VK_RETURN:
            if level < 0:
                if self.bar is not None and self.bar_index >= 0:
                    it = self.bar.items[self.bar_index]
                    if it.submenu:
                        yield from self._open_bar(self.bar_index, select_first=True)
                    elif it.enabled:
                        self._choose(self.bar, self.bar_index)   # a command on the bar
                    else:
                        self.done = True
                return
            hot = self._hot(level)
            if hot < 0:
                return
            it = self.popups[level].menu.items[hot]
            if it.submenu:
                yield from self._open_sub(level, hot, select_first=True)
            elif it.enabled:
                self._choose(self.popups[level].menu, hot)
            else:
                self.done = True              # Enter on a disabled item just closes
        elif vk in (VK_MENU, VK_F10):
            self.done = True

    def _char(self, ch):
        """Mnemonics: a unique match acts like Enter on it; several cycle the highlight."""
        level = len(self.popups) - 1
        menu = self.popups[level].menu if level >= 0 else self.bar
        if menu is None:
            return
        want = chr(ch).lower()
        hits = []
        for i, it in enumerate(menu.items):
            shown, under = split_mnemonic(it.label()[0]) if not it.separator else ("", -1)
            if under >= 0 and shown[under].lower() == want:
                hits.append(i)
        if not hits:
            r = yield from self._send(WM_MENUCHAR, (ch & 0xFFFF) | (MF_POPUP << 16 if level >= 0
                                                                      else 0), menu.handle)
            action, index = (r >> 16) & 0xFFFF, r & 0xFFFF
            if action == 1:                   # MNC_CLOSE
                self.done = True
            elif action in (2, 3) and index < len(menu.items):  # MNC_EXECUTE / MNC_SELECT
                hits = [index] if action == 2 else []
                if action == 3 and level >= 0:
                    yield from self._set_hot(level, index)
            if not hits:
                return
        if level < 0:
            it = self.bar.items[hits[0]]
            if it.submenu:
                yield from self._open_bar(hits[0], select_first=True)
            elif it.enabled:
                self._choose(self.bar, hits[0])   # a command directly on the bar
            else:
                self.done = True                  # a disabled one just leaves menu mode
            return
        if len(hits) > 1:
            cur = self._hot(level)
            nxt = next((i for i in hits if i > cur), hits[0])
            yield from self._set_hot(level, nxt)
            return
        yield from self._set_hot(level, hits[0])
        yield from self._key(VK_RETURN)

    # -- the loop ------------------------------------------------------------------------
    def _idle(self):
        """Generator: WM_ENTERIDLE(MSGF_MENU, the deepest popup window or 0 on the bar)
        to the owner when the queue runs empty, once until a message comes. It goes out
        with TPM_NONOTIFY too: it is not one of the menu notifications."""
        if self.idle_sent or self.wm.get(self.owner.hwnd) is None:
            return self.done
        self.idle_sent = True
        win = self.popups[-1].hwnd if self.popups else 0
        yield from self.wm.send(self.owner.hwnd, WM_ENTERIDLE, MSGF_MENU, win)
        return self.done    # EndMenu in the handler: no waiting

    def run(self, start_bar=None, start_popup=None, start_keys=None):
        """Generator: menu mode from entry to exit; returns the chosen id (0 if none)."""
        vm, wm, menus = self.vm, self.wm, self.menus
        if menus.tracker is not None:
            vm.last_error = ERROR_POPUP_ALREADY_ACTIVE
            return 0
        menus.tracker = self
        old_capture = wm.capture
        wm.capture = self.owner.hwnd       # as Windows: the menu loop owns the mouse
        popup_mode = start_popup is not None
        try:
            if old_capture and wm.get(old_capture) is not None:
                # the window that had the mouse hears it taken (WM_CAPTURECHANGED, the
                # owner as lParam), as on Windows; its handler may end menu mode
                yield from wm.send(old_capture, 0x0215, 0, self.owner.hwnd)
                if wm.get(self.owner.hwnd) is None:
                    self._leave(old_capture)
                    menus.tracker = None
                    return 0
            yield from self._send(WM_ENTERMENULOOP, 1 if popup_mode else 0, 0)
            yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTURESTART,
                                              self.owner.hwnd)
            first = self.bar if not popup_mode else start_popup[0]
            yield from self._send(WM_INITMENU, first.handle, 0)
            self.event_object = self._event_object(first, popup_mode)
            yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_MENUSTART,
                                              self.owner.hwnd, self.event_object)
            if popup_mode:
                menu, x, y = start_popup
                self.top_menu = menu
                yield from self._open(menu, x, y, 0, align=self.flags, exclude=self.exclude)
                self.shown = bool(self.popups)
            elif start_keys is not None:
                self.keyboard = True
                if not start_keys:
                    yield from self._bar_step(1, False)   # the first title, selected
                else:
                    self.swallow_char = start_keys
                    yield from self._char(start_keys)
                    if not self.popups:
                        self.done = True      # no item has that mnemonic: leave menu mode
            else:
                yield from self._open_bar(start_bar)
        except BaseException:
            self._leave(old_capture)
            menus.tracker = None
            raise
        return (yield from self._loop(popup_mode, old_capture))

    def _event_object(self, first, popup_mode):
        """The object MENUSTART / MENUEND name: the menu bar (OBJID_MENU), a window menu
        (OBJID_SYSMENU) or, for TrackPopupMenu, the owner window itself (OBJID_WINDOW),
        as Windows raises them (msg.c's menu sequences)."""
        if any(w.state.get("sysmenu") == first.handle for w in list(self.wm.windows.values())):
            return OBJID_SYSMENU
        return winevents.OBJID_WINDOW if popup_mode else winevents.OBJID_MENU

    def _leave(self, old_capture):
        """The end of menu mode's hold: the mouse capture given back."""
        wm = self.wm
        if wm.capture == self.owner.hwnd:
            wm.capture = old_capture if wm.get(old_capture) is not None else 0

    def _loop(self, popup_mode, old_capture):
        """Generator: menu mode's message loop and its exit; returns the chosen id. Starting
        it over from its arguments is the same as resuming it parked in its wait for a
        message, which is how a savestate carries an open menu (state/coroutines.py)."""
        vm, wm = self.vm, self.wm
        try:
            while not self.done:
                if wm.get(self.owner.hwnd) is None or (popup_mode and not self.popups):
                    break
                m = yield from wm.modal_message(self._idle)
                if m is None or self.done:  # WM_QUIT ends menu mode, as EndMenu does
                    break
                if m.msg == WM_CANCELMODE and any(p.hwnd == m.hwnd for p in self.popups):
                    break       # EndMenu's, posted to the menu window (see EndMenu)
                if m.msg != WM_TIMER:
                    self.idle_sent = False   # the next empty queue is a new idle state
                if (yield from msg_filter(vm, m, MSGF_MENU)):
                    continue        # a WH_MSGFILTER hook took the message
                kind = _MOUSE.get(m.msg)
                if kind is not None:
                    yield from self._mouse(kind, m.pt[0], m.pt[1])
                elif m.msg in (WM_KEYDOWN, WM_SYSKEYDOWN):
                    if m.wparam != VK_MENU:
                        self.swallow_char = None
                    # the menu loop translates its key-downs as a message loop does: a
                    # key the program typed (SendInput) gives the mnemonic's WM_CHAR
                    wm.translate_key(m.hwnd, m.msg, m.wparam, m.lparam, m.time)
                    yield from self._key(m.wparam)
                elif m.msg in (WM_CHAR, WM_SYSCHAR):
                    swallow, self.swallow_char = self.swallow_char, None
                    if swallow is None or chr(m.wparam).lower() != chr(swallow):
                        yield from self._char(m.wparam)
                elif m.msg in (WM_KEYUP, WM_SYSKEYUP):
                    pass
                else:
                    yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
        except BaseException:
            self._leave(old_capture)
            self.menus.tracker = None
            raise
        self._leave(old_capture)
        yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTUREEND, self.owner.hwnd)
        try:
            # menu mode lasts until WM_EXITMENULOOP has been answered: GetMenuBarInfo
            # still reports the bar focused in the last WM_MENUSELECT and in it
            yield from self._close_above(-1)
            self.bar_index = -1
            yield from self._redraw_bar()
            # these two go out with TPM_NONOTIFY too (Wine 8)
            if self.shown and wm.get(self.owner.hwnd) is not None:
                yield from wm.send(self.owner.hwnd, WM_MENUSELECT, 0xFFFF << 16, 0)
            if wm.get(self.owner.hwnd) is not None:
                yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_MENUEND,
                                                  self.owner.hwnd, self.event_object)
                yield from wm.send(self.owner.hwnd, WM_EXITMENULOOP, int(popup_mode), 0)
            if not self.shown:
                # the empty popup had its WM_INITMENUPOPUP: its uninit comes last (Wine 8)
                yield from self._send(WM_UNINITMENUPOPUP, self.top_menu.handle, 0)
        finally:
            self.menus.tracker = None
        if self.chosen is None:
            return 0
        if popup_mode and self.flags & TPM_RETURNCMD:
            return self.chosen
        if wm.get(self.owner.hwnd) is not None:
            top = self.bar if not popup_mode else self.top_menu
            if top is not None and top.style & MNS_NOTIFYBYPOS:
                # a menu header style (documented): the owner learns the item by its
                # position and menu, whatever its id, from WM_MENUCOMMAND
                wm.post(self.owner.hwnd, WM_MENUCOMMAND, self.chosen_at[1], self.chosen_at[0])
            else:
                wm.post(self.owner.hwnd, WM_COMMAND, self.chosen & 0xFFFF, 0)
        return self.chosen


# -- the "#32768" window procedure -------------------------------------------------------------
def popup_proc(wm, win, msg, wparam, lparam):
    """Window procedure of menu popup windows: they paint themselves and never activate."""
    if msg == WM_PAINT:
        dc = begin_paint(wm.vm, win)
        wm.vm.menus.paint_popup(win)
        yield from wm.vm.menus.draw_owner_items(win)
        end_paint(wm.vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        return 1
    if msg == WM_MOUSEACTIVATE:
        return 3  # MA_NOACTIVATE
    if msg == MN_GETHMENU:
        return win.state.get("menu", 0)    # the menu the popup shows (documented)
    return (yield from def_window_proc(wm, win, msg, wparam, lparam))


window_proc(USER32, "wineagent.MenuPopupProc", popup_proc)


def register_popup_class(vm):
    """Register the popup menus' window class "#32768" (CS_SAVEBITS) with ``popup_proc``."""
    addr = vm.proc_address(USER32, "wineagent.MenuPopupProc")
    vm.wm.register_python_proc(addr, popup_proc)
    vm.wm.register_class(WindowClass(POPUP_CLASS, 0x0800, addr, 0, 0, 0, 0, 0, 0,
                                     builtin=True))
