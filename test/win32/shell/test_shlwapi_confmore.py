"""SHLWAPI calls Wine's conformance tests reached (docs/dlls.md, "Census and SHLWAPI/ADVAPI32
conformance (this round)"): the thread reference, SHRegGetValue, SHRegGetPath,
SHRegCreateUSKey, SHQueryValueEx of a REG_EXPAND_SZ whose expansion does not fit,
HashData, UrlHash, PathMakePretty, PathCommonPrefix, PathUndecorate,
PathUnExpandEnvStrings, PathCombine of nothing, the data block lists and IStream helpers
(by ordinal), the file stream flags and SHCreateMemStream, and PathGetDriveNumber of a \\\\?\\ path.

test/exe/shlwapi_confmore.exe (guests/tests/shlwapi_confmore.c) prints a line per check;
the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine shlwapi_confmore.exe``), except where a comment says why not. Its
x86-64 build (test/exe64/) prints the same lines under 64-bit Wine but for the NULL
interface and block pointers printed with %p, 16 digits wide (WIDE_AT_64).
"""

from paths import guest_exe

#: The lines that print a NULL pointer with %p: "00000000" at 32 bits, 16 zeros at 64.
WIDE_AT_64 = ("SHGetThreadRef(none)=", "QueryInterface(IStream)=", "SHGetThreadRef(cleared)=",
              "SHFindDataBlock(8)=", "SHRemoveDataBlock(7)=")


def _at_width(lines, width):
    if width == 4:
        return lines
    return [line[:-8] + "0" * 16 if line.startswith(WIDE_AT_64) else line for line in lines]


def test_the_calls_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("shlwapi_confmore", width), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == _at_width([
        'SHGetThreadRef(none)=80004002 00000000',
        'SHCreateThreadRef=00000000 count=1',
        'SHSetThreadRef=00000000 count=1',
        'SHGetThreadRef=00000000 same=1 count=2',
        'Release=1 count=2',
        'QueryInterface(IUnknown)=00000000 count=2',
        'QueryInterface(IStream)=80004002 00000000',
        'Release=0 count=1',
        'SHSetThreadRef(NULL)=00000000',
        'SHGetThreadRef(cleared)=80004002 00000000',
        'SHRegGetValueA(EXPAND_SZ)=87',
        'SHRegGetValueA(SZ)=0 type=1 size=31 "C:\\a rather long folder name\\x"',
        'SHRegGetValueA(DWORD)=1630',
        'SHRegGetPathA=0 "C:\\a rather long folder name\\x"',
        # Wine leaves the cut expansion ("C:\\a rather"); Windows leaves an empty string
        # (Wine's shreg.c checks it as todo_wine: "Expected empty or unexpanded string").
        'SHQueryValueExA(grows)=234 "" size=31',
        'SHQueryValueExA(small)=234 "0123456789"',
        'SHRegCreateUSKeyA(NULL out)=87',
        'SHRegCreateUSKeyA=0',
        'created=1',
        'HashData=00000000 549c9255cd82ffa18e0fcf9314aae32d47fc80b8d049e6132a30518df94b07a6',
        'HashData(8)=00000000 2bdc9a1bf05af9c6be946df333c13607',
        'HashData(NULL)=80070057',
        'UrlHash=b9d68b36 b9d68b36',
        'PathMakePrettyA=1 "C:\\a long name.txt" 1 "Test" 0 "C:\\Mixed"',
        'PathCommonPrefixA("C:\\","C:\\")=3 "C:\\"',
        'PathCommonPrefixA("C:\\one\\two","C:\\one\\three")=6 "C:\\one"',
        'PathCommonPrefixA("one\\.\\two","one\\.\\three")=5 "one\\."',
        'PathCommonPrefixA("one\\..\\two","two")=0 ""',
        'PathCommonPrefixA("same","SAME")=4 "same"',
        'PathCommonPrefixA("\\\\srv\\a","\\\\srv\\b")=5 "\\\\srv"',
        'PathCommonPrefixA("","C:\\")=0 ""',
        'PathUndecorateA("c:\\test\\a[123]")="c:\\test\\a"',
        'PathUndecorateA("c:\\test\\a[123].txt")="c:\\test\\a.txt"',
        'PathUndecorateA("c:\\test\\a.txt[123]")="c:\\test\\a.txt[123]"',
        'PathUndecorateA("c:\\test\\a[12a].txt")="c:\\test\\a[12a].txt"',
        'PathUndecorateA("c:\\test[1]\\a")="c:\\test[1]\\a"',
        'PathUndecorateA("a[]")="a"',
        'PathUndecorateA("[123]")="[123]"',
        'PathUnExpandEnvStringsA=1 "%SystemRoot%\\system32" C:C:=1 "%SystemDrive%C:" small=0 "xx" none=0 "xx"',
        'PathCombineA("","")="\\" (NULL,"")="\\"',
        'PathGetDriveNumber(\\\\?\\C:)=A:-1 W:2',
        'SHAddDataBlock=1,1 small=0 container=0',
        'SHFindDataBlock(9): size=11 sig=9 data2=6 container=ffffffff,20',
        'SHFindDataBlock(8)=00000000',
        'SHIsEmptyStream(new)=1',
        'SHWriteDataBlockList=00000000 size=27 empty=0',
        'SHReadDataBlockList=00000000 7:size=12 data3=9 9:size=11',
        'SHRemoveDataBlock(7)=1 again=0 find=00000000',
        'IStream_Read=00000000 word=12 past end=80004005',
        'IStream_Write=00000000 size=31',
        'SHCreateStreamOnFileW(CONVERT)=80070057 0 (DELETEONRELEASE)=80070057',
        'SHCreateStreamOnFileEx(CONVERT, create)=00000000 Read(NULL,0)=00000000 n=0 Write(NULL,0)=00000000 CopyTo(NULL,0)=00000000 read=0',
        # Wine opens a transacted read-only stream; Windows since Vista refuses it with
        # E_INVALIDARG (Wine's istream.c), and transactions are not done here.
        'SHCreateStreamOnFileEx(FAILIFTHERE, create, exists)=80070050 (DELETEONRELEASE)=00000000 still there=1 (TRANSACTED)=80070057',
        'SHCreateMemStream: Read=00000000 4 "0123" short=00000000 6 Seek(wraps)=00000000 pos=4294967294',
        'done',
    ], width)
