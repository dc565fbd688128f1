"""USER32: directory listings in dialogs (DlgDirList, DlgDirListComboBox, DlgDirSelectEx,
DlgDirSelectComboBoxEx; the listing, LB_DIR / CB_DIR and the path rules are in
``user/dirlist.py``)."""

from ....abi.api import BOTH, api
from ...core.dllnames import USER32
from ...user.dirlist import dlg_dir_list, dlg_dir_select


def _dir_list(c, dlg, spec, id_list, id_static, attrib, combo):
    win = c.vm.wm.get(dlg)
    if win is None:
        return 0
    text = c.read_str(spec) if spec else None
    ok, pattern = yield from dlg_dir_list(c.vm.wm, win, text, id_list, id_static, attrib,
                                          combo)
    if ok and text is not None:
        c.write_str(spec, pattern)      # the pattern left, in upper case
    return ok


@api(USER32, "DlgDirList{AW}", "HWND dlg, LPVOID spec, INT id_list, INT id_static, UINT attrib",
     widths=BOTH)
def DlgDirList(c, dlg, spec, id_list, id_static, attrib):
    """Fill a dialog's list box with a folder's files, folders and drives (LB_DIR); the
    path in ``spec`` becomes the current folder and ``spec`` keeps the pattern."""
    return (yield from _dir_list(c, dlg, spec, id_list, id_static, attrib, False))


@api(USER32, "DlgDirListComboBox{AW}", "HWND dlg, LPVOID spec, INT id_combo, INT id_static, "
     "UINT attrib", widths=BOTH)
def DlgDirListComboBox(c, dlg, spec, id_combo, id_static, attrib):
    """DlgDirList into a combo box (CB_DIR)."""
    return (yield from _dir_list(c, dlg, spec, id_combo, id_static, attrib, True))


def _dir_select(c, dlg, buf, size, id_list, combo):
    win = c.vm.wm.get(dlg)
    if win is None:
        return 0
    picked = yield from dlg_dir_select(c.vm.wm, win, id_list, combo)
    if picked is None:
        return 0
    path, is_dir = picked
    if size > 0:
        c.write_str(buf, path, size)
    return int(is_dir)


@api(USER32, "DlgDirSelectEx{AW}", "HWND dlg, LPVOID buf, INT size, INT id_list", widths=BOTH)
def DlgDirSelectEx(c, dlg, buf, size, id_list):
    """The list box's selected item as a path ("c:" for a drive, "name\\" for a folder, a
    file name with a dot); nonzero when it is a drive or folder."""
    return (yield from _dir_select(c, dlg, buf, size, id_list, False))


@api(USER32, "DlgDirSelectComboBoxEx{AW}", "HWND dlg, LPVOID buf, INT size, INT id_combo",
     widths=BOTH)
def DlgDirSelectComboBoxEx(c, dlg, buf, size, id_combo):
    """DlgDirSelectEx of a combo box's selected item."""
    return (yield from _dir_select(c, dlg, buf, size, id_combo, True))

