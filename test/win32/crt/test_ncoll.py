"""The counted collation functions of the "C" locale: _strncoll, _strnicoll, _wcsncoll,
_wcsnicoll (stop 27, Vim: gvim.exe called _strnicoll while starting and stopped there).

test/exe/ncoll.exe (guests/tests/ncoll.c) prints the sign of each comparison; the
expected lines are what the same binary prints under Wine 8 (`xvfb-run -a wine
ncoll.exe`; the x86-64 build prints the same under 64-bit Wine). The test runs at both
widths.
"""

from paths import guest_exe

#: Wine's lines: at most n characters compared, A-Z folded for the i forms.
EXPECTED = [
    '_strncoll(abcX, abcY, 3)=0',
    '_strncoll(abcX, abcY, 4)=-1',
    '_strncoll(ab, abc, 5)=-1',
    '_strnicoll(HELLO, help, 3)=0',
    '_strnicoll(HELLO, help, 4)=-1',
    '_strnicoll(x, y, 0)=0',
    '_strnicoll([, a, 1)=-1',
    '_wcsncoll(abcX, abcY, 3)=0',
    '_wcsncoll(abd, abc, 3)=1',
    '_wcsnicoll(ABC, abd, 2)=0',
    '_wcsnicoll(ABC, abd, 3)=-1',
    'done',
]


def test_counted_collation(boot, tmp_path, width):
    d = boot(guest_exe("ncoll", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert list(d.vm.stdout_log) == EXPECTED
