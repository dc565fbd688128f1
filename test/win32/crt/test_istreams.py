"""MSVCP140's basic_istream members (issue 23, "complete runtime families"): Qt 5's
tools and other Visual C++ programs import basic_istream<char>'s operator>> of int,
unsigned and float, getline, read, seekg and tellg.

test/exe/istreams.exe and test/exe/x64_istreams.exe (guests/tests/istreams.c, one
source for both widths) put their input in std::cin's buffer (its get area, as setg
does) and read it with operator>> of every arithmetic type and of pointers, under hex,
oct and automatic bases and boolalpha; then get, getline (with and without a
delimiter), ignore, peek, putback, unget, read, readsome and gcount, the buffer's
protected area members (_Gninc, _Gnpreinc, _Gndec, _Gnavail, _Pninc, _Pnavail); last
std::wcin's
operator>>(int&) and getline. Each line shows the value, the stream's state and what
is left of the input. The lines are what ``xvfb-run -a wine istreams.exe </dev/null``
(and the 64-bit build in a win64 prefix) prints, but for these, where Visual C++'s
library (microsoft/STL's xlocnum and istream) and C++11 differ from Wine 8's C++03
rules:

- a field that is no number stores 0, one out of range the type's limit (short's,
  unsigned short's own range too; a float's infinity), with failbit: Wine 8 leaves the
  variable as it was (the guest's 1234 or 7);
- bool: 2 stores true (with failbit), a partial "fals" with boolalpha fails (Wine 8:
  false and no failbit);
- a float that overflows sets failbit (strtof's ERANGE; Wine 8 converts through
  double and takes the infinity without it);
- ignore(n, delim) counts the delimiter it takes in gcount (Wine 8 does not).
"""

import pytest

from paths import guest_exe

EXPECTED = [
    'int <  42 x>: 42 state=0 left=< x>',
    'int <-17>: -17 state=1 left=<>',
    'int <abc>: 0 state=2 left=<abc>',  # Wine: 1234 state=2 left=<abc>
    'int <99999999999>: 2147483647 state=3 left=<>',  # Wine: 1234 state=3 left=<>
    'int <0x1F>: 0 state=0 left=<x1F>',
    'int <+0009z>: 9 state=0 left=<z>',
    'int <>: 1234 state=3 left=<>',
    'short <70000>: 32767 state=3 left=<>',  # Wine: 1234 state=3 left=<>
    'short <-32768>: -32768 state=1 left=<>',
    'short <-40000>: -32768 state=3 left=<>',  # Wine: 1234 state=3 left=<>
    'unsigned <-1>: 4294967295 state=1 left=<>',
    'unsigned <4294967296>: 4294967295 state=3 left=<>',  # Wine: 1234 state=3 left=<>
    'unsigned <4294967295>: 4294967295 state=1 left=<>',
    'unsigned short <-1>: 65535 state=1 left=<>',
    'unsigned short <70000>: 65535 state=3 left=<>',  # Wine: 1234 state=3 left=<>
    'unsigned short <65535>: 65535 state=1 left=<>',
    'long long <-9223372036854775808>: -9223372036854775808 state=1 left=<>',
    'long long <9223372036854775808>: 9223372036854775807 state=3 left=<>',  # Wine: 1234 state=3 left=<>
    'unsigned long long <18446744073709551615>: 18446744073709551615 state=1 left=<>',
    'unsigned long long <-2>: 18446744073709551614 state=1 left=<>',
    'long <1fg>: 31 (flags 0x801) state=0 left=<g>',
    'long <0x1f>: 31 (flags 0x1) state=1 left=<>',
    'long <017>: 15 (flags 0x1) state=1 left=<>',
    'long <019>: 1 (flags 0x401) state=0 left=<9>',
    'bool <1>: 1 state=1 left=<>',
    'bool <0>: 0 state=1 left=<>',
    'bool <2>: 1 state=3 left=<>',  # Wine: 7 state=3 left=<>
    'bool <true>: 1 state=1 left=<>',
    'bool <fals>: 0 state=3 left=<>',  # Wine: 0 state=1 left=<>
    'bool <false!>: 0 state=0 left=<!>',
    'float <3.25e2x>: 325 state=0 left=<x>',
    'float <1e>: 0 state=3 left=<>',  # Wine: 7 state=3 left=<>
    'float <-.5>: -0.5 state=1 left=<>',
    'float <1e40>: inf state=3 left=<>',  # Wine: inf state=1 left=<>
    'float <.>: 0 state=3 left=<>',  # Wine: 7 state=3 left=<>
    'float <0x10>: 0 state=0 left=<x10>',
    'float <0.1>: 0.100000001 state=1 left=<>',
    'double <1.5e308>: 1.5e+308 state=1 left=<>',
    'double <1e999>: inf state=3 left=<>',  # Wine: 7 state=3 left=<>
    'double <-2.5E-3;>: -0.0025000000000000001 state=0 left=<;>',
    'double <12345678901234567890>: 1.2345678901234567e+19 state=1 left=<>',
    'long double <2.5>: 2.5 state=1 left=<>',
    'pointer <0x1234 >: 00001234 state=0 left=< >',
    'pointer <xyz>: 00000000 state=2 left=<xyz>',  # Wine: 00001234 state=2 left=<xyz>
    'int on a failed stream <12>: 55 state=2 left=<12>',
    'getline 16 <hello\\nworld>: <hello> gcount=6 state=0 left=<world>',
    'getline 3 <world>: <wo> gcount=2 state=2 left=<rld>',
    'getline ; <a;b>: <a> gcount=2 state=0 left=<b>',
    'getline ; again <b>: <b> gcount=1 state=1 left=<>',
    'getline empty line <\\nx>: <> gcount=1 state=0 left=<x>',
    'get 16 <ab\\ncd>: <ab> gcount=2 state=0 left=<',
    'cd>',
    'get again <\\ncd>: <> gcount=0 state=2 left=<',
    'cd>',
    'get() <xy>: 120 gcount=1 state=0 left=<y>',
    'get() <xy>: 121 gcount=1 state=0 left=<>',
    'get() <xy>: -1 gcount=0 state=3 left=<>',
    "get(ch) <pq>: 'p' peek=113 state=0 left=<q>",
    'unget <pq>:  state=0 left=<pq>',
    'putback z <pq>:  state=4 left=<pq>',
    'putback p <pq>:  state=6 left=<pq>',
    'ignore 100 \\n <one\\ntwo\\nthree>: gcount=4 state=0 left=<two',  # Wine: gcount=3 state=0 left=<two
    'three>',
    'ignore 2 <two\\nthree>: gcount=2 state=0 left=<o',
    'three>',
    'ignore max <o\\nthree>: gcount=7 state=1 left=<>',
    'read 4 <abcdef>: <abcd> gcount=4 state=0 left=<ef>',
    'read 4 again <ef>: <ef> gcount=2 state=3 left=<>',
    'readsome 3 <abcdef>: 3 state=0 left=<def>',
    'readsome 10 <def>: 3 state=0 left=<>',
    'peek at the end <>: -1 state=1 left=<>',
    '_Gninc 0, then _Gnavail 2, _Gnpreinc 2, _Gndec 1, _Gnavail 2',
    '_Pninc 0, then _Pnavail 3, the put pointer 1',
    'wcin: 12 < ab 263a> state=0',
]


def expected(width):
    """The lines at one width: a pointer prints 16 digits at 64 bits."""
    if width == 4:
        return EXPECTED
    return [line.replace(": 0000", ": 000000000000" if "pointer" in line else ": 0000", 1)
            for line in EXPECTED]


@pytest.mark.parametrize("width", [4, 8])
def test_istream_members(boot, tmp_path, width):
    name = "istreams" if width == 4 else "x64_istreams"
    d = boot(guest_exe(name), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(300):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None
    assert d.vm.stdout_log == expected(width)
