"""SHELL32's SHFileOperation(A/W): copy, move, delete and rename on the VFS
(``kernel/fileops.py``).

SHFILEOPSTRUCT: hwnd, wFunc, pFrom and pTo (lists of paths, each NUL-terminated, the list
ending with an empty one), fFlags, fAnyOperationsAborted (always FALSE: nothing is ever
cancelled), hNameMappings, lpszProgressTitle. The operations finish within the call, so
no progress window is shown (Windows shows one only for slow operations). A question to
the user — replacing or deleting without FOF_NOCONFIRMATION, FOF_RENAMEONCOLLISION —
stops the guest naming it.
"""

import struct

from ....abi.api import Unimplemented, api
from ...kernel.fileops import NeedsUi, file_operation
from ...core.dllnames import SHELL32



def _path_list(c, ptr):
    out = []
    while ptr:
        text = c.read_str(ptr)
        if not text:
            break
        out.append(text)
        ptr += (len(text) + 1) * c.char_size
    return out


@api(SHELL32, "SHFileOperation{AW}", "LPVOID op")
def SHFileOperation(c, op):
    vm = c.vm
    # SHFILEOPSTRUCT is packed to 1 byte in 32-bit programs (shellapi.h: fFlags a WORD at
    # 16, then the BOOL at 18; 30 bytes), which declared structures do not lay out.
    hwnd, func, p_from, p_to, flags = struct.unpack("<IIIIH", vm.mem.read(op, 18))
    try:
        result = file_operation(vm.vfs, func, _path_list(c, p_from), _path_list(c, p_to),
                                flags)
    except NeedsUi as e:
        raise Unimplemented("%s!%s (%s)" % (SHELL32, c.spec.name, e)) from None
    vm.mem.w32(op + 20, 0)             # fAnyOperationsAborted
    return result
