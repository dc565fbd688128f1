"""WindowsCodecs.dll's streams: IWICStream over a file, a block of memory, another IStream or
a region of one; and how the codecs read and write any IStream. Streams are always read
and written through their vtables, so the program's own IStream works too.
"""

from ....abi.api import BOTH, api
from ...core.dllnames import WINDOWSCODECS
from ...core.structures import STATSTG
from ...core.winerror import (ERROR_ARITHMETIC_OVERFLOW, E_FAIL, E_INVALIDARG, E_NOTIMPL,
                              E_OUTOFMEMORY, S_OK, WINCODEC_ERR_NOTINITIALIZED,
                              WINCODEC_ERR_WRONGSTATE, hresult_from_win32)
from ...kernel.comobj import method_call
from ..shlwapi.stream import create_stream
from .objects import (GENERIC_READ, GENERIC_WRITE, MAX_STREAM, STGM_CREATE, STGM_READ,
                      STGM_SHARE_DENY_WRITE, STGM_WRITE, STGTY_STREAM, STREAM_SEEK_CUR,
                      STREAM_SEEK_END, STREAM_SEEK_SET, WICObject, _CHUNK, _hold, _i64,
                      _method, _object)

__all__ = ["Stream", "read_stream", "write_stream"]


# -- streams, read and written through their vtables ---------------------------------------------
def _seek(vm, stream, pos, origin=STREAM_SEEK_SET):
    hr = yield method_call(vm, stream, 5, *_i64(vm, pos), origin, 0)    # IStream::Seek
    return hr & 0xFFFFFFFF


def read_stream(vm, stream):
    """Generator: every byte of IStream ``stream`` from its start; (HRESULT, bytes)."""
    hr = yield from _seek(vm, stream, 0)
    if hr & 0x80000000:
        return hr, b""
    buf = vm.heap.alloc(_CHUNK + 4)
    try:
        data = bytearray()
        while True:
            vm.mem.w32(buf + _CHUNK, 0)
            hr = (yield method_call(vm, stream, 3, buf, _CHUNK, buf + _CHUNK)) & 0xFFFFFFFF
            if hr & 0x80000000:
                return hr, b""
            got = min(vm.mem.u32(buf + _CHUNK), _CHUNK)
            data += vm.mem.read(buf, got)
            if len(data) > MAX_STREAM:
                return E_OUTOFMEMORY, b""
            if got < _CHUNK:
                return S_OK, bytes(data)
    finally:
        vm.heap.free(buf)


def write_stream(vm, stream, data):
    """Generator: write ``data`` to IStream ``stream`` at its position; the HRESULT."""
    size = min(len(data), _CHUNK) or 1
    buf = vm.heap.alloc(size + 4)
    try:
        for start in range(0, len(data), size):
            part = data[start:start + size]
            vm.mem.write(buf, part)
            hr = (yield method_call(vm, stream, 4, buf, len(part), buf + size)) & 0xFFFFFFFF
            if hr & 0x80000000:
                return hr
            if vm.mem.u32(buf + size) != len(part):
                return E_FAIL
        return S_OK
    finally:
        vm.heap.free(buf)


# -- IWICStream -------------------------------------------------------------------------------------
class Stream(WICObject):
    """IWICStream: uninitialized, over a block of memory (``memory``: address and size),
    or over another IStream (``inner``; a region of it when ``region`` is (offset,
    size))."""

    IFACE = "IWICStream"

    def __init__(self, vm):
        super().__init__(vm)
        self.memory, self.inner, self.region, self.pos = None, None, None, 0

    def on_free(self, vm):
        """Nothing besides the inner stream (held)."""


def _stream(c, this):
    return _object(c, this, "IWICStream")


def _forward(vm, s, slot, *args):
    hr = yield method_call(vm, s.inner, slot, *args)
    return hr & 0xFFFFFFFF


@api(WINDOWSCODECS, "wineagent.IWICStream_Read", "LPVOID this, LPVOID buf, ULONG cb, LPVOID done",
     widths=BOTH)
def _stream_read(c, this, buf, cb, done):
    """IWICStream::Read: from memory, or from the inner stream (within the region)."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 3, buf, cb, done))
    if not buf:
        return E_INVALIDARG
    limit = s.memory[1] if s.memory is not None else s.region[1]
    count = max(0, min(cb, limit - s.pos))
    if s.memory is not None:
        vm.mem.write(buf, bytes(vm.mem.read(s.memory[0] + s.pos, count)))
        got = count
    else:
        hr = yield from _seek(vm, s.inner, s.region[0] + s.pos)
        if hr & 0x80000000:
            return hr
        tmp = vm.heap.alloc(4)
        try:
            hr = (yield method_call(vm, s.inner, 3, buf, count, tmp)) & 0xFFFFFFFF
            got = vm.mem.u32(tmp)
        finally:
            vm.heap.free(tmp)
        if hr & 0x80000000:
            return hr
    s.pos += got
    if done:
        vm.mem.w32(done, got)
    return S_OK


@api(WINDOWSCODECS, "wineagent.IWICStream_Write", "LPVOID this, LPVOID buf, ULONG cb, LPVOID done",
     widths=BOTH)
def _stream_write(c, this, buf, cb, done):
    """IWICStream::Write: into memory (STG_E_MEDIUMFULL past its end, nothing written),
    or into the inner stream (within the region)."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 4, buf, cb, done))
    if not buf:
        return E_INVALIDARG
    limit = s.memory[1] if s.memory is not None else s.region[1]
    if cb > limit - s.pos:
        return 0x80030070               # STG_E_MEDIUMFULL, ``done`` untouched (Wine 8)
    if s.memory is not None:
        vm.mem.write(s.memory[0] + s.pos, bytes(vm.mem.read(buf, cb)))
    else:
        hr = yield from _seek(vm, s.inner, s.region[0] + s.pos)
        if hr & 0x80000000:
            return hr
        hr = (yield method_call(vm, s.inner, 4, buf, cb, 0)) & 0xFFFFFFFF
        if hr & 0x80000000:
            return hr
    s.pos += cb
    if done:
        vm.mem.w32(done, cb)
    return S_OK


@api(WINDOWSCODECS, "wineagent.IWICStream_Seek",
     "LPVOID this, LARGE_INTEGER move, DWORD origin, LPVOID newpos", widths=BOTH)
def _stream_seek(c, this, move, origin, newpos):
    """IWICStream::Seek: within memory or the region (E_INVALIDARG outside it), or the
    inner stream's own seek."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 5, *_i64(vm, move), origin, newpos))
    size = s.memory[1] if s.memory is not None else s.region[1]
    if origin == STREAM_SEEK_SET:
        pos = move
    elif origin == STREAM_SEEK_CUR:
        pos = s.pos + move
    elif origin == STREAM_SEEK_END:
        pos = size + move
    else:
        return 0x80030001                                          # STG_E_INVALIDFUNCTION
    if pos >> 32:
        return hresult_from_win32(ERROR_ARITHMETIC_OVERFLOW) if pos > 0 else E_INVALIDARG
    if pos > size or pos < 0:
        return E_INVALIDARG
    s.pos = pos
    if newpos:
        vm.mem.w64(newpos, pos)
    return S_OK


@api(WINDOWSCODECS, "wineagent.IWICStream_SetSize", "LPVOID this, ULARGE_INTEGER size",
     widths=BOTH)
def _stream_set_size(c, this, size):
    """IWICStream::SetSize: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 6, *_i64(vm, size)))
    return E_NOTIMPL


@api(WINDOWSCODECS, "wineagent.IWICStream_CopyTo",
     "LPVOID this, LPVOID dest, ULARGE_INTEGER cb, LPVOID read, LPVOID written", widths=BOTH)
def _stream_copy_to(c, this, dest, cb, read, written):
    """IWICStream::CopyTo: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 7, dest, *_i64(vm, cb), read, written))
    return E_NOTIMPL


@api(WINDOWSCODECS, "wineagent.IWICStream_Commit", "LPVOID this, DWORD flags", widths=BOTH)
def _stream_commit(c, this, flags):
    """IWICStream::Commit: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 8, flags))
    return E_NOTIMPL


@api(WINDOWSCODECS, "wineagent.IWICStream_Revert", "LPVOID this", widths=BOTH)
def _stream_revert(c, this):
    """IWICStream::Revert: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 9))
    return E_NOTIMPL


def _declare_region_lock(name, slot):
    def lock(c, this, offset, cb, kind):
        s, vm = _stream(c, this), c.vm
        if s.memory is None and s.inner is None:
            return WINCODEC_ERR_NOTINITIALIZED
        if s.region is None and s.memory is None:
            return (yield from _forward(vm, s, slot, *_i64(vm, offset), *_i64(vm, cb), kind))
        return E_NOTIMPL
    lock.__doc__ = "IWICStream::%s: the inner stream's; E_NOTIMPL over memory or a region." \
        % name
    api(WINDOWSCODECS, "wineagent.IWICStream_" + name,
        "LPVOID this, ULARGE_INTEGER offset, ULARGE_INTEGER cb, DWORD kind",
        widths=BOTH)(lock)


_declare_region_lock("LockRegion", 10)
_declare_region_lock("UnlockRegion", 11)


@api(WINDOWSCODECS, "wineagent.IWICStream_Stat", "LPVOID this, LPVOID out, DWORD flags",
     widths=BOTH)
def _stream_stat(c, this, out, flags):
    """IWICStream::Stat: the inner stream's; over memory or a region a nameless stream of
    its size."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 12, out, flags))
    if not out:
        return E_INVALIDARG
    vm.mem.write(out, bytes(STATSTG.sizeof(c.ptr_size)))
    size = s.memory[1] if s.memory is not None else s.region[1]
    STATSTG.write(vm.mem, out, c.ptr_size, type=STGTY_STREAM, cbSize=size)
    return S_OK


@api(WINDOWSCODECS, "wineagent.IWICStream_Clone", "LPVOID this, LPVOID out", widths=BOTH)
def _stream_clone(c, this, out):
    """IWICStream::Clone: the inner stream's; E_NOTIMPL over memory or a region."""
    s, vm = _stream(c, this), c.vm
    if s.memory is None and s.inner is None:
        return WINCODEC_ERR_NOTINITIALIZED
    if s.region is None and s.memory is None:
        return (yield from _forward(vm, s, 13, out))
    return E_NOTIMPL


@_method("IWICStream", "InitializeFromIStream", ", LPVOID inner",
         "a stream over another IStream (every call passed on).")
def _stream_from_istream(c, s, inner):
    if not inner:
        return E_INVALIDARG
    if s.memory is not None or s.inner is not None:
        return WINCODEC_ERR_WRONGSTATE
    yield from _hold(c.vm, s, inner)
    s.inner = inner
    return S_OK


@_method("IWICStream", "InitializeFromFilename", ", LPCWSTR path, DWORD access",
         "a stream over a file (shlwapi's file stream): GENERIC_WRITE creates it,"
         " GENERIC_READ opens an existing one; neither is E_INVALIDARG.")
def _stream_from_file(c, s, path, access):
    if s.memory is not None or s.inner is not None:
        return WINCODEC_ERR_WRONGSTATE
    if access & GENERIC_WRITE:
        mode = STGM_SHARE_DENY_WRITE | STGM_WRITE | STGM_CREATE
    elif access & GENERIC_READ:
        mode = STGM_SHARE_DENY_WRITE | STGM_READ
    else:
        return E_INVALIDARG
    if path is None:
        return E_INVALIDARG
    hr, inner = create_stream(c, path, mode, False)
    if hr:
        return hr
    s.inner = inner
    s.held.append(inner)                                   # the one reference it was made with
    return S_OK


@_method("IWICStream", "InitializeFromMemory", ", LPVOID buffer, DWORD size",
         "a stream over ``size`` bytes at ``buffer`` (fixed: it never grows).")
def _stream_from_memory(c, s, buf, size):
    if not buf:
        return E_INVALIDARG
    if s.memory is not None or s.inner is not None:
        return WINCODEC_ERR_WRONGSTATE
    s.memory, s.pos = (buf, size), 0
    return S_OK


@_method("IWICStream", "InitializeFromIStreamRegion",
         ", LPVOID inner, ULARGE_INTEGER offset, ULARGE_INTEGER size",
         "a stream over ``size`` bytes of another IStream from ``offset``.")
def _stream_from_region(c, s, inner, offset, size):
    if not inner:
        return E_INVALIDARG
    if s.memory is not None or s.inner is not None:
        return WINCODEC_ERR_WRONGSTATE
    yield from _hold(c.vm, s, inner)
    s.inner, s.region, s.pos = inner, (offset, size), 0
    return S_OK
