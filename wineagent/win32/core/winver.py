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
