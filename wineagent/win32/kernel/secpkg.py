"""The security packages this machine's SSPI lists (EnumerateSecurityPackages,
QuerySecurityPackageInfo: dlls/secur32/sspi.py).

The packages and their fields are the ones Wine 8 answers with on this host, in its order:
Schannel under both of its names (the Unified Security Protocol Provider and "Schannel"),
Kerberos and the Negotiate package that picks between them. Windows lists more (NTLM,
Digest, ...); Wine 8 lists NTLM only where winbind's ntlm_auth is installed, and programs
here are compared with Wine. Only the descriptions exist: opening credentials or a context
with any package (AcquireCredentialsHandle, InitializeSecurityContext) is not implemented,
so a program that authenticates or speaks TLS stops naming that function.
"""

from dataclasses import dataclass

__all__ = ["SecurityPackage", "PACKAGES", "find_package"]


@dataclass(frozen=True)
class SecurityPackage:
    """One package's SecPkgInfo fields."""

    name: str
    comment: str
    capabilities: int       # SECPKG_FLAG_*
    version: int
    rpc_id: int             # the package's RPC authentication service id
    max_token: int          # the largest token a context hands the caller, in bytes


_SCHANNEL_CAPS = 0x000007B3     # integrity, privacy, connection, multi-required, extended
                                # error, impersonation, accept Win32 name, stream
PACKAGES = (
    SecurityPackage("Microsoft Unified Security Protocol Provider",
                    "Microsoft Unified Security Protocol Provider", _SCHANNEL_CAPS, 1, 14, 16384),
    SecurityPackage("Schannel", "Schannel Security Package", _SCHANNEL_CAPS, 1, 14, 16384),
    SecurityPackage("Kerberos", "Microsoft Kerberos V1.0", 0x008F3BBF, 1, 16, 12000),
    SecurityPackage("Negotiate", "Microsoft Package Negotiator", 0x00083BB3, 1, 9, 12000),
)


def find_package(name):
    """The package called ``name`` (case does not matter, as in Windows), or None."""
    if name is None:
        return None
    wanted = name.lower()
    for package in PACKAGES:
        if package.name.lower() == wanted:
            return package
    return None
