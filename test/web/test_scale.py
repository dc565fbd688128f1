"""Many sessions on one machine: the hub's page-VM limit is a flag (``--max-vms``) whose
default is sized to the machine's memory (docs/scale-out.md)."""

import subprocess
import sys

import pytest
from twisted.internet import task

from wineagent.tap import Options, make_service
from wineagent.web.pages import MAX_VMS, MIN_VMS, VM_MEMORY, Pages, default_max_vms

from procs import ROOT, env


def test_the_default_limit_is_half_the_memory_over_the_per_vm_budget_within_bounds():
    assert default_max_vms(64 * VM_MEMORY) == 32
    assert default_max_vms(16 << 30) == (8 << 30) // VM_MEMORY
    assert default_max_vms(0) == MIN_VMS                 # unknown or tiny: a few tiles
    assert default_max_vms(1 << 50) == MAX_VMS           # one reactor's worth
    assert MIN_VMS <= default_max_vms() <= MAX_VMS       # this machine
    assert Pages(task.Clock()).max_vms == default_max_vms()


def test_max_vms_sets_the_services_limit_and_the_next_vm_is_refused():
    options = Options()
    options.parseOptions(["--port=tcp:0:interface=127.0.0.1", "--max-vms=1"])
    service = make_service(options, task.Clock(), out=lambda text: None)
    pages = service.site.pages
    assert pages.max_vms == 1
    first = pages.create("hello")
    with pytest.raises(OverflowError, match=r"1 page VMs are running \(the limit, "
                                            r"--max-vms\); close a page"):
        pages.create("hello")
    pages.close(first.id)
    pages.create("hello")                                # room again
    pages.close_all()


@pytest.mark.parametrize("value", ["0", "-3", "many", "2.5"])
def test_a_bad_max_vms_is_a_usage_error_exit_2(value):
    r = subprocess.run([sys.executable, "-m", "wineagent", "serve", "--max-vms=" + value],
                       cwd=ROOT, env=env(), capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert "--max-vms must be an integer >= 1, got %r" % value in r.stderr
    assert "Traceback" not in r.stderr
