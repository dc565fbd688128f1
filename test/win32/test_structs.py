"""Declared structures (wineagent/abi/structs.py): layouts checked against mingw-w64's own
headers in both widths, and views that read and write guest memory field by field.

The oracle is the compiler: for every declaration in win32/core/structures.py the test
writes a C file of ``_Static_assert``s (the size and every field's offset, as our layout
computes them for 4- and 8-byte pointers) and compiles it with i686-w64-mingw32-gcc and
x86_64-w64-mingw32-gcc against <windows.h>; one wrong offset is a compile error naming it.
"""

import shutil
import subprocess

import pytest

from wineagent.abi.structs import struct, StructType
from wineagent.win32.user.msgloop import msg_fields, read_msg
from wineagent.win32.core import structures
from wineagent.win32.core.structures import (ALL, LOGFONT, MSG, NMHDR, NMLVKEYDOWN, RECT,
                                              WIN32_FIND_DATA)

COMPILERS = {4: "i686-w64-mingw32-gcc", 8: "x86_64-w64-mingw32-gcc"}


def _family_structures():
    """The structures a family declares next to its handlers (one module uses them),
    checked like ALL. These are mmsystem.h's, packed to 1 byte in both widths
    (MCI_OPEN_PARMS' strings and MIXERLINECONTROLS' pamxctrl move in 64-bit programs), and
    the CRT's, keyed by their C struct tags. Not checked: MMTIME, MIXERLINE and MIDIPROP
    (one declaration for MIDIPROPTEMPO and MIDIPROPTIMEDIV), declared with their unions,
    nested Target or both structures as members the headers name otherwise."""
    from wineagent.win32.dlls.winmm import mci, mixer
    from wineagent.win32.dlls.winmm.wavein import WAVEINCAPS
    from wineagent.win32.dlls.msvcrt import basics, find, io, locale, time
    from wineagent.win32.dlls.kernel32.copyex import COPYFILE2_EXTENDED_PARAMETERS
    from wineagent.win32.kernel import fileset
    from wineagent.win32.dlls.user32 import displayconfig
    from wineagent.win32.dlls.dwrite import main as dwrite, text as dwtext
    from wineagent.win32.dlls.iphlpapi import adapters as iphlpapi, tables as iphlpmib
    from wineagent.win32.dlls.advapi32 import sids
    # The CRT's own (io.h, sys/stat.h, sys/utime.h, time.h), named by their struct tags.
    crt = {"struct _finddata32_t": find.FINDDATA32, "struct _wfinddata32_t": find.WFINDDATA32,
           "struct _stat32": io.STAT32, "struct _stat32i64": io.STAT32I64, "struct __utimbuf32": io.UTIMBUF32,
           "struct __utimbuf64": io.UTIMBUF64, "struct tm": time.TM,
           "_locale_tstruct": locale.LOCALE_T, "lldiv_t": basics.LLDIV_T}
    return crt | {t.name: t for t in (
        WAVEINCAPS.A, WAVEINCAPS.W, mci.MCI_OPEN_PARMS.A,
        mci.MCI_OPEN_PARMS.W, mci.MCI_PLAY_PARMS, mci.MCI_SEEK_PARMS, mci.MCI_SET_PARMS,
        mci.MCI_STATUS_PARMS, mci.MCI_GENERIC_PARMS, mixer.MIXERCAPS.A, mixer.MIXERCAPS.W,
        mixer.MIXERLINECONTROLS.A, mixer.MIXERLINECONTROLS.W, mixer.MIXERCONTROL.A,
        mixer.MIXERCONTROL.W, mixer.MIXERCONTROLDETAILS, COPYFILE2_EXTENDED_PARAMETERS,
        fileset.FILE_POSITION_INFORMATION, fileset.FILE_MODE_INFORMATION,
        dwrite.DWRITE_FONT_METRICS, dwrite.DWRITE_GLYPH_METRICS, dwrite.DWRITE_GLYPH_RUN,
        dwrite.DWRITE_MATRIX, dwtext.DWRITE_TEXT_METRICS, dwtext.DWRITE_LINE_METRICS,
        dwtext.DWRITE_HIT_TEST_METRICS, dwtext.DWRITE_TRIMMING, dwtext.DWRITE_TEXT_RANGE,
        dwtext.DWRITE_INLINE_OBJECT_METRICS, dwtext.DWRITE_OVERHANG_METRICS,
        dwtext.DWRITE_GLYPH_RUN_DESCRIPTION, dwtext.DWRITE_UNDERLINE,
        dwtext.DWRITE_STRIKETHROUGH, dwtext.DWRITE_FONT_FEATURE)
        + displayconfig.STRUCTURES + iphlpapi.STRUCTURES + iphlpmib.STRUCTURES
        + sids.STRUCTURES}


#: Structures mingw's headers declare only in part or not at all (winternl.h gives
#: RTL_USER_PROCESS_PARAMETERS' documented ImagePathName and CommandLine and hides the rest
#: in Reserved arrays): the compiler checks the fields mingw names (MINGW_FIELDS), and
#: test_process_parameters_lay_out_as_windows_does the rest against Windows' offsets.
#: MENUBARINFO's last DWORD is two bitfields (fBarFocused, fFocused), which offsetof cannot
#: name: its other fields are checked.
BEYOND_MINGW = {"CURDIR": (), "RTL_DRIVE_LETTER_CURDIR": (),
                "RTL_USER_PROCESS_PARAMETERS": ("ImagePathName", "CommandLine"),
                "MENUBARINFO": ("cbSize", "rcBar", "hMenu", "hwndMenu")}


def _asserts(ptr):
    # winsock2.h before windows.h (which would otherwise bring in the older winsock.h).
    lines = ["#include <winsock2.h>", "#include <ws2tcpip.h>", "#include <windows.h>",
             "#include <commctrl.h>", "#include <imm.h>", "#include <gdiplus.h>", "#include <richedit.h>", "#include <commdlg.h>",
             "#include <winspool.h>", "#include <shlobj.h>", "#include <winternl.h>",
             "#include <dbt.h>", "#include <stddef.h>", "#include <stdio.h>", "#include <io.h>",
             "#include <sys/stat.h>", "#include <sys/utime.h>", "#include <time.h>",
             "#include <stdlib.h>", "#include <dwrite.h>", "#include <iphlpapi.h>"]
    for name, stype in sorted({**ALL, **_family_structures()}.items()):
        lay = stype.layout(ptr)
        fields = lay.fields
        if name in BEYOND_MINGW:
            fields = [f for f in fields if f.name in BEYOND_MINGW[name]]
        else:
            lines.append('_Static_assert(sizeof(%s) == %d, "sizeof(%s) is not %d");'
                         % (name, lay.size, name, lay.size))
        for f in fields:
            lines.append('_Static_assert(offsetof(%s, %s) == %d, "offsetof(%s, %s) is not %d");'
                         % (name, f.name, f.offset, name, f.name, f.offset))
            lines.append('_Static_assert(sizeof(((%s *)0)->%s) == %d, "sizeof %s.%s is not %d");'
                         % (name, f.name, f.size, name, f.name, f.size))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("ptr", [4, 8], ids=["i686", "x86_64"])
def test_every_declared_structure_matches_mingw_headers(ptr, tmp_path):
    cc = COMPILERS[ptr]
    assert shutil.which(cc), "%s is needed (.ci/run installs it)" % cc
    src = tmp_path / "layouts.c"
    src.write_text(_asserts(ptr))
    proc = subprocess.run([cc, "-fsyntax-only", "-Werror", str(src)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_process_parameters_lay_out_as_windows_does():
    # Windows' offsets of RTL_USER_PROCESS_PARAMETERS (Wine's include/winternl.h declares
    # the same fields; guests/tests/peb_params.c reads them under Wine 8 at both widths).
    from wineagent.win32.core.structures import RTL_USER_PROCESS_PARAMETERS as P
    windows = {4: {"ConsoleHandle": 0x10, "hStdInput": 0x18, "hStdOutput": 0x1C,
                   "hStdError": 0x20, "CurrentDirectory": 0x24, "DllPath": 0x30,
                   "ImagePathName": 0x38, "CommandLine": 0x40, "Environment": 0x48,
                   "dwFlags": 0x68, "wShowWindow": 0x6C, "WindowTitle": 0x70,
                   "Desktop": 0x78, "ShellInfo": 0x80, "RuntimeInfo": 0x88,
                   "DLCurrentDirectory": 0x90, "EnvironmentSize": 0x290},
               8: {"ConsoleHandle": 0x10, "hStdInput": 0x20, "hStdOutput": 0x28,
                   "hStdError": 0x30, "CurrentDirectory": 0x38, "DllPath": 0x50,
                   "ImagePathName": 0x60, "CommandLine": 0x70, "Environment": 0x80,
                   "dwFlags": 0xA4, "wShowWindow": 0xA8, "WindowTitle": 0xB0,
                   "Desktop": 0xC0, "ShellInfo": 0xD0, "RuntimeInfo": 0xE0,
                   "DLCurrentDirectory": 0xF0, "EnvironmentSize": 0x3F0}}
    for ptr, offsets in windows.items():
        assert {f: P.offsetof(f, ptr) for f in offsets} == offsets
    from wineagent.win32.core.structures import CURDIR
    assert (CURDIR.offsetof("Handle", 4), CURDIR.sizeof(4)) == (8, 12)
    assert (CURDIR.offsetof("Handle", 8), CURDIR.sizeof(8)) == (16, 24)


def test_the_compiler_check_fails_on_a_wrong_offset(tmp_path):
    # The oracle can fail: a RECT declared with its fields out of order is caught.
    wrong = StructType("RECT", (("LONG", "top", None), ("LONG", "left", None),
                                ("LONG", "right", None), ("LONG", "bottom", None)))
    lay = wrong.layout(4)
    src = tmp_path / "wrong.c"
    src.write_text("#include <windows.h>\n#include <stddef.h>\n"
                   '_Static_assert(offsetof(RECT, left) == %d, "left");\n'
                   % lay.offsetof("left"))
    proc = subprocess.run([COMPILERS[4], "-fsyntax-only", str(src)],
                          capture_output=True, text=True)
    assert proc.returncode != 0 and "left" in proc.stderr


def test_every_declaration_is_listed_for_the_compiler_check():
    declared = {v.name for v in vars(structures).values()
                if isinstance(v, StructType) and not v.generic}
    declared |= {t.name for v in vars(structures).values()
                 if isinstance(v, StructType) and v.generic for t in (v.A, v.W)}
    assert declared == set(ALL)


def test_pointer_sized_fields_follow_the_width():
    assert MSG.sizeof(4) == 28 and MSG.sizeof(8) == 48
    assert MSG.offsetof("pt", 8) == 36            # after a DWORD time at 32, aligned to 4
    assert LOGFONT.A.sizeof() == 60 and LOGFONT.W.sizeof() == 92
    with pytest.raises(TypeError):
        LOGFONT.sizeof()                          # {AW}: a variant must be named


def test_a_packed_declaration_lays_its_fields_without_padding():
    # commctrl.h declares NMLVKEYDOWN inside <pshpack1.h>: flags follows the WORD wVKey.
    assert NMLVKEYDOWN.offsetof("flags") == 14 and NMLVKEYDOWN.sizeof() == 18
    assert NMLVKEYDOWN.offsetof("flags", 8) == 26 and NMLVKEYDOWN.sizeof(8) == 30
    packed = StructType("PAIR", (("WORD", "a", None), ("DWORD", "b", None)), pack=2)
    assert packed.offsetof("b") == 2 and packed.sizeof() == 6


class Mem:
    """Guest memory as a bytearray (the views only read and write bytes)."""

    def __init__(self, size=4096):
        self.buf = bytearray(size)

    def read(self, addr, size):
        return bytes(self.buf[addr:addr + size])

    def write(self, addr, data):
        self.buf[addr:addr + len(data)] = data

    def unpack(self, st, addr):
        return st.unpack(self.read(addr, st.size))


def test_views_read_and_write_fields_in_place():
    mem = Mem()
    RECT.write(mem, 16, left=-5, top=2, right=300, bottom=0xFFFFFFFF)
    r = RECT.at(mem, 16)
    assert (r.left, r.top, r.right, r.bottom) == (-5, 2, 300, -1)
    r.right = 7
    assert mem.buf[24:28] == (7).to_bytes(4, "little")
    assert RECT.read(mem, 16) == {"left": -5, "top": 2, "right": 7, "bottom": -1}

    m = MSG.at(mem, 64, ptr=8)
    m.hwnd, m.lParam = 0x1_0000_0010, -2
    m.pt = {"x": 3, "y": 4}
    assert m.hwnd == 0x1_0000_0010 and m.lParam == -2 and (m.pt.x, m.pt.y) == (3, 4)
    assert MSG.unpack(MSG.pack(ptr=8, **MSG.read(mem, 64, ptr=8)), ptr=8)["pt"] == {"x": 3, "y": 4}


def test_character_arrays_are_strings_of_the_variant():
    mem = Mem()
    f = WIN32_FIND_DATA.W.at(mem, 0)
    f.cFileName = "naïve €.txt"
    assert f.cFileName == "naïve €.txt"
    assert mem.buf[44:46] == "n".encode("utf-16-le")          # cFileName after 44 bytes
    a = LOGFONT.A.at(mem, 1024)
    a.lfFaceName = "X" * 40                      # truncated, NUL-terminated in 32 bytes
    assert a.lfFaceName == "X" * 31 and mem.buf[1024 + 28 + 31] == 0


def test_declarations_fail_loudly():
    with pytest.raises(ValueError, match="unknown type"):
        struct("BAD1", "NOSUCHTYPE x")
    with pytest.raises(ValueError, match="TCHAR"):
        struct("BAD2", "TCHAR name[4]")
    with pytest.raises(ValueError, match="twice"):
        struct("BAD3", "LONG a; LONG a")
    with pytest.raises(ValueError, match="declared twice"):
        struct("RECT", "LONG x")
    with pytest.raises(ValueError, match="bad field"):
        struct("BAD4", "LONG")
    with pytest.raises(AttributeError, match="no field"):
        RECT.at(Mem(), 0).width


def test_plain_structures_have_a_tuple_fast_path():
    from wineagent.win32.core.structures import SCROLLINFO, SYSTEM_INFO
    mem = Mem()
    mem.write(0, RECT.pack_values(1, -2, 0xFFFFFFFF, 4))
    assert RECT.values(mem, 0) == (1, -2, -1, 4)
    # Padding is laid out as the compiler does: SYSTEM_INFO's pointer after two WORDs
    # and a DWORD sits at 8, and at 8 in 64-bit too; its tail pads to the alignment.
    data = SYSTEM_INFO.pack_values(9, 0, 4096, 0x10000, 0x7FFEFFFF, 1, 1, 586, 0x10000, 6, 0,
                                   ptr=8)
    assert len(data) == SYSTEM_INFO.sizeof(8) == 48
    assert SYSTEM_INFO.unpack(data, ptr=8)["lpMaximumApplicationAddress"] == 0x7FFEFFFF
    assert SCROLLINFO.values(Mem(), 0)[0] == 0
    with pytest.raises(TypeError):
        MSG.values(mem, 0)                      # MSG nests a POINT: use read() or a view


def test_packed_structures_lay_out_as_the_sdk_packs_them():
    from wineagent.win32.core.structures import (EDITSTREAM, NMTCKEYDOWN, PCMWAVEFORMAT,
                                                 PRINTDLG, SHFILEOPSTRUCT, WAVEFORMATEX)
    from wineagent.win32.core.structures import MIDIHDR
    # shellapi.h and commdlg.h pack to 1 byte in 32-bit programs only.
    sh = SHFILEOPSTRUCT.A
    assert [sh.offsetof(f, 4) for f in ("fFlags", "fAnyOperationsAborted", "hNameMappings")] \
        == [16, 18, 22] and sh.sizeof(4) == 30
    assert sh.offsetof("fAnyOperationsAborted", 8) == 36 and sh.sizeof(8) == 56
    assert PRINTDLG.W.sizeof(4) == 66 and PRINTDLG.W.offsetof("hInstance", 4) == 34
    assert PRINTDLG.W.sizeof(8) == 120 and PRINTDLG.W.offsetof("hInstance", 8) == 56
    # mmsystem.h packs to 1 byte in both widths; commctrl.h's key-down notifications too.
    assert WAVEFORMATEX.sizeof(4) == WAVEFORMATEX.sizeof(8) == 18
    assert PCMWAVEFORMAT.sizeof() == 16 and PCMWAVEFORMAT.offsetof("wBitsPerSample") == 14
    assert MIDIHDR.offsetof("lpNext", 8) == 28 and MIDIHDR.sizeof(8) == 112
    assert NMTCKEYDOWN.offsetof("flags", 4) == 14 and NMTCKEYDOWN.sizeof(8) == 30
    # richedit.h's pshpack4.h: 8-byte fields aligned to 4.
    assert EDITSTREAM.offsetof("pfnCallback", 8) == 12 and EDITSTREAM.sizeof(8) == 20
    # A nested structure keeps its own (natural) layout inside a packed one.
    assert NMTCKEYDOWN.layout(8).by_name["hdr"].sub is NMHDR.layout(8)


def test_field_order_per_width():
    from wineagent.win32.core.structures import WSADATA
    assert WSADATA.offsetof("szDescription", 4) == 4 and WSADATA.offsetof("iMaxSockets", 4) == 390
    assert WSADATA.offsetof("iMaxSockets", 8) == 4 and WSADATA.offsetof("lpVendorInfo", 8) == 8
    assert WSADATA.offsetof("szDescription", 8) == 16
    assert WSADATA.sizeof(4) == 400 and WSADATA.sizeof(8) == 408


def test_packing_is_declared_explicitly_and_checked():
    natural = struct("PACKTEST1", "WORD a; DWORD b")
    assert natural.offsetof("b") == 4                 # no pack: natural alignment
    packed = struct("PACKTEST2", "WORD a; DWORD b; DWORD_PTR c", pack=2)
    assert (packed.offsetof("b"), packed.offsetof("c", 8), packed.sizeof(8)) == (2, 6, 14)
    per_width = struct("PACKTEST3", "WORD a; LPVOID p", pack={4: 1, 8: None})
    assert (per_width.sizeof(4), per_width.sizeof(8)) == (6, 16)
    with pytest.raises(ValueError, match="pack"):
        struct("PACKTEST4", "WORD a", pack=3)
    with pytest.raises(ValueError, match="pack per width"):
        struct("PACKTEST5", "WORD a", pack={4: 1})
    with pytest.raises(ValueError, match="different fields"):
        struct("PACKTEST6", {4: "WORD a; WORD b", 8: "WORD a; DWORD b"})


def test_the_compiler_check_fails_on_a_missing_packing(tmp_path):
    # SHFILEOPSTRUCT laid out naturally puts fAnyOperationsAborted at 20: i686 says 18.
    natural = StructType("SHFILEOPSTRUCTA", tuple(
        (t, n, None) for t, n in (("HWND", "hwnd"), ("UINT", "wFunc"), ("LPCSTR", "pFrom"),
                                  ("LPCSTR", "pTo"), ("WORD", "fFlags"),
                                  ("BOOL", "fAnyOperationsAborted"))))
    src = tmp_path / "natural.c"
    src.write_text("#include <windows.h>\n#include <shellapi.h>\n#include <stddef.h>\n"
                   '_Static_assert(offsetof(SHFILEOPSTRUCTA, fAnyOperationsAborted) == %d,'
                   ' "aborted");\n' % natural.offsetof("fAnyOperationsAborted", 4))
    proc = subprocess.run([COMPILERS[4], "-fsyntax-only", str(src)],
                          capture_output=True, text=True)
    assert proc.returncode != 0 and "aborted" in proc.stderr


def test_c_arrays_are_read_and_written_by_their_windows_type():
    from wineagent.abi.structs import array_bytes, read_array
    from wineagent.win32.core.structures import POINT, TRIVERTEX
    mem = Mem()
    mem.write(0, array_bytes("INT", [-1, 2, 0xFFFFFFFF]))       # wrapped as C converts
    assert read_array(mem, 0, "INT", 3) == (-1, 2, -1)
    assert read_array(mem, 0, "DWORD", 1) == (0xFFFFFFFF,)
    assert read_array(mem, 0, "WORD", 0) == ()
    mem.write(16, array_bytes("HICON", [1, 2], ptr=8))           # pointer-sized: 8 bytes each
    assert read_array(mem, 16, "HANDLE", 2, ptr=8) == (1, 2)
    assert read_array(mem, 16, "HANDLE", 2, ptr=4) == (1, 0)
    mem.write(64, POINT.pack_array([(1, -2), (3, 4)]))
    assert POINT.values_array(mem, 64, 2) == [(1, -2), (3, 4)]
    assert TRIVERTEX.sizeof() == 16 and TRIVERTEX.values_array(mem, 0, 0) == []
    with pytest.raises(ValueError, match="unknown scalar"):
        read_array(mem, 0, "NOSUCHTYPE", 1)


def test_structures_of_scalar_leaves_pack_and_read_as_the_fields_do():
    """MSG (its POINT nested) packs from its leaves in one step and reads in one unpack,
    byte for byte and value for value what the field-by-field path gives, in both
    widths, values out of a field's range wrapped as C converts them."""
    import random
    from wineagent.abi import structs
    from wineagent.win32.core.structures import PAINTSTRUCT, SCROLLINFO
    rnd = random.Random(7)
    names = ("hwnd", "message", "wParam", "lParam", "time")
    for ptr in (4, 8):
        lay = MSG.layout(ptr)
        for _ in range(300):
            vals = [rnd.choice((0, 1, -1, 0x7FFFFFFF, -0x80000000, 0xFFFFFFFF,
                                1 << 40, -(1 << 63), rnd.getrandbits(64) - (1 << 63)))
                    for _ in range(7)]
            want = MSG.pack(ptr, pt=(vals[5], vals[6]), **dict(zip(names, vals)))
            assert MSG.pack_leaves(*vals, ptr=ptr) == want
            mem = Mem()
            mem.write(8, want)
            by_field = {f.name: structs._decode(f, want, f.offset) for f in lay.fields
                        if f.kind == "scalar"}
            by_field["pt"] = {"x": MSG.at(mem, 8, ptr).pt.x, "y": MSG.at(mem, 8, ptr).pt.y}
            assert MSG.read(mem, 8, ptr) == by_field
            # the leaves read back in one unpack: the view's values, field by field (the
            # message loop's TranslateMessage and TranslateAccelerator read them so), and
            # DispatchMessage's five with lParam unsigned as read_msg gives it
            v = MSG.at(mem, 8, ptr)
            assert MSG.leaf_values(mem, 8, ptr) == (v.hwnd, v.message, v.wParam, v.lParam,
                                                    v.time, v.pt.x, v.pt.y)
            m = read_msg(mem, 8, ptr)
            assert msg_fields(mem, 8, ptr) == tuple(m[k] for k in names)
    with pytest.raises(ValueError):
        MSG.pack_leaves(1, 2, 3, ptr=4)                 # a leaf short (wrapping path too)
    with pytest.raises(TypeError):
        MSG.pack_leaves(None, 0, 0, 0, 0, 0, 0)
    # a structure with an array (PAINTSTRUCT's rgbReserved) has no leaves: read field
    # by field as before
    assert PAINTSTRUCT.layout(4).leaves is None
    with pytest.raises(TypeError):
        PAINTSTRUCT.pack_leaves(0)
    with pytest.raises(TypeError):
        PAINTSTRUCT.leaf_values(Mem(), 0)
    assert SCROLLINFO.layout(4).leaves is not None
