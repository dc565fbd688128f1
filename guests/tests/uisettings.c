/* The Windows Runtime as Qt 6's platform plugin uses it through C++/WinRT: HSTRINGs in
 * Windows' own layout (C++/WinRT builds fast-pass and heap strings itself and hands them
 * to combase), the rest of the HSTRING functions, and the runtime class
 * Windows.UI.ViewManagement.UISettings through RoGetActivationFactory and
 * RoActivateInstance: IInspectable, IUISettings to IUISettings5, events.
 * The HSTRING lines are Wine 8's; Wine 8 has no UISettings (REGDB_E_CLASSNOTREG), so the
 * UISettings lines are Windows 10's documented answers (test/win32/com/test_uisettings.py). */
#include <windows.h>
#include <stdio.h>

typedef struct HSTRING__ *HSTRING;
typedef struct { void *reserved[5]; } HSTRING_HEADER;
typedef struct { BYTE A, R, G, B; } Color;
typedef struct { float Width, Height; } Size;

typedef struct Obj { const void **vtbl; } Obj;
#define CALL(o, slot, type) ((type)((o)->vtbl[slot]))

typedef HRESULT (WINAPI *QI_t)(Obj *, REFIID, void **);
typedef ULONG (WINAPI *Ref_t)(Obj *);
typedef HRESULT (WINAPI *GetIids_t)(Obj *, ULONG *, GUID **);
typedef HRESULT (WINAPI *GetName_t)(Obj *, HSTRING *);
typedef HRESULT (WINAPI *GetTrust_t)(Obj *, int *);
typedef HRESULT (WINAPI *Activate_t)(Obj *, Obj **);
typedef HRESULT (WINAPI *GetColor_t)(Obj *, int, Color *);
typedef HRESULT (WINAPI *GetSize_t)(Obj *, Size *);
typedef HRESULT (WINAPI *GetU32_t)(Obj *, UINT32 *);
typedef HRESULT (WINAPI *GetBool_t)(Obj *, BYTE *);
typedef HRESULT (WINAPI *GetDouble_t)(Obj *, double *);
typedef HRESULT (WINAPI *AddEvent_t)(Obj *, Obj *, INT64 *);
typedef HRESULT (WINAPI *RemoveEvent_t)(Obj *, INT64);

static HRESULT (WINAPI *Create)(const WCHAR *, UINT32, HSTRING *);
static HRESULT (WINAPI *CreateRef)(const WCHAR *, UINT32, HSTRING_HEADER *, HSTRING *);
static HRESULT (WINAPI *Delete)(HSTRING);
static HRESULT (WINAPI *Dup)(HSTRING, HSTRING *);
static const WCHAR *(WINAPI *Raw)(HSTRING, UINT32 *);
static UINT32 (WINAPI *Len)(HSTRING);
static HRESULT (WINAPI *Compare)(HSTRING, HSTRING, INT32 *);
static HRESULT (WINAPI *Concat)(HSTRING, HSTRING, HSTRING *);
static HRESULT (WINAPI *Substring)(HSTRING, UINT32, HSTRING *);
static HRESULT (WINAPI *SubstringLen)(HSTRING, UINT32, UINT32, HSTRING *);
static HRESULT (WINAPI *TrimStart)(HSTRING, HSTRING, HSTRING *);
static HRESULT (WINAPI *TrimEnd)(HSTRING, HSTRING, HSTRING *);
static HRESULT (WINAPI *Replace)(HSTRING, HSTRING, HSTRING, HSTRING *);
static HRESULT (WINAPI *HasNull)(HSTRING, BOOL *);
static HRESULT (WINAPI *Prealloc)(UINT32, WCHAR **, void **);
static HRESULT (WINAPI *Promote)(void *, HSTRING *);
static HRESULT (WINAPI *GetFactory)(HSTRING, REFIID, void **);
static HRESULT (WINAPI *ActivateInstance)(HSTRING, Obj **);

static const GUID IID_IUnknown_ = {0, 0, 0, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const GUID IID_IAgile = {0x94ea2b94, 0xe9cc, 0x49e0, {0xc0, 0xff, 0xee, 0x64, 0xca, 0x8f, 0x5b, 0x90}};
static const GUID IID_IInspectable_ = {0xaf86e2e0, 0xb12d, 0x4c6a, {0x9c, 0x5a, 0xd7, 0xaa, 0x65, 0x10, 0x1e, 0x90}};
static const GUID IID_IActivationFactory_ = {0x35, 0, 0, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};
static const GUID IID_IUISettings = {0x85361600, 0x1c63, 0x4627, {0xbc, 0xb1, 0x3a, 0x89, 0xe0, 0xbc, 0x9c, 0x55}};
static const GUID IID_IUISettings2 = {0xbad82401, 0x2721, 0x44f9, {0xbb, 0x91, 0x2b, 0xb2, 0x28, 0xbe, 0x44, 0x2f}};
static const GUID IID_IUISettings3 = {0x03021be4, 0x5254, 0x4781, {0x81, 0x94, 0x51, 0x68, 0xf7, 0xd0, 0x6d, 0x7b}};
static const GUID IID_IUISettings5 = {0x5349d588, 0x0cb5, 0x5f05, {0xbd, 0x34, 0x70, 0x6b, 0x32, 0x31, 0xf0, 0xbd}};

/* An event handler of our own: it counts its references. */
static LONG handler_refs = 1;
static HRESULT WINAPI h_qi(Obj *o, REFIID r, void **out) { (void)r; *out = o; return S_OK; }
static ULONG WINAPI h_addref(Obj *o) { (void)o; return ++handler_refs; }
static ULONG WINAPI h_release(Obj *o) { (void)o; return --handler_refs; }
static HRESULT WINAPI h_invoke(Obj *o, void *a, void *b) { (void)o; (void)a; (void)b; return S_OK; }
static const void *handler_vtbl[] = {(void *)h_qi, (void *)h_addref, (void *)h_release, (void *)h_invoke};
static Obj handler = {handler_vtbl};

static void text(const char *label, HRESULT hr, HSTRING h)
{
    UINT32 n = 0;
    const WCHAR *p = Raw(h, &n);
    printf("%s: %08lx '%ls' %u\n", label, (unsigned long)hr, p, n);
    Delete(h);
}

static HSTRING make(const WCHAR *s)
{
    HSTRING h = NULL;
    Create(s, lstrlenW(s), &h);
    return h;
}

static void strings(void)
{
    HSTRING a = make(L"Hello"), b = make(L"Help"), c, d, t;
    HSTRING_HEADER header;
    UINT32 words[2];
    WCHAR *chars;
    void *buffer;
    INT32 cmp;
    BOOL has;
    HRESULT hr;

    /* The layout: length at 4, characters at 16; a reference has flag 1. */
    printf("layout: len %u chars %d\n", *(UINT32 *)((char *)a + 4),
           *(const WCHAR **)((char *)a + 16) == Raw(a, NULL));
    hr = CreateRef(L"fast", 4, &header, &c);
    memcpy(words, &header, sizeof words);
    printf("reference: %08lx header %d flags %u len %u\n", (unsigned long)hr,
           (void *)c == (void *)&header, words[0], words[1]);
    Dup(a, &d);
    printf("duplicate of a string: same %d\n", d == a);
    Delete(d);
    Dup(c, &d);
    printf("duplicate of a reference: new %d len %u\n", d != c, Len(d));
    Delete(d);

    /* A string laid out by the caller, as C++/WinRT makes them: header, count, chars. */
    {
        SIZE_T head = 16 + sizeof(void *);
        char *blk = HeapAlloc(GetProcessHeap(), HEAP_ZERO_MEMORY, head + 4 + 12);
        *(UINT32 *)(blk + 4) = 4;
        *(WCHAR **)(blk + 16) = (WCHAR *)(blk + head + 4);
        *(LONG *)(blk + head) = 1;
        memcpy(blk + head + 4, L"ours", 10);
        Dup((HSTRING)blk, &d);
        printf("caller's string: len %u '%ls' dup same %d count %ld\n", Len((HSTRING)blk),
               Raw((HSTRING)blk, NULL), d == (HSTRING)blk, *(LONG *)(blk + head));
        Delete(d);
        printf("after one delete: count %ld\n", *(LONG *)(blk + head));
        Delete((HSTRING)blk);
    }

    Compare(a, b, &cmp);
    printf("compare Hello Help: %d\n", cmp);
    Compare(b, a, &cmp);
    printf("compare Help Hello: %d\n", cmp);
    Compare(NULL, NULL, &cmp);
    printf("compare NULL NULL: %d\n", cmp);
    hr = Concat(a, b, &t);
    text("concat", hr, t);
    hr = Concat(NULL, NULL, &t);
    printf("concat of empties: %08lx null %d\n", (unsigned long)hr, t == NULL);
    hr = Substring(a, 2, &t);
    text("substring 2", hr, t);
    hr = Substring(a, 6, &t);
    printf("substring past the end: %08lx\n", (unsigned long)hr);
    hr = SubstringLen(a, 1, 3, &t);
    text("substring 1 3", hr, t);
    hr = SubstringLen(a, 3, 3, &t);
    printf("substring 3 3: %08lx\n", (unsigned long)hr);
    c = make(L"  xx  ");
    d = make(L" ");
    hr = TrimStart(c, d, &t);
    text("trim start", hr, t);
    hr = TrimEnd(c, d, &t);
    text("trim end", hr, t);
    hr = TrimStart(c, NULL, &t);
    printf("trim nothing: %08lx\n", (unsigned long)hr);
    Delete(c);
    Delete(d);
    HasNull(a, &has);
    printf("embedded null: %d\n", has);
    c = NULL;
    Create(L"a\0b", 3, &c);
    HasNull(c, &has);
    printf("embedded null in a\\0b: %d\n", has);
    Delete(c);
    hr = Prealloc(3, &chars, &buffer);
    memcpy(chars, L"abc", 6);
    hr = Promote(buffer, &t);
    text("promoted", hr, t);
    Delete(a);
    Delete(b);
}

static void colors(Obj *s3)
{
    static const char *names[] = {"Background", "Foreground", "AccentDark3", "AccentDark2",
                                  "AccentDark1", "Accent", "AccentLight1", "AccentLight2",
                                  "AccentLight3", "Complement"};
    int i;
    for (i = 0; i < 10; i++) {
        Color col = {0, 0, 0, 0};
        HRESULT hr = CALL(s3, 6, GetColor_t)(s3, i, &col);
        printf("%s: %08lx %02x%02x%02x%02x\n", names[i], (unsigned long)hr, col.A, col.R,
               col.G, col.B);
    }
}

static void uisettings(void)
{
    HSTRING_HEADER header;
    HSTRING name, other;
    Obj *factory = NULL, *inst = NULL, *s1, *s2, *s3, *s5, *unk1, *unk3, *p;
    ULONG count;
    GUID *iids;
    int trust;
    INT64 token = 0;
    HRESULT hr;
    UINT32 u;
    BYTE flag;
    double scale;
    Size size;
    Color col;

    CreateRef(L"Windows.UI.ViewManagement.UISettings", 36, &header, &name);
    hr = GetFactory(name, &IID_IActivationFactory_, (void **)&factory);
    printf("factory: %08lx\n", (unsigned long)hr);
    if (FAILED(hr))
        return;
    hr = CALL(factory, 0, QI_t)(factory, &IID_IAgile, (void **)&p);
    printf("factory agile: %08lx\n", (unsigned long)hr);
    CALL(p, 2, Ref_t)(p);
    hr = CALL(factory, 6, Activate_t)(factory, &inst);
    printf("activate: %08lx\n", (unsigned long)hr);
    CALL(factory, 2, Ref_t)(factory);

    hr = CALL(inst, 4, GetName_t)(inst, &other);
    text("class name", hr, other);
    CALL(inst, 5, GetTrust_t)(inst, &trust);
    printf("trust level: %d\n", trust);
    CALL(inst, 3, GetIids_t)(inst, &count, &iids);
    printf("iids: %lu first IUISettings %d\n", count, IsEqualGUID(&iids[0], &IID_IUISettings));
    CoTaskMemFree(iids);

    CALL(inst, 0, QI_t)(inst, &IID_IUISettings, (void **)&s1);
    CALL(inst, 0, QI_t)(inst, &IID_IUISettings3, (void **)&s3);
    CALL(s3, 0, QI_t)(s3, &IID_IUnknown_, (void **)&unk3);
    CALL(s1, 0, QI_t)(s1, &IID_IUnknown_, (void **)&unk1);
    printf("identity: %d interfaces differ %d\n", unk1 == unk3, (void *)s1 != (void *)s3);
    hr = CALL(s1, 0, QI_t)(s1, &IID_IInspectable_, (void **)&p);
    printf("IInspectable: %08lx\n", (unsigned long)hr);
    CALL(p, 2, Ref_t)(p);
    p = (Obj *)1;
    hr = CALL(s1, 0, QI_t)(s1, &IID_IActivationFactory_, (void **)&p);
    printf("not an interface of it: %08lx %p\n", (unsigned long)hr, (void *)p);
    CALL(unk1, 2, Ref_t)(unk1);
    CALL(unk3, 2, Ref_t)(unk3);

    colors(s3);
    hr = CALL(s3, 6, GetColor_t)(s3, 10, &col);
    printf("color 10: %08lx\n", (unsigned long)hr);
    hr = CALL(s3, 7, AddEvent_t)(s3, &handler, &token);
    printf("add handler: %08lx token %d refs %ld\n", (unsigned long)hr, token != 0, handler_refs);
    hr = CALL(s3, 8, RemoveEvent_t)(s3, token);
    printf("remove handler: %08lx refs %ld\n", (unsigned long)hr, handler_refs);

    CALL(s1, 7, GetSize_t)(s1, &size);
    printf("cursor size: %g %g\n", size.Width, size.Height);
    CALL(s1, 8, GetSize_t)(s1, &size);
    printf("scroll bar size: %d %d\n", (int)size.Width == GetSystemMetrics(SM_CXVSCROLL),
           (int)size.Height == GetSystemMetrics(SM_CYHSCROLL));
    CALL(s1, 11, GetU32_t)(s1, &u);
    printf("message duration: %u\n", u);
    CALL(s1, 14, GetU32_t)(s1, &u);
    printf("caret blink: %d\n", u == GetCaretBlinkTime());
    CALL(s1, 16, GetU32_t)(s1, &u);
    printf("double click: %d\n", u == GetDoubleClickTime());
    hr = CALL(s1, 18, GetColor_t)(s1, 11, &col);    /* UIElementType_Window */
    printf("element Window: %08lx %d\n", (unsigned long)hr,
           RGB(col.R, col.G, col.B) == GetSysColor(COLOR_WINDOW) && col.A == 255);
    hr = CALL(s1, 18, GetColor_t)(s1, 6, &col);     /* UIElementType_Highlight */
    printf("element Highlight: %08lx %d\n", (unsigned long)hr,
           RGB(col.R, col.G, col.B) == GetSysColor(COLOR_HIGHLIGHT));
    hr = CALL(s1, 18, GetColor_t)(s1, 1000, &col);  /* UIElementType_AccentColor */
    printf("element AccentColor: %08lx %02x%02x%02x\n", (unsigned long)hr, col.R, col.G, col.B);

    CALL(inst, 0, QI_t)(inst, &IID_IUISettings2, (void **)&s2);
    CALL(s2, 6, GetDouble_t)(s2, &scale);
    printf("text scale factor: %g\n", scale);
    CALL(inst, 0, QI_t)(inst, &IID_IUISettings5, (void **)&s5);
    CALL(s5, 6, GetBool_t)(s5, &flag);
    printf("auto-hide scroll bars: %d\n", flag);

    CALL(s2, 2, Ref_t)(s2);
    CALL(s5, 2, Ref_t)(s5);
    CALL(s1, 2, Ref_t)(s1);
    CALL(s3, 2, Ref_t)(s3);
    printf("last release: %lu\n", CALL(inst, 2, Ref_t)(inst));

    hr = ActivateInstance(name, &inst);
    printf("RoActivateInstance: %08lx\n", (unsigned long)hr);
    if (SUCCEEDED(hr))
        CALL(inst, 2, Ref_t)(inst);
}

int main(void)
{
    HMODULE m = LoadLibraryA("combase.dll");
    HSTRING_HEADER header;
    HSTRING name;
    Obj *obj = (Obj *)1;
    HRESULT hr;

#define GET(var, fn) var = (void *)GetProcAddress(m, fn)
    GET(Create, "WindowsCreateString");
    GET(CreateRef, "WindowsCreateStringReference");
    GET(Delete, "WindowsDeleteString");
    GET(Dup, "WindowsDuplicateString");
    GET(Raw, "WindowsGetStringRawBuffer");
    GET(Len, "WindowsGetStringLen");
    GET(Compare, "WindowsCompareStringOrdinal");
    GET(Concat, "WindowsConcatString");
    GET(Substring, "WindowsSubstring");
    GET(SubstringLen, "WindowsSubstringWithSpecifiedLength");
    GET(TrimStart, "WindowsTrimStringStart");
    GET(TrimEnd, "WindowsTrimStringEnd");
    GET(Replace, "WindowsReplaceString");
    GET(HasNull, "WindowsStringHasEmbeddedNull");
    GET(Prealloc, "WindowsPreallocateStringBuffer");
    GET(Promote, "WindowsPromoteStringBuffer");
    GET(GetFactory, "RoGetActivationFactory");
    GET(ActivateInstance, "RoActivateInstance");

    strings();
    CreateRef(L"No.Such.Class", 13, &header, &name);
    hr = ActivateInstance(name, &obj);
    printf("RoActivateInstance(no such class): %08lx\n", (unsigned long)hr);
    uisettings();
    /* Last: Wine 8's WindowsReplaceString is a stub that ends the program. */
    {
        HSTRING a = make(L"Hello"), c = make(L"l"), d = make(L"LL"), t;
        hr = Replace(a, c, d, &t);
        text("replace", hr, t);
        Delete(a);
        Delete(c);
        Delete(d);
    }
    return 0;
}
