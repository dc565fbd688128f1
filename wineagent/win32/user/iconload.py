"""Loading an icon or cursor resource of a module by name: LoadIcon, LoadCursor and the
icon and cursor part of LoadImage (``dlls/user32/main.py``, ``dlls/user32/resources.py``).

With no module the resources read are USER32's (the OEM icons and cursors:
``builtinres.py``), as Windows and Wine read them. A name is looked for as an icon or
cursor group first (RT_GROUP_ICON / RT_GROUP_CURSOR: the image closest to the size
asked, ``resources.load_icon``), then as an animated one (RT_ANIICON / RT_ANICURSOR: the
RIFF "ACON" bytes of an .ani file, ``cursorfile.py``); when neither is there the error
is the second look-up's (ERROR_RESOURCE_TYPE_NOT_FOUND in a module with no animated
resources at all, as Wine 8 answers).
"""

from ..core.builtin_dlls import module_handle
from ..core.dllnames import USER32
from ..kernel.resources import builtin_resources, not_found, resources_of
from .cursorfile import ani_icon, parse_ani
from .resources import load_icon, shared_icon

__all__ = ["icon_module", "load_resource_icon", "icon_not_found", "load_module_icon",
           "RT_ANICURSOR", "RT_ANIICON"]

RT_ANICURSOR, RT_ANIICON = 21, 22


def icon_module(c, inst, fn):
    """(module handle, Resources) an icon or cursor load reads: ``inst``'s, or with no
    module USER32's."""
    if not inst:
        return module_handle(c.vm, USER32), builtin_resources(c.vm, USER32)
    return inst, resources_of(c, inst, fn)


def load_resource_icon(vm, res, name, cursor, size):
    """An Icon (not yet a handle) of ``res``'s group ``name`` at the image closest to
    ``size`` ((w, h); None: the system size), else of its animated resource of that
    name (each frame's image closest to ``size``; its frames become handles now);
    None when neither is there or the animated one holds no usable cursor."""
    icon = load_icon(vm, name, cursor, size, res)
    if icon is not None:
        return icon
    raw = res.data(RT_ANICURSOR if cursor else RT_ANIICON, name)
    ani = parse_ani(raw) if raw is not None else None
    icon = ani_icon(vm.gdi, ani, cursor, size) if ani is not None else None
    if icon is not None:
        icon.name = name
    return icon


def icon_not_found(c, res, name, cursor):
    """0, with the error of an icon or cursor ``load_resource_icon`` did not make: the
    animated look-up's (type or name not found); an animated resource that is there but
    holds no cursor leaves the last error alone."""
    ani = RT_ANICURSOR if cursor else RT_ANIICON
    if res.lookup(ani, name) is not None:
        return 0
    return not_found(c, ani, name, res)


def load_module_icon(c, inst, name, cursor):
    """LoadIcon/LoadCursor: the shared handle of a module's icon or cursor ``name`` at the
    system size (no module: USER32's), or 0 and the last error."""
    module, res = icon_module(c, inst, "USER32.dll!Load%s" % ("Cursor" if cursor else "Icon"))
    h = shared_icon(c.vm, module, name, cursor, None,
                    lambda: load_resource_icon(c.vm, res, name, cursor, None))
    return h or icon_not_found(c, res, name, cursor)
