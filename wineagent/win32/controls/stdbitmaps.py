"""comctl32's own toolbar pictures (TB_ADDBITMAP with HINST_COMMCTRL): the fifteen
standard images of IDB_STD_SMALL_COLOR / IDB_STD_LARGE_COLOR (STD_CUT .. STD_PRINT),
drawn here as small pictograms in the 16-colour palette, since comctl32's own bitmap
resources are not part of this project. The view and history sets stop the guest as
unimplemented."""

from PIL import Image, ImageDraw

from ...abi.api import Unimplemented

__all__ = ["standard_images", "IDB_STD_SMALL_COLOR", "IDB_STD_LARGE_COLOR"]

IDB_STD_SMALL_COLOR, IDB_STD_LARGE_COLOR = 0, 1
K, W, G, D = (0, 0, 0, 255), (255, 255, 255, 255), (128, 128, 128, 255), (0, 0, 128, 255)
Y, R, T = (255, 255, 0, 255), (128, 0, 0, 255), (0, 128, 128, 255)


def _page(d, l=3, t=1, r=12, b=14):
    d.polygon([(l, t), (r - 3, t), (r, t + 3), (r, b), (l, b)], fill=W, outline=K)
    d.line([(r - 3, t), (r - 3, t + 3), (r, t + 3)], fill=K)


def _glyph(k):
    img = Image.new("RGBA", (16, 16), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    if k == 0:      # STD_CUT: scissors
        d.ellipse([2, 10, 6, 14], outline=K)
        d.ellipse([9, 10, 13, 14], outline=K)
        d.line([(5, 10), (10, 2)], fill=K)
        d.line([(10, 10), (5, 2)], fill=K)
    elif k == 1:    # STD_COPY: two pages
        _page(d, 1, 1, 9, 10)
        _page(d, 6, 5, 14, 14)
    elif k == 2:    # STD_PASTE: a clipboard with a page
        d.rectangle([2, 2, 11, 14], fill=(128, 128, 0, 255), outline=K)
        d.rectangle([5, 1, 8, 3], fill=G, outline=K)
        _page(d, 7, 6, 14, 15)
    elif k in (3, 4):   # STD_UNDO / STD_REDOW: a curved arrow
        d.arc([3, 4, 13, 13], 180, 360 if k == 3 else 0, fill=D, width=2)
        tip = [(1, 8), (6, 8), (3, 11)] if k == 3 else [(10, 8), (15, 8), (12, 11)]
        d.polygon(tip, fill=D)
    elif k == 5:    # STD_DELETE: a red X
        d.line([(3, 3), (12, 12)], fill=R, width=2)
        d.line([(3, 12), (12, 3)], fill=R, width=2)
    elif k == 6:    # STD_FILENEW: a blank page
        _page(d)
    elif k == 7:    # STD_FILEOPEN: an open folder
        d.polygon([(1, 4), (5, 4), (6, 5), (12, 5), (12, 13), (1, 13)], fill=Y, outline=K)
        d.polygon([(3, 8), (15, 8), (12, 13), (1, 13)], fill=(128, 128, 0, 255), outline=K)
    elif k == 8:    # STD_FILESAVE: a floppy disk
        d.rectangle([1, 1, 14, 14], fill=(0, 0, 0, 255))
        d.rectangle([4, 2, 11, 7], fill=W)
        d.rectangle([4, 10, 11, 14], fill=G)
    elif k == 9:    # STD_PRINTPRE: a page and a magnifier
        _page(d, 1, 1, 10, 14)
        d.ellipse([7, 6, 13, 12], fill=(192, 192, 192, 255), outline=K)
        d.line([(12, 11), (15, 14)], fill=K, width=2)
    elif k == 10:   # STD_PROPERTIES: a page with a hand-written list
        _page(d)
        for y in (5, 8, 11):
            d.line([(5, y), (10, y)], fill=K)
    elif k == 11:   # STD_HELP: a question mark with an arrow
        d.text((6, 1), "?", fill=D)
        d.polygon([(1, 1), (1, 9), (3, 7), (5, 11)], fill=K)
    elif k in (12, 13):  # STD_FIND / STD_REPLACE: binoculars (and a page)
        if k == 13:
            _page(d, 7, 1, 15, 12)
        d.ellipse([1, 7, 6, 12], fill=T, outline=K)
        d.ellipse([7, 7, 12, 12], fill=T, outline=K)
        d.rectangle([3, 3, 10, 8], fill=K)
    elif k == 14:   # STD_PRINT: a printer
        d.rectangle([4, 1, 11, 6], fill=W, outline=K)
        d.rectangle([1, 6, 14, 12], fill=(192, 192, 192, 255), outline=K)
        d.rectangle([4, 10, 11, 14], fill=W, outline=K)
    return img


def standard_images(bitmap_id):
    """The images of one comctl32 standard bitmap (RGBA, transparent background)."""
    if bitmap_id == IDB_STD_SMALL_COLOR:
        return [_glyph(k) for k in range(15)]
    if bitmap_id == IDB_STD_LARGE_COLOR:
        return [_glyph(k).resize((24, 24), Image.NEAREST) for k in range(15)]
    raise Unimplemented("COMCTL32.dll!TB_ADDBITMAP (standard bitmap %d)" % bitmap_id)
