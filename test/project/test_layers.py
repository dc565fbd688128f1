"""The package's layers: imports point down, never up; no cycles; no hidden late imports.

The layers are data (``LAYERS``): moving a module to another layer is one line here. The
test reads every module of ``wineagent/`` with ``ast`` (nothing is imported), so it also
sees imports inside functions, which Python would only run later.
"""

import ast
import os

from paths import ROOT
PACKAGE = os.path.join(ROOT, "wineagent")

#: Lowest first. A module belongs to the layer with the longest matching prefix and may
#: import modules of its own layer and of the layers before it, never after.
LAYERS = [
    ("abi", ["wineagent.abi"]),                    # declarations, GuestFault: below both
    ("machine", ["wineagent.machine"]),            # CPU, memory, PE loader
    ("core", ["wineagent.win32.core"]),            # message numbers, bits, heap, fmt
    ("events", ["wineagent.events.bus", "wineagent.events.filters",   # the event bus and
                "wineagent.events.hooks", "wineagent.events.apitrace"]),  # win32 emit points
    ("kernel", ["wineagent.win32.kernel"]),        # VFS, files, registry, sync, launch
    ("gdi", ["wineagent.win32.gdi"]),              # objects, DCs, surfaces, DIBs, fonts
    ("user", ["wineagent.win32.user"]),            # window manager and core, dialogs, menus
    ("controls", ["wineagent.win32.controls"]),    # window classes (register themselves)
    ("dlls", ["wineagent.win32.dlls"]),            # thin @api surfaces, one per DLL
    ("win32", ["wineagent.win32"]),                # the package: imports every DLL; apilist
    # The application half, in three layers of its own. Pure parts: the command
    # vocabulary (declarations, types, limits, parsing: no I/O), small utilities, the
    # state file's plain pieces.
    ("app-base", ["wineagent.control.limits", "wineagent.control.argtypes",
                  "wineagent.control.verbs", "wineagent.control.protocol",
                  "wineagent.control.keys", "wineagent.control.snapshot",
                  "wineagent.control.frames", "wineagent.clock", "wineagent.folders",
                  "wineagent.ports", "wineagent.apps", "wineagent.census",
                  "wineagent.pngdiff", "wineagent.ctl.errors", "wineagent.ctl.wire",
                  "wineagent.ctl.registry", "wineagent.state.errors",
                  "wineagent.state.unpickler", "wineagent.state.cpu",
                  "wineagent.state.hostfiles", "wineagent.state.fileformat",
                  "wineagent.events.sink", "wineagent.events.stream",
                  "wineagent.events.commands"]),
    # One session: the VM, its host and dispatcher, its recorder, its savestates, its
    # events.
    ("app-session", ["wineagent.vm", "wineagent.host", "wineagent.control.dispatch",
                     "wineagent.state", "wineagent.replay.fileformat",
                     "wineagent.replay.recorder", "wineagent.replay.command",
                     "wineagent.events.batch", "wineagent.events.sessionlog"]),
    # What drives sessions: run, the servers, ctl, the Python API and its integrations,
    # the replayer, compat, the CLI.
    ("app-drivers", ["wineagent"]),
]

#: Function-local imports of the package's own modules that are there on purpose:
#: (importing module, imported module) -> why. Keep it short; each one is a start-up cost
#: deferred, never a way around the layers (the layer rule applies to these too).
ALLOWED_LOCAL = {
    # `wineagent ctl` must start fast (an agent runs it once per action): the CLI imports
    # a verb's module only when that verb runs, so ctl never loads Twisted or Unicorn.
    ("wineagent.cli", "wineagent.run"): "verb imported on use",
    ("wineagent.cli", "wineagent.ctl.client"): "verb imported on use",
    ("wineagent.cli", "wineagent.pngdiff"): "verb imported on use",
    ("wineagent.cli", "wineagent.tap"): "verb imported on use",
    ("wineagent.cli", "wineagent.compat"): "verb imported on use",
    ("wineagent.cli", "wineagent.mcp.server"): "verb imported on use",
    ("wineagent.cli", "wineagent.replay.replayer"): "verb imported on use",
    # pytest loads the plugin (a pytest11 entry point) into every pytest run of every
    # project once wineagent is installed: the emulator loads only when a test asks for a
    # desktop or a screen check.
    ("wineagent.pytest_plugin", "wineagent.api"): "every pytest run loads the plugin",
    ("wineagent.pytest_plugin", "wineagent.testing"): "every pytest run loads the plugin",
    # wineagent.testing is imported by conftest files and trial modules at collection; the
    # emulator, Twisted and Pillow load when a test opens a desktop or compares a screen.
    ("wineagent.testing", "wineagent.api.local"): "loads when a test opens a desktop",
    ("wineagent.testing", "wineagent.api.session"): "loads when a test opens a desktop",
    ("wineagent.testing", "wineagent.control.protocol"): "loads when a test opens a desktop",
    ("wineagent.testing", "wineagent.pngdiff"): "loads when a test compares a screen",
    # `wineagent run` reports usage errors (exit 2) before loading the emulator and the
    # web stack, and loads the control server only with --control.
    ("wineagent.run", "wineagent.apps"): "usage errors first",
    ("wineagent.run", "wineagent.machine.loader"): "usage errors first",
    ("wineagent.run", "wineagent.vm"): "usage errors first",
    ("wineagent.run", "wineagent.host"): "usage errors first",
    ("wineagent.run", "wineagent.web.control"): "only with --control",
    ("wineagent.run", "wineagent.web.stdin"): "only with --control-stdin",
    ("wineagent.run", "wineagent.web.auth"): "only with --control",
    ("wineagent.run", "wineagent.web.guard"): "only with --control",
    # twistd loads the plugin (and so tap) for `twistd --help`; the web stack waits for
    # makeService.
    ("wineagent.tap", "wineagent.web.auth"): "twistd --help stays light",
    ("wineagent.tap", "wineagent.web.site"): "twistd --help stays light",
    ("wineagent.tap", "wineagent.web.guard"): "twistd --help stays light",
    # The hub serves pages without a VM; the emulator loads when a page opens one. The
    # hub imports control.dispatch (png_bytes), so its dialog commands load win32 late too.
    ("wineagent.web.pages", "wineagent.vm"): "emulator loads with the first VM",
    ("wineagent.web.pages", "wineagent.state.pages"): "emulator loads with the first VM",
    # Savestates (wineagent/state) load the emulator: the hub imports dispatch, and run
    # reports usage errors first.
    ("wineagent.control.dispatch", "wineagent.state.commands"): "emulator loads late",
    ("wineagent.run", "wineagent.state.commands"): "usage errors first",
    ("wineagent.control.dispatch", "wineagent.win32.user.dialogs"): "emulator loads late",
    ("wineagent.control.dispatch", "wineagent.win32.kernel.hostfiles"): "emulator loads late",
    # `import wineagent` stays as light as `wineagent ctl` needs: the Python API loads on
    # first use of wineagent.Desktop/connect, and the emulator with the first Desktop.
    ("wineagent", "wineagent.api"): "the API loads on first use",
    ("wineagent.api.local", "wineagent.host"): "emulator loads with the first Desktop",
    ("wineagent.api.local", "wineagent.machine.loader"): "emulator loads with the first Desktop",
    ("wineagent.api.local", "wineagent.vm"): "emulator loads with the first Desktop",
}


def _modules():
    """{dotted module name: (path, is_package)} for every .py file under wineagent/."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(PACKAGE):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for f in filenames:
            if f.endswith(".py"):
                path = os.path.join(dirpath, f)
                rel = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                ispkg = f == "__init__.py"
                found[rel[:-len(".__init__")] if ispkg else rel] = (path, ispkg)
    return found


MODULES = _modules()


def _targets(module, ispkg, node):
    """The package modules an import statement names (a ``from X import name`` names
    X.name when that is a module, else X)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name in MODULES]
    if node.level:
        base = module.split(".")
        base = base[:len(base) - node.level + (1 if ispkg else 0)]
        src = ".".join(base + ([node.module] if node.module else []))
    else:
        src = node.module or ""
    out = []
    for a in node.names:
        full = src + "." + a.name
        if full in MODULES:
            out.append(full)
        elif src in MODULES:
            out.append(src)
    return out


def _imports():
    """[(importer, imported, line, function-local?)] for every import of a package module."""
    edges = set()
    for module, (path, ispkg) in sorted(MODULES.items()):
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        local = set()
        for fn in ast.walk(tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                local.update(id(n) for n in ast.walk(fn) if n is not fn)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for target in _targets(module, ispkg, node):
                    if target != module:
                        edges.add((module, target, node.lineno, id(node) in local))
    return sorted(edges)


EDGES = _imports()


def layer_of(module):
    """(index, name) of the layer a module belongs to (longest prefix wins)."""
    best = None
    for i, (name, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            if module == p or module.startswith(p + "."):
                if best is None or len(p) > best[2]:
                    best = (i, name, len(p))
    assert best is not None, "module %s is in no layer; add it to LAYERS" % module
    return best[:2]


def test_every_module_belongs_to_a_layer():
    """LAYERS covers the whole package (a new top-level folder must be placed)."""
    for module in MODULES:
        layer_of(module)


def test_no_import_points_up_a_layer():
    """A module imports only its own layer and the layers below it."""
    upward = []
    for src, dst, line, _ in EDGES:
        (si, sname), (di, dname) = layer_of(src), layer_of(dst)
        if di > si:
            upward.append("%s:%d imports %s (%s above %s)" % (src, line, dst, dname, sname))
    assert not upward, "imports pointing up a layer:\n" + "\n".join(upward)


#: VM attributes that hold a layer's objects: code below that layer must not use them
#: (an import may be clean while the call still climbs). The kernel reaches USER through
#: what USER registers with it (vm.messages, the scheduler's per-thread attributes and
#: end hooks, the compositor's window order), never through vm.wm.
VM_ATTRIBUTE_LAYER = {"wm": "user", "menus": "user", "user": "user", "gdi": "gdi"}


def _climbing_attributes():
    """["module:line uses vm.X (layer above)"] for every use of a VM attribute whose
    layer is above the module's."""
    index = {name: i for i, (name, _) in enumerate(LAYERS)}
    found = []
    for module, (path, _) in sorted(MODULES.items()):
        mi, mname = layer_of(module)
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and node.attr in VM_ATTRIBUTE_LAYER
                    and ((isinstance(node.value, ast.Name) and node.value.id == "vm")
                         or (isinstance(node.value, ast.Attribute)
                             and node.value.attr == "vm"))):
                owner = VM_ATTRIBUTE_LAYER[node.attr]
                if index[owner] > mi:
                    found.append("%s:%d uses vm.%s (%s, above %s)"
                                 % (module, node.lineno, node.attr, owner, mname))
    return found


def test_no_call_climbs_through_a_vm_attribute():
    """Below USER nothing touches vm.wm, vm.menus or vm.user; below GDI nothing vm.gdi."""
    found = _climbing_attributes()
    assert not found, "calls climbing a layer:\n" + "\n".join(found)


def _cycles(edges):
    """The strongly connected components with more than one module (Tarjan)."""
    graph = {}
    for src, dst, _, _ in edges:
        graph.setdefault(src, set()).add(dst)
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        # Recursive Tarjan is fine: the package has ~100 modules.
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_there_are_no_import_cycles():
    """No set of modules imports itself round, counting imports inside functions."""
    cycles = _cycles(EDGES)
    assert not cycles, "import cycles:\n" + "\n".join(" -> ".join(c) for c in cycles)


def test_the_cycle_finder_finds_a_cycle():
    """The check above can fail: a two-module loop through a late import is reported."""
    edges = [("a", "b", 1, False), ("b", "c", 1, True), ("c", "a", 1, False), ("c", "d", 1, False)]
    assert _cycles(edges) == [["a", "b", "c"]]


def test_function_local_imports_are_on_the_allow_list():
    """An import inside a function is a smell that names a missing layer: only the few
    deliberate start-up deferrals in ALLOWED_LOCAL may do it."""
    late = ["%s:%d imports %s" % (src, line, dst) for src, dst, line, local in EDGES
            if local and (src, dst) not in ALLOWED_LOCAL]
    assert not late, "function-local imports not on the allow-list:\n" + "\n".join(late)


def test_the_allow_list_has_no_stale_entries():
    """Every allow-list entry is still used, so the list never outlives its reasons."""
    used = {(src, dst) for src, dst, _, local in EDGES if local}
    stale = sorted(set(ALLOWED_LOCAL) - used)
    assert not stale, "allow-list entries no longer needed: %s" % stale


def test_machine_and_win32_meet_only_in_abi():
    """machine never imports win32 (the CPU dispatches through abi declarations)."""
    bad = [(s, d) for s, d, _, _ in EDGES
           if s.startswith("wineagent.machine") and d.startswith("wineagent.win32")]
    assert not bad


#: The functions that declare a guest-callable export (``abi/api.py``, ``core/crt.py``).
DECLARE = {"api", "cdecl"}
#: The modules that define those functions, or wrap them (``user/pyproc.py``: a Python
#: window procedure's thunk); they call them without declaring anything.
DECLARATION_MACHINERY = {"wineagent.abi.api", "wineagent.win32.core.crt",
                         "wineagent.win32.user.pyproc", "wineagent.win32.core.comdecl"}
#: Internal procedure thunks (a window class's own procedure) are named under this prefix:
#: they are not exports and the API list leaves them out.
INTERNAL_PREFIX = "wineagent."


def _called(node):
    """The name a call calls (``api`` for ``api(...)`` and ``x.api(...)``), or None."""
    f = node.func
    return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None


def surface_violations(module, source):
    """What a module outside ``dlls/`` may not do: declare an API (``@api``, ``@cdecl``),
    or register a window procedure under a name that is not an internal ``wineagent.*``
    thunk. Returns ["module:line what"]."""
    tree = ast.parse(source)
    strings = {t.id: n.value.value for n in tree.body if isinstance(n, ast.Assign)
               and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str)
               for t in n.targets if isinstance(t, ast.Name)}
    bad = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _called(node)
        if name in DECLARE:
            bad.append("%s:%d declares an API with %s(...)" % (module, node.lineno, name))
        elif name == "window_proc" and len(node.args) >= 2:
            arg = node.args[1]
            proc = arg.value if isinstance(arg, ast.Constant) else strings.get(getattr(arg, "id", None))
            if not (isinstance(proc, str) and proc.startswith(INTERNAL_PREFIX)):
                bad.append("%s:%d registers window procedure %r, not an internal %s* thunk"
                           % (module, node.lineno, proc, INTERNAL_PREFIX))
    return sorted(bad, key=lambda b: int(b.split(":")[1].split()[0]))


def test_only_dll_surfaces_declare_apis():
    """Behaviour below, declarations on top: every @api / @cdecl handler lives in
    ``win32/dlls/``. Below it, a window class may only give its own procedure an internal
    ``wineagent.*`` thunk with ``window_proc`` (the class table needs its address)."""
    bad = []
    for module, (path, _) in sorted(MODULES.items()):
        if module.startswith("wineagent.win32.dlls.") or module in DECLARATION_MACHINERY:
            continue
        with open(path, encoding="utf-8") as f:
            bad += surface_violations(module, f.read())
    assert not bad, "declarations outside win32/dlls/:\n" + "\n".join(bad)


def test_the_surface_check_finds_a_declaration():
    """The check above can fail: a decorator, a bare call and an exported window
    procedure name are each reported; an internal thunk is not."""
    source = (
        'U = "USER32.dll"\n'
        'NAME = "wineagent.FooProc"\n'
        '@api(U, "Foo")\n'
        'def Foo(c):\n'
        '    return 0\n'
        'cdecl("bar")(lambda c: 0)\n'
        'window_proc(U, NAME, proc)\n'
        'window_proc(U, "ExportedProc", proc)\n')
    assert surface_violations("m", source) == [
        "m:3 declares an API with api(...)",
        "m:6 declares an API with cdecl(...)",
        "m:8 registers window procedure 'ExportedProc', not an internal wineagent.* thunk"]


if __name__ == "__main__":
    # `python3 test/project/test_layers.py`: the figures the layering is judged by.
    late = [(s, d) for s, d, _, local in EDGES if local]
    statements = {(s, line) for s, d, line, local in EDGES if local}
    print("function-local imports of the package's own modules: %d statements "
          "(%d in win32/)" % (len(statements),
                              sum(1 for s, _ in statements if s.startswith("wineagent.win32"))))
    print("import cycles: %d" % len(_cycles(EDGES)))
