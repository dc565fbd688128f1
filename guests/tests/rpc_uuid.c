/*
 * rpc_uuid.c - test guest for RPCRT4's UUID functions (test/win32/com/test_rpc_uuid.py).
 * Each step prints one line; the expected lines are this exe's output under Wine 8
 * (xvfb-run -a wine rpc_uuid.exe). Random and time-based UUIDs are printed only as their
 * version and variant bits and whether two differ.
 */
#include <windows.h>
#include <rpc.h>
#include <stdio.h>

int main(void)
{
    UUID a, b, nil;
    RPC_STATUS st;
    unsigned char *s = NULL;
    RPC_WSTR w = NULL;
    int r;

    printf("nil: %ld\n", UuidCreateNil(&nil));
    UuidToStringA(&nil, &s);
    printf("nil string: %s\n", s);
    RpcStringFreeA(&s);
    printf("freed: %d\n", s == NULL);
    r = UuidFromStringA((unsigned char *)"12345678-9ABC-def0-1234-56789abcdef0", &a);
    UuidToStringA(&a, &s);
    printf("parse: %d %s d1=%08lx d2=%04x d3=%04x d4[0]=%02x\n", r, s, a.Data1, a.Data2,
           a.Data3, a.Data4[0]);
    RpcStringFreeA(&s);
    UuidToStringW(&a, &w);
    printf("wide: %ls\n", (wchar_t *)w);
    RpcStringFreeW(&w);
    printf("bad: %ld %ld %ld %ld\n",
           UuidFromStringA((unsigned char *)"12345678-9abc-def0-1234-56789abcdef", &b),
           UuidFromStringA((unsigned char *)"12345678x9abc-def0-1234-56789abcdef0", &b),
           UuidFromStringA((unsigned char *)"g2345678-9abc-def0-1234-56789abcdef0", &b),
           UuidFromStringA((unsigned char *)"{12345678-9abc-def0-1234-56789abcdef0}", &b));
    r = UuidFromStringA(NULL, &b);
    printf("null string: %d nil=%d\n", r, UuidIsNil(&b, &st));
    UuidFromStringA((unsigned char *)"12345678-9abc-def0-1234-56789abcdef1", &b);
    printf("compare: %d %d %d null=%d %d\n", UuidCompare(&a, &b, &st), UuidCompare(&b, &a, &st),
           UuidCompare(&a, &a, &st), UuidCompare(NULL, &nil, &st), UuidCompare(&a, NULL, &st));
    printf("equal: %d %d isnil: %d %d %d\n", UuidEqual(&a, &a, &st), UuidEqual(&a, &b, &st),
           UuidIsNil(&nil, &st), UuidIsNil(NULL, &st), UuidIsNil(&a, &st));
    printf("hash: %u %u %u\n", UuidHash(&a, &st), UuidHash(&b, &st), UuidHash(NULL, &st));
    UuidFromStringA((unsigned char *)"ffffffff-ffff-ffff-ffff-ffffffffffff", &b);
    printf("hash ff: %u\n", UuidHash(&b, &st));
    r = UuidCreate(&a);
    UuidCreate(&b);
    printf("create: %d version=%x variant=%x differ=%d\n", r, a.Data3 >> 12, a.Data4[0] >> 6,
           !UuidEqual(&a, &b, &st));
    r = UuidCreateSequential(&a);
    UuidCreateSequential(&b);
    printf("sequential: %s version=%x variant=%x differ=%d\n",
           r == RPC_S_OK ? "ok" : r == RPC_S_UUID_LOCAL_ONLY ? "local only" : "other",
           a.Data3 >> 12, a.Data4[0] >> 6, !UuidEqual(&a, &b, &st));
    return 0;
}
