"""A tree view's items in guest memory: an HTREEITEM is the address of the item.

Windows' HTREEITEM is a pointer to the control's own item structure, and programs rely on
its head: the item's parent, next sibling and first child (three pointers, in that order),
then, after fields of the control's own, the width of its label in pixels as the control
last measured it (Wine's treeview.c test_htreeitem_layout, written against Windows, reads
them). The structure grew in comctl32 6 (three pointers and two DWORDs before the width
where comctl32 5 has two pointers and one DWORD), so where the width lies depends on the
version that made the control (a Common Controls 6 context at its creation). A top-level
item's parent is the control's hidden root item (not NULL, though TVGN_PARENT answers NULL
for it).

Each item gets a block of the process heap when it is inserted (its handle) and loses it
when deleted; the hidden root gets one with the first item. The links are rewritten where
an insert, a delete or a sort changed them; the width where the control measures a label
(painting, TVM_GETITEMRECT, hit testing, label editing), as Windows fills its width field
when it measures the item. The fields between the links and the width are not kept (no
program is known to read them; which of them Windows keeps where is not documented).
"""

from ..comctl_shared import common_controls_6

__all__ = ["ItemLayout", "set_layout", "new_block", "free_block", "write_links", "relink_children",
           "write_width", "free_all"]


class ItemLayout:
    """Where the fields lie in an item of a ``ptr_size`` program's version 5 or 6 tree."""

    def __init__(self, ptr_size, v6):
        p = ptr_size
        self.ptr = p
        self.parent, self.next, self.child = 0, p, 2 * p
        # v5: 3 links, 2 pointers, a DWORD, a WORD, then the width (WORD);
        # v6: 3 links, 3 pointers, 2 DWORDs, a WORD, then the width
        self.width = 3 * p + (3 * p + 8 + 2 if v6 else 2 * p + 4 + 2)
        self.size = (self.width + 2 + p - 1) // p * p


def set_layout(vm, st):
    """Fix the tree's item layout by the comctl32 version in effect (at its creation)."""
    if st.layout is None:
        st.layout = ItemLayout(vm.ptr_size, common_controls_6(vm))


def new_block(vm, st):
    """A zeroed item block for tree ``st``; its address is the new item's handle (0 when
    the heap is used up)."""
    set_layout(vm, st)
    _root_block(vm, st)
    return vm.heap.alloc(st.layout.size, zero=True)


def _root_block(vm, st):
    if not st.root_block:
        st.root_block = vm.heap.alloc(st.layout.size, zero=True)


def free_block(vm, handle):
    """The block of a deleted item goes back to the heap."""
    vm.heap.free(handle)


def free_all(vm, st):
    """The control is destroyed: every item's block and the hidden root's."""
    for handle in list(st.nodes):
        vm.heap.free(handle)
    st.nodes.clear()
    if st.root_block:
        vm.heap.free(st.root_block)
        st.root_block = 0


def _address(st, node):
    """The block an item's links point at: the hidden root's for the control's root."""
    if node is None:
        return 0
    return st.root_block if node is st.root else node.handle


def write_links(vm, st, node):
    """Write ``node``'s parent, next sibling and first child into its block (the hidden
    root's block holds its first child only)."""
    lay = st.layout
    at = _address(st, node)
    if not at:
        return
    sibs = node.parent.children if node.parent is not None else []
    k = sibs.index(node) if node in sibs else -1
    nxt = sibs[k + 1] if 0 <= k < len(sibs) - 1 else None
    first = node.children[0] if node.children else None
    mem = vm.mem
    mem.wptr(at + lay.parent, _address(st, node.parent))
    mem.wptr(at + lay.next, _address(st, nxt))
    mem.wptr(at + lay.child, _address(st, first))


def relink_children(vm, st, parent, index=None):
    """After ``parent``'s children changed at ``index`` (None: anywhere, as a sort does):
    the parent's first child and the links of the children around it."""
    write_links(vm, st, parent)
    kids = parent.children
    if index is None:
        around = kids
    else:
        around = kids[max(0, index - 1):index + 1]
    for child in around:
        write_links(vm, st, child)


def write_width(vm, st, node, width):
    """The label's width as the control just measured it."""
    if node is st.root or not node.handle or st.layout is None:
        return
    vm.mem.w16(node.handle + st.layout.width, max(0, min(width, 0xFFFF)))
