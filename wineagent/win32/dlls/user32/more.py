"""USER32: small window and character questions — GetClassName, GetWindowInfo,
EnumThreadWindows, SubtractRect, IsCharAlpha / IsCharAlphaNumeric / IsCharUpper /
IsCharLower.

The character classes follow Unicode (Python's ``str`` predicates over the character, the
ANSI variants decoding their byte from cp1252 first), which is what GetStringTypeW's
C1_ALPHA / C1_UPPER / C1_LOWER / C1_DIGIT report for the Basic Multilingual Plane.
"""

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...core.structures import RECT
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...user.placement import MINIMIZED, state_of
from ...core.dllnames import USER32
from .main import any_win
from ...core.structures import WINDOWINFO

WS_ACTIVECAPTION = 0x1
#: the system classes as Windows spells them (our registry keeps them upper-case)
_SYSTEM_NAMES = {"button": "Button", "edit": "Edit", "static": "Static",
                 "listbox": "ListBox", "combobox": "ComboBox", "scrollbar": "ScrollBar",
                 "mdiclient": "MDIClient", "combolbox": "ComboLBox"}


def _win(c, hwnd):
    win = c.vm.wm.get(hwnd)
    if win is None:
        c.vm.last_error = ERROR_INVALID_WINDOW_HANDLE
    return win


@api(USER32, "GetClassName{AW}", "HWND hwnd, LPVOID buf, INT size", widths=BOTH)
def GetClassName(c, hwnd, buf, size):
    _, win = any_win(c, hwnd)       # (any process's window)
    if win is None or not buf or size <= 0:
        return 0
    name = win.cls.name if isinstance(win.cls.name, str) else "#%d" % win.cls.name
    if win.cls.builtin:
        name = _SYSTEM_NAMES.get(name.lower(), name)
    return c.write_str(buf, name, size)


def _tid(c, win):
    return getattr(win, "tid", None) or c.vm.threads.threads[0].tid


@api(USER32, "EnumThreadWindows", "DWORD tid, LPVOID proc, LPARAM lparam", widths=BOTH)
def EnumThreadWindows(c, tid, proc, lparam):
    """The thread's top-level windows, top of the Z order first; FALSE when the callback
    stops the enumeration or the thread has none."""
    wm = c.vm.wm
    found = False
    for h in list(reversed(wm.zorder)):
        win = wm.get(h)
        if win is None or win.destroyed or _tid(c, win) != tid:
            continue
        found = True
        if not (yield GuestCall(proc, (h, lparam))) & 0xFFFFFFFF:   # a BOOL: 32 bits
            return 0
    return 1 if found else 0


@api(USER32, "GetWindowInfo", "HWND hwnd, LPVOID info", widths=BOTH)
def GetWindowInfo(c, hwnd, info):
    """WINDOWINFO: the window and client rectangles (screen), styles, whether it is the
    active window, the border sizes, the class atom and the creator version (0x0400)."""
    vm = c.vm
    win = _win(c, hwnd)
    if win is None or not info:
        return 0
    wm = vm.wm
    l, t, r, b = wm.window_rect(win)
    cx, cy = wm.client_origin(win)
    cw, ch = win.client_size()
    # WS_ACTIVECAPTION for the active window itself (not its children), as Windows says
    status = WS_ACTIVECAPTION if wm.is_active(win.hwnd) else 0
    border = win.border()
    atom = win.cls.atom if isinstance(win.cls.atom, int) else 0
    vm.mem.write(info, WINDOWINFO.pack(
        cbSize=WINDOWINFO.sizeof(), rcWindow=(l, t, r, b), rcClient=(cx, cy, cx + cw, cy + ch),
        dwStyle=win.style, dwExStyle=win.exstyle, dwWindowStatus=status,
        cxWindowBorders=border, cyWindowBorders=border, atomWindowType=atom,
        wCreatorVersion=0x0400))
    return 1


@api(USER32, "SubtractRect", "LPVOID dst, LPVOID a, LPVOID b", widths=BOTH)
def SubtractRect(c, dst, pa, pb):
    """``a`` less ``b`` when ``b`` spans ``a`` fully across one side (the result is still a
    rectangle); else ``a`` unchanged. TRUE unless the result is empty."""
    mem = c.vm.mem
    l, t, r, b = RECT.values(mem, pa)
    bl, bt, br, bb = RECT.values(mem, pb)
    empty = r <= l or b <= t
    if not empty and bl < br and bt < bb and not (br <= l or bl >= r or bb <= t or bt >= b):
        if bl <= l and br >= r:           # b covers a's whole width
            if bt <= t:
                t = max(t, bb)
            if bb >= b:
                b = min(b, bt)
        elif bt <= t and bb >= b:         # b covers a's whole height
            if bl <= l:
                l = max(l, br)
            if br >= r:
                r = min(r, bl)
    if r <= l or b <= t:
        mem.write(dst, RECT.pack_values(0, 0, 0, 0))
        return 0
    mem.write(dst, RECT.pack_values(l, t, r, b))
    return 1


def _char(c, ch):
    if c.wide:
        return chr(ch & 0xFFFF)
    return bytes([ch & 0xFF]).decode("cp1252", "replace")


@api(USER32, "IsCharAlpha{AW}", "UINT ch", widths=BOTH)
def IsCharAlpha(c, ch):
    return 1 if _char(c, ch).isalpha() else 0


@api(USER32, "IsCharAlphaNumeric{AW}", "UINT ch", widths=BOTH)
def IsCharAlphaNumeric(c, ch):
    s = _char(c, ch)
    return 1 if s.isalpha() or s.isdigit() else 0


@api(USER32, "IsCharUpper{AW}", "UINT ch", widths=BOTH)
def IsCharUpper(c, ch):
    return 1 if _char(c, ch).isupper() else 0


@api(USER32, "IsCharLower{AW}", "UINT ch", widths=BOTH)
def IsCharLower(c, ch):
    return 1 if _char(c, ch).islower() else 0


WM_MDITILE, WM_MDICASCADE = 0x226, 0x227
MDITILE_SKIPDISABLED, MDITILE_ZORDER = 0x2, 0x4


def _arrange_mdi(c, parent, how, rect, count, kids, msg):
    """Cascade / tile an MDI client's children the way its WM_MDICASCADE / WM_MDITILE do
    (those are CascadeWindows / TileWindows on Windows); the number arranged."""
    vm = c.vm
    win = vm.wm.get(parent) if parent else None
    if win is None or not win.cls.builtin or win.cls.name.lower() != "mdiclient" \
            or rect or count or kids or how & (MDITILE_SKIPDISABLED | MDITILE_ZORDER):
        raise Unimplemented("USER32.dll!%s: only an MDI client's children, whole area, no "
                            "list or skip/z-order flags" % c.spec.name)
    yield from vm.wm.send(parent, msg, how, 0)
    return sum(1 for h in win.children
               if vm.wm.get(h) is not None and vm.wm.get(h).style & 0x10000000
               and state_of(vm.wm.get(h)) != MINIMIZED)


@api(USER32, "CascadeWindows", "HWND parent, UINT how, LPVOID rect, UINT count, LPVOID kids", widths=BOTH)
def CascadeWindows(c, parent, how, rect, count, kids):
    return (yield from _arrange_mdi(c, parent, how, rect, count, kids, WM_MDICASCADE))


@api(USER32, "TileWindows", "HWND parent, UINT how, LPVOID rect, UINT count, LPVOID kids", widths=BOTH)
def TileWindows(c, parent, how, rect, count, kids):
    return (yield from _arrange_mdi(c, parent, how, rect, count, kids, WM_MDITILE))
