"""FormatMessage's text: message templates, their inserts, and where templates come from.

A template's escapes (Windows' documented set): ``%1``..``%99`` an insert, optionally
``%1!d!`` with a printf conversion (default ``!s!``), ``%0`` ends the message without a
final newline, ``%n`` a hard line break, ``%%`` ``%.`` ``%!`` ``%t``, ``%b`` the literal
characters / a tab / a space. Templates come from a string, from the system's messages
(``SYSTEM_MESSAGES``) or from a module's RT_MESSAGETABLE resource.
"""

import re
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
    1400: "Invalid window handle.",
    1407: "Cannot find window class.",
    1410: "Class already exists.",
    1813: "The specified resource type cannot be found in the image file.",
    1814: "The specified resource name cannot be found in the image file.",
}

_ESCAPE = re.compile(r"%(?:(\d{1,2})(?:!([^!]*)!)?|(.))", re.S)


class InsertError(Exception):
    """An insert the caller's arguments cannot supply (Windows: ERROR_INVALID_PARAMETER)."""


def expand(template, insert, ignore_inserts, max_width):
    """The message for ``template``; ``insert(n, printf_spec)`` gives insert ``n``'s text.

    ``max_width`` 0: the template's line breaks are kept; 0xFF: only ``%n`` breaks lines.
    """
    out = []
    pos = 0
    for m in _ESCAPE.finditer(template):
        text = template[pos:m.start()]
        if max_width == 0xFF:
            text = text.replace("\r\n", " ").replace("\n", " ")
        out.append(text)
        pos = m.end()
        number, spec, ch = m.groups()
        if number is not None:
            if ignore_inserts:
                out.append(m.group(0))
            elif int(number) == 0:
                return "".join(out)
            else:
                out.append(insert(int(number), spec or "s"))
        elif ch == "n":
            out.append("\r\n")
        elif ch == "t":
            out.append("\t")
        elif ch == "b":
            out.append(" ")
        elif ch == "0":
            return "".join(out)
        else:
            out.append(ch)                   # %% %. %! and any other character itself
    tail = template[pos:]
    if max_width == 0xFF:
        tail = tail.replace("\r\n", " ").replace("\n", " ")
    out.append(tail)
    return "".join(out)


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
