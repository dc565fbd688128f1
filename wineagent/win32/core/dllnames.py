"""The built-in DLLs' names, one constant each, as declarations and lookups spell
them (``api(USER32, "MessageBoxA", ...)``). Table names are case-insensitive; these
are the spellings the DLLs carry in their own export tables."""

__all__ = [
    "ADVAPI32", "AUTHZ", "BCRYPT", "BCRYPTPRIMITIVES", "COMBASE", "COMCTL32", "COMDLG32",
    "CRYPT32", "D3D9", "D3D11", "D3D12", "DBGHELP", "DXGI", "MPR", "DWMAPI", "DWRITE", "GDI32", "GDIPLUS", "IMM32", "IPHLPAPI", "KERNEL32",
    "KERNELBASE", "MSI", "MSIMG32",
    "MSVCP140", "MSVCP140_1", "MSVCR80", "MSVCRT", "NETAPI32", "NTDLL", "OLE32", "OLEAUT32", "POWRPROF", "PSAPI",
    "RICHED20", "RPCRT4", "SECUR32", "SETUPAPI", "SHCORE", "SHELL32", "SHFOLDER", "SHLWAPI", "UCRTBASE", "USER32", "WININET",
    "USERENV", "UXTHEME", "VCRUNTIME140", "VCRUNTIME140_1", "VERSION", "WINMM",
    "WINDOWSCODECS", "WINSPOOL", "WS2_32", "WTSAPI32",
]

ADVAPI32 = "ADVAPI32.dll"
AUTHZ = "AUTHZ.dll"
BCRYPT = "bcrypt.dll"
BCRYPTPRIMITIVES = "bcryptprimitives.dll"
COMBASE = "combase.dll"
COMCTL32 = "COMCTL32.dll"
COMDLG32 = "COMDLG32.dll"
CRYPT32 = "CRYPT32.dll"
D3D9 = "d3d9.dll"
D3D11 = "d3d11.dll"
D3D12 = "d3d12.dll"
DXGI = "dxgi.dll"
MPR = "MPR.dll"
DBGHELP = "dbghelp.dll"
DWMAPI = "dwmapi.dll"
DWRITE = "DWrite.dll"
GDI32 = "GDI32.dll"
GDIPLUS = "gdiplus.dll"
IMM32 = "IMM32.dll"
IPHLPAPI = "IPHLPAPI.DLL"
KERNEL32 = "KERNEL32.dll"
KERNELBASE = "KERNELBASE.dll"
MSI = "msi.dll"
MSIMG32 = "msimg32.dll"
MSVCP140 = "MSVCP140.dll"
MSVCP140_1 = "MSVCP140_1.dll"
MSVCR80 = "MSVCR80.dll"
MSVCRT = "msvcrt.dll"
NETAPI32 = "NETAPI32.dll"
NTDLL = "ntdll.dll"
OLE32 = "ole32.dll"
OLEAUT32 = "OLEAUT32.dll"
POWRPROF = "POWRPROF.dll"
RICHED20 = "RICHED20.dll"
RPCRT4 = "RPCRT4.dll"
SECUR32 = "Secur32.dll"
SETUPAPI = "SETUPAPI.dll"
SHCORE = "SHCORE.dll"
SHELL32 = "SHELL32.dll"
SHFOLDER = "SHFOLDER.dll"
SHLWAPI = "SHLWAPI.dll"
UCRTBASE = "ucrtbase.dll"
USER32 = "USER32.dll"
USERENV = "USERENV.dll"
PSAPI = "PSAPI.DLL"
UXTHEME = "UxTheme.dll"
VCRUNTIME140 = "VCRUNTIME140.dll"
VCRUNTIME140_1 = "VCRUNTIME140_1.dll"
VERSION = "VERSION.dll"
WINMM = "WINMM.dll"
WINDOWSCODECS = "WindowsCodecs.dll"
WINSPOOL = "WINSPOOL.DRV"
WS2_32 = "WS2_32.dll"
WTSAPI32 = "WTSAPI32.dll"
WININET = "WININET.dll"
