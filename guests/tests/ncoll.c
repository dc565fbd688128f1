/* The counted collation functions of the "C" locale (gvim calls _strnicoll while it
 * starts): their sign after at most n characters, case folded or not. */
#include <stdio.h>
#include <string.h>
#include <wchar.h>

static int sign(int v) { return v < 0 ? -1 : v > 0; }

int main(void)
{
    printf("_strncoll(abcX, abcY, 3)=%d\n", sign(_strncoll("abcX", "abcY", 3)));
    printf("_strncoll(abcX, abcY, 4)=%d\n", sign(_strncoll("abcX", "abcY", 4)));
    printf("_strncoll(ab, abc, 5)=%d\n", sign(_strncoll("ab", "abc", 5)));
    printf("_strnicoll(HELLO, help, 3)=%d\n", sign(_strnicoll("HELLO", "help", 3)));
    printf("_strnicoll(HELLO, help, 4)=%d\n", sign(_strnicoll("HELLO", "help", 4)));
    printf("_strnicoll(x, y, 0)=%d\n", sign(_strnicoll("x", "y", 0)));
    printf("_strnicoll([, a, 1)=%d\n", sign(_strnicoll("[", "a", 1)));
    printf("_wcsncoll(abcX, abcY, 3)=%d\n", sign(_wcsncoll(L"abcX", L"abcY", 3)));
    printf("_wcsncoll(abd, abc, 3)=%d\n", sign(_wcsncoll(L"abd", L"abc", 3)));
    printf("_wcsnicoll(ABC, abd, 2)=%d\n", sign(_wcsnicoll(L"ABC", L"abd", 2)));
    printf("_wcsnicoll(ABC, abd, 3)=%d\n", sign(_wcsnicoll(L"ABC", L"abd", 3)));
    printf("done\n");
    return 0;
}
