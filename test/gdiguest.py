"""Run a gdi*.exe test guest to its end in-process and return what it printed."""

import os

from paths import guest_exe
from wineagent.vm import VM

EXE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "exe")


def run_guest(name, batches=400, width=4):
    """stdout lines of test guest NAME run to its exit (asserting a clean exit): its i686
    build (test/exe/NAME.exe) or, with ``width=8``, its x86-64 one (test/exe64/)."""
    vm = VM(guest_exe(name, width))
    try:
        for _ in range(batches):
            vm.run_batch()
            if vm.ended:
                break
        assert vm.machine.fault is None, vm.machine.fault.report()
        assert vm.machine.exit_code == 0
        return list(vm.stdout_log)
    finally:
        vm.close()


def values(lines):
    """{name: value} from "name=value name2=value2" lines."""
    out = {}
    for line in lines:
        for part in line.split():
            if "=" in part:
                k, v = part.split("=", 1)
                out[k] = v
    return out
