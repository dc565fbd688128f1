/* More of MSVCP140 at both widths (tests/x64_msvcp_more.c builds this file for
   x86-64): the clocks std::chrono reads (_Xtime_get_ticks, _Query_perf_counter and
   _Query_perf_frequency, compared with kernel32's), locale::id's number (??Bid: given
   on first use from the id counter, then kept), and the throwers (_Xlength_error,
   _Xout_of_range, _Xinvalid_argument, _Xruntime_error, _Xbad_alloc, _Xoverflow_error):
   each throw is seen by a vectored handler, which prints the thrown object's catchable
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
    fflush(stdout);
    AddVectoredExceptionHandler(1, handler);
    next_step();
    return 0;
}
