"""msvcrt's exported ``__argc`` and ``__wargv`` after a -municode program's start-up
(docs/runtimes.md, "Programs in the wild (stop 28): Tcl/Tk": wish, a wWinMain, reads its
arguments from them, and stopped at wcslen(NULL) while ``__wgetmainargs`` left ``__argc``
0).

test/exe/crt_wargc.exe (guests/tests/crt_wargc.c, a wmain program) prints a line per
check; the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine crt_wargc.exe hello "two words"``; its x86-64 build prints the same
under 64-bit Wine). mingw-w64's start-up hands wmain a copy of the vector, so
``__wargv`` is not ``argv`` there either.
"""

from paths import guest_exe

#: Wine 8's lines exactly (both widths).
EXPECTED = [
    'argc=3 __argc=3',
    '__wargv is argv=0',
    '__wargv[1]=hello __wargv[2]=two words',
    '__wargv[__argc] is NULL=1',
]


def test_wgetmainargs_sets_the_exported_argc_and_wargv(boot, width):
    d = boot(guest_exe("crt_wargc", width), args='hello "two words"', settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
