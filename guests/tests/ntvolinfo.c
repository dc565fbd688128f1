/* NtQueryVolumeInformationFile's volume classes on a file of drive C: (Node.js's libuv
 * asks them when it stats a file): FileFsVolumeInformation, FileFsSizeInformation,
 * FileFsAttributeInformation, FileFsFullSizeInformation, each compared with what
 * GetVolumeInformation and GetDiskFreeSpace say of the same drive, and the buffer rules
 * (too small for the fixed part; too small for the trailing name). */
#include <windows.h>
#include <winternl.h>
#include <stdio.h>

typedef NTSTATUS (WINAPI *query_fn)(HANDLE, IO_STATUS_BLOCK *, void *, ULONG, int);

typedef struct { LARGE_INTEGER created; ULONG serial, label_len; BOOLEAN objects; WCHAR label[64]; } VOLINFO;
typedef struct { LARGE_INTEGER total, avail; ULONG spc, bps; } SIZEINFO;
typedef struct { LARGE_INTEGER total, caller, actual; ULONG spc, bps; } FULLSIZEINFO;
typedef struct { ULONG flags; LONG max_component; ULONG name_len; WCHAR name[64]; } ATTRINFO;

int main(void)
{
    query_fn query = (query_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                              "NtQueryVolumeInformationFile");
    WCHAR label[MAX_PATH], fs[MAX_PATH];
    DWORD serial, maxlen, flags, spc, bps, freec, totalc;
    IO_STATUS_BLOCK io;
    NTSTATUS st;
    HANDLE h;
    BYTE buf[512];
    VOLINFO *vol = (VOLINFO *)buf;
    SIZEINFO *size = (SIZEINFO *)buf;
    FULLSIZEINFO *full = (FULLSIZEINFO *)buf;
    ATTRINFO *attr = (ATTRINFO *)buf;
    ULONG sizes[] = {8, 12, 16, 17, 18, 20, 24};
    int i;

    GetVolumeInformationW(L"C:\\", label, MAX_PATH, &serial, &maxlen, &flags, fs, MAX_PATH);
    GetDiskFreeSpaceW(L"C:\\", &spc, &bps, &freec, &totalc);
    h = CreateFileA("C:\\volinfo.txt", GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);

    memset(buf, 0xcc, sizeof(buf));
    st = query(h, &io, buf, sizeof(buf), 1);
    printf("volume: 0x%lx information %lu (18 + label %d)\n", st, (ULONG)io.Information,
           io.Information == 18 + vol->label_len);
    printf("  serial as GetVolumeInformation: %d, label as it: %d, objects %d\n",
           vol->serial == serial, vol->label_len == 2 * wcslen(label) &&
           !memcmp(vol->label, label, vol->label_len), vol->objects);
    memset(buf, 0xcc, sizeof(buf));
    st = query(h, &io, buf, sizeof(buf), 3);
    printf("size: 0x%lx information %lu\n", st, (ULONG)io.Information);
    printf("  as GetDiskFreeSpace: spc %d bps %d total %d\n", size->spc == spc,
           size->bps == bps, size->total.QuadPart == totalc);
    memset(buf, 0xcc, sizeof(buf));
    st = query(h, &io, buf, sizeof(buf), 7);
    printf("full size: 0x%lx information %lu\n", st, (ULONG)io.Information);
    printf("  as GetDiskFreeSpace: spc %d bps %d total %d, caller <= actual %d\n",
           full->spc == spc, full->bps == bps, full->total.QuadPart == totalc,
           full->caller.QuadPart <= full->actual.QuadPart);
    memset(buf, 0xcc, sizeof(buf));
    st = query(h, &io, buf, sizeof(buf), 5);
    printf("attribute: 0x%lx information %lu (12 + name %d)\n", st, (ULONG)io.Information,
           io.Information == 12 + attr->name_len);
    printf("  as GetVolumeInformation: flags %d, longest name %d, name %d\n",
           attr->flags == flags, attr->max_component == (LONG)maxlen,
           attr->name_len == 2 * wcslen(fs) && !memcmp(attr->name, fs, attr->name_len));
    for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
        memset(buf, 0xcc, sizeof(buf));
        io.Status = 0x1234; io.Information = 0x5678;
        st = query(h, &io, buf, sizes[i], 5);
        printf("attribute in %lu bytes: 0x%lx", sizes[i], st);
        if (st == 0 || st == 0x80000005)
            printf(" information %lu, name length %lu", (ULONG)io.Information, attr->name_len);
        printf("\n");
    }
    for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
        memset(buf, 0xcc, sizeof(buf));
        io.Status = 0x1234; io.Information = 0x5678;
        st = query(h, &io, buf, sizes[i], 3);
        printf("size in %lu bytes: 0x%lx\n", sizes[i], st);
    }
    CloseHandle(h);
    DeleteFileA("C:\\volinfo.txt");
    return 0;
}
