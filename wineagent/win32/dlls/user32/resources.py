"""USER32: the resource loaders (strings, icons, cursors, bitmaps). The resource
directory reader and the images are in ``user/resources.py``."""

from ....abi.api import BOTH, api, Unimplemented
from ...core.builtin_dlls import module_name
from ...core.winerror import ERROR_FILE_NOT_FOUND, ERROR_RESOURCE_NAME_NOT_FOUND
from ...gdi.objects import Bitmap
from ...user.builtin_strings import builtin_string, builtin_string_addr
from ...kernel.resources import (builtin_resources, module_resources, not_found,
                                 resources_of, RT_BITMAP)
from ...user.iconload import icon_module, icon_not_found, load_resource_icon
from ...user.resources import (recolour_palette, destroy_icon, IDC_IDS, IDI_IDS, IMAGE_BITMAP,
                              IMAGE_CURSOR, IMAGE_ICON, load_bitmap, LR_DEFAULTSIZE, shared_icon,
                              LR_LOADFROMFILE, LR_LOADMAP3DCOLORS, LR_LOADTRANSPARENT,
                              SYSTEM_CURSOR_BASE, SYSTEM_ICON_BASE)
from ...user.cursorfile import AniFile, ani_icon
from ...user.imagefile import bitmap_from_file, find_image_file, icon_from_file
from ...core.dllnames import USER32

LR_SHARED = 0x8000



# -- strings ---------------------------------------------------------------------------------
@api(USER32, "LoadString{AW}", "HINSTANCE inst, UINT id, LPVOID buf, INT size", widths=BOTH)
def LoadString(c, inst, sid, buf, size):
    sid &= 0xFFFF
    # A built-in DLL's strings are its resource directory's (USER32's,
    # user/builtinres.py) or, for one without a directory, its table in
    # user/builtin_strings.py.
    res = module_resources(c.vm, inst)
    dll = module_name(c.vm, inst) if res is None else None
    if res is None and dll is None:
        res = resources_of(c, inst, "USER32.dll!LoadString")
    if not buf:
        return 0           # no buffer, not even for the pointer (Wine's tests, on Windows)
    if c.wide and size == 0:
        # cchBufferMax 0: the buffer receives a read-only pointer to the resource itself
        # (not NUL-terminated); the return value is its length.
        found = res.string_addr(sid) if dll is None else builtin_string_addr(c.vm, dll, sid)
        c.vm.mem.wptr(buf, found[0] if found else 0)         # an LPWSTR cell
        return found[1] if found else 0
    if size <= 0:
        return 0
    text = res.string(sid) if dll is None else builtin_string(dll, sid)
    if text is None:
        c.vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND
        c.write_str(buf, "", size)
        return 0
    return c.write_str(buf, text, size)


def _bitmap_module(c, inst, fn):
    """The resources LoadBitmap / LoadImage read a bitmap from: with no module the OEM
    bitmaps (OBM_*), which are USER32's (user/builtinres.py), as on Windows."""
    if inst == 0:
        return builtin_resources(c.vm, USER32)
    return resources_of(c, inst, fn)


@api(USER32, "LoadBitmap{AW}", "HINSTANCE inst, LPCTSTR_ID name", widths=BOTH)
def LoadBitmap(c, inst, name):
    res = _bitmap_module(c, inst, "USER32.dll!LoadBitmap")
    bmp = load_bitmap(c.vm, name, res=res)
    if bmp is None:
        return not_found(c, RT_BITMAP, name, res)
    return c.vm.gdi.add(bmp)


@api(USER32, "LoadImage{AW}", "HINSTANCE inst, LPCTSTR_ID name, UINT type, INT cx, INT cy, UINT flags", widths=BOTH)
def LoadImage(c, inst, name, itype, cx, cy, flags):
    fn = "USER32.dll!LoadImage"
    if itype not in (IMAGE_BITMAP, IMAGE_ICON, IMAGE_CURSOR):
        raise Unimplemented("%s: image type %d" % (fn, itype))
    if flags & LR_LOADFROMFILE:
        return _load_file(c, name, itype, cx, cy, flags)
    if inst == 0:
        # OEM images: the system icons and cursors exist (as in LoadIcon/LoadCursor);
        # the other OEM cursors and the OEM bitmaps are USER32's (below).
        if itype == IMAGE_ICON and name in IDI_IDS:
            return SYSTEM_ICON_BASE | name
        if itype == IMAGE_CURSOR and name in IDC_IDS:
            return SYSTEM_CURSOR_BASE | name
    if itype == IMAGE_BITMAP:
        res = _bitmap_module(c, inst, fn)
        # LR_CREATEDIBSECTION makes no difference here: our bitmaps are all RGB images.
        # LR_LOADTRANSPARENT / LR_LOADMAP3DCOLORS recolour a bitmap's colour table; an
        # icon or cursor, drawn through its mask, is loaded as it is.
        bmp = load_bitmap(c.vm, name, flags, res)
        if bmp is None:
            return not_found(c, RT_BITMAP, name, res)
        if cx > 0 or cy > 0:
            size = (cx if cx > 0 else bmp.width, cy if cy > 0 else bmp.height)
            bmp = Bitmap(size[0], size[1], bmp.image.resize(size))
        return c.vm.gdi.add(bmp)
    cursor = itype == IMAGE_CURSOR
    inst, res = icon_module(c, inst, fn)
    size = None
    if cx or cy or not flags & LR_DEFAULTSIZE:
        size = (cx, cy) if cx and cy else None

    def make():
        icon = load_resource_icon(c.vm, res, name, cursor, size)
        if icon is not None:
            icon.module = inst
            if cx and cy:
                icon.width, icon.height = cx, cy   # LoadImage stretches to the asked size
        return icon
    if flags & LR_SHARED:
        h = shared_icon(c.vm, inst, name, cursor, size, make)
    else:
        icon = make()
        h = c.vm.gdi.add(icon) if icon is not None else 0
    return h or icon_not_found(c, res, name, cursor)



def _load_file(c, name, itype, cx, cy, flags):
    """LoadImage with LR_LOADFROMFILE: ``name`` is a file (user/imagefile.py). A file
    that is not there fails with ERROR_FILE_NOT_FOUND; an icon or cursor load sets the
    last error to 0, also when the file holds no icon directory, as Windows does (Wine's
    tests); a bitmap load that fails leaves it alone, one that succeeds sets 0 too."""
    if not isinstance(name, str):
        c.vm.last_error = ERROR_FILE_NOT_FOUND
        return 0
    host = find_image_file(c.vm, name)
    if host is None:
        c.vm.last_error = ERROR_FILE_NOT_FOUND
        return 0
    if itype == IMAGE_BITMAP:
        def recolour(palette, bits, bpp):
            return recolour_palette(palette, bits, bpp, flags, c.vm.gdi.sys_color)
        mapped = flags & (LR_LOADTRANSPARENT | LR_LOADMAP3DCOLORS)
        bmp = bitmap_from_file(host, recolour if mapped else None, (cx, cy))
        if bmp is None:
            return 0
        c.vm.last_error = 0
        return c.vm.gdi.add(bmp)
    size = (cx, cy) if cx and cy else None
    icon = icon_from_file(host, itype == IMAGE_CURSOR, size)
    if isinstance(icon, AniFile):          # an .ani file: its frames become handles
        icon = ani_icon(c.vm.gdi, icon, itype == IMAGE_CURSOR, size)
    c.vm.last_error = 0
    if icon is None:
        return 0
    if cx and cy:
        icon.width, icon.height = cx, cy   # LoadImage stretches to the asked size
    elif flags & LR_DEFAULTSIZE:
        icon.width = icon.height = 32      # SM_CXICON / SM_CXCURSOR
    return c.vm.gdi.add(icon)


@api(USER32, "LoadCursorFromFile{AW}", "LPCTSTR name", widths=BOTH)
def LoadCursorFromFile(c, name):
    """LoadImage(0, name, IMAGE_CURSOR, 0, 0, LR_LOADFROMFILE | LR_DEFAULTSIZE), as
    documented: a .cur or an animated .ani file."""
    return _load_file(c, name, IMAGE_CURSOR, 0, 0, LR_LOADFROMFILE | LR_DEFAULTSIZE)


@api(USER32, "DestroyIcon", "HANDLE icon", widths=BOTH)
def DestroyIcon(c, icon):
    return destroy_icon(c, icon)


@api(USER32, "DestroyCursor", "HANDLE cursor", widths=BOTH)
def DestroyCursor(c, cursor):
    return destroy_icon(c, cursor)
