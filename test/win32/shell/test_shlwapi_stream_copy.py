"""IStream::CopyTo of SHLWAPI's file streams refuses what the streams' modes forbid with
STG_E_ACCESSDENIED (a write-only source, a read-only target), as Windows documents,
instead of failing inside the emulator (found by Wine's shlwapi conformance tests)."""

import pytest

from apicall import call_api, wide

STG_E_ACCESSDENIED = 0x80030005
STGM_READ, STGM_WRITE, STGM_CREATE = 0, 1, 0x1000


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def _stream(vm, path, mode):
    out = vm.heap.alloc(4)
    hr = call_api(vm, "SHLWAPI.dll", "SHCreateStreamOnFileW", wide(vm, path), mode, out)
    assert hr == 0, hex(hr)
    return vm.mem.u32(out)


def test_copyto_refuses_a_read_only_target_and_a_write_only_source(vm):
    src = _stream(vm, "C:\\src.txt", STGM_WRITE | STGM_CREATE)
    assert call_api(vm, "SHLWAPI.dll", "wineagent.SHFileStream_Write", src,
                    wide(vm, "hello"), 10, 0) == 0
    dst = _stream(vm, "C:\\src.txt", STGM_READ)
    # the source was opened write-only: nothing can be read from it
    assert call_api(vm, "SHLWAPI.dll", "wineagent.SHFileStream_CopyTo", src, dst, 10, 0,
                    0, 0) == STG_E_ACCESSDENIED
    # a read-only target cannot take the bytes
    reader = _stream(vm, "C:\\src.txt", STGM_READ)
    assert call_api(vm, "SHLWAPI.dll", "wineagent.SHFileStream_CopyTo", reader, dst, 10,
                    0, 0, 0) == STG_E_ACCESSDENIED
