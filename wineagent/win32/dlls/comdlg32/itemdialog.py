"""COMDLG32's Common Item Dialog (Vista on): CLSID_FileOpenDialog and CLSID_FileSaveDialog
with IFileOpenDialog / IFileSaveDialog (IFileDialog, IModalWindow) and IFileDialog2; the
object's other interfaces are IFileDialogCustomize (``itemcustom.py``) and IOleWindow,
IServiceProvider, ICommDlgBrowser3, IExplorerBrowserEvents (``itemifaces.py``), over the
state they share (``itemstate.py``).

Show (``itemshow.py``) runs the dialog GetOpenFileName / GetSaveFileName run
(``controls/filedlg.py``, through ``main.run_dialog``), with the options, file types,
folder, name, title and labels set on the object, the places AddPlace added (a list under
Cancel), and the program's custom controls under the dialog's own; FOS_PICKFOLDERS runs
SHBrowseForFolder's dialog instead (``controls/browsedlg.py``). The answers are shell
items (``shell32/shellitem.py``); Cancel is HRESULT_FROM_WIN32(ERROR_CANCELLED), as
documented. FOS_ALLOWMULTISELECT makes the list an extended-selection one: the names
selected go into the name box quoted, as Windows writes them, and GetResults holds each.

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

import os

from ....abi.api import BOTH, Unimplemented, api
from ...controls.filedlg import EDT1, IDCANCEL, IDOK, IDS, _split_patterns
from ...core.dllnames import COMDLG32
from ...core.messages import WM_SETTEXT
from ...core.winerror import E_FAIL, E_INVALIDARG, E_UNEXPECTED, S_OK
from ...kernel import shellns
from ...kernel.comobj import method_call
from ...user.dialogs import end_dialog
from ..ole32.classes import in_process_class
from ..ole32.guids import guid_bytes
from ..shell32.shellitem import item_ids, new_item, new_item_array
from . import itemcustom, itemifaces
from .itemshow import (FOS_PICKFOLDERS, ids_for_parts, path_of, running, selection,
                       start_folder)
from .itemstate import (DIALOG_IFACES, OPEN_METHODS, SAVE_METHODS, addref, dialog_self,
                        new_dialog, query, release)

__all__ = ["CLSID_FILEOPENDIALOG", "CLSID_FILESAVEDIALOG", "INTERFACES", "dialog_method"]

CLSID_FILEOPENDIALOG = guid_bytes("{DC1C5A9C-E88A-4DDE-A5A1-60F82A20AEF7}")
CLSID_FILESAVEDIALOG = guid_bytes("{C0B4E2F3-BA21-4773-8DBA-335EC946EB8B}")

MK_E_NOOBJECT = 0x800401E5                            # SetSaveAsItem of a non-file item
# bits no FOS_* names: SetOptions refuses them (E_INVALIDARG), as Windows does
_FOS_INVALID = 0x1 | 0x10 | 0x400 | 0x80000 | 0x400000 | 0x800000 | 0x1000000 | 0x4000000 \
    | 0x8000000
FDAP_BOTTOM, FDAP_TOP = 0, 1

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


def dialog_method(name, params, ifaces=DIALOG_IFACES):
    """Declare the handler below as method ``name`` of the dialog interfaces (here, so
    that the declarations are this module's)."""
    def wrap(fn):
        for iface in ifaces:
            api(COMDLG32, "wineagent.%s_%s" % (iface, name), params, widths=BOTH)(fn)
        return fn
    return wrap


def _ids_of_item(vm, item, what):
    ids = item_ids(vm, item)
    if ids is None:
        raise Unimplemented("%s IFileDialog::%s with a shell item of the program's"
                            % (COMDLG32, what))
    return ids


def _give_string(vm, out, text):
    p = vm.heap.alloc(2 * len(text) + 2)
    vm.mem.write_wstr(p, text)
    vm.mem.wptr(out, p)


# -- IUnknown ----------------------------------------------------------------------------------
@dialog_method("QueryInterface", "LPVOID this, LPVOID riid, LPVOID out")
def _query(c, this, riid, out):
    """IUnknown, IModalWindow, IFileDialog and the object's own IFileOpenDialog or
    IFileSaveDialog (this pointer), and its other interfaces (pointers of their own)."""
    return query(c.vm, dialog_self(c, this), riid, out)


@dialog_method("AddRef", "LPVOID this")
def _addref(c, this):
    """One more reference."""
    return addref(c.vm, dialog_self(c, this))


@dialog_method("Release", "LPVOID this")
def _release(c, this):
    """One reference less; the last lets the event sinks and the program's objects go."""
    return (yield from release(c.vm, dialog_self(c, this)))


# -- what the program sets ------------------------------------------------------------------------
@dialog_method("SetFileTypes", "LPVOID this, UINT count, LPVOID specs")
def _set_types(c, this, count, specs):
    """The file types (COMDLG_FILTERSPEC: two string pointers each); once only
    (E_UNEXPECTED after, as documented); none at all is no setting."""
    vm = c.vm
    d = dialog_self(c, this)
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


@dialog_method("SetFileTypeIndex", "LPVOID this, UINT index")
def _set_type_index(c, this, index):
    """The file type shown (1-based; 0 is the first, past the end the last); E_FAIL with
    no file types."""
    d = dialog_self(c, this)
    if not d.filters:
        return E_FAIL
    d.type_index = max(1, min(len(d.filters), index))
    fd = running(d)
    if fd is not None:
        yield from fd.choose_type(d.type_index - 1)
    return S_OK


@dialog_method("GetFileTypeIndex", "LPVOID this, LPVOID out")
def _get_type_index(c, this, out):
    """The file type chosen (1-based; 0 before any was)."""
    d = dialog_self(c, this)
    if not out:
        return E_INVALIDARG
    fd = running(d)
    c.vm.mem.w32(out, fd.filter_index + 1 if fd is not None and d.filters else d.type_index)
    return S_OK


@dialog_method("Advise", "LPVOID this, LPVOID sink, LPVOID cookie")
def _advise(c, this, sink, cookie):
    """Keep an IFileDialogEvents sink (a reference) and give its cookie."""
    d = dialog_self(c, this)
    if not sink or not cookie:
        return E_INVALIDARG
    yield method_call(c.vm, sink, 1)            # AddRef
    n = d.next_cookie
    d.next_cookie += 1
    d.sinks[n] = sink
    c.vm.mem.w32(cookie, n)
    return S_OK


@dialog_method("Unadvise", "LPVOID this, DWORD cookie")
def _unadvise(c, this, cookie):
    """Let a sink go (E_INVALIDARG for a cookie not given)."""
    d = dialog_self(c, this)
    sink = d.sinks.pop(cookie, None)
    if sink is None:
        return E_INVALIDARG
    yield method_call(c.vm, sink, 2)            # Release
    return S_OK


@dialog_method("SetOptions", "LPVOID this, DWORD options")
def _set_options(c, this, options):
    """The FOS_* options (E_INVALIDARG, nothing changed, with a bit no FOS_* names)."""
    d = dialog_self(c, this)
    if options & _FOS_INVALID:
        return E_INVALIDARG
    d.options = options
    return S_OK


@dialog_method("GetOptions", "LPVOID this, LPVOID out")
def _get_options(c, this, out):
    """The FOS_* options (a new dialog has Windows' defaults)."""
    d = dialog_self(c, this)
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, d.options)
    return S_OK


@dialog_method("SetDefaultFolder", "LPVOID this, LPVOID item")
def _set_default_folder(c, this, item):
    """The folder shown when the program sets none with SetFolder (no folder is
    remembered from an earlier run here, so it is always shown then); NULL: none."""
    d = dialog_self(c, this)
    d.default_folder = list(_ids_of_item(c.vm, item, "SetDefaultFolder")) if item else None
    return S_OK


@dialog_method("SetFolder", "LPVOID this, LPVOID item")
def _set_folder(c, this, item):
    """The folder shown (while the dialog runs: it goes there); NULL: none."""
    vm = c.vm
    d = dialog_self(c, this)
    d.folder = list(_ids_of_item(vm, item, "SetFolder")) if item else None
    fd = running(d)
    path = path_of(vm, d.folder) if fd is not None and d.folder is not None else None
    if path is not None and os.path.isdir(vm.vfs.host_path(vm.vfs.split(path))):
        yield from fd.navigate(vm.vfs.split(path))
    return S_OK


@dialog_method("GetFolder", "LPVOID this, LPVOID out")
def _get_folder(c, this, out):
    """The folder: the one shown while the dialog runs, the chosen item's after Show,
    before it the one Show would open."""
    vm = c.vm
    d = dialog_self(c, this)
    if not out:
        return E_INVALIDARG
    fd = running(d)
    if fd is not None:
        ids = ids_for_parts(vm, fd.folder)
    elif d.result:
        ids = d.result[0][:-1] if not d.options & FOS_PICKFOLDERS else d.result[0]
    else:
        ids = ids_for_parts(vm, start_folder(vm, d))
    vm.mem.wptr(out, new_item(vm, ids))
    return S_OK


@dialog_method("GetCurrentSelection", "LPVOID this, LPVOID out")
def _get_currentselection(c, this, out):
    """While the dialog runs: the entry selected in the list, else the name typed;
    E_FAIL when there is neither (and whenever the dialog is not shown)."""
    vm = c.vm
    d = dialog_self(c, this)
    if not out:
        return E_INVALIDARG
    sel = (yield from selection(d))
    if not sel:
        return E_FAIL
    vm.mem.wptr(out, new_item(vm, sel[0]))
    return S_OK


@dialog_method("SetFileName", "LPVOID this, LPCWSTR name")
def _set_name(c, this, name):
    """The text in the name box (NULL: none)."""
    d = dialog_self(c, this)
    d.name = name
    fd = running(d)
    if fd is not None:
        yield from fd._send_text(EDT1, WM_SETTEXT, 0, d.name or "")
    return S_OK


@dialog_method("GetFileName", "LPVOID this, LPVOID out")
def _get_name(c, this, out):
    """The name box's text (CoTaskMemAlloc'ed): SetFileName's, what is typed while the
    dialog runs, and what was there when a name was accepted after it; E_FAIL (NULL)
    when there is none."""
    vm = c.vm
    d = dialog_self(c, this)
    if not out:
        return E_INVALIDARG
    fd = running(d)
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
        d = dialog_self(c, this)
        value = text
        setattr(d, field, value or None)
        fd = running(d)
        if fd is not None:
            cid = _LABELS[field]
            if cid is None:
                yield from _set_title(c.vm, fd, value or fd.title)
            elif value:
                yield from fd._send_text(cid, WM_SETTEXT, 0, value)
        return S_OK
    setter.__doc__ = "The dialog's %s (NULL or \"\": the default)." % field.replace("_", " ")
    return setter


dialog_method("SetTitle", "LPVOID this, LPCWSTR text")(_text_setter("title"))
dialog_method("SetOkButtonLabel", "LPVOID this, LPCWSTR text")(_text_setter("ok_label"))
dialog_method("SetFileNameLabel", "LPVOID this, LPCWSTR text")(_text_setter("name_label"))
dialog_method("SetCancelButtonLabel", "LPVOID this, LPCWSTR text", ("IFileDialog2",))(
    _text_setter("cancel_label"))


@dialog_method("SetNavigationRoot", "LPVOID this, LPVOID item", ("IFileDialog2",))
def _set_navigation_root(c, this, item):
    """The folder the dialog cannot go above (E_INVALIDARG for NULL)."""
    d = dialog_self(c, this)
    if not item:
        return E_INVALIDARG
    d.navigation_root = list(_ids_of_item(c.vm, item, "SetNavigationRoot"))
    return S_OK


@dialog_method("SetDefaultExtension", "LPVOID this, LPCWSTR ext")
def _set_defext(c, this, ext):
    """The extension added to a name typed without it (no leading dot; NULL: none)."""
    dialog_self(c, this).defext = (ext or "").lstrip(".")
    return S_OK


@dialog_method("SetClientGuid", "LPVOID this, LPVOID guid")
def _set_client_guid(c, this, guid):
    """The GUID Windows files the dialog's remembered state under; nothing is remembered
    between runs here, so it only names the state ClearClientData would clear."""
    if not guid:
        return E_INVALIDARG
    dialog_self(c, this).client_guid = bytes(c.vm.mem.read(guid, 16))
    return S_OK


@dialog_method("ClearClientData", "LPVOID this")
def _clear_client_data(c, this):
    """Forget the state remembered under the client GUID: E_FAIL without one, as Windows
    answers; with one there is nothing remembered to clear."""
    d = dialog_self(c, this)
    return E_FAIL if d.client_guid is None else S_OK


@dialog_method("AddPlace", "LPVOID this, LPVOID item, DWORD where")
def _add_place(c, this, item, where):
    """A folder in the places list (FDAP_TOP first, FDAP_BOTTOM last)."""
    d = dialog_self(c, this)
    if not item or where not in (FDAP_BOTTOM, FDAP_TOP):
        return E_INVALIDARG
    ids = list(_ids_of_item(c.vm, item, "AddPlace"))
    if where == FDAP_TOP:
        d.places.insert(0, ids)
    else:
        d.places.append(ids)
    return S_OK


@dialog_method("SetFilter", "LPVOID this, LPVOID filter")
def _set_filter(c, this, flt):
    """The IShellItemFilter asked which entries the list shows (a reference; NULL:
    none)."""
    d = dialog_self(c, this)
    old, d.filter = d.filter, 0
    if flt:
        yield method_call(c.vm, flt, 1)         # AddRef
        d.filter = flt
    if old:
        yield method_call(c.vm, old, 2)         # Release
    fd = running(d)
    if fd is not None:
        yield from fd.refresh()
    return S_OK


def _offered(d):
    return d.pending if d.pending is not None else d.result


@dialog_method("GetResult", "LPVOID this, LPVOID out")
def _get_result(c, this, out):
    """The chosen item (also while OnFileOk is asked about it); E_UNEXPECTED before,
    E_FAIL when several were chosen (GetResults has them)."""
    vm = c.vm
    d = dialog_self(c, this)
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
    d = dialog_self(c, this)
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
    d = dialog_self(c, this)
    if not out:
        return E_INVALIDARG
    sel = (yield from selection(d))
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
    d = dialog_self(c, this)
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
    d = dialog_self(c, this)
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
    d = dialog_self(c, this)
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
    d = dialog_self(c, this)
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
    dialog_self(c, this)
    raise Unimplemented("%s IFileSaveDialog::ApplyProperties (no property handlers)"
                        % COMDLG32)


@dialog_method("Close", "LPVOID this, HRESULT hr")
def _close(c, this, hr):
    """End a running Show, which returns ``hr``."""
    d = dialog_self(c, this)
    if d.ui is not None and d.ui.hwnd:
        d.close_hr = hr & 0xFFFFFFFF
        yield from end_dialog(c.vm, d.ui.hwnd, 0)
    return S_OK


