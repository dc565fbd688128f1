"""RPCRT4: UUIDs — UuidCreate, UuidCreateSequential, UuidCreateNil, UuidToString,
UuidFromString, UuidCompare, UuidEqual, UuidIsNil, UuidHash — and RpcStringFree, which
frees the strings UuidToString returns.

As on Windows a NULL UUID pointer stands for the nil UUID in the comparisons, UuidHash and
UuidToString, and a NULL string for it in UuidFromString. UuidCreate makes a random
(version 4) UUID; its bytes come from the guest's deterministic generator
(kernel/crypto.py), so a frozen run makes the same UUIDs every time. UuidCreateSequential
makes a time-based (version 1) UUID from the guest clock; a machine with no network card
has no MAC address to put in it, so, as Windows does then, the node is random with the
multicast bit set and the call answers RPC_S_UUID_LOCAL_ONLY.

The other RPC functions (bindings, NDR marshalling, servers) are not here: a program
that calls one stops naming it.
"""

import struct

from ....abi.api import BOTH, api
from ...core.dllnames import RPCRT4
from ...core.winerror import RPC_S_INVALID_STRING_UUID, RPC_S_UUID_LOCAL_ONLY
from ...kernel import crypto
from ..kernel32.main import guest_filetime

RPC_S_OK = 0
#: 100-ns intervals from the UUID epoch (1582-10-15) to the FILETIME epoch (1601-01-01).
_UUID_EPOCH_OFFSET = 0x01B21DD213814000
_NIL = bytes(16)


def _read(vm, p):
    return bytes(vm.mem.read(p, 16)) if p else _NIL


def _fields(data):
    """(Data1, Data2, Data3, Data4 bytes) of a UUID's 16 bytes."""
    d1, d2, d3 = struct.unpack_from("<IHH", data)
    return d1, d2, d3, data[8:]


def uuid_string(data):
    """The UUID's canonical string, lower case: 8-4-4-4-12 hex digits."""
    d1, d2, d3, d4 = _fields(data)
    return "%08x-%04x-%04x-%s-%s" % (d1, d2, d3, d4[:2].hex(), d4[2:].hex())


def parse_uuid(text):
    """A UUID's 16 bytes from its 36-character string form, or None."""
    if len(text) != 36 or any(text[i] != "-" for i in (8, 13, 18, 23)):
        return None
    digits = text.replace("-", "")
    if len(digits) != 32 or any(ch not in "0123456789abcdefABCDEF" for ch in digits):
        return None
    d1, d2, d3 = int(digits[0:8], 16), int(digits[8:12], 16), int(digits[12:16], 16)
    return struct.pack("<IHH", d1, d2, d3) + bytes.fromhex(digits[16:])


def _compare(a, b):
    fa, fb = _fields(a), _fields(b)
    return (fa > fb) - (fa < fb)


def _status(vm, p, value):
    if p:
        vm.mem.w32(p, value)


@api(RPCRT4, "UuidCreate", "LPVOID uuid", widths=BOTH)
def UuidCreate(c, uuid):
    """A random UUID (version 4, the RFC 4122 variant): RPC_S_OK."""
    data = bytearray(crypto.gen_random(c.vm, 16, b"UuidCreate"))
    data[7] = (data[7] & 0x0F) | 0x40          # Data3's high nibble: the version
    data[8] = (data[8] & 0x3F) | 0x80          # Data4[0]'s top bits: the variant
    c.vm.mem.write(uuid, bytes(data))
    return RPC_S_OK


@api(RPCRT4, "UuidCreateSequential", "LPVOID uuid", widths=BOTH)
def UuidCreateSequential(c, uuid):
    """A time-based UUID (version 1) from the guest clock, with a random multicast node
    (no network card): RPC_S_UUID_LOCAL_ONLY. Each call within the same 100-ns tick
    advances the time by one, so two UUIDs are never equal."""
    vm = c.vm
    k = vm.kernel
    now = guest_filetime(vm) + _UUID_EPOCH_OFFSET
    if now <= k.uuid_last_time:
        now = k.uuid_last_time + 1
    k.uuid_last_time = now
    if not k.uuid_node:
        node = bytearray(crypto.gen_random(vm, 8, b"UuidCreateSequential node"))
        node[0] |= 0x01                         # the multicast bit: not a real card's
        k.uuid_node = bytes(node[:6])
        k.uuid_clock_seq = int.from_bytes(node[6:8], "little") & 0x3FFF
    low, mid, high = now & 0xFFFFFFFF, (now >> 32) & 0xFFFF, (now >> 48) & 0x0FFF
    seq = k.uuid_clock_seq
    data = struct.pack("<IHH", low, mid, high | 0x1000) + bytes(
        [0x80 | (seq >> 8), seq & 0xFF]) + k.uuid_node
    vm.mem.write(uuid, data)
    return RPC_S_UUID_LOCAL_ONLY


@api(RPCRT4, "UuidCreateNil", "LPVOID uuid", widths=BOTH)
def UuidCreateNil(c, uuid):
    """The nil UUID (all zeros): RPC_S_OK."""
    c.vm.mem.write(uuid, _NIL)
    return RPC_S_OK


@api(RPCRT4, "UuidToString{AW}", "LPVOID uuid, LPVOID out", widths=BOTH)
def UuidToString(c, uuid, out):
    """A newly allocated string of the UUID (NULL: the nil UUID) in ``*out``, freed with
    RpcStringFree: RPC_S_OK."""
    text = uuid_string(_read(c.vm, uuid))
    p = c.vm.heap.alloc((len(text) + 1) * c.char_size)
    c.write_str(p, text)
    c.vm.mem.wptr(out, p)              # a pointer cell: the program's width
    return RPC_S_OK


@api(RPCRT4, "UuidFromString{AW}", "LPCTSTR text, LPVOID uuid", widths=BOTH)
def UuidFromString(c, text, uuid):
    """Parse a UUID's string (NULL: the nil UUID): RPC_S_OK, or RPC_S_INVALID_STRING_UUID
    when it is not 36 characters of hex digits with dashes in their four places."""
    if text is None:
        c.vm.mem.write(uuid, _NIL)
        return RPC_S_OK
    data = parse_uuid(text)
    if data is None:
        return RPC_S_INVALID_STRING_UUID
    c.vm.mem.write(uuid, data)
    return RPC_S_OK


@api(RPCRT4, "RpcStringFree{AW}", "LPVOID string", widths=BOTH)
def RpcStringFree(c, string):
    """Free ``*string`` (a string the RPC functions allocated): RPC_S_OK. The pointer is
    left as it was (Windows documents no change to it, and Wine leaves it)."""
    p = c.vm.mem.uptr(string)
    if p:
        c.vm.heap.free(p)
    return RPC_S_OK


@api(RPCRT4, "UuidCompare", "LPVOID a, LPVOID b, LPVOID status", widths=BOTH)
def UuidCompare(c, a, b, status):
    """-1, 0 or 1 as ``a`` orders before, with or after ``b`` (Data1, Data2, Data3, then
    Data4's bytes; NULL is the nil UUID)."""
    _status(c.vm, status, RPC_S_OK)
    return _compare(_read(c.vm, a), _read(c.vm, b))


@api(RPCRT4, "UuidEqual", "LPVOID a, LPVOID b, LPVOID status", widths=BOTH)
def UuidEqual(c, a, b, status):
    """TRUE when the two UUIDs are the same (NULL is the nil UUID)."""
    _status(c.vm, status, RPC_S_OK)
    return int(_read(c.vm, a) == _read(c.vm, b))


@api(RPCRT4, "UuidIsNil", "LPVOID uuid, LPVOID status", widths=BOTH)
def UuidIsNil(c, uuid, status):
    """TRUE for the nil UUID (and NULL)."""
    _status(c.vm, status, RPC_S_OK)
    return int(_read(c.vm, uuid) == _NIL)


def uuid_hash(data):
    """The DCE 1.1 hash of a UUID's 16 bytes: two running sums of its bytes as 16-bit
    signed integers (C's ``short``, wrapping), each reduced modulo 255."""
    def short(v):
        return (v + 0x8000) % 0x10000 - 0x8000
    c0 = c1 = 0
    for byte in data:
        c0 = short(c0 + byte)
        c1 = short(c1 + c0)
    x = _c_mod(-c1, 255)
    if x < 0:
        x += 255
    y = _c_mod(c1 - c0, 255)
    if y < 0:
        y += 255
    return (y * 256 + x) & 0xFFFF


def _c_mod(a, b):
    """C's ``a % b`` for ints: the remainder has the sign of ``a``."""
    r = abs(a) % b
    return -r if a < 0 else r


@api(RPCRT4, "UuidHash", "LPVOID uuid, LPVOID status", widths=BOTH)
def UuidHash(c, uuid, status):
    """A 16-bit hash of the UUID (NULL: the nil UUID's), as DCE defines it."""
    _status(c.vm, status, RPC_S_OK)
    return uuid_hash(_read(c.vm, uuid))
