/* A rich edit writes its text and formats out (issue 23): EM_STREAMOUT with SF_TEXT
   (ANSI, and UTF-16 with SF_UNICODE; the selection only with SFF_SELECTION) and SF_RTF,
   whose document streamed into a second control (EM_STREAMIN) gives the same words in
   the same formats and the paragraphs their alignment; a callback's error stops the
   stream and lands in dwError. */
#include <windows.h>
#include <richedit.h>
#include <stdio.h>
#include <string.h>

static HWND re, copy;
static char out[4096];
static int used, calls, fail;
static const char *in_pos;

static DWORD CALLBACK take(DWORD_PTR cookie, LPBYTE buf, LONG cb, LONG *got)
{
    calls++;
    if (fail)
        return 7;
    if (used + cb > (int)sizeof out)
        cb = sizeof out - used;
    memcpy(out + used, buf, cb);
    used += cb;
    *got = cb;
    return 0;
}

static DWORD CALLBACK give(DWORD_PTR cookie, LPBYTE buf, LONG cb, LONG *got)
{
    LONG n = (LONG)strlen(in_pos);
    if (n > cb)
        n = cb;
    memcpy(buf, in_pos, n);
    in_pos += n;
    *got = n;
    return 0;
}

static LRESULT stream(HWND w, WPARAM fmt, EDITSTREAM *es)
{
    memset(es, 0, sizeof *es);
    es->pfnCallback = take;
    used = calls = 0;
    memset(out, 0, sizeof out);
    return SendMessageA(w, EM_STREAMOUT, fmt, (LPARAM)es);
}

static void show(const char *what, LRESULT n, EDITSTREAM *es, int wide)
{
    int i;
    printf("%s -> %d, dwError %lu, bytes %d: ", what, (int)n, es->dwError, used);
    for (i = 0; i < used; i += wide ? 2 : 1) {
        char c = out[i];
        if (c == '\r') printf("\\r");
        else if (c == '\n') printf("\\n");
        else putchar(c);
    }
    printf("\n");
}

static void set_format(int lo, int hi, DWORD mask, DWORD effects, COLORREF colour)
{
    CHARFORMAT2A cf;
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    cf.dwMask = mask;
    cf.dwEffects = effects;
    cf.crTextColor = colour;
    SendMessageA(re, EM_SETSEL, lo, hi);
    SendMessageA(re, EM_SETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
}

static int select_word(HWND w, const char *word)
{
    int i, n = (int)SendMessageA(w, EM_GETLINECOUNT, 0, 0);
    char buf[200];
    for (i = 0; i < n; i++) {
        char *hit;
        int len;
        *(WORD *)buf = sizeof buf - 1;
        len = (int)SendMessageA(w, EM_GETLINE, i, (LPARAM)buf);
        buf[len] = 0;
        hit = strstr(buf, word);
        if (hit) {
            int lo = (int)SendMessageA(w, EM_LINEINDEX, i, 0) + (int)(hit - buf);
            SendMessageA(w, EM_SETSEL, lo, lo + (int)strlen(word));
            return 1;
        }
    }
    return 0;
}

static void word(HWND w, const char *name)
{
    CHARFORMAT2A cf;
    PARAFORMAT pf;
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    if (!select_word(w, name)) {
        printf("%s: not found\n", name);
        return;
    }
    SendMessageA(w, EM_GETCHARFORMAT, SCF_SELECTION, (LPARAM)&cf);
    SendMessageA(w, EM_GETPARAFORMAT, 0, (LPARAM)&pf);
    printf("%s: bold %d italic %d underline %d size %ld face %s colour %s %06lx, alignment %d\n",
           name, !!(cf.dwEffects & CFE_BOLD), !!(cf.dwEffects & CFE_ITALIC),
           !!(cf.dwEffects & CFE_UNDERLINE), cf.yHeight, cf.szFaceName,
           cf.dwEffects & CFE_AUTOCOLOR ? "auto" : "set",
           cf.dwEffects & CFE_AUTOCOLOR ? 0 : cf.crTextColor, pf.wAlignment);
}

int main(void)
{
    HWND main;
    EDITSTREAM es;
    CHARFORMAT2A cf;
    PARAFORMAT pf;
    LRESULT n;
    char *rtf;

    LoadLibraryA("riched20.dll");
    main = CreateWindowExA(0, "STATIC", "m", WS_OVERLAPPEDWINDOW | WS_VISIBLE, 0, 0, 500, 300,
                           NULL, NULL, NULL, NULL);
    re = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 0,
                         450, 100, main, (HMENU)1, NULL, NULL);
    copy = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_CHILD | WS_VISIBLE | ES_MULTILINE, 0, 110,
                           450, 100, main, (HMENU)2, NULL, NULL);
    SetWindowTextA(re, "plain bold red\rcentred {brace}");
    memset(&cf, 0, sizeof cf);
    cf.cbSize = sizeof cf;
    cf.dwMask = CFM_FACE | CFM_SIZE | CFM_BOLD | CFM_ITALIC | CFM_UNDERLINE | CFM_COLOR;
    cf.dwEffects = CFE_AUTOCOLOR;
    cf.yHeight = 200;
    strcpy(cf.szFaceName, "Arial");
    SendMessageA(re, EM_SETCHARFORMAT, SCF_ALL, (LPARAM)&cf);
    set_format(6, 10, CFM_BOLD, CFE_BOLD, 0);
    set_format(11, 14, CFM_COLOR, 0, RGB(255, 0, 0));
    select_word(re, "centred");
    memset(&pf, 0, sizeof pf);
    pf.cbSize = sizeof pf;
    pf.dwMask = PFM_ALIGNMENT;
    pf.wAlignment = PFA_CENTER;
    SendMessageA(re, EM_SETPARAFORMAT, 0, (LPARAM)&pf);
    select_word(re, "centred");
    {
        CHARFORMAT2A it;
        memset(&it, 0, sizeof it);
        it.cbSize = sizeof it;
        it.dwMask = CFM_ITALIC;
        it.dwEffects = CFE_ITALIC;
        SendMessageA(re, EM_SETCHARFORMAT, SCF_SELECTION, (LPARAM)&it);
    }

    n = stream(re, SF_TEXT, &es);
    show("SF_TEXT", n, &es, 0);
    n = stream(re, SF_TEXT | SF_UNICODE, &es);
    show("SF_TEXT | SF_UNICODE", n, &es, 1);
    select_word(re, "bold");
    n = stream(re, SF_TEXT | SFF_SELECTION, &es);
    show("SF_TEXT | SFF_SELECTION", n, &es, 0);
    fail = 1;
    n = stream(re, SF_TEXT, &es);
    printf("a failing callback: -> %d, dwError %lu, calls %d\n", (int)n, es.dwError, calls);
    fail = 0;
    n = stream(re, SF_RTF, &es);
    printf("SF_RTF: written %s, dwError %lu, starts with {\\rtf1: %s\n", n > 0 ? "some" : "none",
           es.dwError, strncmp(out, "{\\rtf1", 6) ? "no" : "yes");
    rtf = _strdup(out);
    memset(&es, 0, sizeof es);
    es.pfnCallback = give;
    in_pos = rtf;
    SendMessageA(copy, EM_STREAMIN, SF_RTF, (LPARAM)&es);
    n = stream(copy, SF_TEXT, &es);
    show("the copy's text", n, &es, 0);
    word(copy, "plain");
    word(copy, "bold");
    word(copy, "red");
    word(copy, "centred");
    word(copy, "brace");
    DestroyWindow(main);
    printf("done\n");
    return 0;
}
