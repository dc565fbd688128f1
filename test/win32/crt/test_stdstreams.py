"""MSVCP140's standard streams (issue 23, "Programs in the wild (stop 29): Qt": Qt 5's
lupdate, lconvert and their kin write with ``std::cout << ...`` and faulted reading
0x909090c7: their imports of the variables std::cout and std::cerr were bound to a
thunk's bytes).

test/exe/stdstreams.exe (guests/tests/stdstreams.c) imports cout, cerr, clog, cin, their
wide kin wcout, wcerr, wclog, wcin, and the wcout of a /Zc:wchar_t- program (of unsigned
short) as variables, writes a line through cout's buffer between printf lines, then with
operator<< (int, long long, bool, double, float; hex, showbase, left; the program's
endl), writes through wcout (sputn, write, put of widen('\\n'), put of U+263A, which the
"C" locale cannot convert, then clear) and reads each stream's set-up. The lines are
Wine 8's but for these: Visual C++'s library (microsoft/STL src/cerr.cpp, clog.cpp,
cin.cpp and their w kin) ties cerr, clog and cin to cout (wcerr... to wcout) and sets
unitbuf on cerr and wcerr as it starts, which Wine 8's msvcp140 does not; and the
unsigned short wcout, which Wine has and the DLL here has not: reading it stops the
program naming the variable, where it used to read a thunk's bytes.
"""

from paths import guest_exe

EXPECTED = [
    'printf before',
    'through cout',
    'cout: sputn=13 state=0',
    'printf after',
    "cout: basic_ios at +8 flags=0x201 prec=6 fill=' ' buffer=1 tie=none",
    "cerr: basic_ios at +8 flags=0x203 prec=6 fill=' ' buffer=1 tie=cout",  # Wine: 0x201, none
    "clog: basic_ios at +8 flags=0x201 prec=6 fill=' ' buffer=1 tie=cout",  # Wine: tie=none
    "cin: basic_ios at +24 flags=0x201 prec=6 fill=' ' buffer=1 tie=cout",  # Wine: tie=none
    '_Ptr_cout is &cout: 1',
    '-421234567890123',
    '0xff___0x1',
    '-2.7510.125',
    'cout: inserters state=0 width=0',
    'through wcout',
    'wcout: sputn=14 state=0',
    'wide write',
    'wcout: write is wcout=1 state=0',
    'w',
    'wcout: put=2 state=0',
    'wcout: put U+263A=1 state=4',          # the "C" locale cannot convert it: badbit
    'wcout: clear=0 state=0',
    "wcout: basic_ios at +8 flags=0x201 prec=6 fill=' ' buffer=1 tie=none",
    "wcerr: basic_ios at +8 flags=0x203 prec=6 fill=' ' buffer=1 tie=wcout",  # Wine: 0x201, none
    "wclog: basic_ios at +8 flags=0x201 prec=6 fill=' ' buffer=1 tie=wcout",  # Wine: tie=none
    "wcin: basic_ios at +24 flags=0x201 prec=6 fill=' ' buffer=1 tie=wcout",  # Wine: tie=none
    '_Ptr_wcout is &wcout: 1',
    'reading wcout of unsigned short',
    # Wine: "its vbptr is set: 1"
]


def test_standard_streams_and_an_absent_variable(boot, tmp_path):
    d = boot(guest_exe("stdstreams"), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(300):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.stdout_log == EXPECTED
    fault = d.vm.machine.fault
    assert fault is not None and fault.kind == "unimplemented"
    assert "MSVCP140.dll!?wcout@std@@3V?$basic_ostream@GU?$char_traits@G@std@@@1@A " \
           "(a variable)" in fault.message
