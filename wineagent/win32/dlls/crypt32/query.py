"""crypt32.dll's CryptQueryObject: what kind of cryptographic object a file or a blob
holds.

Programs ask it whether a file carries an Authenticode signature before they trust it
(Notepad++ checks its plugins and its updater this way): CERT_QUERY_CONTENT_FLAG_PKCS7
_SIGNED_EMBED on a PE file reads the signature the image's security directory points
at. A PE file without one matches no content type: FALSE with CRYPT_E_NO_MATCH, as
Windows answers for any unsigned program. Decoding certificates, CRLs, CTLs, stores and
PKCS #7 messages (DER, base64 or serialized) is not done here: data that could be one of
those, asked for as one, stops the guest naming what it would need.
"""

import struct

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import CRYPT32
from ...core.winerror import E_INVALIDARG
from ...kernel.vfs import VfsError

__all__ = ["CryptQueryObject", "CRYPT_E_NO_MATCH", "pe_signature"]

CERT_QUERY_OBJECT_FILE, CERT_QUERY_OBJECT_BLOB = 1, 2
CERT_QUERY_CONTENT_FLAG_PKCS7_SIGNED_EMBED = 1 << 10
CERT_QUERY_FORMAT_BINARY = 1
CERT_QUERY_FORMAT_FLAG_BINARY = 1 << 1
CERT_QUERY_FORMAT_FLAG_BASE64_ENCODED = 1 << 2
CERT_QUERY_FORMAT_FLAG_ASN_ASCII_HEX_ENCODED = 1 << 3
#: the content types that are encoded objects of their own (not a PE file's signature)
_ENCODED_TYPES = 0x7FFF & ~CERT_QUERY_CONTENT_FLAG_PKCS7_SIGNED_EMBED
#: "the object is not of any of the types asked for"
CRYPT_E_NO_MATCH = 0x80092009
_IMAGE_DIRECTORY_ENTRY_SECURITY = 4


def pe_signature(data):
    """(offset, size) of the certificate table (WIN_CERTIFICATE entries) of the PE file
    ``data``; (0, 0) for a PE file without one; None when ``data`` is not a PE file."""
    if len(data) < 0x40 or data[:2] != b"MZ":
        return None
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    if pe + 24 > len(data) or data[pe:pe + 4] != b"PE\0\0":
        return None
    opt = pe + 24
    magic = struct.unpack_from("<H", data, opt)[0]
    dirs = opt + {0x10B: 96, 0x20B: 112}.get(magic, -1)
    if dirs < opt:
        return None
    count = struct.unpack_from("<I", data, dirs - 4)[0]
    entry = dirs + 8 * _IMAGE_DIRECTORY_ENTRY_SECURITY
    if count <= _IMAGE_DIRECTORY_ENTRY_SECURITY or entry + 8 > len(data):
        return (0, 0)
    # the security directory's "address" is a file offset, not an RVA
    return struct.unpack_from("<II", data, entry)


def _object_bytes(c, kind, obj):
    """The bytes of the object CryptQueryObject is asked about, or None when the file
    cannot be read."""
    vm = c.vm
    if kind == CERT_QUERY_OBJECT_BLOB:            # CRYPT_DATA_BLOB {DWORD cbData; BYTE *pbData}
        size = vm.mem.u32(obj)
        ptr = vm.mem.uptr(obj + vm.ptr_size)      # pbData sits at the pointer's alignment
        return vm.mem.read(ptr, size) if size else b""
    path = vm.mem.wstr(obj)                       # always a wide path
    try:
        _, host = vm.vfs.resolve(path)
        with open(host, "rb") as f:
            return f.read()
    except (VfsError, OSError):
        return None


def _could_be_encoded(data, formats):
    """Whether ``data`` may hold a DER, base64 or serialized cryptographic object."""
    if not data:
        return False
    if formats & CERT_QUERY_FORMAT_FLAG_BINARY and (
            data[0] == 0x30 or data[:8] == b"\0\0\0\0CERT"):  # a DER SEQUENCE; a serialized store
        return True
    if formats & (CERT_QUERY_FORMAT_FLAG_BASE64_ENCODED |
                  CERT_QUERY_FORMAT_FLAG_ASN_ASCII_HEX_ENCODED):
        text = data.lstrip()
        return text[:5] == b"-----" or (text[:1].isalnum() and data[:2] != b"MZ")
    return False


@api(CRYPT32, "CryptQueryObject",
     "DWORD kind, LPVOID obj, DWORD contents, DWORD formats, DWORD flags, LPVOID encoding,"
     " LPVOID content_type, LPVOID format_type, LPVOID store, LPVOID msg, LPVOID context",
     widths=BOTH)
def CryptQueryObject(c, kind, obj, contents, formats, flags, encoding, content_type,
                     format_type, store, msg, context):
    """What a file (a wide path) or a CRYPT_DATA_BLOB holds, among the content types and
    formats asked for: an unsigned PE file matches none (CRYPT_E_NO_MATCH)."""
    vm = c.vm
    if kind not in (CERT_QUERY_OBJECT_FILE, CERT_QUERY_OBJECT_BLOB) or not obj:
        vm.last_error = E_INVALIDARG
        return 0
    # As Wine's implementation (the oracle here) answers: the handles are cleared and the
    # format taken as binary before the object is read, whatever the outcome.
    for out in (store, msg):
        if out:
            vm.mem.wptr(out, 0)
    if format_type:
        vm.mem.w32(format_type, CERT_QUERY_FORMAT_BINARY)
    data = _object_bytes(c, kind, obj)
    if data is None:
        vm.last_error = CRYPT_E_NO_MATCH     # a file that cannot be read matches nothing
        return 0
    signature = pe_signature(data)
    if signature is not None:
        # A PE file is none of the encoded objects; only its embedded signature can match.
        if contents & CERT_QUERY_CONTENT_FLAG_PKCS7_SIGNED_EMBED and \
                formats & CERT_QUERY_FORMAT_FLAG_BINARY and signature[1]:
            raise Unimplemented("CryptQueryObject of a signed PE file (its Authenticode "
                                "PKCS #7 message)")
    elif contents & _ENCODED_TYPES and _could_be_encoded(data, formats):
        raise Unimplemented("CryptQueryObject decoding content types 0x%x (formats 0x%x)"
                            % (contents & _ENCODED_TYPES, formats))
    vm.last_error = CRYPT_E_NO_MATCH
    return 0
