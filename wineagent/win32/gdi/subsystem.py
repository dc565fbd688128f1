"""The GDI of one VM (``vm.gdi``): its object table and stock objects, the DCs it hands
out, DIB sections kept in step with guest memory, and the composed screen.

Every top-level window owns a *surface* (a Pillow image of its whole window rectangle,
non-client area included); child windows draw into their top-level's surface, clipped to
their own rectangle. The screen is composed on demand from the desktop and the visible
top-level surfaces in z-order (screen.py), so overlapping windows never paint over each
other and a window that moves keeps its pixels.
"""

from PIL import Image, ImageChops

from .colors import SYS_COLORS, colorref
from .dc import DC
from .dib import dib_to_image, image_to_dib, nearest_indexes, pack_indexes
from .drawtext import draw_text as _draw_text
from .edges import draw_3d_rect
from .mapping import Coords
from .objects import Bitmap, Brush, Font, Pen
from .palette import default_palette
from .plus import GdiPlus
from .screen import Compositor

__all__ = ["Gdi"]


class Gdi:
    """GDI state of one VM: object handles, stock objects, surfaces and the screen."""

    #: The GDI whose screen this one's windows are composed on (a child process draws
    #: on the first process's: user/procwindows.join_desktop); None: its own.
    forward = None


    def __init__(self, vm, screen):
        self.vm = vm
        self.width, self.height = screen
        self.spooler = None       # the print spooler (printer.py), made at the first print
        self.objects = {}
        self.plus = GdiPlus()        # GDI+'s objects (gdiplus.dll's flat API: plus.py)
        #: open D3DKMT adapter handles (dlls/gdi32/d3dkmt.py) and how many were handed out
        self.kmt_adapters = set()
        self.kmt_next = 0
        self._next = 0x00010010
        self.stock = {
            0: Brush(0, 0xFFFFFF), 1: Brush(0, 0xC0C0C0), 2: Brush(0, 0x808080),
            3: Brush(0, 0x404040), 4: Brush(0, 0x000000), 5: Brush(1, 0),
            # stock pens are cosmetic, width 0 (one pixel), as Windows reports them
            6: Pen(0, 0, 0xFFFFFF), 7: Pen(0, 0, 0x000000), 8: Pen(5, 0, 0),
            # OEM_FIXED_FONT, ANSI_FIXED_FONT, ANSI_VAR_FONT, SYSTEM_FONT,
            # DEVICE_DEFAULT_FONT, SYSTEM_FIXED_FONT, DEFAULT_GUI_FONT (MS Sans Serif 8)
            10: Font(12, 400, "Terminal", 1, charset=255), 11: Font(13, 400, "Courier", 1),
            12: Font(-11, 400, "MS Sans Serif"), 13: Font(16, 700, "System"),
            14: Font(16, 700, "System"), 16: Font(16, 400, "Fixedsys", 1),
            17: Font(-11, 400, "MS Sans Serif"), 18: Brush(0, 0xFFFFFF), 19: Pen(0, 0, 0),
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
        #: SetSysColors's colours, by index (the others are the scheme's, SYS_COLORS)
        self.sys_colors = {}
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


    def get(self, h, kind=None):
        """The object for a handle (system-colour brushes included), or None; with
        ``kind`` (a class or a tuple of classes: Pen, Brush, Font, Bitmap, Region,
        Palette, DC, ...) only an object of that kind, as the kernel's handle table
        answers (win32/kernel/handletable.py)."""
        obj = self.objects.get(h)
        if obj is None and 0 < h <= 31:
            # A class background of (COLOR_xxx + 1) and GetSysColorBrush both name a
            # system colour brush.
            obj = self.sys_brush(h - 1)
        if kind is not None and not isinstance(obj, kind):
            return None
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


    def sys_color(self, index):
        """System colour ``index`` as (r, g, b): SetSysColors's, else the scheme's."""
        got = self.sys_colors.get(index)
        return got if got is not None else SYS_COLORS.get(index, (192, 192, 192))

    def set_sys_color(self, index, rgb_value):
        """SetSysColors for one index: the colour GetSysColor answers from now on, and
        the system colour brush (GetSysColorBrush's, a class's COLOR_xxx + 1) takes it
        too, as Windows' brushes do."""
        self.sys_colors[index] = tuple(rgb_value)
        b = self.sys_brushes.get(index)
        if b is not None:
            b.color = colorref(*rgb_value)
        self.version += 1

    def sys_brush(self, index):
        """The brush of system colour ``index``."""
        b = self.sys_brushes.get(index)
        if b is None:
            r, g, bl = self.sys_color(index)
            b = self.sys_brushes[index] = Brush(0, colorref(r, g, bl))
        return b


    def delete(self, h):
        """DeleteObject: stock objects are never deleted."""
        if h >= 0x00F00000 and (h & 0xFFFFF) in self.stock:
            return True
        obj = self.objects.get(h)
        if obj is None:
            return False
        if obj is getattr(self, "_default_bitmap", None) or \
                obj is getattr(self, "_screen_bitmap", None):
            return True     # the stock 1x1 bitmap and the display's surface stay
        del self.objects[h]
        if self._handles.get(id(obj)) == h:
            del self._handles[id(obj)]
        release = getattr(obj, "release", None)     # a DIB section's mapped view
        if release is not None:
            release()
        return True


    # -- the screen -------------------------------------------------------------
    def touch(self, target=None, box=None):
        """Record that something visible may have changed (``box``: where, in
        ``target``'s pixels, when known). A GDI that draws on another's screen (a
        child process's: user/procwindows.py) reports it there."""
        self.version += 1
        if self.forward is not None:
            self.forward.touch(target, box)
            return
        self._screen.touch(target, box)


    def compose(self):
        """The current screen as a Pillow RGB image (cached until something changes)."""
        if self._composed_version != self.version or self._frame is None:
            self._frame = self._screen.compose()
            self._composed_version = self.version
        return self._frame


    def frame_key(self):
        """A key of the composed screen's pixels (composing first): it changes when they
        do and only then. Caches of things made from the frame (its PNG, its hash, its
        numpy array) use it: GDI's version moves with every drawing call, so a repaint
        of identical pixels (a timer redraw, a caption redrawn on activation) used to
        make them again."""
        self.compose()
        return self._screen.generation


    def frame_changes_since(self, key):
        """Where the composed screen's pixels changed after :meth:`frame_key` gave
        ``key``: a box (l, t, r, b), () for nowhere, None when not known. A copy of the
        frame made then is brought up to date from that box alone."""
        self.compose()
        return self._screen.changed_since(key)


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
        if not isinstance(obj, DC):
            return None
        if obj.follow is not None:
            obj.follow(obj)     # a window DC takes its window's current place first
        return obj


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


    def screen_bitmap_handle(self):
        """Handle of the display's surface bitmap: what GetCurrentObject(OBJ_BITMAP)
        answers for a display DC (GetDC, CreateDC("DISPLAY")): the screen's size at the
        display's depth over the desktop's pixels, held by the display (no memory DC can
        select it), never deleted."""
        if getattr(self, "_screen_bitmap_handle", None) is None:
            bmp = Bitmap(self.width, self.height, self.desktop)
            bmp.held = True
            self._screen_bitmap = bmp
            self._screen_bitmap_handle = self.add(bmp)
        return self._screen_bitmap_handle


    def sync_from_guest(self, target):
        """Refresh a DIB section's image from its guest-visible bits."""
        if isinstance(target, Bitmap) and target.bits:
            raw = bytes(self.vm.mem.read(target.bits, target.stride * target.height))
            target.image = dib_to_image(raw, target.width, target.dib_height, target.bpp,
                                        target.palette, target.masks, target.stride)
            target.seen = raw

    def refresh_from_guest(self, target):
        """Before GDI draws on or reads a DIB section: its image refreshed from its bits
        when the program wrote to them since GDI last saw them (a program fills a
        section's bits itself, then draws on it through a DC that selected it before:
        Qt's glyph images, filled white, then ExtTextOut)."""
        if type(target) is not Bitmap or not target.bits:
            return
        raw = bytes(self.vm.mem.read(target.bits, target.stride * target.height))
        # the bytes themselves, not a checksum: comparing a copy is ~4x cheaper than a
        # CRC of it (0.2 against 0.8 ms for a 640x480 32-bit section), on every call
        if target.seen != raw:
            target.image = dib_to_image(raw, target.width, target.dib_height, target.bpp,
                                        target.palette, target.masks, target.stride)
            target.seen = raw


    def _sync_packed(self, target, box):
        """sync_to_guest for a 1-, 4-, 8- (each pixel the nearest colour of the section's
        colour table, as GDI draws into a palettized DIB) or 5-5-5 16-bit section: the
        rows of ``box`` widened to whole bytes."""
        img = target.image
        l, t, r, b = box if box is not None else (0, 0, img.width, img.height)
        l, t, r, b = max(0, l), max(0, t), min(img.width, r), min(img.height, b)
        if l >= r or t >= b:
            return
        bpp = target.bpp
        per_byte = 8 // bpp if bpp < 8 else 1
        l -= l % per_byte
        r = min(img.width, r + (-r % per_byte))
        part = img.crop((l, t, r, b))
        if bpp == 16:
            stride = ((part.width * 16 + 31) // 32) * 4
            raw = image_to_dib(part, 16, bottom_up=False, masks=target.masks)
            rows = [raw[i * stride:i * stride + 2 * part.width] for i in range(b - t)]
        else:
            # a table shorter than 2^bpp goes on in black (Windows' DIB section table)
            table = list(target.palette[:1 << bpp])
            if table:
                table += [(0, 0, 0)] * ((1 << bpp) - len(table))
            rows = _palette_rows(part, bpp, table)
        mem = self.vm.mem
        for i, y in enumerate(range(t, b)):
            row = (target.height - 1 - y) if target.dib_height > 0 else y
            mem.write(target.bits + row * target.stride + l * bpp // 8, rows[i])

    def fill_ones(self, target, box):
        """Set every bit of a DIB section's pixels in ``box`` (target pixels) in its
        guest bits: WHITENESS, whose unused bits (a 32-bit pixel's fourth byte) the
        image cannot hold. The bits count as seen (the image is white there already)."""
        l, t, r, b = box
        l, t, r, b = max(0, l), max(0, t), min(target.width, r), min(target.height, b)
        if l >= r or t >= b:
            return
        px = target.bpp // 8
        ones = b"\xff" * ((r - l) * px)
        mem = self.vm.mem
        for y in range(t, b):
            row = (target.height - 1 - y) if target.dib_height > 0 else y
            mem.write(target.bits + row * target.stride + l * px, ones)
        if target.seen is not None:
            target.seen = bytes(mem.read(target.bits, target.stride * target.height))

    def put_index(self, target, x, y, index):
        """Write colour-table index ``index`` (its low bits) into pixel (x, y) of a 1-, 4- or
        8-bit DIB section's bits: DIBINDEX(n) draws index n itself, even one past the end
        of the colour table, which then reads back as black (Wine's palette tests)."""
        bpp = target.bpp
        row = (target.height - 1 - y) if target.dib_height > 0 else y
        addr = target.bits + row * target.stride + x * bpp // 8
        if bpp == 8:
            self.vm.mem.write(addr, bytes((index & 0xFF,)))
            return
        shift = 8 - bpp * (x % (8 // bpp) + 1)
        mask = ((1 << bpp) - 1) << shift
        old = self.vm.mem.read(addr, 1)[0]
        self.vm.mem.write(addr, bytes(((old & ~mask) | ((index << shift) & mask),)))

    def sync_to_guest(self, target, box=None):
        """Write a DIB section's image back to its guest-visible bits after GDI drew on it:
        only the rows and columns of ``box`` (target pixels) when given, so drawing one
        pixel costs one pixel's write, not the whole section's. What GDI wrote counts as
        seen (``refresh_from_guest``)."""
        if not isinstance(target, Bitmap) or not target.bits:
            return
        try:
            self._write_back(target, box)
        finally:
            if target.seen is not None:
                target.seen = bytes(self.vm.mem.read(target.bits,
                                                     target.stride * target.height))

    def sync_masked(self, target, box, mask):
        """sync_to_guest of only the pixels of ``box`` (target pixels) where ``mask`` (mode
        "L", the box's size) is set: a run-length DIB's runs, whose skipped pixels keep
        all their bytes (a 32-bit pixel's fourth included). A section of 24 or 32 bits
        alone; others write the box back whole."""
        import numpy as np      # on first use, not at start (gdi/dib.py says why)
        if not isinstance(target, Bitmap) or not target.bits:
            return
        if not target.is_section:
            self.sync_to_guest(target, box)
            return
        l, t, r, b = box
        l, t, r, b = max(0, l), max(0, t), min(target.width, r), min(target.height, b)
        if l >= r or t >= b:
            return
        px = target.bpp // 8
        mode = "BGR" if px == 3 else "BGRX"
        new = np.frombuffer(target.image.crop((l, t, r, b)).tobytes("raw", mode),
                            np.uint8).reshape(b - t, (r - l) * px)
        keep = np.frombuffer(mask.crop((l - box[0], t - box[1], r - box[0], b - box[1]))
                             .tobytes(), np.uint8).reshape(b - t, r - l) != 0
        keep = np.repeat(keep, px, axis=1)
        mem = self.vm.mem
        for i, y in enumerate(range(t, b)):
            row = (target.height - 1 - y) if target.dib_height > 0 else y
            at = target.bits + row * target.stride + l * px
            old = np.frombuffer(mem.read(at, (r - l) * px), np.uint8)
            mem.write(at, np.where(keep[i], new[i], old).tobytes())
        if target.seen is not None:
            target.seen = bytes(mem.read(target.bits, target.stride * target.height))

    def _write_back(self, target, box):
        """sync_to_guest's work."""
        if not target.is_section:
            if target.bpp in (1, 4, 8, 16):
                self._sync_packed(target, box)
            return
        img = target.image
        raw_mode, px = ("BGR", 3) if target.bpp == 24 else ("BGRX", 4)
        if box is None and target.stride != ((img.width * target.bpp + 31) // 32) * 4:
            # rows further apart than a DIB's own (D3DKMTCreateDCFromMemory's pitch): the
            # bytes between them are the program's, written row by row around them
            box = (0, 0, img.width, img.height)
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


    def draw_text(self, dc, text, rect, fmt, tabs=8):
        """DrawText: returns (height drawn, calculated rect), both in logical units.
        Under a mapping mode the text is laid out in device pixels inside the mapped
        rectangle (the bitmap fonts have one size); the calculated rectangle keeps the
        mode's direction (its bottom above its top when y grows upwards, as
        MM_HIENGLISH's does), as Windows'. ``tabs``: a tab stop every so many average
        characters (DT_EXPANDTABS)."""
        if dc.coords.identity:
            return _draw_text(dc, text, rect, fmt, tabs)
        coords = dc.coords
        dev = coords.lp_rect(*rect)
        dc.coords = Coords(self.width, self.height)
        try:
            height, calc = _draw_text(dc, text, dev, fmt, tabs)
        finally:
            dc.coords = coords
        if coords.inverse is None:
            return height, tuple(rect)
        x0, y0 = coords.dp(calc[0], calc[1])
        x1, y1 = coords.dp(calc[2], calc[3])
        return abs(y1 - y0), (rect[0], rect[1], rect[0] + (x1 - x0), rect[1] + (y1 - y0))


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


def _palette_rows(img, bpp, palette):
    """The rows of ``img`` as 1-, 4- or 8-bit indexes of the nearest ``palette`` colour
    (squared RGB distance, the lowest index on a tie), packed most significant first."""
    table = [tuple(p[:3]) for p in palette] or [(0, 0, 0), (255, 255, 255)]
    n = (img.width * bpp + 7) // 8
    data = pack_indexes(nearest_indexes(img, table), bpp, n)
    return [data[y * n:(y + 1) * n] for y in range(img.height)]
