/* Views of one section share its pages: two writable views of a file's section and a
   read-only one see each other's writes at once; a FILE_MAP_COPY view shares the pages
   until it writes one, which becomes its own (PAGE_WRITECOPY -> PAGE_READWRITE in
   VirtualQuery); FlushViewOfFile through any view writes what the views changed, and
   the copy's writes never reach the file; VirtualProtect(PAGE_WRITECOPY) of a writable
   view's page makes it copy-on-write. The view protections Windows gives each access
   (and its refusals), VirtualProtect and VirtualAlloc of view pages, a SEC_RESERVE
   section committed in one view and seen committed in another, NtAreMappedFilesTheSame,
   a SEC_NOCACHE view's PAGE_NOCACHE.
   "checkpoint" is where test/state saves the session (then a 300 ms sleep): what follows
   runs in the loaded session, through the views mapped before it. One line per check. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef LONG (WINAPI *same_fn)(PVOID, PVOID);

static void query(const char *what, void *p)
{
    MEMORY_BASIC_INFORMATION mbi;
    memset(&mbi, 0, sizeof(mbi));
    VirtualQuery(p, &mbi, sizeof(mbi));
    printf("%s: size %lx state %lx protect %lx alloc %lx type %lx\n", what,
           (unsigned long)mbi.RegionSize, mbi.State, mbi.Protect, mbi.AllocationProtect,
           mbi.Type);
}

static LONG file_at(HANDLE file, DWORD at)
{
    LONG v = 0;
    DWORD n;
    SetFilePointer(file, at, NULL, FILE_BEGIN);
    ReadFile(file, &v, 4, &n, NULL);
    return v;
}

int main(void)
{
    same_fn same = (same_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                           "NtAreMappedFilesTheSame");
    HANDLE file, map, ro, anon, res;
    LONG *a, *b, *c, *r, *p, *q;
    DWORD n, old;
    void *v;
    BOOL ok;

    file = CreateFileA("viewshare.dat", GENERIC_READ | GENERIC_WRITE, 0, NULL,
                       CREATE_ALWAYS, 0, 0);
    WriteFile(file, "0123456789abcdef", 16, &n, NULL);
    SetFilePointer(file, 0x2000, NULL, FILE_BEGIN);
    SetEndOfFile(file);
    map = CreateFileMappingA(file, NULL, PAGE_READWRITE, 0, 0, NULL);
    a = MapViewOfFile(map, FILE_MAP_WRITE, 0, 0, 0);
    b = MapViewOfFile(map, FILE_MAP_WRITE, 0, 0, 0);
    c = MapViewOfFile(map, FILE_MAP_COPY, 0, 0, 0);
    r = MapViewOfFile(map, FILE_MAP_READ, 0, 0, 0);
    printf("views: %d distinct %d\n", a && b && c && r, a != b && b != c && c != r);
    printf("file bytes in the views: %.4s %.4s %.4s\n", (char *)a, (char *)c, (char *)r);
    a[0] = 0x11111111;
    printf("a wrote: b %lx copy %lx read-only %lx\n", b[0], c[0], r[0]);
    query("copy view before its write", c);
    c[0] = 0x22222222;
    a[0x400] = 0x33333333;
    printf("copy wrote: a %lx copy %lx; a's second page in the copy %lx\n", a[0], c[0],
           c[0x400]);
    query("copy view page 1", c);
    query("copy view page 2", c + 0x400);
    query("writable view", a);
    query("read-only view", r);

    /* the state is saved here (test/state): the views share after a load too */
    printf("checkpoint\n");
    fflush(stdout);
    Sleep(300);

    b[1] = 0x44444444;
    printf("after the checkpoint: a sees b's %lx, copy keeps %lx, read-only sees %lx\n",
           a[1], c[0], r[1]);
    a[0x401] = 0x66666666;
    printf("copy's unwritten page still shared: %lx\n", c[0x401]);
    c[0x402] = 0x77777777;
    printf("copy's second write is its own: a %lx copy %lx\n", a[0x402], c[0x402]);
    ok = FlushViewOfFile(r, 0);
    printf("FlushViewOfFile through the read-only view %d: file %lx %lx %lx %lx\n", ok,
           file_at(file, 0), file_at(file, 4), file_at(file, 0x1000), file_at(file, 0x1004));
    UnmapViewOfFile(a);
    UnmapViewOfFile(b);
    UnmapViewOfFile(c);
    UnmapViewOfFile(r);
    printf("unmapped: file %lx, copy's write never there %d\n", file_at(file, 0x1004),
           file_at(file, 0x1008) == 0);

    /* a page of a writable view made copy-on-write */
    a = MapViewOfFile(map, FILE_MAP_WRITE, 0, 0, 0);
    ok = VirtualProtect(a, 0x1000, PAGE_WRITECOPY, &old);
    printf("VirtualProtect PAGE_WRITECOPY %d old %lx\n", ok, old);
    query("before the write", a);
    a[0] = 0x55555555;
    query("after the write", a);
    b = MapViewOfFile(map, FILE_MAP_READ, 0, 0, 0);
    printf("another view sees %lx, the writer %lx\n", b[0], a[0]);
    UnmapViewOfFile(a);
    UnmapViewOfFile(b);
    printf("file keeps %lx\n", file_at(file, 0));

    /* what each access maps, and what it may not */
    SetLastError(0xdeadbeef);
    v = MapViewOfFile(map, FILE_MAP_WRITE | FILE_MAP_EXECUTE, 0, 0, 0);
    printf("FILE_MAP_EXECUTE of a PAGE_READWRITE section: %d error %lu\n", v != NULL,
           GetLastError());
    v = MapViewOfFile(map, 0, 0, 0, 0);
    query("no access", v);
    UnmapViewOfFile(v);
    r = MapViewOfFile(map, FILE_MAP_READ, 0, 0, 0);
    SetLastError(0xdeadbeef);
    ok = VirtualProtect(r, 0x1000, PAGE_READWRITE, &old);
    printf("VirtualProtect read-only view to PAGE_READWRITE: %d error %lu\n", ok,
           GetLastError());
    ok = VirtualProtect(r, 0x1000, PAGE_NOACCESS, &old);
    printf("to PAGE_NOACCESS: %d old %lx\n", ok, old);
    SetLastError(0xdeadbeef);
    v = VirtualAlloc(r, 0x1000, MEM_COMMIT, PAGE_READONLY);
    printf("VirtualAlloc in a file's view: %d error %lu\n", v != NULL, GetLastError());
    SetLastError(0xdeadbeef);
    ok = VirtualFree(r, 0x1000, MEM_DECOMMIT);
    printf("VirtualFree in a view: %d error %lu\n", ok, GetLastError());
    a = MapViewOfFile(map, FILE_MAP_WRITE, 0, 0, 0);
    printf("NtAreMappedFilesTheSame: same view %lx, two views %lx, heap %lx, NULL %lx\n",
           same(a, (char *)a + 30), same(a, r), same(a, GetProcessHeap()), same(a, NULL));
    UnmapViewOfFile(a);
    UnmapViewOfFile(r);
    CloseHandle(map);

    ro = CreateFileMappingA(file, NULL, PAGE_READONLY, 0, 0, NULL);
    c = MapViewOfFile(ro, FILE_MAP_COPY, 0, 0, 0);
    query("FILE_MAP_COPY of a PAGE_READONLY section", c);
    c[0] = 0x12345678;
    printf("its write: %lx, file %lx\n", c[0], file_at(file, 0));
    UnmapViewOfFile(c);
    CloseHandle(ro);
    CloseHandle(file);
    DeleteFileA("viewshare.dat");

    /* the paging file, SEC_RESERVE: committed in one view, committed in every view */
    res = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE | SEC_RESERVE, 0,
                             0x20000, NULL);
    p = MapViewOfFile(res, FILE_MAP_WRITE, 0, 0, 0);
    q = MapViewOfFile(res, FILE_MAP_WRITE, 0, 0, 0);
    query("SEC_RESERVE view", p);
    v = VirtualAlloc(p, 0x2000, MEM_COMMIT, PAGE_READONLY);
    printf("committed: %d\n", v == p);
    query("the committing view", p);
    query("the other view", q);
    q[0] = 0x600d;
    printf("written in the other: %lx\n", p[0]);
    UnmapViewOfFile(p);
    UnmapViewOfFile(q);
    CloseHandle(res);

    SetLastError(0xdeadbeef);
    anon = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL,
                              PAGE_READWRITE | SEC_RESERVE | SEC_COMMIT, 0, 0x1000, NULL);
    printf("SEC_RESERVE | SEC_COMMIT: %d error %lu\n", anon != NULL, GetLastError());
    anon = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL,
                              PAGE_READWRITE | SEC_COMMIT | SEC_NOCACHE, 0, 0x1000, NULL);
    p = MapViewOfFile(anon, FILE_MAP_WRITE, 0, 0, 0);
    query("SEC_NOCACHE view", p);
    UnmapViewOfFile(p);
    CloseHandle(anon);
    return 0;
}
