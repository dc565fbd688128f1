"""d3d11.dll on a desktop without a Direct3D 11-capable adapter (dlls/dxgi/: the DXGI
factory lists none, and no software rasterizer, WARP, is installed): a device cannot be
made for any driver type, so D3D11CreateDevice and D3D11CreateDeviceAndSwapChain answer
DXGI_ERROR_UNSUPPORTED, as Windows does when no adapter supports the feature levels
asked, with the device, immediate context and swap chain pointers NULL and the feature
level 0. The documented argument errors come first: E_INVALIDARG for an adapter with a
driver type other than D3D_DRIVER_TYPE_UNKNOWN, or D3D_DRIVER_TYPE_UNKNOWN without an
adapter. Qt 6's Qt6Gui imports D3D11CreateDevice for its Direct3D 11 renderer (QRhi). The
DLL's other exports are not provided."""

from ....abi.api import BOTH, api
from ...core.dllnames import D3D11
from ...core.winerror import E_INVALIDARG

DXGI_ERROR_UNSUPPORTED = 0x887A0004
D3D_DRIVER_TYPE_UNKNOWN = 0


def _no_device(c, adapter, driver, outs, level):
    vm = c.vm
    for out in outs:
        if out:
            vm.mem.wptr(out, 0)
    if level:
        vm.mem.w32(level, 0)
    if bool(adapter) != (driver == D3D_DRIVER_TYPE_UNKNOWN):
        return E_INVALIDARG
    return DXGI_ERROR_UNSUPPORTED


@api(D3D11, "D3D11CreateDevice", "LPVOID adapter, UINT driver, HANDLE software, UINT flags, "
     "LPVOID levels, UINT count, UINT sdk, LPVOID device, LPVOID level, LPVOID context",
     widths=BOTH)
def D3D11CreateDevice(c, adapter, driver, software, flags, levels, count, sdk, device,
                      level, context):
    """DXGI_ERROR_UNSUPPORTED: no Direct3D 11 device on this desktop (``*device`` and
    ``*context`` NULL, ``*level`` 0); E_INVALIDARG for an adapter and a driver type
    that do not go together."""
    return _no_device(c, adapter, driver, (device, context), level)


@api(D3D11, "D3D11CreateDeviceAndSwapChain", "LPVOID adapter, UINT driver, HANDLE software, "
     "UINT flags, LPVOID levels, UINT count, UINT sdk, LPVOID desc, LPVOID swapchain, "
     "LPVOID device, LPVOID level, LPVOID context", widths=BOTH)
def D3D11CreateDeviceAndSwapChain(c, adapter, driver, software, flags, levels, count, sdk,
                                  desc, swapchain, device, level, context):
    """As D3D11CreateDevice (``*swapchain`` NULL too)."""
    return _no_device(c, adapter, driver, (swapchain, device, context), level)
