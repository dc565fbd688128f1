"""Owner-drawn items: WM_MEASUREITEM and WM_DRAWITEM with the structures Windows passes.

Controls with an owner-draw style (BUTTON BS_OWNERDRAW, STATIC SS_OWNERDRAW,
LISTBOX LBS_OWNERDRAWFIXED, COMBOBOX CBS_OWNERDRAWFIXED) and menu items with MF_OWNERDRAW leave the drawing of an
item to the window that owns them: they put a DRAWITEMSTRUCT (48 bytes: CtlType, CtlID,
itemID, itemAction, itemState, hwndItem, hDC, rcItem, itemData) in guest memory, hand
the owner a DC for it and send WM_DRAWITEM; the size of an item comes from
WM_MEASUREITEM and a MEASUREITEMSTRUCT (24 bytes: CtlType, CtlID, itemID, itemWidth,
itemHeight, itemData). The owner's answer is read back after the call.
"""

from ..core.bits import s32
from ..core.structures import (COMPAREITEMSTRUCT, DELETEITEMSTRUCT, DRAWITEMSTRUCT,
                               MEASUREITEMSTRUCT)

__all__ = ["draw_item", "measure_item", "delete_item", "compare_item", "ODT_MENU", "ODT_LISTBOX",
           "ODT_COMBOBOX", "ODT_BUTTON", "ODT_STATIC", "ODA_DRAWENTIRE", "ODA_SELECT", "ODA_FOCUS",
           "ODS_SELECTED", "ODS_GRAYED", "ODS_DISABLED", "ODS_CHECKED", "ODS_FOCUS",
           "ODS_DEFAULT", "ODS_COMBOBOXEDIT", "ODS_NOACCEL"]

WM_DRAWITEM, WM_MEASUREITEM, WM_DELETEITEM = 0x002B, 0x002C, 0x002D
WM_COMPAREITEM = 0x0039
LOCALE_USER_DEFAULT = 0x0400      # (what a list compares in: en-US here)
ODT_MENU, ODT_LISTBOX, ODT_COMBOBOX, ODT_BUTTON, ODT_STATIC = 1, 2, 3, 4, 5
ODA_DRAWENTIRE, ODA_SELECT, ODA_FOCUS = 1, 2, 4
ODS_SELECTED, ODS_GRAYED, ODS_DISABLED, ODS_CHECKED, ODS_FOCUS, ODS_DEFAULT = \
    0x1, 0x2, 0x4, 0x8, 0x10, 0x20
ODS_COMBOBOXEDIT = 0x1000
ODS_NOACCEL = 0x100     # Windows 2000: drawn without the keyboard cues



def draw_item(wm, owner, ctl_type, ctl_id, item_id, action, state, hwnd_item, dc, rect,
              data):
    """Generator: send WM_DRAWITEM to ``owner`` (an hwnd) for one item drawn on ``dc``
    (a gdi DC) in ``rect`` (the DC's coordinates); returns the owner's answer."""
    vm = wm.vm
    hdc = vm.gdi.add(dc)
    p = vm.heap.alloc(DRAWITEMSTRUCT.sizeof(vm.ptr_size))
    vm.mem.write(p, DRAWITEMSTRUCT.pack(vm.ptr_size, CtlType=ctl_type, CtlID=ctl_id,
                                        itemID=item_id, itemAction=action, itemState=state,
                                        hwndItem=hwnd_item, hDC=hdc, rcItem=rect,
                                        itemData=data))
    try:
        wparam = 0 if ctl_type == ODT_MENU else ctl_id
        return (yield from wm.send(owner, WM_DRAWITEM, wparam, p))
    finally:
        vm.heap.free(p)
        vm.gdi.objects.pop(hdc, None)


def measure_item(wm, owner, ctl_type, ctl_id, item_id, width, height, data):
    """Generator: send WM_MEASUREITEM to ``owner``; returns the (width, height) it set,
    starting from the defaults ``width`` and ``height``."""
    vm = wm.vm
    p = vm.heap.alloc(MEASUREITEMSTRUCT.sizeof(vm.ptr_size))
    vm.mem.write(p, MEASUREITEMSTRUCT.pack(vm.ptr_size, CtlType=ctl_type, CtlID=ctl_id,
                                           itemID=item_id, itemWidth=width,
                                           itemHeight=height, itemData=data))
    try:
        wparam = 0 if ctl_type == ODT_MENU else ctl_id
        yield from wm.send(owner, WM_MEASUREITEM, wparam, p)
        mis = MEASUREITEMSTRUCT.at(vm.mem, p, vm.ptr_size)
        w, h = mis.itemWidth, mis.itemHeight
    finally:
        vm.heap.free(p)
    return w, h


def delete_item(wm, owner, ctl_type, ctl_id, item_id, hwnd_item, data):
    """Generator: WM_DELETEITEM for an item leaving an owner-drawn list."""
    vm = wm.vm
    p = vm.heap.alloc(DELETEITEMSTRUCT.sizeof(vm.ptr_size))
    vm.mem.write(p, DELETEITEMSTRUCT.pack(vm.ptr_size, CtlType=ctl_type, CtlID=ctl_id,
                                          itemID=item_id, hwndItem=hwnd_item, itemData=data))
    try:
        return (yield from wm.send(owner, WM_DELETEITEM, ctl_id, p))
    finally:
        vm.heap.free(p)


def compare_item(wm, owner, ctl_type, ctl_id, hwnd_item, item_id, data, new_data):
    """Generator: WM_COMPAREITEM, asking ``owner`` where a new item of a sorted list of
    data goes: item ``item_id`` (its ``data``) against the new one (itemID2 -1,
    ``new_data``). The owner answers -1 when the existing item comes first, 1 when it
    comes after, 0 when they sort alike."""
    vm = wm.vm
    p = vm.heap.alloc(COMPAREITEMSTRUCT.sizeof(vm.ptr_size))
    vm.mem.write(p, COMPAREITEMSTRUCT.pack(vm.ptr_size, CtlType=ctl_type, CtlID=ctl_id,
                                           hwndItem=hwnd_item, itemID1=item_id,
                                           itemData1=data, itemID2=0xFFFFFFFF,
                                           itemData2=new_data,
                                           dwLocaleId=LOCALE_USER_DEFAULT))
    try:
        return s32((yield from wm.send(owner, WM_COMPAREITEM, ctl_id, p)) & 0xFFFFFFFF)
    finally:
        vm.heap.free(p)
