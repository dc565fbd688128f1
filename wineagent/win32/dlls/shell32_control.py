"""SHELL32's Control_RunDLL: the Control Panel window (``controls/cpanel.py``).

An empty command shows the panel and returns when it is closed. A command naming an
applet (``foo.cpl,@n,args``) would load that applet: not implemented, and said so.
"""

from ...abi.api import Unimplemented, api
from ..controls.cpanel import run_control_panel

S = "SHELL32.dll"


@api(S, "Control_RunDLL{AW}", "HWND hwnd, HINSTANCE inst, LPCTSTR cmd, DWORD show")
def Control_RunDLL(c, hwnd, inst, cmd, show):
    if cmd:
        raise Unimplemented("%s!%s (running the applet %r)" % (S, c.spec.name, cmd))
    yield from run_control_panel(c.vm, hwnd, show)
