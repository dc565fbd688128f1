"""SysTreeView32, the tree view, drawn like comctl32 5.8 in the Windows 2000 classic
scheme: each visible item on its own row, indented by its depth, with the +/- button
box (TVS_HASBUTTONS), dotted connecting lines (TVS_HASLINES, also to the roots with
TVS_LINESATROOT), the item's state image (its TVIS_STATEIMAGEMASK index in the TVSIL_STATE
list: NSIS's component check boxes; hit-tested as TVHT_ONITEMSTATEICON), its image from
the normal image list, and its label (highlighted when selected, bold with TVIS_BOLD).

Messages: TVM_INSERTITEM/GETITEM/SETITEM (A and W; TVI_ROOT/FIRST/LAST/SORT; text, image,
children and parameter callbacks answered by TVN_GETDISPINFO), DELETEITEM (TVI_ROOT: all),
EXPAND (TVE_EXPAND/COLLAPSE/TOGGLE, TVE_COLLAPSERESET), GETNEXTITEM (every TVGN_*),
SELECTITEM (TVGN_CARET, TVGN_FIRSTVISIBLE, TVGN_DROPHILITE), HITTEST, GETITEMRECT,
GETCOUNT, GET/SETINDENT, GET/SETIMAGELIST, GETVISIBLECOUNT, ENSUREVISIBLE,
SORTCHILDREN(CB), GET/SETITEMHEIGHT, GET/SETBKCOLOR, GET/SETTEXTCOLOR, GETITEMSTATE,
SETUNICODEFORMAT, GET/SETTOOLTIPS and GET/SETSCROLLTIME (``tips``). TVS_SINGLEEXPAND
expands a new selection and collapses the old branch (TVN_SINGLEEXPAND); the items go
with the control (TVN_DELETEITEM each).

Notifications (WM_NOTIFY to the parent, W codes when the control was created with a W
function): TVN_ITEMEXPANDING (a non-zero answer refuses) and TVN_ITEMEXPANDED — sent by
the user's expanding, and by TVM_EXPAND until the item has been expanded once, as
documented —, TVN_SELCHANGING (non-zero refuses) and TVN_SELCHANGED with the action
(TVC_BYMOUSE, TVC_BYKEYBOARD, TVC_UNKNOWN), TVN_GETDISPINFO, TVN_DELETEITEM, TVN_KEYDOWN,
NM_CLICK, NM_DBLCLK (a double click also toggles the item unless the parent answers
non-zero), NM_RCLICK, NM_RETURN, NM_SETFOCUS/NM_KILLFOCUS, and NM_CUSTOMDRAW
(NMTVCUSTOMDRAW) at each paint: the parent may colour a label (clrText / clrTextBk), draw
it in its own font (CDRF_NEWFONT), draw an item itself (CDRF_SKIPDEFAULT) and be told
after an item or the paint (CDRF_NOTIFYPOSTPAINT). Keys: Up/Down, Home/End,
Left (collapse, then the parent), Right (expand, then the first child), +/-/*. The rows
scroll with the standard vertical bar.

TVM_EDITLABEL edits a label in an EDIT over it (``edit``: TVN_BEGINLABELEDIT /
TVN_ENDLABELEDIT, TVM_GETEDITCONTROL, TVM_ENDEDITLABELNOW, Enter, Escape and the edit's
loss of focus). A TVS_EDITLABELS click on the selected item does not start an edit yet;
drag images stop the guest as unimplemented when asked for. TVS_CHECKBOXES gives the
tree a state list of check boxes of its own (``checks``: when it is made follows
Windows' timing), toggled by a click on the box or Space.

An HTREEITEM is the address of the item's block in the process heap, laid out as Windows'
item (``memory``): parent, next sibling and first child first, the label's width where
comctl32 5 or 6 keeps it; programs walk trees through them.

The class is a package, one module per part (docs/win32-layers.md, "Common controls by
part"): ``state`` (numbers, TVNode, TreeState), ``display`` (TVITEM and NMTREEVIEW for
notifications, the parent's display info), ``layout`` (rows, indentation, hit testing,
scrolling), ``items`` (insert, delete, expand, select, walk, get, set, sort), ``edit``
(label editing), ``memory`` (the items' blocks), ``checks`` (TVS_CHECKBOXES), ``tips``
(the tooltip window and scroll time), ``paint``
and ``proc`` (the window procedure and its keys); this module registers the class.
"""

from ...core.dllnames import COMCTL32
from ...user.pyproc import window_proc
from ..comctl_shared import register
from .layout import item_height, visible_items
from .edit import EDIT_PROC, edit_proc
from .proc import treeview_proc
from .state import TREEVIEW_CLASS

__all__ = ["treeview_proc", "install", "TREEVIEW_CLASS", "visible_items", "item_height"]


window_proc(COMCTL32, "wineagent.TreeViewProc", treeview_proc)
window_proc(COMCTL32, "wineagent.TreeViewEditProc", edit_proc)


def install(vm):
    """Register SysTreeView32 (CS_DBLCLKS | CS_GLOBALCLASS, as Windows registers it)."""
    register(vm, TREEVIEW_CLASS, treeview_proc, "wineagent.TreeViewProc", 0x8 | 0x4000)
    vm.wm.register_python_proc(vm.proc_address(COMCTL32, EDIT_PROC), edit_proc)
