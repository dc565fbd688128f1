/* LsaOpenPolicy's access check for a standard user: the rights any user has on the
 * policy (view local information, look up names, read control, and GENERIC_EXECUTE, which
 * maps to them) are granted, the administrators' (POLICY_ALL_ACCESS, GENERIC_READ,
 * GENERIC_WRITE: 7-Zip's File Manager asks POLICY_ALL_ACCESS at start-up to add
 * SeLockMemoryPrivilege) are STATUS_ACCESS_DENIED; a handle is used within its rights. */
#include <windows.h>
#include <ntsecapi.h>
#include <stdio.h>

#ifndef STATUS_ACCESS_DENIED
#define STATUS_ACCESS_DENIED ((NTSTATUS)0xC0000022)
#endif

static void try_open(const char *label, ACCESS_MASK access)
{
    LSA_OBJECT_ATTRIBUTES oa;
    LSA_HANDLE pol = NULL;
    NTSTATUS st;

    memset(&oa, 0, sizeof(oa));
    oa.Length = sizeof(oa);
    st = LsaOpenPolicy(NULL, &oa, access, &pol);
    printf("%s: 0x%08lx win %lu handle %s\n", label, (unsigned long)st,
           LsaNtStatusToWinError(st), pol ? "set" : "NULL");
    if (st == 0) {
        POLICY_ACCOUNT_DOMAIN_INFO *info = NULL;
        st = LsaQueryInformationPolicy(pol, PolicyAccountDomainInformation, (void **)&info);
        printf("  query: 0x%08lx %s\n", (unsigned long)st, info ? "info" : "none");
        if (info)
            LsaFreeMemory(info);
        LsaClose(pol);
    }
}

int main(void)
{
    try_open("view local", POLICY_VIEW_LOCAL_INFORMATION);
    try_open("lookup names", POLICY_LOOKUP_NAMES);
    try_open("view+lookup+read control", POLICY_VIEW_LOCAL_INFORMATION | POLICY_LOOKUP_NAMES | READ_CONTROL);
    try_open("generic execute", GENERIC_EXECUTE);
    try_open("maximum allowed", MAXIMUM_ALLOWED);
    try_open("all access", POLICY_ALL_ACCESS);
    try_open("generic read", GENERIC_READ);
    try_open("generic write", GENERIC_WRITE);
    try_open("create account", POLICY_CREATE_ACCOUNT);
    printf("done\n");
    return 0;
}
