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
import itertools
import struct
import weakref
import zlib

__all__ = ["encode_png", "png_bytes", "raw_frame", "rgb_delta", "frame_hash"]

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


# gdi -> its epoch: a number of this process's, new for every GDI subsystem (a VM, a
# state loaded into the host), so that a frame token names one frame buffer's history.
_epochs = weakref.WeakKeyDictionary()
_next_epoch = itertools.count(1)


def frame_token(vm):
    """The token of the composed screen as it is now: ``EPOCH.KEY`` (the GDI
    subsystem's epoch, its frame key). ``GET /frame.rgb`` sends it (``X-Frame``) and a
    client that kept that frame names it in its next ``?since=``."""
    gdi = vm.gdi
    epoch = _epochs.get(gdi)
    if epoch is None:
        epoch = _epochs[gdi] = next(_next_epoch)
    return "%d.%d" % (epoch, gdi.frame_key())


def rgb_delta(vm, since=None):
    """``GET /frame.rgb?since=TOKEN``: (width, height, token, box, rows). When ``since``
    names a frame of this screen whose changes the compositor still knows (its last
    generations' boxes, gdi/screen.py), ``box`` is (l, t, r, b), the bounding box of
    every pixel changed since, and ``rows`` only that box's rows (3 bytes a pixel; an
    empty box and no bytes when nothing changed): the client patches the frame it kept.
    Otherwise (no token, a token of another screen or run, too old) ``box`` is None and
    ``rows`` the whole frame. A click that repaints a button then costs its rectangle,
    not 900 KB. No coding on either side: the JSON raw form spends more on base64 and
    JSON both ways than a PNG costs (bench/bench_api.py, ``frames="raw"``)."""
    gdi = vm.gdi
    frame = gdi.compose()
    token = frame_token(vm)
    box = None
    if since is not None:
        epoch, _, key = since.partition(".")
        if epoch == token.partition(".")[0] and key.isdigit():
            box = gdi.frame_changes_since(int(key))
    if box is None:
        return frame.width, frame.height, token, None, frame.tobytes()
    if box == ():
        return frame.width, frame.height, token, (0, 0, 0, 0), b""
    return frame.width, frame.height, token, tuple(box), frame.crop(box).tobytes()


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
