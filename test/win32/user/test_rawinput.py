"""Raw input (user/rawinput.py, dlls/user32/rawinput.py): the session's mouse and keyboard
listed as raw input devices, the registration rules, and WM_INPUT records made from the
agent's input ahead of the legacy messages, which RIDEV_NOLEGACY drops.

test/exe/rawinput.exe and test/exe64/rawinput.exe (guests/tests/rawinput.c) are fed the
script its comment names; under Wine 8 by xdotool in a virtual desktop (xvfb-run), here by
the agent's events. EXPECTED is Wine's output for both widths but where it differs, each
difference named where it is made:

- the device name's length (not printed) and two RIDI_DEVICEINFO fields: the mouse has a
  horizontal wheel here (the agent's ``hwheel``; Wine: none) and the keyboard is type 4,
  GetKeyboardType's (Wine: 0);
- the first motion: measured from where the pointer was, (0,0) here, the X screen's
  centre under Wine (-590,-462 there);
- Wine's X11 driver may follow an xdotool motion with a second WM_INPUT of no motion
  (after the first here), which a mouse does not make; that line is left out;
- phase 3: the agent's character arrives on its own (WM_CHAR 0x63, which Wine's loop,
  calling no TranslateMessage there, does not make), and Wine coalesces the two
  WM_MOUSEMOVEs waiting in the queue into the last one;
- RIDEV_DEVNOTIFY's WM_INPUT_DEVICE_CHANGE for the present mouse (Wine 8: none);
- 32-bit GetRawInputBuffer: Wine 8 gives a 32-bit program the 64-bit layout of WOW64
  (records of 48 and 40 bytes, which the program misreads); this desktop is a 32-bit
  Windows (IsWow64Process answers FALSE), whose records are 40 and 32 bytes.
"""

from paths import guest_exe


def _expected(width):
    ptr = width
    head = 16 if ptr == 4 else 24
    mouse, kbd = head + 24, head + 16

    def inp(size):
        return ("WM_INPUT code=0 query=0 size=%d header=%d small=-1 err=122 read=%d type=%d "
                "dwSize=%d wParam=0 same=1" % (size, head, size, 0 if size == mouse else 1,
                                               size))
    return [
        "sizes header=%d mouse=24 keyboard=16 rawinput=%d" % (head, mouse),
        "device list query=0 has_devices=1",
        "bad size=-1 err=87",
        # which check comes first (user32's input.c): the size, then the count; no size
        # for GetRawInputDeviceInfo before the handle, the handle before the command
        "bad size, no count=-1 err=87",
        "no count=-1 err=998",
        "info, no device, no size=-1 err=998",
        "info, no device=-1 err=6 size kept=1",
        "info, bad command=-1 err=87 size kept=1",
        "info, no size=-1 err=998",
        "small=-1 err=122 enough=1",
        "listed=1",
        "a mouse=1 a keyboard=1",
        "mouse name query=0 needs>4=1 small=-1 err=122 size_after=1",
        "  A is strlen+1: 1, prefix=\\\\?\\, W the same: 1",
        "  info query=0 size=32",
        "  info=32 type=0 buttons>=2=1 hwheel=1",          # Wine: hwheel=0
        "  preparsed=0 size=0 err=0",
        "keyboard name query=0 needs>4=1 small=-1 err=122 size_after=1",
        "  A is strlen+1: 1, prefix=\\\\?\\, W the same: 1",
        "  info query=0 size=32",
        "  info=32 type=1 kbtype=4 subtype=0 mode=1 fkeys=12 indicators=3 keys=101",  # Wine: 0
        "  preparsed=0 size=0 err=0",
        "bad handle=-1 err=6",
        "registered query=0 n=0 err=0",
        "bad size=0 err=87",
        "remove with a window=0 err=87",
        "inputsink without a window=0 err=87",
        "remove unregistered=1 err=0",
        "register mouse+keyboard(nolegacy)=1",
        "registered query=0 n=2 err=0",
        "registered small=-1 n=2 err=122",
        "registered no room=-1 n=0 err=87",
        "  page=1 usage=2 flags=0 target=window",
        "  page=1 usage=6 flags=0x30 target=null",
        "DefRawInputProc=0 bad=-1",
        "ready",
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0 data=0 last=(50,50)",   # Wine: (-590,-462)
        "WM_MOUSEMOVE (50,50)",
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0 data=0 last=(10,-5)",
        "WM_MOUSEMOVE (60,45)",
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0x1 data=0 last=(0,0)",
        "WM_LBUTTONDOWN (60,45)",
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0x2 data=0 last=(0,0)",
        "WM_LBUTTONUP (60,45)",
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0x400 data=120 last=(0,0)",
        "WM_MOUSEWHEEL delta=120",
        inp(kbd),
        "  keyboard dev=listed MakeCode=0x1e Flags=0 VKey=0x41 Message=0x100",
        inp(kbd),
        "  keyboard dev=listed MakeCode=0x1e Flags=0x1 VKey=0x41 Message=0x101",
        "keyboard removed=1",
        "registered query=0 n=1 err=0",
        "registered small=1 n=1 err=0",
        "registered no room=-1 n=0 err=87",
        "  page=1 usage=2 flags=0 target=window",
        "phase 2",
        "WM_KEYDOWN 0x42",
        "WM_CHAR 0x62",
        "WM_KEYUP 0x42",
        "keyboard again=1",
        "phase 3",
        "buffer query=0 size=%d" % mouse,
        "buffer bad header=-1 err=87",
        # room for one record exactly: Windows fails (a byte more is wanted) but takes
        # it (user32's input.c)
        "buffer exact=-1 err=122 size=1 written type=0 last=(10,0)",
        "  buffer mouse dwSize=%d flags=0 last=(5,5)" % mouse,
        "  buffer keyboard dwSize=%d VKey=0x43 Flags=0" % kbd,
        "  buffer keyboard dwSize=%d VKey=0x43 Flags=0x1" % kbd,
        "buffer records=3 end=0",
        "buffer, none left=0 size=0",
        "WM_MOUSEMOVE (70,45)",                 # Wine: coalesced into the next
        "WM_MOUSEMOVE (75,50)",
        "WM_KEYDOWN 0x43",
        "WM_CHAR 0x63",                          # the agent's character (Wine: none)
        "WM_KEYUP 0x43",
        "inputsink+devnotify=1 foreground=other",
        # Wine 8 posts none; Windows posts one per present device on registration
        # (Wine's merge request 2120 added it later, with tests run on Windows)
        "WM_INPUT_DEVICE_CHANGE to first wParam=1 device=the mouse",
        "phase 4",
        # the application is in the foreground (another of its windows is active)
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0 data=0 last=(5,30)",
        "WM_MOUSEMOVE (80,80)",
        inp(kbd),
        "  keyboard dev=listed MakeCode=0x20 Flags=0 VKey=0x44 Message=0x100",
        "WM_KEYDOWN 0x44",
        "WM_CHAR 0x64",
        inp(kbd),
        "  keyboard dev=listed MakeCode=0x20 Flags=0x1 VKey=0x44 Message=0x101",
        "WM_KEYUP 0x44",
        "mouse nolegacy=1",
        "registered query=0 n=2 err=0",
        "registered small=-1 n=2 err=122",
        "registered no room=-1 n=0 err=87",
        "  page=1 usage=2 flags=0x30 target=window",
        "  page=1 usage=6 flags=0 target=window",
        "phase 5",
        # RIDEV_NOLEGACY: the mouse's records, and no WM_MOUSEMOVE or button messages
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0 data=0 last=(10,10)",
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0x1 data=0 last=(0,0)",
        inp(mouse),
        "  mouse dev=listed usFlags=0 buttons=0x2 data=0 last=(0,0)",
        inp(kbd),
        "  keyboard dev=listed MakeCode=0x12 Flags=0 VKey=0x45 Message=0x100",
        "WM_KEYDOWN 0x45",
        "WM_CHAR 0x65",
        inp(kbd),
        "  keyboard dev=listed MakeCode=0x12 Flags=0x1 VKey=0x45 Message=0x101",
        "WM_KEYUP 0x45",
        "done",
    ]


def _run(boot, tmp_path, width):
    d = boot(guest_exe("rawinput", width), settle=False, vfs_root=str(tmp_path / "vfs"))

    def until(line):
        for _ in range(600):
            d.vm.run_batch()
            if line in d.vm.stdout_log or d.vm.ended:
                break
        assert line in d.vm.stdout_log, d.vm.stdout_log[-5:]

    until("ready")
    d.mouse("move", 50, 50).mouse("move", 60, 45).mouse("down", 60, 45).mouse("up", 60, 45)
    d.vm.wm.queue_input(("mouse", "wheel", 60, 45, 120))
    d.key("down", 0x41).key("char", ord("a")).key("up", 0x41)
    until("phase 2")
    d.key("down", 0x42).key("char", ord("b")).key("up", 0x42)
    until("phase 3")
    d.mouse("move", 70, 45).mouse("move", 75, 50)
    d.key("down", 0x43).key("char", ord("c")).key("up", 0x43)
    until("phase 4")
    d.mouse("move", 80, 80)
    d.key("down", 0x44).key("char", ord("d")).key("up", 0x44)
    until("phase 5")
    d.mouse("move", 90, 90).mouse("down", 90, 90).mouse("up", 90, 90)
    d.key("down", 0x45).key("char", ord("e")).key("up", 0x45)
    d.run_to_end(600)
    return d


def test_raw_input_of_the_agents_mouse_and_keyboard_as_wine_gives_it(boot, tmp_path, width):
    d = _run(boot, tmp_path, width)
    assert d.vm.stdout_log == _expected(width)


def test_raw_motion_is_the_agents_hand_not_the_pointers(boot, tmp_path):
    """A warp (SetCursorPos) is no device's motion: it makes no record, and the next
    motion is measured from the agent's previous point, not from where the pointer was
    put (a game re-centring the pointer every frame still sees the agent's motion)."""
    from wineagent.win32.user import rawinput
    d = boot(guest_exe("rawinput", 4), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(600):
        d.vm.run_batch()
        if "ready" in d.vm.stdout_log:
            break
    wm = d.vm.wm
    wm.queue_input(("mouse", "move", 40, 40, "left"))
    wm.queue_input(("mouse", "move", 100, 100, None, "warp"))
    wm.queue_input(("mouse", "move", 43, 36, "left"))
    made = [rawinput.record_for(wm, wm.input_queue.popleft()) for _ in range(3)]
    assert made[1] is None
    assert (made[2].record.fields["lLastX"], made[2].record.fields["lLastY"]) == (3, -4)
