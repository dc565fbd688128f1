/* USER32.dll's own resources, as a program finds, enumerates and loads them on
 * GetModuleHandle("user32.dll") (issue 23; docs/dlls.md "Resources of the built-in
 * DLLs"): the icon and cursor groups and their images, the OEM bitmaps, the string
 * table, the EnumResource* family over them, FindResource(Ex) / LoadResource /
 * LockResource / SizeofResource, and USER's loaders (LoadString, LoadImage, LoadIcon,
 * LoadCursor, LoadBitmap) on the module. One line per check; test/win32/user/
 * test_builtinres.py holds what Wine 8 prints. */
#define _WIN32_WINNT 0x0601
#include <windows.h>
#include <stdio.h>

static HMODULE user32;
static char names[4096];

typedef HCURSOR (WINAPI *frameinfo_fn)(HCURSOR, DWORD, DWORD, DWORD *, DWORD *);

/* GetCursorFrameInfo is exported but not declared by the headers. */
static HCURSOR GetCursorFrameInfo(HCURSOR c, DWORD r, DWORD step, DWORD *rate, DWORD *steps)
{
    frameinfo_fn fn = (frameinfo_fn)GetProcAddress(GetModuleHandleA("user32.dll"), "GetCursorFrameInfo");
    return fn(c, r, step, rate, steps);
}

static BOOL CALLBACK add_name(HMODULE m, LPCSTR type, LPSTR name, LONG_PTR param)
{
    char *end = names + strlen(names);
    if (IS_INTRESOURCE(name)) sprintf(end, " %u", (unsigned)(ULONG_PTR)name);
    else sprintf(end, " %s", name);
    return TRUE;
}

static BOOL CALLBACK add_type(HMODULE m, LPSTR type, LONG_PTR param)
{
    char *end = names + strlen(names);
    if (IS_INTRESOURCE(type)) sprintf(end, " %u", (unsigned)(ULONG_PTR)type);
    else sprintf(end, " %s", type);
    return TRUE;
}

static BOOL CALLBACK add_lang(HMODULE m, LPCSTR type, LPCSTR name, WORD lang, LONG_PTR param)
{
    sprintf(names + strlen(names), " %04x", lang);
    return TRUE;
}

static BOOL CALLBACK first_name(HMODULE m, LPCSTR type, LPSTR name, LONG_PTR param)
{
    *(LPSTR *)param = name;
    return FALSE;
}

static BOOL CALLBACK count_names(HMODULE m, LPCWSTR type, LPWSTR name, LONG_PTR param)
{
    ++*(int *)param;
    return TRUE;
}

/* Which of the sizes 16, 32, 48 at 4, 8 and 32 bits an icon group has, as "size:bpp". */
static void group_sizes(const BYTE *dir, char *out)
{
    static const int sizes[] = {16, 32, 48}, depths[] = {4, 8, 32};
    int s, d, i, n = *(const WORD *)(dir + 4);
    *out = 0;
    for (s = 0; s < 3; s++)
        for (d = 0; d < 3; d++)
            for (i = 0; i < n; i++) {
                const BYTE *e = dir + 6 + 14 * i;
                if (e[0] == sizes[s] && *(const WORD *)(e + 6) == depths[d]) {
                    sprintf(out + strlen(out), " %d:%d", sizes[s], depths[d]);
                    break;
                }
            }
}

int main(void)
{
    HRSRC rsrc;
    HGLOBAL res;
    BYTE *bits;
    DWORD size;
    char *name = NULL, buf[256], sizes[128];
    WCHAR wbuf[64];
    const WCHAR *ptr = NULL;
    int id, count = 0, ret;
    HICON icon;
    HCURSOR cursor;
    HBITMAP bmp;
    ICONINFO info;
    BITMAP bm;
    BOOL ok;

    user32 = GetModuleHandleA("user32.dll");
    printf("user32: %d\n", user32 != NULL);
    ok = EnumResourceTypesA(user32, add_type, 0);
    printf("types: %d%s\n", ok, names);

    /* The icon and cursor groups: the OIC_* and OCR_* numbers. */
    names[0] = 0;
    ok = EnumResourceNamesA(user32, (LPCSTR)RT_GROUP_ICON, add_name, 0);
    printf("icon groups: %d%s\n", ok, names);
    names[0] = 0;
    ok = EnumResourceNamesA(user32, (LPCSTR)RT_GROUP_CURSOR, add_name, 0);
    printf("cursor groups: %d%s\n", ok, names);
    names[0] = 0;
    EnumResourceLanguagesA(user32, (LPCSTR)RT_GROUP_ICON, MAKEINTRESOURCEA(32513), add_lang, 0);
    printf("languages of icon group 32513:%s\n", names);
    ok = EnumResourceNamesW(user32, (LPCWSTR)RT_BITMAP, count_names, (LONG_PTR)&count);
    printf("bitmaps (W): %d\n", ok && count >= 34);
    for (id = 32734, count = 0; id <= 32767; id++)
        if (FindResourceA(user32, MAKEINTRESOURCEA(id), (LPCSTR)RT_BITMAP)) count++;
    printf("OBM_* bitmaps found: %d\n", count);

    /* The Ex forms: RESOURCE_ENUM_LN (or 0) enumerates the module, MUI alone nothing. */
    names[0] = 0;
    ok = EnumResourceNamesExA(user32, (LPCSTR)RT_GROUP_ICON, add_name, 0, 0, 0);
    printf("icon groups (Ex, 0): %d%s\n", ok, names);
    count = 0;
    ok = EnumResourceNamesExW(user32, (LPCWSTR)RT_GROUP_CURSOR, count_names, (LONG_PTR)&count,
                              RESOURCE_ENUM_LN, 0);
    printf("cursor groups (ExW, LN): %d %d\n", ok, count);
    names[0] = 0;
    SetLastError(0xdeadbeef);
    ok = EnumResourceNamesExA(user32, (LPCSTR)RT_GROUP_ICON, add_name, 0, RESOURCE_ENUM_MUI, 0);
    printf("icon groups (Ex, MUI): %d err %lx%s\n", ok, GetLastError(), names);
    names[0] = 0;
    ok = EnumResourceTypesExA(user32, add_type, 0, RESOURCE_ENUM_LN, 0);
    printf("types (Ex, LN): %d%s\n", ok, names);
    names[0] = 0;
    ok = EnumResourceLanguagesExA(user32, (LPCSTR)RT_GROUP_CURSOR, MAKEINTRESOURCEA(32512), add_lang,
                                  0, 0, 0);
    printf("languages of cursor group 32512 (Ex):%s %d\n", names, ok);

    /* A callback answering FALSE ends the enumeration, which answers FALSE. */
    ok = EnumResourceNamesA(user32, (LPCSTR)RT_GROUP_ICON, first_name, (LONG_PTR)&name);
    printf("first icon group: %d %u\n", ok, (unsigned)(ULONG_PTR)name);

    /* What cursoricon.c does: the group's directory, the image LookupIconIdFromDirectory
     * picks, its bits made an icon. */
    rsrc = FindResourceA(user32, name, (LPCSTR)RT_GROUP_ICON);
    res = LoadResource(user32, rsrc);
    bits = LockResource(res);
    group_sizes(bits, sizes);
    printf("group directory: %d type %d sizes%s\n", bits != NULL, *(WORD *)(bits + 2), sizes);
    id = LookupIconIdFromDirectory(bits, TRUE);
    rsrc = FindResourceA(user32, MAKEINTRESOURCEA(id), (LPCSTR)RT_ICON);
    size = SizeofResource(user32, rsrc);
    bits = LockResource(LoadResource(user32, rsrc));
    printf("chosen image: %d header %lu %ldx%ld bpp %d size ok %d\n", rsrc != NULL,
           ((BITMAPINFOHEADER *)bits)->biSize, ((BITMAPINFOHEADER *)bits)->biWidth,
           ((BITMAPINFOHEADER *)bits)->biHeight, ((BITMAPINFOHEADER *)bits)->biBitCount,
           size == 40 + 32 * 32 * 4 + 32 * 4);
    icon = CreateIconFromResourceEx(bits, size, TRUE, 0x00030000, 0, 0, LR_DEFAULTSIZE);
    ok = GetIconInfo(icon, &info);
    GetObjectA(info.hbmColor, sizeof(bm), &bm);
    printf("icon from its bits: %d fIcon %d %ldx%ld\n", ok, info.fIcon, bm.bmWidth, bm.bmHeight);
    DeleteObject(info.hbmColor);
    DeleteObject(info.hbmMask);
    DestroyIcon(icon);

    /* Each icon group but OIC_SHIELD's has the three sizes at 4, 8 and 32 bits. */
    for (id = 32512, count = 0; id <= 32517; id++) {
        rsrc = FindResourceExA(user32, (LPCSTR)RT_GROUP_ICON, MAKEINTRESOURCEA(id), 0);
        group_sizes(LockResource(LoadResource(user32, rsrc)), sizes);
        if (!strcmp(sizes, " 16:4 16:8 16:32 32:4 32:8 32:32 48:4 48:8 48:32")) count++;
    }
    printf("icon groups with 16/32/48 at 4/8/32 bits: %d\n", count);

    /* A cursor group's directory and the image LookupIconIdFromDirectoryEx picks. */
    rsrc = FindResourceA(user32, MAKEINTRESOURCEA(32512), (LPCSTR)RT_GROUP_CURSOR);
    bits = LockResource(LoadResource(user32, rsrc));
    id = LookupIconIdFromDirectoryEx(bits, FALSE, 32, 32, 0);
    rsrc = FindResourceA(user32, MAKEINTRESOURCEA(id), (LPCSTR)RT_CURSOR);
    bits = LockResource(LoadResource(user32, rsrc));
    printf("arrow cursor: type %d image %dx%d bpp %d\n", *(WORD *)(LockResource(LoadResource(
           user32, FindResourceA(user32, MAKEINTRESOURCEA(32512), (LPCSTR)RT_GROUP_CURSOR))) + 2),
           (int)((BITMAPINFOHEADER *)(bits + 4))->biWidth,
           (int)((BITMAPINFOHEADER *)(bits + 4))->biHeight,
           ((BITMAPINFOHEADER *)(bits + 4))->biBitCount);

    /* Not there: the errors FindResource gives. */
    SetLastError(0xdeadbeef);
    rsrc = FindResourceA(user32, "NOSUCHICON", (LPCSTR)RT_GROUP_ICON);
    printf("missing name: %d err %lu\n", rsrc != NULL, GetLastError());
    SetLastError(0xdeadbeef);
    rsrc = FindResourceA(user32, MAKEINTRESOURCEA(1), (LPCSTR)RT_RCDATA);
    printf("missing type: %d err %lu\n", rsrc != NULL, GetLastError());
    SetLastError(0xdeadbeef);
    ok = EnumResourceNamesA(user32, (LPCSTR)RT_RCDATA, add_name, 0);
    printf("enumerate a missing type: %d err %lu\n", ok, GetLastError());

    /* Strings. */
    ret = LoadStringA(user32, 2, buf, sizeof(buf));
    printf("string 2: %d '%s'\n", ret, buf);
    ret = LoadStringA(user32, 13, buf, sizeof(buf));
    printf("string 13: %d '%s'\n", ret, buf);
    ret = LoadStringW(user32, 2, (LPWSTR)&ptr, 0);
    printf("string 2 in place: %d %d\n", ret, ptr && !memcmp(ptr, L"Error", 10));
    ret = LoadStringW(user32, 2, wbuf, 64);
    printf("string 2 (W): %d %d\n", ret, !lstrcmpW(wbuf, L"Error"));
    rsrc = FindResourceExA(user32, (LPCSTR)RT_STRING, MAKEINTRESOURCEA(1), MAKELANGID(LANG_ENGLISH, SUBLANG_ENGLISH_US));
    printf("US English string block: %d\n", rsrc != NULL);

    /* USER's loaders on the module. */
    icon = LoadImageA(user32, MAKEINTRESOURCEA(32513), IMAGE_ICON, 0, 0, LR_DEFAULTSIZE);
    ok = GetIconInfo(icon, &info);
    GetObjectA(info.hbmMask, sizeof(bm), &bm);
    printf("LoadImage OIC_HAND: %d %d mask %ldx%ld\n", icon != NULL, ok, bm.bmWidth, bm.bmHeight);
    DeleteObject(info.hbmColor);
    DeleteObject(info.hbmMask);
    DestroyIcon(icon);
    icon = LoadImageA(user32, MAKEINTRESOURCEA(32516), IMAGE_ICON, 16, 16, 0);
    ok = GetIconInfo(icon, &info);
    GetObjectA(info.hbmMask, sizeof(bm), &bm);
    printf("LoadImage OIC_NOTE 16: %d %d mask %ldx%ld\n", icon != NULL, ok, bm.bmWidth, bm.bmHeight);
    DeleteObject(info.hbmColor);
    DeleteObject(info.hbmMask);
    DestroyIcon(icon);
    icon = LoadIconA(user32, MAKEINTRESOURCEA(32515));
    printf("LoadIcon OIC_BANG: %d\n", icon != NULL);
    cursor = LoadCursorA(user32, MAKEINTRESOURCEA(32513));
    ok = GetIconInfo(cursor, &info);
    printf("LoadCursor OCR_IBEAM: %d %d fIcon %d\n", cursor != NULL, ok, info.fIcon);
    DeleteObject(info.hbmColor);
    DeleteObject(info.hbmMask);
    bmp = LoadBitmapA(user32, MAKEINTRESOURCEA(32760));
    printf("LoadBitmap OBM_CHECK: %d %d\n", bmp != NULL, GetObjectA(bmp, sizeof(bm), &bm) == sizeof(bm));
    DeleteObject(bmp);
    bmp = LoadBitmapA(NULL, MAKEINTRESOURCEA(32767));
    printf("LoadBitmap(NULL, OBM_OLD_CLOSE): %d\n", bmp != NULL);
    DeleteObject(bmp);
    SetLastError(0xdeadbeef);
    bmp = LoadBitmapA(user32, MAKEINTRESOURCEA(12345));
    printf("LoadBitmap missing: %d err %lu\n", bmp != NULL, GetLastError());

    /* The system cursors are USER32's: GetIconInfo, GetIconInfoEx, DrawIcon, CopyIcon. */
    cursor = LoadCursorA(NULL, (LPCSTR)IDC_ARROW);
    ok = GetIconInfo(cursor, &info);
    GetObjectA(info.hbmMask, sizeof(bm), &bm);
    printf("system arrow: %d fIcon %d hot %lu,%lu mask %ldx%ld colour %d\n", ok, info.fIcon,
           info.xHotspot, info.yHotspot, bm.bmWidth, bm.bmHeight, info.hbmColor != NULL);
    DeleteObject(info.hbmColor);
    DeleteObject(info.hbmMask);
    {
        ICONINFOEXW ex;
        HDC dc = CreateCompatibleDC(NULL);
        HBITMAP target = CreateCompatibleBitmap(GetDC(NULL), 32, 32), old;
        HCURSOR copy;
        ex.cbSize = sizeof(ex);
        ok = GetIconInfoExW(LoadCursorA(NULL, (LPCSTR)IDC_IBEAM), &ex);
        printf("system ibeam: %d resid %u module is user32 %d\n", ok, ex.wResID,
               GetModuleHandleW(ex.szModName) == user32);
        DeleteObject(ex.hbmColor);
        DeleteObject(ex.hbmMask);
        old = SelectObject(dc, target);
        printf("DrawIcon of a system cursor: %d\n", DrawIcon(dc, 0, 0, LoadCursorA(NULL, (LPCSTR)IDC_WAIT)));
        SelectObject(dc, old);
        DeleteObject(target);
        DeleteDC(dc);
        copy = CopyIcon(LoadCursorA(NULL, (LPCSTR)IDC_CROSS));
        ok = GetIconInfo(copy, &info);
        printf("copy of a system cursor: %d %d fIcon %d\n", copy != NULL, ok, info.fIcon);
        DeleteObject(info.hbmColor);
        DeleteObject(info.hbmMask);
        DestroyCursor(copy);
    }

    /* With no module, LoadCursor / LoadImage read USER32's cursors: the obsolete
     * IDC_SIZE and IDC_ICON, OCR_PEN, the panning marks; a name USER32 lacks fails. */
    cursor = LoadCursorA(NULL, MAKEINTRESOURCEA(32640));
    ok = GetIconInfo(cursor, &info);
    printf("LoadCursor(NULL, IDC_SIZE): %d %d fIcon %d\n", cursor != NULL, ok, info.fIcon);
    DeleteObject(info.hbmColor);
    DeleteObject(info.hbmMask);
    printf("again: %d\n", LoadCursorA(NULL, MAKEINTRESOURCEA(32640)) == cursor);
    cursor = LoadCursorA(NULL, MAKEINTRESOURCEA(32641));
    ok = GetIconInfo(cursor, &info);
    printf("LoadCursor(NULL, IDC_ICON): %d %d colour %d\n", cursor != NULL, ok, info.hbmColor != NULL);
    DeleteObject(info.hbmColor);
    DeleteObject(info.hbmMask);
    cursor = LoadImageA(NULL, MAKEINTRESOURCEA(32631), IMAGE_CURSOR, 0, 0, LR_DEFAULTSIZE | LR_SHARED);
    printf("LoadImage(NULL, OCR_PEN): %d\n", cursor != NULL);
    cursor = LoadImageA(NULL, MAKEINTRESOURCEA(32655), IMAGE_CURSOR, 0, 0, LR_DEFAULTSIZE);
    printf("LoadImage(NULL, OCR_RDRNORTH): %d\n", cursor != NULL);
    DestroyCursor(cursor);
    SetLastError(0xdeadbeef);
    cursor = LoadCursorA(NULL, "NOSUCHCURSOR");
    printf("LoadCursor(NULL, a name): %d err %lu\n", cursor != NULL, GetLastError());
    SetLastError(0xdeadbeef);
    icon = LoadIconA(NULL, "NOSUCHICON");
    printf("LoadIcon(NULL, a name): %d err %lu\n", icon != NULL, GetLastError());
    SetLastError(0xdeadbeef);
    cursor = LoadCursorA(NULL, MAKEINTRESOURCEA(12345));
    printf("LoadCursor(NULL, 12345): %d err %lu\n", cursor != NULL, GetLastError());

    /* The program's own animated cursor resource (builtinres.rc: RT_ANICURSOR "BUSY"). */
    {
        DWORD rate = 0, steps = 0;
        HCURSOR frame;
        cursor = LoadCursorA(GetModuleHandleA(NULL), "BUSY");
        frame = GetCursorFrameInfo(cursor, 0, 1, &rate, &steps);
        printf("animated cursor resource: %d frame %d rate %lu steps %lu\n", cursor != NULL,
               frame != NULL && frame != cursor, rate, steps);
        printf("again: %d\n", LoadCursorA(GetModuleHandleA(NULL), "BUSY") == cursor);
        SetLastError(0xdeadbeef);
        cursor = LoadCursorA(GetModuleHandleA(NULL), "IDLE");
        printf("missing cursor in a module with animated ones: %d err %lu\n", cursor != NULL,
               GetLastError());
    }
    return 0;
}
