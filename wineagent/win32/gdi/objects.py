"""GDI's objects on Pillow: pens, brushes, fonts (and a font as realized for a DC),
bitmaps and window surfaces, and the glyph and tile helpers drawing shares. The DC that
draws with them is dc.py's; the GDI that keeps them by handle is subsystem.py's.

Coordinates follow GDI: rectangles exclude their right and bottom edges, LineTo excludes
its end point.
"""

import weakref

from PIL import Image

from ...abi.structs import array_bytes
from ..core.structures import EXTLOGPEN, LOGPEN
from .colors import SYS_COLORS, colorref, rgb  # noqa: F401  (part of this module's surface)
from .devcaps import SCREEN_BPP
from .fontmap import family_of, map_font
from .pildraw import Draw

__all__ = ["Pen", "Brush", "Font", "RealizedFont", "Bitmap", "Surface", "rgb", "SYS_COLORS",
           "ui_font", "UI_FONTS", "device_height", "glyph_mask", "tiled"]

def per_font(table, font):
    """The dict ``table`` keeps for ``font`` while ``font`` lives: ``table`` maps the
    font's id to (a weak reference to it, its dict), and the entry goes when the font is
    collected. Callers look the entry up themselves (``table.get(id(font))``, then the
    reference's object ``is`` the font: an id reused by a new font misses) and come here
    on a miss; what WeakKeyDictionary.get did with a Python frame and a new weak
    reference a lookup, on the text hot path (several lookups a DrawText)."""
    key = id(font)

    def gone(ref, key=key, table=table):
        entry = table.get(key)
        if entry is not None and entry[0] is ref:
            del table[key]
    cache = {}
    table[key] = (weakref.ref(font, gone), cache)
    return cache


#: glyph masks kept per Pillow font (strings a program draws again and again), by
#: :func:`per_font`; beside the font, not on it: a savestate pickles fonts, never these
GLYPH_CACHE = 512
_glyph_masks = {}
#: advance widths kept per Pillow font, as the glyph masks are (DrawText measures each
#: string three or four times: wrapping, the widest line, alignment, the run itself)
_lengths = {}


def text_length(pil_font, text):
    """``int(pil_font.getlength(text))``, cached on the font."""
    entry = _lengths.get(id(pil_font))
    if entry is not None and entry[0]() is pil_font:
        cache = entry[1]
    else:
        cache = per_font(_lengths, pil_font)
    n = cache.get(text)
    if n is None:
        if len(cache) >= GLYPH_CACHE:
            cache.clear()
        n = cache[text] = int(pil_font.getlength(text))
    return n


def glyph_mask(pil_font, text):
    """(mask, ink, ink box): the glyph mask (a Pillow core image, mode "L") ``pil_font``
    draws ``text`` with, the part of it that is not 0 (``ink``, the mask cropped to
    ``ink box`` = (l, t, r, b) in the mask; None and None when the run has no ink), cached
    on the font. Drawing ``ink`` at the box's place paints what drawing the whole mask
    does: a mask pixel of 0 leaves its pixel as it is (Pillow's blend with 0), and most of
    a run's cell is empty (winmine's digits: a third of it)."""
    entry = _glyph_masks.get(id(pil_font))
    if entry is not None and entry[0]() is pil_font:
        cache = entry[1]
    else:
        cache = per_font(_glyph_masks, pil_font)
    hit = cache.get(text)
    if hit is None:
        if len(cache) >= GLYPH_CACHE:
            cache.clear()
        mask = pil_font.getmask(text, "L")
        box = mask.getbbox()
        hit = cache[text] = (mask, None if box is None else mask.crop(box), box)
    return hit


def tiled(pat, width, height):
    """``pat`` repeated from the top-left corner over width x height (cut at the right and
    bottom edges). The covered area doubles with each paste, so a full-screen fill with an
    8x8 brush takes about 20 pastes rather than one per tile (4,800 at 640x480)."""
    w, h = pat.size
    out = Image.new(pat.mode, (width, height))
    out.paste(pat, (0, 0))
    cw, ch = min(w, width), min(h, height)
    while cw < width:                     # the first row of tiles, doubling
        out.paste(out.crop((0, 0, cw, ch)), (cw, 0))
        cw = min(2 * cw, width)
    while ch < height:                    # then whole rows, doubling
        out.paste(out.crop((0, 0, width, ch)), (0, ch))
        ch = min(2 * ch, height)
    return out


def _drawer(target, img):
    """An ImageDraw for ``img``, cached on its target (creating one costs more than most
    primitives it draws)."""
    cache = getattr(target, "_drawer", None)
    # The core too: an image shared until first written (a fresh bitmap's) gets a new
    # core on that write, and a drawer made before would draw on the old one.
    if cache is None or cache[0] is not img or cache[1].im is not img._im:
        cache = (img, Draw(img))
        target._drawer = cache
    return cache[1]


class Pen:
    """A GDI pen: PS_* style (5 = PS_NULL), width, colour; ExtCreatePen's pens are
    ``extended``, maybe ``geometric`` (dashes scale with the width) and may carry
    PS_USERSTYLE ``dashes`` (on/off run lengths)."""

    #: (class defaults for pens saved before ExtCreatePen took brushes)
    flags = 0         # the end cap and join bits of an ExtCreatePen style
    brush_style = 0   # the LOGBRUSH an extended pen was made with (EXTLOGPEN reports it)
    hatch = 0
    brush = None      # the Brush a geometric pen paints with when not solid

    def __init__(self, style, width, color, geometric=False, dashes=None, extended=False):
        # the width as created (0 draws one pixel wide, as 1 does: DC.pen_width)
        self.style, self.width, self.color = style, abs(width), color
        self.geometric, self.dashes, self.extended = geometric, dashes, extended

    def object_data(self, size, stock_null=False, ptr=4):
        """What GetObject writes for this pen into ``size`` bytes (None: too small), for
        a program of pointer size ``ptr``.

        A CreatePen pen is a LOGPEN; an ExtCreatePen pen an EXTLOGPEN with its style
        entries (elpNumEntries of them from elpStyleEntry on), all of it or nothing. The
        stock NULL_PEN answers a buffer of exactly sizeof(EXTLOGPEN) as an EXTLOGPEN, as
        Windows XP on (Wine's pen tests)."""
        if self.extended:
            dashes = self.dashes or ()
            head = EXTLOGPEN.pack(ptr, elpPenStyle=self.style | self.flags |
                                  (0x10000 if self.geometric else 0), elpWidth=self.width,
                                  elpBrushStyle=self.brush_style, elpColor=self.color,
                                  elpHatch=self.hatch, elpNumEntries=len(dashes))
            data = head[:EXTLOGPEN.offsetof("elpStyleEntry", ptr)] + \
                array_bytes("DWORD", dashes)
        elif stock_null and size == EXTLOGPEN.sizeof(ptr):
            data = EXTLOGPEN.pack(ptr, elpPenStyle=self.style, elpColor=self.color)
        else:
            data = LOGPEN.pack(lopnStyle=self.style, lopnWidth=(self.width, 0),
                               lopnColor=self.color)
        if size and size < len(data):
            return None
        return data


class Brush:
    """A GDI brush: BS_SOLID (0), BS_NULL (1), BS_HATCHED (2, ``hatch`` = HS_*),
    BS_PATTERN (3, ``pattern`` = an RGB image; ``mono`` when it came from a monochrome
    bitmap, whose black and white pixels take the DC's text and background colours) or
    BS_DIBPATTERN (5, ``hatch`` = the packed DIB's address as the program gave it). A DIB
    pattern of DIB_PAL_COLORS keeps its pixel indexes (``indexes``, mode "L") and colour
    table (``pal_table``: indexes into the logical palette of the DC it paints on, looked
    up each time it paints, as Windows does)."""

    #: (class defaults for brushes saved before DIB patterns existed)
    indexes = None
    pal_table = None
    #: a DIB pattern's (usage, packed DIB bytes with biSizeImage filled in), kept as
    #: CreateDIBPatternBrush(Pt) copied it: what a metafile records of the brush
    packed = None

    def __init__(self, style, color, hatch=0, pattern=None, mono=False):
        self.style, self.color, self.hatch = style, color, hatch
        self.pattern, self.mono = pattern, mono

    def pattern_on(self, entries):
        """The RGB pattern this brush paints on a DC whose logical palette has
        ``entries`` ((r, g, b, flags) tuples): its own, or its palette indexes looked up."""
        if self.pal_table is None:
            return self.pattern
        n = len(entries)
        flat = []
        for i in self.pal_table:
            r, g, b = entries[i % n][:3]      # past the end wraps round, as Windows
            flat += [r, g, b]
        img = self.indexes.convert("P")
        img.putpalette(flat + [0] * (768 - len(flat)))
        return img.convert("RGB")


class Font:
    """A logical font (LOGFONT's fields) mapped onto a bundled bitmap strike
    (gdi/fontmap.py): the face picks the family, the height the strike and its
    magnification, the weight and italic flag the style; underline and strikeout are
    drawn as lines. Every field is kept and reported back (GetObject)."""

    def __init__(self, height=0, weight=400, face="", pitch=0, width=0, escapement=0,
                 orientation=0, italic=0, underline=0, strikeout=0, charset=0):
        self.height, self.weight, self.face, self.pitch = height, weight, face, pitch
        self.width, self.escapement, self.orientation = width, escapement, orientation
        self.italic, self.underline, self.strikeout = italic, underline, strikeout
        self.charset = charset
        family, self.face_name = family_of(face, pitch)
        # the weight the mapper is asked for: the System font exists in bold only
        self.map_weight = 700 if self.face_name == "System" else weight
        self.family = family
        self.fixed = family in ("mono", "terminal")
        #: the strike on a device whose logical units are pixels (MM_TEXT): the screen
        self.mapped = map_font(family, self.map_weight, italic, height, width)
        self.pil = self.mapped.pil

    @property
    def line_height(self):
        """Height of one text line in pixels (the cell: ascent + descent)."""
        return self.mapped.height

    @property
    def ascent(self):
        """Pixels from the top of a line to the baseline."""
        return self.mapped.ascent

    @property
    def bold(self):
        """True when the strike drawn is a bold one."""
        return self.mapped.strike.weight >= 600

    def extent(self, text):
        """(width, height) of ``text`` on one line."""
        return (text_length(self.pil, text) if text else 0, self.mapped.height)

    def decorate(self, d, x, y, w, fill):
        """Underline and strikeout lines for a run of width ``w`` drawn at (x, y), as
        thick as the strike is magnified."""
        if w <= 0:
            return
        k = self.mapped.ky
        if self.underline:
            uy = y + self.ascent + k
            d.rectangle([x, uy, x + w - 1, uy + k - 1], fill=fill)
        if self.strikeout:
            sy = y + self.ascent - (self.ascent * 2) // 5
            d.rectangle([x, sy, x + w - 1, sy + k - 1], fill=fill)


class RealizedFont:
    """A logical font realized on a device whose units are not its own: the same LOGFONT
    mapped again (``mapped``, a fontmap.Mapped) at the height and width it has in device
    pixels there — under a mapping mode (lfHeight is in logical units), or on the printer
    (gdi/printer.py). Every text measure follows the new mapping; the rest is the font's
    own (GetObject still returns the LOGFONT as created)."""

    def __init__(self, font, mapped):
        self.font, self.mapped = font, mapped
        self.pil = mapped.pil

    def __getattr__(self, name):
        if name == "font":      # not set yet (a copy being built): no recursion
            raise AttributeError(name)
        return getattr(self.font, name)

    line_height = Font.line_height
    ascent = Font.ascent
    bold = Font.bold
    extent = Font.extent
    decorate = Font.decorate


def device_height(n, scale):
    """A logical lfHeight/lfWidth in device pixels at ``scale`` pixels per unit, sign kept
    (0 stays 0: the default size is a device size)."""
    if not n:
        return 0
    v = max(1, int(abs(n) * scale + 0.5))
    return -v if n < 0 else v


#: The fonts USER draws its own parts with (NONCLIENTMETRICS of Windows 2000 at 96 dpi,
#: which reports 8-point fonts: user/sysparams.py): captions bold, the rest regular.
UI_FONTS = {"menu": (-11, 400), "caption": (-11, 700), "message": (-11, 400)}
_ui_fonts = {}


def ui_font(kind):
    """The :class:`Font` USER draws ``kind`` ("menu", "caption", "message") with
    (cached: these never change)."""
    f = _ui_fonts.get(kind)
    if f is None:
        height, weight = UI_FONTS[kind]
        f = _ui_fonts[kind] = Font(height, weight, "MS Sans Serif")
    return f


class Bitmap:
    """A GDI bitmap backed by a Pillow RGB image: a device-dependent bitmap of ``bpp``
    bits (the display's depth unless made otherwise; its pixels hold only colours that
    depth can: gdi/bitmaps.py ``to_depth``), or a DIB section (``bits``)."""

    #: a copy of a DIB section's bits as GDI last saw them (None: not looked at yet): a
    #: program's own writes to the bits are told from GDI's by it
    seen = None
    #: held selected by a DC of the system's for its life (an image list's bitmaps, which
    #: Windows keeps in the list's own DCs): SelectObject into another DC fails
    held = False
    #: how many DCs select it: a bitmap is selected in one memory DC at a time
    #: (SelectObject into a second fails, as on Windows)
    selected = 0
    #: a 32-bit DDB's fourth bytes (mode "L") as CreateBitmap / SetBitmapBits gave them,
    #: what AlphaBlend's AC_SRC_ALPHA reads; None: all 0 (GDI's drawing writes 0 there)
    alpha = None
    #: made by D3DKMTCreateDCFromMemory over the program's memory: GetObject answers
    #: the rows' DIB size (not the caller's pitch), no image size, and for 8 bits a
    #: colour table of 256 important colours, as Windows does
    from_memory = False

    def __init__(self, width, height, image=None):
        self.width, self.height = max(1, width), max(1, height)
        self.image = image or Image.new("RGB", (self.width, self.height), (0, 0, 0))
        self.bits = None   # guest address of DIB section bits, if any
        self.bpp = SCREEN_BPP
        self.dib_height = self.height   # > 0: bottom-up rows in guest memory
        self.palette = []
        # a DIB section's row size in guest memory (its maker sets it with bits and bpp)
        self.stride = ((self.width * 24 + 31) // 32) * 4
        self.mono = False       # a monochrome bitmap: only black and white pixels
        self.masks = None       # BI_BITFIELDS masks of a DIB section
        self.section = 0        # a DIB section's file mapping handle (0: its own memory)
        self.section_offset = 0
        self.release = None     # what DeleteObject must undo (a mapped view), if anything

    @property
    def is_section(self):
        """True for a DIB section whose pixels GDI mirrors into guest memory."""
        return bool(self.bits) and self.bpp in (24, 32)

    @property
    def surface(self):
        """The image a DC selecting this bitmap draws on."""
        return self


#: The largest surface side kept: a window may be far larger than any screen (win.c makes
#: one 200,000 pixels square), but what lies beyond this is never on a screen, and
#: drawing there is clipped away, as Windows keeps no pixels for a window's parts off
#: every screen.
SURFACE_LIMIT = 4096


class Surface:
    """Pixels of one top-level window (whole window rect, non-client included), at most
    SURFACE_LIMIT pixels each way."""

    def __init__(self, width, height, color=(192, 192, 192)):
        self.image = Image.new("RGB", (min(max(1, width), SURFACE_LIMIT),
                                       min(max(1, height), SURFACE_LIMIT)), color)

    def resize(self, width, height):
        """Keep the old pixels in the top-left corner of a new size."""
        old = self.image
        self.image = Image.new("RGB", (min(max(1, width), SURFACE_LIMIT),
                                       min(max(1, height), SURFACE_LIMIT)), (192, 192, 192))
        self.image.paste(old, (0, 0))


