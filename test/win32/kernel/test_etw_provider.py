"""Event Tracing for Windows, the provider side (issue 23, "Programs in the wild (stop
26)", docs/runtimes.md): deno 2.9 (PyPI deno, Rust and V8) registers an ETW provider as
it starts and stopped at EventRegister.

test/exe/etw_provider.exe (guests/tests/etw_provider.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8 (its x86-64 build prints the
same under 64-bit Wine), except where noted. Both widths.
"""

from paths import guest_exe

#: Wine 8's lines but two, where Windows answers otherwise: each EventRegister is a
#: registration of its own with a handle of its own (Wine hands out one constant), and
#: a NULL provider GUID is ERROR_INVALID_PARAMETER (87), as the documentation lists for
#: an invalid parameter (Wine registers it).
EXPECTED = [
    'EventRegister=0 handle nonzero=1',
    'again=0 distinct=1',   # Wine: distinct=0
    'no handle pointer=87',
    'no provider id=87',   # Wine: 0
    'EventSetInformation found=1',
    'EventSetInformation(traits)=0',
    'EventEnabled=0',
    'EventProviderEnabled=0',
    'EventWrite=0',
    'EventWrite (no data)=0',
    'EventWriteTransfer=0',
    'EventWriteString=0',
    'enable callbacks=0',
    'EventUnregister=0',
    'EventUnregister (second)=0',
    'done',
]


def test_etw_provider(boot, tmp_path, width):
    d = boot(guest_exe("etw_provider", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
