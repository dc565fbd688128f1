/* What Qt 6's 64-bit tools stopped at with Visual C++'s own runtime DLLs beside them:
 * NTDLL's RtlPcToFileHeader (KERNEL32 forwards it; VCRUNTIME140's C++ exceptions ask
 * it for the image of a throw's type information) and the UCRT's locale lock
 * (_lock_locales/_unlock_locales, taken by MSVCP140 around the global locale). */
#include <windows.h>
#include <stdio.h>

typedef PVOID (WINAPI *pc_to_header_fn)(PVOID, PVOID *);
typedef void (__cdecl *lock_fn)(void);

static lock_fn lock_locales, unlock_locales;
static volatile LONG got_lock;

static DWORD WINAPI locker(void *arg)
{
    (void)arg;
    lock_locales();
    got_lock = 1;
    unlock_locales();
    return 0;
}

int main(void)
{
    HMODULE k32 = GetModuleHandleA("kernel32.dll");
    HMODULE exe = GetModuleHandleA(NULL);
    pc_to_header_fn pc_to_header =
        (pc_to_header_fn)GetProcAddress(k32, "RtlPcToFileHeader");
    PVOID base = (PVOID)1, r;
    void *heap = HeapAlloc(GetProcessHeap(), 0, 16);
    HMODULE ucrt;
    HANDLE t;
    DWORD w1, w2;

    printf("RtlPcToFileHeader present: %d\n", pc_to_header != NULL);
    r = pc_to_header((PVOID)main, &base);
    printf("main: %d %d\n", r == (PVOID)exe, base == (PVOID)exe);
    base = (PVOID)1;
    r = pc_to_header((PVOID)((char *)exe + 0x10), &base);
    printf("exe header: %d %d\n", r == (PVOID)exe, base == (PVOID)exe);
    base = (PVOID)1;
    r = pc_to_header((PVOID)GetProcAddress(k32, "Sleep"), &base);
    printf("kernel32 function: %d %d\n", r == (PVOID)k32 || r == GetModuleHandleA("kernelbase.dll"),
           base == r);
    base = (PVOID)1;
    r = pc_to_header(heap, &base);
    printf("heap: %p %p\n", r, base);
    base = (PVOID)1;
    r = pc_to_header(NULL, &base);
    printf("NULL: %p %p\n", r, base);

    ucrt = LoadLibraryA("ucrtbase.dll");
    lock_locales = (lock_fn)GetProcAddress(ucrt, "_lock_locales");
    unlock_locales = (lock_fn)GetProcAddress(ucrt, "_unlock_locales");
    printf("locale lock present: %d %d\n", lock_locales != NULL, unlock_locales != NULL);
    lock_locales();
    lock_locales();                    /* a critical section: the owner enters again */
    t = CreateThread(NULL, 0, locker, NULL, 0, NULL);
    w1 = WaitForSingleObject(t, 200);  /* held twice here: the thread waits */
    unlock_locales();
    Sleep(50);
    printf("held: wait %lu got %ld\n", w1, got_lock);
    unlock_locales();
    w2 = WaitForSingleObject(t, 5000);
    printf("released: wait %lu got %ld\n", w2, got_lock);
    CloseHandle(t);
    return 0;
}
