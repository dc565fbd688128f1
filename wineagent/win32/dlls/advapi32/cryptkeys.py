"""ADVAPI32: RtlGenRandom (SystemFunction036), the context-based MD4/MD5/SHA-1 functions
(MD5Init/MD5Update/MD5Final...), and the CryptoAPI's provider queries and key functions
over kernel/crypto.py's providers.

Keys: the providers here hold none (CryptGenKey, CryptImportKey and CryptDeriveKey are not
implemented, kernel/crypto.py), so a key container has no signature or exchange key and
no key handle exists. The key functions give the errors Windows gives for that state:
CryptGetUserKey and CryptSignHash fail with NTE_NO_KEY (an empty container), and a call
taking an HCRYPTKEY (CryptDestroyKey, CryptGetKeyParam, CryptVerifySignature) with
ERROR_INVALID_PARAMETER, ADVAPI32's answer for a handle that names no key object (as for
a hash handle that names no hash).
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct as cstruct
from ...core.winerror import (ERROR_INVALID_PARAMETER, ERROR_MORE_DATA, ERROR_NO_MORE_ITEMS,
                             NTE_BAD_FLAGS, NTE_BAD_PROVIDER, NTE_BAD_TYPE, NTE_BAD_UID,
                             NTE_NO_KEY, NTE_PROV_TYPE_NO_MATCH, NTE_PROV_TYPE_NOT_DEF)
from ...kernel import crypto, digests
from ...kernel.registry import REG_SZ
from ...core.dllnames import ADVAPI32


MD5_CTX = cstruct("MD5_CTX", "ULONG i[2]; ULONG buf[4]; UCHAR in[64]; UCHAR digest[16]")
MD4_CTX = cstruct("MD4_CTX", "UINT buf[4]; UINT i[2]; UCHAR in[64]; UCHAR digest[16]")
A_SHA_CTX = cstruct("A_SHA_CTX", "ULONG Unknown[6]; ULONG State[5]; ULONG Count[2]; "
                    "UCHAR Buffer[64]")

#: The installed providers in enumeration order (the registry's, alphabetical), with the
#: names' own case; kernel/crypto.PROVIDERS has them by lower-case name.
PROVIDER_NAMES = sorted((
    "Microsoft Base Cryptographic Provider v1.0",
    "Microsoft Enhanced Cryptographic Provider v1.0",
    "Microsoft Enhanced RSA and AES Cryptographic Provider",
    "Microsoft Enhanced RSA and AES Cryptographic Provider (Prototype)",
    "Microsoft Strong Cryptographic Provider"), key=str.lower)
_CANONICAL = {n.lower(): n for n in PROVIDER_NAMES}
_DEFAULT = {crypto.PROV_RSA_FULL: "Microsoft Base Cryptographic Provider v1.0",
            crypto.PROV_RSA_AES: "Microsoft Enhanced RSA and AES Cryptographic Provider"}

PP_ENUMALGS, PP_ENUMCONTAINERS, PP_IMPTYPE, PP_NAME, PP_VERSION = 1, 2, 3, 4, 5
PP_CONTAINER, PP_KEYSET_SEC_DESCR, PP_PROVTYPE, PP_ENUMALGS_EX = 6, 8, 16, 22
PP_UNIQUE_CONTAINER, PP_KEYSPEC, PP_CLIENT_HWND = 36, 39, 1
CRYPT_IMPL_SOFTWARE, AT_KEYEXCHANGE, AT_SIGNATURE = 2, 1, 2
_UNIMPLEMENTED_PARAMS = {PP_ENUMALGS: "PP_ENUMALGS", PP_ENUMCONTAINERS: "PP_ENUMCONTAINERS",
                         PP_ENUMALGS_EX: "PP_ENUMALGS_EX", 7: "PP_CHANGE_PASSWORD",
                         PP_KEYSET_SEC_DESCR: "PP_KEYSET_SEC_DESCR", 34: "PP_SIG_KEYSIZE_INC",
                         35: "PP_KEYX_KEYSIZE_INC"}


def _fail(c, code):
    c.vm.last_error = code
    return 0


def _prov(c, h):
    obj = c.vm.handles.get(h, crypto.Provider)
    return obj if obj is not None and not obj.released else None


# -- RtlGenRandom -------------------------------------------------------------------------
@api(ADVAPI32, "SystemFunction036", "LPVOID buf, DWORD length", widths=BOTH)
def SystemFunction036(c, buf, length):
    """RtlGenRandom: ``length`` bytes from CryptGenRandom's deterministic generator
    (kernel/crypto.py): a replayed run draws the same bytes."""
    if length:
        c.vm.mem.write(buf, crypto.gen_random(c.vm, length, b""))
    return 1


# -- MD4 / MD5 / SHA-1 over a guest context -----------------------------------------------
def _words(mem, addr, n, fmt="<"):
    return struct.unpack(fmt + "%dI" % n, bytes(mem.read(addr, 4 * n)))


def _put_words(mem, addr, words, fmt="<"):
    mem.write(addr, struct.pack(fmt + "%dI" % len(words), *words))


class _Md:
    """The layout of an MD4_CTX or MD5_CTX: where the state, bit count, pending input
    and digest are."""

    def __init__(self, stype, block):
        self.block = block
        self.buf, self.i = stype.offsetof("buf"), stype.offsetof("i")
        self.input, self.digest = stype.offsetof("in"), stype.offsetof("digest")

    def init(self, mem, ctx):
        _put_words(mem, ctx + self.buf, digests.MD5_INIT)
        _put_words(mem, ctx + self.i, (0, 0))

    def load(self, mem, ctx):
        lo, hi = _words(mem, ctx + self.i, 2)
        count = ((hi << 32) | lo) >> 3
        pending = bytes(mem.read(ctx + self.input, count % 64))
        return _words(mem, ctx + self.buf, 4), count, pending

    def store(self, mem, ctx, state, count, pending):
        _put_words(mem, ctx + self.buf, state)
        bits = (count * 8) & (2 ** 64 - 1)
        _put_words(mem, ctx + self.i, (bits & 0xFFFFFFFF, bits >> 32))
        mem.write(ctx + self.input, pending)

    def update(self, mem, ctx, data):
        state, count, pending = self.load(mem, ctx)
        self.store(mem, ctx, *digests.update(self.block, state, count, pending, data))

    def final(self, mem, ctx):
        state, count, pending = self.load(mem, ctx)
        out = digests.final(self.block, state, count, pending)
        _put_words(mem, ctx + self.digest, out)


_MD5 = _Md(MD5_CTX, digests.md5_block)
_MD4 = _Md(MD4_CTX, digests.md4_block)


@api(ADVAPI32, "MD5Init", "LPVOID ctx", widths=BOTH)
def MD5Init(c, ctx):
    """Start an MD5 hash in the MD5_CTX at ``ctx``."""
    _MD5.init(c.vm.mem, ctx)


@api(ADVAPI32, "MD5Update", "LPVOID ctx, LPVOID data, UINT length", widths=BOTH)
def MD5Update(c, ctx, data, length):
    """Add ``length`` bytes to the MD5 hash in ``ctx``."""
    _MD5.update(c.vm.mem, ctx, bytes(c.vm.mem.read(data, length)) if length else b"")


@api(ADVAPI32, "MD5Final", "LPVOID ctx", widths=BOTH)
def MD5Final(c, ctx):
    """Finish the hash: the 16-byte digest goes to ``ctx->digest``."""
    _MD5.final(c.vm.mem, ctx)


@api(ADVAPI32, "MD4Init", "LPVOID ctx", widths=BOTH)
def MD4Init(c, ctx):
    """Start an MD4 hash in the MD4_CTX at ``ctx``."""
    _MD4.init(c.vm.mem, ctx)


@api(ADVAPI32, "MD4Update", "LPVOID ctx, LPVOID data, UINT length", widths=BOTH)
def MD4Update(c, ctx, data, length):
    """Add ``length`` bytes to the MD4 hash in ``ctx``."""
    _MD4.update(c.vm.mem, ctx, bytes(c.vm.mem.read(data, length)) if length else b"")


@api(ADVAPI32, "MD4Final", "LPVOID ctx", widths=BOTH)
def MD4Final(c, ctx):
    """Finish the hash: the 16-byte digest goes to ``ctx->digest``."""
    _MD4.final(c.vm.mem, ctx)


_SHA_STATE, _SHA_COUNT = A_SHA_CTX.offsetof("State"), A_SHA_CTX.offsetof("Count")
_SHA_BUFFER = A_SHA_CTX.offsetof("Buffer")


def _sha_init(mem, ctx):
    _put_words(mem, ctx + _SHA_STATE, digests.SHA1_INIT)
    _put_words(mem, ctx + _SHA_COUNT, (0, 0))


def _sha_load(mem, ctx):
    lo, hi = _words(mem, ctx + _SHA_COUNT, 2)      # a byte count, low word first
    count = (hi << 32) | lo
    return (_words(mem, ctx + _SHA_STATE, 5), count,
            bytes(mem.read(ctx + _SHA_BUFFER, count % 64)))


@api(ADVAPI32, "A_SHAInit", "LPVOID ctx", widths=BOTH)
def A_SHAInit(c, ctx):
    """Start a SHA-1 hash in the A_SHA_CTX at ``ctx``."""
    _sha_init(c.vm.mem, ctx)


@api(ADVAPI32, "A_SHAUpdate", "LPVOID ctx, LPVOID data, UINT length", widths=BOTH)
def A_SHAUpdate(c, ctx, data, length):
    """Add ``length`` bytes to the SHA-1 hash in ``ctx``."""
    mem = c.vm.mem
    state, count, pending = _sha_load(mem, ctx)
    state, count, pending = digests.update(digests.sha1_block, state, count, pending,
                                           bytes(mem.read(data, length)) if length else b"")
    _put_words(mem, ctx + _SHA_STATE, state)
    _put_words(mem, ctx + _SHA_COUNT, (count & 0xFFFFFFFF, count >> 32))
    mem.write(ctx + _SHA_BUFFER, pending)


@api(ADVAPI32, "A_SHAFinal", "LPVOID ctx, LPVOID result", widths=BOTH)
def A_SHAFinal(c, ctx, result):
    """Finish the hash into the 20 bytes at ``result``; the context starts over."""
    mem = c.vm.mem
    state, count, pending = _sha_load(mem, ctx)
    _put_words(mem, result, digests.final(digests.sha1_block, state, count, pending, True),
               ">")
    _sha_init(mem, ctx)


# -- the CryptoAPI: providers and keys ----------------------------------------------------
def _put_param(c, value, data, length):
    """The CryptGet*Param data protocol: NULL data asks the size; a short buffer fails
    with ERROR_MORE_DATA and the size needed."""
    mem = c.vm.mem
    if not length:
        return _fail(c, ERROR_INVALID_PARAMETER)
    room = mem.u32(length)
    mem.w32(length, len(value))
    if not data:
        return 1
    if room < len(value):
        return _fail(c, ERROR_MORE_DATA)
    mem.write(data, value)
    return 1


def provider_name(vm, prov):
    """The provider's name as Windows spells it: the one asked for, else the default of
    its type (the user's, else the machine's)."""
    if prov.name:
        return _CANONICAL.get(prov.name.lower(), prov.name)
    return default_provider(vm, prov.ptype, CRYPT_USER_DEFAULT)


@api(ADVAPI32, "CryptGetProvParam", "HANDLE prov, DWORD param, LPVOID data, LPVOID length, "
     "DWORD flags", widths=BOTH)
def CryptGetProvParam(c, prov, param, data, length, flags):
    """The provider's name, type, implementation type, version, key specs, and its key
    container's name (ANSI strings, DWORDs)."""
    p = _prov(c, prov)
    if p is None:
        return _fail(c, NTE_BAD_UID)
    if param in _UNIMPLEMENTED_PARAMS:
        raise Unimplemented("ADVAPI32.dll!CryptGetProvParam: %s" % _UNIMPLEMENTED_PARAMS[param])
    if flags:
        return _fail(c, NTE_BAD_FLAGS)
    dwords = {PP_IMPTYPE: CRYPT_IMPL_SOFTWARE, PP_VERSION: 0x200, PP_PROVTYPE: p.ptype,
              PP_KEYSPEC: AT_KEYEXCHANGE | AT_SIGNATURE}
    if param in dwords:
        value = struct.pack("<I", dwords[param])
    elif param == PP_NAME:
        value = provider_name(c.vm, p).encode("cp1252") + b"\0"
    elif param in (PP_CONTAINER, PP_UNIQUE_CONTAINER):
        if p.container is None:
            raise Unimplemented("ADVAPI32.dll!CryptGetProvParam: the container of a "
                                "CRYPT_VERIFYCONTEXT context")
        value = p.container.encode("cp1252", "replace") + b"\0"
    else:
        return _fail(c, NTE_BAD_TYPE)
    return _put_param(c, value, data, length)


@api(ADVAPI32, "CryptSetProvParam", "HANDLE prov, DWORD param, LPVOID data, DWORD flags", widths=BOTH)
def CryptSetProvParam(c, prov, param, data, flags):
    """PP_CLIENT_HWND (the window any provider UI would be owned by; these providers show
    none) is taken, with or without a context, as documented."""
    if param == PP_CLIENT_HWND:
        return 1
    if _prov(c, prov) is None:
        return _fail(c, NTE_BAD_UID)
    if param == PP_KEYSET_SEC_DESCR:
        raise Unimplemented("ADVAPI32.dll!CryptSetProvParam: PP_KEYSET_SEC_DESCR")
    return _fail(c, NTE_BAD_TYPE)


@api(ADVAPI32, "CryptEnumProviders{AW}", "DWORD index, LPVOID reserved, DWORD flags, LPVOID type, "
     "LPVOID name, LPVOID size", widths=BOTH)
def CryptEnumProviders(c, index, reserved, flags, type_ptr, name, size):
    """The ``index``-th installed provider: its type and name (``*size`` in bytes)."""
    if reserved or not size:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags:
        return _fail(c, NTE_BAD_FLAGS)
    if index >= len(PROVIDER_NAMES):
        return _fail(c, ERROR_NO_MORE_ITEMS)
    text = PROVIDER_NAMES[index]
    if type_ptr:
        c.vm.mem.w32(type_ptr, crypto.PROVIDERS[text.lower()])
    raw = (text.encode("utf-16-le") + b"\0\0") if c.wide else (text.encode("cp1252") + b"\0")
    return _put_param(c, raw, name, size)


@api(ADVAPI32, "CryptGetUserKey", "HANDLE prov, DWORD spec, LPVOID out", widths=BOTH)
def CryptGetUserKey(c, prov, spec, out):
    """The container's exchange or signature key: there is none (NTE_NO_KEY)."""
    p = _prov(c, prov)
    if p is None:
        return _fail(c, NTE_BAD_UID)
    return _fail(c, NTE_NO_KEY)                  # whatever the key spec: none is there


def _no_key(c, key):
    """A call on an HCRYPTKEY: none exists."""
    return _fail(c, ERROR_INVALID_PARAMETER)


@api(ADVAPI32, "CryptDestroyKey", "HANDLE key", widths=BOTH)
def CryptDestroyKey(c, key):
    """Destroy a key handle: no key handle is valid here (see the module docstring)."""
    return _no_key(c, key)


@api(ADVAPI32, "CryptGetKeyParam", "HANDLE key, DWORD param, LPVOID data, LPVOID length, "
     "DWORD flags", widths=BOTH)
def CryptGetKeyParam(c, key, param, data, length, flags):
    """A key's parameter: no key handle is valid here."""
    return _no_key(c, key)


@api(ADVAPI32, "CryptSignHash{AW}", "HANDLE hash, DWORD spec, LPCTSTR description, DWORD flags, "
     "LPVOID sig, LPVOID length", widths=BOTH)
def CryptSignHash(c, hash_, spec, description, flags, sig, length):
    """Sign a hash with the container's key ``spec``: there is none (NTE_NO_KEY)."""
    if c.vm.handles.get(hash_, crypto.Hash) is None:
        return _fail(c, ERROR_INVALID_PARAMETER)
    return _fail(c, NTE_NO_KEY)


@api(ADVAPI32, "CryptVerifySignature{AW}", "HANDLE hash, LPVOID sig, DWORD siglen, HANDLE key, "
     "LPCTSTR description, DWORD flags", widths=BOTH)
def CryptVerifySignature(c, hash_, sig, siglen, key, description, flags):
    """Check a signature against a public key handle: no key handle is valid here."""
    if c.vm.handles.get(hash_, crypto.Hash) is None:
        return _fail(c, ERROR_INVALID_PARAMETER)
    return _no_key(c, key)


# -- default providers and provider types -----------------------------------------------
CRYPT_MACHINE_DEFAULT, CRYPT_USER_DEFAULT, CRYPT_DELETE_DEFAULT = 0x1, 0x2, 0x4
HKCU, HKLM = 0x80000001, 0x80000002
# Where Windows keeps the defaults: the user's (CryptSetProvider) and the machine's.
_USER_DEFAULTS = "Software\\Microsoft\\Cryptography\\Providers\\Type %03d"
_MACHINE_DEFAULTS = "SOFTWARE\\Microsoft\\Cryptography\\Defaults\\Provider Types\\Type %03d"
#: The provider types the installed providers have, with the names Windows gives them.
PROVIDER_TYPES = ((crypto.PROV_RSA_FULL, "RSA Full (Signature and Key Exchange)"),
                  (crypto.PROV_RSA_AES, "RSA Full and AES"))


def _registry_default(vm, root, path):
    key = vm.registry.find(vm.registry.roots[root], path)
    v = key.values.get("name") if key is not None else None
    return v[2] if v is not None and isinstance(v[2], str) else None


def default_provider(vm, ptype, which):
    """The name of the default provider of ``ptype`` for the user (falling back to the
    machine's, as CryptAcquireContext does) or for the machine; None if the type has no
    provider here."""
    if ptype not in _DEFAULT:
        return None
    if which == CRYPT_USER_DEFAULT:
        name = _registry_default(vm, HKCU, _USER_DEFAULTS % ptype)
        if name:
            return name
    return _registry_default(vm, HKLM, _MACHINE_DEFAULTS % ptype) or _DEFAULT[ptype]


@api(ADVAPI32, "CryptGetDefaultProvider{AW}", "DWORD ptype, LPVOID reserved, DWORD flags, LPVOID name, "
     "LPVOID size", widths=BOTH)
def CryptGetDefaultProvider(c, ptype, reserved, flags, name, size):
    """The user's or the machine's default provider of a type (``*size`` in bytes)."""
    if reserved or not size:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags & ~(CRYPT_MACHINE_DEFAULT | CRYPT_USER_DEFAULT):
        return _fail(c, NTE_BAD_FLAGS)
    if flags & CRYPT_USER_DEFAULT:
        # Only what CryptSetProvider set: the machine's default is not the user's.
        text = _registry_default(c.vm, HKCU, _USER_DEFAULTS % ptype) if ptype < 1000 else None
    else:
        text = default_provider(c.vm, ptype, CRYPT_MACHINE_DEFAULT)
    if text is None:
        return _fail(c, NTE_PROV_TYPE_NOT_DEF)
    raw = (text.encode("utf-16-le") + b"\0\0") if c.wide else (text.encode("cp1252") + b"\0")
    return _put_param(c, raw, name, size)


@api(ADVAPI32, "CryptSetProviderEx{AW}", "LPCTSTR name, DWORD ptype, LPVOID reserved, DWORD flags", widths=BOTH)
def CryptSetProviderEx(c, name, ptype, reserved, flags):
    """Set (or with CRYPT_DELETE_DEFAULT remove) the user's or the machine's default
    provider of a type, in the registry where Windows keeps it."""
    vm = c.vm
    if reserved or not name:
        return _fail(c, ERROR_INVALID_PARAMETER)   # a name also to delete a default
    which = flags & (CRYPT_MACHINE_DEFAULT | CRYPT_USER_DEFAULT)
    if flags & ~(CRYPT_MACHINE_DEFAULT | CRYPT_USER_DEFAULT | CRYPT_DELETE_DEFAULT) or \
            which not in (CRYPT_MACHINE_DEFAULT, CRYPT_USER_DEFAULT):
        return _fail(c, NTE_BAD_FLAGS)
    if ptype not in _DEFAULT:
        return _fail(c, NTE_PROV_TYPE_NOT_DEF)
    root, path = ((HKCU, _USER_DEFAULTS) if which == CRYPT_USER_DEFAULT
                  else (HKLM, _MACHINE_DEFAULTS))
    path %= ptype
    reg = vm.registry
    canonical = _CANONICAL.get(name.lower())
    if canonical is None:
        return _fail(c, NTE_BAD_PROVIDER)
    if flags & CRYPT_DELETE_DEFAULT:
        key = reg.find(reg.roots[root], path)
        if key is not None:
            reg.delete_key(key)
        return 1
    if crypto.PROVIDERS[canonical.lower()] != ptype:
        return _fail(c, NTE_PROV_TYPE_NO_MATCH)
    key, _created = reg.create(reg.roots[root], path)
    reg.set_value(key, "Name", REG_SZ, canonical)
    return 1


@api(ADVAPI32, "CryptSetProvider{AW}", "LPCTSTR name, DWORD ptype", widths=BOTH)
def CryptSetProvider(c, name, ptype):
    """CryptSetProviderEx for the user's default."""
    return CryptSetProviderEx(c, name, ptype, 0, CRYPT_USER_DEFAULT)


@api(ADVAPI32, "CryptEnumProviderTypes{AW}", "DWORD index, LPVOID reserved, DWORD flags, "
     "LPVOID type, LPVOID name, LPVOID size", widths=BOTH)
def CryptEnumProviderTypes(c, index, reserved, flags, type_ptr, name, size):
    """The ``index``-th provider type that has an installed provider, and its name."""
    if reserved or not size:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags:
        return _fail(c, NTE_BAD_FLAGS)
    if index >= len(PROVIDER_TYPES):
        return _fail(c, ERROR_NO_MORE_ITEMS)
    ptype, text = PROVIDER_TYPES[index]
    if type_ptr:
        c.vm.mem.w32(type_ptr, ptype)
    raw = (text.encode("utf-16-le") + b"\0\0") if c.wide else (text.encode("cp1252") + b"\0")
    return _put_param(c, raw, name, size)


@api(ADVAPI32, "CryptContextAddRef", "HANDLE prov, LPVOID reserved, DWORD flags", widths=BOTH)
def CryptContextAddRef(c, prov, reserved, flags):
    """One more reference to a provider context: CryptReleaseContext must be called once
    more before it goes."""
    p = _prov(c, prov)
    if p is None:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if reserved or flags:
        return _fail(c, ERROR_INVALID_PARAMETER if reserved else NTE_BAD_FLAGS)
    p.refs += 1
    return 1
