"""The text of an RTF document (what a RichEdit shows when formatting is dropped).

RTF is groups ``{...}``, control words ``\\word-12 `` and control symbols ``\\'e9``,
``\\~``, ``\\{``. The text is what is left once the destinations that hold no body text
(font and colour tables, style sheets, document info, pictures, ``\\*`` ignorables) are
skipped; ``\\par`` and ``\\line`` end lines (``\\r\\n``, as an EDIT stores them), ``\\tab``
is a tab, ``\\uN`` is a Unicode character whose ``\\ucN`` fallback characters are skipped.
"""

import re

__all__ = ["rtf_to_text"]

_SKIP = {"fonttbl", "colortbl", "stylesheet", "info", "pict", "header", "footer",
         "headerl", "headerr", "footerl", "footerr", "footnote", "object", "listtable",
         "listoverridetable", "rsidtbl", "generator", "xmlnstbl", "themedata",
         "datastore", "latentstyles", "filetbl", "revtbl", "pgdsctbl"}
_TOKEN = re.compile(r"\\([a-zA-Z]+)(-?\d+)? ?|\\'([0-9a-fA-F]{2})|\\(.)|([{}])|([^\\{}\r\n]+)|[\r\n]",
                    re.S)
_SYMBOLS = {"~": "\u00a0", "-": "\u00ad", "_": "\u2011", "\\": "\\", "{": "{", "}": "}"}
_WORDS = {"par": "\r\n", "line": "\r\n", "tab": "\t", "emdash": "\u2014",
          "endash": "\u2013", "bullet": "\u2022", "lquote": "\u2018", "rquote": "\u2019",
          "ldblquote": "\u201c", "rdblquote": "\u201d"}


def rtf_to_text(data, codepage="cp1252"):
    """The body text of RTF ``data`` (str) with its formatting dropped."""
    out = []
    stack = []                      # (skipping, uc) of the enclosing groups
    skipping, uc, pending_skip = False, 1, 0
    group_start = False
    for m in _TOKEN.finditer(data):
        word, arg, hexbyte, symbol, brace, text = m.groups()
        if brace == "{":
            stack.append((skipping, uc))
            group_start = True
            continue
        if brace == "}":
            if stack:
                skipping, uc = stack.pop()
            group_start = False
            continue
        first, group_start = group_start, False
        if symbol == "*" and first:
            skipping = True          # {\* ...}: an ignorable destination
            continue
        if word is not None:
            if first and word in _SKIP:
                skipping = True
            if skipping:
                continue
            if word == "uc":
                uc = int(arg or 1)
            elif word == "u":
                out.append(chr(int(arg) & 0xFFFF))
                pending_skip = uc
            elif word in _WORDS:
                out.append(_WORDS[word])
            continue
        if skipping:
            continue
        if pending_skip:
            if hexbyte is not None or symbol is not None:
                pending_skip -= 1
                continue
            if text:
                n = min(pending_skip, len(text))
                text, pending_skip = text[n:], pending_skip - n
        if hexbyte is not None:
            out.append(bytes([int(hexbyte, 16)]).decode(codepage, "replace"))
        elif symbol is not None:
            out.append(_SYMBOLS.get(symbol, ""))
        elif text:
            out.append(text)
    result = "".join(out)
    # a document ends with \par more often than not; a RichEdit shows no empty last line
    return result[:-2] if result.endswith("\r\n") else result
