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


static void show_status(const char *what, BOOL ok, SERVICE_STATUS *st)
{
    printf("%s=%d err=%lu type=%#lx state=%lu accepted=%#lx exit=%lu\n", what, ok,
           ok ? 0 : GetLastError(), st->dwServiceType, st->dwCurrentState,
           st->dwControlsAccepted, st->dwWin32ExitCode);
}

static void show_config(const char *what, SC_HANDLE s)
{
    BYTE buf[4096];
    QUERY_SERVICE_CONFIGA *qc = (QUERY_SERVICE_CONFIGA *)buf;
    DWORD need = 0;
    BOOL ok = QueryServiceConfigA(s, qc, sizeof buf, &need);
    if (!ok) {
        printf("%s=0 err=%lu\n", what, GetLastError());
        return;
    }
    printf("%s=1 type=%#lx start=%lu errctl=%lu path='%s' group='%s' tag=%lu deps='%s' "
           "user='%s' display='%s'\n", what, qc->dwServiceType, qc->dwStartType,
           qc->dwErrorControl, qc->lpBinaryPathName, qc->lpLoadOrderGroup ? qc->lpLoadOrderGroup : "(null)",
           qc->dwTagId, qc->lpDependencies ? qc->lpDependencies : "(null)",
           qc->lpServiceStartName ? qc->lpServiceStartName : "(null)", qc->lpDisplayName);
}

static void mode_scm(void)
{
    SC_HANDLE m, s, s2, ro;
    SERVICE_STATUS st;
    SERVICE_STATUS_PROCESS sp;
    SERVICE_DESCRIPTIONW desc;
    DWORD need;
    BOOL ok;
    char path[MAX_PATH], cmd[MAX_PATH + 8];
    HKEY k;
    DWORD type, size, dw;
    char buf[256];
    LONG r;

    m = OpenSCManagerA(NULL, NULL, SC_MANAGER_ALL_ACCESS);
    printf("open scm=%d\n", m != NULL);
    ro = OpenSCManagerA(NULL, "NoSuchDatabase", SC_MANAGER_CONNECT);
    printf("open bad database=%d err=%lu\n", ro != NULL, GetLastError());
    ro = OpenSCManagerW(NULL, SERVICES_ACTIVE_DATABASEW, SC_MANAGER_CONNECT);
    printf("open connect=%d\n", ro != NULL);

    s = OpenServiceA(m, "WaTestSvc", SERVICE_ALL_ACCESS);
    if (s) { DeleteService(s); CloseServiceHandle(s); }
    s = OpenServiceA(m, "WaTestSvc", SERVICE_ALL_ACCESS);
    printf("open missing=%d err=%lu\n", s != NULL, GetLastError());

    s = CreateServiceA(ro, "WaTestSvc", "Wa Test", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                       SERVICE_DEMAND_START, SERVICE_ERROR_NORMAL, "C:\\nosuch\\svc.exe",
                       NULL, NULL, NULL, NULL, NULL);
    printf("create without right=%d err=%lu\n", s != NULL, GetLastError());
    s = CreateServiceA(m, "Wa/Bad", "Bad", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                       SERVICE_DEMAND_START, SERVICE_ERROR_NORMAL, "C:\\x.exe",
                       NULL, NULL, NULL, NULL, NULL);
    printf("create bad name=%d err=%lu\n", s != NULL, GetLastError());
    s = CreateServiceA(m, "WaTestSvc", "Wa Test", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                       SERVICE_BOOT_START, SERVICE_ERROR_NORMAL, "C:\\x.exe",
                       NULL, NULL, NULL, NULL, NULL);
    printf("create boot start=%d err=%lu\n", s != NULL, GetLastError());
    s = CreateServiceA(m, "WaTestSvc", "Wa Test", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                       SERVICE_DEMAND_START, SERVICE_ERROR_NORMAL, "C:\\nosuch\\svc.exe -x",
                       NULL, NULL, "RpcSs\0", NULL, NULL);
    printf("create=%d\n", s != NULL);
    s2 = CreateServiceA(m, "watestsvc", "Other", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                        SERVICE_DEMAND_START, SERVICE_ERROR_NORMAL, "C:\\x.exe",
                        NULL, NULL, NULL, NULL, NULL);
    printf("create again=%d err=%lu\n", s2 != NULL, GetLastError());
    s2 = CreateServiceA(m, "WaTestSvc2", "Wa Test", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                        SERVICE_DEMAND_START, SERVICE_ERROR_NORMAL, "C:\\x.exe",
                        NULL, NULL, NULL, NULL, NULL);
    printf("create same display=%d err=%lu\n", s2 != NULL, GetLastError());

    /* the database is the registry */
    r = RegOpenKeyExA(HKEY_LOCAL_MACHINE, "System\\CurrentControlSet\\Services\\WaTestSvc", 0,
                      KEY_READ, &k);
    printf("registry key=%ld\n", r);
    size = sizeof buf;
    r = RegQueryValueExA(k, "ImagePath", NULL, &type, (BYTE *)buf, &size);
    printf("ImagePath=%ld type=%lu '%s'\n", r, type, buf);
    size = sizeof dw;
    r = RegQueryValueExA(k, "Start", NULL, &type, (BYTE *)&dw, &size);
    printf("Start=%ld type=%lu %lu\n", r, type, dw);
    size = sizeof dw;
    r = RegQueryValueExA(k, "Type", NULL, &type, (BYTE *)&dw, &size);
    printf("Type=%ld type=%lu %#lx\n", r, type, dw);
    size = sizeof buf;
    r = RegQueryValueExA(k, "DisplayName", NULL, &type, (BYTE *)buf, &size);
    printf("DisplayName=%ld type=%lu '%s'\n", r, type, buf);
    size = sizeof buf;
    r = RegQueryValueExA(k, "ObjectName", NULL, &type, (BYTE *)buf, &size);
    printf("ObjectName=%ld type=%lu '%s'\n", r, type, buf);
    RegCloseKey(k);

    show_config("config", s);
    need = 0;
    ok = QueryServiceConfigA(s, NULL, 0, &need);
    printf("config size=%d err=%lu need>36=%d\n", ok, GetLastError(), need > 36);
    ok = QueryServiceStatus(s, &st);
    show_status("status", ok, &st);
    need = 0;
    ok = QueryServiceStatusEx(s, SC_STATUS_PROCESS_INFO, (BYTE *)&sp, sizeof sp, &need);
    printf("statusex=%d state=%lu pid=%lu flags=%lu need=%lu\n", ok, sp.dwCurrentState,
           sp.dwProcessId, sp.dwServiceFlags, need);
    ok = QueryServiceStatusEx(s, SC_STATUS_PROCESS_INFO, (BYTE *)&sp, 8, &need);
    printf("statusex small=%d err=%lu need=%lu\n", ok, GetLastError(), need);
    ok = QueryServiceStatusEx(s, 5, (BYTE *)&sp, sizeof sp, &need);
    printf("statusex level=%d err=%lu\n", ok, GetLastError());

    ok = ControlService(s, SERVICE_CONTROL_STOP, &st);
    printf("control stop=%d err=%lu\n", ok, GetLastError());
    ok = ControlService(s, SERVICE_CONTROL_INTERROGATE, &st);
    printf("control interrogate=%d err=%lu\n", ok, GetLastError());
    ok = StartServiceA(s, 0, NULL);
    printf("start missing binary=%d err=%lu\n", ok, GetLastError());

    ok = ChangeServiceConfigA(s, SERVICE_NO_CHANGE, SERVICE_DISABLED, SERVICE_NO_CHANGE,
                              NULL, "MyGroup", NULL, NULL, NULL, NULL, "Wa Test Renamed");
    printf("change=%d\n", ok);
    show_config("config", s);
    ok = StartServiceA(s, 0, NULL);
    printf("start disabled=%d err=%lu\n", ok, GetLastError());
    desc.lpDescription = L"A test service";
    ok = ChangeServiceConfig2W(s, SERVICE_CONFIG_DESCRIPTION, &desc);
    printf("change2 description=%d\n", ok);
    r = RegGetValueA(HKEY_LOCAL_MACHINE, "System\\CurrentControlSet\\Services\\WaTestSvc",
                     "Description", RRF_RT_REG_SZ, NULL, buf, (size = sizeof buf, &size));
    printf("Description=%ld '%s'\n", r, buf);

    s2 = OpenServiceA(m, "WATESTSVC", SERVICE_QUERY_STATUS);
    printf("open other case=%d\n", s2 != NULL);
    show_config("config without right", s2);
    ok = DeleteService(s2);
    printf("delete without right=%d err=%lu\n", ok, GetLastError());

    GetModuleFileNameA(NULL, path, sizeof path);
    sprintf(cmd, "\"%s\" /mode none", path);
    ok = ChangeServiceConfigA(s, SERVICE_NO_CHANGE, SERVICE_DEMAND_START, SERVICE_NO_CHANGE,
                              cmd, NULL, NULL, NULL, NULL, NULL, NULL);
    printf("change path=%d\n", ok);
    ok = StartServiceA(s, 0, NULL);
    printf("start not a service=%d err=%lu\n", ok, GetLastError());
    ok = QueryServiceStatus(s, &st);
    show_status("status after", ok, &st);

    ok = DeleteService(s);
    printf("delete=%d\n", ok);
    ok = DeleteService(s);
    printf("delete again=%d err=%lu\n", ok, GetLastError());
    ok = CloseServiceHandle(s);
    printf("close=%d\n", ok);
    ok = CloseServiceHandle(s2);
    printf("close other=%d\n", ok);
    s = OpenServiceA(m, "WaTestSvc", SERVICE_ALL_ACCESS);
    printf("open deleted=%d err=%lu\n", s != NULL, GetLastError());
    r = RegOpenKeyExA(HKEY_LOCAL_MACHINE, "System\\CurrentControlSet\\Services\\WaTestSvc", 0,
                      KEY_READ, &k);
    printf("registry key after=%ld\n", r);
    ok = CloseServiceHandle(ro);
    printf("close scm=%d\n", ok);
    ok = CloseServiceHandle(NULL);
    printf("close null=%d err=%lu\n", ok, GetLastError());
    CloseServiceHandle(m);
}

static DWORD WINAPI handler_ex(DWORD control, DWORD type, void *data, void *ctx)
{
    return NO_ERROR;
}

static void mode_service(void)
{
    SERVICE_STATUS_HANDLE h;
    SERVICE_STATUS st;
    SERVICE_TABLE_ENTRYA table[] = {{"WaTestSvc", NULL}, {NULL, NULL}};
    BOOL ok;

    h = RegisterServiceCtrlHandlerExW(L"WaTestSvc", handler_ex, NULL);
    printf("register handler=%d err=%lu\n", h != 0, GetLastError());
    h = RegisterServiceCtrlHandlerA("WaTestSvc", NULL);
    printf("register handlerA=%d err=%lu\n", h != 0, GetLastError());
    memset(&st, 0, sizeof st);
    st.dwServiceType = SERVICE_WIN32_OWN_PROCESS;
    st.dwCurrentState = SERVICE_RUNNING;
    SetLastError(0);
    ok = SetServiceStatus(0, &st);
    printf("set status null=%d err=%lu\n", ok, GetLastError());
    ok = StartServiceCtrlDispatcherA(table);
    printf("dispatcher=%d err=%lu\n", ok, GetLastError());
}

int main(int argc, char **argv)
{
    const char *mode = argc > 2 ? argv[2] : "";
    if (!strcmp(mode, "reg"))
        mode_reg();
    else if (!strcmp(mode, "scm"))
        mode_scm();
    else if (!strcmp(mode, "service"))
        mode_service();
    else if (!strcmp(mode, "none"))
        ;
    else
        printf("usage: /mode reg|scm|sec|crypt\n");
    return 0;
}
