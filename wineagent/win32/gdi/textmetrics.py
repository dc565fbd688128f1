"""What the GDI reports about its fonts: TEXTMETRIC, character widths and the font
families that exist (the bundled bitmap fonts and the faces they stand in for).

The fonts are raster fonts, so TEXTMETRIC says so: TMPF_VECTOR and TMPF_TRUETYPE are
clear and the TMPF_FIXED_PITCH bit — set for a *variable*-pitch font, as documented —
tells the proportional faces from the fixed ones.
"""

from ..core.structures import TEXTMETRIC
from .fontmap import family_of, strikes
from .objects import Font

TMPF_FIXED_PITCH = 0x01
FF_ROMAN, FF_SWISS, FF_MODERN = 0x10, 0x20, 0x30
ANSI_CHARSET, OEM_CHARSET = 0, 255
RASTER_FONTTYPE = 1

#: (face, fixed pitch, weight, charset) of every font family that exists
FAMILIES = [
    ("MS Sans Serif", False, 400, ANSI_CHARSET),
    ("MS Serif", False, 400, ANSI_CHARSET),
    ("System", False, 700, ANSI_CHARSET),
    ("Courier", True, 400, ANSI_CHARSET),
    ("Fixedsys", True, 400, ANSI_CHARSET),
    ("Terminal", True, 400, OEM_CHARSET),
]


def ave_char_width(font):
    """TEXTMETRIC's tmAveCharWidth of ``font`` (the width of "x"), without the rest."""
    return max(1, font.extent("x")[0])


def metrics(font):
    """The TEXTMETRIC fields of ``font`` as a dict."""
    h = font.line_height
    ascent = font.ascent
    if font.fixed:
        pitch = FF_MODERN
    else:
        pitch = (FF_ROMAN if font.family == "serif" else FF_SWISS) | TMPF_FIXED_PITCH
    return dict(
        # the internal leading is the cell above the character height (the em)
        height=h, ascent=ascent, descent=h - ascent, internal=max(0, h - font.mapped.em),
        external=0,
        avg=ave_char_width(font), max=max(font.extent(chr(i))[0] for i in range(32, 256)),
        weight=700 if font.bold else 400,
        overhang=0,
        first=32, last=255, default=128 if not font.fixed else 32, brk=32,
        italic=1 if font.italic else 0, underline=1 if font.underline else 0,
        strikeout=1 if font.strikeout else 0, pitch=pitch,
        charset=OEM_CHARSET if font.face_name == "Terminal" else ANSI_CHARSET)


def logical_metrics(font, dc=None):
    """:func:`metrics` of ``font`` with its lengths in ``dc``'s logical units (Windows
    reports TEXTMETRIC in the DC's logical units under a mapping mode); ``dc`` None:
    device pixels."""
    m = metrics(font)
    if dc is not None:
        for key in ("height", "ascent", "descent", "internal", "external"):
            m[key] = dc.logical_size(0, m[key])[1]
        for key in ("avg", "max", "overhang"):
            m[key] = dc.logical_size(m[key], 0)[0]
    return m


def pack_textmetric(font, wide, dc=None):
    """TEXTMETRICA (56 bytes) or TEXTMETRICW (60 bytes) of ``font`` (lengths in ``dc``'s
    logical units when given)."""
    m = logical_metrics(font, dc)
    return TEXTMETRIC.variant(wide).pack(
        tmHeight=m["height"], tmAscent=m["ascent"], tmDescent=m["descent"],
        tmInternalLeading=m["internal"], tmExternalLeading=m["external"],
        tmAveCharWidth=m["avg"], tmMaxCharWidth=m["max"], tmWeight=m["weight"],
        tmOverhang=m["overhang"], tmDigitizedAspectX=96, tmDigitizedAspectY=96,
        tmFirstChar=m["first"], tmLastChar=m["last"], tmDefaultChar=m["default"],
        tmBreakChar=m["brk"], tmItalic=m["italic"], tmUnderlined=m["underline"],
        tmStruckOut=m["strikeout"], tmPitchAndFamily=m["pitch"], tmCharSet=m["charset"])


def family_font(face, fixed, weight, charset, height=None):
    """A Font object for one of FAMILIES (``height``: an lfHeight; default, one size)."""
    if height is None:
        height = -12 if not fixed else -13
    return Font(height, weight, face, 1 if fixed else 2, charset=charset)


def face_sizes(face, weight):
    """The character heights (em) a raster face exists in, ascending: each is one font
    EnumFonts/EnumFontFamilies list for that face."""
    family, _ = family_of(face)
    bold = weight >= 600
    return sorted({s.em for s in strikes()
                   if s.family == family and (s.weight >= 600) == bold and not s.italic})


def char_width(font, ch):
    """The advance of one character in pixels."""
    return font.extent(ch)[0]
