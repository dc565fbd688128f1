"""SHLWAPI's HashData and UrlHash: a Pearson hash of bytes into a buffer of any length.

Each output byte starts as its own index; then for each input byte, from the last to the
first, every output byte (from the last) becomes TABLE[input ^ output]. The 256-byte
permutation is Windows' own: it is not documented, and was read back one entry at a time
from HashData(&b, 1, &out, 1) (which answers TABLE[b]) under Wine, whose conformance test
checks its results against Windows (dlls/shlwapi/tests/url.c, test_HashData).
"""

from ....abi.api import BOTH, api
from ...core.winerror import E_INVALIDARG, S_OK
from ...core.dllnames import SHLWAPI

TABLE = bytes.fromhex(
    "010e6e1961ae84778aaa7d761be98c3357c5b16beaa938441e07ad49bc282441"
    "31d568be39d394df30730f0243bad21c0cb56746163a4b4eb7a7ee9d7c93ac90"
    "b0a18d563c4280539cf14f2ea8c629feb255fdedfa9a855823ce5f74fcc036dd"
    "66dafff0526a9ec93d0359092a9b9f5da6503222afc364631a961091042108bd"
    "79404d48d0f5827a8f3769861da4b9c2c1ef65f205ab7e0b4a3b89e46cbfe88b"
    "061851147f115b5cfb97e1cf1562717054e212d6c7bb0d205edce0d4f7ccc42b"
    "f9ec2df46fb69988815ad9ca13a5e747e68e60e33eb3f672a235a0d7cdb42f6d"
    "2c261f958700d8343f172545277592b8a3c8deebf8f3db0a98837be5cb4c78d1")


def hash_data(data, size):
    """The ``size``-byte Pearson hash of ``data``."""
    out = bytearray(i & 0xFF for i in range(size))
    for b in reversed(data):
        for i in range(size - 1, -1, -1):
            out[i] = TABLE[b ^ out[i]]
    return bytes(out)


@api(SHLWAPI, "HashData", "LPVOID data, DWORD size, LPVOID out, DWORD out_size", widths=BOTH)
def HashData(c, data, size, out, out_size):
    """Hash ``size`` bytes at ``data`` into ``out_size`` bytes at ``out``. NULL buffers
    are refused (E_INVALIDARG) whatever the sizes; zero sizes touch nothing."""
    if not data or not out:
        return E_INVALIDARG
    if out_size:
        c.vm.mem.write(out, hash_data(bytes(c.vm.mem.read(data, size)) if size else b"",
                                      out_size))
    return S_OK


@api(SHLWAPI, "UrlHash{AW}", "LPVOID url, LPVOID out, DWORD out_size", widths=BOTH)
def UrlHash(c, url, out, out_size):
    """HashData of the URL's ANSI bytes (the W form converts first, so both forms hash a
    URL alike); E_INVALIDARG for a NULL URL or buffer."""
    if not url or not out:
        return E_INVALIDARG
    text = c.read_str(url)
    if out_size:
        c.vm.mem.write(out, hash_data(text.encode("cp1252", "replace"), out_size))
    return S_OK
