"""COMDLG32's Common Item Dialog (Vista on): CLSID_FileOpenDialog and CLSID_FileSaveDialog
with IFileOpenDialog / IFileSaveDialog (IFileDialog, IModalWindow) and IFileDialog2; the
object's other interfaces are IFileDialogCustomize (``itemcustom.py``) and IOleWindow,
IServiceProvider, ICommDlgBrowser3, IExplorerBrowserEvents (``itemifaces.py``), over the
state they share (``itemstate.py``).

Show runs the dialog GetOpenFileName / GetSaveFileName run (``controls/filedlg.py``, through
``main.run_dialog``), with the options, file types, folder, name, title and labels set on
the object, the places AddPlace added (a list under Cancel), and the program's custom
controls under the dialog's own; FOS_PICKFOLDERS runs SHBrowseForFolder's dialog instead
(``controls/browsedlg.py``). The answers are shell items (``shell32/shellitem.py``);
Cancel is HRESULT_FROM_WIN32(ERROR_CANCELLED), as documented. FOS_ALLOWMULTISELECT makes
the list an extended-selection one: the names selected go into the name box quoted, as
Windows writes them, and GetResults holds each.

Event sinks (Advise) hear, as Windows tells them: OnFolderChanging (a failure keeps the
folder) and OnFolderChange when the dialog opens and whenever it changes folder,
OnTypeChange when it opens with file types and when the type changes, OnSelectionChange
when the list's selection changes (GetCurrentSelection and GetSelectedItems answer it
meanwhile), OnOverwrite before FOS_OVERWRITEPROMPT's question (FDEOR_ACCEPT replaces
without asking, FDEOR_REFUSE keeps the dialog open), OnShareViolation when the chosen file
is open in the guest with a share mode that refuses the dialog's access (FDESVR_ACCEPT
takes it anyway, FDESVR_REFUSE keeps the dialog open, FDESVR_DEFAULT tells the user and
keeps it open), and OnFileOk before a name is accepted (S_FALSE or an error keeps the
dialog open). SetFilter's IShellItemFilter is asked IncludeItem for every entry of the
list. The save dialog's properties: SetProperties' store is the one GetProperties gives
once SetCollectedProperties was called (the dialog has no property pane the user could
change it in); GetProperties with no store of the program's, and ApplyProperties (there
are no property handlers to write a file's properties), stop the guest naming them.
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
                                 _split_patterns, join_path, template)
from ...controls.static_listbox import (LB_ADDSTRING, LB_GETCURSEL, LB_GETSELCOUNT,
                                        LB_GETSELITEMS, LB_RESETCONTENT, LB_SETCURSEL,
                                        LBS_EXTENDEDSEL)
from ...core.dllnames import COMDLG32, SHELL32
from ...core.messages import WM_SETTEXT
from ...core.winerror import (E_FAIL, E_INVALIDARG, E_UNEXPECTED,
                              ERROR_CANCELLED, S_OK, hresult_from_win32)
from ...kernel import shellns
from ...kernel.comobj import com_addref, com_impl, com_release, method_call
from ...kernel.files import FILE_SHARE_READ, FILE_SHARE_WRITE, check_sharing
from ...kernel.procparams import set_current_directory
from ...kernel.vfs import VfsError
from ...user.dialogs import dialog_box, end_dialog
from ...user.window import enable_window
from ...user.dlgtemplate import template_item
from ...user.wm import WS_BORDER, WS_TABSTOP, WS_VSCROLL
from ..ole32.classes import in_process_class
from ..ole32.guids import guid_bytes
from ..shell32.shellitem import item_ids, new_item, new_item_array
from . import itemcustom, itemifaces
from .itemstate import (OPEN_METHODS, SAVE_METHODS, addref, new_dialog,
                        not_a_dialog, query, release, tell_sinks)
from .main import run_dialog

__all__ = ["CLSID_FILEOPENDIALOG", "CLSID_FILESAVEDIALOG", "INTERFACES"]

CLSID_FILEOPENDIALOG = guid_bytes("{DC1C5A9C-E88A-4DDE-A5A1-60F82A20AEF7}")
CLSID_FILESAVEDIALOG = guid_bytes("{C0B4E2F3-BA21-4773-8DBA-335EC946EB8B}")

S_FALSE = 1
CANCELLED = hresult_from_win32(ERROR_CANCELLED)       # 0x800704C7
MK_E_NOOBJECT = 0x800401E5                            # SetSaveAsItem of a non-file item

# FOS_* (shobjidl.h). The ones the old dialog has too are OFN_* bits of the same value.
FOS_OVERWRITEPROMPT, FOS_NOCHANGEDIR, FOS_PICKFOLDERS = 0x2, 0x8, 0x20
FOS_FORCEFILESYSTEM, FOS_ALLOWMULTISELECT = 0x40, 0x200
FOS_PATHMUSTEXIST, FOS_FILEMUSTEXIST, FOS_NOREADONLYRETURN = 0x800, 0x1000, 0x8000
FOS_SHAREAWARE, FOS_STRICTFILETYPES, FOS_OKBUTTONNEEDSINTERACTION = 0x4000, 0x4, 0x200000
EN_CHANGE = 0x300
# bits no FOS_* names: SetOptions refuses them (E_INVALIDARG), as Windows does
_FOS_INVALID = 0x1 | 0x10 | 0x400 | 0x80000 | 0x400000 | 0x800000 | 0x1000000 | 0x4000000 \
    | 0x8000000
_SHARED_OFN = (OFN_OVERWRITEPROMPT | OFN_NOCHANGEDIR | OFN_PATHMUSTEXIST | OFN_FILEMUSTEXIST
               | OFN_CREATEPROMPT | OFN_NOREADONLYRETURN)
FDAP_BOTTOM, FDAP_TOP = 0, 1
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

_IFACES = ("IFileOpenDialog", "IFileSaveDialog", "IFileDialog2")
#: The object's interfaces beyond IFileDialog's own, by their modules.
INTERFACES = (itemcustom.IFACE, itemifaces.OLE_WINDOW, itemifaces.SERVICE_PROVIDER,
              itemifaces.COMMDLG_BROWSER, itemifaces.BROWSER_EVENTS)


def _make(save):
    def make(vm):
        if save:
            return new_dialog(vm, "IFileSaveDialog", SAVE_METHODS, True)
        return new_dialog(vm, "IFileOpenDialog", OPEN_METHODS, False)
    return make


in_process_class(CLSID_FILEOPENDIALOG, "FileOpenDialog", _make(False))
in_process_class(CLSID_FILESAVEDIALOG, "FileSaveDialog", _make(True))


def _method(name, params, ifaces=_IFACES):
    """Declare the handler below as method ``name`` of the dialog interfaces."""
    def wrap(fn):
        for iface in ifaces:
            api(COMDLG32, "wineagent.%s_%s" % (iface, name), params, widths=BOTH)(fn)
        return fn
    return wrap


def _self(c, this):
    for iface in _IFACES:
        d = com_impl(c.vm, this, iface)
        if d is not None:
            return d
    raise not_a_dialog("IFileDialog", this)


def _running(d):
    """The running file dialog (a _FileItemDialog with its window), or None."""
    ui = d.ui
    return ui if isinstance(ui, _FileItemDialog) and ui.hwnd else None


def _selection(d):
    """Generator: [SHITEMIDs] selected in the running dialog (file or folder picker);
    [] when none runs."""
    ui = d.ui
    if isinstance(ui, _FolderItemDialog) and ui.hwnd:
        return [ui.folder_ids(ui.selected)]
    if isinstance(ui, _FileItemDialog) and ui.hwnd:
        return (yield from ui.selection())
    return []


def _ids_of_item(vm, item, what):
    ids = item_ids(vm, item)
    if ids is None:
        raise Unimplemented("%s IFileDialog::%s with a shell item of the program's"
                            % (COMDLG32, what))
    return ids


def _path_of(vm, ids):
    item = shellns.item_of(shellns.join_pidl(ids))
    return None if item is None else shellns.path_of(vm.vfs, item, None)


def _ids_for_path(vm, path):
    """The SHITEMIDs of a path (a name to save under need not exist yet)."""
    try:
        return shellns.split_pidl(shellns.pidl_for_path(vm.vfs, path))
    except VfsError:
        return shellns.split_pidl(shellns.simple_pidl(path))


def _ids_for_parts(vm, parts):
    return _ids_for_path(vm, vm.vfs.guest_path(parts))


def _give_string(vm, out, text):
    p = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(p, text)
    vm.mem.wptr(out, p)


# -- IUnknown ----------------------------------------------------------------------------------
@_method("QueryInterface", "LPVOID this, LPVOID riid, LPVOID out")
def _query(c, this, riid, out):
    """IUnknown, IModalWindow, IFileDialog and the object's own IFileOpenDialog or
    IFileSaveDialog (this pointer), and its other interfaces (pointers of their own)."""
    return query(c.vm, _self(c, this), riid, out)


@_method("AddRef", "LPVOID this")
def _addref(c, this):
    """One more reference."""
    return addref(c.vm, _self(c, this))


@_method("Release", "LPVOID this")
def _release(c, this):
    """One reference less; the last lets the event sinks and the program's objects go."""
    return (yield from release(c.vm, _self(c, this)))


# -- what the program sets ------------------------------------------------------------------------
@_method("SetFileTypes", "LPVOID this, UINT count, LPVOID specs")
def _set_types(c, this, count, specs):
    """The file types (COMDLG_FILTERSPEC: two string pointers each); once only
    (E_UNEXPECTED after, as documented); none at all is no setting."""
    vm = c.vm
    d = _self(c, this)
    if not specs:
        return E_INVALIDARG
    if d.filters is not None:
        return E_UNEXPECTED
    if not count:
        return S_OK
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
    """The file type shown (1-based; 0 is the first, past the end the last); E_FAIL with
    no file types."""
    d = _self(c, this)
    if not d.filters:
        return E_FAIL
    d.type_index = max(1, min(len(d.filters), index))
    fd = _running(d)
    if fd is not None:
        yield from fd.choose_type(d.type_index - 1)
    return S_OK


@_method("GetFileTypeIndex", "LPVOID this, LPVOID out")
def _get_type_index(c, this, out):
    """The file type chosen (1-based; 0 before any was)."""
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    fd = _running(d)
    c.vm.mem.w32(out, fd.filter_index + 1 if fd is not None and d.filters else d.type_index)
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
    """The FOS_* options (E_INVALIDARG, nothing changed, with a bit no FOS_* names)."""
    d = _self(c, this)
    if options & _FOS_INVALID:
        return E_INVALIDARG
    d.options = options
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
    remembered from an earlier run here, so it is always shown then); NULL: none."""
    d = _self(c, this)
    d.default_folder = list(_ids_of_item(c.vm, item, "SetDefaultFolder")) if item else None
    return S_OK


@_method("SetFolder", "LPVOID this, LPVOID item")
def _set_folder(c, this, item):
    """The folder shown (while the dialog runs: it goes there); NULL: none."""
    vm = c.vm
    d = _self(c, this)
    d.folder = list(_ids_of_item(vm, item, "SetFolder")) if item else None
    fd = _running(d)
    path = _path_of(vm, d.folder) if fd is not None and d.folder is not None else None
    if path is not None and os.path.isdir(vm.vfs.host_path(vm.vfs.split(path))):
        yield from fd.navigate(vm.vfs.split(path))
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
    """The folder: the one shown while the dialog runs, the chosen item's after Show,
    before it the one Show would open."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    fd = _running(d)
    if fd is not None:
        ids = _ids_for_parts(vm, fd.folder)
    elif d.result:
        ids = d.result[0][:-1] if not d.options & FOS_PICKFOLDERS else d.result[0]
    else:
        ids = _ids_for_parts(vm, _start_folder(vm, d))
    vm.mem.wptr(out, new_item(vm, ids))
    return S_OK


@_method("GetCurrentSelection", "LPVOID this, LPVOID out")
def _get_current_selection(c, this, out):
    """While the dialog runs: the entry selected in the list, else the name typed;
    E_FAIL when there is neither (and whenever the dialog is not shown)."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    sel = (yield from _selection(d))
    if not sel:
        return E_FAIL
    vm.mem.wptr(out, new_item(vm, sel[0]))
    return S_OK


@_method("SetFileName", "LPVOID this, LPCWSTR name")
def _set_name(c, this, name):
    """The text in the name box (NULL: none)."""
    d = _self(c, this)
    d.name = name
    fd = _running(d)
    if fd is not None:
        yield from fd._send_text(EDT1, WM_SETTEXT, 0, d.name or "")
    return S_OK


@_method("GetFileName", "LPVOID this, LPVOID out")
def _get_name(c, this, out):
    """The name box's text (CoTaskMemAlloc'ed): SetFileName's, what is typed while the
    dialog runs, and what was there when a name was accepted after it; E_FAIL (NULL)
    when there is none."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    fd = _running(d)
    text = (yield from fd._get_text(EDT1)) if fd is not None else d.name
    if text is None:
        vm.mem.wptr(out, 0)
        return E_FAIL
    _give_string(vm, out, text)
    return S_OK


def _set_title(vm, fd, text):
    p = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(p, text)
    try:
        yield from vm.wm.send(fd.hwnd, WM_SETTEXT, 0, p)
    finally:
        vm.heap.free(p)


_LABELS = {"title": None, "ok_label": IDOK, "name_label": IDS["stc3"],
           "cancel_label": IDCANCEL}


def _text_setter(field):
    def setter(c, this, text):
        d = _self(c, this)
        value = text
        setattr(d, field, value or None)
        fd = _running(d)
        if fd is not None:
            cid = _LABELS[field]
            if cid is None:
                yield from _set_title(c.vm, fd, value or fd.title)
            elif value:
                yield from fd._send_text(cid, WM_SETTEXT, 0, value)
        return S_OK
    setter.__doc__ = "The dialog's %s (NULL or \"\": the default)." % field.replace("_", " ")
    return setter


_method("SetTitle", "LPVOID this, LPCWSTR text")(_text_setter("title"))
_method("SetOkButtonLabel", "LPVOID this, LPCWSTR text")(_text_setter("ok_label"))
_method("SetFileNameLabel", "LPVOID this, LPCWSTR text")(_text_setter("name_label"))
_method("SetCancelButtonLabel", "LPVOID this, LPCWSTR text", ("IFileDialog2",))(
    _text_setter("cancel_label"))


@_method("SetNavigationRoot", "LPVOID this, LPVOID item", ("IFileDialog2",))
def _set_navigation_root(c, this, item):
    """The folder the dialog cannot go above (E_INVALIDARG for NULL)."""
    d = _self(c, this)
    if not item:
        return E_INVALIDARG
    d.navigation_root = list(_ids_of_item(c.vm, item, "SetNavigationRoot"))
    return S_OK


@_method("SetDefaultExtension", "LPVOID this, LPCWSTR ext")
def _set_defext(c, this, ext):
    """The extension added to a name typed without it (no leading dot; NULL: none)."""
    _self(c, this).defext = (ext or "").lstrip(".")
    return S_OK


@_method("SetClientGuid", "LPVOID this, LPVOID guid")
def _set_client_guid(c, this, guid):
    """The GUID Windows files the dialog's remembered state under; nothing is remembered
    between runs here, so it only names the state ClearClientData would clear."""
    if not guid:
        return E_INVALIDARG
    _self(c, this).client_guid = bytes(c.vm.mem.read(guid, 16))
    return S_OK


@_method("ClearClientData", "LPVOID this")
def _clear_client_data(c, this):
    """Forget the state remembered under the client GUID: E_FAIL without one, as Windows
    answers; with one there is nothing remembered to clear."""
    d = _self(c, this)
    return E_FAIL if d.client_guid is None else S_OK


@_method("AddPlace", "LPVOID this, LPVOID item, DWORD where")
def _add_place(c, this, item, where):
    """A folder in the places list (FDAP_TOP first, FDAP_BOTTOM last)."""
    d = _self(c, this)
    if not item or where not in (FDAP_BOTTOM, FDAP_TOP):
        return E_INVALIDARG
    ids = list(_ids_of_item(c.vm, item, "AddPlace"))
    if where == FDAP_TOP:
        d.places.insert(0, ids)
    else:
        d.places.append(ids)
    return S_OK


@_method("SetFilter", "LPVOID this, LPVOID filter")
def _set_filter(c, this, flt):
    """The IShellItemFilter asked which entries the list shows (a reference; NULL:
    none)."""
    d = _self(c, this)
    old, d.filter = d.filter, 0
    if flt:
        yield method_call(c.vm, flt, 1)         # AddRef
        d.filter = flt
    if old:
        yield method_call(c.vm, old, 2)         # Release
    fd = _running(d)
    if fd is not None:
        yield from fd.refresh()
    return S_OK


def _offered(d):
    return d.pending if d.pending is not None else d.result


@_method("GetResult", "LPVOID this, LPVOID out")
def _get_result(c, this, out):
    """The chosen item (also while OnFileOk is asked about it); E_UNEXPECTED before,
    E_FAIL when several were chosen (GetResults has them)."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    items = _offered(d)
    if not items:
        return E_UNEXPECTED
    if len(items) != 1:
        return E_FAIL
    vm.mem.wptr(out, new_item(vm, items[0]))
    return S_OK


@api(COMDLG32, "wineagent.IFileOpenDialog_GetResults", "LPVOID this, LPVOID out", widths=BOTH)
def _get_results(c, this, out):
    """The chosen items as an IShellItemArray; E_FAIL (NULL) before a choice."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    items = _offered(d)
    if not items:
        vm.mem.wptr(out, 0)
        return E_FAIL
    vm.mem.wptr(out, new_item_array(vm, items))
    return S_OK


@api(COMDLG32, "wineagent.IFileOpenDialog_GetSelectedItems", "LPVOID this, LPVOID out",
     widths=BOTH)
def _get_selected_items(c, this, out):
    """While the dialog runs: the entries selected in the list (else the name typed) as
    an IShellItemArray; E_FAIL when there are none."""
    vm = c.vm
    d = _self(c, this)
    if not out:
        return E_INVALIDARG
    sel = (yield from _selection(d))
    if not sel:
        return E_FAIL
    vm.mem.wptr(out, new_item_array(vm, sel))
    return S_OK


# -- IFileSaveDialog -----------------------------------------------------------------------
@api(COMDLG32, "wineagent.IFileSaveDialog_SetSaveAsItem", "LPVOID this, LPVOID item", widths=BOTH)
def _set_save_as(c, this, item):
    """The item to save as: its folder is shown and its name is in the name box (NULL:
    nothing; MK_E_NOOBJECT for an item that is no file, such as the desktop)."""
    vm = c.vm
    d = _self(c, this)
    if not item:
        return S_OK
    ids = _ids_of_item(vm, item, "SetSaveAsItem")
    it = shellns.item_of(shellns.join_pidl(ids)) if ids else None
    if not ids or it is None or it.kind != shellns.FILE:
        return MK_E_NOOBJECT
    d.folder = list(ids[:-1])
    d.name = shellns.display_name(it)
    return S_OK


@api(COMDLG32, "wineagent.IFileSaveDialog_SetProperties", "LPVOID this, LPVOID store",
     widths=BOTH)
def _set_properties(c, this, store):
    """The IPropertyStore of the properties to save with the file (a reference)."""
    d = _self(c, this)
    if not store:
        return E_INVALIDARG
    yield method_call(c.vm, store, 1)           # AddRef
    old, d.properties = d.properties, store
    if old:
        yield method_call(c.vm, old, 2)
    return S_OK


@api(COMDLG32, "wineagent.IFileSaveDialog_SetCollectedProperties",
     "LPVOID this, LPVOID list, BOOL append_default", widths=BOTH)
def _set_collected(c, this, plist, append_default):
    """The IPropertyDescriptionList of the properties to collect (a reference; NULL:
    the default ones); GetProperties answers from now on."""
    d = _self(c, this)
    if plist:
        yield method_call(c.vm, plist, 1)       # AddRef
    old = d.collected[0] if d.collected is not None else 0
    d.collected = (plist, bool(append_default))
    if old:
        yield method_call(c.vm, old, 2)
    return S_OK


@api(COMDLG32, "wineagent.IFileSaveDialog_GetProperties", "LPVOID this, LPVOID out",
     widths=BOTH)
def _get_properties(c, this, out):
    """The collected properties: SetProperties' store (nothing here lets the user change
    them); E_UNEXPECTED before SetCollectedProperties."""
    d = _self(c, this)
    if d.collected is None or not out:
        return E_UNEXPECTED
    if not d.properties:
        raise Unimplemented("%s IFileSaveDialog::GetProperties without SetProperties "
                            "(no in-memory property store)" % COMDLG32)
    yield method_call(c.vm, d.properties, 1)    # AddRef: the caller's reference
    c.vm.mem.wptr(out, d.properties)
    return S_OK


@api(COMDLG32, "wineagent.IFileSaveDialog_ApplyProperties",
     "LPVOID this, LPVOID item, LPVOID store, HWND hwnd, LPVOID sink", widths=BOTH)
def _apply_properties(c, this, item, store, hwnd, sink):
    """Writing properties into a file needs its property handler: none exists here."""
    _self(c, this)
    raise Unimplemented("%s IFileSaveDialog::ApplyProperties (no property handlers)"
                        % COMDLG32)


@_method("Close", "LPVOID this, HRESULT hr")
def _close(c, this, hr):
    """End a running Show, which returns ``hr``."""
    d = _self(c, this)
    if d.ui is not None and d.ui.hwnd:
        d.close_hr = hr & 0xFFFFFFFF
        yield from end_dialog(c.vm, d.ui.hwnd, 0)
    return S_OK


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
        return [_ids_for_parts(self.vm, self.folder + (name,)) for _kind, name in entries]

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
            folder = new_item(vm, _ids_for_parts(vm, self.folder))
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
        root = _path_of(vm, d.navigation_root) if d.navigation_root else None
        if root is not None and vm.vfs.split(root) != tuple(parts[:len(vm.vfs.split(root))]):
            return
        if d.sinks:
            folder = new_item(vm, _ids_for_parts(vm, parts))
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
            item = new_item(vm, _ids_for_parts(vm, self.folder + (entry[1],)))
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
            return [_ids_for_parts(vm, join_path(self.folder, n)) for n in names]
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
            path = _path_of(self.vm, d.places[i]) if 0 <= i < len(d.places) else None
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
        names = _quoted(text) if self.d.options & FOS_ALLOWMULTISELECT else []
        if len(names) > 1:
            yield from self._ok_many(names)
            return
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
        item = new_item(vm, _ids_for_path(vm, path))
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
            if d.options & FOS_SHAREAWARE or not os.path.isfile(host):
                return True
            check_sharing(vm, os.path.realpath(host), True, self.save, False,
                          FILE_SHARE_READ | FILE_SHARE_WRITE)
            return True
        except VfsError:
            pass
        resp = vm.heap.alloc(4)
        item = new_item(vm, _ids_for_path(vm, path))
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
        d.pending = [_ids_for_path(vm, p) for p in paths]
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
    return t


def _show_files(c, d, owner):
    """Generator: the file dialog; the chosen paths or None."""
    vm = c.vm
    ofn_flags = (d.options & _SHARED_OFN) | OFN_HIDEREADONLY
    filters = d.filters or []
    index = max(0, min(len(filters) - 1, d.type_index - 1)) if filters else 0
    title = d.title or ("Save As" if d.save else "Open")
    fd = _FileItemDialog(vm, d.save, title, ofn_flags, filters, index, _start_folder(vm, d),
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
    return [_ids_for_path(vm, p) for p in (fd.chosen or [fd.result["path"]])]


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


@_method("Show", "LPVOID this, HWND owner")
def _show(c, this, owner):
    """Run the dialog: S_OK with the result kept for GetResult(s), or
    HRESULT_FROM_WIN32(ERROR_CANCELLED) for Cancel (or Close's HRESULT)."""
    d = _self(c, this)
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

