"""A guest spinning without API calls under a huge --batch-size (one batch would take many
minutes) stays controllable in real processes: the control server answers, and
--max-seconds, `quit` and SIGTERM end the run promptly. The bounds below are generous
ceilings against a hang, not timing assertions."""

import signal

from procs import RunProcess

HUGE = "--batch-size=100000000000"     # 10**11 instructions: ~20 minutes in one go


def test_the_control_server_answers_and_sigterm_ends_a_spinning_run():
    p = RunProcess("--app=compute", HUGE, "--control=0")
    try:
        assert p.cmd("ping")["kind"] == "cli"
        snap = p.cmd("snapshot")
        assert snap["ended"] is None and snap["parked"] is False
        p.proc.send_signal(signal.SIGTERM)
        assert p.wait(60) == 0
        assert "[run] ended: signal" in "".join(p.stdout)
    finally:
        p.close()


def test_quit_ends_a_spinning_run_at_once():
    p = RunProcess("--app=compute", HUGE, "--control=0")
    try:
        status, reply = p.post({"id": 1, "action": "quit"})
        assert status == 200 and reply["ok"] is True
        assert p.wait(60) == 0
        assert "[run] ended: quit command" in "".join(p.stdout)
    finally:
        p.close()


def test_max_seconds_ends_a_spinning_run_in_the_plain_cli():
    p = RunProcess("--app=compute", HUGE, "--max-seconds=1", ready=False)
    try:
        assert p.wait(60) == 3
        assert "[run] ended: max-seconds" in "".join(p.stdout)
    finally:
        p.close()


def test_max_seconds_ends_a_spinning_controlled_run():
    p = RunProcess("--app=compute", HUGE, "--control=0", "--max-seconds=2")
    try:
        assert p.wait(60) == 3
    finally:
        p.close()
