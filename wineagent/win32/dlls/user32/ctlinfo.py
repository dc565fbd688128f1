"""USER32: what the list and combo box controls tell of themselves (GetListBoxInfo,
GetComboBoxInfo); the answers are the controls' own (``controls/static_listbox.py``,
``controls/combobox/messages.py``)."""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32

LB_GETLISTBOXINFO, CB_GETCOMBOBOXINFO = 0x1B2, 0x164


@api(USER32, "GetListBoxInfo", "HWND hwnd", widths=BOTH)
def GetListBoxInfo(c, hwnd):
    """The number of items a column of the list box shows: LB_GETLISTBOXINFO sent to the
    window, as Windows asks it (so a procedure subclassing the list box sees it)."""
    if c.vm.wm.get(hwnd) is None:
        return 0
    return (yield from c.vm.wm.send(hwnd, LB_GETLISTBOXINFO, 0, 0))


@api(USER32, "GetComboBoxInfo", "HWND hwnd, LPVOID info", widths=BOTH)
def GetComboBoxInfo(c, hwnd, info):
    """A combo box's field and button rectangles, button state and windows (its edit and
    its list, which exists while the list is closed too): CB_GETCOMBOBOXINFO, as Windows
    asks it."""
    if c.vm.wm.get(hwnd) is None:
        return 0
    return (yield from c.vm.wm.send(hwnd, CB_GETCOMBOBOXINFO, 0, info))
