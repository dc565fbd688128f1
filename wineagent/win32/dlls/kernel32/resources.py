"""KERNEL32: the resource functions (FindResource, LoadResource & co.). The resource
directory reader is in ``user/resources.py``."""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_HANDLE
from ...kernel.resources import not_found, resources_of
from ...core.dllnames import KERNEL32



@api(KERNEL32, "FindResource{AW}", "HMODULE module, LPCTSTR_ID name, LPCTSTR_ID type", widths=BOTH)
def FindResource(c, module, name, rtype):
    res = resources_of(c, module, "KERNEL32.dll!FindResource")
    r = res.lookup(rtype, name)
    return r.handle if r is not None else not_found(c, rtype, name, res)


@api(KERNEL32, "FindResourceEx{AW}", "HMODULE module, LPCTSTR_ID type, LPCTSTR_ID name, WORD lang", widths=BOTH)
def FindResourceEx(c, module, rtype, name, lang):
    res = resources_of(c, module, "KERNEL32.dll!FindResourceEx")
    r = res.lookup(rtype, name, lang & 0xFFFF)
    return r.handle if r is not None else not_found(c, rtype, name, res)


@api(KERNEL32, "LoadResource", "HMODULE module, HRSRC res", widths=BOTH)
def LoadResource(c, module, res):
    # In Win32 the "global handle" of a resource is simply its address in the image.
    r = resources_of(c, module, "KERNEL32.dll!LoadResource").by_handle.get(res)
    if r is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return r.addr


@api(KERNEL32, "LockResource", "HGLOBAL data", widths=BOTH)
def LockResource(c, data):
    return data


@api(KERNEL32, "SizeofResource", "HMODULE module, HRSRC res", widths=BOTH)
def SizeofResource(c, module, res):
    r = resources_of(c, module, "KERNEL32.dll!SizeofResource").by_handle.get(res)
    if r is None:
        c.vm.last_error = ERROR_INVALID_HANDLE
        return 0
    return r.size


@api(KERNEL32, "FreeResource", "HGLOBAL data", widths=BOTH)
def FreeResource(c, data):
    return 0  # obsolete in Win32: documented to do nothing and return FALSE
