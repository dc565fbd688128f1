"""SHELL32's system image lists: SHGetImageList and the lists SHGetFileInfo's
SHGFI_SYSICONINDEX answers with.

Since comctl32 6 an HIMAGELIST is the image list's IImageList pointer, so one value is
both: these lists are IImageList objects of ours (``kernel/comobj.py``) whose state is a
``controls/imagelist.py`` ImageList, and the ImageList_* functions and the controls
accept their pointer as an HIMAGELIST (``image_list``). There is one list per size
(SHIL_LARGE 32, SHIL_SMALL 16, SHIL_EXTRALARGE 48, SHIL_SYSSMALL 16, SHIL_JUMBO 256
pixels), made on first use and held by shell32 for the process's life (its own
reference), as Windows' system image lists are never destroyed; SHGetImageList hands out
an AddRef'd pointer.

The images are shell32's icons (``SHELL32_ICONS``, in that order: a document, an
application, a closed folder, an open folder, a drive, the computer, the desktop, then
the stock icons' other pictures — floppy, CD, removable and network drives, printer,
find, help, warning, information, error, delete, recycle bin, shield, lock, key, users,
globe, settings) — drawn here as pictograms, since shell32's icon resources are not part
of this project (Windows' lists hold shell32's own icons, in another order). The same
pictures are the icons of our shell32.dll file (``dlls/shell32/stockicons.py``: an icon's
index there is its index here). ``icon_index`` gives a namespace item's.

The lists are comctl32's IImageList2 objects (``dlls/comctl32/iimagelist.py``): every
method of an image list works on them, and a Release never destroys one (programs release
the list SHGetFileInfo returns, which was not AddRef'd for them, as Wine's explorer does).
"""

from PIL import Image

from ....abi.api import BOTH, api
from ...controls.imagelist import ImageList, new_handle
from ...core.dllnames import SHELL32
from ...kernel import shellns
from ...kernel.comobj import IID_IUNKNOWN, com_addref
from ..ole32.guids import guid_bytes
from ...gdi.pildraw import Draw
from ...user.icons import draw_system_icon

__all__ = ["system_list", "icon_index", "shell32_picture", "SHELL32_ICONS", "SHIL_LARGE",
           "SHIL_SMALL"]

S_OK, E_INVALIDARG, E_NOINTERFACE, E_POINTER = 0, 0x80070057, 0x80004002, 0x80004003
E_FAIL = 0x80004005
IID_IIMAGELIST = guid_bytes("{46EB5926-582E-4017-9FDF-E8998DAA0950}")
SHIL_LARGE, SHIL_SMALL, SHIL_EXTRALARGE, SHIL_SYSSMALL, SHIL_JUMBO = 0, 1, 2, 3, 4
SIZES = {SHIL_LARGE: 32, SHIL_SMALL: 16, SHIL_EXTRALARGE: 48, SHIL_SYSSMALL: 16,
         SHIL_JUMBO: 256}
ILC_COLOR32, ILC_MASK = 0x20, 0x1
# the images' order (icon_index; shell32's icon indexes)
SHELL32_ICONS = ("document", "application", "folder", "open folder", "drive", "computer",
                 "desktop", "floppy", "cd", "removable", "network drive", "printer", "find",
                 "help", "warning", "information", "error", "delete", "recycle bin",
                 "shield", "lock", "key", "users", "globe", "settings")
(DOCUMENT, APPLICATION, FOLDER, OPEN_FOLDER, DRIVE, COMPUTER, DESKTOP, FLOPPY, CDROM,
 REMOVABLE, NETDRIVE, PRINTER, FIND, HELP, WARNING, INFO, ERROR, DELETE, RECYCLER, SHIELD,
 LOCK, KEY, USERS, GLOBE, SETTINGS) = range(len(SHELL32_ICONS))
K, W, G, Y = (0, 0, 0, 255), (255, 255, 255, 255), (128, 128, 128, 255), (255, 204, 0, 255)
L, B, T = (192, 192, 192, 255), (0, 0, 128, 255), (0, 128, 128, 255)


R, GR = (255, 0, 0, 255), (0, 160, 0, 255)
_MESSAGE_ICONS = {HELP: 0x20, WARNING: 0x30, INFO: 0x40, ERROR: 0x10}


def _drive_picture(d, kind):
    """A drive's box, and what says which kind it is."""
    if kind == FLOPPY:
        d.rectangle([5, 3, 26, 28], fill=(40, 40, 40, 255), outline=K)
        d.rectangle([9, 3, 22, 11], fill=L, outline=K)
        d.rectangle([8, 17, 23, 28], fill=W, outline=K)
        return
    if kind == CDROM:
        d.ellipse([3, 3, 28, 28], fill=L, outline=K)
        d.ellipse([12, 12, 19, 19], fill=W, outline=K)
        return
    d.rectangle([2, 12, 29, 23], fill=L, outline=K)
    d.rectangle([20, 17, 25, 19], fill=GR)
    if kind == REMOVABLE:
        d.rectangle([5, 15, 16, 20], fill=K)
    elif kind == NETDRIVE:
        d.line([(15, 24), (15, 29)], fill=K)
        d.line([(6, 29), (25, 29)], fill=K, width=2)


def _sign_picture(d, kind):
    """The pictures that are a sign: find, delete, shield, lock, key, users, globe,
    settings."""
    if kind == FIND:
        d.ellipse([3, 3, 20, 20], fill=W, outline=K, width=2)
        d.line([(18, 18), (28, 28)], fill=K, width=4)
    elif kind == DELETE:
        d.line([(6, 6), (25, 25)], fill=R, width=5)
        d.line([(6, 25), (25, 6)], fill=R, width=5)
    elif kind == RECYCLER:
        d.polygon([(7, 8), (24, 8), (22, 29), (9, 29)], fill=L, outline=K)
        d.rectangle([5, 5, 26, 8], fill=G, outline=K)
    elif kind == SHIELD:
        d.polygon([(16, 2), (28, 6), (26, 20), (16, 29), (6, 20), (4, 6)], fill=(0, 90, 200, 255),
                  outline=K)
        d.polygon([(16, 2), (28, 6), (26, 16), (16, 16)], fill=Y)
    elif kind == LOCK:
        d.arc([9, 3, 22, 18], 180, 360, fill=K, width=3)
        d.rectangle([7, 13, 24, 28], fill=Y, outline=K)
    elif kind == KEY:
        d.ellipse([3, 10, 14, 21], fill=Y, outline=K)
        d.rectangle([14, 14, 28, 17], fill=Y, outline=K)
        d.rectangle([23, 17, 26, 21], fill=Y, outline=K)
    elif kind == USERS:
        for x, col in ((4, T), (14, B)):
            d.ellipse([x + 3, 4, x + 11, 12], fill=(255, 220, 180, 255), outline=K)
            d.pieslice([x, 13, x + 14, 35], 180, 360, fill=col, outline=K)
    elif kind == GLOBE:
        d.ellipse([3, 3, 28, 28], fill=(80, 160, 255, 255), outline=K)
        d.ellipse([10, 3, 21, 28], outline=K)
        d.line([(3, 15), (28, 15)], fill=K)
    elif kind == SETTINGS:
        for a, b in (((15, 2), (15, 29)), ((2, 15), (29, 15)), ((6, 6), (25, 25)),
                     ((6, 25), (25, 6))):
            d.line([a, b], fill=G, width=5)
        d.ellipse([7, 7, 24, 24], fill=G, outline=K)
        d.ellipse([12, 12, 19, 19], fill=W, outline=K)


class _Scaled:
    """A Draw whose coordinates are on the 32 x 32 canvas of ``_picture`` and land on a
    smaller one (``size`` pixels): boxes keep at least a pixel, lines and outlines stay one
    pixel wide, so a 16-pixel picture keeps its outline as Windows' own 16-pixel icon
    images do (a 32-pixel picture shrunk pixel by pixel loses every other line)."""

    def __init__(self, draw, size):
        self.draw, self.f = draw, size / 32

    def _xy(self, x, y):
        return (int(x * self.f), int(y * self.f))

    def _box(self, box):
        x0, y0, x1, y1 = box
        (a, b), (c, d) = self._xy(x0, y0), self._xy(x1 + 1, y1 + 1)
        return [a, b, max(a, c - 1), max(b, d - 1)]

    def _width(self, kw):
        if "width" in kw:
            kw["width"] = max(1, round(kw["width"] * self.f))
        return kw

    def rectangle(self, box, **kw):
        self.draw.rectangle(self._box(box), **self._width(kw))

    def ellipse(self, box, **kw):
        self.draw.ellipse(self._box(box), **self._width(kw))

    def arc(self, box, start, end, **kw):
        self.draw.arc(self._box(box), start, end, **self._width(kw))

    def pieslice(self, box, start, end, **kw):
        self.draw.pieslice(self._box(box), start, end, **self._width(kw))

    def polygon(self, points, **kw):
        self.draw.polygon([self._xy(x, y) for x, y in points], **kw)

    def line(self, points, **kw):
        self.draw.line([self._xy(x, y) for x, y in points], **self._width(kw))


def _picture(kind, size=32):
    """One of the shell's pictures, drawn for a ``size`` x ``size`` canvas (up to 32; the
    message-box icons are USER's 32-pixel ones, shrunk)."""
    if kind in _MESSAGE_ICONS:          # USER's message-box icons (user/icons.py)
        img = Image.new("RGBA", (32, 32), (0, 0, 0, 0))
        draw_system_icon(Draw(img), 0, 0, _MESSAGE_ICONS[kind])
        return img.resize((size, size), Image.NEAREST) if size != 32 else img
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = Draw(img) if size == 32 else _Scaled(Draw(img), size)
    if kind in (FLOPPY, CDROM, REMOVABLE, NETDRIVE):
        _drive_picture(d, kind)
        return img
    if kind == PRINTER:
        d.rectangle([8, 3, 23, 12], fill=W, outline=K)
        d.rectangle([2, 12, 29, 24], fill=L, outline=K)
        d.rectangle([8, 20, 23, 29], fill=W, outline=K)
        return img
    if kind >= FIND:
        _sign_picture(d, kind)
        return img
    if kind in (DOCUMENT, APPLICATION):
        d.polygon([(6, 2), (20, 2), (26, 8), (26, 29), (6, 29)], fill=W, outline=K)
        d.line([(20, 2), (20, 8), (26, 8)], fill=K)
        if kind == APPLICATION:
            d.rectangle([9, 12, 23, 24], fill=L, outline=K)
            d.rectangle([9, 12, 23, 15], fill=B)
        else:
            for y in (12, 16, 20, 24):
                d.line([(10, y), (22, y)], fill=G)
    elif kind in (FOLDER, OPEN_FOLDER):
        d.polygon([(2, 7), (11, 7), (13, 9), (29, 9), (29, 27), (2, 27)], fill=Y, outline=K)
        if kind == OPEN_FOLDER:
            d.polygon([(7, 14), (31, 14), (26, 27), (2, 27)], fill=(255, 230, 128, 255),
                      outline=K)
    elif kind == DRIVE:
        d.rectangle([2, 12, 29, 23], fill=L, outline=K)
        d.rectangle([20, 17, 25, 19], fill=(0, 160, 0, 255))
    elif kind in (COMPUTER, DESKTOP):
        d.rectangle([4, 3, 27, 21], fill=L, outline=K)
        d.rectangle([7, 6, 24, 18], fill=T if kind == DESKTOP else B)
        d.rectangle([10, 22, 21, 24], fill=L, outline=K)
        d.rectangle([5, 25, 26, 29], fill=L, outline=K)
    return img


def _make_list(vm, kind):
    """A new system list of size ``SIZES[kind]`` with the shell's pictures."""
    size = SIZES[kind]
    il = ImageList(size, size, ILC_COLOR32 | ILC_MASK, 4)
    for picture in range(len(SHELL32_ICONS)):
        il.put(-1, shell32_picture(picture, size))
    il.permanent = True         # never destroyed: shell32 holds it for the process
    return new_handle(vm, il)


def shell32_picture(index, size):
    """Shell32's icon ``index`` (SHELL32_ICONS) as a ``size`` x ``size`` RGBA image."""
    cache = _PICTURES.setdefault(size, {})
    if index not in cache:
        # up to 32 pixels drawn at the size (Windows' icon groups have a 16-pixel image
        # of their own); larger sizes the 32-pixel picture stretched
        if size <= 32:
            cache[index] = _picture(index, size)
        else:
            cache[index] = _picture(index).resize((size, size), Image.NEAREST)
    return cache[index].copy()


_PICTURES = {}


def system_list(vm, kind):
    """The system image list of SHIL_* ``kind`` (made on first use; shell32 keeps its
    own reference): its IImageList pointer, which is also its HIMAGELIST."""
    lists = vm.com.system_image_lists
    if kind not in lists:
        lists[kind] = _make_list(vm, kind)
    return lists[kind]


def icon_index(item, open_=False):
    """The index in the system lists of a namespace item's picture."""
    if item.kind == shellns.DESKTOP:
        return DESKTOP
    if item.kind == shellns.MY_COMPUTER:
        return COMPUTER
    if item.kind == shellns.DRIVE:
        return DRIVE
    if item.kind == shellns.FOLDER:
        return OPEN_FOLDER if open_ else FOLDER
    return APPLICATION if item.path.lower().endswith(".exe") else DOCUMENT


@api(SHELL32, "SHGetImageList", "int kind, LPVOID riid, LPVOID out", widths=BOTH)
def SHGetImageList(c, kind, riid, out):
    """A system image list (SHIL_*) as IImageList, AddRef'd for the caller."""
    vm = c.vm
    if not out:
        return E_POINTER
    vm.mem.wptr(out, 0)
    if kind not in SIZES:
        return E_FAIL                   # an unknown SHIL_* kind: Wine 8's answer
    if bytes(vm.mem.read(riid, 16)) not in (IID_IIMAGELIST, IID_IUNKNOWN):
        return E_NOINTERFACE
    obj = system_list(vm, kind)
    com_addref(vm, obj)
    vm.mem.wptr(out, obj)
    return S_OK
