"""``wineagent compat --census DIR...``: which imported functions do we lack, by how much?

No program runs. Every PE32 file under the folders (recursively: programs and DLLs, any
extension) has its import table read, and every import is resolved as the loader would
bind it (``abi.api.lookup`` through the API-set and runtime chains, or an imported
variable of ``win32/core/data_imports.py``). The report lists, grouped by DLL, every
imported function that has no implementation with the number of files importing it, and
the **weighted coverage**: the share of import references (one per file and function)
that resolve to an implementation. Functions a DLL lacks on purpose (its absent-by-design
table, ``abi.api.ABSENT``; docs/dlls.md) are marked. 64-bit (PE32+ x86-64) files are read
too — they run, but may only call the APIs checked for 64-bit callers so far (the width
gate, docs/emulator.md), and what they import is what the API layer must serve for them
(one declaration serves both widths) — and counted apart; files that are neither
are counted and skipped.
"""

import collections
import os

from .abi.api import ABSENT, absent_reason, lookup
from .abi.apisets import canonical_dll, host_chain
from .machine.loader import BadExecutable, read_executable
from .machine.pe_image import parse_image
from .win32.core.data_imports import DATA

__all__ = ["pe_files", "file_imports", "image_imports", "implemented", "census",
           "render_census", "absent_tables"]


def pe_files(folders):
    """Every regular file under ``folders`` (recursively, sorted) that starts with "MZ";
    raises ValueError naming a folder that does not exist."""
    out = []
    for folder in folders:
        if not os.path.isdir(folder):
            raise ValueError("%s: no such folder" % folder)
        for root, dirs, files in os.walk(folder):
            dirs.sort()
            for n in sorted(files):
                p = os.path.join(root, n)
                if os.path.isfile(p) and not os.path.islink(p):
                    with open(p, "rb") as f:
                        if f.read(2) == b"MZ":
                            out.append(p)
    return out


def file_imports(path):
    """The (dll, function) pairs ``path`` imports (ordinals as "#N"), deduplicated in table
    order; raises BadExecutable when the file is not a PE32 i386 or PE32+ x86-64 program
    or DLL."""
    return image_imports(path)[1]


def image_imports(path):
    """``(pointer width, imports)`` of ``path``: 4 for PE32, 8 for PE32+, and what
    file_imports returns."""
    data = read_executable(path)
    try:
        img = parse_image(data, path, widths=(4, 8))
    except BadExecutable as e:
        if "is a DLL, not an executable" not in str(e):
            raise
        img = parse_image(data, path, dll=True, widths=(4, 8))
    seen, out = set(), []
    for dll, name, _slot in img.imports:
        key = (dll, name)
        if key not in seen:
            seen.add(key)
            out.append(key)
    return img.width, out


def implemented(dll, name):
    """True when an import of ``dll!name`` binds to an implementation: a handler or an
    exported variable."""
    if any((table.lower(), name) in DATA for table in host_chain(dll)):
        return True
    return lookup(dll, name) is not None


def absent_tables():
    """Every DLL's absent-by-design table: {DLL: {function: why}} (``abi.api.ABSENT``)."""
    out = {}
    for (dll, name), why in sorted(ABSENT.items()):
        out.setdefault(dll, {})[name] = why
    return out


def census(folders):
    """The census of the PE files under ``folders``: a dict with ``files`` (read),
    ``skipped`` ([path, why]), ``references`` / ``resolved`` (import references in all and
    those with an implementation), ``coverage`` (their ratio), and ``missing``: DLL ->
    [{"function", "files", "absent"}] (most imported first)."""
    files = pe_files(folders)
    skipped, refs, resolved = [], 0, 0
    widths = collections.Counter()
    missing = collections.defaultdict(collections.Counter)
    for path in files:
        try:
            width, imports = image_imports(path)
        except (BadExecutable, OSError) as e:
            skipped.append([path, str(e)])
            continue
        widths[width] += 1
        for dll, name in imports:
            refs += 1
            if implemented(dll, name):
                resolved += 1
            else:
                missing[canonical_dll(dll)][name] += 1
    out = {}
    for dll in sorted(missing):
        out[dll] = [{"function": name, "files": n, "absent": absent_reason(dll, name) is not None}
                    for name, n in sorted(missing[dll].items(), key=lambda kv: (-kv[1], kv[0]))]
    return {"files": len(files) - len(skipped), "skipped": skipped, "references": refs,
            "resolved": resolved, "coverage": resolved / refs if refs else 1.0,
            "missing": out, "absent": absent_tables(),
            "widths": {"PE32": widths[4], "PE32+": widths[8]}}


def render_census(report, min_files=1):
    """The census as text: per DLL its missing functions (imported by at least
    ``min_files`` files) with their file counts, the absent-by-design tables, then the
    coverage line."""
    lines = []
    for dll, funcs in report["missing"].items():
        shown = [f for f in funcs if f["files"] >= min_files]
        if not shown:
            continue
        refs = sum(f["files"] for f in funcs)
        lines.append("%s: %d functions missing, %d references" % (dll, len(funcs), refs))
        for f in shown:
            lines.append("%6d  %s%s" % (f["files"], f["function"],
                                        "  (absent by design)" if f["absent"] else ""))
    if lines:
        lines.append("")
    lines.append("absent by design (GetProcAddress answers NULL; docs/dlls.md):")
    for dll, names in report["absent"].items():
        by_why = {}
        for name, why in names.items():
            by_why.setdefault(why, []).append(name)
        for why, group in by_why.items():
            lines.append("  %s: %s -- %s" % (dll, ", ".join(group), why))
    lines.append("")
    lines.append("census: %d files (%d skipped), %d import references, %d resolve: "
                 "weighted coverage %.1f%%" % (
                     report["files"], len(report["skipped"]), report["references"],
                     report["resolved"], 100.0 * report["coverage"]))
    wide = report.get("widths", {}).get("PE32+", 0)
    if wide:
        # 64-bit files run behind the width gate (docs/emulator.md): a resolved import
        # may still be one not yet checked for 64-bit callers.
        lines.append("of which %d 64-bit (PE32+ x86-64), which may call only the APIs "
                     "checked for 64-bit programs so far" % wide)
    return "\n".join(lines) + "\n"
