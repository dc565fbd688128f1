"""UXTHEME's buffered painting: BeginBufferedPaint hands out a memory DC over an
off-screen bitmap of the target rectangle, EndBufferedPaint copies it to the target DC
in one blit (what control libraries such as mCtrl draw every frame through, to paint
without flicker).

As documented: the buffer DC draws in the target's coordinates (its window origin is
the target rectangle's top-left corner); BPBF_COMPATIBLEBITMAP makes a bitmap like the
target's, BPBF_DIB and BPBF_TOPDOWNDIB a 32-bit bottom-up or top-down DIB whose bits
GetBufferedPaintBits hands out, BPBF_TOPDOWNMONODIB a 1-bit one. BP_PAINTPARAMS:
BPPF_ERASE starts the buffer at ARGB 0 (a new buffer here always starts so), a
prcExclude rectangle is left alone on the target, and a pBlendFunction makes
EndBufferedPaint alpha-blend the buffer instead of copying it. BPPF_NOCLIP needs no work:
the buffer is never clipped here, and the final copy to the target is clipped by the
target DC as any blit is.
"""

from ....abi.api import BOTH, api
from ...core.bits import s32
from ...core.dllnames import UXTHEME
from ....abi.structs import struct
from ...core.structures import RECT
from ...core.winerror import E_FAIL, E_INVALIDARG, E_POINTER, S_OK
from ..gdi32.blend import GdiAlphaBlend
from ..gdi32.coords import SetWindowOrgEx
from ..gdi32.main import BitBlt, CreateCompatibleBitmap, CreateCompatibleDC, DeleteDC, \
    DeleteObject, SelectObject, CreateDIBSection

BPBF_COMPATIBLEBITMAP, BPBF_DIB, BPBF_TOPDOWNDIB, BPBF_TOPDOWNMONODIB = 0, 1, 2, 3
BPPF_ERASE = 0x1
#: uxtheme.h's BeginBufferedPaint options, declared by their one user (uxtheme.h is not
#: among the headers test_structs compiles against).
BP_PAINTPARAMS = struct("BP_PAINTPARAMS",
                        "DWORD cbSize; DWORD dwFlags; LPVOID prcExclude; LPVOID pBlendFunction")
SRCCOPY = 0x00CC0020


class PaintBuffer:
    """One BeginBufferedPaint: the target DC and rectangle, the buffer's DC and bitmap,
    its bits (a DIB format's) and the paint parameters."""

    def __init__(self, target, rect, hdc, hbm, bits, bpp, exclude, blend):
        self.target, self.rect, self.hdc, self.hbm = target, rect, hdc, hbm
        self.bits, self.bpp, self.exclude, self.blend = bits, bpp, exclude, blend

    @property
    def width(self):
        return self.rect[2] - self.rect[0]

    @property
    def height(self):
        return self.rect[3] - self.rect[1]


def _buffer(c, h):
    return c.vm.user.paint_buffers.get(h) if h else None


def _rect(c, p):
    return tuple(s32(v) for v in RECT.values(c.vm.mem, p))


@api(UXTHEME, "BufferedPaintInit", widths=BOTH)
def BufferedPaintInit(c):
    """Count the calling thread's BufferedPaintInit (each is matched by an UnInit)."""
    inits = c.vm.user.buffered_paint_inits
    tid = c.vm.threads.current.tid
    inits[tid] = inits.get(tid, 0) + 1
    return S_OK


@api(UXTHEME, "BufferedPaintUnInit", widths=BOTH)
def BufferedPaintUnInit(c):
    """Undo one BufferedPaintInit of the calling thread."""
    inits = c.vm.user.buffered_paint_inits
    tid = c.vm.threads.current.tid
    if inits.get(tid, 0) > 1:
        inits[tid] -= 1
    else:
        inits.pop(tid, None)
    return S_OK


def _bitmapinfo(c, width, height, bpp):
    """A BITMAPINFO (header and, for 1 bit, black and white colours) in guest memory."""
    mem = c.vm.mem
    p = c.vm.heap.alloc(40 + 8, zero=True)
    mem.write(p, (40).to_bytes(4, "little") + (width & 0xFFFFFFFF).to_bytes(4, "little")
              + (height & 0xFFFFFFFF).to_bytes(4, "little") + (1).to_bytes(2, "little")
              + bpp.to_bytes(2, "little"))
    if bpp == 1:
        mem.write(p + 40, bytes((0, 0, 0, 0, 255, 255, 255, 0)))
    return p


@api(UXTHEME, "BeginBufferedPaint", "HDC target, LPVOID rect, DWORD format, LPVOID params, LPVOID phdc", widths=BOTH)
def BeginBufferedPaint(c, target, prect, fmt, params, phdc):
    """An HPAINTBUFFER whose DC (``*phdc``) draws into an off-screen buffer of ``rect``;
    NULL (``*phdc`` NULL) for no target DC, no or an empty rectangle, or an unknown
    format."""
    vm = c.vm
    if phdc:
        vm.mem.wptr(phdc, 0)
    if not target or vm.gdi.dc(target) is None or not prect:
        return 0
    rect = _rect(c, prect)
    width, height = rect[2] - rect[0], rect[3] - rect[1]
    if width <= 0 or height <= 0 or fmt not in (BPBF_COMPATIBLEBITMAP, BPBF_DIB,
                                                  BPBF_TOPDOWNDIB, BPBF_TOPDOWNMONODIB):
        return 0
    exclude = blend = None
    if params:
        p = BP_PAINTPARAMS.read(vm.mem, params, ptr=c.ptr_size)
        if p["prcExclude"]:
            exclude = _rect(c, p["prcExclude"])
        if p["pBlendFunction"]:
            blend = vm.mem.u32(p["pBlendFunction"])
    hdc = CreateCompatibleDC(c, target)
    bits, bpp = 0, 0
    if fmt == BPBF_COMPATIBLEBITMAP:
        hbm = CreateCompatibleBitmap(c, target, width, height)
    else:
        bpp = 1 if fmt == BPBF_TOPDOWNMONODIB else 32
        bmi = _bitmapinfo(c, width, height if fmt == BPBF_DIB else -height, bpp)
        cell = vm.heap.alloc(8, zero=True)
        hbm = CreateDIBSection(c, hdc, bmi, 0, cell, 0, 0)
        bits = vm.mem.uptr(cell)
        vm.heap.free(cell)
        vm.heap.free(bmi)
    SelectObject(c, hdc, hbm)
    SetWindowOrgEx(c, hdc, rect[0], rect[1], 0)
    handle = vm.heap.alloc(16, zero=True)       # an opaque pointer, as Windows' handles are
    vm.user.paint_buffers[handle] = PaintBuffer(target, rect, hdc, hbm, bits, bpp,
                                                exclude, blend)
    if phdc:
        vm.mem.wptr(phdc, hdc)
    return handle


def _pieces(rect, exclude):
    """``rect`` without ``exclude``: up to four rectangles (above, below, left, right)."""
    l, t, r, b = rect
    if exclude is None:
        return [rect]
    el, et, er, eb = max(l, exclude[0]), max(t, exclude[1]), min(r, exclude[2]), \
        min(b, exclude[3])
    if el >= er or et >= eb:
        return [rect]
    parts = [(l, t, r, et), (l, eb, r, b), (l, et, el, eb), (er, et, r, eb)]
    return [p for p in parts if p[0] < p[2] and p[1] < p[3]]


@api(UXTHEME, "EndBufferedPaint", "HANDLE buffer, BOOL update", widths=BOTH)
def EndBufferedPaint(c, handle, update):
    """Copy the buffer to its target (``update``: all of it but the excluded rectangle,
    alpha-blended when the paint parameters named a BLENDFUNCTION) and free it;
    E_INVALIDARG for a handle that is no open paint buffer."""
    buf = c.vm.user.paint_buffers.pop(handle, None) if handle else None
    if buf is None:
        return E_INVALIDARG
    if update:
        for l, t, r, b in _pieces(buf.rect, buf.exclude):
            w, h = r - l, b - t
            if buf.blend is not None:
                GdiAlphaBlend(c, buf.target, l, t, w, h, buf.hdc, l, t, w, h, buf.blend)
            else:
                BitBlt(c, buf.target, l, t, w, h, buf.hdc, l, t, SRCCOPY)
    DeleteDC(c, buf.hdc)
    DeleteObject(c, buf.hbm)
    c.vm.heap.free(handle)
    return S_OK


def _area(c, buf, prc):
    """The buffer pixels (l, t, r, b) of target rectangle ``prc`` (NULL: all of it)."""
    l, t, r, b = _rect(c, prc) if prc else buf.rect
    x0, y0 = buf.rect[0], buf.rect[1]
    return (max(0, l - x0), max(0, t - y0), min(buf.width, r - x0), min(buf.height, b - y0))


def _set_argb(c, buf, prc, value, alpha_only):
    """Write ``value`` (BGRA bytes) or only its alpha into every pixel of ``prc`` of a
    32-bit buffer's bits (the bitmap's image follows them)."""
    bmp = c.vm.gdi.get(buf.hbm)
    l, t, r, b = _area(c, buf, prc)
    if l >= r or t >= b:
        return
    mem = c.vm.mem
    stride = buf.width * 4
    for y in range(t, b):
        row = y if bmp.dib_height < 0 else buf.height - 1 - y
        addr = buf.bits + row * stride + 4 * l
        if alpha_only:
            data = bytearray(mem.read(addr, 4 * (r - l)))
            data[3::4] = bytes((value[3],)) * (r - l)
            mem.write(addr, bytes(data))
        else:
            mem.write(addr, value * (r - l))
    c.vm.gdi.sync_from_guest(bmp)


@api(UXTHEME, "BufferedPaintClear", "HANDLE buffer, LPVOID rect", widths=BOTH)
def BufferedPaintClear(c, handle, prc):
    """Set the pixels of ``rect`` (in target coordinates; NULL: the whole buffer) to
    ARGB {0, 0, 0, 0}: black for a buffer without an alpha channel."""
    buf = _buffer(c, handle)
    if buf is None:
        return E_INVALIDARG
    if buf.bpp == 32:
        _set_argb(c, buf, prc, bytes(4), False)
        return S_OK
    l, t, r, b = _area(c, buf, prc)
    bmp = c.vm.gdi.get(buf.hbm)
    if l < r and t < b:
        bmp.image.paste(0, (l, t, r, b))
        c.vm.gdi.sync_to_guest(bmp, (l, t, r, b))
    return S_OK


@api(UXTHEME, "BufferedPaintSetAlpha", "HANDLE buffer, LPVOID rect, BYTE alpha", widths=BOTH)
def BufferedPaintSetAlpha(c, handle, prc, alpha):
    """Set the alpha of every pixel of ``rect`` (NULL: the whole buffer) to ``alpha``,
    the colours left as they are: a 32-bit DIB buffer's; E_FAIL for a buffer without
    an alpha channel."""
    buf = _buffer(c, handle)
    if buf is None:
        return E_INVALIDARG
    if buf.bpp != 32:
        return E_FAIL
    _set_argb(c, buf, prc, bytes((0, 0, 0, alpha & 0xFF)), True)
    return S_OK


@api(UXTHEME, "GetBufferedPaintBits", "HANDLE buffer, LPVOID pbits, LPVOID pwidth", widths=BOTH)
def GetBufferedPaintBits(c, handle, pbits, pwidth):
    """The buffer's pixels (``*pbits``) and its row length in pixels (``*pwidth``): a
    DIB format's only (E_FAIL for a compatible bitmap); E_POINTER without both."""
    if not pbits or not pwidth:
        return E_POINTER
    buf = _buffer(c, handle)
    if buf is None or not buf.bits:
        return E_FAIL
    c.vm.mem.wptr(pbits, buf.bits)
    c.vm.mem.w32(pwidth, buf.width)
    return S_OK


@api(UXTHEME, "GetBufferedPaintDC", "HANDLE buffer", widths=BOTH)
def GetBufferedPaintDC(c, handle):
    """The buffer's DC (NULL for no open buffer)."""
    buf = _buffer(c, handle)
    return buf.hdc if buf is not None else 0


@api(UXTHEME, "GetBufferedPaintTargetDC", "HANDLE buffer", widths=BOTH)
def GetBufferedPaintTargetDC(c, handle):
    """The DC the buffer is painted to (NULL for no open buffer)."""
    buf = _buffer(c, handle)
    return buf.target if buf is not None else 0


@api(UXTHEME, "GetBufferedPaintTargetRect", "HANDLE buffer, LPVOID rect", widths=BOTH)
def GetBufferedPaintTargetRect(c, handle, prc):
    """The target rectangle BeginBufferedPaint was given."""
    if not prc:
        return E_POINTER
    buf = _buffer(c, handle)
    if buf is None:
        return E_FAIL
    RECT.write(c.vm.mem, prc, left=buf.rect[0], top=buf.rect[1], right=buf.rect[2],
               bottom=buf.rect[3])
    return S_OK


# -- buffered animations ---------------------------------------------------------------------
# An animation is started by BeginBufferedAnimation, which wineagent does not answer (the
# guest stops naming it), so no window ever has one running: the two calls a program makes
# on every paint and on destruction answer for that state.
@api(UXTHEME, "BufferedPaintRenderAnimation", "HWND hwnd, HDC target", widths=BOTH)
def BufferedPaintRenderAnimation(c, hwnd, target):
    """FALSE: no animation of ``hwnd`` is running, so none was painted (the caller
    paints the window itself)."""
    return 0


@api(UXTHEME, "BufferedPaintStopAllAnimations", "HWND hwnd", widths=BOTH)
def BufferedPaintStopAllAnimations(c, hwnd):
    """S_OK: every animation of ``hwnd`` is stopped (none runs)."""
    return S_OK
