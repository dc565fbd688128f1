/* RtlNtStatusToDosError (issue 23: CMake 4.4's libuv turns the NTSTATUS of each completed
   I/O packet into a Win32 error with it). Prints the Win32 error for statuses of file,
   pipe and wait results, and for ones outside the table, so the lines compare with
   Wine's. */
#include <windows.h>
#include <stdio.h>

typedef ULONG (WINAPI *to_dos_fn)(LONG);

static const ULONG statuses[] = {
    0x00000000, 0x00000102, 0x00000103, 0x80000005, 0x80000006, 0xC0000001, 0xC0000002,
    0xC0000004, 0xC0000005, 0xC0000008, 0xC000000D, 0xC0000010, 0xC0000011, 0xC0000017,
    0xC0000022, 0xC0000023, 0xC0000033, 0xC0000034, 0xC0000035, 0xC000003A, 0xC0000043,
    0xC0000056, 0xC000007F, 0xC00000B0, 0xC00000B1, 0xC00000B5, 0xC00000BA, 0xC00000BB,
    0xC00000D9, 0xC0000101, 0xC0000103, 0xC0000120, 0xC000014B, 0xC0000275,
    0xC0070005, 0x80070057, 0xC0001234, 0x12345678,
};

int main(void)
{
    to_dos_fn to_dos = (to_dos_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                                 "RtlNtStatusToDosError");
    unsigned i;

    for (i = 0; i < sizeof(statuses) / sizeof(statuses[0]); i++)
        printf("%08lx -> %lu\n", statuses[i], to_dos((LONG)statuses[i]));
    return 0;
}
