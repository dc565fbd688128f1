"""An edit control's formatting rectangle (EM_GETRECT, EM_SETRECT, EM_SETRECTNP) and its
margins (EM_SETMARGINS, EM_GETMARGINS, EC_USEFONTINFO).

The rectangle is worked out from the client rectangle each time it is asked (or from
the rectangle EM_SETRECT gave a multi-line control, until the next WM_SIZE), as Windows'
edit does when the size, the font or the margins change:

- the border the control draws itself: a client edge takes 1 pixel off the left and
  right, and off the top and bottom only when a whole line still fits between; a flat
  WS_BORDER (which the control draws inside its client area, ``EditState.border``) takes
  SM_CXBORDER + 1 = 2, under the same rule for the height;
- then the margins, left and right;
- it is at least one average character wide;
- its height is whole lines: one for a single-line control (whatever the client height:
  the text sits at the top, not centred), as many as fit (at least one) for a
  multi-line control — the height model of Windows before 10, which Wine keeps;
- and it never reaches below the client area.
"""

from ...core.structures import RECT
from ...gdi.textmetrics import ave_char_width, metrics
from ...user.sysparams import avg_char_width
from ...user.wm import WS_EX_CLIENTEDGE
from .state import EM_GETRECT, _multi

EM_SETRECT, EM_SETRECTNP, EM_SETMARGINS, EM_GETMARGINS = 0xB3, 0xB4, 0xD3, 0xD4
EC_LEFTMARGIN, EC_RIGHTMARGIN, EC_USEFONTINFO = 0x1, 0x2, 0xFFFF
TMPF_VECTOR, TMPF_TRUETYPE = 0x2, 0x4
BORDER_INSET = 2        # SM_CXBORDER (1) + 1: the flat border and the gap inside it


def format_rect(win, st, gfont):
    """(left, top, right, bottom) of the formatting rectangle in client coordinates."""
    cw, ch = win.client_size()
    lh = gfont.line_height
    given = st.given_rect if _multi(win) else None
    left, top, right, bottom = given if given is not None else (0, 0, cw, ch)
    if win.exstyle & WS_EX_CLIENTEDGE:
        inset_x = inset_y = 1
    elif st.border:
        inset_x = inset_y = BORDER_INSET
    else:
        inset_x = inset_y = 0
    left, right = left + inset_x, right - inset_x
    if inset_y and bottom - top >= lh + 2 * inset_y:
        top, bottom = top + inset_y, bottom - inset_y
    left += st.lmargin
    right -= st.rmargin
    right = max(right, left + ave_char_width(gfont))
    if _multi(win):
        bottom = top + max(1, (bottom - top) // lh) * lh
    else:
        bottom = top + lh
    return left, top, right, min(bottom, ch)


def font_margins(win, st, gfont):
    """(left, right) margins EC_USEFONTINFO asks for with ``gfont``: half the average
    character width each for a TrueType or vector font, when the client area is wide
    enough for both and two characters (an empty client area counts as 80 pixels wide),
    else the margins as they are; 0 for a raster font, which every bundled font is."""
    if not metrics(gfont)["pitch"] & (TMPF_VECTOR | TMPF_TRUETYPE):
        return 0, 0
    avg = avg_char_width(gfont)
    half = avg // 2
    cw, ch = win.client_size()
    width = cw if cw > 0 and ch > 0 else 80
    if width < 2 * half + 2 * avg:
        return st.lmargin, st.rmargin
    return half, half


def set_margins(win, st, gfont, which, left, right):
    """EM_SETMARGINS: ``which`` (EC_LEFTMARGIN | EC_RIGHTMARGIN) margins to ``left`` /
    ``right`` pixels, or to the font's (``font_margins``) where one is EC_USEFONTINFO."""
    if EC_USEFONTINFO in (left, right):
        fl, fr = font_margins(win, st, gfont)
    if which & EC_LEFTMARGIN:
        st.lmargin = fl if left == EC_USEFONTINFO else left
    if which & EC_RIGHTMARGIN:
        st.rmargin = fr if right == EC_USEFONTINFO else right


def rect_message(wm, win, st, m, msg, wparam, lparam):
    """EM_GETRECT, EM_SETRECT(NP), EM_SETMARGINS and EM_GETMARGINS; None for others.
    ``m``: the control's ``layout._Metrics`` (its ``rect``, its ``gfont``)."""
    mem = wm.vm.mem
    if msg == EM_GETRECT:
        if st.created:
            mem.write(lparam, RECT.pack_values(*m.rect))
        else:           # before WM_CREATE the rectangle is still empty
            mem.write(lparam, RECT.pack_values(0, 0, 0, 0))
        return 0
    if msg in (EM_SETRECT, EM_SETRECTNP):
        # documented as processed by multi-line controls only
        if _multi(win) and lparam:
            st.given_rect = tuple(RECT.values(mem, lparam))
            st._layout_key = None
            if msg == EM_SETRECT:
                wm.invalidate(win, None, False)
        return 0
    if msg == EM_SETMARGINS:
        set_margins(win, st, m.gfont, wparam, lparam & 0xFFFF, (lparam >> 16) & 0xFFFF)
        st._layout_key = None
        wm.invalidate(win, None, False)
        return 0
    if msg == EM_GETMARGINS:
        return ((st.rmargin & 0xFFFF) << 16) | (st.lmargin & 0xFFFF)
    return None
