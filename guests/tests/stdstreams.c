/* MSVCP140's standard streams as a Visual C++ program imports them: std::cout, std::cerr,
   std::clog and std::cin are variables of the DLL (Qt 5's lupdate, lconvert... write
   their output with std::cout << ...), here reached through import-table entries made
   from tests/stdstreams.def. A line goes through each stream's buffer (sputn, then
   flush), between printf lines; the streams' set-up (ties, unitbuf, flags, precision,
   fill) is read from their basic_ios; operator<< of int, long long, bool, double and float (hex,
   showbase, left padding) and of the program's own endl and hex. The wide streams the same way (wcout's sputn,
   write, put of widen('\n') and of a character the "C" locale cannot convert, then
   clear), and their set-up. Last, wcout as a program built with /Zc:wchar_t- names it
   (of unsigned short), a variable the DLL here does not have: reading it stops the
   program naming it (Wine has it, and goes on). */
#include <windows.h>
#include <stdio.h>

#define THISCALL __attribute__((thiscall))
#define OSTREAM "@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"

/* the import-table entries (quoted: the decorated names are not plain symbols) */
extern char *imp_cout __asm__("\"__imp_?cout" OSTREAM "\"");
extern char *imp_cerr __asm__("\"__imp_?cerr" OSTREAM "\"");
extern char *imp_clog __asm__("\"__imp_?clog" OSTREAM "\"");
extern char *imp_cin __asm__(
    "\"__imp_?cin@std@@3V?$basic_istream@DU?$char_traits@D@std@@@1@A\"");
#define WOSTREAM "@std@@3V?$basic_ostream@_WU?$char_traits@_W@std@@@1@A"
#define WOS "@?$basic_ostream@_WU?$char_traits@_W@std@@@std@@"
extern char *imp_wcout __asm__("\"__imp_?wcout" WOSTREAM "\"");
extern char *imp_wcerr __asm__("\"__imp_?wcerr" WOSTREAM "\"");
extern char *imp_wclog __asm__("\"__imp_?wclog" WOSTREAM "\"");
extern char *imp_wcin __asm__(
    "\"__imp_?wcin@std@@3V?$basic_istream@_WU?$char_traits@_W@std@@@1@A\"");
extern char *imp_gcout __asm__(
    "\"__imp_?wcout@std@@3V?$basic_ostream@GU?$char_traits@G@std@@@1@A\"");

typedef long long (THISCALL *sputn_t)(void *, const char *, long long);
typedef void *(THISCALL *flush_t)(void *);
typedef long long (THISCALL *wsputn_t)(void *, const wchar_t *, long long);
typedef void *(THISCALL *wput_t)(void *, wchar_t);
typedef void *(THISCALL *wwrite_t)(void *, const wchar_t *, long long);
typedef wchar_t (THISCALL *wwiden_t)(void *, char);
typedef void (THISCALL *wclear_t)(void *, int, int);
static sputn_t sputn;
static flush_t flush;
static wsputn_t wsputn;
static flush_t wflush;
static wput_t wput;
static wwrite_t wwrite;
static wwiden_t wwiden;
static wclear_t wclear;

static char *ios_of(char *stream)
{
    return stream + ((int *)*(void **)stream)[1];     /* the vbtable's offset */
}

static void write_line(const char *name, char *stream, const char *text)
{
    char *ios = ios_of(stream);
    long long n = sputn(*(void **)(ios + 56), text, lstrlenA(text));
    flush(stream);
    printf("%s: sputn=%d state=%d\n", name, (int)n, *(int *)(ios + 12));
    fflush(stdout);
}

static void show(const char *name, char *stream)
{
    char *ios = ios_of(stream);
    char *tie = *(char **)(ios + 60);
    printf("%s: basic_ios at +%d flags=0x%x prec=%d fill='%c' buffer=%d tie=%s\n", name,
           (int)(ios - stream), *(unsigned *)(ios + 20), *(int *)(ios + 24), ios[64],
           *(void **)(ios + 56) != NULL,
           tie == imp_cout ? "cout" : tie == imp_wcout ? "wcout" : tie ? "other" : "none");
}

/* the inserters (x86: __thiscall; a manipulator is a __cdecl function) */
typedef void *(THISCALL *ins_int_t)(void *, int);
typedef void *(THISCALL *ins_i64_t)(void *, long long);
typedef void *(THISCALL *ins_bool_t)(void *, char);
typedef void *(THISCALL *manip_t)(void *, void *(*)(void *));
typedef void *(THISCALL *put_t)(void *, char);

static void *my_endl(void *os)                /* the headers' std::endl */
{
    static put_t put;
    if (!put)
        put = (put_t)GetProcAddress(GetModuleHandleA("msvcp140.dll"), "?put@?$basic_ostream"
                                    "@DU?$char_traits@D@std@@@std@@QAEAAV12@D@Z");
    put(os, '\n');
    return flush(os);
}

static void *my_hex(void *ios)                 /* the headers' std::hex */
{
    *(unsigned *)((char *)ios + 20) = (*(unsigned *)((char *)ios + 20) & ~0xe00u) | 0x800;
    return ios;
}

#define OSN "?$basic_ostream@DU?$char_traits@D@std@@@std@@"
#define INS(type, code) (type)GetProcAddress(msvcp, "??6" OSN "QAEAAV01@" code "@Z")

static void inserters(HMODULE msvcp)
{
    ins_int_t ins_int = INS(ins_int_t, "H");
    ins_i64_t ins_i64 = INS(ins_i64_t, "_J");
    ins_bool_t ins_bool = INS(ins_bool_t, "_N");
    manip_t manip = INS(manip_t, "P6AAAV01@AAV01@@Z");
    manip_t manip_ios = INS(manip_t, "P6AAAVios_base@1@AAV21@@Z");
    char *ios = ios_of(imp_cout);

    manip(ins_i64(ins_int(imp_cout, -42), 1234567890123LL), my_endl);
    *(unsigned *)(ios + 20) = 0x201 | 0x8 | 0x40;                  /* showbase, left */
    manip_ios(imp_cout, my_hex);
    *(long long *)(ios + 32) = 7;
    ios[64] = '_';
    manip(ins_bool(ins_int(imp_cout, 255), 1), my_endl);
    *(unsigned *)(ios + 20) = 0x201;
    ios[64] = ' ';
    {
        typedef void *(THISCALL *ins_dbl_t)(void *, double);
        typedef void *(THISCALL *ins_flt_t)(void *, float);
        ins_dbl_t ins_dbl = INS(ins_dbl_t, "N");
        ins_flt_t ins_flt = INS(ins_flt_t, "M");
        manip(ins_flt(ins_int(ins_dbl(imp_cout, -2.75), 1), 0.125f), my_endl);
    }
    *(unsigned *)(ios + 20) = 0x201;
    ios[64] = ' ';
    printf("cout: inserters state=%d width=%d\n", *(int *)(ios + 12), *(int *)(ios + 32));
    fflush(stdout);
}

static void wreport(const char *what, long long n)
{
    printf("wcout: %s=%d state=%d\n", what, (int)n, *(int *)(ios_of(imp_wcout) + 12));
    fflush(stdout);
}

static void wide_streams(HMODULE msvcp)
{
    char **ptr_wcout = (char **)GetProcAddress(msvcp, "?_Ptr_wcout@std@@3PAV?$basic_ostream"
                                               "@_WU?$char_traits@_W@std@@@1@A");
    char *ios = ios_of(imp_wcout);
    long long n;
    wsputn = (wsputn_t)GetProcAddress(msvcp, "?sputn@?$basic_streambuf@_WU?$char_traits@_W"
                                      "@std@@@std@@QAE_JPB_W_J@Z");
    wflush = (flush_t)GetProcAddress(msvcp, "?flush" WOS "QAEAAV12@XZ");
    wput = (wput_t)GetProcAddress(msvcp, "?put" WOS "QAEAAV12@_W@Z");
    wwrite = (wwrite_t)GetProcAddress(msvcp, "?write" WOS "QAEAAV12@PB_W_J@Z");
    wwiden = (wwiden_t)GetProcAddress(msvcp, "?widen@?$basic_ios@_WU?$char_traits@_W@std@@"
                                      "@std@@QBE_WD@Z");
    wclear = (wclear_t)GetProcAddress(msvcp, "?clear@?$basic_ios@_WU?$char_traits@_W@std@@"
                                      "@std@@QAEXH_N@Z");
    n = wsputn(*(void **)(ios + 56), L"through wcout\n", 14);
    wflush(imp_wcout);
    wreport("sputn", n);
    n = wwrite(imp_wcout, L"wide write\n", 11) == imp_wcout;
    wflush(imp_wcout);
    wreport("write is wcout", n);
    wput(imp_wcout, L'w');
    wput(imp_wcout, wwiden(ios, '\n'));
    wflush(imp_wcout);
    wreport("put", 2);
    wput(imp_wcout, 0x263A);
    wflush(imp_wcout);
    wreport("put U+263A", 1);
    wclear(ios, 0, 0);
    wreport("clear", 0);
    show("wcout", imp_wcout);
    show("wcerr", imp_wcerr);
    show("wclog", imp_wclog);
    show("wcin", imp_wcin);
    printf("_Ptr_wcout is &wcout: %d\n", ptr_wcout && *ptr_wcout == imp_wcout);
}

int main(void)
{
    HMODULE msvcp = LoadLibraryA("msvcp140.dll");
    char **ptr_cout = (char **)GetProcAddress(msvcp, "?_Ptr_cout@std@@3PAV?$basic_ostream"
                                              "@DU?$char_traits@D@std@@@1@A");
    sputn = (sputn_t)GetProcAddress(msvcp, "?sputn@?$basic_streambuf@DU?$char_traits@D@std"
                                    "@@@std@@QAE_JPBD_J@Z");
    flush = (flush_t)GetProcAddress(msvcp, "?flush@?$basic_ostream@DU?$char_traits@D@std"
                                    "@@@std@@QAEAAV12@XZ");
    printf("printf before\n");
    fflush(stdout);
    write_line("cout", imp_cout, "through cout\n");
    printf("printf after\n");
    fflush(stdout);
    show("cout", imp_cout);
    show("cerr", imp_cerr);
    show("clog", imp_clog);
    show("cin", imp_cin);
    printf("_Ptr_cout is &cout: %d\n", ptr_cout && *ptr_cout == imp_cout);
    inserters(msvcp);
    wide_streams(msvcp);
    printf("reading wcout of unsigned short\n");
    fflush(stdout);
    printf("its vbptr is set: %d\n", *(void *volatile *)imp_gcout != NULL);
    return 0;
}
