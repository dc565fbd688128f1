"""What Qt 6's 64-bit tools (PySide6's uic, rcc, lrelease, lupdate) stopped at with
Visual C++'s own runtime DLLs beside them (guests/tests/qt6stops.c), both widths:
NTDLL's RtlPcToFileHeader through KERNEL32, and the UCRT's locale lock, which a second
thread waits for while another holds it. The expected lines are Wine 8's for each
build."""

from paths import guest_exe


def expected(width):
    null = "0" * 2 * width
    return [
        "RtlPcToFileHeader present: 1",
        "main: 1 1",
        "exe header: 1 1",
        "kernel32 function: 1 1",
        "heap: %s %s" % (null, null),
        "NULL: %s %s" % (null, null),
        "locale lock present: 1 1",
        "held: wait 258 got 0",        # WAIT_TIMEOUT: the thread waits for the lock
        "released: wait 0 got 1",
    ]


def test_pc_to_file_header_and_the_locale_lock(boot, width):
    d = boot(guest_exe("qt6stops", width), settle=False)
    for _ in range(200):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == expected(width)
    assert d.vm.machine.exit_code == 0
