"""Menus and accelerator tables: the objects, the menu bar, popup windows, the modal loop.

Model
-----
A menu (HMENU) is a ``Menu``: a list of ``MenuItem`` (type, state, id, text, submenu).
Menus and accelerator tables live in ``vm.menus`` (a ``Menus``), which hands out their
handles. A top-level window's menu bar is ``win.menu`` (its HMENU); ``wm.py`` reserves
SM_CYMENU pixels (``win.nc.menu``) for it below the caption and ``nonclient.draw`` calls
``Menus.draw_bar``.

Menu mode follows Windows: a click on the bar makes DefWindowProc send
WM_SYSCOMMAND(SC_MOUSEMENU), whose default runs ``MenuTracker`` — a modal loop inside
that call (like MessageBox's) which takes the mouse capture, shows each open popup as a
real top-level window of the built-in class "#32768", interprets mouse and keyboard input
itself and dispatches everything else (paints, timers, posted messages). Choosing an item
closes the menus and *posts* WM_COMMAND(id, 0) to the owner, as Windows does.
TrackPopupMenu runs the same loop (TPM_RETURNCMD returns the id instead).

Accelerators: TranslateAccelerator matches WM_KEYDOWN/WM_SYSKEYDOWN against FVIRTKEY
entries (Shift/Ctrl/Alt from the key state) and WM_CHAR/WM_SYSCHAR against ASCII entries,
and *sends* WM_COMMAND(MAKELONG(id, 1), 0).
"""

import struct


from ...abi.api import Unimplemented
from ..core.messages import WM_CHAR, WM_COMMAND, WM_KEYDOWN, WM_SYSCHAR, WM_SYSKEYDOWN
from ..core.mnemonics import split_mnemonic
from ..core.winerror import (ERROR_INVALID_MENU_HANDLE, ERROR_INVALID_WINDOW_HANDLE,
                             ERROR_MENU_ITEM_NOT_FOUND, ERROR_POPUP_ALREADY_ACTIVE)
from ..gdi.edges import draw_3d_rect, draw_check_mark
from ..gdi.objects import Brush, SYS_COLORS, rgb, ui_font
from ..kernel.resources import RT_MENU
from . import menubitmaps, nonclient
from .menuflags import (ACCEL_GAP, ARROW_W, BAR_PAD, BORDER, CHECK_W, COL_SPACE, FALT, FCONTROL,
                        MNS_NOCHECK, NOCHECK_W,
                        FSHIFT, FVIRTKEY, ITEM_H, MFS_DEFAULT, MFT_RADIOCHECK, MF_BITMAP,
                        MF_BYCOMMAND, MF_BYPOSITION, MF_CHECKED, MF_DISABLED, MF_END,
                        MF_GRAYED, MF_HILITE, MF_MENUBARBREAK, MF_MENUBREAK, MF_OWNERDRAW,
                        MF_POPUP, MF_RIGHTJUSTIFY, MF_SEPARATOR, POPUP_CLASS, SEP_H,
                        TPM_RETURNCMD, VK_CONTROL, VK_MENU, VK_SHIFT, WM_INITMENU,
                        WM_INITMENUPOPUP)
from .menutrack import MenuTracker, register_popup_class
from .wm import class_label
from .ownerdraw import (ODA_DRAWENTIRE, ODS_CHECKED, ODS_DISABLED, ODS_GRAYED, ODS_NOACCEL,
                        ODS_SELECTED, ODT_MENU, draw_item, measure_item)
from .uistate import hides_accel
from ..gdi.pildraw import Draw

__all__ = ["Menus", "Menu", "MenuItem", "AccelTable", "MenuTracker", "POPUP_CLASS"]


class MenuItem:
    """One menu item: MFT_* ``type``, MFS_* ``state``, ``id``, ``text``, ``submenu``."""

    __slots__ = ("type", "state", "id", "text", "submenu", "data", "od_size", "bitmap",
                 "check_bmps", "cb_size")

    def __init__(self, type=0, state=0, id=0, text="", submenu=0, data=0, bitmap=0):
        self.type, self.state, self.id, self.text = type, state, id, text
        self.submenu, self.data = submenu, data
        self.od_size = None   # (width, height) the owner gave in WM_MEASUREITEM
        # MENUITEMINFO's hbmpItem: an MF_BITMAP item's picture (or an HBMMENU_* constant),
        # or the picture drawn beside a text item (MIIM_BITMAP).
        self.bitmap = bitmap
        self.check_bmps = (0, 0)   # hbmpChecked, hbmpUnchecked (MIIM_CHECKMARKS)
        self.cb_size = (0, 0)      # an HBMMENU_CALLBACK picture's size (WM_MEASUREITEM)

    @property
    def callback_bitmap(self):
        """True for a text item whose picture the owner draws (hbmpItem HBMMENU_CALLBACK:
        WM_MEASUREITEM gives its size, WM_DRAWITEM draws it)."""
        return (self.bitmap & 0xFFFFFFFF) == menubitmaps.HBMMENU_CALLBACK and \
            not self.type & MF_OWNERDRAW

    @property
    def owner_drawn(self):
        """True for MF_OWNERDRAW items (drawn by the owner in WM_DRAWITEM)."""
        return bool(self.type & MF_OWNERDRAW)

    @property
    def separator(self):
        """True for MF_SEPARATOR items."""
        return bool(self.type & MF_SEPARATOR)

    @property
    def enabled(self):
        """Neither MF_GRAYED nor MF_DISABLED: the item can be chosen."""
        return not self.state & (MF_GRAYED | MF_DISABLED)

    def flags(self):
        """GetMenuState's MF_* view of the item (without the popup's item count)."""
        return (self.type & ~MFT_RADIOCHECK) | self.state | (MF_POPUP if self.submenu else 0)

    def label(self):
        """(text left of the tab, accelerator text right of it)."""
        text = self.text or ""
        for sep in ("\t", "\a"):
            if sep in text:
                left, right = text.split(sep, 1)
                return left, right
        return text, ""


class Menu:
    """An HMENU: a menu bar (CreateMenu) or a popup (CreatePopupMenu) and its items."""

    def __init__(self, handle, popup):
        self.handle, self.popup = handle, popup
        self.items = []
        # MENUINFO: MNS_* style, cyMax, hbrBack, dwContextHelpID, dwMenuData
        self.style = self.max_height = self.brush = self.help_id = self.menu_data = 0
        # the item rectangles of the popup when it last opened (popup-relative): Windows
        # keeps them, and GetMenuItemRect answers them once the popup has closed
        self.shown_rects = []


class AccelTable:
    """An HACCEL: a list of (fVirt, key, cmd)."""

    def __init__(self, handle, entries):
        self.handle, self.entries = handle, list(entries)


def _menu_fonts(vm):
    """(font, bold font) menus are measured and drawn with: NONCLIENTMETRICS' lfMenuFont
    once SPI_SETNONCLIENTMETRICS changed it (the default item in it at weight + 300, as
    Windows makes its bold menu font), else the default UI font (MS Sans Serif, -11) and
    its bold strike."""
    fonts = vm.wm.nc.fonts
    if fonts is None:
        return ui_font("menu"), ui_font("caption")
    return fonts["menu"], fonts["menu_bold"]


def _font(vm):
    return _menu_fonts(vm)[0].pil


def _avg_char_width(vm):
    """The menu font's average character width (its TEXTMETRIC's tmAveCharWidth: the
    width of "x", as gdi/textmetrics.py answers)."""
    return max(1, _menu_fonts(vm)[0].extent("x")[0])


def check_width(menu):
    """The check-mark column of a popup: none but a margin in an MNS_NOCHECK menu (its
    checked items show no mark)."""
    return NOCHECK_W if menu.style & MNS_NOCHECK else CHECK_W


def char_dims_width(vm):
    """The menu font's average width as Windows measures a font's dimensions for USER
    (GdiGetCharDimensions): the width of "A".."Za".."z" over 52, rounded; owner-drawn
    menu items are WM_MEASUREITEM's width plus twice this."""
    return (_menu_fonts(vm)[0].extent(_ALPHABET)[0] + 26) // 52


_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _bold_font(vm):
    return _menu_fonts(vm)[1].pil


def item_height(vm):
    """A text item's height in a popup: the menu font's height + 4 (17 with the default
    font; Windows takes the larger of that and the text's height + 2)."""
    return max(ITEM_H, _menu_fonts(vm)[0].line_height + 4)


def _draw_arrow(d, right, t, b, color):
    """A popup item's submenu arrow (a small right-pointing triangle at its right end,
    ``right`` being the item's right edge)."""
    ax, ay = right - 10, (t + b) // 2
    for k in range(4):
        d.line([(ax + k, ay - 3 + k), (ax + k, ay + 3 - k)], fill=color)


def _draw_label(vm, d, x, y, text, color, embossed=False, cues=True, bold=False):
    """Draw a label with its mnemonic underlined (unless ``cues`` is False: the owner hides
    keyboard cues, user/uistate.py); greyed labels are embossed; ``bold`` for a menu's
    default item (MFS_DEFAULT), in the menu font at weight 700."""
    shown, under = split_mnemonic(text)
    if not cues:
        under = -1
    font = _bold_font(vm) if bold else _font(vm)
    uy = _menu_fonts(vm)[0].ascent + 1      # the underline: one pixel below the baseline
    passes = [((1, 1), SYS_COLORS[20]), ((0, 0), SYS_COLORS[16])] if embossed \
        else [((0, 0), color)]
    for (dx, dy), fill in passes:
        d.text((x + dx, y + dy), shown, font=font, fill=fill)
        if under >= 0:
            ux = x + dx + int(font.getlength(shown[:under]))
            uw = int(font.getlength(shown[under]))
            d.line([(ux, y + dy + uy), (ux + max(1, uw) - 1, y + dy + uy)], fill=fill)


#: The HBMMENU_* bitmaps a maximized MDI child puts in its frame's menu bar (as Windows
#: does, MF_BITMAP items whose "text" is the constant; controls/mdi.py inserts them) ->
#: their width in the bar: the system menu icon, then minimize, restore (16x14 buttons,
#: as on a caption) and close, 2 pixels further right.
HBMMENU_SYSTEM, HBMMENU_MBAR_RESTORE, HBMMENU_MBAR_MINIMIZE, HBMMENU_MBAR_CLOSE = 1, 2, 3, 5
MDI_BAR_WIDTHS = {HBMMENU_SYSTEM: 20, HBMMENU_MBAR_MINIMIZE: 16, HBMMENU_MBAR_RESTORE: 16,
                  HBMMENU_MBAR_CLOSE: 18}
_MDI_BUTTONS = {HBMMENU_MBAR_MINIMIZE: "min", HBMMENU_MBAR_RESTORE: "restore",
                HBMMENU_MBAR_CLOSE: "close"}


def _draw_mdi_item(d, kind, l, t, r, b):
    """An HBMMENU_* item of the menu bar in [l, r) x [t, b]: a caption button centred on
    the bar's height (close 2 pixels clear of restore), or the system menu icon: a small
    window (the default application icon, as a child of a class without an icon shows)."""
    top = t + (b - t + 1 - 14) // 2
    if kind in _MDI_BUTTONS:
        left = r - 16
        nonclient.draw_button(d, _MDI_BUTTONS[kind], left, top, left + 16, top + 14)
        return
    x, y = l + 2, t + (b - t + 1 - 16) // 2
    d.rectangle([x + 1, y + 2, x + 14, y + 13], fill=SYS_COLORS[5], outline=(0, 0, 0))
    d.rectangle([x + 2, y + 3, x + 13, y + 5], fill=SYS_COLORS[2])


def _wstr(rd, off):
    chars = []
    while True:
        (ch,) = struct.unpack("<H", rd(off, 2))
        off += 2
        if not ch:
            return "".join(chars), off
        chars.append(chr(ch))


class Menus:
    """Menu and accelerator objects of one VM (``vm.menus``) and the menu bar's drawing."""

    def __init__(self, vm):
        self.vm = vm
        self.objects = {}          # handle -> Menu | AccelTable
        self._next = 0x00080010
        self.open_bar = {}         # hwnd -> index of the bar item drawn pressed
        self.tracker = None        # the MenuTracker while in menu mode
        # destroyed menus a parent menu's item or a window's bar still holds: the handle
        # is invalid to the API (IsMenu, GetMenuInfo), the object is still shown and
        # tracked through its holder, as Windows locks it (Wine's test_menu_locked_*)
        self.locked = {}
        # top-level windows whose bar was redrawn with owner-drawn items the owner has
        # yet to paint (WM_DRAWITEM goes out where Windows paints the frame: BeginPaint,
        # SetMenu, DrawMenuBar, menu mode)
        self.bar_od_pending = set()
        register_popup_class(vm)

    # -- objects ---------------------------------------------------------------------
    def _add(self, obj_factory):
        h = self._next
        self._next += 4
        obj = obj_factory(h)
        self.objects[h] = obj
        return obj

    def create(self, popup):
        """A new empty Menu (``popup``: CreatePopupMenu, else CreateMenu)."""
        return self._add(lambda h: Menu(h, popup))

    def get(self, h):
        """The Menu for an HMENU, or None."""
        obj = self.objects.get(h)
        return obj if isinstance(obj, Menu) else None

    def held(self, h):
        """The Menu for an HMENU as its holder (a parent item, a window's bar) sees it:
        a live menu or a destroyed one still locked by its holder; None otherwise."""
        return self.get(h) or self.locked.get(h)

    def accel(self, h):
        """The AccelTable for an HACCEL, or None."""
        obj = self.objects.get(h)
        return obj if isinstance(obj, AccelTable) else None

    def destroy(self, h):
        """DestroyMenu: the menu and, recursively, its submenus."""
        menu = self.get(h)
        if menu is None:
            return False
        del self.objects[h]
        if self._held_by_other(h):
            self.locked[h] = menu
        for it in menu.items:
            if it.submenu:
                self._release(it.submenu)
        return True

    def _held_by_other(self, h):
        """True when a menu item (of a live or locked menu) or a window's bar holds ``h``."""
        if any(w.menu == h and not w.child_style for w in self.vm.wm.windows.values()):
            return True
        return any(it.submenu == h for m in list(self.objects.values()) + list(
            self.locked.values()) if isinstance(m, Menu) for it in m.items)

    def _release(self, h):
        """A submenu whose holder is destroyed: destroyed too, or freed if it already was
        (it was only locked by that holder)."""
        if self.destroy(h):
            return
        menu = self.locked.pop(h, None)
        if menu is not None and not self._held_by_other(h):
            for it in menu.items:
                if it.submenu:
                    self._release(it.submenu)
        elif menu is not None:
            self.locked[h] = menu

    def add_accel(self, entries):
        """A new AccelTable of (fVirt, key, cmd) entries."""
        return self._add(lambda h: AccelTable(h, entries))

    # -- templates -------------------------------------------------------------------
    def load(self, name, res=None):
        """LoadMenu from RT_MENU ``name`` of ``res`` (default: the executable's
        resources): a Menu, or None if absent."""
        raw = (res or self.vm.resources).data(RT_MENU, name)
        if raw is None:
            return None
        return self.load_template(lambda off, n: raw[off:off + n])

    def load_template(self, rd):
        """Build menus from a MENUITEMTEMPLATE or MENUEX_TEMPLATE read by ``rd(off, n)``."""
        version, offset = struct.unpack("<HH", rd(0, 4))
        if version == 0:
            menu, _ = self._parse_std(rd, 4 + offset, False)
        elif version == 1:
            menu, _ = self._parse_ex(rd, 4 + offset, False)
        else:
            raise Unimplemented("USER32.dll!LoadMenu: menu template version %d" % version)
        return menu

    def _parse_std(self, rd, off, popup):
        menu = self.create(popup)
        while True:
            (flags,) = struct.unpack("<H", rd(off, 2))
            off += 2
            if flags & MF_POPUP:
                text, off = _wstr(rd, off)
                sub, off = self._parse_std(rd, off, True)
                item = MenuItem(id=sub.handle, text=text, submenu=sub.handle)
            else:
                (mid,) = struct.unpack("<H", rd(off, 2))
                text, off = _wstr(rd, off + 2)
                item = MenuItem(id=mid, text=text)
                if not text:
                    # an item without text is a separator, as AppendMenu with a NULL
                    # string makes one ("MENUITEM SEPARATOR" compiles to all zeros)
                    flags |= MF_SEPARATOR
            self._check_type(flags, "LoadMenu")
            item.type = flags & (MF_SEPARATOR | MF_MENUBARBREAK | MF_MENUBREAK | MF_RIGHTJUSTIFY
                                 | MF_OWNERDRAW)
            item.state = flags & (MF_GRAYED | MF_DISABLED | MF_CHECKED)
            if flags & MF_SEPARATOR:
                item.state |= MF_GRAYED | MF_DISABLED
                item.text = ""
            menu.items.append(item)
            if flags & MF_END:
                return menu, off

    def _parse_ex(self, rd, off, popup):
        menu = self.create(popup)
        while True:
            off = (off + 3) & ~3
            ftype, fstate, mid, resinfo = struct.unpack("<IIIH", rd(off, 14))
            text, off = _wstr(rd, off + 14)
            self._check_type(ftype, "LoadMenu")
            item = MenuItem(type=ftype, state=fstate & ~MF_HILITE, id=mid, text=text)
            if resinfo & 1:
                off = ((off + 3) & ~3) + 4            # the popup's dwHelpId
                sub, off = self._parse_ex(rd, off, True)
                item.submenu = sub.handle
            menu.items.append(item)
            if resinfo & 0x80:
                return menu, off

    @staticmethod
    def _check_type(flags, fn):
        # A template item has no bitmap handle to carry: MF_BITMAP there is meaningless.
        if flags & MF_BITMAP:
            raise Unimplemented("USER32.dll!%s: bitmap items in a menu template" % fn)

    @staticmethod
    def end_index(menu):
        """Where an item appended to ``menu`` goes: before the items at its end whose
        bitmap is one of the magic HBMMENU_* values 1 to 6 (a maximized MDI child's
        buttons stay last in the bar), as Windows inserts (Wine's tests of AppendMenu,
        InsertMenu and InsertMenuItem at the end)."""
        i = len(menu.items)
        while i and 1 <= menu.items[i - 1].bitmap <= 6 and not menu.items[i - 1].separator:
            i -= 1
        return i

    def check_target(self, menu, item, fn):
        """An item going into ``menu``: owner-drawn ones are measured and drawn by the
        owner in popups and in a menu bar alike (``paint_bar_owner_items``); nothing
        here stops the guest any more. Kept as the one place insertions pass."""
        if item.owner_drawn and not menu.popup and self._is_bar(menu.handle):
            self.bar_od_pending.update(w.hwnd for w in self.vm.wm.windows.values()
                                       if w.menu == menu.handle and not w.child_style)

    def _is_bar(self, handle):
        return any(w.menu == handle and not w.child_style
                   for w in self.vm.wm.windows.values())

    def check_bar(self, handle, fn):
        """A menu about to become a window's menu bar (SetMenu, CreateWindow): its
        owner-drawn items are measured and drawn by the window (``measure_bar_items``,
        ``paint_bar_owner_items``)."""

    def load_class_menu(self, cls):
        """The class menu (WNDCLASS lpszMenuName) for a new top-level window: HMENU or 0."""
        if cls.menu_name is None or cls.instance not in (0, self.vm.image.base):
            return 0
        menu = self.load(cls.menu_name)
        return menu.handle if menu is not None else 0

    # -- items -----------------------------------------------------------------------
    def find_item(self, menu, which, flags):
        """(menu, index) of an item by position or (recursively) by command; (None, -1)."""
        if flags & MF_BYPOSITION:
            return (menu, which) if 0 <= which < len(menu.items) else (None, -1)
        fallback = (None, -1)
        for i, it in enumerate(menu.items):
            if it.submenu:
                sub = self.get(it.submenu)
                if sub is not None:
                    found = self.find_item(sub, which, flags)
                    if found[0] is not None:
                        return found
                if it.id == which and fallback[0] is None:
                    fallback = (menu, i)   # a popup found by its handle-as-id
            elif it.id == which:
                return menu, i
        return fallback

    def item_from_flags(self, c, flags, new_id, new_item):
        """A MenuItem from AppendMenu/InsertMenu/ModifyMenu arguments, as Windows makes
        it: a string item with a NULL string is a separator, a separator is MFS_GRAYED
        (MF_GRAYED | MF_DISABLED), and MF_POPUP with a handle that is no menu makes a plain
        item whose id is that value (the call succeeds; the last error says
        ERROR_INVALID_MENU_HANDLE, from the IsMenu check: Wine's test_InsertMenu)."""
        if not flags & (MF_BITMAP | MF_OWNERDRAW | MF_SEPARATOR) and not new_item:
            flags |= MF_SEPARATOR
        if flags & MF_SEPARATOR:
            flags |= MF_GRAYED | MF_DISABLED
        if flags & MF_POPUP and self.get(new_id) is None:
            self.vm.last_error = ERROR_INVALID_MENU_HANDLE
            flags &= ~MF_POPUP
        item = MenuItem(type=flags & (MF_SEPARATOR | MF_MENUBARBREAK | MF_MENUBREAK
                                      | MF_RIGHTJUSTIFY | MF_OWNERDRAW),
                        state=flags & (MF_GRAYED | MF_DISABLED | MF_CHECKED | MF_HILITE),
                        id=new_id)
        if flags & MF_BITMAP:
            item.type |= MF_BITMAP
            # an MF_BITMAP item's "string" is its HBITMAP: 32-bit significant, so a 64-bit
            # program's sign-extended HBMMENU_* constant is the 32-bit one
            item.bitmap = new_item & 0xFFFFFFFF
        elif flags & MF_OWNERDRAW:
            item.data = new_item    # an owner-drawn item's "string" is its item data
        elif not flags & MF_SEPARATOR:
            item.text = (c.read_str(new_item) if new_item else "") or ""
        if flags & MF_POPUP:
            item.submenu = new_id
        return item

    # -- the menu bar --------------------------------------------------------------------
    def bar_layout(self, win):
        """Window-relative (l, t, r, b) of each item of ``win``'s menu bar.

        Items from the first MF_RIGHTJUSTIFY one on are packed against the right edge.
        The bar does not wrap onto a second line: items past the right edge are clipped.
        """
        menu = self.held(win.menu)
        if menu is None:
            return []
        b = win.frame()         # the bar lies inside the frame, outside a client edge
        top = b + win.caption()
        font = _font(self.vm)
        widths = []
        for it in menu.items:
            if it.separator:
                widths.append(BAR_PAD)
            elif it.owner_drawn:
                # the width WM_MEASUREITEM gave and twice the menu font's average
                # character width as USER measures it (GdiGetCharDimensions: Wine's
                # test_menu_ownerdraw); the height is the bar's: a bar item's
                # itemHeight is not used
                widths.append((it.od_size or (0, 0))[0] + 2 * char_dims_width(self.vm))
            elif it.type & MF_BITMAP:
                widths.append(MDI_BAR_WIDTHS[it.bitmap] if it.bitmap in MDI_BAR_WIDTHS
                              else menubitmaps.size(self.vm, it.bitmap)[0] + 2 * BAR_PAD)
            else:
                widths.append(int(font.getlength(split_mnemonic(it.label()[0])[0])) + 2 * BAR_PAD)
        split = next((i for i, it in enumerate(menu.items) if it.type & MF_RIGHTJUSTIFY),
                     len(widths))
        rects = []
        x = b
        for w in widths[:split]:
            rects.append((x, top, x + w, top + win.nc.menu - 1))
            x += w
        x = max(x, win.w - b - sum(widths[split:]))
        for w in widths[split:]:
            rects.append((x, top, x + w, top + win.nc.menu - 1))
            x += w
        return rects

    def bar_item_at(self, win, sx, sy):
        """Index of the menu-bar item of ``win`` under screen point (sx, sy), or None."""
        wx, wy = self.vm.wm.screen_origin(win)
        x, y = sx - wx, sy - wy
        for i, (l, t, r, b) in enumerate(self.bar_layout(win)):
            if l <= x < r and t <= y < b + 1:
                return i
        return None

    def draw_bar(self, win, d):
        """Draw ``win``'s menu bar on ImageDraw ``d`` of its surface (window coordinates)."""
        menu = self.held(win.menu)
        b = win.frame()         # the bar lies inside the frame, outside a client edge
        top = b + win.caption()
        d.rectangle([b, top, win.w - b - 1, top + win.nc.menu - 1], fill=SYS_COLORS[4])
        if menu is None:
            return
        opened = self.open_bar.get(win.hwnd, -1)
        cues = not hides_accel(self.vm.wm, win)
        for i, (it, (l, t, r, bt)) in enumerate(zip(menu.items, self.bar_layout(win))):
            if it.separator:
                continue
            if it.state & MF_HILITE:
                opened = i      # HiliteMenuItem's (menu mode keeps it on the open title)
            if it.owner_drawn:
                self.bar_od_pending.add(win.hwnd)   # the owner paints it
                continue
            if it.type & MF_BITMAP and it.bitmap in MDI_BAR_WIDTHS:
                _draw_mdi_item(d, it.bitmap, l, t, r, bt)
                continue
            if it.type & MF_BITMAP:
                menubitmaps.draw_bar_item(self.vm, win.surface.image, it, (l, t, r, bt), i == opened)
                continue
            shift = 0
            if i == opened:
                # The open title looks pressed: a thin sunken edge, the label nudged.
                d.line([(l, bt - 1), (l, t), (r - 1, t)], fill=SYS_COLORS[16])
                d.line([(l, bt - 1), (r - 1, bt - 1), (r - 1, t)], fill=SYS_COLORS[20])
                shift = 1
            lh = _menu_fonts(self.vm)[0].line_height
            _draw_label(self.vm, d, l + BAR_PAD + shift, t + (win.nc.menu - lh) // 2 + shift,
                        it.label()[0], SYS_COLORS[7], embossed=bool(it.state & MF_GRAYED),
                        cues=cues)

    def describe(self):
        """What an agent needs to aim at menus (the snapshot's ``menus``): each visible
        window's menu bar and each open popup, item by item, with screen rectangles."""
        wm = self.vm.wm
        out = []

        def item(it, rect, ox, oy):
            l, t, r, b = rect
            d = {"text": split_mnemonic(it.label()[0])[0] if not it.separator else "",
                 "rect": [l + ox, t + oy, r + ox, b + oy], "enabled": it.enabled,
                 "checked": bool(it.state & MF_CHECKED), "separator": it.separator}
            if it.submenu:
                d["submenu"] = True
            else:
                d["id"] = it.id
            return d

        # (the windows in the snapshot's order, without working out their rectangles)
        for win in wm.walk():
            if not wm.is_visible(win):
                continue
            if not win.child_style and win.menu and self.held(win.menu) is not None:
                ox, oy = wm.screen_origin(win)
                menu = self.held(win.menu)
                out.append({"hwnd": win.hwnd, "kind": "bar", "items": [
                    item(it, rect, ox, oy)
                    for it, rect in zip(menu.items, self.bar_layout(win))]})
            elif class_label(win) == "#32768":
                menu = self.held(win.state.get("menu", 0))
                if menu is None:
                    continue
                _, _, rects = self.popup_layout(menu)
                out.append({"hwnd": win.hwnd, "kind": "popup", "items": [
                    item(it, rect, win.x, win.y) for it, rect in zip(menu.items, rects)]})
        return out

    # -- popups ------------------------------------------------------------------------
    def popup_layout(self, menu):
        """(width, height, [(left, top, right, bottom) of each item]) of a popup window for
        ``menu``, window-relative.

        An item with MF_MENUBREAK or MF_MENUBARBREAK starts a new column, MENU_COL_SPACE
        (4) pixels right of the previous one (even at the first item, as Windows lays it
        out: that column is then empty); each column is as wide as its widest item and
        its items as wide as the column. A text item is the check-mark column, its label
        (labels and accelerator texts aligned down the column) and the arrow column; an
        owner-drawn item is WM_MEASUREITEM's width plus two average characters.
        """
        item_h = item_height(self.vm)
        rects = []
        x = BORDER
        height = 0
        i, n = 0, len(menu.items)
        while i < n:
            if menu.items[i].type & (MF_MENUBREAK | MF_MENUBARBREAK):
                x += COL_SPACE
            j = i + 1
            while j < n and not menu.items[j].type & (MF_MENUBREAK | MF_MENUBARBREAK):
                j += 1
            col_w, tops = self._column(menu.items[i:j], item_h, check_width(menu))
            for t, b in tops:
                rects.append((x, t, x + col_w, b))
            height = max(height, tops[-1][1])
            x += col_w
            i = j
        if not rects:
            x, height = BORDER + check_width(menu) + ARROW_W, BORDER
        return x + BORDER, height + BORDER, rects

    def _column(self, items, item_h, check_w):
        """(width, [(top, bottom) of each item]) of one popup column."""
        font = _font(self.vm)
        label_w = accel_w = 0
        texts = False
        od_w = 0
        rows = []
        y = BORDER
        for it in items:
            h = SEP_H if it.separator else item_h
            if it.owner_drawn:
                iw, h = it.od_size or (0, ITEM_H)
                od_w = max(od_w, iw + 2 * char_dims_width(self.vm))
            elif it.type & MF_BITMAP:
                # The item is its bitmap (a pixel of margin above and below); an
                # HBMMENU_CALLBACK one has the size WM_MEASUREITEM gave.
                iw, ih = it.cb_size if it.callback_bitmap else \
                    menubitmaps.size(self.vm, it.bitmap)
                h = ih + 2
                label_w, texts = max(label_w, iw), True
            elif it.callback_bitmap and not it.separator:
                h = max(item_h, it.cb_size[1] + 2)
            elif it.bitmap and not it.separator:
                h = max(item_h, menubitmaps.size(self.vm, it.bitmap)[1] + 2)
            rows.append((y, y + h))
            y += h
            if not it.separator and not it.owner_drawn and not it.type & MF_BITMAP:
                texts = True
                left, right = it.label()
                f = _bold_font(self.vm) if it.state & MFS_DEFAULT else font
                label_w = max(label_w, int(f.getlength(split_mnemonic(left)[0])))
                if right:
                    accel_w = max(accel_w, int(font.getlength(right)))
        text_w = check_w + label_w + (ACCEL_GAP + accel_w if accel_w else 0) + ARROW_W \
            if texts or not od_w else 0
        return max(text_w, od_w), rows

    def paint_popup(self, win):
        """Draw a "#32768" popup window (its menu and highlighted item) on its surface."""
        menu = self.held(win.state.get("menu", 0))
        if menu is None or win.surface is None:
            return
        hot = win.state.get("hot", -1)
        img = win.surface.image
        d = Draw(img)
        w, h = img.size
        d.rectangle([0, 0, w - 1, h - 1], fill=SYS_COLORS[4])
        draw_3d_rect(d, 0, 0, w, h, raised=True)
        back = self.vm.gdi.get(menu.brush, Brush) if menu.brush else None
        if back is not None and back.style == 0:    # MENUINFO hbrBack, solid
            d.rectangle([BORDER, BORDER, w - BORDER - 1, h - BORDER - 1], fill=rgb(back.color))
        elif back is not None:
            raise Unimplemented("USER32.dll!SetMenuInfo: a non-solid menu background brush")
        _, _, rects = self.popup_layout(menu)
        font = _font(self.vm)
        lh = _menu_fonts(self.vm)[0].line_height
        ih = item_height(self.vm)     # text, check mark and arrow sit in the item's top ih
        owner = self.vm.wm.get(win.state.get("owner", 0))
        cues = owner is None or not hides_accel(self.vm.wm, owner)
        cw = check_width(menu)
        nocheck = bool(menu.style & MNS_NOCHECK)
        for i, (it, (l, t, r, b)) in enumerate(zip(menu.items, rects)):
            if it.type & MF_MENUBARBREAK and l > BORDER + COL_SPACE:
                # the etched line between two columns, in the middle of the gap
                gx = l - COL_SPACE // 2 - 1
                d.line([(gx, BORDER), (gx, h - BORDER - 1)], fill=SYS_COLORS[16])
                d.line([(gx + 1, BORDER), (gx + 1, h - BORDER - 1)], fill=SYS_COLORS[20])
            if it.owner_drawn:
                continue   # draw_owner_items: the owner paints it
            if it.separator:
                mid = (t + b) // 2 - 1
                d.line([(l + 1, mid), (r - 2, mid)], fill=SYS_COLORS[16])
                d.line([(l + 1, mid + 1), (r - 2, mid + 1)], fill=SYS_COLORS[20])
                continue
            greyed = bool(it.state & MF_GRAYED)
            if i == hot:
                d.rectangle([l, t, r - 1, b - 1], fill=SYS_COLORS[13])
                color = SYS_COLORS[17] if greyed else SYS_COLORS[14]
                embossed = False
            else:
                color = SYS_COLORS[7]
                embossed = greyed
            mark = SYS_COLORS[14] if i == hot else (SYS_COLORS[16] if greyed else SYS_COLORS[7])
            if it.type & MF_BITMAP and it.callback_bitmap:
                continue   # draw_owner_items: the owner paints the picture
            if it.type & MF_BITMAP:
                menubitmaps.draw_at(self.vm, img, it.bitmap, l + cw, t + 1,
                                    invert=i == hot, clip=(l, t, r, b))
                continue
            user_check = it.check_bmps[0 if it.state & MF_CHECKED else 1]
            if it.callback_bitmap and not it.state & MF_CHECKED:
                pass       # draw_owner_items: the owner paints the picture
            elif user_check:
                bw, bh = menubitmaps.size(self.vm, user_check)
                menubitmaps.draw_at(self.vm, img, user_check, l + (cw - bw) // 2,
                                    t + (b - t - bh) // 2, clip=(l, t, l + cw, b))
            elif it.bitmap and not it.state & MF_CHECKED:
                bw, bh = menubitmaps.size(self.vm, it.bitmap)
                menubitmaps.draw_at(self.vm, img, it.bitmap, l + (cw - bw) // 2,
                                    t + (b - t - bh) // 2, clip=(l, t, l + cw, b))
            elif it.state & MF_CHECKED and not nocheck:
                cx, cy = l + 5, t + (ih - 7) // 2
                if it.type & MFT_RADIOCHECK:
                    d.ellipse([cx, cy, cx + 5, cy + 5], fill=mark)
                else:
                    draw_check_mark(d, cx, cy, mark)
            left, right = it.label()
            ty = t + (ih - lh) // 2
            _draw_label(self.vm, d, l + cw, ty, left, color, embossed, cues,
                        bold=bool(it.state & MFS_DEFAULT))
            if right:
                rx = r - ARROW_W - int(font.getlength(right))
                if embossed:
                    d.text((rx + 1, ty + 1), right, font=font, fill=SYS_COLORS[20])
                    d.text((rx, ty), right, font=font, fill=SYS_COLORS[16])
                else:
                    d.text((rx, ty), right, font=font, fill=color)
            if it.submenu:
                _draw_arrow(d, r, t, t + ih, mark)
        self.vm.gdi.touch()

    def measure_owner_items(self, menu, owner):
        """Generator: ask ``owner`` (an hwnd) the size of each owner-drawn item not yet
        measured (WM_MEASUREITEM, once per item, as Windows caches it)."""
        for it in menu.items:
            if it.owner_drawn and it.od_size is None:
                # itemHeight starts as the System font's height (GetDialogBaseUnits' cy)
                it.od_size = yield from measure_item(self.vm.wm, owner, ODT_MENU, 0,
                                                     it.id or it.submenu, 0,
                                                     self.vm.gdi.stock[13].line_height,
                                                     it.data)
            elif it.callback_bitmap and not it.separator:
                # an HBMMENU_CALLBACK picture is measured each time the menu is laid out
                it.cb_size = yield from measure_item(self.vm.wm, owner, ODT_MENU, 0, it.id,
                                                     0, 0, it.data)

    def draw_owner_items(self, win, action=ODA_DRAWENTIRE, only=None):
        """Generator: WM_DRAWITEM to the menu's owner for the owner-drawn items of popup
        window ``win`` (all of them, or item ``only``): hwndItem is the HMENU, rcItem the
        item's row inside the popup's border; for an HBMMENU_CALLBACK picture, rcItem is
        the picture's box (the size WM_MEASUREITEM gave) in the check-mark column."""
        wm = self.vm.wm
        menu = self.held(win.state.get("menu", 0))
        owner = win.state.get("owner", 0)
        if menu is None or wm.get(owner) is None:
            return
        _, _, rects = self.popup_layout(menu)
        hot = win.state.get("hot", -1)
        for i, (it, (l, t, r, b)) in enumerate(zip(menu.items, rects)):
            picture = it.callback_bitmap and not it.separator and not it.state & MF_CHECKED
            if not (it.owner_drawn or picture) or (only is not None and i != only):
                continue
            state = (ODS_SELECTED if i == hot else 0) | \
                (ODS_GRAYED if it.state & MF_GRAYED else 0) | \
                (ODS_DISABLED if it.state & MF_DISABLED else 0) | \
                (ODS_CHECKED if it.state & MF_CHECKED else 0)
            rect = (l, t, r, b)
            cw = check_width(menu)
            if picture and it.type & MF_BITMAP:     # the item is the picture
                bw, bh = it.cb_size
                rect = (l + cw, t + 1, l + cw + bw, t + 1 + bh)
            elif picture:    # the picture's own box, centred in the check-mark column
                bw, bh = it.cb_size
                pl, top = l + (cw - bw) // 2, t + (b - t - bh) // 2
                rect = (pl, top, pl + bw, top + bh)
            dc = wm.surface_dc(win, clip=rect)
            dc.font = _menu_fonts(self.vm)[0]    # as Windows: the menu font is selected
            try:
                yield from draw_item(wm, owner, ODT_MENU, 0, it.id or it.submenu, action,
                                     state, menu.handle, dc, rect, it.data)
            finally:
                self.vm.gdi.release_dc(dc)
            if it.owner_drawn and it.submenu and win.surface is not None:
                # the submenu arrow is the system's, drawn over the owner's picture (as
                # Windows and Wine do: wx's owner-drawn popups leave its place free)
                _draw_arrow(Draw(win.surface.image), r, t, t + ITEM_H,
                            SYS_COLORS[14] if i == hot else SYS_COLORS[7])
                self.vm.gdi.touch()

    def measure_bar_items(self, win):
        """Generator: WM_MEASUREITEM to ``win`` for each owner-drawn item of its menu bar
        not measured yet (once per item, as Windows caches the size); True when one was
        (the bar's layout changed)."""
        menu = self.held(win.menu) if win.menu else None
        if menu is None or not any(it.owner_drawn and it.od_size is None
                                   for it in menu.items):
            return False
        yield from self.measure_owner_items(menu, win.hwnd)
        return True

    def forget_bar_sizes(self, win):
        """DrawMenuBar: the bar is laid out afresh, its owner-drawn items measured again
        (as Wine 8 does)."""
        menu = self.held(win.menu) if win.menu else None
        for it in menu.items if menu is not None else ():
            if it.owner_drawn:
                it.od_size = None

    def paint_bar_owner_items(self, win, action=ODA_DRAWENTIRE):
        """Generator: the owner-drawn items of ``win``'s menu bar, if its frame was
        redrawn since they were last painted: measured if new, then WM_DRAWITEM to
        ``win`` for each, with a DC on the window (non-client) clipped to the item and
        rcItem its window-relative rectangle; the open item is ODS_SELECTED, and
        ODS_NOACCEL says the keyboard cues are hidden."""
        if win.hwnd not in self.bar_od_pending:
            return
        self.bar_od_pending.discard(win.hwnd)
        wm = self.vm.wm
        if wm.get(win.hwnd) is not win or win.surface is None:
            return
        if (yield from self.measure_bar_items(win)):
            wm.redraw_nonclient(win)         # wider items: the bar is laid out again
            self.bar_od_pending.discard(win.hwnd)
        menu = self.held(win.menu)
        if menu is None:
            return
        opened = self.open_bar.get(win.hwnd, -1)
        noaccel = ODS_NOACCEL if hides_accel(wm, win) else 0
        for i, (it, rect) in enumerate(zip(menu.items, self.bar_layout(win))):
            if not it.owner_drawn:
                continue
            state = (ODS_SELECTED if i == opened else 0) | noaccel | \
                (ODS_GRAYED if it.state & MF_GRAYED else 0) | \
                (ODS_DISABLED if it.state & MF_DISABLED else 0) | \
                (ODS_CHECKED if it.state & MF_CHECKED else 0)
            # the layout's bottom is the line under the bar: the item is SM_CYMENU - 1
            # tall (Wine's test_menu_ownerdraw), drawn with the menu font selected
            dc = wm.surface_dc(win, client=False, clip=rect)
            dc.font = _menu_fonts(self.vm)[0]
            try:
                yield from draw_item(wm, win.hwnd, ODT_MENU, 0, it.id or it.submenu, action,
                                     state, menu.handle, dc, rect, it.data)
            finally:
                self.vm.gdi.release_dc(dc)

    # -- menu mode --------------------------------------------------------------------
    def track_bar(self, win, sx, sy):
        """Generator: menu mode started by a click at screen (sx, sy) on ``win``'s bar."""
        menu = self.held(win.menu)
        index = self.bar_item_at(win, sx, sy) if menu is not None else None
        if index is None or self.tracker is not None:
            return 0
        tracker = MenuTracker(self, win, menu, 0)
        yield from tracker.run(start_bar=index)
        return 0

    def track_bar_keys(self, win, ch):
        """Generator: menu mode from the keyboard (SC_KEYMENU): Alt/F10 (``ch`` 0) selects
        the first bar item; Alt+letter opens the popup whose mnemonic is ``ch``."""
        menu = self.held(win.menu)
        if menu is None or not menu.items or self.tracker is not None:
            return 0
        tracker = MenuTracker(self, win, menu, 0)
        yield from tracker.run(start_keys=ch)
        return 0

    def track_popup(self, menu, owner, x, y, flags, exclude=None):
        """Generator: TrackPopupMenu's loop; returns the chosen id (0 if none), None when
        the menu was empty and so never shown (TrackPopupMenu then fails). ``exclude``:
        TrackPopupMenuEx's screen rectangle to keep clear of."""
        tracker = MenuTracker(self, owner, None, flags)
        tracker.exclude = exclude
        chosen = yield from tracker.run(start_popup=(menu, x, y))
        return chosen if tracker.shown else None

    # -- accelerators --------------------------------------------------------------------
    def accel_entry(self, table, msg, wparam):
        """The entry of accelerator ``table`` that message ``msg`` (``wparam``) matches
        with the keys down now, or None (TranslateAccelerator then answers 0 at once)."""
        if msg in (WM_KEYDOWN, WM_SYSKEYDOWN):
            down = self.vm.wm.keys_down
            mods = ((FSHIFT if VK_SHIFT in down else 0)
                    | (FCONTROL if VK_CONTROL in down else 0)
                    | (FALT if VK_MENU in down else 0))
            return next((e for e in table.entries if e[0] & FVIRTKEY and e[1] == wparam
                         and e[0] & (FSHIFT | FCONTROL | FALT) == mods), None)
        if msg in (WM_CHAR, WM_SYSCHAR):
            # ASCII entries: Alt ones match WM_SYSCHAR, the others WM_CHAR.
            alt = msg == WM_SYSCHAR
            return next((e for e in table.entries if not e[0] & FVIRTKEY
                         and e[1] == (wparam & 0xFFFF) and bool(e[0] & FALT) == alt), None)
        return None

    def translate_accel(self, hwnd, entry):
        """Generator: TranslateAccelerator for the message that matched ``entry``
        (:meth:`accel_entry`); answers 1 (the API's own result, returned straight after
        the last send so that a savestate can carry a call in progress:
        state/coroutines.py)."""
        wm = self.vm.wm
        win = wm.get(hwnd)
        if win is None or not wm.is_enabled(win) or wm.capture:
            return 1      # matched, but Windows sends nothing to a disabled/captured window
        cmd = entry[2]
        top = wm.toplevel(win)
        bar = self.get(top.menu) if not top.is_child else None
        if bar is not None:
            # Documented: the owner gets WM_INITMENU (and WM_INITMENUPOPUP for the popup
            # holding the item) first, and a disabled menu item sends no WM_COMMAND.
            yield from wm.send(top.hwnd, WM_INITMENU, bar.handle, 0)
            owner_menu, index = self.find_item(bar, cmd, MF_BYCOMMAND)
            if owner_menu is not None and owner_menu is not bar:
                parent, pos = self._parent_of(bar, owner_menu.handle)
                yield from wm.send(top.hwnd, WM_INITMENUPOPUP, owner_menu.handle,
                                   pos if parent is not None else 0)
                owner_menu, index = self.find_item(bar, cmd, MF_BYCOMMAND)
            if owner_menu is not None and not owner_menu.items[index].enabled:
                return 1
        yield from wm.send(hwnd, WM_COMMAND, 0x10000 | (cmd & 0xFFFF), 0)
        return 1

    def _parent_of(self, menu, handle):
        for i, it in enumerate(menu.items):
            if it.submenu == handle:
                return menu, i
            sub = self.held(it.submenu) if it.submenu else None
            if sub is not None:
                found = self._parent_of(sub, handle)
                if found[0] is not None:
                    return found
        return None, -1


# -- what the menu APIs share (dlls/user32/menus.py) ------------------------------------------
def _menu(c, h):
    menu = c.vm.menus.get(h)
    if menu is None:
        c.vm.last_error = ERROR_INVALID_MENU_HANDLE
    return menu


def _remove(c, menu, pos, flags, destroy):
    m = _menu(c, menu)
    if m is None:
        return 0
    target, index = c.vm.menus.find_item(m, pos, flags)
    if target is None:
        c.vm.last_error = ERROR_MENU_ITEM_NOT_FOUND
        return 0
    item = target.items.pop(index)
    if destroy and item.submenu:
        c.vm.menus.destroy(item.submenu)
    return 1


def _track(c, menu, flags, x, y, hwnd, exclude=None):
    m = _menu(c, menu)
    owner = c.vm.wm.get(hwnd)
    if m is None or owner is None:
        if owner is None:
            c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    if c.vm.menus.tracker is not None:
        c.vm.last_error = ERROR_POPUP_ALREADY_ACTIVE
        return 0
    chosen = yield from c.vm.menus.track_popup(m, owner, x, y, flags, exclude)
    if chosen is None:
        return 0        # an empty menu: nothing shown, FALSE (Wine's test_emptypopup)
    if flags & TPM_RETURNCMD:
        return chosen
    return 1
