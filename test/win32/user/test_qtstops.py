"""The Win32 families Qt 5's Windows programs stopped at (guests/tests/qtstops.c), both
widths: power notifications and suspend/resume notifications (user32), clipboard format
listeners (WM_CLIPBOARDUPDATE), aclapi.h's TRUSTEE helpers (advapi32), GDI's pixel
format functions, ole32's CoLockObjectExternal and EnableNonClientDpiScaling. The expected lines are Wine 8's for each build but where noted."""

from paths import guest_exe

EXPECTED = [
    "power setting: 1",
    "unregister: 1",
    "suspend/resume: 1",
    "unregister: 1",
    "add listener: 1",
    "updates after a change: 1",           # CloseClipboard after a change: posted
    "updates after open/close: 1",         # no change: none
    "remove listener: 1",
    "updates after removal: 1",
    "bad window: 0 1400",                  # ERROR_INVALID_WINDOW_HANDLE
    "sid trustee: form 0 type 0 name 1",   # TRUSTEE_IS_SID, TRUSTEE_IS_UNKNOWN
    "name trustee: form 1 type 0 name CURRENT_USER",
    "objects and sid: form 3 name 1 present 1 guid 1 inherited zero 1 sid 1",
    None,                                  # a type name not given is left as it was
    # Wine 8 has OpenGL (64-bit: "1 3735928559" and 480 formats, the error untouched;
    # 32-bit under this Xvfb: 0, untouched): this desktop has no opengl32.dll, so GDI's
    # pixel format calls fail as gdi32 does when it cannot load it (ERROR_MOD_NOT_FOUND)
    "ChoosePixelFormat: 0 126",
    "DescribePixelFormat: 0 126",
    "GetPixelFormat: 0",
    # Wine 8 faults inside CoLockObjectExternal with this object (a read of NULL) and
    # prints nothing from here: the lines below follow the documentation
    "lock: 0 refs 2, again 3, unlock 0 refs 2, unlock 1, extra unlock 0 refs 1, "
    "NULL 0x80070057",
    # Wine 8: "0 120" (a stub: ERROR_CALL_NOT_IMPLEMENTED); at 96 DPI there is nothing
    # to scale, and Windows succeeds for a window
    "EnableNonClientDpiScaling: 1 0",
    # Wine 8 lacks GetMultipleTrusteeOperation and stops here; the documented answers
    # (NULL, NO_MULTIPLE_TRUSTEE) for a trustee Build* made
    None,
]


def test_the_families_qt_stopped_at(boot, width):
    d = boot(guest_exe("qtstops", width), settle=False)
    for _ in range(20):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    junk = "cc" * width
    expected = list(EXPECTED)
    expected[13] = ("objects and name: form 4 name 1 present 2 type 1 names %s inherited "
                    "Everyone" % junk)
    expected[19] = "multiple: %s 0" % ("0" * 2 * width)
    assert d.vm.stdout_log == expected
    assert d.vm.machine.exit_code == 0
