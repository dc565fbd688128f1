"""SHELL32's shell namespace objects: SHGetDesktopFolder's IShellFolder, its IEnumIDList,
SHBindToParent and SHGetDataFromIDList, over ``kernel/shellns.py`` (items and PIDLs) and
``kernel/comobj.py`` (COM objects in guest memory).

A folder object knows its own absolute PIDL; the PIDLs its methods take and give are
relative to it (one SHITEMID for a child), as on Windows. PIDLs and strings handed out
come from the task allocator (the process heap), for the caller to free.

Implemented: IShellFolder's ParseDisplayName, EnumObjects, BindToObject, CompareIDs,
GetAttributesOf, GetDisplayNameOf; QueryInterface for IUnknown and IShellFolder, and for
IPersist, IPersistFolder and IPersistFolder2, which the object answers with one more
interface sharing its reference count and identity (GetClassID: CLSID_ShellDesktop,
CLSID_MyComputer or CLSID_ShellFSFolder; Initialize; GetCurFolder).
CreateViewObject makes the folder's IShellView (``shellview.py``).
Not implemented, and stopping the guest by name when called: BindToStorage,
CreateViewObject for other interfaces, GetUIObjectOf (no context menus, icon extractors or
data objects), SetNameOf (renaming), and IShellFolder2 when asked for.
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_FILE_NOT_FOUND, hresult_from_win32
from ...kernel import shellns
from ...kernel.comobj import (IID_IUNKNOWN, com_addref, com_impl, com_new, com_release,
                               guid_text, method_call)
from ...kernel.files import _write_find_data
from ...kernel.vfs import VfsError
from ..ole32.enumerator import ENUM_METHODS, EnumCursor, declare_pointer_enum
from .pidl import desktop_dir, guest_pidl, new_pidl
from .shellview import IID_ISHELLVIEW, new_view
from ...core.dllnames import SHELL32
from ..shlwapi.strings import STRRET_HEAD

S_OK, S_FALSE = 0, 1
E_NOINTERFACE, E_POINTER, E_INVALIDARG, E_FAIL = 0x80004002, 0x80004003, 0x80070057, 0x80004005
E_FILE_NOT_FOUND = hresult_from_win32(ERROR_FILE_NOT_FOUND)    # 0x80070002
MAX_PATH = 260

IID_ISHELLFOLDER = bytes.fromhex("e614020000000000c000000000000046")
IID_IENUMIDLIST = bytes.fromhex("f214020000000000c000000000000046")
# IPersist and the IPersistFolder interfaces, which a folder answers with its
# IPersistFolder2 (each derives from the one before, so one vtable serves all three)
IID_PERSISTS = (bytes.fromhex("0c01000000000000c000000000000046"),     # IPersist
                bytes.fromhex("ea14020000000000c000000000000046"),     # IPersistFolder
                bytes.fromhex("f0d9c31a5c17d11195be00609797ea4f"))     # IPersistFolder2
# interfaces Windows' folders have that these objects do not
_MISSING = {
    bytes.fromhex("8cf6f2931b1dd311a30e00c04f79abd1"): "IShellFolder2",
}
# GetClassID's answers: the desktop's, My Computer's, a file-system folder's classes
CLSID_SHELLDESKTOP = bytes.fromhex("0014020000000000c000000000000046")
CLSID_MYCOMPUTER = bytes.fromhex("e04fd020ea3a6910a2d808002b30309d")
CLSID_SHELLFSFOLDER = bytes.fromhex("a04b36f3b965ce11a9ba00aa004ae837")
PERSIST_METHODS = ("QueryInterface", "AddRef", "Release", "GetClassID", "Initialize",
                   "GetCurFolder")

FOLDER_METHODS = ("QueryInterface", "AddRef", "Release", "ParseDisplayName", "EnumObjects",
                  "BindToObject", "BindToStorage", "CompareIDs", "CreateViewObject",
                  "GetAttributesOf", "GetUIObjectOf", "GetDisplayNameOf", "SetNameOf")

SHCONTF_FOLDERS, SHCONTF_NONFOLDERS = 0x20, 0x40
SHGDN_INFOLDER, SHGDN_FORPARSING = 0x1, 0x8000
STRRET_WSTR = 0
SHGDFIL_FINDDATA = 1
_COMPUTER_PARSE_NAME = "::{20D04FE0-3AEA-1069-A2D8-08002B30309D}"


class Folder:
    """An IShellFolder's state: the folder item and its absolute SHITEMIDs, and its
    IPersistFolder2 interface once asked for (``persist``: that interface's pointer; it
    shares the object's reference count and identity)."""

    def __init__(self, item, ids):
        self.item, self.ids = item, list(ids)
        self.persist = 0


class PersistFolder:
    """A folder's IPersistFolder2 interface: the IShellFolder pointer it belongs to."""

    def __init__(self, folder_ptr):
        self.folder_ptr = folder_ptr


def _folder_object(vm, ids):
    item = shellns.item_of(shellns.join_pidl(ids))
    return com_new(vm, SHELL32, "IShellFolder", FOLDER_METHODS, Folder(item, ids))


def _absolute(vm, folder, rel_ptr):
    """(absolute SHITEMIDs, Item) of a PIDL relative to ``folder``."""
    rel = shellns.split_pidl(guest_pidl(vm, rel_ptr)) if rel_ptr else []
    ids = folder.ids + rel
    return ids, shellns.item_of(shellns.join_pidl(ids))


def _self(c, this):
    f = com_impl(c.vm, this, "IShellFolder")
    if f is None:
        raise Unimplemented("%s IShellFolder method on an object that is not one (0x%08X)"
                            % (SHELL32, this))
    return f


@api(SHELL32, "SHGetDesktopFolder", "LPVOID out", widths=BOTH)
def SHGetDesktopFolder(c, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, _folder_object(c.vm, []))
    return S_OK


@api(SHELL32, "SHBindToParent", "LPVOID pidl, LPVOID riid, LPVOID out, LPVOID last", widths=BOTH)
def SHBindToParent(c, pidl, riid, out, last):
    vm = c.vm
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if not pidl:
        return E_INVALIDARG
    ids = shellns.split_pidl(guest_pidl(vm, pidl))
    if shellns.item_of(shellns.join_pidl(ids)) is None:
        return E_INVALIDARG
    iid = vm.mem.read(riid, 16)
    if iid not in (IID_ISHELLFOLDER, IID_IUNKNOWN):
        return _no_interface(vm, iid, out)
    obj = _folder_object(vm, ids[:-1])
    vm.mem.wptr(out, obj)
    if last:
        vm.mem.wptr(last, pidl + sum(len(i) for i in ids[:-1]))
    return S_OK


@api(SHELL32, "SHGetDataFromIDList{AW}", "LPVOID folder, LPVOID pidl, int fmt, LPVOID out, int size", widths=BOTH)
def SHGetDataFromIDList(c, folder, pidl, fmt, out, size):
    vm = c.vm
    f = _self(c, folder)
    if fmt != SHGDFIL_FINDDATA:
        raise Unimplemented("%s!%s (format %d)" % (SHELL32, c.spec.name, fmt))
    need = 592 if c.wide else 320
    if size < need:
        return E_INVALIDARG
    _, item = _absolute(vm, f, pidl)
    if item is None or item.kind not in (shellns.FILE, shellns.FOLDER, shellns.DRIVE):
        return E_INVALIDARG
    try:
        host = vm.vfs.resolve(item.path or "C:\\")[1]
    except VfsError:
        return E_FAIL
    if not os.path.exists(host):
        return E_FILE_NOT_FOUND
    _write_find_data(c, out, shellns.display_name(item) if item.path else "C:\\", host)
    return S_OK


def pidl_of_object(vm, unk):
    """Generator: SHGetIDListFromObject's work for ``unk``: (HRESULT, PIDL pointer, the
    caller's to free) — the object's IPersistFolder2::GetCurFolder, the shell folders'
    way, or a shell item's own (``shellitem.py``); another object without
    IPersistFolder2 stops the guest (the IPersistIDList and IDataObject ways are not
    implemented)."""
    item = com_impl(vm, unk, "IShellItem")
    if item is not None:
        return S_OK, new_pidl(vm, shellns.join_pidl(item.ids))
    cell = vm.heap.alloc(40, zero=True)
    vm.mem.write(cell + 16, IID_PERSISTS[2])
    hr = (yield method_call(vm, unk, 0, cell + 16, cell)) & 0xFFFFFFFF
    persist = vm.mem.uptr(cell)
    if hr or not persist:
        vm.heap.free(cell)
        raise Unimplemented("%s!SHGetIDListFromObject (an object without IPersistFolder2)"
                            % SHELL32)
    hr = (yield method_call(vm, persist, 5, cell + 8)) & 0xFFFFFFFF   # GetCurFolder
    yield method_call(vm, persist, 2)                                 # Release
    pidl = vm.mem.uptr(cell + 8)
    vm.heap.free(cell)
    return hr, (pidl if not hr else 0)


@api(SHELL32, "SHGetIDListFromObject", "LPVOID unk, LPVOID out", widths=BOTH)
def SHGetIDListFromObject(c, unk, out):
    """The absolute PIDL of the item an object stands for (a shell folder or a shell
    item: its own)."""
    vm = c.vm
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if not unk:
        return E_NOINTERFACE            # no object, no interface: Wine 8's answer
    hr, pidl = yield from pidl_of_object(vm, unk)
    vm.mem.wptr(out, pidl)
    return hr


def _no_interface(vm, iid, out):
    name = _MISSING.get(iid)
    if name is not None:
        raise Unimplemented("%s shell folder interface %s" % (SHELL32, name))
    if out:
        vm.mem.wptr(out, 0)
    return E_NOINTERFACE


# -- IUnknown of both interfaces -------------------------------------------------------------
def _declare_unknown(iface, iids):
    """QueryInterface, AddRef and Release of ``iface`` (which answers for ``iids``)."""
    def query(c, this, riid, out):
        vm = c.vm
        iid = vm.mem.read(riid, 16)
        if iid in iids:
            com_addref(vm, this)
            vm.mem.wptr(out, this)
            return S_OK
        return _no_interface(vm, iid, out)
    api(SHELL32, "wineagent.%s_QueryInterface" % iface, "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)(query)
    api(SHELL32, "wineagent.%s_AddRef" % iface, "LPVOID this", widths=BOTH)(lambda c, this: com_addref(c.vm, this))
    api(SHELL32, "wineagent.%s_Release" % iface, "LPVOID this", widths=BOTH)(lambda c, this: com_release(c.vm, this))


_declare_unknown("IEnumIDList", (IID_IUNKNOWN, IID_IENUMIDLIST))


def _folder_query(vm, this, iid, out):
    """A folder object's QueryInterface: IUnknown and IShellFolder are ``this``; IPersist,
    IPersistFolder and IPersistFolder2 its IPersistFolder2 interface (made on first use)."""
    f = com_impl(vm, this, "IShellFolder")
    if iid in (IID_IUNKNOWN, IID_ISHELLFOLDER):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    if iid in IID_PERSISTS:
        if not f.persist:
            f.persist = com_new(vm, SHELL32, "IPersistFolder2", PERSIST_METHODS,
                                PersistFolder(this))
        com_addref(vm, this)          # one reference count for the whole object
        vm.mem.wptr(out, f.persist)
        return S_OK
    return _no_interface(vm, iid, out)


def _folder_release(vm, this):
    """Release: at zero the object goes, with its IPersistFolder2 interface."""
    f = com_impl(vm, this, "IShellFolder")
    n = com_release(vm, this)
    if n == 0 and f is not None and f.persist:
        com_release(vm, f.persist)
    return n


@api(SHELL32, "wineagent.IShellFolder_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _sf_query(c, this, riid, out):
    _self(c, this)
    return _folder_query(c.vm, this, c.vm.mem.read(riid, 16), out)


@api(SHELL32, "wineagent.IShellFolder_AddRef", "LPVOID this", widths=BOTH)
def _sf_addref(c, this):
    return com_addref(c.vm, this)


@api(SHELL32, "wineagent.IShellFolder_Release", "LPVOID this", widths=BOTH)
def _sf_release(c, this):
    return _folder_release(c.vm, this)


# -- IPersistFolder2 (with IPersistFolder's and IPersist's methods) --------------------------
def _persist(c, this):
    p = com_impl(c.vm, this, "IPersistFolder2")
    if p is None:
        raise Unimplemented("%s IPersistFolder2 method on an object that is not one "
                            "(0x%08X)" % (SHELL32, this))
    return p.folder_ptr


@api(SHELL32, "wineagent.IPersistFolder2_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _pf_query(c, this, riid, out):
    return _folder_query(c.vm, _persist(c, this), c.vm.mem.read(riid, 16), out)


@api(SHELL32, "wineagent.IPersistFolder2_AddRef", "LPVOID this", widths=BOTH)
def _pf_addref(c, this):
    return com_addref(c.vm, _persist(c, this))


@api(SHELL32, "wineagent.IPersistFolder2_Release", "LPVOID this", widths=BOTH)
def _pf_release(c, this):
    return _folder_release(c.vm, _persist(c, this))


@api(SHELL32, "wineagent.IPersistFolder2_GetClassID", "LPVOID this, LPVOID out", widths=BOTH)
def _pf_class(c, this, out):
    """IPersist::GetClassID: the class of the folder — the desktop's, My Computer's, or
    the file-system folder class for drives and folders."""
    f = com_impl(c.vm, _persist(c, this), "IShellFolder")
    if not out:
        return E_POINTER
    kind = f.item.kind if f.item is not None else None
    c.vm.mem.write(out, CLSID_SHELLDESKTOP if kind == shellns.DESKTOP else
                   CLSID_MYCOMPUTER if kind == shellns.MY_COMPUTER else CLSID_SHELLFSFOLDER)
    return S_OK


@api(SHELL32, "wineagent.IPersistFolder2_Initialize", "LPVOID this, LPVOID pidl", widths=BOTH)
def _pf_init(c, this, pidl):
    """IPersistFolder::Initialize: the object becomes the folder the absolute ``pidl``
    names (E_INVALIDARG for one that names no folder)."""
    vm = c.vm
    f = com_impl(vm, _persist(c, this), "IShellFolder")
    if not pidl:
        return E_INVALIDARG
    ids = shellns.split_pidl(guest_pidl(vm, pidl))
    item = shellns.item_of(shellns.join_pidl(ids))
    if item is None or item.kind == shellns.FILE:
        return E_INVALIDARG
    f.item, f.ids = item, ids
    return S_OK


@api(SHELL32, "wineagent.IPersistFolder2_GetCurFolder", "LPVOID this, LPVOID out", widths=BOTH)
def _pf_current(c, this, out):
    """IPersistFolder2::GetCurFolder: a copy of the folder's absolute PIDL (the
    caller's to free)."""
    vm = c.vm
    f = com_impl(vm, _persist(c, this), "IShellFolder")
    if not out:
        return E_POINTER
    vm.mem.wptr(out, new_pidl(vm, shellns.join_pidl(f.ids)))
    return S_OK


# -- IShellFolder ----------------------------------------------------------------------------
@api(SHELL32, "wineagent.IShellFolder_ParseDisplayName", "LPVOID this, HWND hwnd, LPVOID bc, LPVOID name, LPVOID eaten, LPVOID out, LPVOID attrs", widths=BOTH)
def _sf_parse(c, this, hwnd, bc, name, eaten, out, attrs):
    vm = c.vm
    f = _self(c, this)
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)
    text = vm.mem.wstr(name) if name else None
    if not text:
        return E_INVALIDARG
    if f.item.kind in (shellns.FOLDER, shellns.DRIVE) and ":" not in text:
        text = shellns.path_of(vm.vfs, f.item, None).rstrip("\\") + "\\" + text
    try:
        ids = shellns.split_pidl(shellns.pidl_for_path(vm.vfs, text))
    except VfsError as e:
        return 0x80070000 | e.code
    if ids[:len(f.ids)] != f.ids:
        return E_INVALIDARG
    rel = ids[len(f.ids):]
    vm.mem.wptr(out, new_pidl(vm, shellns.join_pidl(rel)))
    if eaten:
        vm.mem.w32(eaten, len(vm.mem.wstr(name)))
    if attrs:
        item = shellns.item_of(shellns.join_pidl(ids))
        vm.mem.w32(attrs, vm.mem.u32(attrs) & shellns.attributes(vm.vfs, item))
    return S_OK


@api(SHELL32, "wineagent.IShellFolder_EnumObjects", "LPVOID this, HWND hwnd, DWORD flags, LPVOID out", widths=BOTH)
def _sf_enum(c, this, hwnd, flags, out):
    vm = c.vm
    f = _self(c, this)
    if not out:
        return E_INVALIDARG
    kids = shellns.children(vm.vfs, f.item, folders=bool(flags & SHCONTF_FOLDERS),
                            files=bool(flags & SHCONTF_NONFOLDERS))
    ids = [shellns.item_bytes(k) for k in kids]
    vm.mem.wptr(out, com_new(vm, SHELL32, "IEnumIDList", ENUM_METHODS, EnumCursor(ids)))
    return S_OK


@api(SHELL32, "wineagent.IShellFolder_BindToObject", "LPVOID this, LPVOID pidl, LPVOID bc, LPVOID riid, LPVOID out", widths=BOTH)
def _sf_bind(c, this, pidl, bc, riid, out):
    vm = c.vm
    f = _self(c, this)
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if not pidl:
        return E_INVALIDARG
    ids, item = _absolute(vm, f, pidl)
    if item is None or item.kind == shellns.FILE:
        return E_INVALIDARG
    iid = vm.mem.read(riid, 16)
    if iid not in (IID_ISHELLFOLDER, IID_IUNKNOWN):
        return _no_interface(vm, iid, out)
    vm.mem.wptr(out, _folder_object(vm, ids))
    return S_OK


@api(SHELL32, "wineagent.IShellFolder_BindToStorage", "LPVOID this, LPVOID pidl, LPVOID bc, LPVOID riid, LPVOID out", widths=BOTH)
def _sf_bind_storage(c, this, pidl, bc, riid, out):
    raise Unimplemented("%s IShellFolder::BindToStorage" % SHELL32)


def _sort_key(item):
    return (0 if item.kind in (shellns.DRIVE, shellns.FOLDER, shellns.MY_COMPUTER) else 1,
            shellns.display_name(item).lower())


@api(SHELL32, "wineagent.IShellFolder_CompareIDs", "LPVOID this, LPARAM column, LPVOID a, LPVOID b", widths=BOTH)
def _sf_compare(c, this, column, a, b):
    vm = c.vm
    f = _self(c, this)
    ia = shellns.split_pidl(guest_pidl(vm, a))
    ib = shellns.split_pidl(guest_pidl(vm, b))
    # item by item from the folder down: the first difference decides
    for depth in range(max(len(ia), len(ib))):
        if depth >= len(ia) or depth >= len(ib):
            result = -1 if len(ia) < len(ib) else 1
            return result & 0xFFFF
        if ia[depth] == ib[depth]:
            continue
        x = shellns.item_of(shellns.join_pidl(f.ids + ia[:depth + 1]))
        y = shellns.item_of(shellns.join_pidl(f.ids + ib[:depth + 1]))
        if x is None or y is None:
            return E_INVALIDARG
        kx, ky = _sort_key(x), _sort_key(y)
        return (-1 if kx < ky else 1 if kx > ky else 0) & 0xFFFF
    return 0


@api(SHELL32, "wineagent.IShellFolder_CreateViewObject", "LPVOID this, HWND owner, LPVOID riid, LPVOID out", widths=BOTH)
def _sf_view(c, this, owner, riid, out):
    """The folder's shell view (IID_IShellView: ``shellview.py``); the folder's other
    view objects (drop target, context menu, IShellDetails) stop the guest."""
    vm = c.vm
    f = _self(c, this)
    if not out:
        return E_POINTER
    iid = bytes(vm.mem.read(riid, 16))
    if iid != IID_ISHELLVIEW:
        raise Unimplemented("%s IShellFolder::CreateViewObject (%s)" % (SHELL32, guid_text(iid)))
    vm.mem.wptr(out, new_view(vm, f.ids))
    return S_OK


@api(SHELL32, "wineagent.IShellFolder_GetAttributesOf", "LPVOID this, UINT count, LPVOID pidls, LPVOID inout", widths=BOTH)
def _sf_attrs(c, this, count, pidls, inout):
    vm = c.vm
    f = _self(c, this)
    mask = vm.mem.u32(inout)
    if count == 0:
        mask &= shellns.attributes(vm.vfs, f.item)
    for i in range(count):
        _, item = _absolute(vm, f, vm.mem.uptr(pidls + vm.ptr_size * i))
        if item is None:
            return E_INVALIDARG
        mask &= shellns.attributes(vm.vfs, item)
    vm.mem.w32(inout, mask)
    return S_OK


@api(SHELL32, "wineagent.IShellFolder_GetUIObjectOf", "LPVOID this, HWND owner, UINT count, LPVOID pidls, LPVOID riid, LPVOID reserved, LPVOID out", widths=BOTH)
def _sf_ui(c, this, owner, count, pidls, riid, reserved, out):
    raise Unimplemented("%s IShellFolder::GetUIObjectOf (%s)"
                        % (SHELL32, guid_text(c.vm.mem.read(riid, 16))))


@api(SHELL32, "wineagent.IShellFolder_GetDisplayNameOf", "LPVOID this, LPVOID pidl, DWORD flags, LPVOID out", widths=BOTH)
def _sf_name(c, this, pidl, flags, out):
    vm = c.vm
    f = _self(c, this)
    if not out:
        return E_INVALIDARG
    _, item = _absolute(vm, f, pidl)
    if item is None:
        return E_INVALIDARG
    if flags & SHGDN_FORPARSING and not flags & SHGDN_INFOLDER:
        if item.kind == shellns.MY_COMPUTER:
            text = _COMPUTER_PARSE_NAME
        else:
            text = shellns.path_of(vm.vfs, item, desktop_dir(vm))
    elif flags & SHGDN_FORPARSING and item.kind == shellns.DRIVE:
        text = "C:\\"
    else:
        text = shellns.display_name(item)
    p = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(p, text)
    STRRET_HEAD.write(vm.mem, out, vm.ptr_size, uType=STRRET_WSTR, pOleStr=p)
    return S_OK


@api(SHELL32, "wineagent.IShellFolder_SetNameOf", "LPVOID this, HWND owner, LPVOID pidl, LPVOID name, DWORD flags, LPVOID out", widths=BOTH)
def _sf_setname(c, this, owner, pidl, name, flags, out):
    raise Unimplemented("%s IShellFolder::SetNameOf" % SHELL32)


# -- IEnumIDList: each child's item ID, as a new one-ID PIDL ---------------------------------
declare_pointer_enum(SHELL32, "IEnumIDList",
                     lambda vm, sid: new_pidl(vm, shellns.join_pidl([sid])))
