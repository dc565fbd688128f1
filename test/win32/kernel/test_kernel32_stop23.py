"""KERNEL32 fixes made from Wine's conformance tests at stop 23 of issue 23 (docs/compat.md,
"kernel32 conformance (stop 23)").

test/exe/k32stop23.exe (guests/tests/k32stop23.c) runs one mode per run and prints a line
per step. The expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine k32stop23.exe /mode NAME``), except where a comment says why not.
"""

from paths import guest_exe


def run_mode(boot, mode, batches=6000):
    """The stdout lines of ``k32stop23.exe /mode MODE`` run to its end."""
    d = boot(guest_exe("k32stop23", 4), args="/mode " + mode, settle=False)
    d.run_to_end(batches)
    assert d.vm.ended
    return d.vm.stdout_log


def test_format_message_escapes_wrapping_inserts_and_buffers(boot):
    # escapes with and without IGNORE_INSERTS, line widths, inserts, buffers, tables
    assert run_mode(boot, "fmtmsg") == FMTMSG


def test_global_atom_name_w_exactly_filling_the_buffer_is_no_error(boot):
    # a W name as long as the buffer: all of it, no NUL, last error untouched
    assert run_mode(boot, "atoms") == [
        'GlobalGetAtomNameW(5)=5 err=ea buf=fooba...',
        'GlobalGetAtomNameW(6)=6 err=deadbeef buf=foobar..',
        'GlobalGetAtomNameW(7)=6 err=deadbeef buf=foobar0.',
    ]


def test_full_long_short_and_temp_paths(boot):
    # GetFullPathName of nothing, GetLongPathName's separators and case, wildcards and missing parts, GetTempPath made full
    assert run_mode(boot, "paths") == [
        'GetFullPathNameA(NULL)=0 err=3735928559 buf=deadbeef part=untouched',
        'GetFullPathNameA("")=0 err=3735928559 buf=deadbeef part=untouched',
        'GetFullPathNameW("")=0 err=3735928559 buf=deadbeef part=untouched',
        'GetLongPathNameA(Long Directory Name/Long File.text)=34 buf=Long Directory Name/Long File.text',
        'GetLongPathNameA(long directory name/long file.TEXT)=34 buf=long directory name/long file.TEXT',
        'GetLongPathNameA(shortdir/file.txt)=17 buf=SHORTDIR/FILE.TXT',
        'GetLongPathNameA(ShortDir\\File.txt)=17 buf=SHORTDIR\\FILE.TXT',
        'GetLongPathNameA("SHORTDIR\\*")=0 err=123 GetShortPathNameA=0 err=123',
        'GetLongPathNameA("SHORTDIR\\FILE.TX?")=0 err=123 GetShortPathNameA=0 err=123',
        'GetLongPathNameA("")=0 err=3 GetShortPathNameA=0 err=161',
        'GetLongPathNameA("SHORTDIR\\missing.txt")=0 err=2 GetShortPathNameA=0 err=2',
        'GetLongPathNameA("missingdir\\file.txt")=0 err=2 GetShortPathNameA=0 err=2',
        'TMP=C:\\WINDOWS GetTempPathA=11 C:\\WINDOWS\\',
        '  GetTempPathA(1)=12',
        'TMP=C: GetTempPathA=11 C:\\WINDOWS\\',
        'TMP=SYSTEM32 GetTempPathA=20 C:\\WINDOWS\\SYSTEM32\\',
    ]


def test_free_space_of_a_lone_slash_is_the_current_drives(boot):
    # "/" names the current drive's root as "\\" does
    assert run_mode(boot, "disk") == [
        'GetDiskFreeSpaceA(\\)=1 err=0 Ex=1 err=0',
        'GetDiskFreeSpaceA(/)=1 err=0 Ex=1 err=0',
        'GetDiskFreeSpaceA()=0 err=3 Ex=0 err=3',
        'GetDiskFreeSpaceA(NULL)=1 err=0 Ex=1 err=0',
    ]


def test_profile_sections_names_writes_and_sharing(boot):
    # sections (errors, a final NUL byte), exact-fit section names, the file written, held handles
    assert run_mode(boot, "profile") == [
        'Section(NULL)=0 err=87',
        'Section(no buffer)=0 err=87',
        'Section(empty)=0 err=0',
        'Section(section1) ret=24 err=0 buf=name1=val1\\0name2=\\0name3\\0\\0~~~~~~~',
        'Section(section3) ret=6 err=0 buf==val5\\0\\0~',
        'SectionNames(29) ret=27 err=0 buf=section1\\0section2\\0section3\\0\\0~',
        # a truncated list ends in two NULs, as Windows Server 2003 and later write it
        # (profile.c checks it); Wine 8 writes one (todo_wine there): section1\0section2\0section3\0~~
        'SectionNames(28) ret=26 err=0 buf=section1\\0section2\\0section3\\0\\0~',
        # the same: Wine 8 gives section1\0section2\0section\0~~~
        'SectionNames(27) ret=25 err=0 buf=section1\\0section2\\0section\\0\\0~~',
        'SectionNames(missing) ret=0 err=2 buf=\\0~~',
        'Write(no section)=0 err=2 exists=0',
        'two sections: [App1]|key1=string1|key2=string2|[App2]|key3=string3|',
        'a third, a key gone: [App1]|key2=string2|[App2]|key3=string3|[App3]|key4=string4|',
        'a section gone: [App1]|key2=string2|[App3]|key4=string4|',
        'held 80000000/1: write=0 err=32 read=7',
        'held 80000000/2: write=0 err=32 read=0',
        'held 40000000/1: write=0 err=32 read=7',
        'held c0000000/2: write=0 err=32 read=0',
        'held c0000000/3: write=1 err=0 read=5',
        'delete-on-close read=123',
        'deleted=1',
    ]


def test_ini_file_mapping_sends_sections_to_the_registry(boot):
    # IniFileMapping by section value, default value and per-key subkey: reads, writes, lists, deletion, the file untouched
    assert run_mode(boot, "inimap") == [
        'mapping key=0',
        'unset: section1/name1=7 default',
        'write=1 file=0',
        'written: section1/name1=6 value1',
        'registry: stop23_map\\name1=0 type=1 value1',
        'set in the registry: section1/name2=6 value2',
        'a DWORD: section1/name3=7 default',
        'int of a DWORD=5',
        'section ret=40 err=2 buf=name1=one\\0name2=value2\\0name3\\0name4=four\\0',
        'names ret=15 err=0 buf=section1\\0other\\0',
        'section deleted: section1/name4=7 default',
        'key kept: stop23_map\\name4=2 type=0 ',
        'file section: other/k=1 v',
        'default mapping: Software\\stop23_default\\section4\\name1=0 type=1 value1',
        'default mapping: section4/name1=6 value1',
        'file=0',
        'by name: stop23_name1\\name1=0 type=1 value1',
        'by name: section6/name1=6 value1',
        'unmapped name: section6/name3=6 value3',
        'file=1',
        'section6 ret=26 err=0 buf=name1=value1\\0name3=value3\\0',
        'section written: section6/name1=3 one',
        'section written: section6/name3=6 value3',
        'section6 deleted: section6/name1=7 default',
        'section6 deleted: section6/name3=7 default',
    ]


def test_change_notifications_fire_for_what_their_filter_names(boot):
    # FindFirstChangeNotification's errors; a watch signaled by creations, renames, writes, folders (subtree or not), re-armed by FindNext
    assert run_mode(boot, "changes") == [
        'missing=1 err=2',
        'NULL=1 err=3',
        'next(NULL)=0 err=6',
        'close(NULL)=0 err=6',
        'on a file=1 err=267',
        'armed=102',
        'file created: wait=0 again=0 next=1 after=102',
        '  folders only: wait=102 again=102 next=1 after=102',
        'file renamed: wait=0 again=0 next=1 after=102',
        'file written: wait=0 again=0 next=1 after=102',
        '  names only: wait=102 again=102 next=1 after=102',
        'written again, same size: wait=0 again=0 next=1 after=102',
        'folder made: wait=0 again=0 next=1 after=102',
        '  subtree: wait=0 again=0 next=1 after=102',
        'folder made below: wait=102 again=102 next=1 after=102',
        '  subtree: wait=0 again=0 next=1 after=102',
        'all removed: wait=0 again=0 next=1 after=102',
        'close=1',
        'removed=1',
    ]


def test_used_default_char_counts_only_what_fitted(boot):
    # lpUsedDefaultChar when the buffer runs out before the defaulted character, and after; UTF-7/8 error precedence
    assert run_mode(boot, "wctomb") == [
        '1 byte: ret=0 mbc=84 used=0 err=122',
        '3 bytes: ret=0 used=1 err=122',
        'whole: ret=5 Th?i used=1',
        'UTF-7 bad flag and used: ret=0 err=87',
        'UTF-8 bad flag and used: ret=0 err=1004',
        'UTF-7 bad flag: ret=0 err=1004',
    ]


FMTMSG = [
    'A(0x400,"test") ret=4 err=3735928559 out=[test]',
    'A(0x400,"test%0") ret=4 err=3735928559 out=[test]',
    'A(0x400,"test%0test") ret=4 err=3735928559 out=[test]',
    'A(0x400,"%0test") ret=0 err=235 out=[untouched]',
    'A(0x400,"") ret=0 err=235 out=[untouched]',
    'A(0x400,"%%% %.%!") ret=4 err=3735928559 out=[% .!]',
    'A(0x400,"%n%r%t") ret=4 err=3735928559 out=[\\r\\n\\r\\t]',
    'A(0x400,"hi\\n") ret=4 err=3735928559 out=[hi\\r\\n]',
    'A(0x400,"hi\\r\\n") ret=4 err=3735928559 out=[hi\\r\\n]',
    'A(0x400,"\\r") ret=2 err=3735928559 out=[\\r\\n]',
    'A(0x400,"\\r\\r\\n") ret=4 err=3735928559 out=[\\r\\n\\r\\n]',
    'A(0x400,"a%bc") ret=3 err=3735928559 out=[abc]',
    'A(0x400,"%") ret=0 err=87 out=[untouched]',
    'A(0x400,"x%") ret=0 err=87 out=[untouched]',
    'A(0x600,"test") ret=4 err=3735928559 out=[test]',
    'A(0x600,"test%0") ret=4 err=3735928559 out=[test]',
    'A(0x600,"test%0test") ret=4 err=3735928559 out=[test]',
    'A(0x600,"%0test") ret=0 err=235 out=[untouched]',
    'A(0x600,"") ret=0 err=235 out=[untouched]',
    'A(0x600,"%%% %.%!") ret=8 err=3735928559 out=[%%% %.%!]',
    'A(0x600,"%n%r%t") ret=4 err=3735928559 out=[\\r\\n\\r\\t]',
    'A(0x600,"hi\\n") ret=4 err=3735928559 out=[hi\\r\\n]',
    'A(0x600,"hi\\r\\n") ret=4 err=3735928559 out=[hi\\r\\n]',
    'A(0x600,"\\r") ret=2 err=3735928559 out=[\\r\\n]',
    'A(0x600,"\\r\\r\\n") ret=4 err=3735928559 out=[\\r\\n\\r\\n]',
    'A(0x600,"a%bc") ret=4 err=3735928559 out=[a%bc]',
    'A(0x600,"%") ret=0 err=87 out=[untouched]',
    'A(0x600,"x%") ret=0 err=87 out=[untouched]',
    'A(0x600,"test%1%2!*.*s!%99") ret=17 err=3735928559 out=[test%1%2!*.*s!%99]',
    'A(0x4ff,"hi\\r\\nthere\\n") ret=9 err=3735928559 out=[hi there ]',
    'A(0x608,"short%nlong line%1") ret=19 err=3735928559 out=[short\\r\\nlong\\r\\nline%1]',
    'A(0x414,"short long line") ret=15 err=3735928559 out=[short long line]',
    'A(0x40b,"short long line") ret=16 err=3735928559 out=[short long\\r\\nline]',
    'A(0x414,"short long long line") ret=21 err=3735928559 out=[short long long\\r\\nline]',
    'A(0x40a,"short long line") ret=16 err=3735928559 out=[short\\r\\nlong line]',
    'A(0x410,"short long    line") ret=16 err=3735928559 out=[short long\\r\\nline]',
    'A(0x410,"short long    wordlongerthanaline") ret=33 err=3735928559 out=[short long\\r\\nwordlongerthanal\\r\\nine]',
    'A(0x40c,"short long    line") ret=18 err=3735928559 out=[short long\\r\\n  line]',
    'A(0x40c,"short long    wordlongerthanaline") ret=35 err=3735928559 out=[short long\\r\\n\\r\\nwordlongerth\\r\\nanaline]',
    'A(0x40f,"   short line") ret=13 err=3735928559 out=[   short line]',
    'A(0x40b,"   shortlong line") ret=17 err=3735928559 out=[\\r\\nshortlong\\r\\nline]',
    'A(0x40b,"l1%n   shortlong line") ret=21 err=3735928559 out=[l1\\r\\n\\r\\nshortlong\\r\\nline]',
    'A(0x405,"                ") ret=7 err=3735928559 out=[\\r\\n\\r\\n\\r\\n ]',
    'A(0x405,"l1               ") ret=10 err=3735928559 out=[l1\\r\\n\\r\\n\\r\\n  ]',
    'A(0x408,"shortlon") ret=10 err=3735928559 out=[shortlon\\r\\n]',
    'A(0x408,"shortlongline") ret=15 err=3735928559 out=[shortlon\\r\\ngline]',
    'A(0x407,"short long line") ret=17 err=3735928559 out=[short\\r\\nlong\\r\\nline]',
    'A(0x40b,"short\\nlong line") ret=16 err=3735928559 out=[short long\\r\\nline]',
    'A(0x408,"shortlon%n") ret=12 err=3735928559 out=[shortlon\\r\\n\\r\\n]',
    'A(0x40a,"short%nlong line") ret=16 err=3735928559 out=[short\\r\\nlong line]',
    'A(0x408,"short%rlong line") ret=16 err=3735928559 out=[short\\rlong\\r\\nline]',
    'A(0x40b,"short long\\tline") ret=16 err=3735928559 out=[short\\r\\nlong\\tline]',
    'A(0x40b,"short long-line") ret=16 err=3735928559 out=[short\\r\\nlong-line]',
    'inserts ret=18 err=3735928559 out=[[str] [-7] [   ab]]',
    'null insert ret=6 err=3735928559 out=[(null)]',
    'star width ret=9 err=3735928559 out=[   t|  03]',
    'star va_list ret=11 err=3735928559 out=[  001, 0002]',
    'star va_list %3 ret=12 err=3735928559 out=[  001,  0002]',
    'star array ret=13 err=3735928559 out=[  0002, 00003]',
    'star array %4 ret=12 err=3735928559 out=[  0002,  001]',
    '64-bit ret=41 err=3735928559 out=[18446744073709551615 -9223372036854775807]',
    'no va_list entry ret=13 err=3735928559 out=[no and (null)]',
    'insert, no args ret=0 err=87 out=[no and (null)]',
    'A short ret=0 err=122 out=[xxxxx]',
    'W size 0 ret=0 err=122 out=xxxxxx',
    'W size 1 ret=0 err=122 out0=0 out1=x',
    'W size 4 ret=0 err=122 out=tes rest=xx',
    'W empty ret=0 err=235 out=[]',
    'W %0 ret=0 err=235 out=[]',
    'eaten size=1 ret=0 err=122 out0=0 next=unused',
    'eaten size=64 ret=10 err=3735928559 out0=0x65 next=unused',
    'A NULL buf ret=0 err=122',
    'A NULL alloc ret=0 err=8',
    'W NULL buf ret=0 err=87',
    'alloc empty ret=0 err=235 buf=NULL',
    'alloc ret=7 err=3735928559 out=[test ok]',
    'kernel32 table 7 found=1',
    'kernel32 table E_ACCESSDENIED found=1',
    'E_NOTIMPL found=1',
    'E_FAIL found=1',
    'TRUST_E_NOSIGNATURE found=1',
    'A 32766 into 0 ret=0 err=122',
    'A 32766 ret=32766 same=1',
    'A 32766 into 40001 ret=0 err=87',
    'A small into 32768 ret=0 err=87',
    'A small into 32767 ret=5 err=3735928559',
    'A small alloc 40001 ret=0 err=87',
    'A 32767 ret=0 err=87',
    'W 40000 ret=40000 same=1',
    'W insert 40000 ret=40000 same=1',
]
