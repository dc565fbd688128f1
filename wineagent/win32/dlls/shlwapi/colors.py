"""SHLWAPI's colour helpers: ColorRGBToHLS, ColorHLSToRGB and ColorAdjustLuma.

Hue, luminance and saturation run 0..240 (HLSMAX), as in Windows' colour dialog; a grey
has saturation 0 and the "undefined" hue 160 (two thirds of the range). The integer
arithmetic, its rounding terms and C's truncating division are the classic conversion
Windows documents (the colour dialog's), so a round trip answers what Windows answers.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import SHLWAPI

__all__ = ["rgb_to_hls", "hls_to_rgb", "adjust_luma"]

HLSMAX, RGBMAX = 240, 255
_UNDEFINED_HUE = HLSMAX * 2 // 3


def _div(a, b):
    """C's integer division (truncating toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def rgb_to_hls(colour):
    """(hue, luminance, saturation) of a COLORREF, each 0..240."""
    r, g, b = colour & 0xFF, (colour >> 8) & 0xFF, (colour >> 16) & 0xFF
    hi, lo = max(r, g, b), min(r, g, b)
    lum = _div((hi + lo) * HLSMAX + RGBMAX, 2 * RGBMAX)
    if hi == lo:
        return _UNDEFINED_HUE, lum, 0
    delta = hi - lo
    if lum <= HLSMAX // 2:
        sat = _div(delta * HLSMAX + (hi + lo) // 2, hi + lo)
    else:
        rest = 2 * RGBMAX - hi - lo
        sat = _div(delta * HLSMAX + rest // 2, rest)

    def norm(c):
        return _div((hi - c) * (HLSMAX // 6) + delta // 2, delta)
    if r == hi:
        hue = norm(b) - norm(g)
    elif g == hi:
        hue = HLSMAX // 3 + norm(r) - norm(b)
    else:
        hue = 2 * HLSMAX // 3 + norm(g) - norm(r)
    if hue < 0:
        hue += HLSMAX
    elif hue > HLSMAX:
        hue -= HLSMAX
    return hue, lum, sat


def _hue_value(hue, mid1, mid2):
    if hue > HLSMAX:
        hue -= HLSMAX
    elif hue < 0:
        hue += HLSMAX
    if hue < HLSMAX // 6:
        return mid1 + _div((mid2 - mid1) * hue + HLSMAX // 12, HLSMAX // 6)
    if hue < HLSMAX // 2:
        return mid2
    if hue < HLSMAX * 2 // 3:
        return mid1 + _div((mid2 - mid1) * (HLSMAX * 2 // 3 - hue) + HLSMAX // 12, HLSMAX // 6)
    return mid1


def hls_to_rgb(hue, lum, sat):
    """The COLORREF of a hue, luminance and saturation (each 0..240)."""
    if not sat:
        v = _div(lum * RGBMAX, HLSMAX) & 0xFF
        return v | v << 8 | v << 16
    if lum > HLSMAX // 2:
        mid2 = sat + lum - _div(sat * lum + HLSMAX // 2, HLSMAX)
    else:
        mid2 = _div((sat + HLSMAX) * lum + HLSMAX // 2, HLSMAX)
    mid1 = 2 * lum - mid2

    def channel(h):
        return _div(_hue_value(h, mid1, mid2) * RGBMAX + HLSMAX // 2, HLSMAX) & 0xFF
    return channel(hue + HLSMAX // 3) | channel(hue) << 8 | channel(hue - HLSMAX // 3) << 16


@api(SHLWAPI, "ColorRGBToHLS", "DWORD colour, LPVOID hue, LPVOID lum, LPVOID sat", widths=BOTH)
def ColorRGBToHLS(c, colour, hue, lum, sat):
    """A COLORREF's hue, luminance and saturation into the WORDs given (any may be NULL)."""
    for ptr, value in zip((hue, lum, sat), rgb_to_hls(colour)):
        if ptr:
            c.vm.mem.w16(ptr, value)
    return 0


@api(SHLWAPI, "ColorHLSToRGB", "WORD hue, WORD lum, WORD sat", widths=BOTH)
def ColorHLSToRGB(c, hue, lum, sat):
    """The COLORREF of a hue, luminance and saturation (0..240 each)."""
    return hls_to_rgb(hue, lum, sat)


def adjust_luma(colour, n, scale):
    """ColorAdjustLuma: ``n`` tenths of a percent of the luminance range added to the
    colour's luminance (``scale``), or the luminance itself (not ``scale``), kept within
    0..240; hue and saturation stay."""
    if scale and not n:
        return colour & 0xFFFFFF
    hue, lum, sat = rgb_to_hls(colour)
    step = _div(n * HLSMAX, 1000)
    lum = min(HLSMAX, max(0, lum + step if scale else step))
    return hls_to_rgb(hue, lum, sat)


@api(SHLWAPI, "ColorAdjustLuma", "DWORD colour, INT n, BOOL scale", widths=BOTH)
def ColorAdjustLuma(c, colour, n, scale):
    """A COLORREF with its luminance changed (``adjust_luma``)."""
    return adjust_luma(colour, n, scale)
