"""COMDLG32's Common Item Dialog (Vista on): CLSID_FileOpenDialog and CLSID_FileSaveDialog
with IFileOpenDialog / IFileSaveDialog (IFileDialog, IModalWindow).

Show runs the dialog GetOpenFileName / GetSaveFileName run (``controls/filedlg.py``, through
``main.run_dialog``), with the options, file types, folder, name, title and labels set on
the object; FOS_PICKFOLDERS runs SHBrowseForFolder's dialog instead
(``controls/browsedlg.py``). The answers are shell items (``shell32/shellitem.py``);
Cancel is HRESULT_FROM_WIN32(ERROR_CANCELLED), as documented. The dialog here picks one
item: FOS_ALLOWMULTISELECT is accepted and GetResults holds that one.

Event sinks (Advise) are told OnFileOk before a name is accepted (S_FALSE or an error
keeps the dialog open, as documented); the dialog has no navigation pane or selection
events to give, so the other IFileDialogEvents methods are not called. Not implemented,
and stopping the guest by name: AddPlace (no places pane), SetFilter,
GetCurrentSelection, GetSelectedItems, the save dialog's property methods, and
IFileDialog2 / IFileDialogCustomize and the other interfaces Windows' dialog also has.
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...controls.browsedlg import BIF_RETURNONLYFSDIRS, BROWSE_PROC, FolderBrowser, \
    browse_template, pidl_of
from ...controls.filedlg import (IDOK, IDS, OFN_CREATEPROMPT, OFN_FILEMUSTEXIST,
                                 OFN_HIDEREADONLY, OFN_NOCHANGEDIR, OFN_NOREADONLYRETURN,
                                 OFN_OVERWRITEPROMPT, OFN_PATHMUSTEXIST, FileDialog,
                                 _split_patterns, template)
from ...core.dllnames import COMDLG32, SHELL32
from ...core.messages import WM_SETTEXT
from ...core.winerror import (E_FAIL, E_INVALIDARG, E_NOINTERFACE, E_POINTER, E_UNEXPECTED,
                              ERROR_CANCELLED, S_OK, hresult_from_win32)
from ...kernel import shellns
from ...kernel.comobj import IID_IUNKNOWN, com_addref, com_impl, com_new, com_release, \
    method_call
from ...kernel.procparams import set_current_directory
from ...kernel.vfs import VfsError
from ...user.dialogs import dialog_box, end_dialog
from ..ole32.classes import in_process_class
from ..ole32.guids import guid_bytes
from ..shell32.shellitem import item_ids, new_item, new_item_array
from .main import run_dialog

__all__ = ["CLSID_FILEOPENDIALOG", "CLSID_FILESAVEDIALOG"]

CLSID_FILEOPENDIALOG = guid_bytes("{DC1C5A9C-E88A-4DDE-A5A1-60F82A20AEF7}")
CLSID_FILESAVEDIALOG = guid_bytes("{C0B4E2F3-BA21-4773-8DBA-335EC946EB8B}")
IID_IMODALWINDOW = guid_bytes("{B4DB1657-70D7-485E-8E3E-6FCB5A5C1802}")
IID_IFILEDIALOG = guid_bytes("{42F85136-DB7E-439C-85F1-E4075D135FC8}")
IID_IFILEOPENDIALOG = guid_bytes("{D57C7288-D4AD-4768-BE02-9D969532D960}")
IID_IFILESAVEDIALOG = guid_bytes("{84BCCD23-5FDE-4CDB-AEA4-AF64B83D78AB}")
# interfaces Windows' dialog has that this one does not: asking stops the guest naming them
_MISSING = {
    guid_bytes("{61744FC7-85B5-4791-A9B0-272276309B13}"): "IFileDialog2",
    guid_bytes("{E6FDD21A-163F-4975-9C8C-A69F1BA37034}"): "IFileDialogCustomize",
    guid_bytes("{8016B7B3-3D49-4504-A0AA-2A37494E606F}"): "IFileDialogCustomize (Windows 7's)",
    guid_bytes("{FC4801A3-2BA9-11CF-A229-00AA003D7352}"): "IObjectWithSite",
    guid_bytes("{00000114-0000-0000-C000-000000000046}"): "IOleWindow",
    guid_bytes("{6D5140C1-7436-11CE-8034-00AA006009FA}"): "IServiceProvider",
}

S_FALSE = 1
CANCELLED = hresult_from_win32(ERROR_CANCELLED)       # 0x800704C7

# FOS_* (shobjidl.h). The ones the old dialog has too are OFN_* bits of the same value.
FOS_OVERWRITEPROMPT, FOS_NOCHANGEDIR, FOS_PICKFOLDERS = 0x2, 0x8, 0x20
FOS_FORCEFILESYSTEM, FOS_ALLOWMULTISELECT = 0x40, 0x200
FOS_PATHMUSTEXIST, FOS_FILEMUSTEXIST, FOS_NOREADONLYRETURN = 0x800, 0x1000, 0x8000
_SHARED_OFN = (OFN_OVERWRITEPROMPT | OFN_NOCHANGEDIR | OFN_PATHMUSTEXIST | OFN_FILEMUSTEXIST
               | OFN_CREATEPROMPT | OFN_NOREADONLYRETURN)
# the options a new dialog has (Windows' and Wine 8's GetOptions before SetOptions)
OPEN_DEFAULTS = FOS_PATHMUSTEXIST | FOS_FILEMUSTEXIST | FOS_NOCHANGEDIR
SAVE_DEFAULTS = FOS_OVERWRITEPROMPT | FOS_NOREADONLYRETURN | FOS_PATHMUSTEXIST | FOS_NOCHANGEDIR

MODAL_METHODS = ("QueryInterface", "AddRef", "Release", "Show")
DIALOG_METHODS = MODAL_METHODS + (
    "SetFileTypes", "SetFileTypeIndex", "GetFileTypeIndex", "Advise", "Unadvise",
    "SetOptions", "GetOptions", "SetDefaultFolder", "SetFolder", "GetFolder",
    "GetCurrentSelection", "SetFileName", "GetFileName", "SetTitle", "SetOkButtonLabel",
    "SetFileNameLabel", "GetResult", "AddPlace", "SetDefaultExtension", "Close",
    "SetClientGuid", "ClearClientData", "SetFilter")
OPEN_METHODS = DIALOG_METHODS + ("GetResults", "GetSelectedItems")
SAVE_METHODS = DIALOG_METHODS + ("SetSaveAsItem", "SetProperties", "SetCollectedProperties",
                                 "GetProperties", "ApplyProperties")
_IFACES = ("IFileOpenDialog", "IFileSaveDialog")


class ItemDialog:
    """One Common Item Dialog object: what the program set, and the outcome of Show."""

    def __init__(self, save):
        self.save = save
        self.options = SAVE_DEFAULTS if save else OPEN_DEFAULTS
        self.filters = None             # [(description, [patterns])] once SetFileTypes
        self.type_index = 0             # 1-based, 0 before SetFileTypeIndex
        self.folder = None              # SetFolder's SHITEMIDs
        self.default_folder = None      # SetDefaultFolder's
        self.name = None                # SetFileName's text
        self.title = None
        self.ok_label = None
        self.name_label = None
        self.defext = ""
        self.sinks = {}                 # cookie -> IFileDialogEvents pointer
        self.next_cookie = 1
        self.result = None              # the chosen item's SHITEMIDs
        self.pending = None             # the name being offered to OnFileOk
        self.ui = None                  # the running dialog (its .hwnd) while Show runs
        self.close_hr = None            # Close's HRESULT while Show runs
        self.client_guid = None


def _make(save):
    def make(vm):
        return com_new(vm, COMDLG32, _IFACES[save], SAVE_METHODS if save else OPEN_METHODS,
                       ItemDialog(save))
    return make


in_process_class(CLSID_FILEOPENDIALOG, "FileOpenDialog", _make(False))
in_process_class(CLSID_FILESAVEDIALOG, "FileSaveDialog", _make(True))


def _method(name, params):
    """Declare the handler below as method ``name`` of both dialog interfaces."""
    def wrap(fn):
        for iface in _IFACES:
            api(COMDLG32, "wineagent.%s_%s" % (iface, name), params, widths=BOTH)(fn)
        return fn
    return wrap


def _self(c, this):
    for iface in _IFACES:
        d = com_impl(c.vm, this, iface)
        if d is not None:
            return d
    raise Unimplemented("%s IFileDialog method on an object that is not one (0x%08X)"
                        % (COMDLG32, this))


def _ids_of_item(vm, item, what):
    ids = item_ids(vm, item)
    if ids is None:
        raise Unimplemented("%s IFileDialog::%s with a shell item of the program's"
                            % (COMDLG32, what))
    return ids


def _path_of(vm, ids):
    item = shellns.item_of(shellns.join_pidl(ids))
    return None if item is None else shellns.path_of(vm.vfs, item, None)


def _item_ids_for_path(vm, path):
    """The SHITEMIDs of a chosen path (a name to save under need not exist yet)."""
    try:
        return shellns.split_pidl(shellns.pidl_for_path(vm.vfs, path))
    except VfsError:
        return shellns.split_pidl(shellns.simple_pidl(path))


# -- IUnknown ----------------------------------------------------------------------------------
@_method("QueryInterface", "LPVOID this, LPVOID riid, LPVOID out")
def _query(c, this, riid, out):
    """IUnknown, IModalWindow, IFileDialog and the object's own IFileOpenDialog or
    IFileSaveDialog: all the object itself."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_POINTER
    iid = bytes(vm.mem.read(riid, 16))
    own = IID_IFILESAVEDIALOG if d.save else IID_IFILEOPENDIALOG
    if iid in (IID_IUNKNOWN, IID_IMODALWINDOW, IID_IFILEDIALOG, own):
        com_addref(vm, this)
        vm.mem.wptr(out, this)
        return S_OK
    name = _MISSING.get(iid)
    if name is not None:
        raise Unimplemented("%s Common Item Dialog interface %s" % (COMDLG32, name))
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


@_method("AddRef", "LPVOID this")
def _addref(c, this):
    """One more reference."""
    _self(c, this)
    return com_addref(c.vm, this)


@_method("Release", "LPVOID this")
def _release(c, this):
    """One reference less; the last lets the event sinks go."""
    d = _self(c, this)
    n = com_release(c.vm, this)
    if n == 0:
        for sink in list(d.sinks.values()):
            yield method_call(c.vm, sink, 2)
        d.sinks.clear()
    return n


# -- what the program sets ------------------------------------------------------------------------
@_method("SetFileTypes", "LPVOID this, UINT count, LPVOID specs")
def _set_types(c, this, count, specs):
    """The file types (COMDLG_FILTERSPEC: two string pointers each); once only
    (E_UNEXPECTED after, as documented)."""
    vm = c.vm
    d = _self(c, this)
    if not specs or not count:
        return E_INVALIDARG
    if d.filters is not None:
        return E_UNEXPECTED
    ps = vm.ptr_size
    d.filters = []
    for i in range(count):
        name = vm.mem.uptr(specs + 2 * ps * i)
        spec = vm.mem.uptr(specs + 2 * ps * i + ps)
        d.filters.append((vm.mem.wstr(name) if name else "",
                          _split_patterns(vm.mem.wstr(spec) if spec else "")))
    return S_OK


@_method("SetFileTypeIndex", "LPVOID this, UINT index")
def _set_type_index(c, this, index):
    """The file type shown first (1-based)."""
    _self(c, this).type_index = index
    return S_OK


@_method("GetFileTypeIndex", "LPVOID this, LPVOID out")
def _get_type_index(c, this, out):
    """The file type chosen (1-based)."""
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, d.type_index)
    return S_OK


@_method("Advise", "LPVOID this, LPVOID sink, LPVOID cookie")
def _advise(c, this, sink, cookie):
    """Keep an IFileDialogEvents sink (a reference) and give its cookie."""
    d = _self(c, this)
    if not sink or not cookie:
        return E_INVALIDARG
    yield method_call(c.vm, sink, 1)            # AddRef
    n = d.next_cookie
    d.next_cookie += 1
    d.sinks[n] = sink
    c.vm.mem.w32(cookie, n)
    return S_OK


@_method("Unadvise", "LPVOID this, DWORD cookie")
def _unadvise(c, this, cookie):
    """Let a sink go (E_INVALIDARG for a cookie not given)."""
    d = _self(c, this)
    sink = d.sinks.pop(cookie, None)
    if sink is None:
        return E_INVALIDARG
    yield method_call(c.vm, sink, 2)            # Release
    return S_OK


@_method("SetOptions", "LPVOID this, DWORD options")
def _set_options(c, this, options):
    """The FOS_* options."""
    _self(c, this).options = options
    return S_OK


@_method("GetOptions", "LPVOID this, LPVOID out")
def _get_options(c, this, out):
    """The FOS_* options (a new dialog has Windows' defaults)."""
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, d.options)
    return S_OK


@_method("SetDefaultFolder", "LPVOID this, LPVOID item")
def _set_default_folder(c, this, item):
    """The folder shown when the program sets none with SetFolder (no folder is
    remembered from an earlier run here, so it is always shown then)."""
    d = _self(c, this)
    if not item:
        return E_INVALIDARG
    d.default_folder = list(_ids_of_item(c.vm, item, "SetDefaultFolder"))
    return S_OK


@_method("SetFolder", "LPVOID this, LPVOID item")
def _set_folder(c, this, item):
    """The folder shown."""
    d = _self(c, this)
    if not item:
        return E_INVALIDARG
    d.folder = list(_ids_of_item(c.vm, item, "SetFolder"))
    return S_OK


def _start_folder(vm, d):
    """The guest folder components Show opens in: SetFolder's, SetDefaultFolder's, else the
    current directory."""
    for ids in (d.folder, d.default_folder):
        path = _path_of(vm, ids) if ids is not None else None
        if path is not None:
            try:
                parts = vm.vfs.split(path)
                if os.path.isdir(vm.vfs.host_path(parts)):
                    return parts
            except VfsError:
                pass
    return tuple(vm.vfs.cwd)


@_method("GetFolder", "LPVOID this, LPVOID out")
def _get_folder(c, this, out):
    """The folder: the chosen item's after Show, before it the one Show would open."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    if d.result is not None:
        ids = d.result[:-1] if not d.options & FOS_PICKFOLDERS else d.result
    else:
        ids = shellns.split_pidl(shellns.pidl_for_path(
            vm.vfs, vm.vfs.guest_path(_start_folder(vm, d))))
    vm.mem.wptr(out, new_item(vm, ids))
    return S_OK


@_method("SetFileName", "LPVOID this, LPCWSTR name")
def _set_name(c, this, name):
    """The text the name box starts with."""
    _self(c, this).name = name or ""
    return S_OK


@_method("GetFileName", "LPVOID this, LPVOID out")
def _get_name(c, this, out):
    """The name box's text: SetFileName's, or the chosen item's name after Show
    (CoTaskMemAlloc'ed); E_FAIL when there is none."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    text = d.name
    if d.result is not None:
        item = shellns.item_of(shellns.join_pidl(d.result))
        text = shellns.display_name(item) if item is not None else text
    if text is None:
        vm.mem.wptr(out, 0)
        return E_FAIL
    p = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(p, text)
    vm.mem.wptr(out, p)
    return S_OK


def _text_setter(field):
    def setter(c, this, text):
        if not text:
            return E_INVALIDARG
        setattr(_self(c, this), field, text)
        return S_OK
    return setter


_method("SetTitle", "LPVOID this, LPCWSTR text")(_text_setter("title"))
_method("SetOkButtonLabel", "LPVOID this, LPCWSTR text")(_text_setter("ok_label"))
_method("SetFileNameLabel", "LPVOID this, LPCWSTR text")(_text_setter("name_label"))


@_method("SetDefaultExtension", "LPVOID this, LPCWSTR ext")
def _set_defext(c, this, ext):
    """The extension added to a name typed without one (no leading dot)."""
    _self(c, this).defext = (ext or "").lstrip(".")
    return S_OK


@_method("SetClientGuid", "LPVOID this, LPVOID guid")
def _set_client_guid(c, this, guid):
    """The GUID Windows files the dialog's remembered state under; none is remembered
    here, so it is only kept."""
    if not guid:
        return E_INVALIDARG
    _self(c, this).client_guid = bytes(c.vm.mem.read(guid, 16))
    return S_OK


@_method("ClearClientData", "LPVOID this")
def _clear_client_data(c, this):
    """Forget the remembered state: this desktop keeps none (nothing to clear)."""
    _self(c, this)
    return S_OK


@_method("GetResult", "LPVOID this, LPVOID out")
def _get_result(c, this, out):
    """The chosen item (also while OnFileOk is asked about it); E_UNEXPECTED before."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    ids = d.pending if d.pending is not None else d.result
    if ids is None:
        vm.mem.wptr(out, 0)
        return E_UNEXPECTED
    vm.mem.wptr(out, new_item(vm, ids))
    return S_OK


@api(COMDLG32, "wineagent.IFileOpenDialog_GetResults", "LPVOID this, LPVOID out", widths=BOTH)
def _get_results(c, this, out):
    """The chosen items as an IShellItemArray (one item: this dialog picks one)."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    ids = d.pending if d.pending is not None else d.result
    if ids is None:
        vm.mem.wptr(out, 0)
        return E_UNEXPECTED
    vm.mem.wptr(out, new_item_array(vm, [ids]))
    return S_OK


@api(COMDLG32, "wineagent.IFileSaveDialog_SetSaveAsItem", "LPVOID this, LPVOID item", widths=BOTH)
def _set_save_as(c, this, item):
    """The item to save as: its folder is shown and its name is in the name box."""
    vm = c.vm
    d = _self(c, this)
    if not item:
        return E_INVALIDARG
    ids = _ids_of_item(vm, item, "SetSaveAsItem")
    if not ids:
        return E_INVALIDARG
    d.folder = list(ids[:-1])
    it = shellns.item_of(shellns.join_pidl(ids))
    d.name = shellns.display_name(it) if it is not None else d.name
    return S_OK


@_method("Close", "LPVOID this, HRESULT hr")
def _close(c, this, hr):
    """End a running Show, which returns ``hr``."""
    d = _self(c, this)
    if d.ui is not None and d.ui.hwnd:
        d.close_hr = hr & 0xFFFFFFFF
        yield from end_dialog(c.vm, d.ui.hwnd, 0)
    return S_OK


def _missing(iface_methods):
    for iface, names in iface_methods:
        for name in names:
            def missing(c, this, *args, _iface=iface, _name=name):
                raise Unimplemented("%s %s::%s" % (COMDLG32, _iface, _name))
            api(COMDLG32, "wineagent.%s_%s" % (iface, name), "LPVOID this", widths=BOTH)(missing)


_MISSING_METHODS = ("GetCurrentSelection", "AddPlace", "SetFilter")
_missing([(i, _MISSING_METHODS) for i in _IFACES] +
         [("IFileOpenDialog", ("GetSelectedItems",)),
          ("IFileSaveDialog", ("SetProperties", "SetCollectedProperties", "GetProperties",
                               "ApplyProperties"))])


# -- Show ---------------------------------------------------------------------------------------
class _FileItemDialog(FileDialog):
    """The Open / Save As dialog with the labels an IFileDialog sets."""

    labels = ()

    def init(self, hwnd):
        """Generator: the file dialog's WM_INITDIALOG, then the program's labels."""
        yield from super().init(hwnd)
        for cid, text in self.labels:
            yield from self._send_text(cid, WM_SETTEXT, 0, text)


def _accept(c, this, d):
    """The OnFileOk question to every sink, with the offered name as GetResult's answer."""
    def accept(path):
        d.pending = _item_ids_for_path(c.vm, path)
        try:
            for sink in list(d.sinks.values()):
                hr = (yield method_call(c.vm, sink, 3, this)) & 0xFFFFFFFF   # OnFileOk
                if hr != S_OK:
                    return False
            return True
        finally:
            d.pending = None
    return accept


def _show_files(c, this, d, owner):
    """Generator: the file dialog; the chosen path or None."""
    vm = c.vm
    ofn_flags = (d.options & _SHARED_OFN) | OFN_HIDEREADONLY
    filters = d.filters or []
    index = max(0, min(len(filters) - 1, d.type_index - 1)) if filters else 0
    title = d.title or ("Save As" if d.save else "Open")
    fd = _FileItemDialog(vm, d.save, title, ofn_flags, filters, index, _start_folder(vm, d),
                         d.name or "", d.defext, None)
    fd.labels = tuple((cid, text) for cid, text in ((IDOK, d.ok_label),
                                                    (IDS["stc3"], d.name_label)) if text)
    if d.sinks:
        fd.accept = _accept(c, this, d)
    d.ui = fd
    r = yield from run_dialog(vm, "file_dialogs", this, fd, template(fd), owner,
                              "wineagent.FileDlgProc")
    if r != 1 or fd.result is None:
        return None
    if filters:
        d.type_index = fd.filter_index + 1
    parts = fd.result["parts"]
    if not d.options & FOS_NOCHANGEDIR:
        set_current_directory(vm, parts[:-1])
    return _item_ids_for_path(vm, fd.result["path"])


def _show_folders(c, this, d, owner):
    """Generator: SHBrowseForFolder's dialog (FOS_PICKFOLDERS); the chosen folder's
    SHITEMIDs or None."""
    vm = c.vm
    flags = BIF_RETURNONLYFSDIRS if d.options & FOS_FORCEFILESYSTEM else 0
    root = shellns.Item(shellns.DESKTOP)
    fb = FolderBrowser(vm, flags, root, 0, 0, True)
    start = d.folder if d.folder is not None else d.default_folder
    item = shellns.item_of(shellns.join_pidl(start)) if start is not None else None
    if item is not None and item.kind != shellns.FILE:
        fb.open = fb.selected = item
    browsers = vm.user.folder_browsers
    browsers[this] = fb
    d.ui = fb
    try:
        r = yield from dialog_box(vm, browse_template(flags, d.title or ""), 0, owner,
                                  vm.proc_address(SHELL32, BROWSE_PROC), this, True)
    finally:
        browsers.pop(this, None)
    if r != 1 or fb.result is None:
        return None
    return shellns.split_pidl(pidl_of(fb.result))


@_method("Show", "LPVOID this, HWND owner")
def _show(c, this, owner):
    """Run the dialog: S_OK with the result kept for GetResult, or
    HRESULT_FROM_WIN32(ERROR_CANCELLED) for Cancel (or Close's HRESULT)."""
    d = _self(c, this)
    if d.ui is not None:
        return E_UNEXPECTED
    d.close_hr = None
    com_addref(c.vm, this)              # the object lives while its dialog runs
    try:
        if d.options & FOS_PICKFOLDERS:
            ids = yield from _show_folders(c, this, d, owner)
        else:
            ids = yield from _show_files(c, this, d, owner)
    finally:
        d.ui = None
        com_release(c.vm, this)
    if d.close_hr is not None:
        return d.close_hr
    if ids is None:
        return CANCELLED
    d.result = ids
    return S_OK
