"""The USER32 functions of the issue 23 census (docs/dlls.md).

test/exe/u32census.exe (guests/tests/u32census.c) runs one mode per run and prints a line
per step. The expected lines were checked against Wine 8: they are what the same binary
prints under ``xvfb-run -a wine u32census.exe /mode NAME``; its x86-64 build (the
``width`` fixture) prints the same lines under 64-bit Wine.
"""

from paths import guest_exe


def run_mode(boot, mode, batches=400, width=4):
    """The VM after running ``u32census.exe /mode MODE`` (its build for ``width``) to its
    end."""
    d = boot(guest_exe("u32census", width), args="/mode " + mode, settle=False)
    d.run_to_end(batches)
    return d.vm


def test_properties_window_tree_points_dcs_and_messages(boot, width):
    vm = run_mode(boot, "tree", width=width)
    assert vm.stdout_log == [
        'SetProp=1 get=11',
        'atom found=1 get by atom=11',
        'prop CensusProp=12',
        'prop Second=22',
        'prop #77=33',
        'EnumPropsExA=1',
        'RemoveProp=22 again=0 get=0',
        'no props=-1',
        'MapWindowPoints inner->top=19000f pts=16,27 18,29',
        'MapWindowPoints top->screen=640064 pt=116,127',
        'MapWindowPoints screen->a=ff88ff92 pt=6,7',
        'GetAncestor parent=1 root=1 rootowner=1 desktop=1',
        'IsChild=1 0 0',
        'WindowFromPoint inner=1 a=1 b(disabled)=1 nothing=1',
        'ChildWindowFromPoint a=1 b=1 self=1 outside=1',
        'ChildWindowFromPointEx skipdisabled=1',
        "ChildWindowFromPointEx desktop top=1 child's top=1 owned=1",
        'FindWindowExA button=1 first=0 after=0 top=1 none=1',
        'GetDCEx=1 WindowFromDC=1',
        'GetDCEx(window)=1 WindowFromDC=1',
        'WindowFromDC(memory)=1',
        'SendMessageTimeoutA=1 result=47',
        'SendNotifyMessageA=1 msgs=2',
        'SetParent old=1',
        'after: parent=1 IsChild(a)=0',
        'inner now at 105,105',
        'SetParent(a under inner)=1',
        'GetDoubleClickTime=500',
        'GetKeyboardType=4 0 12',
    ]


def test_virtual_keys_key_names_the_cursor_and_devices(boot, width):
    # Windows' KBDUS answers where Wine 8 departs (noted per line).
    vm = run_mode(boot, "input", width=width)
    assert vm.stdout_log == [
        'vk 41: vsc=1e char=41 vsc_ex=1e',
        'vk 31: vsc=2 char=31 vsc_ex=2',
        'vk 0d: vsc=1c char=d vsc_ex=1c',
        'vk 10: vsc=2a char=0 vsc_ex=2a',
        'vk 25: vsc=4b char=0 vsc_ex=e04b',   # Wine: 4b; Windows gives extended keys their E0 prefix
        'vk 74: vsc=3f char=0 vsc_ex=3f',
        'vk ba: vsc=27 char=3b vsc_ex=27',
        'vk 67: vsc=47 char=0 vsc_ex=47',   # Wine: 0 (it does not map the keypad's keys)
        'vk 20: vsc=39 char=20 vsc_ex=39',
        'vk a3: vsc=1d char=0 vsc_ex=e01d',
        'scan 1e: vk=41 vk_ex=41',
        'scan 2a: vk=10 vk_ex=a0',
        'scan 36: vk=10 vk_ex=a1',
        'scan 1d: vk=11 vk_ex=a2',
        'scan 47: vk=24 vk_ex=24',
        'scan 39: vk=20 vk_ex=20',
        'scan e01d: vk=11 vk_ex=a3',   # Wine: a2; E0 1D is the right Ctrl
        'scan e048: vk=26 vk_ex=26',
        'key 001e0000: 1 A',
        'key 001c0000: 5 Enter',   # Wine names keys by X11 keysyms: Return, KP_Enter, ...
        'key 011c0000: 9 Num Enter',   # Wine: KP_Enter
        'key 00360000: 11 Right Shift',   # Wine: Shift
        'key 02360000: 5 Shift',   # Wine: 0 (it ignores the don't-care bit)
        'key 01480000: 2 Up',
        'key 003f0000: 2 F5',
        'key 00390000: 5 Space',   # Wine: space
        'key 00270000: 1 ;',
        'key 00010000: 3 Esc',   # Wine: Escape
        'key small: 2 En',   # Wine: Re(turn)
        'clip=0,0,1,1',
        'SetCursorPos: 50,60',
        'clipped=10,20,200,300',   # Wine without a desktop grab does not confine the pointer
        'SetCursorPos outside: 199,20',   # Wine: 500,5
        'unclipped=1',
        'RegisterDeviceNotificationW=1 Unregister=1',
        'EnumDisplayDevicesW=1 \\\\.\\DISPLAY1 primary=1',
        'EnumDisplayDevicesW(1)=0',
        'monitor=1 attached=1',
    ]
