"""`wineagent run`: signals at the worst moment, and a busy control port.

The worst moment for a signal is just after the ready line, before the reactor runs
(Twisted's handlers are not installed yet). To land a signal exactly there, every time,
the child's stdout is a pipe that the test has filled: the child blocks writing its ready
line until the test drains the pipe. The port is bound just before that line is printed,
so "the port accepts a connection" is the event that says the child got there.
"""

import fcntl
import os
import signal
import socket
import subprocess
import time

import pytest

from procs import ROOT, env, wineagent_cmd

F_SETPIPE_SZ = 1031  # Linux fcntl: set a pipe's capacity


def _full_pipe():
    """(read fd, write fd, filler bytes): a pipe whose buffer is already full."""
    r, w = os.pipe()
    fcntl.fcntl(w, F_SETPIPE_SZ, 4096)
    os.set_blocking(w, False)
    filled = 0
    try:
        while True:
            filled += os.write(w, b"#" * 512)
    except BlockingIOError:
        pass
    os.set_blocking(w, True)
    return r, w, filled


def _free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def _wait_until_listening(proc, port, timeout=60):
    """Bounded wait for the event "the child's control port accepts connections"."""
    deadline = time.monotonic() + timeout
    while True:
        assert proc.poll() is None, proc.stderr.read()
        try:
            socket.create_connection(("127.0.0.1", port), timeout=5).close()
            return
        except ConnectionRefusedError:
            # Paced by the child itself: wait (bounded) for it to write or end.
            assert time.monotonic() < deadline, "the control port never opened"
            try:
                proc.wait(0.02)
            except subprocess.TimeoutExpired:
                pass


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_right_after_the_ready_line_ends_with_the_summary(sig):
    """SIGINT/SIGTERM while the ready line is being printed (the reactor not yet running):
    the run ends normally with its summary line and exit 0, no KeyboardInterrupt."""
    r, w, filled = _full_pipe()
    port = _free_port()
    proc = subprocess.Popen(wineagent_cmd("run", "--app=winmine", "--frozen",
                                          "--control=%d" % port),
                            cwd=ROOT, env=env(), stdin=subprocess.DEVNULL, stdout=w,
                            stderr=subprocess.PIPE, text=True)
    os.close(w)
    try:
        _wait_until_listening(proc, port)
        proc.send_signal(sig)
        with os.fdopen(r, "rb") as f:
            out = f.read()[filled:].decode()
        err = proc.stderr.read()
        assert proc.wait(60) == 0, (out, err)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    lines = out.splitlines()
    assert lines[0].startswith("[control] listening on http://127.0.0.1:%d/" % port)
    assert lines[-1].startswith("[run] ended: signal %d;" % sig), out


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_while_the_session_runs_ends_with_the_summary(sig):
    """Once running, a signal also ends the run with its summary, exit 0."""
    port = _free_port()
    proc = subprocess.Popen(wineagent_cmd("run", "--app=winmine", "--control=%d" % port),
                            cwd=ROOT, env=env(), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert "listening on" in proc.stdout.readline()
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    assert proc.returncode == 0 and "Traceback" not in err, err
    assert out.splitlines()[-1].startswith("[run] ended: signal %d;" % sig), out


def test_a_busy_control_port_exits_2_with_one_line():
    """--control=PORT on a port in use: exactly one line, exit 2, nothing on stdout."""
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen(1)
    port = s.getsockname()[1]
    try:
        r = subprocess.run(wineagent_cmd("run", "--app=winmine", "--control=%d" % port),
                           cwd=ROOT, env=env(), capture_output=True, text=True, timeout=60)
    finally:
        s.close()
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr == "wineagent run: error: port %d is in use\n" % port
