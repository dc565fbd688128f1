"""GDI32's masked blit, MaskBlt: two raster operations chosen pixel by pixel by a
monochrome mask (the pixels are main.py's ``blit``)."""

from PIL import Image

from ....abi.api import BOTH, api
from ...core.dllnames import GDI32
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...gdi.objects import Bitmap
from ...gdi.recording import records
from ...gdi.rop import rop3_index, uses_source
from .main import _dc, blit, source_image


def mask_image(c, mask, mx, my, w, h):
    """The mask's pixels under (mx, my, w, h) as an "L" image: 255 (foreground) where the
    mask bit is 1 (white), 0 elsewhere and outside the mask."""
    c.vm.gdi.sync_from_guest(mask)
    part = mask.image.crop((mx, my, mx + w, my + h)).convert("L")
    return part.point(lambda v: 255 if v >= 128 else 0)


@api(GDI32, "MaskBlt", "HDC dst, INT x, INT y, INT w, INT h, HDC src, INT sx, INT sy, HBITMAP mask, INT mx, INT my, DWORD rop", widths=BOTH)
@records
def MaskBlt(c, hdst, x, y, w, h, hsrc, sx, sy, hmask, mx, my, rop):
    """Combine source and destination through a monochrome mask: where a mask bit is 1
    the foreground ROP3 (``rop``'s low three bytes) applies, where it is 0 the background
    ROP3 (its high byte, MAKEROP4). Without a mask it is a BitBlt with the foreground
    ROP; a mask that is not monochrome fails with ERROR_INVALID_PARAMETER."""
    dst = _dc(c, hdst)
    if dst is None:
        return 0
    fore = rop & 0x00FFFFFF
    back = ((rop >> 24) & 0xFF) << 16
    mask = None
    if hmask:
        mask = c.vm.gdi.get(hmask, Bitmap)
        if mask is None or not (mask.mono or mask.bpp == 1):
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
    if w < 0:
        x, w = x + w, -w
    if h < 0:
        y, h = y + h, -h
    if w == 0 or h == 0:
        return 1
    src, src_img = None, None
    if uses_source(rop3_index(fore)) or (mask is not None and uses_source(rop3_index(back))):
        src = _dc(c, hsrc)
        if src is None or src.recorder is not None:     # a metafile DC has no pixels
            return 0
        src_img = source_image(src, sx, sy, w, h)
    if mask is None:
        blit(c, dst, x, y, w, h, src_img, fore, src)
        return 1
    img = dst.target.image
    l, t, r, b = dst.lp_rect((x, y, x + w, y + h))
    ox, oy = dst.origin
    box = (max(0, l + ox), max(0, t + oy), min(img.width, r + ox), min(img.height, b + oy))
    if box[0] >= box[2] or box[1] >= box[3]:
        return 1
    # both operations over the same destination pixels, then the mask picks between them
    before = img.crop(box)
    blit(c, dst, x, y, w, h, src_img, fore, src)
    fg = img.crop(box)
    img.paste(before, box[:2])
    blit(c, dst, x, y, w, h, src_img, back, src)
    bg = img.crop(box)
    picks = mask_image(c, mask, mx + box[0] - (l + ox), my + box[1] - (t + oy),
                       box[2] - box[0], box[3] - box[1])
    dst.put(box, Image.composite(fg, bg, picks), rop2=False)
    return 1
