"""The runs of character formats over a RichEdit's text: consecutive characters sharing a
``CharFormat`` (``controls/richformat.py``) form one run, and the runs' lengths add up to
the text's. Positions are the text's as the EDIT underneath keeps it (a paragraph mark is
CR LF there).

``FormatRuns.edit`` follows a change of the text (the characters of a range replaced by
others, which take one format), ``apply`` changes some attributes of a range, ``over``
answers the formats of a range; adjacent runs with equal formats are merged.
"""

__all__ = ["FormatRuns", "text_change"]


class FormatRuns:
    """Runs of formats over a text of ``length`` characters, all in ``fmt`` at first."""

    def __init__(self, length, fmt):
        self.runs = [[length, fmt.copy()]] if length else []

    def copy(self):
        """An independent copy (kept with the text for undo)."""
        other = FormatRuns(0, None)
        other.runs = [[n, f.copy()] for n, f in self.runs]
        return other

    def __len__(self):
        return sum(n for n, _ in self.runs)

    def at(self, pos):
        """The format of the character at ``pos`` (None past the end)."""
        for n, fmt in self.runs:
            if pos < n:
                return fmt
            pos -= n
        return None

    def over(self, lo, hi):
        """The formats of the runs that characters ``lo`` to ``hi`` (exclusive) touch,
        in order."""
        out, start = [], 0
        for n, fmt in self.runs:
            if start < hi and start + n > lo:
                out.append(fmt)
            start += n
        return out

    def _split(self, pos):
        """Make a run start at ``pos``; answers the index of that run."""
        start = 0
        for i, (n, fmt) in enumerate(self.runs):
            if pos == start:
                return i
            if pos < start + n:
                self.runs[i:i + 1] = [[pos - start, fmt], [start + n - pos, fmt.copy()]]
                return i + 1
            start += n
        return len(self.runs)

    def _merge(self):
        merged = []
        for n, fmt in self.runs:
            if n <= 0:
                continue
            if merged and merged[-1][1].key() == fmt.key():
                merged[-1][0] += n
            else:
                merged.append([n, fmt])
        self.runs = merged

    def apply(self, lo, hi, change):
        """Call ``change(fmt)`` on the format of every character from ``lo`` to ``hi``."""
        if hi <= lo:
            return
        first, last = self._split(lo), self._split(hi)
        for n_fmt in self.runs[first:last]:
            change(n_fmt[1])
        self._merge()

    def edit(self, lo, removed, added, fmt):
        """The ``removed`` characters at ``lo`` were replaced by ``added`` characters in
        ``fmt``."""
        first, last = self._split(lo), self._split(lo + removed)
        self.runs[first:last] = [[added, fmt.copy()]] if added else []
        self._merge()


def text_change(old, new, sel=None):
    """(position, characters removed, characters added) turning ``old`` into ``new``:
    the selection ``sel`` (start, end) replaced when that explains the change (typing
    "b" after "ab" adds the character at the caret, not at the end), else the part
    between their common beginning and common end."""
    if sel is not None:
        s, e = sel
        added = len(new) - (len(old) - (e - s))
        if added >= 0 and new[:s] == old[:s] and new[s + added:] == old[e:]:
            return s, e - s, added
    lo, limit = 0, min(len(old), len(new))
    while lo < limit and old[lo] == new[lo]:
        lo += 1
    tail = 0
    while tail < limit - lo and old[len(old) - 1 - tail] == new[len(new) - 1 - tail]:
        tail += 1
    return lo, len(old) - lo - tail, len(new) - lo - tail
