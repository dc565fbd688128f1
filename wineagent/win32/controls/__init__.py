"""Layer 5, controls: the built-in window classes (BUTTON, EDIT, STATIC, LISTBOX,
COMBOBOX, SCROLLBAR) and the MessageBox window. Each module declares its procedure
(``window_proc``) and has an ``install(vm)`` that registers its class; nothing below
imports them — the window core finds a class by name in the window manager's table.
May import ``user`` and below.
"""

from ..user import dialogs, window
from . import button, combobox, edit, msgbox, scrollbar, static_listbox
from . import richedit  # noqa: F401  (registers riched20/riched32's load hooks)
from . import datetime  # noqa: F401  (COMCTL32's picker and calendar: registered on first use)

__all__ = ["install"]


def install(vm):
    """Register the built-in classes and procedures of a new VM. The order is fixed: class
    atoms and procedure thunk addresses follow it, and the guest can see both."""
    button.install(vm)
    msgbox.install(vm)
    dialogs.install(vm)
    edit.install(vm)
    static_listbox.install(vm)
    scrollbar.install(vm)
    combobox.install(vm)
    window.install(vm)
