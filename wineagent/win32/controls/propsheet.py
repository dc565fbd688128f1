"""comctl32's property sheets: PropertySheet's frame, its pages and their notifications.

A property sheet is a modal ``#32770`` dialog (built here from a template, run by
``dialogs.dialog_box``) holding one child dialog per page, created from the program's
page templates the first time each page is shown (``DS_CONTROL`` children, so Tab and the
dialog keys cross into them). Two kinds, as ``PROPSHEETHEADER.dwFlags`` says:

- **tabbed** (the default): a ``SysTabControl32`` (created by class name: the tab control
  is its own class) with one tab per page above the pages, and OK, Cancel, Apply (unless
  ``PSH_NOAPPLYNOW``) and Help (with ``PSH_HASHELP``) below. Clicking a tab sends
  ``PSN_KILLACTIVE`` to the page being left (a non-zero ``DWL_MSGRESULT`` keeps it) and
  ``PSN_SETACTIVE`` to the new one. OK and Apply send ``PSN_KILLACTIVE``, then
  ``PSN_APPLY`` to every page created so far (``PSNRET_INVALID`` keeps the sheet open
  on that page); Cancel asks ``PSN_QUERYCANCEL``, then sends ``PSN_RESET`` to each page.
- **wizard** (``PSH_WIZARD``), captioned by its current page's title: no tabs (so
  PSM_GETTABCONTROL answers NULL, where Windows keeps a hidden tab control); Back, Next
  (or Finish), Cancel and Help, which
  send ``PSN_WIZBACK``/``PSN_WIZNEXT`` (result 0: the adjacent page, -1: stay, else the
  resource id of the page to go to) and ``PSN_WIZFINISH``; a page sets the buttons with
  ``PSM_SETWIZBUTTONS``.

Each page gets WM_INITDIALOG with a pointer to the sheet's copy of its PROPSHEETPAGE (as
on Windows, where that copy is what CreatePropertySheetPage returns as the page handle),
its callback hears PSPCB_ADDREF, PSPCB_CREATE and PSPCB_RELEASE, and the header's
callback hears PSCB_PRECREATE (with the frame's DLGTEMPLATE, which it may change) and
PSCB_INITIALIZED. PropertySheet returns 1 when a page's changes were applied (OK, Apply,
Finish), 0 when none were, or ID_PSRESTARTWINDOWS / ID_PSREBOOTSYSTEM when a page asked
for that with PSM_RESTARTWINDOWS / PSM_REBOOTSYSTEM.

Not here (each stops the guest naming it): modeless sheets (``PSH_MODELESS``), the
Wizard97 and Aero styles with their headers and watermarks, adding, inserting or
removing pages while the sheet runs, right-to-left reading, and page templates in
another module than the program. The sheet's icon (``PSH_USEHICON``,
``PSH_USEICONID``) is not drawn: no caption here draws an icon.
"""

import struct

from ...abi.api import GuestCall, Unimplemented
from ..user.pyproc import window_proc
from ..core.messages import WM_COMMAND, WM_INITDIALOG, WM_SETTEXT
from ..core.styles import (BS_DEFPUSHBUTTON, BS_PUSHBUTTON, WS_CAPTION, WS_CHILD,
                           WS_DISABLED, WS_GROUP, WS_POPUP, WS_SYSMENU, WS_TABSTOP,
                           WS_THICKFRAME, WS_VISIBLE)
from ..core.winerror import ERROR_RESOURCE_NAME_NOT_FOUND
from ..user.dialogs import (DC_HASDEFID, DM_GETDEFID, DM_SETDEFID, DS_3DLOOK,
                            DS_CONTEXTHELP, DS_CONTROL, DS_MODALFRAME, DS_SETFONT, DialogItem,
                            DialogTemplate, base_units, create_dialog, dialog_box,
                            end_dialog, muldiv, next_tab_item, parse_template_bytes,
                            read_template, set_dialog_focus)
from ..gdi.objects import Font
from ..kernel.resources import RT_DIALOG, module_resources
from ..user.window import adjust_rect, reposition, show_window
from ..core.dllnames import COMCTL32

__all__ = ["SHEET_PROC", "property_sheet", "create_page", "destroy_page", "PageError"]

SHEET_PROC = "wineagent.PropSheetDlgProc"

# PROPSHEETHEADER.dwFlags
PSH_PROPTITLE, PSH_USEHICON, PSH_USEICONID, PSH_PROPSHEETPAGE = 0x1, 0x2, 0x4, 0x8
PSH_WIZARDHASFINISH, PSH_WIZARD, PSH_USEPSTARTPAGE, PSH_NOAPPLYNOW = 0x10, 0x20, 0x40, 0x80
PSH_USECALLBACK, PSH_HASHELP = 0x100, 0x200
_REFUSED_PSH = {0x400: "PSH_MODELESS", 0x800: "PSH_RTLREADING",
                0x2000: "PSH_WIZARD97 (IE4 value)", 0x4000: "PSH_AEROWIZARD",
                0x8000: "PSH_WATERMARK", 0x10000: "PSH_USEHBMWATERMARK",
                0x20000: "PSH_USEHPLWATERMARK", 0x40000: "PSH_STRETCHWATERMARK",
                0x80000: "PSH_HEADER", 0x100000: "PSH_USEHBMHEADER",
                0x200000: "PSH_USEPAGELANG", 0x400000: "PSH_WIZARD_LITE",
                0x01000000: "PSH_WIZARD97"}
PROPSHEETHEADER_V1_SIZE, PROPSHEETHEADER_V2_SIZE = 40, 52

# PROPSHEETPAGE.dwFlags
PSP_DLGINDIRECT, PSP_USETITLE, PSP_RTLREADING, PSP_HASHELP = 0x1, 0x8, 0x10, 0x20
PSP_USEREFPARENT, PSP_USECALLBACK, PSP_PREMATURE = 0x40, 0x80, 0x400
PROPSHEETPAGE_V1_SIZE = 40
PSPCB_ADDREF, PSPCB_RELEASE, PSPCB_CREATE = 0, 1, 2
PSCB_INITIALIZED, PSCB_PRECREATE = 1, 2

# Notifications (PSHNOTIFY: NMHDR + lParam) and their answers.
WM_NOTIFY = 0x004E
PSN_SETACTIVE, PSN_KILLACTIVE, PSN_APPLY, PSN_RESET = -200, -201, -202, -203
PSN_HELP, PSN_WIZBACK, PSN_WIZNEXT, PSN_WIZFINISH, PSN_QUERYCANCEL = -205, -206, -207, -208, -209
PSNRET_INVALID, PSNRET_INVALID_NOCHANGEPAGE = 1, 2
TCN_SELCHANGE, TCN_SELCHANGING = -551, -552
TCM_INSERTITEMW, TCM_GETCURSEL, TCM_SETCURSEL, TCM_ADJUSTRECT = 0x133E, 0x130B, 0x130C, 0x1328
TCIF_TEXT = 0x1

# Messages to the sheet.
PSM_SETCURSEL, PSM_REMOVEPAGE, PSM_ADDPAGE, PSM_CHANGED = 0x465, 0x466, 0x467, 0x468
PSM_RESTARTWINDOWS, PSM_REBOOTSYSTEM, PSM_CANCELTOCLOSE = 0x469, 0x46A, 0x46B
PSM_QUERYSIBLINGS, PSM_UNCHANGED, PSM_APPLY, PSM_SETTITLEA = 0x46C, 0x46D, 0x46E, 0x46F
PSM_SETWIZBUTTONS, PSM_PRESSBUTTON, PSM_SETCURSELID, PSM_SETFINISHTEXTA = 0x470, 0x471, 0x472, 0x473
PSM_GETTABCONTROL, PSM_ISDIALOGMESSAGE, PSM_GETCURRENTPAGEHWND = 0x474, 0x475, 0x476
PSM_INSERTPAGE, PSM_SETTITLEW, PSM_SETFINISHTEXTW = 0x477, 0x478, 0x479
PSM_SETHEADERTITLEA, PSM_SETHEADERTITLEW = 0x47D, 0x47E
PSM_SETHEADERSUBTITLEA, PSM_SETHEADERSUBTITLEW = 0x47F, 0x480
PSM_HWNDTOINDEX, PSM_INDEXTOHWND, PSM_PAGETOINDEX, PSM_INDEXTOPAGE = 0x481, 0x482, 0x483, 0x484
PSM_IDTOINDEX, PSM_INDEXTOID, PSM_GETRESULT, PSM_RECALCPAGESIZES = 0x485, 0x486, 0x487, 0x488
_REFUSED_PSM = {PSM_REMOVEPAGE: "PSM_REMOVEPAGE", PSM_ADDPAGE: "PSM_ADDPAGE",
                PSM_INSERTPAGE: "PSM_INSERTPAGE", PSM_ISDIALOGMESSAGE: "PSM_ISDIALOGMESSAGE",
                PSM_RECALCPAGESIZES: "PSM_RECALCPAGESIZES",
                PSM_SETHEADERTITLEA: "PSM_SETHEADERTITLE",
                PSM_SETHEADERTITLEW: "PSM_SETHEADERTITLE",
                PSM_SETHEADERSUBTITLEA: "PSM_SETHEADERSUBTITLE",
                PSM_SETHEADERSUBTITLEW: "PSM_SETHEADERSUBTITLE"}
PSWIZB_BACK, PSWIZB_NEXT, PSWIZB_FINISH, PSWIZB_DISABLEDFINISH = 0x1, 0x2, 0x4, 0x8
ID_PSRESTARTWINDOWS, ID_PSREBOOTSYSTEM = 0x2, 0x3

# The frame's controls (the identifiers comctl32 gives them).
IDOK, IDCANCEL, IDHELP = 1, 2, 9
IDC_TABCONTROL, IDC_APPLY_BUTTON, IDC_BACK_BUTTON = 0x3020, 0x3021, 0x3023
IDC_NEXT_BUTTON, IDC_FINISH_BUTTON, IDC_SUNKEN_LINE = 0x3024, 0x3025, 0x3026
_PRESS = {0: IDC_BACK_BUTTON, 1: IDC_NEXT_BUTTON, 2: IDC_FINISH_BUTTON, 3: IDOK,
          4: IDC_APPLY_BUTTON, 5: IDCANCEL, 6: IDHELP}          # PSM_PRESSBUTTON's PSBTN_*
SS_SUNKEN, TCS_MULTILINE = 0x1000, 0x200
BN_CLICKED = 0

# Layout, in dialog units of the frame (4 per base-unit width, 8 per height).
MARGIN_DLU, GAP_DLU = 4, 4
BUTTON_CX_DLU, WIZ_BUTTON_CX_DLU, BUTTON_CY_DLU = 50, 55, 14
MIN_PAGE_CX_DLU, MIN_PAGE_CY_DLU = 212, 114


class PageError(Exception):
    """A page that cannot be made (its template is missing): PropertySheet fails."""


class Page:
    """One page: the sheet's copy of its PROPSHEETPAGE (``addr``) and what it holds."""

    def __init__(self, vm, addr):
        mem = vm.mem
        self.addr = addr
        self.flags = mem.u32(addr + 4)
        self.inst = mem.u32(addr + 8)
        self.template = mem.u32(addr + 12)
        self.title = mem.u32(addr + 20)
        self.dlgproc = mem.u32(addr + 24)
        self.callback = mem.u32(addr + 32) if self.flags & PSP_USECALLBACK else 0
        self.refparent = mem.u32(addr + 36) if self.flags & PSP_USEREFPARENT else 0
        self.hwnd = 0
        self.tpl = None


def _pages(vm):
    return vm.user.propsheet_pages


def create_page(vm, psp, wide):
    """Generator: CreatePropertySheetPage — copy the PROPSHEETPAGE (with any extra bytes
    the program appended: ``dwSize`` covers them) and answer the copy's address as the
    page handle; PSPCB_ADDREF to the page's callback. 0 for a size below version 1."""
    size = vm.mem.u32(psp)
    if size < PROPSHEETPAGE_V1_SIZE:
        return 0
    flags = vm.mem.u32(psp + 4)
    if flags & PSP_RTLREADING:
        raise Unimplemented("%s!CreatePropertySheetPage: PSP_RTLREADING" % COMCTL32)
    addr = vm.heap.alloc(size)
    vm.mem.write(addr, bytes(vm.mem.read(psp, size)))
    page = Page(vm, addr)
    page.wide = wide
    _pages(vm)[addr] = page
    if page.refparent:
        vm.mem.w32(page.refparent, vm.mem.u32(page.refparent) + 1)
    if page.callback:
        yield GuestCall(page.callback, (0, PSPCB_ADDREF, addr))
    return addr


def destroy_page(vm, handle):
    """Generator: DestroyPropertySheetPage — PSPCB_RELEASE, the parent's count down, the
    page's dialog (if it still exists) and the copy freed. False for an unknown handle."""
    page = _pages(vm).pop(handle, None)
    if page is None:
        return False
    if page.hwnd and vm.wm.get(page.hwnd) is not None:
        yield from vm.wm.destroy(page.hwnd)
    if page.callback:
        yield GuestCall(page.callback, (0, PSPCB_RELEASE, page.addr))
    if page.refparent:
        vm.mem.w32(page.refparent, max(0, vm.mem.u32(page.refparent) - 1))
    vm.heap.free(page.addr)
    return True


class Sheet:
    """A running property sheet (``win.state["propsheet"]`` of its frame)."""

    def __init__(self, flags, inst, caption, pages, start, callback, wide):
        self.flags, self.inst, self.caption = flags, inst, caption
        self.pages, self.start, self.callback, self.wide = pages, start, callback, wide
        self.wizard = bool(flags & PSH_WIZARD)
        self.hwnd = 0
        self.tab = 0
        self.current = -1
        self.changed = set()          # pages that sent PSM_CHANGED since the last apply
        self.saved = False
        self.restart = 0              # ID_PSRESTARTWINDOWS / ID_PSREBOOTSYSTEM
        self.page_rect = (0, 0, 0, 0)

    def result(self):
        """What PropertySheet returns."""
        if self.restart:
            return self.restart
        return 1 if self.saved else 0


# -- reading the header ---------------------------------------------------------------------------
def _string_or_id(vm, ptr, inst, wide):
    """A string argument that may be a resource id (IS_INTRESOURCE) in the program."""
    if not ptr:
        return ""
    if ptr < 0x10000:
        res = module_resources(vm, inst)
        if res is None:
            raise Unimplemented("%s!PropertySheet: a string of module %#x" % (COMCTL32, inst))
        return res.string(ptr) or ""
    return vm.mem.wstr(ptr) if wide else vm.mem.cstr(ptr)


def _page_template(vm, page):
    if page.flags & PSP_DLGINDIRECT:
        return read_template(vm.mem, page.template)
    res = module_resources(vm, page.inst)
    if res is None:
        raise Unimplemented("%s!PropertySheet: a page template of module %#x" % (COMCTL32, page.inst))
    name = page.template
    if name >= 0x10000:
        name = vm.mem.wstr(name) if page.wide else vm.mem.cstr(name)
    data = res.data(RT_DIALOG, name)
    if data is None:
        raise PageError(name)
    return parse_template_bytes(data)


def _page_title(vm, page):
    if page.flags & PSP_USETITLE:
        return _string_or_id(vm, page.title, page.inst, page.wide)
    return page.tpl.title


def read_header(vm, hdr, wide):
    """Generator: the Sheet a PROPSHEETHEADER describes (its pages made as
    CreatePropertySheetPage makes them), or None when the header is not one."""
    mem = vm.mem
    size = mem.u32(hdr)
    if size not in (PROPSHEETHEADER_V1_SIZE, PROPSHEETHEADER_V2_SIZE):
        return None
    flags = mem.u32(hdr + 4)
    for bit, name in _REFUSED_PSH.items():
        if flags & bit:
            raise Unimplemented("%s!PropertySheet: %s" % (COMCTL32, name))
    inst = mem.u32(hdr + 12)
    caption = _string_or_id(vm, mem.u32(hdr + 20), inst, wide)
    count, start, arr = mem.u32(hdr + 24), mem.u32(hdr + 28), mem.u32(hdr + 32)
    callback = mem.u32(hdr + 36) if flags & PSH_USECALLBACK else 0
    pages = []
    if flags & PSH_PROPSHEETPAGE:
        off = arr
        for _ in range(count):
            h = yield from create_page(vm, off, wide)
            if not h:
                return None
            pages.append(_pages(vm)[h])
            off += mem.u32(off)
    else:
        for i in range(count):
            page = _pages(vm).get(mem.u32(arr + 4 * i))
            if page is None:
                return None
            pages.append(page)
    for page in pages:
        page.tpl = _page_template(vm, page)
    if flags & PSH_USEPSTARTPAGE:
        want = (mem.wstr(start) if wide else mem.cstr(start)) if start >= 0x10000 \
            else _string_or_id(vm, start, inst, wide)
        titles = [_page_title(vm, p) for p in pages]
        start = titles.index(want) if want in titles else 0
    elif start >= len(pages):
        start = 0
    return Sheet(flags, inst, caption, pages, start, callback, wide)


# -- the frame's template -------------------------------------------------------------------------
def _item(cls, cid, style, title=""):
    it = DialogItem()
    it.cls, it.id, it.title = cls, cid, title
    it.style = WS_CHILD | WS_VISIBLE | style
    it.cx, it.cy = BUTTON_CX_DLU, BUTTON_CY_DLU
    return it


def frame_template(sheet):
    """The frame's DialogTemplate: caption, font, and the buttons (and tab control or
    separator line); WM_INITDIALOG places them around the pages."""
    t = DialogTemplate()
    t.style = (WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_MODALFRAME | DS_CONTEXTHELP
               | DS_SETFONT | DS_3DLOOK)
    t.font = (8, 400, 0, "MS Shell Dlg")
    t.cx, t.cy = MIN_PAGE_CX_DLU + 2 * MARGIN_DLU, MIN_PAGE_CY_DLU + 26
    caption = sheet.caption
    if sheet.flags & PSH_PROPTITLE and not sheet.wizard:
        caption = "%s Properties" % caption
    t.title = caption
    if sheet.wizard:
        t.items = [_item("BUTTON", IDC_BACK_BUTTON, WS_TABSTOP | BS_PUSHBUTTON, "< &Back"),
                   _item("BUTTON", IDC_NEXT_BUTTON, WS_TABSTOP | BS_DEFPUSHBUTTON, "&Next >"),
                   _item("BUTTON", IDC_FINISH_BUTTON, WS_TABSTOP | BS_PUSHBUTTON, "Finish"),
                   _item("BUTTON", IDCANCEL, WS_TABSTOP | BS_PUSHBUTTON, "Cancel")]
        line = _item("STATIC", IDC_SUNKEN_LINE, SS_SUNKEN)
        line.cy = 1
        t.items.append(line)
    else:
        tab = _item("SysTabControl32", IDC_TABCONTROL,
                    WS_TABSTOP | WS_GROUP | TCS_MULTILINE | 0x04000000)   # WS_CLIPSIBLINGS
        t.items = [tab,
                   _item("BUTTON", IDOK, WS_TABSTOP | WS_GROUP | BS_DEFPUSHBUTTON, "OK"),
                   _item("BUTTON", IDCANCEL, WS_TABSTOP | BS_PUSHBUTTON, "Cancel")]
        if not sheet.flags & PSH_NOAPPLYNOW:
            t.items.append(_item("BUTTON", IDC_APPLY_BUTTON,
                                 WS_TABSTOP | WS_DISABLED | BS_PUSHBUTTON, "&Apply"))
    if sheet.flags & PSH_HASHELP:
        t.items.append(_item("BUTTON", IDHELP, WS_TABSTOP | BS_PUSHBUTTON, "Help"))
    return t


_ORDINALS = {"BUTTON": 0x80, "STATIC": 0x82}


def template_bytes(t):
    """``t`` as a DLGTEMPLATE (what PSCB_PRECREATE hands the program to edit)."""
    def sz(text):
        return text.encode("utf-16-le") + b"\0\0"

    out = bytearray(struct.pack("<IIHhhhh", t.style, t.exstyle, len(t.items),
                                t.x, t.y, t.cx, t.cy))
    out += b"\0\0" + b"\0\0" + sz(t.title)          # no menu, the dialog class, caption
    if t.style & DS_SETFONT:
        out += struct.pack("<H", t.font[0]) + sz(t.font[3])
    for it in t.items:
        out += bytes(-len(out) % 4)
        out += struct.pack("<IIhhhhH", it.style, it.exstyle, it.x, it.y, it.cx, it.cy,
                           it.id & 0xFFFF)
        ordinal = _ORDINALS.get(it.cls)
        out += struct.pack("<HH", 0xFFFF, ordinal) if ordinal else sz(it.cls)
        out += sz(it.title) + b"\0\0"                # no creation data
    return bytes(out)


def property_sheet(vm, hdr, wide):
    """Generator: PropertySheet(A/W) of a modal sheet; its return value (-1: failed)."""
    try:
        sheet = yield from read_header(vm, hdr, wide)
    except PageError:
        vm.last_error = ERROR_RESOURCE_NAME_NOT_FOUND
        return 0xFFFFFFFF
    if sheet is None or not sheet.pages:
        return 0xFFFFFFFF
    tpl = frame_template(sheet)
    if sheet.callback:
        data = template_bytes(tpl)
        addr = vm.heap.alloc(len(data))
        vm.mem.write(addr, data)
        try:
            yield GuestCall(sheet.callback, (0, PSCB_PRECREATE, addr))
            tpl = read_template(vm.mem, addr)
        finally:
            vm.heap.free(addr)
    key = vm.user.propsheet_next
    vm.user.propsheet_next = key + 1
    vm.user.propsheet_starting[key] = sheet
    try:
        yield from dialog_box(vm, tpl, vm.image.base, vm.mem.u32(hdr + 8),
                              vm.proc_address(COMCTL32, SHEET_PROC), key, wide)
    finally:
        vm.user.propsheet_starting.pop(key, None)
    # The sheet owns its pages: they are destroyed with it (their callbacks hear
    # PSPCB_RELEASE), also those the program made with CreatePropertySheetPage.
    for page in sheet.pages:
        yield from destroy_page(vm, page.addr)
    if not sheet.hwnd:
        return 0xFFFFFFFF
    return sheet.result()


# -- the frame's dialog procedure -----------------------------------------------------------------
def _set_result(win, value):
    # DWLP_MSGRESULT (offset 0 of the dialog's extra bytes): the SendMessage answer.
    struct.pack_into("<I", win.extra, 0, value & 0xFFFFFFFF)
    return 1


def _control(wm, sheet, cid):
    frame = wm.get(sheet.hwnd)
    for h in frame.children if frame is not None else ():
        c = wm.get(h)
        if c is not None and c.id == cid:
            return c
    return None


def _enable(wm, ctl, on):
    if ctl is None or bool(ctl.style & WS_DISABLED) != bool(on):
        return
    ctl.style = ctl.style & ~WS_DISABLED if on else ctl.style | WS_DISABLED
    yield from wm.send(ctl.hwnd, 0x000A, 1 if on else 0, 0)          # WM_ENABLE
    wm.invalidate(ctl, None, True)


def _set_text(vm, win, text):
    p = vm.heap.alloc(2 * len(text) + 2)
    try:
        if win.unicode:
            vm.mem.write_wstr(p, text)
        else:
            vm.mem.write_cstr(p, text)
        yield from vm.wm.send(win.hwnd, WM_SETTEXT, 0, p)
    finally:
        vm.heap.free(p)


def _show(vm, ctl, on):
    if ctl is not None and bool(ctl.style & WS_VISIBLE) != bool(on):
        yield from show_window(vm, ctl, 5 if on else 0)


def _notify(vm, sheet, page, code, lparam=0):
    """Generator: WM_NOTIFY with a PSHNOTIFY to a page; the page's answer."""
    if not page.hwnd or vm.wm.get(page.hwnd) is None:
        return 0
    nm = vm.heap.alloc(16, zero=True)
    try:
        vm.mem.w32(nm, sheet.hwnd)                  # hdr.hwndFrom: the sheet
        vm.mem.w32(nm + 8, code & 0xFFFFFFFF)       # hdr.code (idFrom 0)
        vm.mem.w32(nm + 12, lparam)
        r = yield from vm.wm.send(page.hwnd, WM_NOTIFY, 0, nm)
    finally:
        vm.heap.free(nm)
    return r & 0xFFFFFFFF


def _signed(v):
    return v - (1 << 32) if v & 0x80000000 else v


def _layout(vm, sheet):
    """Generator: size the frame around the largest page and place tab, pages, buttons."""
    wm = vm.wm
    frame = wm.get(sheet.hwnd)
    # the frame's own template is in MS Shell Dlg 8 (MS Sans Serif 8 here)
    bx, by = base_units(vm, Font(-11, 400, "MS Sans Serif"))
    mx, my = muldiv(MARGIN_DLU, bx, 4), muldiv(MARGIN_DLU, by, 8)
    gap = muldiv(GAP_DLU, bx, 4)
    bh = muldiv(BUTTON_CY_DLU, by, 8)
    pw = max([muldiv(p.tpl.cx, bx, 4) for p in sheet.pages]
             + ([] if sheet.wizard else [muldiv(MIN_PAGE_CX_DLU - 8, bx, 4)]))
    ph = max([muldiv(p.tpl.cy, by, 8) for p in sheet.pages]
             + ([] if sheet.wizard else [muldiv(MIN_PAGE_CY_DLU - 20, by, 8)]))
    if sheet.wizard:
        bw = muldiv(WIZ_BUTTON_CX_DLU, bx, 4)
        next_finish = [IDC_NEXT_BUTTON, IDC_FINISH_BUTTON] if sheet.flags & PSH_WIZARDHASFINISH \
            else [IDC_NEXT_BUTTON]
        ids = [IDC_BACK_BUTTON] + next_finish + [IDCANCEL, IDHELP]
        page_x, page_y = 0, 0
        line_y = ph + my
        row_y = line_y + 1 + my
        cw = max(pw, len(ids) * (bw + gap) + 2 * mx)
        line = _control(wm, sheet, IDC_SUNKEN_LINE)
        if line is not None:
            yield from reposition(vm, line, mx, line_y, cw - 2 * mx, 1)
        if not sheet.flags & PSH_WIZARDHASFINISH:
            # Finish shares Next's place; PSM_SETWIZBUTTONS shows one or the other.
            fin = _control(wm, sheet, IDC_FINISH_BUTTON)
            if fin is not None:
                yield from _show(vm, fin, False)
    else:
        bw = muldiv(BUTTON_CX_DLU, bx, 4)
        ids = [IDOK, IDCANCEL, IDC_APPLY_BUTTON, IDHELP]
        tab = wm.get(sheet.tab)
        rect = vm.heap.alloc(16)
        try:
            vm.mem.write(rect, struct.pack("<4i", 0, 0, pw, ph))
            yield from wm.send(sheet.tab, TCM_ADJUSTRECT, 1, rect)      # page -> window
            l, t, r, b = struct.unpack("<4i", vm.mem.read(rect, 16))
        finally:
            vm.heap.free(rect)
        tw, th = r - l, b - t
        yield from reposition(vm, tab, mx, my, tw, th)
        page_x, page_y = mx - l, my - t
        row_y = my + th + my
        cw = tw + 2 * mx
    x = cw - mx
    placed = [cid for cid in ids if _control(wm, sheet, cid) is not None]
    for cid in reversed(placed):
        ctl = _control(wm, sheet, cid)
        if cid == IDC_FINISH_BUTTON and not sheet.flags & PSH_WIZARDHASFINISH:
            continue
        x -= bw
        yield from reposition(vm, ctl, x, row_y, bw, bh)
        if cid == IDC_NEXT_BUTTON and not sheet.flags & PSH_WIZARDHASFINISH:
            fin = _control(wm, sheet, IDC_FINISH_BUTTON)
            yield from reposition(vm, fin, x, row_y, bw, bh)
        x -= gap
    ch = row_y + bh + my
    sheet.page_rect = (page_x, page_y, pw, ph)
    l, t, r, b = adjust_rect((0, 0, cw, ch), frame.style, bool(frame.menu), frame.exstyle)
    w, h = r - l, b - t
    yield from reposition(vm, frame, max(0, (wm.width - w) // 2),
                          max(0, (wm.height - h) // 2), w, h)


def _make_page(vm, sheet, i):
    """Generator: create page ``i``'s dialog (PSPCB_CREATE first); its window or None."""
    page = sheet.pages[i]
    if page.hwnd and vm.wm.get(page.hwnd) is not None:
        return vm.wm.get(page.hwnd)
    if page.callback:
        ok = yield GuestCall(page.callback, (0, PSPCB_CREATE, page.addr))
        if not ok:
            raise Unimplemented("%s!PropertySheet: a page whose PSPCB_CREATE refuses it" % COMCTL32)
    tpl = page.tpl
    # A page is a control parent inside the sheet, whatever its template says.
    tpl.style = ((tpl.style & ~(WS_POPUP | WS_CAPTION | WS_SYSMENU | WS_THICKFRAME
                                | WS_DISABLED | WS_VISIBLE | DS_MODALFRAME))
                 | WS_CHILD | DS_CONTROL | DS_3DLOOK)
    tpl.exstyle |= 0x10000                        # WS_EX_CONTROLPARENT
    tpl.x = tpl.y = 0
    inst = page.inst or vm.image.base
    hwnd = yield from create_dialog(vm, tpl, inst, sheet.hwnd, page.dlgproc, page.addr,
                                    page.wide)
    win = vm.wm.get(hwnd) if hwnd else None
    if win is None:
        return None
    page.hwnd = hwnd
    x, y, w, h = sheet.page_rect
    yield from reposition(vm, win, x, y, w, h)
    return win


def _activate(vm, sheet, i, direction=1):
    """Generator: show page ``i`` (made if needed) and tell it PSN_SETACTIVE; a wizard
    page answering -1 is skipped in ``direction``. True when a page became current."""
    wm = vm.wm
    while 0 <= i < len(sheet.pages):
        win = yield from _make_page(vm, sheet, i)
        if win is None:
            return False
        answer = _signed((yield from _notify(vm, sheet, sheet.pages[i], PSN_SETACTIVE)))
        if answer == 0 or not sheet.wizard:
            break
        if answer == -1:
            i += direction
            continue
        target = _index_of_id(sheet, answer)
        if target is None or target == i:
            break
        i = target
    else:
        return False
    old = sheet.pages[sheet.current] if 0 <= sheet.current < len(sheet.pages) else None
    if old is not None and old.hwnd != sheet.pages[i].hwnd and wm.get(old.hwnd) is not None:
        yield from show_window(vm, wm.get(old.hwnd), 0)
    sheet.current = i
    page = sheet.pages[i]
    win = wm.get(page.hwnd)
    if sheet.wizard:
        # A wizard is captioned by its current page (the header's caption when it has none).
        frame = wm.get(sheet.hwnd)
        title = _page_title(vm, page) or sheet.caption
        if frame is not None and frame.title != title:
            yield from _set_text(vm, frame, title)
    yield from show_window(vm, win, 5)                     # SW_SHOW
    if sheet.tab:
        yield from wm.send(sheet.tab, TCM_SETCURSEL, i, 0)
    if sheet.flags & PSH_HASHELP:
        yield from _enable(wm, _control(wm, sheet, IDHELP), page.flags & PSP_HASHELP)
    first = next_tab_item(wm, win, None, False)
    if first is None:
        # A page with nothing to focus: the sheet's default button (OK, Next or Finish).
        defid = yield from wm.send(sheet.hwnd, DM_GETDEFID, 0, 0)
        first = _control(wm, sheet, defid & 0xFFFF) if defid >> 16 == DC_HASDEFID else None
    if first is not None and not first.style & WS_DISABLED:
        yield from set_dialog_focus(wm, first)
    return True


def _index_of_id(sheet, rid):
    for k, p in enumerate(sheet.pages):
        if not p.flags & PSP_DLGINDIRECT and p.template == rid:
            return k
    return None


def _leave(vm, sheet):
    """Generator: PSN_KILLACTIVE to the current page; True when it lets go."""
    if not 0 <= sheet.current < len(sheet.pages):
        return True
    refused = yield from _notify(vm, sheet, sheet.pages[sheet.current], PSN_KILLACTIVE)
    return not refused


def _select(vm, sheet, i):
    """Generator: PSM_SETCURSEL's switch: leave the current page, activate page ``i``."""
    if not 0 <= i < len(sheet.pages):
        return False
    if i == sheet.current:
        return True
    if not (yield from _leave(vm, sheet)):
        return False
    return (yield from _activate(vm, sheet, i, 1 if i > sheet.current else -1))


def _apply(vm, sheet, closing):
    """Generator: OK / Apply / PSM_APPLY: PSN_KILLACTIVE, then PSN_APPLY to each page made
    so far; True when every page accepted."""
    if not (yield from _leave(vm, sheet)):
        return False
    for i, page in enumerate(sheet.pages):
        answer = yield from _notify(vm, sheet, page, PSN_APPLY, 1 if closing else 0)
        if answer in (PSNRET_INVALID, PSNRET_INVALID_NOCHANGEPAGE):
            if answer == PSNRET_INVALID and i != sheet.current:
                yield from _activate(vm, sheet, i)
            return False
    sheet.saved = True
    sheet.changed.clear()
    yield from _enable(vm.wm, _control(vm.wm, sheet, IDC_APPLY_BUTTON), False)
    return True


def _cancel(vm, sheet, from_close):
    """Generator: Cancel: PSN_QUERYCANCEL (non-zero keeps the sheet), PSN_RESET to each page."""
    if 0 <= sheet.current < len(sheet.pages):
        keep = yield from _notify(vm, sheet, sheet.pages[sheet.current], PSN_QUERYCANCEL)
        if keep:
            return
    for page in sheet.pages:
        yield from _notify(vm, sheet, page, PSN_RESET, 1 if from_close else 0)
    yield from end_dialog(vm, sheet.hwnd, 0)


def _wizard_step(vm, sheet, code, step):
    """Generator: Back / Next: the page's answer picks the page to go to."""
    if not 0 <= sheet.current < len(sheet.pages):
        return
    answer = _signed((yield from _notify(vm, sheet, sheet.pages[sheet.current], code)))
    if answer == -1:
        return
    target = sheet.current + step if answer == 0 else _index_of_id(sheet, answer)
    if target is None or not 0 <= target < len(sheet.pages):
        return
    if (yield from _leave(vm, sheet)):
        yield from _activate(vm, sheet, target, step)


def _button(vm, sheet, cid):
    """Generator: a click on one of the frame's buttons."""
    wm = vm.wm
    if cid == IDOK:
        if (yield from _apply(vm, sheet, True)):
            yield from end_dialog(vm, sheet.hwnd, 1)
    elif cid == IDCANCEL:
        cancel = _control(wm, sheet, IDCANCEL)
        if cancel is None or not cancel.style & WS_DISABLED:
            yield from _cancel(vm, sheet, False)
    elif cid == IDC_APPLY_BUTTON:
        yield from _apply(vm, sheet, False)
    elif cid == IDHELP:
        if 0 <= sheet.current < len(sheet.pages):
            yield from _notify(vm, sheet, sheet.pages[sheet.current], PSN_HELP)
    elif cid == IDC_BACK_BUTTON:
        yield from _wizard_step(vm, sheet, PSN_WIZBACK, -1)
    elif cid == IDC_NEXT_BUTTON:
        yield from _wizard_step(vm, sheet, PSN_WIZNEXT, 1)
    elif cid == IDC_FINISH_BUTTON:
        page = sheet.pages[sheet.current] if 0 <= sheet.current < len(sheet.pages) else None
        refused = (yield from _notify(vm, sheet, page, PSN_WIZFINISH)) if page else 0
        if not refused:
            sheet.saved = True
            yield from end_dialog(vm, sheet.hwnd, 1)


def _wiz_buttons(vm, sheet, flags):
    """Generator: PSM_SETWIZBUTTONS: Back and Next enabled as asked; Finish in Next's place."""
    wm = vm.wm
    yield from _enable(wm, _control(wm, sheet, IDC_BACK_BUTTON), flags & PSWIZB_BACK)
    nxt = _control(wm, sheet, IDC_NEXT_BUTTON)
    fin = _control(wm, sheet, IDC_FINISH_BUTTON)
    finish = flags & (PSWIZB_FINISH | PSWIZB_DISABLEDFINISH)
    if sheet.flags & PSH_WIZARDHASFINISH:
        yield from _enable(wm, nxt, flags & PSWIZB_NEXT)
        yield from _enable(wm, fin, flags & PSWIZB_FINISH or not finish)
        return
    yield from _show(vm, nxt, not finish)
    yield from _show(vm, fin, finish)
    yield from _enable(wm, nxt, flags & PSWIZB_NEXT)
    yield from _enable(wm, fin, flags & PSWIZB_FINISH)
    # Enter presses what moves the wizard on: Finish when shown, else Next.
    default = IDC_FINISH_BUTTON if finish else IDC_NEXT_BUTTON
    yield from wm.send(sheet.hwnd, DM_SETDEFID, default, 0)


def _page_index(sheet, hwnd=None, handle=None):
    for i, p in enumerate(sheet.pages):
        if (hwnd is not None and p.hwnd == hwnd) or (handle is not None and p.addr == handle):
            return i
    return -1


def _init(vm, win, key):
    """Generator: WM_INITDIALOG of the frame: tabs, layout, the start page, PSCB_INITIALIZED."""
    wm = vm.wm
    sheet = vm.user.propsheet_starting.pop(key)
    win.state["propsheet"] = sheet
    sheet.hwnd = win.hwnd
    if not sheet.wizard:
        tab = _control(wm, sheet, IDC_TABCONTROL)
        sheet.tab = tab.hwnd if tab is not None else 0
        item = vm.heap.alloc(28 + 2 * 260, zero=True)      # TCITEMW and its text
        try:
            for i, page in enumerate(sheet.pages):
                title = _page_title(vm, page)
                vm.mem.w32(item, TCIF_TEXT)
                vm.mem.write_wstr(item + 28, title[:259])
                vm.mem.w32(item + 12, item + 28)
                yield from wm.send(sheet.tab, TCM_INSERTITEMW, i, item)
        finally:
            vm.heap.free(item)
    yield from _layout(vm, sheet)
    for i, page in enumerate(sheet.pages):
        if page.flags & PSP_PREMATURE:
            made = yield from _make_page(vm, sheet, i)
            if made is not None:
                yield from show_window(vm, made, 0)
    if sheet.callback:
        # Before the first page exists, as Windows and Wine do.
        yield GuestCall(sheet.callback, (win.hwnd, PSCB_INITIALIZED, 0))
    if not (yield from _activate(vm, sheet, sheet.start)):
        yield from end_dialog(vm, sheet.hwnd, 0)
        sheet.hwnd = 0
        return 0
    return 0                                      # the start page has the focus


def sheet_proc(wm, win, msg, wparam, lparam):
    """The frame's DLGPROC (see the module docstring)."""
    vm = wm.vm
    if msg == WM_INITDIALOG:
        return (yield from _init(vm, win, lparam))
    sheet = win.state.get("propsheet")
    if sheet is None:
        return 0
    if msg == WM_COMMAND and wparam >> 16 in (BN_CLICKED, 1):   # a click, or Enter / Esc
        yield from _button(vm, sheet, wparam & 0xFFFF)
        return 1
    if msg == WM_NOTIFY and sheet.tab and lparam:
        src = vm.mem.u32(lparam)
        code = _signed(vm.mem.u32(lparam + 8))
        if src == sheet.tab and code == TCN_SELCHANGING:
            return _set_result(win, 0 if (yield from _leave(vm, sheet)) else 1)
        if src == sheet.tab and code == TCN_SELCHANGE:
            i = yield from wm.send(sheet.tab, TCM_GETCURSEL, 0, 0)
            yield from _activate(vm, sheet, _signed(i))
            return 1
        return 0
    if not 0x465 <= msg <= 0x488:
        return 0
    if msg in _REFUSED_PSM:
        raise Unimplemented("%s!PropertySheet: %s" % (COMCTL32, _REFUSED_PSM[msg]))
    return (yield from _sheet_message(vm, win, sheet, msg, wparam, lparam))


def _sheet_message(vm, win, sheet, msg, wparam, lparam):
    """Generator: the PSM_* messages; answers through DWLP_MSGRESULT."""
    wm = vm.wm
    if msg == PSM_SETCURSEL:
        i = _page_index(sheet, handle=lparam) if lparam else wparam
        return _set_result(win, (yield from _select(vm, sheet, _signed(i))))
    if msg == PSM_SETCURSELID:
        i = _index_of_id(sheet, lparam)
        return _set_result(win, (yield from _select(vm, sheet, i)) if i is not None else 0)
    if msg == PSM_CHANGED:
        sheet.changed.add(wparam)
        yield from _enable(wm, _control(wm, sheet, IDC_APPLY_BUTTON), True)
        return _set_result(win, 0)
    if msg == PSM_UNCHANGED:
        sheet.changed.discard(wparam)
        if not sheet.changed:
            yield from _enable(wm, _control(wm, sheet, IDC_APPLY_BUTTON), False)
        return _set_result(win, 0)
    if msg == PSM_RESTARTWINDOWS:
        sheet.restart = sheet.restart or ID_PSRESTARTWINDOWS
        return _set_result(win, 0)
    if msg == PSM_REBOOTSYSTEM:
        sheet.restart = ID_PSREBOOTSYSTEM
        return _set_result(win, 0)
    if msg == PSM_CANCELTOCLOSE:
        yield from _enable(wm, _control(wm, sheet, IDCANCEL), False)
        ok = _control(wm, sheet, IDOK)
        if ok is not None:
            yield from _set_text(vm, ok, "Close")
        return _set_result(win, 0)
    if msg == PSM_QUERYSIBLINGS:
        for page in sheet.pages:
            if page.hwnd and wm.get(page.hwnd) is not None:
                r = yield from wm.send(page.hwnd, PSM_QUERYSIBLINGS, wparam, lparam)
                if r:
                    return _set_result(win, r)
        return _set_result(win, 0)
    if msg == PSM_APPLY:
        return _set_result(win, (yield from _apply(vm, sheet, False)))
    if msg in (PSM_SETTITLEA, PSM_SETTITLEW):
        text = _string_or_id(vm, lparam, sheet.inst, msg == PSM_SETTITLEW)
        if wparam & PSH_PROPTITLE:
            text = "%s Properties" % text
        yield from _set_text(vm, win, text)
        return _set_result(win, 0)
    if msg == PSM_SETWIZBUTTONS:
        yield from _wiz_buttons(vm, sheet, lparam)
        return _set_result(win, 0)
    if msg == PSM_PRESSBUTTON:
        cid = _PRESS.get(wparam)
        if cid is not None:
            yield from _button(vm, sheet, cid)
        return _set_result(win, 0)
    if msg in (PSM_SETFINISHTEXTA, PSM_SETFINISHTEXTW):
        # Documented: the Finish button gets the text; Back and Next go away.
        text = (vm.mem.wstr(lparam) if msg == PSM_SETFINISHTEXTW else vm.mem.cstr(lparam)) \
            if lparam else ""
        fin = _control(wm, sheet, IDC_FINISH_BUTTON)
        if fin is not None:
            yield from _set_text(vm, fin, text)
            yield from _show(vm, fin, True)
            yield from _enable(wm, fin, True)
        yield from _show(vm, _control(wm, sheet, IDC_NEXT_BUTTON), False)
        yield from _show(vm, _control(wm, sheet, IDC_BACK_BUTTON), False)
        return _set_result(win, 0)
    if msg == PSM_GETTABCONTROL:
        return _set_result(win, sheet.tab)
    if msg == PSM_GETCURRENTPAGEHWND:
        ok = 0 <= sheet.current < len(sheet.pages) and not win.state.get("ended")
        return _set_result(win, sheet.pages[sheet.current].hwnd if ok else 0)
    if msg == PSM_HWNDTOINDEX:
        return _set_result(win, _page_index(sheet, hwnd=wparam))
    if msg == PSM_PAGETOINDEX:
        return _set_result(win, _page_index(sheet, handle=lparam))
    if msg in (PSM_INDEXTOHWND, PSM_INDEXTOPAGE, PSM_INDEXTOID):
        if not 0 <= wparam < len(sheet.pages):
            return _set_result(win, 0)
        page = sheet.pages[wparam]
        value = {PSM_INDEXTOHWND: page.hwnd, PSM_INDEXTOPAGE: page.addr,
                 PSM_INDEXTOID: page.template}[msg]
        return _set_result(win, value)
    if msg == PSM_IDTOINDEX:
        i = _index_of_id(sheet, lparam)
        return _set_result(win, -1 if i is None else i)
    if msg == PSM_GETRESULT:
        return _set_result(win, sheet.result() if win.state.get("ended") else -1)
    return 0


window_proc(COMCTL32, SHEET_PROC, sheet_proc)
