"""msvcrt.dll exports __daylight, __timezone, __dstbias and __tzname (the addresses of its
time-zone variables) as the UCRT does; Wine's msvcrt time tests call them (found by the
conformance bench: msvcrt's table lacked them, only ucrtbase's had them)."""

import pytest

from apicall import call_api


@pytest.fixture
def vm(boot, tmp_path):
    return boot("hello", vfs_root=str(tmp_path / "vfs")).vm


@pytest.mark.parametrize("dll", ["msvcrt.dll", "ucrtbase.dll"])
def test_the_tz_functions_answer_the_variables_addresses(vm, dll):
    for func, var in (("__daylight", "_daylight"), ("__timezone", "_timezone"),
                      ("__dstbias", "_dstbias"), ("__tzname", "_tzname")):
        assert call_api(vm, dll, func) == vm.data_var("msvcrt.dll", var), (dll, func)
