"""COMDLG32: ChooseFont (A and W) over the Font dialog of ``controls/fontdlg.py``.

The handler checks the CHOOSEFONT (CDERR_STRUCTSIZE; CDERR_NOHINSTANCE... for the
template flags it does not implement, see below), runs the modal dialog and on OK writes
the choice back as Windows does: the LOGFONT (lfHeight = -MulDiv(points, 96, 72), the
weight and italic of the style, underline / strikeout with CF_EFFECTS, the charset and
pitch of the face, lfFaceName), iPointSize in tenths of a point, rgbColors (CF_EFFECTS),
nFontType (SCREEN_FONTTYPE with BOLD_ or REGULAR_ and ITALIC_FONTTYPE) and, with
CF_USESTYLE, the style name into lpszStyle. Cancel returns FALSE with
CommDlgExtendedError 0. Hooks, custom templates, the Help and Apply buttons and printer
fonts are not implemented and stop the guest naming them.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...controls.fontdlg import STYLES, FontDialog, font_template
from ...core.messages import WM_COMMAND, WM_INITDIALOG
from ...core.structures import LOGFONT
from ...user.dialogs import dialog_box
from .main import CDERR_STRUCTSIZE, comdlg_error
from ...core.dllnames import COMDLG32

CHOOSEFONT = struct("CHOOSEFONT{AW}",
                    "DWORD lStructSize; HWND hwndOwner; HDC hDC; LPVOID lpLogFont;"
                    " INT iPointSize; DWORD Flags; DWORD rgbColors; LPARAM lCustData;"
                    " LPVOID lpfnHook; LPCTSTR lpTemplateName; HINSTANCE hInstance;"
                    " LPTSTR lpszStyle; WORD nFontType; WORD wAlign; INT nSizeMin;"
                    " INT nSizeMax")
CF_INITTOLOGFONTSTRUCT, CF_USESTYLE, CF_EFFECTS = 0x40, 0x80, 0x100
CF_NOFACESEL, CF_NOSTYLESEL, CF_NOSIZESEL = 0x80000, 0x100000, 0x200000
SCREEN_FONTTYPE, BOLD_FONTTYPE, ITALIC_FONTTYPE, REGULAR_FONTTYPE = 0x2000, 0x100, 0x200, 0x400
LF_FACESIZE = 32
_UNSUPPORTED = ((0x2, "CF_PRINTERFONTS"), (0x4, "CF_SHOWHELP"), (0x8, "CF_ENABLEHOOK"),
                (0x10, "CF_ENABLETEMPLATE"), (0x20, "CF_ENABLETEMPLATEHANDLE"),
                (0x200, "CF_APPLY"), (CF_NOFACESEL, "CF_NOFACESEL"),
                (CF_NOSTYLESEL, "CF_NOSTYLESEL"), (CF_NOSIZESEL, "CF_NOSIZESEL"))
_PENDING = {}      # (id(vm), CHOOSEFONT address) -> FontDialog, until WM_INITDIALOG


@api(COMDLG32, "ChooseFont{AW}", "LPVOID cf", widths=BOTH)
def ChooseFont(c, cf):
    vm = c.vm
    comdlg_error(vm, 0)
    if not cf or c.struct(CHOOSEFONT, cf).lStructSize != \
            CHOOSEFONT.variant(c.wide).sizeof(vm.ptr_size):
        comdlg_error(vm, CDERR_STRUCTSIZE)
        return 0
    f = c.struct(CHOOSEFONT, cf)
    flags = f.Flags
    for bit, name in _UNSUPPORTED:
        if flags & bit:
            raise Unimplemented("%s!%s: %s" % (COMDLG32, c.spec.name, name))
    face, style, points, underline, strikeout = "", 0, 0, False, False
    if flags & CF_INITTOLOGFONTSTRUCT and f.lpLogFont:
        lf = c.struct(LOGFONT, f.lpLogFont)
        face = lf.lfFaceName
        style = (2 if lf.lfWeight >= 600 else 0) + (1 if lf.lfItalic else 0)
        height = lf.lfHeight
        # A negative height is the character height, a positive one the cell height:
        # either way, points = height * 72 / 96 at the screen's 96 dpi.
        points = (abs(height) * 72 + 48) // 96 if height else 0
        underline, strikeout = bool(lf.lfUnderline), bool(lf.lfStrikeOut)
    if flags & CF_USESTYLE and f.lpszStyle:
        # The style box starts at the program's style name (Regular when not one of ours).
        name = (c.read_str(f.lpszStyle) or "").strip().lower()
        style = next((i for i, s in enumerate(STYLES) if s.lower() == name), style)
    dlg = FontDialog(vm, flags, face, style, points, underline, strikeout,
                     f.rgbColors & 0xFFFFFF, f.nSizeMin, f.nSizeMax)
    key = (id(vm), cf)
    _PENDING[key] = dlg
    try:
        r = yield from dialog_box(vm, font_template(flags), 0, f.hwndOwner,
                                  vm.proc_address(COMDLG32, "wineagent.FontDlgProc"), cf, True)
    finally:
        _PENDING.pop(key, None)
    if r != 1 or dlg.result is None:
        return 0
    res = dlg.result
    f = c.struct(CHOOSEFONT, cf)
    bold, italic = res["style"] >= 2, res["style"] in (1, 3)
    if f.lpLogFont:
        lf = c.struct(LOGFONT, f.lpLogFont)
        lf.lfHeight = -((res["points"] * 96 + 36) // 72)
        lf.lfWidth = lf.lfEscapement = lf.lfOrientation = 0
        lf.lfWeight = 700 if bold else 400
        lf.lfItalic = int(italic)
        lf.lfUnderline = int(res["underline"])
        lf.lfStrikeOut = int(res["strikeout"])
        lf.lfCharSet = res["charset"]
        lf.lfOutPrecision, lf.lfClipPrecision, lf.lfQuality = 1, 2, 1
        lf.lfPitchAndFamily = 1 if res["fixed"] else 2     # FIXED_ / VARIABLE_PITCH
        lf.lfFaceName = res["face"][:LF_FACESIZE - 1]
    f.iPointSize = res["points"] * 10
    if flags & CF_EFFECTS:
        f.rgbColors = res["color"]
    f.nFontType = SCREEN_FONTTYPE | (BOLD_FONTTYPE if bold else REGULAR_FONTTYPE) | \
        (ITALIC_FONTTYPE if italic else 0)
    if flags & CF_USESTYLE and f.lpszStyle:
        c.write_str(f.lpszStyle, STYLES[res["style"]], LF_FACESIZE)
    return 1


@api(COMDLG32, "wineagent.FontDlgProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam", widths=BOTH)
def _font_dlg_proc(c, hwnd, msg, wparam, lparam):
    """The Font dialog's DLGPROC: WM_INITDIALOG binds the dialog object; WM_COMMAND
    goes to it."""
    win = c.vm.wm.get(hwnd)
    if win is None:
        return 0
    if msg == WM_INITDIALOG:
        dlg = _PENDING.pop((id(c.vm), lparam), None)
        if dlg is None:
            return 0
        win.state["font_dialog"] = dlg
        yield from dlg.init(hwnd)
        return 1
    dlg = win.state.get("font_dialog")
    if dlg is not None and msg == WM_COMMAND:
        return (yield from dlg.command(wparam & 0xFFFF, (wparam >> 16) & 0xFFFF))
    return 0
