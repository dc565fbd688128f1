"""comctl32's own toolbar pictures (TB_ADDBITMAP with HINST_COMMCTRL): the fifteen
standard images of IDB_STD_SMALL_COLOR / IDB_STD_LARGE_COLOR (STD_CUT .. STD_PRINT),
drawn here as small pictograms in the 16-colour palette, since comctl32's own bitmap
resources are not part of this project; likewise the twelve view images of
IDB_VIEW_SMALL_COLOR / IDB_VIEW_LARGE_COLOR (VIEW_LARGEICONS .. VIEW_NEWFOLDER) and the five
history images of IDB_HIST_SMALL_COLOR / IDB_HIST_LARGE_COLOR (HIST_BACK ..
HIST_VIEWTREE), which Wine's explorer puts on its navigation toolbar. Any other bitmap
id stops the guest as unimplemented."""

from PIL import Image

from ...abi.api import Unimplemented
from ..gdi.pildraw import Draw

__all__ = ["standard_images", "IDB_STD_SMALL_COLOR", "IDB_STD_LARGE_COLOR"]

IDB_STD_SMALL_COLOR, IDB_STD_LARGE_COLOR = 0, 1
IDB_VIEW_SMALL_COLOR, IDB_VIEW_LARGE_COLOR = 4, 5
IDB_HIST_SMALL_COLOR, IDB_HIST_LARGE_COLOR = 8, 9
K, W, G, D = (0, 0, 0, 255), (255, 255, 255, 255), (128, 128, 128, 255), (0, 0, 128, 255)
Y, R, T = (255, 255, 0, 255), (128, 0, 0, 255), (0, 128, 128, 255)


def _page(d, l=3, t=1, r=12, b=14):
    d.polygon([(l, t), (r - 3, t), (r, t + 3), (r, b), (l, b)], fill=W, outline=K)
    d.line([(r - 3, t), (r - 3, t + 3), (r, t + 3)], fill=K)


def _glyph(k):
    img = Image.new("RGBA", (16, 16), (0, 0, 0, 0))
    d = Draw(img)
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


def _folder(d, l=1, t=4, r=13, b=13):
    d.polygon([(l, t), (l + 4, t), (l + 5, t + 1), (r, t + 1), (r, b), (l, b)], fill=Y, outline=K)


def _icons(d, size, rows):
    """A grid of ``rows`` rows of small squares (the list-view modes' pictures)."""
    for y in range(rows):
        for x in range(2 if size else 1):
            top = 2 + y * (12 // rows)
            d.rectangle([2 + 7 * x, top, 2 + 7 * x + (4 if size else 2), top + (4 if size else 2)],
                        fill=T, outline=K)
            if not size:
                d.line([(7, top + 1), (14, top + 1)], fill=K)


def _arrow(d, left):
    """A thick horizontal arrow (HIST_BACK, HIST_FORWARD)."""
    body = [(6, 6), (14, 6), (14, 10), (6, 10)] if left else [(1, 6), (9, 6), (9, 10), (1, 10)]
    tip = [(1, 8), (7, 2), (7, 14)] if left else [(14, 8), (8, 2), (8, 14)]
    d.polygon(body, fill=(0, 128, 0, 255), outline=K)
    d.polygon(tip, fill=(0, 128, 0, 255), outline=K)


def _view_glyph(k):
    img = Image.new("RGBA", (16, 16), (0, 0, 0, 0))
    d = Draw(img)
    if k == 0:      # VIEW_LARGEICONS: two big squares
        _icons(d, True, 2)
    elif k == 1:    # VIEW_SMALLICONS: small squares in two columns
        for y in (2, 7, 12):
            for x in (2, 9):
                d.rectangle([x, y, x + 2, y + 2], fill=T, outline=K)
    elif k == 2:    # VIEW_LIST: a column of small squares with lines
        _icons(d, False, 3)
    elif k == 3:    # VIEW_DETAILS: lines in columns
        for y in (3, 7, 11):
            d.line([(2, y), (7, y)], fill=K)
            d.line([(9, y), (14, y)], fill=G)
    elif k in (4, 5, 6, 7):   # VIEW_SORTNAME / SORTSIZE / SORTDATE / SORTTYPE
        d.text((1, 1), "AZ#DT"[k - 4 if k < 6 else k - 3], fill=D)
        d.line([(12, 2), (12, 13)], fill=K)
        d.polygon([(9, 10), (15, 10), (12, 14)], fill=K)
    elif k == 8:    # VIEW_PARENTFOLDER: a folder with an up arrow
        _folder(d)
        d.polygon([(7, 1), (11, 5), (9, 5), (9, 9), (5, 9), (5, 5), (3, 5)], fill=K)
    elif k in (9, 10):  # VIEW_NETCONNECT / VIEW_NETDISCONNECT: a drive and a cable
        d.rectangle([1, 8, 14, 13], fill=G, outline=K)
        d.line([(7, 1), (7, 8)], fill=K, width=2)
        if k == 10:
            d.line([(3, 2), (12, 7)], fill=R, width=2)
    elif k == 11:   # VIEW_NEWFOLDER: a folder with a star
        _folder(d)
        d.line([(11, 0), (11, 6)], fill=Y, width=1)
        d.line([(8, 3), (14, 3)], fill=Y, width=1)
    return img


def _hist_glyph(k):
    img = Image.new("RGBA", (16, 16), (0, 0, 0, 0))
    d = Draw(img)
    if k in (0, 1):     # HIST_BACK / HIST_FORWARD
        _arrow(d, k == 0)
    elif k in (2, 3):   # HIST_FAVORITES / HIST_ADDTOFAVORITES: a star (and a plus)
        d.polygon([(8, 1), (10, 6), (15, 6), (11, 9), (13, 14), (8, 11), (3, 14), (5, 9),
                   (1, 6), (6, 6)], fill=Y, outline=K)
        if k == 3:
            d.line([(12, 0), (12, 4)], fill=K)
            d.line([(10, 2), (14, 2)], fill=K)
    elif k == 4:        # HIST_VIEWTREE: a small tree
        d.rectangle([1, 1, 5, 4], fill=Y, outline=K)
        d.line([(3, 5), (3, 12), (8, 12)], fill=K)
        d.line([(3, 8), (8, 8)], fill=K)
        d.rectangle([9, 6, 13, 9], fill=Y, outline=K)
        d.rectangle([9, 10, 13, 13], fill=Y, outline=K)
    return img


#: bitmap ID -> (picture of image k, image count, size); 2 and 3 (once the monochrome
#: sets) answer the colour standard ones, 6 and 7 the view set, as Windows' comctl32 does
_SETS = {IDB_STD_SMALL_COLOR: (_glyph, 15, 16), IDB_STD_LARGE_COLOR: (_glyph, 15, 24),
         2: (_glyph, 15, 16), 3: (_glyph, 15, 24),
         IDB_VIEW_SMALL_COLOR: (_view_glyph, 12, 16), IDB_VIEW_LARGE_COLOR: (_view_glyph, 12, 24),
         6: (_view_glyph, 12, 16), 7: (_view_glyph, 12, 24),
         IDB_HIST_SMALL_COLOR: (_hist_glyph, 5, 16), IDB_HIST_LARGE_COLOR: (_hist_glyph, 5, 24)}


def standard_images(bitmap_id):
    """The images of one comctl32 standard bitmap (RGBA, transparent background): the
    standard (IDB_STD_*), view (IDB_VIEW_*) and history (IDB_HIST_SMALL/LARGE_COLOR)
    sets, small (16) or large (24)."""
    found = _SETS.get(bitmap_id)
    if found is None:
        raise Unimplemented("COMCTL32.dll!TB_ADDBITMAP (standard bitmap %d)" % bitmap_id)
    draw, count, size = found
    images = [draw(k) for k in range(count)]
    return images if size == 16 else [i.resize((size, size), Image.NEAREST) for i in images]
