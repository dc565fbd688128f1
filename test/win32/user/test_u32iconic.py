"""Minimized windows' places (user/iconic.py, user/placement.py, user/iconarrange.py;
docs/user.md "Minimized windows"; user32's win.c test_arrange_iconic_windows,
test_window_placement, test_ShowWindow_child): u32iconic.exe (guests/tests/u32iconic.c)
minimizes child windows one after another into MINIMIZEDMETRICS' slots (not hidden by
ARW_HIDE), moves and sizes one while minimized (its size stays, its place is where it
goes back to), arranges them with ArrangeIconicWindows from the top left to the right
and from the bottom right upwards, minimizes a top-level window off the screen at
(-32000, -32000) and reads the positions GetWindowPlacement reports and
SetWindowPlacement sets.

EXPECTED is what the same binary prints under Wine 8 at both widths but for two things
win.c shows of Windows, where Wine 8 differs (todo_wine there, or Wine keeps a flag):
WPF_RESTORETOMAXIMIZED is reported for a maximized window (msg.c's
test_other_process_window: Windows says it for SW_SHOWMAXIMIZED) and for a window
minimized from maximized only — Wine 8 says it only after a minimize from maximized and
keeps saying it after the window is restored to normal; and an owned window minimized
under ARW_HIDE stays on the desktop in the first slot (it has no taskbar button:
test_ShowWindow_owned), where Wine 8 hides it at (-32000, -32000). One line is this
desktop's own: the default arrangement is 0 (ARW_BOTTOMLEFT | ARW_RIGHT, no ARW_HIDE: no
taskbar stands for minimized windows here, docs/user.md "Minimized windows"), where Wine 8
and Windows with Explorer say 8 (ARW_HIDE); the guest sets ARW_HIDE itself before it
minimizes its top-level window.
"""

from paths import guest_exe

EXPECTED = [
    'default arrange=0 hgap=0 vgap=0',     # Wine 8: arrange=8 (ARW_HIDE): see above
    'client 400 x 200',
    'arrange none: 0 err=deadbeef',
    'kid 0 minimized: 0,176-160,200',
    'kid 1 minimized: 160,176-320,200',
    'kid 2 minimized: 0,152-160,176',
    'kid 3 minimized: 160,152-320,176',
    'kid 4 minimized: 0,128-160,152',
    'iconic client 0,0-0,0',
    'kid 0 moved and sized: 200,10-360,34',
    'kid 0: 1 flags=0 show=2 min=200,10 max=-1,-1 normal=20,20-170,100',
    'kid 0 restored: 20,20-170,100',
    'kid 0 minimized again (its last place): 200,10-360,34',
    'metrics 100,40,3,2: 1 cx=106 cy-caption=5',
    'arrange top left, right: 4',
    'kid 0: 40,3-200,27',
    'kid 1: 186,3-346,27',
    'kid 2: 20,20-170,100',
    'kid 3: 40,30-200,54',
    'kid 4: 186,30-346,54',
    'metrics 100,40,10,5: 1 cx=106 cy-caption=5',
    'arrange bottom right, up: 4',
    'kid 0: 254,166-414,190',
    'kid 1: 254,132-414,156',
    'kid 2: 20,20-170,100',
    'kid 3: 254,98-414,122',
    'kid 4: 254,64-414,88',
    'metrics 154,0,0,8: 1 cx=160 cy-caption=5',
    'top fresh: 1 flags=0 show=1 min=-1,-1 max=-1,-1 normal=100,200-300,400',
    'top minimized: -32000,-32000--31840,-31976',
    'top minimized: 1 flags=0 show=2 min=-32000,-32000 max=-1,-1 normal=100,200-300,400',
    'top moved while minimized: -32000,-32000--31840,-31976',
    'top restored: 1 flags=0 show=1 min=-32000,-32000 max=-1,-1 normal=100,200-300,400',
    'top maximized and moved: 1 flags=2 show=3 min=-32000,-32000 max=100,100 normal=100,200-300,400',
    'top minimized from maximized: 1 flags=2 show=2 min=-32000,-32000 max=-1,-1 normal=100,200-300,400',
    'top restored (maximized): 1 flags=2 show=3 min=-32000,-32000 max=-1,-1 normal=100,200-300,400',
    'top restored (normal): 1 flags=0 show=1 min=-32000,-32000 max=-1,-1 normal=100,200-300,400',
    'top moved: 1 flags=0 show=1 min=-32000,-32000 max=-1,-1 normal=30,40-230,240',
    'SetWindowPlacement: 1',
    'top placed: 1 flags=0 show=1 min=100,100 max=-1,-1 normal=200,300-400,500',
    'SetWindowPlacement length 0: 0 err=87',
    'owned minimized: left=0 bottom-work=0 width=160',
    'done',
]


def test_minimized_windows_places(boot, tmp_path, width):
    d = boot(guest_exe("u32iconic", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
