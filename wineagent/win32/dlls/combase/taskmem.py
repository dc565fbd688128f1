"""COMBASE: the COM task memory allocator — CoTaskMemAlloc, CoTaskMemRealloc,
CoTaskMemFree and CoGetMalloc — which Windows 8 moved from ole32 into combase.dll (ole32
forwards them there). Rust programs import them from combase.dll (the `windows` crates
free SHGetKnownFolderPath's string with CoTaskMemFree: Biome stops there). One
implementation with ole32's (``ole32/main.py``): a block from either DLL may be freed
through the other.
"""

from ....abi.api import also
from ...core.dllnames import COMBASE, OLE32
from ..ole32 import main as ole32_main   # noqa: F401  (declares the originals first)

also(COMBASE, OLE32, "CoTaskMemAlloc", "CoTaskMemRealloc", "CoTaskMemFree", "CoGetMalloc")
