/* msvcrt's named locales: setlocale's names (language, country, code page, "" and the
 * .ACP/.OCP forms), the composite LC_ALL name, the locale facts (___lc_codepage_func,
 * ___lc_handle_func, __lc_collate_cp) and localeconv in the locale; one line a check. */
#include <stdio.h>
#include <string.h>
#include <locale.h>
#include <windows.h>
#include <time.h>
#include <ctype.h>
#include <stdlib.h>
#include <wchar.h>

unsigned int __cdecl ___lc_collate_cp_func(void);
LCID *__cdecl ___lc_handle_func(void);
int __cdecl _getmbcp(void);

static void show(const char *what, const char *r)
{
    printf("%s -> %s\n", what, r ? r : "(null)");
}

static void hex(const char *s)
{
    for (; *s; s++) printf("%02x", (unsigned char)*s);
}

static void conv(const char *what)
{
    struct lconv *l = localeconv();
    printf("%s: dp=", what); hex(l->decimal_point);
    printf(" ts="); hex(l->thousands_sep);
    printf(" gr="); hex(l->grouping);
    printf(" ics="); hex(l->int_curr_symbol);
    printf(" cs="); hex(l->currency_symbol);
    printf(" mdp="); hex(l->mon_decimal_point);
    printf(" mts="); hex(l->mon_thousands_sep);
    printf(" mgr="); hex(l->mon_grouping);
    printf(" ps="); hex(l->positive_sign);
    printf(" ns="); hex(l->negative_sign);
    printf(" %d %d %d %d %d %d %d %d\n", l->int_frac_digits, l->frac_digits, l->p_cs_precedes,
           l->p_sep_by_space, l->n_cs_precedes, l->n_sep_by_space, l->p_sign_posn,
           l->n_sign_posn);
}

static void facts(const char *what)
{
    LCID *h = ___lc_handle_func();
    printf("%s: cp=%u collate_cp=%u mbcp=%d handles=%lx,%lx,%lx,%lx,%lx,%lx\n", what,
           ___lc_codepage_func(), ___lc_collate_cp_func(), _getmbcp(),
           (unsigned long)h[0], (unsigned long)h[1], (unsigned long)h[2],
           (unsigned long)h[3], (unsigned long)h[4], (unsigned long)h[5]);
}

static void times(const char *loc)
{
    static const char *fmts[] = { "%c", "%#c", "%x", "%#x", "%X", "%a %A", "%b %B", "%p" };
    struct tm tm = { 5, 4, 15, 9, 2, 124, 6, 68, 0 };   /* Saturday 9 March 2024 15:04:05 */
    char buf[256];
    wchar_t wbuf[256];
    wchar_t wfmt[16];
    unsigned i;
    size_t n;

    for (i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
        n = strftime(buf, sizeof(buf), fmts[i], &tm);
        printf("%s strftime %s: %u ", loc, fmts[i], (unsigned)n);
        hex(buf);
        mbstowcs(wfmt, fmts[i], 16);
        n = wcsftime(wbuf, 256, wfmt, &tm);
        printf(" wide %u:", (unsigned)n);
        for (n = 0; wbuf[n]; n++) printf(" %x", wbuf[n]);
        printf("\n");
    }
    tm.tm_hour = 9;
    strftime(buf, sizeof(buf), "%X %p", &tm);
    printf("%s morning: ", loc); hex(buf); printf("\n");
}

static void chars(const char *loc)
{
    static const int cs[] = { 0x41, 0x61, 0x8a, 0x9a, 0xc4, 0xe4, 0xb5, 0xdf, 0xff, 0xa0, 0xb9 };
    unsigned i;

    printf("%s chars:", loc);
    for (i = 0; i < sizeof(cs) / sizeof(cs[0]); i++)
        printf(" %x:%x/%x/%x/%x/%x", cs[i], toupper(cs[i]), tolower(cs[i]), isalpha(cs[i]) != 0,
               isupper(cs[i]) != 0, islower(cs[i]) != 0);
    printf("\n");
}

static void colls(const char *loc)
{
    static const char *pairs[][2] = { { "a", "B" }, { "A", "b" }, { "apple", "Apple" },
                                      { "\xe4", "b" }, { "co-op", "coop" }, { "", "a" } };
    unsigned i;

    printf("%s coll:", loc);
    for (i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++) {
        int r = strcoll(pairs[i][0], pairs[i][1]);
        int q = _stricoll(pairs[i][0], pairs[i][1]);
        printf(" %d/%d", r < 0 ? -1 : r > 0, q < 0 ? -1 : q > 0);
    }
    printf("\n");
}

static void convs(const char *loc)
{
    static const unsigned char bytes[] = { 0x41, 0x80, 0x8a, 0xc4, 0xe4, 0xff, 0 };
    static const wchar_t wides[] = { 0x20ac, 0x160, 0x410, 0xe4, 0x3042, 0 };
    wchar_t w[16];
    char b[16];
    int r;
    unsigned i;

    printf("%s mbtowc:", loc);
    for (i = 0; bytes[i]; i++) {
        w[0] = 0;
        r = mbtowc(w, (const char *)bytes + i, 1);
        printf(" %x:%d:%x", bytes[i], r, w[0]);
    }
    printf("\n%s wctomb:", loc);
    for (i = 0; wides[i]; i++) {
        b[0] = 0;
        r = wctomb(b, wides[i]);
        printf(" %x:%d:%x", wides[i], r, (unsigned char)b[0]);
    }
    r = (int)mbstowcs(w, (const char *)bytes, 16);
    printf("\n%s mbstowcs %d:", loc, r);
    for (i = 0; i < 6; i++) printf(" %x", w[i]);
    memset(b, 0, sizeof(b));
    r = (int)wcstombs(b, L"\x20ac\x160\xe4", 16);
    printf("\n%s wcstombs %d: ", loc, r);
    hex(b);
    printf("\n");
}

static void all_of(const char *name)
{
    char buf[64];

    printf("set %s: %s\n", name, setlocale(LC_ALL, name) ? "ok" : "refused");
    times(name);
    chars(name);
    colls(name);
    /* Russian (1251) converts with Windows' best-fit table (U+0160 to 'S'), which
       kernel32 here does not have: its conversions are left out */
    if (strcmp(name, "Russian")) convs(name);
    int (__cdecl *p_sprintf)(char *, const char *, ...) =
        (void *)GetProcAddress(GetModuleHandleA("msvcrt.dll"), "sprintf");

    sprintf(buf, "%.2f %g", 1.5, 2.25);
    printf("%s printf: %s atof %g strtod %g\n", name, buf, atof("3,5"), strtod("4.5", NULL));
    p_sprintf(buf, "%.2f %g %e %d", 1.5, 2.25, 1e10, 7);
    printf("%s msvcrt sprintf: %s\n", name, buf);
}

int main(void)
{
    static const char *names[] = {
        "English_United States.1252", "english", "English_United Kingdom", "German",
        "german_germany", "deu", "DEU_DEU", "German_Germany.850", "French_France.1252",
        "Russian_Russia.1251", "Croatian", "Spanish_Spain", "Italian", "Swedish", "Dutch",
        ".ACP", ".OCP", ".1252", ".850", "English.437", "English_Germany", "Klingon",
        "German_Germany.99999", "de-DE", "en-US", "English_United States.1250",
    };
    char buf[512];
    unsigned i;
    const char *r;

    show("query", setlocale(LC_ALL, NULL));
    facts("C");
    conv("C");
    show("bad category", setlocale(7, "C"));
    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        show(names[i], setlocale(LC_ALL, names[i]));
        setlocale(LC_ALL, "C");
    }
    show("\"\"", setlocale(LC_ALL, ""));
    facts("user default");
    conv("user default");
    setlocale(LC_ALL, "C");

    show("German", setlocale(LC_ALL, "German"));
    facts("German");
    conv("German");
    show("back to C", setlocale(LC_ALL, "C"));

    show("numeric french", setlocale(LC_NUMERIC, "French"));
    show("monetary russian", setlocale(LC_MONETARY, "Russian_Russia.1251"));
    show("ctype swedish", setlocale(LC_CTYPE, "Swedish"));
    r = setlocale(LC_ALL, NULL);
    show("composite", r);
    facts("mixed");
    conv("mixed");
    strcpy(buf, r);
    setlocale(LC_ALL, "C");
    show("set composite", setlocale(LC_ALL, buf));
    show("numeric query", setlocale(LC_NUMERIC, NULL));
    show("time query", setlocale(LC_TIME, NULL));
    show("ctype croatian", setlocale(LC_CTYPE, "Croatian"));
    facts("croatian ctype");
    show("collate 1250", setlocale(LC_COLLATE, "Croatian_Croatia.1250"));
    facts("croatian collate");
    show("all same again", setlocale(LC_ALL, "German_Germany.1252"));
    show("bad in composite", setlocale(LC_ALL, "LC_CTYPE=Klingon;LC_NUMERIC=C"));
    show("after bad", setlocale(LC_ALL, NULL));
    show("partial composite", setlocale(LC_ALL, "LC_NUMERIC=French_France.1252"));
    show("after partial", setlocale(LC_ALL, NULL));
    setlocale(LC_ALL, "C");
    show("final", setlocale(LC_ALL, NULL));
    facts("final");
    all_of("C");
    all_of("English");
    all_of("German");
    all_of("French");
    all_of("Croatian");
    all_of("Russian");
    setlocale(LC_ALL, "C");
    return 0;
}
