"""DirectWrite's methods that no module implements: each stops the program naming
``Iface::Method``.

Why a module of its own: declarations load on demand (docs/dlls.md "Registration on
demand"), one module at a time, so the package's ``__init__`` cannot be where every module
is known. This module imports every DirectWrite module first, then declares what the
registry still lacks (core/comdecl.py ``declare_unimplemented_methods``); the
declarations are this module's."""

from ...core.dllnames import DWRITE
from ...core.comdecl import declare_unimplemented_methods
from . import analyzer, faces, fallback, localfiles, main, text  # noqa: F401  (imported for their declarations)
from .objects import INTERFACES

__all__ = ["analyzer", "faces", "fallback", "localfiles", "main", "text"]

declare_unimplemented_methods(DWRITE, INTERFACES)
