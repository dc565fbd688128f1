"""The console utilities of the drive's system folder (guests/sysutils.c, one program that
kernel/sysfolder.py copies as C:\\WINDOWS\\SYSTEM32\\where.exe, findstr.exe, find.exe,
sort.exe, more.exe, hostname.exe, whoami.exe, timeout.exe, choice.exe, attrib.exe,
xcopy.exe), run by our cmd.exe from batch files.

EXPECTED is what Windows prints (Microsoft's command reference: ``where``, ``findstr``,
``find``, ``sort``, ``more``; exit codes as documented). Wine 8 (``xvfb-run -a wine cmd /c
utils.bat`` over the same files) is no oracle for most of them:

- its ``where`` and ``findstr`` print nothing and exit 0 whatever they are asked;
- its ``find`` has no switches ("FIND: Invalid switch" for /c /n /v /i), and exits 1 for
  a missing file (Windows: 2, "Searched file not found"); its lines without switches are
  the ones below (the blank line, "---------- FRUIT.TXT", the matching lines, "File not
  found - NOSUCH.TXT");
- it has no ``sort`` ("Can't recognize 'sort fruit.txt' ...");
- its ``more`` to a pipe or file copies the lines, as here (Windows' ``more`` expands
  tabs to every 8th column, ``/tN`` every Nth; ``+N`` starts after line N, ``/s`` keeps
  one blank line of a run);
- ``hostname``/``whoami`` name Wine's host; ours name the guest's computer (WINEAGENT)
  and user (``wineagent\\player``, lower case as whoami prints it).
- ``where cmd notepad`` lists the PATH's spelling of the folder (``C:\\WINDOWS\\system32``,
  kernel/environ.py) with the file's name, as Windows does.
"""

import os

import pytest

BAT = r"""@echo off
cd /d C:\u
where /q nosuchprog
echo rc=%errorlevel%
where nosuchprog
echo rc=%errorlevel%
where /r C:\u *.txt
echo rc=%errorlevel%
where fruit.txt
echo rc=%errorlevel%
where cmd notepad
echo rc=%errorlevel%
where $PATH:notepad.exe
where /f C:\u:*.log
echo rc=%errorlevel%
where $NOSUCHVAR:x
echo rc=%errorlevel%
findstr apple fruit.txt
echo rc=%errorlevel%
findstr /i banana fruit.txt
findstr /n /v apple fruit.txt
findstr "pie tart" fruit.txt
findstr /c:"apple pie" fruit.txt
findstr /r "^c.*t$" fruit.txt
findstr /b /i A fruit.txt
findstr /e e fruit.txt
findstr /x date fruit.txt
findstr /m apple *.txt
findstr /s apple *.txt
findstr "[bc][a-h]" fruit.txt
findstr "\<pi" fruit.txt
findstr /g:C:\p\pats.lst fruit.txt
findstr /f:C:\p\list.lst /n two
findstr /n /o e C:\p\pats.lst
findstr /p /m a C:\p\bin.dat C:\p\pats.lst
findstr nomatch fruit.txt
echo rc=%errorlevel%
type fruit.txt | findstr /n an
findstr x nosuch.txt
echo rc=%errorlevel%
find "apple" fruit.txt
echo rc=%errorlevel%
find /c "apple" fruit.txt
find /n /i "APPLE" fruit.txt
find /v "apple" fruit.txt
type fruit.txt | find "an"
type fruit.txt | find /c "a"
find "x" nosuch.txt
echo rc=%errorlevel%
find "zzz" fruit.txt
echo rc=%errorlevel%
sort fruit.txt
sort /r < fruit.txt
sort fruit.txt /o sorted.txt
type sorted.txt
more fruit.txt
type other.log | more
more /t4 +1 /s C:\p\tabs.lst

hostname
whoami
"""

FRUIT = b"apple pie\r\nBanana split\r\ncherry tart\r\napple crumble\r\ndate\r\n"

EXPECTED = [
    'rc=1',                                       # where /q: nothing printed
    'INFO: Could not find files for the given pattern(s).',
    'rc=1',
    'C:\\u\\fruit.txt', 'C:\\u\\sub\\more.txt',  # where /r
    'rc=0',
    'C:\\u\\fruit.txt',                             # the current folder first
    'rc=0',
    'C:\\WINDOWS\\system32\\cmd.exe',                # PATH with PATHEXT
    'C:\\WINDOWS\\system32\\notepad.exe',
    'C:\\WINDOWS\\notepad.exe',
    'rc=0',
    'C:\\WINDOWS\\system32\\notepad.exe',        # $PATH:
    'C:\\WINDOWS\\notepad.exe',
    '"C:\\u\\other.log"',                          # /f, path:
    'rc=0',
    'ERROR: The environment variable "NOSUCHVAR" cannot be found.',
    'rc=2',
    'apple pie', 'apple crumble',                 # findstr apple
    'rc=0',
    'Banana split',                               # /i
    '2:Banana split', '3:cherry tart', '5:date',  # /n /v
    'apple pie', 'cherry tart',                   # "pie tart": either word
    'apple pie',                                  # /c:"apple pie"
    'cherry tart',                                # /r "^c.*t$"
    'apple pie', 'apple crumble',                 # /b /i A
    'apple pie', 'apple crumble', 'date',         # /e e
    'date',                                       # /x
    'fruit.txt',                                  # /m
    'fruit.txt:apple pie', 'fruit.txt:apple crumble', 'sub\\more.txt:one apple',  # /s
    'cherry tart',                                # [bc][a-h]
    'apple pie',                                  # \<pi
    'cherry tart', 'date',                        # /g:pats.lst
    'sub\\more.txt:2:two',                         # /f:list.lst
    '2:6:date',                                   # /n /o: the line's number and offset
    'C:\\p\\pats.lst',                              # /p skips bin.dat
    'rc=1',
    '2:Banana split',                             # standard input
    'FINDSTR: Cannot open nosuch.txt',
    'rc=1',
    '', '---------- FRUIT.TXT', 'apple pie', 'apple crumble',
    'rc=0',
    '', '---------- FRUIT.TXT: 2',                # /c
    '', '---------- FRUIT.TXT', '[1]apple pie', '[4]apple crumble',   # /n /i
    '', '---------- FRUIT.TXT', 'Banana split', 'cherry tart', 'date',  # /v
    'Banana split',                               # standard input: no header
    '5',
    'File not found - NOSUCH.TXT',
    'rc=2',
    '', '---------- FRUIT.TXT',
    'rc=1',
    'apple crumble', 'apple pie', 'Banana split', 'cherry tart', 'date',    # sort
    'date', 'cherry tart', 'Banana split', 'apple pie', 'apple crumble',    # sort /r
    'apple crumble', 'apple pie', 'Banana split', 'cherry tart', 'date',    # /o, type
    'apple pie', 'Banana split', 'cherry tart', 'apple crumble', 'date',    # more
    'nothing',
    'b   c',                                      # more /t4 +1 /s
    '',
    'ab      c',
    'WINEAGENT',
    'wineagent\\player',
]


@pytest.fixture
def drive(tmp_path):
    root = tmp_path / "vfs"
    (root / "u" / "sub").mkdir(parents=True)
    (root / "u" / "fruit.txt").write_bytes(FRUIT)
    (root / "u" / "sub" / "more.txt").write_bytes(b"one apple\r\ntwo\r\n")
    (root / "u" / "other.log").write_bytes(b"nothing\r\n")
    (root / "p").mkdir()
    (root / "p" / "tabs.lst").write_bytes(b"skipped\r\nb\tc\r\n\r\n\r\nab\t\tc\r\n")
    (root / "p" / "bin.dat").write_bytes(b"a\x01b\r\n")
    (root / "p" / "pats.lst").write_bytes(b"tart\r\ndate\r\n")
    (root / "p" / "list.lst").write_bytes(b"fruit.txt\r\nsub\\more.txt\r\n")
    (root / "utils.bat").write_bytes(BAT.replace("\n", "\r\n").encode())
    return root


def test_the_console_utilities_print_what_windows_prints(boot, drive):
    import wineagent.win32.kernel as kernel_pkg
    cmd = os.path.join(os.path.dirname(kernel_pkg.__file__), "system32", "cmd.exe")
    d = boot(cmd, args="/c C:\\utils.bat", settle=False, vfs_root=str(drive))
    d.run_to_end(5000)
    assert d.vm.machine.fault is None, d.vm.machine.fault.report()
    assert d.vm.stdout_log == EXPECTED
    assert (drive / "u" / "sorted.txt").read_bytes() == \
        b"apple crumble\r\napple pie\r\nBanana split\r\ncherry tart\r\ndate\r\n"


def test_the_utilities_are_one_program_copied_under_each_name(tmp_path):
    from wineagent.win32.kernel.sysfolder import HOST_DIR, UTILITIES
    from wineagent.win32.kernel.vfs import Vfs
    ours = open(os.path.join(HOST_DIR, "sysutils.exe"), "rb").read()
    fresh = Vfs(str(tmp_path / "a"))
    _, host = fresh.resolve("C:\\WINDOWS\\SYSTEM32\\FINDSTR")     # a PATHEXT search
    folder = os.path.dirname(host)
    for name in UTILITIES:
        assert open(os.path.join(folder, name + ".exe"), "rb").read() == ours


#: timeout, choice, attrib and xcopy. Wine 8 (the same batch file under ``wine cmd /c``):
#: it has no ``timeout`` ("Can't recognize ..."); its ``choice`` reads no piped answer
#: (prints nothing); its ``attrib`` prints the same columns (A, S, H, R at 0, 1, 4, 5,
#: then five spaces) and sets H, but says "nosuch.txt: File Not Found" (Windows: "File
#: not found - nosuch.txt"); its ``xcopy`` says "1 file(s) copied" (Windows: "File(s)"),
#: names a copied file "C:fruit.txt", and a missing source "File not found." with no
#: count. Our drive keeps only the read-only attribute (kernel32's SetFileAttributes), so
#: ``+h`` does not stick and attrib says so (ERRORLEVEL 1) instead of claiming it did.
BAT2 = r"""@echo off
cd /d C:\u
attrib fruit.txt
attrib +r fruit.txt
attrib fruit.txt
attrib -r +h fruit.txt
echo rc=%errorlevel%
attrib
attrib -h fruit.txt
attrib nosuch.txt
echo rc=%errorlevel%
timeout /t 2 /nobreak
echo rc=%errorlevel%
timeout /t 1 < other.log
echo rc=%errorlevel%
echo y| choice /m "Go on"
echo rc=%errorlevel%
echo b| choice /c abc /n
echo rc=%errorlevel%
type other.log | choice /c xyz /t 2 /d z /m Pick
echo rc=%errorlevel%
xcopy sub dest /i /q
echo rc=%errorlevel%
xcopy sub dest2 /s /e /i
echo rc=%errorlevel%
xcopy fruit.txt dest /y
echo rc=%errorlevel%
xcopy nosuch.txt dest
echo rc=%errorlevel%
xcopy *.log d3\
echo rc=%errorlevel%
"""

_TAIL = ' seconds, press CTRL+C to quit ...'
EXPECTED2 = [
    'A            C:\\u\\fruit.txt',
    'A    R       C:\\u\\fruit.txt',
    'ATTRIB: the attributes of C:\\u\\fruit.txt did not change as asked',
    'rc=1',
    'A            C:\\u\\fruit.txt',                # attrib: every file of the folder
    'A            C:\\u\\other.log',
    'File not found - nosuch.txt',
    'rc=1',
    '',
    # the number counts down in place: back over it and the rest, then the rest again
    'Waiting for 2' + _TAIL + ''.join('\b' * (len(_TAIL) + 1) + n + _TAIL for n in '10'),
    'rc=0',
    'ERROR: Input redirection is not supported, exiting the process immediately.',
    'rc=1',
    'Go on [Y,N]?Y',
    'rc=1',
    'B',                                              # /n: no prompt
    'rc=2',
    'Pick [X,Y,Z]?Z',                                 # the input ends: /d after /t
    'rc=3',
    '1 File(s) copied',                               # /q
    'rc=0',
    'sub\\more.txt',
    '1 File(s) copied',
    'rc=0',
    'fruit.txt',
    '1 File(s) copied',
    'rc=0',
    'File not found - nosuch.txt',
    '0 File(s) copied',
    'rc=4',
    'other.log',
    '1 File(s) copied',
    'rc=0',
]


def test_timeout_choice_attrib_and_xcopy(boot, drive):
    import wineagent.win32.kernel as kernel_pkg
    cmd = os.path.join(os.path.dirname(kernel_pkg.__file__), "system32", "cmd.exe")
    (drive / "u" / "sub" / "deep").mkdir()
    (drive / "w3.bat").write_bytes(BAT2.replace("\n", "\r\n").encode())
    d = boot(cmd, args="/c C:\\w3.bat", settle=False, vfs_root=str(drive))
    start = d.vm.clock.now_ms()
    d.run_to_end(5000)
    assert d.vm.machine.fault is None, d.vm.machine.fault.report()
    assert d.vm.stdout_log == EXPECTED2
    assert d.vm.clock.now_ms() - start >= 2000        # timeout waited on guest time
    u = drive / "u"
    assert sorted(os.listdir(str(u / "dest"))) == ["fruit.txt", "more.txt"]
    assert sorted(os.listdir(str(u / "dest2"))) == ["deep", "more.txt"]   # /e: empty too
    assert os.listdir(str(u / "d3")) == ["other.log"]
    assert (u / "dest" / "fruit.txt").read_bytes() == FRUIT
