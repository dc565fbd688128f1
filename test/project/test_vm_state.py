"""No new hidden VM state: an attribute of the VM is created in one place, not on first use.

Subsystems that hang state on the VM the first time they need it
(``vm.__dict__.setdefault("x", ...)``, ``getattr(vm, "x", default)``, ``setattr(vm, ...)``,
``hasattr(vm, ...)``) make the VM's shape depend on what the program happened to call: the
state format saves whatever is there and a reader cannot find it (issue 21, item 2). Each
subsystem now has typed state built with the VM (``vm.kernel``, ``vm.crt``, ``vm.com``,
``vm.user``: win32/kernel/state.py, win32/user/state.py); this test fails on any new
attribute made or probed outside vm.py.
"""

import ast
import os

from paths import ROOT
PACKAGE = os.path.join(ROOT, "wineagent")

#: Where the VM's own dictionary may be handled as data: vm.py builds it, state/ saves,
#: checks and swaps a whole VM graph (a loaded one may lack anything until checked).
DICT_OK = ("wineagent/vm.py", "wineagent/state/")


def _is_vm(node):
    """``vm`` or ``<anything>.vm``."""
    return ((isinstance(node, ast.Name) and node.id == "vm")
            or (isinstance(node, ast.Attribute) and node.attr == "vm"))


def _modules():
    for dirpath, _, files in os.walk(PACKAGE):
        for name in sorted(files):
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    yield os.path.relpath(path, ROOT), ast.parse(f.read(), path)


def declared():
    """Every attribute vm.py gives a VM: ``self.X = ...`` in its methods, class
    attributes, methods and properties."""
    with open(os.path.join(PACKAGE, "vm.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "VM":
            for item in node.body:
                if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    names.add(item.name)
                elif isinstance(item, ast.Assign):
                    names.update(t.id for t in item.targets if isinstance(t, ast.Name))
        targets = (node.targets if isinstance(node, ast.Assign) else
                   [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for t in targets:
            if (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                    and t.value.id == "self"):
                names.add(t.attr)
    return names


def first_use_sites():
    """(module path, line, what) for every VM attribute made or probed outside vm.py:
    ``getattr/setattr/hasattr(vm, "x")``, any use of ``vm.__dict__`` (outside DICT_OK),
    and an assignment ``vm.x = ...`` to a name vm.py does not declare."""
    known = declared()
    sites = []
    for path, tree in _modules():
        dict_ok = path.startswith(DICT_OK)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args:
                fn, args = node.func, node.args
                if (isinstance(fn, ast.Name) and fn.id in ("getattr", "setattr", "hasattr")
                        and len(args) >= 2 and _is_vm(args[0])
                        and isinstance(args[1], ast.Constant)):
                    sites.append((path, node.lineno, "%s(vm, %r)" % (fn.id, args[1].value)))
            if (not dict_ok and isinstance(node, ast.Attribute) and node.attr == "__dict__"
                    and _is_vm(node.value)):
                sites.append((path, node.lineno, "vm.__dict__"))
            targets = (node.targets if isinstance(node, ast.Assign) else
                       [node.target] if isinstance(node, ast.AugAssign) else [])
            for t in targets:
                if isinstance(t, ast.Attribute) and _is_vm(t.value) and t.attr not in known:
                    sites.append((path, node.lineno, "vm.%s = (not declared in vm.py)" % t.attr))
    return sites


def test_no_vm_attribute_is_made_or_probed_outside_vm_py():
    sites = first_use_sites()
    assert not sites, ("VM state made on first use: declare it in vm.py or in the "
                       "subsystem's state (win32/kernel/state.py, win32/user/state.py): %s"
                       % sites)


def test_the_scan_can_fail(tmp_path):
    # The same scan on a module that does each forbidden thing finds each of them.
    bad = ("def f(vm, c):\n"
           "    vm.__dict__.setdefault('x', {})\n"
           "    getattr(c.vm, 'y', 0)\n"
           "    c.vm.brand_new = 1\n"
           "    vm.kernel = 2\n")
    tree = ast.parse(bad)
    global _modules
    saved = _modules
    _modules = lambda: iter([("wineagent/win32/bad.py", tree)])
    try:
        found = [what for _, _, what in first_use_sites()]
    finally:
        _modules = saved
    assert found.count("vm.__dict__") == 1
    assert "getattr(vm, 'y')" in found
    assert "vm.brand_new = (not declared in vm.py)" in found
    assert not any("kernel" in w for w in found)      # declared in vm.py


def test_the_subsystem_states_are_declared_fields():
    # Every field of the typed states has a default (a fresh VM is complete) and the VM
    # builds one of each.
    import dataclasses
    from wineagent.win32.kernel.state import ComState, CrtState, KernelState
    from wineagent.win32.user.state import UserState
    for cls in (KernelState, CrtState, ComState, UserState):
        for f in dataclasses.fields(cls):
            assert (f.default is not dataclasses.MISSING
                    or f.default_factory is not dataclasses.MISSING), (cls, f.name)
    assert {"kernel", "crt", "com", "user"} <= declared()
