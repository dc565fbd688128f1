"""The raw DDE protocol's parameters: WM_DDE_* lParams and the global blocks they carry.

A DDE message's lParam is one of three things (dde.h, documented with PackDDElParam):

- WM_DDE_ACK, WM_DDE_ADVISE, WM_DDE_DATA and WM_DDE_POKE pack two pointer-sized values
  (a status or a global block, and an item atom) into a global block of their own: the
  lParam is that block's handle (PackDDElParam makes it, UnpackDDElParam reads it,
  FreeDDElParam frees it, ReuseDDElParam turns it into another message's);
- WM_DDE_EXECUTE's lParam is the command string's global block itself;
- the others (WM_DDE_INITIATE, WM_DDE_REQUEST, WM_DDE_UNADVISE, WM_DDE_TERMINATE) carry
  two 16-bit values, MAKELPARAM(low, high): atoms and a clipboard format.

A global block belongs to its process's address space, so when a DDE message goes to a
window of another process the system copies it (Windows does this for posted DDE
messages only): ``marshal`` rebuilds the lParam in the receiving process — a new packing
block, a copy of the DDEDATA / DDEPOKE / DDEADVISE block or of the command string — and
an acknowledgement of WM_DDE_EXECUTE carries back the client's own command block (the
receiver acknowledges with its copy; the client finds its original in the ACK, as the
protocol requires). Atoms need no copy: the global atom table is the session's.

The DDEDATA / DDEPOKE / DDEADVISE / DDEACK bit fields are named here too.
"""

from . import ddemon
from ..kernel.globalmem import GMEM_MOVEABLE, global_alloc, global_locks

__all__ = ["WM_DDE_FIRST", "WM_DDE_INITIATE", "WM_DDE_TERMINATE", "WM_DDE_ADVISE",
           "WM_DDE_UNADVISE", "WM_DDE_ACK", "WM_DDE_DATA", "WM_DDE_REQUEST", "WM_DDE_POKE",
           "WM_DDE_EXECUTE", "WM_DDE_LAST", "PACKED", "is_dde", "pack", "unpack", "free",
           "reuse", "marshal", "observe", "alloc_block", "block_bytes", "free_block", "ACK_FACK",
           "ACK_FBUSY", "DATA_FRESPONSE", "DATA_FRELEASE", "DATA_FACKREQ", "ADVISE_FDEFERUPD",
           "ADVISE_FACKREQ", "GMEM_DDESHARE"]

WM_DDE_FIRST = WM_DDE_INITIATE = 0x03E0
WM_DDE_TERMINATE, WM_DDE_ADVISE, WM_DDE_UNADVISE = 0x03E1, 0x03E2, 0x03E3
WM_DDE_ACK, WM_DDE_DATA, WM_DDE_REQUEST, WM_DDE_POKE = 0x03E4, 0x03E5, 0x03E6, 0x03E7
WM_DDE_EXECUTE = WM_DDE_LAST = 0x03E8
#: the messages whose lParam is a packing block (PackDDElParam's)
PACKED = (WM_DDE_ACK, WM_DDE_ADVISE, WM_DDE_DATA, WM_DDE_POKE)

GMEM_DDESHARE = 0x2000
# DDEACK's flags (the low word of an ACK's packed low value)
ACK_FACK, ACK_FBUSY = 0x8000, 0x4000
# DDEDATA's / DDEPOKE's first word
DATA_FRESPONSE, DATA_FRELEASE, DATA_FACKREQ = 0x1000, 0x2000, 0x8000
# DDEADVISE's first word
ADVISE_FDEFERUPD, ADVISE_FACKREQ = 0x4000, 0x8000


def is_dde(msg):
    """True for WM_DDE_INITIATE .. WM_DDE_EXECUTE."""
    return WM_DDE_FIRST <= msg <= WM_DDE_LAST


def alloc_block(vm, data):
    """A new movable global block (GMEM_DDESHARE) of ``vm`` holding ``data``; its handle."""
    h = global_alloc(vm, GMEM_MOVEABLE | GMEM_DDESHARE, max(1, len(data)))
    if h and data:
        vm.mem.write(h, bytes(data))
    return h


def block_bytes(vm, h):
    """The bytes of ``vm``'s global block ``h`` (None when it is no block)."""
    size = vm.heap.size(h) if h else None
    if size is None:
        return None
    return bytes(vm.mem.read(h, size))


def free_block(vm, h):
    """GlobalFree of ``vm``'s block ``h``; True when it was one."""
    if not h or vm.heap.size(h) is None:
        return False
    global_locks(vm).pop(h, None)
    vm.heap.free(h)
    return True


def pack(vm, msg, lo, hi):
    """PackDDElParam: a packing block for the PACKED messages (0 when memory is out),
    the command block ``hi`` for WM_DDE_EXECUTE, MAKELPARAM(lo, hi) for the others."""
    if msg == WM_DDE_EXECUTE:
        return hi
    if msg not in PACKED:
        return ((hi & 0xFFFF) << 16) | (lo & 0xFFFF)
    ptr = vm.ptr_size
    h = global_alloc(vm, GMEM_DDESHARE, 2 * ptr)
    if h:
        vm.mem.wptr(h, lo)
        vm.mem.wptr(h + ptr, hi)
    return h


def unpack(vm, msg, lparam):
    """UnpackDDElParam: (ok, lo, hi) of a DDE message's lParam."""
    if msg in PACKED:
        if not lparam or vm.heap.size(lparam) is None:
            return False, 0, 0
        ptr = vm.ptr_size
        return True, vm.mem.uptr(lparam), vm.mem.uptr(lparam + ptr)
    if msg == WM_DDE_EXECUTE:
        return True, 0, lparam
    return True, lparam & 0xFFFF, (lparam >> 16) & 0xFFFF


def free(vm, msg, lparam):
    """FreeDDElParam: the packing block of a PACKED message goes; True unless that
    block was no block."""
    if msg in PACKED and lparam:
        return free_block(vm, lparam)
    return True


def reuse(vm, lparam, msg_in, msg_out, lo, hi):
    """ReuseDDElParam: ``lparam`` of ``msg_in`` made ``msg_out``'s with (lo, hi): the
    same packing block when both pack, else freed and/or a new one."""
    if msg_in in PACKED and msg_out in PACKED and lparam and vm.heap.size(lparam):
        ptr = vm.ptr_size
        vm.mem.wptr(lparam, lo)
        vm.mem.wptr(lparam + ptr, hi)
        return lparam
    if msg_in in PACKED:
        free(vm, msg_in, lparam)
    return pack(vm, msg_out, lo, hi)


def observe(vm, posted, hwnd, msg, wparam, lparam):
    """A WM_DDE_* message about to be posted or sent by process ``vm``: the monitors
    watching messages hear of it (MF_POSTMSGS / MF_SENDMSGS, user/ddemon.py)."""
    if not is_dde(msg):
        return
    ok, lo, hi = unpack(vm, msg, lparam)
    data = b""
    block = hi if msg == WM_DDE_EXECUTE else lo if msg in (WM_DDE_DATA, WM_DDE_POKE,
                                                           WM_DDE_ADVISE) else 0
    if ok and block:
        data = block_bytes(vm, block) or b""
    ddemon.message(vm, posted, hwnd, msg, wparam, lparam, lo, hi, data)


def _executes(vm):
    """Per process: copied command block -> (pid of the process that sent it, its
    original block), so the receiver's WM_DDE_EXECUTE acknowledgement names the sender's
    own block. Kept with the process's DDEML state (plain numbers: a saved state keeps
    them)."""
    return vm.wm.dde.executes


def marshal(source, target, msg, lparam):
    """The lParam of DDE message ``msg`` posted by process ``source`` to a window of
    process ``target``, rebuilt in ``target``'s memory (see the module's docstring). The
    sender's packing block is freed: the copy replaces it (the receiver frees that)."""
    if msg in PACKED:
        ok, lo, hi = unpack(source, msg, lparam)
        if not ok:
            return 0
        if msg == WM_DDE_ACK:
            # an ACK of an EXECUTE carries the receiver's copy of the command block:
            # the client gets its own back, and the copy goes
            mine = _executes(source).pop(hi, None)
            if mine is not None and mine[0] == target.pid:
                free_block(source, hi)
                hi = mine[1]
        elif lo:
            data = block_bytes(source, lo)
            lo = alloc_block(target, data) if data is not None else 0
        free(source, msg, lparam)
        return pack(target, msg, lo, hi)
    if msg == WM_DDE_EXECUTE:
        data = block_bytes(source, lparam)
        if data is None:
            return 0
        copy = alloc_block(target, data)
        _executes(target)[copy] = (source.pid, lparam)
        return copy
    return lparam
