/* PrivateExtractIcons (issue 23 item 6: Wine's user32 resource.c stopped at it): a
   missing file and an empty name, shell32.dll's count (the same for two sizes and another
   first index; the number itself is not printed: Windows', Wine's and ours differ), zero,
   three and four handles of one or two sizes, then the program's own icon (one group of
   one 32-pixel image, tests/privicons.rc) at 16 and 32 pixels with its id and size.
   Prints a line per check. */
#include <windows.h>
#include <stdio.h>

static void size_of(const char *what, HICON icon)
{
    ICONINFO ii;
    BITMAP bm;
    if (!GetIconInfo(icon, &ii)) {
        printf("%s: no icon\n", what);
        return;
    }
    GetObjectA(ii.hbmMask, sizeof(bm), &bm);
    printf("%s: %ldx%ld\n", what, bm.bmWidth, ii.hbmColor ? bm.bmHeight : bm.bmHeight / 2);
    DeleteObject(ii.hbmMask);
    if (ii.hbmColor)
        DeleteObject(ii.hbmColor);
}

int main(void)
{
    HICON icons[8];
    UINT ids[8], n, n2, i;
    char self[MAX_PATH];

    printf("missing: %x\n", PrivateExtractIconsA("no such.ico", 0, 16, 16, icons, ids, 1, 0));
    printf("empty name: %x\n", PrivateExtractIconsA("", 0, 16, 16, icons, ids, 1, 0));
    n = PrivateExtractIconsA("shell32.dll", 0, 16, 16, NULL, NULL, 0, 0);
    n2 = PrivateExtractIconsA("shell32.dll", 4, MAKELONG(32, 16), MAKELONG(32, 16), NULL,
                              NULL, 256, 0);
    printf("shell32 count > 0: %d, same for two sizes from 4: %d\n", n > 0, n == n2);
    printf("zero asked: %u\n", PrivateExtractIconsA("shell32.dll", 0, 16, 16, icons, ids, 0, 0));
    n = PrivateExtractIconsA("shell32.dll", 0, 16, 16, icons, ids, 3, 0);
    printf("three asked: %u\n", n);
    for (i = 0; i < n; i++) {
        char what[32];
        sprintf(what, "  icon %u", i);
        size_of(what, icons[i]);
        DestroyIcon(icons[i]);
    }
    n = PrivateExtractIconsA("shell32.dll", 0, MAKELONG(16, 32), MAKELONG(16, 32), icons, ids,
                             4, 0);
    printf("two sizes, four asked: %u\n", n);
    for (i = 0; i < n; i++) {
        char what[32];
        sprintf(what, "  handle %u", i);
        size_of(what, icons[i]);
        DestroyIcon(icons[i]);
    }

    GetModuleFileNameA(NULL, self, sizeof(self));
    printf("own count: %u\n", PrivateExtractIconsA(self, 0, 16, 16, NULL, NULL, 0, 0));
    ids[0] = 0xdeadbeef;
    n = PrivateExtractIconsA(self, 0, MAKELONG(32, 16), MAKELONG(32, 16), icons, ids, 2, 0);
    printf("own, two sizes: %u\n", n);
    for (i = 0; i < n; i++) {
        char what[32];
        sprintf(what, "  own %u (id %u)", i, ids[i]);
        size_of(what, icons[i]);
        DestroyIcon(icons[i]);
    }
    printf("own from index 1: %u\n", PrivateExtractIconsA(self, 1, 16, 16, icons, ids, 1, 0));
    printf("done\n");
    return 0;
}
