"""The desktop's background: COLOR_BACKGROUND under the wallpaper SPI_SETDESKWALLPAPER
names.

The wallpaper is a .bmp file (found as LoadImage finds one); the user's profile says how
it is laid out, as Windows reads it when the wallpaper is set: ``TileWallpaper`` "1"
repeats it from the top-left corner, else ``WallpaperStyle`` "0" centres it, "2"
stretches it over the screen, "6" fits it inside the screen keeping its proportions and
"10" fills the screen with it keeping its proportions (the rest cut off), both centred.
A path that names no bitmap leaves the plain colour, and SystemParametersInfo still
succeeds, as Wine 8 and Windows XP do. An empty path is no wallpaper.
"""

from PIL import Image

from ...abi.api import Unimplemented
from .imagefile import bitmap_from_file, find_image_path

__all__ = ["wallpaper", "set_wallpaper", "paint_desktop", "DESKTOP_KEY"]

#: where the wallpaper and its layout are kept (HKEY_CURRENT_USER)
DESKTOP_KEY = "Control Panel\\Desktop"
_STYLES = {"0": "center", "2": "stretch", "6": "fit", "10": "fill"}


def wallpaper(vm):
    """The wallpaper's path as SPI_GETDESKWALLPAPER answers it ("" for none)."""
    return vm.user.spi.get("WALLPAPER", "")


def set_wallpaper(vm, path):
    """Keep ``path`` as the wallpaper and paint the desktop with it."""
    vm.user.spi["WALLPAPER"] = path
    paint_desktop(vm)


def _profile(vm, name, default):
    got = vm.registry.get("HKEY_CURRENT_USER\\" + DESKTOP_KEY, name)
    return str(got[1]).strip().rstrip("\0") if got is not None and got[0] == 1 else default


def _layout(vm):
    if _profile(vm, "TileWallpaper", "0") == "1":
        return "tile"
    style = _profile(vm, "WallpaperStyle", "0")
    if style not in _STYLES:
        raise Unimplemented("USER32.dll!SystemParametersInfo (SPI_SETDESKWALLPAPER: "
                            "WallpaperStyle %s)" % style)
    return _STYLES[style]


def paint_desktop(vm):
    """Paint the desktop: COLOR_BACKGROUND, then the wallpaper laid out as the profile
    says."""
    gdi = vm.gdi
    desk = gdi.desktop
    sw, sh = desk.size
    desk.paste(gdi.sys_color(1), (0, 0, sw, sh))
    path = wallpaper(vm)
    found = find_image_path(vm, path) if path else None
    bitmap = bitmap_from_file(found[1]) if found else None
    if bitmap is not None:
        image = bitmap.image.convert("RGB")
        w, h = image.size
        layout = _layout(vm)
        if layout == "tile":
            for y in range(0, sh, h):
                for x in range(0, sw, w):
                    desk.paste(image, (x, y))
        elif layout == "stretch":
            desk.paste(image.resize((sw, sh), Image.NEAREST), (0, 0))
        else:
            if layout != "center":
                scale = (min if layout == "fit" else max)(sw / w, sh / h)
                w, h = max(1, round(w * scale)), max(1, round(h * scale))
                image = image.resize((w, h), Image.NEAREST)
            desk.paste(image, ((sw - w) // 2, (sh - h) // 2))
    gdi.touch()
