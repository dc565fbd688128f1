"""SHLWAPI's AssocQueryString: what the registry's file associations say about an
extension or a ProgID (checked against Wine 8 by guests/tests/shlwapi_assoc.c).

``HKCR\\.ext`` names the ProgID; ``HKCR\\ProgID\\shell\\<verb>\\command`` is the command
(ASSOCSTR_COMMAND; the verb is pszExtra, else the ProgID's default verb: the lookup is
kernel/fileassoc.py's, the user's classes before the machine's),
its program the executable (ASSOCSTR_EXECUTABLE: the quoted or first word, when that file
exists), the ProgID's default value the document's friendly name
(ASSOCSTR_FRIENDLYDOCNAME) and ``DefaultIcon`` its icon (ASSOCSTR_DEFAULTICON). The other
ASSOCSTR values and the ASSOCF flags that change where the lookup starts stop the guest.
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import S_OK
from ...kernel.fileassoc import default_value, document_class, verb_command
from ...kernel.vfs import VfsError
from ...core.dllnames import SHLWAPI
from ..advapi32.main import KeyHandle

ASSOCSTR_COMMAND, ASSOCSTR_EXECUTABLE, ASSOCSTR_FRIENDLYDOCNAME = 1, 2, 3
ASSOCSTR_DEFAULTICON = 15
# flags that do not change what is looked up here
_HARMLESS = 0x20 | 0x40 | 0x100 | 0x200 | 0x400     # NOTRUNCATE VERIFY NOFIXUPS
#                                                    IGNOREBASECLASS INIT_IGNOREUNKNOWN
S_FALSE = 1
E_UNEXPECTED = 0x8000FFFF
HR_FILE_NOT_FOUND = 0x80070002
HR_NO_ASSOCIATION = 0x80070483
HR_INSUFFICIENT_BUFFER = 0x8007007A


def assoc_string(vm, kind, assoc, extra):
    """(HRESULT, text) of AssocQueryString."""
    key = document_class(vm.registry, assoc)
    if key is None:
        return HR_NO_ASSOCIATION, None
    if kind == ASSOCSTR_FRIENDLYDOCNAME:
        text = default_value(key)
        return (S_OK, text) if text is not None else (HR_FILE_NOT_FOUND, None)
    if kind == ASSOCSTR_DEFAULTICON:
        text = default_value(key.child("DefaultIcon"))
        return (S_OK, text) if text is not None else (HR_FILE_NOT_FOUND, None)
    command = verb_command(vm, key, extra)[1]
    if command is None:
        return HR_FILE_NOT_FOUND, None
    if kind == ASSOCSTR_COMMAND:
        return S_OK, command
    # ASSOCSTR_EXECUTABLE: the program of the command, when it is there
    if command.startswith('"'):
        exe = command[1:].split('"', 1)[0]
    else:
        exe = command.split(" ", 1)[0]
    try:
        found = os.path.isfile(vm.vfs.resolve(exe)[1])
    except VfsError:
        found = False
    return (S_OK, exe) if found else (HR_FILE_NOT_FOUND, None)


@api(SHLWAPI, "AssocQueryString{AW}", "DWORD flags, UINT kind, LPVOID assoc, LPVOID extra, "
     "LPVOID out, LPVOID plen", widths=BOTH)
def AssocQueryString(c, flags, kind, assoc, extra, out, plen):
    if not plen:
        return E_UNEXPECTED
    if flags & ~_HARMLESS:
        raise Unimplemented("%s (ASSOCF flags %#x)" % (c.spec.full_name, flags & ~_HARMLESS))
    if kind not in (ASSOCSTR_COMMAND, ASSOCSTR_EXECUTABLE, ASSOCSTR_FRIENDLYDOCNAME,
                    ASSOCSTR_DEFAULTICON):
        raise Unimplemented("%s (ASSOCSTR %d)" % (c.spec.full_name, kind))
    hr, text = assoc_string(c.vm, kind, c.read_str(assoc) if assoc else "",
                            c.read_str(extra) if extra else None)
    if hr != S_OK:
        return hr
    mem = c.vm.mem
    need = len(text) + 1
    if not out:
        mem.w32(plen, need)
        return S_FALSE                   # the size only
    if mem.u32(plen) < need:
        mem.w32(plen, need)
        return HR_INSUFFICIENT_BUFFER
    c.write_str(out, text)
    mem.w32(plen, need)                  # the characters placed, with the NUL
    return S_OK


ASSOCKEY_SHELLEXECCLASS, ASSOCKEY_CLASS = 1, 3
E_INVALIDARG = 0x80070057


@api(SHLWAPI, "AssocQueryKey{AW}", "DWORD flags, UINT kind, LPVOID assoc, LPVOID extra, "
     "LPVOID out", widths=BOTH)
def AssocQueryKey(c, flags, kind, assoc, extra, out):
    """An open key of an extension's or a ProgID's class: ASSOCKEY_CLASS and
    ASSOCKEY_SHELLEXECCLASS (the ProgID's key, where ShellExecute reads the verbs;
    kernel/fileassoc.py). The application's key (ASSOCKEY_APP) and the base class's
    (ASSOCKEY_BASECLASS) stop the guest."""
    if not out:
        return E_INVALIDARG
    if flags & ~_HARMLESS:
        raise Unimplemented("%s (ASSOCF flags %#x)" % (c.spec.full_name, flags & ~_HARMLESS))
    if kind not in (ASSOCKEY_SHELLEXECCLASS, ASSOCKEY_CLASS):
        raise Unimplemented("%s (ASSOCKEY %d)" % (c.spec.full_name, kind))
    vm = c.vm
    vm.mem.wptr(out, 0)
    key = document_class(vm.registry, c.read_str(assoc) if assoc else "")
    if key is None:
        return HR_NO_ASSOCIATION
    vm.mem.wptr(out, vm.new_handle(KeyHandle(key)))
    return S_OK
