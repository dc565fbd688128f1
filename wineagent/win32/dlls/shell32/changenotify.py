"""SHELL32: SHChangeNotify, a program telling the shell it changed something.

Windows hands the event to every SHChangeNotifyRegister client (Explorer's windows,
open file dialogs). This desktop runs no Explorer, and SHChangeNotifyRegister is not
declared (a program registering stops naming it), so no client can exist: the
notification reaches no one, as on a Windows whose shell has no listener. Installers
(Inno Setup, NSIS) send one after each shortcut or folder they make. When
SHChangeNotifyRegister is built, the events go to its clients from here.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import SHELL32

#: SHCNF_TYPE: how dwItem1/dwItem2 are given (IDLIST, PATHA, PRINTERA, DWORD, PATHW,
#: PRINTERW); the flags above it (SHCNF_FLUSH, SHCNF_FLUSHNOWAIT, SHCNF_NOTIFYRECURSIVE)
#: say when to deliver.
_SHCNF_TYPE = 0xFF
_KNOWN_TYPES = (0, 1, 2, 3, 5, 6)


@api(SHELL32, "SHChangeNotify", "LONG event, UINT flags, LPVOID item1, LPVOID item2",
     widths=BOTH)
def SHChangeNotify(c, event, flags, item1, item2):
    """Tell the shell's change clients of ``event`` (SHCNE_*): there are none here (see
    the module); an item type Windows does not know stops the guest naming it."""
    if flags & _SHCNF_TYPE not in _KNOWN_TYPES:
        raise Unimplemented("SHELL32.dll!SHChangeNotify with item type %#x" % (flags & _SHCNF_TYPE))
    return 0
