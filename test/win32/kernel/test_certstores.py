"""crypt32's certificate stores (dlls/crypt32/stores.py): CertOpenStore of memory,
collection and system stores, CertOpenSystemStore, CertDuplicateStore, CertCloseStore,
CertEnumCertificatesInStore and CertFindCertificateInStore. tombi, turbo and sentry-cli
(Rust) open the ROOT and CA stores at start-up and stopped at CertOpenStore
("Programs in the wild (session 33)" in docs/runtimes.md).

test/exe/certstores.exe (guests/tests/certstores.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 at both widths, except where a comment
says why not. The stores it reads are ones Wine's prefix leaves empty too (Wine's ROOT
holds the host's CA bundle; ours holds no certificate: this machine has none installed).
"""

from paths import guest_exe

HKCU = 0x80000001

EXPECTED = [
    'MY: opened',
    'MY enum: NULL err=0x80092004',                 # CRYPT_E_NOT_FOUND: the end
    'close MY=1',
    'machine Disallowed: opened',
    'machine Disallowed enum: NULL err=0x80092004',
    'CertOpenSystemStoreA(TrustedPeople): opened',
    'find any: NULL err=0x80092004',
    'find subject: NULL err=0x80092004',
    'open existing WaStoreTest: NULL err=0x2',      # ERROR_FILE_NOT_FOUND
    'create WaStoreTest: opened',
    'open existing WaStoreTest again: opened',
    'create new WaStoreTest: NULL err=0x50',        # ERROR_FILE_EXISTS
    'delete WaStoreTest: NULL err=0',               # NULL either way; 0 when deleted
    # The store is deleted, as CERT_STORE_DELETE_FLAG documents; Wine 8 empties the
    # store's Certificates, CRLs and CTLs keys but keeps the store ("opened").
    'open existing after delete: NULL err=0x2',
    'no location: NULL err=0x2',
    'memory: opened',
    'memory enum: NULL err=0x80092004',
    'duplicate is the same=1',
    'close dup=1',
    'memory after closing the duplicate enum: NULL err=0x80092004',
    'close=1',
    '"Memory": opened',
    'collection: opened',
    'collection enum: NULL err=0x80092004',
    'provider 0x7777: NULL err=0x2',
    '"NoSuchProvider": NULL err=0x2',
    'close NULL=1',
]


def test_certificate_stores_open_and_enumerate_as_windows_does(boot, tmp_path, width):
    d = boot(guest_exe("certstores", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED
    # A store another name opened is a key of the current user's SystemCertificates, as
    # on Windows; the deleted one is gone.
    reg = d.vm.registry
    stores = reg.find(reg.roots[HKCU], r"Software\Microsoft\SystemCertificates")
    assert stores.child("TrustedPeople") is not None
    assert stores.child("WaStoreTest") is None
