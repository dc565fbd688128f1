"""GDI32 bitmap bits: GetDIBits/SetDIBits and CreateDIBitmap (device-independent rows,
any of 1/4/8/16/24/32 bpp, BI_BITFIELDS, DIB_PAL_COLORS), GetBitmapBits/SetBitmapBits
(the bitmap's own WORD-aligned top-down rows)."""

from PIL import Image

from ....abi.structs import array_bytes, read_array

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...gdi import bitmaps
from ...gdi.dib import dib_to_image, image_to_dib, rle_decode
from ...gdi.devcaps import SCREEN_BPP
from ...gdi.objects import Bitmap
from .main import dib_extent_ok, dib_format_ok, read_bitmapinfo
from ...core.dllnames import GDI32
from ...core.structures import BITMAPCOREHEADER, BITMAPINFOHEADER



def _bitmap(c, h):
    obj = c.vm.gdi.get(h, Bitmap)
    if obj is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    c.vm.gdi.sync_from_guest(obj)
    return obj


def _default_colors(bpp):
    """The colour table GetDIBits writes for a palettized DIB of a true-colour bitmap."""
    if bpp == 1:
        return [(0, 0, 0), (255, 255, 255)]
    return bitmaps.ddb_palette(bpp)


def _set_rows(c, bmp, start, lines, bits, bmi, usage, dc):
    """Decode ``lines`` DIB scan lines from ``start`` (counted from the bottom of a
    bottom-up DIB) into ``bmp``; returns the lines set."""
    mem = c.vm.mem
    width, height, bpp, palette, masks = read_bitmapinfo(mem, bmi, usage, dc)
    total = abs(height)
    if height > 0:
        lines = max(0, min(lines, total - start))
    # The DIB's top row is the bitmap's top row and the buffer holds scan lines
    # [start, start+lines) counted from the DIB's bottom, whatever the sign of the
    # height: a top-down DIB only orders the buffer's rows top first, and all its
    # ``lines`` are set and counted, even past its top (Wine's bitmap.c test_SetDIBits,
    # written against Windows).
    if lines <= 0 or width <= 0:
        return 0
    stride = ((width * bpp + 31) // 32) * 4
    img = dib_to_image(mem.read(bits, stride * lines), width,
                       lines if height > 0 else -lines, bpp, palette, masks)
    top = total - start - lines
    if not bmp.bits:
        img = bitmaps.to_depth(img, bmp.bpp)     # a DDB holds only its depth's colours
    bmp.image.paste(img.crop((0, 0, min(width, bmp.width), lines)), (0, top))
    c.vm.gdi.touch(bmp)
    # a DIB section's bits outside the band keep what they hold (a 32-bit pixel's fourth
    # byte, which the image has no place for, included: Wine's bitmap.c test_SetDIBits)
    c.vm.gdi.sync_to_guest(bmp, (0, top, min(width, bmp.width), top + lines))
    return lines


def _set_rle(c, bmp, start, lines, bits, bmi, usage, dc):
    """SetDIBits of a BI_RLE8 / BI_RLE4 DIB: the pixels its runs set, from its bottom
    row; those it skips keep the bitmap's own. The runs hold the whole DIB: every scan
    line is set and counted, whatever ``start`` and ``lines`` ask (as Wine 8 answers)."""
    width, height, bpp, palette, _ = read_bitmapinfo(c.vm.mem, bmi, usage, dc, True)
    if height < 0:
        # a top-down compressed DIB does not exist (Wine's bitmap.c test_SetDIBits_RLE8,
        # written against Windows)
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if lines == 0:
        return 0        # no lines asked for: nothing drawn (test_SetDIBits_RLE8)
    start, lines = 0, height
    size = BITMAPINFOHEADER.at(c.vm.mem, bmi).biSizeImage
    idx, mask = rle_decode(c.vm.mem.read(bits, size), width, height, bpp)
    flat = [v for col in palette[:256] for v in col]
    pimg = idx.convert("P")
    pimg.putpalette(flat + [0] * (768 - len(flat)))
    # scan lines [start, start + lines) from the bottom, placed as _set_rows places rows
    top = height - start - lines
    box = (0, top, min(width, bmp.width), top + lines)
    rgb = pimg.convert("RGB")
    if not bmp.bits:
        rgb = bitmaps.to_depth(rgb, bmp.bpp)
    bmp.image.paste(rgb.crop(box), (0, top), mask.crop(box))
    c.vm.gdi.touch(bmp)
    # only the pixels the runs set: the rest of a section's bits stay as they were
    c.vm.gdi.sync_masked(bmp, box, mask.crop(box))
    return lines


@api(GDI32, "SetDIBits", "HDC hdc, HBITMAP bmp, UINT start, UINT lines, LPVOID bits, LPVOID bmi, UINT usage", widths=BOTH)
def SetDIBits(c, hdc, h, start, lines, bits, bmi, usage):
    bmp = _bitmap(c, h)
    if bmp is None or not bits or not bmi or not dib_format_ok(c.vm.mem, bmi, rle=True) \
            or not dib_extent_ok(c.vm.mem, bmi, usage, indices=False):
        return 0
    hdr = BITMAPINFOHEADER.at(c.vm.mem, bmi)
    if hdr.biSize >= 40 and hdr.biCompression in (1, 2):
        return _set_rle(c, bmp, start, lines, bits, bmi, usage, c.vm.gdi.dc(hdc))
    return _set_rows(c, bmp, start, lines, bits, bmi, usage, c.vm.gdi.dc(hdc))


@api(GDI32, "GetDIBits", "HDC hdc, HBITMAP bmp, UINT start, UINT lines, LPVOID bits, LPVOID bmi, UINT usage", widths=BOTH)
def GetDIBits(c, hdc, h, start, lines, bits, bmi, usage):
    mem = c.vm.mem
    if c.vm.gdi.dc(hdc) is None:
        # no DC, no answer (the header is left as it was: Wine's bitmap.c test_GetDIBits)
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    bmp = _bitmap(c, h)
    if bmp is None or not bmi:
        return 0
    core = BITMAPCOREHEADER.values(mem, bmi)[0] == BITMAPCOREHEADER.sizeof()
    if core:
        # an OS/2 BITMAPCOREHEADER: WORD sizes (bottom-up), RGBTRIPLE colours
        size, width, height, planes, bpp = BITMAPCOREHEADER.values(mem, bmi)
        compression = 0
    else:
        size, width, height, planes, bpp, compression = \
            BITMAPINFOHEADER.values(mem, bmi)[:6]
    if bpp and not dib_extent_ok(mem, bmi, usage, indices=False):
        return 0                        # no width, no height, or an unknown colour use
    given = bits
    if lines == 0 or start >= abs(height):
        bits = 0                        # nothing to copy: the header and colours only
    if bpp == 0 and (bits or (given and compression in (4, 5))):
        return 0                        # bits of no depth, or a JPEG or PNG buffer
    if bpp == 0:
        compression = 0                 # the query form below, whatever the compression
    elif compression in (1, 2):
        # run-length formats are answered in the header only, never as bits
        if bits or height < 0 or bpp != (8 if compression == 1 else 4):
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        compression = 0
    elif lines and planes == 0:
        return 0                        # no planes: refused unless no lines are asked for
    if bpp == 0:
        # Fill in the bitmap's own format and stop (the documented query form); a DIB
        # section's is its own depth.
        own = bmp.bpp
        stride = ((bmp.width * own + 31) // 32) * 4
        if core:
            BITMAPCOREHEADER.write(mem, bmi, bcWidth=bmp.width, bcHeight=bmp.height,
                                   bcPlanes=1, bcBitCount=own)
        else:
            BITMAPINFOHEADER.write(mem, bmi, biWidth=bmp.width, biHeight=bmp.height,
                                   biPlanes=1, biBitCount=own, biCompression=0,
                                   biSizeImage=stride * bmp.height)
        return bmp.height   # nonzero, as documented: the bitmap's scan lines (as Wine 8)
    if bpp not in (1, 4, 8, 16, 24, 32) or compression not in (0, 3):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    # BI_BITFIELDS: the three DWORD masks follow a 40-byte header.
    masks_at = bmi + BITMAPINFOHEADER.sizeof()
    if compression == 3 and (bpp != 32 or read_array(mem, masks_at, "DWORD", 3) !=
                             (0xFF0000, 0xFF00, 0xFF)):
        if bpp == 16:
            mem.write(masks_at, array_bytes("DWORD", (0x7C00, 0x03E0, 0x001F)))
        elif bpp != 32:
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
    colors = _default_colors(bpp) if bpp <= 8 else []
    if bpp == 1 and bmp.mono:
        colors = [(0, 0, 0), (255, 255, 255)]
    if bpp <= 8 and bmp.bits and bmp.bpp == bpp and bmp.palette:
        # a DIB section of the same depth answers its own colour table, zeros after it
        colors = list(bmp.palette[:1 << bpp]) + [(0, 0, 0)] * ((1 << bpp) -
                                                               len(bmp.palette))
    # Complete the header: without bits it describes the bitmap; with bits, the DIB the
    # caller describes (its width and height stay: the bits are laid out by them). The
    # colour table written is the whole 2^bpp (biClrUsed 0).
    if not bits:
        width, height = bmp.width, (bmp.height if height >= 0 else -bmp.height)
    lines_total = abs(height)
    stride = ((width * bpp + 31) // 32) * 4
    if core:
        BITMAPCOREHEADER.write(mem, bmi, bcWidth=width, bcHeight=lines_total, bcPlanes=1,
                               bcBitCount=bpp)
    else:
        BITMAPINFOHEADER.write(mem, bmi, biWidth=width,
                               biHeight=height,
                               biPlanes=1, biBitCount=bpp, biCompression=compression,
                               biSizeImage=stride * lines_total, biClrUsed=0,
                               biClrImportant=0)
    if colors:
        if usage == 1:   # DIB_PAL_COLORS: indexes into the DC's palette: identity
            mem.write(bmi + size, array_bytes("WORD", range(len(colors))))
        else:
            pad = b"" if core else b"\0"          # RGBTRIPLE or RGBQUAD
            mem.write(bmi + size, b"".join(bytes((b, g, r)) + pad for r, g, b in colors))
    if not bits:
        return 1            # the header and colours filled in: nonzero, as documented
    return _get_rows(c, bmp, start, lines, bits, width, height, bpp, colors)


def _get_rows(c, bmp, start, lines, bits, width, height, bpp, colors):
    """GetDIBits' copy of scan lines [start, start + lines) of the caller's DIB
    (``width`` x ``height``, top-down when ``height`` < 0) into ``bits``: the DIB's top
    row is the bitmap's top row, scan lines count from the DIB's bottom whatever its
    orientation (Wine's bitmap.c test_GetDIBits_top_down and _scanlines, written against
    Windows); the DIB's rows below the bitmap are written as zeros and not counted."""
    total = abs(height)
    lines = min(lines, total - start)
    top = total - start - lines                 # the band's top row, from the DIB's top
    stride = ((width * bpp + 31) // 32) * 4
    held = max(0, min(lines, bmp.height - top))     # the band's rows the bitmap has
    data = b""
    if held:
        part = bmp.image.crop((0, top, min(width, bmp.width), top + held))
        if part.width != width:
            canvas = Image.new("RGB", (width, held), (0, 0, 0))
            canvas.paste(part, (0, 0))
            part = canvas
        data = image_to_dib(part, bpp, height >= 0, colors)
    zeros = bytes(stride * (lines - held))
    # a bottom-up buffer starts with its lowest row: the ones below the bitmap
    c.vm.mem.write(bits, data + zeros if height < 0 else zeros + data)
    return held


@api(GDI32, "CreateDIBitmap", "HDC hdc, LPVOID header, DWORD init, LPVOID bits, LPVOID bmi, UINT usage", widths=BOTH)
def CreateDIBitmap(c, hdc, header, init, bits, bmi, usage):
    gdi = c.vm.gdi
    if not header:
        return 0
    hdr = BITMAPINFOHEADER.at(c.vm.mem, header)
    width, height = hdr.biWidth, hdr.biHeight
    if usage > 2 or width < 0 or (hdr.biSize >= 40 and hdr.biCompression in (4, 5)):
        # refused (Wine's bitmap.c test_dib_formats, written against Windows): an
        # unknown colour use, a negative width, a JPEG or PNG image; no other format
        # check is made when no bits are given
        return 0
    width, height = max(1, width), max(1, abs(height))
    # Compatible with the DC: a memory DC's bitmap's depth (monochrome for a fresh one),
    # the display's for another DC, monochrome without one.
    dc = gdi.dc(hdc)
    if not hdc:
        bpp = 1
    elif dc is not None and dc.memory and isinstance(dc.target, Bitmap) and not dc.target.bits:
        bpp = dc.target.bpp
    else:
        bpp = SCREEN_BPP
    bmp = bitmaps.ddb(width, height, bpp)
    if init & 4 and bits and bmi:   # CBM_INIT
        _set_rows(c, bmp, 0, height, bits, bmi, usage, dc)
    return gdi.add(bmp)


@api(GDI32, "GetBitmapBits", "HBITMAP bmp, LONG size, LPVOID out", widths=BOTH)
def GetBitmapBits(c, h, size, out):
    bmp = _bitmap(c, h)
    if bmp is None:
        return 0
    if bmp.bits:
        # a DIB section: its own rows, top row first, each cut to a WORD boundary
        stride = ((bmp.width * bmp.bpp + 15) // 16) * 2
        raw = c.vm.mem.read(bmp.bits, bmp.stride * bmp.height)
        order = range(bmp.height - 1, -1, -1) if bmp.dib_height > 0 else range(bmp.height)
        data = b"".join(raw[y * bmp.stride:y * bmp.stride + stride] for y in order)
    else:
        data = bitmaps.encode_rows(bmp.image, bmp.bpp, bmp.alpha)
    if not out:
        return len(data)
    # a negative count asks for the whole bitmap, as Windows reads it (Wine's bitmap.c)
    n = len(data) if size < 0 else min(size, len(data))
    c.vm.mem.write(out, data[:n])
    return n


@api(GDI32, "SetBitmapBits", "HBITMAP bmp, DWORD size, LPVOID bits", widths=BOTH)
def SetBitmapBits(c, h, size, bits):
    bmp = _bitmap(c, h)
    if bmp is None or not bits:
        return 0
    if bmp.bits:
        # a DIB section: its own rows, given top row first, each WORD aligned
        stride = bitmaps.ddb_stride(bmp.width, bmp.bpp)
        rows = min(bmp.height, size // stride)
        raw = c.vm.mem.read(bits, stride * rows)
        for y in range(rows):
            row = bmp.height - 1 - y if bmp.dib_height > 0 else y
            c.vm.mem.write(bmp.bits + row * bmp.stride, raw[y * stride:(y + 1) * stride])
        c.vm.gdi.sync_from_guest(bmp)
        c.vm.gdi.touch(bmp)
        return stride * rows
    bpp = bmp.bpp
    stride = bitmaps.ddb_stride(bmp.width, bpp)
    rows = min(bmp.height, size // stride)
    if rows <= 0:
        return 0
    raw = c.vm.mem.read(bits, stride * rows)
    img = bitmaps.decode_rows(raw, bmp.width, rows, bpp)
    bmp.image.paste(img, (0, 0))
    if bpp == 32:
        alpha = bitmaps.ddb_alpha(raw, bmp.width, rows, bpp)
        if alpha is not None or bmp.alpha is not None:
            if bmp.alpha is None:
                bmp.alpha = Image.new("L", (bmp.width, bmp.height), 0)
            bmp.alpha.paste(alpha if alpha is not None else 0, (0, 0, bmp.width, rows))
    c.vm.gdi.touch(bmp)
    c.vm.gdi.sync_to_guest(bmp)
    return stride * rows


