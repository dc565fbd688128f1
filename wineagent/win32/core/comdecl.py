"""Declarations on behalf of a DLL's COM modules: IUnknown's three methods of an interface
whose objects live in Python, and the vtable methods no module of the DLL implements
(each stops the program naming ``Iface::Method``).

Like core/crt.py's ``cdecl``, these call ``api()`` for the module that calls them:
``abi.api.DECLARING_HELPERS`` names this module, so each declaration belongs to the DLL
module that asked for it (test/project/test_layers.py's declaration machinery)."""

from ...abi.api import BOTH, REGISTRY, Unimplemented, api
from .winerror import E_NOINTERFACE, S_OK

__all__ = ["declare_iunknown", "declare_unimplemented_methods"]


def declare_unimplemented_methods(dll, interfaces):
    """Declare every method of ``interfaces`` (interface name -> method names in vtable
    order) that ``dll`` does not declare yet, as ``wineagent.<Iface>_<Method>``: each stops
    the program naming ``Iface::Method``, so a vtable slot is never a quiet answer.

    Call it from a DLL folder's ``missing`` module after importing every module of the
    DLL: declarations load on demand one module at a time (docs/dlls.md "Registration on
    demand"), so only a module that imports them all knows what is left; what is done is
    what the registry holds, so no module's order matters and a second call finds nothing.
    The declarations are the calling module's (``abi.api.DECLARING_HELPERS`` names this module)."""
    for iface, methods in interfaces.items():
        for name in methods:
            key = "wineagent.%s_%s" % (iface, name)
            if (dll.upper(), key) in REGISTRY:
                continue

            def missing(c, this, *args, _iface=iface, _name=name):
                raise Unimplemented("%s %s::%s" % (dll, _iface, _name))
            missing.__doc__ = "%s::%s: not provided (stops the program naming it)." % (
                iface, name)
            api(dll, key, "LPVOID this", widths=BOTH)(missing)


def declare_iunknown(dll, iface, ours, release, null_out, release_doc):
    """Declare IUnknown's three methods of ``iface`` (``wineagent.<Iface>_QueryInterface``,
    ``_AddRef``, ``_Release``) for objects implemented in Python: ``ours(c, this)`` gives
    the object behind ``this`` (with ``refs`` and ``answers(riid)``), ``release(c, this,
    obj)`` is a generator that takes one reference away and returns the new count (it
    may call the program back: Release of the program's objects the object held).

    QueryInterface answers ``null_out`` for a NULL output pointer: Windows' DLLs differ
    there (DirectWrite's E_POINTER, WIC's E_INVALIDARG), as Wine's tests of each show.
    The declarations are the calling module's (``abi.api.DECLARING_HELPERS`` names this module)."""
    def query(c, this, riid, out):
        obj = ours(c, this)
        if not out:
            return null_out
        want = bytes(c.vm.mem.read(riid, 16)) if riid else b""
        if not obj.answers(want):
            c.vm.mem.wptr(out, 0)
            return E_NOINTERFACE
        obj.refs += 1
        c.vm.mem.wptr(out, this)
        return S_OK

    def addref(c, this):
        obj = ours(c, this)
        obj.refs += 1
        return obj.refs

    def release_one(c, this):
        return (yield from release(c, this, ours(c, this)))

    for name, params, fn, doc in (
            ("QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", query,
             "the object for IUnknown, its interface and the ones it derives from;"
             " E_NOINTERFACE otherwise."),
            ("AddRef", "LPVOID this", addref, "one more reference."),
            ("Release", "LPVOID this", release_one, release_doc)):
        fn.__doc__ = "%s::%s: %s" % (iface, name, doc)
        api(dll, "wineagent.%s_%s" % (iface, name), params, widths=BOTH)(fn)
