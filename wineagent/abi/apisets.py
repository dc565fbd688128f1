"""API sets and runtime aliases: which built-in DLL answers an imported DLL name.

Windows resolves an import of ``api-ms-win-core-synch-l1-2-0.dll`` through the API set
schema to the host DLL that implements that contract (kernelbase.dll, which forwards much
to ntdll); ``api-ms-win-crt-stdio-l1-1-0.dll`` resolves to ucrtbase.dll. Visual C++'s
runtime DLLs (msvcr80 ... msvcr120, vcruntime140) are separate DLLs on Windows, but for
everything a program can observe they export the same C runtime functions as msvcrt.

Here every such name maps to a *chain* of registered DLL tables, searched in order: the
first table that declares the function answers. One table per behaviour: ``ucrtbase.dll``
declares only what the UCRT does differently or alone (``_configure_narrow_argv``,
``__stdio_common_vsprintf``, ...) and falls through to ``msvcrt.dll`` for the functions
both runtimes share; ``KERNELBASE.dll`` falls through to ``KERNEL32.dll`` the same way.

The mapping is one table of name prefixes (``_PREFIXES``), longest prefix first; the
import binder (``VM._bind_import``) and GetProcAddress reach it through
``abi.api.lookup``.
"""

from .oleaut32_ordinals import OLEAUT32_ORDINALS

__all__ = ["host_chain", "canonical_dll", "absent_on_windows", "ORDINALS", "CRT_TABLES",
           "is_crt"]

_CRT = ("UCRTBASE.DLL", "MSVCRT.DLL")
_VCRT = ("MSVCRT.DLL", "UCRTBASE.DLL")
_KERNEL = ("KERNELBASE.DLL", "KERNEL32.DLL", "NTDLL.DLL")

#: (lower-case DLL name prefix, chain of DLL tables). Longest matching prefix wins.
#: Contract names follow Microsoft's "Windows API sets" documentation: the
#: ``api-ms-win-core-*`` contracts are hosted by kernelbase (some by ntdll), the
#: ``api-ms-win-crt-*`` contracts by ucrtbase, the ``api-ms-win-shcore-*`` ones by shcore,
#: ``api-ms-win-core-com-*`` by combase (ole32 here), the registry contracts by advapi32.
_PREFIXES = (
    ("api-ms-win-crt-", _CRT),
    ("ucrtbase", _CRT),
    ("ucrtbased", _CRT),
    ("vcruntime140", ("VCRUNTIME140.DLL",) + _CRT),
    # Visual C++'s msvcr80..120 export msvcrt's functions plus the newer ones the UCRT
    # kept (_set_invalid_parameter_handler, _initterm_e, _configthreadlocale...): msvcrt's
    # table first, then ucrtbase's. (A program's import library never names the
    # UCRT-only start-up functions, so the wider table is not observable by binding.)
    # msvcr80 and msvcr90 also export Visual C++ 2005's pointer encoding (_encode_pointer
    # & co.), which later runtimes dropped: their own table first.
    ("msvcr80", ("MSVCR80.DLL",) + _VCRT),
    ("msvcr90", ("MSVCR80.DLL",) + _VCRT),
    ("msvcr100", _VCRT),
    ("msvcr110", _VCRT),
    ("msvcr120", _VCRT),
    ("msvcrt", _CRT[1:]),
    # Visual C++ .NET 2002/2003's runtimes are msvcrt's functions under their own names.
    ("msvcr70", _CRT[1:]),
    ("msvcr71", _CRT[1:]),
    ("api-ms-win-core-com-", ("OLE32.DLL",)),
    # The Windows Runtime contracts are combase's (dlls/combase/winrt.py).
    ("api-ms-win-core-winrt-", ("COMBASE.DLL",)),
    ("api-ms-win-core-registry-", ("ADVAPI32.DLL",) + _KERNEL),
    ("api-ms-win-core-rtlsupport-", ("NTDLL.DLL",) + _KERNEL),
    ("api-ms-win-core-", _KERNEL),
    ("api-ms-win-security-base-", ("ADVAPI32.DLL",) + _KERNEL),
    ("api-ms-win-eventing-", ("ADVAPI32.DLL",)),
    ("api-ms-win-shcore-", ("SHCORE.DLL", "SHLWAPI.DLL")),
    ("api-ms-win-downlevel-shlwapi-", ("SHLWAPI.DLL",)),
    ("api-ms-win-downlevel-", _KERNEL + ("ADVAPI32.DLL",)),
    ("kernelbase", _KERNEL),
    # kernel32 forwards to kernelbase only what both export; kernelbase's own table holds
    # the functions it took from advapi32, shlwapi, user32 and version.dll, which kernel32
    # never exported: KERNEL32's chain skips it.
    ("kernel32", ("KERNEL32.DLL", "NTDLL.DLL")),
    ("shcore", ("SHCORE.DLL", "SHLWAPI.DLL")),
    # shell32 forwards CommandLineToArgvW and friends to shcore; ntdll exports a part of
    # the C runtime (_vsnprintf, strlen, wcs*...) with msvcrt's behaviour.
    ("shell32", ("SHELL32.DLL", "SHCORE.DLL")),
    ("ntdll", ("NTDLL.DLL", "MSVCRT.DLL")),
    # WSOCK32 (Winsock 1.1) forwards to WS2_32 (Winsock 2).
    ("wsock32", ("WSOCK32.DLL", "WS2_32.DLL")),
    # The print spooler's DLL keeps its .drv extension (the stem of any other name gets .dll).
    ("winspool.drv", ("WINSPOOL.DRV",)),
)
_ORDERED = sorted(_PREFIXES, key=lambda p: -len(p[0]))

#: The C runtimes' tables. A function one of them declares that a runtime's own chain does
#: not reach is not that runtime's export on Windows either (msvcrt.dll has neither
#: msvcr80's _encode_pointer nor the UCRT's __stdio_common_* functions): GetProcAddress
#: answers NULL for it rather than a thunk that stops the program.
CRT_TABLES = ("MSVCRT.DLL", "UCRTBASE.DLL", "MSVCR80.DLL", "VCRUNTIME140.DLL")


def _stem(dll):
    name = dll.replace("/", "\\").rsplit("\\", 1)[-1].lower()
    return name[:-4] if name.endswith(".dll") else name


def host_chain(dll):
    """The DLL tables (upper-case names, searched in order) that answer imports of ``dll``."""
    stem = _stem(dll)
    for prefix, chain in _ORDERED:
        if stem.startswith(prefix) and (prefix.endswith("-") or stem == prefix
                                        or prefix.startswith("msvcr")
                                        and stem[len(prefix):] in ("", "d")):
            return chain
    return ((stem + ".dll").upper(),)


def is_crt(dll):
    """True when ``dll`` is one of the C runtimes (its chain reaches a CRT table)."""
    return any(table in CRT_TABLES for table in host_chain(dll))


def canonical_dll(dll):
    """The first table of ``dll``'s chain: the DLL whose handle a module lookup returns."""
    return host_chain(dll)[0]


#: The system DLLs that export a function with ANSI and Unicode forms under its two
#: suffixed names only (GetProcAddress(user32, "SystemParametersInfo") is NULL on
#: Windows), but for the few old bare aliases in BARE_ALIASES: NSIS's System plug-in asks
#: for the bare name first and adds the W or A suffix when it is refused. (shell32 is not
#: here: it keeps many bare aliases such as ShellExecuteEx.)
NO_BARE_ALIASES = frozenset(("KERNEL32.DLL", "USER32.DLL", "GDI32.DLL", "ADVAPI32.DLL"))
#: the bare names these DLLs do export beside their A and W forms (read from the DLLs'
#: export tables)
BARE_ALIASES = frozenset((
    "GetBinaryType", "GetEnvironmentStrings", "ReplaceFile", "lstrcat", "lstrcmp",
    "lstrcmpi", "lstrcpy", "lstrcpyn", "lstrlen",                           # kernel32
    "BroadcastSystemMessage", "CallMsgFilter", "GetAltTabInfo", "GetWindowModuleFileName",
    "IsDialogMessage", "RealGetWindowClass", "TranslateAccelerator",        # user32
    "DeviceCapabilitiesEx", "GetGlyphOutline", "GetKerningPairs", "UpdateICMRegKey"))  # gdi32


def bare_stem_of_pair(dll, name, lookup):
    """True when ``name`` is the bare stem of a declared ...A / ...W pair of a DLL in
    NO_BARE_ALIASES: a name Windows does not export (``lookup(dll, name)`` answers a
    declaration or None)."""
    if not isinstance(name, str) or name in BARE_ALIASES or \
            canonical_dll(dll) not in NO_BARE_ALIASES:
        return False
    return (lookup(dll, name) is None and lookup(dll, name + "A") is not None
            and lookup(dll, name + "W") is not None)


def absent_on_windows(name):
    """True for a name no Windows DLL exports: Wine's private entry points.

    Wine's own programs probe ``GetProcAddress(ntdll, "__wine_dbg_header")`` and fall
    back to their built-in code when Windows answers NULL; any other name a DLL might
    export gets a thunk that names it if called (kernel32's GetProcAddress).
    """
    return name.startswith(("__wine_", "wine_"))


#: Exports that programs import by ordinal only: (DLL table, ordinal) -> export name.
#: COMCTL32's window subclassing helpers have no public name in the import libraries.
ORDINALS = {
    # Windows' d3d12.lib imports these two by ordinal (dlls/d3d12/).
    ("D3D12.DLL", 101): "D3D12CreateDevice",
    ("D3D12.DLL", 102): "D3D12GetDebugInterface",
    ("SHLWAPI.DLL", 1): "ParseURLA",          # exported by ordinal only before IE 5
    ("SHLWAPI.DLL", 2): "ParseURLW",
    ("SHLWAPI.DLL", 3): "PathFileExistsDefExtA",
    ("SHLWAPI.DLL", 4): "PathFileExistsDefExtW",
    ("SHLWAPI.DLL", 5): "PathFindOnPathExA",
    ("SHLWAPI.DLL", 6): "PathFindOnPathExW",
    ("SHLWAPI.DLL", 7): "SHAllocShared",
    ("SHLWAPI.DLL", 8): "SHLockShared",
    ("SHLWAPI.DLL", 9): "SHUnlockShared",
    ("SHLWAPI.DLL", 10): "SHFreeShared",
    ("SHLWAPI.DLL", 17): "SHWriteDataBlockList",
    ("SHLWAPI.DLL", 18): "SHReadDataBlockList",
    ("SHLWAPI.DLL", 19): "SHFreeDataBlockList",
    ("SHLWAPI.DLL", 20): "SHAddDataBlock",
    ("SHLWAPI.DLL", 21): "SHRemoveDataBlock",
    ("SHLWAPI.DLL", 22): "SHFindDataBlock",
    ("SHLWAPI.DLL", 23): "SHStringFromGUIDA",
    ("SHLWAPI.DLL", 24): "SHStringFromGUIDW",
    ("SHLWAPI.DLL", 166): "SHIsEmptyStream",
    ("SHLWAPI.DLL", 184): "IStream_Read",
    ("SHLWAPI.DLL", 212): "IStream_Write",
    ("SHLWAPI.DLL", 213): "IStream_Reset",
    ("SHLWAPI.DLL", 214): "IStream_Size",
    ("SHLWAPI.DLL", 328): "GetMIMETypeSubKeyA",
    ("SHLWAPI.DLL", 329): "GetMIMETypeSubKeyW",
    ("SHLWAPI.DLL", 345): "SHAnsiToAnsi",
    ("SHLWAPI.DLL", 346): "SHUnicodeToUnicode",
    ("SHLWAPI.DLL", 399): "StrCpyNXA",
    ("SHLWAPI.DLL", 400): "StrCpyNXW",
    ("COMCTL32.DLL", 17): "InitCommonControls",
    # the dynamic arrays (commctrl.h declares them; Windows exports them by ordinal only)
    ("COMCTL32.DLL", 71): "Alloc",
    ("COMCTL32.DLL", 72): "ReAlloc",
    ("COMCTL32.DLL", 73): "Free",
    ("COMCTL32.DLL", 74): "GetSize",
    ("COMCTL32.DLL", 233): "Str_GetPtrA",
    ("COMCTL32.DLL", 234): "Str_SetPtrA",
    ("COMCTL32.DLL", 235): "Str_GetPtrW",
    ("COMCTL32.DLL", 236): "Str_SetPtrW",
    ("COMCTL32.DLL", 9): "DPA_LoadStream",
    ("COMCTL32.DLL", 10): "DPA_SaveStream",
    ("COMCTL32.DLL", 11): "DPA_Merge",
    ("COMCTL32.DLL", 320): "DSA_Create",
    ("COMCTL32.DLL", 321): "DSA_Destroy",
    ("COMCTL32.DLL", 322): "DSA_GetItem",
    ("COMCTL32.DLL", 323): "DSA_GetItemPtr",
    ("COMCTL32.DLL", 324): "DSA_InsertItem",
    ("COMCTL32.DLL", 325): "DSA_SetItem",
    ("COMCTL32.DLL", 326): "DSA_DeleteItem",
    ("COMCTL32.DLL", 327): "DSA_DeleteAllItems",
    ("COMCTL32.DLL", 328): "DPA_Create",
    ("COMCTL32.DLL", 329): "DPA_Destroy",
    ("COMCTL32.DLL", 330): "DPA_Grow",
    ("COMCTL32.DLL", 331): "DPA_Clone",
    ("COMCTL32.DLL", 332): "DPA_GetPtr",
    ("COMCTL32.DLL", 333): "DPA_GetPtrIndex",
    ("COMCTL32.DLL", 334): "DPA_InsertPtr",
    ("COMCTL32.DLL", 335): "DPA_SetPtr",
    ("COMCTL32.DLL", 336): "DPA_DeletePtr",
    ("COMCTL32.DLL", 337): "DPA_DeleteAllPtrs",
    ("COMCTL32.DLL", 338): "DPA_Sort",
    ("COMCTL32.DLL", 339): "DPA_Search",
    ("COMCTL32.DLL", 340): "DPA_CreateEx",
    ("COMCTL32.DLL", 380): "LoadIconMetric",          # also exported by name
    ("COMCTL32.DLL", 381): "LoadIconWithScaleDown",
    ("COMCTL32.DLL", 385): "DPA_EnumCallback",
    ("COMCTL32.DLL", 386): "DPA_DestroyCallback",
    ("COMCTL32.DLL", 387): "DSA_EnumCallback",
    ("COMCTL32.DLL", 388): "DSA_DestroyCallback",
    ("COMCTL32.DLL", 390): "ImageList_SetColorTable",
    ("COMCTL32.DLL", 410): "SetWindowSubclass",
    ("COMCTL32.DLL", 411): "GetWindowSubclass",
    ("COMCTL32.DLL", 412): "RemoveWindowSubclass",
    ("COMCTL32.DLL", 413): "DefSubclassProc",
    # shell32's item ID list helpers, which Wine's winefile and explorer import by ordinal
    ("SHELL32.DLL", 16): "ILFindLastID",
    ("SHELL32.DLL", 17): "ILRemoveLastID",
    ("SHELL32.DLL", 18): "ILClone",
    ("SHELL32.DLL", 19): "ILCloneFirst",
    ("SHELL32.DLL", 21): "ILIsEqual",
    ("SHELL32.DLL", 23): "ILIsParent",
    ("SHELL32.DLL", 24): "ILFindChild",
    ("SHELL32.DLL", 25): "ILCombine",
    ("SHELL32.DLL", 41): "IsLFNDriveA",       # winfile imports these two by ordinal
    ("SHELL32.DLL", 42): "IsLFNDriveW",
    ("SHELL32.DLL", 66): "IsNetDrive",        # winfile's Window > New Window
    ("SHELL32.DLL", 152): "ILGetSize",
    ("SHELL32.DLL", 153): "ILGetNext",
    ("SHELL32.DLL", 154): "ILAppendID",
    ("SHELL32.DLL", 155): "ILFree",
    ("SHELL32.DLL", 189): "ILCreateFromPathA",
    ("SHELL32.DLL", 190): "ILCreateFromPathW",
    # exported by ordinal only before Windows Vista (documented): programs ask for #727
    ("SHELL32.DLL", 727): "SHGetImageList",
}

# Windows Sockets: MSVC's import libraries bind WS2_32 and WSOCK32 by ordinal. Windows'
# numbers (Wine's ws2_32.spec and wsock32.spec agree); WSOCK32 numbers inet_addr,
# inet_ntoa and ioctlsocket differently.
_WS2_ORDINALS = ("accept bind closesocket connect getpeername getsockname getsockopt htonl "
                 "htons ioctlsocket inet_addr inet_ntoa listen ntohl ntohs recv recvfrom "
                 "select send sendto setsockopt shutdown socket").split()
for _i, _name in enumerate(_WS2_ORDINALS, 1):
    ORDINALS[("WS2_32.DLL", _i)] = _name
    ORDINALS[("WSOCK32.DLL", _i)] = _name
ORDINALS[("WSOCK32.DLL", 10)] = "inet_addr"
# OLE Automation: oleaut32.lib binds by ordinal too (abi/oleaut32_ordinals.py).
ORDINALS.update({("OLEAUT32.DLL", _i): _name for _i, _name in OLEAUT32_ORDINALS.items()})
ORDINALS[("WSOCK32.DLL", 11)] = "inet_ntoa"
ORDINALS[("WSOCK32.DLL", 12)] = "ioctlsocket"
for _i, _name in enumerate(("gethostbyaddr gethostbyname getprotobyname getprotobynumber "
                            "getservbyname getservbyport gethostname").split(), 51):
    ORDINALS[("WS2_32.DLL", _i)] = ORDINALS[("WSOCK32.DLL", _i)] = _name
for _i, _name in ((111, "WSAGetLastError"), (112, "WSASetLastError"), (115, "WSAStartup"),
                  (116, "WSACleanup"), (151, "__WSAFDIsSet")):
    ORDINALS[("WS2_32.DLL", _i)] = ORDINALS[("WSOCK32.DLL", _i)] = _name
for _i, _name in ((26, "FreeAddrInfoW"), (30, "GetAddrInfoW"), (127, "freeaddrinfo"),
                  (128, "getaddrinfo")):
    ORDINALS[("WS2_32.DLL", _i)] = _name
