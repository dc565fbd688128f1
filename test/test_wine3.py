"""Wine's wordpad and uninstaller (Debian's wine32 package).

wordpad needs ole32's StgCreateDocfile (a temporary compound file for its RichEdit OLE
callback) and riched20's character and paragraph formats; uninstaller runs the
Control Panel applet appwiz.cpl through shell32's Control_RunDLL.
"""

from test_apps_issue3 import type_text
from test_wine_programs import toplevels, wine  # noqa: F401  (wine: the fixture)


def test_wordpad_shows_its_document_window_and_typed_text_lands_in_its_rich_edit(wine):
    d = wine("wordpad")
    assert ("WORDPADTOP", "Document - Wine Wordpad") in toplevels(d), toplevels(d)
    [rich] = [w for w in d.vm.wm.describe() if w["class"] == "RichEdit50W"
              or w["class"].startswith("RichEdit20")]
    d.click(rich["rect"][0] + 20, rich["rect"][1] + 10)
    d.settle(200)
    type_text(d, "Hello, Wordpad")
    [rich] = [w for w in d.vm.wm.describe() if w["hwnd"] == rich["hwnd"]]
    assert rich["title"] == "Hello, Wordpad"
    assert d.vm.machine.fault is None, d.vm.machine.fault


def test_uninstaller_runs_appwiz_cpl_whose_add_remove_programs_sheet_cancel_ends(wine):
    from test_wine_shell import press
    d = wine("uninstaller")
    assert ("#32770", "Add/Remove Programs") in toplevels(d), toplevels(d)
    # the applet is Wine's appwiz.cpl, loaded from the program's folder as a guest DLL
    assert d.vm.dlls.by_name("appwiz.cpl") is not None
    press(d, "Add/Remove Programs", "Cancel")
    assert d.vm.ended and d.vm.machine.fault is None, d.vm.machine.fault
    # CPL_STOP and CPL_EXIT ran, then the applet was freed
    assert d.vm.dlls.by_name("appwiz.cpl") is None
