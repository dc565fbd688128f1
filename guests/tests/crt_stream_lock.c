/* msvcrt's stream locks as mingw-w64's own stdio reaches them (issue 23: flac 1.5's
   analysis file is written with mingw-w64's ANSI fprintf, whose _lock_file enters the
   CRITICAL_SECTION msvcrt keeps after a FILE that is not an _iob entry, and calls
   _lock(16 + index) for one that is). Opens 24 streams between junk allocations,
   writes each through mingw's fprintf (%llu), locks and unlocks each through msvcrt's
   _lock_file/_unlock_file too, and, with those 24 still open (so that under Wine too
   the next stream is past the _iob entries), has a second thread write to a stream the
   first holds locked. Built with __USE_MINGW_ANSI_STDIO=1. Windows' msvcrt.dll numbers
   an _iob entry's lock 16 + its index, as mingw-w64 does; Wine 8's msvcrt uses 28, so
   a mingw program locking an _iob stream there takes another lock. */
#define __USE_MINGW_ANSI_STDIO 1
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (__cdecl *LOCKFILE)(FILE *);
static LOCKFILE lock_file, unlock_file;
static FILE *shared;

static DWORD WINAPI writer(void *arg)
{
    fprintf(shared, "from the thread\n");
    return 0;
}

int main(void)
{
    FILE *f[24];
    char name[32], buf[128];
    int i, bad = 0;
    long total = 0;
    HANDLE t;
    HMODULE crt = GetModuleHandleA("msvcrt.dll");

    setvbuf(stdout, NULL, _IONBF, 0);
    lock_file = (LOCKFILE)GetProcAddress(crt, "_lock_file");
    unlock_file = (LOCKFILE)GetProcAddress(crt, "_unlock_file");
    for (i = 0; i < 24; i++) {
        char *junk = malloc(64);
        memset(junk, 0x11, 64);
        sprintf(name, "s%02d.txt", i);
        f[i] = fopen(name, "w");
        junk = malloc(48);
        memset(junk, 0x11, 48);     /* what a CS read there would take as held */
    }
    for (i = 0; i < 24; i++) {
        lock_file(f[i]);
        lock_file(f[i]);                      /* recursive */
        fprintf(f[i], "stream %d: %llu\n", i, 1000000000000ULL * (i + 1));
        unlock_file(f[i]);
        unlock_file(f[i]);
        fflush(f[i]);
    }
    for (i = 0; i < 24; i++) {
        FILE *r;
        sprintf(name, "s%02d.txt", i);
        r = fopen(name, "r");
        if (!fgets(buf, sizeof(buf), r) || atoi(buf + 7) != i)
            bad++;
        total += strlen(buf);
        fclose(r);
    }
    printf("24 streams written through mingw's fprintf: %d wrong, %ld bytes\n", bad, total);

    shared = fopen("shared.txt", "w");
    lock_file(shared);
    t = CreateThread(NULL, 0, writer, NULL, 0, NULL);
    Sleep(50);
    fprintf(shared, "from main, holding the lock\n");
    unlock_file(shared);
    WaitForSingleObject(t, INFINITE);
    fclose(shared);
    for (i = 0; i < 24; i++)
        fclose(f[i]);
    shared = fopen("shared.txt", "r");
    while (fgets(buf, sizeof(buf), shared))
        printf("shared: %s", buf);
    fclose(shared);
    return 0;
}
