"""MD4, MD5 and SHA-1 as block functions over a state the guest holds.

ADVAPI32's MD4Init/MD4Update/MD4Final, MD5Init/... and A_SHAInit/... keep their whole
state in a context structure in the guest's memory (the chaining values, the bit count
and up to 63 bytes of pending input), so a hash may be continued from any copy of the
context. hashlib cannot resume from such a state, so the compression functions are here
(RFC 1320, RFC 1321, FIPS 180-4).
"""

import math
import struct

__all__ = ["MD4_INIT", "MD5_INIT", "SHA1_INIT", "md4_block", "md5_block", "sha1_block",
           "update", "final"]

MD5_INIT = (0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476)
MD4_INIT = MD5_INIT
SHA1_INIT = MD5_INIT + (0xC3D2E1F0,)
_M = 0xFFFFFFFF


def _rol(x, n):
    return ((x << n) | (x >> (32 - n))) & _M


_MD5_K = [int(abs(math.sin(i + 1)) * 2 ** 32) & _M for i in range(64)]
_MD5_S = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4


def md5_block(state, block):
    """MD5's compression of one 64-byte block into the 4-word state."""
    x = struct.unpack("<16I", block)
    a, b, c, d = state
    for i in range(64):
        if i < 16:
            f, g = (b & c) | (~b & d), i
        elif i < 32:
            f, g = (d & b) | (~d & c), (5 * i + 1) % 16
        elif i < 48:
            f, g = b ^ c ^ d, (3 * i + 5) % 16
        else:
            f, g = c ^ (b | (~d & _M)), (7 * i) % 16
        f = (f + a + _MD5_K[i] + x[g]) & _M
        a, d, c, b = d, c, b, (b + _rol(f, _MD5_S[i])) & _M
    return tuple((s + v) & _M for s, v in zip(state, (a, b, c, d)))


def md4_block(state, block):
    """MD4's compression of one 64-byte block into the 4-word state."""
    x = struct.unpack("<16I", block)
    a, b, c, d = state
    rounds = (
        (lambda b, c, d: (b & c) | (~b & d), 0, range(16), (3, 7, 11, 19)),
        (lambda b, c, d: (b & c) | (b & d) | (c & d), 0x5A827999,
         [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15], (3, 5, 9, 13)),
        (lambda b, c, d: b ^ c ^ d, 0x6ED9EBA1,
         [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15], (3, 9, 11, 15)))
    for fn, k, order, shifts in rounds:
        for i, g in enumerate(order):
            a = _rol((a + fn(b, c, d) + x[g] + k) & _M, shifts[i % 4])
            a, b, c, d = d, a, b, c
    return tuple((s + v) & _M for s, v in zip(state, (a, b, c, d)))


def sha1_block(state, block):
    """SHA-1's compression of one 64-byte block into the 5-word state."""
    w = list(struct.unpack(">16I", block))
    for i in range(16, 80):
        w.append(_rol(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1))
    a, b, c, d, e = state
    for i in range(80):
        if i < 20:
            f, k = (b & c) | (~b & d), 0x5A827999
        elif i < 40:
            f, k = b ^ c ^ d, 0x6ED9EBA1
        elif i < 60:
            f, k = (b & c) | (b & d) | (c & d), 0x8F1BBCDC
        else:
            f, k = b ^ c ^ d, 0xCA62C1D6
        a, b, c, d, e = (_rol(a, 5) + (f & _M) + e + k + w[i]) & _M, a, _rol(b, 30), c, d
    return tuple((s + v) & _M for s, v in zip(state, (a, b, c, d, e)))


def update(block_fn, state, count, pending, data):
    """Add ``data``: (state, byte count, pending bytes) after it."""
    buf = pending + data
    whole = len(buf) - len(buf) % 64
    for off in range(0, whole, 64):
        state = block_fn(state, buf[off:off + 64])
    return state, count + len(data), buf[whole:]


def final(block_fn, state, count, pending, big_endian=False):
    """The final state after the padding and the bit length (little-endian for MD4/MD5,
    big-endian for SHA-1)."""
    bits = struct.pack(">Q" if big_endian else "<Q", (count * 8) & (2 ** 64 - 1))
    pad = b"\x80" + b"\0" * ((55 - count) % 64) + bits
    state, _count, rest = update(block_fn, state, count, pending, pad)
    assert not rest
    return state
