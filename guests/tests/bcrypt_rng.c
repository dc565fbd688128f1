/* bcrypt.dll's random number generator as Rust's standard library (before 1.78) and the
 * getrandom crate call it: BCryptGenRandom with the system-preferred generator, with an
 * RNG algorithm handle from BCryptOpenAlgorithmProvider, or with the RNG pseudo-handle
 * (taplo 0.9.3, maturin, sccache, git-cliff, node.exe 18 import it). */
#include <windows.h>
#include <bcrypt.h>
#include <stdio.h>
#include <string.h>

#ifndef BCRYPT_RNG_ALG_HANDLE
#define BCRYPT_RNG_ALG_HANDLE ((BCRYPT_ALG_HANDLE)0x00000081)   /* Windows 10 pseudo-handle */
#endif

static int nonzero(const unsigned char *b, int n)
{
    for (int i = 0; i < n; i++)
        if (b[i])
            return 1;
    return 0;
}

int main(void)
{
    unsigned char a[64], b[64];
    BCRYPT_ALG_HANDLE h = NULL, h2 = NULL;
    NTSTATUS st;

    memset(a, 0, sizeof a);
    memset(b, 0, sizeof b);
    st = BCryptGenRandom(NULL, a, sizeof a, BCRYPT_USE_SYSTEM_PREFERRED_RNG);
    printf("system preferred: %08lx filled=%d\n", st, nonzero(a, sizeof a));
    st = BCryptGenRandom(NULL, b, sizeof b, BCRYPT_USE_SYSTEM_PREFERRED_RNG);
    printf("again: %08lx differs=%d\n", st, memcmp(a, b, sizeof a) != 0);
    memset(a, 0, sizeof a);
    st = BCryptGenRandom(NULL, a, 1, BCRYPT_USE_SYSTEM_PREFERRED_RNG);
    printf("one byte: %08lx rest untouched=%d\n", st, !nonzero(a + 1, sizeof a - 1));
    printf("zero length: %08lx\n", BCryptGenRandom(NULL, a, 0, BCRYPT_USE_SYSTEM_PREFERRED_RNG));
    printf("no handle, no flag: %08lx\n", BCryptGenRandom(NULL, a, 16, 0));
    printf("no buffer: %08lx\n", BCryptGenRandom(NULL, NULL, 16, BCRYPT_USE_SYSTEM_PREFERRED_RNG));

    st = BCryptOpenAlgorithmProvider(&h, BCRYPT_RNG_ALGORITHM, NULL, 0);
    printf("open RNG: %08lx handle=%d\n", st, h != NULL);
    memset(a, 0, sizeof a);
    st = BCryptGenRandom(h, a, sizeof a, 0);
    printf("with handle: %08lx filled=%d\n", st, nonzero(a, sizeof a));
    memset(a, 0, sizeof a);
    st = BCryptGenRandom(h, a, sizeof a, BCRYPT_RNG_USE_ENTROPY_IN_BUFFER);
    printf("entropy in buffer: %08lx filled=%d\n", st, nonzero(a, sizeof a));
    st = BCryptOpenAlgorithmProvider(&h2, BCRYPT_RNG_ALGORITHM, MS_PRIMITIVE_PROVIDER, 0);
    printf("open RNG, primitive provider: %08lx handle=%d other=%d\n", st, h2 != NULL, h2 != h);
    printf("close: %08lx\n", BCryptCloseAlgorithmProvider(h2, 0));
    printf("close: %08lx\n", BCryptCloseAlgorithmProvider(h, 0));
    printf("close NULL: %08lx\n", BCryptCloseAlgorithmProvider(NULL, 0));
    printf("open, no out pointer: %08lx\n", BCryptOpenAlgorithmProvider(NULL, BCRYPT_RNG_ALGORITHM, NULL, 0));
    printf("open, no algorithm: %08lx\n", BCryptOpenAlgorithmProvider(&h, NULL, NULL, 0));
    h = NULL;
    printf("open unknown algorithm: %08lx handle=%d\n",
           BCryptOpenAlgorithmProvider(&h, L"NO-SUCH-ALGORITHM", NULL, 0), h != NULL);

    memset(a, 0, sizeof a);
    st = BCryptGenRandom(BCRYPT_RNG_ALG_HANDLE, a, sizeof a, 0);
    printf("RNG pseudo-handle: %08lx filled=%d\n", st, nonzero(a, sizeof a));
    return 0;
}
