"""Bitmaps in menus: MF_BITMAP items, MIIM_BITMAP pictures beside text, MIIM_CHECKMARKS.

A menu item carries up to three bitmaps (``MenuItem.bitmap``, ``MenuItem.check_bmps``):

- an MF_BITMAP item (AppendMenu with MF_BITMAP, or MENUITEMINFO fType MFT_BITMAP) *is* its
  bitmap: it takes the bitmap's size and, as Windows does for such items, shows selection
  by drawing the bitmap inverted (NOTSRCCOPY);
- a text item with an hbmpItem (MIIM_BITMAP) shows the picture in the check-mark column
  when it is not checked;
- hbmpChecked / hbmpUnchecked replace the check mark of a checked / unchecked item.

The HBMMENU_* constants a maximized MDI child puts in the menu bar are drawn by menus.py;
HBMMENU_CALLBACK beside a popup item's text (or as an MF_BITMAP item) is the owner's to
measure and draw (menus.py, WM_MEASUREITEM / WM_DRAWITEM); HBMMENU_POPUP_CLOSE, _RESTORE,
_MAXIMIZE and _MINIMIZE (the window menu's pictures, user/sysmenu.py) are
SM_CXMENUSIZE x SM_CYMENUSIZE boxes holding the caption buttons' glyphs, as Windows draws
them from Marlett. The others (HBMMENU_CALLBACK in a menu bar, the MDI ones in a popup)
are not implemented and stop the guest naming them.
"""

from PIL import ImageChops

from ...abi.api import Unimplemented
from ..gdi.objects import Bitmap
from ..gdi.pildraw import Draw
from .nonclient import draw_glyph

__all__ = ["size", "draw_bar_item", "draw_at", "is_predefined", "HBMMENU_CALLBACK"]

HBMMENU_CALLBACK = 0xFFFFFFFF
HBMMENU_POPUP_CLOSE, HBMMENU_POPUP_RESTORE, HBMMENU_POPUP_MAXIMIZE, HBMMENU_POPUP_MINIMIZE = \
    8, 9, 10, 11
#: the window menu's pictures -> the caption glyph they show
_POPUP_GLYPHS = {HBMMENU_POPUP_CLOSE: "close", HBMMENU_POPUP_RESTORE: "restore",
                 HBMMENU_POPUP_MAXIMIZE: "max", HBMMENU_POPUP_MINIMIZE: "min"}

#: HBMMENU_CALLBACK (-1) and HBMMENU_SYSTEM .. HBMMENU_POPUP_MINIMIZE (1 .. 11)
_PREDEFINED = set(range(1, 12)) | {0xFFFFFFFF}


def is_predefined(h):
    """True for an HBMMENU_* constant rather than a real HBITMAP."""
    return (h & 0xFFFFFFFF) in _PREDEFINED


def _bitmap(vm, h, where):
    if is_predefined(h):
        raise Unimplemented("USER32.dll!%s: predefined menu bitmap HBMMENU %d"
                            % (where, h if h < 0x80000000 else h - (1 << 32)))
    bmp = vm.gdi.get(h, Bitmap)
    if bmp is None:
        return None     # a stale or foreign handle: Windows draws nothing for it
    vm.gdi.sync_from_guest(bmp)
    return bmp


def size(vm, h):
    """(width, height) of menu bitmap ``h``; (0, 0) for a handle that is no bitmap."""
    if h in _POPUP_GLYPHS:
        return vm.wm.nc.menu_w, vm.wm.nc.menu_h      # SM_CXMENUSIZE x SM_CYMENUSIZE
    bmp = _bitmap(vm, h, "menu layout")
    return (bmp.width, bmp.height) if bmp is not None else (0, 0)


def draw_at(vm, img, h, x, y, invert=False, clip=None):
    """Paste bitmap ``h`` on Pillow image ``img`` at (x, y), inverted when ``invert``,
    cut to ``clip`` = (l, t, r, b) when given."""
    if h in _POPUP_GLYPHS:
        w, ht = size(vm, h)
        color = (255, 255, 255) if invert else (0, 0, 0)
        draw_glyph(Draw(img), _POPUP_GLYPHS[h], x, y, x + w, y + ht, color)
        return
    bmp = _bitmap(vm, h, "menu drawing")
    if bmp is None:
        return
    pic = bmp.image.convert("RGB")
    if invert:
        pic = ImageChops.invert(pic)
    if clip is not None:
        l, t, r, b = clip
        pic = pic.crop((max(0, l - x), max(0, t - y),
                        max(0, min(pic.width, r - x)), max(0, min(pic.height, b - y))))
        x, y = max(x, l), max(y, t)
    if pic.width and pic.height:
        img.paste(pic, (x, y))


def draw_bar_item(vm, img, item, rect, opened):
    """An MF_BITMAP item of a menu bar, centred in ``rect`` of image ``img`` (inverted
    while its popup is open)."""
    l, t, r, b = rect
    w, h = size(vm, item.bitmap)
    draw_at(vm, img, item.bitmap, l + (r - l - w) // 2, t + (b - t - h) // 2,
            invert=opened, clip=(l, t, r, b + 1))
