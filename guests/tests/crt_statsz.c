/* The C runtime's sized stat functions by name (GetProcAddress of ucrtbase.dll, as a
 * UCRT program reaches them through api-ms-win-crt-filesystem: cppcheck stopped at
 * _stat64i32; descriptors and errno are ucrtbase's own too): _stat32i64 / _stat64i32 and their wide and descriptor forms fill struct
 * _stat32i64 (32-bit times, 64-bit size) and struct _stat64i32 (64-bit times, 32-bit size)
 * and no byte past them; a missing file is -1 with errno ENOENT. */
#include <windows.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>

typedef int (__cdecl *STATA)(const char *, void *);
typedef int (__cdecl *STATW)(const wchar_t *, void *);
typedef int (__cdecl *FSTAT)(int, void *);
typedef int (__cdecl *OPEN)(const char *, int, ...);
typedef int (__cdecl *CLOSE)(int);
typedef int *(__cdecl *ERRNO)(void);
static ERRNO crt_errno;

static unsigned char buf[128];

static void show(const char *name, int ret, int is3264)
{
    if (ret) {
        printf("%s: %d errno %d\n", name, ret, *crt_errno());
        return;
    }
    if (is3264) {
        struct _stat32i64 *s = (struct _stat32i64 *)buf;
        printf("%s: 0 size %lld mode 0x%x nlink %d mtime %s tail %02x (struct %u)\n", name,
               (long long)s->st_size, s->st_mode, s->st_nlink, s->st_mtime ? "set" : "0",
               buf[sizeof(*s)], (unsigned)sizeof(*s));
    } else {
        struct _stat64i32 *s = (struct _stat64i32 *)buf;
        printf("%s: 0 size %ld mode 0x%x nlink %d mtime %s tail %02x (struct %u)\n", name,
               (long)s->st_size, s->st_mode, s->st_nlink, s->st_mtime ? "set" : "0",
               buf[sizeof(*s)], (unsigned)sizeof(*s));
    }
}

int main(void)
{
    HMODULE crt = LoadLibraryA("ucrtbase.dll");
    STATA s3264 = (STATA)GetProcAddress(crt, "_stat32i64");
    STATA s6432 = (STATA)GetProcAddress(crt, "_stat64i32");
    STATW w3264 = (STATW)GetProcAddress(crt, "_wstat32i64");
    STATW w6432 = (STATW)GetProcAddress(crt, "_wstat64i32");
    FSTAT f3264 = (FSTAT)GetProcAddress(crt, "_fstat32i64");
    FSTAT f6432 = (FSTAT)GetProcAddress(crt, "_fstat64i32");
    OPEN crt_open = (OPEN)GetProcAddress(crt, "_open");
    CLOSE crt_close = (CLOSE)GetProcAddress(crt, "_close");
    FILE *f = fopen("statsz.txt", "wb");
    int fd;

    crt_errno = (ERRNO)GetProcAddress(crt, "_errno");

    fputs("0123456789", f);
    fclose(f);
    if (!s3264 || !s6432 || !w3264 || !w6432 || !f3264 || !f6432 || !crt_open || !crt_close
            || !crt_errno) {
        printf("missing export\n");
        return 1;
    }
    memset(buf, 0xAA, sizeof(buf));
    show("_stat32i64", s3264("statsz.txt", buf), 1);
    memset(buf, 0xAA, sizeof(buf));
    show("_stat64i32", s6432("statsz.txt", buf), 0);
    memset(buf, 0xAA, sizeof(buf));
    show("_wstat32i64", w3264(L"statsz.txt", buf), 1);
    memset(buf, 0xAA, sizeof(buf));
    show("_wstat64i32", w6432(L"statsz.txt", buf), 0);
    fd = crt_open("statsz.txt", _O_RDONLY | _O_BINARY);
    memset(buf, 0xAA, sizeof(buf));
    show("_fstat32i64", f3264(fd, buf), 1);
    memset(buf, 0xAA, sizeof(buf));
    show("_fstat64i32", f6432(fd, buf), 0);
    crt_close(fd);
    *crt_errno() = 0;
    show("_stat64i32 missing", s6432("no-such-file.txt", buf), 0);
    *crt_errno() = 0;
    show("_wstat32i64 missing", w3264(L"no-such-file.txt", buf), 1);
    remove("statsz.txt");
    printf("done\n");
    return 0;
}
