/*
 * regdefaults.c - test guest for the keys a new Windows has in its registry
 * (test/win32/kernel/test_regdefaults.py): each line reads one value where Windows
 * documents it and the API that answers the same fact, and says whether they agree.
 * On Windows, and under Wine, every line says "agree"; the values themselves are the
 * machine's (printed only where they are this machine's fixed answers).
 */
#include <windows.h>
#include <shlobj.h>
#include <stdio.h>
#include <string.h>
#include <cpuid.h>

static int get_sz(HKEY root, const char *path, const char *name, char *out, DWORD size)
{
    HKEY key;
    DWORD type, n = size;
    LONG r = RegOpenKeyExA(root, path, 0, KEY_READ, &key);
    out[0] = 0;
    if (r != ERROR_SUCCESS) return -1;
    r = RegQueryValueExA(key, name, NULL, &type, (BYTE *)out, &n);
    RegCloseKey(key);
    if (r != ERROR_SUCCESS) return -2;
    if (type == REG_DWORD) { DWORD v = *(DWORD *)out; sprintf(out, "%lu", v); }
    else if (type == REG_EXPAND_SZ) {
        char tmp[MAX_PATH];
        ExpandEnvironmentStringsA(out, tmp, sizeof tmp);
        strcpy(out, tmp);
    }
    return (int)type;
}

static void check(const char *what, const char *reg, const char *api, int show)
{
    int same = !_stricmp(reg, api);
    if (same && show) printf("%s: agree (%s)\n", what, reg);
    else if (same) printf("%s: agree\n", what);
    else printf("%s: DIFFER registry=[%s] api=[%s]\n", what, reg, api);
}

static void strip_slash(char *s)
{
    size_t n = strlen(s);
    if (n > 3 && s[n - 1] == '\\') s[n - 1] = 0;
}

int main(void)
{
    char reg[512], api[512];
    DWORD n;
    unsigned a, b, c, d, regs[12];
    SYSTEM_INFO si;
    TIME_ZONE_INFORMATION tz;
    HKEY key;
    const char *nt = "SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion";
    const char *shf = "Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\Shell Folders";
    const char *ushf = "Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\User Shell Folders";
    const char *cpu = "HARDWARE\\DESCRIPTION\\System\\CentralProcessor\\0";
    typedef LONG (WINAPI *RtlGetVersion_t)(OSVERSIONINFOW *);
    OSVERSIONINFOW ov = { sizeof ov };
    setvbuf(stdout, NULL, _IONBF, 0);

    n = sizeof api;
    GetComputerNameA(api, &n);
    get_sz(HKEY_LOCAL_MACHINE,
           "SYSTEM\\CurrentControlSet\\Control\\ComputerName\\ComputerName",
           "ComputerName", reg, sizeof reg);
    check("ComputerName", reg, api, 0);

    ((RtlGetVersion_t)GetProcAddress(GetModuleHandleA("ntdll"), "RtlGetVersion"))(&ov);
    get_sz(HKEY_LOCAL_MACHINE, nt, "CurrentBuildNumber", reg, sizeof reg);
    sprintf(api, "%lu", ov.dwBuildNumber);
    check("CurrentBuildNumber", reg, api, 0);
    get_sz(HKEY_LOCAL_MACHINE, nt, "CurrentMajorVersionNumber", reg, sizeof reg);
    sprintf(api, "%lu", ov.dwMajorVersion);
    check("CurrentMajorVersionNumber", reg, api, 1);
    get_sz(HKEY_LOCAL_MACHINE, nt, "SystemRoot", reg, sizeof reg);
    GetWindowsDirectoryA(api, sizeof api);
    check("SystemRoot", reg, api, 0);

    __get_cpuid(0, &a, &b, &c, &d);
    memcpy(api, &b, 4); memcpy(api + 4, &d, 4); memcpy(api + 8, &c, 4); api[12] = 0;
    get_sz(HKEY_LOCAL_MACHINE, cpu, "VendorIdentifier", reg, sizeof reg);
    check("VendorIdentifier", reg, api, 0);
    __get_cpuid(0x80000002, &regs[0], &regs[1], &regs[2], &regs[3]);
    __get_cpuid(0x80000003, &regs[4], &regs[5], &regs[6], &regs[7]);
    __get_cpuid(0x80000004, &regs[8], &regs[9], &regs[10], &regs[11]);
    memcpy(api, regs, 48); api[48] = 0;
    {   /* Windows keeps the brand string without its leading and trailing blanks */
        char *s = api, *e;
        while (*s == ' ') s++;
        memmove(api, s, strlen(s) + 1);
        e = api + strlen(api);
        while (e > api && e[-1] == ' ') *--e = 0;
    }
    get_sz(HKEY_LOCAL_MACHINE, cpu, "ProcessorNameString", reg, sizeof reg);
    check("ProcessorNameString", reg, api, 0);
    __get_cpuid(1, &a, &b, &c, &d);
    GetSystemInfo(&si);
    {   /* "x86 Family F Model M Stepping S" (x64: "Intel64 Family ...") from CPUID */
        unsigned fam = (a >> 8) & 15, model = (a >> 4) & 15;
        if (fam == 6 || fam == 15) model |= ((a >> 16) & 15) << 4;
        if (fam == 15) fam += (a >> 20) & 255;
        get_sz(HKEY_LOCAL_MACHINE, cpu, "Identifier", reg, sizeof reg);
        sprintf(api, "%s Family %u Model %u Stepping %u",
                sizeof(void *) == 8 ? "Intel64" : "x86", fam, model, a & 15);
        check("CPU Identifier", reg, api, 0);
        sprintf(api, "%u", fam);
        get_sz(HKEY_LOCAL_MACHINE, "SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment",
               "PROCESSOR_LEVEL", reg, sizeof reg);
        check("PROCESSOR_LEVEL", reg, api, 0);
        sprintf(api, "%u", si.wProcessorLevel);
        check("wProcessorLevel", reg, api, 0);
    }
    get_sz(HKEY_LOCAL_MACHINE, "SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment",
           "NUMBER_OF_PROCESSORS", reg, sizeof reg);
    sprintf(api, "%lu", si.dwNumberOfProcessors);
    check("NUMBER_OF_PROCESSORS", reg, api, 0);
    get_sz(HKEY_LOCAL_MACHINE, "SYSTEM\\CurrentControlSet\\Control\\Session Manager\\Environment",
           "ComSpec", reg, sizeof reg);
    GetEnvironmentVariableA("ComSpec", api, sizeof api);
    check("ComSpec", reg, api, 0);

    get_sz(HKEY_LOCAL_MACHINE, "SYSTEM\\CurrentControlSet\\Control\\Nls\\CodePage", "ACP",
           reg, sizeof reg);
    sprintf(api, "%u", GetACP());
    check("ACP", reg, api, 1);
    get_sz(HKEY_LOCAL_MACHINE, "SYSTEM\\CurrentControlSet\\Control\\Nls\\CodePage", "OEMCP",
           reg, sizeof reg);
    sprintf(api, "%u", GetOEMCP());
    check("OEMCP", reg, api, 1);

    GetTimeZoneInformation(&tz);
    get_sz(HKEY_LOCAL_MACHINE, "SYSTEM\\CurrentControlSet\\Control\\TimeZoneInformation",
           "Bias", reg, sizeof reg);
    sprintf(api, "%lu", (DWORD)tz.Bias);
    check("TimeZone Bias", reg, api, 0);

    get_sz(HKEY_CURRENT_USER, "Control Panel\\International", "sDecimal", reg, sizeof reg);
    GetLocaleInfoA(LOCALE_USER_DEFAULT, LOCALE_SDECIMAL, api, sizeof api);
    check("sDecimal", reg, api, 0);
    get_sz(HKEY_CURRENT_USER, "Control Panel\\International", "sShortDate", reg, sizeof reg);
    GetLocaleInfoA(LOCALE_USER_DEFAULT, LOCALE_SSHORTDATE, api, sizeof api);
    check("sShortDate", reg, api, 0);
    get_sz(HKEY_CURRENT_USER, "Control Panel\\International", "Locale", reg, sizeof reg);
    sprintf(api, "%08lx", (unsigned long)GetUserDefaultLCID());
    check("Locale", reg, api, 0);

    get_sz(HKEY_CURRENT_USER, "Control Panel\\Mouse", "DoubleClickSpeed", reg, sizeof reg);
    sprintf(api, "%u", GetDoubleClickTime());
    check("DoubleClickSpeed", reg, api, 0);
    {
        UINT lines = 0;
        SystemParametersInfoA(SPI_GETWHEELSCROLLLINES, 0, &lines, 0);
        get_sz(HKEY_CURRENT_USER, "Control Panel\\Desktop", "WheelScrollLines", reg, sizeof reg);
        sprintf(api, "%u", lines);
        check("WheelScrollLines", reg, api, 0);
    }

    get_sz(HKEY_CURRENT_USER, shf, "Personal", reg, sizeof reg);
    SHGetFolderPathA(NULL, CSIDL_PERSONAL, NULL, 0, api);
    check("Shell Folders Personal", reg, api, 0);
    get_sz(HKEY_CURRENT_USER, ushf, "AppData", reg, sizeof reg);
    SHGetFolderPathA(NULL, CSIDL_APPDATA, NULL, 0, api);
    check("User Shell Folders AppData", reg, api, 0);
    get_sz(HKEY_LOCAL_MACHINE, "SOFTWARE\\Microsoft\\Windows\\CurrentVersion",
           "ProgramFilesDir", reg, sizeof reg);
    SHGetFolderPathA(NULL, CSIDL_PROGRAM_FILES, NULL, 0, api);
    check("ProgramFilesDir", reg, api, 0);

    get_sz(HKEY_CURRENT_USER, "Environment", "TEMP", reg, sizeof reg);
    GetTempPathA(sizeof api, api);
    strip_slash(api);
    check("TEMP", reg, api, 0);

    /* keys Windows always has, each present (and openable) */
    {
        static const char *keys[] = { "SOFTWARE", "SYSTEM", "HARDWARE",
            "SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Uninstall",
            "SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\App Paths",
            "SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Run" };
        int i;
        for (i = 0; i < 6; i++) {
            LONG r = RegOpenKeyExA(HKEY_LOCAL_MACHINE, keys[i], 0, KEY_READ, &key);
            printf("HKLM\\%s: %s\n", keys[i], r == ERROR_SUCCESS ? "present" : "absent");
            if (r == ERROR_SUCCESS) RegCloseKey(key);
        }
        if (RegOpenKeyExA(HKEY_CURRENT_USER, "Software", 0, KEY_READ, &key) == ERROR_SUCCESS) {
            printf("HKCU\\Software: present\n");
            RegCloseKey(key);
        } else printf("HKCU\\Software: absent\n");
    }
    return 0;
}
