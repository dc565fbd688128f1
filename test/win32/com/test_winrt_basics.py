"""The Windows Runtime's basics in combase.dll (issue 23, "Programs in the wild",
docs/runtimes.md): SnoreToast 0.7.0 calls RoInitialize and makes HSTRINGs before its
first line.

test/exe/winrt_basics.exe (guests/tests/winrt_basics.c) prints a line per check; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
winrt_basics.exe``), but for one difference on purpose: RoOriginateError of a failure
HRESULT records it and answers TRUE, as documented, where Wine 8's answers FALSE without
recording anything.
"""

from paths import guest_exe

EXPECTED = [
    'combase loaded=1 all found=1',
    'RoInitialize(MTA)=00000000 again=00000001',
    'RoInitialize(STA) in the MTA=80010106',
    'WindowsCreateString=00000000 len=5 text=hello copy=1',
    'WindowsCreateString(empty)=00000000 null=1 empty=1 len=0',
    'raw buffer of NULL: not null=1 len=0 first=0',
    'WindowsCreateString(NULL, 3)=80004003',
    'WindowsCreateStringReference=00000000 header=1 same chars=1 len=11',
    'reference without its NUL=80070057',
    'WindowsDuplicateString(reference)=00000000 new=1 copied chars=1 text=hello world',
    'WindowsGetStringLen=5 empty=0',
    'delete: 00000000 00000000 00000000 00000000',
    'RoGetActivationFactory(no such class)=80040154 factory=00000001',
    'RoOriginateError(E_FAIL)=0 (S_OK)=0',
    'done',
]


def test_winrt_basics(boot, tmp_path):
    d = boot(guest_exe("winrt_basics"), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    expected = [line.replace("RoOriginateError(E_FAIL)=0", "RoOriginateError(E_FAIL)=1")
                for line in EXPECTED]
    assert d.vm.stdout_log == expected
    assert d.vm.com.originated_error == (0x80004005, "")
