"""A modeless property sheet (issue 23, "Programs in the wild (session 38)": the Windows
SDK's Property sample's "Modeless Property Sheet" stopped at PropertySheet's
PSH_MODELESS).

test/exe/psmodeless.exe (guests/tests/psmodeless.c) opens a two-page modeless sheet
over an owner: PropertySheet returns the frame, shown, the owner left enabled;
PSM_ISDIALOGMESSAGE refuses another window's message and takes Ctrl+Tab (the thread's
key state says Ctrl is down) to the next page and round; PSM_PRESSBUTTON(OK) applies
and closes the sheet, which stays on the screen while PSM_GETCURRENTPAGEHWND answers
NULL and PSM_GETRESULT the modal result; DestroyWindow releases the pages. Wine 8's
lines at both widths but where the focus is after Ctrl+Tab: Wine 8 leaves it on the
control of the page it hid (here the OK button, the pages having no controls), while
here the tabs take it, so that no control of the new page hears a focus notification
it did not ask for (the sample's pages take any WM_COMMAND as a change and would enable
Apply, which Wine 8 leaves disabled).
"""

from paths import guest_exe

EXPECTED = [
    '  page 1: PSN_SETACTIVE',
    'PropertySheet: a window 1, visible 1, owner enabled 1',
    'current page 1, the focus on a child of the frame',
    "another window's message: 0",
    '  page 1: PSN_KILLACTIVE',
    '  page 2: PSN_SETACTIVE',
    'Ctrl+Tab: 1',
    'current page 2, the focus on the tabs',              # Wine 8: the hidden page's OK
    '  page 2: PSN_KILLACTIVE',
    '  page 1: PSN_SETACTIVE',
    'Ctrl+Tab: 1',
    'current page 1',
    'result before closing 0',
    '  page 1: PSN_KILLACTIVE',
    '  page 1: PSN_APPLY',
    '  page 2: PSN_APPLY',
    'press OK: 0',
    'after OK: current page 0, a window 1, visible 1, result 1',
    '  page 1: PSPCB_RELEASE',
    '  page 2: PSPCB_RELEASE',
    'destroy: 1',
    'a window 0, owner enabled 1',
    'done',
]


def test_modeless_property_sheet(boot, tmp_path, width):
    d = boot(guest_exe("psmodeless", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
