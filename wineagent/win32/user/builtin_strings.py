"""The string tables (RT_STRING) of built-in DLLs, for LoadString on their handles.

A built-in DLL has no PE image, so it has no resource section; where a program loads a
string from a system DLL's table by number, the table is written here, one entry per
string some program is known to ask for. LoadString of a built-in DLL without a table,
or of a number its table does not hold, stops the guest naming both (never an empty
string in place of text Windows would show).

LoadStringW with a zero-sized buffer hands out a read-only pointer into the resource
itself; those strings are copied once per VM into permanent guest memory
(``vm.alloc_data``), counted and without a terminating NUL, as in a resource.
"""

from ...abi.api import Unimplemented

__all__ = ["TABLES", "builtin_string", "builtin_string_addr"]

# msi.dll's string 10: msiexec's usage (msiexec shows it, through MsiMessageBoxW, when
# it is started without a command); %s is the Windows Installer version.
_MSIEXEC_USAGE = (
    "Windows Installer %s\n\n"
    "Usage:\n"
    "msiexec command {required parameter} [optional parameter]\n\n"
    "Install a product:\n"
    "\t/i {package|productcode} [property]\n"
    "\t/package {package|productcode} [property]\n"
    "\t/a package [property]\n"
    "Repair an installation:\n"
    "\t/f[p|o|e|d|c|a|u|m|s|v] {package|productcode}\n"
    "Uninstall a product:\n"
    "\t/uninstall {package|productcode} [property]\n"
    "\t/x {package|productcode} [property]\n"
    "Advertise a product:\n"
    "\t/j[u|m] package [/t transform] [/g languageid]\n"
    "Apply a patch:\n"
    "\t/p patchpackage [property]\n"
    "\t/p patchpackage /a package [property]\n"
    "Log and user interface modifiers for the commands above:\n"
    "\t/l[*][i|w|e|a|r|u|c|m|o|p|v|][+|!] logfile\n"
    "\t/q{|n|b|r|f|n+|b+|b-}\n"
    "Register the MSI service:\n"
    "\t/y\n"
    "Unregister the MSI service:\n"
    "\t/z\n"
    "Display this help:\n"
    "\t/help\n"
    "\t/?\n")

TABLES = {
    "msi.dll": {10: _MSIEXEC_USAGE},
}


def _table(dll, sid):
    table = TABLES.get(dll.lower())
    if table is None or sid not in table:
        raise Unimplemented("USER32.dll!LoadString: string %d of the built-in %s"
                            % (sid, dll))
    return table[sid]


def builtin_string(dll, sid):
    """The text of string ``sid`` of built-in ``dll``; stops the guest when not written."""
    return _table(dll, sid)


def builtin_string_addr(vm, dll, sid):
    """(guest address, length) of string ``sid`` of built-in ``dll``, as LoadStringW's
    read-only pointer mode hands it out; the copy is made once per VM."""
    text = _table(dll, sid)
    cache = vm.user.builtin_strings
    key = (dll.lower(), sid)
    if key not in cache:
        raw = text.encode("utf-16-le")
        addr = vm.alloc_data(len(raw) or 2, align=4)
        vm.mem.write(addr, raw)
        cache[key] = (addr, len(text))
    return cache[key]
