"""What Free Pascal's RTL asks of KERNEL32 at start-up ("Programs in the wild (stop 28):
Free Pascal", docs/runtimes.md): SysUtils' initialisation calls
SetThreadLocale(GetUserDefaultLCID()), where every FPC 3.2.2 program stopped.

test/exe/fpc_rtl.exe (guests/tests/fpc_rtl.c) prints a line per check; the expected
lines are what the same binary prints under Wine 8 (``xvfb-run -a wine fpc_rtl.exe``);
its x86-64 build prints the same under 64-bit Wine. The test runs at both widths.
"""

import pytest

from paths import guest_exe
from wineagent.win32.dlls.kernel32.compare import SetThreadLocale
from wineagent.win32.dlls.kernel32.muilangs import GetThreadUILanguage, SetThreadUILanguage

#: Wine's lines, exactly.
EXPECTED = [
    'user default 0x0409 thread 0x0409',
    'SetThreadLocale(user default)=1 thread 0x0409',
    'SetThreadLocale(LOCALE_USER_DEFAULT)=1 thread 0x0409',
    'SetThreadLocale(LOCALE_SYSTEM_DEFAULT)=1 thread 0x0409',
    'SetThreadLocale(0x12345)=0 err=87 thread 0x0409',
    'SetThreadLocale(0xffff)=0 err=87',
    'SetThreadUILanguage found=1',
    'SetThreadUILanguage(0)=0x0409',
    'SetThreadUILanguage(0x0409)=0x0409',
    'GetThreadUILanguage=0x0409',
    'done',
]


def test_fpc_rtl_thread_locale(boot, tmp_path, width):
    d = boot(guest_exe("fpc_rtl", width), settle=False, vfs_root=str(tmp_path / "vfs"))
    d.run_to_end(3000)
    assert d.vm.stdout_log == EXPECTED


class _Thread:
    locale = 0x0409


class _LocaleCall:
    """A call context with a thread, for SetThreadLocale."""

    def __init__(self):
        self.vm = type("vm", (), {"last_error": 0})()
        self.vm.threads = type("threads", (), {"current": _Thread()})()


@pytest.mark.parametrize("lcid", [0x0407, 0x0411, 0x007F])
def test_another_known_locale_becomes_the_threads(lcid):
    """German, Japanese or the invariant locale become the thread's locale (GetThreadLocale
    answers it; CP_THREAD_ACP follows it: guest k32acp); an LCID Windows does not know is
    refused with ERROR_INVALID_PARAMETER."""
    c = _LocaleCall()
    assert SetThreadLocale(c, lcid) == 1
    assert c.vm.threads.current.locale == lcid
    assert SetThreadLocale(c, 0xDEAD) == 0 and c.vm.last_error == 87
    assert c.vm.threads.current.locale == lcid


def test_another_ui_language_becomes_the_threads():
    """SetThreadUILanguage of a language Windows knows makes it the thread's UI language
    (resources follow it: guest uilang); 0 keeps it; one Windows does not know keeps it
    too, answered with ERROR_INVALID_PARAMETER."""
    c = _LocaleCall()
    c.vm.threads.current.ui_languages = []
    c.vm.kernel = type("kernel", (), {"process_ui_languages": ()})()
    assert SetThreadUILanguage(c, 0x0407) == 0x0407
    assert GetThreadUILanguage(c) == 0x0407
    assert SetThreadUILanguage(c, 0) == 0x0407
    assert SetThreadUILanguage(c, 0x1234) == 0x0407 and c.vm.last_error == 87
