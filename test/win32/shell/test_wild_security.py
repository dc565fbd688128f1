"""What PuTTY 0.83's programs ask before their first window (issue 23, "Programs in the
wild", docs/runtimes.md): putty.exe calls SHELL32's SetCurrentProcessExplicitAppUserModelID
(found with GetProcAddress) and pageant.exe builds its pipe's DACL with SetEntriesInAclA.

test/exe/wild_security.exe (guests/tests/wild_security.c) prints a line per step; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
wild_security.exe``; its x86-64 build prints the same under 64-bit Wine), except where a
comment says why not.
"""

from paths import guest_exe

#: Wine's lines. One difference on purpose: Wine's GetCurrentProcessExplicitAppUserModelID
#: is a stub answering E_NOTIMPL; here the ID set is read back (Windows' behaviour), so
#: Get answers S_OK and the ID.
EXPECTED = [
    'shell32 exports: set=1 get=1',
    'Set(SimonTatham.PuTTY)=0x0',
    'Get=0x0 id=SimonTatham.PuTTY',     # Wine: Get=0x80004001 (E_NOTIMPL)
    "pageant's three entries: err=0 rev=2 size=32 count=1 valid=1",
    '  ace 0: type=0 flags=0x0 size=24 mask=0xc0000000 sid=S-1-5-32-544',
    'no entries, no old ACL: err=0 acl=NULL',
    'no entries, an old ACL: err=0 rev=2 size=76 count=3 valid=1',
    '  ace 0: type=0 flags=0x0 size=20 mask=0x1 sid=S-1-1-0',
    '  ace 1: type=0 flags=0x0 size=24 mask=0x2 sid=S-1-5-32-545',
    '  ace 2: type=0 flags=0x10 size=24 mask=0x4 sid=S-1-5-32-544',
    'grant, deny, set over the old ACL: err=0 rev=2 size=140 count=5 valid=1',
    '  ace 0: type=0 flags=0x0 size=24 mask=0x10 sid=S-1-5-32-545',
    '  ace 1: type=1 flags=0x0 size=20 mask=0x20 sid=S-1-5-2',
    '  ace 2: type=0 flags=0x0 size=20 mask=0x40 sid=S-1-1-0',
    '  ace 3: type=0 flags=0x0 size=24 mask=0x2 sid=S-1-5-32-545',
    '  ace 4: type=0 flags=0x10 size=24 mask=0x4 sid=S-1-5-32-544',
    'revoke then grant with inheritance: err=0 rev=2 size=100 count=3 valid=1',
    '  ace 0: type=0 flags=0x2 size=24 mask=0x80 sid=S-1-5-32-545',
    '  ace 1: type=0 flags=0x0 size=20 mask=0x1 sid=S-1-1-0',
    '  ace 2: type=0 flags=0x10 size=24 mask=0x4 sid=S-1-5-32-544',
    'W, by name Everyone, over the last: err=0 rev=2 size=96 count=3 valid=1',
    '  ace 0: type=0 flags=0x2 size=24 mask=0x80 sid=S-1-5-32-545',
    '  ace 1: type=0 flags=0x0 size=20 mask=0x10000000 sid=S-1-1-0',
    '  ace 2: type=0 flags=0x10 size=24 mask=0x4 sid=S-1-5-32-544',
    'unknown name: err=87 acl=NULL',
    'done',
]


def test_app_user_model_id_and_set_entries_in_acl(boot, width):
    d = boot(guest_exe("wild_security", width), settle=False)
    d.run_to_end(200)
    assert d.vm.stdout_log == EXPECTED
