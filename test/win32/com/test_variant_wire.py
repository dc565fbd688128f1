"""OLEAUT32's VARIANT wire marshalling (docs/dlls.md, "Census and SHLWAPI/ADVAPI32 conformance
(this round)"): VARIANT_UserSize/Marshal/Unmarshal/Free of scalars, DECIMAL, BSTRs,
by-reference values, a VARIANT by reference and arrays of numbers (LPSAFEARRAY_User*).

test/exe/oleaut_varwire.exe (guests/tests/oleaut_varwire.c) prints, per VARIANT, its wire
sizes, the wire bytes (padding left as the buffer held it: 0xcc) and what unmarshalling
gave back; the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine oleaut_varwire.exe``), except where a comment says why not. The test
runs its x86-64 build too (test/exe64/oleaut_varwire.exe, the ``width`` fixture): the wire
form is the same at both widths, and 64-bit Wine prints the same lines but for the two
differences of the widths marked below.
"""

from paths import guest_exe


def test_variants_travel_in_the_wire_form_windows_uses(boot, width):
    d = boot(guest_exe("oleaut_varwire", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        'EMPTY size=20,28 used=20 wire=0300000000000000000000000000000000000000 read=20 vt=0',
        'NULL size=20,28 used=20 wire=0300000000000000010000000000000001000000 read=20 vt=1',
        'I1 size=21,29 used=21 wire=0300000000000000100034127856bc9a1000000012 read=21 vt=10',
        'I2 size=22,30 used=22 wire=03000000000000000200000000000000020000003412 read=22 vt=2',
        'I4 size=24,32 used=24 wire=0300000000000000030000000000000003000000fbffffff read=24 vt=3 -5',
        'R8 size=32,40 used=32 wire=0400000000000000050000000000000005000000cccccccc0000000000000a40 read=32 vt=5 3.25',
        'BOOL size=22,30 used=22 wire=03000000000000000b000000000000000b000000ffff read=22 vt=b',
        'DECIMAL size=40,48 used=40 wire=05000000000000000e000000000000000e000000cccccccc0e000000000000007856341200000000 read=40 vt=e lo=305419896 scale=0',
        'I2|BYREF size=26,34 used=26 wire=0400000000000000024000000000000002400000040000003412 read=26 vt=4002 *4660',
        'R8|BYREF size=32,40 used=32 wire=0400000000000000054000000000000005400000080000000000000000000440 read=32 vt=4005 *2.5',
        'BSTR size=50,58 used=50 wire=0700000000000000080000000000000008000000[nz]070000000e000000070000006d00610072007300680061006c00 read=50 vt=8 "marshal" len=14',
        # Wine unmarshals the 3-byte BSTR as 4 bytes (whole words); the wire carries its byte
        # length, 3, and Windows gives it back (Wine's usrmarshal.c compares the byte lengths).
        'BSTR(odd) size=40,48 used=40 wire=0500000000000000080000000000000008000000[nz]02000000030000000200000061626300 read=40 vt=8 "" len=3',
        'BSTR(NULL) size=36,44 used=36 wire=0500000000000000080000000000000008000000[0]00000000ffffffff00000000 read=36 vt=8 "(null)" len=0',
        'BSTR|BYREF size=54,62 used=54 wire=070000000000000008400000000000000840000004000000[nz]070000000e000000070000006d00610072007300680061006c00 read=54 vt=4008 *"marshal"',
        # the referenced size is sizeof(VARIANT): 16, 24 (0x18) in a 64-bit program
        'VARIANT|BYREF size=64,72 used=64 wire=08000000000000000c400000000000000c400000%02x000000'
        '55736572cccccccc0400000000000000050000000000000005000000cccccccc6f1283c0ca210940 '
        'read=64 vt=400c *vt=5 3.1415' % (8 + 2 * width),
        'LPSAFEARRAY(I2 3x2) size=64,68 used=64 wire=020000000200800002000000070002000200000006000000020000000300000005000000020000000100000006000000000101010201030104010501 read=64 dims=2 vt=2 locks=0 dim2=[1..2] last=105',
        # NULL pointers printed with %p at the program's width
        'freed=' + "0" * 2 * width,
        'LPSAFEARRAY(NULL) size=4 used=4 back=' + "0" * 2 * width,
        'UI4|ARRAY size=84,92 used=84 wire=0b00000000000000132000000000000000200000[nz]0100000001000000010080000400000000001300030000000400000002000000040000000200000004000000bebafeca000000000000000000000000 read=84 vt=2013 [2..5] first=cafebabe',
        'reused=1 value=1234',
        'done',
    ]
