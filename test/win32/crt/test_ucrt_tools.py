"""UCRT functions that tools shipped in packages stop at (issue 23, "Programs in the wild
(stop 26)", docs/runtimes.md): pandoc 3.9 (PyPI pypandoc_binary, GHC with the UCRT)
truncates its output files with _chsize_s and imports acosh, asinh, atanh; ffmpeg 8's
64-bit build (imageio-ffmpeg) stopped at wctype, then the float forms of <math.h>'s
functions (sinf, powf...), isblank, hypot and nextafter.

test/exe/ucrt_tools.exe (guests/tests/ucrt_tools.c, linked against the UCRT; the class
and math functions are asked of ucrtbase.dll with GetProcAddress, since mingw-w64 would
compile its own into the guest) prints a line per check. The expected lines are what
its x86-64 build prints under 64-bit Wine 8, at both widths, except where noted. Under
32-bit Wine the guest stops at isblank (its ucrtbase.dll has no such export), and its
float functions return their results unrounded on the x87 stack (sqrtf(2) prints
1.41421356), where Windows' return a float.
"""

from paths import guest_exe

#: 64-bit Wine 8's lines but five. _chsize_s follows its documentation ("EBADF if the
#: specified file is read-only or the descriptor is invalid"): Wine answers EINVAL (22)
#: for a descriptor open for reading only, and 0 with errno untouched for one that is
#: not open. "blank" is one of the class names C99 (7.25.2.2.2) requires wctype to know;
#: Wine's wctype does not. tanhf(0.5) is the float nearest tanh(0.5) = 0.4621171573
#: (Wine's is one unit in the last place below). nextafterf sets ERANGE when it
#: overflows, as documented; Wine also sets it for a subnormal result.
EXPECTED = [
    '_chsize_s(4)=0 length=4',
    '_chsize_s(5e9)=0 length=5000000000',
    '_chsize_s(16)=0 length=16',
    '_chsize_s(-1)=22 errno=22',
    '_chsize_s(read-only fd)=9 errno=9 length=16',   # Wine: =22 errno=22
    '_chsize_s(bad fd)=9 errno=9',   # Wine: =0 errno=0
    'content (16): 30 31 32 33 00 00 00 00 00 00 00 00 00 00 00 00',
    'wctype(alnum)=0x107: 1 1 1 0 0 0 0 1',
    'wctype(alpha)=0x103: 1 1 0 0 0 0 0 1',
    'wctype(blank)=0x40: 0 0 0 1 0 0 0 0',   # Wine: 0, all 0
    'wctype(cntrl)=0x20: 0 0 0 0 1 0 1 0',
    'wctype(digit)=0x4: 0 0 1 0 0 0 0 0',
    'wctype(graph)=0x117: 1 1 1 0 0 1 0 1',
    'wctype(lower)=0x2: 1 0 0 0 0 0 0 1',
    'wctype(print)=0x157: 1 1 1 1 0 1 0 1',
    'wctype(punct)=0x10: 0 0 0 0 0 1 0 0',
    'wctype(space)=0x8: 0 0 0 1 1 0 1 0',
    'wctype(upper)=0x1: 0 1 0 0 0 0 0 0',
    'wctype(xdigit)=0x80: 1 0 1 0 0 0 0 0',
    'wctype(bogus)=0: 0 0 0 0 0 0 0 0',
    'wctype()=0: 0 0 0 0 0 0 0 0',
    'isblank: space=1 tab=1 a=0 nl=0',
    'iswblank: space=1 tab=1 a=0 nl=0',
    'sqrtf(2)=1.41421354 errno=0',
    'sqrtf(-2)=nan errno=33',
    'sinf(0.5)=0.47942555 errno=0',
    'cosf(0.5)=0.87758255 errno=0',
    'tanf(0.5)=0.546302497 errno=0',
    'asinf(0.5)=0.52359879 errno=0',
    'acosf(0.5)=1.04719758 errno=0',
    'atanf(2)=1.10714877 errno=0',
    'asinf(2)=nan errno=33',
    'sinhf(0.5)=0.521095276 errno=0',
    'coshf(0.5)=1.12762594 errno=0',
    'tanhf(0.5)=0.462117165 errno=0',   # Wine: 0.462117136
    'expf(1)=2.71828175 errno=0',
    'expf(100)=inf errno=34',
    'logf(2)=0.693147182 errno=0',
    'logf(0)=-inf errno=34',
    'logf(-2)=nan errno=33',
    'log10f(100)=2 errno=0',
    'floorf(-2.5)=-3 errno=0',
    'ceilf(0.5)=1 errno=0',
    'atan2f(1, 2)=0.463647604 errno=0',
    'powf(2, 0.5)=1.41421354 errno=0',
    'powf(100, 100)=inf errno=34',
    'fmodf(100, -3)=1 errno=0',
    'asinhf(2)=1.44363546 errno=0',
    'acoshf(2)=1.31695795 errno=0',
    'acoshf(0.5)=nan errno=33',
    'atanhf(0.5)=0.549306154 errno=0',
    'atanhf(1)=inf errno=34',
    'acosh(2)=1.3169579 errno=0',
    'asinh(2)=1.44363548 errno=0',
    'atanh(0.5)=0.549306144 errno=0',
    'atanh(2)=nan errno=33',
    'hypot(3, 4)=5 errno=0',
    'hypot(1e+308, 1e+308)=1.41421356e+308 errno=0',
    'nextafter(1, 2)=1 errno=0',
    'nextafterf(1, 2)=1.00000012 errno=0',
    'nextafterf(0, -2)=-1.40129846e-45 errno=0',   # Wine: errno=34
    'done',
]


def test_ucrt_tools(boot, tmp_path, width):
    d = boot(guest_exe("ucrt_tools", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
