"""USER32's RegisterClipboardFormat and GetClipboardFormatName: numbers shared by name.

Windows hands out registered clipboard formats and registered window messages from one
atom table, one number per distinct name (compared without regard to case), the same
number for every later registration of that name. They share the window manager's table
(``user/sysparams.register_message``, also behind RegisterWindowMessage), per VM, in
registration order, so runs stay deterministic.
"""

from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...kernel.atoms import MAXINTATOM, AtomError, AtomTable
from ...user.sysparams import register_message
from ...core.dllnames import USER32



@api(USER32, "RegisterClipboardFormat{AW}", "LPCTSTR name", widths=BOTH)
def RegisterClipboardFormat(c, name):
    """A format number for ``name``: as the atoms it shares a table with, "#nnnn" is the
    integer nnnn itself (1 to 0xBFFF); any other name gets a registered number."""
    if not name:
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if name.startswith("#") and name[1:].isdigit():
        try:
            return AtomTable.integer(name)
        except AtomError as e:
            c.vm.last_error = e.error
            return 0
    return register_message(c.vm.wm, name)


@api(USER32, "GetClipboardFormatName{AW}", "UINT fmt, LPVOID buf, int size", widths=BOTH)
def GetClipboardFormatName(c, fmt, buf, size):
    # registered formats, messages and window class names share the user atom table
    entry = c.vm.wm.user_atoms.atoms.get(fmt) if fmt >= MAXINTATOM else None
    if entry is not None:
        return c.write_str(buf, entry[0], size) if size > 0 else 0
    c.vm.last_error = ERROR_INVALID_PARAMETER   # predefined formats (CF_TEXT...) have no name either
    return 0
