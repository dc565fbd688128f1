"""USER32's rectangle functions given NULL pointers answer as Wine 8 does (checked with a
mingw build of the same calls under `wine`): FALSE without touching memory, IsRectEmpty
TRUE, IntersectRect leaving its destination as it was, UnionRect taking a NULL source as
an empty rectangle. Before, they read or wrote address 0 and faulted the guest."""

import struct

import pytest

from apicall import call_api

U = "USER32.dll"


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def _rect(vm, l, t, r, b):
    p = vm.heap.alloc(16)
    vm.mem.write(p, struct.pack("<4i", l, t, r, b))
    return p


def _read(vm, p):
    return struct.unpack("<4i", bytes(vm.mem.read(p, 16)))


def test_null_rectangles_are_refused_without_a_fault(vm):
    r = _rect(vm, 1, 2, 3, 4)
    assert call_api(vm, U, "SetRect", 0, 1, 2, 3, 4) == 0
    assert call_api(vm, U, "SetRectEmpty", 0) == 0
    assert call_api(vm, U, "CopyRect", 0, r) == 0 and call_api(vm, U, "CopyRect", r, 0) == 0
    assert call_api(vm, U, "OffsetRect", 0, 1, 1) == 0
    assert call_api(vm, U, "InflateRect", 0, 1, 1) == 0
    assert call_api(vm, U, "PtInRect", 0, 1, 2) == 0
    assert call_api(vm, U, "IsRectEmpty", 0) == 1
    assert call_api(vm, U, "EqualRect", 0, r) == 0 and call_api(vm, U, "EqualRect", 0, 0) == 0
    assert _read(vm, r) == (1, 2, 3, 4)


def test_intersect_keeps_and_union_fills_the_destination(vm):
    r, d = _rect(vm, 1, 2, 3, 4), _rect(vm, 9, 9, 9, 9)
    assert call_api(vm, U, "IntersectRect", d, 0, r) == 0 and _read(vm, d) == (9, 9, 9, 9)
    assert call_api(vm, U, "IntersectRect", d, r, 0) == 0 and _read(vm, d) == (9, 9, 9, 9)
    assert call_api(vm, U, "IntersectRect", 0, r, r) == 0
    assert call_api(vm, U, "UnionRect", 0, r, r) == 0
    assert call_api(vm, U, "UnionRect", d, 0, r) == 1 and _read(vm, d) == (1, 2, 3, 4)
    d2 = _rect(vm, 9, 9, 9, 9)
    assert call_api(vm, U, "UnionRect", d2, r, 0) == 1 and _read(vm, d2) == (1, 2, 3, 4)
    d3 = _rect(vm, 9, 9, 9, 9)
    assert call_api(vm, U, "UnionRect", d3, 0, 0) == 0 and _read(vm, d3) == (0, 0, 0, 0)
