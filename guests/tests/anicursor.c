/* Animated cursors and shared icons (issue 23, user32 cursoricon.c): RIFF "ACON" bytes
 * through CreateIconFromResource(Ex) and an .ani file through LoadImage, the frames
 * GetCursorFrameInfo hands out (sequence, rates, step counts), DrawIconEx's
 * istepIfAniCur, and DestroyIcon of shared and unshared icons. One line per check. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

typedef HCURSOR (WINAPI *FRAMEINFO)(HCURSOR, DWORD, DWORD, DWORD *, DWORD *);

#define FRAME_BYTES (6 + 16 + 40 + 32 * 32 * 4 + 32 * 32 / 8)

static unsigned char buf[16384];
static size_t len;

static void put32(DWORD v) { memcpy(buf + len, &v, 4); len += 4; }
static void put16(WORD v) { memcpy(buf + len, &v, 2); len += 2; }
static void tag(const char *t) { memcpy(buf + len, t, 4); len += 4; }

/* One frame: an icon directory of one 32x32 32-bpp cursor image (hot spot 3,3) whose
 * first (bottom-left) pixel is ``pixel``. */
static void frame(DWORD pixel)
{
    size_t start;
    tag("icon"); put32(FRAME_BYTES);
    start = len;
    put16(0); put16(2); put16(1);
    buf[len++] = 32; buf[len++] = 32; buf[len++] = 0; buf[len++] = 0;
    put16(3); put16(3); put32(40 + 32 * 32 * 4 + 32 * 32 / 8); put32(6 + 16);
    put32(40); put32(32); put32(64); put16(1); put16(32);
    put32(0); put32(0); put32(0); put32(0); put32(0); put32(0);
    memset(buf + len, 0, 32 * 32 * 4 + 32 * 32 / 8);
    memcpy(buf + len, &pixel, 4);
    len = start + FRAME_BYTES;
}

/* An animated cursor of ``frames`` frames and ``steps`` steps, default rate 0x30; with
 * ``seq`` a "seq " chunk of 2,0,1 and a "rate" chunk of 5,6,7. */
static size_t build(int frames, int steps, int seq)
{
    static const DWORD pixels[3] = {0x0010ad, 0x00c001, 0x001c05};
    int i;
    len = 0;
    tag("RIFF"); put32(0); tag("ACON");
    tag("anih"); put32(36);
    put32(36); put32(frames); put32(steps); put32(32); put32(32); put32(32); put32(1);
    put32(0x30); put32(seq ? 3 : 1);
    if (seq) {
        tag("seq "); put32(12); put32(2); put32(0); put32(1);
        tag("rate"); put32(12); put32(5); put32(6); put32(7);
    }
    tag("LIST"); put32(4 + frames * (8 + FRAME_BYTES)); tag("fram");
    for (i = 0; i < frames; i++)
        frame(pixels[i]);
    memcpy(buf + 4, &(DWORD){(DWORD)len - 8}, 4);
    return len;
}

/* The first pixel of a cursor's colour bitmap, as 0xRRGGBB. */
static DWORD first_pixel(HCURSOR h)
{
    ICONINFO ii;
    BITMAPINFO bi;
    DWORD bits[32 * 32];
    HDC dc = GetDC(0);
    if (!GetIconInfo(h, &ii)) return 0xdead;
    memset(&bi, 0, sizeof(bi));
    bi.bmiHeader.biSize = sizeof(bi.bmiHeader);
    bi.bmiHeader.biWidth = 32; bi.bmiHeader.biHeight = 32;
    bi.bmiHeader.biPlanes = 1; bi.bmiHeader.biBitCount = 32;
    GetDIBits(dc, ii.hbmColor, 0, 32, bits, &bi, DIB_RGB_COLORS);
    ReleaseDC(0, dc);
    DeleteObject(ii.hbmColor);
    DeleteObject(ii.hbmMask);
    return bits[0] & 0xffffff;
}

static int count_steps(HDC dc, HCURSOR h)
{
    int i = 0;
    while (i < 10 && DrawIconEx(dc, 0, 0, h, 32, 32, i, NULL, DI_NORMAL))
        i++;
    return i;
}

int main(void)
{
    FRAMEINFO info = (FRAMEINFO)GetProcAddress(GetModuleHandleA("user32.dll"),
                                                "GetCursorFrameInfo");
    HDC dc = CreateCompatibleDC(0);
    HBITMAP bmp = CreateCompatibleBitmap(GetDC(0), 40, 40);
    HCURSOR h, f;
    ICONINFO ii;
    DWORD rate, steps, i;
    BOOL ok;
    HANDLE file;
    DWORD written;

    SelectObject(dc, bmp);

    /* A static cursor is its own only frame. */
    h = CreateCursor(0, 1, 2, 32, 32, buf, buf + 128);
    rate = steps = 0xdead;
    f = info(h, 0, 0xdead, &rate, &steps);
    printf("static: self=%d rate=%lu steps=%lu\n", f == h, rate, steps);
    printf("static drawiconex step 5: %d\n", DrawIconEx(dc, 0, 0, h, 0, 0, 5, NULL, DI_NORMAL));
    DestroyCursor(h);

    /* One frame: an ordinary cursor. */
    build(1, 1, 0);
    h = CreateIconFromResource(buf, (DWORD)len, FALSE, 0x30000);
    rate = steps = 0xdead;
    f = info(h, 0, 0, &rate, &steps);
    printf("one frame: made=%d self=%d rate=%lu steps=%lu pixel=%06lx\n", h != 0, f == h,
           rate, steps, first_pixel(f));

    /* Three frames in order, the header's rate. */
    build(3, 3, 0);
    h = CreateIconFromResource(buf, (DWORD)len, FALSE, 0x30000);
    printf("three frames: made=%d steps drawn=%d\n", h != 0, count_steps(dc, h));
    ok = GetIconInfo(h, &ii);
    printf("getinfo: %d fIcon=%d hot=%lu,%lu\n", ok, ii.fIcon, ii.xHotspot, ii.yHotspot);
    for (i = 0; i < 3; i++) {
        rate = steps = 0xdead;
        f = info(h, 0, i, &rate, &steps);
        printf("step %lu: frame=%d rate=%lx steps=%lu pixel=%06lx\n", i, f != 0 && f != h,
               rate, steps, first_pixel(f));
    }
    rate = steps = 0xdead;
    f = info(h, 0, 3, &rate, &steps);
    printf("step 3: %p rate=%lx steps=%lx\n", (void *)f, rate, steps);
    printf("destroy shared: %d\n", DestroyCursor(h));

    /* One step of three frames: ~0 steps. */
    build(3, 1, 0);
    h = CreateIconFromResource(buf, (DWORD)len, FALSE, 0x30000);
    rate = steps = 0xdead;
    f = info(h, 0, 0, &rate, &steps);
    i = count_steps(dc, h);
    printf("one step: drawn=%lu frame=%d rate=%lx steps=%lx\n", i, f != 0 && f != h, rate,
           steps);

    /* A sequence and rates. */
    build(3, 3, 1);
    h = CreateIconFromResourceEx(buf, (DWORD)len, FALSE, 0x30000, 0, 0, LR_DEFAULTSIZE);
    for (i = 0; i < 3; i++) {
        rate = steps = 0xdead;
        f = info(h, 0, i, &rate, &steps);
        printf("seq step %lu: rate=%lu steps=%lu pixel=%06lx\n", i, rate, steps,
               first_pixel(f));
    }
    printf("destroy unshared: %d\n", DestroyCursor(h));
    SetLastError(0xdeadbeef);
    i = GetIconInfo(h, &ii);
    printf("after destroy: %lu err=%lu\n", i, GetLastError());

    /* Shared and unshared icons from resource bytes. */
    build(1, 1, 0);
    h = CreateIconFromResourceEx(buf + len - FRAME_BYTES + 6 + 16, FRAME_BYTES - 22, TRUE,
                                 0x30000, 0, 0, LR_DEFAULTSIZE | LR_SHARED);
    ok = DestroyIcon(h);
    printf("shared icon: destroy=%d info after=%d\n", ok, GetIconInfo(h, &ii));
    f = CreateIconFromResourceEx(buf + len - FRAME_BYTES + 6 + 16, FRAME_BYTES - 22, TRUE,
                                 0x30000, 0, 0, LR_DEFAULTSIZE | LR_SHARED);
    printf("shared again: new handle=%d\n", f != h);
    h = CreateIconFromResourceEx(buf + len - FRAME_BYTES + 6 + 16, FRAME_BYTES - 22, TRUE,
                                 0x30000, 0, 0, LR_DEFAULTSIZE);
    ok = DestroyIcon(h);
    SetLastError(0xdeadbeef);
    i = GetIconInfo(h, &ii);
    printf("unshared icon: destroy=%d info after=%lu err=%lu\n", ok, i, GetLastError());

    /* An .ani file. */
    build(3, 3, 1);
    file = CreateFileA("anitest.ani", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(file, buf, (DWORD)len, &written, NULL);
    CloseHandle(file);
    h = LoadImageA(0, "anitest.ani", IMAGE_CURSOR, 0, 0, LR_LOADFROMFILE);
    rate = steps = 0xdead;
    f = info(h, 0, 1, &rate, &steps);
    i = count_steps(dc, h);
    printf("ani file: made=%d drawn=%lu step 1 rate=%lu steps=%lu pixel=%06lx\n", h != 0,
           i, rate, steps, first_pixel(f));
    DestroyCursor(h);
    h = LoadCursorFromFileA("anitest.ani");
    rate = steps = 0xdead;
    f = info(h, 0, 2, &rate, &steps);
    printf("loadcursorfromfile: made=%d step 2 rate=%lu steps=%lu pixel=%06lx\n", h != 0,
           rate, steps, first_pixel(f));
    DestroyCursor(h);
    SetLastError(0xdeadbeef);
    h = LoadCursorFromFileA("missing.ani");
    printf("loadcursorfromfile missing: made=%d err=%lu\n", h != 0, GetLastError());
    DeleteFileA("anitest.ani");

    /* Not a cursor. */
    rate = steps = 0xdead;
    f = info((HCURSOR)(ULONG_PTR)0x1234, 0, 0, &rate, &steps);
    printf("bad handle: %p rate=%lx\n", (void *)f, rate);
    printf("done\n");
    return 0;
}
