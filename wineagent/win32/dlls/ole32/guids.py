"""OLE32's GUID strings: CLSIDFromString, IIDFromString, StringFromGUID2, StringFromCLSID,
StringFromIID.

The text form is ``{XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}`` (38 characters, upper-case
hex out, either case in). A string that is not one is read by CLSIDFromString as a
ProgID (registered ones are found, ``ole32_classes.py``), else CO_E_CLASSSTRING; by
IIDFromString it is E_INVALIDARG; NULL reads as GUID_NULL, as documented.
"""

import re
import struct

from ....abi.api import BOTH, api
from ...kernel.comobj import guid_text, progid_clsid
from ...core.dllnames import OLE32

S_OK, E_INVALIDARG, CO_E_CLASSSTRING = 0, 0x80070057, 0x800401F3
E_OUTOFMEMORY = 0x8007000E
_GUID_RE = re.compile(r"^\{([0-9A-Fa-f]{8})-([0-9A-Fa-f]{4})-([0-9A-Fa-f]{4})-"
                      r"([0-9A-Fa-f]{4})-([0-9A-Fa-f]{12})\}$")


def guid_bytes(text):
    """The 16 bytes of a GUID string, or None when ``text`` is not one."""
    m = _GUID_RE.match(text or "")
    if m is None:
        return None
    d1, d2, d3, d4, d5 = m.groups()
    return struct.pack("<IHH", int(d1, 16), int(d2, 16), int(d3, 16)) + \
        bytes.fromhex(d4) + bytes.fromhex(d5)


def _parse(c, text, out, bad):
    if text is None:
        c.vm.mem.write(out, bytes(16))
        return S_OK
    data = guid_bytes(text)
    if data is None:
        return bad
    c.vm.mem.write(out, data)
    return S_OK


@api(OLE32, "CLSIDFromString", "LPCWSTR text, LPVOID out", widths=BOTH)
def CLSIDFromString(c, text, out):
    if not out:
        return E_INVALIDARG
    if text is not None and guid_bytes(text) is None:
        # not a GUID: a ProgID, looked up as CLSIDFromProgID does
        data = guid_bytes(progid_clsid(c.vm.registry, text) or "")
        if data is not None:
            c.vm.mem.write(out, data)
            return S_OK
    return _parse(c, text, out, CO_E_CLASSSTRING)


@api(OLE32, "IIDFromString", "LPCWSTR text, LPVOID out", widths=BOTH)
def IIDFromString(c, text, out):
    if not out:
        return E_INVALIDARG
    return _parse(c, text, out, E_INVALIDARG)


@api(OLE32, "StringFromGUID2", "LPVOID guid, LPVOID buf, int size", widths=BOTH)
def StringFromGUID2(c, guid, buf, size):
    text = guid_text(c.vm.mem.read(guid, 16))
    if size < len(text) + 1:
        return 0
    c.vm.mem.write_wstr(buf, text)
    return len(text) + 1


def _allocated(c, guid, out):
    vm = c.vm
    text = guid_text(vm.mem.read(guid, 16))
    p = vm.heap.alloc(2 * len(text) + 2)      # the caller frees it with CoTaskMemFree
    if not p:
        return E_OUTOFMEMORY
    vm.mem.write_wstr(p, text)
    vm.mem.wptr(out, p)                       # an LPOLESTR cell: the program's width
    return S_OK


@api(OLE32, "StringFromCLSID", "LPVOID guid, LPVOID out", widths=BOTH)
def StringFromCLSID(c, guid, out):
    return _allocated(c, guid, out)


@api(OLE32, "StringFromIID", "LPVOID guid, LPVOID out", widths=BOTH)
def StringFromIID(c, guid, out):
    return _allocated(c, guid, out)
