"""DWrite.dll: the fonts' and faces' later interfaces (IDWriteFont1/2, IDWriteFontFace1/2)
and the faces' font files (IDWriteFontFile, its loader and stream, font tables).

A font of ours answers for IDWriteFont, IDWriteFont1 and IDWriteFont2, a face for
IDWriteFontFace, 1 and 2: Windows 8.1's DirectWrite, the level of the factory
(IDWriteFactory2). IDWriteFont3 and IDWriteFontFace3 (font face references, font sets)
belong with IDWriteFactory3 and are not answered.

A face's file is the font's OpenType bitmap-only file (gdi/sfnt.py: there is no font
file in the guest's view of the disk), held in the process's memory the first time a file of
that font is asked for and kept for the process's life, as Windows keeps the system
fonts' files mapped. Its loader is DirectWrite's loader of fonts in memory (an
IDWriteFontFileLoader that is not IDWriteLocalFontFileLoader, so a program asking for
the file's path learns there is none); the reference key is the font's full name in
UTF-16; the stream reads fragments of the file in place (ReleaseFileFragment frees
nothing: the memory stays) and has no last write time (E_NOTIMPL, as the in-memory
streams of Windows' and Wine's loaders). TryGetFontTable answers the file's tables.
"""

import struct

from ....abi.structs import array_bytes, read_array, struct as declare
from ...kernel.comobj import com_impl
from ...kernel.mapping import PAGE_READWRITE
from ...kernel.vmem import MEM_COMMIT, MEM_RELEASE, MEM_RESERVE
from ...gdi.designfonts import GLYPH_COUNT
from ...gdi import sfnt
from .main import RENDERING_ALIASED, gdi_pixels
from .objects import (E_INVALIDARG, E_NOT_SUFFICIENT_BUFFER, E_POINTER, S_OK, iid,
                      interfaces, method, new, wptr)

__all__ = ["DWRITE_FONT_METRICS1", "file_of", "memory_loader", "stream_state",
           "FACE_TYPE_TRUETYPE"]

E_NOTIMPL = 0x80004001
DWRITE_E_NOCOLOR = 0x8898500C
FACE_TYPE_TRUETYPE = 1
GRID_FIT_ENABLED = 2

DWRITE_FONT_METRICS1 = declare(
    "DWRITE_FONT_METRICS1",
    "WORD designUnitsPerEm; WORD ascent; WORD descent; SHORT lineGap; WORD capHeight;"
    " WORD xHeight; SHORT underlinePosition; WORD underlineThickness;"
    " SHORT strikethroughPosition; WORD strikethroughThickness; SHORT glyphBoxLeft;"
    " SHORT glyphBoxTop; SHORT glyphBoxRight; SHORT glyphBoxBottom;"
    " SHORT subscriptPositionX; SHORT subscriptPositionY; SHORT subscriptSizeX;"
    " SHORT subscriptSizeY; SHORT superscriptPositionX; SHORT superscriptPositionY;"
    " SHORT superscriptSizeX; SHORT superscriptSizeY; BOOL hasTypographicMetrics")

IID_FILE = iid("739D886A-CEF5-47DC-8769-1A8B41BEBBB0")
IID_FILE_LOADER = iid("727CAD4E-D6AF-4C9E-8A08-D695B11CAA49")
IID_FILE_STREAM = iid("6D4865FE-0AB8-4D91-8F62-5DD6BE34A3E0")

interfaces({
    "IDWriteFontFile": (IID_FILE, (), ("GetReferenceKey", "GetLoader", "Analyze")),
    "IDWriteFontFileLoader": (IID_FILE_LOADER, (), ("CreateStreamFromKey",)),
    "IDWriteFontFileStream": (IID_FILE_STREAM, (), ("ReadFileFragment",
                                                    "ReleaseFileFragment", "GetFileSize",
                                                    "GetLastWriteTime")),
})

_FONT, _FACE = "IDWriteFont", "IDWriteFontFace"
_BOTH = (_FONT, _FACE)


# -- DWRITE_FONT_METRICS1, ranges, monospacing, PANOSE, colour -----------------------------
def _metrics1(desc, pixels=None):
    """DWRITE_FONT_METRICS1's fields: the file's (with ``pixels``, each rounded to whole
    pixels of that em size, as GDI-compatible metrics are)."""
    d = dict(desc.metrics(pixels))
    em = desc.units_per_em
    xmin, ymin, xmax, ymax = sfnt.glyph_box(desc)
    sub_x, sub_y, sub_w, sub_h, sup_x, sup_y, sup_w, sup_h = sfnt.script_metrics(desc)
    extra = dict(glyphBoxLeft=xmin, glyphBoxTop=ymax, glyphBoxRight=xmax,
                 glyphBoxBottom=ymin, subscriptPositionX=sub_x, subscriptPositionY=-sub_y,
                 subscriptSizeX=sub_w, subscriptSizeY=sub_h, superscriptPositionX=sup_x,
                 superscriptPositionY=sup_y, superscriptSizeX=sup_w, superscriptSizeY=sup_h)
    if pixels is not None:
        extra = {k: round(round(v * pixels / em) * em / pixels) for k, v in extra.items()}
    d.update(extra)
    d["hasTypographicMetrics"] = 0
    return d


@method(_BOTH, "GetMetrics1", ", LPVOID out",
        "DWRITE_FONT_METRICS1 in design units (the glyph box, sub- and superscripts of the"
        " font's file; no typographic metrics).")
def _get_metrics1(c, desc, out):
    c.vm.mem.write(out, DWRITE_FONT_METRICS1.pack(c.ptr_size, **_metrics1(desc)))


@method(_FACE, "GetGdiCompatibleMetrics1", ", FLOAT size, FLOAT ppd, LPVOID transform,"
        " LPVOID out", "DWRITE_FONT_METRICS1 of the strike GDI draws that size with, in"
        " design units (E_INVALIDARG, zeroed, for a size of no pixels).")
def _gdi_metrics1(c, desc, size, ppd, transform, out):
    pixels = gdi_pixels(c, size, ppd, transform)
    if pixels <= 0:
        c.vm.mem.write(out, bytes(DWRITE_FONT_METRICS1.sizeof()))
        return E_INVALIDARG
    c.vm.mem.write(out, DWRITE_FONT_METRICS1.pack(c.ptr_size, **_metrics1(desc, pixels)))
    return S_OK


@method(_BOTH, "GetUnicodeRanges", ", UINT max, LPVOID ranges, LPVOID count",
        "the code point ranges the font maps (0x20-0x7E, 0xA0-0xFF); the count always,"
        " E_NOT_SUFFICIENT_BUFFER when ``max`` is short.")
def _unicode_ranges(c, desc, most, ranges, count):
    found = sfnt.unicode_ranges()
    if not count:
        return E_INVALIDARG
    c.vm.mem.w32(count, len(found))
    if most < len(found):
        return E_NOT_SUFFICIENT_BUFFER
    if not ranges:
        return E_INVALIDARG
    c.vm.mem.write(ranges, array_bytes("UINT", [v for r in found for v in r]))
    return S_OK


method(_BOTH, "IsMonospacedFont", "", "whether every glyph has one advance (Courier,"
       " Fixedsys, Terminal).")(lambda c, d: 1 if sfnt.is_monospaced(d) else 0)
method(_BOTH, "IsColorFont", "", "FALSE: bitmap glyphs of one colour.")(lambda c, d: 0)


@method(_FONT, "GetPanose", ", LPVOID out", "the font's PANOSE classification (10 bytes).")
def _panose(c, desc, out):
    c.vm.mem.write(out, sfnt.panose(desc))


# -- IDWriteFontFace1 / 2 ------------------------------------------------------------------
@method(_FACE, "GetCaretMetrics", ", LPVOID out", "DWRITE_CARET_METRICS: upright (rise 1,"
        " run 0, offset 0), the file's hhea.")
def _caret(c, desc, out):
    c.vm.mem.write(out, struct.pack("<hhh", 1, 0, 0))


def _glyphs(mem, indices, count):
    return [g if g < GLYPH_COUNT else 0 for g in read_array(mem, indices, "WORD", count)]


@method(_FACE, "GetDesignGlyphAdvances", ", UINT count, LPVOID indices, LPVOID out,"
        " BOOL sideways", "each glyph's advance in design units (its advance height"
        " sideways).")
def _design_advances(c, desc, count, indices, out, sideways):
    key = "advanceHeight" if sideways else "advanceWidth"
    values = [desc.glyph_metrics(g)[key] for g in _glyphs(c.vm.mem, indices, count)]
    c.vm.mem.write(out, array_bytes("INT", values))
    return S_OK


@method(_FACE, "GetGdiCompatibleGlyphAdvances", ", FLOAT size, FLOAT ppd, LPVOID transform,"
        " BOOL natural, BOOL sideways, UINT count, LPVOID indices, LPVOID out",
        "each glyph's advance in the strike GDI draws that size with, in design units"
        " (E_INVALIDARG for a size of no pixels).")
def _gdi_advances(c, desc, size, ppd, transform, natural, sideways, count, indices, out):
    pixels = gdi_pixels(c, size, ppd, transform)
    if pixels <= 0:
        return E_INVALIDARG
    key = "advanceHeight" if sideways else "advanceWidth"
    values = [desc.glyph_metrics(g, pixels)[key] for g in _glyphs(c.vm.mem, indices, count)]
    c.vm.mem.write(out, array_bytes("INT", values))
    return S_OK


@method(_FACE, "GetKerningPairAdjustments", ", UINT count, LPVOID indices, LPVOID out",
        "0 for every glyph: the fonts have no kerning pairs.")
def _kerning(c, desc, count, indices, out):
    if count:
        c.vm.mem.write(out, bytes(4 * count))
    return S_OK


method(_FACE, "HasKerningPairs", "", "FALSE: no kern table.")(lambda c, d: 0)
method(_FACE, "HasVerticalGlyphVariants", "", "FALSE: no vert feature.")(lambda c, d: 0)


@method(_FACE, "GetVerticalGlyphVariants", ", UINT count, LPVOID nominal, LPVOID out",
        "the glyphs themselves (the fonts have no vertical forms).")
def _vertical(c, desc, count, nominal, out):
    if count:
        c.vm.mem.write(out, array_bytes("WORD", read_array(c.vm.mem, nominal, "WORD", count)))
    return S_OK


@method(_FACE, "GetRecommendedRenderingMode1", ", FLOAT size, FLOAT dpix, FLOAT dpiy,"
        " LPVOID transform, BOOL sideways, UINT threshold, UINT measuring, LPVOID out",
        "DWRITE_RENDERING_MODE_ALIASED: bitmap glyphs are drawn as they are.")
def _recommended1(c, desc, size, dpix, dpiy, transform, sideways, threshold, measuring, out):
    if not out:
        return E_POINTER
    c.vm.mem.w32(out, RENDERING_ALIASED)
    return S_OK


@method(_FACE, "GetRecommendedRenderingMode2", ", FLOAT size, FLOAT dpix, FLOAT dpiy,"
        " LPVOID transform, BOOL sideways, UINT threshold, UINT measuring, LPVOID params,"
        " LPVOID mode, LPVOID gridfit",
        "DWRITE_RENDERING_MODE_ALIASED and DWRITE_GRID_FIT_MODE_ENABLED: bitmap glyphs"
        " are drawn as they are, on the pixel grid.")
def _recommended2(c, desc, size, dpix, dpiy, transform, sideways, threshold, measuring,
                  params, mode, gridfit):
    if not mode or not gridfit:
        return E_POINTER
    c.vm.mem.w32(mode, RENDERING_ALIASED)
    c.vm.mem.w32(gridfit, GRID_FIT_ENABLED)
    return S_OK


method(_FACE, "GetColorPaletteCount", "", "0: no CPAL table.")(lambda c, d: 0)
method(_FACE, "GetPaletteEntryCount", "", "0: no CPAL table.")(lambda c, d: 0)


@method(_FACE, "GetPaletteEntries", ", UINT palette, UINT first, UINT count, LPVOID out",
        "DWRITE_E_NOCOLOR: the fonts have no colour palettes.")
def _palette_entries(c, desc, palette, first, count, out):
    return DWRITE_E_NOCOLOR


# -- the font's file -------------------------------------------------------------------------
class _File:
    """A font's file in the process's memory: its address, size, reference key's address
    and size."""

    def __init__(self, desc, addr, size, key, key_size):
        self.desc, self.addr, self.size = desc, addr, size
        self.key, self.key_size = key, key_size


def file_of(vm, desc):
    """The :class:`_File` of ``desc``'s font, put in the process's memory the first time
    (kept: the process's fonts stay mapped)."""
    files = vm.com.dwrite_files
    name = sfnt.file_key(desc)
    f = files.get(name)
    if f is None:
        data = sfnt.font_file(desc)
        addr = vm.vspace.alloc(0, len(data) + len(name), MEM_COMMIT | MEM_RESERVE,
                               PAGE_READWRITE)
        vm.mem.write(addr, data + name)
        f = files[name] = _File(desc, addr, len(data), addr + len(data), len(name))
    return f


def memory_loader(vm):
    """The process's one loader of fonts in memory, with a reference more for the caller
    (the process keeps one: Windows' is a singleton too)."""
    if not vm.com.dwrite_files.get(None):
        vm.com.dwrite_files[None] = new(vm, "IDWriteFontFileLoader", None)
    ptr = vm.com.dwrite_files[None]
    com_impl(vm, ptr).refs += 1
    return ptr


@method(_FACE, "GetFiles", ", LPVOID count, LPVOID files",
        "the face's one font file (with ``files`` NULL, only the count);"
        " E_INVALIDARG for a count of none.")
def _get_files(c, desc, count, files):
    mem = c.vm.mem
    if not count:
        return E_INVALIDARG
    if not files:
        mem.w32(count, 1)
        return S_OK
    if mem.u32(count) < 1:
        return E_INVALIDARG
    mem.wptr(files, new(c.vm, "IDWriteFontFile", file_of(c.vm, desc)))
    return S_OK


@method("IDWriteFontFile", "GetReferenceKey", ", LPVOID key, LPVOID size",
        "the file's reference key (the font's full name in UTF-16) and its size.")
def _reference_key(c, f, key, size):
    if not key or not size:
        return E_INVALIDARG
    c.vm.mem.wptr(key, f.key)
    c.vm.mem.w32(size, f.key_size)
    return S_OK


class _Stream:
    """A font file's bytes in the process's memory: address, size, last write time (None:
    a file in memory, never written) and whether the stream owns the memory (a file
    read from the disk, freed at the last Release)."""

    def __init__(self, addr, size, writetime=None, owned=False):
        self.addr, self.size, self.writetime, self.owned = addr, size, writetime, owned

    def release(self, vm):
        """Free the bytes the stream read."""
        if self.owned:
            vm.vspace.free(self.addr, 0, MEM_RELEASE)


stream_state = _Stream


@method("IDWriteFontFileLoader", "CreateStreamFromKey", ", LPVOID key, UINT size, LPVOID out",
        "a stream over the file of a font of ours whose reference key it is"
        " (E_INVALIDARG for another key).")
def _stream_from_key(c, _, key, size, out):
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, 0)
    want = bytes(c.vm.mem.read(key, size)) if key and size else b""
    f = c.vm.com.dwrite_files.get(want)
    if f is None:
        return E_INVALIDARG
    return wptr(c, out, new(c.vm, "IDWriteFontFileStream", stream_state(f.addr, f.size)))


@method("IDWriteFontFileStream", "ReadFileFragment",
        ", LPVOID start, ULONGLONG offset, ULONGLONG size, LPVOID context",
        "the address of ``size`` bytes of the file from ``offset`` (read in place; the"
        " context NULL); E_FAIL past the end.")
def _read_fragment(c, f, start, offset, size, context):
    mem = c.vm.mem
    mem.wptr(context, 0)
    if offset > f.size or size > f.size - offset:
        mem.wptr(start, 0)
        return 0x80004005
    mem.wptr(start, f.addr + offset)
    return S_OK


@method("IDWriteFontFileStream", "ReleaseFileFragment", ", LPVOID context",
        "nothing to free: fragments are the file in place.")
def _release_fragment(c, f, context):
    return None


@method("IDWriteFontFileStream", "GetFileSize", ", LPVOID out", "the file's size in bytes.")
def _file_size(c, f, out):
    c.vm.mem.write(out, struct.pack("<Q", f.size))
    return S_OK


@method("IDWriteFontFileStream", "GetLastWriteTime", ", LPVOID out",
        "the file's last write time (a FILETIME); E_NOTIMPL, ``out`` untouched, for a"
        " file in memory, never written (as Windows' in-memory streams answer).")
def _last_write(c, f, out):
    if f.writetime is None:
        return E_NOTIMPL
    c.vm.mem.write(out, struct.pack("<Q", f.writetime))
    return S_OK


# -- font tables -------------------------------------------------------------------------------
@method(_FACE, "TryGetFontTable",
        ", UINT tag, LPVOID data, LPVOID size, LPVOID context, LPVOID exists",
        "the address and size of table ``tag`` of the face's file (read in place, the"
        " context NULL); for a table it lacks NULL, 0 and FALSE (S_OK).")
def _try_table(c, desc, tag, data, size, context, exists):
    mem = c.vm.mem
    found = sfnt.table_of(desc, struct.pack("<I", tag))
    if found is None:
        addr = length = 0
    else:
        addr, length = file_of(c.vm, desc).addr + found[0], found[1]
    mem.wptr(data, addr)
    mem.w32(size, length)
    mem.wptr(context, 0)
    mem.w32(exists, 1 if found else 0)
    return S_OK


@method(_FACE, "ReleaseFontTable", ", LPVOID context",
        "nothing to free: tables are the file in place.")
def _release_table(c, desc, context):
    return None
