/*
 * msvcp140.c - test guest for msvcp140.dll, Visual C++ 2015-2022's C++ library, as
 * programs built with it call it (found with GetProcAddress; members are __thiscall):
 *
 * - the mutex and condition C API under std::mutex and std::condition_variable
 *   (_Mtx_*, _Cnd_*), with a second thread, and _Lockit;
 * - the throwers (_Xlength_error, _Xbad_alloc, _Throw_Cpp_error...): each is called inside
 *   a try block laid out by hand as Visual C++ lays one out (FuncInfo, try-block map,
 *   handler types naming std classes by their decorated names, __CxxFrameHandler3), and
 *   the catch prints the class (from the object's RTTI) and what();
 * - _Syserror_map and _Winerror_map;
 * - basic_streambuf<char> with a derived class's overrides (its vtable a copy of the DLL's),
 *   the global locale, the codecvt<char, char> facet and _Locinfo.
 *
 * Every line is what the same binary prints under Wine 8 (xvfb-run -a wine
 * msvcp140.exe), except where test/win32/crt/test_msvcp140.py says.
 */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define THISCALL __attribute__((thiscall))

typedef struct { const void *vft; void *spare; char name[32]; } TD;        /* TypeDescriptor */
typedef struct { int to; const void *action; } UME;                        /* UnwindMapEntry */
typedef struct { unsigned adj; const TD *type; int disp; const void *funclet; } HT;
typedef struct { int low, high, catch_high, n; const HT *handlers; } TBME;
typedef struct { unsigned magic; int max_state; const UME *unwind; unsigned ntry;
                 const TBME *tries; unsigned nip; const void *ip; const void *es;
                 unsigned flags; } FI;                                       /* FuncInfo */

void *p_frame_handler;
static HMODULE msvcp;

static void *fn(const char *name)
{
    void *p = (void *)GetProcAddress(msvcp, name);
    if (!p)
        printf("missing %s\n", name);
    return p;
}

static void say(const char *text)
{
    printf("%s\n", text);
    fflush(stdout);
}

/* -- catching ------------------------------------------------------------------------------ */
typedef const char *(THISCALL *what_t)(void *);

static const char *class_name(void *obj)
{
    /* vtable[-1]: CompleteObjectLocator {sig, off, cdoff, TypeDescriptor *, ...} */
    void **vt = *(void ***)obj;
    unsigned *locator = (unsigned *)vt[-1];
    return ((TD *)locator[3])->name;
}

static void show(const char *how, void *obj)
{
    void **vt = *(void ***)obj;
    printf("  caught %s: %s what=\"%s\"\n", how, class_name(obj), ((what_t)vt[1])(obj));
    fflush(stdout);
}

void on_logic(void *obj) { show("logic_error&", obj); }
void on_exception(void *obj) { show("exception&", obj); }
void on_value(void *obj) { show("length_error by value", obj); }
void on_all(void) { say("  caught ..."); }

int tf(void *thunk, void (*body)(const char *), const char *arg);

/* int tf(thunk, body, arg): try { body(arg); } with the handlers of the FuncInfo the thunk
 * names; 0 when nothing was thrown, 1 after a catch. */
__asm__(
".intel_syntax noprefix\n"
".text\n"
".globl _tf\n"
"_tf:\n"
"    push ebp\n"
"    mov ebp, esp\n"
"    push -1\n"
"    push dword ptr [ebp+8]\n"           /* the FuncInfo thunk */
"    push dword ptr fs:[0]\n"
"    mov dword ptr fs:[0], esp\n"        /* registration at [ebp-0xC] */
"    push ecx\n"                         /* [ebp-0x10]: saved esp */
"    sub esp, 40\n"                      /* [ebp-0x14]: the catch slot; [ebp-0x38]: a by-value copy */
"    push ebx\n"
"    push esi\n"
"    push edi\n"
"    mov dword ptr [ebp-16], esp\n"
"    mov dword ptr [ebp-4], 0\n"         /* try { */
"    push dword ptr [ebp+16]\n"
"    call dword ptr [ebp+12]\n"
"    add esp, 4\n"
"    mov dword ptr [ebp-4], -1\n"
"    xor eax, eax\n"
"    jmp _tf_ret\n"
"_tf_after_catch:\n"
"    mov dword ptr [ebp-4], -1\n"
"    mov eax, 1\n"
"_tf_ret:\n"
"    mov ecx, dword ptr [ebp-12]\n"
"    mov dword ptr fs:[0], ecx\n"
"    pop edi\n"
"    pop esi\n"
"    pop ebx\n"
"    mov esp, ebp\n"
"    pop ebp\n"
"    ret\n"
"_catch_logic:\n"
"    push dword ptr [ebp-20]\n"
"    call _on_logic\n"
"    add esp, 4\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
"_catch_exception:\n"
"    push dword ptr [ebp-20]\n"
"    call _on_exception\n"
"    add esp, 4\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
"_catch_value:\n"
"    lea eax, [ebp-56]\n"
"    push eax\n"
"    call _on_value\n"
"    add esp, 4\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
"_catch_all:\n"
"    call _on_all\n"
"    mov eax, offset _tf_after_catch\n"
"    ret\n"
"_thunk_std:\n"
"    mov eax, offset _fi_std\n"
"    jmp dword ptr [_p_frame_handler]\n"
"_thunk_value:\n"
"    mov eax, offset _fi_value\n"
"    jmp dword ptr [_p_frame_handler]\n"
".att_syntax prefix\n"
);

extern char catch_logic[], catch_exception[], catch_value[], catch_all[];
extern char thunk_std[], thunk_value[];

static const int type_info_vft[2];
const TD td_logic = {type_info_vft, 0, ".?AVlogic_error@std@@"};
const TD td_exception = {type_info_vft, 0, ".?AVexception@std@@"};
const TD td_length = {type_info_vft, 0, ".?AVlength_error@std@@"};

#define SLOT (-0x14)
#define REF 8
#define CONSTREF 1
/* try {} catch (const std::logic_error &) {} catch (const std::exception &) {} catch (...) {} */
const HT ht_std[] = {{REF | CONSTREF, &td_logic, SLOT, catch_logic},
                     {REF | CONSTREF, &td_exception, SLOT, catch_exception},
                     {0, 0, 0, catch_all}};
const UME um_one[] = {{-1, 0}, {-1, 0}};
const TBME tb_std[] = {{0, 0, 1, 3, ht_std}};
const FI fi_std = {0x19930520, 2, um_one, 1, tb_std, 0, 0, 0, 0};
/* try {} catch (std::length_error e) {} catch (...) {}: the copy is made at [ebp-0x38] */
const HT ht_value[] = {{0, &td_length, -0x38, catch_value}, {0, 0, 0, catch_all}};
const TBME tb_value[] = {{0, 0, 1, 2, ht_value}};
const FI fi_value = {0x19930520, 2, um_one, 1, tb_value, 0, 0, 0, 0};

static void (*x_length)(const char *), (*x_range)(const char *), (*x_runtime)(const char *);
static void (*x_bad_alloc)(void), (*x_function)(void), (*x_cpp)(int);

void call_length(const char *m) { x_length(m); }
void call_range(const char *m) { x_range(m); }
void call_runtime(const char *m) { x_runtime(m); }
void call_bad_alloc(const char *m) { (void)m; x_bad_alloc(); }
void call_function(const char *m) { (void)m; x_function(); }
void call_cpp(const char *m) { x_cpp(atoi(m)); }
void call_nothing(const char *m) { printf("  no throw (%s)\n", m); }

static void system_error_code(const char *m)
{
    x_cpp(atoi(m));
}

/* -- mutexes and conditions ------------------------------------------------------------------ */
static int (*mtx_init)(void **, int), (*mtx_lock)(void *), (*mtx_trylock)(void *);
static int (*mtx_unlock)(void *), (*mtx_current_owns)(void *);
static void (*mtx_destroy)(void *), (*mtx_init_in_situ)(void *, int);
static int (*cnd_init)(void **), (*cnd_wait)(void *, void *), (*cnd_signal)(void *);
static int (*cnd_broadcast)(void *);
static void (*cnd_destroy)(void *);
static unsigned (*thrd_id)(void);

static void *g_mtx, *g_cnd;
static volatile int g_ready, g_seen;

static DWORD WINAPI signaller(void *arg)
{
    (void)arg;
    mtx_lock(g_mtx);
    g_ready = 1;
    int o = mtx_current_owns(g_mtx);
    printf("  thread: owns=%d, signalling\n", o);
    fflush(stdout);
    cnd_signal(g_cnd);
    mtx_unlock(g_mtx);
    return 0;
}

static DWORD WINAPI trier(void *arg)
{
    int r = mtx_trylock(arg);
    int o = mtx_current_owns(arg);
    printf("  thread: trylock of a held mutex=%d owns=%d\n", r, o);
    fflush(stdout);
    return 0;
}

static void mutexes(void)
{
    void *m = 0;
    int r, a, b, o;
    HANDLE t;
    /* a std::mutex the headers construct at compile time: all zero but the type */
    struct { int type; void *cs[9]; long thread; int count; } constexpr_mtx;
    memset(&constexpr_mtx, 0, sizeof constexpr_mtx);
    constexpr_mtx.type = 1;       /* _Mtx_plain */
    r = mtx_lock(&constexpr_mtx);
    o = mtx_current_owns(&constexpr_mtx);
    printf("constexpr mutex: lock=%d owns=%d\n", r, o);
    r = mtx_unlock(&constexpr_mtx);
    o = mtx_current_owns(&constexpr_mtx);
    printf("  unlock=%d owns=%d\n", r, o);

    r = mtx_init(&m, 0x102);      /* _Mtx_try | _Mtx_recursive */
    printf("recursive mutex: init=%d non-null=%d\n", r, m != 0);
    a = mtx_lock(m);
    b = mtx_trylock(m);
    o = mtx_current_owns(m);
    printf("  lock=%d trylock=%d owns=%d\n", a, b, o);
    fflush(stdout);
    t = CreateThread(0, 0, trier, m, 0, 0);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    a = mtx_unlock(m);
    o = mtx_current_owns(m);
    printf("  unlock=%d owns=%d\n", a, o);
    a = mtx_unlock(m);
    o = mtx_current_owns(m);
    printf("  unlock=%d owns=%d\n", a, o);
    mtx_destroy(m);

    r = mtx_init(&m, 0x2);        /* _Mtx_try, not recursive */
    a = mtx_lock(m);
    b = mtx_trylock(m);
    o = mtx_current_owns(m);
    printf("try mutex: init=%d lock=%d trylock again=%d owns=%d\n", r, a, b, o);
    a = mtx_unlock(m);
    o = mtx_current_owns(m);
    printf("  unlock=%d owns=%d\n", a, o);
    mtx_destroy(m);

    mtx_init(&g_mtx, 1);
    printf("condition: init=%d\n", cnd_init(&g_cnd));
    fflush(stdout);
    mtx_lock(g_mtx);
    t = CreateThread(0, 0, signaller, 0, 0, 0);
    while (!g_ready) {
        r = cnd_wait(g_cnd, g_mtx);
        o = mtx_current_owns(g_mtx);
        printf("  woken: wait=%d ready=%d owns=%d\n", r, g_ready, o);
    }
    mtx_unlock(g_mtx);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    printf("  broadcast with no waiter=%d\n", cnd_broadcast(g_cnd));
    cnd_destroy(g_cnd);
    mtx_destroy(g_mtx);
    printf("_Thrd_id is GetCurrentThreadId: %d\n", thrd_id() == GetCurrentThreadId());
    fflush(stdout);
}

static void lockits(void)
{
    void (THISCALL *ctor)(int *, int) = fn("??0_Lockit@std@@QAE@H@Z");
    void (THISCALL *dtor)(int *) = fn("??1_Lockit@std@@QAE@XZ");
    int a, b;
    ctor(&a, 2);
    ctor(&b, 2);                  /* the same lock again, on the same thread */
    printf("_Lockit: kind %d and %d held\n", a, b);
    dtor(&b);
    dtor(&a);
    say("_Lockit: released");
}

/* -- basic_streambuf<char> and the locale ------------------------------------------------------ */
struct sbuf { void **vt; char *gfirst, *pfirst; char **igfirst, **ipfirst; char *gnext, *pnext;
              char **ignext, **ipnext; int gcount, pcount; int *igcount, *ipcount;
              void *plocale; };
static const char *src = "hello, streams";
static int src_pos;
static char chunk[4];
static char sink[64];
static int sink_len, sink_limit = 10;

/* a derived class's overrides: underflow hands out the source 3 characters at a time,
 * overflow appends to sink */
static int THISCALL my_underflow(struct sbuf *sb)
{
    int n = 0;
    while (n < 3 && src[src_pos])
        chunk[n++] = src[src_pos++];
    if (!n)
        return -1;
    *sb->igfirst = chunk;
    *sb->ignext = chunk;
    *sb->igcount = n;
    return (unsigned char)chunk[0];
}

static int THISCALL my_overflow(struct sbuf *sb, int ch)
{
    (void)sb;
    if (sink_len >= sink_limit)
        return -1;                /* full */
    sink[sink_len++] = (char)ch;
    return ch;
}

static void streams(void)
{
    void (THISCALL *ctor)(struct sbuf *) =
        fn("??0?$basic_streambuf@DU?$char_traits@D@std@@@std@@IAE@XZ");
    void (THISCALL *dtor)(struct sbuf *) =
        fn("??1?$basic_streambuf@DU?$char_traits@D@std@@@std@@UAE@XZ");
    int (THISCALL *sgetc)(struct sbuf *) =
        fn("?sgetc@?$basic_streambuf@DU?$char_traits@D@std@@@std@@QAEHXZ");
    int (THISCALL *sbumpc)(struct sbuf *) =
        fn("?sbumpc@?$basic_streambuf@DU?$char_traits@D@std@@@std@@QAEHXZ");
    int (THISCALL *snextc)(struct sbuf *) =
        fn("?snextc@?$basic_streambuf@DU?$char_traits@D@std@@@std@@QAEHXZ");
    long long (THISCALL *xsgetn)(struct sbuf *, char *, long long) =
        fn("?xsgetn@?$basic_streambuf@DU?$char_traits@D@std@@@std@@MAE_JPAD_J@Z");
    long long (THISCALL *xsputn)(struct sbuf *, const char *, long long) =
        fn("?xsputn@?$basic_streambuf@DU?$char_traits@D@std@@@std@@MAE_JPBD_J@Z");
    long long (THISCALL *showmanyc)(struct sbuf *) =
        fn("?showmanyc@?$basic_streambuf@DU?$char_traits@D@std@@@std@@MAE_JXZ");
    int (THISCALL *sync)(struct sbuf *) =
        fn("?sync@?$basic_streambuf@DU?$char_traits@D@std@@@std@@MAEHXZ");
    void *(THISCALL *getloc)(struct sbuf *, void **) =
        fn("?getloc@?$basic_streambuf@DU?$char_traits@D@std@@@std@@QBE?AVlocale@2@XZ");
    void *(*global)(void) = fn("?_Getgloballocale@locale@std@@CAPAV_Locimp@12@XZ");
    void *(*init)(int) = fn("?_Init@locale@std@@CAPAV_Locimp@12@_N@Z");
    unsigned (*getcat)(void **, void **) =
        fn("?_Getcat@?$codecvt@DDU_Mbstatet@@@std@@SAIPAPBVfacet@locale@2@PBV42@@Z");
    int (THISCALL *noconv)(void *) = fn("?always_noconv@codecvt_base@std@@QBE_NXZ");
    int (THISCALL *cvt_in)(void *, int *, const char *, const char *, const char **, char *,
                           char *, char **) =
        fn("?in@?$codecvt@DDU_Mbstatet@@@std@@QBEHAAU_Mbstatet@@PBD1AAPBDPAD3AAPAD@Z");
    int (THISCALL *cvt_unshift)(void *, int *, char *, char *, char **) =
        fn("?unshift@?$codecvt@DDU_Mbstatet@@@std@@QBEHAAU_Mbstatet@@PAD1AAPAD@Z");
    void (THISCALL *locinfo_ctor)(void *, int, const char *) = fn("??0_Locinfo@std@@QAE@HPBD@Z");
    void (THISCALL *locinfo_dtor)(void *) = fn("??1_Locinfo@std@@QAE@XZ");
    const char *(THISCALL *locinfo_name)(void *) = fn("?_Getname@_Locinfo@std@@QBEPBDXZ");
    struct sbuf sb;
    void *vt[15];
    char got[16];
    void *loc[2] = {0, 0};        /* a locale: {empty bases; _Locimp *} */
    int a, b, d;
    long long n;

    ctor(&sb);
    printf("streambuf: areas empty=%d locale=%d global=%d\n",
           *sb.ignext == 0 && *sb.ipnext == 0 && *sb.igcount == 0, sb.plocale != 0,
           ((void **)sb.plocale)[1] == global());
    memcpy(vt, sb.vt, sizeof vt);
    vt[3] = (void *)my_overflow;
    vt[6] = (void *)my_underflow;
    sb.vt = vt;
    a = sgetc(&sb);
    b = sbumpc(&sb);
    d = snextc(&sb);
    printf("  sgetc=%c sbumpc=%c snextc=%c\n", a, b, d);
    memset(got, 0, sizeof got);
    n = xsgetn(&sb, got, 6);
    printf("  xsgetn(6)=%d \"%s\"\n", (int)n, got);
    memset(got, 0, sizeof got);
    n = xsgetn(&sb, got, 10);
    printf("  xsgetn(10) at the end=%d \"%s\" sgetc=%d\n", (int)n, got, sgetc(&sb));
    n = xsputn(&sb, "abcdefghijklmn", 14);
    printf("  xsputn(14)=%d sink=\"%.*s\"\n", (int)n, sink_len, sink);
    n = showmanyc(&sb);
    printf("  showmanyc=%d sync=%d\n", (int)n, sync(&sb));
    getloc(&sb, loc);
    printf("  getloc is the global locale: %d\n", loc[1] == global());
    sb.vt = *(void ***)&vt;       /* the derived part ends; the base destructor runs */
    dtor(&sb);

    void *imp = init(0);
    printf("locale::_Init: same as global=%d\n", imp == global());
    void *facet = 0;
    unsigned cat = getcat(&facet, loc);
    int state = 0;
    const char text[] = "xyz", *mid1 = 0;
    char out[4], *mid2 = 0;
    a = noconv(facet);
    b = cvt_in(facet, &state, text, text + 3, &mid1, out, out + 4, &mid2);
    printf("codecvt: _Getcat=%u facet=%d always_noconv=%d in=%d mid1=%d mid2=%d\n", cat,
           facet != 0, a, b, (int)(mid1 - text), (int)(mid2 - out));
    b = cvt_unshift(facet, &state, out, out + 4, &mid2);
    printf("  unshift=%d mid2=%d\n", b, (int)(mid2 - out));

    char info[256];
    locinfo_ctor(info, 0x3f, "C");
    printf("_Locinfo(all, \"C\"): %s\n", locinfo_name(info));
    locinfo_dtor(info);
    locinfo_ctor(info, 0x3f, "Klingon");
    printf("_Locinfo(all, \"Klingon\"): %s\n", locinfo_name(info));
    locinfo_dtor(info);
    fflush(stdout);
}

/* -- the char streams over a derived streambuf, and _Fiopen ----------------------------------- */
static int syncs;
static int THISCALL my_sync(struct sbuf *sb) { (void)sb; syncs++; return 0; }
static char *g_ios;

void set_bad(const char *m)
{
    void (THISCALL *setstate)(void *, int, int) =
        fn("?setstate@?$basic_ios@DU?$char_traits@D@std@@@std@@QAEXH_N@Z");
    (void)m;
    setstate(g_ios, 4, 0);
}

/* extra ("msvcp140.exe extra"): what Wine 8 cannot do (its msvcp140 faults in the
 * destructor of a basic_ios never init()ed) */
static void iostreams(int extra)
{
    void (THISCALL *sb_ctor)(struct sbuf *) =
        fn("??0?$basic_streambuf@DU?$char_traits@D@std@@@std@@IAE@XZ");
    void (THISCALL *sb_dtor)(struct sbuf *) =
        fn("??1?$basic_streambuf@DU?$char_traits@D@std@@@std@@UAE@XZ");
    void (THISCALL *ios_ctor)(void *) = fn("??0?$basic_ios@DU?$char_traits@D@std@@@std@@IAE@XZ");
    void (THISCALL *ios_dtor)(void *) = fn("??1?$basic_ios@DU?$char_traits@D@std@@@std@@UAE@XZ");
    void (THISCALL *iostream_ctor)(void *, struct sbuf *, int) =
        fn("??0?$basic_iostream@DU?$char_traits@D@std@@@std@@QAE@PAV?$basic_streambuf@DU?$char_traits@D@std@@@1@@Z");
    void (THISCALL *iostream_dtor)(void *) =
        fn("??1?$basic_iostream@DU?$char_traits@D@std@@@std@@UAE@XZ");
    void (THISCALL *istream_ctor)(void *, struct sbuf *, int, int) =
        fn("??0?$basic_istream@DU?$char_traits@D@std@@@std@@QAE@PAV?$basic_streambuf@DU?$char_traits@D@std@@@1@_N@Z");
    void (THISCALL *istream_dtor)(void *) =
        fn("??1?$basic_istream@DU?$char_traits@D@std@@@std@@UAE@XZ");
    void (THISCALL *ostream_ctor)(void *, struct sbuf *, int, int) =
        fn("??0?$basic_ostream@DU?$char_traits@D@std@@@std@@QAE@PAV?$basic_streambuf@DU?$char_traits@D@std@@@1@_N@Z");
    void (THISCALL *ostream_dtor)(void *) =
        fn("??1?$basic_ostream@DU?$char_traits@D@std@@@std@@UAE@XZ");
    int (THISCALL *ipfx)(void *, int) =
        fn("?_Ipfx@?$basic_istream@DU?$char_traits@D@std@@@std@@QAE_N_N@Z");
    void *(THISCALL *flush)(void *) =
        fn("?flush@?$basic_ostream@DU?$char_traits@D@std@@@std@@QAEAAV12@XZ");
    void (THISCALL *osfx)(void *) = fn("?_Osfx@?$basic_ostream@DU?$char_traits@D@std@@@std@@QAEXXZ");
    char (THISCALL *widen)(void *, char) =
        fn("?widen@?$basic_ios@DU?$char_traits@D@std@@@std@@QBEDD@Z");
    void *(THISCALL *imbue)(void *, void **, void **) =
        fn("?imbue@?$basic_ios@DU?$char_traits@D@std@@@std@@QAE?AVlocale@2@ABV32@@Z");
    void *(THISCALL *ios_getloc)(void *, void **) = fn("?getloc@ios_base@std@@QBE?AVlocale@2@XZ");
    void *(*global)(void) = fn("?_Getgloballocale@locale@std@@CAPAV_Locimp@12@XZ");
    void *(*fiopen)(const char *, int, int) = fn("?_Fiopen@std@@YAPAU_iobuf@@PBDHH@Z");
    HMODULE ucrt = LoadLibraryA("ucrtbase.dll");
    int (*u_fputs)(const char *, void *) = (void *)GetProcAddress(ucrt, "fputs");
    int (*u_fclose)(void *) = (void *)GetProcAddress(ucrt, "fclose");
    long (*u_ftell)(void *) = (void *)GetProcAddress(ucrt, "ftell");
    static struct sbuf sb;
    static void *vt[15];
    static double store[16];      /* an iostream: istream, ostream at 16, basic_ios at 32 */
    char *obj = (char *)store, *ios;
    void *loc[2] = {0, 0}, *old[2] = {0, 0};
    int r;

    sb_ctor(&sb);
    memcpy(vt, sb.vt, sizeof vt);
    vt[6] = (void *)my_underflow;
    vt[13] = (void *)my_sync;
    sb.vt = vt;
    src = "   \t\n  word";
    src_pos = 0;
    iostream_ctor(obj, &sb, 1);
    ios = obj + ((int *)*(void **)obj)[1];
    g_ios = ios;
    printf("vbtables: istream %d, ostream %d, iostream %d and %d\n",
           ((int *)fn("??_8?$basic_istream@DU?$char_traits@D@std@@@std@@7B@"))[1],
           ((int *)fn("??_8?$basic_ostream@DU?$char_traits@D@std@@@std@@7B@"))[1],
           ((int *)fn("??_8?$basic_iostream@DU?$char_traits@D@std@@@std@@7B?$basic_istream@DU?$char_traits@D@std@@@1@@"))[1],
           ((int *)fn("??_8?$basic_iostream@DU?$char_traits@D@std@@@std@@7B?$basic_ostream@DU?$char_traits@D@std@@@1@@"))[1]);
    printf("iostream: basic_ios at %d, ostream vbase at %d\n", (int)(ios - obj),
           ((int *)*(void **)(obj + 16))[1]);
    printf("  state=%d except=%d flags=0x%x prec=%d wide=%d strbuf=%d tie=%d fill='%c'\n",
           *(int *)(ios + 12), *(int *)(ios + 16), *(int *)(ios + 20), *(int *)(ios + 24),
           *(int *)(ios + 32), *(struct sbuf **)(ios + 56) == &sb, *(void **)(ios + 60) != 0,
           ios[64]);
    r = ipfx(obj, 0);
    printf("  _Ipfx skips white space: %d, next=%c\n", r, **sb.ignext);
    r = ipfx(obj, 1);
    printf("  _Ipfx(noskip): %d\n", r);
    flush(obj + 16);
    printf("  flush: syncs=%d state=%d\n", syncs, *(int *)(ios + 12));
    osfx(obj + 16);
    *(int *)(ios + 20) |= 2;      /* unitbuf */
    osfx(obj + 16);
    printf("  _Osfx without and with unitbuf: syncs=%d\n", syncs);
    printf("  widen('x')=%c\n", widen(ios, 'x'));
    ios_getloc(ios, loc);
    imbue(ios, old, loc);
    printf("  imbue: old is global=%d\n", old[1] == global());
    if (extra) {
        /* basic_ios alone, never init()ed (on zeroed memory: Wine 8's constructor leaves
         * the fields as they were, the 2022 library's zeroes them) */
        memset(store, 0, sizeof store);
        ios_ctor(obj);
        printf("basic_ios(): state=%d strbuf=%d\n", *(int *)(obj + 12), *(int *)(obj + 56));
        ios_dtor(obj);
        return;
    }
    src = "";
    src_pos = 0;
    r = ipfx(obj, 0);
    printf("  _Ipfx at the end: %d state=%d\n", r, *(int *)(ios + 12));
    *(int *)(ios + 16) = 4;       /* exceptions(badbit) */
    printf("setstate(badbit) with exceptions(badbit): %d\n", tf(thunk_std, set_bad, ""));
    printf("  state=%d\n", *(int *)(ios + 12));
    iostream_dtor(ios);
    ios_dtor(ios);

    /* an istream alone */
    istream_ctor(obj, &sb, 0, 1);
    ios = obj + ((int *)*(void **)obj)[1];
    printf("istream: basic_ios at %d state=%d\n", (int)(ios - obj), *(int *)(ios + 12));
    istream_dtor(ios);
    ios_dtor(ios);

    /* an ostream alone */
    ostream_ctor(obj, &sb, 0, 1);
    ios = obj + ((int *)*(void **)obj)[1];
    printf("ostream: basic_ios at %d state=%d buffer %d\n", (int)(ios - obj),
           *(int *)(ios + 12), *(struct sbuf **)(ios + 56) == &sb);
    ostream_dtor(ios);
    ios_dtor(ios);
    sb.vt = vt;
    sb_dtor(&sb);

    void *fp = fiopen("fiopen.txt", 0x1, 0x40);                 /* in: no such file */
    printf("_Fiopen(in) of a missing file: %d\n", fp != 0);
    fp = fiopen("fiopen.txt", 0x2 | 0x10, 0x40);                /* out | trunc */
    printf("_Fiopen(out|trunc): %d\n", fp != 0);
    u_fputs("abc", fp);
    u_fclose(fp);
    fp = fiopen("fiopen.txt", 0x1 | 0x4, 0x40);                 /* in | ate */
    printf("_Fiopen(in|ate): %d at %ld\n", fp != 0, fp ? u_ftell(fp) : -1L);
    if (fp)
        u_fclose(fp);
    fp = fiopen("fiopen.txt", 0x1 | 0x10, 0x40);                /* in | trunc: not valid */
    printf("_Fiopen(in|trunc): %d\n", fp != 0);
    DeleteFileA("fiopen.txt");
    fflush(stdout);
}

/* -- time_put<char> -------------------------------------------------------------------------- */
/* edge ("msvcp140.exe extra"): the 2022 library's handling of conversions strftime does not
 * know, of a trailing %, and of out-of-range fields, which Wine 8 does not share */
static void time_puts(int edge)
{
    unsigned (*getcat)(void **, void **) =
        fn("?_Getcat@?$time_put@DV?$ostreambuf_iterator@DU?$char_traits@D@std@@@std@@@std@@SAIPAPBVfacet@locale@2@PBV42@@Z");
    struct iter { int failed; struct sbuf *buf; };
    struct iter *(THISCALL *put)(void *, struct iter *, struct iter, void *, char,
                                 const struct tm *, const char *, const char *) =
        fn("?put@?$time_put@DV?$ostreambuf_iterator@DU?$char_traits@D@std@@@std@@@std@@QBE?AV?$ostreambuf_iterator@DU?$char_traits@D@std@@@2@V32@AAVios_base@2@DPBUtm@@PBD3@Z");
    void (THISCALL *sb_ctor)(struct sbuf *) =
        fn("??0?$basic_streambuf@DU?$char_traits@D@std@@@std@@IAE@XZ");
    void (THISCALL *istream_ctor)(void *, struct sbuf *, int, int) =
        fn("??0?$basic_istream@DU?$char_traits@D@std@@@std@@QAE@PAV?$basic_streambuf@DU?$char_traits@D@std@@@1@_N@Z");
    static struct sbuf sb;
    static void *vt[15];
    static double store[16];
    void *facet = 0, *loc[2] = {0, 0};
    struct tm t;
    struct iter it, out;
    char *ios;
    const char *pat;

    void *(THISCALL *getloc)(struct sbuf *, void **) =
        fn("?getloc@?$basic_streambuf@DU?$char_traits@D@std@@@std@@QBE?AVlocale@2@XZ");
    sb_ctor(&sb);
    getloc(&sb, loc);
    printf("time_put: _Getcat=%u", getcat(&facet, loc));
    printf(" facet=%d\n", facet != 0);
    memcpy(vt, sb.vt, sizeof vt);
    vt[3] = (void *)my_overflow;
    sb.vt = vt;
    istream_ctor(store, &sb, 0, 1);
    {
        int *vb;
        memcpy(&vb, store, sizeof vb);
        ios = (char *)store + vb[1];
    }
    memset(&t, 0, sizeof t);
    t.tm_year = 126; t.tm_mon = 11; t.tm_mday = 6; t.tm_hour = 7; t.tm_min = 5; t.tm_sec = 9;
    t.tm_wday = 0; t.tm_yday = 339;
    pat = edge ? "%Ey|%#d|%%|%q|%" : "%Y-%m-%d %H:%M:%S|%a %b|%d%%";
    sink_len = 0;
    sink_limit = 60;
    it.failed = 0;
    it.buf = &sb;
    put(facet, &out, it, ios, ' ', &t, pat, pat + strlen(pat));
    printf("  put: \"%.*s\" failed=%d state=%d\n", sink_len, sink, out.failed,
           *(int *)(ios + 12));
    if (edge) {
        t.tm_mon = 12;            /* out of range */
        pat = "[%B %d]";
        sink_len = 0;
        put(facet, &out, it, ios, ' ', &t, pat, pat + strlen(pat));
        printf("  put with tm_mon=12: \"%.*s\" state=%d\n", sink_len, sink,
               *(int *)(ios + 12));
    }
    t.tm_mon = 0;
    sink_len = 0;
    sink_limit = 4;
    pat = "%Y%m%d";
    put(facet, &out, it, ios, ' ', &t, pat, pat + strlen(pat));
    printf("  put into a full buffer: \"%.*s\" failed=%d\n", sink_len, sink, out.failed);
    fflush(stdout);
}

int main(int argc, char **argv)
{
    msvcp = LoadLibraryA("msvcp140.dll");
    printf("msvcp140 loaded: %d\n", msvcp != 0);
    p_frame_handler = (void *)GetProcAddress(LoadLibraryA("msvcrt.dll"), "__CxxFrameHandler3");

    mtx_init = fn("_Mtx_init");
    mtx_init_in_situ = fn("_Mtx_init_in_situ");
    mtx_destroy = fn("_Mtx_destroy");
    mtx_lock = fn("_Mtx_lock");
    mtx_trylock = fn("_Mtx_trylock");
    mtx_unlock = fn("_Mtx_unlock");
    mtx_current_owns = fn("_Mtx_current_owns");
    cnd_init = fn("_Cnd_init");
    cnd_destroy = fn("_Cnd_destroy");
    cnd_wait = fn("_Cnd_wait");
    cnd_signal = fn("_Cnd_signal");
    cnd_broadcast = fn("_Cnd_broadcast");
    thrd_id = fn("_Thrd_id");
    mutexes();
    lockits();
    streams();

    x_length = fn("?_Xlength_error@std@@YAXPBD@Z");
    x_range = fn("?_Xout_of_range@std@@YAXPBD@Z");
    x_runtime = fn("?_Xruntime_error@std@@YAXPBD@Z");
    x_bad_alloc = fn("?_Xbad_alloc@std@@YAXXZ");
    x_function = fn("?_Xbad_function_call@std@@YAXXZ");
    x_cpp = fn("?_Throw_Cpp_error@std@@YAXH@Z");
    printf("nothing thrown: %d\n", tf(thunk_std, call_nothing, "x"));
    printf("_Xlength_error: %d\n", tf(thunk_std, call_length, "string too long"));
    printf("_Xout_of_range: %d\n", tf(thunk_std, call_range, "invalid string position"));
    printf("_Xruntime_error: %d\n", tf(thunk_std, call_runtime, "a runtime error"));
    printf("_Xbad_alloc: %d\n", tf(thunk_std, call_bad_alloc, ""));
    printf("_Xbad_function_call: %d\n", tf(thunk_std, call_function, ""));
    printf("_Throw_Cpp_error(5): %d\n", tf(thunk_std, call_cpp, "5"));
    printf("_Throw_Cpp_error(0): %d\n", tf(thunk_std, system_error_code, "0"));
    printf("length_error by value: %d\n", tf(thunk_value, call_length, "by value"));
    printf("out_of_range by catch(...): %d\n", tf(thunk_value, call_range, "range"));
    iostreams(argc > 1 && !strcmp(argv[1], "extra"));
    time_puts(argc > 1 && !strcmp(argv[1], "extra"));

    const char *(*syserror_map)(int) = fn("?_Syserror_map@std@@YAPBDH@Z");
    int (*winerror_map)(int) = fn("?_Winerror_map@std@@YAHH@Z");
    printf("_Syserror_map: 0=%s 36=%s 2=%s 9999=%s\n", syserror_map(0), syserror_map(36),
           syserror_map(2), syserror_map(9999));
    printf("_Winerror_map: 2=%d 5=%d 183=%d 10060=%d 12345=%d\n", winerror_map(2),
           winerror_map(5), winerror_map(183), winerror_map(10060), winerror_map(12345));
    say("done");
    return 0;
}
