/* What PuTTY 0.83's programs ask before their first window (issue 23, "Programs in the
 * wild", docs/runtimes.md): putty.exe names itself to the taskbar with
 * SetCurrentProcessExplicitAppUserModelID (found by GetProcAddress), and pageant.exe
 * builds its pipe's DACL with SetEntriesInAclA: revoke Everyone, grant the user,
 * revoke the network logon. This program does the same and prints what it gets, plus
 * SetEntriesInAcl's merging rules over an old ACL.
 */
#include <windows.h>
#include <aclapi.h>
#include <sddl.h>
#include <stdio.h>

typedef HRESULT (WINAPI *SETID)(PCWSTR);
typedef HRESULT (WINAPI *GETID)(PWSTR *);

static void show_acl(const char *what, DWORD err, PACL acl)
{
    DWORD i;
    printf("%s: err=%lu", what, err);
    if (!acl) {
        printf(" acl=NULL\n");
        return;
    }
    printf(" rev=%d size=%d count=%d valid=%d\n", acl->AclRevision, acl->AclSize,
           acl->AceCount, IsValidAcl(acl));
    for (i = 0; i < acl->AceCount; i++) {
        ACE_HEADER *h;
        char *text = NULL;
        if (!GetAce(acl, i, (void **)&h))
            break;
        ConvertSidToStringSidA((PSID)&((ACCESS_ALLOWED_ACE *)h)->SidStart, &text);
        printf("  ace %lu: type=%d flags=0x%x size=%d mask=0x%lx sid=%s\n", i, h->AceType,
               h->AceFlags, h->AceSize, ((ACCESS_ALLOWED_ACE *)h)->Mask,
               text ? text : "?");
        LocalFree(text);
    }
}

static void entry(EXPLICIT_ACCESSA *e, DWORD mask, ACCESS_MODE mode, DWORD inherit, PSID sid)
{
    memset(e, 0, sizeof *e);
    e->grfAccessPermissions = mask;
    e->grfAccessMode = mode;
    e->grfInheritance = inherit;
    e->Trustee.TrusteeForm = TRUSTEE_IS_SID;
    e->Trustee.ptstrName = (LPSTR)sid;
}

int main(void)
{
    HMODULE shell = LoadLibraryA("shell32.dll");
    SETID set_id = (SETID)GetProcAddress(shell, "SetCurrentProcessExplicitAppUserModelID");
    GETID get_id = (GETID)GetProcAddress(shell, "GetCurrentProcessExplicitAppUserModelID");
    SID_IDENTIFIER_AUTHORITY world_auth = {SECURITY_WORLD_SID_AUTHORITY};
    SID_IDENTIFIER_AUTHORITY nt_auth = {SECURITY_NT_AUTHORITY};
    PSID world, network, admins, users;
    EXPLICIT_ACCESSA ea[3];
    EXPLICIT_ACCESSW ew;
    PACL acl = (PACL)1, acl2 = (PACL)1, base;
    BYTE buf[256];
    DWORD err;

    printf("shell32 exports: set=%d get=%d\n", set_id != NULL, get_id != NULL);
    if (set_id) {
        PWSTR id = (PWSTR)1;
        char name[64];
        printf("Set(SimonTatham.PuTTY)=0x%lx\n", set_id(L"SimonTatham.PuTTY"));
        printf("Get=0x%lx", get_id(&id));
        if (id && id != (PWSTR)1) {
            WideCharToMultiByte(CP_ACP, 0, id, -1, name, sizeof name, NULL, NULL);
            printf(" id=%s", name);
            CoTaskMemFree(id);
        }
        printf("\n");
    }

    AllocateAndInitializeSid(&world_auth, 1, SECURITY_WORLD_RID, 0, 0, 0, 0, 0, 0, 0, &world);
    AllocateAndInitializeSid(&nt_auth, 1, SECURITY_NETWORK_RID, 0, 0, 0, 0, 0, 0, 0, &network);
    AllocateAndInitializeSid(&nt_auth, 2, SECURITY_BUILTIN_DOMAIN_RID,
                             DOMAIN_ALIAS_RID_ADMINS, 0, 0, 0, 0, 0, 0, &admins);
    AllocateAndInitializeSid(&nt_auth, 2, SECURITY_BUILTIN_DOMAIN_RID,
                             DOMAIN_ALIAS_RID_USERS, 0, 0, 0, 0, 0, 0, &users);

    /* pageant's pattern (the user here: BUILTIN\Administrators, the same on any machine) */
    entry(&ea[0], GENERIC_READ | GENERIC_WRITE, REVOKE_ACCESS, NO_INHERITANCE, world);
    entry(&ea[1], GENERIC_READ | GENERIC_WRITE, GRANT_ACCESS, NO_INHERITANCE, admins);
    entry(&ea[2], GENERIC_READ | GENERIC_WRITE, REVOKE_ACCESS, NO_INHERITANCE, network);
    err = SetEntriesInAclA(3, ea, NULL, &acl);
    show_acl("pageant's three entries", err, acl);
    LocalFree(acl);

    acl = (PACL)1;
    err = SetEntriesInAclA(0, NULL, NULL, &acl);
    show_acl("no entries, no old ACL", err, acl);

    /* an old ACL: allow Everyone 0x1, allow Users 0x2, an inherited allow for Admins 0x4 */
    base = (PACL)buf;
    InitializeAcl(base, sizeof buf, ACL_REVISION);
    AddAccessAllowedAce(base, ACL_REVISION, 0x1, world);
    AddAccessAllowedAce(base, ACL_REVISION, 0x2, users);
    AddAccessAllowedAceEx(base, ACL_REVISION, INHERITED_ACE, 0x4, admins);

    acl = (PACL)1;
    err = SetEntriesInAclA(0, NULL, base, &acl);
    show_acl("no entries, an old ACL", err, acl);
    LocalFree(acl);

    entry(&ea[0], 0x10, GRANT_ACCESS, NO_INHERITANCE, users);
    entry(&ea[1], 0x20, DENY_ACCESS, NO_INHERITANCE, network);
    entry(&ea[2], 0x40, SET_ACCESS, NO_INHERITANCE, world);
    acl = (PACL)1;
    err = SetEntriesInAclA(3, ea, base, &acl);
    show_acl("grant, deny, set over the old ACL", err, acl);
    LocalFree(acl);

    entry(&ea[0], 0x10, REVOKE_ACCESS, NO_INHERITANCE, users);
    entry(&ea[1], 0x80, GRANT_ACCESS, CONTAINER_INHERIT_ACE, users);
    acl = (PACL)1;
    err = SetEntriesInAclA(2, ea, base, &acl);
    show_acl("revoke then grant with inheritance", err, acl);

    /* the W form, by account name */
    memset(&ew, 0, sizeof ew);
    ew.grfAccessPermissions = GENERIC_ALL;
    ew.grfAccessMode = SET_ACCESS;
    ew.Trustee.TrusteeForm = TRUSTEE_IS_NAME;
    ew.Trustee.ptstrName = L"Everyone";
    err = SetEntriesInAclW(1, &ew, acl, &acl2);
    show_acl("W, by name Everyone, over the last", err, acl2);
    LocalFree(acl2);
    LocalFree(acl);

    ew.Trustee.ptstrName = L"no such account here";
    acl2 = (PACL)1;
    err = SetEntriesInAclW(1, &ew, NULL, &acl2);
    printf("unknown name: err=%lu acl=%s\n", err, acl2 == NULL ? "NULL" :
           acl2 == (PACL)1 ? "untouched" : "set");

    FreeSid(world);
    FreeSid(network);
    FreeSid(admins);
    FreeSid(users);
    printf("done\n");
    return 0;
}
