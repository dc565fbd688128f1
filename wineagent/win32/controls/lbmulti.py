"""The selection of a multiple-selection list box (LBS_MULTIPLESEL, LBS_EXTENDEDSEL), as
Windows documents it and Wine's tests (run on Windows) check it; pure state, no window.

A list is multiple-selection when it was created with either style and without
LBS_NOSEL (with LBS_NOSEL it behaves as a single-selection list); changing the style
later does not change how it keeps its selection. Each item is selected or not; besides
the selection the list has a caret (the item with the focus rectangle, which
LB_GETCURSEL answers) and an anchor (where a range selection starts, -1 before there is
one).

- LBS_MULTIPLESEL alone: a click toggles the item it hits (and makes it the anchor unless
  Shift is down); the arrow keys move only the caret; the space bar toggles the caret's
  item.
- LBS_EXTENDEDSEL (with or without LBS_MULTIPLESEL): a click selects the item alone and
  makes it the anchor; Shift+click selects the range from the anchor to it alone;
  Ctrl+click toggles the item and makes it the anchor; Shift+Ctrl+click adds the range to
  what is selected. The arrow keys (and the space bar) select the caret's item alone and
  move the anchor to it; with Shift they select the range from the anchor to the caret.
  Dragging with the button down extends the range from the anchor.
"""

__all__ = ["MultiSel", "ranged", "after_insert", "after_delete"]


def ranged(first, last):
    """The indices from ``first`` to ``last`` whichever is larger."""
    lo, hi = (first, last) if first <= last else (last, first)
    return set(range(lo, hi + 1))


def after_insert(selected, index):
    """The selected indices after an item was inserted at ``index``."""
    return {i + 1 if i >= index else i for i in selected}


def after_delete(selected, index):
    """The selected indices after the item at ``index`` was removed."""
    return {i - 1 if i > index else i for i in selected if i != index}


class MultiSel:
    """Which items are selected, the caret and the anchor of one list (the list box's
    state derives from it; a single-selection list uses only the caret and anchor). The
    selected set is only ever replaced, never changed in place (a list saved before
    multiple selection existed reads the class's empty frozenset)."""

    multi, extended, selected = False, False, frozenset()

    def __init__(self):
        self.multi = False            # multiple selection (fixed at creation)
        self.extended = False         # LBS_EXTENDEDSEL at creation
        self.selected = set()
        self.caret = 0
        self.anchor = -1

    # -- the messages ------------------------------------------------------------------
    def set_sel(self, on, index, count):
        """LB_SETSEL: select or deselect ``index`` (-1: every item); selecting makes the
        item the anchor and the caret. False for an index out of range (LB_ERR)."""
        if index < -1 or index >= count:
            return False
        items = set(range(count)) if index == -1 else {index}
        if on:
            self.selected |= items
            self.anchor = index
            if index != -1:
                self.caret = index
        else:
            self.selected -= items
        return True

    def select_range(self, first, last, on, count):
        """LB_SELITEMRANGE(EX): (de)select ``first``..``last`` (``first`` <= ``last``),
        cut to the items there are; indices past the end select nothing."""
        first = max(0, first)
        last = min(last, count - 1)
        if first > last:
            return
        items = set(range(first, last + 1))
        if on:
            self.selected |= items
        else:
            self.selected -= items

    # -- the mouse and the keyboard ------------------------------------------------------
    def click(self, index, shift, ctrl):
        """A button press on item ``index`` with Shift / Ctrl as the message says."""
        if self.extended:
            if shift and self.anchor < 0:
                self.anchor = index
            if shift and ctrl:
                self.selected |= ranged(self.anchor, index)
            elif ctrl:
                self.anchor = index
                self.selected ^= {index}
            elif shift:
                self.selected = ranged(self.anchor, index)
            else:
                self.anchor = index
                self.selected = {index}
        else:
            if not shift:
                self.anchor = index
            self.selected ^= {index}
        self.caret = index

    def drag(self, index):
        """The mouse moved over ``index`` with the button down: the caret follows it; an
        extended list selects from the anchor to it."""
        self.caret = index
        if self.extended and self.anchor >= 0:
            self.selected = ranged(self.anchor, index)

    def key(self, index, shift):
        """A navigation key moved the caret to ``index`` (Shift as GetKeyState says)."""
        if self.extended:
            if not shift or self.anchor < 0:
                self.anchor = index
            self.selected = ranged(self.anchor, index)
        self.caret = index

    def space(self, shift):
        """The space bar: LBS_MULTIPLESEL toggles the caret's item; an extended list
        selects it as a navigation key would."""
        if self.extended:
            self.key(self.caret, shift)
        else:
            self.selected ^= {self.caret}

    def typed(self, index):
        """A typed character found item ``index``: the caret moves there; an extended
        list selects it alone."""
        if self.extended:
            self.anchor = index
            self.selected = {index}
        self.caret = index

    # -- the items -----------------------------------------------------------------------
    def inserted(self, index):
        self.selected = after_insert(self.selected, index)

    def deleted(self, index, count):
        """Item ``index`` was removed; ``count`` items are left."""
        self.selected = after_delete(self.selected, index)
        if self.anchor >= count:
            self.anchor = count - 1
        if self.caret >= count:
            self.caret = max(0, count - 1)

    def truncated(self, count):
        """LB_SETCOUNT left ``count`` items."""
        self.selected = {i for i in self.selected if i < count}
        self.anchor = min(self.anchor, count - 1)
        self.caret = max(0, min(self.caret, count - 1))

    def reset(self):
        self.selected, self.caret, self.anchor = set(), 0, -1
