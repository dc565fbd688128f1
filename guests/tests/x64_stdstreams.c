/* MSVCP140's standard streams in a 64-bit program (tests/stdstreams.c is the x86 one):
   std::cout, cerr, clog and cin imported as variables through import-table entries made
   from tests/stdstreams64.def, the x64 DLL's layouts (pointers and size_t of 8 bytes:
   basic_ios's buffer at +72, its tie at +80) and member names (QEAA..., `this` the
   first argument). Lines go through cout between printf lines: sputn then flush, put,
   write, and a line to cerr (unitbuf in Visual C++'s library); each stream's set-up is
   read from its basic_ios, and cin's input prefix met at the end of the input (stdin
   empty). The wide streams the same way (wcout's sputn, write, put of
   widen('\n') and of a character the "C" locale cannot convert, then clear), and their
   set-up. Last, wcout as a program built with /Zc:wchar_t- names it (of unsigned
   short), which the DLL here does not have: reading it stops the program naming it
   (Wine has it, and goes on). Between, the inserters: operator<< of int, unsigned,
   short, long long, unsigned long long, bool, double, float and a pointer under
   flags, precision, width and fill, and of
   manipulators (the program's own endl and hex, as the headers make them). */
#include <windows.h>
#include <stdio.h>

#define OSTREAM "@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"
#define OSN "?$basic_ostream@DU?$char_traits@D@std@@@std@@"
#define OS "@" OSN

/* an import-table entry read with a RIP-relative load (gcc's own reference would go
   through a .refptr stub named after the symbol, which the quoted names break) */
#define IMPORT(var, sym) \
    static char *var##_entry(void) \
    { \
        char *p; \
        __asm__("movq \"__imp_" sym "\"(%%rip), %0" : "=r"(p)); \
        return p; \
    }
IMPORT(cout, "?cout" OSTREAM)
IMPORT(cerr, "?cerr" OSTREAM)
IMPORT(clog, "?clog" OSTREAM)
IMPORT(cin, "?cin@std@@3V?$basic_istream@DU?$char_traits@D@std@@@1@A")
#define WOSTREAM "@std@@3V?$basic_ostream@_WU?$char_traits@_W@std@@@1@A"
#define WOSN "?$basic_ostream@_WU?$char_traits@_W@std@@@std@@"
#define WOS "@" WOSN
IMPORT(wcout, "?wcout" WOSTREAM)
IMPORT(wcerr, "?wcerr" WOSTREAM)
IMPORT(wclog, "?wclog" WOSTREAM)
IMPORT(wcin, "?wcin@std@@3V?$basic_istream@_WU?$char_traits@_W@std@@@1@A")
IMPORT(gcout, "?wcout@std@@3V?$basic_ostream@GU?$char_traits@G@std@@@1@A")
static char *imp_cout, *imp_cerr, *imp_clog, *imp_cin;
static char *imp_wcout, *imp_wcerr, *imp_wclog, *imp_wcin;

typedef long long (*sputn_t)(void *, const char *, long long);
typedef void *(*flush_t)(void *);
typedef void *(*put_t)(void *, char);
typedef void *(*write_t)(void *, const char *, long long);
typedef char (*widen_t)(void *, char);
typedef int (*ipfx_t)(void *, int);
typedef long long (*wsputn_t)(void *, const wchar_t *, long long);
typedef void *(*wput_t)(void *, wchar_t);
typedef void *(*wwrite_t)(void *, const wchar_t *, long long);
typedef wchar_t (*wwiden_t)(void *, char);
typedef void (*wclear_t)(void *, int, int);
static wsputn_t wsputn;
static flush_t wflush;
static wput_t wput;
static wwrite_t wwrite;
static wwiden_t wwiden;
static wclear_t wclear;
static sputn_t sputn;
static flush_t flush;
static put_t put;
static write_t write_;
static widen_t widen;

static char *ios_of(char *stream)
{
    return stream + ((int *)*(void **)stream)[1];     /* the vbtable's offset */
}

static void report(const char *name, char *stream, const char *what, long long n)
{
    printf("%s: %s=%d state=%d\n", name, what, (int)n, *(int *)(ios_of(stream) + 16));
    fflush(stdout);
}

static void show(const char *name, char *stream)
{
    char *ios = ios_of(stream);
    char *tie = *(char **)(ios + 80);
    printf("%s: basic_ios at +%d flags=0x%x prec=%d fill='%c' buffer=%d tie=%s\n", name,
           (int)(ios - stream), *(unsigned *)(ios + 24), *(int *)(ios + 32), ios[88],
           *(void **)(ios + 72) != NULL,
           tie == imp_cout ? "cout" : tie == imp_wcout ? "wcout" : tie ? "other" : "none");
}

/* the inserters: operator<< of the integer types, bool and manipulators */
typedef void *(*ins_int_t)(void *, int);
typedef void *(*ins_uint_t)(void *, unsigned);
typedef void *(*ins_short_t)(void *, short);
typedef void *(*ins_i64_t)(void *, long long);
typedef void *(*ins_u64_t)(void *, unsigned long long);
typedef void *(*ins_bool_t)(void *, char);
typedef void *(*manip_t)(void *, void *(*)(void *));
typedef void *(*ins_dbl_t)(void *, double);
typedef void *(*ins_flt_t)(void *, float);
typedef void *(*ins_ptr_t)(void *, const void *);

static void *my_endl(void *os)                /* the headers' std::endl */
{
    put(os, widen(ios_of(os), '\n'));
    return flush(os);
}

static void *my_hex(void *ios)                 /* the headers' std::hex */
{
    *(unsigned *)((char *)ios + 24) = (*(unsigned *)((char *)ios + 24) & ~0xe00u) | 0x800;
    return ios;
}

#define INS(type, code) (type)GetProcAddress(msvcp, "??6" OSN "QEAAAEAV01@" code "@Z")

static void set_format(char *stream, unsigned flags, long long width, char fill)
{
    char *ios = ios_of(stream);
    *(unsigned *)(ios + 24) = flags;
    *(long long *)(ios + 40) = width;
    ios[88] = fill;
}

static void inserters(HMODULE msvcp)
{
    ins_int_t ins_int = INS(ins_int_t, "H");
    ins_uint_t ins_uint = INS(ins_uint_t, "I");
    ins_short_t ins_short = INS(ins_short_t, "F");
    ins_i64_t ins_i64 = INS(ins_i64_t, "_J");
    ins_u64_t ins_u64 = INS(ins_u64_t, "_K");
    ins_bool_t ins_bool = INS(ins_bool_t, "_N");
    manip_t manip = INS(manip_t, "P6AAEAV01@AEAV01@@Z");
    manip_t manip_ios = INS(manip_t, "P6AAEAVios_base@1@AEAV21@@Z");
    char *ios = ios_of(imp_cout);

    manip(ins_int(imp_cout, 42), my_endl);
    set_format(imp_cout, 0x201 | 0x20, 0, ' ');                       /* showpos */
    manip(ins_int(ins_int(imp_cout, -7), 7), my_endl);
    set_format(imp_cout, 0x201 | 0x8 | 0x4, 0, ' ');         /* showbase, uppercase */
    manip_ios(imp_cout, my_hex);
    manip(ins_short(ins_int(imp_cout, 255), -1), my_endl);
    set_format(imp_cout, 0x201 | 0x100, 8, '*');                      /* internal */
    ins_int(imp_cout, -42);
    set_format(imp_cout, 0x201 | 0x40, 6, '.');                           /* left */
    manip(ins_uint(imp_cout, 42), my_endl);
    printf("width after=%d\n", (int)*(long long *)(ios + 40));
    fflush(stdout);
    set_format(imp_cout, 0x201, 0, ' ');
    manip(ins_u64(ins_i64(imp_cout, -9223372036854775807LL - 1), 18446744073709551615ULL),
          my_endl);
    set_format(imp_cout, 0x201 | 0x4000, 7, ' ');                    /* boolalpha */
    ins_bool(imp_cout, 0);
    set_format(imp_cout, 0x201, 0, ' ');
    manip(ins_bool(imp_cout, 1), my_endl);
    {
        ins_dbl_t ins_dbl = INS(ins_dbl_t, "N");
        ins_flt_t ins_flt = INS(ins_flt_t, "M");
        ins_ptr_t ins_ptr = INS(ins_ptr_t, "PEBX");
        manip(ins_dbl(put(ins_dbl(imp_cout, 3.14159265), ' '), 1e10), my_endl);
        *(long long *)(ios + 32) = 2;
        set_format(imp_cout, 0x201 | 0x2000, 0, ' ');                      /* fixed */
        put(ins_dbl(imp_cout, 2.5), ' ');
        *(long long *)(ios + 32) = 3;
        set_format(imp_cout, 0x201 | 0x1000 | 0x4, 0, ' ');   /* scientific, uppercase */
        put(ins_dbl(imp_cout, 12345.678), ' ');
        *(long long *)(ios + 32) = 6;
        set_format(imp_cout, 0x201 | 0x10 | 0x20, 0, ' ');      /* showpoint, showpos */
        manip(ins_flt(imp_cout, 1.0f), my_endl);
        set_format(imp_cout, 0x201 | 0x100, 10, '0');                     /* internal */
        put(ins_dbl(imp_cout, -1.5), ' ');
        set_format(imp_cout, 0x201, 0, ' ');
        manip(ins_ptr(imp_cout, (const void *)0x1234), my_endl);
    }
    report("cout", imp_cout, "inserters", 0);
    *(int *)(ios + 16) = 1;                             /* eofbit: not good */
    ins_int(imp_cout, 5);
    report("cout", imp_cout, "<< 5 when not good", 0);
    *(int *)(ios + 16) = 0;
}

static void *wendl(void *os)                   /* std::endl for wchar_t */
{
    wput(os, wwiden(ios_of(os), '\n'));
    return wflush(os);
}

static void wide_streams(HMODULE msvcp)
{
    char **ptr_wcout = (char **)GetProcAddress(msvcp, "?_Ptr_wcout@std@@3PEAV?$basic_ostream"
                                               "@_WU?$char_traits@_W@std@@@1@EA");
    char *ios = ios_of(imp_wcout);
    long long n;
    wsputn = (wsputn_t)GetProcAddress(msvcp, "?sputn@?$basic_streambuf@_WU?$char_traits@_W"
                                      "@std@@@std@@QEAA_JPEB_W_J@Z");
    wflush = (flush_t)GetProcAddress(msvcp, "?flush" WOS "QEAAAEAV12@XZ");
    wput = (wput_t)GetProcAddress(msvcp, "?put" WOS "QEAAAEAV12@_W@Z");
    wwrite = (wwrite_t)GetProcAddress(msvcp, "?write" WOS "QEAAAEAV12@PEB_W_J@Z");
    wwiden = (wwiden_t)GetProcAddress(msvcp, "?widen@?$basic_ios@_WU?$char_traits@_W@std@@"
                                      "@std@@QEBA_WD@Z");
    wclear = (wclear_t)GetProcAddress(msvcp, "?clear@?$basic_ios@_WU?$char_traits@_W@std@@"
                                      "@std@@QEAAXH_N@Z");
    n = wsputn(*(void **)(ios + 72), L"through wcout\n", 14);
    wflush(imp_wcout);
    report("wcout", imp_wcout, "sputn", n);
    n = wwrite(imp_wcout, L"wide write\n", 11) == imp_wcout;
    wflush(imp_wcout);
    report("wcout", imp_wcout, "write is wcout", n);
    wput(imp_wcout, L'w');
    wput(imp_wcout, wwiden(ios, '\n'));
    wflush(imp_wcout);
    report("wcout", imp_wcout, "put", 2);
    wput(imp_wcout, 0x263A);
    wflush(imp_wcout);
    report("wcout", imp_wcout, "put U+263A", 1);
    wclear(ios, 0, 0);
    report("wcout", imp_wcout, "clear", 0);
    {
        ins_int_t wins_int = (ins_int_t)GetProcAddress(msvcp, "??6" WOSN "QEAAAEAV01@H@Z");
        manip_t wmanip = (manip_t)GetProcAddress(msvcp, "??6" WOSN
                                                 "QEAAAEAV01@P6AAEAV01@AEAV01@@Z@Z");
        wins_int(imp_wcout, -12345);
        *(unsigned *)(ios + 24) = 0x1 | 0x100 | 0x8 | 0x800;    /* internal showbase hex */
        *(long long *)(ios + 40) = 8;
        *(wchar_t *)(ios + 88) = L'0';
        wins_int(imp_wcout, 255);
        wmanip(imp_wcout, wendl);
        *(unsigned *)(ios + 24) = 0x201;
        *(wchar_t *)(ios + 88) = L' ';
        report("wcout", imp_wcout, "inserters", 0);
    }
    show("wcout", imp_wcout);
    show("wcerr", imp_wcerr);
    show("wclog", imp_wclog);
    show("wcin", imp_wcin);
    printf("_Ptr_wcout is &wcout: %d\n", ptr_wcout && *ptr_wcout == imp_wcout);
}

int main(void)
{
    HMODULE msvcp = LoadLibraryA("msvcp140.dll");
    char **ptr_cout = (char **)GetProcAddress(msvcp, "?_Ptr_cout@std@@3PEAV?$basic_ostream"
                                              "@DU?$char_traits@D@std@@@1@EA");
    char *sb;
    long long n;
    sputn = (sputn_t)GetProcAddress(msvcp, "?sputn@?$basic_streambuf@DU?$char_traits@D@std"
                                    "@@@std@@QEAA_JPEBD_J@Z");
    flush = (flush_t)GetProcAddress(msvcp, "?flush" OS "QEAAAEAV12@XZ");
    put = (put_t)GetProcAddress(msvcp, "?put" OS "QEAAAEAV12@D@Z");
    write_ = (write_t)GetProcAddress(msvcp, "?write" OS "QEAAAEAV12@PEBD_J@Z");
    widen = (widen_t)GetProcAddress(msvcp, "?widen@?$basic_ios@DU?$char_traits@D@std@@@std"
                                    "@@QEBADD@Z");
    imp_cout = cout_entry();
    imp_cerr = cerr_entry();
    imp_clog = clog_entry();
    imp_cin = cin_entry();
    imp_wcout = wcout_entry();
    imp_wcerr = wcerr_entry();
    imp_wclog = wclog_entry();
    imp_wcin = wcin_entry();
    printf("printf before\n");
    fflush(stdout);
    sb = *(char **)(ios_of(imp_cout) + 72);
    n = sputn(sb, "through cout\n", 13);
    flush(imp_cout);
    report("cout", imp_cout, "sputn", n);
    printf("printf after\n");
    fflush(stdout);
    n = write_(imp_cout, "written\n", 8) == imp_cout;
    flush(imp_cout);
    report("cout", imp_cout, "write is cout", n);
    put(imp_cout, 'p');
    put(imp_cout, widen(ios_of(imp_cout), '\n'));
    flush(imp_cout);
    report("cout", imp_cout, "put", 2);
    write_(imp_cerr, "to cerr\n", 8);
    report("cerr", imp_cerr, "write", 8);
    show("cout", imp_cout);
    show("cerr", imp_cerr);
    show("clog", imp_clog);
    show("cin", imp_cin);
    printf("_Ptr_cout is &cout: %d\n", ptr_cout && *ptr_cout == imp_cout);
    {
        ipfx_t ipfx = (ipfx_t)GetProcAddress(msvcp, "?_Ipfx@?$basic_istream@DU?$char_traits"
                                             "@D@std@@@std@@QEAA_N_N@Z");
        int ok = ipfx(imp_cin, 0);
        printf("cin: _Ipfx at the end of the input=%d state=%d\n", ok,
               *(int *)(ios_of(imp_cin) + 16));
        fflush(stdout);
    }
    inserters(msvcp);
    wide_streams(msvcp);
    printf("reading wcout of unsigned short\n");
    fflush(stdout);
    printf("its vbptr is set: %d\n", *(void *volatile *)gcout_entry() != NULL);
    return 0;
}
