"""Declared structures (wineagent/abi/structs.py): layouts checked against mingw-w64's own
headers in both widths, and views that read and write guest memory field by field.

The oracle is the compiler: for every declaration in win32/core/structures.py the test
writes a C file of ``_Static_assert``s (the size and every field's offset, as our layout
computes them for 4- and 8-byte pointers) and compiles it with i686-w64-mingw32-gcc and
x86_64-w64-mingw32-gcc against <windows.h>; one wrong offset is a compile error naming it.
"""

import os
import shutil
import subprocess

import pytest

from wineagent.abi.structs import struct, StructType
from wineagent.win32.core import structures
from wineagent.win32.core.structures import ALL, LOGFONT, MSG, RECT, WIN32_FIND_DATA

COMPILERS = {4: "i686-w64-mingw32-gcc", 8: "x86_64-w64-mingw32-gcc"}


def _asserts(ptr):
    lines = ["#include <windows.h>", "#include <commctrl.h>", "#include <stddef.h>",
             "#include <stdio.h>"]
    for name, stype in sorted(ALL.items()):
        lay = stype.layout(ptr)
        lines.append('_Static_assert(sizeof(%s) == %d, "sizeof(%s) is not %d");'
                     % (name, lay.size, name, lay.size))
        for f in lay.fields:
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


class Mem:
    """Guest memory as a bytearray (the views only read and write bytes)."""

    def __init__(self, size=4096):
        self.buf = bytearray(size)

    def read(self, addr, size):
        return bytes(self.buf[addr:addr + size])

    def write(self, addr, data):
        self.buf[addr:addr + len(data)] = data


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
