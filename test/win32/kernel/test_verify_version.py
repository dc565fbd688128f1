"""The version test (issue 23, "Programs in the wild", docs/runtimes.md): ninja 1.13's
ninja.exe asks VerifyVersionInfo whether it runs on Windows 7 or later (it lists folders
with FindFirstFileEx's basic level and large fetches there), and RtlAreLongPathsEnabled.

test/exe(64)/verify_version.exe (guests/tests/verify_version.c) builds condition masks
and asks questions whose answer is the same on the Windows 8 a program without a manifest
is told it runs on (core/winver.py), on XP and on Wine's Windows 10. The expected lines are what the same binaries print under Wine 8
(``xvfb-run -a wine verify_version.exe``; the x86-64 build under 64-bit Wine), except the
last: Wine 8's ntdll has no RtlAreLongPathsEnabled ("absent"); here it reads the PEB's
IsLongPathAwareProcess bit, clear (the LongPathsEnabled policy is off, as on a new
Windows).
"""

from paths import guest_exe


def test_condition_masks_and_version_checks(boot, tmp_path, width):
    d = boot(guest_exe("verify_version", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        "mask major>=: 0000000000000018",
        "mask + product type==: 0000000000200018",
        "mask + suite and: 0000000000380018",
        "condition 0 leaves it: 0000000000380018",
        "type 0 leaves it: 0000000000380018",
        "condition's low 3 bits: 0000000000007000",
        "XP (5.1 SP0) or later: 1 err=0",
        "Windows 2000 or later: 1 err=0",
        "NT 4 or later: 1 err=0",
        "exactly NT 4: 0 err=1150",
        "before NT 4: 0 err=1150",
        "before 5.0: 0 err=1150",
        "after 99: 0 err=1150",
        "an NT workstation: 1",
        "a server: 0 err=1150",
        "no type: 0 err=160",
        "no condition: 0 err=160",
        "RtlVerifyVersionInfo(major>=4)=00000000",
        "RtlVerifyVersionInfo(major<4)=c0000059",
        "RtlVerifyVersionInfo(no type)=c000000d",
        "RtlAreLongPathsEnabled: FALSE",      # Wine 8: "absent"
    ]
