"""comctl32 6's task dialogs (docs/dialogs-controls.md, "Task dialogs"): TaskDialog and
TaskDialogIndirect, found by GetProcAddress because the guest's manifest names Common
Controls 6, build a modal dialog of real controls that an agent sees and clicks.

test/exe/taskdlg.exe (guests/tests/taskdlg.c, both widths) prints what its callbacks hear
and what each call returns. EXPECTED is what the same binaries print under Wine 8
(``xvfb-run -a wine taskdlg.exe`` and its 64-bit build under 64-bit Wine), driven there
by keys sent with xdotool: Alt+N in the first dialog; Alt+L, Alt+N, Alt+A, Alt+D in the
second; Alt+S in the command links'; Shift+Tab, Space, Shift+Tab twice and Enter in the
one with a hyperlink (the details open, the link is followed); Alt+N, then Esc in the
navigated page. Here the same answers come from the agent's clicks on the controls'
rectangles (No; Blue, the check box, Apply) and its keys (the rest): the lines are the
same either way, as they must be, but for one difference on purpose: Esc in the page with
TDF_ALLOW_DIALOG_CANCELLATION and no Cancel button closes it with IDCANCEL, as Microsoft
documents the flag; Wine 8 ignores that Esc (its driver then pressed Yes: its last G lines
are "BUTTON_CLICKED 6" and "button=6"). And the navigated page has its own title here, the
new TASKDIALOGCONFIG's pszWindowTitle, as on Windows; Wine 8 keeps the first page's.
"""

from paths import guest_exe

VK_MENU, VK_SHIFT, VK_TAB, VK_SPACE, VK_RETURN, VK_ESCAPE = 0x12, 0x10, 0x09, 0x20, 0x0D, 0x1B

EXPECTED = [
    "found TaskDialog=1 TaskDialogIndirect=1",
    "sizeof(TASKDIALOGCONFIG)=%d",
    "A: hr=0 button=7",
    "B: DIALOG_CONSTRUCTED 0",
    "B: CREATED 0",
    "  title 'TD full' data=42",
    "  child static id=0 '' visible=0",
    "  child static id=0 'Pick a colour' visible=0",
    "  child static id=0 'The colour is used for the background.' visible=0",
    "  child static id=0 'More details' visible=0",
    "  child button id=200 '&Red' visible=0",
    "  child button id=201 '&Green' visible=0",
    "  child button id=202 'B&lue' visible=0",
    "  child button id=0 'See details' visible=0",
    "  child button id=0 'Do &not ask again' visible=0",
    "  child button id=100 '&Apply' visible=0",
    "  child button id=101 '&Discard' visible=0",
    "  child button id=1 'OK' visible=0",
    "  child button id=2 'Cancel' visible=0",
    "  child static id=0 'Footer text' visible=0",
    "B: RADIO_BUTTON_CLICKED 201",
    "B: RADIO_BUTTON_CLICKED 202",
    "B: VERIFICATION_CLICKED 1",
    "B: BUTTON_CLICKED 100",
    "  kept open",
    "B: BUTTON_CLICKED 101",
    "B: DESTROYED 0",
    "B: hr=0 button=101 radio=202 verified=1",
    "C: DIALOG_CONSTRUCTED 0",
    "C: CREATED 0",
    "  title 'taskdlg.exe'",
    "  OK enabled=0",
    "C: RADIO_BUTTON_CLICKED 301",
    "C: VERIFICATION_CLICKED 1",
    "C: BUTTON_CLICKED 4",
    "  after TDM_CLICK_BUTTON window=1",
    "C: DESTROYED 0",
    "C: hr=0 button=4 radio=301 verified=1",
    "D: DIALOG_CONSTRUCTED 0",
    "D: CREATED 0",
    "  old range 0-100",
    "D: TIMER #1 old pos=0",
    "D: TIMER #2 old pos=10",
    "D: TIMER #3 old pos=20",
    "D: BUTTON_CLICKED 8",
    "D: DESTROYED 0",
    "D: hr=0 button=8 radio=0 verified=0 timers=3",
    "E: DIALOG_CONSTRUCTED 0",
    "E: CREATED 0",
    "  child static id=0 'Which way?' visible=0",
    "  child button id=400 '&First|The first way' visible=0",
    "  child button id=401 '&Second|The other way' visible=0",
    "  child button id=2 'Cancel' visible=0",
    "E: BUTTON_CLICKED 401",
    "E: DESTROYED 0",
    "E: hr=0 button=401 radio=0 verified=1",
    "F: DIALOG_CONSTRUCTED 0",
    "F: CREATED 0",
    "F: EXPANDO_BUTTON_CLICKED 1",
    "F: HYPERLINK_CLICKED 0",
    "  href 'https://example.com/doc'",
    "F: BUTTON_CLICKED 1",
    "F: DESTROYED 0",
    "F: hr=0 button=1 radio=0 verified=0",
    "G: DIALOG_CONSTRUCTED 0",
    "G: CREATED 0",
    "G: BUTTON_CLICKED 500",
    "G: DIALOG_CONSTRUCTED 0",
    "G: NAVIGATED 0",
    "  title 'TD page 2' data=2",               # Wine 8: 'TD pages' (see above)
    "  child static id=0 'Second page' visible=1",
    "  child button id=6 '&Yes' visible=1",
    "  child button id=7 '&No' visible=1",
    "  navigated window=1",
    "G: BUTTON_CLICKED 2",                      # Wine 8: the Esc is ignored (see above)
    "G: DESTROYED 0",
    "G: hr=0 button=2 radio=0 verified=0",
    "NULL config: hr=0x80070057",
    "short cbSize: hr=0x80070057",
    "done",
]


def _dialog(d, title, batches=800):
    """The snapshot entry of the visible task dialog ``title`` once it shows (bounded)."""
    for _ in range(batches):
        for w in d.vm.wm.describe():
            if w["class"] == "#32770" and w["title"] == title and w["visible"]:
                return w
        if d.vm.ended:
            break
        d.vm.run_batch()
    return None


def _control(d, dlg, title):
    """The snapshot entry of the dialog's child titled ``title``."""
    return next(w for w in d.vm.wm.describe()
                if w["parent"] == dlg["hwnd"] and w["title"] == title)


def _click(d, dlg, title):
    l, t, r, b = _control(d, dlg, title)["rect"]
    d.click((l + r) // 2, (t + b) // 2)


def _key(d, vk, shift=False):
    if shift:
        d.key("down", VK_SHIFT)
    d.key("down", vk).key("up", vk)
    if shift:
        d.key("up", VK_SHIFT)
    d.settle()


def _alt(d, letter):
    d.key("down", VK_MENU).key("down", ord(letter)).key("up", ord(letter)).key("up", VK_MENU)
    d.settle()


def test_task_dialogs_answer_as_under_wine(boot, width):
    d = boot(guest_exe("taskdlg", width), settle=False)
    a = _dialog(d, "TD simple")
    assert a is not None
    kids = [w["title"] for w in d.vm.wm.describe() if w["parent"] == a["hwnd"]]
    assert kids == ["", "Save changes?", "Your document has changes.", "&Yes", "&No",
                    "Cancel"]
    _click(d, a, "&No")

    b = _dialog(d, "TD full")
    assert b is not None
    _click(d, b, "B&lue")
    _click(d, b, "Do &not ask again")
    _click(d, b, "&Apply")                     # the callback answers S_FALSE: still open
    assert _dialog(d, "TD full", 1) is not None
    _alt(d, "D")

    e = _dialog(d, "TD links")
    assert e is not None
    _alt(d, "S")

    f = _dialog(d, "TD links page")
    assert f is not None
    assert not _control(d, f, "Hidden details")["visible"]
    _key(d, VK_TAB, shift=True)                 # from OK to "See details"
    _key(d, VK_SPACE)
    assert _control(d, f, "Hidden details")["visible"]
    assert _control(d, f, "Hide details")["visible"]
    _key(d, VK_TAB, shift=True)                 # the details, then the content's link
    _key(d, VK_TAB, shift=True)
    _key(d, VK_RETURN)

    g = _dialog(d, "TD pages")
    assert g is not None
    _alt(d, "N")
    g2 = _dialog(d, "TD page 2")
    assert g2 is not None and g2["hwnd"] == g["hwnd"]     # the same window, a new page
    _key(d, VK_ESCAPE)
    d.run_to_end(3000)
    expected = [line % (160 if width == 8 else 96) if "%d" in line else line
                for line in EXPECTED]
    assert list(d.vm.stdout_log) == expected


def test_the_dialog_is_laid_out_top_to_bottom_with_the_buttons_right_aligned(boot):
    """Wine's order down the dialog: icon and instruction, content, radio buttons, then
    the expando button and check box on the left with the push buttons on the right,
    then the footer; the default button (nDefaultButton) has the focus."""
    d = boot(guest_exe("taskdlg", 4), settle=False)
    a = _dialog(d, "TD simple")
    _click(d, a, "&No")
    b = _dialog(d, "TD full")
    rect = {t: _control(d, b, t)["rect"] for t in
            ("Pick a colour", "The colour is used for the background.", "&Red", "B&lue",
             "See details", "Do &not ask again", "&Apply", "Cancel", "Footer text")}
    top = lambda t: rect[t][1]                       # noqa: E731
    assert top("Pick a colour") < top("The colour is used for the background.") \
        < top("&Red") < top("B&lue") < top("See details") < top("Do &not ask again") \
        < top("Footer text")
    assert rect["&Apply"][0] > rect["See details"][2]
    assert rect["Cancel"][2] <= b["client"][2] and b["client"][2] - rect["Cancel"][2] < 20
    assert rect["Footer text"][1] >= rect["Cancel"][3]
    focus = d.vm.wm.get(d.vm.wm.focus)
    assert focus is not None and focus.title == "&Discard"
