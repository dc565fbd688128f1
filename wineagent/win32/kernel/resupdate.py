"""Rewriting a PE file's resources: what BeginUpdateResource, UpdateResource and
EndUpdateResource do (docs/dlls.md, "Changing a file's resources").

``ResourceUpdate`` holds the file's resources as a tree (type / name / language ->
code page and bytes), read when the update begins unless the caller asked to delete
them; UpdateResource replaces, adds or (with no data) deletes one language of one name.
``rewrite`` lays the tree out as a new resource section and returns the file's new
bytes:

- The section holds the directory tables first (root, then each type's name directory,
  then each name's language directory: IMAGE_RESOURCE_DIRECTORY + entries), then the
  IMAGE_RESOURCE_DATA_ENTRY records, then the counted UTF-16 names, then the data, each
  item 4-byte aligned. Named entries come before ids and are sorted, ids ascend, as the
  PE format requires; the bytes between items and at the section's end are the
  "PADDINGXXPADDING" filler Windows' resource tools write. This is the layout Wine's
  EndUpdateResource produces, so a file both edit comes out the same.
- The section keeps its place. When it grows or shrinks in the file, the sections after
  it move by whole file-alignment units; when its pages grow or shrink, their RVAs move
  too, and every data directory pointing into a moved section follows (the base
  relocation table is the usual one). A section after the resources that holds code or
  data addressed by code cannot move: the update fails then rather than break the image.
- A file without a resource section gets one, after the last section, when the header
  has room for one more section header.
- The checksum is left as it was (Windows programs do not check it; the loader checks it
  only for drivers).
"""

import struct

from ...machine.loader import BadExecutable
from ...machine.pe_image import MAX_FILE_SIZE, file_is_dll, parse_image
from ..core.winerror import ERROR_BAD_EXE_FORMAT, ERROR_INVALID_DATA
from .handletable import handle_kind

__all__ = ["ResourceUpdate", "ResourceUpdateError", "read_resources", "rewrite"]

_DIR = struct.Struct("<IIHHHH")          # IMAGE_RESOURCE_DIRECTORY
_ENTRY = struct.Struct("<II")            # IMAGE_RESOURCE_DIRECTORY_ENTRY
_DATA = struct.Struct("<IIII")           # IMAGE_RESOURCE_DATA_ENTRY
_SECTION = struct.Struct("<8sIIIIIIHHI")  # IMAGE_SECTION_HEADER
_PAD = b"PADDINGXXPADDING"
_DIR_RESOURCE, _DIR_BASERELOC = 2, 5
_SCN_INITIALIZED_DATA, _SCN_MEM_READ = 0x40, 0x40000000


class ResourceUpdateError(Exception):
    """The file cannot be updated; ``error`` is the Win32 code."""

    def __init__(self, error, message):
        super().__init__(message)
        self.error = error


def _sort_key(k):
    # Named entries first (sorted without regard to case), then ids ascending.
    return (0, k.upper(), k, 0) if isinstance(k, str) else (1, "", "", k)


def read_resources(data, path):
    """{type: {name: {lang: (codepage, bytes)}}} of a PE file's bytes; raises
    ResourceUpdateError for a file that is not a valid PE image."""
    try:
        image = parse_image(data, path, dll=file_is_dll(data), widths=(4, 8))
    except BadExecutable as e:
        raise ResourceUpdateError(ERROR_BAD_EXE_FORMAT, str(e)) from None
    tree = {}
    for e in image.resources:
        codepage = struct.unpack("<I", image.read(e.entry_rva + 8, 4, "resource code page"))[0]
        body = image.read(e.data_rva, e.size, "resource data")
        tree.setdefault(e.type, {}).setdefault(e.name, {})[e.lang] = (codepage, body)
    return tree


@handle_kind("resource update")
class ResourceUpdate:
    """One BeginUpdateResource: the file it will rewrite and the resources it will hold."""

    def __init__(self, host, guest_path, tree):
        self.host, self.guest_path, self.tree = host, guest_path, tree

    def update(self, rtype, name, lang, data):
        """UpdateResource: set one language of one resource (``data`` None: delete it)."""
        if data is None:
            names = self.tree.get(rtype, {})
            langs = names.get(name, {})
            langs.pop(lang, None)
            if not langs:
                names.pop(name, None)
            if not names:
                self.tree.pop(rtype, None)
            return
        self.tree.setdefault(rtype, {}).setdefault(name, {})[lang] = (0, bytes(data))


def _align(n, a):
    return (n + a - 1) // a * a


def _padding(n):
    return (_PAD * (n // len(_PAD) + 1))[:n]


def build_section(tree, rva):
    """The resource section's bytes for ``tree`` placed at ``rva`` (unpadded at the end)."""
    types = sorted(tree, key=_sort_key)
    names = [(t, n) for t in types for n in sorted(tree[t], key=_sort_key)]
    leaves = [(t, n, lang) for t, n in names for lang in sorted(tree[t][n])]
    strings = [k for k in types if isinstance(k, str)] + \
        [n for _, n in names if isinstance(n, str)]
    names_ofs = _DIR.size + len(types) * _ENTRY.size
    langs_ofs = names_ofs + len(types) * _DIR.size + len(names) * _ENTRY.size
    data_entry_ofs = langs_ofs + len(names) * _DIR.size + len(leaves) * _ENTRY.size
    strings_ofs = data_entry_ofs + len(leaves) * _DATA.size
    strings_size = sum(2 + 2 * len(s) for s in strings)
    data_ofs = strings_ofs + _align(strings_size, 4)
    total = data_ofs + sum(_align(len(tree[t][n][lang][1]), 4) for t, n, lang in leaves)
    out = bytearray(total)

    def directory(at, keys):
        named = sum(isinstance(k, str) for k in keys)
        _DIR.pack_into(out, at, 0, 0, 4, 0, named, len(keys) - named)

    def name_field(k):
        nonlocal strings_ofs
        if not isinstance(k, str):
            return k
        at = strings_ofs
        encoded = k.encode("utf-16-le")
        struct.pack_into("<H", out, at, len(k))
        out[at + 2:at + 2 + len(encoded)] = encoded
        strings_ofs += 2 + len(encoded)
        return 0x80000000 | at

    directory(0, types)
    type_at = _DIR.size
    for t in types:
        _ENTRY.pack_into(out, type_at, name_field(t), 0x80000000 | names_ofs)
        type_at += _ENTRY.size
        directory(names_ofs, list(tree[t]))
        names_ofs += _DIR.size
        for n in sorted(tree[t], key=_sort_key):
            _ENTRY.pack_into(out, names_ofs, name_field(n), 0x80000000 | langs_ofs)
            names_ofs += _ENTRY.size
            langs = sorted(tree[t][n])
            directory(langs_ofs, langs)
            langs_ofs += _DIR.size
            for lang in langs:
                _ENTRY.pack_into(out, langs_ofs, lang, data_entry_ofs)
                langs_ofs += _ENTRY.size
                codepage, body = tree[t][n][lang]
                _DATA.pack_into(out, data_entry_ofs, rva + data_ofs, len(body), codepage, 0)
                data_entry_ofs += _DATA.size
                out[data_ofs:data_ofs + len(body)] = body
                data_ofs += len(body)
                pad = -data_ofs & 3
                out[data_ofs:data_ofs + pad] = _padding(pad)
                data_ofs += pad
    return bytes(out)


class _Headers:
    """The fields of a PE file's headers that a resource update reads and changes."""

    def __init__(self, data):
        if len(data) < 0x40 or data[:2] != b"MZ":
            raise ResourceUpdateError(ERROR_BAD_EXE_FORMAT, "not a PE file (no MZ header)")
        (self.nt,) = struct.unpack_from("<I", data, 0x3C)
        if self.nt + 24 > len(data) or data[self.nt:self.nt + 4] != b"PE\0\0":
            raise ResourceUpdateError(ERROR_BAD_EXE_FORMAT, "not a PE file (no PE header)")
        self.count, = struct.unpack_from("<H", data, self.nt + 6)
        opt_size, = struct.unpack_from("<H", data, self.nt + 20)
        self.opt = self.nt + 24
        magic, = struct.unpack_from("<H", data, self.opt) if self.opt + 2 <= len(data) else (0,)
        if magic not in (0x10B, 0x20B):
            raise ResourceUpdateError(ERROR_BAD_EXE_FORMAT, "unknown optional header %#x"
                                      % magic)
        self.dirs = self.opt + (96 if magic == 0x10B else 112)
        self.table = self.opt + opt_size
        if self.dirs + 8 * (_DIR_RESOURCE + 1) > self.table or \
                self.table + _SECTION.size * self.count > len(data):
            raise ResourceUpdateError(ERROR_BAD_EXE_FORMAT, "headers outside the file")
        self.dir_count, = struct.unpack_from("<I", data, self.dirs - 4)
        self.dir_count = min(self.dir_count, (self.table - self.dirs) // 8)
        self.section_align, self.file_align = struct.unpack_from("<II", data, self.opt + 32)
        if not self.section_align or not self.file_align or \
                self.section_align & (self.section_align - 1) or \
                self.file_align & (self.file_align - 1):
            raise ResourceUpdateError(ERROR_BAD_EXE_FORMAT, "bad section or file alignment")

    def sections(self, data):
        """The section headers: [name, vsize, rva, raw_size, raw_ptr, ...fields]."""
        return [list(_SECTION.unpack_from(data, self.table + i * _SECTION.size))
                for i in range(self.count)]


def rewrite(data, tree):
    """The bytes of PE file ``data`` with its resources replaced by ``tree``; raises
    ResourceUpdateError."""
    h = _Headers(data)
    out = bytearray(data)
    secs = h.sections(data)
    res_rva, _ = struct.unpack_from("<II", data, h.dirs + 8 * _DIR_RESOURCE)
    index = next((i for i, s in enumerate(secs) if res_rva and s[2] <= res_rva <
                  s[2] + max(s[1], s[3])), None)
    if index is None:
        index = next((i for i, s in enumerate(secs) if s[0].rstrip(b"\0") == b".rsrc"), None)
    size_of_image, = struct.unpack_from("<I", data, h.opt + 56)
    if index is None:
        # No resource section: a new one after the others, if the headers have room.
        end = h.table + _SECTION.size * (h.count + 1)
        first_raw = min((s[4] for s in secs if s[4]), default=len(data))
        if end > first_raw:
            raise ResourceUpdateError(ERROR_INVALID_DATA, "no room in the headers for a "
                                      "resource section")
        secs.append([b".rsrc\0\0\0", 0, size_of_image, 0, 0, 0, 0, 0, 0,
                     _SCN_INITIALIZED_DATA | _SCN_MEM_READ])
        index = len(secs) - 1
        h.count += 1
        struct.pack_into("<H", out, h.nt + 6, h.count)
    sec = secs[index]
    if not sec[4]:                                  # no file bytes yet
        sec[4] = _align(len(data), h.file_align)
        sec[3] = 0
    body = build_section(tree, sec[2])
    total = len(body)
    section_size = _align(total, h.file_align)
    if section_size != sec[3]:
        old_raw_end = sec[4] + _align(sec[3], h.file_align)
        delta = section_size - _align(sec[3], h.file_align)
        virtual = _align(total, h.section_align)
        rva_delta = virtual - _align(sec[1], h.section_align)
        last = sec[4] + sec[3] >= len(data)
        if last:
            out = out[:sec[4]] + bytearray(sec[4] - min(len(out), sec[4]) + section_size)
        else:
            tail = bytes(out[old_raw_end:])
            out = out[:sec[4]] + bytearray(section_size) + tail
            moved = [s for s in secs if s[4] > sec[4]]
            if rva_delta:
                _move_rvas(data, out, h, secs, moved, rva_delta)
            for s in moved:
                s[4] += delta
        sec[3], sec[1] = section_size, virtual
        size_of_image += rva_delta
        struct.pack_into("<I", out, h.opt + 56, size_of_image)
        initialised = sum(s[3] for s in secs if s[9] & _SCN_INITIALIZED_DATA)
        struct.pack_into("<I", out, h.opt + 8, initialised)
    start = sec[4]
    out[start:start + section_size] = body + _padding(section_size - total)
    struct.pack_into("<II", out, h.dirs + 8 * _DIR_RESOURCE, sec[2], total)
    for i, s in enumerate(secs):
        _SECTION.pack_into(out, h.table + i * _SECTION.size, *s)
    if len(out) > MAX_FILE_SIZE:
        raise ResourceUpdateError(ERROR_INVALID_DATA, "the file would be over %d MiB"
                                  % (MAX_FILE_SIZE >> 20))
    return bytes(out)


def _move_rvas(data, out, h, secs, moved, rva_delta):
    """Move the RVAs of the sections after the resources. Only the base relocations'
    section can move: nothing addresses it but its data directory, and its entries name
    pages of the other sections, which stay."""
    dirs = [struct.unpack_from("<II", data, h.dirs + 8 * i) for i in range(h.dir_count)]
    for s in moved:
        inside = [i for i, (rva, size) in enumerate(dirs)
                  if size and s[2] <= rva < s[2] + max(s[1], s[3])]
        if s[0].rstrip(b"\0") != b".reloc" and inside != [_DIR_BASERELOC]:
            raise ResourceUpdateError(ERROR_INVALID_DATA, "section %s after the resources "
                                      "would move" % s[0].rstrip(b"\0").decode("latin-1"))
        for i in inside:
            struct.pack_into("<I", out, h.dirs + 8 * i, dirs[i][0] + rva_delta)
        s[2] += rva_delta
