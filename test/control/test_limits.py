"""Every command has documented limits; beyond them it is refused with a message naming
the limit, before any side effect (a 10,000,000-step drag used to hold every client for
25 s and grow the process by 1.1 GB, a million-character `type` for 30 s)."""

import json
import os
import re

import pytest

from wineagent.control import protocol
from wineagent.control.dispatch import CommandError, Dispatcher
from wineagent.control.protocol import (
    LIMITS, MAX_COMMANDS, MAX_DRAG_STEPS, MAX_MODS, MAX_PATH, MAX_QUEUED_INPUT, MAX_STEP,
    MAX_TEXT, MAX_TICK_MS, Command, ProtocolError, Rejected, parse_body, parse_entry, validate,
)
from wineagent.host import Host

from paths import ROOT


def refused(action, args, match):
    with pytest.raises(ProtocolError, match=match):
        validate(Command(1, action, args))


def test_drag_steps_are_bounded():
    drag = {"x1": 1, "y1": 2, "x2": 3, "y2": 4}
    assert validate(Command(1, "drag", dict(drag, steps=MAX_DRAG_STEPS))).args["steps"] == \
        MAX_DRAG_STEPS
    refused("drag", dict(drag, steps=10000000),
            "drag: steps is 10000000, over the limit of %d" % MAX_DRAG_STEPS)


def test_type_text_is_bounded():
    assert validate(Command(1, "type", {"text": "a" * MAX_TEXT})).args["text"] == "a" * MAX_TEXT
    refused("type", {"text": "a" * 1000000},
            "type: text is 1000000 characters, over the limit of %d" % MAX_TEXT)


def test_step_n_and_ms_are_bounded():
    assert validate(Command(1, "step", {"n": MAX_STEP})).args["n"] == MAX_STEP
    refused("step", {"n": MAX_STEP + 1}, "step: n is %d, over the limit" % (MAX_STEP + 1))
    refused("step", {"n": 1, "ms": MAX_TICK_MS + 1}, "step: ms is .* over the limit")


def test_key_mods_png_path_and_launch_are_bounded():
    refused("key", {"key": "a", "mods": ["ctrl"] * (MAX_MODS + 1)}, "key: mods has 9 keys")
    refused("png", {"path": "/tmp/" + "a" * MAX_PATH}, "png: path is .* over the limit")
    refused("png", {"path": "/tmp/a\0b"}, "without NUL")
    refused("launch", {"app": "x" * 1000}, "launch: app is 1000 characters")


@pytest.mark.parametrize("action, args, match", [
    ("click", {"x": "9" * 5000, "y": 1}, "click: x must be an integer"),
    ("click", {"x": 1 << 40, "y": 1}, "click: x must be a 32-bit integer"),
    ("wheel", {"x": 1, "y": 1, "delta": 1 << 20}, "wheel: delta must be an integer -32768..32767"),
    ("dlg-cmd", {"id": -1}, "dlg-cmd: id must be an integer 0..65535"),
])
def test_integers_are_bounded_before_conversion(action, args, match):
    # "9" * 5000 used to escape as a bare ValueError (Python's 4300-digit int() limit).
    refused(action, args, match)


def test_arrays_are_bounded():
    body = json.dumps([{"action": "ping"}] * (MAX_COMMANDS + 1))
    with pytest.raises(ProtocolError, match="array of %d commands, over the limit of %d"
                       % (MAX_COMMANDS + 1, MAX_COMMANDS)):
        parse_body(body)
    items, _ = parse_body(json.dumps([{"action": "ping"}] * MAX_COMMANDS))
    assert len(items) == MAX_COMMANDS


def test_nesting_is_bounded_and_a_normal_command_fits():
    assert not isinstance(parse_body('[{"action": "key", "args": {"key": "s", "mods": '
                                     '["ctrl"]}}]')[0][0], Rejected)
    with pytest.raises(ProtocolError, match="nested too deeply"):
        parse_body('{"action": "ping", "x": ' + "[" * 20 + "]" * 20 + "}")


def test_queued_input_is_bounded_and_refused_whole(boot):
    """A full queue refuses a command before queueing any of its events."""
    d = boot("hello")
    dispatcher = Dispatcher(Host(d.vm))
    d.vm.wm.input_queue.extend([("key", "char", 65)] * (MAX_QUEUED_INPUT - 3))
    with pytest.raises(CommandError, match="input queue full: %d events wait"
                       % (MAX_QUEUED_INPUT - 3)):
        dispatcher.execute(parse_entry("type:abcd"))
    assert len(d.vm.wm.input_queue) == MAX_QUEUED_INPUT - 3
    dispatcher.execute(parse_entry("click:10:10"))     # a move there, press, release
    assert len(d.vm.wm.input_queue) == MAX_QUEUED_INPUT
    with pytest.raises(CommandError, match="input queue full"):
        dispatcher.execute(parse_entry("drag:1:1:5:5:4"))


def test_docs_list_every_limit_in_one_table():
    """docs/protocol.md's limits table names every limit with the value the code enforces."""
    with open(os.path.join(ROOT, "docs", "protocol.md"), encoding="utf-8") as f:
        text = f.read()
    section = text.split("## Limits", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        m = re.match(r"\|\s*(.+?)\s*\|\s*([\d,]+)\s*\|", line)
        if m:
            rows[m.group(1).strip("`")] = int(m.group(2).replace(",", ""))
    assert rows == LIMITS
    assert protocol.MAX_BODY == LIMITS["body"]
