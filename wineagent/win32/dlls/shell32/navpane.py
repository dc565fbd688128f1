"""The navigation pane an ExplorerBrowser shows with EBO_SHOWFRAMES
(``explorerbrowser.py``): a tree of the namespace on the control's left, the view to its
right, as Windows' and Wine's browsers lay it out.

The pane is a SysTreeView32 (TVS_HASBUTTONS | TVS_LINESATROOT | TVS_SHOWSELALWAYS: the
NSTCS_HASEXPANDOS | NSTCS_ROOTHASEXPANDO | NSTCS_SHOWSELECTIONALWAYS look of the name
space tree control Wine's browser puts there) with Wine's two roots: the user's
Favorites folder (CSIDL_FAVORITES; its items are the files in it, SHCONTF_NONFOLDERS,
and it shows its expando, NSTCS_ROOTHASEXPANDO) and the desktop, expanded to show its
folders. A folder's subfolders are inserted when it is first expanded
(TVN_ITEMEXPANDING); an item with subfolders shows its expando before that. Selecting an
item (TVN_SELCHANGED) makes the browser navigate to its folder. The pane is
``NAVPANE_WIDTH`` pixels wide (Wine's default); it has no splitter to drag here.

The items' pictures come from the small system image list (``sysimagelist.py``).

Not there: the INameSpaceTreeControl interface the pane is on Windows (no program
reaches it: the browser does not hand it out).
"""

from ...core.structures import NMHDR, NMTREEVIEW, TVINSERTSTRUCT, TVITEM
from ...kernel import shellns
from ...kernel.shellfolders import folder_path
from ...user.window import create_window, reposition
from .sysimagelist import SHIL_SMALL, icon_index, system_list

__all__ = ["Pane", "make_pane", "pane_notify", "NAVPANE_WIDTH"]

NAVPANE_WIDTH = 150                 # Wine's ExplorerBrowser's default pane width
SPLITTER = 2                        # the gap between the pane and the view
WS_CHILD, WS_VISIBLE, WS_TABSTOP = 0x40000000, 0x10000000, 0x00010000
TVS_HASBUTTONS, TVS_LINESATROOT, TVS_SHOWSELALWAYS = 0x1, 0x4, 0x20
TVM_INSERTITEMW, TVM_EXPAND = 0x1132, 0x1102
TVIF_TEXT, TVIF_IMAGE, TVIF_PARAM, TVIF_SELECTEDIMAGE, TVIF_CHILDREN = 0x1, 0x2, 0x4, 0x20, 0x40
TVM_SETIMAGELIST, TVSIL_NORMAL = 0x1109, 0
TVI_ROOT, TVI_LAST = 0xFFFF0000, 0xFFFF0002
TVE_EXPAND = 0x2
TVN_SELCHANGEDW, TVN_ITEMEXPANDINGW = -451, -454
PANE_ID = 0x3E8                     # the tree's control id in the browser's window
CSIDL_FAVORITES = 0x0006


class Pane:
    """The pane's tree window and its items: lParam index -> absolute SHITEMIDs, which
    items list files rather than subfolders (the Favorites root), and which items already
    hold their children."""

    def __init__(self):
        self.tree = 0
        self.ids = []
        self.files = set()
        self.filled = set()


def _has_subfolders(vm, item):
    return bool(shellns.children(vm.vfs, item, folders=True, files=False))


def _insert(vm, pane, parent, ids, files=False, expando=None):
    """Generator: insert the item ``ids`` under tree item ``parent`` (``files``: its
    children are its files; ``expando``: whether it shows one, by default whether it
    has subfolders); its HTREEITEM."""
    item = shellns.item_of(shellns.join_pidl(ids))
    if expando is None:
        expando = item.kind != shellns.FILE and _has_subfolders(vm, item)
    name = shellns.display_name(item)
    ptr = vm.ptr_size
    text = vm.heap.alloc(2 * len(name) + 2)
    vm.mem.write_wstr(text, name)
    layout = TVINSERTSTRUCT.W
    block = vm.heap.alloc(layout.sizeof(ptr), zero=True)
    vm.mem.write(block, layout.pack(ptr, hParent=parent, hInsertAfter=TVI_LAST,
                                    itemex={"mask": TVIF_TEXT | TVIF_PARAM | TVIF_CHILDREN |
                                                    TVIF_IMAGE | TVIF_SELECTEDIMAGE,
                                            "pszText": text,
                                            "iImage": icon_index(item),
                                            "iSelectedImage": icon_index(item, True),
                                            "cChildren": 1 if expando else 0,
                                            "lParam": len(pane.ids)}))
    if files:
        pane.files.add(len(pane.ids))
    pane.ids.append(list(ids))
    handle = yield from vm.wm.send(pane.tree, TVM_INSERTITEMW, 0, block)
    vm.heap.free(block)
    vm.heap.free(text)
    return handle


def _fill(vm, pane, handle, index):
    """Generator: insert the subfolders of pane item ``index`` (once)."""
    if index in pane.filled:
        return
    pane.filled.add(index)
    ids = pane.ids[index]
    item = shellns.item_of(shellns.join_pidl(ids))
    files = index in pane.files
    for kid in shellns.children(vm.vfs, item, folders=not files, files=files):
        yield from _insert(vm, pane, handle, ids + [shellns.item_bytes(kid)])


def make_pane(vm, hwnd):
    """Generator: the pane in the browser's window ``hwnd``: the tree with the desktop
    expanded. Returns the Pane (its ``tree`` 0 when the window could not be made)."""
    pane = Pane()
    win = vm.wm.get(hwnd)
    _, ch = win.client_size()
    pane.tree = yield from create_window(
        vm, 0, "SysTreeView32", "",
        WS_CHILD | WS_VISIBLE | WS_TABSTOP | TVS_HASBUTTONS | TVS_LINESATROOT |
        TVS_SHOWSELALWAYS, 0, 0, NAVPANE_WIDTH - SPLITTER, ch, hwnd, PANE_ID, 0, 0, True)
    if not pane.tree:
        return pane
    yield from vm.wm.send(pane.tree, TVM_SETIMAGELIST, TVSIL_NORMAL, system_list(vm, SHIL_SMALL))
    favorites = folder_path(vm, CSIDL_FAVORITES)
    if favorites is not None:
        ids = shellns.split_pidl(shellns.pidl_for_path(vm.vfs, favorites))
        yield from _insert(vm, pane, TVI_ROOT, ids, files=True, expando=True)
    root = yield from _insert(vm, pane, TVI_ROOT, [])
    desktop = len(pane.ids) - 1
    yield from _fill(vm, pane, root, desktop)
    yield from vm.wm.send(pane.tree, TVM_EXPAND, TVE_EXPAND, root)
    return pane


def size_pane(vm, pane, height):
    """Generator: the pane keeps its width and takes the browser's height."""
    tree = vm.wm.get(pane.tree) if pane.tree else None
    if tree is not None:
        yield from reposition(vm, tree, 0, 0, NAVPANE_WIDTH - SPLITTER, height)


def pane_notify(vm, pane, lparam, navigate):
    """Generator: a WM_NOTIFY from the tree (``lparam``: its NMTREEVIEWW). Expanding an
    item fills it; selecting one calls ``navigate(ids)`` (a generator). Returns the
    notification's answer (0: let the tree go on)."""
    ptr = vm.ptr_size
    code = NMHDR.at(vm.mem, lparam, ptr).code
    code = code - (1 << 32) if code & 0x80000000 else code
    if code not in (TVN_ITEMEXPANDINGW, TVN_SELCHANGEDW):
        return 0
    new = lparam + NMTREEVIEW.W.offsetof("itemNew", ptr)
    item = TVITEM.W.at(vm.mem, new, ptr)
    index = item.lParam
    if not 0 <= index < len(pane.ids):
        return 0
    if code == TVN_ITEMEXPANDINGW:
        yield from _fill(vm, pane, item.hItem, index)
        return 0
    yield from navigate(pane.ids[index])
    return 0

