"""The CryptoAPI's base providers (ADVAPI32's CryptAcquireContext family): providers,
key containers, hash objects and the random number generator.

Two provider types exist, as on every Windows since XP: PROV_RSA_FULL (the Base,
Enhanced and Strong providers) and PROV_RSA_AES (the Enhanced RSA and AES provider, the
only one with SHA-2). A key container is a registry key,
``HKCU\\Software\\wineagent\\Crypto\\RSA\\<name>`` (HKLM with CRYPT_MACHINE_KEYSET);
the keys a container could hold (CryptGenKey) are not implemented, so a container is a
name that CRYPT_NEWKEYSET creates and CRYPT_DELETEKEYSET removes.

CryptGenRandom is deterministic, unlike Windows': a frozen or replayed run must draw the
same bytes. Its generator is SHA-256 in counter mode over a seed made of the guest's own
state only — the program's file name, the guest clock at the call, the count of earlier
draws and the bytes already in the buffer (which Windows documents as extra seed
material) — never host entropy.
"""

import hashlib
import struct

from ..core.winerror import (NTE_BAD_ALGID, NTE_BAD_FLAGS, NTE_BAD_HASH_STATE, NTE_BAD_KEYSET,
                             NTE_BAD_PROV_TYPE, NTE_BAD_TYPE, NTE_EXISTS, NTE_KEYSET_NOT_DEF,
                             NTE_PROV_TYPE_NO_MATCH, NTE_PROV_TYPE_NOT_DEF)
from .handletable import handle_kind

PROV_RSA_FULL, PROV_RSA_AES = 1, 24
CRYPT_VERIFYCONTEXT, CRYPT_NEWKEYSET, CRYPT_DELETEKEYSET = 0xF0000000, 0x8, 0x10
CRYPT_MACHINE_KEYSET, CRYPT_SILENT = 0x20, 0x40
HP_ALGID, HP_HASHVAL, HP_HASHSIZE = 1, 2, 4

#: The providers Windows installs, by name -> type (a NULL name picks the type's default,
#: the Base provider for PROV_RSA_FULL).
PROVIDERS = {
    "microsoft base cryptographic provider v1.0": PROV_RSA_FULL,
    "microsoft enhanced cryptographic provider v1.0": PROV_RSA_FULL,
    "microsoft strong cryptographic provider": PROV_RSA_FULL,
    "microsoft enhanced rsa and aes cryptographic provider": PROV_RSA_AES,
    "microsoft enhanced rsa and aes cryptographic provider (prototype)": PROV_RSA_AES,
}
#: Other provider types Windows defines (DSS, Diffie-Hellman, Schannel...): no provider
#: of theirs exists here, and answering "not defined" would be a lie, so they stop.
OTHER_DEFINED_TYPES = {2, 3, 4, 5, 6, 12, 13, 14, 15, 16, 18, 21, 22, 23}

#: Hash algorithms (ALG_ID) -> (hashlib name, the provider types that offer it).
HASHES = {
    0x8003: ("md5", (PROV_RSA_FULL, PROV_RSA_AES)),       # CALG_MD5
    0x8004: ("sha1", (PROV_RSA_FULL, PROV_RSA_AES)),      # CALG_SHA1
    0x800C: ("sha256", (PROV_RSA_AES,)),                  # CALG_SHA_256
    0x800D: ("sha384", (PROV_RSA_AES,)),                  # CALG_SHA_384
    0x800E: ("sha512", (PROV_RSA_AES,)),                  # CALG_SHA_512
}
#: Algorithms the providers offer that need a key or another mode we do not have:
#: CALG_MD2, CALG_MD4, CALG_MAC, CALG_SSL3_SHAMD5, CALG_HMAC.
UNSUPPORTED_HASHES = {0x8001: "CALG_MD2", 0x8002: "CALG_MD4", 0x8005: "CALG_MAC",
                      0x8008: "CALG_SSL3_SHAMD5", 0x8009: "CALG_HMAC"}
CONTAINERS = "Software\\wineagent\\Crypto\\RSA"
HKCU, HKLM = 0x80000001, 0x80000002


class CryptError(Exception):
    """A CryptoAPI failure: ``code`` is the NTE_* / Win32 code for SetLastError."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


@handle_kind("cryptographic provider")
class Provider:
    """An acquired provider context (HCRYPTPROV)."""

    def __init__(self, ptype, name, container):
        self.ptype, self.name, self.container = ptype, name, container
        self.released = False
        self.refs = 1                # CryptContextAddRef adds; CryptReleaseContext takes

    def close(self):
        """Nothing to release beyond the handle."""


@handle_kind("cryptographic hash")
class Hash:
    """A hash object (HCRYPTHASH): data goes in until the value is read, which ends it."""

    def __init__(self, prov, algid):
        self.prov, self.algid = prov, algid
        self.h = hashlib.new(HASHES[algid][0])
        self.final = None            # the value once HP_HASHVAL was read

    def update(self, data):
        """CryptHashData: refused (NTE_BAD_HASH_STATE) once the value was read."""
        if self.final is not None:
            raise CryptError(NTE_BAD_HASH_STATE)
        self.h.update(data)

    def param(self, which):
        """CryptGetHashParam's value as bytes (a DWORD for HP_ALGID / HP_HASHSIZE)."""
        if which == HP_ALGID:
            return struct.pack("<I", self.algid)
        if which == HP_HASHSIZE:
            return struct.pack("<I", self.h.digest_size)
        if which == HP_HASHVAL:
            if self.final is None:
                self.final = self.h.digest()
            return self.final
        raise CryptError(NTE_BAD_TYPE)

    def copy(self):
        """CryptDuplicateHash: an independent hash with the same state."""
        dup = Hash.__new__(Hash)
        dup.prov, dup.algid, dup.h, dup.final = self.prov, self.algid, self.h.copy(), self.final
        return dup

    def close(self):
        """Nothing to release beyond the handle."""


def acquire(vm, container, provider, ptype, flags, user_name):
    """CryptAcquireContext: a Provider, or CryptError. ``container`` None means the
    user's default container, named after the user as on Windows."""
    if flags & ~(CRYPT_VERIFYCONTEXT | CRYPT_NEWKEYSET | CRYPT_DELETEKEYSET
                 | CRYPT_MACHINE_KEYSET | CRYPT_SILENT):
        raise CryptError(NTE_BAD_FLAGS)
    if ptype == 0 or ptype > 999:
        raise CryptError(NTE_BAD_PROV_TYPE)
    if ptype in OTHER_DEFINED_TYPES:
        return None                  # the caller stops the guest, naming the type
    if ptype not in (PROV_RSA_FULL, PROV_RSA_AES):
        raise CryptError(NTE_PROV_TYPE_NOT_DEF)
    if provider:
        if provider.lower() not in PROVIDERS:
            raise CryptError(NTE_KEYSET_NOT_DEF)
        if PROVIDERS[provider.lower()] != ptype:
            raise CryptError(NTE_PROV_TYPE_NO_MATCH)
    if flags & CRYPT_VERIFYCONTEXT:
        # No container: hashing and random numbers only (and ephemeral keys).
        return Provider(ptype, provider, None)
    name = container or user_name
    reg = vm.registry
    root = reg.roots[HKLM if flags & CRYPT_MACHINE_KEYSET else HKCU]
    path = CONTAINERS + "\\" + name
    key = reg.find(root, path)
    if flags & CRYPT_DELETEKEYSET:
        if key is None:
            raise CryptError(NTE_BAD_KEYSET)
        reg.delete_key(key)
        return Provider(ptype, provider, None)
    if flags & CRYPT_NEWKEYSET:
        if key is not None:
            raise CryptError(NTE_EXISTS)
        reg.create(root, path)
    elif key is None:
        raise CryptError(NTE_BAD_KEYSET)
    return Provider(ptype, provider, name)


def create_hash(prov, algid):
    """CryptCreateHash without a key: a Hash, None for an algorithm the provider offers
    that is not implemented here, or CryptError(NTE_BAD_ALGID)."""
    if algid in UNSUPPORTED_HASHES:
        return None
    if algid not in HASHES or prov.ptype not in HASHES[algid][1]:
        raise CryptError(NTE_BAD_ALGID)
    return Hash(prov, algid)


def gen_random(vm, length, seed_bytes):
    """CryptGenRandom's ``length`` bytes, from the guest's own state (see the module
    docstring), so a frozen run draws the same bytes every time."""
    count = vm.kernel.crypt_draws
    vm.kernel.crypt_draws = count + 1
    seed = hashlib.sha256(b"wineagent CryptGenRandom\0" + vm.module_name.lower().encode()
                          + struct.pack("<QQ", vm.clock.now_ms(), count) + seed_bytes).digest()
    out = bytearray()
    block = 0
    while len(out) < length:
        out += hashlib.sha256(seed + struct.pack("<Q", block)).digest()
        block += 1
    return bytes(out[:length])
