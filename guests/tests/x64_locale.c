/* MSVCP140's locale classes and stream constructors in a 64-bit program, through the
   x64 DLL's names (GetProcAddress): the global and classic locales, the ctype<char> and
   codecvt<char, char, _Mbstatet> facets use_facet makes through _Getcat, and
   basic_streambuf / basic_ostream / basic_istream / basic_iostream objects the program
   builds itself, as the headers' basic_filebuf and basic_stringstream do: each holds a
   locale (getloc), its format state is a new stream's, imbue gives back the locale it
   replaces. Only what the functions answer is printed (no layout of the locale object
   itself, which Wine's library lays out otherwise). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#define CT "?$ctype@D@std@@"
#define CVT "?$codecvt@DDU_Mbstatet@@@std@@"
#define SB "?$basic_streambuf@DU?$char_traits@D@std@@@std@@"
#define OS "?$basic_ostream@DU?$char_traits@D@std@@@std@@"
#define IS "?$basic_istream@DU?$char_traits@D@std@@@std@@"
#define IOST "?$basic_iostream@DU?$char_traits@D@std@@@std@@"
#define IOS "?$basic_ios@DU?$char_traits@D@std@@@std@@"
#define SBP "PEAV?$basic_streambuf@DU?$char_traits@D@std@@@1@"

static HMODULE dll;

static void *fn(const char *name)
{
    void *p = (void *)GetProcAddress(dll, name);
    if (!p) {
        printf("missing %s\n", name);
        fflush(stdout);
        ExitProcess(1);
    }
    return p;
}

typedef void *(*v_t)(void);
typedef void *(*b_t)(int);
typedef unsigned long long (*getcat_t)(void **, void *);
typedef char (*cc_t)(void *, char);
typedef char (*ccc_t)(void *, char, char);
typedef unsigned char (*is_t)(void *, short, char);
typedef const short *(*table_t)(void *);
typedef unsigned char (*noconv_t)(void *);
typedef int (*in_t)(void *, void *, const char *, const char *, const char **, char *, char *,
                    char **);
typedef void *(*ctor_t)(void *);
typedef void (*dtor_t)(void *);
typedef void *(*sctor_t)(void *, void *, int, int);
typedef void *(*ioctor_t)(void *, void *, int);
typedef void *(*getloc_t)(void *, void *);
typedef void *(*imbue_t)(void *, void *, void *);
typedef int (*flags_t)(void *);
typedef long long (*prec_t)(void *);
typedef void *(*put_t)(void *, char);

static char *ios_of(char *stream)
{
    return stream + ((int *)*(void **)stream)[1];     /* the vbtable's offset */
}

static void facets(const char *what, void *loc)
{
    void *ct = NULL, *cv = NULL;
    unsigned long long cat = ((getcat_t)fn("?_Getcat@" CT "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"))(&ct, loc);
    unsigned long long cat2 = ((getcat_t)fn("?_Getcat@" CVT "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"))(&cv, loc);
    printf("%s: ctype cat %llu made %d, codecvt cat %llu made %d\n", what, cat, ct != NULL,
           cat2, cv != NULL);
}

int main(void)
{
    static char loc1[32], loc2[32], loc3[32], sb[256], os[256], is[256], ios[256], frm[64];
    void *ct = NULL, *cv = NULL, *classic, *g0, *g1;
    const short *table;
    const char *mid1;
    char *mid2;
    char text[] = "Hello, World 42", out[32];
    int i;

    dll = LoadLibraryA("msvcp140.dll");
    printf("loaded %d\n", dll != NULL);
    g0 = ((v_t)fn("?_Getgloballocale@locale@std@@CAPEAV_Locimp@12@XZ"))();
    classic = ((v_t)fn("?classic@locale@std@@SAAEBV12@XZ"))();
    g1 = ((v_t)fn("?_Getgloballocale@locale@std@@CAPEAV_Locimp@12@XZ"))();
    printf("global before %d, classic %d, global after %d, _Init same %d\n", g0 != NULL,
           classic != NULL, g1 != NULL,
           ((b_t)fn("?_Init@locale@std@@CAPEAV_Locimp@12@_N@Z"))(0) == g1);

    /* ctype<char> */
    printf("ctype _Getcat %llu\n",
           ((getcat_t)fn("?_Getcat@" CT "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"))(&ct, classic));
    printf("tolower %c toupper %c widen %c narrow %c\n",
           ((cc_t)fn("?tolower@" CT "QEBADD@Z"))(ct, 'Q'),
           ((cc_t)fn("?toupper@" CT "QEBADD@Z"))(ct, 'q'),
           ((cc_t)fn("?widen@" CT "QEBADD@Z"))(ct, 'w'),
           ((ccc_t)fn("?narrow@" CT "QEBADDD@Z"))(ct, 'n', '?'));
    strcpy(out, text);
    ((char *(*)(void *, char *, const char *))fn("?toupper@" CT "QEBAPEBDPEADPEBD@Z"))(
        ct, out, out + strlen(out));
    printf("toupper range: %s\n", out);
    {
        is_t is_ = (is_t)fn("?is@" CT "QEBA_NFD@Z");
        printf("is: alpha(a) %d digit(7) %d space(' ') %d upper(a) %d punct(,) %d\n",
               is_(ct, 0x103, 'a'), is_(ct, 4, '7'), is_(ct, 8, ' '), is_(ct, 1, 'a'),
               is_(ct, 0x10, ','));
    }
    table = ((table_t)fn("?table@" CT "QEBAPEBFXZ"))(ct);
    printf("table: 'a' %#x '0' %#x ' ' %#x '\\n' %#x\n", table['a'] & 0xff, table['0'] & 0xff,
           table[' '] & 0xff, table['\n'] & 0xff);

    /* codecvt<char, char, _Mbstatet> */
    printf("codecvt _Getcat %llu\n",
           ((getcat_t)fn("?_Getcat@" CVT "SA_KPEAPEBVfacet@locale@2@PEBV42@@Z"))(&cv, classic));
    printf("always_noconv %d\n", ((noconv_t)fn("?always_noconv@codecvt_base@std@@QEBA_NXZ"))(cv));
    i = ((in_t)fn("?in@" CVT "QEBAHAEAU_Mbstatet@@PEBD1AEAPEBDPEAD3AEAPEAD@Z"))(
        cv, frm, text, text + 5, &mid1, out, out + 5, &mid2);
    printf("in: %d, consumed %d, written %d\n", i, (int)(mid1 - text), (int)(mid2 - out));

    /* a streambuf of the program's own, and the streams over it */
    ((ctor_t)fn("??0" SB "IEAA@XZ"))(sb);
    ((getloc_t)fn("?getloc@" SB "QEBA?AVlocale@2@XZ"))(sb, loc1);
    facets("streambuf's locale", loc1);
    ((sctor_t)fn("??0" OS "QEAA@" SBP "_N@Z"))(os, sb, 0, 1);
    {
        char *b = ios_of(os);
        printf("ostream: ios at %d, flags %#x, precision %lld, width %lld, rdstate %d\n",
               (int)(b - os), ((flags_t)fn("?flags@ios_base@std@@QEBAHXZ"))(b),
               ((prec_t)fn("?precision@ios_base@std@@QEBA_JXZ"))(b),
               ((prec_t)fn("?width@ios_base@std@@QEBA_JXZ"))(b),
               ((flags_t)fn("?rdstate@ios_base@std@@QEBAHXZ"))(b));
        ((getloc_t)fn("?getloc@ios_base@std@@QEBA?AVlocale@2@XZ"))(b, loc2);
        facets("ostream's locale", loc2);
        ((imbue_t)fn("?imbue@" IOS "QEAA?AVlocale@2@AEBV32@@Z"))(b, loc3, (void *)classic);
        facets("imbue's old locale", loc3);
        ((put_t)fn("?put@" OS "QEAAAEAV12@D@Z"))(os, 'x');
        printf("put into a buffer with no put area: rdstate %d\n",
               ((flags_t)fn("?rdstate@ios_base@std@@QEBAHXZ"))(b));
        ((dtor_t)fn("??1" OS "UEAA@XZ"))(b);
        ((dtor_t)fn("??1" IOS "UEAA@XZ"))(b);
    }
    ((sctor_t)fn("??0" IS "QEAA@" SBP "_N@Z"))(is, sb, 0, 1);
    printf("istream: ios at %d, rdstate %d\n", (int)(ios_of(is) - is),
           ((flags_t)fn("?rdstate@ios_base@std@@QEBAHXZ"))(ios_of(is)));
    ((dtor_t)fn("??1" IS "UEAA@XZ"))(ios_of(is));
    ((dtor_t)fn("??1" IOS "UEAA@XZ"))(ios_of(is));
    ((ioctor_t)fn("??0" IOST "QEAA@" SBP "@Z"))(ios, sb, 1);
    printf("iostream: ios at %d, ostream's ios at %d, rdstate %d\n", (int)(ios_of(ios) - ios),
           (int)(ios_of(ios + 16) - ios), ((flags_t)fn("?rdstate@ios_base@std@@QEBAHXZ"))(ios_of(ios)));
    ((dtor_t)fn("??1" IOST "UEAA@XZ"))(ios_of(ios));
    ((dtor_t)fn("??1" IOS "UEAA@XZ"))(ios_of(ios));
    ((ctor_t)fn("??1" SB "UEAA@XZ"))(sb);
    printf("done\n");
    return 0;
}
