"""WindowsCodecs.dll's palettes: IWICPalette (the fixed black-and-white and gray palettes,
custom ones, copies).
"""

import struct

from ....abi.api import Unimplemented
from ...core.dllnames import WINDOWSCODECS
from ...core.winerror import E_INVALIDARG, S_OK, WINCODEC_ERR_INSUFFICIENTBUFFER
from .objects import WICObject, _method, _ours

__all__ = ["PALETTE_BW", "PALETTE_CUSTOM", "PALETTE_GRAY16", "PALETTE_GRAY256",
           "PALETTE_GRAY4", "PALETTE_HALFTONE256", "PALETTE_HALFTONE8", "Palette"]


# -- palettes ---------------------------------------------------------------------------------------
PALETTE_CUSTOM, PALETTE_BW, PALETTE_GRAY4, PALETTE_GRAY16, PALETTE_GRAY256 = 0, 2, 10, 11, 12
PALETTE_HALFTONE8, PALETTE_HALFTONE256 = 3, 9


class Palette(WICObject):
    """An IWICPalette: its WICBitmapPaletteType and colours (ARGB)."""

    IFACE = "IWICPalette"

    def __init__(self, vm):
        super().__init__(vm)
        self.kind, self.colors = PALETTE_CUSTOM, []


def _grays(n):
    return [0xFF000000 | v << 16 | v << 8 | v for v in (i * 255 // (n - 1) for i in range(n))]


@_method("IWICPalette", "InitializePredefined", ", UINT kind, BOOL transparent",
         "a fixed palette: black and white, 4, 16 or 256 grays; the halftone palettes stop"
         " the program naming themselves; another type is E_INVALIDARG.")
def _pal_predefined(c, pal, kind, transparent):
    if kind == PALETTE_BW:
        colors = [0xFF000000, 0xFFFFFFFF]
    elif kind in (PALETTE_GRAY4, PALETTE_GRAY16, PALETTE_GRAY256):
        colors = _grays({PALETTE_GRAY4: 4, PALETTE_GRAY16: 16, PALETTE_GRAY256: 256}[kind])
    elif PALETTE_HALFTONE8 <= kind <= PALETTE_HALFTONE256 or kind == 13:
        raise Unimplemented("%s IWICPalette::InitializePredefined of halftone palette %d"
                            % (WINDOWSCODECS, kind))
    else:
        return E_INVALIDARG
    if transparent and len(colors) < 256:
        colors.append(0)
    elif transparent:
        colors[-1] = 0
    pal.kind, pal.colors = kind, colors
    return S_OK


@_method("IWICPalette", "InitializeCustom", ", LPVOID colors, UINT count",
         "a custom palette of ``count`` ARGB colours.")
def _pal_custom(c, pal, colors, count):
    if count and not colors or count > 256:
        return E_INVALIDARG
    pal.kind = PALETTE_CUSTOM
    pal.colors = list(struct.unpack("<%dI" % count, bytes(c.vm.mem.read(colors, 4 * count)))
                      if count else [])
    return S_OK


@_method("IWICPalette", "InitializeFromPalette", ", LPVOID other",
         "a copy of another palette (ours, or the program's through GetColors).")
def _pal_from_palette(c, pal, other):
    if not other:
        return E_INVALIDARG
    src = _ours(c.vm, other, Palette)
    if src is None:
        raise Unimplemented("%s IWICPalette::InitializeFromPalette of the program's own"
                            " palette" % WINDOWSCODECS)
    pal.kind, pal.colors = src.kind, list(src.colors)
    return S_OK


@_method("IWICPalette", "GetType", ", LPVOID out", "the WICBitmapPaletteType.")
def _pal_type(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, pal.kind)
    return S_OK


@_method("IWICPalette", "GetColorCount", ", LPVOID out", "how many colours.")
def _pal_count(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, len(pal.colors))
    return S_OK


@_method("IWICPalette", "GetColors", ", UINT count, LPVOID colors, LPVOID actual",
         "the colours; WINCODEC_ERR_INSUFFICIENTBUFFER when ``count`` is short.")
def _pal_colors(c, pal, count, colors, actual):
    if not colors or not actual:
        return E_INVALIDARG
    if len(pal.colors) > count:
        return WINCODEC_ERR_INSUFFICIENTBUFFER
    c.vm.mem.write(colors, b"".join(struct.pack("<I", v) for v in pal.colors))
    c.vm.mem.w32(actual, len(pal.colors))
    return S_OK


@_method("IWICPalette", "IsBlackWhite", ", LPVOID out", "whether it is FixedBW.")
def _pal_bw(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, int(pal.kind == PALETTE_BW))
    return S_OK


@_method("IWICPalette", "IsGrayscale", ", LPVOID out", "whether it is a fixed gray palette.")
def _pal_gray(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, int(pal.kind in (PALETTE_BW, PALETTE_GRAY4, PALETTE_GRAY16,
                                       PALETTE_GRAY256)))
    return S_OK


@_method("IWICPalette", "HasAlpha", ", LPVOID out",
         "whether a colour is not opaque.")
def _pal_alpha(c, pal, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, int(any(v >> 24 != 0xFF for v in pal.colors)))
    return S_OK
