"""GetTempPath2 (issue 23, "Programs in the wild (stop 27)", docs/runtimes.md): Hugo
0.168's Go runtime (os.TempDir) asks for it before GetTempPath and stopped there.

test/exe/temp_path2.exe (guests/tests/temp_path2.c) finds GetTempPath2A/W with
GetProcAddress and compares their answers with GetTempPath's. Both widths.
"""

from paths import guest_exe

#: Windows' documented behaviour: in a process not running as SYSTEM, GetTempPath2
#: answers what GetTempPath answers. Wine 8 has no GetTempPath2 (its build prints
#: "GetTempPath2W found=0 GetTempPath2A found=0" and stops), so these lines are the
#: documentation's, checked against our own GetTempPath.
EXPECTED = [
    'GetTempPath2W found=1 GetTempPath2A found=1',
    'W: same length=1 same text=1 ends with backslash=1',
    'A: same length=1 same text=1',
    'short buffer: same answer=1, the size needed (over 2)=1',
    'no buffer: answer is the length+1=1',
]


def test_temp_path2(boot, tmp_path, width):
    d = boot(guest_exe("temp_path2", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
