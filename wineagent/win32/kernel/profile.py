"""Initialisation files behind KERNEL32's Get/WritePrivateProfileString and
GetPrivateProfileInt (``dlls/kernel32/profile.py``).

INI files live in the VFS. A file name without a directory is looked up in the Windows
directory (``C:\\WINDOWS``), as documented; ``Get/WriteProfileString`` use
``C:\\WINDOWS\\win.ini``. Files are read fresh on every call (there is no cache to
flush) and written with CRLF line ends, keeping comments and the order of everything else.
Names are matched ignoring case; values lose surrounding blanks and one pair of matching
quotes.
"""

import os

from ..core.winerror import (ERROR_ACCESS_DENIED, ERROR_BAD_LENGTH, ERROR_INVALID_DATA,
                             ERROR_FILE_NOT_FOUND, ERROR_INVALID_PARAMETER,
                             ERROR_PATH_NOT_FOUND)
from .files import (FILE_SHARE_DELETE, FILE_SHARE_READ, FILE_SHARE_WRITE, check_sharing, stamp,
                    win32_error)
from .profilemap import mapped_sections, section_map
from .vfs import VfsError

__all__ = ["IniFile", "struct_text", "get_struct"]


class IniFile:
    """An INI file as lines, with lookups that keep everything else intact on write."""

    def __init__(self, text=""):
        self.lines = text.splitlines()

    def _sections(self):
        """[(name, header index, end index)] in file order."""
        out, cur, start = [], None, 0
        for i, line in enumerate(self.lines):
            s = line.strip()
            if s.startswith("[") and "]" in s:
                if cur is not None:
                    out.append((cur, start, i))
                cur, start = s[1:s.index("]")].strip(), i
        if cur is not None:
            out.append((cur, start, len(self.lines)))
        return out

    def section(self, name):
        """(header index, end index) of the first section called ``name``, or None."""
        for sname, start, end in self._sections():
            if sname.lower() == name.lower():
                return start, end
        return None

    def section_names(self):
        """Names of all sections, in order."""
        return [s[0] for s in self._sections()]

    def _entries(self, start, end):
        for i in range(start + 1, end):
            line = self.lines[i]
            if "=" in line and not line.lstrip().startswith(";"):
                k, v = line.split("=", 1)
                yield i, k.strip(), v.strip()

    def keys(self, section):
        """Key names of a section (empty if it does not exist)."""
        span = self.section(section)
        return [k for _, k, _ in self._entries(*span)] if span else []

    def get(self, section, key):
        """The value of ``key`` in ``section`` (quotes removed), or None."""
        span = self.section(section)
        if span is None:
            return None
        for _, k, v in self._entries(*span):
            if k.lower() == key.lower():
                if len(v) >= 2 and v[0] == v[-1] and v[0] in "'\"":
                    v = v[1:-1]
                return v
        return None

    def set(self, section, key, value):
        """Set a value (None deletes the key); key None deletes the whole section."""
        span = self.section(section)
        if key is None:
            if span is not None:
                del self.lines[span[0]:span[1]]
            return
        if span is None:
            if value is None:
                return
            # A new section goes right after the last line, no blank line between (as
            # Windows writes it).
            self.lines += ["[%s]" % section, "%s=%s" % (key, value)]
            return
        for i, k, _ in self._entries(*span):
            if k.lower() == key.lower():
                if value is None:
                    del self.lines[i]
                else:
                    self.lines[i] = "%s=%s" % (k, value)
                return
        if value is None:
            return
        last = span[0]
        for i in range(span[0] + 1, span[1]):
            if self.lines[i].strip():
                last = i
        self.lines.insert(last + 1, "%s=%s" % (key, value))

    def section_lines(self, name):
        """The lines of section ``name`` as GetPrivateProfileSection lists them: "key=value"
        with the blanks around both taken away (quotes kept), lines without '=' as they
        are; comments and blank lines left out."""
        span = self.section(name)
        if span is None:
            return []
        out = []
        for i in range(span[0] + 1, span[1]):
            # A line is read as a C string: a NUL in it ends it (a file's final NUL byte
            # makes no line of its own).
            line = self.lines[i].split("\0", 1)[0].strip()
            if not line or line.startswith(";"):
                continue
            if "=" in line:
                k, v = line.split("=", 1)
                line = "%s=%s" % (k.strip(), v.strip())
            out.append(line)
        return out

    def replace_section(self, name, entries):
        """WritePrivateProfileSection: the section's keys become ``entries`` ("key=value"
        strings; one without '=' is left out); None deletes the section. An empty list
        empties an existing section and creates none."""
        if entries is None:
            self.set(name, None, None)
            return
        span = self.section(name)
        if span is not None:
            keep = [self.lines[i] for i in range(span[0] + 1, span[1])
                    if self.lines[i].lstrip().startswith(";")]
            self.lines[span[0] + 1:span[1]] = keep
        for entry in entries:
            if "=" in entry:
                k, v = entry.split("=", 1)
                self.set(name, k.strip(), v.strip())

    def text(self):
        """The file's contents with CRLF line ends."""
        return "".join(line + "\r\n" for line in self.lines)


def _host(vm, name):
    if name is None:
        name = "win.ini"
    if name == "":
        # "" names the Windows folder itself, never a file: reads see an empty file,
        # writes fail with ERROR_ACCESS_DENIED (as Windows answers)
        raise VfsError(ERROR_ACCESS_DENIED)
    if "\\" not in name and "/" not in name and ":" not in name:
        name = "C:\\WINDOWS\\" + name
    parts, host = vm.vfs.resolve(name)
    if not parts:
        raise VfsError(ERROR_ACCESS_DENIED)
    return host


def _load(vm, name, write=False):
    """(IniFile, host path); a missing file reads as empty (and sets ERROR_FILE_NOT_FOUND).

    The file is opened as Windows' profile functions open it: to read, GENERIC_READ;
    to update (``write``), GENERIC_READ | GENERIC_WRITE; sharing reading, writing and
    deleting (a file the program holds open with FILE_FLAG_DELETE_ON_CLOSE reads). A
    handle the program holds that does not share that much is a sharing violation
    (VfsError)."""
    host = _host(vm, name)
    if os.path.exists(host):
        check_sharing(vm, os.path.realpath(host), True, write, False,
                      FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE)
    try:
        with open(host, "rb") as f:
            return IniFile(f.read().decode("cp1252", "replace")), host
    except FileNotFoundError:
        vm.last_error = ERROR_FILE_NOT_FOUND
        return IniFile(), host
    except IsADirectoryError:
        raise VfsError(ERROR_ACCESS_DENIED) from None   # a folder is not an INI file


def _put_list(c, buf, size, items, names=False):
    """Write NUL-separated names ending in a double NUL; truncated lists return size-2.

    ``names`` (GetPrivateProfileSectionNames): a list that would fill the buffer exactly
    counts as truncated too, and an empty list is a single NUL, as Windows writes them.
    """
    if size < 2:
        if size == 1:
            c.write_str(buf, "")
        return 0
    out = ""
    for s in items:
        if len(out) + len(s) + 1 > size - 1 - (1 if names else 0):
            # As documented: the buffer ends in two NULs and the return value is size - 2.
            rest = (out + s)[:size - 2]
            _write_chars(c, buf, rest + "\0\0")
            return size - 2
        out += s + "\0"
    _write_chars(c, buf, out + "\0" if out else "\0" if names else "\0\0")
    return len(out)


def _write_chars(c, buf, text):
    mem = c.vm.mem
    mem.write(buf, text.encode("utf-16-le") if c.wide else text.encode("cp1252", "replace"))


def _value(vm, ini, file, section, key):
    """Key ``key`` of ``section``: from the registry when the file's mapping sends it
    there (kernel/profilemap.py), else from the file; None when absent."""
    sm = section_map(vm, file, section)
    if sm is not None and sm.maps(key):
        return sm.get(key)
    return ini.get(section, key)


def _section_names(vm, ini, file):
    """The mapped sections' names, then the file's other sections."""
    mapped = mapped_sections(vm, file)
    seen = {n.lower() for n in mapped}
    return mapped + [n for n in ini.section_names() if n.lower() not in seen]


def get_string(c, section, key, default, buf, size, file):
    """GetPrivateProfileString's logic, shared with GetProfileString."""
    vm = c.vm
    try:
        ini, _host_path = _load(vm, file)
    except VfsError as e:
        vm.last_error = e.code
        ini = IniFile()
    if section is None:
        return _put_list(c, buf, size, _section_names(vm, ini, file))
    sm = section_map(vm, file, section)
    if key is None:
        names = [n for n, _v in sm.items()] if sm is not None else []
        if sm is None or sm.default is None:
            names += [k for k in ini.keys(section) if sm is None or not sm.maps(k)]
        return _put_list(c, buf, size, names)
    value = _value(vm, ini, file, section, key)
    if value is None:
        value = (default or "").rstrip(" ")  # documented: trailing blanks are stripped
    if size == 0:
        return 0
    return c.write_str(buf, value, size)


def write_string(c, section, key, value, file):
    """WritePrivateProfileString's logic, shared with WriteProfileString."""
    vm = c.vm
    if section is None:
        if key is None and value is None:
            return 1  # "flush the cache": there is none, every write goes to the file
        vm.last_error = ERROR_FILE_NOT_FOUND     # Windows' answer for a key of no section
        return 0
    sm = section_map(vm, file, section)
    if sm is not None:
        # A mapped section's keys live in the registry; the file is left alone.
        if key is None:
            sm.delete()
            if sm.default is not None:
                return 1
        elif sm.maps(key):
            sm.set(key, value)
            return 1
    try:
        ini, host = _load(vm, file, write=True)
        ini.set(section, key, value)
        if not os.path.isdir(os.path.dirname(host)):
            raise VfsError(ERROR_PATH_NOT_FOUND)
        with open(host, "wb") as f:
            f.write(ini.text().encode("cp1252", "replace"))
        stamp(vm, host)
    except VfsError as e:
        vm.last_error = e.code
        return 0
    except OSError as e:
        vm.last_error = win32_error(e)
        return 0
    return 1


def get_section(c, section, buf, size, file):
    """GetPrivateProfileSection's logic: the section's lines, NUL-separated with a double
    NUL at the end (truncated: size - 2). No section or no buffer: 0 with
    ERROR_INVALID_PARAMETER; a section found sets ERROR_SUCCESS, even an empty one."""
    vm = c.vm
    if section is None or not buf:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    try:
        ini, _host_path = _load(vm, file)
    except VfsError as e:
        vm.last_error = e.code
        ini = IniFile()
    if ini.section(section) is not None:
        vm.last_error = 0
    sm = section_map(vm, file, section)
    if sm is None:
        return _put_list(c, buf, size, ini.section_lines(section))
    lines = [name if value is None else "%s=%s" % (name, value) for name, value in sm.items()]
    if sm.default is None:
        lines += [l for l in ini.section_lines(section) if not sm.maps(l.split("=", 1)[0])]
    return _put_list(c, buf, size, lines)


def get_section_names(c, buf, size, file):
    """GetPrivateProfileSectionNames' logic: a file read sets ERROR_SUCCESS, a missing
    one ERROR_FILE_NOT_FOUND."""
    vm = c.vm
    try:
        ini, host = _load(vm, file)
        if os.path.exists(host):
            vm.last_error = 0
    except VfsError as e:
        vm.last_error = e.code
        ini = IniFile()
    return _put_list(c, buf, size, _section_names(vm, ini, file), names=True)


def _read_list(c, ptr):
    """The strings of a NUL-separated list ending in an empty one."""
    out = []
    step = c.char_size
    while True:
        s = c.read_str(ptr)
        if not s:
            return out
        out.append(s)
        ptr += (len(s) + 1) * step


def write_section(c, section, data, file):
    """WritePrivateProfileSection's logic (``data`` NULL deletes the section)."""
    vm = c.vm
    if section is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    entries = _read_list(c, data) if data else None
    sm = section_map(vm, file, section)
    if sm is not None:
        # Mapped: the entries are set one by one (nothing else of the section goes, unlike
        # in a file); NULL deletes the section's keys. Unmapped names are not written.
        if entries is None:
            sm.delete()
            if sm.default is not None:
                return 1
        else:
            for entry in entries:
                name, eq, value = entry.partition("=")
                if eq and sm.maps(name.strip()):
                    sm.set(name.strip(), value.strip())
            return 1
    try:
        ini, host = _load(vm, file, write=True)
        ini.replace_section(section, entries)
        if not os.path.isdir(os.path.dirname(host)):
            raise VfsError(ERROR_PATH_NOT_FOUND)
        with open(host, "wb") as f:
            f.write(ini.text().encode("cp1252", "replace"))
        stamp(vm, host)
    except VfsError as e:
        vm.last_error = e.code
        return 0
    except OSError as e:
        vm.last_error = win32_error(e)
        return 0
    return 1


def get_int(c, section, key, default, file):
    """GetPrivateProfileInt's logic: leading decimal digits (with a sign), else default."""
    vm = c.vm
    try:
        ini, _host_path = _load(vm, file)
    except VfsError as e:
        vm.last_error = e.code
        return default
    value = _value(vm, ini, file, section, key) if section and key else None
    if not value:
        return default
    s = value.strip()
    sign = -1 if s.startswith("-") else 1
    s = s[1:] if s[:1] in "+-" else s
    digits = ""
    for ch in s:
        if not ch.isdigit():
            break
        digits += ch
    return (sign * int(digits or "0")) & 0xFFFFFFFF


# -- structures (GetPrivateProfileStruct / WritePrivateProfileStruct) -------------------------
def struct_text(data):
    """How WritePrivateProfileStruct stores bytes: each as two upper-case hex digits, then
    a checksum byte (the sum of the bytes, modulo 256) the same way."""
    return data.hex().upper() + "%02X" % (sum(data) & 0xFF)


def get_struct(c, section, key, size, file):
    """The ``size`` bytes a key holds as GetPrivateProfileStruct reads them, or None with
    the last error set: ERROR_BAD_LENGTH when the value is not 2 * (size + 1) hex digits
    (a missing key, an empty value too), ERROR_INVALID_DATA for a character that is no hex
    digit or a wrong checksum."""
    vm = c.vm
    try:
        ini, _host_path = _load(vm, file)
    except VfsError as e:
        vm.last_error = e.code
        return None
    value = ini.get(section or "", key or "") if section and key else None
    value = value or ""
    if len(value) != 2 * (size + 1):
        vm.last_error = ERROR_BAD_LENGTH
        return None
    try:
        raw = bytes.fromhex(value)
    except ValueError:
        vm.last_error = ERROR_INVALID_DATA
        return None
    if sum(raw[:-1]) & 0xFF != raw[-1]:
        vm.last_error = ERROR_INVALID_DATA
        return None
    return raw[:-1]
