// C++ exceptions on a stack that is not the first thread's (x64: g++'s SEH unwinding walks
// the stack its TEB bounds): thrown and caught inside a fiber, on its own stack, between
// switches, and inside a second thread. The expected lines are 64-bit Wine's.
#include <windows.h>
#include <stdio.h>
#include <stdexcept>

static LPVOID main_fiber, fiber;

static void WINAPI fiber_proc(void *)
{
    for (int i = 0; i < 3; i++) {
        try {
            if (i > 0)
                throw std::runtime_error(i == 1 ? "first" : "second");
            printf("fiber: no throw\n");
        } catch (const std::exception &e) {
            printf("fiber: caught %s\n", e.what());
        }
        SwitchToFiber(main_fiber);
    }
}

static DWORD WINAPI thread_proc(void *)
{
    try {
        throw 7;
    } catch (int n) {
        printf("thread: caught %d\n", n);
    }
    return 0;
}

int main()
{
    setvbuf(stdout, NULL, _IONBF, 0);
    main_fiber = ConvertThreadToFiber(NULL);
    fiber = CreateFiber(0, fiber_proc, NULL);
    for (int i = 0; i < 3; i++) {
        SwitchToFiber(fiber);
        try {
            throw i;
        } catch (int n) {
            printf("main: caught %d\n", n);
        }
    }
    HANDLE h = CreateThread(NULL, 0, thread_proc, NULL, 0, NULL);
    WaitForSingleObject(h, INFINITE);
    printf("done\n");
    return 0;
}
