/* The Win32 families Qt 5's Windows platform plugin and Qt5Core stopped at: power
 * notifications (RegisterPowerSettingNotification, RegisterSuspendResumeNotification),
 * clipboard format listeners (AddClipboardFormatListener, WM_CLIPBOARDUPDATE), the
 * TRUSTEE helpers of aclapi.h, and GDI's pixel format functions (OpenGL's, reached
 * through GDI: this desktop has no opengl32.dll). */
#include <windows.h>
#include <aclapi.h>
#include <stdio.h>
#include <ole2.h>

/* a minimal COM object counting its references */
static LONG refs = 1;
static HRESULT STDMETHODCALLTYPE qi(IUnknown *u, REFIID iid, void **out)
{
    if (!IsEqualIID(iid, &IID_IUnknown)) {
        *out = NULL;
        return E_NOINTERFACE;
    }
    *out = u;
    refs++;
    return S_OK;
}
static ULONG STDMETHODCALLTYPE addref(IUnknown *u) { (void)u; return ++refs; }
static ULONG STDMETHODCALLTYPE release(IUnknown *u) { (void)u; return --refs; }
static IUnknownVtbl unk_vtbl = {qi, addref, release};
static IUnknown unk = {&unk_vtbl};

#ifndef WM_CLIPBOARDUPDATE
#define WM_CLIPBOARDUPDATE 0x031D
#endif

static const GUID monitor_power_on =
    {0x02731015, 0x4510, 0x4526, {0x99, 0xe6, 0xe5, 0xa1, 0x7e, 0xbd, 0x1a, 0xea}};

static int updates;

static LRESULT CALLBACK proc(HWND hwnd, UINT msg, WPARAM wp, LPARAM lp)
{
    if (msg == WM_CLIPBOARDUPDATE)
        updates++;
    return DefWindowProcA(hwnd, msg, wp, lp);
}

static void pump(void)
{
    MSG msg;
    while (PeekMessageA(&msg, NULL, 0, 0, PM_REMOVE))
        DispatchMessageA(&msg);
}

static void set_text(HWND owner, const char *text)
{
    HGLOBAL h = GlobalAlloc(GMEM_MOVEABLE, strlen(text) + 1);
    strcpy(GlobalLock(h), text);
    GlobalUnlock(h);
    OpenClipboard(owner);
    EmptyClipboard();
    SetClipboardData(CF_TEXT, h);
    CloseClipboard();
}

int main(void)
{
    WNDCLASSA wc = {0};
    HWND hwnd, other;
    HPOWERNOTIFY p, s;
    TRUSTEE_A t;
    OBJECTS_AND_SID os;
    OBJECTS_AND_NAME_A on;
    GUID g1 = monitor_power_on;
    SID_IDENTIFIER_AUTHORITY world = {SECURITY_WORLD_SID_AUTHORITY};
    PSID sid;
    PIXELFORMATDESCRIPTOR pfd = {sizeof(pfd), 1, PFD_DRAW_TO_WINDOW | PFD_SUPPORT_OPENGL,
                                 PFD_TYPE_RGBA, 32};
    HDC dc;
    int r;

    wc.lpfnWndProc = proc;
    wc.lpszClassName = "qtstops";
    RegisterClassA(&wc);
    hwnd = CreateWindowA("qtstops", "qtstops", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100,
                         NULL, NULL, NULL, NULL);
    other = CreateWindowA("qtstops", "other", WS_OVERLAPPEDWINDOW, 0, 0, 100, 100,
                          NULL, NULL, NULL, NULL);

    /* power notifications */
    p = RegisterPowerSettingNotification(hwnd, &monitor_power_on, DEVICE_NOTIFY_WINDOW_HANDLE);
    printf("power setting: %d\n", p != NULL);
    printf("unregister: %d\n", UnregisterPowerSettingNotification(p));
    s = RegisterSuspendResumeNotification(hwnd, DEVICE_NOTIFY_WINDOW_HANDLE);
    printf("suspend/resume: %d\n", s != NULL);
    printf("unregister: %d\n", UnregisterSuspendResumeNotification(s));

    /* clipboard format listeners */
    r = AddClipboardFormatListener(hwnd);
    printf("add listener: %d\n", r);
    set_text(other, "one");
    pump();
    printf("updates after a change: %d\n", updates);
    OpenClipboard(other);
    CloseClipboard();
    pump();
    printf("updates after open/close: %d\n", updates);
    r = RemoveClipboardFormatListener(hwnd);
    printf("remove listener: %d\n", r);
    set_text(other, "two");
    pump();
    printf("updates after removal: %d\n", updates);
    SetLastError(0xdeadbeef);
    r = AddClipboardFormatListener((HWND)0xdead);
    printf("bad window: %d %lu\n", r, GetLastError());

    /* TRUSTEE helpers */
    AllocateAndInitializeSid(&world, 1, SECURITY_WORLD_RID, 0, 0, 0, 0, 0, 0, 0, &sid);
    memset(&t, 0xcc, sizeof(t));
    BuildTrusteeWithSidA(&t, sid);
    printf("sid trustee: form %d type %d name %d\n", GetTrusteeFormA(&t),
           GetTrusteeTypeA(&t), GetTrusteeNameA(&t) == (char *)sid);
    BuildTrusteeWithNameA(&t, "CURRENT_USER");
    printf("name trustee: form %d type %d name %s\n", GetTrusteeFormA(&t),
           GetTrusteeTypeA(&t), GetTrusteeNameA(&t));
    memset(&os, 0xcc, sizeof(os));
    BuildTrusteeWithObjectsAndSidA(&t, &os, &g1, NULL, sid);
    printf("objects and sid: form %d name %d present %lu guid %d inherited zero %d sid %d\n",
           GetTrusteeFormA(&t), GetTrusteeNameA(&t) == (char *)&os, os.ObjectsPresent,
           IsEqualGUID(&os.ObjectTypeGuid, &g1),
           os.InheritedObjectTypeGuid.Data1 == 0 && os.InheritedObjectTypeGuid.Data4[7] == 0,
           os.pSid == sid);
    memset(&on, 0xcc, sizeof(on));
    BuildTrusteeWithObjectsAndNameA(&t, &on, SE_FILE_OBJECT, NULL, "inherited", "Everyone");
    printf("objects and name: form %d name %d present %lu type %d names %p %s %s\n",
           GetTrusteeFormA(&t), GetTrusteeNameA(&t) == (char *)&on, on.ObjectsPresent,
           on.ObjectType, on.ObjectTypeName, on.InheritedObjectTypeName, on.ptstrName);
    FreeSid(sid);

    /* GDI's pixel formats: OpenGL's */
    dc = GetDC(hwnd);
    SetLastError(0xdeadbeef);
    r = ChoosePixelFormat(dc, &pfd);
    printf("ChoosePixelFormat: %d %lu\n", r, GetLastError());
    SetLastError(0xdeadbeef);
    r = DescribePixelFormat(dc, 1, sizeof(pfd), &pfd);
    printf("DescribePixelFormat: %d %lu\n", r, GetLastError());
    printf("GetPixelFormat: %d\n", GetPixelFormat(dc));
    ReleaseDC(hwnd, dc);
    /* CoLockObjectExternal: strong locks through AddRef/Release */
    OleInitialize(NULL);
    r = CoLockObjectExternal(&unk, TRUE, TRUE);
    printf("lock: %#x refs %ld", r, refs);
    r = CoLockObjectExternal(&unk, TRUE, TRUE);
    printf(", again %ld", refs);
    r = CoLockObjectExternal(&unk, FALSE, TRUE);
    printf(", unlock %#x refs %ld", r, refs);
    r = CoLockObjectExternal(&unk, FALSE, TRUE);
    printf(", unlock %ld", refs);
    r = CoLockObjectExternal(&unk, FALSE, TRUE);
    printf(", extra unlock %#x refs %ld, NULL %#x\n", r, refs,
           (unsigned)CoLockObjectExternal(NULL, TRUE, TRUE));
    OleUninitialize();
    SetLastError(0xdeadbeef);
    r = EnableNonClientDpiScaling(hwnd);
    printf("EnableNonClientDpiScaling: %d %lu\n", r, r ? 0 : GetLastError());
    /* last: Wine 8 lacks GetMultipleTrusteeOperation (it stops there) */
    printf("multiple: %p", GetMultipleTrusteeA(&t));
    printf(" %d\n", GetMultipleTrusteeOperationA(&t));
    DestroyWindow(other);
    DestroyWindow(hwnd);
    return 0;
}
