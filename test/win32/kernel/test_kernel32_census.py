"""The KERNEL32 families of the issue 23 census (docs/dlls.md).

test/exe/k32census.exe (guests/tests/k32census.c + .rc) runs one mode per run and prints
a line per step. The expected lines were checked against Wine 8: they are what the same
binary prints under ``xvfb-run -a wine k32census.exe /mode NAME``, except where a comment
says why not. The tests whose functions take ``width`` run its x86-64 build too
(test/exe64/k32census.exe, the same source and resources) with the same expected lines;
the other modes (misc: GetSystemWow64Directory; debugbreak) call functions not yet read for
64-bit callers.
"""

import os

from paths import guest_exe
from procs import ROOT

EXE = os.path.join(ROOT, "test", "exe", "k32census.exe")


def run_mode(boot, mode, batches=400, width=4):
    """The VM after running ``k32census.exe /mode MODE`` to its end."""
    d = boot(guest_exe("k32census", width), args="/mode " + mode, settle=False)
    d.run_to_end(batches)
    return d.vm


def test_modules_and_resource_enumeration(boot, width):
    vm = run_mode(boot, "modules", width=width)
    null = "0" * (2 * width)                  # %p of NULL: 16 digits in a 64-bit program
    assert vm.stdout_log == [
        "DisableThreadLibraryCalls(self)=0 error=126",   # the exe has a TLS directory
        "DisableThreadLibraryCalls(bad)=0 error=126",
        "GetModuleHandleExA(NULL)=1 self=1",
        "GetModuleHandleExA(KERNEL32)=1 same=1",
        "GetModuleHandleExW(from address)=1 self=1",
        "GetModuleHandleExA(bad flags)=0 error=87 h=" + null,
        "GetModuleHandleExA(nosuch)=0 error=126 h=" + null,
        "type MYTYPE",
        "type #10",
        "EnumResourceTypesA=1",
        "name ALPHA", "name ZEBRA", "name #3", "name #7",
        "EnumResourceNamesA(RCDATA)=1",
        "name ALPHA", "name ZEBRA",
        "EnumResourceNamesA(stop after 2)=0 error=0",
        "wname #2",
        "EnumResourceNamesW(MYTYPE)=1",
        "EnumResourceNamesA(BITMAP)=0 error=1813",
        "lang 0407", "lang 0409",
        "EnumResourceLanguagesA(#3)=1",
        "EnumResourceLanguagesA(NOPE)=0 error=1814",
    ]


def test_srw_locks_condition_variables_init_once_and_ex_waits(boot, width):
    vm = run_mode(boot, "locks", batches=2000, width=width)

    def ptr(value):          # %p: 8 digits, 16 in a 64-bit program
        return "%0*X" % (2 * width, value)
    assert vm.stdout_log == [
        "try excl=1 try shared=0",
        "shared twice=1 1 excl=0",
        "after release excl=1",
        "srw counter=600",              # two threads, each 300 locked read-Sleep(0)-writes
        "cs sleepers awake=2",
        "srw sleeper awake=1",
        "timed sleep=0 error=1460",
        "ExecuteOnce=1 ctx=%s calls=1" % ptr(0x1000),
        "ExecuteOnce again=1 ctx=%s calls=1" % ptr(0x1000),
        "ExecuteOnce failing=0 error=0 calls=2",
        "ExecuteOnce failing again=0 calls=3",
        "Begin(check only)=0 error=31",
        "Begin=1 pending=1",
        "Complete(unaligned)=0 error=87",
        "Complete=1",
        "Begin after=1 pending=0 ctx=%s" % ptr(0x2000),
        "Complete again=0 error=31",
        "manual event waits=0 0",
        "auto event waits=0 258",
        "semaphore multi wait=1 then=258",
        "semaphore bad count=0 error=87",
        "mutex release=1 again=0",
        "SleepEx=0",
    ]


def test_file_mapping_of_files_and_of_the_paging_file(boot, width):
    vm = run_mode(boot, "mapping", width=width)
    assert vm.stdout_log == [
        "view=1 text=hello world",
        "after flush: file=HELLO world",
        "unmap inside=1",
        "after unmap: file=HELLO WORLD",
        "unmap again=0 error=487",
        "unaligned=0 error=1132",
        "readonly larger=0 error=8",
        "writable larger=1 size=8192",
        "write view of readonly=0 error=5",
        "two read views=1 1 same=HELLO HELLO",
        "empty file=0 error=1006",
        "pagefile size 0=0 error=87",
        "pagefile=1 error=0",
        "zeroed=1",
        "again=1 error=183",
        "reopened=1 text=shared text",
        "open nosuch=0 error=2",
    ]


def test_compare_string_and_locale_names(boot, width):
    vm = run_mode(boot, "compare", width=width)
    assert vm.stdout_log == [
        'A abc/ABC=1 ignorecase=2',
        'A co-op/coop=3 stringsort=1',
        'A counts=2 1',
        'W resume/accented=1 nonspace=2',
        'W symbols=2',
        'W width=2',
        'W a/B=1 10/9=1',
        'W null=0 error=87',
        'W bad flags=0 error=1004',
        'Ex=2 1',
        'Ordinal=3 1 2 3',
        'LocaleNameToLCID=0409 0407 007f 0000',
        'LocaleNameToLCID(bad)=0 error=87',
        'LCIDToLocaleName=6 en-US',
        'LCIDToLocaleName(fr)=6 fr-FR need=6',
        'LCIDToLocaleName(user)=6 en-US',
        'LCIDToLocaleName(small)=0 error=122',
        'IsValidLocale=1 1 0',
        'EnumSystemLocalesEx=1 en-US seen=1 flags=21',
        'defaults=0409 0409 0409 0409 0409 0409 0409 0409',
        'GetUserDefaultLocaleName=6 en-US',
        'GetDateFormatEx=19 2024-03-05 Tuesday need=5',
        'GetTimeFormatEx=12 14:07:09 PM',
    ]


def test_duplicate_handles_pipes_overlapped_io_locks_and_volume(boot, width):
    # at 64 bits the OVERLAPPED is read through its x64 layout (hEvent at +24)
    vm = run_mode(boot, "io", width=width)
    assert vm.stdout_log == [
        'DuplicateHandle=1 distinct=1',
        'overlapped read=1 n=4 text=abcd internal=0 high=4 event=0',
        'GetOverlappedResult=1 n=4 pos=14',
        'overlapped read at eof=0 error=38 internal=c0000011',
        'GetOverlappedResult(eof)=0 error=38 n=0',
        'overlapped write=1 n=2 high=2',
        'CancelIoEx=0 error=1168',   # Wine: 1 0; Windows documents ERROR_NOT_FOUND when nothing is pending
        'after closing duplicate read=1 text=01XY456789abcdef',
        'info=1 attrs=20 size=16 links=1 same index=1 same serial=1',
        'LockFile=1',
        'LockFile overlapping own=0 error=33',
        'other handle read locked=0 error=33',   # Wine: 1 0 (its locks are advisory); Windows' are mandatory
        'other handle read unlocked=1 n=4',
        'own handle read locked=1 n=2',
        'UnlockFile(part)=0 error=158',   # Wine: error 33; Windows documents ERROR_NOT_LOCKED
        'UnlockFile=1',
        'LockFileEx shared=1 second shared=1',
        'LockFileEx exclusive over shared=0 error=33',
        'write in shared lock=0 error=33',   # Wine: 1 0 (advisory locks again)
        'UnlockFileEx=1 1',
        'DeviceIoControl=0 error=50',
        'CreatePipe=1 type=3',
        'read=1 n=8 text=hello pi',
        'read rest=1 n=2 text=pe',
        'read closed=0 n=0 error=109',
        'write no reader=0 error=232',
        'GetVolumeInformationA=1 fs=NTFS maxc=255 preserved=1',
        'GetVolumeInformationA(no slash)=0 error=123',   # Wine: accepts it; Windows requires the backslash
    ]


def test_system_thread_and_memory_odds_and_ends(boot):
    vm = run_mode(boot, "misc")
    assert vm.stdout_log == [
        'priority=0',
        'SetThreadPriority=1 now=2',
        'SetThreadPriority(7)=0 error=87',
        'SetThreadDescription=10000000',
        'OpenThread=1 priority=2',
        'OpenThread(bad)=0 error=87',
        'processor=0',
        'native: arch=0 page=4096 gran=65536',
        'GlobalMemoryStatusEx=1 sane=1',
        'GlobalMemoryStatusEx(bad length)=0 error=87',
        'ReadProcessMemory=1 done=8 text=rpmtest',
        'ReadProcessMemory(bad)=0 error=998 done=0',
        'VirtualQueryEx=28 state=1000',
        'GetSystemWow64DirectoryW=0 error=120',
        'GetComputerNameExA(NetBIOS)=1 n=9 same=1',   # Wine: its host's name (WINEAGENT here)
        'GetComputerNameExW(small)=0 error=234 grew=1',
        'SetConsoleCtrlHandler=1 remove=1',
        'SetConsoleCtrlHandler(remove again)=0 error=87',
        'SetStdHandle=1 same=1',
        'SetStdHandle(bad)=0 error=6',
    ]


def test_console_input_nobody_types_into(boot, width):
    vm = run_mode(boot, "console", width=width)
    assert vm.stdout_log == [
        'AllocConsole=1',
        'AllocConsole again=0 error=5',
        'VerifyConsoleIoHandle=1',
        'GetNumberOfConsoleInputEvents=1 n=0',
        'PeekConsoleInputA=1 n=0',
        'SetConsoleMode=1 mode=1',
    ]


def test_debugbreak_reaches_the_unhandled_exception_filter(boot):
    d = boot(EXE, args="/mode debugbreak", settle=False)
    for _ in range(400):
        d.vm.run_batch()
        if d.vm.ended:
            break
    # Wine 8 prints the same line; the filter's EXCEPTION_EXECUTE_HANDLER ends the process
    # with the exception's code, reported as the guest's fault (test_policies' crash2).
    assert d.vm.stdout_log == ["filter code=80000003"]
    assert d.vm.machine.fault.code == 0x80000003


def test_global_and_local_atoms(boot, width):
    vm = run_mode(boot, "atoms", width=width)
    assert vm.stdout_log == [
        'global add=1 same=1',
        'name=10 CensusAtom',
        'wname=10 CensusAtom',
        'name small=0 Cen error=234',
        'find=1',
        'delete=0 find=1',
        'delete=0',
        'find gone=0 error=2',
        'delete gone=1 error=6',
        'int atom=123 name=#123 delete=0',
        'atom 0=0 error=0',
        'local add=1 global find=0 local find=1',
        'local name=8 LocalOne delete=0',
        'local name gone=0 error=6',
    ]


def test_thread_pool_work_timers_waits_and_private_pools(boot, width):
    # at 64 bits the TP_CALLBACK_ENVIRON's pool is read at +8 and the callbacks are called
    # with the x64 convention
    vm = run_mode(boot, "pool", batches=2000, width=width)
    assert vm.stdout_log == [
        'work runs=3 on another thread=1',
        'TrySubmitThreadpoolCallback=1',
        'event set when it returned=0',
        'QueueUserWorkItem=1',
        'legacy ran=0',
        'timer set before=0',
        'timer set=1',
        'timer fired 3 times=0 fires=3 set after=0',
        'wait signaled=0 result=0 e2 consumed=258',
        'wait timed out=0 result=102',
        'private pool=1 min=1',
        'private pool work runs=1',
    ]


def test_search_path_long_and_short_names_hard_links_and_dos_dates(boot, width):
    vm = run_mode(boot, "paths", width=width)
    assert vm.stdout_log == [
        'SearchPathA=26 C:\\census_dir\\Sub\\file.txt part=file.txt',
        'SearchPathA(small)=27',
        'SearchPathA(missing)=0 error=2',
        'GetLongPathNameA=26 c:\\CENSUS_DIR\\Sub\\File.TXT',
        'GetLongPathNameW=17 C:\\census_dir\\Sub',
        'GetLongPathNameA(missing)=0 error=2',
        'GetShortPathNameA(missing)=0 error=2',
        'CreateHardLinkA=1 links=2 size=1',
        'CreateHardLinkA(again)=0 error=183',
        'DosDateTimeToFileTime=1 ft=01dbf4c47918d700',
        'FileTimeToDosDateTime=1 date=5aee time=6cb5',
        'DosDateTimeToFileTime(month 13)=0 error=0',
        'FileTimeToDosDateTime(1650s)=0 error=87',
    ]


def test_local_and_global_blocks_and_the_old_file_functions(boot, width):
    vm = run_mode(boot, "memfile", width=width)
    assert vm.stdout_log == [
        'LocalSize=10 flags=0',
        'LocalReAlloc=1 size=20 text=local',
        'LocalLock=1 flags=1',
        'LocalUnlock=0 error=0 flags=0',
        'LocalUnlock again=0 error=158',
        'GlobalReAlloc=1 size=4000 text=global tail=0',
        'LocalSize(bad)=0',
        'OpenFile(create)=1 path=C:\\census_of.txt err=0',
        '_lwrite=10 _llseek=2 _lread=4 text=2345',
        'truncate=0 end=5',
        '_lclose=-1 again=0',
        'OpenFile(exist)=1',
        'OpenFile(parse)=0 path=C:\\census_of.txt',   # Wine: its current folder (where the exe is)
        '_lopen=1 read=5 text=01234',
        '_lwrite(read only)=-1 error=5',
        'OpenFile(delete)=1',
        'OpenFile(missing)=-1 err=2',
        '_lcreat=1 write=3',
    ]


def test_toolhelp_psapi_and_activation_contexts(boot, width):
    # at 64 bits PROCESSENTRY32's heap id, MODULEENTRY32's base and handle, MODULEINFO and
    # K32EnumProcessModules' array are pointer-sized (the same lines print)
    vm = run_mode(boot, "toolhelp", width=width)
    assert vm.stdout_log == [
        'processes: ours found=1 more than one=1 end error=18',
        'first module=1 k32census.exe base ok=1',
        'kernel32 listed=1',
        'small dwSize=0 error=122',
        'ANSI: ours found=1 first module=1 k32census.exe base ok=1 size ok=1',
        'kernel32 listed=1 threads: ours found=1 end error=18',
        'K32EnumProcesses=1 ours=1',
        'K32EnumProcessModules=1 first=1 several=1',
        'K32EnumProcessModules: whole cells=1 kernel32 listed=1',
        'K32GetModuleBaseNameW=13 k32census.exe',
        'K32GetModuleFileNameExW ends=1',
        'K32GetModuleInformation=1 base=1 size=1',
        'K32GetModuleInformation: entry inside=1',
        'CreateActCtxW=1',
        'ActivateActCtx=1 cookie=1 current=1',
        'FindActCtxSectionGuid=0 error=14007',
        'DeactivateActCtx=1',
        'CreateActCtxW(missing)=0 error=2',
    ]
