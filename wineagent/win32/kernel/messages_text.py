"""FormatMessage's text: message templates, their inserts, and where templates come from.

A template's escapes (Windows' documented set): ``%1``..``%99`` an insert, optionally
``%1!d!`` with a printf conversion (default ``!s!``), ``%0`` ends the message without a
final newline, ``%n`` a hard line break (CR LF), ``%r`` a bare CR, ``%t`` a tab, and
``%`` before any other character (``%%``, ``%.``, ``%!``, ``% ``) that character. Templates come from a string, from the system's messages
(``SYSTEM_MESSAGES``) or from a module's RT_MESSAGETABLE resource.
"""

import struct

__all__ = ["SYSTEM_MESSAGES", "expand", "message_table_text", "InsertError"]

#: Win32 error code -> the system's English message.
SYSTEM_MESSAGES = {
    0: "The operation completed successfully.",
    1: "Incorrect function.",
    2: "The system cannot find the file specified.",
    3: "The system cannot find the path specified.",
    5: "Access is denied.",
    6: "The handle is invalid.",
    7: "The storage control blocks were destroyed.",
    8: "Not enough memory resources are available to process this command.",
    14: "Not enough memory resources are available to complete this operation.",
    18: "There are no more files.",
    32: "The process cannot access the file because it is being used by another process.",
    80: "The file exists.",
    87: "The parameter is incorrect.",
    122: "The data area passed to a system call is too small.",
    123: "The filename, directory name, or volume label syntax is incorrect.",
    126: "The specified module could not be found.",
    127: "The specified procedure could not be found.",
    183: "Cannot create a file when that file already exists.",
    203: "The system could not find the environment option that was entered.",
    259: "No more data is available.",
    1155: "No application is associated with the specified file for this operation.",
    1400: "Invalid window handle.",
    1407: "Cannot find window class.",
    1410: "Class already exists.",
    1813: "The specified resource type cannot be found in the image file.",
    1814: "The specified resource name cannot be found in the image file.",
    # HRESULTs outside FACILITY_WIN32 have texts of their own in the system's table.
    0x80004001: "Not implemented",
    0x80004005: "Unspecified error",
    # crypt32's errors, winerror.h's texts (Wine 8 has none for these two: FormatMessage
    # fails, and Notepad++ 8.5 then reads a NULL message and crashes under it)
    0x80092004: "Cannot find object or property.",
    0x80092009: "Cannot find the requested object.",
    0x800B0100: "No signature was present in the subject.",
}

class InsertError(Exception):
    """An insert the caller's arguments cannot supply, or a template ending in a lone
    ``%`` (Windows: ERROR_INVALID_PARAMETER)."""


class _Wrapper:
    """The output of a message, wrapped at a maximum line width as FormatMessage does.

    Windows breaks a line when it reaches ``width`` characters: at the start of the last
    run of spaces on that line (the spaces are dropped up to the first non-space after
    them), or, in a word with no space before it on the line, right where the width is
    reached. A CR or LF written (``%n``, ``%r``) starts a new line.
    """

    def __init__(self, width, limit):
        self.limit = limit
        self.out = []
        self.width = width if width not in (0, 0xFF) else 0
        self.col = 0
        self.space = None       # where the current line's last run of spaces starts
        self.inspace = False

    def add(self, ch):
        out = self.out
        if self.limit is not None and len(out) >= self.limit:
            raise _Full()
        out.append(ch)
        if not self.width:
            return
        if ch in "\r\n":
            self.col, self.space, self.inspace = 0, None, False
        else:
            if ch == " " and not self.inspace:
                self.space = len(out) - 1
            self.inspace = ch == " "
            self.col += 1
        if self.col == self.width:
            if self.space is None:
                cut = rest = len(out)
            else:
                cut = rest = self.space
                while rest < len(out) and out[rest] == " ":
                    rest += 1
            carry = out[rest:]
            del out[cut:]
            out.extend("\r\n")
            out.extend(carry)
            self.col, self.space, self.inspace = len(carry), None, False

    def text(self):
        return "".join(self.out)


class _Full(Exception):
    """The output reached the caller's limit."""


def expand(template, insert, ignore_inserts, max_width, limit=None):
    """The message for ``template``; ``insert(n, printf_spec)`` gives insert ``n``'s text.

    ``max_width`` 0: the template's line breaks become CR LF; any other width turns them
    into spaces, and a width other than 0xFF (FORMAT_MESSAGE_MAX_WIDTH_MASK) also wraps
    lines at it. ``%n`` (CR LF), ``%r`` (CR), ``%t`` (tab) and ``%0`` (the end, no final
    newline) are honoured even with FORMAT_MESSAGE_IGNORE_INSERTS, which leaves every other
    escape as it is written; without it ``%`` and any other character is that character.
    A ``%`` ending the template raises InsertError. ``limit``: stop once the output holds
    that many characters (FormatMessageW formats in place and stops when its buffer is
    full, reading no further insert).
    """
    w = _Wrapper(max_width, limit)
    try:
        _expand_into(w, template, insert, ignore_inserts, max_width)
    except _Full:
        pass
    return w.text()


def _expand_into(w, template, insert, ignore_inserts, max_width):
    """expand's loop, adding to the _Wrapper ``w``."""
    i, n = 0, len(template)
    while i < n:
        ch = template[i]
        i += 1
        if ch == "\r" or ch == "\n":
            if ch == "\r" and i < n and template[i] == "\n":
                i += 1
            if max_width:
                w.add(" ")
            else:
                w.add("\r")
                w.add("\n")
            continue
        if ch != "%":
            w.add(ch)
            continue
        if i >= n:
            raise InsertError("a template ending in %")
        esc = template[i]
        i += 1
        if esc == "0":
            break
        if esc == "n":
            w.add("\r")
            w.add("\n")
        elif esc == "r":
            w.add("\r")
        elif esc == "t":
            w.add("\t")
        elif ignore_inserts:
            w.add("%")
            w.add(esc)
        elif esc in "123456789":
            number = int(esc)
            if i < n and template[i].isdigit():
                number = number * 10 + int(template[i])
                i += 1
            spec = "s"
            if i < n and template[i] == "!":
                close = template.find("!", i + 1)
                if close < 0:
                    spec, i = template[i + 1:] or "s", n
                else:
                    spec, i = template[i + 1:close] or "s", close + 1
            for c in insert(number, spec):
                w.add(c)
        else:
            w.add(esc)                       # %% %. %! %space: the character itself


def message_table_text(data, msgid):
    """The text of ``msgid`` in a MESSAGE_RESOURCE_DATA blob, or None."""
    (blocks,) = struct.unpack_from("<I", data, 0)
    for b in range(blocks):
        low, high, offset = struct.unpack_from("<3I", data, 4 + 12 * b)
        if low <= msgid <= high:
            off = offset
            for _ in range(msgid - low):
                (length,) = struct.unpack_from("<H", data, off)
                off += length
            length, flags = struct.unpack_from("<HH", data, off)
            raw = data[off + 4:off + length]
            if flags & 1:
                return raw.decode("utf-16-le", "replace").split("\0", 1)[0]
            return raw.decode("cp1252", "replace").split("\0", 1)[0]
    return None
