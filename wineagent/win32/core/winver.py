"""The Windows this desktop is: one fact, read by every API that reports a version.

Windows XP Professional, 5.1 build 2600, no service pack: the version the classic
programs we run were written for, and one every newer program still accepts.
GetVersion, GetVersionEx, RtlGetVersion (and anything added later, such as
VerifyVersionInfo) read it here, so they can never disagree.
"""

from .structures import OSVERSIONINFOEX

__all__ = ["MAJOR", "MINOR", "BUILD", "PLATFORM_ID", "PRODUCT_TYPE", "SUITE_MASK",
           "version_dword", "write_version_info"]

MAJOR, MINOR, BUILD = 5, 1, 2600
PLATFORM_ID = 2                 # VER_PLATFORM_WIN32_NT
PRODUCT_TYPE = 1                # VER_NT_WORKSTATION
SUITE_MASK = 0x100              # VER_SUITE_SINGLEUSERTS, as XP Professional reports it


def version_dword():
    """GetVersion's DWORD: the build in the high word, minor then major in the low one
    (the top bit clear: a Windows NT)."""
    return (BUILD << 16) | (MINOR << 8) | MAJOR


def write_version_info(mem, addr, wide):
    """Fill the OSVERSIONINFO(EX) at ``addr`` whose dwOSVersionInfoSize says which of
    the two it is; False (nothing written) when the size is neither."""
    ex = OSVERSIONINFOEX.variant(wide)
    size = mem.u32(addr)
    if size not in (ex.sizeof() - 8, ex.sizeof()):   # OSVERSIONINFO stops at szCSDVersion
        return False
    values = dict(dwMajorVersion=MAJOR, dwMinorVersion=MINOR, dwBuildNumber=BUILD,
                  dwPlatformId=PLATFORM_ID)                  # szCSDVersion: empty
    if size == ex.sizeof():
        values.update(wSuiteMask=SUITE_MASK, wProductType=PRODUCT_TYPE)
    data = ex.pack(dwOSVersionInfoSize=size, **values)
    mem.write(addr, data[:size])
    return True


# -- VerifyVersionInfo's test ----------------------------------------------------------------
# VER_* type bits, in the order of their 3-bit fields in a condition mask (bit 0: field 0).
VER_MINORVERSION, VER_MAJORVERSION, VER_BUILDNUMBER, VER_PLATFORMID = 0x1, 0x2, 0x4, 0x8
VER_SERVICEPACKMINOR, VER_SERVICEPACKMAJOR, VER_SUITENAME, VER_PRODUCT_TYPE = \
    0x10, 0x20, 0x40, 0x80
VER_EQUAL, VER_GREATER, VER_GREATER_EQUAL, VER_LESS, VER_LESS_EQUAL, VER_AND, VER_OR = \
    range(1, 8)
__all__ += ["set_condition", "verify_version", "VerifyResult"]


def set_condition(mask, type_mask, condition):
    """VerSetConditionMask: ``condition`` (its low three bits) ORed into the 3-bit field
    of the highest VER_* bit of ``type_mask``; ``mask`` unchanged when either is 0."""
    condition &= 7
    if not type_mask or not condition:
        return mask
    for field in range(7, -1, -1):
        if type_mask & (1 << field):
            return mask | (condition << (3 * field))
    return mask


def _compare(have, want, condition):
    return {VER_EQUAL: have == want, VER_GREATER: have > want,
            VER_GREATER_EQUAL: have >= want, VER_LESS: have < want,
            VER_LESS_EQUAL: have <= want}.get(condition, False)


class VerifyResult:
    """What verify_version found: OK, or the documented reasons it fails."""
    OK, BAD_ARGUMENTS, OLD_VERSION = range(3)


def verify_version(wanted, type_mask, mask):
    """VerifyVersionInfo's comparison of this Windows with ``wanted`` (a dict of
    OSVERSIONINFOEX field names). The major version, minor version and service pack
    numbers are one hierarchical number: the first of them the type mask names decides
    with its condition unless equal, then the next, and so on (so "5.1 or later" holds
    for 6.0). The build, the platform and the product type compare alone; the suite
    mask with VER_AND (every bit asked) or VER_OR (any)."""
    if not type_mask or not mask:
        return VerifyResult.BAD_ARGUMENTS
    mine = dict(dwMajorVersion=MAJOR, dwMinorVersion=MINOR, wServicePackMajor=0,
                wServicePackMinor=0, dwBuildNumber=BUILD, dwPlatformId=PLATFORM_ID,
                wProductType=PRODUCT_TYPE, wSuiteMask=SUITE_MASK)

    def cond(bit):
        return (mask >> (3 * (bit.bit_length() - 1))) & 7

    ranked = [(b, f) for b, f in ((VER_MAJORVERSION, "dwMajorVersion"),
                                  (VER_MINORVERSION, "dwMinorVersion"),
                                  (VER_SERVICEPACKMAJOR, "wServicePackMajor"),
                                  (VER_SERVICEPACKMINOR, "wServicePackMinor"))
              if type_mask & b]
    for i, (bit, name) in enumerate(ranked):
        if mine[name] != wanted[name] or i == len(ranked) - 1:
            if not _compare(mine[name], wanted[name], cond(bit)):
                return VerifyResult.OLD_VERSION
            break
    for bit, name in ((VER_BUILDNUMBER, "dwBuildNumber"), (VER_PLATFORMID, "dwPlatformId"),
                      (VER_PRODUCT_TYPE, "wProductType")):
        if type_mask & bit and not _compare(mine[name], wanted[name], cond(bit)):
            return VerifyResult.OLD_VERSION
    if type_mask & VER_SUITENAME:
        asked = wanted["wSuiteMask"]
        c = cond(VER_SUITENAME)
        held = (mine["wSuiteMask"] & asked) == asked if c == VER_AND else \
            bool(mine["wSuiteMask"] & asked) if c == VER_OR else False
        if not held:
            return VerifyResult.OLD_VERSION
    return VerifyResult.OK
