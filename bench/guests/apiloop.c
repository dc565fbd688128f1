/* apiloop.c - an API-call loop for bench/bench_width.py: GetLastError called N times
 * (argv[1], default 2,000,000) with its results summed, so no call is optimised away;
 * prints the sum and exits. Built for i686 and x86-64 from this one source. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 2000000, i;
    volatile unsigned sum = 0;
    SetLastError(3);
    for (i = 0; i < n; i++)
        sum += GetLastError();
    printf("%u\n", sum);
    return 0;
}
