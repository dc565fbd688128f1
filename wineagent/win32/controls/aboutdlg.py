"""ShellAbout's dialog: "About <program>" with the program's lines and an OK button.

Windows' layout: the caption is "About " + the part of ``szApp`` before a ``#`` (all of
it without one); the first line is the part after the ``#`` (else ``szApp`` again), then
the system's name and the caller's ``szOtherStuff``. The dialog is an ordinary modal
``#32770`` window built from a ``DialogTemplate`` and run by ``dialogs.dialog_box``, so
``dlg-click``, keys and snapshots work on it as on any dialog. Its DLGPROC and ShellAbout
are in ``dlls/shell32/more.py``.
"""

from ..core.styles import BS_DEFPUSHBUTTON
from ..user.dialogs import (DS_CENTER, DS_MODALFRAME, DS_SETFONT, SHELL_DLG_FONT,
                            DialogTemplate, template_item)
from ..user.wm import WS_CAPTION, WS_GROUP, WS_POPUP, WS_SYSMENU, WS_TABSTOP

__all__ = ["about_template", "ABOUT_PROC", "SYSTEM_NAME"]

ABOUT_PROC = "wineagent.ShellAboutProc"
SYSTEM_NAME = "wineagent (a headless Win32 desktop)"
IDOK, IDCANCEL = 1, 2
SS_NOPREFIX = 0x80


def about_template(app, other):
    """The DialogTemplate ShellAbout(app, other) shows."""
    caption, _, first = (app or "").partition("#")
    t = DialogTemplate()
    t.style = WS_POPUP | WS_CAPTION | WS_SYSMENU | DS_MODALFRAME | DS_CENTER | DS_SETFONT
    t.font = SHELL_DLG_FONT        # as shell32's template: not the System font
    t.cx, t.cy = 210, 92
    t.title = "About " + caption
    lines = [first or caption, SYSTEM_NAME]
    t.items = [template_item("STATIC", 0xFFFF, SS_NOPREFIX, 10, 8 + 12 * i, 190, 10, text)
               for i, text in enumerate(lines)]
    if other:
        t.items.append(template_item("STATIC", 0xFFFF, SS_NOPREFIX, 10, 36, 190, 30, other))
    t.items.append(template_item("BUTTON", IDOK, WS_TABSTOP | WS_GROUP | BS_DEFPUSHBUTTON,
                         80, 72, 50, 14, "OK"))
    return t
