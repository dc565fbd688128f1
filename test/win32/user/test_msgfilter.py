"""WH_MSGFILTER in USER's modal loops and DefWindowProc's WM_CANCELMODE (mCtrl's menu bar
hot-tracks its menus with both; issue 23). test/exe/msgfilter.exe and
test/exe64/msgfilter.exe (guests/tests/msgfilter.c): in TrackPopupMenu's loop the hook
sees a posted WM_CHAR (MSGF_MENU) and drops it (else "E&xit" would be chosen: 99), then
on a posted WM_USER+1 sends WM_CANCELMODE to the owner, which ends the menu (0); the old
SetWindowsHookA installs the hook again for MessageBox's loop, where it closes the box;
UnhookWindowsHook removes it once.

WINE_OUTPUT is the i686 binary's output under Wine 8 but for one line: Wine's MessageBox
loop passes MSGF_DIALOGBOX (0), the documentation gives MSGF_MESSAGEBOX (1) for a
message box, which is what this desktop passes. (The last printf's arguments are
evaluated right to left: the second UnhookWindowsHook is the first call.)
"""

from paths import guest_exe

WINE_OUTPUT = [
    "hook set",
    "filter code 2 msg 0x102 wparam 0x78",
    "filter code 2 msg 0x401 wparam 0x7",
    "TrackPopupMenu -> 0, dropped 1",
    "unhook 1",
    "old-style hook set",
    "filter code 0 msg 0x402 wparam 0x9",
    "box found 1",
    "MessageBox -> 1",
    "UnhookWindowsHook 0, again 1",
    "done",
]


def test_msgfilter_hooks_in_the_menu_and_message_box_loops(boot, width):
    d = boot(guest_exe("msgfilter", width))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    expected = [line.replace("filter code 0 msg 0x402", "filter code 1 msg 0x402")
                for line in WINE_OUTPUT]
    assert d.vm.stdout_log == expected
