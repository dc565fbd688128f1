"""The comctl32 classes Wine's programs need beyond the progress and status bars: the tab
control, tree view, list view and header, rebar and toolbar. ``install`` registers them
all; the class resolver registers them the first time a program that uses COMCTL32.dll
creates one by name (comctl32's DllMain registers its classes on Windows).

A program uses COMCTL32.dll when it imports it, or names it for delay loading (Wine's
programs delay-load comctl32 through their own descriptors, which carry the DLL's name
in the image; they create a tree view before calling any comctl32 function).
"""

from ..user.window import add_class_resolver
from . import comboboxex, ipaddress, listview, rebar, tabctrl, toolbar, tooltips, trackbar, treeview, updown

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
}


def install(vm):
    """Register every class here (idempotent; fixed order: thunks and atoms follow it)."""
    for module in dict.fromkeys(CLASSES.values()):
        module.install(vm)


def _uses_comctl32(vm):
    image = vm.image
    if any(dll.lower() == "comctl32.dll" for dll, _, _ in image.imports):
        return True
    cached = getattr(image, "_names_comctl32", None)
    if cached is None:
        cached = image._names_comctl32 = b"comctl32.dll" in bytes(image.parsed.data).lower()
    return cached


@add_class_resolver
def resolve(vm, name):
    """The class for ``name`` when it is one of these and the program uses COMCTL32."""
    if not isinstance(name, str):
        return None
    module = CLASSES.get(name.lower())
    if module is None or not _uses_comctl32(vm):
        return None
    module.install(vm)
    return vm.wm.find_class(name)
