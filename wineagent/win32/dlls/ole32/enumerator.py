"""The IEnumXxx pattern over interface pointers: Next, Skip, Reset and Clone, declared once
for each enumerator interface whose items are handed out as new objects (the shell's
IEnumIDList of item IDs, IEnumShellItems of shell items).

The object's state is an :class:`EnumCursor` (its items and the position of the next);
``declare_pointer_enum`` declares the four methods as ``wineagent.<Iface>_<Method>``
thunks, ``make_out(vm, item)`` making the pointer Next stores for an item (a new
reference the caller releases), as every IEnumXxx's documentation has it: Next returns
S_OK when it fetched all it was asked for, else S_FALSE, and stores the count fetched
when given a place for it; Skip returns S_FALSE when fewer were left; Clone copies the
position.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...kernel.comobj import com_impl, com_new

__all__ = ["EnumCursor", "ENUM_METHODS", "declare_pointer_enum"]

ENUM_METHODS = ("QueryInterface", "AddRef", "Release", "Next", "Skip", "Reset", "Clone")
S_OK, S_FALSE, E_POINTER = 0, 1, 0x80004003


class EnumCursor:
    """An enumerator's state: its items and the position of the next one."""

    def __init__(self, items, pos=0):
        self.items, self.pos = list(items), pos

    def take(self, count):
        """Up to ``count`` items from the position on, the position moved past them."""
        got = self.items[self.pos:self.pos + count]
        self.pos += len(got)
        return got

    def skip(self, count):
        """Move past ``count`` items; False when fewer were left (it stops at the end)."""
        left = len(self.items) - self.pos
        self.pos += min(count, left)
        return count <= left


def declare_pointer_enum(dll, iface, make_out):
    """Declare ``iface``'s Next, Skip, Reset and Clone over an :class:`EnumCursor` state
    (objects made with ``com_new(vm, dll, iface, ENUM_METHODS, EnumCursor(items))``)."""

    def cursor(c, this):
        e = com_impl(c.vm, this, iface)
        if e is None:
            raise Unimplemented("%s %s method on an object that is not one" % (dll, iface))
        return e

    def _next(c, this, count, out, fetched):
        vm = c.vm
        e = cursor(c, this)
        if not out:
            return E_POINTER
        got = e.take(count)
        for i, item in enumerate(got):
            vm.mem.wptr(out + vm.ptr_size * i, make_out(vm, item))
        if fetched:
            vm.mem.w32(fetched, len(got))
        return S_OK if len(got) == count else S_FALSE

    def _skip(c, this, count):
        return S_OK if cursor(c, this).skip(count) else S_FALSE

    def _reset(c, this):
        cursor(c, this).pos = 0
        return S_OK

    def _clone(c, this, out):
        e = cursor(c, this)
        if not out:
            return E_POINTER
        c.vm.mem.wptr(out, com_new(c.vm, dll, iface, ENUM_METHODS, EnumCursor(e.items, e.pos)))
        return S_OK

    for method, params, fn in (
            ("Next", "LPVOID this, ULONG count, LPVOID out, LPVOID fetched", _next),
            ("Skip", "LPVOID this, ULONG count", _skip),
            ("Reset", "LPVOID this", _reset),
            ("Clone", "LPVOID this, LPVOID out", _clone)):
        fn.__doc__ = "%s::%s (ole32/enumerator.py)." % (iface, method)
        api(dll, "wineagent.%s_%s" % (iface, method), params, widths=BOTH)(fn)
