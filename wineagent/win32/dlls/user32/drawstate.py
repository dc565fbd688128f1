"""USER32: DrawState — an image (text, prefixed text, an icon, a bitmap, or what a
callback draws) drawn at a point in a state: normal, disabled (embossed in the 3D
highlight and shadow colours) or mono (every opaque pixel in the brush's colour)."""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.dllnames import USER32
from ...gdi.colors import SYS_COLORS, colorref
from ...user.icons import icon_image, paste_in_state
from ...gdi.objects import Bitmap

DST_COMPLEX, DST_TEXT, DST_PREFIXTEXT, DST_ICON, DST_BITMAP = 0, 1, 2, 3, 4
DSS_UNION, DSS_DISABLED, DSS_MONO = 0x10, 0x20, 0x80
DSS_HIDEPREFIX, DSS_PREFIXONLY, DSS_RIGHT = 0x200, 0x400, 0x8000
DT_RIGHT, DT_SINGLELINE, DT_NOCLIP, DT_CALCRECT, DT_NOPREFIX = 0x2, 0x20, 0x100, 0x400, 0x800
DT_HIDEPREFIX, DT_PREFIXONLY = 0x100000, 0x200000
COLOR_3DSHADOW, COLOR_3DHILIGHT = 16, 20


def _text_format(kind, state):
    """The DrawText format a text image is drawn with."""
    fmt = DT_SINGLELINE | DT_NOCLIP
    if kind == DST_TEXT:
        fmt |= DT_NOPREFIX
    if state & DSS_HIDEPREFIX:
        fmt |= DT_HIDEPREFIX
    if state & DSS_PREFIXONLY:
        fmt |= DT_PREFIXONLY
    if state & DSS_RIGHT:
        fmt |= DT_RIGHT
    return fmt


def _draw_text(c, dc, text, x, y, cx, cy, kind, state, brush):
    """A text image: in the DC's text colour, the brush's (DSS_MONO), or embossed
    (DSS_DISABLED: the 3D highlight one pixel down and right, the 3D shadow over it)."""
    gdi = c.vm.gdi
    fmt = _text_format(kind, state)
    if not cx or not cy:
        _, calc = gdi.draw_text(dc, text, (x, y, x, y), fmt | DT_CALCRECT)
        cx = cx or calc[2] - calc[0]
        cy = cy or calc[3] - calc[1]
    saved = dc.text_color, dc.bk_mode
    dc.bk_mode = 1                       # TRANSPARENT: only the glyphs are drawn
    try:
        if state & DSS_DISABLED:
            dc.text_color = colorref(*SYS_COLORS[COLOR_3DHILIGHT])
            gdi.draw_text(dc, text, (x + 1, y + 1, x + 1 + cx, y + 1 + cy), fmt)
            dc.text_color = colorref(*SYS_COLORS[COLOR_3DSHADOW])
        elif state & DSS_MONO:
            rgb = dc.brush_color(brush)
            if rgb is not None:
                dc.text_color = colorref(*rgb)
        gdi.draw_text(dc, text, (x, y, x + cx, y + cy), fmt)
    finally:
        dc.text_color, dc.bk_mode = saved
    return 1


def _draw_image(c, dc, img, x, y, cx, cy, state, brush):
    """An icon's or bitmap's RGBA image in the state asked for."""
    if cx and cy and (cx, cy) != img.size:
        img = img.crop((0, 0, cx, cy))
    mono = None
    if state & DSS_MONO and not state & DSS_DISABLED:
        mono = dc.brush_color(brush)
        if mono is None:
            return 1
    paste_in_state(dc, img, x, y, disabled=bool(state & DSS_DISABLED), mono=mono)
    return 1


@api(USER32, "DrawState{AW}", "HDC hdc, HBRUSH brush, LPVOID func, LPARAM data, WPARAM wdata,"
                              " INT x, INT y, INT cx, INT cy, UINT flags", widths=BOTH)
def DrawState(c, hdc, brush, func, data, wdata, x, y, cx, cy, flags):
    """Draw an image in a state. The image type is the low four bits of ``flags``: text
    (``data`` the string, ``wdata`` its length or 0 for up to the NUL), prefixed text,
    an icon, a bitmap, or DST_COMPLEX (``func`` draws it, called as
    ``func(hdc, data, wdata, cx, cy)`` with the DC's origin moved to (x, y)); a text
    image with a ``func`` is drawn by it too. A width or height of 0 is the image's own.
    Text with no string fails (FALSE, last error untouched). DSS_UNION (dithered), and a
    state other than normal for what a callback draws, stop the guest naming them."""
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    if dc is None:
        return 0
    kind, state = flags & 0xF, flags & ~0xF
    b = vm.gdi.get(brush) if brush else None
    if state & DSS_UNION:
        raise Unimplemented("%s!DrawState: DSS_UNION (dithered images)" % USER32)
    if kind == DST_COMPLEX or (kind in (DST_TEXT, DST_PREFIXTEXT) and func):
        if not func:
            return 0
        if state & (DSS_DISABLED | DSS_MONO):
            raise Unimplemented("%s!DrawState: a callback's image disabled or mono" % USER32)
        saved = dc.origin
        dc.origin = (saved[0] + x, saved[1] + y)
        try:
            ok = yield GuestCall(func, (hdc, data, wdata, cx, cy))
        finally:
            dc.origin = saved
        return 1 if ok & 0xFFFFFFFF else 0      # the callback's BOOL: 32 bits
    if kind in (DST_TEXT, DST_PREFIXTEXT):
        if not data:
            return 0
        mem = vm.mem
        if wdata:
            raw = bytes(mem.read(data, wdata * c.char_size))
            text = raw.decode("utf-16-le" if c.wide else "cp1252", "replace")
        else:
            text = c.read_str(data) or ""
        return _draw_text(c, dc, text, x, y, cx, cy, kind, state, b)
    if kind == DST_ICON:
        img = icon_image(vm, data)
        if img is None:
            return 0
        return _draw_image(c, dc, img.convert("RGBA"), x, y, cx, cy, state, b)
    if kind == DST_BITMAP:
        bmp = vm.gdi.get(data, Bitmap)
        if bmp is None:
            return 0
        return _draw_image(c, dc, bmp.image.convert("RGBA"), x, y, cx, cy, state, b)
    raise Unimplemented("%s!DrawState: image type %d" % (USER32, kind))
