"""``msvc_rtti64.exe`` (guests/tests/msvc_rtti64.cpp, built by clang++ for the x64 MSVC
ABI and lld-link: a real compiler's RTTI) casts with dynamic_cast through msvcrt.dll's
__RTDynamicCast and __RTCastToVoid — down, across and through a virtual base — over
CompleteObjectLocators whose references are image-relative (signature 1), and prints
what 64-bit Wine 8 prints (test/expected/msvc_rtti64.txt: ``WINEPREFIX=<win64 prefix>
xvfb-run -a wine test/exe64/msvc_rtti64.exe``).
"""

import os

from paths import TEST_DIR as HERE


def test_dynamic_cast_of_an_msvc_x64_program_as_on_wine(boot):
    d = boot(os.path.join(HERE, "exe64", "msvc_rtti64.exe"))
    vm = d.vm
    for _ in range(200):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.machine.fault is None, vm.machine.fault
    with open(os.path.join(HERE, "expected", "msvc_rtti64.txt"), encoding="utf-8") as f:
        assert vm.stdout_log == f.read().splitlines()
    assert vm.machine.exited and vm.machine.exit_code == 0
