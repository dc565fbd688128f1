"""Property sheets' numbers (PSH_*, PSP_*, PSN_*, PSM_*, the frame's control ids and
sizes), their pages as CreatePropertySheetPage makes them (``Page``: the sheet's copy of
a PROPSHEETPAGE, its callback's PSPCB_ADDREF / PSPCB_RELEASE) and the running sheet
(``Sheet``)."""

from ....abi.api import GuestCall, Unimplemented
from ...core.dllnames import COMCTL32
from ...core.structures import PROPSHEETHEADER, PROPSHEETPAGE_V1


# PROPSHEETHEADER.dwFlags
PSH_PROPTITLE, PSH_USEHICON, PSH_USEICONID, PSH_PROPSHEETPAGE = 0x1, 0x2, 0x4, 0x8

PSH_WIZARDHASFINISH, PSH_WIZARD, PSH_USEPSTARTPAGE, PSH_NOAPPLYNOW = 0x10, 0x20, 0x40, 0x80
PSH_USECALLBACK, PSH_HASHELP, PSH_MODELESS = 0x100, 0x200, 0x400

_REFUSED_PSH = {0x800: "PSH_RTLREADING",
                0x2000: "PSH_WIZARD97 (IE4 value)", 0x4000: "PSH_AEROWIZARD",
                0x8000: "PSH_WATERMARK", 0x10000: "PSH_USEHBMWATERMARK",
                0x20000: "PSH_USEHPLWATERMARK", 0x40000: "PSH_STRETCHWATERMARK",
                0x80000: "PSH_HEADER", 0x100000: "PSH_USEHBMHEADER",
                0x200000: "PSH_USEPAGELANG", 0x400000: "PSH_WIZARD_LITE",
                0x01000000: "PSH_WIZARD97"}



def header_sizes(ptr):
    """The dwSize values of PROPSHEETHEADER versions 1 and 2 at pointer size ``ptr`` (40
    and 52 bytes for 32-bit programs, 72 and 96 for 64-bit ones): version 1 ends where
    version 2's watermark begins."""
    return PROPSHEETHEADER.A.offsetof("hbmWatermark", ptr), PROPSHEETHEADER.A.sizeof(ptr)


# PROPSHEETPAGE.dwFlags
PSP_DLGINDIRECT, PSP_USETITLE, PSP_RTLREADING, PSP_HASHELP = 0x1, 0x8, 0x10, 0x20

PSP_USEREFPARENT, PSP_USECALLBACK, PSP_PREMATURE = 0x40, 0x80, 0x400
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
                PSM_INSERTPAGE: "PSM_INSERTPAGE",
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
        # Version 1's fields (the A and W layouts are one): every page has them.
        psp = PROPSHEETPAGE_V1.A.at(vm.mem, addr, vm.ptr_size)
        self.addr = addr
        self.flags = psp.dwFlags
        self.inst = psp.hInstance
        self.template = psp.pszTemplate
        self.title = psp.pszTitle
        self.dlgproc = psp.pfnDlgProc
        self.callback = psp.pfnCallback if self.flags & PSP_USECALLBACK else 0
        self.refparent = psp.pcRefParent if self.flags & PSP_USEREFPARENT else 0
        self.hwnd = 0
        self.tpl = None


def _pages(vm):
    return vm.user.propsheet_pages


def create_page(vm, psp, wide):
    """Generator: CreatePropertySheetPage — copy the PROPSHEETPAGE (with any extra bytes
    the program appended: ``dwSize`` covers them) and answer the copy's address as the
    page handle; PSPCB_ADDREF to the page's callback. 0 for a size below version 1."""
    given = PROPSHEETPAGE_V1.variant(wide).at(vm.mem, psp, vm.ptr_size)
    size = given.dwSize
    if size < PROPSHEETPAGE_V1.A.sizeof(vm.ptr_size):
        return 0
    flags = given.dwFlags
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
        # PSH_MODELESS: PropertySheet returns the frame; OK, Cancel and Finish only mark
        # the sheet closed (PSM_GETCURRENTPAGEHWND then answers NULL) and the program
        # destroys it
        self.modeless = bool(flags & PSH_MODELESS)
        self.closed = False
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
