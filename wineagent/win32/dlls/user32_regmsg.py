"""USER32's RegisterWindowMessage and RegisterClipboardFormat: numbers shared by name.

Windows hands out numbers from 0xC000 up, one per distinct name (compared without
regard to case), the same number for every later registration of that name; window
messages and clipboard formats come from the same atom table, so one name gives one
number for both. The table is per VM, in registration order, so runs stay deterministic.
"""

from ...abi.api import api

U = "USER32.dll"
FIRST_REGISTERED = 0xC000


@api(U, "RegisterWindowMessage{AW}", "LPCTSTR name")
def RegisterWindowMessage(c, name):
    if not name:
        c.vm.last_error = 87   # ERROR_INVALID_PARAMETER
        return 0
    return register_name(c.vm, name)


def register_name(vm, name):
    """The number of ``name`` in the shared table (added on first use)."""
    table = vm.__dict__.setdefault("registered_names", {})
    key = name.lower()
    if key not in table:
        table[key] = (FIRST_REGISTERED + len(table), name)
    return table[key][0]


@api(U, "RegisterClipboardFormat{AW}", "LPCTSTR name")
def RegisterClipboardFormat(c, name):
    if not name:
        c.vm.last_error = 87
        return 0
    return register_name(c.vm, name)


@api(U, "GetClipboardFormatName{AW}", "UINT fmt, LPVOID buf, int size")
def GetClipboardFormatName(c, fmt, buf, size):
    for number, name in c.vm.__dict__.get("registered_names", {}).values():
        if number == fmt:
            return c.write_str(buf, name, size) if size > 0 else 0
    c.vm.last_error = 87     # predefined formats (CF_TEXT...) have no name either
    return 0
