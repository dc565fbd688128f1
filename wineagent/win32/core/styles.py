"""Style bits and control numbers of winuser.h that several layers share.

Window and class styles (WS_*, WS_EX_*, CS_*), and the BUTTON numbers (BS_*, BM_*, BN_*,
BST_*, DLGC_*) that the dialog manager needs as much as the BUTTON class itself (default
push buttons, auto radio groups). ``button_type`` and ``is_push_button`` read them.
"""

__all__ = ["button_type", "is_push_button", "is_button", "window_edge"]

WS_POPUP = 0x80000000
WS_CHILD = 0x40000000
WS_VISIBLE = 0x10000000
WS_DISABLED = 0x08000000
WS_CLIPSIBLINGS = 0x04000000
WS_CAPTION = 0x00C00000
WS_BORDER = 0x00800000
WS_DLGFRAME = 0x00400000
WS_SYSMENU = 0x00080000
WS_THICKFRAME = 0x00040000
WS_VSCROLL = 0x00200000
WS_HSCROLL = 0x00100000
WS_GROUP = 0x00020000
WS_TABSTOP = 0x00010000
WS_EX_DLGMODALFRAME = 0x1
WS_EX_NOPARENTNOTIFY = 0x4
WS_EX_TOOLWINDOW = 0x80
WS_EX_LAYERED = 0x80000
WS_EX_WINDOWEDGE = 0x100
WS_EX_STATICEDGE = 0x20000
WS_EX_CLIENTEDGE = 0x200
WS_EX_TOPMOST = 0x8
CS_DBLCLKS = 0x8

BS_PUSHBUTTON, BS_DEFPUSHBUTTON, BS_CHECKBOX, BS_AUTOCHECKBOX = 0, 1, 2, 3
BS_RADIOBUTTON, BS_3STATE, BS_AUTO3STATE, BS_GROUPBOX = 4, 5, 6, 7
BS_USERBUTTON, BS_AUTORADIOBUTTON, BS_OWNERDRAW = 8, 9, 0xB
BS_LEFTTEXT = 0x20
BS_LEFT, BS_RIGHT, BS_CENTER = 0x100, 0x200, 0x300
BN_CLICKED, BN_SETFOCUS, BN_KILLFOCUS = 0, 6, 7
BS_NOTIFY = 0x4000
BM_GETCHECK, BM_SETCHECK, BM_GETSTATE, BM_SETSTATE, BM_SETSTYLE, BM_CLICK = \
    0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5
BST_CHECKED, BST_INDETERMINATE, BST_PUSHED, BST_FOCUS = 1, 2, 4, 8
DLGC_WANTARROWS, DLGC_BUTTON, DLGC_RADIOBUTTON, DLGC_STATIC = 0x1, 0x2000, 0x40, 0x100
DLGC_DEFPUSHBUTTON, DLGC_UNDEFPUSHBUTTON = 0x10, 0x20


def button_type(win):
    """The BS_* type in the low nibble of the style."""
    return win.style & 0xF


def is_push_button(win):
    """True for BS_PUSHBUTTON / BS_DEFPUSHBUTTON windows of the BUTTON class."""
    return is_button(win) and button_type(win) in (BS_PUSHBUTTON, BS_DEFPUSHBUTTON)


def is_button(win):
    """True for a window of the BUTTON class."""
    name = win.cls.name
    return isinstance(name, str) and name.lower() == "button"


def window_edge(style, exstyle):
    """``exstyle`` with WS_EX_WINDOWEDGE as Windows keeps it: set for a window with a
    modal dialog frame (WS_EX_DLGMODALFRAME), or a dialog or sizing frame (WS_DLGFRAME,
    WS_THICKFRAME) without WS_EX_STATICEDGE; cleared otherwise. CreateWindowEx and
    SetWindowLong (GWL_STYLE and GWL_EXSTYLE) apply it, whatever the caller asked."""
    if exstyle & WS_EX_DLGMODALFRAME or \
            (style & (WS_DLGFRAME | WS_THICKFRAME) and not exstyle & WS_EX_STATICEDGE):
        return exstyle | WS_EX_WINDOWEDGE
    return exstyle & ~WS_EX_WINDOWEDGE
