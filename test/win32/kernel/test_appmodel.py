"""KERNEL32's app-model queries in a process without a package (issue 23, Qt 6.8's
Qt6Core imports GetCurrentPackageFullName).

test/exe/appmodel.exe (guests/tests/appmodel.c) asks each query of the current process,
of an opened handle to it and of an event's handle. The lines are Wine 8's at both
widths but where noted: Wine 8 does not export GetCurrentPackageInfo, GetPackageId and
the application user model id functions (Windows 10's kernel32 does: their lines are
MSDN's, APPMODEL_ERROR_NO_PACKAGE 15700 and APPMODEL_ERROR_NO_APPLICATION 15703), and it
answers 15700 for a handle that is not a process's, where Windows, reading the
process's token, fails with ERROR_INVALID_HANDLE (6).
"""

from paths import guest_exe

EXPECTED = []
for _name in ("GetCurrentPackageFullName", "GetCurrentPackageFamilyName",
              "GetCurrentPackageId", "GetCurrentPackagePath"):
    EXPECTED += ["%s: 15700 len 256" % _name, "%s, no buffer: 15700 len 0" % _name]
EXPECTED += [
    "GetCurrentApplicationUserModelId: 15703 len 256",            # Wine: not exported
    "GetCurrentApplicationUserModelId, no buffer: 15703 len 0",
    "GetCurrentPackageInfo: 15700 len 0 count 9",                 # Wine: not exported
]
for _name, _err in (("GetPackageFullName", 15700), ("GetPackageFamilyName", 15700),
                    ("GetPackageId", 15700),                     # Wine: not exported
                    ("GetApplicationUserModelId", 15703)):       # Wine: not exported
    EXPECTED += ["%s(pseudo): %d len 256" % (_name, _err), "%s(opened): %d" % (_name, _err),
                 "%s(event): 6" % _name]                          # Wine: 15700


def test_no_package_identity(boot, tmp_path, width):
    d = boot(guest_exe("appmodel", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
