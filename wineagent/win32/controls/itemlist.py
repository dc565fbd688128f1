"""The string list behind LISTBOX and a COMBOBOX's list: one implementation of the index
rules both controls document (sorted insertion, -1 for "at the end", a search that starts
after an index and wraps around, case-insensitive prefix or exact match)."""

from ..core.bits import s32
from ..gdi.colors import SYS_COLORS
from .builtin_common import WHITE, read_text, write_text

__all__ = ["ItemList", "signed", "index_after_insert", "index_after_delete", "item_message",
           "add_item", "find_item", "top_showing", "draw_rows"]


def signed(v):
    """A WPARAM as the signed index it carries (-1 means "none" / "from the start")."""
    return s32(v)


class ItemList(list):
    """Items as ``[text, item data]`` pairs; a list, so drawing code indexes it directly."""

    def add(self, text, index=-1, sort=False):
        """Insert ``text``: at ``index`` (-1: the end; sorted when ``sort`` and appending).
        Returns where it went, or -1 when ``index`` is past the end (LB_ERR/CB_ERR)."""
        n = len(self)
        index = signed(index)
        if index < 0:
            index = n
            if sort:
                low = text.lower()
                index = next((k for k, it in enumerate(self) if it[0].lower() > low), n)
        elif index > n:
            return -1
        self.insert(index, [text, 0])
        return index

    def find(self, start, text, exact):
        """LB/CB_FINDSTRING(EXACT): the first match after ``start`` (-1: from 0), wrapping;
        -1 when none matches."""
        n = len(self)
        if not n:
            return -1
        start = signed(start)
        first = 0 if start < 0 or start >= n else start + 1
        want = text.lower()
        for k in range(n):
            i = (first + k) % n
            item = self[i][0].lower()
            if (item == want) if exact else item.startswith(want):
                return i
        return -1


def index_after_insert(value, inserted):
    """A selection/caret index after an item was inserted at ``inserted``."""
    return value + 1 if value >= inserted >= 0 and value >= 0 else value


def index_after_delete(value, deleted):
    """A selection/caret index after the item at ``deleted`` was removed (-1 if it was it)."""
    if value == deleted:
        return -1
    return value - 1 if value > deleted else value


# -- the item messages LISTBOX and COMBOBOX answer alike -------------------------------------
# Each control maps its own LB_* / CB_* numbers to these operations.
COUNT, TEXT, TEXTLEN, GETDATA, SETDATA = "count", "text", "textlen", "getdata", "setdata"


def item_message(wm, win, items, op, wparam, lparam, err):
    """LB/CB_GETCOUNT, _GETTEXT / _GETLBTEXT, _GETTEXTLEN / _GETLBTEXTLEN, _GETITEMDATA and
    _SETITEMDATA on ``items``; ``err`` is the control's LB_ERR / CB_ERR (a bad index)."""
    n = len(items)
    if op == COUNT:
        return n
    if wparam >= n:
        return err
    if op == TEXT:
        text = items[wparam][0]
        write_text(wm, win, lparam, text, len(text) + 1)
        return len(text)
    if op == TEXTLEN:
        return len(items[wparam][0])
    if op == GETDATA:
        return items[wparam][1]
    items[wparam][1] = lparam    # SETDATA
    return 1


def add_item(wm, win, items, wparam, lparam, append, sort):
    """LB/CB_ADDSTRING (``append``) or _INSERTSTRING at ``wparam``: where the string from
    ``lparam`` went, or -1. Only adding sorts (LBS_SORT / CBS_SORT): an inserted string goes
    where it is put, -1 being the end, as documented (the Font dialog's sizes count on it)."""
    return items.add(read_text(wm, win, lparam) or "", -1 if append else wparam,
                     sort=sort and append)


def find_item(wm, win, items, wparam, lparam, exact):
    """LB/CB_FINDSTRING(EXACT) and the search of _SELECTSTRING: an index or -1."""
    return items.find(wparam, read_text(wm, win, lparam) or "", exact)


# -- the list as shown ------------------------------------------------------------------------
def top_showing(top, index, rows, count):
    """The first visible row after scrolling the least that shows ``index`` (``rows``
    rows fit; -1 leaves ``top`` as it is), kept within the list."""
    if index < 0:
        return top
    if index < top:
        top = index
    elif index >= top + rows:
        top = index - rows + 1
    return max(0, min(top, max(0, count - rows)))


def draw_rows(d, ox, oy, cw, ch, items, top, ih, rows, mark, font, fg, after=None):
    """Paint a list's client area (``cw`` x ``ch`` at ``ox, oy`` on ImageDraw ``d``): white,
    the item texts from ``top`` in rows of ``ih``, row ``mark`` highlighted (or each row in
    ``mark`` when it is a set: a multiple-selection list). ``after(d, i, y)`` adds to each
    row painted (the list box's focus rectangle)."""
    marks = mark if isinstance(mark, (set, frozenset)) else (mark,)
    d.rectangle([ox, oy, ox + cw - 1, oy + ch - 1], fill=WHITE)
    for row in range(rows + 1):
        i = top + row
        if i >= len(items):
            break
        y = oy + row * ih
        label = items[i][0].expandtabs(8)
        if i in marks:
            d.rectangle([ox, y, ox + cw - 1, y + ih - 1], fill=SYS_COLORS[13])
            d.text((ox + 2, y), label, font=font, fill=SYS_COLORS[14])
        else:
            d.text((ox + 2, y), label, font=font, fill=fg)
        if after is not None:
            after(d, i, y)
