/* The substring search Visual C++'s library does with SSE4.2 (vector_algorithms.cpp's
   __std_search_1, behind std::string::find), when CPUID says the processor has it.
   PCMPESTRI in "equal ordered" mode (imm8 0x0C) reports a needle prefix at the end of a
   16-byte block as a candidate (CF=1, ECX its index); the search relies on that to find
   a needle that straddles two blocks. cppcheck 2.22 looped for ever on a finding when it
   did not (docs/runtimes.md). The program prints what CPUID says and where the search
   finds each needle: the SSE4.2 search where CPUID offers it, a byte-by-byte one where
   it does not; both must give the same positions. */
#include <stdio.h>
#include <string.h>
#include <cpuid.h>
#include <nmmintrin.h>

__attribute__((target("sse4.2")))
static long search_sse42(const char *hay, size_t n, const char *needle, size_t m)
{
    /* the long-needle path: a candidate from the needle's first 16 bytes */
    __m128i first = _mm_loadu_si128((const __m128i *)needle);
    const char *p = hay, *last = hay + n - m;
    while (p <= last) {
        __m128i block = _mm_loadu_si128((const __m128i *)p);
        int at = _mm_cmpestri(first, 16, block, 16, 0x0C);
        int found = _mm_cmpestrc(first, 16, block, 16, 0x0C);
        if (!found) {
            p += 16;
            continue;
        }
        p += at;
        if (p > last)
            break;
        if (memcmp(p, needle, m) == 0)
            return (long)(p - hay);
        p++;
    }
    return -1;
}

static long search_plain(const char *hay, size_t n, const char *needle, size_t m)
{
    size_t i;
    for (i = 0; i + m <= n; i++)
        if (memcmp(hay + i, needle, m) == 0)
            return (long)i;
    return -1;
}

/* the raw instruction: a needle prefix at the block's end */
__attribute__((target("sse4.2")))
static void raw(void)
{
    static const char block[17] = "XXXXXXXXXXXX{inc";
    static const char needle[17] = "{inconclusive:in";
    __m128i a = _mm_loadu_si128((const __m128i *)needle);
    __m128i b = _mm_loadu_si128((const __m128i *)block);
    printf("pcmpestri tail: index %d carry %d\n", _mm_cmpestri(a, 16, b, 16, 0x0C),
           _mm_cmpestrc(a, 16, b, 16, 0x0C));
}

int main(void)
{
    static char hay[256];
    static const char *needles[] = {
        "{inconclusive:inconclusive: }",
        "{inconclusive:",
        "{severity}",
        "[{id}]\\n{code}",
        "not there at all, not there",
    };
    unsigned a = 0, b = 0, c = 0, d = 0;
    int sse42, i;
    strcpy(hay, "{file}:{line}:{column}: {inconclusive:}{severity}:"
                "{inconclusive: inconclusive:}{inconclusive:inconclusive: } "
                "{message} [{id}]\\n{code}");
    __get_cpuid(1, &a, &b, &c, &d);
    sse42 = (c >> 20) & 1;
    printf("cpuid sse2 %u sse4.1 %u\n", (d >> 26) & 1, (c >> 19) & 1);
    for (i = 0; i < (int)(sizeof needles / sizeof needles[0]); i++) {
        size_t n = strlen(hay), m = strlen(needles[i]);
        long at = m > 16 && sse42 ? search_sse42(hay, n, needles[i], m)
                                  : search_plain(hay, n, needles[i], m);
        printf("find %-32s %ld (plain %ld)\n", needles[i], at,
               search_plain(hay, n, needles[i], m));
    }
    if (sse42)
        raw();
    else
        printf("pcmpestri tail: no SSE4.2\n");
    printf("done\n");
    return 0;
}
