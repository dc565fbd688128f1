/* A rich edit's IMF_SPELLCHECKING (issue 23: wxWidgets' text sample asks for it and reads
   it back to say whether spelling is checked): EM_SETLANGOPTIONS with it and
   IMF_AUTOFONT, then EM_GETLANGOPTIONS. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>

#ifndef IMF_SPELLCHECKING
#define IMF_SPELLCHECKING 0x0800
#endif

int main(void)
{
    HWND re;
    LRESULT r;

    LoadLibraryA("riched20.dll");
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", ES_MULTILINE, 0, 0, 300, 100, NULL, NULL,
                         NULL, NULL);
    r = SendMessageA(re, EM_SETLANGOPTIONS, 0, IMF_SPELLCHECKING | IMF_AUTOFONT);
    printf("EM_SETLANGOPTIONS -> %d\n", (int)r);
    r = SendMessageA(re, EM_GETLANGOPTIONS, 0, 0);
    printf("IMF_SPELLCHECKING in effect: %s\n", r & IMF_SPELLCHECKING ? "yes" : "no");
    DestroyWindow(re);
    printf("done\n");
    return 0;
}
