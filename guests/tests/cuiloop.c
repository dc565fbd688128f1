/*
 * cuiloop.c - a console-subsystem (CUI) tool that works for a while, then exits.
 *
 * Sums i * i for i below the number on its command line (default 200000), in a loop
 * the optimiser cannot fold, prints "sum=<value>" and exits with code 7.  With a small
 * --batch-size it needs far more than 1,000 batches: `wineagent run --exe` must still
 * run it to its end (test/control/test_run_cli.py).
 */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    volatile unsigned sum = 0;
    unsigned i, n = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 200000u;
    for (i = 0; i < n; i++)
        sum += i * i;
    printf("sum=%u\n", sum);
    fflush(stdout);
    return 7;
}
