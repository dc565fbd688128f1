"""The guest drive's command interpreter (guests/cmd.c, our own cmd.exe; kernel/sysfolder.py
puts it at C:\\WINDOWS\\SYSTEM32\\cmd.exe): cmdshell.exe (guests/tests/cmdshell.c) runs
commands and batch files through system() with its standard output and error in a file
(descriptors 1 and 2 moved by _dup2, which the interpreter inherits as its standard
handles), through _popen in both directions and CreateProcess of ``cmd.exe /c`` and
``cmd /c``, and prints each exit code and what the command wrote.

EXPECTED is what the same binary prints under Wine 8 (``xvfb-run -a wine cmdshell.exe``,
Wine's own cmd.exe; the program's path masked as ``{self}``), except where Wine 8's cmd
departs from Windows' documented behaviour and messages; there the lines are Windows':

- ``echo`` alone: "ECHO is on." (Wine: "Echo is ON");
- ``cmd /c exit 3 && echo and || echo or``: only "or" (Wine 8 runs both sides);
- messages: ``type`` of a missing file "The system cannot find the file specified."
  (Wine: "File not found." and "Failed to open 'nothing.txt'"), ``md`` of an existing
  folder "A subdirectory or file sub already exists." (Wine: "File already exists."),
  ``cd`` to a missing folder "The system cannot find the path specified." (Wine: "File
  not found."), ``del`` of a missing file "Could Not Find C:\\cmdt\\nothing.txt" (Wine:
  "nothing.txt: File Not Found"), an unknown program "'nosuchprogram' is not recognized
  as an internal or external command," / "operable program or batch file." (Wine: "Can't
  recognize 'nosuchprogram arg' as an internal or external command, or batch script.");
- ``copy`` and ``move`` report "        1 file(s) copied." / "moved." (Wine prints
  nothing);
- ``rd`` of a folder that is not empty: "The directory is not empty." and exit code 1
  (Wine: "Directory is not empty." and 0);
- ``call args.bat`` answers the batch file's ``exit /b 4`` (Wine 8: 1, in the caller's
  ``%errorlevel%`` too: "chain rc=1");
- delayed expansion's ``!S:~1,3!``: "bcd", as ``set /?`` documents (Wine 8 prints
  "~1,3");
- ``for``: the body is the rest of the line, ``&`` and what follows included ("amp2 p",
  "amp2 q": Windows runs ``do echo amp %i & echo amp2 %i`` whole for each item; Wine 8
  ends the body at ``&`` and runs ``echo amp2 %i`` once after the loop); ``for /f`` skips
  blank lines and, with the default ``eol=;``, lines starting with ``;`` even when
  ``delims=`` is empty, as ``for /?`` documents (Wine 8 runs the body for the blank line
  with ``tokens=*`` ("eol []") and for ";comment" with ``usebackq delims=``);
- ``goto`` in a ``for`` body ends the loop ("before 1", then "found", as Windows does;
  Wine 8 goes on with the next item: "before 3");
- ``start`` of a name that is neither a program nor a file: ERRORLEVEL 9059 and the text
  Windows shows in its message box, on standard error (Wine 8: 1 and "Application could
  not be started, ...");
- ``copy a+b`` lists the files it joins and reports "1 file(s) copied." (Wine prints
  nothing; the files are the same: the ASCII join ends with Ctrl+Z, /b's does not);
- ``copy w*.txt all.dat`` joins the files into one and ``copy w*.txt *.bak`` copies each
  through the mask, listing the sources and the count (Wine 8 joins without a word and
  answers "Invalid name." to the mask);
- ``ren r1.bak ?x.log``: a wildcard in the new name takes the old name's characters
  (Windows' rename masks); Wine 8 answers "Invalid name." and leaves r1.bak;
- ``date /t`` "Mon 12/07/2026 " and ``time /t`` "01:38 AM" (Wine: "Current Date is
  12/7/2026", "Current Time is 1:38:02 AM"): the guest compares them with the clock, so
  Wine's lines say ok=0; ``vol`` " Volume in drive C has no label." / " Volume Serial
  Number is XXXX-XXXX" (Wine leaves out the leading space and writes the serial in small
  letters): ok=0 under Wine too;
- ``color``: the child cmd changes its own console; Wine 8 under xvfb has no console
  to read back (attr=00); here a child's console is its own too (the attributes read back
  are cmdshell's, 07), so ``color`` is checked by running cmd.exe itself below;
- ``(echo first& echo second)| prog``: the block's lines reach the program (Wine 8 does
  not pipe a block: it prints them itself);
- the last ``"my prog.bat" "quoted arg"``: the /c rule strips the first and the last
  quote, so the command is ``C:\\cmdt\\my`` (Windows and Wine alike); its message goes
  to the standard error, which this run has as the output log (Wine's text: "Can't
  recognize ...").

The ``nul`` run (redirections to the NUL device) is never run under Wine (docs/testing.md:
Wine once turned /dev/null into a file); its lines are what Windows documents.
The test runs at both widths (the ``width`` fixture); the x86-64 build prints the same
lines here and under 64-bit Wine 8.
"""

import os

from paths import guest_exe

EXPECTED = [
    'system(NULL)=1',
    '> echo hello& echo  two  spaces ',
    '  rc=0',
    '  |hello',
    '  | two  spaces ',
    '> echo.& echo:colon& echo',
    '  rc=0',
    '  |',
    '  |colon',
    '  |ECHO is on.',
    '> echo %NO_SUCH_VAR_X%',
    '  rc=0',
    '  |%NO_SUCH_VAR_X%',
    '> set CMDT_A=abc& set CMDT_',
    '  rc=0',
    '  |CMDT_A=abc',
    '> set CMDT_B=hello world& call echo %CMDT_B%',
    '  rc=0',
    '  |hello world',
    '> set CMDT_NONE',
    '  rc=1',
    '  |Environment variable CMDT_NONE not defined',
    '> set /a 6*7',
    '  rc=0',
    '  |42',
    '> set /a (2+3)*4-10/3',
    '  rc=0',
    '  |17',
    '> cmd /c exit 3 && echo and || echo or',
    '  rc=3',
    '  |or',
    '> cmd /c exit 0 && echo and || echo or',
    '  rc=0',
    '  |and ',
    '> if exist a.txt (echo yes) else (echo no)',
    '  rc=0',
    '  |yes',
    '> if not exist nothing.txt echo missing',
    '  rc=0',
    '  |missing',
    '> if /i ABC==abc echo same',
    '  rc=0',
    '  |same',
    '> if ABC==abc (echo same) else echo differ',
    '  rc=0',
    '  |differ',
    '> if 10 GTR 9 echo numeric',
    '  rc=0',
    '  |numeric',
    '> if 1==0 echo a & echo b',
    '  rc=0',
    '> if 1==1 (echo a) else echo b & echo c',
    '  rc=0',
    '  |a',
    '> if defined PATH echo path defined',
    '  rc=0',
    '  |path defined',
    '> cmd /c exit 2 & if errorlevel 2 echo level two',
    '  rc=2',
    '  |level two',
    '> type a.txt',
    '  rc=0',
    '  |alpha',
    '  |beta',
    '> type nothing.txt',
    '  rc=1',
    '  |The system cannot find the file specified.',
    '> copy a.txt b.txt',
    '  rc=0',
    '  |        1 file(s) copied.',
    '> ren b.txt c.txt && dir /b',
    '  rc=0',
    '  |a.txt',
    '  |args.bat',
    '  |c.txt',
    '  |chain.bat',
    '  |delayed.bat',
    '  |echoon.bat',
    '  |my prog.bat',
    '  |out.txt',
    '  |vars.bat',
    '> md sub\\deep && move c.txt sub && dir /b sub',
    '  rc=0',
    '  |        1 file(s) moved.',
    '  |c.txt',
    '  |deep',
    '> md sub',
    '  rc=1',
    '  |A subdirectory or file sub already exists.',
    '> echo one> sub\\f.txt& echo two>> sub\\f.txt& type sub\\f.txt',
    '  rc=0',
    '  |one',
    '  |two',
    '> type nothing.txt 2> err.txt & type err.txt & del err.txt',
    '  rc=0',
    '  |The system cannot find the file specified.',
    # Several files, or a wildcard: each one's name on the standard error first (Wine 8's
    # cmd writes the same bytes for several names; it refuses a wildcard, "Invalid name.",
    # where Windows' type shows every file it matches).
    '> type sub\\f.txt sub\\f.txt 2> names.txt & type names.txt & del names.txt',
    '  rc=0',
    '  |one',
    '  |two',
    '  |one',
    '  |two',
    '  |',
    '  |sub\\f.txt',
    '  |',
    '  |',
    '  |',
    '  |sub\\f.txt',
    '  |',
    '  |',
    '> type sub\\*.txt',
    '  rc=0',
    '  |',
    '  |sub\\c.txt',
    '  |',
    '  |',
    '  |alpha',
    '  |beta',
    '  |',
    '  |sub\\f.txt',
    '  |',
    '  |',
    '  |one',
    '  |two',
    '> pushd sub & cd & popd & cd',
    '  rc=0',
    '  |C:\\cmdt\\sub',
    '  |C:\\cmdt',
    '> cd sub\\deep & cd & cd .. & cd',
    '  rc=0',
    '  |C:\\cmdt\\sub\\deep',
    '  |C:\\cmdt\\sub',
    '> cd nowhere',
    '  rc=1',
    '  |The system cannot find the path specified.',
    '> del sub\\c.txt & dir /b sub',
    '  rc=0',
    '  |deep',
    '  |f.txt',
    '> del nothing.txt',
    '  rc=0',
    '  |Could Not Find C:\\cmdt\\nothing.txt',
    '> rd sub',
    '  rc=1',
    '  |The directory is not empty.',
    '> rd /s /q sub & dir /b',
    '  rc=0',
    '  |a.txt',
    '  |args.bat',
    '  |chain.bat',
    '  |delayed.bat',
    '  |echoon.bat',
    '  |my prog.bat',
    '  |out.txt',
    '  |vars.bat',
    '> call args.bat a "b c"',
    '  rc=4',
    '  |zero=args.bat one=a two="b c" all=[a "b c"]',
    '  |tilde=a b c',
    '  |in sub zero=:sub one=first two=second arg',
    '  |after call errorlevel=2',
    '  |shifted one="b c"',
    '  |no third',
    '  |N=43 pct=100%',
    '  |block line 1',
    '  |block line 2',
    '> echo %LOCALV%',
    '  rc=0',
    '  |%LOCALV%',
    '> args.bat',
    '  rc=4',
    '  |zero=args.bat one= two= all=[]',
    '  |tilde= ',
    '  |in sub zero=:sub one=first two=second arg',
    '  |after call errorlevel=2',
    '  |shifted one=',
    '  |no third',
    '  |N=43 pct=100%',
    '  |block line 1',
    '  |block line 2',
    '> chain.bat',
    '  rc=4',
    '  |chain start',
    '  |zero=args.bat one=x two= all=[x]',
    '  |tilde=x ',
    '  |in sub zero=:sub one=first two=second arg',
    '  |after call errorlevel=2',
    '  |shifted one=',
    '  |no third',
    '  |N=43 pct=100%',
    '  |block line 1',
    '  |block line 2',
    '  |chain rc=4',
    '  |zero=args.bat one=y two= all=[y]',
    '  |tilde=y ',
    '  |in sub zero=:sub one=first two=second arg',
    '  |after call errorlevel=2',
    '  |shifted one=',
    '  |no third',
    '  |N=43 pct=100%',
    '  |block line 1',
    '  |block line 2',
    '> echoon.bat',
    '  rc=0',
    '  |',
    '  |C:\\cmdt>echo visible ',
    '  |visible',
    '  |hidden prompt',
    '> vars.bat',
    '  rc=0',
    '  |Hello,World,Hello There,World,Wor,Hell0 W0rld',
    '  |undefined=[]',
    '> delayed.bat',
    '  rc=0',
    '  |percent=1 bang=2',
    '  |bcd []',
    '  |after endlocal bang=!N!',
    '> loops.bat',
    '  rc=0',
    '  |item [a.txt]',
    '  |item [word]',
    '  |item ["q w"]',
    '  |mods [a.txt] [.txt] [3] [--a------]',
    '  |dir [sub]',
    '  |rec [a.txt]',
    '  |rec [c.txt]',
    '  |rec [d.txt]',
    '  |recdot [sub]',
    '  |recdot [deep]',
    '  |recdir [sub]',
    '  |recdir [deep]',
    '  |num 1',
    '  |num 3',
    '  |num 5',
    '  |num 7',
    '  |down 5',
    '  |down 3',
    '  |down 1',
    '  |f [one] [two] [three,four]',
    '  |range [b] [c]',
    '  |part [one] []',
    '  |line [l1]',
    '  |line [l2]',
    '  |line [l3]',
    '  |eol [;comment]',
    '  |bq [l1 a]',
    '  |bq [l2 b]',
    '  |bq [l3 c]',
    '  |cmd [from command]',
    '  |cmd [second]',
    '  |bcmd [y]',
    '  |1 a',
    '  |2 b',
    '  |3 c',
    '  |nest 1x',
    '  |nest 1y',
    '  |nest 2x',
    '  |nest 2y',
    '  |after N=3 3',
    '  |amp p ',
    '  |amp2 p',
    '  |amp q ',
    '  |amp2 q',
    '  |before 1',
    '  |found',
    '> for %i in (one "two three") do @echo [%i]',
    '  rc=0',
    '  |[one]',
    '  |["two three"]',
    '> for /l %n in (3,-1,1) do @echo %n',
    '  rc=0',
    '  |3',
    '  |2',
    '  |1',
    '> @for %i in (x) do @if %i==x @echo at %i',
    '  rc=0',
    '  |at x',
    '> for /f "tokens=2 delims==" %v in (\'echo key=val\') do @echo value %v',
    '  rc=0',
    '  |value val',
    '> for %i in (a.txt) do @echo %~nxi %~zi %~xi',
    '  rc=0',
    '  |a.txt 13 .txt',
    '> for %i in (a.txt) do @echo %~fi %~dpi %~ni',
    '  rc=0',
    '  |C:\\cmdt\\a.txt C:\\cmdt\\ a',
    '> set DIRS=C:\\nowhere;C:\\cmdt& for %i in (a.txt nothing.txt) do @echo [%~$DIRS:i] [%~nx$DIRS:i]',
    '  rc=0',
    '  |[C:\\cmdt\\a.txt] [a.txt]',
    '  |[] []',
    '> start /wait "a title" cmd /c exit 3',
    '  rc=3',
    '> start /min cmd /c exit 4',
    '  rc=0',
    '> start /b /wait cmd /c echo in start',
    '  rc=0',
    '  |in start',
    '> md st & start /b /wait /d st cmd /c cd & rd st',
    '  rc=0',
    '  |C:\\cmdt\\st',
    '> start /b /wait /max tool cat < a.txt',
    '  rc=0',
    '  |cat:alpha',
    '  |cat:beta',
    '> start /b /wait cmd /c exit 5',
    '  rc=5',
    '> start /b /wait nosuchprogram_x',
    '  rc=9059',
    "  |Windows cannot find 'nosuchprogram_x'. Make sure you typed the name correctly, and then try again.",
    '> copy a.txt+a.txt j1.txt',
    '  rc=0',
    '  |a.txt',
    '  |a.txt',
    '  |        1 file(s) copied.',
    '> copy /b a.txt + a.txt j2.txt',
    '  rc=0',
    '  |a.txt',
    '  |a.txt',
    '  |        1 file(s) copied.',
    'j1.txt: size=27 last=26',
    'j2.txt: size=26 last=10',
    '> echo a> r1.txt& echo b> r2.txt& ren r?.txt *.bak & dir /b r*',
    '  rc=0',
    '  |r1.bak',
    '  |r2.bak',
    '> ren r1.bak ?x.log & ren r2.bak *.t & dir /b r*',
    '  rc=0',
    '  |r2.t',
    '  |rx.log',
    '> del j1.txt j2.txt rx.log r2.t',
    '  rc=0',
    '> echo a> w1.txt& echo b> w2.txt& copy /b w*.txt all.dat & type all.dat',
    '  rc=0',
    '  |w1.txt',
    '  |w2.txt',
    '  |        1 file(s) copied.',
    '  |a',
    '  |b',
    '> copy w*.txt *.bak & dir /b w* & del w* all.dat',
    '  rc=0',
    '  |w1.txt',
    '  |w2.txt',
    '  |        2 file(s) copied.',
    '  |w1.bak',
    '  |w1.txt',
    '  |w2.bak',
    '  |w2.txt',
    '> prm.bat',
    '  rc=0',
    '  |',
    '  |C:\\cmdt>prompt [$P]$G ',
    '  |',
    '  |[C:\\cmdt]>echo x ',
    '  |x',
    '  |',
    '  |[C:\\cmdt]>prompt ',
    '  |',
    '  |C:\\cmdt>echo y ',
    '  |y',
    'date /t ok=1',
    'time /t ok=1',
    '> vol C:',
    '  rc=0',
    '  label line ok=1',
    '  serial line ok=1',
    'color 1f: rc=0 attr=07',
    'color 11: rc=1 attr=07',
    'color 07: rc=0 attr=07',
    '> cmd /v:on /c "set V=1& echo !V!"',
    '  rc=0',
    '  |1',
    '> exit /b 5',
    '  rc=5',
    '> exit 6',
    '  rc=6',
    '> nosuchprogram arg',
    '  rc=9009',
    "  |'nosuchprogram' is not recognized as an internal or external command,",
    '  |operable program or batch file.',
    '> echo piped text| "{self}" cat',
    '  rc=0',
    '  |cat:piped text',
    '> "{self}" cat < a.txt',
    '  rc=0',
    '  |cat:alpha',
    '  |cat:beta',
    '> (echo first& echo second)| "{self}" cat',
    '  rc=0',
    '  |cat:first',
    '  |cat:second',
    '> type a.txt | "{self}" cat | "{self}" cat',
    '  rc=0',
    '  |cat:cat:alpha',
    '  |cat:cat:beta',
    '> "C:\\cmdt\\my prog.bat" arg > C:\\cmdt\\out.txt',
    '  rc=0',
    '  |my prog got [arg ]',
    '> "C:\\cmdt\\my prog.bat" "quoted arg" > C:\\cmdt\\out.txt',
    "'C:\\cmdt\\my' is not recognized as an internal or external command,",
    'operable program or batch file.',
    '  rc=9009',
    '> echo a ^& b ^| c',
    '  rc=0',
    '  |a & b | c',
    '> echo "a & b"',
    '  rc=0',
    '  |"a & b"',
    '_popen(r)=1',
    '  popen read [popen one]',
    '  popen read [popen two]',
    '  _pclose=3',
    '_popen(w)=1',
    '  _pclose=0',
    '  |cat:written line 1',
    '  |cat:written line 2',
    'CreateProcess(cmd.exe /c exit 7)=1 code=7',
    'CreateProcess(cmd /c echo from createprocess> C:\\cmdt\\cp.txt)=1 code=0',
    '  |from createprocess',
    'SearchPath(cmd.exe)=1 cmd.exe',
    'cleaned=1',
]

NUL_EXPECTED = [
    '> echo gone>nul& echo kept',
    '  rc=0',
    '  |kept',
    '> type nul& echo after type nul',
    '  rc=0',
    '  |after type nul',
    '> dir /b nothing* 2>NUL || echo dir failed quietly',
    '  rc=1',                       # dir's failure; echo leaves ERRORLEVEL as it was
    '  |dir failed quietly',
]


def _lines(vm):
    own = vm.image_path
    return [line.replace(own, "{self}") for line in vm.stdout_log]


def test_commands_and_batch_files_run_by_our_cmd(boot, tmp_path, width):
    d = boot(guest_exe("cmdshell", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(5000)
    assert d.vm.machine.fault is None, d.vm.machine.fault.report()
    assert _lines(d.vm) == EXPECTED
    assert d.vm.machine.exit_code == 0
    assert not d.vm.processes.children


def test_redirections_to_the_nul_device(boot, tmp_path):
    vfs = tmp_path / "vfs"
    d = boot(guest_exe("cmdshell", 4), args="nul", settle=False, vfs_root=str(vfs))
    d.run_to_end(3000)
    assert _lines(d.vm) == NUL_EXPECTED
    # nothing named nul was made on the drive
    assert not [f for _, _, files in os.walk(str(vfs)) for f in files
                if f.lower().startswith("nul")]


def test_color_sets_the_console_attributes(boot, tmp_path):
    """``color 1f`` fills the console with white on blue and writes in it from then on;
    the same colour twice (``color 11``) is refused with ERRORLEVEL 1 and changes
    nothing, as ``color /?`` documents."""
    from wineagent.win32.kernel.console import startup_console
    import wineagent.win32.kernel as kernel_pkg
    cmd = os.path.join(os.path.dirname(kernel_pkg.__file__), "system32", "cmd.exe")
    d = boot(cmd, args="/c color 1f& echo x", settle=False, vfs_root=str(tmp_path / "a"))
    d.run_to_end(3000)
    screen = startup_console(d.vm).active
    assert d.vm.stdout_log == ["x"] and d.vm.machine.exit_code == 0
    assert screen.attr == 0x1F and screen.attrs[0][0] == 0x1F and screen.attrs[5][40] == 0x1F
    d = boot(cmd, args="/c color 11", settle=False, vfs_root=str(tmp_path / "b"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 1
    assert startup_console(d.vm).active.attr == 0x07


def test_the_interpreter_is_put_on_the_drive_once_and_never_over_a_file(tmp_path):
    """The first lookup of cmd.exe (or of the system folder) puts it there, other names
    do not; a drive that has a cmd.exe of its own at that name keeps it."""
    from wineagent.win32.kernel.vfs import Vfs
    fresh = Vfs(str(tmp_path / "a"))
    fresh.resolve("C:\\WINDOWS\\SYSTEM32\\some.dll")     # a DLL search passing by
    fresh.resolve("C:\\WINDOWS\\win.ini")
    assert not os.path.exists(os.path.join(fresh.root, "WINDOWS"))
    _, host = fresh.resolve("C:\\Windows\\System32\\CMD.EXE")
    assert os.path.isfile(host) and open(host, "rb").read(2) == b"MZ"
    own = tmp_path / "b" / "windows" / "system32"
    own.mkdir(parents=True)
    (own / "Cmd.exe").write_bytes(b"mine")
    kept = Vfs(str(tmp_path / "b"))
    _, host = kept.resolve("C:\\WINDOWS\\SYSTEM32\\cmd.exe")
    assert open(host, "rb").read() == b"mine"
    assert sorted(os.listdir(str(own)))[0] == "Cmd.exe"      # (and the folder's other programs)


#: assoc, ftype, verify, break, mklink and start of a document, run by cmd.exe itself.
#: Wine 8's cmd (``wine cmd /c`` of the same lines in a batch file) prints the same
#: assoc/ftype lines for what its registry has, with these departures from Windows:
#: its not-found messages are "File association missing for extension .nonexist" and
#: "No open command associated with file type 'wtdfile'" (Windows' "File association
#: not found for extension ..." and "File type '...' not found or no open command
#: associated with it."; ERRORLEVEL 2 in both); ``verify`` says "Verify is OFF" / "Verify
#: must be ON or OFF" (Windows: "VERIFY is off." / "Must specify ON or OFF."); it has no
#: ``break`` ("Can't recognize 'break' ...", 9009; Windows accepts it and does nothing);
#: its ``mklink`` prints nothing on success, fails the symbolic link on its drive and
#: answers /j with "Failed to open 'j'" (Windows: "symbolic link created for l.txt <<===>>
#: a.txt", "Hardlink created for ...", "Junction created for ..."; a junction is no file
#: this drive can hold, so /j says it is not implemented); ``ftype wtdfile=`` fails (Wine:
#: "No open command associated ...") where Windows removes the open command. The drive's
#: classes are a new Windows' (regdefaults.py: ``.bat=batfile``, ``txtfile=%SystemRoot%\
#: system32\NOTEPAD.EXE %1``); Wine's prefix has no ``.bat`` class and its txtfile command
#: is ``"C:\windows\system32\notepad.exe" "%1"``.
ASSOC_BAT = r"""@echo off
md C:\t
cd /d C:\t
assoc
ftype
assoc .txt
ftype txtfile
assoc .bat
ftype exefile
assoc .nonexist
echo rc=%errorlevel%
verify
verify on
verify
verify x
echo rc=%errorlevel%
break
break on
echo rc=%errorlevel%
assoc .wtd=wtdfile
ftype wtdfile=C:\WINDOWS\SYSTEM32\cmd.exe /c echo opened "%%1" [%%*]^> C:\t\o.txt
assoc .wtd
ftype wtdfile
echo doc>doc.wtd
start /wait doc.wtd a b
type o.txt
echo x>n.zzq
start n.zzq
echo rc=%errorlevel%
del o.txt
doc.wtd
:wait
if not exist o.txt goto wait
for %%f in (o.txt) do if %%~zf==0 goto wait
type o.txt
assoc .wtd=
ftype wtdfile=
assoc .wtd
ftype wtdfile
echo rc=%errorlevel%
echo hi>a.txt
mklink l.txt a.txt
mklink /h h.txt a.txt
mklink /j j C:\t
echo rc=%errorlevel%
mklink /d ld C:\t
mklink l.txt a.txt
mklink one
type l.txt
type h.txt
dir /b ld\d*
"""
ASSOC_EXPECTED = [
    '.bat=batfile', '.cmd=cmdfile', '.com=comfile', '.exe=exefile', '.ini=inifile',
    '.log=txtfile', '.txt=txtfile',
    'batfile="%1" %*', 'cmdfile="%1" %*', 'comfile="%1" %*', 'exefile="%1" %*',
    'inifile=%SystemRoot%\\system32\\NOTEPAD.EXE %1',
    'txtfile=%SystemRoot%\\system32\\NOTEPAD.EXE %1',
    '.txt=txtfile',
    'txtfile=%SystemRoot%\\system32\\NOTEPAD.EXE %1',
    '.bat=batfile',
    'exefile="%1" %*',
    'File association not found for extension .nonexist',
    'rc=2',
    'VERIFY is off.',
    'VERIFY is on.',
    'Must specify ON or OFF.',
    'rc=1',
    'rc=1',                          # break leaves ERRORLEVEL as it was
    '.wtd=wtdfile',
    'wtdfile=C:\\WINDOWS\\SYSTEM32\\cmd.exe /c echo opened "%1" [%*]> C:\\t\\o.txt',
    '.wtd=wtdfile',
    'wtdfile=C:\\WINDOWS\\SYSTEM32\\cmd.exe /c echo opened "%1" [%*]> C:\\t\\o.txt',
    'opened "C:\\t\\doc.wtd" [a b]',
    'No application is associated with the specified file for this operation.',
    'rc=9059',
    'opened "C:\\t\\doc.wtd" []',
    'File association not found for extension .wtd',
    "File type 'wtdfile' not found or no open command associated with it.",
    'rc=2',
    'symbolic link created for l.txt <<===>> a.txt',
    'Hardlink created for h.txt <<===>> a.txt',
    'cmd: MKLINK /J is not implemented',
    'rc=1',
    'symbolic link created for ld <<===>> C:\\t',
    'Cannot create a file when that file already exists.',
    'The syntax of the command is incorrect.',
    'hi',
    'hi',
    'doc.wtd',
]


def test_assoc_ftype_verify_mklink_and_start_of_a_document(boot, tmp_path):
    """assoc and ftype read and change HKEY_CLASSES_ROOT; ``start`` of a document and a
    document's name typed as a command open it through its class's command
    (ShellExecuteEx); a file with no class is ERROR_NO_ASSOCIATION (9059 for start)."""
    import wineagent.win32.kernel as kernel_pkg
    cmd = os.path.join(os.path.dirname(kernel_pkg.__file__), "system32", "cmd.exe")
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "assoc.bat").write_bytes(ASSOC_BAT.replace("\n", "\r\n").encode())
    d = boot(cmd, args="/c C:\\assoc.bat", settle=False, vfs_root=str(tmp_path / "a"))
    d.run_to_end(5000)
    assert d.vm.machine.fault is None, d.vm.machine.fault.report()
    assert d.vm.stdout_log == ASSOC_EXPECTED
    reg = d.vm.registry
    assert reg.get("HKLM\\SOFTWARE\\Classes\\.wtd") is None       # assoc .wtd= removed it
    assert reg.get("HKCR\\.txt") == (1, "txtfile")
    assert os.path.islink(str(tmp_path / "a" / "t" / "l.txt"))
