"""COMBASE: Windows Runtime objects implemented here, and the activation of their classes.

A runtime object (:class:`RuntimeObject`) is one identity with several interfaces, each
an interface pointer of its own vtable (made with ``kernel/comobj.com_new``), as a C++
object with several bases has. They share one reference count and answer one
QueryInterface: IUnknown, IInspectable and IAgileObject (the classes here may be used
from any thread, as Windows' own are agile) are the first interface's pointer. Every
interface begins with IInspectable's six methods — QueryInterface, AddRef, Release,
GetIids (the interfaces but IUnknown and IInspectable, in a CoTaskMemAlloc'd array),
GetRuntimeClassName (an HSTRING the caller deletes) and GetTrustLevel — which
:func:`declare_interface` declares as ``wineagent.<Iface>_<Method>`` thunks.

An event a runtime object raises keeps its handlers (:class:`EventSource`):
``add_<Event>`` takes a reference on the handler and gives a registration token,
``remove_<Event>`` drops it.

Activation (RoGetActivationFactory, RoActivateInstance in winrt.py) looks a class name
up in :data:`CLASSES`: a class module (uisettings.py) registers a function making its
instance; the factory is one object per class with IActivationFactory's ActivateInstance.
"""

import uuid

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ....abi.lazy import LazyTable
from ...core.dllnames import COMBASE
from ...core.winerror import E_INVALIDARG, E_NOINTERFACE, E_NOTIMPL, E_POINTER
from ...kernel.comobj import com_impl, com_new, com_release, vtable_slot

__all__ = ["STATICS", "RuntimeObject", "EventSource", "declare_interface", "INSPECTABLE", "CLASSES",
           "register_class", "activation_factory", "iid", "BASE_TRUST", "new_string",
           "new_hstring", "write_reference", "string_at", "is_reference", "string_refs",
           "hstring_text", "header_size"]

S_OK = 0
BASE_TRUST, PARTIAL_TRUST, FULL_TRUST = 0, 1, 2
INSPECTABLE = ("QueryInterface", "AddRef", "Release", "GetIids", "GetRuntimeClassName",
               "GetTrustLevel")
_ADDREF, _RELEASE = 1, 2


def iid(text):
    """The 16 bytes of a GUID written ``XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX``."""
    return uuid.UUID(text).bytes_le


IID_IUNKNOWN = iid("00000000-0000-0000-C000-000000000046")
IID_IINSPECTABLE = iid("AF86E2E0-B12D-4C6A-9C5A-D7AA65101E90")
IID_IAGILEOBJECT = iid("94EA2B94-E9CC-49E0-C0FF-EE64CA8F5B90")
IID_IACTIVATIONFACTORY = iid("00000035-0000-0000-C000-000000000046")

#: Runtime class name -> function(vm) making a new instance (a RuntimeObject), or None
#: for a static class (its factory's ActivateInstance: E_NOTIMPL). Filled on demand
#: (abi/lazy.py): asking for a class imports its module.
CLASSES = LazyTable(__name__ + ".CLASSES")
#: Runtime class name -> its factory's other interfaces [(name, IID, methods)]: the
#: static members' (IGlobalizationPreferencesStatics...).
STATICS = LazyTable(__name__ + ".STATICS")
# -- HSTRINGs ---------------------------------------------------------------------------
# An HSTRING is the address of a header {UINT32 flags; UINT32 length; UINT32 padding[2];
# PCWSTR chars} (HSTRING_HEADER's 20 bytes at 32 bits, 24 at 64: the pointer at offset
# 16). Flag 1 marks a fast-pass reference (WindowsCreateStringReference: the caller owns
# header and characters). A string on the heap is one process-heap block: the header, a
# LONG reference count, the characters and a NUL. C++/WinRT lays its own strings out so
# and hands them to WindowsDeleteString, so every function reads the header, whoever
# made the string.
HSTRING_REFERENCE_FLAG = 1
_CHARS_AT = 16


def header_size(vm):
    """HSTRING_HEADER's size at the program's width."""
    return _CHARS_AT + vm.ptr_size


def new_string(vm, units):
    """A new heap HSTRING holding the UTF-16 ``units`` (bytes) and a NUL, one reference."""
    head = header_size(vm)
    block = vm.heap.alloc(head + 4 + len(units) + 2)
    mem = vm.mem
    mem.write(block, bytes(head))
    mem.w32(block + 4, len(units) // 2)
    mem.wptr(block + _CHARS_AT, block + head + 4)
    mem.w32(block + head, 1)
    mem.write(block + head + 4, units + b"\0\0")
    return block


def write_reference(vm, header, chars, length):
    """Fill a caller's HSTRING_HEADER as a fast-pass reference to ``chars``."""
    mem = vm.mem
    mem.write(header, bytes(header_size(vm)))
    mem.w32(header, HSTRING_REFERENCE_FLAG)
    mem.w32(header + 4, length)
    mem.wptr(header + _CHARS_AT, chars)


def string_at(vm, h):
    """(characters' address, length in UTF-16 units) of an HSTRING; (0, 0) for NULL."""
    if not h:
        return 0, 0
    return vm.mem.uptr(h + _CHARS_AT), vm.mem.u32(h + 4)


def is_reference(vm, h):
    """Whether ``h`` is a fast-pass reference (nothing to free or count)."""
    return bool(vm.mem.u32(h) & HSTRING_REFERENCE_FLAG)


def string_refs(vm, h):
    """The reference count's address of a heap HSTRING."""
    return h + header_size(vm)


def hstring_text(vm, h):
    """An HSTRING's text as a str (NULL: "")."""
    chars, length = string_at(vm, h)
    if not length:
        return ""
    return bytes(vm.mem.read(chars, 2 * length)).decode("utf-16-le", "surrogatepass")


def new_hstring(vm, text):
    """A new HSTRING holding ``text`` (NULL for ""), as WindowsCreateString makes it."""
    return new_string(vm, text.encode("utf-16-le", "surrogatepass")) if text else 0


class RuntimeObject:
    """One runtime object: its class name, trust level and interfaces (name, IID,
    methods) in GetIids' order, the first being the default one; ``state`` is the class's
    own Python state."""

    def __init__(self, vm, class_name, interfaces, state=None, trust=BASE_TRUST):
        self.class_name, self.trust, self.state = class_name, trust, state
        self.refs = 1
        self.iids = [i for _, i, _ in interfaces]
        self.ptrs = {}
        for name, _iid, methods in interfaces:
            self.ptrs[_iid] = com_new(vm, COMBASE, name, INSPECTABLE + methods, self)
        self.default = self.ptrs[self.iids[0]]

    def query(self, want):
        """The interface pointer for IID bytes ``want``, or 0."""
        if want in (IID_IUNKNOWN, IID_IINSPECTABLE, IID_IAGILEOBJECT):
            return self.default
        return self.ptrs.get(want, 0)

    def release(self, vm):
        """One reference less; at none every interface's block is freed."""
        self.refs -= 1
        if self.refs == 0:
            for ptr in self.ptrs.values():
                com_release(vm, ptr)
        return self.refs


def _object(c, this, iface):
    obj = com_impl(c.vm, this, iface)
    if not isinstance(obj, RuntimeObject):
        raise Unimplemented("%s %s method on an object that is not one (0x%08X)"
                            % (COMBASE, iface, this))
    return obj


def declare_interface(iface):
    """Declare IInspectable's six methods as ``iface``'s thunks (``wineagent.<iface>_...``);
    the function giving a method's RuntimeObject (for the interface's own methods)."""

    def query(c, this, riid, out):
        obj = _object(c, this, iface)
        if not out:
            return E_POINTER
        ptr = obj.query(bytes(c.vm.mem.read(riid, 16)) if riid else b"")
        c.vm.mem.wptr(out, ptr)
        if not ptr:
            return E_NOINTERFACE
        obj.refs += 1
        return S_OK

    def addref(c, this):
        obj = _object(c, this, iface)
        obj.refs += 1
        return obj.refs

    def release(c, this):
        return _object(c, this, iface).release(c.vm)

    def get_iids(c, this, count, out):
        obj = _object(c, this, iface)
        vm = c.vm
        if not count or not out:
            return E_INVALIDARG
        block = vm.heap.alloc(16 * len(obj.iids)) if obj.iids else 0
        for i, value in enumerate(obj.iids):
            vm.mem.write(block + 16 * i, value)
        vm.mem.w32(count, len(obj.iids))
        vm.mem.wptr(out, block)
        return S_OK

    def class_name(c, this, out):
        obj = _object(c, this, iface)
        if not out:
            return E_INVALIDARG
        c.vm.mem.wptr(out, new_hstring(c.vm, obj.class_name))
        return S_OK

    def trust_level(c, this, out):
        obj = _object(c, this, iface)
        if not out:
            return E_INVALIDARG
        c.vm.mem.w32(out, obj.trust)
        return S_OK

    for method, params, fn, doc in (
            ("QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", query,
             "The object's interface of IID ``riid`` (IUnknown, IInspectable and IAgileObject:"
             " its default one), or E_NOINTERFACE."),
            ("AddRef", "LPVOID this", addref, "One more reference to the object."),
            ("Release", "LPVOID this", release, "One reference less; freed at none."),
            ("GetIids", "LPVOID this, LPVOID count, LPVOID out", get_iids,
             "The object's interfaces (but IUnknown and IInspectable) in a CoTaskMemAlloc'd"
             " array."),
            ("GetRuntimeClassName", "LPVOID this, LPVOID out", class_name,
             "Its runtime class's name, a new HSTRING."),
            ("GetTrustLevel", "LPVOID this, LPVOID out", trust_level,
             "Its class's trust level (BaseTrust for the classes here).")):
        fn.__doc__ = "%s::%s: %s" % (iface, method, doc)
        api(COMBASE, "wineagent.%s_%s" % (iface, method), params, widths=BOTH)(fn)
    return lambda c, this: _object(c, this, iface)


class EventSource:
    """One event's registered handlers: token -> the handler's interface pointer."""

    def __init__(self):
        self.handlers = {}
        self.next_token = 1

    def add(self, vm, handler, token_out):
        """Generator: keep ``handler`` (one reference taken) and write its token."""
        if not handler or not token_out:
            return E_INVALIDARG
        yield GuestCall(vtable_slot(vm, handler, _ADDREF), (handler,))
        token = self.next_token
        self.next_token += 1
        self.handlers[token] = handler
        vm.mem.w64(token_out, token)
        return S_OK

    def remove(self, vm, token):
        """Generator: drop the handler of ``token`` (its reference released); S_OK also
        for a token not registered, as Windows' event sources answer."""
        handler = self.handlers.pop(token, None)
        if handler:
            yield GuestCall(vtable_slot(vm, handler, _RELEASE), (handler,))
        return S_OK


def register_class(name, make, statics=()):
    """Make runtime class ``name`` known: ``make(vm)`` gives a new RuntimeObject (None:
    a static class, not activatable); ``statics``, its factory's interfaces of static
    members, (name, IID, methods) each, their methods declared by the class's module
    over :func:`declare_interface`."""
    CLASSES[name] = make
    STATICS[name] = list(statics)


_factory_of = declare_interface("IActivationFactory")


def activation_factory(vm, name):
    """The activation factory of class ``name`` (a new reference), or None when no such
    class is registered. One factory per class and process, as Windows caches them."""
    factories = vm.com.winrt_factories
    if name not in CLASSES:
        return None
    obj = factories.get(name)
    if obj is None:
        obj = factories[name] = RuntimeObject(
            vm, name, [("IActivationFactory", IID_IACTIVATIONFACTORY, ("ActivateInstance",))]
            + STATICS[name])
        obj.refs = 1            # the cache's own reference, never released
    obj.refs += 1
    return obj


@api(COMBASE, "wineagent.IActivationFactory_ActivateInstance", "LPVOID this, LPVOID out",
     widths=BOTH)
def _activate_instance(c, this, out):
    """IActivationFactory::ActivateInstance: a new instance of the factory's class (its
    default interface); E_NOTIMPL for a static class."""
    factory = _factory_of(c, this)
    if not out:
        return E_POINTER
    make = CLASSES[factory.class_name]
    if make is None:
        c.vm.mem.wptr(out, 0)
        return E_NOTIMPL
    obj = make(c.vm)
    c.vm.mem.wptr(out, obj.default)
    return S_OK
