/* cc32link: the SysLink control (comctl32 6), one line per check: the class exists only
 * under a Common Controls 6 activation context, LM_GETITEM / LM_SETITEM, LM_HITTEST,
 * LM_GETIDEALHEIGHT / LM_GETIDEALSIZE, WM_SETTEXT starting the links over, NM_CLICK and
 * NM_RETURN. test/win32/controls/test_comctl32_syslink.py compares the lines with what
 * the same program prints under Wine 8. */
#include <windows.h>
#include <commctrl.h>
#include <stdio.h>

#ifndef LIM_SMALL
#define LIM_SMALL 0
#define LIM_LARGE 1
#endif
#ifndef LM_GETIDEALSIZE
#define LM_GETIDEALSIZE LM_GETIDEALHEIGHT   /* the SDK's alias; mingw lacks it */
#endif

static void line(const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    printf("%s\n", buf);
    fflush(stdout);
}

static LRESULT CALLBACK parent_proc(HWND h, UINT m, WPARAM w, LPARAM l)
{
    if (m == WM_NOTIFY)
    {
        NMLINK *nm = (NMLINK *)l;
        if (nm->hdr.code == NM_CLICK || nm->hdr.code == NM_RETURN)
            line("%s id=%d link=%d szID=\"%ls\" szUrl=\"%ls\"",
                 nm->hdr.code == NM_CLICK ? "NM_CLICK" : "NM_RETURN", (int)nm->hdr.idFrom,
                 nm->item.iLink, nm->item.szID, nm->item.szUrl);
        return 0;
    }
    return DefWindowProcW(h, m, w, l);
}

static const char manifest[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    "<assembly xmlns=\"urn:schemas-microsoft-com:asm.v1\" manifestVersion=\"1.0\">\n"
    "<assemblyIdentity type=\"win32\" name=\"cc32link\" version=\"1.0.0.0\""
    " processorArchitecture=\"x86\"/>\n"
    "<dependency><dependentAssembly><assemblyIdentity type=\"win32\""
    " name=\"Microsoft.Windows.Common-Controls\" version=\"6.0.0.0\""
    " processorArchitecture=\"x86\" publicKeyToken=\"6595b64144ccf1df\" language=\"*\"/>"
    "</dependentAssembly></dependency>\n</assembly>\n";

static void get_item(HWND link, int index)
{
    LITEM item;
    LRESULT r;
    memset(&item, 0, sizeof(item));
    item.mask = LIF_ITEMINDEX | LIF_STATE | LIF_ITEMID | LIF_URL;
    item.iLink = index;
    item.stateMask = 0xffffffff;
    item.state = 0xdead;
    r = SendMessageW(link, LM_GETITEM, 0, (LPARAM)&item);
    line("getitem %d=%d state=%#x szID=\"%ls\" szUrl=\"%ls\"", index, (int)r, item.state,
         item.szID, item.szUrl);
}

typedef HRESULT (WINAPI *metric_fn)(HINSTANCE, const WCHAR *, int, HICON *);
typedef HRESULT (WINAPI *scaledown_fn)(HINSTANCE, const WCHAR *, int, int, HICON *);

static void icon_size(const char *what, HRESULT hr, HICON icon)
{
    ICONINFO info;
    BITMAP bmp;
    memset(&bmp, 0, sizeof(bmp));
    if (hr == S_OK && GetIconInfo(icon, &info))
    {
        GetObjectA(info.hbmColor, sizeof(bmp), &bmp);
        DeleteObject(info.hbmColor);
        DeleteObject(info.hbmMask);
        DestroyIcon(icon);
    }
    line("%s hr=%#lx %ldx%ld", what, hr, bmp.bmWidth, bmp.bmHeight);
}

/* LoadIconMetric (ordinal 380) and LoadIconWithScaleDown (381) */
static void icons(void)
{
    HMODULE cc = LoadLibraryA("comctl32.dll");
    metric_fn metric = (metric_fn)GetProcAddress(cc, "LoadIconMetric");
    scaledown_fn scaledown = (scaledown_fn)GetProcAddress(cc, "LoadIconWithScaleDown");
    HICON icon;
    HRESULT hr;

    line("icons: by name %d %d, ordinals same %d %d", metric != NULL, scaledown != NULL,
         (void *)GetProcAddress(cc, (LPCSTR)380) == (void *)metric,
         (void *)GetProcAddress(cc, (LPCSTR)381) == (void *)scaledown);
    if (!metric || !scaledown) return;
    icon = (HICON)0x1234;
    hr = metric(NULL, (LPCWSTR)IDI_APPLICATION, 7, &icon);
    line("metric 7 hr=%#lx icon=%d", hr, icon != NULL);
    icon = (HICON)0x1234;
    hr = scaledown(NULL, NULL, 32, 32, &icon);
    line("scaledown NULL name hr=%#lx icon=%d", hr, icon != NULL);
    hr = scaledown(cc, L"Nonexisting", 32, 32, &icon);
    line("scaledown comctl32 resource hr=%#lx", hr);
    hr = scaledown(NULL, L"nonexisting.ico", 32, 32, &icon);
    line("scaledown missing file hr=%#lx", hr);
    hr = metric(NULL, (LPCWSTR)IDI_APPLICATION, LIM_SMALL, &icon);
    icon_size("metric small", hr, icon);
    hr = metric(NULL, (LPCWSTR)IDI_WARNING, LIM_LARGE, &icon);
    icon_size("metric large", hr, icon);
    hr = scaledown(NULL, (LPCWSTR)IDI_APPLICATION, 42, 24, &icon);
    icon_size("scaledown 42x24", hr, icon);
}

/* WM_THEMECHANGED under the version 6 context: which controls ask to be repainted */
static void theme_changed(HWND parent)
{
    static const char *classes[] = { "Button", "Edit", "SysHeader32", "msctls_trackbar32",
        "msctls_progress32", "SysTreeView32", "msctls_hotkey32", "tooltips_class32",
        "SysLink" };
    int i;
    for (i = 0; i < (int)(sizeof(classes) / sizeof(classes[0])); i++)
    {
        /* a tooltip is a pop-up (made as a child it becomes one) */
        DWORD style = (i == 7 ? WS_POPUP : WS_CHILD) | WS_VISIBLE;
        HWND h = CreateWindowExA(0, classes[i], "x", style, 0, 0, 60, 20, parent, NULL, NULL,
                                 NULL);
        LRESULT r;
        UpdateWindow(h);
        r = SendMessageA(h, WM_THEMECHANGED, 0, 0);
        line("WM_THEMECHANGED %s ret=%d update=%d", classes[i], (int)r,
             GetUpdateRect(h, NULL, FALSE));
        DestroyWindow(h);
    }
}

int main(void)
{
    static const WCHAR text[] = L"Head <a href=\"link1\">Name1</a> Middle "
                                L"<A ID=\"two\" HREF=\"link2\">Name2</A> Tail";
    ACTCTXA ctx;
    HANDLE file, h;
    ULONG_PTR cookie;
    DWORD written;
    WNDCLASSW wc;
    WNDCLASSA info;
    HWND parent, link;
    LITEM item;
    LHITTESTINFO hit;
    SIZE sz;
    LRESULT r;
    int x, y, found = -1;
    WCHAR buf[128];

    InitCommonControls();
    link = CreateWindowExW(0, L"SysLink", text, WS_CHILD, 0, 0, 150, 50, GetDesktopWindow(),
                           NULL, NULL, NULL);
    line("without a v6 context: created=%d", link != NULL);

    file = CreateFileA("cc32link.manifest", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(file, manifest, sizeof(manifest) - 1, &written, NULL);
    CloseHandle(file);
    memset(&ctx, 0, sizeof(ctx));
    ctx.cbSize = sizeof(ctx);
    ctx.lpSource = "cc32link.manifest";
    h = CreateActCtxA(&ctx);
    line("activate=%d", ActivateActCtx(h, &cookie));

    memset(&wc, 0, sizeof(wc));
    wc.lpfnWndProc = parent_proc;
    wc.hInstance = GetModuleHandleW(NULL);
    wc.hbrBackground = GetStockObject(WHITE_BRUSH);
    wc.lpszClassName = L"cc32link parent";
    RegisterClassW(&wc);
    parent = CreateWindowExW(0, L"cc32link parent", L"parent", WS_OVERLAPPEDWINDOW | WS_VISIBLE,
                             0, 0, 300, 200, NULL, NULL, NULL, NULL);
    link = CreateWindowExW(0, WC_LINK, text, WS_CHILD | WS_VISIBLE | WS_TABSTOP, 0, 0, 150, 50,
                           parent, (HMENU)7, NULL, NULL);
    line("created=%d", link != NULL);
    UpdateWindow(parent);
    line("classinfo=%d", GetClassInfoA(0, "SysLink", &info) != 0);

    get_item(link, 0);
    get_item(link, 1);
    get_item(link, 2);
    memset(&item, 0, sizeof(item));
    item.mask = LIF_STATE | LIF_ITEMID;
    line("getitem without LIF_ITEMINDEX=%d", (int)SendMessageW(link, LM_GETITEM, 0, (LPARAM)&item));

    memset(&item, 0, sizeof(item));
    item.mask = LIF_ITEMINDEX | LIF_STATE | LIF_ITEMID | LIF_URL;
    item.iLink = 0;
    item.stateMask = LIS_VISITED | LIS_ENABLED;
    item.state = LIS_VISITED;
    lstrcpyW(item.szID, L"first");
    lstrcpyW(item.szUrl, L"http://example.com/");
    line("setitem 0=%d", (int)SendMessageW(link, LM_SETITEM, 0, (LPARAM)&item));
    get_item(link, 0);
    item.iLink = 5;
    line("setitem 5=%d", (int)SendMessageW(link, LM_SETITEM, 0, (LPARAM)&item));
    item.iLink = 0;
    item.mask = LIF_ITEMINDEX | LIF_STATE;
    item.stateMask = LIS_ENABLED | LIS_VISITED;
    item.state = LIS_ENABLED;
    SendMessageW(link, LM_SETITEM, 0, (LPARAM)&item);
    get_item(link, 0);

    r = SendMessageW(link, LM_GETIDEALHEIGHT, 0, 0);
    line("idealheight>0=%d", r > 0);
    memset(&sz, 0, sizeof(sz));
    r = SendMessageW(link, LM_GETIDEALSIZE, 0, (LPARAM)&sz);
    line("idealsize ret>0=%d cy==ret=%d cx>5=%d cx<=150=%d", r > 0, sz.cy == r, sz.cx > 5,
         sz.cx <= 150);

    /* a new size lays the text out again (Wine lays it out only then) */
    SetWindowPos(link, 0, 0, 0, 150, 48, SWP_NOMOVE | SWP_NOZORDER);
    memset(&hit, 0, sizeof(hit));
    hit.pt.x = 1;
    hit.pt.y = 4;
    line("hittest on Head=%d", (int)SendMessageW(link, LM_HITTEST, 0, (LPARAM)&hit));
    for (y = 0; y < 50 && found < 0; y++)
        for (x = 0; x < 150 && found < 0; x++)
        {
            memset(&hit, 0, sizeof(hit));
            hit.pt.x = x;
            hit.pt.y = y;
            if (SendMessageW(link, LM_HITTEST, 0, (LPARAM)&hit)) found = x;
        }
    y--;
    line("hittest found=%d link=%d szUrl=\"%ls\"", found >= 0, hit.item.iLink, hit.item.szUrl);
    hit.pt.x = 1;
    hit.pt.y = 200;
    line("hittest below=%d", (int)SendMessageW(link, LM_HITTEST, 0, (LPARAM)&hit));

    if (found >= 0)
    {
        SendMessageW(link, WM_LBUTTONDOWN, MK_LBUTTON, MAKELPARAM(found + 1, y));
        SendMessageW(link, WM_LBUTTONUP, 0, MAKELPARAM(found + 1, y));
        line("focus on link=%d", GetFocus() == link);
        get_item(link, 0);
        SendMessageW(link, WM_KEYDOWN, VK_RETURN, 0);
    }

    line("settext=%d", (int)SendMessageW(link, WM_SETTEXT, 0,
                                         (LPARAM)L"plain <a id=\"x\" href=\"u\">only</a>"));
    get_item(link, 0);
    get_item(link, 1);
    GetWindowTextW(link, buf, 128);
    line("text=\"%ls\"", buf);

    theme_changed(parent);
    line("destroy=%d", DestroyWindow(parent));
    DeactivateActCtx(0, cookie);
    ReleaseActCtx(h);
    DeleteFileA("cc32link.manifest");
    icons();
    line("done");
    return 0;
}
