"""A RichEdit control's OLE interface and its options: EM_GETOLEINTERFACE's IRichEditOle and the
ITextDocument it answers, as wxWidgets' wxTextCtrl::EmptyUndoBuffer uses them
(``controls/richole.py``, thunks in ``dlls/riched20/ole.py``); EM_SETOPTIONS /
EM_GETOPTIONS, whose ECO_NOHIDESEL wx's text controls set, and EM_SETEDITSTYLE /
EM_GETEDITSTYLE, as wx's EnableProofCheck sends it (``controls/richedit.py``).

test/exe/reole.exe (guests/tests/reole.c) and its x86-64 build. The lines are what the
same binaries print under Wine 8 (``xvfb-run -a wine reole.exe``; 64-bit Wine prints the
same, the NULL pointer with 16 digits), but where Wine 8 leaves a method a stub:

- GetLinkCount: Wine answers E_NOTIMPL as the count; here 0 (no linked objects).
- SetHostNames: Wine E_NOTIMPL; here the names are kept (S_OK).
- QueryInterface(IUnknown): Wine hands out its text services' inner unknown (another
  pointer); here the IRichEditOle pointer, COM's identity rule.
- GetStoryCount: Wine E_NOTIMPL; here 1 story.
- EM_GETOPTIONS after ECO_AUTOVSCROLL was set: Wine leaves it out of its answer (though
  EM_SETOPTIONS answered it and the style has it); here it is there, as documented.
- EM_SETEDITSTYLE's SES_UPPERCASE: Wine 8 does not take it (answers 0, "q" stays
  lower case); here it is EDIT's ES_UPPERCASE, as documented ("converts all input
  characters to uppercase"). The text services, IME and beep styles are not in effect
  in either (0).
- After DestroyWindow: Wine's GetStoryCount is its stub and its Undo S_FALSE; here both
  are CO_E_RELEASED (0x800401FD), as RichEdit's text object model answers once its
  control is gone.
"""

from paths import guest_exe


def expected(width):
    null = "0" * (2 * width)
    return [
        'created 1',
        'getole=1 got=1',
        'again=1 same=1',
        'release again=1',
        'objects=0 links=0',                       # Wine: links=-2147467263 (E_NOTIMPL)
        'getobject 0 hr=80070057',
        'sethostnames hr=0',                       # Wine: 80004001
        'qi unknown hr=0 same=1',                  # Wine: same=0
        'qi bogus hr=80004002 out=%s' % null,
        'qi textdocument hr=0 got=1',
        'doc qi richeditole hr=0 same=1',
        'storycount hr=0 n=1',                     # Wine: hr=80004001 n=-1
        'typed text=abc canundo=1',
        'undo 1 hr=0 count=1',
        'undone text= canundo=0',
        'redo 1 hr=0 count=1',
        'redone text=abc canundo=1',
        'undo tomFalse hr=0 count=0',
        'emptied text=abc canundo=0',
        'typed while off text=abcd canundo=0',
        'undo while off hr=1 count=0',
        'undo tomTrue hr=1 count=0',
        'typed again text=abcde canundo=1',
        'undo 2 hr=1',
        'undone again text=abcd canundo=0',
        'options=0',
        'or nohidesel=100 style=104',
        'and ~nohidesel=0 style=4',
        'set readonly|autoword|wantreturn=1801 style=1804',
        'xor readonly|autovscroll=1041 style=1044 get=1041',   # Wine: get=1001
        'editstyle=0',
        'set ctf=0 get=0',
        'set noime|beep, clear usectf=0',
        'cleared=0',
        'set uppercase=200',                       # Wine: 0
        'typed q text=Q canundo=1',                # Wine: text=q
        'cleared uppercase=0',
        'after destroy: objects=0',
        'after destroy: storycount hr=800401fd',   # Wine: 80004001
        'after destroy: undo hr=800401fd',         # Wine: 1
        'last release=0',
        'done',
    ]


def test_richedit_ole_interface_and_text_document_undo(boot, tmp_path, width):
    d = boot(guest_exe("reole", width), vfs_root=str(tmp_path / "vfs"))
    d.settle(300)
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.machine.exited and d.vm.machine.exit_code == 0
    assert d.vm.stdout_log == expected(width)
    assert not d.vm.com.objects, "the control's object is freed by the last Release"
