"""An image list's two GDI bitmaps: hbmImage and, for an ILC_MASK list, hbmMask.

Windows keeps an image list's pictures in two real bitmaps that programs read and draw
into (ImageList_GetImageInfo hands them out; a program selects hbmImage into a DC and
paints on it). ``ListBitmaps`` holds them for one ``ImageList``: made the first time a
program asks for them, then kept in step both ways. The list's RGBA images stay what the
controls draw from (so nothing any control draws changes), and:

* after the list's images change (Add, Replace, Remove, Copy, SetImageCount, ...),
  ``push`` writes the changed images into their tiles (the image's colours; in the mask
  black where the image is opaque, white where it is transparent);
* before the list is used again, ``pull`` reads back the tiles a program changed
  through GDI or the bits of the section: each such image becomes the tile's colours,
  transparent where the mask is white.

Layout, as Wine 8 lays it out (its tests' ``imagelist_get_bitmap_size`` for a version
0x101 stream, written against Windows' comctl32 5): four images a row, image ``i`` at
((i % 4) * cx, (i // 4) * cy), as many rows as the list has room for. hbmImage is a DIB
section of the list's ILC_COLOR* depth (4, 8, 16, 24 or 32 bits; ILC_COLOR / no depth:
4 bits; ILC_COLORDDB: a screen-compatible bitmap), its colour table the list's
(``ImageList.palette``: Windows' 16 colours or the halftone palette until the first
palettized bitmap added to the empty list, or ImageList_SetColorTable, sets it); hbmMask a monochrome bitmap of the same size.
A 32-bit list keeps its images' alpha in the section's fourth bytes. As on Windows,
where the list's own memory DCs keep them selected, SelectObject of either into a
program's DC fails (``Bitmap.held``); a program reads them (GetDIBits, GetObject) and
writes a section's bits (GetObject's bmBits, SetDIBits).
"""

from PIL import Image

from ..gdi.bitmaps import VGA16, mono_bitmap
from ..gdi.objects import Bitmap
from ..gdi.palette import halftone_entries
from ..kernel.vmem import MEM_COMMIT, MEM_RELEASE, MEM_RESERVE

__all__ = ["ListBitmaps", "TILES", "default_table", "list_depth", "tile_origin"]

TILES = 4
ILC_MASK, ILC_COLORMASK, ILC_COLORDDB = 0x1, 0xFE, 0xFE
PAGE_READWRITE = 0x04


def tile_origin(il, index):
    """Where image ``index`` of ``il`` starts in its bitmaps."""
    return (index % TILES) * il.cx, (index // TILES) * il.cy


def list_depth(flags):
    """Bits per pixel of a list's hbmImage for its ILC_* flags (0: a DDB)."""
    depth = flags & ILC_COLORMASK
    if depth == ILC_COLORDDB:
        return 0
    return depth if depth in (4, 8, 16, 24, 32) else 4


def default_table(bpp):
    """A 4- or 8-bit list's colour table before one is set: Windows' 16 colours (grey
    before silver, as the system palette has them) or the halftone palette."""
    if bpp == 4:
        return list(VGA16)
    return list(halftone_entries()) if bpp == 8 else []


class ListBitmaps:
    """hbmImage / hbmMask of one image list and what was last written into them."""

    def __init__(self, vm, il):
        self.vm, self.il = vm, il
        self.image = self.mask = 0          # GDI handles
        self.rows = -1
        self.size = None                    # (cx, cy, flags) the bitmaps were made for
        self.written = []                   # the image objects whose tiles were written
        self.shadow = self.shadow_mask = None

    # -- making and freeing -------------------------------------------------------------
    def _section(self, width, height, bpp):
        """A bottom-up DIB section Bitmap of ``bpp`` bits in pages of its own."""
        vm = self.vm
        stride = ((width * bpp + 31) // 32) * 4
        bits = vm.vspace.alloc(0, stride * height, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE)
        bmp = Bitmap(width, height)
        bmp.release = lambda: vm.vspace.free(bits, 0, MEM_RELEASE)
        bmp.bits, bmp.bpp, bmp.dib_height, bmp.stride = bits, bpp, height, stride
        bmp.palette = list(self.il.palette or default_table(bpp))
        return bmp

    def _make(self):
        """New bitmaps for the list's room (the old ones deleted, as a list that grows
        gets new bitmaps on Windows); every tile written afresh."""
        il, gdi = self.il, self.vm.gdi
        self.free()
        self.rows = max(1, -(-max(il.capacity, len(il.images), 1) // TILES))
        width, height = max(1, il.cx * TILES), max(1, il.cy * self.rows)
        depth = list_depth(il.flags)
        bmp = self._section(width, height, depth) if depth else Bitmap(width, height)
        if not depth:
            bmp.bpp = 32
        bmp.held = True
        self.image = gdi.add(bmp)
        if il.flags & ILC_MASK:
            mask = mono_bitmap(width, height, Image.new("RGB", (width, height), (0, 0, 0)))
            mask.held = True
            self.mask = gdi.add(mask)
        self.size = (il.cx, il.cy, il.flags)
        self.written = []
        gdi.sync_to_guest(bmp)
        if bmp.bits:
            gdi.sync_from_guest(bmp)
        img, mask = self.bitmaps()
        self.shadow = img.image.tobytes()
        self.shadow_mask = mask.image.tobytes() if mask is not None else None

    def free(self):
        """Delete the bitmaps (ImageList_Destroy, or before new ones are made)."""
        for h in (self.image, self.mask):
            if h:
                self.vm.gdi.delete(h)
        self.image = self.mask = 0

    def bitmaps(self):
        """(image Bitmap, mask Bitmap or None), or (None, None) once a program deleted
        them."""
        gdi = self.vm.gdi
        img = gdi.get(self.image, Bitmap) if self.image else None
        mask = gdi.get(self.mask, Bitmap) if self.mask else None
        return img, mask

    # -- keeping them in step -----------------------------------------------------------
    def push(self):
        """Write the images changed since the last push into their tiles (new bitmaps
        when the list's size, format or room changed)."""
        il = self.il
        rows = max(1, -(-max(il.capacity, len(il.images), 1) // TILES))
        img, mask = self.bitmaps()
        if img is None or self.size != (il.cx, il.cy, il.flags) or rows != self.rows or (
                img.bits and img.bpp <= 8 and il.palette and img.palette != il.palette):
            self._make()
            img, mask = self.bitmaps()
        changed = [i for i, picture in enumerate(il.images)
                   if i >= len(self.written) or self.written[i] is not picture]
        gone = range(len(il.images), len(self.written))
        if not changed and not gone:
            return
        self.vm.gdi.refresh_from_guest(img)
        for i in changed:
            self._write_tile(img, mask, i, il.images[i])
        for i in gone:
            self._write_tile(img, mask, i, None)
        self.written = list(il.images)
        self.vm.gdi.sync_to_guest(img)
        if img.bits:
            # the image as the bits hold it (a 4- or 8-bit section's nearest colours)
            self.vm.gdi.sync_from_guest(img)
        if img.bits and img.bpp == 32:
            self._write_alpha(img)
        self.shadow = img.image.tobytes()
        self.shadow_mask = mask.image.tobytes() if mask is not None else None

    def _write_tile(self, img, mask, index, picture):
        """One image's colours into hbmImage and its transparency into hbmMask (an
        empty slot: black, and white in the mask)."""
        il = self.il
        x, y = tile_origin(il, index)
        if picture is None:
            img.image.paste((0, 0, 0), (x, y, x + il.cx, y + il.cy))
            if mask is not None:
                mask.image.paste((255, 255, 255), (x, y, x + il.cx, y + il.cy))
            return
        if mask is None:
            img.image.paste(picture.convert("RGB"), (x, y))
            return
        # a masked list's transparent pixels are black in its image (Windows removes the
        # background when an image is added)
        img.image.paste((0, 0, 0), (x, y, x + il.cx, y + il.cy))
        img.image.paste(picture.convert("RGB"), (x, y),
                        picture.getchannel("A").point(lambda a: 255 if a else 0))
        clear = picture.getchannel("A").point(lambda a: 255 if a == 0 else 0)
        mask.image.paste(Image.merge("RGB", (clear, clear, clear)), (x, y))

    def _write_alpha(self, img):
        """A 32-bit list's images' alpha into its section's fourth bytes."""
        il, mem = self.il, self.vm.mem
        alpha = Image.new("L", (img.width, img.height), 0)
        for i, picture in enumerate(il.images):
            alpha.paste(picture.getchannel("A"), tile_origin(il, i))
        rows = alpha.transpose(Image.FLIP_TOP_BOTTOM).tobytes()
        raw = bytearray(mem.read(img.bits, img.stride * img.height))
        for row in range(img.height):
            at = row * img.stride
            raw[at + 3:at + 4 * img.width:4] = rows[row * img.width:(row + 1) * img.width]
        mem.write(img.bits, bytes(raw))
        img.seen = bytes(raw)

    def pull(self):
        """Read back the tiles a program changed (drawing on the bitmaps, or writing
        the section's bits) as the list's images. False when nothing changed."""
        img, mask = self.bitmaps()
        if img is None or self.shadow is None:
            return False
        self.vm.gdi.refresh_from_guest(img)
        now = img.image.tobytes()
        now_mask = mask.image.tobytes() if mask is not None else None
        if now == self.shadow and now_mask == self.shadow_mask:
            return False
        il = self.il
        old = Image.frombytes("RGB", img.image.size, self.shadow)
        old_mask = (Image.frombytes("RGB", mask.image.size, self.shadow_mask)
                    if mask is not None else None)
        for i, picture in enumerate(il.images):
            x, y = tile_origin(il, i)
            box = (x, y, x + il.cx, y + il.cy)
            colours = img.image.crop(box)
            clear = mask.image.crop(box) if mask is not None else None
            if colours.tobytes() == old.crop(box).tobytes() and (
                    clear is None or clear.tobytes() == old_mask.crop(box).tobytes()):
                continue
            fresh = colours.convert("RGBA")
            if clear is not None:
                fresh.putalpha(clear.convert("L").point(lambda v: 0 if v > 127 else 255))
            elif picture is not None:
                fresh.putalpha(picture.getchannel("A"))
            il.images[i] = fresh
            self.written[i] = fresh
        self.shadow, self.shadow_mask = now, now_mask
        return True
