"""WIC's codecs on bytes: which container a file is, its frames decoded into WIC pixel
formats, and frames encoded into files. Pillow does the codec work; this module decides
what Windows' decoders report (the native pixel format of each kind of file, the
resolution, the palette) and turns every failure into the HRESULT WIC answers.

Every file is untrusted: any exception Pillow raises on a malformed file becomes a
``CodecError`` carrying a WINCODEC_ERR_* code, and an image over ``MAX_PIXELS`` pixels is
refused before its pixels are decoded.
"""

import io
import struct
import warnings
import zlib

from PIL import Image

from ..core.winerror import (E_FAIL, E_OUTOFMEMORY, WINCODEC_ERR_UNSUPPORTEDOPERATION, WINCODEC_ERR_BADHEADER,
                             WINCODEC_ERR_BADIMAGE, WINCODEC_ERR_COMPONENTNOTFOUND,
                             WINCODEC_ERR_FRAMEMISSING, WINCODEC_ERR_UNKNOWNIMAGEFORMAT)
from .wicpixels import (BY_NAME, from_rgba, guid, pack_indices, stride, to_rgba,
                        unpack_indices)

__all__ = ["CodecError", "Container", "CONTAINERS", "BY_CONTAINER", "Frame", "Decoded",
           "sniff", "decode", "encode", "open_error", "metadata", "MAX_PIXELS",
           "ENCODER_FORMATS", "TIFF_COMPRESSION"]

#: The most pixels one frame may have (a 64-bit desktop's 8192 x 8192): beyond it a
#: decoder answers E_OUTOFMEMORY, which is what Windows answers when the frame's buffer
#: cannot be had, rather than let a hostile header make the emulator allocate gigabytes.
MAX_PIXELS = 1 << 26


class CodecError(Exception):
    """A file the codec refuses: ``hresult`` is what the WIC call answers."""

    def __init__(self, hresult, why=""):
        super().__init__(why or "0x%08X" % hresult)
        self.hresult = hresult


class Container:
    """One container format WIC has a codec for: its name, container GUID, decoder and
    encoder CLSIDs (None when Windows has no encoder), friendly names, MIME types and
    file extensions as Windows' codec infos list them."""

    def __init__(self, name, container, decoder, encoder, mime, extensions, pillow):
        self.name, self.guid = name, guid(container)
        self.decoder = guid(decoder)
        self.encoder = guid(encoder) if encoder else None
        self.mime, self.extensions, self.pillow = mime, extensions, pillow

    @property
    def decoder_name(self):
        """The decoder's friendly name (e.g. "PNG Decoder")."""
        return "%s Decoder" % self.name

    @property
    def encoder_name(self):
        """The encoder's friendly name (e.g. "PNG Encoder")."""
        return "%s Encoder" % self.name


CONTAINERS = [
    Container("BMP", "0af1d87e-fcfe-4188-bdeb-a7906471cbe3",
              "6b462062-7cbf-400d-9fdb-813dd10f2778", "69be8bb4-d66d-47c8-865a-ed1589433782",
              "image/bmp", ".bmp,.dib,.rle", "BMP"),
    Container("PNG", "1b7cfaf4-713f-473c-bbcd-6137425faeaf",
              "389ea17b-5078-4cde-b6ef-25c15175c751", "27949969-876a-41d7-9447-568f6a35a4dc",
              "image/png", ".png", "PNG"),
    Container("ICO", "a3a860c4-338f-4c17-919a-fba4b5628f21",
              "c61bfcdf-2e0f-4aad-a8d7-e06bafebcdfe", None,
              "image/ico,image/x-icon", ".ico,.icon", "ICO"),
    Container("JPEG", "19e4a5aa-5662-4fc5-a0c0-1758028e1057",
              "9456a480-e88b-43ea-9e73-0b2d9b71b1ca", "1a34f5c1-4a5a-46dc-b644-1f4567e7a676",
              "image/jpeg,image/jpe,image/jpg", ".jpeg,.jpe,.jpg,.jfif,.exif", "JPEG"),
    Container("TIFF", "163bcc30-e2e9-4f0b-961d-a3e9fdb788a3",
              "b54e85d9-fe23-499f-8b88-6acea713752b", "0131be10-2001-4c5f-a9b0-cc88fab64ce8",
              "image/tiff,image/tif", ".tiff,.tif", "TIFF"),
    Container("GIF", "1f8a5601-7d4d-4cbd-9c82-1bc8d4eeb9a5",
              "381dda3c-9ce9-4834-a23e-1f98f8fc52be", "114f5598-0b22-40a0-86a1-c83ea495adbd",
              "image/gif", ".gif", "GIF"),
]
BY_CONTAINER = {c.guid: c for c in CONTAINERS}
_BY_NAME = {c.name: c for c in CONTAINERS}

#: The pixel formats each encoder takes, the first being what SetPixelFormat answers for
#: any other (Wine 8's tables, which follow Windows': docs/dlls.md "WIC").
ENCODER_FORMATS = {
    "PNG": ["32bppBGRA", "24bppBGR", "BlackWhite", "2bppGray", "4bppGray", "8bppGray",
            "16bppGray", "32bppBGR", "48bppRGB", "64bppRGBA", "1bppIndexed", "2bppIndexed",
            "4bppIndexed", "8bppIndexed"],
    "BMP": ["24bppBGR", "BlackWhite", "1bppIndexed", "2bppIndexed", "4bppIndexed",
            "8bppIndexed", "16bppBGR555", "16bppBGR565", "32bppBGR"],
    "JPEG": ["24bppBGR", "32bppCMYK", "8bppGray"],
    "TIFF": ["24bppBGR", "24bppRGB", "BlackWhite", "4bppGray", "8bppGray", "32bppBGRA",
             "32bppPBGRA", "48bppRGB", "64bppRGBA", "64bppPRGBA", "1bppIndexed",
             "4bppIndexed", "8bppIndexed"],
}


def sniff(data):
    """The Container whose decoder's patterns match the start of ``data``, or None."""
    head = bytes(data[:12])
    if head.startswith(b"BM"):
        return _BY_NAME["BMP"]
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return _BY_NAME["PNG"]
    if head.startswith(b"\xff\xd8\xff"):
        return _BY_NAME["JPEG"]
    if head.startswith((b"GIF87a", b"GIF89a")):
        return _BY_NAME["GIF"]
    if head.startswith((b"II*\0", b"MM\0*")):
        return _BY_NAME["TIFF"]
    if head.startswith(b"\0\0\1\0"):
        return _BY_NAME["ICO"]
    return None


class Frame:
    """One decoded frame: size, WIC pixel format (a ``pixels.Format``), packed pixels
    (top-down rows of ``stride`` bytes), palette (ARGB ints, indexed formats) and
    resolution in dots per inch."""

    def __init__(self, width, height, fmt, data, palette=None, dpi=(96.0, 96.0)):
        self.width, self.height, self.fmt, self.data = width, height, fmt, data
        self.palette, self.dpi = palette, dpi


def _argb_palette(im):
    """An indexed Pillow image's palette as ARGB ints (its transparency applied)."""
    raw = im.getpalette("RGBA") or []
    out = []
    for i in range(0, len(raw), 4):
        r, g, b, a = raw[i:i + 4]
        out.append(a << 24 | r << 16 | g << 8 | b)
    trans = im.info.get("transparency")
    if isinstance(trans, int) and trans < len(out):
        out[trans] &= 0x00FFFFFF
    elif isinstance(trans, bytes):
        for i, a in enumerate(trans[:len(out)]):
            out[i] = (out[i] & 0x00FFFFFF) | a << 24
    return out


def _dpi(im, default=96.0):
    dpi = im.info.get("dpi")
    if dpi and dpi[0] and dpi[1]:
        return float(dpi[0]), float(dpi[1])
    return default, default


def _check_size(width, height):
    if width <= 0 or height <= 0:
        raise CodecError(WINCODEC_ERR_BADHEADER, "empty image")
    if width * height > MAX_PIXELS:
        raise CodecError(E_OUTOFMEMORY, "%dx%d is over the pixel cap" % (width, height))


def _load(im):
    _check_size(*im.size)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        im.load()
    return im


def _native(im, fmt_name, palette=None):
    """Frame pixels of format ``fmt_name`` from a loaded Pillow image."""
    fmt = BY_NAME[fmt_name]
    w, h = im.size
    if fmt.kind == "indexed":
        return pack_indices(im.tobytes(), fmt.bpp, w, h)
    if fmt.kind == "gray" and im.mode in ("L", "1"):
        levels = im.convert("L").tobytes()
        if fmt.bpp == 8:
            return levels
        shift = 8 - fmt.bpp
        return pack_indices(bytes(v >> shift for v in levels), fmt.bpp, w, h)
    if fmt.kind == "gray16" and im.mode.startswith("I"):
        return im.convert("I;16").tobytes() if im.mode != "I;16" else im.tobytes()
    if fmt.kind == "CMYK" and im.mode == "CMYK":
        return im.tobytes()
    return from_rgba(fmt, im.convert("RGBA"), palette)


#: What creating a decoder answers for a file it cannot read (its header, or its first
#: frame, which Windows' decoders read when they are initialized): Wine 8's answers.
_OPEN_ERRORS = {"PNG": WINCODEC_ERR_UNKNOWNIMAGEFORMAT, "ICO": WINCODEC_ERR_BADIMAGE}


def open_error(container):
    """What a decoder of ``container`` answers when initialized with a file it cannot
    read (another format's bytes, a damaged header or first frame)."""
    return _OPEN_ERRORS.get(container.name, E_FAIL)


class Decoded:
    """A file's decoder state: its container, frame count, the decoder's global palette
    (GIF) and ``frame(i)``. The first frame is decoded at once, as Windows' decoders
    read it when initialized: a file whose first frame is bad fails there."""

    def __init__(self, data):
        self.data = bytes(data)
        self.container = sniff(self.data)
        if self.container is None:
            raise CodecError(WINCODEC_ERR_COMPONENTNOTFOUND, "no decoder for these bytes")
        self.global_palette = None
        self._gif = None
        try:
            image = self._open()
            self.count = getattr(image, "n_frames", 1)
            #: the file's ICC profile (a frame's colour context), or None
            self.icc = image.info.get("icc_profile")
            if self.container.name == "ICO":
                self.count = len(image.ico.entry)
            elif self.container.name == "GIF":
                self._gif = _gif_blocks(self.data)
                self.count = len(self._gif.frames)
                self.global_palette = self._gif.global_palette
            self._frames = {}
            if self.count:
                self._frames[0] = self._decode(0)
        except CodecError as e:
            if e.hresult == E_OUTOFMEMORY:
                raise
            raise CodecError(open_error(self.container), str(e))
        except (Image.DecompressionBombError, MemoryError) as e:
            # Pillow's own cap (twice its MAX_IMAGE_PIXELS) is past ours: the same answer
            raise CodecError(E_OUTOFMEMORY, "%s: %s" % (self.container.name, e))
        except Exception as e:                  # noqa: BLE001 -- untrusted input
            # any failure of Pillow's on a malformed file: the decoder's answer
            raise CodecError(open_error(self.container), "%s: %s" % (self.container.name, e))

    def _open(self):
        # a Pillow image over the bytes, opened for each use: the decoder keeps only
        # bytes and decoded frames (a savestate pickles them; an open file it would not)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return Image.open(io.BytesIO(self.data), formats=[self.container.pillow])

    def frame(self, index):
        """Frame ``index`` decoded (CodecError when its data is bad)."""
        if not 0 <= index < self.count:
            raise CodecError(WINCODEC_ERR_FRAMEMISSING, "no frame %d" % index)
        frame = self._frames.get(index)
        if frame is None:
            frame = self._frames[index] = self._decode(index)
        return frame

    def _decode(self, index):
        try:
            return getattr(self, "_frame_" + self.container.name.lower())(index)
        except CodecError:
            raise
        except MemoryError:
            raise CodecError(E_OUTOFMEMORY, "out of memory")
        except Exception as e:                  # noqa: BLE001 -- untrusted input
            raise CodecError(WINCODEC_ERR_BADIMAGE, "%s frame %d: %s"
                             % (self.container.name, index, e))

    # -- one method per container --------------------------------------------------------
    def _frame_png(self, index):
        im = self._open()
        depth, color = self.data[24], self.data[25]
        has_trns = b"tRNS" in self.data[:self.data.find(b"IDAT")]
        _load(im)
        palette = None
        if color == 3:
            name = "%dbppIndexed" % depth
            palette = _argb_palette(im)
        elif color == 0 and not has_trns:
            name = {1: "BlackWhite", 2: "2bppGray", 4: "4bppGray", 8: "8bppGray",
                    16: "16bppGray"}[depth]
            if depth in (2, 4):
                # Pillow widens 2- and 4-bit gray to 8 bits; its top bits are the sample
                im = im.convert("L")
        elif color in (0, 2) and has_trns or color in (4, 6):
            name = "64bppRGBA" if depth == 16 else "32bppBGRA"
        else:
            name = "48bppRGB" if depth == 16 else "24bppBGR"
        return Frame(im.size[0], im.size[1], BY_NAME[name], _native(im, name, palette),
                     palette, _dpi(im))

    def _frame_bmp(self, index):
        im = _load(self._open())
        header = struct.unpack_from("<I", self.data, 14)[0]
        if header == 12:
            bits, compression = struct.unpack_from("<H", self.data, 24)[0], 0
        else:
            bits, compression = struct.unpack_from("<HI", self.data, 28)
        palette = None
        if bits <= 8:
            name = "%dbppIndexed" % bits
            palette = _bmp_palette(self.data, header, bits)
            if im.mode != "P":
                # Pillow reads a gray palette as gray levels; the indices are the levels'
                # places in the file's palette
                levels = im.convert("L").tobytes()
                lut = {}
                for i, argb in enumerate(palette):
                    lut.setdefault(argb & 0xFF, i)
                data = bytes(lut.get(v, 0) for v in levels)
                return Frame(im.size[0], im.size[1], BY_NAME[name],
                             pack_indices(data, bits, *im.size), palette, _dpi(im))
        elif bits == 16:
            name = "16bppBGR565" if compression == 3 and self._mask(1) == 0x7E0 \
                else "16bppBGR555"
        elif bits == 24:
            name = "24bppBGR"
        else:
            name = "32bppBGRA" if header >= 56 and compression == 3 and self._mask(3) \
                else "32bppBGR"
        return Frame(im.size[0], im.size[1], BY_NAME[name], _native(im, name, palette),
                     palette, _dpi(im))

    def _mask(self, which):
        try:
            return struct.unpack_from("<I", self.data, 54 + 4 * which)[0]
        except struct.error:
            return 0

    def _frame_jpeg(self, index):
        im = _load(self._open())
        name = {"L": "8bppGray", "CMYK": "32bppCMYK"}.get(im.mode, "24bppBGR")
        dpi = _dpi(im)
        return Frame(im.size[0], im.size[1], BY_NAME[name], _native(im, name), None, dpi)

    def _frame_tiff(self, index):
        im = self._open()
        im.seek(index)
        _load(im)
        mode = im.mode
        palette = None
        if mode == "1":
            name = "BlackWhite"
        elif mode == "L":
            name = "8bppGray"
        elif mode.startswith("I;16"):
            name = "16bppGray"
        elif mode == "P":
            name = "8bppIndexed"
            palette = _argb_palette(im)
        elif mode == "RGBA":
            name = "32bppBGRA"
        elif mode == "RGBa":
            name = "32bppPBGRA"
            im = im.convert("RGBA")
        elif mode == "CMYK":
            name = "32bppCMYK"
        else:
            name = "24bppBGR"
        return Frame(im.size[0], im.size[1], BY_NAME[name], _native(im, name, palette),
                     palette, _tiff_dpi(im))

    def _frame_ico(self, index):
        ico = self._open().ico
        # Windows' frames follow the file's directory; Pillow sorts its entries by size
        offset = struct.unpack_from("<I", self.data, 6 + 16 * index + 12)[0]
        entry = next(i for i, e in enumerate(ico.entry) if e.offset == offset)
        width, height = ico.entry[entry].width, ico.entry[entry].height
        _check_size(width, height)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            im = ico.frame(entry)
        im = im.convert("RGBA")
        return Frame(im.size[0], im.size[1], BY_NAME["32bppBGRA"],
                     im.tobytes("raw", "BGRA"), None, (96.0, 96.0))

    def _frame_gif(self, index):
        return _gif_frame(self._gif, index)


def _tiff_dpi(im):
    """A TIFF page's resolution as Windows reads it: its X and Y resolution in its unit
    (centimetres converted); 96 dpi when either is missing or zero."""
    tags = im.tag_v2
    try:
        x, y = float(tags.get(282, 0) or 0), float(tags.get(283, 0) or 0)
    except (TypeError, ValueError, ZeroDivisionError):
        x = y = 0.0
    if not x or not y or x != x or y != y:
        return 96.0, 96.0
    if tags.get(296) == 3:
        return x * 2.54, y * 2.54
    return x, y


def _bmp_palette(data, header, bits):
    count = 1 << bits
    entry = 3 if header == 12 else 4
    if header >= 40:
        used = struct.unpack_from("<I", data, 46)[0]
        if used:
            count = min(used, count)
    start = 14 + header
    if header in (40,) and struct.unpack_from("<I", data, 30)[0] == 3:
        start += 12                                     # BI_BITFIELDS masks
    out = []
    for i in range(count):
        b, g, r = data[start + i * entry:start + i * entry + 3]
        out.append(0xFF000000 | r << 16 | g << 8 | b)
    return out


# -- GIF: each frame as Windows gives it (its own rectangle, its own palette) -------------------
class _Gif:
    def __init__(self):
        self.frames = []                 # (descriptor bytes, local table, data, trans)
        self.controls = []               # each frame's graphic control extension or None
        self.screen = b""                # the logical screen descriptor (7 bytes)
        self.global_palette = None
        self.global_table = b""
        self.background = 0


def _gif_colors(table, trans):
    out = []
    for i in range(0, len(table) - 2, 3):
        r, g, b = table[i:i + 3]
        out.append(0xFF000000 | r << 16 | g << 8 | b)
    if trans is not None and trans < len(out):
        out[trans] &= 0x00FFFFFF
    return out


def _gif_blocks(data):
    """The frames of a GIF file: for each image, its descriptor, colour table, LZW data
    and transparent index (from the graphic control extension before it)."""
    gif = _Gif()
    flags = data[10]
    pos = 13
    if flags & 0x80:
        size = 3 << ((flags & 7) + 1)
        gif.global_table = data[pos:pos + size]
        pos += size
        gif.global_palette = _gif_colors(gif.global_table, None)
    trans = control = None
    gif.screen = bytes(data[6:13])
    while pos < len(data):
        kind = data[pos]
        if kind == 0x3B:
            break
        if kind == 0x21:
            label = data[pos + 1]
            pos += 2
            while True:
                n = data[pos]
                if label == 0xF9 and n >= 4:
                    trans = data[pos + 4] if data[pos + 1] & 1 else None
                    control = bytes(data[pos + 1:pos + 5])      # packed, delay, index
                    label = None
                pos += 1 + n
                if n == 0:
                    break
            continue
        if kind != 0x2C:
            raise CodecError(WINCODEC_ERR_BADIMAGE, "GIF: unknown block 0x%02X" % kind)
        desc = data[pos:pos + 10]
        if len(desc) < 10:
            raise CodecError(WINCODEC_ERR_BADIMAGE, "GIF: short image descriptor")
        pos += 10
        table = b""
        if desc[9] & 0x80:
            size = 3 << ((desc[9] & 7) + 1)
            table = data[pos:pos + size]
            pos += size
        start = pos
        pos += 1                                         # LZW minimum code size
        while True:
            if pos >= len(data):
                raise CodecError(WINCODEC_ERR_BADIMAGE, "GIF: image data cut short")
            n = data[pos]
            pos += 1 + n
            if n == 0:
                break
        gif.frames.append((desc, table, data[start:pos], trans))
        gif.controls.append(control)
        trans = control = None
    return gif


def _gif_frame(gif, index):
    desc, table, lzw, trans = gif.frames[index]
    width, height = struct.unpack_from("<HH", desc, 5)
    _check_size(width, height)
    colors = table or gif.global_table
    if not colors:
        colors = bytes(3 * 256)
    # one GIF of this frame alone, at (0, 0) on a screen its size, decoded by Pillow
    bits = max(1, (len(colors) // 3 - 1).bit_length())
    size = 3 << bits
    colors = bytes(colors[:size]).ljust(size, b"\0")
    lone = (b"GIF89a" + struct.pack("<HHBBB", width, height, 0x80 | (bits - 1), 0, 0)
            + colors + b"\x2c" + struct.pack("<HHHHB", 0, 0, width, height,
                                                desc[9] & 0x40) + lzw + b"\x3b")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        im = Image.open(io.BytesIO(lone), formats=["GIF"])
        im.load()
    palette = _gif_colors(colors, trans)
    # the lone GIF always carries a colour table, so Pillow reads it as indices ("P")
    indices = im.tobytes()
    return Frame(width, height, BY_NAME["8bppIndexed"], indices, palette, (96.0, 96.0))


VT_BOOL, VT_UI1, VT_UI2 = 11, 17, 18
#: The metadata queries answered here (lower case) -> how: for a GIF frame, its image
#: descriptor and graphic control extension; for a GIF file, its logical screen
#: descriptor; for a JPEG frame, the EXIF orientation. Any other query stops the program
#: (the caller's business), a query answered here for data the file lacks is
#: WINCODEC_ERR_PROPERTYNOTFOUND.
GIF_FRAME_QUERIES = {
    "/imgdesc/left": ("desc", 1, "<H", VT_UI2), "/imgdesc/top": ("desc", 3, "<H", VT_UI2),
    "/imgdesc/width": ("desc", 5, "<H", VT_UI2),
    "/imgdesc/height": ("desc", 7, "<H", VT_UI2),
    "/imgdesc/localcolortableflag": ("desc", 9, 0x80, VT_BOOL),
    "/imgdesc/interlaceflag": ("desc", 9, 0x40, VT_BOOL),
    "/imgdesc/sortflag": ("desc", 9, 0x20, VT_BOOL),
    "/imgdesc/localcolortablesize": ("desc", 9, 0x07, VT_UI1),
    "/grctlext/disposal": ("gce", 0, 0x1C, VT_UI1),
    "/grctlext/userinputflag": ("gce", 0, 0x02, VT_BOOL),
    "/grctlext/transparencyflag": ("gce", 0, 0x01, VT_BOOL),
    "/grctlext/delay": ("gce", 1, "<H", VT_UI2),
    "/grctlext/transparentcolorindex": ("gce", 3, 0xFF, VT_UI1),
}
GIF_FILE_QUERIES = {
    "/logscrdesc/width": ("screen", 0, "<H", VT_UI2),
    "/logscrdesc/height": ("screen", 2, "<H", VT_UI2),
    "/logscrdesc/globalcolortableflag": ("screen", 4, 0x80, VT_BOOL),
    "/logscrdesc/colorresolution": ("screen", 4, 0x70, VT_UI1),
    "/logscrdesc/sortflag": ("screen", 4, 0x08, VT_BOOL),
    "/logscrdesc/globalcolortablesize": ("screen", 4, 0x07, VT_UI1),
    "/logscrdesc/backgroundcolorindex": ("screen", 5, 0xFF, VT_UI1),
    "/logscrdesc/pixelaspectratio": ("screen", 6, 0xFF, VT_UI1),
}
JPEG_ORIENTATION = ("/app1/ifd/{ushort=274}", "/app1/{ushort=0}/{ushort=274}")


def _field(block, offset, how):
    if isinstance(how, str):
        return struct.unpack_from(how, block, offset)[0]
    value = block[offset] & how
    while how and not how & 1:
        how >>= 1
        value >>= 1
    return value


def metadata(decoded, frame, query):
    """(VARTYPE, value) of metadata ``query`` of ``frame`` (None: the file's own) of a
    Decoded; None when the file lacks it; KeyError for a query not answered here."""
    q = query.lower()
    name = decoded.container.name
    if name == "GIF":
        gif = decoded._gif
        table = GIF_FILE_QUERIES if frame is None else GIF_FRAME_QUERIES
        where, offset, how, vt = table[q]
        block = {"screen": gif.screen}.get(where) if frame is None else \
            gif.frames[frame][0] if where == "desc" else gif.controls[frame]
        if block is None:
            return None
        return vt, _field(block, offset, how)
    if name == "JPEG" and frame is not None and q in JPEG_ORIENTATION:
        try:
            value = decoded._open().getexif().get(274)
        except Exception:                       # noqa: BLE001 -- untrusted EXIF
            value = None
        return None if value is None else (VT_UI2, int(value) & 0xFFFF)
    raise KeyError(query)


def decode(data):
    """A Decoded for the file ``data`` (CodecError when no decoder takes it)."""
    return Decoded(data)


# -- encoding ------------------------------------------------------------------------------------
def _bmp_file(frame):
    fmt, w, h = frame.fmt, frame.width, frame.height
    row = stride(fmt, w)
    padded = (row + 3) & ~3
    bits = b"".join(bytes(frame.data[y * row:(y + 1) * row]).ljust(padded, b"\0")
                    for y in range(h - 1, -1, -1))
    colors = frame.palette if fmt.kind == "indexed" or fmt.name == "BlackWhite" else None
    used = len(colors or ())
    masks = b""
    compression = 0
    if fmt.name == "16bppBGR565":
        compression, masks = 3, struct.pack("<III", 0xF800, 0x7E0, 0x1F)
    ppm = [int((d + 0.0127) / 0.0254) for d in frame.dpi]
    info = struct.pack("<IiiHHIIiiII", 40, w, h, 1, fmt.bpp, compression, len(bits),
                       ppm[0], ppm[1], used, used) + masks
    table = b"".join(struct.pack("<I", c) for c in (colors or ()))
    off = 14 + len(info) + len(table)
    return struct.pack("<2sIHHI", b"BM", off + len(bits), 0, 0, off) + info + table + bits


def _png_chunk(kind, body):
    return (struct.pack(">I", len(body)) + kind + body
            + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))


def _png16(frame):
    """A 48bppRGB or 64bppRGBA frame as a 16-bit PNG (Pillow writes no such PNG)."""
    fmt, w, h = frame.fmt, frame.width, frame.height
    row = stride(fmt, w)
    color = 6 if fmt.alpha else 2
    raw = bytearray()
    for y in range(h):
        line = bytearray(frame.data[y * row:(y + 1) * row])
        line[0::2], line[1::2] = line[1::2], line[0::2]       # big-endian samples
        raw += b"\0" + line
    ihdr = struct.pack(">IIBBBBB", w, h, 16, color, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr)
            + _png_chunk(b"IDAT", zlib.compress(bytes(raw))) + _png_chunk(b"IEND", b""))


def _pillow_image(frame):
    """A Pillow image holding ``frame``'s pixels in the closest mode, for its encoders."""
    fmt, size = frame.fmt, (frame.width, frame.height)
    if fmt.kind == "indexed":
        im = Image.frombytes("P", size, unpack_indices(frame.data, fmt.bpp, *size))
        colors = list(frame.palette or [])
        flat = []
        for argb in colors:
            flat += [(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF]
        im.putpalette(flat or [0, 0, 0])
        alphas = bytes((c >> 24) & 0xFF for c in colors)
        if alphas and alphas != b"\xff" * len(alphas):
            im.info["transparency"] = alphas.rstrip(b"\xff") or alphas
        return im
    if fmt.name == "8bppGray":
        return Image.frombytes("L", size, bytes(frame.data))
    if fmt.name == "BlackWhite":
        return Image.frombytes("1", size, bytes(frame.data), "raw", "1", stride(fmt, size[0]))
    if fmt.name == "16bppGray":
        return Image.frombytes("I;16", size, bytes(frame.data))
    if fmt.name == "32bppCMYK":
        return Image.frombytes("CMYK", size, bytes(frame.data))
    im = to_rgba(fmt, frame.data, frame.width, frame.height, frame.palette)
    return im if fmt.alpha else im.convert("RGB")


#: WICTiffCompressionOption -> Pillow's compression ("" for DontCare: uncompressed)
#: (LZW with horizontal differencing, 7, has no Pillow equivalent: the option stops)
TIFF_COMPRESSION = {0: "", 1: "raw", 2: "group3", 3: "group4", 4: "tiff_lzw", 5: "packbits",
                    6: "tiff_deflate"}


def encode(container, frames):
    """The bytes of a ``container`` file (a Container) holding ``frames`` (their
    ``options``, when they have some: the encoder options set); CodecError when the
    encoder cannot write them."""
    try:
        return _encode(container, frames)
    except CodecError:
        raise
    except MemoryError:
        raise CodecError(E_OUTOFMEMORY, "out of memory")
    except Exception as e:                      # noqa: BLE001 -- Pillow's encoders
        raise CodecError(E_FAIL, "%s encoder: %s" % (container.name, e))


def _encode(container, frames):
    if container.name == "BMP":
        return _bmp_file(frames[0])
    out = io.BytesIO()
    first = frames[0]
    if container.name == "PNG" and first.fmt.name in ("48bppRGB", "64bppRGBA"):
        return _png16(first)
    ims = [_pillow_image(f) for f in frames]
    # a resolution the program set is written; none set (0) leaves the format's default
    opts = {"dpi": first.dpi} if first.dpi[0] and first.dpi[1] else {}
    if container.name == "PNG":
        im = ims[0]
        if first.fmt.kind == "indexed":
            opts["bits"] = first.fmt.bpp
        elif first.fmt.name in ("2bppGray", "4bppGray"):
            im = Image.frombytes("L", im.size, bytes(
                v >> (8 - first.fmt.bpp) for v in im.convert("L").tobytes()))
            opts["bits"] = first.fmt.bpp
        im.save(out, "PNG", **opts)
    elif container.name == "JPEG":
        quality = getattr(first, "options", {}).get("ImageQuality", 0.9)
        ims[0].save(out, "JPEG", quality=max(1, min(100, int(round(quality * 100)))), **opts)
    elif container.name == "TIFF":
        method = getattr(first, "options", {}).get("TiffCompressionMethod", 0)
        compression = TIFF_COMPRESSION[method]
        if method in (2, 3) and any(im.mode != "1" for im in ims):
            # the fax compressions code black and white only
            raise CodecError(WINCODEC_ERR_UNSUPPORTEDOPERATION, "CCITT of a colour image")
        if compression:
            opts["compression"] = compression
        ims[0].save(out, "TIFF", save_all=len(ims) > 1, append_images=ims[1:], **opts)
    else:
        raise CodecError(WINCODEC_ERR_COMPONENTNOTFOUND, "no %s encoder" % container.name)
    return out.getvalue()
