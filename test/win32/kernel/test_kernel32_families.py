"""KERNEL32's LZExpand functions, waitable timers and I/O completion ports (docs/dlls.md,
"LZExpand, waitable timers, completion ports").

test/exe/gdik_k32.exe (guests/tests/gdik_k32.c) runs one mode per run and prints a line per
step. The expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine gdik_k32.exe /mode NAME``), except where a comment says why not.
Every test runs the x86-64 build too (test/exe64/gdik_k32.exe, the ``width`` fixture),
whose lines are 64-bit Wine's: the same but for ``%p`` values (16 digits: ``widen``) and
what the files mode says of x86 alone.
"""

import re

from paths import guest_exe


def widen(lines, width):
    """``lines`` as the build of ``width`` prints them: a ``%p`` (an 8-digit hex value after
    '=') has 16 digits in the x86-64 build."""
    if width == 4:
        return lines
    return [re.sub(r"=([0-9A-F]{8})\b", lambda m: "=" + m.group(1).rjust(16, "0"), line)
            for line in lines]


def run_mode(boot, mode, width, batches=3000):
    """The stdout lines of ``gdik_k32.exe /mode MODE`` (the build of ``width``) run to its
    end."""
    d = boot(guest_exe("gdik_k32", width), args="/mode " + mode, settle=False)
    d.run_to_end(batches)
    assert d.vm.ended
    return d.vm.stdout_log


def test_lz_functions_expand_szdd_files_and_pass_plain_files_through(boot, width):
    # the file made by the guest: 3 spaces from the window, then references back
    assert run_mode(boot, 'lz', width) == [
        'LZOpenFileA(lzdata.tx_)=400',
        'LZRead(10) n=10 "   Hello, "',
        'LZRead(rest) n=80 "hello, hello LZ world!\\r\\nHello, hello, hello LZ world!\\r\\nabcabcabcabcabcabc end.\\r\\n"',
        'LZRead(at end)=0',
        'LZSeek(5,0)=5',
        'LZRead(8) n=8 "llo, hel"',
        'LZSeek(3,1)=16',
        'LZRead(4) n=4 " hel"',
        'LZSeek(10,2)=80',
        'LZRead(end-10) n=10 "abc end.\\r\\n"',
        'LZSeek(1000,0)=-7',
        'LZSeek(-1,0)=-7',
        'LZSeek(90,0)=90',
        'LZSeek(0,2)=90',
        'LZRead(closed)=-1',
        'LZOpenFileA(lzdata.txt)=400 path ends lzdata.tx_',
        'LZOpenFileA(copy.txt, OF_CREATE) plain=1',
        'LZCopy=90',
        'copy.txt n=34 "   Hello, hello, hello LZ world!\\r\\n"',
        'copy.txt size=90',
        'LZInit(compressed) lz=1',
        'LZRead n=5 "   He"',
        'CopyLZFile(after 5)=85',
        'LZCopy(plain handle of compressed)=90',
        '_lread(source after LZCopy)=-1',
        'LZInit(plain) same=1',
        'LZRead(plain) n=5 "plain"',
        'LZSeek(plain,2,0)=2',
        'LZRead(plain) n=5 "ain t"',
        'LZOpenFileA(nosuch)=-1 err=2',
        'LZInit(bad)=-1',
        'GetExpandedNameA(lzdata.tx_)=1 lzdata.txt',
        'GetExpandedNameA(UPPER.TX_)=1 UPPER.TXT',
        'GetExpandedNameA(dotted.)=1 dotted',
        'GetExpandedNameA(plain.txt)=1 plain.txt',
        'GetExpandedNameW(lzdata.tx_)=1 lzdata.txt',
        'GetExpandedNameA(nosuch)=-1 ?',
        'LZOpenFileW+LZRead n=12 "   Hello, he"',
        'LZStart=1',
    ]


def test_waitable_timers_signal_on_guest_time(boot, width):
    assert run_mode(boot, 'timer', width) == widen([
        'CreateWaitableTimerA(manual)=1',
        'wait(not set)=102 waited<20',
        'SetWaitableTimer(-100ms)=1',
        'wait(10)=102 waited<20',
        'wait(1000)=0 waited<150',
        'wait(manual again)=0 waited<20',
        'CancelWaitableTimer=1',
        'wait(after cancel, still signaled)=0 waited<20',
        'wait(set again: reset)=102 waited<20',
        'wait(cancelled before due)=102 waited<400',
        'CreateWaitableTimerW(sync, named)=1 err=0',
        'CreateWaitableTimerA(same name) err=183',
        'OpenWaitableTimerA=1',
        'OpenWaitableTimerA(nosuch)=00000000 err=2',
        'SetWaitableTimer(absolute)=1',
        'wait(sync, via other handle)=0 waited<150',
        'wait(sync, taken)=102 waited<20',
        'SetWaitableTimer(periodic 50)=1',
        'periodic hits=4',
        'wait(periodic cancelled)=102 waited<150',
        'CreateWaitableTimerExW(manual)=1',
        'wait(due in the past)=0 waited<20',
        'wait(manual stays)=0 waited<20',
        'SetWaitableTimer(bad handle)=0 err=6',
        'CancelWaitableTimer(bad)=0 err=6',
    ], width)


def test_completion_ports_queue_packets_in_order_and_wait_on_guest_time(boot, width):
    assert run_mode(boot, 'port', width) == widen([
        'CreateIoCompletionPort=1',
        'CreateIoCompletionPort(INVALID, port)=00000000 err=87',
        'GQCS(empty, 0)=0 err=258 ov=00000000',
        'GQCS(empty, 60)=0 err=258',
        'Post=1',
        'Post=1',
        'Post=1',
        'GQCS=1 n=10 key=1 ov=00000100',
        'GQCSEx=1 removed=2',
        '  entry key=2 ov=00000200 bytes=20',
        '  entry key=3 ov=00000000 bytes=30',
        'GQCSEx(empty)=0 err=258',
        'GQCS(from thread)=1 n=77 key=beef ov=00001234',
        'GQCSEx(count 1)=1 removed=1 key=1',
        'CloseHandle(port)=1',
        'Post(closed)=0 err=6',
        'GQCS(NULL)=0 err=6',
        'associate(sync file)=00000000 err=87',
        'associate(socket, new port)=1 err=0',
        'associate(socket again)=00000000 err=87',
        'associate(anonymous pipe)=00000000 err=87',
        'associate(bad handle)=00000000 err=6',
        "GQCS(socket's port)=0 err=258",
    ], width)


def test_profile_sections_are_read_replaced_and_deleted(boot, width):
    assert run_mode(boot, 'profile', width) == [
        'GetPrivateProfileSectionA(one)=25: [a=1] [b="two"] [noequals] [c=3]',
        'GetPrivateProfileSectionA(TWO)=4: [x=y]',
        'GetPrivateProfileSectionA(nosuch)=0 b0=0 b1=0',
        'GetPrivateProfileSectionA(size 8)=6 97 61 49 0 98 61 0 0',
        'GetPrivateProfileSectionW(one)=25 first=a=1',
        'WritePrivateProfileSectionA(two)=1',
        '  names=8: [one] [Two]',
        '  [one]=25: [a=1] [b="two"] [noequals] [c=3]',
        '  [Two]=8: [p=1] [q=2]',
        'WritePrivateProfileSectionW(new)=1',
        'WritePrivateProfileSectionA(one, NULL)=1',
        '  names=8: [Two] [new]',
        '  [Two]=8: [p=1] [q=2]',
        '  [new]=4: [k=v]',
        'WritePrivateProfileSectionA(empty)=1',
        '  names=8: [Two] [new]',
        '  [Two]=8: [p=1] [q=2]',
        '  [new]=4: [k=v]',
        'GetPrivateProfileSectionNamesA(size 10)=8 Two|new',
        'GetPrivateProfileSectionNamesW=8 first=Two',
        'GetPrivateProfileSectionA(missing file)=0',
    ]


def test_named_pipes_carry_bytes_and_messages_between_threads(boot, width):
    # the client thread's lines come last: it logs them for the main thread to print
    assert run_mode(boot, 'pipe', width) == [
        'CreateNamedPipe(bad name)=0 err=3',
        'CreateFile(no pipe)=0 err=2',
        'WaitNamedPipe(no pipe)=0 err=2',
        'CreateNamedPipe(bytes)=1',
        'CreateNamedPipe(second instance of 1)=0 err=231',
        'ReadFile(listening)=0 err=536',
        'GetNamedPipeInfo=1 flags=1 out=512 in=512 max=1',
        'GetFileType=3',
        'ConnectNamedPipe=1',
        'ConnectNamedPipe(again)=0 err=535',
        'PeekNamedPipe=1 n=3 avail=11 hel',
        'ReadFile(8)=1 n=8 hello wo',
        'ReadFile(rest)=1 n=3 rld',
        'ReadFile(client closed)=0 err=109',
        'WriteFile(client closed)=0 err=232',
        'ConnectNamedPipe(client gone)=0 err=232',
        'DisconnectNamedPipe=1',
        'ReadFile(disconnected)=0 err=233',
        'CreateFile(disconnected instance)=0 err=231',
        'CreateNamedPipe(msgs)=1',
        'ConnectNamedPipe(msgs)=1 err=0',
        'server: ReadFile(first message)=1 n=4',
        'server: ReadFile(2)=0 err=234 n=2 ab',
        'server: PeekNamedPipe=1 avail=6 left=6',
        'server: ReadFile(rest)=1 n=6 cdefgh',
        'server: DisconnectNamedPipe=1',
        'server: ConnectNamedPipe(for CallNamedPipe)=1',
        'server: ReadFile(call)=1 n=4 call',
        'client: CreateFile(bytes)=1',
        'client: ReadFile=1 n=5 reply',
        'client: WaitNamedPipe=1',
        'client: CreateFile(msgs)=1',
        'client: TransactNamedPipe(byte read mode)=0 err=230',
        'client: SetNamedPipeHandleState=1',
        'client: TransactNamedPipe=1 n=4 pong',
        'client: ReadFile(4 of a longer message)=0 err=234 n=4 a lo',
        'client: ReadFile(rest)=1 n=12 nger message',
        'client: ReadFile(next)=1 n=6 second',
        'client: ReadFile(after disconnect)=0 err=233',
        'client: WriteFile(after disconnect)=0 err=233',
        'client: CallNamedPipe=1 n=6 answer',
        'CreateNamedPipe(READMODE_MESSAGE on a byte pipe)=0 err=87',
    ]


def test_copy_with_progress_volume_label_and_selector_entries(boot, width):
    # Wine 8's CopyFileEx calls no progress routine at all: the progress lines and the
    # cancel/stop outcomes follow the documented protocol (CALLBACK_STREAM_SWITCH first,
    # CALLBACK_CHUNK_FINISHED after each chunk, PROGRESS_CANCEL deletes the copy,
    # PROGRESS_STOP keeps it, both ERROR_REQUEST_ABORTED); the rest is Wine's output.
    lines = [
        '  progress 1: total=150000 done=0 stream=150000/0 number=1 reason=1 src type=1 dst ok=1 data=00001234',
        '  progress 2: total=150000 done=65536 stream=150000/65536 number=1 reason=0 src type=1 dst ok=1 data=00001234',
        '  progress 3: total=150000 done=131072 stream=150000/131072 number=1 reason=0 src type=1 dst ok=1 data=00001234',
        '  progress 4: total=150000 done=150000 stream=150000/150000 number=1 reason=0 src type=1 dst ok=1 data=00001234',
        'CopyFileExA(continue)=1 err=0 calls=4 dst exists=1',
        '  progress 1: total=150000 done=0 stream=150000/0 number=1 reason=1 src type=1 dst ok=1 data=00001234',
        '  progress 2: total=150000 done=65536 stream=150000/65536 number=1 reason=0 src type=1 dst ok=1 data=00001234',
        'CopyFileExA(quiet at 2)=1 err=0 calls=2 dst exists=1',
        '  progress 1: total=150000 done=0 stream=150000/0 number=1 reason=1 src type=1 dst ok=1 data=00001234',
        '  progress 2: total=150000 done=65536 stream=150000/65536 number=1 reason=0 src type=1 dst ok=1 data=00001234',
        'CopyFileExA(cancel at 2)=0 err=1235 calls=2 dst exists=0',
        '  progress 1: total=150000 done=0 stream=150000/0 number=1 reason=1 src type=1 dst ok=1 data=00001234',
        'CopyFileExA(stop at 1)=0 err=1235 calls=1 dst exists=1',
        '  progress 1: total=150000 done=0 stream=150000/0 number=1 reason=1 src type=1 dst ok=1 data=00001234',
        '  progress 2: total=150000 done=65536 stream=150000/65536 number=1 reason=0 src type=1 dst ok=1 data=00001234',
        '  progress 3: total=150000 done=131072 stream=150000/131072 number=1 reason=0 src type=1 dst ok=1 data=00001234',
        '  progress 4: total=150000 done=150000 stream=150000/150000 number=1 reason=0 src type=1 dst ok=1 data=00001234',
        'CopyFileExA(fail if exists)=1 err=0 calls=4 dst exists=1',
        '  progress 1: total=150000 done=0 stream=150000/0 number=1 reason=1 src type=1 dst ok=1 data=00001234',
        'CopyFileExA(cancel flag)=0 err=1235 calls=1 dst exists=0',
        'CopyFileExW(no routine)=1 size=150000',
        'CopyFileExA(missing)=0 err=2',
        'SetVolumeLabelA=1',
        'label=GDIKVOL',  # as documented: the label just set (Wine 8 reads a stale one back)
        'SetVolumeLabelW=1 label=Other Name',  # as documented (Wine 8 reads a stale label back)
        'SetVolumeLabelA(Q:)=0 err=2',  # no drive Q:, GetVolumeInformation's error here (Wine: ERROR_NOT_READY)
        'GetThreadSelectorEntry(fs)=1 base is teb=1 present=1 data=1 writable=1',
        'GetThreadSelectorEntry(cs)=1 base=0 code=0 big=0 gran=0',  # CS reads 0 here: Unicorn's flat code segment is not loaded from the GDT, so it names the null entry (Wine: the 32-bit code descriptor)
        'GetThreadSelectorEntry(ds)=1 base=0 code=0 writable=1',
        'GetThreadSelectorEntry(0)=1 zero=1',
        'GetThreadSelectorEntry(bad thread)=0 err=6',  # the documented ERROR_INVALID_HANDLE (Wine ignores the handle)
        'GetProcessId(self)=1 (opened)=1',
        'GetProcessId(bad)=0 err=6',
        'GetProcessAffinityMask=1 same=1 nonzero=1',
        # 9600 baud (80250000): what Wine answers in a fresh prefix (its registry keeps a
        # SetDefaultCommConfig of an earlier run)
        'GetDefaultCommConfigA(COM1)=1 size=52 34000000 01000000 1c000000 80250000 01000000 00000000 00000800 00000000 00000000 01000000 00000000 00000000 00000000',
        'GetDefaultCommConfigA(small)=0 err=122 size=52',
        'GetDefaultCommConfigA(LPT1)=0 err=1010',
        'SetDefaultCommConfigA(COM2)=1',
        'GetDefaultCommConfigA(COM2)=1 baud=19200 bits=8',
        'ConvertDefaultLocale: 409 409 409 7f 409 407 804 809 407',
        'IsBadCodePtr: code=0 NULL=1 low=1',
        'WriteProcessMemory(data)=1 written=8 now=changed',
        'WriteProcessMemory(code, same bytes)=1 written=4',
        'WriteProcessMemory(NULL page)=0 err=5 written=0',
        'GetBinaryTypeA(self)=1 type=0',
        'GetBinaryTypeW(MZ only)=1 type=1',
        'GetBinaryTypeA(text)=0 err=193',  # the documented ERROR_BAD_EXE_FORMAT (Wine sets no error)
        'GetBinaryTypeA(missing)=0 err=2',
        'GetCurrencyFormatA(1234.5)=10 $1,234.50',
        'GetCurrencyFormatA(-1234.567)=12 ($1,234.57)',
        'GetCurrencyFormatA(0.004)=6 $0.00',
        'GetCurrencyFormatA(-0.004)=8 ($0.00)',
        'GetCurrencyFormatA(1234567)=14 $1,234,567.00',  # en-US groups money by 3;0, every three digits (Wine 8 groups once: $1234,567.00)
        'GetCurrencyFormatA(abc)=0 ',
        'GetCurrencyFormatA(fmt neg 8 pos 3)=13 -1 234.6 EUR',
        'GetCurrencyFormatA(fmt pos 3)=12 1 234.6 EUR',
        '  neg 0: ($5.0)',
        '  neg 5: -5.0$',
        '  neg 10: 5.0 $-',
        '  neg 15: (5.0 $)',
        'GetCurrencyFormatA(size 0)=7',  # the size needed, "$12.00" and its NUL, as documented (Wine 8 answers 2)
        'GetCurrencyFormatA(small)=0 err=122',
        'GetCurrencyFormatW=8 $100.00',
        'GetCurrencyFormatA(bad order)=0 err=87',
        'TerminateThread=1 wait=0 code=42 spun=1 stopped=1',
        'TerminateThread(bad)=0 err=6',
        'K32GetProcessImageFileNameA=1 device=1 same path=1',
        'K32GetProcessImageFileNameW same=1',
        'K32GetProcessImageFileNameA(small)=0 err=122',
        'RtlCaptureContext: flags=10007 eip=return address 1 ebp=saved 1 esp=frame+8 1 local=0',
        # a console program has a console: Wine runs this one without any (its output is
        # redirected), so there both calls fail; the lines follow the documentation
        'SetConsoleTitleA=1 GetConsoleTitleA=10 gdik title',
        'SetConsoleTitleW=1 GetConsoleTitleW=10 wide title',
        'GetConsoleTitleA(5)=10 [wide]',
    ]
    if width == 8:
        # 64-bit Wine's lines for the x86-64 build: the progress routine's data is a %p of
        # 16 digits; the selectors and x86 RtlCaptureContext's frame are not in that build
        # (guests/tests/gdik_k32.c); and the program itself is SCS_64BIT_BINARY (6).
        lines = [re.sub(r"data=([0-9A-F]{8})$", r"data=00000000\1", line) for line in lines
                 if not line.startswith(("GetThreadSelectorEntry", "RtlCaptureContext"))]
        lines[lines.index("GetBinaryTypeA(self)=1 type=0")] = "GetBinaryTypeA(self)=1 type=6"
    assert run_mode(boot, 'files', width) == lines
