"""Each DLL's manifest: every export wineagent answers for it, one line each, as a Wine
``.spec`` lists a DLL's exports.

A manifest lives in its DLL's folder (``dlls/kernel32/MANIFEST.spec``) and says, for
each name a program may import or ask GetProcAddress for:

- ``implemented`` — declared in this DLL's table, with the module that declares it;
- ``forwarded`` — not in this table, answered by a later table of the DLL's lookup chain
  (``abi/apisets.py``: KERNEL32's names fall through to ntdll's, SHELL32's to SHCORE's,
  the UCRT's to msvcrt's), with the table that answers;
- ``absent`` — deliberately not provided (``abi.api.absent``), with the reason:
  GetProcAddress answers NULL, as on a Windows without it.

The declarations are the one source: manifests are generated from them
(``python -m wineagent.win32.manifests --update``) and checked in, so a change to what a
DLL exports shows in review as a change to its manifest; test/project/test_dll_surfaces.py fails
when one is out of date. The API list in docs/emulator.md is built from the same
entries (``exports``).

``--update`` also regenerates ``win32/index.json``, the index of registration on demand
(``ondemand.py``): which module declares each name, so the tables import it when asked.
"""

import os
import sys

from ..abi import api
from ..abi.apisets import host_chain
from .. import win32
from . import ondemand

win32.load_all()       # every declaration, not only those asked for so far

__all__ = ["exports", "manifest", "folder_of", "tables", "update", "stale"]

DLLS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dlls")
_PKG = "wineagent.win32.dlls."
#: Tables whose folder is not named for the DLL's file name.
_FOLDERS = {"WINSPOOL.DRV": "winspool"}


def folder_of(dll):
    """The folder of DLL table ``dll`` (``KERNEL32.DLL`` -> ``kernel32``)."""
    return _FOLDERS.get(dll, dll.rsplit(".", 1)[0].lower())


def tables():
    """Every DLL table that has a folder, sorted."""
    names = {dll for (dll, name) in api.REGISTRY if not name.startswith("wineagent.")}
    names |= {dll for dll, _ in api.ABSENT}
    return sorted(d for d in names if os.path.isdir(os.path.join(DLLS, folder_of(d))))


def exports(dll):
    """``{name: (status, detail)}`` of DLL table ``dll`` (see the module docstring)."""
    out = {}
    chain = host_chain(dll)
    for later in reversed(chain[1:]):          # the first table that declares it answers
        for (table, name), spec in api.REGISTRY.items():
            if table == later and not name.startswith("wineagent."):
                out[name] = ("forwarded", later)
    for (table, name), spec in api.REGISTRY.items():
        if table == dll and not name.startswith("wineagent."):
            module = spec.module or ""
            detail = (module[len(_PKG):].replace(".", "/") + ".py"
                      if module.startswith(_PKG) else module)
            out[name] = ("implemented", detail)
    for (table, name), why in api.ABSENT.items():
        if table == dll:
            out[name] = ("absent", why)
    return out


def manifest(dll):
    """The text of ``dll``'s MANIFEST.spec."""
    entries = exports(dll)
    counts = {}
    for status, _ in entries.values():
        counts[status] = counts.get(status, 0) + 1
    lines = ["# %s: the exports wineagent answers for (wineagent/win32/manifests.py)." % dll,
             "# Generated from the declarations: python -m wineagent.win32.manifests --update",
             "# Lookup chain: %s" % " -> ".join(host_chain(dll)),
             "# " + ", ".join("%d %s" % (counts[s], s) for s in sorted(counts)), ""]
    for name in sorted(entries, key=lambda n: (n.lower(), n)):
        status, detail = entries[name]
        lines.append("%-44s %-12s %s" % (name, status, detail))
    return "\n".join(lines) + "\n"


def _path(dll):
    return os.path.join(DLLS, folder_of(dll), "MANIFEST.spec")


def stale():
    """The tables whose MANIFEST.spec is missing or differs from the declarations."""
    out = []
    for dll in tables():
        try:
            with open(_path(dll), encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = None
        if current != manifest(dll):
            out.append(dll)
    return out


def update():
    """Write every table's MANIFEST.spec; returns the tables written."""
    written = stale()
    for dll in written:
        with open(_path(dll), "w", encoding="utf-8") as f:
            f.write(manifest(dll))
    return written


def main(argv=None):
    """``--update`` writes the manifests; without it, lists the stale ones (exit 1)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv == ["--update"]:
        for dll in update():
            print("wrote %s" % os.path.relpath(_path(dll)))
        if ondemand.update():
            print("wrote %s" % os.path.relpath(ondemand.INDEX))
        return 0
    if argv:
        sys.stderr.write("usage: python -m wineagent.win32.manifests [--update]\n")
        return 2
    old = stale()
    for dll in old:
        print("stale: %s" % os.path.relpath(_path(dll)))
    return 1 if old else 0


if __name__ == "__main__":
    sys.exit(main())
