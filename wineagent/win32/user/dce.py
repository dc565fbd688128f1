"""The DCs of windows as GetDCEx hands them out (Microsoft's "Device Contexts" overview:
common, class, private and parent DCs).

- A *common* (cache) DC is made for each GetDC and given back by ReleaseDC, which ends
  it: its handle answers nothing afterwards (GetROP2 0, GetDeviceCaps 0, WindowFromDC
  NULL), and so do the common DCs a window still holds when it is destroyed.
- A window whose class has CS_OWNDC has a *private* DC, made at its first GetDC and the
  same handle every time after, keeping what the program set in it; ReleaseDC leaves it
  as it is; it goes with the window.
- The windows of a CS_CLASSDC class share one *class* DC: GetDC moves it to the window
  asking (keeping its attributes; an extra clip region given for another window is
  dropped). When its window is destroyed it belongs to no window until the next GetDC.
- A CS_PARENTDC child's DC clips to its parent's client area instead of its own.
- DCX_INTERSECTRGN / DCX_EXCLUDERGN give the DC a region (screen coordinates) it owns:
  its visible region is cut to it or out of it. A common DC deletes the region when it
  is released; a private or class DC keeps it (a plain GetDC leaves it applied) until
  another region replaces it, which deletes the old one. BeginPaint on a private or class
  DC is such a GetDCEx with the update region, and EndPaint removes it.
- DCX_WINDOW and DCX_PARENTCLIP always make a common DC; DCX_CACHE asks for one.
- The DC of a WS_EX_LAYOUTRTL window starts mirrored (LAYOUT_RTL).
"""

from ..gdi.regions import Region, combine, RGN_AND, RGN_DIFF

__all__ = ["get_dc", "release_dc", "window_dce", "forget_window", "end_paint_clip",
           "set_paint_clip", "DCX_WINDOW", "DCX_CACHE", "DCX_USESTYLE"]

DCX_WINDOW, DCX_CACHE, DCX_NORESETATTRS, DCX_CLIPCHILDREN = 0x1, 0x2, 0x4, 0x8
DCX_CLIPSIBLINGS, DCX_PARENTCLIP, DCX_EXCLUDERGN, DCX_INTERSECTRGN = 0x10, 0x20, 0x40, 0x80
DCX_EXCLUDEUPDATE, DCX_INTERSECTUPDATE, DCX_LOCKWINDOWUPDATE = 0x100, 0x200, 0x400
DCX_USESTYLE = 0x10000
#: the flags GetDCEx does what they say for (the clipping ones are what every DC here is)
DCX_KNOWN = (DCX_WINDOW | DCX_CACHE | DCX_NORESETATTRS | DCX_CLIPCHILDREN | DCX_CLIPSIBLINGS
             | DCX_PARENTCLIP | DCX_EXCLUDERGN | DCX_INTERSECTRGN | DCX_LOCKWINDOWUPDATE
             | DCX_USESTYLE)

CS_OWNDC, CS_CLASSDC, CS_PARENTDC = 0x20, 0x40, 0x80
WS_EX_LAYOUTRTL, LAYOUT_RTL = 0x400000, 0x1


def window_dce(vm, win):
    """The private or class DC ``win`` draws with (made on first use), or None for a
    window of neither kind of class."""
    style = win.cls.style
    if style & CS_CLASSDC:
        dc = win.cls.class_dc
        if dc is None:
            dc = win.cls.class_dc = vm.wm.surface_dc(win)
            dc.dce_kind = "class"
            vm.gdi.add(dc)
        return dc
    if style & CS_OWNDC:
        dc = win.own_dc
        if dc is None:
            dc = win.own_dc = vm.wm.surface_dc(win)
            dc.dce_kind = "own"
            vm.gdi.add(dc)
        return dc
    return None


def get_dc(vm, win, rgn, flags):
    """GetDCEx's work: the handle of a DC on ``win`` (``rgn`` an HRGN for
    DCX_INTERSECTRGN / DCX_EXCLUDERGN)."""
    gdi = vm.gdi
    if flags & (DCX_WINDOW | DCX_PARENTCLIP):
        flags |= DCX_CACHE
    parent_clip = bool(win.is_child and (
        flags & DCX_PARENTCLIP or (flags & DCX_USESTYLE and not flags & DCX_WINDOW
                                   and win.cls.style & CS_PARENTDC)))
    dc = None if flags & DCX_CACHE else window_dce(vm, win)
    if dc is None:
        dc = vm.wm.surface_dc(win, client=not flags & DCX_WINDOW, parent_clip=parent_clip)
        dc.common = True
        hdc = gdi.add(dc)
        if not win.cache_dcs:
            win.cache_dcs = []
        win.cache_dcs.append(hdc)
    else:
        hdc = gdi.handle_of(dc) or gdi.add(dc)
        if dc.hwnd != win.hwnd:
            # the class DC moves to this window; the extra region given for the other
            # window is dropped, not deleted (as Windows)
            dc.dce_rgn, dc.dce_mode = 0, 0
            vm.wm.retarget_dc(dc, win)
    if flags & (DCX_INTERSECTRGN | DCX_EXCLUDERGN):
        mode = flags & (DCX_INTERSECTRGN | DCX_EXCLUDERGN)
        if dc.dce_rgn and (dc.dce_rgn != rgn or dc.dce_mode != mode):
            gdi.delete(dc.dce_rgn)
        if not rgn:
            rgn = gdi.add(Region())
        dc.dce_rgn, dc.dce_mode = rgn, mode
        vm.wm.retarget_dc(dc, win)
    if win.exstyle & WS_EX_LAYOUTRTL:
        dc.set_layout(LAYOUT_RTL)
    return hdc


def set_paint_clip(vm, win, dc, rgn):
    """BeginPaint on a private or class DC: the update region ``rgn`` (a Region in
    client coordinates) cuts its visible region until EndPaint."""
    if dc.hwnd != win.hwnd:
        dc.dce_rgn, dc.dce_mode = 0, 0
    if dc.dce_rgn:
        vm.gdi.delete(dc.dce_rgn)
    x, y = vm.wm.client_origin(win)
    screen = rgn.copy()
    screen.offset(x, y)
    dc.dce_rgn, dc.dce_mode = vm.gdi.add(screen), DCX_INTERSECTRGN
    vm.wm.retarget_dc(dc, win)


def end_paint_clip(vm, win, dc):
    """EndPaint on a private or class DC: its extra region is deleted."""
    if dc.dce_rgn:
        vm.gdi.delete(dc.dce_rgn)
        dc.dce_rgn, dc.dce_mode = 0, 0
        if dc.hwnd == win.hwnd:
            vm.wm.retarget_dc(dc, win)


def apply_extra(vm, win, dc, client):
    """Cut ``dc``'s visible region (just made for ``win``) to its extra region."""
    rgn = vm.gdi.get(dc.dce_rgn, Region)
    if rgn is None:
        return
    if client:
        x, y = vm.wm.client_origin(win)
    else:
        x, y = vm.wm.screen_origin(win)
    extra = rgn.copy()
    extra.offset(-x, -y)
    if dc.meta_is_vis and dc.meta_rgn is not None:
        vis = dc.meta_rgn
    elif dc.clip is not None:
        ox, oy = dc.origin
        l, t, r, b = dc.clip
        vis = Region.rect(l - ox, t - oy, r - ox, b - oy)
    else:
        return
    own = dc.own_clip
    dc.meta_rgn = combine(vis, extra, RGN_AND if dc.dce_mode & DCX_INTERSECTRGN else RGN_DIFF)
    dc.meta_is_vis = True
    dc.api_clip_rgn = None
    dc.select_clip(own)


def release_dc(vm, hdc):
    """ReleaseDC's work: 1 when ``hdc`` is a window's DC and was given back."""
    gdi = vm.gdi
    dc = gdi.objects.get(hdc)
    if dc is None:
        return 0
    if getattr(dc, "dce_kind", None):
        return 1 if dc.hwnd and vm.wm.get(dc.hwnd) is not None else 0
    if not getattr(dc, "common", False):
        return 0
    if dc.dce_rgn:
        gdi.delete(dc.dce_rgn)
        dc.dce_rgn = 0
    gdi.delete(hdc)
    return 1


def forget_window(vm, win):
    """A destroyed window's DCs: its common DCs end, its private DC goes, the class DC
    it held belongs to no window."""
    gdi = vm.gdi
    for hdc in win.cache_dcs:
        dc = gdi.objects.get(hdc)
        if dc is not None and getattr(dc, "common", False) and dc.hwnd == win.hwnd:
            if dc.dce_rgn:
                gdi.delete(dc.dce_rgn)
            gdi.delete(hdc)
    own = win.own_dc
    if own is not None:
        if own.dce_rgn:
            gdi.delete(own.dce_rgn)
        gdi.release_dc(own)
    cls_dc = win.cls.class_dc
    if cls_dc is not None and cls_dc.hwnd == win.hwnd:
        if cls_dc.dce_rgn:
            gdi.delete(cls_dc.dce_rgn)
        cls_dc.dce_rgn, cls_dc.dce_mode = 0, 0
        cls_dc.hwnd = 0
        cls_dc.follow = None
