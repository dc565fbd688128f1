"""The registry: an in-memory tree per VM, persisted as JSON inside the VFS.

The file is ``C:\\WINDOWS\\wineagent-registry.json`` (host: ``<vfs root>/WINDOWS/
wineagent-registry.json``). It is loaded when the VM starts and rewritten (atomically:
write a temporary file, then rename) after every change, so a program's settings survive
a restart of a VM on the same VFS root even if the process dies without ``vm.close()``.

Names of keys and values are case-insensitive and keep the case they were created with.
Subkeys enumerate in case-insensitive alphabetical order (as Windows does), values in the
order they were first set. String data is held as text, so a value set through the ANSI
API reads back correctly through the wide one and vice versa.

HKEY_CLASSES_ROOT is, as on Windows, a view of ``HKEY_LOCAL_MACHINE\\SOFTWARE\\Classes``:
the root handle opens that key (one tree: what a program writes under either name, the
other shows), and the file keeps it there only. The user's half of Windows' merged view,
``HKEY_CURRENT_USER\\Software\\Classes``, comes first where file associations and COM
classes are read (kernel/fileassoc.py, kernel/comobj.py). A registry file written before
the view (a root of its own) has its classes moved under HKLM when loaded.
"""

import json
import os

from .vfs import GUEST_EPOCH, VfsError

__all__ = ["Registry", "Key", "ROOTS", "REGISTRY_FILE", "REG_NONE", "REG_SZ",
           "REG_EXPAND_SZ", "REG_BINARY", "REG_DWORD", "REG_MULTI_SZ", "encode_data",
           "decode_data"]

REGISTRY_FILE = "C:\\WINDOWS\\wineagent-registry.json"

REG_NONE, REG_SZ, REG_EXPAND_SZ, REG_BINARY, REG_DWORD = 0, 1, 2, 3, 4
REG_DWORD_BIG_ENDIAN, REG_LINK, REG_MULTI_SZ, REG_QWORD = 5, 6, 7, 11
_STRING_TYPES = (REG_SZ, REG_EXPAND_SZ, REG_LINK)

#: predefined handle -> name of the root key
ROOTS = {
    0x80000000: "HKEY_CLASSES_ROOT",
    0x80000001: "HKEY_CURRENT_USER",
    0x80000002: "HKEY_LOCAL_MACHINE",
    0x80000003: "HKEY_USERS",
    0x80000005: "HKEY_CURRENT_CONFIG",
}
HKEY_CLASSES_ROOT, HKEY_LOCAL_MACHINE = 0x80000000, 0x80000002
#: where HKEY_CLASSES_ROOT's keys are (below HKEY_LOCAL_MACHINE)
MACHINE_CLASSES = "SOFTWARE\\Classes"


def decode_data(type_, raw, wide):
    """Guest bytes of a value -> the stored form (str, list of str, or bytes)."""
    if type_ in _STRING_TYPES or type_ == REG_MULTI_SZ:
        text = raw.decode("utf-16-le", "replace") if wide else raw.decode("cp1252", "replace")
        if type_ == REG_MULTI_SZ:
            items = text.split("\0")
            while items and items[-1] == "":
                items.pop()  # the terminating empty string(s)
            return items
        return text.split("\0", 1)[0]
    return bytes(raw)


def encode_data(type_, data, wide):
    """The stored form -> guest bytes, with the terminating NUL(s) of string types."""
    if isinstance(data, bytes):
        return data
    enc = (lambda s: s.encode("utf-16-le")) if wide else (
        lambda s: s.encode("cp1252", "replace"))
    nul = b"\0\0" if wide else b"\0"
    if isinstance(data, list):
        return b"".join(enc(s) + nul for s in data) + nul
    return enc(data) + nul


class Key:
    """One registry key: subkeys and values, both keyed by lower-cased name."""

    def __init__(self, name, parent=None):
        self.name, self.parent = name, parent
        self.subkeys = {}   # lower name -> Key
        self.values = {}    # lower name -> (name, type, data)
        self.deleted = False

    def child(self, name):
        """The subkey called ``name`` (any case), or None."""
        return self.subkeys.get(name.lower())

    def sorted_subkeys(self):
        """Subkeys in enumeration order (case-insensitive alphabetical)."""
        return [self.subkeys[k] for k in sorted(self.subkeys)]

    def to_json(self):
        """A JSON-ready dict of this key and everything below it."""
        values = []
        for name, type_, data in self.values.values():
            if isinstance(data, bytes):
                values.append({"name": name, "type": type_, "hex": data.hex()})
            else:
                values.append({"name": name, "type": type_, "data": data})
        return {"name": self.name, "values": values,
                "keys": [k.to_json() for k in self.sorted_subkeys()]}

    @classmethod
    def from_json(cls, obj, parent=None):
        """Rebuild a key tree written by :meth:`to_json`."""
        key = cls(obj["name"], parent)
        for v in obj.get("values", ()):
            data = bytes.fromhex(v["hex"]) if "hex" in v else v["data"]
            key.values[v["name"].lower()] = (v["name"], int(v["type"]), data)
        for k in obj.get("keys", ()):
            sub = cls.from_json(k, key)
            key.subkeys[sub.name.lower()] = sub
        return key


class Registry:
    """The VM's registry: root keys, path lookup, and persistence through the VFS."""

    #: the version of the default keys this registry holds (kernel/regdefaults.py); 0: none
    defaults = 0

    def __init__(self, vfs):
        self.vfs = vfs
        self.roots = {h: Key(name) for h, name in ROOTS.items()}
        self.load()
        self._view_classes()

    def _view_classes(self):
        """Make HKEY_CLASSES_ROOT the key HKLM\\SOFTWARE\\Classes (made in memory when
        missing), moving in what a file of the older layout kept in a root of its own
        (keys and values the machine's classes lack)."""
        old = self.roots[HKEY_CLASSES_ROOT]
        key = self.roots[HKEY_LOCAL_MACHINE]
        for comp in self.split(MACHINE_CLASSES):
            sub = key.child(comp)
            if sub is None:
                sub = key.subkeys[comp.lower()] = Key(comp, key)
            key = sub
        if key is not old:
            _merge(old, key)
        self.roots[HKEY_CLASSES_ROOT] = key

    def is_root(self, key):
        """Whether ``key`` is one of the root keys (HKEY_CLASSES_ROOT's key included):
        no program can delete it."""
        return key.parent is None or key is self.roots[HKEY_CLASSES_ROOT]

    # -- persistence ------------------------------------------------------------------
    def _host_file(self):
        return self.vfs.host_path(self.vfs.split(REGISTRY_FILE))

    def load(self):
        """Read the registry file from the VFS if there is one (a corrupt one is ignored)."""
        try:
            with open(self._host_file(), encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError, VfsError):
            return
        if not isinstance(data, dict) or not isinstance(data.get("roots", {}), dict):
            return
        defaults = data.get("defaults", 0)
        self.defaults = defaults if isinstance(defaults, int) else 0
        for h, name in ROOTS.items():
            if name in data.get("roots", {}):
                self.roots[h] = Key.from_json(data["roots"][name])

    def save(self):
        """Write the whole registry to the VFS file (atomically)."""
        host = self._host_file()
        os.makedirs(os.path.dirname(host), exist_ok=True)
        self.vfs.check_inside(os.path.dirname(host))
        data = {"format": "wineagent-registry", "version": 1, "defaults": self.defaults,
                "roots": {ROOTS[h]: k.to_json() for h, k in self.roots.items()
                          if (k.subkeys or k.values) and h != HKEY_CLASSES_ROOT}}
        tmp = host + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            # one string from the C encoder: an indented dump takes json's Python encoder,
            # ~8x slower, and the whole tree (the default keys included) is written on
            # every change (1.7 ms against 0.2 ms for a new drive's registry)
            f.write(json.dumps(data, sort_keys=True))
        os.replace(tmp, host)
        os.utime(host, (GUEST_EPOCH, GUEST_EPOCH))   # no wall time reaches the guest

    def seed(self, entries, version):
        """Add the default keys and values a new Windows has (``entries``: (root handle,
        key path, value name or None for the key alone, type, stored data)), unless this
        registry already holds defaults of ``version`` or later. Only what is missing is
        added, so a value a program changed keeps its data; a default key a program
        deleted comes back only when the defaults' version rises. Nothing is written
        until a program changes the registry."""
        if self.defaults >= version:
            return
        for root, path, name, type_, data in entries:
            key = self.roots[root]
            for comp in self.split(path):
                sub = key.child(comp)
                if sub is None:
                    sub = key.subkeys[comp.lower()] = Key(comp, key)
                key = sub
            if name is not None and name.lower() not in key.values:
                key.values[name.lower()] = (name, type_, data)
        self.defaults = version

    # -- tree operations -----------------------------------------------------------------
    @staticmethod
    def split(path):
        """Components of a subkey path (empty components are ignored, as Windows does)."""
        return [p for p in (path or "").split("\\") if p]

    def find(self, base, path):
        """The key at ``path`` below ``base``, or None."""
        key = base
        for comp in self.split(path):
            key = key.child(comp)
            if key is None:
                return None
        return key

    def create(self, base, path):
        """(key, created) for ``path`` below ``base``, creating missing keys."""
        key, created = base, False
        for comp in self.split(path):
            sub = key.child(comp)
            if sub is None:
                sub = Key(comp, key)
                key.subkeys[comp.lower()] = sub
                created = True
            key = sub
        if created:
            self.save()
        return key, created

    def set_value(self, key, name, type_, data):
        """Store a value (``data`` in stored form) and save."""
        name = name or ""
        old = key.values.get(name.lower())
        key.values[name.lower()] = (old[0] if old else name, type_, data)
        self.save()

    def delete_value(self, key, name):
        """Remove a value; False when there is none by that name."""
        if key.values.pop((name or "").lower(), None) is None:
            return False
        self.save()
        return True

    def delete_key(self, key):
        """Remove a key that has no subkeys; handles to it then fail with KEY_DELETED."""
        parent = key.parent
        del parent.subkeys[key.name.lower()]
        key.deleted = True
        self.save()

    # -- Python-side conveniences (tests, tools) ----------------------------------------------
    def get(self, path, name=""):
        """(type, data) of a value at ``HKEY_CURRENT_USER\\Software\\...``, or None."""
        root_name, _, rest = path.partition("\\")
        for h, n in ROOTS.items():
            if n == root_name.upper() or _SHORT.get(root_name.upper()) == n:
                key = self.find(self.roots[h], rest)
                if key is None:
                    return None
                v = key.values.get(name.lower())
                return None if v is None else (v[1], v[2])
        raise KeyError("unknown root key %r" % root_name)


def _merge(src, dst):
    """Copy into ``dst`` the keys and values of ``src`` it lacks (recursively)."""
    for lower, value in src.values.items():
        dst.values.setdefault(lower, value)
    for lower, sub in src.subkeys.items():
        mine = dst.subkeys.get(lower)
        if mine is None:
            mine = dst.subkeys[lower] = Key(sub.name, dst)
        _merge(sub, mine)


_SHORT = {"HKCR": "HKEY_CLASSES_ROOT", "HKCU": "HKEY_CURRENT_USER",
          "HKLM": "HKEY_LOCAL_MACHINE", "HKU": "HKEY_USERS", "HKCC": "HKEY_CURRENT_CONFIG"}
