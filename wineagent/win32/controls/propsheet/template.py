"""The sheet's frame as a dialog template: caption, font, the buttons, and the tab
control (tabbed sheets) or the wizard's separator line, which WM_INITDIALOG places; and
the template's bytes, the DLGTEMPLATE PSCB_PRECREATE shows the program."""

import struct

from ...core.styles import (BS_DEFPUSHBUTTON, BS_PUSHBUTTON, WS_CAPTION, WS_CHILD,
                            WS_DISABLED, WS_GROUP, WS_POPUP, WS_SYSMENU, WS_TABSTOP,
                            WS_VISIBLE)
from ...user.dialogs import (DS_3DLOOK, DS_CONTEXTHELP, DS_MODALFRAME, DS_SETFONT,
                             DialogItem, DialogTemplate)
from .pages import (BUTTON_CX_DLU, BUTTON_CY_DLU, IDCANCEL, IDC_APPLY_BUTTON,
                    IDC_BACK_BUTTON, IDC_FINISH_BUTTON, IDC_NEXT_BUTTON, IDC_SUNKEN_LINE,
                    IDC_TABCONTROL, IDHELP, IDOK, MARGIN_DLU, MIN_PAGE_CX_DLU,
                    MIN_PAGE_CY_DLU, PSH_HASHELP, PSH_NOAPPLYNOW, PSH_PROPTITLE, SS_SUNKEN,
                    TCS_MULTILINE)


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
