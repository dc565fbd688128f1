"""USER32's CreateIconIndirect: an icon (or cursor) from a colour bitmap and an AND mask
(Task Manager draws its tray icon so). The picture is kept as the RGBA image DrawIcon
and the image lists use: opaque where the mask is black, transparent where it is white."""

from PIL import Image

from ....abi.api import BOTH, Unimplemented, api
from ...core.structures import ICONINFO
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi.objects import Bitmap
from ...user.resources import Icon
from ...core.dllnames import USER32


@api(USER32, "CreateIconIndirect", "LPVOID info", widths=BOTH)
def CreateIconIndirect(c, info):
    vm = c.vm
    ii = c.struct(ICONINFO, info)      # its bitmap handles are pointer-sized
    is_icon, hx, hy, hmask, hcolor = ii.fIcon, ii.xHotspot, ii.yHotspot, ii.hbmMask, ii.hbmColor
    mask = vm.gdi.get(hmask, Bitmap)
    if mask is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if not hcolor:
        raise Unimplemented("%s!CreateIconIndirect (monochrome icons: no colour bitmap)" % USER32)
    color = vm.gdi.get(hcolor, Bitmap)
    if color is None:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    w, h = color.width, color.height
    img = color.image.convert("RGBA")
    alpha = mask.image.convert("L").crop((0, 0, w, h)).point(lambda v: 0 if v > 127 else 255)
    img.putalpha(alpha if alpha.size == img.size else Image.new("L", img.size, 255))
    if is_icon:
        hx, hy = w // 2, h // 2        # documented: an icon's hot spot is its centre
    icon = Icon(not is_icon, None, w, h, b"", (hx, hy))
    icon._rgba = img
    return vm.gdi.add(icon)
