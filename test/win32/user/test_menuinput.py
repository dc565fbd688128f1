"""Menus driven through the input queue (issue 23; Wine 8's user32 menu.c
test_menu_input): keystrokes and clicks a program sends with SendInput reach the menu
loop, and the owner gets the documented messages in Windows' order.

test/exe/menuinput.exe (guests/tests/menuinput.c) starts menu mode with a SendInput
keystroke or click (or TrackPopupMenu) and drives the rest from WM_ENTERIDLE, which the
loop sends each time its queue runs empty: Alt, arrows and Enter through a cascaded
submenu; a mnemonic and Escape twice (the first closes the popup and leaves its title
selected); F10 and Left/Right over the titles without a popup; clicks on a title, a
cascading item, a command and a command of the bar; TrackPopupMenu with TPM_RETURNCMD,
with TPM_NONOTIFY (WM_ENTERIDLE, the last WM_MENUSELECT and WM_EXITMENULOOP still go
out) and ended by EndMenu; MNS_NOTIFYBYPOS (WM_MENUCOMMAND instead of WM_COMMAND).

EXPECTED is what the same binary prints under Wine 8 (``WINEDEBUG=-all xvfb-run -a wine
menuinput.exe``), exactly. The x86-64 build prints the same under 64-bit Wine, except
that there the F10 scenario (or once the Escape one) sometimes never starts: Wine takes
SendInput's keys through the X server under xvfb and loses that tap now and then; the
test checks both builds against the full transcript.
"""

from paths import guest_exe

EXPECTED = [
    '-- Alt, arrows, Enter through a cascade',
    'WM_ENTERMENULOOP popup=0',
    'WM_INITMENU bar',
    'WM_MENUSELECT item=0 flags=0x90 bar',
    'WM_ENTERIDLE kind=2 window=0 File-hilite=1',
    'WM_INITMENUPOPUP File pos=0 sys=0',
    'WM_MENUSELECT item=101 flags=0x80 File',
    'WM_ENTERIDLE kind=2 window=File File-hilite=1',
    'WM_MENUSELECT item=102 flags=0x81 File',
    'WM_ENTERIDLE kind=2 window=File File-hilite=1',
    'WM_MENUSELECT item=2 flags=0x90 File',
    'WM_ENTERIDLE kind=2 window=File File-hilite=1',
    'WM_INITMENUPOPUP Recent pos=2 sys=0',
    'WM_MENUSELECT item=111 flags=0x80 Recent',
    'WM_ENTERIDLE kind=2 window=Recent File-hilite=1',
    'WM_MENUSELECT item=112 flags=0x80 Recent',
    'WM_ENTERIDLE kind=2 window=Recent File-hilite=1',
    'WM_UNINITMENUPOPUP Recent sys=0',
    'WM_UNINITMENUPOPUP File sys=0',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=0',
    'WM_COMMAND id=112',
    '-- Alt, mnemonic, Esc, Esc',
    'WM_ENTERMENULOOP popup=0',
    'WM_INITMENU bar',
    'WM_MENUSELECT item=0 flags=0x90 bar',
    'WM_ENTERIDLE kind=2 window=0 File-hilite=1',
    'WM_MENUSELECT item=1 flags=0x90 bar',
    'WM_INITMENUPOPUP Edit pos=1 sys=0',
    'WM_MENUSELECT item=201 flags=0x80 Edit',
    'WM_ENTERIDLE kind=2 window=Edit File-hilite=0',
    'WM_UNINITMENUPOPUP Edit sys=0',
    'WM_ENTERIDLE kind=2 window=0 File-hilite=0',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=0',
    '-- F10, Right, Left, Enter, mnemonic',
    'WM_ENTERMENULOOP popup=0',
    'WM_INITMENU bar',
    'WM_MENUSELECT item=0 flags=0x90 bar',
    'WM_ENTERIDLE kind=2 window=0 File-hilite=1',
    'WM_MENUSELECT item=1 flags=0x90 bar',
    'WM_ENTERIDLE kind=2 window=0 File-hilite=0',
    'WM_MENUSELECT item=0 flags=0x90 bar',
    'WM_ENTERIDLE kind=2 window=0 File-hilite=1',
    'WM_INITMENUPOPUP File pos=0 sys=0',
    'WM_MENUSELECT item=101 flags=0x80 File',
    'WM_ENTERIDLE kind=2 window=File File-hilite=1',
    'WM_UNINITMENUPOPUP File sys=0',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=0',
    'WM_COMMAND id=101',
    '-- clicks: title, cascading item, command',
    'WM_ENTERMENULOOP popup=0',
    'WM_INITMENU bar',
    'WM_MENUSELECT item=0 flags=0x90 bar',
    'WM_INITMENUPOPUP File pos=0 sys=0',
    'WM_ENTERIDLE kind=2 window=File File-hilite=1',
    'WM_MENUSELECT item=2 flags=0x90 File',
    'WM_INITMENUPOPUP Recent pos=2 sys=0',
    'WM_ENTERIDLE kind=2 window=Recent File-hilite=1',
    'WM_MENUSELECT item=111 flags=0x80 Recent',
    'WM_UNINITMENUPOPUP Recent sys=0',
    'WM_UNINITMENUPOPUP File sys=0',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=0',
    'WM_COMMAND id=111',
    '-- click on a command of the bar',
    'WM_ENTERMENULOOP popup=0',
    'WM_INITMENU bar',
    'WM_MENUSELECT item=300 flags=0x80 bar',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=0',
    'WM_COMMAND id=300',
    '-- TrackPopupMenu TPM_RETURNCMD',
    'WM_ENTERMENULOOP popup=1',
    'WM_INITMENU Popup',
    'WM_INITMENUPOPUP Popup pos=0 sys=0',
    'WM_ENTERIDLE kind=2 window=Popup File-hilite=0',
    'WM_MENUSELECT item=401 flags=0x80 Popup',
    'WM_ENTERIDLE kind=2 window=Popup File-hilite=0',
    'WM_MENUSELECT item=402 flags=0x80 Popup',
    'WM_ENTERIDLE kind=2 window=Popup File-hilite=0',
    'WM_UNINITMENUPOPUP Popup sys=0',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=1',
    'TrackPopupMenu=402 idles=0',
    '-- TrackPopupMenu TPM_NONOTIFY | TPM_RETURNCMD',
    'WM_ENTERIDLE kind=2 window=Popup File-hilite=0',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=1',
    'TrackPopupMenu=0 idles=0',
    '-- TrackPopupMenu ended by EndMenu',
    'WM_ENTERMENULOOP popup=1',
    'WM_INITMENU Popup',
    'WM_INITMENUPOPUP Popup pos=0 sys=0',
    'WM_ENTERIDLE kind=2 window=Popup File-hilite=0',
    'EndMenu=1',
    'WM_UNINITMENUPOPUP Popup sys=0',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=1',
    'TrackPopupMenu=1 idles=0',
    'SetMenuInfo MNS_NOTIFYBYPOS=1',
    '-- MNS_NOTIFYBYPOS: Alt, Down, Enter',
    'WM_ENTERMENULOOP popup=0',
    'WM_INITMENU bar',
    'WM_MENUSELECT item=0 flags=0x90 bar',
    'WM_ENTERIDLE kind=2 window=0 File-hilite=1',
    'WM_INITMENUPOPUP File pos=0 sys=0',
    'WM_MENUSELECT item=101 flags=0x80 File',
    'WM_ENTERIDLE kind=2 window=File File-hilite=1',
    'WM_UNINITMENUPOPUP File sys=0',
    'WM_MENUSELECT item=0 flags=0x7fff 0',
    'WM_EXITMENULOOP popup=0',
    'WM_MENUCOMMAND pos=0 File',
    'done',
]


def test_sendinput_keys_and_clicks_drive_menus_as_on_windows(boot, tmp_path, width):
    d = boot(guest_exe("menuinput", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(8000)
    assert d.vm.stdout_log == EXPECTED
