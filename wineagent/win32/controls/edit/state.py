"""EDIT's numbers (ES_* styles, EM_* messages, EN_* notifications, the keys it reads), its
limits, and the state one edit control keeps (``EditState``, in ``win.state["edit"]``)."""

from ...core.messages import WM_USER

ES_LEFT, ES_CENTER, ES_RIGHT, ES_MULTILINE = 0, 1, 2, 4
ES_UPPERCASE, ES_LOWERCASE, ES_PASSWORD = 0x8, 0x10, 0x20
ES_AUTOVSCROLL, ES_AUTOHSCROLL, ES_NOHIDESEL = 0x40, 0x80, 0x100
ES_READONLY, ES_WANTRETURN, ES_NUMBER = 0x800, 0x1000, 0x2000
EM_GETSEL, EM_SETSEL, EM_GETRECT = 0xB0, 0xB1, 0xB2
EM_SCROLL, EM_LINESCROLL, EM_SCROLLCARET = 0xB5, 0xB6, 0xB7
EM_GETMODIFY, EM_SETMODIFY, EM_GETLINECOUNT, EM_LINEINDEX = 0xB8, 0xB9, 0xBA, 0xBB
EM_LINELENGTH, EM_REPLACESEL, EM_GETLINE, EM_LIMITTEXT = 0xC1, 0xC2, 0xC4, 0xC5
EM_CANUNDO, EM_UNDO, EM_LINEFROMCHAR = 0xC6, 0xC7, 0xC9
EM_SETPASSWORDCHAR, EM_EMPTYUNDOBUFFER, EM_GETFIRSTVISIBLELINE = 0xCC, 0xCD, 0xCE
EM_SETREADONLY, EM_GETPASSWORDCHAR, EM_GETLIMITTEXT = 0xCF, 0xD2, 0xD5
EM_POSFROMCHAR, EM_CHARFROMPOS = 0xD6, 0xD7
EM_SETHANDLE, EM_GETHANDLE = 0xBC, 0xBD
EM_SETLIMITTEXT = EM_LIMITTEXT
WM_CUT, WM_COPY, WM_PASTE, WM_CLEAR, WM_UNDO = 0x300, 0x301, 0x302, 0x303, 0x304
WM_HSCROLL, WM_VSCROLL = 0x114, 0x115
WM_NEXTDLGCTL = 0x28
SIZE_RESTORED, SIZE_MAXIMIZED = 0, 2
DM_GETDEFID = WM_USER
DC_HASDEFID = 0x534B
EN_SETFOCUS, EN_KILLFOCUS, EN_CHANGE, EN_UPDATE, EN_MAXTEXT = 0x100, 0x200, 0x300, 0x400, 0x501
DLGC_WANTARROWS, DLGC_WANTALLKEYS, DLGC_HASSETSEL, DLGC_WANTCHARS = 0x1, 0x4, 0x8, 0x80
VK_BACK, VK_TAB, VK_RETURN, VK_ESCAPE = 0x08, 0x09, 0x0D, 0x1B
VK_PRIOR, VK_NEXT, VK_END, VK_HOME = 0x21, 0x22, 0x23, 0x24
VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN = 0x25, 0x26, 0x27, 0x28
VK_INSERT, VK_DELETE = 0x2D, 0x2E
RICH_MARGIN = 2          # a rich edit's left/right text margin in pixels
DEFAULT_LIMIT = 30000    # documented default before EM_LIMITTEXT
MAX_LIMIT = 0x7FFFFFFE


class EditState:
    """Text, selection and scroll position of one EDIT window."""

    def __init__(self, text=""):
        self.text = text
        self.anchor = 0          # selection start (the end that stays put)
        self.caret = 0           # selection end, where the caret is
        self.limit = DEFAULT_LIMIT
        self.modified = False
        self.top = 0             # first visible line
        self.xoff = 0            # horizontal scroll in pixels
        self.dialog_mode = False  # WM_GETDLGCODE arrived with a MSG: we sit in a dialog
        self.tracking = False
        self.password = "*"
        self.undo = None         # (text, anchor, caret) before the last edit
        self._layout_key = None
        self._layout = None
        self.goal_x = None       # remembered x for Up/Down
        self.scroll_key = None   # what the scroll bars were last set to
        self.hloc = 0            # the LocalAlloc block holding the text (handle.py), once asked
        self.lmargin = 0         # EM_SETMARGINS (fmtrect.py)
        self.rmargin = 0
        self.given_rect = None   # EM_SETRECT's rectangle (multi-line), until WM_SIZE
        self.border = False      # a flat WS_BORDER the control draws in its client area
        self.maxed = False       # the last insertion was cut by the limit (EN_MAXTEXT due)
        self.caret_at = None     # (x, y, height) the control last gave its caret
        self.gone = False        # past WM_NCDESTROY: DefWindowProc answers from here
        self.title0 = ""         # the window's text at creation
        self.cc6 = False         # made under a Common Controls 6 context (handle.py)
        self.created = False     # WM_CREATE has come: the formatting rectangle exists

    @property
    def sel(self):
        """(start, end) of the selection, start <= end."""
        return (min(self.anchor, self.caret), max(self.anchor, self.caret))


def _st(win):
    st = win.state.get("edit")
    if st is None:
        st = win.state["edit"] = EditState(win.title)
    return st


def _is_rich(win):
    """A RichEdit window (richedit.py builds on the edit procedure): its classes are
    RichEdit20A/W, RICHEDIT50W and kin."""
    name = win.cls.name
    return isinstance(name, str) and name.lower().startswith("riched")


def _multi(win):
    return bool(win.style & ES_MULTILINE)
