"""SysTreeView32's numbers (TVM_*, TVIF_*, TVN_*, styles, keys), its items (``TVNode``:
text, images, state, lParam, children) and the state one tree view keeps
(``TreeState``, in ``win.state["treeview"]``)."""

from ..builtin_common import is_wide

TREEVIEW_CLASS = "SysTreeView32"
WM_VSCROLL = 0x115
TVM_INSERTITEMA, TVM_DELETEITEM, TVM_EXPAND, TVM_GETITEMRECT = 0x1100, 0x1101, 0x1102, 0x1104
TVM_GETCOUNT, TVM_GETINDENT, TVM_SETINDENT = 0x1105, 0x1106, 0x1107
TVM_GETIMAGELIST, TVM_SETIMAGELIST, TVM_GETNEXTITEM = 0x1108, 0x1109, 0x110A
TVM_SELECTITEM, TVM_GETITEMA, TVM_SETITEMA, TVM_EDITLABELA = 0x110B, 0x110C, 0x110D, 0x110E
TVM_GETEDITCONTROL, TVM_GETVISIBLECOUNT, TVM_HITTEST = 0x110F, 0x1110, 0x1111
TVM_SORTCHILDREN, TVM_ENSUREVISIBLE, TVM_SORTCHILDRENCB = 0x1113, 0x1114, 0x1115
TVM_SETITEMHEIGHT, TVM_GETITEMHEIGHT, TVM_SETBKCOLOR = 0x111B, 0x111C, 0x111D
TVM_SETTEXTCOLOR, TVM_GETBKCOLOR, TVM_GETTEXTCOLOR = 0x111E, 0x111F, 0x1120
TVM_GETITEMSTATE = 0x1127
TVM_INSERTITEMW, TVM_GETITEMW, TVM_SETITEMW, TVM_EDITLABELW = 0x1132, 0x113E, 0x113F, 0x1141
TVM_SETUNICODEFORMAT, TVM_GETUNICODEFORMAT = 0x2005, 0x2006
TVIF_TEXT, TVIF_IMAGE, TVIF_PARAM, TVIF_STATE, TVIF_HANDLE = 0x1, 0x2, 0x4, 0x8, 0x10
TVIF_SELECTEDIMAGE, TVIF_CHILDREN, TVIF_DI_SETITEM = 0x20, 0x40, 0x1000
TVI_ROOT, TVI_FIRST, TVI_LAST, TVI_SORT = 0xFFFF0000, 0xFFFF0001, 0xFFFF0002, 0xFFFF0003
TVIS_SELECTED, TVIS_DROPHILITED, TVIS_BOLD = 0x2, 0x8, 0x10
TVIS_EXPANDED, TVIS_EXPANDEDONCE = 0x20, 0x40
TVE_COLLAPSE, TVE_EXPAND, TVE_TOGGLE, TVE_COLLAPSERESET = 0x1, 0x2, 0x3, 0x8000
TVGN_ROOT, TVGN_NEXT, TVGN_PREVIOUS, TVGN_PARENT, TVGN_CHILD = 0, 1, 2, 3, 4
TVGN_FIRSTVISIBLE, TVGN_NEXTVISIBLE, TVGN_PREVIOUSVISIBLE = 5, 6, 7
TVGN_DROPHILITE, TVGN_CARET, TVGN_LASTVISIBLE = 8, 9, 10
TVSIL_NORMAL, TVSIL_STATE = 0, 2
TVHT_NOWHERE, TVHT_ONITEMICON, TVHT_ONITEMLABEL, TVHT_ONITEMINDENT = 0x1, 0x2, 0x4, 0x8
TVHT_ONITEMBUTTON, TVHT_ONITEMRIGHT, TVHT_ONITEMSTATEICON, TVHT_BELOW = 0x10, 0x20, 0x40, 0x200
TVIS_STATEIMAGEMASK = 0xF000
TVS_HASBUTTONS, TVS_HASLINES, TVS_LINESATROOT, TVS_EDITLABELS = 0x1, 0x2, 0x4, 0x8
TVS_SHOWSELALWAYS, TVS_CHECKBOXES, TVS_FULLROWSELECT = 0x20, 0x100, 0x1000
TVC_UNKNOWN, TVC_BYMOUSE, TVC_BYKEYBOARD = 0, 1, 2
I_CHILDRENCALLBACK = -1
I_IMAGECALLBACK = -1

# notification codes: (A, W)
TVN_SELCHANGING = (-401, -450)

TVN_SELCHANGED = (-402, -451)
TVN_GETDISPINFO = (-403, -452)
TVN_ITEMEXPANDING = (-405, -454)
TVN_ITEMEXPANDED = (-406, -455)
TVN_DELETEITEM = (-409, -458)
TVN_KEYDOWN = -412
NM_CLICK, NM_DBLCLK, NM_RETURN, NM_RCLICK, NM_SETFOCUS, NM_KILLFOCUS = -2, -3, -4, -5, -7, -8
VK_RETURN, VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x0D, 0x21, 0x22, 0x23, 0x24
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN = 0x25, 0x26, 0x27, 0x28
VK_MULTIPLY, VK_ADD, VK_SUBTRACT = 0x6A, 0x6B, 0x6D
BUTTON = 9          # the +/- box is 9x9 pixels
LINE = (128, 128, 128)


class TVNode:
    """One tree item (``text`` None: LPSTR_TEXTCALLBACK)."""

    def __init__(self, handle, parent):
        self.handle, self.parent = handle, parent
        self.children = []
        self.text = ""
        self.image = self.selimage = 0
        self.state = 0
        self.cchildren = 0      # TVITEM.cChildren as set (I_CHILDRENCALLBACK = -1)
        self.param = 0


class TreeState:
    """Items by handle (the address of each item's block: ``memory``), the roots, selection, scroll position, sizes and colours."""

    def __init__(self):
        self.nodes = {}
        self.root = TVNode(TVI_ROOT, None)
        self.root.state = TVIS_EXPANDED
        #: where the item blocks' fields lie (``memory.ItemLayout``, set at WM_CREATE by
        #: the comctl32 version in effect) and the hidden root item's block (0: none yet)
        self.layout = None
        self.root_block = 0
        #: the state list the control made for TVS_CHECKBOXES (``checks``; 0: none)
        self.own_checks = 0
        self.sel = 0
        self.drop = 0
        self.top = 0            # index of the first visible row
        self.indent = 19
        self.height = 0         # TVM_SETITEMHEIGHT (0: natural)
        self.himl = {TVSIL_NORMAL: 0, TVSIL_STATE: 0}
        self.bk, self.fg = 0xFFFFFFFF, 0xFFFFFFFF
        self.scroll_key = None
        #: TVM_GETTOOLTIPS' window (``tips``; 0: none) and TVM_SETSCROLLTIME's ms
        self.tooltips = 0
        self.scroll_time = 300
        #: TVM_SETLINECOLOR's and TVM_SETINSERTMARKCOLOR's COLORREFs (CLR_DEFAULT: the
        #: system's)
        self.line_color = self.mark_color = 0xFF000000


def _st(win):
    st = win.state.get("tree")
    if st is None:
        st = win.state["tree"] = TreeState()
    return st


def _code(win, pair):
    return pair[1] if is_wide(win) else pair[0]


def _node(st, handle):
    return st.nodes.get(handle)
