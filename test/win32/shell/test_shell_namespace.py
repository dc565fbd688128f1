"""The shell namespace as programs walk it, checked against Wine.

test/exe/sh_shell.exe (guests/tests/sh_shell.c) builds C:\\shtest and walks it through
SHGetDesktopFolder's IShellFolder (ParseDisplayName, BindToObject, EnumObjects,
GetDisplayNameOf, GetAttributesOf, CompareIDs), SHBindToParent, the IL* helpers,
SHGetFileInfo, SHGetPathFromIDList and SHGetSpecialFolderLocation, then
GetDiskFreeSpaceEx, SetFileTime/GetFileTime, GetClassInfo, ole32's GUID strings and
SHFileOperation (copy, wildcard copy, move, rename, delete), _wsplitpath and
CharUpper/CharLower; the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine sh_shell.exe``). Its x86-64 build (test/exe64/) prints the same lines
under 64-bit Wine, the dialog class's 30 extra bytes included.
"""

import os

from wineagent.win32.core.rtf import rtf_to_text

from paths import TEST_DIR as HERE, guest_exe
SHELL_EXE = os.path.join(HERE, "exe", "sh_shell.exe")

WINE_OUTPUT = [
    'desktop hr=0',
    'parse hr=0 attrs=60000000',
    'path ok=1 C:\\shtest',
    'parse missing hr=80070002',
    'bind hr=0',
    'enum hr=0',
    'next at end hr=1 fetched=0',
    'child alpha.dat attrs=40000000',
    'child Beta attrs=60000000',
    'child Gamma attrs=60000000',
    'compare Beta Gamma -1',
    'compare alpha.dat Beta 1',
    'compare Gamma alpha.dat -1',
    'compare Beta Beta 0',
    'parse relative hr=0',
    'forparsing C:\\shtest\\alpha.dat',
    'sizes 1 equal=0 clone-equal=1',
    'bindtoparent hr=0 last-is-tail=1 name=alpha.dat',
    'path ok=1 C:\\shtest\\alpha.dat',
    'fileinfo ret=1 name=alpha.dat attrs=40000000',
    'fileinfo pidl ret=1 name=alpha.dat',
    'fileinfo missing ret=0',
    'fileinfo attributes-given ret=1 name=x.bin',
    'drives hr=0 parse=::{20d04fe0-3aea-1069-a2d8-08002b30309d} path ok=0',
    'diskfree ok=1 avail<=total=1',
    'diskfree missing ok=0 err=2',
    'setfiletime ok=1 same=0',
    'classinfo dialog ok=1 proc=1 extra=30',
    'classinfo missing ok=0 err=1411',
    'iid hr=0 shellfolder=1 len=39 {000214E6-0000-0000-C000-000000000046}',
    'iid bad hr=80070057 small=0',
    'clsid hr=0 {20D04FE0-3AEA-1069-A2D8-08002B30309D}',
    'copy ret=0 there=1',
    'copy wildcard ret=0 there=1',
    'move ret=0 gone=1 there=1',
    'rename ret=0 there=1',
    'delete ret=0 gone=1,1 aborted=0',
    'split [C:] [\\shtest\\sub/] [name.tar] [.gz]',
    'split [] [] [plain] []',
    'upper STRA+00df+E OK char=Q',
    'lowerbuff 3 strA',
]


def test_the_shell_namespace_answers_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("sh_shell", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == WINE_OUTPUT
    assert not (tmp_path / "vfs" / "shtest").exists()      # it removed what it made


def test_namespace_objects_are_deterministic(boot):
    a, b = boot(SHELL_EXE), boot(SHELL_EXE)
    a.settle(300)
    b.settle(300)
    assert a.vm.machine.api_calls == b.vm.machine.api_calls
    assert a.vm.stdout_log == b.vm.stdout_log


def test_rtf_text_drops_the_formatting_and_keeps_the_words():
    rtf = (r"{\rtf1\ansi{\fonttbl{\f0 Arial;}}{\colortbl;\red0\green0\blue0;}"
           r"{\*\generator x;}\f0\b Hello\b0  w\'f6rld\par "
           r"tab\tab end \u8364?\{x\}\par}")
    assert rtf_to_text(rtf) == "Hello w\u00f6rld\r\ntab\tend \u20ac{x}"
