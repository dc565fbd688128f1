"""GDI32 coordinate spaces: mapping modes, window/viewport origins and extents, DPtoLP and
LPtoDP, the graphics mode and world transforms (the state lives in gdi/mapping.py)."""

from ...core.structures import POINT, XFORM

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_HANDLE, ERROR_INVALID_PARAMETER
from ...gdi.mapping import IDENTITY, multiply
from ...gdi.recording import queries, records
from ...core.dllnames import GDI32



def _coords(c, hdc):
    dc = c.vm.gdi.dc(hdc)
    if dc is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return None
    return dc.coords


def _put_pair(c, out, pair):
    if out:
        c.vm.mem.write(out, POINT.pack_values(*pair))     # a POINT or a SIZE: two LONGs


def _read_xform(mem, p):
    return XFORM.values(mem, p)


@api(GDI32, "SetMapMode", "HDC hdc, INT mode", widths=BOTH)
@records
def SetMapMode(c, hdc, mode):
    co = _coords(c, hdc)
    return co.set_mode(mode) if co else 0


@api(GDI32, "GetMapMode", "HDC hdc", widths=BOTH)
def GetMapMode(c, hdc):
    co = _coords(c, hdc)
    return co.mode if co else 0


def _set_pair(c, hdc, old, attr, setter, x, y):
    co = _coords(c, hdc)
    if co is None:
        return 0
    _put_pair(c, old, getattr(co, attr))
    return 1 if setter(co, x, y) is not False else 0


@api(GDI32, "SetWindowOrgEx", "HDC hdc, INT x, INT y, LPVOID old", widths=BOTH)
@records
def SetWindowOrgEx(c, hdc, x, y, old):
    return _set_pair(c, hdc, old, "wnd_org", lambda co, a, b: co.set_window_org(a, b), x, y)


@api(GDI32, "SetViewportOrgEx", "HDC hdc, INT x, INT y, LPVOID old", widths=BOTH)
@records
def SetViewportOrgEx(c, hdc, x, y, old):
    return _set_pair(c, hdc, old, "vp_org", lambda co, a, b: co.set_viewport_org(a, b), x, y)


@api(GDI32, "SetWindowExtEx", "HDC hdc, INT x, INT y, LPVOID old", widths=BOTH)
@records
def SetWindowExtEx(c, hdc, x, y, old):
    return _set_pair(c, hdc, old, "wnd_ext", lambda co, a, b: co.set_window_ext(a, b), x, y)


@api(GDI32, "SetViewportExtEx", "HDC hdc, INT x, INT y, LPVOID old", widths=BOTH)
@records
def SetViewportExtEx(c, hdc, x, y, old):
    return _set_pair(c, hdc, old, "vp_ext", lambda co, a, b: co.set_viewport_ext(a, b), x, y)


@api(GDI32, "OffsetWindowOrgEx", "HDC hdc, INT dx, INT dy, LPVOID old", widths=BOTH)
@records
def OffsetWindowOrgEx(c, hdc, dx, dy, old):
    co = _coords(c, hdc)
    if co is None:
        return 0
    _put_pair(c, old, co.wnd_org)
    co.set_window_org(co.wnd_org[0] + dx, co.wnd_org[1] + dy)
    return 1


@api(GDI32, "OffsetViewportOrgEx", "HDC hdc, INT dx, INT dy, LPVOID old", widths=BOTH)
@records
def OffsetViewportOrgEx(c, hdc, dx, dy, old):
    co = _coords(c, hdc)
    if co is None:
        return 0
    _put_pair(c, old, co.vp_org)
    co.set_viewport_org(co.vp_org[0] + dx, co.vp_org[1] + dy)
    return 1


def _scale(c, hdc, old, attr, setter, xn, xd, yn, yd):
    co = _coords(c, hdc)
    if co is None or xd == 0 or yd == 0:
        return 0
    cur = getattr(co, attr)
    _put_pair(c, old, cur)
    if co.mode not in (7, 8):
        return 1
    nx, ny = int(cur[0] * xn / xd), int(cur[1] * yn / yd)
    if nx == 0 or ny == 0:
        return 0
    setter(co, nx, ny)
    return 1


@api(GDI32, "ScaleWindowExtEx", "HDC hdc, INT xn, INT xd, INT yn, INT yd, LPVOID old", widths=BOTH)
@records
def ScaleWindowExtEx(c, hdc, xn, xd, yn, yd, old):
    return _scale(c, hdc, old, "wnd_ext", lambda co, a, b: co.set_window_ext(a, b),
                  xn, xd, yn, yd)


@api(GDI32, "ScaleViewportExtEx", "HDC hdc, INT xn, INT xd, INT yn, INT yd, LPVOID old", widths=BOTH)
@records
def ScaleViewportExtEx(c, hdc, xn, xd, yn, yd, old):
    return _scale(c, hdc, old, "vp_ext", lambda co, a, b: co.set_viewport_ext(a, b),
                  xn, xd, yn, yd)


def _get_pair(attr):
    def handler(c, hdc, out):
        co = _coords(c, hdc)
        if co is None or not out:
            return 0
        _put_pair(c, out, getattr(co, attr))
        return 1
    return handler


GetWindowOrgEx = api(GDI32, "GetWindowOrgEx", "HDC hdc, LPVOID out",
                     widths=BOTH)(queries(_get_pair("wnd_org")))
GetViewportOrgEx = api(GDI32, "GetViewportOrgEx", "HDC hdc, LPVOID out",
                       widths=BOTH)(queries(_get_pair("vp_org")))
GetWindowExtEx = api(GDI32, "GetWindowExtEx", "HDC hdc, LPVOID out",
                     widths=BOTH)(queries(_get_pair("wnd_ext")))
GetViewportExtEx = api(GDI32, "GetViewportExtEx", "HDC hdc, LPVOID out",
                       widths=BOTH)(queries(_get_pair("vp_ext")))


def _map_points(c, hdc, pts, n, to_device):
    co = _coords(c, hdc)
    if co is None or n < 0:
        return 0
    if not to_device and co.inverse is None:
        return 0
    mem = c.vm.mem
    fn = co.lp if to_device else co.dp
    if n > 0:
        mem.write(pts, POINT.pack_array([fn(x, y) for x, y in POINT.values_array(mem, pts, n)]))
    return 1


@api(GDI32, "LPtoDP", "HDC hdc, LPVOID pts, INT n", widths=BOTH)
def LPtoDP(c, hdc, pts, n):
    return _map_points(c, hdc, pts, n, True)


@api(GDI32, "DPtoLP", "HDC hdc, LPVOID pts, INT n", widths=BOTH)
def DPtoLP(c, hdc, pts, n):
    return _map_points(c, hdc, pts, n, False)


@api(GDI32, "SetGraphicsMode", "HDC hdc, INT mode", widths=BOTH)
def SetGraphicsMode(c, hdc, mode):
    co = _coords(c, hdc)
    return co.set_graphics_mode(mode) if co else 0


@api(GDI32, "GetGraphicsMode", "HDC hdc", widths=BOTH)
def GetGraphicsMode(c, hdc):
    co = _coords(c, hdc)
    return co.gm if co else 0


@api(GDI32, "SetWorldTransform", "HDC hdc, LPVOID xf", widths=BOTH)
@records
def SetWorldTransform(c, hdc, xf):
    co = _coords(c, hdc)
    if co is None or not xf:
        return 0
    return 1 if co.set_world(_read_xform(c.vm.mem, xf)) else 0


@api(GDI32, "ModifyWorldTransform", "HDC hdc, LPVOID xf, DWORD mode", widths=BOTH)
@records
def ModifyWorldTransform(c, hdc, xf, mode):
    co = _coords(c, hdc)
    if co is None:
        return 0
    if not xf and mode != 1:      # only MWT_IDENTITY goes without an XFORM
        return 0
    m = _read_xform(c.vm.mem, xf) if xf else IDENTITY
    return 1 if co.modify_world(m, mode) else 0


@api(GDI32, "GetWorldTransform", "HDC hdc, LPVOID xf", widths=BOTH)
def GetWorldTransform(c, hdc, xf):
    co = _coords(c, hdc)
    if co is None or not xf:
        return 0
    c.vm.mem.write(xf, XFORM.pack_values(*co.world))
    return 1


@api(GDI32, "SetVirtualResolution", "HDC hdc, DWORD hr, DWORD vr, DWORD hs, DWORD vs", widths=BOTH)
def SetVirtualResolution(c, hdc, hr, vr, hs, vs):
    """Pretend the device is ``hr`` x ``vr`` pixels and ``hs`` x ``vs`` millimetres for
    the fixed mapping modes (from the next SetMapMode; GetDeviceCaps is unchanged); all
    zero goes back to the display's own figures."""
    co = _coords(c, hdc)
    if co is None:
        return 0
    return 1 if co.set_virtual_resolution(hr, vr, hs, vs) else 0


@api(GDI32, "GetTransform", "HDC hdc, DWORD which, LPVOID xf", widths=BOTH)
def GetTransform(c, hdc, which, xf):
    """One of the DC's transforms as an XFORM: 0x203 world -> page (the world
    transform), 0x304 page -> device, 0x204 world -> device, 0x402 device -> world."""
    co = _coords(c, hdc)
    if co is None or not xf:
        return 0
    m = {0x203: co.world, 0x304: co.page_matrix, 0x204: co.matrix,
         0x402: co.inverse}.get(which)
    if m is None:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.mem.write(xf, XFORM.pack_values(*m))
    return 1


@api(GDI32, "CombineTransform", "LPVOID out, LPVOID a, LPVOID b", widths=BOTH)
def CombineTransform(c, out, a, b):
    mem = c.vm.mem
    if not (out and a and b):
        return 0
    mem.write(out, XFORM.pack_values(*multiply(_read_xform(mem, a), _read_xform(mem, b))))
    return 1

