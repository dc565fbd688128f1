"""Language-specific sorts: the tailorings of the word sort (``nls.sort_key``) for the
locales whose letters sort otherwise than the default table's, read from CLDR's rules
(``sortrules.py``, written by tools/gen_sortrules.py).

A tailoring maps strings of the text (one character, or a contraction such as Czech "ch",
Hungarian "dzs", Spanish traditional "ll": Windows' "compressions") to the word sort's
entries ``(class, primary, marks, upper)``, the same entries nls.sort_key makes of a
default character, so the key's layout and CompareString's order stay those of the
default sort. The rules are CLDR's syntax, read as ICU documents it:

- ``&X`` resets to X's entries; ``&[before 1]X`` to a place just before X's letter;
  ``&[last regular]`` to after every letter (the Japanese and Chinese ideograph orders).
- ``<`` makes a new letter after the current one (a new primary weight), ``<<`` the same
  letter with a mark of its own (a secondary difference: Lithuanian y after i), ``<<<``
  the same with the case of the new string (a tertiary difference), ``=`` the same;
  a ``*`` after the operator applies it to each character of what follows ("a-c" a range).
- ``X/Y``: X weighs as the current entries followed by Y's (German phone book "ä" as
  "ae" with a mark); ``a|b`` (b after a) is not modelled: that rule is left out.
- Options in brackets (``[reorder ...]``, ``[optimize ...]``, ``[normalization on]``...)
  change nothing here: Windows orders scripts one way for every locale.

A new primary weight is the anchor's weight with one more character: the first letter
put after a weight ``p`` is ``p + chr(0x80000)``, the next one after it ``p +
chr(0x80001)``... (a second reset after ``p`` starts 0x10000 lower, as a later ``&p<x``
puts x before the letters an earlier rule put after p). Such a string compares above
``p`` and below every letter after ``p``, as the rule means. Marks take the same scheme.

French (every French locale) compares its marks from the end of the word, as Windows
documents for French sorting (CLDR keeps that for Canadian French only): FRENCH_ACCENTS.
"""

import functools
import unicodedata

from .nls import default_entry
from .sortrules import RULES, SORTS

__all__ = ["Tailoring", "tailoring", "sort_name_key", "reversed_accents"]

_SLOT, _SLOT_STEP = 0x80000, 0x10000
#: [last regular]'s place, where the East Asian sorts put their ideographs: after the
#: other letters, kana among them, and before Hangul (nls.default_entry weighs Hangul
#: as HANGUL_PRIMARY + its jamo), as Windows' Japanese, Chinese and Korean sorts do
#: (locale.c: U+3162 after the kanji in ja-JP, U+7E50 before U+C683 in zh-HK).
_LAST_REGULAR = "\u33fe\U0010FFFF"

#: The sorts whose ideographs follow a Windows code page's order (the characters it
#: encodes, in its byte order: Japanese JIS X 0208 by reading, then by radical, then
#: the NEC and IBM extensions; Korean KS X 1001 by Hangul reading), the ideographs the
#: page lacks after them by code point: locale.c's ja-JP and ko-KR checks.
CODE_PAGE_ORDERS = {"ja": "cp932", "ko": "cp949"}
#: The ideograph blocks: CJK Extension A, the Unified Ideographs, the compatibility ones.
_HAN_BLOCKS = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF))


class Tailoring:
    """One locale's sort rules, compiled: ``elements`` maps a string (NFC) to its entries;
    ``longest`` is the longest string's length."""

    def __init__(self, rules, code_page=None):
        self.elements = {}
        self.longest = 1
        self._extended = {}      # weight -> how many resets have extended it
        _Reader(self, rules).run()
        if code_page is not None:
            self._ideographs(code_page)

    def _ideographs(self, codec):
        """Every ideograph after [last regular] in code page ``codec``'s order, the ones
        it lacks after them by code point (CODE_PAGE_ORDERS)."""
        listed, rest = [], []
        for first, last in _HAN_BLOCKS:
            for o in range(first, last + 1):
                ch = chr(o)
                if unicodedata.category(ch) != "Lo":
                    continue
                try:
                    listed.append((ch.encode(codec), ch))
                except UnicodeEncodeError:
                    rest.append(ch)
        order = [ch for _code, ch in sorted(listed)] + rest
        base = _LAST_REGULAR + self.slot(_LAST_REGULAR)
        for n, ch in enumerate(order):
            self.elements[ch] = [(3, base[:-1] + chr(ord(base[-1]) + n), "", False)]
        # the Kangxi and supplementary radicals weigh as the ideographs they are
        # compatibility forms of (U+2F0D as U+5196)
        for o in range(0x2E80, 0x2FE0):
            same = unicodedata.normalize("NFKD", chr(o))
            if same in self.elements and same != chr(o):
                self.elements[chr(o)] = self.elements[same]

    def match(self, text, i):
        """(the entries, the length) of the longest tailored string at ``text[i]``, or
        None."""
        for n in range(min(self.longest, len(text) - i), 0, -1):
            entries = self.elements.get(text[i:i + n])
            if entries is not None:
                return entries, n
        return None

    def entries_of(self, text):
        """The entries of ``text`` under this tailoring (default characters as the word
        sort weighs them)."""
        out, i = [], 0
        while i < len(text):
            hit = self.match(text, i)
            if hit is not None:
                out.extend(hit[0])
                i += hit[1]
                continue
            entry = default_entry(text[i])
            if entry is not None:
                out.append(entry)
            i += 1
        return out

    def slot(self, weight):
        """The first character of the next extension of ``weight``."""
        n = self._extended.get(weight, 0)
        self._extended[weight] = n + 1
        return chr(_SLOT - _SLOT_STEP * n)


def _before(entries):
    """``entries`` with the last one's letter moved to just before it ([before 1])."""
    if not entries:
        return entries
    cls, p, _marks, upper = entries[-1]
    return entries[:-1] + [(cls, p[:-1] + chr(ord(p[-1]) - 1) + "\U0010FFFF", "", upper)]


_SYNTAX = "&<=/|[]'\\ \t\r\n"


class _Reader:
    """Reads CLDR rule text into a Tailoring."""

    def __init__(self, tailoring, text):
        self.t = tailoring
        self.text = text
        self.i = 0
        self.current = []
        self.prim_chain = False     # the current letter was made by this reset's chain
        self.mark_chain = False

    def _string(self):
        """The string at the cursor (quotes and backslash escapes read)."""
        out = []
        text = self.text
        while self.i < len(text):
            ch = text[self.i]
            if ch == "'":
                end = text.find("'", self.i + 1)
                if end < 0:
                    end = len(text)
                out.append(text[self.i + 1:end] or "'")
                self.i = end + 1
            elif ch == "\\" and self.i + 1 < len(text):
                if text[self.i + 1] == "u":
                    out.append(chr(int(text[self.i + 2:self.i + 6], 16)))
                    self.i += 6
                else:
                    out.append(text[self.i + 1])
                    self.i += 2
            elif ch in _SYNTAX:
                break
            else:
                out.append(ch)
                self.i += 1
        return unicodedata.normalize("NFC", "".join(out))

    def _option(self):
        """The text of the bracketed option at the cursor (nested brackets kept)."""
        depth, start = 0, self.i
        while self.i < len(self.text):
            ch = self.text[self.i]
            self.i += 1
            if ch == "[":
                depth += 1
            elif ch == "]":
                depth -= 1
                if not depth:
                    break
        return self.text[start + 1:self.i - 1]

    def _skip_space(self):
        while self.i < len(self.text) and self.text[self.i] in " \t\r\n":
            self.i += 1

    def run(self):
        text = self.text
        while self.i < len(text):
            self._skip_space()
            if self.i >= len(text):
                break
            ch = text[self.i]
            if ch == "[":
                self._option()
            elif ch == "&":
                self.i += 1
                self._reset()
            elif ch in "<=":
                self._relation()
            else:
                self.i += 1             # stray syntax: nothing to do

    def _reset(self):
        self._skip_space()
        before = False
        if self.text.startswith("[", self.i):
            option = self._option()
            if option.startswith("before"):
                # [before 1]: a letter before X's; [before 2] and [before 3] put marks
                # or cases before X's, which is X's place here
                before = option == "before 1"
                self._skip_space()
                if self.text.startswith("[", self.i):
                    option = self._option()
            if option == "last regular":
                self.current = [(3, _LAST_REGULAR, "", False)]
            elif option.startswith("last") or option.startswith("first"):
                self.current = []       # the ignorables: marks are left as they are
            if not option.startswith("before"):
                self.prim_chain = self.mark_chain = False
                return
        anchor = self._string()
        entries = list(self.t.elements.get(anchor) or self.t.entries_of(anchor))
        self.current = _before(entries) if before else entries
        self.prim_chain = self.mark_chain = False

    def _relation(self):
        text = self.text
        j = self.i
        while j < len(text) and text[j] in "<=":
            j += 1
        op = text[self.i:j]
        level = 1 if op == "<" else 2 if op == "<<" else 0 if op == "=" else 3
        self.i = j
        star = text.startswith("*", self.i)
        if star:
            self.i += 1
        self._skip_space()
        item = self._string()
        prefix = None
        if text.startswith("|", self.i):       # a context: not modelled
            self.i += 1
            prefix, item = item, self._string()
        extension = ""
        if text.startswith("/", self.i):
            self.i += 1
            extension = self._string()
        if star:
            items = []
            k = 0
            while k < len(item):
                if k + 2 < len(item) and item[k + 1] == "-":
                    items.extend(chr(o) for o in range(ord(item[k]), ord(item[k + 2]) + 1))
                    k += 3
                else:
                    items.append(item[k])
                    k += 1
        else:
            items = [item]
        for one in items:
            self._define(one, level, extension if prefix is None else None)

    def _define(self, item, level, extension):
        if not self.current or not item:
            return
        cls, p, marks, _upper = self.current[-1]
        upper = item[0] != item[0].lower()
        if level == 1:
            if self.prim_chain:
                p = p[:-1] + chr(ord(p[-1]) + 1)
            else:
                p = p + self.t.slot(p)
            self.prim_chain, self.mark_chain = True, False
            marks = ""
        elif level == 2:
            if self.mark_chain:
                marks = marks[:-1] + chr(ord(marks[-1]) + 1)
            else:
                marks = marks + self.t.slot((p, marks))
            self.mark_chain = True
        self.current = self.current[:-1] + [(cls, p, marks, upper if level else _upper)]
        if extension is None:
            return                      # a rule with a context: only the chain goes on
        entries = list(self.current)
        if extension:
            entries += self.t.entries_of(extension)
        self.t.elements[item] = entries
        self.t.longest = max(self.t.longest, len(item))


#: Languages whose marks compare from the word's end.
FRENCH_ACCENTS = ("fr",)


def sort_name_key(name):
    """The lower-case key of SORTS for a Windows locale name (its sort suffix kept)."""
    return (name or "").lower()


def reversed_accents(name):
    """True when locale ``name`` compares marks from the end (French)."""
    return sort_name_key(name).split("_")[0].split("-")[0] in FRENCH_ACCENTS


#: Turkish's and Azerbaijani's dotless i (ı, I a letter before i; İ i's capital), which
#: Windows applies with NORM_LINGUISTIC_CASING only (locale.c's tr-TR checks): without
#: it those letters sort as in the default table.
_DOTTED_I_RULES = ("&[before 1]i<\u0131<<<I", "&i<<<\u0130")


@functools.lru_cache(maxsize=None)
def _compiled(cid, linguistic_casing=True):
    rules = RULES[cid]
    if not linguistic_casing:
        for part in _DOTTED_I_RULES:
            rules = rules.replace(part, "")
    return Tailoring(rules, CODE_PAGE_ORDERS.get(cid))


def tailoring(name, linguistic_casing=True):
    """The Tailoring of Windows locale ``name`` (with its sort suffix, "es-ES_tradnl"),
    or None when it sorts by the default table. ``linguistic_casing``
    (NORM_LINGUISTIC_CASING): Turkish and Azerbaijani i's as their language sorts them."""
    cid = SORTS.get(sort_name_key(name))
    if cid is None:
        return None
    return _compiled(cid, linguistic_casing or not any(p in RULES[cid] for p in _DOTTED_I_RULES))
