"""The declarations issue 22's last round read for 64-bit callers and marked for both widths
(docs/emulator.md, "The last declarations at both widths"), called by one guest built at
both widths: test/exe/w64rest.exe and test/exe64/w64rest.exe (guests/tests/w64rest.c and
its VERSIONINFO, tests/w64rest.rc). One line per family: GDI's DC getters, paths, regions,
palettes, DIB pattern brushes and metafile bits; USER's character stepping, child
windows, clipboard and SendInput; SHLWAPI's paths; VERSION and MSI; SHCORE; ADVAPI32's
impersonation; NTDLL's counted strings, heap, NT paths, version and process information;
the SList FASTCALL push (kernel32's and ntdll's); SHELL32's folders and item lists; the
UCRT's floating-point environment and terminate handler; msvcr80's pointer encoding.

The expected lines are what the same binaries print under 32-bit Wine 8 (``xvfb-run -a
wine test/exe/w64rest.exe``) and 64-bit Wine 8 (``WINEPREFIX=/tmp/wine64pfx``); the two
differ only where the widths do (a comment says which). MessageBoxIndirect and
SHBrowseForFolder wait for a person and are not called here.
"""

from paths import guest_exe


def test_last_declarations_at_both_widths(boot, width):
    d = boot(guest_exe("w64rest", width), settle=False)
    d.run_to_end(2000)
    assert d.vm.stdout_log == [
        'gdi getters: text=030201 bk=060504 mode=1 align=24 stretch=4 old extra=0 extra=3 arc=1',
        'gdi dc colours: brush old=ffffff pen old=000000 nearest=1e140a pixelv=1 pixel=0000ff',
        'gdi lines: PolylineTo=1 PolyPolyline=1',
        'gdi paths: StrokePath=1 FillPath(no path)=0 StrokeAndFillPath=1',
        'gdi regions: elliptic=1 in=1 out=0 poly=1 in=1',
        'gdi clip: visible=1 OffsetClipRgn=3 visible after=0',
        'gdi palette: system entries=0 first=000000 animate=1 entry1=200 unrealize=1',
        'gdi dib pattern brush=1',
        'gdi emf: bits=1 same=1 copy=1 copy size same=1',
        'gdi wmf: copy=1 size same=1',
        'user chars: next=1 1 end=2 prev=1 1 start=0',
        'user windows: children=2 top=1 unicode parent=1 child=0 ValidateRgn=1',
        'user clipboard: name=14 W64Rest Format open=1 owner=1 sequence grew=1',
        'user SendInput: bad size=0 error=87 ok=2',
        'shlwapi: ext=11 11 skiproot=3 exists=1 0 isdir=1 noext=C:\\dir\\file spec=C:\\dir addbs=7 C:\\dir\\ cmp=1 0',
        'version: size ok=1 handle=0 get=1 root=1 len=52 sig=feef04bd ms=00010002 name=1 W64Rest len=8',
        # %p of the NULL owner: 16 digits in a 64-bit program
        'msi: ui level=1 now=2 prev owner=' + '0' * (2 * width) + ' version r=0 1.2.3.4 lang=1033',
        'shcore: dpi hr=00000000 96 96 scale hr=00000000 100',
        'advapi: token before=0 error=1008 ImpersonateSelf=1 token=1 set=1',
        'ntdll: init len=10 max=12 buf=1 ansi len=3 max=4 create len=8 text=1 freed=1 nt=1 \\??\\C:\\dir\\file.txt part=file.txt',
        'ntdll: compare=3 version=0 major ok=1 ntheader=1 heap size=64 free=1',
        # PROCESS_BASIC_INFORMATION is 48 bytes at 64 bits; ProcessWow64Information a ULONG_PTR
        'ntdll: basic info=0 len=%d peb=1 wow64=0 value=0 len=%d short=c0000004' % (6 * width, width),
        'slist: push list old=1 depth=3 first=1 next=1 rtl old=1 depth=2',
        'shell folders: hr=00000000 special=1 same=1 known hr=00000000 same=1',
        'shell pidls: first=1 smaller=1 next=1 last next=0 parent=1 immediate=1 not=0 child=1 appended equal=1',
        'ucrt fenv: round=0 set=0 now=200 restored=0 round=200 test=0 flag get=0 0 set=0 test=0',
        'ucrt c++: terminate old=1 again=1 current=1 1 ctx=1 throwing=0',
        'msvcr80: roundtrip=1 encoded=1 null=1',
        'kernel: error mode=8001 default dirs=1 bad=0 error=87',
        'ending through TerminateProcess',
    ]
    assert d.vm.machine.exit_code == 7          # TerminateProcess(GetCurrentProcess(), 7)
