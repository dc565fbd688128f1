"""USER32: the clipboard viewer chain (SetClipboardViewer, ChangeClipboardChain,
GetClipboardViewer).

Windows keeps only the head of the chain; each viewer remembers the next one (the
value SetClipboardViewer returned it) and forwards WM_DRAWCLIPBOARD and
WM_CHANGECBCHAIN itself. CloseClipboard (``kernel/clipboard.py``) tells the head when
the contents changed.
"""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_WINDOW_HANDLE
from ...kernel.clipboard import WM_DRAWCLIPBOARD
from ...core.dllnames import USER32

WM_CHANGECBCHAIN = 0x030D


@api(USER32, "SetClipboardViewer", "HWND hwnd", widths=BOTH)
def SetClipboardViewer(c, hwnd):
    vm = c.vm
    if vm.wm.get(hwnd) is None:
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    clip = vm.clipboard
    previous = clip.viewer
    clip.viewer = hwnd
    # The new viewer draws the current contents at once.
    yield from vm.wm.send(hwnd, WM_DRAWCLIPBOARD, clip.owner, 0)
    return previous


@api(USER32, "GetClipboardViewer", widths=BOTH)
def GetClipboardViewer(c):
    clip = c.vm.clipboard
    if clip.viewer and c.vm.wm.get(clip.viewer) is None:
        clip.viewer = 0   # the head was destroyed without leaving the chain
    return clip.viewer


@api(USER32, "ChangeClipboardChain", "HWND remove, HWND next", widths=BOTH)
def ChangeClipboardChain(c, remove, nxt):
    clip = c.vm.clipboard
    if clip.viewer == remove:
        clip.viewer = nxt   # the head leaves: the next viewer becomes the head
        return 1
    if not clip.viewer:
        return 0
    # Someone further down leaves: the chain passes the news along from the head.
    result = yield from c.vm.wm.send(clip.viewer, WM_CHANGECBCHAIN, remove, nxt)
    return 0 if result else 1
