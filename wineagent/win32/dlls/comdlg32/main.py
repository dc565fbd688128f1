"""COMDLG32: GetOpenFileName / GetSaveFileName and CommDlgExtendedError.

These handlers read and write the guest's OPENFILENAME; the dialog itself — its layout,
its behaviour, the documented OFN_* rules — is ``controls/filedlg.py``.
"""

import os

from ....abi.api import BOTH, GuestCall, Unimplemented, api
from ...controls.filedlg_hook import HookInfo
from ...core.messages import WM_COMMAND, WM_INITDIALOG
from ...controls.filedlg import (OFN_ALLOWMULTISELECT, OFN_ENABLEHOOK, OFN_ENABLETEMPLATE,
                                 OFN_ENABLETEMPLATEHANDLE, OFN_EXTENSIONDIFFERENT,
                                 OFN_NOCHANGEDIR, OFN_READONLY, OFN_SHOWHELP, FileDialog,
                                 join_path, read_filter, template)
from ...kernel.vfs import VfsError
from ...kernel.procparams import set_current_directory
from ...kernel.resources import module_resources
from ...user.dialogs import dialog_box, parse_template_bytes, read_template
from ...core.dllnames import COMDLG32
from ...core.structures import OPENFILENAME

__all__ = ["comdlg_error", "file_dialog", "run_dialog", "dialog_proc", "call_hook",
           "program_template"]

_UNSUPPORTED = ((OFN_ALLOWMULTISELECT, "OFN_ALLOWMULTISELECT"),
                (OFN_ENABLEHOOK, "OFN_ENABLEHOOK"),
                (OFN_ENABLETEMPLATE, "OFN_ENABLETEMPLATE"),
                (OFN_ENABLETEMPLATEHANDLE, "OFN_ENABLETEMPLATEHANDLE"),
                (OFN_SHOWHELP, "OFN_SHOWHELP"))
# Supported with OFN_EXPLORER: the program's child dialog (controls/filedlg_hook.py).
_EXPLORER_HOOKS = (OFN_ENABLEHOOK, OFN_ENABLETEMPLATE)
OFN_EXPLORER = 0x80000

CDERR_STRUCTSIZE, CDERR_INITIALIZATION = 0x1, 0x2
CDERR_NOHINSTANCE, CDERR_FINDRESFAILURE, CDERR_NOHOOK = 0x4, 0x6, 0xB
FNERR_INVALIDFILENAME, FNERR_BUFFERTOOSMALL = 0x3002, 0x3003



def _ofn_sizes(ptr):
    """The lStructSize values accepted: OPENFILENAME_SIZE_VERSION_400 (up to lpTemplateName)
    and the whole structure (Windows 2000 on): 76 and 88 bytes, 136 and 152 in 64-bit
    programs. OPENFILENAME (core/structures.py) is the same size in both variants."""
    return OPENFILENAME.A.offsetof("pvReserved", ptr), OPENFILENAME.A.sizeof(ptr)


def comdlg_error(vm, value=None):
    """CommDlgExtendedError's value for ``vm`` (set it when ``value`` is given)."""
    if value is not None:
        vm.user.comdlg_error = value
    return vm.user.comdlg_error


def call_hook(vm, hook, hwnd, msg, wparam, lparam):
    """Generator: a program's common-dialog hook (an old-style one: it sees the dialog's
    messages before the dialog does) on one message; its answer, 0 without a hook."""
    if not hook:
        return 0
    r = yield GuestCall(hook, (hwnd, msg, wparam, lparam))
    return (r or 0) & ((1 << (8 * vm.ptr_size)) - 1)


def program_template(c, flags, enable_template, enable_handle, inst, name):
    """The program's own dialog template for a common dialog (its ENABLETEMPLATE flag:
    ``name`` from module ``inst``'s resources, 0 being the executable, as FindResource
    reads it; its ENABLETEMPLATEHANDLE flag: the template ``inst`` holds), None for the
    standard one, or a CommDlgExtendedError code (an int): CDERR_NOHINSTANCE for a NULL
    template handle, CDERR_FINDRESFAILURE for a name the module does not have (or none),
    as Windows answers (Wine's finddlg test)."""
    if flags & enable_handle:
        return read_template(c.vm.mem, inst) if inst else CDERR_NOHINSTANCE
    if not flags & enable_template:
        return None
    if not name:
        return CDERR_FINDRESFAILURE
    if name >= 0x10000:
        name = c.read_str(name)
    res = module_resources(c.vm, inst)
    data = res.data(5, name) if res is not None else None    # RT_DIALOG
    return CDERR_FINDRESFAILURE if data is None else parse_template_bytes(data)


# -- OPENFILENAME -------------------------------------------------------------------------------
def _initial(c, ofn, flags):
    """(folder parts, edit text, pattern) from lpstrFile / lpstrInitialDir of the
    OPENFILENAME view ``ofn``; VfsError if the initial file name is invalid."""
    vm = c.vm
    vfs = vm.vfs
    p_file = ofn.lpstrFile
    text = (c.read_str(p_file) or "") if p_file else ""
    p_dir = ofn.lpstrInitialDir
    init_dir = (c.read_str(p_dir) or "") if p_dir else ""
    folder = None
    name, pattern = text, None
    if text:
        t = text.replace("/", "\\")
        head, _, leaf = t.rpartition("\\")
        if not head and len(t) >= 2 and t[1] == ":":
            head, leaf = t[:2], t[2:]
        if "*" in leaf or "?" in leaf:
            pattern = leaf
            vfs.split(leaf.replace("*", "x").replace("?", "x"))
        elif leaf:
            vfs.split(leaf)   # refuses < > | " and device names: FNERR_INVALIDFILENAME
        if head or t.startswith("\\"):
            try:
                parts = vfs.split(vfs.guest_path(join_path(vfs.cwd, head + "\\")))
                if os.path.isdir(vfs.host_path(parts)):
                    folder = parts
            except VfsError:
                pass
            name = leaf
    if folder is None and init_dir:
        try:
            parts = vfs.split(vfs.guest_path(join_path(vfs.cwd, init_dir)))
            if os.path.isdir(vfs.host_path(parts)):
                folder = parts
        except VfsError:
            pass
    if folder is None:
        folder = vfs.cwd
        try:
            if not os.path.isdir(vfs.host_path(folder)):
                folder = ()
        except VfsError:
            folder = ()
    return folder, name, pattern


def _hook_info(c, ofn, flags):
    """The program's Explorer-style hook and template (filedlg_hook.py), or None."""
    if not flags & (OFN_ENABLEHOOK | OFN_ENABLETEMPLATE):
        return None
    template = None
    if flags & OFN_ENABLETEMPLATE:
        if ofn.hInstance != c.vm.image.base:
            raise Unimplemented("%s!%s: a template from another module" % (COMDLG32, c.spec.name))
        p = ofn.lpTemplateName
        template = p if p < 0x10000 else c.read_str(p)
    hook = ofn.lpfnHook if flags & OFN_ENABLEHOOK else 0
    return HookInfo(hook, template, ofn.address, c.wide)


def file_dialog(c, ofn, save):
    """Generator: GetOpenFileName / GetSaveFileName on the OPENFILENAME at ``ofn``."""
    vm = c.vm
    mem = vm.mem
    comdlg_error(vm, 0)
    if not ofn or c.struct(OPENFILENAME, ofn).lStructSize not in _ofn_sizes(vm.ptr_size):
        comdlg_error(vm, CDERR_STRUCTSIZE)
        return 0
    addr, ofn = ofn, c.struct(OPENFILENAME, ofn)
    flags = ofn.Flags
    for bit, name in _UNSUPPORTED:
        if flags & bit and not (flags & OFN_EXPLORER and bit in _EXPLORER_HOOKS):
            raise Unimplemented("%s!%s: %s%s" % (COMDLG32, c.spec.name, name, " without OFN_EXPLORER"
                                                 if bit in _EXPLORER_HOOKS else ""))
    hook_info = _hook_info(c, ofn, flags)
    p_file, n_file = ofn.lpstrFile, ofn.nMaxFile
    if not p_file or not n_file:
        comdlg_error(vm, CDERR_INITIALIZATION)
        return 0
    try:
        folder, name, pattern = _initial(c, ofn, flags)
    except VfsError:
        comdlg_error(vm, FNERR_INVALIDFILENAME)
        return 0
    filters = read_filter(mem, ofn.lpstrFilter, c.wide)
    index = ofn.nFilterIndex
    p_cust, n_cust = ofn.lpstrCustomFilter, ofn.nMaxCustFilter
    if index == 0 and p_cust and pattern is None:
        # nFilterIndex 0 selects the custom filter: "description\0pattern\0".
        desc = c.read_str(p_cust) or ""
        off = (len(desc) + 1) * c.char_size
        pattern = c.read_str(p_cust + off) or None
    index = max(0, min(len(filters) - 1, index - 1)) if filters else 0
    p_title = ofn.lpstrTitle
    title = (c.read_str(p_title) if p_title else None) or ("Save As" if save else "Open")
    p_ext = ofn.lpstrDefExt
    defext = ((c.read_str(p_ext) if p_ext else "") or "").lstrip(".")
    fd = FileDialog(vm, save, title, flags, filters, index, folder, name, defext, pattern)
    fd.hook_info = hook_info
    r = yield from run_dialog(vm, "file_dialogs", addr, fd, template(fd), ofn.hwndOwner,
                              "wineagent.FileDlgProc")
    if fd.failed:
        comdlg_error(vm, fd.failed)
    if r != 1 or fd.result is None:
        return 0
    return _write_result(c, ofn, fd, flags, p_cust, n_cust)


def _write_result(c, ofn, fd, flags, p_cust, n_cust):
    """The dialog's answer into the OPENFILENAME view ``ofn`` and its buffers."""
    vm = c.vm
    mem = vm.mem
    res = fd.result
    path, parts = res["path"], res["parts"]
    p_file, n_file = ofn.lpstrFile, ofn.nMaxFile
    if len(path) + 1 > n_file:
        if n_file * c.char_size >= 2:
            mem.w16(p_file, len(path) + 1)   # the size needed, in characters
        comdlg_error(vm, FNERR_BUFFERTOOSMALL)
        return 0
    c.write_str(p_file, path, n_file)
    leaf = parts[-1]
    offset = len(path) - len(leaf)
    if res["typed_dot"] and "." not in leaf:
        ext_off = 0    # documented: the name ended with "." — no extension
    elif "." in leaf:
        ext_off = offset + leaf.rindex(".") + 1
    else:
        ext_off = len(path)
    ofn.nFileOffset, ofn.nFileExtension = offset, ext_off
    p_title, n_title = ofn.lpstrFileTitle, ofn.nMaxFileTitle
    if p_title and n_title:
        c.write_str(p_title, leaf, n_title)
    if fd.filters:
        ofn.nFilterIndex = fd.filter_index + 1
    new_flags = flags & ~(OFN_READONLY | OFN_EXTENSIONDIFFERENT)
    if res["readonly"]:
        new_flags |= OFN_READONLY
    ext = leaf.rsplit(".", 1)[1] if "." in leaf else ""
    if fd.defext and ext.lower() != fd.defext.lower():
        new_flags |= OFN_EXTENSIONDIFFERENT
    ofn.Flags = new_flags
    if p_cust and fd.pattern:
        desc = c.read_str(p_cust) or ""
        if len(desc) + len(fd.pattern) + 3 <= n_cust:
            off = (len(desc) + 1) * c.char_size
            c.write_str(p_cust + off, fd.pattern)
            c.write_str(p_cust + off + (len(fd.pattern) + 1) * c.char_size, "")
    if not flags & OFN_NOCHANGEDIR:
        set_current_directory(vm, parts[:-1])   # as Windows: the dialog's folder becomes current
    return 1


@api(COMDLG32, "GetOpenFileName{AW}", "LPVOID ofn", widths=BOTH)
def GetOpenFileName(c, ofn):
    return file_dialog(c, ofn, False)


@api(COMDLG32, "GetSaveFileName{AW}", "LPVOID ofn", widths=BOTH)
def GetSaveFileName(c, ofn):
    return file_dialog(c, ofn, True)


@api(COMDLG32, "CommDlgExtendedError", widths=BOTH)
def CommDlgExtendedError(c):
    return comdlg_error(c.vm)


# -- the dialog procedures ------------------------------------------------------------------
def run_dialog(vm, kind, addr, dlg, tpl, owner, proc):
    """Generator: run the modal dialog ``dlg`` (a Python object with ``init(hwnd)`` and
    ``command(id, code)``) for the guest structure at ``addr``; its DLGPROC ``proc`` (a
    ``wineagent.*`` thunk calling :func:`dialog_proc`) finds it by ``kind`` and ``addr``
    at WM_INITDIALOG. Returns EndDialog's value."""
    pending = vm.user.common_dialogs.setdefault(kind, {})
    pending[addr] = dlg
    try:
        return (yield from dialog_box(vm, tpl, 0, owner, vm.proc_address(COMDLG32, proc), addr, True))
    finally:
        pending.pop(addr, None)


def dialog_proc(c, hwnd, msg, wparam, lparam, kind):
    """Generator: the DLGPROC of a dialog :func:`run_dialog` runs (reached through
    DefDlgProc, like a guest DLGPROC): WM_INITDIALOG binds the dialog object to its window
    and calls its ``init``, WM_COMMAND its ``command``. A dialog object with a ``hook``
    (the program's old-style hook: PD_ENABLEPRINTHOOK, PSD_ENABLEPAGESETUPHOOK) has it
    hear every message first — WM_INITDIALOG after ``init``, with the program's structure
    as lParam, its answer being the dialog's; a non-zero answer to another message ends
    its handling."""
    vm = c.vm
    win = vm.wm.get(hwnd)
    if win is None:
        return 0
    if msg == WM_INITDIALOG:
        dlg = vm.user.common_dialogs.get(kind, {}).get(lparam)
        if dlg is None:
            return 0
        win.state[kind] = dlg
        yield from dlg.init(hwnd)
        hook = getattr(dlg, "hook", 0)
        if hook:
            return (yield from call_hook(vm, hook, hwnd, msg, wparam, lparam))
        return 1   # TRUE: the dialog manager focuses the first tab stop
    dlg = win.state.get(kind)
    if dlg is None:
        return 0
    r = yield from call_hook(vm, getattr(dlg, "hook", 0), hwnd, msg, wparam, lparam)
    if r:
        return r
    if msg == WM_COMMAND and vm.wm.get(hwnd) is not None:
        return (yield from dlg.command(wparam & 0xFFFF, (wparam >> 16) & 0xFFFF))
    return 0


@api(COMDLG32, "wineagent.FileDlgProc", "HWND hwnd, UINT msg, WPARAM wparam, LPARAM lparam",
     widths=BOTH)
def _file_dlg_proc(c, hwnd, msg, wparam, lparam):
    """The file dialog's DLGPROC."""
    return dialog_proc(c, hwnd, msg, wparam, lparam, "file_dialogs")
