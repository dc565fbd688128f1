"""The built-in DLLs: their names and the pseudo module handles LoadLibrary returns.

Only these DLLs "exist" in the guest. Their handles are fake image bases in a reserved
range so that GetProcAddress can tell which DLL is meant.
"""

from ...abi.apisets import canonical_dll

__all__ = ["BUILTIN_DLLS", "WINDOWS_DLLS", "module_handle", "module_name", "add_load_hook",
           "builtin_loaded", "windows_dll", "report_missing_dll"]

BUILTIN_DLLS = ("KERNEL32.dll", "USER32.dll", "GDI32.dll", "msvcrt.dll", "ADVAPI32.dll",
                "COMDLG32.dll", "SHELL32.dll", "WINMM.dll", "ntdll.dll", "COMCTL32.dll",
                # The runtimes and helpers of other toolchains (issue 10); API sets and
                # runtime aliases (msvcr100, api-ms-win-crt-*) answer with their host's
                # handle (abi/apisets.py).
                "ucrtbase.dll", "KERNELBASE.dll", "SHLWAPI.dll", "SHCORE.dll", "VERSION.dll",
                "ole32.dll", "OLEAUT32.dll",
                # riched20/riched32: their window classes (controls/richedit.py)
                "RICHED20.dll", "RICHED32.dll",
                # msiexec's own DLL (dlls/msi/main.py; its string table: user/builtin_strings.py).
                "msi.dll",
                "WINSPOOL.DRV",     # the virtual printer (issue 11)
                # Windows Sockets with no network (dlls/ws2_32/main.py; issue 23).
                "WS2_32.dll", "WSOCK32.dll",
                "RPCRT4.dll",       # its UUID functions (dlls/rpcrt4/uuid.py)
                # The visual styles DLL, with no theme active (dlls/uxtheme/main.py).
                "UxTheme.dll",
                # The input method manager with no IME installed (dlls/imm32/main.py).
                "IMM32.dll",
                # GDI+'s flat API drawn on GDI's surfaces (dlls/gdiplus/, gdi/plus.py).
                "gdiplus.dll",
                # Where the user profiles are (dlls/userenv/main.py; busybox-w32's HOME).
                "USERENV.dll",
                # Windows Runtime's basics: RoInitialize, HSTRINGs (dlls/combase/winrt.py).
                "combase.dll",
                # Visual C++ 2005/2008's runtimes (msvcr90 shares msvcr80's table): their own
                # handle, so GetProcAddress sees their extra exports (dlls/msvcr80/).
                "MSVCR80.dll",
                # Visual C++ 2019's x64 addition: __CxxFrameHandler4 (dlls/vcruntime140_1/).
                "VCRUNTIME140_1.dll",
                # ProcessPrng, Rust's random source (dlls/bcryptprimitives/).
                "bcryptprimitives.dll",
                # CryptQueryObject: is a file signed? (dlls/crypt32/query.py).
                "CRYPT32.dll",
                # The process status functions: kernel32's K32* under their old names
                # (dlls/psapi/main.py; busybox-w32's `free` and `ps`).
                "PSAPI.DLL",
                # Visual C++ 2015-2022's C++ library: threads, exceptions, streams, locales
                # (dlls/msvcp140/).
                "MSVCP140.dll",
                # Its satellite: std::pmr's memory resources (dlls/msvcp140_1/; Qt5Core).
                "MSVCP140_1.dll",
                # Visual C++ 2015-2022's compiler runtime: its own exports (std::exception's
                # __std_exception_copy/destroy, dlls/vcruntime140/), the rest the CRT's.
                "VCRUNTIME140.dll",
                # The processors' speeds CMake's configure asks (dlls/powrprof/).
                "POWRPROF.dll",
                # BCryptGenRandom and its RNG providers (dlls/bcrypt/).
                "bcrypt.dll",
                # The symbol handler's session (dlls/dbghelp/).
                "dbghelp.dll",
                # RichEdit 4.1's DLL: its RICHEDIT50W class (controls/richedit.py).
                "MSFTEDIT.dll",
                # The signed-in user's names (dlls/secur32/; Go's os/user.Current).
                "Secur32.dll",
                # The machine's workgroup and its user accounts (dlls/netapi32/).
                "NETAPI32.dll",
                # The session's notifications a window registers for (dlls/wtsapi32/;
                # Delphi's VCL asks at TApplication's start).
                "WTSAPI32.dll",
                # SHGetFolderPath's redistributable, forwarding to shell32 (dlls/shfolder/;
                # Inno Setup 6 loads it by its System32 path).
                "SHFOLDER.dll",
                # AlphaBlend, TransparentBlt and GradientFill, GDI32's (dlls/msimg32/;
                # elaverick/slate's selection).
                "msimg32.dll",
                # The Desktop Window Manager's answers as Windows 10 gives them: composition
                # on, a window's frame bounds (dlls/dwmapi/; Qt 5's platform plugin).
                "dwmapi.dll",
                # The device tree's display adapter and monitor, their properties and
                # the monitor's EDID (dlls/setupapi/, kernel/pnp.py; Qt 6's platform plugin).
                "SETUPAPI.dll",
                # Direct3D 9 on an adapter without 3D: Direct3DCreate9 says it is not
                # available (dlls/d3d9/; Qt 6's GPU probe).
                "d3d9.dll",
                # DirectWrite over the desktop's bitmap fonts and GDI (dlls/dwrite/;
                # Qt 6's font engines).
                "DWrite.dll",
                # The Windows Imaging Component over Pillow (dlls/windowscodecs/;
                # libwebp's cwebp and dwebp).
                "WindowsCodecs.dll",
                # The WNet functions with no network provider (dlls/mpr/; Qt6Core).
                "MPR.dll",
                # Direct3D 11/12 on an adapter without 3D: a DXGI factory listing no
                # adapter, no device (dlls/dxgi/, d3d11/, d3d12/; Qt 6.8's Qt6Gui).
                "dxgi.dll", "d3d11.dll", "d3d12.dll",
                # The Authorization API's access check (dlls/authz/; Qt6Core's permissions).
                "AUTHZ.dll",
                # The IP Helper on a machine with no network: the loopback interface only
                # (dlls/iphlpapi/; libuv's, Go's and Rust's interface queries).
                "IPHLPAPI.DLL",
                # The Internet functions on the same machine with no network: URLs
                # (crack, create, canonicalize, combine) (dlls/wininet/).
                "WININET.dll")

#: DLLs every Windows (XP and later) ships that we do not implement: loading one fails as
#: if it were missing (ERROR_MOD_NOT_FOUND), and the session says so (a ``log`` event,
#: compat's report) rather than failing silently. A DLL we implement some functions of is
#: in BUILTIN_DLLS instead and loads, with those functions (docs/dlls.md).
WINDOWS_DLLS = frozenset("""
    activeds.dll avicap32.dll avifil32.dll cabinet.dll cfgmgr32.dll
    clusapi.dll credui.dll cryptdll.dll cryptnet.dll cryptui.dll d2d1.dll
    d3d8.dll d3d10.dll d3dx9_43.dll ddraw.dll devobj.dll
    dhcpcsvc.dll dinput.dll dinput8.dll dnsapi.dll dplayx.dll dsound.dll
    faultrep.dll fltlib.dll glu32.dll hhctrl.ocx hid.dll
    hlink.dll httpapi.dll icm32.dll imagehlp.dll inetcomm.dll
    jscript.dll ktmw32.dll loadperf.dll lz32.dll mapi32.dll mlang.dll msacm32.dll
    mscms.dll mscoree.dll msctf.dll mshtml.dll msls31.dll
    msrating.dll mssign32.dll msv1_0.dll msvfw32.dll mswsock.dll msxml3.dll msxml6.dll
    ncrypt.dll newdev.dll normaliz.dll ntdsapi.dll ntmarta.dll odbc32.dll
    odbccp32.dll oleacc.dll olecli32.dll oledlg.dll olepro32.dll olesvr32.dll opengl32.dll
    pdh.dll propsys.dll qmgr.dll query.dll rasapi32.dll rasdlg.dll
    resutils.dll rsaenh.dll rtutils.dll sapi.dll scarddlg.dll schannel.dll
    security.dll sensapi.dll serialui.dll sfc.dll sfc_os.dll
    shdocvw.dll slc.dll snmpapi.dll spoolss.dll sti.dll sxs.dll t2embed.dll
    tapi32.dll traffic.dll twain_32.dll uiautomationcore.dll urlmon.dll usp10.dll
    vbscript.dll vssapi.dll wer.dll wevtapi.dll winhttp.dll
    winscard.dll wintab32.dll wintrust.dll wldap32.dll wmi.dll wuapi.dll
    xinput1_3.dll xinput9_1_0.dll xmllite.dll
""".split())
_HANDLE_BASE = 0x7D000000
_BY_LOWER = {d.lower(): i for i, d in enumerate(BUILTIN_DLLS)}


def module_handle(vm, name):
    """Handle of a built-in DLL given 'kernel32', 'KERNEL32.DLL', a path...; 0 if unknown."""
    base = name.replace("/", "\\").rsplit("\\", 1)[-1].lower()
    if "." not in base:
        base += ".dll"
    i = _BY_LOWER.get(base)
    if i is None:
        i = _BY_LOWER.get(canonical_dll(base).lower())
    return 0 if i is None else _HANDLE_BASE + i * 0x10000


def module_name(vm, handle):
    """The DLL name for a pseudo module handle, or None."""
    i, rest = divmod(handle - _HANDLE_BASE, 0x10000)
    if rest or not 0 <= i < len(BUILTIN_DLLS):
        return None
    return BUILTIN_DLLS[i]


# DLL name (lower case) -> functions run when a program loads that built-in DLL: what its
# DllMain does on Windows (riched20 registers its window classes).
_LOAD_HOOKS = {}


def add_load_hook(dll, hook):
    """Run ``hook(vm)`` whenever the program LoadLibrary's the built-in ``dll``."""
    _LOAD_HOOKS.setdefault(dll.lower(), []).append(hook)


def builtin_loaded(vm, handle):
    """LoadLibrary gave out a built-in DLL's handle: run that DLL's load hooks."""
    name = module_name(vm, handle)
    for hook in _LOAD_HOOKS.get((name or "").lower(), ()):
        hook(vm)


def _base(name):
    base = name.replace("/", "\\").rsplit("\\", 1)[-1].lower()
    return base if "." in base else base + ".dll"


def windows_dll(name):
    """The DLL's base name when ``name`` (a name or a path) is a DLL Windows ships that we
    do not implement (WINDOWS_DLLS), else None."""
    base = _base(name)
    return base if base in WINDOWS_DLLS and not module_handle(None, base) else None


def report_missing_dll(vm, name, how):
    """The program asked for a Windows DLL we lack (``how``: "LoadLibrary", "import"):
    record it once in ``vm.kernel.missing_dlls`` (compat lists them) and say so on the session's
    event bus as a ``log`` event (stream ``loader``)."""
    missing = vm.kernel.missing_dlls
    if name in missing:
        return
    missing.append(name)
    vm.events.emit("log", stream="loader",
                   text="%s: %s is a Windows DLL that wineagent does not implement" % (
                       how, name))
