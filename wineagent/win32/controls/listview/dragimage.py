"""LVM_CREATEDRAGIMAGE: a new image list whose one image is an item as the list draws it
unselected — its icon and its label on the list's background, the size of the item's
bounds — and the bounds' top-left corner for the caller's POINT (comctl32 documents the
message for drag and drop). NULL without a POINT (Windows' answer in Wine's listview.c
test_createdragimage) or for an index that is no item."""

from PIL import Image

from ...core.structures import POINT
from ...gdi.pildraw import Draw
from ..imagelist import ImageList, new_handle

__all__ = ["LVM_CREATEDRAGIMAGE", "drag_image"]

LVM_CREATEDRAGIMAGE = 0x1021
ILC_MASK, ILC_COLOR32 = 0x1, 0x20


def drag_image(wm, ppt, rects, il, image, text, font, fg, bk, centred):
    """The HIMAGELIST of an item whose (bounds, icon, label) client rectangles are
    ``rects``: image ``image`` of ``il`` at the icon's place and ``text`` in the label
    (centred in icon view) in colour ``fg`` over ``bk``; its corner written to ``ppt``."""
    vm = wm.vm
    bounds, icon, label = rects
    x0, y0 = bounds[0], bounds[1]
    w, h = max(1, bounds[2] - x0), max(1, bounds[3] - y0)
    picture = Image.new("RGBA", (w, h), tuple(bk[:3]) + (255,))
    if il is not None and 0 <= image < len(il.images):
        picture.alpha_composite(il.images[image], (max(0, icon[0] - x0), max(0, icon[1] - y0)))
    if text:
        pil, lh = font.pil, font.line_height
        tw = int(pil.getlength(text))
        x = (label[0] + label[2] - tw) // 2 if centred else label[0] + 2
        y = label[1] + (label[3] - label[1] - lh) // 2
        Draw(picture).text((x - x0, y - y0), text, font=pil, fill=tuple(fg[:3]) + (255,))
    out = ImageList(w, h, ILC_COLOR32 | ILC_MASK, 1, 1)
    out.put(-1, picture)
    POINT.write(vm.mem, ppt, x=x0, y=y0)
    return new_handle(vm, out)
