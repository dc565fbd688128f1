/*
 * ug_crypt.c - ole32 CoInitializeSecurity, advapi32 IsTextUnicode and the CryptoAPI
 * basics (CryptAcquireContext, CryptGenRandom, MD5/SHA-1 hashes), printed as
 * "name=value" lines. test/test_user_basics.py compares them with Wine 8's output.
 */
#include <windows.h>
#include <wincrypt.h>
#include <objbase.h>
#include <stdio.h>

static void out(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static void itu(const char *name, const void *buf, int len, int flags)
{
    int f = flags;
    BOOL r = IsTextUnicode(buf, len, &f);
    out("itu.%s=%d flags=%04x", name, r, f);
}

static void hash(HCRYPTPROV prov, ALG_ID alg, const char *name, const char *text)
{
    HCRYPTHASH h;
    BYTE val[64];
    DWORD len = 0, size = 0, n = sizeof(DWORD), algid = 0;
    char hex[160];
    int i, ok;
    if (!CryptCreateHash(prov, alg, 0, 0, &h)) {
        out("hash.%s.create=0 err=%08lx", name, GetLastError());
        return;
    }
    CryptHashData(h, (const BYTE *)text, 3, 0);
    CryptHashData(h, (const BYTE *)text + 3, lstrlenA(text) - 3, 0);
    CryptGetHashParam(h, HP_HASHSIZE, (BYTE *)&size, &n, 0);
    n = sizeof(DWORD);
    CryptGetHashParam(h, HP_ALGID, (BYTE *)&algid, &n, 0);
    ok = CryptGetHashParam(h, HP_HASHVAL, NULL, &len, 0);
    out("hash.%s.size=%lu algid=%04lx query=%d len=%lu", name, size, algid, ok, len);
    len = 4;
    SetLastError(0);
    ok = CryptGetHashParam(h, HP_HASHVAL, val, &len, 0);
    out("hash.%s.small=%d err=%lu len=%lu", name, ok, GetLastError(), len);
    len = sizeof val;
    CryptGetHashParam(h, HP_HASHVAL, val, &len, 0);
    for (i = 0; i < (int)len; i++)
        sprintf(hex + 2 * i, "%02x", val[i]);
    out("hash.%s=%s", name, hex);
    SetLastError(0);
    ok = CryptHashData(h, (const BYTE *)"x", 1, 0);
    out("hash.%s.after=%d err=%08lx", name, ok, GetLastError());
    out("hash.%s.destroy=%d", name, CryptDestroyHash(h));
}

int main(void)
{
    static const WCHAR wtext[] = L"Hello, world\r\n";
    static const char atext[] = "Hello, world\r\n";
    static const unsigned char bom[] = {0xFF, 0xFE, 'h', 0, 'i', 0};
    static const unsigned char rbom[] = {0xFE, 0xFF, 0, 'h', 0, 'i'};
    static const unsigned char rev[] = {0, 'h', 0, 'e', 0, 'l', 0, 'l', 0, 'o', 0, '\r', 0, '\n'};
    static const WCHAR cjk[] = {0x4F60, 0x597D, 0x4E16, 0x754C, 0x3002, 0};
    HCRYPTPROV prov = 0;
    HCRYPTHASH h;
    BYTE r1[16], r2[16];
    int ok, i, same;

    CoInitialize(NULL);
    out("cosec.first=%08lx", CoInitializeSecurity(NULL, -1, NULL, NULL, 0, 3, NULL, 0, NULL));
    out("cosec.again=%08lx", CoInitializeSecurity(NULL, -1, NULL, NULL, 0, 3, NULL, 0, NULL));
    CoUninitialize();

    itu("wide", wtext, sizeof wtext - 2, -1);
    itu("wide0", wtext, sizeof wtext - 2, 0);
    itu("widenull", wtext, sizeof wtext - 2, IS_TEXT_UNICODE_NULL_BYTES);
    itu("ansi", atext, sizeof atext - 1, -1);
    itu("ansiodd", "abc", 3, -1);
    itu("bom", bom, sizeof bom, -1);
    itu("rbom", rbom, sizeof rbom, -1);
    itu("rev", rev, sizeof rev, -1);
    itu("cjk", cjk, sizeof cjk - 2, -1);
    itu("stat", cjk, sizeof cjk - 2, IS_TEXT_UNICODE_STATISTICS);
    itu("one", "a", 1, -1);
    out("itu.noflags=%d", IsTextUnicode(wtext, sizeof wtext - 2, NULL));

    SetLastError(0);
    ok = CryptAcquireContextA(&prov, NULL, NULL, 12345, CRYPT_VERIFYCONTEXT);
    out("acq.badtype=%d err=%08lx", ok, GetLastError());
    SetLastError(0);
    ok = CryptAcquireContextA(&prov, NULL, "No Such Provider", PROV_RSA_FULL, CRYPT_VERIFYCONTEXT);
    out("acq.badname=%d err=%08lx", ok, GetLastError());
    ok = CryptAcquireContextW(&prov, NULL, MS_DEF_PROV_W, PROV_RSA_FULL, CRYPT_VERIFYCONTEXT);
    out("acq.w=%d", ok);
    out("rel.w=%d", CryptReleaseContext(prov, 0));
    ok = CryptAcquireContextA(&prov, NULL, NULL, PROV_RSA_FULL, CRYPT_VERIFYCONTEXT);
    out("acq.verify=%d", ok);
    ok = CryptGenRandom(prov, sizeof r1, r1) && CryptGenRandom(prov, sizeof r2, r2);
    same = 1;
    for (i = 0; i < 16; i++)
        same &= r1[i] == r2[i];
    out("random=%d same=%d", ok, same);
    SetLastError(0);
    ok = CryptCreateHash(prov, 0x1234, 0, 0, &h);
    out("hash.badalg=%d err=%08lx", ok, GetLastError());
    hash(prov, CALG_MD5, "md5", "The quick brown fox");
    hash(prov, CALG_SHA1, "sha1", "The quick brown fox");
    out("rel=%d", CryptReleaseContext(prov, 0));
    SetLastError(0);
    ok = CryptReleaseContext(prov, 0);
    out("rel.again=%d err=%08lx", ok, GetLastError());
    ok = CryptAcquireContextA(&prov, NULL, MS_ENH_RSA_AES_PROV_A, PROV_RSA_AES, CRYPT_VERIFYCONTEXT);
    out("acq.aes=%d", ok);
    hash(prov, CALG_SHA_256, "sha256", "The quick brown fox");
    CryptReleaseContext(prov, 0);
    return 0;
}
