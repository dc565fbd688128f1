// x64_cxx: C++ exceptions of mingw-w64's x86-64 g++, which are SEH exceptions (issue 22):
// `throw` is RaiseException(STATUS_GCC_THROW), each function's .pdata names libgcc's
// personality (__gxx_personality_seh0 -> _GCC_specific_handler), the catch is reached by
// RtlUnwindEx, and cleanups (destructors) run by raising STATUS_GCC_UNWIND from inside the
// unwind (a collided unwind) and resuming with _Unwind_Resume. One line per check.
//
//   x64_cxx.exe            all checks, exit code 0
//   x64_cxx.exe uncaught   a throw nobody catches: std::terminate, then abort (exit 3)
//
// Built with x86_64-w64-mingw32-g++, libstdc++ and libgcc linked statically.
// A throw out of a callback (a qsort comparator, a window procedure) reaches the catch
// around the call.
#include <windows.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

#define NOINLINE __attribute__((noinline))

static std::string trail;

struct Guard {
    const char *name;
    explicit Guard(const char *n) : name(n) {}
    ~Guard() { trail += name; trail += ' '; }
};

struct Base { virtual ~Base() {} virtual const char *what() const { return "base"; } };
struct Derived : Base { int code; explicit Derived(int c) : code(c) {} const char *what() const override { return "derived"; } };

static volatile int depth_sink;

static NOINLINE void thrower(int kind)
{
    Guard g("thrower");
    depth_sink++;
    switch (kind) {
    case 0: throw 42;
    case 1: throw std::runtime_error("boom");
    case 2: throw Derived(7);
    case 3: throw std::string("text");
    default: break;
    }
}

static NOINLINE void middle(int kind) { Guard g("middle"); thrower(kind); depth_sink++; }
static NOINLINE void outer(int kind) { Guard g("outer"); middle(kind); depth_sink++; }

static void check_basic()
{
    try { thrower(0); } catch (int v) { std::printf("catch int: %d\n", v); }
    trail.clear();
    try { outer(1); } catch (const std::exception &e) {
        std::printf("catch std::exception through 3 frames: %s, destructors: %s\n", e.what(), trail.c_str());
    }
    trail.clear();
    try { outer(2); } catch (const Base &b) {
        const Derived *d = dynamic_cast<const Derived *>(&b);
        std::printf("catch by base: %s code=%d destructors: %s\n", b.what(), d ? d->code : -1, trail.c_str());
    }
    try { outer(3); } catch (int) { std::printf("wrong catch\n"); } catch (const std::string &s) {
        std::printf("second handler matches: %s\n", s.c_str());
    }
    try { outer(1); } catch (...) { std::printf("catch (...)\n"); }
}

static NOINLINE void rethrower()
{
    try { thrower(1); } catch (const std::runtime_error &e) {
        std::printf("inner catch: %s\n", e.what());
        throw;
    }
}

static NOINLINE int translate()
{
    try { thrower(0); } catch (int v) {
        try { throw std::runtime_error("from catch"); } catch (const std::exception &e) {
            std::printf("nested throw in catch: %s (outer %d)\n", e.what(), v);
        }
        return v + 1;
    }
    return 0;
}

static void check_rethrow()
{
    try { rethrower(); } catch (const std::exception &e) { std::printf("rethrown: %s\n", e.what()); }
    std::printf("catch returns: %d\n", translate());
    int caught = 0;
    for (int i = 0; i < 100; i++) {
        try { thrower(i & 1); } catch (int) { caught++; } catch (const std::exception &) { caught += 2; }
    }
    std::printf("100 throws in a loop: %d\n", caught);
}

struct Member { Guard g; Member() : g("member") {} };
struct Ctor { Member m; Guard g2; Ctor() : g2("ctor-field") { throw std::logic_error("ctor"); } };

static void check_ctor()
{
    trail.clear();
    try { Ctor c; (void)c; } catch (const std::logic_error &e) {
        std::printf("throw in constructor: %s, destroyed: %s\n", e.what(), trail.c_str());
    }
}

// A throw out of a callback crosses the C runtime's own frames (qsort) to the catch.
static int compares;

static int cmp_throwing(const void *a, const void *b)
{
    Guard g("cmp");
    if (++compares == 3)
        throw std::runtime_error("from comparator");
    return *(const int *)a - *(const int *)b;
}

static void check_callback()
{
    int v[8] = {5, 3, 8, 1, 9, 2, 7, 4};
    trail.clear();
    try {
        std::qsort(v, 8, sizeof v[0], cmp_throwing);
        std::printf("qsort returned\n");
    } catch (const std::exception &e) {
        std::printf("throw through qsort: %s after %d compares, destructors: %s\n", e.what(),
                    compares, trail.c_str());
    }
}

// ... and the window manager's (SendMessage, DispatchMessage calling a window procedure).
static LRESULT CALLBACK throwing_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_USER)
        throw std::runtime_error("from a window procedure");
    return DefWindowProcA(h, m, w, l);
}

static void check_window()
{
    WNDCLASSA wc = {};
    wc.lpfnWndProc = throwing_proc;
    wc.lpszClassName = "x64cxx";
    wc.hInstance = GetModuleHandleA(NULL);
    RegisterClassA(&wc);
    HWND h = CreateWindowA("x64cxx", "x64cxx", 0, 0, 0, 10, 10, NULL, NULL, wc.hInstance, NULL);
    try {
        SendMessageA(h, WM_USER, 0, 0);
        std::printf("SendMessage returned\n");
    } catch (const std::exception &e) {
        std::printf("throw through SendMessage: %s\n", e.what());
    }
    try {
        MSG msg;
        PostMessageA(h, WM_USER, 0, 0);
        GetMessageA(&msg, NULL, 0, 0);
        DispatchMessageA(&msg);
        std::printf("DispatchMessage returned\n");
    } catch (const std::exception &e) {
        std::printf("throw through DispatchMessage: %s\n", e.what());
    }
    DestroyWindow(h);
}

int main(int argc, char **argv)
{
    if (argc > 1 && !std::strcmp(argv[1], "uncaught")) {
        std::printf("throwing\n");
        std::fflush(stdout);
        outer(1);
        return 0;
    }
    check_basic();
    check_rethrow();
    check_ctor();
    check_callback();
    check_window();
    std::printf("done\n");
    return 0;
}
