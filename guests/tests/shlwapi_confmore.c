/*
 * shlwapi_confmore.c - test guest for the SHLWAPI calls Wine's conformance tests reached
 * (test/win32/shell/test_shlwapi_confmore.py): the thread reference, SHRegGetValue,
 * SHRegGetPath, SHRegCreateUSKey, SHQueryValueEx of a growing REG_EXPAND_SZ, HashData,
 * UrlHash, PathMakePretty, PathCommonPrefix, PathUndecorate, PathUnExpandEnvStrings,
 * PathCombine of nothing and PathGetDriveNumber of a \\?\ path. One line per check.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine shlwapi_confmore.exe), except where a comment there says why not.
 */
#define COBJMACROS
#include <windows.h>
#include <shlwapi.h>
#include <stdio.h>
#include <string.h>

typedef HRESULT (WINAPI *create_ref_t)(LONG *, IUnknown **);
typedef HRESULT (WINAPI *get_ref_t)(IUnknown **);
typedef HRESULT (WINAPI *set_ref_t)(IUnknown *);

static void hex(const char *what, const BYTE *p, int n)
{
    int i;
    printf("%s ", what);
    for (i = 0; i < n; i++) printf("%02x", p[i]);
    printf("\n");
}

int main(void)
{
    HMODULE h = GetModuleHandleA("shlwapi.dll");
    create_ref_t create_ref = (create_ref_t)GetProcAddress(h, "SHCreateThreadRef");
    get_ref_t get_ref = (get_ref_t)GetProcAddress(h, "SHGetThreadRef");
    set_ref_t set_ref = (set_ref_t)GetProcAddress(h, "SHSetThreadRef");
    IUnknown *obj = NULL, *got = (IUnknown *)1;
    LONG count = 0;
    HRESULT hr;
    HKEY key;
    HUSKEY us;
    DWORD type, size, r;
    char buf[MAX_PATH], out[MAX_PATH];
    WCHAR wbuf[MAX_PATH];
    BYTE in[16] = {0x51, 0x33, 0x4F, 0xA7, 0x45, 0x15, 0xF0, 0x52, 0x90, 0x2B, 0xE7, 0xF5,
                   0xFD, 0xE1, 0xA6, 0xA7};
    BYTE hash[32];
    DWORD uh1 = 0, uh2 = 0;
    int i;
    static const char *undec[] = {"c:\\test\\a[123]", "c:\\test\\a[123].txt",
        "c:\\test\\a.txt[123]", "c:\\test\\a[12a].txt", "c:\\test[1]\\a", "a[]", "[123]"};
    static const char *pairs[][2] = {{"C:\\", "C:\\"}, {"C:\\one\\two", "C:\\one\\three"},
        {"one\\.\\two", "one\\.\\three"}, {"one\\..\\two", "two"}, {"same", "SAME"},
        {"\\\\srv\\a", "\\\\srv\\b"}, {"", "C:\\"}};

    /* thread reference */
    hr = get_ref(&got);
    printf("SHGetThreadRef(none)=%08lx %p\n", hr, got);
    hr = create_ref(&count, &obj);
    printf("SHCreateThreadRef=%08lx count=%ld\n", hr, count);
    printf("SHSetThreadRef=%08lx count=%ld\n", set_ref(obj), count);
    hr = get_ref(&got);
    printf("SHGetThreadRef=%08lx same=%d count=%ld\n", hr, got == obj, count);
    printf("Release=%lu count=%ld\n", IUnknown_Release(got), count);
    hr = IUnknown_QueryInterface(obj, &IID_IUnknown, (void **)&got);
    printf("QueryInterface(IUnknown)=%08lx count=%ld\n", hr, count);
    IUnknown_Release(got);
    hr = IUnknown_QueryInterface(obj, &IID_IStream, (void **)&got);
    printf("QueryInterface(IStream)=%08lx %p\n", hr, got);
    printf("Release=%lu count=%ld\n", IUnknown_Release(obj), count);
    printf("SHSetThreadRef(NULL)=%08lx\n", set_ref(NULL));
    hr = get_ref(&got);
    printf("SHGetThreadRef(cleared)=%08lx %p\n", hr, got);

    /* registry */
    RegCreateKeyA(HKEY_CURRENT_USER, "Software\\wineagent-test\\confmore", &key);
    RegSetValueExA(key, "exp", 0, REG_EXPAND_SZ, (BYTE *)"%TMPVAR%\\x", 11);
    RegSetValueExA(key, "plain", 0, REG_SZ, (BYTE *)"plain value", 12);
    SetEnvironmentVariableA("TMPVAR", "C:\\a rather long folder name");
    size = sizeof buf;
    r = SHRegGetValueA(HKEY_CURRENT_USER, "Software\\wineagent-test\\confmore", "exp",
                       SRRF_RT_REG_EXPAND_SZ, &type, buf, &size);
    printf("SHRegGetValueA(EXPAND_SZ)=%lu\n", r);
    size = sizeof buf;
    r = SHRegGetValueA(HKEY_CURRENT_USER, "Software\\wineagent-test\\confmore", "exp",
                       SRRF_RT_REG_SZ, &type, buf, &size);
    printf("SHRegGetValueA(SZ)=%lu type=%lu size=%lu \"%s\"\n", r, type, size, buf);
    size = sizeof buf;
    r = SHRegGetValueA(HKEY_CURRENT_USER, "Software\\wineagent-test\\confmore", "plain",
                       SRRF_RT_REG_DWORD, &type, buf, &size);
    printf("SHRegGetValueA(DWORD)=%lu\n", r);
    r = SHRegGetPathA(HKEY_CURRENT_USER, "Software\\wineagent-test\\confmore", "exp", out, 0);
    printf("SHRegGetPathA=%lu \"%s\"\n", r, out);
    strcpy(buf, "0123456789");
    size = 12;
    r = SHQueryValueExA(key, "exp", NULL, &type, buf, &size);
    printf("SHQueryValueExA(grows)=%lu \"%s\" size=%lu\n", r, buf, size);
    strcpy(buf, "0123456789");
    size = 6;
    r = SHQueryValueExA(key, "exp", NULL, &type, buf, &size);
    printf("SHQueryValueExA(small)=%lu \"%s\"\n", r, buf);
    r = SHRegCreateUSKeyA("Software\\wineagent-test\\confmore\\us", KEY_ALL_ACCESS, NULL,
                          NULL, SHREGSET_FORCE_HKCU);
    printf("SHRegCreateUSKeyA(NULL out)=%lu\n", r);
    r = SHRegCreateUSKeyA("Software\\wineagent-test\\confmore\\us", KEY_ALL_ACCESS, NULL,
                          &us, SHREGSET_FORCE_HKCU);
    printf("SHRegCreateUSKeyA=%lu\n", r);
    SHRegCloseUSKey(us);
    printf("created=%d\n", RegOpenKeyA(key, "us", &key) == 0);
    RegCloseKey(key);
    SHDeleteKeyA(HKEY_CURRENT_USER, "Software\\wineagent-test");

    /* hashes */
    printf("HashData=%08lx", HashData(in, 16, hash, 32));
    hex("", hash, 32);
    printf("HashData(8)=%08lx", HashData(in, 8, hash, 16));
    hex("", hash, 16);
    printf("HashData(NULL)=%08lx\n", HashData(NULL, 0, hash, 0));
    UrlHashA("http://www.winehq.org/", (BYTE *)&uh1, 4);
    UrlHashW(L"http://www.winehq.org/", (BYTE *)&uh2, 4);
    printf("UrlHash=%08lx %08lx\n", uh1, uh2);

    /* paths */
    strcpy(buf, "C:\\A LONG NAME.TXT");
    printf("PathMakePrettyA=%d", PathMakePrettyA(buf));
    printf(" \"%s\"", buf);
    strcpy(buf, "TEST");
    printf(" %d \"%s\"", PathMakePrettyA(buf), buf);
    strcpy(buf, "C:\\Mixed");
    printf(" %d \"%s\"\n", PathMakePrettyA(buf), buf);
    for (i = 0; i < 7; i++) {
        strcpy(out, "xxx");
        printf("PathCommonPrefixA(\"%s\",\"%s\")=%d \"%s\"\n", pairs[i][0], pairs[i][1],
               PathCommonPrefixA(pairs[i][0], pairs[i][1], out), out);
    }
    for (i = 0; i < 7; i++) {
        strcpy(buf, undec[i]);
        PathUndecorateA(buf);
        printf("PathUndecorateA(\"%s\")=\"%s\"\n", undec[i], buf);
    }
    SetEnvironmentVariableA("SystemRoot", "C:\\windows");
    SetEnvironmentVariableA("SystemDrive", "C:");
    strcpy(buf, "xx");
    printf("PathUnExpandEnvStringsA=%d", PathUnExpandEnvStringsA("C:\\windows\\system32", buf,
                                                                 sizeof buf));
    printf(" \"%s\"", buf);
    printf(" C:C:=%d", PathUnExpandEnvStringsA("C:C:", buf, sizeof buf));
    printf(" \"%s\"", buf);
    strcpy(buf, "xx");
    printf(" small=%d \"%s\"", PathUnExpandEnvStringsA("C:\\windows\\system32", buf, 13), buf);
    printf(" none=%d \"%s\"\n", PathUnExpandEnvStringsA("D:\\x", buf, sizeof buf), buf);
    strcpy(buf, "control");
    printf("PathCombineA(\"\",\"\")=\"%s\"", PathCombineA(buf, "", ""));
    strcpy(buf, "control");
    printf(" (NULL,\"\")=\"%s\"\n", PathCombineA(buf, NULL, ""));
    printf("PathGetDriveNumber(\\\\?\\C:)=A:%d W:%d\n", PathGetDriveNumberA("\\\\?\\C:\\x"),
           PathGetDriveNumberW(L"\\\\?\\C:\\x"));
    (void)wbuf;

    /* data block lists (by ordinal) and the IStream helpers, on an HGLOBAL stream */
    {
        BOOL (WINAPI *add)(void **, const void *) = (void *)GetProcAddress(h, (LPCSTR)20);
        BOOL (WINAPI *rem)(void **, DWORD) = (void *)GetProcAddress(h, (LPCSTR)21);
        BYTE *(WINAPI *find)(void *, DWORD) = (void *)GetProcAddress(h, (LPCSTR)22);
        void (WINAPI *freel)(void *) = (void *)GetProcAddress(h, (LPCSTR)19);
        HRESULT (WINAPI *wr)(IStream *, void *) = (void *)GetProcAddress(h, (LPCSTR)17);
        HRESULT (WINAPI *rd)(IStream *, void **) = (void *)GetProcAddress(h, (LPCSTR)18);
        BOOL (WINAPI *empty)(IStream *) = (void *)GetProcAddress(h, (LPCSTR)166);
        HRESULT (WINAPI *sread)(IStream *, void *, ULONG) = (void *)GetProcAddress(h, (LPCSTR)184);
        HRESULT (WINAPI *swrite)(IStream *, const void *, ULONG) = (void *)GetProcAddress(h, (LPCSTR)212);
        HRESULT (WINAPI *sreset)(IStream *) = (void *)GetProcAddress(h, (LPCSTR)213);
        HRESULT (WINAPI *ssize)(IStream *, ULARGE_INTEGER *) = (void *)GetProcAddress(h, (LPCSTR)214);
        void *list = NULL, *list2 = NULL;
        struct { DWORD cbSize, dwSignature; BYTE data[40]; } b;
        BYTE *f;
        IStream *st;
        ULARGE_INTEGER sz;
        DWORD word = 0;
        int k;
        for (k = 0; k < 16; k++) b.data[k] = (BYTE)(k * 3);
        b.cbSize = 12; b.dwSignature = 7;
        printf("SHAddDataBlock=%d", add(&list, &b));
        b.cbSize = 11; b.dwSignature = 9;                  /* not a multiple of 4 */
        printf(",%d", add(&list, &b));
        b.cbSize = 4; b.dwSignature = 5;
        printf(" small=%d", add(&list, &b));
        b.cbSize = 16; b.dwSignature = 0xffffffff;
        printf(" container=%d\n", add(&list, &b));
        f = find(list, 9);
        printf("SHFindDataBlock(9): size=%lu sig=%lu data2=%u container=%lx,%lu\n",
               ((DWORD *)f)[0], ((DWORD *)f)[1], f[10], ((DWORD *)f)[-1], ((DWORD *)f)[-2]);
        printf("SHFindDataBlock(8)=%p\n", find(list, 8));
        CreateStreamOnHGlobal(NULL, TRUE, &st);
        printf("SHIsEmptyStream(new)=%d\n", empty(st));
        printf("SHWriteDataBlockList=%08lx", wr(st, list));
        ssize(st, &sz);
        printf(" size=%lu empty=%d\n", sz.LowPart, empty(st));
        sreset(st);
        printf("SHReadDataBlockList=%08lx", rd(st, &list2));
        f = find(list2, 7);
        printf(" 7:size=%lu data3=%u", ((DWORD *)f)[0], f[11]);
        f = find(list2, 9);
        printf(" 9:size=%lu\n", ((DWORD *)f)[0]);
        printf("SHRemoveDataBlock(7)=%d", rem(&list2, 7));
        printf(" again=%d", rem(&list2, 7));
        printf(" find=%p\n", find(list2, 7));
        sreset(st);
        printf("IStream_Read=%08lx", sread(st, &word, 4));
        printf(" word=%lu", word);
        printf(" past end=%08lx\n", sread(st, b.data, 40));
        printf("IStream_Write=%08lx", swrite(st, "abcd", 4));
        ssize(st, &sz);
        printf(" size=%lu\n", sz.LowPart);
        IStream_Release(st);
        freel(list);
        freel(list2);
    }
    /* file streams: the flags each form takes, STGM_FAILIFTHERE with fCreate, empty
       transfers; SHCreateMemStream */
    {
        IStream *st = NULL, *m;
        HRESULT r2;
        ULONG n = 7;
        LARGE_INTEGER off;
        ULARGE_INTEGER got;
        char small[12];
        const WCHAR *fn = L"C:\\confmore.txt";
        r2 = SHCreateStreamOnFileW(fn, STGM_READWRITE | STGM_CREATE | STGM_CONVERT, &st);
        printf("SHCreateStreamOnFileW(CONVERT)=%08lx %d", r2, st != NULL);
        r2 = SHCreateStreamOnFileW(fn, STGM_READWRITE | STGM_CREATE | STGM_DELETEONRELEASE, &st);
        printf(" (DELETEONRELEASE)=%08lx\n", r2);
        r2 = SHCreateStreamOnFileEx(fn, STGM_READWRITE | STGM_CONVERT, 0, TRUE, NULL, &st);
        printf("SHCreateStreamOnFileEx(CONVERT, create)=%08lx", r2);
        r2 = st->lpVtbl->Read(st, NULL, 0, &n);
        printf(" Read(NULL,0)=%08lx n=%lu", r2, n);
        r2 = st->lpVtbl->Write(st, NULL, 0, &n);
        printf(" Write(NULL,0)=%08lx", r2);
        {
            ULARGE_INTEGER zero;
            zero.QuadPart = 0;
            got.QuadPart = 99;
            r2 = st->lpVtbl->CopyTo(st, NULL, zero, &got, NULL);
        }
        printf(" CopyTo(NULL,0)=%08lx read=%lu\n", r2, got.LowPart);
        st->lpVtbl->Release(st);
        r2 = SHCreateStreamOnFileEx(fn, STGM_READWRITE | STGM_DELETEONRELEASE, 0, TRUE, NULL, &st);
        printf("SHCreateStreamOnFileEx(FAILIFTHERE, create, exists)=%08lx", r2);
        r2 = SHCreateStreamOnFileEx(fn, STGM_READ | STGM_DELETEONRELEASE, 0, FALSE, NULL, &st);
        printf(" (DELETEONRELEASE)=%08lx", r2);
        if (SUCCEEDED(r2)) st->lpVtbl->Release(st);
        printf(" still there=%d", DeleteFileW(fn));
        r2 = SHCreateStreamOnFileEx(fn, STGM_READ | STGM_TRANSACTED, 0, TRUE, NULL, &st);
        printf(" (TRANSACTED)=%08lx\n", r2);
        m = SHCreateMemStream((const BYTE *)"0123456789", 10);
        r2 = m->lpVtbl->Read(m, small, 4, &n);
        printf("SHCreateMemStream: Read=%08lx %lu \"%.4s\"", r2, n, small);
        r2 = m->lpVtbl->Read(m, small, 12, &n);
        printf(" short=%08lx %lu", r2, n);
        off.QuadPart = -(ULONG)sizeof(small);        /* a ULONG made negative: +4 GB - 12 */
        r2 = m->lpVtbl->Seek(m, off, STREAM_SEEK_CUR, &got);
        printf(" Seek(wraps)=%08lx pos=%lu\n", r2, got.LowPart);
        m->lpVtbl->Release(m);
    }
    printf("done\n");
    return 0;
}
