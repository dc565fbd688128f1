/* Common Controls 6's own functions are not found without a v6 manifest: a program
 * without one loads the system's comctl32.dll 5.82, which has no TaskDialogIndirect
 * (GetProcAddress: NULL, ERROR_PROC_NOT_FOUND); activating a context that names Common
 * Controls 6 finds them. SDL2 picks its message box this way. Prints lines compared with
 * Wine 8's in test/win32/controls/test_cc5probe.py. */
#include <windows.h>
#include <stdio.h>

static const char manifest[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    "<assembly xmlns=\"urn:schemas-microsoft-com:asm.v1\" manifestVersion=\"1.0\">\n"
    "<dependency><dependentAssembly><assemblyIdentity type=\"win32\""
    " name=\"Microsoft.Windows.Common-Controls\" version=\"6.0.0.0\""
    " processorArchitecture=\"*\" publicKeyToken=\"6595b64144ccf1df\" language=\"*\"/>"
    "</dependentAssembly></dependency>\n</assembly>\n";

int main(void)
{
    HMODULE cc = LoadLibraryA("comctl32.dll");
    FARPROC p;
    HANDLE f, ctx;
    ACTCTXA ac;
    ULONG_PTR cookie;
    DWORD n;
    HMODULE cc6;

    printf("comctl32 loaded %d\n", cc != NULL);
    SetLastError(0);
    p = GetProcAddress(cc, "TaskDialogIndirect");
    printf("no manifest: TaskDialogIndirect %d error %lu\n", p != NULL, GetLastError());
    p = GetProcAddress(cc, "InitCommonControlsEx");
    printf("no manifest: InitCommonControlsEx %d\n", p != NULL);

    f = CreateFileA("cc6.manifest", GENERIC_WRITE, 0, NULL, CREATE_ALWAYS, 0, NULL);
    WriteFile(f, manifest, sizeof(manifest) - 1, &n, NULL);
    CloseHandle(f);
    memset(&ac, 0, sizeof(ac));
    ac.cbSize = sizeof(ac);
    ac.lpSource = "cc6.manifest";
    ctx = CreateActCtxA(&ac);
    printf("context made %d\n", ctx != INVALID_HANDLE_VALUE);
    ActivateActCtx(ctx, &cookie);
    cc6 = LoadLibraryA("comctl32.dll");
    p = GetProcAddress(cc6, "TaskDialogIndirect");
    printf("v6 context: TaskDialogIndirect %d\n", p != NULL);
    DeactivateActCtx(0, cookie);
    ReleaseActCtx(ctx);
    DeleteFileA("cc6.manifest");
    printf("done\n");
    return 0;
}
