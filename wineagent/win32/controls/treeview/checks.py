"""A tree view's check boxes (TVS_CHECKBOXES).

As documented, the control makes a state image list of its own whose state image 1 is an
unchecked box and 2 a checked one (image 0 is blank: a tree's state index is the list's
image index), and a click on an item's state image or Space on the selected item moves it
to the next state image (2 back to 1). When it makes that list follows Windows' own
timing, which Wine's treeview.c test_TVS_CHECKBOXES checks against Windows (and which the
documentation warns about: "the checkboxes might appear unchecked, depending on timing"):

- the style set with SetWindowLong (WM_STYLECHANGED) makes the list at once and puts every
  item at state image 1;
- a tree created with the style has no list until its first paint; items inserted into a
  tree with the style get state image 1; at the first paint without a state list (none
  yet, or the program removed it with TVM_SETIMAGELIST) the list is made and every item
  is put back at state image 1, whatever state image it was given meanwhile.

Each tree makes a list of its own; the control destroys it with itself (unless the
program replaced it: then the program owns what TVM_SETIMAGELIST handed back).
"""

from PIL import Image

from ...user.framectl import obm_image
from ..imagelist import ImageList, new_handle, release_list
from .state import TVIS_STATEIMAGEMASK, TVS_CHECKBOXES, TVSIL_STATE

__all__ = ["checkboxes_on", "insert_state", "paint_checkboxes", "toggle_check", "free_checks",
           "UNCHECKED"]

OBM_CHECKBOXES = 32759
#: the box (13 x 13, the first row of OBM_CHECKBOXES) in a 16 x 16 image, as comctl32 draws
#: it with DrawFrameControl
BOX, SIZE = 13, 16
UNCHECKED = 1 << 12


def _checkbox_list(vm):
    """A new HIMAGELIST: a blank image, the unchecked box, the checked box."""
    il = ImageList(SIZE, SIZE, 0x20, 3, 3)      # ILC_COLOR32
    boxes = obm_image(OBM_CHECKBOXES).convert("RGBA")
    il.put(-1, Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0)))
    at = ((SIZE - BOX) // 2, (SIZE - BOX) // 2)
    for col in (0, 1):
        img = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
        img.paste(boxes.crop((col * BOX, 0, col * BOX + BOX, BOX)), at)
        il.put(-1, img)
    return new_handle(vm, il)


def _make(wm, win, st):
    """The control's own list as its state list, every item at state image 1."""
    vm = wm.vm
    st.own_checks = _checkbox_list(vm)
    st.himl[TVSIL_STATE] = st.own_checks
    for node in st.nodes.values():
        node.state = (node.state & ~TVIS_STATEIMAGEMASK) | UNCHECKED
    wm.invalidate(win, None, True)


def checkboxes_on(wm, win, st, old_style, new_style):
    """WM_STYLECHANGED: TVS_CHECKBOXES newly set makes the list at once."""
    if new_style & TVS_CHECKBOXES and not old_style & TVS_CHECKBOXES:
        _make(wm, win, st)


def insert_state(win, node):
    """An item inserted into a tree with check boxes starts at state image 1."""
    if win.style & TVS_CHECKBOXES and not node.state & TVIS_STATEIMAGEMASK:
        node.state |= UNCHECKED


def paint_checkboxes(wm, win, st):
    """Before a paint: a tree with check boxes but no state list gets one (above)."""
    if win.style & TVS_CHECKBOXES and not st.himl[TVSIL_STATE]:
        _make(wm, win, st)


def toggle_check(wm, win, st, node):
    """The next state image of ``node`` (the last one goes back to 1): True when the
    tree has check boxes and the item a state image."""
    index = (node.state & TVIS_STATEIMAGEMASK) >> 12
    if not win.style & TVS_CHECKBOXES or not index:
        return False
    index = index + 1 if index < 2 else 1
    node.state = (node.state & ~TVIS_STATEIMAGEMASK) | (index << 12)
    wm.invalidate(win, None, True)
    return True


def free_checks(vm, st):
    """The control is destroyed: its own list, if it is still the state list."""
    if st.own_checks and st.himl[TVSIL_STATE] == st.own_checks:
        release_list(vm, st.own_checks)
    st.own_checks = 0
