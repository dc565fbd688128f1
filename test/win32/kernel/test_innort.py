"""What Inno Setup 6's ISCC.exe asks before its first line ("Programs in the wild
(stop 28): Inno Setup", docs/runtimes.md): SetThreadLocale, the process's DEP policy and
(in its wizard, Delphi's VCL) WTSRegisterSessionNotification, the shutdown-block
reason, DisableProcessWindowsGhosting and the flat scroll bar functions (FlatSB_*).

test/exe/innort.exe (guests/tests/innort.c) prints a line per check; the expected lines
are what the same binary prints under Wine 8 (``xvfb-run -a wine innort.exe``, and
64-bit Wine for test/exe64), except where noted.
"""

from paths import guest_exe

#: Wine 8's lines (a 32-bit process), but for three: SetProcessDEPPolicy(0) turns DEP off
#: here, as documented for the OptIn system policy; Wine 8 refuses it with
#: ERROR_INVALID_PARAMETER (87) whatever the policy. WTSUnRegisterSessionNotification
#: answers TRUE, its documented success; Wine 8's is a stub answering FALSE. So are
#: Wine 8's ShutdownBlockReasonCreate and ShutdownBlockReasonDestroy (FALSE): here they
#: keep and forget the window's reason and answer TRUE, as documented.
EXPECTED_32 = [
    'GetThreadLocale=0409',
    'SetThreadLocale(0x409)=1 err=0',
    'SetThreadLocale(LOCALE_USER_DEFAULT)=1',
    'GetThreadLocale=0409',
    'GetProcessDEPPolicy=1 err=0 flags=1 permanent=0',
    'SetProcessDEPPolicy(4)=0 err=87',
    'SetProcessDEPPolicy(ATL only)=0 err=87',
    'SetProcessDEPPolicy(0)=1 err=0',
    'SetProcessDEPPolicy(ENABLE|ATL)=1 err=0',
    'GetProcessDEPPolicy=1 err=0 flags=3 permanent=1',
    'SetProcessDEPPolicy(0) after=0 err=5',
    'WTSRegisterSessionNotification=1 err=0',
    'WTSUnRegisterSessionNotification=1',
    'ShutdownBlockReasonCreate=1',
    'ShutdownBlockReasonDestroy=1',
    'after DisableProcessWindowsGhosting: IsHungAppWindow=0',
    'FlatSB_SetScrollProp=0',
    'FlatSB_GetScrollProp=0 prop=77',
    'FlatSB_SetScrollRange=1',
    'FlatSB_SetScrollPos=0',
    'FlatSB_GetScrollPos=20 GetScrollPos=20',
    'FlatSB_GetScrollRange=1 -1..-1',
    'FlatSB_GetScrollInfo=1 pos=0 max=0',
    'GetMachineTypeAttributes found=0',
    'IsWow64GuestMachineSupported found=0',
    'done',
]

#: 64-bit Wine 8's lines but for the DEP policy's: a 64-bit process's DEP is on for good,
#: and GetProcessDEPPolicy and SetProcessDEPPolicy fail there with ERROR_NOT_SUPPORTED
#: (50), as documented; Wine 8 answers flags=3 permanent=1 and ERROR_INVALID_PARAMETER.
EXPECTED_64 = EXPECTED_32[:4] + [
    'GetProcessDEPPolicy=0 err=50',
    'SetProcessDEPPolicy(4)=0 err=50',
    'SetProcessDEPPolicy(ATL only)=0 err=50',
    'SetProcessDEPPolicy(0)=0 err=50',
    'SetProcessDEPPolicy(ENABLE|ATL)=0 err=50',
    'GetProcessDEPPolicy=0 err=50',
    'SetProcessDEPPolicy(0) after=0 err=50',
] + EXPECTED_32[-15:]


def test_thread_locale_dep_policy_and_session_notifications(boot, tmp_path, width):
    d = boot(guest_exe("innort", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == (EXPECTED_64 if width == 8 else EXPECTED_32)
