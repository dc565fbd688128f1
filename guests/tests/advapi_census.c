/*
 * advapi_census.c - test guest for the ADVAPI32 families of the census
 * (test/test_advapi_census.py). One mode per run, "/mode NAME"; each step prints a line.
 *
 *   /mode reg     RegGetValue (type restrictions, expansion, sizes, zero on failure),
 *                 RegQueryValue/RegSetValue, RegSetKeyValue, RegDeleteKeyValue,
 *                 RegDeleteKeyEx, RegDeleteTree.
 *   /mode scm     the service control manager: create, open, query, change, start,
 *                 control, delete a service; the errors.
 *   /mode sec     SIDs (allocate, compare, convert, look up), the token's information,
 *                 security descriptors and ACLs, LSA policy handles.
 *   /mode crypt   RtlGenRandom, MD5, and the CryptoAPI's provider and key queries.
 *
 * Test hooks: the expected lines in test_advapi_census.py are this exe's output under
 * Wine 8 (xvfb-run -a wine advapi_census.exe /mode NAME), except where a comment there
 * says why not.
 */
#define _WIN32_WINNT 0x0601
#include <windows.h>
#include <sddl.h>
#include <ntsecapi.h>
#include <stdio.h>
#include <string.h>

#define KEY_BASE "Software\\wineagent-advapi-test"

static void show_bytes(const char *what, const BYTE *p, DWORD n)
{
    DWORD i;
    printf("%s", what);
    for (i = 0; i < n; i++)
        printf("%s%02x", i ? "" : " ", p[i]);
    printf("\n");
}

static void mode_reg(void)
{
    HKEY k, sub;
    LONG r;
    DWORD type, size, dw;
    char buf[64];
    WCHAR wbuf[64];
    BYTE bin4[4] = {1, 2, 3, 4}, bin3[3] = {5, 6, 7};

    RegDeleteTreeA(HKEY_CURRENT_USER, KEY_BASE);
    r = RegCreateKeyExA(HKEY_CURRENT_USER, KEY_BASE, 0, NULL, 0, KEY_ALL_ACCESS, NULL, &k, NULL);
    printf("create=%ld\n", r);
    RegSetValueExA(k, "str", 0, REG_SZ, (BYTE *)"hello", 6);
    RegSetValueExA(k, "exp", 0, REG_EXPAND_SZ, (BYTE *)"%WA_TEST_VAR%\\x", 16);
    dw = 42;
    RegSetValueExA(k, "dw", 0, REG_DWORD, (BYTE *)&dw, 4);
    RegSetValueExA(k, "bin4", 0, REG_BINARY, bin4, 4);
    RegSetValueExA(k, "bin3", 0, REG_BINARY, bin3, 3);
    SetEnvironmentVariableA("WA_TEST_VAR", "expanded");

    size = sizeof buf; type = 99;
    r = RegGetValueA(k, NULL, "str", RRF_RT_REG_SZ, &type, buf, &size);
    printf("get str=%ld type=%lu size=%lu '%s'\n", r, type, size, buf);
    size = 0; type = 99;
    r = RegGetValueA(HKEY_CURRENT_USER, KEY_BASE, "str", RRF_RT_ANY, &type, NULL, &size);
    printf("get str size only=%ld type=%lu size=%lu\n", r, type, size);
    size = 3; type = 99;
    r = RegGetValueA(k, NULL, "str", RRF_RT_REG_SZ, &type, buf, &size);
    printf("get str small=%ld type=%lu size=%lu\n", r, type, size);
    size = sizeof buf;
    r = RegGetValueA(k, NULL, "str", RRF_RT_REG_DWORD, &type, buf, &size);
    printf("get str as dword=%ld size=%lu\n", r, size);
    size = 8; memset(buf, 'x', sizeof buf);
    r = RegGetValueA(k, NULL, "str", RRF_RT_REG_DWORD | RRF_ZEROONFAILURE, &type, buf, &size);
    printf("get zero on failure=%ld buf=%d%d%d%d%d%d%d%d%c\n", r, buf[0], buf[1], buf[2],
           buf[3], buf[4], buf[5], buf[6], buf[7], buf[8]);
    size = sizeof buf; type = 99;
    r = RegGetValueA(k, NULL, "exp", RRF_RT_REG_SZ, &type, buf, &size);
    printf("get exp=%ld type=%lu size=%lu '%s'\n", r, type, size, buf);
    size = sizeof buf; type = 99;
    r = RegGetValueA(k, NULL, "exp", RRF_RT_REG_EXPAND_SZ | RRF_NOEXPAND, &type, buf, &size);
    printf("get exp noexpand=%ld type=%lu size=%lu '%s'\n", r, type, size, buf);
    size = sizeof buf;
    r = RegGetValueA(k, NULL, "exp", RRF_RT_REG_EXPAND_SZ, &type, buf, &size);
    printf("get exp without noexpand=%ld\n", r);
    size = sizeof wbuf; type = 99;
    r = RegGetValueW(k, NULL, L"exp", RRF_RT_ANY, &type, wbuf, &size);
    printf("getW exp any=%ld type=%lu size=%lu '%ls'\n", r, type, size, wbuf);
    size = sizeof dw; dw = 0;
    r = RegGetValueA(k, NULL, "dw", RRF_RT_DWORD, &type, &dw, &size);
    printf("get dw=%ld type=%lu size=%lu value=%lu\n", r, type, size, dw);
    size = sizeof dw; dw = 0;
    r = RegGetValueA(k, NULL, "bin4", RRF_RT_DWORD, &type, &dw, &size);
    printf("get bin4 as dword=%ld type=%lu size=%lu value=%08lx\n", r, type, size, dw);
    size = sizeof buf;
    r = RegGetValueA(k, NULL, "bin3", RRF_RT_DWORD, &type, buf, &size);
    printf("get bin3 as dword=%ld size=%lu\n", r, size);
    size = sizeof buf;
    r = RegGetValueA(k, NULL, "bin3", RRF_RT_REG_BINARY, &type, buf, &size);
    printf("get bin3 binary=%ld size=%lu\n", r, size);
    size = sizeof buf;
    r = RegGetValueA(k, NULL, "nosuch", RRF_RT_ANY, &type, buf, &size);
    printf("get missing=%ld\n", r);
    size = sizeof buf;
    r = RegGetValueA(k, "nosuchkey", "str", RRF_RT_ANY, &type, buf, &size);
    printf("get missing key=%ld\n", r);
    r = RegGetValueA(k, NULL, "str", RRF_RT_ANY, &type, buf, NULL);
    printf("get no size=%ld\n", r);
    size = sizeof buf;
    r = RegGetValueA(k, NULL, "str", 0, &type, buf, &size);
    printf("get no flags=%ld\n", r);

    /* the Windows 3.1 default-value calls */
    r = RegSetValueA(k, "child\\grand", REG_SZ, "default text", 0);
    printf("setvalue=%ld\n", r);
    r = RegSetValueA(k, "child", REG_DWORD, "x", 1);
    printf("setvalue dword=%ld\n", r);
    size = sizeof buf;
    r = RegQueryValueA(k, "child\\grand", buf, (LONG *)&size);
    printf("queryvalue=%ld size=%lu '%s'\n", r, size, buf);
    size = sizeof buf; strcpy(buf, "junk");
    r = RegQueryValueA(k, "child", buf, (LONG *)&size);
    printf("queryvalue unset=%ld size=%lu '%s'\n", r, size, buf);
    size = sizeof wbuf;
    r = RegQueryValueW(k, L"child\\grand", wbuf, (LONG *)&size);
    printf("queryvalueW=%ld size=%lu '%ls'\n", r, size, wbuf);
    size = 0;
    r = RegQueryValueA(k, "child\\grand", NULL, (LONG *)&size);
    printf("queryvalue size=%ld size=%lu\n", r, size);
    size = 4;
    r = RegQueryValueA(k, "child\\grand", buf, (LONG *)&size);
    printf("queryvalue small=%ld size=%lu\n", r, size);
    size = sizeof buf;
    r = RegQueryValueA(k, "nokey", buf, (LONG *)&size);
    printf("queryvalue missing=%ld\n", r);
    r = RegSetValueW(k, NULL, REG_SZ, L"own default", 0);
    size = sizeof buf;
    r = RegQueryValueA(k, NULL, buf, (LONG *)&size);
    printf("own default=%ld size=%lu '%s'\n", r, size, buf);

    /* set / delete a value of a subkey */
    dw = 7;
    r = RegSetKeyValueA(k, "kv\\deep", "n", REG_DWORD, &dw, 4);
    printf("setkeyvalue=%ld\n", r);
    size = sizeof dw; dw = 0;
    r = RegGetValueA(k, "kv\\deep", "n", RRF_RT_REG_DWORD, NULL, &dw, &size);
    printf("read back=%ld %lu\n", r, dw);
    r = RegSetKeyValueW(k, NULL, L"w", REG_SZ, L"wide", 10);
    size = sizeof buf;
    r = RegGetValueA(k, NULL, "w", RRF_RT_REG_SZ, NULL, buf, &size);
    printf("setkeyvalueW self=%ld '%s' size=%lu\n", r, buf, size);
    r = RegDeleteKeyValueA(k, "kv\\deep", "n");
    printf("deletekeyvalue=%ld\n", r);
    r = RegDeleteKeyValueA(k, "kv\\deep", "n");
    printf("deletekeyvalue again=%ld\n", r);
    r = RegDeleteKeyValueW(k, L"nokey", L"n");
    printf("deletekeyvalue nokey=%ld\n", r);

    /* delete keys */
    r = RegDeleteKeyExA(k, "kv", KEY_WOW64_32KEY, 0);
    printf("deletekeyex with subkey=%ld\n", r);
    r = RegDeleteKeyExA(k, "kv\\deep", KEY_WOW64_32KEY, 0);
    printf("deletekeyex leaf=%ld\n", r);
    r = RegDeleteKeyExW(k, L"kv\\deep", 0, 0);
    printf("deletekeyex again=%ld\n", r);
    r = RegOpenKeyExA(k, "child", 0, KEY_READ, &sub);
    printf("open child=%ld\n", r);
    r = RegDeleteTreeA(k, "child");
    printf("deletetree child=%ld\n", r);
    size = sizeof buf;
    r = RegQueryValueA(sub, NULL, buf, (LONG *)&size);
    printf("deleted handle=%ld\n", r);
    RegCloseKey(sub);
    r = RegOpenKeyExA(k, "child", 0, KEY_READ, &sub);
    printf("open deleted=%ld\n", r);
    r = RegDeleteTreeA(k, "child");
    printf("deletetree missing=%ld\n", r);
    RegCreateKeyA(k, "a\\b\\c", &sub);
    RegCloseKey(sub);
    r = RegDeleteTreeW(k, NULL);
    printf("deletetree contents=%ld\n", r);
    dw = 99; size = 99;
    r = RegQueryInfoKeyA(k, NULL, NULL, NULL, &dw, NULL, NULL, &size, NULL, NULL, NULL, NULL);
    printf("left=%ld subkeys=%lu values=%lu\n", r, dw, size);
    RegCloseKey(k);
    r = RegDeleteTreeA(HKEY_CURRENT_USER, KEY_BASE);
    printf("deletetree base=%ld\n", r);
    r = RegOpenKeyExA(HKEY_CURRENT_USER, KEY_BASE, 0, KEY_READ, &k);
    printf("open base=%ld\n", r);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 2 ? argv[2] : "";
    if (!strcmp(mode, "reg"))
        mode_reg();
    else
        printf("usage: /mode reg|scm|sec|crypt\n");
    return 0;
}
