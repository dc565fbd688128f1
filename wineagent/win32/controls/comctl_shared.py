"""What the comctl32 classes added for Wine's programs share: WM_NOTIFY with a structure
the parent may read and change, item text in A or W form, and class registration.

The classes (tab control, tree view, list view and its header, rebar, toolbar) are
registered on first use, like the progress and status bars of ``progress_status.py``: the class
resolver ``resolve`` answers create_window for their names when the program imports
COMCTL32.dll (``comctl_registry.py`` lists them).
"""


from ...abi.api import GuestCall
from ..core.bits import s32
from ..user.wm import WindowClass, is_wide
from ..core.dllnames import COMCTL32
from ..core.structures import NMCUSTOMDRAW, NMHDR, RECT
from .builtin_common import nmhdr_bytes
from ..user.pyproc import THEME_REPAINT, WM_THEMECHANGED, set_theme_test
from ..kernel.actctx import redirects
from ..core.messages import WM_CHAR, WM_GETDLGCODE, WM_KEYDOWN
from ..user.window import show_window, take_focus
from ..user.dlgconst import DLGC_WANTALLKEYS, VK_ESCAPE, VK_RETURN

__all__ = ["notify", "notify_tail", "custom_draw", "read_item_text", "write_item_text", "register",
           "LPSTR_TEXTCALLBACK", "text_pointer", "CLR_DEFAULT", "CLR_NONE", "focus_rect", "guest_sort",
           "scrolled_top", "font_message", "WM_SETFONT", "WM_GETFONT", "common_controls_6",
           "repaint_on_theme_change", "WM_THEMECHANGED", "label_edit_message",
           "open_label_edit"]

WM_NOTIFY = 0x004E
WM_SETFONT, WM_GETFONT = 0x0030, 0x0031
LPSTR_TEXTCALLBACK = 0xFFFFFFFF


def common_controls_6(vm):
    """True while an activation context that redirects comctl32.dll to Common Controls 6
    is in effect on the current thread: one it activated, or the process default made
    from the executable's manifest (the classes only version 6 has exist then)."""
    return redirects(vm, "comctl32.dll")


def text_pointer(p, ptr_size):
    """An item's pszText as read from a structure, LPSTR_TEXTCALLBACK ((LPSTR)-1) at
    either width: a 64-bit program's -1 is all 64 bits set."""
    return LPSTR_TEXTCALLBACK if p == (1 << 8 * ptr_size) - 1 else p
CLR_NONE = 0xFFFFFFFF
CLR_DEFAULT = 0xFF000000


def notify_target(wm, win):
    """The window a control's notifications go to: its parent (or the window set by
    ``win.state['notify_to']``); 0 when there is none."""
    target = win.state.get("notify_to") or (win.parent if win.is_child else 0)
    return target if target and wm.get(target) is not None else 0


def notify(wm, win, code, extra=b"", readback=0):
    """Generator: WM_NOTIFY(id, NMHDR + ``extra``) to the parent (or the window set by
    ``win.state['notify_to']``). Returns (result, the first ``readback`` bytes of
    ``extra`` as the parent left them) — what TVN_GETDISPINFO and friends need."""
    target = notify_target(wm, win)
    if not target:
        return 0, extra[:readback]
    vm = wm.vm
    hdr = nmhdr_bytes(vm, win, code)
    data = hdr + extra
    p = vm.heap.alloc(len(data) + 4)
    vm.mem.write(p, data)
    try:
        r = yield from wm.send(target, WM_NOTIFY, win.id, p)
        back = vm.mem.read(p + len(hdr), readback) if readback else b""
        return r, back
    finally:
        vm.heap.free(p)


def notify_tail(stype, ptr, **values):
    """The bytes of the WM_NOTIFY structure ``stype`` that follow its NMHDR, with ``values``
    set and the rest zero: the ``extra`` of ``notify`` and builtin_common.send_notify,
    which write the NMHDR themselves. ``ptr``: the program's pointer size."""
    return stype.pack(ptr, **values)[NMHDR.sizeof(ptr):]


NM_CUSTOMDRAW = -12
_PTRMASK = {4: 0xFFFFFFFF, 8: (1 << 64) - 1}


def custom_draw(wm, win, layout, hdc, stage, rect, spec=0, state=0, param=0,
                colors=(CLR_NONE, CLR_NONE), **fields):
    """Generator: NM_CUSTOMDRAW to the parent at ``stage``, in the control's structure
    ``layout`` (NMTVCUSTOMDRAW, NMLVCUSTOMDRAW: NMCUSTOMDRAW, then clrText, clrTextBk and
    the control's ``fields``); returns the answer and the (clrText, clrTextBk) the parent
    left."""
    ptr = wm.vm.ptr_size
    data = bytearray(layout.pack(ptr, clrText=colors[0], clrTextBk=colors[1], **fields))
    nm = NMCUSTOMDRAW.pack(ptr, dwDrawStage=stage, hdc=hdc, dwItemSpec=spec & _PTRMASK[ptr],
                           uItemState=state, lItemlParam=param & _PTRMASK[ptr])
    data[:len(nm)] = nm
    roff = NMCUSTOMDRAW.offsetof("rc", ptr)
    data[roff:roff + 16] = RECT.pack_values(*rect)
    head = NMHDR.sizeof(ptr)
    tail = bytes(data[head:])
    r, back = yield from notify(wm, win, NM_CUSTOMDRAW, tail, readback=len(tail))
    whole = bytes(data[:head]) + back
    off = layout.offsetof("clrText", ptr)
    return r & 0xFFFFFFFF, (int.from_bytes(whole[off:off + 4], "little"),
                            int.from_bytes(whole[off + 4:off + 8], "little"))


def open_label_edit(wm, st, h, cancel):
    """Generator: a label edit ``h`` after the parent's answer to its BEGINLABELEDIT: when
    ``cancel``, the edit is destroyed and the control's state ``st`` no longer edits (0);
    else it is shown, focused and its text selected (``h``)."""
    if cancel:
        st.edit, st.edit_item = 0, None
        yield from wm.destroy(h)
        return 0
    ed = wm.get(h)
    if ed is None:
        return 0
    yield from show_window(wm.vm, ed, 5)         # SW_SHOW
    yield from take_focus(wm, ed)
    yield from wm.send(h, 0xB1, 0, 0xFFFFFFFF)   # EM_SETSEL: all of it
    return h


def label_edit_message(wm, win, msg, wparam, lparam, owner_key, proc_key, state_key, end_edit):
    """Generator: a label edit's message (the EDIT a list view or tree view subclasses for
    LVM_EDITLABEL / TVM_EDITLABEL, its control in ``win.state[owner_key]``, the EDIT's
    procedure in ``win.state[proc_key]``, the control's state in its ``state[state_key]``):
    it wants every key; Enter ends the edit keeping the text and Escape cancels it
    (``end_edit(wm, control, st, cancel)``), their characters swallowed; the rest is the
    EDIT's."""
    owner = wm.get(win.state.get(owner_key, 0))
    st = owner.state.get(state_key) if owner is not None else None
    if msg == WM_GETDLGCODE:
        return DLGC_WANTALLKEYS
    if st is not None and msg == WM_KEYDOWN and wparam in (VK_RETURN, VK_ESCAPE):
        yield from end_edit(wm, owner, st, wparam == VK_ESCAPE)
        return 0
    if msg == WM_CHAR and wparam in (VK_RETURN, VK_ESCAPE):
        return 0
    return (yield from wm.call_proc(win.state.get(proc_key), win, msg, wparam, lparam))


def read_item_text(wm, ptr, wide, limit=None):
    """An item's text from a guest pointer (None for NULL or LPSTR_TEXTCALLBACK)."""
    if not ptr or text_pointer(ptr, wm.vm.ptr_size) == LPSTR_TEXTCALLBACK:
        return None
    mem = wm.vm.mem
    return mem.wstr(ptr) if wide else mem.cstr(ptr)


def write_item_text(wm, ptr, text, size, wide):
    """Copy ``text`` + NUL into a caller's buffer of ``size`` characters."""
    if not ptr or size <= 0:
        return
    mem = wm.vm.mem
    (mem.write_wstr if wide else mem.write_cstr)(ptr, text, size)


def register(vm, name, proc, thunk, style=0x8 | 0x3, extra=0):
    """Register one class whose procedure is ``proc`` reached through ``thunk``."""
    wm = vm.wm
    if wm.find_class(name) is not None:
        return
    addr = vm.proc_address(COMCTL32, thunk)
    wm.register_python_proc(addr, proc)
    wm.register_class(WindowClass(name, style, addr, 0, extra, 0, 0, 0, 0, builtin=True))


def wide_of(win):
    """True when the control talks Unicode to its parent (created with the W API)."""
    return is_wide(win)


def focus_rect(d, l, t, r, b):
    """DrawFocusRect's look on ImageDraw ``d``: every other pixel of the outline
    [l, r] x [t, b], in black (the focus rectangle is an XOR on Windows; on the light
    backgrounds these controls draw it shows black)."""
    for x in range(l, r + 1, 2):
        d.point((x, t), fill=(0, 0, 0))
        d.point((x, b), fill=(0, 0, 0))
    for y in range(t, b + 1, 2):
        d.point((l, y), fill=(0, 0, 0))
        d.point((r, y), fill=(0, 0, 0))


def guest_sort(items, fn, key, lparam):
    """Generator: a stable merge sort of ``items`` calling the guest's compare function
    ``fn(key(a), key(b), lparam)`` (LVM_SORTITEMS, TVM_SORTCHILDRENCB); returns the list."""
    if len(items) <= 1:
        return list(items)
    mid = len(items) // 2
    a = yield from guest_sort(items[:mid], fn, key, lparam)
    b = yield from guest_sort(items[mid:], fn, key, lparam)
    out = []
    while a and b:
        r = yield GuestCall(fn, (key(a[0]), key(b[0]), lparam))
        out.append(b.pop(0) if s32(r) > 0 else a.pop(0))
    return out + a + b


def scrolled_top(wparam, top, page, count):
    """The first visible row after WM_VSCROLL(``wparam``): SB_LINEUP/DOWN, PAGEUP/DOWN,
    THUMBPOSITION/TRACK, TOP, BOTTOM, kept within the rows."""
    code = wparam & 0xFFFF
    new = {0: top - 1, 1: top + 1, 2: top - page, 3: top + page, 4: wparam >> 16,
           5: wparam >> 16, 6: 0, 7: count}.get(code, top)
    return max(0, min(max(0, count - page), new))


def font_message(wm, win, msg, wparam, lparam):
    """WM_SETFONT / WM_GETFONT for a control that draws with ``win.state['font']``: the
    answer, or None for any other message."""
    if msg == WM_SETFONT:
        win.state["font"] = wparam
        if lparam:
            wm.invalidate(win, None, True)
        return 0
    if msg == WM_GETFONT:
        return win.state.get("font", 0)
    return None


def repaint_on_theme_change(erase=True):
    """Decorator of a control's window procedure: under a Common Controls 6 context
    WM_THEMECHANGED makes the control repaint itself whole (erasing its background first
    unless ``erase`` is False) and answers 0, as comctl32 6's themed controls do (Wine's
    misc.c lists, per class, which repaint; comctl32 5.8's do not know the message:
    DefWindowProc's answer). The procedure is registered, not wrapped
    (user/pyproc.run_proc answers the message): a saved state names the procedure's own
    code, which a wrapper would hide."""
    def wrap(proc):
        THEME_REPAINT[proc] = erase
        return proc
    return wrap


set_theme_test(common_controls_6)
