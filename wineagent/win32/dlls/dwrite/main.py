"""DWrite.dll: DirectWrite over the desktop's own fonts (gdi/designfonts.py) and GDI.

DWriteCreateFactory makes IDWriteFactory2 (a shared factory is one per process, an
isolated one new each time), which answers for IDWriteFactory and IDWriteFactory1 too;
the later factory interfaces (IDWriteFactory3 and up: font sets) are not provided, so
asking for one is E_NOINTERFACE with the pointer NULL, as on Windows 8.1's DirectWrite
(Qt 6 asks for IDWriteFactory3, then takes 2).

What works, each method as documented:

- the system font collection (GDI's six families, their fonts, names as localized
  strings in en-us, font metrics, HasCharacter) and font faces (TrueType faces of each
  font's OpenType bitmap-only file, gdi/sfnt.py; design metrics, glyph indices and
  design glyph metrics, GDI-compatible metrics, the aliased rendering mode); the fonts'
  and faces' later interfaces, their files and local font files are faces.py's and
  localfiles.py's;
- IDWriteGdiInterop: CreateFontFromLOGFONT (the font GDI would draw that LOGFONT with,
  its face substituted as GDI substitutes it), ConvertFontToLOGFONT,
  ConvertFontFaceToLOGFONT, CreateFontFaceFromHdc (the DC's selected font),
  CreateBitmapRenderTarget: a memory DC over a 32-bit top-down DIB section, whose
  DrawGlyphRun draws each glyph through GDI's text layer at the run's positions;
- glyph run analyses (the aliased or ClearType coverage of a run, as alpha textures);
- rendering parameters (default, monitor and custom).

Text formats, layouts, the ellipsis trimming sign and typography are text.py's, the
text analyzer analyzer.py's (the COM machinery all three share is objects.py's). Every
other method (custom collections, program-made font file loaders, outlines: bitmap
glyphs have none) stops the program naming itself.
"""

import struct

from ....abi.api import BOTH, F32, Unimplemented, api
from ....abi.structs import array_bytes, read_array, struct as declare
from ...core.dllnames import DWRITE
from ...core.structures import LOGFONT, RECT, SIZE
from ...gdi.dc import DC
from ...gdi.objects import Bitmap, Font
from ...kernel.comobj import com_impl
from ...kernel.mapping import PAGE_READWRITE
from ...kernel.vmem import MEM_COMMIT, MEM_RELEASE, MEM_RESERVE
from ...user.sysparams import setting
from ...gdi import designfonts as fontset
from ...gdi.designfonts import GLYPH_COUNT, coverage, families, ink_bounds, match
from ...gdi import sfnt
from .objects import (DWRITE_E_NOFONT, E_FAIL, E_INVALIDARG, E_NOINTERFACE,
                      E_NOT_SUFFICIENT_BUFFER, E_POINTER, IID_IUNKNOWN, S_OK, DWObject,
                      iid, interfaces, method, new, wptr)

SHARED = 0
FACE_TYPE_TRUETYPE = 1
RENDERING_ALIASED = 1
OUT_OUTLINE_PRECIS, DEFAULT_CHARSET = 8, 1
NOT_FOUND = 0xFFFFFFFF


IID_FACTORY = iid("B859EE5A-D838-4B5B-A2E8-1ADC7D93DB48")
IID_FACTORY1 = iid("30572F99-DAC6-41DB-A16E-0486307E606A")
IID_FACTORY2 = iid("0439FC60-CA44-4994-8DEE-3A9AF7B732EC")
IID_GDI_INTEROP = iid("1EDD9491-9853-4299-898F-6432983B6F3A")
IID_COLLECTION = iid("A84CEE02-3EEA-4EEE-A827-87C1A02A0FCC")
IID_FONT_LIST = iid("1A0D8438-1D97-4EC1-AEF9-A2FB86ED6ACB")
IID_FAMILY = iid("DA20D8EF-812A-4C43-9802-62EC4ABD7ADD")
IID_FONT = iid("ACD16696-8C14-4F5D-877E-FE3FC1D32737")
IID_FONT1 = iid("ACD16696-8C14-4F5D-877E-FE3FC1D32738")
IID_FONT2 = iid("29748ED6-8C9C-4A6A-BE0B-D912E8538944")
IID_FACE = iid("5F49804D-7024-4D43-BFA9-D25984F53849")
IID_FACE1 = iid("A71EFDB4-9FDB-4838-AD90-CFC3BE8C3DAF")
IID_FACE2 = iid("D8B768FF-64BC-4E66-982B-EC8E87F693F7")
IID_STRINGS = iid("08256209-099A-4B34-B86D-C22B110E7771")
IID_RENDER_TARGET = iid("5E5A32A3-8DFF-4773-9FF6-0696EAB77267")
IID_GLYPH_RUN_ANALYSIS = iid("7D97DBF7-E085-42D4-81E3-6A883BDED118")
IID_RENDERING_PARAMS = iid("2F0DA53A-2ADD-47CD-82EE-D9EC34688E75")

DWRITE_FONT_METRICS = declare(
    "DWRITE_FONT_METRICS",
    "WORD designUnitsPerEm; WORD ascent; WORD descent; SHORT lineGap; WORD capHeight;"
    " WORD xHeight; SHORT underlinePosition; WORD underlineThickness;"
    " SHORT strikethroughPosition; WORD strikethroughThickness")
DWRITE_GLYPH_METRICS = declare(
    "DWRITE_GLYPH_METRICS",
    "INT32 leftSideBearing; UINT32 advanceWidth; INT32 rightSideBearing;"
    " INT32 topSideBearing; UINT32 advanceHeight; INT32 bottomSideBearing;"
    " INT32 verticalOriginY")
DWRITE_GLYPH_RUN = declare(
    "DWRITE_GLYPH_RUN",
    "LPVOID fontFace; FLOAT fontEmSize; UINT32 glyphCount; LPVOID glyphIndices;"
    " LPVOID glyphAdvances; LPVOID glyphOffsets; BOOL isSideways; UINT32 bidiLevel")
DWRITE_MATRIX = declare("DWRITE_MATRIX", "FLOAT m11; FLOAT m12; FLOAT m21; FLOAT m22;"
                                         " FLOAT dx; FLOAT dy")

_LIST = ("GetFontCollection", "GetFontCount", "GetFont")
_METHODS = {
    "IDWriteFactory": ("GetSystemFontCollection", "CreateCustomFontCollection",
                       "RegisterFontCollectionLoader", "UnregisterFontCollectionLoader",
                       "CreateFontFileReference", "CreateCustomFontFileReference",
                       "CreateFontFace", "CreateRenderingParams",
                       "CreateMonitorRenderingParams", "CreateCustomRenderingParams",
                       "RegisterFontFileLoader", "UnregisterFontFileLoader",
                       "CreateTextFormat", "CreateTypography", "GetGdiInterop",
                       "CreateTextLayout", "CreateGdiCompatibleTextLayout",
                       "CreateEllipsisTrimmingSign", "CreateTextAnalyzer",
                       "CreateNumberSubstitution", "CreateGlyphRunAnalysis",
                       # IDWriteFactory1's, then IDWriteFactory2's (the overloads of
                       # CreateCustomRenderingParams and CreateGlyphRunAnalysis numbered)
                       "GetEudcFontCollection", "CreateCustomRenderingParams1",
                       "GetSystemFontFallback", "CreateFontFallbackBuilder",
                       "TranslateColorGlyphRun", "CreateCustomRenderingParams2",
                       "CreateGlyphRunAnalysis2"),
    "IDWriteGdiInterop": ("CreateFontFromLOGFONT", "ConvertFontToLOGFONT",
                          "ConvertFontFaceToLOGFONT", "CreateFontFaceFromHdc",
                          "CreateBitmapRenderTarget"),
    "IDWriteFontCollection": ("GetFontFamilyCount", "GetFontFamily", "FindFamilyName",
                              "GetFontFromFontFace"),
    "IDWriteFontList": _LIST,
    "IDWriteFontFamily": _LIST + ("GetFamilyNames", "GetFirstMatchingFont",
                                  "GetMatchingFonts"),
    "IDWriteFont": ("GetFontFamily", "GetWeight", "GetStretch", "GetStyle", "IsSymbolFont",
                    "GetFaceNames", "GetInformationalStrings", "GetSimulations",
                    "GetMetrics", "HasCharacter", "CreateFontFace",
                    # IDWriteFont1's (GetMetrics' DWRITE_FONT_METRICS1 overload numbered),
                    # then IDWriteFont2's (faces.py)
                    "GetMetrics1", "GetPanose", "GetUnicodeRanges", "IsMonospacedFont",
                    "IsColorFont"),
    "IDWriteFontFace": ("GetType", "GetFiles", "GetIndex", "GetSimulations",
                        "IsSymbolFont", "GetMetrics", "GetGlyphCount",
                        "GetDesignGlyphMetrics", "GetGlyphIndices", "TryGetFontTable",
                        "ReleaseFontTable", "GetGlyphRunOutline",
                        "GetRecommendedRenderingMode", "GetGdiCompatibleMetrics",
                        "GetGdiCompatibleGlyphMetrics",
                        # IDWriteFontFace1's, then IDWriteFontFace2's (faces.py; the
                        # overloads numbered)
                        "GetMetrics1", "GetGdiCompatibleMetrics1", "GetCaretMetrics",
                        "GetUnicodeRanges", "IsMonospacedFont", "GetDesignGlyphAdvances",
                        "GetGdiCompatibleGlyphAdvances", "GetKerningPairAdjustments",
                        "HasKerningPairs", "GetRecommendedRenderingMode1",
                        "GetVerticalGlyphVariants", "HasVerticalGlyphVariants",
                        "IsColorFont", "GetColorPaletteCount", "GetPaletteEntryCount",
                        "GetPaletteEntries", "GetRecommendedRenderingMode2"),
    "IDWriteLocalizedStrings": ("GetCount", "FindLocaleName", "GetLocaleNameLength",
                                "GetLocaleName", "GetStringLength", "GetString"),
    "IDWriteBitmapRenderTarget": ("DrawGlyphRun", "GetMemoryDC", "GetPixelsPerDip",
                                  "SetPixelsPerDip", "GetCurrentTransform",
                                  "SetCurrentTransform", "GetSize", "Resize"),
    "IDWriteGlyphRunAnalysis": ("GetAlphaTextureBounds", "CreateAlphaTexture",
                                "GetAlphaBlendParams"),
    "IDWriteRenderingParams": ("GetGamma", "GetEnhancedContrast", "GetClearTypeLevel",
                               "GetPixelGeometry", "GetRenderingMode"),
}
_IID_OF = {
    "IDWriteFactory": (IID_FACTORY2, (IID_FACTORY, IID_FACTORY1)),
    "IDWriteGdiInterop": (IID_GDI_INTEROP, ()),
    "IDWriteFontCollection": (IID_COLLECTION, ()), "IDWriteFontList": (IID_FONT_LIST, ()),
    "IDWriteFontFamily": (IID_FAMILY, (IID_FONT_LIST,)),
    "IDWriteFont": (IID_FONT2, (IID_FONT, IID_FONT1)),
    "IDWriteFontFace": (IID_FACE2, (IID_FACE, IID_FACE1)),
    "IDWriteLocalizedStrings": (IID_STRINGS, ()),
    "IDWriteBitmapRenderTarget": (IID_RENDER_TARGET, ()),
    "IDWriteRenderingParams": (IID_RENDERING_PARAMS, ()),
    "IDWriteGlyphRunAnalysis": (IID_GLYPH_RUN_ANALYSIS, ()),
}
interfaces({name: _IID_OF[name] + (methods,) for name, methods in _METHODS.items()})
_new, _method, _wptr = new, method, wptr


# -- DWriteCreateFactory --------------------------------------------------------------------
class _Factory:
    """A factory's state: none of its own (every factory answers from the same fonts)."""


@api(DWRITE, "DWriteCreateFactory", "UINT type, LPVOID riid, LPVOID out", widths=BOTH)
def DWriteCreateFactory(c, kind, riid, out):
    """A DirectWrite factory of interface ``riid`` (IDWriteFactory, 1 or 2): the process's shared
    one (DWRITE_FACTORY_TYPE_SHARED), or a new isolated one (also for a type that is
    neither, as Wine 8 answers); E_NOINTERFACE (NULL) for another interface."""
    vm = c.vm
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    want = bytes(vm.mem.read(riid, 16)) if riid else b""
    if want not in (IID_FACTORY, IID_FACTORY1, IID_FACTORY2, IID_IUNKNOWN):
        return E_NOINTERFACE
    if kind == SHARED:
        if not vm.com.dwrite_factory:
            vm.com.dwrite_factory = _new(vm, "IDWriteFactory", _Factory())   # the cache's
        ptr = vm.com.dwrite_factory
        com_impl(vm, ptr).refs += 1
    else:
        ptr = _new(vm, "IDWriteFactory", _Factory())
    vm.mem.wptr(out, ptr)
    return S_OK


@_method("IDWriteFactory", "GetSystemFontCollection", ", LPVOID out, BOOL check",
         "the system font collection (the desktop's fonts never change: ``check`` is moot).")
def _system_collection(c, f, out, check):
    return _wptr(c, out, _new(c.vm, "IDWriteFontCollection", None))


@_method("IDWriteFactory", "GetGdiInterop", ", LPVOID out", "the GDI interoperation object.")
def _gdi_interop(c, f, out):
    return _wptr(c, out, _new(c.vm, "IDWriteGdiInterop", None))


# -- rendering parameters ------------------------------------------------------------------
class _Params:
    def __init__(self, gamma, contrast, cleartype, geometry, mode):
        self.gamma, self.contrast, self.cleartype = gamma, contrast, cleartype
        self.geometry, self.mode = geometry, mode


def _default_params(vm):
    # DirectWrite's defaults (gamma 1.8, contrast 0.5, RGB stripes) with ClearType's
    # level 0 while the desktop's font smoothing is off (SPI_GETFONTSMOOTHING)
    return _Params(1.8, 0.5, 1.0 if setting(vm, "FONTSMOOTHING") else 0.0, 1, 0)


@_method("IDWriteFactory", "CreateRenderingParams", ", LPVOID out",
         "the primary monitor's rendering parameters (CreateMonitorRenderingParams').")
def _rendering_params(c, f, out):
    return _wptr(c, out, _new(c.vm, "IDWriteRenderingParams", _default_params(c.vm)))


@_method("IDWriteFactory", "CreateMonitorRenderingParams", ", HANDLE monitor, LPVOID out",
         "the rendering parameters of ``monitor`` (the one screen's).")
def _monitor_params(c, f, monitor, out):
    if not monitor:
        return E_INVALIDARG
    return _wptr(c, out, _new(c.vm, "IDWriteRenderingParams", _default_params(c.vm)))


@_method("IDWriteFactory", "CreateCustomRenderingParams",
         ", FLOAT gamma, FLOAT contrast, FLOAT cleartype, UINT geometry, UINT mode,"
         " LPVOID out", "rendering parameters of the values given (E_INVALIDARG out of range).")
def _custom_params(c, f, gamma, contrast, cleartype, geometry, mode, out):
    if not out:
        return E_POINTER
    c.vm.mem.wptr(out, 0)
    if not 0 < gamma <= 256 or contrast < 0 or not 0 <= cleartype <= 1 or geometry > 2 \
            or mode > 6:
        return E_INVALIDARG
    return _wptr(c, out, _new(c.vm, "IDWriteRenderingParams",
                              _Params(gamma, contrast, cleartype, geometry, mode)))


for _name, _attr in (("GetGamma", "gamma"), ("GetEnhancedContrast", "contrast"),
                     ("GetClearTypeLevel", "cleartype")):
    _method("IDWriteRenderingParams", _name, "", "the %s." % _attr)(
        lambda c, p, _a=_attr: F32(struct.unpack("<f", struct.pack("<f", getattr(p, _a)))[0]))
_method("IDWriteRenderingParams", "GetPixelGeometry", "", "the pixel geometry.")(
    lambda c, p: p.geometry)
_method("IDWriteRenderingParams", "GetRenderingMode", "", "the rendering mode.")(
    lambda c, p: p.mode)


# -- localized strings ----------------------------------------------------------------------
class _Strings:
    def __init__(self, pairs):
        self.pairs = pairs      # [(locale, text)]


def _strings(vm, text):
    return _new(vm, "IDWriteLocalizedStrings", _Strings([("en-us", text)]))


@_method("IDWriteLocalizedStrings", "GetCount", "", "how many languages.")
def _str_count(c, s):
    return len(s.pairs)


@_method("IDWriteLocalizedStrings", "FindLocaleName", ", LPVOID name, LPVOID index, LPVOID exists",
         "the index of locale ``name`` (case-insensitive); UINT_MAX and FALSE when absent.")
def _find_locale(c, s, name, index, exists):
    want = (c.vm.mem.wstr(name) or "").lower()
    i = next((k for k, (loc, _) in enumerate(s.pairs) if loc.lower() == want), None)
    c.vm.mem.w32(index, NOT_FOUND if i is None else i)
    c.vm.mem.w32(exists, 0 if i is None else 1)
    return S_OK


def _string_op(c, s, i, pick, out, size=None):
    if i >= len(s.pairs):
        if size is not None and out and size:
            c.vm.mem.write(out, b"\0\0")
        elif size is None and out:
            c.vm.mem.w32(out, 0)
        return E_FAIL
    text = s.pairs[i][pick]
    if size is None:
        c.vm.mem.w32(out, len(text))
        return S_OK
    if size <= len(text):
        if size:
            c.vm.mem.write(out, b"\0\0")
        return E_NOT_SUFFICIENT_BUFFER
    c.vm.mem.write_wstr(out, text)
    return S_OK


for _name, _pick, _sized, _doc in (
        ("GetLocaleNameLength", 0, False, "the locale name's length (no NUL)."),
        ("GetLocaleName", 0, True, "the locale name (E_NOT_SUFFICIENT_BUFFER when short)."),
        ("GetStringLength", 1, False, "the string's length (no NUL)."),
        ("GetString", 1, True, "the string (E_NOT_SUFFICIENT_BUFFER when short).")):
    if _sized:
        _method("IDWriteLocalizedStrings", _name, ", UINT index, LPVOID out, UINT size",
                _doc + " E_FAIL past the last.")(
            lambda c, s, i, out, size, _p=_pick: _string_op(c, s, i, _p, out, size))
    else:
        _method("IDWriteLocalizedStrings", _name, ", UINT index, LPVOID out",
                _doc + " E_FAIL past the last.")(
            lambda c, s, i, out, _p=_pick: _string_op(c, s, i, _p, out))


# -- the collection, families, fonts ----------------------------------------------------------
@_method("IDWriteFontCollection", "GetFontFamilyCount", "", "how many families.")
def _family_count(c, _):
    return len(families())


def _family_object(vm, index):
    return _new(vm, "IDWriteFontFamily", _Family(index))


class _Family:
    def __init__(self, index, fonts=None):
        self.index = index
        self.name, all_fonts = families()[index]
        self.fonts = all_fonts if fonts is None else fonts


@_method("IDWriteFontCollection", "GetFontFamily", ", UINT index, LPVOID out",
         "family ``index`` (E_FAIL and NULL past the last, as Wine 8 answers).")
def _get_family(c, _, index, out):
    if not out:
        return E_POINTER
    if index >= len(families()):
        c.vm.mem.wptr(out, 0)
        return E_FAIL
    return _wptr(c, out, _family_object(c.vm, index))


@_method("IDWriteFontCollection", "FindFamilyName", ", LPVOID name, LPVOID index, LPVOID exists",
         "the index of family ``name`` (case-insensitive); UINT_MAX and FALSE when absent.")
def _find_family(c, _, name, index, exists):
    want = (c.vm.mem.wstr(name) or "").lower()
    i = next((k for k, (n, _f) in enumerate(families()) if n.lower() == want), None)
    c.vm.mem.w32(index, NOT_FOUND if i is None else i)
    c.vm.mem.w32(exists, 0 if i is None else 1)
    return S_OK


def _face_desc(c, face):
    obj = com_impl(c.vm, face, "IDWriteFontFace") if face else None
    return obj.state if isinstance(obj, DWObject) else None


@_method("IDWriteFontCollection", "GetFontFromFontFace", ", LPVOID face, LPVOID out",
         "the font of a face of this collection (DWRITE_E_NOFONT for another).")
def _font_from_face(c, _, face, out):
    if not out:
        return E_POINTER
    desc = _face_desc(c, face)
    c.vm.mem.wptr(out, 0)
    if desc is None:
        return DWRITE_E_NOFONT
    return _wptr(c, out, _font_object(c.vm, desc))


def _font_object(vm, desc):
    return _new(vm, "IDWriteFont", desc)


_LISTS = ("IDWriteFontList", "IDWriteFontFamily")


@_method(_LISTS, "GetFontCollection", ", LPVOID out", "the system font collection.")
def _list_collection(c, fam, out):
    return _wptr(c, out, _new(c.vm, "IDWriteFontCollection", None))


@_method(_LISTS, "GetFontCount", "", "how many fonts.")
def _font_count(c, fam):
    return len(fam.fonts)


@_method(_LISTS, "GetFont", ", UINT index, LPVOID out", "font ``index`` (E_INVALIDARG past the last).")
def _get_font(c, fam, index, out):
    if not out:
        return E_POINTER
    if index >= len(fam.fonts):
        c.vm.mem.wptr(out, 0)
        return E_INVALIDARG
    return _wptr(c, out, _font_object(c.vm, fam.fonts[index]))


@_method("IDWriteFontFamily", "GetFamilyNames", ", LPVOID out", "the family's name (en-us).")
def _family_names(c, fam, out):
    return _wptr(c, out, _strings(c.vm, fam.name))


@_method("IDWriteFontFamily", "GetFirstMatchingFont",
         ", UINT weight, UINT stretch, UINT style, LPVOID out",
         "the family's font nearest the weight and style asked for.")
def _first_matching(c, fam, weight, stretch, style, out):
    return _wptr(c, out, _font_object(c.vm, match(fam.fonts, weight, style)[0]))


@_method("IDWriteFontFamily", "GetMatchingFonts",
         ", UINT weight, UINT stretch, UINT style, LPVOID out",
         "the family's fonts, nearest the weight and style asked for first.")
def _matching(c, fam, weight, stretch, style, out):
    return _wptr(c, out, _new(c.vm, "IDWriteFontList",
                              _Family(fam.index, match(fam.fonts, weight, style))))


def _family_index(desc):
    return next(i for i, (n, _f) in enumerate(families()) if n == desc.family)


@_method("IDWriteFont", "GetFontFamily", ", LPVOID out", "the font's family.")
def _font_family(c, desc, out):
    return _wptr(c, out, _family_object(c.vm, _family_index(desc)))


_method("IDWriteFont", "GetWeight", "", "its weight (400 or 700).")(lambda c, d: d.weight)
_method("IDWriteFont", "GetStretch", "", "DWRITE_FONT_STRETCH_NORMAL.")(
    lambda c, d: fontset.STRETCH_NORMAL)
_method("IDWriteFont", "GetStyle", "", "normal, oblique or italic.")(lambda c, d: d.style)
_method(("IDWriteFont", "IDWriteFontFace"), "IsSymbolFont", "",
        "FALSE: the fonts are Latin-1 text fonts.")(lambda c, d: 0)
_method(("IDWriteFont", "IDWriteFontFace"), "GetSimulations", "",
        "DWRITE_FONT_SIMULATIONS_NONE: every style is a strike of its own.")(lambda c, d: 0)


@_method("IDWriteFont", "GetFaceNames", ", LPVOID out", "the style's name (en-us).")
def _face_names(c, desc, out):
    return _wptr(c, out, _strings(c.vm, desc.face_name))


@_method("IDWriteFont", "GetInformationalStrings", ", UINT id, LPVOID out, LPVOID exists",
         "the copyright notice, Win32 and preferred family and subfamily names and the"
         " full name; for any other id NULL and FALSE (the fonts have none).")
def _informational(c, desc, which, out, exists):
    texts = {1: sfnt.copyright_of(desc), 11: desc.family,
             12: desc.face_name, 13: desc.family, 14: desc.face_name,
             16: desc.family if desc.face_name == "Regular"
             else "%s %s" % (desc.family, desc.face_name)}
    text = texts.get(which)
    if not out or not exists:
        return E_POINTER
    c.vm.mem.w32(exists, 1 if text is not None else 0)
    c.vm.mem.wptr(out, _strings(c.vm, text) if text is not None else 0)
    return S_OK


@_method(("IDWriteFont", "IDWriteFontFace"), "GetMetrics", ", LPVOID out",
         "DWRITE_FONT_METRICS in design units.")
def _metrics(c, desc, out):
    c.vm.mem.write(out, DWRITE_FONT_METRICS.pack(c.ptr_size, **desc.metrics()))


@_method("IDWriteFont", "HasCharacter", ", UINT cp, LPVOID exists",
         "whether code point ``cp`` has a glyph.")
def _has_char(c, desc, cp, exists):
    c.vm.mem.w32(exists, 1 if fontset.glyph_index(cp) else 0)
    return S_OK


@_method("IDWriteFont", "CreateFontFace", ", LPVOID out", "the font's face.")
def _create_face(c, desc, out):
    return _wptr(c, out, _new(c.vm, "IDWriteFontFace", desc))


# -- font faces ---------------------------------------------------------------------------------
_method("IDWriteFontFace", "GetType", "", "DWRITE_FONT_FACE_TYPE_TRUETYPE: the face of an"
        " OpenType file of TrueType's sfnt version (its bitmap glyphs only: gdi/sfnt.py).")(
    lambda c, d: FACE_TYPE_TRUETYPE)
_method("IDWriteFontFace", "GetIndex", "", "0: one face a file.")(lambda c, d: 0)
_method("IDWriteFontFace", "GetGlyphCount", "", "256, a cell per Latin-1 character.")(
    lambda c, d: GLYPH_COUNT)


@_method("IDWriteFontFace", "GetDesignGlyphMetrics",
         ", LPVOID indices, UINT count, LPVOID out, BOOL sideways",
         "DWRITE_GLYPH_METRICS of each glyph in design units (a glyph past the last has"
         " the missing glyph's, as Wine 8 answers S_OK for it).")
def _design_glyph_metrics(c, desc, indices, count, out, sideways):
    mem = c.vm.mem
    glyphs = [g if g < GLYPH_COUNT else 0 for g in read_array(mem, indices, "WORD", count)]
    size = DWRITE_GLYPH_METRICS.sizeof()
    for i, g in enumerate(glyphs):
        mem.write(out + i * size, DWRITE_GLYPH_METRICS.pack(c.ptr_size, **desc.glyph_metrics(g)))
    return S_OK


@_method("IDWriteFontFace", "GetGlyphIndices", ", LPVOID cps, UINT count, LPVOID out",
         "the glyph of each code point (0 for one the font lacks).")
def _glyph_indices(c, desc, cps, count, out):
    mem = c.vm.mem
    points = read_array(mem, cps, "UINT", count)
    mem.write(out, array_bytes("WORD", [fontset.glyph_index(p) for p in points]))
    return S_OK


@_method("IDWriteFontFace", "GetRecommendedRenderingMode",
         ", FLOAT size, FLOAT ppd, UINT measuring, LPVOID params, LPVOID out",
         "DWRITE_RENDERING_MODE_ALIASED: bitmap glyphs are drawn as they are.")
def _recommended_mode(c, desc, size, ppd, measuring, params, out):
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, RENDERING_ALIASED)
    return S_OK


def _gdi_pixels(c, size, ppd, transform):
    """The em size in pixels of GDI-compatible metrics: ``size`` DIPs times pixels per
    DIP, times the transform's scale (a uniform one; a turned or stretched one stops)."""
    if transform:
        m11, m12, m21, m22, _dx, _dy = DWRITE_MATRIX.values(c.vm.mem, transform)
        if (m12, m21) != (0.0, 0.0) or m11 != m22 or m11 <= 0:
            raise Unimplemented("%s IDWriteFontFace GDI-compatible metrics under a turned or"
                                " stretched transform" % DWRITE)
        ppd *= m11
    return size * ppd


@_method("IDWriteFontFace", "GetGdiCompatibleMetrics",
         ", FLOAT size, FLOAT ppd, LPVOID transform, LPVOID out",
         "DWRITE_FONT_METRICS of the strike GDI draws that size with, in design units"
         " (E_INVALIDARG for a size of no pixels).")
def _gdi_metrics(c, desc, size, ppd, transform, out):
    pixels = _gdi_pixels(c, size, ppd, transform)
    if pixels <= 0:
        c.vm.mem.write(out, bytes(DWRITE_FONT_METRICS.sizeof()))
        return E_INVALIDARG
    c.vm.mem.write(out, DWRITE_FONT_METRICS.pack(c.ptr_size, **desc.metrics(pixels)))
    return S_OK


@_method("IDWriteFontFace", "GetGdiCompatibleGlyphMetrics",
         ", FLOAT size, FLOAT ppd, LPVOID transform, BOOL natural, LPVOID indices,"
         " UINT count, LPVOID out, BOOL sideways",
         "DWRITE_GLYPH_METRICS of each glyph in the strike GDI draws that size with, in"
         " design units (a bitmap glyph has one advance: ``natural`` changes nothing).")
def _gdi_glyph_metrics(c, desc, size, ppd, transform, natural, indices, count, out,
                       sideways):
    mem = c.vm.mem
    pixels = _gdi_pixels(c, size, ppd, transform)
    if pixels <= 0:
        return E_INVALIDARG
    glyphs = [g if g < GLYPH_COUNT else 0 for g in read_array(mem, indices, "WORD", count)]
    step = DWRITE_GLYPH_METRICS.sizeof()
    for i, g in enumerate(glyphs):
        mem.write(out + i * step, DWRITE_GLYPH_METRICS.pack(
            c.ptr_size, **desc.glyph_metrics(g, pixels)))
    return S_OK


# -- GDI interoperation --------------------------------------------------------------------------
def _logfont_desc(face, weight, italic, pitch):
    """The FontDesc GDI would draw a LOGFONT with."""
    return fontset.desc_for_gdi_font(Font(0, weight, face, pitch, italic=italic))


@_method("IDWriteGdiInterop", "CreateFontFromLOGFONT", ", LPVOID lf, LPVOID out",
         "the font GDI draws that LOGFONT with (its face substituted as GDI does).")
def _from_logfont(c, _, lf, out):
    if not out:
        return E_POINTER
    c.vm.mem.wptr(out, 0)
    if not lf:
        return E_INVALIDARG
    v = LOGFONT.variant(True).at(c.vm.mem, lf, c.ptr_size)
    face = c.vm.mem.wstr(lf + LOGFONT.variant(True).offsetof("lfFaceName", c.ptr_size), 32)
    desc = _logfont_desc(face or "", v.lfWeight, v.lfItalic, v.lfPitchAndFamily)
    return _wptr(c, out, _font_object(c.vm, desc))


def _write_logfont(c, desc, out):
    c.vm.mem.write(out, LOGFONT.variant(True).pack(
        c.ptr_size, lfWeight=desc.weight, lfItalic=1 if desc.style else 0,
        lfCharSet=DEFAULT_CHARSET, lfOutPrecision=OUT_OUTLINE_PRECIS,
        lfFaceName=desc.family))


@_method("IDWriteGdiInterop", "ConvertFontToLOGFONT", ", LPVOID font, LPVOID out, LPVOID system",
         "the font's LOGFONTW (family, weight, italic; height 0) and TRUE: a system font.")
def _to_logfont(c, _, font, out, system):
    obj = com_impl(c.vm, font, "IDWriteFont") if font else None
    if system:
        c.vm.mem.w32(system, 0)
    if not out:
        return E_INVALIDARG
    if not isinstance(obj, DWObject):
        c.vm.mem.write(out, bytes(LOGFONT.variant(True).sizeof(c.ptr_size)))
        return E_INVALIDARG
    _write_logfont(c, obj.state, out)
    if system:
        c.vm.mem.w32(system, 1)
    return S_OK


@_method("IDWriteGdiInterop", "ConvertFontFaceToLOGFONT", ", LPVOID face, LPVOID out",
         "the face's LOGFONTW (family, weight, italic; height 0).")
def _face_to_logfont(c, _, face, out):
    desc = _face_desc(c, face)
    if not out:
        return E_INVALIDARG
    if desc is None:
        c.vm.mem.write(out, bytes(LOGFONT.variant(True).sizeof(c.ptr_size)))
        return E_INVALIDARG
    _write_logfont(c, desc, out)
    return S_OK


@_method("IDWriteGdiInterop", "CreateFontFaceFromHdc", ", HDC hdc, LPVOID out",
         "the face of the font selected into ``hdc``.")
def _face_from_hdc(c, _, hdc, out):
    if not out:
        return E_POINTER
    c.vm.mem.wptr(out, 0)
    dc = c.vm.gdi.dc(hdc)
    if dc is None:
        return E_INVALIDARG
    return _wptr(c, out, _new(c.vm, "IDWriteFontFace", fontset.desc_for_gdi_font(dc.font)))


# -- bitmap render targets ---------------------------------------------------------------------
class _Target:
    """A bitmap render target: its memory DC, DIB section, pixels per DIP, transform."""

    def __init__(self, vm, width, height):
        gdi = vm.gdi
        self.ppd = 1.0
        self.transform = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        self.dc = DC(gdi, gdi.default_bitmap(), (0, 0), None, 0)
        self.dc.memory = True
        self.hdc = gdi.add(self.dc)
        self.hbmp = 0
        self.resize(vm, width, height)

    def resize(self, vm, width, height):
        """A new (black) DIB section of the size, selected in place of the old one."""
        gdi = vm.gdi
        width, height = max(1, width), max(1, height)
        stride = width * 4
        bits = vm.vspace.alloc(0, stride * height, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE)
        bmp = Bitmap(width, height)
        bmp.release = lambda: vm.vspace.free(bits, 0, MEM_RELEASE)
        bmp.bits, bmp.bpp, bmp.dib_height, bmp.stride = bits, 32, -height, stride
        handle = gdi.add(bmp)
        self.dc.bitmap = self.dc.target = bmp
        self.dc.clip = None
        gdi.sync_from_guest(bmp)
        if self.hbmp:
            gdi.delete(self.hbmp)
        self.hbmp, self.bitmap = handle, bmp

    def release(self, vm):
        """Free the DC and its bitmap (Release's last reference)."""
        vm.gdi.delete(self.hdc)
        vm.gdi.delete(self.hbmp)


@_method("IDWriteGdiInterop", "CreateBitmapRenderTarget",
         ", HDC hdc, UINT width, UINT height, LPVOID out",
         "a render target drawing into a memory DC over a 32-bit DIB section of the size.")
def _create_target(c, _, hdc, width, height, out):
    if not out:
        return E_POINTER
    return _wptr(c, out, _new(c.vm, "IDWriteBitmapRenderTarget", _Target(c.vm, width, height)))


@_method("IDWriteBitmapRenderTarget", "GetMemoryDC", "", "the target's memory DC.")
def _memory_dc(c, t):
    return t.hdc


@_method("IDWriteBitmapRenderTarget", "GetPixelsPerDip", "", "pixels per DIP.")
def _get_ppd(c, t):
    return F32(t.ppd)


@_method("IDWriteBitmapRenderTarget", "SetPixelsPerDip", ", FLOAT ppd",
         "set pixels per DIP (E_INVALIDARG for none or fewer).")
def _set_ppd(c, t, ppd):
    if ppd <= 0:
        return E_INVALIDARG
    t.ppd = struct.unpack("<f", struct.pack("<f", ppd))[0]
    return S_OK


@_method("IDWriteBitmapRenderTarget", "GetCurrentTransform", ", LPVOID out", "the transform.")
def _get_transform(c, t, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, DWRITE_MATRIX.pack_values(*t.transform))
    return S_OK


@_method("IDWriteBitmapRenderTarget", "SetCurrentTransform", ", LPVOID m",
         "set the transform (NULL: the identity).")
def _set_transform(c, t, m):
    t.transform = tuple(DWRITE_MATRIX.values(c.vm.mem, m)) if m else \
        (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    return S_OK


@_method("IDWriteBitmapRenderTarget", "GetSize", ", LPVOID out", "the bitmap's size.")
def _get_size(c, t, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.write(out, SIZE.pack_values(t.bitmap.width, t.bitmap.height))
    return S_OK


@_method("IDWriteBitmapRenderTarget", "Resize", ", UINT width, UINT height",
         "a new bitmap of the size (its pixels black), unless the size is the same.")
def _resize(c, t, width, height):
    if (max(1, width), max(1, height)) != (t.bitmap.width, t.bitmap.height):
        t.resize(c.vm, width, height)
    return S_OK


def _run_layout(c, r, desc, x, y, ppd, transform, who):
    """The GDI Font a glyph run draws with and its glyphs' cells [(left, top, char)] in
    pixels: from baseline origin (x, y) in DIPs, each glyph at the run's advance and
    offset (right to left for an odd bidi level), through ``transform`` and ``ppd``."""
    mem = c.vm.mem
    m11, m12, m21, m22, dx, dy = transform
    if r.isSideways or (m12, m21) != (0.0, 0.0) or m11 != m22 or m11 <= 0:
        raise Unimplemented("%s %s (sideways, turned or stretched glyphs)" % (DWRITE, who))
    scale = ppd * m11
    n = r.glyphCount
    glyphs = read_array(mem, r.glyphIndices, "WORD", n)
    per_unit = r.fontEmSize / desc.strike.em
    advances = read_array(mem, r.glyphAdvances, "FLOAT", n) if r.glyphAdvances else \
        [desc.glyph(g if g < GLYPH_COUNT else 0)[0] * per_unit for g in glyphs]
    offsets = read_array(mem, r.glyphOffsets, "FLOAT", 2 * n) if r.glyphOffsets else \
        (0.0,) * (2 * n)
    font = Font(-max(1, round(r.fontEmSize * scale)), desc.weight, desc.family,
                italic=1 if desc.style else 0)
    rtl = r.bidiLevel & 1
    pen = x
    cells = []
    for i, g in enumerate(glyphs):
        if rtl:
            pen -= advances[i]
        gx = (pen + (-offsets[2 * i] if rtl else offsets[2 * i])) * scale + dx * ppd
        gy = (y - offsets[2 * i + 1]) * scale + dy * ppd
        if not rtl:
            pen += advances[i]
        if 0 < g < GLYPH_COUNT:
            cells.append((round(gx), round(gy) - font.ascent, chr(g)))
    return font, cells


@_method("IDWriteBitmapRenderTarget", "DrawGlyphRun",
         ", FLOAT x, FLOAT y, UINT measuring, LPVOID run, LPVOID params, COLORREF color,"
         " LPVOID box",
         "draw the run's glyphs from baseline origin (x, y) in ``color`` through GDI's"
         " text layer; ``box``: the pixels drawn over.")
def _draw_glyph_run(c, t, x, y, measuring, run, params, color, box):
    mem, vm = c.vm.mem, c.vm
    if not run:
        return E_INVALIDARG
    r = DWRITE_GLYPH_RUN.at(mem, run, c.ptr_size)
    desc = _face_desc(c, r.fontFace)
    if desc is None:
        return E_INVALIDARG
    font, cells = _run_layout(c, r, desc, x, y, t.ppd, t.transform,
                              "IDWriteBitmapRenderTarget::DrawGlyphRun")
    dc = t.dc
    saved = dc.font, dc.text_color, dc.bk_mode, dc.text_align
    dc.font, dc.text_color, dc.bk_mode, dc.text_align = font, color & 0xFFFFFF, 1, 0
    try:
        vm.gdi.refresh_from_guest(t.bitmap)
        for left, top, ch in cells:
            dc.text(left, top, ch)
    finally:
        dc.font, dc.text_color, dc.bk_mode, dc.text_align = saved
    if box:
        drawn = ink_bounds(font, cells)
        w, h = t.bitmap.width, t.bitmap.height
        if drawn is not None:
            drawn = (max(0, drawn[0]), max(0, drawn[1]), min(w, drawn[2]), min(h, drawn[3]))
        if drawn is None or drawn[0] >= drawn[2] or drawn[1] >= drawn[3]:
            drawn = (0, 0, 0, 0)
        mem.write(box, RECT.pack_values(*drawn))
    return S_OK


# -- glyph run analysis ------------------------------------------------------------------------
TEXTURE_ALIASED, TEXTURE_CLEARTYPE = 0, 1
RENDERING_DEFAULT, RENDERING_OUTLINE = 0, 6


class _Analysis:
    """A glyph run's coverage: the font, its cells, and the texture type it fills
    (aliased 1x1 for the aliased rendering mode, ClearType 3x1 for the others)."""

    def __init__(self, font, cells, texture):
        self.font, self.cells, self.texture = font, cells, texture
        self.bounds = ink_bounds(font, cells)


@_method("IDWriteFactory", "CreateGlyphRunAnalysis",
         ", LPVOID run, FLOAT ppd, LPVOID transform, UINT mode, UINT measuring, FLOAT x,"
         " FLOAT y, LPVOID out",
         "the coverage of a glyph run drawn from baseline origin (x, y): E_INVALIDARG for"
         " the default and outline rendering modes.")
def _create_analysis(c, f, run, ppd, transform, mode, measuring, x, y, out):
    return _analysis(c, run, ppd, transform, mode, ANTIALIAS_CLEARTYPE, x, y, out,
                     "IDWriteFactory::CreateGlyphRunAnalysis")


GRID_FIT_ENABLED, ANTIALIAS_CLEARTYPE, ANTIALIAS_GRAYSCALE = 2, 0, 1


@_method("IDWriteFactory", "CreateGlyphRunAnalysis2",
         ", LPVOID run, LPVOID transform, UINT mode, UINT measuring, UINT gridfit,"
         " UINT antialias, FLOAT x, FLOAT y, LPVOID out",
         "IDWriteFactory2's overload: as CreateGlyphRunAnalysis at one pixel per DIP, its"
         " texture aliased 1x1 for the aliased mode or grayscale antialiasing, ClearType"
         " 3x1 otherwise (bitmap glyphs sit on the pixel grid: every grid-fit mode draws"
         " them alike); E_INVALIDARG for an unknown grid-fit or antialias mode.")
def _create_analysis2(c, f, run, transform, mode, measuring, gridfit, antialias, x, y, out):
    if gridfit > GRID_FIT_ENABLED or antialias > ANTIALIAS_GRAYSCALE:
        if out:
            c.vm.mem.wptr(out, 0)
        return E_INVALIDARG
    return _analysis(c, run, 1.0, transform, mode, antialias, x, y, out,
                     "IDWriteFactory2::CreateGlyphRunAnalysis")


def _analysis(c, run, ppd, transform, mode, antialias, x, y, out, who):
    mem = c.vm.mem
    if not out:
        return E_POINTER
    mem.wptr(out, 0)
    if not run or mode in (RENDERING_DEFAULT, RENDERING_OUTLINE) or mode > RENDERING_OUTLINE:
        return E_INVALIDARG
    r = DWRITE_GLYPH_RUN.at(mem, run, c.ptr_size)
    desc = _face_desc(c, r.fontFace)
    if desc is None:
        return E_INVALIDARG
    matrix = tuple(DWRITE_MATRIX.values(mem, transform)) if transform else \
        (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    font, cells = _run_layout(c, r, desc, x, y, ppd, matrix, who)
    texture = TEXTURE_ALIASED if mode == RENDERING_ALIASED or \
        antialias == ANTIALIAS_GRAYSCALE else TEXTURE_CLEARTYPE
    return _wptr(c, out, _new(c.vm, "IDWriteGlyphRunAnalysis",
                              _Analysis(font, cells, texture)))


@_method("IDWriteGlyphRunAnalysis", "GetAlphaTextureBounds", ", UINT kind, LPVOID out",
         "the box over the run's pixels for its own texture type; empty for the other.")
def _texture_bounds(c, a, kind, out):
    if not out:
        return E_INVALIDARG
    if kind > TEXTURE_CLEARTYPE:
        c.vm.mem.write(out, RECT.pack_values(0, 0, 0, 0))
        return E_INVALIDARG
    box = a.bounds if kind == a.texture and a.bounds is not None else (0, 0, 0, 0)
    c.vm.mem.write(out, RECT.pack_values(*box))
    return S_OK


@_method("IDWriteGlyphRunAnalysis", "CreateAlphaTexture",
         ", UINT kind, LPVOID bounds, LPVOID buf, UINT size",
         "the coverage over ``bounds``, a byte a pixel (0 or 255: bitmap glyphs), three"
         " equal ones for ClearType 3x1; zeros for the other texture type;"
         " E_NOT_SUFFICIENT_BUFFER when ``buf`` is short.")
def _alpha_texture(c, a, kind, bounds, buf, size):
    mem = c.vm.mem
    if not bounds or kind > TEXTURE_CLEARTYPE:
        return E_INVALIDARG
    l, t, r, b = RECT.values(mem, bounds)
    w, h = max(0, r - l), max(0, b - t)
    per = 3 if kind == TEXTURE_CLEARTYPE else 1
    need = w * h * per
    if size < need:
        return E_NOT_SUFFICIENT_BUFFER
    if not need:
        return S_OK
    data = coverage(a.font, a.cells, (l, t, r, b)) if kind == a.texture else bytes(w * h)
    if per == 3:
        data = bytes(v for v in data for _ in range(3))
    mem.write(buf, data)
    return S_OK


@_method("IDWriteGlyphRunAnalysis", "GetAlphaBlendParams",
         ", LPVOID params, LPVOID gamma, LPVOID contrast, LPVOID cleartype",
         "the gamma, enhanced contrast and ClearType level of rendering parameters of ours.")
def _blend_params(c, a, params, gamma, contrast, cleartype):
    obj = com_impl(c.vm, params, "IDWriteRenderingParams") if params else None
    if not isinstance(obj, DWObject):
        raise Unimplemented("%s IDWriteGlyphRunAnalysis::GetAlphaBlendParams of rendering"
                            " parameters the program made" % DWRITE)
    p = obj.state
    mem = c.vm.mem
    for addr, value in ((gamma, p.gamma), (contrast, p.contrast), (cleartype, p.cleartype)):
        mem.write(addr, array_bytes("FLOAT", [value]))
    return S_OK


face_desc, font_object, gdi_pixels = _face_desc, _font_object, _gdi_pixels
__all__ = ["DWriteCreateFactory", "DWRITE_FONT_METRICS", "DWRITE_GLYPH_METRICS",
           "DWRITE_GLYPH_RUN", "DWRITE_MATRIX", "face_desc", "font_object", "gdi_pixels",
           "RENDERING_ALIASED"]
