"""BUTTON's Common Controls 6 types under a v6 activation context (issue 23: mCtrl's
button example makes BUTTONs of style 0xC): a split button — its settings
(BCM_SET/GETSPLITINFO, BCSS_STRETCH at first), BCN_DROPDOWN from a click on its split
part (NMBCDROPDOWN carries the whole client rectangle), BN_CLICKED from the rest — and a
command link with its note (BCM_SETNOTE/GETNOTE/GETNOTELENGTH; ERROR_NOT_SUPPORTED for
other types, ERROR_INSUFFICIENT_BUFFER with the size needed), WM_GETDLGCODE, text
margins, and pixels the guest reads back itself (GetPixel): the split part's arrow, the
link's title and note lines.

test/exe/btnv6.exe and test/exe64/btnv6.exe (guests/tests/btnv6.c); WINE_OUTPUT is what
the i686 binary prints under Wine 8, line for line the same here.
"""

from paths import guest_exe

WINE_OUTPUT = [
    "activate=1",
    "made 1 1, types 0xc 0xe",
    "dlgcode split 0x2021 link 0x2020",
    "BCM_SETNOTE link -> 1",
    "BCM_GETNOTELENGTH -> 6",
    "BCM_GETNOTE small -> 0 len 7 error 122",
    "BCM_GETNOTE -> 1 'A note'",
    "BCM_SETNOTE split -> 0 error 50",
    "BCM_GETNOTELENGTH push -> 0 error 50",
    "BCM_GETSPLITINFO -> 1 style 0x2",
    "BCM_GETSPLITINFO push -> 1",
    "BCM_SETSPLITINFO nosplit -> 1",
    "style now 0x1",
    "BCM_SETTEXTMARGIN -> 1",
    "margin 5,4,3,2",
    "BCN_DROPDOWN id 2 rc 0,0-100,24",
    "BN_CLICKED id 2",
    "split part: arrow drawn",
    "link: note line drawn, title line drawn",
    "done",
]


def test_split_buttons_and_command_links_as_on_wine(boot, tmp_path, width):
    d = boot(guest_exe("btnv6", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(400)
    assert d.vm.stdout_log == WINE_OUTPUT
