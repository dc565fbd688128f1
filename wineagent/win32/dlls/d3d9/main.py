"""d3d9.dll on a desktop without Direct3D: the headless display adapter has no 3D driver,
so Direct3D 9 cannot be created, and its entry points say so as documented —
Direct3DCreate9 returns NULL ("otherwise, a NULL pointer is returned"), Direct3DCreate9Ex
D3DERR_NOTAVAILABLE (``out`` left as it was, as Wine 8 leaves it). Programs that probe the GPU through Direct3D 9
(Qt 6's platform plugin, reading the adapter's identifier to choose an OpenGL renderer)
take the path they take on a Windows whose display driver has no Direct3D (the Microsoft
Basic Display Driver of a virtual machine without 3D). The DLL's other exports are not
provided."""

from ....abi.api import BOTH, api
from ...core.dllnames import D3D9

D3DERR_NOTAVAILABLE = 0x8876086A


@api(D3D9, "Direct3DCreate9", "UINT sdk_version", widths=BOTH)
def Direct3DCreate9(c, sdk_version):
    """NULL: no Direct3D 9 on this display adapter."""
    return 0


@api(D3D9, "Direct3DCreate9Ex", "UINT sdk_version, LPVOID out", widths=BOTH)
def Direct3DCreate9Ex(c, sdk_version, out):
    """D3DERR_NOTAVAILABLE: no Direct3D 9Ex on this display adapter (``out`` untouched)."""
    return D3DERR_NOTAVAILABLE
