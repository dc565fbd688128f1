"""ADVAPI32: the CryptoAPI's provider contexts, hashes and random numbers
(kernel/crypto.py), and IsTextUnicode (kernel/nls.py).

Crypt functions return TRUE or FALSE and set the last error to an NTE_* code; an
HCRYPTPROV or HCRYPTHASH is a handle in ``vm.handles``.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.winerror import ERROR_INVALID_PARAMETER, ERROR_MORE_DATA, NTE_BAD_FLAGS, NTE_BAD_HASH, NTE_BAD_UID
from ...kernel import crypto
from ...kernel.nls import is_text_unicode
from .main import USER_NAME
from ...core.dllnames import ADVAPI32



def _fail(c, code):
    c.vm.last_error = code
    return 0


def _prov(c, h):
    obj = c.vm.handles.get(h, crypto.Provider)
    return obj if obj is not None and not obj.released else None


def _hash(c, h):
    return c.vm.handles.get(h, crypto.Hash)


@api(ADVAPI32, "CryptAcquireContext{AW}", "LPVOID out, LPCTSTR container, LPCTSTR provider, "
     "DWORD ptype, DWORD flags", widths=BOTH)
def CryptAcquireContext(c, out, container, provider, ptype, flags):
    """Acquire a provider context: the default or named provider of ``ptype``, with the
    user's default key container, a named one, or none (CRYPT_VERIFYCONTEXT)."""
    if not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    try:
        prov = crypto.acquire(c.vm, container, provider, ptype, flags, USER_NAME)
    except crypto.CryptError as e:
        return _fail(c, e.code)
    if prov is None:
        raise Unimplemented("ADVAPI32.dll!CryptAcquireContext: provider type %d" % ptype)
    if flags & crypto.CRYPT_DELETEKEYSET:
        c.vm.mem.wptr(out, 0)        # documented: the handle is not valid after a delete
        return 1
    c.vm.mem.wptr(out, c.vm.new_handle(prov))    # an HCRYPTPROV: a ULONG_PTR cell
    return 1


@api(ADVAPI32, "CryptReleaseContext", "HANDLE prov, DWORD flags", widths=BOTH)
def CryptReleaseContext(c, prov, flags):
    """Release a provider context (its last reference, CryptContextAddRef); a release
    after that fails (ERROR_INVALID_PARAMETER)."""
    p = _prov(c, prov)
    if p is None:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if flags:
        return _fail(c, NTE_BAD_FLAGS)
    p.refs -= 1                      # CryptContextAddRef: the context stays until the last
    if p.refs:
        return 1
    p.released = True
    c.vm.handles.pop(prov, None)
    return 1


@api(ADVAPI32, "CryptGenRandom", "HANDLE prov, DWORD length, LPVOID buf", widths=BOTH)
def CryptGenRandom(c, prov, length, buf):
    """Fill ``buf`` with ``length`` bytes from the deterministic generator of
    kernel/crypto.py (the buffer's incoming bytes are mixed into the seed)."""
    if _prov(c, prov) is None:
        return _fail(c, NTE_BAD_UID)
    seed = c.vm.mem.read(buf, length) if length else b""
    c.vm.mem.write(buf, crypto.gen_random(c.vm, length, bytes(seed)))
    return 1


@api(ADVAPI32, "CryptCreateHash",
     "HANDLE prov, DWORD algid, HANDLE key, DWORD flags, LPVOID out", widths=BOTH)
def CryptCreateHash(c, prov, algid, key, flags, out):
    """Create a hash object of ``algid`` (CALG_MD5, CALG_SHA1, and SHA-2 with PROV_RSA_AES)."""
    p = _prov(c, prov)
    if p is None:
        return _fail(c, NTE_BAD_UID)
    if key:
        raise Unimplemented("ADVAPI32.dll!CryptCreateHash: keyed hash (HMAC/MAC), alg %#x" % algid)
    if flags:
        return _fail(c, NTE_BAD_FLAGS)
    try:
        h = crypto.create_hash(p, algid)
    except crypto.CryptError as e:
        return _fail(c, e.code)
    if h is None:
        raise Unimplemented("ADVAPI32.dll!CryptCreateHash: %s" % crypto.UNSUPPORTED_HASHES[algid])
    c.vm.mem.wptr(out, c.vm.new_handle(h))       # an HCRYPTHASH: a ULONG_PTR cell
    return 1


@api(ADVAPI32, "CryptHashData", "HANDLE hash, LPVOID data, DWORD length, DWORD flags", widths=BOTH)
def CryptHashData(c, hash_, data, length, flags):
    """Add ``length`` bytes to a hash; fails with NTE_BAD_HASH_STATE once its value was read."""
    h = _hash(c, hash_)
    if h is None:
        return _fail(c, NTE_BAD_HASH)
    if flags:
        return _fail(c, NTE_BAD_FLAGS)
    try:
        h.update(bytes(c.vm.mem.read(data, length)) if length else b"")
    except crypto.CryptError as e:
        return _fail(c, e.code)
    return 1


@api(ADVAPI32, "CryptGetHashParam",
     "HANDLE hash, DWORD param, LPVOID data, LPVOID length, DWORD flags", widths=BOTH)
def CryptGetHashParam(c, hash_, param, data, length, flags):
    """HP_ALGID, HP_HASHSIZE or HP_HASHVAL. A NULL buffer asks the size; a short one
    fails with ERROR_MORE_DATA and the size needed in ``*length``."""
    h = _hash(c, hash_)
    if h is None:
        return _fail(c, NTE_BAD_HASH)
    if flags:
        return _fail(c, NTE_BAD_FLAGS)
    try:
        value = h.param(param)
    except crypto.CryptError as e:
        return _fail(c, e.code)
    mem = c.vm.mem
    room = mem.u32(length)
    mem.w32(length, len(value))
    if not data:
        return 1
    if room < len(value):
        return _fail(c, ERROR_MORE_DATA)
    mem.write(data, value)
    return 1


@api(ADVAPI32, "CryptDuplicateHash", "HANDLE hash, LPVOID reserved, DWORD flags, LPVOID out",
     widths=BOTH)
def CryptDuplicateHash(c, hash_, reserved, flags, out):
    """A copy of a hash object in its current state."""
    h = _hash(c, hash_)
    if h is None:
        return _fail(c, NTE_BAD_HASH)
    if reserved or flags:
        return _fail(c, ERROR_INVALID_PARAMETER)
    c.vm.mem.wptr(out, c.vm.new_handle(h.copy()))
    return 1


@api(ADVAPI32, "CryptDestroyHash", "HANDLE hash", widths=BOTH)
def CryptDestroyHash(c, hash_):
    """Destroy a hash object."""
    if _hash(c, hash_) is None:
        return _fail(c, NTE_BAD_HASH)
    c.vm.handles.pop(hash_)
    return 1


@api(ADVAPI32, "IsTextUnicode", "LPVOID buf, INT length, LPVOID tests", widths=BOTH)
def IsTextUnicode(c, buf, length, tests):
    """Guess whether a buffer is UTF-16 text; ``*tests`` selects the tests on entry and
    receives those that passed (kernel/nls.is_text_unicode)."""
    mem = c.vm.mem
    which = mem.u32(tests) if tests else 0xFFFFFFFF
    data = bytes(mem.read(buf, length)) if length > 0 else b""
    verdict, passed = is_text_unicode(data, which)
    if tests:
        mem.w32(tests, passed)
    return 1 if verdict else 0
