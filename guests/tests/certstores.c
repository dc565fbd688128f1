/*
 * certstores.c - test guest for crypt32's certificate stores
 * (test/win32/dlls/test_certstores.py): CertOpenStore of memory, collection and system
 * stores (open, create, open-existing, create-new, delete), CertOpenSystemStore,
 * CertDuplicateStore, CertCloseStore, CertEnumCertificatesInStore and
 * CertFindCertificateInStore on stores without certificates. tombi, turbo and
 * sentry-cli (Rust) open the ROOT and CA stores at start-up. One line per check, the same
 * at both widths.
 */
#include <windows.h>
#include <wincrypt.h>
#include <stdio.h>

static void opened(const char *what, HCERTSTORE s)
{
    if (s)
        printf("%s: opened\n", what);
    else
        printf("%s: NULL err=%#lx\n", what, GetLastError());
}

static void enum_store(const char *what, HCERTSTORE s)
{
    PCCERT_CONTEXT cert;
    SetLastError(0xdeadbeef);
    cert = CertEnumCertificatesInStore(s, NULL);
    printf("%s enum: %s err=%#lx\n", what, cert ? "a certificate" : "NULL", GetLastError());
    if (cert)
        CertFreeCertificateContext(cert);
}

static HCERTSTORE sys(const char *what, DWORD flags, const WCHAR *name)
{
    HCERTSTORE s;
    SetLastError(0xdeadbeef);
    s = CertOpenStore(CERT_STORE_PROV_SYSTEM_W, 0, 0, flags, name);
    opened(what, s);
    return s;
}

int main(void)
{
    HCERTSTORE s, d;
    PCCERT_CONTEXT found;
    const DWORD user = CERT_SYSTEM_STORE_CURRENT_USER;

    s = sys("MY", user, L"MY");
    enum_store("MY", s);
    printf("close MY=%d\n", CertCloseStore(s, CERT_CLOSE_STORE_CHECK_FLAG));

    s = sys("machine Disallowed", CERT_SYSTEM_STORE_LOCAL_MACHINE, L"Disallowed");
    enum_store("machine Disallowed", s);
    CertCloseStore(s, 0);

    SetLastError(0xdeadbeef);
    s = CertOpenSystemStoreA(0, "TrustedPeople");
    opened("CertOpenSystemStoreA(TrustedPeople)", s);
    SetLastError(0xdeadbeef);
    found = CertFindCertificateInStore(s, X509_ASN_ENCODING, 0, CERT_FIND_ANY, NULL, NULL);
    printf("find any: %s err=%#lx\n", found ? "found" : "NULL", GetLastError());
    SetLastError(0xdeadbeef);
    found = CertFindCertificateInStore(s, X509_ASN_ENCODING, 0, CERT_FIND_SUBJECT_STR_A,
                                       "Example", NULL);
    printf("find subject: %s err=%#lx\n", found ? "found" : "NULL", GetLastError());
    CertCloseStore(s, 0);

    /* A store of another name: created when opened, then found, deleted. */
    sys("open existing WaStoreTest", user | CERT_STORE_OPEN_EXISTING_FLAG, L"WaStoreTest");
    s = sys("create WaStoreTest", user, L"WaStoreTest");
    CertCloseStore(s, 0);
    s = sys("open existing WaStoreTest again", user | CERT_STORE_OPEN_EXISTING_FLAG,
            L"WaStoreTest");
    CertCloseStore(s, 0);
    sys("create new WaStoreTest", user | CERT_STORE_CREATE_NEW_FLAG, L"WaStoreTest");
    sys("delete WaStoreTest", user | CERT_STORE_DELETE_FLAG, L"WaStoreTest");
    sys("open existing after delete", user | CERT_STORE_OPEN_EXISTING_FLAG, L"WaStoreTest");
    sys("no location", 0, L"MY");

    /* Memory stores, by number and by name; a collection. */
    SetLastError(0xdeadbeef);
    s = CertOpenStore(CERT_STORE_PROV_MEMORY, 0, 0, 0, NULL);
    opened("memory", s);
    enum_store("memory", s);
    d = CertDuplicateStore(s);
    printf("duplicate is the same=%d\n", d == s);
    printf("close dup=%d\n", CertCloseStore(d, 0));
    enum_store("memory after closing the duplicate", s);
    printf("close=%d\n", CertCloseStore(s, 0));
    SetLastError(0xdeadbeef);
    s = CertOpenStore(sz_CERT_STORE_PROV_MEMORY, 0, 0, 0, NULL);
    opened("\"Memory\"", s);
    CertCloseStore(s, 0);
    SetLastError(0xdeadbeef);
    s = CertOpenStore(CERT_STORE_PROV_COLLECTION, 0, 0, 0, NULL);
    opened("collection", s);
    enum_store("collection", s);
    CertCloseStore(s, 0);
    SetLastError(0xdeadbeef);
    s = CertOpenStore((LPCSTR)0x7777, 0, 0, 0, NULL);
    opened("provider 0x7777", s);
    SetLastError(0xdeadbeef);
    s = CertOpenStore("NoSuchProvider", 0, 0, 0, NULL);
    opened("\"NoSuchProvider\"", s);
    printf("close NULL=%d\n", CertCloseStore(NULL, 0));
    return 0;
}
