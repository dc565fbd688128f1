"""KERNEL32's FormatMessage (A/W): a template from a string, the system or a module's
message table, its inserts, into the caller's buffer or a LocalAlloc'ed one.

The templates and escapes are ``kernel/messages_text.py``'s. Inserts come from an array
of DWORD_PTR (FORMAT_MESSAGE_ARGUMENT_ARRAY) or from a ``va_list *``; insert ``n`` is the
n-th pointer-sized slot (Windows reads a va_list the same way, one argument at a time).
"""

import re

from ....abi.api import BOTH, Unimplemented, api
from ...core.fmt import format_guest
from ...core.winerror import (ERROR_INSUFFICIENT_BUFFER, ERROR_INVALID_PARAMETER,
                             ERROR_MR_MID_NOT_FOUND, ERROR_NO_WORK_DONE,
                             ERROR_NOT_ENOUGH_MEMORY)
from ...kernel.resources import not_found
from ...kernel.messages_text import SYSTEM_MESSAGES, InsertError, expand, message_table_text
from ...core.builtin_dlls import module_name
from ...core.dllnames import KERNEL32

ALLOCATE_BUFFER, IGNORE_INSERTS, FROM_STRING = 0x100, 0x200, 0x400
FROM_HMODULE, FROM_SYSTEM, ARGUMENT_ARRAY = 0x800, 0x1000, 0x2000
RT_MESSAGETABLE = 11
# The built-in DLLs whose message table is the system's (Windows keeps the system
# messages in kernel32's and kernelbase's RT_MESSAGETABLE).
SYSTEM_TABLE_DLLS = ("kernel32.dll", "kernelbase.dll")


def _template(c, flags, source, msgid, lang):
    vm = c.vm
    if flags & FROM_STRING:
        return _guest_string(c.vm.mem, source, c.wide) if source else None
    if flags & FROM_HMODULE and (not source or source == vm.image.base):
        # the table's language as FindResourceEx chooses it (0: the thread's UI
        # languages first; kernel/uilanguages.py), as Windows' RtlFindMessage does
        r = vm.resources.lookup(RT_MESSAGETABLE, 1, lang & 0xFFFF)
        data = bytes(vm.mem.read(r.addr, r.size)) if r is not None else None
        text = message_table_text(data, msgid) if data else None
        if text is not None:
            return text
        if not flags & FROM_SYSTEM:
            if data:
                vm.last_error = ERROR_MR_MID_NOT_FOUND
            else:
                not_found(c, RT_MESSAGETABLE, 1)
            return None
    elif flags & FROM_HMODULE and (module_name(vm, source) or "").lower() in SYSTEM_TABLE_DLLS:
        flags |= FROM_SYSTEM                  # the system's message table is that module's
    elif flags & FROM_HMODULE:
        raise Unimplemented("KERNEL32.dll!%s (the message table of a built-in DLL)" % c.spec.name)
    if flags & FROM_SYSTEM:
        # An HRESULT of FACILITY_WIN32 (0x8007xxxx) stands for its Win32 error code.
        text = SYSTEM_MESSAGES.get(msgid & 0xFFFF if msgid >> 16 in (0, 0x8007) else msgid)
        if text is None:
            vm.last_error = ERROR_MR_MID_NOT_FOUND
            return None
        return text + "\r\n"
    vm.last_error = ERROR_INVALID_PARAMETER
    return None


# FormatMessageA refuses a size of 32768 or more (its output buffer tops out at 64 KB),
# with ALLOCATE_BUFFER too: ERROR_INVALID_PARAMETER. The W form has no such limit.
MAX_SIZE_A = 32767


@api(KERNEL32, "FormatMessage{AW}", "DWORD flags, LPVOID source, DWORD msgid, DWORD lang, "
     "LPVOID buf, DWORD size, LPVOID args", widths=BOTH)
def FormatMessage(c, flags, source, msgid, lang, buf, size, args):
    vm = c.vm
    mem = vm.mem
    # FormatMessageW wants a buffer (or the place for one) in every case; the A form
    # checks only the size it is told, and with ALLOCATE_BUFFER the pointer to set.
    if not buf and (c.wide or flags & ALLOCATE_BUFFER):
        vm.last_error = ERROR_INVALID_PARAMETER if c.wide else ERROR_NOT_ENOUGH_MEMORY
        return 0
    if not c.wide and size > MAX_SIZE_A:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    if flags & ALLOCATE_BUFFER:
        mem.wptr(buf, 0)                      # NULL until a message is made
    template = _template(c, flags, source, msgid, lang)
    if template is None:
        return 0
    inserts = _Inserts(mem, args, not flags & ARGUMENT_ARRAY, c.ptr_size, c.wide)
    try:
        limit = size if c.wide and not flags & ALLOCATE_BUFFER else None
        text = expand(template, inserts.text, bool(flags & IGNORE_INSERTS), flags & 0xFF,
                      limit)
    except InsertError:
        vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    finally:
        inserts.give_back()
    # FormatMessageW stopped at its buffer's size: the message does not fit.
    full = limit is not None and len(text) >= limit and bool(template)
    if not text and not full:
        # Nothing to write (an empty template, or one starting with %0): 0 and
        # ERROR_NO_WORK_DONE; FormatMessageW still ends its buffer, the A form leaves it.
        if c.wide and not flags & ALLOCATE_BUFFER and size:
            mem.write(buf, b"\0\0")
        vm.last_error = ERROR_NO_WORK_DONE
        return 0
    if flags & ALLOCATE_BUFFER:
        p = vm.heap.alloc(max(len(text) + 1, size) * c.char_size)   # LocalFree frees it
        c.write_str(p, text)
        mem.wptr(buf, p)                      # lpBuffer is then an LPTSTR *
        return len(text)
    if full or len(text) + 1 > size:
        # FormatMessageW has written in place when it runs out of room: the buffer holds
        # the message cut to size - 1 characters; the A form converts at the end and
        # leaves the buffer as it was.
        if c.wide and size:
            c.write_str(buf, text[:size - 1])
        vm.last_error = ERROR_INSUFFICIENT_BUFFER
        return 0
    return c.write_str(buf, text, size)


_STAR_SPEC = re.compile(r"^([-+ #0*]*)(\d*)(?:\.(\*|\d*))?(.*)$", re.S)
_WIDE64 = ("I64", "ll")
# String conversions and whether the string is UTF-16 (``s``/``S``: the caller's own
# width / the other one, decided per call).
_STRING_WIDE = {"s": None, "S": None, "hs": False, "ls": True, "ws": True}
# A template or string insert is read whole: FormatMessageW formats messages far longer
# than the 32K characters a string argument is usually read to.
_NO_LIMIT = 1 << 26


def _guest_string(mem, addr, wide):
    """The NUL-terminated string at ``addr``, UTF-16 or ANSI, however long."""
    return mem.wstr(addr, _NO_LIMIT) if wide else mem.cstr(addr, _NO_LIMIT)


class _Values:
    """printf arguments already fetched, handed to format_guest one by one."""

    def __init__(self, values):
        self.values = list(values)

    def ptr(self):
        """The next argument, as wide as it was fetched."""
        return self.values.pop(0)

    def u32(self):
        """The next argument's low 32 bits."""
        return self.ptr() & 0xFFFFFFFF

    def u64(self):
        """The next 64-bit argument (two 32-bit slots in a 32-bit program)."""
        return self.ptr()

    def double(self):
        """FormatMessage takes no floating-point inserts."""
        raise InsertError("a floating-point insert")


class _Inserts:
    """The inserts of one FormatMessage call, fetched as Windows fetches them.

    Insert ``n`` is the n-th pointer-sized slot of the DWORD_PTR array, or of the
    ``va_list``, whose slots Windows reads one after another into a table as far as the
    highest insert asked for. A ``*`` width or precision takes insert ``n`` first and then
    the slot after the highest one read so far; in a ``va_list`` the value after a ``*``
    then re-reads into the last slot taken (MSDN's documented numbering: the next insert
    after ``%1!*.*u!`` is ``%4``, yet the value comes from the list's next argument).
    """

    def __init__(self, mem, args, is_list, slot, wide):
        self.mem, self.slot, self.wide, self.is_list = mem, slot, wide, is_list
        self.cursor = mem.uptr(args) if args and is_list else args   # a va_list *
        self.base, self.base_list = args, args
        self.table = []
        self.last = 0

    def give_back(self):
        """Leave the caller's ``va_list`` past the arguments read, as Windows reads them
        with va_arg on the caller's own list."""
        if self.is_list and self.base:
            self.mem.wptr(self.base_list, self.cursor)

    def get(self, n=None, wide64=False):
        """Insert ``n`` (None: the slot after the highest read); ``wide64``: a 64-bit
        insert, which a 32-bit program's va_list holds in two slots counted as one."""
        if not self.base:
            raise InsertError("an insert without arguments")
        if n is None:
            n = self.last + 1
        if self.is_list:
            while n > self.last:
                if wide64 and self.last == n - 1 and self.slot == 4:
                    value = self.mem.u32(self.cursor) | self.mem.u32(self.cursor + 4) << 32
                    self.cursor += 8
                else:
                    value = self.mem.uptr(self.cursor)
                    self.cursor += self.slot
                if self.last < len(self.table):
                    self.table[self.last] = value
                else:
                    self.table.append(value)
                self.last += 1
            return self.table[n - 1]
        self.last = max(self.last, n)
        return self.mem.uptr(self.base + self.slot * (n - 1))

    def text(self, n, spec):
        """The text of insert ``n`` formatted by the printf ``spec`` (``s`` by default)."""
        flags, width, prec, rest = _STAR_SPEC.match(spec).groups()
        values = []
        starred = False
        if "*" in flags:
            values.append(self.get(n))
            n, starred = None, True
            flags = flags.replace("*", "")
            width = "*"
        if prec == "*":
            values.append(self.get(n))
            n, starred = None, True
        if starred and self.is_list:
            self.last -= 1                      # the value re-reads the slot just taken
        value = self.get(n, rest.startswith(_WIDE64))
        if rest in _STRING_WIDE:
            if not value:
                return "(null)"
            if not (flags or width or prec is not None):
                # A plain string insert is copied whole, however long.
                wide = self.wide if rest == "s" else not self.wide if rest == "S" \
                    else _STRING_WIDE[rest]
                return _guest_string(self.mem, value, wide)
        conv = "%" + flags + width + ("." + prec if prec is not None else "") + rest
        return format_guest(self.mem, conv, _Values(values + [value]), self.wide)
