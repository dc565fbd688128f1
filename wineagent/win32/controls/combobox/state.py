"""COMBOBOX's numbers (styles, CB_*, CBN_* and the keys it reads), the state one combo
box keeps (``ComboState``, in ``win.state["combo"]``) and the small questions its style
answers (which kind, owner-drawn, variable heights, data-only items)."""

from .. import odlist
from ..builtin_common import user_font
from ..itemlist import ItemList

COMBO_CLASS = "COMBOBOX"
LBOX_CLASS = "ComboLBox"
CB_ERR = 0xFFFFFFFF
CBS_SIMPLE, CBS_DROPDOWN, CBS_DROPDOWNLIST = 1, 2, 3
CBS_OWNERDRAWFIXED, CBS_OWNERDRAWVARIABLE, CBS_AUTOHSCROLL = 0x10, 0x20, 0x40
CBS_SORT, CBS_HASSTRINGS, CBS_NOINTEGRALHEIGHT = 0x100, 0x200, 0x400
CBS_UPPERCASE, CBS_LOWERCASE = 0x2000, 0x4000
CB_GETEDITSEL, CB_LIMITTEXT, CB_SETEDITSEL, CB_ADDSTRING = 0x140, 0x141, 0x142, 0x143
CB_DELETESTRING, CB_DIR, CB_GETCOUNT, CB_GETCURSEL = 0x144, 0x145, 0x146, 0x147
CB_GETLBTEXT, CB_GETLBTEXTLEN, CB_INSERTSTRING, CB_RESETCONTENT = 0x148, 0x149, 0x14A, 0x14B
CB_FINDSTRING, CB_SELECTSTRING, CB_SETCURSEL, CB_SHOWDROPDOWN = 0x14C, 0x14D, 0x14E, 0x14F
CB_GETITEMDATA, CB_SETITEMDATA, CB_GETDROPPEDCONTROLRECT = 0x150, 0x151, 0x152
CB_SETITEMHEIGHT, CB_GETITEMHEIGHT, CB_SETEXTENDEDUI, CB_GETEXTENDEDUI = \
    0x153, 0x154, 0x155, 0x156
CB_GETDROPPEDSTATE, CB_FINDSTRINGEXACT, CB_SETLOCALE, CB_GETLOCALE = 0x157, 0x158, 0x159, 0x15A
CB_GETTOPINDEX, CB_SETTOPINDEX, CB_GETHORIZONTALEXTENT = 0x15B, 0x15C, 0x15D
CB_SETHORIZONTALEXTENT, CB_GETDROPPEDWIDTH, CB_SETDROPPEDWIDTH = 0x15E, 0x15F, 0x160
CB_INITSTORAGE = 0x161
CB_FIRST, CB_LAST = 0x140, 0x16F
WM_VSCROLL = 0x115
SB_LINEUP, SB_LINEDOWN, SB_PAGEUP, SB_PAGEDOWN = 0, 1, 2, 3
SB_THUMBPOSITION, SB_THUMBTRACK, SB_TOP, SB_BOTTOM = 4, 5, 6, 7
CBN_SELCHANGE, CBN_DBLCLK, CBN_SETFOCUS, CBN_KILLFOCUS = 1, 2, 3, 4
CBN_EDITCHANGE, CBN_EDITUPDATE, CBN_DROPDOWN, CBN_CLOSEUP = 5, 6, 7, 8
CBN_SELENDOK, CBN_SELENDCANCEL = 9, 10
EN_SETFOCUS, EN_KILLFOCUS, EN_CHANGE, EN_UPDATE = 0x100, 0x200, 0x300, 0x400
EM_GETSEL, EM_SETSEL, EM_LIMITTEXT = 0xB0, 0xB1, 0xC5
ES_AUTOHSCROLL, ES_UPPERCASE, ES_LOWERCASE = 0x80, 0x8, 0x10
WS_VSCROLL, WS_HSCROLL = 0x00200000, 0x00100000
WS_EX_TOPMOST, WS_EX_TOOLWINDOW = 0x8, 0x80
DLGC_WANTARROWS, DLGC_WANTMESSAGE, DLGC_WANTCHARS = 0x1, 0x4, 0x80
VK_RETURN, VK_ESCAPE, VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x0D, 0x1B, 0x21, 0x22, 0x23, 0x24
VK_UP, VK_DOWN, VK_F4 = 0x26, 0x28, 0x73
BUTTON_W = 16          # SM_CXVSCROLL: the drop-down button's width
EDGE = 2               # the sunken 3D edge the combo box draws around its field
EDIT_ID, LIST_ID = 1001, 1000
WHEEL_DELTA = 120
# Common Controls 6's messages (CBM_FIRST + 1 ...)
CB_SETMINVISIBLE, CB_GETMINVISIBLE, CB_SETCUEBANNER, CB_GETCUEBANNER = 0x1701, 0x1702, 0x1703, 0x1704


class ComboState:
    """Items, selection and drop-down state of one COMBOBOX window."""

    field_text_h = None          # (class default for states saved before it existed)
    #: a ComboBoxEx's field picture: (HIMAGELIST, index, x) or None; ``ex_edit_x``: where
    #: its edit (or a drop-down list's selection text) starts instead (None: our own place)
    ex_image = None
    ex_edit_x = None
    min_visible = 30             # CB_SETMINVISIBLE (Common Controls 6): rows before scrolling

    def __init__(self):
        self.items = ItemList()  # [text, item data]
        self.sel = -1            # committed selection (CB_GETCURSEL)
        self.hot = -1            # highlighted item of the dropped list
        self.top = 0             # first visible item of the list
        self.dropped = False
        self.popup = 0           # hwnd of the dropped ComboLBox
        self.lbox = 0            # hwnd of a CBS_SIMPLE box's list child
        self.edit = 0            # hwnd of the EDIT child (CBS_SIMPLE, CBS_DROPDOWN)
        self.field_h = 24
        self.total_h = 0         # the height asked for at creation: field + list
        self.dropped_w = 0       # CB_SETDROPPEDWIDTH (0: the combo's width)
        self.pressed = False     # the button drawn pushed (mouse down on it)
        self.focused = False     # the combo box or its edit has the focus
        self.quiet = False       # suppress CBN_EDIT* while we set the edit text ourselves
        self.extended_ui = False
        self.locale = 0x0409
        self.kind = CBS_DROPDOWNLIST
        self.od_field_h = None   # owner-drawn: the field's height WM_MEASUREITEM gave
        self.od_item_h = None    # owner-drawn: the list items' height (or CB_SETITEMHEIGHT's)
        self.field_text_h = None  # CB_SETITEMHEIGHT(-1) of a list its owner does not draw
        self.heights = []        # CBS_OWNERDRAWVARIABLE: each item's height, as measured


def _st(win):
    st = win.state.get("combo")
    if st is None:
        st = win.state["combo"] = ComboState()
    return st


def _kind(style):
    k = style & 3
    return CBS_SIMPLE if k == 0 else k


def _item_h(wm, win):
    st = win.state.get("combo")
    if st is not None and st.od_item_h:
        return st.od_item_h
    return user_font(wm, win).line_height


def _owner_drawn(win):
    return bool(win.style & (CBS_OWNERDRAWFIXED | CBS_OWNERDRAWVARIABLE))


def _variable(win):
    """CBS_OWNERDRAWVARIABLE: the owner measures each item as it is added."""
    return bool(win.style & CBS_OWNERDRAWVARIABLE)


def _data_only(win):
    """An owner-drawn combo box without CBS_HASSTRINGS: its items are item data only."""
    return _owner_drawn(win) and not odlist.has_strings(win, CBS_HASSTRINGS)


def _combo_of(wm, win):
    """The COMBOBOX a ComboLBox or combo EDIT belongs to (or None)."""
    return wm.get(win.state.get("combo_owner", 0))
