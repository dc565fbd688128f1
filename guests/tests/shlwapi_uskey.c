/*
 * shlwapi_uskey.c - test guest for SHLWAPI's user-specific registry keys (docs/dlls.md,
 * "SHLWAPI: paths, URLs, strings and streams").
 *
 * What it does (one line per call, printf): values under HKCU\Software\ShUS and
 * HKLM\Software\ShUS (one in both, one in each); SHRegGetUSValue (HKCU first, with
 * fIgnoreHKCU, a value only HKLM has, a missing value with and without default data, a
 * missing key); SHRegOpenUSKey / SHRegQueryUSValue / SHRegEnumUSValue (each flag) /
 * SHRegCloseUSKey; then deletes both keys.
 *
 * Test hooks: test/win32/shell/test_shlwapi_census.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <shlwapi.h>
#include <stdio.h>
#include <string.h>

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    char buf[64], name[64];
    DWORD type, size, nlen;
    HUSKEY hus = NULL;
    LONG r;
    DWORD i;
    static const DWORD flags[] = {SHREGENUM_DEFAULT, SHREGENUM_HKCU, SHREGENUM_HKLM,
                                  SHREGENUM_BOTH};

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    SHSetValueA(HKEY_LOCAL_MACHINE, "Software\\ShUS", "both", REG_SZ, "lm", 3);
    SHSetValueA(HKEY_LOCAL_MACHINE, "Software\\ShUS", "lmonly", REG_SZ, "lm2", 4);
    SHSetValueA(HKEY_CURRENT_USER, "Software\\ShUS", "both", REG_SZ, "cu", 3);
    SHSetValueA(HKEY_CURRENT_USER, "Software\\ShUS", "cuonly", REG_SZ, "cu2", 4);
    size = sizeof(buf);
    r = SHRegGetUSValueA("Software\\ShUS", "both", &type, buf, &size, FALSE, NULL, 0);
    printf("get both=%ld type=%lu size=%lu %s\n", r, type, size, buf);
    size = sizeof(buf);
    r = SHRegGetUSValueA("Software\\ShUS", "both", &type, buf, &size, TRUE, NULL, 0);
    printf("get both ignoring HKCU=%ld %s\n", r, buf);
    size = sizeof(buf);
    r = SHRegGetUSValueA("Software\\ShUS", "lmonly", &type, buf, &size, FALSE, NULL, 0);
    printf("get lmonly=%ld %s\n", r, buf);
    size = sizeof(buf);
    strcpy(buf, "#");
    r = SHRegGetUSValueA("Software\\ShUS", "missing", &type, buf, &size, FALSE, "dflt", 5);
    printf("get missing with default=%ld %s size=%lu\n", r, buf, size);
    size = sizeof(buf);
    r = SHRegGetUSValueA("Software\\ShUS", "missing", &type, buf, &size, FALSE, NULL, 0);
    printf("get missing=%ld\n", r);
    size = sizeof(buf);
    r = SHRegGetUSValueA("Software\\ShUSnone", "x", &type, buf, &size, FALSE, "dflt", 5);
    printf("get missing key=%ld\n", r);
    r = SHRegOpenUSKeyA("Software\\ShUS", KEY_READ, NULL, &hus, FALSE);
    printf("open=%ld %d\n", r, hus != NULL);
    size = sizeof(buf);
    r = SHRegQueryUSValueA(hus, "cuonly", &type, buf, &size, FALSE, NULL, 0);
    printf("query cuonly=%ld %s\n", r, buf);
    size = sizeof(buf);
    r = SHRegQueryUSValueA(hus, "cuonly", &type, buf, &size, TRUE, NULL, 0);
    printf("query cuonly ignoring HKCU=%ld\n", r);
    for (i = 0; i < 4; i++) {
        nlen = sizeof(name);
        size = sizeof(buf);
        name[0] = buf[0] = 0;
        r = SHRegEnumUSValueA(hus, 1, name, &nlen, &type, buf, &size, flags[i]);
        printf("enum(1,%lx)=%ld %s=%s\n", flags[i], r, name, buf);
    }
    nlen = sizeof(name);
    size = sizeof(buf);
    printf("enum past end=%ld\n", SHRegEnumUSValueA(hus, 5, name, &nlen, &type, buf, &size,
                                                    SHREGENUM_DEFAULT));
    printf("close=%ld\n", SHRegCloseUSKey(hus));
    r = SHRegOpenUSKeyA("Software\\ShUSnone", KEY_READ, NULL, &hus, FALSE);
    printf("open missing=%ld %d\n", r, hus != NULL);
    printf("delete=%ld %ld\n", SHDeleteKeyA(HKEY_CURRENT_USER, "Software\\ShUS"),
           SHDeleteKeyA(HKEY_LOCAL_MACHINE, "Software\\ShUS"));
    fflush(stdout);
    return 0;
}
