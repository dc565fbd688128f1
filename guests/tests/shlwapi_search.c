/*
 * shlwapi_search.c - test guest for SHLWAPI's ordinal-only exports 3 to 10 and
 * PathFindOnPath (docs/dlls.md, "SHLWAPI: paths, URLs, strings and streams").
 *
 * What it does (one line per call, printf): makes C:\srch\tool.exe, C:\srch\doc.txt and
 * C:\other\run.bat; PathFileExistsDefExt (by ordinal 3 and 4) with several flag sets;
 * PathFindOnPath / PathFindOnPathEx (ordinals 5, 6) with other folders, a name with a
 * folder, a missing name; SHAllocShared / SHLockShared / SHUnlockShared / SHFreeShared
 * (ordinals 7 to 10); SHStringFromGUID (23, 24) and GetMIMETypeSubKey (328, 329).
 *
 * Test hooks: test/win32/shell/test_shlwapi_census.py compares the lines with Wine 8's.
 */
#include <windows.h>
#include <shlwapi.h>
#include <stdio.h>
#include <string.h>

typedef BOOL (WINAPI *EXISTSDEFEXTA)(LPSTR, DWORD);
typedef BOOL (WINAPI *EXISTSDEFEXTW)(LPWSTR, DWORD);
typedef BOOL (WINAPI *FINDONPATHEXA)(LPSTR, LPCSTR *, DWORD);
typedef BOOL (WINAPI *FINDONPATHEXW)(LPWSTR, LPCWSTR *, DWORD);
typedef HANDLE (WINAPI *ALLOCSHARED)(LPCVOID, DWORD, DWORD);
typedef LPVOID (WINAPI *LOCKSHARED)(HANDLE, DWORD);
typedef BOOL (WINAPI *UNLOCKSHARED)(LPVOID);
typedef BOOL (WINAPI *FREESHARED)(HANDLE, DWORD);
typedef INT (WINAPI *STRINGFROMGUIDA)(REFGUID, LPSTR, INT);
typedef INT (WINAPI *STRINGFROMGUIDW)(REFGUID, LPWSTR, INT);
typedef BOOL (WINAPI *MIMESUBKEYA)(LPCSTR, LPSTR, DWORD);
typedef BOOL (WINAPI *MIMESUBKEYW)(LPCWSTR, LPWSTR, DWORD);

static void touch(const char *name)
{
    HANDLE f = CreateFileA(name, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
}

static const char *A(const WCHAR *w)
{
    static char buf[300];
    int i;
    for (i = 0; w[i] && i < 290; i++)
        buf[i] = w[i] < 128 ? (char)w[i] : '?';
    buf[i] = 0;
    return buf;
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    HMODULE sh = LoadLibraryA("shlwapi.dll");
    EXISTSDEFEXTA pExistsA = (EXISTSDEFEXTA)GetProcAddress(sh, (LPCSTR)3);
    EXISTSDEFEXTW pExistsW = (EXISTSDEFEXTW)GetProcAddress(sh, (LPCSTR)4);
    FINDONPATHEXA pFindExA = (FINDONPATHEXA)GetProcAddress(sh, (LPCSTR)5);
    FINDONPATHEXW pFindExW = (FINDONPATHEXW)GetProcAddress(sh, (LPCSTR)6);
    ALLOCSHARED pAlloc = (ALLOCSHARED)GetProcAddress(sh, (LPCSTR)7);
    LOCKSHARED pLock = (LOCKSHARED)GetProcAddress(sh, (LPCSTR)8);
    UNLOCKSHARED pUnlock = (UNLOCKSHARED)GetProcAddress(sh, (LPCSTR)9);
    FREESHARED pFree = (FREESHARED)GetProcAddress(sh, (LPCSTR)10);
    static const DWORD whichs[] = {0, 1, 4, 5, 7, 0xF, 0x3F, 0x47, 0x4F};
    LPCSTR dirs[] = {"C:\\nowhere", "C:\\srch", "C:\\other", NULL};
    LPCWSTR wdirs[] = {L"C:\\other", NULL};
    char buf[MAX_PATH];
    WCHAR wbuf[MAX_PATH];
    HANDLE h;
    char *p;
    unsigned i;
    BOOL r;

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    CreateDirectoryA("C:\\srch", NULL);
    CreateDirectoryA("C:\\other", NULL);
    touch("C:\\srch\\tool.exe");
    touch("C:\\srch\\doc.txt");
    touch("C:\\other\\run.bat");
    for (i = 0; i < sizeof(whichs) / sizeof(whichs[0]); i++) {
        strcpy(buf, "C:\\srch\\tool");
        r = pExistsA(buf, whichs[i]);
        printf("DefExt(tool,%lx)=%d %s", whichs[i], r, buf);
        strcpy(buf, "C:\\srch\\doc.txt");
        r = pExistsA(buf, whichs[i]);
        printf(" doc.txt=%d %s", r, buf);
        lstrcpyW(wbuf, L"C:\\other\\run");
        r = pExistsW(wbuf, whichs[i]);
        printf(" W run=%d %s\n", r, A(wbuf));
    }
    strcpy(buf, "doc.txt");
    r = PathFindOnPathA(buf, dirs);
    printf("FindOnPath(doc.txt)=%d %s\n", r, buf);
    strcpy(buf, "run.bat");
    r = PathFindOnPathA(buf, dirs);
    printf("FindOnPath(run.bat)=%d %s\n", r, buf);
    strcpy(buf, "run");
    r = PathFindOnPathA(buf, dirs);
    printf("FindOnPath(run)=%d %s\n", r, buf);
    strcpy(buf, "run");
    r = pFindExA(buf, dirs, 0xF);
    printf("FindOnPathEx(run,f)=%d %s\n", r, buf);
    strcpy(buf, "tool");
    r = pFindExA(buf, dirs, 0x4);
    printf("FindOnPathEx(tool,4)=%d %s\n", r, buf);
    strcpy(buf, "srch\\doc.txt");
    r = PathFindOnPathA(buf, dirs);
    printf("FindOnPath(srch\\doc.txt)=%d %s\n", r, buf);
    strcpy(buf, "nosuch.zzz");
    r = PathFindOnPathA(buf, dirs);
    printf("FindOnPath(nosuch)=%d %s\n", r, buf);
    lstrcpyW(wbuf, L"RUN.BAT");
    r = PathFindOnPathW(wbuf, wdirs);
    printf("FindOnPathW(RUN.BAT)=%d %s\n", r, A(wbuf));
    lstrcpyW(wbuf, L"run");
    r = pFindExW(wbuf, wdirs, 0x8);
    printf("FindOnPathExW(run,8)=%d %s\n", r, A(wbuf));
    strcpy(buf, "notepad.exe");
    r = PathFindOnPathA(buf, NULL);
    printf("FindOnPath(notepad.exe, system)=%d\n", r);

    h = pAlloc("shared data", 12, GetCurrentProcessId());
    printf("SHAllocShared=%d\n", h != NULL);
    p = pLock(h, GetCurrentProcessId());
    printf("SHLockShared=%d %s\n", p != NULL, p ? p : "");
    if (p)
        strcpy(p, "changed");
    printf("SHUnlockShared=%d\n", pUnlock(p));
    p = pLock(h, GetCurrentProcessId());
    printf("relock=%s\n", p ? p : "(null)");
    pUnlock(p);
    printf("SHFreeShared=%d\n", pFree(h, GetCurrentProcessId()));
    h = pAlloc(NULL, 8, GetCurrentProcessId());
    p = pLock(h, GetCurrentProcessId());
    printf("alloc(NULL data)=%d zero=%d\n", h != NULL, p && !p[0] && !p[7]);
    pUnlock(p);
    pFree(h, GetCurrentProcessId());
    {
        static const GUID g = {0x12345678, 0x9abc, 0xdef0, {1, 2, 3, 4, 5, 6, 7, 0xff}};
        STRINGFROMGUIDA pGuidA = (STRINGFROMGUIDA)GetProcAddress(sh, (LPCSTR)23);
        STRINGFROMGUIDW pGuidW = (STRINGFROMGUIDW)GetProcAddress(sh, (LPCSTR)24);
        MIMESUBKEYA pMimeA = (MIMESUBKEYA)GetProcAddress(sh, (LPCSTR)328);
        MIMESUBKEYW pMimeW = (MIMESUBKEYW)GetProcAddress(sh, (LPCSTR)329);
        int len = pGuidA(&g, buf, sizeof(buf));
        printf("SHStringFromGUIDA=%d %s\n", len, buf);
        len = pGuidW(&g, wbuf, 39);
        printf("SHStringFromGUIDW(39)=%d %s\n", len, A(wbuf));
        printf("SHStringFromGUIDW(38)=%d\n", pGuidW(&g, wbuf, 38));
        r = pMimeA("text/html", buf, sizeof(buf));
        printf("GetMIMETypeSubKeyA=%d %s\n", r, buf);
        r = pMimeW(L"image/png", wbuf, MAX_PATH);
        printf("GetMIMETypeSubKeyW=%d %s\n", r, A(wbuf));
        printf("GetMIMETypeSubKeyA(small)=%d %d\n", pMimeA("text/html", buf, 36),
               pMimeA("text/html", buf, 37));
    }
    DeleteFileA("C:\\srch\\tool.exe");
    DeleteFileA("C:\\srch\\doc.txt");
    DeleteFileA("C:\\other\\run.bat");
    RemoveDirectoryA("C:\\srch");
    RemoveDirectoryA("C:\\other");
    fflush(stdout);
    return 0;
}
