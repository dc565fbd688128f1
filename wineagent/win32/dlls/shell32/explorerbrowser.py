"""SHELL32's ExplorerBrowser ({71F96385-DDD6-48D3-A0C1-AE06E8B055FB}): the browser
control Wine's explorer.exe (and any program) puts in its window, an in-process class
of the system (``dlls/ole32/classes.py``'s ``in_process_class``).

IExplorerBrowser: Initialize makes its window (class ``ExplorerBrowserControl``) a child
of the host at the rectangle given; BrowseToIDList / BrowseToObject navigate: each
IExplorerBrowserEvents sink Advise'd hears OnNavigationPending (a failure cancels),
then the folder's shell view (``shellview.py``) is made in the control's window, the
previous view goes, the sinks hear OnViewCreated and OnNavigationComplete; a target
that names no folder makes them hear OnNavigationFailed. SBSP_ABSOLUTE, SBSP_RELATIVE
and SBSP_PARENT, and SBSP_NAVIGATEBACK / SBSP_NAVIGATEFORWARD over the travel log
(none with EBO_NOTRAVELLOG). SetRect moves the control (the view follows),
SetOptions / GetOptions, SetFolderSettings, GetCurrentView, Unadvise, Destroy.
The object also answers IShellBrowser (its views' browser) and IOleWindow.

EBO_SHOWFRAMES shows the navigation pane (below, "the navigation pane") left of the view.

Not implemented, stopping the guest by name: SetPropertyBag, SetEmptyText,
FillFromObject, RemoveAll, SetRect with a DeferWindowPos handle, and IShellBrowser's
menus, status text, control windows and view state stream.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.bits import s32
from ...core.dllnames import SHELL32
from ...core.messages import WM_SIZE
from ...core.structures import FOLDERSETTINGS, NMHDR, NMTREEVIEW, RECT, TVINSERTSTRUCT, TVITEM
from ...core.winerror import ERROR_CANCELLED, hresult_from_win32
from ...kernel import shellns
from ...kernel.shellfolders import folder_path
from ...kernel.comobj import (IID_IUNKNOWN, com_addref, com_impl, com_new, com_release,
                               method_call)
from ...user.pyproc import window_proc
from ...user.window import create_window, def_window_proc, reposition
from ...user.wm import WindowClass
from ..ole32.classes import in_process_class
from ..ole32.guids import guid_bytes
from .namespace import pidl_of_object
from .pidl import guest_pidl, new_pidl
from .shellview import IID_IOLEWINDOW, new_view, view_window
from .sysimagelist import SHIL_SMALL, icon_index, system_list

__all__ = ["CLSID_EXPLORERBROWSER", "BROWSER_CLASS"]

S_OK, E_FAIL, E_INVALIDARG, E_NOINTERFACE = 0, 0x80004005, 0x80070057, 0x80004002
E_POINTER, E_UNEXPECTED = 0x80004003, 0x8000FFFF
CLSID_EXPLORERBROWSER = guid_bytes("{71F96385-DDD6-48D3-A0C1-AE06E8B055FB}")
IID_IEXPLORERBROWSER = guid_bytes("{DFD3B6B5-C10C-4BE9-85F6-A66969F402F6}")
IID_ISHELLBROWSER = guid_bytes("{000214E2-0000-0000-C000-000000000046}")
BROWSER_METHODS = ("QueryInterface", "AddRef", "Release", "Initialize", "Destroy", "SetRect",
                   "SetPropertyBag", "SetEmptyText", "SetFolderSettings", "Advise",
                   "Unadvise", "SetOptions", "GetOptions", "BrowseToIDList",
                   "BrowseToObject", "FillFromObject", "RemoveAll", "GetCurrentView")
SB_METHODS = ("QueryInterface", "AddRef", "Release", "GetWindow", "ContextSensitiveHelp",
              "InsertMenusSB", "SetMenuSB", "RemoveMenusSB", "SetStatusTextSB",
              "EnableModelessSB", "TranslateAcceleratorSB", "BrowseObject",
              "GetViewStateStream", "GetControlWindow", "SendControlMsg",
              "QueryActiveShellView", "OnViewWindowActive", "SetToolbarItems")

BROWSER_CLASS = "ExplorerBrowserControl"
BROWSER_PROC = "wineagent.ExplorerBrowserProc"
WM_NOTIFY = 0x004E
WS_CHILD, WS_VISIBLE, WS_CLIPSIBLINGS, WS_CLIPCHILDREN = 0x40000000, 0x10000000, 0x04000000, 0x02000000
EBO_NAVIGATEONCE, EBO_SHOWFRAMES, EBO_ALWAYSNAVIGATE, EBO_NOTRAVELLOG = 0x1, 0x2, 0x4, 0x8
SBSP_RELATIVE, SBSP_PARENT, SBSP_NAVIGATEBACK, SBSP_NAVIGATEFORWARD = 0x1000, 0x2000, 0x4000, 0x8000
# IExplorerBrowserEvents' slots
ON_PENDING, ON_VIEW_CREATED, ON_COMPLETE, ON_FAILED = 3, 4, 5, 6
# IShellView's slots used here
SV_CREATE_WINDOW, SV_DESTROY_WINDOW = 9, 10


class Browser:
    """An ExplorerBrowser's state: its IShellBrowser interface (same object, one
    reference count), the host and control windows, the folder settings, the options,
    the sinks (cookie -> IExplorerBrowserEvents pointer), the current view and folder
    (absolute SHITEMIDs and the guest copy handed to the sinks), the travel log."""

    def __init__(self):
        self.shell_browser = 0
        self.host = self.hwnd = 0
        self.mode, self.flags = 4, 0                      # FVM_DETAILS until told
        self.options = 0
        self.sinks, self.next_cookie = {}, 1
        self.view = 0
        self.ids, self.pidl = None, 0
        self.navigated = False
        self.back, self.forward = [], []
        self.pane = None                                  # a Pane with EBO_SHOWFRAMES


def _make(vm):
    """A new ExplorerBrowser: its IExplorerBrowser pointer (one reference)."""
    b = Browser()
    obj = com_new(vm, SHELL32, "IExplorerBrowser", BROWSER_METHODS, b)
    b.shell_browser = com_new(vm, SHELL32, "IShellBrowser", SB_METHODS, obj)
    return obj


in_process_class(CLSID_EXPLORERBROWSER, "ExplorerBrowser", _make)


def _self(c, this):
    b = com_impl(c.vm, this, "IExplorerBrowser")
    if b is None:
        raise Unimplemented("%s IExplorerBrowser method on an object that is not one "
                            "(0x%08X)" % (SHELL32, this))
    return b


def _outer(c, this):
    """The IExplorerBrowser pointer an IShellBrowser interface belongs to."""
    obj = com_impl(c.vm, this, "IShellBrowser")
    if obj is None:
        raise Unimplemented("%s IShellBrowser method on an object that is not one (0x%08X)"
                            % (SHELL32, this))
    return obj


# -- the navigation pane (EBO_SHOWFRAMES) ----------------------------------------------------
# The navigation pane an ExplorerBrowser shows with EBO_SHOWFRAMES: a tree of the
# namespace on the control's left, the view to its right, as Windows' and Wine's
# browsers lay it out.
#
# The pane is a SysTreeView32 (TVS_HASBUTTONS | TVS_LINESATROOT | TVS_SHOWSELALWAYS: the
# NSTCS_HASEXPANDOS | NSTCS_ROOTHASEXPANDO | NSTCS_SHOWSELECTIONALWAYS look of the name
# space tree control Wine's browser puts there) with Wine's two roots: the user's
# Favorites folder (CSIDL_FAVORITES; its items are the files in it, SHCONTF_NONFOLDERS,
# and it shows its expando, NSTCS_ROOTHASEXPANDO) and the desktop, expanded to show its
# folders. A folder's subfolders are inserted when it is first expanded
# (TVN_ITEMEXPANDING); an item with subfolders shows its expando before that. Selecting an
# item (TVN_SELCHANGED) makes the browser navigate to its folder. The pane is
# ``NAVPANE_WIDTH`` pixels wide (Wine's default); it has no splitter to drag here.
#
# The items' pictures come from the small system image list (``sysimagelist.py``).
#
# Not there: the INameSpaceTreeControl interface the pane is on Windows (no program
# reaches it: the browser does not hand it out).

NAVPANE_WIDTH = 150                 # Wine's ExplorerBrowser's default pane width
SPLITTER = 2                        # the gap between the pane and the view
WS_TABSTOP = 0x00010000
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


# -- the control's window ----------------------------------------------------------------------
def _view_left(b):
    return NAVPANE_WIDTH if b.pane is not None else 0


def _layout(vm, b):
    """Generator: the pane (if shown) along the left, the view filling the rest."""
    win = vm.wm.get(b.hwnd) if b.hwnd else None
    if win is None:
        return
    cw, ch = win.client_size()
    if b.pane is not None:
        yield from size_pane(vm, b.pane, ch)
    view = vm.wm.get(view_window(vm, b.view)) if b.view else None
    if view is not None:
        left = _view_left(b)
        yield from reposition(vm, view, left, 0, max(0, cw - left), ch)


def browser_proc(wm, win, msg, wparam, lparam):
    """ExplorerBrowserControl's window procedure: the pane and the view follow the
    control's size; the pane's notifications expand and navigate."""
    b = win.state.get("explorerbrowser")
    if msg == WM_SIZE and b is not None:
        yield from _layout(wm.vm, b)
        return 0
    if msg == WM_NOTIFY and b is not None and b.pane is not None and lparam and \
            wm.vm.mem.uptr(lparam) == b.pane.tree:
        return (yield from pane_notify(wm.vm, b.pane, lparam,
                                       lambda ids: _navigate(wm.vm, b, ids, 0)))
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, True))


window_proc(SHELL32, BROWSER_PROC, browser_proc, widths=BOTH)


def _register(vm):
    wm = vm.wm
    if wm.find_class(BROWSER_CLASS) is None:
        addr = vm.proc_address(SHELL32, BROWSER_PROC)
        wm.register_python_proc(addr, browser_proc)
        wm.register_class(WindowClass(BROWSER_CLASS, 0, addr, 0, 0, 0, 0, 0, 0, builtin=True))


# -- IUnknown of both interfaces ---------------------------------------------------------------
def _query(vm, obj, iid, out):
    b = com_impl(vm, obj, "IExplorerBrowser")
    if not out:
        return E_POINTER
    if iid in (IID_IUNKNOWN, IID_IEXPLORERBROWSER):
        ptr = obj
    elif iid in (IID_ISHELLBROWSER, IID_IOLEWINDOW):
        ptr = b.shell_browser
    else:
        vm.mem.wptr(out, 0)
        return E_NOINTERFACE
    com_addref(vm, obj)                 # one reference count for the whole object
    vm.mem.wptr(out, ptr)
    return S_OK


def _release(vm, obj):
    """Generator: Release; at zero the windows go, the view, sinks and PIDLs with them."""
    b = com_impl(vm, obj, "IExplorerBrowser")
    if b is None:
        raise Unimplemented("%s IExplorerBrowser released after it was freed (0x%08X)"
                            % (SHELL32, obj))
    n = com_release(vm, obj)
    if n == 0:
        yield from _destroy(vm, b)
        com_release(vm, b.shell_browser)
    return n


@api(SHELL32, "wineagent.IExplorerBrowser_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _eb_query(c, this, riid, out):
    """IUnknown and IExplorerBrowser are this interface; IShellBrowser and IOleWindow
    the object's IShellBrowser."""
    _self(c, this)
    return _query(c.vm, this, bytes(c.vm.mem.read(riid, 16)), out)


@api(SHELL32, "wineagent.IExplorerBrowser_AddRef", "LPVOID this", widths=BOTH)
def _eb_addref(c, this):
    """One more reference to the object."""
    return com_addref(c.vm, this)


@api(SHELL32, "wineagent.IExplorerBrowser_Release", "LPVOID this", widths=BOTH)
def _eb_release(c, this):
    """One reference less; at zero the object goes."""
    _self(c, this)
    return (yield from _release(c.vm, this))


@api(SHELL32, "wineagent.IShellBrowser_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _sb_query(c, this, riid, out):
    """The object's QueryInterface."""
    return _query(c.vm, _outer(c, this), bytes(c.vm.mem.read(riid, 16)), out)


@api(SHELL32, "wineagent.IShellBrowser_AddRef", "LPVOID this", widths=BOTH)
def _sb_addref(c, this):
    """The object's AddRef."""
    return com_addref(c.vm, _outer(c, this))


@api(SHELL32, "wineagent.IShellBrowser_Release", "LPVOID this", widths=BOTH)
def _sb_release(c, this):
    """The object's Release."""
    return (yield from _release(c.vm, _outer(c, this)))


# -- IExplorerBrowser --------------------------------------------------------------------------
@api(SHELL32, "wineagent.IExplorerBrowser_Initialize", "LPVOID this, HWND parent, LPVOID rect, LPVOID settings", widths=BOTH)
def _eb_init(c, this, parent, rect, settings):
    """Make the control's window in ``parent`` at ``rect`` (the parent's client
    coordinates); the folder settings its views get."""
    vm = c.vm
    b = _self(c, this)
    if not parent or not rect:
        return E_INVALIDARG
    if b.hwnd:
        return E_UNEXPECTED             # already initialized
    if settings:
        b.mode, b.flags = FOLDERSETTINGS.values(vm.mem, settings, vm.ptr_size)
    left, top, right, bottom = RECT.values(vm.mem, rect, vm.ptr_size)
    _register(vm)
    hwnd = yield from create_window(vm, 0, BROWSER_CLASS, "",
                                    WS_CHILD | WS_VISIBLE | WS_CLIPSIBLINGS | WS_CLIPCHILDREN,
                                    left, top, right - left, bottom - top, parent, 0, 0, 0,
                                    True)
    if not hwnd:
        return E_FAIL
    vm.wm.get(hwnd).state["explorerbrowser"] = b
    b.host, b.hwnd = parent, hwnd
    if b.options & EBO_SHOWFRAMES:
        b.pane = yield from make_pane(vm, hwnd)
    return S_OK


def _destroy(vm, b):
    """Generator: the view's window and the control's go; the view and the sinks are
    released, the travel log emptied."""
    view, b.view = b.view, 0
    sinks = list(b.sinks.values())
    b.sinks.clear()
    for sink in sinks:
        yield method_call(vm, sink, 2)                                # Release
    b.back, b.forward = [], []
    if view:
        yield method_call(vm, view, SV_DESTROY_WINDOW)
        yield method_call(vm, view, 2)
    hwnd, b.hwnd = b.hwnd, 0
    b.pane = None
    if hwnd and vm.wm.get(hwnd) is not None:
        yield from vm.wm.destroy(hwnd)
    if b.pidl:
        vm.heap.free(b.pidl)
        b.pidl = 0


@api(SHELL32, "wineagent.IExplorerBrowser_Destroy", "LPVOID this", widths=BOTH)
def _eb_destroy(c, this):
    """Destroy the view and the control's window; let go of the sinks (as Wine's)."""
    yield from _destroy(c.vm, _self(c, this))
    return S_OK


@api(SHELL32, "wineagent.IExplorerBrowser_SetRect", "LPVOID this, LPVOID hdwp, LPARAM a, LPARAM b, LPARAM c, LPARAM d", widths=BOTH)
def _eb_rect(c, this, hdwp, a, b_, c_, d):
    """Move the control to the rectangle; its view follows (WM_SIZE). The RECT comes
    by value: its four LONGs on the stack in a 32-bit program, a pointer to a copy in a
    64-bit one (the x64 convention for a 16-byte structure). A DeferWindowPos handle
    stops the guest: not implemented."""
    vm = c.vm
    b = _self(c, this)
    if vm.ptr_size == 8:
        left, top, right, bottom = RECT.values(vm.mem, a, 8)
    else:
        left, top, right, bottom = (s32(v) for v in (a, b_, c_, d))
    if hdwp:
        raise Unimplemented("%s IExplorerBrowser::SetRect (a DeferWindowPos handle)" % SHELL32)
    win = vm.wm.get(b.hwnd) if b.hwnd else None
    if win is None:
        return E_FAIL
    yield from reposition(vm, win, left, top, right - left, bottom - top)
    return S_OK


@api(SHELL32, "wineagent.IExplorerBrowser_SetPropertyBag", "LPVOID this, LPCWSTR name", widths=BOTH)
def _eb_bag(c, this, name):
    """The property bag of the view state: not implemented."""
    raise Unimplemented("%s IExplorerBrowser::SetPropertyBag" % SHELL32)


@api(SHELL32, "wineagent.IExplorerBrowser_SetEmptyText", "LPVOID this, LPCWSTR text", widths=BOTH)
def _eb_empty(c, this, text):
    """The text an empty view shows: not implemented."""
    raise Unimplemented("%s IExplorerBrowser::SetEmptyText" % SHELL32)


@api(SHELL32, "wineagent.IExplorerBrowser_SetFolderSettings", "LPVOID this, LPVOID settings", widths=BOTH)
def _eb_settings(c, this, settings):
    """The folder settings the next views get."""
    vm = c.vm
    b = _self(c, this)
    if not settings:
        return E_INVALIDARG
    b.mode, b.flags = FOLDERSETTINGS.values(vm.mem, settings, vm.ptr_size)
    return S_OK


@api(SHELL32, "wineagent.IExplorerBrowser_Advise", "LPVOID this, LPVOID sink, LPVOID cookie", widths=BOTH)
def _eb_advise(c, this, sink, cookie):
    """Keep an IExplorerBrowserEvents sink (AddRef'd); its cookie."""
    vm = c.vm
    b = _self(c, this)
    if not sink or not cookie:
        return E_INVALIDARG
    yield method_call(vm, sink, 1)                                    # AddRef
    n = b.next_cookie
    b.next_cookie += 1
    b.sinks[n] = sink
    vm.mem.w32(cookie, n)
    return S_OK


@api(SHELL32, "wineagent.IExplorerBrowser_Unadvise", "LPVOID this, DWORD cookie", widths=BOTH)
def _eb_unadvise(c, this, cookie):
    """Release the sink of a cookie; E_INVALIDARG for an unknown cookie."""
    b = _self(c, this)
    sink = b.sinks.pop(cookie, None)
    if sink is None:
        return E_INVALIDARG
    yield method_call(c.vm, sink, 2)                                  # Release
    return S_OK


@api(SHELL32, "wineagent.IExplorerBrowser_SetOptions", "LPVOID this, DWORD options", widths=BOTH)
def _eb_options(c, this, options):
    """The EXPLORER_BROWSER_OPTIONS; EBO_SHOWFRAMES shows the navigation pane (made now
    when the control exists, else by Initialize), clearing it takes the pane away."""
    vm = c.vm
    b = _self(c, this)
    b.options = options
    if options & EBO_SHOWFRAMES and b.pane is None and b.hwnd:
        b.pane = yield from make_pane(vm, b.hwnd)
    elif not options & EBO_SHOWFRAMES and b.pane is not None:
        tree, b.pane = b.pane.tree, None
        if tree and vm.wm.get(tree) is not None:
            yield from vm.wm.destroy(tree)
    yield from _layout(vm, b)
    return S_OK


@api(SHELL32, "wineagent.IExplorerBrowser_GetOptions", "LPVOID this, LPVOID out", widths=BOTH)
def _eb_get_options(c, this, out):
    """The options SetOptions gave."""
    b = _self(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, b.options)
    return S_OK


def _notify(vm, b, slot, arg):
    """Generator: call one IExplorerBrowserEvents method on every sink; the first
    failure's HRESULT (0 when all succeeded)."""
    first = 0
    for sink in list(b.sinks.values()):
        hr = (yield method_call(vm, sink, slot, arg)) & 0xFFFFFFFF
        if hr & 0x80000000 and not first:
            first = hr
    return first


def _target(vm, b, pidl, flags):
    """The absolute SHITEMIDs a navigation goes to (None: nowhere to go)."""
    if flags & SBSP_NAVIGATEBACK:
        return b.back[-1] if b.back else None
    if flags & SBSP_NAVIGATEFORWARD:
        return b.forward[-1] if b.forward else None
    if flags & SBSP_PARENT:
        return b.ids[:-1] if b.ids else None
    ids = shellns.split_pidl(guest_pidl(vm, pidl)) if pidl else []
    if flags & SBSP_RELATIVE:
        return (b.ids or []) + ids
    return ids


def browse(vm, b, pidl, flags):
    """Generator: a navigation (BrowseToIDList's work); its HRESULT."""
    if not b.hwnd:
        return E_FAIL
    ids = _target(vm, b, pidl, flags)
    if ids is None:
        return E_FAIL
    return (yield from _navigate(vm, b, ids, flags))


def _navigate(vm, b, ids, flags):
    """Generator: go to the folder of absolute SHITEMIDs ``ids``; the HRESULT."""
    if b.options & EBO_NAVIGATEONCE and b.navigated:
        return E_FAIL
    if ids == b.ids and not b.options & EBO_ALWAYSNAVIGATE and \
            not flags & (SBSP_NAVIGATEBACK | SBSP_NAVIGATEFORWARD):
        return S_OK                    # already there
    guest = new_pidl(vm, shellns.join_pidl(ids))
    hr = yield from _notify(vm, b, ON_PENDING, guest)
    if hr:
        vm.heap.free(guest)
        return hresult_from_win32(ERROR_CANCELLED)
    item = shellns.item_of(shellns.join_pidl(ids))
    if item is None or item.kind == shellns.FILE:
        yield from _notify(vm, b, ON_FAILED, guest)
        vm.heap.free(guest)
        return E_INVALIDARG
    view = new_view(vm, ids)
    win = vm.wm.get(b.hwnd)
    cw, ch = win.client_size()
    ptr = vm.ptr_size
    block = vm.heap.alloc(RECT.sizeof(ptr) + FOLDERSETTINGS.sizeof(ptr) + 8, zero=True)
    fs, out = block + RECT.sizeof(ptr), block + RECT.sizeof(ptr) + FOLDERSETTINGS.sizeof(ptr)
    RECT.write(vm.mem, block, ptr, left=_view_left(b), top=0, right=max(_view_left(b), cw),
               bottom=ch)
    FOLDERSETTINGS.write(vm.mem, fs, ptr, ViewMode=b.mode, fFlags=b.flags)
    hr = (yield method_call(vm, view, SV_CREATE_WINDOW, b.view, fs, b.shell_browser, block,
                            out)) & 0xFFFFFFFF
    vm.heap.free(block)
    if hr:
        yield method_call(vm, view, 2)
        yield from _notify(vm, b, ON_FAILED, guest)
        vm.heap.free(guest)
        return hr
    old, b.view = b.view, view
    if old:
        yield method_call(vm, old, SV_DESTROY_WINDOW)
        yield method_call(vm, old, 2)
    if not b.options & EBO_NOTRAVELLOG and b.ids is not None:
        if flags & SBSP_NAVIGATEBACK:
            b.back.pop()
            b.forward.append(b.ids)
        elif flags & SBSP_NAVIGATEFORWARD:
            b.forward.pop()
            b.back.append(b.ids)
        else:
            b.back.append(b.ids)
            b.forward.clear()
    b.ids, b.navigated = ids, True
    if b.pidl:
        vm.heap.free(b.pidl)
    b.pidl = guest
    yield from _notify(vm, b, ON_VIEW_CREATED, view)
    yield from _notify(vm, b, ON_COMPLETE, guest)
    return S_OK


@api(SHELL32, "wineagent.IExplorerBrowser_BrowseToIDList", "LPVOID this, LPVOID pidl, UINT flags", widths=BOTH)
def _eb_browse(c, this, pidl, flags):
    """Navigate to a folder (SBSP_* flags: absolute, relative, parent, back, forward)."""
    return (yield from browse(c.vm, _self(c, this), pidl, flags))


@api(SHELL32, "wineagent.IExplorerBrowser_BrowseToObject", "LPVOID this, LPVOID unk, UINT flags", widths=BOTH)
def _eb_browse_object(c, this, unk, flags):
    """Navigate to the folder an object stands for (its PIDL: SHGetIDListFromObject);
    with SBSP_PARENT, SBSP_NAVIGATEBACK or SBSP_NAVIGATEFORWARD the object may be NULL."""
    vm = c.vm
    b = _self(c, this)
    if not unk:
        if not flags & (SBSP_PARENT | SBSP_NAVIGATEBACK | SBSP_NAVIGATEFORWARD):
            return E_INVALIDARG
        return (yield from browse(vm, b, 0, flags))
    hr, pidl = yield from pidl_of_object(vm, unk)
    if hr:
        return hr
    hr = yield from browse(vm, b, pidl, flags)
    vm.heap.free(pidl)
    return hr


@api(SHELL32, "wineagent.IExplorerBrowser_FillFromObject", "LPVOID this, LPVOID unk, DWORD flags", widths=BOTH)
def _eb_fill(c, this, unk, flags):
    """A view of an object's items (not a folder): not implemented."""
    raise Unimplemented("%s IExplorerBrowser::FillFromObject" % SHELL32)


@api(SHELL32, "wineagent.IExplorerBrowser_RemoveAll", "LPVOID this", widths=BOTH)
def _eb_remove_all(c, this):
    """Emptying a view filled by FillFromObject: not implemented."""
    raise Unimplemented("%s IExplorerBrowser::RemoveAll" % SHELL32)


@api(SHELL32, "wineagent.IExplorerBrowser_GetCurrentView", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _eb_view(c, this, riid, out):
    """The current view as interface ``riid``; E_FAIL before the first navigation."""
    vm = c.vm
    b = _self(c, this)
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if not b.view:
        return E_FAIL
    hr = yield method_call(vm, b.view, 0, riid, out)
    return hr & 0xFFFFFFFF


# -- IShellBrowser -----------------------------------------------------------------------------
def _browser_of(c, this):
    return com_impl(c.vm, _outer(c, this), "IExplorerBrowser")


@api(SHELL32, "wineagent.IShellBrowser_GetWindow", "LPVOID this, LPVOID out", widths=BOTH)
def _sb_window(c, this, out):
    """IOleWindow::GetWindow: the control's window (its views' parent)."""
    b = _browser_of(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, b.hwnd)
    return S_OK if b.hwnd else E_FAIL


@api(SHELL32, "wineagent.IShellBrowser_BrowseObject", "LPVOID this, LPVOID pidl, UINT flags", widths=BOTH)
def _sb_browse(c, this, pidl, flags):
    """A view asks the browser to navigate: BrowseToIDList."""
    return (yield from browse(c.vm, _browser_of(c, this), pidl, flags))


@api(SHELL32, "wineagent.IShellBrowser_QueryActiveShellView", "LPVOID this, LPVOID out", widths=BOTH)
def _sb_active(c, this, out):
    """The current view (AddRef'd); E_FAIL when there is none."""
    vm = c.vm
    b = _browser_of(c, this)
    if not out:
        return E_POINTER
    vm.mem.wptr(out, b.view)
    if not b.view:
        return E_FAIL
    yield method_call(vm, b.view, 1)
    return S_OK


@api(SHELL32, "wineagent.IShellBrowser_OnViewWindowActive", "LPVOID this, LPVOID view", widths=BOTH)
def _sb_view_active(c, this, view):
    """A view's window took the focus: the control keeps no focus state of its own."""
    _browser_of(c, this)
    return S_OK


def _not_implemented(method, params):
    def handler(c, this, *args):
        raise Unimplemented("%s IShellBrowser::%s" % (SHELL32, method))
    handler.__name__ = handler.__qualname__ = "_sb_" + method
    handler.__doc__ = "IShellBrowser::%s: not implemented (stops the guest)." % method
    api(SHELL32, "wineagent.IShellBrowser_" + method, "LPVOID this" + params, widths=BOTH)(handler)


for _method, _params in (("ContextSensitiveHelp", ", BOOL enter"),
                         ("InsertMenusSB", ", HANDLE menu, LPVOID widths"),
                         ("SetMenuSB", ", HANDLE menu, HANDLE shared, HWND active"),
                         ("RemoveMenusSB", ", HANDLE menu"),
                         ("SetStatusTextSB", ", LPCWSTR text"),
                         ("EnableModelessSB", ", BOOL enable"),
                         ("TranslateAcceleratorSB", ", LPVOID msg, WORD id"),
                         ("GetViewStateStream", ", DWORD mode, LPVOID out"),
                         ("GetControlWindow", ", UINT id, LPVOID out"),
                         ("SendControlMsg", ", UINT id, UINT msg, WPARAM wparam, LPARAM lparam, LPVOID out"),
                         ("SetToolbarItems", ", LPVOID buttons, UINT count, UINT flags")):
    _not_implemented(_method, _params)
