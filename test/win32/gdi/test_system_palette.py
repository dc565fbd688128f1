"""GetSystemPaletteEntries on a true-colour display answers 0 entries, for any DC, yet
fills the buffer as a 256-colour system palette: the default palette's first ten static
colours at 0..9, its last ten at 246..255, black between — what Wine's gdi32 palette
tests (check_system_palette_entries) expect of Windows; found by the conformance bench."""

import struct

import pytest

from apicall import call_api

G = "GDI32.dll"


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def _default(vm):
    buf = vm.heap.alloc(80)
    stock = call_api(vm, G, "GetStockObject", 15)            # DEFAULT_PALETTE
    assert call_api(vm, G, "GetPaletteEntries", stock, 0, 20, buf) == 20
    return [tuple(vm.mem.read(buf + 4 * i, 3)) + (0,) for i in range(20)]


@pytest.mark.parametrize("start, n", [(0, 256), (0, 10), (10, 246), (246, 10)])
def test_the_system_palette_is_filled_but_counted_zero(vm, start, n):
    defpal = _default(vm)
    out = vm.heap.alloc(1028)
    vm.mem.write(out, b"\x55" * 1028)
    assert call_api(vm, G, "GetSystemPaletteEntries", 0xDEADBEEF, start, n, out) == 0
    got = [struct.unpack_from("4B", bytes(vm.mem.read(out + 4 * i, 4))) for i in range(n)]
    for i, entry in enumerate(got):
        index = start + i
        want = (defpal[index] if index < 10 else defpal[index - 236] if index >= 246
                else (0, 0, 0, 0))
        assert entry == want, (index, entry, want)
    assert bytes(vm.mem.read(out + 4 * n, 4)) == b"\x55" * 4    # nothing past the count
