/* MSVCP140's thread API and basic_streambuf's / ios_base's accessors at both widths
 * (issue 23: cppcheck 2.22.0 stopped at basic_streambuf::pptr, clangd 22.1.1 at
 * _Thrd_join). Through GetProcAddress, as msvcp_more.c: _Thrd_create / _Thrd_join with
 * an exit code, _Thrd_start, _Thrd_detach, _Thrd_current / _Thrd_equal / _Thrd_id,
 * notify-at-thread-exit (_Cnd_register_at_thread_exit, _Cnd_do_broadcast_at_thread_exit,
 * _Cnd_unregister_at_thread_exit), then a buffer's areas through _Init, setg, setp,
 * gbump, pbump and the six pointers (char and wchar_t), then ios_base's flags, width,
 * precision and state members on a zeroed object. One line per check
 * (test/win32/crt/test_msvcp_thrd.py; x86-64: tests/x64_msvcp_thrd.c, the same source). */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#ifdef _WIN64
#define THISCALL
#define SB "?$basic_streambuf@DU?$char_traits@D@std@@@std@@"
#define WSB "?$basic_streambuf@_WU?$char_traits@_W@std@@@std@@"
#define CONST_PTR(cls, ch) "?%s@" cls "IEBAPEA" ch "XZ"
#define BUMP "IEAAXH@Z"
#define SETG "IEAAXPEAD00@Z"
#define SETP2 "IEAAXPEAD0@Z"
#define WSETG "IEAAXPEA_W00@Z"
#define INIT0 "IEAAXXZ"
#define INIT6 "IEAAXPEAPEAD0PEAH001@Z"
#define IB_GET_INT "QEBAHXZ"
#define IB_GET_64 "QEBA_JXZ"
#define IB_SET_64 "QEAA_J_J@Z"
#define IB_SETF2 "QEAAHHH@Z"
#define IB_FLAGS1 "QEAAHH@Z"
#define IB_BOOL "QEBA_NXZ"
#define IB_UNSETF "QEAAXH@Z"
#else
#define THISCALL __attribute__((thiscall))
#define SB "?$basic_streambuf@DU?$char_traits@D@std@@@std@@"
#define WSB "?$basic_streambuf@_WU?$char_traits@_W@std@@@std@@"
#define CONST_PTR(cls, ch) "?%s@" cls "IBEPA" ch "XZ"
#define BUMP "IAEXH@Z"
#define SETG "IAEXPAD00@Z"
#define SETP2 "IAEXPAD0@Z"
#define WSETG "IAEXPA_W00@Z"
#define INIT0 "IAEXXZ"
#define INIT6 "IAEXPAPAD0PAH001@Z"
#define IB_GET_INT "QBEHXZ"
#define IB_GET_64 "QBE_JXZ"
#define IB_SET_64 "QAE_J_J@Z"
#define IB_SETF2 "QAEHHH@Z"
#define IB_FLAGS1 "QAEHH@Z"
#define IB_BOOL "QBE_NXZ"
#define IB_UNSETF "QAEXH@Z"
#endif

static HMODULE msvcp;

static void *get(const char *name)
{
    FARPROC f = GetProcAddress(msvcp, name);
    if (!f)
        printf("missing %s\n", name);
    return (void *)f;
}

typedef struct { HANDLE hnd; unsigned id; } thrd_t_;
typedef int (*thrd_create_t)(thrd_t_ *, int (*)(void *), void *);
typedef int (*thrd_start_t)(thrd_t_ *, unsigned (__stdcall *)(void *), void *);
typedef int (*thrd_join_t)(thrd_t_, int *);
typedef int (*thrd_detach_t)(thrd_t_);
typedef thrd_t_ (*thrd_current_t)(void);
typedef int (*thrd_equal_t)(thrd_t_, thrd_t_);
typedef unsigned (*thrd_id_t)(void);
typedef int (*mtx_init_t)(void **, int);
typedef int (*mtx_op_t)(void *);
typedef int (*cnd_init_t)(void **);
typedef void (*cnd_register_t)(void *, void *, int *);
typedef void (*cnd_unregister_t)(void *);
typedef void (*void_t)(void);

static thrd_id_t thrd_id;
static thrd_current_t thrd_current;
static unsigned child_id;
static thrd_t_ child_current;
static void *mtx, *cnd;
static int ready;
static mtx_op_t mtx_lock, mtx_unlock;
static cnd_register_t cnd_register;
static void_t cnd_broadcast_exit;

static int child(void *arg)
{
    child_id = thrd_id();
    child_current = thrd_current();
    return 40 + (int)(INT_PTR)arg;
}

static unsigned __stdcall child_std(void *arg)
{
    return 7 * (unsigned)(INT_PTR)arg;
}

static int notifier(void *arg)
{
    mtx_lock(mtx);
    cnd_register(cnd, mtx, &ready);
    /* what the runner of a std::thread calls at the end */
    return 0;
}

static void threads(void)
{
    thrd_create_t create = (thrd_create_t)get("_Thrd_create");
    thrd_start_t start = (thrd_start_t)get("_Thrd_start");
    thrd_join_t join = (thrd_join_t)get("_Thrd_join");
    thrd_detach_t detach = (thrd_detach_t)get("_Thrd_detach");
    thrd_equal_t equal = (thrd_equal_t)get("_Thrd_equal");
    mtx_init_t mtx_init = (mtx_init_t)get("_Mtx_init");
    cnd_init_t cnd_init = (cnd_init_t)get("_Cnd_init");
    cnd_unregister_t cnd_unregister = (cnd_unregister_t)get("_Cnd_unregister_at_thread_exit");
    thrd_t_ t, me, me2;
    int code = -1, r;
    DWORD ec = 0;

    thrd_id = (thrd_id_t)get("_Thrd_id");
    thrd_current = (thrd_current_t)get("_Thrd_current");
    mtx_lock = (mtx_op_t)get("_Mtx_lock");
    mtx_unlock = (mtx_op_t)get("_Mtx_unlock");
    cnd_register = (cnd_register_t)get("_Cnd_register_at_thread_exit");
    cnd_broadcast_exit = (void_t)get("_Cnd_do_broadcast_at_thread_exit");

    memset(&t, 0, sizeof t);
    r = create(&t, child, (void *)2);
    printf("_Thrd_create %d, handle %d, id %d\n", r, t.hnd != NULL, t.id != 0);
    r = join(t, &code);
    printf("_Thrd_join %d, code %d, child's _Thrd_id is the id %d\n", r, code,
           child_id == t.id);
    printf("  child's _Thrd_current: no handle %d, its id %d\n", child_current.hnd == NULL,
           child_current.id == t.id);
    printf("  handle closed: GetExitCodeThread %d\n", (int)GetExitCodeThread(t.hnd, &ec));
    r = start(&t, child_std, (void *)3);
    printf("_Thrd_start %d\n", r);
    WaitForSingleObject(t.hnd, INFINITE);
    GetExitCodeThread(t.hnd, &ec);
    printf("  exit code %lu, _Thrd_detach %d, again %d\n", ec, detach(t), detach(t));
    me = thrd_current();
    me2 = thrd_current();
    printf("_Thrd_current: no handle %d, id is GetCurrentThreadId %d, _Thrd_id %d\n",
           me.hnd == NULL, me.id == GetCurrentThreadId(), thrd_id() == GetCurrentThreadId());
    printf("_Thrd_equal same %d, other %d\n", equal(me, me2), equal(me, t));
    printf("_Thrd_join of no thread %d\n", join((thrd_t_){NULL, 0}, NULL));

    mtx_init(&mtx, 1);
    cnd_init(&cnd);
    /* the notifier ends holding mtx; the library's runner of _Thrd_create unlocks it,
     * sets ready and broadcasts (Windows' cthread.cpp) */
    create(&t, notifier, NULL);
    join(t, NULL);
    printf("notify at thread exit: ready %d\n", ready);
    /* registered, then unregistered: nothing happens at exit */
    ready = 0;
    mtx_init(&mtx, 1);
    mtx_lock(mtx);
    cnd_register(cnd, mtx, &ready);
    cnd_unregister(mtx);
    cnd_broadcast_exit();
    printf("unregistered: ready %d\n", ready);
    mtx_unlock(mtx);
}

/* a streambuf's storage: vtable, 8 pointers, 2 ints, 2 pointers, locale */
typedef struct {
    void *vtbl;
    void *gfirst, *pfirst, **igfirst, **ipfirst, *gnext, *pnext, **ignext, **ipnext;
    int gcount, pcount;
    int *igcount, *ipcount;
    void *loc;
} sbuf;

typedef char *(THISCALL *ptr_t)(void *);
typedef void (THISCALL *bump_t)(void *, int);
typedef void (THISCALL *set3_t)(void *, void *, void *, void *);
typedef void (THISCALL *set2_t)(void *, void *, void *);
typedef void (THISCALL *init0_t)(void *);
typedef void (THISCALL *init6_t)(void *, void *, void *, void *, void *, void *, void *);

static ptr_t accessor(const char *cls, const char *ch, const char *name)
{
    char full[200];
#ifdef _WIN64
    snprintf(full, sizeof full, "?%s@%sIEBAPEA%sXZ", name, cls, ch);
#else
    snprintf(full, sizeof full, "?%s@%sIBEPA%sXZ", name, cls, ch);
#endif
    return (ptr_t)get(full);
}

static void areas(void)
{
    static const char *names[] = {"eback", "gptr", "egptr", "pbase", "pptr", "epptr"};
    ptr_t p[6], wp[6];
    sbuf b, w;
    char data[16];
    wchar_t wdata[8];
    char *gf, *gn, *pf, *pn;
    int gc, pc, i;
    for (i = 0; i < 6; i++) {
        p[i] = accessor(SB, "D", names[i]);
        wp[i] = accessor(WSB, "_W", names[i]);
    }
    memset(&b, 0x55, sizeof b);
    ((init0_t)get("?_Init@" SB INIT0))(&b);
    printf("_Init(): igfirst own %d, gfirst %p, gptr %p egptr %p pptr %p\n",
           b.igfirst == &b.gfirst, b.gfirst, p[1](&b), p[2](&b), p[4](&b));
    ((set3_t)get("?setg@" SB SETG))(&b, data, data + 2, data + 10);
    printf("setg(d, d+2, d+10): eback %d gptr %d egptr %d count %d\n", (int)(p[0](&b) - data),
           (int)(p[1](&b) - data), (int)(p[2](&b) - data), b.gcount);
    ((bump_t)get("?gbump@" SB BUMP))(&b, 3);
    printf("gbump(3): gptr %d egptr %d count %d\n", (int)(p[1](&b) - data),
           (int)(p[2](&b) - data), b.gcount);
    ((bump_t)get("?gbump@" SB BUMP))(&b, -1);
    printf("gbump(-1): gptr %d count %d\n", (int)(p[1](&b) - data), b.gcount);
    ((set2_t)get("?setp@" SB SETP2))(&b, data + 4, data + 12);
    printf("setp(d+4, d+12): pbase %d pptr %d epptr %d count %d\n", (int)(p[3](&b) - data),
           (int)(p[4](&b) - data), (int)(p[5](&b) - data), b.pcount);
    ((set3_t)get("?setp@" SB SETG))(&b, data, data + 5, data + 6);
    ((bump_t)get("?pbump@" SB BUMP))(&b, 1);
    printf("setp(d, d+5, d+6), pbump(1): pbase %d pptr %d epptr %d count %d\n",
           (int)(p[3](&b) - data), (int)(p[4](&b) - data), (int)(p[5](&b) - data), b.pcount);
    gf = gn = pf = pn = NULL;
    gc = 9; pc = 4;
    ((init6_t)get("?_Init@" SB INIT6))(&b, &gf, &gn, &gc, &pf, &pn, &pc);
    gn = data + 1;
    pn = data + 3;
    printf("_Init(6 places): gptr %d egptr %d pptr %d epptr %d, own gptr kept %d\n",
           (int)(p[1](&b) - data), (int)(p[2](&b) - data), (int)(p[4](&b) - data),
           (int)(p[5](&b) - data), (int)((char *)b.gnext - data));

    memset(&w, 0, sizeof w);
    ((init0_t)get("?_Init@" WSB INIT0))(&w);
    ((set3_t)get("?setg@" WSB WSETG))(&w, wdata, wdata + 1, wdata + 5);
    ((bump_t)get("?gbump@" WSB BUMP))(&w, 2);
    printf("wchar_t setg(w, w+1, w+5), gbump(2): eback %d gptr %d egptr %d count %d\n",
           (int)((wchar_t *)wp[0](&w) - wdata), (int)((wchar_t *)wp[1](&w) - wdata),
           (int)((wchar_t *)wp[2](&w) - wdata), w.gcount);
}

typedef int (THISCALL *ib_int_t)(void *);
typedef int (THISCALL *ib_int1_t)(void *, int);
typedef int (THISCALL *ib_int2_t)(void *, int, int);
typedef long long (THISCALL *ib_64_t)(void *);
typedef long long (THISCALL *ib_64set_t)(void *, long long);
typedef unsigned char (THISCALL *ib_bool_t)(void *);

static void ios(void)
{
    /* ios_base: vtable, stdstr, state, except, flags, prec, wide, ... */
    /* Visual C++ aligns the fields after the vtable to 8: state at 12 (x64: 16) */
    union { unsigned char b[128]; long long align; } s;
    int *state = (int *)(s.b + (sizeof(void *) == 8 ? 16 : 12));
    long long w0, w1, p0, p1;
    ib_int1_t flags1 = (ib_int1_t)get("?flags@ios_base@std@@" IB_FLAGS1);
    ib_int1_t setf1 = (ib_int1_t)get("?setf@ios_base@std@@" IB_FLAGS1);
    ib_int2_t setf2 = (ib_int2_t)get("?setf@ios_base@std@@" IB_SETF2);
    ib_int_t flags = (ib_int_t)get("?flags@ios_base@std@@" IB_GET_INT);
    ib_int1_t unsetf = (ib_int1_t)get("?unsetf@ios_base@std@@" IB_UNSETF);
    ib_64set_t width1 = (ib_64set_t)get("?width@ios_base@std@@" IB_SET_64);
    ib_64_t width = (ib_64_t)get("?width@ios_base@std@@" IB_GET_64);
    ib_64set_t prec1 = (ib_64set_t)get("?precision@ios_base@std@@" IB_SET_64);
    ib_64_t prec = (ib_64_t)get("?precision@ios_base@std@@" IB_GET_64);
    ib_int_t rdstate = (ib_int_t)get("?rdstate@ios_base@std@@" IB_GET_INT);
    ib_bool_t good = (ib_bool_t)get("?good@ios_base@std@@" IB_BOOL);
    ib_bool_t eof = (ib_bool_t)get("?eof@ios_base@std@@" IB_BOOL);
    ib_bool_t fail = (ib_bool_t)get("?fail@ios_base@std@@" IB_BOOL);
    ib_bool_t bad = (ib_bool_t)get("?bad@ios_base@std@@" IB_BOOL);
    ib_bool_t not_ = (ib_bool_t)get("??7ios_base@std@@" IB_BOOL);
    ib_bool_t bool_ = (ib_bool_t)get("??Bios_base@std@@" IB_BOOL);
    int old;

    memset(&s, 0, sizeof s);
    old = flags1(&s, 0x12345);
    printf("flags(0x12345): old %#x now %#x\n", old, flags(&s));
    old = setf1(&s, 0x10000 | 0x4);
    printf("setf(0x10004): old %#x now %#x\n", old, flags(&s));
    old = setf2(&s, 0x800, 0xe00);
    printf("setf(0x800, 0xe00): old %#x now %#x\n", old, flags(&s));
    unsetf(&s, 0x4);
    printf("unsetf(4): %#x\n", flags(&s));
    w0 = width1(&s, 12);
    w1 = width(&s);
    p0 = prec1(&s, -3);
    p1 = prec(&s);
    printf("width(12): old %lld now %lld; precision(-3): old %lld now %lld\n", w0, w1, p0, p1);
    *state = 1;
    printf("state 1: rdstate %d good %d eof %d fail %d bad %d ! %d bool %d\n", rdstate(&s),
           good(&s), eof(&s), fail(&s), bad(&s), not_(&s), bool_(&s));
    *state = 4;
    printf("state 4: good %d eof %d fail %d bad %d ! %d bool %d\n", good(&s), eof(&s),
           fail(&s), bad(&s), not_(&s), bool_(&s));
}

int main(void)
{
    msvcp = LoadLibraryA("msvcp140.dll");
    setvbuf(stdout, NULL, _IONBF, 0);
    threads();
    areas();
    ios();
    printf("done\n");
    return 0;
}
