"""The guest calendar's epoch (wineagent/win32/kernel/epoch.py, docs/frozen.md "The guest's
calendar"): every clock API reads 2024-01-01 00:00 UTC plus the guest time charged, and a
folder the guest makes carries a time after 2001 (ninja 1.13 refuses an output's folder
whose time is before 2001-01-01, docs/runtimes.md).

test/exe(64)/epoch_now.exe (guests/tests/epoch_now.c) prints what it reads. Under Wine 8
the same binaries print the host's date in the same shapes (msvcrt's asctime pads the day
with a 0) and the same mkdir and folder lines.
"""

import datetime
import os
import subprocess
import sys

from paths import ROOT, guest_exe
from wineagent.win32.kernel.epoch import EPOCH, EPOCH_FILETIME, EPOCH_UNIX, FILETIME_UNIX

#: What the guest prints: its first calls run in the first batch, at guest time 0.
EXPECTED = [
    "filetime=133485408000000000",
    "systemtime=2024-01-01 00:00:00.000 dow=1",
    "localtime=2024-01-01 00:00:00.000 dow=1",
    "time=1704067200",
    "asctime=Mon Jan 01 00:00:00 2024",
    "mkdir=1",
    "folder within a minute of now=1, after 2001=1",
]


def test_the_epoch_is_one_date_in_three_units():
    assert EPOCH == datetime.datetime(2024, 1, 1)
    assert EPOCH_UNIX == 1704067200 == int(EPOCH.replace(tzinfo=datetime.timezone.utc)
                                           .timestamp())
    assert FILETIME_UNIX == 11644473600 * 10 ** 7
    assert EPOCH_FILETIME == FILETIME_UNIX + EPOCH_UNIX * 10 ** 7 == 133485408000000000


def test_every_clock_api_reads_the_epoch(boot, tmp_path, width):
    d = boot(guest_exe("epoch_now", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
    assert EXPECTED[0] == "filetime=%d" % EPOCH_FILETIME
    assert EXPECTED[3] == "time=%d" % EPOCH_UNIX


def test_two_processes_print_the_same_dates(tmp_path):
    """No wall-clock value reaches the guest: two ``wineagent run`` processes print the
    same lines, byte for byte."""
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    outs = []
    for i in range(2):
        p = subprocess.run([sys.executable, "-m", "wineagent", "run", "--exe",
                            guest_exe("epoch_now", 4), "--vfs-root", str(tmp_path / str(i))],
                           capture_output=True, timeout=120, env=env, cwd=ROOT)
        assert p.returncode == 0, p.stderr
        outs.append(p.stdout + p.stderr)     # the guest's lines and the run's report
    assert outs[0] == outs[1]
    assert [ln[len("[guest] "):] for ln in outs[0].decode().splitlines()
            if ln.startswith("[guest] ")] == EXPECTED
