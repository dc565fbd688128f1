"""A 64-bit GUI program (guests/tests/x64_window.c built with x86_64-w64-mingw32-gcc)
reaches its window, paints it with TextOut in WM_PAINT, and ends with PostQuitMessage's
code when closed (docs/emulator.md, "64-bit programs").

The program draws the same at both widths, so the oracle for its screen is the same
source built for i686 and run here: one declaration of each API serves both, and the two
screens must be the same pixels."""

import os
import subprocess

import pytest

from wineagent.vm import VM

from conftest import Driver
from paths import EXE_DIR, ROOT

EXE64 = os.path.join(EXE_DIR, "x64_window.exe")
SOURCE = os.path.join(ROOT, "guests", "tests", "x64_window.c")
TITLE = "Two widths"


@pytest.fixture(scope="module")
def exe32(tmp_path_factory):
    path = str(tmp_path_factory.mktemp("x64_window") / "x64_window32.exe")
    subprocess.run(["i686-w64-mingw32-gcc", "-O2", "-mwindows", "-o", path, SOURCE,
                    "-luser32", "-lgdi32"], check=True, capture_output=True, timeout=120)
    return path


def _boot(path):
    return Driver(VM(path)).settle()


def test_the_64_bit_window_appears_painted_as_its_32_bit_twin_paints_it(exe32):
    d64, d32 = _boot(EXE64), _boot(exe32)
    try:
        assert d64.vm.ptr_size == 8 and d32.vm.ptr_size == 4
        assert d64.vm.machine.fault is None, d64.vm.machine.fault
        w64, w32 = d64.window(TITLE), d32.window(TITLE)
        assert w64 is not None and w64["visible"]
        assert {k: v for k, v in w64.items() if k != "hwnd"} == \
            {k: v for k, v in w32.items() if k != "hwnd"}
        # TextOut drew in the client area: black text on the window colour.
        x0, y0 = d64.client_origin(TITLE)
        text = [d64.pixel(x, y) for x in range(x0 + 10, x0 + 120)
                for y in range(y0 + 10, y0 + 24)]
        assert (0, 0, 0) in text
        assert d64.screen().tobytes() == d32.screen().tobytes()
    finally:
        d64.vm.close()
        d32.vm.close()


def test_closing_the_window_ends_the_program_with_its_quit_code():
    d = _boot(EXE64)
    try:
        left, top, right, _ = d.window(TITLE)["rect"]
        d.click(right - 15, top + 12)       # the caption's close button
        for _ in range(50):
            if d.vm.ended:
                break
            d.vm.run_batch()
        assert d.vm.machine.fault is None, d.vm.machine.fault
        assert d.vm.machine.exited and d.vm.machine.exit_code == 3
        assert d.window(TITLE) is None
    finally:
        d.vm.close()


@pytest.fixture(scope="module")
def hello64(tmp_path_factory):
    # The bundled hello.c built for x86-64 as guests/Makefile builds it for i686.
    path = str(tmp_path_factory.mktemp("hello64") / "hello64.exe")
    subprocess.run(["x86_64-w64-mingw32-gcc", "-O2", "-Wall", "-fno-ident", "-mwindows", "-s",
                    "-o", path, os.path.join(ROOT, "guests", "hello.c"), "-luser32",
                    "-lgdi32"], check=True, capture_output=True, timeout=120)
    return path


def test_the_bundled_hello_built_for_x86_64_draws_what_its_32_bit_build_draws(hello64):
    from wineagent.apps import APPS
    d64, d32 = _boot(hello64), _boot(APPS["hello"].exe)
    try:
        assert d64.vm.ptr_size == 8
        assert d64.screen().tobytes() == d32.screen().tobytes()
        # A click opens its MessageBox (a modal loop calling back into the program).
        for d in (d64, d32):
            d.click(100, 100)
        assert d64.vm.machine.fault is None, d64.vm.machine.fault
        assert [w["title"] for w in d64.vm.wm.describe()] == ["Hello", "OK", "Hello"]
        assert d64.screen().tobytes() == d32.screen().tobytes()
        # OK, then the close button: the program ends with WinMain's 0.
        left, top, right, bottom = d64.window("OK")["rect"]
        d64.click((left + right) // 2, (top + bottom) // 2)
        left, top, right, _ = d64.window("Hello")["rect"]
        d64.click(right - 10, top + 12)
        for _ in range(50):
            if d64.vm.ended:
                break
            d64.vm.run_batch()
        assert d64.vm.machine.fault is None, d64.vm.machine.fault
        assert d64.vm.machine.exited and d64.vm.machine.exit_code == 0
    finally:
        d64.vm.close()
        d32.vm.close()
