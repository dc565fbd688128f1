"""``wineagent compat``: real child processes over real PE files, table and exit code."""

import json
import os
import shutil
import subprocess

import pefile

from paths import guest_exe
from procs import ROOT, env, wineagent_cmd

APPS = os.path.join(ROOT, "wineagent", "apps", "exe")
TEST_EXE = os.path.join(ROOT, "test", "exe")


def _compat(*args):
    return subprocess.run(wineagent_cmd("compat", *args), cwd=ROOT, env=env(),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          timeout=300)


def _folder(tmp_path):
    """hello (a window), unimpl (SetSystemPowerState after its window), machtest (exits), junk (not a PE)
    and a hello whose entry point is an int3 (a CPU fault)."""
    for src in (os.path.join(APPS, "hello.exe"), os.path.join(APPS, "unimpl.exe"),
                os.path.join(TEST_EXE, "machtest.exe")):
        shutil.copy(src, tmp_path)
    (tmp_path / "junk.exe").write_bytes(b"this is not a program\n")
    pe = pefile.PE(os.path.join(APPS, "hello.exe"))
    pe.set_bytes_at_rva(pe.OPTIONAL_HEADER.AddressOfEntryPoint, b"\xcc")
    (tmp_path / "trap.exe").write_bytes(pe.write())
    return tmp_path


def test_compat_table_names_each_outcome_and_ranks_blockers(tmp_path):
    p = _compat(str(_folder(tmp_path)), "--batches", "60")
    assert p.returncode == 1, p.stderr
    summary, table = p.stdout.split("\n\n")[:2]
    assert summary == \
        "compat: 5 programs: 1 window, 1 unimplemented, 1 fault, 1 refused, 1 exited"
    table = table.splitlines()
    assert table[0].split() == ["PROGRAM", "RESULT", "DETAIL"]
    rows = {line.split()[0]: line.split(None, 2)[1:] for line in table[1:]}
    assert rows["hello.exe"] == ["window", "'Hello'"]
    assert rows["unimpl.exe"] == ["unimplemented", "KERNEL32.dll!SetSystemPowerState"]
    assert rows["machtest.exe"] == ["exited", "exit code 0"]
    assert rows["junk.exe"][0] == "refused" and "no MZ header" in rows["junk.exe"][1]
    assert rows["trap.exe"][0] == "fault" and "int3" in rows["trap.exe"][1]
    assert "eip=0x" in rows["trap.exe"][1]
    out = p.stdout
    assert "unimplemented APIs, by programs they stop:\n   1  KERNEL32.dll!SetSystemPowerState" in out
    assert "unimpl.exe (1): KERNEL32.dll!SetSystemPowerState" not in out        # behind --imports
    assert "(1 program imports functions we do not implement: --imports lists them)" in out
    progress = [l for l in p.stderr.splitlines() if l.startswith("[compat] ")]
    assert [l.split()[1] for l in progress] == ["1/5", "2/5", "3/5", "4/5", "5/5"]


def test_a_run_that_only_shows_an_error_box_is_its_own_outcome_and_imports_on_request(
        tmp_path, width):
    # errbox and machtest at either width (both are in TEST64_GUESTS); unimpl.exe is i686.
    for name in ("errbox", "machtest"):
        shutil.copy(guest_exe(name, width), tmp_path)
    shutil.copy(os.path.join(APPS, "unimpl.exe"), tmp_path)
    p = _compat(str(tmp_path), "--batches", "60", "--quiet", "--imports")
    assert p.returncode == 1
    lines = p.stdout.splitlines()
    # the summary counts the widths when they are mixed (unimpl.exe is always i686)
    mixed = " (1 at 32 bits, 2 at 64)" if width == 8 else ""
    assert lines[0] == "compat: 3 programs%s: 1 error box, 1 unimplemented, 1 exited" % mixed
    row = [l for l in lines if l.startswith("errbox.exe")][0].split(None, 1)[1]
    # with mixed widths each row starts with its program's width
    if width == 8:
        assert row.startswith("64     ")
        row = row[7:]
    assert row == "error box      'This program requires a newer version of Windows.'"
    assert "imports without an implementation:\nunimpl.exe (1): KERNEL32.dll!SetSystemPowerState" \
        in p.stdout
    doc = json.loads(_compat(str(tmp_path / "errbox.exe"), "--json", "--quiet").stdout)
    r = doc["programs"][0]
    assert (r["outcome"], r["window"]) == ("error box", None)
    assert r["messageBox"]["title"] == "Setup" and doc["counts"]["error box"] == 1


def test_compat_json_is_deterministic_and_all_windows_exit_zero(tmp_path):
    shutil.copy(os.path.join(APPS, "hello.exe"), tmp_path)
    runs = [_compat(str(tmp_path / "hello.exe"), "--json", "--quiet") for _ in range(2)]
    assert [r.returncode for r in runs] == [0, 0]
    assert runs[0].stdout == runs[1].stdout and runs[0].stderr == ""
    doc = json.loads(runs[0].stdout)
    assert doc["counts"]["window"] == 1 and doc["blockers"] == []
    assert doc["programs"][0]["window"] == "Hello"


def test_compat_usage_errors_exit_2(tmp_path):
    assert _compat(str(tmp_path / "missing.exe")).returncode == 2
    assert _compat(str(tmp_path)).returncode == 2           # a folder with no .exe
    p = _compat("--batches", "zero", str(tmp_path))
    assert p.returncode == 2 and "Traceback" not in p.stderr


WINE_DIR = "/usr/lib/i386-linux-gnu/wine/i386-windows"
WINE_NAMED = ["winemine", "notepad", "clock", "winver", "view", "write", "progman",
              "winhlp32", "taskmgr", "regedit", "wordpad", "winefile", "control"]


def test_compat_on_wines_named_programs_reports_each_one(tmp_path):
    """Wine's PE programs (Debian's wine32, installed by CI): every one gets a row with a
    definite outcome, the summary adds up and the exit code says whether all reached a
    window. (Which outcome each has changes as the emulator grows; not asserted here.)"""
    paths = [os.path.join(WINE_DIR, n + ".exe") for n in WINE_NAMED]
    p = _compat(*paths, "--batches", "100", "--json", "--quiet")
    doc = json.loads(p.stdout)
    rows = {r["program"]: r for r in doc["programs"]}
    assert sorted(rows) == sorted(n + ".exe" for n in WINE_NAMED)
    for r in rows.values():
        assert r["outcome"] in ("window", "error box", "unimplemented", "fault", "exited",
                                "idle", "bound")
        if r["outcome"] == "unimplemented":
            assert r["detail"].split(" (")[0] in [b["api"] for b in doc["blockers"]]
    assert sum(doc["counts"].values()) == 13
    blocked = sum(b["programs"] for b in doc["blockers"])
    assert blocked == doc["counts"]["unimplemented"]
    assert p.returncode == (0 if doc["counts"]["window"] == 13 else 1)
    assert doc["summary"].startswith("compat: 13 programs: ")


NSIS_DIR = os.path.join(ROOT, "test", "nsis")


def test_compat_on_an_nsis_installer_built_now(tmp_path):
    """An NSIS installer built at test time (test/nsis/installer.nsi) gets past the
    stub's start-up calls (SetErrorMode, GetVersionEx, SetDefaultDllDirectories); compat
    names where it stops, and that blocker is one of the installer's imports or a
    function it looked up with GetProcAddress."""
    exe = tmp_path / "setup.exe"
    subprocess.run(["makensis", "-V2", "-DOUT=%s" % exe, "installer.nsi"], cwd=NSIS_DIR,
                   check=True, stdout=subprocess.PIPE, timeout=120)
    p = _compat(str(exe), "--json", "--quiet", "--batches", "300")
    row = json.loads(p.stdout)["programs"][0]
    assert row["outcome"] in ("window", "unimplemented", "fault", "idle", "bound")
    startup = {"KERNEL32.dll!SetErrorMode", "KERNEL32.dll!GetVersionExW",
               "KERNEL32.dll!SetDefaultDllDirectories"}
    assert not startup & set(row["missing_imports"])
    if row["outcome"] == "unimplemented":
        assert row["detail"] not in startup
        assert row["detail"] in row["missing_imports"] or \
            "KERNEL32.dll!GetProcAddress" in row["recent"]


def test_compat_jobs_keep_the_report_in_path_order(tmp_path):
    folder = _folder(tmp_path)
    one = _compat(str(folder), "--batches", "60", "--json", "--quiet")
    two = _compat(str(folder), "--batches", "60", "--json", "--quiet", "--jobs", "3")
    assert one.returncode == two.returncode == 1
    assert one.stdout == two.stdout


#: The test guests of the classic USER/GDI families (issue 11): GDI (mapping modes, ROP3,
#: regions, text, metafiles, fonts, speed), printing, sound and MIDI, date/time controls,
#: caret, frame and system menu, MDI, owner-draw, the message queue, system parameters,
#: mnemonics, owner-drawn combo boxes, menus.
CLASSIC_GUESTS = ["gdimap", "gdirop", "gdirgn", "gditext", "gdimeta", "gdifont", "gdibench",
                  "prn_print", "md_sound", "md_datetime", "usrcaret", "usrframe", "usrmdi",
                  "usrodraw", "usrqueue", "usrsys", "u2_mnem", "u2_odcombo", "menutest"]
#: Those of them built for x86-64 too (TEST64_GUESTS in guests/Makefile): their 64-bit
#: builds are surveyed the same way.
CLASSIC_GUESTS64 = ["gdifont", "gdibench", "gditext", "gdirgn", "gdirop", "gdimap", "gdimeta",
                    "prn_print"]


def test_compat_finds_no_unimplemented_api_in_the_classic_family_guests(width):
    names = CLASSIC_GUESTS if width == 4 else CLASSIC_GUESTS64
    paths = [guest_exe(name, width) for name in names]
    p = _compat("--json", "--quiet", "--jobs", "2", *paths)
    doc = json.loads(p.stdout)
    outcomes = {prog["program"]: prog["outcome"] for prog in doc["programs"]}
    assert len(outcomes) == len(names)
    assert set(outcomes.values()) <= {"window", "exited"}, outcomes
    assert doc["blockers"] == [] and doc["counts"]["unimplemented"] == 0
    missing = {prog["program"]: prog["missing_imports"] for prog in doc["programs"]
               if prog["missing_imports"]}
    assert missing == {}     # not even an import that no path reached calls
    # (exit status 1: compat exits 0 only when every program shows a window, and the
    # value-printing GDI guests exit without one by design)
    assert p.returncode == 1 and p.stderr == ""


WINE64_DIR = "/usr/lib/x86_64-linux-gnu/wine/x86_64-windows"


def test_compat_surveys_both_widths_and_names_what_the_width_gate_stops(tmp_path):
    """32-bit and 64-bit programs side by side: each row says its width, the summary
    counts them, and an API not yet checked for 64-bit callers (the width gate) is an
    ``unimplemented`` stop naming it, ranked with the other blockers."""
    src = tmp_path / "gate.c"
    src.write_text('#include <stdio.h>\n'
                   '__declspec(dllimport) int __stdcall GetThreadSelectorEntry(void *,'
                   ' unsigned long, void *);\n'
                   'int main(void) { char e[8]; GetThreadSelectorEntry((void *)-2, 0x23, e);'
                   ' return 0; }\n')
    gate = tmp_path / "gate.exe"
    subprocess.run(["x86_64-w64-mingw32-gcc", "-O2", "-mconsole", "-o", str(gate), str(src)],
                   check=True, capture_output=True, timeout=120)
    mine = [os.path.join(d, "winemine.exe") for d in (WINE_DIR, WINE64_DIR)]
    p = _compat(*mine, str(gate), "--json", "--quiet", "--batches", "100")
    doc = json.loads(p.stdout)
    rows = [(r["program"], r["width"], r["outcome"], r["detail"]) for r in doc["programs"]]
    assert rows == [("winemine.exe", 32, "window", "WineMine"),
                    ("winemine.exe", 64, "window", "WineMine"),
                    ("gate.exe", 64, "unimplemented",
                     "KERNEL32.dll!GetThreadSelectorEntry (64-bit: not yet)")]
    assert doc["blockers"] == [{"api": "KERNEL32.dll!GetThreadSelectorEntry", "programs": 1}]
    assert doc["summary"] == \
        "compat: 3 programs (1 at 32 bits, 2 at 64): 2 window, 1 unimplemented"
    table = _compat(*mine, "--quiet", "--batches", "100").stdout.split("\n\n")[1]
    assert [line.split()[:3] for line in table.splitlines()] == [
        ["PROGRAM", "WIDTH", "RESULT"], ["winemine.exe", "32", "window"],
        ["winemine.exe", "64", "window"]]
