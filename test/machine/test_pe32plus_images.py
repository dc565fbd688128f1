"""64-bit programs (PE32+ x86-64) are read as well as 32-bit ones: the parser checks the
wider headers, 8-byte import thunks, DIR64 relocations and the 64-bit TLS directory, and
the import census counts what they import (docs/emulator.md, "64-bit programs"). They
run, behind the width gate: a call to an API not yet checked for 64-bit programs stops the
guest in one line naming it (test_x64_console.py, test_x64_window.py run whole programs).

The subject is the bundled hello.c built by mingw-w64 for both widths (CI installs both
compilers); the 32-bit build is the reference for what the 64-bit one must import."""

import os
import struct
import subprocess

import pytest

from wineagent.census import census, render_census
from wineagent.machine.pe_image import BadExecutable, parse_image

from procs import ROOT, env, wineagent_cmd

SOURCE = os.path.join(ROOT, "guests", "hello.c")


@pytest.fixture(scope="module")
def builds(tmp_path_factory):
    out = tmp_path_factory.mktemp("widths")
    paths = {}
    for width, cc in ((4, "i686-w64-mingw32-gcc"), (8, "x86_64-w64-mingw32-gcc")):
        path = str(out / ("hello%d.exe" % (8 * width)))
        subprocess.run([cc, "-O2", "-mwindows", "-o", path, SOURCE, "-luser32", "-lgdi32"],
                       check=True, capture_output=True, timeout=120)
        paths[width] = path
    return out, paths


def _image(path, **kw):
    with open(path, "rb") as f:
        return parse_image(f.read(), path, **kw)


def test_a_pe32plus_image_is_read_at_its_width(builds):
    _, paths = builds
    img64, img32 = _image(paths[8], widths=(4, 8)), _image(paths[4])
    assert (img64.width, img32.width) == (8, 4)
    assert img64.image_base >= 1 << 32                # mingw's default: above 4 GB
    # The program's own calls are the same in both widths; the slots are 8 bytes apart.
    calls = lambda img: {(d.upper(), n) for d, n, _ in img.imports
                         if d.upper() in ("USER32.DLL", "GDI32.DLL")}
    assert calls(img64) == calls(img32) and calls(img64)
    slots = [s for d, _, s in img64.imports if d.upper() == "USER32.DLL"]
    assert all(b - a == 8 for a, b in zip(slots, slots[1:]))
    assert img64.relocations                          # DIR64 fix-ups, each inside the image
    for page, offsets in img64.relocations:
        assert page + max(offsets) + 8 <= img64.size
    if img64.tls is not None:
        start, end, index, _ = img64.tls
        assert 0 <= start <= end <= img64.size and (index is None or index < img64.size)
        assert all(0 < cb < img64.size for cb in img64.tls_callbacks)


def test_a_64_bit_program_runs_under_wineagent_run(builds):
    _, paths = builds
    with pytest.raises(BadExecutable, match="not a 32-bit x86 executable .machine 0x8664"):
        _image(paths[8])                   # the parser's default: PE32 only (the VM asks
                                           # for both widths)
    r = subprocess.run(wineagent_cmd("run", "--exe=" + paths[8], "--max-batches=40"),
                       capture_output=True, text=True, timeout=120, env=env())
    # hello.c reaches its message loop; at the end of the run it is closed and returns 0,
    # as its 32-bit build does. The width gate (which would name an unchecked call in one
    # line: test_x64_console.py) has nothing to stop.
    out = r.stderr + r.stdout
    assert r.returncode == 0, r.stderr
    assert "ended: exited" in out and "exit_code=0" in out
    assert "fault" not in out and "Traceback" not in out


def test_a_damaged_pe32plus_header_is_refused_in_one_line(builds, tmp_path):
    _, paths = builds
    data = bytearray(open(paths[8], "rb").read())
    (lfanew,) = struct.unpack_from("<I", data, 0x3C)
    struct.pack_into("<H", data, lfanew + 24, 0x10B)  # PE32's magic on an AMD64 image
    with pytest.raises(BadExecutable) as e:
        parse_image(bytes(data), "damaged.exe", widths=(4, 8))
    assert "magic 0x10b is not PE32+'s 0x20b" in str(e.value) and "\n" not in str(e.value)


def test_the_census_reads_both_widths_and_counts_them_apart(builds):
    folder, _ = builds
    report = census([str(folder)])
    assert report["widths"] == {"PE32": 1, "PE32+": 1} and not report["skipped"]
    text = render_census(report)
    assert "census: 2 files (0 skipped)" in text
    assert "of which 1 64-bit (PE32+ x86-64), which may call only the APIs checked" in text
