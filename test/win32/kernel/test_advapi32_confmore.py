"""ADVAPI32 calls Wine's conformance tests reached (docs/dlls.md, "Census and SHLWAPI/ADVAPI32
conformance (this round)"): CredGetSessionTypes, CredReadDomainCredentials, credential
marshalling, and SystemFunction001-032 (DES, MD4, RC4).

test/exe/advapi32_confmore.exe (guests/tests/advapi32_confmore.c) prints a line per check;
the expected lines are what the same binary prints under Wine 8
(``xvfb-run -a wine advapi32_confmore.exe``), except where a comment says why not. Its
x86-64 build prints the same lines under 64-bit Wine but for the pointers printed with %p
(16 digits); the test runs both builds (the ``width`` fixture).
"""

from paths import guest_exe


def test_the_calls_answer_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("advapi32_confmore", width), settle=False,
             vfs_root=str(tmp_path / "vfs"))
    ptr = "%0*x" % (2 * width, 0)        # %p of NULL: 8 digits, 16 in a 64-bit program
    d.run_to_end(3000)
    assert d.vm.stdout_log == [
        'CredGetSessionTypes=1 none=1 generic-set=1',
        # Wine leaves the last error alone; Windows sets ERROR_SUCCESS (ERROR_IO_PENDING on
        # Vista), as Wine's cred.c checks.
        'CredWriteA(domain)=1 err-ok=1',
        # Wine's CredReadDomainCredentials finds nothing (a FIXME stub: ERROR_NOT_FOUND);
        # MS docs: it answers the user's domain credentials that match the target information.
        'CredReadDomainCredentialsA=1 count=1 target=server.example user=EXAMPLE\\someone type=2',
        'CredReadDomainCredentialsA(none)=0 err=1168 count=0 creds=' + ptr,
        'CredReadDomainCredentialsA(NULL)=0 err=87',
        'CredMarshalCredentialA(cert)=1 @@BXlmblBAAAAAAAAAAAAAAAAAAAAA',
        'CredIsMarshaledCredentialA=1',
        'CredUnmarshalCredentialA=1 type=1 cbSize=24 hash=Wine',
        'CredMarshalCredentialA(user)=1 @@CIAAAAA0BQZAMHA0BA',
        'CredUnmarshalCredentialA=1 type=2 name=test',
        'CredMarshalCredentialA(small cbSize)=0 err=87',
        'CredUnmarshalCredentialA(odd size)=0 err=87 type=2 p=' + ptr[:-1] + '1',
        'CredIsMarshaledCredentialA: winetest=0 @@B=0 @@D=0',
        '001(NULL)=c0000001 001=c337cd5cbd44fc97',
        '002=0123456789abcdef',
        '003=9d21c8866c21cf43',
        '006=e52cac67419a9a224a3b108f3fa6cb6d',
        '007=a4f49c406510bdcab6824ee7c30fd852',
        '008=c337cd5cbd44fc9782a667af6d427c6de67c20c2d3e77c56',
        '010=5e1c4ae1aa76694e0125a662c1e5b133',
        '012=c337cd5cbd44fc97d0820fb35389f0d7',
        '013 roundtrip=1',
        '014=c337cd5cbd44fc97d0820fb35389f0d7',
        '015 roundtrip=1',
        '016=c337cd5cbd44fc97d0820fb35389f0d7',
        '017 roundtrip=1',
        '018=c337cd5cbd44fc97d0820fb35389f0d7',
        '019 roundtrip=1',
        '020=c337cd5cbd44fc97d0820fb35389f0d7',
        '021 roundtrip=1',
        '022=c337cd5cbd44fc97d0820fb35389f0d7',
        '023 roundtrip=1',
        '024=695135690d2924adc06f7ab81fb2654c',
        '025 roundtrip=1',
        '026=695135690d2924adc06f7ab81fb2654c',
        '027 roundtrip=1',
        '030=1,0',
        '004(small)=c0000023 need=0',
        # Wine leaves the output's Length at 0 after a success; it is the encrypted
        # length here, as the failure path (STATUS_BUFFER_TOO_SMALL) reports it under Wine too.
        '004=00000000 len=32 e48b03d9094043dda55b4c4e04bd882ce56ebf148bc157621e6451d7f5b1501f',
        '005=00000000 len=0 ""',
        '005(wrong key)=c0000058',
        '005(no key)=c00000f0',
        '032=00000000 28b9f8e1',
        'done',
    ]
