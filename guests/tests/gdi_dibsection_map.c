/*
 * gdi_dibsection_map.c - test guest for CreateDIBSection over a file mapping
 * (test/win32/gdi/test_gdi_dibsection_map.py): the bits live in the mapping at the
 * offset given (seen through the program's own view of it), GDI drawing lands there,
 * GetObject reports the section and offset, DeleteObject writes a file mapping's pixels
 * back to the file; a handle that is no file mapping fails. One line per check.
 *
 * The expected lines are this exe's output under Wine 8 (xvfb-run -a wine
 * gdi_dibsection_map.exe).
 */
#include <windows.h>
#include <stdio.h>

int main(void)
{
    BITMAPINFO bmi;
    HANDLE file, map;
    HDC dc;
    HBITMAP bmp, old;
    DIBSECTION ds;
    DWORD *bits = NULL, *view, got, px[4];
    HBRUSH red;
    RECT r = {0, 0, 2, 2};
    char path[MAX_PATH];

    setvbuf(stdout, NULL, _IONBF, 0);
    memset(&bmi, 0, sizeof bmi);
    bmi.bmiHeader.biSize = sizeof bmi.bmiHeader;
    bmi.bmiHeader.biWidth = 4;
    bmi.bmiHeader.biHeight = -4;            /* top-down */
    bmi.bmiHeader.biPlanes = 1;
    bmi.bmiHeader.biBitCount = 32;
    bmi.bmiHeader.biCompression = BI_RGB;

    /* a section in the paging file */
    map = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE, 0, 4096, NULL);
    view = MapViewOfFile(map, FILE_MAP_ALL_ACCESS, 0, 0, 0);
    view[64 / 4] = 0x00123456;              /* the first pixel at offset 64 */
    UnmapViewOfFile(view);
    bmp = CreateDIBSection(NULL, &bmi, DIB_RGB_COLORS, (void **)&bits, map, 64);
    printf("section dib=%d first pixel=%06lx\n", bmp != NULL, bits ? bits[0] : 0);
    memset(&ds, 0, sizeof ds);
    got = GetObject(bmp, sizeof ds, &ds);
    printf("GetObject=%lu section=%d offset=%lu bits=%d\n", got, ds.dshSection == map,
           ds.dsOffset, ds.dsBm.bmBits == bits);
    dc = CreateCompatibleDC(NULL);
    old = SelectObject(dc, bmp);
    red = CreateSolidBrush(RGB(255, 0, 0));
    FillRect(dc, &r, red);
    GdiFlush();
    printf("after FillRect: bits[0]=%06lx bits[5]=%06lx bits[15]=%06lx\n", bits[0], bits[5],
           bits[15]);
    bits[15] = 0x0000ff00;
    printf("GetPixel(3,3)=%06lx\n", GetPixel(dc, 3, 3));
    SelectObject(dc, old);
    printf("DeleteObject=%d\n", DeleteObject(bmp));
    view = MapViewOfFile(map, FILE_MAP_ALL_ACCESS, 0, 0, 0);
    printf("the program's view: %06lx %06lx\n", view[64 / 4], view[64 / 4 + 15]);
    UnmapViewOfFile(view);
    CloseHandle(map);

    /* a section of a file: the pixels reach the file */
    GetTempPathA(sizeof path, path);
    lstrcatA(path, "dibsec.bin");
    file = CreateFileA(path, GENERIC_READ | GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    map = CreateFileMappingA(file, NULL, PAGE_READWRITE, 0, 256, NULL);
    bmp = CreateDIBSection(NULL, &bmi, DIB_RGB_COLORS, (void **)&bits, map, 128);
    bits[0] = 0x00abcdef;
    bits[1] = 0x00010203;
    DeleteObject(bmp);
    CloseHandle(map);
    SetFilePointer(file, 128, NULL, FILE_BEGIN);
    ReadFile(file, px, 8, &got, NULL);
    printf("file at 128: %06lx %06lx (%lu read)\n", px[0], px[1], got);
    CloseHandle(file);
    DeleteFileA(path);

    /* errors */
    map = CreateFileMappingA(INVALID_HANDLE_VALUE, NULL, PAGE_READWRITE, 0, 4096, NULL);
    bits = (DWORD *)1;
    SetLastError(0xdead);
    bmp = CreateDIBSection(NULL, &bmi, DIB_RGB_COLORS, (void **)&bits, (HANDLE)0xbad0, 0);
    printf("bad handle: dib=%d bits=%p\n", bmp != NULL, bits);
    CloseHandle(map);
    DeleteDC(dc);
    return 0;
}
