"""Write ``wineagent/win32/kernel/sortrules.py``: the language-specific sort rules
(tailorings) of every locale Windows knows, taken from Unicode's CLDR collation data.

Run on a machine with ICU's libraries (Debian's ``libicu72``, which carries CLDR's
collation tailorings)::

    python3 tools/gen_sortrules.py > wineagent/win32/kernel/sortrules.py

For each locale name of ``kernel/localenames.py`` (every LCID Windows knows, its sort
orders too) the CLDR collation that stands for its Windows sort is asked of ICU
(``ucol_getRules``: CLDR's rule text, e.g. Czech's ``&C<č<<<Č&H<ch<<<cH...``). A
rule set that imports another (``[import hr]``) is written with that one's rules inlined.
The module keeps each distinct rule text once (RULES, by CLDR collation id) and maps each
locale name with a tailoring to its collation id (SORTS); a locale whose CLDR collation is
the root's (English, German, French...) is not listed: it sorts by the default table.

Windows' alternate sorts map to CLDR's named collations: Spanish traditional
(``es-ES_tradnl``) to ``es@collation=traditional``, German phone book (``_phoneb``) to
``de@collation=phonebook``, Chinese stroke order (``_stroke``, and Taiwan's, Hong Kong's and
Macao's default sort) to ``zh@collation=stroke``, Bopomofo (``zh-TW_pronun``) to
``zh@collation=zhuyin``, pinyin (China's and Singapore's default, ``_phoneb``) to ``zh``.
The radical/stroke sorts (``_radstr``) are CLDR's ``unihan`` collation, whose order lives in
ICU's binary data, not in rules: they sort by code point, which in the CJK Unified
Ideographs blocks is radical, then stroke order (the blocks are laid out that way).

Japanese and Korean sort their ideographs in the order of Windows' code pages 932 and
949 (locale.c checks it: the NEC and IBM extensions of 932 among them, the ideographs
neither page has after them): CLDR's ideograph lists for them are left out
(CODE_PAGE_SORTS; kernel/collation.py orders them).

Windows' own sort for Romansh (rm-CH) has no CLDR counterpart (CLDR has no Romansh
tailoring): WINDOWS_RULES adds it, written in CLDR's syntax (see the module it writes).
"""

import ctypes
import ctypes.util
import os
import sys
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from wineagent.win32.kernel.localenames import LOCALE_NAMES  # noqa: E402

#: Windows' alternate sort suffixes -> the CLDR collation standing for them ("" keeps the
#: language's standard collation; None: no tailoring, the default table).
SUFFIXES = {"tradnl": "es@collation=traditional", "phoneb": None, "technl": "",
            "modern": "", "stroke": "zh@collation=stroke", "pronun": "zh@collation=zhuyin",
            "radstr": None, "mathan": None}
#: (x-IV_mathan, the invariant locale's sort of mathematical alphanumerics, is the
#: default table's.) German's phone book sort is de@collation=phonebook; Chinese "_phoneb" is pinyin.
PHONEB = {"de": "de@collation=phonebook", "zh": "zh"}
#: Chinese default sorts by region: pinyin in China and Singapore, stroke elsewhere.
ZH_STROKE_REGIONS = ("TW", "HK", "MO")

#: Windows' sorts CLDR does not have, in CLDR's rule syntax. Romansh: Windows sorts
#: the vowels with a grave, acute, circumflex or diaeresis as letters of their own after
#: z, grave ones first (locale.c, written against Windows, checks "E\\x300" > "F" in
#: rm-CH; the order of the 18 letters was read off Wine 8's answers, which follow it).
WINDOWS_RULES = {
    "rm": "&[before 1]\u01c0" + "".join(
        "<%s<<<%s" % (ch, ch.upper()) for ch in
        "\u00e0\u00e8\u00ec\u00f2\u00f9\u00e1\u00e9\u00ed\u00f3\u00fa"
        "\u00e2\u00ea\u00ee\u00f4\u00fb\u00e4\u00f6\u00fc"),
}


def _icu():
    path = ctypes.util.find_library("icui18n") or "libicui18n.so.72"
    lib = ctypes.CDLL(path)
    version = path.rsplit(".so.", 1)[-1].split(".")[0] if ".so." in path else "72"
    suffix = "_" + version
    open_ = getattr(lib, "ucol_open" + suffix)
    open_.restype = ctypes.c_void_p
    open_.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    rules = getattr(lib, "ucol_getRules" + suffix)
    rules.restype = ctypes.c_void_p
    rules.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int32)]
    return open_, rules


def _mark_order():
    """The combining marks of the BMP in the Unicode Collation Algorithm's secondary
    order (ICU's root collation: the sort key of "a" + the mark at secondary strength),
    those of equal weight grouped: a list of strings."""
    lib = ctypes.CDLL(ctypes.util.find_library("icui18n") or "libicui18n.so.72")
    suffix = "_72"
    open_ = getattr(lib, "ucol_open" + suffix)
    open_.restype = ctypes.c_void_p
    open_.argtypes = [ctypes.c_char_p, ctypes.POINTER(ctypes.c_int)]
    strength = getattr(lib, "ucol_setStrength" + suffix)
    strength.argtypes = [ctypes.c_void_p, ctypes.c_int]
    get_key = getattr(lib, "ucol_getSortKey" + suffix)
    get_key.restype = ctypes.c_int32
    get_key.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int32, ctypes.c_char_p,
                        ctypes.c_int32]
    err = ctypes.c_int(0)
    coll = open_(b"", ctypes.byref(err))
    strength(coll, 1)                   # UCOL_SECONDARY

    def key(text):
        units = text.encode("utf-16-le")
        src = ctypes.create_string_buffer(units, len(units))
        buf = ctypes.create_string_buffer(256)
        n = get_key(coll, src, len(units) // 2, buf, 256)
        return buf.raw[:n]

    primary = key("a").split(b"\x01")[0]
    marks = {}
    for cp in range(0x300, 0x10000):
        ch = chr(cp)
        if unicodedata.category(ch) not in ("Mn", "Me", "Mc"):
            continue
        k = key("a" + ch)
        if k.split(b"\x01")[0] == primary and k != key("a"):
            marks.setdefault(k, []).append(ch)
    return ["".join(group) for _k, group in sorted(marks.items())]


def _rules_of(icu, cid):
    open_, get = icu
    err = ctypes.c_int(0)
    coll = open_(cid.encode(), ctypes.byref(err))
    if err.value > 0 or not coll:
        return ""
    n = ctypes.c_int32(0)
    p = get(coll, ctypes.byref(n))
    text = bytes((ctypes.c_char * (2 * n.value)).from_address(p)).decode("utf-16-le")
    # an import of another language's tailoring: its rules inlined (CLDR's private
    # imports, und-u-co-private-*, ja-u-co-private-kana, are ICU's binary data: dropped)
    out = []
    while "[import " in text:
        start = text.index("[import ")
        end = text.index("]", start)
        name = text[start + 8:end]
        out.append(text[:start])
        if "-u-co-private" not in name:
            out.append(_rules_of(icu, name.replace("-u-co-", "@collation=")))
        text = text[end + 1:]
    return "".join(out) + text


#: The sorts whose ideographs Windows orders as its code page for the language does
#: (kernel/collation.py CODE_PAGE_ORDERS): CLDR's own ideograph lists are left out of
#: their rules (Japanese: JIS X 0208's; Korean: the Hanja with their Hangul readings).
CODE_PAGE_SORTS = ("ja", "ko")


def _windows_rules(cid, text):
    """CLDR's rules ``text`` for ``cid`` as Windows' sort keeps them: a sort whose
    ideographs follow a code page keeps what comes before CLDR's ideograph list."""
    if cid == "ja":
        return text.split("&[last regular]")[0]
    if cid == "ko":
        return ""
    return text


def collation_id(name):
    """The CLDR collation id for Windows locale name ``name`` (None: the root's)."""
    base, _, suffix = name.partition("_")
    parts = base.split("-")
    lang = parts[0]
    if suffix == "phoneb":
        return PHONEB.get(lang)
    if suffix:
        cid = SUFFIXES[suffix]
        return cid if cid != "" else lang
    if lang == "zh":
        if base in ("zh-Hant", "zh-CHT") or parts[-1] in ZH_STROKE_REGIONS:
            return "zh@collation=stroke"
        return "zh"
    if lang in ("sr", "bs") and "Cyrl" not in parts:
        return "hr"                 # Latin Serbian and Bosnian: Croatian's (CLDR's import)
    return lang


def main():
    """Write the module to standard output."""
    icu = _icu()
    rules, sorts = {}, {}
    for _lcid, name, _spec, _neutral in LOCALE_NAMES:
        cid = collation_id(name)
        if cid is None:
            continue
        if cid not in rules:
            text = WINDOWS_RULES.get(cid) or _windows_rules(cid, _rules_of(icu, cid))
            rules[cid] = text
        if rules[cid] or cid in CODE_PAGE_SORTS:
            sorts[name.lower()] = cid
    rules = {cid: text for cid, text in rules.items() if text or cid in CODE_PAGE_SORTS}
    w = sys.stdout.write
    w('"""The language-specific sort rules (tailorings) of the locales Windows knows, in\n'
      "CLDR's collation rule syntax: written by tools/gen_sortrules.py from Unicode's CLDR\n"
      "data as ICU carries it (do not edit; run the tool). RULES: CLDR collation id -> its\n"
      "rules; MARK_ORDER: the combining marks in UCA's secondary order; SORTS: lower-case\n"
      "Windows locale name -> its collation id (a locale not listed sorts by the default\n"
      "table). Romansh's rule is Windows' own (CLDR has none:\n"
      'see the tool).\n"""\n\n__all__ = ["RULES", "SORTS", "MARK_ORDER"]\n\nRULES = {\n')
    for cid in sorted(rules):
        text = rules[cid]
        if not text:
            w("    %r: '',\n" % cid)
            continue
        w("    %r: (\n" % cid)
        for i in range(0, len(text), 60):
            w("        %r\n" % text[i:i + 60])
        w("    ),\n")
    w("}\n\n#: The combining marks in the Unicode Collation Algorithm's secondary order, of\n"
      "#: equal weight in one string (nls.sort_key compares marks by this rank).\n"
      "MARK_ORDER = (\n")
    for group in _mark_order():
        w("    %s,\n" % ascii(group))
    w(")\n\nSORTS = {\n")
    for name in sorted(sorts):
        w("    %r: %r,\n" % (name, sorts[name]))
    w("}\n")


if __name__ == "__main__":
    main()
