"""ADVAPI32's SystemFunction001-032: the LAN Manager and NTLM primitives Windows exports
under numbers (the LSA and the network redirector call them; Samba and Wine's tests
document what each computes).

- 001/002: DES of one 8-byte block with a 7-byte key; 003: the key's LM half-hash (DES of
  "KGS!@#$%"); 006: the LM hash of a password (cut or padded to 14 bytes, each half a key
  for 003; the caller upper-cases it).
- 004/005: DES of a buffer (``struct ustring`` {Length, MaximumLength, Buffer}) with a
  header block holding its length and version 1, all blocks under one 7-byte key.
- 007: the NT hash (MD4 of a UNICODE_STRING's bytes); 010/011: MD4 of 16 bytes.
- 008/009: the 24-byte NTLM (v1) response: the challenge encrypted under the 16-byte hash
  padded to 21 bytes, as three 7-byte keys.
- 012-023: two blocks under the two halves of a 14-byte key (even: encrypt, odd: decrypt);
  024-027: the same with a 4-byte key repeated to 16 bytes.
- 030/031: TRUE when two 16-byte values are equal; 032: RC4 of a buffer in place.

Missing pointers answer STATUS_UNSUCCESSFUL (004/005: their documented parameter codes).
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.winerror import (STATUS_BUFFER_TOO_SMALL, STATUS_INVALID_PARAMETER_1,
                             STATUS_INVALID_PARAMETER_2, STATUS_SUCCESS, STATUS_UNKNOWN_REVISION,
                             STATUS_UNSUCCESSFUL)
from ...kernel.des import des_decrypt, des_encrypt
from ...kernel.digests import MD4_INIT, final, md4_block, update
from ...core.dllnames import ADVAPI32
from ...core.structures import UNICODE_STRING

USTRING = struct("USTRING", "DWORD Length; DWORD MaximumLength; LPVOID Buffer")
LM_MAGIC = b"KGS!@#$%"


def md4(data):
    """The MD4 digest of ``data``."""
    state, count, pending = update(md4_block, MD4_INIT, 0, b"", data)
    state = final(md4_block, state, count, pending)
    return b"".join(w.to_bytes(4, "little") for w in state)


def lm_hash(password):
    """The LAN Manager hash of ``password`` (bytes, already upper-cased)."""
    key = password[:14].ljust(14, b"\0")
    return des_encrypt(LM_MAGIC, key[:7]) + des_encrypt(LM_MAGIC, key[7:])


def ntlm_response(challenge, hash16):
    """The 24-byte response to an 8-byte challenge under a 16-byte hash."""
    key = hash16.ljust(21, b"\0")
    return b"".join(des_encrypt(challenge, key[i:i + 7]) for i in (0, 7, 14))


def _read(c, ptr, n):
    return bytes(c.vm.mem.read(ptr, n))


def _block_fn(encrypt):
    def run(c, data, key, out):
        if not data or not key or not out:
            return STATUS_UNSUCCESSFUL
        fn = des_encrypt if encrypt else des_decrypt
        c.vm.mem.write(out, fn(_read(c, data, 8), _read(c, key, 7)))
        return STATUS_SUCCESS
    return run


SystemFunction001 = api(ADVAPI32, "SystemFunction001", "LPVOID data, LPVOID key, LPVOID out", widths=BOTH)(
    _block_fn(True))
SystemFunction002 = api(ADVAPI32, "SystemFunction002", "LPVOID data, LPVOID key, LPVOID out", widths=BOTH)(
    _block_fn(False))


@api(ADVAPI32, "SystemFunction003", "LPVOID key, LPVOID out", widths=BOTH)
def SystemFunction003(c, key, out):
    """The LM half-hash of a 7-byte key."""
    if not key or not out:
        return STATUS_UNSUCCESSFUL
    c.vm.mem.write(out, des_encrypt(LM_MAGIC, _read(c, key, 7)))
    return STATUS_SUCCESS


def _key7(c, key):
    return _read(c, key.Buffer, min(key.Length, 7)).ljust(7, b"\0")


@api(ADVAPI32, "SystemFunction004", "LPVOID data, LPVOID key, LPVOID out", widths=BOTH)
def SystemFunction004(c, data, key, out):
    """Encrypt a buffer: a header block (length, version 1), then the data in 8-byte
    blocks (the last padded with zeros), each under the key's first 7 bytes."""
    mem, p = c.vm.mem, c.ptr_size
    k, d, o = (USTRING.at(mem, x, p) for x in (key, data, out))
    if not k.Length or not k.Buffer:
        return STATUS_INVALID_PARAMETER_2
    padded = (d.Length + 7) & ~7
    if o.MaximumLength < padded + 8:
        o.Length = padded + 8
        return STATUS_BUFFER_TOO_SMALL
    key7 = _key7(c, k)
    plain = (d.Length.to_bytes(4, "little") + (1).to_bytes(4, "little")
             + (_read(c, d.Buffer, d.Length) if d.Length else b"").ljust(padded, b"\0"))
    mem.write(o.Buffer, b"".join(des_encrypt(plain[i:i + 8], key7)
                                 for i in range(0, len(plain), 8)))
    o.Length = padded + 8
    return STATUS_SUCCESS


@api(ADVAPI32, "SystemFunction005", "LPVOID data, LPVOID key, LPVOID out", widths=BOTH)
def SystemFunction005(c, data, key, out):
    """Decrypt what SystemFunction004 made: the header's version must be 1
    (STATUS_UNKNOWN_REVISION: a wrong key), its length fit ``out``."""
    mem, p = c.vm.mem, c.ptr_size
    k, d, o = (USTRING.at(mem, x, p) for x in (key, data, out))
    if not k.Length or not k.Buffer:
        return STATUS_INVALID_PARAMETER_2
    if d.Length < 8:
        return STATUS_INVALID_PARAMETER_1          # Windows since Vista
    key7 = _key7(c, k)
    head = des_decrypt(_read(c, d.Buffer, 8), key7)
    length, version = int.from_bytes(head[:4], "little"), int.from_bytes(head[4:], "little")
    if version != 1:
        return STATUS_UNKNOWN_REVISION
    if length > o.MaximumLength:
        o.Length = length
        return STATUS_BUFFER_TOO_SMALL
    if length > d.Length - 8:
        return STATUS_INVALID_PARAMETER_1
    body = _read(c, d.Buffer + 8, (length + 7) & ~7)
    plain = b"".join(des_decrypt(body[i:i + 8], key7) for i in range(0, len(body), 8))
    mem.write(o.Buffer, plain[:length])
    o.Length = length
    return STATUS_SUCCESS


@api(ADVAPI32, "SystemFunction006", "LPVOID password, LPVOID out", widths=BOTH)
def SystemFunction006(c, password, out):
    """The LM hash of an ANSI password as given: upper-casing it first is the caller's
    part (Wine's crypt_lmhash.c hashes "secret" as such on Windows)."""
    text = c.vm.mem.cbytes(password, 14)
    c.vm.mem.write(out, lm_hash(text))
    return STATUS_SUCCESS


@api(ADVAPI32, "SystemFunction007", "LPVOID string, LPVOID out", widths=BOTH)
def SystemFunction007(c, string, out):
    """The NT hash: MD4 of a UNICODE_STRING's bytes."""
    if not string or not out:
        return STATUS_UNSUCCESSFUL
    s = UNICODE_STRING.at(c.vm.mem, string, c.ptr_size)
    c.vm.mem.write(out, md4(_read(c, s.Buffer, s.Length) if s.Length else b""))
    return STATUS_SUCCESS


def _response(c, challenge, hash16, out):
    if not challenge or not hash16 or not out:
        return STATUS_UNSUCCESSFUL
    c.vm.mem.write(out, ntlm_response(_read(c, challenge, 8), _read(c, hash16, 16)))
    return STATUS_SUCCESS


@api(ADVAPI32, "SystemFunction008", "LPVOID challenge, LPVOID hash, LPVOID out", widths=BOTH)
def SystemFunction008(c, challenge, hash16, out):
    """The NTLM response to a challenge."""
    return _response(c, challenge, hash16, out)


@api(ADVAPI32, "SystemFunction009", "LPVOID challenge, LPVOID hash, LPVOID out", widths=BOTH)
def SystemFunction009(c, challenge, hash16, out):
    """SystemFunction008 again (the LM response)."""
    return _response(c, challenge, hash16, out)


def _md4_16(c, unused, data, out):
    if not data or not out:
        return STATUS_UNSUCCESSFUL
    c.vm.mem.write(out, md4(_read(c, data, 16)))
    return STATUS_SUCCESS


SystemFunction010 = api(ADVAPI32, "SystemFunction010", "LPVOID unused, LPVOID data, "
                        "LPVOID out", widths=BOTH)(_md4_16)
SystemFunction011 = api(ADVAPI32, "SystemFunction011", "LPVOID unused, LPVOID data, "
                        "LPVOID out", widths=BOTH)(_md4_16)


def _two_blocks(encrypt, key_bytes):
    def run(c, data, key, out):
        if not data or not key or not out:
            return STATUS_UNSUCCESSFUL
        if key_bytes == 4:
            k = _read(c, key, 4) * 4            # a 4-byte key repeated to 16 bytes
        else:
            k = _read(c, key, 14)
        fn = des_encrypt if encrypt else des_decrypt
        block = _read(c, data, 16)
        c.vm.mem.write(out, fn(block[:8], k[:7]) + fn(block[8:], k[7:14]))
        return STATUS_SUCCESS
    return run


for _n in range(12, 28):
    _name = "SystemFunction%03d" % _n
    globals()[_name] = api(ADVAPI32, _name, "LPVOID data, LPVOID key, LPVOID out", widths=BOTH)(
        _two_blocks(_n % 2 == 0, 4 if _n >= 24 else 14))


def _equal16(c, a, b):
    return int(_read(c, a, 16) == _read(c, b, 16))


SystemFunction030 = api(ADVAPI32, "SystemFunction030", "LPVOID a, LPVOID b", widths=BOTH)(_equal16)
SystemFunction031 = api(ADVAPI32, "SystemFunction031", "LPVOID a, LPVOID b", widths=BOTH)(_equal16)


def rc4(key, data):
    """RC4 of ``data`` under ``key``."""
    s = list(range(256))
    j = 0
    for i in range(256):
        j = (j + s[i] + key[i % len(key)]) & 0xFF
        s[i], s[j] = s[j], s[i]
    out, i, j = bytearray(), 0, 0
    for byte in data:
        i = (i + 1) & 0xFF
        j = (j + s[i]) & 0xFF
        s[i], s[j] = s[j], s[i]
        out.append(byte ^ s[(s[i] + s[j]) & 0xFF])
    return bytes(out)


@api(ADVAPI32, "SystemFunction032", "LPVOID data, LPVOID key", widths=BOTH)
def SystemFunction032(c, data, key):
    """RC4 of a buffer in place under a key (both ``struct ustring``)."""
    mem, p = c.vm.mem, c.ptr_size
    d, k = USTRING.at(mem, data, p), USTRING.at(mem, key, p)
    if not k.Length:
        return STATUS_INVALID_PARAMETER_2
    if d.Length:
        mem.write(d.Buffer, rc4(_read(c, k.Buffer, k.Length), _read(c, d.Buffer, d.Length)))
    return STATUS_SUCCESS
