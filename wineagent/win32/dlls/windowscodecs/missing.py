"""WindowsCodecs.dll's vtable methods that no module implements: each stops the program
naming ``Iface::Method`` (metadata writers, colour transforms, thumbnails and previews,
median-cut palettes, Direct2D's image encoder).

Why a module of its own: declarations load on demand (docs/dlls.md "Registration on
demand"), one module at a time, so the package's ``__init__`` cannot be where every module
is known. This module imports every WIC module first, then declares what the registry
still lacks (core/comdecl.py ``declare_unimplemented_methods``: what is done is what the
registry holds, so no module's order matters); the declarations are this module's."""

from ...core.dllnames import WINDOWSCODECS
from ...core.comdecl import declare_unimplemented_methods
from . import (bitmaps, convert, decoders, encoders, info, main,  # noqa: F401
               metadata, palettes, sources, streams)
from .objects import INTERFACES

__all__ = ["bitmaps", "convert", "decoders", "encoders", "info", "main", "metadata",
           "palettes", "sources", "streams"]

declare_unimplemented_methods(WINDOWSCODECS, INTERFACES)
