/* NTDLL's file calls as Zig's standard library makes them: NtCreateFile / NtOpenFile with
 * NT names (\??\C:\...) or a folder handle as RootDirectory, their dispositions, options
 * and IO_STATUS_BLOCK Information; NtQueryAttributesFile, NtQueryVolumeInformationFile
 * (the device), NtQueryInformationFile (FileAllInformation), NtQueryObject (a file's
 * name), NtClose; the mount manager's IOCTL_MOUNTMGR_QUERY_POINTS; RtlEqualUnicodeString
 * and RtlUpcaseUnicodeChar. Prints a line per check (test/win32/kernel/test_nt_files.py).
 * Built at both widths. */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

typedef LONG NTSTATUS;
typedef struct { USHORT Length, MaximumLength; WCHAR *Buffer; } USTR;
typedef struct { ULONG Length; HANDLE RootDirectory; USTR *ObjectName; ULONG Attributes;
                 void *SecurityDescriptor, *SecurityQualityOfService; } OBJATTR;
typedef struct { union { NTSTATUS Status; void *Pointer; }; ULONG_PTR Information; } IOSB;

typedef NTSTATUS (WINAPI *CREATE)(HANDLE *, ACCESS_MASK, OBJATTR *, IOSB *, LARGE_INTEGER *,
                                  ULONG, ULONG, ULONG, ULONG, void *, ULONG);
typedef NTSTATUS (WINAPI *OPEN)(HANDLE *, ACCESS_MASK, OBJATTR *, IOSB *, ULONG, ULONG);
typedef NTSTATUS (WINAPI *CLOSE)(HANDLE);
typedef NTSTATUS (WINAPI *QATTR)(OBJATTR *, BYTE *);
typedef NTSTATUS (WINAPI *QVOL)(HANDLE, IOSB *, void *, ULONG, int);
typedef NTSTATUS (WINAPI *QINFO)(HANDLE, IOSB *, void *, ULONG, int);
typedef NTSTATUS (WINAPI *QOBJ)(HANDLE, int, void *, ULONG, ULONG *);
typedef NTSTATUS (WINAPI *IOCTL)(HANDLE, HANDLE, void *, void *, IOSB *, ULONG, void *, ULONG,
                                 void *, ULONG);
typedef BOOLEAN (WINAPI *EQUAL)(USTR *, USTR *, BOOLEAN);
typedef WCHAR (WINAPI *UPCASE)(WCHAR);

static CREATE pNtCreateFile;
static OPEN pNtOpenFile;
static CLOSE pNtClose;
static WCHAR cwd[MAX_PATH];

/* winternl.h's FILE_* dispositions and options. */

static void ustr(USTR *u, const WCHAR *text)
{
    u->Buffer = (WCHAR *)text;
    u->Length = wcslen(text) * 2;
    u->MaximumLength = u->Length + 2;
}

/* NtCreateFile of name (an NT path built from the current folder when it starts with '+',
 * else as given) below root; prints status and Information; returns the handle or 0. */
static HANDLE create(const char *what, HANDLE root, const WCHAR *name, ACCESS_MASK access,
                     ULONG disposition, ULONG options)
{
    WCHAR full[MAX_PATH * 2];
    USTR u;
    OBJATTR oa = {sizeof(oa), root, &u, 0x40 /* OBJ_CASE_INSENSITIVE */, NULL, NULL};
    IOSB io = {{0}, 0xdead};
    HANDLE h = 0;
    if (name[0] == L'+')
        swprintf(full, MAX_PATH * 2, L"\\??\\%ls\\%ls", cwd, name + 1);
    else
        wcscpy(full, name);
    ustr(&u, full);
    NTSTATUS st = pNtCreateFile(&h, access | SYNCHRONIZE, &oa, &io, NULL, 0,
                                FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                                disposition, options | FILE_SYNCHRONOUS_IO_NONALERT, NULL, 0);
    if (st == 0)
        printf("%s: status=%08lx info=%lu\n", what, (unsigned long)st,
               (unsigned long)io.Information);
    else
        printf("%s: status=%08lx\n", what, (unsigned long)st);
    return st == 0 ? h : 0;
}

int main(void)
{
    HMODULE nt = GetModuleHandleA("ntdll.dll");
    pNtCreateFile = (CREATE)GetProcAddress(nt, "NtCreateFile");
    pNtOpenFile = (OPEN)GetProcAddress(nt, "NtOpenFile");
    pNtClose = (CLOSE)GetProcAddress(nt, "NtClose");
    QATTR pNtQueryAttributesFile = (QATTR)GetProcAddress(nt, "NtQueryAttributesFile");
    QVOL pNtQueryVolumeInformationFile = (QVOL)GetProcAddress(nt, "NtQueryVolumeInformationFile");
    QINFO pNtQueryInformationFile = (QINFO)GetProcAddress(nt, "NtQueryInformationFile");
    QOBJ pNtQueryObject = (QOBJ)GetProcAddress(nt, "NtQueryObject");
    IOCTL pNtDeviceIoControlFile = (IOCTL)GetProcAddress(nt, "NtDeviceIoControlFile");
    EQUAL pRtlEqualUnicodeString = (EQUAL)GetProcAddress(nt, "RtlEqualUnicodeString");
    UPCASE pRtlUpcaseUnicodeChar = (UPCASE)GetProcAddress(nt, "RtlUpcaseUnicodeChar");
    GetCurrentDirectoryW(MAX_PATH, cwd);
    size_t n = wcslen(cwd);
    if (n && cwd[n - 1] == L'\\')
        cwd[n - 1] = 0;
    DeleteFileA("ntf_a.txt");
    RemoveDirectoryA("ntf_dir");

    HANDLE h = create("FILE_CREATE new", 0, L"+ntf_a.txt", GENERIC_WRITE, FILE_CREATE,
                      FILE_NON_DIRECTORY_FILE);
    DWORD w;
    WriteFile(h, "hello", 5, &w, NULL);
    pNtClose(h);
    create("FILE_CREATE existing", 0, L"+ntf_a.txt", GENERIC_WRITE, FILE_CREATE, 0);
    pNtClose(create("FILE_OPEN_IF existing", 0, L"+ntf_a.txt", GENERIC_READ, FILE_OPEN_IF, 0));
    pNtClose(create("FILE_OPEN existing", 0, L"+ntf_a.txt", GENERIC_READ, FILE_OPEN, 0));
    create("FILE_OPEN missing", 0, L"+ntf_none.txt", GENERIC_READ, FILE_OPEN, 0);
    create("FILE_OPEN in a missing folder", 0, L"+ntf_none\\x.txt", GENERIC_READ, FILE_OPEN, 0);
    create("relative name without a root", 0, L"ntf_a.txt", GENERIC_READ, FILE_OPEN, 0);
    pNtClose(create("FILE_OPEN_IF new", 0, L"+ntf_b.txt", GENERIC_WRITE, FILE_OPEN_IF, 0));
    pNtClose(create("FILE_OVERWRITE_IF existing", 0, L"+ntf_b.txt", GENERIC_WRITE,
                    FILE_OVERWRITE_IF, 0));
    pNtClose(create("FILE_OVERWRITE existing", 0, L"+ntf_b.txt", GENERIC_WRITE,
                    FILE_OVERWRITE, 0));
    pNtClose(create("FILE_SUPERSEDE existing", 0, L"+ntf_b.txt", GENERIC_WRITE,
                    FILE_SUPERSEDE, 0));
    create("FILE_OVERWRITE missing", 0, L"+ntf_c.txt", GENERIC_WRITE, FILE_OVERWRITE, 0);
    create("FILE_DELETE_ON_CLOSE without DELETE access", 0, L"+ntf_c.txt", GENERIC_WRITE,
           FILE_OVERWRITE_IF, FILE_DELETE_ON_CLOSE);
    printf("made nothing=%d\n", GetFileAttributesA("ntf_c.txt") == INVALID_FILE_ATTRIBUTES);
    pNtClose(create("FILE_OVERWRITE_IF new, FILE_DELETE_ON_CLOSE", 0, L"+ntf_c.txt",
                    GENERIC_WRITE | DELETE, FILE_OVERWRITE_IF, FILE_DELETE_ON_CLOSE));
    printf("FILE_DELETE_ON_CLOSE: gone after NtClose=%d\n",
           GetFileAttributesA("ntf_c.txt") == INVALID_FILE_ATTRIBUTES);
    DeleteFileA("ntf_b.txt");

    /* Folders. */
    HANDLE dir = create("FILE_DIRECTORY_FILE|FILE_CREATE", 0, L"+ntf_dir", FILE_LIST_DIRECTORY,
                        FILE_CREATE, FILE_DIRECTORY_FILE);
    printf("made a folder=%d\n",
           (GetFileAttributesA("ntf_dir") & FILE_ATTRIBUTE_DIRECTORY) != 0);
    pNtClose(dir);
    create("FILE_DIRECTORY_FILE|FILE_CREATE existing", 0, L"+ntf_dir", FILE_LIST_DIRECTORY,
           FILE_CREATE, FILE_DIRECTORY_FILE);
    pNtClose(create("FILE_DIRECTORY_FILE|FILE_OPEN_IF existing", 0, L"+ntf_dir",
                    FILE_LIST_DIRECTORY, FILE_OPEN_IF, FILE_DIRECTORY_FILE));
    create("FILE_DIRECTORY_FILE on a file", 0, L"+ntf_a.txt", GENERIC_READ, FILE_OPEN,
           FILE_DIRECTORY_FILE);
    create("FILE_NON_DIRECTORY_FILE on a folder", 0, L"+ntf_dir", GENERIC_READ, FILE_OPEN,
           FILE_NON_DIRECTORY_FILE);
    pNtClose(create("a folder without either option", 0, L"+ntf_dir", FILE_LIST_DIRECTORY,
                    FILE_OPEN, 0));

    /* Below a folder handle. */
    USTR u;
    WCHAR full[MAX_PATH * 2];
    swprintf(full, MAX_PATH * 2, L"\\??\\%ls", cwd);
    ustr(&u, full);
    OBJATTR oa = {sizeof(oa), 0, &u, 0x40, NULL, NULL};
    IOSB io;
    HANDLE root = 0;
    NTSTATUS st = pNtOpenFile(&root, FILE_LIST_DIRECTORY | FILE_TRAVERSE | SYNCHRONIZE, &oa, &io,
                              FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                              FILE_DIRECTORY_FILE | FILE_SYNCHRONOUS_IO_NONALERT);
    printf("NtOpenFile(the current folder): status=%08lx info=%lu\n", (unsigned long)st,
           (unsigned long)io.Information);
    h = create("below the folder handle: ntf_a.txt", root, L"ntf_a.txt", GENERIC_READ,
               FILE_OPEN, 0);
    char text[8] = {0};
    DWORD got = 0;
    ReadFile(h, text, 5, &got, NULL);
    printf("read through it: %s\n", text);
    pNtClose(h);
    pNtClose(create("below the folder handle: ntf_dir", root, L"ntf_dir", FILE_LIST_DIRECTORY,
                    FILE_OPEN, FILE_DIRECTORY_FILE));
    create("below the folder handle: an absolute name", root, L"\\ntf_a.txt", GENERIC_READ,
           FILE_OPEN, 0);
    pNtClose(root);
    printf("NtClose(closed handle)=%08lx\n", (unsigned long)pNtClose(root));

    /* Attributes and information. */
    BYTE basic[40];
    swprintf(full, MAX_PATH * 2, L"\\??\\%ls\\ntf_a.txt", cwd);
    ustr(&u, full);
    st = pNtQueryAttributesFile(&oa, basic);
    printf("NtQueryAttributesFile(file)=%08lx attrs=%#lx\n", (unsigned long)st,
           *(ULONG *)(basic + 32));
    swprintf(full, MAX_PATH * 2, L"\\??\\%ls\\ntf_dir", cwd);
    ustr(&u, full);
    st = pNtQueryAttributesFile(&oa, basic);
    printf("NtQueryAttributesFile(folder)=%08lx attrs=%#lx\n", (unsigned long)st,
           *(ULONG *)(basic + 32));
    swprintf(full, MAX_PATH * 2, L"\\??\\%ls\\ntf_none", cwd);
    ustr(&u, full);
    printf("NtQueryAttributesFile(missing)=%08lx\n",
           (unsigned long)pNtQueryAttributesFile(&oa, basic));

    h = create("open ntf_a.txt to query", 0, L"+ntf_a.txt", GENERIC_READ, FILE_OPEN, 0);
    ULONG dev[2];
    st = pNtQueryVolumeInformationFile(h, &io, dev, sizeof(dev), 4 /* FileFsDeviceInformation */);
    printf("FileFsDeviceInformation(file)=%08lx type=%#lx characteristics=%#lx info=%lu\n",
           (unsigned long)st, dev[0], dev[1], (unsigned long)io.Information);
    static BYTE all[1024];
    st = pNtQueryInformationFile(h, &io, all, sizeof(all), 18 /* FileAllInformation */);
    ULONG name_len = *(ULONG *)(all + 96);
    WCHAR *fname = (WCHAR *)(all + 100);
    printf("FileAllInformation=%08lx size=%lu links=%lu info=name+%lu ends with ntf_a.txt=%d\n",
           (unsigned long)st, (unsigned long)*(LONGLONG *)(all + 48), *(ULONG *)(all + 56),
           (unsigned long)(io.Information - name_len),
           name_len >= 20 && !memcmp((BYTE *)fname + name_len - 20, L"\\ntf_a.txt", 20));
    st = pNtQueryInformationFile(h, &io, all, 90, 18);
    printf("FileAllInformation(90 bytes)=%08lx\n", (unsigned long)st);
    st = pNtQueryInformationFile(h, &io, all, 102, 18);
    printf("FileAllInformation(102 bytes)=%08lx\n", (unsigned long)st);
    st = pNtQueryInformationFile(h, &io, all, 104, 18);
    printf("FileAllInformation(104 bytes)=%08lx info=%lu\n", (unsigned long)st,
           (unsigned long)io.Information);
    ULONG need = 0;
    st = pNtQueryObject(h, 1 /* ObjectNameInformation */, all, sizeof(all), &need);
    USTR *oname = (USTR *)all;
    printf("NtQueryObject(name)=%08lx ends with ntf_a.txt=%d\n", (unsigned long)st,
           oname->Length >= 20 &&
           !memcmp((BYTE *)oname->Buffer + oname->Length - 20, L"\\ntf_a.txt", 20));
    pNtClose(h);
    h = create("NUL", 0, L"\\??\\NUL", GENERIC_WRITE, FILE_OPEN, 0);
    st = pNtQueryVolumeInformationFile(h, &io, dev, sizeof(dev), 4);
    printf("FileFsDeviceInformation(NUL)=%08lx type=%#lx\n", (unsigned long)st, dev[0]);
    pNtClose(h);

    /* The mount manager: every mount point; is drive C: among them? */
    h = create("MountPointManager", 0, L"\\??\\MountPointManager", 0, FILE_OPEN, 0);
    static BYTE in[64], out[8192];
    memset(in, 0, sizeof(in));
    st = pNtDeviceIoControlFile(h, NULL, NULL, NULL, &io, 0x6D0008, in, 24, out, sizeof(out));
    int found = 0;
    if (st == 0) {
        ULONG count = *(ULONG *)(out + 4);
        for (ULONG i = 0; i < count; i++) {
            BYTE *p = out + 8 + 24 * i;
            ULONG off = *(ULONG *)p;
            USHORT len = *(USHORT *)(p + 4);
            if (len == 28 && !memcmp(out + off, L"\\DosDevices\\C:", 28))
                found = 1;
        }
    }
    printf("IOCTL_MOUNTMGR_QUERY_POINTS=%08lx \\DosDevices\\C: found=%d\n", (unsigned long)st,
           found);
    st = pNtDeviceIoControlFile(h, NULL, NULL, NULL, &io, 0x6D0008, in, 24, out, 8);
    printf("IOCTL_MOUNTMGR_QUERY_POINTS(8 bytes)=%08lx\n", (unsigned long)st);
    memset(out, 0, 32);
    st = pNtDeviceIoControlFile(h, NULL, NULL, NULL, &io, 0x6D0008, in, 24, out, 32);
    printf("IOCTL_MOUNTMGR_QUERY_POINTS(32 bytes)=%08lx size>32=%d count>0=%d\n",
           (unsigned long)st, *(ULONG *)out > 32, *(ULONG *)(out + 4) > 0);
    DWORD returned = 0;
    BOOL ok = DeviceIoControl(h, 0x6D0008, in, 24, out, sizeof(out), &returned, NULL);
    printf("DeviceIoControl(QUERY_POINTS)=%d returned is the size=%d\n", ok,
           ok && returned == *(ULONG *)out);
    SetLastError(0);
    ok = DeviceIoControl(h, 0x6D0008, in, 24, out, 32, &returned, NULL);
    printf("DeviceIoControl(QUERY_POINTS, 32 bytes)=%d err=%lu\n", ok, GetLastError());
    pNtClose(h);

    /* Strings. */
    USTR a, b, c;
    ustr(&a, L"Abc\x00e9");
    ustr(&b, L"aBC\x00c9");
    ustr(&c, L"aBC");
    printf("RtlEqualUnicodeString: ignoring case=%d exact=%d shorter=%d\n",
           pRtlEqualUnicodeString(&a, &b, TRUE), pRtlEqualUnicodeString(&a, &b, FALSE),
           pRtlEqualUnicodeString(&a, &c, TRUE));
    printf("RtlUpcaseUnicodeChar: a=%04x e9=%04x ff=%04x 3b1=%04x df=%04x 1=%04x\n",
           pRtlUpcaseUnicodeChar(L'a'), pRtlUpcaseUnicodeChar(0xe9),
           pRtlUpcaseUnicodeChar(0xff), pRtlUpcaseUnicodeChar(0x3b1),
           pRtlUpcaseUnicodeChar(0xdf), pRtlUpcaseUnicodeChar(L'1'));

    DeleteFileA("ntf_a.txt");
    RemoveDirectoryA("ntf_dir");
    printf("done\n");
    return 0;
}
