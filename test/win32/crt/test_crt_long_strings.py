"""The C library's string functions past 64 KiB, and __lconv_init (issue 23, "Programs
in the wild", docs/runtimes.md): SWIG 4.2.1 keeps its preprocessed input as one string of
about 300 KiB; strlen, strstr and fputs read only its first 64 KiB, so SWIG parsed a
truncated file ("Error: Unknown directive '%ty'"). Its mingw-w64 start-up code calls
__lconv_init (a program built with unsigned chars).

test/exe/crt_long_strings.exe (guests/tests/crt_long_strings.c) prints a line per check;
the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine crt_long_strings.exe``), and its x86-64 build prints the same under
64-bit Wine.
"""

from paths import guest_exe

EXPECTED = [
    'strlen=200000',
    'strchr(y)=150000 strchr(z)=190000 strrchr(x)=199999 strchr(NUL)=200000',
    'strstr(yx)=150000 strstr(zx)=190000',
    'strcpy: strlen=200000 same=1',
    'strcmp=1 _stricmp=1',
    'strcat: strlen=400000 last z at 390000',
    '_strdup: strlen=200000',
    'strspn(x)=150000 strcspn(z)=190000',
    'fputs=1',
    'file size=200000',
    'wcslen=200000 wcschr(r)=120000',
    'before __lconv_init: frac_digits=127 int_frac_digits=127 n_sign_posn=127',
    '__lconv_init=0',
    'after: frac_digits=255 int_frac_digits=255 p_cs_precedes=255 p_sep_by_space=255 n_cs_precedes=255 n_sep_by_space=255 p_sign_posn=255 n_sign_posn=255',
    'decimal_point=[.] thousands_sep=[]',
]


def test_string_functions_read_past_64_kib_and_lconv_init_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("crt_long_strings", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(200)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.stdout_log == EXPECTED
