"""COMCTL32 image lists: a row of equally sized images behind an HIMAGELIST.

An image list holds RGBA images of one size (``cx`` x ``cy``); transparency comes from
the icon's mask, from the mask bitmap given to ImageList_Add, or from the colour given to
ImageList_AddMasked, and is kept as the alpha channel. The list, tree and tab controls
draw their items' images with ``draw_image``; the ImageList_* entry points are in
``dlls/comctl32/imagelist.py``. The handle is a GDI-table handle (``vm.gdi.add``), so
An HIMAGELIST is, as in Windows since comctl32 6, the list's IImageList2 interface pointer:
a COM object of ours (``kernel/comobj.py``, ``new_handle``) whose Python state is the
ImageList, whose methods are ``dlls/comctl32/iimagelist.py``, and which ImageList_Destroy
releases (``release_list``: the list goes with its last reference). Shell32's system lists
are such objects too, kept for the process's life (``permanent``).
"""

import uuid

from PIL import Image

from ...abi.api import Unimplemented
from ..gdi.colors import rgb
from ..gdi.rop import rop3
from ..gdi.objects import Bitmap
from ..core.dllnames import COMCTL32
from ..kernel.comobj import IID_IUNKNOWN, com_addref, com_impl, com_new, com_release
from ..user.icons import icon_image
from ..user.resources import Icon
from .imagebits import ListBitmaps

__all__ = ["ImageList", "new_handle", "release_list", "query_list", "IMAGELIST_METHODS",
           "IID_IIMAGELIST", "IID_IIMAGELIST2", "overlay_of", "icon_of", "copy_image", "image_list", "draw_image", "bitmap_images", "bitmap_strip", "Drag",
           "merge_images", "draw_styled"]

CLR_NONE = 0xFFFFFFFF
#: how many overlay images a list has (INDEXTOOVERLAYMASK(1) to (15))
MAX_OVERLAY = 15
CLR_DEFAULT = 0xFF000000


class ImageList:
    """The images (RGBA, ``cx`` x ``cy``) of one HIMAGELIST and its ILC_* flags."""

    def __init__(self, cx, cy, flags, grow, initial=0):
        self.cx, self.cy, self.flags, self.grow = cx, cy, flags, grow
        self.images = []
        self.bk = CLR_NONE
        #: how many images the list has room for (Windows' cMaxImage): the initial count
        #: and one at first; when images to add no longer fit, the room so far and the
        #: larger of their count and the growth step, and one; an index inside it but
        #: past the images is one ImageList_Replace accepts
        self.capacity = max(0, initial) + 1
        #: the growth step as Windows keeps it (cGrow): at least 1, rounded up to 4
        self.step = ((max(1, grow) + 3) & ~3) & 0xFFFF
        #: hbmImage / hbmMask (``imagebits.ListBitmaps``) once a program asked for them
        self.backing = None
        #: a 4- or 8-bit list's colour table [(r, g, b)] once set (None: the default
        #: one), and whether it was: the first palettized bitmap added to the empty list
        #: sets it, or ImageList_SetColorTable; a set table stays (Wine's
        #: test_color_table, written against Windows)
        self.palette, self.palette_set = None, False
        #: ImageList_SetOverlayImage: the image index of overlays 1..MAX_OVERLAY (-1: none)
        self.overlays = [-1] * MAX_OVERLAY
        #: a list no Release destroys (shell32's system lists, held for the process)
        self.permanent = False

    def reserve(self, count):
        """Room for ``count`` more images (Windows' growth rule, above)."""
        if len(self.images) + count >= self.capacity:
            self.capacity += max(count, self.step) + 1

    def settle(self):
        """After the images changed: the list's bitmaps, if it has them, in step."""
        if self.backing is not None:
            self.backing.push()

    def bitmaps(self, vm):
        """The list's ``ListBitmaps`` (made now when it has none), in step."""
        if self.backing is None:
            self.backing = ListBitmaps(vm, self)
        self.backing.push()
        return self.backing

    def fit(self, img):
        """``img`` scaled to the list's size (icons of another size are stretched)."""
        img = img.convert("RGBA")
        if img.size != (self.cx, self.cy):
            img = img.resize((self.cx, self.cy), Image.NEAREST)
        return img

    def put(self, index, img):
        """Replace image ``index`` (-1: append); returns its index, or -1 out of range."""
        img = self.fit(img)
        if index == -1 or index == len(self.images):
            self.reserve(1)
            self.images.append(img)
            return len(self.images) - 1
        if 0 <= index < len(self.images):
            self.images[index] = img
            return index
        return -1

    def remove(self, index):
        """ImageList_Remove: -1 empties the list; False for an index out of range."""
        if index == -1:
            self.images.clear()
            self.capacity = self.step       # Windows' room after removing them all
            self.overlays = [-1] * MAX_OVERLAY
            return True
        if 0 <= index < len(self.images):
            del self.images[index]
            return True
        return False


def copy_image(dst, i_dst, src, i_src, swap):
    """ImageList_Copy: image ``i_src`` of ``src`` into slot ``i_dst`` of ``dst`` (ILCF_MOVE:
    the source stays, so it is there twice), or the two exchanged (``swap``, ILCF_SWAP);
    False for an index that is no image of its list."""
    if not (0 <= i_dst < len(dst.images) and 0 <= i_src < len(src.images)):
        return False
    moved = dst.fit(src.images[i_src])
    if swap:
        src.images[i_src] = src.fit(dst.images[i_dst])
    dst.images[i_dst] = moved
    return True


#: IImageList2's methods in vtable order: IUnknown's, IImageList's, then IImageList2's own
IMAGELIST_METHODS = (
    "QueryInterface", "AddRef", "Release", "Add", "ReplaceIcon", "SetOverlayImage",
    "Replace", "AddMasked", "Draw", "Remove", "GetIcon", "GetImageInfo", "Copy", "Merge",
    "Clone", "GetImageRect", "GetIconSize", "SetIconSize", "GetImageCount",
    "SetImageCount", "SetBkColor", "GetBkColor", "BeginDrag", "EndDrag", "DragEnter",
    "DragLeave", "DragMove", "SetDragCursorImage", "DragShowNolock", "GetDragImage",
    "GetItemFlags", "GetOverlayImage",
    "Resize", "GetOriginalSize", "SetOriginalSize", "SetCallback", "GetCallback",
    "ForceImagePresent", "DiscardImages", "PreloadImages", "GetStatistics", "Initialize",
    "Replace2", "ReplaceFromImageList")


def new_handle(vm, il):
    """A new HIMAGELIST for ``il``: an IImageList2 object with one reference."""
    return com_new(vm, COMCTL32, "IImageList", IMAGELIST_METHODS, il)


IID_IIMAGELIST = uuid.UUID("46EB5926-582E-4017-9FDF-E8998DAA0950").bytes_le
IID_IIMAGELIST2 = uuid.UUID("192B9D83-50FC-457B-90A0-2B82A8B5DAE1").bytes_le
S_OK, E_INVALIDARG, E_NOINTERFACE = 0, 0x80070057, 0x80004002


def query_list(vm, obj, riid, out):
    """QueryInterface of list ``obj``: IUnknown, IImageList and IImageList2 are the
    object itself, AddRef'd into ``out``; an HRESULT."""
    if not out:
        return E_INVALIDARG
    if bytes(vm.mem.read(riid, 16)) in (IID_IUNKNOWN, IID_IIMAGELIST, IID_IIMAGELIST2):
        com_addref(vm, obj)
        vm.mem.wptr(out, obj)
        return S_OK
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


def release_list(vm, handle):
    """One reference of an HIMAGELIST released (ImageList_Destroy, IImageList::Release):
    the count left, None for no list. The last one frees the list and its bitmaps; a
    permanent list keeps its own reference."""
    il = com_impl(vm, handle, "IImageList")
    if il is None:
        return None
    if il.permanent and vm.com.objects[handle].refs <= 1:
        return 1
    left = com_release(vm, handle)
    if not left and il.backing is not None:
        il.backing.free()
        il.backing = None
    return left


def image_list(vm, handle):
    """The ImageList of an HIMAGELIST (its IImageList pointer), or None."""
    if not handle:
        return None
    il = com_impl(vm, handle, "IImageList")
    if not isinstance(il, ImageList):
        return None
    if il.backing is not None:
        # what a program drew into the list's bitmaps, then what changed in the list
        il.backing.pull()
        il.backing.push()
    return il


def icon_rgba(vm, hicon):
    """RGBA image of an HICON, or None."""
    return icon_image(vm, hicon)


def bitmap_images(vm, il, hbm, hmask=0, mask_color=None):
    """Split a bitmap into images of the list's width; transparency from a mask bitmap
    (white = transparent) or from a colour (COLORREF). None when ``hbm`` is no bitmap.

    A DIB section is read as the program last wrote it. A 32-bit one added to an
    ILC_COLOR32 list brings its own alpha channel (straight, not premultiplied), which
    then wins over a mask bitmap or colour given with it — unless every alpha byte is 0,
    which the list takes for a bitmap without alpha (opaque, or the mask's)."""
    src = bitmap_strip(vm, hbm, hmask, mask_color,
                       il.flags & ILC_COLOR_MASK == ILC_COLOR32)
    if src is None:
        return None
    out = []
    for k in range(max(1, src.width // il.cx)):
        out.append(src.crop((k * il.cx, 0, (k + 1) * il.cx, il.cy)))
    return out


def bitmap_strip(vm, hbm, hmask=0, mask_color=None, color32=False):
    """The whole of a bitmap as RGBA, transparent where ``bitmap_images`` says (a 32-bit
    DIB section's own alpha only when ``color32``); None when ``hbm`` is no bitmap."""
    bm = vm.gdi.get(hbm, Bitmap)
    if bm is None:
        return None
    vm.gdi.sync_from_guest(bm)
    src = bm.image.convert("RGBA")
    mask = vm.gdi.get(hmask, Bitmap) if hmask else None
    alpha = _section_alpha(vm, bm) if color32 else None
    if alpha is not None and alpha.getextrema()[1] > 0:
        # the alpha channel wins over a mask bitmap or colour (Wine's test_alpha, written
        # against Windows); the images keep that they have one (ILIF_ALPHA)
        src.putalpha(alpha)
        src.info[ALPHA_KEY] = True
    elif mask is not None:
        vm.gdi.sync_from_guest(mask)
        m = mask.image.convert("L").point(lambda v: 0 if v > 127 else 255)
        src.putalpha(m.crop((0, 0, src.width, src.height)))
    elif mask_color is not None and mask_color != CLR_NONE:
        key = rgb(mask_color)
        px = src.load()
        for y in range(src.height):
            for x in range(src.width):
                r, g, b, _ = px[x, y]
                if (r, g, b) == key:
                    px[x, y] = (0, 0, 0, 0)     # and black in the image (documented)
    return src


ILC_COLOR32, ILC_COLOR_MASK = 0x20, 0xFE


def _section_alpha(vm, bm):
    """The alpha bytes of a 32-bit DIB section as an "L" image top-down, or None."""
    if not bm.bits or bm.bpp != 32:
        return None
    raw = bytes(vm.mem.read(bm.bits, bm.stride * bm.height))
    alpha = Image.frombytes("L", (bm.width, bm.height), raw[3::4][:bm.width * bm.height])
    return alpha.transpose(Image.FLIP_TOP_BOTTOM) if bm.dib_height > 0 else alpha


def draw_image(dc, il, index, x, y):
    """Draw image ``index`` of ``il`` at client (x, y) of a DC (nothing when out of range)."""
    if il is None or not 0 <= index < len(il.images):
        return
    img = il.images[index]
    if il.bk not in (CLR_NONE,):
        back = Image.new("RGBA", img.size, rgb(il.bk) + (255,))
        img = Image.alpha_composite(back, img)
    before = _alpha_rows(dc, img, x, y) if has_alpha(img) else None
    dc.paste_rgba(img, x, y)
    _write_alpha(dc, before, img, x, y, False)  # a 32-bit section's alpha bytes


class Drag:
    """The image drag in progress (ImageList_BeginDrag to ImageList_EndDrag): the
    temporary list whose one image is dragged (``handle``), the image as BeginDrag took
    it (``base``: SetDragCursorImage combines a cursor image with it, not with an earlier
    combination), the hotspot and where the image was last put (DragEnter/DragMove)."""

    def __init__(self, handle, base, hotspot):
        self.handle, self.base, self.hotspot = handle, base, hotspot
        self.pos = (0, 0)
        #: ImageList_DragEnter's window (0: none yet), whether the image is shown there,
        #: whether the drag locked the window's updates, and what the image covers
        #: ((box, RGB image) in the window's surface, or None): ``imagedrag.py``
        self.hwnd, self.shown, self.locked, self.saved = 0, False, False, None


def merge_images(first, second, dx, dy):
    """``second`` drawn over ``first`` at (dx, dy) from it, in an image large enough for
    both (ImageList_Merge's rule: a negative offset moves the first image instead)."""
    x1, x2 = (0, dx) if dx >= 0 else (-dx, 0)
    y1, y2 = (0, dy) if dy >= 0 else (-dy, 0)
    w = max(x1 + first.width, x2 + second.width)
    h = max(y1 + first.height, y2 + second.height)
    out = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    out.alpha_composite(first.convert("RGBA"), (x1, y1))
    out.alpha_composite(second.convert("RGBA"), (x2, y2))
    return out


ILD_TRANSPARENT, ILD_BLEND25, ILD_BLEND50 = 0x1, 0x2, 0x4
ILD_MASK, ILD_IMAGE, ILD_ROP = 0x10, 0x20, 0x40
ILD_OVERLAYMASK, ILD_PRESERVEALPHA, ILD_SCALE = 0xF00, 0x1000, 0x2000
ILD_DONE = (ILD_TRANSPARENT | ILD_BLEND25 | ILD_BLEND50 | ILD_IMAGE | ILD_SCALE | ILD_MASK
            | ILD_ROP | ILD_OVERLAYMASK | ILD_PRESERVEALPHA)
ILC_MASK = 0x1
ILS_NORMAL, ILS_GLOW, ILS_SHADOW, ILS_SATURATE, ILS_ALPHA = 0x0, 0x1, 0x2, 0x4, 0x8
SRCCOPY, SRCAND = 0x00CC0020, 0x008800C6


def has_alpha(img):
    """True for an image with an alpha channel of its own (IImageList's ILIF_ALPHA): one
    taken from a 32-bit bitmap's alpha bytes, or partly transparent pixels (an icon's),
    not only a mask's all-or-nothing."""
    return bool(img.info.get(ALPHA_KEY)) or any(img.getchannel("A").histogram()[1:255])


#: the PIL ``info`` key marking an image whose alpha came from its bitmap's alpha bytes
ALPHA_KEY = "wineagent.il_alpha"


def _section32(dc):
    """The 32-bit DIB section ``dc`` draws on (whose alpha bytes a program can read), or
    None."""
    target = dc.target
    if isinstance(target, Bitmap) and target.bits and target.bpp == 32:
        return target
    return None


def _alpha_rows(dc, img, x, y):
    """(section, device box, [(address, row bytes)]) of the section pixels an image at
    (x, y) covers, or None when the DC draws on no 32-bit section or shows none of it."""
    section = _section32(dc)
    if section is None:
        return None
    ox, oy = dc.origin
    box = dc.visible((x + ox, y + oy, x + ox + img.width, y + oy + img.height))
    if box is None:
        return None
    l, t, r, b = box
    mem = dc.gdi.vm.mem
    rows = []
    for py in range(t, b):
        row = (section.height - 1 - py) if section.dib_height > 0 else py
        addr = section.bits + row * section.stride + l * 4
        rows.append((addr, bytearray(mem.read(addr, (r - l) * 4))))
    return section, box, rows


def _write_alpha(dc, before, img, x, y, replace):
    """After an alpha image was drawn at (x, y): the section's alpha bytes as GDI's
    AlphaBlend leaves them (the image's alpha plus the destination's scaled by what the
    image leaves: ``a + d * (255 - a) / 255``), or the image's own with ``replace``
    (ILD_PRESERVEALPHA). ``before``: ``_alpha_rows`` taken before the draw."""
    if before is None:
        return
    section, (l, t, r, b), rows = before
    ox, oy = dc.origin
    alpha = img.getchannel("A")
    mem = dc.gdi.vm.mem
    for k, (addr, old) in enumerate(rows):
        now = bytearray(mem.read(addr, len(old)))
        for i in range(r - l):
            a = alpha.getpixel((l - ox - x + i, t - oy - y + k))
            d = old[4 * i + 3]
            now[4 * i + 3] = a if replace else min(255, a + (d * (255 - a) + 127) // 255)
        mem.write(addr, bytes(now))
    section.seen = bytes(mem.read(section.bits, section.stride * section.height))


def _rop_alpha(dc, before, clear, rop, x, y):
    """After ILD_ROP drew an image without alpha on a 32-bit section: its alpha bytes
    through the same operations as its colours, the image's own alpha bytes being 0 (a
    list keeps no alpha for such an image): ANDed with the mask's ``clear`` (a transparent
    draw), then through ``rop``. SRCINVERT keeps the destination's, SRCCOPY clears them."""
    if before is None:
        return
    section, (l, t, r, b), rows = before
    ox, oy = dc.origin
    mem = dc.gdi.vm.mem
    size = (r - l, 1)
    for k, (addr, old) in enumerate(rows):
        dest = bytes(old[3::4])
        if clear is not None:
            keep = [clear.getpixel((l - ox - x + i, t - oy - y + k)) for i in range(r - l)]
            dest = bytes(d & c for d, c in zip(dest, keep))
        grey = Image.frombytes("L", size, dest).convert("RGB")
        out = rop3((rop >> 16) & 0xFF, size, (0, 0, 0), Image.new("RGB", size), grey)
        now = bytearray(mem.read(addr, len(old)))
        now[3::4] = out.getchannel("R").tobytes()
        mem.write(addr, bytes(now))
    section.seen = bytes(mem.read(section.bits, section.stride * section.height))


def _premultiplied(img):
    """An RGBA image's colours scaled by its alpha, as the list keeps an alpha image."""
    out = img.copy()
    px = out.load()
    for py in range(out.height):
        for qx in range(out.width):
            r, g, b, a = px[qx, py]
            px[qx, py] = (r * a // 255, g * a // 255, b * a // 255, a)
    return out


def draw_styled(dc, il, index, x, y, cx, cy, xb, yb, bk, fg, style, highlight,
                rop=SRCCOPY, state=ILS_NORMAL, frame=0):
    """ImageList_DrawEx / DrawIndirect: image ``index`` of ``il`` at (x, y) on ``dc``.

    ``cx`` x ``cy`` pixels (0: the image's size) from (``xb``, ``yb``) in the image, or,
    with ILD_SCALE, the whole image stretched to ``cx`` x ``cy``; over background ``bk``
    (CLR_NONE: none, as ILD_TRANSPARENT asks; CLR_DEFAULT: the list's own background) in a
    list with a mask only (documented: a list without one draws its images as they are);
    ILD_BLEND25 / ILD_BLEND50 mix a quarter / a half of ``fg`` (CLR_DEFAULT / CLR_NONE:
    ``highlight``, the highlight colour) into the image.

    ILD_MASK draws a masked list's mask (black where the image is opaque, white where it
    is transparent; a list without a mask draws the image as ILD_NORMAL, as Windows'
    answers in Wine's test_ImageList_DrawIndirect); ILD_IMAGE draws the image's colours
    without its mask (a partly transparent pixel of an alpha image still blends);
    ILD_ROP puts the image's colours (or, with ILD_MASK, the mask) through the raster
    operation ``rop`` with what the DC holds, except for an image with an alpha channel,
    drawn as ILD_NORMAL (Windows' answers). States: ILS_ALPHA draws at ``frame``/255 of
    the image's opacity; ILS_SATURATE in grey ((299 r + 587 g + 114 b) / 1000, an alpha
    pixel's grey scaled by its alpha, as Windows draws it); ILS_GLOW / ILS_SHADOW with
    a ``frame`` of 0 (no glow, no shadow: Windows draws the image plain). A glow or shadow of
    some size stops the guest naming it. INDEXTOOVERLAYMASK(n) draws overlay n's image (ImageList_SetOverlayImage)
    over the image through its mask, after a blend (it is not blended itself), before
    the mask is taken for ILD_MASK. ILD_PRESERVEALPHA puts an alpha image's pixels
    (premultiplied, as the list keeps them) with their alpha in place of the destination's,
    unblended (with ILS_ALPHA or ILS_SATURATE it draws as without it; an image without
    alpha draws as ILD_NORMAL). Drawing an alpha image on a 32-bit DIB section leaves the
    alpha bytes AlphaBlend would (``_write_alpha``), which a program reads back. False for
    an index that is no image."""
    if not 0 <= index < len(il.images):
        return False
    rest = style & 0xFFFF & ~ILD_DONE
    if rest:
        raise Unimplemented("COMCTL32.dll!ImageList_Draw style 0x%x" % (style & 0xFFFF))
    if state & ~(ILS_GLOW | ILS_SHADOW | ILS_SATURATE | ILS_ALPHA) or (
            state & (ILS_GLOW | ILS_SHADOW) and frame):
        raise Unimplemented("COMCTL32.dll!ImageList_DrawIndirect fState 0x%x Frame %d"
                            % (state, frame))
    def cut(img):
        if style & ILD_SCALE and cx > 0 and cy > 0:
            return img.resize((cx, cy), Image.NEAREST)
        w, h = cx or img.width, cy or img.height
        return img.crop((xb, yb, min(xb + w, img.width), min(yb + h, img.height)))

    img = cut(il.images[index])
    if img.width <= 0 or img.height <= 0:
        return True
    overlay = overlay_of(il, style)
    if overlay is not None:
        overlay = cut(overlay)
        if style & ILD_MASK:
            img = _over(img, overlay)       # the mask drawn is the two images' together
    masked = bool(il.flags & ILC_MASK)
    alpha_image = has_alpha(img)
    back = il.bk if bk == CLR_DEFAULT else bk
    transparent = bool(style & ILD_TRANSPARENT) or back == CLR_NONE
    clear = img.getchannel("A").point(lambda a: 255 if a == 0 else 0)
    if style & ILD_MASK and masked:
        # the mask: white where the image is clear, the DC's text colour where opaque;
        # ANDed with what the DC holds for a transparent draw, else copied (or put
        # through ``rop`` with ILD_ROP)
        mask = Image.new("RGB", img.size, dc.color(dc.text_color))
        mask.paste((255, 255, 255), (0, 0), clear)
        _put_rop(dc, mask, x, y, SRCAND if transparent else rop if style & ILD_ROP
                 else SRCCOPY)
        return True
    if state & ILS_SATURATE:
        img = _grey(img, alpha_image)
    if state & ILS_ALPHA:
        img = img.copy()
        img.putalpha(img.getchannel("A").point(lambda a: a * (frame & 0xFF) // 255))
    if style & (ILD_BLEND25 | ILD_BLEND50):
        # ``highlight`` is an (r, g, b) already, ``fg`` a COLORREF
        colour = tuple(highlight) if fg in (CLR_DEFAULT, CLR_NONE) else rgb(fg)
        tint = Image.new("RGBA", img.size, colour + (255,))
        mixed = Image.blend(img, tint, 0.5 if style & ILD_BLEND50 else 0.25)
        mixed.putalpha(img.getchannel("A"))
        img = mixed
    if overlay is not None and not style & ILD_MASK:
        img = _over(img, overlay)           # over the blended image, itself not blended
    if style & ILD_ROP and not alpha_image and not state & ILS_ALPHA:
        # the image's colours over black (a transparent draw) or the background where
        # the mask is clear; a transparent draw first clears the opaque pixels (the
        # mask ANDed in), then the colours go through ``rop``
        colours = Image.new("RGB", img.size, (0, 0, 0) if transparent or not masked
                            else rgb(back))
        colours.paste(img.convert("RGB"), (0, 0),
                      img.getchannel("A").point(lambda a: 255 if a else 0)
                      if masked else None)
        before = _alpha_rows(dc, img, x, y)
        if masked and transparent:
            _put_rop(dc, Image.merge("RGB", (clear, clear, clear)), x, y, SRCAND)
        _put_rop(dc, colours, x, y, rop)
        _rop_alpha(dc, before, clear if masked and transparent else None, rop, x, y)
        return True
    preserve = bool(style & ILD_PRESERVEALPHA) and alpha_image and not state & (
        ILS_SATURATE | ILS_ALPHA)
    # ILS_ALPHA makes any image partly transparent: its alpha bytes blend as an alpha
    # image's (Windows' answers in test_ImageList_DrawIndirect)
    before = _alpha_rows(dc, img, x, y) if alpha_image or state & ILS_ALPHA else None
    if preserve:
        # the image's pixels as the list keeps them (premultiplied), alpha included,
        # in place of the destination's: no blend (Windows' answers)
        flat = _premultiplied(img)
        dc.paste_rgba(Image.merge("RGBA", flat.split()[:3] + (Image.new("L", img.size, 255),)),
                      x, y)
        _write_alpha(dc, before, img, x, y, True)
        return True
    if masked and not transparent:
        img = Image.alpha_composite(Image.new("RGBA", img.size, rgb(back) + (255,)), img)
    dc.paste_rgba(img, x, y)
    _write_alpha(dc, before, img, x, y, False)
    return True


def overlay_of(il, style):
    """The overlay image INDEXTOOVERLAYMASK(n) in ``style`` names (ILD_OVERLAYMASK's bits),
    or None: no overlay asked, or overlay n set to no image of the list (Windows then
    draws the image alone)."""
    n = (style & ILD_OVERLAYMASK) >> 8
    if not 1 <= n <= MAX_OVERLAY:
        return None
    index = il.overlays[n - 1]
    return il.images[index] if 0 <= index < len(il.images) else None


def _over(img, overlay):
    """``overlay`` drawn over ``img`` through its mask (its opaque pixels replace the
    image's, the rest leaves it): the image's own shape and the overlay's together."""
    if overlay.size != img.size:
        overlay = overlay.crop((0, 0) + img.size)
    return Image.alpha_composite(img, overlay)


def icon_of(vm, il, index, style):
    """ImageList_GetIcon: a new HICON (hot spot at its centre) of image ``index`` drawn
    with ``style``'s overlay, its mask the image's (a list without ILC_MASK: all opaque,
    as Windows makes it from a black mask); None for an index that is no image. Styles
    other than ILD_NORMAL / ILD_TRANSPARENT and an overlay stop the guest naming them."""
    if not 0 <= index < len(il.images):
        return None
    if style & 0xFFFF & ~(ILD_TRANSPARENT | ILD_OVERLAYMASK):
        raise Unimplemented("COMCTL32.dll!ImageList_GetIcon style 0x%x" % (style & 0xFFFF))
    img = il.images[index]
    overlay = overlay_of(il, style)
    if overlay is not None:
        img = _over(img, overlay)
    if not il.flags & ILC_MASK and not has_alpha(img):
        opaque = Image.new("RGBA", img.size, (0, 0, 0, 255))
        opaque.paste(img.convert("RGB"), (0, 0), img.getchannel("A").point(
            lambda a: 255 if a else 0))
        img = opaque
    icon = Icon(False, None, il.cx, il.cy, b"", (il.cx // 2, il.cy // 2))
    icon._rgba = img.copy()
    return vm.gdi.add(icon)


def _grey(img, alpha_image):
    """ILS_SATURATE: each pixel's grey (an alpha image's grey scaled by its alpha)."""
    out = Image.new("RGBA", img.size)
    src, dst = img.load(), out.load()
    for py in range(img.height):
        for px in range(img.width):
            r, g, b, a = src[px, py]
            grey = (r * 299 + g * 587 + b * 114 + 500) // 1000
            if alpha_image:
                grey = grey * a // 255
            dst[px, py] = (grey, grey, grey, a)
    return out


def _put_rop(dc, src, x, y, rop):
    """``src`` (RGB) combined at device-relative (x, y) with the DC's pixels through the
    ROP3 code ``rop`` (its pattern the DC's brush)."""
    ox, oy = dc.origin
    left, top = x + ox, y + oy
    box = dc.visible((left, top, left + src.width, top + src.height))
    if box is None:
        return
    part = src.crop((box[0] - left, box[1] - top, box[2] - left, box[3] - top))
    dc.gdi.refresh_from_guest(dc.target)
    dest = dc.target.image.crop(box)
    out = rop3((rop >> 16) & 0xFF, part.size, dc.brush_color() or (0, 0, 0), part,
               dest.convert("RGB"))
    dc.put(box, out, rop2=False)
