/*
 * ole_com.c - test guest for OLE32's census functions (test/win32/com/test_ole_com.py).
 * One mode per run, "/mode NAME"; each step prints one line.
 *
 *   /mode stream     CreateStreamOnHGlobal (new block and the caller's), Write, Seek,
 *                    Read, SetSize, Stat, Clone, CopyTo, LockRegion, GetHGlobalFromStream
 *                    (the bytes in the block), QueryInterface; CreateILockBytesOnHGlobal.
 *   /mode classes    CoRegisterClassObject with a class factory of this program,
 *                    CoGetClassObject, CoCreateInstance through it, CoRevokeClassObject;
 *                    unregistered classes; CoCreateGuid's form;
 *                    CoIncrementMTAUsage / CoDecrementMTAUsage.
 *   /mode progid     CLSIDFromProgID / ProgIDFromCLSID / CLSIDFromString of a ProgID this
 *                    program registers under HKEY_CLASSES_ROOT (and removes), and of
 *                    unknown ones.
 *   /mode propvar    PropVariantCopy and PropVariantClear of strings, BSTRs, CLSIDs,
 *                    BLOBs, vectors, an interface; bad types; ReleaseStgMedium.
 *   /mode marshal    HWND_UserSize/Marshal/Unmarshal/Free in process.
 *   /mode misc       CoCreateInstanceEx, CoFreeUnusedLibraries, StgIsStorageFile and
 *                    StgOpenStorage of missing and plain files, OleRegGetMiscStatus /
 *                    OleRegGetUserType, CreateErrorInfo / SetErrorInfo / GetErrorInfo,
 *                    CoBuildVersion, CoFileTimeNow, CoGetCurrentProcess, GetClassFile,
 *                    CLIPFORMAT_UserMarshal.
 *   /mode clipboard  OleSetClipboard with a data object of this program (CF_TEXT in an
 *                    HGLOBAL), the text through USER32 and OleGetClipboard's IDataObject,
 *                    OleIsCurrentClipboard, OleFlushClipboard.
 *   /mode bindctx    CreateBindCtx: options, bound objects, object parameters.
 *   /mode persist    OleSaveToStream / OleLoadFromStream with a persistable object of this
 *                    program (through its class factory), WriteClassStm / ReadClassStm,
 *                    OleSetContainedObject.
 *   /mode ftm        CoCreateFreeThreadedMarshaler aggregated by an object of this
 *                    program, and alone.
 *   /mode advise     CreateOleAdviseHolder: Advise, Unadvise, SendOnSave/Close/Rename.
 *   /mode dragdrop   RegisterDragDrop / RevokeDragDrop: OLE not initialized, a window,
 *                    twice, an invalid window.
 *
 * The expected lines in test/win32/com/test_ole_com.py are this exe's output under Wine 8
 * (xvfb-run -a wine ole_com.exe /mode NAME).
 */
#define COBJMACROS
#define INITGUID
#include <windows.h>
#include <ole2.h>
#include <propidl.h>
#include <stdio.h>
#include <string.h>

/* a class factory and the object it makes, counting references */
static LONG factory_refs = 1, object_refs, created;
DEFINE_GUID(CLSID_Test, 0x1a2b3c4d, 0x1111, 0x2222, 0x33, 0x33, 0x44, 0x44, 0x55, 0x55, 0x66, 0x66);
DEFINE_GUID(CLSID_Unknown, 0x9a2b3c4d, 0x1111, 0x2222, 0x33, 0x33, 0x44, 0x44, 0x55, 0x55, 0x66, 0x66);

static HRESULT STDMETHODCALLTYPE obj_qi(IUnknown *This, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown)) { *out = This; object_refs++; return S_OK; }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG STDMETHODCALLTYPE obj_addref(IUnknown *This) { return ++object_refs; }
static ULONG STDMETHODCALLTYPE obj_release(IUnknown *This) { return --object_refs; }
static IUnknownVtbl obj_vtbl = { obj_qi, obj_addref, obj_release };
static IUnknown object = { &obj_vtbl };

static HRESULT STDMETHODCALLTYPE cf_qi(IClassFactory *This, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IClassFactory)) {
        *out = This; factory_refs++; return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG STDMETHODCALLTYPE cf_addref(IClassFactory *This) { return ++factory_refs; }
static ULONG STDMETHODCALLTYPE cf_release(IClassFactory *This) { return --factory_refs; }
static HRESULT STDMETHODCALLTYPE cf_create(IClassFactory *This, IUnknown *outer, REFIID riid, void **out)
{
    created++;
    if (outer) { *out = NULL; return CLASS_E_NOAGGREGATION; }
    return obj_qi(&object, riid, out);
}
static HRESULT STDMETHODCALLTYPE cf_lock(IClassFactory *This, BOOL lock) { return S_OK; }
static IClassFactoryVtbl cf_vtbl = { cf_qi, cf_addref, cf_release, cf_create, cf_lock };
static IClassFactory factory = { &cf_vtbl };

static void mode_stream(void)
{
    IStream *stm, *clone, *stm2;
    HGLOBAL h, h2;
    HRESULT hr;
    ULONG n;
    char buf[32], *p;
    LARGE_INTEGER move;
    ULARGE_INTEGER pos, rd, wr;
    STATSTG st;
    IUnknown *unk;

    hr = CreateStreamOnHGlobal(NULL, TRUE, &stm);
    printf("create hr=%08lx\n", hr);
    hr = IStream_Write(stm, "hello, world", 12, &n);
    printf("write hr=%08lx n=%lu\n", hr, n);
    hr = GetHGlobalFromStream(stm, &h);
    p = GlobalLock(h);
    printf("hglobal hr=%08lx size>=12=%d text=%.12s\n", hr, GlobalSize(h) >= 12, p);
    GlobalUnlock(h);
    move.QuadPart = 7;
    hr = IStream_Seek(stm, move, STREAM_SEEK_SET, &pos);
    printf("seek hr=%08lx pos=%lu\n", hr, (ULONG)pos.QuadPart);
    memset(buf, 0, sizeof(buf));
    hr = IStream_Read(stm, buf, 20, &n);
    printf("read hr=%08lx n=%lu text=%s\n", hr, n, buf);
    hr = IStream_Read(stm, buf, 20, &n);
    printf("read at end hr=%08lx n=%lu\n", hr, n);
    move.QuadPart = -3;
    hr = IStream_Seek(stm, move, STREAM_SEEK_END, &pos);
    printf("seek end-3 hr=%08lx pos=%lu\n", hr, (ULONG)pos.QuadPart);
    move.QuadPart = -100;
    hr = IStream_Seek(stm, move, STREAM_SEEK_CUR, &pos);
    printf("seek before start hr=%08lx pos=%lu\n", hr, (ULONG)pos.QuadPart);
    hr = IStream_Seek(stm, move, 7, &pos);
    printf("seek bad origin hr=%08lx\n", hr);
    move.QuadPart = 20;
    IStream_Seek(stm, move, STREAM_SEEK_SET, NULL);
    hr = IStream_Write(stm, "!", 1, &n);
    memset(&st, 0xCC, sizeof(st));
    hr = IStream_Stat(stm, &st, STATFLAG_NONAME);
    printf("stat hr=%08lx type=%lu size=%lu name=%p mode=%lx locks=%lu bits=%lu\n", hr, st.type,
           (ULONG)st.cbSize.QuadPart, st.pwcsName, st.grfMode, st.grfLocksSupported,
           st.grfStateBits);
    GetHGlobalFromStream(stm, &h);
    p = GlobalLock(h);
    printf("last=%c\n", p[20]);   /* the gap's bytes are whatever the block held */
    GlobalUnlock(h);
    pos.QuadPart = 5;
    hr = IStream_SetSize(stm, pos);
    IStream_Stat(stm, &st, STATFLAG_NONAME);
    printf("setsize hr=%08lx size=%lu\n", hr, (ULONG)st.cbSize.QuadPart);
    move.QuadPart = 1;
    IStream_Seek(stm, move, STREAM_SEEK_SET, NULL);
    hr = IStream_Clone(stm, &clone);
    memset(buf, 0, sizeof(buf));
    hr = IStream_Read(clone, buf, 10, &n);
    printf("clone hr=%08lx n=%lu text=%s\n", hr, n, buf);
    hr = CreateStreamOnHGlobal(NULL, TRUE, &stm2);
    move.QuadPart = 0;
    IStream_Seek(stm, move, STREAM_SEEK_SET, NULL);
    rd.QuadPart = wr.QuadPart = 99;
    pos.QuadPart = 100;
    hr = IStream_CopyTo(stm, stm2, pos, &rd, &wr);
    printf("copyto hr=%08lx read=%lu written=%lu\n", hr, (ULONG)rd.QuadPart, (ULONG)wr.QuadPart);
    GetHGlobalFromStream(stm2, &h2);
    p = GlobalLock(h2);
    printf("copied=%.5s\n", p);
    GlobalUnlock(h2);
    pos.QuadPart = 0; rd.QuadPart = 1;
    hr = IStream_LockRegion(stm, pos, rd, LOCK_WRITE);
    printf("lockregion hr=%08lx\n", hr);
    hr = IStream_QueryInterface(stm, &IID_ISequentialStream, (void **)&unk);
    printf("qi seq hr=%08lx same=%d\n", hr, unk == (IUnknown *)stm);
    if (hr == S_OK) IUnknown_Release(unk);
    hr = IStream_QueryInterface(stm, &IID_IStorage, (void **)&unk);
    printf("qi storage hr=%08lx null=%d\n", hr, unk == NULL);
    printf("release clone=%lu stm2=%lu\n", IStream_Release(clone), IStream_Release(stm2));
    printf("release=%lu\n", IStream_Release(stm));
    hr = GetHGlobalFromStream(NULL, &h);
    printf("hglobal(NULL) hr=%08lx\n", hr);

    h = GlobalAlloc(GMEM_MOVEABLE, 8);
    p = GlobalLock(h);
    memcpy(p, "ABCDEFGH", 8);
    GlobalUnlock(h);
    hr = CreateStreamOnHGlobal(h, FALSE, &stm);
    IStream_Stat(stm, &st, STATFLAG_NONAME);
    memset(buf, 0, sizeof(buf));
    IStream_Read(stm, buf, 3, &n);
    printf("own block hr=%08lx size=%lu read=%s\n", hr, (ULONG)st.cbSize.QuadPart, buf);
    IStream_Write(stm, "xy", 2, &n);
    GetHGlobalFromStream(stm, &h2);
    printf("same handle=%d\n", h2 == h);
    IStream_Release(stm);
    p = GlobalLock(h);
    printf("block after release=%.8s\n", p);
    GlobalUnlock(h);
    GlobalFree(h);

    {
        ILockBytes *lb;
        ULARGE_INTEGER off;
        hr = CreateILockBytesOnHGlobal(NULL, TRUE, &lb);
        printf("lockbytes hr=%08lx\n", hr);
        off.QuadPart = 4;
        hr = ILockBytes_WriteAt(lb, off, "abcd", 4, &n);
        printf("writeat hr=%08lx n=%lu\n", hr, n);
        off.QuadPart = 2;
        memset(buf, 0, sizeof(buf));
        hr = ILockBytes_ReadAt(lb, off, buf, 10, &n);
        printf("readat hr=%08lx n=%lu last=%c\n", hr, n, buf[n - 1]);
        memset(&st, 0xCC, sizeof(st));
        hr = ILockBytes_Stat(lb, &st, STATFLAG_NONAME);
        printf("stat hr=%08lx type=%lu size=%lu\n", hr, st.type, (ULONG)st.cbSize.QuadPart);
        off.QuadPart = 6;
        hr = ILockBytes_SetSize(lb, off);
        ILockBytes_Stat(lb, &st, STATFLAG_NONAME);
        printf("setsize hr=%08lx size=%lu flush=%08lx\n", hr, (ULONG)st.cbSize.QuadPart,
               ILockBytes_Flush(lb));
        hr = GetHGlobalFromILockBytes(lb, &h);
        p = GlobalLock(h);
        printf("hglobal hr=%08lx bytes=%.2s\n", hr, p + 4);
        GlobalUnlock(h);
        printf("release=%lu\n", ILockBytes_Release(lb));
    }
}

static void show_guid(const char *what, const GUID *g)
{
    WCHAR w[40];
    char a[40];
    StringFromGUID2(g, w, 40);
    WideCharToMultiByte(CP_ACP, 0, w, -1, a, sizeof(a), NULL, NULL);
    printf("%s %s\n", what, a);
}

static void mode_classes(void)
{
    DWORD cookie = 0xdead;
    HRESULT hr;
    IUnknown *unk;
    IClassFactory *cf;
    GUID g1, g2;
    CO_MTA_USAGE_COOKIE mta;

    hr = CoRegisterClassObject(&CLSID_Test, (IUnknown *)&factory, CLSCTX_INPROC_SERVER,
                               REGCLS_MULTIPLEUSE, &cookie);
    printf("register before init hr=%08lx cookie=%lu\n", hr, cookie);
    hr = CoInitialize(NULL);
    printf("init hr=%08lx\n", hr);
    hr = CoRegisterClassObject(&CLSID_Test, (IUnknown *)&factory, CLSCTX_INPROC_SERVER,
                               REGCLS_MULTIPLEUSE, &cookie);
    printf("register hr=%08lx cookie!=0=%d refs=%ld\n", hr, cookie != 0, factory_refs);
    hr = CoGetClassObject(&CLSID_Test, CLSCTX_INPROC_SERVER, NULL, &IID_IClassFactory, (void **)&cf);
    printf("getclassobject hr=%08lx same=%d refs=%ld\n", hr, cf == &factory, factory_refs);
    if (hr == S_OK) IClassFactory_Release(cf);
    hr = CoGetClassObject(&CLSID_Test, CLSCTX_LOCAL_SERVER, NULL, &IID_IClassFactory, (void **)&cf);
    printf("getclassobject local hr=%08lx\n", hr);
    hr = CoGetClassObject(&CLSID_Test, CLSCTX_INPROC_SERVER, NULL, &IID_IStream, (void **)&unk);
    printf("getclassobject wrong iid hr=%08lx null=%d\n", hr, unk == NULL);
    hr = CoCreateInstance(&CLSID_Test, NULL, CLSCTX_INPROC_SERVER, &IID_IUnknown, (void **)&unk);
    printf("create hr=%08lx obj=%d created=%ld objrefs=%ld factory=%ld\n", hr, unk == &object,
           created, object_refs, factory_refs);
    if (hr == S_OK) IUnknown_Release(unk);
    hr = CoCreateInstance(&CLSID_Test, (IUnknown *)&object, CLSCTX_INPROC_SERVER, &IID_IUnknown, (void **)&unk);
    printf("create aggregated hr=%08lx\n", hr);
    hr = CoCreateInstance(&CLSID_Unknown, NULL, CLSCTX_ALL, &IID_IUnknown, (void **)&unk);
    printf("create unknown hr=%08lx null=%d\n", hr, unk == NULL);
    hr = CoGetClassObject(&CLSID_Unknown, CLSCTX_ALL, NULL, &IID_IClassFactory, (void **)&cf);
    printf("getclassobject unknown hr=%08lx\n", hr);
    hr = CoRevokeClassObject(cookie);
    printf("revoke hr=%08lx refs=%ld\n", hr, factory_refs);
    hr = CoRevokeClassObject(cookie);
    printf("revoke again hr=%08lx\n", hr);
    hr = CoGetClassObject(&CLSID_Test, CLSCTX_INPROC_SERVER, NULL, &IID_IClassFactory, (void **)&cf);
    printf("after revoke hr=%08lx\n", hr);

    CoCreateGuid(&g1);
    CoCreateGuid(&g2);
    printf("guid version=%x variant=%x differ=%d\n", g1.Data3 >> 12, g1.Data4[0] >> 6,
           !IsEqualGUID(&g1, &g2));
    printf("CoCreateGuid(NULL)=%08lx\n", CoCreateGuid(NULL));
    CoUninitialize();

    /* mingw's libole32 has no import for these two: found by name, as a program for
       older Windows would */
    HRESULT (WINAPI *pCoIncrementMTAUsage)(CO_MTA_USAGE_COOKIE *) =
        (void *)GetProcAddress(GetModuleHandleA("ole32.dll"), "CoIncrementMTAUsage");
    HRESULT (WINAPI *pCoDecrementMTAUsage)(CO_MTA_USAGE_COOKIE) =
        (void *)GetProcAddress(GetModuleHandleA("ole32.dll"), "CoDecrementMTAUsage");
    hr = pCoIncrementMTAUsage(&mta);
    printf("mta usage hr=%08lx\n", hr);
    hr = CoRegisterClassObject(&CLSID_Test, (IUnknown *)&factory, CLSCTX_INPROC_SERVER,
                               REGCLS_MULTIPLEUSE, &cookie);
    printf("register in implicit mta hr=%08lx\n", hr);
    hr = CoRevokeClassObject(cookie);
    printf("revoke hr=%08lx\n", hr);
    hr = pCoDecrementMTAUsage(mta);
    printf("mta decrement hr=%08lx\n", hr);
}

static void mode_progid(void)
{
    HKEY k;
    CLSID clsid;
    LPOLESTR progid;
    HRESULT hr;
    char a[64];

    RegCreateKeyA(HKEY_CLASSES_ROOT, "Wineagent.OleTest.1\\CLSID", &k);
    RegSetValueExA(k, NULL, 0, REG_SZ, (BYTE *)"{1A2B3C4D-1111-2222-3333-444455556666}", 39);
    RegCloseKey(k);
    RegCreateKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}\\ProgID", &k);
    RegSetValueExA(k, NULL, 0, REG_SZ, (BYTE *)"Wineagent.OleTest.1", 20);
    RegCloseKey(k);
    RegCreateKeyA(HKEY_CLASSES_ROOT, "CLSID\\{9A2B3C4D-1111-2222-3333-444455556666}", &k);
    RegCloseKey(k);

    hr = CLSIDFromProgID(L"Wineagent.OleTest.1", &clsid);
    printf("CLSIDFromProgID hr=%08lx", hr);
    show_guid("", &clsid);
    hr = CLSIDFromString(L"Wineagent.OleTest.1", &clsid);
    printf("CLSIDFromString(progid) hr=%08lx", hr);
    show_guid("", &clsid);
    memset(&clsid, 0xAA, sizeof(clsid));
    hr = CLSIDFromProgID(L"Wineagent.NoSuch", &clsid);
    printf("CLSIDFromProgID(unknown) hr=%08lx", hr);
    show_guid("", &clsid);
    hr = CLSIDFromString(L"Wineagent.NoSuch", &clsid);
    printf("CLSIDFromString(unknown) hr=%08lx\n", hr);
    hr = ProgIDFromCLSID(&CLSID_Test, &progid);
    WideCharToMultiByte(CP_ACP, 0, hr == S_OK ? progid : L"-", -1, a, sizeof(a), NULL, NULL);
    printf("ProgIDFromCLSID hr=%08lx %s\n", hr, a);
    if (hr == S_OK) CoTaskMemFree(progid);
    progid = (LPOLESTR)0xdead;
    hr = ProgIDFromCLSID(&CLSID_Unknown, &progid);
    printf("ProgIDFromCLSID(no progid) hr=%08lx null=%d\n", hr, progid == NULL);
    RegDeleteKeyA(HKEY_CLASSES_ROOT, "CLSID\\{9A2B3C4D-1111-2222-3333-444455556666}");
    progid = (LPOLESTR)0xdead;
    hr = ProgIDFromCLSID(&CLSID_Unknown, &progid);
    printf("ProgIDFromCLSID(unregistered) hr=%08lx null=%d\n", hr, progid == NULL);

    RegDeleteKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}\\ProgID");
    RegDeleteKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}");
    RegDeleteKeyA(HKEY_CLASSES_ROOT, "Wineagent.OleTest.1\\CLSID");
    RegDeleteKeyA(HKEY_CLASSES_ROOT, "Wineagent.OleTest.1");
}

static void mode_propvar(void)
{
    PROPVARIANT a, b;
    HRESULT hr;
    char text[64];
    static const char *strs[] = {"one", "two"};
    STGMEDIUM med;
    IStream *stm;
    LPSTR *elems;

    PropVariantInit(&a);
    a.vt = VT_LPSTR;
    a.pszVal = CoTaskMemAlloc(6);
    strcpy(a.pszVal, "lpstr");
    hr = PropVariantCopy(&b, &a);
    printf("copy lpstr hr=%08lx vt=%u other=%d text=%s\n", hr, b.vt, b.pszVal != a.pszVal, b.pszVal);
    printf("clear=%08lx vt=%u\n", PropVariantClear(&b), b.vt);
    PropVariantClear(&a);

    a.vt = VT_LPWSTR;
    a.pwszVal = CoTaskMemAlloc(10);
    lstrcpyW(a.pwszVal, L"wide");
    hr = PropVariantCopy(&b, &a);
    WideCharToMultiByte(CP_ACP, 0, b.pwszVal, -1, text, sizeof(text), NULL, NULL);
    printf("copy lpwstr hr=%08lx other=%d text=%s\n", hr, b.pwszVal != a.pwszVal, text);
    PropVariantClear(&a);
    PropVariantClear(&b);

    a.vt = VT_BSTR;
    a.bstrVal = SysAllocString(L"bstr");
    hr = PropVariantCopy(&b, &a);
    printf("copy bstr hr=%08lx other=%d len=%u\n", hr, b.bstrVal != a.bstrVal, SysStringLen(b.bstrVal));
    PropVariantClear(&a);
    PropVariantClear(&b);

    a.vt = VT_CLSID;
    a.puuid = CoTaskMemAlloc(sizeof(GUID));
    *a.puuid = CLSID_Test;
    hr = PropVariantCopy(&b, &a);
    printf("copy clsid hr=%08lx other=%d equal=%d\n", hr, b.puuid != a.puuid, IsEqualGUID(b.puuid, &CLSID_Test));
    PropVariantClear(&a);
    PropVariantClear(&b);

    a.vt = VT_BLOB;
    a.blob.cbSize = 3;
    a.blob.pBlobData = CoTaskMemAlloc(3);
    memcpy(a.blob.pBlobData, "xyz", 3);
    hr = PropVariantCopy(&b, &a);
    printf("copy blob hr=%08lx size=%lu other=%d data=%.3s\n", hr, b.blob.cbSize,
           b.blob.pBlobData != a.blob.pBlobData, b.blob.pBlobData);
    PropVariantClear(&a);
    PropVariantClear(&b);

    a.vt = VT_VECTOR | VT_LPSTR;
    a.calpstr.cElems = 2;
    elems = CoTaskMemAlloc(2 * sizeof(LPSTR));
    elems[0] = CoTaskMemAlloc(4); strcpy(elems[0], strs[0]);
    elems[1] = CoTaskMemAlloc(4); strcpy(elems[1], strs[1]);
    a.calpstr.pElems = elems;
    hr = PropVariantCopy(&b, &a);
    printf("copy vector hr=%08lx n=%lu other=%d,%d %s %s\n", hr, b.calpstr.cElems,
           b.calpstr.pElems != elems, b.calpstr.pElems[1] != elems[1], b.calpstr.pElems[0],
           b.calpstr.pElems[1]);
    printf("clear vector=%08lx vt=%u\n", PropVariantClear(&a), a.vt);
    PropVariantClear(&b);

    a.vt = VT_I4; a.lVal = 5;
    hr = PropVariantCopy(&b, &a);
    printf("copy i4 hr=%08lx v=%ld\n", hr, b.lVal);
    object_refs = 1;
    a.vt = VT_UNKNOWN; a.punkVal = &object;
    hr = PropVariantCopy(&b, &a);
    printf("copy unknown hr=%08lx refs=%ld\n", hr, object_refs);
    hr = PropVariantClear(&b);
    printf("clear unknown hr=%08lx refs=%ld\n", hr, object_refs);
    a.vt = 0x7F;
    b.vt = VT_I2;
    hr = PropVariantCopy(&b, &a);
    printf("copy bad vt hr=%08lx\n", hr);
    hr = PropVariantClear(&a);
    printf("clear bad vt hr=%08lx vt=%x\n", hr, a.vt);
    printf("clear NULL=%08lx\n", PropVariantClear(NULL));

    med.tymed = TYMED_HGLOBAL;
    med.hGlobal = GlobalAlloc(GMEM_MOVEABLE, 16);
    med.pUnkForRelease = NULL;
    {
        HGLOBAL h = med.hGlobal;
        ReleaseStgMedium(&med);
        printf("release hglobal tymed=%lu h kept=%d owner=%p\n", med.tymed, med.hGlobal == h,
               med.pUnkForRelease);
    }
    CreateStreamOnHGlobal(NULL, TRUE, &stm);
    IStream_AddRef(stm);
    med.tymed = TYMED_ISTREAM;
    med.pstm = stm;
    med.pUnkForRelease = NULL;
    ReleaseStgMedium(&med);
    printf("release stream refs=%lu\n", IStream_Release(stm));
    object_refs = 1;
    med.tymed = TYMED_HGLOBAL;
    med.hGlobal = GlobalAlloc(GMEM_MOVEABLE, 16);
    med.pUnkForRelease = &object;
    ReleaseStgMedium(&med);
    printf("release with owner refs=%ld tymed=%lu owner null=%d\n", object_refs, med.tymed,
           med.pUnkForRelease == NULL);
}

static void mode_marshal(void)
{
    ULONG flags = MAKELONG(MSHCTX_INPROC, NDR_LOCAL_DATA_REPRESENTATION);
    unsigned char buffer[64], *next;
    HWND hwnd = (HWND)0x12340, out = NULL;
    HGLOBAL hg, hg2 = NULL;
    ULONG size;

    size = HWND_UserSize(&flags, 1, &hwnd);
    printf("size(1)=%lu size(0)=%lu\n", size, HWND_UserSize(&flags, 0, &hwnd));
    memset(buffer, 0xCC, sizeof(buffer));
    next = HWND_UserMarshal(&flags, buffer + 1, &hwnd);
    printf("marshal end=%d tag=%08lx handle=%08lx\n", (int)(next - buffer),
           *(ULONG *)(buffer + 4), *(ULONG *)(buffer + 8));
    next = HWND_UserUnmarshal(&flags, buffer + 1, &out);
    printf("unmarshal end=%d hwnd=%p\n", (int)(next - buffer), out);
    HWND_UserFree(&flags, &out);
    printf("free hwnd=%p\n", out);

    /* an in-process HGLOBAL travels whole: 64-bit Windows tags it WDT_INPROC64_CALL and
       sends 8 bytes of handle */
    hg = GlobalAlloc(GMEM_MOVEABLE, 16);
    size = HGLOBAL_UserSize(&flags, 1, &hg);
    printf("HGLOBAL size(1)=%lu size(0)=%lu\n", size, HGLOBAL_UserSize(&flags, 0, &hg));
    memset(buffer, 0xCC, sizeof(buffer));
    next = HGLOBAL_UserMarshal(&flags, buffer + 1, &hg);
    printf("HGLOBAL marshal end=%d tag=%08lx same=%d\n", (int)(next - buffer),
           *(ULONG *)(buffer + 4), !memcmp(buffer + 8, &hg, sizeof hg));
    next = HGLOBAL_UserUnmarshal(&flags, buffer + 1, &hg2);
    printf("HGLOBAL unmarshal end=%d same=%d\n", (int)(next - buffer), hg2 == hg);
    HGLOBAL_UserFree(&flags, &hg2);
    printf("HGLOBAL free same=%d\n", hg2 == hg);
    GlobalFree(hg);
}

static DWORD WINAPI co_process_thread(void *p)
{
    *(DWORD *)p = CoGetCurrentProcess();
    return 0;
}

static void mode_misc(void)
{
    MULTI_QI mqi[2];
    DWORD cookie, status;
    HRESULT hr;
    HANDLE f;
    DWORD n;
    IStorage *stg;
    HKEY k;
    LPOLESTR name;
    ICreateErrorInfo *cei;
    IErrorInfo *ei, *got;
    BSTR b;
    GUID g;
    char a[64];
    ULONG flags = MAKELONG(MSHCTX_INPROC, NDR_LOCAL_DATA_REPRESENTATION);
    unsigned char buffer[32], *next;
    CLIPFORMAT cf = CF_UNICODETEXT, cf2 = 0;

    CoInitialize(NULL);
    CoRegisterClassObject(&CLSID_Test, (IUnknown *)&factory, CLSCTX_INPROC_SERVER,
                          REGCLS_MULTIPLEUSE, &cookie);
    mqi[0].pIID = &IID_IUnknown; mqi[0].pItf = (IUnknown *)0xdead; mqi[0].hr = 7;
    mqi[1].pIID = &IID_IStream; mqi[1].pItf = (IUnknown *)0xdead; mqi[1].hr = 7;
    object_refs = 0;
    hr = CoCreateInstanceEx(&CLSID_Test, NULL, CLSCTX_INPROC_SERVER, NULL, 2, mqi);
    printf("CoCreateInstanceEx hr=%08lx [0] hr=%08lx obj=%d [1] hr=%08lx null=%d refs=%ld\n", hr,
           mqi[0].hr, mqi[0].pItf == &object, mqi[1].hr, mqi[1].pItf == NULL, object_refs);
    hr = CoCreateInstanceEx(&CLSID_Unknown, NULL, CLSCTX_INPROC_SERVER, NULL, 1, mqi);
    printf("CoCreateInstanceEx(unknown) hr=%08lx [0] hr=%08lx\n", hr, mqi[0].hr);
    CoRevokeClassObject(cookie);
    CoFreeUnusedLibraries();
    printf("CoFreeUnusedLibraries done\n");

    hr = StgIsStorageFile(L"C:\\nosuch.stg");
    printf("StgIsStorageFile(missing) hr=%08lx\n", hr);
    f = CreateFileA("C:\\plain.txt", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "just some text", 14, &n, NULL);
    CloseHandle(f);
    hr = StgIsStorageFile(L"C:\\plain.txt");
    printf("StgIsStorageFile(text) hr=%08lx\n", hr);
    stg = (IStorage *)0xdead;
    hr = StgOpenStorage(L"C:\\nosuch.stg", NULL, STGM_READ | STGM_SHARE_DENY_WRITE, NULL, 0, &stg);
    printf("StgOpenStorage(missing) hr=%08lx null=%d\n", hr, stg == NULL);
    stg = (IStorage *)0xdead;
    hr = StgOpenStorage(L"C:\\plain.txt", NULL, STGM_READ | STGM_SHARE_DENY_WRITE, NULL, 0, &stg);
    printf("StgOpenStorage(text) hr=%08lx null=%d\n", hr, stg == NULL);
    DeleteFileA("C:\\plain.txt");

    RegCreateKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}", &k);
    RegSetValueExA(k, NULL, 0, REG_SZ, (BYTE *)"Test Object", 12);
    RegCloseKey(k);
    RegCreateKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}\\MiscStatus", &k);
    RegSetValueExA(k, NULL, 0, REG_SZ, (BYTE *)"131473", 7);
    RegCloseKey(k);
    RegCreateKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}\\MiscStatus\\4", &k);
    RegSetValueExA(k, NULL, 0, REG_SZ, (BYTE *)"17", 3);
    RegCloseKey(k);
    status = 99;
    hr = OleRegGetMiscStatus(&CLSID_Test, DVASPECT_CONTENT, &status);
    printf("misc status hr=%08lx v=%lu\n", hr, status);
    hr = OleRegGetMiscStatus(&CLSID_Test, DVASPECT_ICON, &status);
    printf("misc status(icon) hr=%08lx v=%lu\n", hr, status);
    status = 99;
    hr = OleRegGetMiscStatus(&CLSID_Unknown, DVASPECT_CONTENT, &status);
    printf("misc status(unknown) hr=%08lx v=%lu\n", hr, status);
    hr = OleRegGetUserType(&CLSID_Test, USERCLASSTYPE_FULL, &name);
    WideCharToMultiByte(CP_ACP, 0, hr == S_OK ? name : L"-", -1, a, sizeof(a), NULL, NULL);
    printf("user type hr=%08lx %s\n", hr, a);
    if (hr == S_OK) CoTaskMemFree(name);
    hr = OleRegGetUserType(&CLSID_Unknown, USERCLASSTYPE_FULL, &name);
    printf("user type(unknown) hr=%08lx\n", hr);
    RegDeleteKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}\\MiscStatus\\4");
    RegDeleteKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}\\MiscStatus");
    RegDeleteKeyA(HKEY_CLASSES_ROOT, "CLSID\\{1A2B3C4D-1111-2222-3333-444455556666}");

    hr = CreateErrorInfo(&cei);
    printf("CreateErrorInfo hr=%08lx\n", hr);
    ICreateErrorInfo_SetDescription(cei, (LPOLESTR)L"it broke");
    ICreateErrorInfo_SetSource(cei, (LPOLESTR)L"ole_com");
    ICreateErrorInfo_SetGUID(cei, &CLSID_Test);
    ICreateErrorInfo_SetHelpContext(cei, 42);
    hr = ICreateErrorInfo_QueryInterface(cei, &IID_IErrorInfo, (void **)&ei);
    printf("qi IErrorInfo hr=%08lx\n", hr);
    hr = SetErrorInfo(0, ei);
    printf("SetErrorInfo hr=%08lx\n", hr);
    IErrorInfo_Release(ei);
    ICreateErrorInfo_Release(cei);
    hr = GetErrorInfo(0, &got);
    printf("GetErrorInfo hr=%08lx\n", hr);
    if (hr == S_OK) {
        IErrorInfo_GetDescription(got, &b);
        WideCharToMultiByte(CP_ACP, 0, b, -1, a, sizeof(a), NULL, NULL);
        printf("description=%s", a);
        SysFreeString(b);
        IErrorInfo_GetSource(got, &b);
        WideCharToMultiByte(CP_ACP, 0, b, -1, a, sizeof(a), NULL, NULL);
        printf(" source=%s", a);
        SysFreeString(b);
        IErrorInfo_GetHelpFile(got, &b);
        printf(" helpfile null=%d", b == NULL);
        IErrorInfo_GetGUID(got, &g);
        IErrorInfo_GetHelpContext(got, &status);
        printf(" guid=%d context=%lu\n", IsEqualGUID(&g, &CLSID_Test), status);
        printf("release=%lu\n", IErrorInfo_Release(got));
    }
    got = (IErrorInfo *)0xdead;
    hr = GetErrorInfo(0, &got);
    printf("GetErrorInfo again hr=%08lx null=%d\n", hr, got == NULL);
    CoUninitialize();

    {
        FILETIME ft;
        DWORD a1, a2, t = 0;
        HANDLE th;
        CLSID c;

        printf("CoBuildVersion=%08lx OleBuildVersion=%08lx\n", CoBuildVersion(), OleBuildVersion());
        hr = CoFileTimeNow(&ft);
        printf("CoFileTimeNow hr=%08lx nonzero=%d\n", hr, ft.dwHighDateTime != 0);
        a1 = CoGetCurrentProcess(); a2 = CoGetCurrentProcess();
        th = CreateThread(NULL, 0, co_process_thread, &t, 0, NULL);
        WaitForSingleObject(th, INFINITE);
        CloseHandle(th);
        printf("CoGetCurrentProcess same=%d other thread differs=%d nonzero=%d\n", a1 == a2,
               t != a1, a1 != 0);
        hr = GetClassFile(L"C:\\nosuch.xyz", &c);
        printf("GetClassFile(missing) hr=%08lx\n", hr);
        f = CreateFileA("C:\\probe.xyzq", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
        WriteFile(f, "data", 4, &n, NULL);
        CloseHandle(f);
        hr = GetClassFile(L"C:\\probe.xyzq", &c);
        printf("GetClassFile(unknown ext) hr=%08lx\n", hr);
        RegCreateKeyA(HKEY_CLASSES_ROOT, ".xyzq", &k);
        RegSetValueExA(k, NULL, 0, REG_SZ, (BYTE *)"Probe.File", 11);
        RegCloseKey(k);
        RegCreateKeyA(HKEY_CLASSES_ROOT, "Probe.File\\CLSID", &k);
        RegSetValueExA(k, NULL, 0, REG_SZ, (BYTE *)"{1A2B3C4D-1111-2222-3333-444455556666}", 39);
        RegCloseKey(k);
        memset(&c, 0, sizeof(c));
        hr = GetClassFile(L"C:\\probe.xyzq", &c);
        printf("GetClassFile(registered) hr=%08lx d1=%08lx\n", hr, c.Data1);
        RegDeleteKeyA(HKEY_CLASSES_ROOT, "Probe.File\\CLSID");
        hr = GetClassFile(L"C:\\probe.xyzq", &c);
        printf("GetClassFile(progid without clsid) hr=%08lx\n", hr);
        RegDeleteKeyA(HKEY_CLASSES_ROOT, "Probe.File");
        RegDeleteKeyA(HKEY_CLASSES_ROOT, ".xyzq");
        DeleteFileA("C:\\probe.xyzq");
    }

    memset(buffer, 0xCC, sizeof(buffer));
    printf("cf size=%lu\n", CLIPFORMAT_UserSize(&flags, 2, &cf));
    next = CLIPFORMAT_UserMarshal(&flags, buffer + 2, &cf);
    printf("cf marshal end=%d tag=%08lx v=%08lx\n", (int)(next - buffer), *(ULONG *)(buffer + 4),
           *(ULONG *)(buffer + 8));
    next = CLIPFORMAT_UserUnmarshal(&flags, buffer + 2, &cf2);
    printf("cf unmarshal end=%d cf=%u\n", (int)(next - buffer), cf2);
}

/* a data object offering "clip text" as CF_TEXT, and its format enumerator */
static LONG do_refs = 1, enum_refs;
static HRESULT STDMETHODCALLTYPE en_qi(IEnumFORMATETC *This, REFIID riid, void **out)
{
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG STDMETHODCALLTYPE en_addref(IEnumFORMATETC *This) { return ++enum_refs; }
static ULONG STDMETHODCALLTYPE en_release(IEnumFORMATETC *This) { return --enum_refs; }
static int en_pos;
static HRESULT STDMETHODCALLTYPE en_next(IEnumFORMATETC *This, ULONG n, FORMATETC *fe, ULONG *got)
{
    if (en_pos > 0 || !n) { if (got) *got = 0; return S_FALSE; }
    fe->cfFormat = CF_TEXT; fe->ptd = NULL; fe->dwAspect = DVASPECT_CONTENT; fe->lindex = -1;
    fe->tymed = TYMED_HGLOBAL;
    en_pos++;
    if (got) *got = 1;
    return n == 1 ? S_OK : S_FALSE;
}
static HRESULT STDMETHODCALLTYPE en_skip(IEnumFORMATETC *This, ULONG n) { en_pos += n; return S_OK; }
static HRESULT STDMETHODCALLTYPE en_reset(IEnumFORMATETC *This) { en_pos = 0; return S_OK; }
static HRESULT STDMETHODCALLTYPE en_clone(IEnumFORMATETC *This, IEnumFORMATETC **out) { *out = NULL; return E_NOTIMPL; }
static IEnumFORMATETCVtbl en_vtbl = { en_qi, en_addref, en_release, en_next, en_skip, en_reset, en_clone };
static IEnumFORMATETC enumfe = { &en_vtbl };

static HRESULT STDMETHODCALLTYPE do_qi(IDataObject *This, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IDataObject)) {
        *out = This; do_refs++; return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG STDMETHODCALLTYPE do_addref(IDataObject *This) { return ++do_refs; }
static ULONG STDMETHODCALLTYPE do_release(IDataObject *This) { return --do_refs; }
static HRESULT STDMETHODCALLTYPE do_getdata(IDataObject *This, FORMATETC *fe, STGMEDIUM *med)
{
    HGLOBAL h;
    if (fe->cfFormat != CF_TEXT) return DV_E_FORMATETC;
    if (!(fe->tymed & TYMED_HGLOBAL)) return DV_E_TYMED;
    h = GlobalAlloc(GMEM_MOVEABLE, 10);
    memcpy(GlobalLock(h), "clip text", 10);
    GlobalUnlock(h);
    med->tymed = TYMED_HGLOBAL; med->hGlobal = h; med->pUnkForRelease = NULL;
    return S_OK;
}
static HRESULT STDMETHODCALLTYPE do_notimpl(void) { return E_NOTIMPL; }
static HRESULT STDMETHODCALLTYPE do_query(IDataObject *This, FORMATETC *fe)
{
    return fe->cfFormat == CF_TEXT ? S_OK : DV_E_FORMATETC;
}
static HRESULT STDMETHODCALLTYPE do_enum(IDataObject *This, DWORD dir, IEnumFORMATETC **out)
{
    if (dir != DATADIR_GET) { *out = NULL; return E_NOTIMPL; }
    en_pos = 0;
    enum_refs++;
    *out = &enumfe;
    return S_OK;
}
static IDataObjectVtbl do_vtbl = { do_qi, do_addref, do_release, do_getdata, (void *)do_notimpl,
    do_query, (void *)do_notimpl, (void *)do_notimpl, do_enum, (void *)do_notimpl,
    (void *)do_notimpl, (void *)do_notimpl };
static IDataObject dataobj = { &do_vtbl };

static void mode_clipboard(void)
{
    HRESULT hr;
    IDataObject *clip;
    FORMATETC fe = { CF_TEXT, NULL, DVASPECT_CONTENT, -1, TYMED_HGLOBAL };
    STGMEDIUM med;
    IEnumFORMATETC *en;
    FORMATETC got[16];
    ULONG n, i;
    int has_text = 0;
    HANDLE h;

    hr = OleSetClipboard(&dataobj);
    printf("before OleInitialize hr=%08lx\n", hr);
    OleInitialize(NULL);
    hr = OleSetClipboard(&dataobj);
    printf("set hr=%08lx held=%d current=%08lx\n", hr, do_refs > 1, OleIsCurrentClipboard(&dataobj));
    OpenClipboard(NULL);
    h = GetClipboardData(CF_TEXT);
    printf("user32 text=%s available(unicode)=%d\n", h ? (char *)GlobalLock(h) : "-",
           IsClipboardFormatAvailable(CF_UNICODETEXT));
    if (h) GlobalUnlock(h);
    CloseClipboard();
    hr = OleGetClipboard(&clip);
    printf("get hr=%08lx\n", hr);
    memset(&med, 0, sizeof(med));
    hr = IDataObject_GetData(clip, &fe, &med);
    printf("GetData hr=%08lx tymed=%lu text=%s owner=%p\n", hr, med.tymed,
           hr == S_OK ? (char *)GlobalLock(med.hGlobal) : "-", med.pUnkForRelease);
    if (hr == S_OK) { GlobalUnlock(med.hGlobal); ReleaseStgMedium(&med); }
    fe.cfFormat = CF_BITMAP;
    printf("GetData(bitmap)=%08lx\n", IDataObject_GetData(clip, &fe, &med));
    printf("QueryGetData(bitmap)=%08lx", IDataObject_QueryGetData(clip, &fe));
    fe.cfFormat = CF_TEXT;
    printf(" (text)=%08lx\n", IDataObject_QueryGetData(clip, &fe));
    hr = IDataObject_EnumFormatEtc(clip, DATADIR_GET, &en);
    n = 0;
    if (hr == S_OK) {
        IEnumFORMATETC_Next(en, 16, got, &n);
        for (i = 0; i < n; i++) if (got[i].cfFormat == CF_TEXT && got[i].tymed & TYMED_HGLOBAL) has_text = 1;
        IEnumFORMATETC_Release(en);
    }
    printf("enum hr=%08lx some=%d text=%d\n", hr, n > 0, has_text);
    hr = IDataObject_SetData(clip, &fe, &med, FALSE);
    printf("SetData hr=%08lx\n", hr);
    IDataObject_Release(clip);
    hr = OleFlushClipboard();
    printf("flush hr=%08lx refs=%ld enumrefs=%ld current=%08lx\n", hr, do_refs, enum_refs,
           OleIsCurrentClipboard(&dataobj));
    OpenClipboard(NULL);
    h = GetClipboardData(CF_TEXT);
    printf("after flush text=%s\n", h ? (char *)GlobalLock(h) : "-");
    if (h) GlobalUnlock(h);
    CloseClipboard();
    hr = OleSetClipboard(NULL);
    printf("set NULL hr=%08lx\n", hr);
    OleUninitialize();
}

static void mode_bindctx(void)
{
    IBindCtx *bc;
    HRESULT hr;
    BIND_OPTS3 opts;
    IUnknown *unk;

    hr = CreateBindCtx(1, &bc);
    printf("reserved hr=%08lx\n", hr);
    hr = CreateBindCtx(0, &bc);
    printf("create hr=%08lx\n", hr);
    memset(&opts, 0xCC, sizeof(opts));
    opts.cbStruct = sizeof(BIND_OPTS);
    hr = IBindCtx_GetBindOptions(bc, (BIND_OPTS *)&opts);
    printf("opts hr=%08lx cb=%lu flags=%lu mode=%lx deadline=%lu next=%lx\n", hr, opts.cbStruct,
           opts.grfFlags, opts.grfMode, opts.dwTickCountDeadline, opts.dwTrackFlags);
    memset(&opts, 0xCC, sizeof(opts));
    opts.cbStruct = sizeof(BIND_OPTS2);
    hr = IBindCtx_GetBindOptions(bc, (BIND_OPTS *)&opts);
    printf("opts2 hr=%08lx track=%lu ctx=%lx server=%p\n", hr, opts.dwTrackFlags,
           opts.dwClassContext, opts.pServerInfo);
    opts.cbStruct = sizeof(BIND_OPTS);
    opts.grfFlags = BIND_MAYBOTHERUSER;
    opts.grfMode = STGM_READ;
    opts.dwTickCountDeadline = 500;
    hr = IBindCtx_SetBindOptions(bc, (BIND_OPTS *)&opts);
    memset(&opts, 0, sizeof(opts));
    opts.cbStruct = sizeof(BIND_OPTS);
    IBindCtx_GetBindOptions(bc, (BIND_OPTS *)&opts);
    printf("set hr=%08lx flags=%lu mode=%lx deadline=%lu\n", hr, opts.grfFlags, opts.grfMode,
           opts.dwTickCountDeadline);
    object_refs = 1;
    hr = IBindCtx_RegisterObjectBound(bc, &object);
    printf("bound hr=%08lx refs=%ld\n", hr, object_refs);
    hr = IBindCtx_RevokeObjectBound(bc, &object);
    printf("revoke hr=%08lx refs=%ld\n", hr, object_refs);
    hr = IBindCtx_RevokeObjectBound(bc, &object);
    printf("revoke again hr=%08lx\n", hr);
    IBindCtx_RegisterObjectBound(bc, &object);
    hr = IBindCtx_ReleaseBoundObjects(bc);
    printf("release bound hr=%08lx refs=%ld\n", hr, object_refs);
    hr = IBindCtx_RegisterObjectParam(bc, (LPOLESTR)L"key", &object);
    printf("param hr=%08lx refs=%ld\n", hr, object_refs);
    hr = IBindCtx_GetObjectParam(bc, (LPOLESTR)L"key", &unk);
    printf("get param hr=%08lx same=%d refs=%ld\n", hr, unk == &object, object_refs);
    IUnknown_Release(unk);
    unk = (IUnknown *)0xdead;
    hr = IBindCtx_GetObjectParam(bc, (LPOLESTR)L"KEY", &unk);
    printf("get other case hr=%08lx null=%d\n", hr, unk == NULL);
    hr = IBindCtx_RevokeObjectParam(bc, (LPOLESTR)L"nokey");
    printf("revoke missing hr=%08lx\n", hr);
    IBindCtx_RegisterObjectBound(bc, &object);
    printf("release ctx=%lu refs=%ld\n", IBindCtx_Release(bc), object_refs);
}

/* an object that saves and loads itself through IPersistStream, and its factory */
static LONG ps_refs;
static char ps_loaded[8];
static HRESULT STDMETHODCALLTYPE ps_qi(IPersistStream *This, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IPersist) ||
        IsEqualIID(riid, &IID_IPersistStream)) { *out = This; ps_refs++; return S_OK; }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG STDMETHODCALLTYPE ps_addref(IPersistStream *This) { return ++ps_refs; }
static ULONG STDMETHODCALLTYPE ps_release(IPersistStream *This) { return --ps_refs; }
static HRESULT STDMETHODCALLTYPE ps_classid(IPersistStream *This, CLSID *c) { *c = CLSID_Test; return S_OK; }
static HRESULT STDMETHODCALLTYPE ps_dirty(IPersistStream *This) { return S_OK; }
static HRESULT STDMETHODCALLTYPE ps_load(IPersistStream *This, IStream *stm)
{
    ULONG n = 0;
    memset(ps_loaded, 0, sizeof(ps_loaded));
    return IStream_Read(stm, ps_loaded, 4, &n);
}
static HRESULT STDMETHODCALLTYPE ps_save(IPersistStream *This, IStream *stm, BOOL clear)
{
    return IStream_Write(stm, clear ? "DATA" : "data", 4, NULL);
}
static HRESULT STDMETHODCALLTYPE ps_sizemax(IPersistStream *This, ULARGE_INTEGER *s) { s->QuadPart = 4; return S_OK; }
static IPersistStreamVtbl ps_vtbl = { ps_qi, ps_addref, ps_release, ps_classid, ps_dirty,
                                      ps_load, ps_save, ps_sizemax };
static IPersistStream persist = { &ps_vtbl };
static HRESULT STDMETHODCALLTYPE pf_create(IClassFactory *This, IUnknown *outer, REFIID riid, void **out)
{
    return ps_qi(&persist, riid, out);
}
static IClassFactoryVtbl pf_vtbl = { cf_qi, cf_addref, cf_release, pf_create, cf_lock };
static IClassFactory persist_factory = { &pf_vtbl };

static void mode_persist(void)
{
    IStream *stm, *stm2;
    HRESULT hr;
    STATSTG st;
    LARGE_INTEGER zero;
    CLSID c;
    DWORD cookie;
    IUnknown *unk;

    zero.QuadPart = 0;
    CoInitialize(NULL);
    CreateStreamOnHGlobal(NULL, TRUE, &stm);
    hr = OleSaveToStream(&persist, stm);
    IStream_Stat(stm, &st, STATFLAG_NONAME);
    printf("save hr=%08lx size=%lu\n", hr, (ULONG)st.cbSize.QuadPart);
    IStream_Seek(stm, zero, STREAM_SEEK_SET, NULL);
    memset(&c, 0, sizeof(c));
    hr = ReadClassStm(stm, &c);
    printf("ReadClassStm hr=%08lx test=%d\n", hr, IsEqualGUID(&c, &CLSID_Test));
    IStream_Seek(stm, zero, STREAM_SEEK_SET, NULL);
    unk = (IUnknown *)0xdead;
    hr = OleLoadFromStream(stm, &IID_IUnknown, (void **)&unk);
    printf("load unregistered hr=%08lx null=%d\n", hr, unk == NULL);
    CoRegisterClassObject(&CLSID_Test, (IUnknown *)&persist_factory, CLSCTX_INPROC_SERVER,
                          REGCLS_MULTIPLEUSE, &cookie);
    IStream_Seek(stm, zero, STREAM_SEEK_SET, NULL);
    ps_refs = 0;
    hr = OleLoadFromStream(stm, &IID_IUnknown, (void **)&unk);
    printf("load hr=%08lx obj=%d loaded=%s refs=%ld\n", hr, unk == (IUnknown *)&persist,
           ps_loaded, ps_refs);
    if (hr == S_OK) IUnknown_Release(unk);
    CoRevokeClassObject(cookie);
    CreateStreamOnHGlobal(NULL, TRUE, &stm2);
    /* (OleSaveToStream(NULL, ...), documented to write CLSID_NULL, crashes Wine 8) */
    hr = WriteClassStm(stm2, &CLSID_Unknown);
    IStream_Stat(stm2, &st, STATFLAG_NONAME);
    printf("WriteClassStm hr=%08lx size=%lu\n", hr, (ULONG)st.cbSize.QuadPart);
    IStream_Seek(stm2, zero, STREAM_SEEK_SET, NULL);
    hr = ReadClassStm(stm2, &c);
    printf("ReadClassStm hr=%08lx unknown=%d\n", hr, IsEqualGUID(&c, &CLSID_Unknown));
    hr = ReadClassStm(stm2, &c);
    printf("ReadClassStm at end hr=%08lx\n", hr);
    hr = OleSetContainedObject(&object, TRUE);
    printf("OleSetContainedObject hr=%08lx\n", hr);
    IStream_Release(stm2);
    IStream_Release(stm);
    CoUninitialize();
}

static void mode_ftm(void)
{
    IUnknown *inner, *u;
    IMarshal *m;
    HRESULT hr;
    ULONG n;

    object_refs = 1;
    hr = CoCreateFreeThreadedMarshaler(&object, &inner);
    printf("create hr=%08lx inner=%d outer refs=%ld\n", hr, inner != NULL && inner != &object,
           object_refs);
    hr = IUnknown_QueryInterface(inner, &IID_IMarshal, (void **)&m);
    printf("qi IMarshal hr=%08lx outer refs=%ld\n", hr, object_refs);
    hr = IMarshal_QueryInterface(m, &IID_IUnknown, (void **)&u);
    printf("IMarshal qi IUnknown hr=%08lx outer=%d refs=%ld\n", hr, u == &object, object_refs);
    IUnknown_Release(u);
    n = IMarshal_Release(m);
    printf("IMarshal release=%lu outer refs=%ld\n", n, object_refs);
    hr = IUnknown_QueryInterface(inner, &IID_IStream, (void **)&u);
    printf("qi IStream hr=%08lx null=%d\n", hr, u == NULL);
    printf("inner release=%lu\n", IUnknown_Release(inner));
    hr = CoCreateFreeThreadedMarshaler(NULL, &inner);
    hr = IUnknown_QueryInterface(inner, &IID_IMarshal, (void **)&m);
    hr = IMarshal_QueryInterface(m, &IID_IUnknown, (void **)&u);
    printf("alone: qi back hr=%08lx same=%d\n", hr, u == inner);
    IUnknown_Release(u);
    IMarshal_Release(m);
    printf("alone release=%lu\n", IUnknown_Release(inner));
}

/* an advise sink counting what it hears */
static LONG sink_refs = 1, saves, closes, renames;
static HRESULT STDMETHODCALLTYPE as_qi(IAdviseSink *This, REFIID riid, void **out) { *out = NULL; return E_NOINTERFACE; }
static ULONG STDMETHODCALLTYPE as_addref(IAdviseSink *This) { return ++sink_refs; }
static ULONG STDMETHODCALLTYPE as_release(IAdviseSink *This) { return --sink_refs; }
static void STDMETHODCALLTYPE as_datachange(IAdviseSink *This, FORMATETC *f, STGMEDIUM *m) {}
static void STDMETHODCALLTYPE as_viewchange(IAdviseSink *This, DWORD a, LONG i) {}
static void STDMETHODCALLTYPE as_rename(IAdviseSink *This, IMoniker *m) { renames++; }
static void STDMETHODCALLTYPE as_save(IAdviseSink *This) { saves++; }
static void STDMETHODCALLTYPE as_close(IAdviseSink *This) { closes++; }
static IAdviseSinkVtbl as_vtbl = { as_qi, as_addref, as_release, as_datachange, as_viewchange,
                                   as_rename, as_save, as_close };
static IAdviseSink sink = { &as_vtbl };

static void mode_advise(void)
{
    IOleAdviseHolder *holder;
    DWORD c1 = 99, c2 = 99, c3 = 99;
    HRESULT hr;

    hr = CreateOleAdviseHolder(&holder);
    printf("create hr=%08lx\n", hr);
    hr = IOleAdviseHolder_Advise(holder, &sink, &c1);
    printf("advise hr=%08lx conn=%lu refs=%ld\n", hr, c1, sink_refs);
    hr = IOleAdviseHolder_Advise(holder, &sink, &c2);
    printf("advise again hr=%08lx conn=%lu refs=%ld\n", hr, c2, sink_refs);
    hr = IOleAdviseHolder_Advise(holder, NULL, &c3);
    printf("advise NULL hr=%08lx conn=%lu\n", hr, c3);
    hr = IOleAdviseHolder_SendOnSave(holder);
    printf("save hr=%08lx saves=%ld\n", hr, saves);
    hr = IOleAdviseHolder_Unadvise(holder, c1);
    printf("unadvise hr=%08lx refs=%ld\n", hr, sink_refs);
    hr = IOleAdviseHolder_Unadvise(holder, c1);
    printf("unadvise again hr=%08lx\n", hr);
    hr = IOleAdviseHolder_Unadvise(holder, 77);
    printf("unadvise bad hr=%08lx\n", hr);
    hr = IOleAdviseHolder_Advise(holder, &sink, &c3);
    printf("advise reuse hr=%08lx conn=%lu\n", hr, c3);
    hr = IOleAdviseHolder_SendOnClose(holder);
    printf("close hr=%08lx closes=%ld\n", hr, closes);
    hr = IOleAdviseHolder_SendOnRename(holder, NULL);
    printf("rename(NULL) hr=%08lx renames=%ld\n", hr, renames);
    printf("release=%lu", IOleAdviseHolder_Release(holder));
    printf(" refs=%ld\n", sink_refs);
}

static HRESULT STDMETHODCALLTYPE dt_qi(IDropTarget *This, REFIID riid, void **out)
{
    *out = NULL;
    return E_NOINTERFACE;
}
static LONG dt_refs = 1;
static ULONG STDMETHODCALLTYPE dt_addref(IDropTarget *This) { return ++dt_refs; }
static ULONG STDMETHODCALLTYPE dt_release(IDropTarget *This) { return --dt_refs; }
static HRESULT STDMETHODCALLTYPE dt_notimpl(void) { return E_NOTIMPL; }
static IDropTargetVtbl dt_vtbl = { dt_qi, dt_addref, dt_release, (void *)dt_notimpl,
                                   (void *)dt_notimpl, (void *)dt_notimpl, (void *)dt_notimpl };
static IDropTarget target = { &dt_vtbl };

static void mode_dragdrop(void)
{
    HWND hwnd = CreateWindowA("STATIC", "drop", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100, NULL, NULL,
                              NULL, NULL);
    HRESULT hr;

    hr = RegisterDragDrop(hwnd, &target);
    printf("before OleInitialize hr=%08lx\n", hr);
    CoInitialize(NULL);
    hr = RegisterDragDrop(hwnd, &target);
    printf("after CoInitialize hr=%08lx\n", hr);
    hr = OleInitialize(NULL);
    printf("OleInitialize hr=%08lx\n", hr);
    hr = RegisterDragDrop(hwnd, &target);
    printf("register hr=%08lx refs>1=%d\n", hr, dt_refs > 1);
    hr = RegisterDragDrop(hwnd, &target);
    printf("again hr=%08lx\n", hr);
    hr = RegisterDragDrop((HWND)0x1234, &target);
    printf("bad window hr=%08lx\n", hr);
    hr = RegisterDragDrop(hwnd, NULL);
    printf("null target hr=%08lx\n", hr);
    hr = RevokeDragDrop(hwnd);
    printf("revoke hr=%08lx refs=%ld\n", hr, dt_refs);
    hr = RevokeDragDrop(hwnd);
    printf("revoke again hr=%08lx\n", hr);
    hr = RevokeDragDrop((HWND)0x1234);
    printf("revoke bad window hr=%08lx\n", hr);
    OleUninitialize();
    CoUninitialize();
    DestroyWindow(hwnd);
}

int main(int argc, char **argv)
{
    const char *mode = argc >= 3 ? argv[2] : "";
    if (!strcmp(mode, "stream")) mode_stream();
    else if (!strcmp(mode, "classes")) mode_classes();
    else if (!strcmp(mode, "progid")) mode_progid();
    else if (!strcmp(mode, "propvar")) mode_propvar();
    else if (!strcmp(mode, "marshal")) mode_marshal();
    else if (!strcmp(mode, "bindctx")) mode_bindctx();
    else if (!strcmp(mode, "misc")) mode_misc();
    else if (!strcmp(mode, "clipboard")) mode_clipboard();
    else if (!strcmp(mode, "dragdrop")) mode_dragdrop();
    else if (!strcmp(mode, "advise")) mode_advise();
    else if (!strcmp(mode, "persist")) mode_persist();
    else if (!strcmp(mode, "ftm")) mode_ftm();
    else printf("usage: ole_com /mode stream|classes|progid|propvar|marshal\n");
    fflush(stdout);
    return 0;
}
