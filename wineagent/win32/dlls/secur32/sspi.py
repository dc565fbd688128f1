"""Secur32.dll: the Security Support Provider Interface's package functions
(InitSecurityInterfaceA/W, EnumerateSecurityPackagesA/W, QuerySecurityPackageInfoA/W,
FreeContextBuffer). curl built with Schannel takes the function table at start-up and asks
a package's description before any authentication.

InitSecurityInterface answers one table per character set, made at the first call and the
same pointer ever after (version 1, the layout sspi.h gives and Wine 8 answers: Reserved2
and Reserved8 NULL, EncryptMessage and DecryptMessage in Reserved3/4 too). Each entry is
the address GetProcAddress gives for that Secur32 export; an export not implemented here
(AcquireCredentialsHandle, InitializeSecurityContext, ...) is the trapping thunk an import
of it would be, so a program that calls it through the table stops naming it.

The packages are kernel/secpkg.py's. Their descriptions are answered in one buffer each
(the SecPkgInfo structures, then their strings), which FreeContextBuffer frees. An unknown
package name is SEC_E_SECPKG_NOT_FOUND.
"""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.dllnames import SECUR32
from ...kernel.secpkg import PACKAGES, find_package

SEC_E_OK = 0
SEC_E_SECPKG_NOT_FOUND = 0x80090305
SECURITY_SUPPORT_PROVIDER_INTERFACE_VERSION = 1

SecPkgInfo = struct("SecPkgInfo{AW}", "ULONG fCapabilities; USHORT wVersion; USHORT wRPCID;"
                    " ULONG cbMaxToken; LPVOID Name; LPVOID Comment")

# SecurityFunctionTable's entries after dwVersion: (field, export name, the A/W
# variant's suffix when the export has one; None: a reserved, NULL entry).
_ENTRIES = (
    ("EnumerateSecurityPackages", "EnumerateSecurityPackages", True),
    ("QueryCredentialsAttributes", "QueryCredentialsAttributes", True),
    ("AcquireCredentialsHandle", "AcquireCredentialsHandle", True),
    ("FreeCredentialsHandle", "FreeCredentialsHandle", False),
    ("Reserved2", None, False),
    ("InitializeSecurityContext", "InitializeSecurityContext", True),
    ("AcceptSecurityContext", "AcceptSecurityContext", False),
    ("CompleteAuthToken", "CompleteAuthToken", False),
    ("DeleteSecurityContext", "DeleteSecurityContext", False),
    ("ApplyControlToken", "ApplyControlToken", False),
    ("QueryContextAttributes", "QueryContextAttributes", True),
    ("ImpersonateSecurityContext", "ImpersonateSecurityContext", False),
    ("RevertSecurityContext", "RevertSecurityContext", False),
    ("MakeSignature", "MakeSignature", False),
    ("VerifySignature", "VerifySignature", False),
    ("FreeContextBuffer", "FreeContextBuffer", False),
    ("QuerySecurityPackageInfo", "QuerySecurityPackageInfo", True),
    ("Reserved3", "EncryptMessage", False),
    ("Reserved4", "DecryptMessage", False),
    ("ExportSecurityContext", "ExportSecurityContext", False),
    ("ImportSecurityContext", "ImportSecurityContext", True),
    ("AddCredentials", "AddCredentials", True),
    ("Reserved8", None, False),
    ("QuerySecurityContextToken", "QuerySecurityContextToken", False),
    ("EncryptMessage", "EncryptMessage", False),
    ("DecryptMessage", "DecryptMessage", False),
    ("SetContextAttributes", "SetContextAttributes", True),
)

SecurityFunctionTable = struct(
    "SecurityFunctionTable", "ULONG dwVersion; " + "; ".join(
        "LPVOID %s" % field for field, _, _ in _ENTRIES))


@api(SECUR32, "InitSecurityInterface{AW}", widths=BOTH)
def InitSecurityInterface(c):
    vm = c.vm
    charset = "W" if c.wide else "A"
    table = vm.kernel.sspi_tables.get(charset)
    if table is None:
        ptr = c.ptr_size
        table = vm.heap.alloc(SecurityFunctionTable.sizeof(ptr), zero=True)
        values = {"dwVersion": SECURITY_SUPPORT_PROVIDER_INTERFACE_VERSION}
        for field, export, charsets in _ENTRIES:
            if export is not None:
                name = export + charset if charsets else export
                values[field] = vm.proc_address(SECUR32, name) or vm.bind_builtin(SECUR32, name)
        SecurityFunctionTable.write(vm.mem, table, ptr, **values)
        vm.kernel.sspi_tables[charset] = table
    return table


def _describe(c, packages):
    # One buffer: the SecPkgInfo array, then each package's name and comment.
    vm, ptr, layout = c.vm, c.ptr_size, SecPkgInfo.variant(c.wide)
    unit = c.char_size
    size = layout.sizeof(ptr) * len(packages)
    size += sum(unit * (len(p.name) + len(p.comment) + 2) for p in packages)
    block = vm.heap.alloc(max(size, 1), zero=True)
    text = block + layout.sizeof(ptr) * len(packages)
    for i, package in enumerate(packages):
        name = text
        text += unit * (len(package.name) + 1)
        comment = text
        text += unit * (len(package.comment) + 1)
        c.write_str(name, package.name)
        c.write_str(comment, package.comment)
        layout.write(vm.mem, block + i * layout.sizeof(ptr), ptr,
                     fCapabilities=package.capabilities, wVersion=package.version,
                     wRPCID=package.rpc_id, cbMaxToken=package.max_token,
                     Name=name, Comment=comment)
    return block


@api(SECUR32, "EnumerateSecurityPackages{AW}", "LPVOID count, LPVOID info", widths=BOTH)
def EnumerateSecurityPackages(c, count, info):
    # Windows writes both without checking them (a NULL pointer faults, as in Wine).
    c.vm.mem.w32(count, len(PACKAGES))
    c.vm.mem.wptr(info, _describe(c, PACKAGES))
    return SEC_E_OK


@api(SECUR32, "QuerySecurityPackageInfo{AW}", "LPCTSTR name, LPVOID info", widths=BOTH)
def QuerySecurityPackageInfo(c, name, info):
    package = find_package(name)
    if package is None:
        return SEC_E_SECPKG_NOT_FOUND
    c.vm.mem.wptr(info, _describe(c, [package]))
    return SEC_E_OK


@api(SECUR32, "FreeContextBuffer", "LPVOID buffer", widths=BOTH)
def FreeContextBuffer(c, buffer):
    # A buffer the package functions answered; NULL is nothing to free (SEC_E_OK).
    if buffer:
        c.vm.heap.free(buffer)
    return SEC_E_OK
