/*
 * advapi_census.c - test guest for the ADVAPI32 families of the census
 * (test/win32/kernel/test_advapi32_census.py). One mode per run, "/mode NAME"; each step prints a line.
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
 * Test hooks: the expected lines in test/win32/kernel/test_advapi32_census.py are this exe's output under
 * Wine 8 (xvfb-run -a wine advapi_census.exe /mode NAME), except where a comment there
 * says why not.
 */
#define _WIN32_WINNT 0x0601
#include <windows.h>
#include <sddl.h>
#include <ntsecapi.h>
#include <wincred.h>
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

static void show_enum(const char *what, BOOL ok, ENUM_SERVICE_STATUSA *e, DWORD n, DWORD need)
{
    DWORD i;
    printf("%s=%d err=%lu count=%lu need=%lu", what, ok, ok ? 0 : GetLastError(), n, need);
    for (i = 0; i < n; i++)
        printf(" [%s|%s|%lu]", e[i].lpServiceName, e[i].lpDisplayName,
               e[i].ServiceStatus.dwCurrentState);
    printf("\n");
}

static void mode_scmlist(void)
{
    SC_HANDLE m, a, b, c, ro;
    BYTE buf[4096];
    ENUM_SERVICE_STATUS_PROCESSW *ep = (ENUM_SERVICE_STATUS_PROCESSW *)buf;
    SERVICE_DESCRIPTIONA *sd = (SERVICE_DESCRIPTIONA *)buf;
    SERVICE_DELAYED_AUTO_START_INFO da;
    DWORD need, n, resume, i, len;
    BOOL ok;
    char name[64];
    WCHAR wname[64];

    m = OpenSCManagerA(NULL, NULL, SC_MANAGER_ALL_ACCESS);
    for (i = 0; i < 3; i++) {
        const char *names[] = {"WaListA", "WaListB", "WaListC"};
        SC_HANDLE s = OpenServiceA(m, names[i], SERVICE_ALL_ACCESS);
        if (s) { DeleteService(s); CloseServiceHandle(s); }
    }
    a = CreateServiceA(m, "WaListA", "Wa List A", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                       SERVICE_DEMAND_START, SERVICE_ERROR_NORMAL, "C:\\a.exe", "WaListGroup",
                       NULL, NULL, NULL, NULL);
    b = CreateServiceA(m, "WaListB", "Wa List B", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                       SERVICE_AUTO_START, SERVICE_ERROR_NORMAL, "C:\\b.exe", "WaListGroup",
                       NULL, "WaListA\0", NULL, NULL);
    c = CreateServiceA(m, "WaListC", "Wa List C", SERVICE_ALL_ACCESS, SERVICE_WIN32_OWN_PROCESS,
                       SERVICE_DEMAND_START, SERVICE_ERROR_NORMAL, "C:\\c.exe", "WaListGroup",
                       NULL, NULL, NULL, NULL);
    printf("created=%d%d%d\n", a != NULL, b != NULL, c != NULL);

    need = n = 0;
    ok = EnumServicesStatusExW(m, SC_ENUM_PROCESS_INFO, SERVICE_WIN32, SERVICE_STATE_ALL, buf,
                               sizeof buf, &need, &n, NULL, L"WaListGroup");
    printf("enum ex=%d count=%lu need=%lu\n", ok, n, need);
    for (i = 0; i < n; i++)
        printf("  %ls|%ls|state=%lu pid=%lu\n", ep[i].lpServiceName, ep[i].lpDisplayName,
               ep[i].ServiceStatusProcess.dwCurrentState, ep[i].ServiceStatusProcess.dwProcessId);
    ok = EnumServicesStatusExW(m, SC_ENUM_PROCESS_INFO, SERVICE_WIN32, SERVICE_ACTIVE, buf,
                               sizeof buf, &need, &n, NULL, L"WaListGroup");
    printf("enum ex active=%d count=%lu\n", ok, n);
    ok = EnumServicesStatusExW(m, SC_ENUM_PROCESS_INFO, SERVICE_DRIVER, SERVICE_STATE_ALL, buf,
                               sizeof buf, &need, &n, NULL, L"WaListGroup");
    printf("enum ex drivers=%d count=%lu\n", ok, n);
    need = n = 0;
    ok = EnumServicesStatusExW(m, SC_ENUM_PROCESS_INFO, SERVICE_WIN32, SERVICE_STATE_ALL, NULL,
                               0, &need, &n, NULL, L"WaListGroup");
    printf("enum ex size=%d err=%lu count=%lu need>0=%d\n", ok, GetLastError(), n, need > 0);
    resume = 0; n = 0;
    ok = EnumServicesStatusExW(m, SC_ENUM_PROCESS_INFO, SERVICE_WIN32, SERVICE_STATE_ALL, buf,
                               sizeof(ENUM_SERVICE_STATUS_PROCESSW) + 40, &need, &n, &resume,
                               L"WaListGroup");
    printf("enum ex partial=%d err=%lu count=%lu resume=%lu first=%ls\n", ok, GetLastError(), n,
           resume, n ? ep[0].lpServiceName : L"-");
    ok = EnumServicesStatusExW(m, SC_ENUM_PROCESS_INFO, SERVICE_WIN32, SERVICE_STATE_ALL, buf,
                               sizeof buf, &need, &n, &resume, L"WaListGroup");
    printf("enum ex resumed=%d count=%lu first=%ls resume=%lu\n", ok, n,
           n ? ep[0].lpServiceName : L"-", resume);
    ok = EnumServicesStatusExW(m, 7, SERVICE_WIN32, SERVICE_STATE_ALL, buf, sizeof buf, &need,
                               &n, NULL, NULL);
    printf("enum ex level=%d err=%lu\n", ok, GetLastError());
    ro = OpenSCManagerA(NULL, NULL, SC_MANAGER_CONNECT);
    ok = EnumServicesStatusExW(ro, SC_ENUM_PROCESS_INFO, SERVICE_WIN32, SERVICE_STATE_ALL, buf,
                               sizeof buf, &need, &n, NULL, NULL);
    printf("enum ex without right=%d err=%lu\n", ok, GetLastError());

    ok = EnumDependentServicesA(a, SERVICE_STATE_ALL, (ENUM_SERVICE_STATUSA *)buf, sizeof buf,
                                &need, &n);
    show_enum("dependents of A", ok, (ENUM_SERVICE_STATUSA *)buf, n, need);
    ok = EnumDependentServicesA(c, SERVICE_STATE_ALL, (ENUM_SERVICE_STATUSA *)buf, sizeof buf,
                                &need, &n);
    show_enum("dependents of C", ok, (ENUM_SERVICE_STATUSA *)buf, n, need);
    ok = EnumDependentServicesA(a, SERVICE_ACTIVE, (ENUM_SERVICE_STATUSA *)buf, sizeof buf,
                                &need, &n);
    show_enum("active dependents of A", ok, (ENUM_SERVICE_STATUSA *)buf, n, need);

    len = sizeof name;
    ok = GetServiceDisplayNameA(m, "walista", name, &len);
    printf("display name=%d '%s' len=%lu\n", ok, name, len);
    len = 3;
    ok = GetServiceDisplayNameA(m, "WaListA", name, &len);
    printf("display name small=%d err=%lu len=%lu\n", ok, GetLastError(), len);
    len = 3;
    ok = GetServiceDisplayNameW(m, L"WaListA", wname, &len);
    printf("display nameW small=%d err=%lu len=%lu\n", ok, GetLastError(), len);
    len = sizeof name;
    ok = GetServiceDisplayNameA(m, "NoSuchWaSvc", name, &len);
    printf("display name missing=%d err=%lu\n", ok, GetLastError());
    len = sizeof wname / sizeof wname[0];
    ok = GetServiceKeyNameW(m, L"wa list b", wname, &len);
    printf("key name=%d '%ls' len=%lu\n", ok, wname, len);
    len = sizeof name;
    ok = GetServiceKeyNameA(m, "No Such Display", name, &len);
    printf("key name missing=%d err=%lu\n", ok, GetLastError());

    ok = QueryServiceConfig2A(a, SERVICE_CONFIG_DESCRIPTION, buf, sizeof buf, &need);
    printf("description none=%d null=%d need=%lu\n", ok, sd->lpDescription == NULL, need);
    {
        SERVICE_DESCRIPTIONA d = {"Lists things"};
        ChangeServiceConfig2A(a, SERVICE_CONFIG_DESCRIPTION, &d);
    }
    ok = QueryServiceConfig2A(a, SERVICE_CONFIG_DESCRIPTION, NULL, 0, &need);
    printf("description size=%d err=%lu need=%lu\n", ok, GetLastError(), need);
    ok = QueryServiceConfig2A(a, SERVICE_CONFIG_DESCRIPTION, buf, sizeof buf, &need);
    printf("description=%d '%s' need=%lu\n", ok, sd->lpDescription, need);
    da.fDelayedAutostart = TRUE;
    ok = ChangeServiceConfig2A(b, SERVICE_CONFIG_DELAYED_AUTO_START_INFO, &da);
    da.fDelayedAutostart = 7;
    ok = QueryServiceConfig2A(b, SERVICE_CONFIG_DELAYED_AUTO_START_INFO, (BYTE *)&da, sizeof da, &need);
    printf("delayed=%d value=%d need=%lu\n", ok, da.fDelayedAutostart, need);
    ok = QueryServiceConfig2A(a, 99, buf, sizeof buf, &need);
    printf("config2 level=%d err=%lu\n", ok, GetLastError());

    DeleteService(a); DeleteService(b); DeleteService(c);
    CloseServiceHandle(a); CloseServiceHandle(b); CloseServiceHandle(c);
    CloseServiceHandle(ro);
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

static void show_sid(const char *what, PSID sid)
{
    char *text = NULL;
    if (ConvertSidToStringSidA(sid, &text)) {
        printf("%s %s\n", what, text);
        LocalFree(text);
    } else
        printf("%s error %lu\n", what, GetLastError());
}

static void lookup(const char *text)
{
    PSID sid;
    char name[64], dom[64];
    DWORD nn = sizeof name, dn = sizeof dom;
    SID_NAME_USE use = 0;
    if (!ConvertStringSidToSidA(text, &sid)) {
        printf("lookup %s: convert error %lu\n", text, GetLastError());
        return;
    }
    if (LookupAccountSidA(NULL, sid, name, &nn, dom, &dn, &use))
        printf("lookup %s: '%s' '%s' use=%d lengths=%lu,%lu\n", text, name, dom, use, nn, dn);
    else
        printf("lookup %s: error %lu\n", text, GetLastError());
    LocalFree(sid);
}

static void mode_sec(void)
{
    SID_IDENTIFIER_AUTHORITY nt = {SECURITY_NT_AUTHORITY}, world = {SECURITY_WORLD_SID_AUTHORITY};
    PSID admins = NULL, everyone = NULL, sid2 = NULL;
    BYTE buf[1024], copy[64];
    HANDLE tok;
    DWORD len, i, n;
    BOOL ok;
    char name[64], dom[64];
    DWORD nn, dn;
    SID_NAME_USE use;
    SECURITY_DESCRIPTOR sd;
    PACL acl = (PACL)buf, got;
    BOOL present, defaulted;
    ACCESS_ALLOWED_ACE *ace;
    LSA_OBJECT_ATTRIBUTES oa;
    LSA_HANDLE pol;
    NTSTATUS st;
    POLICY_ACCOUNT_DOMAIN_INFO *adi;
    PSID owner;

    ok = AllocateAndInitializeSid(&nt, 2, SECURITY_BUILTIN_DOMAIN_RID, DOMAIN_ALIAS_RID_ADMINS,
                                  0, 0, 0, 0, 0, 0, &admins);
    printf("allocate=%d valid=%d length=%lu count=%u sub1=%lu\n", ok, IsValidSid(admins),
           GetLengthSid(admins), *GetSidSubAuthorityCount(admins), *GetSidSubAuthority(admins, 1));
    show_sid("admins", admins);
    ok = AllocateAndInitializeSid(&world, 1, SECURITY_WORLD_RID, 0, 0, 0, 0, 0, 0, 0, &everyone);
    show_sid("everyone", everyone);
    ok = AllocateAndInitializeSid(&nt, 9, 1, 2, 3, 4, 5, 6, 7, 8, &sid2);
    printf("allocate 9=%d err=%lu\n", ok, GetLastError());
    printf("equal self=%d other=%d\n", EqualSid(admins, admins), EqualSid(admins, everyone));
    ok = CopySid(sizeof copy, copy, admins);
    printf("copy=%d equal=%d\n", ok, EqualSid(copy, admins));
    ok = CopySid(8, copy, admins);
    printf("copy small=%d err=%lu\n", ok, GetLastError());
    memset(copy, 0, sizeof copy);
    printf("invalid valid=%d\n", IsValidSid(copy));
    ok = ConvertSidToStringSidA(copy, (char **)&sid2);
    printf("convert invalid=%d err=%lu\n", ok, GetLastError());

    ok = ConvertStringSidToSidA("S-1-5-21-1-2-3-500", &sid2);
    show_sid("parsed", sid2);
    LocalFree(sid2);
    ok = ConvertStringSidToSidW(L"BA", &sid2);
    printf("alias BA=%d equal admins=%d\n", ok, EqualSid(sid2, admins));
    LocalFree(sid2);
    ok = ConvertStringSidToSidA("S-1-0x10-5", &sid2);
    show_sid("hex authority", sid2);
    LocalFree(sid2);
    ok = ConvertStringSidToSidA("X-1-5", &sid2);
    printf("parse bad=%d err=%lu\n", ok, GetLastError());
    ok = ConvertStringSidToSidA("S-1", &sid2);
    printf("parse short=%d err=%lu\n", ok, GetLastError());

    lookup("S-1-1-0");
    lookup("S-1-5-18");
    lookup("S-1-5-32-544");
    lookup("S-1-5-32-545");
    lookup("S-1-5-11");
    lookup("S-1-16-8192");
    lookup("S-1-5-21-1-2-3-4000");
    nn = 2; dn = sizeof dom;
    ok = LookupAccountSidA(NULL, admins, name, &nn, dom, &dn, &use);
    printf("lookup small=%d err=%lu need=%lu,%lu\n", ok, GetLastError(), nn, dn);

    /* the process token */
    ok = OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &tok);
    printf("open token=%d\n", ok);
    len = 0;
    ok = GetTokenInformation(tok, TokenUser, NULL, 0, &len);
    printf("user size=%d err=%lu need>=%d\n", ok, GetLastError(), len >= 8 + 28);
    ok = GetTokenInformation(tok, TokenUser, buf, sizeof buf, &len);
    {
        TOKEN_USER *tu = (TOKEN_USER *)buf;
        BOOL found;
        nn = sizeof name; dn = sizeof dom; use = 0;
        found = LookupAccountSidA(NULL, tu->User.Sid, name, &nn, dom, &dn, &use);
        printf("user=%d valid=%d attrs=%lu lookup=%d use=%d\n", ok, IsValidSid(tu->User.Sid),
               tu->User.Attributes, found, use);
    }
    ok = GetTokenInformation(tok, TokenGroups, buf, sizeof buf, &len);
    {
        TOKEN_GROUPS *tg = (TOKEN_GROUPS *)buf;
        int world_on = 0, users_on = 0;
        PSID users;
        ConvertStringSidToSidA("BU", &users);
        for (i = 0; i < tg->GroupCount; i++) {
            if (EqualSid(tg->Groups[i].Sid, everyone))
                world_on = (tg->Groups[i].Attributes & SE_GROUP_ENABLED) != 0;
            if (EqualSid(tg->Groups[i].Sid, users))
                users_on = (tg->Groups[i].Attributes & SE_GROUP_ENABLED) != 0;
        }
        printf("groups=%d everyone enabled=%d users enabled=%d\n", ok, world_on, users_on);
        LocalFree(users);
    }
    ok = GetTokenInformation(tok, TokenIntegrityLevel, buf, sizeof buf, &len);
    {
        TOKEN_MANDATORY_LABEL *ml = (TOKEN_MANDATORY_LABEL *)buf;
        n = *GetSidSubAuthorityCount(ml->Label.Sid);
        printf("integrity=%d attrs=%#lx level=%s\n", ok, ml->Label.Attributes,
               *GetSidSubAuthority(ml->Label.Sid, n - 1) >= SECURITY_MANDATORY_MEDIUM_RID ? "medium+" : "low");
    }
    ok = GetTokenInformation(tok, TokenElevation, buf, 2, &len);
    printf("elevation small=%d err=%lu len=%lu\n", ok, GetLastError(), len);
    ok = GetTokenInformation(tok, TokenElevation, buf, sizeof buf, &len);
    printf("elevation=%d len=%lu elevated=%lu\n", ok, len, *(DWORD *)buf);
    ok = GetTokenInformation(tok, TokenElevationType, buf, sizeof buf, &len);
    printf("elevation type=%d len=%lu type=%lu\n", ok, len, *(DWORD *)buf);
    ok = GetTokenInformation(tok, TokenType, buf, sizeof buf, &len);
    printf("type=%d %lu\n", ok, *(DWORD *)buf);
    ok = GetTokenInformation(tok, TokenOwner, buf, sizeof buf, &len);
    printf("owner=%d valid=%d\n", ok, IsValidSid(((TOKEN_OWNER *)buf)->Owner));
    ok = GetTokenInformation(tok, TokenStatistics, buf, sizeof buf, &len);
    {
        TOKEN_STATISTICS *ts = (TOKEN_STATISTICS *)buf;
        TOKEN_GROUPS *tg = (TOKEN_GROUPS *)(buf + 512);
        DWORD len2;
        BOOL ok2 = GetTokenInformation(tok, TokenGroups, tg, 512, &len2);
        printf("statistics=%d len=%lu type=%d groups match=%d auth id set=%d\n", ok, len,
               ts->TokenType, ok2 && ts->GroupCount == tg->GroupCount,
               ts->AuthenticationId.LowPart != 0);
    }
    ok = GetTokenInformation(tok, TokenLogonSid, buf, sizeof buf, &len);
    {
        TOKEN_GROUPS *tg = (TOKEN_GROUPS *)buf;
        printf("logon sid=%d count=%lu prefix=%d\n", ok, tg->GroupCount,
               ok && *GetSidSubAuthorityCount(tg->Groups[0].Sid) == 3 &&
               *GetSidSubAuthority(tg->Groups[0].Sid, 0) == 5);
    }
    ok = GetTokenInformation((HANDLE)0x1234, TokenUser, buf, sizeof buf, &len);
    printf("bad handle=%d err=%lu\n", ok, GetLastError());
    CloseHandle(tok);
    OpenProcessToken(GetCurrentProcess(), TOKEN_ADJUST_PRIVILEGES, &tok);
    ok = GetTokenInformation(tok, TokenUser, buf, sizeof buf, &len);
    printf("without query=%d err=%lu\n", ok, GetLastError());
    CloseHandle(tok);

    /* security descriptors and ACLs */
    ok = InitializeSecurityDescriptor(&sd, 2);
    printf("init sd bad revision=%d err=%lu\n", ok, GetLastError());
    ok = InitializeSecurityDescriptor(&sd, SECURITY_DESCRIPTOR_REVISION);
    printf("init sd=%d control=%#x valid=%d\n", ok, sd.Control, IsValidSecurityDescriptor(&sd));
    ok = GetSecurityDescriptorDacl(&sd, &present, &got, &defaulted);
    printf("get dacl=%d present=%d\n", ok, present);
    ok = InitializeAcl(acl, 4, ACL_REVISION);
    printf("init acl small=%d err=%lu\n", ok, GetLastError());
    ok = InitializeAcl(acl, 64, 9);
    printf("init acl revision=%d err=%lu\n", ok, GetLastError());
    n = sizeof(ACL) + sizeof(ACCESS_ALLOWED_ACE) - sizeof(DWORD) + GetLengthSid(everyone);
    ok = InitializeAcl(acl, n, ACL_REVISION);
    printf("init acl=%d size=%u count=%u valid=%d\n", ok, acl->AclSize, acl->AceCount,
           IsValidAcl(acl));
    ok = AddAccessAllowedAce(acl, ACL_REVISION, GENERIC_READ, everyone);
    printf("add ace=%d count=%u\n", ok, acl->AceCount);
    ok = AddAccessAllowedAce(acl, ACL_REVISION, GENERIC_ALL, admins);
    printf("add ace full=%d err=%lu\n", ok, GetLastError());
    ok = InitializeAcl(acl, 256, ACL_REVISION);
    ok = AddAccessAllowedAceEx(acl, ACL_REVISION, OBJECT_INHERIT_ACE | CONTAINER_INHERIT_ACE,
                               GENERIC_ALL, admins);
    printf("add ace ex=%d\n", ok);
    ok = AddAccessDeniedAce(acl, ACL_REVISION, DELETE, everyone);
    printf("add denied=%d count=%u\n", ok, acl->AceCount);
    ok = GetAce(acl, 1, (void **)&ace);
    printf("get ace 1=%d type=%u flags=%u size=%u mask=%#lx everyone=%d\n", ok, ace->Header.AceType,
           ace->Header.AceFlags, ace->Header.AceSize, ace->Mask, EqualSid(&ace->SidStart, everyone));
    ok = GetAce(acl, 0, (void **)&ace);
    printf("get ace 0=%d type=%u flags=%u size=%u mask=%#lx\n", ok, ace->Header.AceType,
           ace->Header.AceFlags, ace->Header.AceSize, ace->Mask);
    ok = GetAce(acl, 2, (void **)&ace);
    printf("get ace 2=%d err=%lu\n", ok, GetLastError());
    ok = AddAccessAllowedAceEx(acl, ACL_REVISION, 0x100, GENERIC_ALL, admins);
    printf("add ace ex bad flags=%d err=%lu\n", ok, GetLastError());
    ok = SetSecurityDescriptorDacl(&sd, TRUE, acl, FALSE);
    printf("set dacl=%d control=%#x\n", ok, sd.Control);
    got = NULL;
    ok = GetSecurityDescriptorDacl(&sd, &present, &got, &defaulted);
    printf("get dacl=%d present=%d same=%d defaulted=%d\n", ok, present, got == acl, defaulted);
    ok = SetSecurityDescriptorDacl(&sd, TRUE, NULL, TRUE);
    ok = GetSecurityDescriptorDacl(&sd, &present, &got, &defaulted);
    printf("null dacl=%d present=%d null=%d defaulted=%d control=%#x\n", ok, present, got == NULL,
           defaulted, sd.Control);
    ok = SetSecurityDescriptorOwner(&sd, admins, FALSE);
    ok = GetSecurityDescriptorOwner(&sd, &owner, &defaulted);
    printf("owner=%d same=%d defaulted=%d\n", ok, owner == admins, defaulted);
    ok = SetSecurityDescriptorDacl(&sd, FALSE, NULL, FALSE);
    printf("clear dacl=%d control=%#x\n", ok, sd.Control);

    /* LSA */
    memset(&oa, 0, sizeof oa);
    st = LsaOpenPolicy(NULL, &oa, POLICY_VIEW_LOCAL_INFORMATION, &pol);
    printf("lsa open=%#lx\n", st);
    st = LsaQueryInformationPolicy(pol, PolicyAccountDomainInformation, (void **)&adi);
    printf("lsa account domain=%#lx name=%d sid valid=%d subs=%u\n", st,
           adi->DomainName.Length > 0, IsValidSid(adi->DomainSid),
           *GetSidSubAuthorityCount(adi->DomainSid));
    st = LsaFreeMemory(adi);
    printf("lsa free=%#lx\n", st);
    st = LsaClose(pol);
    printf("lsa close=%#lx\n", st);
    st = LsaClose(pol);
    printf("lsa close again=%#lx\n", st);
    printf("lsa status=%lu %lu\n", LsaNtStatusToWinError(0xC0000022), LsaNtStatusToWinError(0));

    printf("free=%p\n", FreeSid(admins));
    FreeSid(everyone);
}

typedef struct { ULONG i[2]; ULONG buf[4]; unsigned char in[64]; unsigned char digest[16]; } MD5_CTX_;
typedef struct { unsigned int buf[4]; unsigned int i[2]; unsigned char in[64]; unsigned char digest[16]; } MD4_CTX_;
typedef struct { ULONG Unknown[6]; ULONG State[5]; ULONG Count[2]; UCHAR Buffer[64]; } SHA_CTX_;
void WINAPI MD5Init(MD5_CTX_ *);
void WINAPI MD5Update(MD5_CTX_ *, const unsigned char *, unsigned int);
void WINAPI MD5Final(MD5_CTX_ *);
void WINAPI MD4Init(MD4_CTX_ *);
void WINAPI MD4Update(MD4_CTX_ *, const unsigned char *, unsigned int);
void WINAPI MD4Final(MD4_CTX_ *);
void WINAPI A_SHAInit(SHA_CTX_ *);
void WINAPI A_SHAUpdate(SHA_CTX_ *, const unsigned char *, unsigned int);
void WINAPI A_SHAFinal(SHA_CTX_ *, unsigned char *);
BOOLEAN WINAPI SystemFunction036(PVOID, ULONG);

static void mode_crypt(void)
{
    MD5_CTX_ md5, copy;
    MD4_CTX_ md4;
    SHA_CTX_ sha;
    unsigned char out[20], big[200];
    BYTE rnd[16];
    HCRYPTPROV prov;
    HCRYPTHASH hash;
    HCRYPTKEY key;
    char name[128];
    WCHAR wname[128];
    DWORD len, type, dw, i;
    BOOL ok;

    memset(rnd, 0, sizeof rnd);
    ok = SystemFunction036(rnd, sizeof rnd);
    for (dw = 0, i = 0; i < sizeof rnd; i++)
        dw |= rnd[i];
    printf("rtlgenrandom=%d nonzero=%d\n", ok, dw != 0);
    printf("rtlgenrandom 0=%d\n", SystemFunction036(rnd, 0));

    MD5Init(&md5);
    MD5Final(&md5);
    show_bytes("md5 empty", md5.digest, 16);
    MD5Init(&md5);
    MD5Update(&md5, (const unsigned char *)"ab", 2);
    copy = md5;
    MD5Update(&md5, (const unsigned char *)"c", 1);
    MD5Final(&md5);
    show_bytes("md5 abc", md5.digest, 16);
    printf("md5 count=%lu\n", md5.i[0]);
    MD5Update(&copy, (const unsigned char *)"d", 1);
    MD5Final(&copy);
    show_bytes("md5 abd from copy", copy.digest, 16);
    for (i = 0; i < sizeof big; i++)
        big[i] = (unsigned char)i;
    MD5Init(&md5);
    MD5Update(&md5, big, 100);
    MD5Update(&md5, big + 100, 100);
    MD5Final(&md5);
    show_bytes("md5 200", md5.digest, 16);
    MD4Init(&md4);
    MD4Update(&md4, (const unsigned char *)"abc", 3);
    MD4Final(&md4);
    show_bytes("md4 abc", md4.digest, 16);
    MD4Init(&md4);
    MD4Update(&md4, big, 200);
    MD4Final(&md4);
    show_bytes("md4 200", md4.digest, 16);
    A_SHAInit(&sha);
    A_SHAUpdate(&sha, (const unsigned char *)"abc", 3);
    A_SHAFinal(&sha, out);
    show_bytes("sha abc", out, 20);
    A_SHAInit(&sha);
    A_SHAUpdate(&sha, big, 70);
    A_SHAUpdate(&sha, big + 70, 130);
    A_SHAFinal(&sha, out);
    show_bytes("sha 200", out, 20);

    /* providers */
    len = sizeof name;
    ok = CryptEnumProvidersA(0, NULL, 0, &type, name, &len);
    printf("enum 0=%d type=%lu len=%lu '%s'\n", ok, type, len, name);
    len = 0;
    ok = CryptEnumProvidersA(0, NULL, 0, &type, NULL, &len);
    printf("enum size=%d len=%lu\n", ok, len);
    len = 4;
    ok = CryptEnumProvidersA(0, NULL, 0, &type, name, &len);
    printf("enum small=%d err=%lu len=%lu\n", ok, GetLastError(), len);
    len = sizeof wname;
    ok = CryptEnumProvidersW(0, NULL, 0, &type, wname, &len);
    printf("enumW 0=%d len=%lu '%ls'\n", ok, len, wname);
    len = sizeof name;
    ok = CryptEnumProvidersA(0, NULL, 1, &type, name, &len);
    printf("enum flags=%d err=%#lx\n", ok, GetLastError());
    len = sizeof name;
    ok = CryptEnumProvidersA(1000, NULL, 0, &type, name, &len);
    printf("enum end=%d err=%lu\n", ok, GetLastError());

    ok = CryptAcquireContextA(&prov, NULL, NULL, PROV_RSA_FULL, CRYPT_VERIFYCONTEXT);
    printf("acquire=%d\n", ok);
    len = sizeof name;
    ok = CryptGetProvParam(prov, PP_NAME, (BYTE *)name, &len, 0);
    printf("name=%d len=%lu '%s'\n", ok, len, name);
    len = sizeof dw;
    ok = CryptGetProvParam(prov, PP_PROVTYPE, (BYTE *)&dw, &len, 0);
    printf("provtype=%d %lu\n", ok, dw);
    len = sizeof dw;
    ok = CryptGetProvParam(prov, PP_IMPTYPE, (BYTE *)&dw, &len, 0);
    printf("imptype=%d %lu\n", ok, dw);
    len = sizeof dw;
    ok = CryptGetProvParam(prov, PP_VERSION, (BYTE *)&dw, &len, 0);
    printf("version=%d %#lx\n", ok, dw);
    len = 0;
    ok = CryptGetProvParam(prov, PP_NAME, NULL, &len, 0);
    printf("name size=%d len=%lu\n", ok, len);
    len = 3;
    ok = CryptGetProvParam(prov, PP_NAME, (BYTE *)name, &len, 0);
    printf("name small=%d err=%lu len=%lu\n", ok, GetLastError(), len);
    len = sizeof dw;
    ok = CryptGetProvParam(prov, 9999, (BYTE *)&dw, &len, 0);
    printf("bad param=%d err=%#lx\n", ok, GetLastError());
    ok = CryptSetProvParam(0, PP_CLIENT_HWND, (BYTE *)&dw, 0);
    printf("set hwnd=%d\n", ok);
    ok = CryptGetUserKey(prov, AT_SIGNATURE, &key);
    printf("user key verifycontext=%d err=%#lx\n", ok, GetLastError());
    ok = CryptCreateHash(prov, CALG_SHA1, 0, 0, &hash);
    ok = CryptHashData(hash, (const BYTE *)"abc", 3, 0);
    len = sizeof big;
    ok = CryptSignHashA(hash, AT_SIGNATURE, NULL, 0, big, &len);
    printf("sign no key=%d err=%#lx\n", ok, GetLastError());
    ok = CryptSignHashW((HCRYPTHASH)0x4321, AT_SIGNATURE, NULL, 0, big, &len);
    printf("sign bad hash=%d err=%#lx\n", ok, GetLastError());
    ok = CryptVerifySignatureA(hash, big, 64, (HCRYPTKEY)0x4321, NULL, 0);
    printf("verify bad key=%d err=%#lx\n", ok, GetLastError());
    ok = CryptDestroyKey((HCRYPTKEY)0x4321);
    printf("destroy bad key=%d err=%#lx\n", ok, GetLastError());
    ok = CryptDestroyKey(0);
    printf("destroy null key=%d err=%#lx\n", ok, GetLastError());
    len = sizeof dw;
    ok = CryptGetKeyParam((HCRYPTKEY)0x4321, KP_ALGID, (BYTE *)&dw, &len, 0);
    printf("key param bad key=%d err=%#lx\n", ok, GetLastError());
    CryptDestroyHash(hash);
    CryptReleaseContext(prov, 0);

    CryptAcquireContextA(&prov, "wa-test-container", NULL, PROV_RSA_FULL, CRYPT_DELETEKEYSET);
    ok = CryptAcquireContextA(&prov, "wa-test-container", NULL, PROV_RSA_FULL, CRYPT_NEWKEYSET);
    printf("new keyset=%d\n", ok);
    len = sizeof name;
    ok = CryptGetProvParam(prov, PP_CONTAINER, (BYTE *)name, &len, 0);
    printf("container=%d '%s'\n", ok, name);
    ok = CryptGetUserKey(prov, AT_KEYEXCHANGE, &key);
    printf("user key empty container=%d err=%#lx\n", ok, GetLastError());
    ok = CryptGetUserKey(prov, 7, &key);
    printf("user key bad spec=%d err=%#lx\n", ok, GetLastError());
    CryptReleaseContext(prov, 0);
    CryptAcquireContextA(&prov, "wa-test-container", NULL, PROV_RSA_FULL, CRYPT_DELETEKEYSET);
}

static void mode_sec2(void)
{
    BYTE sidbuf[SECURITY_MAX_SID_SIZE], rel[512], aclbuf[128];
    DWORD size, dn, i, need;
    PSID dom;
    char dname[64];
    SID_NAME_USE use;
    BOOL ok, present, defaulted;
    SECURITY_DESCRIPTOR sd;
    SECURITY_DESCRIPTOR_RELATIVE *r = (SECURITY_DESCRIPTOR_RELATIVE *)rel;
    PACL acl = (PACL)aclbuf, got;
    PSID owner, everyone;
    const int kinds[] = {WinWorldSid, WinLocalSystemSid, WinBuiltinAdministratorsSid,
                         WinBuiltinUsersSid, WinAuthenticatedUserSid, WinMediumLabelSid,
                         WinBuiltinRemoteDesktopUsersSid, WinNetworkServiceSid};
    const char *names[] = {"Everyone", "everyone", "BUILTIN\\Administrators", "Administrators",
                           "SYSTEM", "NT AUTHORITY\\SYSTEM", "NT AUTHORITY\\Everyone",
                           "BUILTIN\\Users", "No Such Account Here"};

    for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        char label[32];
        size = sizeof sidbuf;
        ok = CreateWellKnownSid(kinds[i], NULL, sidbuf, &size);
        sprintf(label, "wellknown %d size=%lu", kinds[i], size);
        if (ok) show_sid(label, sidbuf); else printf("%s error %lu\n", label, GetLastError());
    }
    size = 4;
    ok = CreateWellKnownSid(WinWorldSid, NULL, sidbuf, &size);
    printf("wellknown small=%d err=%lu size=%lu\n", ok, GetLastError(), size);
    ConvertStringSidToSidA("S-1-5-21-11-22-33", &dom);
    size = sizeof sidbuf;
    ok = CreateWellKnownSid(WinAccountAdministratorSid, dom, sidbuf, &size);
    if (ok) show_sid("account admin", sidbuf); else printf("account admin error %lu\n", GetLastError());
    size = sizeof sidbuf;
    ok = CreateWellKnownSid(WinAccountGuestSid, NULL, sidbuf, &size);
    printf("account guest no domain=%d err=%lu\n", ok, GetLastError());
    LocalFree(dom);

    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        size = sizeof sidbuf; dn = sizeof dname; use = 0;
        ok = LookupAccountNameA(NULL, names[i], sidbuf, &size, dname, &dn, &use);
        if (ok) {
            char label[96];
            sprintf(label, "name '%s' -> '%s' use=%d sizes=%lu,%lu", names[i], dname, use, size, dn);
            show_sid(label, sidbuf);
        } else
            printf("name '%s' error %lu\n", names[i], GetLastError());
    }
    size = 2; dn = 1;
    ok = LookupAccountNameA(NULL, "Administrators", sidbuf, &size, dname, &dn, &use);
    printf("name small=%d err=%lu sizes=%lu,%lu\n", ok, GetLastError(), size, dn);

    /* descriptor length, SACL, self-relative copy */
    ConvertStringSidToSidA("WD", &everyone);
    ConvertStringSidToSidA("BA", &owner);
    InitializeSecurityDescriptor(&sd, SECURITY_DESCRIPTOR_REVISION);
    printf("length empty=%lu\n", GetSecurityDescriptorLength(&sd));
    InitializeAcl(acl, sizeof aclbuf, ACL_REVISION);
    AddAccessAllowedAce(acl, ACL_REVISION, GENERIC_READ, everyone);
    SetSecurityDescriptorDacl(&sd, TRUE, acl, FALSE);
    SetSecurityDescriptorOwner(&sd, owner, TRUE);
    printf("length=%lu\n", GetSecurityDescriptorLength(&sd));
    ok = GetSecurityDescriptorSacl(&sd, &present, &got, &defaulted);
    printf("sacl=%d present=%d\n", ok, present);
    need = 8;
    ok = MakeSelfRelativeSD(&sd, rel, &need);
    printf("self relative small=%d err=%lu need=%lu\n", ok, GetLastError(), need);
    need = sizeof rel;
    ok = MakeSelfRelativeSD(&sd, rel, &need);
    printf("self relative=%d control=%#x owner=%lu group=%lu sacl=%lu dacl=%lu length=%lu\n", ok,
           r->Control, r->Owner, r->Group, r->Sacl, r->Dacl, GetSecurityDescriptorLength(rel));
    got = NULL;
    ok = GetSecurityDescriptorDacl(rel, &present, &got, &defaulted);
    printf("relative dacl=%d present=%d at offset=%d count=%u\n", ok, present,
           (int)((BYTE *)got - rel), got ? got->AceCount : 0);
    ok = GetSecurityDescriptorOwner(rel, &owner, &defaulted);
    printf("relative owner=%d admins=%d defaulted=%d\n", ok, IsWellKnownSid(owner, WinBuiltinAdministratorsSid), defaulted);
    ok = SetSecurityDescriptorDacl(rel, FALSE, NULL, FALSE);
    printf("set on relative=%d err=%lu\n", ok, GetLastError());
    ok = MakeSelfRelativeSD(rel, rel + 256, &need);
    printf("relative again=%d err=%lu\n", ok, GetLastError());
}

static void mode_cryptdef(void)
{
    char name[128];
    WCHAR wname[128];
    DWORD len, type, i;
    BOOL ok;
    HCRYPTPROV prov;

    CryptSetProviderExA("Microsoft Enhanced Cryptographic Provider v1.0", PROV_RSA_FULL, NULL,
                        CRYPT_USER_DEFAULT | CRYPT_DELETE_DEFAULT);
    len = sizeof name;
    ok = CryptGetDefaultProviderA(PROV_RSA_AES, NULL, CRYPT_MACHINE_DEFAULT, name, &len);
    printf("machine default aes=%d len=%lu '%s'\n", ok, len, name);
    len = sizeof wname;
    ok = CryptGetDefaultProviderW(PROV_RSA_AES, NULL, CRYPT_USER_DEFAULT, wname, &len);
    printf("user default aes=%d len=%lu '%ls'\n", ok, len, wname);
    len = 0;
    ok = CryptGetDefaultProviderA(PROV_RSA_AES, NULL, CRYPT_MACHINE_DEFAULT, NULL, &len);
    printf("default size=%d len=%lu\n", ok, len);
    len = sizeof name;
    ok = CryptGetDefaultProviderA(PROV_RSA_AES, NULL, 3, name, &len);
    printf("default bad flags=%d err=%#lx\n", ok, GetLastError());
    len = sizeof name;
    ok = CryptGetDefaultProviderA(999, NULL, CRYPT_MACHINE_DEFAULT, name, &len);
    printf("default bad type=%d err=%#lx\n", ok, GetLastError());

    ok = CryptSetProviderA("Microsoft Enhanced Cryptographic Provider v1.0", PROV_RSA_FULL);
    printf("set user default=%d err=%#lx\n", ok, ok ? 0 : GetLastError());
    len = sizeof name;
    ok = CryptGetDefaultProviderA(PROV_RSA_FULL, NULL, CRYPT_USER_DEFAULT, name, &len);
    printf("user default full=%d '%s'\n", ok, name);
    ok = CryptAcquireContextA(&prov, NULL, NULL, PROV_RSA_FULL, CRYPT_VERIFYCONTEXT);
    len = sizeof name;
    ok = CryptGetProvParam(prov, PP_NAME, (BYTE *)name, &len, 0);
    printf("acquired default=%d '%s'\n", ok, name);
    ok = CryptContextAddRef(prov, NULL, 0);
    printf("addref=%d\n", ok);
    printf("release=%d\n", CryptReleaseContext(prov, 0));
    len = sizeof name;
    ok = CryptGetProvParam(prov, PP_NAME, (BYTE *)name, &len, 0);
    printf("still there=%d\n", ok);
    printf("release=%d\n", CryptReleaseContext(prov, 0));
    ok = CryptSetProviderA("Microsoft Enhanced RSA and AES Cryptographic Provider", PROV_RSA_FULL);
    printf("set wrong type=%d err=%#lx\n", ok, GetLastError());
    ok = CryptSetProviderA("No Such Provider", PROV_RSA_FULL);
    printf("set unknown=%d err=%#lx\n", ok, GetLastError());
    ok = CryptSetProviderExA(NULL, PROV_RSA_FULL, NULL, CRYPT_USER_DEFAULT | CRYPT_DELETE_DEFAULT);
    printf("delete without name=%d err=%#lx\n", ok, ok ? 0 : GetLastError());
    ok = CryptSetProviderExA("Microsoft Enhanced Cryptographic Provider v1.0", PROV_RSA_FULL, NULL,
                             CRYPT_USER_DEFAULT | CRYPT_DELETE_DEFAULT);
    printf("delete user default=%d err=%#lx\n", ok, ok ? 0 : GetLastError());
    len = sizeof name;
    ok = CryptGetDefaultProviderA(PROV_RSA_FULL, NULL, CRYPT_USER_DEFAULT, name, &len);
    printf("user default after delete=%d err=%#lx\n", ok, ok ? 0 : GetLastError());

    for (i = 0; i < 20; i++) {
        len = sizeof name;
        ok = CryptEnumProviderTypesA(i, NULL, 0, &type, name, &len);
        if (!ok) {
            printf("types end=%lu err=%lu\n", i, GetLastError());
            break;
        }
        if (type == PROV_RSA_FULL || type == PROV_RSA_AES)
            printf("type %lu '%s' len=%lu\n", type, name, len);
    }
    len = 2;
    ok = CryptEnumProviderTypesW(0, NULL, 0, &type, wname, &len);
    printf("types small=%d err=%lu len=%lu\n", ok, GetLastError(), len);
}

static void mode_reg2(void)
{
    HKEY k, cu, lm;
    LONG r;
    DWORD dw = 5, total, i;
    VALENTA vals[3];
    char buf[256];
    char name[64];

    RegDeleteTreeA(HKEY_CURRENT_USER, KEY_BASE);
    RegCreateKeyA(HKEY_CURRENT_USER, KEY_BASE, &k);
    RegSetValueExA(k, "one", 0, REG_SZ, (BYTE *)"first", 6);
    RegSetValueExA(k, "two", 0, REG_DWORD, (BYTE *)&dw, 4);
    RegSetValueExA(k, "three", 0, REG_BINARY, (BYTE *)"\1\2\3", 3);

    r = RegOpenCurrentUser(KEY_READ, &cu);
    printf("open current user=%ld other handle=%d\n", r, cu != HKEY_CURRENT_USER);
    total = sizeof buf;
    r = RegGetValueA(cu, KEY_BASE, "one", RRF_RT_REG_SZ, NULL, buf, &total);
    printf("read through it=%ld '%s'\n", r, buf);
    RegCloseKey(cu);
    r = RegConnectRegistryA(NULL, HKEY_LOCAL_MACHINE, &lm);
    printf("connect local=%ld\n", r);
    RegCloseKey(lm);
    i = sizeof name;
    GetComputerNameA(name, &i);
    r = RegConnectRegistryA(name, HKEY_CURRENT_USER, &lm);
    printf("connect own name=%ld\n", r);
    if (!r) {
        total = sizeof buf;
        r = RegGetValueA(lm, KEY_BASE, "one", RRF_RT_REG_SZ, NULL, buf, &total);
        printf("read through it=%ld '%s'\n", r, buf);
        RegCloseKey(lm);
    }

    vals[0].ve_valuename = "one";
    vals[1].ve_valuename = "two";
    vals[2].ve_valuename = "three";
    total = 0;
    r = RegQueryMultipleValuesA(k, vals, 3, NULL, &total);
    printf("multiple size=%ld total=%lu\n", r, total);
    total = 5;
    r = RegQueryMultipleValuesA(k, vals, 3, buf, &total);
    printf("multiple small=%ld total=%lu\n", r, total);
    total = sizeof buf;
    r = RegQueryMultipleValuesA(k, vals, 3, buf, &total);
    printf("multiple=%ld total=%lu\n", r, total);
    for (i = 0; i < 3; i++)
        printf("  %s type=%lu len=%lu offset=%d\n", vals[i].ve_valuename, vals[i].ve_type,
               vals[i].ve_valuelen, (int)((char *)vals[i].ve_valueptr - buf));
    printf("  '%s' %lu\n", (char *)vals[0].ve_valueptr, *(DWORD *)vals[1].ve_valueptr);
    vals[1].ve_valuename = "nosuch";
    total = sizeof buf;
    r = RegQueryMultipleValuesA(k, vals, 3, buf, &total);
    printf("multiple missing=%ld\n", r);
    RegCloseKey(k);
    RegDeleteTreeA(HKEY_CURRENT_USER, KEY_BASE);
    {
        HW_PROFILE_INFOA hw;
        HW_PROFILE_INFOW hww;
        BOOL ok = GetCurrentHwProfileA(&hw);
        printf("hw profile=%d guid length=%d braces=%d name length>0=%d\n", ok,
               (int)strlen(hw.szHwProfileGuid), hw.szHwProfileGuid[0] == '{',
               hw.szHwProfileName[0] != 0);
        ok = GetCurrentHwProfileW(&hww);
        printf("hw profileW=%d same guid=%d\n", ok,
               hww.szHwProfileGuid[1] == (WCHAR)hw.szHwProfileGuid[1]);
    }
}

static void show_cred(const char *what, CREDENTIALA *c)
{
    printf("%s type=%lu target='%s' comment='%s' user='%s' persist=%lu blob=%lu '%.*s' written=%d\n",
           what, c->Type, c->TargetName, c->Comment ? c->Comment : "(null)",
           c->UserName ? c->UserName : "(null)", c->Persist, c->CredentialBlobSize,
           (int)c->CredentialBlobSize, c->CredentialBlob ? (char *)c->CredentialBlob : "",
           c->LastWritten.dwHighDateTime != 0);
}

static void mode_cred(void)
{
    CREDENTIALA cred, *got, **list;
    CREDENTIALW wcred, *wgot;
    DWORD n, i;
    BOOL ok;

    CredDeleteA("WaTest/one", CRED_TYPE_GENERIC, 0);
    CredDeleteA("WaTest/two", CRED_TYPE_GENERIC, 0);
    CredDeleteA("WaTestDomain", CRED_TYPE_DOMAIN_PASSWORD, 0);
    memset(&cred, 0, sizeof cred);
    cred.Type = CRED_TYPE_GENERIC;
    cred.TargetName = "WaTest/one";
    cred.Comment = "first";
    cred.CredentialBlob = (BYTE *)"secret";
    cred.CredentialBlobSize = 6;
    cred.Persist = CRED_PERSIST_LOCAL_MACHINE;
    cred.UserName = "alice";
    ok = CredWriteA(&cred, 0);
    printf("write=%d\n", ok);
    ok = CredReadA("WaTest/one", CRED_TYPE_GENERIC, 0, &got);
    if (ok) { show_cred("read", got); CredFree(got); } else printf("read error %lu\n", GetLastError());
    ok = CredReadA("watest/ONE", CRED_TYPE_GENERIC, 0, &got);
    printf("read other case=%d\n", ok);
    if (ok) CredFree(got);
    ok = CredReadA("WaTest/one", CRED_TYPE_DOMAIN_PASSWORD, 0, &got);
    printf("read other type=%d err=%lu\n", ok, GetLastError());

    cred.TargetName = "WaTest/two";
    cred.Comment = NULL;
    cred.CredentialBlob = (BYTE *)"pw2";
    cred.CredentialBlobSize = 3;
    cred.Persist = CRED_PERSIST_SESSION;
    ok = CredWriteA(&cred, 0);
    printf("write two=%d\n", ok);
    cred.CredentialBlob = NULL;
    cred.CredentialBlobSize = 0;
    cred.UserName = "bob";
    ok = CredWriteA(&cred, CRED_PRESERVE_CREDENTIAL_BLOB);
    printf("rewrite keeping blob=%d\n", ok);
    memset(&wcred, 0, sizeof wcred);
    ok = CredReadW(L"WaTest/two", CRED_TYPE_GENERIC, 0, &wgot);
    if (ok) {
        printf("readW user='%ls' blob=%lu persist=%lu\n", wgot->UserName, wgot->CredentialBlobSize,
               wgot->Persist);
        CredFree(wgot);
    }
    cred.TargetName = "WaTest/none";
    ok = CredWriteA(&cred, CRED_PRESERVE_CREDENTIAL_BLOB);
    printf("preserve missing=%d err=%lu\n", ok, GetLastError());
    cred.TargetName = "WaTest/bad";
    cred.Persist = 9;
    ok = CredWriteA(&cred, 0);
    printf("bad persist=%d err=%lu\n", ok, GetLastError());
    cred.Persist = CRED_PERSIST_LOCAL_MACHINE;
    ok = CredWriteA(&cred, 0x100);
    printf("bad flags=%d err=%lu\n", ok, GetLastError());

    ok = CredEnumerateA("WaTest/*", 0, &n, &list);
    printf("enumerate=%d count=%lu\n", ok, ok ? n : 0);
    if (ok) {
        for (i = 0; i < n; i++)
            printf("  %s\n", list[i]->TargetName);
        CredFree(list);
    }
    ok = CredEnumerateA("WaTest/two", 0, &n, &list);
    printf("enumerate exact=%d count=%lu\n", ok, ok ? n : 0);
    if (ok) CredFree(list);
    ok = CredEnumerateA("WaNoSuch*", 0, &n, &list);
    printf("enumerate none=%d err=%lu\n", ok, GetLastError());

    ok = CredDeleteA("WaTest/one", CRED_TYPE_GENERIC, 0);
    printf("delete=%d\n", ok);
    ok = CredDeleteA("WaTest/one", CRED_TYPE_GENERIC, 0);
    printf("delete again=%d err=%lu\n", ok, GetLastError());
    ok = CredReadA("WaTest/one", CRED_TYPE_GENERIC, 0, &got);
    printf("read deleted=%d err=%lu\n", ok, GetLastError());
    CredDeleteA("WaTest/two", CRED_TYPE_GENERIC, 0);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 2 ? argv[2] : "";
    if (!strcmp(mode, "reg"))
        mode_reg();
    else if (!strcmp(mode, "reg2"))
        mode_reg2();
    else if (!strcmp(mode, "scm"))
        mode_scm();
    else if (!strcmp(mode, "scmlist"))
        mode_scmlist();
    else if (!strcmp(mode, "service"))
        mode_service();
    else if (!strcmp(mode, "sec"))
        mode_sec();
    else if (!strcmp(mode, "sec2"))
        mode_sec2();
    else if (!strcmp(mode, "crypt"))
        mode_crypt();
    else if (!strcmp(mode, "cryptdef"))
        mode_cryptdef();
    else if (!strcmp(mode, "cred"))
        mode_cred();
    else if (!strcmp(mode, "none"))
        ;
    else
        printf("usage: /mode reg|scm|sec|crypt\n");
    return 0;
}
