"""USER32: the clipboard functions. The store (formats, owner, the text conversions
between CF_TEXT, CF_OEMTEXT and CF_UNICODETEXT, delayed rendering, which thread has it
open) is in ``kernel/clipboard.py``."""

from ....abi.api import BOTH, api
from ...core.winerror import (ERROR_ACCESS_DENIED, ERROR_CLIPBOARD_NOT_OPEN, ERROR_INVALID_HANDLE,
                              ERROR_INVALID_PARAMETER, ERROR_INVALID_WINDOW_HANDLE)
from ...kernel.clipboard import (WM_DESTROYCLIPBOARD, _clip, _may_set, _require_open,
                                 _tell_viewer)
from ...core.dllnames import USER32



@api(USER32, "OpenClipboard", "HWND hwnd", widths=BOTH)
def OpenClipboard(c, hwnd):
    clip = _clip(c.vm)
    if clip.open_window is not None and clip.open_window != hwnd:
        c.vm.last_error = ERROR_ACCESS_DENIED   # another window has it open
        return 0
    # the same window may open it again, from another thread too (which takes it over)
    clip.open_window = hwnd
    clip.open_thread = c.vm.threads.current.tid
    clip.opened_at = clip.sequence
    return 1


@api(USER32, "CloseClipboard", widths=BOTH)
def CloseClipboard(c):
    if not _require_open(c):
        return 0
    clip = _clip(c.vm)
    clip.open_window = clip.open_thread = None
    if clip.sequence != clip.opened_at:
        clip.closed_after_change()
        clip.tell_listeners()
    if clip.viewer and clip.sequence != clip.opened_at:
        # The contents changed: the head of the viewer chain hears it (WM_DRAWCLIPBOARD)
        # and passes it on to the next viewer itself, as viewers do. Only then is the
        # call a generator (it runs guest code).
        return _tell_viewer(c.vm, clip)
    return 1


@api(USER32, "EmptyClipboard", widths=BOTH)
def EmptyClipboard(c):
    if not _require_open(c):
        return 0
    clip = _clip(c.vm)
    owner = clip.owner
    if owner and c.vm.messages.window_exists(owner):
        # documented: the owner hears that its data goes (WM_DESTROYCLIPBOARD)
        return _empty_after(c, clip, owner)
    clip.empty(owner=clip.open_window)  # documented: the opener becomes the owner
    return 1


def _empty_after(c, clip, owner):
    yield from c.vm.messages.send(owner, WM_DESTROYCLIPBOARD, 0, 0)
    clip.empty(owner=clip.open_window)
    return 1


@api(USER32, "SetClipboardData", "UINT fmt, HGLOBAL h", widths=BOTH)
def SetClipboardData(c, fmt, h):
    """Put a block on the clipboard, or with a NULL handle offer ``fmt`` for delayed
    rendering (the owner hears WM_RENDERFORMAT when it is asked for; the answer is NULL
    then too). Format 0 is refused with ERROR_CLIPBOARD_NOT_OPEN, as Windows answers."""
    vm = c.vm
    if not fmt:
        vm.last_error = ERROR_CLIPBOARD_NOT_OPEN
        return 0
    if not _may_set(c):
        return 0
    if h and vm.heap.size(h) is None:
        vm.last_error = ERROR_INVALID_HANDLE   # not a GlobalAlloc block
        return 0
    _clip(vm).set_format(fmt, h)
    return h


@api(USER32, "GetClipboardData", "UINT fmt", widths=BOTH)
def GetClipboardData(c, fmt):
    """The block holding ``fmt``; a format offered for delayed rendering is asked of the
    owner first (WM_RENDERFORMAT), and stays NULL when it renders nothing."""
    if not _require_open(c):
        return 0
    return (yield from _clip(c.vm).fetch(fmt))


@api(USER32, "IsClipboardFormatAvailable", "UINT fmt", widths=BOTH)
def IsClipboardFormatAvailable(c, fmt):
    return 1 if fmt in _clip(c.vm).formats() else 0


@api(USER32, "CountClipboardFormats", widths=BOTH)
def CountClipboardFormats(c):
    return len(_clip(c.vm).formats())


@api(USER32, "EnumClipboardFormats", "UINT fmt", widths=BOTH)
def EnumClipboardFormats(c, fmt):
    if not _require_open(c):
        return 0
    formats = _clip(c.vm).formats()
    c.vm.last_error = 0  # 0 with ERROR_SUCCESS means "no more formats"
    if fmt == 0:
        return formats[0] if formats else 0
    if fmt in formats:
        i = formats.index(fmt) + 1
        return formats[i] if i < len(formats) else 0
    return 0


@api(USER32, "GetClipboardOwner", widths=BOTH)
def GetClipboardOwner(c):
    return _clip(c.vm).owner or 0


@api(USER32, "GetOpenClipboardWindow", widths=BOTH)
def GetOpenClipboardWindow(c):
    return _clip(c.vm).open_window or 0


@api(USER32, "GetClipboardSequenceNumber", widths=BOTH)
def GetClipboardSequenceNumber(c):
    return _clip(c.vm).sequence


@api(USER32, "AddClipboardFormatListener", "HWND hwnd", widths=BOTH)
def AddClipboardFormatListener(c, hwnd):
    """Window ``hwnd`` gets WM_CLIPBOARDUPDATE (posted) whenever the clipboard's contents
    change, until RemoveClipboardFormatListener or its destruction. A window already
    listening is refused (ERROR_INVALID_PARAMETER), as Wine's server does."""
    vm = c.vm
    if not vm.messages.window_exists(hwnd):
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    clip = _clip(vm)
    if hwnd in clip.listeners:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    clip.listeners.append(hwnd)
    return 1


@api(USER32, "RemoveClipboardFormatListener", "HWND hwnd", widths=BOTH)
def RemoveClipboardFormatListener(c, hwnd):
    """Stop WM_CLIPBOARDUPDATE to ``hwnd`` (ERROR_INVALID_PARAMETER: it is not
    listening; ERROR_INVALID_WINDOW_HANDLE: no such window)."""
    vm = c.vm
    if not vm.messages.window_exists(hwnd):
        vm.last_error = ERROR_INVALID_WINDOW_HANDLE
        return 0
    clip = _clip(vm)
    if hwnd not in clip.listeners:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    clip.listeners.remove(hwnd)
    return 1
