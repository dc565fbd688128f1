/* KERNEL32's app-model queries in a process without a package (every desktop program):
   the current package's names, id, path and information answer
   APPMODEL_ERROR_NO_PACKAGE (15700), as GetPackageFullName/FamilyName/Id do for the
   current process; the application user model id APPMODEL_ERROR_NO_APPLICATION (15703).
   The buffer's length is left as it was. A handle that is not a process's: Windows
   answers ERROR_INVALID_HANDLE (6); Wine 8 15700 (it does not look at the handle). */
#include <windows.h>
#include <stdio.h>

typedef LONG (WINAPI *cur_fn)(UINT32 *, void *);
typedef LONG (WINAPI *proc_fn)(HANDLE, UINT32 *, void *);
typedef LONG (WINAPI *info_fn)(UINT32, UINT32 *, BYTE *, UINT32 *);

int main(void)
{
    static const char *cur[] = {"GetCurrentPackageFullName", "GetCurrentPackageFamilyName",
                                "GetCurrentPackageId", "GetCurrentPackagePath",
                                "GetCurrentApplicationUserModelId"};
    static const char *proc[] = {"GetPackageFullName", "GetPackageFamilyName",
                                 "GetPackageId", "GetApplicationUserModelId"};
    HMODULE k = GetModuleHandleA("kernel32.dll");
    WCHAR buf[256];
    UINT32 len, count;
    HANDLE self = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, GetCurrentProcessId());
    HANDLE ev = CreateEventA(NULL, FALSE, FALSE, NULL);
    unsigned i;
    for (i = 0; i < sizeof(cur) / sizeof(cur[0]); i++) {
        cur_fn f = (cur_fn)GetProcAddress(k, cur[i]);
        if (!f) { printf("%s: not exported\n", cur[i]); continue; }
        len = 256;
        printf("%s: %ld len %u\n", cur[i], f(&len, buf), len);
        len = 0;
        printf("%s, no buffer: %ld len %u\n", cur[i], f(&len, NULL), len);
    }
    {
        info_fn f = (info_fn)GetProcAddress(k, "GetCurrentPackageInfo");
        if (!f) printf("GetCurrentPackageInfo: not exported\n");
        else {
            len = 0; count = 9;
            printf("GetCurrentPackageInfo: %ld len %u count %u\n",
                   f(0x10, &len, NULL, &count), len, count);
        }
    }
    for (i = 0; i < sizeof(proc) / sizeof(proc[0]); i++) {
        proc_fn f = (proc_fn)GetProcAddress(k, proc[i]);
        if (!f) { printf("%s: not exported\n", proc[i]); continue; }
        len = 256;
        printf("%s(pseudo): %ld len %u\n", proc[i], f(GetCurrentProcess(), &len, buf), len);
        len = 256;
        printf("%s(opened): %ld\n", proc[i], f(self, &len, buf));
        len = 256;
        printf("%s(event): %ld\n", proc[i], f(ev, &len, buf));
    }
    return 0;
}
