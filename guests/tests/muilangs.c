/* The thread's preferred UI languages (SetThreadPreferredUILanguages,
   GetThreadPreferredUILanguages) and the user's and the system's lists. wxWidgets'
   wxUILocale::UseDefault sets an empty thread list (issue 23, "Programs in the wild (stop
   27)": the calendar sample stopped at SetThreadPreferredUILanguages). Only en-US exists
   here. Prints a line per call: the answer, the count, the list ('|' for each NUL). */
#include <windows.h>
#include <stdio.h>

static void show(const char *what, BOOL r, ULONG num, const WCHAR *buf, ULONG cch)
{
    char out[128];
    ULONG i;
    int n = 0;
    for (i = 0; r && buf && i < cch && n < 120; i++)
        out[n++] = buf[i] ? (char)buf[i] : '|';
    out[n] = 0;
    printf("%s: %d num %lu cch %lu [%s] err %lu\n", what, r, num, cch, out,
           r ? 0 : GetLastError());
}

int main(void)
{
    WCHAR buf[64];
    ULONG num, cch;
    BOOL r;
    setvbuf(stdout, NULL, _IONBF, 0);
    num = 77;
    cch = 64;
    r = GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, &num, buf, &cch);
    show("user names", r, num, buf, cch);
    num = 77;
    cch = 64;
    r = GetUserPreferredUILanguages(MUI_LANGUAGE_ID, &num, buf, &cch);
    show("user ids", r, num, buf, cch);
    num = 77;
    cch = 64;
    r = GetSystemPreferredUILanguages(MUI_LANGUAGE_NAME, &num, buf, &cch);
    show("system names", r, num, buf, cch);
    num = 77;
    cch = 0;
    r = GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, &num, NULL, &cch);
    show("user size", r, num, NULL, cch);
    num = 77;
    cch = 3;
    SetLastError(0);
    r = GetUserPreferredUILanguages(MUI_LANGUAGE_NAME, &num, buf, &cch);
    show("user short", r, num, buf, cch);
    num = 77;
    cch = 64;
    r = GetThreadPreferredUILanguages(MUI_LANGUAGE_NAME, &num, buf, &cch);
    show("thread names", r, num, buf, cch);
    num = 77;
    cch = 64;
    r = GetThreadPreferredUILanguages(MUI_LANGUAGE_NAME | MUI_THREAD_LANGUAGES, &num, buf, &cch);
    show("thread own", r, num, buf, cch);
    num = 77;
    buf[0] = 0;
    buf[1] = 0;
    r = SetThreadPreferredUILanguages(MUI_LANGUAGE_NAME, buf, &num);
    printf("set empty: %d num %lu\n", r, num);
    num = 77;
    r = SetThreadPreferredUILanguages(MUI_LANGUAGE_NAME, L"en-US\0", &num);
    printf("set en-US: %d num %lu\n", r, num);
    num = 77;
    cch = 64;
    r = GetThreadPreferredUILanguages(MUI_LANGUAGE_NAME | MUI_THREAD_LANGUAGES, &num, buf, &cch);
    show("thread own after", r, num, buf, cch);
    num = 77;
    cch = 64;
    r = GetThreadPreferredUILanguages(MUI_LANGUAGE_ID | MUI_THREAD_LANGUAGES, &num, buf, &cch);
    show("thread own ids", r, num, buf, cch);
    num = 77;
    r = SetThreadPreferredUILanguages(MUI_LANGUAGE_ID, L"0409\0", &num);
    printf("set 0409: %d num %lu\n", r, num);
    num = 77;
    r = SetThreadPreferredUILanguages(0, NULL, &num);
    printf("reset: %d num %lu\n", r, num);
    num = 77;
    cch = 64;
    r = GetThreadPreferredUILanguages(MUI_LANGUAGE_NAME | MUI_THREAD_LANGUAGES, &num, buf, &cch);
    show("thread own reset", r, num, buf, cch);
    num = 77;
    SetLastError(0);
    r = SetThreadPreferredUILanguages(MUI_LANGUAGE_NAME | MUI_LANGUAGE_ID, L"en-US\0", &num);
    printf("set both flags: %d err %lu\n", r, r ? 0 : GetLastError());
    printf("done\n");
    return 0;
}
