"""d3d12.dll on a desktop without a Direct3D 12-capable adapter (dlls/dxgi/ lists none):
D3D12CreateDevice answers DXGI_ERROR_UNSUPPORTED for any adapter and feature level —
also when ``device`` is NULL, the documented way to ask whether a device could be made
(S_FALSE when it could) — with ``*device`` NULL. The debug layer (D3D12GetDebugInterface)
is not installed (it comes with Windows' optional Graphics Tools): E_NOINTERFACE, NULL.
Both are imported by ordinal (101 and 102) as Windows' import library names them
(abi/apisets.py). Qt 6's Qt6Gui imports them for its Direct3D 12 renderer (QRhi). Root
signature serialization and the DLL's other exports are not provided: they stop the
program naming them."""

from ....abi.api import BOTH, api
from ...core.dllnames import D3D12
from ...core.winerror import E_NOINTERFACE

DXGI_ERROR_UNSUPPORTED = 0x887A0004


@api(D3D12, "D3D12CreateDevice", "LPVOID adapter, UINT level, LPVOID riid, LPVOID device",
     widths=BOTH)
def D3D12CreateDevice(c, adapter, level, riid, device):
    """DXGI_ERROR_UNSUPPORTED: no Direct3D 12 device here (``*device`` NULL)."""
    if device:
        c.vm.mem.wptr(device, 0)
    return DXGI_ERROR_UNSUPPORTED


@api(D3D12, "D3D12GetDebugInterface", "LPVOID riid, LPVOID debug", widths=BOTH)
def D3D12GetDebugInterface(c, riid, debug):
    """E_NOINTERFACE: the debug layer is not installed (``*debug`` NULL)."""
    if debug:
        c.vm.mem.wptr(debug, 0)
    return E_NOINTERFACE
