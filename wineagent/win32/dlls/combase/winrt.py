"""combase: the Windows Runtime's basics a desktop program calls before anything else
(SnoreToast 0.7.0 does at start-up, through the api-ms-win-core-winrt-* contracts):

- RoInitialize / RoUninitialize: the thread's apartment, as CoInitializeEx /
  CoUninitialize (RO_INIT_SINGLETHREADED is a single-threaded apartment,
  RO_INIT_MULTITHREADED the multithreaded one);
- HSTRINGs (their layout: inspectable.py, the one C++/WinRT also builds itself):
  WindowsCreateString (a copy, NUL-terminated, in the process heap, with a reference
  count), WindowsCreateStringReference (a "fast-pass" string over the caller's
  characters and HSTRING_HEADER: the HSTRING is the header's address, nothing is
  allocated), WindowsDeleteString, WindowsDuplicateString (a reference is copied, a
  heap string gains a reference), WindowsGetStringRawBuffer, WindowsGetStringLen, WindowsIsStringEmpty. The
  empty string is NULL, and NULL reads as "";
- more HSTRING functions: WindowsCompareStringOrdinal, WindowsConcatString,
  WindowsSubstring(WithSpecifiedLength), WindowsStringHasEmbeddedNull,
  WindowsTrimStringStart/End, WindowsReplaceString, and the preallocated buffers
  (WindowsPreallocateStringBuffer, WindowsPromoteStringBuffer,
  WindowsDeleteStringBuffer);
- RoGetActivationFactory and RoActivateInstance: the classes inspectable.py registers
  (Windows.UI.ViewManagement.UISettings, uisettings.py); any other class id answers
  REGDB_E_CLASSNOTREG, and programs fall back as they must on a Windows without that
  class;
- RoOriginateError / RoOriginateLanguageException: record the error (kept as the
  process's last one) and say whether it was one (TRUE for a failure HRESULT).
"""

from ....abi.api import BOTH, api
from ...core.dllnames import COMBASE
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, E_NOTIMPL, E_POINTER, \
    REGDB_E_CLASSNOTREG
from ..ole32.main import COINIT_APARTMENTTHREADED, COINIT_MULTITHREADED, CoUninitialize, \
    _initialize
from .inspectable import CLASSES, activation_factory, hstring_text, is_reference, \
    new_string, string_at, string_refs, write_reference

RO_INIT_SINGLETHREADED, RO_INIT_MULTITHREADED = 0, 1
S_OK = 0


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
    vm.mem.wptr(out, new_string(vm, bytes(vm.mem.read(src, 2 * length))))
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
    write_reference(vm, header, src, length)
    vm.mem.wptr(out, header)
    return S_OK


@api(COMBASE, "WindowsDeleteString", "LPVOID h", widths=BOTH)
def WindowsDeleteString(c, h):
    """Drop a reference to a heap HSTRING, freeing it at none (a fast-pass reference or
    NULL: nothing to free); S_OK."""
    vm = c.vm
    if h and not is_reference(vm, h):
        refs = string_refs(vm, h)
        count = vm.mem.u32(refs) - 1
        vm.mem.w32(refs, count)
        if count == 0:
            vm.com.hstring_buffers.discard(h)
            vm.heap.free(h)
    return S_OK


@api(COMBASE, "WindowsDuplicateString", "LPVOID h, LPVOID out", widths=BOTH)
def WindowsDuplicateString(c, h, out):
    """Another HSTRING with the same text: a heap copy of a reference, the same heap
    string with one more reference."""
    vm = c.vm
    if not out:
        return E_INVALIDARG
    if not h:
        vm.mem.wptr(out, 0)
        return S_OK
    if is_reference(vm, h):
        chars, length = string_at(vm, h)
        vm.mem.wptr(out, new_string(vm, bytes(vm.mem.read(chars, 2 * length))))
        return S_OK
    refs = string_refs(vm, h)
    vm.mem.w32(refs, vm.mem.u32(refs) + 1)
    vm.mem.wptr(out, h)
    return S_OK


@api(COMBASE, "WindowsGetStringRawBuffer", "LPVOID h, LPVOID plen", widths=BOTH)
def WindowsGetStringRawBuffer(c, h, plen):
    """The characters of ``h`` (NUL-terminated) and, with ``plen``, their count; NULL
    reads as an empty string."""
    vm = c.vm
    if h:
        buf, length = string_at(vm, h)
    else:
        if not vm.com.hstring_empty:
            vm.com.hstring_empty = vm.heap.alloc(2, zero=True)
        buf, length = vm.com.hstring_empty, 0
    if plen:
        vm.mem.w32(plen, length)
    return buf


@api(COMBASE, "WindowsGetStringLen", "LPVOID h", widths=BOTH)
def WindowsGetStringLen(c, h):
    """The length of ``h`` in UTF-16 units (0 for NULL)."""
    return string_at(c.vm, h)[1]


@api(COMBASE, "WindowsIsStringEmpty", "LPVOID h", widths=BOTH)
def WindowsIsStringEmpty(c, h):
    """TRUE for NULL or a string of no characters."""
    return int(string_at(c.vm, h)[1] == 0)


def _class_name(vm, classid):
    return hstring_text(vm, classid)


@api(COMBASE, "RoGetActivationFactory", "LPVOID classid, LPVOID iid, LPVOID out", widths=BOTH)
def RoGetActivationFactory(c, classid, iid, out):
    """The activation factory of runtime class ``classid`` (an HSTRING) as interface
    ``iid`` (inspectable.py's classes: Windows.UI.ViewManagement.UISettings);
    REGDB_E_CLASSNOTREG for any other class, ``out`` left as it was (as Wine 8 leaves
    it); E_INVALIDARG without ``out`` or a class name, E_NOINTERFACE for an interface the
    factory lacks."""
    vm = c.vm
    if not out or not classid:
        return E_INVALIDARG
    factory = activation_factory(vm, _class_name(vm, classid))
    if factory is None:
        return REGDB_E_CLASSNOTREG
    ptr = factory.query(bytes(vm.mem.read(iid, 16)))
    vm.mem.wptr(out, ptr)
    if not ptr:
        factory.release(vm)
        return E_NOINTERFACE
    return S_OK


@api(COMBASE, "RoActivateInstance", "LPVOID classid, LPVOID out", widths=BOTH)
def RoActivateInstance(c, classid, out):
    """A new instance of runtime class ``classid`` by its factory's ActivateInstance (its
    IInspectable); REGDB_E_CLASSNOTREG for a class not registered."""
    vm = c.vm
    if not out or not classid:
        return E_INVALIDARG
    factory = activation_factory(vm, _class_name(vm, classid))
    if factory is None:
        vm.mem.wptr(out, 0)
        return REGDB_E_CLASSNOTREG
    make = CLASSES[factory.class_name]
    factory.release(vm)
    if make is None:
        vm.mem.wptr(out, 0)
        return E_NOTIMPL
    obj = make(vm)
    vm.mem.wptr(out, obj.default)
    return S_OK


@api(COMBASE, "RoOriginateError", "DWORD hr, LPVOID message", widths=BOTH)
def RoOriginateError(c, hr, message):
    """Record a failure HRESULT and its message (an HSTRING) as the process's last
    originated error: TRUE; a success HRESULT is no error: FALSE."""
    vm = c.vm
    if not hr & 0x80000000:
        return 0
    text = hstring_text(vm, message)
    vm.com.originated_error = (hr, text)
    return 1


@api(COMBASE, "RoOriginateLanguageException", "DWORD hr, LPVOID message, LPVOID exception",
     widths=BOTH)
def RoOriginateLanguageException(c, hr, message, exception):
    """RoOriginateError with the language's own exception object (C++/WinRT's
    hresult_error passes one): recorded as the process's last error; the object is not
    kept (nothing here asks for it back: no GetRestrictedErrorInfo)."""
    return RoOriginateError(c, hr, message)


# -- more HSTRING functions ------------------------------------------------------------------
E_BOUNDS = 0x8000000B


def _units(vm, h):
    """The UTF-16 code units of an HSTRING as a str (NULL: "")."""
    return hstring_text(vm, h)


def _give(vm, out, text):
    vm.mem.wptr(out, new_string(vm, text.encode("utf-16-le", "surrogatepass")) if text else 0)
    return S_OK


@api(COMBASE, "WindowsCompareStringOrdinal", "LPVOID a, LPVOID b, LPVOID result", widths=BOTH)
def WindowsCompareStringOrdinal(c, a, b, result):
    """-1, 0 or 1 in ``result`` as ``a`` sorts before, with or after ``b`` by UTF-16 code
    unit values (NULL is ""); E_INVALIDARG without ``result``."""
    if not result:
        return E_INVALIDARG
    x = _units(c.vm, a).encode("utf-16-be", "surrogatepass")
    y = _units(c.vm, b).encode("utf-16-be", "surrogatepass")
    c.vm.mem.w32(result, (x > y) - (x < y))
    return S_OK


@api(COMBASE, "WindowsConcatString", "LPVOID a, LPVOID b, LPVOID out", widths=BOTH)
def WindowsConcatString(c, a, b, out):
    """A new HSTRING of ``a`` then ``b`` (NULL when both are empty)."""
    if not out:
        return E_INVALIDARG
    return _give(c.vm, out, _units(c.vm, a) + _units(c.vm, b))


@api(COMBASE, "WindowsSubstring", "LPVOID h, UINT start, LPVOID out", widths=BOTH)
def WindowsSubstring(c, h, start, out):
    """A new HSTRING of ``h`` from code unit ``start`` on; E_BOUNDS past its end."""
    if not out:
        return E_INVALIDARG
    text = _units(c.vm, h)
    if start > len(text):
        return E_BOUNDS
    return _give(c.vm, out, text[start:])


@api(COMBASE, "WindowsSubstringWithSpecifiedLength", "LPVOID h, UINT start, UINT length, "
     "LPVOID out", widths=BOTH)
def WindowsSubstringWithSpecifiedLength(c, h, start, length, out):
    """A new HSTRING of ``length`` code units of ``h`` from ``start``; E_BOUNDS past its
    end."""
    if not out:
        return E_INVALIDARG
    text = _units(c.vm, h)
    if start + length > len(text):
        return E_BOUNDS
    return _give(c.vm, out, text[start:start + length])


@api(COMBASE, "WindowsStringHasEmbeddedNull", "LPVOID h, LPVOID out", widths=BOTH)
def WindowsStringHasEmbeddedNull(c, h, out):
    """TRUE in ``out`` when the string holds a NUL before its end."""
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, int("\0" in _units(c.vm, h)))
    return S_OK


def _trim(c, h, chars, out, start):
    if not out or not chars or not _units(c.vm, chars):
        return E_INVALIDARG
    text, trim = _units(c.vm, h), _units(c.vm, chars)
    return _give(c.vm, out, text.lstrip(trim) if start else text.rstrip(trim))


@api(COMBASE, "WindowsTrimStringStart", "LPVOID h, LPVOID chars, LPVOID out", widths=BOTH)
def WindowsTrimStringStart(c, h, chars, out):
    """A new HSTRING of ``h`` without the leading characters that are in ``chars``
    (E_INVALIDARG for an empty ``chars``)."""
    return _trim(c, h, chars, out, True)


@api(COMBASE, "WindowsTrimStringEnd", "LPVOID h, LPVOID chars, LPVOID out", widths=BOTH)
def WindowsTrimStringEnd(c, h, chars, out):
    """A new HSTRING of ``h`` without the trailing characters that are in ``chars``."""
    return _trim(c, h, chars, out, False)


@api(COMBASE, "WindowsReplaceString", "LPVOID h, LPVOID find, LPVOID repl, LPVOID out",
     widths=BOTH)
def WindowsReplaceString(c, h, find, repl, out):
    """A new HSTRING of ``h`` with every ``find`` replaced by ``repl`` (E_INVALIDARG for
    an empty ``find``)."""
    if not out or not _units(c.vm, find):
        return E_INVALIDARG
    return _give(c.vm, out, _units(c.vm, h).replace(_units(c.vm, find), _units(c.vm, repl)))


@api(COMBASE, "WindowsPreallocateStringBuffer", "UINT length, LPVOID chars, LPVOID out",
     widths=BOTH)
def WindowsPreallocateStringBuffer(c, length, chars, out):
    """A buffer of ``length`` characters and a NUL for the caller to fill (its address in
    ``chars``), to be made an HSTRING by WindowsPromoteStringBuffer; for 0 characters the
    buffer is NULL and ``chars`` an empty string."""
    vm = c.vm
    if not chars or not out:
        return E_POINTER
    if length == 0:
        vm.mem.wptr(chars, WindowsGetStringRawBuffer(c, 0, 0))
        vm.mem.wptr(out, 0)
        return S_OK
    handle = new_string(vm, bytes(2 * length))
    vm.com.hstring_buffers.add(handle)
    vm.mem.wptr(chars, string_at(vm, handle)[0])
    vm.mem.wptr(out, handle)
    return S_OK


@api(COMBASE, "WindowsPromoteStringBuffer", "LPVOID buffer, LPVOID out", widths=BOTH)
def WindowsPromoteStringBuffer(c, buffer, out):
    """The HSTRING a preallocated buffer becomes; E_INVALIDARG when the caller overwrote
    its terminating NUL or it is no buffer."""
    vm = c.vm
    if not out:
        return E_POINTER
    if not buffer:
        vm.mem.wptr(out, 0)
        return S_OK
    if buffer not in vm.com.hstring_buffers:
        return E_INVALIDARG
    buf, length = string_at(vm, buffer)
    if vm.mem.u16(buf + 2 * length) != 0:
        return E_INVALIDARG
    vm.com.hstring_buffers.discard(buffer)
    vm.mem.wptr(out, buffer)
    return S_OK


@api(COMBASE, "WindowsDeleteStringBuffer", "LPVOID buffer", widths=BOTH)
def WindowsDeleteStringBuffer(c, buffer):
    """Free a preallocated buffer not promoted; E_INVALIDARG for anything else."""
    vm = c.vm
    if not buffer:
        return S_OK
    if buffer not in vm.com.hstring_buffers:
        return E_INVALIDARG
    vm.com.hstring_buffers.discard(buffer)
    return WindowsDeleteString(c, buffer)
