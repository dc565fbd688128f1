/* Resources chosen by UI language (issue 23, kernel32 NLS): the program carries string
   tables, a menu, a dialog and an accelerator table in several languages (uilang.rc) and
   prints which entry LoadString, LoadMenu, CreateDialog and LoadAccelerators choose after
   SetThreadUILanguage, SetThreadPreferredUILanguages, SetProcessPreferredUILanguages and
   SetThreadLocale, what GetThreadUILanguage and the language lists answer, and which
   entry FindResourceEx picks for a language named. A line per check. */
#include <windows.h>
#include <stdio.h>

#ifndef MUI_LANGUAGE_ID
#define MUI_LANGUAGE_ID 0x4
#define MUI_LANGUAGE_NAME 0x8
#define MUI_THREAD_LANGUAGES 0x40
#endif

static INT_PTR CALLBACK dlg_proc(HWND w, UINT m, WPARAM wp, LPARAM lp)
{
    return FALSE;
}

static void show(const char *what)
{
    static const UINT ids[] = {1, 16, 32};
    HMODULE self = GetModuleHandleW(NULL);
    WCHAR text[64];
    char buf[64];
    HMENU menu;
    HWND dlg;
    HACCEL acc;
    ACCEL a;
    int i;

    printf("%s: ui=%04x strings", what, GetThreadUILanguage());
    for (i = 0; i < 3; i++) {
        int n = LoadStringW(self, ids[i], text, 64);
        printf(" %ls", n ? text : L"-");
    }
    menu = LoadMenuW(self, MAKEINTRESOURCEW(100));
    buf[0] = 0;
    if (menu) {
        GetMenuStringA(menu, 0, buf, sizeof buf, MF_BYPOSITION);
        DestroyMenu(menu);
    }
    printf(" menu %s", menu ? buf : "-");
    dlg = CreateDialogParamW(self, MAKEINTRESOURCEW(200), NULL, dlg_proc, 0);
    buf[0] = 0;
    if (dlg) {
        GetWindowTextA(dlg, buf, sizeof buf);
        DestroyWindow(dlg);
    }
    printf(" dialog %s", dlg ? buf : "-");
    acc = LoadAcceleratorsW(self, MAKEINTRESOURCEW(300));
    a.key = 0;
    if (acc) {
        CopyAcceleratorTableW(acc, &a, 1);
        DestroyAcceleratorTable(acc);
    }
    printf(" accel %c\n", acc ? a.key : '-');
}

static void list(const char *what, DWORD flags, BOOL process)
{
    WCHAR buf[128], *p;
    ULONG num = 77, size = 128;
    BOOL ok = process ? GetProcessPreferredUILanguages(flags, &num, buf, &size)
                      : GetThreadPreferredUILanguages(flags, &num, buf, &size);
    printf("%s: %d num %lu [", what, ok, ok ? num : 0);
    for (p = buf; ok && *p; p += wcslen(p) + 1)
        printf("%ls|", p);
    printf("]\n");
}

static void find(WORD block, WORD lang)
{
    HMODULE self = GetModuleHandleW(NULL);
    HRSRC r;
    const WCHAR *p;
    SetLastError(0);
    r = FindResourceExW(self, (LPCWSTR)RT_STRING, MAKEINTRESOURCEW(block), lang);
    if (!r) {
        printf("FindResourceEx(%u, %04x): none err=%lu\n", block, lang, GetLastError());
        return;
    }
    p = LockResource(LoadResource(self, r));
    if (block == 1)
        p += 1 + *p;           /* id 1 is block 1's second string; 16 and 32 are first */
    printf("FindResourceEx(%u, %04x): %.*ls\n", block, lang, (int)*p, p + 1);
}

static void message(WORD lang)
{
    WCHAR buf[64];
    DWORD n;
    SetLastError(0);
    n = FormatMessageW(FORMAT_MESSAGE_FROM_HMODULE | FORMAT_MESSAGE_MAX_WIDTH_MASK, NULL, 1,
                       lang, buf, 64, NULL);
    printf("FormatMessage(%04x)=%lu %ls err=%lu\n", lang, n, n ? buf : L"-", GetLastError());
}

static DWORD WINAPI other_thread(void *arg)
{
    show("other thread");
    return 0;
}

int main(void)
{
    ULONG n = 77;
    LANGID r;
    BOOL ok;
    HANDLE t;

    printf("user=%04x system=%04x\n", GetUserDefaultUILanguage(), GetSystemDefaultUILanguage());
    show("start");
    message(0);

    r = SetThreadUILanguage(MAKELANGID(LANG_GERMAN, SUBLANG_GERMAN));
    printf("SetThreadUILanguage(0407)=%04x\n", r);
    show("de-DE");
    find(1, MAKELANGID(LANG_NEUTRAL, SUBLANG_NEUTRAL));
    message(0);
    message(MAKELANGID(LANG_ENGLISH, SUBLANG_ENGLISH_US));
    message(MAKELANGID(LANG_FRENCH, SUBLANG_FRENCH));
    list("thread own", MUI_THREAD_LANGUAGES | MUI_LANGUAGE_NAME, FALSE);
    list("thread merged", MUI_LANGUAGE_ID, FALSE);
    t = CreateThread(NULL, 0, other_thread, NULL, 0, NULL);
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    r = SetThreadUILanguage(0);
    printf("SetThreadUILanguage(0)=%04x ui=%04x\n", r, GetThreadUILanguage());

    r = SetThreadUILanguage(MAKELANGID(LANG_FRENCH, SUBLANG_FRENCH));
    printf("SetThreadUILanguage(040c)=%04x\n", r);
    show("fr-FR");
    SetLastError(0);
    r = SetThreadUILanguage(0x1234);
    printf("SetThreadUILanguage(1234)=%04x err=%lu ui=%04x\n", r, GetLastError(),
           GetThreadUILanguage());
    r = SetThreadUILanguage(MAKELANGID(LANG_DUTCH, SUBLANG_DUTCH_BELGIAN));
    printf("SetThreadUILanguage(0813)=%04x\n", r);
    show("nl-BE");

    printf("SetThreadPreferredUILanguages(ja-JP de-DE)=%d",
           SetThreadPreferredUILanguages(MUI_LANGUAGE_NAME, L"ja-JP\0de-DE\0", &n));
    printf(" num %lu\n", n);
    show("ja-JP de-DE");
    n = 77;
    SetLastError(0);
    ok = SetThreadPreferredUILanguages(MUI_LANGUAGE_NAME, L"xx-YY\0", &n);
    printf("SetThreadPreferredUILanguages(xx-YY)=%d err=%lu\n", ok, GetLastError());
    n = 77;
    printf("SetThreadPreferredUILanguages(NULL)=%d", SetThreadPreferredUILanguages(0, NULL, &n));
    printf(" num %lu\n", n);
    show("cleared");

    list("process", MUI_LANGUAGE_NAME, TRUE);
    n = 77;
    printf("SetProcessPreferredUILanguages(0407)=%d",
           SetProcessPreferredUILanguages(MUI_LANGUAGE_ID, L"0407\0", &n));
    printf(" num %lu\n", n);
    list("process", MUI_LANGUAGE_NAME, TRUE);
    show("process de-DE");
    t = CreateThread(NULL, 0, other_thread, NULL, 0, NULL);
    WaitForSingleObject(t, 5000);
    CloseHandle(t);
    n = 77;
    printf("SetProcessPreferredUILanguages(NULL)=%d", SetProcessPreferredUILanguages(MUI_LANGUAGE_NAME, NULL, &n));
    printf(" num %lu\n", n);

    SetThreadLocale(MAKELCID(MAKELANGID(LANG_GERMAN, SUBLANG_GERMAN), SORT_DEFAULT));
    show("locale de-DE");
    SetThreadLocale(MAKELCID(MAKELANGID(LANG_ENGLISH, SUBLANG_ENGLISH_US), SORT_DEFAULT));

    find(1, MAKELANGID(LANG_GERMAN, SUBLANG_GERMAN));
    find(1, MAKELANGID(LANG_GERMAN, SUBLANG_GERMAN_AUSTRIAN));
    find(1, MAKELANGID(LANG_FRENCH, SUBLANG_FRENCH_CANADIAN));
    find(2, MAKELANGID(LANG_GERMAN, SUBLANG_GERMAN_AUSTRIAN));
    find(2, MAKELANGID(LANG_NEUTRAL, SUBLANG_NEUTRAL));
    find(2, MAKELANGID(LANG_NEUTRAL, SUBLANG_SYS_DEFAULT));
    find(3, MAKELANGID(LANG_NEUTRAL, SUBLANG_NEUTRAL));
    printf("done\n");
    return 0;
}
