/* The getc/putc macros of older C headers (busybox-w32's wc and grep, issue 23 "Programs
 * in the wild"): they read and write through the FILE's _ptr and _cnt and call _filbuf /
 * _flsbuf when the count runs out. The expected lines are Wine's. */
#include <stdio.h>

#define MYGETC(f) (--(f)->_cnt >= 0 ? 0xff & *(f)->_ptr++ : _filbuf(f))
#define MYPUTC(ch, f) (--(f)->_cnt >= 0 ? 0xff & (*(f)->_ptr++ = (char)(ch)) : _flsbuf((ch), (f)))

int main(void)
{
    FILE *f = fopen("macro.txt", "wb");
    const char *text = "getc macro\nline two\n";
    int ch, n = 0, lines = 0;
    for (; *text; text++)
        MYPUTC(*text, f);
    printf("_flsbuf returns its character=%d\n", _flsbuf('!', f) == '!');
    fclose(f);
    f = fopen("macro.txt", "rb");
    while ((ch = MYGETC(f)) != EOF) {
        n++;
        if (ch == '\n')
            lines++;
        if (n <= 4)
            printf("char %d: %c\n", n, ch);
    }
    printf("read %d characters, %d lines, then EOF; feof=%d\n", n, lines, feof(f) != 0);
    fclose(f);
    remove("macro.txt");
    return 0;
}
