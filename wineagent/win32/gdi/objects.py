"""GDI on Pillow: objects (pens, brushes, fonts, bitmaps), device contexts, the screen.

Every top-level window owns a *surface* (a Pillow image of its whole window rectangle,
non-client area included); child windows draw into their top-level's surface, clipped to
their own rectangle. The screen is composed on demand from the desktop and the visible
top-level surfaces in z-order, so overlapping windows never paint over each other and a
window that moves keeps its pixels. Coordinates follow GDI: rectangles exclude their
right and bottom edges, LineTo excludes its end point.
"""

import math
import weakref

from PIL import Image, ImageChops, ImageDraw, ImageFont

from ..core.mnemonics import split_mnemonic
from .colors import SYS_COLORS, colorref, rgb  # noqa: F401  (part of this module's surface)
from .dib import dib_to_image
from .edges import draw_3d_rect
from .fontmap import family_of, map_font
from .mapping import Coords
from .palette import default_palette, resolve as resolve_color
from .screen import Compositor
from .rop import R2_COPYPEN, paste_color, rop2_as_rop3, rop3

__all__ = ["Gdi", "DC", "Pen", "Brush", "Font", "RealizedFont", "Bitmap", "rgb", "SYS_COLORS",
           "ui_font", "UI_FONTS", "device_height"]

#: glyph masks kept per Pillow font (strings a program draws again and again)
GLYPH_CACHE = 512
_glyph_masks = weakref.WeakKeyDictionary()


def glyph_mask(pil_font, text):
    """The glyph mask (a Pillow core image, mode "L") ``pil_font`` draws ``text`` with,
    cached on the font."""
    # beside the font, not on it: a savestate pickles fonts, never these masks
    cache = _glyph_masks.get(pil_font)
    if cache is None:
        cache = _glyph_masks[pil_font] = {}
    mask = cache.get(text)
    if mask is None:
        if len(cache) >= GLYPH_CACHE:
            cache.clear()
        mask = cache[text] = pil_font.getmask(text, "L")
    return mask


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
    if cache is None or cache[0] is not img:
        cache = (img, ImageDraw.Draw(img))
        target._drawer = cache
    return cache[1]


class Pen:
    """A GDI pen: PS_* style (5 = PS_NULL), width, colour; ExtCreatePen's pens are
    ``extended``, maybe ``geometric`` (dashes scale with the width) and may carry
    PS_USERSTYLE ``dashes`` (on/off run lengths)."""

    def __init__(self, style, width, color, geometric=False, dashes=None, extended=False):
        self.style, self.width, self.color = style, max(1, width), color
        self.geometric, self.dashes, self.extended = geometric, dashes, extended


class Brush:
    """A GDI brush: BS_SOLID (0), BS_NULL (1), BS_HATCHED (2, ``hatch`` = HS_*) or
    BS_PATTERN (3, ``pattern`` = an RGB image; ``mono`` when it came from a monochrome
    bitmap, whose black and white pixels take the DC's text and background colours)."""

    def __init__(self, style, color, hatch=0, pattern=None, mono=False):
        self.style, self.color, self.hatch = style, color, hatch
        self.pattern, self.mono = pattern, mono


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
        return (int(self.pil.getlength(text)) if text else 0, self.mapped.height)

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
    """A GDI bitmap backed by a Pillow RGB image."""

    def __init__(self, width, height, image=None):
        self.width, self.height = max(1, width), max(1, height)
        self.image = image or Image.new("RGB", (self.width, self.height), (0, 0, 0))
        self.bits = None   # guest address of DIB section bits, if any
        self.bpp = 24
        self.dib_height = self.height   # > 0: bottom-up rows in guest memory
        self.palette = []
        self.stride = ((self.width * 24 + 31) // 32) * 4
        self.mono = False       # a monochrome bitmap: only black and white pixels
        self.masks = None       # BI_BITFIELDS masks of a DIB section

    @property
    def is_section(self):
        """True for a DIB section whose pixels GDI mirrors into guest memory."""
        return bool(self.bits) and self.bpp in (24, 32)

    @property
    def surface(self):
        """The image a DC selecting this bitmap draws on."""
        return self


class Surface:
    """Pixels of one top-level window (whole window rect, non-client included)."""

    def __init__(self, width, height, color=(192, 192, 192)):
        self.image = Image.new("RGB", (max(1, width), max(1, height)), color)

    def resize(self, width, height):
        """Keep the old pixels in the top-left corner of a new size."""
        old = self.image
        self.image = Image.new("RGB", (max(1, width), max(1, height)), (192, 192, 192))
        self.image.paste(old, (0, 0))


class DC:
    """A device context: where to draw (surface + origin + clip) and with what.

    Coordinates given to its methods are *logical*: ``coords`` (gdi/mapping.py) maps them
    to the DC's device pixels, and ``origin`` places those in the target surface. Every
    pixel write ends in ``put``, which applies the clip region and the ROP2 mode.
    """

    layout = 0        # (class default for DCs saved before SetLayout existed)

    def __init__(self, gdi, target, origin=(0, 0), clip=None, hwnd=0):
        self.gdi = gdi
        self.target = target          # Surface or Bitmap (anything with .image)
        self.origin = origin          # device (0,0) in target pixels
        self.clip = clip              # (l, t, r, b) in target pixels, or None (all)
        self.clip_rgn = None          # regions.Region in device pixels (SelectClipRgn)
        self.hwnd = hwnd
        self.pen = gdi.stock[7]
        self.brush = gdi.stock[0]
        self.font = gdi.stock[13]
        self.bitmap = None
        self.palette = None
        self.text_color = 0x000000
        self.bk_color = 0xFFFFFF
        self.bk_mode = 2              # OPAQUE
        self.pos = (0, 0)
        self.text_align = 0
        self.memory = False
        self.dc_brush_color = 0xFFFFFF
        self.dc_pen_color = 0x000000
        self.coords = Coords(gdi.width, gdi.height)
        self.rop2 = R2_COPYPEN
        self.poly_fill_mode = 1       # ALTERNATE
        self.stretch_mode = 1         # BLACKONWHITE
        self.brush_org = (0, 0)
        self.arc_direction = 1        # AD_COUNTERCLOCKWISE
        self.path = None              # paths.Path while recording / after EndPath
        self.char_extra = 0
        # SetTextJustification: extra device pixels per break character, and how many
        # of the first break characters of each run get one pixel more (the remainder)
        self.break_extra = 0
        self.break_rem = 0
        self.mapper_flags = 0         # SetMapperFlags (ASPECT_FILTERING)
        self.layout = 0               # SetLayout (LAYOUT_BITMAPORIENTATIONPRESERVED)
        self.recorder = None          # a metafile recorder for metafile DCs
        # A common DC: one GetDC / GetWindowDC handed out, the only kind ReleaseDC frees
        # (memory, printer and CreateDC DCs belong to DeleteDC).
        self.common = False

    @property
    def text_font(self):
        """The font text is drawn and measured with: the selected one as this device
        realizes it (:meth:`device_mapping`; the font itself when its own mapping holds)."""
        font = self.font
        key = (id(font), self.coords.unit_scale())
        cache = self.__dict__.setdefault("_realized", {})
        hit = cache.get(key)
        if hit is not None and hit[0] is font:
            return hit[1]
        mapped = self.device_mapping(font)
        out = font if mapped is None else RealizedFont(font, mapped)
        if len(cache) > 64:
            cache.clear()
        cache[key] = (font, out)
        return out

    def device_mapping(self, font):
        """The strike ``font`` draws with on this DC, or None for its own: lfHeight and
        lfWidth are logical units, so a mapping mode that scales them (MM_LOMETRIC,
        MM_TWIPS, MM_ANISOTROPIC...) maps the font again at its device size, as Windows
        realizes a font in a DC."""
        sx, sy = self.coords.unit_scale()
        if sx == 1.0 and sy == 1.0:
            return None
        return map_font(font.family, font.map_weight, font.italic,
                        device_height(font.height, sy), device_height(font.width, sx))

    def logical_size(self, w, h):
        """A device (width, height) — a text extent, a font metric — in logical units."""
        sx, sy = self.coords.unit_scale()
        if sx == 1.0 and sy == 1.0:
            return w, h
        return int(w / sx + 0.5), int(h / sy + 0.5)

    def color(self, cref):
        """A COLORREF (PALETTEINDEX and PALETTERGB included) as (r, g, b) on this DC."""
        if cref >> 24:
            return resolve_color(cref, self.palette)
        return rgb(cref)

    # -- coordinates --------------------------------------------------------------------
    def lp(self, x, y):
        """Logical point -> device point."""
        return self.coords.lp(x, y)

    def lp_rect(self, rect):
        """Logical rectangle -> normalized device rectangle."""
        return self.coords.lp_rect(*rect)

    # -- geometry helpers ---------------------------------------------------
    def _clip_box(self):
        img = self.target.image
        box = (0, 0, img.width, img.height)
        if self.clip:
            l, t, r, b = self.clip
            box = (max(0, l), max(0, t), min(img.width, r), min(img.height, b))
        if self.clip_rgn is not None:
            ox, oy = self.origin
            l, t, r, b = self.clip_rgn.box
            box = (max(box[0], l + ox), max(box[1], t + oy), min(box[2], r + ox),
                   min(box[3], b + oy))
        return box

    def visible(self, box):
        """``box`` (target pixels) cut to the clip box, or None when nothing is left."""
        cl, ct, cr, cb = self._clip_box()
        out = (max(box[0], cl), max(box[1], ct), min(box[2], cr), min(box[3], cb))
        return out if out[0] < out[2] and out[1] < out[3] else None

    def clip_mask(self, box):
        """The clip region's mask over ``box`` (target pixels), or None if all inside."""
        if self.clip_rgn is None or self.clip_rgn.mask is None:
            return None
        ox, oy = self.origin
        return self.clip_rgn.mask_for((box[0] - ox, box[1] - oy, box[2] - ox, box[3] - oy))

    def put(self, box, src, mask=None, rop2=True):
        """Write ``src`` (an (r, g, b) colour or an RGB image the size of ``box``) into the
        target at ``box`` (target pixels, already inside the clip box) through ``mask``
        (mode "L", or None), the clip region and — unless ``rop2`` is False — the DC's
        binary raster operation. The one place pixels are written."""
        img = self.target.image
        clip = self.clip_mask(box)
        if clip is not None:
            mask = clip if mask is None else ImageChops.multiply(mask, clip)
        if rop2 and self.rop2 != R2_COPYPEN:
            size = (box[2] - box[0], box[3] - box[1])
            src = rop3(rop2_as_rop3(self.rop2), size, src, None, img.crop(box))
        if mask is None:
            img.paste(src, box)
        else:
            img.paste(src, box[:2] if not isinstance(src, tuple) else box, mask)
        self._drew(box)

    def draw(self, bbox, fn):
        """Run ``fn(ImageDraw, ox, oy)`` clipped; ``bbox`` is the device extent touched
        (``fn`` draws in device pixels offset by (ox, oy))."""
        ox, oy = self.origin
        l, t, r, b = bbox
        l, t, r, b = l + ox, t + oy, r + ox, b + oy
        box = self.visible((l, t, r, b))
        if box is None:
            return
        img = self.target.image
        masked = self.rop2 != R2_COPYPEN or self.clip_mask(box) is not None
        if not masked and l >= box[0] and t >= box[1] and r <= box[2] and b <= box[3]:
            fn(_drawer(self.target, img), ox, oy)
            self._drew(box)
        elif not masked:
            # Draw on a copy of just the visible part of the extent, then put it back:
            # whatever fell outside the clip is dropped with the copy.
            sub = img.crop(box)
            fn(ImageDraw.Draw(sub), ox - box[0], oy - box[1])
            img.paste(sub, box[:2])
            self._drew(box)
        else:
            # Which pixels did fn touch, and with what colour? Draw it on black and on
            # white: a pixel fn painted is the same in both.
            size = (box[2] - box[0], box[3] - box[1])
            a, w = Image.new("RGB", size, (0, 0, 0)), Image.new("RGB", size, (255, 255, 255))
            fn(ImageDraw.Draw(a), ox - box[0], oy - box[1])
            fn(ImageDraw.Draw(w), ox - box[0], oy - box[1])
            diff = ImageChops.difference(a, w).convert("L")
            cover = diff.point(lambda v: 255 if v == 0 else 0)
            self.put(box, a, cover)

    def fill_mask(self, bbox, fn, brush, rop2=True):
        """Paint ``brush`` (solid, hatched or pattern) through the coverage that
        ``fn(ImageDraw, ox, oy)`` draws with fill=255 on a mode "L" image (device bbox);
        ``rop2`` False for fills the ROP2 mode does not affect (FillRect, FillRgn)."""
        ox, oy = self.origin
        box = self.visible((bbox[0] + ox, bbox[1] + oy, bbox[2] + ox, bbox[3] + oy))
        if box is None:
            return
        size = (box[2] - box[0], box[3] - box[1])
        cover = Image.new("L", size, 0)
        fn(ImageDraw.Draw(cover), ox - box[0], oy - box[1])
        src, mask = self.brush_source(brush, box)
        if src is None:
            return
        if mask is not None:
            cover = ImageChops.multiply(cover, mask)
        self.put(box, src, cover, rop2=rop2)

    def brush_source(self, brush, box):
        """(colour or RGB image over ``box``, extra mask or None) that ``brush`` paints;
        (None, None) for a hollow brush. Patterns are aligned to the brush origin."""
        if brush is None or brush.style == 1:
            return None, None
        if brush.style == 0:
            return self.brush_color(brush), None
        from_mono = brush.style == 2 or brush.mono
        pat = brush.pattern
        if from_mono:
            # Hatches and mono patterns: set bits are the foreground (brush colour for a
            # hatch, the text colour for a pattern), clear bits the background colour.
            fg = self.color(brush.color if brush.style == 2 else self.text_color)
            bg = self.color(self.bk_color)
            bits = pat.convert("L")
            pat = Image.composite(Image.new("RGB", bits.size, fg),
                                  Image.new("RGB", bits.size, bg), bits)
        w, h = pat.size
        ox, oy = self.origin
        bx, by = self.brush_org
        x0 = (box[0] - ox - bx) % w
        y0 = (box[1] - oy - by) % h
        size = (box[2] - box[0], box[3] - box[1])
        tile = tiled(pat, size[0] + w, size[1] + h)
        src = tile.crop((x0, y0, x0 + size[0], y0 + size[1]))
        mask = None
        if brush.style == 2 and self.bk_mode == 1:   # TRANSPARENT: hatch gaps untouched
            mtile = tiled(brush.pattern.convert("L"), size[0] + w, size[1] + h)
            mask = mtile.crop((x0, y0, x0 + size[0], y0 + size[1]))
        return src, mask

    def _drew(self, box=None):
        target = self.target
        if type(target) is Bitmap:
            # Offscreen: a bitmap's pixels reach the screen only through a blit, which
            # touches the blit's own target; GDI's version counts visible changes only
            # (a program that paints into a memory DC makes hundreds of calls a frame).
            if target.bits:
                self.gdi.sync_to_guest(target, box)  # a DIB section's bits are guest memory
            return
        self.gdi.touch(target, box)
        if getattr(target, "bits", None):
            self.gdi.sync_to_guest(target, box)

    def fill_rect(self, rect, color):
        """Fill the logical rectangle [l, r) x [t, b) with an (r, g, b) colour (a clipped
        paste: the hot path of FillRect, PatBlt and erasing)."""
        ox, oy = self.origin
        coords = self.coords
        if coords.offset_only:
            m = coords.matrix
            dx, dy = int(m[4]) + ox, int(m[5]) + oy
            l, t, r, b = rect
            l, t, r, b = l + dx, t + dy, r + dx, b + dy
        else:
            l, t, r, b = coords.lp_rect(*rect)
            l, t, r, b = l + ox, t + oy, r + ox, b + oy
        if self.clip_rgn is not None:
            box = self.visible((l, t, r, b))
            if box is not None:
                self.put(box, color, rop2=False)   # FillRect/PatBlt ignore the ROP2 mode
            return
        # the clip box inline (this is the hottest drawing call): the image, then the
        # DC's clip rectangle
        img = self.target.image
        w, h = img.size
        l, t = max(l, 0), max(t, 0)
        r, b = min(r, w), min(b, h)
        clip = self.clip
        if clip:
            l, t = max(l, clip[0]), max(t, clip[1])
            r, b = min(r, clip[2]), min(b, clip[3])
        if l >= r or t >= b:
            return
        box = (l, t, r, b)
        paste_color(img, color, box)
        self._drew(box)

    def paint_brush(self, rect, brush, rop2=False):
        """Fill a logical rectangle with any brush (solid, hatch, pattern): FillRect,
        which ignores the ROP2 mode unless ``rop2`` (region painting)."""
        if brush is None or brush.style == 1:
            return
        if self.recorder is not None:
            self.recorder.fill(self, rect, brush, self.gdi.stock_index)
        if brush.style == 0 and not (rop2 and self.rop2 != R2_COPYPEN):
            self.fill_rect(rect, self.brush_color(brush))
            return
        l, t, r, b = self.lp_rect(rect)
        self.fill_mask((l, t, r, b), lambda d, ox, oy: d.rectangle(
            [l + ox, t + oy, r - 1 + ox, b - 1 + oy], fill=255), brush, rop2=rop2)

    def paste_rgba(self, img, x, y):
        """Composite an RGBA image at device (x, y), clipped (icons, alpha bitmaps)."""
        ox, oy = self.origin
        l, t = x + ox, y + oy
        box = self.visible((l, t, l + img.width, t + img.height))
        if box is None:
            return
        part = img.crop((box[0] - l, box[1] - t, box[2] - l, box[3] - t))
        self.put(box, part.convert("RGB"), part.getchannel("A"))

    def brush_color(self, brush=None):
        """The (r, g, b) fill of a brush (None for a hollow brush)."""
        brush = brush or self.brush
        if brush is None or brush.style == 1:
            return None
        if brush is self.gdi.stock[18]:
            return self.color(self.dc_brush_color)
        return self.color(brush.color)

    def pen_color(self):
        """(r, g, b) of the selected pen, None for PS_NULL."""
        if self.pen is None or self.pen.style == 5:
            return None
        if self.pen is self.gdi.stock[19]:
            return self.color(self.dc_pen_color)
        return self.color(self.pen.color)

    def pen_width(self):
        """The selected pen's width in device pixels (a width of 0 or 1 is one pixel)."""
        w = self.pen.width if self.pen is not None else 1
        if w <= 1 or self.coords.identity:
            return max(1, w)
        return max(1, int(self.coords.scale_length(w) + 0.5))

    def text(self, x, y, text, opaque=None, spacing=None):
        """Draw one line of text at logical (x, y) with the DC's alignment; returns the
        (width, height) drawn in device pixels. ``spacing``: per-character advances."""
        font = self.text_font
        spacing = self.advances(text, spacing)
        if self.recorder is not None and text:
            self.recorder.text(x, y, text, spacing, font)
        x, y = rx, ry = self.lp(x, y)
        w, h = font.extent(text)
        if spacing is not None:
            w = sum(spacing)
        align = self.text_align
        if align & 0x6 == 6:   # TA_CENTER
            x -= w // 2
        elif align & 0x2:      # TA_RIGHT
            x -= w
        if align & 0x18 == 0x18:   # TA_BASELINE
            y -= font.ascent
        elif align & 0x8:        # TA_BOTTOM
            y -= h
        if opaque is None:
            opaque = self.bk_mode == 2
        fg = self.color(self.text_color)
        bg = self.color(self.bk_color)
        if font.escapement % 3600 and text:
            return self._rotated_text(font, (rx, ry), x, y, text, spacing, w, h, opaque, fg, bg)
        if text and spacing is None and not self.char_extra and not opaque and \
                not font.underline and not font.strikeout and self.rop2 == R2_COPYPEN and \
                "\n" not in text and self._plain_text(font, x, y, w, h, text, fg):
            return w, h

        def fn(d, ox, oy):
            if opaque:
                d.rectangle([x + ox, y + oy, x + w - 1 + ox, y + h - 1 + oy], fill=bg)
            self._glyph_run(d, x + ox, y + oy, text, font, spacing, w, fg)
        if text:
            self.draw((x, y, x + w, y + h), fn)
        return w, h

    def _plain_text(self, font, x, y, w, h, text, fg):
        """Draw a transparent, undecorated run at device (x, y) from the font's cached
        glyph mask, exactly as ``ImageDraw.text`` draws it; False (nothing drawn) when a
        clip region needs the general path (:meth:`draw`).

        A program redraws the same few strings every frame (winmine's digits); making
        the mask and an ImageDraw text layout each time cost ten times the drawing."""
        ox, oy = self.origin
        l, t = x + ox, y + oy
        box = self.visible((l, t, l + w, t + h))
        if box is None:
            return True
        if self.clip_mask(box) is not None:
            return False
        mask = glyph_mask(font.pil, text)
        mw, mh = mask.size
        img = self.target.image
        if img.mode != "RGB":
            return False
        draw = _drawer(self.target, img).draw
        ink = draw.draw_ink(fg)
        if box == (l, t, l + w, t + h):
            # the run lies inside the clip: like draw()'s first case, the whole glyph
            # mask is drawn, overhang included
            draw.draw_bitmap((l, t), mask, ink)
        else:
            # like draw()'s cropped case: only the mask inside the visible box survives
            cl, ct = max(box[0], l), max(box[1], t)
            cr, cb = min(box[2], l + mw), min(box[3], t + mh)
            if cl < cr and ct < cb:
                draw.draw_bitmap((cl, ct), mask.crop((cl - l, ct - t, cr - l, cb - t)), ink)
        self._drew(box)
        return True

    def advances(self, text, spacing=None):
        """Per-character device advances of ``text`` as drawn, or None when they are the
        font's own: ``spacing`` (ExtTextOut's lpDx) or the glyph widths plus the
        SetTextCharacterExtra spacing, with the SetTextJustification extra added to each
        break character (the remainder one pixel each to the first ones, as Wine does:
        every run starts the remainder afresh)."""
        justify = (self.break_extra or self.break_rem) and " " in text
        if spacing is None:
            if not self.char_extra and not justify:
                return None
            font = self.text_font
            spacing = [font.extent(ch)[0] + self.char_extra for ch in text]
        if justify:
            spacing = list(spacing)
            rem = self.break_rem
            for i, ch in enumerate(text):
                if ch == " ":      # tmBreakChar of every font here
                    spacing[i] += self.break_extra + (1 if rem > 0 else 0)
                    rem -= 1
        return spacing

    def _glyph_run(self, d, x, y, text, font, spacing, w, fill):
        """Draw one run of ``text`` (and its underline/strikeout) at (x, y) on ``d``."""
        if spacing is None and not self.char_extra:
            d.text((x, y), text, font=font.pil, fill=fill)
        else:
            cx = x
            for i, ch in enumerate(text):
                d.text((cx, y), ch, font=font.pil, fill=fill)
                cx += spacing[i] if spacing is not None else \
                    font.extent(ch)[0] + self.char_extra
        font.decorate(d, x, y, w, fill)

    def _rotated_text(self, font, ref, x, y, text, spacing, w, h, opaque, fg, bg):
        """Text along a baseline at lfEscapement tenths of a degree counter-clockwise
        from the x axis, turning about the reference point (the device point the
        alignment was applied to: (x, y) is already the run's top-left when unturned).
        The run is drawn upright into a mask and turned with nearest-neighbour sampling,
        so the pixels are exact at multiples of 90 degrees and deterministic at others."""
        rx, ry = ref
        ax, ay = x - rx, y - ry          # the run's top-left relative to the reference
        theta = math.radians(font.escapement / 10.0)
        c, s = round(math.cos(theta), 12), round(math.sin(theta), 12)
        corners = [(rx + u * c + v * s, ry - u * s + v * c)
                   for u, v in ((ax, ay), (ax + w, ay), (ax + w, ay + h), (ax, ay + h))]
        x0 = math.floor(min(p[0] for p in corners) + 1e-9)
        y0 = math.floor(min(p[1] for p in corners) + 1e-9)
        x1 = math.ceil(max(p[0] for p in corners) - 1e-9)
        y1 = math.ceil(max(p[1] for p in corners) - 1e-9)
        mask = Image.new("L", (w, h), 0)
        self._glyph_run(ImageDraw.Draw(mask), 0, 0, text, font, spacing, w, 255)
        # output pixel (px, py) samples the upright run at the inverse rotation
        turned = mask.transform(
            (max(1, x1 - x0), max(1, y1 - y0)), Image.AFFINE,
            ((c, -s, (x0 - rx) * c - (y0 - ry) * s - ax,
              s, c, (x0 - rx) * s + (y0 - ry) * c - ay)), Image.NEAREST)

        def fn(d, ox, oy):
            if opaque:
                d.polygon([(px + ox, py + oy) for px, py in corners], fill=bg)
            d.bitmap((x0 + ox, y0 + oy), turned, fill=fg)
        self.draw((x0, y0, x1, y1), fn)
        return w, h


class Gdi:
    """GDI state of one VM: object handles, stock objects, surfaces and the screen."""

    def __init__(self, vm, screen):
        self.vm = vm
        self.width, self.height = screen
        self.spooler = None       # the print spooler (printer.py), made at the first print
        self.objects = {}
        self._next = 0x00010010
        self.stock = {
            0: Brush(0, 0xFFFFFF), 1: Brush(0, 0xC0C0C0), 2: Brush(0, 0x808080),
            3: Brush(0, 0x404040), 4: Brush(0, 0x000000), 5: Brush(1, 0),
            6: Pen(0, 1, 0xFFFFFF), 7: Pen(0, 1, 0x000000), 8: Pen(5, 1, 0),
            # OEM_FIXED_FONT, ANSI_FIXED_FONT, ANSI_VAR_FONT, SYSTEM_FONT,
            # DEVICE_DEFAULT_FONT, SYSTEM_FIXED_FONT, DEFAULT_GUI_FONT (MS Sans Serif 8)
            10: Font(12, 400, "Terminal", 1, charset=255), 11: Font(13, 400, "Courier", 1),
            12: Font(-11, 400, "MS Sans Serif"), 13: Font(16, 700, "System"),
            14: Font(16, 700, "System"), 16: Font(16, 400, "Fixedsys", 1),
            17: Font(-11, 400, "MS Sans Serif"), 18: Brush(0, 0xFFFFFF), 19: Pen(0, 1, 0),
            15: default_palette(),
        }
        self.stock_handles = {}
        self._handles = {}           # id(object) -> its (first) handle: O(1) handle_of
        self.metafile_dcs = []       # open metafile DCs (DeleteObject is recorded in them)
        for idx, obj in self.stock.items():
            h = 0x00F00000 | idx
            self.objects[h] = obj
            self.stock_handles[id(obj)] = h
        self.sys_brushes = {}
        self.desktop = Image.new("RGB", screen, SYS_COLORS[1])
        self.version = 0             # bumped whenever anything visible may have changed
        self._composed_version = -1
        self._frame = None
        self._asked = False          # screen_changed has been asked before
        self._screen = Compositor(self)

    # -- handles --------------------------------------------------------------
    def add(self, obj):
        """Register a GDI object; returns its handle."""
        h = self._next
        self._next += 4
        self.objects[h] = obj
        cur = self._handles.get(id(obj))
        # Keep an object's first live handle; replace an entry left by a dead object whose
        # id() Python has reused (handles removed without delete(), e.g. ReleaseDC).
        if cur is None or self.objects.get(cur) is not obj:
            self._handles[id(obj)] = h
        return h

    def get(self, h):
        """The object for a handle (system-colour brushes included), or None."""
        obj = self.objects.get(h)
        if obj is None and 0 < h <= 31:
            # A class background of (COLOR_xxx + 1) and GetSysColorBrush both name a
            # system colour brush.
            obj = self.sys_brush(h - 1)
        return obj

    def handle_of(self, obj):
        """Handle of a registered object (stock objects included), or 0."""
        h = self.stock_handles.get(id(obj))
        if h:
            return h
        h = self._handles.get(id(obj), 0)
        return h if h and self.objects.get(h) is obj else 0

    def stock_index(self, obj):
        """The stock object index of ``obj``, or None."""
        h = self.stock_handles.get(id(obj))
        return h & 0xFF if h else None

    def sys_brush(self, index):
        """The brush of system colour ``index``."""
        b = self.sys_brushes.get(index)
        if b is None:
            r, g, bl = SYS_COLORS.get(index, (192, 192, 192))
            b = self.sys_brushes[index] = Brush(0, colorref(r, g, bl))
        return b

    def delete(self, h):
        """DeleteObject: stock objects are never deleted."""
        if h >= 0x00F00000 and (h & 0xFFFFF) in self.stock:
            return True
        obj = self.objects.pop(h, None)
        if obj is None:
            return False
        if self._handles.get(id(obj)) == h:
            del self._handles[id(obj)]
        return True

    # -- the screen -------------------------------------------------------------
    def touch(self, target=None, box=None):
        """Record that something visible may have changed (``box``: where, in
        ``target``'s pixels, when known)."""
        self.version += 1
        self._screen.touch(target, box)

    def compose(self):
        """The current screen as a Pillow RGB image (cached until something changes)."""
        if self._composed_version != self.version or self._frame is None:
            self._frame = self._screen.compose()
            self._composed_version = self.version
        return self._frame

    def take_changed_box(self):
        """Where the screen changed since the last call: (l, t, r, b) or None."""
        self.compose()
        return self._screen.take_changed_box()

    def set_window_order(self, order):
        """USER's ``() -> visible top-level windows, bottom first``: what the screen is
        composed of above the desktop (gdi/screen.py)."""
        self._screen.window_order = order

    def screen_changed(self):
        """True when the composed screen differs from the last time this was asked."""
        if self._composed_version == self.version and self._asked:
            self._screen.take_changed()
            return False
        self.compose()
        self._asked = True
        return self._screen.take_changed()

    # -- helpers for the USER32/GDI32 handlers ------------------------------------------
    def dc(self, hdc):
        """The DC for a handle, or None."""
        obj = self.objects.get(hdc)
        return obj if isinstance(obj, DC) else None

    def release_dc(self, dc):
        """Forget every handle of ``dc``."""
        h = self._handles.pop(id(dc), None)
        if h is not None and self.objects.get(h) is dc:
            del self.objects[h]

    def screen_dc(self):
        """A DC on the desktop background (GetDC(NULL))."""
        return DC(self, _DesktopTarget(self), (0, 0), None, 0)

    def default_bitmap(self):
        """The 1x1 monochrome bitmap a new memory DC starts with."""
        if not hasattr(self, "_default_bitmap"):
            # Windows' stock 1x1 monochrome bitmap: why CreateCompatibleBitmap on a fresh
            # memory DC makes a monochrome bitmap.
            self._default_bitmap = Bitmap(1, 1)
            self._default_bitmap.mono, self._default_bitmap.bpp = True, 1
            self._default_bitmap_handle = self.add(self._default_bitmap)
        return self._default_bitmap

    def default_bitmap_handle(self):
        """Handle of the default memory-DC bitmap."""
        self.default_bitmap()
        return self._default_bitmap_handle

    def sync_from_guest(self, target):
        """Refresh a DIB section's image from its guest-visible bits."""
        if isinstance(target, Bitmap) and target.bits:
            raw = self.vm.mem.read(target.bits, target.stride * target.height)
            target.image = dib_to_image(raw, target.width, target.dib_height, target.bpp,
                                        target.palette, target.masks)

    def sync_to_guest(self, target, box=None):
        """Write a DIB section's image back to its guest-visible bits after GDI drew on it:
        only the rows and columns of ``box`` (target pixels) when given, so drawing one
        pixel costs one pixel's write, not the whole section's."""
        if not (isinstance(target, Bitmap) and target.is_section):
            return
        img = target.image
        raw_mode, px = ("BGR", 3) if target.bpp == 24 else ("BGRX", 4)
        if box is None:
            if target.dib_height > 0:
                img = img.transpose(Image.FLIP_TOP_BOTTOM)
            self.vm.mem.write(target.bits, img.tobytes("raw", raw_mode, target.stride))
            return
        l, t, r, b = box
        l, t, r, b = max(0, l), max(0, t), min(img.width, r), min(img.height, b)
        if l >= r or t >= b:
            return
        if r - l == 1 and b - t == 1:      # one pixel (SetPixel): no crop, no row loop
            red, green, blue = img.getpixel((l, t))[:3]
            row = (target.height - 1 - t) if target.dib_height > 0 else t
            self.vm.mem.write(target.bits + row * target.stride + l * px,
                              bytes((blue, green, red, 0)[:px]))
            return
        part = img.crop((l, t, r, b))
        data = part.tobytes("raw", raw_mode)
        n = (r - l) * px
        mem = self.vm.mem
        for i, y in enumerate(range(t, b)):
            row = (target.height - 1 - y) if target.dib_height > 0 else y
            mem.write(target.bits + row * target.stride + l * px, data[i * n:(i + 1) * n])

    def draw_text(self, dc, text, rect, fmt):
        """DrawText: returns (height drawn, calculated rect), both in logical units.
        Under a mapping mode the text is laid out in device pixels inside the mapped
        rectangle (the bitmap fonts have one size)."""
        if dc.coords.identity:
            return _draw_text(dc, text, rect, fmt)
        coords = dc.coords
        dev = coords.lp_rect(*rect)
        dc.coords = Coords(self.width, self.height)
        try:
            height, calc = _draw_text(dc, text, dev, fmt)
        finally:
            dc.coords = coords
        if coords.inverse is None:
            return height, tuple(rect)
        x0, y0 = coords.dp(calc[0], calc[1])
        x1, y1 = coords.dp(calc[2], calc[3])
        return abs(y1 - y0), (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))

    def invert(self, dc, rect):
        """InvertRect."""
        l, t, r, b = dc.lp_rect(rect)
        ox, oy = dc.origin
        box = dc.visible((l + ox, t + oy, r + ox, b + oy))
        if box is None:
            return
        dc.put(box, ImageChops.invert(dc.target.image.crop(box)), rop2=False)

    def draw_edge(self, dc, rect, edge, flags):
        """DrawEdge (raised or sunken two-line edge)."""
        l, t, r, b = rect
        raised = bool(edge & 0x1)  # BDR_RAISEDOUTER
        dc.draw(rect, lambda d, ox, oy: draw_3d_rect(d, l + ox, t + oy, r + ox, b + oy,
                                                     raised=raised))


class _DesktopTarget:
    """Draw target for GetDC(NULL): the desktop background image."""

    def __init__(self, gdi):
        self.gdi = gdi

    @property
    def image(self):
        """The desktop image."""
        return self.gdi.desktop


def ellipsize(font, s, width, fmt):
    """``s`` shortened with "..." to fit ``width``: at the end (DT_END_ELLIPSIS), at a
    word boundary (DT_WORD_ELLIPSIS) or in the middle of a path, keeping its last
    component (DT_PATH_ELLIPSIS)."""
    fits = lambda t: font.extent(t)[0] <= width  # noqa: E731
    if fits(s):
        return s
    if fmt & 0x4000 and "\\" in s:
        cut = s.rindex("\\")
        head, tail = s[:cut], s[cut:]
        while head and not fits(head + "..." + tail):
            head = head[:-1]
        if fits(head + "..." + tail):
            return head + "..." + tail
        s = "..." + tail
        if fits(s):
            return s
    body = s
    while body:
        body = body[:-1]
        if fmt & 0x40000 and " " in body and not fmt & 0x8000:
            body = body[:body.rindex(" ")].rstrip()
        if fits(body + "..."):
            return body + "..."
    return "..."


DT_HIDEPREFIX, DT_PREFIXONLY = 0x00100000, 0x00200000
_PREFIX_MARK = "\ue000"


def _underscore(dc, x, y, w):
    """The mnemonic's underline: a 1-pixel line in the text colour under the character
    (logical x, y; ``w`` pixels wide), as DrawText draws it."""
    fg = dc.color(dc.text_color)
    dx, dy = dc.lp(x, y)

    def fn(d, ox, oy):
        d.line([(dx + ox, dy + oy), (dx + ox + max(1, w) - 1, dy + oy)], fill=fg)
    dc.draw((dx, dy, dx + max(1, w), dy + 1), fn)


def _draw_text(dc, text, rect, fmt):
    """DrawText: returns (height drawn, calculated rect)."""
    l, t, r, b = rect
    font = dc.text_font
    under_ch = None
    if not fmt & 0x800:  # DT_NOPREFIX: otherwise '&' marks an underlined mnemonic
        text, under = split_mnemonic(text, last_wins=True)
        if under >= 0:
            # The underlined character travels through the layout as a private-use
            # stand-in, so wrapping and alignment find it; it is measured and drawn as
            # itself (_real).
            under_ch = text[under]
            text = text[:under] + _PREFIX_MARK + text[under + 1:]
    real = (lambda s: s) if under_ch is None else \
        (lambda s: s.replace(_PREFIX_MARK, under_ch))  # noqa: E731
    if fmt & 0x40:  # DT_EXPANDTABS
        text = text.expandtabs(8)
    lh = font.line_height
    if fmt & 0x20:  # DT_SINGLELINE
        lines = [text.replace("\r", "").replace("\n", " ")]
    else:
        lines = []
        for para in text.replace("\r\n", "\n").split("\n"):
            if fmt & 0x10 and r > l:  # DT_WORDBREAK
                words, cur = para.split(" "), ""
                for w in words:
                    trial = w if not cur else cur + " " + w
                    if cur and font.extent(real(trial))[0] > r - l:
                        lines.append(cur)
                        cur = w
                    else:
                        cur = trial
                lines.append(cur)
            else:
                lines.append(para)
    marks = [s.find(_PREFIX_MARK) for s in lines]
    lines = [real(s) for s in lines]
    if fmt & 0x4C000 and r > l:  # DT_END_ELLIPSIS, DT_PATH_ELLIPSIS, DT_WORD_ELLIPSIS
        short = [ellipsize(font, s, r - l, fmt) for s in lines]
        # A mnemonic stays underlined only while its character survives in place.
        marks = [m if s == full or (m >= 0 and m < len(s) - 3 and s[:m + 1] == full[:m + 1])
                 else -1 for m, s, full in zip(marks, short, lines)]
        lines = short
    width = max((font.extent(s)[0] for s in lines), default=0)
    height = lh * len(lines)
    if fmt & 0x400:  # DT_CALCRECT
        return height, (l, t, l + width, t + height)
    y = t
    if fmt & 0x20:
        if fmt & 0x4:  # DT_VCENTER
            y = t + (b - t - height) // 2
        elif fmt & 0x8:  # DT_BOTTOM
            y = b - height
    saved_clip, saved_align = dc.clip, dc.text_align
    dc.text_align = 0
    if not fmt & 0x100:  # clip to the rectangle unless DT_NOCLIP
        ox, oy = dc.origin
        box = (l + ox, t + oy, r + ox, b + oy)
        if dc.clip:
            cl, ct, cr, cb = dc.clip
            box = (max(box[0], cl), max(box[1], ct), min(box[2], cr), min(box[3], cb))
        dc.clip = box
    for s, m in zip(lines, marks):
        w = font.extent(s)[0]
        if fmt & 0x1:  # DT_CENTER
            x = l + (r - l - w) // 2
        elif fmt & 0x2:  # DT_RIGHT
            x = r - w
        else:
            x = l
        if not fmt & DT_PREFIXONLY:
            dc.text(x, y, s)
        if m >= 0 and not fmt & DT_HIDEPREFIX:
            _underscore(dc, x + font.extent(s[:m])[0], y + font.ascent + 1,
                        font.extent(s[m])[0])
        y += lh
    dc.clip, dc.text_align = saved_clip, saved_align
    return height, (l, t, l + width, t + height)

