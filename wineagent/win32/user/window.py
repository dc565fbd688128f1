"""The window core: what creating, showing, moving and painting a window does, and the
default window procedure. USER32's @api handlers, the dialog manager, menus and every
control class build on these; none of them is an @api itself.

Window classes are found by name and module instance in the window manager's class
table (``wm.register_class`` / ``wm.find_class``, user/classes.py); a library whose classes only come into being
on first use (COMCTL32) adds a resolver with ``add_class_resolver``, so this module never
imports a control.
"""


from ...abi.api import Unimplemented
from . import dpi
from . import emit as event_hooks
from ..core.bits import s32, xy_from_lparam
from ..core.messages import (SC_CLOSE, WM_ACTIVATE, WM_CLOSE, WM_CREATE, WM_ERASEBKGND, WM_NCPAINT,
                             WM_QUERYOPEN,
                             WM_GETFONT, WM_GETTEXT, WM_GETTEXTLENGTH, WM_MOUSEACTIVATE,
                             WM_MOVE, WM_NCCALCSIZE, WM_NCCREATE, WM_NCHITTEST, WM_NCLBUTTONDOWN,
                             WM_NCLBUTTONUP, WM_PAINT, WM_SETCURSOR, WM_SETFONT, WM_SETTEXT,
                             WM_SHOWWINDOW, WM_SIZE, WM_SYSCOMMAND, WM_SYSKEYDOWN,
                             WM_SYSKEYUP)
from . import (caret, dce, flash, hooks, layered, nonclient, placement, threadinput, uistate,
               windowicons, winevents, winpos)
from ..core.structures import CREATESTRUCT, RECT
from ..core.winerror import (ERROR_CANNOT_FIND_WND_CLASS, ERROR_INVALID_WINDOW_HANDLE,
                             ERROR_TLW_WITH_WSCHILD, ERROR_INVALID_MENU_HANDLE)
from .scrollbars import (SB_VERT, WM_MOUSEHWHEEL, WM_MOUSEWHEEL, WS_HSCROLL, WS_VSCROLL,
                         draw_bars, track, wheel_scroll_bars)
from .scrollbars import info as scroll_info
from .procwindows import foreign_owner
from .wm import (DEFAULT_FRAME, HTCAPTION, HTCLOSE, HTMAXBUTTON, HTMINBUTTON,
                 WS_CAPTION, WS_CHILD, WS_DISABLED,
                 WS_VISIBLE, Window, caption_height, frame_width)
from ..core.styles import (WS_CLIPSIBLINGS, WS_EX_LAYERED, WS_EX_WINDOWEDGE, WS_POPUP,
                           WS_THICKFRAME,
                           window_edge)
from ..gdi.regions import RGN_AND, Region, combine

__all__ = ["create_window", "show_window", "update_window", "reposition", "adjust_rect",
           "size_move_messages",
           "frame_changed", "send_ncpaint", "paint_frame", "frame_to_paint",
           "set_system_menu_tracker", "SC_MINIMIZE", "SC_MAXIMIZE",
           "SC_RESTORE",
           "def_window_proc", "QUIET_MESSAGES", "begin_paint", "send_erase", "end_paint", "take_focus", "add_class_resolver",
           "find_class",
           "CW_USEDEFAULT", "SC_KEYMENU"]

SC_KEYMENU = 0xF100
CW_USEDEFAULT = 0x80000000

#: Asked in order, ``resolve(vm, name) -> WindowClass or None``, for a class name nobody
#: registered (see ``add_class_resolver``).
CLASS_RESOLVERS = []


def add_class_resolver(resolve):
    """Let ``resolve(vm, name)`` supply classes that exist only once asked for (COMCTL32
    registers its classes on first use, as InitCommonControlsEx would). Returns it."""
    CLASS_RESOLVERS.append(resolve)
    return resolve


def find_class(vm, name, instance=0):
    """The class called ``name`` (a string or an atom) that a lookup by module
    ``instance`` finds (user/classes.py): a registered one, else one a class resolver
    supplies (a DLL's classes registered when first asked for), else None."""
    cls = vm.wm.find_class(name, instance)
    for resolve in CLASS_RESOLVERS:
        if cls is not None:
            break
        cls = resolve(vm, name)
    return cls


WS_EX_LAYOUTRTL, WS_EX_NOINHERITLAYOUT, LAYOUT_RTL = 0x400000, 0x100000, 0x1
#: GetDesktopWindow()'s handle (user/sysparams.py DESKTOP_HWND)
DESKTOP_HWND = 0x00010010
#: CreateWindowEx's parent for a message-only window ((HWND)-3).
HWND_MESSAGE = 0xFFFFFFFD


def create_window(vm, exstyle, cls_name, title, style, x, y, w, h, parent, menu, inst,
                  param, wide=False):
    """Generator: CreateWindowEx's sequence (WM_NCCREATE, WM_CREATE, WM_SIZE, WM_MOVE, show).
    A child process's (kernel/children.py) windows are its own window manager's, with
    handles of the session (user/procwindows.py); one that would show stops the guest."""
    wm = vm.wm
    # the class local to ``inst`` (NULL: the first of the name), else a global or system
    # one
    cls = find_class(vm, cls_name, inst)
    if cls is None:
        vm.last_error = ERROR_CANNOT_FIND_WND_CLASS
        return 0
    # HWND_MESSAGE (-3, at the caller's width): a message-only window, which receives
    # sent and posted messages and timers but is never shown, is no top-level window of
    # the desktop (EnumWindows, FindWindow and the Z order leave it out) and is found by
    # FindWindowEx(HWND_MESSAGE, ...).
    # A WS_CHILD one is a child of the message windows' root (the caller passes that
    # root for HWND_MESSAGE: user/sysparams.py ``message_window``), hidden with it.
    message_only = parent & 0xFFFFFFFF == HWND_MESSAGE
    if message_only and style & WS_CHILD:
        raise Unimplemented("USER32.dll!CreateWindowEx: a WS_CHILD message-only window "
                            "without its root")
    if message_only:
        parent = 0
    parent_win = wm.get(parent) if parent else None
    if parent_win is not None and parent_win.state.get("message_root"):
        message_only = True
    # WS_CHILD with WS_POPUP is a pop-up: the window given is its owner, as on Windows
    child = style & (WS_CHILD | WS_POPUP) == WS_CHILD
    # a top-level window may be owned by another process's window (user/procwindows.py),
    # a child window may live inside one (user/crosstree.py)
    foreign = foreign_owner(vm, "USER32.dll!CreateWindowEx", parent, child) \
        if parent and parent_win is None else None
    if foreign is not None and child:
        parent_win = foreign[1]
    if parent and parent_win is None and foreign is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if child and parent_win is None:
        vm.last_error = ERROR_TLW_WITH_WSCHILD
        return 0
    if not child and menu and vm.menus.get(menu) is None:
        # a top-level window's menu must be a menu (a child's is its ID)
        vm.last_error = ERROR_INVALID_MENU_HANDLE
        return 0
    # CW_USEDEFAULT is for overlapped windows: a pop-up or child window gets 0 for the
    # position (x and y) or the size (width and height), as documented.
    overlapped = not style & (WS_POPUP | WS_CHILD)
    if (x & 0xFFFFFFFF) == CW_USEDEFAULT:
        n = len(wm.zorder) % 8
        x, y = (20 + 24 * n, 20 + 24 * n) if overlapped else (0, 0)
    if (w & 0xFFFFFFFF) == CW_USEDEFAULT:
        w, h = (wm.width * 3 // 4, wm.height * 3 // 4) if overlapped else (0, 0)
    asked_w, asked_h = w, h
    tracked = bool(style & WS_THICKFRAME or not style & (WS_POPUP | WS_CHILD))
    if tracked:
        # made at least the default minimum tracking size from the start (the window's
        # own WM_GETMINMAXINFO answer comes before WM_NCCREATE, below)
        mw, mh = placement.min_track(wm)
        w, h = max(w, mw), max(h, mh)
    hwnd = wm.new_hwnd()
    owner = 0
    if not child and parent_win is not None and parent != DESKTOP_HWND:
        # a top-level "parent" is really the owner (the desktop owns nothing)
        owner = wm.owner_for(parent_win).hwnd
    elif foreign is not None and not child:
        owner = foreign[0].wm.owner_for(foreign[1]).hwnd
    # WS_EX_WINDOWEDGE follows the frame (core/styles.py window_edge), in the window and
    # in the CREATESTRUCT; the other corrections of the styles come after HCBT_CREATEWND
    # (below).
    exstyle = window_edge(style, exstyle)
    # A child inherits its parent's right-to-left layout unless the parent says
    # WS_EX_NOINHERITLAYOUT; a top-level window nobody owns takes the process's default
    # layout (SetProcessDefaultLayout), as documented.
    if child and parent_win is not None:
        if parent_win.exstyle & (WS_EX_LAYOUTRTL | WS_EX_NOINHERITLAYOUT) == WS_EX_LAYOUTRTL:
            exstyle |= WS_EX_LAYOUTRTL
    elif not child and not parent and vm.user.default_layout & LAYOUT_RTL:
        exstyle |= WS_EX_LAYOUTRTL
    # WS_EX_LAYERED comes after the CBT hook has seen the window (win.c test_window_styles)
    win = Window(hwnd, cls, title, style & ~WS_VISIBLE, exstyle & ~WS_EX_LAYERED, x, y, w, h,
                 parent if child else None, owner, menu if child else 0, inst)
    if vm.wm.nc is not DEFAULT_FRAME:
        win.nc = vm.wm.nc       # the frame sizes a program set (SPI_SETNONCLIENTMETRICS)
    # IsWindowUnicode: a guest class's procedure speaks the character set it was
    # registered with; a built-in class speaks the creating function's.
    win.unicode = bool(wide if cls.unicode is None else cls.unicode)
    if not child:
        # A top-level window without an explicit menu gets its class menu.
        win.menu = menu or vm.menus.load_class_menu(cls)
        vm.menus.check_bar(win.menu, "CreateWindowEx")
    win.tid = vm.threads.current.tid   # its messages go to the creating thread's queue
    # GetWindowDpiAwarenessContext: the creating thread's awareness at this moment
    # (a child takes its parent's, as Windows without mixed hosting and Wine 8 do)
    win.state["dpi_awareness"] = dpi.thread_awareness(vm) if not child else \
        parent_win.state.get("dpi_awareness", dpi.thread_awareness(vm))
    wm.windows[hwnd] = win
    wm.track_paint(win)
    if message_only:
        win.state["message_only"] = True
    if not child and not message_only:
        wm.create_surface(win)
        wm.redraw_nonclient(win)
    event_hooks.window_created(vm, win)
    # CREATESTRUCT lives on the guest heap for the duration of the creation messages.
    layout = CREATESTRUCT.variant(win.unicode)
    cs = vm.heap.alloc(layout.sizeof(vm.ptr_size))
    title_ptr = vm.heap.alloc(2 * len(win.title) + 2)
    if win.unicode:   # CREATESTRUCT in the procedure's character set (A/W conversion)
        vm.mem.write_wstr(title_ptr, win.title)
    else:
        vm.mem.write_cstr(title_ptr, win.title)
    # lpszClass is the name as the caller gave it: a string (in the procedure's character
    # set, as lpszName), or the atom when it named the class by atom
    cls_ptr = cls_name if isinstance(cls_name, int) else vm.heap.alloc(2 * len(cls_name) + 2)
    if not isinstance(cls_name, int):
        (vm.mem.write_wstr if win.unicode else vm.mem.write_cstr)(cls_ptr, cls_name)
    # The CREATESTRUCT carries the size asked for (CW_USEDEFAULT resolved), not the one
    # the minimum tracking size made: a sizable child asked 0 x 0 reads cx = cy = 0.
    vm.mem.write(cs, layout.pack_values(param, inst, menu, parent, asked_h, asked_w, y, x,
                                        style,
                                        title_ptr, cls_ptr, exstyle, ptr=vm.ptr_size))
    try:
        if wm.hooks.hooked(hooks.WH_CBT, win.tid) and \
                (yield from _cbt_create(vm, win, cs)):
            _forget(wm, win)                 # refused: no message reaches the window
            return 0
        # Windows corrects the window's styles once the CBT hooks have seen the ones asked
        # for (and not in the CREATESTRUCT the window procedure reads): a window that is
        # not a plain child clips its siblings, an overlapped one has a caption and
        # WS_EX_WINDOWEDGE whatever its frame.
        if exstyle & WS_EX_LAYERED:
            win.exstyle |= WS_EX_LAYERED
            if not child:
                layered.style_changed(vm, win, 0)   # unseen until its look is set
        if style & (WS_CHILD | WS_POPUP) != WS_CHILD:
            win.style |= WS_CLIPSIBLINGS
            if not style & WS_POPUP:
                win.style |= WS_CAPTION
                win.exstyle |= WS_EX_WINDOWEDGE
            if win.surface is not None:
                wm.redraw_nonclient(win)
        if tracked:
            # As Windows: a sizable or overlapped window first hears WM_GETMINMAXINFO
            # and is made within the tracking sizes it answers: FLTK's 700-pixel
            # windows on a 640-pixel screen.
            info = yield from placement.ask_minmax(wm, win)
            nw = max(min(asked_w, info[8]), info[6], 0)
            nh = max(min(asked_h, info[9]), info[7], 0)
            if (nw, nh) != (win.w, win.h):
                win.w, win.h = nw, nh
                if win.surface is not None:
                    win.surface.resize(nw, nh)
                    wm.redraw_nonclient(win)
            if wm.get(hwnd) is None:
                return 0
        # A refused creation frees the window: it hears WM_NCDESTROY alone (no WM_DESTROY,
        # and its parent no WM_PARENTNOTIFY), as on Windows.
        ok = yield from wm.send(hwnd, WM_NCCREATE, 0, cs)
        if not ok:
            yield from wm.free_window(win)
            return 0
        if wm.get(hwnd) is not win:
            return 0
        # Linked into its parent's children (at the bottom) or the top-level Z order (at
        # the top) only now, as Windows links it: during HCBT_CREATEWND and WM_NCCREATE
        # it has no siblings (GW_HWNDNEXT / GW_HWNDPREV answer NULL) and GW_CHILD of its
        # parent does not find it.
        # (where it is now: WM_NCCREATE may have made it top-level, as a tooltip does)
        now_parent = wm.windows.get(win.parent) if win.is_child else None
        if now_parent is not None:
            if hwnd not in now_parent.children:
                now_parent.children.append(hwnd)
        elif not message_only and hwnd not in wm.zorder:
            wm.zorder.append(hwnd)
        res = yield from wm.send(hwnd, WM_CREATE, 0, cs)
        if s32(res) == -1:
            yield from wm.free_window(win)
            return 0
    finally:
        vm.heap.free(cs)
        vm.heap.free(title_ptr)
        if not isinstance(cls_name, int):
            vm.heap.free(cls_ptr)
    if wm.get(hwnd) is None:
        return 0
    yield from winevents.window_event(vm, winevents.EVENT_OBJECT_CREATE, win)
    if win.style & (WS_CHILD | WS_POPUP):
        cw, ch = win.client_size()
        yield from wm.send(hwnd, WM_SIZE, 0, (ch << 16) | cw)
        yield from wm.send(hwnd, WM_MOVE, 0, wm.move_lparam(win))
    else:
        # An overlapped window hears them when first shown (show_window), as on Windows.
        win.need_size = True
    # The parent of a child hears of it before it is shown (not with WS_EX_NOPARENTNOTIFY)
    yield from wm.parent_notify(win, WM_CREATE)
    if wm.get(hwnd) is not win:
        return 0
    if style & WS_VISIBLE:
        yield from show_window(vm, win, 5)
    return hwnd


def _cbt_create(vm, win, cs):
    """Generator: HCBT_CREATEWND with a CBT_CREATEWND {lpcs, HWND_TOP}; the CREATESTRUCT is
    in the window's character set (a hook of the other one reads a converted copy,
    user/hooks.py). Answers the hook chain's result (non-zero refuses the creation)."""
    mem, heap, ptr = vm.mem, vm.heap, vm.ptr_size
    cbt = heap.alloc(2 * ptr)       # CBT_CREATEWND: {lpcs, hwndInsertAfter = HWND_TOP}
    try:
        mem.wptr(cbt, cs)
        mem.wptr(cbt + ptr, 0)
        return (yield from hooks.call_hooks(vm, hooks.WH_CBT, hooks.HCBT_CREATEWND,
                                            win.hwnd, cbt, bool(win.unicode)))
    finally:
        heap.free(cbt)


def _forget(wm, win):
    """Take a window that never received a message out of every table (a refused creation)."""
    win.destroyed = True
    wm.windows.pop(win.hwnd, None)
    if win.is_child:
        parent = wm.get(win.parent)
        if parent is not None and win.hwnd in parent.children:
            parent.children.remove(win.hwnd)
    elif win.hwnd in wm.zorder:
        wm.zorder.remove(win.hwnd)
        wm.vm.gdi.touch()


def _show_flags(win, cmd, shown):
    """The SWP_ flags of ShowWindow's change of visibility (what its WINDOWPOS says)."""
    flags = winpos.SWP_NOSIZE | winpos.SWP_NOMOVE
    flags |= winpos.SWP_SHOWWINDOW if shown else winpos.SWP_HIDEWINDOW
    if win.is_child:
        flags |= winpos.SWP_NOACTIVATE | winpos.SWP_NOZORDER
    elif shown and cmd in (4, 7, 8):  # SW_SHOWNOACTIVATE, SW_SHOWMINNOACTIVE, SW_SHOWNA
        flags |= winpos.SWP_NOACTIVATE
    return flags


def _show_notify(vm, win, cmd, shown, activate=False):
    """Generator: ShowWindow's WM_WINDOWPOSCHANGING (no rectangle: zeros, as Windows)
    and WM_WINDOWPOSCHANGED (which says SWP_NOZORDER: the window keeps its place).
    ``activate``: the window is activated and takes the focus between the two, as
    SetWindowPos activates a window it shows (msg.c's WmShowNormal, WmShow)."""
    flags = _show_flags(win, cmd, shown)
    flags = (yield from winpos.changing(vm, win, 0, 0, 0, 0, 0, flags))[4]
    yield from winevents.shown(vm, win, shown)
    if activate and vm.wm.get(win.hwnd) is win:
        yield from _activate_shown(vm, win)
    yield from winpos.changed(vm, win, 0, flags | winpos.SWP_NOZORDER, False, False)


def _activate_shown(vm, win):
    """Generator: a window ShowWindow shows is activated and takes the focus, unless the
    focus lies inside it already."""
    wm = vm.wm
    yield from wm.activate(win.hwnd)
    focus = threadinput.of_window(vm, win.hwnd).focus
    if not focus or wm.toplevel(wm.get(focus) or win) is not win:
        yield from wm.set_focus(win.hwnd)


def show_window(vm, win, cmd, notify=True):
    """Generator: ShowWindow; returns whether the window was visible before. A change of
    visibility is told with WM_SHOWWINDOW, then WM_WINDOWPOSCHANGING / CHANGED (user/
    winpos.py); with ``notify`` False (SetWindowPos's SWP_SHOWWINDOW / SWP_HIDEWINDOW)
    with none of them: SetWindowPos sends its own two, and no WM_SHOWWINDOW, as
    Windows."""
    wm = vm.wm
    # a message-only window is its hidden root's (user/sysparams.py): shown, it takes
    # WS_VISIBLE and hears the messages, and stays off the screen, out of the Z order
    # and never active, as the child of a hidden window does
    message_only = bool(win.state.get("message_only"))
    was = bool(win.style & WS_VISIBLE)
    if cmd == 0:  # SW_HIDE
        if was:
            win.style &= ~WS_VISIBLE
            event_hooks.window_shown(vm, win, False)
            if notify:
                yield from wm.send(win.hwnd, WM_SHOWWINDOW, 0, 0)
                yield from _show_notify(vm, win, cmd, False)
            else:       # (SetWindowPos: after its WM_WINDOWPOSCHANGING)
                yield from winevents.shown(vm, win, False)
            vm.gdi.touch()
            if win.is_child and win.parent in wm.windows:
                wm.invalidate(wm.windows[win.parent], None, True)
            elif wm.is_active(win.hwnd):
                # Hiding the active window hands activation on (to nothing when no other
                # window is shown): it hears WM_ACTIVATE(WA_INACTIVE) and loses the focus,
                # as on Windows (SDL re-creating its window counts on the focus coming back).
                yield from _activate_next(wm, win)
                inp = threadinput.of_window(vm, win.hwnd)
                if inp.active == win.hwnd:
                    yield from wm.activate(0, within=inp)
                    if inp.focus and wm.toplevel(wm.get(inp.focus) or win) is win:
                        yield from wm.set_focus(0, within=inp)
        return was
    state = placement.command_state(cmd)
    if state is not None:
        state = placement.restore_target(win, state)
    if notify and state in (placement.MAXIMIZED, placement.NORMAL) and not message_only \
            and state != placement.state_of(win) and not win.is_child:
        # a maximize or a restore: asked of the CBT hooks first, then one SetWindowPos
        # (an MDI child's, which its client follows, is still made as before: its
        # sequences in msg.c's test_mdi_messages have WM_NCCALCSIZE and
        # WM_CHILDACTIVATE inside)
        if not (yield from hooks.call_hooks(vm, hooks.WH_CBT, hooks.HCBT_MINMAX,
                                            win.hwnd, cmd)):
            yield from _change_state(vm, win, cmd, state, was)
            return was
        state = None            # refused: the window is only shown
    if not was:
        win.style |= WS_VISIBLE
        event_hooks.window_shown(vm, win, True)
        if notify:
            yield from wm.send(win.hwnd, WM_SHOWWINDOW, 1, 0)
            # shown in its state (no minimize, maximize or restore to come): activated
            # inside the change, before WM_WINDOWPOSCHANGED
            target = placement.command_state(cmd)
            activate = cmd in (1, 5, 9) and not win.is_child and not message_only and \
                target in (None, placement.state_of(win))
            yield from _show_notify(vm, win, cmd, True, activate)
        else:
            yield from winevents.shown(vm, win, True)
        if wm.get(win.hwnd) is not win:
            return was
        wm.invalidate_tree(win)
        vm.gdi.touch()
    was_minimized = placement.state_of(win) == placement.MINIMIZED
    # HCBT_MINMAX asks the CBT hooks first when the state changes (a non-zero answer
    # refuses it); a child window is minimized and maximized inside its parent's client.
    if state is not None and (
            state == placement.state_of(win)
            or not (yield from hooks.call_hooks(vm, hooks.WH_CBT, hooks.HCBT_MINMAX,
                                                win.hwnd, cmd))):
        if (yield from placement.set_state(wm, win, state)):
            yield from winevents.min_max(vm, win, state == placement.MINIMIZED, was_minimized)
        if was_minimized and state != placement.MINIMIZED and cmd != 4:
            # A window leaving the minimized state takes the focus and hears WM_ACTIVATE
            # even when it is already active, as Windows (and Wine) do; not with
            # SW_SHOWNOACTIVATE.
            yield from wm.set_focus(win.hwnd)
            yield from wm.send(win.hwnd, WM_ACTIVATE, 1, 0)
    if cmd in (6, 7, 11):  # SW_MINIMIZE, SW_SHOWMINNOACTIVE, SW_FORCEMINIMIZE
        if wm.is_active(win.hwnd) and cmd == 6:
            yield from _activate_next(wm, win)
    elif not win.is_child and not message_only and cmd not in (4, 8):  # SW_SHOWNOACTIVATE, SW_SHOWNA
        yield from _activate_shown(vm, win)
    if win.need_size and wm.get(win.hwnd) is win:
        # The size messages CreateWindowEx kept back from an overlapped window.
        win.need_size = False
        cw, ch = win.client_size()
        kind = 2 if win.style & nonclient.WS_MAXIMIZE else 1 if win.style & nonclient.WS_MINIMIZE else 0
        yield from wm.send(win.hwnd, WM_SIZE, kind, (ch << 16) | cw)
        yield from wm.send(win.hwnd, WM_MOVE, 0, wm.move_lparam(win))
    return was


def _change_state(vm, win, cmd, state, was):
    """Generator: ShowWindow's maximize or restore (``state``) as Windows makes it: one
    SetWindowPos to the state's rectangle (WM_GETMINMAXINFO first for a maximize) that
    shows the window too, without WM_SHOWWINDOW — WM_WINDOWPOSCHANGING, the window
    activated inside unless the command says not to (SW_SHOWNOACTIVATE), then
    WM_WINDOWPOSCHANGED, WM_MOVE and WM_SIZE (msg.c's WmShowMaximized_1, WmRestore_1,
    WmShowNoActivate_1). A minimized window is asked first (WM_QUERYOPEN); when it
    refuses, the SetWindowPos keeps its place and state (SWP_NOSIZE | SWP_NOMOVE) and
    only activates it. True, unless the window went away."""
    wm = vm.wm
    was_minimized = placement.state_of(win) == placement.MINIMIZED
    activate = cmd != 4                                 # SW_SHOWNOACTIVATE
    flags = 0 if activate else winpos.SWP_NOACTIVATE
    if not was:
        flags |= winpos.SWP_SHOWWINDOW
    if was_minimized and not (yield from wm.send(win.hwnd, WM_QUERYOPEN, 0, 0)):
        # it asks to stay minimized: the SetWindowPos keeps its place and size
        refused = True
        flags |= winpos.SWP_NOSIZE | winpos.SWP_NOMOVE
        rect = (0, 0, 0, 0)
    else:
        refused = False
        flags |= winpos.SWP_FRAMECHANGED | winpos.SWP_NOCOPYBITS | winpos.SWP_STATECHANGED
        rect = yield from placement.state_rect(wm, win, state)
    if wm.get(win.hwnd) is not win:
        return True
    x, y, w, h, flags = yield from winpos.changing(vm, win, 0, *rect, flags)
    if wm.get(win.hwnd) is not win:
        return True
    if refused:
        moved = resized = False
    else:
        moved, resized = placement.apply_state(wm, win, state, (x, y, w, h))
    if not was:
        win.style |= WS_VISIBLE
        event_hooks.window_shown(vm, win, True)
        yield from winevents.shown(vm, win, True)
    if activate and wm.get(win.hwnd) is win:
        yield from _activate_shown(vm, win)
    if wm.get(win.hwnd) is not win:
        return True
    yield from winpos.changed(vm, win, 0, flags, moved, resized)
    if refused:
        if activate and wm.get(win.hwnd) is win:
            yield from wm.send(win.hwnd, WM_ACTIVATE, 1, 0)   # (as for a restore)
        return True
    cw, ch = win.client_size()
    yield from wm.send(win.hwnd, WM_MOVE, 0, wm.move_lparam(win))
    kind = 2 if state == placement.MAXIMIZED else 0    # SIZE_MAXIMIZED, SIZE_RESTORED
    yield from wm.send(win.hwnd, WM_SIZE, kind, (ch << 16) | cw)
    yield from winevents.min_max(vm, win, False, was_minimized)
    if was_minimized and activate and wm.get(win.hwnd) is win:
        # leaving the minimized state it takes the focus and hears WM_ACTIVATE even
        # when it is already active, as Windows (and Wine) do
        yield from wm.set_focus(win.hwnd)
        yield from wm.send(win.hwnd, WM_ACTIVATE, 1, 0)
    if win.need_size:
        win.need_size = False           # told its size now (CreateWindowEx kept it back)
    return True


def _activate_next(wm, win):
    """Generator: a minimized window hands activation to the top visible window that is
    not minimized (if there is one)."""
    for h in reversed(wm.zorder):
        other = wm.get(h)
        if other is not None and other is not win and other.style & WS_VISIBLE and \
                not other.style & nonclient.WS_MINIMIZE and wm.is_enabled(other):
            yield from wm.activate(h)
            yield from wm.focus_activated(h)
            return


def update_window(vm, win):
    """Generator: UpdateWindow — WM_PAINT now to the window and its children if invalid
    (a menu bar's owner-drawn items first, where Windows sends WM_NCPAINT)."""
    if not win.child_style and win.menu and vm.wm.is_visible(win):
        yield from vm.menus.paint_bar_owner_items(win)
    if win.invalid is not None and vm.wm.is_visible(win):
        yield from vm.wm.send(win.hwnd, WM_PAINT, 0, 0)
    for h in list(win.children):
        ch = vm.wm.get(h)
        if ch is not None:
            yield from update_window(vm, ch)
    return 1


def enable_window(vm, win, enable):
    """Generator: EnableWindow on ``vm``'s window ``win``: its WS_DISABLED bit, and
    WM_ENABLE when that changes; whether it was disabled."""
    was_disabled = bool(win.style & WS_DISABLED)
    if not enable:
        # documented: a window being disabled hears WM_CANCELMODE first (also when it
        # already is, msg.c's WmEnableWindowSeq_2)
        yield from vm.wm.send(win.hwnd, WM_CANCELMODE, 0, 0)
    if enable:
        win.style &= ~WS_DISABLED
    else:
        win.style |= WS_DISABLED
    if was_disabled != (not enable):
        # (accessibility's state: STATE_SYSTEM_UNAVAILABLE changed)
        yield from winevents.window_event(vm, winevents.EVENT_OBJECT_STATECHANGE, win)
        inp = threadinput.of_window(vm, win.hwnd)
        if not enable and inp.focus == win.hwnd:
            # a disabled window cannot keep the focus
            yield from vm.wm.set_focus(0, within=inp)
        yield from vm.wm.send(win.hwnd, 0x000A, 1 if enable else 0, 0)  # WM_ENABLE
        vm.wm.invalidate(win, None, True)
    return 1 if was_disabled else 0


def reposition(vm, win, x, y, w, h, flags=winpos.SWP_NOZORDER | winpos.SWP_NOACTIVATE):
    """Generator: MoveWindow's work — WM_WINDOWPOSCHANGING (the procedure may change the
    rectangle), move and resize, WM_WINDOWPOSCHANGED, then WM_SIZE and WM_MOVE as
    needed (user/winpos.py)."""
    x, y, w, h, flags = yield from winpos.changing(vm, win, 0, x, y, w, h, flags)
    if vm.wm.get(win.hwnd) is not win:
        return 0
    moved, resized = vm.wm.move_window(win, x, y, w, h)
    yield from winpos.changed(vm, win, 0, flags, moved, resized)
    yield from size_move_messages(vm, win, moved, resized)
    yield from winevents.moved(vm, win, moved, resized)
    return 1


def size_move_messages(vm, win, moved, resized):
    """Generator: WM_MOVE when the window moved, then WM_SIZE when it changed size (the
    order of DefWindowProc's WM_WINDOWPOSCHANGED)."""
    if vm.wm.get(win.hwnd) is not win:
        return
    if moved:
        yield from vm.wm.send(win.hwnd, WM_MOVE, 0, vm.wm.move_lparam(win))
    if resized and vm.wm.get(win.hwnd) is win:
        cw, ch = win.client_size()
        yield from vm.wm.send(win.hwnd, WM_SIZE, 0, (ch << 16) | cw)


def frame_changed(vm, win):
    """Generator: SWP_FRAMECHANGED — the frame is redrawn from the window's current style
    and the client area, which follows it, is repainted and reported (WM_SIZE).

    The client area always follows the style here; a program's own WM_NCCALCSIZE answer
    is not asked for (we never send WM_NCCALCSIZE)."""
    wm = vm.wm
    if win.is_child:
        parent = wm.get(win.parent)
        if parent is not None:
            wm.invalidate(parent, None, True)
    else:
        yield from vm.menus.measure_bar_items(win)
        wm.redraw_nonclient(win)
        yield from vm.menus.paint_bar_owner_items(win)
    wm.invalidate_tree(win, True)
    cw, ch = win.client_size()
    yield from wm.send(win.hwnd, WM_SIZE, 0, (ch << 16) | cw)


def adjust_rect(rect, style, menu, exstyle, nc=DEFAULT_FRAME):
    """AdjustWindowRectEx's arithmetic: client rect -> window rect, with the frame sizes
    ``nc`` (the window manager's, or AdjustWindowRectExForDpi's at another DPI: the
    border setting, SM_CYCAPTION / SM_CYSMCAPTION and SM_CYMENU). Standard scroll bars
    are not counted, as on Windows."""
    l, t, r, b = rect
    bw = frame_width(style, exstyle, nc.border)
    cap = caption_height(style, exstyle, nc)
    return (l - bw, t - bw - cap - (nc.menu if menu else 0), r + bw, b + bw)


#: WM_CTLCOLORMSGBOX .. WM_CTLCOLORSTATIC; edit and list box (and their read-only kin,
#: message box text aside) are drawn on the window colour, the rest on the 3-D face.
_CTLCOLOR_FIRST, _CTLCOLOR_LAST, _CTLCOLORSCROLLBAR = 0x132, 0x138, 0x137
_CTLCOLOREDIT, _CTLCOLORLISTBOX = 0x133, 0x134
COLOR_WINDOW, COLOR_WINDOWTEXT, COLOR_3DFACE = 5, 8, 15


def _control_colour(vm, msg, hdc):
    """DefWindowProc's WM_CTLCOLOR* (but the scroll bar's): the DC gets the window text
    colour and the background colour its brush paints (the window colour for an edit
    control or a list box, the 3-D face for the others); the answer is that brush (the
    system colour brush, as GetSysColorBrush's)."""
    background = COLOR_WINDOW if msg in (_CTLCOLOREDIT, _CTLCOLORLISTBOX) else COLOR_3DFACE
    dc = vm.gdi.get(hdc)
    if dc is not None and hasattr(dc, "bk_color"):
        r, g, b = vm.gdi.sys_color(COLOR_WINDOWTEXT)
        dc.text_color = r | (g << 8) | (b << 16)
        r, g, b = vm.gdi.sys_color(background)
        dc.bk_color = r | (g << 8) | (b << 16)
    return background + 1       # GetSysColorBrush(background): Gdi.get resolves COLOR+1


WM_CANCELMODE = 0x1F
WM_NOTIFYFORMAT, NFR_ANSI, NFR_UNICODE = 0x55, 1, 2


def show_owned_popups(vm, owner, show):
    """Generator: ShowOwnedPopups. Each top-level window ``owner`` owns hears
    WM_SHOWWINDOW with SW_PARENTCLOSING (the visible ones, ``show`` False) or
    SW_PARENTOPENING (``show`` True); DefWindowProc does the hiding and showing, and
    shows again only what it hid so (``def_window_proc``), as Windows documents."""
    wm = vm.wm
    for hwnd in list(wm.zorder):         # from the bottom of the Z order up, as Wine 8
        win = wm.get(hwnd)
        if win is None or win.is_child or win.owner != owner:
            continue
        if show:
            if win.state.get("hidden_for_owner"):
                yield from wm.send(hwnd, WM_SHOWWINDOW, 1, SW_PARENTOPENING)
        elif win.style & WS_VISIBLE:
            yield from wm.send(hwnd, WM_SHOWWINDOW, 0, SW_PARENTCLOSING)
    return 1


#: WM_SHOWWINDOW's lParam when an owner's state is the cause (0: ShowWindow itself).
SW_PARENTCLOSING, SW_PARENTOPENING = 1, 3


def _owner_show(vm, win, show):
    """Generator: DefWindowProc's WM_SHOWWINDOW sent for an owner's sake: an owned window
    is hidden (and marked), or shown without activation if it was hidden so."""
    if bool(win.style & WS_VISIBLE) == bool(show) or not win.owner:
        return 0
    if show:
        if not win.state.pop("hidden_for_owner", False):
            return 0
    else:
        win.state["hidden_for_owner"] = True
    yield from show_window(vm, win, 4 if show else 0)     # SW_SHOWNOACTIVATE / SW_HIDE
    return 0


#: Messages ``def_window_proc`` answers 0 without doing anything: key and character
#: messages but the system keys (WM_SYSKEYDOWN / WM_SYSKEYUP), the client area's mouse
#: messages but the wheel, and WM_TIMER. The DefWindowProc API answers them without
#: making the generator (every typed character's three messages reach DefWindowProc in
#: a program such as winmine); test/win32/user/test_defwndproc_quiet.py holds each
#: against ``def_window_proc`` itself, so a message handled there must leave this set.
QUIET_MESSAGES = frozenset((0x0100, 0x0101, 0x0102, 0x0103, 0x0106, 0x0107, 0x0113)
                           + tuple(range(0x0200, 0x020A)))


def def_window_proc(wm, win, msg, wparam, lparam, wide=False):
    """Generator: the default handling of a message (DefWindowProc); for a message of
    :data:`QUIET_MESSAGES` it answers 0 and does nothing."""
    vm = wm.vm
    if msg == WM_SHOWWINDOW:
        return (yield from _owner_show(vm, win, wparam)) if lparam else 0
    if msg == WM_NCCREATE:
        # As Windows: the window's scroll bar structure is made here when its style has
        # a scroll bar (a window whose procedure skips DefWindowProc gets none yet).
        if win.style & (WS_VSCROLL | WS_HSCROLL):
            scroll_info(win, SB_VERT)
        return 1
    if msg == WM_CLOSE:
        yield from wm.destroy(win.hwnd)
        return 0
    if msg == WM_QUERYOPEN:
        return 1            # documented: the minimized window may be restored
    if msg == WM_NCCALCSIZE:
        # The rectangle at lParam (a RECT, or NCCALCSIZE_PARAMS' first one with wParam
        # TRUE) is a window rectangle; it becomes the client rectangle the style leaves
        # inside it. Programs send this to learn how tall a wrapped menu bar makes the
        # frame (AutoHotkey's Gui Show); an iconic window's client area is empty, at
        # the rectangle's top-left corner.
        if lparam:
            rect = RECT.values(vm.mem, lparam)
            if win.style & nonclient.WS_MINIMIZE:
                rect = rect[:2] * 2
            else:
                rect = win.client_within(*rect)
            vm.mem.write(lparam, RECT.pack_values(*rect))
        return 0
    if msg == WM_CANCELMODE:
        # menu mode the window owns ends (EndMenu), and it lets go of the mouse
        tracker = vm.menus.tracker
        if tracker is not None and tracker.owner.hwnd == win.hwnd:
            tracker.done = True
        inp = threadinput.of_window(vm, win.hwnd)
        if inp.capture == win.hwnd:
            # ReleaseCapture, as Windows' DefWindowProc calls it: CAPTUREEND, then
            # WM_CAPTURECHANGED (msg.c's WmTrackPopupMenuMinimizeWindow)
            inp.capture = 0
            yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_CAPTUREEND, win)
            yield from wm.send(win.hwnd, 0x0215, 0, 0)   # WM_CAPTURECHANGED
        return 0
    if msg == WM_NCPAINT:
        if win.is_child:
            paint_frame(vm, win, wparam)
        return 0
    if msg == WM_PAINT:
        sent = yield from send_ncpaint(vm, win)
        dc = begin_paint(vm, win, frame=not sent)
        # BeginPaint erases through WM_ERASEBKGND; DefWindowProc's paint must too.
        yield from send_erase(vm, win, dc)
        end_paint(vm, win, dc)
        return 0
    if msg == WM_ERASEBKGND:
        dc = vm.gdi.get(wparam)
        if dc is None:
            return 0
        return wm.paint_background(win, dc)
    if _CTLCOLOR_FIRST <= msg <= _CTLCOLOR_LAST and msg != _CTLCOLORSCROLLBAR:
        return _control_colour(vm, msg, wparam)
    if msg == WM_NOTIFYFORMAT:
        # The format the window's notifications should take: its procedure's (whatever
        # lParam asks, NF_QUERY or NF_REQUERY, and whichever DefWindowProc answers).
        return NFR_UNICODE if win.unicode else NFR_ANSI
    if msg == WM_SETTEXT:
        if lparam:
            win.title = vm.mem.wstr(lparam) if wide else vm.mem.cstr(lparam)
        else:
            win.title = ""
        event_hooks.window_title(vm, win)
        yield from winevents.window_event(vm, winevents.EVENT_OBJECT_NAMECHANGE, win)
        if not win.is_child:
            wm.redraw_nonclient(win)
        return 1
    if msg == WM_GETTEXT:
        if wparam == 0 or not lparam:
            return 0            # (no buffer: GetWindowText(hwnd, NULL, n) answers 0)
        # a buffer that cannot be written answers 0: Windows guards the copy (win.c's
        # test_gettext gives GetWindowText addresses such as 0x10 and 0xff000000)
        if wide:
            text = win.title[:wparam - 1]
            data = text.encode("utf-16-le") + b"\0\0"
        else:
            text = win.title.encode("cp1252", "replace")[:wparam - 1]
            data = text + b"\0"
        return len(text) if vm.mem.try_write(lparam, data) else 0
    if msg == WM_GETTEXTLENGTH:
        return len(win.title)
    if msg == WM_NCHITTEST:
        x, y = xy_from_lparam(lparam)
        return wm.hit_test(win, x, y) & 0xFFFFFFFF
    if msg == WM_NCLBUTTONDOWN:
        if wparam == HTCAPTION:
            wx, wy = wm.screen_origin(win)
            x, y = xy_from_lparam(lparam)
            wm.moving = (win.hwnd, x - wx, y - wy)
            win.state["drag_start"] = (win.x, win.y, win.w, win.h)   # for HCBT_MOVESIZE
            yield from winevents.window_event(vm, winevents.EVENT_SYSTEM_MOVESIZESTART, win)
        elif wparam == HTCLOSE:
            win.state["close_pressed"] = True
        elif wparam in (HTMINBUTTON, HTMAXBUTTON):
            win.state["nc_pressed"] = wparam
        elif wparam == 5:  # HTMENU: Windows turns it into SC_MOUSEMENU (+ the hit code)
            yield from wm.send(win.hwnd, WM_SYSCOMMAND, 0xF090 | 5, lparam)
        elif wparam in (6, 7):  # HTHSCROLL / HTVSCROLL: SC_HSCROLL / SC_VSCROLL + the code
            yield from wm.send(win.hwnd, WM_SYSCOMMAND,
                               (0xF080 if wparam == 6 else 0xF070) | wparam, lparam)
        return 0
    if msg == WM_NCLBUTTONUP:
        if wparam == HTCLOSE and win.state.pop("close_pressed", False):
            yield from wm.send(win.hwnd, WM_SYSCOMMAND, SC_CLOSE, lparam)
        elif wparam in (HTMINBUTTON, HTMAXBUTTON) and win.state.pop("nc_pressed", 0) == wparam:
            command = _button_command(win, wparam)
            if command:
                yield from wm.send(win.hwnd, WM_SYSCOMMAND, command, lparam)
        return 0
    if msg == WM_NCRBUTTONUP and wparam == HTCAPTION and SYSTEM_MENU:
        # A right click on the caption: WM_CONTEXTMENU, whose default opens the window menu.
        yield from wm.send(win.hwnd, WM_CONTEXTMENU, win.hwnd, lparam)
        return 0
    if msg == WM_CONTEXTMENU and SYSTEM_MENU:
        x, y = xy_from_lparam(lparam)
        if not win.is_child and wm.hit_test(win, x, y) == HTCAPTION:
            yield from SYSTEM_MENU[0](vm, win, x, y)
        elif win.is_child:
            yield from wm.send(win.parent, WM_CONTEXTMENU, wparam, lparam)
        return 0
    if msg == WM_SYSCOMMAND:
        if win.style & WS_DISABLED:
            return 0        # a disabled window carries out no command (win.c's ShowWindow)
        if (yield from hooks.call_hooks(vm, hooks.WH_CBT, hooks.HCBT_SYSCOMMAND, wparam,
                                        lparam)):
            return 0                         # a CBT hook drops the command
        if wparam & 0xFFF0 == SC_CLOSE:
            yield from wm.send(win.hwnd, WM_CLOSE, 0, 0)
        elif wparam & 0xFFF0 in _SHOW_FOR_COMMAND:
            yield from show_window(vm, win, _SHOW_FOR_COMMAND[wparam & 0xFFF0])
        elif wparam & 0xFFF0 == SC_KEYMENU and lparam & 0xFFFF == 0x20 and SYSTEM_MENU:
            # Alt+Space: the window menu, under the system-menu box at the left end of
            # the caption: Windows puts it at the bottom of an SM_CXSIZE x SM_CYSIZE box
            # inside the frame, over the caption's one-pixel bottom line.
            top = wm.toplevel(win)
            wx, wy = wm.screen_origin(top)
            b = top.frame()
            yield from SYSTEM_MENU[0](vm, top, wx + b, wy + b + top.nc.cy_size)
        elif wparam & 0xFFF0 == 0xF090 and not win.is_child:  # SC_MOUSEMENU: menu mode
            yield from vm.menus.track_bar(win, *xy_from_lparam(lparam))
        elif wparam & 0xFFF0 == SC_KEYMENU and not win.is_child:
            yield from vm.menus.track_bar_keys(win, lparam & 0xFFFF)
        elif wparam & 0xFFF0 in (0xF070, 0xF080):  # SC_VSCROLL / SC_HSCROLL: track the bar
            yield from track(wm, win, 1 if wparam & 0xFFF0 == 0xF070 else 0,
                             *xy_from_lparam(lparam))
        return 0
    if msg in (WM_MOUSEWHEEL, WM_MOUSEHWHEEL):
        # Windows: a child that does not handle the wheel passes it to its parent, so the
        # nearest ancestor that scrolls takes it. Before that, a window showing the
        # matching scroll bar scrolls by it (scrollbars.wheel_scroll_bars says why).
        if (yield from wheel_scroll_bars(wm, win, msg, wparam)):
            return 0
        if win.is_child and wm.get(win.parent) is not None:
            return (yield from wm.send(win.parent, msg, wparam, lparam))
        return 0
    if msg == WM_ACTIVATE:
        if wparam & 0xFFFF and not win.is_child:
            yield from wm.set_focus(win.hwnd)
        return 0
    if msg == WM_MOUSEACTIVATE:
        return 1  # MA_ACTIVATE
    if msg == WM_SETCURSOR:
        return 0
    if msg == 0x0086:  # WM_NCACTIVATE
        return 1
    if msg == caret.WM_SYSTIMER and wparam == caret.CARET_TIMER_ID:
        caret.blink(wm, win)
        return 0
    if msg == windowicons.WM_SETICON:       # the window's icons (user/windowicons.py)
        return windowicons.set_icon(vm, win, wparam, lparam)
    if msg == windowicons.WM_GETICON:
        return windowicons.get_icon(win, wparam)
    if msg == caret.WM_SYSTIMER and wparam == flash.FLASH_TIMER_ID:
        yield from flash.tick(wm, win)      # FlashWindowEx's timer (user/flash.py)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        return 0
    if msg == WM_SYSKEYDOWN and wparam in (0x12, 0x79):
        # Alt (or F10) down: keyboard cues appear for this window (user/uistate.py), and
        # its release enters menu mode; one the menu loop took (to leave menu mode) does
        # not, as on Windows
        win.state["menu_key"] = wparam
        yield from uistate.show_keyboard_cues(wm, win)
        return 0
    if msg == uistate.WM_CHANGEUISTATE:
        return (yield from uistate.change_ui_state(wm, win, wparam))
    if msg == uistate.WM_UPDATEUISTATE:
        return uistate.update_ui_state(wm, win, wparam)
    if msg == uistate.WM_QUERYUISTATE:
        return uistate.ui_state(wm, win)
    if msg == WM_SYSKEYDOWN and wparam == 0x20 and 0x12 in wm.keys_down:  # Alt+Space
        yield from wm.send(wm.toplevel(win).hwnd, WM_SYSCOMMAND, SC_KEYMENU, 0x20)
        return 0
    if msg == WM_SYSKEYDOWN and wparam == 0x73 and 0x12 in wm.keys_down:  # Alt+F4
        yield from wm.send(wm.toplevel(win).hwnd, WM_SYSCOMMAND, SC_CLOSE, 0)
        return 0
    if msg == WM_SYSKEYDOWN and 0x12 in wm.keys_down and (
            0x30 <= wparam <= 0x39 or 0x41 <= wparam <= 0x5A):
        # Alt+letter: menu mode with that mnemonic. Windows gets the letter from the
        # WM_SYSCHAR TranslateMessage makes; our characters arrive separately (keypress),
        # so the key itself is the trigger and the tracker swallows a following SYSCHAR.
        yield from wm.send(wm.toplevel(win).hwnd, WM_SYSCOMMAND, SC_KEYMENU,
                           ord(chr(wparam).lower()))
        return 0
    if msg == WM_SYSKEYUP and wparam in (0x12, 0x79) and not wm.alt_chord and \
            win.state.pop("menu_key", None) == wparam:
        # Releasing a lone Alt, or F10: the menu bar takes the keyboard (SC_KEYMENU, 0).
        yield from wm.send(wm.toplevel(win).hwnd, WM_SYSCOMMAND, SC_KEYMENU, 0)
        return 0
    return 0


SC_MINIMIZE, SC_MAXIMIZE, SC_RESTORE = 0xF020, 0xF030, 0xF120
_SHOW_FOR_COMMAND = {SC_MINIMIZE: 6, SC_MAXIMIZE: 3, SC_RESTORE: 9}
WM_CONTEXTMENU, WM_NCRBUTTONUP = 0x007B, 0x00A5

#: The window menu's tracker, ``track(vm, win, x, y)`` (a generator), once the module
#: that builds the window menu (user/sysmenu.py) has registered it.
SYSTEM_MENU = []


def set_system_menu_tracker(track):
    """Let DefWindowProc open the window menu (Alt+Space, a right click on the caption)
    through ``track(vm, win, x, y)``; the window menu lives above this module."""
    SYSTEM_MENU[:] = [track]
    return track


def _button_command(win, code):
    """The WM_SYSCOMMAND a click on the minimize or maximize box means (0: disabled)."""
    if code == HTMINBUTTON:
        if win.style & nonclient.WS_MINIMIZE:
            return SC_RESTORE
        return SC_MINIMIZE if win.style & nonclient.WS_MINIMIZEBOX else 0
    if win.style & nonclient.WS_MAXIMIZE:
        return SC_RESTORE
    return SC_MAXIMIZE if win.style & nonclient.WS_MAXIMIZEBOX else 0


#: What a control may change in a DC it is handed (wm_queue.paint_into_dc), restored by
#: end_paint: the selected objects, colours, modes and the pen position.
_HANDED_STATE = ("pen", "brush", "font", "text_color", "bk_color", "bk_mode", "pos",
                 "text_align", "rop2", "clip_rgn")


def frame_to_paint(win):
    """True for a child window whose non-client area WM_NCPAINT paints: one of a
    program's own class with a frame or standard scroll bars (the built-in controls
    draw theirs with their client area; top-level frames are the window manager's)."""
    return win.is_child and not win.cls.builtin and bool(
        win.border() or win.style & 0x00300000)        # WS_VSCROLL | WS_HSCROLL


def send_ncpaint(vm, win):
    """Generator: WM_NCPAINT (wParam 1: the whole frame) to a child window whose frame
    RedrawWindow(RDW_FRAME) invalidated, before its paint, as BeginPaint and
    DefWindowProc's WM_PAINT send it on Windows; True when it was sent (DefWindowProc's
    WM_NCPAINT draws the frame then, or the window's procedure leaves it undrawn)."""
    if not win.state.pop("frame_invalid", False) or not frame_to_paint(win):
        return False
    yield from vm.wm.send(win.hwnd, WM_NCPAINT, 1, 0)
    return True


def paint_frame(vm, win, hrgn):
    """DefWindowProc's WM_NCPAINT for a child window: its frame and standard scroll bars
    drawn inside region ``hrgn`` (screen coordinates; 1 or 0: all of them)."""
    if not frame_to_paint(win):
        return
    clip = None
    if hrgn > 1:
        rgn = vm.gdi.get(hrgn, Region)
        if rgn is None:
            return
        x, y = vm.wm.screen_origin(win)
        clip = rgn.copy()
        clip.offset(-x, -y)
    nonclient.draw_child(vm.wm, win, clip)
    if win.style & 0x00300000:
        draw_bars(vm.wm, win, clip)


def begin_paint(vm, win, frame=True):
    """BeginPaint's work without the guest structure: returns the paint DC (erased).
    A built-in control handed a DC with WM_PAINT (``win.paint_into``) paints in it: the
    whole client area, nothing validated, no erase, no caret or children touched.
    ``frame`` False: a child's frame is not drawn here (WM_NCPAINT drew it)."""
    wm = vm.wm
    given = getattr(win, "paint_into", None)
    if given is not None:
        given.__dict__.setdefault("handed", []).append(
            {k: getattr(given, k) for k in _HANDED_STATE})
        given.paint_rect = (0, 0) + tuple(win.client_size())
        given.erased, given.erase_pending = True, False
        return given
    caret.paint_hide(wm, win)   # as Windows: no painting under the inverted caret
    rect = win.invalid or (0, 0, 0, 0)
    update, win.update_rgn = getattr(win, "update_rgn", None), None
    dc = dce.window_dce(vm, win)
    if dc is not None:
        # a private or class DC: the update region cuts its visible region until
        # EndPaint; what the program set in it stays (user/dce.py)
        dce.set_paint_clip(vm, win, dc, update.copy() if update is not None
                           else Region.rect(*rect))
    elif win.is_child and win.cls.style & dce.CS_PARENTDC:
        # a CS_PARENTDC child paints with its parent's visible area, cut to its update
        # rectangle unless all of its client area is to be painted; an update its
        # parent's painting passed on is kept as the parent had it, not cut at the
        # child's edges (Windows' clip boxes in win.c test_csparentdc)
        dc = wm.surface_dc(win, parent_clip=True)
        passed = win.state.pop("parent_update", None)
        if rect != (0, 0) + tuple(win.client_size()) and rect[0] < rect[2]:
            box = rect if passed is None else (
                min(rect[0], passed[0]), min(rect[1], passed[1]),
                max(rect[2], passed[2]), max(rect[3], passed[3]))
            dc.clip_rgn = Region.rect(*box)
    else:
        dc = wm.surface_dc(win, clip=rect)
        # An update region made by InvalidateRgn (gdi/regions.Region, client
        # coordinates) clips the painting; wm.invalidate drops it when a rectangle is
        # added. Siblings above a WS_CLIPSIBLINGS window stay cut out of it (the DC's
        # visible region).
        if dc.meta_is_vis:
            dc.clip_rgn = dc.meta_rgn.copy() if update is None else \
                combine(dc.meta_rgn, update, RGN_AND)
        else:
            dc.clip_rgn = update
    dc.paint_rect = rect
    dc.erased = False
    win.invalid = None
    if win.erase:
        win.erase = False
        dc.erase_pending = True
    if win.is_child and not win.cls.builtin and frame:
        # A child's frame repaints with it (where Windows sends WM_NCPAINT); the
        # built-in controls draw their own.
        nonclient.draw_child(wm, win)
    if win.is_child and win.style & 0x00300000 and frame:
        # A child's standard scroll bars repaint with it (where Windows sends WM_NCPAINT).
        draw_bars(wm, win)
    # The area repainted may cover children: the part of each child it covers repaints
    # after the parent (Windows invalidates the children under the update region, no
    # more: win.c test_csparentdc's paint rectangles).
    l, t, r, b = rect
    for h in win.children:
        ch = wm.get(h)
        if ch is not None and ch.style & WS_VISIBLE and l < r and t < b:
            ox, oy = ch.client_offset()
            ox, oy = ch.x + ox, ch.y + oy
            wm.invalidate(ch, (l - ox, t - oy, r - ox, b - oy), True)
            if ch.invalid is not None and ch.cls.style & dce.CS_PARENTDC:
                ch.state["parent_update"] = (l - ox, t - oy, r - ox, b - oy)
    return dc


def send_erase(vm, win, dc):
    """Generator: BeginPaint's erase, for a paint DC from ``begin_paint`` whose update
    asked for one: WM_ERASEBKGND to the window with the DC; its answer (0 when none was
    asked for)."""
    if not getattr(dc, "erase_pending", False):
        return 0
    dc.erase_pending = False
    hdc = vm.gdi.add(dc)
    try:
        return (yield from vm.wm.send(win.hwnd, WM_ERASEBKGND, hdc, 0))
    finally:
        vm.gdi.objects.pop(hdc, None)


def end_paint(vm, win, dc):
    """EndPaint's work (for a DC the control was handed: its state put back)."""
    handed = dc.__dict__.get("handed")
    if handed and dc is getattr(win, "paint_into", None):
        for k, v in handed.pop().items():
            setattr(dc, k, v)
        return
    if dc.dce_kind:
        dce.end_paint_clip(vm, win, dc)     # the window keeps its DC
    else:
        vm.gdi.release_dc(dc)
    caret.paint_show(vm.wm, win)


def take_focus(wm, win):
    """Generator: SetFocus's work — activate the window above ``win`` that activation
    takes (its top-level window, or the first one without WS_CHILD: wm_zorder.py
    ``activatable``) if it is not the active one, then give ``win`` the focus; returns
    the window that had it. A window that is disabled or minimized, or a WS_CHILD
    window inside one (up to the first window without WS_CHILD), takes no focus: 0,
    nothing changes (Wine 8, checked by guests ``btnseq`` and ``u32activ``; msg.c's
    WmDisableButtonSeq: a disabled button clicked takes no focus)."""
    w = win
    while w is not None:
        if w.style & (WS_DISABLED | nonclient.WS_MINIMIZE):
            return 0
        w = wm.get(w.parent) if w.is_child and w.style & WS_CHILD else None
    top = wm.activatable(win)
    if top.hwnd != threadinput.of_window(wm.vm, top.hwnd).active:
        if top.style & WS_DISABLED:
            # a disabled window is not activated, so its controls cannot take the focus:
            # SetFocus fails (Wine's rule; a modal dialog's owner, whose WM_ACTIVATE
            # handler takes the focus back, would otherwise win it from the dialog)
            return 0
        # (as SetActiveWindow: not to the foreground from a thread in the background)
        yield from wm.activate(top.hwnd, foreground=False)
    return (yield from wm.set_focus(win.hwnd))


def install(vm):
    """Make DefWindowProcA/W callable without the guest: a class whose procedure is
    DefWindowProc (common for guest classes) runs def_window_proc directly."""
    for variant, wide in (("DefWindowProcA", False), ("DefWindowProcW", True)):
        vm.wm.register_python_proc(vm.proc_address("USER32.dll", variant),
                                   _default_proc(wide), default=True)


def _default_proc(wide):
    return lambda wm, win, msg, wparam, lparam: def_window_proc(wm, win, msg, wparam, lparam,
                                                                  wide)
