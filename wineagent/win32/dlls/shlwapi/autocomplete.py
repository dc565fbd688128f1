"""SHLWAPI's SHAutoComplete: not offered, and the caller is told so.

Autocompletion (a drop-down of matching paths under an edit as the user types) is not
implemented. SHAutoComplete therefore fails with E_NOTIMPL — an HRESULT a caller must
already handle (Windows fails it too, e.g. without COM) — and the edit stays a plain
edit. Installers (NSIS's directory page) ignore the failure and work as usual.
"""

from ....abi.api import BOTH, api

E_NOTIMPL, E_INVALIDARG = 0x80004001, 0x80070057


@api("SHLWAPI.dll", "SHAutoComplete", "HWND hwnd, DWORD flags", widths=BOTH)
def SHAutoComplete(c, hwnd, flags):
    if c.vm.wm.get(hwnd) is None:
        return E_INVALIDARG
    return E_NOTIMPL
