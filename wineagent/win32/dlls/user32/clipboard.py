"""USER32: the clipboard functions. The store (formats, owner, the text conversions
between CF_TEXT, CF_OEMTEXT and CF_UNICODETEXT) is in ``kernel/clipboard.py``."""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_ACCESS_DENIED, ERROR_INVALID_HANDLE
from ...kernel.clipboard import _clip, _require_open, _tell_viewer, _TEXT_FORMATS
from ...core.dllnames import USER32



@api(USER32, "OpenClipboard", "HWND hwnd", widths=BOTH)
def OpenClipboard(c, hwnd):
    clip = _clip(c.vm)
    if clip.open_window is not None and clip.open_window != hwnd:
        c.vm.last_error = ERROR_ACCESS_DENIED   # another window has it open
        return 0
    clip.open_window = hwnd
    clip.opened_at = clip.sequence
    return 1


@api(USER32, "CloseClipboard", widths=BOTH)
def CloseClipboard(c):
    if not _require_open(c):
        return 0
    clip = _clip(c.vm)
    clip.open_window = None
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
    clip.empty(owner=clip.open_window)  # documented: the opener becomes the owner
    return 1


@api(USER32, "SetClipboardData", "UINT fmt, HGLOBAL h", widths=BOTH)
def SetClipboardData(c, fmt, h):
    vm = c.vm
    if not _require_open(c):
        return 0
    if not h:
        raise Unimplemented("USER32.dll!SetClipboardData: delayed rendering (NULL handle)")
    size = vm.heap.size(h)
    if size is None:
        vm.last_error = ERROR_INVALID_HANDLE   # not a GlobalAlloc block
        return 0
    clip = _clip(vm)
    old = clip.blocks.pop(fmt, None)
    if old is not None and old != h:
        vm.heap.free(old)
    # Setting one text format replaces the others' synthesized copies.
    if fmt in _TEXT_FORMATS:
        for other in _TEXT_FORMATS:
            if other != fmt and other not in clip.data and other in clip.blocks:
                vm.heap.free(clip.blocks.pop(other))
    clip.data[fmt] = vm.mem.read(h, size) if size else b""
    clip.blocks[fmt] = h
    clip.sequence += 1
    return h


@api(USER32, "GetClipboardData", "UINT fmt", widths=BOTH)
def GetClipboardData(c, fmt):
    if not _require_open(c):
        return 0
    return _clip(c.vm).handle_for(fmt)


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
