/* The write watch of MEM_WRITE_WATCH memory: GetWriteWatch lists the pages written since
   their watch was reset, in order (a store, a string instruction over several pages, a
   DWORD across two pages, ReadFile into the buffer); WRITE_WATCH_FLAG_RESET resets the
   pages it returns (only as many as asked for), ResetWriteWatch a range; VirtualProtect
   and a decommit keep the record; the refusals (memory without a watch, a range past the
   allocation, sizes and counts of 0, NULL pointers, MEM_WRITE_WATCH without MEM_RESERVE,
   an unknown flag). "checkpoint" is where test/state saves the session (then a 300 ms
   sleep): the watch goes on in the loaded session. One line per check. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static char *base;

static void show(const char *what, UINT ret, void **res, ULONG_PTR count)
{
    ULONG_PTR i;
    printf("%s: %d count %lu:", what, (int)ret, (unsigned long)count);
    for (i = 0; i < count && ret == 0; i++)
        printf(" %lx", (unsigned long)((char *)res[i] - base) / 0x1000);
    printf("\n");
}

static void watch(const char *what, DWORD flags, ULONG_PTR room)
{
    void *res[64];
    ULONG_PTR count = room;
    ULONG gran = 0;
    UINT ret = GetWriteWatch(flags, base, 0x10000, res, &count, &gran);
    show(what, ret, res, count);
}

int main(void)
{
    void *res[64];
    ULONG_PTR count;
    ULONG gran;
    UINT ret;
    DWORD old, n;
    HANDLE file;
    char *plain;

    base = VirtualAlloc(NULL, 0x10000, MEM_RESERVE | MEM_COMMIT | MEM_WRITE_WATCH,
                        PAGE_READWRITE);
    printf("allocated %d\n", base != NULL);
    watch("nothing written", 0, 64);
    base[0x1001] = 1;
    base[0x3000] = 2;
    base[0x3004] = 3;
    watch("pages 1 and 3", 0, 64);
    watch("reset, room for one", WRITE_WATCH_FLAG_RESET, 1);
    watch("left", 0, 64);
    ret = ResetWriteWatch(base, 0x10000);
    printf("ResetWriteWatch %d\n", (int)ret);
    watch("after ResetWriteWatch", 0, 64);
    memset(base + 0x5800, 0xab, 0x2000);
    *(volatile DWORD *)(base + 0xaffe) = 0xdeadbeef;
    watch("memset over 5-7, a DWORD across a and b", WRITE_WATCH_FLAG_RESET, 64);
    (void)*(volatile char *)(base + 0x2000);
    watch("a read is no write", 0, 64);

    file = CreateFileA("writewatch.dat", GENERIC_READ | GENERIC_WRITE, 0, NULL,
                       CREATE_ALWAYS, FILE_FLAG_DELETE_ON_CLOSE, 0);
    WriteFile(file, "data", 4, &n, NULL);
    SetFilePointer(file, 0, NULL, FILE_BEGIN);
    ReadFile(file, base + 0xc000, 4, &n, NULL);
    CloseHandle(file);
    watch("ReadFile into page c", WRITE_WATCH_FLAG_RESET, 64);

    VirtualProtect(base, 0x10000, PAGE_READONLY, &old);
    VirtualProtect(base, 0x10000, PAGE_READWRITE, &old);
    base[0xd000] = 1;
    watch("after VirtualProtect round trip", 0, 64);

    /* the state is saved here (test/state): the watch goes on after a load */
    printf("checkpoint\n");
    fflush(stdout);
    Sleep(300);
    base[0xe000] = 1;
    base[0xd001] = 1;
    watch("after the checkpoint", WRITE_WATCH_FLAG_RESET, 64);

    base[0x4000] = 1;
    VirtualFree(base + 0x4000, 0x1000, MEM_DECOMMIT);
    watch("decommitted page 4 keeps its record", 0, 64);

    count = 64;
    SetLastError(0xdeadbeef);
    plain = VirtualAlloc(NULL, 0x1000, MEM_COMMIT, PAGE_READWRITE);
    ret = GetWriteWatch(0, plain, 0x1000, res, &count, &gran);
    printf("memory without a watch: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetWriteWatch(0, base, 0x20000, res, &count, &gran);
    printf("past the allocation: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetWriteWatch(0, base, 0, res, &count, &gran);
    printf("size 0: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetWriteWatch(2, base, 0x1000, res, &count, &gran);
    printf("flag 2: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    count = 0;
    ret = GetWriteWatch(0, base, 0x1000, res, &count, &gran);
    printf("count 0: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    count = 64;
    ret = GetWriteWatch(0, base, 0x1000, res, NULL, &gran);
    printf("NULL count: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetWriteWatch(0, base, 0x1000, res, &count, NULL);
    printf("NULL granularity: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = GetWriteWatch(0, base, 0x1000, NULL, &count, &gran);
    printf("NULL addresses: %d error %lu\n", (int)ret, GetLastError());
    count = 64;
    ret = GetWriteWatch(0, base, 0x1000, res, &count, &gran);
    printf("granularity %lx\n", gran);
    SetLastError(0xdeadbeef);
    ret = ResetWriteWatch(base, 0);
    printf("ResetWriteWatch size 0: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    ret = ResetWriteWatch(plain, 0x1000);
    printf("ResetWriteWatch without a watch: %d error %lu\n", (int)ret, GetLastError());
    SetLastError(0xdeadbeef);
    plain = VirtualAlloc(NULL, 0x1000, MEM_WRITE_WATCH, PAGE_READWRITE);
    printf("MEM_WRITE_WATCH alone: %d error %lu\n", plain != NULL, GetLastError());
    plain = VirtualAlloc(NULL, 0x1000, MEM_COMMIT | MEM_WRITE_WATCH, PAGE_READWRITE);
    printf("MEM_COMMIT at no address reserves: %d\n", plain != NULL);
    plain[0x10] = 1;
    count = 64;
    ret = GetWriteWatch(0, plain, 0x1000, res, &count, &gran);
    printf("and is watched: %d count %lu\n", (int)ret, (unsigned long)count);
    VirtualFree(base, 0, MEM_RELEASE);
    return 0;
}
