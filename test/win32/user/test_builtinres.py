"""USER32.dll's own resources (issue 23; docs/dlls.md "Resources of the built-in DLLs"):
a program finds, enumerates and loads them on GetModuleHandle("user32.dll") as it does a
file's — the OIC_* icon groups and their images, the OCR_* cursor groups, the OEM
bitmaps, the string table, EnumResourceTypes/Names/Languages and their Ex forms (the
RESOURCE_ENUM_* flags) over them, FindResource(Ex),
LoadResource, LockResource, SizeofResource, LookupIconIdFromDirectory(Ex) and
CreateIconFromResourceEx on their bits (what Wine's cursoricon.c does), USER's
loaders (LoadString, LoadImage, LoadIcon, LoadCursor, LoadBitmap) on the module, and the
system cursors (LoadCursor(NULL, IDC_*)) as USER32's cursors for GetIconInfo(Ex),
DrawIcon and CopyIcon, and LoadCursor / LoadImage with no module reading USER32's other
cursors (the obsolete IDC_SIZE and IDC_ICON, OCR_PEN, the panning marks), and the
program's own animated cursor resource (RT_ANICURSOR, guests/tests/builtinres.rc).

test/exe/builtinres.exe and test/exe64/builtinres.exe (guests/tests/builtinres.c) print
one line per check; the expected lines are what both print under Wine 8 (``xvfb-run -a
wine``), the same at both widths, except where a comment says why.
"""

import struct

from PIL import Image

from paths import guest_exe
from wineagent.win32.core.builtin_dlls import module_handle
from wineagent.win32.gdi.dib import dib_to_image
from wineagent.win32.kernel.resources import module_resources
from wineagent.win32.user.builtinres import user32_resources
from wineagent.win32.user.framectl import OBM, obm_image
from wineagent.win32.user.icons import _decode_parts, system_icon_rgba

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
    'icon groups (Ex, 0): 1 32512 32513 32514 32515 32516 32517 32518',
    'cursor groups (ExW, LN): 1 28',
    'icon groups (Ex, MUI): 0 err deadbeef',
    'types (Ex, LN): 1 1 2 3 4 5 6 12 14 16',
    'languages of cursor group 32512 (Ex): 0000 1',
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
    'system arrow: 1 fIcon 0 hot 0,0 mask 32x32 colour 1',
    'system ibeam: 1 resid 32513 module is user32 1',
    'DrawIcon of a system cursor: 1',
    'copy of a system cursor: 1 1 fIcon 0',
    'LoadCursor(NULL, IDC_SIZE): 1 1 fIcon 0',
    'again: 1',
    'LoadCursor(NULL, IDC_ICON): 1 1 colour 0',
    'LoadImage(NULL, OCR_PEN): 1',
    'LoadImage(NULL, OCR_RDRNORTH): 1',
    # no icon or cursor of that name: the look-up of an animated one (RT_ANICURSOR /
    # RT_ANIICON) that follows gives the error
    'LoadCursor(NULL, a name): 0 err 1813',
    'LoadIcon(NULL, a name): 0 err 1813',
    'LoadCursor(NULL, 12345): 0 err 1813',
    'animated cursor resource: 1 frame 1 rate 10 steps 2',
    'again: 0',
    # a module with animated cursors: the animated look-up's error is NAME_NOT_FOUND
    'missing cursor in a module with animated ones: 0 err 1814',
]


def expected():
    """Wine's lines with ours where we differ on purpose."""
    lines = list(WINE)
    # Wine's USER32 also has menus (EDITMENU, SYSMENU, SYSMENUMDI), dialogs (MSGBOX,
    # MDI_MOREWINDOWS) and a version resource; ours makes its window menu and MessageBox
    # in code and has no version resource for built-in DLLs (docs/dlls.md).
    lines[1] = 'types: 1 1 2 3 6 12 14'
    lines[10] = 'types (Ex, LN): 1 1 2 3 6 12 14'
    # LoadCursor loads a shared cursor: the same handle for the same resource, as
    # documented (LR_SHARED) and as ours does for groups; Wine 8 makes a new one from
    # an animated resource every time.
    lines[lines.index('again: 0')] = 'again: 1'
    return lines


def test_user32_resources_enumerate_and_load_as_windows_does(boot, width):
    d = boot(guest_exe("builtinres", width), settle=False)
    d.run_to_end(3000)
    assert d.vm.stdout_log == expected()
    # the section is made once per process, whatever asked first
    assert list(d.vm.kernel.builtin_resources) == ["user32.dll"]


def test_a_builtin_dll_without_resources_of_its_own_has_none_to_read(boot):
    """Only DLLs whose resources are built have a directory: another built-in DLL's
    resource calls stop the guest naming it (kernel/resources.py), never "none"."""
    d = boot(guest_exe("builtinres", 4), settle=False)
    assert module_resources(d.vm, module_handle(d.vm, "shell32.dll")) is None
    assert module_resources(d.vm, module_handle(d.vm, "user32.dll")) is not None


# -- the pictures: ours, the same as the desktop draws without a module -------------------
def _tree():
    return user32_resources(None)


def _dib_rgb(raw):
    """The RGB picture of a packed DIB (RT_BITMAP)."""
    size, w, h, _, bpp, _, _, _, _, used = struct.unpack_from("<IiiHHIIiiI", raw, 0)
    colours = used or (1 << bpp if bpp <= 8 else 0)
    palette = [tuple(raw[size + 4 * i:size + 4 * i + 3][::-1]) for i in range(colours)]
    return dib_to_image(raw[size + 4 * colours:], w, h, bpp, palette).convert("RGB")


def test_oem_bitmaps_are_the_pictures_loadbitmap_null_always_drew():
    bitmaps = _tree()[2]
    assert sorted(bitmaps) == list(range(32734, 32768))     # OBM_TRTYPE is Wine's own
    for obm in OBM:
        assert _dib_rgb(bitmaps[obm][0]).tobytes() == obm_image(obm).tobytes(), obm


def test_icon_images_are_the_system_icons_drawn_at_32_pixels():
    tree = _tree()
    for oic in range(32512, 32519):
        group = tree[14][oic][0]
        reserved, kind, count = struct.unpack_from("<HHH", group, 0)
        assert (reserved, kind, count) == (0, 1, 9)
        entries = [struct.unpack_from("<BBBBHHIH", group, 6 + 14 * i) for i in range(count)]
        for w, h, colours, _, planes, bpp, size, rid in entries:
            image = tree[3][rid][0]
            assert len(image) == size and planes == 1
            assert colours == (16 if bpp == 4 else 0)
            assert struct.unpack_from("<ii", image, 4) == (w, 2 * h)
        want = system_icon_rgba(oic)
        opaque = want.getchannel("A").point(lambda v: 255 if v >= 128 else 0)
        for bpp in (4, 32):
            rid = next(e[7] for e in entries if e[0] == 32 and e[5] == bpp)
            rgb, and_l, _ = _decode_parts(tree[3][rid][0])
            assert and_l.point(lambda v: 0 if v > 127 else 255).tobytes() == opaque.tobytes()
            shown = Image.composite(rgb, Image.new("RGB", rgb.size), opaque)
            expect = Image.composite(want.convert("RGB"), Image.new("RGB", rgb.size), opaque)
            assert shown.tobytes() == expect.tobytes(), (oic, bpp)


def test_cursor_groups_name_their_images_with_hot_spots_inside():
    tree = _tree()
    assert len(tree[12]) == 28
    for ocr, langs in tree[12].items():
        group = langs[0]
        _, kind, count = struct.unpack_from("<HHH", group, 0)
        assert kind == 2 and count == (1 if ocr == 32641 else 6)
        for i in range(count):
            w, h2, planes, bpp, size, rid = struct.unpack_from("<HHHHIH", group, 6 + 14 * i)
            data = tree[1][rid][0]
            hx, hy = struct.unpack_from("<HH", data, 0)
            assert len(data) == size and planes == 1 and h2 == 2 * w
            assert struct.unpack_from("<iiHH", data, 8) == (w, h2, 1, bpp)
            assert 0 <= hx < w and 0 <= hy < w


def test_string_table_holds_the_messagebox_button_texts():
    block = _tree()[6][(800 >> 4) + 1][0x0409]
    texts, off = [], 0
    for _ in range(16):
        (n,) = struct.unpack_from("<H", block, off)
        texts.append(block[off + 2:off + 2 + 2 * n].decode("utf-16-le"))
        off += 2 + 2 * n
    assert texts[800 & 15:811 & 15] == ["OK", "Cancel", "&Abort", "&Retry", "&Ignore", "&Yes",
                                        "&No", "&Close", "Help", "&Try Again", "&Continue"]
