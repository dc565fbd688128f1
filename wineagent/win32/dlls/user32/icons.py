"""USER32: DrawIcon and DrawIconEx. The icon images and their AND-mask drawing are in
``user/icons.py``."""

from ....abi.api import BOTH, api, Unimplemented
from ...user.icons import _draw, DI_NORMAL, ICON_SIZE
from ...core.dllnames import USER32



@api(USER32, "DrawIcon", "HDC hdc, INT x, INT y, HICON icon", widths=BOTH)
def DrawIcon(c, hdc, x, y, icon):
    return _draw(c, hdc, x, y, icon, ICON_SIZE, ICON_SIZE, DI_NORMAL)


@api(USER32, "DrawIconEx", "HDC hdc, INT x, INT y, HICON icon, INT cx, INT cy, UINT step, HBRUSH brush, UINT flags", widths=BOTH)
def DrawIconEx(c, hdc, x, y, icon, cx, cy, step, brush, flags):
    if brush:
        raise Unimplemented("%s!DrawIconEx: flicker-free drawing with a background brush" % USER32)
    return _draw(c, hdc, x, y, icon, cx, cy, flags or DI_NORMAL)
