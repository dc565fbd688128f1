"""USER32: DrawText and DrawTextEx. The layout and drawing are GDI's (``gdi/drawtext.py``
through ``vm.gdi.draw_text``); this surface handles the counts, NULL and empty strings,
DRAWTEXTPARAMS (tab length, margins, the length drawn) and DT_TABSTOP the way Windows
does, which Wine's text tests check: DrawText is DrawTextEx with the tab length taken
from the format's high byte."""

from codecs import charmap_decode
from encodings.cp1252 import decoding_table as _CP1252

from ....abi.api import BOTH, api
from ....machine.fastfill import DC as _ARMED_DC, MAX_TEXT_CHARS
from ...core.dllnames import USER32
from ...core.structures import DRAWTEXTPARAMS, RECT
from ...gdi.drawtext import draw_text_cached, kept_run, text_ink

DT_VCENTER, DT_BOTTOM = 0x4, 0x8
DT_SINGLELINE, DT_EXPANDTABS, DT_TABSTOP = 0x20, 0x40, 0x80
DT_CALCRECT, DT_EXTERNALLEADING = 0x400, 0x200


#: RECT's four LONGs as one struct.Struct (the same at both widths)
_RECT_FLAT = RECT.layout(4).flat


def _line_height(dc, fmt):
    """One line's height: the font's (DT_EXTERNALLEADING would add the font's external
    leading, which is 0 for every font here: textmetrics.py)."""
    return dc.text_font.line_height


def _cdiv(a, b):
    """C's integer division (towards zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def _read(c, text, count):
    """``count`` characters at ``text`` (up to the NUL when ``count`` is -1)."""
    if count < 0:
        return c.read_str(text) or ""
    if c.wide:
        return bytes(c.vm.mem.read(text, count * 2)).decode("utf-16-le", "replace")
    # bytes.decode("cp1252", "replace") without the codec module's Python frame
    return charmap_decode(bytes(c.vm.mem.read(text, count)), "replace", _CP1252)[0]


def _empty(c, dc, rect, fmt):
    """An empty string: DT_CALCRECT narrows the rectangle to nothing (one line high with
    DT_SINGLELINE), and the answer is one line's height."""
    lh = _line_height(dc, fmt)
    if fmt & DT_CALCRECT:
        r = c.struct(RECT, rect)
        r.right = r.left
        r.bottom = r.top + (lh if fmt & DT_SINGLELINE else 0)
    return lh


def draw_text_ex(c, hdc, text, count, rect, fmt, params, tab_length=None):
    """DrawTextEx{A,W} (and DrawText through it). ``count`` -1 means up to the NUL; a
    count of 0 draws nothing (the ANSI call answers 0, the wide one the line height when
    the string is not empty); a DRAWTEXTPARAMS whose cbSize is wrong fails with 0."""
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    if dc is None:
        return 0
    count = count - (1 << 32) if count > 0x7FFFFFFF else count
    view = c.struct(DRAWTEXTPARAMS, params) if params else None
    if not c.wide:
        if count == 0 or (not text and count > 0):
            return 0
        # (_read inline for a counted string: winmine's digits, 22 a repaint)
        s = (charmap_decode(vm.mem.read(text, count), "replace", _CP1252)[0] if count > 0
             else _read(c, text, count)) if text else ""
        if view is not None and view.cbSize != DRAWTEXTPARAMS.sizeof(vm.ptr_size):
            return 0
        if not text or (count == -1 and not s):
            return _empty(c, dc, rect, fmt)
    else:
        if not text:
            return 0
        first = vm.mem.u16(text)
        if first and count == 0:
            return _line_height(dc, fmt)
        if view is not None and view.cbSize != DRAWTEXTPARAMS.sizeof(vm.ptr_size):
            return 0
        s = _read(c, text, count)
        if count == -1 and not s:
            return _empty(c, dc, rect, fmt)
    l, t, r, b = vm.mem.unpack(_RECT_FLAT, rect)   # (RECT.values without its frames)
    lm = rm = 0
    if view is not None:
        lm, rm = view.iLeftMargin, view.iRightMargin
        if tab_length is None and fmt & DT_TABSTOP and view.iTabLength:
            tab_length = view.iTabLength
    tabs = tab_length or 8
    box = (l + lm, t, r - rm, b)
    # a string drawn before at the same place in the same state: its kept run
    got = draw_text_cached(dc, s, box, fmt, tabs)
    height, calc = got if got is not None else vm.gdi.draw_text(dc, s, box, fmt, tabs=tabs)
    if view is not None:
        view.uiLengthDrawn = len(s)
    # The answer is how far the text's last line ends below the rectangle's top: a single
    # line placed by DT_VCENTER or DT_BOTTOM starts where the rectangle puts it (and
    # DT_CALCRECT's bottom is that line's), and an answer of 0 is reported as 1.
    top, bottom = calc[1], calc[3]
    if fmt & DT_SINGLELINE and fmt & (DT_VCENTER | DT_BOTTOM):
        if fmt & DT_VCENTER:
            h = b - t
            # _cdiv(h, 2) - _cdiv(height, 2) (C's division), by shifts when both are
            # not negative (winmine's digits: ~20 a repaint)
            top = t + (h >> 1) - (height >> 1) if h >= 0 and height >= 0 else \
                t + _cdiv(h, 2) - _cdiv(height, 2)
        else:
            top = b - height
        bottom = top + (calc[3] - calc[1])
    if fmt & DT_CALCRECT:
        out = c.struct(RECT, rect)
        out.left = l
        out.right, out.bottom = calc[2] + rm, bottom
    return (bottom - t) or 1


@api(USER32, "DrawText{AW}", "HDC hdc, LPVOID text, INT count, LPVOID rect, UINT format",
     widths=BOTH)
def DrawText(c, hdc, text, count, rect, fmt):
    """DrawTextEx with no parameters; DT_TABSTOP takes the tab length (in average
    character widths) from bits 8-15 of the format, which are then not format flags."""
    tabs = None
    raw = fmt
    if fmt & DT_TABSTOP:
        tabs = (fmt >> 8) & 0xFF
        fmt &= 0xFFFF00FF
    answer = draw_text_ex(c, hdc, text, count, rect, fmt, 0, tabs)
    fast = c.vm.machine.fast_fill
    if fast.words[_ARMED_DC] == hdc and not c.wide:
        _learn_run(c, fast, hdc, text, count, rect, fmt, raw, tabs, answer)
    return answer


def _learn_run(c, fast, hdc, text, count, rect, fmt, raw, tabs, answer):
    """The thunk stub draws this DrawTextA call again by itself, while the DC's state is
    the one it was drawn in (machine/fastfill.py ``learn_text``): where a kept run drew
    it (gdi/drawtext.py), its string is 1 to MAX_TEXT_CHARS characters and the stub
    fills for the DC. The stub keys it by the call's bytes: the string, count, format
    (DT_TABSTOP's tab length in it) and RECT."""
    if not 0 < count <= MAX_TEXT_CHARS or not text or not rect:
        return
    vm = c.vm
    dc = vm.gdi.dc(hdc)
    if dc is None:
        return
    chars = bytes(vm.mem.read(text, count))
    box = bytes(vm.mem.read(rect, 16))
    got = kept_run(dc, charmap_decode(chars, "replace", _CP1252)[0], _RECT_FLAT.unpack(box),
                   fmt, tabs or 8)
    ink = text_ink(dc, dc.text_color)
    if got is not None and ink is not None:
        fast.learn_text(vm.machine, DrawText, USER32 + "!DrawTextA", hdc, dc._fill_state,
                        got[0], (chars, count, raw, box), answer, ink, got[1])


@api(USER32, "DrawTextEx{AW}", "HDC hdc, LPVOID text, INT count, LPVOID rect, UINT format,"
                               " LPVOID params", widths=BOTH)
def DrawTextEx(c, hdc, text, count, rect, fmt, params):
    """See :func:`draw_text_ex`."""
    return draw_text_ex(c, hdc, text, count, rect, fmt, params)
