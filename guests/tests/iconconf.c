/* Icons and cursors as Wine's user32 cursoricon.c checks them (issue 23): DrawIcon /
 * DrawIconEx through the AND mask and XOR colour or the alpha channel, DrawIconEx's DI_
 * flags, GetIconInfo's bitmaps (monochrome icons, the colour bitmap's depth),
 * CreateIconIndirect without a mask, CopyImage's bitmaps (DIB sections, monochrome,
 * one-bit shrinking), SetCursor / ShowCursor across threads and DestroyCursor of the
 * current cursor. One line per check. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

static HDC dc;
static DWORD *dst;

/* A 1x1 icon of colour ``color`` (0xAARRGGBB in a 32-bit DIB section) and mask bit
 * ``maskbit``. */
static HICON make_icon(DWORD color, int maskbit)
{
    BITMAPINFO bi;
    ICONINFO ii;
    void *bits;
    WORD mask = maskbit ? 0xffff : 0;
    HICON h;
    memset(&bi, 0, sizeof(bi));
    bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
    bi.bmiHeader.biWidth = 1; bi.bmiHeader.biHeight = 1;
    bi.bmiHeader.biPlanes = 1; bi.bmiHeader.biBitCount = 32;
    ii.fIcon = TRUE; ii.xHotspot = ii.yHotspot = 0;
    ii.hbmMask = CreateBitmap(1, 1, 1, 1, &mask);
    ii.hbmColor = CreateDIBSection(dc, &bi, DIB_RGB_COLORS, &bits, NULL, 0);
    *(DWORD *)bits = color;
    h = CreateIconIndirect(&ii);
    DeleteObject(ii.hbmMask);
    DeleteObject(ii.hbmColor);
    return h;
}

static void draw(const char *what, DWORD color, int maskbit, DWORD bg, UINT flags)
{
    HICON h = make_icon(color, maskbit);
    BOOL ok;
    *dst = bg;
    ok = flags == 0xffff ? DrawIcon(dc, 0, 0, h) : DrawIconEx(dc, 0, 0, h, 1, 1, 0, NULL, flags);
    GdiFlush();
    printf("%s: %d %06lx\n", what, ok, *dst & 0xffffff);
    DestroyIcon(h);
}

/* A bitmap's size, depth ("screen": the display's, GetDeviceCaps' BITSPIXEL) and
 * whether it is a DIB section. */
/* The size and top-left pixel (0xRRGGBB) of an icon drawn at its own size. */
static void draw_icon(const char *what, HICON h)
{
    ICONINFO ii;
    BITMAP bm;
    HDC mem = CreateCompatibleDC(0);
    HBITMAP b = CreateBitmap(64, 64, 1, 32, NULL);
    COLORREF px;
    if (!h) { printf("%s: none\n", what); DeleteDC(mem); DeleteObject(b); return; }
    GetIconInfo(h, &ii);
    GetObjectA(ii.hbmColor, sizeof(bm), &bm);
    SelectObject(mem, b);
    DrawIconEx(mem, 0, 0, h, 0, 0, 0, NULL, DI_NORMAL);
    px = GetPixel(mem, 0, 0);
    printf("%s: %ldx%ld %02x%02x%02x\n", what, bm.bmWidth, bm.bmHeight, GetRValue(px),
           GetGValue(px), GetBValue(px));
    DeleteObject(ii.hbmColor); DeleteObject(ii.hbmMask);
    DeleteDC(mem); DeleteObject(b);
}

static void bitmap_info(const char *what, HBITMAP h)
{
    BITMAP bm;
    HDC screen = GetDC(0);
    int depth = GetDeviceCaps(screen, BITSPIXEL);
    ReleaseDC(0, screen);
    if (!h) { printf("%s: none\n", what); return; }
    GetObjectA(h, sizeof(bm), &bm);
    if (bm.bmBitsPixel == depth)
        printf("%s: %ldx%ld bpp=screen dib=%d\n", what, bm.bmWidth, bm.bmHeight,
               bm.bmBits != NULL);
    else
        printf("%s: %ldx%ld bpp=%d dib=%d\n", what, bm.bmWidth, bm.bmHeight, bm.bmBitsPixel,
               bm.bmBits != NULL);
}

static void icon_info(const char *what, HICON h)
{
    ICONINFO ii;
    char name[64];
    BOOL ok = GetIconInfo(h, &ii);
    printf("%s: %d fIcon=%d hot=%lu,%lu\n", what, ok, ii.fIcon, ii.xHotspot, ii.yHotspot);
    sprintf(name, "%s mask", what);
    bitmap_info(name, ii.hbmMask);
    sprintf(name, "%s color", what);
    bitmap_info(name, ii.hbmColor);
    DeleteObject(ii.hbmMask);
    DeleteObject(ii.hbmColor);
}

static DWORD parent;
static HANDLE started, next;

static DWORD CALLBACK cursor_thread(void *arg)
{
    MSG msg;
    PeekMessageA(&msg, 0, 0, 0, PM_NOREMOVE);
    if (parent) AttachThreadInput(GetCurrentThreadId(), parent, TRUE);
    return (DWORD)(ULONG_PTR)(arg ? SetCursor((HCURSOR)arg) : GetCursor());
}

static DWORD CALLBACK show_thread(void *arg)
{
    MSG msg;
    int count = (int)(ULONG_PTR)arg, ret = 0;
    PeekMessageA(&msg, 0, 0, 0, PM_NOREMOVE);
    if (parent) AttachThreadInput(GetCurrentThreadId(), parent, TRUE);
    if (!count) ret = ShowCursor(FALSE);
    else while (count--) ret = ShowCursor(TRUE);
    SetEvent(started);
    WaitForSingleObject(next, 2000);
    return ret;
}

static DWORD run(LPTHREAD_START_ROUTINE fn, void *arg)
{
    DWORD code;
    HANDLE t = CreateThread(NULL, 0, fn, arg, 0, NULL);
    WaitForSingleObject(t, 2000);
    GetExitCodeThread(t, &code);
    CloseHandle(t);
    return code;
}

int main(void)
{
    BITMAPINFO bi;
    BYTE bits[512];
    HICON h;
    HBITMAP bmp, copy;
    ICONINFO ii;
    HCURSOR initial, cur, old;
    HANDLE t;
    DWORD code;
    int i;
    void *p;

    dc = CreateCompatibleDC(0);
    memset(&bi, 0, sizeof(bi));
    bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
    bi.bmiHeader.biWidth = 1; bi.bmiHeader.biHeight = 1;
    bi.bmiHeader.biPlanes = 1; bi.bmiHeader.biBitCount = 32;
    bmp = CreateDIBSection(dc, &bi, DIB_RGB_COLORS, (void **)&dst, NULL, 0);
    SelectObject(dc, bmp);

    draw("mask 0", 0x00a0b0c0, 0, 0xffffff, 0xffff);
    draw("mask 1 inverts", 0x00a0b0c0, 1, 0xffffff, 0xffff);
    draw("alpha 80 on black", 0x80a0b0c0, 1, 0x000000, 0xffff);
    draw("alpha 80 on white", 0x80a0b0c0, 0, 0xffffff, DI_NORMAL);
    draw("alpha ff mask 1", 0xffa0b0c0, 1, 0xffffff, DI_NORMAL);
    draw("no flags", 0x00a0b0c0, 0, 0x102030, 0);
    draw("DI_MASK 0", 0x80a0b0c0, 0, 0x123456, DI_MASK);
    draw("DI_MASK 1", 0x80a0b0c0, 1, 0x123456, DI_MASK);
    draw("DI_IMAGE 1", 0x00a0b0c0, 1, 0xffffff, DI_IMAGE);
    {
        HBRUSH red = CreateSolidBrush(RGB(255, 0, 0));
        HICON t = make_icon(0, 1), o = make_icon(0x00a0b0c0, 0);
        *dst = 0x123456;
        i = DrawIconEx(dc, 0, 0, t, 1, 1, 0, red, DI_NORMAL);
        GdiFlush();
        printf("brush under a transparent icon: %d %06lx", i, *dst & 0xffffff);
        *dst = 0x123456;
        i = DrawIconEx(dc, 0, 0, o, 1, 1, 0, red, DI_NORMAL);
        GdiFlush();
        printf(" opaque: %d %06lx", i, *dst & 0xffffff);
        *dst = 0x123456;
        i = DrawIconEx(dc, 0, 0, o, 1, 1, 0, red, 0);
        GdiFlush();
        printf(" no flags: %d %06lx\n", i, *dst & 0xffffff);
        DestroyIcon(t); DestroyIcon(o); DeleteObject(red);
    }

    for (i = 0; i < (int)sizeof(bits); i++) bits[i] = (BYTE)(111 * i);
    h = CreateIcon(0, 16, 16, 1, 1, bits, bits + 32);
    icon_info("mono icon", h);
    DestroyIcon(h);
    h = CreateIcon(0, 16, 16, 1, 24, bits, bits);
    icon_info("colour icon", h);
    old = CopyImage(h, IMAGE_ICON, 0, 0, 0);
    icon_info("copied icon", old);
    DestroyIcon(old);
    DestroyIcon(h);

    {
        /* A one-bit RT_ICON image whose colours are black then white. */
        struct { BITMAPINFOHEADER h; RGBQUAD c[2]; BYTE xor[64]; BYTE and[64]; } res;
        memset(&res, 0, sizeof(res));
        res.h.biSize = sizeof(res.h); res.h.biWidth = 16; res.h.biHeight = 32;
        res.h.biPlanes = 1; res.h.biBitCount = 1;
        res.c[1].rgbRed = res.c[1].rgbGreen = res.c[1].rgbBlue = 0xff;
        memset(res.xor, 0xf0, sizeof(res.xor));
        h = CreateIconFromResourceEx((BYTE *)&res, sizeof(res), TRUE, 0x30000, 0, 0, 0);
        icon_info("mono resource icon", h);
        old = CopyIcon(h);
        icon_info("its copy", old);
        DestroyIcon(old);
        DestroyIcon(h);
        res.c[0].rgbRed = 0x80;
        h = CreateIconFromResourceEx((BYTE *)&res, sizeof(res), TRUE, 0x30000, 0, 0, 0);
        icon_info("two-colour resource icon", h);
        DestroyIcon(h);
    }

    ii.fIcon = TRUE; ii.xHotspot = ii.yHotspot = 8;
    ii.hbmMask = 0; ii.hbmColor = CreateBitmap(16, 16, 1, 24, bits);
    SetLastError(0xdeadbeef);
    h = CreateIconIndirect(&ii);
    printf("indirect without mask: %p err=%lx\n", (void *)h, GetLastError());
    DeleteObject(ii.hbmColor);

    /* CopyImage of bitmaps. */
    bi.bmiHeader.biWidth = 4; bi.bmiHeader.biHeight = 4; bi.bmiHeader.biBitCount = 8;
    bmp = CreateDIBSection(NULL, &bi, DIB_RGB_COLORS, &p, NULL, 0);
    copy = CopyImage(bmp, IMAGE_BITMAP, 0, 0, 0);
    bitmap_info("copy of 8-bit dib", copy); DeleteObject(copy);
    copy = CopyImage(bmp, IMAGE_BITMAP, 5, 0, LR_CREATEDIBSECTION | LR_MONOCHROME);
    bitmap_info("dibsection copy", copy); DeleteObject(copy);
    copy = CopyImage(bmp, IMAGE_BITMAP, 0, 0, LR_MONOCHROME);
    bitmap_info("monochrome copy", copy); DeleteObject(copy);
    DeleteObject(bmp);
    bmp = CreateBitmap(2, 2, 1, 1, NULL);
    copy = CopyImage(bmp, IMAGE_BITMAP, 0, 0, LR_CREATEDIBSECTION);
    bitmap_info("dibsection copy of a 1-bit ddb", copy); DeleteObject(copy);
    DeleteObject(bmp);
    {
        struct { BITMAPINFOHEADER h; RGBQUAD c[2]; } b1;
        static const BYTE one[16] = {0x30,0,0,0, 0x30,0,0,0, 0x40,0,0,0, 0xc0,0,0,0};
        BYTE out[8];
        memset(&b1, 0, sizeof(b1));
        b1.h.biSize = sizeof(b1.h); b1.h.biWidth = 4; b1.h.biHeight = 4;
        b1.h.biPlanes = 1; b1.h.biBitCount = 1;
        b1.c[1].rgbRed = b1.c[1].rgbGreen = b1.c[1].rgbBlue = 0xff;
        bmp = CreateDIBSection(NULL, (BITMAPINFO *)&b1, DIB_RGB_COLORS, &p, NULL, 0);
        memcpy(p, one, sizeof(one));
        copy = CopyImage(bmp, IMAGE_BITMAP, 0, 0, 0);
        bitmap_info("copy of black-and-white dib", copy); DeleteObject(copy);
        copy = CopyImage(bmp, IMAGE_BITMAP, 2, 2, LR_CREATEDIBSECTION);
        b1.h.biWidth = 2; b1.h.biHeight = 2;
        memset(out, 0xaa, sizeof(out));
        GetDIBits(dc, copy, 0, 2, out, (BITMAPINFO *)&b1, DIB_RGB_COLORS);
        printf("1-bit shrunk: %02x %02x\n", out[0], out[4]);
        DeleteObject(copy);
        DeleteObject(bmp);
    }

    /* Cursors and threads. */
    initial = GetCursor();
    printf("thread's first cursor is ours: %d\n", run(cursor_thread, NULL) == (DWORD)(ULONG_PTR)initial);
    cur = CreateCursor(0, 1, 1, 32, 32, bits, bits + 128);
    old = SetCursor(cur);
    printf("setcursor: old is initial=%d\n", old == initial);
    SetCursor(0);
    printf("other thread keeps its cursor: %d get=%p\n",
           run(cursor_thread, NULL) == (DWORD)(ULONG_PTR)initial, (void *)GetCursor());
    printf("other thread sets: old is initial=%d ours=%p\n",
           run(cursor_thread, cur) == (DWORD)(ULONG_PTR)initial, (void *)GetCursor());
    parent = GetCurrentThreadId();
    code = run(cursor_thread, cur);
    printf("attached thread sets: old is initial=%d ours is it=%d\n",
           code == (DWORD)(ULONG_PTR)initial, GetCursor() == cur);
    SetLastError(0xdeadbeef);
    old = SetCursor((HCURSOR)0xbadbad);
    printf("setcursor bad: %p err=%lu\n", (void *)old, GetLastError());
    SetLastError(0xdeadbeef);
    i = DestroyCursor(cur);
    printf("destroy current: %d err=%lx same=%d\n", i, GetLastError(), GetCursor() == cur);
    SetLastError(0xdeadbeef);
    i = GetIconInfo(cur, &ii);
    printf("info of it: %d err=%lu\n", i, GetLastError());
    old = SetCursor(0);
    printf("setcursor after: %p\n", (void *)old);

    started = CreateEventA(NULL, FALSE, FALSE, NULL);
    next = CreateEventA(NULL, FALSE, FALSE, NULL);
    i = ShowCursor(FALSE);
    printf("show: %d", i);
    i = ShowCursor(FALSE);
    printf(" %d", i);
    i = ShowCursor(TRUE);
    printf(" %d\n", i);
    parent = 0;
    t = CreateThread(NULL, 0, show_thread, NULL, 0, NULL);
    WaitForSingleObject(started, 2000);
    i = ShowCursor(FALSE);
    SetEvent(next);
    WaitForSingleObject(t, 2000);
    GetExitCodeThread(t, &code);
    CloseHandle(t);
    printf("own thread: ours=%d its=%ld\n", i, (long)code);
    parent = GetCurrentThreadId();
    t = CreateThread(NULL, 0, show_thread, (void *)3, 0, NULL);
    WaitForSingleObject(started, 2000);
    i = ShowCursor(TRUE);
    SetEvent(next);
    WaitForSingleObject(t, 2000);
    GetExitCodeThread(t, &code);
    CloseHandle(t);
    printf("attached thread: ours=%d its=%ld", i, (long)code);
    printf(" after it ended=%d\n", ShowCursor(FALSE));
    /* LookupIconIdFromDirectory(Ex) of a group directory (RT_GROUP_ICON's layout). */
    {
        static const struct { BYTE w, h, colors, res; WORD planes, bpp; DWORD bytes; WORD id; }
            entries[5] = {{16, 16, 16, 0, 1, 4, 100, 1}, {32, 32, 16, 0, 1, 4, 100, 2},
                          {32, 32, 0, 0, 1, 8, 100, 3}, {48, 48, 0, 0, 1, 32, 100, 4},
                          {32, 32, 2, 0, 1, 1, 100, 5}};
        BYTE dir[6 + 5 * 14];
        WORD head[3] = {0, 1, 5};
        memcpy(dir, head, 6);
        for (i = 0; i < 5; i++) memcpy(dir + 6 + 14 * i, &entries[i], 14);
        printf("lookup: %d ex 16=%d ex 40=%d ex 44=%d ex 32 mono=%d ex 24=%d\n",
               LookupIconIdFromDirectory(dir, TRUE),
               LookupIconIdFromDirectoryEx(dir, TRUE, 16, 16, 0),
               LookupIconIdFromDirectoryEx(dir, TRUE, 40, 40, 0),
               LookupIconIdFromDirectoryEx(dir, TRUE, 44, 44, 0),
               LookupIconIdFromDirectoryEx(dir, TRUE, 32, 32, LR_MONOCHROME),
               LookupIconIdFromDirectoryEx(dir, TRUE, 24, 24, 0));
        head[1] = 2;
        memcpy(dir, head, 6);
        printf("lookup of a cursor directory as icons: %d\n",
               LookupIconIdFromDirectory(dir, TRUE));
    }
    /* Icons of the program's own group SIZES: 16x16 red, 32x32 green, 48x48 blue. */
    {
        HINSTANCE inst = GetModuleHandleA(NULL);
        HICON a = LoadIconA(inst, "SIZES"), b = LoadIconA(inst, "SIZES"), c;
        printf("loadicon twice: same=%d destroy=%d", a == b, DestroyIcon(a));
        printf(" info after=%d\n", GetIconInfo(a, &ii));
        DeleteObject(ii.hbmMask); DeleteObject(ii.hbmColor);
        a = LoadImageA(inst, "SIZES", IMAGE_ICON, 16, 16, 0);
        b = LoadImageA(inst, "SIZES", IMAGE_ICON, 16, 16, 0);
        printf("loadimage twice: same=%d\n", a == b);
        DestroyIcon(a); DestroyIcon(b);
        a = LoadImageA(inst, "SIZES", IMAGE_ICON, 16, 16, LR_SHARED);
        b = LoadImageA(inst, "SIZES", IMAGE_ICON, 16, 16, LR_SHARED);
        c = LoadImageA(inst, "SIZES", IMAGE_ICON, 48, 48, LR_SHARED);
        printf("loadimage shared twice: same=%d other size same=%d\n", a == b, a == c);
        a = LoadImageA(inst, "SIZES", IMAGE_ICON, 0, 0, LR_SHARED | LR_DEFAULTSIZE);
        b = CopyImage(a, IMAGE_ICON, 16, 16, 0);
        c = CopyImage(a, IMAGE_ICON, 16, 16, LR_COPYFROMRESOURCE);
        draw_icon("stretched copy", b);
        draw_icon("copy from resource", c);
        DestroyIcon(b); DestroyIcon(c);
        a = LoadImageA(inst, "SIZES", IMAGE_ICON, 32, 32, 0);
        c = CopyImage(a, IMAGE_ICON, 48, 48, LR_COPYFROMRESOURCE);
        draw_icon("unshared copy from resource", c);
        b = CreateIcon(0, 16, 16, 1, 1, bits, bits + 32);
        SetLastError(0xdeadbeef);
        c = CopyImage(b, IMAGE_ICON, 32, 32, LR_COPYFROMRESOURCE);
        printf("made icon copy from resource: %d err=%lu\n", c != 0, GetLastError());
    }
    printf("done\n");
    return 0;
}
