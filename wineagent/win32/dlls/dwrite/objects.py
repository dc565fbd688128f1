"""DWrite.dll's COM objects: one Python class of state per interface, the interfaces'
method tables, and the declarations that turn ``Iface::Method`` into a handler.

Each surface module (main.py: the factory and the fonts; text.py: formats, layouts,
trimming signs, typography; analyzer.py: the text analyzer) registers the interfaces it
implements with :func:`interfaces` and declares their methods with :func:`method`; what a
module leaves undeclared is declared by ``missing.py`` (which imports every module first;
declarations load on demand, one module at a time) to stop the program naming the method.
"""

import uuid

from ....abi.api import BOTH, REGISTRY, Unimplemented, api
from ...core.dllnames import DWRITE
from ...core.comdecl import declare_iunknown
from ...kernel.comobj import com_impl, com_new, com_release

__all__ = ["iid", "IID_IUNKNOWN", "DWObject", "new", "obj_of", "interfaces", "method",
           "wptr", "S_OK", "E_FAIL", "E_NOINTERFACE", "E_POINTER",
           "E_INVALIDARG", "E_NOT_SUFFICIENT_BUFFER", "DWRITE_E_NOFONT"]

S_OK = 0
E_FAIL = 0x80004005
E_NOINTERFACE = 0x80004002
E_POINTER = 0x80004003
E_INVALIDARG = 0x80070057
E_NOT_SUFFICIENT_BUFFER = 0x8007007A
DWRITE_E_NOFONT = 0x88985002


def iid(text):
    """The 16 bytes of an interface id written ``XXXXXXXX-XXXX-...``."""
    return uuid.UUID(text).bytes_le


IID_IUNKNOWN = iid("00000000-0000-0000-C000-000000000046")
_UNKNOWN = ("QueryInterface", "AddRef", "Release")
#: interface -> its methods after IUnknown's, in vtable order
INTERFACES = {}
#: interface -> (its IID, the IIDs it also answers for: the ones it derives from)
_IIDS = {}


class DWObject:
    """One DirectWrite object of interface ``iface`` with Python state ``state`` (whose
    ``release(vm)``, when it has one, runs at the last Release and may return GuestCalls
    to make: Release of the program's objects the state held)."""

    def __init__(self, vm, iface, state):
        self.iface, self.state, self.refs = iface, state, 1
        self.ptr = com_new(vm, DWRITE, iface, _UNKNOWN + INTERFACES[iface], self)

    def answers(self, riid):
        """Whether QueryInterface of ``riid`` gives this object."""
        own, bases = _IIDS[self.iface]
        return riid in (IID_IUNKNOWN, own) or riid in bases


def new(vm, iface, state):
    """A new object of ``iface`` over ``state`` with one reference: its pointer."""
    return DWObject(vm, iface, state).ptr


def obj_of(vm, ptr, iface):
    """Our DWObject at interface pointer ``ptr`` of ``iface``, or None (NULL, or an
    object the program made)."""
    obj = com_impl(vm, ptr, iface) if ptr else None
    return obj if isinstance(obj, DWObject) else None


def _object(c, this, iface):
    obj = com_impl(c.vm, this, iface)
    if not isinstance(obj, DWObject):
        raise Unimplemented("%s %s method on an object that is not one of ours (0x%08X)"
                            % (DWRITE, iface, this))
    return obj


def _release(c, this, obj):
    # the state's release may hand back calls into the program (Release of the program's
    # objects it held)
    obj.refs -= 1
    if obj.refs > 0:
        return obj.refs
    free = getattr(obj.state, "release", None)
    for call in (free(c.vm) if free is not None else None) or ():
        yield call
    com_release(c.vm, this)
    return 0


def _declare_unknown(iface):
    declare_iunknown(DWRITE, iface, lambda c, this: _object(c, this, iface), _release,
                     E_POINTER, "one reference less; freed at none.")


def interfaces(table):
    """Register interfaces: ``table`` maps each name to (its IID, the IIDs of the
    interfaces it derives from, its methods after IUnknown's in vtable order)."""
    for name, (own, bases, methods) in table.items():
        INTERFACES[name] = tuple(methods)
        _IIDS[name] = (own, tuple(bases))
        _declare_unknown(name)


def method(ifaces, name, params, doc):
    """Declare method ``name`` of each interface in ``ifaces`` (a name or a tuple) over
    ``fn(c, state, *args)`` (a generator when it calls the program back)."""
    if isinstance(ifaces, str):
        ifaces = (ifaces,)

    def wrap(fn):
        for iface in ifaces:
            def handler(c, this, *args, _iface=iface):
                return fn(c, _object(c, this, _iface).state, *args)
            handler.__name__ = "%s_%s" % (iface, name)
            handler.__doc__ = "%s::%s: %s" % (iface, name, doc)
            api(DWRITE, "wineagent.%s_%s" % (iface, name), "LPVOID this" + params,
                widths=BOTH)(handler)
            # the method belongs to the module that wrote it, not to this helper
            REGISTRY[(DWRITE.upper(), "wineagent.%s_%s" % (iface, name))].module = \
                fn.__module__
        return fn
    return wrap


def wptr(c, out, value):
    """Write pointer ``value`` to ``out``: S_OK, or E_POINTER for no ``out``."""
    if not out:
        return E_POINTER
    c.vm.mem.wptr(out, value)
    return S_OK
