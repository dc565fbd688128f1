"""SHELL32's item ID list functions and SHGetFileInfo, over ``kernel/shellns.py``.

PIDLs handed out live on the process heap, as Windows' come from the task allocator:
programs free them with CoTaskMemFree, IMalloc::Free or ILFree, and all three reach the
same heap here. SHGetFileInfo answers what the namespace knows (display name, type name,
attributes, the EXE type of a PE), SHGFI_SYSICONINDEX (the item's index in the system
image list, and that list: ``sysimagelist.py``), SHGFI_ICON (a new HICON of that picture,
32 pixels or 16 with SHGFI_SMALLICON, the caller's to destroy; iIcon its index in the
system list, as documented) and SHGFI_ICONLOCATION (shell32.dll's path and the
picture's index there: the system list's pictures are shell32's icons here,
``stockicons.py``, for a program's own file too, whose icon resources are not shown).
The overlays and the selected look (SHGFI_ADDOVERLAYS, SHGFI_OVERLAYINDEX,
SHGFI_LINKOVERLAY, SHGFI_SELECTED) stop the guest naming them.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...kernel import shellns
from ...kernel.shellfolders import folder_path
from ...kernel.vfs import VfsError
from ...core.dllnames import SHELL32
from ...core.structures import SHFILEINFO
from ..ole32.main import _malloc_object
from .stockicons import SHELL32_PATH, shell32_icon
from .sysimagelist import SHIL_LARGE, SHIL_SMALL, icon_index, system_list

S_OK, E_FAIL, E_INVALIDARG, E_OUTOFMEMORY = 0, 0x80004005, 0x80070057, 0x8007000E
MAX_PATH = 260
CSIDL_DESKTOP, CSIDL_DRIVES = 0x0000, 0x0011

SHGFI_SMALLICON, SHGFI_OPENICON, SHGFI_SHELLICONSIZE, SHGFI_PIDL = 0x1, 0x2, 0x4, 0x8
SHGFI_USEFILEATTRIBUTES = 0x10
SHGFI_ICON, SHGFI_DISPLAYNAME, SHGFI_TYPENAME, SHGFI_ATTRIBUTES = 0x100, 0x200, 0x400, 0x800
SHGFI_ICONLOCATION, SHGFI_EXETYPE, SHGFI_SYSICONINDEX = 0x1000, 0x2000, 0x4000
SHGFI_ATTR_SPECIFIED = 0x20000
SHGFI_ADDOVERLAYS, SHGFI_OVERLAYINDEX = 0x20, 0x40
SHGFI_LINKOVERLAY, SHGFI_SELECTED = 0x8000, 0x10000
_NOT_BUILT = ((SHGFI_ADDOVERLAYS, "SHGFI_ADDOVERLAYS"), (SHGFI_OVERLAYINDEX, "SHGFI_OVERLAYINDEX"),
              (SHGFI_LINKOVERLAY, "SHGFI_LINKOVERLAY"), (SHGFI_SELECTED, "SHGFI_SELECTED"))
FILE_ATTRIBUTE_DIRECTORY = 0x10


def new_pidl(vm, data):
    """Copy PIDL bytes to a fresh heap block (the caller's to free); its address."""
    p = vm.heap.alloc(len(data))
    vm.mem.write(p, data)
    return p


def guest_pidl(vm, ptr):
    """The PIDL bytes at ``ptr``; a pointer that is not a PIDL stops the guest."""
    try:
        return shellns.read_pidl(vm.mem, ptr)
    except ValueError as e:
        raise Unimplemented("SHELL32.dll item ID list (%s)" % e) from None


def desktop_dir(vm):
    """The desktop folder on the VFS (what the desktop PIDL's path is)."""
    return folder_path(vm, CSIDL_DESKTOP)


def item_at(vm, ptr):
    """The shellns.Item an absolute PIDL in guest memory names, or None."""
    return shellns.item_of(guest_pidl(vm, ptr))


def special_folder_pidl(vm, csidl):
    """PIDL bytes of a CSIDL folder, or None for one this desktop does not have."""
    csidl &= 0xFF
    if csidl == CSIDL_DESKTOP:
        return shellns.join_pidl([])
    if csidl == CSIDL_DRIVES:
        return shellns.join_pidl([shellns.item_bytes(shellns.Item(shellns.MY_COMPUTER))])
    path = folder_path(vm, csidl)
    return None if path is None else shellns.pidl_for_path(vm.vfs, path)


@api(SHELL32, "SHGetSpecialFolderLocation", "HWND hwnd, int csidl, LPVOID out", widths=BOTH)
def SHGetSpecialFolderLocation(c, hwnd, csidl, out):
    vm = c.vm
    if not out:
        return E_INVALIDARG
    vm.mem.wptr(out, 0)               # the PIDL cell, pointer-sized
    data = special_folder_pidl(vm, csidl)
    if data is None:
        return E_INVALIDARG
    vm.mem.wptr(out, new_pidl(vm, data))
    return S_OK


@api(SHELL32, "SHGetFolderLocation", "HWND hwnd, int csidl, HANDLE token, DWORD flags, LPVOID out", widths=BOTH)
def SHGetFolderLocation(c, hwnd, csidl, token, flags, out):
    return SHGetSpecialFolderLocation(c, hwnd, csidl, out)


@api(SHELL32, "SHGetPathFromIDList{AW}", "LPVOID pidl, LPVOID buf", widths=BOTH)
def SHGetPathFromIDList(c, pidl, buf):
    vm = c.vm
    if not pidl or not buf:
        return 0
    item = item_at(vm, pidl)
    path = None if item is None else shellns.path_of(vm.vfs, item, desktop_dir(vm))
    if path is None:
        c.write_str(buf, "", MAX_PATH)
        return 0
    c.write_str(buf, path, MAX_PATH)
    return 1


@api(SHELL32, "SHGetMalloc", "LPVOID out", widths=BOTH)
def SHGetMalloc(c, out):
    """The shell's allocator: the task allocator (CoGetMalloc's IMalloc), which the
    shell's PIDLs come from, as documented since Windows 2000."""
    if not out:
        return E_INVALIDARG
    c.vm.mem.wptr(out, _malloc_object(c.vm))
    return S_OK


@api(SHELL32, "ILFree", "LPVOID pidl", widths=BOTH)
def ILFree(c, pidl):
    if pidl:
        c.vm.heap.free(pidl)


@api(SHELL32, "ILClone", "LPVOID pidl", widths=BOTH)
def ILClone(c, pidl):
    return new_pidl(c.vm, guest_pidl(c.vm, pidl)) if pidl else 0


@api(SHELL32, "ILGetSize", "LPVOID pidl", widths=BOTH)
def ILGetSize(c, pidl):
    return len(guest_pidl(c.vm, pidl)) if pidl else 0


@api(SHELL32, "ILCombine", "LPVOID parent, LPVOID child", widths=BOTH)
def ILCombine(c, parent, child):
    vm = c.vm
    if not parent and not child:
        return 0
    a = guest_pidl(vm, parent)[:-2] if parent else b""
    b = guest_pidl(vm, child) if child else b"\0\0"
    return new_pidl(vm, a + b)


@api(SHELL32, "ILFindLastID", "LPVOID pidl", widths=BOTH)
def ILFindLastID(c, pidl):
    if not pidl:
        return 0
    items = shellns.split_pidl(guest_pidl(c.vm, pidl))
    return pidl + sum(len(i) for i in items[:-1])


@api(SHELL32, "ILRemoveLastID", "LPVOID pidl", widths=BOTH)
def ILRemoveLastID(c, pidl):
    if not pidl:
        return 0
    items = shellns.split_pidl(guest_pidl(c.vm, pidl))
    if not items:
        return 0
    c.vm.mem.w16(pidl + sum(len(i) for i in items[:-1]), 0)   # cut in place
    return 1


@api(SHELL32, "ILIsEqual", "LPVOID a, LPVOID b", widths=BOTH)
def ILIsEqual(c, a, b):
    if not a or not b:
        return int(a == b)
    return int(guest_pidl(c.vm, a) == guest_pidl(c.vm, b))


@api(SHELL32, "ILCloneFirst", "LPVOID pidl", widths=BOTH)
def ILCloneFirst(c, pidl):
    """A new list holding the first SHITEMID of ``pidl`` (an empty list for an empty
    one); NULL for NULL."""
    if not pidl:
        return 0
    items = shellns.split_pidl(guest_pidl(c.vm, pidl))
    return new_pidl(c.vm, shellns.join_pidl(items[:1]))


@api(SHELL32, "ILGetNext", "LPVOID pidl", widths=BOTH)
def ILGetNext(c, pidl):
    """The SHITEMID after the first one of ``pidl``, in place: from the last item that is
    the list's terminator (callers walk to it, as shell32's own ILFindLastID does); NULL
    only from the terminator itself (an empty list) and for NULL."""
    if not pidl:
        return 0
    cb = c.vm.mem.u16(pidl)
    return pidl + cb if cb else 0


@api(SHELL32, "ILIsParent", "LPVOID parent, LPVOID child, BOOL immediate", widths=BOTH)
def ILIsParent(c, parent, child, immediate):
    """TRUE when the items of ``parent`` begin ``child``; with ``immediate`` only when
    ``child`` has exactly one item more (so a list is its own parent, but not its own
    immediate parent, as Wine's tests of Windows have it)."""
    if not parent or not child:
        return 0
    p = shellns.split_pidl(guest_pidl(c.vm, parent))
    ch = shellns.split_pidl(guest_pidl(c.vm, child))
    if len(ch) < len(p) or ch[:len(p)] != p:
        return 0
    return int(not immediate or len(ch) == len(p) + 1)


@api(SHELL32, "ILFindChild", "LPVOID parent, LPVOID child", widths=BOTH)
def ILFindChild(c, parent, child):
    """The part of ``child`` below ``parent``, in place (``child`` itself when ``parent``
    is the empty list, the desktop; its terminator when the two are equal); NULL when
    ``parent`` does not begin ``child``."""
    if not parent or not child:
        return 0
    p = shellns.split_pidl(guest_pidl(c.vm, parent))
    ch = shellns.split_pidl(guest_pidl(c.vm, child))
    if not p:
        return child
    if len(ch) < len(p) or ch[:len(p)] != p:
        return 0
    return child + sum(len(i) for i in p)


@api(SHELL32, "ILAppendID", "LPVOID pidl, LPVOID item, BOOL to_end", widths=BOTH)
def ILAppendID(c, pidl, item, to_end):
    """A new list: ``pidl`` with the SHITEMID ``item`` added at its end (or its start);
    ``pidl`` is freed, as the list is reallocated. NULL for a NULL item."""
    vm = c.vm
    if not item:
        return 0
    cb = vm.mem.u16(item)
    one = bytes(vm.mem.read(item, cb)) if cb else b""
    items = shellns.split_pidl(guest_pidl(vm, pidl)) if pidl else []
    items = items + [one] if to_end else [one] + items
    out = new_pidl(vm, shellns.join_pidl([i for i in items if i]))
    if pidl:
        vm.heap.free(pidl)
    return out


@api(SHELL32, "ILCreateFromPath{AW}", "LPCTSTR path", widths=BOTH)
def ILCreateFromPath(c, path):
    vm = c.vm
    try:
        return new_pidl(vm, shellns.pidl_for_path(vm.vfs, path))
    except VfsError:
        return 0


def _exe_type(vm, path):
    """SHGFI_EXETYPE: 'PE' with the subsystem version for a GUI PE, 'PE' for a console
    one, 'MZ' for DOS, 0 for anything else (also a DLL), as Windows answers."""
    try:
        with open(vm.vfs.resolve(path)[1], "rb") as f:
            head = f.read(4096)
    except (VfsError, OSError):
        return 0
    if head[:2] != b"MZ" or len(head) < 0x40:
        return 0
    off = int.from_bytes(head[0x3C:0x40], "little")
    if head[off:off + 4] != b"PE\0\0" or off + 0x60 > len(head):
        return 0x5A4D
    if int.from_bytes(head[off + 22:off + 24], "little") & 0x2000:   # IMAGE_FILE_DLL
        return 0
    opt = off + 24
    subsystem = int.from_bytes(head[opt + 68:opt + 70], "little")
    major, minor = head[opt + 48], head[opt + 50]
    if subsystem == 2:                                            # WINDOWS_GUI
        return 0x4550 | (major << 24) | (minor << 16)
    return 0x4550


@api(SHELL32, "SHGetFileInfo{AW}", "LPVOID path, DWORD fattrs, LPVOID sfi, UINT size, UINT flags", widths=BOTH)
def SHGetFileInfo(c, path, fattrs, sfi, size, flags):
    vm = c.vm
    for bit, name in _NOT_BUILT:
        if flags & bit and flags & (SHGFI_ICON | SHGFI_SYSICONINDEX):
            raise Unimplemented("SHELL32.dll!SHGetFileInfo%s (%s)" % ("W" if c.wide else "A",
                                                                     name))
    if not path:
        return 0
    text = None if flags & SHGFI_PIDL else c.read_str(path)
    if flags & SHGFI_EXETYPE:
        return _exe_type(vm, text) if flags == SHGFI_EXETYPE and text else 0
    if not sfi:
        return 0
    info = c.struct(SHFILEINFO, sfi)
    # Windows clears these whatever the flags
    info.szDisplayName = ""
    info.szTypeName = ""
    info.iIcon = 0
    if flags & SHGFI_PIDL:
        item = item_at(vm, path)
    elif flags & SHGFI_USEFILEATTRIBUTES:
        # the file need not exist: the caller says what it is
        try:
            full = vm.vfs.full_path(text or ".")
        except VfsError:
            return 0
        kind = shellns.FOLDER if fattrs & FILE_ATTRIBUTE_DIRECTORY else shellns.FILE
        item = shellns.Item(kind, full)
    else:
        try:      # "" is the current directory, as a relative path
            item = shellns.item_of(shellns.pidl_for_path(vm.vfs, text or "."))
        except VfsError:
            return 0
    if item is None:
        return 0
    if flags & SHGFI_ATTRIBUTES:
        info.dwAttributes = shellns.attributes(vm.vfs, item)
    if flags & SHGFI_DISPLAYNAME:
        info.szDisplayName = shellns.display_name(item)
    if flags & SHGFI_TYPENAME:
        info.szTypeName = shellns.type_name(item)
    index = icon_index(item, bool(flags & SHGFI_OPENICON))
    if flags & SHGFI_ICONLOCATION:
        info.szDisplayName = SHELL32_PATH
        info.iIcon = index
    if flags & SHGFI_ICON:
        info.hIcon = shell32_icon(vm, index, 16 if flags & SHGFI_SMALLICON else 32)
        info.iIcon = index
    if flags & SHGFI_SYSICONINDEX:
        # the item's index in the system image list, and that list (small or large) as
        # the answer (documented; the list is not AddRef'd)
        info.iIcon = index
        return system_list(vm, SHIL_SMALL if flags & SHGFI_SMALLICON else SHIL_LARGE)
    return 1

