"""ReBarWindow32, the rebar (coolbar), drawn like comctl32 5.8 in the Windows 2000 classic
scheme: bands in rows (RBBS_BREAK starts a row), each with a gripper (unless
RBBS_NOGRIPPER or RBBS_FIXEDSIZE), its text and image, and its child window placed in
the rest of the band; the last band of a row takes the remaining width.

Messages: RB_INSERTBAND/SETBANDINFO/GETBANDINFO (A and W), DELETEBAND, GETBANDCOUNT,
GET/SETBARINFO, IDTOINDEX, GETRECT, GETROWCOUNT, GETROWHEIGHT, GETBARHEIGHT, SHOWBAND,
GETBANDBORDERS, HITTEST, SET/GETBKCOLOR, SET/GETTEXTCOLOR, SETPARENT, SIZETORECT,
MAXIMIZEBAND, MINIMIZEBAND and MOVEBAND; a
band's background bitmap (hbmBack) is tiled behind its header and child. The
bar docks along its parent's top (CCS_TOP, unless CCS_NOPARENTALIGN or CCS_NORESIZE),
sends RBN_HEIGHTCHANGE and RBN_AUTOSIZE when its height changes, and passes its children's WM_COMMAND and
WM_NOTIFY on to its parent, as comctl32 does.

A band with RBBS_USECHEVRON narrower than its ideal size (cxIdeal) shows a chevron at
its right end, its child made narrower by the chevron's width; a click on it sends
RBN_CHEVRONPUSHED with the band and the chevron's rectangle, where the program shows
the menu of what did not fit. Vertical rebars (CCS_VERT) stop the guest as
unimplemented when asked for; dragging a band's gripper with the mouse does nothing.
"""



from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..user.reparent import make_child
from ..core.bits import s32
from ..core.styles import WS_VISIBLE
from ..core.messages import (WM_COMMAND, WM_CREATE, WM_DESTROY, WM_GETFONT, WM_LBUTTONDOWN,
                             WM_PAINT, WM_SETFONT, WM_SIZE)
from ..gdi.colors import SYS_COLORS, rgb
from ..gdi.objects import Bitmap
from ..user.window import begin_paint, def_window_proc, end_paint, show_window
from .comctl_shared import (font_message, notify, notify_tail, read_item_text, register,
                            write_item_text)
from .builtin_common import BLACK, WHITE, ctl_font, is_wide
from .imagelist import draw_image, image_list
from ..core.dllnames import COMCTL32
from ..core.structures import (NMRBAUTOSIZE, NMREBARCHEVRON, RBHITTESTINFO, REBARBANDINFO,
                               REBARINFO, RECT)

__all__ = ["rebar_proc", "install", "REBAR_CLASS", "layout", "bar_height"]

REBAR_CLASS = "ReBarWindow32"
WM_NOTIFY = 0x4E
RB_INSERTBANDA, RB_DELETEBAND, RB_GETBARINFO, RB_SETBARINFO = 0x401, 0x402, 0x403, 0x404
RB_SETBANDINFOA, RB_SETPARENT, RB_HITTEST, RB_GETRECT = 0x406, 0x407, 0x408, 0x409
RB_INSERTBANDW, RB_SETBANDINFOW, RB_GETBANDCOUNT, RB_GETROWCOUNT = 0x40A, 0x40B, 0x40C, 0x40D
RB_GETROWHEIGHT, RB_IDTOINDEX, RB_SETBKCOLOR, RB_GETBKCOLOR = 0x40E, 0x410, 0x413, 0x414
RB_SETTEXTCOLOR, RB_GETTEXTCOLOR, RB_SIZETORECT, RB_GETBARHEIGHT = 0x415, 0x416, 0x417, 0x41B
RB_GETBANDINFOW, RB_GETBANDINFOA, RB_MINIMIZEBAND, RB_MAXIMIZEBAND = 0x41C, 0x41D, 0x41E, 0x41F
RB_GETBANDBORDERS, RB_SHOWBAND, RB_MOVEBAND = 0x422, 0x423, 0x427
RBBIM_STYLE, RBBIM_COLORS, RBBIM_TEXT, RBBIM_IMAGE, RBBIM_CHILD = 0x1, 0x2, 0x4, 0x8, 0x10
RBBIM_CHILDSIZE, RBBIM_SIZE, RBBIM_BACKGROUND, RBBIM_ID = 0x20, 0x40, 0x80, 0x100
RBBIM_IDEALSIZE, RBBIM_LPARAM, RBBIM_HEADERSIZE = 0x200, 0x400, 0x800
RBBS_BREAK, RBBS_FIXEDSIZE, RBBS_CHILDEDGE, RBBS_HIDDEN = 0x1, 0x2, 0x4, 0x8
RBBS_VARIABLEHEIGHT, RBBS_NOGRIPPER, RBBS_USECHEVRON = 0x40, 0x100, 0x200
RBS_BANDBORDERS = 0x400
CCS_TOP, CCS_NORESIZE, CCS_NOPARENTALIGN, CCS_VERT = 0x1, 0x4, 0x8, 0x80
RBN_HEIGHTCHANGE = -831
RBN_AUTOSIZE = -834
RBN_CHEVRONPUSHED = -841
CHEVRON = 10         # the chevron's width at a band's right end
RBHT_NOWHERE, RBHT_CAPTION, RBHT_CLIENT, RBHT_GRABBER = 0x1, 0x2, 0x3, 0x4
GRIPPER = 8          # gripper column: 2 px margin, a 3 px bar, 3 px to what follows
SW_HIDE, SW_SHOW = 0, 5  # ShowWindow's commands
EDGE = 2             # RBBS_CHILDEDGE: room above and below the child
CHILD_LEFT = 4       # gap between the header and the child
# REBARBANDINFO's fields after cbSize and fMask, by the names the handlers use.
_INFO_FIELDS = {"style": "fStyle", "fore": "clrFore", "back": "clrBack", "text": "lpText",
                "cch": "cch", "image": "iImage", "child": "hwndChild", "cxmin": "cxMinChild",
                "cymin": "cyMinChild", "cx": "cx", "bmp": "hbmBack", "wid": "wID",
                "cychild": "cyChild", "cymax": "cyMaxChild", "cyint": "cyIntegral",
                "cxideal": "cxIdeal", "lparam": "lParam", "cxheader": "cxHeader"}


class Band:
    """One band (REBARBANDINFO's fields)."""

    def __init__(self):
        self.style = 0
        self.fore = self.back = 0xFF000000     # CLR_DEFAULT
        self.text = ""
        self.image = -1
        self.child = 0
        self.cxmin = self.cymin = self.cx = 0
        self.wid = 0
        self.cychild = self.cymax = self.cyint = self.cxideal = 0
        self.lparam = 0
        self.bmp = 0             # hbmBack: tiled behind the band's header
        self.cxheader = -1
        self.rect = (0, 0, 0, 0)


class RebarState:
    """Bands, the bar's image list and colours, the notify window and the laid-out
    height."""

    def __init__(self):
        self.bands = []
        self.himl = 0
        self.bk = self.fg = 0xFF000000
        self.height = 0
        self.rows = []       # [(top, height, [band index])]


def _st(win):
    st = win.state.get("rebar")
    if st is None:
        st = win.state["rebar"] = RebarState()
    return st


def _header(wm, win, st, band):
    """Width of a band's header: gripper, image and text."""
    if band.cxheader >= 0:
        return band.cxheader
    w = 0 if band.style & (RBBS_NOGRIPPER | RBBS_FIXEDSIZE) else GRIPPER
    il = image_list(wm.vm, st.himl)
    if il is not None and band.image >= 0:
        w += il.cx + 2
    if band.text:
        w += int(ctl_font(wm, win).pil.getlength(band.text)) + 4
    return w


def _band_height(band):
    h = band.cymin
    if band.style & RBBS_VARIABLEHEIGHT and band.cychild:
        h = max(h, band.cychild)
    return h + (2 * EDGE if band.style & RBBS_CHILDEDGE else 0)


def layout(wm, win):
    """Lay the visible bands out in rows; returns the bar's height."""
    st = _st(win)
    if win.style & CCS_VERT:
        raise Unimplemented("%s class %s (CCS_VERT)" % (COMCTL32, REBAR_CLASS))
    cw = win.client_size()[0] or win.w
    rows, row = [], []
    for k, band in enumerate(st.bands):
        if band.style & RBBS_HIDDEN:
            band.rect = (0, 0, 0, 0)
            continue
        if row and band.style & RBBS_BREAK:
            rows.append(row)
            row = []
        row.append(k)
    if row:
        rows.append(row)
    y, st.rows = 0, []
    borders = 2 if win.style & RBS_BANDBORDERS else 0
    for r in rows:
        h = max(_band_height(st.bands[k]) for k in r)
        x = 0
        for j, k in enumerate(r):
            band = st.bands[k]
            least = _least(wm, win, st, band)
            w = max(band.cx, least)
            if j == len(r) - 1:
                w = max(least, cw - x)
            band.rect = (x, y, x + w, y + h)
            x += w + borders
        st.rows.append((y, h, r))
        y += h + borders
    return max(0, y - borders)


def _least(wm, win, st, band):
    """A band's smallest width: its header, the gap after it and cxMinChild, which the
    band may not be sized below (RBBIM_CHILDSIZE)."""
    head = _header(wm, win, st, band)
    return head + (CHILD_LEFT if head else 0) + band.cxmin


def _row_of(st, k):
    """The indices of the bands in band ``k``'s row (after a layout)."""
    return next((members for _, _, members in st.rows if k in members), [])


def _resize_in_row(wm, win, st, k, width):
    """Band ``k`` takes ``width`` (not below its least) and the rest of its row gives or
    takes the difference, as comctl32's RB_MAXIMIZEBAND and RB_MINIMIZEBAND do: room it
    needs comes from the bands after it, the row's last first, down to their least
    widths, then from those before it, the nearest first; room it gives up goes to the
    next band in the row (the one before it when it is the last). Every band of the row
    keeps its new width as its cx, as RB_GETBANDINFO reports."""
    layout(wm, win)
    row = _row_of(st, k)
    if not row:
        return
    widths = {j: st.bands[j].rect[2] - st.bands[j].rect[0] for j in row}
    band = st.bands[k]
    want = max(width, _least(wm, win, st, band))
    pos = row.index(k)
    delta = want - widths[k]
    if delta > 0:
        donors = row[pos + 1:][::-1] + row[:pos][::-1]
        for j in donors:
            give = min(delta, max(0, widths[j] - _least(wm, win, st, st.bands[j])))
            widths[j] -= give
            widths[k] += give
            delta -= give
            if not delta:
                break
    elif delta < 0 and len(row) > 1:
        taker = row[pos + 1] if pos + 1 < len(row) else row[pos - 1]
        widths[k] = want
        widths[taker] -= delta
    for j in row:
        st.bands[j].cx = widths[j]


def bar_height(wm, win):
    """RB_GETBARHEIGHT: the height the bands need."""
    return layout(wm, win)


def _child_left(wm, win, st, band):
    """Where a band's child starts: after the header and, when there is one, a gap."""
    head = _header(wm, win, st, band)
    return band.rect[0] + head + (CHILD_LEFT if head else 0)


def _chevron(wm, win, st, band):
    """The chevron's client rectangle (l, t, r, b) of a band that shows one, else None:
    RBBS_USECHEVRON and less room for the child than its ideal width."""
    if not band.style & RBBS_USECHEVRON or band.style & RBBS_HIDDEN or band.cxideal <= 0:
        return None
    l, t, r, b = band.rect
    if r - _child_left(wm, win, st, band) >= band.cxideal:
        return None
    return (r - CHEVRON, t, r, b)


def _place(wm, win):
    """Generator: lay out, move the children into their bands, dock along the parent's
    top, and send RBN_HEIGHTCHANGE when the height changed."""
    st = _st(win)
    h = layout(wm, win)
    for band in st.bands:
        child = wm.get(band.child) if band.child else None
        if child is None:
            continue
        if band.style & RBBS_HIDDEN:
            if child.style & WS_VISIBLE:
                yield from show_window(wm.vm, child, SW_HIDE)
            continue
        l, t, r, b = band.rect
        x = _child_left(wm, win, st, band)
        if _chevron(wm, win, st, band) is not None:
            r -= CHEVRON
        w = max(0, r - x - (EDGE if band.style & RBBS_CHILDEDGE else 0))
        ch = band.cymin or child.h
        name = child.cls.name.lower() if isinstance(child.cls.name, str) else ""
        # a combo box keeps its height (its list hangs below the band)
        height = child.h if "combo" in name else ch
        y = t + max(0, (b - t - ch) // 2)
        if (child.x, child.y, child.w, child.h) != (x, y, w, height):
            wm.move_window(child, x, y, w, height)
            wm.invalidate(child, None, True)
    if not win.style & CCS_NORESIZE and win.is_child:
        parent = wm.get(win.parent)
        if parent is not None:
            pw, _ = parent.client_size()
            y = win.y if win.style & CCS_NOPARENTALIGN else 0
            x = win.x if win.style & CCS_NOPARENTALIGN else 0
            w = win.w if win.style & CCS_NOPARENTALIGN else pw
            if (win.x, win.y, win.w, win.h) != (x, y, w, h):
                wm.move_window(win, x, y, w, h)
                layout(wm, win)
    wm.invalidate(win, None, True)
    if h != st.height:
        st.height = h
        yield from notify(wm, win, RBN_HEIGHTCHANGE)
        # then RBN_AUTOSIZE with the bar's new client rectangle, as Wine's rebar sends
        # after every height change (not only with RBS_AUTOSIZE): Wine's explorer
        # places its browser below the bar from it
        cw, ch = win.client_size()
        rect = {"left": 0, "top": 0, "right": cw, "bottom": ch}
        yield from notify(wm, win, RBN_AUTOSIZE,
                          notify_tail(NMRBAUTOSIZE, wm.vm.ptr_size, fChanged=1,
                                      rcTarget=rect, rcActual=rect))


def _present(wm, rbbi):
    """{handler name: SDK field name} of the fields a REBARBANDINFO of the caller's cbSize
    holds: older programs pass the smaller comctl32 4.70 structure (up to wID) or 4.71's
    (up to cxHeader); Vista's chevron fields are not read."""
    lay = REBARBANDINFO.A.layout(wm.vm.ptr_size)
    end = min(rbbi.cbSize, lay.offsetof("rcChevronLocation"))
    return {k: name for k, name in _INFO_FIELDS.items()
            if lay.by_name[name].offset + lay.by_name[name].size <= end}


def _read_info(wm, ptr, wide):
    """REBARBANDINFO: (its view, fMask, the fields present for its size)."""
    rbbi = REBARBANDINFO.variant(wide).at(wm.vm.mem, ptr, wm.vm.ptr_size)
    present = _present(wm, rbbi)
    values = {k: getattr(rbbi, name) for k, name in present.items()}
    return rbbi, rbbi.fMask, values


def _adopt(wm, win, child):
    """The band's child becomes the rebar's child, as comctl32's SetParent makes it. A
    window made without WS_CHILD (wordpad's format bar, created top-level with the rebar
    as owner) takes WS_CHILD and loses WS_POPUP, so it lives in the band."""
    child.style |= 0x40000000                     # WS_CHILD
    child.style &= ~0x80000000                    # not WS_POPUP
    if child.parent is None:
        child.owner = 0
    make_child(wm, child, win)
    if wm.active == child.hwnd:
        wm.active = wm.toplevel(win).hwnd


def _set_band(wm, win, st, band, ptr, wide):
    """Generator: RB_INSERTBAND's and RB_SETBANDINFO's fields into ``band``. The band's
    child is shown when the band takes it (the Windows SDK's Rebar sample creates its
    button without WS_VISIBLE and it shows; Wine 8 too) or when RBBS_HIDDEN is taken
    off, unless the band is hidden; a child the band already held keeps the visibility
    the program gave it. _place hides the children of hidden bands."""
    _, mask, f = _read_info(wm, ptr, wide)
    was_hidden = bool(band.style & RBBS_HIDDEN)
    old_child = band.child
    if mask & RBBIM_STYLE:
        band.style = f["style"]
    if mask & RBBIM_COLORS:
        band.fore, band.back = f["fore"], f["back"]
    if mask & RBBIM_TEXT:
        band.text = read_item_text(wm, f["text"], wide) or ""
    if mask & RBBIM_IMAGE:
        band.image = s32(f["image"])
    if mask & RBBIM_CHILD:
        child = wm.get(f["child"]) if f["child"] else None
        if child is not None and child.parent != win.hwnd:
            _adopt(wm, win, child)
        band.child = f["child"]
    if mask & RBBIM_CHILDSIZE:
        band.cxmin, band.cymin = s32(f["cxmin"]), s32(f["cymin"])
        for name in ("cychild", "cymax", "cyint"):
            if name in f:
                setattr(band, name, s32(f[name]))
    if mask & RBBIM_SIZE:
        band.cx = s32(f["cx"])
    if mask & RBBIM_BACKGROUND:
        band.bmp = f["bmp"]
    if mask & RBBIM_ID:
        band.wid = f["wid"]
    if mask & RBBIM_IDEALSIZE and "cxideal" in f:
        band.cxideal = s32(f["cxideal"])
    if mask & RBBIM_LPARAM and "lparam" in f:
        band.lparam = f["lparam"]
    if mask & RBBIM_HEADERSIZE and "cxheader" in f:
        band.cxheader = s32(f["cxheader"])
    child = wm.get(band.child) if band.child else None
    if child is not None and not band.style & RBBS_HIDDEN and (
            band.child != old_child or was_hidden):
        yield from show_window(wm.vm, child, SW_SHOW)


def _get_band(wm, win, st, band, ptr, wide):
    rbbi, mask, f = _read_info(wm, ptr, wide)
    values = {"style": band.style, "fore": band.fore, "back": band.back,
              "image": band.image, "child": band.child, "cxmin": band.cxmin,
              "cymin": band.cymin, "cx": band.cx, "bmp": band.bmp, "wid": band.wid,
              "cychild": band.cychild, "cymax": band.cymax, "cyint": band.cyint,
              "cxideal": band.cxideal, "lparam": band.lparam,
              "cxheader": _header(wm, win, st, band)}
    groups = {RBBIM_STYLE: ("style",), RBBIM_COLORS: ("fore", "back"),
              RBBIM_IMAGE: ("image",), RBBIM_CHILD: ("child",),
              RBBIM_CHILDSIZE: ("cxmin", "cymin", "cychild", "cymax", "cyint"),
              RBBIM_SIZE: ("cx",), RBBIM_BACKGROUND: ("bmp",), RBBIM_ID: ("wid",),
              RBBIM_IDEALSIZE: ("cxideal",), RBBIM_LPARAM: ("lparam",),
              RBBIM_HEADERSIZE: ("cxheader",)}
    for bit, names in groups.items():
        if mask & bit:
            for name in names:
                if name in f:
                    setattr(rbbi, _INFO_FIELDS[name], values[name])
    if mask & RBBIM_TEXT:
        write_item_text(wm, f["text"], band.text, s32(f["cch"]), wide)


def rebar_proc(wm, win, msg, wparam, lparam):
    """Window procedure of ReBarWindow32."""
    st = _st(win)
    vm = wm.vm
    n = len(st.bands)
    if msg == WM_CREATE:
        yield from _place(wm, win)
        return 0
    if msg == WM_PAINT:
        layout(wm, win)
        dc = begin_paint(vm, win)
        _paint(wm, win, st, dc)
        end_paint(vm, win, dc)
        return 0
    if msg in (RB_INSERTBANDA, RB_INSERTBANDW):
        if not lparam:
            return 0
        band = Band()
        yield from _set_band(wm, win, st, band, lparam, msg == RB_INSERTBANDW)
        index = s32(wparam)
        index = n if index < 0 or index > n else index
        st.bands.insert(index, band)
        yield from _place(wm, win)
        return 1
    if msg in (RB_SETBANDINFOA, RB_SETBANDINFOW):
        if not 0 <= s32(wparam) < n or not lparam:
            return 0
        yield from _set_band(wm, win, st, st.bands[s32(wparam)], lparam,
                             msg == RB_SETBANDINFOW)
        yield from _place(wm, win)
        return 1
    if msg in (RB_GETBANDINFOA, RB_GETBANDINFOW):
        if not 0 <= s32(wparam) < n or not lparam:
            return 0
        _get_band(wm, win, st, st.bands[s32(wparam)], lparam, msg == RB_GETBANDINFOW)
        return 1
    if msg == RB_DELETEBAND:
        if not 0 <= s32(wparam) < n:
            return 0
        del st.bands[s32(wparam)]
        yield from _place(wm, win)
        return 1
    if msg == RB_GETBANDCOUNT:
        return n
    if msg == RB_SETBARINFO:
        # REBARINFO {cbSize, fMask (RBIM_IMAGELIST = 1), himl}
        rbi = REBARINFO.at(vm.mem, lparam, vm.ptr_size)
        size, mask, himl = rbi.cbSize, rbi.fMask, rbi.himl
        if size < REBARINFO.sizeof(vm.ptr_size):
            return 0
        if mask & 1:
            st.himl = himl
        return 1
    if msg == RB_GETBARINFO:
        REBARINFO.write(vm.mem, lparam, vm.ptr_size, fMask=1, himl=st.himl)
        return 1
    if msg == RB_IDTOINDEX:
        return next((k for k, b in enumerate(st.bands) if b.wid == wparam), -1) & 0xFFFFFFFF
    if msg == RB_GETRECT:
        if not 0 <= s32(wparam) < n:
            return 0
        layout(wm, win)
        vm.mem.write(lparam, RECT.pack_values(*st.bands[s32(wparam)].rect))
        return 1
    if msg == RB_GETBANDBORDERS:
        if not 0 <= s32(wparam) < n:
            return 0
        band = st.bands[s32(wparam)]
        edge = EDGE if band.style & RBBS_CHILDEDGE else 0
        vm.mem.write(lparam, RECT.pack_values(_header(wm, win, st, band), edge, 0, edge))
        return 1
    if msg == RB_GETROWCOUNT:
        layout(wm, win)
        return len(st.rows)
    if msg == RB_GETROWHEIGHT:
        layout(wm, win)
        k = s32(wparam)
        for top, h, members in st.rows:
            if k in members:
                return h
        return 0
    if msg == RB_GETBARHEIGHT:
        return bar_height(wm, win)
    if msg == RB_SHOWBAND:
        if not 0 <= s32(wparam) < n:
            return 0
        band = st.bands[s32(wparam)]
        band.style = (band.style & ~RBBS_HIDDEN) if lparam else (band.style | RBBS_HIDDEN)
        child = wm.get(band.child) if band.child else None
        if child is not None:
            yield from show_window(vm, child, SW_SHOW if lparam else SW_HIDE)
        yield from _place(wm, win)
        return 1
    if msg == RB_HITTEST:
        hti = RBHITTESTINFO.at(vm.mem, lparam, vm.ptr_size)
        x, y = hti.pt.x, hti.pt.y
        layout(wm, win)
        for k, band in enumerate(st.bands):
            l, t, r, b = band.rect
            if l <= x < r and t <= y < b:
                head = _header(wm, win, st, band)
                flags = RBHT_GRABBER if x < l + head and not band.style & RBBS_NOGRIPPER \
                    else RBHT_CLIENT
                hti.flags, hti.iBand = flags, k
                return k
        hti.flags, hti.iBand = RBHT_NOWHERE, -1
        return 0xFFFFFFFF
    if msg in (RB_SETBKCOLOR, RB_SETTEXTCOLOR):
        attr = "bk" if msg == RB_SETBKCOLOR else "fg"
        old = getattr(st, attr)
        setattr(st, attr, lparam)
        wm.invalidate(win, None, True)
        return old
    if msg in (RB_GETBKCOLOR, RB_GETTEXTCOLOR):
        return st.bk if msg == RB_GETBKCOLOR else st.fg
    if msg == RB_SETPARENT:
        old = win.state.get("notify_to") or win.parent
        win.state["notify_to"] = wparam
        return old
    if msg == RB_SIZETORECT:
        yield from _place(wm, win)
        return 1
    if msg in (RB_MAXIMIZEBAND, RB_MINIMIZEBAND):
        k = s32(wparam)
        if not 0 <= k < n or st.bands[k].style & RBBS_HIDDEN:
            return 0
        band = st.bands[k]
        if msg == RB_MINIMIZEBAND:
            width = 0
        elif lparam and band.cxideal > 0:
            # lParam fIdeal: the band's ideal width (cxIdeal is its child's)
            width = _child_left(wm, win, st, band) - band.rect[0] + band.cxideal
        else:
            width = win.client_size()[0] or win.w      # as large as the row allows
        _resize_in_row(wm, win, st, k, width)
        yield from _place(wm, win)
        return 0
    if msg == RB_MOVEBAND:
        src, dst = s32(wparam), s32(lparam)
        if not (0 <= src < n and 0 <= dst < n):
            return 0
        st.bands.insert(dst, st.bands.pop(src))
        yield from _place(wm, win)
        return 1
    if msg in (WM_COMMAND, WM_NOTIFY):
        # the bands' children talk to the rebar's parent through it
        target = win.state.get("notify_to") or win.parent
        if target and wm.get(target) is not None:
            return (yield from wm.send(target, msg, wparam, lparam))
        return 0
    if msg == WM_SIZE:
        yield from _place(wm, win)
        return 0
    if msg == WM_DESTROY:
        # "When a rebar control is destroyed, it destroys any child windows assigned to
        # the bands within it" (About Rebar Controls): each by DestroyWindow, so a visible
        # one is hidden first and hears WM_SHOWWINDOW, as under Wine 8
        for band in list(st.bands):
            if band.child and wm.get(band.child) is not None:
                yield from wm.destroy(band.child)
        return 0
    if msg in (WM_SETFONT, WM_GETFONT):
        return font_message(wm, win, msg, wparam, lparam)
    if msg == WM_LBUTTONDOWN:
        x, y = s32(lparam << 16) >> 16, s32(lparam) >> 16
        for k, band in enumerate(st.bands):
            rc = _chevron(wm, win, st, band)
            if rc is not None and rc[0] <= x < rc[2] and rc[1] <= y < rc[3]:
                yield from _chevron_pushed(wm, win, k, band, rc)
                return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


def _chevron_pushed(wm, win, k, band, rc):
    """Generator: RBN_CHEVRONPUSHED with NMREBARCHEVRON's fields after the NMHDR (uBand,
    wID, the band's lParam, the chevron's rectangle, lParamNM 0: a mouse click)."""
    l, t, r, b = rc
    tail = notify_tail(NMREBARCHEVRON, wm.vm.ptr_size, uBand=k, wID=band.wid,
                       lParam=band.lparam,
                       rc={"left": l, "top": t, "right": r, "bottom": b})
    yield from notify(wm, win, RBN_CHEVRONPUSHED, tail)


def _paint(wm, win, st, dc):
    cw, ch = win.client_size()
    face = SYS_COLORS[15] if st.bk == 0xFF000000 else rgb(st.bk)
    fg = BLACK if st.fg == 0xFF000000 else rgb(st.fg)
    font = ctl_font(wm, win)
    il = image_list(wm.vm, st.himl)
    images = []

    def fn(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=face)
        for band in st.bands:
            if band.style & RBBS_HIDDEN:
                continue
            l, t, r, b = band.rect
            tile = wm.vm.gdi.get(band.bmp, Bitmap) if band.bmp else None
            if tile is not None and tile.width > 0 and tile.height > 0:
                # the bitmap tiled from the band's corner (RBBS_FIXEDBMP's origin; a
                # band that moves carries its tiles with it here)
                img = tile.image.convert("RGB")
                for ty in range(t, b, tile.height):
                    for tx in range(l, r, tile.width):
                        part = img.crop((0, 0, min(tile.width, r - tx), min(tile.height, b - ty)))
                        d._image.paste(part, (ox + tx, oy + ty))
            x = l
            if not band.style & (RBBS_NOGRIPPER | RBBS_FIXEDSIZE):
                # the gripper: a raised 3-pixel bar
                d.line([(ox + l + 2, oy + t + 2), (ox + l + 2, oy + b - 3)], fill=WHITE)
                d.line([(ox + l + 3, oy + t + 2), (ox + l + 3, oy + t + 2)], fill=WHITE)
                d.line([(ox + l + 4, oy + t + 2), (ox + l + 4, oy + b - 3)],
                       fill=SYS_COLORS[16])
                d.line([(ox + l + 2, oy + b - 3), (ox + l + 4, oy + b - 3)],
                       fill=SYS_COLORS[16])
                x += GRIPPER
            if il is not None and band.image >= 0:
                images.append((band.image, x, t + (b - t - il.cy) // 2))
                x += il.cx + 2
            if band.text:
                d.text((ox + x + 2, oy + t + (b - t - font.line_height) // 2), band.text,
                       font=font.pil, fill=fg)
            rc = _chevron(wm, win, st, band)
            if rc is not None:
                # two small arrows pointing right, one after the other
                cy = oy + (rc[1] + rc[3]) // 2
                for ax in (ox + rc[0] + 2, ox + rc[0] + 6):
                    for i in range(3):
                        d.line([(ax + i, cy - 2 + i), (ax + i, cy - 2 + i)], fill=fg)
                        d.line([(ax + i, cy + 2 - i), (ax + i, cy + 2 - i)], fill=fg)
            if win.style & RBS_BANDBORDERS:
                d.line([(ox + r, oy + t), (ox + r, oy + b - 1)], fill=SYS_COLORS[16])
                d.line([(ox + r + 1, oy + t), (ox + r + 1, oy + b - 1)], fill=WHITE)
        if win.style & RBS_BANDBORDERS:
            for top, h, _ in st.rows[1:]:
                d.line([(ox, oy + top - 2), (ox + cw - 1, oy + top - 2)], fill=SYS_COLORS[16])
                d.line([(ox, oy + top - 1), (ox + cw - 1, oy + top - 1)], fill=WHITE)

    dc.draw((0, 0, cw, ch), fn)
    for image, x, y in images:
        draw_image(dc, il, image, x, y)


window_proc(COMCTL32, "wineagent.RebarProc", rebar_proc)


def install(vm):
    """Register ReBarWindow32 (CS_DBLCLKS | CS_GLOBALCLASS)."""
    register(vm, REBAR_CLASS, rebar_proc, "wineagent.RebarProc", 0x8 | 0x4000)
