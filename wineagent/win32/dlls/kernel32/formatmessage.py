"""KERNEL32's FormatMessage (A/W): a template from a string, the system or a module's
message table, its inserts, into the caller's buffer or a LocalAlloc'ed one.

The templates and escapes are ``kernel/messages_text.py``'s. Inserts come from an array
of DWORD_PTR (FORMAT_MESSAGE_ARGUMENT_ARRAY) or from a ``va_list *``; insert ``n`` is the
n-th 32-bit slot, as on 32-bit Windows.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.fmt import ArgReader, format_guest
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER,
                             ERROR_MR_MID_NOT_FOUND, ERROR_RESOURCE_TYPE_NOT_FOUND)
from ...kernel.messages_text import SYSTEM_MESSAGES, expand, message_table_text
from ...core.dllnames import KERNEL32

ALLOCATE_BUFFER, IGNORE_INSERTS, FROM_STRING = 0x100, 0x200, 0x400
FROM_HMODULE, FROM_SYSTEM, ARGUMENT_ARRAY = 0x800, 0x1000, 0x2000
RT_MESSAGETABLE = 11


def _template(c, flags, source, msgid):
    vm = c.vm
    if flags & FROM_STRING:
        return c.read_str(source) if source else None
    if flags & FROM_HMODULE and (not source or source == vm.image.base):
        data = vm.resources.data(RT_MESSAGETABLE, 1)
        text = message_table_text(data, msgid) if data else None
        if text is not None:
            return text
        if not flags & FROM_SYSTEM:
            vm.last_error = ERROR_MR_MID_NOT_FOUND if data else ERROR_RESOURCE_TYPE_NOT_FOUND
            return None
    elif flags & FROM_HMODULE:
        raise Unimplemented("KERNEL32.dll!%s (the message table of a built-in DLL)" % c.spec.name)
    if flags & FROM_SYSTEM:
        text = SYSTEM_MESSAGES.get(msgid & 0xFFFF if msgid >> 16 in (0, 0x8007) else msgid)
        if text is None:
            vm.last_error = ERROR_MR_MID_NOT_FOUND
            return None
        return text + "\r\n"
    vm.last_error = ERROR_INVALID_PARAMETER
    return None


@api(KERNEL32, "FormatMessage{AW}", "DWORD flags, LPVOID source, DWORD msgid, DWORD lang, "
     "LPVOID buf, DWORD size, LPVOID args", widths=BOTH)
def FormatMessage(c, flags, source, msgid, lang, buf, size, args):
    vm = c.vm
    template = _template(c, flags, source, msgid)
    if template is None:
        return 0
    mem = vm.mem
    if args and not flags & ARGUMENT_ARRAY:
        args = mem.uptr(args)                 # a va_list *: the list itself
    # Each insert is one slot as wide as a pointer (a va_list's or a DWORD_PTR array's).
    slot = c.ptr_size
    width = flags & 0xFF
    if width not in (0, 0xFF):
        raise Unimplemented("KERNEL32.dll!%s (a maximum line width of %d)" % (c.spec.name, width))

    def insert(n, spec):
        if not args:
            raise _NoArgs()
        value = mem.uptr(args + slot * (n - 1))
        conv = "%" + spec
        reader = ArgReader(mem, args + slot * (n - 1))
        return format_guest(mem, conv, reader, c.wide) if conv != "%s" or value else ""

    try:
        text = expand(template, insert, bool(flags & IGNORE_INSERTS), width)
    except _NoArgs:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if flags & ALLOCATE_BUFFER:
        p = vm.heap.alloc(max(len(text) + 1, size) * c.char_size)   # LocalFree frees it
        c.write_str(p, text)
        mem.wptr(buf, p)                      # lpBuffer is then an LPTSTR *
        return len(text)
    if len(text) + 1 > size:
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    return c.write_str(buf, text, size)


class _NoArgs(Exception):
    """An insert was asked for without arguments."""
