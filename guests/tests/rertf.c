/* A rich edit reads an RTF document's formatting (issue 23): EM_STREAMIN with SF_RTF
   takes bold, italic, underline, strikeout, sizes, fonts and colours (font and colour
   tables) and each paragraph's alignment; with SFF_SELECTION the document replaces the
   selection and the text around it keeps its own format. Each word's format is read
   back with EM_GETCHARFORMAT, each paragraph's alignment with EM_GETPARAFORMAT. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>
#include <string.h>

static HWND re;
static const char *doc =
    "{\\rtf1\\ansi{\\fonttbl{\\f0\\fswiss Arial;}{\\f1\\froman Times New Roman;}}"
    "{\\colortbl ;\\red255\\green0\\blue0;\\red0\\green0\\blue255;}"
    "\\f0\\fs20\\b0 plain \\b bold\\b0  \\cf1 red\\cf0\\par"
    "\\qc\\i centred {\\f1\\fs32 big}\\i0\\par"
    "\\pard\\ul under\\ulnone  \\strike gone\\strike0  {\\cf2 blue}}";
static const char *small = "{\\rtf1\\ansi{\\colortbl ;\\red0\\green128\\blue0;}\\cf1\\b green}";
static const char *pos;

static DWORD CALLBACK feed(DWORD_PTR cookie, LPBYTE buf, LONG cb, LONG *got)
{
    LONG n = (LONG)strlen(pos);
    if (n > cb)
        n = cb;
    memcpy(buf, pos, n);
    pos += n;
    *got = n;
    return 0;
}

/* select word w: found in a line's text (EM_GETLINE), placed with EM_LINEINDEX, so a
   paragraph mark's width (one character or two) does not matter */
static int select_word(const char *w)
{
    int i, n = (int)SendMessageA(re, EM_GETLINECOUNT, 0, 0);
    char buf[200];
    for (i = 0; i < n; i++) {
        char *hit;
        int len;
        *(WORD *)buf = sizeof buf - 1;
        len = (int)SendMessageA(re, EM_GETLINE, i, (LPARAM)buf);
        buf[len] = 0;
        hit = strstr(buf, w);
        if (hit) {
            int lo = (int)SendMessageA(re, EM_LINEINDEX, i, 0) + (int)(hit - buf);
            SendMessageA(re, EM_SETSEL, lo, lo + (int)strlen(w));
            return 1;
        }
    }
    return 0;
}

static void word(const char *w)
{
    CHARFORMAT2A cf;
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    printf("%s: ", w);
    if (!select_word(w)) {
        printf("not found\n");
        return;
    }
    SendMessageA(re, EM_GETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
    printf("bold %d italic %d underline %d strikeout %d size %ld face %s colour %s\n",
           !!(cf.dwEffects & CFE_BOLD), !!(cf.dwEffects & CFE_ITALIC),
           !!(cf.dwEffects & CFE_UNDERLINE), !!(cf.dwEffects & CFE_STRIKEOUT), cf.yHeight,
           cf.szFaceName, cf.dwEffects & CFE_AUTOCOLOR ? "auto" : "set");
    if (!(cf.dwEffects & CFE_AUTOCOLOR))
        printf("  colour %06lx\n", cf.crTextColor);
}

static void paras(void)
{
    int i, n = (int)SendMessageA(re, EM_GETLINECOUNT, 0, 0);
    for (i = 0; i < n; i++) {
        PARAFORMAT pf;
        int at = (int)SendMessageA(re, EM_LINEINDEX, i, 0);
        memset(&pf, 0, sizeof pf);
        pf.cbSize = sizeof pf;
        SendMessageA(re, EM_SETSEL, at, at);
        SendMessageA(re, EM_GETPARAFORMAT, 0, (LPARAM)&pf);
        printf("paragraph %d: alignment %d\n", i, pf.wAlignment);
    }
}

int main(void)
{
    HWND main;
    EDITSTREAM es = {0};
    LRESULT n;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 500, 300,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         450, 200, main, (HMENU)1, NULL, NULL);
    es.pfnCallback = feed;
    pos = doc;
    n = SendMessageA(re, EM_STREAMIN, SF_RTF, (LPARAM)&es);
    printf("EM_STREAMIN -> %d chars, error %lu\n", n > 0, es.dwError);
    word("plain");
    word("bold");
    word("red");
    word("centred");
    word("big");
    word("under");
    word("gone");
    word("blue");
    paras();
    select_word("bold");
    pos = small;
    n = SendMessageA(re, EM_STREAMIN, SF_RTF | SFF_SELECTION, (LPARAM)&es);
    printf("EM_STREAMIN SFF_SELECTION -> %d chars\n", (int)n);
    word("plain");
    word("green");
    word("red");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
