/* More of MSVCP140 at both widths (tests/x64_msvcp_more.c builds this file for
   x86-64): the clocks std::chrono reads (_Xtime_get_ticks, _Query_perf_counter and
   _Query_perf_frequency, compared with kernel32's), std::call_once's _Execute_once,
   locale::id's number (??Bid: given
   on first use from the id counter, then kept), and the throwers (_Xlength_error,
   _Xout_of_range, _Xinvalid_argument, _Xruntime_error, _Xbad_alloc, _Xoverflow_error):
   each throw is seen by a vectored handler, which prints uncaught_exceptions() (1: thrown,
   not caught) and the thrown object's catchable
   types (ThrowInfo; at x64 offsets from the image base the exception record carries),
   its class from its RTTI (vtable[-1]: the complete object locator), what() through its
   vtable, a copy made with the copy constructor the catchable type names, then destroys
   both with ThrowInfo's destructor and goes on at the next step. */
#include <windows.h>
#include <stdio.h>

#ifdef _WIN64
#define THISCALL
#define PEB "PEBD"
#define BID "??Bid@locale@std@@QEAA_KXZ"
#else
#define THISCALL __attribute__((thiscall))
#define PEB "PBD"
#define BID "??Bid@locale@std@@QAEIXZ"
#endif

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

static void clocks(void)
{
    long long (*ticks)(void) = (long long (*)(void))fn("_Xtime_get_ticks");
    long long (*counter)(void) = (long long (*)(void))fn("_Query_perf_counter");
    long long (*frequency)(void) = (long long (*)(void))fn("_Query_perf_frequency");
    FILETIME ft;
    LARGE_INTEGER qpc, qpf;
    long long t = ticks(), now, c;
    GetSystemTimeAsFileTime(&ft);
    now = ((long long)ft.dwHighDateTime << 32 | ft.dwLowDateTime) - 116444736000000000LL;
    printf("_Xtime_get_ticks within a second of the system time: %d\n",
           now - t >= 0 && now - t < 10000000);
    QueryPerformanceFrequency(&qpf);
    printf("_Query_perf_frequency is QueryPerformanceFrequency's: %d\n",
           frequency() == qpf.QuadPart);
    c = counter();
    QueryPerformanceCounter(&qpc);
    printf("_Query_perf_counter within a second of QueryPerformanceCounter's: %d\n",
           qpc.QuadPart - c >= 0 && qpc.QuadPart - c < qpf.QuadPart);
}

static void ids(void)
{
    typedef size_t (THISCALL *bid_t)(size_t *);
    bid_t bid = (bid_t)fn(BID);
    size_t a = 0, b = 0, preset = 77;
    size_t na = bid(&a), nb = bid(&b);
    printf("id: first %d, second is the next %d, kept %d, stored %d, preset %d\n",
           na != 0, nb == na + 1, bid(&a) == na, a == na, (int)bid(&preset));
}

#ifndef _WIN64
/* ctype<char> as use_facet makes it (x86): _Getcat on the classic locale, its table,
   its members */
static void ctype_facet(void)
{
    typedef void *(*classic_t)(void);
    typedef size_t (*getcat_t)(void **, void *);
    typedef size_t (THISCALL *bid_t)(size_t *);
    typedef char (THISCALL *conv_t)(void *, char);
    typedef char (THISCALL *narrow_t)(void *, char, char);
    typedef const char *(THISCALL *range_t)(void *, char *, const char *);
    typedef unsigned char (THISCALL *is_t)(void *, short, char);
    typedef void *(THISCALL *vdtor_t)(void *, unsigned);
#define CT "?$ctype@D@std@@"
    void *loc = ((classic_t)fn("?classic@locale@std@@SAABV12@XZ"))();
    size_t *id = (size_t *)fn("?id@" CT "2V0locale@2@A");
    void *facet = NULL;
    size_t cat = ((getcat_t)fn("?_Getcat@" CT "SAIPAPBVfacet@locale@2@PBV42@@Z"))(&facet, loc);
    size_t n = ((bid_t)fn(BID))(id);
    const short *table;
    char text[] = "MiXeD 1!";
    const char *end;
    printf("ctype<char>: category %d, facet %d, refs %d, id given %d\n", (int)cat,
           facet != NULL, facet ? ((int *)facet)[1] : -1, n != 0 && *id == n);
    if (!facet)
        return;
    table = ((const short **)facet)[3];
    printf("  table: A %03x a %03x 5 %03x space %03x tab %03x ! %03x nul %03x 0x80 %03x 0xe9 %03x\n",
           table['A'], table['a'], table['5'], table[' '], table['\t'], table['!'], table[0],
           table[0x80], table[0xe9]);
    printf("  is(alpha, 'x') %d is(digit, 'x') %d table() is it %d\n",
           ((is_t)fn("?is@" CT "QBE_NFD@Z"))(facet, 0x103, 'x'),
           ((is_t)fn("?is@" CT "QBE_NFD@Z"))(facet, 0x4, 'x'),
           ((const short *(THISCALL *)(void *))fn("?table@" CT "QBEPBFXZ"))(facet) == table);
    printf("  tolower Q %c toupper q %c widen z %c narrow z %c\n",
           ((conv_t)fn("?tolower@" CT "QBEDD@Z"))(facet, 'Q'),
           ((conv_t)fn("?toupper@" CT "QBEDD@Z"))(facet, 'q'),
           ((conv_t)fn("?widen@" CT "QBEDD@Z"))(facet, 'z'),
           ((narrow_t)fn("?narrow@" CT "QBEDDD@Z"))(facet, 'z', '?'));
    end = ((range_t)fn("?tolower@" CT "QBEPBDPADPBD@Z"))(facet, text, text + 8);
    printf("  tolower range <%s> end %d", text, (int)(end - text));
    end = ((range_t)fn("?toupper@" CT "QBEPBDPADPBD@Z"))(facet, text, text + 5);
    printf(" toupper 5 <%s> end %d\n", text, (int)(end - text));
    fflush(stdout);
    ((vdtor_t)(*(void ***)facet)[0])(facet, 1);
}
#endif

/* std::call_once's _Execute_once: the callback runs once; one answering FALSE leaves the
   flag for the next call */
static int once_calls;
static int WINAPI once_ok(void *flag, void *pv, void **ctx)
{
    once_calls++;
    printf("  callback: pv %s, ctx %s\n", (char *)pv, ctx ? "set" : "NULL");
    return 1;
}
static int WINAPI once_fail(void *flag, void *pv, void **ctx)
{
    once_calls++;
    return 0;
}

static void call_once(void)
{
#ifdef _WIN64
#define EXECUTE_ONCE "?_Execute_once@std@@YAHAEAUonce_flag@1@P6AHPEAX1PEAPEAX@Z1@Z"
#else
#define EXECUTE_ONCE "?_Execute_once@std@@YAHAAUonce_flag@1@P6GHPAX1PAPAX@Z1@Z"
#endif
    typedef int (*exec_t)(void **, int (WINAPI *)(void *, void *, void **), void *);
    exec_t exec = (exec_t)fn(EXECUTE_ONCE);
    void *flag = NULL, *flag2 = NULL;
    int r1 = exec(&flag, once_ok, "first"), r2 = exec(&flag, once_ok, "second");
    int r3, r4;
    printf("_Execute_once: %d %d, calls %d, flag done %d\n", r1, r2, once_calls,
           flag != NULL);
    once_calls = 0;
    r3 = exec(&flag2, once_fail, "x");
    printf("  failing callback: %d, flag %s\n", r3, flag2 ? "set" : "clear");
    r4 = exec(&flag2, once_ok, "again");
    printf("  then: %d, calls %d\n", r4, once_calls);
    fflush(stdout);
}

/* -- the throwers, seen by a vectored handler ----------------------------------------------- */
static const char *throwers[] = {"?_Xlength_error@std@@YAX" PEB "@Z",
                                 "?_Xout_of_range@std@@YAX" PEB "@Z",
                                 "?_Xinvalid_argument@std@@YAX" PEB "@Z",
                                 "?_Xruntime_error@std@@YAX" PEB "@Z",
                                 "?_Xbad_alloc@std@@YAXXZ",
                                 "?_Xoverflow_error@std@@YAX" PEB "@Z"};
static int step;
static char copy_buf[64] __attribute__((aligned(16)));

typedef const char *(THISCALL *what_t)(void *);
typedef void *(THISCALL *copy_t)(void *, void *);
typedef void (THISCALL *dtor_t)(void *);

static char *at(ULONG_PTR base, unsigned rva)
{
#ifdef _WIN64
    return (char *)(base + rva);
#else
    (void)base;
    return (char *)(ULONG_PTR)rva;
#endif
}

static void show_throw(EXCEPTION_RECORD *rec)
{
    void *obj = (void *)rec->ExceptionInformation[1];
    unsigned *info = (unsigned *)rec->ExceptionInformation[2];
    ULONG_PTR base = rec->NumberParameters > 3 ? rec->ExceptionInformation[3] : 0;
    unsigned *array = (unsigned *)at(base, info[3]);
    void **vtable = *(void ***)obj;
    unsigned *locator = (unsigned *)vtable[-1];
    ULONG_PTR rtti_base = 0;
    unsigned i;
    char *copy;
#ifdef _WIN64
    rtti_base = (ULONG_PTR)locator - locator[5];      /* pSelf */
#endif
    printf("  params %d, types:", (int)rec->NumberParameters);
    for (i = 0; i < array[0]; i++) {
        unsigned *ct = (unsigned *)at(base, array[1 + i]);
        printf(" %s(size %d)", at(base, ct[1]) + 2 * sizeof(void *), ct[5]);
    }
    printf("\n  class %s, what() \"%s\"\n", at(rtti_base, locator[3]) + 2 * sizeof(void *),
           ((what_t)vtable[1])(obj));
    {
        unsigned *ct = (unsigned *)at(base, array[1]);
        copy = (char *)((copy_t)at(base, ct[6]))(copy_buf, obj);
        printf("  copy is the buffer %d, its what() \"%s\"\n", copy == copy_buf,
               ((what_t)(*(void ***)copy)[1])(copy));
    }
    ((dtor_t)at(base, info[1]))(copy_buf);
    ((dtor_t)at(base, info[1]))(obj);
    fflush(stdout);
}

static void next_step(void);

static LONG CALLBACK handler(EXCEPTION_POINTERS *ep)
{
    EXCEPTION_RECORD *rec = ep->ExceptionRecord;
    if (rec->ExceptionCode != 0xE06D7363)
        return EXCEPTION_CONTINUE_SEARCH;
    printf("%s: caught 0x%08lx flags %lu magic 0x%08lx\n", throwers[step],
           rec->ExceptionCode, rec->ExceptionFlags,
           (unsigned long)rec->ExceptionInformation[0]);
    show_throw(rec);
    printf("  uncaught_exceptions() %d\n", ((int (*)(void))fn("?uncaught_exceptions@std@@YAHXZ"))());
    step++;
#ifdef _WIN64
    ep->ContextRecord->Rsp = (ep->ContextRecord->Rsp & ~(DWORD64)15) - 8;
    ep->ContextRecord->Rip = (DWORD64)next_step;
#else
    ep->ContextRecord->Esp &= ~15;
    ep->ContextRecord->Eip = (DWORD)next_step;
#endif
    return EXCEPTION_CONTINUE_EXECUTION;
}

static void next_step(void)
{
    if (step < 6) {
        if (step != 4)
            ((void (*)(const char *))fn(throwers[step]))("a message");
        else
            ((void (*)(void))fn(throwers[step]))();
        printf("not thrown\n");
    }
    printf("done\n");
    fflush(stdout);
    ExitProcess(0);
}

int main(void)
{
    msvcp = LoadLibraryA("msvcp140.dll");
    clocks();
    ids();
    printf("uncaught_exceptions() %d\n", ((int (*)(void))fn("?uncaught_exceptions@std@@YAHXZ"))());
#ifndef _WIN64
    ctype_facet();
#endif
    call_once();
    fflush(stdout);
    AddVectoredExceptionHandler(1, handler);
    next_step();
    return 0;
}
