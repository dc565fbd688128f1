"""``wineagent run`` as a user runs it: real processes, PNG files checked pixel by pixel,
exit codes, one-line refusals and reports, never a Python traceback.

Each process costs about half a second, so the cases that only need argument handling
call ``wineagent.run.main`` in process and a few representative ones start processes.
"""

import os
import shutil
import subprocess
import sys

import pefile
import pytest
from PIL import Image

from wineagent.apps import APPS

import guest_check
from paths import ROOT, guest_exe
FAULT_EXE = os.path.join(ROOT, "test", "exe", "fault.exe")
TIMEOUT = 60
TEAL, NAVY, WHITE, BLUE = (0, 128, 128), (0, 0, 128), (255, 255, 255), (0, 0, 255)


def run(*args):
    """Run ``python -m wineagent run ARGS``; returns (exit code, stdout, stderr)."""
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-m", "wineagent", "run"] + list(args),
                       capture_output=True, text=True, timeout=TIMEOUT, env=env, cwd=ROOT)
    assert "Traceback" not in p.stderr and "Traceback" not in p.stdout, p.stderr
    return p.returncode, p.stdout, p.stderr


def summary(stdout):
    [line] = [ln for ln in stdout.splitlines() if ln.startswith("[run] ended: ")]
    return line


def run_main(capsys, *args):
    """``wineagent.run.main`` in process; returns (exit code, stdout, stderr)."""
    from wineagent.run import main
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


# -- a real run ------------------------------------------------------------------------------
def winmine_client_origin(boot):
    """Screen position of winmine's client area, from an in-process boot."""
    d = boot("winmine")
    return d.client_origin("Minesweeper")


def test_winmine_click_and_png_show_the_window_and_the_revealed_cell(tmp_path, boot):
    png = tmp_path / "a.png"
    ox, oy = winmine_client_origin(boot)
    # Cell (2, 0) of the /seed 1 board is a "1"; cell (cx, cy) is at client
    # (12 + 16 cx, 44 + 16 cy), 16x16.
    code, out, err = run("--app=winmine", "--input=40:png:%s,60:click:%d:%d,80:png:%s" % (
        tmp_path / "before.png", ox + 52, oy + 52, png))
    assert code == 0, err
    assert "[png] %s" % png in out
    line = summary(out)
    assert "batches=" in line and "blocks<=" in line and "api_calls=" in line
    assert "frames=" in line and "exit_code=" in line
    before = Image.open(tmp_path / "before.png").convert("RGB")
    after = Image.open(png).convert("RGB")
    assert after.size == (640, 480)
    # The window where CreateWindow put it: frame at (40, 0), navy caption, teal outside.
    assert after.getpixel((39, 100)) == TEAL and after.getpixel((40, 100)) != TEAL
    assert after.getpixel((150, 10)) == NAVY     # (left of the caption buttons)
    # The clicked cell changed and shows a blue 1; every other cell is untouched.
    def box(cx, cy):
        x, y = ox + 12 + 16 * cx, oy + 44 + 16 * cy
        return (x, y, x + 16, y + 16)
    colours = {c for _, c in after.crop(box(2, 0)).getcolors(4096)}
    assert BLUE in colours and WHITE not in colours
    for cy in range(9):
        for cx in range(9):
            same = before.crop(box(cx, cy)).tobytes() == after.crop(box(cx, cy)).tobytes()
            assert same == ((cx, cy) != (2, 0)), (cx, cy)


# -- failures of the guest -------------------------------------------------------------------
def test_an_unimplemented_api_ends_the_run_with_its_name_and_exit_1():
    code, out, err = run("--app=unimpl")
    assert code == 1
    assert "[run] unimplemented: KERNEL32.dll!SetSystemPowerState" in err.splitlines()
    assert "ended: fault" in summary(out)


def test_a_cpu_fault_prints_a_report_and_exits_1():
    code, out, err = run("--exe=%s" % FAULT_EXE, "--args=/kind 1")
    assert code == 1
    lines = err.splitlines()
    assert "[run] guest fault: write to unmapped memory" in lines
    assert any(ln.startswith("[run] eip=0x004") and "address=0x00000040" in ln for ln in lines)
    assert any(ln.startswith("[run] last API calls:") and ln.endswith("KERNEL32.dll!GetTickCount")
               for ln in lines)


# -- bounds ----------------------------------------------------------------------------------
def test_without_input_the_program_is_closed_after_max_batches_and_exits_0():
    code, out, err = run("--app=hello", "--max-batches=30")
    assert code == 0, err
    line = summary(out)
    assert "ended: exited" in line and "exit_code=0" in line
    batches = int(line.split("batches=")[1].split()[0].rstrip(";"))
    assert 30 <= batches < 230


def test_stuck_after_ends_the_run_and_reports_each_dropped_event(tmp_path):
    code, out, err = run("--app=winmine", "--stuck-after=20",
                         "--input=500:click:100:150,600:png:%s" % (tmp_path / "x.png"))
    assert code == 0, err
    assert "stuck: 20 batches without a change of frame" in summary(out)
    lines = err.splitlines()
    assert '[run] dropped scheduled event: batch 500 click {"x": 100, "y": 150, "button": ' \
        '"left"}' in lines
    assert '[run] dropped scheduled event: batch 600 png {"path": "%s"}' % (
        tmp_path / "x.png") in lines
    assert not (tmp_path / "x.png").exists()


def test_max_seconds_bounds_a_busy_guest_with_exit_3():
    code, out, err = run("--app=compute", "--max-batches=100000000", "--max-seconds=0.5")
    assert code == 3, err
    assert "ended: max-seconds" in summary(out)


# -- refusals --------------------------------------------------------------------------------
def write_64bit(path):
    """A PE32+ x86-64 file header and magic on hello.exe's PE32 body: a damaged 64-bit
    program (no x86_64 mingw needed)."""
    pe = pefile.PE(APPS["hello"].exe)
    pe.FILE_HEADER.Machine = 0x8664
    pe.OPTIONAL_HEADER.Magic = 0x20B
    pe.write(str(path))


def test_a_damaged_64bit_exe_is_refused_with_one_line_and_exit_2(tmp_path):
    # 64-bit programs run (test/machine/test_x64_console.py); this one's optional header
    # is PE32's, so read as PE32+ its ImageBase is nonsense, refused before anything runs.
    exe = tmp_path / "x64.exe"
    write_64bit(exe)
    code, out, err = run("--exe=%s" % exe)
    assert code == 2
    assert err.splitlines() == ["wineagent run: refused: %s is not a valid PE file: "
                                "ImageBase 0x40000000003000 is not a non-zero multiple of "
                                "64 KiB" % exe]


def bad_files(tmp_path):
    data = open(APPS["hello"].exe, "rb").read()
    pe_off = int.from_bytes(data[0x3C:0x40], "little")
    corrupt = bytearray(data)
    corrupt[pe_off:pe_off + 4] = b"XX\0\0"
    files = {
        "not-pe": (b"this is a text file, not a program\n" * 8, "no MZ header"),
        "empty": (b"", "no MZ header"),
        "truncated": (data[:len(data) // 2], "truncated"),
        "corrupt": (bytes(corrupt), "not a valid PE file"),
    }
    for name, (content, _) in files.items():
        (tmp_path / (name + ".exe")).write_bytes(content)
    write_64bit(tmp_path / "x64.exe")
    files["x64"] = (None, "not a valid PE file")
    arm = bytearray(data)                      # an ARM64 machine field: neither width runs
    arm[pe_off + 4:pe_off + 6] = (0xAA64).to_bytes(2, "little")
    (tmp_path / "arm64.exe").write_bytes(bytes(arm))
    files["arm64"] = (None, "not an x86 or x86-64 executable (machine 0xaa64)")
    return {tmp_path / (n + ".exe"): why for n, (_, why) in files.items()}


def test_bad_files_are_refused_with_a_one_line_reason(tmp_path, capsys):
    for path, why in bad_files(tmp_path).items():
        code, out, err = run_main(capsys, "--exe=%s" % path)
        assert code == 2, path
        [line] = err.splitlines()
        assert line.startswith("wineagent run: refused: %s " % path) and why in line, line


def test_a_missing_file_is_a_usage_error(tmp_path, capsys):
    code, out, err = run_main(capsys, "--exe=%s" % (tmp_path / "nope.exe"))
    assert code == 2 and "no such file" in err and len(err.splitlines()) == 1


def test_an_unknown_flag_exits_2_with_a_usage_line_naming_it():
    code, out, err = run("--app=winmine", "--bogus-flag=3")
    assert code == 2
    assert err.startswith("usage: wineagent run")
    assert err.splitlines()[-1] == "wineagent run: error: unrecognized arguments: --bogus-flag=3"


@pytest.mark.parametrize("args, names", [
    (["--app=winmine", "--input=40:click:abc"], ["'40:click:abc'", "x must be an integer"]),
    (["--app=winmine", "--input=40:click:1:2,x:png:/tmp/p.png"], ["entry 2", "'x:png:/tmp/p.png'"]),
    (["--app=winmine", "--input=40:frobnicate:1:2"], ["unknown action 'frobnicate'"]),
    (["--app=nosuchapp"], ["--app", "nosuchapp"]),
    (["--app=winmine", "--batch-size=0"], ["--batch-size"]),
    (["--app=winmine", "--screen=big"], ["--screen", "'big'"]),
])
def test_malformed_arguments_exit_2_naming_the_bad_part(capsys, args, names):
    code, out, err = run_main(capsys, *args)
    assert code == 2
    last = err.splitlines()[-1]
    assert last.startswith("wineagent run: error: ")
    for n in names:
        assert n in last, (n, last)


# -- the committed guests --------------------------------------------------------------------
def test_the_committed_exes_equal_a_fresh_build():
    if shutil.which("i686-w64-mingw32-gcc") is None:
        pytest.fail("i686-w64-mingw32-gcc is missing: install gcc-mingw-w64-i686 (apt-get "
                    "install gcc-mingw-w64-i686) so the committed guest .exe files can be "
                    "checked against their sources")
    # Every guest rebuilt at both widths (the C++ one with static libstdc++), started in
    # the background when the suite was collected (guest_check.py): minutes on a busy
    # machine, so the bound is generous; it only stops a hung build.
    code, out = guest_check.result(timeout=1500)
    assert code == 0, out
    assert "check: all guest exes match their sources" in out
    assert "check: ok       tests/fault.exe" in out


CUILOOP = os.path.join(ROOT, "test", "exe", "cuiloop.exe")


def test_a_console_program_runs_to_its_end_past_the_gui_default_bound(capsys, width):
    # batch size 50: cuiloop needs about 4,000 batches, four times the GUI default (its
    # i686 and x86-64 builds alike)
    code, out, err = run_main(capsys, "--exe=" + guest_exe("cuiloop", width), "--batch-size=50")
    assert code == 0, err
    line = summary(out)
    assert line.startswith("[run] ended: exited; batches=") and line.endswith("exit_code=7")
    assert int(line.split("batches=")[1].split()[0]) > 1000
    assert "[guest] sum=" in err


def test_max_batches_still_bounds_a_console_program(capsys):
    code, out, _ = run_main(capsys, "--exe=" + CUILOOP, "--batch-size=50",
                            "--max-batches=100")
    assert code == 0 and summary(out).startswith("[run] ended: max-batches; batches=300")


def test_help_says_max_batches_closes_gui_programs(capsys):
    code, out, _ = run_main(capsys, "--help")
    text = " ".join(out.split())
    assert code == 0
    assert "a GUI program is then sent WM_CLOSE" in text
    assert "a console program runs until it exits unless this is given" in text
