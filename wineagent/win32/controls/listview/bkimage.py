"""A list view's background image: LVM_SETBKIMAGE / LVM_GETBKIMAGE (LVBKIMAGE).

The image comes from a bitmap the program hands over (LVBKIF_SOURCE_HBITMAP: the control
owns it from then on and deletes it when the image is replaced, removed with
LVBKIF_SOURCE_NONE, or the control destroyed) or from a picture file named by
``pszImage`` (LVBKIF_SOURCE_URL: a path or a ``file://`` URL, looked up as LoadImage
looks up a file; BMP, GIF, JPEG, PNG and ICO pictures, which OleLoadPicturePath reads).
A URL of another scheme is a picture from the network, which this machine does not have:
the message fails. ``res://`` URLs (a module's resources) stop the guest naming them.

Where it is drawn, over the background colour and under the items, in every view:
LVBKIF_STYLE_NORMAL places it at xOffsetPercent / yOffsetPercent of the room the client
area leaves around it (0: the left or top edge, 50: centred, 100: the right or bottom
edge); LVBKIF_STYLE_TILE repeats it over the client area from its top-left corner, or
from (xOffsetPercent, yOffsetPercent) in pixels with LVBKIF_FLAG_TILEOFFSET;
LVBKIF_TYPE_WATERMARK (a bitmap) puts it in the bottom-right corner, blended by its
alpha channel with LVBKIF_FLAG_ALPHABLEND.

Answers as Windows gives them (Wine's listview.c test_LVM_SETBKIMAGE, written against
Windows): LVBKIF_SOURCE_NONE answers FALSE; a bitmap answers TRUE in comctl32 6 but FALSE
in comctl32 5, which keeps and owns it all the same; handing over the bitmap the control
already owns deletes it first (the old one goes), so the message fails.
"""

from PIL import Image

from ....abi.api import Unimplemented
from ...core.dllnames import COMCTL32
from ...core.structures import LVBKIMAGE
from ...gdi.objects import Bitmap
from ...user.imagefile import find_image_file
from ..comctl_shared import common_controls_6, read_item_text, write_item_text

__all__ = ["Background", "set_bk_image", "get_bk_image", "paint_bk_image", "free_bk_image"]

LVBKIF_SOURCE_NONE, LVBKIF_SOURCE_HBITMAP, LVBKIF_SOURCE_URL = 0x0, 0x1, 0x2
LVBKIF_SOURCE_MASK, LVBKIF_STYLE_TILE, LVBKIF_FLAG_TILEOFFSET = 0x3, 0x10, 0x100
LVBKIF_TYPE_WATERMARK, LVBKIF_FLAG_ALPHABLEND = 0x10000000, 0x20000000
_KNOWN = (LVBKIF_SOURCE_MASK | LVBKIF_STYLE_TILE | LVBKIF_FLAG_TILEOFFSET
          | LVBKIF_TYPE_WATERMARK | LVBKIF_FLAG_ALPHABLEND)


class Background:
    """The image set: its LVBKIMAGE flags, the bitmap owned (``hbm``) or the URL, the
    offsets, and the picture to draw (RGBA)."""

    def __init__(self, flags, hbm, url, x, y, picture):
        self.flags, self.hbm, self.url, self.x, self.y = flags, hbm, url, x, y
        self.picture = picture


def free_bk_image(vm, st):
    """Forget the image; a bitmap the control owns is deleted."""
    bg = st.background
    st.background = None
    if bg is not None and bg.hbm:
        vm.gdi.delete(bg.hbm)


def _bitmap_picture(vm, hbm, alpha):
    bm = vm.gdi.get(hbm, Bitmap)
    if bm is None:
        return None
    vm.gdi.sync_from_guest(bm)
    img = bm.image.convert("RGBA")
    if alpha and bm.bits and bm.bpp == 32:
        raw = bytes(vm.mem.read(bm.bits, bm.stride * bm.height))
        a = Image.frombytes("L", (bm.width, bm.height), raw[3::4][:bm.width * bm.height])
        img.putalpha(a.transpose(Image.FLIP_TOP_BOTTOM) if bm.dib_height > 0 else a)
    return img


def _url_picture(vm, url):
    """The picture a URL names, or None when it cannot be had."""
    low = url.lower()
    if low.startswith("res://"):
        raise Unimplemented("%s!LVM_SETBKIMAGE (LVBKIF_SOURCE_URL %s)" % (COMCTL32, url))
    if low.startswith("file://"):
        url = url[7:].lstrip("/")
    elif "://" in url:
        return None                     # a picture on the network: there is none here
    host = find_image_file(vm, url) if url else None
    if host is None:
        return None
    try:
        with Image.open(host) as img:
            return img.convert("RGBA")
    except (OSError, ValueError):
        return None


def set_bk_image(wm, win, st, ptr, wide):
    """LVM_SETBKIMAGE(A/W): the module docstring's rules; TRUE or FALSE."""
    vm = wm.vm
    if not ptr:
        return 0
    lb = LVBKIMAGE.variant(wide).at(vm.mem, ptr, vm.ptr_size)
    flags = lb.ulFlags
    if flags & ~_KNOWN:
        raise Unimplemented("%s!LVM_SETBKIMAGE flags %#x" % (COMCTL32, flags))
    source = flags & LVBKIF_SOURCE_MASK
    x, y = lb.xOffsetPercent, lb.yOffsetPercent
    wm.invalidate(win, None, True)
    if source == LVBKIF_SOURCE_NONE:
        free_bk_image(vm, st)
        return 0
    if source == LVBKIF_SOURCE_HBITMAP:
        hbm = lb.hbm
        free_bk_image(vm, st)           # the old bitmap goes first, even when it is hbm
        picture = _bitmap_picture(vm, hbm, flags & LVBKIF_FLAG_ALPHABLEND)
        if picture is None:
            return 0
        st.background = Background(flags, hbm, None, x, y, picture)
        return 1 if common_controls_6(vm) else 0
    if source == LVBKIF_SOURCE_URL:
        if flags & LVBKIF_TYPE_WATERMARK:
            return 0                    # a watermark is a bitmap (documented)
        url = read_item_text(wm, lb.pszImage, wide) or ""
        picture = _url_picture(vm, url)
        if picture is None:
            return 0
        free_bk_image(vm, st)
        st.background = Background(flags, 0, url, x, y, picture)
        return 1
    return 0                            # source 3 is none Windows documents


def get_bk_image(wm, st, ptr, wide):
    """LVM_GETBKIMAGE(A/W): the flags, bitmap, URL (into pszImage, up to cchImageMax)
    and offsets of the image set; LVBKIF_SOURCE_NONE and TRUE without one."""
    vm = wm.vm
    if not ptr:
        return 0
    lb = LVBKIMAGE.variant(wide).at(vm.mem, ptr, vm.ptr_size)
    bg = st.background
    if bg is None:
        lb.ulFlags = LVBKIF_SOURCE_NONE
        lb.hbm = 0
        return 1
    lb.ulFlags = bg.flags
    lb.hbm = bg.hbm
    lb.xOffsetPercent, lb.yOffsetPercent = bg.x, bg.y
    if bg.url is not None and lb.pszImage:
        write_item_text(wm, lb.pszImage, bg.url, lb.cchImageMax, wide)
    return 1


def paint_bk_image(st, dc, cw, ch, top=0):
    """Draw the image on ``dc`` over the client area below ``top`` (a report view's
    header), as its flags say."""
    bg = st.background
    if bg is None or cw <= 0 or ch <= top:
        return
    img = bg.picture
    w, h = img.size
    if not w or not h:
        return
    places = []
    if bg.flags & LVBKIF_TYPE_WATERMARK:
        places.append((cw - w, ch - h))
    elif bg.flags & LVBKIF_STYLE_TILE:
        x0, y0 = (bg.x, bg.y) if bg.flags & LVBKIF_FLAG_TILEOFFSET else (0, 0)
        x0 = x0 % w - w if x0 % w else 0
        y0 = y0 % h - h if y0 % h else 0
        for yy in range(y0, ch, h):
            for xx in range(x0, cw, w):
                places.append((xx, yy))
    else:
        places.append(((cw - w) * bg.x // 100, (ch - h) * bg.y // 100))
    for x, y in places:
        if y + h <= top:
            continue
        if top and y < top:
            dc.paste_rgba(img.crop((0, top - y, w, h)), x, top)
        else:
            dc.paste_rgba(img, x, y)
