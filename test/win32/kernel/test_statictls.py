"""Implicit TLS of a program and of its DLLs (kernel/statictls.py; guests/tests/tlstest.c,
tlsdll.c): each module with a TLS directory has its own index and every thread its own
copy of each template, a DLL loaded later included. The expected lines are what Wine 8
prints for both builds (64-bit Wine for the x86-64 one). Before, only the program's
image had a block: both DLLs read and wrote the program's (index 0), which is how MSVC's
thread-safe statics in Qt5Core.dll skipped their constructors."""

from paths import guest_exe

EXPECTED = [
    "exe: 111 (index 0)",
    "tlsdll: 222 (index 1)",                    # the imported DLL: the next index
    "main: set exe 1111, tlsdll 2222: 1111 2222",
    "thread: exe 111 (index 0), tlsdll 222 (index 1)",    # a new thread: fresh copies
    "main again: 1111 2222",
    "tlsdyn: 333 (index 2)",                    # LoadLibrary: the next index
    "earlier thread: tlsdyn 333 (index 2)",     # a thread from before it got a copy too
    "earlier thread: set 77, reads 77",
    "main: tlsdyn 333",                         # ...its own
    "reloaded tlsdyn: 333 (index 2)",           # FreeLibrary freed index 2
    "tlsdll still: 2222 (index 1)",
]


def test_each_module_has_its_own_tls_index_and_each_thread_its_own_copies(boot, width):
    d = boot(guest_exe("tlstest", width), settle=False)
    for _ in range(50):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == EXPECTED
    assert d.vm.machine.exit_code == 0
