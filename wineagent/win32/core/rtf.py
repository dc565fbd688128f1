"""The text of an RTF document, with its character and paragraph formatting
(``rtf_document``) or without (``rtf_to_text``).

RTF is groups ``{...}``, control words ``\\word-12 `` and control symbols ``\\'e9``,
``\\~``, ``\\{``. The text is what is left once the destinations that hold no body text
(font and colour tables, style sheets, document info, pictures, ``\\*`` ignorables) are
skipped; ``\\par`` and ``\\line`` end lines (``\\r\\n``, as an EDIT stores them), ``\\tab``
is a tab, ``\\uN`` is a Unicode character whose ``\\ucN`` fallback characters are skipped.

The formatting kept: bold, italic, underline, strikeout (``\\b \\i \\ul \\ulnone \\strike``,
a 0 argument turning one off), the size in half-points (``\\fs``), the font (``\\f`` of the
font table), the text colour (``\\cf`` of the colour table; 0 or an entry with no colour is
the automatic one), ``\\plain`` and ``\\pard``, and each paragraph's alignment (``\\ql \\qc
\\qr \\qj``). Properties belong to the group they are set in, as RTF scopes them.
"""

import re

__all__ = ["rtf_document", "rtf_to_text", "rtf_write"]

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


_CHAR_WORDS = {"b": "bold", "i": "italic", "ul": "underline", "strike": "strikeout"}
_RGB = {"red": 0, "green": 1, "blue": 2}
_ALIGN = {"ql": "left", "qc": "centre", "qr": "right", "qj": "justify"}


class _Props:
    """The character and paragraph properties in effect (copied at each group)."""

    def __init__(self):
        self.char = {}
        self.align = "left"

    def copy(self):
        other = _Props()
        other.char, other.align = dict(self.char), self.align
        return other


def _resolve(char, fonts, colors):
    """A run's properties with font and colour indices turned into a face name and a
    COLORREF (None: automatic)."""
    out = {k: v for k, v in char.items() if k not in ("font", "color")}
    if "font" in char and char["font"] in fonts:
        out["face"] = fonts[char["font"]]
    if "color" in char:
        index = char["color"]
        out["color"] = colors[index] if 0 < index < len(colors) else None
    return out


def rtf_document(data, codepage="cp1252"):
    """(text, spans, aligns) of RTF ``data`` (str): the body text (as ``rtf_to_text``),
    its character formatting as (start, end, properties) spans — properties a dict of
    ``bold``, ``italic``, ``underline``, ``strikeout`` (bools), ``size`` (half-points),
    ``face`` and ``color`` (a COLORREF, None for automatic), only those the document set —
    and each paragraph's alignment ("left", "centre", "right", "justify")."""
    out, spans, aligns = [], [], []
    length = 0
    fonts, colors = {}, []
    color = [None, None, None]       # the colour table entry being read
    font_index, font_name = None, []
    stack = []                       # (skipping, uc, dest, props) of the enclosing groups
    skipping, uc, pending_skip, dest = False, 1, 0, None
    props = _Props()
    group_start = False

    last_align = "left"             # the alignment where the last text was

    def emit(chunk):
        nonlocal length, last_align
        if not chunk:
            return
        out.append(chunk)
        last_align = props.align
        run = _resolve(props.char, fonts, colors)
        if spans and spans[-1][1] == length and spans[-1][2] == run:
            spans[-1] = (spans[-1][0], length + len(chunk), run)
        else:
            spans.append((length, length + len(chunk), run))
        length += len(chunk)

    def end_font():
        nonlocal font_index, font_name
        if font_index is not None:
            fonts[font_index] = "".join(font_name).strip().rstrip(";").strip()
        font_index, font_name = None, []

    for m in _TOKEN.finditer(data):
        word, arg, hexbyte, symbol, brace, text = m.groups()
        if brace == "{":
            stack.append((skipping, uc, dest, props))
            props = props.copy()
            group_start = True
            continue
        if brace == "}":
            if dest == "fonttbl":
                end_font()
            if stack:
                skipping, uc, dest, props = stack.pop()
            group_start = False
            continue
        first, group_start = group_start, False
        if symbol == "*" and first:
            skipping = True          # {\* ...}: an ignorable destination
            continue
        if dest == "fonttbl":
            if word == "f" and arg is not None:
                end_font()
                font_index = int(arg)
            elif text:
                font_name.append(text)
                if ";" in text:
                    end_font()
            continue
        if dest == "colortbl":
            if word in ("red", "green", "blue"):
                color[_RGB[word]] = int(arg or 0)
            elif text and ";" in text:
                for _ in range(text.count(";")):
                    red, green, blue = (c or 0 for c in color)
                    colors.append(None if color == [None, None, None] else
                                  red | (green << 8) | (blue << 16))
                    color[:] = [None, None, None]
            continue
        if word is not None:
            if first and word in ("fonttbl", "colortbl"):
                dest = word
                continue
            if first and word in _SKIP:
                skipping = True
            if skipping:
                continue
            if word == "uc":
                uc = int(arg or 1)
            elif word == "u":
                emit(chr(int(arg) & 0xFFFF))
                pending_skip = uc
            elif word == "par":
                aligns.append(props.align)
                emit(_WORDS[word])
            elif word in _WORDS:
                emit(_WORDS[word])
            elif word in _CHAR_WORDS:
                props.char[_CHAR_WORDS[word]] = arg != "0"
            elif word == "ulnone":
                props.char["underline"] = False
            elif word == "plain":
                props.char = {}
            elif word == "fs" and arg is not None:
                props.char["size"] = int(arg)
            elif word == "f" and arg is not None:
                props.char["font"] = int(arg)
            elif word == "cf" and arg is not None:
                props.char["color"] = int(arg)
            elif word in _ALIGN:
                props.align = _ALIGN[word]
            elif word == "pard":
                props.align = "left"
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
            emit(bytes([int(hexbyte, 16)]).decode(codepage, "replace"))
        elif symbol is not None:
            emit(_SYMBOLS.get(symbol, ""))
        elif text:
            emit(text)
    result = "".join(out)
    # a document ends with \par more often than not; a RichEdit shows no empty last line
    if result.endswith("\r\n"):
        result = result[:-2]
    else:
        aligns.append(last_align)       # a last paragraph with no \par
    spans = [(a, min(b, len(result)), run) for a, b, run in spans if a < len(result)]
    return result, spans, aligns


def rtf_to_text(data, codepage="cp1252"):
    """The body text of RTF ``data`` (str) with its formatting dropped."""
    return rtf_document(data, codepage)[0]


_ALIGN_WORDS = {"left": "", "centre": "\\qc", "right": "\\qr", "justify": "\\qj"}


def _escape(text):
    """RTF for plain text: the special characters escaped, a tab as \\tab, characters
    past ASCII as \\uN with a '?' fallback (\\uc1)."""
    out = []
    for ch in text:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ch == "\t":
            out.append("\\tab ")
        elif ord(ch) > 126:
            code = ord(ch)
            out.append("\\u%d?" % (code - 0x10000 if code > 0x7FFF else code))
        else:
            out.append(ch)
    return "".join(out)


def rtf_write(paragraphs):
    """An RTF document of ``paragraphs``: each a (alignment, runs) pair, a run being
    (text, properties) with the properties ``rtf_document`` reads (``bold``, ``italic``,
    ``underline``, ``strikeout``, ``size`` in half-points, ``face``, ``color`` a COLORREF
    or None). Every run states all its properties, so reading it back gives the same."""
    faces, colors = [], []
    for _, runs in paragraphs:
        for _, props in runs:
            if props.get("face") not in faces:
                faces.append(props.get("face"))
            if props.get("color") is not None and props["color"] not in colors:
                colors.append(props["color"])
    head = ["{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1{\\fonttbl"]
    head += ["{\\f%d\\fnil %s;}" % (i, face or "") for i, face in enumerate(faces)]
    head.append("}")
    if colors:
        head.append("{\\colortbl ;" + "".join(
            "\\red%d\\green%d\\blue%d;" % (c & 0xFF, (c >> 8) & 0xFF, (c >> 16) & 0xFF)
            for c in colors) + "}")
    body = []
    for n, (align, runs) in enumerate(paragraphs):
        body.append("\\pard%s" % _ALIGN_WORDS[align])
        for text, props in runs:
            color = props.get("color")
            body.append("\\plain\\f%d\\fs%d%s%s%s%s\\cf%d %s" % (
                faces.index(props.get("face")), props.get("size", 24),
                "\\b" if props.get("bold") else "", "\\i" if props.get("italic") else "",
                "\\ul" if props.get("underline") else "",
                "\\strike" if props.get("strikeout") else "",
                0 if color is None else colors.index(color) + 1, _escape(text)))
        if n + 1 < len(paragraphs):
            body.append("\\par\n")
    return "".join(head) + "\n" + "".join(body) + "}\n"
