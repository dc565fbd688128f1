"""The Font common dialog (ChooseFont): faces, styles, sizes and scripts of the fonts GDI has.

The standard template is laid out as Windows' FORMATDLGORD31 (the dlgs.h ids a program's
own template, CF_ENABLETEMPLATE, uses too): Font (cmb1), Font style (cmb2) and Size
(cmb3), three owner-drawn CBS_SIMPLE combo boxes; OK, Cancel, Apply (psh3) and Help
(pshHelp); the Effects group (Strikeout chx1, Underline chx2, Color cmb4 — the 16 basic
colours, each item's data its COLORREF); the Sample (grp2, stc5) and Script (cmb5).
Controls a flag does not ask for are hidden as Windows hides them: Apply without CF_APPLY,
Help without CF_SHOWHELP (or without an owner), the effects without CF_EFFECTS.

Which faces are listed (``FontDialog.faces``): GDI's families (``gdi/textmetrics.FAMILIES``,
raster fonts only), less the proportional ones with CF_FIXEDPITCHONLY, the OEM and symbol
ones with CF_SCRIPTSONLY, those not of the LOGFONT's charset with CF_SELECTSCRIPT, and all
of them with CF_TTONLY or CF_SCALABLEONLY (none is TrueType or scalable): ChooseFont then
fails with CFERR_NOFONTS. CF_NOVECTORFONTS, CF_NOVERTFONTS and CF_INACTIVEFONTS change
nothing here (no vector, vertical or hidden font exists); CF_SCREENFONTS,
CF_PRINTERFONTS, CF_BOTH and CF_WYSIWYG are ignored for enumeration, as Windows documents
since Vista. The styles are Regular / Italic / Bold / Bold Italic (with
CF_NOSIMULATIONS only the weights the face has strikes for, no italic); the sizes the
face's strikes in points (CF_LIMITSIZE keeps nSizeMin..nSizeMax), any other typed size
being accepted as Windows accepts it.

The dialog's own DLGPROC (``dlls/comdlg32/font.py``) lets the program's hook
(CF_ENABLEHOOK) see every message first; this module is what it does after.
"""

from ..core.styles import BS_AUTOCHECKBOX, BS_DEFPUSHBUTTON, BS_GROUPBOX
from ..gdi.objects import SYS_COLORS, Font
from ..gdi.textmetrics import FAMILIES, face_sizes
from ..user.dialogs import (DS_MODALFRAME, DS_SETFONT, SHELL_DLG_FONT, DialogTemplate,
                            end_dialog, find_control, template_item as _item)
from ..user.ownerdraw import ODS_SELECTED
from ..user.sysparams import register_message
from ..user.window import enable_window, show_window
from ..user.wm import (WS_BORDER, WS_CAPTION, WS_GROUP, WS_POPUP, WS_SYSMENU, WS_TABSTOP,
                       WS_VSCROLL)
from .builtin_common import user_font
from .printdlg import _Driver

__all__ = ["FontDialog", "font_template", "item_height", "list_faces", "pixels_of", "COLORS", "STYLES", "HELPMSGSTRING"]

CF_SHOWHELP, CF_APPLY, CF_EFFECTS, CF_SCRIPTSONLY = 0x4, 0x200, 0x100, 0x400
CF_NOSIMULATIONS, CF_LIMITSIZE, CF_FIXEDPITCHONLY = 0x1000, 0x2000, 0x4000
CF_FORCEFONTEXIST, CF_SCALABLEONLY, CF_TTONLY = 0x10000, 0x20000, 0x40000
CF_NOFACESEL, CF_NOSTYLESEL, CF_NOSIZESEL = 0x80000, 0x100000, 0x200000
CF_SELECTSCRIPT, CF_NOSCRIPTSEL = 0x400000, 0x800000
IDOK, IDCANCEL = 1, 2
PSH3, PSH_HELP = 0x402, 0x40E
STC1, STC2, STC3, STC4, STC5, STC7 = 0x440, 0x441, 0x442, 0x443, 0x444, 0x446
CMB1, CMB2, CMB3, CMB4, CMB5 = 0x470, 0x471, 0x472, 0x473, 0x474
CHX1, CHX2, GRP1, GRP2 = 0x410, 0x411, 0x430, 0x431
CBS_SIMPLE, CBS_DROPDOWNLIST, CBS_OWNERDRAWFIXED = 0x1, 0x3, 0x10
CBS_AUTOHSCROLL, CBS_SORT, CBS_HASSTRINGS, CBS_DISABLENOSCROLL = 0x40, 0x100, 0x200, 0x800
CB_ADDSTRING, CB_GETCOUNT, CB_GETCURSEL, CB_GETLBTEXT = 0x143, 0x146, 0x147, 0x148
CB_GETLBTEXTLEN, CB_INSERTSTRING, CB_LIMITTEXT, CB_RESETCONTENT = 0x149, 0x14A, 0x141, 0x14B
CB_SETCURSEL, CB_GETITEMDATA, CB_SETITEMDATA, CB_FINDSTRINGEXACT = 0x14E, 0x150, 0x151, 0x158
CB_ERR = 0xFFFFFFFF
CBN_SELCHANGE, CBN_EDITCHANGE, BN_CLICKED = 1, 5, 0
BM_GETCHECK, BM_SETCHECK, WM_SETTEXT, WM_SETFONT = 0xF0, 0xF1, 0x0C, 0x30
SS_CENTER, SS_NOPREFIX, SS_CENTERIMAGE = 0x1, 0x80, 0x200   # the sample centred both ways
ANSI_CHARSET, DEFAULT_CHARSET, SYMBOL_CHARSET, OEM_CHARSET = 0, 1, 2, 255
COLOR_BTNFACE = 15
#: HELPMSGSTRING: the registered message the Help button sends the owner
HELPMSGSTRING = "commdlg_help"
#: the style names, by index: bit 0 italic, bit 1 bold
STYLES = ("Regular", "Italic", "Bold", "Bold Italic")
#: the Script box's names of the charsets our faces have
SCRIPTS = {ANSI_CHARSET: "Western", SYMBOL_CHARSET: "Symbol", OEM_CHARSET: "OEM/DOS"}
#: the Color box: the 16 basic colours, as comdlg32 lists them (name, COLORREF)
COLORS = (("Black", 0x000000), ("Maroon", 0x000080), ("Green", 0x008000),
          ("Olive", 0x008080), ("Navy", 0x800000), ("Purple", 0x800080),
          ("Teal", 0x808000), ("Gray", 0x808080), ("Silver", 0xC0C0C0), ("Red", 0x0000FF),
          ("Lime", 0x00FF00), ("Yellow", 0x00FFFF), ("Blue", 0xFF0000),
          ("Fuchsia", 0xFF00FF), ("Aqua", 0xFFFF00), ("White", 0xFFFFFF))
#: the blank left of a face's name: where Windows draws the TrueType / printer mark
FACE_MARK_W = 20


def font_template():
    """The DialogTemplate of the standard Font dialog (every control; ``init`` hides what
    the flags leave out)."""
    t = DialogTemplate()
    t.style = WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_MODALFRAME | DS_SETFONT
    t.font = SHELL_DLG_FONT
    t.x, t.y, t.cx, t.cy, t.title = 13, 54, 274, 169, "Font"
    od = CBS_OWNERDRAWFIXED | CBS_HASSTRINGS | CBS_DISABLENOSCROLL | WS_VSCROLL | WS_TABSTOP
    t.items = [
        _item("STATIC", STC1, 0, 6, 3, 90, 9, "&Font:"),
        _item("COMBOBOX", CMB1, od | CBS_SIMPLE | CBS_AUTOHSCROLL | CBS_SORT, 6, 13, 94, 76),
        _item("STATIC", STC2, 0, 108, 3, 60, 9, "Font st&yle:"),
        _item("COMBOBOX", CMB2, od | CBS_SIMPLE, 108, 13, 64, 76),
        _item("STATIC", STC3, 0, 179, 3, 32, 9, "&Size:"),
        _item("COMBOBOX", CMB3, od | CBS_SIMPLE | CBS_SORT, 179, 13, 32, 76),
        _item("BUTTON", IDOK, BS_DEFPUSHBUTTON | WS_GROUP | WS_TABSTOP, 218, 6, 50, 14, "OK"),
        _item("BUTTON", IDCANCEL, WS_GROUP | WS_TABSTOP, 218, 23, 50, 14, "Cancel"),
        _item("BUTTON", PSH3, WS_GROUP | WS_TABSTOP, 218, 40, 50, 14, "&Apply"),
        _item("BUTTON", PSH_HELP, WS_GROUP | WS_TABSTOP, 218, 57, 50, 14, "&Help"),
        _item("BUTTON", GRP1, BS_GROUPBOX | WS_GROUP, 6, 92, 84, 36, "Effects"),
        _item("BUTTON", CHX1, BS_AUTOCHECKBOX | WS_TABSTOP, 10, 102, 78, 10, "Stri&keout"),
        _item("BUTTON", CHX2, BS_AUTOCHECKBOX, 10, 114, 78, 10, "&Underline"),
        _item("STATIC", STC4, 0, 6, 134, 80, 9, "&Color:"),
        _item("COMBOBOX", CMB4, CBS_DROPDOWNLIST | CBS_OWNERDRAWFIXED | CBS_HASSTRINGS |
              CBS_AUTOHSCROLL | WS_BORDER | WS_VSCROLL | WS_TABSTOP, 6, 144, 84, 100),
        _item("BUTTON", GRP2, BS_GROUPBOX | WS_GROUP, 98, 92, 120, 36, "Sample"),
        _item("STATIC", STC5, SS_CENTER | SS_CENTERIMAGE | SS_NOPREFIX, 103, 101, 109, 24,
              "AaBbYyZz"),
        _item("STATIC", STC7, 0, 98, 134, 40, 9, "Scr&ipt:"),
        _item("COMBOBOX", CMB5, CBS_DROPDOWNLIST | CBS_HASSTRINGS | CBS_AUTOHSCROLL |
              WS_VSCROLL | WS_TABSTOP, 98, 144, 120, 90),
    ]
    return t


def points_of(em):
    """A raster strike's character height (pixels at 96 dpi) in whole points."""
    return (em * 72 + 48) // 96


def pixels_of(points):
    """lfHeight's magnitude for ``points`` at 96 dpi: MulDiv(points, 96, 72)."""
    return (points * 96 + 36) // 72


def item_height(vm, dlg):
    """WM_MEASUREITEM's answer for the dialog ``dlg``'s lists: a line of its font."""
    return max(13, user_font(vm.wm, dlg).line_height)


def list_faces(flags, charset=None):
    """GDI's families the Font box lists for ``flags`` (CF_SELECTSCRIPT: of ``charset``)."""
    if flags & (CF_TTONLY | CF_SCALABLEONLY):
        return []     # every font here is a raster font
    out = []
    for fam in FAMILIES:
        if flags & CF_FIXEDPITCHONLY and not fam[1]:
            continue
        if flags & CF_SCRIPTSONLY and fam[3] in (OEM_CHARSET, SYMBOL_CHARSET):
            continue
        if flags & CF_SELECTSCRIPT and charset is not None and fam[3] != charset:
            continue
        out.append(fam)
    return out


class FontDialog(_Driver):
    """One running Font dialog: the CHOOSEFONT it starts from, the choice it shows."""

    title = "Font"

    def __init__(self, vm, flags, logfont, color, size_min, size_max, style_name, owner,
                 cf, wide):
        """``logfont``: the program's LOGFONT as a dict (CF_INITTOLOGFONTSTRUCT) or None;
        ``style_name``: lpszStyle's text (CF_USESTYLE) or None; ``cf``: the CHOOSEFONT's
        address, for the Help message."""
        self.vm, self.flags, self.hwnd = vm, flags, 0
        self.logfont, self.color = logfont, color
        self.size_min, self.size_max, self.style_name = size_min, size_max, style_name
        self.owner, self.cf, self.wide = owner, cf, wide
        self.charset = logfont["charset"] if logfont else None
        self.faces = list_faces(flags, self.charset)
        self.result = None
        self.sample_font = 0
        self.sample_color = color         # the Sample's text colour (CF_EFFECTS)

    # -- the lists ------------------------------------------------------------------------
    def _face(self, name):
        name = (name or "").strip().lower()
        return next((f for f in self.faces if f[0].lower() == name), None)

    def _styles(self, face):
        if not self.flags & CF_NOSIMULATIONS or face is None:
            return list(range(4))
        out = [s for s, weight in ((0, 400), (2, 700)) if face_sizes(face[0], weight)]
        return out or [0]

    def _sizes(self, face):
        if face is None:
            return []
        pts = sorted({points_of(em) for em in face_sizes(face[0], face[2])})
        if self.flags & CF_LIMITSIZE:
            pts = [p for p in pts if self.size_min <= p <= self.size_max]
        return pts

    def _fill(self, cid, items, data=None):
        yield from self._send(cid, CB_RESETCONTENT)
        # The sizes go in in their order, at the end (CB_INSERTSTRING), even in a
        # CBS_SORT box, where adding them would sort "10" before "8".
        msg, where = (CB_INSERTSTRING, CB_ERR) if cid == CMB3 else (CB_ADDSTRING, 0)
        for i, text in enumerate(items):
            idx = yield from self._send_text(cid, msg, where, text)
            if data is not None and idx != CB_ERR:
                yield from self._send(cid, CB_SETITEMDATA, idx, data[i])

    def _select(self, cid, text):
        """Generator: select ``text`` in combo ``cid`` if listed, else put it in the edit."""
        idx = yield from self._send_text(cid, CB_FINDSTRINGEXACT, CB_ERR, text)
        if idx != CB_ERR:
            yield from self._send(cid, CB_SETCURSEL, idx)
        else:
            yield from self._send(cid, CB_SETCURSEL, CB_ERR)
            yield from self._send_text(cid, WM_SETTEXT, 0, text)

    def _selected(self, cid):
        """Generator: what combo ``cid`` says: its edit's text when it has an edit (what
        the user typed, or a program set with SetDlgItemText, counts even with an item
        still selected), else its selected item's text."""
        ctl = self._ctl(cid)
        if ctl is None:
            return ""
        if ctl.style & 0x3 != CBS_DROPDOWNLIST:
            return (yield from self._get_text(cid)).strip()
        idx = yield from self._send(cid, CB_GETCURSEL)
        return (yield from self._item_text(cid, idx)) if idx != CB_ERR else ""

    def _item_text(self, cid, idx):
        ctl = self._ctl(cid)
        if ctl is None:
            return ""
        n = yield from self.vm.wm.send(ctl.hwnd, CB_GETLBTEXTLEN, idx, 0)
        if n == CB_ERR:
            return ""
        p = self.vm.heap.alloc(2 * n + 4)
        try:
            yield from self.vm.wm.send(ctl.hwnd, CB_GETLBTEXT, idx, p)
            return self.vm.mem.wstr(p) or ""
        finally:
            self.vm.heap.free(p)

    def _refill_face(self, face, style=None, size=None, charset=None):
        """Generator: the style, size and script lists of ``face``, keeping the choice."""
        yield from self._fill(CMB2, [STYLES[s] for s in self._styles(face)])
        sizes = self._sizes(face)
        yield from self._fill(CMB3, [str(p) for p in sizes], sizes)
        sets = [face[3]] if face is not None else []
        yield from self._fill(CMB5, [SCRIPTS.get(cs, "Western") for cs in sets], sets)
        if style is not None:
            yield from self._select(CMB2, style)
        if size:
            yield from self._select(CMB3, size)
        if sets:
            yield from self._send(CMB5, CB_SETCURSEL, 0)

    # -- set-up ---------------------------------------------------------------------------
    def _show(self, cid, show):
        ctl = self._ctl(cid)
        if ctl is not None:
            yield from show_window(self.vm, ctl, 5 if show else 0)

    def _apply_flags(self):
        """Generator: show or hide the buttons and effects the flags ask for."""
        flags = self.flags
        yield from self._show(PSH_HELP, flags & CF_SHOWHELP and
                              self.vm.wm.get(self.owner) is not None)
        yield from self._show(PSH3, flags & CF_APPLY)
        for cid in (GRP1, CHX1, CHX2, STC4, CMB4):
            yield from self._show(cid, flags & CF_EFFECTS)
        script = self._ctl(CMB5)
        if script is not None:
            yield from enable_window(self.vm, script,
                                     not flags & (CF_NOSCRIPTSEL | CF_SELECTSCRIPT))

    def init(self, hwnd):
        """Generator: WM_INITDIALOG — the lists, then the starting choice."""
        self.hwnd = hwnd
        yield from self._apply_flags()
        yield from self._fill(CMB4, [n for n, _ in COLORS], [rgb for _, rgb in COLORS])
        yield from self._set_color(self.color)
        yield from self.set_logfont(self.logfont, initial=True)
        if self.style_name:
            # CF_USESTYLE: the program's style name, when it is one of the list's
            yield from self._select_if_listed(CMB2, self.style_name)
        yield from self._send(CMB3, CB_LIMITTEXT, 5)
        yield from self._show(STC5, True)
        yield from self.update_sample()

    def _select_if_listed(self, cid, text):
        idx = yield from self._send_text(cid, CB_FINDSTRINGEXACT, CB_ERR, text.strip())
        if idx != CB_ERR:
            yield from self._send(cid, CB_SETCURSEL, idx)

    def _set_color(self, color):
        index = next((i for i, (_, rgb) in enumerate(COLORS) if rgb == color), CB_ERR)
        yield from self._send(CMB4, CB_SETCURSEL, index)

    def set_logfont(self, lf, initial=False):
        """Generator: show the LOGFONT dict ``lf`` (WM_CHOOSEFONT_SETLOGFONT, and the
        CF_INITTOLOGFONTSTRUCT start). A face not listed selects the first one, except
        that CF_NOFACESEL / CF_NOSTYLESEL / CF_NOSIZESEL leave their box unselected at
        the start."""
        flags = self.flags
        faces = [f[0] for f in self.faces]
        yield from self._fill(CMB1, faces)
        face = self._face(lf["face"]) if lf else None
        if initial and flags & CF_NOFACESEL:
            face_name = None
        else:
            face = face or (self.faces[0] if self.faces else None)
            face_name = face[0] if face else None
        style = (2 if lf["weight"] > 500 else 0) + (1 if lf["italic"] else 0) if lf else 0
        height = abs(lf["height"]) if lf else 0
        size = str((height * 72 + 48) // 96) if height else None
        yield from self._refill_face(face)
        if face_name is not None:
            yield from self._select(CMB1, face_name)
        else:
            yield from self._send(CMB1, CB_SETCURSEL, CB_ERR)
        if not (initial and flags & CF_NOSTYLESEL):
            names = [STYLES[s] for s in self._styles(face)]
            yield from self._select(CMB2, STYLES[style] if STYLES[style] in names else names[0])
        if not (initial and flags & CF_NOSIZESEL):
            if size:
                yield from self._select(CMB3, size)
            elif not lf:
                yield from self._send(CMB3, CB_SETCURSEL, 0)
        if lf and flags & CF_EFFECTS:
            yield from self._send(CHX1, BM_SETCHECK, int(bool(lf["strikeout"])))
            yield from self._send(CHX2, BM_SETCHECK, int(bool(lf["underline"])))

    def set_flags(self, flags):
        """Generator: WM_CHOOSEFONT_SETFLAGS — the new display flags, the lists redone for
        them, the choice kept where it still exists."""
        current = yield from self.current()
        self.flags = flags
        self.faces = list_faces(flags, self.charset)
        yield from self._apply_flags()
        yield from self.set_logfont(current)
        yield from self.update_sample()

    # -- the current choice -----------------------------------------------------------------
    def current(self):
        """Generator: the choice as a LOGFONT dict (and its points, style, colour)."""
        face_text = yield from self._selected(CMB1)
        face = self._face(face_text)
        style_text = yield from self._selected(CMB2)
        style = next((i for i, s in enumerate(STYLES) if s.lower() == style_text.lower()),
                     None)
        size_text = yield from self._selected(CMB3)
        points = int(size_text) if size_text.isdigit() else None
        charset = face[3] if face else DEFAULT_CHARSET
        idx = yield from self._send(CMB5, CB_GETCURSEL)
        if idx != CB_ERR:
            charset = (yield from self._send(CMB5, CB_GETITEMDATA, idx)) & 0xFF
        if self.flags & CF_NOSCRIPTSEL:
            charset = DEFAULT_CHARSET        # documented: no script chosen
        res = {"face": face[0] if face else face_text, "listed": face is not None,
               "style": style, "points": points, "charset": charset,
               "fixed": face[1] if face else False, "underline": False,
               "strikeout": False, "color": self.color}
        res["weight"] = 0 if style is None else (700 if style & 2 else 400)
        res["italic"] = bool(style is not None and style & 1)
        res["height"] = -pixels_of(points) if points else 0
        if self.flags & CF_EFFECTS:
            res["strikeout"] = (yield from self._checked(CHX1))
            res["underline"] = (yield from self._checked(CHX2))
            idx = yield from self._send(CMB4, CB_GETCURSEL)
            if idx != CB_ERR:
                res["color"] = (yield from self._send(CMB4, CB_GETITEMDATA, idx)) & 0xFFFFFF
        return res

    def update_sample(self):
        """Generator: the Sample text in the chosen font."""
        ctl = self._ctl(STC5)
        if ctl is None:
            return
        cur = yield from self.current()
        self.sample_color = cur["color"] if self.flags & CF_EFFECTS else 0
        font = Font(cur["height"] or -13, cur["weight"] or 400, cur["face"],
                    1 if cur["fixed"] else 2, italic=int(cur["italic"]),
                    underline=int(cur["underline"]), strikeout=int(cur["strikeout"]),
                    charset=cur["charset"])
        old = self.sample_font
        self.sample_font = self.vm.gdi.add(font)
        yield from self.vm.wm.send(ctl.hwnd, WM_SETFONT, self.sample_font, 1)
        if old:
            self.vm.gdi.objects.pop(old, None)

    def sample_colors(self, hdc, hwnd):
        """WM_CTLCOLORSTATIC: for the Sample, its text in the chosen colour on the button
        face (the brush's handle, COLOR_BTNFACE + 1, as GetSysColorBrush answers); 0 for
        any other static."""
        ctl = self._ctl(STC5)
        dc = self.vm.gdi.get(hdc)
        if ctl is None or ctl.hwnd != hwnd or dc is None or not hasattr(dc, "text_color"):
            return 0
        dc.text_color = self.sample_color
        return COLOR_BTNFACE + 1

    def destroy(self):
        """WM_DESTROY: the sample's font goes."""
        if self.sample_font:
            self.vm.gdi.objects.pop(self.sample_font, None)
            self.sample_font = 0

    # -- commands -------------------------------------------------------------------------
    def command(self, cid, code):
        """Generator: WM_COMMAND — a new face refills the other lists; every change
        redraws the sample; Help tells the owner; OK and Cancel."""
        if cid == CMB1 and code in (CBN_SELCHANGE, CBN_EDITCHANGE):
            style = yield from self._selected(CMB2)
            size = yield from self._selected(CMB3)
            face = self._face((yield from self._selected(CMB1)))
            if face is not None:
                yield from self._refill_face(face, style, size)
            yield from self.update_sample()
            return True
        if cid in (CMB2, CMB3, CMB4, CMB5) and code in (CBN_SELCHANGE, CBN_EDITCHANGE) or \
                cid in (CHX1, CHX2) and code == BN_CLICKED:
            yield from self.update_sample()
            return True
        if cid == PSH_HELP and code == BN_CLICKED:
            # HELPMSGSTRING to the owner: wParam 0, lParam the program's CHOOSEFONT
            if self.vm.wm.get(self.owner) is not None:
                msg = register_message(self.vm.wm, HELPMSGSTRING)
                yield from self.vm.wm.send(self.owner, msg, 0, self.cf)
            return True
        return (yield from _Driver.command(self, cid, code))

    def ok(self):
        """Generator: OK — check the choice, keep it, end the dialog."""
        flags = self.flags
        cur = yield from self.current()
        if not cur["listed"] and cur["face"] and flags & CF_FORCEFONTEXIST:
            yield from self._box("There is no font with that name.\n"
                                 "Choose a font from the list of fonts.")
            return
        size_text = yield from self._selected(CMB3)
        if cur["points"] is None and (size_text or not flags & CF_NOSIZESEL):
            yield from self._box("Size must be a number.")
            return
        if cur["points"] is not None and flags & CF_LIMITSIZE and \
                not self.size_min <= cur["points"] <= self.size_max:
            yield from self._box("Size must be between %d and %d points."
                                 % (self.size_min, self.size_max))
            return
        if cur["style"] is None and not flags & CF_NOSTYLESEL:
            cur["style"], cur["weight"] = 0, 400
        self.result = cur
        yield from end_dialog(self.vm, self.hwnd, 1)

    # -- owner-drawn lists ------------------------------------------------------------------
    def draw_item(self, ctl_id, item, state, hdc, rect, data):
        """Generator: WM_DRAWITEM for cmb1-cmb4: the item's text (a colour's swatch
        first in cmb4, the face mark's room in cmb1), highlighted when selected."""
        vm = self.vm
        dc = vm.gdi.get(hdc)
        if dc is None or item == CB_ERR or not hasattr(dc, "draw"):
            return 0
        text = yield from self._item_text(ctl_id, item)
        ctl = find_control(vm.wm, vm.wm.get(self.hwnd), ctl_id)
        font = user_font(vm.wm, ctl).pil if ctl is not None else None
        left, top, right, bottom = rect
        selected = bool(state & ODS_SELECTED)
        bg = SYS_COLORS[13] if selected else SYS_COLORS[5]
        fg = SYS_COLORS[14] if selected else SYS_COLORS[8]

        def fn(d, ox, oy):
            x0, y0 = ox + left, oy + top
            d.rectangle([x0, y0, ox + right - 1, oy + bottom - 1], fill=bg)
            x = x0 + 2
            if ctl_id == CMB4:
                c = data & 0xFFFFFF
                rgb = (c & 0xFF, (c >> 8) & 0xFF, (c >> 16) & 0xFF)
                d.rectangle([x, y0 + 2, x + 22, oy + bottom - 3], fill=rgb, outline=(0, 0, 0))
                x += 28
            elif ctl_id == CMB1:
                x += FACE_MARK_W
            d.text((x, y0), text, font=font, fill=fg)
        dc.draw((left, top, right, bottom), fn)
        return 1
