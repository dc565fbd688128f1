"""The screen as bytes for the ``png`` command: a fast PNG writer, one encoding per frame,
and the opt-in raw form (docs/protocol.md, ``png``).

Why not Pillow's PNG writer: it tries the five PNG row filters on every row and keeps the
best (adaptive filtering), which for a 640x480 RGB frame costs more than the deflate itself
— and a desktop of flat colours gains little from it. :func:`encode_png` writes filter
type 0 (None) rows and deflates them at level 1: a valid PNG (any reader decodes it to the
same pixels), deterministic (same pixels, same bytes, on the same zlib), about twice as
fast to write and to read back, and of about the same size on desktop content.

Why a cache: an agent often looks twice at the same frame (the MCP frame hash, then the
screenshot; a poll that finds nothing new). GDI keeps a version counter that every drawing
call bumps, so the encoded PNG is kept with the version it was made from, and a repeated
look costs no encoding.
"""

import base64
import hashlib
import io
import struct
import weakref
import zlib

__all__ = ["encode_png", "png_bytes", "raw_frame", "rgb_bytes", "frame_hash"]

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: Deflate level: 1 is the fastest that still compresses (screens shrink ~100x).
LEVEL = 1

# gdi -> (the composed image, its PNG bytes); weak so a closed VM's entry goes with it.
_cache = weakref.WeakKeyDictionary()


def _chunk(tag, data):
    return (struct.pack(">I", len(data)) + tag + data
            + struct.pack(">I", zlib.crc32(data, zlib.crc32(tag)) & 0xFFFFFFFF))


def encode_png(image):
    """PNG bytes of a Pillow image: RGB written here (filter None, deflate level 1);
    any other mode through Pillow."""
    if image.mode != "RGB":

        buf = io.BytesIO()
        image.save(buf, "PNG", compress_level=LEVEL)
        return buf.getvalue()
    w, h = image.size
    raw = image.tobytes()
    stride = 3 * w
    z = zlib.compressobj(LEVEL)
    # Each row is its filter byte (0: None) and the row; compress row by row rather than
    # joining a second copy of the frame.
    parts = [z.compress(b"\x00" + raw[i:i + stride]) for i in range(0, len(raw), stride)]
    parts.append(z.flush())
    return b"".join([_SIGNATURE,
                     _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)),
                     _chunk(b"IDAT", b"".join(parts)),
                     _chunk(b"IEND", b"")])


def png_bytes(vm):
    """The composed screen as PNG bytes, encoded once per frame."""
    gdi = vm.gdi
    frame = gdi.compose()
    # The compositor updates its frame in place (dirty rectangles, gdi/screen.py), so the
    # image object alone does not identify a frame: its pixel generation does.
    key = gdi.frame_key()
    hit = _cache.get(gdi)
    if hit is not None and hit[0] == key:
        return hit[1]
    data = encode_png(frame)
    _cache[gdi] = (key, data)
    return data


def raw_frame(vm):
    """The screen uncompressed, for a client on the same machine: ``{"width", "height",
    "mode": "RGB", "data": base64 of the rows, top first, 3 bytes a pixel}``. Bigger than
    PNG (900 KB for 640x480) but nothing to encode or decode."""
    frame = vm.gdi.compose()
    return {"width": frame.width, "height": frame.height, "mode": "RGB",
            "data": base64.b64encode(frame.tobytes()).decode("ascii")}


def rgb_bytes(vm):
    """(width, height, rows): the composed screen's pixels as bytes, rows top first, 3
    bytes a pixel — the body of ``GET /frame.rgb``. One copy out of the frame and nothing
    else: the JSON raw form spends more on base64 and JSON both ways than a PNG costs,
    a binary body spends nothing (bench/bench_api.py, ``frames="raw"``)."""
    frame = vm.gdi.compose()
    return frame.width, frame.height, frame.tobytes()


# gdi -> (frame key, its hash): the recorder and the ``frame`` event both hash the frame a
# batch presented; the second asks for the hash the first computed.
_hash_cache = weakref.WeakKeyDictionary()


def frame_hash(vm):
    """A short fingerprint of the composed screen: the first 16 hex digits of the SHA-256
    of its raw RGB rows. One definition for everything that compares frames — the
    ``frame`` event, record/replay's per-frame check, savestate checks — so two frames
    with the same pixels always have the same hash, whatever produced them (the PNG bytes
    would too, but only on the same zlib). Computed once per frame, as png_bytes is."""
    gdi = vm.gdi
    frame = gdi.compose()
    key = gdi.frame_key()
    hit = _hash_cache.get(gdi)
    if hit is not None and hit[0] == key:
        return hit[1]
    h = hashlib.sha256(frame.tobytes()).hexdigest()[:16]
    _hash_cache[gdi] = (key, h)
    return h
