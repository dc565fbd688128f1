"""Win32 handlers that used to answer wrongly (issue 18), each called through its
declaration on a booted VM and checked against Windows' documented result (and Wine 8's,
where the two agree)."""

import os

import pytest

from wineagent.vm import VM

from apicall import call_api, narrow, wide
from procs import ROOT

EXE = os.path.join(ROOT, "wineagent", "apps", "exe", "hello.exe")
K, U, G = "KERNEL32.dll", "USER32.dll", "GDI32.dll"


@pytest.fixture
def vm():
    v = VM(EXE)
    yield v
    v.close()


# -- ReleaseDC ---------------------------------------------------------------------------
def test_releasedc_leaves_memory_dcs_and_brushes_alone(vm):
    mdc = call_api(vm, G, "CreateCompatibleDC", 0)
    brush = call_api(vm, G, "CreateSolidBrush", 0x0000FF)
    assert mdc and brush
    # Neither came from GetDC: ReleaseDC answers 0 and both stay usable.
    assert call_api(vm, U, "ReleaseDC", 0, mdc) == 0
    assert call_api(vm, U, "ReleaseDC", 0, brush) == 0
    assert call_api(vm, G, "SelectObject", mdc, brush) != 0
    buf = vm.heap.alloc(12)
    assert call_api(vm, G, "GetObjectA", brush, 12, buf) == 12
    assert vm.mem.u32(buf + 4) == 0x0000FF                      # LOGBRUSH.lbColor
    assert call_api(vm, G, "DeleteDC", mdc) == 1
    assert call_api(vm, G, "DeleteObject", brush) == 1


def test_releasedc_frees_a_getdc_dc_once(vm):
    hdc = call_api(vm, U, "GetDC", 0)
    assert hdc
    assert call_api(vm, U, "ReleaseDC", 0, hdc) == 1
    assert call_api(vm, U, "ReleaseDC", 0, hdc) == 0          # already released
    assert call_api(vm, G, "SelectObject", hdc, call_api(vm, G, "GetStockObject", 0)) == 0
