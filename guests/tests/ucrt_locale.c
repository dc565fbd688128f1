/* The UCRT's setlocale (ucrtbase.dll): the names msvcrt takes, locale names ("de-DE")
 * besides; the printf family's and atof's decimal point in the locale; localeconv. */
#include <stdio.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

static void show(const char *what, const char *r)
{
    printf("%s -> %s\n", what, r ? r : "(null)");
}

int main(void)
{
    static const char *names[] = { "German", "English_United Kingdom.850", "de-DE", "DE-de",
                                   "fr-FR", "en-US", "xx-YY", "de", "Klingon" };
    char buf[64];
    unsigned i;

    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        show(names[i], setlocale(LC_ALL, names[i]));
        setlocale(LC_ALL, "C");
    }
    show("numeric de-DE", setlocale(LC_NUMERIC, "de-DE"));
    show("composite", setlocale(LC_ALL, NULL));
    sprintf(buf, "%.2f %g %e", 1.5, 2.25, 1e10);
    printf("sprintf: %s\n", buf);
    printf("atof: %g\n", atof("3,5"));
    printf("localeconv: %s %s\n", localeconv()->decimal_point, localeconv()->thousands_sep);
    setlocale(LC_ALL, "C");
    sprintf(buf, "%.2f", 1.5);
    printf("C sprintf: %s\n", buf);
    return 0;
}
