"""OLE32's MkParseDisplayName: a moniker from a display name a user could type.

The name is tried, in Windows' order, as:

1. ``clsid:`` and a CLSID (with or without braces, with or without the closing ``:``):
   a class moniker — before anything else, even a running object of the same name;
2. ``ProgID:...`` or ``@ProgID...`` for a registered ProgID: that class's object is
   asked for IParseDisplayName (from the class table, CoRegisterClassObject) and parses
   the whole name itself;
3. the longest prefix that a running object is registered under as a file moniker;
4. the longest prefix that is an existing file on the guest's drive (the
   prefixes end where a ``\\``, ``/``, ``!`` or ``:`` follows).

A file moniker found with text left after it (``file.doc!item``) would parse the rest
through the file's object; that stops the guest naming it. Nothing matching:
MK_E_SYNTAX with nothing eaten (Windows' answer; Wine 8 answers E_NOTIMPL or
MK_E_CANTOPENFILE). A NULL bind context, name, count or result cell, or an empty name:
E_INVALIDARG with the cells untouched.
"""

import os
import re

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import E_INVALIDARG, S_OK
from ...kernel.comobj import method_call, progid_clsid
from ...kernel.vfs import VfsError
from ...core.dllnames import OLE32
from . import classes
from .guids import guid_bytes
from ...kernel.monikers import MK_E_SYNTAX, ClassMoniker, FileMoniker, new_moniker, ours, release

_CLSID = re.compile(r"clsid:(\{?)([0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-"
                    r"[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})(\}?)(:?)", re.IGNORECASE)
_PROGID = re.compile(r"@?([A-Za-z][A-Za-z0-9_.]*)")
IID_IPARSEDISPLAYNAME = bytes.fromhex("1a01000000000000c000000000000046")
CLSCTX_ALL = 0x17
_ENDS = "\\/!:"


def _class_name(name):
    """(CLSID bytes, characters eaten) for a ``clsid:`` name, or None."""
    m = _CLSID.match(name)
    if m is None or bool(m.group(1)) != bool(m.group(3)):
        return None
    return guid_bytes("{%s}" % m.group(2)), m.end()


def _prefixes(name):
    """The prefixes of ``name`` a file moniker may take, longest first."""
    cuts = [i for i in range(1, len(name)) if name[i] in _ENDS] + [len(name)]
    return [name[:i] for i in sorted(set(cuts), reverse=True)]


def _exists(vm, path):
    try:
        _parts, host = vm.vfs.resolve(path)
    except VfsError:
        return False
    return os.path.isfile(host)


def _running_file(vm, prefix):
    for entry in vm.com.running.values():
        impl = ours(vm, entry.moniker)
        if isinstance(impl, FileMoniker) and impl.path.lower() == prefix.lower():
            return True
    return False


def _through_class(c, bc, name, clsid, eaten, out):
    """Generator: the class's object parses ``name`` (IParseDisplayName)."""
    vm = c.vm
    cell = vm.heap.alloc(16 + 16 + vm.ptr_size)
    try:
        vm.mem.write(cell, clsid)
        vm.mem.write(cell + 16, IID_IPARSEDISPLAYNAME)
        vm.mem.wptr(cell + 32, 0)
        hr = yield from classes.class_object(c, cell, CLSCTX_ALL, cell + 16, cell + 32)
        if hr != S_OK:
            return MK_E_SYNTAX
        parser = vm.mem.uptr(cell + 32)
        text = vm.heap.alloc(2 * len(name) + 2)
        vm.mem.write(text, name.encode("utf-16-le") + b"\0\0")
        hr = yield method_call(vm, parser, 3, bc, text, eaten, out)
        vm.heap.free(text)
        yield method_call(vm, parser, 2)
        return hr & 0xFFFFFFFF
    finally:
        vm.heap.free(cell)


@api(OLE32, "MkParseDisplayName", "LPVOID bc, LPCWSTR name, LPVOID eaten, LPVOID out", widths=BOTH)
def MkParseDisplayName(c, bc, name, eaten, out):
    """A moniker for display name ``name`` and how many characters made it."""
    vm = c.vm
    if not bc or not name or not eaten or not out:
        return E_INVALIDARG
    vm.mem.w32(eaten, 0)
    vm.mem.wptr(out, 0)
    found = _class_name(name)
    if found is not None:
        clsid, used = found
        vm.mem.wptr(out, new_moniker(vm, ClassMoniker(clsid)))
        vm.mem.w32(eaten, used)
        return S_OK
    m = _PROGID.match(name)
    if m is not None and (name.startswith("@") or name[m.end():m.end() + 1] == ":"):
        text = progid_clsid(vm.registry, m.group(1))
        clsid = guid_bytes(text) if text else None
        if clsid is not None:
            hr = yield from _through_class(c, bc, name, clsid, eaten, out)
            return hr
    for prefix in _prefixes(name):
        if _running_file(vm, prefix) or _exists(vm, prefix):
            moniker = new_moniker(vm, FileMoniker(prefix))
            if len(prefix) < len(name):
                yield from release(vm, moniker)
                raise Unimplemented("%s!MkParseDisplayName of '%s': parsing what follows the "
                                    "file '%s' through the file's object" % (OLE32, name, prefix))
            vm.mem.wptr(out, moniker)
            vm.mem.w32(eaten, len(prefix))
            return S_OK
    return MK_E_SYNTAX
