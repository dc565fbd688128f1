"""msimg32.dll: the blending family's original DLL (Windows 98). Windows ships it still;
its AlphaBlend, TransparentBlt and GradientFill are GDI32's GdiAlphaBlend,
GdiTransparentBlt and GdiGradientFill, one implementation here
(``dlls/gdi32/blend.py``). elaverick/slate draws its text view's selection with
AlphaBlend."""

from ....abi.api import also
from ...core.dllnames import GDI32, MSIMG32
from ..gdi32 import blend as gdi32_blend   # noqa: F401  (declares the originals first)

also(MSIMG32, GDI32, "AlphaBlend", "TransparentBlt", "GradientFill", source_prefix="Gdi")
