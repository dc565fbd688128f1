"""comctl32's property sheets: PropertySheet's frame, its pages and their notifications.

A property sheet is a modal ``#32770`` dialog (built here from a template, run by
``dialogs.dialog_box``) holding one child dialog per page, created from the program's
page templates the first time each page is shown (``DS_CONTROL`` children, so Tab and the
dialog keys cross into them). Two kinds, as ``PROPSHEETHEADER.dwFlags`` says:

- **tabbed** (the default): a ``SysTabControl32`` (created by class name: the tab control
  is its own class) with one tab per page above the pages, and OK, Cancel, Apply (unless
  ``PSH_NOAPPLYNOW``) and Help (with ``PSH_HASHELP``) below. Clicking a tab sends
  ``PSN_KILLACTIVE`` to the page being left (a non-zero ``DWL_MSGRESULT`` keeps it) and
  ``PSN_SETACTIVE`` to the new one. OK and Apply send ``PSN_KILLACTIVE``, then
  ``PSN_APPLY`` to every page created so far (``PSNRET_INVALID`` keeps the sheet open
  on that page); Cancel asks ``PSN_QUERYCANCEL``, then sends ``PSN_RESET`` to each page.
- **wizard** (``PSH_WIZARD``), captioned by its current page's title: no tabs (so
  PSM_GETTABCONTROL answers NULL, where Windows keeps a hidden tab control); Back, Next
  (or Finish), Cancel and Help, which
  send ``PSN_WIZBACK``/``PSN_WIZNEXT`` (result 0: the adjacent page, -1: stay, else the
  resource id of the page to go to) and ``PSN_WIZFINISH``; a page sets the buttons with
  ``PSM_SETWIZBUTTONS``.

Each page gets WM_INITDIALOG with a pointer to the sheet's copy of its PROPSHEETPAGE (as
on Windows, where that copy is what CreatePropertySheetPage returns as the page handle),
its callback hears PSPCB_ADDREF, PSPCB_CREATE and PSPCB_RELEASE, and the header's
callback hears PSCB_PRECREATE (with the frame's DLGTEMPLATE, which it may change) and
PSCB_INITIALIZED. PropertySheet returns 1 when a page's changes were applied (OK, Apply,
Finish), 0 when none were, or ID_PSRESTARTWINDOWS / ID_PSREBOOTSYSTEM when a page asked
for that with PSM_RESTARTWINDOWS / PSM_REBOOTSYSTEM.

A modeless sheet (``PSH_MODELESS``) is the same frame made by ``create_dialog``:
PropertySheet returns it, OK, Cancel and Finish only mark it closed (PSM_GETCURRENTPAGEHWND
then answers NULL), the program's loop passes its messages through PSM_ISDIALOGMESSAGE
and destroys it, and its WM_DESTROY releases the pages.

Not here (each stops the guest naming it): the
Wizard97 and Aero styles with their headers and watermarks, adding, inserting or
removing pages while the sheet runs, right-to-left reading, and page templates in
another module than the program. The sheet's icon (``PSH_USEHICON``,
``PSH_USEICONID``) is not drawn: no caption here draws an icon.

The sheets are a package, one module per part (docs/win32-layers.md, "Common controls
by part"): ``pages`` (numbers, Page, Sheet, the page handles), ``header`` (reading
PROPSHEETHEADER), ``template`` (the frame's dialog template), ``frame`` (its controls,
notifications and layout), ``navigate`` (moving between pages, the buttons) and ``proc``
(PropertySheet and the frame's dialog procedure, with its thunk).
"""

from .pages import PageError, create_page, destroy_page
from .proc import SHEET_PROC, property_sheet

__all__ = ["SHEET_PROC", "property_sheet", "create_page", "destroy_page", "PageError"]

