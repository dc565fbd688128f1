"""The built-in EDIT class: single- and multi-line text fields, drawn like Windows 2000.

Keyboard semantics follow the seed's split of input (ARCHITECTURE.md): characters arrive
as WM_CHAR (keypress) and only WM_CHAR inserts text — Backspace is the WM_CHAR 0x08, as on
Windows — while WM_KEYDOWN moves the caret (arrows, Home/End, PageUp/PageDown, with Shift
extending the selection) and deletes with Delete. Text is stored as one string with
"\r\n" line breaks (what WM_GETTEXT returns); the caret never rests between "\r" and
"\n". A multi-line control without ES_AUTOHSCROLL word-wraps its lines, as Windows does;
one with it scrolls horizontally. Vertical scrolling keeps the caret line visible.

Clipboard operations use ``vm.clipboard`` (``get_text()`` / ``set_text(str)``) when that
object exists, and do nothing otherwise.

The class is a package, one module per part (docs/win32-layers.md, "Common controls by
part"): ``state`` (numbers, EditState), ``layout`` (lines, wrapping, positions),
``paint`` (drawing, scroll bars), ``buffer`` (changing the text, undo, caret moves,
clipboard), ``keys`` (WM_KEYDOWN, WM_CHAR), ``messages`` (EM_*) and ``proc`` (the window
procedure); this module registers the class. RichEdit (``richedit.py``) builds on it and
takes its numbers from here.
"""

from ...core.dllnames import USER32
from ...user.pyproc import window_proc
from ...user.wm import WindowClass
from .proc import edit_proc
from .state import (EM_GETSEL, EM_LIMITTEXT, EM_REPLACESEL, EM_SETREADONLY, EM_SETSEL,
                    ES_AUTOHSCROLL, ES_READONLY, EditState)

__all__ = ["edit_proc", "install", "EditState", "EM_GETSEL", "EM_LIMITTEXT", "EM_REPLACESEL",
           "EM_SETREADONLY", "EM_SETSEL", "ES_AUTOHSCROLL", "ES_READONLY"]


window_proc(USER32, "wineagent.EditProc", edit_proc)


def install(vm):
    """Register the EDIT class (CS_DBLCLKS, so a double click selects a word)."""
    addr = vm.proc_address(USER32, "wineagent.EditProc")
    vm.wm.register_python_proc(addr, edit_proc)
    vm.wm.register_class(WindowClass("EDIT", 0x8, addr, 0, 6, 0, 0, 0, 0, builtin=True))

