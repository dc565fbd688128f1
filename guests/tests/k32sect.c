/* Sections shared between views and processes, and ntdll's section calls: two views of a
   paging-file section see each other's writes; a child process opens the section by name
   and writes through its own view; NtCreateSection / NtQuerySection / NtMapViewOfSection /
   NtUnmapViewOfSection / NtOpenSection with their sizes and refusals. One line per check. */
#include <windows.h>
#include <winternl.h>
#include <stdio.h>
#include <string.h>

typedef struct { PVOID BaseAddress; ULONG Attributes; LARGE_INTEGER Size; } BASIC_INFO;
typedef NTSTATUS (WINAPI *create_fn)(HANDLE *, ACCESS_MASK, OBJECT_ATTRIBUTES *, LARGE_INTEGER *, ULONG, ULONG, HANDLE);
typedef NTSTATUS (WINAPI *open_fn)(HANDLE *, ACCESS_MASK, OBJECT_ATTRIBUTES *);
typedef NTSTATUS (WINAPI *map_fn)(HANDLE, HANDLE, PVOID *, ULONG_PTR, SIZE_T, LARGE_INTEGER *, SIZE_T *, ULONG, ULONG, ULONG);
typedef NTSTATUS (WINAPI *unmap_fn)(HANDLE, PVOID);
typedef NTSTATUS (WINAPI *query_fn)(HANDLE, ULONG, PVOID, SIZE_T, SIZE_T *);

static create_fn pCreate;
static open_fn pOpen;
static map_fn pMap;
static unmap_fn pUnmap;
static query_fn pQuery;

static void basic(const char *what, HANDLE h)
{
    BASIC_INFO info;
    SIZE_T got = 0;
    NTSTATUS status;
    memset(&info, 0xcc, sizeof(info));
    status = pQuery(h, 0, &info, sizeof(info), &got);
    printf("%s: query %08lx got %d base %p attributes %08lx size %lx\n", what, status,
           got == sizeof(info), info.BaseAddress, info.Attributes, info.Size.LowPart);
}

int main(int argc, char **argv)
{
    HMODULE ntdll = GetModuleHandleA("ntdll.dll");
    HANDLE map, map2, file, sec;
    LARGE_INTEGER size;
    OBJECT_ATTRIBUTES attr;
    UNICODE_STRING name;
    LONG *a, *b;
    PVOID ptr;
    SIZE_T view;
    NTSTATUS status;
    char path[MAX_PATH], cmd[MAX_PATH + 32];
    DWORD written;
    BYTE buf[64];

    if (argc > 1 && !strcmp(argv[1], "child"))
    {
        map = OpenFileMappingA(FILE_MAP_WRITE, FALSE, "k32sect_shared");
        a = MapViewOfFile(map, FILE_MAP_WRITE, 0, 0, 0);
        printf("child: sees %lx\n", a ? a[0] : 0);
        if (a) a[1] = 0x600d;
        return 0;
    }
    pCreate = (void *)GetProcAddress(ntdll, "NtCreateSection");
    pOpen = (void *)GetProcAddress(ntdll, "NtOpenSection");
    pMap = (void *)GetProcAddress(ntdll, "NtMapViewOfSection");
    pUnmap = (void *)GetProcAddress(ntdll, "NtUnmapViewOfSection");
    pQuery = (void *)GetProcAddress(ntdll, "NtQuerySection");

    /* two views of one section, then a child's */
    map = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE, 0, 0x3000, "k32sect_shared");
    a = MapViewOfFile(map, FILE_MAP_WRITE, 0, 0, 0);
    b = MapViewOfFile(map, FILE_MAP_READ, 0, 0, 0);
    a[0] = 0x1234;
    a[0x2000 / 4] = 0x5678;
    printf("second view: %lx %lx, distinct %d\n", b[0], b[0x2000 / 4], a != b);
    UnmapViewOfFile(b);
    {
        STARTUPINFOA si = { sizeof(si) };
        PROCESS_INFORMATION pi;
        GetModuleFileNameA(NULL, path, MAX_PATH);
        sprintf(cmd, "\"%s\" child", path);
        if (CreateProcessA(path, cmd, NULL, NULL, FALSE, 0, NULL, NULL, &si, &pi))
        {
            WaitForSingleObject(pi.hProcess, 10000);
            CloseHandle(pi.hProcess);
            CloseHandle(pi.hThread);
        }
        printf("after the child: %lx\n", a[1]);
    }
    /* a copy-on-write view next to read-only ones: its writes stay its own */
    UnmapViewOfFile(a);
    a = MapViewOfFile(map, FILE_MAP_READ, 0, 0, 0);
    map2 = OpenFileMappingA(FILE_MAP_READ, FALSE, "k32sect_shared");
    b = MapViewOfFile(map2, FILE_MAP_COPY, 0, 0, 0);
    printf("copy view: %lx\n", b ? b[0] : 0);
    if (b) { b[0] = 0x9999; printf("copy write: view %lx section %lx\n", b[0], a[0]); UnmapViewOfFile(b); }
    UnmapViewOfFile(a);
    CloseHandle(map2);
    CloseHandle(map);

    /* NtCreateSection over the paging file: whole pages */
    size.QuadPart = 0x3457;
    status = pCreate(&sec, SECTION_ALL_ACCESS, NULL, &size, PAGE_READWRITE, SEC_COMMIT, 0);
    printf("NtCreateSection paging file: %08lx\n", status);
    basic("paging file", sec);
    status = pQuery(sec, 0, buf, sizeof(BASIC_INFO) - 1, NULL);
    printf("short buffer: %08lx\n", status);
    status = pQuery(sec, 1, buf, sizeof(buf), NULL);
    printf("image information of a data section: %08lx\n", status);
    ptr = NULL;
    view = 0;
    status = pMap(sec, GetCurrentProcess(), &ptr, 0, 0, NULL, &view, 1, 0, PAGE_READWRITE);
    printf("NtMapViewOfSection whole: %08lx size %lx\n", status, (DWORD)view);
    if (!status) ((BYTE *)ptr)[0x3456] = 1;
    status = pUnmap(GetCurrentProcess(), ptr);
    printf("NtUnmapViewOfSection: %08lx again %08lx\n", status, pUnmap(GetCurrentProcess(), ptr));
    ptr = NULL;
    view = 0x5000;
    status = pMap(sec, GetCurrentProcess(), &ptr, 0, 0, NULL, &view, 1, 0, PAGE_READONLY);
    printf("view past the end: %08lx\n", status);
    {
        LARGE_INTEGER off;
        off.QuadPart = 0x1000;
        ptr = NULL;
        view = 0x1000;
        status = pMap(sec, GetCurrentProcess(), &ptr, 0, 0, &off, &view, 1, 0, PAGE_READONLY);
        printf("unaligned offset: %08lx\n", status);
    }
    CloseHandle(sec);
    size.QuadPart = 0;
    status = pCreate(&sec, SECTION_ALL_ACCESS, NULL, &size, PAGE_READWRITE, SEC_COMMIT, 0);
    printf("paging file without a size: %08lx\n", status);

    /* named with NtCreateSection, opened with NtOpenSection */
    RtlInitUnicodeString(&name, L"\\BaseNamedObjects\\k32sect_nt");
    InitializeObjectAttributes(&attr, &name, 0, NULL, NULL);
    size.QuadPart = 0x1000;
    status = pCreate(&sec, SECTION_ALL_ACCESS, &attr, &size, PAGE_READWRITE, SEC_COMMIT, 0);
    status = pOpen(&map, SECTION_MAP_READ, &attr);
    printf("NtOpenSection: %08lx\n", status);
    if (!status) CloseHandle(map);
    CloseHandle(sec);
    RtlInitUnicodeString(&name, L"\\BaseNamedObjects\\k32sect_none");
    printf("NtOpenSection of no section: %08lx\n", pOpen(&map, SECTION_MAP_READ, &attr));

    /* over a file of 0x3456 bytes */
    GetTempPathA(MAX_PATH, path);
    strcat(path, "k32sect.bin");
    file = CreateFileA(path, GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    SetFilePointer(file, 0x3456, NULL, FILE_BEGIN);
    SetEndOfFile(file);
    size.QuadPart = 0x3457;
    status = pCreate(&sec, SECTION_ALL_ACCESS, NULL, &size, PAGE_READONLY, SEC_COMMIT, file);
    printf("read-only section past the file: %08lx\n", status);
    status = pCreate(&sec, SECTION_ALL_ACCESS, NULL, &size, PAGE_READONLY, SEC_IMAGE, file);
    printf("image of a data file: %08lx\n", status);
    status = pCreate(&sec, SECTION_ALL_ACCESS, NULL, NULL, PAGE_READONLY, SEC_COMMIT, file);
    printf("file section: %08lx\n", status);
    basic("file", sec);
    CloseHandle(sec);
    SetFilePointer(file, 0, NULL, FILE_BEGIN);
    SetEndOfFile(file);
    status = pCreate(&sec, SECTION_ALL_ACCESS, NULL, NULL, PAGE_READONLY, SEC_COMMIT, file);
    printf("empty file: %08lx\n", status);
    status = pCreate(&sec, SECTION_ALL_ACCESS, NULL, NULL, PAGE_READONLY, SEC_IMAGE, file);
    printf("image of an empty file: %08lx\n", status);
    WriteFile(file, "xy", 2, &written, NULL);
    CloseHandle(file);
    DeleteFileA(path);

    /* an image section of this program */
    GetModuleFileNameA(NULL, path, MAX_PATH);
    file = CreateFileA(path, GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    status = pCreate(&sec, SECTION_MAP_READ | SECTION_QUERY, NULL, NULL, PAGE_READONLY, SEC_IMAGE, file);
    printf("image section: %08lx\n", status);
    {
        struct {
            PVOID TransferAddress; ULONG ZeroBits; SIZE_T MaximumStackSize, CommittedStackSize;
            ULONG SubSystemType; USHORT SubSystemMinorVersion, SubSystemMajorVersion;
            USHORT MajorOperatingSystemVersion, MinorOperatingSystemVersion;
            USHORT ImageCharacteristics, DllCharacteristics, Machine; BOOLEAN ImageContainsCode;
            UCHAR ImageFlags; ULONG LoaderFlags, ImageFileSize, CheckSum;
        } image;
        IMAGE_NT_HEADERS *nt;
        BYTE *self = (BYTE *)GetModuleHandleA(NULL);
        BASIC_INFO info;
        nt = (IMAGE_NT_HEADERS *)(self + ((IMAGE_DOS_HEADER *)self)->e_lfanew);
        status = pQuery(sec, 0, &info, sizeof(info), NULL);
        printf("image basic: %08lx attributes %08lx size is the image's %d\n", status,
               info.Attributes, info.Size.LowPart == nt->OptionalHeader.SizeOfImage);
        memset(&image, 0xcc, sizeof(image));
        status = pQuery(sec, 1, &image, sizeof(image), NULL);
        printf("image information: %08lx size %d entry %d stack %d/%d subsystem %lu %u.%u machine %x"
               " characteristics %x code %d file size %d\n", status, (int)sizeof(image),
               image.TransferAddress == self + nt->OptionalHeader.AddressOfEntryPoint,
               image.MaximumStackSize == nt->OptionalHeader.SizeOfStackReserve,
               image.CommittedStackSize == nt->OptionalHeader.SizeOfStackCommit,
               image.SubSystemType, image.SubSystemMajorVersion, image.SubSystemMinorVersion,
               image.Machine, image.ImageCharacteristics, image.ImageContainsCode,
               image.ImageFileSize == GetFileSize(file, NULL));
        ptr = NULL;
        view = 0;
        status = pMap(sec, GetCurrentProcess(), &ptr, 0, 0, NULL, &view, 1, 0, PAGE_READONLY);
        printf("image view: %08lx size is the image's %d\n", status,
               view == ((nt->OptionalHeader.SizeOfImage + 0xfff) & ~0xfff));
        if (ptr) pUnmap(GetCurrentProcess(), ptr);
    }
    CloseHandle(sec);
    CloseHandle(file);
    return 0;
}
