"""Helpers for the dialog and control tests driving test/exe/dlgtest.exe (and its x86-64
build, test/exe64/dlgtest.exe: the tests take the ``width`` fixture and boot
``dlgtest(width)``)."""

import paths


def dlgtest(width=4):
    """The path of dlgtest.exe built for ``width`` (4: i686, 8: x86-64)."""
    return paths.guest_exe("dlgtest", width)

IDOK, IDCANCEL = 1, 2
IDC_NAME, IDC_CHECK, IDC_RADIO1, IDC_RADIO2 = 101, 102, 103, 104
IDC_LIST, IDC_CHANGES, IDC_LISTSEL = 105, 106, 107
IDC_MEMO, IDC_LINE = 201, 202
VK_TAB, VK_RETURN, VK_SHIFT, VK_ESCAPE = 0x09, 0x0D, 0x10, 0x1B
VK_END, VK_HOME, VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN, VK_DELETE = \
    0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x2E
NAVY = (0, 0, 128)


def main_title(d):
    """Title of the guest's main window (where it reports results)."""
    return next(w["title"] for w in d.vm.wm.describe() if w["class"] == "DlgTest")


def main_win(d):
    """The main window object."""
    return next(d.vm.wm.get(w["hwnd"]) for w in d.vm.wm.describe() if w["class"] == "DlgTest")


def control(d, cid):
    """The control ``cid`` of the active dialog (Window object)."""
    from wineagent.win32.user.dialogs import active_dialog, find_control
    dlg = active_dialog(d.vm)
    assert dlg is not None, "no dialog open"
    ctl = find_control(d.vm.wm, dlg, cid)
    assert ctl is not None, "no control %d" % cid
    return ctl


def client_rect(d, cid):
    """Screen (l, t, r, b) of a control's client area."""
    ctl = control(d, cid)
    x, y = d.vm.wm.client_origin(ctl)
    w, h = ctl.client_size()
    return x, y, x + w, y + h


def type_chars(d, text):
    """Keypress (WM_CHAR) events only, one per character, then settle."""
    for ch in text:
        d.key("char", ord(ch))
    return d.settle()


def press(d, vk, shift=False):
    """Keydown + keyup of ``vk`` (Shift held around it when asked), then settle."""
    if shift:
        d.key("down", VK_SHIFT)
    d.key("down", vk).key("up", vk)
    if shift:
        d.key("up", VK_SHIFT)
    return d.settle()


def edit_state(d, cid):
    """The EditState of an EDIT control."""
    return control(d, cid).state["edit"]


def crop(d, rect):
    """A copy of the screen inside (l, t, r, b)."""
    return d.screen().crop(rect)


def _pixels(img):
    raw = img.convert("RGB").tobytes()
    return [tuple(raw[i:i + 3]) for i in range(0, len(raw), 3)]


def count_color(img, color):
    """How many pixels of ``img`` have exactly ``color``."""
    return sum(1 for p in _pixels(img) if p == color)
