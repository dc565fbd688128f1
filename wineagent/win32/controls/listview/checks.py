"""The list view's state images and LVS_EX_CHECKBOXES.

An item's state image is the index in bits 12-15 of its state (LVIS_STATEIMAGEMASK;
0: none, n: image n - 1 of the LVSIL_STATE list). When a state image list is set, every
view keeps room for it before the item's icon (report view: at the left of the first
column; icon view: at the icon's lower left) and
hit tests answer LVHT_ONITEMSTATEICON over it.

LVS_EX_CHECKBOXES, as comctl32 documents it: turning the style on makes the control's
own state image list of two 13 x 13 check boxes (image 1 unchecked, 2 checked; it replaces the
list the program set, which the control destroys unless LVS_SHAREIMAGELISTS) and marks
every item unchecked (LVN_ITEMCHANGING / ITEMCHANGED for each); turning it off removes
the check box list and leaves the items' states alone. LVSCW_AUTOSIZE widens the first
column by SM_CXSMICON while the style is on (Wine 8's measure). While it is on, an inserted item
starts unchecked whatever state it was given, and Space (on the focused item) or a click
on the check box toggles 1 <-> 2 through LVM_SETITEMSTATE's path, so the parent sees
LVN_ITEMCHANGING (which may refuse) and LVN_ITEMCHANGED. ListView_GetCheckState /
SetCheckState are macros over LVM_GET/SETITEMSTATE with LVIS_STATEIMAGEMASK.
"""

from ...user.framectl import obm_image
from ..imagelist import ImageList, image_list, new_handle, release_list
from .items import _set_state
from .state import (LVIS_STATEIMAGEMASK, LVS_EX_CHECKBOXES, LVSIL_STATE,
                    STATE_UNCHECKED as UNCHECKED)

LVS_SHAREIMAGELISTS = 0x40
ILC_COLOR32 = 0x20
OBM_CHECKBOXES = 32759
#: the check boxes' size: the themed check box of comctl32 6 (13 x 13 at 96 DPI, as
#: Wine 8 makes them too)
BOX = 13


def state_index(item):
    """The item's state image index (0: none)."""
    return (item.state & LVIS_STATEIMAGEMASK) >> 12


def _checkbox_list(vm):
    """A new HIMAGELIST of the two check boxes (unchecked, checked)."""
    il = ImageList(BOX, BOX, ILC_COLOR32, 2, 2)
    boxes = obm_image(OBM_CHECKBOXES).convert("RGBA")
    for col in (0, 1):               # plain, checked: the first row of OBM_CHECKBOXES
        il.put(-1, boxes.crop((col * BOX, 0, col * BOX + BOX, BOX)))
    return new_handle(vm, il)


def checkboxes_changed(wm, win, st, old):
    """Generator: LVM_SETEXTENDEDLISTVIEWSTYLE changed the extended style from ``old``:
    make or remove the check box list as the module docstring says."""
    if not (old ^ st.ex_style) & LVS_EX_CHECKBOXES:
        return
    vm = wm.vm
    previous = st.himl[LVSIL_STATE]
    if st.ex_style & LVS_EX_CHECKBOXES:
        for i in range(len(st.items)):      # notified where an item changes
            yield from _set_state(wm, win, st, i, UNCHECKED, LVIS_STATEIMAGEMASK)
        st.himl[LVSIL_STATE] = _checkbox_list(vm)
        if previous and not win.style & LVS_SHAREIMAGELISTS and \
                image_list(vm, previous) is not None:
            release_list(vm, previous)
    else:
        st.himl[LVSIL_STATE] = 0
        if previous and image_list(vm, previous) is not None:
            release_list(vm, previous)     # the control's own list
    wm.invalidate(win, None, True)


def toggle(wm, win, st, i):
    """Generator: toggle item ``i``'s check box (state image 1 <-> 2; any other index
    is left alone), when the list has LVS_EX_CHECKBOXES."""
    if not st.ex_style & LVS_EX_CHECKBOXES or not 0 <= i < len(st.items):
        return
    k = state_index(st.items[i])
    if k in (1, 2):
        yield from _set_state(wm, win, st, i, (k ^ 3) << 12, LVIS_STATEIMAGEMASK)
