/* ReadDirectoryChangesW: the records of what the program changed in a folder (Wine 8's
 * kernel32 change.c stopped on it), and FindFirstChangeNotification on a folder that is
 * removed or whose file's attributes are set. One line per check; the expected lines are
 * Wine 8's (test/win32/kernel/test_k32dirchg.py). */
#include <windows.h>
#include <stdio.h>

static char buffer[0x1000];
static WCHAR base[MAX_PATH];

static void path(WCHAR *out, const WCHAR *name)
{
    lstrcpyW(out, base);
    if (name) {
        lstrcatW(out, L"\\");
        lstrcatW(out, name);
    }
}

/* Print the records in buffer: action and name each. */
static void records(const char *what, DWORD status, ULONG_PTR count)
{
    FILE_NOTIFY_INFORMATION *p = (FILE_NOTIFY_INFORMATION *)buffer;
    printf("%s: status 0x%lx count %lu", what, status, (unsigned long)count);
    if (status == 0 && count) {
        for (;;) {
            printf(" [%lu %.*ls]", p->Action, (int)(p->FileNameLength / 2), p->FileName);
            if (!p->NextEntryOffset)
                break;
            printf(" next %lu", p->NextEntryOffset);
            p = (FILE_NOTIFY_INFORMATION *)((char *)p + p->NextEntryOffset);
        }
    }
    printf("\n");
}

static HANDLE open_dir(void)
{
    WCHAR p[MAX_PATH];
    path(p, NULL);
    return CreateFileW(p, GENERIC_READ | FILE_LIST_DIRECTORY,
                       FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                       OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS | FILE_FLAG_OVERLAPPED, NULL);
}

static int routine_calls;
static DWORD routine_error, routine_count;

static void CALLBACK done(DWORD error, DWORD count, OVERLAPPED *ov)
{
    routine_calls++;
    routine_error = error;
    routine_count = count;
}

static DWORD WINAPI make_file(void *arg)
{
    WCHAR p[MAX_PATH];
    HANDLE f;
    Sleep(50);
    path(p, L"late.txt");
    f = CreateFileW(p, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    return 0;
}

int main(void)
{
    WCHAR p[MAX_PATH], q[MAX_PATH];
    OVERLAPPED ov;
    HANDLE dir, f, thread, change;
    DWORD r, n;
    const DWORD all = FILE_NOTIFY_CHANGE_FILE_NAME | FILE_NOTIFY_CHANGE_DIR_NAME |
        FILE_NOTIFY_CHANGE_SIZE | FILE_NOTIFY_CHANGE_LAST_WRITE;

    GetTempPathW(MAX_PATH, base);
    lstrcatW(base, L"dirchg");
    CreateDirectoryW(base, NULL);

    SetLastError(0xdeadbeef);
    r = ReadDirectoryChangesW(NULL, buffer, sizeof buffer, FALSE, all, NULL, NULL, NULL);
    printf("NULL handle: %lu error %lu\n", r, GetLastError());
    dir = open_dir();
    memset(&ov, 0, sizeof ov);
    ov.hEvent = CreateEventW(NULL, TRUE, FALSE, NULL);
    SetLastError(0xdeadbeef);
    r = ReadDirectoryChangesW(dir, buffer, sizeof buffer, FALSE, 0, NULL, &ov, NULL);
    printf("no filter: %lu error %lu\n", r, GetLastError());
    r = ReadDirectoryChangesW(dir, buffer, sizeof buffer, FALSE, 0x80000000, NULL, &ov, NULL);
    printf("unknown filter bit: %lu error %lu\n", r, GetLastError());
    path(p, L"file.txt");
    f = CreateFileW(p, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    r = ReadDirectoryChangesW(f, buffer, sizeof buffer, FALSE, all, NULL, &ov, NULL);
    printf("file handle: %lu error %lu\n", r, GetLastError());
    CloseHandle(f);
    DeleteFileW(p);

    /* The first call fixes filter, subtree and size: subtree TRUE, every name change. */
    ov.Internal = 7;
    ov.InternalHigh = 7;
    SetEvent(ov.hEvent);
    r = ReadDirectoryChangesW(dir, buffer, sizeof buffer, TRUE, all, NULL, &ov, NULL);
    printf("first call: %lu Internal 0x%lx InternalHigh %lu event %lu\n", r,
           (DWORD)ov.Internal, (DWORD)ov.InternalHigh, WaitForSingleObject(ov.hEvent, 0));
    path(p, L"sub");
    CreateDirectoryW(p, NULL);
    r = WaitForSingleObject(ov.hEvent, 0);
    printf("after CreateDirectory: wait %lu\n", r);
    records("sub created", (DWORD)ov.Internal, ov.InternalHigh);

    /* Changes between calls are kept; the second call's filter (sizes only) and
     * subtree FALSE do not apply. */
    path(p, L"sub\\deep");
    CreateDirectoryW(p, NULL);
    path(q, L"sub\\deep\\a.txt");
    f = CreateFileW(q, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, "abc", 3, &n, NULL);
    CloseHandle(f);
    DeleteFileW(q);
    RemoveDirectoryW(p);
    ResetEvent(ov.hEvent);
    r = ReadDirectoryChangesW(dir, buffer, sizeof buffer, FALSE, FILE_NOTIFY_CHANGE_SIZE,
                              NULL, &ov, NULL);
    printf("kept: %lu wait %lu\n", r, WaitForSingleObject(ov.hEvent, 0));
    records("kept", (DWORD)ov.Internal, ov.InternalHigh);

    /* A rename inside the watched tree, and one out of it. */
    r = ReadDirectoryChangesW(dir, buffer, sizeof buffer, TRUE, all, NULL, &ov, NULL);
    path(p, L"sub");
    path(q, L"renamed");
    MoveFileW(p, q);
    records("folder renamed", (DWORD)ov.Internal, ov.InternalHigh);

    /* Too small a buffer: STATUS_NOTIFY_ENUM_DIR, no records. */
    r = ReadDirectoryChangesW(dir, buffer, 0x10, TRUE, all, NULL, &ov, NULL);
    RemoveDirectoryW(q);
    records("small buffer", (DWORD)ov.Internal, ov.InternalHigh);

    /* A completion routine: queued to this thread, run by an alertable wait. */
    ov.hEvent = (HANDLE)0xdeadbeef;
    r = ReadDirectoryChangesW(dir, buffer, sizeof buffer, TRUE, all, NULL, &ov, done);
    path(p, L"x.txt");
    f = CreateFileW(p, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    printf("routine before the wait: %d\n", routine_calls);
    r = SleepEx(1000, TRUE);
    printf("SleepEx %lu: routine %d error %lu count %lu hEvent kept %d\n", r, routine_calls,
           routine_error, routine_count, ov.hEvent == (HANDLE)0xdeadbeef);
    records("routine", (DWORD)ov.Internal, ov.InternalHigh);
    CloseHandle(f);
    DeleteFileW(p);
    CloseHandle(dir);

    /* A synchronous call waits for the change another thread makes. */
    dir = CreateFileW(base, GENERIC_READ | FILE_LIST_DIRECTORY,
                      FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                      OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    thread = CreateThread(NULL, 0, make_file, NULL, 0, NULL);
    n = 0xdeadbeef;
    r = ReadDirectoryChangesW(dir, buffer, sizeof buffer, FALSE, FILE_NOTIFY_CHANGE_FILE_NAME,
                              &n, NULL, NULL);
    records(r ? "synchronous" : "synchronous failed", 0, n);
    WaitForSingleObject(thread, INFINITE);
    CloseHandle(thread);
    CloseHandle(dir);
    path(p, L"late.txt");
    DeleteFileW(p);

    /* FindFirstChangeNotification: attributes set to what they are not (ARCHIVE off). */
    path(p, L"attr.txt");
    f = CreateFileW(p, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    CloseHandle(f);
    change = FindFirstChangeNotificationW(base, FALSE, FILE_NOTIFY_CHANGE_ATTRIBUTES);
    printf("attributes before: wait %lu\n", WaitForSingleObject(change, 0));
    SetFileAttributesW(p, FILE_ATTRIBUTE_NORMAL);
    printf("FILE_ATTRIBUTE_NORMAL set: wait %lu\n", WaitForSingleObject(change, 0));
    FindCloseChangeNotification(change);
    DeleteFileW(p);

    /* A watched folder removed signals its watch; one renamed does not. */
    path(p, L"gone");
    path(q, L"moved");
    CreateDirectoryW(p, NULL);
    change = FindFirstChangeNotificationW(p, FALSE, FILE_NOTIFY_CHANGE_DIR_NAME);
    MoveFileW(p, q);
    printf("watched folder renamed: wait %lu\n", WaitForSingleObject(change, 0));
    FindCloseChangeNotification(change);
    change = FindFirstChangeNotificationW(q, FALSE, FILE_NOTIFY_CHANGE_DIR_NAME);
    RemoveDirectoryW(q);
    printf("watched folder removed: wait %lu\n", WaitForSingleObject(change, 100));
    FindCloseChangeNotification(change);

    printf("cleanup: %d\n", RemoveDirectoryW(base));
    return 0;
}
