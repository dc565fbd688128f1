"""USER32's MessageBoxIndirect: MessageBox with its parameters in a MSGBOXPARAMS.

The box is MessageBox's (``controls/msgbox.py``). Not implemented, and stopping the guest
by name: a program's own icon (MB_USERICON) and text or caption given as string
resource ids.
"""

import struct

from ...abi.api import Unimplemented, api
from ..controls.msgbox import message_box

U = "USER32.dll"
MB_USERICON = 0x80
ERROR_INVALID_PARAMETER = 87


@api(U, "MessageBoxIndirect{AW}", "LPVOID params")
def MessageBoxIndirect(c, params):
    vm = c.vm
    name = "USER32.dll!MessageBoxIndirect" + ("W" if c.wide else "A")
    size, owner, inst, p_text, p_caption, mb_type = struct.unpack("<6I", vm.mem.read(params, 24))
    if size < 40:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if mb_type & MB_USERICON:
        raise Unimplemented("%s (MB_USERICON)" % name)
    if (p_text and p_text < 0x10000) or (p_caption and p_caption < 0x10000):
        raise Unimplemented("%s (text from a string resource)" % name)
    text = c.read_str(p_text) if p_text else ""
    caption = c.read_str(p_caption) if p_caption else None
    return message_box(vm, owner, text, caption, mb_type)    # no caption: "Error" 
