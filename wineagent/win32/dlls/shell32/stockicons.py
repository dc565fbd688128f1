"""SHELL32's stock icons and its own icon file: SHGetStockIconInfo, SHDefExtractIcon.

Shell32.dll's icons here are the system image list's pictures (``sysimagelist.py``,
``SHELL32_ICONS``): icon ``i`` of the file ``<system directory>\\shell32.dll`` is image
``i`` of each system list, drawn at the size asked. No shell32.dll lies on the guest's
drive (the DLL is built in), so the file is recognised by its name: its full path in the
system directory, or the bare name ``shell32.dll`` (which the loader's search would find
there). ExtractIcon and ExtractIconEx (``more.py``, ``dirs.py``) serve it too.

SHGetStockIconInfo(id, flags, sii), as documented: ``sii->cbSize`` must be
sizeof(SHSTOCKICONINFO) (536 bytes at 32 bits, 544 at 64) and ``id`` a SHSTOCKICONID
(SIID_DOCNOASSOC 0 ... SIID_CLUSTEREDDRIVE 140; the numbers shellapi.h leaves out, and
anything else, are E_INVALIDARG). The icon's location is always answered (SHGSI_ICONLOCATION
is 0): szPath shell32.dll's path, iIcon its index there. SHGSI_SYSICONINDEX answers
iSysImageIndex, the same picture's index in the system image lists; SHGSI_ICON a new HICON
(the caller destroys it) of the system's large size (32) or, with SHGSI_SMALLICON, its
small size (16); SHGSI_LARGEICON (0) and SHGSI_SHELLICONSIZE (the shell's size is the
system's here) change nothing. SHGSI_LINKOVERLAY and SHGSI_SELECTED (an overlay, a
highlight blended in) stop the guest naming them. Each id shows the picture nearest to
what it stands for (the media and device ids their drive's, the file kinds a document).

Wine 8 answers every id with its shell32's path and the document's resource id
(-IDI_SHELL_FILE), iSysImageIndex -1 whatever the flags, and the id's own icon only as
SHGSI_ICON's handle; gaps in the numbering are S_OK there.

SHDefExtractIcon(file, index, flags, large, small, sizes): the icon ``index`` (a
resource id when negative) of an icon file at LOWORD(sizes) pixels into ``*large`` and
HIWORD(sizes) into ``*small`` (0: the system's 32 or 16), each when its pointer is given.
S_OK; S_FALSE when the file has no such icon; E_FAIL when there is no such file. The
files: shell32.dll (above; its icons have no resource ids: a negative index there stops
the guest) and the running program (its icon groups, in resource order, scaled to the
size asked); another file's icons stop the guest. GIL_SIMULATEDOC stops it too.
"""

import os

from PIL import Image

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import SHELL32
from ...core.structures import SHSTOCKICONINFO
from ...kernel.resources import RT_GROUP_ICON
from ...kernel.vfs import VfsError
from ...user.icons import _decode
from ...user.resources import Icon, load_icon
from . import sysimagelist as P
from .sysimagelist import SHELL32_ICONS, shell32_picture

__all__ = ["is_shell32", "shell32_icon", "SHELL32_PATH"]

S_OK, S_FALSE, E_FAIL, E_INVALIDARG = 0, 1, 0x80004005, 0x80070057
SHELL32_PATH = "C:\\WINDOWS\\SYSTEM32\\shell32.dll"   # GetSystemDirectory's + the name
SHGSI_ICON, SHGSI_SYSICONINDEX, SHGSI_LINKOVERLAY = 0x100, 0x4000, 0x8000
SHGSI_SELECTED, SHGSI_SMALLICON, SHGSI_SHELLICONSIZE = 0x10000, 0x1, 0x4
GIL_SIMULATEDOC = 0x1
LARGE, SMALL = 32, 16                   # SM_CXICON, SM_CXSMICON

# SHSTOCKICONID -> the picture shown for it (shellapi.h's numbers)
_DOC, _APP, _FOLDER, _OPEN = P.DOCUMENT, P.APPLICATION, P.FOLDER, P.OPEN_FOLDER
_HDD, _CD, _REM, _NET = P.DRIVE, P.CDROM, P.REMOVABLE, P.NETDRIVE
STOCK = {
    0: _DOC, 1: _DOC, 2: _APP, 3: _FOLDER, 4: _OPEN, 5: P.FLOPPY, 6: P.FLOPPY, 7: _REM,
    8: _HDD, 9: _NET, 10: _NET, 11: _CD, 12: _HDD, 13: P.GLOBE, 15: P.COMPUTER,
    16: P.PRINTER, 17: P.GLOBE, 22: P.FIND, 23: P.HELP, 28: _FOLDER, 29: _DOC, 30: _DOC,
    31: P.RECYCLER, 32: P.RECYCLER, 40: _CD, 47: P.LOCK, 49: _FOLDER, 50: P.PRINTER,
    51: _FOLDER, 52: P.PRINTER, 53: P.PRINTER, 54: P.PRINTER, 55: _FOLDER, 56: _CD,
    57: _FOLDER, 58: _HDD, 59: _CD, 60: _CD, 61: _CD, 62: _CD, 63: _CD, 64: _CD, 65: _CD,
    66: _CD, 67: _CD, 68: _CD, 69: _CD, 70: _CD, 71: _DOC, 72: _DOC, 73: _DOC, 74: _DOC,
    75: _FOLDER, 76: _FOLDER, 77: P.SHIELD, 78: P.WARNING, 79: P.INFO, 80: P.ERROR,
    81: P.KEY, 82: _APP, 83: _DOC, 84: P.DELETE, 85: _CD, 86: _CD, 87: _CD, 88: _CD,
    89: _CD, 90: _CD, 91: _CD, 92: _CD, 93: _CD, 94: P.COMPUTER, 95: P.COMPUTER,
    96: P.USERS, 97: _REM, 98: _REM, 99: _REM, 100: _REM, 101: _REM, 102: _REM,
    103: P.GLOBE, 104: P.GLOBE, 105: _FOLDER, 106: P.SETTINGS, 132: _CD, 133: _CD,
    134: _CD, 135: _CD, 136: _CD, 137: _CD, 138: _CD, 139: _CD, 140: _HDD}


def is_shell32(vm, file):
    """Whether ``file`` names shell32.dll's file (its path in the system directory, or the
    bare name)."""
    if not file:
        return False
    if file.lower() == "shell32.dll":
        return True
    try:
        return vm.vfs.full_path(file).lower() == SHELL32_PATH.lower()
    except VfsError:
        return False


def shell32_icon(vm, index, size):
    """A new HICON of shell32's icon ``index`` at ``size`` pixels, or 0 when there is no
    such icon; a negative index (a resource id) stops the guest."""
    rgba = _shell32_image(index, size)
    return _new_icon(vm, rgba) if rgba is not None else 0


def _shell32_image(index, size):
    if index < 0:
        raise Unimplemented("%s's icons by resource id (%d): our shell32 has no icon "
                            "resources" % (SHELL32, index))
    if index >= len(SHELL32_ICONS):
        return None
    return shell32_picture(index, size)


def _new_icon(vm, rgba):
    icon = Icon(False, None, rgba.width, rgba.height, b"")
    icon._rgba = rgba
    return vm.gdi.add(icon)


@api(SHELL32, "SHGetStockIconInfo", "int id, UINT flags, LPVOID sii", widths=BOTH)
def SHGetStockIconInfo(c, id, flags, sii):
    """A stock icon's location in shell32.dll, its system image list index, its HICON."""
    vm = c.vm
    if not sii or vm.mem.u32(sii) != SHSTOCKICONINFO.sizeof(vm.ptr_size) or id not in STOCK:
        return E_INVALIDARG
    if flags & (SHGSI_LINKOVERLAY | SHGSI_SELECTED):
        raise Unimplemented("%s!SHGetStockIconInfo (SHGSI_LINKOVERLAY, SHGSI_SELECTED: "
                            "flags 0x%X)" % (SHELL32, flags))
    info = c.struct(SHSTOCKICONINFO, sii)
    picture = STOCK[id]
    info.szPath = SHELL32_PATH
    info.iIcon = picture
    if flags & SHGSI_SYSICONINDEX:
        info.iSysImageIndex = picture
    info.hIcon = 0
    if flags & SHGSI_ICON:
        info.hIcon = shell32_icon(vm, picture, SMALL if flags & SHGSI_SMALLICON else LARGE)
    return S_OK


def _own_image(vm, index, size):
    """The running program's icon ``index`` (a group's resource id when negative) as a
    ``size`` x ``size`` RGBA image, scaled from its nearest image; None when it has none."""
    names = [name for (rtype, name) in vm.resources.by_key if rtype == RT_GROUP_ICON]
    if index < 0:
        name = -index if -index in names else None
    else:
        name = names[index] if index < len(names) else None
    icon = load_icon(vm, name, False, (size, size)) if name is not None else None
    if icon is None:
        return None
    rgba = _decode(icon.data)
    return rgba if rgba.size == (size, size) else rgba.resize((size, size), Image.LANCZOS)


@api(SHELL32, "SHDefExtractIcon{AW}", "LPCTSTR file, int index, UINT flags, LPVOID large,"
     " LPVOID small, UINT sizes", widths=BOTH)
def SHDefExtractIcon(c, file, index, flags, large, small, sizes):
    """An icon of a file at the sizes asked (shell32.dll's and the program's own)."""
    vm = c.vm
    if flags & GIL_SIMULATEDOC:
        raise Unimplemented("%s!%s (GIL_SIMULATEDOC)" % (SHELL32, c.spec.name))
    if is_shell32(vm, file):
        image = _shell32_image
    else:
        try:
            parts, host = vm.vfs.resolve(file or "")
        except VfsError:
            return E_FAIL
        if not os.path.isfile(host):
            return E_FAIL
        if not vm.is_image(parts):
            raise Unimplemented("%s!%s (icons of another file: %s)"
                                % (SHELL32, c.spec.name, file))
        image = lambda i, size: _own_image(vm, i, size)        # noqa: E731
    if image(index, LARGE) is None:
        return S_FALSE
    for out, size in ((large, sizes & 0xFFFF or LARGE), (small, sizes >> 16 or SMALL)):
        if out:
            vm.mem.wptr(out, _new_icon(vm, image(index, size)))
    return S_OK
