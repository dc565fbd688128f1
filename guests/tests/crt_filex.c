#define __USE_MINGW_ANSI_STDIO 1
/* A stream opened with fopen, written with mingw-w64's own stdio (__USE_MINGW_ANSI_STDIO:
 * libmingwex's fprintf, whose _lock_file enters the CRITICAL_SECTION msvcrt.dll keeps
 * right after a FILE it allocated: the _FILEX layout). The heap is dirtied first, so a
 * FILE without that lock after it would find garbage there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>

int main(void)
{
    void *blocks[64];
    FILE *f;
    char buf[64];
    int i, n;

    for (i = 0; i < 64; i++) {
        blocks[i] = malloc(24 + 8 * (i % 8));
        memset(blocks[i], 0x41, 24 + 8 * (i % 8));
    }
    for (i = 0; i < 64; i++)
        free(blocks[i]);
    f = fopen("lock.txt", "w");
    printf("fopen=%d\n", f != NULL);
    n = fprintf(f, "%d %s %.2f\n", 42, "forty-two", 4.25);
    printf("fprintf=%d\n", n);
    _lock_file(f);
    fputs("locked\n", f);
    _unlock_file(f);
    printf("fclose=%d\n", fclose(f));
    f = fopen("lock.txt", "r");
    while (fgets(buf, sizeof buf, f))
        printf("read=%s", buf);
    fclose(f);
    remove("lock.txt");
    return 0;
}
