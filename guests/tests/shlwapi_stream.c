/*
 * shlwapi_stream.c - test guest for SHLWAPI's file streams (docs/dlls.md, "SHLWAPI:
 * paths, URLs, strings and streams").
 *
 * What it does (one line per step, printf): SHCreateStreamOnFileW with STGM_CREATE,
 * Write, Seek (each origin, a negative position), Read, Stat (type, size, mode, name,
 * clsid; STATFLAG_NONAME), SetSize, Commit, Revert, LockRegion, Clone, QueryInterface;
 * writing to a read-only stream; opening a missing file (A and W), bad modes,
 * SHCreateStreamOnFileEx with fCreate and a template; CopyTo into a second file stream;
 * the last Release closes the file (it can then be deleted).
 *
 * Test hooks: test/win32/shell/test_shlwapi_census.py compares the lines with Wine 8's.
 */
#define COBJMACROS
#include <windows.h>
#include <objbase.h>
#include <shlwapi.h>
#include <stdio.h>
#include <string.h>

static void pos(IStream *s, const char *what)
{
    LARGE_INTEGER zero;
    ULARGE_INTEGER p;
    zero.QuadPart = 0;
    IStream_Seek(s, zero, STREAM_SEEK_CUR, &p);
    printf("%s pos=%lu\n", what, (unsigned long)p.QuadPart);
}

int WINAPI WinMain(HINSTANCE hInst, HINSTANCE hPrev, LPSTR lpCmdLine, int nShow)
{
    IStream *s = NULL, *s2 = NULL, *q = NULL;
    IUnknown *u = NULL;
    HRESULT hr;
    ULONG n = 0;
    char buf[64];
    LARGE_INTEGER li;
    ULARGE_INTEGER ul, r, w;
    STATSTG st;
    char name[MAX_PATH];

    (void)hInst; (void)hPrev; (void)nShow; (void)lpCmdLine;
    CoInitialize(NULL);
    hr = SHCreateStreamOnFileW(L"C:\\stream.bin", STGM_CREATE | STGM_READWRITE, &s);
    printf("create=%08lx %d\n", hr, s != NULL);
    hr = IStream_Write(s, "hello, stream", 13, &n);
    printf("write=%08lx %lu\n", hr, n);
    pos(s, "after write");
    li.QuadPart = 7;
    hr = IStream_Seek(s, li, STREAM_SEEK_SET, &ul);
    printf("seek set=%08lx %lu\n", hr, (unsigned long)ul.QuadPart);
    memset(buf, 0, sizeof(buf));
    hr = IStream_Read(s, buf, 100, &n);
    printf("read=%08lx %lu %s\n", hr, n, buf);
    hr = IStream_Read(s, buf, 10, &n);
    printf("read at end=%08lx %lu\n", hr, n);
    li.QuadPart = -6;
    hr = IStream_Seek(s, li, STREAM_SEEK_END, &ul);
    printf("seek end=%08lx %lu\n", hr, (unsigned long)ul.QuadPart);
    li.QuadPart = -2;
    hr = IStream_Seek(s, li, STREAM_SEEK_CUR, &ul);
    printf("seek cur=%08lx %lu\n", hr, (unsigned long)ul.QuadPart);
    li.QuadPart = -100;
    ul.QuadPart = 12345;
    hr = IStream_Seek(s, li, STREAM_SEEK_SET, &ul);
    printf("seek negative=%08lx %lu\n", hr, (unsigned long)ul.QuadPart);
    li.QuadPart = 0;
    hr = IStream_Seek(s, li, 7, &ul);
    printf("seek bad origin=%08lx\n", hr);
    li.QuadPart = 20;
    hr = IStream_Seek(s, li, STREAM_SEEK_SET, &ul);
    printf("seek past end=%08lx %lu\n", hr, (unsigned long)ul.QuadPart);
    memset(&st, 0xcc, sizeof(st));
    hr = IStream_Stat(s, &st, STATFLAG_DEFAULT);
    WideCharToMultiByte(CP_ACP, 0, st.pwcsName ? st.pwcsName : L"(null)", -1, name,
                        sizeof(name), NULL, NULL);
    printf("stat=%08lx type=%lu size=%lu mode=%lx locks=%lu clsid=%d bits=%lx name=%s\n",
           hr, st.type, (unsigned long)st.cbSize.QuadPart, st.grfMode,
           st.grfLocksSupported, IsEqualIID(&st.clsid, &IID_IStream), st.grfStateBits,
           name);
    CoTaskMemFree(st.pwcsName);
    hr = IStream_Stat(s, &st, STATFLAG_NONAME);
    printf("stat noname=%08lx name=%d\n", hr, st.pwcsName != NULL);
    ul.QuadPart = 5;
    hr = IStream_SetSize(s, ul);
    IStream_Stat(s, &st, STATFLAG_NONAME);
    printf("setsize=%08lx size=%lu\n", hr, (unsigned long)st.cbSize.QuadPart);
    pos(s, "after setsize");
    printf("commit=%08lx revert=%08lx\n", IStream_Commit(s, 0), IStream_Revert(s));
    li.QuadPart = 0;
    ul.QuadPart = 1;
    printf("lock=%08lx unlock=%08lx\n", IStream_LockRegion(s, ul, ul, LOCK_WRITE),
           IStream_UnlockRegion(s, ul, ul, LOCK_WRITE));
    hr = IStream_Clone(s, &q);
    printf("clone=%08lx %d\n", hr, q != NULL);
    hr = IStream_QueryInterface(s, &IID_IUnknown, (void **)&u);
    printf("qi unknown=%08lx same=%d\n", hr, (void *)u == (void *)s);
    if (u)
        IUnknown_Release(u);
    hr = IStream_QueryInterface(s, &IID_IStorage, (void **)&u);
    printf("qi storage=%08lx %d\n", hr, u != NULL);
    hr = SHCreateStreamOnFileW(L"C:\\copy.bin", STGM_CREATE | STGM_WRITE, &s2);
    printf("create write-only=%08lx\n", hr);
    li.QuadPart = 0;
    IStream_Seek(s, li, STREAM_SEEK_SET, NULL);
    ul.QuadPart = 100;
    hr = IStream_CopyTo(s, s2, ul, &r, &w);
    printf("copyto=%08lx read=%lu written=%lu\n", hr, (unsigned long)r.QuadPart,
           (unsigned long)w.QuadPart);
    IStream_Seek(s2, li, STREAM_SEEK_SET, NULL);
    memset(buf, 0, sizeof(buf));
    hr = IStream_Read(s2, buf, 10, &n);
    printf("read write-only=%08lx %lu %s\n", hr, n, buf);
    printf("release=%lu %lu\n", IStream_Release(s2), IStream_Release(s));
    printf("delete after release=%d\n", DeleteFileA("C:\\stream.bin"));
    hr = SHCreateStreamOnFileA("C:\\copy.bin", STGM_READ, &s);
    printf("open read=%08lx\n", hr);
    hr = IStream_Write(s, "x", 1, &n);
    printf("write read-only=%08lx\n", hr);
    hr = IStream_SetSize(s, ul);
    printf("setsize read-only=%08lx\n", hr);
    IStream_Release(s);
    s = (IStream *)1;
    hr = SHCreateStreamOnFileW(L"C:\\missing.bin", STGM_READ, &s);
    printf("missing=%08lx %p\n", hr, s);
    hr = SHCreateStreamOnFileA("C:\\nodir\\missing.bin", STGM_READ, &s);
    printf("missing dir=%08lx\n", hr);
    hr = SHCreateStreamOnFileW(L"C:\\copy.bin", 3, &s);
    printf("bad access=%08lx\n", hr);
    hr = SHCreateStreamOnFileW(L"C:\\copy.bin", STGM_READ | 0x50, &s);
    printf("bad share=%08lx\n", hr);
    hr = SHCreateStreamOnFileW(L"C:\\copy.bin", STGM_READ | STGM_CONVERT, &s);
    printf("convert=%08lx\n", hr);
    hr = SHCreateStreamOnFileEx(L"C:\\new.bin", STGM_READWRITE, FILE_ATTRIBUTE_NORMAL, TRUE,
                                NULL, &s);
    printf("ex create=%08lx\n", hr);
    if (hr == S_OK)
        IStream_Release(s);
    hr = SHCreateStreamOnFileEx(L"C:\\new2.bin", STGM_READWRITE, FILE_ATTRIBUTE_NORMAL,
                                FALSE, NULL, &s);
    printf("ex no create=%08lx\n", hr);
    hr = SHCreateStreamOnFileEx(L"C:\\new.bin", STGM_READ, FILE_ATTRIBUTE_NORMAL, FALSE,
                                (IStream *)&s, &s);
    printf("ex template=%08lx\n", hr);
    printf("null out=%08lx\n", SHCreateStreamOnFileW(L"C:\\new.bin", STGM_READ, NULL));
    DeleteFileA("C:\\copy.bin");
    DeleteFileA("C:\\new.bin");
    fflush(stdout);
    return 0;
}
