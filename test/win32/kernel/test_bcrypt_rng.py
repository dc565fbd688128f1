"""bcrypt.dll's random number generator (issue 23, "Programs in the wild",
docs/runtimes.md): taplo 0.9.3 (and maturin, sccache, git-cliff, node.exe 18) draw their
random bytes with BCryptGenRandom.

test/exe/bcrypt_rng.exe (guests/tests/bcrypt_rng.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine bcrypt_rng.exe``),
and its x86-64 build prints the same under 64-bit Wine, but for the one line marked.
"""

from paths import guest_exe

EXPECTED = [
    'system preferred: 00000000 filled=1',
    'again: 00000000 differs=1',
    'one byte: 00000000 rest untouched=1',
    'zero length: 00000000',
    'no handle, no flag: c0000008',
    'no buffer: c000000d',
    'open RNG: 00000000 handle=1',
    'with handle: 00000000 filled=1',
    'entropy in buffer: 00000000 filled=1',
    'open RNG, primitive provider: 00000000 handle=1 other=1',
    'close: 00000000',
    'close: 00000000',
    'close NULL: c0000008',
    'open, no out pointer: c000000d',
    'open, no algorithm: c000000d',
    # Windows documents STATUS_NOT_FOUND for an identifier no provider knows; Wine 8
    # answers STATUS_NOT_IMPLEMENTED (c0000002)
    'open unknown algorithm: c0000225 handle=0',
    'RNG pseudo-handle: 00000000 filled=1',
]


def test_bcrypt_random_generator_as_on_wine(boot, width):
    d = boot(guest_exe("bcrypt_rng", width))
    d.settle(100)
    vm = d.vm
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.machine.exited and vm.machine.exit_code == 0
    assert vm.stdout_log == EXPECTED
    assert vm.kernel.bcrypt_algorithms == {}     # both providers were closed


def test_a_hash_algorithm_stops_the_guest_naming_it(boot):
    """Only the generators are provided: opening SHA256 is not answered quietly."""
    import pytest
    from wineagent.abi.api import Unimplemented
    from wineagent.win32.dlls.bcrypt.rng import BCryptOpenAlgorithmProvider
    d = boot(guest_exe("bcrypt_rng", 4))

    class Call:
        vm = d.vm
    with pytest.raises(Unimplemented, match="SHA256"):
        BCryptOpenAlgorithmProvider(Call, d.vm.heap.alloc(8), "SHA256", None, 0)
