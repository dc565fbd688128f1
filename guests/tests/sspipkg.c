/* The security packages (SSPI) as a program finds them: InitSecurityInterfaceA/W's
 * function tables, EnumerateSecurityPackagesA/W, QuerySecurityPackageInfoA/W and
 * FreeContextBuffer (curl built with Schannel calls InitSecurityInterface at start-up and
 * asks QuerySecurityPackageInfo before any authentication). */
#define SECURITY_WIN32
#include <windows.h>
#include <sspi.h>
#include <stdio.h>
#include <string.h>

static const char *narrow(const WCHAR *w)
{
    static char out[256];
    int i;
    if (!w)
        return "(null)";
    for (i = 0; w[i] && i < 255; i++)
        out[i] = w[i] < 128 ? (char)w[i] : '?';
    out[i] = 0;
    return out;
}

static void query_a(const char *name)
{
    PSecPkgInfoA info = NULL;
    SECURITY_STATUS st = QuerySecurityPackageInfoA((SEC_CHAR *)name, &info);
    if (st != SEC_E_OK) {
        printf("QueryA %s: %08lx\n", name, (unsigned long)st);
        return;
    }
    printf("QueryA %s: ok [%s] caps %08lx ver %u rpc %u max %lu [%s]\n", name, info->Name,
           info->fCapabilities, info->wVersion, info->wRPCID, info->cbMaxToken, info->Comment);
    printf("free %08lx\n", (unsigned long)FreeContextBuffer(info));
}

static void query_w(const WCHAR *name)
{
    PSecPkgInfoW info = NULL;
    SECURITY_STATUS st = QuerySecurityPackageInfoW((SEC_WCHAR *)name, &info);
    if (st != SEC_E_OK) {
        printf("QueryW %s: %08lx\n", narrow(name), (unsigned long)st);
        return;
    }
    printf("QueryW %s: ok caps %08lx max %lu\n", narrow(info->Name), info->fCapabilities,
           info->cbMaxToken);
    printf("[%s]\n", narrow(info->Comment));
    FreeContextBuffer(info);
}

int main(void)
{
    HMODULE sec = LoadLibraryA("secur32.dll");
    PSecurityFunctionTableA ta = InitSecurityInterfaceA();
    PSecurityFunctionTableW tw = InitSecurityInterfaceW();
    PSecPkgInfoA pa = NULL;
    PSecPkgInfoW pw = NULL;
    ULONG count = 0, wcount = 0, i;
    SECURITY_STATUS st;
    int named = 0;

    printf("tables %d %d same %d\n", ta != NULL, tw != NULL, ta == InitSecurityInterfaceA());
    printf("versions %lu %lu\n", ta->dwVersion, tw->dwVersion);
    printf("A enum %d query %d free %d\n",
           (void *)ta->EnumerateSecurityPackagesA == (void *)GetProcAddress(sec, "EnumerateSecurityPackagesA"),
           (void *)ta->QuerySecurityPackageInfoA == (void *)GetProcAddress(sec, "QuerySecurityPackageInfoA"),
           (void *)ta->FreeContextBuffer == (void *)GetProcAddress(sec, "FreeContextBuffer"));
    printf("W enum %d query %d acquire %d\n",
           (void *)tw->EnumerateSecurityPackagesW == (void *)GetProcAddress(sec, "EnumerateSecurityPackagesW"),
           (void *)tw->QuerySecurityPackageInfoW == (void *)GetProcAddress(sec, "QuerySecurityPackageInfoW"),
           tw->AcquireCredentialsHandleW != NULL);

    st = EnumerateSecurityPackagesA(&count, &pa);
    printf("EnumA %08lx count>0 %d\n", (unsigned long)st, count > 0);
    for (i = 0; i < count; i++) {
        if (!strcmp(pa[i].Name, "Negotiate") || !strcmp(pa[i].Name, "NTLM")
                || !strcmp(pa[i].Name, "Kerberos") || !strcmp(pa[i].Name, "Schannel")
                || !strcmp(pa[i].Name, "Microsoft Unified Security Protocol Provider"))
            named++;
        printf("  %s\n", pa[i].Name);
    }
    printf("named %d\n", named);
    FreeContextBuffer(pa);
    st = EnumerateSecurityPackagesW(&wcount, &pw);
    printf("EnumW %08lx same count %d first %s\n", (unsigned long)st, wcount == count,
           wcount ? narrow(pw[0].Name) : "-");
    FreeContextBuffer(pw);

    query_a("Negotiate");
    query_a("NTLM");
    query_a("Kerberos");
    query_a("Schannel");
    query_a("Microsoft Unified Security Protocol Provider");
    query_a("negotiate");
    query_a("SCHANNEL");
    query_a("NoSuchPackage");
    query_a("");
    query_w(L"Negotiate");
    query_w(L"Schannel");
    query_w(L"nosuch");
    printf("free NULL %08lx\n", (unsigned long)FreeContextBuffer(NULL));
    printf("done\n");
    return 0;
}
