/* MSVCP140's standard streams in a 64-bit program (tests/stdstreams.c is the x86 one):
   std::cout, cerr, clog and cin imported as variables through import-table entries made
   from tests/stdstreams64.def, the x64 DLL's layouts (pointers and size_t of 8 bytes:
   basic_ios's buffer at +72, its tie at +80) and member names (QEAA..., `this` the
   first argument). Lines go through cout between printf lines: sputn then flush, put,
   write, and a line to cerr (unitbuf in Visual C++'s library); each stream's set-up is
   read from its basic_ios. Last, std::wcout, which the DLL here does not have: reading
   it stops the program naming it (Wine has it, and goes on). */
#include <windows.h>
#include <stdio.h>

#define OSTREAM "@std@@3V?$basic_ostream@DU?$char_traits@D@std@@@1@A"
#define OS "@?$basic_ostream@DU?$char_traits@D@std@@@std@@"

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
IMPORT(wcout, "?wcout@std@@3V?$basic_ostream@_WU?$char_traits@_W@std@@@1@A")
static char *imp_cout, *imp_cerr, *imp_clog, *imp_cin;

typedef long long (*sputn_t)(void *, const char *, long long);
typedef void *(*flush_t)(void *);
typedef void *(*put_t)(void *, char);
typedef void *(*write_t)(void *, const char *, long long);
typedef char (*widen_t)(void *, char);
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
           tie == imp_cout ? "cout" : tie ? "other" : "none");
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
    printf("reading wcout\n");
    fflush(stdout);
    printf("wcout's vbptr is set: %d\n", *(void *volatile *)wcout_entry() != NULL);
    return 0;
}
