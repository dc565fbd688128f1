"""DXGI, Direct3D 11 and Direct3D 12 on a desktop whose display adapter has no 3D (issue
23: Qt 6.8's Qt6Gui imports d3d11.dll, dxgi.dll and d3d12.dll, which did not load).

test/exe/d3dnone.exe (guests/tests/d3dnone.c). The lines are MSDN's for a machine without
a Direct3D 11/12-capable adapter, not Wine 8's: Wine 8 drives Direct3D through OpenGL or
Vulkan. Under xvfb its 32-bit build has neither and fails even CreateDXGIFactory with
DXGI_ERROR_UNSUPPORTED (a factory exists on every Windows: here it lists no adapter,
DXGI_ERROR_NOT_FOUND); its 64-bit build lists an adapter and makes a Direct3D 11 device
over llvmpipe. Wine's factory Release also answers 1 where its last reference is gone
(Windows counts 0). The debug layer is not installed: DXGI_ERROR_SDK_COMPONENT_MISSING
from CreateDXGIFactory2's debug flag, E_NOINTERFACE from D3D12GetDebugInterface (Wine
8 32-bit: 0x887a002d and the pointer untouched).
"""

from paths import guest_exe

from wineagent.abi.api import lookup

EXPECTED = [
    "CreateDXGIFactory2: 0x00000000 factory",
    "EnumAdapters1(0): 0x887a0002 NULL",
    "EnumAdapters(1): 0x887a0002 NULL",
    "IsCurrent: 1",
    "QueryInterface IDXGIFactory1: 0x00000000",
    "Release: 0",
    "CreateDXGIFactory1: 0x00000000",
    "CreateDXGIFactory2 debug: 0x887a002d NULL",
    "CreateDXGIFactory2 other iid: 0x80004002 NULL",
    "D3D11CreateDevice hardware: 0x887a0004 NULL 0 NULL",
    "D3D11CreateDevice unknown without adapter: 0x80070057",
    "D3D12CreateDevice: 0x887a0004 NULL",
    "D3D12CreateDevice probe: 0x887a0004",
    "D3D12GetDebugInterface: 0x80004002 NULL",
]


def test_no_direct3d_adapter(boot, tmp_path, width):
    d = boot(guest_exe("d3dnone", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED


def test_d3d12_ordinals_bind_to_their_functions():
    # Windows' d3d12.lib imports D3D12CreateDevice and D3D12GetDebugInterface by
    # ordinal (Qt6Gui's import table: d3d12.dll #101, #102).
    assert lookup("d3d12.dll", "#101").func.__name__ == "D3D12CreateDevice"
    assert lookup("D3D12.dll", 102).func.__name__ == "D3D12GetDebugInterface"
    assert lookup("d3d12.dll", "#100") is None
