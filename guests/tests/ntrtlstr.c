/* ntdll's conversions between counted strings (ANSI_STRING / OEM_STRING <->
 * UNICODE_STRING): allocated, into the caller's buffer, a buffer too small, and the size
 * functions. Prints one line per check (test/win32/kernel/test_ntrtlstr.py). */
#include <windows.h>
#include <stdio.h>

typedef struct { USHORT Length, MaximumLength; void *Buffer; } COUNTED;
typedef LONG (WINAPI *CONV)(COUNTED *, const COUNTED *, BOOLEAN);
typedef ULONG (WINAPI *SIZEFN)(const COUNTED *);
typedef void (WINAPI *INIT)(COUNTED *, const void *);
typedef void (WINAPI *FREE)(COUNTED *);

static HMODULE nt;
#define FN(type, name) ((type)GetProcAddress(nt, name))

static void show_w(const char *what, LONG st, const COUNTED *u)
{
    const WCHAR *w = u->Buffer;
    int i;
    printf("%s: %#lx len %u max %u:", what, (unsigned long)st, u->Length, u->MaximumLength);
    for (i = 0; w && i <= u->Length / 2 && i < 12; i++) printf(" %04x", w[i]);
    printf("\n");
}

static void show_a(const char *what, LONG st, const COUNTED *a)
{
    const unsigned char *s = a->Buffer;
    int i;
    printf("%s: %#lx len %u max %u:", what, (unsigned long)st, a->Length, a->MaximumLength);
    for (i = 0; s && i <= a->Length && i < 12; i++) printf(" %02x", s[i]);
    printf("\n");
}

int main(void)
{
    COUNTED a, u, o;
    WCHAR wbuf[8];
    char cbuf[8];
    LONG st;

    nt = GetModuleHandleA("ntdll.dll");
    FN(INIT, "RtlInitString")(&a, "caf\xe9!");
    printf("RtlInitString: len %u max %u\n", a.Length, a.MaximumLength);
    printf("ansi->unicode size %lu, oem->unicode size %lu\n",
           FN(SIZEFN, "RtlAnsiStringToUnicodeSize")(&a), FN(SIZEFN, "RtlxOemStringToUnicodeSize")(&a));

    st = FN(CONV, "RtlAnsiStringToUnicodeString")(&u, &a, TRUE);
    show_w("ansi->unicode, allocated", st, &u);
    printf("unicode->ansi size %lu, ->oem size %lu\n",
           FN(SIZEFN, "RtlUnicodeStringToAnsiSize")(&u), FN(SIZEFN, "RtlxUnicodeStringToOemSize")(&u));
    st = FN(CONV, "RtlUnicodeStringToOemString")(&o, &u, TRUE);
    show_a("unicode->oem, allocated", st, &o);
    FN(FREE, "RtlFreeOemString")(&o);
    st = FN(CONV, "RtlOemStringToUnicodeString")(&o, &a, TRUE);
    show_w("oem->unicode, allocated", st, &o);
    FN(FREE, "RtlFreeUnicodeString")(&o);

    memset(wbuf, 0x55, sizeof(wbuf));
    o.Length = 1; o.MaximumLength = sizeof(wbuf); o.Buffer = wbuf;
    st = FN(CONV, "RtlAnsiStringToUnicodeString")(&o, &a, FALSE);
    show_w("ansi->unicode, own buffer", st, &o);
    memset(wbuf, 0x55, sizeof(wbuf));
    o.Length = 1; o.MaximumLength = 10; o.Buffer = wbuf;
    st = FN(CONV, "RtlAnsiStringToUnicodeString")(&o, &a, FALSE);
    printf("ansi->unicode, 10 bytes: %#lx len %u max %u first %04x\n",
           (unsigned long)st, o.Length, o.MaximumLength, wbuf[0]);

    memset(cbuf, 0x55, sizeof(cbuf));
    o.Length = 1; o.MaximumLength = sizeof(cbuf); o.Buffer = cbuf;
    st = FN(CONV, "RtlUnicodeStringToAnsiString")(&o, &u, FALSE);
    show_a("unicode->ansi, own buffer", st, &o);
    memset(cbuf, 0x55, sizeof(cbuf));
    o.Length = 1; o.MaximumLength = 4; o.Buffer = cbuf;
    st = FN(CONV, "RtlUnicodeStringToAnsiString")(&o, &u, FALSE);
    show_a("unicode->ansi, 4 bytes", st, &o);
    o.Length = 1; o.MaximumLength = 0; o.Buffer = cbuf;
    st = FN(CONV, "RtlUnicodeStringToAnsiString")(&o, &u, FALSE);
    printf("unicode->ansi, 0 bytes: %#lx len %u max %u\n", (unsigned long)st, o.Length,
           o.MaximumLength);
    FN(FREE, "RtlFreeUnicodeString")(&u);
    printf("freed: len %u max %u buffer %s\n", u.Length, u.MaximumLength,
           u.Buffer ? "set" : "NULL");

    a.Length = a.MaximumLength = 0; a.Buffer = NULL;
    st = FN(CONV, "RtlAnsiStringToUnicodeString")(&u, &a, TRUE);
    show_w("empty, allocated", st, &u);
    FN(FREE, "RtlFreeUnicodeString")(&u);
    return 0;
}
