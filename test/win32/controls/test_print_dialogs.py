"""PrintDlg and PageSetupDlg as real dialogs, driven like a user through
test/exe/prn_print.exe ("dlg": PrintDlg with PD_RETURNDC, then a two-page document from
its DC; "setup": PageSetupDlg); the guest puts its results in its window title. The last
test drives a real ``wineagent run --print-dir`` process with dlg-click and reads the
printed document from the snapshot. The dialog tests run the guest's i686 and x86-64
builds (the `width` fixture): PRINTDLG and PAGESETUPDLG are read at the program's width."""

import os

import pytest

from procs import RunProcess
from wineagent.win32.controls.printdlg import IDS
from wineagent.win32.user.dialogs import active_dialog, dialog_control_center, find_control

from gdiguest import EXE_DIR
from paths import guest_exe

PRN = os.path.join(EXE_DIR, "prn_print.exe")
IDOK, IDCANCEL = 1, 2


def title(d):
    return next(w["title"] for w in d.vm.wm.describe() if w["class"] == "PrnTest")


def dlg_click(d, cid):
    """What the dlg-click command does: click the control's centre."""
    return d.click(*dialog_control_center(d.vm, cid))


def retype(d, cid, text):
    """Focus an edit by clicking it, select all, type ``text``."""
    dlg_click(d, cid)
    ctl = find_control(d.vm.wm, active_dialog(d.vm), cid)
    d.vm.wm.post(ctl.hwnd, 0xB1, 0, -1)          # EM_SETSEL: all
    d.settle()
    for ch in text:
        d.key("char", ord(ch))
    return d.settle()


@pytest.fixture
def prn(boot, width):
    def start(mode):
        d = boot(guest_exe("prn_print", width), args=mode)
        dlg = active_dialog(d.vm)
        assert dlg is not None and dlg.title == ("Print" if mode == "dlg" else "Page Setup")
        return d
    return start


def test_print_dialog_ok_returns_a_printer_dc_that_prints(prn):
    d = prn("dlg")
    # The owner is disabled while the dialog runs; "All" is chosen; copies 1.
    main = next(d.vm.wm.get(w["hwnd"]) for w in d.vm.wm.describe() if w["class"] == "PrnTest")
    assert main.style & 0x08000000
    dlg = active_dialog(d.vm)
    assert find_control(d.vm.wm, dlg, IDS["stc1"]).title == "Printer: wineagent Virtual Printer"
    dlg_click(d, IDOK)
    assert active_dialog(d.vm) is None
    assert title(d) == "printed"
    assert d.vm.stdout_log[0] == ("pd=1 dc=1 flags=0 from=1 to=2 copies=1 dmcopies=1 "
                                  "device=wineagent Virtual Printer")
    # No --print-dir: the document is kept in memory and reported without files.
    assert d.vm.printed() == [{"doc": "from the dialog", "job": 1, "pages": 2, "files": [],
                               "paper": "Letter", "orientation": "portrait", "copies": 1,
                               "dpi": 300}]


def test_print_dialog_cancel_returns_false_and_no_extended_error(prn):
    d = prn("dlg")
    dlg_click(d, IDCANCEL)
    assert active_dialog(d.vm) is None
    assert title(d) == "pd=0 err=0"
    assert d.vm.printed() == []


def test_page_range_copies_and_collate_come_back(prn):
    d = prn("dlg")
    dlg_click(d, IDS["rad3"])
    retype(d, IDS["edt1"], "2")
    retype(d, IDS["edt2"], "3")
    retype(d, IDS["edt3"], "3")
    dlg_click(d, IDS["chk2"])
    dlg_click(d, IDOK)
    # PD_USEDEVMODECOPIESANDCOLLATE: nCopies is 1 and the DEVMODE holds 3 copies;
    # PD_PAGENUMS (2) with the pages typed.
    assert d.vm.stdout_log[0].startswith("pd=1 dc=1 flags=2 from=2 to=3 copies=1 dmcopies=3")
    assert d.vm.printed()[0]["copies"] == 3


def test_a_page_outside_the_range_is_refused_with_a_message(prn):
    d = prn("dlg")
    dlg_click(d, IDS["rad3"])
    retype(d, IDS["edt2"], "12")                # nMaxPage is 9
    dlg_click(d, IDOK)
    box = d.vm.wm.last_message_box
    assert box is not None and "between 1 and 9" in box["text"]
    assert not d.vm.stdout_log                  # PrintDlg has not returned
    d.key("down", 0x0D).key("up", 0x0D).settle()     # Enter closes the message box
    assert active_dialog(d.vm).title == "Print"
    dlg_click(d, IDCANCEL)
    assert title(d) == "pd=0 err=0"


def test_page_setup_dialog_returns_paper_orientation_and_margins(prn):
    d = prn("setup")
    lst = find_control(d.vm.wm, active_dialog(d.vm), IDS["lst1"])
    x, y = d.vm.wm.client_origin(lst)
    line = d.vm.gdi.stock[17].line_height
    d.click(x + 20, y + 2 * line + line // 2)           # A4, the third paper
    dlg_click(d, IDS["rad2"])                           # Landscape
    retype(d, IDS["edt4"], "0.5")
    dlg_click(d, IDOK)
    # A4 is 8268 x 11693 thousandths of an inch; landscape swaps them.
    assert title(d) == "ps=1 paper=11693,8268 margins=500,1000,1000,1000 orient=2 size=9"


def test_page_setup_refuses_margins_in_the_unprintable_area(prn):
    d = prn("setup")
    retype(d, IDS["edt5"], "0.1")                # below the printer's quarter inch
    dlg_click(d, IDOK)
    box = d.vm.wm.last_message_box
    assert box is not None and "margins" in box["text"]
    d.key("down", 0x0D).key("up", 0x0D).settle()
    dlg_click(d, IDCANCEL)
    assert title(d) == "ps=0 err=0"


def test_cli_print_dir_dlg_click_and_the_snapshot_report(tmp_path):
    out = tmp_path / "printed"
    p = RunProcess("--exe", PRN, "--args", "dlg", "--print-dir", str(out), "--control=0",
                   "--frozen", "--max-seconds=120")
    try:
        p.cmd("step", n=40)
        snap = p.cmd("snapshot")
        assert any(w["title"] == "Print" for w in snap["windows"]) and snap["printed"] == []
        p.cmd("dlg-click", id=IDOK)
        p.cmd("step", n=60)
        snap = p.cmd("snapshot")
        assert len(snap["printed"]) == 1, snap["printed"]
        rep = snap["printed"][0]
        assert rep["doc"] == "from the dialog" and rep["pages"] == 2
        names = ["001-from_the_dialog-p1.png", "001-from_the_dialog-p2.png",
                 "001-from_the_dialog.pdf"]
        assert [os.path.basename(f) for f in rep["files"]] == names
        assert sorted(os.listdir(out)) == sorted(names)
    finally:
        p.close()


def test_cli_refuses_a_print_dir_that_is_a_file(tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    p = RunProcess("--exe", PRN, "--print-dir", str(f), ready=False)
    assert p.wait(30) == 2
    assert "--print-dir" in "".join(p.stderr) and "not a folder" in "".join(p.stderr)
