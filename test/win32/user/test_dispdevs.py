"""EnumDisplayDevices' DeviceID and DeviceKey (win32/dlls/user32/input.py: read from
kernel/pnp.py's devices, so SetupAPI, DisplayConfig and EnumDisplayDevices name the same
adapter and monitor), MonitorFromWindow and MonitorFromRect's edge cases and the HMONITOR
forms GetMonitorInfo accepts (win32/dlls/user32/monitor.py), and DisplayConfig's argument
checks, and ChangeDisplaySettings' handling of the DEVMODE.

test/exe/dispdevs.exe (guests/tests/dispdevs.c; its x86-64 build prints the same) prints a
line per check; EXPECTED is what Wine 8 prints at both widths, but for one line.
"""

from paths import guest_exe

#: Wine 8's lines, except "info any generation": a USER handle whose generation is 0xFFFF
#: names the object whatever its generation, which Windows does for HMONITORs too (user32's
#: monitor.c checks it on Windows) and Wine 8 does not (its monitor handles have no
#: generation: a todo_wine there), so this line is Windows'.
#: CLIP_DIFFERENCE: the three ClipCursor lines are what user32's monitor.c expects of
#: Windows (the rectangle kept, an empty one too, an inverted one refused and the previous
#: clip left); Wine 8 under Xvfb answers the same return values and pointer but
#: GetClipCursor reports the whole screen (its X11 driver confines the pointer only for a
#: foreground window, which this console program has not). The empty rectangle's pointer
#: is 9,9, one short of the corner: the pointer comes from beyond it, and input.c's
#: test_mouse_ll_hook expects Windows to hold it there (its todo_wine checks: Wine 8 puts
#: it at the corner, 10,10; user/wm_input.py ``clip_point``).
EXPECTED = [
    'adapter=1 id-form=1 key-form=1',
    'adapter (interface)=1 id-empty=1',
    'monitor=1 id-form=1 key-prefix=1',
    'monitor (interface)=1 form=1 same-as-ccd=1 (0)',
    'from null window: null=1 primary=1 nearest=1',
    'empty rect at 0,0=1',
    'off-screen rect=1',
    'off-screen window: null=1 nearest=1',
    'info=1',
    'info any generation=1',
    'info wrong generation=0 err=1461',
    'info not a monitor=0 err=1461',
    # DisplayConfig's argument checks (win32/dlls/user32/displayconfig.py)
    'query zero counts=87',
    'query zero paths=87 0 1',
    'database=0 active-nonzero=1 total=0x0',
    'info size 0 bad type=31',
    'info size 0=31',
    'info header size=87',
    'sizes bad flags=87 paths=0 modes-0-or-100=1',
    'sizes null modes=87 paths=100',
    # ChangeDisplaySettings' DEVMODE (win32/dlls/user32/display.py) and the registry
    # settings' position (system.py)
    'change A=0 extra=0',
    'change ExA=0 extra=1',
    'change A size 0=0',
    'change W short=-2 ExW short=-2',
    'change W at dmICMMethod=0',
    'change zero size at 0,0=0',
    'registry settings=1 position=1',
    # ClipCursor (win32/dlls/user32/input.py): see CLIP_DIFFERENCE
    'clip=1 10,10-20,20',
    'clip empty=1 10,10-10,10 pointer 9,9',
    'clip inverted=0 err=0xdeadbeef 10,10-10,10',
]


def test_display_devices_and_monitor_handles(boot, tmp_path, width):
    d = boot(guest_exe("dispdevs", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
