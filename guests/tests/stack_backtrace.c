/* RtlCaptureStackBackTrace (issue 23, "Programs in the wild (stop 27)": protoc's abseil
 * prints a failed CHECK's stack trace with it): the return addresses from the caller
 * outwards, FramesToSkip skipped, at most FramesToCapture written, their hash. The
 * functions keep frame pointers (the x86 walk follows the EBP chain, as Windows' does).
 * One line per check; the expected lines are Wine 8's. */
#pragma GCC optimize("no-omit-frame-pointer", "no-optimize-sibling-calls")
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef USHORT (WINAPI *capture_fn)(ULONG, ULONG, PVOID *, PULONG);

static capture_fn capture;
static void *frames[64];
static ULONG hash;
static volatile int sink;

int main(void);
static int level1(ULONG skip, ULONG count, PULONG h);
int level2(ULONG skip, ULONG count, PULONG h);
int level3(ULONG skip, ULONG count, PULONG h);
int compare(const void *a, const void *b);

/* Which of our functions holds ``a``: the nearest start below it, within 0x400 bytes. */
static const char *where(void *a)
{
    void *starts[] = { (void *)main, (void *)level1, (void *)level2, (void *)level3,
                       (void *)compare };
    const char *names[] = { "main", "level1", "level2", "level3", "compare" };
    const char *best = "elsewhere";
    char *bestp = NULL;
    int i;
    for (i = 0; i < 5; i++) {
        char *s = starts[i];
        if (s < (char *)a && (char *)a - s < 0x400 && (!bestp || s > bestp)) {
            bestp = s;
            best = names[i];
        }
    }
    return best;
}

__attribute__((noinline)) int level3(ULONG skip, ULONG count, PULONG h)
{
    int n = capture(skip, count, frames, h);
    sink = n;
    return n;
}

__attribute__((noinline)) int level2(ULONG skip, ULONG count, PULONG h)
{
    int n = level3(skip, count, h);
    sink += 1;
    return n;
}

__attribute__((noinline)) static int level1(ULONG skip, ULONG count, PULONG h)
{
    int n = level2(skip, count, h);
    sink += 2;
    return n;
}

static void show(const char *what, int n, int upto)
{
    int i;
    printf("%s: n=%d", what, n);
    for (i = 0; i < n && i < upto; i++)
        printf(" %s", where(frames[i]));
    printf("\n");
}

static int sum_matches(int n)
{
    ULONG s = 0;
    int i;
    for (i = 0; i < n; i++)
        s += (ULONG)(ULONG_PTR)frames[i];
    return s == hash;
}

__attribute__((noinline)) int compare(const void *a, const void *b)
{
    static int done;
    if (!done) {
        int n, i, in_main = 0;
        done = 1;
        n = capture(0, 16, frames, NULL);
        for (i = 1; i < n; i++)
            if (!strcmp(where(frames[i]), "main"))
                in_main = 1;
        printf("from qsort's comparator: n>=3 %d, first %s, main among them %d\n",
               n >= 3, where(frames[0]), in_main);
    }
    return *(const int *)a - *(const int *)b;
}

int main(void)
{
    int n, numbers[] = { 3, 1, 2 };
    capture_fn imported = RtlCaptureStackBackTrace;

    capture = (capture_fn)GetProcAddress(GetModuleHandleA("ntdll.dll"),
                                         "RtlCaptureStackBackTrace");
    printf("ntdll's: found=%d\n", capture != NULL);
    printf("kernel32's: found=%d\n", GetProcAddress(GetModuleHandleA("kernel32.dll"),
                                                    "RtlCaptureStackBackTrace") != NULL);

    n = level1(0, 4, &hash);
    show("skip 0 count 4", n, 4);
    printf("hash is the sum: %d\n", sum_matches(n));

    n = level1(1, 2, &hash);
    show("skip 1 count 2", n, 4);
    n = level1(2, 1, NULL);
    show("skip 2 count 1, no hash", n, 4);

    hash = 0x1234;
    n = level1(0, 0, &hash);
    printf("count 0: n=%d hash=%#lx\n", n, hash);
    hash = 0x1234;
    n = level1(1000, 5, &hash);
    printf("skip 1000: n=%d hash=%#lx\n", n, hash);

    n = level1(0, 62, NULL);
    printf("count 62: n>=5 %d, n<62 %d, the first four: %s %s %s %s\n", n >= 5, n < 62,
           where(frames[0]), where(frames[1]), where(frames[2]), where(frames[3]));

    /* kernel32's import (what CaptureStackBackTrace names in winbase.h) */
    capture = imported;
    n = level1(0, 3, NULL);
    show("through kernel32's import", n, 3);

    qsort(numbers, 3, sizeof numbers[0], compare);
    printf("sorted: %d %d %d\n", numbers[0], numbers[1], numbers[2]);
    return 0;
}
