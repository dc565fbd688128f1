"""The environment a program starts with (docs/runtimes.md, "Environment"): the variables
every Windows session gives, seen alike through the C runtime's getenv and _environ and
KERNEL32's GetEnvironmentVariable, and GetTempPath following TMP.

test/exe/envdefaults.exe (guests/tests/envdefaults.c) prints one line per variable.
Under Wine 8 the same exe prints the same names with the prefix's values
(``C:\\windows``, ``C:\\users\\<host user>``, the host's processor count, 73 variables
from the host's environment): here the values are the paths our folder APIs answer and
the fixed machine and user names, and nothing comes from the host."""

from paths import guest_exe


def test_a_program_starts_with_windows_session_variables(boot, width):
    d = boot(guest_exe("envdefaults", width), settle=False)
    for _ in range(50):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.ended and d.vm.machine.fault is None
    arch = "AMD64" if width == 8 else "x86"       # as GetSystemInfo tells each width
    assert list(d.vm.stdout_log) == [
        "SystemRoot=C:\\WINDOWS same=1",
        "windir=C:\\WINDOWS same=1",
        "Path=C:\\WINDOWS\\system32;C:\\WINDOWS;C:\\WINDOWS\\system32\\Wbem same=1",
        "PATHEXT=.COM;.EXE;.BAT;.CMD;.VBS;.VBE;.JS;.JSE;.WSF;.WSH;.MSC same=1",
        "TEMP=C:\\TEMP same=1",
        "TMP=C:\\TEMP same=1",
        "APPDATA=C:\\users\\user\\AppData\\Roaming same=1",
        "LOCALAPPDATA=C:\\users\\user\\AppData\\Local same=1",
        "USERPROFILE=C:\\users\\user same=1",
        "ProgramFiles=C:\\Program Files same=1",
        "ComSpec=C:\\WINDOWS\\system32\\cmd.exe same=1",
        "OS=Windows_NT same=1",
        "PROCESSOR_ARCHITECTURE=%s same=1" % arch,
        "NUMBER_OF_PROCESSORS=1 same=1",
        "COMPUTERNAME=WINEAGENT same=1",
        "USERNAME=Player same=1",
        "_environ has 27, first ALLUSER",     # with PROCESSOR_IDENTIFIER and _REVISION
        "GetWindowsDirectory=C:\\WINDOWS",
        "GetTempPath=C:\\TEMP\\",
        "GetTempPath after TMP=C:\\mytmp: C:\\mytmp\\",
    ]
