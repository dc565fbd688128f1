/* wn3_storage: ole32's temporary compound file and the RichEdit messages Wine's wordpad
 * sends, printed line by line.
 *
 * StgCreateDocfile(NULL, STGM_CREATE | STGM_DELETEONRELEASE ...) as wordpad's OLE
 * callback makes it, then streams and a sub-storage in it (create, write, seek, read,
 * open, destroy, the errors of each); then a RichEdit20W window: EM_SETCHARFORMAT /
 * EM_GETCHARFORMAT, EM_SETPARAFORMAT / EM_GETPARAFORMAT, EM_SETOLECALLBACK's reference
 * to the callback, and one level of undo and redo. test/programs/test_wordpad_uninstaller.py compares the lines
 * with what Wine 8 prints for the same binary.
 */
#define COBJMACROS
#include <windows.h>
#include <ole2.h>
#include <richedit.h>
#include <richole.h>
#include <stdio.h>

/* a minimal IRichEditOleCallback whose reference count the test reads */
static LONG refs = 1;
static HRESULT STDMETHODCALLTYPE cb_qi(IRichEditOleCallback *This, REFIID riid, void **out)
{
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG STDMETHODCALLTYPE cb_addref(IRichEditOleCallback *This) { return ++refs; }
static ULONG STDMETHODCALLTYPE cb_release(IRichEditOleCallback *This) { return --refs; }
static HRESULT STDMETHODCALLTYPE cb_notimpl(void) { return E_NOTIMPL; }
static IRichEditOleCallbackVtbl cb_vtbl = {
    cb_qi, cb_addref, cb_release,
    (void *)cb_notimpl, (void *)cb_notimpl, (void *)cb_notimpl, (void *)cb_notimpl,
    (void *)cb_notimpl, (void *)cb_notimpl, (void *)cb_notimpl, (void *)cb_notimpl,
    (void *)cb_notimpl, (void *)cb_notimpl,
};
static IRichEditOleCallback callback = { &cb_vtbl };

static const WCHAR *W(const WCHAR *s) { return s; }

int main(void)
{
    IStorage *stg, *sub, *sub2;
    IStream *stm, *stm2;
    HRESULT hr;
    ULONG n;
    char buf[32];
    LARGE_INTEGER move;
    ULARGE_INTEGER pos;
    DWORD rw = STGM_READWRITE | STGM_SHARE_EXCLUSIVE;
    HWND edit;
    CHARFORMAT2W cf;
    PARAFORMAT2 pf;
    LRESULT r;

    hr = StgCreateDocfile(NULL, rw | STGM_CREATE | STGM_DELETEONRELEASE, 0, &stg);
    printf("docfile hr=%08lx\n", hr);
    hr = IStorage_CreateStream(stg, W(L"Contents"), rw | STGM_CREATE, 0, 0, &stm);
    printf("createstream hr=%08lx\n", hr);
    hr = IStream_Write(stm, "hello, storage", 14, &n);
    printf("write hr=%08lx n=%lu\n", hr, n);
    move.QuadPart = 7;
    hr = IStream_Seek(stm, move, STREAM_SEEK_SET, &pos);
    printf("seek hr=%08lx pos=%lu\n", hr, (ULONG)pos.QuadPart);
    memset(buf, 0, sizeof buf);
    hr = IStream_Read(stm, buf, sizeof buf - 1, &n);
    printf("read hr=%08lx n=%lu '%s'\n", hr, n, buf);
    move.QuadPart = -3;
    hr = IStream_Seek(stm, move, STREAM_SEEK_END, &pos);
    printf("seek end hr=%08lx pos=%lu\n", hr, (ULONG)pos.QuadPart);
    printf("release %lu\n", IStream_Release(stm));
    hr = IStorage_CreateStream(stg, W(L"contents"), rw, 0, 0, &stm);
    printf("create again hr=%08lx\n", hr);
    hr = IStorage_CreateStream(stg, W(L"Other"), STGM_READWRITE, 0, 0, &stm);
    printf("create shared hr=%08lx\n", hr);
    hr = IStorage_OpenStream(stg, W(L"CONTENTS"), NULL, rw, 0, &stm);
    printf("openstream hr=%08lx\n", hr);
    memset(buf, 0, sizeof buf);
    hr = IStream_Read(stm, buf, 5, &n);
    printf("read hr=%08lx n=%lu '%s'\n", hr, n, buf);
    pos.QuadPart = 2;
    hr = IStream_SetSize(stm, pos);
    move.QuadPart = 0;
    IStream_Seek(stm, move, STREAM_SEEK_END, &pos);
    printf("setsize hr=%08lx end=%lu\n", hr, (ULONG)pos.QuadPart);
    hr = IStream_Clone(stm, &stm2);
    IStream_Seek(stm2, move, STREAM_SEEK_CUR, &pos);
    printf("clone hr=%08lx pos=%lu\n", hr, (ULONG)pos.QuadPart);
    IStream_Release(stm2);
    IStream_Release(stm);
    hr = IStorage_OpenStream(stg, W(L"Missing"), NULL, rw, 0, &stm);
    printf("open missing hr=%08lx null=%d\n", hr, stm == NULL);
    hr = IStorage_CreateStorage(stg, W(L"REOLE_1"), rw | STGM_CREATE, 0, 0, &sub);
    printf("createstorage hr=%08lx\n", hr);
    hr = IStorage_CreateStream(sub, W(L"\1Ole"), rw | STGM_CREATE, 0, 0, &stm);
    printf("substream hr=%08lx\n", hr);
    IStream_Write(stm, "x", 1, &n);
    IStream_Release(stm);
    IStorage_Release(sub);
    hr = IStorage_OpenStorage(stg, W(L"reole_1"), NULL, rw, NULL, 0, &sub2);
    printf("openstorage hr=%08lx\n", hr);
    hr = IStorage_OpenStream(sub2, W(L"\1Ole"), NULL, rw, 0, &stm);
    printf("open substream hr=%08lx\n", hr);
    IStream_Release(stm);
    IStorage_Release(sub2);
    hr = IStorage_OpenStream(stg, W(L"REOLE_1"), NULL, rw, 0, &stm);
    printf("storage as stream hr=%08lx\n", hr);
    hr = IStorage_DestroyElement(stg, W(L"Contents"));
    printf("destroy hr=%08lx\n", hr);
    hr = IStorage_OpenStream(stg, W(L"Contents"), NULL, rw, 0, &stm);
    printf("open destroyed hr=%08lx\n", hr);
    hr = IStorage_Commit(stg, 0);
    printf("commit hr=%08lx\n", hr);
    printf("release %lu\n", IStorage_Release(stg));

    LoadLibraryA("riched20.dll");
    edit = CreateWindowExW(0, L"RichEdit20W", L"", WS_CHILD | ES_MULTILINE, 0, 0, 200, 100,
                           CreateWindowExW(0, L"STATIC", L"", WS_POPUP, 0, 0, 10, 10,
                                           NULL, NULL, NULL, NULL),
                           NULL, NULL, NULL);
    printf("richedit %d\n", edit != NULL);
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    cf.dwMask = CFM_FACE | CFM_BOLD | CFM_SIZE;
    cf.dwEffects = CFE_BOLD;
    cf.yHeight = 240;
    lstrcpyW(cf.szFaceName, L"Times New Roman");
    r = SendMessageW(edit, EM_SETCHARFORMAT, SCF_DEFAULT, (LPARAM)&cf);
    printf("setcharformat %ld\n", (long)r);
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    SendMessageW(edit, EM_GETCHARFORMAT, SCF_DEFAULT, (LPARAM)&cf);
    printf("getcharformat bold=%d height=%ld face=%ls\n", !!(cf.dwEffects & CFE_BOLD),
           cf.yHeight, cf.szFaceName);
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    pf.dwMask = PFM_ALIGNMENT | PFM_STARTINDENT;
    pf.wAlignment = PFA_CENTER;
    pf.dxStartIndent = 360;
    r = SendMessageW(edit, EM_SETPARAFORMAT, 0, (LPARAM)&pf);
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    SendMessageW(edit, EM_GETPARAFORMAT, 0, (LPARAM)&pf);
    printf("paraformat set=%ld align=%d indent=%ld\n", (long)r, pf.wAlignment, pf.dxStartIndent);
    r = SendMessageW(edit, EM_SETOLECALLBACK, 0, (LPARAM)&callback);
    printf("setolecallback %ld refs>1=%d\n", (long)r, refs > 1);
    SendMessageW(edit, EM_REPLACESEL, TRUE, (LPARAM)L"abc");
    printf("canundo %ld canredo %ld\n", (long)SendMessageW(edit, EM_CANUNDO, 0, 0),
           (long)SendMessageW(edit, EM_CANREDO, 0, 0));
    r = SendMessageW(edit, EM_UNDO, 0, 0);
    printf("undo %d len=%d canredo %ld\n", r != 0, GetWindowTextLengthW(edit),
           (long)SendMessageW(edit, EM_CANREDO, 0, 0));
    r = SendMessageW(edit, EM_REDO, 0, 0);
    printf("redo %d len=%d\n", r != 0, GetWindowTextLengthW(edit));
    DestroyWindow(edit);
    printf("destroyed refs=%ld\n", refs);
    return 0;
}
