"""The Font common dialog (ChooseFont): faces, styles and sizes of the fonts GDI has.

Layout after comdlg32's FORMATDLGORD31 (dlgs.h ids): three CBS_SIMPLE combo boxes, Font
(cmb1), Font style (cmb2) and Size (cmb3), OK / Cancel, and with CF_EFFECTS the Effects
group (Strikeout chx1, Underline chx2, Color cmb4 with the 16 basic colours). The faces
are GDI's (``gdi/textmetrics.FAMILIES``; CF_FIXEDPITCHONLY keeps the fixed-pitch ones),
the styles Regular / Italic / Bold / Bold Italic, the sizes the face's strikes in points
(CF_LIMITSIZE keeps nSizeMin..nSizeMax). CF_INITTOLOGFONTSTRUCT starts from the
program's LOGFONT. OK checks the size (a number, in the limits) and, with
CF_FORCEFONTEXIST, the face, telling the user in a message box as Windows does; then
the choice is kept in ``result`` for ``dlls/comdlg32/font.py`` to write back.
"""

from ..core.styles import BS_AUTOCHECKBOX, BS_DEFPUSHBUTTON, BS_GROUPBOX
from ..gdi.textmetrics import FAMILIES, face_sizes
from ..user.dialogs import (DS_MODALFRAME, DS_SETFONT, SHELL_DLG_FONT, DialogTemplate,
                            end_dialog, template_item as _item)
from ..user.wm import WS_CAPTION, WS_GROUP, WS_POPUP, WS_SYSMENU, WS_TABSTOP, WS_VSCROLL
from .printdlg import _Driver

__all__ = ["FontDialog", "font_template", "COLORS"]

CF_EFFECTS, CF_LIMITSIZE, CF_FIXEDPITCHONLY, CF_FORCEFONTEXIST = 0x100, 0x2000, 0x4000, 0x10000
IDOK, IDCANCEL = 1, 2
STC1, STC2, STC3, STC4, STC5 = 0x440, 0x441, 0x442, 0x443, 0x444
CMB1, CMB2, CMB3, CMB4, CHX1, CHX2, GRP1, GRP2 = (0x470, 0x471, 0x472, 0x473, 0x410, 0x411,
                                                  0x430, 0x431)
CBS_SIMPLE, CBS_DROPDOWNLIST, CBS_SORT, CBS_AUTOHSCROLL = 0x1, 0x3, 0x100, 0x40
CB_ADDSTRING, CB_RESETCONTENT, CB_FINDSTRINGEXACT = 0x143, 0x14B, 0x158
CB_GETCURSEL, CB_SETCURSEL, CB_GETLBTEXTLEN = 0x147, 0x14E, 0x149
CBN_SELCHANGE = 1
BM_GETCHECK, BM_SETCHECK, WM_SETTEXT = 0xF0, 0xF1, 0x0C
SS_CENTER, SS_NOPREFIX = 0x1, 0x80
MB_OK, MB_ICONEXCLAMATION = 0x0, 0x30
STYLES = ("Regular", "Italic", "Bold", "Bold Italic")
#: the Color box: the 16 basic colours, as comdlg32 lists them (name, COLORREF)
COLORS = (("Black", 0x000000), ("Maroon", 0x000080), ("Green", 0x008000),
          ("Olive", 0x008080), ("Navy", 0x800000), ("Purple", 0x800080),
          ("Teal", 0x808000), ("Gray", 0x808080), ("Silver", 0xC0C0C0), ("Red", 0x0000FF),
          ("Lime", 0x00FF00), ("Yellow", 0x00FFFF), ("Blue", 0xFF0000),
          ("Fuchsia", 0xFF00FF), ("Aqua", 0xFFFF00), ("White", 0xFFFFFF))


def font_template(flags):
    """The DialogTemplate of the Font dialog for CHOOSEFONT ``flags``."""
    t = DialogTemplate()
    t.style = WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_MODALFRAME | DS_SETFONT
    t.font = SHELL_DLG_FONT
    t.x, t.y, t.cx, t.cy, t.title = 13, 54, 264, 147, "Font"
    combo = CBS_SIMPLE | CBS_AUTOHSCROLL | WS_VSCROLL | WS_TABSTOP
    t.items = [
        _item("STATIC", STC1, 0, 7, 7, 98, 9, "&Font:"),
        _item("COMBOBOX", CMB1, combo | CBS_SORT, 7, 16, 98, 76),
        _item("STATIC", STC2, 0, 114, 7, 74, 9, "Font st&yle:"),
        _item("COMBOBOX", CMB2, combo, 114, 16, 74, 76),
        _item("STATIC", STC3, 0, 198, 7, 36, 9, "&Size:"),
        _item("COMBOBOX", CMB3, combo, 198, 16, 36, 76),
        _item("BUTTON", IDOK, BS_DEFPUSHBUTTON | WS_GROUP | WS_TABSTOP, 218, 6, 40, 14, "OK"),
        _item("BUTTON", IDCANCEL, WS_GROUP | WS_TABSTOP, 218, 23, 40, 14, "Cancel"),
        _item("BUTTON", GRP2, BS_GROUPBOX | WS_GROUP, 114, 97, 120, 43, "Sample"),
        _item("STATIC", STC5, SS_CENTER | SS_NOPREFIX, 116, 106, 117, 33, "AaBbYyZz"),
    ]
    if flags & CF_EFFECTS:
        t.items += [
            _item("BUTTON", GRP1, BS_GROUPBOX | WS_GROUP, 7, 97, 98, 46, "Effects"),
            _item("BUTTON", CHX1, BS_AUTOCHECKBOX | WS_TABSTOP, 13, 108, 49, 10, "Stri&keout"),
            _item("BUTTON", CHX2, BS_AUTOCHECKBOX | WS_TABSTOP, 13, 119, 51, 10, "&Underline"),
            _item("STATIC", STC4, 0, 13, 131, 30, 9, "&Color:"),
            _item("COMBOBOX", CMB4, CBS_DROPDOWNLIST | WS_VSCROLL | WS_TABSTOP, 44, 129, 56,
                  100),
        ]
    return t


def points_of(em):
    """A raster strike's character height (pixels at 96 dpi) in whole points."""
    return (em * 72 + 48) // 96


class FontDialog(_Driver):
    """One running Font dialog: the CHOOSEFONT choices it starts from and what OK chose."""

    title = "Font"

    def __init__(self, vm, flags, face, style, points, underline, strikeout, color,
                 size_min, size_max):
        self.vm, self.flags, self.hwnd = vm, flags, 0
        self.face, self.style, self.points = face, style, points
        self.underline, self.strikeout, self.color = underline, strikeout, color
        self.size_min, self.size_max = size_min, size_max
        self.faces = [f for f in FAMILIES if f[1] or not flags & CF_FIXEDPITCHONLY]
        self.result = None   # {face, style, points, underline, strikeout, color, charset}

    def _sizes(self, face):
        entry = next((f for f in self.faces if f[0].lower() == face.lower()), None)
        if entry is None:
            return []
        pts = sorted({points_of(em) for em in face_sizes(entry[0], entry[2])})
        if self.flags & CF_LIMITSIZE:
            pts = [p for p in pts if self.size_min <= p <= self.size_max]
        return pts

    def _select(self, cid, text):
        """Generator: select ``text`` in combo ``cid`` if listed, else put it in the edit."""
        idx = yield from self._send_text(cid, CB_FINDSTRINGEXACT, 0xFFFFFFFF, text)
        if idx & 0xFFFFFFFF != 0xFFFFFFFF:     # CB_ERR: not listed
            yield from self._send(cid, CB_SETCURSEL, idx)
        else:
            yield from self._send_text(cid, WM_SETTEXT, 0, text)

    def _fill(self, cid, items):
        yield from self._send(cid, CB_RESETCONTENT)
        for text in items:
            yield from self._send_text(cid, CB_ADDSTRING, 0, text)

    def init(self, hwnd):
        """Generator: WM_INITDIALOG — the lists, then the starting choice."""
        self.hwnd = hwnd
        yield from self._fill(CMB1, [f[0] for f in self.faces])
        yield from self._fill(CMB2, STYLES)
        face = self.face if any(f[0].lower() == (self.face or "").lower()
                                for f in self.faces) else self.faces[0][0]
        yield from self._select(CMB1, face)
        yield from self._fill(CMB3, [str(p) for p in self._sizes(face)])
        yield from self._select(CMB2, STYLES[self.style])
        if self.points:
            yield from self._select(CMB3, str(self.points))
        if self.flags & CF_EFFECTS:
            yield from self._fill(CMB4, [name for name, _ in COLORS])
            index = next((i for i, (_, rgb) in enumerate(COLORS) if rgb == self.color), 0)
            yield from self._send(CMB4, CB_SETCURSEL, index)
            if self.strikeout:
                yield from self._send(CHX1, BM_SETCHECK, 1)
            if self.underline:
                yield from self._send(CHX2, BM_SETCHECK, 1)

    def command(self, cid, code):
        """Generator: WM_COMMAND — a new face refills the sizes; OK and Cancel."""
        if cid == CMB1 and code == CBN_SELCHANGE:
            size = yield from self._get_text(CMB3)
            yield from self._fill(CMB3, [str(p) for p in self._sizes(
                (yield from self._get_text(CMB1)))])
            if size:
                yield from self._select(CMB3, size)
            return True
        return (yield from _Driver.command(self, cid, code))

    def ok(self):
        """Generator: OK — check the choice, keep it, end the dialog."""
        face = (yield from self._get_text(CMB1)).strip()
        entry = next((f for f in self.faces if f[0].lower() == face.lower()), None)
        if entry is None and self.flags & CF_FORCEFONTEXIST:
            yield from self._box("There is no font with that name.\n"
                                 "Choose a font from the list of fonts.")
            return
        size = (yield from self._get_text(CMB3)).strip()
        if not size.isdigit():
            yield from self._box("Size must be a number.")
            return
        points = int(size)
        if self.flags & CF_LIMITSIZE and not self.size_min <= points <= self.size_max:
            yield from self._box("Size must be between %d and %d points."
                                 % (self.size_min, self.size_max))
            return
        style_text = (yield from self._get_text(CMB2)).strip()
        style = next((i for i, s in enumerate(STYLES) if s.lower() == style_text.lower()), 0)
        res = {"face": entry[0] if entry else face, "style": style, "points": points,
               "charset": entry[3] if entry else 1, "fixed": entry[1] if entry else False,
               "underline": False, "strikeout": False, "color": self.color}
        if self.flags & CF_EFFECTS:
            res["strikeout"] = (yield from self._checked(CHX1))
            res["underline"] = (yield from self._checked(CHX2))
            index = yield from self._send(CMB4, CB_GETCURSEL)
            if 0 <= index < len(COLORS):
                res["color"] = COLORS[index][1]
        self.result = res
        yield from end_dialog(self.vm, self.hwnd, 1)
