"""The Common Item Dialog's smaller interfaces: IOleWindow, IServiceProvider, and the two
its Explorer browser talks to, ICommDlgBrowser3 and IExplorerBrowserEvents.

IOleWindow::GetWindow gives the dialog's window while Show runs (NULL before, S_OK both
times, as Windows); the dialog has no context-sensitive help mode, and Windows answers
ContextSensitiveHelp with S_OK either way, which it does here. IServiceProvider::
QueryService gives ICommDlgBrowser (the dialog itself, SID_SExplorerBrowserFrame) and
E_NOTIMPL for every other service, as Windows 8 and later answer.

ICommDlgBrowser(2/3) and IExplorerBrowserEvents are what Windows' dialog hands its
embedded Explorer browser so that the view can ask which items to show and tell it where
it went. This dialog has no shell view in it (its list is a LISTBOX the dialog fills
itself), so it answers for both interfaces, as Windows' does, but a call of one of their
methods (a program driving the dialog's view as the browser would) stops the guest naming
the method.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import COMDLG32
from ...core.winerror import E_NOTIMPL, E_POINTER, S_OK
from ...kernel.comobj import com_impl
from .itemstate import (BROWSER_EVENTS, BROWSER_METHODS, COMMDLG_BROWSER, EVENTS_METHODS,
                        IID_ICOMMDLGBROWSER, OLE_WINDOW, SERVICE_PROVIDER, not_a_dialog,
                        query)

__all__ = ["OLE_WINDOW", "SERVICE_PROVIDER", "COMMDLG_BROWSER", "BROWSER_EVENTS"]

# SID_SExplorerBrowserFrame is IID_ICommDlgBrowser (shobjidl.h)
SID_SEXPLORERBROWSERFRAME = IID_ICOMMDLGBROWSER


def _self(c, this, iface):
    d = com_impl(c.vm, this, iface)
    if d is None:
        raise not_a_dialog(iface, this)
    return d


@api(COMDLG32, "wineagent.%s_GetWindow" % OLE_WINDOW, "LPVOID this, LPVOID out", widths=BOTH)
def _get_window(c, this, out):
    """The dialog's window while Show runs, NULL otherwise."""
    d = _self(c, this, OLE_WINDOW)
    if not out:
        return E_POINTER
    ui = d.ui
    c.vm.mem.wptr(out, getattr(ui, "hwnd", 0) if ui is not None else 0)
    return S_OK


@api(COMDLG32, "wineagent.%s_ContextSensitiveHelp" % OLE_WINDOW, "LPVOID this, BOOL enter",
     widths=BOTH)
def _context_help(c, this, enter):
    """The dialog has no context-sensitive help mode to enter or leave; Windows' answers
    S_OK either way (Wine's conformance test shows it)."""
    _self(c, this, OLE_WINDOW)
    return S_OK


@api(COMDLG32, "wineagent.%s_QueryService" % SERVICE_PROVIDER,
     "LPVOID this, LPVOID service, LPVOID riid, LPVOID out", widths=BOTH)
def _query_service(c, this, service, riid, out):
    """SID_SExplorerBrowserFrame: the dialog's own interfaces; E_NOTIMPL for any other
    service (Windows 8 and later)."""
    vm = c.vm
    d = _self(c, this, SERVICE_PROVIDER)
    if not out:
        return E_POINTER
    if service and bytes(vm.mem.read(service, 16)) == SID_SEXPLORERBROWSERFRAME:
        return query(vm, d, riid, out)
    vm.mem.wptr(out, 0)
    return E_NOTIMPL


def _declare_missing(iface, names):
    for name in names:
        def missing(c, this, *args, _name=name):
            raise Unimplemented("%s Common Item Dialog %s::%s (the dialog has no shell view)"
                                % (COMDLG32, iface.replace("FileDialog", "I", 1), _name))
        missing.__doc__ = "Stops the guest: the dialog has no shell view to drive."
        api(COMDLG32, "wineagent.%s_%s" % (iface, name), "LPVOID this", widths=BOTH)(missing)


_declare_missing(COMMDLG_BROWSER, BROWSER_METHODS)
_declare_missing(BROWSER_EVENTS, EVENTS_METHODS)
