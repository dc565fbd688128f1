"""USER32: DrawIcon, DrawIconEx and PrivateExtractIcons. The icon images and their
AND-mask drawing are in ``user/icons.py``; shell32.dll's icons are shell32's pictures
(``dlls/shell32/stockicons.py``)."""

from ....abi.api import BOTH, api, Unimplemented
from ....abi.structs import scalar_size
from ...core.bits import s32
from ...core.dllnames import USER32
from ...kernel.resources import RT_GROUP_ICON
from ...gdi.objects import Brush
from ...user.icons import _draw, DI_NORMAL, ICON_SIZE, load_scaled_icon
from ...user.imagefile import find_image_path
from ...user.resources import (Icon, SYSTEM_CURSOR_BASE, SYSTEM_ICON_BASE, icon_image_id,
                               lookup_icon_id)
from ..shell32.stockicons import SHELL32_ICONS, is_shell32, shell32_icon



@api(USER32, "DrawIcon", "HDC hdc, INT x, INT y, HICON icon", widths=BOTH)
def DrawIcon(c, hdc, x, y, icon):
    return _draw(c, hdc, x, y, icon, ICON_SIZE, ICON_SIZE, DI_NORMAL)


@api(USER32, "DrawIconEx", "HDC hdc, INT x, INT y, HICON icon, INT cx, INT cy, UINT step, HBRUSH brush, UINT flags", widths=BOTH)
def DrawIconEx(c, hdc, x, y, icon, cx, cy, step, brush, flags):
    """DrawIcon at a size, with DI_ flags and an animated cursor's step (``user/icons.py``
    ``_draw``); a brush given paints the icon's rectangle first (a handle that is no
    brush: none)."""
    b = c.vm.gdi.get(brush, Brush) if brush else None
    return _draw(c, hdc, x, y, icon, cx, cy, flags, step, b)


@api(USER32, "GetCursorFrameInfo", "HANDLE cursor, DWORD reserved, DWORD step, LPVOID rate, "
     "LPVOID steps", widths=BOTH)
def GetCursorFrameInfo(c, cursor, reserved, step, rate, steps):
    """The cursor handle of an animated cursor's step ``step``, its display rate in
    jiffies (1/60 s) and the number of steps (undocumented; as Windows answers, Wine's
    cursoricon.c tests). A static cursor or icon is its own only frame: itself, rate 0,
    one step, whatever ``step``. A step past the last one answers 0 and leaves both
    outputs alone. An animation of one step but several frames counts ~0 steps, as
    Windows does."""
    vm = c.vm
    system = cursor & 0xFFFF0000 in (SYSTEM_ICON_BASE, SYSTEM_CURSOR_BASE)
    obj = vm.gdi.get(cursor, Icon) if not system else None
    if not rate or not steps or (obj is None and not system):
        return 0
    if obj is None or not obj.frames:
        vm.mem.w32(rate, 0)
        vm.mem.w32(steps, 1)
        return cursor
    if step >= len(obj.steps):
        return 0
    frame, jiffies = obj.steps[step]
    vm.mem.w32(rate, jiffies)
    vm.mem.w32(steps, len(obj.steps) if len(obj.steps) != 1 else 0xFFFFFFFF)
    return obj.frames[frame]


@api(USER32, "PrivateExtractIcons{AW}", "LPCTSTR file, INT index, INT cx, INT cy, LPVOID icons, "
     "LPVOID ids, UINT count, UINT flags", widths=BOTH)
def PrivateExtractIcons(c, file, index, cx, cy, icons, ids, count, flags):
    """New HICONs of a file's icons from the ``index``-th on, each cx x cy pixels, made from
    the image of its group closest to that size (scaled when it is not that size); a second size in the HIWORDs of cx and cy gives each
    icon twice, both sizes in turn (``count`` counts handles and must then be even: 0, as
    Windows since Vista answers). Without ``icons`` the number of icons in the file. The
    files: shell32.dll (its pictures, ids 0: no resource), an .ico file (one icon, id
    0xFFFFFFFF: no resource in that format, as documented) and the running program (its
    icon groups; ids: the RT_ICON chosen); a file that is not there is 0xFFFFFFFF, another
    program's or DLL's icons stop the guest naming it. ``flags`` (LR_*) other than 0 stop
    it too. The name is looked for as LoadImage looks (the program's folder, the system
    folders, PATH)."""
    vm = c.vm
    if flags:
        raise Unimplemented("%s!%s flags %#x" % (USER32, c.spec.name, flags))
    source = _icon_source(c, file or "")
    if source is None:
        return 0xFFFFFFFF
    total, make = source
    if not icons:
        return total
    sizes = [(cx & 0xFFFF, cy & 0xFFFF)]
    if cx >> 16 or cy >> 16:
        sizes.append((cx >> 16, cy >> 16))
        if count % 2:
            return 0
    index = s32(index)
    if index < 0:
        raise Unimplemented("%s!%s of a resource id (%d)" % (USER32, c.spec.name, index))
    step = scalar_size("HICON", vm.ptr_size)
    done = 0
    for k in range(index, min(index + count // len(sizes), total)):
        for size in sizes:
            hicon, rid = make(k, size)
            vm.mem.write(icons + step * done, hicon.to_bytes(step, "little"))
            if ids:
                vm.mem.w32(ids + 4 * done, rid & 0xFFFFFFFF)
            done += 1
    return done


def _icon_source(c, file):
    """(icon count, make(k, (w, h)) -> (HICON, id)) of ``file``, or None when it is not
    there."""
    vm = c.vm
    if is_shell32(vm, file):
        return len(SHELL32_ICONS), lambda k, size: (shell32_icon(vm, k, size[0]), 0)
    found = find_image_path(vm, file) if file else None
    if found is None:
        return None
    guest, host = found
    with open(host, "rb") as f:
        head = f.read(4)
    if head == b"\0\0\1\0":
        def ico(k, size):
            return load_scaled_icon(vm, 0, file, size[0], size[1])[1], 0xFFFFFFFF
        return 1, ico
    if head[:2] != b"MZ":
        return 0, None                   # no icons in it
    if not vm.is_image(vm.vfs.resolve(guest)[0]):
        raise Unimplemented("%s!%s (icons of another file: %s)" % (USER32, c.spec.name, file))
    names = [name for (rtype, name) in vm.resources.by_key if rtype == RT_GROUP_ICON]

    def own(k, size):
        hicon = load_scaled_icon(vm, vm.image.base, names[k], size[0], size[1])[1]
        return hicon, icon_image_id(vm, names[k], size) or 0
    return len(names), own


LR_MONOCHROME, LR_DEFAULTSIZE = 0x1, 0x40


@api(USER32, "LookupIconIdFromDirectoryEx", "LPVOID bits, BOOL is_icon, INT cx, INT cy, UINT flags",
     widths=BOTH)
def LookupIconIdFromDirectoryEx(c, bits, is_icon, cx, cy, flags):
    """The resource id of the image of an RT_GROUP_ICON / RT_GROUP_CURSOR directory (as
    LockResource gives it) that fits cx x cy best (0: the system icon size); with
    LR_MONOCHROME a one-bit image, otherwise the most colours (``lookup_icon_id``).
    0 when the bits are no such directory."""
    if not bits:
        return 0
    head = bytes(c.vm.mem.read(bits, 6))
    count = int.from_bytes(head[4:6], "little")
    raw = bytes(c.vm.mem.read(bits, 6 + 14 * count))
    size = (s32(cx) or ICON_SIZE, s32(cy) or ICON_SIZE)
    return lookup_icon_id(raw, not is_icon, size, bool(flags & LR_MONOCHROME))


@api(USER32, "LookupIconIdFromDirectory", "LPVOID bits, BOOL is_icon", widths=BOTH)
def LookupIconIdFromDirectory(c, bits, is_icon):
    """LookupIconIdFromDirectoryEx at the system size in colour, as documented."""
    return LookupIconIdFromDirectoryEx(c, bits, is_icon, 0, 0, 0)
