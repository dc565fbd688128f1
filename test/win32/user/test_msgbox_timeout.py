"""USER32's MessageBoxTimeout (docs/user.md, "MessageBox"): a box nobody answers closes
itself after its time (guest time, so a frozen run is repeatable) with MB_TIMEDOUT; one
answered in time returns its button; INFINITE waits as MessageBox does.

test/exe/msgbox_timeout.exe (guests/tests/msgbox_timeout.c) prints one line per box. Not
compared with Wine: Wine 8 ignores the timeout and waits for a button; Windows closes the
box with 32000 (MB_TIMEDOUT)."""

from paths import guest_exe

VK_RETURN, VK_ESCAPE = 0x0D, 0x1B


def run_until(d, predicate, batches=400):
    """Run batches until ``predicate()`` holds (bounded); its last value."""
    for _ in range(batches):
        if predicate():
            break
        d.vm.run_batch()
    return predicate()


def box(d, title):
    return next((w for w in d.vm.wm.describe()
                 if w["class"] == "#32770" and w["title"] == title), None)


def press(d, vk):
    d.key("down", vk).key("up", vk)


def test_an_unanswered_box_times_out_and_an_answered_one_returns_its_button(boot):
    d = boot(guest_exe("msgbox_timeout"), settle=False)
    assert run_until(d, lambda: box(d, "Timeout") is not None)
    assert run_until(d, lambda: d.vm.stdout_log)
    assert list(d.vm.stdout_log) == ["unanswered=32000 after>=500ms=1"]
    assert box(d, "Timeout") is None

    assert run_until(d, lambda: box(d, "Question") is not None)
    d.run(100)                        # 1.6 s of guest time: far from its ten minutes
    assert box(d, "Question") is not None and len(d.vm.stdout_log) == 1
    press(d, VK_RETURN)               # the default button: Yes
    assert run_until(d, lambda: len(d.vm.stdout_log) == 2)
    assert d.vm.stdout_log[1] == "answered=6"

    assert run_until(d, lambda: box(d, "Forever") is not None)
    d.run(200)
    assert box(d, "Forever") is not None and len(d.vm.stdout_log) == 2
    press(d, VK_ESCAPE)
    assert run_until(d, lambda: d.vm.ended)
    assert list(d.vm.stdout_log)[2:] == ["infinite=2"]
