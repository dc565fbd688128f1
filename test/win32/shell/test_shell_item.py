"""The shell's item objects (dlls/shell32/shellitem.py; issue 23: Inno Setup 6's
uninstaller asks SHCreateItemFromParsingName for its shortcuts): SHCreateItemFromParsingName,
SHCreateItemFromIDList, SHCreateItemWithParent, SHCreateItemFromRelativeName,
SHGetKnownFolderItem, SHGetIDListFromObject of an item, SHGetMalloc (the task allocator), IShellItem's names, attributes,
parent, Compare and handlers, IShellItemArray and IEnumShellItems.

Expected lines: test/exe(64)/shellitem.exe (guests/tests/shellitem.c) under Wine 8, 32- and
64-bit (the same lines), but where a comment says otherwise: Wine 8 lacks
SHCreateItemWithParent (the guest prints "absent" then; Windows has it since Vista), and
BHID_Stream / BHID_EnumItems (MK_E_NOOBJECT), answers SIGDN_URL with E_FAIL, looks
SHCreateItemFromRelativeName's name up on the desktop instead of in the parent the
program gives (Microsoft documents the parent), and spells a few names its own way.
"""

from paths import guest_exe

EXPECTED = [
    'parse C:\\shitem: hr=00000000 null=0',
    'parse c:\\SHITEM\\a.txt: hr=00000000 null=0',
    'parse C:\\shitem\\missing.txt: hr=80070002 null=1',
    'parse C:\\shitem\\missing\\deeper.txt: hr=80070002 null=1',
    'parse relative.txt: hr=80070002 null=1',
    'parse NULL: hr=80070057',
    'dir normal: hr=00000000 shitem',
    'dir filesys: hr=00000000 C:\\shitem',
    'dir parsing: hr=00000000 C:\\shitem',
    'dir relparsing: hr=00000000 shitem',
    'dir url: hr=00000000 file:///C:/shitem',   # Wine 8: hr=80004005 (null); Windows answers the file: URL
    'file normal: hr=00000000 a.txt',
    'file filesys: hr=00000000 C:\\shitem\\a.txt',
    'file relparsing: hr=00000000 a.txt',
    'file relforaddr: hr=00000000 a.txt',
    'file url: hr=00000000 file:///C:/shitem/a.txt',   # Wine 8: hr=80004005 (null)
    'dir attrs e0400000: hr=00000001 e0000000',
    'file attrs 60400010: hr=00000001 40400010',
    'file none attrs 20000000: hr=00000001 00000000',
    'parent: hr=00000000',
    'parent filesys: hr=00000000 C:\\shitem',
    'compare parent and dir: hr=00000000 sign=0',
    'compare dir and file: hr=00000001 sign=-1',
    'compare file and dir: hr=00000001 sign=1',
    'up: hr=00000000 Local Disk (C:)',   # Wine 8: ' (C:)' (no volume label); Windows 'Local Disk (C:)'
    'up: hr=00000000 My Computer',
    'up: hr=00000000 Desktop',
    'up 3: hr=80070057',
    'idlist: hr=00000000 C:\\shitem\\a.txt',
    'shgetmalloc: hr=00000000 task=1 didalloc=1',
    'from idlist: hr=00000000',
    'from idlist: hr=00000000 C:\\shitem\\a.txt',
    'compare from idlist and file: hr=00000000 sign=0',
    'with parent: hr=00000000',   # Wine 8: 'with parent: absent' (these four lines)
    'with parent: hr=00000000 C:\\shitem\\a.txt',
    'with desktop folder: hr=00000000',
    'with desktop folder: hr=00000000 C:\\shitem\\a.txt',
    'relative: hr=00000000',
    'relative: hr=00000000 C:\\shitem\\sub',   # Wine 8 looks the name up on the desktop: C:\users\root\Desktop\sub
    'relative attrs 20400000: hr=00000001 20000000',
    'relative missing: hr=80070002 null=1',
    'known windows: hr=00000000',
    'known windows: hr=00000000 C:\\WINDOWS',   # Wine 8's folder is spelled C:\windows
    'known desktop: hr=00000000',
    'known desktop: hr=00000000 Desktop',
    'desktop parent: hr=80070057',
    'known computer: hr=00000000',
    'computer parsing: hr=00000000 ::{20D04FE0-3AEA-1069-A2D8-08002B30309D}',   # Wine 8 spells the CLSID in lower case
    'computer attrs 60000000: hr=00000001 20000000',
    'computer filesys: hr=80070057 null=0',
    'bind sfobject: hr=00000000',
    'sfobject idlist: hr=00000000 C:\\shitem',
    'bind stream: hr=00000000',   # Wine 8: hr=800401e5 (MK_E_NOOBJECT: not built); Windows gives the stream
    'read: hr=00000001 5 hello',   # (not in Wine 8: its bind failed)
    'bind enumitems: hr=00000000',   # Wine 8: hr=800401e5 (not built)
    'enum: hr=00000000 a.txt',   # (not in Wine 8, nor the next line)
    'enum: hr=00000000 sub',
    'bind file sfobject: hr=80070002',
    'qi item2: hr=00000000',
    'array: hr=00000000',
    'array count: hr=00000000 1',
    'array item: hr=00000000',
    'array item: hr=00000000 C:\\shitem\\a.txt',
    'array item 1: hr=80004005 null=0',
    'array idlists: hr=00000000',
    'array count: 2',
    'array and: hr=00000001 40000000',
    'array or: hr=00000000 60000000',
    'array enum: hr=00000000',
    'array enum: hr=00000000 C:\\shitem',
    'array enum: hr=00000000 C:\\shitem\\a.txt',
    'cleaned=1',
]


def test_shell_items_answer_as_wine_and_windows_do(boot, tmp_path, width):
    d = boot(guest_exe("shellitem", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == EXPECTED
