/* AUTHZ's access check: a resource manager without auditing, client contexts from the
   process token, from the user's SID and from Everyone's, and AuthzAccessCheck against
   descriptors made from SDDL (self-relative). Wine 8's authz.dll is stubs
   (ERROR_CALL_NOT_IMPLEMENTED): the expected lines are MSDN's (test_authzchk.py). */
#include <windows.h>
#include <authz.h>
#include <sddl.h>
#include <stdio.h>

static AUTHZ_CLIENT_CONTEXT_HANDLE tokctx, worldctx, userctx;

static void check(const char *what, AUTHZ_CLIENT_CONTEXT_HANDLE ctx, const WCHAR *sddl,
                  DWORD desired)
{
    PSECURITY_DESCRIPTOR sd = NULL;
    AUTHZ_ACCESS_REQUEST req = {0};
    AUTHZ_ACCESS_REPLY rep = {0};
    ACCESS_MASK granted = 0xdead;
    DWORD err = 0xdead, sacl = 0xdead;
    BOOL ok;
    if (!ConvertStringSecurityDescriptorToSecurityDescriptorW(sddl, SDDL_REVISION_1, &sd, NULL)) {
        printf("%s: SDDL failed %lu\n", what, GetLastError());
        return;
    }
    req.DesiredAccess = desired;
    rep.ResultListLength = 1;
    rep.GrantedAccessMask = &granted;
    rep.SaclEvaluationResults = &sacl;
    rep.Error = &err;
    ok = AuthzAccessCheck(0, ctx, &req, NULL, sd, NULL, 0, &rep, NULL);
    printf("%s: %d granted 0x%lx error %lu\n", what, ok, granted, err);
    LocalFree(sd);
}

int main(void)
{
    AUTHZ_RESOURCE_MANAGER_HANDLE rm;
    HANDLE token;
    LUID none = {0, 0};
    BYTE user[SECURITY_MAX_SID_SIZE];
    DWORD len = sizeof(user);
    PSID world;
    WCHAR owned[256];
    LPWSTR usersid;
    BOOL ok;

    ok = AuthzInitializeResourceManager(AUTHZ_RM_FLAG_NO_AUDIT, NULL, NULL, NULL, NULL, &rm);
    printf("AuthzInitializeResourceManager: %d\n", ok);
    OpenProcessToken(GetCurrentProcess(), TOKEN_QUERY, &token);
    ok = AuthzInitializeContextFromToken(0, token, rm, NULL, none, NULL, &tokctx);
    printf("AuthzInitializeContextFromToken: %d\n", ok);
    ConvertStringSidToSidW(L"S-1-1-0", &world);
    ok = AuthzInitializeContextFromSid(0, world, rm, NULL, none, NULL, &worldctx);
    printf("AuthzInitializeContextFromSid Everyone: %d\n", ok);
    {
        TOKEN_USER *tu = (TOKEN_USER *)user;
        GetTokenInformation(token, TokenUser, user, len, &len);
        ok = AuthzInitializeContextFromSid(0, tu->User.Sid, rm, NULL, none, NULL, &userctx);
        printf("AuthzInitializeContextFromSid user: %d\n", ok);
        ConvertSidToStringSidW(tu->User.Sid, &usersid);
        swprintf(owned, 256, L"O:%lsD:", usersid);
    }

    check("everyone full, token", tokctx, L"D:(A;;FA;;;WD)", MAXIMUM_ALLOWED);
    check("everyone full, world", worldctx, L"D:(A;;FA;;;WD)", MAXIMUM_ALLOWED);
    check("users read, token", tokctx, L"D:(A;;FR;;;BU)(A;;FA;;;BA)", MAXIMUM_ALLOWED);
    check("users read, user sid", userctx, L"D:(A;;FR;;;BU)(A;;FA;;;BA)", MAXIMUM_ALLOWED);
    check("users read, world", worldctx, L"D:(A;;FR;;;BU)(A;;FA;;;BA)", MAXIMUM_ALLOWED);
    check("users read, ask read data", tokctx, L"D:(A;;FR;;;BU)", FILE_READ_DATA);
    check("users read, ask write data", tokctx, L"D:(A;;FR;;;BU)", FILE_WRITE_DATA);
    check("deny write first", tokctx, L"D:(D;;FW;;;WD)(A;;FA;;;WD)", MAXIMUM_ALLOWED);
    check("allow before deny", tokctx, L"D:(A;;FA;;;WD)(D;;FW;;;WD)", FILE_WRITE_DATA);
    check("empty DACL, owner", tokctx, owned, MAXIMUM_ALLOWED);
    check("empty DACL, world", worldctx, owned, MAXIMUM_ALLOWED);
    check("inherit-only skipped", tokctx, L"D:(A;IO;FA;;;WD)", MAXIMUM_ALLOWED);
    check("system security", tokctx, L"D:(A;;FA;;;WD)", ACCESS_SYSTEM_SECURITY);

    printf("AuthzFreeContext: %d %d %d\n", AuthzFreeContext(tokctx),
           AuthzFreeContext(worldctx), AuthzFreeContext(userctx));
    SetLastError(0);
    ok = AuthzFreeContext(tokctx);
    printf("AuthzFreeContext again: %d last %lu\n", ok, GetLastError());
    printf("AuthzFreeResourceManager: %d\n", AuthzFreeResourceManager(rm));
    LocalFree(world);
    LocalFree(usersid);
    return 0;
}
