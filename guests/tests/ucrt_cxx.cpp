/*
 * ucrt_cxx.cpp - test guest for C++ exceptions built with mingw's g++.
 *
 * What it does: throws a std::runtime_error through a frame with a destructor, and an
 * int, catches both and prints (printf) one line each; WinMain returns 0:
 *     caught 'boom 7' dtors=1
 *     caught int 42
 *
 * What it shows: i686 mingw-w64 g++ uses DWARF-2 unwinding (libgcc's
 * _Unwind_RaiseException over .eh_frame tables, linked statically), not SEH: the binary
 * imports neither RaiseException nor RtlUnwind, so C++ exceptions need only the CPU and
 * the C runtime. Wine 8 prints the same two lines.
 */
#include <windows.h>
#include <stdio.h>
#include <stdexcept>
#include <string>

struct Guard {
    int *n;
    ~Guard() { (*n)++; }
};

static void __attribute__((noinline)) thrower(int v, int *dtors)
{
    Guard g{dtors};
    if (v)
        throw std::runtime_error("boom " + std::to_string(v));
}

int WINAPI WinMain(HINSTANCE, HINSTANCE, LPSTR, int)
{
    int dtors = 0;
    try {
        thrower(7, &dtors);
        printf("not thrown\n");
    } catch (const std::exception &e) {
        printf("caught '%s' dtors=%d\n", e.what(), dtors);
    }
    try {
        throw 42;
    } catch (int v) {
        printf("caught int %d\n", v);
    }
    fflush(stdout);
    return 0;
}
