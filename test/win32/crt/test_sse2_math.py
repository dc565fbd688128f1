"""The UCRT's SSE2 math helpers (issue 23, "Programs in the wild (stop 27)",
docs/runtimes.md): pngquant 3.0.3's Visual C++ build (PyPI pngquant-cli, win32 wheel)
calls _libm_sse2_pow_precise and stopped there.

test/exe/sse2_math.exe (guests/tests/sse2_math.c) calls each helper of x86 ucrtbase.dll
with its operands in XMM0 (and XMM1) and prints the result and errno; its x86-64 build
checks that x64 ucrtbase.dll exports none of them. The expected lines are what the same
binaries print under Wine 8 (32-bit and 64-bit), line for line.
"""

from paths import guest_exe

EXPECTED = {
    4: [
        'ucrtbase loaded=1 errno found=1',
        'sqrt(2) = 1.4142135623731 errno=0',
        'sin(0.5) = 0.479425538604203 errno=0',
        'cos(0.5) = 0.877582561890373 errno=0',
        'tan(0.5) = 0.54630248984379 errno=0',
        'asin(0.5) = 0.523598775598299 errno=0',
        'acos(0.5) = 1.0471975511966 errno=0',
        'atan(1) = 0.785398163397448 errno=0',
        'exp(1) = 2.71828182845905 errno=0',
        'log(10) = 2.30258509299405 errno=0',
        'log10(1000) = 3 errno=0',
        'pow(2, 10) = 1024 errno=0',
        'pow(2, 0.5) = 1.4142135623731 errno=0',
        'pow(9, -0.5) = 0.333333333333333 errno=0',
        'sqrt(-1) = nan errno=33',
        'log(0) = -inf errno=34',
        'log10(-2) = nan errno=33',
        'acos(2) = nan errno=33',
        'exp(1000) = inf errno=34',
        'pow(0, -1) = inf errno=34',
        'pow(-8, 0.333333) = nan errno=33',
        'pow(10, 400) = inf errno=34',
    ],
    8: [
        'ucrtbase loaded=1',
        '_libm_sse2_pow_precise exported=0',
        '_libm_sse2_sqrt_precise exported=0',
        '_libm_sse2_sin_precise exported=0',
    ],
}


def test_sse2_math(boot, tmp_path, width):
    d = boot(guest_exe("sse2_math", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED[width]
