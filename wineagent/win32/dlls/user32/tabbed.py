"""USER32 TabbedTextOut and GetTabbedTextExtent: a line of text whose tabs jump to tab
stops measured from nTabOrigin. No stops: every 8 average character widths; one stop:
every that many units; more: at each one (sorted), then every 8 average widths past the
last. A negative stop right-aligns the text after its tab at that position (as Wine does;
a single negative stop repeats that way). Returns (height << 16) | width."""

from ....abi.api import BOTH, Unimplemented, api
from ...gdi.textmetrics import logical_metrics
from ..gdi32.main import _string, text_extent
from ...core.dllnames import USER32
from ....abi.structs import read_array



def _cdiv(a, b):
    """C integer division (truncates toward zero), as the tab arithmetic is done in C."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def layout(dc, s, x, stops, origin):
    """The runs of ``s`` placed from ``x``: ([(run x, gap start x, text)], end x,
    height). Each run is the text after zero or more tabs; a run's gap start is where the
    text before its tabs ended (TabbedTextOut fills the gap with the background)."""
    tm = logical_metrics(dc.text_font, dc)    # tab stops are logical units
    if len(stops) == 1:
        default, stops = stops[0], []
    else:
        default = 8 * tm["avg"]
    runs, height = [], 0
    p = 0       # the first stop still ahead: stops behind the text are used up
    i, n = 0, len(s)
    while i < n:
        tabs = 0
        while i < n and s[i] == "\t":
            tabs += 1
            i += 1
        j = i
        while j < n and s[j] != "\t":
            j += 1
        text = s[i:j]
        w, height = text_extent(dc, text)
        start, x0 = x, None
        if not tabs:
            x0 = x
            x += w
        else:
            # the first stop past x, then one more stop for each further tab
            while len(stops) - p >= tabs:
                if origin + abs(stops[p]) > x:
                    stop = stops[p + tabs - 1]
                    if stop >= 0:
                        x0 = origin + stop
                        x = x0 + w
                        break
                    if origin - stop - w > x:       # right-aligned at the stop
                        x = origin - stop
                        x0 = x - w
                        break
                p += 1
            if x0 is None and default > 0:
                x0 = origin + (_cdiv(x - origin, default) + tabs) * default
                x = x0 + w
            elif x0 is None and default < 0:
                x = origin + (_cdiv(x - origin + w, -default) + tabs) * -default
                x0 = x - w
            elif x0 is None:
                x0 = x          # a zero tab width: tabs take no room
                x += w
        runs.append((x0, start, text))
        i = j
    if not height:
        height = tm["height"]
    return runs, x, height


def _tab_args(c, n, stops_ptr):
    if not stops_ptr or n <= 0:
        return []
    return list(read_array(c.vm.mem, stops_ptr, "INT", n))


def _packed(width, height):
    return ((height & 0xFFFF) << 16) | (width & 0xFFFF)


@api(USER32, "TabbedTextOut{AW}", "HDC hdc, INT x, INT y, LPVOID text, INT n, INT nstops, LPVOID stops, INT origin", widths=BOTH)
def TabbedTextOut(c, hdc, x, y, text, n, nstops, stops, origin):
    """Draw a line whose tabs jump to the given stops; the extent drawn, packed. No string
    or no characters: nothing is drawn and the answer is 0."""
    dc = c.vm.gdi.dc(hdc)
    if dc is None or not text or n == 0:
        return 0
    if dc.text_align & 0x7 not in (0,):
        # TA_UPDATECP (start at, and advance, the current position), TA_RIGHT, TA_CENTER:
        # each would place every run relative to itself; not done here.
        raise Unimplemented("%s!TabbedTextOut (text alignment 0x%x)" % (USER32, dc.text_align))
    s = _string(c, text, n)
    runs, end, height = layout(dc, s, x, _tab_args(c, nstops, stops), origin)
    opaque = dc.bk_mode == 2
    for x0, start, run in runs:
        if opaque:
            # the tab gap and the text cell in the background colour (ETO_OPAQUE)
            w, h = text_extent(dc, run)
            dc.fill_rect((start, y, x0 + w, y + h), dc.color(dc.bk_color))
        if run:
            dc.text(x0, y, run, opaque=False)
    return _packed(end - x, height)


@api(USER32, "GetTabbedTextExtent{AW}", "HDC hdc, LPVOID text, INT n, INT nstops, LPVOID stops", widths=BOTH)
def GetTabbedTextExtent(c, hdc, text, n, nstops, stops):
    """TabbedTextOut's extent without drawing (0 for no string or no characters)."""
    dc = c.vm.gdi.dc(hdc)
    if dc is None or not text or n == 0:
        return 0
    s = _string(c, text, n)
    _, end, height = layout(dc, s, 0, _tab_args(c, nstops, stops), 0)
    return _packed(end, height)
