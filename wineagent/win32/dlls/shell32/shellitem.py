"""SHELL32's shell items (Vista on): IShellItem / IShellItem2, IShellItemArray and
IEnumShellItems, and the functions making them (SHCreateItemFromParsingName,
SHCreateItemFromIDList, SHCreateItemWithParent, SHCreateItemFromRelativeName,
SHGetKnownFolderItem, SHCreateShellItem, SHCreateShellItemArray(FromIDLists /
FromShellItem)), over ``kernel/shellns.py`` (items and PIDLs) and ``kernel/comobj.py``.

An item is its absolute PIDL (its SHITEMIDs); it answers for IUnknown, IShellItem and
IShellItem2 with one vtable (IShellItem2 extends IShellItem). Strings and PIDLs handed out
come from the task allocator (the process heap), for the caller to free.

Implemented: GetDisplayName for every SIGDN_*, GetAttributes (S_OK when every asked bit
is set, S_FALSE otherwise, as documented), Compare (S_OK for the same item, S_FALSE and
the order otherwise), GetParent (E_INVALIDARG at the desktop, as Wine 8 answers),
BindToHandler for BHID_SFObject (the folder's IShellFolder: ``namespace.py``),
BHID_Stream (a read-only file stream: ``shlwapi/stream.py``) and BHID_EnumItems (the
folder's children as IEnumShellItems); IShellItemArray's GetCount, GetItemAt,
GetAttributes and EnumItems. Not implemented, and stopping the guest by name: IShellItem2's
property methods, other BHIDs, IShellItemArray's BindToHandler and property methods, and
interfaces Windows' items have beyond these (IPersistIDList, IParentAndItem) when asked for.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import SHELL32
from ...core.winerror import (E_FAIL, E_INVALIDARG, E_NOINTERFACE, E_POINTER,
                              ERROR_FILE_NOT_FOUND, ERROR_PATH_NOT_FOUND, S_OK,
                              hresult_from_win32)
from ...kernel import shellns
from ...kernel.comobj import IID_IUNKNOWN, com_addref, com_impl, com_new, com_release, guid_text
from ...kernel.shellfolders import KNOWN_FOLDERS
from ...kernel.vfs import VfsError
from ..ole32.enumerator import ENUM_METHODS, EnumCursor, declare_pointer_enum
from ..ole32.guids import guid_bytes
from ..shlwapi.stream import IID_ISEQUENTIALSTREAM, IID_ISTREAM, create_stream
from .folders import _guid_text
from .namespace import (_COMPUTER_PARSE_NAME, _folder_object, _folder_query,
                        _folder_release, pidl_of_object)
from .pidl import desktop_dir, guest_pidl, special_folder_pidl

__all__ = ["new_item", "item_ids", "IID_ISHELLITEM", "IID_ISHELLITEMARRAY"]

S_FALSE = 1
E_FILE_NOT_FOUND = hresult_from_win32(ERROR_FILE_NOT_FOUND)

IID_ISHELLITEM = guid_bytes("{43826D1E-E718-42EE-BC55-A1E261C37BFE}")
IID_ISHELLITEM2 = guid_bytes("{7E9FB0D3-919F-4307-AB2E-9B1860310C93}")
IID_ISHELLITEMARRAY = guid_bytes("{B63EA76D-1F85-456F-A19C-48159EFA858B}")
IID_IENUMSHELLITEMS = guid_bytes("{70629033-E363-4A28-A567-0DB78006E6D7}")
BHID_SFOBJECT = guid_bytes("{3981E224-F559-11D3-8E3A-00C04F6837D5}")
BHID_STREAM = guid_bytes("{1CEBB3AB-7C10-499A-A417-92CA16C4CB83}")
BHID_ENUMITEMS = guid_bytes("{94F60519-2850-4924-AA5A-D15E84868039}")
# interfaces Windows' items have that these do not: asking stops the guest naming them
_MISSING = {
    guid_bytes("{1079ACFC-29BD-11D3-8E0D-00C04F6837D5}"): "IPersistIDList",
    guid_bytes("{B3A4B685-B685-4805-99D9-5DEAD2873236}"): "IParentAndItem",
    guid_bytes("{000214E6-0000-0000-C000-000000000046}"): "IShellFolder (from an item)",
}
# Known folders that are namespace items rather than folders on the disk
_VIRTUAL_FOLDERS = {
    "{B4BFCC3A-DB2C-424C-B029-7FE99A87C641}": 0x0000,   # FOLDERID_Desktop: the desktop
    "{0AC0837C-BBF8-452A-850D-79D08E667CA7}": 0x0011,   # FOLDERID_ComputerFolder
}

ITEM_METHODS = ("QueryInterface", "AddRef", "Release", "BindToHandler", "GetParent",
                "GetDisplayName", "GetAttributes", "Compare",
                # IShellItem2
                "GetPropertyStore", "GetPropertyStoreWithCreateObject",
                "GetPropertyStoreForKeys", "GetPropertyDescriptionList", "Update",
                "GetProperty", "GetCLSID", "GetFileTime", "GetInt32", "GetString",
                "GetUInt32", "GetUInt64", "GetBool")
ARRAY_METHODS = ("QueryInterface", "AddRef", "Release", "BindToHandler", "GetPropertyStore",
                 "GetPropertyDescriptionList", "GetAttributes", "GetCount", "GetItemAt",
                 "EnumItems")

# SIGDN_* (shobjidl.h)
SIGDN_NORMALDISPLAY = 0
SIGDN_PARENTRELATIVEPARSING = 0x80018001
SIGDN_DESKTOPABSOLUTEPARSING = 0x80028000
SIGDN_PARENTRELATIVEEDITING = 0x80031001
SIGDN_DESKTOPABSOLUTEEDITING = 0x8004C000
SIGDN_FILESYSPATH = 0x80058000
SIGDN_URL = 0x80068000
SIGDN_PARENTRELATIVEFORADDRESSBAR = 0x8007C001
SIGDN_PARENTRELATIVE = 0x80080001
SIGDN_PARENTRELATIVEFORUI = 0x80094001
_RELATIVE = (SIGDN_PARENTRELATIVEEDITING, SIGDN_PARENTRELATIVEFORADDRESSBAR,
             SIGDN_PARENTRELATIVE, SIGDN_PARENTRELATIVEFORUI)
SIATTRIBFLAGS_AND, SIATTRIBFLAGS_OR, SIATTRIBFLAGS_APPCOMPAT = 1, 2, 3


class ShellItem:
    """An IShellItem's state: the absolute SHITEMIDs of the item it stands for."""

    def __init__(self, ids):
        self.ids = list(ids)

    def item(self):
        """The shellns.Item (None for a PIDL this shell did not make)."""
        return shellns.item_of(shellns.join_pidl(self.ids))


class ItemArray:
    """An IShellItemArray's state: the items' absolute SHITEMID lists."""

    def __init__(self, lists):
        self.lists = [list(ids) for ids in lists]


def new_item(vm, ids):
    """A new shell item (one reference) for the absolute SHITEMIDs ``ids``."""
    return com_new(vm, SHELL32, "IShellItem", ITEM_METHODS, ShellItem(ids))


def item_ids(vm, ptr):
    """The absolute SHITEMIDs of the shell item at ``ptr``, or None when it is not ours."""
    s = com_impl(vm, ptr, "IShellItem")
    return None if s is None else s.ids


def _hand_out(vm, obj, iids, riid, out):
    """Give the new object ``obj`` (one reference) to the caller as ``riid`` when it is
    one of ``iids``; otherwise release it and answer E_NOINTERFACE (or stop naming an
    interface Windows' objects have)."""
    iid = bytes(vm.mem.read(riid, 16))
    if iid in iids:
        vm.mem.wptr(out, obj)
        return S_OK
    com_release(vm, obj)
    return _no_interface(vm, iid, out)


def _no_interface(vm, iid, out):
    name = _MISSING.get(iid)
    if name is not None:
        raise Unimplemented("%s shell item interface %s" % (SHELL32, name))
    if out:
        vm.mem.wptr(out, 0)
    return E_NOINTERFACE


def _give_item(vm, ids, riid, out):
    return _hand_out(vm, new_item(vm, ids), (IID_IUNKNOWN, IID_ISHELLITEM, IID_ISHELLITEM2),
                     riid, out)


def _missing_hresult(e):
    # a missing file or a missing folder on its way: both ERROR_FILE_NOT_FOUND (Wine 8's
    # answer for C:\dir\missing\file.txt too)
    code = ERROR_FILE_NOT_FOUND if e.code == ERROR_PATH_NOT_FOUND else e.code
    return hresult_from_win32(code)


def parse_ids(vm, text):
    """(HRESULT, SHITEMIDs) of a parsing name: "" the desktop, My Computer's
    ``::{20D04FE0-...}``, a full path, or a name on the desktop (its folder on disk)."""
    if text == "":
        return S_OK, []
    if text.upper() == _COMPUTER_PARSE_NAME:
        return S_OK, shellns.split_pidl(special_folder_pidl(vm, 0x11))
    if not (len(text) >= 2 and text[1] == ":") and not text.startswith("\\\\"):
        # the desktop folder parses the names of its children: those of its folder on disk
        base = desktop_dir(vm)
        if base is None or "\\" in text:
            return E_FILE_NOT_FOUND, None
        text = base.rstrip("\\") + "\\" + text
    try:
        return S_OK, shellns.split_pidl(shellns.pidl_for_path(vm.vfs, text))
    except VfsError as e:
        return _missing_hresult(e), None


def _start(vm, riid, out):
    """Common checks of the creating functions: the out pointer cleared."""
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if not riid:
        return E_INVALIDARG
    return S_OK


@api(SHELL32, "SHCreateItemFromParsingName", "LPCWSTR path, LPVOID bc, LPVOID riid, LPVOID out", widths=BOTH)
def SHCreateItemFromParsingName(c, path, bc, riid, out):
    """The item a parsing name names (a path, My Computer's CLSID name, a desktop child);
    HRESULT_FROM_WIN32(ERROR_FILE_NOT_FOUND) for one not there."""
    vm = c.vm
    hr = _start(vm, riid, out)
    if hr:
        return hr
    if path is None:
        return E_INVALIDARG
    hr, ids = parse_ids(vm, path)
    if hr:
        return hr
    return _give_item(vm, ids, riid, out)


@api(SHELL32, "SHCreateItemFromIDList", "LPVOID pidl, LPVOID riid, LPVOID out", widths=BOTH)
def SHCreateItemFromIDList(c, pidl, riid, out):
    """The item an absolute PIDL names."""
    vm = c.vm
    hr = _start(vm, riid, out)
    if hr:
        return hr
    if not pidl:
        return E_INVALIDARG
    return _give_item(vm, shellns.split_pidl(guest_pidl(vm, pidl)), riid, out)


def _parent_ids(vm, pidl_parent, folder):
    """Generator: (HRESULT, SHITEMIDs) of a parent given as an absolute PIDL or as an
    IShellFolder (ours directly, another through IPersistFolder2)."""
    if pidl_parent:
        return S_OK, shellns.split_pidl(guest_pidl(vm, pidl_parent))
    if not folder:
        return E_INVALIDARG, None
    f = com_impl(vm, folder, "IShellFolder")
    if f is not None:
        return S_OK, f.ids
    hr, p = yield from pidl_of_object(vm, folder)
    if hr:
        return hr, None
    ids = shellns.split_pidl(guest_pidl(vm, p))
    vm.heap.free(p)
    return S_OK, ids


@api(SHELL32, "SHCreateItemWithParent", "LPVOID pidl_parent, LPVOID folder, LPVOID pidl, LPVOID riid, LPVOID out", widths=BOTH)
def SHCreateItemWithParent(c, pidl_parent, folder, pidl, riid, out):
    """The item ``pidl`` (relative to a parent given as a PIDL or a folder) names."""
    vm = c.vm
    hr = _start(vm, riid, out)
    if hr:
        return hr
    if not pidl:
        return E_INVALIDARG
    hr, ids = yield from _parent_ids(vm, pidl_parent, folder)
    if hr:
        return hr
    return _give_item(vm, ids + shellns.split_pidl(guest_pidl(vm, pidl)), riid, out)


@api(SHELL32, "SHCreateShellItem", "LPVOID pidl_parent, LPVOID folder, LPVOID pidl, LPVOID out", widths=BOTH)
def SHCreateShellItem(c, pidl_parent, folder, pidl, out):
    """The older SHCreateItemWithParent: an IShellItem; no parent: ``pidl`` is absolute."""
    vm = c.vm
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if not pidl:
        return E_INVALIDARG
    ids = []
    if pidl_parent or folder:
        hr, ids = yield from _parent_ids(vm, pidl_parent, folder)
        if hr:
            return hr
    vm.mem.wptr(out, new_item(vm, ids + shellns.split_pidl(guest_pidl(vm, pidl))))
    return S_OK


@api(SHELL32, "SHCreateItemFromRelativeName", "LPVOID parent, LPCWSTR name, LPVOID bc, LPVOID riid, LPVOID out", widths=BOTH)
def SHCreateItemFromRelativeName(c, parent, name, bc, riid, out):
    """The child ``name`` of the folder item ``parent`` (Wine 8 looks it up on the
    desktop instead; Windows, as documented, in ``parent``)."""
    vm = c.vm
    hr = _start(vm, riid, out)
    if hr:
        return hr
    ids = item_ids(vm, parent) if parent else None
    if parent and ids is None:
        raise Unimplemented("%s!SHCreateItemFromRelativeName (a parent item of the program's)"
                            % SHELL32)
    if ids is None or not name:
        return E_INVALIDARG
    item = shellns.item_of(shellns.join_pidl(ids))
    if item is None or item.kind not in (shellns.DESKTOP, shellns.DRIVE, shellns.FOLDER):
        return E_INVALIDARG
    if item.kind == shellns.DESKTOP:
        hr, found = parse_ids(vm, name)
    else:
        base = shellns.path_of(vm.vfs, item, None).rstrip("\\")
        hr, found = parse_ids(vm, base + "\\" + name)
    if hr:
        return hr
    return _give_item(vm, found, riid, out)


@api(SHELL32, "SHGetKnownFolderItem", "LPVOID rfid, DWORD flags, HANDLE token, LPVOID riid, LPVOID out", widths=BOTH)
def SHGetKnownFolderItem(c, rfid, flags, token, riid, out):
    """The item of a known folder (the desktop and Computer are namespace items)."""
    vm = c.vm
    hr = _start(vm, riid, out)
    if hr:
        return hr
    if not rfid:
        return E_INVALIDARG
    key = _guid_text(vm.mem, rfid)
    csidl = _VIRTUAL_FOLDERS.get(key, KNOWN_FOLDERS.get(key))
    data = special_folder_pidl(vm, csidl) if csidl is not None else None
    if data is None:
        return E_INVALIDARG
    return _give_item(vm, shellns.split_pidl(data), riid, out)


# -- IShellItemArray's makers ------------------------------------------------------------------
def _new_array(vm, lists):
    return com_new(vm, SHELL32, "IShellItemArray", ARRAY_METHODS, ItemArray(lists))


def _array_of(vm, pidl_parent, folder, count, pidls, out):
    """Generator: SHCreateShellItemArray's work: ``count`` PIDLs at ``pidls``, children
    of a parent (a PIDL or a folder) or absolute when there is none."""
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if not pidls or not count:
        return E_INVALIDARG
    base = []
    if pidl_parent or folder:
        hr, base = yield from _parent_ids(vm, pidl_parent, folder)
        if hr:
            return hr
    lists = [base + shellns.split_pidl(guest_pidl(vm, vm.mem.uptr(pidls + vm.ptr_size * i)))
             for i in range(count)]
    vm.mem.wptr(out, _new_array(vm, lists))
    return S_OK


@api(SHELL32, "SHCreateShellItemArray", "LPVOID pidl_parent, LPVOID folder, UINT count, LPVOID pidls, LPVOID out", widths=BOTH)
def SHCreateShellItemArray(c, pidl_parent, folder, count, pidls, out):
    """An array of ``count`` items: children of a parent (PIDL or folder), or absolute
    PIDLs when neither is given."""
    return _array_of(c.vm, pidl_parent, folder, count, pidls, out)


@api(SHELL32, "SHCreateShellItemArrayFromIDLists", "UINT count, LPVOID pidls, LPVOID out", widths=BOTH)
def SHCreateShellItemArrayFromIDLists(c, count, pidls, out):
    """An array of the items ``count`` absolute PIDLs name."""
    return _array_of(c.vm, 0, 0, count, pidls, out)


@api(SHELL32, "SHCreateShellItemArrayFromShellItem", "LPVOID item, LPVOID riid, LPVOID out", widths=BOTH)
def SHCreateShellItemArrayFromShellItem(c, item, riid, out):
    """An array holding one item."""
    vm = c.vm
    hr = _start(vm, riid, out)
    if hr:
        return hr
    if not item:
        return E_INVALIDARG
    ids = item_ids(vm, item)
    if ids is None:
        raise Unimplemented("%s!SHCreateShellItemArrayFromShellItem (an item of the "
                            "program's)" % SHELL32)
    return _hand_out(vm, _new_array(vm, [ids]), (IID_IUNKNOWN, IID_ISHELLITEMARRAY), riid, out)


def new_item_array(vm, lists):
    """A new IShellItemArray (one reference) of items given by their SHITEMID lists."""
    return _new_array(vm, lists)


# -- IShellItem ---------------------------------------------------------------------------------
def _self(c, this):
    s = com_impl(c.vm, this, "IShellItem")
    if s is None:
        raise Unimplemented("%s IShellItem method on an object that is not one (0x%08X)"
                            % (SHELL32, this))
    return s


def _declare_unknown(iface, iids):
    """QueryInterface, AddRef and Release of ``iface`` (which answers for ``iids``)."""
    def query(c, this, riid, out):
        vm = c.vm
        if com_impl(vm, this, iface) is None:
            raise Unimplemented("%s %s method on an object that is not one" % (SHELL32, iface))
        if not out:
            return E_POINTER
        iid = bytes(vm.mem.read(riid, 16))
        if iid in iids:
            com_addref(vm, this)
            vm.mem.wptr(out, this)
            return S_OK
        return _no_interface(vm, iid, out)
    api(SHELL32, "wineagent.%s_QueryInterface" % iface, "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)(query)
    api(SHELL32, "wineagent.%s_AddRef" % iface, "LPVOID this", widths=BOTH)(lambda c, this: com_addref(c.vm, this))
    api(SHELL32, "wineagent.%s_Release" % iface, "LPVOID this", widths=BOTH)(lambda c, this: com_release(c.vm, this))


_declare_unknown("IShellItem", (IID_IUNKNOWN, IID_ISHELLITEM, IID_ISHELLITEM2))
_declare_unknown("IShellItemArray", (IID_IUNKNOWN, IID_ISHELLITEMARRAY))
_declare_unknown("IEnumShellItems", (IID_IUNKNOWN, IID_IENUMSHELLITEMS))


def _new_string(vm, text):
    p = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(p, text)
    return p


def display_text(vm, item, sigdn):
    """(HRESULT, text) of an item's name of kind ``sigdn`` (SIGDN_*)."""
    leaf = {shellns.DESKTOP: "Desktop", shellns.MY_COMPUTER: _COMPUTER_PARSE_NAME,
            shellns.DRIVE: "C:\\"}.get(item.kind) or shellns.display_name(item)
    path = shellns.path_of(vm.vfs, item, desktop_dir(vm))
    if sigdn == SIGDN_NORMALDISPLAY:
        return S_OK, shellns.display_name(item)
    if sigdn == SIGDN_PARENTRELATIVEPARSING:
        return S_OK, desktop_dir(vm) if item.kind == shellns.DESKTOP else leaf
    if sigdn in _RELATIVE:
        return S_OK, shellns.display_name(item)
    if sigdn == SIGDN_DESKTOPABSOLUTEPARSING:
        return S_OK, _COMPUTER_PARSE_NAME if item.kind == shellns.MY_COMPUTER else path
    if sigdn == SIGDN_DESKTOPABSOLUTEEDITING:
        return S_OK, path if path is not None else shellns.display_name(item)
    if sigdn == SIGDN_FILESYSPATH:
        return (E_INVALIDARG, None) if path is None else (S_OK, path)
    if sigdn == SIGDN_URL:
        # file:///C:/dir/name, as Windows answers (Wine 8: E_FAIL)
        if path is None:
            return E_FAIL, None
        return S_OK, "file:///" + path.replace("\\", "/")
    return E_INVALIDARG, None


@api(SHELL32, "wineagent.IShellItem_GetDisplayName", "LPVOID this, DWORD sigdn, LPVOID out", widths=BOTH)
def _si_name(c, this, sigdn, out):
    """The item's name of kind ``sigdn``; on failure the out cell is left as it was, as
    Wine 8 leaves it."""
    vm = c.vm
    s = _self(c, this)
    if not out:
        return E_INVALIDARG
    item = s.item()
    if item is None:
        return E_INVALIDARG
    hr, text = display_text(vm, item, sigdn)
    if hr:
        return hr
    vm.mem.wptr(out, _new_string(vm, text))
    return S_OK


@api(SHELL32, "wineagent.IShellItem_GetAttributes", "LPVOID this, DWORD mask, LPVOID out", widths=BOTH)
def _si_attrs(c, this, mask, out):
    """The asked SFGAO_* bits the item has: S_OK when all of them, else S_FALSE."""
    vm = c.vm
    s = _self(c, this)
    if not out:
        return E_POINTER
    item = s.item()
    if item is None:
        return E_INVALIDARG
    got = shellns.attributes(vm.vfs, item) & mask
    vm.mem.w32(out, got)
    return S_OK if got == mask else S_FALSE


@api(SHELL32, "wineagent.IShellItem_GetParent", "LPVOID this, LPVOID out", widths=BOTH)
def _si_parent(c, this, out):
    """The parent item; the desktop has none (E_INVALIDARG, Wine 8's answer)."""
    vm = c.vm
    s = _self(c, this)
    if not out:
        return E_POINTER
    if not s.ids:
        vm.mem.wptr(out, 0)
        return E_INVALIDARG
    vm.mem.wptr(out, new_item(vm, s.ids[:-1]))
    return S_OK


def _order_key(vm, ids):
    """Items compare by their names from the desktop down, case-insensitively (a parent
    before its children); items outside the file system by their bytes."""
    item = shellns.item_of(shellns.join_pidl(ids))
    path = None if item is None else shellns.path_of(vm.vfs, item, None)
    if path is None:
        return (0, [bytes(i) for i in ids])
    return (1, [p.lower() for p in path.rstrip("\\").split("\\")])


@api(SHELL32, "wineagent.IShellItem_Compare", "LPVOID this, LPVOID other, DWORD hint, LPVOID order", widths=BOTH)
def _si_compare(c, this, other, hint, order):
    """S_OK and 0 for the same item, S_FALSE and the items' order otherwise."""
    vm = c.vm
    s = _self(c, this)
    if not other or not order:
        return E_POINTER
    ids = item_ids(vm, other)
    if ids is None:
        raise Unimplemented("%s IShellItem::Compare with an item of the program's" % SHELL32)
    a, b = _order_key(vm, s.ids), _order_key(vm, ids)
    result = 0 if (s.ids == ids or a == b) else -1 if a < b else 1
    vm.mem.w32(order, result & 0xFFFFFFFF)
    return S_OK if result == 0 else S_FALSE


@api(SHELL32, "wineagent.IShellItem_BindToHandler", "LPVOID this, LPVOID bc, LPVOID bhid, LPVOID riid, LPVOID out", widths=BOTH)
def _si_bind(c, this, bc, bhid, riid, out):
    """The item's handler: BHID_SFObject (a folder's IShellFolder), BHID_Stream (a file's
    read-only IStream), BHID_EnumItems (a folder's children as IEnumShellItems)."""
    vm = c.vm
    s = _self(c, this)
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    handler = bytes(vm.mem.read(bhid, 16))
    iid = bytes(vm.mem.read(riid, 16))
    item = s.item()
    if item is None:
        return E_INVALIDARG
    if handler == BHID_SFOBJECT:
        if item.kind == shellns.FILE:
            return E_FILE_NOT_FOUND          # Wine 8's answer: a file is no folder
        folder = _folder_object(vm, s.ids)
        hr = _folder_query(vm, folder, iid, out)
        _folder_release(vm, folder)
        return hr
    if handler == BHID_STREAM:
        if item.kind != shellns.FILE:
            raise Unimplemented("%s IShellItem::BindToHandler(BHID_Stream) of a folder"
                                % SHELL32)
        if iid not in (IID_IUNKNOWN, IID_ISTREAM, IID_ISEQUENTIALSTREAM):
            return _no_interface(vm, iid, out)
        hr, stream = create_stream(c, item.path, 0, False)   # STGM_READ
        if hr:
            return hr
        vm.mem.wptr(out, stream)
        return S_OK
    if handler == BHID_ENUMITEMS:
        if item.kind == shellns.FILE:
            return E_FILE_NOT_FOUND
        kids = shellns.children(vm.vfs, item)
        lists = [s.ids + [shellns.item_bytes(k)] for k in kids]
        obj = com_new(vm, SHELL32, "IEnumShellItems", ENUM_METHODS, EnumCursor([list(ids) for ids in lists]))
        return _hand_out(vm, obj, (IID_IUNKNOWN, IID_IENUMSHELLITEMS), riid, out)
    raise Unimplemented("%s IShellItem::BindToHandler (%s)" % (SHELL32, guid_text(handler)))


def _declare_missing(iface, names):
    """Methods of ``iface`` not implemented: each stops the guest naming it."""
    for name in names:
        def missing(c, this, *args, _name=name):
            raise Unimplemented("%s %s::%s" % (SHELL32, iface, _name))
        api(SHELL32, "wineagent.%s_%s" % (iface, name), "LPVOID this", widths=BOTH)(missing)


_declare_missing("IShellItem", ITEM_METHODS[8:])


# -- IShellItemArray ----------------------------------------------------------------------------
def _array(c, this):
    a = com_impl(c.vm, this, "IShellItemArray")
    if a is None:
        raise Unimplemented("%s IShellItemArray method on an object that is not one" % SHELL32)
    return a


@api(SHELL32, "wineagent.IShellItemArray_GetCount", "LPVOID this, LPVOID out", widths=BOTH)
def _ar_count(c, this, out):
    """The number of items."""
    a = _array(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, len(a.lists))
    return S_OK


@api(SHELL32, "wineagent.IShellItemArray_GetItemAt", "LPVOID this, DWORD index, LPVOID out", widths=BOTH)
def _ar_item(c, this, index, out):
    """Item ``index`` (a new reference); E_FAIL past the end, the cell untouched, as
    Wine 8 answers."""
    vm = c.vm
    a = _array(c, this)
    if not out:
        return E_POINTER
    if index >= len(a.lists):
        return E_FAIL
    vm.mem.wptr(out, new_item(vm, a.lists[index]))
    return S_OK


@api(SHELL32, "wineagent.IShellItemArray_GetAttributes", "LPVOID this, DWORD how, DWORD mask, LPVOID out", widths=BOTH)
def _ar_attrs(c, this, how, mask, out):
    """The asked SFGAO_* bits of all items combined by AND (SIATTRIBFLAGS_AND and
    _APPCOMPAT) or OR: S_OK when every asked bit is in the answer, else S_FALSE."""
    vm = c.vm
    a = _array(c, this)
    if not out:
        return E_POINTER
    kind = how & 3
    if kind not in (SIATTRIBFLAGS_AND, SIATTRIBFLAGS_OR, SIATTRIBFLAGS_APPCOMPAT):
        return E_INVALIDARG
    got = mask if kind != SIATTRIBFLAGS_OR else 0
    for ids in a.lists:
        item = shellns.item_of(shellns.join_pidl(ids))
        bits = shellns.attributes(vm.vfs, item) & mask if item is not None else 0
        got = got | bits if kind == SIATTRIBFLAGS_OR else got & bits
    vm.mem.w32(out, got)
    return S_OK if got == mask else S_FALSE


@api(SHELL32, "wineagent.IShellItemArray_EnumItems", "LPVOID this, LPVOID out", widths=BOTH)
def _ar_enum(c, this, out):
    """The items as IEnumShellItems."""
    vm = c.vm
    a = _array(c, this)
    if not out:
        return E_POINTER
    vm.mem.wptr(out, com_new(vm, SHELL32, "IEnumShellItems", ENUM_METHODS, EnumCursor([list(ids) for ids in a.lists])))
    return S_OK


_declare_missing("IShellItemArray", ("BindToHandler", "GetPropertyStore",
                                     "GetPropertyDescriptionList"))


# -- IEnumShellItems: each item's SHITEMIDs, as a new shell item -------------------------------
declare_pointer_enum(SHELL32, "IEnumShellItems", new_item)
