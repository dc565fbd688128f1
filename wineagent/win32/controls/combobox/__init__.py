"""The built-in COMBOBOX class, drawn like Windows 2000 classic.

Three kinds, by the low two style bits:

- CBS_SIMPLE (1; also 0): an EDIT field above an always-visible list (a "ComboLBox" child).
- CBS_DROPDOWN (2): an EDIT field, the drop-down button, and a list that drops down.
- CBS_DROPDOWNLIST (3): a static selection field, the button and the drop-down list.

The combo box keeps the items and the selection itself (``win.state["combo"]``); its list
is a view. The edit field is a real EDIT child (id 1001, as on Windows) whose window
procedure is subclassed (``wineagent.ComboEditProc``) so Up/Down/F4/Alt+Down and, while
the list is down, Enter/Esc reach the combo box; its EN_UPDATE/EN_CHANGE become
CBN_EDITUPDATE/CBN_EDITCHANGE.

Like Windows, a drop-down combo box is only as tall as its selection field: the height
it was created with (a dialog template's cy) is field + list, and the window is shrunk to
the field: a text area of the font's cell + 4 (what user32 measures: CBGetTextAreaHeight)
inside the 2-pixel edge — 21 pixels with 8pt MS Sans Serif, whose cell is 13, as on
Windows 2000, and 24 in the System font (cell 16), as Wine draws it. The dropped list is a top-level WS_POPUP | WS_BORDER window of
class "ComboLBox" owned by the combo box, made with it and kept hidden while closed (as
Windows keeps it: GetComboBoxInfo names it), moved and shown when the list drops and
hidden when it closes; it is shown without activation (as menu popups) and takes the mouse capture, so
the first click anywhere else closes it (CBN_SELENDCANCEL) and is consumed. There is no
modal loop: the application's own loop (or the dialog's) keeps running, as on Windows.

Notification order: dropping sends CBN_DROPDOWN first (the parent may still fill the
list); choosing an item (click, Enter, F4/Alt+Down while down) sends CBN_SELENDOK, then
CBN_SELCHANGE if the selection changed, then CBN_CLOSEUP; cancelling (Esc, a click
elsewhere, losing the focus, a second click on the button) sends CBN_SELENDCANCEL then
CBN_CLOSEUP. Windows documents that the SELCHANGE/CLOSEUP order is unpredictable. As on
Windows, the edit field of a CBS_DROPDOWN box still holds the old text while the parent
handles CBN_SELCHANGE (use CB_GETLBTEXT there); it is updated right after. CBS_SIMPLE
boxes send CBN_SELENDOK immediately before each CBN_SELCHANGE and never CBN_CLOSEUP.

The class is a package, one module per part (docs/win32-layers.md, "Common controls by
part"): ``state`` (numbers, ComboState), ``geometry`` (the parts' places, the list's rows
and scrolling), ``field`` (what the field shows), ``dropdown`` (choosing, dropping and
closing), ``keys`` (keyboard, wheel, focus), ``paint``, ``messages`` (CB_*), ``listbox``
(the ComboLBox window), ``editfield`` (the subclassed EDIT) and ``proc`` (the COMBOBOX
procedure); this module registers the classes.
"""

from ...core.dllnames import USER32
from ...user.pyproc import window_proc
from ...user.wm import WindowClass
from .editfield import combo_edit_proc
from .geometry import click_point
from .listbox import combo_lbox_proc
from .proc import combo_proc
from .state import COMBO_CLASS, LBOX_CLASS, ComboState

__all__ = ["combo_proc", "combo_lbox_proc", "combo_edit_proc", "install", "ComboState",
           "click_point", "COMBO_CLASS", "LBOX_CLASS"]


# -- registration ----------------------------------------------------------------------------
window_proc(USER32, "wineagent.ComboBoxProc", combo_proc)
window_proc(USER32, "wineagent.ComboLBoxProc", combo_lbox_proc)
window_proc(USER32, "wineagent.ComboEditProc", combo_edit_proc)


def install(vm):
    """Register COMBOBOX (CS_DBLCLKS) and its list class ComboLBox (CS_DBLCLKS|CS_SAVEBITS)."""
    wm = vm.wm
    for name, proc, thunk, style in (
            (COMBO_CLASS, combo_proc, "wineagent.ComboBoxProc", 0x8),
            (LBOX_CLASS, combo_lbox_proc, "wineagent.ComboLBoxProc", 0x8 | 0x800)):
        addr = vm.proc_address(USER32, thunk)
        wm.register_python_proc(addr, proc)
        cls = WindowClass(name, style, addr, 0, 0, 0, 0, 0, 0, builtin=True)
        if name == COMBO_CLASS:
            cls.click_point = click_point   # dlg-click presses the drop-down button
        wm.register_class(cls)
    wm.register_python_proc(vm.proc_address(USER32, "wineagent.ComboEditProc"), combo_edit_proc)
