"""The header control's items (controls/header.py): bitmap items, HDM_INSERTITEM's implicit
fields and format bits, HDM_GETITEM with an unknown mask bit, new items' display order and
HDM_SETORDERARRAY; then the status bar's text (a control character kept as a space) and
its size grip's WM_NCHITTEST (controls/progress_status.py), checked against Wine 8.

test/exe/cc32hdr.exe (guests/tests/cc32hdr.c) prints a line per check; WINE is what the
same binary prints under Wine 8 (``xvfb-run -a wine test/exe/cc32hdr.exe``); its x86-64
build prints the same lines under 64-bit Wine. Two lines differ, where Wine's own
header.c marks its answer todo_wine: HDM_SETORDERARRAY with an array naming an item that
is not there (4) moves each named item to its position in turn, which gives Windows'
orders 0132 for (4,0,1,2) and 2031 for (4,2,0,1) (Wine's header.c lists Windows'
results); Wine answers 3012 and 3201.
"""

from paths import guest_exe

WINE = [
    'created=1',
    'insert empty mask=-1',
    'insert text only=0',
    'text only: cxy=77 fmt=0x4002 lParam=42 hbm=0 order=0',
    'format without text: cxy=60 fmt=0x2 lParam=0 hbm=0 order=0',
    'bitmap: cxy=60 fmt=0x2001 lParam=0 hbm=1 order=0',
    'NULL bitmap: cxy=60 fmt=0x1 lParam=0 hbm=0 order=0',
    'image: cxy=60 fmt=0x800 lParam=0 hbm=0 order=0',
    'setitem bitmap=1',
    'set bitmap: cxy=80 fmt=0x7000 lParam=1 hbm=1 order=0',
    'unknown bit: lParam=133 iImage=0',
    'known bits: lParam=133 iImage=17',
    'item 0: cxy=40 fmt=0 lParam=3 hbm=0 order=2',
    'item 1: cxy=40 fmt=0 lParam=0 hbm=0 order=0',
    'item 2: cxy=40 fmt=0 lParam=2 hbm=0 order=1',
    'item 3: cxy=40 fmt=0 lParam=1 hbm=0 order=3',
    'after inserts: order 1203',
    '0123 (ret 1): order 0123',
    '4012 (ret 1): order 3012',
    '0123 (ret 1): order 0123',
    '4201 (ret 1): order 3201',
    '0123 (ret 1): order 0123',
    '0122 (ret 1): order 0132',
    '0123 (ret 1): order 0123',
    '4444 (ret 1): order 0123',
    '3210 (ret 1): order 3210',
    'count 3 (ret 0): order 3210',
    'count 5 (ret 0): order 3210',
    'status text with 0x1: "ab_cd" len=5',
    'status text with 0x9: "ab<tab>cd" len=5',
    'status text with 0xa: "ab_cd" len=5',
    'status text with 0x1f: "ab_cd" len=5',
    'status control characters not a space: 0',
    'grip left edge=17',
    'left of grip=1',
    'above grip=17',
    'right of and below grip=17',
    'parent maximized: grip=1',
    'parent maximized: outside=0',
    'done',
]


def expected_lines():
    """Wine's lines with Windows' two orders (see the docstring)."""
    lines = list(WINE)
    lines[lines.index("4012 (ret 1): order 3012")] = "4012 (ret 1): order 0132"
    lines[lines.index("4201 (ret 1): order 3201")] = "4201 (ret 1): order 2031"
    return lines


def test_header_items_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("cc32hdr", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected_lines()
