"""SysListView32's numbers (LVM_*, LVIF_*, LVN_*, styles, keys), its items (``LVItem``:
texts, image, lParam, state, indent) and the state one list view keeps
(``ListViewState``, in ``win.state["listview"]``)."""

from ..comctl_shared import CLR_DEFAULT

LISTVIEW_CLASS = "SysListView32"
WM_NOTIFY, WM_VSCROLL, WM_STYLECHANGED = 0x4E, 0x115, 0x7D
LVM_SETBKCOLOR, LVM_GETIMAGELIST, LVM_SETIMAGELIST = 0x1001, 0x1002, 0x1003
LVM_SETBKIMAGEA, LVM_GETBKIMAGEA, LVM_SETBKIMAGEW, LVM_GETBKIMAGEW = 0x1044, 0x1045, 0x108A, 0x108B
LVM_MAPINDEXTOID, LVM_MAPIDTOINDEX = 0x10B4, 0x10B5
LVM_SETSELECTEDCOLUMN, LVM_GETSELECTEDCOLUMN, LVM_GETNEXTITEMINDEX = 0x108C, 0x10AE, 0x10D3
LVM_GETITEMCOUNT = 0x1004
LVM_GETITEMA, LVM_SETITEMA, LVM_INSERTITEMA, LVM_DELETEITEM = 0x1005, 0x1006, 0x1007, 0x1008
LVM_DELETEALLITEMS, LVM_GETNEXTITEM, LVM_FINDITEMA = 0x1009, 0x100C, 0x100D
LVM_GETITEMRECT, LVM_HITTEST, LVM_ENSUREVISIBLE = 0x100E, 0x1012, 0x1013
LVM_SCROLL = 0x1014
LVM_SETHOVERTIME, LVM_GETHOVERTIME = 0x1047, 0x1048
LVM_GETSELECTIONMARK, LVM_SETSELECTIONMARK = 0x1042, 0x1043
HOVER_DEFAULT = 0xFFFFFFFF
LVM_REDRAWITEMS, LVM_ARRANGE, LVM_GETCOLUMNA, LVM_SETCOLUMNA = 0x1015, 0x1016, 0x1019, 0x101A
LVM_INSERTCOLUMNA, LVM_DELETECOLUMN, LVM_GETCOLUMNWIDTH = 0x101B, 0x101C, 0x101D
LVM_SETCOLUMNWIDTH, LVM_GETHEADER = 0x101E, 0x101F
LVM_GETTEXTCOLOR, LVM_SETTEXTCOLOR = 0x1023, 0x1024
LVM_GETTEXTBKCOLOR, LVM_SETTEXTBKCOLOR, LVM_GETTOPINDEX = 0x1025, 0x1026, 0x1027
LVM_GETCOUNTPERPAGE, LVM_UPDATE, LVM_SETITEMSTATE, LVM_GETITEMSTATE = 0x1028, 0x102A, 0x102B, 0x102C
LVM_GETCALLBACKMASK, LVM_SETCALLBACKMASK = 0x100A, 0x100B
LVM_GETITEMTEXTA, LVM_SETITEMTEXTA, LVM_SETITEMCOUNT, LVM_SORTITEMS = 0x102D, 0x102E, 0x102F, 0x1030
LVM_GETSELECTEDCOUNT, LVM_SETEXTENDEDLISTVIEWSTYLE = 0x1032, 0x1036
LVM_GETEXTENDEDLISTVIEWSTYLE, LVM_GETSUBITEMRECT, LVM_SUBITEMHITTEST = 0x1037, 0x1038, 0x1039
LVM_SETCOLUMNORDERARRAY, LVM_GETCOLUMNORDERARRAY = 0x103A, 0x103B
LVM_GETBKCOLOR = 0x1000
LVM_FIRST, LVM_LAST = 0x1000, 0x10FF       # the list view's own messages
LVM_APPROXIMATEVIEWRECT = 0x1040
LVM_GETITEMW, LVM_SETITEMW, LVM_INSERTITEMW = 0x104B, 0x104C, 0x104D
LVM_SORTITEMSEX, LVM_FINDITEMW = 0x1051, 0x1053
LVM_GETCOLUMNW, LVM_SETCOLUMNW, LVM_INSERTCOLUMNW = 0x105F, 0x1060, 0x1061
LVM_GETITEMTEXTW, LVM_SETITEMTEXTW = 0x1073, 0x1074
LVM_SETUNICODEFORMAT, LVM_GETUNICODEFORMAT = 0x2005, 0x2006
LVIF_TEXT, LVIF_IMAGE, LVIF_PARAM, LVIF_STATE, LVIF_INDENT = 0x1, 0x2, 0x4, 0x8, 0x10
LVIF_DI_SETITEM = 0x1000
LVIS_FOCUSED, LVIS_SELECTED = 0x1, 0x2
LVIS_STATEIMAGEMASK, STATE_UNCHECKED, STATE_CHECKED = 0xF000, 0x1000, 0x2000
LVCF_FMT, LVCF_WIDTH, LVCF_TEXT, LVCF_SUBITEM, LVCF_IMAGE, LVCF_ORDER = 1, 2, 4, 8, 0x10, 0x20
LVNI_FOCUSED, LVNI_SELECTED, LVNI_ABOVE, LVNI_BELOW = 0x1, 0x2, 0x100, 0x200
LVNI_TOLEFT, LVNI_TORIGHT = 0x400, 0x800
LVFI_PARAM, LVFI_STRING, LVFI_PARTIAL, LVFI_WRAP = 0x1, 0x2, 0x8, 0x20
LVIR_BOUNDS, LVIR_ICON, LVIR_LABEL, LVIR_SELECTBOUNDS = 0, 1, 2, 3
LVHT_NOWHERE, LVHT_ONITEMICON, LVHT_ONITEMLABEL = 0x1, 0x2, 0x4
LVHT_ONITEMSTATEICON = 0x8
VK_SPACE = 0x20
LVS_TYPEMASK, LVS_REPORT, LVS_SINGLESEL, LVS_SHOWSELALWAYS = 0x3, 0x1, 0x4, 0x8
LVS_SORTASCENDING, LVS_SORTDESCENDING, LVS_OWNERDRAWFIXED = 0x10, 0x20, 0x400
LVS_OWNERDATA, LVS_NOCOLUMNHEADER, LVS_EDITLABELS = 0x1000, 0x4000, 0x200
LVS_EX_GRIDLINES, LVS_EX_SUBITEMIMAGES, LVS_EX_CHECKBOXES = 0x1, 0x2, 0x4
LVS_EX_FULLROWSELECT = 0x20
LVSIL_NORMAL, LVSIL_SMALL, LVSIL_STATE = 0, 1, 2
I_IMAGECALLBACK = -1
LVN_ITEMCHANGING, LVN_ITEMCHANGED, LVN_INSERTITEM, LVN_DELETEITEM = -100, -101, -102, -103
LVN_DELETEALLITEMS, LVN_COLUMNCLICK, LVN_KEYDOWN = -104, -108, -155
LVN_ITEMACTIVATE, LVIS_ACTIVATING = -114, 0x20
LVN_ODSTATECHANGED = -115
LVS_EX_ONECLICKACTIVATE = 0x40
LVKF_ALT, LVKF_CONTROL, LVKF_SHIFT = 0x1, 0x2, 0x4
LVN_GETDISPINFOA, LVN_GETDISPINFOW = -150, -177
NM_CLICK, NM_DBLCLK, NM_RETURN, NM_RCLICK, NM_SETFOCUS, NM_KILLFOCUS = -2, -3, -4, -5, -7, -8
VK_RETURN, VK_END, VK_HOME, VK_UP, VK_DOWN = 0xD, 0x23, 0x24, 0x26, 0x28
VK_PRIOR, VK_NEXT = 0x21, 0x22
CELL_PAD = 6          # text inset of a subitem cell
LABEL_PAD = 2         # text inset of the item's own label


def notify_wide(win):
    """Whether the list view's notifications are Unicode (LVN_GETDISPINFOW ...): what the
    parent answered WM_NOTIFYFORMAT, or LVM_SETUNICODEFORMAT; until then, as the window
    was created."""
    return win.state.get("notify_wide", bool(getattr(win, "unicode", False)))


class LVItem:
    """One list view item: its texts (item, then subitems; None: LPSTR_TEXTCALLBACK)."""

    def __init__(self, virtual=False):
        self.texts = [None] if virtual else [""]
        self.image, self.param, self.state, self.indent = 0, 0, 0, 0
        self.sub_images = {}         # subitem -> its image (LVM_SETITEM, LVIF_IMAGE)
        self.virtual = virtual
        #: the item's unique ID (LVM_MAPINDEXTOID), given at insertion and kept
        self.id = -1

    def text(self, sub):
        """The stored text of column ``sub`` (None: ask the parent, always for an item of
        an LVS_OWNERDATA list, and for a subitem never set: comctl32 treats it as
        LPSTR_TEXTCALLBACK)."""
        if self.virtual:
            return None
        return self.texts[sub] if sub < len(self.texts) else None


class ListViewState:
    """Items, image lists, colours, scroll position and the header window."""

    def __init__(self):
        self.items = []
        self.himl = {LVSIL_NORMAL: 0, LVSIL_SMALL: 0, LVSIL_STATE: 0}
        self.bk, self.text_color, self.text_bk = SYS_COLORS_WINDOW, CLR_DEFAULT, CLR_DEFAULT
        self.ex_style = 0
        self.top = 0
        #: report view: pixels scrolled sideways (the header moves left by as many)
        self.left = 0
        self.header = 0
        #: LVM_SETCALLBACKMASK: the LVIS_* bits the parent keeps (LVN_GETDISPINFO)
        self.callback_mask = 0
        self.scroll_key = None
        #: LVM_SETHOVERTIME's delay in ms before a hovered item is selected under
        #: LVS_EX_TRACKSELECT; HOVER_DEFAULT (-1): the system's hover time
        self.hover_time = HOVER_DEFAULT
        #: LVM_GET/SETSELECTIONMARK's item, where a range selection starts (-1: none)
        self.sel_mark = -1
        #: LVM_SETBKIMAGE's image (``bkimage.Background``), or None
        self.background = None
        #: the ID the next inserted item gets (IDs count up from 0 and are never reused)
        self.next_id = 0
        #: LVM_SETSELECTEDCOLUMN's column (-1: none), shaded in the report view
        self.selected_column = -1
        #: LVS_OWNERDRAWFIXED: the rows' height the parent answered WM_MEASUREITEM
        self.owner_height = None


SYS_COLORS_WINDOW = 0xFFFFFF


def _st(win):
    st = win.state.get("listview")
    if st is None:
        st = win.state["listview"] = ListViewState()
    return st


