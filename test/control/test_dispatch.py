"""The one dispatcher behind --input, the control server and stdin, exercised in-process."""

import pytest

from wineagent.control.dispatch import CommandError, Dispatcher
from wineagent.control.protocol import parse_entry, parse_input_schedule
from wineagent.host import Host


def hello_with_box(boot):
    d = boot("hello")
    x, y = d.client_origin("Hello")
    d.click(x + 20, y + 20)
    assert d.vm.wm.last_message_box is not None
    assert d.window("Hello") and any(w["class"] == "#32770" for w in d.vm.wm.describe())
    return d


@pytest.mark.parametrize("entry", ["dlg-cmd:1", "dlg-click:1"])
def test_dlg_cmd_and_dlg_click_reach_the_message_box_button(boot, entry):
    """dlg-cmd:1 (WM_COMMAND IDOK) and dlg-click:1 (a click on OK) both close the box."""
    d = hello_with_box(boot)
    before = d.screen()
    Dispatcher(Host(d.vm)).execute(parse_entry(entry))
    d.settle()
    assert not any(w["class"] == "#32770" for w in d.vm.wm.describe())
    assert d.screen().tobytes() != before.tobytes()


def test_dlg_cmd_without_a_dialog_is_a_clear_error(boot):
    """No dialog open: the command fails saying so, and nothing is queued."""
    d = boot("hello")
    with pytest.raises(CommandError, match="no dialog"):
        Dispatcher(Host(d.vm)).execute(parse_entry("dlg-cmd:1"))
    assert not d.vm.wm.posted and not d.vm.wm.input_queue


def test_scheduled_input_runs_dlg_cmd_at_its_batch(boot):
    """--input=...,N:dlg-cmd:1 closes the box at batch N through the same dispatcher."""
    d = boot("hello", settle=False)
    host = Host(d.vm, schedule=parse_input_schedule("20:click:100:100,40:dlg-cmd:1"),
                max_batches=60)
    host.run_sync()
    assert host.input_errors == []
    assert d.vm.wm.last_message_box is not None
    assert not any(w["class"] == "#32770" for w in d.vm.wm.describe())


def test_clicks_off_screen_are_refused_before_any_side_effect(boot):
    """A point outside the screen is an error; the input queue stays empty."""
    d = boot("hello")
    with pytest.raises(CommandError, match="off the 640x480 screen"):
        Dispatcher(Host(d.vm)).execute(parse_entry("click:700:10"))
    assert not d.vm.wm.input_queue


def test_type_expands_to_the_key_triple(boot):
    """type queues keydown/keypress/keyup per character (shift around capitals)."""
    d = boot("hello")
    Dispatcher(Host(d.vm)).execute(parse_entry("type:Hi"))
    kinds = [(e[1], e[2]) for e in d.vm.wm.input_queue]
    assert kinds == [("down", 0x10), ("down", ord("H")), ("char", ord("H")), ("up", ord("H")),
                     ("up", 0x10), ("down", ord("I")), ("char", ord("i")), ("up", ord("I"))]


def test_a_click_elsewhere_moves_the_pointer_there_first(boot):
    """A press or release away from the pointer is preceded by a move to it (a hand's
    mouse, and the xdotool peer, always move first); at the pointer it is not, and a
    move queued before counts as where the pointer will be."""
    d = boot("hello")
    run = Dispatcher(Host(d.vm)).execute
    queue = d.vm.wm.input_queue
    assert d.vm.wm.mouse_pos != (30, 40)
    run(parse_entry("click:30:40"))
    assert list(queue) == [("mouse", "move", 30, 40, "left"), ("mouse", "down", 30, 40, "left"),
                           ("mouse", "up", 30, 40, "left")]
    d.settle()
    assert not queue and d.vm.wm.mouse_pos == (30, 40)
    run(parse_entry("click:30:40"))
    assert [e[1] for e in queue] == ["down", "up"]
    d.settle()
    run(parse_entry("mousedown:50:50"))
    run(parse_entry("mouseup:60:60"))          # released after the pointer travelled
    assert [e[1:4] for e in queue] == [("move", 50, 50), ("down", 50, 50), ("move", 60, 60),
                                       ("up", 60, 60)]
    d.settle()
    run(parse_entry("mousemove:70:70"))
    run(parse_entry("click:70:70"))
    assert [e[1] for e in queue] == ["move", "down", "up"]
