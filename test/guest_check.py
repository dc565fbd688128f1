"""The committed guest .exe files rebuilt from their sources, in a process of its own.

``make -C guests check`` rebuilds every guest at both widths and compares each with the
committed file: about 450 s of compiling, most of the suite's time when it ran inside its
test. The suite itself runs on one core, so the rebuild starts in the background as soon as
collection shows the checking test is selected (conftest.py), runs on the other core while
the rest of the suite does, and the test waits for its end (bounded). Run alone, the test
starts it then and waits the same way.
"""

import os
import shutil
import signal
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

#: the test that reads the rebuild's result (test/control/test_run_cli.py)
TEST_NAME = "test_the_committed_exes_equal_a_fresh_build"

_run = None     # (Popen, output file) of the rebuild under way, once started


def start():
    """Start ``make -C guests check`` in the background (once); its output goes to a
    temporary file. Nothing starts without the i686 compiler: the test says what is
    missing."""
    global _run
    if _run is not None or shutil.which("i686-w64-mingw32-gcc") is None:
        return
    out = tempfile.TemporaryFile(mode="w+")
    # A session of its own: stop() ends make and every compiler it started.
    proc = subprocess.Popen(["make", "-C", os.path.join(ROOT, "guests"), "check"],
                            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True)
    _run = (proc, out)


def result(timeout):
    """Wait at most ``timeout`` seconds for the rebuild (started now if it was not) and
    return (exit code, its output). A rebuild still running then is ended and reported as
    exit code None."""
    start()
    proc, out = _run
    try:
        code = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop()
        code = None
    out.seek(0)
    return code, out.read()


def stop():
    """End a rebuild still running (the suite ended before its test read it)."""
    if _run is None:
        return
    proc = _run[0]
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        proc.wait()
