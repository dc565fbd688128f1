"""OLEAUT32's type library loading and registration, as far as this desktop has any.

No type library is registered or installed here, and reading one (the MSFT and SLTG
formats, or a TYPELIB resource) is not implemented. So the answers are those of a Windows
on which the program's type library was never registered or installed:

- LoadRegTypeLib for a library with no ``HKEY_CLASSES_ROOT\\TypeLib\\{libid}`` key:
  TYPE_E_LIBNOTREGISTERED, ``*pptlib`` NULL — which a program meets on Windows before its
  installer registered it (and usually answers by LoadTypeLib on its own file, or by
  going on without type information).
- LoadTypeLib(Ex) of a file that does not exist, or of the running program when it has
  no TYPELIB resource: TYPE_E_CANTLOADLIBRARY, ``*pptlib`` NULL.
- UnRegisterTypeLib of a library that is not registered: E_INVALIDARG (Wine 8's answer;
  Microsoft documents no code for it).
- RegisterTypeLib needs an ITypeLib, which only a successful load gives: NULL is
  E_INVALIDARG.

Where Windows would find a type library, these stop the guest naming the call instead of
pretending: a registered library (its key exists), one that every Windows registers
(stdole, the shell's and Internet Explorer's, the scripting runtime: ``SYSTEM_LIBS``), an
existing file, the program's own TYPELIB resource, and RegisterTypeLib of any ITypeLib.
"""

import os

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import E_INVALIDARG, TYPE_E_CANTLOADLIBRARY, TYPE_E_LIBNOTREGISTERED
from ...kernel.comobj import classes_key, guid_text
from ...kernel.vfs import VfsError
from ...core.dllnames import OLEAUT32

E_POINTER = 0x80004003

#: Type libraries registered on every Windows (LIBID -> name), which a program may load
#: by LIBID expecting success.
SYSTEM_LIBS = {
    "{00020430-0000-0000-C000-000000000046}": "OLE Automation (stdole)",
    "{50A7E9B0-70EF-11D1-B75A-00A0C90564FE}": "Microsoft Shell Controls And Automation",
    "{EAB22AC0-30C1-11CF-A7EB-0000C05BAE0B}": "Microsoft Internet Controls",
    "{3050F1C5-98B5-11CF-BB82-00AA00BDCE0B}": "Microsoft HTML Object Library",
    "{420B2830-E718-11CF-893D-00A0C9054228}": "Microsoft Scripting Runtime",
}


def _load_file(c, path, out, what):
    vm = c.vm
    if out:
        vm.mem.wptr(out, 0)          # an ITypeLib* cell: the program's width
    if path is None:
        return E_INVALIDARG
    if not out:
        return E_POINTER
    if path.rsplit("\\", 1)[-1].lower() == vm.module_name.lower():   # the program itself
        if vm.resources.has_type("TYPELIB"):
            raise Unimplemented("%s!%s (the program's own TYPELIB resource: reading type "
                                "libraries is not implemented)" % (OLEAUT32, what))
        return TYPE_E_CANTLOADLIBRARY
    # "file.dll\\2" names the second TYPELIB resource of a module: the file is the part
    # before a trailing number
    parts = path.rsplit("\\", 1)
    if len(parts) == 2 and parts[1].isdigit():
        path = parts[0]
    try:
        _parts, host = vm.vfs.resolve(path)
    except VfsError:
        return TYPE_E_CANTLOADLIBRARY
    if not os.path.isfile(host):
        return TYPE_E_CANTLOADLIBRARY
    raise Unimplemented("%s!%s (%s: reading type libraries is not implemented)"
                        % (OLEAUT32, what, path))


@api(OLEAUT32, "LoadTypeLib", "LPCWSTR path, LPVOID out", widths=BOTH)
def LoadTypeLib(c, path, out):
    """Load a type library file (see the module docstring for what is not done)."""
    return _load_file(c, path, out, "LoadTypeLib")


@api(OLEAUT32, "LoadTypeLibEx", "LPCWSTR path, DWORD regkind, LPVOID out", widths=BOTH)
def LoadTypeLibEx(c, path, regkind, out):
    """LoadTypeLib; REGKIND_REGISTER would then register it (never reached here)."""
    return _load_file(c, path, out, "LoadTypeLibEx")


@api(OLEAUT32, "LoadRegTypeLib", "LPVOID libid, WORD major, WORD minor, DWORD lcid, LPVOID out",
     widths=BOTH)
def LoadRegTypeLib(c, libid, major, minor, lcid, out):
    """Load a registered type library by LIBID and version."""
    vm = c.vm
    if out:
        vm.mem.wptr(out, 0)          # an ITypeLib* cell: the program's width
    text = guid_text(bytes(vm.mem.read(libid, 16)))
    if text in SYSTEM_LIBS:
        raise Unimplemented("%s!LoadRegTypeLib (%s %s, registered on every Windows: "
                            "reading type libraries is not implemented)"
                            % (OLEAUT32, SYSTEM_LIBS[text], text))
    if classes_key(vm.registry, "TypeLib\\" + text) is None:
        return TYPE_E_LIBNOTREGISTERED
    raise Unimplemented("%s!LoadRegTypeLib (%s is registered: reading type libraries is "
                        "not implemented)" % (OLEAUT32, text))


@api(OLEAUT32, "RegisterTypeLib", "LPVOID tlib, LPCWSTR path, LPCWSTR helpdir", widths=BOTH)
def RegisterTypeLib(c, tlib, path, helpdir):
    """Register a loaded type library (its ITypeLib comes only from a load, which never
    succeeds here)."""
    if not tlib:
        return E_INVALIDARG
    raise Unimplemented("%s!RegisterTypeLib (an ITypeLib this desktop did not make)" % OLEAUT32)


@api(OLEAUT32, "UnRegisterTypeLib",
     "LPVOID libid, WORD major, WORD minor, DWORD lcid, DWORD syskind", widths=BOTH)
def UnRegisterTypeLib(c, libid, major, minor, lcid, syskind):
    """Remove a type library's registration."""
    text = guid_text(bytes(c.vm.mem.read(libid, 16)))
    if classes_key(c.vm.registry, "TypeLib\\" + text) is None:
        return E_INVALIDARG
    raise Unimplemented("%s!UnRegisterTypeLib (%s is registered: its interfaces' keys come "
                        "from the library, and reading type libraries is not implemented)"
                        % (OLEAUT32, text))
