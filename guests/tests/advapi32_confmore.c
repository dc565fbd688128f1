/*
 * advapi32_confmore.c - test guest for the ADVAPI32 calls Wine's conformance tests reached
 * (test/win32/kernel/test_advapi32_confmore.py): CredGetSessionTypes,
 * CredReadDomainCredentials, CredMarshalCredential/CredUnmarshalCredential/
 * CredIsMarshaledCredential, and SystemFunction001-032. One line per check.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine advapi32_confmore.exe), except where a comment there says why not.
 */
#include <windows.h>
#include <wincred.h>
#include <stdio.h>
#include <string.h>

struct ustring { DWORD Length; DWORD MaximumLength; unsigned char *Buffer; };
typedef struct { USHORT Length, MaximumLength; PWSTR Buffer; } USTR;
typedef LONG (WINAPI *f3_t)(const BYTE *, const BYTE *, BYTE *);
typedef LONG (WINAPI *f2_t)(const BYTE *, BYTE *);
typedef LONG (WINAPI *fu_t)(struct ustring *, struct ustring *, struct ustring *);
typedef LONG (WINAPI *f7_t)(const USTR *, BYTE *);
typedef LONG (WINAPI *f32_t)(struct ustring *, struct ustring *);
typedef void (WINAPI *f6_t)(const char *, BYTE *);
typedef LONG (WINAPI *f10_t)(void *, const BYTE *, BYTE *);
typedef BOOL (WINAPI *cmp_t)(const BYTE *, const BYTE *);

static HMODULE adv;
static void *fn(int n)
{
    char name[32];
    sprintf(name, "SystemFunction%03d", n);
    return GetProcAddress(adv, name);
}

static void hex(const char *what, const BYTE *p, int n)
{
    int i;
    printf("%s", what);
    for (i = 0; i < n; i++) printf("%02x", p[i]);
    printf("\n");
}

int main(void)
{
    DWORD persist[8], count;
    CREDENTIALA cred, **creds;
    CREDENTIAL_TARGET_INFORMATIONA info;
    CERT_CREDENTIAL_INFO cert;
    USERNAME_TARGET_CREDENTIAL_INFO user;
    CRED_MARSHAL_TYPE type;
    char *str;
    void *p;
    BOOL ret;
    int i;
    BYTE key14[14] = {0xff, 0x37, 0x50, 0xbc, 0xc2, 0xb2, 0x24, 0x10, 0x20, 0x30, 0x40, 0x50,
                      0x60, 0x70};
    BYTE data[16] = {0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 1, 2, 3, 4, 5, 6, 7, 8};
    BYTE out[64], back[64], hash[16] = {0xff, 0x37, 0x50, 0xbc, 0xc2, 0xb2, 0x24, 0x12, 0xc2,
                                         0x26, 0x5b, 0x23, 0x73, 0x4e, 0x0d, 0xac};
    struct ustring in, key, res, dec;
    USTR us;
    char text[] = "the quick brown fox";

    adv = GetModuleHandleA("advapi32.dll");

    /* credentials */
    memset(persist, 0xcc, sizeof persist);
    ret = CredGetSessionTypes(7, persist);
    printf("CredGetSessionTypes=%d none=%d generic-set=%d\n", ret, persist[0] == 0,
           persist[1] != 0);
    memset(&cred, 0, sizeof cred);
    cred.Type = CRED_TYPE_DOMAIN_PASSWORD;
    cred.TargetName = "server.example";
    cred.UserName = "EXAMPLE\\someone";
    cred.Persist = CRED_PERSIST_LOCAL_MACHINE;
    SetLastError(0xdeadbeef);
    ret = CredWriteA(&cred, 0);
    printf("CredWriteA(domain)=%d err-ok=%d\n", ret,
           GetLastError() == 0 || GetLastError() == ERROR_IO_PENDING);
    memset(&info, 0, sizeof info);
    info.DnsServerName = "SERVER.example";
    SetLastError(0xdeadbeef);
    ret = CredReadDomainCredentialsA(&info, 0, &count, &creds);
    printf("CredReadDomainCredentialsA=%d count=%lu", ret, ret ? count : 0);
    if (ret) {
        printf(" target=%s user=%s type=%lu\n", creds[0]->TargetName, creds[0]->UserName,
               creds[0]->Type);
        CredFree(creds);
    } else printf(" err=%lu\n", GetLastError());
    CredDeleteA("server.example", CRED_TYPE_DOMAIN_PASSWORD, 0);
    info.DnsServerName = "nowhere";
    SetLastError(0xdeadbeef);
    ret = CredReadDomainCredentialsA(&info, 0, &count, &creds);
    printf("CredReadDomainCredentialsA(none)=%d err=%lu count=%lu creds=%p\n", ret,
           GetLastError(), count, creds);
    SetLastError(0xdeadbeef);
    ret = CredReadDomainCredentialsA(NULL, 0, &count, &creds);
    printf("CredReadDomainCredentialsA(NULL)=%d err=%lu\n", ret, GetLastError());

    memset(&cert, 0, sizeof cert);
    cert.cbSize = sizeof cert;
    memcpy(cert.rgbHashOfCert, "Wine", 4);
    ret = CredMarshalCredentialA(CertCredential, &cert, &str);
    printf("CredMarshalCredentialA(cert)=%d %s\n", ret, ret ? str : "");
    if (ret) {
        printf("CredIsMarshaledCredentialA=%d\n", CredIsMarshaledCredentialA(str));
        ret = CredUnmarshalCredentialA(str, &type, &p);
        printf("CredUnmarshalCredentialA=%d type=%d cbSize=%lu hash=%.4s\n", ret, type,
               ((CERT_CREDENTIAL_INFO *)p)->cbSize,
               (char *)((CERT_CREDENTIAL_INFO *)p)->rgbHashOfCert);
        CredFree(p);
        CredFree(str);
    }
    user.UserName = L"test";
    ret = CredMarshalCredentialA(UsernameTargetCredential, &user, &str);
    printf("CredMarshalCredentialA(user)=%d %s\n", ret, ret ? str : "");
    if (ret) {
        ret = CredUnmarshalCredentialA(str, &type, &p);
        printf("CredUnmarshalCredentialA=%d type=%d name=%ls\n", ret, type,
               ((USERNAME_TARGET_CREDENTIAL_INFO *)p)->UserName);
        CredFree(p);
        CredFree(str);
    }
    cert.cbSize = 4;
    SetLastError(0xdeadbeef);
    ret = CredMarshalCredentialA(CertCredential, &cert, &str);
    printf("CredMarshalCredentialA(small cbSize)=%d err=%lu\n", ret, GetLastError());
    type = 99;
    p = (void *)1;
    ret = CredUnmarshalCredentialA("@@CBAAAAA0BAA", &type, &p);
    printf("CredUnmarshalCredentialA(odd size)=%d err=%lu type=%d p=%p\n", ret, GetLastError(),
           type, p);
    printf("CredIsMarshaledCredentialA: winetest=%d @@B=%d @@D=%d\n",
           CredIsMarshaledCredentialA("winetest"), CredIsMarshaledCredentialA("@@B"),
           CredIsMarshaledCredentialA("@@D"));

    /* SystemFunction */
    printf("001(NULL)=%08lx", ((f3_t)fn(1))(NULL, NULL, NULL));
    ((f3_t)fn(1))(data, key14, out);
    hex(" 001=", out, 8);
    ((f3_t)fn(2))(out, key14, back);
    hex("002=", back, 8);
    ((f2_t)fn(3))(key14, out);
    hex("003=", out, 8);
    ((f6_t)fn(6))("PASSWORD", out);
    hex("006=", out, 16);
    us.Buffer = L"Password";
    us.Length = us.MaximumLength = 16;
    ((f7_t)fn(7))(&us, out);
    hex("007=", out, 16);
    ((f3_t)fn(8))(data, hash, out);
    hex("008=", out, 24);
    ((f10_t)fn(10))(NULL, data, out);
    hex("010=", out, 16);
    for (i = 12; i <= 26; i += 2) {
        char label[16];
        BYTE *k = i >= 24 ? (BYTE *)"foo" : key14;
        ((f3_t)fn(i))(data, k, out);
        ((f3_t)fn(i + 1))(out, k, back);
        sprintf(label, "%03d=", i);
        printf("%s", label);
        hex("", out, 16);
        printf("%03d roundtrip=%d\n", i + 1, !memcmp(back, data, 16));
    }
    printf("030=%d,%d\n", ((cmp_t)fn(30))(data, data), ((cmp_t)fn(30))(data, key14));
    in.Buffer = (BYTE *)text;
    in.Length = strlen(text);
    in.MaximumLength = 0;
    key.Buffer = (BYTE *)"secret7";
    key.Length = 7;
    key.MaximumLength = 0;
    res.Buffer = out;
    res.Length = 0;
    res.MaximumLength = 8;
    printf("004(small)=%08lx need=%lu\n", ((fu_t)fn(4))(&in, &key, &res), res.Length);
    res.MaximumLength = sizeof out;
    printf("004=%08lx len=%lu", ((fu_t)fn(4))(&in, &key, &res), res.Length);
    hex(" ", out, res.Length);
    dec.Buffer = back;
    dec.Length = 0;
    dec.MaximumLength = sizeof back;
    printf("005=%08lx len=%lu \"%.*s\"\n", ((fu_t)fn(5))(&res, &key, &dec), dec.Length,
           (int)dec.Length, back);
    key.Length = 1;
    printf("005(wrong key)=%08lx\n", ((fu_t)fn(5))(&res, &key, &dec));
    key.Length = 0;
    printf("005(no key)=%08lx\n", ((fu_t)fn(5))(&res, &key, &dec));
    memcpy(back, "bar", 4);
    dec.Buffer = back;
    dec.Length = 4;
    key.Buffer = (BYTE *)"foo";
    key.Length = 4;
    printf("032=%08lx", ((f32_t)fn(32))(&dec, &key));
    hex(" ", back, 4);
    printf("done\n");
    return 0;
}
