/* MSVCP140's basic_istream members (operator>> and the unformatted input) on std::cin
   and std::wcin, at both widths (tests/x64_istreams.c builds this file for x86-64):
   the input is put in the stream buffer's get area (setg, as the headers inline it:
   through the buffer's pointers to its pointers), so every member reads it from there
   and meets the end of the input after it (stdin is empty). Each line: what was read,
   the stream's state and gcount, and what is left in the get area. */
#include <windows.h>
#include <stdio.h>

#ifdef _WIN64
#define THISCALL
#define M "QEAA"        /* a member's access and convention */
#define MC "QEBA"
#define R "AEA"         /* a reference */
#define P "PEA"         /* a pointer */
#define IOS_STATE 16
#define IOS_FLAGS 24
#define IOS_STRBUF 72
#else
#define THISCALL __attribute__((thiscall))
#define M "QAE"
#define MC "QBE"
#define R "AA"
#define P "PA"
#define IOS_STATE 12
#define IOS_FLAGS 20
#define IOS_STRBUF 56
#endif
#define PS ((int)sizeof(void *))

#define CIN "?cin@std@@3V?$basic_istream@DU?$char_traits@D@std@@@1@A"
#define WCIN "?wcin@std@@3V?$basic_istream@_WU?$char_traits@_W@std@@@1@A"
#ifdef _WIN64
/* the import-table entry read with a RIP-relative load (gcc's .refptr stub would be
   named after the quoted symbol), as tests/x64_stdstreams.c does */
#define IMPORT(var, sym) \
    static char *var##_entry(void) \
    { \
        char *p; \
        __asm__("movq \"__imp_" sym "\"(%%rip), %0" : "=r"(p)); \
        return p; \
    }
IMPORT(cin, CIN)
IMPORT(wcin, WCIN)
static char *imp_cin, *imp_wcin;
#else
extern char *imp_cin __asm__("\"__imp_" CIN "\"");
extern char *imp_wcin __asm__("\"__imp_" WCIN "\"");
#endif

#define IS "?$basic_istream@DU?$char_traits@D@std@@@std@@"
#define WIS "?$basic_istream@_WU?$char_traits@_W@std@@@std@@"

static HMODULE msvcp;
static FARPROC fn(const char *name)
{
    FARPROC f = GetProcAddress(msvcp, name);
    if (!f) {
        printf("missing %s\n", name);
        fflush(stdout);
        ExitProcess(1);
    }
    return f;
}

static char *ios_of(char *stream)
{
    return stream + ((int *)*(void **)stream)[1];
}

static char *sb_of(char *stream)
{
    return *(char **)(ios_of(stream) + IOS_STRBUF);
}

/* setg(text, text, text + n) through the buffer's _IGfirst, _IGnext and _IGcount */
static void feed(char *stream, const void *text, int n, int width)
{
    char *sb = sb_of(stream);
    **(char ***)(sb + 3 * PS) = (char *)text;
    **(char ***)(sb + 7 * PS) = (char *)text;
    **(int **)(sb + 9 * PS + 8) = n;
    *(int *)(ios_of(stream) + IOS_STATE) = 0;
    (void)width;
}

static const char *left(char *stream)
{
    char *sb = sb_of(stream);
    static char out[64];
    char *next = **(char ***)(sb + 7 * PS);
    int n = **(int **)(sb + 9 * PS + 8);
    if (!next || n <= 0)
        return "";
    lstrcpynA(out, next, n + 1 < 64 ? n + 1 : 64);
    return out;
}

static long long gcount(char *stream)
{
    typedef long long (THISCALL *f_t)(void *);
    return ((f_t)fn("?gcount@" IS MC "_JXZ"))(stream);
}

static void report(const char *what, const char *input, const char *value)
{
    printf("%s <%s>: %s state=%d left=<%s>\n", what, input, value,
           *(int *)(ios_of(imp_cin) + IOS_STATE), left(imp_cin));
    fflush(stdout);
}

static void set_flags(char *stream, unsigned flags)
{
    *(unsigned *)(ios_of(stream) + IOS_FLAGS) = flags;
}

typedef void *(THISCALL *ext_t)(void *, void *);
#define EXT(code) ((ext_t)fn("??5" IS M R "V01@" R code "@Z"))

static void integers(void)
{
    static const char *ints[] = {"  42 x", "-17", "abc", "99999999999", "0x1F", "+0009z", ""};
    static const char *shorts[] = {"70000", "-32768", "-40000"};
    static const char *uints[] = {"-1", "4294967296", "4294967295"};
    static const char *ushorts[] = {"-1", "70000", "65535"};
    static const char *i64s[] = {"-9223372036854775808", "9223372036854775808"};
    static const char *u64s[] = {"18446744073709551615", "-2"};
    char buf[80];
    int i;
    for (i = 0; i < 7; i++) {
        int v = 1234;
        feed(imp_cin, ints[i], lstrlenA(ints[i]), 1);
        EXT("H")(imp_cin, &v);
        sprintf(buf, "%d", v);
        report("int", ints[i], buf);
    }
    for (i = 0; i < 3; i++) {
        short v = 1234;
        feed(imp_cin, shorts[i], lstrlenA(shorts[i]), 1);
        EXT("F")(imp_cin, &v);
        sprintf(buf, "%d", v);
        report("short", shorts[i], buf);
    }
    for (i = 0; i < 3; i++) {
        unsigned v = 1234;
        feed(imp_cin, uints[i], lstrlenA(uints[i]), 1);
        EXT("I")(imp_cin, &v);
        sprintf(buf, "%u", v);
        report("unsigned", uints[i], buf);
    }
    for (i = 0; i < 3; i++) {
        unsigned short v = 1234;
        feed(imp_cin, ushorts[i], lstrlenA(ushorts[i]), 1);
        EXT("G")(imp_cin, &v);
        sprintf(buf, "%u", v);
        report("unsigned short", ushorts[i], buf);
    }
    for (i = 0; i < 2; i++) {
        long long v = 1234;
        feed(imp_cin, i64s[i], lstrlenA(i64s[i]), 1);
        EXT("_J")(imp_cin, &v);
        sprintf(buf, "%I64d", v);
        report("long long", i64s[i], buf);
    }
    for (i = 0; i < 2; i++) {
        unsigned long long v = 1234;
        feed(imp_cin, u64s[i], lstrlenA(u64s[i]), 1);
        EXT("_K")(imp_cin, &v);
        sprintf(buf, "%I64u", v);
        report("unsigned long long", u64s[i], buf);
    }
    {   /* bases: hex, then none (the prefix decides), then oct */
        static const char *texts[] = {"1fg", "0x1f", "017", "019"};
        static const unsigned flags[] = {0x801, 0x1, 0x1, 0x401};
        for (i = 0; i < 4; i++) {
            long v = 1234;
            feed(imp_cin, texts[i], lstrlenA(texts[i]), 1);
            set_flags(imp_cin, flags[i]);
            EXT("J")(imp_cin, &v);
            sprintf(buf, "%ld (flags 0x%x)", v, flags[i]);
            report("long", texts[i], buf);
        }
        set_flags(imp_cin, 0x201);
    }
}

static void others(void)
{
    static const char *bools[] = {"1", "0", "2", "true", "fals", "false!"};
    static const char *floats[] = {"3.25e2x", "1e", "-.5", "1e40", ".", "0x10", "0.1"};
    static const char *doubles[] = {"1.5e308", "1e999", "-2.5E-3;", "12345678901234567890"};
    char buf[80];
    int i;
    for (i = 0; i < 6; i++) {
        char v = 7;
        feed(imp_cin, bools[i], lstrlenA(bools[i]), 1);
        set_flags(imp_cin, i >= 3 ? 0x4201 : 0x201);
        EXT("_N")(imp_cin, &v);
        sprintf(buf, "%d", v);
        report("bool", bools[i], buf);
    }
    set_flags(imp_cin, 0x201);
    for (i = 0; i < 7; i++) {
        float v = 7;
        feed(imp_cin, floats[i], lstrlenA(floats[i]), 1);
        EXT("M")(imp_cin, &v);
        sprintf(buf, "%.9g", v);
        report("float", floats[i], buf);
    }
    for (i = 0; i < 4; i++) {
        double v = 7;
        feed(imp_cin, doubles[i], lstrlenA(doubles[i]), 1);
        EXT("N")(imp_cin, &v);
        sprintf(buf, "%.17g", v);
        report("double", doubles[i], buf);
    }
    {
        double v = 7;
        feed(imp_cin, "2.5", 3, 1);
        EXT("O")(imp_cin, &v);
        sprintf(buf, "%g", v);
        report("long double", "2.5", buf);
    }
    {
        void *v = (void *)1;
        feed(imp_cin, "0x1234 ", 7, 1);
        ((ext_t)fn("??5" IS M R "V01@" R P "X@Z"))(imp_cin, &v);
        sprintf(buf, "%p", v);
        report("pointer", "0x1234 ", buf);
        feed(imp_cin, "xyz", 3, 1);
        ((ext_t)fn("??5" IS M R "V01@" R P "X@Z"))(imp_cin, &v);
        sprintf(buf, "%p", v);
        report("pointer", "xyz", buf);
    }
    {   /* a stream already failed: nothing read, the value kept */
        int v = 55;
        feed(imp_cin, "12", 2, 1);
        *(int *)(ios_of(imp_cin) + IOS_STATE) = 2;
        EXT("H")(imp_cin, &v);
        sprintf(buf, "%d", v);
        report("int on a failed stream", "12", buf);
    }
}

typedef void *(THISCALL *getl_t)(void *, char *, long long);
typedef void *(THISCALL *getd_t)(void *, char *, long long, char);
typedef int (THISCALL *get_t)(void *);
typedef void *(THISCALL *ign_t)(void *, long long, int);
typedef void *(THISCALL *put_t)(void *, char);
typedef void *(THISCALL *unget_t)(void *);
typedef long long (THISCALL *some_t)(void *, char *, long long);

static void unformatted(void)
{
    getl_t getline = (getl_t)fn("?getline@" IS M R "V12@" P "D_J@Z");
    getd_t getline_d = (getd_t)fn("?getline@" IS M R "V12@" P "D_JD@Z");
    getl_t get_s = (getl_t)fn("?get@" IS M R "V12@" P "D_J@Z");
    get_t get = (get_t)fn("?get@" IS M "HXZ");
    get_t peek = (get_t)fn("?peek@" IS M "HXZ");
    ign_t ignore = (ign_t)fn("?ignore@" IS M R "V12@_JH@Z");
    put_t putback = (put_t)fn("?putback@" IS M R "V12@D@Z");
    unget_t unget = (unget_t)fn("?unget@" IS M R "V12@XZ");
    getl_t read = (getl_t)fn("?read@" IS M R "V12@" P "D_J@Z");
    some_t readsome = (some_t)fn("?readsome@" IS M "_J" P "D_J@Z");
    ext_t get_c = (ext_t)fn("?get@" IS M R "V12@" R "D@Z");
    char buf[32], line[80];
    int ch, i;

    feed(imp_cin, "hello\nworld", 11, 1);
    getline(imp_cin, buf, 16);
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("getline 16", "hello\\nworld", line);
    getline(imp_cin, buf, 3);
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("getline 3", "world", line);
    feed(imp_cin, "a;b", 3, 1);
    getline_d(imp_cin, buf, 16, ';');
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("getline ;", "a;b", line);
    getline_d(imp_cin, buf, 16, ';');
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("getline ; again", "b", line);
    feed(imp_cin, "\nx", 2, 1);
    getline(imp_cin, buf, 16);
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("getline empty line", "\\nx", line);
    feed(imp_cin, "ab\ncd", 5, 1);
    get_s(imp_cin, buf, 16);
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("get 16", "ab\\ncd", line);
    get_s(imp_cin, buf, 16);
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("get again", "\\ncd", line);

    feed(imp_cin, "xy", 2, 1);
    for (i = 0; i < 3; i++) {
        ch = get(imp_cin);
        sprintf(line, "%d gcount=%d", ch, (int)gcount(imp_cin));
        report("get()", "xy", line);
    }
    feed(imp_cin, "pq", 2, 1);
    buf[0] = '?';
    get_c(imp_cin, buf);
    sprintf(line, "'%c' peek=%d", buf[0], peek(imp_cin));
    report("get(ch)", "pq", line);
    unget(imp_cin);
    report("unget", "pq", "");
    putback(imp_cin, 'z');
    report("putback z", "pq", "");
    putback(imp_cin, 'p');
    report("putback p", "pq", "");
    feed(imp_cin, "one\ntwo\nthree", 13, 1);
    ignore(imp_cin, 100, '\n');
    sprintf(line, "gcount=%d", (int)gcount(imp_cin));
    report("ignore 100 \\n", "one\\ntwo\\nthree", line);
    ignore(imp_cin, 2, '\n');
    sprintf(line, "gcount=%d", (int)gcount(imp_cin));
    report("ignore 2", "two\\nthree", line);
    ignore(imp_cin, 0x7fffffffffffffffLL, -1);
    sprintf(line, "gcount=%d", (int)gcount(imp_cin));
    report("ignore max", "o\\nthree", line);
    feed(imp_cin, "abcdef", 6, 1);
    read(imp_cin, buf, 4);
    buf[4] = 0;
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("read 4", "abcdef", line);
    read(imp_cin, buf, 4);
    buf[2] = 0;
    sprintf(line, "<%s> gcount=%d", buf, (int)gcount(imp_cin));
    report("read 4 again", "ef", line);
    feed(imp_cin, "abcdef", 6, 1);
    sprintf(line, "%d", (int)readsome(imp_cin, buf, 3));
    report("readsome 3", "abcdef", line);
    sprintf(line, "%d", (int)readsome(imp_cin, buf, 10));
    report("readsome 10", "def", line);
    feed(imp_cin, "", 0, 1);
    ch = peek(imp_cin);
    sprintf(line, "%d", ch);
    report("peek at the end", "", line);
}

/* the protected area members the headers' inline code calls, on cin's buffer */
static void area_members(void)
{
#define SBN "?$basic_streambuf@DU?$char_traits@D@std@@@std@@"
#ifdef _WIN64
#define INC(name) "?" name "@" SBN "IEAAPEADXZ"
#define AVAIL(name) "?" name "@" SBN "IEBA_JXZ"
#else
#define INC(name) "?" name "@" SBN "IAEPADXZ"
#define AVAIL(name) "?" name "@" SBN "IBE_JXZ"
#endif
#define GNINC INC("_Gninc")
#define GNPREINC INC("_Gnpreinc")
#define GNDEC INC("_Gndec")
#define PNINC INC("_Pninc")
#define GNAVAIL AVAIL("_Gnavail")
#define PNAVAIL AVAIL("_Pnavail")
    typedef char *(THISCALL *inc_t)(void *);
    typedef long long (THISCALL *avail_t)(void *);
    char *sb = sb_of(imp_cin);
    static char text[] = "abc", out[4];
    char *p1, *p2, *p3, *p4;
    long long before, after, room;
    feed(imp_cin, text, 3, 1);
    p1 = ((inc_t)fn(GNINC))(sb);
    before = ((avail_t)fn(GNAVAIL))(sb);
    p2 = ((inc_t)fn(GNPREINC))(sb);
    p3 = ((inc_t)fn(GNDEC))(sb);
    after = ((avail_t)fn(GNAVAIL))(sb);
    printf("_Gninc %d, then _Gnavail %d, _Gnpreinc %d, _Gndec %d, _Gnavail %d\n",
           (int)(p1 - text), (int)before, (int)(p2 - text), (int)(p3 - text), (int)after);
    **(char ***)(sb + 4 * PS) = out;
    **(char ***)(sb + 8 * PS) = out;
    **(int **)(sb + 10 * PS + 8) = 4;
    p4 = ((inc_t)fn(PNINC))(sb);
    room = ((avail_t)fn(PNAVAIL))(sb);
    printf("_Pninc %d, then _Pnavail %d, the put pointer %d\n", (int)(p4 - out), (int)room,
           (int)(**(char ***)(sb + 8 * PS) - out));
    **(char ***)(sb + 4 * PS) = NULL;
    **(char ***)(sb + 8 * PS) = NULL;
    **(int **)(sb + 10 * PS + 8) = 0;
    feed(imp_cin, "", 0, 1);
    fflush(stdout);
}

static void wide(void)
{
    typedef void *(THISCALL *wgetl_t)(void *, wchar_t *, long long);
    ext_t ext = (ext_t)fn("??5" WIS M R "V01@" R "H@Z");
    wgetl_t getline = (wgetl_t)fn("?getline@" WIS M R "V12@" P "_W_J@Z");
    static const wchar_t text[] = L" 12 ab\x263a\nrest";
    wchar_t buf[16];
    int v = 0;
    feed(imp_wcin, text, 14, 2);
    ext(imp_wcin, &v);
    getline(imp_wcin, buf, 16);
    printf("wcin: %d <%c%c%c %x> state=%d\n", v, buf[0], buf[1], buf[2], buf[3],
           *(int *)(ios_of(imp_wcin) + IOS_STATE));
    fflush(stdout);
}

int main(void)
{
    msvcp = LoadLibraryA("msvcp140.dll");
#ifdef _WIN64
    imp_cin = cin_entry();
    imp_wcin = wcin_entry();
#endif
    integers();
    others();
    unformatted();
    area_members();
    wide();
    return 0;
}
