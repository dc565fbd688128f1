/*
 * msvcp140_c.c - test guest for msvcp140.dll's C functions, at both widths (the C++
 * members are x86 decorations: guests/tests/msvcp140.c): the mutex and condition API
 * under std::mutex and std::condition_variable with a second thread, the static _Lockit
 * functions, _Winerror_map, and vcruntime140's __std_exception_copy/destroy.
 *
 * Every line is what the same binary prints under Wine 8 (32-bit: xvfb-run -a wine
 * msvcp140_c.exe; its x86-64 build under 64-bit Wine), except where
 * test/win32/crt/test_msvcp140.py says.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HMODULE msvcp;
static int (*mtx_init)(void **, int), (*mtx_lock)(void *), (*mtx_trylock)(void *);
static int (*mtx_unlock)(void *), (*mtx_current_owns)(void *);
static void (*mtx_destroy)(void *);
static int (*cnd_init)(void **), (*cnd_wait)(void *, void *), (*cnd_signal)(void *);
static void (*cnd_destroy)(void *);
static unsigned (*thrd_id)(void);
static void *g_mtx, *g_cnd;
static volatile int g_ready;

static void *fn(HMODULE dll, const char *name)
{
    void *p = (void *)GetProcAddress(dll, name);
    if (!p)
        printf("missing %s\n", name);
    return p;
}

static DWORD WINAPI signaller(void *arg)
{
    int o;
    (void)arg;
    mtx_lock(g_mtx);
    g_ready = 1;
    o = mtx_current_owns(g_mtx);
    printf("thread: owns=%d, signalling\n", o);
    fflush(stdout);
    cnd_signal(g_cnd);
    mtx_unlock(g_mtx);
    return 0;
}

static void signaller_dummy(void) {}

static DWORD WINAPI trier(void *arg)
{
    int r = mtx_trylock(arg);
    int o = mtx_current_owns(arg);
    printf("thread: trylock of a held mutex=%d owns=%d\n", r, o);
    fflush(stdout);
    return 0;
}

int main(void)
{
    void *m = 0;
    int r, a, b, o;
    HANDLE t;
    struct { const char *what; char do_free; } src, dst;

    msvcp = LoadLibraryA("msvcp140.dll");
    printf("msvcp140 loaded: %d\n", msvcp != 0);
    mtx_init = fn(msvcp, "_Mtx_init");
    mtx_destroy = fn(msvcp, "_Mtx_destroy");
    mtx_lock = fn(msvcp, "_Mtx_lock");
    mtx_trylock = fn(msvcp, "_Mtx_trylock");
    mtx_unlock = fn(msvcp, "_Mtx_unlock");
    mtx_current_owns = fn(msvcp, "_Mtx_current_owns");
    cnd_init = fn(msvcp, "_Cnd_init");
    cnd_destroy = fn(msvcp, "_Cnd_destroy");
    cnd_wait = fn(msvcp, "_Cnd_wait");
    cnd_signal = fn(msvcp, "_Cnd_signal");
    thrd_id = fn(msvcp, "_Thrd_id");

    r = mtx_init(&m, 0x102);      /* _Mtx_try | _Mtx_recursive */
    a = mtx_lock(m);
    b = mtx_trylock(m);
    o = mtx_current_owns(m);
    printf("recursive mutex: init=%d lock=%d trylock=%d owns=%d\n", r, a, b, o);
    fflush(stdout);
    t = CreateThread(0, 0, trier, m, 0, 0);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    a = mtx_unlock(m);
    o = mtx_current_owns(m);
    b = mtx_unlock(m);
    printf("unlock=%d owns=%d unlock=%d owns=%d\n", a, o, b, mtx_current_owns(m));
    mtx_destroy(m);

    mtx_init(&g_mtx, 1);
    printf("condition: init=%d\n", cnd_init(&g_cnd));
    fflush(stdout);
    mtx_lock(g_mtx);
    t = CreateThread(0, 0, signaller, 0, 0, 0);
    while (!g_ready) {
        r = cnd_wait(g_cnd, g_mtx);
        o = mtx_current_owns(g_mtx);
        printf("woken: wait=%d ready=%d owns=%d\n", r, g_ready, o);
    }
    mtx_unlock(g_mtx);
    WaitForSingleObject(t, INFINITE);
    CloseHandle(t);
    cnd_destroy(g_cnd);
    mtx_destroy(g_mtx);
    printf("_Thrd_id is GetCurrentThreadId: %d\n", thrd_id() == GetCurrentThreadId());

    void (*lock)(int) = fn(msvcp, "?_Lockit_ctor@_Lockit@std@@SAXH@Z");
    void (*unlock)(int) = fn(msvcp, "?_Lockit_dtor@_Lockit@std@@SAXH@Z");
    lock(1);
    lock(1);
    unlock(1);
    unlock(1);
    printf("static _Lockit: taken twice and released\n");

    /* members and functions whose x64 names differ: this is the first argument there */
#ifdef _WIN64
    void (*lk_ctor)(int *, int) = fn(msvcp, "??0_Lockit@std@@QEAA@H@Z");
    void (*lk_dtor)(int *) = fn(msvcp, "??1_Lockit@std@@QEAA@XZ");
    const char *(*syserror_map)(int) = fn(msvcp, "?_Syserror_map@std@@YAPEBDH@Z");
#else
    void (__attribute__((thiscall)) *lk_ctor)(int *, int) = fn(msvcp, "??0_Lockit@std@@QAE@H@Z");
    void (__attribute__((thiscall)) *lk_dtor)(int *) = fn(msvcp, "??1_Lockit@std@@QAE@XZ");
    const char *(*syserror_map)(int) = fn(msvcp, "?_Syserror_map@std@@YAPBDH@Z");
#endif
    int lk1, lk2;
    lk_ctor(&lk1, 3);
    lk_ctor(&lk2, 3);
    printf("_Lockit objects: kinds %d and %d\n", lk1, lk2);
    lk_dtor(&lk2);
    lk_dtor(&lk1);
    printf("_Syserror_map: 2=%s 9999=%s\n", syserror_map(2), syserror_map(9999));
    void (*(*set_nh)(void (*)(void)))(void) = fn(msvcp, "?set_new_handler@std@@YAP6AXXZP6AXXZ@Z");
    void (*prev)(void) = set_nh((void (*)(void))signaller_dummy);
    void (*ours)(void) = set_nh(0);
    printf("set_new_handler: previous=%d then ours=%d\n", prev != 0,
           ours == (void (*)(void))signaller_dummy);

    int (*winerror_map)(int) = fn(msvcp, "?_Winerror_map@std@@YAHH@Z");
    printf("_Winerror_map: 2=%d 5=%d 183=%d 12345=%d\n", winerror_map(2), winerror_map(5),
           winerror_map(183), winerror_map(12345));

    HMODULE vcrt = LoadLibraryA("vcruntime140.dll");
    void (*copy)(const void *, void *) = fn(vcrt, "__std_exception_copy");
    void (*destroy)(void *) = fn(vcrt, "__std_exception_destroy");
    src.what = "a literal";
    src.do_free = 0;
    copy(&src, &dst);
    printf("copy of a literal: shared=%d do_free=%d\n", dst.what == src.what, dst.do_free);
    src = dst;
    src.do_free = 1;              /* pretend it is owned: the copy duplicates it */
    copy(&src, &dst);
    printf("copy of an owned message: shared=%d do_free=%d text=%s\n", dst.what == src.what,
           dst.do_free, dst.what);
    destroy(&dst);
    printf("destroyed: what=%d do_free=%d\n", dst.what != 0, dst.do_free);

    /* the UCRT functions the C++ library's programs call */
    HMODULE ucrt = LoadLibraryA("ucrtbase.dll");
    unsigned (*abort_behavior)(unsigned, unsigned) = fn(ucrt, "_set_abort_behavior");
    int (*error_mode)(int) = fn(ucrt, "_set_error_mode");
    int (*buffer_pointers)(void *, char ***, char ***, int **) =
        fn(ucrt, "_get_stream_buffer_pointers");
    void *(*u_fopen)(const char *, const char *) = fn(ucrt, "fopen");
    int (*u_fclose)(void *) = fn(ucrt, "fclose");
    unsigned old1 = abort_behavior(0, 1);
    unsigned old2 = abort_behavior(1, 1);
    printf("_set_abort_behavior: %u then %u\n", old1, old2);
    a = error_mode(3);
    b = error_mode(1);
    r = error_mode(3);
    o = error_mode(0);
    printf("_set_error_mode: report=%d set=%d report=%d set=%d\n", a, b, r, o);
    void *fp = u_fopen("bufptr.txt", "w");
    char **pbase = 0, **pptr = 0;
    int *pcount = 0;
    r = buffer_pointers(fp, &pbase, &pptr, &pcount);
    printf("_get_stream_buffer_pointers=%d: base at %d, ptr at %d, count at %d\n", r,
           (int)((char *)pbase - (char *)fp), (int)((char *)pptr - (char *)fp),
           (int)((char *)pcount - (char *)fp));
    r = buffer_pointers(fp, 0, &pptr, 0);
    printf("only ptr: %d\n", r);
    u_fclose(fp);
    DeleteFileA("bufptr.txt");
    printf("done\n");
    return 0;
}
