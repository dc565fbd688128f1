"""No new hidden VM state: an attribute of the VM is created in one place, not on first use.

Subsystems that hang state on the VM the first time they need it
(``vm.__dict__.setdefault("x", ...)``, ``getattr(vm, "x", default)``, ``setattr(vm, ...)``,
``hasattr(vm, ...)``) make the VM's shape depend on what the program happened to call: the
state format saves whatever is there and a reader cannot find it (issue 21, item 2). The
names below are the ones that exist today, to be moved into typed per-subsystem state;
the list may only shrink. A new name fails this test: declare the attribute where the VM
or its subsystem is built instead.
"""

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "wineagent")

#: Attributes created on first use today (the debt this test stops from growing).
KNOWN = {
    "_argv_cells", "_builtin_strings", "_lconv", "_msi_ui", "_propsheet_next",
    "_propsheet_pages", "_propsheet_starting", "_std_handles", "_wargv_cells", "actctx",
    "args", "atexit", "close", "com_apartments", "com_objects", "com_vtables",
    "console_allocated", "console_ctrl_handlers", "crt_locks", "crt_streams",
    "crt_time_cells", "cursor_count", "cv_waiters", "device_notifications", "dir_times",
    "dlls", "error_mode", "file_locks", "fls", "folder_browsers", "global_atoms",
    "global_locks", "heap_info", "image", "io_counters", "launch_capture", "local_atoms",
    "mapped_views", "missing_dlls", "named_objects", "open_files", "quick_exit",
    "rand_state", "resources", "shell_folders_made", "signals", "sound", "threadpool",
    "timer_periods", "tls_used", "unhandled_filter", "vfs",
    # Read by the application half (run, host, recorder, pages) from a VM that may not
    # have them yet: the same debt seen from above.
    "clipboard", "events", "menus", "outputs", "print_dir", "sleep_deadline", "vfs_included",
}


def _is_vm(node):
    """``vm`` or ``<anything>.vm``."""
    return ((isinstance(node, ast.Name) and node.id == "vm")
            or (isinstance(node, ast.Attribute) and node.attr == "vm"))


def first_use_sites():
    """(module path, line, attribute) for every on-first-use VM attribute in the package."""
    sites = []
    for dirpath, _, files in os.walk(PACKAGE):
        for name in files:
            if not name.endswith(".py"):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            for node in ast.walk(tree):
                if not isinstance(node, ast.Call) or not node.args:
                    continue
                fn, args = node.func, node.args
                attr = None
                if (isinstance(fn, ast.Name) and fn.id in ("getattr", "setattr", "hasattr")
                        and len(args) >= 2 and _is_vm(args[0])
                        and isinstance(args[1], ast.Constant)):
                    attr = args[1].value
                elif (isinstance(fn, ast.Attribute) and fn.attr == "setdefault"
                      and isinstance(fn.value, ast.Attribute) and fn.value.attr == "__dict__"
                      and _is_vm(fn.value.value) and isinstance(args[0], ast.Constant)):
                    attr = args[0].value
                if attr is not None:
                    sites.append((os.path.relpath(path, ROOT), node.lineno, attr))
    return sites


def test_no_new_vm_attribute_is_created_on_first_use():
    new = [s for s in first_use_sites() if s[2] not in KNOWN]
    assert not new, ("VM attributes created on first use (declare them where the VM or "
                     "its subsystem is built): %s" % new)


def test_the_scan_sees_the_known_sites():
    # The scan can fail: it finds today's sites (so a renamed pattern cannot slip past).
    found = {s[2] for s in first_use_sites()}
    assert found, "the scan found nothing: the patterns no longer match the code"
    assert found <= KNOWN
    stale = KNOWN - found
    assert not stale, "moved into declared state: remove from KNOWN: %s" % sorted(stale)
