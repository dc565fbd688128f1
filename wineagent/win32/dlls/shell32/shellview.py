"""SHELL32's shell view: the IShellView a folder's IShellFolder::CreateViewObject hands
out, and its window, the DefView (class ``SHELLDLL_DefView``), holding a report-mode
SysListView32 of the folder's items.

IShellView::CreateViewWindow makes the DefView a child of the browser's window
(IShellBrowser::GetWindow, asked through the browser's vtable, so any IShellBrowser
works) at the rectangle given, and in it the list view filling it: one column per detail
of the folder and one row per item of ``IShellFolder::EnumObjects(SHCONTF_FOLDERS |
SHCONTF_NONFOLDERS)``, folders first then by name, as the folder's CompareIDs orders them.

The columns are Wine's (the oracle of these tests): for the desktop and file-system
folders ``File``, ``Size``, ``Type``, ``Modified``, ``Attributes`` (Windows' own titles
differ: Name, Size, Type, Date modified), for My Computer ``File``, ``Type``, ``Size``,
``Size available``; the cells as Wine's view fills them (``_details``).

A double click (or Enter) on a folder's row browses to it through the view's
IShellBrowser (BrowseObject, SBSP_RELATIVE), Windows' default action for a folder.

IShellView: GetWindow, CreateViewWindow, DestroyViewWindow, GetCurrentInfo, UIActivate
(nothing to merge: the view has no menus of its own here), Refresh (the list is filled
again), QueryInterface for IUnknown, IOleWindow and IShellView. The rest
(TranslateAccelerator, EnableModeless, AddPropertySheetPages, SaveViewState,
SelectItem, GetItemObject, ContextSensitiveHelp) stops the guest naming it.
"""

import datetime
import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import SHELL32
from ...core.messages import WM_SIZE
from ...core.structures import FOLDERSETTINGS, LVCOLUMN, LVITEM, NMHDR, NMITEMACTIVATE, RECT
from ...kernel import shellns
from ...kernel.comobj import classes_key, default_value
from ...kernel.diskspace import disk_space
from ...kernel.epoch import UNIX_ZERO
from ...kernel.files import file_time
from ...kernel.locale import format_date, format_time
from ...kernel.timezone import ZONE, utc_to_local
from ...kernel.vfs import VfsError
from ..shlwapi.main import byte_size_text, kb_size
from .pidl import new_pidl
from .sysimagelist import SHIL_LARGE, SHIL_SMALL, icon_index, system_list
from ...kernel.comobj import (IID_IUNKNOWN, com_addref, com_impl, com_new, com_release,
                               guid_text, method_call)
from ...user.pyproc import window_proc
from ...user.window import create_window, def_window_proc, reposition
from ...user.wm import WindowClass

__all__ = ["new_view", "IID_ISHELLVIEW", "view_window", "DEFVIEW_CLASS"]

S_OK, E_FAIL, E_INVALIDARG, E_NOINTERFACE = 0, 0x80004005, 0x80070057, 0x80004002
IID_ISHELLVIEW = bytes.fromhex("e314020000000000c000000000000046")
IID_IOLEWINDOW = bytes.fromhex("1401000000000000c000000000000046")
VIEW_METHODS = ("QueryInterface", "AddRef", "Release", "GetWindow", "ContextSensitiveHelp",
                "TranslateAccelerator", "EnableModeless", "UIActivate", "Refresh",
                "CreateViewWindow", "DestroyViewWindow", "GetCurrentInfo",
                "AddPropertySheetPages", "SaveViewState", "SelectItem", "GetItemObject")

DEFVIEW_CLASS = "SHELLDLL_DefView"
DEFVIEW_PROC = "wineagent.ShellDefViewProc"
WS_CHILD, WS_VISIBLE, WS_TABSTOP = 0x40000000, 0x10000000, 0x00010000
WS_CLIPSIBLINGS, WS_CLIPCHILDREN, WS_EX_CLIENTEDGE = 0x04000000, 0x02000000, 0x200
LVS_REPORT, LVS_SHOWSELALWAYS, LVS_SHAREIMAGELISTS, LVS_AUTOARRANGE = 0x1, 0x8, 0x40, 0x100
LVS_EDITLABELS = 0x200
LVM_INSERTITEMW, LVM_INSERTCOLUMNW, LVM_DELETEALLITEMS = 0x104D, 0x1061, 0x1009
LVM_SETITEMTEXTW, LVM_GETNEXTITEM, LVNI_FOCUSED = 0x1074, 0x100C, 0x1
WM_NOTIFY, NM_DBLCLK, NM_RETURN = 0x004E, -3, -4
SBSP_SAMEBROWSER, SBSP_RELATIVE = 0x1, 0x1000
LVCF_FMT, LVCF_WIDTH, LVCF_TEXT, LVCF_SUBITEM = 0x1, 0x2, 0x4, 0x8
LVCFMT_LEFT, LVCFMT_RIGHT = 0, 1
LVIF_TEXT, LVIF_IMAGE, LVIF_PARAM = 0x1, 0x2, 0x4
LVM_SETIMAGELIST, LVSIL_NORMAL, LVSIL_SMALL = 0x1003, 0, 1
LIST_ID = 1                        # the list view's control id in its DefView
# Wine's columns for the desktop and file-system folders: (title, format, width in chars)
FS_COLUMNS = (("File", LVCFMT_LEFT, 15), ("Size", LVCFMT_RIGHT, 10),
              ("Type", LVCFMT_LEFT, 10), ("Modified", LVCFMT_LEFT, 12),
              ("Attributes", LVCFMT_LEFT, 10))
# and My Computer's (its drives)
COMPUTER_COLUMNS = (("File", LVCFMT_LEFT, 15), ("Type", LVCFMT_LEFT, 10),
                    ("Size", LVCFMT_RIGHT, 10), ("Size available", LVCFMT_RIGHT, 10))
CHAR_WIDTH = 8                     # the width of a column's character, as Wine's view


class View:
    """An IShellView's state: the folder's absolute SHITEMIDs and item, the browser
    (IShellBrowser pointer, AddRef'd while the window exists), the DefView and list view
    windows, the view mode and flags (FOLDERSETTINGS)."""

    def __init__(self, ids, item):
        self.ids, self.item = list(ids), item
        self.browser = 0
        self.hwnd = self.list = 0
        self.mode = self.flags = 0
        self.active = 0              # UIActivate's SVUIA_* state
        self.kids = []               # the list's rows: the folder's child Items


def new_view(vm, ids):
    """A new IShellView (one reference) of the folder with absolute SHITEMIDs ``ids``."""
    item = shellns.item_of(shellns.join_pidl(ids))
    return com_new(vm, SHELL32, "IShellView", VIEW_METHODS, View(ids, item))


def view_window(vm, view_ptr):
    """The DefView window of an IShellView of ours (0 when it has none)."""
    v = com_impl(vm, view_ptr, "IShellView")
    return v.hwnd if v is not None else 0


def _self(c, this):
    v = com_impl(c.vm, this, "IShellView")
    if v is None:
        raise Unimplemented("%s IShellView method on an object that is not one (0x%08X)"
                            % (SHELL32, this))
    return v


# -- the DefView window ------------------------------------------------------------------------
def _open(vm, v, row):
    """Generator: open the item of a row, the view's default action: a folder (or drive)
    is browsed to through the browser (IShellBrowser::BrowseObject with the child's
    PIDL, SBSP_RELATIVE); opening a file stops the guest (not implemented)."""
    if not 0 <= row < len(v.kids) or not v.browser:
        return
    kid = v.kids[row]
    if kid.kind == shellns.FILE:
        raise Unimplemented("%s shell view: opening a file (%s)" % (SHELL32, kid.path))
    pidl = new_pidl(vm, shellns.join_pidl([shellns.item_bytes(kid)]))
    browser = v.browser
    yield method_call(vm, browser, 1)                                 # AddRef
    yield method_call(vm, browser, 11, pidl, SBSP_SAMEBROWSER | SBSP_RELATIVE)
    yield method_call(vm, browser, 2)                                 # Release
    vm.heap.free(pidl)


def _notify(wm, v, lparam):
    """Generator: the list view's notifications: a double click or Enter opens the item."""
    vm = wm.vm
    ptr = vm.ptr_size
    code = NMHDR.at(vm.mem, lparam, ptr).code
    if code == NM_DBLCLK & 0xFFFFFFFF:
        yield from _open(vm, v, NMITEMACTIVATE.at(vm.mem, lparam, ptr).iItem)
    elif code == NM_RETURN & 0xFFFFFFFF:
        row = yield from wm.send(v.list, LVM_GETNEXTITEM, 0xFFFFFFFF, LVNI_FOCUSED)
        yield from _open(vm, v, row - (1 << 32) if row & 0x80000000 else row)
    return 0


def defview_proc(wm, win, msg, wparam, lparam):
    """The DefView's window procedure: its list view always fills it; a double click or
    Enter on an item opens it."""
    v = win.state.get("shellview")
    if msg == WM_NOTIFY and v is not None and lparam and wm.vm.mem.uptr(lparam) == v.list:
        return (yield from _notify(wm, v, lparam))
    if msg == WM_SIZE:
        v = win.state.get("shellview")
        lst = wm.get(v.list) if v is not None else None
        if lst is not None:
            cw, ch = win.client_size()
            yield from reposition(wm.vm, lst, 0, 0, cw, ch)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, True))


window_proc(SHELL32, DEFVIEW_PROC, defview_proc, widths=BOTH)


def _register(vm):
    wm = vm.wm
    if wm.find_class(DEFVIEW_CLASS) is None:
        addr = vm.proc_address(SHELL32, DEFVIEW_PROC)
        wm.register_python_proc(addr, defview_proc)
        wm.register_class(WindowClass(DEFVIEW_CLASS, 0, addr, 0, 0, 0, 0, 0, 0, builtin=True))


def _columns(vm, v):
    """Generator: insert the folder's detail columns into the list view."""
    ptr = vm.ptr_size
    col = LVCOLUMN.W
    columns = COMPUTER_COLUMNS if v.item.kind == shellns.MY_COMPUTER else FS_COLUMNS
    for i, (title, fmt, chars) in enumerate(columns):
        text = vm.heap.alloc(2 * len(title) + 2)
        vm.mem.write_wstr(text, title)
        block = vm.heap.alloc(col.sizeof(ptr), zero=True)
        vm.mem.write(block, col.pack(ptr, mask=LVCF_FMT | LVCF_WIDTH | LVCF_TEXT | LVCF_SUBITEM,
                                     fmt=fmt, cx=chars * CHAR_WIDTH, pszText=text,
                                     iSubItem=i))
        yield from vm.wm.send(v.list, LVM_INSERTCOLUMNW, i, block)
        vm.heap.free(block)
        vm.heap.free(text)


def _file_type(vm, item):
    """A file's type as the view shows it: its extension's class's description in the
    registry (``HKCR\\.ext`` -> class -> its default value), else the shell's
    "<EXT> File"."""
    name = item.path.rsplit("\\", 1)[-1]
    if "." in name:
        cls = default_value(classes_key(vm.registry, "." + name.rsplit(".", 1)[1]))
        text = default_value(classes_key(vm.registry, cls)) if cls else None
        if text:
            return text
    return shellns.type_name(item)


TIME_NOSECONDS = 0x2


def _modified(vm, host):
    """The Modified column: the item's time (as GetFileTime gives it) in local time,
    the locale's short date and its time without seconds ("3/4/2021 5:06 AM")."""
    try:
        t = file_time(vm, host, os.stat(host))
    except OSError:
        return ""
    local = utc_to_local(ZONE, UNIX_ZERO + datetime.timedelta(seconds=t))
    return "%s %s" % (format_date(local, 0), format_time(local, TIME_NOSECONDS))


def _details(vm, v, item):
    """The texts of an item's columns after its name (Wine's view: folders are of type
    "Folder"; a file's size in KB and its attribute letters; the time modified; a
    drive's total and free space)."""
    if v.item.kind == shellns.MY_COMPUTER:
        try:
            free, total = disk_space(vm.vfs, "C:\\")
        except VfsError:
            return ["Folder", "", ""]
        return ["Folder", byte_size_text(total), byte_size_text(free)]
    if item.kind not in (shellns.FILE, shellns.FOLDER):
        return ["", "Folder", "", ""]
    try:
        host = vm.vfs.resolve(item.path)[1]
        size, writable = os.path.getsize(host), os.access(host, os.W_OK)
    except (VfsError, OSError):
        return ["", "Folder" if item.kind == shellns.FOLDER else _file_type(vm, item), "", ""]
    if item.kind == shellns.FOLDER:
        return ["", "Folder", _modified(vm, host), ""]
    attrs = ("" if writable else "R") + "A"         # Wine's letters, in its order (RHSAC)
    return ["{:,} KB".format(kb_size(size)), _file_type(vm, item), _modified(vm, host), attrs]


def _fill(vm, v):
    """Generator: one row per item of the folder, folders first then by name."""
    yield from vm.wm.send(v.list, LVM_DELETEALLITEMS, 0, 0)
    kids = shellns.children(vm.vfs, v.item, folders=True, files=True)
    kids.sort(key=lambda k: (0 if k.kind in (shellns.DRIVE, shellns.FOLDER,
                                             shellns.MY_COMPUTER) else 1,
                             shellns.display_name(k).lower()))
    v.kids = kids
    ptr = vm.ptr_size
    row = LVITEM.W
    for n, kid in enumerate(kids):
        name = shellns.display_name(kid)
        text = vm.heap.alloc(2 * len(name) + 2)
        vm.mem.write_wstr(text, name)
        block = vm.heap.alloc(row.sizeof(ptr), zero=True)
        vm.mem.write(block, row.pack(ptr, mask=LVIF_TEXT | LVIF_IMAGE, iItem=n, pszText=text,
                                     iImage=icon_index(kid)))
        yield from vm.wm.send(v.list, LVM_INSERTITEMW, 0, block)
        vm.heap.free(text)
        for sub, value in enumerate(_details(vm, v, kid), 1):
            if not value:
                continue
            text = vm.heap.alloc(2 * len(value) + 2)
            vm.mem.write_wstr(text, value)
            vm.mem.write(block, row.pack(ptr, mask=LVIF_TEXT, iItem=n, iSubItem=sub,
                                         pszText=text))
            yield from vm.wm.send(v.list, LVM_SETITEMTEXTW, n, block)
            vm.heap.free(text)
        vm.heap.free(block)


# -- IUnknown and IOleWindow -----------------------------------------------------------------
@api(SHELL32, "wineagent.IShellView_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _sv_query(c, this, riid, out):
    """IUnknown, IOleWindow and IShellView are the view itself."""
    vm = c.vm
    _self(c, this)
    iid = bytes(vm.mem.read(riid, 16))
    if iid in (IID_IUNKNOWN, IID_IOLEWINDOW, IID_ISHELLVIEW):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@api(SHELL32, "wineagent.IShellView_AddRef", "LPVOID this", widths=BOTH)
def _sv_addref(c, this):
    """One more reference."""
    return com_addref(c.vm, this)


@api(SHELL32, "wineagent.IShellView_Release", "LPVOID this", widths=BOTH)
def _sv_release(c, this):
    """One reference less; at zero the view goes (its window, if still there, with it)."""
    vm = c.vm
    v = _self(c, this)
    n = com_release(vm, this)
    if n == 0:
        yield from _destroy(vm, v)
    return n


@api(SHELL32, "wineagent.IShellView_GetWindow", "LPVOID this, LPVOID out", widths=BOTH)
def _sv_window(c, this, out):
    """IOleWindow::GetWindow: the DefView window (E_FAIL before CreateViewWindow)."""
    v = _self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, v.hwnd)
    return S_OK if v.hwnd else E_FAIL


@api(SHELL32, "wineagent.IShellView_ContextSensitiveHelp", "LPVOID this, BOOL enter", widths=BOTH)
def _sv_help(c, this, enter):
    """Context-sensitive help mode: not implemented."""
    raise Unimplemented("%s IShellView::ContextSensitiveHelp" % SHELL32)


# -- IShellView --------------------------------------------------------------------------------
@api(SHELL32, "wineagent.IShellView_TranslateAccelerator", "LPVOID this, LPVOID msg", widths=BOTH)
def _sv_accel(c, this, msg):
    """The view's keyboard accelerators: not implemented."""
    raise Unimplemented("%s IShellView::TranslateAccelerator" % SHELL32)


@api(SHELL32, "wineagent.IShellView_EnableModeless", "LPVOID this, BOOL enable", widths=BOTH)
def _sv_modeless(c, this, enable):
    """Enabling the view's modeless dialogs: not implemented."""
    raise Unimplemented("%s IShellView::EnableModeless" % SHELL32)


@api(SHELL32, "wineagent.IShellView_UIActivate", "LPVOID this, UINT state", widths=BOTH)
def _sv_activate(c, this, state):
    """The view's activation state changes: the view has no menus or toolbar buttons of
    its own to merge into the browser's here, so there is nothing more to do."""
    _self(c, this).active = state
    return S_OK


@api(SHELL32, "wineagent.IShellView_Refresh", "LPVOID this", widths=BOTH)
def _sv_refresh(c, this):
    """Fill the list again from the folder's current items."""
    v = _self(c, this)
    if v.list:
        yield from _fill(c.vm, v)
    return S_OK


@api(SHELL32, "wineagent.IShellView_CreateViewWindow",
     "LPVOID this, LPVOID previous, LPVOID settings, LPVOID browser, LPVOID rect, LPVOID out",
     widths=BOTH)
def _sv_create(c, this, previous, settings, browser, rect, out):
    """Make the DefView in the browser's window (IShellBrowser::GetWindow) at ``rect``
    with its list view of the folder; ``*out`` its window. The FOLDERSETTINGS' view
    mode other than details (FVM_DETAILS) stops the guest: only the report view is
    implemented."""
    vm = c.vm
    v = _self(c, this)
    if not out or not browser or not rect or not settings:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    if v.hwnd:
        return E_FAIL                   # the view already has its window
    mode, flags = FOLDERSETTINGS.values(vm.mem, settings, vm.ptr_size)
    if mode != 4:                                                     # FVM_DETAILS
        raise Unimplemented("%s IShellView::CreateViewWindow (view mode %d)" % (SHELL32, mode))
    cell = vm.heap.alloc(8, zero=True)
    hr = (yield method_call(vm, browser, 3, cell)) & 0xFFFFFFFF       # GetWindow
    parent = vm.mem.uptr(cell)
    vm.heap.free(cell)
    if hr or not parent:
        return E_FAIL
    left, top, right, bottom = RECT.values(vm.mem, rect, vm.ptr_size)
    _register(vm)
    hwnd = yield from create_window(vm, 0, DEFVIEW_CLASS, "",
                                    WS_CHILD | WS_VISIBLE | WS_CLIPSIBLINGS | WS_CLIPCHILDREN |
                                    WS_TABSTOP, left, top, right - left, bottom - top,
                                    parent, 0, 0, 0, True)
    if not hwnd:
        return E_FAIL
    win = vm.wm.get(hwnd)
    win.state["shellview"] = v
    v.hwnd, v.mode, v.flags = hwnd, mode, flags
    v.browser = browser
    yield method_call(vm, browser, 1)                                 # AddRef
    cw, ch = win.client_size()
    style = (WS_CHILD | WS_VISIBLE | WS_TABSTOP | LVS_REPORT | LVS_SHOWSELALWAYS |
             LVS_SHAREIMAGELISTS | LVS_EDITLABELS)
    if flags & 0x1:                                                   # FWF_AUTOARRANGE
        style |= LVS_AUTOARRANGE
    v.list = yield from create_window(vm, WS_EX_CLIENTEDGE, "SysListView32", "", style,
                                      0, 0, cw, ch, hwnd, LIST_ID, 0, 0, True)
    if not v.list:
        return E_FAIL
    # the items' pictures: the system image lists (LVS_SHAREIMAGELISTS: the view does not
    # own them)
    yield from vm.wm.send(v.list, LVM_SETIMAGELIST, LVSIL_SMALL, system_list(vm, SHIL_SMALL))
    yield from vm.wm.send(v.list, LVM_SETIMAGELIST, LVSIL_NORMAL, system_list(vm, SHIL_LARGE))
    yield from _columns(vm, v)
    yield from _fill(vm, v)
    vm.mem.wptr(out, hwnd)
    return S_OK


def _destroy(vm, v):
    """Generator: the DefView window goes; the browser is released."""
    hwnd, browser = v.hwnd, v.browser
    v.hwnd = v.list = v.browser = 0
    if hwnd and vm.wm.get(hwnd) is not None:
        yield from vm.wm.destroy(hwnd)
    if browser:
        yield method_call(vm, browser, 2)                             # Release


@api(SHELL32, "wineagent.IShellView_DestroyViewWindow", "LPVOID this", widths=BOTH)
def _sv_destroy(c, this):
    """Destroy the DefView (and its list view)."""
    yield from _destroy(c.vm, _self(c, this))
    return S_OK


@api(SHELL32, "wineagent.IShellView_GetCurrentInfo", "LPVOID this, LPVOID out", widths=BOTH)
def _sv_info(c, this, out):
    """The view's FOLDERSETTINGS (view mode, flags)."""
    v = _self(c, this)
    if not out:
        return E_INVALIDARG
    FOLDERSETTINGS.write(c.vm.mem, out, c.vm.ptr_size, ViewMode=v.mode, fFlags=v.flags)
    return S_OK


@api(SHELL32, "wineagent.IShellView_AddPropertySheetPages", "LPVOID this, DWORD reserved, LPVOID add, LPARAM lparam", widths=BOTH)
def _sv_pages(c, this, reserved, add, lparam):
    """The view's property sheet pages: not implemented."""
    raise Unimplemented("%s IShellView::AddPropertySheetPages" % SHELL32)


@api(SHELL32, "wineagent.IShellView_SaveViewState", "LPVOID this", widths=BOTH)
def _sv_save(c, this):
    """Saving the view's state to the browser's stream: not implemented."""
    raise Unimplemented("%s IShellView::SaveViewState" % SHELL32)


@api(SHELL32, "wineagent.IShellView_SelectItem", "LPVOID this, LPVOID pidl, UINT flags", widths=BOTH)
def _sv_select(c, this, pidl, flags):
    """Selecting an item from outside the view: not implemented."""
    raise Unimplemented("%s IShellView::SelectItem" % SHELL32)


@api(SHELL32, "wineagent.IShellView_GetItemObject", "LPVOID this, UINT item, LPVOID riid, LPVOID out", widths=BOTH)
def _sv_item(c, this, item, riid, out):
    """An object for the view's items (IDataObject, IContextMenu): not implemented."""
    raise Unimplemented("%s IShellView::GetItemObject (%s)"
                        % (SHELL32, guid_text(c.vm.mem.read(riid, 16))))
