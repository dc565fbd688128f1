"""ToolbarWindow32, the toolbar, drawn like comctl32 5.8 in the Windows 2000 classic
scheme: rows of buttons (raised 3D edges; sunken when pressed or checked, checked ones
over a dither; flat ones with TBSTYLE_FLAT, raised only while pressed or hot) with their
images, grey embossed when disabled, and separators (gaps, etched lines when flat).

Every TB_ message commctrl.h names is handled here or stops the guest naming it
(``TB_NAMES``): buttons (add, insert, delete, move, get, states, TB_GET/SETBUTTONINFO
with every TBIF_ mask), images (TB_ADDBITMAP from a program bitmap, a handle or
comctl32's standard sets — ``stdbitmaps.py`` —, TB_LOADIMAGES, the normal, hot, disabled
and pressed image lists), strings (TB_ADDSTRING from a list or a string resource,
TB_GETSTRING, TB_GETBUTTONTEXT), layout (button and bitmap sizes, padding, metrics,
BTNS_AUTOSIZE, drop-down arrow parts, TBSTATE_WRAP rows, TBSTYLE_WRAPABLE, TB_SETROWS,
ideal size, draw-text flags, max text rows, mixed buttons, hidden clipped buttons), the hot
item (TBN_HOTITEMCHANGE, mouse tracking on a flat bar, anchor highlight), hit tests,
accelerators, the insert mark, TB_SAVERESTORE through the registry (TBN_SAVE,
TBN_RESTORE, TBN_GETBUTTONINFO), NM_CUSTOMDRAW with its TBCDRF_ answers. A click on an
enabled button sends WM_COMMAND(id, BN_CLICKED) and NM_CLICK to the parent (or the
TB_SETPARENT window); BTNS_CHECK buttons toggle, BTNS_CHECKGROUP ones check within their
group; a drop-down button (BTNS_DROPDOWN, BTNS_WHOLEDROPDOWN) sends TBN_DROPDOWN as it
goes down.

Not here (each stops the guest naming it): the customize dialog (TB_CUSTOMIZE),
TB_REPLACEBITMAP, TB_GETOBJECT, TB_GETITEMDROPDOWNRECT, colour schemes, window themes,
TB_TRANSLATEACCELERATOR, image lists by index, TBCDRF_BLENDICON. No tooltip window is
made for TBSTYLE_TOOLTIPS (TB_SETTOOLTIPS / TB_GETTOOLTIPS keep the program's).
"""

from PIL import Image, ImageChops

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..core.bits import s16, s32
from ..core.messages import (WM_COMMAND, WM_CREATE, WM_DESTROY, WM_GETFONT, WM_LBUTTONDOWN,
                             WM_LBUTTONDBLCLK, WM_LBUTTONUP, WM_MOUSEMOVE, WM_PAINT,
                             WM_SETFONT, WM_SIZE)
from ..user.ownerdraw import WM_DRAWITEM, WM_MEASUREITEM
from ..gdi.colors import SYS_COLORS
from ..gdi.edges import draw_3d_rect
from ..user.resources import load_bitmap
from ..kernel.resources import RT_STRING, module_resources
from ..kernel.registry import REG_BINARY
from ..user.window import begin_paint, def_window_proc, end_paint
from .comctl_shared import (font_message, notify, notify_tail, read_item_text, register,
                            write_item_text)
from .builtin_common import BLACK, WHITE, ctl_font, is_wide, lparam_xy, nmhdr_bytes
from .imagelist import (ImageList, bitmap_strip, draw_image, image_list,
                        new_handle, release_list)
from .stdbitmaps import standard_images
from ..core.dllnames import COMCTL32
from ..core.structures import (STYLESTRUCT, NMCUSTOMDRAW, NMHDR, NMMOUSE, NMTBCUSTOMDRAW, NMTBHOTITEM,
                               NMTOOLBAR, RECT, SIZE, TBADDBITMAP, TBBUTTON, TBBUTTONINFO,
                               TBINSERTMARK, TBMETRICS, NMTBSAVE, NMTBRESTORE, TBSAVEPARAMS)
from .comctl_shared import common_controls_6, repaint_on_theme_change

__all__ = ["toolbar_proc", "install", "TOOLBAR_CLASS", "button_rects", "add_buttons",
           "toolbar_state", "autosize", "add_bitmap", "set_bitmap_size", "recalc"]

TOOLBAR_CLASS = "ToolbarWindow32"
TB_ENABLEBUTTON, TB_CHECKBUTTON, TB_PRESSBUTTON, TB_HIDEBUTTON = 0x401, 0x402, 0x403, 0x404
TB_INDETERMINATE, TB_MARKBUTTON, TB_ISBUTTONENABLED, TB_ISBUTTONCHECKED = 0x405, 0x406, 0x409, 0x40A
TB_ISBUTTONPRESSED, TB_ISBUTTONHIDDEN, TB_ISBUTTONINDETERMINATE = 0x40B, 0x40C, 0x40D
TB_ISBUTTONHIGHLIGHTED = 0x40E
TB_SETSTATE, TB_GETSTATE, TB_ADDBITMAP, TB_ADDBUTTONSA = 0x411, 0x412, 0x413, 0x414
TB_INSERTBUTTONA, TB_DELETEBUTTON, TB_GETBUTTON, TB_BUTTONCOUNT = 0x415, 0x416, 0x417, 0x418
TB_COMMANDTOINDEX, TB_ADDSTRINGA, TB_GETITEMRECT, TB_BUTTONSTRUCTSIZE = 0x419, 0x41C, 0x41D, 0x41E
TB_SETBUTTONSIZE, TB_SETBITMAPSIZE, TB_AUTOSIZE = 0x41F, 0x420, 0x421
TB_GETTOOLTIPS, TB_SETTOOLTIPS, TB_SETPARENT, TB_GETROWS = 0x423, 0x424, 0x425, 0x428
TB_SETROWS = 0x427
TB_GETBITMAPFLAGS, TB_SETCMDID, TB_CHANGEBITMAP, TB_GETBITMAP = 0x429, 0x42A, 0x42B, 0x42C
TB_SETINDENT, TB_SETIMAGELIST, TB_GETIMAGELIST, TB_GETRECT = 0x42F, 0x430, 0x431, 0x433
TB_LOADIMAGES, TB_SAVERESTOREA, TB_SAVERESTOREW = 0x432, 0x41A, 0x44C
TB_SETHOTIMAGELIST, TB_GETHOTIMAGELIST = 0x434, 0x435
TB_SETDISABLEDIMAGELIST, TB_GETDISABLEDIMAGELIST = 0x436, 0x437
TB_SETSTYLE, TB_GETSTYLE, TB_GETBUTTONSIZE, TB_SETMAXTEXTROWS = 0x438, 0x439, 0x43A, 0x43C
TB_SETBUTTONWIDTH, TB_GETTEXTROWS = 0x43B, 0x43D
TB_GETBUTTONINFOW, TB_SETBUTTONINFOW = 0x43F, 0x440
TB_GETBUTTONINFOA, TB_SETBUTTONINFOA = 0x441, 0x442
TB_INSERTBUTTONW, TB_ADDBUTTONSW, TB_HITTEST, TB_SETDRAWTEXTFLAGS = 0x443, 0x444, 0x445, 0x446
TB_GETHOTITEM, TB_SETHOTITEM = 0x447, 0x448
TB_SETANCHORHIGHLIGHT, TB_GETANCHORHIGHLIGHT = 0x449, 0x44A
TB_ADDSTRINGW, TB_MAPACCELERATORA, TB_GETINSERTMARK, TB_SETINSERTMARK = 0x44D, 0x44E, 0x44F, 0x450
TB_INSERTMARKHITTEST, TB_MOVEBUTTON = 0x451, 0x452
TB_GETBUTTONTEXTA, TB_GETBUTTONTEXTW = 0x42D, 0x44B
TB_GETMAXSIZE, TB_SETEXTENDEDSTYLE, TB_GETEXTENDEDSTYLE = 0x453, 0x454, 0x455
TB_GETPADDING, TB_SETPADDING = 0x456, 0x457
TB_SETINSERTMARKCOLOR, TB_GETINSERTMARKCOLOR = 0x458, 0x459
TB_MAPACCELERATORW, TB_GETSTRINGW, TB_GETSTRINGA, TB_SETBOUNDINGSIZE = 0x45A, 0x45B, 0x45C, 0x45D
TB_SETHOTITEM2, TB_HASACCELERATOR, TB_SETLISTGAP = 0x45E, 0x45F, 0x460
TB_GETIMAGELISTCOUNT, TB_GETIDEALSIZE, TB_GETMETRICS, TB_SETMETRICS = 0x462, 0x463, 0x465, 0x466
TB_SETPRESSEDIMAGELIST, TB_GETPRESSEDIMAGELIST = 0x468, 0x469
TB_SETUNICODEFORMAT, TB_GETUNICODEFORMAT = 0x2005, 0x2006
CCM_SETVERSION, CCM_GETVERSION = 0x2007, 0x2008
#: Every TB_ message commctrl.h names (CCM_ ones the toolbar answers included): one the
#: procedure does not handle stops the guest naming it.
TB_NAMES = {
    0x401: "TB_ENABLEBUTTON", 0x402: "TB_CHECKBUTTON", 0x403: "TB_PRESSBUTTON",
    0x404: "TB_HIDEBUTTON", 0x405: "TB_INDETERMINATE", 0x406: "TB_MARKBUTTON",
    0x409: "TB_ISBUTTONENABLED", 0x40A: "TB_ISBUTTONCHECKED", 0x40B: "TB_ISBUTTONPRESSED",
    0x40C: "TB_ISBUTTONHIDDEN", 0x40D: "TB_ISBUTTONINDETERMINATE",
    0x40E: "TB_ISBUTTONHIGHLIGHTED", 0x411: "TB_SETSTATE", 0x412: "TB_GETSTATE",
    0x413: "TB_ADDBITMAP", 0x414: "TB_ADDBUTTONSA", 0x415: "TB_INSERTBUTTONA",
    0x416: "TB_DELETEBUTTON", 0x417: "TB_GETBUTTON", 0x418: "TB_BUTTONCOUNT",
    0x419: "TB_COMMANDTOINDEX", 0x41A: "TB_SAVERESTOREA", 0x41B: "TB_CUSTOMIZE",
    0x41C: "TB_ADDSTRINGA", 0x41D: "TB_GETITEMRECT", 0x41E: "TB_BUTTONSTRUCTSIZE",
    0x41F: "TB_SETBUTTONSIZE", 0x420: "TB_SETBITMAPSIZE", 0x421: "TB_AUTOSIZE",
    0x423: "TB_GETTOOLTIPS", 0x424: "TB_SETTOOLTIPS", 0x425: "TB_SETPARENT",
    0x427: "TB_SETROWS", 0x428: "TB_GETROWS", 0x429: "TB_GETBITMAPFLAGS",
    0x42A: "TB_SETCMDID", 0x42B: "TB_CHANGEBITMAP", 0x42C: "TB_GETBITMAP",
    0x42D: "TB_GETBUTTONTEXTA", 0x42E: "TB_REPLACEBITMAP", 0x42F: "TB_SETINDENT",
    0x430: "TB_SETIMAGELIST", 0x431: "TB_GETIMAGELIST", 0x432: "TB_LOADIMAGES",
    0x433: "TB_GETRECT", 0x434: "TB_SETHOTIMAGELIST", 0x435: "TB_GETHOTIMAGELIST",
    0x436: "TB_SETDISABLEDIMAGELIST", 0x437: "TB_GETDISABLEDIMAGELIST", 0x438: "TB_SETSTYLE",
    0x439: "TB_GETSTYLE", 0x43A: "TB_GETBUTTONSIZE", 0x43B: "TB_SETBUTTONWIDTH",
    0x43C: "TB_SETMAXTEXTROWS", 0x43D: "TB_GETTEXTROWS", 0x43E: "TB_GETOBJECT",
    0x43F: "TB_GETBUTTONINFOW", 0x440: "TB_SETBUTTONINFOW", 0x441: "TB_GETBUTTONINFOA",
    0x442: "TB_SETBUTTONINFOA", 0x443: "TB_INSERTBUTTONW", 0x444: "TB_ADDBUTTONSW",
    0x445: "TB_HITTEST", 0x446: "TB_SETDRAWTEXTFLAGS", 0x447: "TB_GETHOTITEM",
    0x448: "TB_SETHOTITEM", 0x449: "TB_SETANCHORHIGHLIGHT", 0x44A: "TB_GETANCHORHIGHLIGHT",
    0x44B: "TB_GETBUTTONTEXTW", 0x44C: "TB_SAVERESTOREW", 0x44D: "TB_ADDSTRINGW",
    0x44E: "TB_MAPACCELERATORA", 0x44F: "TB_GETINSERTMARK", 0x450: "TB_SETINSERTMARK",
    0x451: "TB_INSERTMARKHITTEST", 0x452: "TB_MOVEBUTTON", 0x453: "TB_GETMAXSIZE",
    0x454: "TB_SETEXTENDEDSTYLE", 0x455: "TB_GETEXTENDEDSTYLE", 0x456: "TB_GETPADDING",
    0x457: "TB_SETPADDING", 0x458: "TB_SETINSERTMARKCOLOR", 0x459: "TB_GETINSERTMARKCOLOR",
    0x45A: "TB_MAPACCELERATORW", 0x45B: "TB_GETSTRINGW", 0x45C: "TB_GETSTRINGA",
    0x45D: "TB_SETBOUNDINGSIZE", 0x45E: "TB_SETHOTITEM2", 0x45F: "TB_HASACCELERATOR",
    0x460: "TB_SETLISTGAP", 0x461: "TB_TRANSLATEACCELERATOR", 0x462: "TB_GETIMAGELISTCOUNT",
    0x463: "TB_GETIDEALSIZE", 0x465: "TB_GETMETRICS", 0x466: "TB_SETMETRICS",
    0x467: "TB_GETITEMDROPDOWNRECT", 0x468: "TB_SETPRESSEDIMAGELIST",
    0x469: "TB_GETPRESSEDIMAGELIST", 0x2001: "TB_SETCOLORSCHEME (CCM_SETCOLORSCHEME)",
    0x2002: "TB_GETCOLORSCHEME (CCM_GETCOLORSCHEME)", 0x200B: "TB_SETWINDOWTHEME",
}
TBSTATE_CHECKED, TBSTATE_PRESSED, TBSTATE_ENABLED, TBSTATE_HIDDEN = 0x1, 0x2, 0x4, 0x8
TBSTATE_INDETERMINATE, TBSTATE_WRAP, TBSTATE_MARKED = 0x10, 0x20, 0x80
BTNS_SEP, BTNS_CHECK, BTNS_GROUP, BTNS_DROPDOWN = 0x1, 0x2, 0x4, 0x8
BTNS_AUTOSIZE, BTNS_NOPREFIX, BTNS_SHOWTEXT, BTNS_WHOLEDROPDOWN = 0x10, 0x20, 0x40, 0x80
CHECKGROUP = BTNS_CHECK | BTNS_GROUP
TBSTYLE_TOOLTIPS, TBSTYLE_WRAPABLE, TBSTYLE_FLAT, TBSTYLE_LIST = 0x100, 0x200, 0x800, 0x1000
TBSTYLE_EX_DRAWDDARROWS, TBSTYLE_EX_MIXEDBUTTONS = 0x1, 0x8
TBSTYLE_TRANSPARENT = 0x8000
TBSTYLE_EX_HIDECLIPPEDBUTTONS, TBSTYLE_EX_DOUBLEBUFFER = 0x10, 0x80
CCS_TOP, CCS_NOMOVEY, CCS_NORESIZE, CCS_NOPARENTALIGN, CCS_NODIVIDER = 0x1, 0x2, 0x4, 0x8, 0x40
HINST_COMMCTRL = 0xFFFFFFFF
TBIF_IMAGE, TBIF_TEXT, TBIF_STATE, TBIF_STYLE, TBIF_LPARAM = 0x1, 0x2, 0x4, 0x8, 0x10
TBIF_COMMAND, TBIF_SIZE, TBIF_BYINDEX = 0x20, 0x40, 0x80000000
I_IMAGENONE = -2
NM_CLICK, NM_CUSTOMDRAW = -2, -12
TBN_DROPDOWN, TBN_HOTITEMCHANGE = -710, -713
TBN_GETBUTTONINFOA, TBN_BEGINADJUST, TBN_ENDADJUST = -700, -703, -704
TBN_GETBUTTONINFOW, TBN_RESTORE, TBN_SAVE = -720, -721, -722
WM_NOTIFY = 0x4E
TBDDRET_DEFAULT, TBDDRET_NODEFAULT, TBDDRET_TREATPRESSED = 0, 1, 2
HICF_OTHER, HICF_MOUSE, HICF_ARROWKEYS, HICF_ACCELERATOR = 0x0, 0x1, 0x2, 0x4
HICF_LMOUSE, HICF_ENTERING, HICF_LEAVING = 0x80, 0x10, 0x20
TBIMHT_AFTER, TBIMHT_BACKGROUND = 0x1, 0x2
TBMF_PAD, TBMF_BARPAD, TBMF_BUTTONSPACING = 0x1, 0x2, 0x4
CDDS_PREPAINT, CDDS_POSTPAINT, CDDS_ITEM = 0x1, 0x2, 0x10000
CDRF_DODEFAULT, CDRF_SKIPDEFAULT, CDRF_NOTIFYPOSTPAINT, CDRF_NOTIFYITEMDRAW = 0x0, 0x4, 0x10, 0x20
CDIS_SELECTED, CDIS_DISABLED, CDIS_CHECKED, CDIS_HOT = 0x1, 0x4, 0x8, 0x40
CDIS_MARKED, CDIS_INDETERMINATE = 0x80, 0x100
TBCDRF_NOEDGES, TBCDRF_HILITEHOTTRACK = 0x10000, 0x20000
TBCDRF_NOOFFSET, TBCDRF_NOMARK = 0x40000, 0x80000
TBCDRF_NOETCHEDEFFECT, TBCDRF_BLENDICON, TBCDRF_NOBACKGROUND = 0x100000, 0x200000, 0x400000
TBCDRF_USECDCOLORS = 0x800000
#: the TBCDRF_ answers the drawing follows (BLENDICON stops the guest when asked)
TBCDRF_HANDLED = TBCDRF_NOEDGES | TBCDRF_HILITEHOTTRACK | TBCDRF_NOOFFSET | TBCDRF_NOMARK | \
    TBCDRF_NOETCHEDEFFECT | TBCDRF_BLENDICON | TBCDRF_NOBACKGROUND | TBCDRF_USECDCOLORS
WM_MOUSELEAVE, TME_LEAVE = 0x2A3, 0x2
WM_STYLECHANGED, GWL_STYLE = 0x7D, 0xFFFFFFF0
SEPARATOR_W = 8
TEXT_PAD = 3
LIST_GAP = 4        # TB_SETLISTGAP's starting gap; the image-text gap is TEXT_PAD then
AUTOSIZE_EXTRA = 4  # what a BTNS_AUTOSIZE button's text (or a list bar's image) adds
DDARROW_W = 11      # the drop-down arrow's part of a button (TBSTYLE_EX_DRAWDDARROWS)
TOP = 2             # buttons sit this far below the top edge (the divider's room)


class Button:
    """One toolbar button (TBBUTTON's fields)."""

    def __init__(self, bitmap, cmd, state, style, data, string):
        self.bitmap, self.cmd, self.state, self.style = bitmap, cmd, state, style
        self.data, self.string = data, string
        self.cx = 0          # TBIF_SIZE width (0: the button size)
        self.text = None     # TBIF_TEXT's text, once set (wins over the string)
        self.dd_pressed = False   # its drop-down arrow is held down (TBN_DROPDOWN)


class ToolbarState:
    """Buttons, their images, sizes and where notifications go."""

    def __init__(self):
        self.buttons = []
        self.own = None          # the image list TB_ADDBITMAP fills
        self.own_handle = 0      # its HIMAGELIST
        self.himl = 0            # TB_SETIMAGELIST's list (wins over ``own``)
        self.hot_himl = 0        # TB_SETHOTIMAGELIST's (the hot button's images)
        self.dis_himl = 0        # TB_SETDISABLEDIMAGELIST's (disabled buttons' images)
        self.pressed_himl = 0    # TB_SETPRESSEDIMAGELIST's
        #: TB_SETBITMAPSIZE's: 16 by 16 at first (the documentation says 16 by 15, but
        #: comctl32's own list is made 16 by 16 and its buttons 23 by 22: Wine's
        #: toolbar.c, passing on Windows, checks both)
        self.bitmap_size = (16, 16)
        #: the buttons' size as last worked out (``recalc``) or set (TB_SETBUTTONSIZE):
        #: comctl32 keeps it until one of the messages that recalculate comes
        self.button_size = (16 + IMAGE_PAD[0], 16 + IMAGE_PAD[1])
        #: TB_ADDBITMAP's bitmaps in the toolbar's own list, each (strip, count): the list
        #: is cut again from them when the bitmap size changes
        self.sources = []
        #: TB_ADDBITMAP's answers: the index the next bitmap gets (the counts the program
        #: gave, summed, whatever was added) and the index each bitmap got ({key: index})
        self.bitmap_next = 0
        self.bitmap_first = {}
        self.struct_size = 0     # TB_BUTTONSTRUCTSIZE's; 0: sizeof(TBBUTTON) at the width
        self.notify_to = 0
        self.ex_style = 0
        self.indent = 0
        self.pressed = None      # index held down by the mouse
        self.inside = False
        self.strings = []        # TB_ADDSTRING's texts; a button's iString indexes them
        self.wide = True         # how iString pointers are read (TB_ADDBUTTONSA/W)
        self.hot = -1            # the hot item's index (-1: none)
        self.anchor = False      # TB_SETANCHORHIGHLIGHT
        self.padding = IMAGE_PAD  # TB_SETPADDING / TBMETRICS cxPad, cyPad
        self.bar_pad = (0, 0)    # TBMETRICS cxBarPad, cyBarPad
        self.spacing = (0, 0)    # TBMETRICS cxButtonSpacing, cyButtonSpacing
        self.dt_flags = 0        # TB_SETDRAWTEXTFLAGS's flags (0 at first, as Windows)
        self.dt_mask = 0         # the DT_ bits they decide (the others: the style's)
        self.list_gap = LIST_GAP  # TB_SETLISTGAP: the image-text gap of a list bar
        self.insert_mark = (-1, 0)   # TBINSERTMARK iButton, dwFlags
        self.insert_color = 0    # TB_SETINSERTMARKCOLOR
        self.max_text_rows = 1   # TB_SETMAXTEXTROWS
        self.width_limits = (0, 0)   # TB_SETBUTTONWIDTH cxMin, cxMax (0: none)
        self.bounding = None     # TB_SETBOUNDINGSIZE's SIZE
        self.tooltips = 0        # TB_SETTOOLTIPS's window
        self.version = 0         # CCM_SETVERSION
        self.v6 = False          # made while Common Controls 6 was in effect
        #: how far below the top edge the buttons sit: TOP, or 0 for a TBSTYLE_FLAT bar
        #: once its size was worked out again (``recalc``; before version 6 only)
        self.top = TOP


def toolbar_state(win):
    """The ToolbarState of a toolbar window."""
    st = win.state.get("toolbar")
    if st is None:
        st = win.state["toolbar"] = ToolbarState()
    return st


def _images(wm, st):
    return image_list(wm.vm, st.himl) if st.himl else st.own


def button_text(wm, win, b):
    """The text a button shows: TB_SETBUTTONINFO's text, the string its iString indexes,
    or the string iString points at (a value above 0xFFFF), or None."""
    st = toolbar_state(win)
    if b.text is not None:
        return b.text
    if 0 <= b.string < len(st.strings):
        return st.strings[b.string]
    if b.string > 0xFFFF:
        return read_item_text(wm, b.string & 0xFFFFFFFF, st.wide)
    return None


def shown_text(wm, win, b):
    """The text drawn on a button: none with TB_SETMAXTEXTROWS 0, nor for a button without
    BTNS_SHOWTEXT of a TBSTYLE_EX_MIXEDBUTTONS list toolbar."""
    st = toolbar_state(win)
    if st.max_text_rows <= 0:
        return None
    if st.ex_style & TBSTYLE_EX_MIXEDBUTTONS and win.style & TBSTYLE_LIST and \
            not b.style & BTNS_SHOWTEXT:
        return None
    return button_text(wm, win, b)


#: The padding round a button's image (comctl32's default TB_SETPADDING: 7 by 6).
IMAGE_PAD = (7, 6)


def _text_width(font, text):
    return int(font.pil.getlength(text.replace("&&", "\0").replace("&", "")))


def _floor(st):
    """The smallest button: the bitmap size plus the padding (TB_SETBUTTONSIZE asks no
    less)."""
    return st.bitmap_size[0] + st.padding[0], st.bitmap_size[1] + st.padding[1]


def _text_extent(wm, win, st):
    """The widest text a visible button shows and the texts' height (0, 0 without any);
    a toolbar with strings but no buttons yet has the font's height, as comctl32 has."""
    if st.max_text_rows <= 0:
        return 0, 0
    font = ctl_font(wm, win)
    texts = [t for t in (shown_text(wm, win, b) for b in st.buttons
                         if not b.style & BTNS_SEP and not b.state & TBSTATE_HIDDEN) if t]
    if texts:
        return max(_text_width(font, t) for t in texts), font.line_height
    return 0, (font.line_height if st.strings and not st.buttons else 0)


def _top_margin(win, st):
    """comctl32 before version 6 works the top margin out when it sizes the buttons (and
    on TB_SETBUTTONSIZE): none for a flat bar — a flat style set later leaves it until
    then (Wine's test_recalc and test_sizes, passing on Windows)."""
    if not st.v6:
        st.top = 0 if win.style & TBSTYLE_FLAT else TOP


def recalc(wm, win, keep_width=False):
    """The buttons' size worked out anew, as comctl32 does when buttons with text or
    strings come, the bitmap size or image list changes, a button is shown or hidden by
    TB_SETSTATE (Wine's test_sizes, passing on Windows): the bitmap plus the padding,
    grown by the texts — beside the image with TBSTYLE_LIST, below it otherwise (one
    pixel more). ``keep_width``: the width only grows (TB_SETIMAGELIST)."""
    st = toolbar_state(win)
    w, h = _floor(st)
    tw, th = _text_extent(wm, win, st)
    if th:
        if win.style & TBSTYLE_LIST:
            gap = st.list_gap - LIST_GAP
            w, h = max(w, st.bitmap_size[0] + tw + 3 * TEXT_PAD + gap), max(h, th + 6)
        else:
            w, h = max(w, tw + st.padding[0]), h + th + 1
    if keep_width:
        w = max(w, st.button_size[0])
    st.button_size = (w, h)
    _top_margin(win, st)
    wm.invalidate(win, None, True)


def button_size(wm, win):
    """The buttons' size: the one ``recalc`` or TB_SETBUTTONSIZE left, within
    TB_SETBUTTONWIDTH's limits. A negative bitmap height (TB_SETBITMAPSIZE) lowers the
    floor, as on Windows (a menu bar of text-only buttons asks (0, -2))."""
    st = toolbar_state(win)
    bw, bh = st.button_size
    lo, hi = st.width_limits
    if lo > 0 and bw < lo:
        bw = lo
    if hi > 0 and bw > hi:
        bw = hi
    return bw, bh


def has_arrow(st, b):
    """Whether a button has a drop-down arrow part of its own."""
    return bool(b.style & BTNS_WHOLEDROPDOWN or
                b.style & BTNS_DROPDOWN and st.ex_style & TBSTYLE_EX_DRAWDDARROWS)


def _button_width(wm, win, st, b, bw):
    """One button's width: its TBIF_SIZE width, its own for BTNS_AUTOSIZE, else the
    buttons' width; plus the drop-down arrow's part."""
    if b.cx:
        w = b.cx
    elif b.style & BTNS_AUTOSIZE:
        bmw = st.bitmap_size[0]
        if b.bitmap == I_IMAGENONE:
            bmw = 0
        text = shown_text(wm, win, b)
        tw = _text_width(ctl_font(wm, win), text) if text else 0
        # as comctl32 5 sizes them (Wine's test_sizes, passing on Windows): the padding
        # and the image, and a text with 4 pixels more; a list bar's image has 4 pixels
        # more too, and the list gap before the text
        padx = st.padding[0]
        if win.style & TBSTYLE_LIST:
            w = padx + bmw + AUTOSIZE_EXTRA + (st.list_gap + tw if tw else 0)
        else:
            w = padx + max(bmw, tw + AUTOSIZE_EXTRA if tw else 0)
    else:
        w = bw
    return w + (DDARROW_W if has_arrow(st, b) else 0)


def button_rects(wm, win, width=None):
    """Client rectangles of the buttons (hidden ones are empty), in order, in rows: a
    button with TBSTATE_WRAP ends its row, and a TBSTYLE_WRAPABLE toolbar starts a new row
    where a button would reach past its width (``width``: the client width to wrap at)."""
    st = toolbar_state(win)
    bw, bh = button_size(wm, win)
    cw = win.client_size()[0] if width is None else width
    wrapable = bool(win.style & TBSTYLE_WRAPABLE) and cw > 0
    x0 = st.indent + st.bar_pad[0]
    x, y, out = x0, st.top + st.bar_pad[1], []
    for b in st.buttons:
        if b.state & TBSTATE_HIDDEN:
            out.append((x, y, x, y))
            continue
        if b.style & BTNS_SEP:
            w = b.bitmap if b.bitmap > 0 else SEPARATOR_W
        else:
            w = _button_width(wm, win, st, b, bw)
        if wrapable and x > x0 and x + w > cw and not b.style & BTNS_SEP:
            x, y = x0, y + bh + st.spacing[1]
        out.append((x, y, x + w, y + bh))
        x += w + st.spacing[0]
        if b.state & TBSTATE_WRAP:
            x, y = x0, y + bh + st.spacing[1]
            if b.style & BTNS_SEP:
                # a row that wraps at a separator leaves a gap of two thirds of its width
                # below (Wine's test_sizes: the next row 29 pixels down, not 24)
                y += w * 2 // 3
    if st.ex_style & TBSTYLE_EX_HIDECLIPPEDBUTTONS:
        # a button the client area cuts off is not shown (nor hit)
        out = [(l, t, l, t) if r > cw else (l, t, r, b) for l, t, r, b in out]
    return out


def row_count(wm, win, width=None):
    """TB_GETROWS: how many rows the buttons take."""
    tops = {t for l, t, r, b in button_rects(wm, win, width) if r > l}
    return max(1, len(tops))


def set_rows(wm, win, st, rows, larger):
    """TB_SETROWS: wrap the visible buttons into ``rows`` rows of equal count (rounded
    up: fewer rows rather than more; with ``larger`` one button fewer a row when that
    comes nearer), as comctl32 does, unless the bar has that many rows already; a
    CCS_NORESIZE toolbar takes the buttons' size."""
    if row_count(wm, win) == rows:
        return                  # as many rows already: nothing moves
    visible = [b for b in st.buttons if not b.state & TBSTATE_HIDDEN]
    for b in st.buttons:
        b.state &= ~TBSTATE_WRAP
    n = len(st.buttons)
    per = (len(visible) + rows - 1) // (rows or 1)
    if larger and per > 1:
        got = (n + per - 1) // per
        more = (n + per - 2) // (per - 1)
        if got < rows < more:
            per -= 1
    column, wrap = 0, False
    for b in visible:
        if wrap:
            column, wrap = 1, False
        else:
            column += 1
        if column > per - 1:
            wrap = True
            b.state |= TBSTATE_WRAP
    if win.style & CCS_NORESIZE:
        l, t, r, bottom = bounds(wm, win)
        wm.move_window(win, win.x, win.y, r - l, bottom - t)
    wm.invalidate(win, None, True)


def bounds(wm, win):
    """The rectangle round the visible buttons (from the left and top edges)."""
    rects = [rc for rc in button_rects(wm, win) if rc[2] > rc[0]]
    if not rects:
        return (0, 0, 0, 0)
    return (0, 0, max(r[2] for r in rects), max(r[3] for r in rects))


def hit_test(wm, win, x, y):
    """TB_HITTEST's answer: a button's index, the negated index of a separator (0 for
    the first button being one), or -1 for nowhere; and whether it is a button."""
    st = toolbar_state(win)
    for k, (l, t, r, b) in enumerate(button_rects(wm, win)):
        if st.buttons[k].state & TBSTATE_HIDDEN or not (l <= x < r and t <= y < b):
            continue
        if st.buttons[k].style & BTNS_SEP:
            return -k, False
        return k, True
    return -1, False


def add_buttons(wm, win, index, ptr, count):
    """Insert ``count`` TBBUTTONs from guest memory at ``index`` (-1: the end)."""
    st = toolbar_state(win)
    mem = wm.vm.mem
    new = []
    step = st.struct_size or TBBUTTON.sizeof(wm.vm.ptr_size)   # 20 bytes, 32 on x64
    for k in range(count):
        bitmap, cmd, state, style, data, string = TBBUTTON.values(
            mem, ptr + k * step, wm.vm.ptr_size)
        if style & BTNS_SEP and s32(bitmap) <= 0:
            bitmap = SEPARATOR_W        # a separator without a width takes the default
        b = Button(bitmap, cmd, state, style, data, string)
        if string > 0xFFFF and s32(string & 0xFFFFFFFF) != -1:
            # a string of the program's: the toolbar keeps a copy (comctl32 5.8 and later:
            # the program may free its buffer once the buttons are added)
            b.text = read_item_text(wm, string & ((1 << 64) - 1), st.wide)
        new.append(b)
    index = len(st.buttons) if index < 0 or index > len(st.buttons) else index
    st.buttons[index:index] = new
    if st.strings or any(button_text(wm, win, b) for b in new):
        # a button with text, or any with strings in the pool, makes comctl32 work out
        # the buttons' size again (one without text only lays the bar out again)
        recalc(wm, win)
    autosize(wm, win)          # comctl32 fits the bar to its buttons (Wine's too)
    wm.invalidate(win, None, True)
    return True


def _height(wm, win, width=None):
    rects = [rc for rc in button_rects(wm, win, width) if rc[2] > rc[0]]
    bottom = max(r[3] for r in rects) if rects else \
        toolbar_state(win).top + button_size(wm, win)[1]
    return bottom + 2


def rewrap(wm, win, width):
    """A TBSTYLE_WRAPABLE toolbar's rows worked out again for ``width``: TBSTATE_WRAP
    (which TB_GETBUTTON shows) is cleared everywhere (a TBSTATE_WRAP the program set goes),
    then, where a button would reach past the width, set on the row's last separator when
    it has one, else on the button before (Wine's test_sizes, passing on Windows: "wrapped
    on a separator and then on the first button")."""
    st = toolbar_state(win)
    for b in st.buttons:
        b.state &= ~TBSTATE_WRAP
    bw = button_size(wm, win)[0]
    x0 = st.indent + st.bar_pad[0]
    x, row, k, last = x0, 0, 0, None
    while k < len(st.buttons):
        b = st.buttons[k]
        if b.state & TBSTATE_HIDDEN:
            k += 1
            continue
        sep = b.style & BTNS_SEP
        w = (b.bitmap if b.bitmap > 0 else SEPARATOR_W) if sep else \
            _button_width(wm, win, st, b, bw)
        if x > x0 and x + w > width and not sep and last is not None:
            seps = [j for j in range(row, k) if st.buttons[j].style & BTNS_SEP and
                    not st.buttons[j].state & TBSTATE_HIDDEN]
            j = seps[-1] if seps else last
            st.buttons[j].state |= TBSTATE_WRAP
            x, row, k, last = x0, j + 1, j + 1, None
            continue
        x += w + st.spacing[0]
        last = k
        k += 1


def _wrap_width(wm, win):
    """The width a TBSTYLE_WRAPABLE bar wraps at: its parent's client width, unless it
    keeps its own size (CCS_NORESIZE, or CCS_NOPARENTALIGN with a width)."""
    parent = wm.get(win.parent) if win.is_child else None
    width = win.client_size()[0]
    if not win.style & CCS_NORESIZE and parent is not None and \
            not (win.style & CCS_NOPARENTALIGN and win.w):
        width = parent.client_size()[0]
    return width


def autosize(wm, win):
    """TB_AUTOSIZE / WM_SIZE: along the parent's top (unless CCS_NOPARENTALIGN keeps y,
    CCS_NORESIZE keeps the size); a TBSTYLE_WRAPABLE bar's rows are worked out again."""
    parent = wm.get(win.parent) if win.is_child else None
    if win.style & TBSTYLE_WRAPABLE:
        rewrap(wm, win, _wrap_width(wm, win))
    if win.style & CCS_NORESIZE or not win.is_child:
        return
    if parent is None:
        return
    pw, _ = parent.client_size()
    w = win.w if win.style & CCS_NOPARENTALIGN and win.w else pw
    # the buttons' height is the client area's: a border style (WS_EX_DLGMODALFRAME)
    # makes the window taller (Wine's test_sizes, passing on Windows: client height 26)
    _, top, _, bottom = win.client_within(0, 0, w, 1 << 16)
    h = _height(wm, win, w) + (1 << 16) - (bottom - top)
    y = win.y if win.style & (CCS_NOPARENTALIGN | CCS_NOMOVEY) else 0
    x = win.x if win.style & CCS_NOPARENTALIGN else 0
    w = win.w if win.style & CCS_NOPARENTALIGN and win.w else pw
    if (win.x, win.y, win.w, win.h) != (x, y, w, h):
        wm.move_window(win, x, y, w, h)
        wm.invalidate(win, None, True)


def _index_of(st, cmd):
    return next((k for k, b in enumerate(st.buttons) if b.cmd == s32(cmd)), -1)


def _cut(strip, count, cx, cy):
    """The images TB_ADDBITMAP makes of a bitmap: as many as ``count`` says, or as many as
    the bitmap holds when that is more (images past its right edge are empty); a count of
    0 makes one, as Windows does (Wine's test_add_bitmap)."""
    cx, cy = max(1, cx), max(1, cy)
    n = 1 if count == 0 else max(count, strip.width // cx, 1)
    return [strip.crop((k * cx, 0, (k + 1) * cx, cy)) for k in range(n)]


def _own_list(wm, st):
    """The toolbar's own image list (made at the bitmap size on first use; TB_GETIMAGELIST
    answers it as comctl32's)."""
    if st.own is None:
        st.own = ImageList(max(1, st.bitmap_size[0]), max(1, st.bitmap_size[1]), 0, 4)
        st.own_handle = new_handle(wm.vm, st.own)
    return st.own


def _recut(st):
    """The own list's images cut again from its bitmaps at the bitmap size, if that
    changed: comctl32 does it as it paints (Wine's test_add_bitmap, passing on Windows:
    "an UpdateWindow is needed")."""
    il = st.own
    if il is None:
        return
    cx, cy = max(1, st.bitmap_size[0]), max(1, st.bitmap_size[1])
    if (il.cx, il.cy) == (cx, cy):
        return
    il.remove(-1)
    il.cx, il.cy = cx, cy
    for strip, count in st.sources:
        for img in _cut(strip, count, cx, cy):
            il.put(-1, img)
    il.settle()


def set_bitmap_size(wm, win, w, h):
    """TB_SETBITMAPSIZE's work: -1 keeps that side, 0 is 1; the buttons' size is worked
    out anew (bitmap plus padding, with the texts); the own list is cut again at the next
    paint (``_recut``)."""
    st = toolbar_state(win)
    w, h = w or 1, h or 1
    st.bitmap_size = (st.bitmap_size[0] if w == -1 else w, st.bitmap_size[1] if h == -1 else h)
    recalc(wm, win)


def add_bitmap(wm, win, count, inst, ident):
    """TB_ADDBITMAP's work: ``count`` images from a bitmap resource of the program
    (``inst``), a bitmap handle (``inst`` 0) or comctl32's standard set (HINST_COMMCTRL),
    into the program's list (TB_SETIMAGELIST) at its size or the toolbar's own at the
    bitmap size. Answers what Windows does (Wine's test_add_bitmap): the sum of the
    counts given before (a standard set counts its images), the same index again for a
    bitmap added before (nothing added then); -1 when there is no such bitmap."""
    vm = wm.vm
    st = toolbar_state(win)
    key = (inst, ident)
    if key in st.bitmap_first:
        return st.bitmap_first[key] & 0xFFFFFFFF
    standard = inst in (HINST_COMMCTRL, (1 << 64) - 1)    # (HINSTANCE)-1 at either width
    if standard:
        images = standard_images(ident)
        size = images[0].size
        strip = Image.new("RGBA", (size[0] * len(images), size[1]))
        for k, img in enumerate(images):
            strip.paste(img, (k * size[0], 0))
        counted, count = len(images), -1    # cut into as many as the strip holds
    else:
        h = ident
        if inst:
            bmp = load_bitmap(vm, ident)
            if bmp is None:
                return 0xFFFFFFFF
            h = vm.gdi.add(bmp)
        strip = bitmap_strip(vm, h, mask_color=0xC0C0C0)
        if inst:
            vm.gdi.delete(h)
        if strip is None:
            return 0xFFFFFFFF
        count = counted = s32(count)
    first = st.bitmap_next
    st.bitmap_first[key] = first
    st.bitmap_next += counted
    program = image_list(vm, st.himl) if st.himl else None
    if standard:
        # the standard sets are square (16 or 24): they set the bitmap size (the own
        # list is cut to it at the next paint; this set is cut at the list's size now)
        st.bitmap_size = size
    if program is not None:
        for img in _cut(strip, count, program.cx, program.cy):
            program.put(-1, img)
        program.settle()
    else:
        il = _own_list(wm, st)
        st.sources.append((strip, count))
        for img in _cut(strip, count, il.cx, il.cy):
            il.put(-1, img)
        il.settle()
    if standard:
        recalc(wm, win)
    wm.invalidate(win, None, True)
    return first & 0xFFFFFFFF


def _add_strings(wm, win, st, inst, ptr, wide):
    """TB_ADDSTRING: ``ptr`` a list of strings each ending in NUL, the list ending in an
    empty one (``inst`` is not looked at); or a string resource id of module ``inst``
    whose first character is the separator between the strings. Returns the index the
    first new string has (the count before), -1 for NULL, no module or no such string."""
    first = len(st.strings)
    if 0 < ptr <= 0xFFFF or ptr == 0 and inst:
        if not inst:
            return 0xFFFFFFFF
        res = module_resources(wm.vm, inst)
        if res is None:
            return 0xFFFFFFFF
        if res.data(RT_STRING, ((ptr & 0xFFFF) >> 4) + 1) is None:
            return 0xFFFFFFFF
        text = res.string(ptr & 0xFFFF) or ""
        if len(text) <= 1:
            return first
        # a string counts when a separator follows it that is not the text's last
        # character: what follows the last separator, and a string the last character
        # ends, are left out (Windows' reading, which Wine's tests check)
        sep, body = text[0], text[1:]
        parts = body.split(sep)[:-1]
        if body.endswith(sep):
            parts = parts[:-1]
        st.strings.extend(parts)
        wm.invalidate(win, None, True)
        return first
    if not ptr:
        return 0xFFFFFFFF
    mem = wm.vm.mem
    step = 2 if wide else 1
    while True:
        text = mem.wstr(ptr) if wide else mem.cstr(ptr)
        if not text:
            break
        st.strings.append(text)
        ptr += (len(text) + 1) * step if wide else len(text.encode("cp1252", "replace")) + 1
    wm.invalidate(win, None, True)
    return first


def _set_state_bit(wm, win, st, cmd, bit, on):
    k = _index_of(st, cmd)
    if k < 0:
        return 0
    b = st.buttons[k]
    old = b.state
    b.state = (b.state | bit) if on else (b.state & ~bit)
    if b.state != old:         # comctl32 repaints only a change (programs set states on idle)
        wm.invalidate(win, None, True)
    return 1


def _button_info(wm, win, st, wparam, ptr, setting, wide):
    """TB_GET/SETBUTTONINFO: TBBUTTONINFO {cbSize, dwMask, idCommand, iImage, fsState,
    fsStyle, cx, lParam, pszText, cchText}. Getting answers the index (-1 for no such
    button or a wrong cbSize); TBIF_TEXT gets the button's own text (TBIF_TEXT's, or the
    string its iString points at), not one of TB_ADDSTRING's, and TBIF_SIZE the width laid
    out (a separator's own cx). Setting answers TRUE or FALSE."""
    fail = 0 if setting else 0xFFFFFFFF
    if not ptr:
        return fail
    view = TBBUTTONINFO.variant(wide)
    tbbi = view.at(wm.vm.mem, ptr, wm.vm.ptr_size)
    size = view.sizeof(wm.vm.ptr_size)
    if tbbi.cbSize < size if setting else tbbi.cbSize != size:
        return fail             # cbSize must be the structure's own (Wine's tests)
    mask = tbbi.dwMask
    k = s32(wparam) if mask & TBIF_BYINDEX else _index_of(st, wparam)
    if not 0 <= k < len(st.buttons):
        return fail
    b = st.buttons[k]
    if setting:
        if mask & TBIF_TEXT:
            # the button keeps a copy of the text (and shows it instead of its string)
            b.text = read_item_text(wm, tbbi.pszText, wide) or ""
        if mask & TBIF_IMAGE:
            b.bitmap = s32(tbbi.iImage)
        if mask & TBIF_STATE:
            b.state = tbbi.fsState
        if mask & TBIF_STYLE:
            b.style = tbbi.fsStyle
        if mask & TBIF_LPARAM:
            b.data = tbbi.lParam
        if mask & TBIF_COMMAND:
            b.cmd = s32(tbbi.idCommand)
        if mask & TBIF_SIZE:
            b.cx = tbbi.cx
        wm.invalidate(win, None, True)
        return 1
    values = {}
    if mask & TBIF_COMMAND:
        values["idCommand"] = b.cmd
    if mask & TBIF_IMAGE:
        values["iImage"] = b.bitmap
    if mask & TBIF_LPARAM:
        values["lParam"] = b.data
    if mask & TBIF_SIZE:
        l, _, r, _ = button_rects(wm, win)[k]
        values["cx"] = b.cx if b.style & BTNS_SEP else (r - l) & 0xFFFF
    if mask & TBIF_STATE:
        values["fsState"] = b.state
    if mask & TBIF_STYLE:
        values["fsStyle"] = b.style
    for name, value in values.items():
        setattr(tbbi, name, value)
    if mask & TBIF_TEXT:
        own = b.text if b.text is not None else \
            (read_item_text(wm, b.string & 0xFFFFFFFF, st.wide) if b.string > 0xFFFF else None)
        if tbbi.pszText:
            write_item_text(wm, tbbi.pszText, own or "", max(s32(tbbi.cchText), 1) if own
                            else 1, wide)
    return k


def set_hot(wm, win, st, k, reason):
    """Generator: make button ``k`` (-1: none) the hot one, asking the parent with
    TBN_HOTITEMCHANGE (NMTBHOTITEM {idOld, idNew, dwFlags}; a non-zero answer refuses).
    A disabled button does not become hot."""
    if k == st.hot:
        return
    flags, old_id, new_id = reason, 0, 0
    if 0 <= st.hot < len(st.buttons):
        old_id = st.buttons[st.hot].cmd
    else:
        flags |= HICF_ENTERING
    if 0 <= k < len(st.buttons):
        new_id = st.buttons[k].cmd
    else:
        flags |= HICF_LEAVING
    ptr = wm.vm.ptr_size
    r, _ = yield from notify(wm, win, TBN_HOTITEMCHANGE, notify_tail(
        NMTBHOTITEM, ptr, idOld=old_id, idNew=new_id, dwFlags=flags))
    if r:
        return
    if 0 <= k < len(st.buttons) and st.buttons[k].state & TBSTATE_ENABLED:
        st.hot = k
    else:
        st.hot = -1
    wm.invalidate(win, None, True)


def _nmtoolbar(wm, win, st, b, k):
    """The bytes after NMHDR of TBN_DROPDOWN's NMTOOLBAR for button ``b`` (index ``k``):
    iItem and rcButton; tbButton, cchText and pszText stay zero, as Wine 8 leaves them."""
    ptr = wm.vm.ptr_size
    view = NMTOOLBAR.variant(is_wide(win))
    data = bytearray(view.pack(ptr, iItem=b.cmd))
    off = view.offsetof("rcButton", ptr)
    data[off:off + 16] = RECT.pack_values(*button_rects(wm, win)[k])
    return bytes(data[NMHDR.sizeof(ptr):])


def _drop_down(wm, win, st, k):
    """Generator: a drop-down button (or its arrow) pressed: TBN_DROPDOWN. Answers True
    when the parent asked the button to act as pressed (TBDDRET_TREATPRESSED)."""
    b = st.buttons[k]
    if b.style & BTNS_WHOLEDROPDOWN:
        b.state |= TBSTATE_PRESSED
    else:
        b.dd_pressed = True
    wm.invalidate(win, None, True)
    r, _ = yield from notify(wm, win, TBN_DROPDOWN, _nmtoolbar(wm, win, st, b, k))
    if s32(r) == TBDDRET_TREATPRESSED:
        return True
    if k < len(st.buttons):
        if b.style & BTNS_WHOLEDROPDOWN:
            b.state &= ~TBSTATE_PRESSED
        b.dd_pressed = False
    wm.invalidate(win, None, True)
    # the button under the mouse becomes the hot one
    ox, oy = wm.client_origin(win)
    hit, button = hit_test(wm, win, wm.mouse_pos[0] - ox, wm.mouse_pos[1] - oy)
    if not st.anchor or button:
        yield from set_hot(wm, win, st, hit if button else -1, HICF_MOUSE | HICF_LMOUSE)
    return False


def _check_in_group(st, k):
    """Check button ``k`` of a BTNS_CHECKGROUP group and uncheck the others: the group is
    the run of BTNS_GROUP buttons round it — a separator with BTNS_GROUP is inside it, a
    plain one ends it (Wine's basic_test, passing on Windows)."""
    lo = k
    while lo > 0 and st.buttons[lo - 1].style & BTNS_GROUP:
        lo -= 1
    hi = k
    while hi + 1 < len(st.buttons) and st.buttons[hi + 1].style & BTNS_GROUP:
        hi += 1
    for j in range(lo, hi + 1):
        if not st.buttons[j].style & BTNS_SEP:
            st.buttons[j].state &= ~TBSTATE_CHECKED
    st.buttons[k].state |= TBSTATE_CHECKED


def _style_changed(wm, win, old, new):
    """A new TBSTYLE_LIST or TBSTYLE_WRAPABLE lays the texts out otherwise: comctl32
    sizes the buttons again (Wine's test_recalc; other style bits do not)."""
    if (old ^ new) & (TBSTYLE_LIST | TBSTYLE_WRAPABLE):
        recalc(wm, win)
    if (old ^ new) & TBSTYLE_WRAPABLE:
        # the rows are made again: by the width when wrapping, none when no longer (the
        # wraps it had set go: Wine's test_sizes)
        st = toolbar_state(win)
        if new & TBSTYLE_WRAPABLE:
            rewrap(wm, win, _wrap_width(wm, win))
        else:
            for b in st.buttons:
                b.state &= ~TBSTATE_WRAP


def _click(wm, win, st, k):
    """Generator: a button was pressed and released: check it, tell the parent."""
    b = st.buttons[k]
    if b.style & BTNS_CHECK:
        if b.style & BTNS_GROUP:
            _check_in_group(st, k)
        else:
            b.state ^= TBSTATE_CHECKED
    wm.invalidate(win, None, True)
    target = st.notify_to or win.parent
    if target and wm.get(target) is not None:
        yield from wm.send(target, WM_COMMAND, b.cmd & 0xFFFF, win.hwnd)
    # NMMOUSE after its NMHDR (which notify writes): dwItemSpec (the command), dwItemData,
    # pt and dwHitInfo 0
    ptr = wm.vm.ptr_size
    yield from notify(wm, win, NM_CLICK, NMMOUSE.pack(ptr, dwItemSpec=b.cmd,
                                                      dwItemData=b.data)[NMHDR.sizeof(ptr):])


def map_accelerator(wm, win, st, ch):
    """TB_MAPACCELERATOR: the command of the first visible button whose text has ``&ch``
    (case-insensitive; "&&" is a literal ampersand), or None."""
    for b in st.buttons:
        if b.style & BTNS_NOPREFIX or b.state & TBSTATE_HIDDEN:
            continue
        text = button_text(wm, win, b)
        if not text:
            continue
        i = 0
        while i < len(text) - 1:
            if text[i] == "&":
                if text[i + 1] == "&":
                    i += 2
                    continue
                if text[i + 1].lower() == ch.lower():
                    return b.cmd
            i += 1
    return None


def _insert_mark_hit(wm, win, st, x, y):
    """TB_INSERTMARKHITTEST: (iButton, dwFlags, inside a button) for a client point: the
    nearest button and whether the mark goes after it (TBIMHT_AFTER), TBIMHT_BACKGROUND
    past every button."""
    rects = button_rects(wm, win)
    for k, (l, t, r, b) in enumerate(rects):
        if r <= l:
            continue
        if l <= x < r and t <= y < b:
            after = x >= (l + r) // 2
            return k, TBIMHT_AFTER if after else 0, True
    visible = [k for k, (l, t, r, b) in enumerate(rects) if r > l]
    if not visible:
        return -1, TBIMHT_BACKGROUND, False
    last = visible[-1]
    if x >= rects[last][2]:
        return last, TBIMHT_AFTER | TBIMHT_BACKGROUND, False
    return visible[0], TBIMHT_BACKGROUND, False


def _move_button(wm, win, st, k, to):
    """TB_MOVEBUTTON: move the button at index ``k`` to index ``to``."""
    n = len(st.buttons)
    if not 0 <= k < n or to < 0:
        return 0
    to = min(to, n - 1)
    hot = st.buttons[st.hot] if 0 <= st.hot < n else None
    b = st.buttons.pop(k)
    st.buttons.insert(to, b)
    st.hot = st.buttons.index(hot) if hot is not None else -1
    autosize(wm, win)
    wm.invalidate(win, None, True)
    return 1


def _get_string(wm, st, wparam, ptr, wide):
    """TB_GETSTRING: string HIWORD(wParam) of TB_ADDSTRING's list into a buffer of
    LOWORD(wParam) (bytes for W, characters for A); answers its length, -1 for none."""
    k, size = (wparam >> 16) & 0xFFFF, wparam & 0xFFFF
    if k >= len(st.strings):
        return 0xFFFFFFFF
    text = st.strings[k]
    if not ptr:
        return len(text)    # no buffer: the whole length, whatever the size (toolbar.c)
    if wide:
        n = min(size // 2 - 1, len(text)) if size >= 2 else 0
        if ptr and size >= 2:
            wm.vm.mem.write_wstr(ptr, text[:n], n + 1)
        return max(n, 0)
    if ptr and size:
        wm.vm.mem.write_cstr(ptr, text, size)
    return min(len(text), size - 1) & 0xFFFFFFFF if size else 0xFFFFFFFF


def _metrics(wm, st, ptr, setting):
    """TB_GETMETRICS / TB_SETMETRICS: TBMETRICS's padding, bar padding and spacing, the
    parts dwMask names."""
    if not ptr:
        return 0
    m = TBMETRICS.at(wm.vm.mem, ptr, wm.vm.ptr_size)
    mask = m.dwMask
    if setting:
        if mask & TBMF_PAD:
            st.padding = (s32(m.cxPad), s32(m.cyPad))
        if mask & TBMF_BARPAD:
            st.bar_pad = (s32(m.cxBarPad), s32(m.cyBarPad))
        if mask & TBMF_BUTTONSPACING:
            st.spacing = (s32(m.cxButtonSpacing), s32(m.cyButtonSpacing))
        return 0
    if mask & TBMF_PAD:
        m.cxPad, m.cyPad = st.padding
    if mask & TBMF_BARPAD:
        m.cxBarPad, m.cyBarPad = st.bar_pad
    if mask & TBMF_BUTTONSPACING:
        m.cxButtonSpacing, m.cyButtonSpacing = st.spacing
    return 0


def _registry_key(vm, h):
    """The registry Key behind an HKEY (a predefined root or an open key), or None."""
    reg = vm.registry
    if h >> 32 == 0xFFFFFFFF:
        h &= 0xFFFFFFFF         # a predefined HKEY, sign-extended by a 64-bit program
    if h in reg.roots:
        return reg.roots[h]
    key = getattr(vm.handles.get(h), "key", None)
    return None if key is None or getattr(key, "deleted", False) else key


def _save_params(wm, ptr, wide):
    """(root Key, subkey path, value name) of a TBSAVEPARAMS, or None for a bad HKEY."""
    vm = wm.vm
    p = TBSAVEPARAMS.variant(wide).at(vm.mem, ptr, vm.ptr_size)
    base = _registry_key(vm, p.hkr)
    if base is None:
        return None
    return (base, read_item_text(wm, p.pszSubKey, wide) or "",
            read_item_text(wm, p.pszValueName, wide) or "")


class _Notice:
    """A WM_NOTIFY structure of the toolbar's kept in guest memory across several
    notifications (TBN_SAVE, TBN_RESTORE: the parent's changes carry over)."""

    def __init__(self, wm, win, stype):
        self.wm, self.win, self.stype = wm, win, stype
        vm = wm.vm
        self.size = stype.sizeof(vm.ptr_size)
        self.p = vm.heap.alloc(self.size)
        vm.mem.write(self.p, b"\0" * self.size)
        self.view = stype.at(vm.mem, self.p, vm.ptr_size)

    def button(self, b=None, **values):
        """Set the structure's TBBUTTON (``b``'s fields, or the ``values`` given)."""
        vm = self.wm.vm
        if b is not None:
            values = dict(iBitmap=b.bitmap, idCommand=b.cmd, fsState=b.state, fsStyle=b.style,
                          dwData=b.data, iString=b.string)
        full = dict(iBitmap=0, idCommand=0, fsState=0, fsStyle=0, dwData=0, iString=0)
        full.update(values)
        vm.mem.write(self.p + self.stype.offsetof("tbButton", vm.ptr_size), TBBUTTON.pack_values(
            full["iBitmap"], full["idCommand"], full["fsState"], full["fsStyle"], full["dwData"],
            full["iString"], ptr=vm.ptr_size))

    def read_button(self):
        """The structure's TBBUTTON as a tuple (iBitmap, idCommand, fsState, fsStyle,
        dwData, iString)."""
        vm = self.wm.vm
        return TBBUTTON.values(vm.mem, self.p + self.stype.offsetof("tbButton", vm.ptr_size),
                               vm.ptr_size)

    def send(self, code):
        """Generator: the notification; returns the parent's answer."""
        wm, win = self.wm, self.win
        wm.vm.mem.write(self.p, nmhdr_bytes(wm.vm, win, code))
        target = win.state.get("notify_to") or (win.parent if win.is_child else 0)
        if not target or wm.get(target) is None:
            return 0
        return (yield from wm.send(target, WM_NOTIFY, win.id, self.p))

    def free(self):
        """Give the structure's memory back."""
        self.wm.vm.heap.free(self.p)


def _save(wm, win, st, where):
    """Generator: TB_SAVERESTORE(TRUE). TBN_SAVE first with iItem -1, cbData the buttons'
    commands' size and cButtons (the parent may give a buffer of its own, pData, and
    where to write in it, pCurrent); then, per button, its command is written at pCurrent
    (which moves on) and TBN_SAVE tells the parent with iItem and tbButton set. pData's
    cbData bytes go into the registry as REG_BINARY. Answers TRUE."""
    vm = wm.vm
    n = len(st.buttons)
    note = _Notice(wm, win, NMTBSAVE)
    own = 0
    try:
        v = note.view
        v.cbData, v.iItem, v.cButtons = n * 4, 0xFFFFFFFF, n
        note.button(idCommand=-1)
        yield from note.send(TBN_SAVE)
        if not v.pData:
            own = vm.heap.alloc(max(v.cbData, 4))
            v.pData = own
        if not v.pCurrent:
            v.pCurrent = v.pData
        for k, b in enumerate(st.buttons):
            v.iItem = k
            note.button(b)
            vm.mem.write(v.pCurrent, (b.cmd & 0xFFFFFFFF).to_bytes(4, "little"))
            v.pCurrent = v.pCurrent + 4
            yield from note.send(TBN_SAVE)
        blob = bytes(vm.mem.read(v.pData, v.cbData)) if v.cbData else b""
    finally:
        if own:
            vm.heap.free(own)
        note.free()
    base, sub, name = where
    key, _ = vm.registry.create(base, sub)
    vm.registry.set_value(key, name, REG_BINARY, blob)
    return 1


def _restore(wm, win, st, where):
    """Generator: TB_SAVERESTORE(FALSE). The value's DWORDs (a command each; a separator
    has the top bit set, a hidden one not -1) go to the parent in TBN_RESTORE: first with
    iItem -1 (it may skip a header by moving pCurrent and change cButtons; a non-zero
    answer stops the restore), then the buttons replace the toolbar's, each announced
    with iItem and its tbButton (which the parent may fill in; pointers in iString are
    dropped). TBN_BEGINADJUST, then TBN_GETBUTTONINFO for each index until the parent
    answers FALSE (its tbButton sets the matching button's image, state, style, data and
    string), TBN_ENDADJUST; buttons left with image -1 go. TRUE when a button is left."""
    vm = wm.vm
    base, sub, name = where
    key = vm.registry.find(base, sub)
    entry = key.values.get(name.lower()) if key is not None else None
    if entry is None or entry[1] != REG_BINARY:
        return 0
    blob = entry[2] if isinstance(entry[2], bytes) else b""
    buf = vm.heap.alloc(max(len(blob), 4))
    vm.mem.write(buf, blob)
    note = _Notice(wm, win, NMTBRESTORE)
    try:
        v = note.view
        v.pData, v.pCurrent, v.cbData = buf, buf, len(blob)
        v.iItem, v.cbBytesPerRecord, v.cButtons = 0xFFFFFFFF, 4, len(blob) // 4
        if (yield from note.send(TBN_RESTORE)):
            return 0
        count = s32(v.cButtons)
        st.buttons = []
        st.hot = -1
        for k in range(max(count, 0)):
            v.iItem = k
            rec = vm.mem.u32(v.pCurrent)
            if rec & 0x80000000:
                note.button(iBitmap=SEPARATOR_W, idCommand=0, fsStyle=BTNS_SEP,
                            fsState=0 if rec == 0xFFFFFFFF else TBSTATE_HIDDEN)
            else:
                note.button(iBitmap=-1, idCommand=s32(rec))
            v.pCurrent = v.pCurrent + 4
            yield from note.send(TBN_RESTORE)
            bitmap, cmd, state, style, data, string = note.read_button()
            if not 0 <= string <= 0xFFFF:
                string = 0          # a pointer the parent put there (or -1) is not kept
            st.buttons.append(Button(s32(bitmap), s32(cmd), state, style, data, string))
    finally:
        note.free()
        vm.heap.free(buf)
    yield from notify(wm, win, TBN_BEGINADJUST)
    wide = is_wide(win)
    code = TBN_GETBUTTONINFOW if wide else TBN_GETBUTTONINFOA
    tb = _Notice(wm, win, NMTOOLBAR.variant(wide))
    text = vm.heap.alloc(128 * 2)
    try:
        for i in range(0x10000):
            vm.mem.write(tb.p, b"\0" * tb.size)
            tb.view.iItem, tb.view.cchText, tb.view.pszText = i, 128, text
            if not (yield from tb.send(code)):
                break
            bitmap, cmd, state, style, data, string = tb.read_button()
            k = _index_of(st, cmd)
            if k < 0:
                continue
            b = st.buttons[k]
            b.string, b.text = string, None
            b.bitmap, b.state, b.style, b.data = s32(bitmap), state, style, data
    finally:
        tb.free()
        vm.heap.free(text)
    yield from notify(wm, win, TBN_ENDADJUST)
    st.buttons = [b for b in st.buttons if b.bitmap != -1]
    autosize(wm, win)
    wm.invalidate(win, None, True)
    return 1 if st.buttons else 0


def _ideal_size(wm, win, st, wparam, ptr):
    """TB_GETIDEALSIZE: wParam FALSE — the width the buttons need into SIZE.cx; TRUE —
    their height into SIZE.cy."""
    if not ptr:
        return 0
    size = SIZE.at(wm.vm.mem, ptr, wm.vm.ptr_size)
    rects = [r for r in button_rects(wm, win) if r[2] > r[0]]
    if wparam == 0:
        size.cx = (max(r[2] for r in rects) - st.indent) if rects else 0
    elif wparam == 1:
        size.cy = (max(r[3] for r in rects) - min(r[1] for r in rects)) if rects else 0
    else:
        return 0
    return 1


#: WM_DRAWITEM, WM_MEASUREITEM, WM_VKEYTOITEM, WM_CHARTOITEM and WM_COMMAND: passed on
WM_VKEYTOITEM, WM_CHARTOITEM = 0x002E, 0x002F
_PASSED_ON = (WM_COMMAND, WM_DRAWITEM, WM_MEASUREITEM, WM_VKEYTOITEM, WM_CHARTOITEM)


@repaint_on_theme_change()
def toolbar_proc(wm, win, msg, wparam, lparam):
    """Window procedure of ToolbarWindow32."""
    st = toolbar_state(win)
    vm = wm.vm
    n = len(st.buttons)
    if msg == WM_CREATE:
        st.v6 = common_controls_6(vm)
        # the style comctl32 gives itself (Wine's test_sizes and test_create, passing on
        # Windows): CCS_TOP without an alignment, TBSTYLE_TRANSPARENT with TBSTYLE_FLAT
        if not win.style & (CCS_TOP | CCS_NOMOVEY):
            win.style |= CCS_TOP
        if win.style & TBSTYLE_FLAT:
            win.style |= TBSTYLE_TRANSPARENT
        if not st.v6 and win.style & TBSTYLE_FLAT:
            st.top = 0
        autosize(wm, win)
        return 0
    if msg in _PASSED_ON:
        # what a child would tell its parent goes on to the toolbar's (or TB_SETPARENT's
        # window), with the answer back: Win32++'s menu bar, a toolbar, gets the
        # WM_COMMAND of TrackPopupMenuEx and lets it fall to the toolbar's procedure
        target = st.notify_to or win.parent
        if target and wm.get(target) is not None:
            return (yield from wm.send(target, msg, wparam, lparam))
        return 0
    if msg == WM_PAINT:
        dc = begin_paint(vm, win)
        try:
            yield from _paint(wm, win, st, dc)
        finally:
            end_paint(vm, win, dc)
        return 0
    if msg == TB_BUTTONSTRUCTSIZE:
        st.struct_size = wparam
        return 0
    if msg == TB_ADDBITMAP:
        if not lparam:
            return 0xFFFFFFFF
        tbab = TBADDBITMAP.at(vm.mem, lparam, vm.ptr_size)
        inst, ident = tbab.hInst, tbab.nID
        return add_bitmap(wm, win, wparam, inst, ident)
    if msg in (TB_ADDBUTTONSA, TB_ADDBUTTONSW):
        st.wide = msg == TB_ADDBUTTONSW
        return 1 if lparam and add_buttons(wm, win, -1, lparam, wparam) else 0
    if msg in (TB_INSERTBUTTONA, TB_INSERTBUTTONW):
        st.wide = msg == TB_INSERTBUTTONW
        return 1 if lparam and add_buttons(wm, win, s32(wparam), lparam, 1) else 0
    if msg in (TB_ADDSTRINGA, TB_ADDSTRINGW):
        first = _add_strings(wm, win, st, wparam, lparam, msg == TB_ADDSTRINGW)
        if first != 0xFFFFFFFF:
            recalc(wm, win)         # new strings make comctl32 size the buttons again
        return first
    if msg in (TB_GETBUTTONTEXTA, TB_GETBUTTONTEXTW):
        k = _index_of(st, wparam)
        text = button_text(wm, win, st.buttons[k]) if k >= 0 else None
        if text is None:
            return 0xFFFFFFFF
        if lparam:
            write_item_text(wm, lparam, text, len(text) + 1, msg == TB_GETBUTTONTEXTW)
        return len(text)
    if msg in (TB_GETSTRINGA, TB_GETSTRINGW):
        return _get_string(wm, st, wparam, lparam, msg == TB_GETSTRINGW)
    if msg == TB_DELETEBUTTON:
        k = s32(wparam)
        if not 0 <= k < n:
            return 0
        del st.buttons[k]
        if st.hot == k:
            st.hot = -1
        elif st.hot > k:
            st.hot -= 1
        wm.invalidate(win, None, True)
        return 1
    if msg == TB_GETBUTTON:
        if not 0 <= s32(wparam) < n or not lparam:
            return 0
        b = st.buttons[s32(wparam)]
        vm.mem.write(lparam, TBBUTTON.pack_values(b.bitmap, b.cmd, b.state, b.style, b.data,
                                                  b.string, ptr=vm.ptr_size))
        return 1
    if msg == TB_BUTTONCOUNT:
        return n
    if msg == TB_COMMANDTOINDEX:
        return _index_of(st, wparam) & 0xFFFFFFFF
    if msg in (TB_ENABLEBUTTON, TB_CHECKBUTTON, TB_PRESSBUTTON, TB_HIDEBUTTON,
               TB_INDETERMINATE, TB_MARKBUTTON):
        bit = {TB_ENABLEBUTTON: TBSTATE_ENABLED, TB_CHECKBUTTON: TBSTATE_CHECKED,
               TB_PRESSBUTTON: TBSTATE_PRESSED, TB_HIDEBUTTON: TBSTATE_HIDDEN,
               TB_INDETERMINATE: TBSTATE_INDETERMINATE, TB_MARKBUTTON: TBSTATE_MARKED}[msg]
        if msg == TB_CHECKBUTTON and lparam & 0xFFFF:
            k = _index_of(st, wparam)
            if k >= 0 and st.buttons[k].style & CHECKGROUP == CHECKGROUP:
                _check_in_group(st, k)      # the others of its group come out
                wm.invalidate(win, None, True)
                return 1
        return _set_state_bit(wm, win, st, wparam, bit, bool(lparam & 0xFFFF))
    if msg in (TB_ISBUTTONENABLED, TB_ISBUTTONCHECKED, TB_ISBUTTONPRESSED, TB_ISBUTTONHIDDEN,
               TB_ISBUTTONINDETERMINATE, TB_ISBUTTONHIGHLIGHTED):
        k = _index_of(st, wparam)
        if k < 0:
            return 0xFFFFFFFF
        bit = {TB_ISBUTTONENABLED: TBSTATE_ENABLED, TB_ISBUTTONCHECKED: TBSTATE_CHECKED,
               TB_ISBUTTONPRESSED: TBSTATE_PRESSED, TB_ISBUTTONHIDDEN: TBSTATE_HIDDEN,
               TB_ISBUTTONINDETERMINATE: TBSTATE_INDETERMINATE,
               TB_ISBUTTONHIGHLIGHTED: TBSTATE_MARKED}[msg]
        return 1 if st.buttons[k].state & bit else 0
    if msg == TB_SETSTATE:
        k = _index_of(st, wparam)
        if k < 0:
            return 0
        old = st.buttons[k].state
        if old != lparam & 0xFF:
            st.buttons[k].state = lparam & 0xFF
            wm.invalidate(win, None, True)
            if (old ^ lparam) & TBSTATE_HIDDEN:
                recalc(wm, win)     # TB_SETSTATE's showing or hiding does (TB_HIDEBUTTON not)
        return 1
    if msg == TB_GETSTATE:
        k = _index_of(st, wparam)
        return st.buttons[k].state if k >= 0 else 0xFFFFFFFF
    if msg in (TB_GETBUTTONINFOA, TB_GETBUTTONINFOW, TB_SETBUTTONINFOA, TB_SETBUTTONINFOW):
        return _button_info(wm, win, st, wparam, lparam,
                            msg in (TB_SETBUTTONINFOA, TB_SETBUTTONINFOW),
                            msg in (TB_GETBUTTONINFOW, TB_SETBUTTONINFOW))
    if msg == TB_SETCMDID:
        k = s32(wparam)
        if not 0 <= k < n:
            return 0
        st.buttons[k].cmd = s32(lparam)
        return 1
    if msg == TB_CHANGEBITMAP:
        k = _index_of(st, wparam)
        if k < 0:
            return 0
        st.buttons[k].bitmap = s32(lparam)
        wm.invalidate(win, None, True)
        return 1
    if msg == TB_GETBITMAP:
        k = _index_of(st, wparam)
        return st.buttons[k].bitmap & 0xFFFFFFFF if k >= 0 else 0xFFFFFFFF
    if msg == TB_GETBITMAPFLAGS:
        return 0            # the screen is not of large-icon resolution (no TBBF_LARGE)
    if msg == TB_SETBITMAPSIZE:
        set_bitmap_size(wm, win, s16(lparam & 0xFFFF), s16((lparam >> 16) & 0xFFFF))
        return 1
    if msg == TB_SETBUTTONSIZE:
        # no smaller than the bitmap with its padding; the texts are not looked at (a
        # program crops them so: Wine's test_sizes)
        fw, fh = _floor(st)
        st.button_size = (max(lparam & 0xFFFF, fw), max((lparam >> 16) & 0xFFFF, fh))
        _top_margin(win, st)
        wm.invalidate(win, None, True)
        return 1
    if msg == TB_GETBUTTONSIZE:
        w, h = button_size(wm, win)
        return (h << 16) | w
    if msg == TB_SETBUTTONWIDTH:
        st.width_limits = (s16(lparam & 0xFFFF), s16((lparam >> 16) & 0xFFFF))
        wm.invalidate(win, None, True)
        return 1
    if msg in (TB_GETITEMRECT, TB_GETRECT):
        k = s32(wparam) if msg == TB_GETITEMRECT else _index_of(st, wparam)
        if not 0 <= k < n or not lparam:
            return 0
        vm.mem.write(lparam, RECT.pack_values(*button_rects(wm, win)[k]))
        return 1
    if msg == TB_HITTEST:
        if not lparam:
            return 0xFFFFFFFF
        x, y = vm.mem.i32(lparam), vm.mem.i32(lparam + 4)
        return hit_test(wm, win, x, y)[0] & 0xFFFFFFFF
    if msg == TB_GETMAXSIZE:
        rects = button_rects(wm, win)
        w = (rects[-1][2] if rects else 0) - st.indent
        vm.mem.write(lparam, SIZE.pack_values(w, button_size(wm, win)[1]))
        return 1
    if msg == TB_GETIDEALSIZE:
        return _ideal_size(wm, win, st, wparam, lparam)
    if msg == TB_AUTOSIZE:
        autosize(wm, win)
        return 0
    if msg in (TB_SETIMAGELIST, TB_SETHOTIMAGELIST, TB_SETDISABLEDIMAGELIST,
               TB_SETPRESSEDIMAGELIST):
        if wparam:
            raise Unimplemented("%s!%s (image list index %d)" % (COMCTL32, TB_NAMES[msg],
                                                                 wparam))
        attr = {TB_SETIMAGELIST: "himl", TB_SETHOTIMAGELIST: "hot_himl",
                TB_SETDISABLEDIMAGELIST: "dis_himl", TB_SETPRESSEDIMAGELIST: "pressed_himl"}[msg]
        old = getattr(st, attr)
        setattr(st, attr, lparam)
        wm.invalidate(win, None, True)
        if msg == TB_SETIMAGELIST:
            # the list's image size becomes the bitmap size (1 by 1 without a list); a
            # change sizes the buttons again, their width only growing (Wine's test_sizes)
            il = image_list(vm, lparam) if lparam else None
            size = (il.cx, il.cy) if il is not None else (1, 1)
            if size != st.bitmap_size:
                st.bitmap_size = size
                recalc(wm, win, keep_width=True)
        return old
    if msg == TB_GETIMAGELIST:
        return st.himl or st.own_handle
    if msg == TB_GETHOTIMAGELIST:
        return st.hot_himl
    if msg == TB_GETDISABLEDIMAGELIST:
        return st.dis_himl
    if msg == TB_GETPRESSEDIMAGELIST:
        return st.pressed_himl
    if msg == TB_GETIMAGELISTCOUNT:
        return 1 if (st.himl or st.own_handle or st.hot_himl or st.dis_himl) else 0
    if msg == WM_DESTROY and st.own_handle:
        # the list TB_ADDBITMAP made goes with the toolbar (the program's own lists stay)
        release_list(vm, st.own_handle)
        st.own, st.own_handle = None, 0
    if msg == TB_SETPARENT:
        old, st.notify_to = st.notify_to or win.parent, wparam
        win.state["notify_to"] = wparam
        return old
    if msg == TB_GETTOOLTIPS:
        return st.tooltips
    if msg == TB_SETTOOLTIPS:
        st.tooltips = wparam
        return 0
    if msg == TB_SETEXTENDEDSTYLE:
        old = st.ex_style
        st.ex_style = (old & ~wparam | lparam & wparam) if wparam else lparam
        st.ex_style &= 0xFFFFFFFF
        if (old ^ st.ex_style) & TBSTYLE_EX_MIXEDBUTTONS:
            recalc(wm, win)         # which buttons show text changed (Wine's test_recalc)
        autosize(wm, win)
        wm.invalidate(win, None, True)
        return old
    if msg == TB_GETEXTENDEDSTYLE:
        return st.ex_style
    if msg == TB_SETINDENT:
        st.indent = s32(wparam)
        wm.invalidate(win, None, True)
        return 1
    if msg == TB_GETROWS:
        return row_count(wm, win)
    if msg == TB_SETROWS:
        set_rows(wm, win, st, wparam & 0xFFFF, bool(wparam >> 16 & 0xFFFF))
        if lparam:
            vm.mem.write(lparam, RECT.pack_values(*bounds(wm, win)))
        return 0
    if msg == TB_SETMAXTEXTROWS:
        st.max_text_rows = s32(wparam)
        recalc(wm, win)
        return 1
    if msg == TB_GETTEXTROWS:
        return st.max_text_rows
    if msg == TB_SETPADDING:
        old = (st.padding[1] << 16) | st.padding[0]
        st.padding = (lparam & 0xFFFF, (lparam >> 16) & 0xFFFF)
        wm.invalidate(win, None, True)
        return old
    if msg == TB_GETPADDING:
        return ((st.padding[1] & 0xFFFF) << 16) | (st.padding[0] & 0xFFFF)
    if msg in (TB_GETMETRICS, TB_SETMETRICS):
        r = _metrics(wm, st, lparam, msg == TB_SETMETRICS)
        if msg == TB_SETMETRICS:
            wm.invalidate(win, None, True)
        return r
    if msg == TB_SETLISTGAP:
        st.list_gap = s32(wparam)
        wm.invalidate(win, None, True)
        return 0
    if msg == TB_SETDRAWTEXTFLAGS:
        old = st.dt_flags
        st.dt_flags = (old & ~wparam | lparam & wparam) & 0xFFFFFFFF
        st.dt_mask = (st.dt_mask | wparam) & 0xFFFFFFFF
        wm.invalidate(win, None, True)
        return old
    if msg == TB_GETHOTITEM:
        return st.hot & 0xFFFFFFFF
    if msg in (TB_SETHOTITEM, TB_SETHOTITEM2):
        k, old = s32(wparam), st.hot
        if msg == TB_SETHOTITEM:
            if k >= n:
                return old & 0xFFFFFFFF
            yield from set_hot(wm, win, st, max(k, -1), HICF_OTHER)
        else:
            yield from set_hot(wm, win, st, k if 0 <= k < n else -1, lparam & 0xFFFFFFFF)
        return old & 0xFFFFFFFF
    if msg == TB_SETANCHORHIGHLIGHT:
        old, st.anchor = st.anchor, bool(wparam)
        return 1 if old else 0
    if msg == TB_GETANCHORHIGHLIGHT:
        return 1 if st.anchor else 0
    if msg in (TB_MAPACCELERATORA, TB_MAPACCELERATORW):
        ch = chr(wparam & 0xFFFF) if msg == TB_MAPACCELERATORW else \
            bytes([wparam & 0xFF]).decode("cp1252", "replace")
        cmd = map_accelerator(wm, win, st, ch)
        if cmd is None:
            return 0
        if lparam:
            vm.mem.write(lparam, (cmd & 0xFFFFFFFF).to_bytes(4, "little"))
        return 1
    if msg == TB_HASACCELERATOR:
        if lparam:
            hits = sum(1 for b in st.buttons if map_accelerator(wm, win, _Only(b),
                                                                chr(wparam & 0xFFFF)) is not None)
            vm.mem.write(lparam, hits.to_bytes(4, "little"))
        return 0
    if msg == TB_SETINSERTMARK:
        if not lparam:
            return 0
        m = TBINSERTMARK.at(vm.mem, lparam, vm.ptr_size)
        k = s32(m.iButton)
        if m.dwFlags & ~TBIMHT_AFTER:
            return 0
        if k == -1 or 0 <= k < n:
            st.insert_mark = (k, m.dwFlags)
            wm.invalidate(win, None, True)
        return 0
    if msg == TB_GETINSERTMARK:
        if lparam:
            m = TBINSERTMARK.at(vm.mem, lparam, vm.ptr_size)
            m.iButton, m.dwFlags = st.insert_mark[0] & 0xFFFFFFFF, st.insert_mark[1]
        return 0
    if msg == TB_INSERTMARKHITTEST:
        if not lparam or not wparam:
            return 0
        x, y = vm.mem.i32(wparam), vm.mem.i32(wparam + 4)
        k, flags, inside = _insert_mark_hit(wm, win, st, x, y)
        m = TBINSERTMARK.at(vm.mem, lparam, vm.ptr_size)
        m.iButton, m.dwFlags = k & 0xFFFFFFFF, flags
        return 1 if inside else 0
    if msg == TB_SETINSERTMARKCOLOR:
        old, st.insert_color = st.insert_color, lparam & 0xFFFFFFFF
        wm.invalidate(win, None, True)
        return old
    if msg == TB_GETINSERTMARKCOLOR:
        return st.insert_color
    if msg == TB_MOVEBUTTON:
        return _move_button(wm, win, st, s32(wparam), s32(lparam))
    if msg == TB_SETBOUNDINGSIZE:
        if win.style & TBSTYLE_WRAPABLE:
            raise Unimplemented("%s!TB_SETBOUNDINGSIZE (a TBSTYLE_WRAPABLE toolbar: wrapping "
                                "into rows)" % COMCTL32)
        # the size bounds a multi-column (wrapping) layout only: one row keeps its place
        st.bounding = SIZE.read(vm.mem, lparam, vm.ptr_size) if lparam else None
        return 0
    if msg == TB_SETSTYLE:
        old, win.style = win.style, lparam
        _style_changed(wm, win, old, win.style)
        wm.invalidate(win, None, True)
        return 0
    if msg == WM_STYLECHANGED:
        if wparam & 0xFFFFFFFF == GWL_STYLE and lparam:
            ss = STYLESTRUCT.at(vm.mem, lparam, vm.ptr_size)
            _style_changed(wm, win, ss.styleOld, ss.styleNew)
        return 0
    if msg == TB_GETSTYLE:
        return win.style
    if msg in (TB_SETUNICODEFORMAT, TB_GETUNICODEFORMAT):
        old = 1 if is_wide(win) else 0
        if msg == TB_SETUNICODEFORMAT:
            win.unicode = bool(wparam)
        return old
    if msg == CCM_SETVERSION:
        old, st.version = st.version, s32(wparam)
        return old
    if msg == CCM_GETVERSION:
        return st.version
    if msg == WM_SIZE:
        autosize(wm, win)
        return 0
    if msg in (WM_LBUTTONDOWN, WM_LBUTTONDBLCLK):
        x, y = lparam_xy(lparam)
        k, button = hit_test(wm, win, x, y)
        if button:
            btn = st.buttons[k]
            l, _, r, _ = button_rects(wm, win)[k]
            on_arrow = x >= max(l, r - DDARROW_W)
            if btn.state & TBSTATE_ENABLED and (
                    btn.style & BTNS_WHOLEDROPDOWN or btn.style & BTNS_DROPDOWN and (
                        not st.ex_style & TBSTYLE_EX_DRAWDDARROWS or on_arrow)):
                treat_pressed = yield from _drop_down(wm, win, st, k)
                if not treat_pressed:
                    return 0
            if btn.state & TBSTATE_ENABLED:
                st.pressed, st.inside = k, True
                btn.state |= TBSTATE_PRESSED
                wm.capture = win.hwnd
                yield from set_hot(wm, win, st, k, HICF_MOUSE | HICF_LMOUSE)
                wm.invalidate(win, None, True)
        return 0
    if msg == WM_MOUSEMOVE:
        x, y = lparam_xy(lparam)
        if win.style & TBSTYLE_FLAT:
            k, button = hit_test(wm, win, x, y)
            # WM_MOUSELEAVE takes the hot look off when the mouse leaves
            tid = vm.threads.current.tid
            cur = wm.tracking_of(tid)
            if cur is None or cur[0] != win.hwnd or not cur[1] & TME_LEAVE:
                wm.track_mouse(tid, win.hwnd, TME_LEAVE, 0, (4, 4))
            if not st.anchor or button:
                yield from set_hot(wm, win, st, k if button else -1, HICF_MOUSE)
        if st.pressed is not None:
            l, t, r, b = button_rects(wm, win)[st.pressed]
            inside = l <= x < r and t <= y < b
            if inside != st.inside:
                st.inside = inside
                btn = st.buttons[st.pressed]
                btn.state = (btn.state | TBSTATE_PRESSED) if inside else \
                    (btn.state & ~TBSTATE_PRESSED)
                wm.invalidate(win, None, True)
        return 0
    if msg == WM_MOUSELEAVE:
        if 0 <= st.hot < n and not st.anchor and not st.buttons[st.hot].dd_pressed:
            yield from set_hot(wm, win, st, -1, HICF_MOUSE)
        return 0
    if msg == WM_LBUTTONUP and st.pressed is not None:
        k, st.pressed = st.pressed, None
        if wm.capture == win.hwnd:
            wm.capture = 0
        if k < len(st.buttons):
            st.buttons[k].state &= ~TBSTATE_PRESSED
            wm.invalidate(win, None, True)
            x, y = lparam_xy(lparam)
            l, t, r, b = button_rects(wm, win)[k]
            if l <= x < r and t <= y < b:
                yield from _click(wm, win, st, k)
        return 0
    if msg == WM_SETFONT:
        font_message(wm, win, msg, wparam, lparam)
        recalc(wm, win)     # the texts' size changed with the font
        return 1            # the toolbar answers 1 (Wine's tests check it)
    if msg == WM_GETFONT:
        return font_message(wm, win, msg, wparam, lparam)
    if msg in (TB_SAVERESTOREA, TB_SAVERESTOREW):
        if not lparam:
            return 0
        where = _save_params(wm, lparam, msg == TB_SAVERESTOREW)
        if where is None:
            return 0
        if wparam:
            return (yield from _save(wm, win, st, where))
        return (yield from _restore(wm, win, st, where))
    if msg == TB_LOADIMAGES:
        # a standard set (HINST_COMMCTRL) or a program bitmap into the image list, as
        # TB_ADDBITMAP; answers the index of its first image
        return add_bitmap(wm, win, 0, lparam, wparam)
    if msg in TB_NAMES:
        raise Unimplemented("%s!%s" % (COMCTL32, TB_NAMES[msg]))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


class _Only:
    """A ToolbarState look-alike of one button (TB_HASACCELERATOR counts matches)."""

    def __init__(self, b):
        self.buttons = [b]


DT_CENTER, DT_RIGHT, DT_VCENTER, DT_BOTTOM, DT_SINGLELINE = 0x1, 0x2, 0x4, 0x8, 0x20
DT_NOPREFIX, DT_END_ELLIPSIS, DT_HIDEPREFIX = 0x800, 0x8000, 0x100000
#: the DrawText flags the buttons' text honours (TB_SETDRAWTEXTFLAGS); others stop the guest
DT_HANDLED = DT_CENTER | DT_RIGHT | DT_VCENTER | DT_BOTTOM | DT_SINGLELINE | DT_NOPREFIX | \
    DT_END_ELLIPSIS | DT_HIDEPREFIX


def draw_text_flags(win, st):
    """The flags the buttons' text is drawn with: comctl32's default (DT_LEFT | DT_VCENTER
    | DT_SINGLELINE | DT_END_ELLIPSIS with TBSTYLE_LIST, DT_CENTER | DT_END_ELLIPSIS
    otherwise) but for the bits TB_SETDRAWTEXTFLAGS decided (its mask), which are its.
    TB_SETDRAWTEXTFLAGS answers only its own flags (0 at first: Wine's tests against
    Windows)."""
    default = DT_VCENTER | DT_SINGLELINE | DT_END_ELLIPSIS if win.style & TBSTYLE_LIST \
        else DT_CENTER | DT_END_ELLIPSIS
    return (default & ~st.dt_mask) | (st.dt_flags & st.dt_mask)


def _item_state(st, k, b):
    """A button's CDIS_ flags for NM_CUSTOMDRAW."""
    s = 0
    if b.state & TBSTATE_PRESSED:
        s |= CDIS_SELECTED
    if not b.state & TBSTATE_ENABLED:
        s |= CDIS_DISABLED
    if b.state & TBSTATE_CHECKED:
        s |= CDIS_CHECKED
    if b.state & TBSTATE_MARKED:
        s |= CDIS_MARKED
    if b.state & TBSTATE_INDETERMINATE:
        s |= CDIS_INDETERMINATE
    if k == st.hot:
        s |= CDIS_HOT
    return s


def _custom_draw(wm, win, hdc, stage, rect, spec=0, state=0, data=0):
    """Generator: NM_CUSTOMDRAW (NMTBCUSTOMDRAW) at ``stage``; returns the answer."""
    ptr = wm.vm.ptr_size
    face = SYS_COLORS[15]
    colors = dict(clrText=0, clrTextHighlight=_cref(SYS_COLORS[14]), clrBtnFace=_cref(face),
                  clrBtnHighlight=_cref(SYS_COLORS[20]), clrMark=_cref(SYS_COLORS[13]),
                  clrHighlightHotTrack=_cref(SYS_COLORS[13]), nStringBkMode=1,
                  nHLStringBkMode=2)
    data_bytes = bytearray(NMTBCUSTOMDRAW.pack(ptr, **colors))
    off = NMTBCUSTOMDRAW.offsetof("nmcd", ptr)
    nm = NMCUSTOMDRAW.pack(ptr, dwDrawStage=stage, hdc=hdc, dwItemSpec=spec & _PTRMASK[ptr],
                           uItemState=state, lItemlParam=data)
    data_bytes[off:off + len(nm)] = nm
    roff = off + NMCUSTOMDRAW.offsetof("rc", ptr)
    data_bytes[roff:roff + 16] = RECT.pack_values(*rect)
    tail = bytes(data_bytes[NMHDR.sizeof(ptr):])
    r, back = yield from notify(wm, win, NM_CUSTOMDRAW, tail, readback=len(tail))
    whole = bytes(data_bytes[:NMHDR.sizeof(ptr)]) + back
    names = ("clrText", "clrMark", "clrTextHighlight", "clrBtnFace", "clrBtnHighlight",
             "clrHighlightHotTrack")
    left = {n: _rgb(int.from_bytes(whole[NMTBCUSTOMDRAW.offsetof(n, ptr):
                                         NMTBCUSTOMDRAW.offsetof(n, ptr) + 4], "little"))
            for n in names}
    return r & 0xFFFFFFFF, left


def _rgb(cref):
    return (cref & 0xFF, (cref >> 8) & 0xFF, (cref >> 16) & 0xFF)


_PTRMASK = {4: 0xFFFFFFFF, 8: (1 << 64) - 1}


def _cref(rgb):
    return rgb[0] | (rgb[1] << 8) | (rgb[2] << 16)


def _fit(font, text, width):
    """END_ELLIPSIS: the text cut to ``width`` pixels with "..." when it does not fit."""
    if width <= 0 or font.pil.getlength(text) <= width:
        return text
    while text and font.pil.getlength(text + "...") > width:
        text = text[:-1]
    return text + "..."


def _paint(wm, win, st, dc):
    """Generator: paint the toolbar, asking the parent with NM_CUSTOMDRAW first (and per
    button when it answers CDRF_NOTIFYITEMDRAW; CDRF_SKIPDEFAULT leaves the drawing to
    it)."""
    cw, ch = win.client_size()
    face, shadow = SYS_COLORS[15], SYS_COLORS[16]
    flat = bool(win.style & TBSTYLE_FLAT)
    _recut(st)
    il = _images(wm, st)
    rects = button_rects(wm, win)
    font = ctl_font(wm, win)
    bmw, bmh = (il.cx, il.cy) if il is not None else st.bitmap_size
    flags = draw_text_flags(win, st)
    if flags & ~DT_HANDLED:
        raise Unimplemented("%s!TB_SETDRAWTEXTFLAGS (DrawText flags %#x)"
                            % (COMCTL32, flags & ~DT_HANDLED))
    if cw <= 0 or ch <= 0:
        return                  # an empty client area (a zero-sized toolbar)

    def background(d, ox, oy):
        d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=face)
        if not win.style & CCS_NODIVIDER and st.top >= TOP:
            # the divider: an etched line along the top. comctl32 draws it in the
            # non-client area, which a builtin control has not here (the client area
            # follows the style): a flat bar without a top margin goes without it
            d.line([(ox, oy), (ox + cw - 1, oy)], fill=shadow)
            d.line([(ox, oy + 1), (ox + cw - 1, oy + 1)], fill=WHITE)

    dc.draw((0, 0, cw, ch), background)
    gdi = wm.vm.gdi
    hdc = gdi.add(dc)
    try:
        answer, _ = yield from _custom_draw(wm, win, hdc, CDDS_PREPAINT, (0, 0, cw, ch))
        # Bits no CDRF_/TBCDRF_ flag defines (winfile answers TRUE, 0x1, to every
        # notification) are ignored, as Windows' toolbar tests its flags one by one.
        if answer & 0x00FF01FE & ~(CDRF_SKIPDEFAULT | CDRF_NOTIFYITEMDRAW | CDRF_NOTIFYPOSTPAINT):
            raise Unimplemented("%s!toolbar NM_CUSTOMDRAW answer %#x" % (COMCTL32, answer))
        if answer & CDRF_SKIPDEFAULT:
            return
        for k, (b, rect) in enumerate(zip(st.buttons, rects)):
            l, t, r, bottom = rect
            if b.state & TBSTATE_HIDDEN or r <= l:
                continue
            item, colors = 0, None
            if answer & CDRF_NOTIFYITEMDRAW and not b.style & BTNS_SEP:
                item, colors = yield from _custom_draw(
                    wm, win, hdc, CDDS_ITEM | CDDS_PREPAINT, rect, b.cmd,
                    _item_state(st, k, b), b.data)
                if item & ~(CDRF_SKIPDEFAULT | CDRF_NOTIFYPOSTPAINT | TBCDRF_HANDLED):
                    raise Unimplemented("%s!toolbar NM_CUSTOMDRAW item answer %#x"
                                        % (COMCTL32, item))
            if not item & CDRF_SKIPDEFAULT:
                _paint_button(wm, win, st, dc, k, b, rect, il, bmw, bmh, font, flags, flat,
                              item, colors)
            if item & CDRF_NOTIFYPOSTPAINT:
                yield from _custom_draw(wm, win, hdc, CDDS_ITEM | CDDS_POSTPAINT, rect,
                                        b.cmd, _item_state(st, k, b), b.data)
        k, after = st.insert_mark[0], st.insert_mark[1] & TBIMHT_AFTER
        if 0 <= k < len(rects) and rects[k][2] > rects[k][0]:
            l, t, r, bottom = rects[k]
            x = r - 1 if after else l - 1
            c = st.insert_color
            color = (c & 0xFF, (c >> 8) & 0xFF, (c >> 16) & 0xFF)
            dc.draw((0, 0, cw, ch), lambda d, ox, oy: d.rectangle(
                [ox + x, oy + t, ox + x + 1, oy + bottom - 1], fill=color))
        if answer & CDRF_NOTIFYPOSTPAINT:
            yield from _custom_draw(wm, win, hdc, CDDS_POSTPAINT, (0, 0, cw, ch))
    finally:
        gdi.objects.pop(hdc, None)


def _arrow(d, x, y, color):
    """The drop-down arrow: a triangle 5 pixels wide, 3 high, point down."""
    for i in range(3):
        d.line([(x + i, y + i), (x + 4 - i, y + i)], fill=color)


def _paint_button(wm, win, st, dc, k, b, rect, il, bmw, bmh, font, flags, flat, cd=0,
                  colors=None):
    """One button (or separator) in its rectangle. ``cd``: the parent's TBCDRF_ answer to
    its CDDS_ITEMPREPAINT, ``colors`` the NMTBCUSTOMDRAW colours it left (used with
    TBCDRF_USECDCOLORS, and for TBCDRF_HILITEHOTTRACK's and a marked button's fill)."""
    if cd & TBCDRF_BLENDICON:
        raise Unimplemented("%s!toolbar NM_CUSTOMDRAW TBCDRF_BLENDICON" % COMCTL32)
    shadow = SYS_COLORS[16]
    colors = colors or {}
    use_cd = bool(cd & TBCDRF_USECDCOLORS) and colors
    text_color = colors.get("clrText", BLACK) if use_cd else BLACK
    dither = colors.get("clrBtnHighlight", WHITE) if use_cd else WHITE
    mark = colors.get("clrMark", SYS_COLORS[13])
    hot_fill = colors.get("clrHighlightHotTrack", SYS_COLORS[13])
    l, t, r, bottom = rect
    images = []
    arrow = has_arrow(st, b)
    split = arrow and not b.style & BTNS_WHOLEDROPDOWN   # the arrow part framed apart
    body_r = r - DDARROW_W if arrow else r
    hot = k == st.hot and flat

    def fn(d, ox, oy):
        if b.style & BTNS_SEP:
            if flat:
                mid = (l + r) // 2
                d.line([(ox + mid - 1, oy + t), (ox + mid - 1, oy + bottom - 1)], fill=shadow)
                d.line([(ox + mid, oy + t), (ox + mid, oy + bottom - 1)], fill=WHITE)
            return
        down = b.state & (TBSTATE_PRESSED | TBSTATE_CHECKED)
        frame_r = body_r if split else r
        if b.state & TBSTATE_MARKED and not cd & TBCDRF_NOMARK:
            d.rectangle([ox + l, oy + t, ox + frame_r - 1, oy + bottom - 1], fill=mark)
        if hot and cd & TBCDRF_HILITEHOTTRACK:
            d.rectangle([ox + l, oy + t, ox + frame_r - 1, oy + bottom - 1], fill=hot_fill)
        if down and b.state & TBSTATE_CHECKED and not b.state & TBSTATE_PRESSED and \
                not cd & TBCDRF_NOBACKGROUND:
            for yy in range(t + 2, bottom - 2):
                for xx in range(l + 2 + (yy & 1), frame_r - 2, 2):
                    d.point((ox + xx, oy + yy), fill=dither)
        if cd & TBCDRF_NOEDGES:
            pass
        elif down:
            draw_3d_rect(d, ox + l, oy + t, ox + frame_r, oy + bottom, raised=False)
        elif not flat:
            draw_3d_rect(d, ox + l, oy + t, ox + frame_r, oy + bottom, raised=True)
        elif hot:
            # a flat button under the mouse: a thin raised edge
            d.line([(ox + l, oy + bottom - 1), (ox + l, oy + t), (ox + frame_r - 1, oy + t)],
                   fill=SYS_COLORS[20])
            d.line([(ox + l, oy + bottom - 1), (ox + frame_r - 1, oy + bottom - 1),
                    (ox + frame_r - 1, oy + t)], fill=shadow)
        if split:
            # the arrow's own part: raised, sunken while its drop-down is open
            if b.dd_pressed:
                draw_3d_rect(d, ox + body_r, oy + t, ox + r, oy + bottom, raised=False)
            elif not flat:
                draw_3d_rect(d, ox + body_r, oy + t, ox + r, oy + bottom, raised=True)
            elif hot:
                d.line([(ox + body_r, oy + bottom - 1), (ox + body_r, oy + t),
                        (ox + r - 1, oy + t)], fill=SYS_COLORS[20])
                d.line([(ox + body_r, oy + bottom - 1), (ox + r - 1, oy + bottom - 1),
                        (ox + r - 1, oy + t)], fill=shadow)
        if arrow:
            shift = 1 if (b.dd_pressed or (down and not split)) else 0
            ax = body_r + (DDARROW_W - 5) // 2 + shift
            ay = t + (bottom - t - 3) // 2 + shift
            color = BLACK if b.state & TBSTATE_ENABLED else shadow
            _arrow(d, ox + ax, oy + ay, color)
        shift = 1 if down and not cd & TBCDRF_NOOFFSET else 0
        text = shown_text(wm, win, b)
        has_image = b.bitmap != I_IMAGENONE
        iw = bmw if has_image else 0
        if text is None:
            x, y = l + (body_r - l - bmw) // 2, t + (bottom - t - bmh) // 2
        elif win.style & TBSTYLE_LIST:
            x, y = l + TEXT_PAD, t + (bottom - t - bmh) // 2
            gap = TEXT_PAD + st.list_gap - LIST_GAP      # TB_SETLISTGAP widens it
            trect = (x + iw + gap if iw else l + TEXT_PAD, t, body_r - 1, bottom)
        else:
            x, y = l + (body_r - l - bmw) // 2, t + TEXT_PAD
            trect = (l, y + bmh + 1, body_r, bottom)
        if il is not None and 0 <= b.bitmap < len(il.images):
            images.append((x + shift, y + shift))
        if text is not None:
            shown = text if flags & DT_NOPREFIX else \
                text.replace("&&", "\0").replace("&", "").replace("\0", "&")
            tl, tt, tr, tb = trect
            if flags & DT_END_ELLIPSIS:
                shown = _fit(font, shown, tr - tl)
            w = int(font.pil.getlength(shown))
            if flags & DT_CENTER:
                tx = tl + (tr - tl - w) // 2
            elif flags & DT_RIGHT:
                tx = tr - w
            else:
                tx = tl
            if flags & DT_SINGLELINE and flags & DT_BOTTOM:
                ty = tb - font.line_height
            elif flags & DT_SINGLELINE and flags & DT_VCENTER:
                ty = tt + (tb - tt - font.line_height) // 2
            else:
                ty = tt
            if not b.state & TBSTATE_ENABLED and not cd & TBCDRF_NOETCHEDEFFECT:
                d.text((ox + tx + 1, oy + ty + 1), shown, font=font.pil, fill=WHITE)
            d.text((ox + tx + shift, oy + ty + shift), shown, font=font.pil,
                   fill=text_color if b.state & TBSTATE_ENABLED else shadow)

    cw, ch = win.client_size()
    dc.draw((0, 0, cw, ch), fn)
    for x, y in images:
        enabled = b.state & TBSTATE_ENABLED
        if not enabled and st.dis_himl:
            draw_image(dc, image_list(wm.vm, st.dis_himl), b.bitmap, x, y)
        elif enabled and hot and st.hot_himl:
            draw_image(dc, image_list(wm.vm, st.hot_himl), b.bitmap, x, y)
        elif enabled and b.state & TBSTATE_PRESSED and st.pressed_himl:
            draw_image(dc, image_list(wm.vm, st.pressed_himl), b.bitmap, x, y)
        elif enabled:
            draw_image(dc, il, b.bitmap, x, y)
        else:
            _embossed(dc, il.images[b.bitmap], x, y)


def _embossed(dc, img, x, y):
    """A disabled button's image: its shape in white one pixel down-right, then grey. The
    shape leaves out the transparent pixels and the white ones, as comctl32 does (a white
    arrow on a coloured disc stays visible as the disc's hole)."""
    alpha = img.getchannel("A").point(lambda v: 255 if v else 0)
    r, g, b = (band.point(lambda v: 255 if v == 255 else 0) for band in img.convert("RGB").split())
    white = ImageChops.multiply(ImageChops.multiply(r, g), b)
    alpha = ImageChops.subtract(alpha, white)
    for dx, color in ((1, (255, 255, 255)), (0, SYS_COLORS[16])):
        solid = Image.new("RGBA", img.size, color + (255,))
        solid.putalpha(alpha)
        dc.paste_rgba(solid, x + dx, y + dx)


window_proc(COMCTL32, "wineagent.ToolbarProc", toolbar_proc)


def install(vm):
    """Register ToolbarWindow32 (CS_DBLCLKS | CS_GLOBALCLASS)."""
    register(vm, TOOLBAR_CLASS, toolbar_proc, "wineagent.ToolbarProc", 0x8 | 0x4000)
