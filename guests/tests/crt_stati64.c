/* msvcrt's _stati64 family, as bzip2 1.1.0 calls it on every input file (issue 23,
 * "Programs in the wild"): struct _stati64 has a 64-bit size, with 32-bit times in a
 * 32-bit program and 64-bit ones in a 64-bit program. The expected lines are Wine's. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <io.h>
#include <fcntl.h>
#include <errno.h>

int main(void)
{
    struct _stati64 st;
    FILE *f = fopen("stat.txt", "wb");
    int r, fd;
    fputs("twelve bytes", f);
    fclose(f);
    printf("sizeof(struct _stati64)=%d\n", (int)sizeof st);
    memset(&st, 0xcc, sizeof st);
    r = _stati64("stat.txt", &st);
    printf("_stati64=%d size=%lld mode=%#o nlink=%d dev=%u rdev=%u times set=%d\n", r,
           (long long)st.st_size, st.st_mode, st.st_nlink, st.st_dev, st.st_rdev,
           st.st_mtime != 0 && st.st_mtime == st.st_atime);
    memset(&st, 0xcc, sizeof st);
    r = _wstati64(L"stat.txt", &st);
    printf("_wstati64=%d size=%lld mode=%#o\n", r, (long long)st.st_size, st.st_mode);
    r = _stati64(".", &st);
    printf("_stati64(.)=%d directory=%d\n", r, (st.st_mode & _S_IFDIR) != 0);
    errno = 0;
    r = _stati64("no such file", &st);
    printf("_stati64(missing)=%d errno=%d\n", r, errno);
    fd = _open("stat.txt", _O_RDONLY);
    memset(&st, 0xcc, sizeof st);
    r = _fstati64(fd, &st);
    printf("_fstati64=%d size=%lld mode=%#o nlink=%d\n", r, (long long)st.st_size,
           st.st_mode, st.st_nlink);
    _close(fd);
    remove("stat.txt");
    return 0;
}
