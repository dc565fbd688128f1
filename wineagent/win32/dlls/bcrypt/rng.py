"""bcrypt.dll's random number generator: BCryptGenRandom, the random source of Rust's
standard library before 1.78 and of the getrandom crate (taplo, maturin, sccache,
git-cliff, node.exe 18 import it), with the algorithm providers it can draw through
(BCryptOpenAlgorithmProvider / BCryptCloseAlgorithmProvider).

The bytes come from CryptGenRandom's deterministic generator (``kernel/crypto.py``), as
RtlGenRandom's and ProcessPrng's do: a frozen or replayed run draws the same bytes.

An algorithm handle is, as on Windows, a pointer to a small block the provider owns;
the open algorithms are kept in ``vm.kernel.bcrypt_algorithms`` (address -> algorithm
identifier). Only the random number generators are provided here: opening a hash,
cipher, key-exchange or signature algorithm stops the guest naming it, and an
identifier no Windows provider knows answers STATUS_NOT_FOUND, as documented (Wine 8
answers STATUS_NOT_IMPLEMENTED).
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import BCRYPT
from ...core.winerror import (STATUS_INVALID_HANDLE, STATUS_INVALID_PARAMETER,
                              STATUS_NOT_FOUND, STATUS_SUCCESS)
from ...kernel import crypto

#: dwFlags of BCryptGenRandom
BCRYPT_RNG_USE_ENTROPY_IN_BUFFER = 0x1       # ignored since Windows 8, as documented
BCRYPT_USE_SYSTEM_PREFERRED_RNG = 0x2
#: Windows 10's pseudo-handle of the RNG algorithm (usable without opening it)
BCRYPT_RNG_ALG_HANDLE = 0x81
#: dwFlags of BCryptOpenAlgorithmProvider
BCRYPT_PROV_DISPATCH, BCRYPT_ALG_HANDLE_HMAC_FLAG, BCRYPT_HASH_REUSABLE_FLAG = 0x1, 0x8, 0x20

#: The generators a provider opens (CNG's algorithm identifiers).
RNG_ALGORITHMS = ("RNG", "FIPS186DSARNG", "DUALECRNG")
#: The other identifiers CNG's Microsoft Primitive Provider knows.
OTHER_ALGORITHMS = frozenset("""
    RSA RSA_SIGN DH DSA RC2 RC4 AES DES DESX 3DES 3DES_112 MD2 MD4 MD5 SHA1 SHA256 SHA384
    SHA512 AES-GMAC AES-CMAC ECDSA_P256 ECDSA_P384 ECDSA_P521 ECDH_P256 ECDH_P384 ECDH_P521
    ECDSA ECDH SP800_108_CTR_HMAC SP800_56A_CONCAT PBKDF2 CAPI_KDF TLS1_1_KDF TLS1_2_KDF
    XTS-AES HKDF CHACHA20_POLY1305 SHA3-256 SHA3-384 SHA3-512
""".split())
#: The provider that implements them (NULL asks for the default one: this one).
PRIMITIVE_PROVIDER = "Microsoft Primitive Provider"


@api(BCRYPT, "BCryptOpenAlgorithmProvider",
     "LPVOID out, LPCWSTR algorithm, LPCWSTR implementation, DWORD flags", widths=BOTH)
def BCryptOpenAlgorithmProvider(c, out, algorithm, implementation, flags):
    if not out or algorithm is None:
        return STATUS_INVALID_PARAMETER
    if flags & ~(BCRYPT_PROV_DISPATCH | BCRYPT_ALG_HANDLE_HMAC_FLAG | BCRYPT_HASH_REUSABLE_FLAG):
        return STATUS_INVALID_PARAMETER
    if implementation is not None and implementation != PRIMITIVE_PROVIDER:
        return STATUS_NOT_FOUND
    if algorithm in OTHER_ALGORITHMS:
        raise Unimplemented("bcrypt.dll!BCryptOpenAlgorithmProvider: algorithm %s "
                            "(only the random number generators are provided)" % algorithm)
    if algorithm not in RNG_ALGORITHMS:
        return STATUS_NOT_FOUND
    vm = c.vm
    handle = vm.heap.alloc(2 * vm.ptr_size, zero=True)
    vm.kernel.bcrypt_algorithms[handle] = algorithm
    vm.mem.wptr(out, handle)
    return STATUS_SUCCESS


@api(BCRYPT, "BCryptCloseAlgorithmProvider", "LPVOID handle, DWORD flags", widths=BOTH)
def BCryptCloseAlgorithmProvider(c, handle, flags):
    vm = c.vm
    if handle not in vm.kernel.bcrypt_algorithms:
        return STATUS_INVALID_HANDLE
    if flags:
        return STATUS_INVALID_PARAMETER       # documented: must be zero
    del vm.kernel.bcrypt_algorithms[handle]
    vm.heap.free(handle)
    return STATUS_SUCCESS


@api(BCRYPT, "BCryptGenRandom", "LPVOID handle, LPVOID buf, DWORD length, DWORD flags",
     widths=BOTH)
def BCryptGenRandom(c, handle, buf, length, flags):
    vm = c.vm
    if flags & ~(BCRYPT_RNG_USE_ENTROPY_IN_BUFFER | BCRYPT_USE_SYSTEM_PREFERRED_RNG):
        return STATUS_INVALID_PARAMETER
    if flags & BCRYPT_USE_SYSTEM_PREFERRED_RNG:
        if handle:
            return STATUS_INVALID_PARAMETER   # documented: the handle must be NULL then
    elif handle != BCRYPT_RNG_ALG_HANDLE and handle not in vm.kernel.bcrypt_algorithms:
        return STATUS_INVALID_HANDLE
    if not length:
        return STATUS_SUCCESS
    if not buf:
        return STATUS_INVALID_PARAMETER
    vm.mem.write(buf, crypto.gen_random(vm, length, b""))
    return STATUS_SUCCESS
