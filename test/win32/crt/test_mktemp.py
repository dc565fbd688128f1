"""msvcrt's _mktemp and _wmktemp (dlls/msvcrt/process.py; busybox-w32's mktemp and
mkstemp call it): the six X's become a letter and the process id's last five digits, the
first letter whose name no file has. A small i686 program doing the same calls printed, under
Wine 8, ``_mktemp=1 same=1``, ``_mktemp(taken)=1 same=1`` (the next letter) and
``_mktemp(bad)=0 errno=0`` (a template without six X's: NULL, errno untouched)."""

import pytest

from apicall import call_api, narrow, wide
from wineagent.win32.kernel.process import CURRENT_PID

PID5 = "%05d" % (CURRENT_PID % 100000)


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


def test_mktemp_fills_the_xs_with_the_first_free_letter_and_the_process_id(vm, tmp_path):
    t = narrow(vm, "mktXXXXXX")
    assert call_api(vm, "msvcrt.dll", "_mktemp", t) == t
    assert vm.mem.cstr(t) == "mkta" + PID5
    (tmp_path / "vfs" / ("mkta" + PID5)).write_text("taken")
    t2 = narrow(vm, "mktXXXXXX")
    assert call_api(vm, "msvcrt.dll", "_mktemp", t2) == t2
    assert vm.mem.cstr(t2) == "mktb" + PID5


def test_a_template_without_six_xs_is_null_and_the_wide_form_matches(vm):
    bad = narrow(vm, "mktXXXXX")
    assert call_api(vm, "msvcrt.dll", "_mktemp", bad) == 0
    assert vm.mem.cstr(bad) == "mktXXXXX"
    w = wide(vm, "wmkXXXXXX")
    assert call_api(vm, "msvcrt.dll", "_wmktemp", w) == w
    assert vm.mem.wstr(w) == "wmka" + PID5
