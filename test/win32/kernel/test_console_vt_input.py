"""Console input as VT sequences (issue 23, "Programs in the wild (session 32): console
TUIs": fzf 0.74.5's `--height` mode reads CONIN$ with ReadFile after asking
ENABLE_VIRTUAL_TERMINAL_INPUT, and asks the cursor's place with CSI 6 n).

test/exe/convtin.exe (guests/tests/convtin.c), a console program, asks that mode of its
input, reads the keys typed into its console window with ReadFile and logs the bytes
(convtin.log), then writes the two queries and logs their answers.

The expected lines are Windows' ("Console Virtual Terminal Sequences": the input
sequences, and the query answers "emitted" into the input). Wine 8 (`wine wineconsole
convtin.exe`, the keys typed with xdotool) agrees up to 'a: 61'; it has no VT input (Up
reads nothing, so its ReadFile waits on) and answers no query.
"""

from paths import guest_exe

EXPECTED = [
    'SetConsoleMode(in)=1',            # Wine's
    'mode=0x281',                      # Wine's
    'a: 61',                           # Wine's
    'up: 1b 5b 41',
    'backspace: 7f',
    'f5: 1b 5b 31 35 7e',
    'ctrl+right: 1b 5b 31 3b 35 43',
    'delete: 1b 5b 33 7e',
    'q: 71',
    # after "ab" at the top left: row 1, column 3
    'cursor position: 1b 5b 31 3b 33 52',
    'identity: 1b 5b 3f 31 3b 30 63',
    'done',
]

VK_CONTROL, VK_UP, VK_RIGHT, VK_BACK, VK_F5, VK_DELETE = 0x11, 0x26, 0x27, 0x08, 0x74, 0x2E


def test_console_input_as_vt_sequences(boot, tmp_path, width):
    vfs = tmp_path / "vfs"
    d = boot(guest_exe("convtin", width), settle=False, vfs_root=str(vfs))
    d.settle(100)
    shown = [w["class"] for w in d.vm.wm.describe() if not w["parent"] and w["visible"]]
    assert shown == ["ConsoleWindowClass"]

    def press(vk, ch=None):
        d.key("down", vk)
        if ch:
            d.key("char", ord(ch))
        d.key("up", vk).settle(50)
    press(0x41, "a")
    press(VK_UP)
    press(VK_BACK, "\b")
    press(VK_F5)
    d.key("down", VK_CONTROL)
    press(VK_RIGHT)
    d.key("up", VK_CONTROL)
    press(VK_DELETE)
    press(0x51, "q")
    d.run_to_end(300)
    with open(vfs / "convtin.log") as f:
        assert f.read().splitlines() == EXPECTED
