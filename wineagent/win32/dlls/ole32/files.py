"""OLE32 on files and the class registry: StgIsStorageFile, StgOpenStorage, GetClassFile,
OleRegGetMiscStatus, OleRegGetUserType; CoBuildVersion, OleBuildVersion, CoFileTimeNow,
CoGetCurrentProcess; and the error objects of Automation
(CreateErrorInfo, SetErrorInfo, GetErrorInfo, which OLEAUT32 exports too:
``oleaut32/errorinfo.py``).

A compound file is recognised by its signature (D0 CF 11 E0 A1 B1 1A E1); reading one is
not implemented, so StgOpenStorage of a compound file stops the guest naming it, while a
missing file (STG_E_FILENOTFOUND) or one that is no compound file
(STG_E_FILEALREADYEXISTS, as documented) fails as on Windows.

OleRegGetMiscStatus and OleRegGetUserType read ``HKCR\\CLSID\\{clsid}`` as Windows does:
``MiscStatus\\<aspect>`` (or ``MiscStatus``'s default) as a number, ``AuxUserType\\<form>``
(or the class key's default) as the name.

Error objects: CreateErrorInfo makes one object with ICreateErrorInfo and IErrorInfo
(``kernel/comobj.py``); SetErrorInfo keeps one per thread (AddRef'd, the previous one
released), GetErrorInfo hands it over once (S_FALSE when there is none).
"""

import os
import struct

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.winerror import (E_INVALIDARG, E_NOINTERFACE, E_OUTOFMEMORY, E_POINTER,
                             REGDB_E_CLASSNOTREG, REGDB_E_READREGDB, S_FALSE, S_OK)
from ...kernel.automation import alloc_bstr
from ...kernel.comobj import (IID_IUNKNOWN, classes_key, com_impl, com_new, com_release,
                             default_value, guid_text, progid_clsid)
from ...kernel.vfs import VfsError
from ..kernel32.main import guest_filetime
from .guids import guid_bytes
from ...core.dllnames import OLE32

STG_E_FILENOTFOUND, STG_E_FILEALREADYEXISTS = 0x80030002, 0x80030050
STG_E_INVALIDNAME = 0x800300FC
SIGNATURE = bytes.fromhex("d0cf11e0a1b11ae1")


def _file_head(vm, name):
    """The first 8 bytes of a guest file, or None when it does not exist."""
    try:
        _parts, host = vm.vfs.resolve(name)
    except VfsError:
        return None
    if not os.path.isfile(host):
        return None
    with open(host, "rb") as f:
        return f.read(8)


@api(OLE32, "StgIsStorageFile", "LPCWSTR name", widths=BOTH)
def StgIsStorageFile(c, name):
    """S_OK for a compound file, S_FALSE for another file, STG_E_FILENOTFOUND."""
    if name is None:
        return STG_E_INVALIDNAME
    head = _file_head(c.vm, name)
    if head is None:
        return STG_E_FILENOTFOUND
    return S_OK if head == SIGNATURE else S_FALSE


@api(OLE32, "StgOpenStorage", "LPCWSTR name, LPVOID priority, DWORD mode, LPVOID exclude, DWORD reserved, LPVOID out", widths=BOTH)
def StgOpenStorage(c, name, priority, mode, exclude, reserved, out):
    """Open a compound file: see the module docstring for what is done."""
    vm = c.vm
    if out:
        vm.mem.wptr(out, 0)            # an IStorage* cell: the program's width
    if not out:
        return 0x80030009              # STG_E_INVALIDPOINTER
    if name is None:
        if priority:
            raise Unimplemented("%s!StgOpenStorage (a priority storage)" % OLE32)
        return STG_E_INVALIDNAME
    head = _file_head(vm, name)
    if head is None:
        return STG_E_FILENOTFOUND
    if head != SIGNATURE:
        return STG_E_FILEALREADYEXISTS
    raise Unimplemented("%s!StgOpenStorage (%s: reading compound files is not implemented)"
                        % (OLE32, name))



MK_E_INVALIDEXTENSION = 0x800401E6


@api(OLE32, "GetClassFile", "LPCWSTR name, LPVOID out", widths=BOTH)
def GetClassFile(c, name, out):
    """The CLSID a file opens with: a compound file's own (reading compound files is not
    done: stops the guest), else its extension's ProgID's CLSID from HKCR;
    MK_E_INVALIDEXTENSION when none (also for a missing file, as Wine 8 answers)."""
    vm = c.vm
    if name is None or not out:
        return E_INVALIDARG
    head = _file_head(vm, name)
    if head == SIGNATURE:
        raise Unimplemented("%s!GetClassFile (%s is a compound file: reading its class is "
                            "not implemented)" % (OLE32, name))
    if head is not None and classes_key(vm.registry, "FileType") is not None:
        raise Unimplemented("%s!GetClassFile (HKCR\\FileType byte patterns)" % OLE32)
    leaf = name.replace("/", "\\").rsplit("\\", 1)[-1]
    ext = "." + leaf.rsplit(".", 1)[1] if "." in leaf else None
    progid = default_value(classes_key(vm.registry, ext)) if ext else None
    data = guid_bytes(progid_clsid(vm.registry, progid) or "") if progid else None
    if data is None:
        return MK_E_INVALIDEXTENSION
    vm.mem.write(out, data)
    return S_OK


@api(OLE32, "CoBuildVersion", widths=BOTH)
def CoBuildVersion(c):
    """COM's build number: 23 in the high word, 824 in the low one (Wine 8's)."""
    return (23 << 16) | 824


@api(OLE32, "OleBuildVersion", widths=BOTH)
def OleBuildVersion(c):
    """OLE's build number, the same as CoBuildVersion's."""
    return (23 << 16) | 824


@api(OLE32, "CoFileTimeNow", "LPVOID out", widths=BOTH)
def CoFileTimeNow(c, out):
    """The current time as a FILETIME (the guest clock's, as GetSystemTimeAsFileTime)."""
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, struct.pack("<Q", guest_filetime(c.vm)))
    return S_OK


@api(OLE32, "CoGetCurrentProcess", widths=BOTH)
def CoGetCurrentProcess(c):
    """A number unique to the calling thread (despite the name), the same on every call."""
    vm = c.vm
    ids = vm.com.thread_numbers
    tid = vm.threads.current.tid
    if tid not in ids:
        ids[tid] = len(ids) + 1
    return ids[tid]


# -- the class registry ------------------------------------------------------------------
@api(OLE32, "OleRegGetMiscStatus", "LPVOID clsid, DWORD aspect, LPVOID out", widths=BOTH)
def OleRegGetMiscStatus(c, clsid, aspect, out):
    """The OLEMISC bits registered for a class and aspect (0 when none is)."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)                       # an LPOLESTR cell
    key = classes_key(vm.registry, "CLSID\\" + guid_text(bytes(vm.mem.read(clsid, 16))))
    if key is None:
        return REGDB_E_CLASSNOTREG
    misc = key.child("MiscStatus")
    if misc is None:
        return REGDB_E_READREGDB
    text = default_value(misc.child(str(aspect))) or default_value(misc)
    try:
        vm.mem.w32(out, int(text or "0", 10) & 0xFFFFFFFF)
    except ValueError:
        pass                                  # not a number: no bits
    return S_OK


@api(OLE32, "OleRegGetUserType", "LPVOID clsid, DWORD form, LPVOID out", widths=BOTH)
def OleRegGetUserType(c, clsid, form, out):
    """The user type name registered for a class (AuxUserType\\<form>, else the class
    key's name), in memory the caller frees with CoTaskMemFree."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)                       # an LPOLESTR cell
    key = classes_key(vm.registry, "CLSID\\" + guid_text(bytes(vm.mem.read(clsid, 16))))
    if key is None:
        return REGDB_E_CLASSNOTREG
    aux = key.child("AuxUserType")
    name = default_value(aux.child(str(form))) if aux is not None else None
    if name is None:
        name = default_value(key)
    if name is None:
        return REGDB_E_READREGDB
    p = vm.heap.alloc(2 * len(name) + 2)
    if not p:
        return E_OUTOFMEMORY
    vm.mem.write_wstr(p, name)
    vm.mem.wptr(out, p)
    return S_OK


# -- error objects -----------------------------------------------------------------------------
# CreateErrorInfo's object answers two interfaces: two COM objects here (an
# ICreateErrorInfo and an IErrorInfo) over one ErrorInfo, which counts the references of
# both and frees them together.
CREATE_METHODS = ("QueryInterface", "AddRef", "Release", "SetGUID", "SetSource",
                  "SetDescription", "SetHelpFile", "SetHelpContext")
INFO_METHODS = ("QueryInterface", "AddRef", "Release", "GetGUID", "GetSource",
                "GetDescription", "GetHelpFile", "GetHelpContext")
IID_IERRORINFO = bytes.fromhex("20b1f21c7d541b108e6508002b2bd119")
IID_ICREATEERRORINFO = bytes.fromhex("4033f0227d541b108e6508002b2bd119")


class ErrorInfo:
    """An error object's fields and its two interface pointers."""

    def __init__(self):
        self.guid, self.source, self.description, self.helpfile = bytes(16), None, None, None
        self.context = 0
        self.refs = 1
        self.create = self.info = 0


def _info(vm, this):
    return com_impl(vm, this, "CreateErrorInfo") or com_impl(vm, this, "ErrorInfo")


def _err_qi(c, this, riid, out):
    vm = c.vm
    if not out:
        return E_POINTER
    e = _info(vm, this)
    iid = bytes(vm.mem.read(riid, 16))
    target = {IID_IUNKNOWN: e.create, IID_ICREATEERRORINFO: e.create,
              IID_IERRORINFO: e.info}.get(iid)
    vm.mem.wptr(out, target or 0)             # an interface pointer cell
    if not target:
        return E_NOINTERFACE
    e.refs += 1
    return S_OK


def _err_addref(c, this):
    e = _info(c.vm, this)
    e.refs += 1
    return e.refs


def _err_release(c, this):
    vm = c.vm
    e = _info(vm, this)
    e.refs -= 1
    if e.refs == 0:
        com_release(vm, e.create)
        com_release(vm, e.info)
    return e.refs


for _iface in ("CreateErrorInfo", "ErrorInfo"):
    api(OLE32, "wineagent.%s_QueryInterface" % _iface, "LPVOID this, LPVOID riid, LPVOID out",
        widths=BOTH)(_err_qi)
    api(OLE32, "wineagent.%s_AddRef" % _iface, "LPVOID this", widths=BOTH)(_err_addref)
    api(OLE32, "wineagent.%s_Release" % _iface, "LPVOID this", widths=BOTH)(_err_release)


def _setter(field):
    def set_text(c, this, value):
        setattr(_info(c.vm, this), field, value)
        return S_OK
    set_text.__doc__ = "ICreateErrorInfo::Set%s." % field
    return set_text


api(OLE32, "wineagent.CreateErrorInfo_SetSource",
    "LPVOID this, LPCWSTR v", widths=BOTH)(_setter("source"))
api(OLE32, "wineagent.CreateErrorInfo_SetDescription",
    "LPVOID this, LPCWSTR v", widths=BOTH)(_setter("description"))
api(OLE32, "wineagent.CreateErrorInfo_SetHelpFile",
    "LPVOID this, LPCWSTR v", widths=BOTH)(_setter("helpfile"))
api(OLE32, "wineagent.CreateErrorInfo_SetHelpContext",
    "LPVOID this, DWORD v", widths=BOTH)(_setter("context"))


@api(OLE32, "wineagent.CreateErrorInfo_SetGUID", "LPVOID this, LPVOID guid", widths=BOTH)
def _set_guid(c, this, guid):
    _info(c.vm, this).guid = bytes(c.vm.mem.read(guid, 16)) if guid else bytes(16)
    return S_OK


def _getter(field):
    def get_text(c, this, out):
        vm = c.vm
        if not out:
            return E_INVALIDARG
        text = getattr(_info(vm, this), field)
        vm.mem.wptr(out, alloc_bstr(vm, text.encode("utf-16-le")) if text is not None else 0)
        return S_OK
    get_text.__doc__ = "IErrorInfo::Get%s: a new BSTR (NULL when never set)." % field
    return get_text


api(OLE32, "wineagent.ErrorInfo_GetSource",
    "LPVOID this, LPVOID out", widths=BOTH)(_getter("source"))
api(OLE32, "wineagent.ErrorInfo_GetDescription",
    "LPVOID this, LPVOID out", widths=BOTH)(_getter("description"))
api(OLE32, "wineagent.ErrorInfo_GetHelpFile",
    "LPVOID this, LPVOID out", widths=BOTH)(_getter("helpfile"))


@api(OLE32, "wineagent.ErrorInfo_GetGUID", "LPVOID this, LPVOID out", widths=BOTH)
def _get_guid(c, this, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, _info(c.vm, this).guid)
    return S_OK


@api(OLE32, "wineagent.ErrorInfo_GetHelpContext", "LPVOID this, LPVOID out", widths=BOTH)
def _get_context(c, this, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, _info(c.vm, this).context)
    return S_OK


@api(OLE32, "CreateErrorInfo", "LPVOID out", widths=BOTH)
def CreateErrorInfo(c, out):
    """A new error object; its ICreateErrorInfo."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    e = ErrorInfo()
    e.create = com_new(vm, OLE32, "CreateErrorInfo", CREATE_METHODS, e)
    e.info = com_new(vm, OLE32, "ErrorInfo", INFO_METHODS, e)
    vm.mem.wptr(out, e.create)
    return S_OK


def set_error_info(c, reserved, info):
    """SetErrorInfo: the thread's error object becomes ``info`` (AddRef'd)."""
    vm = c.vm
    if reserved:
        return E_INVALIDARG
    tid = vm.threads.current.tid
    old = vm.com.error_infos.pop(tid, 0)
    if info:
        yield GuestCall(vm.mem.uptr(vm.mem.uptr(info) + vm.ptr_size), (info,))      # AddRef
        vm.com.error_infos[tid] = info
    if old:
        yield GuestCall(vm.mem.uptr(vm.mem.uptr(old) + 2 * vm.ptr_size), (old,))   # Release
    return S_OK


def get_error_info(c, reserved, out):
    """GetErrorInfo: hand the thread's error object over (S_FALSE when none)."""
    vm = c.vm
    if reserved or not out:
        return E_INVALIDARG
    info = vm.com.error_infos.pop(vm.threads.current.tid, 0)
    vm.mem.wptr(out, info)
    return S_OK if info else S_FALSE


# OLEAUT32 exports these three too (forwarded to OLE32 on Windows): one implementation,
# declared there by oleaut32/errorinfo.py.
api(OLE32, "SetErrorInfo", "DWORD reserved, LPVOID info", widths=BOTH)(set_error_info)
api(OLE32, "GetErrorInfo", "DWORD reserved, LPVOID out", widths=BOTH)(get_error_info)
