"""COMDLG32: ChooseFont (A and W) over the Font dialog of ``controls/fontdlg.py``.

The handler checks the CHOOSEFONT as Windows documents (CommDlgExtendedError):
CDERR_INITIALIZATION for none, CDERR_STRUCTSIZE for a wrong lStructSize, CDERR_INITIALIZATION without a LOGFONT to
answer in, CDERR_NOHOOK for CF_ENABLEHOOK without lpfnHook, CDERR_NOHINSTANCE for
CF_ENABLETEMPLATEHANDLE without a template, CDERR_FINDRESFAILURE for a template name the
module (hInstance; NULL is the executable) does not have, CFERR_MAXLESSTHANMIN for
CF_LIMITSIZE with nSizeMax below nSizeMin and CFERR_NOFONTS when no face is left to list.
Then it runs the modal dialog — the standard template, the program's (CF_ENABLETEMPLATE,
from hInstance's resources; CF_ENABLETEMPLATEHANDLE, the template hInstance holds) —
and on OK writes the choice back: the LOGFONT (lfHeight = -MulDiv(points, 96, 72),
weight and italic of the style, underline / strikeout with CF_EFFECTS, the script's
charset — DEFAULT_CHARSET with CF_NOSCRIPTSEL — the face's pitch, lfFaceName),
iPointSize in tenths of a point, rgbColors (CF_EFFECTS), nFontType (SCREEN_FONTTYPE,
BOLD_ or REGULAR_, ITALIC_, SIMULATED_FONTTYPE for a style the face has no strike of)
and, with CF_USESTYLE, the style name into lpszStyle. CF_NOFACESEL / CF_NOSTYLESEL /
CF_NOSIZESEL stay set on return when their box was left empty (its LOGFONT fields then
say nothing: an empty face, FW_DONTCARE, height 0) and are cleared when the user chose.
Cancel returns FALSE with CommDlgExtendedError 0.

The DLGPROC, ``wineagent.FontDlgProc``, lets the program's hook (CF_ENABLEHOOK) see every
message first — WM_INITDIALOG after the dialog is set up, with the CHOOSEFONT as lParam,
the hook's answer being the dialog's — and answers the documented messages:
WM_CHOOSEFONT_GETLOGFONT (the current choice into the LOGFONT at lParam),
WM_CHOOSEFONT_SETLOGFONT (show that LOGFONT) and WM_CHOOSEFONT_SETFLAGS (new flags).
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...controls.fontdlg import STYLES, FontDialog, font_template, item_height, list_faces
from ...core.dllnames import COMDLG32
from ...core.messages import WM_COMMAND, WM_DESTROY, WM_INITDIALOG, WM_USER
from ...core.structures import DRAWITEMSTRUCT, LOGFONT, MEASUREITEMSTRUCT
from ...gdi.textmetrics import face_sizes
from ...user.dialogs import dialog_box
from .main import (CDERR_INITIALIZATION, CDERR_NOHOOK, CDERR_STRUCTSIZE, call_hook,
                   comdlg_error, program_template)

CHOOSEFONT = struct("CHOOSEFONT{AW}",
                    "DWORD lStructSize; HWND hwndOwner; HDC hDC; LPVOID lpLogFont;"
                    " INT iPointSize; DWORD Flags; DWORD rgbColors; LPARAM lCustData;"
                    " LPVOID lpfnHook; LPCTSTR lpTemplateName; HINSTANCE hInstance;"
                    " LPTSTR lpszStyle; WORD nFontType; WORD wAlign; INT nSizeMin;"
                    " INT nSizeMax")
CF_ENABLEHOOK, CF_ENABLETEMPLATE, CF_ENABLETEMPLATEHANDLE = 0x8, 0x10, 0x20
CF_INITTOLOGFONTSTRUCT, CF_USESTYLE, CF_EFFECTS, CF_LIMITSIZE = 0x40, 0x80, 0x100, 0x2000
CF_NOFACESEL, CF_NOSTYLESEL, CF_NOSIZESEL = 0x80000, 0x100000, 0x200000
SCREEN_FONTTYPE, SIMULATED_FONTTYPE = 0x2000, 0x8000
BOLD_FONTTYPE, ITALIC_FONTTYPE, REGULAR_FONTTYPE = 0x100, 0x200, 0x400
CFERR_NOFONTS, CFERR_MAXLESSTHANMIN = 0x2001, 0x2002
WM_CHOOSEFONT_GETLOGFONT = WM_USER + 1
WM_CHOOSEFONT_SETLOGFONT = WM_USER + 101
WM_CHOOSEFONT_SETFLAGS = WM_USER + 102
WM_DRAWITEM, WM_MEASUREITEM, WM_CTLCOLORSTATIC = 0x2B, 0x2C, 0x138
LF_FACESIZE = 32
PENDING = "font_dialogs"   # vm.user.common_dialogs[PENDING]: CHOOSEFONT -> FontDialog


def _read_logfont(c_or_vm, addr, wide):
    """The LOGFONT at ``addr`` as the dict the dialog works with."""
    vm = getattr(c_or_vm, "vm", c_or_vm)
    lf = LOGFONT.variant(wide).at(vm.mem, addr, vm.ptr_size)
    return {"face": lf.lfFaceName, "height": lf.lfHeight, "weight": lf.lfWeight,
            "italic": bool(lf.lfItalic), "underline": bool(lf.lfUnderline),
            "strikeout": bool(lf.lfStrikeOut), "charset": lf.lfCharSet}


def _write_logfont(vm, addr, wide, res):
    """The choice ``res`` (FontDialog.current's dict) into the LOGFONT at ``addr``."""
    lf = LOGFONT.variant(wide).at(vm.mem, addr, vm.ptr_size)
    lf.lfHeight = res["height"]
    lf.lfWidth = lf.lfEscapement = lf.lfOrientation = 0
    lf.lfWeight = res["weight"]
    lf.lfItalic = int(res["italic"])
    lf.lfUnderline = int(res["underline"])
    lf.lfStrikeOut = int(res["strikeout"])
    lf.lfCharSet = res["charset"]
    lf.lfOutPrecision, lf.lfClipPrecision, lf.lfQuality = 1, 2, 1   # STRING, STROKE, DRAFT
    lf.lfPitchAndFamily = 1 if res["fixed"] else 2     # FIXED_ / VARIABLE_PITCH
    lf.lfFaceName = (res["face"] or "")[:LF_FACESIZE - 1]


def _template(c, f, flags):
    """The dialog's template, or an error code (int) for CommDlgExtendedError."""
    tpl = program_template(c, flags, CF_ENABLETEMPLATE, CF_ENABLETEMPLATEHANDLE,
                           f.hInstance, f.lpTemplateName)
    return font_template() if tpl is None else tpl


@api(COMDLG32, "ChooseFont{AW}", "LPVOID cf", widths=BOTH)
def ChooseFont(c, cf):
    vm = c.vm
    comdlg_error(vm, 0)
    if not cf:
        comdlg_error(vm, CDERR_INITIALIZATION)    # as PrintDlg and FindText answer NULL
        return 0
    if c.struct(CHOOSEFONT, cf).lStructSize != CHOOSEFONT.variant(c.wide).sizeof(vm.ptr_size):
        comdlg_error(vm, CDERR_STRUCTSIZE)
        return 0
    f = c.struct(CHOOSEFONT, cf)
    flags = f.Flags
    if not f.lpLogFont:
        comdlg_error(vm, CDERR_INITIALIZATION)
        return 0
    if flags & CF_ENABLEHOOK and not f.lpfnHook:
        comdlg_error(vm, CDERR_NOHOOK)
        return 0
    tpl = _template(c, f, flags)
    if isinstance(tpl, int):
        comdlg_error(vm, tpl)
        return 0
    if flags & CF_LIMITSIZE and f.nSizeMax < f.nSizeMin:
        comdlg_error(vm, CFERR_MAXLESSTHANMIN)
        return 0
    logfont = _read_logfont(c, f.lpLogFont, c.wide) if flags & CF_INITTOLOGFONTSTRUCT else None
    if not list_faces(flags, logfont["charset"] if logfont else None):
        comdlg_error(vm, CFERR_NOFONTS)
        return 0
    style_name = None
    if flags & CF_USESTYLE and f.lpszStyle:
        style_name = c.read_str(f.lpszStyle) or None
    dlg = FontDialog(vm, flags, logfont, f.rgbColors & 0xFFFFFF, f.nSizeMin, f.nSizeMax,
                     style_name, f.hwndOwner, cf, c.wide)
    dlg.hook = f.lpfnHook if flags & CF_ENABLEHOOK else 0
    pending = vm.user.common_dialogs.setdefault(PENDING, {})
    pending[cf] = dlg                          # until its WM_INITDIALOG
    inst = f.hInstance if flags & CF_ENABLETEMPLATE else 0
    try:
        r = yield from dialog_box(vm, tpl, inst, f.hwndOwner,
                                  vm.proc_address(COMDLG32, "wineagent.FontDlgProc"), cf,
                                  True)      # Unicode controls: fontdlg talks to them in UTF-16
    finally:
        pending.pop(cf, None)
    if r != 1 or dlg.result is None:
        return 0
    return _answer(c, cf, dlg)


def _answer(c, cf, dlg):
    """OK: the choice into the CHOOSEFONT and its LOGFONT; TRUE."""
    res = dlg.result
    f = c.struct(CHOOSEFONT, cf)
    flags = dlg.flags
    _write_logfont(c.vm, f.lpLogFont, c.wide, res)
    for bit, empty in ((CF_NOFACESEL, not res["face"]), (CF_NOSTYLESEL, res["style"] is None),
                       (CF_NOSIZESEL, res["points"] is None)):
        flags = flags | bit if empty and flags & bit else flags & ~bit
    f.Flags = flags
    f.iPointSize = (res["points"] or 0) * 10
    if flags & CF_EFFECTS:
        f.rgbColors = res["color"]
    style = res["style"] or 0
    bold, italic = bool(style & 2), bool(style & 1)
    kind = SCREEN_FONTTYPE | (BOLD_FONTTYPE if bold else REGULAR_FONTTYPE) | \
        (ITALIC_FONTTYPE if italic else 0)
    # GDI simulates italics (no italic strike exists) and a weight the face lacks.
    if res["listed"] and (italic or not face_sizes(res["face"], 700 if bold else 400)):
        kind |= SIMULATED_FONTTYPE
    f.nFontType = kind
    if flags & CF_USESTYLE and f.lpszStyle:
        c.write_str(f.lpszStyle, STYLES[style], LF_FACESIZE)
    return 1


def _call_hook(dlg, hwnd, msg, wparam, lparam):
    return call_hook(dlg.vm, dlg.hook, hwnd, msg, wparam, lparam)


@api(COMDLG32, "wineagent.FontDlgProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam",
     widths=BOTH)
def _font_dlg_proc(c, hwnd, msg, wparam, lparam):
    """The Font dialog's DLGPROC: the hook first, then the dialog (fontdlg.FontDialog)."""
    vm = c.vm
    win = vm.wm.get(hwnd)
    if win is None:
        return 0
    if msg == WM_INITDIALOG:
        dlg = vm.user.common_dialogs.get(PENDING, {}).pop(lparam, None)
        if dlg is None:
            return 0
        win.state["font_dialog"] = dlg
        yield from dlg.init(hwnd)
        if dlg.hook:
            return (yield from _call_hook(dlg, hwnd, msg, wparam, lparam))
        return 1
    dlg = win.state.get("font_dialog")
    if dlg is None:
        if msg == WM_MEASUREITEM and lparam:
            # the owner-drawn lists measure their items while the controls are made,
            # before WM_INITDIALOG (and before any hook can hear it)
            MEASUREITEMSTRUCT.at(vm.mem, lparam, vm.ptr_size).itemHeight = \
                item_height(vm, win)
            return 1
        return 0
    r = yield from _call_hook(dlg, hwnd, msg, wparam, lparam)
    if r:
        return r
    if msg == WM_COMMAND:
        return int(bool((yield from dlg.command(wparam & 0xFFFF, (wparam >> 16) & 0xFFFF))))
    if msg == WM_MEASUREITEM:
        mis = MEASUREITEMSTRUCT.at(vm.mem, lparam, vm.ptr_size)
        mis.itemHeight = item_height(vm, win)
        return 1
    if msg == WM_DRAWITEM:
        dis = DRAWITEMSTRUCT.at(vm.mem, lparam, vm.ptr_size)
        rc = dis.rcItem
        return (yield from dlg.draw_item(dis.CtlID, dis.itemID, dis.itemState, dis.hDC,
                                         (rc.left, rc.top, rc.right, rc.bottom),
                                         dis.itemData))
    if msg == WM_CHOOSEFONT_GETLOGFONT and lparam:
        cur = yield from dlg.current()
        _write_logfont(vm, lparam, dlg.wide, cur)
        return 1
    if msg == WM_CHOOSEFONT_SETLOGFONT and lparam:
        yield from dlg.set_logfont(_read_logfont(vm, lparam, dlg.wide))
        yield from dlg.update_sample()
        return 1
    if msg == WM_CHOOSEFONT_SETFLAGS:
        yield from dlg.set_flags(lparam & 0xFFFFFFFF)
        return 1
    if msg == WM_CTLCOLORSTATIC:
        return dlg.sample_colors(wparam, lparam)
    if msg == WM_DESTROY:
        dlg.destroy()
    return 0


__all__ = ["ChooseFont", "CHOOSEFONT"]
