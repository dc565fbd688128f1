/*
 * ole_moniker.c - test guest for OLE32's monikers and running object table
 * (test/win32/com/test_ole_moniker.py). One mode per run, "/mode NAME"; each step prints
 * one line.
 *
 *   /mode simple     file, item, anti, class and pointer monikers: display names, the
 *                    system moniker kind, class ids, equality, hashes, inverses,
 *                    Reduce, Enum, BindToObject of a pointer moniker.
 *   /mode compose    ComposeWith and CreateGenericComposite: generic composites, file
 *                    paths joined, anti monikers annihilating, composites' components.
 *   /mode paths      file monikers composed with relative, parent-relative and absolute
 *                    file monikers (Wine 8 crashes here; the expected lines follow
 *                    Windows' documented rules, see the test).
 *   /mode rot        GetRunningObjectTable: Register (twice), IsRunning, GetObject,
 *                    NoteChangeTime / GetTimeOfLastChange, EnumRunning, Revoke; the
 *                    references the table holds; IMoniker::IsRunning through it.
 *   /mode parse      MkParseDisplayName of class moniker names, existing and missing
 *                    files, names registered in the running object table, bad names.
 *
 * The expected lines in the test are this exe's output under Wine 8
 * (xvfb-run -a wine ole_moniker.exe /mode NAME).
 */
#define COBJMACROS
#include <windows.h>
#include <objbase.h>
#include <objidl.h>
#include <stdio.h>
#include <string.h>

static const CLSID clsid_stdfont = {0x0be35203, 0x8f91, 0x11ce, {0x9d, 0xe3, 0x00, 0xaa, 0x00, 0x4b, 0xb8, 0x51}};

/* an object of this program: IUnknown with a visible reference count */
typedef struct { IUnknown iface; LONG refs; } Obj;
static HRESULT WINAPI obj_qi(IUnknown *me, REFIID iid, void **out)
{
    if (IsEqualIID(iid, &IID_IUnknown)) { *out = me; IUnknown_AddRef(me); return S_OK; }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG WINAPI obj_addref(IUnknown *me) { return ++((Obj *)me)->refs; }
static ULONG WINAPI obj_release(IUnknown *me) { return --((Obj *)me)->refs; }
static IUnknownVtbl obj_vtbl = { obj_qi, obj_addref, obj_release };
static Obj obj = { { &obj_vtbl }, 1 };

static void show(const char *what, IMoniker *mk)
{
    LPOLESTR name = NULL;
    DWORD kind = 0xdead, hash = 0;
    CLSID cls;
    HRESULT hr, hk, hc;
    IBindCtx *bc;
    if (!mk) { printf("%s: (null)\n", what); return; }
    CreateBindCtx(0, &bc);
    hr = IMoniker_GetDisplayName(mk, bc, NULL, &name);
    hk = IMoniker_IsSystemMoniker(mk, &kind);
    IMoniker_Hash(mk, &hash);
    memset(&cls, 0, sizeof cls);
    hc = IMoniker_GetClassID(mk, &cls);
    printf("%s: name hr=%08lx '%ls' sys hr=%08lx kind=%lu class hr=%08lx %08lx hash=%08lx\n",
           what, hr, name ? name : L"(null)", hk, kind, hc, cls.Data1, hash);
    if (name) CoTaskMemFree(name);
    IBindCtx_Release(bc);
}

static void simple(void)
{
    IMoniker *file, *file2, *item, *anti, *cls, *ptr, *inv, *red;
    IEnumMoniker *en = (IEnumMoniker *)1;
    IBindCtx *bc;
    IUnknown *unk;
    HRESULT hr;

    hr = CreateFileMoniker(L"C:\\dir\\file.txt", &file);
    printf("CreateFileMoniker hr=%08lx\n", hr);
    show("file", file);
    hr = CreateFileMoniker(L"c:\\DIR\\FILE.TXT", &file2);
    show("file upper", file2);
    printf("IsEqual(file, file upper)=%08lx\n", IMoniker_IsEqual(file, file2));
    IMoniker_Release(file2);
    CreateFileMoniker(L"C:\\dir\\other.txt", &file2);
    printf("IsEqual(file, other)=%08lx\n", IMoniker_IsEqual(file, file2));
    printf("IsEqual(file, NULL)=%08lx\n", IMoniker_IsEqual(file, NULL));
    IMoniker_Release(file2);
    CreateFileMoniker(L"relative\\name", &file2);
    show("relative file", file2);
    IMoniker_Release(file2);

    hr = CreateItemMoniker(L"!", L"Item1", &item);
    printf("CreateItemMoniker hr=%08lx\n", hr);
    show("item", item);
    CreateItemMoniker(L"/", L"ITEM1", &file2);
    show("item other delimiter", file2);
    printf("IsEqual(item, other delimiter upper)=%08lx\n", IMoniker_IsEqual(item, file2));
    printf("IsEqual(item, file)=%08lx\n", IMoniker_IsEqual(item, file));
    IMoniker_Release(file2);

    hr = CreateAntiMoniker(&anti);
    printf("CreateAntiMoniker hr=%08lx\n", hr);
    show("anti", anti);

    hr = CreateClassMoniker(&clsid_stdfont, &cls);
    printf("CreateClassMoniker hr=%08lx\n", hr);
    show("class", cls);

    hr = CreatePointerMoniker((IUnknown *)&obj, &ptr);
    printf("CreatePointerMoniker hr=%08lx refs=%ld\n", hr, obj.refs);
    show("pointer", ptr);

    CreateBindCtx(0, &bc);
    unk = NULL;
    hr = IMoniker_BindToObject(ptr, bc, NULL, &IID_IUnknown, (void **)&unk);
    printf("pointer BindToObject hr=%08lx same=%d refs=%ld\n", hr, unk == (IUnknown *)&obj, obj.refs);
    if (unk) IUnknown_Release(unk);

    inv = (IMoniker *)1;
    hr = IMoniker_Inverse(file, &inv);
    printf("file Inverse hr=%08lx\n", hr);
    show("file inverse", hr == S_OK ? inv : NULL);
    if (hr == S_OK) IMoniker_Release(inv);
    inv = (IMoniker *)1;
    hr = IMoniker_Inverse(item, &inv);
    printf("item Inverse hr=%08lx\n", hr);
    if (hr == S_OK) { show("item inverse", inv); IMoniker_Release(inv); }
    inv = (IMoniker *)1;
    hr = IMoniker_Inverse(anti, &inv);
    printf("anti Inverse hr=%08lx null=%d\n", hr, inv == NULL);
    inv = (IMoniker *)1;
    hr = IMoniker_Inverse(cls, &inv);
    printf("class Inverse hr=%08lx\n", hr);
    if (hr == S_OK) { show("class inverse", inv); IMoniker_Release(inv); }

    red = NULL;
    hr = IMoniker_Reduce(file, bc, MKRREDUCE_ALL, NULL, &red);
    printf("file Reduce hr=%08lx same=%d\n", hr, red == file);
    if (red) IMoniker_Release(red);
    red = NULL;
    hr = IMoniker_Reduce(item, bc, MKRREDUCE_ALL, NULL, &red);
    printf("item Reduce hr=%08lx same=%d\n", hr, red == item);
    if (red) IMoniker_Release(red);

    hr = IMoniker_Enum(file, TRUE, &en);
    printf("file Enum hr=%08lx null=%d\n", hr, en == NULL);
    en = (IEnumMoniker *)1;
    hr = IMoniker_Enum(item, TRUE, &en);
    printf("item Enum hr=%08lx null=%d\n", hr, en == NULL);

    hr = IMoniker_IsRunning(ptr, bc, NULL, NULL);
    printf("pointer IsRunning hr=%08lx\n", hr);
    hr = IMoniker_IsRunning(file, bc, NULL, NULL);
    printf("file IsRunning hr=%08lx\n", hr);

    IBindCtx_Release(bc);
    printf("release file=%lu item=%lu anti=%lu class=%lu\n", IMoniker_Release(file),
           IMoniker_Release(item), IMoniker_Release(anti), IMoniker_Release(cls));
    {
        ULONG left = IMoniker_Release(ptr);
        printf("release pointer=%lu refs=%ld\n", left, obj.refs);
    }
}

static void components(const char *what, IMoniker *mk)
{
    IEnumMoniker *en = NULL;
    IMoniker *part;
    HRESULT hr = IMoniker_Enum(mk, TRUE, &en);
    int n = 0;
    printf("%s Enum hr=%08lx\n", what, hr);
    if (!en) return;
    while (IEnumMoniker_Next(en, 1, &part, NULL) == S_OK) {
        char label[64];
        sprintf(label, "  part %d", n++);
        show(label, part);
        IMoniker_Release(part);
    }
    IEnumMoniker_Reset(en);
    hr = IEnumMoniker_Skip(en, 1);
    printf("  skip hr=%08lx\n", hr);
    hr = IEnumMoniker_Skip(en, 5);
    printf("  skip past end hr=%08lx\n", hr);
    IEnumMoniker_Release(en);
    en = NULL;
    hr = IMoniker_Enum(mk, FALSE, &en);
    if (en) {
        if (IEnumMoniker_Next(en, 1, &part, NULL) == S_OK) { show("  backwards first", part); IMoniker_Release(part); }
        IEnumMoniker_Release(en);
    }
}

static void compose(void)
{
    IMoniker *file, *item, *item2, *anti, *comp, *comp2, *out;
    HRESULT hr;

    CreateFileMoniker(L"C:\\dir\\file.txt", &file);
    CreateItemMoniker(L"!", L"Item1", &item);
    CreateItemMoniker(L"!", L"Item2", &item2);
    CreateAntiMoniker(&anti);

    out = (IMoniker *)1;
    hr = IMoniker_ComposeWith(file, item, TRUE, &out);
    printf("file+item only if not generic hr=%08lx null=%d\n", hr, out == NULL);
    hr = IMoniker_ComposeWith(file, item, FALSE, &comp);
    printf("file+item hr=%08lx\n", hr);
    show("composite", comp);
    components("composite", comp);

    hr = CreateGenericComposite(comp, item2, &comp2);
    printf("CreateGenericComposite(composite, item2) hr=%08lx\n", hr);
    show("composite3", comp2);
    components("composite3", comp2);

    out = (IMoniker *)1;
    hr = IMoniker_ComposeWith(comp2, anti, FALSE, &out);
    printf("composite3+anti hr=%08lx\n", hr);
    show("composite3+anti", out);
    if (hr == S_OK && out) IMoniker_Release(out);

    out = (IMoniker *)1;
    hr = IMoniker_ComposeWith(file, anti, FALSE, &out);
    printf("file+anti hr=%08lx null=%d\n", hr, out == NULL);
    out = (IMoniker *)1;
    hr = IMoniker_ComposeWith(item, anti, FALSE, &out);
    printf("item+anti hr=%08lx null=%d\n", hr, out == NULL);
    out = (IMoniker *)1;
    hr = IMoniker_ComposeWith(anti, anti, FALSE, &out);
    printf("anti+anti hr=%08lx\n", hr);
    show("anti+anti", hr == S_OK ? out : NULL);
    if (hr == S_OK && out) IMoniker_Release(out);
    out = (IMoniker *)1;
    hr = IMoniker_ComposeWith(anti, file, FALSE, &out);
    printf("anti+file hr=%08lx\n", hr);
    show("anti+file", hr == S_OK ? out : NULL);
    if (hr == S_OK && out) IMoniker_Release(out);

    out = (IMoniker *)1;
    hr = CreateGenericComposite(NULL, item, &out);
    printf("CreateGenericComposite(NULL, item) hr=%08lx same=%d\n", hr, out == item);
    if (hr == S_OK && out) IMoniker_Release(out);
    out = (IMoniker *)1;
    hr = CreateGenericComposite(item, NULL, &out);
    printf("CreateGenericComposite(item, NULL) hr=%08lx same=%d\n", hr, out == item);
    if (hr == S_OK && out) IMoniker_Release(out);
    out = (IMoniker *)1;
    hr = CreateGenericComposite(item, anti, &out);
    printf("CreateGenericComposite(item, anti) hr=%08lx null=%d\n", hr, out == NULL);

    hr = CreateGenericComposite(file, item, &comp2);
    printf("IsEqual(composite, same parts)=%08lx\n", IMoniker_IsEqual(comp, comp2));
    printf("IsEqual(composite, file)=%08lx\n", IMoniker_IsEqual(comp, file));
    {
        DWORD h1 = 0, h2 = 0;
        IMoniker_Hash(comp, &h1);
        IMoniker_Hash(comp2, &h2);
        printf("composite hashes equal=%d\n", h1 == h2);
    }
    out = NULL;
    hr = IMoniker_Inverse(comp, &out);
    printf("composite Inverse hr=%08lx\n", hr);
    show("composite inverse", out);
    if (out) IMoniker_Release(out);
    IMoniker_Release(comp2);
    IMoniker_Release(comp);
    IMoniker_Release(file);
    IMoniker_Release(item);
    IMoniker_Release(item2);
    IMoniker_Release(anti);
}

static void paths(void)
{
    IMoniker *rel, *comp2, *out;
    HRESULT hr;

    CreateFileMoniker(L"C:\\dir", &comp2);
    CreateFileMoniker(L"sub\\x.txt", &rel);
    out = NULL;
    hr = IMoniker_ComposeWith(comp2, rel, FALSE, &out);
    printf("file(C:\\dir)+file(sub\\x.txt) hr=%08lx\n", hr);
    show("joined", out);
    if (out) IMoniker_Release(out);
    IMoniker_Release(rel);
    CreateFileMoniker(L"..\\y.txt", &rel);
    out = NULL;
    hr = IMoniker_ComposeWith(comp2, rel, FALSE, &out);
    printf("file(C:\\dir)+file(..\\y.txt) hr=%08lx\n", hr);
    show("joined up", out);
    if (out) IMoniker_Release(out);
    IMoniker_Release(rel);
    CreateFileMoniker(L"D:\\abs.txt", &rel);
    out = NULL;
    hr = IMoniker_ComposeWith(comp2, rel, FALSE, &out);
    printf("file(C:\\dir)+file(D:\\abs.txt) hr=%08lx\n", hr);
    show("joined absolute", out);
    if (out) IMoniker_Release(out);
    IMoniker_Release(rel);

    IMoniker_Release(comp2);
}

static void rot(void)
{
    IRunningObjectTable *rot, *rot2;
    IMoniker *file, *file2, *item;
    IUnknown *unk;
    IEnumMoniker *en;
    IBindCtx *bc;
    DWORD cookie = 0, cookie2 = 0;
    FILETIME ft, got;
    HRESULT hr;
    int n = 0;

    hr = GetRunningObjectTable(0, &rot);
    printf("GetRunningObjectTable hr=%08lx\n", hr);
    hr = GetRunningObjectTable(0, &rot2);
    printf("again same=%d\n", rot == rot2);
    IRunningObjectTable_Release(rot2);
    hr = GetRunningObjectTable(1, &rot2);
    printf("reserved=1 hr=%08lx\n", hr);
    CreateBindCtx(0, &bc);
    hr = IBindCtx_GetRunningObjectTable(bc, &rot2);
    printf("IBindCtx::GetRunningObjectTable hr=%08lx same=%d\n", hr, rot == rot2);
    if (hr == S_OK) IRunningObjectTable_Release(rot2);

    CreateFileMoniker(L"C:\\running.doc", &file);
    CreateFileMoniker(L"c:\\RUNNING.DOC", &file2);
    CreateItemMoniker(L"!", L"x", &item);
    printf("IsRunning before=%08lx\n", IRunningObjectTable_IsRunning(rot, file));
    printf("moniker IsRunning before=%08lx\n", IMoniker_IsRunning(file, bc, NULL, NULL));
    hr = IRunningObjectTable_Register(rot, 0, (IUnknown *)&obj, file, &cookie);
    /* how many references the table takes is its own business (Wine takes two for the
     * first registration): only that it holds the object until the last Revoke */
    printf("Register hr=%08lx cookie!=0 %d held=%d\n", hr, cookie != 0, obj.refs > 1);
    printf("IsRunning=%08lx equal name=%08lx item=%08lx\n", IRunningObjectTable_IsRunning(rot, file),
           IRunningObjectTable_IsRunning(rot, file2), IRunningObjectTable_IsRunning(rot, item));
    printf("moniker IsRunning=%08lx\n", IMoniker_IsRunning(file, bc, NULL, NULL));
    unk = NULL;
    hr = IRunningObjectTable_GetObject(rot, file2, &unk);
    printf("GetObject hr=%08lx same=%d\n", hr, unk == (IUnknown *)&obj);
    if (unk) IUnknown_Release(unk);
    unk = (IUnknown *)1;
    hr = IRunningObjectTable_GetObject(rot, item, &unk);
    printf("GetObject(item) hr=%08lx null=%d\n", hr, unk == NULL);
    hr = IRunningObjectTable_Register(rot, ROTFLAGS_REGISTRATIONKEEPSALIVE, (IUnknown *)&obj, file2, &cookie2);
    printf("Register again hr=%08lx distinct=%d\n", hr, cookie2 != cookie);
    hr = IRunningObjectTable_Register(rot, 0x100, (IUnknown *)&obj, item, &cookie2 + 0);
    printf("Register bad flags hr=%08lx\n", hr);
    hr = IRunningObjectTable_Register(rot, 0, NULL, item, &cookie2);
    printf("Register NULL object hr=%08lx\n", hr);

    ft.dwLowDateTime = 0x12345678; ft.dwHighDateTime = 0x01d00000;
    hr = IRunningObjectTable_NoteChangeTime(rot, cookie, &ft);
    printf("NoteChangeTime hr=%08lx\n", hr);
    memset(&got, 0, sizeof got);
    hr = IRunningObjectTable_GetTimeOfLastChange(rot, file, &got);
    printf("GetTimeOfLastChange hr=%08lx time=%08lx%08lx\n", hr, got.dwHighDateTime, got.dwLowDateTime);
    hr = IRunningObjectTable_GetTimeOfLastChange(rot, item, &got);
    printf("GetTimeOfLastChange(item) hr=%08lx\n", hr);
    hr = IRunningObjectTable_NoteChangeTime(rot, 0xdead, &ft);
    printf("NoteChangeTime(bad) hr=%08lx\n", hr);

    hr = IRunningObjectTable_EnumRunning(rot, &en);
    printf("EnumRunning hr=%08lx\n", hr);
    if (hr == S_OK) {
        IMoniker *mk;
        while (IEnumMoniker_Next(en, 1, &mk, NULL) == S_OK) {
            LPOLESTR name;
            IMoniker_GetDisplayName(mk, bc, NULL, &name);
            printf("  running %d: %ls\n", n++, name);
            CoTaskMemFree(name);
            IMoniker_Release(mk);
        }
        IEnumMoniker_Release(en);
    }

    hr = IRunningObjectTable_Revoke(rot, cookie);
    printf("Revoke hr=%08lx\n", hr);
    printf("IsRunning after one=%08lx\n", IRunningObjectTable_IsRunning(rot, file));
    hr = IRunningObjectTable_Revoke(rot, cookie);
    printf("Revoke again hr=%08lx\n", hr);
    hr = IRunningObjectTable_Revoke(rot, cookie2);
    printf("Revoke second hr=%08lx released=%d\n", hr, obj.refs == 1);
    printf("IsRunning after=%08lx\n", IRunningObjectTable_IsRunning(rot, file));
    unk = (IUnknown *)1;
    hr = IRunningObjectTable_GetObject(rot, file, &unk);
    printf("GetObject after hr=%08lx null=%d\n", hr, unk == NULL);

    IMoniker_Release(file);
    IMoniker_Release(file2);
    IMoniker_Release(item);
    IBindCtx_Release(bc);
    IRunningObjectTable_Release(rot);
}

static void parse1(IBindCtx *bc, const WCHAR *text)
{
    IMoniker *mk = (IMoniker *)1;
    ULONG eaten = 0xdead;
    HRESULT hr = MkParseDisplayName(bc, text, &eaten, &mk);
    printf("parse '%ls' hr=%08lx eaten=%lu null=%d\n", text, hr, eaten, mk == NULL);
    if (hr == S_OK && mk) { show("  parsed", mk); IMoniker_Release(mk); }
}

static void parse(void)
{
    IBindCtx *bc;
    IRunningObjectTable *rot;
    IMoniker *file;
    DWORD cookie;
    WCHAR path[MAX_PATH];
    HANDLE h;

    CreateBindCtx(0, &bc);
    parse1(bc, L"clsid:0BE35203-8F91-11CE-9DE3-00AA004BB851:");
    parse1(bc, L"CLSID:0be35203-8f91-11ce-9de3-00aa004bb851");
    parse1(bc, L"clsid:nonsense");
    parse1(bc, L"");
    parse1(bc, L"C:\\no\\such\\file.txt");

    GetCurrentDirectoryW(MAX_PATH, path);
    lstrcatW(path, L"\\moniker_test.txt");
    h = CreateFileW(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(h);
    {
        IMoniker *mk = NULL;
        ULONG eaten = 0;
        HRESULT hr = MkParseDisplayName(bc, path, &eaten, &mk);
        printf("parse existing file hr=%08lx eaten=len %d\n", hr, eaten == (ULONG)lstrlenW(path));
        if (mk) {
            LPOLESTR got;
            DWORD kind;
            IMoniker_GetDisplayName(mk, bc, NULL, &got);
            IMoniker_IsSystemMoniker(mk, &kind);
            printf("  kind=%lu same name=%d\n", kind, lstrcmpiW(got, path) == 0);
            CoTaskMemFree(got);
            IMoniker_Release(mk);
        }
    }
    DeleteFileW(path);

    GetRunningObjectTable(0, &rot);
    CreateFileMoniker(L"C:\\only\\running.doc", &file);
    IRunningObjectTable_Register(rot, 0, (IUnknown *)&obj, file, &cookie);
    parse1(bc, L"C:\\only\\running.doc");
    IRunningObjectTable_Revoke(rot, cookie);
    parse1(bc, L"C:\\only\\running.doc");
    IMoniker_Release(file);
    IRunningObjectTable_Release(rot);
    {
        IMoniker *mk = (IMoniker *)1;
        ULONG eaten = 7;
        HRESULT hr = MkParseDisplayName(NULL, L"clsid:0BE35203-8F91-11CE-9DE3-00AA004BB851:", &eaten, &mk);
        printf("parse NULL bindctx hr=%08lx eaten=%lu\n", hr, eaten);
    }
    IBindCtx_Release(bc);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 2 ? argv[2] : "";
    setvbuf(stdout, NULL, _IONBF, 0);
    CoInitialize(NULL);
    if (!strcmp(mode, "simple")) simple();
    else if (!strcmp(mode, "compose")) compose();
    else if (!strcmp(mode, "paths")) paths();
    else if (!strcmp(mode, "rot")) rot();
    else if (!strcmp(mode, "parse")) parse();
    else printf("usage: ole_moniker /mode simple|compose|paths|rot|parse\n");
    CoUninitialize();
    return 0;
}
