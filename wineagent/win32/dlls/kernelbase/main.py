"""KERNELBASE: the functions Windows moved into kernelbase.dll (Windows 7 and 8 made it
the host of the "API sets") from the DLLs that first had them — advapi32's registry and
security calls, shlwapi's path, string and URL helpers, user32's character and LoadString
calls, version.dll's version resources. Programs built against Windows 8 and later (and
Wine's own DLLs) import them from KERNELBASE. Each is the same implementation as in its
first DLL (``abi.api.also``); what is not listed falls through to KERNEL32's table and
ntdll's (``abi/apisets.py``), as kernelbase forwards them.
"""

from ....abi.api import absent, also
from ...core.dllnames import ADVAPI32, KERNELBASE, SHLWAPI, USER32, VERSION
# The modules that declare the originals: imported so that they are registered first.
from ..advapi32 import acl, impersonation, main as advapi32_main, regmore, security, sids
from ..shlwapi import hashing, main as shlwapi_main, pathmore, paths, registry, search
from ..shlwapi import strcopy, strings, urlcanon, urls
from ..user32 import charcase, more, resources
from ..version import main as version_main

_SOURCES = (acl, impersonation, advapi32_main, regmore, security, sids, hashing,
            shlwapi_main, pathmore, paths, registry, search, strcopy, strings, urlcanon, urls,
            charcase, more, resources, version_main)

also(KERNELBASE, ADVAPI32, *"""
AddAccessAllowedAce AddAccessAllowedAceEx AddAccessDeniedAce AddAccessDeniedAceEx
AdjustTokenPrivileges AllocateAndInitializeSid CopySid CreateWellKnownSid EqualSid
FreeSid GetAce GetLengthSid GetSecurityDescriptorDacl GetSecurityDescriptorGroup
GetSecurityDescriptorLength GetSecurityDescriptorOwner GetSecurityDescriptorSacl
GetSidIdentifierAuthority GetSidLengthRequired GetSidSubAuthority
GetSidSubAuthorityCount GetTokenInformation ImpersonateLoggedOnUser InitializeAcl
InitializeSecurityDescriptor IsValidAcl IsValidSecurityDescriptor IsValidSid
IsWellKnownSid MakeSelfRelativeSD OpenProcessToken RegCloseKey RegCreateKeyExA
RegCreateKeyExW RegDeleteKeyExA RegDeleteKeyExW RegDeleteKeyValueA RegDeleteKeyValueW
RegDeleteTreeA RegDeleteTreeW RegDeleteValueA RegDeleteValueW RegEnumKeyExA
RegEnumKeyExW RegEnumValueA RegEnumValueW RegFlushKey RegGetValueA RegGetValueW
RegOpenCurrentUser RegOpenKeyExA RegOpenKeyExW RegQueryInfoKeyA RegQueryInfoKeyW
RegQueryValueExA RegQueryValueExW RegSetKeyValueA RegSetKeyValueW RegSetValueExA
RegSetValueExW RevertToSelf SetSecurityDescriptorDacl SetSecurityDescriptorGroup
SetSecurityDescriptorOwner
""".split())

also(KERNELBASE, USER32, *"""
CharLowerA CharLowerBuffA CharLowerBuffW CharLowerW CharNextA CharNextW CharPrevA
CharPrevW CharUpperA CharUpperBuffA CharUpperBuffW CharUpperW IsCharAlphaA
IsCharAlphaNumericA IsCharAlphaNumericW IsCharAlphaW IsCharLowerA IsCharLowerW
IsCharUpperA IsCharUpperW LoadStringA LoadStringW
""".split())

also(KERNELBASE, SHLWAPI, *"""
ChrCmpIA ChrCmpIW HashData ParseURLA ParseURLW PathAddBackslashA PathAddBackslashW
PathAppendA PathAppendW PathCanonicalizeA PathCanonicalizeW PathCombineA PathCombineW
PathCommonPrefixA PathCommonPrefixW PathCreateFromUrlA PathCreateFromUrlAlloc
PathCreateFromUrlW PathFileExistsA PathFileExistsW PathFindExtensionA PathFindExtensionW
PathFindFileNameA PathFindFileNameW PathFindNextComponentA PathFindNextComponentW
PathGetArgsA PathGetArgsW PathGetCharTypeA PathGetCharTypeW PathGetDriveNumberA
PathGetDriveNumberW PathIsFileSpecA PathIsFileSpecW PathIsRelativeA PathIsRelativeW
PathIsRootA PathIsRootW PathIsSameRootA PathIsSameRootW PathIsUNCA PathIsUNCW PathIsURLA
PathIsURLW PathMatchSpecA PathMatchSpecW PathParseIconLocationA PathParseIconLocationW
PathQuoteSpacesA PathQuoteSpacesW PathRemoveBackslashA PathRemoveBackslashW
PathRemoveBlanksA PathRemoveBlanksW PathRemoveExtensionA PathRemoveExtensionW
PathRemoveFileSpecA PathRemoveFileSpecW PathSearchAndQualifyA PathSearchAndQualifyW
PathSkipRootA PathSkipRootW PathStripPathA PathStripPathW PathStripToRootA
PathStripToRootW PathUnExpandEnvStringsA PathUnExpandEnvStringsW PathUnquoteSpacesA
PathUnquoteSpacesW SHRegCloseUSKey SHRegCreateUSKeyA SHRegCreateUSKeyW SHRegEnumUSValueA
SHRegEnumUSValueW SHRegGetUSValueA SHRegGetUSValueW SHRegOpenUSKeyA SHRegOpenUSKeyW
SHRegQueryUSValueA SHRegQueryUSValueW StrCSpnA StrCSpnIA StrCSpnIW StrCSpnW StrCatBuffA
StrCatBuffW StrCatChainW StrChrA StrChrIA StrChrIW StrChrNW StrChrW StrCmpCA StrCmpCW
StrCmpICA StrCmpICW StrCmpIW StrCmpLogicalW StrCmpNA StrCmpNIA StrCmpNIW StrCmpNW
StrCmpW StrCpyNW StrCpyNXA StrCpyNXW StrDupA StrDupW StrIsIntlEqualA StrIsIntlEqualW
StrPBrkA StrPBrkW StrRChrA StrRChrW StrRStrIA StrRStrIW StrSpnA StrSpnW StrStrA StrStrIA
StrStrIW StrStrNIW StrStrNW StrStrW StrToInt64ExA StrToInt64ExW StrToIntA StrToIntExA
StrToIntExW StrToIntW StrTrimA StrTrimW UrlApplySchemeA UrlApplySchemeW UrlCanonicalizeA
UrlCanonicalizeW UrlCombineA UrlCombineW UrlCompareA UrlCompareW UrlCreateFromPathA
UrlCreateFromPathW UrlEscapeA UrlEscapeW UrlGetPartA UrlGetPartW UrlHashA UrlHashW
UrlIsA UrlIsW UrlUnescapeA UrlUnescapeW
""".split())

also(KERNELBASE, VERSION, *"""
GetFileVersionInfoA GetFileVersionInfoSizeA GetFileVersionInfoSizeW GetFileVersionInfoW
VerQueryValueA VerQueryValueW
""".split())


# Windows 10 1803's placeholder-aware memory functions: allocators (mimalloc, in Rust
# and C programs) probe for them with GetProcAddress and use VirtualAlloc and
# MapViewOfFile without them, as on every Windows before.
absent(KERNELBASE, "Windows 10 1803's placeholder-aware memory functions: not made here "
       "(a gap of this Windows 10, docs/win32-layers.md), and allocators fall back to "
       "VirtualAlloc and MapViewOfFile",
       "VirtualAlloc2", "VirtualAlloc2FromApp", "MapViewOfFile3", "MapViewOfFile3FromApp")

# Windows 11 24H2's stat by name (FILE_STAT_BASIC_INFORMATION and kin without a handle):
# libuv (Node.js) probes for it with GetProcAddress and opens the file to ask
# GetFileInformationByHandleEx without it, as on every Windows before.
absent(KERNELBASE, "Windows 11 24H2's file information by name: this desktop's Windows 10 "
       "has none, and its callers open the file and ask GetFileInformationByHandleEx",
       "GetFileInformationByName")

# NlsValidateLocale answers a pointer to Windows' internal record of a locale's data (an
# undocumented NLS_LOCALE_DATA layout); nothing here keeps such records, and a program
# that probes for it (Wine's locale tests) goes on without it.
absent(KERNELBASE, "undocumented: a pointer to Windows' internal locale data record, whose "
       "layout is not published; locale data is asked for through GetLocaleInfoEx",
       "NlsValidateLocale")
