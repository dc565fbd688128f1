"""msi.dll: what msiexec calls before it installs anything — the user interface level,
a file's version, and the message box it shows its usage in.

The installer engine itself (packages, MsiInstallProduct...) is not here: msiexec with a
command stops at the first of those, naming it.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...controls.msgbox import message_box
from ...core.winerror import (ERROR_FILE_INVALID, ERROR_INVALID_PARAMETER, ERROR_MORE_DATA,
                             ERROR_RESOURCE_TYPE_NOT_FOUND, ERROR_SUCCESS)
from ...kernel.versioninfo import file_version_resource, find_value
from ...core.dllnames import MSI



# INSTALLUILEVEL: a base level (NOCHANGE 0, DEFAULT 1, NONE 2, BASIC 3, REDUCED 4, FULL 5)
# with modifier bits (ENDDIALOG 0x80, PROGRESSONLY 0x40, HIDECANCEL 0x20, SOURCERESONLY
# 0x100, UACONLY 0x200).
INSTALLUILEVEL_NOCHANGE, INSTALLUILEVEL_DEFAULT, INSTALLUILEVEL_FULL = 0, 1, 5
_UI_MODIFIERS = 0x20 | 0x40 | 0x80 | 0x100 | 0x200


def _ui(vm):
    # The process's installer UI state: [level, owner window]; a new process starts at
    # INSTALLUILEVEL_DEFAULT with no owner.
    return vm.user.msi_ui


@api(MSI, "MsiSetInternalUI", "DWORD level, LPVOID phwnd", widths=BOTH)
def MsiSetInternalUI(c, level, phwnd):
    """Sets the installer's own UI level (and owner window); returns the previous level,
    or INSTALLUILEVEL_NOCHANGE for a level that is not one."""
    vm = c.vm
    state = _ui(vm)
    base, mods = level & 0x7, level & ~0x7
    if base > INSTALLUILEVEL_FULL or mods & ~_UI_MODIFIERS:
        return INSTALLUILEVEL_NOCHANGE
    previous = state[0]
    if level != INSTALLUILEVEL_NOCHANGE:
        state[0] = level
    if phwnd:
        # In: the new owner of the installer's windows; out: the previous one.
        # (an HWND cell: pointer-sized, its low 32 bits significant)
        new = vm.mem.uptr(phwnd) & 0xFFFFFFFF
        vm.mem.wptr(phwnd, state[1])
        state[1] = new
    return previous


def _put(c, text, buf, plen):
    """Copy ``text`` to ``buf`` (capacity ``*plen`` characters with the NUL) and set
    ``*plen`` to its length: ERROR_SUCCESS, or ERROR_MORE_DATA when it did not fit."""
    mem = c.vm.mem
    room = mem.u32(plen)
    result = ERROR_SUCCESS
    if buf:
        if room > 0:
            c.write_str(buf, text[:room - 1], room)
        if room <= len(text):
            result = ERROR_MORE_DATA
    mem.w32(plen, len(text))
    return result


@api(MSI, "MsiGetFileVersion{AW}",
     "LPCTSTR path, LPVOID verbuf, LPVOID verlen, LPVOID langbuf, LPVOID langlen", widths=BOTH)
def MsiGetFileVersion(c, path, verbuf, verlen, langbuf, langlen):
    """The file version ("major.minor.build.revision") and language (decimal) from the
    VERSIONINFO of the file at ``path``."""
    vm = c.vm
    if (verbuf and not verlen) or (langbuf and not langlen):
        return ERROR_INVALID_PARAMETER
    block = file_version_resource(vm, path)
    if block is None:
        # No such file (its error), or a file without version information.
        return ERROR_FILE_INVALID if vm.last_error == ERROR_RESOURCE_TYPE_NOT_FOUND \
            else vm.last_error
    result = ERROR_SUCCESS
    if verlen:
        found = find_value(block, "\\")
        text = ""
        if found is not None and found[1] >= 16:
            ms, ls = struct.unpack_from("<2I", block, found[0] + 8)   # dwFileVersionMS/LS
            text = "%d.%d.%d.%d" % (ms >> 16, ms & 0xFFFF, ls >> 16, ls & 0xFFFF)
        result = _put(c, text, verbuf, verlen)
    if langlen:
        found = find_value(block, "\\VarFileInfo\\Translation")
        text = ""
        if found is not None and found[1] >= 2:
            text = "%d" % struct.unpack_from("<H", block, found[0])[0]
        result = _put(c, text, langbuf, langlen) or result
    return result


@api(MSI, "MsiMessageBox{AW}",
     "HWND hwnd, LPCTSTR text, LPCTSTR caption, UINT type, UINT lang, DWORD flags", widths=BOTH)
def MsiMessageBox(c, hwnd, text, caption, mb_type, lang, flags):
    """The installer's message box: MessageBoxEx's box (a NULL caption is "Error")."""
    if flags:
        raise Unimplemented("msi.dll!MsiMessageBox: flags %#x" % flags)
    return message_box(c.vm, hwnd, text, caption, mb_type)
