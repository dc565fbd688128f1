"""GetObject lays out what it answers at the caller's width: LOGBRUSH's lbHatch,
EXTLOGPEN's elpHatch and DIBSECTION's bmBits/dshSection are pointer-sized, so a 64-bit
program gets the x86-64 layouts (sizes and offsets as mingw-w64's headers declare them,
which test_structs checks) and a 32-bit program the same bytes as before.

The handlers are called directly on a booted VM of each width (no guest code needed)."""

import os

import pytest

from wineagent.abi.api import Call, lookup
from wineagent.vm import VM

from procs import ROOT

EXE = {4: os.path.join(ROOT, "wineagent", "apps", "exe", "hello.exe"),
       8: os.path.join(ROOT, "test", "exe", "x64_hello.exe")}
G = "GDI32.dll"
PS_GEOMETRIC, PS_DASHDOTDOT_USER = 0x10000, 0x7


@pytest.fixture(params=[4, 8], ids=["32-bit", "64-bit"])
def vm(request):
    v = VM(EXE[request.param])
    assert v.ptr_size == request.param
    yield v
    v.close()


def call(vm, name, *args):
    """Run GDI32!name's handler with Python arguments (at the VM's width)."""
    spec = lookup(G, name)
    result = spec.func(Call(vm, spec.wide, spec), *args)
    if hasattr(result, "send"):
        try:
            next(result)
            raise AssertionError("%s called the guest" % name)
        except StopIteration as stop:
            result = stop.value
    return result


def test_a_brush_answers_a_logbrush_of_the_callers_width(vm):
    brush = call(vm, "CreateSolidBrush", 0x0000FF)
    buf = vm.heap.alloc(64, zero=True)
    size = 12 if vm.ptr_size == 4 else 16             # lbHatch is a ULONG_PTR
    assert call(vm, "GetObjectA", brush, 64, buf) == size
    assert call(vm, "GetObjectA", brush, 0, 0) == size
    assert vm.mem.u32(buf) == 0 and vm.mem.u32(buf + 4) == 0x0000FF


def test_an_extended_pen_answers_an_extlogpen_with_its_style_entries(vm):
    lb = vm.heap.alloc(16, zero=True)
    vm.mem.w32(lb + 4, 0x00FF00)                      # LOGBRUSH: BS_SOLID, green
    styles = vm.heap.alloc(8)
    vm.mem.w32(styles, 2)
    vm.mem.w32(styles + 4, 3)
    pen = call(vm, "ExtCreatePen", PS_GEOMETRIC | PS_DASHDOTDOT_USER, 3, lb, 2, styles)
    assert pen
    buf = vm.heap.alloc(64, zero=True)
    # elpHatch at 16 and elpNumEntries at 24 in x86-64 (16 and 20 in x86): the entries follow
    hatch, entries = (16, 20) if vm.ptr_size == 4 else (16, 24)
    assert call(vm, "GetObjectA", pen, 64, buf) == entries + 4 + 8
    assert vm.mem.u32(buf) == PS_GEOMETRIC | PS_DASHDOTDOT_USER
    assert vm.mem.u32(buf + 12) == 0x00FF00
    assert vm.mem.u32(buf + entries) == 2
    assert (vm.mem.u32(buf + entries + 4), vm.mem.u32(buf + entries + 8)) == (2, 3)


def test_a_dib_section_answers_a_dibsection_of_the_callers_width(vm):
    bmi = vm.heap.alloc(40, zero=True)
    for off, value in ((0, 40), (4, 4), (8, 2)):      # biSize, biWidth, biHeight
        vm.mem.w32(bmi + off, value)
    vm.mem.w16(bmi + 12, 1)                           # biPlanes
    vm.mem.w16(bmi + 14, 32)                          # biBitCount
    ppv = vm.heap.alloc(8, zero=True)
    h = call(vm, "CreateDIBSection", 0, bmi, 0, ppv, 0, 0)
    assert h
    bits = vm.mem.uptr(ppv)
    buf = vm.heap.alloc(128, zero=True)
    size = 84 if vm.ptr_size == 4 else 104            # sizeof(DIBSECTION)
    assert call(vm, "GetObjectA", h, 128, buf) == size
    head = 24 if vm.ptr_size == 4 else 32             # sizeof(BITMAP): bmBits last
    assert vm.mem.uptr(buf + head - vm.ptr_size) == bits
    assert vm.mem.u32(buf + head) == 40               # dsBmih.biSize
    assert vm.mem.i32(buf + head + 4) == 4 and vm.mem.i32(buf + head + 8) == 2
