"""Floating point: msvcrt <math.h> returning on the x87 stack, mingw's own FPU code,
string-to-double conversion and WINMM's clock — through a real guest (mathtest.exe), at
both widths: its x86-64 build takes and returns the doubles in XMM registers and prints the
same (as under 64-bit Wine, but for timeGetTime's reading of the host clock)."""

import pytest
from paths import guest_exe


@pytest.fixture(scope="module")
def out(width):
    from wineagent.vm import VM
    vm = VM(guest_exe("mathtest", width))
    for _ in range(40):
        vm.run_batch()
        if vm.ended:
            break
    assert vm.machine.fault is None, vm.machine.fault.report()
    assert vm.machine.exit_code == 0
    vm.close()
    return vm.stdout_log


def test_msvcrt_math_returns_its_doubles_where_the_caller_reads_them(out):
    """sqrt/sin/pow/atan2/floor/fmod called through msvcrt give C's results (on the x87
    stack to a 32-bit caller, in XMM0 to a 64-bit one)."""
    assert "crt_sqrt2=1.414214 crt_sin1=0.841471" in out
    assert "crt_pow=1024.0 crt_atan2=0.785398" in out
    assert "crt_floor=-3.0 crt_fmod=1.0" in out
    assert "crt_strtod=1000.0 rest=xyz" in out


def test_domain_and_pole_errors_follow_c(out):
    """sqrt(-1) is NaN with errno EDOM; log(0) is -inf."""
    assert "crt_sqrt_neg_nan=1 crt_edom=1" in out
    assert "crt_log0=1" in out


def test_the_x87_stack_stays_balanced_over_many_calls(out):
    """A hundred pushed results summed by guest code give the right total."""
    assert "crt_sum=661.4629" in out


def test_mingw_inline_floating_point_and_timegettime(out):
    """The guest's own x87 code (mingw's libm, printf of doubles) and timeGetTime."""
    assert "sqrt2=1.414214" in out and "sin1=0.841471 cos1=0.540302" in out
    assert "floor=-3.0 ceil=-2.0" in out and "exp_log=3.000000" in out
    assert "atof=3.25" in out and "log0_inf=1" in out and "mixed=2.121" in out
    assert "timegettime=1" in out
