"""The security packages (issue 23, "Programs in the wild (session 32)": curl built with
Schannel stopped at start-up at Secur32!InitSecurityInterfaceA).

test/exe/sspipkg.exe (guests/tests/sspipkg.c) takes InitSecurityInterfaceA/W's tables
(version 1, the same pointer twice, entries that are Secur32's own exports), lists the
packages with EnumerateSecurityPackagesA/W, asks QuerySecurityPackageInfoA/W by name (case
does not matter; an unknown name is SEC_E_SECPKG_NOT_FOUND) and frees each answer with
FreeContextBuffer. The lines are Wine 8's, 32- and 64-bit: Wine 8 on this host lists
Schannel (under both names), Kerberos and Negotiate and no NTLM (which it has only with
winbind's ntlm_auth), and so do we (kernel/secpkg.py).
"""

from paths import guest_exe

EXPECTED = [
    'tables 1 1 same 1',
    'versions 1 1',
    'A enum 1 query 1 free 1',
    'W enum 1 query 1 acquire 1',
    'EnumA 00000000 count>0 1',
    '  Microsoft Unified Security Protocol Provider',
    '  Schannel',
    '  Kerberos',
    '  Negotiate',
    'named 4',
    'EnumW 00000000 same count 1 first Microsoft Unified Security Protocol Provider',
    'QueryA Negotiate: ok [Negotiate] caps 00083bb3 ver 1 rpc 9 max 12000'
    ' [Microsoft Package Negotiator]',
    'free 00000000',
    'QueryA NTLM: 80090305',
    'QueryA Kerberos: ok [Kerberos] caps 008f3bbf ver 1 rpc 16 max 12000'
    ' [Microsoft Kerberos V1.0]',
    'free 00000000',
    'QueryA Schannel: ok [Schannel] caps 000007b3 ver 1 rpc 14 max 16384'
    ' [Schannel Security Package]',
    'free 00000000',
    'QueryA Microsoft Unified Security Protocol Provider: ok'
    ' [Microsoft Unified Security Protocol Provider] caps 000007b3 ver 1 rpc 14 max 16384'
    ' [Microsoft Unified Security Protocol Provider]',
    'free 00000000',
    'QueryA negotiate: ok [Negotiate] caps 00083bb3 ver 1 rpc 9 max 12000'
    ' [Microsoft Package Negotiator]',
    'free 00000000',
    'QueryA SCHANNEL: ok [Schannel] caps 000007b3 ver 1 rpc 14 max 16384'
    ' [Schannel Security Package]',
    'free 00000000',
    'QueryA NoSuchPackage: 80090305',
    'QueryA : 80090305',
    'QueryW Negotiate: ok caps 00083bb3 max 12000',
    '[Microsoft Package Negotiator]',
    'QueryW Schannel: ok caps 000007b3 max 16384',
    '[Schannel Security Package]',
    'QueryW nosuch: 80090305',
    'free NULL 00000000',
    'done',
]


def test_security_packages(boot, tmp_path, width):
    d = boot(guest_exe("sspipkg", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(300)
    assert d.vm.stdout_log == EXPECTED
