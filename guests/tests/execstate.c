/* SetThreadExecutionState: the calling thread's lasting ES_* state (SDL2 holds the
   screen saver off with it while a window is shown). */
#include <windows.h>
#include <stdio.h>
static DWORD WINAPI other(LPVOID p)
{
    printf("other thread: first=%#lx\n", (unsigned long)SetThreadExecutionState(ES_CONTINUOUS));
    return 0;
}
int main(void)
{
    printf("first=%#lx\n", (unsigned long)SetThreadExecutionState(ES_CONTINUOUS | ES_DISPLAY_REQUIRED));
    printf("then=%#lx\n", (unsigned long)SetThreadExecutionState(ES_SYSTEM_REQUIRED));
    printf("after one-shot=%#lx\n", (unsigned long)SetThreadExecutionState(ES_CONTINUOUS | ES_SYSTEM_REQUIRED));
    HANDLE t = CreateThread(NULL, 0, other, NULL, 0, NULL);
    WaitForSingleObject(t, INFINITE);
    printf("bad=%#lx\n", (unsigned long)SetThreadExecutionState(0x100));
    printf("after bad=%#lx\n", (unsigned long)SetThreadExecutionState(ES_CONTINUOUS));
    printf("zero=%#lx\n", (unsigned long)SetThreadExecutionState(0));
    printf("after zero=%#lx\n", (unsigned long)SetThreadExecutionState(ES_CONTINUOUS));
    return 0;
}
