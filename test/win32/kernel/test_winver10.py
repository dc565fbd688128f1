"""The Windows the desktop is (Windows 10 22H2, 10.0.19045: core/winver.py) and the
manifest-based version lie of Windows 8.1 and later (Microsoft, "Targeting your
application for Windows"; docs/win32-layers.md).

test/exe(64)/winver10.exe (guests/tests/winver10.c) has no manifest of its own; each run
puts a ``winver10.exe.manifest`` beside it (or none). GetVersion, GetVersionEx,
VerifyVersionInfo and msvcrt's _winver/_winmajor/_winminor/_osver answer 6.2.9200 without
a manifest or with one naming only Windows 7 (or any before 8.1), 6.3.9600 with one
naming Windows 8.1, the true version with one naming Windows 10; RtlGetVersion,
RtlGetNtVersionNumbers, KUSER_SHARED_DATA and the PEB always tell the truth.

The expected lines are what the same binaries print under Wine 8 with its prefix set to
Windows 10 (``winecfg -v win10``; Wine 8's own default is Windows 7), 32- and 64-bit,
each manifest beside the exe, except: Wine's Windows 10 is build 18362 (here 19045, 22H2),
and its OSVERSIONINFOEX suite mask is 0 (here 0x100, VER_SUITE_SINGLEUSERTS, as Windows
10 Pro reports it).
"""

import pytest

from paths import guest_exe

WIN7 = '<supportedOS Id="{35138b9a-5d96-4fbd-8e2d-a2440225f93a}"/>'
WIN81 = '<supportedOS Id="{1f676c76-80e1-4239-95bb-83d0f6d0da78}"/>'
WIN10 = '<supportedOS Id="{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}"/>'

MANIFEST = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0">
<assemblyIdentity type="win32" name="winver10" version="1.0.0.0"/>
<compatibility xmlns="urn:schemas-microsoft-com:compatibility.v1"><application>
%s
</application></compatibility>
</assembly>
"""

TRUTH = [
    "RtlGetVersion: 10.0.19045 platform 2 sp 0.0 suite 0100 type 1",
    "RtlGetNtVersionNumbers: 10.0.19045 (top nibble f)",
    "KUSER_SHARED_DATA: 10.0",
    "PEB: 10.0.19045 platform 2",
]


def expected(major, minor, build):
    """The lines for a program told ``major.minor.build``."""
    told = (major, minor)
    return [
        "GetVersion: %d.%d.%d" % (major, minor, build),
        "GetVersionExA: %d.%d.%d platform 2 csd '' sp 0.0 suite 0100 type 1"
        % (major, minor, build),
        "GetVersionExW: %d.%d.%d" % (major, minor, build),
    ] + TRUTH + [
        "msvcrt _winver: %d" % (major << 8 | minor),
        "msvcrt _winmajor: %d" % major,
        "msvcrt _winminor: %d" % minor,
        "msvcrt _osver: %d" % build,
    ] + ["VerifyVersionInfo %d.%d: %s" % (want + ("1 err=0" if told >= want else "0 err=1150",))
         for want in ((10, 0), (6, 3), (6, 2), (5, 1))]


@pytest.mark.parametrize("manifest, version", [
    (None, (6, 2, 9200)),
    (WIN7, (6, 2, 9200)),
    (WIN7 + WIN81, (6, 3, 9600)),
    (WIN7 + WIN81 + WIN10, (10, 0, 19045)),
], ids=["none", "win7", "win81", "win10"])
def test_the_manifest_decides_what_getversionex_says(boot, tmp_path, width, manifest, version):
    d = boot(guest_exe("winver10", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    if manifest is not None:
        _, host = d.vm.vfs.resolve(d.vm.image_path + ".manifest")
        with open(host, "w") as f:
            f.write(MANIFEST % manifest)
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected(*version)
