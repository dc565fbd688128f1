"""SHELL32's special folder functions, and the rules of CommandLineToArgvW (declared in
shcore/main.py, where SHELL32's forwards).

Paths come from ``kernel/shellfolders.py``. The HRESULTs are Windows': E_INVALIDARG for
a folder this desktop does not have, HRESULT_FROM_WIN32(ERROR_FILE_NOT_FOUND) for one the
program removed (without CSIDL_FLAG_CREATE); SHGetSpecialFolderPath fails (FALSE) then
unless fCreate.
"""

from ....abi.api import BOTH, api
from ...core.winerror import E_INVALIDARG, ERROR_FILE_NOT_FOUND, S_OK, hresult_from_win32
from ...kernel.shellfolders import CSIDL_PATHS, KNOWN_FOLDERS, folder_path
from ...core.dllnames import SHELL32
from ...core.structures import GUID
from ...core.cmdline import split_command_line

CSIDL_FLAG_DONT_VERIFY, CSIDL_FLAG_CREATE = 0x4000, 0x8000
MAX_PATH = 260


def _guid_text(mem, p):
    g = GUID.read(mem, p)
    d1, d2, d3, d4 = g["Data1"], g["Data2"], g["Data3"], bytes(g["Data4"])
    return "{%08X-%04X-%04X-%s-%s}" % (d1, d2, d3, d4[:2].hex().upper(), d4[2:].hex().upper())


@api(SHELL32, "SHGetFolderPath{AW}", "HWND hwnd, int csidl, HANDLE token, DWORD flags, LPVOID buf", widths=BOTH)
def SHGetFolderPath(c, hwnd, csidl, token, flags, buf):
    path = folder_path(c.vm, csidl, create=bool(csidl & CSIDL_FLAG_CREATE))
    if path is None and csidl & 0xFF in CSIDL_PATHS and csidl & CSIDL_FLAG_DONT_VERIFY:
        path = CSIDL_PATHS[csidl & 0xFF]     # DONT_VERIFY: the path, existing or not
    if path is None and csidl & 0xFF in CSIDL_PATHS:
        # A folder this desktop has but the program removed, and no CSIDL_FLAG_CREATE:
        # HRESULT_FROM_WIN32(ERROR_FILE_NOT_FOUND), as Windows' shell32.
        if buf:
            c.write_str(buf, "", MAX_PATH)
        return hresult_from_win32(ERROR_FILE_NOT_FOUND)
    if path is None:
        if buf:
            c.write_str(buf, "", MAX_PATH)
        return E_INVALIDARG
    c.write_str(buf, path, MAX_PATH)
    return S_OK


@api(SHELL32, "SHGetSpecialFolderPath{AW}", "HWND hwnd, LPVOID buf, int csidl, BOOL create", widths=BOTH)
def SHGetSpecialFolderPath(c, hwnd, buf, csidl, create):
    # SHGetFolderPath with CSIDL_FLAG_CREATE only when fCreate: a missing folder is made
    # then, and otherwise the call fails (FALSE, the buffer untouched).
    path = folder_path(c.vm, csidl, create=bool(create))
    if path is None:
        return 0
    c.write_str(buf, path, MAX_PATH)
    return 1


@api(SHELL32, "SHGetKnownFolderPath", "LPVOID rfid, DWORD flags, HANDLE token, LPVOID out", widths=BOTH)
def SHGetKnownFolderPath(c, rfid, flags, token, out):
    vm = c.vm
    csidl = KNOWN_FOLDERS.get(_guid_text(vm.mem, rfid))
    path = folder_path(vm, csidl) if csidl is not None else None
    if path is None:
        vm.mem.wptr(out, 0)                  # PWSTR *ppszPath: a pointer cell
        return E_INVALIDARG
    p = vm.heap.alloc(2 * len(path) + 2)     # the caller frees it with CoTaskMemFree
    vm.mem.write_wstr(p, path)
    vm.mem.wptr(out, p)
    return S_OK


def command_line_to_argv(c, line, pargc):
    """CommandLineToArgvW: one LocalAlloc'ed argv block for ``line`` (NULL: the program's
    own path); the count at ``pargc``."""
    vm = c.vm
    text = vm.mem.wstr(line) if line else None
    words = split_command_line(text) if text else [vm.image_path]
    # one LocalAlloc'ed block: the pointer array, then the strings (freed with LocalFree)
    # (the array's cells as wide as the program's pointers)
    cell = c.ptr_size
    size = cell * (len(words) + 1) + sum(2 * len(w) + 2 for w in words)
    block = vm.heap.alloc(size)
    p = block + cell * (len(words) + 1)
    for k, w in enumerate(words):
        vm.mem.wptr(block + cell * k, p)
        vm.mem.write_wstr(p, w)
        p += 2 * len(w) + 2
    vm.mem.wptr(block + cell * len(words), 0)
    if pargc:
        vm.mem.w32(pargc, len(words))
    return block


