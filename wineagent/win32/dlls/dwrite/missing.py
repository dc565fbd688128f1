"""DirectWrite's methods that no module implements: each stops the program naming
``Iface::Method``.

Why a module of its own: declarations load on demand (docs/dlls.md "Registration on
demand"), one module at a time, so the package's ``__init__`` cannot be where every module
is known. This module imports every DirectWrite module first — so ``objects._implemented``
holds all of their methods whatever was imported before — and then declares the rest; the
declarations are this module's, and the index names it as their owner."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import DWRITE
from . import analyzer, fallback, main, text  # noqa: F401  (imported for their declarations)
from .objects import INTERFACES, _implemented

__all__ = ["analyzer", "fallback", "main", "text"]


def _declare_missing():
    for iface, methods in INTERFACES.items():
        for name in methods:
            if (iface, name) in _implemented:
                continue

            def missing(c, this, *args, _iface=iface, _name=name):
                raise Unimplemented("%s %s::%s" % (DWRITE, _iface, _name))
            missing.__doc__ = "%s::%s: not provided (stops the program naming it)." % (
                iface, name)
            api(DWRITE, "wineagent.%s_%s" % (iface, name), "LPVOID this", widths=BOTH)(missing)
            _implemented.add((iface, name))


_declare_missing()
