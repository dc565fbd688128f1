"""USER32's MessageBoxIndirect(A/W): MessageBox from a MSGBOXPARAMS, whose text and caption
may be string resources of the program (wordpad reports a missing riched20.dll so)."""

import struct

from ...abi.api import Unimplemented, api
from ..controls.msgbox import message_box
from ..user.resources import _module_ok

U = "USER32.dll"
MB_USERICON = 0x80
ERROR_INVALID_PARAMETER = 87


def _text(c, inst, ptr):
    """A MSGBOXPARAMS string: a pointer, or (IS_INTRESOURCE) a string resource id."""
    if not ptr:
        return None
    if ptr < 0x10000:
        _module_ok(c, inst, "USER32.dll!MessageBoxIndirect")
        return c.vm.resources.string(ptr) or ""
    return c.vm.mem.wstr(ptr) if c.wide else c.vm.mem.cstr(ptr)


@api(U, "MessageBoxIndirect{AW}", "LPVOID params")
def MessageBoxIndirect(c, params):
    # MSGBOXPARAMS {cbSize, hwndOwner, hInstance, lpszText, lpszCaption, dwStyle, lpszIcon,
    # dwContextHelpId, lpfnMsgBoxCallback, dwLanguageId}
    mem = c.vm.mem
    if not params or mem.u32(params) < 40:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    _, owner, inst, text, caption, style = struct.unpack("<6I", mem.read(params, 24))
    if style & MB_USERICON:
        raise Unimplemented("%s!MessageBoxIndirect (MB_USERICON)" % U)
    title = _text(c, inst, caption)
    return (yield from message_box(c.vm, owner, _text(c, inst, text) or "",
                                   "Error" if title is None else title, style))
