"""GDI on Pillow: objects (pens, brushes, fonts, bitmaps), device contexts, the screen.

Every top-level window owns a *surface* (a Pillow image of its whole window rectangle,
non-client area included); child windows draw into their top-level's surface, clipped to
their own rectangle. The screen is composed on demand from the desktop and the visible
top-level surfaces in z-order, so overlapping windows never paint over each other and a
window that moves keeps its pixels. Coordinates follow GDI: rectangles exclude their
right and bottom edges, LineTo excludes its end point.
"""

import os

from PIL import Image, ImageChops, ImageDraw, ImageFont

from .colors import SYS_COLORS, colorref, rgb  # noqa: F401  (part of this module's surface)
from .dib import dib_to_image
from .edges import draw_3d_rect

__all__ = ["Gdi", "DC", "Pen", "Brush", "Font", "Bitmap", "rgb", "SYS_COLORS"]

_FONT_DIR = os.path.join(os.path.dirname(__file__), "fonts")


def _drawer(target, img):
    """An ImageDraw for ``img``, cached on its target (creating one costs more than most
    primitives it draws)."""
    cache = getattr(target, "_drawer", None)
    if cache is None or cache[0] is not img:
        cache = (img, ImageDraw.Draw(img))
        target._drawer = cache
    return cache[1]


class Pen:
    """A GDI pen: PS_* style (5 = PS_NULL), width, colour."""

    def __init__(self, style, width, color):
        self.style, self.width, self.color = style, max(1, width), color


class Brush:
    """A GDI brush: BS_SOLID (0) or BS_NULL (1), colour."""

    def __init__(self, style, color):
        self.style, self.color = style, color


class Font:
    """A logical font mapped onto one of the bundled bitmap fonts."""

    _cache = {}

    def __init__(self, height=0, weight=400, face="", pitch=0):
        self.height, self.weight, self.face, self.pitch = height, weight, face, pitch
        fixed = (pitch & 3) == 1 or "courier" in face.lower() or "fixed" in face.lower() \
            or "terminal" in face.lower()
        name = "fixed" if fixed else ("sans-bold" if weight >= 600 else "sans")
        self.pil = Font.load(name)

    @staticmethod
    def load(name):
        """A bundled Pillow bitmap font by file stem (cached)."""
        f = Font._cache.get(name)
        if f is None:
            f = Font._cache[name] = ImageFont.load(os.path.join(_FONT_DIR, name + ".pil"))
        return f

    @property
    def line_height(self):
        """Height of one text line in pixels (the font's ascent + descent)."""
        return 13 if self.pil is Font.load("fixed") else 15

    def extent(self, text):
        """(width, height) of ``text`` on one line."""
        return (int(self.pil.getlength(text)) if text else 0, self.line_height)


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
    """A device context: where to draw (surface + origin + clip) and with what."""

    def __init__(self, gdi, target, origin=(0, 0), clip=None, hwnd=0):
        self.gdi = gdi
        self.target = target          # Surface or Bitmap (anything with .image)
        self.origin = origin          # logical (0,0) in target pixels
        self.clip = clip              # (l, t, r, b) in target pixels, or None (all)
        self.hwnd = hwnd
        self.pen = gdi.stock[7]
        self.brush = gdi.stock[0]
        self.font = gdi.stock[13]
        self.bitmap = None
        self.text_color = 0x000000
        self.bk_color = 0xFFFFFF
        self.bk_mode = 2              # OPAQUE
        self.pos = (0, 0)
        self.text_align = 0
        self.memory = False
        self.dc_brush_color = 0xFFFFFF
        self.dc_pen_color = 0x000000

    # -- geometry helpers ---------------------------------------------------
    def _clip_box(self):
        img = self.target.image
        box = (0, 0, img.width, img.height)
        if self.clip:
            l, t, r, b = self.clip
            box = (max(0, l), max(0, t), min(img.width, r), min(img.height, b))
        return box

    def draw(self, bbox, fn):
        """Run ``fn(ImageDraw, ox, oy)`` clipped; ``bbox`` is the logical extent touched."""
        ox, oy = self.origin
        l, t, r, b = bbox
        l, t, r, b = l + ox, t + oy, r + ox, b + oy
        cl, ct, cr, cb = self._clip_box()
        if cl >= cr or ct >= cb or r <= cl or b <= ct or l >= cr or t >= cb:
            return
        img = self.target.image
        if l >= cl and t >= ct and r <= cr and b <= cb:
            fn(_drawer(self.target, img), ox, oy)
        else:
            # Draw on a copy of just the visible part of the extent, then put it back:
            # whatever fell outside the clip is dropped with the copy.
            box = (max(l, cl), max(t, ct), min(r, cr), min(b, cb))
            sub = img.crop(box)
            fn(ImageDraw.Draw(sub), ox - box[0], oy - box[1])
            img.paste(sub, box[:2])
        self._drew()

    def _drew(self):
        self.gdi.touch(self.target)
        if getattr(self.target, "bits", None):
            self.gdi.sync_to_guest(self.target)  # a DIB section's bits are guest memory

    def fill_rect(self, rect, color):
        """Fill [l, r) x [t, b) with an (r, g, b) colour (a clipped paste: the hot path of
        FillRect, PatBlt and erasing)."""
        ox, oy = self.origin
        l, t, r, b = rect
        cl, ct, cr, cb = self._clip_box()
        box = (max(l + ox, cl), max(t + oy, ct), min(r + ox, cr), min(b + oy, cb))
        if box[0] >= box[2] or box[1] >= box[3]:
            return
        self.target.image.paste(color, box)
        self._drew()

    def paste_rgba(self, img, x, y):
        """Composite an RGBA image at logical (x, y), clipped (icons, alpha bitmaps)."""
        ox, oy = self.origin
        l, t = x + ox, y + oy
        cl, ct, cr, cb = self._clip_box()
        box = (max(l, cl), max(t, ct), min(l + img.width, cr), min(t + img.height, cb))
        if box[0] >= box[2] or box[1] >= box[3]:
            return
        part = img.crop((box[0] - l, box[1] - t, box[2] - l, box[3] - t))
        self.target.image.paste(part.convert("RGB"), box[:2], part.getchannel("A"))
        self._drew()

    def brush_color(self, brush=None):
        """The (r, g, b) fill of a brush (None for a hollow brush)."""
        brush = brush or self.brush
        if brush is None or brush.style == 1:
            return None
        if brush is self.gdi.stock[18]:
            return rgb(self.dc_brush_color)
        return rgb(brush.color)

    def pen_color(self):
        """(r, g, b) of the selected pen, None for PS_NULL."""
        if self.pen is None or self.pen.style == 5:
            return None
        if self.pen is self.gdi.stock[19]:
            return rgb(self.dc_pen_color)
        return rgb(self.pen.color)

    def text(self, x, y, text, opaque=None):
        """Draw one line of text at logical (x, y) (top-left alignment)."""
        font = self.font
        w, h = font.extent(text)
        if self.text_align & 0x6 == 6:   # TA_CENTER
            x -= w // 2
        elif self.text_align & 0x2:      # TA_RIGHT
            x -= w
        if self.text_align & 0x8:        # TA_BOTTOM
            y -= h
        if opaque is None:
            opaque = self.bk_mode == 2
        fg = rgb(self.text_color)
        bg = rgb(self.bk_color)

        def fn(d, ox, oy):
            if opaque:
                d.rectangle([x + ox, y + oy, x + w - 1 + ox, y + h - 1 + oy], fill=bg)
            d.text((x + ox, y + oy), text, font=font.pil, fill=fg)
        if text:
            self.draw((x, y, x + w, y + h), fn)
        return w, h


class Gdi:
    """GDI state of one VM: object handles, stock objects, surfaces and the screen."""

    def __init__(self, vm, screen):
        self.vm = vm
        self.width, self.height = screen
        self.objects = {}
        self._next = 0x00010010
        self.stock = {
            0: Brush(0, 0xFFFFFF), 1: Brush(0, 0xC0C0C0), 2: Brush(0, 0x808080),
            3: Brush(0, 0x404040), 4: Brush(0, 0x000000), 5: Brush(1, 0),
            6: Pen(0, 1, 0xFFFFFF), 7: Pen(0, 1, 0x000000), 8: Pen(5, 1, 0),
            10: Font(16, 400, "Fixedsys", 1), 11: Font(13, 400, "Courier", 1),
            12: Font(13, 400, "MS Sans Serif"), 13: Font(16, 700, "System"),
            14: Font(16, 700, "System"), 16: Font(16, 400, "Fixedsys", 1),
            17: Font(13, 400, "MS Sans Serif"), 18: Brush(0, 0xFFFFFF), 19: Pen(0, 1, 0),
        }
        self.stock_handles = {}
        for idx, obj in self.stock.items():
            h = 0x00F00000 | idx
            self.objects[h] = obj
            self.stock_handles[id(obj)] = h
        self.sys_brushes = {}
        self.desktop = Image.new("RGB", screen, SYS_COLORS[1])
        self.version = 0             # bumped whenever anything visible may have changed
        self._composed_version = -1
        self._frame = None
        self._last_frame = None

    # -- handles --------------------------------------------------------------
    def add(self, obj):
        """Register a GDI object; returns its handle."""
        h = self._next
        self._next += 4
        self.objects[h] = obj
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
        for k, v in self.objects.items():
            if v is obj:
                return k
        return 0

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
        return self.objects.pop(h, None) is not None

    # -- the screen -------------------------------------------------------------
    def touch(self, target=None):
        """Record that something visible may have changed."""
        self.version += 1

    def compose(self):
        """The current screen as a Pillow RGB image (cached until something changes)."""
        if self._composed_version != self.version or self._frame is None:
            frame = self.desktop.copy()
            for win in self.vm.wm.visible_toplevels_bottom_up():
                frame.paste(win.surface.image, (win.rect[0], win.rect[1]))
            self._frame = frame
            self._composed_version = self.version
        return self._frame

    def screen_changed(self):
        """True when the composed screen differs from the last time this was asked."""
        if self._composed_version == self.version and self._last_frame is not None:
            return False
        frame = self.compose()
        last, self._last_frame = self._last_frame, frame
        if last is None:
            return True
        # A pixel comparison, not a version test: a program that repaints identical
        # pixels (a timer redraw) has not changed the frame (--stuck-after relies on it).
        return ImageChops.difference(last, frame).getbbox() is not None

    # -- helpers for the USER32/GDI32 handlers ------------------------------------------
    def dc(self, hdc):
        """The DC for a handle, or None."""
        obj = self.objects.get(hdc)
        return obj if isinstance(obj, DC) else None

    def release_dc(self, dc):
        """Forget every handle of ``dc``."""
        for k, v in list(self.objects.items()):
            if v is dc:
                del self.objects[k]

    def screen_dc(self):
        """A DC on the desktop background (GetDC(NULL))."""
        return DC(self, _DesktopTarget(self), (0, 0), None, 0)

    def default_bitmap(self):
        """The 1x1 bitmap a new memory DC starts with."""
        if not hasattr(self, "_default_bitmap"):
            self._default_bitmap = Bitmap(1, 1)
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
                                        target.palette)

    def sync_to_guest(self, target):
        """Write a DIB section's image back to its guest-visible bits after GDI drew on it."""
        if isinstance(target, Bitmap) and target.bits and target.bpp in (24, 32):
            img = target.image
            if target.dib_height > 0:
                img = img.transpose(Image.FLIP_TOP_BOTTOM)
            raw = img.tobytes("raw", "BGR" if target.bpp == 24 else "BGRX", target.stride)
            self.vm.mem.write(target.bits, raw)

    def draw_text(self, dc, text, rect, fmt):
        """DrawText: returns (height drawn, calculated rect)."""
        return _draw_text(dc, text, rect, fmt)

    def invert(self, dc, rect):
        """InvertRect."""
        from PIL import ImageOps
        l, t, r, b = rect
        ox, oy = dc.origin
        cl, ct, cr, cb = dc._clip_box()
        box = (max(l + ox, cl), max(t + oy, ct), min(r + ox, cr), min(b + oy, cb))
        if box[0] >= box[2] or box[1] >= box[3]:
            return
        img = dc.target.image
        img.paste(ImageOps.invert(img.crop(box)), box[:2])
        self.touch(dc.target)

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


def _draw_text(dc, text, rect, fmt):
    """DrawText: returns (height drawn, calculated rect)."""
    l, t, r, b = rect
    font = dc.font
    if not fmt & 0x800:  # DT_NOPREFIX: otherwise '&' marks an underlined mnemonic
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
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
                    if cur and font.extent(trial)[0] > r - l:
                        lines.append(cur)
                        cur = w
                    else:
                        cur = trial
                lines.append(cur)
            else:
                lines.append(para)
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
    for s in lines:
        w = font.extent(s)[0]
        if fmt & 0x1:  # DT_CENTER
            x = l + (r - l - w) // 2
        elif fmt & 0x2:  # DT_RIGHT
            x = r - w
        else:
            x = l
        dc.text(x, y, s)
        y += lh
    dc.clip, dc.text_align = saved_clip, saved_align
    return height, (l, t, l + width, t + height)

