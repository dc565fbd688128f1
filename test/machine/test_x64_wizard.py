"""A two-page wizard (PropertySheet with PSH_WIZARD, pages from in-memory templates:
guests/tests/x64_wizard.c), the shape of the setup programs users bring, built for x86-64
runs page by page as its i686 build does: the same screens, the same buttons, the same
result (docs/emulator.md, "64-bit programs").

Oracle: the same source built for i686 and run here (one declaration of each API serves
both widths, so the two runs must show the same pixels). The 64-bit run reaches
PropertySheetW, the property sheet's own dialog procedure and the pages' DWLP_MSGRESULT
through SetWindowLongPtrW, which exists only in 64-bit USER32."""

import os
import subprocess

import pytest

from wineagent.vm import VM

from conftest import Driver
from paths import EXE_DIR, ROOT

EXE64 = os.path.join(EXE_DIR, "x64_wizard.exe")
SOURCE = os.path.join(ROOT, "guests", "tests", "x64_wizard.c")


@pytest.fixture(scope="module")
def exe32(tmp_path_factory):
    path = str(tmp_path_factory.mktemp("x64_wizard") / "x64_wizard32.exe")
    subprocess.run(["i686-w64-mingw32-gcc", "-O2", "-mwindows", "-o", path, SOURCE,
                    "-lcomctl32", "-luser32"], check=True, capture_output=True, timeout=120)
    return path


def _button(d, text):
    """The centre of the wizard's button labelled ``text``."""
    for w in d.vm.wm.describe():
        if w["title"] == text and w["visible"]:
            left, top, right, bottom = w["rect"]
            return (left + right) // 2, (top + bottom) // 2
    raise AssertionError("no %r button" % text)


def test_the_64_bit_wizard_goes_page_by_page_as_its_32_bit_build(exe32):
    d64, d32 = Driver(VM(EXE64)).settle(), Driver(VM(exe32)).settle()
    try:
        assert d64.vm.ptr_size == 8 and d32.vm.ptr_size == 4
        for d in (d64, d32):
            assert d.vm.machine.fault is None, d.vm.machine.fault
            assert d.window("First") is not None          # the page's title is the caption
        assert d64.screen().tobytes() == d32.screen().tobytes()
        # Next: the second page, with Back and Finish (PSN_SETACTIVE's PSM_SETWIZBUTTONS)
        for d in (d64, d32):
            d.click(*_button(d, "&Next >"))
            assert d.vm.machine.fault is None, d.vm.machine.fault
            assert d.window("Second") is not None
        assert d64.screen().tobytes() == d32.screen().tobytes()
        # Back and Next again, then Finish: PropertySheet answers 1, the last page was 2.
        for d in (d64, d32):
            d.click(*_button(d, "< &Back"))
            assert d.window("First") is not None
            d.click(*_button(d, "&Next >"))
            d.click(*_button(d, "Finish"))
            for _ in range(50):
                if d.vm.ended:
                    break
                d.vm.run_batch()
            assert d.vm.machine.fault is None, d.vm.machine.fault
            assert d.vm.machine.exited and d.vm.machine.exit_code == 21
    finally:
        d64.vm.close()
        d32.vm.close()


def test_cancel_on_the_first_page_ends_the_wizard_with_zero():
    d = Driver(VM(EXE64)).settle()
    try:
        d.click(*_button(d, "Cancel"))
        for _ in range(50):
            if d.vm.ended:
                break
            d.vm.run_batch()
        assert d.vm.machine.fault is None, d.vm.machine.fault
        assert d.vm.machine.exited and d.vm.machine.exit_code == 10
    finally:
        d.vm.close()
