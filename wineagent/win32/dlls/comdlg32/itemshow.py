"""Show of the Common Item Dialog (``itemdialog.py`` has its other methods): the file
dialog GetOpenFileName / GetSaveFileName run (``controls/filedlg.py``, through
``main.run_dialog``) with what the program set on the object — labels, the places list,
its custom controls (``itemcustom.py``), multiple selection, the file types as a drop-down
list, the item dialog's default-extension rule, FOS_STRICTFILETYPES and
FOS_OKBUTTONNEEDSINTERACTION — and the events its sinks hear; FOS_PICKFOLDERS runs
SHBrowseForFolder's dialog (``controls/browsedlg.py``) with a folder picker's events.
docs/dialogs-controls.md, "The Common Item Dialog", describes both.
"""

import fnmatch
import os
import re

from ....abi.api import BOTH, Unimplemented, api
from ...controls.browsedlg import BIF_RETURNONLYFSDIRS, BROWSE_PROC, IDC_TREE, \
    FolderBrowser, browse_template, pidl_of
from ...controls.filedlg import (CMB1, IDCANCEL, IDOK, IDS, LBN_DBLCLK, LBN_SELCHANGE,
                                 LST1, EDT1, OFN_CREATEPROMPT, OFN_FILEMUSTEXIST,
                                 OFN_HIDEREADONLY, OFN_NOCHANGEDIR, OFN_NOREADONLYRETURN,
                                 OFN_OVERWRITEPROMPT, OFN_PATHMUSTEXIST, FileDialog,
                                 join_path, template)
from ...controls.static_listbox import (LB_ADDSTRING, LB_GETCURSEL, LB_GETSELCOUNT,
                                        LB_GETSELITEMS, LB_RESETCONTENT, LB_SETCURSEL,
                                        LBS_EXTENDEDSEL)
from ...core.dllnames import COMDLG32, SHELL32
from ...core.messages import WM_SETTEXT
from ...core.winerror import E_UNEXPECTED, ERROR_CANCELLED, S_OK, hresult_from_win32
from ...kernel import shellns
from ...kernel.comobj import com_addref, com_release, method_call
from ...kernel.files import FILE_SHARE_READ, FILE_SHARE_WRITE, check_sharing
from ...kernel.procparams import set_current_directory
from ...kernel.shelllink import Link, LinkFormatError, read_link
from ...kernel.vfs import VfsError
from ...user.dialogs import dialog_box, end_dialog
from ...user.dlgtemplate import template_item
from ...user.window import enable_window
from ...user.wm import WS_BORDER, WS_TABSTOP, WS_VSCROLL
from ..shell32.shellitem import new_item
from . import itemcustom
from .itemstate import DIALOG_IFACES, dialog_self, release, tell_sinks
from .main import run_dialog

__all__ = ["running", "selection", "path_of", "ids_for_path", "ids_for_parts",
           "start_folder", "link_target", "FOS_PICKFOLDERS", "FOS_ALLOWMULTISELECT"]

CANCELLED = hresult_from_win32(ERROR_CANCELLED)       # 0x800704C7
# The dialog font's (8-point MS Shell Dlg's) vertical base unit and a caption and frame,
# in pixels, for fitting the dialog to the screen; the right-hand column's left edge (du)
_BASE_Y_PX, _FRAME_PX, _RIGHT_COLUMN = 13, 32, 160
# FOS_* (shobjidl.h). The ones the old dialog has too are OFN_* bits of the same value.
FOS_OVERWRITEPROMPT, FOS_NOCHANGEDIR, FOS_PICKFOLDERS = 0x2, 0x8, 0x20
FOS_FORCEFILESYSTEM, FOS_ALLOWMULTISELECT = 0x40, 0x200
FOS_PATHMUSTEXIST, FOS_FILEMUSTEXIST, FOS_NOREADONLYRETURN = 0x800, 0x1000, 0x8000
FOS_SHAREAWARE, FOS_STRICTFILETYPES, FOS_OKBUTTONNEEDSINTERACTION = 0x4000, 0x4, 0x200000
FOS_NODEREFERENCELINKS, FOS_NOVALIDATE = 0x100000, 0x100
EN_CHANGE = 0x300
_SHARED_OFN = (OFN_OVERWRITEPROMPT | OFN_NOCHANGEDIR | OFN_PATHMUSTEXIST | OFN_FILEMUSTEXIST
               | OFN_CREATEPROMPT | OFN_NOREADONLYRETURN)
# FDE_OVERWRITE_RESPONSE / FDE_SHAREVIOLATION_RESPONSE
FDE_DEFAULT, FDE_ACCEPT, FDE_REFUSE = 0, 1, 2
# IFileDialogEvents' slots
ON_FILE_OK, ON_FOLDER_CHANGING, ON_FOLDER_CHANGE, ON_SELECTION_CHANGE = 3, 4, 5, 6
ON_SHARE_VIOLATION, ON_TYPE_CHANGE, ON_OVERWRITE = 7, 8, 9
MB_OK, MB_ICONEXCLAMATION = 0x0, 0x30
#: The places list (dlgs.h's lst2) and its label
LST2, STC5 = 0x461, 0x444
# The file types are a drop-down list here, as in Windows' dialog (the old dialog's
# three-row list box takes the LB_ messages the file dialog sends it: these are the
# COMBOBOX's for them; CBN_SELCHANGE is LBN_SELCHANGE's value)
CBS_DROPDOWNLIST, CBN_CLOSEUP = 0x3, 8
_CB_FOR_LB = {LB_RESETCONTENT: 0x14B, LB_ADDSTRING: 0x143, LB_SETCURSEL: 0x14E,
              LB_GETCURSEL: 0x147}



def running(d):
    """The running file dialog (a _FileItemDialog with its window), or None."""
    ui = d.ui
    return ui if isinstance(ui, _FileItemDialog) and ui.hwnd else None


def selection(d):
    """Generator: [SHITEMIDs] selected in the running dialog (file or folder picker);
    [] when none runs."""
    ui = d.ui
    if isinstance(ui, _FolderItemDialog) and ui.hwnd:
        return [ui.folder_ids(ui.selected)]
    if isinstance(ui, _FileItemDialog) and ui.hwnd:
        return (yield from ui.selection())
    return []


def path_of(vm, ids):
    """The guest path of absolute SHITEMIDs (None for a virtual item)."""
    item = shellns.item_of(shellns.join_pidl(ids))
    return None if item is None else shellns.path_of(vm.vfs, item, None)


def ids_for_path(vm, path):
    """The SHITEMIDs of a path (a name to save under need not exist yet)."""
    try:
        return shellns.split_pidl(shellns.pidl_for_path(vm.vfs, path))
    except VfsError:
        return shellns.split_pidl(shellns.simple_pidl(path))


def ids_for_parts(vm, parts):
    """The SHITEMIDs of guest path components."""
    return ids_for_path(vm, vm.vfs.guest_path(parts))


def start_folder(vm, d):
    """The guest folder components Show opens in: SetFolder's, SetDefaultFolder's, else the
    current directory."""
    for ids in (d.folder, d.default_folder):
        path = path_of(vm, ids) if ids is not None else None
        if path is not None:
            try:
                parts = vm.vfs.split(path)
                if os.path.isdir(vm.vfs.host_path(parts)):
                    return parts
            except VfsError:
                pass
    return tuple(vm.vfs.cwd)


# -- Show ---------------------------------------------------------------------------------------
class _FileItemDialog(FileDialog):
    """The Open / Save As dialog with what an IFileDialog sets: labels, places, custom
    controls, multiple selection, and the events its sinks hear."""

    def setup(self, d, c):
        """Bind the dialog object ``d`` (and the call ``c`` that shows it)."""
        self.d, self.c = d, c
        self.typed = None               # the name box's text when a name was accepted
        self.interacted = True          # False while FOS_OKBUTTONNEEDSINTERACTION waits
        self.chosen = None              # [guest paths] of a multiple selection
        self.include = self._include if d.filter else None
        self.overwrite = self._overwrite if d.sinks else None
        self.accept = self._accept

    def _send(self, cid, msg, wparam=0, lparam=0):
        """The file dialog's message to one of its controls (the types' COMBOBOX gets the
        CB_ message for an LB_ one)."""
        if cid == CMB1:
            msg = _CB_FOR_LB.get(msg, msg)
        return super()._send(cid, msg, wparam, lparam)

    def _send_text(self, cid, msg, wparam, text):
        """The same with a string."""
        if cid == CMB1:
            msg = _CB_FOR_LB.get(msg, msg)
        return super()._send_text(cid, msg, wparam, text)

    def _ctl(self, cid):
        """One of the dialog's controls, the program's (nested in their hosts) too."""
        controls = self.d.controls
        h = controls.hwnds.get(cid) if controls is not None else None
        return self.vm.wm.get(h) if h else super()._ctl(cid)

    def _items_ids(self, entries):
        return [ids_for_parts(self.vm, self.folder + (name,)) for _kind, name in entries]

    def init(self, hwnd):
        """Generator: the file dialog's WM_INITDIALOG, the program's labels and
        controls, then the events a dialog opening tells."""
        d, vm = self.d, self.vm
        yield from super().init(hwnd)
        for cid, text in ((IDOK, d.ok_label), (IDS["stc3"], d.name_label),
                          (IDCANCEL, d.cancel_label)):
            if text:
                yield from self._send_text(cid, WM_SETTEXT, 0, text)
        for ids in d.places:
            yield from self._send_text(LST2, LB_ADDSTRING, 0, _place_name(vm, ids))
        if d.controls is not None:
            yield from itemcustom.fill(self, d.controls)
        if d.options & FOS_OKBUTTONNEEDSINTERACTION:
            yield from self._enable_ok(False)
        if d.sinks:
            folder = new_item(vm, ids_for_parts(vm, self.folder))
            try:
                yield from tell_sinks(vm, d, ON_FOLDER_CHANGING, folder)
            finally:
                com_release(vm, folder)
            yield from tell_sinks(vm, d, ON_FOLDER_CHANGE)
            if d.filters:
                yield from tell_sinks(vm, d, ON_TYPE_CHANGE)

    def navigate(self, parts):
        """Generator: another folder, unless a sink's OnFolderChanging refuses it or it
        is above the navigation root."""
        d, vm = self.d, self.vm
        root = path_of(vm, d.navigation_root) if d.navigation_root else None
        if root is not None and vm.vfs.split(root) != tuple(parts[:len(vm.vfs.split(root))]):
            return
        if d.sinks:
            folder = new_item(vm, ids_for_parts(vm, parts))
            try:
                hr = yield from tell_sinks(vm, d, ON_FOLDER_CHANGING, folder, ask=True)
            finally:
                com_release(vm, folder)
            if hr != S_OK:
                return
        yield from super().navigate(parts)
        if not self.interacted:
            yield from self._enable_ok(True)
        if d.sinks:
            yield from tell_sinks(vm, d, ON_FOLDER_CHANGE)

    def _enable_ok(self, enable):
        """Generator: FOS_OKBUTTONNEEDSINTERACTION's OK button: off until the user types
        a name, picks an entry or changes folder."""
        self.interacted = enable
        ok = self._ctl(IDOK)
        if ok is not None:
            yield from enable_window(self.vm, ok, enable)

    def choose_type(self, index):
        """Generator: show file type ``index`` (0-based) as if the user chose it."""
        yield from self._send(CMB1, LB_SETCURSEL, index)
        yield from self.command(CMB1, LBN_SELCHANGE)

    def _include(self, entries):
        """Generator: the entries SetFilter's IShellItemFilter lets the list show."""
        vm, flt = self.vm, self.d.filter
        out = []
        for entry in entries:
            if entry[0] == "up" or not flt:
                out.append(entry)
                continue
            item = new_item(vm, ids_for_parts(vm, self.folder + (entry[1],)))
            try:
                hr = (yield method_call(vm, flt, 3, item)) & 0xFFFFFFFF   # IncludeItem
            finally:
                com_release(vm, item)
            if hr == S_OK:
                out.append(entry)
        return out

    def selection(self):
        """Generator: [SHITEMIDs] of the list's selected entries, else of the name typed."""
        vm = self.vm
        picked = []
        if self.d.options & FOS_ALLOWMULTISELECT:
            n = yield from self._send(LST1, LB_GETSELCOUNT)
            if n > 0 and n != 0xFFFFFFFF:
                buf = vm.heap.alloc(4 * n)
                try:
                    got = yield from self._send(LST1, LB_GETSELITEMS, n, buf)
                    picked = [vm.mem.u32(buf + 4 * k) for k in range(min(n, got))]
                finally:
                    vm.heap.free(buf)
        else:
            i = yield from self._send(LST1, LB_GETCURSEL)
            picked = [i] if 0 <= i < len(self.entries) else []
        entries = [self.entries[i] for i in picked
                   if 0 <= i < len(self.entries) and self.entries[i][0] != "up"]
        if entries:
            return self._items_ids(entries)
        text = (yield from self._get_text(EDT1)).strip()
        if not text:
            return []
        names = _quoted(text) or [text]
        try:
            return [ids_for_parts(vm, join_path(self.folder, n)) for n in names]
        except VfsError:
            return []

    def command(self, cid, code):
        """Generator: WM_COMMAND: the program's controls, the places list, and the
        events the file list and the type list give."""
        d = self.d
        if (yield from itemcustom.control_command(self, d, cid, code)):
            return True
        if not self.interacted:
            if cid == IDOK:
                return True             # (a disabled OK: Enter or a posted IDOK)
            if (cid == EDT1 and code == EN_CHANGE) or (cid == LST1 and code in
                                                       (LBN_SELCHANGE, LBN_DBLCLK)):
                yield from self._enable_ok(True)
        if cid == LST2 and code in (LBN_SELCHANGE, LBN_DBLCLK):
            i = yield from self._send(LST2, LB_GETCURSEL)
            path = path_of(self.vm, d.places[i]) if 0 <= i < len(d.places) else None
            if path is not None:
                yield from self.navigate(self.vm.vfs.split(path))
            return True
        if cid == CMB1 and code == CBN_CLOSEUP:
            # the list closed on another type than the one shown (a selection made while
            # it was open, which CBN_SELCHANGE may not have told): that type, as Windows
            i = yield from self._send(CMB1, LB_GETCURSEL)
            if not 0 <= i < len(self.filters) or i == self.filter_index:
                return True
            code = LBN_SELCHANGE
        multi = d.options & FOS_ALLOWMULTISELECT and cid == LST1 and code == LBN_SELCHANGE
        if multi:
            yield from self._multi_names()
            handled = True
        else:
            handled = yield from super().command(cid, code)
        if d.sinks and cid == LST1 and code == LBN_SELCHANGE:
            yield from tell_sinks(self.vm, d, ON_SELECTION_CHANGE)
        if d.sinks and cid == CMB1 and code == LBN_SELCHANGE:
            yield from tell_sinks(self.vm, d, ON_TYPE_CHANGE)
        return handled

    def _multi_names(self):
        """Generator: the selected files' names into the name box, quoted when several."""
        sel = yield from self.selection()
        names = [ids_name(self.vm, ids) for ids in sel] if sel else []
        files = [n for n in names if n]
        if len(files) == 1:
            text = files[0]
        else:
            text = " ".join('"%s"' % n for n in files)
        if files:
            yield from self._send_text(EDT1, WM_SETTEXT, 0, text)

    def default_extension(self, name, typed):
        """The item dialog's rule: the current file type's extension (else
        SetDefaultExtension's) added unless the name already ends with it; an open
        dialog adds it only when the name as typed does not exist."""
        ext = self.d.defext
        type_ext = None
        if self.filters:
            first = self.filters[self.filter_index][1][0]
            m = re.fullmatch(r"\*\.([^*?;.]+)", first)
            type_ext = m.group(1) if m else None
            ext = type_ext if ext and type_ext else ext
        if self.save and self.d.options & FOS_STRICTFILETYPES and type_ext and not any(
                fnmatch.fnmatch(name.lower(), p.lower())
                for p in self.filters[self.filter_index][1]):
            # only the types offered: a name of another type gets the current one's
            return (typed if typed.endswith(".") else name) + "." + type_ext
        if not ext or name.lower().endswith("." + ext.lower()):
            return name
        if not self.save:
            try:
                parts = self.vm.vfs.split(self.vm.vfs.guest_path(self.folder + (name,)))
                if os.path.isfile(self.vm.vfs.host_path(parts)):
                    return name
            except VfsError:
                pass
        return (typed if typed.endswith(".") else name) + "." + ext

    def ok(self):
        """Generator: OK: several quoted names (a multiple selection), else the file
        dialog's checks for one."""
        text = (yield from self._get_text(EDT1)).strip()
        self.typed = text
        names = _quoted(text)
        if len(names) > 1 and self.d.options & FOS_ALLOWMULTISELECT:
            yield from self._ok_many(names)
            return
        if len(names) == 1 and text == '"%s"' % names[0]:
            # one name in quotes (as a multiple selection of one writes it): the name
            yield from self._send_text(EDT1, WM_SETTEXT, 0, names[0])
        yield from super().ok()

    def _ok_many(self, names):
        vm = self.vm
        paths = []
        for n in names:
            try:
                parts = vm.vfs.split(vm.vfs.guest_path(join_path(self.folder, n)))
            except VfsError:
                parts = None
            if parts is None or not os.path.isfile(vm.vfs.host_path(parts)):
                yield from self._box("%s\nFile not found.\nCheck the file name and try "
                                     "again." % n, MB_OK | MB_ICONEXCLAMATION)
                return
            paths.append(vm.vfs.guest_path(parts))
        if not (yield from self._offer(paths)):
            return
        self.chosen = paths
        parts = vm.vfs.split(paths[0])
        self.result = {"parts": parts, "path": paths[0], "readonly": False,
                       "typed_dot": False}
        yield from end_dialog(vm, self.hwnd, 1)

    def _overwrite(self, path):
        """Generator: OnOverwrite: True to replace without asking, False to refuse, None
        to ask the user."""
        vm, d = self.vm, self.d
        resp = vm.heap.alloc(4)
        item = new_item(vm, ids_for_path(vm, path))
        try:
            for sink in list(d.sinks.values()):
                vm.mem.w32(resp, FDE_DEFAULT)
                yield method_call(vm, sink, ON_OVERWRITE, d.this, item, resp)
                answer = vm.mem.u32(resp)
                if answer in (FDE_ACCEPT, FDE_REFUSE):
                    return answer == FDE_ACCEPT
            return None
        finally:
            com_release(vm, item)
            vm.heap.free(resp)

    def _shared(self, path):
        """Generator: whether the chosen file may be taken despite a handle on it whose
        share mode refuses the dialog's access (OnShareViolation; by default the user is
        told and the dialog stays)."""
        vm, d = self.vm, self.d
        try:
            host = vm.vfs.host_path(vm.vfs.split(path))
            if d.options & (FOS_SHAREAWARE | FOS_NOVALIDATE) or not os.path.isfile(host):
                return True
            check_sharing(vm, os.path.realpath(host), True, self.save, False,
                          FILE_SHARE_READ | FILE_SHARE_WRITE)
            return True
        except VfsError:
            pass
        resp = vm.heap.alloc(4)
        item = new_item(vm, ids_for_path(vm, path))
        answer = FDE_DEFAULT
        try:
            for sink in list(d.sinks.values()):
                vm.mem.w32(resp, FDE_DEFAULT)
                yield method_call(vm, sink, ON_SHARE_VIOLATION, d.this, item, resp)
                answer = vm.mem.u32(resp)
                if answer in (FDE_ACCEPT, FDE_REFUSE):
                    break
        finally:
            com_release(vm, item)
            vm.heap.free(resp)
        if answer == FDE_DEFAULT:
            yield from self._box("%s\nThis file is in use by another program." % path,
                                 MB_OK | MB_ICONEXCLAMATION)
        return answer == FDE_ACCEPT

    def _accept(self, path):
        """Generator: the share check, then OnFileOk with the offered name as
        GetResult's answer."""
        if not (yield from self._shared(path)):
            return False
        return (yield from self._offer([path]))

    def _offer(self, paths):
        d, vm = self.d, self.vm
        d.pending = [ids_for_path(vm, link_target(vm, p, d.options)) for p in paths]
        try:
            return (yield from tell_sinks(vm, d, ON_FILE_OK, ask=True)) == S_OK
        finally:
            d.pending = None


def ids_name(vm, ids):
    """The file name of a chosen file's SHITEMIDs (None for a folder)."""
    item = shellns.item_of(shellns.join_pidl(ids))
    if item is None or item.kind != shellns.FILE:
        return None
    return shellns.display_name(item)


def _quoted(text):
    return re.findall(r'"([^"]+)"', text)


def _place_name(vm, ids):
    item = shellns.item_of(shellns.join_pidl(ids))
    return shellns.display_name(item) if item is not None else "?"


def _item_template(fd, d):
    """The file dialog's template with the places list, the custom controls and, for
    FOS_ALLOWMULTISELECT, an extended-selection file list."""
    t = template(fd)
    for it in t.items:
        if it.id == LST1 and d.options & FOS_ALLOWMULTISELECT:
            it.style |= LBS_EXTENDEDSEL
        if it.id == CMB1:
            it.cls, it.cy = "COMBOBOX", 80
            it.style = (it.style & ~(0xFFFF | WS_BORDER)) | CBS_DROPDOWNLIST | WS_VSCROLL
    right = 56
    if d.places:
        t.items.append(template_item("STATIC", STC5, 0, 166, 96, 57, 9, "Places:"))
        t.items.append(template_item("LISTBOX", LST2, WS_BORDER | WS_VSCROLL | WS_TABSTOP
                                     | 0x1, 166, 106, 57, 49))        # LBS_NOTIFY
    if d.controls is not None and d.controls.by_id:
        t.cy += itemcustom.layout(t, d.controls, t.cy - 2, right) + 4
        _fit(t, fd.vm.wm.height)
    return t


def _fit(t, screen_h):
    """Shrink the file list (down to half its height) when the custom controls make the
    dialog taller than the screen, moving what lies below it up, so that every control
    can be reached."""
    room = (screen_h - _FRAME_PX) * 8 // _BASE_Y_PX       # in dialog units
    lst = next((it for it in t.items if it.id == LST1), None)
    if lst is None or t.cy <= room:
        return
    cut = min(t.cy - room, lst.cy // 2)
    bottom = lst.y + lst.cy
    lst.cy -= cut
    for it in t.items:
        if it.y >= bottom and it.x < _RIGHT_COLUMN:
            it.y -= cut
    t.cy -= cut


def _show_files(c, d, owner):
    """Generator: the file dialog; the chosen paths or None."""
    vm = c.vm
    ofn_flags = (d.options & _SHARED_OFN) | OFN_HIDEREADONLY
    filters = d.filters or []
    index = max(0, min(len(filters) - 1, d.type_index - 1)) if filters else 0
    title = d.title or ("Save As" if d.save else "Open")
    fd = _FileItemDialog(vm, d.save, title, ofn_flags, filters, index, start_folder(vm, d),
                         d.name or "", d.defext, None)
    fd.setup(d, c)
    if d.controls is not None:
        itemcustom.install_classes(vm)
    d.ui = fd
    r = yield from run_dialog(vm, "file_dialogs", d.this, fd, _item_template(fd, d), owner,
                              "wineagent.FileDlgProc")
    if r != 1 or fd.result is None:
        return None
    d.name = fd.typed
    if filters:
        d.type_index = fd.filter_index + 1
    parts = fd.result["parts"]
    if not d.options & FOS_NOCHANGEDIR:
        set_current_directory(vm, parts[:-1])
    return [ids_for_path(vm, link_target(vm, p, d.options))
            for p in (fd.chosen or [fd.result["path"]])]


def link_target(vm, path, options):
    """A chosen shortcut's target: Windows' dialog resolves a .lnk file unless
    FOS_NODEREFERENCELINKS (a link it cannot read stays itself)."""
    if options & FOS_NODEREFERENCELINKS or not path.lower().endswith(".lnk"):
        return path
    try:
        with open(vm.vfs.host_path(vm.vfs.split(path)), "rb") as f:
            data = f.read()
        link = Link()
        steps = read_link(link)
        at, n = 0, next(steps)
        while True:                             # read_link asks for its bytes in turn
            chunk = data[at:at + n]
            at += len(chunk)
            n = steps.send(chunk)
    except StopIteration:
        pass
    except (OSError, VfsError, LinkFormatError):
        return path
    if link.path:
        return link.path
    item = shellns.item_of(link.idlist) if link.idlist else None
    target = shellns.path_of(vm.vfs, item, None) if item is not None else None
    return target or path


class _FolderItemDialog(FolderBrowser):
    """Browse For Folder's dialog as FOS_PICKFOLDERS shows it, telling the sinks what a
    folder picker tells: OnFolderChanging / OnFolderChange when it opens and when a branch
    is opened, OnSelectionChange, and OnFileOk before a folder is taken."""

    def setup(self, d):
        """Bind the dialog object ``d``."""
        self.d = d

    def folder_ids(self, item):
        """The SHITEMIDs of a folder of the tree."""
        return shellns.split_pidl(pidl_of(item))

    def init(self, hwnd):
        """Generator: the dialog's WM_INITDIALOG, then the events of a dialog opening."""
        yield from super().init(hwnd)
        d, vm = self.d, self.vm
        if d.sinks:
            folder = new_item(vm, self.folder_ids(self.open))
            try:
                yield from tell_sinks(vm, d, ON_FOLDER_CHANGING, folder)
            finally:
                com_release(vm, folder)
            yield from tell_sinks(vm, d, ON_FOLDER_CHANGE)

    def select(self, item):
        """Generator: open ``item``'s branch, unless a sink's OnFolderChanging refuses."""
        d, vm = self.d, self.vm
        new_open = item if item.kind != shellns.FILE else None
        changing = d.sinks and new_open is not None and \
            self.folder_ids(new_open) != self.folder_ids(self.open)
        if changing:
            folder = new_item(vm, self.folder_ids(new_open))
            try:
                hr = yield from tell_sinks(vm, d, ON_FOLDER_CHANGING, folder, ask=True)
            finally:
                com_release(vm, folder)
            if hr != S_OK:
                return 0
        r = yield from super().select(item)
        if changing:
            yield from tell_sinks(vm, d, ON_FOLDER_CHANGE)
        return r

    def command(self, cid, code):
        """Generator: the browser's WM_COMMAND, with OnSelectionChange and OnFileOk."""
        d, vm = self.d, self.vm
        if cid == IDOK and d.sinks and self.selectable(self.selected):
            d.pending = [self.folder_ids(self.selected)]
            try:
                hr = yield from tell_sinks(vm, d, ON_FILE_OK, ask=True)
            finally:
                d.pending = None
            if hr != S_OK:
                return 1
        before = self.selected
        r = yield from super().command(cid, code)
        if d.sinks and cid == IDC_TREE and code == LBN_SELCHANGE and self.selected is not before:
            yield from tell_sinks(vm, d, ON_SELECTION_CHANGE)
        return r


def _show_folders(c, d, owner):
    """Generator: SHBrowseForFolder's dialog (FOS_PICKFOLDERS); [the chosen folder's
    SHITEMIDs] or None."""
    vm = c.vm
    flags = BIF_RETURNONLYFSDIRS if d.options & FOS_FORCEFILESYSTEM else 0
    root = shellns.Item(shellns.DESKTOP)
    if d.controls is not None and d.controls.by_id:
        raise Unimplemented("%s IFileDialogCustomize controls in a FOS_PICKFOLDERS dialog "
                            "(Browse For Folder's has no room for them)" % COMDLG32)
    fb = _FolderItemDialog(vm, flags, root, 0, 0, True)
    fb.setup(d)
    start = d.folder if d.folder is not None else d.default_folder
    item = shellns.item_of(shellns.join_pidl(start)) if start is not None else None
    if item is not None and item.kind != shellns.FILE:
        fb.open = fb.selected = item
    browsers = vm.user.folder_browsers
    browsers[d.this] = fb
    d.ui = fb
    try:
        r = yield from dialog_box(vm, browse_template(flags, d.title or ""), 0, owner,
                                  vm.proc_address(SHELL32, BROWSE_PROC), d.this, True)
    finally:
        browsers.pop(d.this, None)
    if r != 1 or fb.result is None:
        return None
    return [shellns.split_pidl(pidl_of(fb.result))]


def _show(c, this, owner):
    """Run the dialog: S_OK with the result kept for GetResult(s), or
    HRESULT_FROM_WIN32(ERROR_CANCELLED) for Cancel (or Close's HRESULT)."""
    d = dialog_self(c, this)
    if d.ui is not None:
        return E_UNEXPECTED
    d.close_hr = None
    com_addref(c.vm, d.this)            # the object lives while its dialog runs
    try:
        if d.options & FOS_PICKFOLDERS:
            items = yield from _show_folders(c, d, owner)
        else:
            items = yield from _show_files(c, d, owner)
    finally:
        d.ui = None
        yield from release(c.vm, d)
    if d.close_hr is not None:
        return d.close_hr
    if items is None:
        return CANCELLED
    d.result = items
    return S_OK


for _iface in DIALOG_IFACES:
    api(COMDLG32, "wineagent.%s_Show" % _iface, "LPVOID this, HWND owner", widths=BOTH)(_show)
