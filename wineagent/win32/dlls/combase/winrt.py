"""combase: the Windows Runtime's basics a desktop program calls before anything else
(SnoreToast 0.7.0 does at start-up, through the api-ms-win-core-winrt-* contracts):

- RoInitialize / RoUninitialize: the thread's apartment, as CoInitializeEx /
  CoUninitialize (RO_INIT_SINGLETHREADED is a single-threaded apartment,
  RO_INIT_MULTITHREADED the multithreaded one);
- HSTRINGs: WindowsCreateString (a copy, NUL-terminated, in the process heap),
  WindowsCreateStringReference (a "fast-pass" string over the caller's characters and
  HSTRING_HEADER: the HSTRING is the header's address, nothing is allocated),
  WindowsDeleteString, WindowsDuplicateString (a reference is copied, a string is
  shared), WindowsGetStringRawBuffer, WindowsGetStringLen, WindowsIsStringEmpty. The
  empty string is NULL, and NULL reads as "";
- RoGetActivationFactory: no Windows Runtime class is registered on this machine, so
  every class id answers REGDB_E_CLASSNOTREG, and programs fall back as they must on a
  Windows without that class;
- RoOriginateError: records the error (kept as the process's last one) and says whether
  it was one (TRUE for a failure HRESULT).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import COMBASE
from ...core.winerror import E_INVALIDARG, E_POINTER, REGDB_E_CLASSNOTREG
from ..ole32.main import COINIT_APARTMENTTHREADED, COINIT_MULTITHREADED, CoUninitialize, \
    _initialize

RO_INIT_SINGLETHREADED, RO_INIT_MULTITHREADED = 0, 1
S_OK = 0
#: HSTRING_HEADER's size (5 pointer-sized words at 64 bits, 20 bytes at 32)
_HEADER_WORDS = 5


@api(COMBASE, "RoInitialize", "DWORD kind", widths=BOTH)
def RoInitialize(c, kind):
    """Enter an apartment: single-threaded for RO_INIT_SINGLETHREADED, else the
    multithreaded one; S_OK, S_FALSE (already in it) or RPC_E_CHANGED_MODE."""
    flags = COINIT_APARTMENTTHREADED if kind == RO_INIT_SINGLETHREADED else COINIT_MULTITHREADED
    if kind not in (RO_INIT_SINGLETHREADED, RO_INIT_MULTITHREADED):
        return E_INVALIDARG
    return _initialize(c.vm, 0, flags)


@api(COMBASE, "RoUninitialize", "", widths=BOTH)
def RoUninitialize(c):
    """Leave the apartment (CoUninitialize)."""
    return CoUninitialize(c)


def _new_string(vm, units):
    """An allocated HSTRING holding the UTF-16 ``units`` (bytes) and a NUL."""
    buf = vm.heap.alloc(len(units) + 2)
    vm.mem.write(buf, units + b"\0\0")
    handle = vm.heap.alloc(_HEADER_WORDS * vm.ptr_size, zero=True)
    vm.com.hstrings[handle] = [buf, len(units) // 2, False]
    return handle


@api(COMBASE, "WindowsCreateString", "LPVOID src, UINT length, LPVOID out", widths=BOTH)
def WindowsCreateString(c, src, length, out):
    """A new HSTRING copying ``length`` UTF-16 units of ``src`` (NULL for 0 units);
    E_POINTER for NULL characters with a length, E_INVALIDARG without ``out``."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    if not src and length:
        return E_POINTER
    if length == 0:
        vm.mem.wptr(out, 0)
        return S_OK
    vm.mem.wptr(out, _new_string(vm, bytes(vm.mem.read(src, 2 * length))))
    return S_OK


@api(COMBASE, "WindowsCreateStringReference",
     "LPVOID src, UINT length, LPVOID header, LPVOID out", widths=BOTH)
def WindowsCreateStringReference(c, src, length, header, out):
    """A fast-pass HSTRING over the caller's characters (which must end in a NUL at
    ``length``) kept in the caller's HSTRING_HEADER; E_INVALIDARG without a header, an
    ``out`` or that NUL, E_POINTER for NULL characters with a length."""
    vm = c.vm
    if not out or not header:
        return E_INVALIDARG
    if not src and length:
        return E_POINTER
    if length == 0:
        vm.mem.wptr(out, 0)
        return S_OK
    if vm.mem.u16(src + 2 * length) != 0:
        return E_INVALIDARG
    vm.mem.write(header, bytes(_HEADER_WORDS * vm.ptr_size))
    vm.com.hstrings[header] = [src, length, True]
    vm.mem.wptr(out, header)
    return S_OK


@api(COMBASE, "WindowsDeleteString", "LPVOID h", widths=BOTH)
def WindowsDeleteString(c, h):
    """Free an HSTRING (a reference or NULL: nothing to free); S_OK."""
    vm = c.vm
    entry = vm.com.hstrings.get(h)
    if entry is not None and not entry[2]:
        del vm.com.hstrings[h]
        vm.heap.free(entry[0])
        vm.heap.free(h)
    return S_OK


@api(COMBASE, "WindowsDuplicateString", "LPVOID h, LPVOID out", widths=BOTH)
def WindowsDuplicateString(c, h, out):
    """Another HSTRING with the same text: a copy of a reference, a new one of a string."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    entry = vm.com.hstrings.get(h)
    if entry is None:
        vm.mem.wptr(out, 0)
        return S_OK
    buf, length, _ = entry
    vm.mem.wptr(out, _new_string(vm, bytes(vm.mem.read(buf, 2 * length))))
    return S_OK


@api(COMBASE, "WindowsGetStringRawBuffer", "LPVOID h, LPVOID plen", widths=BOTH)
def WindowsGetStringRawBuffer(c, h, plen):
    """The characters of ``h`` (NUL-terminated) and, with ``plen``, their count; NULL
    reads as an empty string."""
    vm = c.vm
    entry = vm.com.hstrings.get(h)
    if entry is None:
        if not vm.com.hstring_empty:
            vm.com.hstring_empty = vm.heap.alloc(2, zero=True)
        buf, length = vm.com.hstring_empty, 0
    else:
        buf, length = entry[0], entry[1]
    if plen:
        vm.mem.w32(plen, length)
    return buf


@api(COMBASE, "WindowsGetStringLen", "LPVOID h", widths=BOTH)
def WindowsGetStringLen(c, h):
    """The length of ``h`` in UTF-16 units (0 for NULL)."""
    entry = c.vm.com.hstrings.get(h)
    return entry[1] if entry else 0


@api(COMBASE, "WindowsIsStringEmpty", "LPVOID h", widths=BOTH)
def WindowsIsStringEmpty(c, h):
    """TRUE for NULL or a string of no characters."""
    entry = c.vm.com.hstrings.get(h)
    return int(not entry or entry[1] == 0)


@api(COMBASE, "RoGetActivationFactory", "LPVOID classid, LPVOID iid, LPVOID out", widths=BOTH)
def RoGetActivationFactory(c, classid, iid, out):
    """No Windows Runtime class is registered here: REGDB_E_CLASSNOTREG, ``out`` left as
    it was (as Wine 8 leaves it); E_INVALIDARG without ``out``."""
    if not out:
        return E_INVALIDARG
    return REGDB_E_CLASSNOTREG


@api(COMBASE, "RoOriginateError", "DWORD hr, LPVOID message", widths=BOTH)
def RoOriginateError(c, hr, message):
    """Record a failure HRESULT and its message (an HSTRING) as the process's last
    originated error: TRUE; a success HRESULT is no error: FALSE."""
    vm = c.vm
    if not hr & 0x80000000:
        return 0
    entry = vm.com.hstrings.get(message)
    text = vm.mem.wstr(entry[0], entry[1]) if entry else ""
    vm.com.originated_error = (hr, text)
    return 1
