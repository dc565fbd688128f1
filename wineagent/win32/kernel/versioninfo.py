"""VS_VERSIONINFO resources: finding one in a PE file and walking its nodes.

Every node is ``wLength, wValueLength, wType, szKey`` (UTF-16, NUL-terminated), padding
to 4 bytes, the value (``wValueLength`` bytes when binary, characters when text), padding
to 4, then its children up to ``wLength``. VerQueryValue's sub-block paths name nodes by
key from the root: ``\\`` is the root's value (VS_FIXEDFILEINFO),
``\\VarFileInfo\\Translation`` and ``\\StringFileInfo\\040904b0\\ProductName`` name
children.
"""

import os
import struct

import pefile

from ..core.winerror import ERROR_FILE_NOT_FOUND, ERROR_RESOURCE_TYPE_NOT_FOUND
from .vfs import VfsError

__all__ = ["RT_VERSION", "pe_version_resource", "file_version_resource", "find_value"]

RT_VERSION = 16


def pe_version_resource(data):
    """The first RT_VERSION resource's bytes of PE file ``data``, or None."""
    try:
        pe = pefile.PE(data=data, fast_load=True)
        pe.parse_data_directories(
            directories=[pefile.DIRECTORY_ENTRY["IMAGE_DIRECTORY_ENTRY_RESOURCE"]])
    except pefile.PEFormatError:
        return None
    root = getattr(pe, "DIRECTORY_ENTRY_RESOURCE", None)
    for t in (root.entries if root else ()):
        if t.id != RT_VERSION:
            continue
        for name in t.directory.entries:
            for lang in name.directory.entries:
                entry = lang.data.struct
                return pe.get_data(entry.OffsetToData, entry.Size)
    return None


def _align4(n):
    return (n + 3) & ~3


def _node(block, off):
    """(length, value_length, type, key, value offset, children offset) of a node."""
    length, vlen, vtype = struct.unpack_from("<3H", block, off)
    end = off + 6
    while block[end:end + 2] != b"\0\0" and end < len(block):
        end += 2
    key = block[off + 6:end].decode("utf-16-le", "replace")
    value = _align4(end + 2)
    vbytes = vlen * 2 if vtype == 1 else vlen
    children = _align4(value + vbytes)
    return length, vlen, vtype, key, value, children


def find_value(block, path):
    """(offset of the value in ``block``, VerQueryValue's length, is_text) for sub-block
    ``path``, or None when there is no such node."""
    off = 0
    parts = [p for p in path.split("\\") if p]
    length, vlen, vtype, _key, value, children = _node(block, off)
    for part in parts:
        end = off + length
        child = children
        while child < end:
            clen, cvlen, ctype, ckey, cvalue, cchildren = _node(block, child)
            if clen == 0:
                return None
            if ckey.lower() == part.lower():
                off, length, vlen, vtype, value, children = child, clen, cvlen, ctype, cvalue, cchildren
                break
            child = _align4(child + clen)
        else:
            return None
    return value, vlen, vtype == 1


def file_version_resource(vm, path):
    """The VERSIONINFO bytes of the program or PE file at guest ``path``, or None with
    ``vm.last_error`` set (ERROR_FILE_NOT_FOUND, ERROR_RESOURCE_TYPE_NOT_FOUND)."""
    if path is None:
        vm.last_error = ERROR_FILE_NOT_FOUND
        return None
    try:
        parts, host = vm.vfs.resolve(path)
    except VfsError as e:
        vm.last_error = e.code
        return None
    if vm.is_image(parts):
        data = vm.resources.data(RT_VERSION, 1)
    elif os.path.isfile(host):
        with open(host, "rb") as f:
            data = pe_version_resource(f.read())
    else:
        vm.last_error = ERROR_FILE_NOT_FOUND
        return None
    if data is None:
        vm.last_error = ERROR_RESOURCE_TYPE_NOT_FOUND
    return data
