/* MSVCP140's standard streams as a Visual C++ program imports them: std::cout, std::cerr,
   std::clog and std::cin are variables of the DLL (Qt 5's lupdate, lconvert... write
   their output with std::cout << ...), here reached through import-table entries made
   from tests/stdstreams.def. A line goes through each stream's buffer (sputn, then
   flush), between printf lines; the streams' set-up (ties, unitbuf, flags, precision,
   fill) is read from their basic_ios. Last, std::wcout, a variable the DLL here does
   not have: reading it stops the program naming it (Wine has it, and goes on). */
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
extern char *imp_wcout __asm__(
    "\"__imp_?wcout@std@@3V?$basic_ostream@_WU?$char_traits@_W@std@@@1@A\"");

typedef long long (THISCALL *sputn_t)(void *, const char *, long long);
typedef void *(THISCALL *flush_t)(void *);
static sputn_t sputn;
static flush_t flush;

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
           tie == imp_cout ? "cout" : tie ? "other" : "none");
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
    printf("reading wcout\n");
    fflush(stdout);
    printf("wcout's vbptr is set: %d\n", *(void *volatile *)imp_wcout != NULL);
    return 0;
}
