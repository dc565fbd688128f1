"""comctl32's own toolbar pictures (TB_ADDBITMAP with HINST_COMMCTRL): the fifteen
standard images of IDB_STD_SMALL_COLOR / IDB_STD_LARGE_COLOR (STD_CUT .. STD_PRINT), the
twelve of the view set and the five of the history set, drawn here as small pictograms in
the 16-colour palette, since comctl32's own bitmap resources are not part of this
project. Other IDs (the history sets' hot/disabled/pressed variants) stop the guest as
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


def _icons(d, x, y, big):
    """A small picture of an icon (a framed square) at (x, y)."""
    n = 4 if big else 2
    d.rectangle([x, y, x + n, y + n], fill=T, outline=K)


def _view_glyph(k):
    """The view set (IDB_VIEW_*): VIEW_LARGEICONS, SMALLICONS, LIST, DETAILS, SORTNAME,
    SORTSIZE, SORTDATE, SORTTYPE, PARENTFOLDER, NETCONNECT, NETDISCONNECT, NEWFOLDER."""
    img = Image.new("RGBA", (16, 16), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    if k == 0:      # large icons: four big squares
        for x, y in ((1, 1), (9, 1), (1, 9), (9, 9)):
            _icons(d, x, y, True)
    elif k == 1:    # small icons: squares with a label line, in rows
        for x, y in ((1, 2), (9, 2), (1, 9), (9, 9)):
            _icons(d, x, y, False)
            d.line([(x + 3, y + 1), (x + 5, y + 1)], fill=K)
    elif k in (2, 3):   # list / details: rows of a square and a line (details: columns)
        for y in (2, 6, 10):
            _icons(d, 1, y, False)
            d.line([(5, y + 1), (9 if k == 3 else 14, y + 1)], fill=K)
            if k == 3:
                d.line([(11, y + 1), (14, y + 1)], fill=G)
    elif 4 <= k <= 7:   # sort by name, size, date, type: a letter over a down arrow
        d.text((2, 0), "NSDT"[k - 4], fill=K)
        d.line([(12, 2), (12, 13)], fill=D)
        d.polygon([(9, 10), (15, 10), (12, 14)], fill=D)
    elif k == 8:    # parent folder: a folder with an up arrow
        d.polygon([(1, 5), (5, 5), (6, 6), (12, 6), (12, 14), (1, 14)], fill=Y, outline=K)
        d.polygon([(10, 1), (14, 5), (6, 5)], fill=D)
    elif k in (9, 10):  # connect / disconnect a network drive: a drive and a cable
        d.rectangle([1, 8, 11, 13], fill=(192, 192, 192, 255), outline=K)
        d.line([(6, 8), (6, 3), (14, 3)], fill=K)
        if k == 10:
            d.line([(10, 1), (14, 5)], fill=R, width=2)
    else:           # new folder: a folder with a star
        d.polygon([(1, 5), (5, 5), (6, 6), (12, 6), (12, 14), (1, 14)], fill=Y, outline=K)
        d.line([(13, 0), (13, 6)], fill=Y)
        d.line([(10, 3), (15, 3)], fill=Y)
    return img


def _history_glyph(k):
    """The history set (IDB_HIST_*): HIST_BACK, FORWARD, FAVORITES, ADDTOFAVORITES,
    VIEWTREE."""
    img = Image.new("RGBA", (16, 16), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    if k in (0, 1):     # back / forward: an arrow
        s = -1 if k == 0 else 1
        d.line([(3, 8), (13, 8)], fill=(0, 128, 0, 255), width=3)
        tip = 2 if k == 0 else 14
        d.polygon([(tip, 8), (tip - 5 * s, 3), (tip - 5 * s, 13)], fill=(0, 128, 0, 255))
    elif k in (2, 3):   # favourites / add to favourites: a folder with a star
        d.polygon([(1, 5), (5, 5), (6, 6), (12, 6), (12, 14), (1, 14)], fill=Y, outline=K)
        d.polygon([(8, 1), (10, 5), (14, 5), (11, 8), (12, 12), (8, 10), (4, 12), (5, 8),
                   (2, 5), (6, 5)], fill=(255, 255, 0, 255), outline=K)
        if k == 3:
            d.line([(13, 9), (13, 15)], fill=K)
            d.line([(10, 12), (15, 12)], fill=K)
    else:               # view tree: a branching outline
        d.line([(3, 2), (3, 13)], fill=K)
        for y in (5, 9, 13):
            d.line([(3, y), (7, y)], fill=K)
            _icons(d, 8, y - 1, False)
    return img


#: bitmap ID -> (picture of image k, image count, size); 2 and 3 (once the monochrome
#: sets) answer the colour ones, 6 and 7 the view set, as Windows' comctl32 does
_SETS = {0: (_glyph, 15, 16), 1: (_glyph, 15, 24), 2: (_glyph, 15, 16), 3: (_glyph, 15, 24),
         4: (_view_glyph, 12, 16), 5: (_view_glyph, 12, 24), 6: (_view_glyph, 12, 16),
         7: (_view_glyph, 12, 24), 8: (_history_glyph, 5, 16), 9: (_history_glyph, 5, 24)}


def standard_images(bitmap_id):
    """The images of one comctl32 standard bitmap (RGBA, transparent background): the
    standard (IDB_STD_*), view (IDB_VIEW_*) and history (IDB_HIST_SMALL/LARGE_COLOR)
    sets, small (16) or large (24)."""
    found = _SETS.get(bitmap_id)
    if found is None:
        raise Unimplemented("COMCTL32.dll!TB_ADDBITMAP (standard bitmap %d)" % bitmap_id)
    glyph, count, size = found
    images = [glyph(k) for k in range(count)]
    return images if size == 16 else [img.resize((24, 24), Image.NEAREST) for img in images]
