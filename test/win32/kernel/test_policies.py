"""Windows' behaviour where we lack something (issue 23; docs/dlls.md, docs/runtimes.md).

test/exe/policies.exe (guests/tests/policies.c) runs one mode per run and prints a line
per step. The expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine policies.exe /mode NAME``) except where noted: Wine implements
hhctrl.ocx and Wow64DisableWow64FsRedirection (we lack one and leave the other out by
design), its sandbox has a network (connect is refused rather than unreachable), and its
HeapCompact returns 0.

The guest's x86-64 build (test/exe64/policies.exe) prints the same lines under 64-bit Wine
as the i686 one under 32-bit Wine, so the mode tests run both builds (the ``width``
fixture) against one list.
"""

import json
import os
import shutil

from wineagent import compat, run
from wineagent.abi.api import ABSENT, REGISTRY
from wineagent.win32.core.builtin_dlls import module_handle

from paths import guest_exe
from procs import ROOT

EXE = guest_exe("policies")


def _run(boot, mode, width=4):
    d = boot(guest_exe("policies", width), args="/mode " + mode, settle=False)
    for _ in range(400):
        d.vm.run_batch()
        if d.vm.ended:
            break
    return d.vm


def test_loadlibrary_and_getprocaddress_of_present_absent_and_unknown(boot, width):
    vm = _run(boot, "dll", width)
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == [
        "kernel32 loaded=1",
        "hhctrl loaded=0 error=126",          # Wine: 1 (it has hhctrl); Windows we lack
        "unknown loaded=0 error=126",
        "GetTickCount found=1",
        "absent found=0 error=127",           # Wine: found (it implements it)
        "ws2_32 loaded=1 socket_by_ordinal=1 same=1",
    ]
    # The Windows DLL we lack is said out loud: a log event naming it, and compat's list.
    logs = [e for e in vm.events.since(0) if e["class"] == "log" and e["stream"] == "loader"]
    assert [e["text"] for e in logs] == [
        "LoadLibrary: hhctrl.ocx is a Windows DLL that wineagent does not implement"]
    assert vm.kernel.missing_dlls == ["hhctrl.ocx"]


def test_every_dll_we_implement_functions_of_loads_and_absent_names_are_not_implemented():
    for dll, _name in REGISTRY:
        assert module_handle(None, dll), dll
    assert module_handle(None, "wsock32") and module_handle(None, "WS2_32.DLL")
    assert ABSENT and not set(ABSENT) & set(REGISTRY)


def test_winsock_on_a_machine_with_no_network(boot, width):
    vm = _run(boot, "net", width)
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == [
        "startup=0 version=202 high=202",
        "socket ok=1",
        "gethostbyname null=1 error=11001",   # WSAHOST_NOT_FOUND
        "getaddrinfo=11001 res_null=1",
        "connect=-1 error=10051",             # WSAENETUNREACH (Wine, networked: 10061)
        "connect_loopback=-1 error=10061",    # WSAECONNREFUSED
        "gethostname=0 nonempty=1",
        "htons=3412 ntohs=1234 inet_addr=302010a inet_ntoa=10.1.2.3 bad=ffffffff",
        "ioctlsocket=0",
        "setsockopt=0",
        "select=0",
        "lasterror=12345",
        "closesocket=0",
        "closesocket_again=-1 error=10038",   # WSAENOTSOCK
        "cleanup=0",
    ]
    assert vm.machine.exit_code == 0


def test_a_growable_heap_grows_to_a_100_mb_block_and_walks_validates_compacts(boot, width):
    vm = _run(boot, "heap", width)
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == [
        "heap ok=1",
        "alloc100mb ok=1",
        "size=104857600",
        "validate=1 block=1 bogus=0",
        "walk busy=2 end_error=259",          # ERROR_NO_MORE_ITEMS
        "compact_nonzero=1",                  # Wine: 0 (its HeapCompact is a stub)
        "destroy=1",
    ]


def test_an_unhandled_exception_runs_the_filter_then_ends_with_its_code(boot, width):
    for mode in ("crash", "crash2"):     # the filter continues the search / executes
        vm = _run(boot, mode, width)
        assert vm.stdout_log == ["filter code=c0000005"]     # as on Wine
        assert vm.machine.exit_code == 0xC0000005             # Wine: the same code
        fault = vm.machine.fault
        assert fault.code == 0xC0000005 and fault.address == 0x40
        assert "write to unmapped memory" in fault.message


def test_the_fault_event_names_the_exception_and_ended_carries_its_code(tmp_path):
    events = tmp_path / "events.ndjson"
    code = run.main(["--exe=" + EXE, "--args=/mode crash2", "--events=%s" % events,
                     "--max-batches=400"])
    evs = [json.loads(line) for line in events.read_text().splitlines()]
    fault, ended = evs[-2], evs[-1]
    assert code == 1
    assert fault["class"] == "fault" and fault["exception"] == "0xc0000005"
    assert fault["address"] == 0x40 and fault["eip"]
    assert ended["reason"] == "fault" and ended["exitCode"] == 0xC0000005


def test_census_lists_missing_imports_by_dll_with_weighted_coverage(tmp_path, capsys):
    sub = tmp_path / "a" / "b"
    sub.mkdir(parents=True)
    shutil.copy(os.path.join(ROOT, "wineagent", "apps", "exe", "unimpl.exe"), sub)
    shutil.copy(EXE, tmp_path / "a" / "policies.dll.bin")   # any name: read by content
    (tmp_path / "notes.txt").write_text("not a PE file")
    assert compat.main(["--census", "--json", str(tmp_path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["files"] == 2 and not report["skipped"]
    assert report["missing"]["KERNEL32.DLL"][0] == {"function": "SetSystemPowerState", "files": 1,
                                                   "absent": False}
    assert report["resolved"] == report["references"] - 1
    assert abs(report["coverage"] - report["resolved"] / report["references"]) < 1e-9
    assert "Wow64DisableWow64FsRedirection" in report["absent"]["KERNEL32.DLL"]
    assert compat.main(["--census", str(tmp_path)]) == 0
    text = capsys.readouterr().out
    assert "KERNEL32.DLL: 1 functions missing, 1 references\n     1  SetSystemPowerState\n" in text
    assert "weighted coverage" in text
