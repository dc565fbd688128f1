"""The animation control (``SysAnimate32``): plays a silent AVI clip, from a resource of
type "AVI" or from a file.

What Windows documents ("About Animation Controls", ACM_* and ACN_*):

- ACM_OPEN (A and W; wParam the module) takes a resource name or ID (MAKEINTRESOURCE)
  or a file's path; NULL closes the clip. The clip must be uncompressed (BI_RGB) or
  BI_RLE8 with one video stream and no sound; a clip that cannot be read fails (FALSE),
  a resource that does not exist with FindResource's error. Without ACS_CENTER the control
  takes the size of the clip's frames; with it the frame is centred in the control.
  ACS_AUTOPLAY plays the clip at once, repeated for ever; otherwise the first frame shows.
- ACM_PLAY(repeat, MAKELONG(from, to)) plays frames from..to (-1: the last), ``repeat``
  times (-1: for ever); from == to shows that frame only. Without a clip it fails and
  leaves the last error as it was. ACM_STOP stops (TRUE), ACM_ISPLAYING answers whether a
  clip plays. Starting and reaching the end are told to the parent as WM_COMMAND
  ACN_START and ACN_STOP (stopping with ACM_STOP is not, as in Wine 8).
- ACS_TRANSPARENT draws the frame over the parent's WM_CTLCOLORSTATIC brush (the frame's
  first pixel's colour is the transparent one); otherwise the frame is drawn as it is.

Windows plays on a thread of its own unless ACS_TIMER asks for a timer; wineagent has
one thread per program, so every clip advances on a window timer at the clip's frame
rate (AVIMAINHEADER's microseconds per frame), which draws the same frames in the same
order.
"""

import os
import struct

from PIL import Image

from ...abi.api import Unimplemented
from ..core.dllnames import COMCTL32
from ..core.messages import WM_CREATE, WM_DESTROY, WM_PAINT, WM_TIMER
from ..core.winerror import (ERROR_RESOURCE_DATA_NOT_FOUND, ERROR_RESOURCE_NAME_NOT_FOUND,
                              ERROR_RESOURCE_TYPE_NOT_FOUND)
from ..gdi.colors import SYS_COLORS
from ..gdi.dib import dib_to_image, rle_decode
from ..kernel.resources import module_resources
from ..kernel.vfs import VfsError
from ..user.pyproc import window_proc
from ..user.window import begin_paint, def_window_proc, end_paint, reposition
from .builtin_common import is_wide, notify_parent, parent_static_colors
from .comctl_shared import register

__all__ = ["ANIMATE_CLASS", "animate_proc", "install", "read_avi"]

ANIMATE_CLASS = "SysAnimate32"

ACM_OPENA, ACM_PLAY, ACM_STOP, ACM_OPENW, ACM_ISPLAYING = 0x464, 0x465, 0x466, 0x467, 0x468
ACS_CENTER, ACS_TRANSPARENT, ACS_AUTOPLAY, ACS_TIMER = 0x1, 0x2, 0x4, 0x8
ACN_START, ACN_STOP = 1, 2
BI_RGB, BI_RLE8 = 0, 1
TIMER_ID = 1
COLOR_BTNFACE = 15


class Clip:
    """A decoded AVI clip: its frames (RGB images) and microseconds per frame."""

    def __init__(self, frames, usec):
        self.frames, self.usec = frames, usec

    @property
    def size(self):
        """(width, height) of the frames."""
        return self.frames[0].size


def _chunks(data, start, end):
    """(fourcc, payload offset, size) of the RIFF chunks in data[start:end]."""
    i = start
    while i + 8 <= end:
        cc, size = data[i:i + 4], struct.unpack_from("<I", data, i + 4)[0]
        yield cc, i + 8, size
        i += 8 + size + (size & 1)


def read_avi(data):
    """The Clip of an AVI file's bytes; None when it is not one an animation control
    plays (not RIFF AVI, no video stream, a sound stream, a codec other than BI_RGB or
    BI_RLE8)."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"AVI ":
        return None
    usec, header, movi = 0, None, None
    for cc, off, size in _chunks(data, 12, len(data)):
        if cc != b"LIST":
            continue
        kind = data[off:off + 4]
        if kind == b"hdrl":
            for cc2, off2, size2 in _chunks(data, off + 4, off + size):
                if cc2 == b"avih" and size2 >= 4:
                    usec = struct.unpack_from("<I", data, off2)[0]
                elif cc2 == b"LIST" and data[off2:off2 + 4] == b"strl":
                    stream = dict((c, (o, s)) for c, o, s in
                                  _chunks(data, off2 + 4, off2 + size2))
                    if b"strh" not in stream:
                        continue
                    fcc = data[stream[b"strh"][0]:stream[b"strh"][0] + 4]
                    if fcc == b"auds":
                        return None          # a clip with sound is refused
                    if fcc == b"vids" and b"strf" in stream and header is None:
                        header = stream[b"strf"]
        elif kind == b"movi":
            movi = (off + 4, off + size)
    if header is None or movi is None:
        return None
    frames = _frames(data, header, movi)
    return Clip(frames, usec) if frames else None


def _frames(data, header, movi):
    off, size = header
    (bisize, width, height, _, bpp, comp) = struct.unpack_from("<IiiHHI", data, off)
    if comp not in (BI_RGB, BI_RLE8) or (comp == BI_RLE8 and bpp != 8):
        return []
    used = struct.unpack_from("<I", data, off + 32)[0] if bisize >= 36 else 0
    ncolors = used or (1 << bpp if bpp <= 8 else 0)
    palette = [(data[p + 2], data[p + 1], data[p])
               for p in range(off + bisize, min(off + size, off + bisize + 4 * ncolors), 4)]
    frames, current = [], Image.new("RGB", (width, abs(height)))
    for cc, o, s in _walk_movi(data, *movi):
        if cc[2:4] not in (b"db", b"dc"):
            continue
        raw = data[o:o + s]
        if comp == BI_RLE8:
            idx, mask = rle_decode(raw, width, abs(height), 8)
            rgb = idx.convert("P")
            flat = [v for col in palette for v in col]
            rgb.putpalette(flat + [0] * (768 - len(flat)))
            current = current.copy()
            current.paste(rgb.convert("RGB"), (0, 0), mask)
        else:
            current = dib_to_image(raw, width, height, bpp, palette)
        frames.append(current)
    return frames


def _walk_movi(data, start, end):
    """The movi list's chunks, 'rec ' lists opened."""
    for cc, off, size in _chunks(data, start, end):
        if cc == b"LIST":
            yield from _walk_movi(data, off + 4, off + size)
        else:
            yield cc, off, size


class AnimateState:
    """The open clip, the frame shown and the playing range and repeats."""

    def __init__(self):
        self.clip = None
        self.frame = 0
        self.first, self.last, self.repeat = 0, 0, 0
        self.playing = False
        self.start_pending = False    # ACN_START not yet told (see _play)


def _st(win):
    st = win.state.get("animate")
    if st is None:
        st = win.state["animate"] = AnimateState()
    return st


def _clip_bytes(wm, win, hinst, lparam):
    """The AVI bytes ACM_OPEN names: a resource of type "AVI" of ``hinst``, else (for a
    string) a file; None with the last error set when there is none."""
    vm = wm.vm
    name = lparam if lparam < 0x10000 else (vm.mem.wstr(lparam) if is_wide(win)
                                            else vm.mem.cstr(lparam))
    res = module_resources(vm, hinst)
    if res is None:
        raise Unimplemented("%s!ACM_OPEN: an AVI resource of module %#x (not the "
                            "executable's or a guest DLL's)" % (COMCTL32, hinst))
    r = res.lookup("AVI", name)
    if r is not None:
        return vm.mem.read(r.addr, r.size)
    if isinstance(name, str):
        try:
            _, host = vm.vfs.resolve(name)
        except VfsError:
            host = None
        if host and os.path.isfile(host):
            with open(host, "rb") as f:
                return f.read()
    # FindResource's errors: a module with no resources at all, none of type "AVI",
    # or no such name (as Windows' loader answers; Wine's animate test checks the last)
    vm.last_error = (ERROR_RESOURCE_DATA_NOT_FOUND if not res.by_key else
                     ERROR_RESOURCE_TYPE_NOT_FOUND if not res.has_type("AVI") else
                     ERROR_RESOURCE_NAME_NOT_FOUND)
    return None


def _stop(wm, win, st):
    """Stop playing. ACN_STOP is the clip's end's (``_tick``), not ACM_STOP's."""
    st.playing = st.start_pending = False
    wm.kill_timer(win.hwnd, TIMER_ID)


def _play(wm, win, st, repeat, first, last):
    """Generator: ACM_PLAY's work; FALSE without a clip or with a range outside it."""
    if st.clip is None:
        return 0
    n = len(st.clip.frames)
    last = n - 1 if last == 0xFFFF else last
    if first >= n or last >= n or first > last:
        return 0
    _stop(wm, win, st)
    st.first, st.last, st.frame = first, last, first
    wm.invalidate(win, None, False)
    if first == last:
        return 1                     # one frame shown, nothing played
    st.repeat = -1 if repeat == 0xFFFFFFFF or repeat == -1 else repeat
    st.playing = True
    wm.set_timer(win.hwnd, TIMER_ID, max(1, st.clip.usec // 1000), 0)
    if win.style & ACS_TIMER:
        yield from notify_parent(wm, win, ACN_START)
    else:
        # Windows plays such a clip on a thread of its own, whose ACN_START reaches the
        # parent once the program retrieves messages again: here, at the first tick
        st.start_pending = True
    return 1


def _tick(wm, win, st):
    """Generator: the timer: the next frame; past the last, the next repeat or the end."""
    if not st.playing:
        return
    if st.start_pending:
        st.start_pending = False
        yield from notify_parent(wm, win, ACN_START)
    if st.frame < st.last:
        st.frame += 1
    elif st.repeat == -1 or st.repeat > 1:
        if st.repeat > 1:
            st.repeat -= 1
        st.frame = st.first
    else:
        _stop(wm, win, st)
        yield from notify_parent(wm, win, ACN_STOP)
        return
    wm.invalidate(win, None, False)


def _open(wm, win, st, hinst, lparam):
    """Generator: ACM_OPEN's work (NULL: close)."""
    _stop(wm, win, st)
    st.clip = None
    if not lparam:
        wm.invalidate(win, None, True)
        return 1                      # closing succeeds
    data = _clip_bytes(wm, win, hinst, lparam)
    clip = read_avi(data) if data is not None else None
    if clip is None:
        return 0
    st.clip, st.frame = clip, 0
    if not win.style & ACS_CENTER:
        w, h = clip.size
        border_w = win.w - win.client_size()[0]
        border_h = win.h - win.client_size()[1]
        yield from reposition(wm.vm, win, win.x, win.y, w + border_w, h + border_h)
    wm.invalidate(win, None, True)
    if win.style & ACS_AUTOPLAY:
        yield from _play(wm, win, st, 0xFFFFFFFF, 0, 0xFFFF)
    return 1


def _background(wm, win, dc):
    """Generator: the colour behind the frame: the button face, or with ACS_TRANSPARENT
    the colour of the brush the parent answers to WM_CTLCOLORSTATIC."""
    if not win.style & ACS_TRANSPARENT:
        return SYS_COLORS[COLOR_BTNFACE]
    back, _ = yield from parent_static_colors(wm, win, dc)
    return back


def _paint(wm, win, st):
    """Generator: the background, then the current frame (centred with ACS_CENTER); with
    ACS_TRANSPARENT the pixels of the frame's first pixel's colour are not drawn."""
    vm = wm.vm
    dc = begin_paint(vm, win)
    cw, ch = win.client_size()
    back = yield from _background(wm, win, dc)
    dc.fill_rect((0, 0, cw, ch), back)
    if st.clip is not None:
        img = st.clip.frames[st.frame]
        x, y = (((cw - img.width) // 2, (ch - img.height) // 2)
                if win.style & ACS_CENTER else (0, 0))
        rgba = img.convert("RGBA")
        if win.style & ACS_TRANSPARENT:
            key = img.getpixel((0, 0))
            rgba.putdata([(r, g, b, 0) if (r, g, b) == key else (r, g, b, 255)
                          for r, g, b, _ in rgba.getdata()])
        dc.paste_rgba(rgba, x, y)
    end_paint(vm, win, dc)


def animate_proc(wm, win, msg, wparam, lparam):
    """Window procedure of SysAnimate32."""
    st = _st(win)
    if msg == WM_CREATE:
        return 0
    if msg in (ACM_OPENA, ACM_OPENW):
        return (yield from _open(wm, win, st, wparam, lparam))
    if msg == ACM_PLAY:
        return (yield from _play(wm, win, st, wparam & 0xFFFFFFFF, lparam & 0xFFFF,
                                 (lparam >> 16) & 0xFFFF))
    if msg == ACM_STOP:
        _stop(wm, win, st)
        return 1
    if msg == ACM_ISPLAYING:
        return 1 if st.playing else 0
    if msg == WM_TIMER and wparam == TIMER_ID:
        yield from _tick(wm, win, st)
        return 0
    if msg == WM_DESTROY:
        st.playing = False
        wm.kill_timer(win.hwnd, TIMER_ID)
        st.clip = None
        return 0
    if msg == WM_PAINT:
        yield from _paint(wm, win, st)
        return 0
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, is_wide(win)))


window_proc(COMCTL32, "wineagent.AnimateProc", animate_proc)


def install(vm):
    """Register SysAnimate32 (CS_DBLCLKS | CS_GLOBALCLASS)."""
    register(vm, ANIMATE_CLASS, animate_proc, "wineagent.AnimateProc", 0x8 | 0x4000)
