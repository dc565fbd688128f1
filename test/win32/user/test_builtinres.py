"""USER32.dll's own resources (issue 23; docs/dlls.md "Resources of the built-in DLLs"):
a program finds, enumerates and loads them on GetModuleHandle("user32.dll") as it does a
file's — the OIC_* icon groups and their images, the OCR_* cursor groups, the OEM
bitmaps, the string table, EnumResourceTypes/Names/Languages over them, FindResource(Ex),
LoadResource, LockResource, SizeofResource, LookupIconIdFromDirectory(Ex) and
CreateIconFromResourceEx on their bits (what Wine's cursoricon.c does), and USER's
loaders (LoadString, LoadImage, LoadIcon, LoadCursor, LoadBitmap) on the module.

test/exe/builtinres.exe and test/exe64/builtinres.exe (guests/tests/builtinres.c) print
one line per check; the expected lines are what both print under Wine 8 (``xvfb-run -a
wine``), the same at both widths, except where a comment says why.
"""

import struct

from paths import guest_exe

WINE = [
    'user32: 1',
    'types: 1 1 2 3 4 5 6 12 14 16',
    'icon groups: 1 32512 32513 32514 32515 32516 32517 32518',
    'cursor groups: 1 32512 32513 32514 32515 32516 32631 32640 32641 32642 32643 32644 '
    '32645 32646 32648 32649 32650 32651 32652 32653 32654 32655 32656 32657 32658 32659 '
    '32660 32661 32662',
    'languages of icon group 32513: 0000',
    'bitmaps (W): 1',
    'OBM_* bitmaps found: 34',
    'first icon group: 0 32512',
    'group directory: 1 type 1 sizes 16:4 16:8 16:32 32:4 32:8 32:32 48:4 48:8 48:32',
    'chosen image: 1 header 40 32x64 bpp 32 size ok 1',
    'icon from its bits: 1 fIcon 1 32x32',
    'icon groups with 16/32/48 at 4/8/32 bits: 6',
    'arrow cursor: type 2 image 32x64 bpp 32',
    'missing name: 0 err 1814',
    'missing type: 0 err 1813',
    'enumerate a missing type: 0 err 1813',
    "string 2: 5 'Error'",
    "string 13: 16 '&More Windows...'",
    'string 2 in place: 5 1',
    'string 2 (W): 5 1',
    'US English string block: 1',
    'LoadImage OIC_HAND: 1 1 mask 32x32',
    'LoadImage OIC_NOTE 16: 1 1 mask 16x16',
    'LoadIcon OIC_BANG: 1',
    'LoadCursor OCR_IBEAM: 1 1 fIcon 0',
    'LoadBitmap OBM_CHECK: 1 1',
    'LoadBitmap(NULL, OBM_OLD_CLOSE): 1',
    'LoadBitmap missing: 0 err 1814',
]


def expected():
    """Wine's lines with ours where we differ on purpose."""
    lines = list(WINE)
    # Wine's USER32 also has menus (EDITMENU, SYSMENU, SYSMENUMDI), dialogs (MSGBOX,
    # MDI_MOREWINDOWS) and a version resource; ours makes its window menu and MessageBox
    # in code and has no version resource for built-in DLLs (docs/dlls.md).
    lines[1] = 'types: 1 1 2 3 6 12 14'
    return lines


def test_user32_resources_enumerate_and_load_as_windows_does(boot, width):
    d = boot(guest_exe("builtinres", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected()
