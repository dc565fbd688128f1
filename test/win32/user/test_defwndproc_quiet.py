"""DefWindowProc answers the messages of ``window.QUIET_MESSAGES`` (keys, characters, the
client area's mouse messages, WM_TIMER) with 0 without making ``def_window_proc``'s
generator. That holds only while ``def_window_proc`` itself does nothing with them: each
is held against it here, so handling one there without taking it out of the set fails."""

import pytest

from wineagent.win32.user.window import QUIET_MESSAGES, def_window_proc

#: wParam / lParam pairs a quiet message may carry: nothing, the keys and buttons a
#: branch of def_window_proc tests (Alt, F10, Space, F4, a letter), a key-up's lParam
PARAMS = [(0, 0), (0x12, 0x20380001), (0x79, 0), (0x20, 0xC0390001), (0x73, 0),
          (0x41, 0x001E0001), (1, 0x00500040), (0xFFFFFFFF, 0xFFFFFFFF)]


def _state(vm, win):
    wm = vm.wm
    return (dict(win.state), win.style, set(wm.keys_down), wm.focus, wm.active, wm.capture,
            len(wm.posted), vm.events.seq, getattr(vm.menus, "tracker", None))


@pytest.mark.parametrize("alt", [False, True], ids=["plain", "alt-down"])
def test_quiet_messages_do_nothing_in_def_window_proc(boot, alt):
    """Each quiet message, with each wParam/lParam and with Alt up or held, finishes
    def_window_proc at its first step with 0 and changes no window, key or queue state."""
    d = boot("winmine")
    vm = d.vm
    wm = vm.wm
    main = wm.get(wm.zorder[-1])
    if alt:
        wm.keys_down.add(0x12)
    for win in (main, wm.get(d.vm.wm.focus) or main):
        for msg in sorted(QUIET_MESSAGES):
            for wparam, lparam in PARAMS:
                before = _state(vm, win)
                gen = def_window_proc(wm, win, msg, wparam, lparam, True)
                with pytest.raises(StopIteration) as done:
                    next(gen)
                assert done.value.value == 0, hex(msg)
                assert _state(vm, win) == before, hex(msg)


def test_quiet_messages_leave_system_keys_and_wheel_out():
    """The set keeps out the messages def_window_proc acts on: WM_SYSKEYDOWN, WM_SYSKEYUP
    (menu mode, Alt+F4), the wheel (it scrolls or goes to the parent), the non-client
    mouse messages (the caption, the frame)."""
    for msg in (0x0104, 0x0105, 0x020A, 0x020E, 0x00A1, 0x00A2, 0x0112, 0x0084, 0x0020):
        assert msg not in QUIET_MESSAGES
