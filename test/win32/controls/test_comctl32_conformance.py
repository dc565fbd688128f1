"""The COMCTL32 families of the conformance round (docs/dialogs-controls.md, "COMCTL32
conformance (this round)"): the up-down control, the trackbar, the tooltip control and the
dynamic arrays (DPA/DSA by ordinal), and the Common Controls 6 activation context
(FindActCtxSectionString's DLL redirection of comctl32.dll), and comctl32's memory and
string-pointer helpers (Alloc, ReAlloc, Free, GetSize, Str_GetPtr, Str_SetPtr by ordinal),
and the en-US locale fields the date controls' tests ask GetLocaleInfo for.

test/exe/cc32conf.exe (guests/tests/cc32conf.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (``xvfb-run -a wine test/exe/cc32conf.exe``).
Some lines look odd because the guest evaluates a call's arguments right to left (gcc for
i686): the later call in a line runs first, in both runners.

Its x86-64 build (test/exe64/cc32conf.exe) prints 64-bit Wine's lines, which are these but
for DSA_GetItemPtr's NULL printed with %p, 16 digits wide (the DPA/DSA headers, NMUPDOWN,
TTTOOLINFO, ACTCTX and ACTCTX_SECTION_KEYED_DATA have 8-byte pointers there).
"""

from paths import guest_exe

WINE = [
        'ud created=1',
        'ud default range max=0 min=100',
        'ud default base=10',
        'ud accel n=0 0:0 0:0 0:0',
        'ud setbuddy old=0',
        'edit after buddy: 10,10 84x24',
        'ud after buddy: left=92 top=10 w=16 h=24',
        'ud setaccel=1 getaccel n=1 0:2 0:0',
        'ud setpos(1234) old=0',
        'ud getpos pos=50 err=0',
        'edit text="50"',
        'ud getpos after text 17 pos=17 err=0',
        'ud getpos after text x9 pos=17 err=1',
        'ud range32 -1000..100000',
        'ud setpos32(5000) old=17 text="5,000"',
        'ud getpos32=5000 err=0',
        'ud clamped getpos32=100000 err=0',
        'ud setbase(16) old=10 text="0x186A0"',
        'ud setbase(7)=0 base=16',
        'UDN_DELTAPOS pos=3 delta=1',
        'WM_VSCROLL code=4 pos=4',
        'ud after VK_UP on buddy pos=4',
        'UDN_DELTAPOS pos=4 delta=-1',
        'WM_VSCROLL code=4 pos=3',
        'WM_VSCROLL code=8 pos=3',
        'ud after click on down arrow pos=3',
        'CreateUpDownControl range max=20 min=5 pos=9',
        'tb created=1',
        'tb defaults min=0 max=100 pos=0 line=1 page=20 tics=2',
        'tb range 0..10 tics=11 page=2',
        'tb freq 3 tics=5 first=3 second=6 tic(2)=9 tic(9)=-1',
        'tb settic 11=0 4=1',
        'tb setpos 42 -> 10',
        'tb rangemin 6 pos=6',
        'tb sel 6..10',
        'tb selstart 30 selend 1 -> 30..1',
        'tb setpagesize 3 old=1',
        'tb setpagesize -1 old=3 now=1',
        'tb setlinesize 2 old=1',
        'tb thumblength without FIXEDLENGTH=0',
        'WM_HSCROLL code=1 pos=0',
        'tb after VK_RIGHT pos=8',
        'WM_HSCROLL code=3 pos=0',
        'tb after VK_NEXT pos=9',
        'WM_HSCROLL code=7 pos=0',
        'tb after VK_END pos=10',
        'WM_HSCROLL code=8 pos=0',
        'tb setbuddy old=0 get=1 other=0',
        'tb settipside old=0',
        'tb thumb nonempty=1',
        'tb cleartics tics=2',
        'tt created=1 popup=1',
        'tt delays initial=500 autopop=5000 reshow=100',
        'tt automatic 100: initial=100 autopop=1000 reshow=20',
        'tt addtool=1',
        'tt addtool2=1 count=1',
        'tt gettext 7="First tip"',
        'tt gettext 8="Second"',
        'tt enum 1=1 id=8 rect=50,0,100,50 lparam=1234 text="Second\ttab"',
        'tt enum 5=0',
        'tt updated text="Changed"',
        'tt gettoolinfo=1 rect=1,2,3,4',
        'tt after deltool count=1',
        'tt setmaxtipwidth old=-1 now=150',
        'tt margin=1,2,3,4',
        'tt colors bk=030201 fg=060504',
        'tt gettextlength=0',
        'dpa ordinals found=1',
        'dpa insert 0=0 9=1 append=0',
        'dpa insert at 1=1',
        'dpa count=4 [5,7,9,2]',
        'dpa set 6=1',
        'dpa after set count=7 [5,7,9,2,0,0,4]',
        'dpa get 1=7 get 99=0',
        'dpa delete 4=0 delete 40=0',
        'dpa after deletes count=5 [5,7,9,2,4]',
        'dpa sort=1',
        'dpa sorted count=5 [2,4,5,7,9]',
        'dpa search 7 sorted=3 linear=3 from 4=-1',
        'dpa search 6 sorted=-1 insertafter=3',
        'dpa clone count=5 [2,4,5,7,9]',
        'dpa merge union=1',
        'dpa merged count=7 [20,3,4,5,7,8,9]',
        'dpa merge calls merge=1 delete=0 insert=2',
        'dpa intersect count=1 [20]',
        'dpa intersect calls merge=1 delete=4 insert=0',
        'dpa enum calls=2',
        'dpa destroy=1',
        'dsa count=5',
        'dsa insert at 1=1',
        'dsa get 4=3,9 ptr 0 y=0',
        'dsa set 2=1',
        'dsa get 2=-1,200',
        'dsa delete 0=0 count=6 getptr 9=00000000',
        'dsa destroy=1',
        'actctx created=1',
        'before activation: comctl32.dll found=0 error=14007',
        'activate=1',
        'active: comctl32.dll found=1 version=1',
        'active: gdi32.dll found=0 error=14007',
        'deactivate=1',
        'mem ordinals found=1',
        'Alloc(5) size=5 zero=1',
        'ReAlloc(40) size=40',
        'Free=1 Free(NULL)=1',
        'Str_SetPtrA=1 text=(null)',
        'Str_GetPtrA(6)=6 "hello"',
        'Str_GetPtrA(no buffer)=12',
        'Str_SetPtrA(NULL)=1 ptr=0',
        'Str_GetPtrA(NULL source)=0 empty=1',
        'LOCALE_ICALENDARTYPE=2 "1"',
        'LOCALE_IFIRSTWEEKOFYEAR=2 "0"',
        'LOCALE_IOPTIONALCALENDAR=2 "0"',
        'LOCALE_IREADINGLAYOUT as number=4 0',
        'done',
]


def test_the_families_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("cc32conf", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    expected = list(WINE)
    if width == 8:
        i = expected.index("dsa delete 0=0 count=6 getptr 9=00000000")
        expected[i] = "dsa delete 0=0 count=6 getptr 9=" + "0" * 16
    assert d.vm.stdout_log == expected
