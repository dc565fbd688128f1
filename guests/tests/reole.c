/* A RichEdit control's OLE interface (EM_GETOLEINTERFACE): IRichEditOle's counts, GetObject,
 * SetHostNames, QueryInterface to ITextDocument and its Undo / Redo, as wxWidgets'
 * EmptyUndoBuffer uses them (Undo(tomFalse) then Undo(tomTrue)), and the object after its
 * control is destroyed. */
#define COBJMACROS
#include <windows.h>
#include <richedit.h>
#include <richole.h>
#include <tom.h>
#include <stdio.h>

/* mingw-w64's richole.h has no C call macros */
#define REO(o, m, ...) ((o)->lpVtbl->m((o), ##__VA_ARGS__))

static const GUID iid_doc = {0x8CC497C0, 0xA1DF, 0x11CE, {0x80, 0x98, 0x00, 0xAA, 0x00, 0x47, 0xBE, 0x5D}};
static const GUID iid_reole = {0x00020D00, 0, 0, {0xC0, 0, 0, 0, 0, 0, 0, 0x46}};
static const GUID iid_unk = {0, 0, 0, {0xC0, 0, 0, 0, 0, 0, 0, 0x46}};
static const GUID iid_bogus = {0x12345678, 0x1234, 0x1234, {1, 2, 3, 4, 5, 6, 7, 8}};

static void text(HWND h, const char *what)
{
    char buf[64];
    GetWindowTextA(h, buf, sizeof buf);
    printf("%s text=%s canundo=%d\n", what, buf, (int)SendMessageA(h, EM_CANUNDO, 0, 0));
}

int main(void)
{
    HWND h;
    IRichEditOle *ole = NULL, *again = NULL, *back = NULL;
    ITextDocument *doc = NULL;
    IUnknown *unk = NULL, *bogus = (IUnknown *)1;
    REOBJECT reo;
    LRESULT r;
    HRESULT hr;
    long count = -5, n;

    LoadLibraryA("riched20.dll");
    h = CreateWindowExA(0, RICHEDIT_CLASSA, "", WS_POPUP | ES_MULTILINE, 0, 0, 200, 100,
                        NULL, NULL, NULL, NULL);
    printf("created %d\n", h != NULL);
    r = SendMessageA(h, EM_GETOLEINTERFACE, 0, (LPARAM)&ole);
    printf("getole=%d got=%d\n", (int)r, ole != NULL);
    r = SendMessageA(h, EM_GETOLEINTERFACE, 0, (LPARAM)&again);
    printf("again=%d same=%d\n", (int)r, again == ole);
    printf("release again=%d\n", REO(again, Release) > 0);
    printf("objects=%ld links=%ld\n", REO(ole, GetObjectCount),
           REO(ole, GetLinkCount));
    memset(&reo, 0, sizeof reo);
    reo.cbStruct = sizeof reo;
    printf("getobject 0 hr=%lx\n", REO(ole, GetObject, 0, &reo, REO_GETOBJ_NO_INTERFACES));
    printf("sethostnames hr=%lx\n", REO(ole, SetHostNames, "reole", "doc"));

    hr = REO(ole, QueryInterface, &iid_unk, (void **)&unk);
    printf("qi unknown hr=%lx same=%d\n", hr, (void *)unk == (void *)ole);
    if (unk) IUnknown_Release(unk);
    hr = REO(ole, QueryInterface, &iid_bogus, (void **)&bogus);
    printf("qi bogus hr=%lx out=%p\n", hr, (void *)bogus);
    hr = REO(ole, QueryInterface, &iid_doc, (void **)&doc);
    printf("qi textdocument hr=%lx got=%d\n", hr, doc != NULL);
    hr = ITextDocument_QueryInterface(doc, &iid_reole, (void **)&back);
    printf("doc qi richeditole hr=%lx same=%d\n", hr, back == ole);
    if (back) REO(back, Release);
    n = -1;
    hr = ITextDocument_GetStoryCount(doc, &n);
    printf("storycount hr=%lx n=%ld\n", hr, n);

    SendMessageA(h, EM_REPLACESEL, TRUE, (LPARAM)"abc");
    text(h, "typed");
    hr = ITextDocument_Undo(doc, 1, &count);
    printf("undo 1 hr=%lx count=%ld\n", hr, count);
    text(h, "undone");
    hr = ITextDocument_Redo(doc, 1, &count);
    printf("redo 1 hr=%lx count=%ld\n", hr, count);
    text(h, "redone");

    /* wxWidgets' EmptyUndoBuffer */
    hr = ITextDocument_Undo(doc, tomFalse, &count);
    printf("undo tomFalse hr=%lx count=%ld\n", hr, count);
    text(h, "emptied");
    SendMessageA(h, EM_REPLACESEL, TRUE, (LPARAM)"d");
    text(h, "typed while off");
    hr = ITextDocument_Undo(doc, 1, &count);
    printf("undo while off hr=%lx count=%ld\n", hr, count);
    hr = ITextDocument_Undo(doc, tomTrue, &count);
    printf("undo tomTrue hr=%lx count=%ld\n", hr, count);
    SendMessageA(h, EM_REPLACESEL, TRUE, (LPARAM)"e");
    text(h, "typed again");
    hr = ITextDocument_Undo(doc, 2, NULL);
    printf("undo 2 hr=%lx\n", hr);
    text(h, "undone again");

    /* EM_SETOPTIONS / EM_GETOPTIONS: the ECO_ options that are ES_ styles */
    printf("options=%lx\n", (long)SendMessageA(h, EM_GETOPTIONS, 0, 0));
    r = SendMessageA(h, EM_SETOPTIONS, ECOOP_OR, ECO_NOHIDESEL);
    printf("or nohidesel=%lx style=%lx\n", (long)r, GetWindowLongA(h, GWL_STYLE) & 0xFFFF);
    r = SendMessageA(h, EM_SETOPTIONS, ECOOP_AND, ~ECO_NOHIDESEL);
    printf("and ~nohidesel=%lx style=%lx\n", (long)r, GetWindowLongA(h, GWL_STYLE) & 0xFFFF);
    r = SendMessageA(h, EM_SETOPTIONS, ECOOP_SET, ECO_READONLY | ECO_AUTOWORDSELECTION | ECO_WANTRETURN);
    printf("set readonly|autoword|wantreturn=%lx style=%lx\n", (long)r,
           GetWindowLongA(h, GWL_STYLE) & 0xFFFF);
    r = SendMessageA(h, EM_SETOPTIONS, ECOOP_XOR, ECO_READONLY | ECO_AUTOVSCROLL);
    printf("xor readonly|autovscroll=%lx style=%lx get=%lx\n", (long)r,
           GetWindowLongA(h, GWL_STYLE) & 0xFFFF, (long)SendMessageA(h, EM_GETOPTIONS, 0, 0));

    /* EM_SETEDITSTYLE / EM_GETEDITSTYLE, as wx's EnableProofCheck sets them */
    printf("editstyle=%lx\n", (long)SendMessageA(h, EM_GETEDITSTYLE, 0, 0));
    r = SendMessageA(h, EM_SETEDITSTYLE, SES_USECTF | SES_CTFALLOWEMBED | SES_CTFALLOWSMARTTAG |
                     SES_CTFALLOWPROOFING, SES_USECTF | SES_CTFALLOWEMBED | SES_CTFALLOWSMARTTAG |
                     SES_CTFALLOWPROOFING);
    printf("set ctf=%lx get=%lx\n", (long)r, (long)SendMessageA(h, EM_GETEDITSTYLE, 0, 0));
    r = SendMessageA(h, EM_SETEDITSTYLE, SES_NOIME | SES_BEEPONMAXTEXT, SES_NOIME | SES_BEEPONMAXTEXT | SES_USECTF);
    printf("set noime|beep, clear usectf=%lx\n", (long)r);
    r = SendMessageA(h, EM_SETEDITSTYLE, 0, SES_NOIME | SES_BEEPONMAXTEXT | SES_CTFALLOWEMBED |
                     SES_CTFALLOWSMARTTAG | SES_CTFALLOWPROOFING);
    printf("cleared=%lx\n", (long)r);
    r = SendMessageA(h, EM_SETEDITSTYLE, SES_UPPERCASE, SES_UPPERCASE);
    printf("set uppercase=%lx\n", (long)(r & SES_UPPERCASE));
    SetWindowTextA(h, "");
    SendMessageA(h, WM_CHAR, 'q', 0);
    text(h, "typed q");
    r = SendMessageA(h, EM_SETEDITSTYLE, 0, SES_UPPERCASE);
    printf("cleared uppercase=%lx\n", (long)r);

    DestroyWindow(h);
    printf("after destroy: objects=%ld\n", REO(ole, GetObjectCount));
    hr = ITextDocument_GetStoryCount(doc, &n);
    printf("after destroy: storycount hr=%lx\n", hr);
    hr = ITextDocument_Undo(doc, 1, &count);
    printf("after destroy: undo hr=%lx\n", hr);
    ITextDocument_Release(doc);
    printf("last release=%lu\n", REO(ole, Release));
    printf("done\n");
    return 0;
}
