"""KERNEL32 functions the Visual C++ and UCRT start-up code calls before main.

EncodePointer/DecodePointer XOR with a per-process cookie that is fixed (runs stay
byte-identical), as Windows' pointer encoding is an invertible per-process transform.
"""

from ...kernel.guard import guard_page_access
from ....abi.api import BOTH, api
from ...core.winerror import ERROR_INVALID_PARAMETER
from ...user.dialogs import muldiv
from ...core.dllnames import KERNEL32

_COOKIE = 0x5A3C96E1          # fixed: deterministic runs
# Features a 32-bit x86 guest on this CPU has: PF_FLOATING_POINT_EMULATED no (1 means
# emulated), PF_COMPARE_EXCHANGE_DOUBLE (2), PF_MMX (3), PF_XMMI (6), PF_RDTSC (8),
# PF_XMMI64 (10), PF_NX_ENABLED (12), PF_FASTFAIL_AVAILABLE (23: `int 0x29` ends the
# process at once, machine/cpu.py).
_FEATURES = {2, 3, 6, 8, 10, 12, 23}


def encode_pointer(c, p):
    """EncodePointer and DecodePointer (and the System variants): one XOR, its own inverse."""
    return p ^ _COOKIE


for _name in ("EncodePointer", "DecodePointer", "EncodeSystemPointer", "DecodeSystemPointer"):
    api(KERNEL32, _name, "LPVOID p", widths=BOTH)(encode_pointer)


@api(KERNEL32, "HeapSetInformation", "HANDLE heap, int cls, LPVOID info, SIZE_T size", widths=BOTH)
def HeapSetInformation(c, heap, cls, info, size):
    # HeapCompatibilityInformation (0) and HeapEnableTerminationOnCorruption (1) are the
    # classes the CRTs set; the heap has one behaviour, so they are accepted and recorded.
    if cls not in (0, 1):
        c.vm.last_error = ERROR_INVALID_PARAMETER
        return 0
    c.vm.kernel.heap_info[cls] = c.vm.mem.u32(info) if info and size >= 4 else 0
    return 1


@api(KERNEL32, "IsProcessorFeaturePresent", "DWORD feature", widths=BOTH)
def IsProcessorFeaturePresent(c, feature):
    return int(feature in _FEATURES)


@api(KERNEL32, "IsWow64Process", "HANDLE process, LPVOID out", widths=BOTH)
def IsWow64Process(c, process, out):
    c.vm.mem.w32(out, 0)      # a 32-bit Windows: no WOW64
    return 1


@api(KERNEL32, "SetHandleCount", "UINT n", widths=BOTH)
def SetHandleCount(c, n):
    return n                  # handles are not limited (Win32 ignores this call too)


def _readable(vm, p, n):
    try:
        vm.mem.read(p, n)
    except Exception:  # an unmapped page: the guest's pointer is bad
        return False
    mem = vm.mem
    if mem.guard_pages or mem.hidden_pages:
        # the probe's access as the guest's own (kernel/guard.py): a reserved stack page
        # is bad, a guard page loses its guard and is bad — unless it is the stack's,
        # which grows as for any access
        for page in range(p & ~0xFFF, p + n, 0x1000):
            address = max(page, p)
            guard = mem.guard_hit(address)
            if not guard and page >> 12 not in mem.hidden_pages:
                continue
            if guard_page_access(vm, address, 0, guard) is not None:
                return False
    return True


@api(KERNEL32, "IsBadStringPtr{AW}", "LPVOID p, UINT_PTR max", widths=BOTH)
def IsBadStringPtr(c, p, max):
    vm = c.vm
    if not p:
        return 1
    cs = c.char_size
    for i in range(min(max, 1 << 16)):
        if not _readable(vm, p + i * cs, cs):
            return 1
        if vm.mem.read(p + i * cs, cs) == b"\0" * cs:
            return 0
    return 0


@api(KERNEL32, "IsBadReadPtr", "LPVOID p, UINT_PTR n", widths=BOTH)
def IsBadReadPtr(c, p, n):
    return 0 if n == 0 else int(not p or not _readable(c.vm, p, n))


@api(KERNEL32, "IsBadWritePtr", "LPVOID p, UINT_PTR n", widths=BOTH)
def IsBadWritePtr(c, p, n):
    return 0 if n == 0 else int(not p or not _readable(c.vm, p, n))


@api(KERNEL32, "MulDiv", "int a, int b, int c", widths=BOTH)
def MulDiv(c, a, b, d):
    # Rounded half away from zero like the dialog manager's conversions; -1 for a zero
    # divisor or a result outside 32 bits, as documented.
    r = muldiv(a, b, d)
    return -1 if d == 0 or not -2147483647 <= r <= 2147483647 else r
