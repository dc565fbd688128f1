"""USER32: menu items and menus through MENUITEMINFO / MENUINFO.

GetMenuItemInfo, SetMenuItemInfo, InsertMenuItem (ANSI and wide), GetMenuInfo,
SetMenuInfo, Get/SetMenuDefaultItem, GetMenuItemRect and GetMenuBarInfo, over the ``Menu`` / ``MenuItem``
model of ``user/menus.py`` (bitmaps in ``user/menubitmaps.py``).

Windows quirks kept (docs/user.md "MENUITEMINFO"):

- cbSize is the full structure or the one without hbmpItem (pre-Windows 2000); anything
  else fails with ERROR_INVALID_PARAMETER, and the short form never reads or writes
  hbmpItem.
- The old MIIM_TYPE mask cannot be mixed with MIIM_STRING / MIIM_FTYPE / MIIM_BITMAP, and
  MIIM_FTYPE cannot carry MFT_BITMAP (ERROR_INVALID_PARAMETER). MIIM_TYPE with
  MFT_BITMAP takes the bitmap from the low word of dwTypeData.
- An item left with no text, no bitmap and not owner-drawn becomes a separator: an
  InsertMenuItem with only MIIM_ID inserts a separator.
- Reading text: with a buffer, cch comes back as the count copied (truncated to cch - 1);
  without one (NULL dwTypeData or cch 0) as the length needed. hSubMenu is zeroed unless
  MIIM_SUBMENU is asked.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.structures import MENUBARINFO, MENUINFO, MENUITEMINFO, RECT
from ...core.winerror import (ERROR_INVALID_MENU_HANDLE, ERROR_INVALID_PARAMETER,
                             ERROR_INVALID_WINDOW_HANDLE, ERROR_MENU_ITEM_NOT_FOUND)
from ...user import menubitmaps, sysmenu
from ...core.styles import WS_SYSMENU
from ...user.menus import (POPUP_CLASS, MF_BITMAP, MF_BYPOSITION, MF_OWNERDRAW,
                          MF_SEPARATOR, MenuItem, _menu)
from ...core.dllnames import USER32


MIIM_STATE, MIIM_ID, MIIM_SUBMENU, MIIM_CHECKMARKS = 0x1, 0x2, 0x4, 0x8
MIIM_TYPE, MIIM_DATA, MIIM_STRING, MIIM_BITMAP, MIIM_FTYPE = 0x10, 0x20, 0x40, 0x80, 0x100
MFT_BITMAP = MF_BITMAP
#: MFT_STRING/BITMAP/MENUBARBREAK/MENUBREAK/OWNERDRAW/RADIOCHECK/SEPARATOR/RIGHTORDER/
#: RIGHTJUSTIFY: the type bits a MENUITEMINFO carries
TYPE_MASK = 0x4 | 0x20 | 0x40 | 0x100 | 0x200 | 0x800 | 0x2000 | 0x4000
#: MFS_GRAYED (= MFS_DISABLED) / CHECKED / HILITE / DEFAULT
STATE_MASK = 0x3 | 0x8 | 0x80 | 0x1000
MFS_DEFAULT, MFS_DISABLED = 0x1000, 0x3
SC_TASKLIST = 0xF130
MAX_MENU_DEPTH = 12
GMDI_USEDISABLED, GMDI_GOINTOPOPUPS = 0x1, 0x2
MIM_MAXHEIGHT, MIM_BACKGROUND, MIM_HELPID, MIM_MENUDATA, MIM_STYLE = 0x1, 0x2, 0x4, 0x8, 0x10
MIM_APPLYTOSUBMENUS = 0x80000000
MNS_CHECKORBMP = 0x04000000
#: MNS_MODELESS, DRAGDROP, AUTODISMISS: menu modes not implemented (MNS_NOCHECK is the
#: popup layout's, MNS_NOTIFYBYPOS the menu loop's: WM_MENUCOMMAND)
_MNS_UNIMPLEMENTED = {0x40000000: "MNS_MODELESS", 0x20000000: "MNS_DRAGDROP",
                      0x10000000: "MNS_AUTODISMISS"}


def _sizes(c):
    full = MENUITEMINFO.W.sizeof(c.vm.ptr_size)
    return full, full - c.vm.ptr_size        # with and without hbmpItem


def _read_info(c, info):
    """The caller's MENUITEMINFO as a dict (hbmpItem 0 in the short form), or None after
    ERROR_INVALID_PARAMETER for a bad cbSize."""
    if not info:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return None
    view = c.struct(MENUITEMINFO, info)
    full, short = _sizes(c)
    size = view.cbSize
    if size not in (full, short):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return None
    names = ("fMask", "fType", "fState", "wID", "hSubMenu", "hbmpChecked", "hbmpUnchecked",
             "dwItemData", "dwTypeData", "cch")
    mii = {n: getattr(view, n) for n in names}
    mii["hbmpItem"] = view.hbmpItem if size == full else 0
    # handles are 32-bit significant: a 64-bit program's sign-extended HBMMENU_* constant
    # is the value a 32-bit program passes
    for n in ("hSubMenu", "hbmpChecked", "hbmpUnchecked", "hbmpItem"):
        mii[n] &= 0xFFFFFFFF
    mii["cbSize"] = size
    return mii


def _normalize(c, mii):
    """SetMenuItemInfo / InsertMenuItem's checks and the MIIM_TYPE -> new-mask mapping."""
    mask = mii["fMask"]
    if (mask & MIIM_TYPE and mask & (MIIM_STRING | MIIM_FTYPE | MIIM_BITMAP)) or \
            (mask & MIIM_FTYPE and mii["fType"] & MFT_BITMAP):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return False
    if mask & MIIM_TYPE:
        mask |= MIIM_FTYPE
        if not mii["fType"] & (MFT_BITMAP | MF_SEPARATOR | MF_OWNERDRAW):
            mask |= MIIM_STRING
        elif mii["fType"] & MFT_BITMAP:
            mask |= MIIM_BITMAP
            mii["hbmpItem"] = mii["dwTypeData"] & 0xFFFF
    mii["fMask"] = mask
    if mask & MIIM_STRING:
        ptr = mii["dwTypeData"]
        mii["text"] = c.read_str(ptr) if ptr else None
    return True


def _depth(menus, menu, depth=0):
    """Nesting depth below ``menu`` (a loop runs it past MAX_MENU_DEPTH)."""
    depth += 1
    if depth > MAX_MENU_DEPTH:
        return depth
    deepest = depth
    for it in menu.items:
        sub = menus.get(it.submenu) if it.submenu else None
        if sub is not None:
            deepest = max(deepest, _depth(menus, sub, depth))
            if deepest > MAX_MENU_DEPTH:
                break
    return deepest


def _apply(c, item, mii):
    """Set ``item``'s fields named by the normalized mask; False when hSubMenu is bad."""
    menus = c.vm.menus
    mask = mii["fMask"]
    if mask & MIIM_FTYPE:
        item.type = (item.type & ~TYPE_MASK) | (mii["fType"] & TYPE_MASK)
    if mask & MIIM_STRING:
        item.text = mii["text"]
    if mask & MIIM_STATE:
        item.state = mii["fState"] & STATE_MASK
    if mask & MIIM_ID:
        item.id = mii["wID"]
    if mask & MIIM_SUBMENU:
        sub = mii["hSubMenu"]
        if sub:
            menu = menus.get(sub)
            if menu is None:
                c.vm.last_error = ERROR_INVALID_PARAMETER
                return False
            item.submenu = sub
            if _depth(menus, menu) > MAX_MENU_DEPTH:
                item.submenu = 0     # a loop in the menu tree, or nested too deep
                return False
            menu.popup = True
        else:
            item.submenu = 0
    if mask & MIIM_CHECKMARKS:
        item.check_bmps = (mii["hbmpChecked"], mii["hbmpUnchecked"])
    if mask & MIIM_DATA:
        item.data = mii["dwItemData"]
    if mask & MIIM_BITMAP:
        item.bitmap = mii["hbmpItem"]
    if not item.text and not item.type & MF_OWNERDRAW and not item.bitmap:
        item.type |= MF_SEPARATOR
    return True


def _write_text(c, item, mii):
    """The MIIM_TYPE / MIIM_STRING text copy; returns the cch to report."""
    buf, cch = mii["dwTypeData"], mii["cch"]
    text = item.text or ""
    if not item.text:
        if buf and cch:
            c.write_str(buf, "", 1)
        return 0
    length = len(text)        # the ANSI code page (cp1252) is one byte a character
    if buf and cch:
        c.write_str(buf, text, cch)
        return cch - 1 if cch <= length + 1 else length
    return length


@api(USER32, "GetMenuItemInfo{AW}", "HMENU menu, UINT item, BOOL by_pos, LPVOID info", widths=BOTH)
def GetMenuItemInfo(c, menu, which, by_pos, info):
    mii = _read_info(c, info)
    if mii is None:
        return 0
    m = _menu(c, menu)
    if m is None:
        return 0
    target, index = c.vm.menus.find_item(m, which, MF_BYPOSITION if by_pos else 0)
    if target is None:
        c.vm.last_error = ERROR_MENU_ITEM_NOT_FOUND
        return 0
    item = target.items[index]
    mask = mii["fMask"]
    out = {}
    if mask & MIIM_TYPE:
        if mask & (MIIM_STRING | MIIM_FTYPE | MIIM_BITMAP):
            c.vm.last_error = ERROR_INVALID_PARAMETER
            return 0
        ftype = item.type & TYPE_MASK
        if item.bitmap and not menubitmaps.is_predefined(item.bitmap):
            ftype |= MFT_BITMAP
        out.update(fType=ftype, hbmpItem=item.bitmap)
        if ftype & MFT_BITMAP:
            out.update(dwTypeData=item.bitmap, cch=0)
            mii.update(dwTypeData=item.bitmap, cch=0)
        elif ftype & (MF_OWNERDRAW | MF_SEPARATOR):
            out.update(dwTypeData=0, cch=0)
            mii.update(dwTypeData=0, cch=0)
    if mask & (MIIM_TYPE | MIIM_STRING):
        if mii["dwTypeData"] and not out.get("fType", 0) & MFT_BITMAP:
            out["cch"] = _write_text(c, item, mii)
        else:
            out["cch"] = _write_text(c, item, dict(mii, dwTypeData=0))
    if mask & MIIM_FTYPE:
        out["fType"] = item.type & TYPE_MASK
    if mask & MIIM_BITMAP:
        out["hbmpItem"] = item.bitmap
    if mask & MIIM_STATE:
        out["fState"] = item.state & STATE_MASK
    if mask & MIIM_ID:
        out["wID"] = item.id
    # hSubMenu is cleared when not asked for (Windows 2000 on).
    out["hSubMenu"] = item.submenu if mask & MIIM_SUBMENU else 0
    if mask & MIIM_CHECKMARKS:
        out["hbmpChecked"], out["hbmpUnchecked"] = item.check_bmps
    if mask & MIIM_DATA:
        out["dwItemData"] = item.data
    full, _ = _sizes(c)
    if mii["cbSize"] != full:
        out.pop("hbmpItem", None)   # the short structure has no hbmpItem to write
    view = c.struct(MENUITEMINFO, info)
    for name, value in out.items():
        setattr(view, name, value)
    return 1


@api(USER32, "SetMenuItemInfo{AW}", "HMENU menu, UINT item, BOOL by_pos, LPVOID info", widths=BOTH)
def SetMenuItemInfo(c, menu, which, by_pos, info):
    mii = _read_info(c, info)
    if mii is None or not _normalize(c, mii):
        return 0
    m = _menu(c, menu)
    if m is None:
        return 0
    menus = c.vm.menus
    flags = MF_BYPOSITION if by_pos else 0
    target, index = menus.find_item(m, which, flags)
    if target is None:
        # Word 95 asks for an SC_TASKLIST item that no menu has; Windows pretends it exists.
        if which == SC_TASKLIST and not by_pos:
            return 1
        c.vm.last_error = ERROR_MENU_ITEM_NOT_FOUND
        return 0
    item = target.items[index]
    if not _apply(c, item, mii):
        return 0
    menus.check_target(target, item, c.spec.name)
    return 1


@api(USER32, "InsertMenuItem{AW}", "HMENU menu, UINT item, BOOL by_pos, LPVOID info", widths=BOTH)
def InsertMenuItem(c, menu, which, by_pos, info):
    mii = _read_info(c, info)
    if mii is None or not _normalize(c, mii):
        return 0
    m = _menu(c, menu)
    if m is None:
        return 0
    menus = c.vm.menus
    target, index = menus.find_item(m, which, MF_BYPOSITION if by_pos else 0)
    if target is None:
        # past the end, or a command no item has: appended, as InsertMenu does
        target, index = m, menus.end_index(m)
    item = MenuItem(text=None)   # a new item starts empty: NULL text, no bitmap
    if not _apply(c, item, mii):
        return 0
    menus.check_target(target, item, c.spec.name)
    target.items.insert(index, item)
    return 1


@api(USER32, "GetMenuInfo", "HMENU menu, LPVOID info", widths=BOTH)
def GetMenuInfo(c, menu, info):
    m = c.vm.menus.get(menu)
    # Windows answers a bad handle and a bad cbSize alike.
    if not info or m is None or c.struct(MENUINFO, info).cbSize != MENUINFO.sizeof(c.vm.ptr_size):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    view = c.struct(MENUINFO, info)
    mask = view.fMask
    if mask & MIM_BACKGROUND:
        view.hbrBack = m.brush
    if mask & MIM_HELPID:
        view.dwContextHelpID = m.help_id
    if mask & MIM_MAXHEIGHT:
        view.cyMax = m.max_height
    if mask & MIM_MENUDATA:
        view.dwMenuData = m.menu_data
    if mask & MIM_STYLE:
        view.dwStyle = m.style
    return 1


def _set_menu_info(menus, m, v, seen):
    mask = v.fMask
    if mask & MIM_BACKGROUND:
        m.brush = v.hbrBack
    if mask & MIM_HELPID:
        m.help_id = v.dwContextHelpID
    if mask & MIM_MAXHEIGHT:
        m.max_height = v.cyMax
    if mask & MIM_MENUDATA:
        m.menu_data = v.dwMenuData
    if mask & MIM_STYLE:
        m.style = v.dwStyle
    if mask & MIM_APPLYTOSUBMENUS:
        seen.add(m.handle)
        for it in m.items:
            sub = menus.get(it.submenu) if it.submenu else None
            if sub is not None and sub.handle not in seen:
                _set_menu_info(menus, sub, v, seen)


@api(USER32, "SetMenuInfo", "HMENU menu, LPVOID info", widths=BOTH)
def SetMenuInfo(c, menu, info):
    if not info or c.struct(MENUINFO, info).cbSize != MENUINFO.sizeof(c.vm.ptr_size):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    v = c.struct(MENUINFO, info)
    if v.fMask & MIM_STYLE:
        for bit, name in _MNS_UNIMPLEMENTED.items():
            if v.dwStyle & bit:
                raise Unimplemented("USER32.dll!SetMenuInfo: menu style %s" % name)
    if v.fMask & MIM_MAXHEIGHT and v.cyMax:
        raise Unimplemented("USER32.dll!SetMenuInfo: cyMax (scrolling menus)")
    m = c.vm.menus.get(menu)
    if m is None:
        c.vm.last_error = ERROR_INVALID_MENU_HANDLE
        return 0
    _set_menu_info(c.vm.menus, m, v, set())
    return 1


def _default_item(menus, m, by_pos, flags, depth=0):
    for i, it in enumerate(m.items):
        if it.state & MFS_DEFAULT:
            break
    else:
        return 0xFFFFFFFF
    if not flags & GMDI_USEDISABLED and it.state & MFS_DISABLED:
        return 0xFFFFFFFF
    if it.submenu and flags & GMDI_GOINTOPOPUPS and depth < MAX_MENU_DEPTH:
        sub = menus.get(it.submenu)
        if sub is not None:
            found = _default_item(menus, sub, by_pos, flags, depth + 1)
            if found != 0xFFFFFFFF:
                return found
    return i if by_pos else it.id


@api(USER32, "GetMenuDefaultItem", "HMENU menu, UINT by_pos, UINT flags", widths=BOTH)
def GetMenuDefaultItem(c, menu, by_pos, flags):
    m = _menu(c, menu)
    if m is None:
        return 0xFFFFFFFF
    return _default_item(c.vm.menus, m, by_pos, flags)


@api(USER32, "SetMenuDefaultItem", "HMENU menu, UINT item, UINT by_pos", widths=BOTH)
def SetMenuDefaultItem(c, menu, which, by_pos):
    m = _menu(c, menu)
    if m is None:
        return 0
    for it in m.items:            # at most one default item per menu
        it.state &= ~MFS_DEFAULT
    if which == 0xFFFFFFFF:
        return 1                  # -1: no default item
    if by_pos:
        if which >= len(m.items):
            return 0
        m.items[which].state |= MFS_DEFAULT
        return 1
    for it in m.items:            # by command: this menu only, not its submenus
        if it.id == which:
            it.state |= MFS_DEFAULT
            return 1
    return 0


def _rect(vm, addr, left, top, right, bottom):
    RECT.write(vm.mem, addr, vm.ptr_size, left=left, top=top, right=right, bottom=bottom)


def _item_rect(vm, win, handle, m, pos):
    """Screen (l, t, r, b) of item ``pos`` of menu ``m`` as ``win``'s bar or as an open
    popup; None when it is on no screen."""
    wm = vm.wm
    if win is not None and win.menu == handle and not win.child_style:
        l, t, r, b = vm.menus.bar_layout(win)[pos]
        ox, oy = wm.screen_origin(win)
        # the layout's bottom is the line under the bar: an item is SM_CYMENU - 1 tall
        return ox + l, oy + t, ox + r, oy + b
    for popup in list(wm.windows.values()):
        if popup.cls.name == POPUP_CLASS and popup.state.get("menu") == handle:
            l, t, r, b = vm.menus.popup_layout(m)[2][pos]
            ox, oy = wm.screen_origin(popup)
            return ox + l, oy + t, ox + r, oy + b
    return None


@api(USER32, "GetMenuItemRect", "HWND hwnd, HMENU menu, UINT item, LPVOID rect", widths=BOTH)
def GetMenuItemRect(c, hwnd, menu, pos, rect):
    """Screen rectangle of item ``pos`` of a menu bar or of a popup that is on screen.
    A popup that is not is placed at ``hwnd``'s client origin, as Windows maps a popup's
    item rectangles: the ones it had when it last opened, empty if it never did (Wine's
    test_GetMenuItemRect, and test_menu_input aims at an item of a popup about to open)."""
    vm = c.vm
    m = _menu(c, menu)
    if m is None or not rect or pos >= len(m.items):
        return 0
    win = vm.wm.get(hwnd) if hwnd else None
    r = _item_rect(vm, win, menu, m, pos)
    if r is None:
        if win is None:
            return 0      # no window to place the menu's rectangles in
        x, y = vm.wm.client_origin(win)
        l, t, rr, b = m.shown_rects[pos] if pos < len(m.shown_rects) else (0, 0, 0, 0)
        r = (x + l, y + t, x + rr, y + b)
    _rect(vm, rect, *r)
    return 1


OBJID_SYSMENU, OBJID_MENU, OBJID_CLIENT = -1, -3, -4


@api(USER32, "GetMenuBarInfo", "HWND hwnd, LONG object, LONG item, LPVOID info", widths=BOTH)
def GetMenuBarInfo(c, hwnd, obj, item, info):
    """MENUBARINFO of a window's menu bar (OBJID_MENU), window menu (OBJID_SYSMENU) or of
    a popup menu window (OBJID_CLIENT): the menu, the screen rectangle of the whole menu
    (item 0) or of item ``item`` (1-based), the window of the submenu an item has open,
    and whether the menu / the item has the focus of menu mode. As Windows: an unknown
    object or item, or a window without that menu, fails without an error code."""
    vm = c.vm
    wm = vm.wm
    menus = vm.menus
    win = wm.get(hwnd) if hwnd else None
    if obj == OBJID_CLIENT:
        if win is None:
            vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
        if win.cls.name != POPUP_CLASS:
            vm.last_error = ERROR_INVALID_MENU_HANDLE
            return 0
        handle = win.state.get("menu", 0)
    elif obj == OBJID_MENU:
        if win is None:
            vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
        handle = win.menu if not win.child_style else 0
    elif obj == OBJID_SYSMENU:
        if win is None:
            vm.last_error = ERROR_INVALID_WINDOW_HANDLE
            return 0
        handle = sysmenu.system_menu(vm, win).handle if win.style & WS_SYSMENU else 0
    else:
        return 0
    if not handle:
        return 0
    size = MENUBARINFO.sizeof(c.ptr_size)
    if vm.mem.u32(info) != size:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    m = menus.held(handle)
    if m is None or not 0 <= item <= len(m.items):
        return 0
    tracker = menus.tracker
    top = None
    if tracker is not None:
        top = tracker.bar if tracker.bar is not None else \
            (tracker.popups[0].menu if tracker.popups else None)
    bar_focused = top is m
    rect, hwnd_menu, focused = (0, 0, 0, 0), 0, bar_focused
    if item == 0:
        first = _item_rect(vm, win if obj != OBJID_CLIENT else None, handle, m, 0) \
            if m.items else None
        if first is not None:
            if obj == OBJID_MENU:
                # the bar runs to the window's right edge, inside its frame
                wl, _, wr, _ = wm.window_rect(win)
                rect = (first[0], first[1], wr - (first[0] - wl), first[3])
            else:
                pw = wm.get(_popup_window(wm, handle))
                rect = (first[0], first[1], first[0] + pw.w, first[1] + pw.h)
    else:
        r = _item_rect(vm, win if obj != OBJID_CLIENT else None, handle, m, item - 1)
        rect = r if r is not None else rect
        focused = tracker is not None and _hot_index(vm, tracker, m) == item - 1
        sub = m.items[item - 1].submenu
        if focused and sub:
            hwnd_menu = _popup_window(wm, sub)
    MENUBARINFO.write(vm.mem, info, c.ptr_size, cbSize=size,
                      rcBar=dict(left=rect[0], top=rect[1], right=rect[2], bottom=rect[3]),
                      hMenu=handle, hwndMenu=hwnd_menu,
                      fFlags=(1 if bar_focused else 0) | (2 if focused else 0))
    return 1


def _popup_window(wm, handle):
    """The "#32768" window showing menu ``handle``, or 0."""
    return next((w.hwnd for w in list(wm.windows.values())
                 if w.cls.name == POPUP_CLASS and w.state.get("menu") == handle), 0)


def _hot_index(vm, tracker, m):
    """The selected item of menu ``m`` in menu mode (the open bar item, a popup's
    highlighted one), or -1."""
    if m is tracker.bar:
        return tracker.bar_index
    for p in tracker.popups:
        if p.menu is m:
            w = vm.wm.get(p.hwnd)
            return w.state.get("hot", -1) if w is not None else -1
    return -1


@api(USER32, "GetMenuContextHelpId", "HMENU menu", widths=BOTH)
def GetMenuContextHelpId(c, menu):
    m = c.vm.menus.get(menu)
    return m.help_id if m is not None else 0


@api(USER32, "SetMenuContextHelpId", "HMENU menu, DWORD help_id", widths=BOTH)
def SetMenuContextHelpId(c, menu, help_id):
    m = _menu(c, menu)
    if m is None:
        return 0
    m.help_id = help_id
    return 1


@api(USER32, "SetMenuItemBitmaps", "HMENU menu, UINT item, UINT flags, HANDLE unchecked, HANDLE checked", widths=BOTH)
def SetMenuItemBitmaps(c, menu, which, flags, unchecked, checked):
    """The bitmaps an item shows beside its text when unchecked and when checked
    (MIIM_CHECKMARKS' pair); both NULL gives the item the standard check mark back."""
    m = _menu(c, menu)
    if m is None:
        return 0
    target, index = c.vm.menus.find_item(m, which, flags & MF_BYPOSITION)
    if target is None:
        c.vm.last_error = ERROR_MENU_ITEM_NOT_FOUND
        return 0
    target.items[index].check_bmps = (checked, unchecked)
    return 1
