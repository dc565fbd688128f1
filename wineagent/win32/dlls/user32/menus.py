"""USER32: the menu functions. Menus, menu bars, accelerators and the tracking loop are
in ``user/menus.py``."""

import struct

from ....abi.api import BOTH, api
from ...core.structures import ACCEL, MSG, TPMPARAMS
from ...core.winerror import (ERROR_CHILD_WINDOW_MENU, ERROR_INVALID_ACCEL_HANDLE,
                             ERROR_INVALID_MENU_HANDLE, ERROR_INVALID_PARAMETER,
                             ERROR_INVALID_WINDOW_HANDLE, ERROR_MENU_ITEM_NOT_FOUND)
from ...user.menus import (_menu, _remove, _track, MF_BYPOSITION, MF_CHECKED,
                          MF_BITMAP, MF_DISABLED, MF_GRAYED, MF_HILITE, MF_OWNERDRAW,
                          MF_SEPARATOR, MFT_RADIOCHECK)
from ...kernel.resources import not_found, resources_of, RT_ACCELERATOR, RT_MENU
from ...user import winpos
from ...user.window import WM_CANCELMODE, size_move_messages

SC_TASKLIST = 0xF130
from ...core.dllnames import USER32



@api(USER32, "CreateMenu", widths=BOTH)
def CreateMenu(c):
    return c.vm.menus.create(False).handle


@api(USER32, "CreatePopupMenu", widths=BOTH)
def CreatePopupMenu(c):
    return c.vm.menus.create(True).handle


@api(USER32, "DestroyMenu", "HMENU menu", widths=BOTH)
def DestroyMenu(c, menu):
    if not c.vm.menus.destroy(menu):
        c.vm.last_error = ERROR_INVALID_MENU_HANDLE
        return 0
    return 1


@api(USER32, "IsMenu", "HMENU menu", widths=BOTH)
def IsMenu(c, menu):
    """TRUE for a menu handle; FALSE with ERROR_INVALID_MENU_HANDLE otherwise."""
    if c.vm.menus.get(menu) is not None:
        return 1
    c.vm.last_error = ERROR_INVALID_MENU_HANDLE
    return 0


@api(USER32, "LoadMenu{AW}", "HINSTANCE inst, LPCTSTR_ID name", widths=BOTH)
def LoadMenu(c, inst, name):
    res = resources_of(c, inst, "USER32.dll!LoadMenu")
    menu = c.vm.menus.load(name, res)
    return menu.handle if menu is not None else not_found(c, RT_MENU, name, res)


@api(USER32, "LoadMenuIndirect{AW}", "LPVOID template", widths=BOTH)
def LoadMenuIndirect(c, template):
    mem = c.vm.mem
    return c.vm.menus.load_template(lambda off, n: bytes(mem.read(template + off, n))).handle


@api(USER32, "AppendMenu{AW}", "HMENU menu, UINT flags, UINT id, LPVOID item", widths=BOTH)
def AppendMenu(c, menu, flags, new_id, new_item):
    m = _menu(c, menu)
    if m is None:
        return 0
    item = c.vm.menus.item_from_flags(c, flags, new_id, new_item)
    c.vm.menus.check_target(m, item, c.spec.name)
    m.items.insert(c.vm.menus.end_index(m), item)
    return 1


@api(USER32, "InsertMenu{AW}", "HMENU menu, UINT pos, UINT flags, UINT id, LPVOID item", widths=BOTH)
def InsertMenu(c, menu, pos, flags, new_id, new_item):
    m = _menu(c, menu)
    if m is None:
        return 0
    menus = c.vm.menus
    item = menus.item_from_flags(c, flags, new_id, new_item)
    target, index = menus.find_item(m, pos, flags & MF_BYPOSITION)
    if target is None:
        # A position past the end (-1 documented) or a command no item has: Windows
        # appends (Wine's test_menu_locked_by_window inserts by command 0 into an empty
        # menu and expects success).
        target, index = m, menus.end_index(m)
    menus.check_target(target, item, c.spec.name)
    target.items.insert(index, item)
    return 1


@api(USER32, "ModifyMenu{AW}", "HMENU menu, UINT pos, UINT flags, UINT id, LPVOID item", widths=BOTH)
def ModifyMenu(c, menu, pos, flags, new_id, new_item):
    m = _menu(c, menu)
    if m is None:
        return 0
    menus = c.vm.menus
    target, index = menus.find_item(m, pos, flags)
    if target is None:
        # Word 95 modifies an SC_TASKLIST item no menu has: Windows answers TRUE and
        # changes nothing (Wine's test_system_menu), as SetMenuItemInfo does
        if pos == SC_TASKLIST and not flags & MF_BYPOSITION:
            return 1
        c.vm.last_error = ERROR_MENU_ITEM_NOT_FOUND
        return 0
    new = menus.item_from_flags(c, flags, new_id, new_item)
    menus.check_target(target, new, c.spec.name)
    it = target.items[index]
    if it.submenu and it.submenu != new.submenu:
        menus.destroy(it.submenu)   # documented: replacing a popup item destroys its menu
    # What ModifyMenu sets, as Windows: type, state, id and submenu always; the text and
    # picture of a string item (a bitmap clears the text and text the bitmap); an
    # owner-drawn item's data. The rest (an owner-drawn item's text, a picture beside
    # it, check-mark bitmaps) stays (Wine's test_menu_iteminfo).
    it.type, it.state, it.id, it.submenu = new.type, new.state, new.id, new.submenu
    if not flags & (MF_BITMAP | MF_OWNERDRAW | MF_SEPARATOR):
        it.text, it.bitmap = new.text, 0
    elif flags & MF_BITMAP:
        it.text, it.bitmap = new.text, new.bitmap
    if flags & MF_OWNERDRAW:
        it.data, it.od_size = new.data, None
    return 1


@api(USER32, "DeleteMenu", "HMENU menu, UINT pos, UINT flags", widths=BOTH)
def DeleteMenu(c, menu, pos, flags):
    return _remove(c, menu, pos, flags, True)


@api(USER32, "RemoveMenu", "HMENU menu, UINT pos, UINT flags", widths=BOTH)
def RemoveMenu(c, menu, pos, flags):
    return _remove(c, menu, pos, flags, False)


@api(USER32, "GetMenu", "HWND hwnd", widths=BOTH)
def GetMenu(c, hwnd):
    win = c.vm.wm.get(hwnd)
    if win is None:
        return 0
    # A child window has no menu: the slot holds its identifier, and GetMenu answers that
    # (Windows and Wine alike; oleview keeps a pointer there and reads it back this way).
    return win.id & ((1 << 8 * c.ptr_size) - 1) if win.child_style else win.menu   # LONG_PTR


@api(USER32, "SetMenu", "HWND hwnd, HMENU menu", widths=BOTH)
def SetMenu(c, hwnd, menu):
    vm = c.vm
    wm = vm.wm
    win = wm.get(hwnd)
    if win is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if win.child_style:
        vm.last_error = ERROR_CHILD_WINDOW_MENU
        return 0
    if menu and _menu(c, menu) is None:
        return 0
    vm.menus.check_bar(menu, "SetMenu")
    # As Windows: the frame changes as SetWindowPos(SWP_FRAMECHANGED) changes it, with
    # WM_WINDOWPOSCHANGING / CHANGED around it and WM_MOVE / WM_SIZE for the client area
    # the bar moved and shrank (Tk's frame learns its client height from the second).
    flags = (winpos.SWP_NOSIZE | winpos.SWP_NOMOVE | winpos.SWP_NOZORDER
             | winpos.SWP_NOACTIVATE | winpos.SWP_FRAMECHANGED)
    flags = (yield from winpos.changing(vm, win, 0, 0, 0, 0, 0, flags))[4]
    if wm.get(hwnd) is not win:
        return 0
    before = win.client_size(), win.client_offset()
    win.menu = menu
    # the frame is recomputed: owner-drawn bar items are measured (WM_MEASUREITEM)
    # before the bar is laid out, then drawn by the window (WM_DRAWITEM)
    yield from vm.menus.measure_bar_items(win)
    wm.redraw_nonclient(win)
    yield from vm.menus.paint_bar_owner_items(win)
    wm.invalidate(win, None, True)   # the client area moved under its pixels
    after = win.client_size(), win.client_offset()
    moved, resized = after[1] != before[1], after[0] != before[0]
    yield from winpos.changed(vm, win, 0, flags, moved, resized)
    yield from size_move_messages(vm, win, moved, resized)
    return 1


@api(USER32, "DrawMenuBar", "HWND:window hwnd", widths=BOTH)
def DrawMenuBar(c, hwnd):
    win = c.vm.wm.get(hwnd)
    if not win.child_style:
        c.vm.menus.forget_bar_sizes(win)
        yield from c.vm.menus.measure_bar_items(win)
        c.vm.wm.redraw_nonclient(win)
        yield from c.vm.menus.paint_bar_owner_items(win)
    return 1


@api(USER32, "GetSubMenu", "HMENU menu, INT pos", widths=BOTH)
def GetSubMenu(c, menu, pos):
    m = _menu(c, menu)
    if m is None or not 0 <= pos < len(m.items):
        return 0
    return m.items[pos].submenu


@api(USER32, "GetMenuItemCount", "HMENU menu", widths=BOTH)
def GetMenuItemCount(c, menu):
    m = _menu(c, menu)
    return len(m.items) if m is not None else 0xFFFFFFFF


@api(USER32, "GetMenuItemID", "HMENU menu, INT pos", widths=BOTH)
def GetMenuItemID(c, menu, pos):
    m = _menu(c, menu)
    if m is None or not 0 <= pos < len(m.items) or m.items[pos].submenu:
        return 0xFFFFFFFF  # -1 for popups and bad positions
    return m.items[pos].id


@api(USER32, "GetMenuState", "HMENU menu, UINT id, UINT flags", widths=BOTH)
def GetMenuState(c, menu, which, flags):
    m = _menu(c, menu)
    if m is None:
        return 0xFFFFFFFF
    menus = c.vm.menus
    target, index = menus.find_item(m, which, flags)
    if target is None:
        return 0xFFFFFFFF
    it = target.items[index]
    if it.submenu:
        # A popup reports its item count in the high byte of the low word.
        sub = menus.get(it.submenu)
        return ((len(sub.items) if sub else 0) << 8) | (it.flags() & 0xFF)
    return it.flags()


@api(USER32, "CheckMenuItem", "HMENU menu, UINT id, UINT check", widths=BOTH)
def CheckMenuItem(c, menu, which, check):
    m = _menu(c, menu)
    target, index = c.vm.menus.find_item(m, which, check) if m else (None, -1)
    if target is None:
        return 0xFFFFFFFF
    it = target.items[index]
    old = it.state & MF_CHECKED
    it.state = (it.state & ~MF_CHECKED) | (check & MF_CHECKED)
    return old


@api(USER32, "EnableMenuItem", "HMENU menu, UINT id, UINT enable", widths=BOTH)
def EnableMenuItem(c, menu, which, enable):
    m = _menu(c, menu)
    target, index = c.vm.menus.find_item(m, which, enable) if m else (None, -1)
    if target is None:
        return 0xFFFFFFFF
    it = target.items[index]
    old = it.state & (MF_GRAYED | MF_DISABLED)
    it.state = (it.state & ~(MF_GRAYED | MF_DISABLED)) | (enable & (MF_GRAYED | MF_DISABLED))
    return old


@api(USER32, "CheckMenuRadioItem", "HMENU menu, UINT first, UINT last, UINT check, UINT flags", widths=BOTH)
def CheckMenuRadioItem(c, menu, first, last, check, flags):
    """Check ``check`` as a radio item and uncheck the others of ``first``..``last``, as
    Windows does it: each of the range is looked up as CheckMenuItem would (by command
    through the submenus); the menu holding the first one found is the group, items of
    other menus and separators are left alone, and the others keep MFT_RADIOCHECK
    (MSDN says it goes; Wine's tests show it stays). TRUE only if ``check`` was checked."""
    m = _menu(c, menu)
    if m is None:
        return 0
    menus = c.vm.menus
    if flags & MF_BYPOSITION:
        keys = range(first, min(last, len(m.items) - 1) + 1)
    else:
        keys = sorted({k for k in _ids(menus, m, set()) if first <= k <= last})
    group = None
    done = False
    for key in keys:
        target, index = menus.find_item(m, key, flags)
        if target is None:
            continue
        if group is None:
            group = target
        if target is not group:
            continue
        it = target.items[index]
        if it.type == MF_SEPARATOR:
            continue
        if key == check:
            it.type |= MFT_RADIOCHECK
            it.state |= MF_CHECKED
            done = True
        else:
            it.state &= ~MF_CHECKED
    return 1 if done else 0


def _ids(menus, m, seen):
    """Every item id in ``m`` and its submenus."""
    seen.add(m.handle)
    for it in m.items:
        yield it.id
        sub = menus.get(it.submenu) if it.submenu else None
        if sub is not None and sub.handle not in seen:
            yield from _ids(menus, sub, seen)


@api(USER32, "HiliteMenuItem", "HWND hwnd, HMENU menu, UINT item, UINT flags", widths=BOTH)
def HiliteMenuItem(c, hwnd, menu, which, flags):
    """Highlight (MF_HILITE) or not (MF_UNHILITE) an item of a menu bar, found by
    position or command; the window's bar is redrawn. As Windows: a NULL window fails
    with ERROR_INVALID_WINDOW_HANDLE, a bad menu with ERROR_INVALID_MENU_HANDLE, and an
    item no menu has succeeds doing nothing (Wine's test_menu_hilitemenuitem)."""
    vm = c.vm
    win = vm.wm.get(hwnd) if hwnd else None
    if win is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    m = _menu(c, menu)
    if m is None:
        return 0
    target, index = vm.menus.find_item(m, which, flags & MF_BYPOSITION)
    if target is None:
        return 1
    it = target.items[index]
    it.state = (it.state | MF_HILITE) if flags & MF_HILITE else (it.state & ~MF_HILITE)
    if win.menu == target.handle and not win.child_style:
        vm.wm.redraw_menu_bar(win)
    return 1


@api(USER32, "GetMenuString{AW}", "HMENU menu, UINT id, LPVOID buf, INT size, UINT flags", widths=BOTH)
def GetMenuString(c, menu, which, buf, size, flags):
    m = _menu(c, menu)
    target, index = c.vm.menus.find_item(m, which, flags) if m else (None, -1)
    if target is None:
        return 0
    text = target.items[index].text or ""
    if not buf or size <= 0:
        return len(text)
    return c.write_str(buf, text, size)


@api(USER32, "TrackPopupMenu", "HMENU menu, UINT flags, INT x, INT y, INT reserved, HWND hwnd, LPVOID rect", widths=BOTH)
def TrackPopupMenu(c, menu, flags, x, y, reserved, hwnd, rect):
    return _track(c, menu, flags, x, y, hwnd)


@api(USER32, "TrackPopupMenuEx", "HMENU menu, UINT flags, INT x, INT y, HWND hwnd, LPVOID params", widths=BOTH)
def TrackPopupMenuEx(c, menu, flags, x, y, hwnd, params):
    """TrackPopupMenu with TPMPARAMS: the menu is placed clear of rcExclude (beside it,
    TPM_VERTICAL choosing below/above over right/left), as documented. Its cbSize is not
    checked (Wine 8 does not either)."""
    exclude = None
    if params:
        r = TPMPARAMS.read(c.vm.mem, params, c.ptr_size)["rcExclude"]
        exclude = (r["left"], r["top"], r["right"], r["bottom"])
    return (yield from _track(c, menu, flags, x, y, hwnd, exclude))


@api(USER32, "EndMenu", widths=BOTH)
def EndMenu(c):
    """Ends the active menu mode (a menu bar's or TrackPopupMenu's): its loop leaves after
    the message it is acting on, and a WM_CANCELMODE posted to the open menu window
    wakes a loop waiting for input, as Windows does. TRUE, with a menu active or not
    (Wine 8's answer too)."""
    tracker = c.vm.menus.tracker
    if tracker is not None:
        tracker.done = True
        if tracker.popups:
            c.vm.wm.post(tracker.popups[-1].hwnd, WM_CANCELMODE, 0, 0)
    return 1


# -- accelerators ------------------------------------------------------------------------------
@api(USER32, "LoadAccelerators{AW}", "HINSTANCE inst, LPCTSTR_ID name", widths=BOTH)
def LoadAccelerators(c, inst, name):
    res = resources_of(c, inst, "USER32.dll!LoadAccelerators")
    raw = res.data(RT_ACCELERATOR, name)
    if raw is None:
        return not_found(c, RT_ACCELERATOR, name, res)
    entries = []
    # ACCELTABLEENTRY: WORD fFlags, WORD wAnsi, WORD wId, WORD padding; 0x80 ends the table.
    for off in range(0, len(raw) - 7, 8):
        flags, key, cmd, _ = struct.unpack_from("<HHHH", raw, off)
        entries.append((flags & 0x7F, key, cmd))
        if flags & 0x80:
            break
    return c.vm.menus.add_accel(entries).handle


@api(USER32, "CreateAcceleratorTable{AW}", "LPVOID accels, INT count", widths=BOTH)
def CreateAcceleratorTable(c, accels, count):
    if count <= 0 or not accels:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    entries = [(fvirt & 0x7F, key, cmd)
               for fvirt, key, cmd in ACCEL.values_array(c.vm.mem, accels, count)]
    return c.vm.menus.add_accel(entries).handle


@api(USER32, "CopyAcceleratorTable{AW}", "HANDLE accel, LPVOID out, INT count", widths=BOTH)
def CopyAcceleratorTable(c, accel, out, count):
    table = c.vm.menus.accel(accel)
    if table is None:
        c.vm.last_error = ERROR_INVALID_ACCEL_HANDLE
        return 0
    if not out:
        return len(table.entries)
    n = min(count, len(table.entries))
    data = ACCEL.pack_array(table.entries[:n])
    if data:
        c.vm.mem.write(out, data)
    return n


@api(USER32, "DestroyAcceleratorTable", "HANDLE accel", widths=BOTH)
def DestroyAcceleratorTable(c, accel):
    menus = c.vm.menus
    if menus.accel(accel) is None:
        c.vm.last_error = ERROR_INVALID_ACCEL_HANDLE
        return 0
    del menus.objects[accel]
    return 1


@api(USER32, "TranslateAccelerator{AW}", "HWND hwnd, HANDLE accel, LPVOID msg", widths=BOTH)
def TranslateAccelerator(c, hwnd, accel, pmsg):
    table = c.vm.menus.accel(accel)
    if table is None:
        c.vm.last_error = ERROR_INVALID_ACCEL_HANDLE
        return 0
    _, msg, wparam = MSG.leaf_values(c.vm.mem, pmsg, c.ptr_size)[:3]
    entry = c.vm.menus.accel_entry(table, msg, wparam)
    if entry is None:
        return 0        # (most messages: answered without making the generator)
    return c.vm.menus.translate_accel(hwnd, entry)
