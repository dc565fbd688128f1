"""Reading packed message parameters: signed halves and words, as the Windows macros do."""

__all__ = ["s16", "s32", "xy_from_lparam", "make_lparam"]


def s16(v):
    """The low 16 bits of ``v`` as a signed SHORT (GET_X_LPARAM and friends)."""
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def s32(v):
    """``v`` as a signed 32-bit value (LONG, INT)."""
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


def xy_from_lparam(lparam):
    """(x, y) packed in a mouse message's LPARAM, signed (coordinates can be negative)."""
    return s16(lparam), s16(lparam >> 16)


def make_lparam(lo, hi):
    """MAKELPARAM: two 16-bit halves in one 32-bit value."""
    return ((hi & 0xFFFF) << 16) | (lo & 0xFFFF)
