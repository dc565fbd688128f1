"""The Open and Save As file dialogs over the VFS (what COMDLG32's functions show).

GetOpenFileNameA/W and GetSaveFileNameA/W run a real modal dialog built with our own
dialog machinery: the dialog is a ``DialogTemplate`` assembled in Python (no binary
DLGTEMPLATE) and run by ``dialogs.dialog_box``, so it is an ordinary ``#32770`` window
with DefDlgProc, IsDialogMessage's keyboard interface (Enter = OK, Esc = Cancel, Tab) and
the owner disabled while it runs. Its DLGPROC is ``COMDLG32.dll!wineagent.FileDlgProc`` (``dlls/comdlg32/main.py``), a
Python procedure with a thunk, as comdlg32's own dialog procedure is code inside the DLL.

The layout follows the pre-Explorer (Windows 3.1 style) file dialog, whose control ids it
keeps (dlgs.h): a "File name:" EDIT (edt1), the current folder (stc1), a LISTBOX of the
folder's entries (lst1: "[..]" to go up, then "[folder]"s, then the files matching the
selected filter), the filter choices as a second LISTBOX (cmb1 — there is no COMBOBOX
class, so the "Files of type" list is a three-row list box; selecting a line applies it),
OK (IDOK), Cancel (IDCANCEL) and, unless OFN_HIDEREADONLY, a "Read only" check box (chk1).

Behaviour (as documented for GetOpenFileName / GetSaveFileName):

- selecting a file in the list copies its name into the edit; double-clicking (or Enter
  on) a folder enters it, "[..]" goes up, never above ``C:\\`` (the VFS root);
- OK with a name: a folder name enters the folder, a name with ``*``/``?`` becomes the
  filter, anything else is resolved against the current folder (``..`` and absolute
  ``C:\\...`` paths accepted); lpstrDefExt is appended when the name has no extension;
  OFN_PATHMUSTEXIST / OFN_FILEMUSTEXIST / OFN_CREATEPROMPT / OFN_OVERWRITEPROMPT /
  OFN_NOREADONLYRETURN ask or refuse with the Windows message boxes;
- the chosen full path goes to lpstrFile (FNERR_BUFFERTOOSMALL, with the size needed in
  its first WORD, when nMaxFile is too small), with nFileOffset, nFileExtension,
  lpstrFileTitle, nFilterIndex, OFN_READONLY / OFN_EXTENSIONDIFFERENT in Flags, the typed
  pattern in lpstrCustomFilter, and — unless OFN_NOCHANGEDIR — the current directory
  moved to the file's folder;
- Cancel (or closing the dialog) returns FALSE with CommDlgExtendedError() == 0.

The initial folder is lpstrFile's folder when it holds a path, else lpstrInitialDir, else
the current directory. With OFN_EXPLORER, OFN_ENABLEHOOK and OFN_ENABLETEMPLATE add the
program's child dialog (``filedlg_hook.py``); OFN_ALLOWMULTISELECT,
OFN_ENABLETEMPLATEHANDLE, OFN_SHOWHELP and a hook without OFN_EXPLORER change what the
dialog is and stop the guest as unimplemented; purely
cosmetic or shell-related flags (OFN_EXPLORER, OFN_LONGNAMES, OFN_ENABLESIZING,
OFN_NODEREFERENCELINKS, OFN_DONTADDTORECENT, OFN_FORCESHOWHIDDEN, OFN_SHAREAWARE,
OFN_NOTESTFILECREATE, OFN_NONETWORKBUTTON, OFN_NOVALIDATE) do not change anything here.
"""

import fnmatch
import os
import re

from ..core.styles import BM_GETCHECK, BM_SETCHECK, BS_AUTOCHECKBOX, BS_DEFPUSHBUTTON
from ..user.dialogs import (DS_CENTER, DS_MODALFRAME, DS_SETFONT, SHELL_DLG_FONT,
                            DialogTemplate, end_dialog, find_control, template_item)
from ..core.messages import WM_GETTEXT, WM_GETTEXTLENGTH, WM_SETTEXT
from ..core.winerror import ERROR_PATH_NOT_FOUND
from ..kernel.vfs import VfsError
from ..user.wm import (WS_BORDER, WS_CAPTION, WS_GROUP, WS_POPUP, WS_SYSMENU, WS_TABSTOP,
                       WS_VSCROLL)
from .filedlg_hook import CDERR_FINDRESFAILURE, create_child, file_ok
from .msgbox import message_box

__all__ = ["FileDialog", "IDS", "read_filter", "join_path", "template"]


OFN_READONLY, OFN_OVERWRITEPROMPT, OFN_HIDEREADONLY, OFN_NOCHANGEDIR = 0x1, 0x2, 0x4, 0x8
OFN_SHOWHELP, OFN_ENABLEHOOK, OFN_ENABLETEMPLATE, OFN_ENABLETEMPLATEHANDLE = \
    0x10, 0x20, 0x40, 0x80
OFN_NOVALIDATE, OFN_ALLOWMULTISELECT, OFN_EXTENSIONDIFFERENT = 0x100, 0x200, 0x400
OFN_PATHMUSTEXIST, OFN_FILEMUSTEXIST, OFN_CREATEPROMPT = 0x800, 0x1000, 0x2000
OFN_NOREADONLYRETURN = 0x8000
#: Control ids (dlgs.h names): the file name edit, folder label, file list, filter list,
#: read-only check box and the labels.
IDS = {"edt1": 0x480, "stc1": 0x440, "lst1": 0x460, "cmb1": 0x470, "chk1": 0x410,
       "stc2": 0x441, "stc3": 0x442, "stc4": 0x443}
EDT1, STC1, LST1, CMB1, CHK1 = IDS["edt1"], IDS["stc1"], IDS["lst1"], IDS["cmb1"], IDS["chk1"]
IDOK, IDCANCEL, IDYES = 1, 2, 6
MB_OK, MB_YESNO, MB_ICONEXCLAMATION = 0x0, 0x4, 0x30
LB_RESETCONTENT, LB_ADDSTRING, LB_SETCURSEL, LB_GETCURSEL = 0x184, 0x180, 0x186, 0x188
LBN_SELCHANGE, LBN_DBLCLK = 1, 2
EM_SETSEL = 0xB1
LBS_NOTIFY = 0x1
ES_AUTOHSCROLL, SS_NOPREFIX = 0x80, 0x80

def read_filter(mem, ptr, wide):
    """[(description, [patterns])] from a double-NUL-terminated filter string list."""
    out = []
    if not ptr:
        return out
    step = 2 if wide else 1
    strings = []
    for _ in range(512):
        s = mem.wstr(ptr) if wide else mem.cstr(ptr)
        if not s:
            break
        strings.append(s)
        ptr += (len(s.encode("utf-16-le")) if wide else len(s.encode("cp1252", "replace"))) \
            + step
    for i in range(0, len(strings) - 1, 2):
        out.append((strings[i], _split_patterns(strings[i + 1])))
    return out


def _split_patterns(text):
    return [p.strip() for p in text.split(";") if p.strip()] or ["*.*"]


def _matches(patterns, name):
    for p in patterns:
        if p in ("*", "*.*"):
            return True   # "*.*" matches names without a dot too (MS-DOS legacy)
        if re.match(fnmatch.translate(p), name, re.IGNORECASE | re.DOTALL):
            return True
    return False


def join_path(cwd, text):
    """Guest components for ``text`` typed in the dialog, relative to folder ``cwd``.

    ``..`` goes up lexically and stops at C:\\ (the VFS root), as Windows stops at a drive
    root; the result still goes through Vfs.split, which refuses anything unsafe.
    """
    p = text.replace("/", "\\")
    if len(p) >= 2 and p[1] == ":":
        if p[0] not in "cC":
            raise VfsError(ERROR_PATH_NOT_FOUND, "drive %s: does not exist" % p[0])
        p = p[2:]
        base = () if p.startswith("\\") else cwd
    else:
        base = () if p.startswith("\\") else cwd
    parts = list(base)
    for comp in p.split("\\"):
        if comp in ("", "."):
            continue
        if comp == "..":
            if parts:
                parts.pop()
            continue
        parts.append(comp)
    return tuple(parts)


class FileDialog:
    """One running Open/Save As dialog: its options, the folder shown and the outcome."""

    def __init__(self, vm, save, title, flags, filters, filter_index, folder, name,
                 defext, pattern):
        self.vm, self.save, self.title, self.flags = vm, save, title, flags
        self.filters = filters          # [(description, [patterns])]
        self.filter_index = filter_index  # 0-based into filters
        self.folder = folder            # guest components
        self.name = name                # initial text of the edit
        self.defext = defext
        self.pattern = pattern          # a typed wildcard pattern overriding the filter
        self.entries = []               # (kind, name) per lst1 line: "up", "dir", "file"
        self.result = None              # {path, readonly} once OK succeeded
        self.hwnd = 0
        self.hook_info = None           # filedlg_hook.HookInfo: the program's hook dialog
        self.failed = 0                 # a CommDlgExtendedError code set while running
        # a generator function(path) -> bool asked before a name is accepted (the Common
        # Item Dialog's IFileDialogEvents::OnFileOk: comdlg32/itemshow.py), or None
        self.accept = None
        # the Common Item Dialog's too: generator functions, (path) -> True (replace it),
        # False (refuse) or None (ask the user), asked before OFN_OVERWRITEPROMPT's
        # question (OnOverwrite); ([(kind, name)]) -> the entries the list shows (its
        # IShellItemFilter)
        self.overwrite = None
        self.include = None

    # -- helpers ---------------------------------------------------------------------
    def patterns(self):
        """The patterns the file list shows: a typed pattern, else the selected filter's."""
        if self.pattern:
            return _split_patterns(self.pattern)
        if self.filters:
            return self.filters[self.filter_index][1]
        return ["*.*"]

    def listing(self):
        """[(kind, name)] of the current folder: "..", folders, then matching files."""
        vfs = self.vm.vfs
        host = vfs.host_path(self.folder)
        dirs, files = [], []
        try:
            names = sorted(os.listdir(host), key=str.lower)
        except OSError:
            names = []
        pats = self.patterns()
        for n in names:
            h = os.path.join(host, n)
            try:
                vfs.check_inside(h)
            except VfsError:
                continue   # a symlink leaving the root does not exist for the guest
            if os.path.isdir(h):
                dirs.append(n)
            elif _matches(pats, n):
                files.append(n)
        up = [("up", "..")] if self.folder else []
        return up + [("dir", d) for d in dirs] + [("file", f) for f in files]

    def _ctl(self, cid):
        dlg = self.vm.wm.get(self.hwnd)
        return find_control(self.vm.wm, dlg, cid) if dlg is not None else None

    def _send_text(self, cid, msg, wparam, text):
        ctl = self._ctl(cid)
        if ctl is None:
            return 0
        vm = self.vm
        p = vm.heap.alloc(2 * len(text) + 2)
        vm.mem.write_wstr(p, text)   # the dialog's controls are always Unicode windows
        try:
            return (yield from vm.wm.send(ctl.hwnd, msg, wparam, p))
        finally:
            vm.heap.free(p)

    def _send(self, cid, msg, wparam=0, lparam=0):
        ctl = self._ctl(cid)
        if ctl is None:
            return 0
        return (yield from self.vm.wm.send(ctl.hwnd, msg, wparam, lparam))

    def _get_text(self, cid):
        ctl = self._ctl(cid)
        if ctl is None:
            return ""
        vm = self.vm
        n = yield from vm.wm.send(ctl.hwnd, WM_GETTEXTLENGTH, 0, 0)
        p = vm.heap.alloc(2 * n + 4)
        try:
            yield from vm.wm.send(ctl.hwnd, WM_GETTEXT, n + 1, p)
            return vm.mem.wstr(p) or ""
        finally:
            vm.heap.free(p)

    def _box(self, text, mb_type):
        return (yield from message_box(self.vm, self.hwnd, text, self.title, mb_type))

    # -- the dialog procedure's work ------------------------------------------------------
    def init(self, hwnd):
        """Generator: WM_INITDIALOG — fill the lists, the edit and the check box."""
        self.hwnd = hwnd
        yield from self._send(CMB1, LB_RESETCONTENT)
        for desc, _ in self.filters:
            yield from self._send_text(CMB1, LB_ADDSTRING, 0, desc)
        if self.filters:
            yield from self._send(CMB1, LB_SETCURSEL, self.filter_index)
        yield from self._send_text(EDT1, WM_SETTEXT, 0, self.name)
        if self.flags & OFN_READONLY:
            yield from self._send(CHK1, BM_SETCHECK, 1)
        yield from self.refresh()
        if self.hook_info is not None and not (
                yield from create_child(self.vm, hwnd, self.hook_info)):
            self.failed = CDERR_FINDRESFAILURE
            yield from end_dialog(self.vm, hwnd, 0)

    def refresh(self):
        """Generator: show the current folder's path and entries."""
        self.entries = self.listing()
        if self.include is not None:
            self.entries = yield from self.include(self.entries)
        yield from self._send_text(STC1, WM_SETTEXT, 0, self.vm.vfs.guest_path(self.folder))
        yield from self._send(LST1, LB_RESETCONTENT)
        for kind, name in self.entries:
            yield from self._send_text(LST1, LB_ADDSTRING, 0,
                                       name if kind == "file" else "[%s]" % name)

    def navigate(self, parts):
        """Generator: show another folder."""
        self.folder = tuple(parts)
        yield from self.refresh()

    def _selected(self):
        i = yield from self._send(LST1, LB_GETCURSEL)
        return self.entries[i] if 0 <= i < len(self.entries) else None

    def _enter(self, entry):
        kind, name = entry
        if kind == "up":
            yield from self.navigate(self.folder[:-1])
        else:
            yield from self.navigate(self.folder + (name,))

    def command(self, cid, code):
        """Generator: WM_COMMAND from a control; True when handled."""
        if cid == LST1 and code == LBN_SELCHANGE:
            entry = yield from self._selected()
            if entry is not None and entry[0] == "file":
                yield from self._send_text(EDT1, WM_SETTEXT, 0, entry[1])
            return True
        if cid == LST1 and code == LBN_DBLCLK:
            entry = yield from self._selected()
            if entry is not None and entry[0] != "file":
                yield from self._enter(entry)
            elif entry is not None:
                yield from self.ok()
            return True
        if cid == CMB1 and code == LBN_SELCHANGE:
            i = yield from self._send(CMB1, LB_GETCURSEL)
            if 0 <= i < len(self.filters):
                self.filter_index, self.pattern = i, None
                yield from self.refresh()
            return True
        if cid == IDOK:
            yield from self.ok()
            return True
        if cid == IDCANCEL:
            yield from end_dialog(self.vm, self.hwnd, 0)
            return True
        return False

    def default_extension(self, name, typed):
        """The name ``name`` (typed as ``typed``) is chosen under: lpstrDefExt added when
        it has no extension and was not typed with a final dot."""
        if self.defext and "." not in name and not typed.endswith("."):
            return name + "." + self.defext
        return name

    def ok(self):
        """Generator: OK — enter a folder, apply a pattern, or check and accept a file."""
        vm = self.vm
        wm = vm.wm
        lst = self._ctl(LST1)
        entry = yield from self._selected()
        if lst is not None and wm.focus == lst.hwnd and entry is not None and entry[0] != "file":
            yield from self._enter(entry)
            return
        text = (yield from self._get_text(EDT1)).strip()
        if not text:
            if entry is not None and entry[0] != "file":
                yield from self._enter(entry)
            return
        leaf = text.replace("/", "\\").rsplit("\\", 1)[-1]
        if "*" in leaf or "?" in leaf:
            # A typed pattern becomes the filter (in the folder it names, if any).
            head = text[:len(text) - len(leaf)]
            if head:
                try:
                    parts = join_path(self.folder, head)
                    if os.path.isdir(vm.vfs.host_path(vm.vfs.split(vm.vfs.guest_path(parts)))):
                        self.folder = parts
                except VfsError:
                    pass
            self.pattern = leaf
            yield from self.refresh()
            return
        try:
            parts = vm.vfs.split(vm.vfs.guest_path(join_path(self.folder, text)))
            host = vm.vfs.host_path(parts)
        except VfsError:
            yield from self._box("%s\nThe file name is not valid." % text,
                                 MB_OK | MB_ICONEXCLAMATION)
            return
        if parts and os.path.isdir(host):
            yield from self.navigate(parts)
            yield from self._send_text(EDT1, WM_SETTEXT, 0, "")
            return
        if not parts:
            yield from self.navigate(())
            yield from self._send_text(EDT1, WM_SETTEXT, 0, "")
            return
        typed_dot = leaf.endswith(".")
        name = self.default_extension(parts[-1], leaf)
        if name != parts[-1]:
            parts = parts[:-1] + (name,)
            host = vm.vfs.host_path(parts)
        path = vm.vfs.guest_path(parts)
        exists = os.path.isfile(host)
        folder_ok = os.path.isdir(vm.vfs.host_path(parts[:-1]))
        if not folder_ok and self.flags & (OFN_PATHMUSTEXIST | OFN_FILEMUSTEXIST):
            yield from self._box("%s\nPath does not exist.\nCheck the path and try again."
                                 % path, MB_OK | MB_ICONEXCLAMATION)
            return
        if not exists and self.flags & OFN_FILEMUSTEXIST:
            yield from self._box("%s\nFile not found.\nCheck the file name and try again."
                                 % path, MB_OK | MB_ICONEXCLAMATION)
            return
        if not exists and self.flags & OFN_CREATEPROMPT:
            r = yield from self._box("%s\nThis file does not exist.\nDo you want to create it?"
                                     % path, MB_YESNO | MB_ICONEXCLAMATION)
            if r != IDYES:
                return
        if exists and self.flags & OFN_NOREADONLYRETURN and not os.access(host, os.W_OK):
            yield from self._box("%s\nThis file is set to read-only.\n"
                                 "Try again with a different file name." % path,
                                 MB_OK | MB_ICONEXCLAMATION)
            return
        answer = (yield from self.overwrite(path)) if self.overwrite is not None and exists \
            and self.save and self.flags & OFN_OVERWRITEPROMPT else None
        if answer is False:
            return                      # the program's event sink refused to replace it
        if exists and self.save and self.flags & OFN_OVERWRITEPROMPT and answer is None:
            r = yield from self._box("%s already exists.\nDo you want to replace it?" % path,
                                     MB_YESNO | MB_ICONEXCLAMATION)
            if r != IDYES:
                return
        readonly = (yield from self._send(CHK1, BM_GETCHECK)) == 1 \
            if not self.flags & OFN_HIDEREADONLY else False
        if self.hook_info is not None and not (
                yield from file_ok(vm, self.hwnd, self.hook_info, path)):
            return                      # the program's hook refused the name (CDN_FILEOK)
        if self.accept is not None and not (yield from self.accept(path)):
            return                      # the program's event sink refused it
        self.result = {"parts": parts, "path": path, "readonly": readonly,
                       "typed_dot": typed_dot}
        yield from end_dialog(vm, self.hwnd, 1)


# -- the dialog template ------------------------------------------------------------------
def template(fd):
    """The DialogTemplate of file dialog ``fd``."""
    """The dialog: 230 x 160 dialog units, centred, in the old file dialog's layout."""
    t = DialogTemplate()
    t.style = WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_MODALFRAME | DS_CENTER | DS_SETFONT
    t.font = SHELL_DLG_FONT        # as comdlg32's template: not the System font
    t.cx, t.cy = 230, 160
    t.title = fd.title
    lst = WS_BORDER | WS_VSCROLL | WS_TABSTOP | LBS_NOTIFY
    t.items = [
        template_item("STATIC", IDS["stc3"], 0, 7, 6, 150, 9, "File &name:"),
        template_item("EDIT", EDT1, WS_BORDER | WS_TABSTOP | WS_GROUP | ES_AUTOHSCROLL,
              7, 16, 150, 13),
        template_item("STATIC", STC1, SS_NOPREFIX, 7, 33, 150, 9, ""),
        template_item("LISTBOX", LST1, lst, 7, 43, 150, 72),
        template_item("STATIC", IDS["stc2"], 0, 7, 119, 150, 9, "Files of &type:"),
        template_item("LISTBOX", CMB1, lst, 7, 129, 150, 26),
        template_item("BUTTON", IDOK, WS_TABSTOP | WS_GROUP | BS_DEFPUSHBUTTON, 166, 16, 57, 14,
              "Save" if fd.save else "Open"),
        template_item("BUTTON", IDCANCEL, WS_TABSTOP, 166, 34, 57, 14, "Cancel"),
    ]
    if not fd.flags & OFN_HIDEREADONLY:
        t.items.append(template_item("BUTTON", CHK1, WS_TABSTOP | BS_AUTOCHECKBOX, 166, 56, 57, 12,
                             "&Read only"))
    return t
