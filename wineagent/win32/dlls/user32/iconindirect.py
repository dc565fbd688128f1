"""USER32's CreateIconIndirect: an icon (or cursor) from a colour bitmap and an AND mask
(Task Manager draws its tray icon so). The picture is kept as the RGBA image DrawIcon
and the image lists use: opaque where the mask is black, transparent where it is white."""

from PIL import Image

from ....abi.api import BOTH, api
from ...core.structures import ICONINFO
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi.objects import Bitmap
from ...user.icons import parts_rgba
from ...user.resources import Icon
from ...core.dllnames import USER32


@api(USER32, "CreateIconIndirect", "LPVOID info", widths=BOTH)
def CreateIconIndirect(c, info):
    vm = c.vm
    ii = c.struct(ICONINFO, info)      # its bitmap handles are pointer-sized
    is_icon, hx, hy, hmask, hcolor = ii.fIcon, ii.xHotspot, ii.yHotspot, ii.hbmMask, ii.hbmColor
    if not hmask:
        return 0         # no mask: fails leaving the last error alone, as Windows does
    mask = vm.gdi.get(hmask, Bitmap)
    if mask is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not hcolor:
        return _monochrome(vm, mask, is_icon, hx, hy)
    color = vm.gdi.get(hcolor, Bitmap)
    if color is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    vm.gdi.sync_from_guest(color)
    vm.gdi.sync_from_guest(mask)
    w, h = color.width, color.height
    rgb = color.image.convert("RGB")
    and_l = mask.image.convert("L").crop((0, 0, w, h)).point(lambda v: 255 if v > 127 else 0)
    alpha = _alpha(vm, color)
    if is_icon:
        hx, hy = w // 2, h // 2        # documented: an icon's hot spot is its centre
    icon = Icon(not is_icon, None, w, h, b"", (hx, hy))
    icon.parts = (rgb, and_l, alpha)
    icon._rgba = parts_rgba(icon.parts)
    return vm.gdi.add(icon)


def _alpha(vm, color):
    """The alpha channel of a 32-bit DIB section's bits when any pixel's is set (such an
    icon is alpha-blended and its mask ignored, as Windows draws it), else None."""
    if not color.bits or color.bpp != 32 or color.masks:
        return None
    raw = bytes(vm.mem.read(color.bits, color.stride * color.height))
    a = Image.frombytes("L", (color.width, color.height), raw[3::4])
    if not a.getextrema()[1]:
        return None
    return a.transpose(Image.FLIP_TOP_BOTTOM) if color.dib_height > 0 else a


def _monochrome(vm, mask, is_icon, hx, hy):
    """A monochrome icon (no colour bitmap): the mask bitmap holds the AND mask in its top
    half and the XOR mask in its bottom half, as Windows documents for ICONINFO. Where
    the AND bit is 0 the pixel is the XOR bit's black or white; where it is 1 the screen
    shows through (an XOR bit of 1 there inverts the screen, drawn here as showing it
    through). GetIconInfo hands the double-height mask back and no colour bitmap."""
    w, h = mask.width, mask.height // 2
    bits = mask.image.convert("L")
    and_img = bits.crop((0, 0, w, h))
    xor_img = bits.crop((0, h, w, 2 * h))
    img = Image.merge("RGBA", (xor_img, xor_img, xor_img,
                               and_img.point(lambda v: 0 if v > 127 else 255)))
    if is_icon:
        hx, hy = w // 2, h // 2
    icon = Icon(not is_icon, None, w, h, b"", (hx, hy))
    icon._rgba = img
    icon.parts = (xor_img.convert("RGB"), and_img.point(lambda v: 255 if v > 127 else 0), None)
    icon.mono_mask = bits.copy()
    return vm.gdi.add(icon)
