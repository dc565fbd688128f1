"""The string list behind LISTBOX and a COMBOBOX's list: one implementation of the index
rules both controls document (sorted insertion, -1 for "at the end", a search that starts
after an index and wraps around, case-insensitive prefix or exact match)."""

from ..core.bits import s32

__all__ = ["ItemList", "signed", "index_after_insert", "index_after_delete"]


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
