"""Kernel handles are looked up by kind, through the table, in one way (issue 21, item 3).

``vm.handles`` is a HandleTable (win32/kernel/handletable.py), not a dict: a handler asks
for the kind it wants, ``vm.handles.get(h, Event)``, or declares it on the parameter
(``"HANDLE:event h"``, abi/api.py), and never re-checks what it got by hand. This test
fails on code that indexes the table as a raw dict, checks a kind with isinstance after
an untyped lookup, or filters the table's values by class; and on a declaration naming a
kind no class declares.
"""

import os
import re

import pytest

from paths import ROOT

PACKAGE = os.path.join(ROOT, "wineagent")
#: The table itself.
TABLE = "wineagent/win32/kernel/handletable.py"

_HANDLES = r"(?:\b(?:c|self|vm)\.)?vm\.handles|\bhandles"
#: ``vm.handles[h]``, ``del vm.handles[h]``, ``vm.handles[h] = obj``: the raw dict.
RAW_INDEX = re.compile(r"\bvm\.handles\[")
#: ``vm.handles = {}``: the table replaced by something else.
REPLACED = re.compile(r"\bvm\.handles\s*=[^=]")
#: ``isinstance(vm.handles.get(h), Kind)``: a kind checked by hand.
ISINSTANCE_GET = re.compile(r"isinstance\(\s*(?:c\.|self\.)?vm\.handles\.get\(")
#: ``x = vm.handles.get(h)`` (one argument: no kind) ...
UNTYPED_GET = re.compile(r"(\w+) = (?:c\.|self\.)?vm\.handles\.get\(([^,()]|\([^()]*\))+\)\s*$")
#: ... values filtered by class: ``for o in vm.handles.values() if isinstance(o, X)``.
VALUES_BY_CLASS = re.compile(r"vm\.handles\.values\(\)")


def _sources():
    for dirpath, _, files in os.walk(PACKAGE):
        for name in sorted(files):
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
                if rel == TABLE:
                    continue
                with open(path, encoding="utf-8") as f:
                    yield rel, f.read().split("\n")


def offending_sites():
    """``path:line: text`` of every site that handles the table by hand."""
    bad = []
    for rel, lines in _sources():
        for i, line in enumerate(lines):
            code = line.split("#", 1)[0]
            where = "%s:%d: %s" % (rel, i + 1, line.strip())
            if RAW_INDEX.search(code) or ISINSTANCE_GET.search(code):
                bad.append(where)
            elif REPLACED.search(code) and rel != "wineagent/vm.py":
                bad.append(where)
            elif VALUES_BY_CLASS.search(code) and "isinstance(" in " ".join(
                    lines[max(0, i - 1):i + 2]):
                bad.append(where + "  (use vm.handles.of_kind(Kind))")
            else:
                m = UNTYPED_GET.search(code)
                if m:
                    name = m.group(1)
                    after = " ".join(lines[i + 1:i + 4])
                    # a validity check (not isinstance; X if isinstance(X, K) else
                    # None), not a dispatch over kinds (ReadFile's pipe / file / console)
                    if re.search(r"not isinstance\(%s\b|%s if isinstance\(%s\b"
                                 % ((re.escape(name),) * 3), after + " " + code):
                        bad.append(where + "  (use vm.handles.get(h, Kind))")
    return bad


def test_no_handler_indexes_the_handle_table_or_checks_a_kind_by_hand():
    bad = offending_sites()
    assert not bad, ("look a handle up by kind, vm.handles.get(h, Kind), or declare it "
                     "(\"HANDLE:kind h\"); docs/win32-layers.md \"Handles\":\n  "
                     + "\n  ".join(bad))


def test_the_checker_sees_what_it_forbids():
    # The patterns above, on the lines they are meant to catch (and not on the right ones).
    assert RAW_INDEX.search("    del c.vm.handles[h]")
    assert ISINSTANCE_GET.search("    if not isinstance(vm.handles.get(h), KeyHandle):")
    assert UNTYPED_GET.search("    obj = vm.handles.get(entry[0])")
    assert UNTYPED_GET.search("    obj = c.vm.handles.get(h)")
    assert not UNTYPED_GET.search("    obj = vm.handles.get(h, KeyHandle)")
    assert REPLACED.search("    vm.handles = {}") and not REPLACED.search("vm.handles == x")


def test_every_declared_handle_kind_is_a_kind_some_class_declares():
    import wineagent.win32  # noqa: F401  (registers every declaration)
    from wineagent.abi.api import HANDLE_LOOKUPS, REGISTRY
    from wineagent.win32.kernel.handletable import kind_classes
    declared = {(spec.full_name, kind) for spec in REGISTRY.values()
                for _, kind in spec.handle_kinds}
    assert declared, "no declaration types a handle by kind"
    for name, kind in sorted(declared):
        # a kernel kind (a class says it), or a table of its own (USER's "window")
        assert kind in HANDLE_LOOKUPS or kind_classes(kind), \
            "%s declares a handle of kind %r" % (name, kind)


def test_the_table_takes_only_objects_that_say_what_they_are():
    from wineagent.win32.kernel.handletable import HandleTable, handle_kind

    @handle_kind("test thing")
    class Thing:
        closed = 0

        def close(self):
            self.closed += 1

    class Other:
        pass

    table = HandleTable()
    with pytest.raises(TypeError, match="Other"):
        table.add(Other())
    thing = Thing()
    h = table.add(thing)
    h2 = table.add(thing)
    assert (h, h2) == (0x1000, 0x1004)                  # NT's numbering, as before
    assert table.get(h, Thing) is thing and table.get(h, "test thing") is thing
    assert table.get(h, Other) is None and table.get(0x2000, Thing) is None
    assert table.kind_of(h) == "test thing" and table.kind_of(0x2000) is None
    assert table.describe(h) == "0x1000 (test thing)"
    assert table.summary() == {"test thing": 2}
    assert table.close(h) is thing and thing.closed == 0    # another handle remains
    assert table.close(h2) is thing and thing.closed == 1   # the last one closes it
    assert h not in table and table.close(h) is None
    assert table.add(thing) == 0x1008                   # a closed value is not reused
