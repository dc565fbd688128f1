"""What every interface of a Common Item Dialog object shares (``itemdialog.py``,
``itemcustom.py``, ``itemifaces.py``): the object's state, its interface pointers and
their one reference count, and the calls to the program's event sinks.

One dialog object answers for several interfaces with vtables of their own (IFileOpenDialog
or IFileSaveDialog, IFileDialog2, IFileDialogCustomize, IOleWindow, IServiceProvider,
ICommDlgBrowser3, IExplorerBrowserEvents): each is a separate interface pointer made when
first asked for, and all of them count references on the main pointer, as a COM object
with several interfaces has one identity and one count.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import COMDLG32
from ...core.winerror import E_NOINTERFACE, E_POINTER, S_OK
from ...kernel.comobj import com_addref, com_impl, com_new, com_release, method_call
from ..ole32.guids import guid_bytes

__all__ = ["ItemDialog", "dialog_of", "new_dialog", "iface_pointer", "addref", "release",
           "tell_sinks", "query", "not_a_dialog", "IID_IFILEDIALOGCONTROLEVENTS", "FAMILY",
           "SECONDARY", "QUERY", "MISSING", "CUSTOMIZE", "OLE_WINDOW", "SERVICE_PROVIDER",
           "COMMDLG_BROWSER", "BROWSER_EVENTS", "OPEN_METHODS", "SAVE_METHODS",
           "CUSTOMIZE_METHODS", "BROWSER_METHODS", "EVENTS_METHODS", "IID_ICOMMDLGBROWSER",
           "DIALOG_IFACES", "dialog_self"]

IID_IFILEDIALOGCONTROLEVENTS = guid_bytes("{36116642-D713-4B97-9B83-7484A9D00433}")

# FOS_* (shobjidl.h) the shared state needs
# (save: OVERWRITEPROMPT NOREADONLYRETURN PATHMUSTEXIST NOCHANGEDIR; open: PATHMUSTEXIST
# FILEMUSTEXIST NOCHANGEDIR: Windows' defaults)
SAVE_DEFAULTS = 0x2 | 0x8000 | 0x800 | 0x8
OPEN_DEFAULTS = 0x800 | 0x1000 | 0x8

OWN = {False: guid_bytes("{D57C7288-D4AD-4768-BE02-9D969532D960}"),   # IFileOpenDialog
       True: guid_bytes("{84BCCD23-5FDE-4CDB-AEA4-AF64B83D78AB}")}    # IFileSaveDialog
#: IID -> name: interfaces Windows' dialog has that this one does not (asking stops the
#: guest naming them).
MISSING = {
    guid_bytes("{FC4801A3-2BA9-11CF-A229-00AA003D7352}"): "IObjectWithSite",
}
#: The interfaces whose pointers are made on demand (their vtables' and thunks' names;
#: the generic ones carry a FileDialog prefix): ``itemdialog.py`` (IFileDialog2),
#: ``itemcustom.py`` and ``itemifaces.py`` declare their methods; their IUnknown is
#: declared here. Their layouts and IIDs are all here, so that no module fills another's
#: table as it is imported (registration on demand: docs/dlls.md).
CUSTOMIZE = "IFileDialogCustomize"
OLE_WINDOW = "FileDialogOleWindow"
SERVICE_PROVIDER = "FileDialogServiceProvider"
COMMDLG_BROWSER = "FileDialogCommDlgBrowser3"
BROWSER_EVENTS = "FileDialogExplorerBrowserEvents"
_UNKNOWN = ("QueryInterface", "AddRef", "Release")
MODAL_METHODS = _UNKNOWN + ("Show",)
DIALOG_METHODS = MODAL_METHODS + (
    "SetFileTypes", "SetFileTypeIndex", "GetFileTypeIndex", "Advise", "Unadvise",
    "SetOptions", "GetOptions", "SetDefaultFolder", "SetFolder", "GetFolder",
    "GetCurrentSelection", "SetFileName", "GetFileName", "SetTitle", "SetOkButtonLabel",
    "SetFileNameLabel", "GetResult", "AddPlace", "SetDefaultExtension", "Close",
    "SetClientGuid", "ClearClientData", "SetFilter")
OPEN_METHODS = DIALOG_METHODS + ("GetResults", "GetSelectedItems")
SAVE_METHODS = DIALOG_METHODS + ("SetSaveAsItem", "SetProperties", "SetCollectedProperties",
                                 "GetProperties", "ApplyProperties")
CUSTOMIZE_METHODS = _UNKNOWN + (
    "EnableOpenDropDown", "AddMenu", "AddPushButton", "AddComboBox", "AddRadioButtonList",
    "AddCheckButton", "AddEditBox", "AddSeparator", "AddText", "SetControlLabel",
    "GetControlState", "SetControlState", "GetEditBoxText", "SetEditBoxText",
    "GetCheckButtonState", "SetCheckButtonState", "AddControlItem", "RemoveControlItem",
    "RemoveAllControlItems", "GetControlItemState", "SetControlItemState",
    "GetSelectedControlItem", "SetSelectedControlItem", "StartVisualGroup",
    "EndVisualGroup", "MakeProminent", "SetControlItemText")
BROWSER_METHODS = ("OnDefaultCommand", "OnStateChange", "IncludeObject",      # ICommDlgBrowser
                   "Notify", "GetDefaultMenuText", "GetViewFlags",            # ...2
                   "OnColumnClicked", "GetCurrentFilter", "OnPreViewCreated")  # ...3
EVENTS_METHODS = ("OnNavigationPending", "OnViewCreated", "OnNavigationComplete",
                  "OnNavigationFailed")
#: Interface name -> its methods in vtable order, for the pointers made on demand (the
#: main one, IFileOpenDialog / IFileSaveDialog, is made with the object).
SECONDARY = {
    "IFileDialog2": DIALOG_METHODS + ("SetCancelButtonLabel", "SetNavigationRoot"),
    CUSTOMIZE: CUSTOMIZE_METHODS,
    OLE_WINDOW: _UNKNOWN + ("GetWindow", "ContextSensitiveHelp"),
    SERVICE_PROVIDER: _UNKNOWN + ("QueryService",),
    COMMDLG_BROWSER: _UNKNOWN + BROWSER_METHODS,
    BROWSER_EVENTS: _UNKNOWN + EVENTS_METHODS,
}
IID_ICOMMDLGBROWSER = guid_bytes("{000214F1-0000-0000-C000-000000000046}")
#: IID -> the interface name of the pointer QueryInterface gives for it (None: the main
#: pointer). IFileOpenDialog / IFileSaveDialog are in OWN: each object has one of them.
QUERY = {
    bytes.fromhex("0000000000000000c000000000000046"): None,           # IUnknown
    guid_bytes("{B4DB1657-70D7-485E-8E3E-6FCB5A5C1802}"): None,       # IModalWindow
    guid_bytes("{42F85136-DB7E-439C-85F1-E4075D135FC8}"): None,       # IFileDialog
    guid_bytes("{61744FC7-85B5-4791-A9B0-272276309B13}"): "IFileDialog2",
    guid_bytes("{E6FDD21A-163F-4975-9C8C-A69F1BA37034}"): CUSTOMIZE,
    # Windows 7's IID for it (the Vista SDK's): the same interface pointer
    guid_bytes("{8016B7B3-3D49-4504-A0AA-2A37494E606F}"): CUSTOMIZE,
    guid_bytes("{00000114-0000-0000-C000-000000000046}"): OLE_WINDOW,
    guid_bytes("{6D5140C1-7436-11CE-8034-00AA006009FA}"): SERVICE_PROVIDER,
    IID_ICOMMDLGBROWSER: COMMDLG_BROWSER,
    guid_bytes("{10339516-2894-11D2-9039-00C04F8EEB3E}"): COMMDLG_BROWSER,   # ...2
    guid_bytes("{C8AD25A1-3294-41EE-8165-71174BD01C57}"): COMMDLG_BROWSER,   # ...3
    guid_bytes("{361BBDC7-E6EE-4E13-BE58-58E2240C810F}"): BROWSER_EVENTS,
}
_SHARED_UNKNOWN = (CUSTOMIZE, OLE_WINDOW, SERVICE_PROVIDER, COMMDLG_BROWSER, BROWSER_EVENTS)
#: Every interface name a dialog object's pointer can have.
FAMILY = ["IFileOpenDialog", "IFileSaveDialog", "IFileDialog2"] + list(_SHARED_UNKNOWN)


class ItemDialog:
    """One Common Item Dialog object: what the program set, and the outcome of Show."""

    def __init__(self, save):
        self.save = save
        self.this = 0                   # the main interface pointer (references count here)
        self.ptrs = {}                  # interface name -> its pointer, made when asked
        self.options = SAVE_DEFAULTS if save else OPEN_DEFAULTS
        self.filters = None             # [(description, [patterns])] once SetFileTypes
        self.type_index = 0             # 1-based, 0 before SetFileTypeIndex
        self.folder = None              # SetFolder's SHITEMIDs
        self.default_folder = None      # SetDefaultFolder's
        self.navigation_root = None     # IFileDialog2::SetNavigationRoot's
        self.name = None                # the name box's text (SetFileName's, then typed)
        self.title = None
        self.ok_label = None
        self.cancel_label = None        # IFileDialog2::SetCancelButtonLabel
        self.name_label = None
        self.defext = ""
        self.sinks = {}                 # cookie -> IFileDialogEvents pointer
        self.next_cookie = 1
        self.result = None              # [SHITEMIDs] of the chosen items
        self.pending = None             # the items being offered to OnFileOk
        self.ui = None                  # the running dialog (its .hwnd) while Show runs
        self.close_hr = None            # Close's HRESULT while Show runs
        self.client_guid = None
        self.places = []                # AddPlace's [(SHITEMIDs)] in the order shown
        self.filter = 0                 # SetFilter's IShellItemFilter (a reference)
        self.properties = 0             # IFileSaveDialog::SetProperties' store (a reference)
        self.collected = None           # SetCollectedProperties' (list pointer, append)
        self.controls = None            # itemcustom.Controls, once customized


def dialog_of(vm, this):
    """The ItemDialog behind any of a dialog object's interface pointers, or None."""
    for iface in FAMILY:
        d = com_impl(vm, this, iface)
        if d is not None:
            return d
    return None


def new_dialog(vm, iface, methods, save):
    """A new dialog object (one reference): its main interface pointer."""
    d = ItemDialog(save)
    d.this = com_new(vm, COMDLG32, iface, methods, d)
    return d.this


def iface_pointer(vm, d, name):
    """The dialog's ``name`` interface pointer (made the first time), with a reference
    more on the object."""
    p = d.ptrs.get(name)
    if p is None:
        p = d.ptrs[name] = com_new(vm, COMDLG32, name, SECONDARY[name], d)
    com_addref(vm, d.this)
    return p


def addref(vm, d):
    """IUnknown::AddRef on any of the object's pointers."""
    return com_addref(vm, d.this)


def release(vm, d):
    """Generator: IUnknown::Release on any of the object's pointers; the last one frees
    the other pointers and lets the sinks and the program's objects go."""
    n = com_release(vm, d.this)
    if n == 0:
        for p in d.ptrs.values():
            com_release(vm, p)
        d.ptrs.clear()
        held = list(d.sinks.values()) + [p for p in (d.filter, d.properties) if p]
        if d.collected is not None and d.collected[0]:
            held.append(d.collected[0])
        d.sinks.clear()
        d.filter = d.properties = 0
        for p in held:
            yield method_call(vm, p, 2)         # Release
    return n


def tell_sinks(vm, d, slot, *args, ask=False):
    """Generator: IFileDialogEvents method ``slot`` on every sink, the main pointer first
    among its arguments. ``ask``: a question (OnFileOk, OnFolderChanging): the first
    answer that is not S_OK ends it and is returned; else every sink hears it."""
    result = S_OK
    for sink in list(d.sinks.values()):
        hr = (yield method_call(vm, sink, slot, d.this, *args)) & 0xFFFFFFFF
        if hr != S_OK and ask:
            return hr
    return result


#: The interfaces with IFileDialog's methods (IFileDialog2 extends it too).
DIALOG_IFACES = ("IFileOpenDialog", "IFileSaveDialog", "IFileDialog2")


def dialog_self(c, this):
    """The ItemDialog an IFileDialog method was called on."""
    for iface in DIALOG_IFACES:
        d = com_impl(c.vm, this, iface)
        if d is not None:
            return d
    raise not_a_dialog("IFileDialog", this)


def not_a_dialog(iface, this):
    """The error for a method of ``iface`` called on something that is not a dialog."""
    return Unimplemented("%s %s method on an object that is not one (0x%08X)"
                         % (COMDLG32, iface, this))


def query(vm, d, riid, out):
    """QueryInterface on any of the object's pointers: the same answers from each."""
    if not out:
        return E_POINTER
    iid = bytes(vm.mem.read(riid, 16))
    if iid == OWN[d.save] or (iid in QUERY and QUERY[iid] is None):
        com_addref(vm, d.this)
        vm.mem.wptr(out, d.this)
        return S_OK
    if iid in QUERY:
        vm.mem.wptr(out, iface_pointer(vm, d, QUERY[iid]))
        return S_OK
    name = MISSING.get(iid)
    if name is not None:
        raise Unimplemented("%s Common Item Dialog interface %s" % (COMDLG32, name))
    vm.mem.wptr(out, 0)
    return E_NOINTERFACE


def _declare_unknown(iface):
    def q(c, this, riid, out):
        return query(c.vm, _of(c, this, iface), riid, out)

    def a(c, this):
        return addref(c.vm, _of(c, this, iface))

    def r(c, this):
        return (yield from release(c.vm, _of(c, this, iface)))
    for name, fn, params in (("QueryInterface", q, "LPVOID this, LPVOID riid, LPVOID out"),
                             ("AddRef", a, "LPVOID this"), ("Release", r, "LPVOID this")):
        fn.__doc__ = "The dialog object's IUnknown::%s." % name
        api(COMDLG32, "wineagent.%s_%s" % (iface, name), params, widths=BOTH)(fn)


def _of(c, this, iface):
    d = com_impl(c.vm, this, iface)
    if d is None:
        raise not_a_dialog(iface, this)
    return d


for _iface in _SHARED_UNKNOWN:
    _declare_unknown(_iface)
