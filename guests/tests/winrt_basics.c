/* The Windows Runtime's basics a desktop program calls first (SnoreToast 0.7.0, issue 23
 * "Programs in the wild"): RoInitialize, HSTRINGs, RoGetActivationFactory of a class that
 * is not registered, RoOriginateError. One line per check; the expected lines are Wine's.
 * The functions are looked up in combase.dll, where Windows keeps them. */
#include <windows.h>
#include <stdio.h>

typedef struct HSTRING__ *HSTRING;
typedef struct { void *reserved[5]; } HSTRING_HEADER;
typedef HRESULT (WINAPI *RoInitialize_t)(int);
typedef void (WINAPI *RoUninitialize_t)(void);
typedef HRESULT (WINAPI *Create_t)(const WCHAR *, UINT32, HSTRING *);
typedef HRESULT (WINAPI *CreateRef_t)(const WCHAR *, UINT32, HSTRING_HEADER *, HSTRING *);
typedef HRESULT (WINAPI *Delete_t)(HSTRING);
typedef HRESULT (WINAPI *Dup_t)(HSTRING, HSTRING *);
typedef const WCHAR *(WINAPI *Raw_t)(HSTRING, UINT32 *);
typedef UINT32 (WINAPI *Len_t)(HSTRING);
typedef BOOL (WINAPI *Empty_t)(HSTRING);
typedef HRESULT (WINAPI *Factory_t)(HSTRING, REFIID, void **);
typedef BOOL (WINAPI *Originate_t)(HRESULT, HSTRING);

static const GUID IID_IUnknown_ = {0, 0, 0, {0xc0, 0, 0, 0, 0, 0, 0, 0x46}};

int main(void)
{
    HMODULE m = LoadLibraryA("combase.dll");
    RoInitialize_t RoInit = (RoInitialize_t)GetProcAddress(m, "RoInitialize");
    RoUninitialize_t RoUninit = (RoUninitialize_t)GetProcAddress(m, "RoUninitialize");
    Create_t Create = (Create_t)GetProcAddress(m, "WindowsCreateString");
    CreateRef_t CreateRef = (CreateRef_t)GetProcAddress(m, "WindowsCreateStringReference");
    Delete_t Delete = (Delete_t)GetProcAddress(m, "WindowsDeleteString");
    Dup_t Dup = (Dup_t)GetProcAddress(m, "WindowsDuplicateString");
    Raw_t Raw = (Raw_t)GetProcAddress(m, "WindowsGetStringRawBuffer");
    Len_t Len = (Len_t)GetProcAddress(m, "WindowsGetStringLen");
    Empty_t Empty = (Empty_t)GetProcAddress(m, "WindowsIsStringEmpty");
    Factory_t Factory = (Factory_t)GetProcAddress(m, "RoGetActivationFactory");
    Originate_t Originate = (Originate_t)GetProcAddress(m, "RoOriginateError");
    HSTRING s = (HSTRING)1, r = (HSTRING)1, d = (HSTRING)1, cls;
    HSTRING_HEADER header;
    static const WCHAR text[] = L"hello world";
    const WCHAR *raw;
    UINT32 n = 99;
    void *factory = (void *)1;
    HRESULT hr;

    printf("combase loaded=%d all found=%d\n", m != NULL, RoInit && RoUninit && Create &&
           CreateRef && Delete && Dup && Raw && Len && Empty && Factory && Originate);
    hr = RoInit(1);
    printf("RoInitialize(MTA)=%08lx", hr);
    printf(" again=%08lx\n", RoInit(1));
    hr = RoInit(0);
    printf("RoInitialize(STA) in the MTA=%08lx\n", hr);
    hr = Create(text, 5, &s);
    raw = Raw(s, &n);
    printf("WindowsCreateString=%08lx len=%u text=%ls copy=%d\n", hr, n, raw, raw != text);
    hr = Create(NULL, 0, &d);
    printf("WindowsCreateString(empty)=%08lx null=%d empty=%d len=%u\n", hr, d == NULL,
           Empty(d), Len(d));
    n = 99;
    raw = Raw(NULL, &n);
    printf("raw buffer of NULL: not null=%d len=%u first=%d\n", raw != NULL, n, raw[0]);
    printf("WindowsCreateString(NULL, 3)=%08lx\n", Create(NULL, 3, &d));
    hr = CreateRef(text, 11, &header, &r);
    raw = Raw(r, &n);
    printf("WindowsCreateStringReference=%08lx header=%d same chars=%d len=%u\n", hr,
           (void *)r == (void *)&header, raw == text, n);
    printf("reference without its NUL=%08lx\n", CreateRef(text, 5, &header, &d));
    hr = Dup(r, &d);
    raw = Raw(d, &n);
    printf("WindowsDuplicateString(reference)=%08lx new=%d copied chars=%d text=%ls\n", hr,
           d != r, raw != text, raw);
    printf("WindowsGetStringLen=%u empty=%d\n", Len(s), Empty(s));
    printf("delete: %08lx %08lx %08lx %08lx\n", Delete(s), Delete(d), Delete(r), Delete(NULL));
    CreateRef(L"Windows.Foo.NoSuchClass", 23, &header, &cls);
    hr = Factory(cls, &IID_IUnknown_, &factory);
    printf("RoGetActivationFactory(no such class)=%08lx factory=%p\n", hr, factory);
    printf("RoOriginateError(E_FAIL)=%d (S_OK)=%d\n", Originate(E_FAIL, NULL),
           Originate(S_OK, NULL));
    RoUninit();
    RoUninit();
    printf("done\n");
    return 0;
}
