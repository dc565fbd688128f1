"""The 'SZDD' LZ77 format of COMPRESS.EXE (Windows 3.x setup disks), which KERNEL32's LZ
functions (``dlls/kernel32/lz.py``) expand.

A compressed file starts with a 14-byte header: the magic ``SZDD\\x88\\xf0\\x27\\x33``, the
algorithm ('A', the only one defined), the last character of the original name (which the
compressed name replaced with '_') and the expanded length (a DWORD). The data are blocks
of one control byte and eight items: a set bit (least significant first) is a literal byte,
a clear one a two-byte reference ``AB CD`` to ``D + 3`` bytes at offset ``CAB`` of a
4096-byte window. The window starts filled with spaces and writing starts 16 bytes before
its end, so a reference may copy spaces that were never in the file.
"""

__all__ = ["HEADER_LEN", "parse_header", "expand"]

MAGIC = b"SZDD\x88\xf0\x27\x33"
HEADER_LEN = 14
WINDOW = 0x1000


def parse_header(head):
    """(lastchar, length) for a compressed header; None when ``head`` is not one (shorter
    than a header, or another magic); "alg" when the algorithm is not 'A'."""
    if len(head) < HEADER_LEN or head[:8] != MAGIC:
        return None
    if head[8:9] != b"A":
        return "alg"
    return head[9], int.from_bytes(head[10:14], "little")


def expand(data):
    """The bytes compressed ``data`` (what follows the header) expands to. A stream cut
    short ends with what was expanded before the cut, as the decompressor stops when it
    runs out of input."""
    window = bytearray(b" " * WINDOW)
    pos = WINDOW - 16
    out = bytearray()
    i, n = 0, len(data)
    while i < n:
        control = data[i]
        i += 1
        for bit in range(8):
            if control & (1 << bit):
                if i >= n:
                    return bytes(out)
                b = data[i]
                i += 1
                out.append(b)
                window[pos] = b
                pos = (pos + 1) & 0xFFF
            else:
                if i + 1 >= n:
                    return bytes(out)
                b1, b2 = data[i], data[i + 1]
                i += 2
                src = b1 | ((b2 & 0xF0) << 4)
                for _ in range((b2 & 0x0F) + 3):
                    b = window[src]
                    src = (src + 1) & 0xFFF
                    out.append(b)
                    window[pos] = b
                    pos = (pos + 1) & 0xFFF
    return bytes(out)
