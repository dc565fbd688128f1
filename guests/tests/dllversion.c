/* DllGetVersion of the system DLLs that export it (comctl32, shell32, shlwapi): what
   mCtrl and other control libraries ask before choosing how to draw (issue 23,
   "Programs in the wild": mCtrl's example programs). Prints a line per call. */
#include <windows.h>
#include <shlwapi.h>
#include <stdio.h>

typedef HRESULT (WINAPI *DLLGETVERSIONPROC_)(DLLVERSIONINFO *);

static void probe(const char *dll)
{
    HMODULE h = LoadLibraryA(dll);
    DLLGETVERSIONPROC_ fn = h ? (DLLGETVERSIONPROC_)GetProcAddress(h, "DllGetVersion") : NULL;
    DLLVERSIONINFO2 v2;
    HRESULT hr;
    if (!fn) {
        printf("%s: no DllGetVersion\n", dll);
        return;
    }
    memset(&v2, 0xcc, sizeof v2);
    v2.info1.cbSize = sizeof(DLLVERSIONINFO);
    hr = fn(&v2.info1);
    printf("%s size %u: hr=%08lx major=%lu minor=%lu build=%lu platform=%lu next=%08lx\n", dll,
           (unsigned)sizeof(DLLVERSIONINFO), hr, v2.info1.dwMajorVersion,
           v2.info1.dwMinorVersion, v2.info1.dwBuildNumber, v2.info1.dwPlatformID, v2.dwFlags);
    memset(&v2, 0xcc, sizeof v2);
    v2.info1.cbSize = sizeof(DLLVERSIONINFO2);
    hr = fn(&v2.info1);
    printf("%s size %u: hr=%08lx major=%lu minor=%lu platform=%lu flags=%08lx qfe=%08lx%08lx\n",
           dll, (unsigned)sizeof(DLLVERSIONINFO2), hr, v2.info1.dwMajorVersion,
           v2.info1.dwMinorVersion, v2.info1.dwPlatformID, v2.dwFlags,
           (unsigned long)(v2.ullVersion >> 32), (unsigned long)v2.ullVersion);
    memset(&v2, 0xcc, sizeof v2);
    v2.info1.cbSize = 0;
    hr = fn(&v2.info1);
    printf("%s size 0: hr=%08lx major=%08lx\n", dll, hr, v2.info1.dwMajorVersion);
    memset(&v2, 0xcc, sizeof v2);
    v2.info1.cbSize = sizeof(DLLVERSIONINFO) + 4;
    hr = fn(&v2.info1);
    printf("%s size %u: hr=%08lx major=%08lx\n", dll, (unsigned)sizeof(DLLVERSIONINFO) + 4,
           hr, v2.info1.dwMajorVersion);
}

int main(void)
{
    probe("comctl32.dll");
    probe("shell32.dll");
    probe("shlwapi.dll");
    printf("done\n");
    return 0;
}
