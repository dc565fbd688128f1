/*
 * ole_objref.c - test guest for CoMarshalInterface, CoUnmarshalInterface and
 * CoReleaseMarshalData within one apartment (test/win32/com/test_objref.py): the OBJREF's
 * header in the stream, the object unmarshalled, the references the table holds, normal
 * (read once) and table-strong marshalling, a stream without an OBJREF. One line per check.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine ole_objref.exe), except where a comment there says why not.
 */
#define COBJMACROS
#include <windows.h>
#include <objbase.h>
#include <stdio.h>

static LONG refs;
static HRESULT WINAPI qi(IUnknown *This, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IPersist)) {
        *out = This;
        refs++;
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG WINAPI addref(IUnknown *This) { return ++refs; }
static ULONG WINAPI release(IUnknown *This) { return --refs; }
static HRESULT WINAPI classid(IUnknown *This, CLSID *out) { *out = IID_NULL; return S_OK; }
static struct { void *qi, *addref, *release, *classid; } vtbl = {qi, addref, release, classid};
static IUnknown obj = {(IUnknownVtbl *)&vtbl};

static void rewind_(IStream *st)
{
    LARGE_INTEGER zero;
    zero.QuadPart = 0;
    IStream_Seek(st, zero, STREAM_SEEK_SET, NULL);
}

int main(void)
{
    IStream *st;
    IUnknown *got = NULL;
    HRESULT hr;
    DWORD head[6];
    ULONG n;

    CoInitialize(NULL);
    refs = 1;
    CreateStreamOnHGlobal(NULL, TRUE, &st);
    hr = CoMarshalInterface(st, &IID_IPersist, &obj, MSHCTX_INPROC, NULL, MSHLFLAGS_NORMAL);
    printf("CoMarshalInterface=%08lx refs held=%d\n", hr, refs > 1);
    rewind_(st);
    IStream_Read(st, head, sizeof head, &n);
    printf("OBJREF signature=%08lx flags=%lu iid=%d\n", head[0], head[1],
           IsEqualIID((IID *)&head[2], &IID_IPersist));
    rewind_(st);
    hr = CoUnmarshalInterface(st, &IID_IUnknown, (void **)&got);
    printf("CoUnmarshalInterface=%08lx same=%d refs=%ld\n", hr, got == &obj, refs);
    if (got) IUnknown_Release(got);
    rewind_(st);
    got = (IUnknown *)1;
    hr = CoUnmarshalInterface(st, &IID_IUnknown, (void **)&got);
    printf("again=%08lx got=%p refs=%ld\n", hr, got, refs);

    IStream_Release(st);
    CreateStreamOnHGlobal(NULL, TRUE, &st);
    IStream_Write(st, "not an objref, no", 18, &n);
    rewind_(st);
    hr = CoUnmarshalInterface(st, &IID_IUnknown, (void **)&got);
    printf("CoUnmarshalInterface(junk)=%08lx\n", hr);
    hr = CoMarshalInterface(st, &IID_IStream, &obj, MSHCTX_INPROC, NULL, MSHLFLAGS_NORMAL);
    printf("CoMarshalInterface(no such interface)=%08lx refs=%ld\n", hr, refs);
    IStream_Release(st);
    CreateStreamOnHGlobal(NULL, TRUE, &st);
    /* Wine 8 faults in the unmarshal below (its table-strong data in one apartment) */
    hr = CoMarshalInterface(st, &IID_IUnknown, &obj, MSHCTX_INPROC, NULL, MSHLFLAGS_TABLESTRONG);
    printf("TABLESTRONG=%08lx refs>1=%d\n", hr, refs > 1);
    rewind_(st);
    hr = CoUnmarshalInterface(st, &IID_IPersist, (void **)&got);
    printf("unmarshal 1=%08lx same=%d", hr, got == &obj);
    if (got) IUnknown_Release(got);
    rewind_(st);
    hr = CoUnmarshalInterface(st, NULL, (void **)&got);
    printf(" 2=%08lx same=%d\n", hr, got == &obj);
    if (got) IUnknown_Release(got);
    rewind_(st);
    hr = CoReleaseMarshalData(st);
    printf("CoReleaseMarshalData=%08lx refs=%ld\n", hr, refs);

    IStream_Release(st);
    CoUninitialize();
    printf("done\n");
    return 0;
}
