"""Profile (INI file) mapping to the registry, as Windows documents it for the profile
functions: ``HKLM\\Software\\Microsoft\\Windows NT\\CurrentVersion\\IniFileMapping\\<file>``
(the file's name, any folder) redirects sections of that file to registry keys, and the
file itself is then not touched for them.

Under the file's mapping key:

- a value named for a section maps that section: its keys are the values of the
  registry key the data names;
- the unnamed (default) value maps every other section: each is a subkey, named for the
  section, of the key the data names;
- a subkey named for a section maps its keys one by one: a value named for a key names
  the registry key holding it; the subkey's default value names the key holding the
  section's other keys (without one, those stay in the file).

A target is ``USR:path`` (``HKEY_CURRENT_USER\\path``) or ``SYS:path``
(``HKEY_LOCAL_MACHINE\\Software\\path``), optionally after the documented ``!``, ``#``
and ``@`` flags, which change when the file is also written or read at logon and do not
change where a value lives. Only REG_SZ values are strings to the profile functions.
"""

from .registry import REG_SZ

__all__ = ["SectionMap", "section_map", "mapped_sections"]

MAPPING_PATH = "Software\\Microsoft\\Windows NT\\CurrentVersion\\IniFileMapping"
HKCU, HKLM = 0x80000001, 0x80000002


def _file_key(vm, file):
    """The mapping key of ``file`` (None: win.ini), or None."""
    name = (file or "win.ini").replace("/", "\\").rsplit("\\", 1)[-1]
    reg = vm.registry
    mappings = reg.find(reg.roots[HKLM], MAPPING_PATH)
    key = mappings.child(name) if mappings is not None else None
    return None if key is None or key.deleted else key


def _string(key, name):
    """The REG_SZ value ``name`` of ``key`` (None: absent or another type)."""
    v = key.values.get((name or "").lower())
    return v[2] if v is not None and v[1] == REG_SZ else None


def _target(text):
    """(root handle, path) a mapping string names, or None for one that names neither
    USR: nor SYS:."""
    text = (text or "").lstrip("!#@")
    prefix, _, path = text.partition(":")
    if prefix.upper() == "USR":
        return HKCU, path
    if prefix.upper() == "SYS":
        return HKLM, "Software\\" + path if path else "Software"
    return None


class SectionMap:
    """Where one mapped section's keys live: ``targets`` by lower-cased key name (the
    name-specific ones, in mapping order) and ``default`` for the others (None: those
    stay in the file)."""

    def __init__(self, vm, targets, default):
        self.vm, self.targets, self.default = vm, targets, default

    def _where(self, name):
        return self.targets.get(name.lower(), (None, self.default))[1]

    def maps(self, name):
        """True when key ``name`` lives in the registry."""
        return self._where(name) is not None

    def _key(self, where, create=False):
        reg = self.vm.registry
        root, path = where
        if create:
            return reg.create(reg.roots[root], path)[0]
        key = reg.find(reg.roots[root], path)
        return None if key is None or key.deleted else key

    def get(self, name):
        """Key ``name``'s string, or None."""
        key = self._key(self._where(name))
        return _string(key, name) if key is not None else None

    def set(self, name, value):
        """Set key ``name`` (None: delete it)."""
        where = self._where(name)
        if value is None:
            key = self._key(where)
            if key is not None:
                self.vm.registry.delete_value(key, name)
            return
        self.vm.registry.set_value(self._key(where, create=True), name, REG_SZ, value)

    def items(self):
        """[(name, value)] of the section's keys in the registry: the name-specific ones
        first, then the default key's; a value that is not a string has value None (a
        section lists it by its name alone)."""
        out, seen = [], set()
        for lname, (name, where) in self.targets.items():
            key = self._key(where)
            v = key.values.get(lname) if key is not None else None
            if v is not None:
                out.append((v[0], v[2] if v[1] == REG_SZ else None))
                seen.add(lname)
        if self.default is not None:
            key = self._key(self.default)
            for lname, (name, type_, data) in (key.values.items() if key else ()):
                if lname and lname not in seen:
                    out.append((name, data if type_ == REG_SZ else None))
        return out

    def delete(self):
        """WritePrivateProfileString(section, NULL): every mapped key of the section
        goes. Windows opens each registry key the section maps to (creating a missing
        one) and deletes the section's values there; the keys stay."""
        for lname, (name, where) in self.targets.items():
            key = self._key(where, create=True)
            self.vm.registry.delete_value(key, name)
        if self.default is not None:
            key = self._key(self.default, create=True)
            for lname, (name, type_, _data) in list(key.values.items()):
                if lname and lname not in self.targets:
                    self.vm.registry.delete_value(key, name)


def section_map(vm, file, section):
    """The SectionMap of ``section`` in ``file``, or None when the section is the file's."""
    fkey = _file_key(vm, file)
    if fkey is None or section is None:
        return None
    sub = fkey.child(section)
    if sub is not None and not sub.deleted:
        targets = {}
        for lname, (name, type_, data) in sub.values.items():
            where = _target(data) if type_ == REG_SZ and lname else None
            if where is not None:
                targets[lname] = (name, where)
        return SectionMap(vm, targets, _target(_string(sub, "")))
    where = _target(_string(fkey, section))
    if where is not None:
        return SectionMap(vm, {}, where)
    default = _target(_string(fkey, ""))
    if default is not None:
        return SectionMap(vm, {}, (default[0], default[1] + "\\" + section))
    return None


def mapped_sections(vm, file):
    """The names of the sections ``file``'s mapping names (values and subkeys)."""
    fkey = _file_key(vm, file)
    if fkey is None:
        return []
    names = [name for lname, (name, _t, _d) in fkey.values.items() if lname]
    return names + [k.name for k in fkey.sorted_subkeys() if k.name.lower() not in
                    {n.lower() for n in names}]
