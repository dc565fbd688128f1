"""The window tree as compact text: one line per visible window (docs/python.md).

Shared by the Gymnasium observation and the MCP ``snapshot`` tool, so an agent sees the
same form everywhere. Pure: no emulator imports.
"""

import string

__all__ = ["TEXT_CHARSET", "windows_text"]

#: The characters the text uses: printable ASCII and the line breaks (others become ``?``).
TEXT_CHARSET = "".join(c for c in string.printable if c not in "\x0b\x0c")
_ALLOWED = frozenset(TEXT_CHARSET)


def _clean(text):
    return "".join(c if c in _ALLOWED else "?" for c in str(text))


def windows_text(snapshot, limit=4096):
    """The visible windows as text, one line each, children indented under parents::

        #65568 Minesweeper "Minesweeper" [40,0,214,243]
          #65570 Button "OK" [..] id=1 disabled

    Characters outside :data:`TEXT_CHARSET` become ``?``; the whole is cut to ``limit``.
    """
    wins = snapshot.get("windows") or []
    depth = {}
    lines = []
    for w in wins:
        d = depth.get(w.get("parent"), -1) + 1 if w.get("parent") else 0
        depth[w.get("hwnd")] = d
        if not w.get("visible"):
            continue
        line = '%s#%s %s "%s" [%s]' % ("  " * d, w.get("hwnd"), w.get("class"),
                                        w.get("title") or "",
                                        ",".join(str(v) for v in w.get("rect") or ()))
        if w.get("id"):
            line += " id=%s" % w["id"]
        if w.get("enabled") is False:
            line += " disabled"
        lines.append(_clean(line))
    mb = snapshot.get("lastMessageBox")
    if mb:
        lines.append(_clean("messagebox: %s" % (mb.get("text") if isinstance(mb, dict)
                                                 else mb)))
    return "\n".join(lines)[:limit]
