"""Layer 5, controls: the built-in window classes (BUTTON, EDIT, STATIC, LISTBOX,
COMBOBOX, SCROLLBAR) and the MessageBox window. Each registers itself with the class
registry; nothing below imports them. May import ``user`` and below."""

from .msgbox import install  # noqa: F401  (re-exported: vm.py installs the classes)
