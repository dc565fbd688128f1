/* Visual C++'s x64 C++ exceptions (__CxxFrameHandler3, _CxxThrowException) with a real
 * MSVC-ABI toolchain: clang++ --target=x86_64-pc-windows-msvc emits the FuncInfo, try-block,
 * unwind and IP-to-state maps, ThrowInfo and CatchableTypes with image-relative RVAs, catch
 * and cleanup funclets, exactly as cl.exe's /EHs programs hold them; lld-link links it
 * against msvcrt.dll and kernel32.dll through import libraries made from msvcrt_cxx64.def
 * and kernel32_cxx64.def. No MSVC headers: what it uses is declared here. msvc_fh4.s adds
 * two functions with FH4 tables (vcruntime140_1.dll's __CxxFrameHandler4), laid out by
 * hand since clang emits FH3 only.
 *
 *   msvc_cxx64.exe            one line per check, exit code 0
 *   msvc_cxx64.exe uncaught   a C++ exception nobody catches: the process ends with
 *                             0xE06D7363, as 64-bit Windows ends it
 *
 * Built by its own rule in guests/Makefile (needs clang and lld).
 */
extern "C" int printf(const char *, ...);
extern "C" int fflush(void *);
extern "C" void exit(int);
extern "C" char *strstr(const char *, const char *);
extern "C" __declspec(dllimport) char *__stdcall GetCommandLineA(void);
extern "C" unsigned long __exception_code(void);

static volatile int zero = 0;
static int copies, destroyed;

struct Noisy {
    const char *name;
    Noisy(const char *n) : name(n) {}
    Noisy(const Noisy &o) : name(o.name) { copies++; printf("  copy %s\n", name); }
    ~Noisy() { destroyed++; printf("  destroy %s\n", name); }
};
struct Base { int code; Base(int c) : code(c) {} };
struct Derived : Base { int extra; Derived(int c, int e) : Base(c), extra(e) {} };
/* Two bases: catching the second one needs the object's address adjusted (its PMD). */
struct Left { int l; };
struct Right { int r; };
struct Both : Left, Right { int both; };

__declspec(noinline) void throw_int(int v) { if (v >= zero) throw v; }
__declspec(noinline) void thrower(int v)
{
    Noisy local("thrower local");
    if (v >= zero) throw v;
    printf("not reached\n");
}
/* No try block: the exception crosses it, its local destroyed on the way. */
__declspec(noinline) void middle(int v)
{
    Noisy local("middle local");
    thrower(v);
    printf("not reached\n");
}
/* No handler at all (nothing to destroy): the walk steps over it. */
__declspec(noinline) int plain(int v) { middle(v); return v + zero; }

__declspec(noinline) void by_value(void)
{
    try { throw Noisy("thrown"); }
    catch (Noisy n) { printf("caught Noisy by value: %s\n", n.name); }
}

__declspec(noinline) void by_reference(void)
{
    try { throw Noisy("thrown ref"); }
    catch (Noisy &n) { printf("caught Noisy by reference: %s\n", n.name); }
}

__declspec(noinline) void by_base(void)
{
    try { throw Derived(7, 8); }
    catch (Base &b) { printf("caught Derived by Base&: code=%d\n", b.code); }
    try {
        Both both;
        both.l = 1; both.r = 2; both.both = 3;
        throw both;
    }
    catch (Right &r) { printf("caught Both by second base Right&: r=%d\n", r.r); }
}

__declspec(noinline) void catch_all(void)
{
    try { plain(5); }
    catch (const char *) { printf("wrong handler\n"); }
    catch (...) { printf("caught by catch(...)\n"); }
}

__declspec(noinline) void rethrow(void)
{
    try {
        try { thrower(9); }
        catch (int i) { printf("inner caught %d, rethrowing\n", i); throw; }
    }
    catch (int i) { printf("outer caught rethrown %d\n", i); }
}

__declspec(noinline) void nested(void)
{
    try {
        Noisy outer("outer try local");
        try {
            Noisy inner("inner try local");
            throw_int(11);
        }
        catch (const char *s) { printf("wrong handler %s\n", s); }
        printf("not reached\n");
    }
    catch (int i) { printf("nested: outer try caught %d\n", i); }
}

__declspec(noinline) void throw_in_catch(void)
{
    try {
        try { throw Noisy("first"); }
        catch (Noisy &n) {
            Noisy in_catch("catch local");
            printf("caught %s, throwing another\n", n.name);
            throw 12;
        }
    }
    catch (int i) { printf("caught the second: %d\n", i); }
}

/* A try block inside a catch block: its catch continues inside the outer catch funclet. */
__declspec(noinline) void try_in_catch(void)
{
    try { throw_int(20); }
    catch (int i) {
        Noisy held("held in catch");
        try { throw Noisy("inner"); }
        catch (const Noisy &n) { printf("catch in catch: %d then %s\n", i, n.name); }
        printf("back in the outer catch: %d\n", i);
    }
}

/* A pointer to a class: the catch by base pointer gets it adjusted to the base. */
__declspec(noinline) void by_pointer(void)
{
    static Both both;
    both.l = 4; both.r = 5;
    try { throw &both; }
    catch (Right *r) { printf("caught Both* as Right*: r=%d adjusted=%d\n", r->r,
                              (char *)r != (char *)&both); }
}

/* clang marks a catch(...) HT_IsStdDotDot (it compiles /EHs semantics): it takes C++
 * exceptions only, so an access violation inside its try passes it to the __except
 * around it. Wine 8's msvcrt ignores the mark and its catch(...) takes the fault. */
static int *volatile null_ptr;
__declspec(noinline) void fault(void) { *null_ptr = 1; }
__declspec(noinline) void dotdot_fault(void)
{
    try { fault(); }
    catch (...) { printf("catch(...) took an access violation\n"); }
}
__declspec(noinline) void std_dotdot(void)
{
    __try { dotdot_fault(); }
    __except (__exception_code() == 0xC0000005) {
        printf("an access violation passed catch(...) to __except\n");
    }
}

#ifndef MSVC_CXX_NO_FH4
/* Called by msvc_fh4.s, whose two functions carry FH4 tables (__CxxFrameHandler4). */
extern "C" __declspec(noinline) void fh4_inner(int v)
{
    if (v == 1) throw Noisy("through FH4");
    throw v;
}
extern "C" void fh4_guard_dtor(const char **guard) { printf("  %s destroyed\n", *guard); }
extern "C" int fh4_catch(int v);

__declspec(noinline) void fh4(void)
{
    printf("FH4 catch: %d\n", fh4_catch(5));
    try { fh4_catch(1); }
    catch (Noisy &n) { printf("passed on by the FH4 frames: %s\n", n.name); }
}

#endif

__declspec(noinline) int catch_returns(void)
{
    int r = 0;
    try { throw_int(13); }
    catch (int i) { r = i + 1; }
    return r;
}

int main(void)
{
    const char *cmd = GetCommandLineA();
    if (strstr(cmd, "uncaught")) {
        printf("throwing uncaught\n");
        fflush(0);
        thrower(99);
        printf("not reached\n");
        return 1;
    }
    try { throw_int(42); } catch (int i) { printf("caught int %d\n", i); }
    by_value();
    by_reference();
    by_base();
    catch_all();
    rethrow();
    nested();
    throw_in_catch();
    try_in_catch();
    by_pointer();
#ifndef MSVC_CXX_NO_FH4
    fh4();
#endif
    std_dotdot();
    printf("catch returns: %d\n", catch_returns());
    int sum = 0;
    for (int i = 0; i < 50; i++) {
        try { throw_int(i); } catch (int v) { sum += v; }
    }
    printf("50 throws in a loop: %d\n", sum);
    printf("copies=%d destroyed=%d\n", copies, destroyed);
    printf("done\n");
    fflush(0);
    return 0;
}

extern "C" void start(void) { exit(main()); }

/* The vftable every TypeDescriptor points at (std::type_info's): an MSVC link takes it from
 * vcruntime's static library; nothing reads it (handlers compare decorated names). */
asm(".section .rdata,\"dr\"\n.globl \"??_7type_info@@6B@\"\n\"??_7type_info@@6B@\":\n.quad 0\n.text\n");
