/* GDI32's font resources with nothing to add: AddFontResourceExW of a file that does not
   exist or is not a font, AddFontMemResourceEx of bytes that are not a font or of
   nothing, and the removal of what was never added. Each fails: 0 or NULL (FALSE), with
   the last error where it is meaningful (ERROR_FILE_NOT_FOUND for the missing file,
   ERROR_INVALID_PARAMETER for AddFontMemResourceEx's missing arguments). */
#include <windows.h>
#include <stdio.h>

int main(void)
{
    static const char text[] = "this is not a font, just some text in a file";
    BYTE junk[256];
    DWORD n = 7, written;
    HANDLE f, h;
    int r;

    f = CreateFileA("notfont.ttf", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, text, sizeof(text), &written, NULL);
    CloseHandle(f);
    memset(junk, 0x5A, sizeof(junk));

    SetLastError(0xdead);
    r = AddFontResourceExW(L"C:\\nosuchfont.ttf", FR_PRIVATE, NULL);
    printf("AddFontResourceExW missing: %d last %lu\n", r, GetLastError());
    SetLastError(0xdead);
    r = AddFontResourceExW(L"notfont.ttf", FR_PRIVATE, NULL);
    printf("AddFontResourceExW text: %d\n", r);
    SetLastError(0xdead);
    r = AddFontResourceExW(L"notfont.ttf", 0x1000, NULL);
    printf("AddFontResourceExW text, other flag: %d\n", r);
    SetLastError(0xdead);
    r = AddFontResourceExW(NULL, FR_PRIVATE, NULL);
    printf("AddFontResourceExW NULL: %d\n", r);
    r = RemoveFontResourceExW(L"notfont.ttf", FR_PRIVATE, NULL);
    printf("RemoveFontResourceExW not added: %d\n", r);
    r = RemoveFontResourceExW(L"C:\\nosuchfont.ttf", FR_PRIVATE, NULL);
    printf("RemoveFontResourceExW missing: %d\n", r);

    SetLastError(0xdead);
    h = AddFontMemResourceEx(junk, sizeof(junk), NULL, &n);
    printf("AddFontMemResourceEx junk: %s n %lu\n", h ? "handle" : "NULL", n);
    SetLastError(0xdead);
    h = AddFontMemResourceEx(NULL, 0, NULL, &n);
    printf("AddFontMemResourceEx NULL: %s last %lu\n", h ? "handle" : "NULL", GetLastError());
    SetLastError(0xdead);
    h = AddFontMemResourceEx(junk, sizeof(junk), NULL, NULL);
    printf("AddFontMemResourceEx no count: %s last %lu\n", h ? "handle" : "NULL",
           GetLastError());
    printf("RemoveFontMemResourceEx NULL: %d\n", RemoveFontMemResourceEx(NULL));
    printf("AddFontResourceA missing: %d\n", AddFontResourceA("C:\\nosuchfont.fon"));
    printf("RemoveFontResourceA: %d\n", RemoveFontResourceA("C:\\nosuchfont.fon"));
    DeleteFileA("notfont.ttf");
    return 0;
}
