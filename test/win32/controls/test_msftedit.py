"""msftedit.dll's RichEdit control (issue 23, "Programs in the wild": Win32++'s CRichEdit
loads <system directory>\\Msftedit.dll and creates RICHEDIT50W; Win32++'s Dialog sample
stopped with "Failed to load the RichEdit dll" before its dialog showed).

test/exe/msftedit.exe (guests/tests/msftedit.c) asks for the class before and after
loading the DLL by its full System32 path, creates the control and sends it the
RichEdit messages it is filled with, then switches it to plain text (EM_SETTEXTMODE,
what Win32++'s Notepad sample does: refused with E_UNEXPECTED while the control holds
text, E_INVALIDARG for both TM_PLAINTEXT and TM_RICHTEXT) where a selection's character
format is the whole text's, and turns IMF_AUTOFONT off (EM_GETLANGOPTIONS,
EM_SETLANGOPTIONS). Wine 8 prints the same lines (32- and 64-bit) but four: GetClassName
answers "RichEdit50W", the spelling Wine registers (Windows' msftedit.dll registers
MSFTEDIT_CLASS as richedit.h spells it, "RICHEDIT50W"); its plain-text EM_SETCHARFORMAT
formats the text but answers 0 (the documentation: non-zero on success); and it keeps no
language options (0, and EM_SETLANGOPTIONS answers 0) where the documentation says
IMF_AUTOFONT, IMF_AUTOFONTSIZEADJUST and IMF_DUALFONT are on by default (0x92) and
EM_SETLANGOPTIONS returns 1. EM_CANPASTE (Notepad's Edit menu asks it) answers for
the clipboard's text formats; Wine's also says yes to CF_BITMAP, which its rich text
controls insert as an object, where this plain-text one (and any in TM_PLAINTEXT) cannot.
Every line break set or inserted (CR, LF, CR LF) is a paragraph mark that WM_GETTEXT
answers as CR LF; the scroll bars of a control without ES_DISABLENOSCROLL are hidden
(WS_VSCROLL and WS_HSCROLL cleared) while the text fits and shown when it no longer does,
where ES_DISABLENOSCROLL keeps them (Win32++'s Notepad view has none showing at first).
The text limit is 32,767 characters until EM_EXLIMITTEXT sets one (0: 64K); a negative
limit changes nothing, as in Wine 8 (Win32++'s Notepad asks for -1, and took no typing
while that was a limit of -1).
"""

from paths import guest_exe

EXPECTED = [
    'before: RICHEDIT50W absent global=-1',
    'LoadLibrary(system\\Msftedit.dll): loaded',
    'GetModuleHandle(MSFTEDIT.DLL) same: 1',
    'after: RICHEDIT50W registered global=1',
    'CreateWindowEx(RICHEDIT50W): created',
    'class name: RICHEDIT50W',
    'text: Rich Edit Window, length 16',
    'EM_GETTEXTLENGTHEX: 16',
    'after EM_REPLACESEL: Rich Text Window',
    'EM_EXGETSEL: 9-9',
    'EM_SETBKGNDCOLOR: previous ffffff',
    'EM_GETEVENTMASK: 00000001',
    'EM_GETTEXTMODE: 2a',
    'EM_SETTEXTMODE with text: 8000ffff',
    'EM_SETTEXTMODE(plain | rich): 80070057',
    'EM_SETTEXTMODE(plain): 0',
    'EM_GETTEXTMODE: 29',
    'plain: EM_SETCHARFORMAT(part): 1',
    'plain: another part bold: 1',
    'EM_GETLANGOPTIONS: 00000092',
    'EM_SETLANGOPTIONS: 1',
    'EM_GETLANGOPTIONS: 00000090',
    'EM_CANPASTE, clipboard empty: 0',
    'EM_CANPASTE, text: any 1, CF_TEXT 1, CF_UNICODETEXT 1, CF_BITMAP 0',
    'EM_GETLIMITTEXT: 32767',
    'EM_EXLIMITTEXT(0): 65536',
    'EM_EXLIMITTEXT(100): 100',
    'EM_EXLIMITTEXT(-1): 100',
    'typed z: Plain zrds',
    'line breaks: length 10 (WM_GETTEXTLENGTH 10): 61 0d 0a 62 0d 0a 63 0d 0a 64',
    'line count 4',
    'EM_REPLACESEL(x CR y): length 4, line count 2',
    'default: short text: vscroll 0 hscroll 0',
    'default: 30 lines: vscroll 1 hscroll 0',
    'disablenoscroll: short text: vscroll 1 hscroll 1',
    'disablenoscroll: 30 lines: vscroll 1 hscroll 1',
    'FreeLibrary: 1',
    'done',
]


def test_msftedit_registers_richedit50w_when_loaded(boot, tmp_path, width):
    d = boot(guest_exe("msftedit", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
