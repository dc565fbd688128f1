"""Coordinate spaces of a device context: world -> page -> device.

A DC keeps one ``Coords``: the mapping mode, window and viewport origins and extents, the
graphics mode and the world transform. ``Coords.matrix`` is the single affine transform
from logical to device units (device = the DC's own pixels, before the DC's origin in its
surface is added); every drawing and text call maps its points through ``Coords.lp`` —
one function, in the drawing path, not a conversion per API.

The fixed mapping modes follow Windows' (and Wine's) definition from the display's size in
millimetres (``HORZSIZE``/``VERTSIZE``) and in pixels, with y growing upwards; MM_ISOTROPIC
shrinks one viewport extent so one logical unit is as wide as it is high.
"""

import math

MM_TEXT, MM_LOMETRIC, MM_HIMETRIC, MM_LOENGLISH, MM_HIENGLISH, MM_TWIPS, \
    MM_ISOTROPIC, MM_ANISOTROPIC = range(1, 9)
GM_COMPATIBLE, GM_ADVANCED = 1, 2
MWT_IDENTITY, MWT_LEFTMULTIPLY, MWT_RIGHTMULTIPLY, MWT_SET = 1, 2, 3, 4
IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)   # eM11, eM12, eM21, eM22, eDx, eDy

#: Screen DPI every coordinate computation assumes (a 96-dpi display).
DPI = 96


def size_mm(pixels):
    """HORZSIZE/VERTSIZE of a ``pixels``-wide display at 96 dpi, as GetDeviceCaps says."""
    return int(pixels * 25.4 / DPI + 0.5)


def _muldiv(a, b, c):
    return int(math.floor(a * b / c + 0.5))


def gdi_round(v):
    """GDI's rounding of a transformed coordinate (half up)."""
    return int(math.floor(v + 0.5))


def multiply(a, b):
    """The transform ``a`` followed by ``b`` (XFORM order, as CombineTransform)."""
    a11, a12, a21, a22, adx, ady = a
    b11, b12, b21, b22, bdx, bdy = b
    return (a11 * b11 + a12 * b21, a11 * b12 + a12 * b22,
            a21 * b11 + a22 * b21, a21 * b12 + a22 * b22,
            adx * b11 + ady * b21 + bdx, adx * b12 + ady * b22 + bdy)


def invert(m):
    """The inverse transform, or None when ``m`` is singular."""
    m11, m12, m21, m22, dx, dy = m
    det = m11 * m22 - m12 * m21
    if det == 0:
        return None
    i11, i12, i21, i22 = m22 / det, -m12 / det, -m21 / det, m11 / det
    return (i11, i12, i21, i22, -(dx * i11 + dy * i21), -(dx * i12 + dy * i22))


class Coords:
    """The coordinate state of one DC (copied by SaveDC)."""

    mirror = None       # (class default for coordinates saved before SetLayout mirrored)

    def __init__(self, screen_w, screen_h):
        self.res = self._true_res = (screen_w, screen_h)
        self.mm = (size_mm(screen_w), size_mm(screen_h))
        self.mode = MM_TEXT
        self.gm = GM_COMPATIBLE
        self.wnd_org = (0, 0)
        self.vp_org = (0, 0)
        self.wnd_ext = (1, 1)
        self.vp_ext = (1, 1)
        self.world = IDENTITY
        #: LAYOUT_RTL: the device width the x axis is mirrored in (None: not mirrored)
        self.mirror = None
        self._update()

    def copy(self):
        """An independent copy (SaveDC)."""
        c = Coords.__new__(Coords)
        c.__dict__.update(self.__dict__)
        return c

    # -- state changes -------------------------------------------------------------
    def set_mode(self, mode):
        """SetMapMode: fixed modes reset both extents; returns the previous mode (0 if bad)."""
        if not MM_TEXT <= mode <= MM_ANISOTROPIC:
            return 0
        old = self.mode
        hs, vs = self.mm
        hr, vr = self.res
        ext = {
            MM_TEXT: ((1, 1), (1, 1)),
            MM_LOMETRIC: ((hs * 10, vs * 10), (hr, -vr)),
            MM_ISOTROPIC: ((hs * 10, vs * 10), (hr, -vr)),
            MM_HIMETRIC: ((hs * 100, vs * 100), (hr, -vr)),
            MM_LOENGLISH: ((_muldiv(1000, hs, 254), _muldiv(1000, vs, 254)), (hr, -vr)),
            MM_HIENGLISH: ((_muldiv(10000, hs, 254), _muldiv(10000, vs, 254)), (hr, -vr)),
            MM_TWIPS: ((_muldiv(14400, hs, 254), _muldiv(14400, vs, 254)), (hr, -vr)),
        }.get(mode)
        if ext is not None:     # MM_ANISOTROPIC keeps the extents it had
            self.wnd_ext, self.vp_ext = ext
        # A mirrored DC reports MM_ANISOTROPIC whatever mode set its extents (as Windows)
        self.mode = MM_ANISOTROPIC if self.mirror is not None else mode
        self._update()
        return old

    def set_virtual_resolution(self, hr, vr, hs, vs):
        """SetVirtualResolution: the pixels and millimetres the fixed mapping modes are
        computed from (taken at the next SetMapMode); all zero restores the display's.
        False (nothing changed) when only some are zero."""
        if not (hr or vr or hs or vs):
            self.res = self.true_res
            self.mm = (size_mm(self.res[0]), size_mm(self.res[1]))
            return True
        if not (hr and vr and hs and vs):
            return False
        self.res, self.mm = (hr, vr), (hs, vs)
        return True

    @property
    def true_res(self):
        """The display's own resolution (before any SetVirtualResolution)."""
        return self.__dict__.get("_true_res", self.res)

    def set_mirror(self, width):
        """SetLayout: mirror the x axis in a device ``width`` pixels wide (x -> width-1-x),
        or stop mirroring (None). Mirroring turns the mode into MM_ANISOTROPIC, which it
        stays after mirroring ends, as on Windows."""
        if width is not None:
            self.mode = MM_ANISOTROPIC
        self.mirror = width
        self._update()

    def set_window_ext(self, cx, cy):
        """SetWindowExtEx: ignored (but succeeds) outside the two scalable modes."""
        if self.mode not in (MM_ISOTROPIC, MM_ANISOTROPIC):
            return True
        if cx == 0 or cy == 0:
            return False
        self.wnd_ext = (cx, cy)
        if self.mode == MM_ISOTROPIC:
            self._fix_isotropic()
        self._update()
        return True

    def set_viewport_ext(self, cx, cy):
        """SetViewportExtEx: like the window extent."""
        if self.mode not in (MM_ISOTROPIC, MM_ANISOTROPIC):
            return True
        if cx == 0 or cy == 0:
            return False
        self.vp_ext = (cx, cy)
        if self.mode == MM_ISOTROPIC:
            self._fix_isotropic()
        self._update()
        return True

    def _fix_isotropic(self):
        # Wine's MAPPING_FixIsotropic: shrink the larger viewport scale to the smaller one.
        (hs, vs), (hr, vr) = self.mm, self.res
        (wx, wy), (vx, vy) = self.wnd_ext, self.vp_ext
        xdim = abs(vx * hs / (hr * wx))
        ydim = abs(vy * vs / (vr * wy))
        if xdim > ydim:
            nx = int(math.floor(vx * ydim / xdim + 0.5)) or (1 if vx >= 0 else -1)
            self.vp_ext = (nx, vy)
        else:
            ny = int(math.floor(vy * xdim / ydim + 0.5)) or (1 if vy >= 0 else -1)
            self.vp_ext = (vx, ny)

    def set_window_org(self, x, y):
        """SetWindowOrgEx."""
        self.wnd_org = (x, y)
        self._update()

    def set_viewport_org(self, x, y):
        """SetViewportOrgEx."""
        self.vp_org = (x, y)
        self._update()

    def set_world(self, m):
        """SetWorldTransform (only in GM_ADVANCED; False when singular or not allowed)."""
        if self.gm != GM_ADVANCED or m[0] * m[3] - m[1] * m[2] == 0:
            return False
        self.world = tuple(float(v) for v in m)
        self._update()
        return True

    def modify_world(self, m, how):
        """ModifyWorldTransform (and its undocumented MWT_SET, 4: replace the transform)."""
        if self.gm != GM_ADVANCED:
            return False
        if how == MWT_IDENTITY:
            w = IDENTITY
        elif how == MWT_SET:
            w = tuple(float(v) for v in m)
        elif how == MWT_LEFTMULTIPLY:
            w = multiply(m, self.world)
        elif how == MWT_RIGHTMULTIPLY:
            w = multiply(self.world, m)
        else:
            return False
        if w[0] * w[3] - w[1] * w[2] == 0:
            return False
        self.world = w
        self._update()
        return True

    def set_graphics_mode(self, gm):
        """SetGraphicsMode. Going back to GM_COMPATIBLE keeps the world transform, which
        goes on applying (it can only be changed in GM_ADVANCED), as Windows does."""
        if gm not in (GM_COMPATIBLE, GM_ADVANCED):
            return 0
        old, self.gm = self.gm, gm
        self._update()
        return old

    # -- the transform ----------------------------------------------------------------
    def _update(self):
        (wox, woy), (vox, voy) = self.wnd_org, self.vp_org
        (wx, wy), (vx, vy) = self.wnd_ext, self.vp_ext
        sx, sy = vx / wx, vy / wy
        page = (sx, 0.0, 0.0, sy, vox - wox * sx, voy - woy * sy)
        if self.mirror is not None:
            page = multiply(page, (-1.0, 0.0, 0.0, 1.0, self.mirror - 1.0, 0.0))
        #: page space -> device (the mirror of a LAYOUT_RTL DC included)
        self.page_matrix = page
        self.matrix = multiply(self.world, page) if self.world != IDENTITY else page
        m = self.matrix
        self.identity = m == IDENTITY
        #: translation only, by whole pixels: the fast path of every drawing call
        self.offset_only = m[:4] == IDENTITY[:4] and m[4] == int(m[4]) and m[5] == int(m[5])
        self.axis_aligned = m[1] == 0 and m[2] == 0
        self.inverse = invert(m)

    def lp(self, x, y):
        """Logical point -> device point (the one mapping every drawing call uses)."""
        m = self.matrix
        if self.offset_only and type(x) is int and type(y) is int:
            return x + int(m[4]), y + int(m[5])
        return (gdi_round(x * m[0] + y * m[2] + m[4]), gdi_round(x * m[1] + y * m[3] + m[5]))

    def lp_points(self, pts):
        """A list of logical points -> device points."""
        if self.identity:
            return list(pts)
        return [self.lp(x, y) for x, y in pts]

    def lp_rect(self, l, t, r, b):
        """A logical rectangle -> a normalized device rectangle (axis-aligned transforms)."""
        x0, y0 = self.lp(l, t)
        x1, y1 = self.lp(r, b)
        # Mirrored, a rectangle's excluded right edge becomes its left one: shifted by a
        # pixel it covers the mirror image of the same pixels.
        k = 1 if self.mirror is not None else 0
        return min(x0, x1) + k, min(y0, y1), max(x0, x1) + k, max(y0, y1)

    def dp_rect(self, l, t, r, b):
        """A device rectangle -> a normalized logical one (the inverse of lp_rect)."""
        k = 1 if self.mirror is not None else 0
        x0, y0 = self.dp(l - k, t)
        x1, y1 = self.dp(r - k, b)
        return min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)

    def dp(self, x, y):
        """Device point -> logical point (DPtoLP)."""
        m = self.inverse
        return (gdi_round(x * m[0] + y * m[2] + m[4]), gdi_round(x * m[1] + y * m[3] + m[5]))

    def unit_scale(self):
        """(x, y) device pixels per logical unit (absolute values; a rotated or sheared
        world transform scales both by the square root of its determinant)."""
        m = self.matrix
        if m[1] == 0 and m[2] == 0:
            return abs(m[0]), abs(m[3])
        s = math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
        return s, s

    def scale_length(self, n):
        """A logical length (pen width, font height) in device pixels."""
        m = self.matrix
        return abs(n) * math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))

    def dist_x(self, n):
        """A logical x distance in device pixels (signs kept; no translation)."""
        return gdi_round(n * self.matrix[0])
