"""Device contexts: a DC draws into a target (a window's surface, a bitmap, the desktop)
through its selected objects, clip region, mapping and ROP (``Gdi.dc`` finds one by
handle, subsystem.py)."""

import math

from PIL import Image, ImageChops

from ...abi.api import Unimplemented

from .bitmaps import IS_ZERO, mono_fixup, nearest_mono
from .colors import rgb
from .fontmap import map_font
from .mapping import Coords
from .objects import Bitmap, RealizedFont, Surface, _drawer, device_height, glyph_mask, tiled
from .palette import default_palette, resolve as resolve_color
from .regions import RGN_AND, Region, combine
from .rop import R2_COPYPEN, rop2_as_rop3, rop3
from .pildraw import Draw, pixel_rows, point_table

__all__ = ["DC", "LAYOUT_RTL"]

LAYOUT_RTL = 0x1



def painted(fn, size, dx, dy):
    """What ``fn(ImageDraw, dx, dy)`` paints on an RGB image of ``size``: (its pixels,
    the mode "L" mask of the pixels it paints: 255 there, 0 elsewhere). Which pixels
    did fn touch, and with what colour? It draws on black and on white: a pixel fn
    painted is the same in both."""
    a, w = Image.new("RGB", size, (0, 0, 0)), Image.new("RGB", size, (255, 255, 255))
    fn(Draw(a), dx, dy)
    fn(Draw(w), dx, dy)
    return a, point_table(ImageChops.difference(a, w).convert("L"), IS_ZERO)

class DC:
    """A device context: where to draw (surface + origin + clip) and with what.


    Coordinates given to its methods are *logical*: ``coords`` (gdi/mapping.py) maps them
    to the DC's device pixels, and ``origin`` places those in the target surface. Every
    pixel write ends in ``put``, which applies the clip region and the ROP2 mode.
    """


    layout = 0        # (class default for DCs saved before SetLayout existed)
    icm_mode = 1      # SetICMMode: ICM_OFF
    icm_profile = None    # SetICMProfile's path; None = the device's sRGB profile
    # SetMetaRgn's meta region (device pixels), and while there is one the clip region
    # the program selected (``clip_rgn`` is then their intersection, what drawing uses)
    meta_rgn = None
    api_clip_rgn = None
    # True while meta_rgn is only the window's visible region (siblings above it cut out,
    # user/siblings.py), not a region the program made with SetMetaRgn
    meta_is_vis = False
    miter_limit = 10.0    # SetMiterLimit (10 is Windows' default)
    bounds_enabled = False    # SetBoundsRect(DCB_ENABLE): drawing grows ``bounds``
    bounds = None         # the accumulated bounding rectangle (device pixels), or None
    rel_abs = 1           # SetRelAbs: ABSOLUTE
    # a window DC's refit (user/wm.py surface_dc): called before the DC is used, it
    # follows the window's moves; None for memory, printer and screen DCs
    follow = None
    # a window DC's kind and extra region (user/dce.py): "own" (CS_OWNDC) or "class"
    # (CS_CLASSDC), None for a common DC; the HRGN of GetDCEx's DCX_INTERSECTRGN /
    # DCX_EXCLUDERGN (0: none) and which of the two flags
    dce_kind = None
    dce_rgn = 0
    dce_mode = 0


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
        if self.coords.offset_only:
            return font     # one device pixel a logical unit: device_mapping is None
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
            if cref >> 16 == 0x10FF:
                # DIBINDEX(n): entry n of the colour table of the DIB being drawn on
                # (black past its end), as Windows resolves it.
                table = getattr(self.target, "palette", None) or (
                    ((0, 0, 0), (255, 255, 255)) if getattr(self.target, "mono", False)
                    else ())
                n = cref & 0xFFFF
                return tuple(table[n][:3]) if n < len(table) else (0, 0, 0)
            return resolve_color(cref, self.palette)
        return rgb(cref)


    def matched(self, col):
        """(r, g, b) as the surface can hold it: on a DIB section of 1, 4 or 8 bits the
        nearest entry of its colour table (squared distance, the first on a tie; a table
        shorter than 2^bpp goes on in black), as Windows matches a colour to a
        palettized DIB; else as it is."""
        target = self.target
        if getattr(target, "mono", False):
            return nearest_mono(col)    # a monochrome bitmap: the nearer of black, white
        table = getattr(target, "palette", None)
        if not (table and getattr(target, "bits", 0) and target.bpp <= 8):
            return col
        table = list(table[:1 << target.bpp]) + [(0, 0, 0)] * ((1 << target.bpp) -
                                                               len(table))
        r, g, b = col[:3]
        best = min(range(len(table)), key=lambda i: ((table[i][0] - r) ** 2 +
                                                     (table[i][1] - g) ** 2 +
                                                     (table[i][2] - b) ** 2, i))
        return tuple(table[best][:3])


    # -- clipping -----------------------------------------------------------------------
    @property
    def own_clip(self):
        """The clip region the program selected (GetClipRgn's; None = none), without
        the meta region."""
        return self.api_clip_rgn if self.meta_rgn is not None else self.clip_rgn


    def select_clip(self, rgn):
        """Make ``rgn`` (device pixels, owned by the DC; None = none) the clip region:
        drawing is clipped to it and to the meta region, as Windows intersects them."""
        if self.meta_rgn is None:
            self.clip_rgn = rgn
            return
        self.api_clip_rgn = rgn
        self.clip_rgn = (self.meta_rgn.copy() if rgn is None
                         else combine(self.meta_rgn, rgn, RGN_AND))


    def set_meta_region(self):
        """SetMetaRgn: the clip region, intersected with any meta region, becomes the meta
        region and the clip region is reset to none (what is drawn does not change)."""
        clip = self.own_clip
        if clip is None:
            return
        self.meta_rgn = clip.copy() if self.meta_rgn is None else combine(
            self.meta_rgn, clip, RGN_AND)
        self.meta_is_vis = False
        self.api_clip_rgn = None
        self.clip_rgn = self.meta_rgn.copy()


    # -- layout -------------------------------------------------------------------------
    def device_width(self):
        """The width of the DC's device area: its window's, its bitmap's, the screen's."""
        if self.clip:
            return self.clip[2] - self.clip[0]
        return self.target.image.width


    def set_layout(self, layout):
        """SetLayout: LAYOUT_RTL mirrors the x axis over the device's width (Windows'
        right-to-left DCs), every other bit is kept for the program to read back."""
        self.layout = layout
        self.coords.set_mirror(self.device_width() if layout & LAYOUT_RTL else None)


    @property
    def mirrored(self):
        """True on a LAYOUT_RTL DC."""
        return bool(self.layout & LAYOUT_RTL)


    def logical_region(self, rgn):
        """A device region as a program sees it: mirrored back on a LAYOUT_RTL DC (the
        clip region APIs' view; GetRandomRgn answers the device region itself)."""
        if rgn is None or not self.mirrored:
            return rgn
        return rgn.mirrored(self.coords.mirror)


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
        w, h = img._size    # (Image.width is two properties)
        box = (0, 0, w, h)
        if self.clip:
            l, t, r, b = self.clip
            box = (max(0, l), max(0, t), min(w, r), min(h, b))
        if self.clip_rgn is not None:
            ox, oy = self.origin
            l, t, r, b = self.clip_rgn.box
            box = (max(box[0], l + ox), max(box[1], t + oy), min(box[2], r + ox),
                   min(box[3], b + oy))
        return box


    def visible(self, box):
        """``box`` (target pixels) cut to the clip box, or None when nothing is left."""
        target = self.target
        if type(target) is Bitmap and target.bits:
            # what the program wrote to a DIB section's bits since GDI last saw them
            self.gdi.refresh_from_guest(target)
        # _clip_box's intersections inline, by comparisons rather than max()/min() calls
        # (every clipped drawing call asks: text runs, lines, shapes)
        l, t, r, b = box
        w, h = target.image._size
        if l < 0:
            l = 0
        if t < 0:
            t = 0
        if r > w:
            r = w
        if b > h:
            b = h
        clip = self.clip
        if clip:
            cl, ct, cr, cb = clip
            if l < cl:
                l = cl
            if t < ct:
                t = ct
            if r > cr:
                r = cr
            if b > cb:
                b = cb
        if self.clip_rgn is not None:
            ox, oy = self.origin
            cl, ct, cr, cb = self.clip_rgn.box
            cl, ct, cr, cb = cl + ox, ct + oy, cr + ox, cb + oy
            if l < cl:
                l = cl
            if t < ct:
                t = ct
            if r > cr:
                r = cr
            if b > cb:
                b = cb
        return (l, t, r, b) if l < r and t < b else None


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


    def scroll_pixels(self, dst, dx, dy):
        """Move pixels by (dx, dy) device pixels: each pixel of ``dst`` (device pixels: an
        (l, t, r, b) box or a ``Region``) takes the one (dx, dy) before it, through the
        DC's visible area and clip region, the ROP2 mode left aside (a copy, as
        ScrollDC's and ScrollWindowEx's BitBlt within the device). The source is cut out
        before anything is written, so overlapping moves copy the old pixels."""
        if not (dx or dy):
            return
        rgn = dst if isinstance(dst, Region) else None
        l, t, r, b = rgn.box if rgn is not None else dst
        ox, oy = self.origin
        box = self.visible((l + ox, t + oy, r + ox, b + oy))
        if box is None:
            return
        mask = None if rgn is None else rgn.mask_for(
            (box[0] - ox, box[1] - oy, box[2] - ox, box[3] - oy))
        piece = self.target.image.crop((box[0] - dx, box[1] - dy, box[2] - dx, box[3] - dy))
        self.put(box, piece, mask, rop2=False)


    def draw(self, bbox, fn, spill=False):
        """Run ``fn(ImageDraw, ox, oy)`` clipped; ``bbox`` is the device extent touched
        (``fn`` draws in device pixels offset by (ox, oy)). ``spill``: fn may draw past
        ``bbox`` (a list's last, cut row), and what it draws there is dropped too."""
        ox, oy = self.origin
        l, t, r, b = bbox
        l, t, r, b = l + ox, t + oy, r + ox, b + oy
        box = self.visible((l, t, r, b))
        if box is None:
            return
        img = self.target.image
        masked = self.rop2 != R2_COPYPEN or self.clip_mask(box) is not None
        if not masked and not spill and l >= box[0] and t >= box[1] and r <= box[2] \
                and b <= box[3]:
            fn(_drawer(self.target, img), ox, oy)
            self._drew(box)
        elif not masked:
            # Draw on a copy of just the visible part of the extent, then put it back:
            # whatever fell outside the clip is dropped with the copy.
            sub = img.crop(box)
            fn(Draw(sub), ox - box[0], oy - box[1])
            img.paste(sub, box[:2])
            self._drew(box)
        else:
            a, cover = painted(fn, (box[2] - box[0], box[3] - box[1]), ox - box[0],
                               oy - box[1])
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
        fn(Draw(cover), ox - box[0], oy - box[1])
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
        if brush.pal_table is not None:
            pat = brush.pattern_on((self.palette or default_palette()).entries)
        if brush.style == 2:
            # a hatch: its lines (set bits) the brush colour, the gaps the background
            fg, bg = self.color(brush.color), self.color(self.bk_color)
            bits = pat.convert("L")
            pat = Image.composite(Image.new("RGB", bits.size, fg),
                                  Image.new("RGB", bits.size, bg), bits)
        elif from_mono and not getattr(self.target, "mono", False):
            # a monochrome bitmap's pattern: 0 bits (black) the text colour, 1 bits the
            # background colour (documented for CreatePatternBrush); on a monochrome
            # bitmap its bits go as they are
            fg, bg = self.color(self.text_color), self.color(self.bk_color)
            bits = pat.convert("L")
            pat = Image.composite(Image.new("RGB", bits.size, bg),
                                  Image.new("RGB", bits.size, fg), bits)
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


    def add_bounds(self, box):
        """Grow the bounds SetBoundsRect accumulates by ``box`` (target pixels; None: the
        whole device area)."""
        ox, oy = self.origin
        if box is None:
            img = self.target.image
            box = self.clip or (0, 0, img.width, img.height)
        l, t, r, b = box[0] - ox, box[1] - oy, box[2] - ox, box[3] - oy
        if l >= r or t >= b:
            return
        if self.bounds is not None:
            bl, bt, br, bb = self.bounds
            l, t, r, b = min(l, bl), min(t, bt), max(r, br), max(b, bb)
        self.bounds = (l, t, r, b)


    def _drew(self, box=None):
        if self.bounds_enabled:
            self.add_bounds(box)
        target = self.target
        if type(target) is Bitmap:
            # Offscreen: a bitmap's pixels reach the screen only through a blit, which
            # touches the blit's own target; GDI's version counts visible changes only
            # (a program that paints into a memory DC makes hundreds of calls a frame).
            if target.mono:
                img = target.image
                mono_fixup(img, box or (0, 0, img.width, img.height),
                           self.color(self.bk_color))
            if target.alpha is not None:    # a 32-bit DDB: GDI writes 0 as fourth bytes
                target.alpha.paste(0, box or (0, 0, target.width, target.height))
            if target.bits:
                self.gdi.sync_to_guest(target, box)  # a DIB section's bits are guest memory
            return
        self.gdi.touch(target, box)
        if getattr(target, "bits", None):
            self.gdi.sync_to_guest(target, box)


    def fill_rect(self, rect, color, ink=None):
        """Fill the logical rectangle [l, r) x [t, b) with an (r, g, b) colour (a clipped
        paste: the hot path of FillRect, PatBlt and erasing). ``ink``: the same colour as
        Pillow's packed integer (0xFFBBGGRR: a COLORREF with the alpha byte an RGB tuple
        gets), which Pillow converts faster than a tuple; used on an RGB image only."""
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
        target = self.target
        if self.clip_rgn is not None or type(target) is Bitmap and (
                target.bits or target.mono or target.alpha is not None):
            # a clip region, or a DIB section (``visible`` first takes again the picture
            # of bits the program wrote since GDI last saw them), or a monochrome bitmap
            # (its colours made black or white: ``_drew``)
            box = self.visible((l, t, r, b))
            if box is not None:
                self.put(box, color, rop2=False)   # FillRect/PatBlt ignore the ROP2 mode
            return
        # the clip box inline (this is the hottest drawing call: ~400 a winmine click),
        # comparisons rather than min()/max() calls: the image, then the DC's clip
        # rectangle. The image's size and read-only flag are read without Image's
        # Python properties.
        img = target.image
        w, h = img._size
        if l < 0:
            l = 0
        if t < 0:
            t = 0
        if r > w:
            r = w
        if b > h:
            b = h
        clip = self.clip
        if clip:
            cl, ct, cr, cb = clip
            if l < cl:
                l = cl
            if t < ct:
                t = ct
            if r > cr:
                r = cr
            if b > cb:
                b = cb
        if l >= r or t >= b:
            return
        box = (l, t, r, b)
        # paste_color inline (Image.readonly's test without its property call)
        core = img._im
        if core is None or core.readonly or img._readonly:
            img.paste(color, box)
        else:
            # (the packed ink only on an RGB image: Pillow reads it otherwise on others)
            core.paste(ink if ink is not None and img._mode == "RGB" else color, box)
        if type(target) is Bitmap and not self.bounds_enabled:
            return      # _drew's offscreen case with nothing to tell: a memory DC's fills
                        # (a DIB section's, which has bits to write back, went above)
        self._drew(box)


    #: FillRect's and LineTo's fast path (:meth:`fill_solid`): what a solid fill needs of the DC's
    #: current state, and the objects it was worked out from (see ``_fill_state_for``)
    _fill_state = None

    def fill_solid(self, rect, cref):
        """Fill the logical rectangle ``rect`` ([l, r) x [t, b)) with the RGB colour
        ``cref`` (a COLORREF with no high byte), clipped, ROP2 mode ignored; False (and
        nothing drawn) when the DC's state needs the general path (a DIB section, a
        mapping that scales, a clip region that is not a rectangle, bounds being
        accumulated...). The clip box, offset and pixel buffer of the DC's current state
        are worked out once (``_fill_state``) and used while the objects they came from
        are the same ones: the target and its image, the mapping's matrix, the origin,
        the clip rectangle and the clip region's box and mask (:meth:`solid_state`)."""
        st = self.solid_state()
        target = self.target
        fit = st[8]
        if fit is None or self.bounds_enabled:
            return False
        dx, dy, cl, ct, cr, cb = fit
        l, t, r, b = rect
        l += dx
        t += dy
        r += dx
        b += dy
        if l < cl:
            l = cl
        if t < ct:
            t = ct
        if r > cr:
            r = cr
        if b > cb:
            b = cb
        if l < r and t < b:
            box = (l, t, r, b)
            st[7].paste(cref | 0xFF000000, box)    # Pillow's packed ink (see fill_rect)
            if st[9]:
                self.gdi.touch(target, box)       # _drew's case of a window's surface
        return True

    def solid_state(self):
        """``_fill_state`` for the DC's current state (made again when an object it was
        worked out from is not the same one): :meth:`fill_solid` fills with it, and
        DrawText's cached runs (gdi/drawtext.py) take their offset and clip box from its
        (dx, dy, l, t, r, b)."""
        st = self._fill_state
        target = self.target
        rgn = self.clip_rgn
        if st is None or st[0] is not target or st[1] is not target.image \
                or st[2] is not self.coords.matrix or st[3] is not self.origin \
                or st[4] is not self.clip or st[5] is not rgn \
                or rgn is not None and (st[6] is not rgn.box or st[10] is not rgn.mask) \
                or st[1]._im is not st[7]:
            st = self._fill_state = self._fill_state_for()
        return st

    def fast_fill_target(self):
        """What the thunk stub needs to do :meth:`fill_solid`'s fills itself
        (machine/fastfill.py), in the state the last one used: (the row pointers' address
        of the target's pixels, their Pillow core, (dx, dy, l, t, r, b) as ``fill_solid``
        offsets and clips); None where the stub must not (nothing kept, a fill the
        screen must hear of, bounds being accumulated, rows not found)."""
        st = self._fill_state
        if st is None or st[8] is None or st[9] or self.bounds_enabled:
            return None
        rows = pixel_rows(st[7])
        if rows is None:
            return None
        return rows, st[7], st[8]

    def __getstate__(self):
        """A saved DC leaves out ``_fill_state`` (a Pillow core no state file can hold;
        the first fill after a restore makes it again)."""
        state = self.__dict__
        if "_fill_state" in state:
            state = dict(state)
            del state["_fill_state"]
        return state

    def _fill_state_for(self):
        """The tuple :meth:`fill_solid` keeps: (target, image, matrix, origin, clip,
        clip region, its box, the image's Pillow core, (dx, dy, l, t, r, b): logical to
        target pixels and the clip box in target pixels — None when the fast path does
        not apply —, whether a fill is reported to the screen, the clip region's mask)."""
        target = self.target
        img = target.image
        coords = self.coords
        rgn = self.clip_rgn
        state = [target, img, coords.matrix, self.origin, self.clip, rgn,
                 None if rgn is None else rgn.box, img._im, None, False,
                 None if rgn is None else rgn.mask]
        core = img._im
        kind = type(target)
        if not coords.offset_only or kind is not Bitmap and kind is not Surface \
                or type(self) is not DC \
                or getattr(target, "bits", None) or rgn is not None and rgn.mask is not None \
                or getattr(target, "mono", False) or getattr(target, "alpha", None) \
                or img._mode != "RGB" or core is None or core.readonly or img._readonly:
            return tuple(state)
        m = coords.matrix
        ox, oy = self.origin
        w, h = img._size
        l, t, r, b = 0, 0, w, h
        if self.clip:
            cl, ct, cr, cb = self.clip
            l, t, r, b = max(l, cl), max(t, ct), min(r, cr), min(b, cb)
        if rgn is not None:
            cl, ct, cr, cb = rgn.box
            l, t, r, b = max(l, cl + ox), max(t, ct + oy), min(r, cr + ox), min(b, cb + oy)
        state[8] = (int(m[4]) + ox, int(m[5]) + oy, l, t, r, b)
        state[9] = kind is Surface
        return tuple(state)

    def paint_brush(self, rect, brush, rop2=False):
        """Fill a logical rectangle with any brush (solid, hatch, pattern): FillRect,
        which ignores the ROP2 mode unless ``rop2`` (region painting)."""
        if brush is None or brush.style == 1:
            return
        if self.recorder is not None:
            self.recorder.fill(self, rect, brush, self.gdi.stock_index)
        if brush.style == 0 and not (rop2 and self.rop2 != R2_COPYPEN):
            cref = brush.color
            if cref >> 24 or brush is self.gdi.stock[18]:
                color = self.brush_color(brush)   # a palette colour or the DC brush
            else:
                color = (cref & 0xFF, (cref >> 8) & 0xFF, (cref >> 16) & 0xFF)   # rgb()
                self.fill_rect(rect, color, cref | 0xFF000000)
                return
            self.fill_rect(rect, color)
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
        if self.layout & LAYOUT_RTL and text:   # (self.mirrored)
            raise Unimplemented("GDI32.dll!ExtTextOut (on a LAYOUT_RTL DC: mirrored text)")
        font = self.text_font
        if spacing is not None or self.char_extra or self.break_extra or self.break_rem:
            spacing = self.advances(text, spacing)   # (None otherwise: the font's own)
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
        fg = self.text_color
        fg = self.color(fg) if fg >> 24 else (fg & 0xFF, (fg >> 8) & 0xFF, (fg >> 16) & 0xFF)
        if font.escapement % 3600 and text:
            return self._rotated_text(font, (rx, ry), x, y, text, spacing, w, h, opaque, fg,
                                      self.color(self.bk_color))
        if text and spacing is None and not self.char_extra and not opaque and \
                not font.underline and not font.strikeout and self.rop2 == R2_COPYPEN and \
                "\n" not in text and self._plain_text(font, x, y, w, h, text, fg):
            return w, h
        bg = self.color(self.bk_color)   # (the transparent run above needs none)


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
        run = self.plain_run(font, x, y, w, h, text)
        if run is None:
            return False
        draws, box = run
        if draws:
            draw = _drawer(self.target, self.target.image).draw
            ink = draw.draw_ink(fg)
            for at, mask in draws:
                draw.draw_bitmap(at, mask, ink)
        if box is not None:
            self._drew(box)
        return True


    def plain_run(self, font, x, y, w, h, text):
        """What :meth:`_plain_text` draws for a run at device (x, y), ``w`` x ``h``, in
        the DC's clip: (the glyph masks to draw in the text's ink, each as (target
        position, Pillow core image of mode "L"), the box to report drawn, None when
        nothing is visible); None when the general path must draw it (a clip region
        that is not a rectangle, an image that is not RGB). A function of the font, the
        string, the position, the origin and the clip box alone (gdi/drawtext.py keeps
        it for DrawText's repeated strings); ``visible`` takes a DIB section's bits
        again first, as every clipped drawing call does."""
        ox, oy = self.origin
        l, t = x + ox, y + oy
        box = self.visible((l, t, l + w, t + h))
        if box is None:
            return (), None
        rgn = self.clip_rgn
        if rgn is not None and rgn.mask is not None and self.clip_mask(box) is not None:
            return None
        _, ink_mask, ink_box = glyph_mask(font.pil, text)
        if self.target.image._mode != "RGB":
            return None
        if ink_mask is None:
            return (), box
        il, it, ir, ib = ink_box
        if box == (l, t, l + w, t + h):
            # the run lies inside the clip: like draw()'s first case, the whole glyph
            # mask is drawn, overhang included (its ink: the rest leaves pixels as
            # they are)
            return (((l + il, t + it), ink_mask),), box
        # like draw()'s cropped case: only the mask inside the visible box survives (the
        # ink of it)
        cl, ct = max(box[0], l + il), max(box[1], t + it)
        cr, cb = min(box[2], l + ir), min(box[3], t + ib)
        if cl < cr and ct < cb:
            if cl == l + il and ct == t + it and cr == l + ir and cb == t + ib:
                return (((cl, ct), ink_mask),), box
            return (((cl, ct), ink_mask.crop(
                (cl - l - il, ct - t - it, cr - l - il, cb - t - it))),), box
        return (), box


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
        self._glyph_run(Draw(mask), 0, 0, text, font, spacing, w, 255)
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
