"""GetProcAddress on the program's own module (kernel/dllload.py ``program_export``): an
.exe's exports by name and by ordinal, NULL with ERROR_PROC_NOT_FOUND for what it does not
export. It answered NULL for every name ("our executables export nothing"), so Rollup's
napi-rs addon under node.exe, which exports N-API to its addons, found no
`napi_create_int32` (docs/runtimes.md "Programs in the wild (session 38, branch
`wildbin`)").

test/exe/exeexports.exe (guests/tests/exeexports.c) exports a function and a variable;
EXPECTED is what both builds print under Wine 8 (``wine exeexports.exe``, line ends
stripped).
"""

from gdiguest import run_guest

EXPECTED = [
    "function: 1",
    "call: 42",
    "variable: 1 1234",
    "ordinal 1: 1",
    "missing: 0 error=127",
    "ordinal 99: 0 error=127",
]


def test_a_programs_own_exports_are_found(width):
    # run to its exit, no fault, exit code 0
    assert run_guest("exeexports", 50, width) == EXPECTED
