/*
 * phcmode.c - test guest for NTDLL's placeholder compatibility modes
 * (test/win32/kernel/test_phcmode.py): RtlSet/RtlQueryProcessPlaceholderCompatibilityMode
 * and the thread ones, looked up with GetProcAddress as programs do (Microsoft's File
 * Manager sets PHCM_EXPOSE_PLACEHOLDERS at start-up). The pointers are called through
 * NTAPI (stdcall) types. One line per check, the same at both widths.
 */
#include <windows.h>
#include <stdio.h>

typedef CHAR (NTAPI *set_fn)(CHAR);
typedef CHAR (NTAPI *query_fn)(void);

int main(void)
{
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    set_fn set_p = (set_fn)GetProcAddress(nt, "RtlSetProcessPlaceholderCompatibilityMode");
    query_fn query_p = (query_fn)GetProcAddress(nt, "RtlQueryProcessPlaceholderCompatibilityMode");
    set_fn set_t = (set_fn)GetProcAddress(nt, "RtlSetThreadPlaceholderCompatibilityMode");
    query_fn query_t = (query_fn)GetProcAddress(nt, "RtlQueryThreadPlaceholderCompatibilityMode");

    printf("exported: set process %d, query process %d, set thread %d, query thread %d\n",
           set_p != NULL, query_p != NULL, set_t != NULL, query_t != NULL);
    if (query_p)
        printf("process mode at start=%d\n", query_p());
    if (set_p) {
        printf("set process 2 -> previous %d\n", set_p(2));
        printf("set process 3 -> %d\n", set_p(3));
        printf("set process -5 -> %d\n", set_p(-5));
        printf("set process 1 -> previous %d\n", set_p(1));
    }
    if (query_p)
        printf("process mode now=%d\n", query_p());
    if (query_t)
        printf("thread mode at start=%d\n", query_t());
    if (set_t) {
        printf("set thread 2 -> previous %d\n", set_t(2));
        printf("set thread 7 -> %d\n", set_t(7));
    }
    if (query_t)
        printf("thread mode now=%d\n", query_t());
    if (query_p)
        printf("process mode unchanged=%d\n", query_p());
    return 0;
}
