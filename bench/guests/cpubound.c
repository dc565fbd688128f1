/* cpubound.c - a CPU-bound console program for bench/bench_guest.py: modular
 * exponentiation (square-and-multiply over 32-bit moduli, 64-bit products) and a
 * checksum pass over a buffer, ~500 M x86 instructions; prints its result and exits.
 * No API call inside the work: what it measures is guest code. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned modexp(unsigned base, unsigned exp, unsigned mod)
{
    unsigned long long r = 1, b = base % mod;
    while (exp) {
        if (exp & 1)
            r = (r * b) % mod;
        b = (b * b) % mod;
        exp >>= 1;
    }
    return (unsigned)r;
}

static unsigned char buf[1 << 16];

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 200000;
    unsigned acc = 2463534242u, sum = 0;
    int i, j;
    for (i = 0; i < rounds; i++)
        acc ^= modexp(acc | 1, 0x10001 + i, 0xFFFFFFFBu);
    for (j = 0; j < 40; j++) {
        for (i = 0; i < (int)sizeof buf; i++) {
            buf[i] = (unsigned char)(buf[i] * 31 + i + acc);
            sum = (sum << 5) + (sum >> 27) + buf[i];
        }
    }
    printf("modexp=%08x checksum=%08x\n", acc, sum);
    return 0;
}
