"""A RichEdit control's OLE interfaces: EM_GETOLEINTERFACE's IRichEditOle and the text
object model's ITextDocument, which the same object answers (QueryInterface).

One object per control, made on the first EM_GETOLEINTERFACE: the control keeps a
reference on each of its two interface pointers (IRichEditOle, ITextDocument; IUnknown
is the IRichEditOle pointer, the object's identity) and drops them when it is destroyed;
each EM_GETOLEINTERFACE hands out an AddRef'd IRichEditOle. Once the control is gone the
methods answer CO_E_RELEASED, as RichEdit does. The methods' thunks are declared in
``dlls/riched20/ole.py``; what they do is here.

IRichEditOle: the control holds no embedded objects (it is a plain-text control,
``controls/richedit.py``), so GetObjectCount and GetLinkCount are 0 and GetObject of any
index is E_INVALIDARG; SetHostNames keeps the container's names (E_INVALIDARG without the
application's). GetClientSite, InsertObject and the methods about an object stop the
guest naming them.

ITextDocument: GetStoryCount (1: the one story), Undo and Redo — a count of operations
(the control keeps one level: the number done goes to ``*pCount``; S_FALSE when fewer
than asked), tomFalse (stop collecting undo and discard what was kept; S_OK), tomTrue (collect
again; S_FALSE, as Wine 8 answers: no operation was done), tomSuspend / tomResume (stop
and go on collecting without discarding; as tomFalse and tomTrue). While
collection is off, an edit leaves nothing to undo. The rest (IDispatch's methods,
ranges, the selection, files, freezing) stops the guest naming the method.
"""

from ..kernel.comobj import IID_IUNKNOWN, com_addref, com_new, com_release
from ..core.dllnames import RICHED20

__all__ = ["OLE_METHODS", "DOC_METHODS", "RichOle", "get_ole_interface", "drop_ole",
           "query", "undo", "IID_IRICHEDITOLE", "IID_ITEXTDOCUMENT"]

IID_IRICHEDITOLE = bytes.fromhex("000D020000000000C000000000000046")
IID_ITEXTDOCUMENT = bytes.fromhex("C097C48CDFA1CE11809800AA0047BE5D")
S_OK, S_FALSE, E_NOINTERFACE, E_INVALIDARG = 0, 1, 0x80004002, 0x80070057
CO_E_RELEASED = 0x800401FD
TOM_FALSE, TOM_TRUE, TOM_SUSPEND, TOM_RESUME = 0, -1, -9999995, -9999994
EM_CANUNDO, EM_UNDO, EM_EMPTYUNDOBUFFER, EM_REDO = 0xC6, 0xC7, 0xCD, 0x454

OLE_METHODS = (
    "QueryInterface", "AddRef", "Release", "GetClientSite", "GetObjectCount",
    "GetLinkCount", "GetObject", "InsertObject", "ConvertObject", "ActivateAs",
    "SetHostNames", "SetLinkAvailable", "SetDvaspect", "HandsOffStorage", "SaveCompleted",
    "InPlaceDeactivate", "ContextSensitiveHelp", "GetClipboardData", "ImportDataObject")
DOC_METHODS = (
    "QueryInterface", "AddRef", "Release", "GetTypeInfoCount", "GetTypeInfo",
    "GetIDsOfNames", "Invoke", "GetName", "GetSelection", "GetStoryCount",
    "GetStoryRanges", "GetSaved", "SetSaved", "GetDefaultTabStop", "SetDefaultTabStop",
    "New", "Open", "Save", "Freeze", "Unfreeze", "BeginEditCollection",
    "EndEditCollection", "Undo", "Redo", "Range", "RangeFromPoint")


class RichOle:
    """The object's state: its control, its two interface pointers, the host's names."""

    def __init__(self, hwnd):
        self.hwnd = hwnd
        self.ole = self.doc = 0
        self.host_names = None       # (application, document) from SetHostNames


def get_ole_interface(vm, win, rs, out):
    """EM_GETOLEINTERFACE: an AddRef'd IRichEditOle in ``*out``; TRUE (FALSE without
    ``out``)."""
    if not out:
        return 0
    if rs.ole is None:
        rs.ole = RichOle(win.hwnd)
        rs.ole.ole = com_new(vm, RICHED20, "IRichEditOle", OLE_METHODS, rs.ole)
        rs.ole.doc = com_new(vm, RICHED20, "ITextDocument", DOC_METHODS, rs.ole)
    com_addref(vm, rs.ole.ole)
    vm.mem.wptr(out, rs.ole.ole)
    return 1


def drop_ole(vm, rs):
    """The control is destroyed: its references go, the object answers CO_E_RELEASED."""
    if rs.ole is not None:
        ole, rs.ole = rs.ole, None
        ole.hwnd = 0
        com_release(vm, ole.ole)
        com_release(vm, ole.doc)


def query(vm, ole, riid, out):
    """QueryInterface of either pointer: IUnknown and IRichEditOle are the IRichEditOle
    pointer, ITextDocument the other."""
    iid = bytes(vm.mem.read(riid, 16))
    ptr = {IID_IUNKNOWN: ole.ole, IID_IRICHEDITOLE: ole.ole,
           IID_ITEXTDOCUMENT: ole.doc}.get(iid, 0)
    vm.mem.wptr(out, ptr)
    if not ptr:
        return E_NOINTERFACE
    com_addref(vm, ptr)
    return S_OK


def undo(vm, ole, count, out, redo):
    """ITextDocument::Undo / Redo (a generator: it sends the control its messages)."""
    wm = vm.wm
    win = wm.get(ole.hwnd)
    rs = win.state["richedit"]
    done = 0
    if count < 0 and count not in (TOM_TRUE, TOM_SUSPEND, TOM_RESUME):
        return E_INVALIDARG
    if count in (TOM_FALSE, TOM_SUSPEND):
        rs.undo_off = True
        if count == TOM_FALSE:
            yield from wm.send(ole.hwnd, EM_EMPTYUNDOBUFFER, 0, 0)
            rs.redo = None
    elif count in (TOM_TRUE, TOM_RESUME):
        rs.undo_off = False
    elif count > 0 and not rs.undo_off:
        for _ in range(count):
            if not (yield from wm.send(ole.hwnd, EM_REDO if redo else EM_UNDO, 0, 0)):
                break
            done += 1
    if out:
        vm.mem.w32(out, done)
    if count in (TOM_TRUE, TOM_RESUME):
        return S_FALSE               # no operation done (Wine 8 answers tomTrue so)
    return S_OK if count <= 0 or done == count else S_FALSE
