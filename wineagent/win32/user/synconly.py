"""The messages the asynchronous message functions refuse.

Documented (PostMessage, SendNotifyMessage, SendMessageCallback): a system message
(below WM_USER) whose parameters carry a pointer cannot be posted or sent without
waiting, since the sender may free the memory before the receiver reads it; the
function fails with ERROR_MESSAGE_SYNC_ONLY and the message goes nowhere. Which
messages count is the system's table of pointer-carrying messages, below (checked
number by number with guest ``syncmsg`` against Wine 8, which keeps the same table):
the window-management messages with a structure or buffer (CREATESTRUCT, WINDOWPOS,
MINMAXINFO, the owner-draw structures, COPYDATASTRUCT, HELPINFO, STYLESTRUCT,
NCCALCSIZE_PARAMS, a text buffer), the edit, scroll bar, combo box and list box
messages that take a string, a rectangle or an output pointer, and the menu, sizing,
MDI, drag and clipboard messages with a structure. WM_NOTIFY is not in it (its
NMHDR travels as the program arranges). WM_DEVICECHANGE counts when its wParam has
0x8000: the DBT_ events from DBT_DEVICEARRIVAL on point at a DEV_BROADCAST_HDR.
"""

from ..core.winerror import ERROR_MESSAGE_SYNC_ONLY

__all__ = ["SYNC_ONLY", "WM_DEVICECHANGE", "is_sync_only", "refuse_sync_only"]

WM_DEVICECHANGE = 0x0219

#: The system messages whose parameters point at memory of the sender's.
SYNC_ONLY = frozenset((
    # windows: creation, text, sizes and positions, owner drawing, data, help
    0x0001,             # WM_CREATE (CREATESTRUCT)
    0x000C, 0x000D,     # WM_SETTEXT, WM_GETTEXT
    0x001A, 0x001B,     # WM_WININICHANGE (WM_SETTINGCHANGE), WM_DEVMODECHANGE: a name
    0x0024,             # WM_GETMINMAXINFO
    0x002B, 0x002C, 0x002D,     # WM_DRAWITEM, WM_MEASUREITEM, WM_DELETEITEM
    0x0039,             # WM_COMPAREITEM
    0x0046, 0x0047,     # WM_WINDOWPOSCHANGING, WM_WINDOWPOSCHANGED
    0x004A,             # WM_COPYDATA
    0x0053,             # WM_HELP (HELPINFO)
    0x007C, 0x007D,     # WM_STYLECHANGING, WM_STYLECHANGED (STYLESTRUCT)
    0x0081, 0x0083,     # WM_NCCREATE, WM_NCCALCSIZE
    0x0087,             # WM_GETDLGCODE (a MSG)
    # edit controls: output DWORDs, rectangles, text, tab stops
    0x00B0,             # EM_GETSEL
    0x00B2, 0x00B3, 0x00B4,     # EM_GETRECT, EM_SETRECT, EM_SETRECTNP
    0x00C2, 0x00C4,     # EM_REPLACESEL, EM_GETLINE
    0x00CB,             # EM_SETTABSTOPS
    # scroll bars
    0x00E3,             # SBM_GETRANGE (two output INTs)
    0x00E9, 0x00EA, 0x00EB,     # SBM_SETSCROLLINFO, SBM_GETSCROLLINFO, SBM_GETSCROLLBARINFO
    # combo boxes
    0x0140,             # CB_GETEDITSEL
    0x0143, 0x0145,     # CB_ADDSTRING, CB_DIR
    0x0148, 0x014A,     # CB_GETLBTEXT, CB_INSERTSTRING
    0x014C, 0x014D,     # CB_FINDSTRING, CB_SELECTSTRING
    0x0152,             # CB_GETDROPPEDCONTROLRECT
    0x0158,             # CB_FINDSTRINGEXACT
    # list boxes
    0x0180, 0x0181,     # LB_ADDSTRING, LB_INSERTSTRING
    0x0189,             # LB_GETTEXT
    0x018C, 0x018D,     # LB_SELECTSTRING, LB_DIR
    0x018F,             # LB_FINDSTRING
    0x0191, 0x0192,     # LB_GETSELITEMS, LB_SETTABSTOPS
    0x0196, 0x0198,     # LB_ADDFILE, LB_GETITEMRECT
    0x01A2,             # LB_FINDSTRINGEXACT
    # menus, sizing and moving, MDI, drag and drop, the clipboard
    0x0213,             # WM_NEXTMENU (MDINEXTMENU)
    0x0214, 0x0216,     # WM_SIZING, WM_MOVING (a RECT)
    0x0220,             # WM_MDICREATE (MDICREATESTRUCT)
    0x0229,             # WM_MDIGETACTIVE (an output BOOL)
    0x022A, 0x022B,     # WM_DROPOBJECT, WM_QUERYDROPOBJECT
    0x022D, 0x022E, 0x022F,     # WM_DRAGLOOP, WM_DRAGSELECT, WM_DRAGMOVE
    0x030C,             # WM_ASKCBFORMATNAME
))


def is_sync_only(msg, wparam):
    """Whether ``msg`` with ``wparam`` carries a pointer, so may only be sent and waited
    for."""
    if msg == WM_DEVICECHANGE:
        return bool(wparam & 0x8000)
    return msg in SYNC_ONLY


def refuse_sync_only(vm, msg, wparam):
    """For PostMessage, PostThreadMessage, SendNotifyMessage and SendMessageCallback:
    True, with ERROR_MESSAGE_SYNC_ONLY, when the message may not go asynchronously."""
    if is_sync_only(msg, wparam):
        vm.last_error = ERROR_MESSAGE_SYNC_ONLY
        return True
    return False
