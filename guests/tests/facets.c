/* MSVCP140's ctype<wchar_t> and ctype<unsigned short> facets, at either width, as a
   program's inline use_facet makes and uses them: the facet's _Getcat (with the classic
   locale) makes the "C" locale's facet, its virtual members are called through the
   facet's vtable, then the exported public members; and the _Locinfo members a program's
   own numpunct<E> (not exported: only its ids are) reads the "C" locale with. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#ifdef __x86_64__
#define THISCALL
#define M(x86, x64) x64
#else
#define THISCALL __attribute__((thiscall))
#define M(x86, x64) x86
#endif

typedef size_t (*getcat_t)(void **, void *);
typedef void *(*classic_t)(void);
typedef void *(THISCALL *dtor_t)(void *, unsigned);
typedef int (THISCALL *is_t)(void *, short, wchar_t);
typedef const wchar_t *(THISCALL *isr_t)(void *, const wchar_t *, const wchar_t *, short *);
typedef const wchar_t *(THISCALL *scan_t)(void *, short, const wchar_t *, const wchar_t *);
typedef wchar_t (THISCALL *conv_t)(void *, wchar_t);
typedef const wchar_t *(THISCALL *convr_t)(void *, wchar_t *, const wchar_t *);
typedef wchar_t (THISCALL *widen_t)(void *, char);
typedef const char *(THISCALL *widenr_t)(void *, const char *, const char *, wchar_t *);
typedef char (THISCALL *narrow_t)(void *, wchar_t, char);
typedef const wchar_t *(THISCALL *narrowr_t)(void *, const wchar_t *, const wchar_t *, char,
                                            char *);

static HMODULE dll;

static void *fn(const char *name)
{
    void *p;
    if (!dll)
        dll = LoadLibraryA("msvcp140.dll");
    p = (void *)GetProcAddress(dll, name);
    if (!p) {
        printf("missing %s\n", name);
        ExitProcess(1);
    }
    return p;
}

static void *slot(void *obj, int i)
{
    return (*(void ***)obj)[i];
}

/* what a program's own numpunct<E>::_Init asks the DLL: _Locinfo's lconv, false and true
   names, conversion information */
typedef void *(THISCALL *locinfo_ctor_t)(void *, const char *);
typedef void (THISCALL *locinfo_dtor_t)(void *);
typedef const void *(THISCALL *getp_t)(void *);
typedef void *(THISCALL *getcvt_t)(void *, void *);

static void locinfo(void)
{
    static const char *ids[] = {"?id@?$numpunct@D@std@@2V0locale@2@A",
                                "?id@?$numpunct@_W@std@@2V0locale@2@A",
                                "?id@?$numpunct@G@std@@2V0locale@2@A"};
    void *info[32];
    unsigned cvt[11];
    char **lc;
    int i;
    for (i = 0; i < 3; i++)
        printf("numpunct id %d exported %d\n", i, fn(ids[i]) != NULL);
    ((locinfo_ctor_t)fn(M("??0_Locinfo@std@@QAE@PBD@Z", "??0_Locinfo@std@@QEAA@PEBD@Z")))(info,
                                                                                        "C");
    lc = (char **)((getp_t)fn(M("?_Getlconv@_Locinfo@std@@QBEPBUlconv@@XZ",
                                "?_Getlconv@_Locinfo@std@@QEBAPEBUlconv@@XZ")))(info);
    printf("_Getlconv: decimal_point \"%s\" thousands_sep \"%s\" grouping length %d\n",
           lc[0], lc[1], (int)strlen(lc[2]));
    printf("_Getfalse \"%s\" _Gettrue \"%s\"\n",
           (const char *)((getp_t)fn(M("?_Getfalse@_Locinfo@std@@QBEPBDXZ",
                                       "?_Getfalse@_Locinfo@std@@QEBAPEBDXZ")))(info),
           (const char *)((getp_t)fn(M("?_Gettrue@_Locinfo@std@@QBEPBDXZ",
                                       "?_Gettrue@_Locinfo@std@@QEBAPEBDXZ")))(info));
    memset(cvt, 0xcc, sizeof(cvt));
    printf("_Getcvt returned its argument %d\n",
           ((getcvt_t)fn(M("?_Getcvt@_Locinfo@std@@QBE?AU_Cvtvec@@XZ",
                           "?_Getcvt@_Locinfo@std@@QEBA?AU_Cvtvec@@XZ")))(info, cvt) == cvt);
    printf("_Cvtvec: page %u mb_cur_max %u isclocale %u leadbytes %#x\n", cvt[0], cvt[1],
           cvt[2], cvt[3] | cvt[10]);
    ((locinfo_dtor_t)fn(M("??1_Locinfo@std@@QAE@XZ", "??1_Locinfo@std@@QEAA@XZ")))(info);
}

static void wctype(const char *label, const char *getcat, const char *is, const char *tolower,
                   const char *toupper, const char *widen, const char *narrow)
{
    static const wchar_t sample[] = {'a', 'Z', '5', ' ', ',', '\t', 0xe9, 0x3b1, 0x4e2d, 0x663};
    void *loc = ((classic_t)fn(M("?classic@locale@std@@SAABV12@XZ",
                                 "?classic@locale@std@@SAAEBV12@XZ")))();
    void *f = NULL;
    short masks[10];
    wchar_t buf[8], text[] = L"ab3 c";
    char bytes[8];
    int i;
    size_t cat = ((getcat_t)fn(getcat))(&f, loc);
    printf("%s: _Getcat %u made %d\n", label, (unsigned)cat, f != NULL);
    printf("do_is range returned last %d:",
           ((isr_t)slot(f, 3))(f, sample, sample + 10, masks) == sample + 10);
    for (i = 0; i < 10; i++)
        printf(" %04x=%#x", sample[i], masks[i] & 0xffff);
    printf("\n");
    printf("do_is: alpha(a) %d digit(5) %d space(tab) %d upper(a) %d alpha(U+03B1) %d"
           " punct(,) %d\n",
           ((is_t)slot(f, 4))(f, 0x103, 'a'), ((is_t)slot(f, 4))(f, 4, '5'),
           ((is_t)slot(f, 4))(f, 8, '\t'), ((is_t)slot(f, 4))(f, 1, 'a'),
           ((is_t)slot(f, 4))(f, 0x103, 0x3b1), ((is_t)slot(f, 4))(f, 0x10, ','));
    printf("scan_is(digit) at %d, scan_not(alpha) at %d, scan_is(punct) at %d\n",
           (int)(((scan_t)slot(f, 5))(f, 4, text, text + 5) - text),
           (int)(((scan_t)slot(f, 6))(f, 0x103, text, text + 5) - text),
           (int)(((scan_t)slot(f, 5))(f, 0x10, text, text + 5) - text));
    printf("tolower: A %#x U+00C0 %#x U+03A3 %#x; toupper: z %#x U+00E9 %#x U+03C3 %#x\n",
           ((conv_t)slot(f, 8))(f, 'A'), ((conv_t)slot(f, 8))(f, 0xc0),
           ((conv_t)slot(f, 8))(f, 0x3a3), ((conv_t)slot(f, 10))(f, 'z'),
           ((conv_t)slot(f, 10))(f, 0xe9), ((conv_t)slot(f, 10))(f, 0x3c3));
    memcpy(buf, L"MiXeD", 12);
    ((convr_t)slot(f, 7))(f, buf, buf + 5);
    printf("tolower range: %ls\n", buf);
    ((convr_t)slot(f, 9))(f, buf, buf + 5);
    printf("toupper range: %ls\n", buf);
    printf("widen: x %#x 0xe9 %#x\n", ((widen_t)slot(f, 12))(f, 'x'),
           ((widen_t)slot(f, 12))(f, (char)0xe9));
    printf("widen range returned last %d:", ((widenr_t)slot(f, 11))(f, "hi\xe9", "hi\xe9" + 3,
                                                                   buf) == "hi\xe9" + 3);
    for (i = 0; i < 3; i++)
        printf(" %#x", buf[i]);
    printf("\n");
    printf("narrow: A %#x U+00E9 %#x U+03B1 %#x\n", ((narrow_t)slot(f, 14))(f, 'A', '?') & 0xff,
           ((narrow_t)slot(f, 14))(f, 0xe9, '?') & 0xff,
           ((narrow_t)slot(f, 14))(f, 0x3b1, '?') & 0xff);
    memcpy(buf, L"a\x3b1z", 8);
    ((narrowr_t)slot(f, 13))(f, buf, buf + 3, '*', bytes);
    printf("narrow range: %.3s\n", bytes);
    printf("members: is(digit, 7) %d tolower(Q) %c toupper(q) %c widen(w) %c narrow(n) %c"
           " narrow(U+4E2D) %c\n",
           ((is_t)fn(is))(f, 4, '7'), ((conv_t)fn(tolower))(f, 'Q'),
           ((conv_t)fn(toupper))(f, 'q'), ((widen_t)fn(widen))(f, 'w'),
           ((narrow_t)fn(narrow))(f, 'n', '?'), ((narrow_t)fn(narrow))(f, 0x4e2d, '?'));
    printf("deleting destructor returned this %d\n", ((dtor_t)slot(f, 0))(f, 1) == f);
}

/* num_put<char> / <wchar_t>: an ios_base of our own (flags, precision, width at x86's
   20, 24, 32 or x64's 24, 32, 40) and a streambuf of our own whose put area is empty, so
   every character goes to its overflow (vtable slot 3); the ios_base's locale (at x86's
   48, x64's 64) the classic one */
#ifdef __x86_64__
enum { FLAGS = 24, PREC = 32, WIDE = 40, PLOC = 64, IPNEXT = 8, IPCOUNT = 11 };
#else
enum { FLAGS = 20, PREC = 24, WIDE = 32, PLOC = 48, IPNEXT = 8, IPCOUNT = 12 };
#endif
typedef struct { char failed; void *sb; } osbit;
static char out[128];
static int out_len, refuse, wide_buf;
static void *no_area, *sb_vtable[16], *sb[16];
static int no_count;
static long long ios[16];

static int THISCALL overflow(void *this, int ch)
{
    if (refuse)
        return wide_buf ? 0xffff : -1;
    if (out_len < 127)
        out[out_len++] = (char)ch;
    return ch;
}

#define P(T) osbit *(THISCALL *)(void *, osbit *, osbit, void *, int, T)

static void set_ios(int flags, long long prec, long long width)
{
    *(int *)((char *)ios + FLAGS) = flags;
    *(long long *)((char *)ios + PREC) = prec;
    *(long long *)((char *)ios + WIDE) = width;
}

static void shown(const char *what, osbit *r, osbit *ret)
{
    out[out_len] = 0;
    printf("%s: \"%s\" returned its argument %d failed %d sb ours %d width after %lld\n", what,
           out, r == ret, ret->failed, ret->sb == sb, *(long long *)((char *)ios + WIDE));
    out_len = 0;
}

static void numput(const char *label, const char *getcat, const char *put_long, int wide)
{
    void *loc = ((classic_t)fn(M("?classic@locale@std@@SAABV12@XZ",
                                 "?classic@locale@std@@SAAEBV12@XZ")))();
    void *f = NULL, *r;
    osbit it = {0, sb}, ret;
    int fill = '*';
    size_t cat = ((getcat_t)fn(getcat))(&f, loc);
    sb_vtable[3] = (void *)overflow;
    sb[0] = sb_vtable;
    sb[IPNEXT] = &no_area;
    sb[IPCOUNT] = &no_count;
    wide_buf = wide;
    *(void **)((char *)ios + PLOC) = loc;
    printf("%s: _Getcat %u made %d\n", label, (unsigned)cat, f != NULL);
    set_ios(0x201, 6, 8);
    r = ((P(long))slot(f, 9))(f, &ret, it, ios, fill, -42);
    shown("long -42 width 8", r, &ret);
    set_ios(0x301, 6, 8);
    r = ((P(long))slot(f, 9))(f, &ret, it, ios, fill, -42);
    shown("internal", r, &ret);
    set_ios(0x240, 6, 6);
    r = ((P(long))slot(f, 9))(f, &ret, it, ios, fill, 42);
    shown("left", r, &ret);
    set_ios(0x80c, 6, 0);
    r = ((P(unsigned long))slot(f, 8))(f, &ret, it, ios, fill, 255);
    shown("unsigned long 255 hex showbase uppercase", r, &ret);
    set_ios(0x401, 6, 0);
    r = ((P(long))slot(f, 9))(f, &ret, it, ios, fill, -1);
    shown("long -1 oct", r, &ret);
    set_ios(0x221, 6, 0);
    r = ((P(long long))slot(f, 7))(f, &ret, it, ios, fill, -1234567890123LL);
    shown("long long showpos", r, &ret);
    set_ios(0x201, 6, 0);
    r = ((P(unsigned long long))slot(f, 6))(f, &ret, it, ios, fill, 18446744073709551615ULL);
    shown("unsigned long long max", r, &ret);
    set_ios(0x201, 3, 0);
    r = ((P(double))slot(f, 5))(f, &ret, it, ios, fill, 3.14159);
    shown("double precision 3", r, &ret);
    set_ios(0x2201, 2, 10);
    r = ((P(double))slot(f, 5))(f, &ret, it, ios, fill, -2.5);
    shown("double fixed precision 2 width 10", r, &ret);
    set_ios(0x1205, 4, 0);
    r = ((P(double))slot(f, 4))(f, &ret, it, ios, fill, 12345.678); /* MSVC: a double */
    shown("long double scientific uppercase", r, &ret);
    set_ios(0x4201, 6, 7);
    r = ((P(int))slot(f, 10))(f, &ret, it, ios, fill, 1);
    shown("bool boolalpha width 7", r, &ret);
    set_ios(0x201, 6, 0);
    r = ((P(int))slot(f, 10))(f, &ret, it, ios, fill, 0);
    shown("bool", r, &ret);
    set_ios(0x201, 6, 0);
    r = ((P(const void *))slot(f, 3))(f, &ret, it, ios, fill, (void *)0xbeef);
    out[out_len] = 0;
    printf("pointer 0xbeef: %d digits, ends %s\n", out_len, out + out_len - 4);
    out_len = 0;
    set_ios(0x201, 6, 0);
    refuse = 1;
    r = ((P(long))slot(f, 9))(f, &ret, it, ios, fill, 7);
    refuse = 0;
    shown("refused", r, &ret);
    set_ios(0x201, 6, 5);
    r = ((P(long))fn(put_long))(f, &ret, it, ios, fill, 99);
    shown("member put(long)", r, &ret);
    printf("deleting destructor returned this %d\n", ((dtor_t)slot(f, 0))(f, 1) == f);
}

#define NP_D "?$num_put@DV?$ostreambuf_iterator@DU?$char_traits@D@std@@@std@@@std@@"
#define NP_W "?$num_put@_WV?$ostreambuf_iterator@_WU?$char_traits@_W@std@@@std@@@std@@"
#define IT_D "?AV?$ostreambuf_iterator@DU?$char_traits@D@std@@@2@V32@"
#define IT_W "?AV?$ostreambuf_iterator@_WU?$char_traits@_W@std@@@2@V32@"

/* num_get<char> / <wchar_t>: a streambuf of our own whose get area holds the text
   (no more after it: underflow and uflow answer EOF); the iterators by value, the end
   one with no buffer */
#ifdef __x86_64__
enum { IGFIRST = 3, IGNEXT = 7, IGCOUNT = 10 };
#else
enum { IGFIRST = 3, IGNEXT = 7, IGCOUNT = 11 };
#endif
typedef struct { void *sb; char got; wchar_t val; } isbit;
static void *gsb[16], *gsb_vtable[16], *gfirst, *gnext;
static int gcount;

static int THISCALL no_more(void *this)
{
    return wide_buf ? 0xffff : -1;
}

#define G(T) isbit *(THISCALL *)(void *, isbit *, isbit, isbit, void *, int *, T *)

static isbit *source(const char *text, int wide)
{
    static char nbuf[64];
    static wchar_t wbuf[64];
    static isbit it;
    int i, n = (int)strlen(text);
    for (i = 0; i <= n; i++) {
        nbuf[i] = text[i];
        wbuf[i] = (unsigned char)text[i];
    }
    gsb_vtable[6] = (void *)no_more;
    gsb_vtable[7] = (void *)no_more;
    gsb[0] = gsb_vtable;
    gfirst = gnext = wide ? (void *)wbuf : (void *)nbuf;
    gcount = n;
    gsb[IGFIRST] = &gfirst;
    gsb[IGNEXT] = &gnext;
    gsb[IGCOUNT] = &gcount;
    it.sb = gsb;
    it.got = 0;
    return &it;
}

static void got(const char *what, isbit *r, isbit *ret, int state, int wide)
{
    printf("%s: state %d returned its argument %d at end %d", what, state, r == ret,
           ret->sb == NULL);
    if (ret->sb)
        printf(" next '%c'", wide ? ret->val : (&ret->got)[1]);      /* char's val: after got */
    printf(" consumed %d\n", (int)(((char *)gnext - (char *)gfirst) / (wide ? 2 : 1)));
}

static void numget(const char *label, const char *getcat, const char *get_long, int wide)
{
    void *loc = ((classic_t)fn(M("?classic@locale@std@@SAABV12@XZ",
                                 "?classic@locale@std@@SAAEBV12@XZ")))();
    void *f = NULL, *r;
    isbit end = {0, 0, 0}, ret;
    int state;
    long l;
    unsigned long ul;
    unsigned short us;
    unsigned int ui;
    long long ll;
    unsigned long long ull;
    float fl;
    double d;
    void *p;
    char b;
    size_t cat = ((getcat_t)fn(getcat))(&f, loc);
    wide_buf = wide;
    *(void **)((char *)ios + PLOC) = loc;
    printf("%s: _Getcat %u made %d\n", label, (unsigned)cat, f != NULL);
#define GET(T, slotn, var, text, flags) \
    set_ios(flags, 6, 0); state = 0; var = 0; \
    r = ((G(T))slot(f, slotn))(f, &ret, *source(text, wide), end, ios, &state, &var)
    GET(long, 10, l, "-123 rest", 0x201);
    got("long \"-123 rest\"", r, &ret, state, wide);
    printf("  value %ld\n", l);
    GET(long, 10, l, "0x1F", 0);
    got("long \"0x1F\" no base", r, &ret, state, wide);
    printf("  value %ld\n", l);
    GET(long, 10, l, "99999999999", 0x201);
    got("long overflow", r, &ret, state, wide);
    printf("  value %ld\n", l);
    GET(long, 10, l, "abc", 0x201);
    got("long \"abc\"", r, &ret, state, wide);
    printf("  value %ld\n", l);
    GET(unsigned long, 9, ul, "ff;", 0x800);
    got("unsigned long hex \"ff;\"", r, &ret, state, wide);
    printf("  value %lu\n", ul);
    GET(unsigned int, 11, ui, "017", 0x400);
    got("unsigned int oct \"017\"", r, &ret, state, wide);
    printf("  value %u\n", ui);
    GET(unsigned short, 12, us, "70000", 0x201);
    got("unsigned short \"70000\"", r, &ret, state, wide);
    printf("  value %u\n", us);
    GET(long long, 8, ll, "-9000000000", 0x201);
    got("long long", r, &ret, state, wide);
    printf("  value %lld\n", ll);
    GET(unsigned long long, 7, ull, "18446744073709551615", 0x201);
    got("unsigned long long max", r, &ret, state, wide);
    printf("  value %llu\n", ull);
    GET(float, 6, fl, "2.5e3x", 0x201);
    got("float \"2.5e3x\"", r, &ret, state, wide);
    printf("  value %g\n", fl);
    GET(double, 5, d, "-0.125", 0x201);
    got("double \"-0.125\"", r, &ret, state, wide);
    printf("  value %g\n", d);
    GET(double, 4, d, "1e400", 0x201);
    got("long double \"1e400\"", r, &ret, state, wide);
    printf("  value %g\n", d);
    GET(void *, 3, p, "BEEF", 0x201);
    got("void * \"BEEF\"", r, &ret, state, wide);
    printf("  value %#x\n", (unsigned)(size_t)p);
    GET(char, 13, b, "true", 0x4201);
    got("bool boolalpha \"true\"", r, &ret, state, wide);
    printf("  value %d\n", b);
    GET(char, 13, b, "1", 0x201);
    got("bool \"1\"", r, &ret, state, wide);
    printf("  value %d\n", b);
    set_ios(0x201, 6, 0);
    state = 0;
    l = 0;
    r = ((G(long))fn(get_long))(f, &ret, *source("42", wide), end, ios, &state, &l);
    got("member get(long)", r, &ret, state, wide);
    printf("  value %ld\n", l);
    printf("deleting destructor returned this %d\n", ((dtor_t)slot(f, 0))(f, 1) == f);
}

#define NG_D "?$num_get@DV?$istreambuf_iterator@DU?$char_traits@D@std@@@std@@@std@@"
#define NG_W "?$num_get@_WV?$istreambuf_iterator@_WU?$char_traits@_W@std@@@std@@@std@@"
#define IIT_D "?AV?$istreambuf_iterator@DU?$char_traits@D@std@@@2@V32@0"
#define IIT_W "?AV?$istreambuf_iterator@_WU?$char_traits@_W@std@@@2@V32@0"

/* locale("C")'s work: a new _Locimp, a _Locinfo for "C", _Makeloc of every category;
   the facets put at their ids; then the copy _New_Locimp(const _Locimp&) */
#ifdef __x86_64__
enum { VEC = 16, COUNT = 24, CATMASK = 32, NAME = 40 };
#else
enum { VEC = 8, COUNT = 12, CATMASK = 16, NAME = 24 };
#endif
typedef void *(*new_locimp_t)(int);
typedef void *(*copy_locimp_t)(void *);
typedef void *(THISCALL *locinfo_cat_t)(void *, int, const char *);
typedef void *(*makeloc_t)(void *, int, void *, void *);
typedef size_t (THISCALL *id_t)(void *);

static void *facet_at(char *imp, const char *id_name)
{
    size_t id = ((id_t)fn(M("??Bid@locale@std@@QAEIXZ", "??Bid@locale@std@@QEAA_KXZ")))(
        fn(id_name));
    if (id >= *(size_t *)(imp + COUNT))
        return NULL;
    return (*(void ***)(imp + VEC))[id];
}

static void makeloc(void)
{
    static const char *ids[] = {
        "?id@?$ctype@D@std@@2V0locale@2@A", "?id@?$codecvt@DDU_Mbstatet@@@std@@2V0locale@2@A",
        "?id@?$ctype@_W@std@@2V0locale@2@A", "?id@?$ctype@G@std@@2V0locale@2@A",
        "?id@" NP_D "2V0locale@2@A", "?id@" NP_W "2V0locale@2@A"};
    void *info[32], *f;
    char *imp, *copy;
    int i;
    imp = ((new_locimp_t)fn(M("?_New_Locimp@_Locimp@locale@std@@CAPAV123@_N@Z",
                              "?_New_Locimp@_Locimp@locale@std@@CAPEAV123@_N@Z")))(0);
    printf("new _Locimp: catmask %#x\n", *(int *)(imp + CATMASK));
    ((locinfo_cat_t)fn(M("??0_Locinfo@std@@QAE@HPBD@Z", "??0_Locinfo@std@@QEAA@HPEBD@Z")))(
        info, 0x3f, "C");
    printf("_Makeloc returned its _Locimp %d\n",
           ((makeloc_t)fn(M("?_Makeloc@_Locimp@locale@std@@CAPAV123@ABV_Locinfo@3@HPAV123@PBV23@@Z",
                            "?_Makeloc@_Locimp@locale@std@@CAPEAV123@AEBV_Locinfo@3@HPEAV123@PEBV23@@Z")))(
               info, 0x3f, imp, NULL) == imp);
    printf("catmask %#x name %s\n", *(int *)(imp + CATMASK), *(char **)(imp + NAME));
    for (i = 0; i < 6; i++) {
        f = facet_at(imp, ids[i]);
        printf("facet %d there %d refs %d\n", i, f != NULL,
               f ? *(int *)((char *)f + sizeof(void *)) : -1);
    }
    f = facet_at(imp, ids[2]);
    printf("ctype<wchar_t> from the locale: toupper(q) %c\n", ((conv_t)slot(f, 10))(f, 'q'));
    copy = ((copy_locimp_t)fn(M("?_New_Locimp@_Locimp@locale@std@@CAPAV123@ABV123@@Z",
                                "?_New_Locimp@_Locimp@locale@std@@CAPEAV123@AEBV123@@Z")))(imp);
    printf("copy: catmask %#x name %s same ctype %d same num_put<wchar_t> %d refs now %d\n",
           *(int *)(copy + CATMASK), *(char **)(copy + NAME),
           facet_at(copy, ids[0]) == facet_at(imp, ids[0]),
           facet_at(copy, ids[5]) == facet_at(imp, ids[5]),
           *(int *)((char *)facet_at(imp, ids[0]) + sizeof(void *)));
    ((locinfo_dtor_t)fn(M("??1_Locinfo@std@@QAE@XZ", "??1_Locinfo@std@@QEAA@XZ")))(info);
}

int main(void)
{
    locinfo();
    wctype("ctype<wchar_t>",
           M("?_Getcat@?$ctype@_W@std@@SAIPAPBVfacet@locale@2@PBV42@@Z",
             "?_Getcat@?$ctype@_W@std@@SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"),
           M("?is@?$ctype@_W@std@@QBE_NF_W@Z", "?is@?$ctype@_W@std@@QEBA_NF_W@Z"),
           M("?tolower@?$ctype@_W@std@@QBE_W_W@Z", "?tolower@?$ctype@_W@std@@QEBA_W_W@Z"),
           M("?toupper@?$ctype@_W@std@@QBE_W_W@Z", "?toupper@?$ctype@_W@std@@QEBA_W_W@Z"),
           M("?widen@?$ctype@_W@std@@QBE_WD@Z", "?widen@?$ctype@_W@std@@QEBA_WD@Z"),
           M("?narrow@?$ctype@_W@std@@QBED_WD@Z", "?narrow@?$ctype@_W@std@@QEBAD_WD@Z"));
    wctype("ctype<unsigned short>",
           M("?_Getcat@?$ctype@G@std@@SAIPAPBVfacet@locale@2@PBV42@@Z",
             "?_Getcat@?$ctype@G@std@@SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"),
           M("?is@?$ctype@G@std@@QBE_NFG@Z", "?is@?$ctype@G@std@@QEBA_NFG@Z"),
           M("?tolower@?$ctype@G@std@@QBEGG@Z", "?tolower@?$ctype@G@std@@QEBAGG@Z"),
           M("?toupper@?$ctype@G@std@@QBEGG@Z", "?toupper@?$ctype@G@std@@QEBAGG@Z"),
           M("?widen@?$ctype@G@std@@QBEGD@Z", "?widen@?$ctype@G@std@@QEBAGD@Z"),
           M("?narrow@?$ctype@G@std@@QBEDGD@Z", "?narrow@?$ctype@G@std@@QEBADGD@Z"));
    numput("num_put<char>",
           M("?_Getcat@" NP_D "SAIPAPBVfacet@locale@2@PBV42@@Z",
             "?_Getcat@" NP_D "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"),
           M("?put@" NP_D "QBE" IT_D "AAVios_base@2@DJ@Z",
             "?put@" NP_D "QEBA" IT_D "AEAVios_base@2@DJ@Z"), 0);
    numput("num_put<wchar_t>",
           M("?_Getcat@" NP_W "SAIPAPBVfacet@locale@2@PBV42@@Z",
             "?_Getcat@" NP_W "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"),
           M("?put@" NP_W "QBE" IT_W "AAVios_base@2@_WJ@Z",
             "?put@" NP_W "QEBA" IT_W "AEAVios_base@2@_WJ@Z"), 1);
    numget("num_get<char>",
           M("?_Getcat@" NG_D "SAIPAPBVfacet@locale@2@PBV42@@Z",
             "?_Getcat@" NG_D "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"),
           M("?get@" NG_D "QBE" IIT_D "AAVios_base@2@AAHAAJ@Z",
             "?get@" NG_D "QEBA" IIT_D "AEAVios_base@2@AEAHAEAJ@Z"), 0);
    numget("num_get<wchar_t>",
           M("?_Getcat@" NG_W "SAIPAPBVfacet@locale@2@PBV42@@Z",
             "?_Getcat@" NG_W "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"),
           M("?get@" NG_W "QBE" IIT_W "AAVios_base@2@AAHAAJ@Z",
             "?get@" NG_W "QEBA" IIT_W "AEAVios_base@2@AEAHAEAJ@Z"), 1);
    makeloc();
    printf("done\n");
    return 0;
}
