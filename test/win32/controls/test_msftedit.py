"""msftedit.dll's RichEdit control (issue 23, "Programs in the wild": Win32++'s CRichEdit
loads <system directory>\\Msftedit.dll and creates RICHEDIT50W; Win32++'s Dialog sample
stopped with "Failed to load the RichEdit dll" before its dialog showed).

test/exe/msftedit.exe (guests/tests/msftedit.c) asks for the class before and after
loading the DLL by its full System32 path, creates the control and sends it the
RichEdit messages it is filled with. Wine 8 prints the same lines (32- and 64-bit) but
one: GetClassName answers "RichEdit50W", the spelling Wine registers; Windows'
msftedit.dll registers MSFTEDIT_CLASS as richedit.h spells it, "RICHEDIT50W".
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
    'FreeLibrary: 1',
    'done',
]


def test_msftedit_registers_richedit50w_when_loaded(boot, tmp_path, width):
    d = boot(guest_exe("msftedit", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    for _ in range(300):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.machine.fault is None, d.vm.machine.fault
    assert d.vm.stdout_log == EXPECTED
