/* The Common Item Dialog's customization and events (comdlg32): IFileDialogCustomize
   controls and their answers, IFileDialogControlEvents, every IFileDialogEvents event,
   IFileDialog2, IOleWindow, multiple selection (GetResults with several items),
   GetCurrentSelection / GetSelectedItems during events, SetFilter, AddPlace,
   OnOverwrite, the save dialog's properties.

   Without arguments the dialogs are driven from the events themselves, with documented
   calls only (the dialog's window from IOleWindow, the custom check box found by its
   text and clicked with BM_CLICK, SetFileName, WM_COMMAND IDOK posted), so the run needs
   no input and runs the same under Windows' dialog and Wine's. With "typed" the open
   dialog waits for the user (the test types a name, ticks the custom check box and
   presses Enter). Works in C:\itemcust (made and removed here). */
#define COBJMACROS
#include <windows.h>
#include <shobjidl.h>
#include <shlobj.h>
#include <propsys.h>
#include <stdio.h>

#ifndef FOS_OKBUTTONNEEDSINTERACTION
#define FOS_OKBUTTONNEEDSINTERACTION 0x200000    /* shobjidl.h of newer SDKs */
#endif
#define ID_CHECK 10
#define ID_EDIT 11
#define ID_COMBO 12
#define ID_RADIO 13
#define ID_GROUP 20
#define ID_PUSH 21
#define ID_TEXT 22
#define ID_MENU 30

static int script;          /* what the next OnFolderChange does: see run_script */
static int verbose_events = 1;
static int show_selection;  /* OnFileOk also prints GetSelectedItems, GetCurrentSelection */
static IFileDialogCustomize *cust;

static void p(const char *what, HRESULT hr)
{
    printf("%s: hr=%08lx\n", what, (unsigned long)hr);
}

static void print_item(const char *what, IShellItem *item)
{
    LPWSTR s = NULL;
    if (item)
        IShellItem_GetDisplayName(item, SIGDN_PARENTRELATIVEPARSING, &s);
    printf("%s %ls\n", what, s ? s : L"(none)");
    CoTaskMemFree(s);
}

static void print_array(const char *what, IShellItemArray *array)
{
    DWORD n = 0, i;
    IShellItemArray_GetCount(array, &n);
    printf("%s count %lu\n", what, n);
    for (i = 0; i < n; i++) {
        IShellItem *item;
        if (SUCCEEDED(IShellItemArray_GetItemAt(array, i, &item))) {
            print_item(what, item);
            IShellItem_Release(item);
        }
    }
}

struct find { const WCHAR *text; HWND found; };

static BOOL CALLBACK find_cb(HWND hwnd, LPARAM lp)
{
    struct find *f = (struct find *)lp;
    WCHAR buf[256];
    GetWindowTextW(hwnd, buf, 256);
    if (!lstrcmpW(buf, f->text)) {
        f->found = hwnd;
        return FALSE;
    }
    return TRUE;
}

static HWND find_text(HWND dlg, const WCHAR *text)
{
    struct find f = { text, NULL };
    EnumChildWindows(dlg, find_cb, (LPARAM)&f);
    return f.found;
}

static HWND dialog_window(IFileDialog *fd)
{
    IOleWindow *ow;
    HWND hwnd = NULL;
    if (SUCCEEDED(IFileDialog_QueryInterface(fd, &IID_IOleWindow, (void **)&ow))) {
        IOleWindow_GetWindow(ow, &hwnd);
        IOleWindow_Release(ow);
    }
    return hwnd;
}

/* -- IFileDialogControlEvents ------------------------------------------------------------ */
static HRESULT STDMETHODCALLTYPE ce_qi(IFileDialogControlEvents *This, REFIID riid, void **out)
{
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG STDMETHODCALLTYPE ce_addref(IFileDialogControlEvents *This) { return 2; }
static ULONG STDMETHODCALLTYPE ce_release(IFileDialogControlEvents *This) { return 1; }
static HRESULT STDMETHODCALLTYPE ce_item(IFileDialogControlEvents *This,
                                         IFileDialogCustomize *c, DWORD ctl, DWORD item)
{
    printf("control OnItemSelected %lu %lu\n", ctl, item);
    return S_OK;
}
static HRESULT STDMETHODCALLTYPE ce_button(IFileDialogControlEvents *This,
                                           IFileDialogCustomize *c, DWORD ctl)
{
    printf("control OnButtonClicked %lu\n", ctl);
    return S_OK;
}
static HRESULT STDMETHODCALLTYPE ce_check(IFileDialogControlEvents *This,
                                          IFileDialogCustomize *c, DWORD ctl, BOOL checked)
{
    printf("control OnCheckButtonToggled %lu %d same=%d\n", ctl, checked, c == cust);
    return S_OK;
}
static HRESULT STDMETHODCALLTYPE ce_activating(IFileDialogControlEvents *This,
                                               IFileDialogCustomize *c, DWORD ctl)
{
    printf("control OnControlActivating %lu\n", ctl);
    return S_OK;
}
static IFileDialogControlEventsVtbl ce_vtbl = {
    ce_qi, ce_addref, ce_release, ce_item, ce_button, ce_check, ce_activating
};
static IFileDialogControlEvents control_events = { &ce_vtbl };

/* -- IFileDialogEvents ---------------------------------------------------------------------- */
static LONG ev_refs = 1;
static int overwrite_answer = FDEOR_ACCEPT;

static HRESULT STDMETHODCALLTYPE ev_qi(IFileDialogEvents *This, REFIID riid, void **out)
{
    if (IsEqualIID(riid, &IID_IUnknown) || IsEqualIID(riid, &IID_IFileDialogEvents)) {
        *out = This;
        return S_OK;
    }
    if (IsEqualIID(riid, &IID_IFileDialogControlEvents)) {
        *out = &control_events;
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}
static ULONG STDMETHODCALLTYPE ev_addref(IFileDialogEvents *This) { return ++ev_refs; }
static ULONG STDMETHODCALLTYPE ev_release(IFileDialogEvents *This) { return --ev_refs; }

static HRESULT STDMETHODCALLTYPE ev_fileok(IFileDialogEvents *This, IFileDialog *fd)
{
    IFileOpenDialog *od;
    IShellItemArray *array;
    IShellItem *item;
    printf("event OnFileOk\n");
    if (SUCCEEDED(IFileDialog_GetResult(fd, &item))) {
        print_item("  offered", item);
        IShellItem_Release(item);
    }
    if (SUCCEEDED(IFileDialog_QueryInterface(fd, &IID_IFileOpenDialog, (void **)&od))) {
        if (SUCCEEDED(IFileOpenDialog_GetResults(od, &array))) {
            print_array("  offered items", array);
            IShellItemArray_Release(array);
        }
        if (show_selection && SUCCEEDED(IFileOpenDialog_GetSelectedItems(od, &array))) {
            print_array("  selected", array);
            IShellItemArray_Release(array);
        }
        if (show_selection && SUCCEEDED(IFileDialog_GetCurrentSelection(fd, &item))) {
            print_item("  current", item);
            IShellItem_Release(item);
        }
        IFileOpenDialog_Release(od);
    }
    return S_OK;
}

static HRESULT STDMETHODCALLTYPE ev_folderchanging(IFileDialogEvents *This, IFileDialog *fd,
                                                   IShellItem *item)
{
    if (verbose_events)
        print_item("event OnFolderChanging", item);
    return S_OK;
}

static LRESULT CALLBACK scripted_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp);

static HRESULT STDMETHODCALLTYPE ev_folderchange(IFileDialogEvents *This, IFileDialog *fd)
{
    HWND dlg = dialog_window(fd);
    if (verbose_events)
        printf("event OnFolderChange window=%d\n", dlg != NULL);
    if (script && dlg) {
        SetPropA(dlg, "old", (HANDLE)GetWindowLongPtrW(dlg, GWLP_WNDPROC));
        SetPropA(dlg, "fd", (HANDLE)fd);
        SetWindowLongPtrW(dlg, GWLP_WNDPROC, (LONG_PTR)scripted_proc);
        PostMessageW(dlg, WM_APP, script, 0);
        script = 0;
    }
    return S_OK;
}

static HRESULT STDMETHODCALLTYPE ev_selection(IFileDialogEvents *This, IFileDialog *fd)
{
    return S_OK;    /* how often Windows tells it varies: not printed */
}

static HRESULT STDMETHODCALLTYPE ev_share(IFileDialogEvents *This, IFileDialog *fd,
                                          IShellItem *item, FDE_SHAREVIOLATION_RESPONSE *r)
{
    print_item("event OnShareViolation", item);
    printf("  response in %d\n", *r);
    *r = FDESVR_ACCEPT;
    return S_OK;
}

static HRESULT STDMETHODCALLTYPE ev_type(IFileDialogEvents *This, IFileDialog *fd)
{
    UINT index = 0;
    IFileDialog_GetFileTypeIndex(fd, &index);
    if (verbose_events)
        printf("event OnTypeChange %u\n", index);
    return S_OK;
}

static HRESULT STDMETHODCALLTYPE ev_overwrite(IFileDialogEvents *This, IFileDialog *fd,
                                              IShellItem *item, FDE_OVERWRITE_RESPONSE *r)
{
    print_item("event OnOverwrite", item);
    printf("  response in %d\n", *r);
    *r = overwrite_answer;
    return S_OK;
}

static IFileDialogEventsVtbl ev_vtbl = {
    ev_qi, ev_addref, ev_release, ev_fileok, ev_folderchanging, ev_folderchange,
    ev_selection, ev_share, ev_type, ev_overwrite
};
static IFileDialogEvents events = { &ev_vtbl };

/* -- the scripts the dialogs run (posted from the first OnFolderChange) ------------------ */
static LRESULT CALLBACK scripted_proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    WNDPROC old = (WNDPROC)GetPropA(hwnd, "old");
    IFileDialog *fd = (IFileDialog *)GetPropA(hwnd, "fd");
    if (msg == WM_APP) {
        HWND check = find_text(hwnd, L"Keep a backup");
        HWND radio = find_text(hwnd, L"Blue");
        HWND push = find_text(hwnd, L"Press me");
        printf("script %d: check %d radio %d push %d text %d\n", (int)wp, check != NULL,
               radio != NULL, push != NULL, find_text(hwnd, L"Some words") != NULL);
        if (check)
            SendMessageW(check, BM_CLICK, 0, 0);
        if (radio)
            SendMessageW(radio, BM_CLICK, 0, 0);
        if (push)
            SendMessageW(push, BM_CLICK, 0, 0);
        if (wp == 1)
            IFileDialog_SetFileName(fd, L"\"a.txt\" \"b.txt\"");
        else if (wp == 3)
            IFileDialog_SetFileName(fd, L"c.log");
        else if (wp == 5)
            IFileDialog_SetFileName(fd, L"short.lnk");
        else if (wp == 4)
            ;                   /* a folder picker: OK takes the folder selected */
        else
            IFileDialog_SetFileName(fd, L"a.txt");
        PostMessageW(hwnd, WM_COMMAND, IDOK, 0);
        return 0;
    }
    return CallWindowProcW(old, hwnd, msg, wp, lp);
}

/* -- an IShellItemFilter: hides b.txt --------------------------------------------------- */
static int filter_asked;
static HRESULT STDMETHODCALLTYPE sf_qi(IShellItemFilter *This, REFIID riid, void **out)
{
    *out = NULL;
    return E_NOINTERFACE;
}
static LONG sf_refs = 1;
static ULONG STDMETHODCALLTYPE sf_addref(IShellItemFilter *This) { return ++sf_refs; }
static ULONG STDMETHODCALLTYPE sf_release(IShellItemFilter *This) { return --sf_refs; }
static HRESULT STDMETHODCALLTYPE sf_include(IShellItemFilter *This, IShellItem *item)
{
    LPWSTR s = NULL;
    HRESULT hr = S_OK;
    filter_asked++;
    IShellItem_GetDisplayName(item, SIGDN_PARENTRELATIVEPARSING, &s);
    if (s && !lstrcmpiW(s, L"b.txt"))
        hr = S_FALSE;
    CoTaskMemFree(s);
    return hr;
}
static HRESULT STDMETHODCALLTYPE sf_flags(IShellItemFilter *This, IShellItem *item,
                                          SHCONTF *flags)
{
    *flags = 0;
    return S_OK;
}
static IShellItemFilterVtbl sf_vtbl = { sf_qi, sf_addref, sf_release, sf_include, sf_flags };
static IShellItemFilter item_filter = { &sf_vtbl };

/* "selftyped": what the test does through the agent, done with SendInput from a second
   thread (to run the same scenario under Wine): type a name into the focused name box,
   open the custom menu and take its first item, click the custom check box, press
   Enter */
static void key(WORD vk, WCHAR ch, BOOL up)
{
    INPUT in;
    memset(&in, 0, sizeof(in));
    in.type = INPUT_KEYBOARD;
    in.ki.wVk = vk;
    in.ki.wScan = ch;
    in.ki.dwFlags = (ch ? KEYEVENTF_UNICODE : 0) | (up ? KEYEVENTF_KEYUP : 0);
    SendInput(1, &in, sizeof(in));
}

static DWORD WINAPI typist(void *arg)
{
    const WCHAR *name = L"c.log";
    HWND dlg = NULL, check = NULL, menu;
    RECT r;
    INPUT in;
    int i;
    for (i = 0; i < 500 && !check; i++) {
        Sleep(20);
        dlg = FindWindowW(NULL, L"Typed");
        check = dlg ? find_text(dlg, L"Keep a backup") : NULL;
    }
    if (!check)
        return 0;
    Sleep(300);
    SetForegroundWindow(dlg);
    for (i = 0; name[i]; i++) {
        key(0, name[i], FALSE);
        key(0, name[i], TRUE);
    }
    Sleep(100);
    /* the menu control: click it, take its first item */
    menu = find_text(dlg, L"Choices");
    if (menu) {
        GetWindowRect(menu, &r);
        SetCursorPos((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        memset(&in, 0, sizeof(in));
        in.type = INPUT_MOUSE;
        in.mi.dwFlags = MOUSEEVENTF_LEFTDOWN;
        SendInput(1, &in, sizeof(in));
        in.mi.dwFlags = MOUSEEVENTF_LEFTUP;
        SendInput(1, &in, sizeof(in));
        Sleep(300);
        key(VK_DOWN, 0, FALSE);
        key(VK_DOWN, 0, TRUE);
        key(VK_RETURN, 0, FALSE);
        key(VK_RETURN, 0, TRUE);
        Sleep(300);
    }
    GetWindowRect(check, &r);
    SetCursorPos(r.left + 6, (r.top + r.bottom) / 2);
    memset(&in, 0, sizeof(in));
    in.type = INPUT_MOUSE;
    in.mi.dwFlags = MOUSEEVENTF_LEFTDOWN;
    SendInput(1, &in, sizeof(in));
    in.mi.dwFlags = MOUSEEVENTF_LEFTUP;
    SendInput(1, &in, sizeof(in));
    Sleep(100);
    key(VK_RETURN, 0, FALSE);
    key(VK_RETURN, 0, TRUE);
    return 0;
}

static IShellItem *parse(const WCHAR *path)
{
    IShellItem *item = NULL;
    SHCreateItemFromParsingName(path, NULL, &IID_IShellItem, (void **)&item);
    return item;
}

static void touch(const char *path)
{
    CloseHandle(CreateFileA(path, GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL));
}

static void customize(IFileDialog *fd)
{
    DWORD sel = 0xdead;
    CDCONTROLSTATEF state = 0xdead;
    IFileDialogCustomize *alt;
    HRESULT hr;

    hr = IFileDialog_QueryInterface(fd, &IID_IFileDialogCustomize, (void **)&cust);
    p("customize", hr);
    p("check", IFileDialogCustomize_AddCheckButton(cust, ID_CHECK, L"Keep a backup", TRUE));
    p("check again", IFileDialogCustomize_AddCheckButton(cust, ID_CHECK, L"x", FALSE));
    p("edit", IFileDialogCustomize_AddEditBox(cust, ID_EDIT, L"a note"));
    p("combo", IFileDialogCustomize_AddComboBox(cust, ID_COMBO));
    p("combo item", IFileDialogCustomize_AddControlItem(cust, ID_COMBO, 1, L"Alpha"));
    p("combo item 2", IFileDialogCustomize_AddControlItem(cust, ID_COMBO, 2, L"Beta"));
    p("combo item again", IFileDialogCustomize_AddControlItem(cust, ID_COMBO, 2, L"Gamma"));
    hr = IFileDialogCustomize_GetSelectedControlItem(cust, ID_COMBO, &sel);
    printf("combo selected: hr=%08lx %lx\n", (unsigned long)hr, sel);
    p("combo select", IFileDialogCustomize_SetSelectedControlItem(cust, ID_COMBO, 2));
    hr = IFileDialogCustomize_GetSelectedControlItem(cust, ID_COMBO, &sel);
    printf("combo selected: hr=%08lx %lx\n", (unsigned long)hr, sel);
    p("combo select missing", IFileDialogCustomize_SetSelectedControlItem(cust, ID_COMBO, 7));
    p("radio", IFileDialogCustomize_AddRadioButtonList(cust, ID_RADIO));
    IFileDialogCustomize_AddControlItem(cust, ID_RADIO, 1, L"Red");
    IFileDialogCustomize_AddControlItem(cust, ID_RADIO, 2, L"Blue");
    p("group", IFileDialogCustomize_StartVisualGroup(cust, ID_GROUP, L"Extras"));
    p("group again", IFileDialogCustomize_StartVisualGroup(cust, 99, L"No"));
    p("push", IFileDialogCustomize_AddPushButton(cust, ID_PUSH, L"Press me"));
    p("text", IFileDialogCustomize_AddText(cust, ID_TEXT, L"Some words"));
    p("end group", IFileDialogCustomize_EndVisualGroup(cust));
    p("menu", IFileDialogCustomize_AddMenu(cust, ID_MENU, L"Choices"));
    IFileDialogCustomize_AddControlItem(cust, ID_MENU, 1, L"First");
    hr = IFileDialogCustomize_GetSelectedControlItem(cust, ID_MENU, &sel);
    printf("menu selected: hr=%08lx\n", (unsigned long)hr);
    p("item on a check box", IFileDialogCustomize_AddControlItem(cust, ID_CHECK, 1, L"x"));
    p("label of nothing", IFileDialogCustomize_SetControlLabel(cust, 77, L"x"));
    p("all items", IFileDialogCustomize_RemoveAllControlItems(cust, ID_COMBO));
    hr = IFileDialogCustomize_GetControlState(cust, ID_EDIT, &state);
    printf("edit state: hr=%08lx %x\n", (unsigned long)hr, state);
    p("group state", IFileDialogCustomize_SetControlState(cust, ID_GROUP, CDCS_VISIBLE));
    state = 0xdead;
    IFileDialogCustomize_GetControlState(cust, ID_PUSH, &state);
    printf("push state: %x\n", state);
    hr = IFileDialog_QueryInterface(fd, &IID_IFileDialogCustomize, (void **)&alt);
    printf("customize again: hr=%08lx same=%d\n", (unsigned long)hr, alt == cust);
    IFileDialogCustomize_Release(alt);
}

static void after(IFileDialog *fd)
{
    BOOL checked = 2;
    LPWSTR s = NULL;
    DWORD sel = 0xdead;
    HRESULT hr = IFileDialogCustomize_GetCheckButtonState(cust, ID_CHECK, &checked);
    printf("check after: hr=%08lx %d\n", (unsigned long)hr, checked);
    hr = IFileDialogCustomize_GetEditBoxText(cust, ID_EDIT, &s);
    printf("edit after: hr=%08lx %ls\n", (unsigned long)hr, s ? s : L"(none)");
    CoTaskMemFree(s);
    hr = IFileDialogCustomize_GetSelectedControlItem(cust, ID_RADIO, &sel);
    printf("radio after: hr=%08lx %lx\n", (unsigned long)hr, sel);
}

int main(int argc, char **argv)
{
    static const COMDLG_FILTERSPEC types[] = {
        { L"Text files", L"*.txt" }, { L"All", L"*.*" } };
    IFileDialog *fd;
    IFileDialog2 *fd2;
    IFileOpenDialog *od;
    IFileSaveDialog *sd;
    IShellItemArray *array;
    IShellItem *item;
    IPropertyStore *store;
    LPWSTR s;
    DWORD cookie;
    ULONG refs;
    HANDLE held;
    HWND hwnd;
    HRESULT hr;

    setvbuf(stdout, NULL, _IONBF, 0);
    CoInitialize(NULL);
    CreateDirectoryA("C:\\itemcust", NULL);
    CreateDirectoryA("C:\\itemcust\\sub", NULL);
    touch("C:\\itemcust\\a.txt");
    touch("C:\\itemcust\\b.txt");
    touch("C:\\itemcust\\c.log");

    CoCreateInstance(&CLSID_FileOpenDialog, NULL, CLSCTX_INPROC_SERVER, &IID_IFileDialog,
                     (void **)&fd);
    customize(fd);
    hr = IFileDialog_QueryInterface(fd, &IID_IFileDialog2, (void **)&fd2);
    p("dialog2", hr);
    p("cancel label", IFileDialog2_SetCancelButtonLabel(fd2, L"Never mind"));
    p("root null", IFileDialog2_SetNavigationRoot(fd2, NULL));
    IFileDialog2_Release(fd2);
    hwnd = (HWND)1;
    hwnd = dialog_window(fd);
    printf("window before show: %d\n", hwnd != NULL);
    p("bad options", IFileDialog_SetOptions(fd, 0x1));
    p("type index without types", IFileDialog_SetFileTypeIndex(fd, 1));
    IFileDialog_QueryInterface(fd, &IID_IFileOpenDialog, (void **)&od);
    array = (IShellItemArray *)1;
    hr = IFileOpenDialog_GetResults(od, &array);
    printf("results before: hr=%08lx %d\n", (unsigned long)hr, array == NULL);
    p("client data", IFileDialog_ClearClientData(fd));
    p("options", IFileDialog_SetOptions(fd, FOS_ALLOWMULTISELECT | FOS_FILEMUSTEXIST
                                            | FOS_PATHMUSTEXIST | FOS_NOCHANGEDIR));
    IFileDialog_SetFileTypes(fd, 2, types);
    item = parse(L"C:\\itemcust");
    IFileDialog_SetFolder(fd, item);
    p("place", IFileDialog_AddPlace(fd, item, FDAP_TOP));
    p("bad place", IFileDialog_AddPlace(fd, item, 7));
    IShellItem_Release(item);
    p("filter", IFileDialog_SetFilter(fd, &item_filter));
    printf("filter refs %ld\n", sf_refs);
    IFileDialog_Advise(fd, &events, &cookie);

    if (argc > 1 && !lstrcmpA(argv[1], "link")) {
        /* a shortcut chosen: its target (unless FOS_NODEREFERENCELINKS) */
        IShellLinkW *sl;
        IPersistFile *pf;
        IFileDialog *open;
        int pass;
        CoCreateInstance(&CLSID_ShellLink, NULL, CLSCTX_INPROC_SERVER, &IID_IShellLinkW,
                         (void **)&sl);
        IShellLinkW_SetPath(sl, L"C:\\itemcust\\a.txt");
        IShellLinkW_QueryInterface(sl, &IID_IPersistFile, (void **)&pf);
        p("link saved", IPersistFile_Save(pf, L"C:\\itemcust\\short.lnk", TRUE));
        IPersistFile_Release(pf);
        IShellLinkW_Release(sl);
        verbose_events = 0;
        for (pass = 0; pass < 2; pass++) {
            CoCreateInstance(&CLSID_FileOpenDialog, NULL, CLSCTX_INPROC_SERVER,
                             &IID_IFileDialog, (void **)&open);
            if (pass)
                IFileDialog_SetOptions(open, FOS_NODEREFERENCELINKS | FOS_FILEMUSTEXIST);
            item = parse(L"C:\\itemcust");
            IFileDialog_SetFolder(open, item);
            IShellItem_Release(item);
            IFileDialog_Advise(open, &events, &cookie);
            script = 5;
            hr = IFileDialog_Show(open, NULL);
            p(pass ? "link show (no dereference)" : "link show", hr);
            hr = IFileDialog_GetResult(open, &item);
            print_item("link result", SUCCEEDED(hr) ? item : NULL);
            if (SUCCEEDED(hr))
                IShellItem_Release(item);
            IFileDialog_Unadvise(open, cookie);
            IFileDialog_Release(open);
        }
        DeleteFileA("C:\\itemcust\\short.lnk");
        return 0;
    }
    if (argc > 1 && !lstrcmpA(argv[1], "strict")) {
        /* FOS_STRICTFILETYPES | FOS_OKBUTTONNEEDSINTERACTION: the test types a name of
           another type and presses Enter */
        IFileDialog *save;
        CoCreateInstance(&CLSID_FileSaveDialog, NULL, CLSCTX_INPROC_SERVER, &IID_IFileDialog,
                         (void **)&save);
        IFileDialog_SetOptions(save, FOS_STRICTFILETYPES | FOS_OKBUTTONNEEDSINTERACTION
                                     | FOS_NOCHANGEDIR);
        IFileDialog_SetFileTypes(save, 2, types);
        IFileDialog_SetTitle(save, L"Strict");
        item = parse(L"C:\\itemcust");
        IFileDialog_SetFolder(save, item);
        IShellItem_Release(item);
        hr = IFileDialog_Show(save, NULL);
        p("strict show", hr);
        hr = IFileDialog_GetResult(save, &item);
        print_item("strict result", SUCCEEDED(hr) ? item : NULL);
        if (SUCCEEDED(hr))
            IShellItem_Release(item);
        IFileDialog_Release(save);
        return 0;
    }
    if (argc > 1 && !lstrcmpA(argv[1], "folders")) {
        /* FOS_PICKFOLDERS: the events a folder picker tells, and its result */
        IFileDialog *pick;
        CoCreateInstance(&CLSID_FileOpenDialog, NULL, CLSCTX_INPROC_SERVER, &IID_IFileDialog,
                         (void **)&pick);
        IFileDialog_SetOptions(pick, FOS_PICKFOLDERS | FOS_FORCEFILESYSTEM);
        item = parse(L"C:\\itemcust\\sub");
        IFileDialog_SetFolder(pick, item);
        IShellItem_Release(item);
        IFileDialog_Advise(pick, &events, &cookie);
        script = 4;
        hr = IFileDialog_Show(pick, NULL);
        p("folder show", hr);
        hr = IFileDialog_GetResult(pick, &item);
        print_item("folder result", SUCCEEDED(hr) ? item : NULL);
        if (SUCCEEDED(hr))
            IShellItem_Release(item);
        IFileDialog_Unadvise(pick, cookie);
        IFileDialog_Release(pick);
        return 0;
    }
    if (argc > 1 && !lstrcmpA(argv[1], "typedmulti")) {
        /* the user picks several files in the list (the test does, through the agent) */
        IFileDialog_SetTitle(fd, L"Pick several");
        IFileDialog_SetFileTypeIndex(fd, 2);
        verbose_events = 0;
        show_selection = 1;
        hr = IFileDialog_Show(fd, NULL);
        p("multi typed show", hr);
        hr = IFileOpenDialog_GetResults(od, &array);
        p("multi typed results", hr);
        if (SUCCEEDED(hr)) {
            print_array("picked", array);
            IShellItemArray_Release(array);
        }
        s = NULL;
        hr = IFileDialog_GetFileName(fd, &s);
        printf("multi typed name: hr=%08lx %ls\n", (unsigned long)hr, s ? s : L"(none)");
        CoTaskMemFree(s);
        IFileDialog_Unadvise(fd, cookie);
        IFileOpenDialog_Release(od);
        IFileDialogCustomize_Release(cust);
        IFileDialog_Release(fd);
        return 0;
    }
    if (argc > 1 && (!lstrcmpA(argv[1], "typed") || !lstrcmpA(argv[1], "selftyped"))) {
        if (!lstrcmpA(argv[1], "selftyped"))
            CloseHandle(CreateThread(NULL, 0, typist, NULL, 0, NULL));
        IFileDialog_SetTitle(fd, L"Typed");
        IFileDialogCustomize_SetCheckButtonState(cust, ID_CHECK, FALSE);
        IFileDialog_SetOptions(fd, FOS_FILEMUSTEXIST | FOS_PATHMUSTEXIST | FOS_NOCHANGEDIR);
        verbose_events = 0;
        hr = IFileDialog_Show(fd, NULL);
        p("typed show", hr);
        hr = IFileDialog_GetResult(fd, &item);
        print_item("typed result", SUCCEEDED(hr) ? item : NULL);
        if (SUCCEEDED(hr))
            IShellItem_Release(item);
        after(fd);
        IFileDialog_Unadvise(fd, cookie);
        IFileOpenDialog_Release(od);
        IFileDialogCustomize_Release(cust);
        IFileDialog_Release(fd);
        return 0;
    }

    /* a multiple selection, scripted: "a.txt" "b.txt" */
    script = 1;
    hr = IFileDialog_Show(fd, NULL);
    p("multi show", hr);
    printf("filter asked %d\n", filter_asked > 0);
    hr = IFileOpenDialog_GetResults(od, &array);
    p("results", hr);
    if (SUCCEEDED(hr)) {
        print_array("result", array);
        IShellItemArray_Release(array);
    }
    after(fd);
    IFileDialog_Unadvise(fd, cookie);
    IFileOpenDialog_Release(od);
    IFileDialogCustomize_Release(cust);
    refs = IFileDialog_Release(fd);
    printf("release open: %lu filter refs %ld\n", refs, sf_refs);

    /* a save dialog over an existing file: OnOverwrite, then OnFileOk */
    CoCreateInstance(&CLSID_FileSaveDialog, NULL, CLSCTX_INPROC_SERVER, &IID_IFileSaveDialog,
                     (void **)&sd);
    fd = (IFileDialog *)sd;
    customize(fd);
    item = parse(L"C:\\itemcust");
    IFileDialog_SetFolder(fd, item);
    p("save as desktop", IFileSaveDialog_SetSaveAsItem(sd, NULL));
    IShellItem_Release(item);
    hr = IFileSaveDialog_GetProperties(sd, &store);
    p("properties before", hr);
    p("collected", IFileSaveDialog_SetCollectedProperties(sd, NULL, TRUE));
    IFileDialog_Advise(fd, &events, &cookie);
    script = 2;
    hr = IFileDialog_Show(fd, NULL);
    p("save show", hr);
    hr = IFileDialog_GetResult(fd, &item);
    print_item("save result", SUCCEEDED(hr) ? item : NULL);
    if (SUCCEEDED(hr))
        IShellItem_Release(item);
    s = NULL;
    hr = IFileDialog_GetFileName(fd, &s);
    printf("save name: hr=%08lx %ls\n", (unsigned long)hr, s ? s : L"(none)");
    CoTaskMemFree(s);
    after(fd);
    IFileDialog_Unadvise(fd, cookie);
    IFileDialogCustomize_Release(cust);
    refs = IFileDialog_Release(fd);
    printf("release save: %lu events refs %ld\n", refs, ev_refs);

    /* an open dialog on a file held without sharing: OnShareViolation, then OnFileOk */
    held = CreateFileA("C:\\itemcust\\c.log", GENERIC_READ | GENERIC_WRITE, 0, NULL,
                       OPEN_EXISTING, 0, NULL);
    CoCreateInstance(&CLSID_FileOpenDialog, NULL, CLSCTX_INPROC_SERVER, &IID_IFileDialog,
                     (void **)&fd);
    item = parse(L"C:\\itemcust");
    IFileDialog_SetFolder(fd, item);
    IShellItem_Release(item);
    IFileDialog_Advise(fd, &events, &cookie);
    verbose_events = 0;
    script = 3;
    hr = IFileDialog_Show(fd, NULL);
    p("held show", hr);
    hr = IFileDialog_GetResult(fd, &item);
    print_item("held result", SUCCEEDED(hr) ? item : NULL);
    if (SUCCEEDED(hr))
        IShellItem_Release(item);
    IFileDialog_Unadvise(fd, cookie);
    IFileDialog_Release(fd);
    CloseHandle(held);

    DeleteFileA("C:\\itemcust\\a.txt");
    DeleteFileA("C:\\itemcust\\b.txt");
    DeleteFileA("C:\\itemcust\\c.log");
    RemoveDirectoryA("C:\\itemcust\\sub");
    printf("cleaned=%d\n", RemoveDirectoryA("C:\\itemcust"));
    CoUninitialize();
    return 0;
}
