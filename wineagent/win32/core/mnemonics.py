"""Mnemonics: the '&' in a label that underlines the next character.

One parser for every place Windows reads them. '&&' is a literal '&' everywhere; what
differs is which mark counts when a label has several, and what a lone '&' at the end
means, and each caller says which rule it follows:

- DrawText (and so every control that draws its label with it): the *last* mark wins,
  and a lone trailing '&' is dropped;
- menus and the dialog manager's keyboard search: the *first* mark wins, and a lone
  trailing '&' is an ordinary character.
"""

from functools import lru_cache

__all__ = ["split_mnemonic", "mnemonic_char"]


def split_mnemonic(text, last_wins=False):
    """``('&File' ->) ('File', index of the underlined character or -1)``.

    ``last_wins``: DrawText's rule (the last mark, a trailing lone '&' dropped); else the
    menus' and the dialog manager's (the first mark, a trailing lone '&' kept)."""
    if "&" not in text:
        return text, -1
    # (kept per label: every snapshot and menu-bar repaint splits the same few labels)
    return _split_marked(text, bool(last_wins))


@lru_cache(maxsize=1024)
def _split_marked(text, last_wins):
    """:func:`split_mnemonic` of a label with a '&' in it."""
    out, under, i, n = [], -1, 0, len(text)
    while i < n:
        ch = text[i]
        if ch != "&" or (i + 1 >= n and not last_wins):
            out.append(ch)
            i += 1
            continue
        if i + 1 < n:
            if text[i + 1] == "&":
                out.append("&")
            else:
                if last_wins or under < 0:
                    under = len(out)
                out.append(text[i + 1])
        i += 2
    return "".join(out), under


def mnemonic_char(text):
    """The mnemonic character of a control's label, upper-cased ('' if none): the first
    mark's, as the dialog manager finds it (IsDialogMessage's Alt+letter)."""
    shown, under = split_mnemonic(text)
    return shown[under].upper() if under >= 0 else ""
