"""The index of registration on demand (``win32/index.json``): which module of the
Windows personality fills which key of which declaration table, and which modules must
be imported at start (docs/dlls.md, "Registration on demand"; ``abi/lazy.py``).

Generated, never written by hand: ``python -m wineagent.win32.manifests --update``
writes it with the manifests (it runs :func:`build` in a fresh process), and
test/project/test_lazy_index.py fails while it is out of date.

How it is made. A fresh process imports the package without its start-up set
(``WINEAGENT_INDEXING=1``), then every module of ``wineagent/win32`` one at a time, each
after the modules it imports at module level (read with ``ast``), so that what a
module's import changes outside its own namespace is its own doing. Around each import
it compares every container (dict, list, set) of every loaded ``wineagent`` module:

- keys added to (or replaced in) a ``LazyTable`` are that module's: the index names it
  for them;
- a change anywhere else — a class resolver appended, a hook installed, a table that is
  not lazy — makes the module **eager**: ``import wineagent.win32`` imports it, as every
  module used to be, since nothing would ask for it by key. ``SAFE`` lists the
  containers that are neither, with the reason.

A module that is in no index (a DLL folder's new module before the index is
regenerated), or whose file is no longer the size the index recorded (it changed since:
it may declare more), is imported at start too, so a stale index costs start-up time,
never a declaration; the regeneration makes it lazy again.
"""

import ast
import importlib
import json
import os
import subprocess
import sys

from ..abi import lazy
from . import INDEX_VERSION

__all__ = ["build", "render", "INDEX", "SAFE", "TOOLS", "generate", "stale"]

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
#: The checked-in index.
INDEX = os.path.join(HERE, "index.json")
#: Modules of the package that are tools, not declarations: they import everything.
TOOLS = frozenset(["wineagent.win32.manifests", "wineagent.win32.apilist",
                   "wineagent.win32.ondemand"])
#: Containers a module may change at import without being eager: name -> why.
SAFE = {
    "wineagent.abi.structs.TYPES":
        "a structure is looked up by name only while another is declared over it, by a "
        "module that imports the nested one's (layouts are checked at declaration)",
    "wineagent.win32.user.pyproc.THEME_REPAINT":
        "keyed by a window procedure, which exists only once its module is imported",
    "wineagent.abi.lazy._TABLES": "the declaration tables themselves, as they are made",
    "wineagent.win32.dlls.dwrite.objects.INTERFACES":
        "a DirectWrite interface's methods, read only to make an object of it, which only "
        "its declaring module (or one importing it) does, and by dwrite/missing.py, which "
        "imports every DirectWrite module first",
    "wineagent.win32.dlls.dwrite.objects._IIDS":
        "a DirectWrite interface's IIDs, read only by QueryInterface of an object that "
        "exists, so its declaring module has been imported",
}
#: Larger containers are compared by length only (their values by identity otherwise).
_HASH_LIMIT = 5000


def _modules():
    out = []
    for path, dirs, files in os.walk(HERE):
        dirs[:] = sorted(d for d in dirs if not d.startswith(("__", ".")))
        for f in sorted(files):
            if not f.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(path, f), ROOT)[:-3].replace(os.sep, ".")
            if rel.endswith(".__init__"):
                rel = rel[:-len(".__init__")]
            if rel != "wineagent.win32" and rel not in TOOLS:
                out.append(rel)
    return out


def _file(module):
    base = os.path.join(ROOT, *module.split("."))
    return os.path.join(base, "__init__.py") if os.path.isdir(base) else base + ".py"


def _is_module(name):
    return os.path.exists(_file(name))


def _imports(module):
    """The package's modules ``module`` imports when it is imported (module level)."""
    path = _file(module)
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    package = module if path.endswith("__init__.py") else module.rsplit(".", 1)[0]
    out = []

    def walk(body):
        for node in body:
            if isinstance(node, ast.Import):
                out.extend(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = package.split(".")
                    parts = parts[:len(parts) - node.level + 1]
                    base = ".".join(parts + ([node.module] if node.module else []))
                else:
                    base = node.module
                out.append(base)
                out.extend(base + "." + a.name for a in node.names
                           if _is_module(base + "." + a.name))
            elif isinstance(node, (ast.If, ast.Try, ast.With)):
                for part in ("body", "orelse", "finalbody"):
                    walk(getattr(node, part, []))
                for handler in getattr(node, "handlers", []):
                    walk(handler.body)
    walk(tree.body)
    return [m for m in out if m.startswith("wineagent.") and _is_module(m)]


class _Watch:
    """The containers of the loaded ``wineagent`` modules, to see what an import changes."""

    def __init__(self, lazy):
        self.lazy = lazy
        self.seen = set()
        self.containers = []          # (qualified name, owning module, object)

    def _scan(self):
        for name, module in list(sys.modules.items()):
            if name in self.seen or module is None or not name.startswith("wineagent"):
                continue
            self.seen.add(name)
            for attr, value in list(vars(module).items()):
                if isinstance(value, (dict, list, set)):
                    self.containers.append((name + "." + attr, name, value))
                elif isinstance(value, type) and value.__module__ == name:
                    for cattr, cvalue in list(vars(value).items()):
                        if isinstance(cvalue, (dict, list, set)):
                            self.containers.append(
                                (name + "." + attr + "." + cattr, name, cvalue))

    @staticmethod
    def _print(obj):
        if isinstance(obj, dict):
            if len(obj) > _HASH_LIMIT:
                return len(obj)
            return (len(obj), hash(tuple(map(id, dict.values(obj)))),
                    hash(tuple(map(id, dict.keys(obj)))))
        if len(obj) > _HASH_LIMIT:
            return len(obj)
        return (len(obj), hash(tuple(sorted(map(id, obj)))))

    def snapshot(self):
        self._scan()
        plain = {id(obj): self._print(obj) for _, _, obj in self.containers
                 if not isinstance(obj, self.lazy)}
        tables = {t.name: dict(dict.items(t)) for t in self._tables()}
        return plain, tables

    def _tables(self):
        seen = {}
        for _, _, obj in self.containers:
            if isinstance(obj, self.lazy):
                seen[id(obj)] = obj
        return list(seen.values())

    def _safe(self):
        out = set()
        for qual in SAFE:
            module, attr = qual.rsplit(".", 1)
            if module in sys.modules and hasattr(sys.modules[module], attr):
                out.add(id(getattr(sys.modules[module], attr)))
        return out

    def changes(self, before, module):
        """(foreign changes, {table: [keys]}) since ``before`` (a snapshot)."""
        plain, tables = before
        self._scan()
        safe = self._safe()
        foreign, keys = [], {}
        for qual, owner, obj in self.containers:
            if isinstance(obj, self.lazy) or owner == module or id(obj) in safe:
                continue
            old = plain.get(id(obj))
            if old is not None and old != self._print(obj):
                foreign.append(qual)
        for table in self._tables():
            old = tables.get(table.name, {})
            new = [k for k, v in dict.items(table) if old.get(k, _ABSENT) is not v]
            if new:
                keys[table.name] = new
        return sorted(set(foreign)), keys


_ABSENT = object()


def build():
    """The index, made in this process (which must have imported nothing of the package
    but ``wineagent.win32`` under ``WINEAGENT_INDEXING=1``): a dict ready for JSON."""
    watch = _Watch(lazy.LazyTable)
    modules = _modules()
    owners = {}                      # table -> encoded key -> [module]
    eager = {}                       # module -> [why]
    done = []

    def load(module, stack=()):
        if module in sys.modules or module in stack:
            return
        parent = module.rsplit(".", 1)[0]
        if parent.startswith("wineagent."):
            load(parent, stack + (module,))
        for dep in _imports(module):
            load(dep, stack + (module,))
        if module in sys.modules:
            return
        before = watch.snapshot()
        importlib.import_module(module)
        foreign, keys = watch.changes(before, module)
        if not module.startswith(__package__ + "."):
            # a module of another layer (machine, events) a declaration imports: not
            # ours to defer; it must declare nothing on demand
            if keys:
                raise ValueError("%s fills %s outside wineagent.win32"
                                 % (module, ", ".join(sorted(keys))))
            return
        if foreign:
            eager[module] = foreign
        for table, names in keys.items():
            for key in names:
                code = lazy.encode_key(key)
                if code is None:
                    eager.setdefault(module, []).append("%s: a key the index cannot name"
                                                        % table)
                    continue
                owners.setdefault(table, {}).setdefault(code, []).append(module)
        done.append(module)

    for module in modules:
        load(module)
    names = sorted(set(done) - set(eager))
    number = {m: i for i, m in enumerate(names)}
    sizes = [os.path.getsize(_file(m)) for m in names]
    tables = {}
    for table, entries in sorted(owners.items()):
        out = {}
        for code, mods in sorted(entries.items()):
            idx = sorted({number[m] for m in mods if m in number})
            if not idx:
                continue        # only eager modules fill it: it is there from the start
            # a key two modules fill (two classes of one handle kind) is a list: its
            # first read imports all of them, even when one is there from the start
            out[code] = idx if len(set(mods)) > 1 else idx[0]
        tables[table] = out
    return {"version": INDEX_VERSION,
            "eager": {m: sorted(set(why)) for m, why in sorted(eager.items())},
            "modules": names, "sizes": sizes, "tables": tables}


def render(index):
    """The index file's text (stable: sorted, one entry a line)."""
    return json.dumps(index, indent=0, sort_keys=True, ensure_ascii=True) + "\n"


def generate():
    """The index text, built in a fresh interpreter (the import order must be ours)."""
    env = dict(os.environ, WINEAGENT_INDEXING="1", PYTHONPATH=os.pathsep.join(
        [ROOT] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]))
    out = subprocess.run(
        [sys.executable, "-c", "import sys; from wineagent.win32 import ondemand; "
         "sys.stdout.write(ondemand.render(ondemand.build()))"],
        env=env, cwd=ROOT, check=True, capture_output=True, text=True)
    return out.stdout


def stale(text=None):
    """True when the checked-in index differs from a fresh one (``text``: made already)."""
    try:
        with open(INDEX, encoding="utf-8") as f:
            current = f.read()
    except OSError:
        current = None
    return current != (generate() if text is None else text)


def update():
    """Write the index if it changed; True when written."""
    text = generate()
    if not stale(text):
        return False
    with open(INDEX, "w", encoding="utf-8") as f:
        f.write(text)
    return True
