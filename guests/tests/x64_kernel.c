/* x64_kernel.c - KERNEL32 functions whose 64-bit forms differ from their 32-bit ones in
 * layout or calling convention, one line per check (issue 22). Built for x86-64 (and
 * i686, whose output must be the same): test/machine/test_x64_kernel.py compares both
 * with Wine 64's output of the x86-64 build.
 *
 * - SetFilePointerEx: a LARGE_INTEGER by value (two stack slots at 32 bits, one register
 *   at 64);
 * - GetFullPathName / SearchPath: the file-part pointer they store (pointer-sized);
 * - GetModuleHandleEx: the HMODULE it stores;
 * - the interlocked SList (16-byte header and 8-byte links at 64 bits);
 * - Fls*, EncodePointer/DecodePointer, heaps, HeapSize's (SIZE_T)-1;
 * - GetWindowLongPtrA: exported by 64-bit USER32 only;
 * - LoadLibrary of a DLL of the other width: ERROR_BAD_EXE_FORMAT.
 */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef struct { SLIST_ENTRY link; int value; } ITEM;

static void file_pointer(void)
{
    char path[MAX_PATH];
    HANDLE h;
    LARGE_INTEGER to, now;
    DWORD n;
    GetTempPathA(sizeof path, path);
    strcat(path, "x64k.bin");
    h = CreateFileA(path, GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(h, "0123456789", 10, &n, NULL);
    BOOL ok;
    to.QuadPart = 3;
    now.QuadPart = -1;
    ok = SetFilePointerEx(h, to, &now, FILE_BEGIN);
    printf("SetFilePointerEx begin+3: %d pos=%ld\n", ok, (long)now.QuadPart);
    to.QuadPart = -2;
    ok = SetFilePointerEx(h, to, &now, FILE_END);
    printf("SetFilePointerEx end-2: %d pos=%ld\n", ok, (long)now.QuadPart);
    to.QuadPart = 0x100000000LL;     /* 4 GiB: only the high half set */
    ok = SetFilePointerEx(h, to, &now, FILE_BEGIN);
    printf("SetFilePointerEx begin+4GiB: %d pos/4GiB=%ld\n", ok, (long)(now.QuadPart >> 32));
    CloseHandle(h);
    DeleteFileA(path);
}

static void path_parts(void)
{
    char buf[MAX_PATH], *part = (char *)1;
    DWORD r = GetFullPathNameA("C:\\dir\\name.txt", sizeof buf, buf, &part);
    printf("GetFullPathName: %lu %s part=%s\n", r, buf, part ? part : "(null)");
    part = (char *)1;
    r = GetFullPathNameA("C:\\dir\\", sizeof buf, buf, &part);
    printf("GetFullPathName dir: %lu %s part=%s\n", r, buf, part ? "set" : "(null)");
    part = NULL;
    r = SearchPathA(NULL, "x64_kernel", ".exe", sizeof buf, buf, &part);
    printf("SearchPath the program: %s part=%s\n", r ? "found" : "none",
           part ? part : "(null)");
}

static void modules(void)
{
    HMODULE self = (HMODULE)1, k32 = (HMODULE)1;
    BOOL ok = GetModuleHandleExA(0, NULL, &self);
    DWORD err;
    printf("GetModuleHandleEx NULL: %d same=%d\n", ok, self == GetModuleHandleA(NULL));
    ok = GetModuleHandleExA(GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT, "kernel32.dll",
                            &k32);
    printf("GetModuleHandleEx kernel32: %d same=%d\n", ok,
           k32 == GetModuleHandleA("kernel32.dll"));
    self = (HMODULE)1;
    ok = GetModuleHandleExA(0x80, NULL, &self);
    err = GetLastError();
    printf("GetModuleHandleEx bad flags: %d out=%s err=%lu\n", ok,
           self ? "set" : "NULL", err);
}

static void slist(void)
{
    static SLIST_HEADER head __attribute__((aligned(16)));
    static ITEM items[3] __attribute__((aligned(16)));
    PSLIST_ENTRY e;
    int i;
    InitializeSListHead(&head);
    printf("SList depth after init: %u\n", QueryDepthSList(&head));
    for (i = 0; i < 3; i++) {
        items[i].value = 10 * (i + 1);
        InterlockedPushEntrySList(&head, &items[i].link);
    }
    printf("SList depth after 3 pushes: %u\n", QueryDepthSList(&head));
    e = InterlockedPopEntrySList(&head);
    i = QueryDepthSList(&head);
    printf("SList pop: %d depth %d\n", ((ITEM *)e)->value, i);
    e = InterlockedFlushSList(&head);
    i = QueryDepthSList(&head);
    printf("SList flush: first %d next %d depth %d\n", ((ITEM *)e)->value,
           ((ITEM *)e->Next)->value, i);
    printf("SList pop empty: %s\n", InterlockedPopEntrySList(&head) ? "entry" : "NULL");
}

static void misc(void)
{
    DWORD fls = FlsAlloc(NULL);
    void *p = (void *)&fls;
    HANDLE heap = HeapCreate(0, 0, 0);
    void *block = HeapAlloc(heap, HEAP_ZERO_MEMORY, 100);
    FlsSetValue(fls, p);
    printf("Fls round trip: %d\n", FlsGetValue(fls) == p);
    printf("EncodePointer round trip: %d\n", DecodePointer(EncodePointer(p)) == p);
    printf("HeapSize: %lu\n", (unsigned long)HeapSize(heap, 0, block));
    HeapFree(heap, 0, block);
    printf("HeapSize of a freed block is (SIZE_T)-1: %d\n",
           HeapSize(heap, 0, (char *)block + 8) == (SIZE_T)-1);
    printf("HeapDestroy: %d\n", HeapDestroy(heap));
}

static void ptr_exports(void)
{
    /* 64-bit USER32 exports the *Ptr functions; 32-bit USER32 has none (macros there). */
    HMODULE user32 = LoadLibraryA("user32.dll");
    FARPROC p;
    DWORD err;
    SetLastError(0);
    p = GetProcAddress(user32, "GetWindowLongPtrA");
    err = GetLastError();
    printf("GetWindowLongPtrA exported: %s err=%lu\n", p ? "yes" : "no", err);
}

static void other_width(const char *dll)
{
    HMODULE h;
    DWORD err;
    SetLastError(0);
    h = LoadLibraryA(dll);
    err = GetLastError();
    printf("LoadLibrary of the other width's DLL: %s err=%lu\n", h ? "loaded" : "NULL",
           err);
}

int main(int argc, char **argv)
{
    file_pointer();
    path_parts();
    modules();
    slist();
    misc();
    ptr_exports();
    if (argc > 1)
        other_width(argv[1]);
    return 0;
}
