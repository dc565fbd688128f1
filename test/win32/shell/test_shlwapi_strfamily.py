"""The rest of SHLWAPI's string family (docs/dlls.md, "Census and SHLWAPI/ADVAPI32
conformance (this round)"): copying and concatenating, bounded searches, spans, trimming,
comparisons, StrFromTimeInterval, and what Wine's string.c found wrong in
StrFormatByteSize, StrFormatKBSize, StrToIntEx, StrStr, StrCpyN and StrRetToBufW.

test/exe/shlwapi_strfamily.exe (guests/tests/shlwapi_strfamily.c) prints a line per check;
the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine shlwapi_strfamily.exe``), except where a comment says why not. Its
x86-64 build prints the same under 64-bit Wine but for the NULL pointers printed with %p
(16 digits); the test runs both builds (the ``width`` fixture).
"""

from paths import guest_exe


def test_the_string_family_answers_as_windows_does(boot, width):
    d = boot(guest_exe("shlwapi_strfamily", width), settle=False)
    null = "0" * (2 * width)             # %p of NULL: 8 digits, 16 in a 64-bit program
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        'StrCpyW ret=dst:1',
        'StrCatW "deadbeef"',
        'StrCatBuffA=1 "abcde"',
        'StrNCatA=1 "abcde"',
        'StrCatChainW(32,0)=4',
        'StrCatChainW(32,-1)=8',
        ' buffer "DeAdBeEf"',
        'StrCatChainW(4,1)=3',
        ' buffer "DBe"',
        'StrCatChainW(9,9)=8 StrCatChainW(9,10)=10 StrCatChainW(0,-1)=3',
        'StrCpyNXA ret-dst=5 a[5]=0 a[6]=10',
        'StrCpyNXW ret-dst=2',
        'SHAnsiToAnsi=6 "hello"',
        'SHAnsiToAnsi(cut)=0 "he"',
        'StrCpyNW(buf,(LPCWSTR)1,1)=1 w[0]=bfbf w[1]=bfbf',
        'StrChrNW(t,10)=3 StrChrNW(r,10)=' + null,
        'StrStrNW(BeEf,0)=-1 StrStrNIW(beef,0)=-1',
        'StrStrNW(BeEf,1)=-1 StrStrNIW(beef,1)=-1',
        'StrStrNW(BeEf,2)=-1 StrStrNIW(beef,2)=-1',
        'StrStrNW(BeEf,3)=-1 StrStrNIW(beef,3)=-1',
        'StrStrNW(BeEf,4)=-1 StrStrNIW(beef,4)=-1',
        'StrStrNW(BeEf,5)=4 StrStrNIW(beef,5)=4',
        'StrStrNW(BeEf,6)=4 StrStrNIW(beef,6)=4',
        'StrStrNW(empty)=%s StrStrA("","")=%s StrStrA(x,"")=%s StrStrIW(x,"")=%s'
        % (null, null, null, null),
        'StrSpnA=4 StrCSpnA=4 StrCSpnIA=6 StrSpnW=2 StrCSpnW=3',
        'StrTrimA=1 "trim me"',
        'StrTrimA(nothing)=0 "trim me"',
        'StrTrimW=1 "w"',
        # Wine answers -1 for ("b", "B") (a locale's order, lower case first); MS docs:
        # StrCmpC "compares strings using C run-time (ASCII) collation rules": 'b' > 'B'.
        'StrCmpCA=-1,1,0 StrCmpICA=0,-1 StrCmpCW=-1 StrCmpICW=0',
        'ChrCmpIA=0,0,1 ChrCmpIW=0',
        'StrIsIntlEqualA=1,0 IntlStrEqWorkerA=1,0 StrIsIntlEqualW(3)=1',
        'StrCmpLogicalW=-1,1,0,-1,1',
        'StrFromTimeIntervalA(1,1)=" 0 sec"',
        'StrFromTimeIntervalA(1,3)=" 0 sec"',
        'StrFromTimeIntervalA(1,5)=" 0 sec"',
        'StrFromTimeIntervalA(1,7)=" 0 sec"',
        'StrFromTimeIntervalA(1000000,1)=" 10 min"',
        'StrFromTimeIntervalA(1000000,3)=" 16 min 40 sec"',
        'StrFromTimeIntervalA(1000000,5)=" 16 min 40 sec"',
        'StrFromTimeIntervalA(1000000,7)=" 16 min 40 sec"',
        'StrFromTimeIntervalA(3999997,1)=" 1 hr"',
        'StrFromTimeIntervalA(3999997,3)=" 1 hr 6 min 40 sec"',
        'StrFromTimeIntervalA(3999997,5)=" 1 hr 6 min 40 sec"',
        'StrFromTimeIntervalA(3999997,7)=" 1 hr 6 min 40 sec"',
        'StrFromTimeIntervalA(150999850,1)=" 40 hr"',
        'StrFromTimeIntervalA(150999850,3)=" 41 hr 50 min"',
        'StrFromTimeIntervalA(150999850,5)=" 41 hr 56 min 40 sec"',
        'StrFromTimeIntervalA(150999850,7)=" 41 hr 56 min 40 sec"',
        'StrFromTimeIntervalA(493999507,1)=" 100 hr"',
        'StrFromTimeIntervalA(493999507,3)=" 137 hr"',
        'StrFromTimeIntervalA(493999507,5)=" 137 hr 13 min"',
        'StrFromTimeIntervalA(493999507,7)=" 137 hr 13 min 20 sec"',
        # Wine copies 5 characters without a NUL (" 1 hr" then the old text) and
        # answers 0; MS docs: the text is cut to the buffer and the characters in it returned.
        'StrFromTimeIntervalA(cut)=4 " 1 h"',
        'StrFromTimeIntervalW=12 " 1 min 1 sec"',
        'StrFormatByteSize64A(-1023)="-1023 bytes" StrFormatKBSizeA="0 KB"',
        'StrFormatByteSize64A(309)="309 bytes" StrFormatKBSizeA="1 KB"',
        'StrFormatByteSize64A(1022286)="998 KB" StrFormatKBSizeA="999 KB"',
        'StrFormatByteSize64A(1046862)="0.99 MB" StrFormatKBSizeA="1,023 KB"',
        'StrFormatByteSize64A(1073741775)="0.99 GB" StrFormatKBSizeA="1,048,576 KB"',
        'StrFormatByteSize64A(1152921504606845595)="0.99 EB" StrFormatKBSizeA="1,125,899,906,842,623 KB"',
        'StrToIntExA(-0x44fd)=44fd (-0x10)=16 (-16)=-16',
        'StrRetToBufW(long)=8007007a w[0]=0 w[9]=0 w[10]=bfbf',
        'StrRetToBufW(NULL)=80004005 w[0]=0',
        'StrRetToBufW(fits)=00000000 "fits"',
        'done',
    ]
