"""USER32's MessageBoxIndirect: MessageBox with its parameters in a MSGBOXPARAMS.

The box is MessageBox's (``controls/msgbox.py``). The text and caption may be string
resource ids (MAKEINTRESOURCE) of the MSGBOXPARAMS' hInstance, NULL meaning the program,
as documented; MessageBox(A/W) takes ids the same way, as Wine's does (Wine's winhlp32
shows its "no RichEdit" error with them). Not implemented, and stopping the guest by
name: a program's own icon (MB_USERICON) and ids of another module's strings.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...controls.msgbox import message_box
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...core.dllnames import USER32
from ...core.structures import MSGBOXPARAMS

MB_USERICON = 0x80


@api(USER32, "MessageBoxIndirect{AW}", "LPVOID params", widths=BOTH)
def MessageBoxIndirect(c, params):
    vm = c.vm
    name = "USER32.dll!MessageBoxIndirect" + ("W" if c.wide else "A")
    if not params:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    p = c.struct(MSGBOXPARAMS, params)
    size, owner, inst, p_text, p_caption, mb_type = (
        p.cbSize, p.hwndOwner, p.hInstance, p.lpszText, p.lpszCaption, p.dwStyle)
    if size < MSGBOXPARAMS.variant(c.wide).sizeof(c.ptr_size):
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if mb_type & MB_USERICON:
        raise Unimplemented("%s (MB_USERICON)" % name)
    text = message_text(c, inst, p_text, name) or ""
    caption = message_text(c, inst, p_caption, name)
    return message_box(vm, owner, text, caption, mb_type)    # no caption: "Error"


def message_text(c, inst, value, name):
    """A MessageBox string argument: NULL -> None, a resource id -> the string of the
    program's string table (``inst`` NULL or the program), else the string at ``value``."""
    if not value:
        return None
    if isinstance(value, str):
        return value
    if value >= 0x10000:
        return c.read_str(value)
    vm = c.vm
    if inst and inst != vm.image.base:
        raise Unimplemented("%s (a string resource of module 0x%08X)" % (name, inst))
    return vm.resources.string(value) or ""
