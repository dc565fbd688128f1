/* SHELL32's IsLFNDriveA (#41) and IsLFNDriveW (#42): TRUE when GetVolumeInformation of the
 * path answers a maximum component length over 12; FALSE with its last error otherwise.
 * Each export is asked for by ordinal (as winfile imports them) and by name. */
#include <windows.h>
#include <stdio.h>

typedef BOOL (WINAPI *lfn_a_t)(LPCSTR);
typedef BOOL (WINAPI *lfn_w_t)(LPCWSTR);

static void check_a(lfn_a_t f, const char *label, LPCSTR path)
{
    BOOL r;
    SetLastError(0xdeadbeef);
    r = f(path);
    printf("A %s: %d err=%lu\n", label, r, r ? 0 : GetLastError());
}

static void check_w(lfn_w_t f, const char *label, LPCWSTR path)
{
    BOOL r;
    SetLastError(0xdeadbeef);
    r = f(path);
    printf("W %s: %d err=%lu\n", label, r, r ? 0 : GetLastError());
}

int main(void)
{
    HMODULE h = LoadLibraryA("shell32.dll");
    lfn_a_t a = (lfn_a_t)GetProcAddress(h, (LPCSTR)41);
    lfn_w_t w = (lfn_w_t)GetProcAddress(h, (LPCSTR)42);
    DWORD maxlen = 0;

    printf("by name: %d %d\n",
           (void *)GetProcAddress(h, "IsLFNDriveA") == (void *)a && a != NULL,
           (void *)GetProcAddress(h, "IsLFNDriveW") == (void *)w && w != NULL);
    if (!a || !w)
        return 1;
    GetVolumeInformationA("C:\\", NULL, 0, NULL, &maxlen, NULL, NULL, 0);
    printf("C: max component > 12: %d\n", maxlen > 12);
    check_a(a, "C:\\", "C:\\");
    check_a(a, "c:/", "c:/");
    check_a(a, "NULL", NULL);
    check_a(a, "C:", "C:");
    check_a(a, "C:\\windows\\", "C:\\windows\\");
    check_a(a, "Q:\\", "Q:\\");
    check_w(w, "C:\\", L"C:\\");
    check_w(w, "NULL", NULL);
    check_w(w, "C:", L"C:");
    check_w(w, "Q:\\", L"Q:\\");
    {   /* IsNetDrive (#66): 0 for a local or missing drive, 1 for a network one */
        int (WINAPI *net)(int) = (int (WINAPI *)(int))GetProcAddress(h, (LPCSTR)66);
        if (net)
            printf("IsNetDrive: A=%d C=%d Q=%d -1=%d 26=%d\n", net(0), net(2), net(16),
                   net(-1), net(26));
    }
    return 0;
}
