"""SHELL32's shell link object, CLSID_ShellLink ({00021401-0000-0000-C000-000000000046}):
the object behind every .lnk shortcut, an in-process class of the system
(``dlls/ole32/classes.py``'s ``in_process_class``); its file format is
``kernel/shelllink.py``'s.

One object answers IShellLinkW and IShellLinkA (the same fields, the A methods in the
ANSI code page), IPersistFile and IPersist, IPersistStream, IPropertyStore and
IShellLinkDataList, with one reference count, as Windows' does.

IShellLink: SetPath takes a path (made absolute) and, when the target exists, its item ID
list, attributes, times and size, which the link records (S_OK); a target that does not
exist gives S_FALSE and a simple ID list, as on Windows. SetIDList sets the path from the
list. GetPath answers S_FALSE and an empty string when there is no path, and fills a
WIN32_FIND_DATA from what the link recorded. The description, arguments, working
directory, icon location, show command and hot key are kept as set; the getters truncate
to the caller's buffer with a NUL. SetRelativePath records the target's path relative
to the given file's folder. Resolve answers S_OK when the target exists (SLR_UPDATE saves
a link whose recorded file data changed); searching for a target that moved stops the
guest naming it, and so do targets written with environment variables (SetPath of a
``%VAR%`` path, GetPath of a link whose only target is an EXP_SZ_LINK block).

IPersistFile loads and saves .lnk files (GetCurFile answers S_FALSE and NULL before
either; IsDirty S_FALSE until a field changes and again after a Save that remembers the
file or a Load); IPersistStream does the same over any IStream, consuming exactly the
link's bytes.

IPropertyStore holds the link's properties (PKEY_AppUserModel_ID, the toast activator
CLSID, ...): SetValue keeps a value until Commit puts it into the link (so a link saved
without Commit lacks it, as on Windows), GetValue answers the uncommitted value over the
committed one and VT_EMPTY for an absent key. Strings (VT_LPWSTR), CLSIDs, integers,
booleans and FILETIMEs are kept; other types stop the guest naming them. Wine 8's store
answers GetValue with E_NOTIMPL and writes no property store block.

IShellLinkDataList: GetFlags and SetFlags (the LinkFlags beyond those the contents make),
AddDataBlock and RemoveDataBlock of ExtraData blocks; CopyDataBlock stops the guest.
"""

import ntpath
import os
import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import SHELL32
from ...core.structures import WIN32_FIND_DATA
from ...core.winerror import (E_FAIL, E_INVALIDARG, E_NOINTERFACE, E_POINTER,
                              ERROR_FILE_NOT_FOUND, S_FALSE, S_OK, hresult_from_win32)
from ...kernel import shellns
from ...kernel.comobj import IID_IUNKNOWN, com_impl, com_new, com_release, method_call
from ...kernel.files import file_time, filetime_from_unix, stamp, win32_error
from ...kernel.shelllink import (CLSID_SHELLLINK, PROPERTY_STORE_SIG, VT_BOOL, VT_CLSID,
                                 VT_EMPTY, VT_FILETIME, VT_I2, VT_I4, VT_I8, VT_LPWSTR,
                                 VT_UI1, VT_UI2, VT_UI4, VT_UI8, Link, LinkFormatError,
                                 link_bytes, read_link)
from ...kernel.vfs import VfsError
from ..kernel32.handles import VOLUME_SERIAL
from ..ole32.classes import in_process_class
from ..ole32.guids import guid_bytes
from .pidl import desktop_dir, guest_pidl, new_pidl

__all__ = ["CLSID_SHELLLINK"]

FILE_ATTRIBUTE_DIRECTORY, FILE_ATTRIBUTE_READONLY, FILE_ATTRIBUTE_ARCHIVE = 0x10, 0x1, 0x20
SLR_UPDATE = 0x4
HAS_EXP_STRING = 0x200                    # SLDF_HAS_EXP_SZ: the target is an EXP_SZ_LINK

IID_ISHELLLINKA = guid_bytes("{000214EE-0000-0000-C000-000000000046}")
IID_ISHELLLINKW = guid_bytes("{000214F9-0000-0000-C000-000000000046}")
IID_IPERSIST = guid_bytes("{0000010C-0000-0000-C000-000000000046}")
IID_IPERSISTFILE = guid_bytes("{0000010B-0000-0000-C000-000000000046}")
IID_IPERSISTSTREAM = guid_bytes("{00000109-0000-0000-C000-000000000046}")
IID_IPROPERTYSTORE = guid_bytes("{886D8EEB-8CF2-4446-8D02-CDBA1DBDCF99}")
IID_ISHELLLINKDATALIST = guid_bytes("{45E2B4AE-B1C3-11D0-B92F-00A0C90312E1}")
# Interfaces Windows' shell link also has that are not implemented here: asking for one
# stops the guest naming it rather than answering E_NOINTERFACE.
_MISSING = {
    guid_bytes("{000214EB-0000-0000-C000-000000000046}"): "IExtractIconA",
    guid_bytes("{000214FA-0000-0000-C000-000000000046}"): "IExtractIconW",
    guid_bytes("{000214E4-0000-0000-C000-000000000046}"): "IContextMenu",
    guid_bytes("{000214E8-0000-0000-C000-000000000046}"): "IShellExtInit",
    guid_bytes("{FC4801A3-2BA9-11CF-A229-00AA003D7352}"): "IObjectWithSite",
    guid_bytes("{00000122-0000-0000-C000-000000000046}"): "IDropTarget",
}

LINK_METHODS = ("QueryInterface", "AddRef", "Release", "GetPath", "GetIDList", "SetIDList",
                "GetDescription", "SetDescription", "GetWorkingDirectory",
                "SetWorkingDirectory", "GetArguments", "SetArguments", "GetHotkey",
                "SetHotkey", "GetShowCmd", "SetShowCmd", "GetIconLocation",
                "SetIconLocation", "SetRelativePath", "Resolve", "SetPath")
PFILE_METHODS = ("QueryInterface", "AddRef", "Release", "GetClassID", "IsDirty", "Load",
                 "Save", "SaveCompleted", "GetCurFile")
PSTREAM_METHODS = ("QueryInterface", "AddRef", "Release", "GetClassID", "IsDirty", "Load",
                   "Save", "GetSizeMax")
STORE_METHODS = ("QueryInterface", "AddRef", "Release", "GetCount", "GetAt", "GetValue",
                 "SetValue", "Commit")
DATALIST_METHODS = ("QueryInterface", "AddRef", "Release", "AddDataBlock", "CopyDataBlock",
                    "RemoveDataBlock", "GetFlags", "SetFlags")
# interface name -> (methods, the IIDs QueryInterface answers with it)
_INTERFACES = {
    "IShellLinkW": (LINK_METHODS, (IID_IUNKNOWN, IID_ISHELLLINKW)),
    "IShellLinkA": (LINK_METHODS, (IID_ISHELLLINKA,)),
    "IPersistFile": (PFILE_METHODS, (IID_IPERSISTFILE, IID_IPERSIST)),
    "IShellLinkPersistStream": (PSTREAM_METHODS, (IID_IPERSISTSTREAM,)),
    "IShellLinkPropertyStore": (STORE_METHODS, (IID_IPROPERTYSTORE,)),
    "IShellLinkDataList": (DATALIST_METHODS, (IID_ISHELLLINKDATALIST,)),
}
_BY_IID = {iid: name for name, (_, iids) in _INTERFACES.items() for iid in iids}

# PROPVARIANT values kept by the store: VARTYPE -> struct format of the value at offset 8
_PV_FIXED = {VT_I2: "<h", VT_I4: "<i", VT_BOOL: "<h", VT_UI1: "<B", VT_UI2: "<H",
             VT_UI4: "<I", VT_I8: "<q", VT_UI8: "<Q", VT_FILETIME: "<Q"}


class ShellLink:
    """A shell link object: its Link, its interfaces (name -> pointer, made when first
    asked for), one reference count, the dirty flag, the file it was loaded from or
    saved to, and the property store's uncommitted values."""

    def __init__(self):
        self.link = Link()
        self.link.serial = VOLUME_SERIAL
        self.ifaces = {}
        self.refs = 1
        self.dirty = False
        self.cur_file = None
        self.pending = {}


def _iface(vm, obj, name):
    ptr = obj.ifaces.get(name)
    if ptr is None:
        ptr = obj.ifaces[name] = com_new(vm, SHELL32, name, _INTERFACES[name][0], obj)
    return ptr


def _make(vm):
    """A new shell link: its IShellLinkW pointer (one reference)."""
    return _iface(vm, ShellLink(), "IShellLinkW")


in_process_class(CLSID_SHELLLINK, "ShellLink", _make)


def _declare_unknown(name):
    """QueryInterface, AddRef and Release of interface ``name`` (one object behind all)."""
    def state(c, this):
        obj = com_impl(c.vm, this, name)
        if obj is None:
            raise Unimplemented("%s %s method on an object that is not one (0x%08X)"
                                % (SHELL32, name, this))
        return obj

    def query(c, this, riid, out):
        """The object's interfaces, one reference count."""
        vm = c.vm
        obj = state(c, this)
        if not out:
            return E_POINTER
        iid = bytes(vm.mem.read(riid, 16))
        target = _BY_IID.get(iid)
        if target is None:
            if iid in _MISSING:
                raise Unimplemented("%s shell link interface %s" % (SHELL32, _MISSING[iid]))
            vm.mem.wptr(out, 0)
            return E_NOINTERFACE
        obj.refs += 1
        vm.mem.wptr(out, _iface(vm, obj, target))
        return S_OK

    def addref(c, this):
        """One more reference to the object."""
        obj = state(c, this)
        obj.refs += 1
        return obj.refs

    def release(c, this):
        """One reference less; at zero the object goes, every interface with it."""
        obj = state(c, this)
        obj.refs -= 1
        if obj.refs > 0:
            return obj.refs
        for ptr in obj.ifaces.values():
            com_release(c.vm, ptr)
        obj.ifaces.clear()
        return 0

    prefix = "wineagent.%s_" % name
    api(SHELL32, prefix + "QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)(query)
    api(SHELL32, prefix + "AddRef", "LPVOID this", widths=BOTH)(addref)
    api(SHELL32, prefix + "Release", "LPVOID this", widths=BOTH)(release)
    return state


_state = {name: _declare_unknown(name) for name in _INTERFACES}


def _link(c, this):
    """The ShellLink behind an IShellLinkA or IShellLinkW pointer."""
    return _state["IShellLinkW" if c.wide else "IShellLinkA"](c, this)


# -- the target --------------------------------------------------------------------------------
def _host(vm, path):
    """The host path of a guest path, or None for one outside the VFS."""
    try:
        return vm.vfs.resolve(path)[1]
    except VfsError:
        return None


def _record_target(vm, link, path):
    """Point ``link`` at ``path``: its ID list and file data; True when it exists."""
    link.serial = VOLUME_SERIAL                   # the one drive's, not a loaded link's
    host = _host(vm, path)
    if host is None or not os.path.exists(host):
        link.idlist = shellns.simple_pidl(path)
        link.attributes, link.size, link.times = 0, 0, (0, 0, 0)
        return False
    link.idlist = shellns.pidl_for_path(vm.vfs, path)
    _record_file_data(vm, link, host)
    return True


def _record_file_data(vm, link, host):
    st = os.stat(host)
    if os.path.isdir(host):
        attrs, size = FILE_ATTRIBUTE_DIRECTORY, 0
    else:
        attrs, size = FILE_ATTRIBUTE_ARCHIVE, st.st_size
    if not os.access(host, os.W_OK):
        attrs |= FILE_ATTRIBUTE_READONLY
    ft = filetime_from_unix(file_time(vm, host, st))
    link.attributes, link.size, link.times = attrs, size, (ft, ft, ft)


def _full(vm, path):
    try:
        return vm.vfs.full_path(path)
    except VfsError:
        return path            # a drive this desktop lacks: kept as written


def _put(c, buf, cch, text):
    """Copy ``text`` into the caller's buffer of ``cch`` characters, truncated with a NUL."""
    if buf and cch > 0:
        c.write_str(buf, text or "", cch)


# -- IShellLinkA / IShellLinkW -------------------------------------------------------------
@api(SHELL32, "wineagent.IShellLink{AW}_GetPath", "LPVOID this, LPVOID buf, int cch, LPVOID fd, DWORD flags", widths=BOTH)
def _sl_get_path(c, this, buf, cch, fd, flags):
    """The target's path; the find data the link recorded; S_FALSE when it has none."""
    vm = c.vm
    link = _link(c, this).link
    path = link.path
    if not path and link.extra_flags & HAS_EXP_STRING:
        raise Unimplemented("%s IShellLink::GetPath of a link whose target is an "
                            "environment string (EXP_SZ_LINK)" % SHELL32)
    layout = WIN32_FIND_DATA.variant(c.wide)
    if fd and not path:
        vm.mem.write(fd, layout.pack(vm.ptr_size))
    elif fd:
        creation, access, write = (_ft(t) for t in link.times)
        vm.mem.write(fd, layout.pack(vm.ptr_size, dwFileAttributes=link.attributes,
                                     ftCreationTime=creation, ftLastAccessTime=access,
                                     ftLastWriteTime=write, nFileSizeLow=link.size,
                                     cFileName=ntpath.basename(path)))
    _put(c, buf, cch, path)
    return S_OK if path else S_FALSE


def _ft(value):
    return {"dwLowDateTime": value & 0xFFFFFFFF, "dwHighDateTime": value >> 32}


@api(SHELL32, "wineagent.IShellLink{AW}_GetIDList", "LPVOID this, LPVOID out", widths=BOTH)
def _sl_get_idlist(c, this, out):
    """A copy of the link's item ID list (the caller frees it); NULL and S_FALSE when the
    link has none."""
    vm = c.vm
    link = _link(c, this).link
    if not out:
        return E_POINTER
    if link.idlist is None:
        vm.mem.wptr(out, 0)
        return S_FALSE
    vm.mem.wptr(out, new_pidl(vm, link.idlist))
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_SetIDList", "LPVOID this, LPVOID pidl", widths=BOTH)
def _sl_set_idlist(c, this, pidl):
    """Point the link at an item ID list; the path is the list's file system path."""
    vm = c.vm
    obj = _link(c, this)
    if not pidl:
        return E_INVALIDARG
    data = guest_pidl(vm, pidl)
    item = shellns.item_of(data)
    path = None if item is None else shellns.path_of(vm.vfs, item, desktop_dir(vm))
    obj.link.path = path
    obj.link.idlist = data
    obj.link.serial = VOLUME_SERIAL
    if path:
        host = _host(vm, path)
        if host is not None and os.path.exists(host):
            _record_file_data(vm, obj.link, host)
    obj.dirty = True
    return S_OK


def _string_pair(field, what):
    """The Get/Set methods of one of the link's strings."""
    def get(c, this, buf, cch):
        _put(c, buf, cch, getattr(_link(c, this).link, field))
        return S_OK

    def set_(c, this, text):
        obj = _link(c, this)
        setattr(obj.link, field, c.read_str(text) if text else None)
        obj.dirty = True
        return S_OK

    get.__doc__ = "The link's %s, truncated to the buffer." % what
    set_.__doc__ = "Set the link's %s." % what
    name = field.title().replace("_", "")
    name = {"WorkingDir": "WorkingDirectory"}.get(name, name)
    api(SHELL32, "wineagent.IShellLink{AW}_Get%s" % name, "LPVOID this, LPVOID buf, int cch", widths=BOTH)(get)
    api(SHELL32, "wineagent.IShellLink{AW}_Set%s" % name, "LPVOID this, LPVOID text", widths=BOTH)(set_)


_string_pair("description", "description")
_string_pair("working_dir", "working directory")
_string_pair("arguments", "arguments")


@api(SHELL32, "wineagent.IShellLink{AW}_GetHotkey", "LPVOID this, LPVOID out", widths=BOTH)
def _sl_get_hotkey(c, this, out):
    """The hot key (virtual key in the low byte, HOTKEYF_* in the high one)."""
    link = _link(c, this).link
    if not out:
        return E_POINTER
    c.vm.mem.w16(out, link.hotkey)
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_SetHotkey", "LPVOID this, WORD hotkey", widths=BOTH)
def _sl_set_hotkey(c, this, hotkey):
    """Set the hot key."""
    obj = _link(c, this)
    obj.link.hotkey = hotkey & 0xFFFF
    obj.dirty = True
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_GetShowCmd", "LPVOID this, LPVOID out", widths=BOTH)
def _sl_get_show(c, this, out):
    """The show command the target starts with (SW_SHOWNORMAL by default)."""
    link = _link(c, this).link
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, link.show_cmd & 0xFFFFFFFF)
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_SetShowCmd", "LPVOID this, int show", widths=BOTH)
def _sl_set_show(c, this, show):
    """Set the show command."""
    obj = _link(c, this)
    obj.link.show_cmd = show
    obj.dirty = True
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_GetIconLocation", "LPVOID this, LPVOID buf, int cch, LPVOID index", widths=BOTH)
def _sl_get_icon(c, this, buf, cch, index):
    """The icon's file and index."""
    link = _link(c, this).link
    _put(c, buf, cch, link.icon_location)
    if index:
        c.vm.mem.w32(index, link.icon_index & 0xFFFFFFFF)
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_SetIconLocation", "LPVOID this, LPVOID path, int index", widths=BOTH)
def _sl_set_icon(c, this, path, index):
    """Set the icon's file and index."""
    obj = _link(c, this)
    obj.link.icon_location = c.read_str(path) if path else None
    obj.link.icon_index = index
    obj.dirty = True
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_SetRelativePath", "LPVOID this, LPVOID path, DWORD reserved", widths=BOTH)
def _sl_set_relative(c, this, path, reserved):
    """Record the target's path relative to the folder of file ``path`` (where the link
    will be), used to find the target when both move together."""
    obj = _link(c, this)
    if not path:
        return E_INVALIDARG
    base = ntpath.dirname(_full(c.vm, c.read_str(path)))
    target = obj.link.path
    rel = None
    if target and ntpath.splitdrive(target)[0].lower() == ntpath.splitdrive(base)[0].lower():
        rel = ntpath.relpath(target, base)
        if not rel.startswith(".."):
            rel = ".\\" + rel
    obj.link.relative_path = rel
    obj.dirty = True
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_Resolve", "LPVOID this, HWND hwnd, DWORD flags", widths=BOTH)
def _sl_resolve(c, this, hwnd, flags):
    """Find the target: S_OK when it is where the link says (SLR_UPDATE refreshes the
    recorded file data and saves a link that changed)."""
    vm = c.vm
    obj = _link(c, this)
    path = obj.link.path
    if not path:
        return S_OK
    host = _host(vm, path)
    if host is None or not os.path.exists(host):
        raise Unimplemented("%s IShellLink::Resolve of a link whose target is gone "
                            "(searching for a moved target)" % SHELL32)
    before = (obj.link.attributes, obj.link.size, obj.link.times)
    _record_file_data(vm, obj.link, host)
    if before != (obj.link.attributes, obj.link.size, obj.link.times):
        obj.dirty = True
    if flags & SLR_UPDATE and obj.dirty and obj.cur_file:
        return _save_file(vm, obj, obj.cur_file, True)
    return S_OK


@api(SHELL32, "wineagent.IShellLink{AW}_SetPath", "LPVOID this, LPVOID path", widths=BOTH)
def _sl_set_path(c, this, path):
    """Point the link at a file: S_OK when it exists, S_FALSE when it does not."""
    vm = c.vm
    obj = _link(c, this)
    if not path:
        return E_INVALIDARG
    text = c.read_str(path)
    obj.dirty = True
    link = obj.link
    if not text:
        link.path = link.idlist = None
        link.attributes, link.size, link.times = 0, 0, (0, 0, 0)
        return S_OK
    if "%" in text:
        raise Unimplemented("%s IShellLink::SetPath of a path with environment variables "
                            "(EXP_SZ_LINK)" % SHELL32)
    link.path = _full(vm, text)
    return S_OK if _record_target(vm, link, link.path) else S_FALSE


# -- IPersistFile ------------------------------------------------------------------------------
def _pfile(c, this):
    return _state["IPersistFile"](c, this)


def _class_id(c, out):
    if not out:
        return E_POINTER
    c.vm.mem.write(out, CLSID_SHELLLINK)
    return S_OK


@api(SHELL32, "wineagent.IPersistFile_GetClassID", "LPVOID this, LPVOID out", widths=BOTH)
def _pf_class(c, this, out):
    """CLSID_ShellLink."""
    _pfile(c, this)
    return _class_id(c, out)


@api(SHELL32, "wineagent.IPersistFile_IsDirty", "LPVOID this", widths=BOTH)
def _pf_dirty(c, this):
    """S_OK when the link changed since it was made, loaded or saved, else S_FALSE."""
    return S_OK if _pfile(c, this).dirty else S_FALSE


def _parse(data):
    """A Link from .lnk bytes; raises LinkFormatError."""
    link = Link()
    steps = read_link(link)
    at = 0
    try:
        n = next(steps)
        while True:
            chunk = data[at:at + n]
            at += len(chunk)
            n = steps.send(chunk)
    except StopIteration:
        return link


@api(SHELL32, "wineagent.IPersistFile_Load", "LPVOID this, LPCWSTR name, DWORD mode", widths=BOTH)
def _pf_load(c, this, name, mode):
    """Read a .lnk file into the link (the file becomes its current file)."""
    vm = c.vm
    obj = _pfile(c, this)
    if name is None:
        return E_INVALIDARG
    parts = None
    try:
        parts, host = vm.vfs.resolve(name)
        with open(host, "rb") as f:
            data = f.read()
    except (OSError, VfsError) as e:
        return hresult_from_win32(win32_error(e, vm.vfs, parts))
    try:
        link = _parse(data)
    except LinkFormatError:
        return E_FAIL
    obj.link, obj.pending = link, {}
    obj.cur_file, obj.dirty = vm.vfs.full_path(name), False
    return S_OK


def _save_file(vm, obj, name, remember):
    parts = None
    try:
        parts, host = vm.vfs.resolve(name)
        with open(host, "wb") as f:
            f.write(link_bytes(obj.link))
    except (OSError, VfsError) as e:
        return hresult_from_win32(win32_error(e, vm.vfs, parts))
    stamp(vm, host)
    if remember:
        obj.cur_file, obj.dirty = vm.vfs.full_path(name), False
    return S_OK


@api(SHELL32, "wineagent.IPersistFile_Save", "LPVOID this, LPCWSTR name, BOOL remember", widths=BOTH)
def _pf_save(c, this, name, remember):
    """Write the link to a .lnk file (NULL: its current file); remembering the file
    makes it the current one and the link clean."""
    obj = _pfile(c, this)
    if name is None:
        if not obj.cur_file:
            return E_INVALIDARG
        return _save_file(c.vm, obj, obj.cur_file, True)
    return _save_file(c.vm, obj, name, remember)


@api(SHELL32, "wineagent.IPersistFile_SaveCompleted", "LPVOID this, LPCWSTR name", widths=BOTH)
def _pf_save_completed(c, this, name):
    """The caller is done with the saved file: the link holds no file open, nothing waits."""
    _pfile(c, this)
    return S_OK


@api(SHELL32, "wineagent.IPersistFile_GetCurFile", "LPVOID this, LPVOID out", widths=BOTH)
def _pf_cur_file(c, this, out):
    """The file the link was loaded from or saved to (the caller frees the copy with
    CoTaskMemFree); NULL and S_FALSE when there is none."""
    vm = c.vm
    obj = _pfile(c, this)
    if not out:
        return E_POINTER
    if not obj.cur_file:
        vm.mem.wptr(out, 0)
        return S_FALSE
    p = vm.heap.alloc(2 * len(obj.cur_file) + 2)
    vm.mem.write_wstr(p, obj.cur_file)
    vm.mem.wptr(out, p)
    return S_OK


# -- IPersistStream ----------------------------------------------------------------------------
def _pstream(c, this):
    return _state["IShellLinkPersistStream"](c, this)


@api(SHELL32, "wineagent.IShellLinkPersistStream_GetClassID", "LPVOID this, LPVOID out", widths=BOTH)
def _ps_class(c, this, out):
    """CLSID_ShellLink."""
    _pstream(c, this)
    return _class_id(c, out)


@api(SHELL32, "wineagent.IShellLinkPersistStream_IsDirty", "LPVOID this", widths=BOTH)
def _ps_dirty(c, this):
    """S_OK when the link changed since it was made, loaded or saved, else S_FALSE."""
    return S_OK if _pstream(c, this).dirty else S_FALSE


@api(SHELL32, "wineagent.IShellLinkPersistStream_Load", "LPVOID this, LPVOID stream", widths=BOTH)
def _ps_load(c, this, stream):
    """Read a link from the stream's position (IStream::Read), exactly its bytes."""
    vm = c.vm
    obj = _pstream(c, this)
    if not stream:
        return E_POINTER
    link = Link()
    steps = read_link(link)
    cell = vm.heap.alloc(4, zero=True)
    try:
        n = next(steps)
        while True:
            buf = vm.heap.alloc(max(n, 1))
            vm.mem.w32(cell, 0)
            hr = yield method_call(vm, stream, 3, buf, n, cell)          # Read
            got = min(vm.mem.u32(cell), n)
            chunk = bytes(vm.mem.read(buf, got))
            vm.heap.free(buf)
            if hr & 0x80000000:
                return hr & 0xFFFFFFFF
            n = steps.send(chunk)
    except StopIteration:
        pass
    except LinkFormatError:
        return E_FAIL
    finally:
        vm.heap.free(cell)
    obj.link, obj.pending, obj.dirty = link, {}, False
    return S_OK


@api(SHELL32, "wineagent.IShellLinkPersistStream_Save", "LPVOID this, LPVOID stream, BOOL clear", widths=BOTH)
def _ps_save(c, this, stream, clear):
    """Write the link's bytes to the stream (IStream::Write); ``clear`` makes it clean."""
    vm = c.vm
    obj = _pstream(c, this)
    if not stream:
        return E_POINTER
    data = link_bytes(obj.link)
    buf = vm.heap.alloc(len(data))
    vm.mem.write(buf, data)
    hr = yield method_call(vm, stream, 4, buf, len(data), 0)             # Write
    vm.heap.free(buf)
    if hr & 0x80000000:
        return hr & 0xFFFFFFFF
    if clear:
        obj.dirty = False
    return S_OK


@api(SHELL32, "wineagent.IShellLinkPersistStream_GetSizeMax", "LPVOID this, LPVOID out", widths=BOTH)
def _ps_size(c, this, out):
    """The size Save would write."""
    obj = _pstream(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.write(out, struct.pack("<Q", len(link_bytes(obj.link))))
    return S_OK


# -- IPropertyStore ----------------------------------------------------------------------------
def _store(c, this):
    return _state["IShellLinkPropertyStore"](c, this)


def _keys(obj):
    keys = list(obj.link.props)
    keys += [k for k in obj.pending if k not in obj.link.props]
    return keys


def _read_key(vm, ptr):
    """A PROPERTYKEY: (format ID bytes, property id)."""
    data = bytes(vm.mem.read(ptr, 20))
    return data[:16], struct.unpack_from("<I", data, 16)[0]


@api(SHELL32, "wineagent.IShellLinkPropertyStore_GetCount", "LPVOID this, LPVOID out", widths=BOTH)
def _st_count(c, this, out):
    """How many properties the link has (committed or not)."""
    obj = _store(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, len(_keys(obj)))
    return S_OK


@api(SHELL32, "wineagent.IShellLinkPropertyStore_GetAt", "LPVOID this, DWORD index, LPVOID out", widths=BOTH)
def _st_at(c, this, index, out):
    """The key of the ``index``-th property; E_INVALIDARG past the end."""
    obj = _store(c, this)
    if not out:
        return E_POINTER
    keys = _keys(obj)
    if index >= len(keys):
        return E_INVALIDARG
    fmtid, pid = keys[index]
    c.vm.mem.write(out, fmtid + struct.pack("<I", pid))
    return S_OK


@api(SHELL32, "wineagent.IShellLinkPropertyStore_GetValue", "LPVOID this, LPVOID key, LPVOID pv", widths=BOTH)
def _st_get(c, this, key, pv):
    """A property's value in a new PROPVARIANT (the caller clears it); VT_EMPTY when the
    link does not have it."""
    vm = c.vm
    obj = _store(c, this)
    if not key or not pv:
        return E_POINTER
    k = _read_key(vm, key)
    vt, value = obj.pending.get(k) or obj.link.props.get(k) or (VT_EMPTY, None)
    vm.mem.write(pv, bytes(2 * vm.ptr_size + 8))
    vm.mem.w16(pv, vt)
    if vt == VT_LPWSTR:
        p = vm.heap.alloc(2 * len(value) + 2)
        vm.mem.write_wstr(p, value)
        vm.mem.wptr(pv + 8, p)
    elif vt == VT_CLSID:
        p = vm.heap.alloc(16)
        vm.mem.write(p, value)
        vm.mem.wptr(pv + 8, p)
    elif vt in _PV_FIXED:
        vm.mem.write(pv + 8, struct.pack(_PV_FIXED[vt], value))
    return S_OK


@api(SHELL32, "wineagent.IShellLinkPropertyStore_SetValue", "LPVOID this, LPVOID key, LPVOID pv", widths=BOTH)
def _st_set(c, this, key, pv):
    """Keep a property's value until Commit (VT_EMPTY removes the property)."""
    vm = c.vm
    obj = _store(c, this)
    if not key or not pv:
        return E_POINTER
    k = _read_key(vm, key)
    vt = vm.mem.u16(pv)
    if vt == VT_LPWSTR:
        value = vm.mem.wstr(vm.mem.uptr(pv + 8)) or ""
    elif vt == VT_CLSID:
        value = bytes(vm.mem.read(vm.mem.uptr(pv + 8), 16))
    elif vt in _PV_FIXED:
        fmt = _PV_FIXED[vt]
        value = struct.unpack(fmt, bytes(vm.mem.read(pv + 8, struct.calcsize(fmt))))[0]
    elif vt == VT_EMPTY:
        value = None
    else:
        raise Unimplemented("%s shell link property of VARTYPE %d" % (SHELL32, vt))
    obj.pending[k] = (vt, value)
    return S_OK


@api(SHELL32, "wineagent.IShellLinkPropertyStore_Commit", "LPVOID this", widths=BOTH)
def _st_commit(c, this):
    """Put the values set into the link (the next Save writes them)."""
    obj = _store(c, this)
    for k, (vt, value) in obj.pending.items():
        if vt == VT_EMPTY:
            obj.link.props.pop(k, None)
        else:
            obj.link.props[k] = (vt, value)
    if obj.pending:
        obj.dirty = True
    obj.pending = {}
    return S_OK


# -- IShellLinkDataList ------------------------------------------------------------------------
def _datalist(c, this):
    return _state["IShellLinkDataList"](c, this)


@api(SHELL32, "wineagent.IShellLinkDataList_GetFlags", "LPVOID this, LPVOID out", widths=BOTH)
def _dl_get_flags(c, this, out):
    """The link's LinkFlags (SLDF_*): those its contents make and those set."""
    obj = _datalist(c, this)
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, obj.link.flags())
    return S_OK


@api(SHELL32, "wineagent.IShellLinkDataList_SetFlags", "LPVOID this, DWORD flags", widths=BOTH)
def _dl_set_flags(c, this, flags):
    """Set the LinkFlags beyond those the contents make (SLDF_RUNAS_USER, ...)."""
    obj = _datalist(c, this)
    obj.link.extra_flags = flags
    obj.dirty = True
    return S_OK


@api(SHELL32, "wineagent.IShellLinkDataList_AddDataBlock", "LPVOID this, LPVOID block", widths=BOTH)
def _dl_add(c, this, block):
    """Add an ExtraData block (DATABLOCK_HEADER first), replacing one of its signature."""
    vm = c.vm
    obj = _datalist(c, this)
    if not block:
        return E_INVALIDARG
    size, sig = vm.mem.u32(block), vm.mem.u32(block + 4)
    if size < 8:
        return E_INVALIDARG
    if sig == PROPERTY_STORE_SIG:
        raise Unimplemented("%s IShellLinkDataList::AddDataBlock of a property store"
                            % SHELL32)
    obj.link.blocks = [b for b in obj.link.blocks if struct.unpack_from("<I", b, 4)[0] != sig]
    obj.link.blocks.append(bytes(vm.mem.read(block, size)))
    obj.dirty = True
    return S_OK


@api(SHELL32, "wineagent.IShellLinkDataList_RemoveDataBlock", "LPVOID this, DWORD sig", widths=BOTH)
def _dl_remove(c, this, sig):
    """Remove the ExtraData block of a signature; E_FAIL when there is none."""
    obj = _datalist(c, this)
    kept = [b for b in obj.link.blocks if struct.unpack_from("<I", b, 4)[0] != sig]
    if len(kept) == len(obj.link.blocks):
        return E_FAIL
    obj.link.blocks = kept
    obj.dirty = True
    return S_OK


@api(SHELL32, "wineagent.IShellLinkDataList_CopyDataBlock", "LPVOID this, DWORD sig, LPVOID out", widths=BOTH)
def _dl_copy(c, this, sig, out):
    """Not implemented: the copy is LocalAlloc'd memory; stops the guest naming it."""
    _datalist(c, this)
    raise Unimplemented("%s IShellLinkDataList::CopyDataBlock" % SHELL32)
