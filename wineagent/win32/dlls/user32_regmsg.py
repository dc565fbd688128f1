"""USER32's RegisterWindowMessage: a message number shared by name.

Windows hands out numbers from 0xC000 up, one per distinct name (compared without
regard to case), the same number for every later registration of that name. The table
is per VM, in registration order, so runs stay deterministic.
"""

from ...abi.api import api

U = "USER32.dll"
FIRST_REGISTERED = 0xC000


@api(U, "RegisterWindowMessage{AW}", "LPCTSTR name")
def RegisterWindowMessage(c, name):
    if not name:
        c.vm.last_error = 87   # ERROR_INVALID_PARAMETER
        return 0
    table = c.vm.__dict__.setdefault("registered_messages", {})
    return table.setdefault(name.lower(), FIRST_REGISTERED + len(table))
