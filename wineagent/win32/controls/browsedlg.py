"""SHBrowseForFolder's dialog: "Browse For Folder", a folder tree, OK and Cancel.

An ordinary modal ``#32770`` dialog built from a ``DialogTemplate`` (so ``dlg-click``,
keys and snapshots work on it), laid out as Windows' classic one: the caller's
``lpszTitle`` on top, the folders, then (with BIF_NEWDIALOGSTYLE) "Make New Folder",
OK and Cancel; BIF_STATUSTEXT adds a status line and BIF_EDITBOX a "Folder:" edit.

The folders are a LISTBOX (id 14145, the tree's id on Windows) that shows the tree
with one branch open: the chain from the root to the open folder, indented, then that
folder's subfolders. A click selects a folder (the program's callback hears
BFFM_SELCHANGED with its PIDL); a double click (or Enter on the list) opens it, showing
its subfolders. "Make New Folder" creates ``New Folder`` (``New Folder (2)``, ...) in
the selected folder and selects it; it is not renamed in place. The program's
BrowseCallbackProc gets BFFM_INITIALIZED and BFFM_SELCHANGED and may send
BFFM_SETSELECTION (a path or a PIDL), BFFM_ENABLEOK, BFFM_SETSTATUSTEXT, BFFM_SETOKTEXT
and BFFM_SETEXPANDED, as on Windows. The DLGPROC is ``dlls/shell32/browse.py``'s.
"""

import os

from ...abi.api import GuestCall
from ..core.messages import WM_SETTEXT
from ..core.styles import BS_DEFPUSHBUTTON
from ..kernel import shellns
from ..kernel.vfs import VfsError
from ..user.dialogs import (DS_CENTER, DS_MODALFRAME, DS_SETFONT, SHELL_DLG_FONT,
                            DialogTemplate, end_dialog, find_control, template_item)
from ..user.wm import (WS_BORDER, WS_CAPTION, WS_DISABLED, WS_GROUP, WS_POPUP, WS_SYSMENU,
                       WS_TABSTOP, WS_VSCROLL)

__all__ = ["FolderBrowser", "browse_template", "pidl_of", "BROWSE_PROC", "IDC_TREE",
           "IDC_NEWFOLDER"]

BROWSE_PROC = "wineagent.BrowseFolderProc"
IDOK, IDCANCEL = 1, 2
IDC_TREE, IDC_TITLE, IDC_STATUS, IDC_EDIT, IDC_NEWFOLDER = 14145, 14146, 14147, 14148, 14150
BIF_RETURNONLYFSDIRS, BIF_STATUSTEXT, BIF_EDITBOX = 0x1, 0x4, 0x10
BIF_NEWDIALOGSTYLE, BIF_NONEWFOLDERBUTTON = 0x40, 0x200
BFFM_INITIALIZED, BFFM_SELCHANGED = 1, 2
WM_USER = 0x400
BFFM_SETSTATUSTEXTA, BFFM_ENABLEOK = WM_USER + 100, WM_USER + 101
BFFM_SETSELECTIONA = WM_USER + 102
BFFM_SETSELECTIONW, BFFM_SETSTATUSTEXTW, BFFM_SETOKTEXT = WM_USER + 103, WM_USER + 104, WM_USER + 105
BFFM_SETEXPANDED = WM_USER + 106
LB_ADDSTRING, LB_RESETCONTENT, LB_SETCURSEL, LB_GETCURSEL = 0x180, 0x184, 0x186, 0x188
LBN_SELCHANGE, LBN_DBLCLK = 1, 2
LBS_NOTIFY = 0x1
SS_NOPREFIX = 0x80
ES_AUTOHSCROLL = 0x80
WM_ENABLE = 0x000A
INDENT = "    "


def browse_template(flags, title):
    """The DialogTemplate SHBrowseForFolder shows for BROWSEINFO ``flags`` and title."""
    t = DialogTemplate()
    t.style = WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_MODALFRAME | DS_CENTER | DS_SETFONT
    t.font = SHELL_DLG_FONT        # as shell32's template: not the System font
    t.cx, t.cy = 212, 188
    t.title = "Browse For Folder"
    y = 4
    t.items = [template_item("STATIC", IDC_TITLE, SS_NOPREFIX, 4, y, 204, 24, title or "")]
    y += 26
    if flags & BIF_STATUSTEXT:
        t.items.append(template_item("STATIC", IDC_STATUS, SS_NOPREFIX, 4, y, 204, 9, ""))
        y += 11
    bottom = 152 if flags & BIF_EDITBOX else 166
    t.items.append(template_item("LISTBOX", IDC_TREE,
                                 WS_BORDER | WS_VSCROLL | WS_TABSTOP | LBS_NOTIFY,
                                 4, y, 204, bottom - 4 - y))
    if flags & BIF_EDITBOX:
        t.items.append(template_item("STATIC", 0xFFFF, 0, 4, 154, 28, 9, "Folder:"))
        t.items.append(template_item("EDIT", IDC_EDIT, WS_BORDER | WS_TABSTOP | ES_AUTOHSCROLL,
                             34, 152, 174, 12))
    if flags & BIF_NEWDIALOGSTYLE and not flags & BIF_NONEWFOLDERBUTTON:
        t.items.append(template_item("BUTTON", IDC_NEWFOLDER, WS_TABSTOP, 4, 170, 74, 14,
                             "&Make New Folder"))
    t.items.append(template_item("BUTTON", IDOK, WS_TABSTOP | WS_GROUP | BS_DEFPUSHBUTTON,
                         102, 170, 50, 14, "OK"))
    t.items.append(template_item("BUTTON", IDCANCEL, WS_TABSTOP, 158, 170, 50, 14, "Cancel"))
    return t


def pidl_of(item):
    """Absolute PIDL bytes of a namespace item (under the desktop)."""
    chain = []
    cur = item
    while cur.kind != shellns.DESKTOP:
        chain.append(shellns.item_bytes(cur))
        cur = _parent(cur)
    return shellns.join_pidl(list(reversed(chain)))


def _parent(item):
    if item.kind == shellns.MY_COMPUTER:
        return shellns.Item(shellns.DESKTOP)
    if item.kind == shellns.DRIVE:
        return shellns.Item(shellns.MY_COMPUTER)
    head = item.path.rsplit("\\", 1)[0]
    if head == "C:":
        return shellns.Item(shellns.DRIVE)
    return shellns.Item(shellns.FOLDER, head)


def _same(a, b):
    return a.kind == b.kind and (a.path or "").lower() == (b.path or "").lower()


class FolderBrowser:
    """One running Browse For Folder dialog: the tree's state and the outcome."""

    def __init__(self, vm, flags, root, callback, cb_param, wide):
        self.vm, self.flags, self.root = vm, flags, root
        self.callback, self.cb_param, self.wide = callback, cb_param, wide
        self.open = root                # the folder whose subfolders are listed
        self.rows = []                  # the Items on the list, in order
        self.selected = root
        self.result = None              # the chosen Item once OK was pressed
        self.hwnd = 0

    # -- the tree as a list ----------------------------------------------------------
    def _chain(self, item):
        """root .. item (item must lie under the root)."""
        chain = [item]
        while not _same(chain[-1], self.root) and chain[-1].kind != shellns.DESKTOP:
            chain.append(_parent(chain[-1]))
        return list(reversed(chain))

    def under_root(self, item):
        """True when ``item`` is the root or lies below it."""
        return any(_same(x, self.root) for x in self._chain(item))

    def _ctl(self, cid):
        dlg = self.vm.wm.get(self.hwnd)
        return find_control(self.vm.wm, dlg, cid) if dlg is not None else None

    def _send(self, cid, msg, wparam=0, lparam=0):
        ctl = self._ctl(cid)
        if ctl is None:
            return 0
        return (yield from self.vm.wm.send(ctl.hwnd, msg, wparam, lparam))

    def _send_text(self, cid, msg, text):
        vm = self.vm
        p = vm.heap.alloc(2 * len(text) + 2)
        vm.mem.write_wstr(p, text)      # the dialog's controls are Unicode windows
        try:
            return (yield from self._send(cid, msg, 0, p))
        finally:
            vm.heap.free(p)

    def refresh(self):
        """Generator: list the open branch (root .. open folder, its subfolders)."""
        chain = self._chain(self.open)
        kids = shellns.children(self.vm.vfs, self.open, files=False)
        self.rows = chain + kids
        depth = [i for i in range(len(chain))] + [len(chain)] * len(kids)
        yield from self._send(IDC_TREE, LB_RESETCONTENT)
        for item, d in zip(self.rows, depth):
            yield from self._send_text(IDC_TREE, LB_ADDSTRING,
                                       INDENT * d + shellns.display_name(item))
        index = next((i for i, it in enumerate(self.rows) if _same(it, self.selected)), -1)
        yield from self._send(IDC_TREE, LB_SETCURSEL, index & 0xFFFFFFFF)

    # -- the program's callback --------------------------------------------------------
    def notify(self, msg, lparam):
        """Generator: call the program's BrowseCallbackProc (if any)."""
        if self.callback:
            yield GuestCall(self.callback, (self.hwnd, msg, lparam, self.cb_param))

    def _sel_changed(self):
        vm = self.vm
        yield from self._enable_ok(self.selectable(self.selected))
        if self.callback:
            data = pidl_of(self.selected)
            p = vm.heap.alloc(len(data))
            vm.mem.write(p, data)
            try:
                yield from self.notify(BFFM_SELCHANGED, p)
            finally:
                vm.heap.free(p)

    def selectable(self, item):
        """Whether OK may take ``item`` (BIF_RETURNONLYFSDIRS: file system folders)."""
        return not (self.flags & BIF_RETURNONLYFSDIRS) or \
            item.kind in (shellns.DRIVE, shellns.FOLDER) or \
            (item.kind == shellns.DESKTOP)

    def _enable_ok(self, enable):
        ok = self._ctl(IDOK)
        if ok is None:
            return
        was = not ok.style & WS_DISABLED
        if was != bool(enable):
            ok.style = (ok.style & ~WS_DISABLED) if enable else (ok.style | WS_DISABLED)
            yield from self.vm.wm.send(ok.hwnd, WM_ENABLE, int(bool(enable)), 0)
            self.vm.wm.invalidate(ok, None, True)

    # -- the dialog procedure's work ---------------------------------------------------
    def init(self, hwnd):
        """Generator: WM_INITDIALOG — show the root, then BFFM_INITIALIZED."""
        self.hwnd = hwnd
        yield from self.refresh()
        yield from self.notify(BFFM_INITIALIZED, 0)
        yield from self._sel_changed()

    def select(self, item):
        """Generator: select ``item`` (opening its parent's branch), as BFFM_SETSELECTION."""
        if not self.under_root(item):
            return 0
        self.open = item if item.kind != shellns.FILE else _parent(item)
        self.selected = item
        yield from self.refresh()
        yield from self._sel_changed()
        return 1

    def select_path(self, path):
        """Generator: BFFM_SETSELECTION with a path; an unknown path changes nothing."""
        try:
            item = shellns.item_of(shellns.pidl_for_path(self.vm.vfs, path))
        except VfsError:
            return 0
        return (yield from self.select(item))

    def command(self, cid, code):
        """Generator: WM_COMMAND from a control."""
        if cid == IDC_TREE and code in (LBN_SELCHANGE, LBN_DBLCLK):
            i = yield from self._send(IDC_TREE, LB_GETCURSEL)
            if not 0 <= i < len(self.rows):
                return 1
            item = self.rows[i]
            if code == LBN_DBLCLK:
                return (yield from self.select(item))
            if not _same(item, self.selected):
                self.selected = item
                yield from self._sel_changed()
            return 1
        if cid == IDC_NEWFOLDER:
            return (yield from self.new_folder())
        if cid == IDOK:
            if not self.selectable(self.selected):
                return 1
            self.result = self.selected
            yield from end_dialog(self.vm, self.hwnd, 1)
            return 1
        if cid == IDCANCEL:
            yield from end_dialog(self.vm, self.hwnd, 0)
            return 1
        return 0

    def new_folder(self):
        """Generator: "Make New Folder" in the selected folder, then select it."""
        base = shellns.path_of(self.vm.vfs, self.selected, None)
        if base is None or self.selected.kind == shellns.FILE:
            return 1
        base = base.rstrip("\\")
        vfs = self.vm.vfs
        for n in range(1, 1000):
            name = "New Folder" if n == 1 else "New Folder (%d)" % n
            try:
                host = vfs.host_path(vfs.split(base + "\\" + name))
            except VfsError:
                return 1
            if not os.path.exists(host):
                os.makedirs(host)
                return (yield from self.select(shellns.Item(shellns.FOLDER,
                                                            base + "\\" + name)))
        return 1

    def message(self, msg, wparam, lparam):
        """Generator: the BFFM_* messages the program's callback sends; None for others."""
        mem = self.vm.mem
        if msg in (BFFM_SETSELECTIONA, BFFM_SETSELECTIONW):
            if wparam:
                path = mem.wstr(lparam) if msg == BFFM_SETSELECTIONW else mem.cstr(lparam)
                return (yield from self.select_path(path or ""))
            try:
                item = shellns.item_of(shellns.read_pidl(mem, lparam))
            except ValueError:
                item = None
            return 0 if item is None else (yield from self.select(item))
        if msg == BFFM_SETEXPANDED:
            return (yield from self.message(BFFM_SETSELECTIONW, wparam, lparam))
        if msg == BFFM_ENABLEOK:
            yield from self._enable_ok(lparam)
            return 1
        if msg in (BFFM_SETSTATUSTEXTA, BFFM_SETSTATUSTEXTW):
            text = mem.wstr(lparam) if msg == BFFM_SETSTATUSTEXTW else mem.cstr(lparam)
            yield from self._send_text(IDC_STATUS, WM_SETTEXT, text or "")
            return 1
        if msg == BFFM_SETOKTEXT:
            yield from self._send_text(IDOK, WM_SETTEXT, mem.wstr(lparam) or "")
            return 1
        return None
