"""The comctl32 classes Wine's programs need beyond the progress and status bars: the tab
control, tree view, list view and header, rebar and toolbar. ``install`` registers them
all; the class resolver registers them the first time a program creates one by name.

On Windows comctl32's DllMain registers its classes, and a program need not load the DLL
first: user32 loads it when a window of one of its classes is asked for by name and does
not exist yet (the class redirection of the process's activation context; Wine 8's
user32 does the same). Wine's programs delay-load comctl32 and create a tree view before
calling any comctl32 function; kstandbridge/minesweeper_cx imports nothing from it and
creates its status bar by STATUSCLASSNAME.
"""

import importlib

from ..user.window import add_class_resolver

__all__ = ["install", "CLASSES", "resolve", "module_of"]

#: class name (lower case) -> the module of this folder whose ``install(vm)`` registers
#: it. Module names, not modules: a module is imported when its class is first asked for
#: (importing all of them was ~5% of ``wineagent run``'s imports, for programs that create
#: none; bench/README.md, session 39). test/win32/controls/test_comctl_registry.py checks
#: each name against its module's own class-name constant.
CLASSES = {
    "systabcontrol32": "tabctrl",
    "syslistview32": "listview",
    "sysheader32": "listview",
    "systreeview32": "treeview",
    "toolbarwindow32": "toolbar",
    "rebarwindow32": "rebar",
    "comboboxex32": "comboboxex",
    "msctls_updown32": "updown",
    "msctls_trackbar32": "trackbar",
    "tooltips_class32": "tooltips",
    "sysipaddress32": "ipaddress",
    "msctls_hotkey32": "hotkey",
    "nativefontctl": "hotkey",
    "sysanimate32": "animate",
    "sysdatetimepick32": "datetime",
    "sysmonthcal32": "datetime",
    "syspager": "pager",
}


def module_of(name):
    """The module (imported now if it was not) that registers the class ``name`` (lower
    case, a key of :data:`CLASSES`)."""
    return importlib.import_module(__package__ + "." + CLASSES[name])


def install(vm):
    """Register every class here (idempotent; fixed order: thunks and atoms follow it)."""
    for name in dict.fromkeys(CLASSES.values()):
        importlib.import_module(__package__ + "." + name).install(vm)


@add_class_resolver
def resolve(vm, name):
    """The class for ``name`` when it is one of these (registered on first use)."""
    if not isinstance(name, str):
        return None
    key = name.lower()
    if key not in CLASSES:
        return None
    module_of(key).install(vm)
    return vm.wm.find_class(name)
