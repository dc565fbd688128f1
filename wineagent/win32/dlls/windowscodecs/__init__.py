"""WindowsCodecs.dll: its surface modules (wineagent.win32 imports every module here;
MANIFEST.spec lists the exports; main.py says which module holds what).

The vtable methods no module implements are declared last, by objects.declare_missing,
so that each stops the program naming itself. It runs here, once every module has been
imported, and counts as done whatever the registry holds: were it run by one module as
that module is imported, each method declared by a module imported after it would be
declared twice (refused) — the order of the imports would matter."""

from . import bitmaps, convert, decoders, encoders, info, main, metadata, palettes, sources, \
    streams
from .objects import declare_missing

declare_missing()
__all__ = ["bitmaps", "convert", "decoders", "encoders", "info", "main", "metadata",
           "palettes", "sources", "streams"]
