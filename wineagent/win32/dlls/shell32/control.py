"""SHELL32's Control_RunDLL: the Control Panel window (``controls/cpanel.py``).

An empty command shows the panel and returns when it is closed. A command naming an
applet (``foo.cpl,@n,args``) runs that applet (``controls/cplapplet.py``) and returns
when its dialog is closed.
"""

from ....abi.api import BOTH, api
from ...controls.cplapplet import run_applet
from ...controls.cpanel import run_control_panel
from ...core.dllnames import SHELL32



@api(SHELL32, "Control_RunDLL{AW}", "HWND hwnd, HINSTANCE inst, LPCTSTR cmd, DWORD show", widths=BOTH)
def Control_RunDLL(c, hwnd, inst, cmd, show):
    if cmd:
        yield from run_applet(c.vm, hwnd, cmd)
        return
    yield from run_control_panel(c.vm, hwnd, show)


@api(SHELL32, "Control_RunDLL", "HWND hwnd, HINSTANCE inst, LPCSTR cmd, DWORD show", widths=BOTH)
def Control_RunDLL_plain(c, hwnd, inst, cmd, show):
    """shell32 exports the ANSI entry point under the bare name too."""
    return Control_RunDLL(c, hwnd, inst, cmd, show)
