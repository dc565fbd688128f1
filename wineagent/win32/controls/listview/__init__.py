"""SysListView32, the list view, in report view (LVS_REPORT): a SysHeader32 child holds
the columns, rows below it show each item's small icon, its text and its subitems' texts,
drawn like comctl32 5.8 in the Windows 2000 classic scheme.

Items: LVM_INSERTITEM/GETITEM/SETITEM (A and W, with LPSTR_TEXTCALLBACK and
I_IMAGECALLBACK answered by LVN_GETDISPINFO from the parent), DELETEITEM,
DELETEALLITEMS, GETITEMCOUNT, SETITEMCOUNT, GET/SETITEMSTATE, GET/SETITEMTEXT,
GETNEXTITEM, FINDITEM, GETSELECTEDCOUNT, SORTITEMS(EX) (the guest's compare function),
GETITEMRECT, GETSUBITEMRECT, HITTEST, SUBITEMHITTEST, ENSUREVISIBLE, GETTOPINDEX,
GETCOUNTPERPAGE, REDRAWITEMS, UPDATE. Columns: LVM_INSERTCOLUMN/GETCOLUMN/SETCOLUMN (A and
W), DELETECOLUMN, GET/SETCOLUMNWIDTH, GETHEADER, GET/SETCOLUMNORDERARRAY. Colours,
image lists, extended styles (full-row select and grid lines are drawn).

Notifications (WM_NOTIFY to the parent): LVN_ITEMCHANGING/ITEMCHANGED for every state or
field change, LVN_INSERTITEM, LVN_DELETEITEM, LVN_DELETEALLITEMS, LVN_COLUMNCLICK (from
the header's HDN_ITEMCLICK), LVN_GETDISPINFO (A or W as the control was created),
LVN_KEYDOWN, NM_CLICK/NM_DBLCLK/NM_RCLICK, NM_RETURN, NM_SETFOCUS/NM_KILLFOCUS.
Clicking an item selects and focuses it (Ctrl toggles, unless LVS_SINGLESEL); Up/Down,
Home/End move the selection (Ctrl moves the focus only, Shift selects from the mark;
LVN_ODSTATECHANGED for a virtual list's range). The rows scroll with the standard
vertical bar. Every state change is LVN_ITEMCHANGING / ITEMCHANGED as comctl32 orders
them (docs/dialogs-controls.md, "List view notifications and answers as Windows gives
them"); the header is made when first needed, as comctl32 makes it.

A virtual list (LVS_OWNERDATA) has LVM_SETITEMCOUNT items whose texts all come from
LVN_GETDISPINFO; the control keeps their states. Label editing (LVM_EDITLABEL) is
``edit``'s, the background image (LVM_SETBKIMAGE / GETBKIMAGE) ``bkimage``'s. Items keep
unique IDs (LVM_MAPINDEXTOID / MAPIDTOINDEX); LVM_SETSELECTEDCOLUMN shades a column of
the report view. Owner draw and tile view stop the guest as unimplemented when the
program asks for them.

The class is a package, one module per part (docs/win32-layers.md, "Common controls by
part"): ``state`` (numbers, items, ListViewState), ``layout`` (header, rows, rectangles,
scrolling), ``items`` (LVITEM, display info, states, search, sort), ``columns``
(LVCOLUMN over the header's items), ``paint`` and ``proc`` (the report view's window
procedure), ``views`` (the list, small icon and icon views, and the class's window
procedure, which passes what does not depend on the view to ``proc``); this module
registers the class.
"""

from ...core.dllnames import COMCTL32
from ...user.pyproc import window_proc
from .. import header as hdr
from ..comctl_shared import register
from .edit import edit_proc
from .layout import item_at, row_height
from .views import listview_proc
from .state import LISTVIEW_CLASS

__all__ = ["listview_proc", "install", "LISTVIEW_CLASS", "row_height", "item_at"]


window_proc(COMCTL32, "wineagent.ListViewProc", listview_proc)
window_proc(COMCTL32, "wineagent.ListViewEditProc", edit_proc)


def install(vm):
    """Register SysListView32 and the SysHeader32 it puts above its columns."""
    hdr.install(vm)
    register(vm, LISTVIEW_CLASS, listview_proc, "wineagent.ListViewProc", 0x8 | 0x4000)
