"""The Control Panel window Control_RunDLL shows: "Wine Control Panel", as Wine draws it.

A top-level window of class ``Shell_Control_WndClass`` with Wine's menu (File: Exit;
View: Large Icons, Small Icons, List, Details; Help: About Control Panel), a list view
of the applets (columns Name and Description) and a status bar. The applets are the
``.cpl`` files in ``C:\\WINDOWS\\SYSTEM32``; a fresh drive has none, so the list is
empty, as Wine shows it without its own applets. Loading an applet (a guest DLL's
CPlApplet) is not implemented: a drive with a ``.cpl`` stops the guest naming it.

Differences from Wine, each reported rather than faked: the list view starts in the
Details view, because comctl32's SysListView32 draws only its report view so far (the
View menu's Details is checked; the icon and list views stop the guest as
unimplemented). Help > About Control Panel shows the ShellAbout box.

``run_control_panel`` is the window's own message loop: Control_RunDLL returns when the
window is closed, as on Windows.
"""

import os

from ...abi.api import Unimplemented
from ..user.pyproc import window_proc
from ..core.messages import WM_CLOSE, WM_COMMAND, WM_CREATE, WM_DESTROY, WM_SIZE
from ..kernel.vfs import VfsError
from ..user.dialogs import dialog_box
from ..user.menus import MF_CHECKED, MFT_RADIOCHECK, MF_SEPARATOR, MenuItem
from ..user.msgloop import dispatch
from ..user.sysparams import DESKTOP_HWND
from ..user.window import create_window, def_window_proc, reposition
from ..user.wm import WS_CHILD, WS_TABSTOP, WS_VISIBLE, WindowClass
from ..core.structures import LVCOLUMN
from .aboutdlg import ABOUT_PROC, about_template
from ..core.dllnames import SHELL32

__all__ = ["CPANEL_CLASS", "CPANEL_TITLE", "run_control_panel", "applet_files"]

CPANEL_CLASS = "Shell_Control_WndClass"
CPANEL_TITLE = "Wine Control Panel"
IDM_CPANEL_EXIT, IDM_CPANEL_ABOUT = 0xC9, 0xCA
FCIDM_SHVIEW_BIGICON, FCIDM_SHVIEW_SMALLICON = 0x7029, 0x702A
FCIDM_SHVIEW_LISTVIEW, FCIDM_SHVIEW_REPORTVIEW = 0x702B, 0x702C
IDC_LISTVIEW, IDC_STATUSBAR = 1000, 1001
WS_OVERLAPPEDWINDOW = 0x00CF0000
WS_EX_CLIENTEDGE = 0x200
CW_USEDEFAULT = 0x80000000
CCS_BOTTOM, SBARS_SIZEGRIP = 0x3, 0x100
LVS_REPORT, LVS_SINGLESEL, LVS_SORTASCENDING, LVS_AUTOARRANGE = 0x1, 0x4, 0x10, 0x100
LVM_INSERTCOLUMNW = 0x1061
LVCF_FMT, LVCF_WIDTH, LVCF_TEXT, LVCF_SUBITEM = 0x1, 0x2, 0x4, 0x8
SB_SETPARTS = 0x404
CS_HREDRAW, CS_VREDRAW = 0x2, 0x1
WHITE_BRUSH = 0x00F00000    # GetStockObject(WHITE_BRUSH)'s handle


def applet_files(vm):
    """The ``.cpl`` files of C:\\WINDOWS\\SYSTEM32 (sorted), which would be the applets."""
    try:
        host = vm.vfs.host_path(vm.vfs.split("C:\\WINDOWS\\SYSTEM32"))
        names = os.listdir(host)
    except (VfsError, OSError):
        return []
    return sorted(n for n in names if n.lower().endswith(".cpl"))


def _menu_bar(vm):
    """Wine's MENU_CPANEL, with Details checked (see the module docstring)."""
    menus = vm.menus

    def popup(text, items):
        m = menus.create(True)
        m.items = items
        return MenuItem(id=m.handle, text=text, submenu=m.handle)

    bar = menus.create(False)
    bar.items = [
        popup("&File", [MenuItem(MF_SEPARATOR), MenuItem(0, 0, IDM_CPANEL_EXIT, "E&xit")]),
        popup("&View", [
            MenuItem(0, 0, FCIDM_SHVIEW_BIGICON, "Lar&ge Icons"),
            MenuItem(0, 0, FCIDM_SHVIEW_SMALLICON, "S&mall Icons"),
            MenuItem(0, 0, FCIDM_SHVIEW_LISTVIEW, "&List"),
            MenuItem(MFT_RADIOCHECK, MF_CHECKED, FCIDM_SHVIEW_REPORTVIEW, "&Details")]),
        popup("&Help", [MenuItem(0, 0, IDM_CPANEL_ABOUT, "&About Control Panel")]),
    ]
    return bar.handle


def _insert_column(vm, lv, index, width, text):
    mem, heap = vm.mem, vm.heap
    p_text = heap.alloc(2 * len(text) + 2)
    mem.write_wstr(p_text, text)
    # LVCOLUMNW at the program's width: the list view reads it as the program's own
    data = LVCOLUMN.W.pack(vm.ptr_size, mask=LVCF_FMT | LVCF_WIDTH | LVCF_TEXT | LVCF_SUBITEM,
                           cx=width, pszText=p_text, cchTextMax=len(text) + 1, iSubItem=index)
    col = heap.alloc(len(data))
    mem.write(col, data)
    try:
        return (yield from vm.wm.send(lv, LVM_INSERTCOLUMNW, index, col))
    finally:
        heap.free(col)
        heap.free(p_text)


def _create(wm, win):
    vm = wm.vm
    status = yield from create_window(vm, 0, "msctls_statusbar32", "",
                                      WS_CHILD | WS_VISIBLE | CCS_BOTTOM | SBARS_SIZEGRIP,
                                      0, 0, 0, 0, win.hwnd, IDC_STATUSBAR, win.instance, 0, True)
    parts = vm.heap.alloc(4)
    vm.mem.w32(parts, 0xFFFFFFFF)        # one part (an int array), to the right edge
    try:
        yield from wm.send(status, SB_SETPARTS, 1, parts)
    finally:
        vm.heap.free(parts)
    cw, ch = win.client_size()
    sb = wm.get(status)
    sb_h = sb.client_size()[1] if sb is not None else 0
    style = WS_CHILD | WS_VISIBLE | WS_TABSTOP | LVS_SORTASCENDING | LVS_AUTOARRANGE | \
        LVS_SINGLESEL | LVS_REPORT
    lv = yield from create_window(vm, WS_EX_CLIENTEDGE, "SysListView32", "", style, 0, 0, cw,
                                  ch - sb_h, win.hwnd, IDC_LISTVIEW, win.instance, 0, True)
    yield from _insert_column(vm, lv, 0, cw // 3, "Name")
    yield from _insert_column(vm, lv, 1, (cw // 3) * 2, "Description")
    win.state["cpanel"] = (lv, status)


def _size(wm, win, lparam):
    lv, status = win.state.get("cpanel", (0, 0))
    sb, lvw = wm.get(status), wm.get(lv)
    cw, ch = lparam & 0xFFFF, (lparam >> 16) & 0xFFFF
    if sb is not None:
        yield from wm.send(sb.hwnd, WM_SIZE, 0, lparam)   # the bar docks itself
    if lvw is not None:
        sb_h = sb.h if sb is not None else 0
        yield from reposition(wm.vm, lvw, 0, 0, cw, max(0, ch - sb_h))


def cpanel_proc(wm, win, msg, wparam, lparam):
    """Window procedure of the Control Panel window."""
    if msg == WM_CREATE:
        yield from _create(wm, win)
        return 0
    if msg == WM_SIZE:
        yield from _size(wm, win, lparam)
        return 0
    if msg == WM_DESTROY:
        wm.quit_code = 0                 # PostQuitMessage(0), as Wine's panel does
        return 0
    if msg == WM_COMMAND:
        cmd = wparam & 0xFFFF
        if cmd == IDM_CPANEL_EXIT:
            yield from wm.send(win.hwnd, WM_CLOSE, 0, 0)
            return 0
        if cmd == IDM_CPANEL_ABOUT:
            vm = wm.vm
            yield from dialog_box(vm, about_template(CPANEL_TITLE, None), 0, win.hwnd,
                                  vm.proc_address(SHELL32, ABOUT_PROC), 0, True)
            return 0
        if cmd == FCIDM_SHVIEW_REPORTVIEW:
            return 0                     # already the view shown
        if cmd in (FCIDM_SHVIEW_BIGICON, FCIDM_SHVIEW_SMALLICON, FCIDM_SHVIEW_LISTVIEW):
            raise Unimplemented("%s!Control_RunDLL (the Control Panel's icon and list views)"
                                % SHELL32)
    return (yield from def_window_proc(wm, win, msg, wparam, lparam, True))


window_proc(SHELL32, "wineagent.ControlPanelProc", cpanel_proc)


def _register(vm):
    wm = vm.wm
    if wm.find_class(CPANEL_CLASS) is None:
        addr = vm.proc_address(SHELL32, "wineagent.ControlPanelProc")
        wm.register_python_proc(addr, cpanel_proc)
        cls = WindowClass(CPANEL_CLASS, CS_HREDRAW | CS_VREDRAW, addr, 0, 4, 0, 0, 0,
                          WHITE_BRUSH, builtin=True)
        cls.unicode = True
        wm.register_class(cls)


def run_control_panel(vm, owner, show):
    """Generator: Control_RunDLL with an empty command — the panel window and its loop."""
    applets = applet_files(vm)
    if applets:
        raise Unimplemented("%s!Control_RunDLL (loading the applet %s)" % (SHELL32, applets[0]))
    _register(vm)
    wm = vm.wm
    hwnd = yield from create_window(vm, 0, CPANEL_CLASS, CPANEL_TITLE,
                                    WS_OVERLAPPEDWINDOW | WS_VISIBLE, CW_USEDEFAULT,
                                    CW_USEDEFAULT, CW_USEDEFAULT, CW_USEDEFAULT,
                                    0 if owner == DESKTOP_HWND else owner, _menu_bar(vm), 0, 0,
                                    True)
    while hwnd and wm.get(hwnd) is not None:
        m = yield from wm.modal_message()
        if m is None:
            break
        yield from dispatch(vm, m.hwnd, m.msg, m.wparam, m.lparam, m.time)
