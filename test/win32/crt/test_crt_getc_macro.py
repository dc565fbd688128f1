"""The getc/putc macros of older C headers (issue 23, "Programs in the wild",
docs/runtimes.md): busybox-w32's wc and grep read through the FILE's _ptr and _cnt and
call _filbuf when the count runs out, and write through _flsbuf.

test/exe/crt_getc_macro.exe (guests/tests/crt_getc_macro.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
crt_getc_macro.exe``; its x86-64 build prints the same under 64-bit Wine).
"""

from paths import guest_exe


def test_getc_and_putc_macros_over_filbuf_and_flsbuf(boot, tmp_path, width):
    d = boot(guest_exe("crt_getc_macro", width), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        '_flsbuf returns its character=1',
        'char 1: g',
        'char 2: e',
        'char 3: t',
        'char 4: c',
        'read 21 characters, 2 lines, then EOF; feof=1',
    ]
