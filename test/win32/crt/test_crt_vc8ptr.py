"""Visual C++ 2005/2008's pointer encoding in msvcr80/msvcr90 (docs/runtimes.md, "Visual C++
start-up"), and GetProcAddress of one C runtime's function from another runtime: NULL,
as Windows' export tables say.

test/exe/crt_vc8ptr.exe (guests/tests/crt_vc8ptr.c) prints one line per check; the
expected lines are what the same binary prints under Wine 8 (``xvfb-run -a wine
crt_vc8ptr.exe``)."""

from paths import guest_exe

RUNTIME_LINES = [
    "  encoded differs=1 same as EncodePointer=1 decodes=1",
    "  DecodePointer of it=1 null=1 decodes to NULL=1",
]


def test_encode_pointer_family_is_msvcr80s_and_msvcr90s_only(boot):
    d = boot(guest_exe("crt_vc8ptr"), settle=False)
    for _ in range(50):
        d.vm.run_batch()
        if d.vm.ended:
            break
    assert d.vm.ended and d.vm.machine.fault is None
    assert list(d.vm.stdout_log) == (
        ["msvcr80.dll: _encode_pointer 1 _decode_pointer 1 _encoded_null 1"] + RUNTIME_LINES
        + ["msvcr90.dll: _encode_pointer 1 _decode_pointer 1 _encoded_null 1"] + RUNTIME_LINES
        + ["msvcrt.dll: _encode_pointer 0 _decode_pointer 0 _encoded_null 0",
           "msvcr120.dll: _encode_pointer 0 _decode_pointer 0 _encoded_null 0",
           "msvcrt __stdio_common_vsprintf 0, ucrtbase 1"])
