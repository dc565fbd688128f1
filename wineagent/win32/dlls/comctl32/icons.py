"""COMCTL32: LoadIconMetric and LoadIconWithScaleDown (ordinals 380 and 381, also exported
by name): an icon at a size of the caller's, scaled down from a larger image of it. The
loading is ``user/icons.py``'s load_scaled_icon."""

from ....abi.api import BOTH, api
from ...core.dllnames import COMCTL32
from ...user.icons import load_scaled_icon

S_OK, E_INVALIDARG = 0, 0x80070057
LIM_SMALL, LIM_LARGE = 0, 1
SM_CXSMICON, SM_CXICON = 16, 32     # GetSystemMetrics' sizes of the two icons


def _load(c, inst, name, cx, cy, out):
    """The HRESULT of loading ``name`` at cx x cy into *out (NULL on failure)."""
    if out:
        c.vm.mem.wptr(out, 0)
    if not out or not name:
        return E_INVALIDARG
    err, hicon = load_scaled_icon(c.vm, inst, name, cx, cy)
    if err:
        return 0x80070000 | err          # HRESULT_FROM_WIN32
    c.vm.mem.wptr(out, hicon)
    return S_OK


@api(COMCTL32, "LoadIconMetric", "HINSTANCE inst, LPCWSTR_ID name, INT metric, LPVOID out",
     widths=BOTH)
def LoadIconMetric(c, inst, name, metric, out):
    if metric not in (LIM_SMALL, LIM_LARGE):
        if out:
            c.vm.mem.wptr(out, 0)
        return E_INVALIDARG
    size = SM_CXSMICON if metric == LIM_SMALL else SM_CXICON
    return _load(c, inst, name, size, size, out)


@api(COMCTL32, "LoadIconWithScaleDown", "HINSTANCE inst, LPCWSTR_ID name, INT cx, INT cy,"
     " LPVOID out", widths=BOTH)
def LoadIconWithScaleDown(c, inst, name, cx, cy, out):
    if cx <= 0 or cy <= 0:
        if out:
            c.vm.mem.wptr(out, 0)
        return E_INVALIDARG
    return _load(c, inst, name, cx, cy, out)
