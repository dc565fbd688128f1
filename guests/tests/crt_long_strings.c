/* The C library's string functions on strings longer than 64 KiB (SWIG 4.2 builds its
 * preprocessed input as one string of ~300 KiB and scans it with strlen, strstr, strchr
 * and fputs), and __lconv_init, which mingw-w64's start-up code of SWIG calls: the
 * "C" locale's lconv char fields read UCHAR_MAX after it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <locale.h>

__declspec(dllimport) int __cdecl __lconv_init(void);

#define BIG 200000

int main(void)
{
    char *a = malloc(BIG + 16), *b = malloc(2 * BIG + 32), *d;
    wchar_t *w = malloc(sizeof(wchar_t) * (BIG + 16));
    struct lconv *l;
    FILE *f;
    long size;

    memset(a, 'x', BIG);
    a[BIG] = 0;
    a[150000] = 'y';
    a[190000] = 'z';
    printf("strlen=%u\n", (unsigned)strlen(a));
    printf("strchr(y)=%d strchr(z)=%d strrchr(x)=%d strchr(NUL)=%d\n",
           (int)(strchr(a, 'y') - a), (int)(strchr(a, 'z') - a), (int)(strrchr(a, 'x') - a),
           (int)(strchr(a, 0) - a));
    printf("strstr(yx)=%d strstr(zx)=%d\n", (int)(strstr(a, "yx") - a),
           (int)(strstr(a, "zx") - a));
    strcpy(b, a);
    printf("strcpy: strlen=%u same=%d\n", (unsigned)strlen(b), memcmp(a, b, BIG + 1) == 0);
    b[170000] = 'w';
    printf("strcmp=%d _stricmp=%d\n", strcmp(a, b) > 0, _stricmp(a, b) > 0);
    b[170000] = 'x';
    strcat(b, a);
    printf("strcat: strlen=%u last z at %d\n", (unsigned)strlen(b), (int)(strrchr(b, 'z') - b));
    d = _strdup(a);
    printf("_strdup: strlen=%u\n", (unsigned)strlen(d));
    printf("strspn(x)=%u strcspn(z)=%u\n", (unsigned)strspn(a, "x"), (unsigned)strcspn(a, "z"));
    f = fopen("long.txt", "wb");
    printf("fputs=%d\n", fputs(a, f) >= 0);
    fclose(f);
    f = fopen("long.txt", "rb");
    fseek(f, 0, SEEK_END);
    size = ftell(f);
    fclose(f);
    printf("file size=%ld\n", size);
    remove("long.txt");
    for (int i = 0; i < BIG; i++)
        w[i] = L'q';
    w[BIG] = 0;
    w[120000] = L'r';
    printf("wcslen=%u wcschr(r)=%d\n", (unsigned)wcslen(w), (int)(wcschr(w, L'r') - w));

    l = localeconv();
    printf("before __lconv_init: frac_digits=%d int_frac_digits=%d n_sign_posn=%d\n",
           (unsigned char)l->frac_digits, (unsigned char)l->int_frac_digits,
           (unsigned char)l->n_sign_posn);
    printf("__lconv_init=%d\n", __lconv_init());
    l = localeconv();
    printf("after: frac_digits=%d int_frac_digits=%d p_cs_precedes=%d p_sep_by_space=%d "
           "n_cs_precedes=%d n_sep_by_space=%d p_sign_posn=%d n_sign_posn=%d\n",
           (unsigned char)l->frac_digits, (unsigned char)l->int_frac_digits,
           (unsigned char)l->p_cs_precedes, (unsigned char)l->p_sep_by_space,
           (unsigned char)l->n_cs_precedes, (unsigned char)l->n_sep_by_space,
           (unsigned char)l->p_sign_posn, (unsigned char)l->n_sign_posn);
    printf("decimal_point=[%s] thousands_sep=[%s]\n", l->decimal_point, l->thousands_sep);
    return 0;
}
