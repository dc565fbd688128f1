/* VERSION.dll on a program's own VERSIONINFO, as notifu 1.7 reads its version for its
 * usage box (issue 23, "Programs in the wild"), at both widths: VerQueryValue hands back
 * a pointer into the caller's block (8 bytes in a 64-bit program). The expected lines
 * are Wine's. */
#include <windows.h>
#include <stdio.h>

int main(void)
{
    WCHAR path[MAX_PATH];
    DWORD handle = 0xdeadbeef, size;
    BYTE *block;
    VS_FIXEDFILEINFO *ffi = NULL;
    WCHAR *text = NULL;
    WORD *translation = NULL;
    UINT len = 0;
    BOOL ok;

    GetModuleFileNameW(NULL, path, MAX_PATH);
    size = GetFileVersionInfoSizeW(path, &handle);
    printf("GetFileVersionInfoSizeW: non-zero=%d handle=%lu\n", size != 0, handle);
    block = HeapAlloc(GetProcessHeap(), HEAP_ZERO_MEMORY, size);
    printf("GetFileVersionInfoW=%d\n", GetFileVersionInfoW(path, 0, size, block));
    ok = VerQueryValueW(block, L"\\", (void **)&ffi, &len);
    printf("root: ok=%d len=%u inside the block=%d signature=%08lx file=%u.%u.%u.%u\n",
           ok, len, (BYTE *)ffi > block && (BYTE *)ffi < block + size, ffi->dwSignature,
           HIWORD(ffi->dwFileVersionMS), LOWORD(ffi->dwFileVersionMS),
           HIWORD(ffi->dwFileVersionLS), LOWORD(ffi->dwFileVersionLS));
    ok = VerQueryValueW(block, L"\\VarFileInfo\\Translation", (void **)&translation, &len);
    printf("translation: ok=%d len=%u %04x %04x\n", ok, len, translation[0], translation[1]);
    ok = VerQueryValueW(block, L"\\StringFileInfo\\040904b0\\ProductName", (void **)&text, &len);
    printf("ProductName: ok=%d len=%u %ls\n", ok, len, text);
    len = 99;
    ok = VerQueryValueW(block, L"\\StringFileInfo\\040904b0\\Missing", (void **)&text, &len);
    printf("missing value: ok=%d len=%u\n", ok, len);
    SetLastError(0xdeadbeef);
    size = GetFileVersionInfoSizeW(L"no such file.exe", &handle);
    printf("missing file: size=%lu error=%lu\n", size, GetLastError());
    return 0;
}
