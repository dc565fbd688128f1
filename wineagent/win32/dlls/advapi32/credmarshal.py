"""ADVAPI32: marshalled credentials — CredMarshalCredential, CredUnmarshalCredential and
CredIsMarshaledCredential.

A marshalled credential is a string a program can pass where a user name goes:
"@@", one character for its type (CertCredential 1, UsernameTargetCredential 2, as the
alphabet's index) and its data in a 64-character alphabet ("A"-"Z", "a"-"z", "0"-"9",
"#", "-"), six bits per character taken from the bytes' low bits first. A certificate is
its 20-byte SHA-1 hash; a user name is its byte length (a DWORD, six characters) then its
UTF-16 characters. Unmarshalling answers one CredFree block holding a CERT_CREDENTIAL_INFO
or a USERNAME_TARGET_CREDENTIAL_INFO with the name after it. BinaryBlobCredential
(Windows 7's, undocumented in its layout) stops the guest naming it.
"""

from ....abi.api import BOTH, Unimplemented, api
from ....abi.structs import struct
from ...core.winerror import ERROR_INVALID_PARAMETER, ERROR_NOT_ENOUGH_MEMORY
from ...core.dllnames import ADVAPI32

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#-"
CERT_CREDENTIAL, USERNAME_TARGET_CREDENTIAL, BINARY_BLOB_CREDENTIAL = 1, 2, 3
CERT_HASH_LENGTH = 20
CERT_CREDENTIAL_INFO = struct("CERT_CREDENTIAL_INFO", "ULONG cbSize; BYTE rgbHashOfCert[20]")


def encode(data):
    """``data`` in the alphabet, six bits a character, low bits first."""
    bits = int.from_bytes(data, "little")
    return "".join(ALPHABET[(bits >> (6 * i)) & 63] for i in range((len(data) * 8 + 5) // 6))


def decode(text, size):
    """``size`` bytes from ``text`` (exactly the characters they need), or None."""
    if len(text) != (size * 8 + 5) // 6 or any(ch not in ALPHABET for ch in text):
        return None
    bits = 0
    for i, ch in enumerate(text):
        bits |= ALPHABET.index(ch) << (6 * i)
    return (bits & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def marshal(type_, data):
    """The marshalled string of a certificate hash or a user name's UTF-16 bytes."""
    if type_ == USERNAME_TARGET_CREDENTIAL:
        return "@@" + ALPHABET[type_] + encode(len(data).to_bytes(4, "little")) + encode(data)
    return "@@" + ALPHABET[type_] + encode(data)


def unmarshal(text):
    """(type, bytes or None) of a marshalled credential string — the type as far as its
    character reads (0 when there is none), the bytes None when the rest is not that
    type's data."""
    if not text.startswith("@@") or len(text) < 3 or text[2] not in ALPHABET:
        return 0, None
    type_, body = ALPHABET.index(text[2]), text[3:]
    if type_ == CERT_CREDENTIAL:
        return type_, decode(body, CERT_HASH_LENGTH)
    if type_ in (USERNAME_TARGET_CREDENTIAL, BINARY_BLOB_CREDENTIAL):
        head = decode(body[:6], 4)
        if head is None:
            return type_, None
        size = int.from_bytes(head, "little")
        if type_ == BINARY_BLOB_CREDENTIAL:
            raise Unimplemented("ADVAPI32.dll!CredUnmarshalCredential (BinaryBlobCredential)")
        if not size or size % 2 or size > 0xFFFF:
            return type_, None
        return type_, decode(body[6:], size)
    return type_, None


def _fail(c, code):
    c.vm.last_error = code
    return 0


@api(ADVAPI32, "CredMarshalCredential{AW}", "DWORD type, LPVOID cred, LPVOID out", widths=BOTH)
def CredMarshalCredential(c, type_, cred, out):
    """Marshal a CERT_CREDENTIAL_INFO (cbSize at least its size) or a
    USERNAME_TARGET_CREDENTIAL_INFO (a non-empty name) into a string the caller frees
    with CredFree, in ``*out``."""
    vm = c.vm
    if not cred or not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if type_ == CERT_CREDENTIAL:
        info = CERT_CREDENTIAL_INFO.at(vm.mem, cred, c.ptr_size)
        if info.cbSize < CERT_CREDENTIAL_INFO.sizeof(c.ptr_size):
            return _fail(c, ERROR_INVALID_PARAMETER)
        data = bytes(vm.mem.read(cred + CERT_CREDENTIAL_INFO.offsetof("rgbHashOfCert",
                                                                        c.ptr_size),
                                 CERT_HASH_LENGTH))
    elif type_ == USERNAME_TARGET_CREDENTIAL:
        name_ptr = vm.mem.uptr(cred)          # USERNAME_TARGET_CREDENTIAL_INFO.UserName
        name = vm.mem.wstr(name_ptr) if name_ptr else ""
        if not name:
            return _fail(c, ERROR_INVALID_PARAMETER)
        data = name.encode("utf-16-le")
    elif type_ == BINARY_BLOB_CREDENTIAL:
        raise Unimplemented("%s (BinaryBlobCredential)" % c.spec.full_name)
    else:
        return _fail(c, ERROR_INVALID_PARAMETER)
    text = marshal(type_, data)
    block = vm.heap.alloc((len(text) + 1) * c.char_size)
    if not block:
        return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
    c.write_str(block, text)
    vm.mem.wptr(out, block)
    return 1


@api(ADVAPI32, "CredUnmarshalCredential{AW}", "LPVOID text, LPVOID type, LPVOID out", widths=BOTH)
def CredUnmarshalCredential(c, text, type_ptr, out):
    """The credential a marshalled string holds: its type in ``*type`` and a CredFree
    block in ``*out``; ERROR_INVALID_PARAMETER for anything else."""
    vm = c.vm
    if not text or not type_ptr or not out:
        return _fail(c, ERROR_INVALID_PARAMETER)
    type_, data = unmarshal(c.read_str(text))
    vm.mem.w32(type_ptr, type_)     # the type as far as it reads, even on failure
    if data is None:
        return _fail(c, ERROR_INVALID_PARAMETER)
    if type_ == CERT_CREDENTIAL:
        size = CERT_CREDENTIAL_INFO.sizeof(c.ptr_size)
        block = vm.heap.alloc(size, zero=True)
        if not block:
            return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
        CERT_CREDENTIAL_INFO.at(vm.mem, block, c.ptr_size).cbSize = size
        vm.mem.write(block + CERT_CREDENTIAL_INFO.offsetof("rgbHashOfCert", c.ptr_size), data)
    else:
        # USERNAME_TARGET_CREDENTIAL_INFO: the name's pointer, then the name
        block = vm.heap.alloc(c.ptr_size + len(data) + 2, zero=True)
        if not block:
            return _fail(c, ERROR_NOT_ENOUGH_MEMORY)
        vm.mem.write(block + c.ptr_size, data + b"\0\0")
        vm.mem.wptr(block, block + c.ptr_size)
    vm.mem.wptr(out, block)
    return 1


@api(ADVAPI32, "CredIsMarshaledCredential{AW}", "LPVOID text", widths=BOTH)
def CredIsMarshaledCredential(c, text):
    """TRUE when the string is a credential CredUnmarshalCredential reads."""
    if not text:
        return _fail(c, ERROR_INVALID_PARAMETER)
    try:
        return int(unmarshal(c.read_str(text))[1] is not None)
    except Unimplemented:
        return 1                # a binary blob credential is one, though we do not read it
