"""RICHED20's OLE interfaces of a RichEdit control: IRichEditOle and ITextDocument
(EM_GETOLEINTERFACE). The thunks of their methods; what they do is
``controls/richole.py``'s. Methods not listed as implemented there stop the guest naming
the interface and the method."""

from ....abi.api import BOTH, Unimplemented, api
from ...controls import richole
from ...controls.richole import RichOle
from ...core.dllnames import RICHED20
from ...kernel.comobj import com_addref, com_impl, com_release

S_OK, E_INVALIDARG, E_POINTER = 0, 0x80070057, 0x80004003


def _self(c, this, iface):
    ole = com_impl(c.vm, this, iface)
    if not isinstance(ole, RichOle):
        raise Unimplemented("%s %s method on an object that is not one (0x%08X)"
                            % (RICHED20, iface, this))
    return ole


def _alive(c, this, iface):
    """The object, or None when its control is gone (the method answers CO_E_RELEASED)."""
    ole = _self(c, this, iface)
    return ole if ole.hwnd and c.vm.wm.get(ole.hwnd) is not None else None


def _query(c, this, riid, out, iface):
    ole = _self(c, this, iface)
    if not out:
        return E_POINTER
    return richole.query(c.vm, ole, riid, out)


# -- IRichEditOle -----------------------------------------------------------------------------
@api(RICHED20, "wineagent.IRichEditOle_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _ole_query(c, this, riid, out):
    """IUnknown, IRichEditOle, ITextDocument."""
    return _query(c, this, riid, out, "IRichEditOle")


@api(RICHED20, "wineagent.IRichEditOle_AddRef", "LPVOID this", widths=BOTH)
def _ole_addref(c, this):
    """One more reference."""
    _self(c, this, "IRichEditOle")
    return com_addref(c.vm, this)


@api(RICHED20, "wineagent.IRichEditOle_Release", "LPVOID this", widths=BOTH)
def _ole_release(c, this):
    """One reference less."""
    _self(c, this, "IRichEditOle")
    return com_release(c.vm, this)


@api(RICHED20, "wineagent.IRichEditOle_GetObjectCount", "LPVOID this", widths=BOTH)
def _ole_object_count(c, this):
    """The embedded objects: none in a plain-text control."""
    _self(c, this, "IRichEditOle")
    return 0


@api(RICHED20, "wineagent.IRichEditOle_GetLinkCount", "LPVOID this", widths=BOTH)
def _ole_link_count(c, this):
    """The linked objects: none."""
    _self(c, this, "IRichEditOle")
    return 0


@api(RICHED20, "wineagent.IRichEditOle_GetObject", "LPVOID this, LONG iob, LPVOID reobject, DWORD flags", widths=BOTH)
def _ole_get_object(c, this, iob, reobject, flags):
    """An embedded object's REOBJECT: there is none, so every index (and the selection's,
    REO_IOB_SELECTION) is E_INVALIDARG."""
    if _alive(c, this, "IRichEditOle") is None:
        return richole.CO_E_RELEASED
    return E_INVALIDARG


@api(RICHED20, "wineagent.IRichEditOle_SetHostNames", "LPVOID this, LPCSTR app, LPCSTR doc", widths=BOTH)
def _ole_set_host_names(c, this, app, doc):
    """The container's application and document names, kept for the objects it would
    hold."""
    ole = _alive(c, this, "IRichEditOle")
    if ole is None:
        return richole.CO_E_RELEASED
    if app is None:
        return E_INVALIDARG
    ole.host_names = (app, doc)
    return S_OK


def _not_implemented(iface, method, params):
    def handler(c, this, *args):
        raise Unimplemented("%s %s::%s" % (RICHED20, iface, method))
    handler.__name__ = handler.__qualname__ = "_%s_%s" % (iface, method)
    handler.__doc__ = "%s::%s: not implemented (stops the guest)." % (iface, method)
    api(RICHED20, "wineagent.%s_%s" % (iface, method), "LPVOID this" + params,
        widths=BOTH)(handler)


for _method, _params in (
        ("GetClientSite", ", LPVOID out"),
        ("InsertObject", ", LPVOID reobject"),
        ("ConvertObject", ", LONG iob, LPVOID clsid, LPCSTR user_type"),
        ("ActivateAs", ", LPVOID clsid, LPVOID clsid_as"),
        ("SetLinkAvailable", ", LONG iob, BOOL available"),
        ("SetDvaspect", ", LONG iob, DWORD aspect"),
        ("HandsOffStorage", ", LONG iob"),
        ("SaveCompleted", ", LONG iob, LPVOID storage"),
        ("InPlaceDeactivate", ""),
        ("ContextSensitiveHelp", ", BOOL enter"),
        ("GetClipboardData", ", LPVOID range, DWORD reco, LPVOID out"),
        ("ImportDataObject", ", LPVOID data, WORD format, HANDLE metapict")):
    _not_implemented("IRichEditOle", _method, _params)


# -- ITextDocument ----------------------------------------------------------------------------
@api(RICHED20, "wineagent.ITextDocument_QueryInterface", "LPVOID this, LPVOID riid, LPVOID out", widths=BOTH)
def _doc_query(c, this, riid, out):
    """IUnknown, IRichEditOle, ITextDocument (IDispatch is not answered)."""
    return _query(c, this, riid, out, "ITextDocument")


@api(RICHED20, "wineagent.ITextDocument_AddRef", "LPVOID this", widths=BOTH)
def _doc_addref(c, this):
    """One more reference."""
    _self(c, this, "ITextDocument")
    return com_addref(c.vm, this)


@api(RICHED20, "wineagent.ITextDocument_Release", "LPVOID this", widths=BOTH)
def _doc_release(c, this):
    """One reference less."""
    _self(c, this, "ITextDocument")
    return com_release(c.vm, this)


@api(RICHED20, "wineagent.ITextDocument_GetStoryCount", "LPVOID this, LPVOID out", widths=BOTH)
def _doc_story_count(c, this, out):
    """One story: the control's text."""
    if _alive(c, this, "ITextDocument") is None:
        return richole.CO_E_RELEASED
    if not out:
        return E_INVALIDARG
    c.vm.mem.w32(out, 1)
    return S_OK


@api(RICHED20, "wineagent.ITextDocument_Undo", "LPVOID this, LONG count, LPVOID out", widths=BOTH)
def _doc_undo(c, this, count, out):
    """Undo ``count`` edits, or switch undo collection (tomFalse, tomTrue, tomSuspend,
    tomResume)."""
    ole = _alive(c, this, "ITextDocument")
    if ole is None:
        return richole.CO_E_RELEASED
    return (yield from richole.undo(c.vm, ole, count, out, False))


@api(RICHED20, "wineagent.ITextDocument_Redo", "LPVOID this, LONG count, LPVOID out", widths=BOTH)
def _doc_redo(c, this, count, out):
    """Redo ``count`` undone edits (the same switches as Undo)."""
    ole = _alive(c, this, "ITextDocument")
    if ole is None:
        return richole.CO_E_RELEASED
    return (yield from richole.undo(c.vm, ole, count, out, True))


for _method, _params in (
        ("GetTypeInfoCount", ", LPVOID out"),
        ("GetTypeInfo", ", UINT index, DWORD lcid, LPVOID out"),
        ("GetIDsOfNames", ", LPVOID riid, LPVOID names, UINT count, DWORD lcid, LPVOID ids"),
        ("Invoke", ", LONG id, LPVOID riid, DWORD lcid, WORD flags, LPVOID params,"
                   " LPVOID result, LPVOID excep, LPVOID arg_err"),
        ("GetName", ", LPVOID out"),
        ("GetSelection", ", LPVOID out"),
        ("GetStoryRanges", ", LPVOID out"),
        ("GetSaved", ", LPVOID out"),
        ("SetSaved", ", LONG value"),
        ("GetDefaultTabStop", ", LPVOID out"),
        ("SetDefaultTabStop", ", DWORD value"),
        ("New", ""),
        ("Open", ", LPVOID var, LONG flags, LONG codepage"),
        ("Save", ", LPVOID var, LONG flags, LONG codepage"),
        ("Freeze", ", LPVOID out"),
        ("Unfreeze", ", LPVOID out"),
        ("BeginEditCollection", ""),
        ("EndEditCollection", ""),
        ("Range", ", LONG start, LONG end, LPVOID out"),
        ("RangeFromPoint", ", LONG x, LONG y, LPVOID out")):
    _not_implemented("ITextDocument", _method, _params)
