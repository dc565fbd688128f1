"""Icon directories and animated cursors: what an .ico / .cur file holds, and what an
animated cursor (.ani file, or the RIFF bytes CreateIconFromResourceEx takes) holds.

An icon directory (ICONDIR: reserved 0, type 1 icons / 2 cursors, a count, then 16-byte
entries) names images (a DIB with its AND mask, or a PNG) at offsets of the same bytes;
an icon file's entries hold planes and bit counts where a cursor file's hold the hot
spot, and Windows takes those words as the hot spot either way.

An animated cursor is a RIFF form of type "ACON": an "anih" header (frame and step
counts, the default rate in jiffies of 1/60 s, flags: AF_ICON 1 = the frames are icon
directories, AF_SEQUENCE 2 = a "seq " chunk orders them), optional "seq " and "rate"
chunks (one DWORD a step) and a "LIST" of type "fram" whose "icon" chunks are the
frames. A handle to an animated cursor draws and describes its first frame (GetIconInfo,
DrawIcon); every frame is a cursor handle of its own that GetCursorFrameInfo hands out.
Windows makes a one-frame animation an ordinary cursor (GetCursorFrameInfo answers the
handle itself, rate 0, one step, as for any static cursor: Wine's cursoricon.c tests).
"""

import struct

from ...abi.api import Unimplemented
from .resources import Icon

__all__ = ["AniFile", "icon_from_bytes", "parse_ani", "ani_icon"]

ICONDIR_SIZE, ICONDIRENTRY_SIZE = 6, 16
ANIH_SIZE = 36
AF_ICON, AF_SEQUENCE = 0x1, 0x2


def icon_from_bytes(data, cursor, size):
    """An Icon (a cursor with ``cursor``) of the icon directory ``data``'s entry closest
    to ``size`` ((w, h); None: 32x32), or None when ``data`` is no icon directory or the
    chosen entry's image is not in it."""
    if len(data) < ICONDIR_SIZE:
        return None
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind not in (1, 2) or not count or \
            len(data) < ICONDIR_SIZE + ICONDIRENTRY_SIZE * count:
        return None
    entries = []
    for i in range(count):
        w, h, _, _, hx, hy, length, offset = struct.unpack_from(
            "<BBBBHHII", data, ICONDIR_SIZE + ICONDIRENTRY_SIZE * i)
        entries.append((w or 256, h or 256, hx, hy, length, offset))
    want = size or (32, 32)
    w, h, hx, hy, length, offset = min(
        entries, key=lambda e: (abs(e[0] - want[0]) + abs(e[1] - want[1]), -e[0]))
    if offset >= len(data) or length < 40 and data[offset:offset + 8] != b"\x89PNG\r\n\x1a\n":
        return None
    image = data[offset:offset + length]
    return Icon(cursor, None, w, h, image, (hx, hy) if cursor else (0, 0))


class AniFile:
    """The parts of an animated cursor: ``frames`` (the bytes of each frame's icon
    directory) and ``steps`` ((frame index, rate in jiffies) for each step shown)."""

    def __init__(self, frames, steps):
        self.frames, self.steps = frames, steps


def _chunks(data, at, end):
    """(four-character id, payload offset, payload size) of the RIFF chunks in
    data[at:end]; a chunk runs to an even offset, and one cut short ends the walk."""
    while at + 8 <= end:
        cid = data[at:at + 4]
        size = struct.unpack_from("<I", data, at + 4)[0]
        if at + 8 + size > end:
            return
        yield cid, at + 8, size
        at += 8 + size + (size & 1)


def parse_ani(data):
    """The AniFile of a RIFF "ACON" form, or None when it is none or lacks its header
    or frames. Frames that are raw bitmaps (no AF_ICON) stop the guest naming them."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"ACON":
        return None
    end = min(len(data), 8 + struct.unpack_from("<I", data, 4)[0])
    header = seq = rates = None
    frames = []
    for cid, at, size in _chunks(data, 12, end):
        if cid == b"anih" and size >= ANIH_SIZE:
            header = struct.unpack_from("<9I", data, at)
        elif cid == b"seq ":
            seq = struct.unpack_from("<%dI" % (size // 4), data, at)
        elif cid == b"rate":
            rates = struct.unpack_from("<%dI" % (size // 4), data, at)
        elif cid == b"LIST" and size >= 4 and data[at:at + 4] == b"fram":
            frames += [data[a:a + n] for c, a, n in _chunks(data, at + 4, at + size)
                       if c == b"icon"]
    if header is None or not frames:
        return None
    _, nframes, nsteps, _, _, _, _, rate, flags = header
    if not flags & AF_ICON:
        raise Unimplemented("USER32.dll: animated cursor with raw bitmap frames (no AF_ICON)")
    frames = frames[:nframes]
    order = seq if flags & AF_SEQUENCE and seq is not None else range(nsteps)
    if len(order) < nsteps or any(i >= len(frames) for i in order[:nsteps]):
        return None                    # a step showing a frame the cursor lacks
    steps = [(order[i], rates[i] if rates is not None and i < len(rates) else rate)
             for i in range(nsteps)]
    return AniFile(frames, steps)


def ani_icon(gdi, ani, cursor, size):
    """The Icon (not yet a handle) of the animated cursor ``ani``, each frame the image
    of its directory closest to ``size``; its frames become handles of ``gdi`` now.
    None when a frame holds no image."""
    icons = [icon_from_bytes(frame, cursor, size) for frame in ani.frames]
    if any(icon is None for icon in icons):
        return None
    if len(icons) == 1:
        return icons[0]                # one frame: an ordinary cursor
    first = icons[0]
    icon = Icon(cursor, None, first.width, first.height, first.data, first.hotspot)
    icon.frames = [gdi.add(frame) for frame in icons]
    icon.steps = list(ani.steps)
    return icon

