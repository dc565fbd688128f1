"""The Windows this desktop is: one fact, read by every API that reports a version.

Windows 10 Pro, version 22H2: 10.0 build 19045, no service pack (what Windows 10 has
reported since 2022; Wine 8 set to "Windows 10" reports the earlier 18362). Its folder
layout is Vista's and later (C:\\Users, AppData, ProgramData: kernel/shellfolders.py), and
the programs people install today (Inno Setup 6's installers, Node.js) refuse anything
older than Windows 7 SP1 or 10.

Windows 8.1 and later **lie** to a program about the version unless its manifest says it
knows the newer Windows (Microsoft, "Operating system version changes in Windows 8.1" /
"Targeting your application for Windows"): GetVersion, GetVersionEx and VerifyVersionInfo
answer from the process default activation context's ``<supportedOS Id=...>`` list
(kernel/actctx.py reads it) — 6.2.9200, Windows 8, without the Windows 8.1 or 10 GUID;
6.3.9600 with the Windows 8.1 one only; the true 10.0.19045 with the Windows 10 one.
msvcrt's _winver, _winmajor, _winminor and _osver, which msvcrt sets from GetVersionEx,
follow them. What ntdll reports is never shaded: RtlGetVersion, RtlGetNtVersionNumbers,
RtlVerifyVersionInfo, KUSER_SHARED_DATA's NtMajorVersion/NtMinorVersion and the PEB's
OSMajorVersion/OSMinorVersion/OSBuildNumber carry 10.0.19045 (Wine 8 behaves the same).
The functions below take the version to report, ``TRUE`` or ``program_version(...)``'s.
"""

from ...abi.structs import struct
from .structures import OSVERSIONINFOEX
from .winerror import E_INVALIDARG, S_OK

__all__ = ["MAJOR", "MINOR", "BUILD", "TRUE", "PLATFORM_ID", "PRODUCT_TYPE", "SUITE_MASK",
           "WIN81_GUID", "WIN10_GUID", "program_version", "version_dword", "write_version_info", "write_dll_version", "set_condition", "verify_version"]

MAJOR, MINOR, BUILD = 10, 0, 19045
TRUE = (MAJOR, MINOR, BUILD)
PLATFORM_ID = 2                 # VER_PLATFORM_WIN32_NT
PRODUCT_TYPE = 1                # VER_NT_WORKSTATION
SUITE_MASK = 0x100              # VER_SUITE_SINGLEUSERTS, as Windows 10 Pro reports it
#: The supportedOS Ids a manifest declares to say it knows Windows 8.1, Windows 10 (and 11).
WIN81_GUID = "{1f676c76-80e1-4239-95bb-83d0f6d0da78}"
WIN10_GUID = "{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}"
#: What GetVersionEx tells a program that does not declare Windows 8.1: Windows 8.
WIN8, WIN81 = (6, 2, 9200), (6, 3, 9600)


def program_version(supported_os):
    """The (major, minor, build) GetVersion(Ex) and VerifyVersionInfo report to a program
    whose process default context declares the supportedOS Ids ``supported_os`` (lower
    case, braces included): the manifest-based lie of Windows 8.1 and later."""
    if WIN10_GUID in supported_os:
        return TRUE
    if WIN81_GUID in supported_os:
        return WIN81
    return WIN8


def version_dword(version=TRUE):
    """GetVersion's DWORD: the build in the high word, minor then major in the low one
    (the top bit clear: a Windows NT)."""
    major, minor, build = version
    return (build << 16) | (minor << 8) | major


def write_version_info(mem, addr, wide, version=TRUE):
    """Fill the OSVERSIONINFO(EX) at ``addr`` whose dwOSVersionInfoSize says which of
    the two it is, reporting ``version``; False (nothing written) when the size is
    neither."""
    major, minor, build = version
    ex = OSVERSIONINFOEX.variant(wide)
    size = mem.u32(addr)
    if size not in (ex.sizeof() - 8, ex.sizeof()):   # OSVERSIONINFO stops at szCSDVersion
        return False
    values = dict(dwMajorVersion=major, dwMinorVersion=minor, dwBuildNumber=build,
                  dwPlatformId=PLATFORM_ID)                  # szCSDVersion: empty
    if size == ex.sizeof():
        values.update(wSuiteMask=SUITE_MASK, wProductType=PRODUCT_TYPE)
    data = ex.pack(dwOSVersionInfoSize=size, **values)
    mem.write(addr, data[:size])
    return True


#: shlwapi.h's DLLVERSIONINFO2, flattened: it begins with a DLLVERSIONINFO (cbSize ..
#: dwPlatformID, named info1 there). Declared here, its one user, as shlwapi.h is not
#: among the headers test_structs compiles against.
DLLVERSIONINFO2 = struct("DLLVERSIONINFO2",
                         "DWORD cbSize; DWORD dwMajorVersion; DWORD dwMinorVersion;"
                         " DWORD dwBuildNumber; DWORD dwPlatformID; DWORD dwFlags;"
                         " ULONGLONG ullVersion")
#: DllGetVersion's DLLVER_PLATFORM_NT: the DLL was built for Windows NT.
DLLVER_PLATFORM_NT = 2
#: DLLVERSIONINFO is DLLVERSIONINFO2 without dwFlags and ullVersion.
_DLLVERSIONINFO_SIZE = 20


def write_dll_version(mem, addr, major, minor):
    """DllGetVersion of a system DLL of version ``major.minor``: fill the DLLVERSIONINFO
    or DLLVERSIONINFO2 at ``addr`` (its cbSize says which; the rest of memory is left as
    it is) and return S_OK, or E_INVALIDARG (nothing written) for any other size. The
    build is this Windows' build (Windows 10's system DLLs carry it), the QFE number 0."""
    size = mem.u32(addr)
    if size not in (_DLLVERSIONINFO_SIZE, DLLVERSIONINFO2.sizeof()):
        return E_INVALIDARG
    data = DLLVERSIONINFO2.pack(
        cbSize=size, dwMajorVersion=major, dwMinorVersion=minor, dwBuildNumber=BUILD,
        dwPlatformID=DLLVER_PLATFORM_NT, dwFlags=0,
        ullVersion=(major << 48) | (minor << 32) | (BUILD << 16))
    mem.write(addr, data[:size])
    return S_OK

# -- VerSetConditionMask / VerifyVersionInfo ----------------------------------------------
#: VER_* type bits in the order of their 3-bit fields in a condition mask (VER_MINORVERSION
#: holds bits 0-2, VER_MAJORVERSION 3-5, ... VER_PRODUCT_TYPE 21-23).
_TYPES = (0x1, 0x2, 0x4, 0x8, 0x10, 0x20, 0x40, 0x80)
VER_MINORVERSION, VER_MAJORVERSION, VER_BUILDNUMBER, VER_PLATFORMID = 0x1, 0x2, 0x4, 0x8
VER_SERVICEPACKMINOR, VER_SERVICEPACKMAJOR, VER_SUITENAME, VER_PRODUCT_TYPE = \
    0x10, 0x20, 0x40, 0x80
VER_EQUAL, VER_GREATER, VER_GREATER_EQUAL, VER_LESS, VER_LESS_EQUAL, VER_AND, VER_OR = \
    1, 2, 3, 4, 5, 6, 7


def set_condition(mask, type_bit, condition):
    """VerSetConditionMask: ``mask`` with ``condition`` stored in the field of the one
    type ``type_bit`` names (the most significant if several are set); a zero type or
    condition leaves it as it is."""
    condition &= 7
    if not type_bit or not condition:
        return mask
    for i in range(len(_TYPES) - 1, -1, -1):
        if type_bit & _TYPES[i]:
            return mask | (condition << (3 * i))
    return mask


def _condition(mask, type_bit):
    return (mask >> (3 * _TYPES.index(type_bit))) & 7


def _holds(cond, mine, theirs):
    return {VER_EQUAL: mine == theirs, VER_GREATER: mine > theirs,
            VER_GREATER_EQUAL: mine >= theirs, VER_LESS: mine < theirs,
            VER_LESS_EQUAL: mine <= theirs}.get(cond)


def verify_version(info, type_mask, mask, version=TRUE):
    """VerifyVersionInfo's comparison of this Windows with the OSVERSIONINFOEX ``info``
    (a dict of its fields): True, False, or None for a condition that cannot be used
    (ERROR_BAD_ARGUMENTS). Major, minor and service pack versions compare as one
    number, most significant first, with the condition of the most significant one
    asked for (what IsWindows8OrGreater and its kin rely on); the build, the platform,
    the product type and the suite each on their own. ``version``: the (major, minor,
    build) compared with (VerifyVersionInfo's is the program's, program_version)."""
    major, minor, build = version
    mine = {VER_MAJORVERSION: major, VER_MINORVERSION: minor, VER_SERVICEPACKMAJOR: 0,
            VER_SERVICEPACKMINOR: 0, VER_BUILDNUMBER: build, VER_PLATFORMID: PLATFORM_ID,
            VER_PRODUCT_TYPE: PRODUCT_TYPE}
    theirs = {VER_MAJORVERSION: info["dwMajorVersion"], VER_MINORVERSION: info["dwMinorVersion"],
              VER_SERVICEPACKMAJOR: info["wServicePackMajor"],
              VER_SERVICEPACKMINOR: info["wServicePackMinor"],
              VER_BUILDNUMBER: info["dwBuildNumber"], VER_PLATFORMID: info["dwPlatformId"],
              VER_PRODUCT_TYPE: info["wProductType"]}
    parts = [t for t in (VER_MAJORVERSION, VER_MINORVERSION, VER_SERVICEPACKMAJOR,
                         VER_SERVICEPACKMINOR) if type_mask & t]
    if parts:
        cond = _condition(mask, parts[0])
        ok = _holds(cond, tuple(mine[t] for t in parts), tuple(theirs[t] for t in parts))
        if ok is None:
            return None
        if not ok:
            return False
    for t in (VER_BUILDNUMBER, VER_PLATFORMID, VER_PRODUCT_TYPE):
        if type_mask & t:
            ok = _holds(_condition(mask, t), mine[t], theirs[t])
            if ok is None:
                return None
            if not ok:
                return False
    if type_mask & VER_SUITENAME:
        cond, want = _condition(mask, VER_SUITENAME), info["wSuiteMask"]
        if cond == VER_AND:
            ok = SUITE_MASK & want == want
        elif cond == VER_OR:
            ok = bool(SUITE_MASK & want) or not want
        else:
            return None
        if not ok:
            return False
    return True
