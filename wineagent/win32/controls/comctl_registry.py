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

from ..user.window import add_class_resolver
from . import (animate, comboboxex, datetime, hotkey, ipaddress, listview, pager, rebar,
               tabctrl, toolbar, tooltips, trackbar, treeview, updown)

__all__ = ["install", "CLASSES", "resolve"]

#: class name (lower case) -> the module whose ``install(vm)`` registers it
CLASSES = {
    tabctrl.TAB_CLASS.lower(): tabctrl,
    listview.LISTVIEW_CLASS.lower(): listview,
    listview.hdr.HEADER_CLASS.lower(): listview,
    treeview.TREEVIEW_CLASS.lower(): treeview,
    toolbar.TOOLBAR_CLASS.lower(): toolbar,
    rebar.REBAR_CLASS.lower(): rebar,
    comboboxex.COMBOBOXEX_CLASS.lower(): comboboxex,
    updown.UPDOWN_CLASS.lower(): updown,
    trackbar.TRACKBAR_CLASS.lower(): trackbar,
    tooltips.TOOLTIPS_CLASS.lower(): tooltips,
    ipaddress.IPADDRESS_CLASS.lower(): ipaddress,
    hotkey.HOTKEY_CLASS.lower(): hotkey,
    hotkey.NATIVEFONT_CLASS.lower(): hotkey,
    animate.ANIMATE_CLASS.lower(): animate,
    datetime.DATETIME_CLASS.lower(): datetime,
    datetime.MONTHCAL_CLASS.lower(): datetime,
    pager.PAGER_CLASS.lower(): pager,
}


def install(vm):
    """Register every class here (idempotent; fixed order: thunks and atoms follow it)."""
    for module in dict.fromkeys(CLASSES.values()):
        module.install(vm)


@add_class_resolver
def resolve(vm, name):
    """The class for ``name`` when it is one of these (registered on first use)."""
    if not isinstance(name, str):
        return None
    module = CLASSES.get(name.lower())
    if module is None:
        return None
    module.install(vm)
    return vm.wm.find_class(name)
