"""SHELL32's SHFileOperation(A/W): copy, move, delete and rename on the VFS
(``kernel/fileops.py``).

SHFILEOPSTRUCT (core/structures.py, packed to 1 byte in 32-bit programs): hwnd, wFunc,
pFrom and pTo (lists of paths, each NUL-terminated, the list ending with an empty one),
fFlags, fAnyOperationsAborted (always FALSE: nothing is ever cancelled), hNameMappings,
lpszProgressTitle. The operations finish within the call, so
no progress window is shown (Windows shows one only for slow operations). A question to
the user — replacing or deleting without FOF_NOCONFIRMATION, FOF_RENAMEONCOLLISION —
stops the guest naming it.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.fileops import NeedsUi, file_operation
from ...core.dllnames import SHELL32
from ...core.structures import SHFILEOPSTRUCT


def _path_list(c, ptr):
    out = []
    while ptr:
        text = c.read_str(ptr)
        if not text:
            break
        out.append(text)
        ptr += (len(text) + 1) * c.char_size
    return out


@api(SHELL32, "SHFileOperation{AW}", "LPVOID op", widths=BOTH)
def SHFileOperation(c, op):
    vm = c.vm
    # SHFILEOPSTRUCT is packed to 1 byte in 32-bit programs (shellapi.h): the BOOL
    # fAnyOperationsAborted follows the WORD fFlags at 18, hNameMappings is at 22.
    view = c.struct(SHFILEOPSTRUCT, op)
    try:
        result = file_operation(vm.vfs, view.wFunc, _path_list(c, view.pFrom),
                                _path_list(c, view.pTo), view.fFlags)
    except NeedsUi as e:
        raise Unimplemented("%s!%s (%s)" % (SHELL32, c.spec.name, e)) from None
    # hNameMappings is left as it is, as under Wine (test/exe/sh_fileop.exe): its mapping
    # object would list files renamed on a collision, and that renaming stops the guest above.
    view.fAnyOperationsAborted = 0
    return result
