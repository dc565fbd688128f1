/* UCRT functions that tools shipped in packages stop at (issue 23, "Programs in the wild
 * (stop 26)"): pandoc's _chsize_s. One line per check; the expected lines are Wine 8's. */
#include <stdio.h>
#include <io.h>
#include <fcntl.h>
#include <errno.h>
#include <stdlib.h>
#include <sys/stat.h>

static void ignore_invalid(const wchar_t *e, const wchar_t *f, const wchar_t *file,
                           unsigned line, uintptr_t r)
{
}

static void chsize_s(void)
{
    int fd, r;
    long long len;
    FILE *f = fopen("chs.bin", "wb");
    fputs("0123456789", f);
    fclose(f);
    fd = _open("chs.bin", _O_RDWR | _O_BINARY);
    r = _chsize_s(fd, 4);
    len = _filelengthi64(fd);
    printf("_chsize_s(4)=%d length=%lld\n", r, len);
    r = _chsize_s(fd, 5000000000LL);
    printf("_chsize_s(5e9)=%d length=%lld\n", r, (long long)_filelengthi64(fd));
    r = _chsize_s(fd, 16);
    printf("_chsize_s(16)=%d length=%lld\n", r, (long long)_filelengthi64(fd));
    errno = 0;
    r = _chsize_s(fd, -1);
    printf("_chsize_s(-1)=%d errno=%d\n", r, errno);
    _close(fd);
    fd = _open("chs.bin", _O_RDONLY | _O_BINARY);
    errno = 0;
    r = _chsize_s(fd, 2);
    printf("_chsize_s(read-only fd)=%d errno=%d length=%lld\n", r, errno,
           (long long)_filelengthi64(fd));
    _close(fd);
    errno = 0;
    r = _chsize_s(99, 2);
    printf("_chsize_s(bad fd)=%d errno=%d\n", r, errno);
    f = fopen("chs.bin", "rb");
    {
        unsigned char buf[32];
        size_t n = fread(buf, 1, sizeof buf, f), i;
        printf("content (%u):", (unsigned)n);
        for (i = 0; i < n; i++)
            printf(" %02x", buf[i]);
        printf("\n");
    }
    fclose(f);
    remove("chs.bin");
}

int main(void)
{
    _set_invalid_parameter_handler(ignore_invalid);
    chsize_s();
    printf("done\n");
    return 0;
}
