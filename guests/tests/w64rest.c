/*
 * w64rest.c - test guest for the declarations of issue 22's last round (read for 64-bit
 * callers and marked for both widths), built at both widths (test/exe/w64rest.exe and
 * test/exe64/w64rest.exe; test/win32/kernel/test_w64rest.py). One line per family:
 * GDI's DC getters, paths, regions, palettes, pattern brushes and metafile bits; USER's
 * character stepping, child windows, clipboard and SendInput; SHLWAPI's paths and
 * compares; VERSION and MSI file versions (the VERSIONINFO of tests/w64rest.rc); SHCORE's
 * DPI; ADVAPI32's impersonation; NTDLL's counted strings, heap, NT paths, version and
 * process information; the SList FASTCALL push; SHELL32's folders and item lists; the
 * UCRT's floating-point environment (not feholdexcept, feraiseexcept, feupdateenv: Wine 8
 * has none of them) and terminate handler; msvcr80's pointer encoding.
 * MessageBoxIndirect and SHBrowseForFolder wait for a person and are not called.
 */
#include <windows.h>
#include <shlwapi.h>
#include <shlobj.h>
#include <winternl.h>
#include <stdio.h>
#include <string.h>

typedef PSLIST_ENTRY (__fastcall *push_list_fn)(PSLIST_HEADER, PSLIST_ENTRY, PSLIST_ENTRY, ULONG);
typedef NTSTATUS (WINAPI *nqip_fn)(HANDLE, int, void *, ULONG, ULONG *);
typedef BOOLEAN (WINAPI *dos2nt_fn)(const WCHAR *, UNICODE_STRING *, WCHAR **, void *);
typedef BOOLEAN (WINAPI *create_us_fn)(UNICODE_STRING *, const WCHAR *);
typedef void (WINAPI *free_us_fn)(UNICODE_STRING *);
typedef void (WINAPI *init_as_fn)(ANSI_STRING *, const char *);
typedef SIZE_T (WINAPI *cmpmem_fn)(const void *, const void *, SIZE_T);
typedef NTSTATUS (WINAPI *getver_fn)(RTL_OSVERSIONINFOW *);
typedef IMAGE_NT_HEADERS *(WINAPI *ntheader_fn)(HMODULE);
typedef void *(WINAPI *rtlalloc_fn)(HANDLE, ULONG, SIZE_T);
typedef void *(WINAPI *rtlrealloc_fn)(HANDLE, ULONG, void *, SIZE_T);
typedef BOOLEAN (WINAPI *rtlfree_fn)(HANDLE, ULONG, void *);
typedef HRESULT (WINAPI *dpi_fn)(HMONITOR, int, UINT *, UINT *);
typedef HRESULT (WINAPI *scale_fn)(HMONITOR, int *);
typedef UINT (WINAPI *uilevel_fn)(int, HWND *);
typedef UINT (WINAPI *msiver_fn)(const WCHAR *, WCHAR *, DWORD *, WCHAR *, DWORD *);
typedef int (__cdecl *int_fn)(void);
typedef int (__cdecl *int1_fn)(int);
typedef int (__cdecl *env_fn)(void *);
typedef int (__cdecl *flag_fn)(unsigned long *, int);
typedef void (__cdecl *vfn)(void);
typedef vfn (__cdecl *set_term_fn)(vfn);
typedef void **(__cdecl *cell_fn)(void);
typedef int *(__cdecl *icell_fn)(void);
typedef void *(__cdecl *enc_fn)(void *);
typedef void *(__cdecl *null_fn)(void);

static int g_children;

static BOOL CALLBACK count_child(HWND h, LPARAM lp)
{
    g_children++;
    return (HWND)lp != h;
}

static void __cdecl my_terminate(void) { }

static void gdi_part(void)
{
    HDC dc = CreateCompatibleDC(NULL);
    HBITMAP bmp = CreateCompatibleBitmap(GetDC(NULL), 64, 64), old;
    POINT pts[6] = {{1, 1}, {10, 1}, {10, 10}, {20, 20}, {30, 20}, {30, 30}};
    DWORD counts[2] = {3, 3};
    INT icounts[2] = {3, 3};
    RECT r = {0, 0, 20, 20}, inside = {2, 2, 4, 4}, outside = {40, 40, 50, 50};
    HRGN rgn, poly;
    PALETTEENTRY pe[4];
    LOGPALETTE *lp;
    HPALETTE pal;
    HGLOBAL packed;
    BITMAPINFOHEADER *bih;
    HBRUSH dib;
    HDC meta;
    HENHMETAFILE emf, emf2;
    HMETAFILE wmf, wmf2;
    UINT n, n2;
    BYTE *bits;
    int i;

    old = SelectObject(dc, bmp);
    SetTextColor(dc, RGB(1, 2, 3));
    SetBkColor(dc, RGB(4, 5, 6));
    SetBkMode(dc, TRANSPARENT);
    SetTextAlign(dc, TA_BASELINE);
    SetStretchBltMode(dc, HALFTONE);
    /* (each call its own statement: the two compilers evaluate arguments in different orders) */
    i = SetTextCharacterExtra(dc, 3);
    printf("gdi getters: text=%06lx bk=%06lx mode=%d align=%u stretch=%d old extra=%d extra=%d arc=%d\n",
           GetTextColor(dc), GetBkColor(dc), GetBkMode(dc), GetTextAlign(dc),
           GetStretchBltMode(dc), i, GetTextCharacterExtra(dc), GetArcDirection(dc));
    printf("gdi dc colours: brush old=%06lx", SetDCBrushColor(dc, RGB(9, 9, 9)));
    printf(" pen old=%06lx", SetDCPenColor(dc, RGB(8, 8, 8)));
    printf(" nearest=%06lx", GetNearestColor(dc, RGB(10, 20, 30)));
    printf(" pixelv=%d", SetPixelV(dc, 5, 5, RGB(255, 0, 0)));
    printf(" pixel=%06lx\n", GetPixel(dc, 5, 5));
    MoveToEx(dc, 0, 0, NULL);
    printf("gdi lines: PolylineTo=%d", PolylineTo(dc, pts, 3));
    printf(" PolyPolyline=%d\n", PolyPolyline(dc, pts, counts, 2));
    BeginPath(dc);
    MoveToEx(dc, 2, 2, NULL);
    LineTo(dc, 20, 2);
    LineTo(dc, 20, 20);
    CloseFigure(dc);
    EndPath(dc);
    i = StrokePath(dc);
    printf("gdi paths: StrokePath=%d FillPath(no path)=%d", i, FillPath(dc));
    BeginPath(dc);
    Rectangle(dc, 2, 2, 10, 10);
    EndPath(dc);
    printf(" StrokeAndFillPath=%d\n", StrokeAndFillPath(dc));
    rgn = CreateEllipticRgnIndirect(&r);
    poly = CreatePolyPolygonRgn(pts, icounts, 2, ALTERNATE);
    printf("gdi regions: elliptic=%d in=%d out=%d poly=%d in=%d\n", rgn != NULL,
           RectInRegion(rgn, &inside), RectInRegion(rgn, &outside), poly != NULL,
           RectInRegion(poly, &inside));
    SelectClipRgn(dc, rgn);
    printf("gdi clip: visible=%d", RectVisible(dc, &r));
    printf(" OffsetClipRgn=%d", OffsetClipRgn(dc, 40, 40));
    printf(" visible after=%d\n", RectVisible(dc, &inside));
    SelectClipRgn(dc, NULL);
    DeleteObject(rgn);
    DeleteObject(poly);

    memset(pe, 0x55, sizeof pe);
    n = GetSystemPaletteEntries(dc, 0, 4, pe);
    printf("gdi palette: system entries=%u first=%02x%02x%02x", n, pe[0].peRed, pe[0].peGreen,
           pe[0].peBlue);
    lp = HeapAlloc(GetProcessHeap(), 0, sizeof(LOGPALETTE) + 3 * sizeof(PALETTEENTRY));
    lp->palVersion = 0x300;
    lp->palNumEntries = 4;
    for (i = 0; i < 4; i++) {
        lp->palPalEntry[i].peRed = lp->palPalEntry[i].peGreen = lp->palPalEntry[i].peBlue = i * 10;
        lp->palPalEntry[i].peFlags = i == 1 ? PC_RESERVED : 0;
    }
    pal = CreatePalette(lp);
    pe[0].peRed = pe[0].peGreen = pe[0].peBlue = 200;
    pe[0].peFlags = PC_RESERVED;
    i = AnimatePalette(pal, 1, 1, pe);
    GetPaletteEntries(pal, 1, 1, pe + 1);
    printf(" animate=%d entry1=%u", i, pe[1].peRed);
    printf(" unrealize=%d\n", UnrealizeObject(pal));
    DeleteObject(pal);
    HeapFree(GetProcessHeap(), 0, lp);

    packed = GlobalAlloc(GMEM_MOVEABLE | GMEM_ZEROINIT, sizeof(BITMAPINFOHEADER) + 8 + 32);
    bih = GlobalLock(packed);
    bih->biSize = sizeof *bih;
    bih->biWidth = 8;
    bih->biHeight = 8;
    bih->biPlanes = 1;
    bih->biBitCount = 1;
    bits = (BYTE *)(bih + 1);
    bits[4] = bits[5] = bits[6] = 0xFF;            /* colour 1: white */
    GlobalUnlock(packed);
    dib = CreateDIBPatternBrush(packed, DIB_RGB_COLORS);
    printf("gdi dib pattern brush=%d\n", dib != NULL);
    DeleteObject(dib);
    GlobalFree(packed);

    meta = CreateEnhMetaFileA(NULL, NULL, NULL, NULL);
    Rectangle(meta, 0, 0, 10, 10);
    emf = CloseEnhMetaFile(meta);
    n = GetEnhMetaFileBits(emf, 0, NULL);
    bits = HeapAlloc(GetProcessHeap(), 0, n);
    n2 = GetEnhMetaFileBits(emf, n, bits);
    emf2 = SetEnhMetaFileBits(n, bits);
    printf("gdi emf: bits=%d same=%d copy=%d copy size same=%d\n", n > 0, n2 == n, emf2 != NULL,
           GetEnhMetaFileBits(emf2, 0, NULL) == n);
    HeapFree(GetProcessHeap(), 0, bits);
    DeleteEnhMetaFile(emf);
    DeleteEnhMetaFile(emf2);
    meta = CreateMetaFileA(NULL);
    Rectangle(meta, 0, 0, 10, 10);
    wmf = CloseMetaFile(meta);
    n = GetMetaFileBitsEx(wmf, 0, NULL);
    bits = HeapAlloc(GetProcessHeap(), 0, n);
    GetMetaFileBitsEx(wmf, n, bits);
    wmf2 = SetMetaFileBitsEx(n, bits);
    printf("gdi wmf: copy=%d size same=%d\n", wmf2 != NULL, GetMetaFileBitsEx(wmf2, 0, NULL) == n);
    HeapFree(GetProcessHeap(), 0, bits);
    DeleteMetaFile(wmf);
    DeleteMetaFile(wmf2);
    SelectObject(dc, old);
    DeleteObject(bmp);
    DeleteDC(dc);
}

static void user_part(void)
{
    static const char a[] = "ab";
    static const WCHAR w[] = L"ab";
    HWND parent, child, grand;
    INPUT in[2];
    char name[32];
    UINT fmt;
    DWORD seq;
    BOOL ok;

    printf("user chars: next=%d %d end=%d prev=%d %d start=%d\n",
           (int)(CharNextA(a) - a), (int)(CharNextW(w) - w), (int)(CharNextA(a + 2) - a),
           (int)(CharPrevA(a, a + 2) - a), (int)(CharPrevW(w, w + 2) - w),
           (int)(CharPrevW(w, w) - w));
    parent = CreateWindowExW(0, L"STATIC", L"parent", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100,
                             NULL, NULL, NULL, NULL);
    child = CreateWindowExA(0, "STATIC", "child", WS_CHILD, 0, 0, 10, 10, parent, NULL, NULL, NULL);
    grand = CreateWindowExA(0, "BUTTON", "grand", WS_CHILD, 0, 0, 5, 5, child, NULL, NULL, NULL);
    g_children = 0;
    ok = EnumChildWindows(parent, count_child, 0);
    printf("user windows: children=%d top=%d unicode parent=%d child=%d", g_children,
           GetTopWindow(parent) == child, IsWindowUnicode(parent), IsWindowUnicode(grand));
    printf(" ValidateRgn=%d\n", ValidateRgn(parent, NULL));
    (void)ok;
    fmt = RegisterClipboardFormatA("W64Rest Format");
    name[0] = 0;
    ok = GetClipboardFormatNameA(fmt, name, sizeof name);
    printf("user clipboard: name=%d %s", ok, name);
    seq = GetClipboardSequenceNumber();
    OpenClipboard(parent);
    printf(" open=%d", GetOpenClipboardWindow() == parent);
    EmptyClipboard();
    printf(" owner=%d", GetClipboardOwner() == parent);
    SetClipboardData(CF_TEXT, GlobalAlloc(GMEM_MOVEABLE | GMEM_ZEROINIT, 4));
    CloseClipboard();
    printf(" sequence grew=%d\n", GetClipboardSequenceNumber() != seq);
    memset(in, 0, sizeof in);
    in[0].type = in[1].type = INPUT_KEYBOARD;
    in[0].ki.wVk = in[1].ki.wVk = VK_SHIFT;
    in[1].ki.dwFlags = KEYEVENTF_KEYUP;
    SetLastError(0);
    fmt = SendInput(2, in, sizeof(INPUT) - 4);
    printf("user SendInput: bad size=%u error=%lu", fmt, GetLastError());
    printf(" ok=%u\n", SendInput(2, in, sizeof(INPUT)));
    DestroyWindow(parent);
}

static void shlwapi_part(void)
{
    char path[MAX_PATH] = "C:\\dir\\file.txt", path2[MAX_PATH] = "C:\\dir";
    WCHAR wpath[MAX_PATH] = L"C:\\dir\\file.txt";

    printf("shlwapi: ext=%d %d skiproot=%d exists=%d %d isdir=%d",
           (int)(PathFindExtensionA(path) - path), (int)(PathFindExtensionW(wpath) - wpath),
           (int)(PathSkipRootW(wpath) - wpath), PathFileExistsA("C:\\"),
           PathFileExistsA("C:\\no_such_w64rest"), PathIsDirectoryA("C:\\") != 0);
    PathRemoveExtensionA(path);
    PathRemoveFileSpecW(wpath);
    printf(" noext=%s spec=%ls", path, wpath);
    printf(" addbs=%d", (int)(PathAddBackslashA(path2) - path2));
    printf(" %s cmp=%d %d\n", path2, StrCmpW(L"a", L"B") < 0, StrCmpIW(L"abc", L"ABC"));
}

static void version_part(void)
{
    char exe[MAX_PATH];
    WCHAR wexe[MAX_PATH], ver[32], lang[16];
    DWORD handle = 77, size, vlen = 32, llen = 16;
    VS_FIXEDFILEINFO *ffi = NULL;
    UINT len = 0;
    void *block, *p = NULL;
    HWND prev = (HWND)1;
    HMODULE msi = LoadLibraryA("msi.dll");
    uilevel_fn set_ui = (uilevel_fn)GetProcAddress(msi, "MsiSetInternalUI");
    msiver_fn msiver = (msiver_fn)GetProcAddress(msi, "MsiGetFileVersionW");
    UINT r, level;

    GetModuleFileNameA(NULL, exe, MAX_PATH);
    GetModuleFileNameW(NULL, wexe, MAX_PATH);
    size = GetFileVersionInfoSizeA(exe, &handle);
    block = HeapAlloc(GetProcessHeap(), 0, size);
    printf("version: size ok=%d handle=%lu", size > 100, handle);
    printf(" get=%d", GetFileVersionInfoW(wexe, 0, size, block));
    printf(" root=%d", VerQueryValueW(block, L"\\", (void **)&ffi, &len));
    printf(" len=%u sig=%08lx ms=%08lx", len, ffi ? ffi->dwSignature : 0, ffi ? ffi->dwFileVersionMS : 0);
    len = 0;
    printf(" name=%d", VerQueryValueW(block, L"\\StringFileInfo\\040904b0\\ProductName", &p, &len));
    printf(" %ls len=%u\n", p ? (WCHAR *)p : L"-", len);
    HeapFree(GetProcessHeap(), 0, block);
    level = set_ui(2, &prev);                  /* INSTALLUILEVEL_NONE */
    r = set_ui(0, NULL);                       /* INSTALLUILEVEL_NOCHANGE: the level now */
    printf("msi: ui level=%u now=%u prev owner=%p", level, r, (void *)prev);
    r = msiver(wexe, ver, &vlen, lang, &llen);
    printf(" version r=%u %ls lang=%ls\n", r, ver, lang);
}

static void misc_part(void)
{
    HMODULE shcore = LoadLibraryA("shcore.dll"), nt = GetModuleHandleA("ntdll.dll");
    dpi_fn dpi = (dpi_fn)GetProcAddress(shcore, "GetDpiForMonitor");
    scale_fn scale = (scale_fn)GetProcAddress(shcore, "GetScaleFactorForMonitor");
    POINT origin = {0, 0};
    HMONITOR mon = MonitorFromPoint(origin, MONITOR_DEFAULTTOPRIMARY);
    UINT x = 0, y = 0;
    int factor = 0;
    HRESULT hr;
    HANDLE token = NULL;
    BOOL ok;
    UNICODE_STRING us, nt_path;
    ANSI_STRING as;
    WCHAR *part = NULL;
    RTL_OSVERSIONINFOW vi;
    PROCESS_BASIC_INFORMATION pbi;
    ULONG ret = 0;
    ULONG_PTR wow = 77;
    void *blk;
    char cmp1[8] = "abcdefg", cmp2[8] = "abcxefg";
    SLIST_HEADER head;
    SLIST_ENTRY *e = _aligned_malloc(3 * sizeof(SLIST_ENTRY), 16);
    push_list_fn push_list = (push_list_fn)GetProcAddress(GetModuleHandleA("kernel32.dll"),
                                                         "InterlockedPushListSList");
    push_list_fn rtl_push_list = (push_list_fn)GetProcAddress(nt, "RtlInterlockedPushListSList");

    hr = dpi(mon, 0, &x, &y);
    printf("shcore: dpi hr=%08lx %u %u", hr, x, y);
    hr = scale(mon, &factor);
    printf(" scale hr=%08lx %d\n", hr, factor);

    SetLastError(0);
    ok = OpenThreadToken(GetCurrentThread(), TOKEN_QUERY, TRUE, &token);
    hr = GetLastError();
    printf("advapi: token before=%d error=%lu", ok, hr);
    printf(" ImpersonateSelf=%d", ImpersonateSelf(SecurityImpersonation));
    ok = OpenThreadToken(GetCurrentThread(), TOKEN_QUERY, TRUE, &token);
    printf(" token=%d set=%d\n", ok, token != NULL);
    CloseHandle(token);
    RevertToSelf();

    ((void (WINAPI *)(UNICODE_STRING *, const WCHAR *))GetProcAddress(nt, "RtlInitUnicodeString"))(&us, L"hello");
    printf("ntdll: init len=%u max=%u buf=%d", us.Length, us.MaximumLength, !lstrcmpW(us.Buffer, L"hello"));
    ((init_as_fn)GetProcAddress(nt, "RtlInitAnsiString"))(&as, "abc");
    printf(" ansi len=%u max=%u", as.Length, as.MaximumLength);
    ((create_us_fn)GetProcAddress(nt, "RtlCreateUnicodeString"))(&us, L"copy");
    printf(" create len=%u text=%d", us.Length, !lstrcmpW(us.Buffer, L"copy"));
    ((free_us_fn)GetProcAddress(nt, "RtlFreeUnicodeString"))(&us);
    printf(" freed=%d", us.Buffer == NULL);
    ok = ((dos2nt_fn)GetProcAddress(nt, "RtlDosPathNameToNtPathName_U"))(L"C:\\dir\\file.txt", &nt_path, &part, NULL);
    printf(" nt=%d %ls part=%ls\n", ok, nt_path.Buffer, part ? part : L"-");
    ((free_us_fn)GetProcAddress(nt, "RtlFreeUnicodeString"))(&nt_path);
    vi.dwOSVersionInfoSize = sizeof vi;
    printf("ntdll: compare=%lu", (DWORD)((cmpmem_fn)GetProcAddress(nt, "RtlCompareMemory"))(cmp1, cmp2, 8));
    hr = ((getver_fn)GetProcAddress(nt, "RtlGetVersion"))(&vi);
    printf(" version=%lx major ok=%d", hr, vi.dwMajorVersion >= 5);
    printf(" ntheader=%d", (BYTE *)((ntheader_fn)GetProcAddress(nt, "RtlImageNtHeader"))(GetModuleHandleA(NULL))
           == (BYTE *)GetModuleHandleA(NULL) + ((IMAGE_DOS_HEADER *)GetModuleHandleA(NULL))->e_lfanew);
    blk = ((rtlalloc_fn)GetProcAddress(nt, "RtlAllocateHeap"))(GetProcessHeap(), HEAP_ZERO_MEMORY, 16);
    blk = ((rtlrealloc_fn)GetProcAddress(nt, "RtlReAllocateHeap"))(GetProcessHeap(), 0, blk, 64);
    printf(" heap size=%lu", (DWORD)HeapSize(GetProcessHeap(), 0, blk));
    printf(" free=%d\n", ((rtlfree_fn)GetProcAddress(nt, "RtlFreeHeap"))(GetProcessHeap(), 0, blk) != 0);
    memset(&pbi, 0xCC, sizeof pbi);
    hr = ((nqip_fn)GetProcAddress(nt, "NtQueryInformationProcess"))(
               GetCurrentProcess(), ProcessBasicInformation, &pbi, sizeof pbi, &ret);
    printf("ntdll: basic info=%lx len=%lu peb=%d", hr, ret,
           pbi.PebBaseAddress == NtCurrentTeb()->ProcessEnvironmentBlock);
    hr = ((nqip_fn)GetProcAddress(nt, "NtQueryInformationProcess"))(
               GetCurrentProcess(), ProcessWow64Information, &wow, sizeof wow, &ret);
    printf(" wow64=%lx value=%lu len=%lu", hr, (DWORD)wow, ret);
    printf(" short=%lx\n", ((nqip_fn)GetProcAddress(nt, "NtQueryInformationProcess"))(
               GetCurrentProcess(), ProcessBasicInformation, &pbi, sizeof pbi - 1, &ret));

    InitializeSListHead(&head);
    e[0].Next = &e[1];                         /* a list of two, pushed at once */
    InterlockedPushEntrySList(&head, &e[2]);
    printf("slist: push list old=%d", push_list(&head, &e[0], &e[1], 2) == &e[2]);
    printf(" depth=%u", QueryDepthSList(&head));
    printf(" first=%d next=%d", InterlockedPopEntrySList(&head) == &e[0], e[1].Next == &e[2]);
    InterlockedFlushSList(&head);
    printf(" rtl old=%d", rtl_push_list(&head, &e[0], &e[1], 2) == NULL);
    printf(" depth=%u\n", QueryDepthSList(&head));
    _aligned_free(e);
}

static void shell_part(void)
{
    static const GUID windows_id = {0xf38bf404, 0x1d43, 0x42f2, {0x93, 0x05, 0x67, 0xde, 0x0b, 0x28, 0xfc, 0x23}};
    WCHAR a[MAX_PATH], b[MAX_PATH], *known = NULL;
    HRESULT hr;
    LPITEMIDLIST full, first, parent, appended;
    BOOL ok;

    hr = SHGetFolderPathW(NULL, CSIDL_WINDOWS, NULL, 0, a);
    ok = SHGetSpecialFolderPathW(NULL, b, CSIDL_WINDOWS, FALSE);
    printf("shell folders: hr=%08lx special=%d same=%d", hr, ok, !lstrcmpiW(a, b));
    hr = SHGetKnownFolderPath(&windows_id, 0, NULL, &known);
    printf(" known hr=%08lx same=%d\n", hr, known && !lstrcmpiW(a, known));
    CoTaskMemFree(known);
    CreateDirectoryW(L"C:\\w64rest_dir", NULL);
    full = ILCreateFromPathW(L"C:\\w64rest_dir");
    parent = ILCreateFromPathW(L"C:\\");
    first = ILCloneFirst(full);
    printf("shell pidls: first=%d smaller=%d next=%d last next=%d", first != NULL,
           ILGetSize(first) < ILGetSize(full), ILGetNext(full) != NULL,
           ILGetNext(ILFindLastID(full)) == NULL);   /* (none of these changes anything) */
    printf(" parent=%d immediate=%d not=%d child=%d", ILIsParent(parent, full, FALSE),
           ILIsParent(parent, full, TRUE), ILIsParent(full, parent, FALSE),
           ILFindChild(parent, full) == ILFindLastID(full));
    appended = ILAppendID(ILClone(parent), &ILFindLastID(full)->mkid, TRUE);
    printf(" appended equal=%d\n", ILIsEqual(appended, full));
    ILFree(appended);
    ILFree(first);
    ILFree(parent);
    ILFree(full);
    RemoveDirectoryW(L"C:\\w64rest_dir");
}

static void crt_part(void)
{
    HMODULE ucrt = LoadLibraryA("ucrtbase.dll"), m80 = LoadLibraryA("msvcr80.dll");
    int_fn fegetround = (int_fn)GetProcAddress(ucrt, "fegetround");
    int1_fn fesetround = (int1_fn)GetProcAddress(ucrt, "fesetround");
    int1_fn fetestexcept = (int1_fn)GetProcAddress(ucrt, "fetestexcept");
    int1_fn feclearexcept = (int1_fn)GetProcAddress(ucrt, "feclearexcept");
    env_fn fegetenv = (env_fn)GetProcAddress(ucrt, "fegetenv");
    env_fn fesetenv = (env_fn)GetProcAddress(ucrt, "fesetenv");
    flag_fn fegetexceptflag = (flag_fn)GetProcAddress(ucrt, "fegetexceptflag");
    flag_fn fesetexceptflag = (flag_fn)GetProcAddress(ucrt, "fesetexceptflag");
    set_term_fn set_terminate = (set_term_fn)GetProcAddress(ucrt, "set_terminate");
    cell_fn cur = (cell_fn)GetProcAddress(ucrt, "__current_exception");
    cell_fn cur_ctx = (cell_fn)GetProcAddress(ucrt, "__current_exception_context");
    icell_fn throwing = (icell_fn)GetProcAddress(ucrt, "__processing_throw");
    enc_fn enc = (enc_fn)GetProcAddress(m80, "_encode_pointer");
    enc_fn dec = (enc_fn)GetProcAddress(m80, "_decode_pointer");
    null_fn enull = (null_fn)GetProcAddress(m80, "_encoded_null");
    unsigned long env[2], flags = 0;   /* fenv_t, fexcept_t: unsigned longs at both widths */
    vfn first;
    int r;

    if (!m80) {
        printf("msvcr80.dll: not found\n");
        return;
    }
    r = fegetround();
    printf("ucrt fenv: round=%x", r);
    r = fesetround(0x200);
    printf(" set=%d now=%x", r, fegetround());
    fegetenv(env);
    fesetround(0);
    r = fesetenv(env);
    printf(" restored=%d round=%x", r, fegetround());
    fesetround(0);
    feclearexcept(0x3f);
    printf(" test=%x", fetestexcept(0x3f));
    r = fegetexceptflag(&flags, 0x3f);
    printf(" flag get=%d %lx", r, flags);
    r = fesetexceptflag(&flags, 0x3f);
    printf(" set=%d test=%x\n", r, fetestexcept(0x3f));
    first = set_terminate(my_terminate);
    printf("ucrt c++: terminate old=%d", first == NULL);
    printf(" again=%d", set_terminate(first) == my_terminate);
    printf(" current=%d %d ctx=%d throwing=%d\n", cur() != NULL, cur() && *cur() == NULL,
           cur_ctx() && *cur_ctx() == NULL, *throwing());
    printf("msvcr80: roundtrip=%d", dec(enc((void *)0x1234)) == (void *)0x1234);
    printf(" encoded=%d", enc((void *)0x1234) != (void *)0x1234);
    printf(" null=%d\n", enull() == EncodePointer(NULL));
}

static void kernel_part(void)
{
    BOOL ok;

    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOOPENFILEERRORBOX);
    printf("kernel: error mode=%x", GetErrorMode());
    printf(" default dirs=%d", SetDefaultDllDirectories(LOAD_LIBRARY_SEARCH_DEFAULT_DIRS));
    SetLastError(0);
    ok = SetDefaultDllDirectories(0x10000000);
    printf(" bad=%d error=%lu\n", ok, GetLastError());
}

int main(void)
{
    CoInitialize(NULL);
    gdi_part();
    user_part();
    shlwapi_part();
    version_part();
    misc_part();
    shell_part();
    crt_part();
    kernel_part();
    printf("ending through TerminateProcess\n");
    fflush(stdout);
    TerminateProcess(GetCurrentProcess(), 7);
    return 0;
}
